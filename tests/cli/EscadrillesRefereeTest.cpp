// The Escadrilles referee driven through the real binary: commands on stdin, --json answers.
// Clause ids: ES-SPEED-2, ES-SPEED-3, ES-TURN-1, ES-TURN-2, ES-MOVE-1, ES-CRASH-3, ES-FIRE-1.
#include "RunBinary.h"

#include "core/Files.h"

#include <algorithm>
#include <filesystem>

namespace amiraute::testing {
namespace {

using nlohmann::json;

std::string scenario(const std::string &name) { return core::findDataFile("scenarios/escadrilles/" + name); }

/// An open sea, 9 x 9, with these planes (YAML flow mappings).
std::string sea(const std::string &bleu, const std::string &rouge, const std::string &extra = "") {
  const std::string path = tempPath(".yaml");
  std::string text = "game: escadrilles\nmap:\n  terrain: |\n";
  for (int r = 0; r < 9; ++r)
    text += "    ~~~~~~~~~\n";
  text += "  legend: {'~': sea}\nsides:\n  - {name: Bleu, planes: [" + bleu +
          "]}\n  - {name: Rouge, planes: [" + rouge + "]}\n" + extra;
  std::ofstream(path) << text;
  return path;
}

bool has(const json &list, const std::string &word) {
  return std::find(list.begin(), list.end(), word) != list.end();
}

std::string text(const json &j) { return j.dump(); }

} // namespace

TEST(EscadrillesReferee, ES_TURN_1_help_status_and_errors_that_change_nothing) {
  const auto a =
      referee(scenario("standard.yaml"), {"help", "status", "stauts", "move Bleu 2 3 3", "move Rouge 1 5 5",
                                          "speeds Bleu 1:3", "status", "move 1 3 3", "reach 2"});
  ASSERT_EQ(a.size(), 9u);
  for (const char *verb : {"planes", "speeds", "move", "reach", "end", "undo", "save", "load"})
    EXPECT_TRUE(has(a[0]["commands"], verb)) << verb;
  EXPECT_EQ(a[1]["turn"], 1);
  EXPECT_EQ(a[1]["turn_limit"], 15);
  EXPECT_EQ(a[1]["phase"], "movement"); // every first speed is forced at 2
  EXPECT_EQ(a[1]["side"], "Bleu");
  EXPECT_EQ(a[1]["next"]["number"], 1);
  EXPECT_EQ(a[1]["planes"]["Rouge"], 9);
  EXPECT_TRUE(a[1]["winner"].is_null());
  EXPECT_FALSE(a[2]["ok"]);
  EXPECT_NE(a[2]["error"].get<std::string>().find("did you mean 'status'"), std::string::npos);
  EXPECT_EQ(a[3]["clause"], "ES-TURN-2");
  EXPECT_EQ(a[4]["clause"], "ES-TURN-1");
  EXPECT_EQ(a[5]["clause"], "ES-SPEED-2");
  EXPECT_EQ(a[6], a[1]);
  // During a movement the squadron moving may be left out.
  EXPECT_EQ(a[7]["action"], "move Bleu 1 3 3");
  EXPECT_EQ(a[8]["plane"]["side"], "Bleu");
  EXPECT_EQ(a[8]["plane"]["number"], 2);
}

TEST(EscadrillesReferee, ES_SPEED_3_secret_speeds_are_shown_only_to_their_squadron_until_its_movement) {
  const auto a = referee(scenario("small.yaml"),
                         {"status", "move Bleu 1 3 3", "speeds Rouge 1:4 2:2 3:3", "planes", "planes Bleu",
                          "planes Rouge", "log", "reach Rouge 1", "speeds Bleu 1:5", "speeds Bleu 2 3",
                          "speeds Bleu 2 3 4", "status", "planes Bleu", "planes"});
  ASSERT_EQ(a.size(), 14u);
  EXPECT_EQ(a[0]["phase"], "speeds");
  EXPECT_EQ(a[0]["speeds_missing"]["Bleu"], json({1, 2, 3}));
  EXPECT_EQ(a[1]["clause"], "ES-TURN-1");
  ASSERT_TRUE(a[2]["ok"]) << text(a[2]);
  EXPECT_EQ(a[2]["set"], json({1, 2, 3}));
  EXPECT_EQ(a[2]["speeds_missing"]["Rouge"], json::array());
  const auto rouge1 = [](const json &planes) {
    for (const auto &p : planes["planes"])
      if (p["side"] == "Rouge" && p["number"] == 1) return p;
    return json();
  };
  EXPECT_TRUE(rouge1(a[3])["speed"].is_null()); // everybody's list: secret
  EXPECT_TRUE(rouge1(a[3])["hidden"]);
  EXPECT_TRUE(rouge1(a[4])["speed"].is_null()); // Bleu's eyes: secret
  EXPECT_EQ(rouge1(a[5])["speed"], 4);          // Rouge's own eyes
  EXPECT_EQ(a[6]["log"].dump().find("1:4"), std::string::npos) << text(a[6]);
  EXPECT_NE(a[6]["log"].dump().find("Rouge sets in secret"), std::string::npos);
  ASSERT_TRUE(a[7]["ok"]); // asked by Rouge: its own speed
  EXPECT_EQ(a[7]["speed"], 4);
  EXPECT_EQ(a[8]["clause"], "ES-SPEED-1");
  EXPECT_FALSE(a[9]["ok"]); // two bare speeds for three planes
  ASSERT_TRUE(a[10]["ok"]) << text(a[10]);
  EXPECT_EQ(a[11]["phase"], "movement");
  EXPECT_EQ(a[11]["side"], "Bleu");
  EXPECT_NE(a[10]["log"].dump().find("Bleu's speeds this turn: 1:2 2:3 3:4"), std::string::npos)
      << text(a[10]);
  EXPECT_TRUE(rouge1(a[12])["speed"].is_null()); // still Rouge's secret while Bleu moves
  EXPECT_TRUE(rouge1(a[13])["hidden"]);
}

TEST(EscadrillesReferee, ES_MOVE_1_move_answers_path_points_and_crash_and_reach_lists_the_ends) {
  const std::string file = sea("{number: 1, hex: \"0509\", facing: 1}, {number: 2, hex: \"0707\", facing: 6}",
                               "{number: 1, hex: \"0101\", facing: 4}");
  const auto a = referee(file, {"reach Bleu 1", "move Bleu 1 1", "move Bleu 2 6 5", "move Bleu 1 1 1",
                                "reach Bleu 2", "move Bleu 2 6 5", "status", "end", "status"});
  ASSERT_EQ(a.size(), 9u);
  ASSERT_TRUE(a[0]["ok"]) << text(a[0]);
  EXPECT_EQ(a[0]["ends"].size(), 5u);
  EXPECT_EQ(a[0]["ends"][0]["hex"], "0507");
  EXPECT_EQ(a[0]["ends"][0]["facing"], 1);
  EXPECT_EQ(a[0]["ends"][0]["path"], json({"0509", "0508", "0507"}));
  EXPECT_EQ(a[0]["ends"][0]["command"], "move Bleu 1 1 1");
  EXPECT_TRUE(a[0]["can_finish"]);
  EXPECT_EQ(a[1]["clause"], "ES-MOVE-1"); // a point left
  EXPECT_EQ(a[2]["clause"], "ES-TURN-2"); // plane 1 first
  ASSERT_TRUE(a[3]["ok"]) << text(a[3]);
  EXPECT_EQ(a[3]["path"], json({"0509", "0508", "0507"}));
  EXPECT_EQ(a[3]["points"], 2);
  EXPECT_FALSE(a[3]["crashed"]);
  EXPECT_TRUE(a[3]["why"].is_null());
  EXPECT_EQ(a[3]["clause"], "ES-MOVE-1");
  // Bleu 2's way through 0507 now runs into Bleu 1: reach says so, and a crash is a ruling.
  bool risk = false;
  for (const auto &c : a[4]["crashes"])
    risk = risk || (c["hex"] == "0507" && c["outcome"] == "collision" && c["with"]["number"] == 1);
  EXPECT_TRUE(risk) << text(a[4]);
  ASSERT_TRUE(a[5]["ok"]) << text(a[5]);
  EXPECT_TRUE(a[5]["crashed"]);
  EXPECT_EQ(a[5]["clause"], "ES-CRASH-3");
  EXPECT_NE(a[5]["why"].get<std::string>().find("collides with Bleu 1"), std::string::npos);
  EXPECT_EQ(a[6]["planes"]["Bleu"], 0);
  EXPECT_EQ(a[6]["winner"], "Rouge");
  EXPECT_EQ(a[7]["clause"], "ES-GAME-1");
}

TEST(EscadrillesReferee, ES_FIRE_1_end_resolves_the_shooting) {
  const std::string file =
      sea("{number: 1, hex: \"0508\", facing: 1}, {number: 2, hex: \"0305\", facing: 3}",
          "{number: 1, hex: \"0504\", facing: 3}, {number: 2, hex: \"0101\", facing: 4}");
  const auto a = referee(file, {"end", "move Bleu 1 1 1", "planes", "move Bleu 2 3 4", "end", "status"});
  ASSERT_EQ(a.size(), 6u);
  EXPECT_EQ(a[0]["clause"], "ES-TURN-2");
  ASSERT_TRUE(a[1]["ok"]);
  bool aims = false;
  for (const auto &p : a[2]["planes"])
    if (p["side"] == "Bleu" && p["number"] == 1)
      aims = !p["targets"].empty() && p["targets"][0]["number"] == 1;
  EXPECT_TRUE(aims) << text(a[2]);
  ASSERT_TRUE(a[3]["ok"]) << text(a[3]);
  ASSERT_TRUE(a[4]["ok"]) << text(a[4]);
  ASSERT_EQ(a[4]["shot_down"].size(), 1u);
  EXPECT_EQ(a[4]["shot_down"][0]["side"], "Rouge");
  EXPECT_EQ(a[4]["shot_down"][0]["number"], 1);
  EXPECT_EQ(a[4]["shot_down"][0]["by"], 1);
  EXPECT_TRUE(has(a[4]["clauses"], "ES-FIRE-1"));
  EXPECT_EQ(a[5]["side"], "Rouge");
  EXPECT_EQ(a[5]["shot_down"]["Bleu"], 1);
}

TEST(EscadrillesReferee, ES_CRASH_3_a_move_that_dooms_a_friend_is_flagged_while_undo_can_take_it_back) {
  const std::string file = sea("{number: 1, hex: \"0102\", facing: 3}, {number: 2, hex: \"0106\", facing: 2}",
                               "{number: 1, hex: \"0901\", facing: 4}");
  // Bleu 1 turns south onto 0203; Bleu 2 then ends on 0204 facing north: nose to nose, and Bleu 1
  // flies first next turn. Elsewhere, the undone move's replacement is harmless.
  const auto a = referee(file, {"move Bleu 1 3 4", "move Bleu 2 2 1", "undo", "move Bleu 2 2 2"});
  ASSERT_EQ(a.size(), 4u);
  ASSERT_TRUE(a[1]["ok"]) << text(a[1]);
  ASSERT_EQ(a[1]["warnings"].size(), 1u) << text(a[1]);
  EXPECT_NE(a[1]["warnings"][0].get<std::string>().find("Bleu 1 faces Bleu 2 on 0204"), std::string::npos);
  EXPECT_TRUE(a[3]["warnings"].empty()) << text(a[3]);
  const std::string edge =
      sea("{number: 1, hex: \"0507\", facing: 4}", "{number: 1, hex: \"0101\", facing: 4}");
  const auto b = referee(edge, {"move Bleu 1 4 4"});
  ASSERT_EQ(b[0]["warnings"].size(), 1u) << text(b[0]);
  EXPECT_NE(b[0]["warnings"][0].get<std::string>().find("no safe way out next turn"), std::string::npos);
}

TEST(EscadrillesReferee, ES_TURN_2_reach_says_what_it_assumes_and_marks_the_ends_that_are_traps) {
  // Bleu 2 tail to tail with Bleu 1, which flies first (straight on, it would face the map's edge);
  // Bleu 3 on 0507 facing north flies after Bleu 2 and must enter 0506 first.
  const std::string file =
      sea("{number: 1, hex: \"0503\", facing: 1}, {number: 2, hex: \"0504\", facing: 4}, "
          "{number: 3, hex: \"0507\", facing: 1}",
          "{number: 1, hex: \"0101\", facing: 4}");
  const auto a = referee(file, {"reach Bleu 2"});
  ASSERT_TRUE(a[0]["ok"]) << text(a[0]);
  ASSERT_EQ(a[0]["assumes"]["left_out"].size(), 1u);
  EXPECT_EQ(a[0]["assumes"]["left_out"][0]["number"], 1);
  EXPECT_EQ(a[0]["assumes"]["left_out"][0]["hex"], "0503");
  EXPECT_EQ(a[0]["assumes"]["standing"].size(), 2u);
  bool traps_3 = false;
  for (const auto &e : a[0]["ends"])
    for (const auto &t : e["traps"])
      traps_3 = traps_3 || (t["number"] == 3 && e["hex"] == "0506");
  EXPECT_TRUE(traps_3) << text(a[0]); // straight south onto 0506: Bleu 3 must enter it first
  const RunResult r = runAmiraute("referee " + file, "reach Bleu 2\nreach Bleu 1\n");
  EXPECT_NE(r.out.find("planned without Bleu 1 (0503), which flies before it"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("! leaves Bleu 3 no safe way this turn (ES-CRASH-3)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("! no safe way out next turn from there (ES-CRASH-4)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("0501 facing 1   1 1   ! no safe way out next turn from there"), std::string::npos)
      << r.out;
  EXPECT_NE(
      r.out.find("planned against, where they stand when it flies: Bleu 2 0504, Bleu 3 0507, Rouge 1 0101"),
      std::string::npos)
      << r.out;
}

TEST(EscadrillesReferee, ES_CRASH_3_a_path_through_another_planes_hex_is_flown_into_it) {
  const std::string file =
      sea("{number: 1, hex: \"0509\", facing: 1}", "{number: 1, hex: \"0508\", facing: 4}, "
                                                   "{number: 2, hex: \"0101\", facing: 4}");
  const auto a = referee(file, {"move Bleu 1 1 1", "status"});
  ASSERT_TRUE(a[0]["ok"]) << text(a[0]); // a ruling, not a refusal
  EXPECT_TRUE(a[0]["crashed"]);
  EXPECT_EQ(a[0]["clause"], "ES-CRASH-3");
  EXPECT_EQ(a[0]["hex"], "0508");
  EXPECT_NE(text(a[0]).find("the last direction of the path given is not flown"), std::string::npos)
      << text(a[0]);
  EXPECT_EQ(a[1]["planes"]["Bleu"], 0);
}

TEST(EscadrillesReferee, ES_SPEED_2_save_and_load_replay_the_secret_speeds_to_the_same_hash) {
  const std::string record = tempPath(".yaml");
  const auto a = referee(scenario("small.yaml"),
                         {"speeds Bleu 1:3 2:2 3:4", "speeds Rouge 1:2", "status", "save " + record});
  ASSERT_EQ(a.size(), 4u);
  ASSERT_TRUE(a[3]["ok"]) << text(a[3]);
  const auto b =
      referee(scenario("small.yaml"), {"load " + record, "status", "load /nonexistent.yaml", "status"});
  ASSERT_EQ(b.size(), 4u);
  ASSERT_TRUE(b[0]["ok"]) << text(b[0]);
  EXPECT_EQ(b[1]["hash"], a[2]["hash"]);
  EXPECT_EQ(b[1]["speeds_missing"]["Rouge"], json({2, 3}));
  EXPECT_FALSE(b[2]["ok"]);
  EXPECT_EQ(b[3]["hash"], a[2]["hash"]);
  std::filesystem::remove(record);
}

TEST(EscadrillesReferee, ES_SIDE_1_validate_and_play_speak_plainly) {
  const std::string bad =
      sea("{number: 1, hex: \"0505\", facing: 1}", "{number: 1, hex: \"0505\", facing: 4}");
  const RunResult v =
      runAmiraute("validate " + bad + " " + scenario("standard.yaml") + " " + scenario("small.yaml"), "");
  EXPECT_EQ(v.exit_code, 1);
  EXPECT_NE(v.out.find(bad + ":16:"), std::string::npos) << v.out;
  EXPECT_NE(v.out.find("both start on 0505"), std::string::npos) << v.out;
  EXPECT_NE(v.out.find("standard.yaml: ok"), std::string::npos) << v.out;
  EXPECT_NE(v.out.find("small.yaml: ok"), std::string::npos) << v.out;
  // Escadrilles has a screen now: `play` opens it (a screenshot and out, with a display) or, without
  // a display, says how to get one; it never says the game has no screen.
  const std::string shot = ::testing::TempDir() + "escadrilles-play.png";
  const RunResult p = runAmiraute("play " + scenario("small.yaml") + " --screenshot " + shot, "");
  EXPECT_EQ(p.out.find("no screen"), std::string::npos) << p.out;
  if (p.exit_code == 0)
    EXPECT_TRUE(std::filesystem::exists(shot)) << p.out;
  else
    EXPECT_NE(p.out.find("display"), std::string::npos) << p.out;
}

} // namespace amiraute::testing
