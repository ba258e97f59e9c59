// The Nautic Miles referee driven through the real binary, both ways: the program deals
// (hot-seat), and a real deck at a real table (the referee knows the table, not the hands).
#include "RunBinary.h"

#include "core/Files.h"

#include <filesystem>

using amiraute::testing::referee;
using nlohmann::json;

namespace {

std::string scenario(const std::string &name) {
  return amiraute::core::findDataFile("scenarios/nautic-miles/" + name);
}

bool mentions(const json &answer, const std::string &text) {
  return answer.dump().find(text) != std::string::npos;
}

} // namespace

TEST(NauticMilesReferee, NM_HIDE_1_a_face_down_convoy_is_never_shown_to_the_other_side) {
  const auto look =
      referee(scenario("duel.yaml"), {"status", "hand", "moves", "help", "undo force"}, "--seed 4");
  ASSERT_EQ(look.size(), 5u);
  EXPECT_FALSE(look[4]["ok"]); // only the deal so far: nothing to undo, no new deal
  EXPECT_TRUE(mentions(look[4], "nobody has played yet"));
  EXPECT_EQ(look[0]["phase"], "play");
  EXPECT_EQ(look[0]["to_move"], "Anne");
  EXPECT_EQ(look[0]["talon"], 106 - 12 - 1);
  EXPECT_EQ(look[1]["cards"].size(), 7u);
  EXPECT_TRUE(mentions(look[3]["commands"], "reveal"));
  EXPECT_TRUE(mentions(look[3]["commands"], "score"));
  std::string lay;
  for (const auto &m : look[2]["moves"])
    if (m.get<std::string>().find(" at 1") != std::string::npos) lay = m.get<std::string>();
  ASSERT_FALSE(lay.empty()) << look[2].dump(); // this seed deals Anne a convoy
  const std::string convoy = lay.substr(5, lay.find(" at ") - 5);
  const auto a = referee(scenario("duel.yaml"), {lay, "table", "hand", "log", "undo", "undo force", "status"},
                         "--seed 4");
  ASSERT_EQ(a.size(), 7u);
  ASSERT_TRUE(a[0]["ok"]) << a[0].dump();
  EXPECT_EQ(a[0]["action"], "play convoy at 1");
  EXPECT_EQ(a[1]["sides"][0]["row"][0]["card"], "?");
  EXPECT_EQ(a[2]["player"], "Bruno");
  EXPECT_EQ(a[2]["convoys"].size(), 0u);
  // Neither the answer, nor the table, nor the log names it (Bruno's own hand may hold the same type).
  for (std::size_t i : {0u, 1u, 3u})
    EXPECT_FALSE(mentions(a[i], "\"" + convoy + "\"")) << i << " " << a[i].dump();
  // Bruno has drawn since: taking Anne's play back needs force, and says nothing of the cards.
  EXPECT_FALSE(a[4]["ok"]);
  EXPECT_FALSE(mentions(a[4], convoy));
  ASSERT_TRUE(a[5]["ok"]) << a[5].dump();
  EXPECT_EQ(a[6]["to_move"], "Anne");
  EXPECT_TRUE(a[6]["sides"][0]["row"].empty());
}

TEST(NauticMilesReferee, NM_TABLE_1_at_a_real_table_the_referee_keeps_the_table_and_the_score) {
  const std::string file = amiraute::testing::tempPath(".yaml");
  const auto a = referee(scenario("table-duel.yaml"),
                         {"hand", "play 10000t at 1", "play convoy at 1", "play radar on Anne 1", "status",
                          "play 600 on 1", "reveal 10000t", "play 2000 on 1", "play alert on Anne 1",
                          "play 2000 on 1", "score", "save " + file, "undo", "status"});
  ASSERT_EQ(a.size(), 14u);
  EXPECT_FALSE(a[0]["ok"]);
  EXPECT_TRUE(mentions(a[0], "NM-TABLE-1"));
  EXPECT_EQ(a[1]["clause"], "NM-TABLE-1");
  ASSERT_TRUE(a[2]["ok"]) << a[2].dump();
  ASSERT_TRUE(a[3]["ok"]) << a[3].dump();
  EXPECT_EQ(a[4]["phase"], "reveal");
  EXPECT_EQ(a[4]["question"]["side"], "Anne");
  EXPECT_FALSE(a[5]["ok"]); // the table names the convoy first
  ASSERT_TRUE(a[6]["ok"]) << a[6].dump();
  EXPECT_EQ(a[6]["status"]["sides"][0]["row"][0]["card"], "10000t");
  EXPECT_EQ(a[6]["status"]["to_move"], "Anne");
  ASSERT_TRUE(a[7]["ok"]) << a[7].dump();
  ASSERT_TRUE(a[8]["ok"]) << a[8].dump();
  ASSERT_TRUE(a[9]["ok"]) << a[9].dump();
  EXPECT_EQ(a[9]["status"]["sides"][0]["port"][0]["card"], "10000t");
  EXPECT_EQ(a[10]["scores"][0]["on_table"], 20); // 10,000 tons in port, detected: double
  ASSERT_TRUE(a[11]["ok"]) << a[11].dump();
  ASSERT_TRUE(a[12]["ok"]) << a[12].dump(); // nothing secret at a real table: undo needs no force
  EXPECT_EQ(a[13]["sides"][0]["row"][0]["distance"], 2000);
  const auto b = referee(scenario("table-duel.yaml"), {"load " + file, "status"});
  ASSERT_TRUE(b[0]["ok"]) << b[0].dump();
  EXPECT_EQ(b[1]["hash"], a[9]["status"]["hash"]);
  std::filesystem::remove(file);
}

TEST(NauticMilesReferee, NM_DECK_1_commands_in_any_case_and_names_in_several_words_get_suggestions) {
  const auto a =
      referee(scenario("duel.yaml"),
              {"TABLE", "Play Avion abattu on Bruno 1", "play porte avion on Bruno 1", "SCORE"}, "--seed 2");
  ASSERT_EQ(a.size(), 4u);
  EXPECT_TRUE(a[0]["ok"]) << a[0].dump();
  EXPECT_FALSE(a[1]["ok"]);
  EXPECT_TRUE(mentions(a[1], "no card is called 'Avion abattu' (did you mean 'Avion touch")) << a[1].dump();
  EXPECT_FALSE(a[2]["ok"]);
  EXPECT_TRUE(mentions(a[2], "did you mean 'Porte-avions'")) << a[2].dump();
  ASSERT_TRUE(a[3]["ok"]) << a[3].dump();
}

TEST(NauticMilesReferee, NM_TEAM_1_scenario_errors_name_the_line_and_column) {
  const std::string bad = amiraute::testing::tempPath(".yaml");
  std::ofstream(bad) << "game: nautic-miles\nplayers: [Anne, Bruno, Chloé]\nrules:\n  teams: true\n";
  const auto r = amiraute::testing::runAmiraute("validate " + bad + " " + scenario("six-teams.yaml"), "");
  EXPECT_NE(r.out.find(bad + ":4:10: teams of two partners facing need 4 or 6 players"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("six-teams.yaml: ok"), std::string::npos) << r.out;
  std::filesystem::remove(bad);
}
