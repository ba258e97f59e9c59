// The Milles Nautiques referee driven through the real binary, both ways: the program deals
// (hot-seat), and a real deck at a real table (the referee knows the table, not the hands).
#include "RunBinary.h"

#include "core/Files.h"

#include <filesystem>

using amiraute::testing::referee;
using nlohmann::json;

namespace {

std::string scenario(const std::string &name) {
  return amiraute::core::findDataFile("scenarios/milles-nautiques/" + name);
}

bool mentions(const json &answer, const std::string &text) {
  return answer.dump().find(text) != std::string::npos;
}

} // namespace

TEST(MillesNautiquesReferee, MN_TURN_1_the_program_deals_and_shows_a_hand_only_when_asked) {
  const auto a = referee(scenario("duel.yaml"), {"help", "status", "hand", "play 100", "draw", "hand", "log"},
                         "--seed 5");
  ASSERT_EQ(a.size(), 7u);
  EXPECT_NE(std::find(a[0]["commands"].begin(), a[0]["commands"].end(), "take"), a[0]["commands"].end());
  EXPECT_EQ(a[1]["phase"], "choose");
  EXPECT_EQ(a[1]["to_move"], "Anne");
  EXPECT_EQ(a[1]["pile"], 106 - 12);
  ASSERT_TRUE(a[2]["ok"]);
  EXPECT_EQ(a[2]["player"], "Anne");
  EXPECT_EQ(a[2]["cards"].size(), 6u);
  EXPECT_FALSE(a[3]["ok"]); // draw first
  EXPECT_EQ(a[3]["clause"], "MN-TURN-1");
  ASSERT_TRUE(a[4]["ok"]) << a[4].dump();
  EXPECT_EQ(a[4]["status"]["phase"], "play");
  EXPECT_EQ(a[4]["status"]["pile"], 106 - 13);
  EXPECT_EQ(a[5]["cards"].size(), 7u);
  // Neither the answer to draw nor the log names the card drawn or dealt.
  for (const auto &card : a[5]["cards"]) {
    const std::string id = card.get<std::string>();
    EXPECT_FALSE(mentions(a[4]["log"], " " + id + "\"")) << id;
  }
  for (const auto &line : a[6]["log"])
    EXPECT_EQ(line["text"].get<std::string>().find(" is dealt "), std::string::npos) << line.dump();
}

TEST(MillesNautiquesReferee, MN_START_1_a_hot_seat_game_plays_saves_and_replays_to_the_same_hash) {
  // First look at Anne's cards after her draw; the same seed deals the same cards again.
  const auto look = referee(scenario("duel.yaml"), {"draw", "hand", "moves"}, "--seed 9");
  ASSERT_EQ(look.size(), 3u);
  std::string discard;
  for (const auto &m : look[2]["moves"])
    if (m.get<std::string>().rfind("discard ", 0) == 0) discard = m.get<std::string>();
  ASSERT_FALSE(discard.empty());
  const std::string file = amiraute::testing::tempPath(".yaml");
  const auto a = referee(scenario("duel.yaml"), {"draw", discard, "status", "save " + file, "undo", "status"},
                         "--seed 9");
  ASSERT_EQ(a.size(), 6u);
  ASSERT_TRUE(a[1]["ok"]) << a[1].dump();
  EXPECT_EQ(a[2]["to_move"], "Bruno");
  EXPECT_EQ(a[2]["discard"], discard.substr(8));
  ASSERT_TRUE(a[3]["ok"]) << a[3].dump();
  ASSERT_TRUE(a[4]["ok"]) << a[4].dump(); // Bruno has not drawn: Anne's discard comes back freely
  EXPECT_EQ(a[5]["to_move"], "Anne");
  EXPECT_EQ(a[5]["phase"], "play");
  const auto b = referee(scenario("duel.yaml"), {"load " + file, "status"}, "--seed 9");
  ASSERT_TRUE(b[0]["ok"]) << b[0].dump();
  EXPECT_EQ(b[1]["hash"], a[2]["hash"]);
  std::filesystem::remove(file);
}

TEST(MillesNautiquesReferee, MN_TABLE_1_at_a_real_table_the_referee_keeps_the_race_not_the_hands) {
  const auto a =
      referee(scenario("table-duel.yaml"),
              {"status", "hand", "draw", "play bon_vent", "draw", "play bon_vent", "draw", "play 200", "draw",
               "discard kit", "draw", "discard kit", "play avarie Bruno", "status"});
  ASSERT_EQ(a.size(), 14u);
  EXPECT_EQ(a[0]["deal"], "table");
  EXPECT_EQ(a[0]["phase"], "choose"); // the six cards each were dealt at the table
  EXPECT_EQ(a[0]["pile"], 94);
  EXPECT_FALSE(a[1]["ok"]);
  EXPECT_NE(a[1]["error"].get<std::string>().find("MN-TABLE-1"), std::string::npos);
  for (std::size_t i = 2; i < 10; ++i)
    ASSERT_TRUE(a[i]["ok"]) << i << a[i].dump();
  EXPECT_EQ(a[7]["status"]["boats"][0]["distance"], 200);
  EXPECT_FALSE(a[11]["ok"]); // the only Kit is on the discard
  EXPECT_EQ(a[11]["clause"], "MN-TABLE-1");
  // The Kit is in sight, so no Mistoufle can answer the damage: no question for the table.
  ASSERT_TRUE(a[12]["ok"]) << a[12].dump();
  EXPECT_EQ(a[13]["to_move"], "Bruno");
  EXPECT_TRUE(a[13]["boats"][1]["damaged"]);
}

