// One test (or a few) per clause of docs/rules/haute-mer.md, named after its id.
#include "Fixture.h"

#include "core/Files.h"
#include "core/Yaml.h"

#include <cmath>

namespace amiraute::haute_mer::testing {
namespace {

// Two ships heading east on y = 10: "A" (Bleu) at x = 10 and "B" (Rouge) `gap` UD beyond A's bow.
// Both bases are 1.0 long, so B's centre is at 10 + 0.5 + gap + 0.5.
std::string duel(double gap, const std::string &a_class = "ship", const std::string &b_class = "ship",
                 const std::string &extra = "") {
  const double bx = 11 + gap;
  return scenarioText(
      "[{name: A, class: " + a_class + ", x: 10, y: 10, heading: 90}]",
      "[{name: B, class: " + b_class + ", x: " + std::to_string(bx) + ", y: 10, heading: 90}]", extra);
}

void toFire(Table &t) { t.act("end"); }

TEST(HauteMerClauses, HM_CLASS_1_standard_fleet_has_six_classes_on_d6) {
  std::map<std::string, ShipClass> classes;
  loadFleetFile(core::findDataFile("fleets/haute-mer/standard.yaml"), classes);
  ASSERT_EQ(classes.size(), 6u);
  for (const auto &[id, c] : classes) {
    for (int v : {c.movement, c.combat, c.structure}) {
      EXPECT_GE(v, 1) << id;
      EXPECT_LE(v, 6) << id;
    }
    EXPECT_GT(c.length, c.width) << id;
    EXPECT_EQ(c.torpedoes, id == "torpilleur") << id;
  }
  EXPECT_EQ(classes.at("cuirasse").combat, 6);
  EXPECT_EQ(classes.at("torpilleur").movement, 6);
}

TEST(HauteMerClauses, HM_CLASS_2_current_values_set_range_and_dice) {
  Table t(duel(2.5));
  toFire(t);
  t.state.ships[t.ship("A")].combat = 3; // worn down
  const FireSolution s = t.engine->solve(t.state, t.ship("A"), t.ship("B"), false);
  ASSERT_TRUE(s.possible);
  EXPECT_EQ(s.dice, 3);
  EXPECT_EQ(s.hit_on, 6); // 3 - 2.5 = 0.5 under max range: band 0
}

TEST(HauteMerClauses, HM_SEQ_1_only_the_side_to_play_acts_and_turns_alternate) {
  Table t(duel(3));
  EXPECT_EQ(t.refusal("move B forward 1"), "HM-SEQ-1");
  EXPECT_EQ(t.refusal("move A forward 1"), "");
  t.act("end");
  t.act("end");
  EXPECT_EQ(t.state.side, 1);
  EXPECT_EQ(t.state.turn, 1);
  EXPECT_EQ(t.state.phase, Phase::Movement);
  EXPECT_EQ(t.refusal("move A forward 1"), "HM-SEQ-1");
  t.act("end");
  t.act("end");
  EXPECT_EQ(t.state.side, 0);
  EXPECT_EQ(t.state.turn, 2);
}

TEST(HauteMerClauses, HM_SEQ_1_first_side_comes_from_the_scenario) {
  Table t(duel(3, "ship", "ship", "first: Rouge\n"));
  EXPECT_EQ(t.state.side, 1);
  EXPECT_EQ(t.refusal("move A forward 1"), "HM-SEQ-1");
}

TEST(HauteMerClauses, HM_SEQ_2_no_fire_in_the_movement_phase) {
  Table t(duel(3));
  EXPECT_EQ(t.refusal("fire A B"), "HM-SEQ-3");
}

TEST(HauteMerClauses, HM_SEQ_3_no_move_in_the_fire_phase) {
  Table t(duel(3));
  toFire(t);
  EXPECT_EQ(t.refusal("move A forward 1"), "HM-SEQ-2");
  EXPECT_EQ(t.refusal("fire A B dice 1 1 1 1"), "");
}

TEST(HauteMerClauses, HM_MOVE_1_allowance_is_the_movement_value) {
  Table t(duel(8));
  EXPECT_EQ(t.refusal("move A forward 4.01"), "HM-MOVE-1");
  t.act("move A forward 2.5");
  EXPECT_NEAR(t.at("A").pose->center.x, 12.5, 1e-9);
  EXPECT_EQ(t.refusal("move A forward 1.6"), "HM-MOVE-1");
  t.act("move A forward 1.5");
  EXPECT_NEAR(t.engine->remainingMovement(t.state, t.ship("A")), 0, 1e-9);
  EXPECT_EQ(t.refusal("move A forward 0.1"), "HM-MOVE-1");
  EXPECT_EQ(t.refusal("move A forward 0"), "HM-MOVE-1");
}

TEST(HauteMerClauses, HM_MOVE_1_allowance_comes_back_next_turn) {
  Table t(duel(12));
  t.act("move A forward 4");
  for (int i = 0; i < 4; ++i)
    t.act("end");
  EXPECT_EQ(t.refusal("move A forward 4"), "");
}

TEST(HauteMerClauses, HM_MOVE_2_a_ship_may_stay_still) {
  Table t(duel(3));
  t.act("end");
  EXPECT_NEAR(t.at("A").pose->center.x, 10, 1e-12);
}

TEST(HauteMerClauses, HM_MOVE_3_straight_one_ud_before_turning) {
  Table t(duel(10));
  EXPECT_EQ(t.refusal("move A pivot 45"), "HM-MOVE-3");
  t.act("move A forward 0.5");
  EXPECT_EQ(t.refusal("move A pivot 45"), "HM-MOVE-3");
  t.act("move A forward 0.5");
  EXPECT_EQ(t.refusal("move A pivot 45"), "");
  t.act("move A pivot 45");
  EXPECT_EQ(t.refusal("move A pivot 45"), "HM-MOVE-3"); // straight again after each pivot
}

TEST(HauteMerClauses, HM_MOVE_4_pivot_about_the_stern_costs_one_ud) {
  Table t(duel(10));
  t.act("move A forward 1");
  const core::Vec2 stern_before = shipBase(*t.scenario, t.state, t.ship("A")).stern();
  t.act("move A pivot -90"); // to port: from east to north
  const core::Base after = shipBase(*t.scenario, t.state, t.ship("A"));
  EXPECT_NEAR(after.pose.heading_deg, 0, 1e-9);
  EXPECT_NEAR(after.stern().x, stern_before.x, 1e-9);
  EXPECT_NEAR(after.stern().y, stern_before.y, 1e-9);
  EXPECT_NEAR(t.engine->remainingMovement(t.state, t.ship("A")), 2, 1e-9);
}

TEST(HauteMerClauses, HM_MOVE_4_pivot_is_at_most_ninety_degrees_and_not_zero) {
  Table t(duel(10));
  t.act("move A forward 1");
  EXPECT_EQ(t.refusal("move A pivot 91"), "HM-MOVE-4");
  EXPECT_EQ(t.refusal("move A pivot -90.5"), "HM-MOVE-4");
  EXPECT_EQ(t.refusal("move A pivot 0"), "HM-MOVE-4");
  EXPECT_EQ(t.refusal("move A pivot 90"), "");
}

TEST(HauteMerClauses, HM_MOVE_4_pivot_needs_one_ud_left) {
  Table t(duel(10));
  t.act("move A forward 3.5");
  EXPECT_EQ(t.refusal("move A pivot 30"), "HM-MOVE-4");
}

TEST(HauteMerClauses, HM_MOVE_5_a_ship_with_movement_one_turns_without_going_straight) {
  Table t(duel(10, "slow"));
  EXPECT_EQ(t.refusal("move A pivot 60"), "");
  t.act("move A pivot 60");
  EXPECT_EQ(t.refusal("move A forward 0.1"), "HM-MOVE-1");
}

TEST(HauteMerClauses, HM_MOVE_5_a_worn_down_ship_at_movement_one_turns_freely) {
  Table t(duel(10));
  t.state.ships[t.ship("A")].movement = 1;
  EXPECT_EQ(t.refusal("move A pivot 60"), "");
}

TEST(HauteMerClauses, HM_MOVE_6_no_move_through_another_base) {
  Table t(duel(2));                             // B's stern is 2 UD ahead of A's bow
  EXPECT_EQ(t.refusal("move A forward 2"), ""); // touching is fine
  EXPECT_EQ(t.refusal("move A forward 2.5"), "HM-MOVE-6");
}

TEST(HauteMerClauses, HM_MOVE_6_a_pivot_may_not_sweep_through_a_ship) {
  // C sits north of A's bow, in the quarter-disc A sweeps turning to port, but clear of both
  // A's start and A's end position.
  Table t(scenarioText("[{name: A, class: ship, x: 10, y: 10, heading: 90}]",
                       "[{name: C, class: ship, x: 11.4, y: 11.2, heading: 45}]"));
  t.act("move A forward 1"); // A: stern at 10.5, bow at 11.5
  const core::Base start = shipBase(*t.scenario, t.state, t.ship("A"));
  core::Base end = start;
  end.pose.heading_deg = 0;
  end.pose.center = start.stern() + core::headingVector(0) * 0.5;
  const core::Base c = shipBase(*t.scenario, t.state, t.ship("C"));
  ASSERT_FALSE(core::basesOverlap(start, c));
  ASSERT_FALSE(core::basesOverlap(end, c));
  EXPECT_EQ(t.refusal("move A pivot -90"), "HM-MOVE-6");
  EXPECT_EQ(t.refusal("move A pivot 90"), ""); // turning to starboard sweeps the other way
}

TEST(HauteMerClauses, HM_MOVE_6_wrecks_do_not_stop_ships) {
  Table t(duel(1));
  t.state.ships[t.ship("B")].sunk = true;
  t.state.ships[t.ship("B")].structure = 0;
  EXPECT_EQ(t.refusal("move A forward 3"), "");
}

TEST(HauteMerClauses, HM_MOVE_7_no_base_leaves_the_table) {
  Table t(scenarioText("[{name: A, class: ship, x: 38, y: 10, heading: 90}]",
                       "[{name: B, class: ship, x: 5, y: 5, heading: 0}]"));
  EXPECT_EQ(t.refusal("move A forward 1.5"), ""); // bow reaches x = 40 exactly
  EXPECT_EQ(t.refusal("move A forward 1.6"), "HM-MOVE-7");
}

TEST(HauteMerClauses, HM_MOVE_7_scenario_ships_must_be_on_the_table) {
  EXPECT_THROW(Table(scenarioText("[{name: A, class: ship, x: 39.8, y: 10, heading: 90}]", "[]")),
               core::YamlError);
}

TEST(HauteMerClauses, HM_FIRE_1_combat_value_is_the_number_of_dice) {
  Table t(duel(1, "big"));
  toFire(t);
  const FireSolution s = t.engine->solve(t.state, t.ship("A"), t.ship("B"), false);
  EXPECT_EQ(s.dice, 6);
  EXPECT_EQ(t.refusal("fire A B dice 6 6 6"), "HM-FIRE-1"); // wrong count of faces
}

TEST(HauteMerClauses, HM_FIRE_1_no_combat_no_fire_and_no_fire_on_friends) {
  Table t(scenarioText("[{name: A, class: ship, x: 10, y: 10, heading: 90}, {name: F, class: ship, x: 10, y: "
                       "12, heading: 90}]",
                       "[{name: B, class: ship, x: 13, y: 10, heading: 90}]"));
  toFire(t);
  EXPECT_EQ(t.refusal("fire A F"), "HM-FIRE-1");
  t.state.ships[t.ship("A")].combat = 0;
  EXPECT_EQ(t.refusal("fire A B"), "HM-FIRE-1");
}

TEST(HauteMerClauses, HM_FIRE_2_range_is_base_edge_to_base_edge) {
  // A heading east, B heading north beside A's bow: the closest points are A's bow corner and
  // B's side.
  Table t(scenarioText("[{name: A, class: ship, x: 10, y: 10, heading: 90}]",
                       "[{name: B, class: ship, x: 14, y: 10, heading: 0}]"));
  const auto line = t.engine->lineOfFire(t.state, t.ship("A"), t.ship("B"));
  EXPECT_NEAR(line.distance, 14 - 0.1 - 10.5, 1e-9);
}

TEST(HauteMerClauses, HM_FIRE_2_maximum_range_is_in_range_beyond_is_not) {
  Table at(duel(4));
  toFire(at);
  EXPECT_EQ(at.refusal("fire A B"), "");
  Table beyond(duel(4.001));
  toFire(beyond);
  EXPECT_EQ(beyond.refusal("fire A B"), "HM-FIRE-2");
}

TEST(HauteMerClauses, HM_FIRE_3_hit_band_by_shortfall) {
  const std::vector<std::pair<double, int>> cases = {{4, 6}, {3.5, 6}, {3, 5},   {2.01, 5},
                                                     {2, 4}, {1, 4},   {0.2, 4}, {0, 4}};
  for (const auto &[gap, hit_on] : cases) {
    Table t(duel(gap));
    const FireSolution s = t.engine->solve(t.state, t.ship("A"), t.ship("B"), false);
    ASSERT_TRUE(s.possible) << gap;
    EXPECT_EQ(s.hit_on, hit_on) << "at " << gap << " UD";
  }
}

TEST(HauteMerClauses, HM_FIRE_3_the_hit_table_is_a_rule_option) {
  Table t(duel(0.5, "ship", "ship", "rules: {artillery_hit_on: [6, 5, 4, 3]}\n"));
  EXPECT_EQ(t.engine->solve(t.state, t.ship("A"), t.ship("B"), false).hit_on, 3);
}

TEST(HauteMerClauses, HM_FIRE_4_each_artillery_hit_is_one_damage) {
  Table t(duel(1, "ship", "big"));
  toFire(t);
  t.act("fire A B dice 4 4 4 1"); // 3 hits at 4+
  EXPECT_EQ(t.at("B").structure, 5);
  ASSERT_TRUE(t.state.pending);
  EXPECT_EQ(t.state.pending->points, 2);
}

TEST(HauteMerClauses, HM_FIRE_5_a_ship_fires_once_per_turn) {
  Table t(duel(1));
  toFire(t);
  t.act("fire A B dice 1 1 1 1");
  // Fire after fire breaks this clause first (HM-TORP-4 would refuse it too).
  EXPECT_EQ(t.refusal("fire A B dice 1 1 1 1"), "HM-FIRE-5");
  Table lax(duel(1, "ship", "ship", "rules: {one_attack_per_turn: false}\n"));
  toFire(lax);
  lax.act("fire A B dice 1 1 1 1");
  EXPECT_EQ(lax.refusal("fire A B dice 1 1 1 1"), "HM-FIRE-5");
  Table free(duel(1, "ship", "ship", "rules: {one_attack_per_turn: false, one_fire_per_turn: false}\n"));
  toFire(free);
  free.act("fire A B dice 1 1 1 1");
  EXPECT_EQ(free.refusal("fire A B dice 1 1 1 1"), "");
}

TEST(HauteMerClauses, HM_TORP_1_only_torpedo_classes_launch) {
  Table t(duel(0.5));
  toFire(t);
  EXPECT_EQ(t.refusal("torpedo A B"), "HM-TORP-1");
}

TEST(HauteMerClauses, HM_TORP_2_torpedo_dice_by_distance) {
  for (const auto &[gap, dice, hit_on] :
       std::vector<std::tuple<double, int, int>>{{0, 4, 4}, {1, 4, 4}, {1.5, 2, 6}, {2, 2, 6}}) {
    Table t(duel(gap, "torp"));
    const FireSolution s = t.engine->solve(t.state, t.ship("A"), t.ship("B"), true);
    ASSERT_TRUE(s.possible) << gap;
    EXPECT_EQ(s.dice, dice) << gap;
    EXPECT_EQ(s.hit_on, hit_on) << gap;
  }
  Table far(duel(2.01, "torp"));
  toFire(far);
  EXPECT_EQ(far.refusal("torpedo A B"), "HM-TORP-2");
}

TEST(HauteMerClauses, HM_TORP_3_each_torpedo_hit_is_four_damage) {
  Table t(duel(0.5, "torp", "big"));
  toFire(t);
  t.act("torpedo A B dice 4 1 1 1");
  EXPECT_EQ(t.at("B").structure, 5);
  EXPECT_EQ(t.state.pending->points, 3);
}

TEST(HauteMerClauses, HM_TORP_4_artillery_or_torpedoes_not_both) {
  Table t(duel(0.5, "torp"));
  toFire(t);
  t.act("fire A B dice 1");
  EXPECT_EQ(t.refusal("torpedo A B dice 1 1 1 1"), "HM-TORP-4");
  Table lax(duel(0.5, "torp", "ship", "rules: {one_attack_per_turn: false}\n"));
  toFire(lax);
  lax.act("fire A B dice 1");
  EXPECT_EQ(lax.refusal("torpedo A B dice 1 1 1 1"), "");
}

// Firer A at x=10 heading east, target B 5 UD beyond A's bow (big firer, range 6).
std::string lineWith(const std::string &blocker, const std::string &extra = "") {
  return scenarioText("[{name: A, class: big, x: 10, y: 10, heading: 90}]",
                      "[{name: B, class: ship, x: 16.5, y: 10, heading: 90}, " + blocker + "]", extra);
}

TEST(HauteMerClauses, HM_LOS_1_ships_fire_all_round) {
  Table t(scenarioText("[{name: A, class: big, x: 10, y: 10, heading: 90}]",
                       "[{name: B, class: ship, x: 7, y: 10, heading: 0}]"));
  toFire(t);
  EXPECT_EQ(t.refusal("fire A B"), ""); // B is astern
}

TEST(HauteMerClauses, HM_LOS_2_a_ship_near_the_firer_blocks) {
  // A's bow is at x = 11, B's stern at x = 16. C crosses the line at x = 11.6 (within 1 UD of A).
  Table t(lineWith("{name: C, class: ship, x: 11.6, y: 10, heading: 0}"));
  toFire(t);
  EXPECT_EQ(t.refusal("fire A B"), "HM-LOS-2");
  const FireSolution s = t.engine->solve(t.state, t.ship("A"), t.ship("B"), false);
  ASSERT_EQ(s.blockers.size(), 1u);
  EXPECT_EQ(s.blockers[0], t.ship("C"));
}

TEST(HauteMerClauses, HM_LOS_2_a_ship_near_the_target_blocks) {
  Table t(lineWith("{name: C, class: ship, x: 15.5, y: 10, heading: 0}"));
  toFire(t);
  EXPECT_EQ(t.refusal("fire A B"), "HM-LOS-2");
}

TEST(HauteMerClauses, HM_LOS_2_a_ship_far_from_both_ends_does_not_block) {
  Table t(lineWith("{name: C, class: ship, x: 13.5, y: 10, heading: 0}"));
  toFire(t);
  EXPECT_EQ(t.refusal("fire A B"), "");
}

TEST(HauteMerClauses, HM_LOS_2_option_any_ship_on_the_line_blocks) {
  Table t(
      lineWith("{name: C, class: ship, x: 13.5, y: 10, heading: 0}", "rules: {line_of_fire: any-ship}\n"));
  toFire(t);
  EXPECT_EQ(t.refusal("fire A B"), "HM-LOS-2");
}

TEST(HauteMerClauses, HM_LOS_2_a_ship_beside_the_line_does_not_block) {
  Table t(lineWith("{name: C, class: ship, x: 11.6, y: 11, heading: 0}"));
  toFire(t);
  EXPECT_EQ(t.refusal("fire A B"), "");
}

TEST(HauteMerClauses, HM_DMG_1_first_point_on_structure) {
  Table t(duel(1, "ship", "big"));
  toFire(t);
  t.act("fire A B dice 6 1 1 1");
  EXPECT_EQ(t.at("B").structure, 5);
  EXPECT_FALSE(t.state.pending); // a single point: nothing left to spread
}

TEST(HauteMerClauses, HM_DMG_2_owner_spreads_and_nothing_else_happens_meanwhile) {
  Table t(duel(1, "ship", "big"));
  toFire(t);
  t.act("fire A B dice 6 6 6 1");
  ASSERT_EQ(t.state.pending->points, 2);
  EXPECT_EQ(t.refusal("end"), "HM-DMG-2");
  EXPECT_EQ(t.refusal("damage A combat 1"), "HM-DMG-2");
  EXPECT_EQ(t.refusal("damage B combat 3"), "HM-DMG-2");
  t.act("damage B combat 1");
  t.act("damage B movement 1");
  EXPECT_FALSE(t.state.pending);
  EXPECT_EQ(t.at("B").combat, 5);
  EXPECT_EQ(t.at("B").movement, 2);
  EXPECT_EQ(t.refusal("end"), "");
}

TEST(HauteMerClauses, HM_DMG_3_no_value_below_zero) {
  Table t(duel(1, "ship", "big"));
  toFire(t);
  t.state.ships[t.ship("B")].movement = 1;
  t.act("fire A B dice 6 6 6 1");
  EXPECT_EQ(t.refusal("damage B movement 2"), "HM-DMG-3");
  t.act("damage B movement 1");
  EXPECT_EQ(t.refusal("damage B movement 1"), "HM-DMG-3");
}

TEST(HauteMerClauses, HM_DMG_3_with_movement_and_combat_at_zero_the_rest_goes_on_structure) {
  Table t(duel(1, "ship", "big"));
  toFire(t);
  t.state.ships[t.ship("B")].movement = 0;
  t.state.ships[t.ship("B")].combat = 0;
  t.act("fire A B dice 6 6 6 1");
  EXPECT_EQ(t.at("B").structure, 3);
  EXPECT_FALSE(t.state.pending);
}

TEST(HauteMerClauses, HM_DMG_4_structure_zero_sinks_and_the_wreck_stays) {
  Table t(scenarioText("[{name: A, class: ship, x: 10, y: 10, heading: 90}]",
                       "[{name: B, class: torp, x: 12, y: 10, heading: 90}, {name: C, class: ship, x: 20, y: "
                       "20, heading: 0}]"));
  toFire(t);
  t.act("fire A B dice 6 6 1 1");
  EXPECT_TRUE(t.at("B").sunk);
  EXPECT_EQ(t.at("B").structure, 0);
  EXPECT_TRUE(t.at("B").pose.has_value());
  EXPECT_FALSE(t.state.pending); // the rest is lost
  EXPECT_FALSE(t.state.over);    // C is still afloat
  // A wreck neither fires nor blocks.
  t.act("end");
  EXPECT_EQ(t.refusal("move B forward 1"), "HM-DMG-4");
}

TEST(HauteMerClauses, HM_DMG_4_sunk_ships_do_not_block_lines_of_fire) {
  Table t(lineWith("{name: C, class: ship, x: 11.6, y: 10, heading: 0}"));
  toFire(t);
  t.state.ships[t.ship("C")].sunk = true;
  EXPECT_EQ(t.refusal("fire A B"), "");
}

TEST(HauteMerClauses, HM_WIN_1_last_side_afloat_wins) {
  Table t(duel(1, "ship", "torp"));
  toFire(t);
  t.act("fire A B dice 6 1 1 1");
  EXPECT_TRUE(t.state.over);
  ASSERT_TRUE(t.state.winner);
  EXPECT_EQ(*t.state.winner, 0);
  EXPECT_EQ(t.refusal("end"), "HM-WIN-1");
}

TEST(HauteMerClauses, HM_WIN_2_turn_limit_most_structure_sunk_wins) {
  Table t(scenarioText(
      "[{name: A, class: ship, x: 10, y: 10, heading: 90}]",
      "[{name: B, class: torp, x: 12, y: 10, heading: 90}, {name: C, class: ship, x: 30, y: 25, heading: 0}]",
      "victory: {turn_limit: 1}\n"));
  toFire(t);
  t.act("fire A B dice 6 1 1 1");
  EXPECT_FALSE(t.state.over);
  t.act("end");
  t.act("end");
  EXPECT_FALSE(t.state.over);
  t.act("end"); // end of turn 1
  EXPECT_TRUE(t.state.over);
  ASSERT_TRUE(t.state.winner);
  EXPECT_EQ(*t.state.winner, 0);
}

TEST(HauteMerClauses, HM_WIN_2_equal_scores_are_a_draw) {
  Table t(duel(10, "ship", "ship", "victory: {turn_limit: 1}\n"));
  for (int i = 0; i < 4; ++i)
    t.act("end");
  EXPECT_TRUE(t.state.over);
  EXPECT_FALSE(t.state.winner);
}

TEST(HauteMerClauses, HM_REF_1_place_mirrors_the_table_and_refuses_overlap) {
  Table t(scenarioText("[{name: A, class: ship}]", "[{name: B, class: ship, x: 20, y: 10, heading: 0}]"));
  EXPECT_FALSE(t.at("A").pose);
  EXPECT_EQ(t.refusal("place A 20.05 10 0"), "HM-MOVE-6");
  EXPECT_EQ(t.refusal("place A 0.05 10 0"), "HM-MOVE-7");
  t.act("place A 10 10 90");
  ASSERT_TRUE(t.at("A").pose);
  EXPECT_NEAR(t.at("A").pose->heading_deg, 90, 1e-12);
}

TEST(HauteMerClauses, HM_REF_1_unplaced_ships_still_follow_the_movement_allowance) {
  Table t(scenarioText("[{name: A, class: ship}]", "[{name: B, class: ship}]", "", ""));
  EXPECT_EQ(t.refusal("move A pivot 30"), "HM-MOVE-3");
  t.act("move A forward 3");
  EXPECT_EQ(t.refusal("move A forward 1.5"), "HM-MOVE-1");
}

TEST(HauteMerClauses, HM_REF_2_a_measured_range_replaces_the_geometry) {
  Table t(scenarioText("[{name: A, class: ship}]", "[{name: B, class: ship}]", "", ""));
  toFire(t);
  EXPECT_EQ(t.refusal("fire A B"), "HM-REF-2"); // positions unknown
  const FireSolution s = t.engine->solve(t.state, t.ship("A"), t.ship("B"), false, 2.5);
  ASSERT_TRUE(s.possible);
  EXPECT_EQ(s.hit_on, 5);
  EXPECT_FALSE(s.measured);
  EXPECT_EQ(t.refusal("fire A B range 4.5"), "HM-FIRE-2");
  EXPECT_EQ(t.refusal("fire A B range 1.5 dice 5 5 1 1"), "");
}

TEST(HauteMerOdds, p_hits_is_the_exact_binomial_law) {
  Table t(duel(2.5)); // 4 dice on 5+
  const FireSolution s = t.engine->solve(t.state, t.ship("A"), t.ship("B"), false);
  const Odds o = t.engine->odds(t.state, s, t.ship("B"));
  const double q = 2.0 / 6;
  EXPECT_DOUBLE_EQ(o.hits.p(0), std::pow(1 - q, 4));
  EXPECT_DOUBLE_EQ(o.hits.p(4), std::pow(q, 4));
  EXPECT_NEAR(o.expected_damage, 4 * q, 1e-12);
}

TEST(HauteMerOdds, p_sunk_assumes_the_owner_spreads_damage_at_best) {
  Table t(duel(1.5)); // target M4 C4 S4: sinks only with 4+4+4 = 12 points, impossible with 4 dice
  const FireSolution s = t.engine->solve(t.state, t.ship("A"), t.ship("B"), false);
  EXPECT_EQ(t.engine->odds(t.state, s, t.ship("B")).p_sunk, 0);
  t.state.ships[t.ship("B")].movement = 0;
  t.state.ships[t.ship("B")].combat = 1;
  t.state.ships[t.ship("B")].structure = 2; // 3 points sink it: 1 on structure, 1 on combat, 1 on structure
  const Odds o = t.engine->odds(t.state, s, t.ship("B"));
  EXPECT_NEAR(o.p_sunk, o.hits.p(3) + o.hits.p(4), 1e-15);
  EXPECT_TRUE(Engine::sinks(t.state.ships[t.ship("B")], 3));
  EXPECT_FALSE(Engine::sinks(t.state.ships[t.ship("B")], 2));
}

} // namespace
} // namespace amiraute::haute_mer::testing
