// The Haute Mer referee, driven through the real binary.
#include "RunBinary.h"

#include "core/Files.h"

#include <filesystem>

namespace amiraute::testing {
namespace {

std::string scenario(const std::string &name) { return core::findDataFile("scenarios/haute-mer/" + name); }

/// A roster with no positions: the people at the table measure everything.
std::string roster() {
  const std::string path = tempPath(".yaml");
  std::ofstream(path)
      << "game: haute-mer\ntitle: Roster duel\nfleets: [" +
             std::filesystem::absolute(core::findDataFile("fleets/haute-mer/standard.yaml")).string() +
             "]\nsides:\n  - name: Bleu\n    ships:\n      - {name: Jean Bart, class: cuirasse}\n"
             "      - {name: La Melpomène, class: torpilleur}\n"
             "  - name: Rouge\n    ships:\n      - {name: Emden, class: croiseur-leger}\n";
  return path;
}

TEST(HauteMerReferee, one_json_answer_per_command_and_errors_change_nothing) {
  const auto a =
      referee(scenario("duel.yaml"), {"status", "frie Gloire Trento", "move Gloire forward 99",
                                      "move Nobody forward 1", "move Gloire pivot 30", "status", "ships"});
  ASSERT_EQ(a.size(), 7u);
  EXPECT_TRUE(a[0]["ok"]);
  EXPECT_FALSE(a[1]["ok"]);
  EXPECT_NE(a[1]["error"].get<std::string>().find("did you mean 'fire'"), std::string::npos);
  EXPECT_FALSE(a[2]["ok"]);
  EXPECT_EQ(a[2]["clause"], "HM-MOVE-1");
  EXPECT_FALSE(a[3]["ok"]);
  EXPECT_FALSE(a[4]["ok"]);
  EXPECT_EQ(a[4]["clause"], "HM-MOVE-3");
  EXPECT_EQ(a[0], a[5]); // state untouched
  const auto &gloire = a[6]["ships"][0];
  EXPECT_EQ(gloire["name"], "Gloire");
  EXPECT_EQ(gloire["x"], 12);
  EXPECT_EQ(gloire["movement_left"], 4);
}

TEST(HauteMerReferee, range_and_line_of_fire_from_the_positions) {
  const auto a =
      referee(scenario("battle.yaml"), {"range Richelieu \"Jean Bart\"", "los Richelieu Bismarck"});
  ASSERT_EQ(a.size(), 2u);
  EXPECT_NEAR(a[0]["range"].get<double>(), 3 - 0.5, 1e-9); // side by side, 0.5 wide
  EXPECT_EQ(a[0]["clauses"][0], "HM-FIRE-2");
  EXPECT_TRUE(a[1]["clear"]);
  EXPECT_TRUE(a[1]["blockers"].empty());
}

TEST(HauteMerReferee, odds_are_exact_and_say_the_chance_to_sink) {
  const auto a =
      referee(roster(), {"odds \"Jean Bart\" Emden range 4", "odds \"La Melpomène\" Emden range 0.5 torpedo",
                         "odds \"Jean Bart\" Emden range 6.5"});
  ASSERT_EQ(a.size(), 3u);
  EXPECT_EQ(a[0]["dice"], 6);
  EXPECT_EQ(a[0]["hit_on"], 4);
  double sum = 0;
  for (double p : a[0]["p_hits"])
    sum += p;
  EXPECT_NEAR(sum, 1, 1e-12);
  EXPECT_NEAR(a[0]["expected_damage"].get<double>(), 3, 1e-12);
  // Emden M5 C3 S3 sinks when it takes 5+3+3 = 11 points: impossible with 6 dice.
  EXPECT_EQ(a[0]["p_sunk"], 0);
  // Torpedoes: 4 dice on 4+, 4 damage each; 3 hits = 12 damage sink it.
  EXPECT_EQ(a[1]["dice"], 4);
  EXPECT_NEAR(a[1]["p_sunk"].get<double>(), 5.0 / 16, 1e-12);
  EXPECT_FALSE(a[2]["ok"]);
  EXPECT_EQ(a[2]["clause"], "HM-FIRE-2");
}

TEST(HauteMerReferee, a_whole_duel_with_a_tape_measure_and_physical_dice) {
  const auto a = referee(roster(), {"move \"Jean Bart\" forward 1",                        // 0
                                    "move \"Jean Bart\" pivot 45",                         // 1
                                    "move \"La Melpomène\" forward 6",                     // 2
                                    "end",                                                 // 3
                                    "fire \"Jean Bart\" Emden range 3.2 dice 6 5 4 2 1",   // 4: wrong count
                                    "fire \"Jean Bart\" Emden range 3.2 dice 6 5 4 2 1 1", // 5: 4+ band
                                    "end",                   // 6: damage waiting
                                    "damage Emden combat 2", // 7
                                    "status",                // 8
                                    "torpedo \"La Melpomène\" Emden range 0.9 dice 5 1 1 1", // 9
                                    "damage Emden movement 3",                               // 10
                                    "status",                                                // 11
                                    "fire \"La Melpomène\" Emden range 0.5 dice 6", // 12: one attack a turn
                                    "end",                                          // 13
                                    "move Emden forward 2",                         // 14: movement now 2
                                    "end",
                                    "fire Emden \"Jean Bart\" range 0.5 dice 6", // 15, 16: combat now 1
                                    "end",
                                    "end",                                               // 17, 18
                                    "torpedo \"La Melpomène\" Emden range 1.5 dice 6 6", // 19: 2 dice on 6
                                    "status"});
  ASSERT_EQ(a.size(), 21u);
  for (int i : {0, 1, 2, 3, 5, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20})
    EXPECT_TRUE(a[i]["ok"]) << i << a[i];
  EXPECT_FALSE(a[4]["ok"]);
  EXPECT_EQ(a[5]["hit_on"], 4);
  EXPECT_EQ(a[5]["hits"], 3);
  EXPECT_EQ(a[5]["damage"], 3);
  EXPECT_EQ(a[5]["pending"], 2);
  EXPECT_FALSE(a[6]["ok"]);
  EXPECT_EQ(a[6]["clause"], "HM-DMG-2");
  EXPECT_TRUE(a[8]["pending"].empty());
  EXPECT_EQ(a[9]["damage"], 4);
  EXPECT_EQ(a[9]["pending"], 3);
  EXPECT_FALSE(a[12]["ok"]);
  EXPECT_EQ(a[12]["clause"], "HM-TORP-4");
  EXPECT_EQ(a[14]["ship"]["movement"], 2); // 5 - 3 damage
  EXPECT_EQ(a[14]["ship"]["movement_left"], 0);
  EXPECT_EQ(a[16]["dice"], 1);   // combat 3 - 2 damage
  EXPECT_EQ(a[16]["hit_on"], 6); // 0.5 UD under a 1 UD maximum range
  EXPECT_EQ(a[16]["damage"], 1);
  EXPECT_EQ(a[19]["hits"], 2);
  EXPECT_TRUE(a[19]["sunk"]);
  EXPECT_TRUE(a[20]["over"]);
  EXPECT_EQ(a[20]["winner"], "Bleu");
}

TEST(HauteMerReferee, names_with_spaces_work_quoted_or_not) {
  const auto a = referee(roster(), {"move Jean Bart forward 1", "move \"Jean Bart\" forward 1",
                                    "odds Jean Bart Emden range 2", "move Jean Baart forward 1"});
  ASSERT_EQ(a.size(), 4u);
  EXPECT_TRUE(a[0]["ok"]) << a[0];
  EXPECT_EQ(a[0]["action"], "move \"Jean Bart\" forward 1");
  EXPECT_TRUE(a[1]["ok"]) << a[1];
  EXPECT_EQ(a[1]["ship"]["movement_left"], 1);
  EXPECT_TRUE(a[2]["ok"]) << a[2];
  EXPECT_FALSE(a[3]["ok"]);
}

TEST(HauteMerReferee, undo_save_and_load) {
  const std::string save = tempPath(".record.yaml");
  const auto a =
      referee(scenario("duel.yaml"),
              {"move Gloire forward 2", "undo", "undo", "move Gloire forward 3", "save " + save,
               "move Gloire forward 1", "load " + save + " force", "ships", "load /nonexistent.yaml",
               "status", "move Gloire forward 1", "load " + save, "ships"});
  ASSERT_EQ(a.size(), 13u);
  EXPECT_EQ(a[1]["undone"], "move Gloire forward 2");
  EXPECT_FALSE(a[2]["ok"]);
  EXPECT_TRUE(a[4]["ok"]);
  EXPECT_TRUE(a[6]["ok"]);
  EXPECT_NEAR(a[7]["ships"][0]["x"].get<double>(), 12 + 3 * std::sqrt(0.5), 1e-6);
  EXPECT_FALSE(a[8]["ok"]);
  EXPECT_TRUE(a[9]["ok"]);
  // Loading over an unsaved action needs force (nothing is lost by a slip), and changes nothing.
  EXPECT_FALSE(a[11]["ok"]);
  EXPECT_NE(a[11]["error"].get<std::string>().find("force"), std::string::npos) << a[11];
  EXPECT_NEAR(a[12]["ships"][0]["x"].get<double>(), 12 + 4 * std::sqrt(0.5), 1e-6);
  std::filesystem::remove(save);
}

TEST(HauteMerReferee, dice_rolled_by_the_program_are_the_same_for_the_same_seed) {
  const std::vector<std::string> cmds = {"end", "fire Gloire Trento range 2"};
  const auto a = referee(scenario("duel.yaml"), cmds, "--seed 5");
  const auto b = referee(scenario("duel.yaml"), cmds, "--seed 5");
  ASSERT_EQ(a.size(), 2u);
  EXPECT_EQ(a[1]["faces"], b[1]["faces"]);
  EXPECT_EQ(a[1]["faces"].size(), 4u);
  // The answer names the attack with its dice, as a person would type it.
  EXPECT_EQ(a[1]["action"].get<std::string>().rfind("fire Gloire Trento range 2 dice ", 0), 0u) << a[1];
}

TEST(HauteMerReferee, HM_REF_3_undo_of_the_programs_dice_needs_force_and_takes_the_attack_back) {
  const auto a = referee(scenario("duel.yaml"),
                         {"end", "fire Gloire Trento range 3", "undo", "undo force", "status", "log"});
  ASSERT_EQ(a.size(), 6u);
  EXPECT_FALSE(a[2]["ok"]);
  EXPECT_NE(a[2]["error"].get<std::string>().find("undo force"), std::string::npos) << a[2];
  ASSERT_TRUE(a[3]["ok"]) << a[3];
  ASSERT_EQ(a[3]["undone"].size(), 2u);
  EXPECT_EQ(a[3]["undone"][0], "fire Gloire Trento range 3");
  EXPECT_EQ(a[4]["phase"], "fire");
  EXPECT_EQ(a[5]["log"].size(), 1u); // the fire phase began; nothing else is left
}

TEST(HauteMerReferee, a_bad_scenario_is_reported_with_file_and_line) {
  const std::string path = tempPath(".yaml");
  std::ofstream(path)
      << "game: haute-mer\nclasses:\n  - {id: a, movement: 3, combat: 3, structure: 3, base: {length: 1, "
         "width: 0.2}}\n"
         "sides:\n  - name: A\n    ships: [{name: X, class: b}]\n  - name: B\n    ships: []\n";
  const RunResult r = runAmiraute("validate " + path, "");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find(path + ":6:"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("unknown ship class 'b'"), std::string::npos) << r.out;
  const RunResult ok = runAmiraute("validate " + scenario("battle.yaml"), "");
  EXPECT_EQ(ok.exit_code, 0) << ok.out;
}

TEST(HauteMerReferee, interactive_text_answers_cite_clauses) {
  const RunResult r = runAmiraute("referee " + scenario("duel.yaml"), "move Gloire pivot 10\nhelp\n");
  EXPECT_NE(r.out.find("(HM-MOVE-3)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("fire A B [range D] [dice F1 F2 ...]"), std::string::npos);
}

} // namespace
} // namespace amiraute::testing