TEST(MillesNautiquesReferee, MN_MIST_2_the_table_says_whether_the_crew_holds_the_joker) {
  const auto a =
      referee(scenario("table-duel.yaml"),
              {"draw", "play bon_vent", "draw", "play bon_vent", "draw", "play avarie Bruno", "status",
               "draw", "mistoufle Anne", "mistoufle Bruno", "status", "play 200", "status"});
  ASSERT_EQ(a.size(), 13u);
  ASSERT_TRUE(a[5]["ok"]) << a[5].dump();
  EXPECT_TRUE(mentions(a[5], "MN-MIST-2"));
  EXPECT_EQ(a[6]["phase"], "mistoufle");
  EXPECT_EQ(a[6]["question"]["joker"], "kit");
  EXPECT_FALSE(a[7]["ok"]); // the question comes first
  EXPECT_FALSE(a[8]["ok"]); // Anne is not of Bruno's crew
  EXPECT_EQ(a[8]["clause"], "MN-MIST-1");
  ASSERT_TRUE(a[9]["ok"]) << a[9].dump();
  EXPECT_EQ(a[10]["to_move"], "Bruno");
  EXPECT_EQ(a[10]["phase"], "play"); // Bruno drew two and plays again
  EXPECT_EQ(a[10]["boats"][1]["distance"], 300);
  EXPECT_EQ(a[10]["boats"][1]["jokers"], json({"kit"}));
  ASSERT_TRUE(a[11]["ok"]);
  EXPECT_EQ(a[12]["to_move"], "Anne");
  EXPECT_EQ(a[12]["boats"][1]["distance"], 500);
}

TEST(MillesNautiquesReferee, MN_MIST_1_the_attacked_skipper_is_asked_and_answers_in_any_case) {
  // Seed 3: Bruno sails first; Anne becalms him. He holds no Tactician — he is asked all the same.
  const auto a =
      referee(scenario("duel.yaml"),
              {"draw", "discard sauvetage", "draw", "PLAY Bon vent", "Draw", "play encalmine Bruno", "status",
               "play 100", "draw", "mistoufle", "No Mistoufle", "status"},
              "--seed 3");
  ASSERT_EQ(a.size(), 12u);
  for (int i : {0, 1, 2, 3, 4, 5})
    ASSERT_TRUE(a[i]["ok"]) << i << " " << a[i].dump();
  EXPECT_TRUE(mentions(a[5], "Bruno may answer the Becalmed with the Tactician"));
  EXPECT_EQ(a[6]["phase"], "answer");
  EXPECT_EQ(a[6]["to_move"], "Bruno");
  EXPECT_EQ(a[6]["question"]["asked"], "Bruno");
  EXPECT_EQ(a[6]["question"]["joker"], "tacticien");
  EXPECT_FALSE(a[7]["ok"]); // the answer first
  EXPECT_FALSE(a[8]["ok"]); // even a draw, which would otherwise pass for "no mistoufle"
  EXPECT_TRUE(mentions(a[8], "first Bruno answers the Becalmed"));
  EXPECT_FALSE(a[9]["ok"]); // he has no Tactician to lay
  EXPECT_EQ(a[9]["clause"], "MN-MIST-1");
  ASSERT_TRUE(a[10]["ok"]) << a[10].dump();
  EXPECT_EQ(a[11]["phase"], "choose");
  EXPECT_EQ(a[11]["to_move"], "Bruno");
  EXPECT_FALSE(a[11]["boats"][1]["sailing"]);
}

TEST(MillesNautiquesReferee, MN_DECK_1_scenario_errors_name_the_line_and_column) {
  const std::string bad = amiraute::testing::tempPath(".yaml");
  std::ofstream(bad) << "game: milles-nautiques\nplayers: [Anne, Bruno]\nrules:\n  crews: maybe\n";
  const auto r = amiraute::testing::runAmiraute("validate " + bad + " " + scenario("crews-6.yaml"), "");
  EXPECT_NE(r.out.find(bad + ":4:10: rules.crews must be auto, yes or no"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("crews-6.yaml: ok"), std::string::npos) << r.out;
  std::filesystem::remove(bad);
}
