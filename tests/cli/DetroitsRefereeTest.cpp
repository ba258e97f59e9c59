// The Détroits referee driven through the real binary: commands on stdin, --json answers.
// Clause ids: DT-WIND-1, DT-TURN-1, DT-ORDER-1, DT-ORDER-4, DT-EXEC-2, DT-FIRE-1, DT-FIRE-3.
#include "RunBinary.h"

#include "core/Files.h"
#include "core/hex/Pose.h"

#include <algorithm>
#include <filesystem>

namespace amiraute::testing {
namespace {

using nlohmann::json;

std::string scenario(const std::string &name) { return core::findDataFile("scenarios/detroits/" + name); }

std::string hex(core::Hex h) { return core::formatHex(h); }
core::Hex S(core::Hex h, int facing, int times = 1) {
  for (int i = 0; i < times; ++i)
    h = core::step(h, facing);
  return h;
}

/// An open sea, 9 x 9, wind north, with these ships (YAML flow mappings).
std::string sea(const std::string &bleu, const std::string &rouge) {
  const std::string path = tempPath(".yaml");
  std::string text = "game: detroits\nmap:\n  terrain: |\n";
  for (int r = 0; r < 9; ++r)
    text += "    ~~~~~~~~~\n";
  text += "  legend: {'~': sea}\nlighthouses: [\"0303\", \"0703\", \"0307\", \"0707\"]\nwind: north\nsides:\n"
          "  - {name: Bleu, ships: [" +
          bleu + "]}\n  - {name: Rouge, ships: [" + rouge + "]}\n";
  std::ofstream(path) << text;
  return path;
}

bool has(const json &list, const std::string &word) {
  return std::find(list.begin(), list.end(), word) != list.end();
}

const json *shipIn(const json &answer, const std::string &name) {
  for (const auto &s : answer["ships"])
    if (s["name"] == name) return &s;
  return nullptr;
}

} // namespace

TEST(DetroitsReferee, DT_TURN_1_help_status_and_errors_that_change_nothing) {
  const auto a =
      referee(scenario("small.yaml"), {"help", "status", "execute", "orders Nelson 1", "orders Foudroyant 1",
                                       "fire Foudroyant port Victory", "stauts", "status"});
  ASSERT_EQ(a.size(), 8u);
  for (const char *verb :
       {"ships", "orders", "reveal", "execute", "fire", "hold", "seal", "toss", "undo", "save"})
    EXPECT_TRUE(has(a[0]["commands"], verb)) << verb;
  EXPECT_EQ(a[1]["turn"], 1);
  EXPECT_EQ(a[1]["phase"], "orders");
  EXPECT_EQ(a[1]["wind"], "north");
  EXPECT_EQ(a[1]["afloat"]["Rouge"], 3);
  EXPECT_FALSE(a[2]["ok"]);
  EXPECT_NE(a[2]["error"].get<std::string>().find("DT-TURN-1"), std::string::npos);
  EXPECT_FALSE(a[3]["ok"]);
  EXPECT_NE(a[3]["error"].get<std::string>().find("unknown ship 'Nelson'"), std::string::npos);
  EXPECT_EQ(a[4]["clause"], "DT-ORDER-1"); // Foudroyant faces 3: "1" is the token at fault
  EXPECT_NE(a[4]["error"].get<std::string>().find("token 1"), std::string::npos);
  EXPECT_EQ(a[5]["clause"], "DT-FIRE-1");
  EXPECT_NE(a[6]["error"].get<std::string>().find("did you mean 'status'"), std::string::npos);
  EXPECT_EQ(a[7], a[1]);
}

TEST(DetroitsReferee, DT_ORDER_4_a_written_order_is_never_shown_to_the_other_fleet_before_both_are_sealed) {
  const auto a =
      referee(scenario("small.yaml"), {"orders Foudroyant 3 R 4", "ships", "ships Rouge", "ships Bleu", "log",
                                       "orders Victory -", "seal Rouge", "status", "reveal", "log"});
  ASSERT_EQ(a.size(), 10u);
  ASSERT_TRUE(a[0]["ok"]) << a[0].dump();
  // Taking an order back does not read it out either.
  const auto u = referee(scenario("small.yaml"), {"orders Foudroyant 3 R 4", "undo", "ships Bleu"});
  ASSERT_TRUE(u[1]["ok"]) << u[1].dump();
  EXPECT_EQ(u[1]["undone"], "an order of Bleu (secret)");
  EXPECT_FALSE((*shipIn(u[2], "Foudroyant"))["written"]);
  EXPECT_FALSE(a[0].contains("points")); // not even how long the order is
  EXPECT_EQ(a[0]["ship"], "Foudroyant");
  for (int k : {0, 1, 2, 4})
    EXPECT_EQ(a[k].dump().find("3 R 4"), std::string::npos) << k << ": " << a[k].dump();
  EXPECT_FALSE(a[0].contains("action"));
  // Nobody but Bleu can tell a ship with an order from one without (Hermione has none).
  const json *seen = shipIn(a[1], "Foudroyant");
  ASSERT_NE(seen, nullptr);
  EXPECT_FALSE((*seen)["written"]);
  EXPECT_TRUE((*seen)["hidden"]);
  EXPECT_TRUE((*seen)["order"].is_null());
  for (const char *key : {"written", "hidden", "order", "points"})
    EXPECT_EQ((*seen)[key], (*shipIn(a[2], "Hermione"))[key]) << key;
  EXPECT_EQ(a[4].dump().find("Foudroyant"), std::string::npos) << a[4].dump(); // the log names no ship
  EXPECT_TRUE((*shipIn(a[2], "Foudroyant"))["hidden"]);
  EXPECT_EQ((*shipIn(a[3], "Foudroyant"))["order"], "3 R 4"); // its own fleet sees it
  EXPECT_EQ((*shipIn(a[3], "Foudroyant"))["points"], 3);
  EXPECT_TRUE(a[5]["ok"]);
  EXPECT_TRUE(a[6]["ok"]);
  EXPECT_EQ(a[7]["sealed"]["Rouge"], true);
  EXPECT_EQ(a[7]["sealed"]["Bleu"], false);
  EXPECT_EQ(a[7]["to_move"], "Bleu");
  ASSERT_TRUE(a[8]["ok"]) << a[8].dump();
  EXPECT_TRUE(a[8]["paused"]);
  EXPECT_EQ(a[8]["moment"], 0);
  EXPECT_NE(a[8].dump().find("Bleu's orders: Foudroyant 3 R 4"), std::string::npos) << a[8].dump();
  EXPECT_NE(a[9].dump().find("Foudroyant 3 R 4"), std::string::npos);
}

TEST(DetroitsReferee, DT_WIND_1_the_coin_is_tossed_by_the_program_or_typed_from_the_table) {
  const auto a = referee(scenario("detroits.yaml"),
                         {"status", "orders Hermione 3", "reveal", "wind south", "status", "toss"});
  ASSERT_EQ(a.size(), 6u);
  EXPECT_EQ(a[0]["phase"], "wind");
  EXPECT_TRUE(a[0]["wind"].is_null());
  EXPECT_EQ(a[1]["clause"], "DT-WIND-1");
  EXPECT_FALSE(a[2]["ok"]);
  ASSERT_TRUE(a[3]["ok"]);
  EXPECT_EQ(a[4]["wind"], "south");
  EXPECT_EQ(a[4]["phase"], "orders");
  EXPECT_FALSE(a[5]["ok"]);
  const auto b = referee(scenario("detroits.yaml"), {"toss", "status"});
  ASSERT_TRUE(b[0]["ok"]);
  EXPECT_TRUE(b[0]["wind"] == "north" || b[0]["wind"] == "south");
  EXPECT_EQ(b[1]["phase"], "orders");
}

TEST(DetroitsReferee, DT_EXEC_2_DT_FIRE_1_the_execution_pauses_at_a_new_chance_and_a_broadside_is_fired) {
  // A Bleu three-master facing north; a Rouge frigate sails south into its starboard cone.
  const core::Hex x = S(core::parseHex("0505"), 2, 2);
  const std::string file = sea("{name: T, type: three-master, bow: \"0505\", facing: 1}",
                               "{name: F, type: frigate, bow: \"" + hex(S(x, 1)) + "\", facing: 4}");
  const auto a = referee(file, {"orders F 4 4 4", "reveal", "chances", "execute", "fire T starboard F",
                                "chances", "fire T starboard F", "execute", "ships", "undo", "status"});
  ASSERT_EQ(a.size(), 11u);
  ASSERT_TRUE(a[1]["paused"]) << a[1].dump();
  EXPECT_TRUE(a[1]["chances"].empty());
  EXPECT_TRUE(a[2]["chances"].empty());
  ASSERT_TRUE(a[3]["paused"]) << a[3].dump();
  EXPECT_EQ(a[3]["moment"], 1);
  ASSERT_EQ(a[3]["chances"].size(), 2u);
  EXPECT_EQ(a[3]["chances"][0], (json{{"ship", "T"},
                                      {"side", "Bleu"},
                                      {"broadside", "starboard"},
                                      {"target", "F"},
                                      {"distance", 2},
                                      {"damage", 3}}));
  ASSERT_TRUE(a[4]["ok"]) << a[4].dump();
  EXPECT_EQ(a[4]["action"], "fire T starboard F");
  EXPECT_TRUE(has(a[4]["clauses"], "DT-FIRE-3"));
  EXPECT_EQ(a[5]["chances"].size(), 1u); // F's broadside is left
  EXPECT_EQ(a[6]["clause"], "DT-FIRE-1");
  ASSERT_TRUE(a[7]["done"]) << a[7].dump();
  EXPECT_EQ(a[7]["turn"], 1);
  EXPECT_EQ(a[7]["status"]["turn"], 2);
  EXPECT_EQ((*shipIn(a[8], "F"))["resistance"], 6);
  EXPECT_EQ((*shipIn(a[8], "F"))["hexes"], json::array({hex(S(x, 4, 2))}));
  ASSERT_TRUE(a[9]["ok"]) << a[9].dump();
  EXPECT_EQ(a[10]["phase"], "execution");
}

TEST(DetroitsReferee, DT_MOVE_4_an_order_that_runs_a_ship_aground_is_warned_of_when_written_and_when_sealed) {
  // Foudroyant (0203 facing 3): its second hex to the south-east is the island's 0404.
  const auto a = referee(scenario("small.yaml"), {"orders Foudroyant 3 3", "orders Hermione 3", "seal Bleu"});
  ASSERT_EQ(a.size(), 3u);
  ASSERT_TRUE(a[0]["ok"]) << a[0].dump(); // the order stands: it is the player's choice
  ASSERT_EQ(a[0]["warnings"].size(), 1u) << a[0].dump();
  EXPECT_EQ(a[0]["warnings"][0]["clause"], "DT-MOVE-4");
  EXPECT_EQ(a[0]["warnings"][0]["hex"], "0304");
  EXPECT_EQ(a[0]["warnings"][0]["point"], 2);
  EXPECT_TRUE(a[1]["warnings"].empty()) << a[1].dump();
  ASSERT_TRUE(a[2]["ok"]) << a[2].dump();
  ASSERT_EQ(a[2]["warnings"].size(), 1u) << a[2].dump();
  EXPECT_EQ(a[2]["warnings"][0]["text"], a[0]["warnings"][0]["text"]);
  const RunResult r = runAmiraute("referee " + scenario("small.yaml"), "orders Foudroyant 3 3\nseal Bleu\n");
  EXPECT_NE(
      r.out.find("warning: Foudroyant would run aground on 0304 at point 2 of its order (land at 0404) and "
                 "never move again (DT-MOVE-4); the order stands"),
      std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("undo takes the seal back"), std::string::npos) << r.out;
}

TEST(DetroitsReferee, DT_ORDER_4_the_computers_orders_name_no_ship_and_warn_nobody) {
  const auto a = referee(scenario("small.yaml"), {"orders Foudroyant 3 3", "seal Bleu"}, "--ai Rouge:random");
  ASSERT_EQ(a.size(), 2u);
  ASSERT_TRUE(a[1]["ok"]) << a[1].dump();
  ASSERT_TRUE(a[1].contains("computer")) << a[1].dump();
  int orders = 0;
  for (const auto &move : a[1]["computer"]) {
    if (!move["secret"]) continue;
    ++orders;
    EXPECT_TRUE(move["command"].is_null());
    EXPECT_FALSE(move["answer"].contains("ship")) << move.dump();
    EXPECT_TRUE(!move["answer"].contains("warnings") || move["answer"]["warnings"].empty()) << move.dump();
    for (const char *name : {"Victory", "Amazon", "Phoebe"})
      EXPECT_EQ(move.dump().find(name), std::string::npos) << move.dump();
  }
  EXPECT_EQ(orders, 3) << a[1].dump(); // one secret order a ship of Rouge
}

TEST(DetroitsReferee,
     DT_EXEC_2_execute_stops_at_the_next_new_chance_of_either_fleet_and_hold_answers_plainly) {
  // Bleu's three-master T fires at F at the first moment; then Bleu's frigate B sails north into
  // the starboard cone of Rouge's G, which faces it: a new chance for Rouge alone.
  const std::string file = sea("{name: T, type: three-master, bow: \"0505\", facing: 1}, "
                               "{name: B, type: frigate, bow: \"0109\", facing: 1}",
                               "{name: F, type: frigate, bow: \"0704\", facing: 2}, "
                               "{name: G, type: frigate, bow: \"0105\", facing: 2}");
  const auto a = referee(file, {"hold Bleu", "orders B 1 1 1", "reveal", "fire T starboard F", "hold Rouge",
                                "execute", "hold Bleu", "hold Rouge"});
  ASSERT_EQ(a.size(), 8u);
  EXPECT_NE(a[0]["error"].get<std::string>().find("writing their orders"), std::string::npos) << a[0].dump();
  ASSERT_TRUE(a[5]["ok"]) << a[5].dump();
  ASSERT_TRUE(a[5]["paused"]) << a[5].dump(); // it did not hold Rouge at the new moment for it
  EXPECT_EQ(a[5]["moment"], 1);
  EXPECT_EQ(a[5]["waiting"], json::array({"Rouge"}));
  EXPECT_NE(a[5].dump().find("B sails 1: 0109 → 0108, facing 1 (north)"), std::string::npos) << a[5].dump();
  EXPECT_FALSE(a[6]["ok"]);
  EXPECT_NE(a[6]["error"].get<std::string>().find("Bleu is done at moment 1"), std::string::npos)
      << a[6].dump();
  ASSERT_TRUE(a[7]["ok"]) << a[7].dump();
  const RunResult r =
      runAmiraute("referee " + file, "orders B 1 1 1\nreveal\nfire T starboard F\nhold Rouge\nexecute\n");
  EXPECT_NE(r.out.find("Rouge holds its fire at moment 0"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Bleu is done at moment 1; Rouge fires"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("G starboard → B"), std::string::npos) << r.out;
  // Every line saying the execution pauses is followed by a pause.
  std::size_t pauses = 0;
  for (std::size_t at = r.out.find("the execution pauses"); at != std::string::npos;
       at = r.out.find("the execution pauses", at + 1))
    ++pauses;
  EXPECT_EQ(pauses, 1u) << r.out;
}

TEST(DetroitsReferee, DT_ORDER_1_save_and_load_replay_the_secret_orders_to_the_same_hash) {
  const std::string record = tempPath(".yaml");
  const auto a = referee(scenario("small.yaml"),
                         {"orders Foudroyant 3 R 4", "orders Hermione R 4 R(5)", "status", "save " + record});
  ASSERT_TRUE(a[3]["ok"]) << a[3].dump();
  const auto b = referee(scenario("small.yaml"), {"load " + record, "status", "ships Bleu"});
  ASSERT_TRUE(b[0]["ok"]) << b[0].dump();
  EXPECT_EQ(b[1]["hash"], a[2]["hash"]);
  EXPECT_EQ((*shipIn(b[2], "Hermione"))["order"], "R 4 R(5)");
  std::remove(record.c_str());
}

} // namespace amiraute::testing
