// Scenario objectives and starting damage (HM-WIN-3 to HM-WIN-5, HM-SCEN-1): a convoy that must
// get away, raiders that must sink it, an area to hold, ships that start hurt.
#include "Fixture.h"

#include "core/Files.h"
#include "core/Json.h"
#include "core/Yaml.h"
#include "games/haute_mer/Game.h"

#include <algorithm>

namespace amiraute::haute_mer::testing {
namespace {

/// Bleu's cargo C (movement 4) 2 UD from the east edge of a 20 × 12 table, its escort E; Rouge's
/// raider R far to the west.
std::string convoy(const std::string &victory) {
  return scenarioText(
      "[{name: C, class: ship, x: 16, y: 6, heading: 90}, {name: E, class: ship, x: 10, y: 2, "
      "heading: 90}]",
      "[{name: R, class: ship, x: 3, y: 6, heading: 90}]", victory, "table: {width: 20, height: 12}\n");
}

std::string lastLog(const Outcome &out) { return out.log.empty() ? "" : out.log.back().text; }

bool mentions(const Outcome &out, const std::string &clause) {
  for (const auto &entry : out.log)
    if (std::find(entry.clauses.begin(), entry.clauses.end(), clause) != entry.clauses.end()) return true;
  return false;
}

TEST(HauteMerObjectives, HM_WIN_5_a_ship_near_its_edge_leaves_the_table_and_HM_WIN_3_wins_at_once) {
  Table t(convoy("victory: {objectives: [{side: Bleu, escape: [C], edge: east}]}\n"));
  // The bow is at x 16.5: 3.5 UD from the edge. One UD more is not yet within the 1 UD margin.
  Outcome out = t.act("move C forward 1");
  EXPECT_FALSE(t.at("C").escaped);
  out = t.act("move C forward 1.5"); // bow at 19: 1 UD from the edge
  EXPECT_TRUE(t.at("C").escaped);
  EXPECT_FALSE(t.at("C").pose);
  EXPECT_TRUE(mentions(out, "HM-WIN-5"));
  EXPECT_TRUE(t.state.over);
  ASSERT_TRUE(t.state.winner);
  EXPECT_EQ(*t.state.winner, 0);
  EXPECT_TRUE(mentions(out, "HM-WIN-3"));
  EXPECT_NE(lastLog(out).find("Bleu"), std::string::npos);
  EXPECT_EQ(Game::returns(*t.scenario, t.state), (std::vector<double>{1, 0}));
}

TEST(HauteMerObjectives, HM_WIN_5_a_ship_that_left_cannot_act_nor_be_attacked_and_the_depth_is_an_option) {
  Table t(convoy("victory: {objectives: [{side: Bleu, escape: [C, E], edge: east, depth: 2}]}\n"));
  t.act("move C forward 0.5"); // bow at 17: 3 UD... not yet
  EXPECT_FALSE(t.at("C").escaped);
  t.act("move C forward 1"); // bow at 18: within the 2 UD the scenario gives
  ASSERT_TRUE(t.at("C").escaped);
  EXPECT_FALSE(t.state.over); // E must get away too
  EXPECT_EQ(t.refusal("move C forward 1"), "HM-WIN-5");
  // Not among the moves the computer considers either.
  for (const Action &a : Game::legal(*t.scenario, t.state))
    if (const auto *m = std::get_if<MoveForward>(&a)) {
      EXPECT_NE(m->ship, t.ship("C"));
    }
  t.act("end");
  t.act("end");
  t.act("end"); // Rouge's fire phase
  EXPECT_EQ(t.refusal("fire R C range 1"), "HM-WIN-5");
  // A ship of no escape objective is held by the edge as before (HM-MOVE-7).
  Table u(convoy("victory: {objectives: [{side: Bleu, escape: [E], edge: east}]}\n"));
  EXPECT_EQ(u.refusal("move C forward 4"), "HM-MOVE-7");
  u.act("move C forward 2.5");
  EXPECT_FALSE(u.at("C").escaped);
}

TEST(HauteMerObjectives, HM_WIN_3_sinking_the_listed_ships_wins_at_once_and_count_asks_for_fewer) {
  Table t(
      scenarioText("[{name: A, class: ship, x: 10, y: 10, heading: 90}, {name: D, class: ship, x: 30, y: 25, "
                   "heading: 90}]",
                   "[{name: B, class: torp, x: 12, y: 10, heading: 90}, {name: C, class: torp, x: 30, y: 3, "
                   "heading: 90}]",
                   "victory: {objectives: [{side: Bleu, sink: [B, C], count: 1}]}\n"));
  t.act("end");
  const Outcome out = t.act("fire A B dice 6 1 1 1"); // B (structure 1) sunk: one of two is enough
  EXPECT_TRUE(t.state.over);
  ASSERT_TRUE(t.state.winner);
  EXPECT_EQ(*t.state.winner, 0);
  EXPECT_TRUE(mentions(out, "HM-WIN-3"));
  EXPECT_FALSE(mentions(out, "HM-WIN-1")); // Rouge still has C afloat: the objective decided
}

TEST(HauteMerObjectives, HM_WIN_4_protect_wins_at_the_turn_limit_and_otherwise_names_the_winner) {
  const std::string protect =
      "victory: {turn_limit: 1, otherwise: Rouge, objectives: [{side: Bleu, protect: [C]}]}\n";
  Table t(convoy(protect));
  for (int i = 0; i < 4; ++i)
    t.act("end");
  ASSERT_TRUE(t.state.over);
  ASSERT_TRUE(t.state.winner);
  EXPECT_EQ(*t.state.winner, 0); // C afloat at the end of turn 1
  // C sunk: the objective fails, nobody else's decides, so `otherwise` does.
  Table u(convoy(protect));
  u.state.ships[u.ship("C")].sunk = true;
  for (int i = 0; i < 4; ++i)
    u.act("end");
  ASSERT_TRUE(u.state.winner);
  EXPECT_EQ(*u.state.winner, 1);
  // Without `otherwise`, HM-WIN-2 judges: Rouge has sunk C's structure.
  Table v(convoy("victory: {turn_limit: 1, objectives: [{side: Bleu, protect: [E, C], count: 2}]}\n"));
  v.state.ships[v.ship("C")].sunk = true;
  Outcome last;
  for (int i = 0; i < 4; ++i)
    last = v.act("end");
  ASSERT_TRUE(v.state.winner);
  EXPECT_EQ(*v.state.winner, 1);
  EXPECT_TRUE(mentions(last, "HM-WIN-2"));
}

TEST(HauteMerObjectives, HM_WIN_4_hold_an_area_alone) {
  const std::string hold =
      "victory: {turn_limit: 1, objectives: [{side: Rouge, hold: {x: 2, y: 4, width: 3, height: "
      "4}}]}\n";
  Table t(convoy(hold));
  for (int i = 0; i < 4; ++i)
    t.act("end");
  ASSERT_TRUE(t.state.winner);
  EXPECT_EQ(*t.state.winner, 1); // R's centre (3, 6) is in the area, no Bleu ship is
  Table u(convoy(hold));
  u.state.ships[u.ship("E")].pose = core::Pose{{4, 5}, 90}; // contested
  for (int i = 0; i < 4; ++i)
    u.act("end");
  EXPECT_TRUE(u.state.over);
  EXPECT_FALSE(u.state.winner); // no objective decides; nothing sunk: a draw (HM-WIN-2)
}

TEST(HauteMerObjectives, HM_WIN_3_objectives_are_checked_on_load_with_the_line_and_a_suggestion) {
  const auto error = [](const std::string &victory) -> std::string {
    try {
      loadScenario(writeTemp(convoy(victory)));
    } catch (const core::YamlError &e) {
      return e.what();
    }
    return "";
  };
  EXPECT_NE(
      error("victory: {objectives: [{side: Bleu, escape: [Cc], edge: east}]}\n").find("did you mean 'C'"),
      std::string::npos);
  EXPECT_NE(error("victory: {objectives: [{side: Blue, sink: [R]}]}\n").find("did you mean 'Bleu'"),
            std::string::npos);
  EXPECT_NE(error("victory: {objectives: [{side: Bleu, sink: [C]}]}\n").find("own ships"), std::string::npos);
  EXPECT_NE(
      error("victory: {objectives: [{side: Bleu, escape: [R], edge: east}]}\n").find("not one of Bleu's"),
      std::string::npos);
  EXPECT_NE(error("victory: {objectives: [{side: Bleu, protect: [C]}]}\n").find("turn_limit"),
            std::string::npos);
  EXPECT_NE(error("victory: {objectives: [{side: Bleu, escape: [C], edge: east, count: 3}]}\n").find("count"),
            std::string::npos);
  EXPECT_NE(error("victory: {objectives: [{side: Bleu, escape: [C], edge: nord}]}\n").find("north"),
            std::string::npos);
  EXPECT_NE(
      error(
          "victory: {turn_limit: 2, objectives: [{side: Rouge, hold: {x: 18, y: 0, width: 4, height: 2}}]}\n")
          .find("on the table"),
      std::string::npos);
}

TEST(HauteMerObjectives, HM_SCEN_1_ships_start_with_the_damage_the_scenario_gives) {
  Table t(
      scenarioText("[{name: A, class: ship, x: 10, y: 10, heading: 90, damage: {movement: 1, structure: 3}}]",
                   "[{name: B, class: ship, x: 20, y: 10, heading: 90, damage: {combat: 4}}]"));
  EXPECT_EQ(t.at("A").movement, 3);
  EXPECT_EQ(t.at("A").structure, 1);
  EXPECT_EQ(t.at("A").combat, 4);
  EXPECT_EQ(t.at("B").combat, 0);
  EXPECT_EQ(t.refusal("move A forward 4"), "HM-MOVE-1"); // its allowance is 3 now
  try {
    loadScenario(
        writeTemp(scenarioText("[{name: A, class: ship, x: 10, y: 10, heading: 90, damage: {structure: 4}}]",
                               "[{name: B, class: ship, x: 20, y: 10, heading: 90}]")));
    ADD_FAILURE() << "a ship starting sunk was accepted";
  } catch (const core::YamlError &e) {
    EXPECT_NE(std::string(e.what()).find("at most 3"), std::string::npos) << e.what();
  }
}

TEST(HauteMerObjectives, HM_WIN_3_the_computer_judges_a_convoy_by_its_way_to_the_edge) {
  Table t(convoy("victory: {turn_limit: 8, objectives: [{side: Bleu, escape: [C], edge: east}, {side: Rouge, "
                 "sink: [C]}]}\n"));
  const double before = Game::heuristic(*t.scenario, t.state)[0];
  t.act("move C forward 1");
  EXPECT_GT(Game::heuristic(*t.scenario, t.state)[0], before); // nearer the edge, better for Bleu
  // The objectives in words, for the screen and the referee.
  const auto lines = t.engine->objectiveLines();
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_NE(lines[0].find("east"), std::string::npos);
  EXPECT_NE(lines[1].find("sinking C"), std::string::npos);
}

TEST(HauteMerObjectives, HM_WIN_5_the_shipped_convoy_loads_and_replays_through_JSON) {
  const Scenario s = loadScenario(core::findDataFile("scenarios/haute-mer/convoi.yaml"));
  ASSERT_EQ(s.victory.objectives.size(), 2u);
  EXPECT_EQ(s.victory.objectives[0].kind, Objective::Kind::Escape);
  EXPECT_EQ(s.victory.objectives[0].count, 2);
  State st = initialState(s);
  st.ships[0].escaped = true;
  st.ships[0].pose.reset();
  EXPECT_EQ(Game::decode(s, Game::encode(s, st)), st);
  EXPECT_NE(st.hash(), initialState(s).hash());
}

} // namespace
} // namespace amiraute::haute_mer::testing
