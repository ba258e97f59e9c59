// Execution, fire, contact, drift and victory: one test (or more) per clause of
// docs/rules/detroits.md; names carry the clause ids.
#include "Fixture.h"

#include <algorithm>

using namespace amiraute;
using namespace amiraute::detroits;
using namespace amiraute::detroits::testing;

namespace {

Hex S(Hex h, int facing, int times = 1) {
  for (int i = 0; i < times; ++i)
    h = core::step(h, facing);
  return h;
}

/// A three-master of Bleu at 0505 facing north; a Rouge frigate with `points` two hexes to the
/// north-east then one north (outside every cone), sailing south three hexes into the
/// three-master's starboard cone; a spare ship each far away.
struct Passing {
  Rules rules;
  Played after_seal;
};
Passing passing(int points, const std::string &options = "") {
  const Hex x = S(H("0505"), 2, 2);
  Passing p{board(sea(), {ship("T", "three-master", "0505", 1), ship("C", "frigate", "0109", 1)},
                  {ship("F", "frigate", F(S(x, 1)), 4, points), ship("G", "frigate", "0909", 1)}, options),
            {}};
  p.after_seal = play(p.rules, initialState(p.rules), {"orders F 4 4 4", "seal Bleu", "seal Rouge"});
  return p;
}

} // namespace

TEST(Detroits, DT_EXEC_1_three_masters_then_frigates_pair_by_pair_one_point_at_a_time_side_by_side) {
  const Rules r = board(sea(),
                        {ship("A", "frigate", "0101", 3), ship("T", "three-master", "0108", 1),
                         ship("B1", "frigate", "0501", 4), ship("U", "three-master", "0308", 1)},
                        {ship("F1", "frigate", "0505", 1), ship("V", "three-master", "0908", 1),
                         ship("G", "frigate", "0901", 4)});
  const auto groups = movementGroups(r);
  const auto idx = [&](const char *n) { return r.shipIndex(n); };
  ASSERT_EQ(groups.size(), 4u);
  EXPECT_EQ(groups[0], (std::vector<int>{idx("T"), idx("V")}));
  EXPECT_EQ(groups[1], (std::vector<int>{idx("U")}));
  EXPECT_EQ(groups[2], (std::vector<int>{idx("A"), idx("F1")}));
  EXPECT_EQ(groups[3], (std::vector<int>{idx("B1"), idx("G")}));
  // F1 moves with A (the first frigates) to 0504; then B1 moves with G and meets F1 there.
  const Played p = turn(r, initialState(r), {"orders F1 1", "orders B1 4 4 4 4"});
  EXPECT_EQ(shipOf(r, p.state, "F1").bow.hex, H("0504"));
  EXPECT_EQ(shipOf(r, p.state, "B1").bow.hex, H("0504")); // boarding where F1 stood
  EXPECT_TRUE(p.cites("DT-CONTACT-2"));
}

TEST(Detroits, DT_EXEC_1_DT_CONTACT_2_a_pair_meets_half_way_and_boards_until_one_sinks) {
  // Bleu's first frigate sails south and Rouge's first frigate north, four hexes each: side by
  // side they meet on 0503, parallel (opposite facings), and board.
  const Rules r = board(sea(), {ship("B1", "frigate", "0501", 4), ship("B2", "three-master", "0108", 1)},
                        {ship("F1", "frigate", "0505", 1, 5), ship("F2", "frigate", "0909", 1)});
  const Played p = turn(r, initialState(r), {"orders B1 4 4 4 4", "orders F1 1 1 1 1"});
  EXPECT_EQ(shipOf(r, p.state, "F1").bow.hex, H("0503")); // sunk where they met
  EXPECT_EQ(shipOf(r, p.state, "B1").bow.hex, H("0504")); // crippled at 3: drifted south (wind north)
  // Rounds of 3 each at once: F1 5 → 2 → sunk; B1 9 → 6 → 3.
  EXPECT_TRUE(shipOf(r, p.state, "F1").sunk());
  EXPECT_EQ(shipOf(r, p.state, "B1").resistance, 3);
  EXPECT_TRUE(contains(p.text(), "2 rounds")) << p.text();
  EXPECT_TRUE(p.cites("DT-SINK-1"));
}

TEST(Detroits, DT_EXEC_2_the_execution_pauses_at_the_first_moment_and_at_new_chances_only) {
  Passing x = passing(9);
  const Rules &r = x.rules;
  State s = x.after_seal.state;
  EXPECT_EQ(s.phase, Phase::Execution);
  EXPECT_EQ(s.moment, 0);
  EXPECT_TRUE(fireChances(r, s).empty());
  EXPECT_EQ(actor(r, s), 0);
  s = play(r, s, {"hold Bleu"}).state;
  EXPECT_EQ(actor(r, s), 1);
  EXPECT_EQ(clauseOf(r, s, "hold Bleu"), "DT-EXEC-2");
  Played p = play(r, s, {"hold Rouge"});
  // After one point F is two hexes off T's starboard bow; T is in F's starboard cone.
  EXPECT_EQ(p.state.phase, Phase::Execution);
  EXPECT_EQ(p.state.moment, 1);
  EXPECT_TRUE(p.cites("DT-EXEC-2"));
  const auto chances = fireChances(r, p.state);
  ASSERT_EQ(chances.size(), 2u);
  EXPECT_EQ(chances[0], (FireChance{r.shipIndex("T"), Broadside::Starboard, r.shipIndex("F"), 2, 3}));
  EXPECT_EQ(chances[1], (FireChance{r.shipIndex("F"), Broadside::Starboard, r.shipIndex("T"), 2, 2}));
  // Both hold: F sails on at the same distance, no new chance, the turn ends.
  p = play(r, p.state, {"hold Bleu", "hold Rouge"});
  EXPECT_EQ(p.state.turn, 2);
  EXPECT_EQ(p.state.phase, Phase::Orders);
  EXPECT_EQ(shipOf(r, p.state, "F").bow.hex, S(S(H("0505"), 2, 2), 4, 2));
}

TEST(Detroits, DT_FIRE_1_once_a_turn_one_or_both_broadsides_at_one_moment) {
  Passing x = passing(9);
  const Rules &r = x.rules;
  Played p = play(r, x.after_seal.state, {"hold Bleu", "hold Rouge", "fire T starboard F"});
  EXPECT_EQ(shipOf(r, p.state, "F").resistance, 6);
  EXPECT_EQ(clauseOf(r, p.state, "fire T starboard F"), "DT-FIRE-1");
  EXPECT_EQ(clauseOf(r, p.state, "fire T port F"), "DT-FIRE-2"); // the same moment, the other side: no target
  State later = p.state;
  later.moment += 1;
  EXPECT_EQ(clauseOf(r, later, "fire T port F"), "DT-FIRE-1");
  EXPECT_EQ(clauseOf(r, p.state, "fire F port T"), "DT-FIRE-2");
  EXPECT_EQ(clauseOf(r, p.state, "fire F starboard T"), "ok");
  EXPECT_EQ(clauseOf(r, x.after_seal.state, "fire T starboard F"), "DT-FIRE-2"); // not in the cone yet
}

TEST(Detroits, DT_FIRE_2_the_cones_abeam_from_either_hex_of_a_three_master) {
  const Rules r = board(
      sea(), {ship("T", "three-master", "0505", 1)},
      {ship("P", "frigate", F(S(H("0505"), 2)), 1), ship("Q", "frigate", F(S(H("0505"), 6, 2)), 1),
       ship("N", "frigate", F(S(H("0505"), 1, 2)), 1), ship("Z", "frigate", F(S(S(H("0505"), 4), 4, 1)), 1)});
  State s = play(r, initialState(r), {"seal Bleu", "seal Rouge"}).state;
  const int t = r.shipIndex("T");
  EXPECT_TRUE(bears(r, s, t, Broadside::Starboard, r.shipIndex("P")));
  EXPECT_FALSE(bears(r, s, t, Broadside::Port, r.shipIndex("P")));
  EXPECT_TRUE(bears(r, s, t, Broadside::Port, r.shipIndex("Q")));
  EXPECT_FALSE(bears(r, s, t, Broadside::Port, r.shipIndex("N"))); // dead ahead
  EXPECT_FALSE(bears(r, s, t, Broadside::Starboard, r.shipIndex("N")));
  EXPECT_FALSE(bears(r, s, t, Broadside::Port, r.shipIndex("Z"))); // dead astern
  // From the stern: a ship south-east of the stern is in the starboard cone.
  const Rules r2 = board(sea(), {ship("T", "three-master", "0505", 1)},
                         {ship("E", "frigate", F(S(S(H("0505"), 4), 3, 4)), 1)});
  const State s2 = initialState(r2);
  int d = 0;
  EXPECT_TRUE(bears(r2, s2, 0, Broadside::Starboard, 1, &d));
  EXPECT_EQ(d, 4);
  EXPECT_FALSE(coneOf(r2, s2, 0, Broadside::Starboard).empty());
}

TEST(Detroits, DT_FIRE_3_the_damage_table_by_kind_and_distance) {
  EXPECT_EQ(broadsideDamage(Kind::Frigate, 1), 3);
  EXPECT_EQ(broadsideDamage(Kind::Frigate, 2), 2);
  EXPECT_EQ(broadsideDamage(Kind::Frigate, 3), 1);
  EXPECT_EQ(broadsideDamage(Kind::Frigate, 4), 0);
  EXPECT_EQ(broadsideDamage(Kind::ThreeMaster, 1), 4);
  EXPECT_EQ(broadsideDamage(Kind::ThreeMaster, 2), 3);
  EXPECT_EQ(broadsideDamage(Kind::ThreeMaster, 3), 2);
  EXPECT_EQ(broadsideDamage(Kind::ThreeMaster, 4), 1);
  EXPECT_EQ(broadsideDamage(Kind::ThreeMaster, 5), 0);
  // A frigate 4 hexes abeam is beyond its range.
  const Rules r =
      board(sea(), {ship("A", "frigate", "0105", 1)}, {ship("B", "frigate", F(S(H("0105"), 3, 4)), 1)});
  const State s = play(r, initialState(r), {"seal Bleu", "seal Rouge"}).state;
  EXPECT_FALSE(bears(r, s, 0, Broadside::Starboard, 1));
  EXPECT_TRUE(fireChances(r, s).empty());
}

TEST(Detroits, DT_FIRE_4_one_enemy_target_and_the_damage_at_once) {
  const Rules r =
      board(sea(), {ship("T", "three-master", "0505", 1), ship("A", "frigate", F(S(H("0505"), 6)), 1)},
            {ship("P", "frigate", F(S(H("0505"), 2)), 1)});
  const State s = play(r, initialState(r), {"seal Bleu", "seal Rouge"}).state;
  EXPECT_EQ(clauseOf(r, s, "fire T port A"), "DT-FIRE-4");
  const Played p = play(r, s, {"fire T starboard P"});
  EXPECT_EQ(shipOf(r, p.state, "P").resistance, 5);
  EXPECT_TRUE(p.cites("DT-FIRE-3"));
}

TEST(Detroits, DT_FIRE_5_a_ship_sunk_at_a_moment_still_fires_at_that_moment) {
  const std::vector<std::string> bleu = {ship("T", "three-master", "0505", 1)};
  const std::vector<std::string> rouge = {ship("F", "frigate", F(S(H("0505"), 2)), 1, 4),
                                          ship("G", "frigate", "0909", 1)};
  const Rules r = board(sea(), bleu, rouge);
  Played p = play(r, initialState(r), {"seal Bleu", "seal Rouge", "fire T starboard F"});
  EXPECT_TRUE(shipOf(r, p.state, "F").sunk());
  EXPECT_EQ(clauseOf(r, p.state, "fire F port T"), "ok");
  p = play(r, p.state, {"fire F port T"});
  EXPECT_EQ(shipOf(r, p.state, "T").resistance, 14);
  const Rules no = board(sea(), bleu, rouge, "sunk_fire_back: false");
  const Played q = play(no, initialState(no), {"seal Bleu", "seal Rouge", "fire T starboard F"});
  EXPECT_EQ(clauseOf(no, q.state, "fire F port T"), "DT-FIRE-5");
}

TEST(Detroits, DT_FIRE_6_with_masking_land_between_blocks_a_broadside) {
  std::vector<std::string> rows = sea();
  const core::OffsetCoord o = core::toOffset(S(H("0505"), 2));
  rows[static_cast<std::size_t>(o.row)][static_cast<std::size_t>(o.col)] = '#';
  const std::vector<std::string> bleu = {ship("T", "three-master", "0505", 1)};
  const std::vector<std::string> rouge = {ship("F", "frigate", F(S(H("0505"), 2, 2)), 1)};
  const Rules open = board(rows, bleu, rouge);
  EXPECT_TRUE(bears(open, initialState(open), 0, Broadside::Starboard, 1));
  const Rules masked = board(rows, bleu, rouge, "masking: true");
  EXPECT_FALSE(bears(masked, initialState(masked), 0, Broadside::Starboard, 1));
}

TEST(Detroits, DT_CONTACT_1_DT_CONTACT_3_ramming_takes_two_points_and_stops_both) {
  const Hex x = H("0505");
  const Rules r = board(sea(), {ship("R", "frigate", F(S(x, 6)), 3), ship("C", "frigate", "0109", 1)},
                        {ship("V", "frigate", F(x), 1), ship("G", "frigate", "0909", 1)});
  const Played q = turn(r, initialState(r), {"orders R 3 3"});
  EXPECT_EQ(shipOf(r, q.state, "V").resistance, 7);
  EXPECT_EQ(shipOf(r, q.state, "R").resistance, 9);
  EXPECT_EQ(shipOf(r, q.state, "R").bow.hex, x);
  // Stopped on V's hex: its second point was lost.
  EXPECT_TRUE(q.cites("DT-CONTACT-1"));
  EXPECT_TRUE(q.cites("DT-CONTACT-3"));
  const Rules heavy =
      board(sea(), {ship("R", "frigate", F(S(x, 6)), 3), ship("C", "frigate", "0109", 1)},
            {ship("V", "frigate", F(x), 1), ship("G", "frigate", "0909", 1)}, "ram_damage: 5");
  EXPECT_EQ(shipOf(heavy, turn(heavy, initialState(heavy), {"orders R 3 3"}).state, "V").resistance, 4);
}

TEST(Detroits, DT_CONTACT_4_friends_parallel_foul_each_other_without_damage) {
  const Rules r = board(sea(), {ship("A", "frigate", "0503", 4), ship("B", "frigate", "0504", 4)},
                        {ship("G", "frigate", "0909", 1)});
  const Played p = turn(r, initialState(r), {"orders A 4 4"});
  EXPECT_EQ(shipOf(r, p.state, "A").bow.hex, H("0504"));
  EXPECT_EQ(shipOf(r, p.state, "A").resistance, 9);
  EXPECT_EQ(shipOf(r, p.state, "B").resistance, 9);
  EXPECT_TRUE(p.cites("DT-CONTACT-4"));
  const Rules costly = board(sea(), {ship("A", "frigate", "0503", 4), ship("B", "frigate", "0504", 4)},
                             {ship("G", "frigate", "0909", 1)}, "foul_damage: 1");
  const Played q = turn(costly, initialState(costly), {"orders A 4 4"});
  EXPECT_EQ(shipOf(costly, q.state, "A").resistance, 8);
  EXPECT_EQ(shipOf(costly, q.state, "B").resistance, 8);
}

TEST(Detroits, DT_DRIFT_1_a_north_wind_drifts_crippled_ships_south) {
  // A "north wind" blows from the north: a crippled ship drifts toward the south, keeping its facing.
  const std::vector<std::string> bleu = {ship("A", "frigate", "0505", 3, 3), ship("C", "frigate", "0109", 1)};
  const std::vector<std::string> rouge = {ship("G", "frigate", "0909", 1)};
  const Rules north = board(sea(), bleu, rouge);
  EXPECT_TRUE(initialState(north).ships[0].drifting());
  const Played n = turn(north, initialState(north), {});
  EXPECT_EQ(shipOf(north, n.state, "A").bow, (HexPose{H("0506"), 3}));
  EXPECT_TRUE(contains(n.text(), "A drifts 4 (south) to 0506")) << n.text();
  const Rules south = board(sea(), bleu, rouge, "", "wind: south\n");
  EXPECT_EQ(shipOf(south, turn(south, initialState(south), {}).state, "A").bow.hex, H("0504"));
  // The other reading, toward the way the wind is named after, is rules.drift: toward.
  const Rules toward = board(sea(), bleu, rouge, "drift: toward");
  EXPECT_EQ(shipOf(toward, turn(toward, initialState(toward), {}).state, "A").bow.hex, H("0504"));
  EXPECT_EQ(shipOf(toward, turn(toward, initialState(toward), {}).state, "A").bow.facing, 3);
  EXPECT_NE(optionError("drift: upwind").find("downwind"), std::string::npos) << optionError("drift: upwind");
  // Onto land: aground where it is. Off the map: lost.
  std::vector<std::string> rows = sea();
  rows[5][4] = '#'; // 0506
  const Rules land = board(rows, bleu, rouge);
  const Played l = turn(land, initialState(land), {});
  EXPECT_TRUE(shipOf(land, l.state, "A").aground);
  EXPECT_EQ(shipOf(land, l.state, "A").bow.hex, H("0505"));
  const Rules edge =
      board(sea(), {ship("A", "frigate", "0509", 3, 3), ship("C", "frigate", "0101", 1)}, rouge);
  EXPECT_TRUE(shipOf(edge, turn(edge, initialState(edge), {}).state, "A").left);
}

TEST(Detroits, DT_DRIFT_2_a_ship_crippled_during_its_order_stops_at_once) {
  Passing x = passing(5);
  Played p = play(x.rules, x.after_seal.state, {"hold Bleu", "hold Rouge", "fire T starboard F"});
  EXPECT_EQ(shipOf(x.rules, p.state, "F").resistance, 2);
  EXPECT_TRUE(shipOf(x.rules, p.state, "F").stopped);
  EXPECT_TRUE(p.cites("DT-DRIFT-2"));
  p = holdThrough(x.rules, p);
  const Hex hit_at = S(H("0505"), 2, 2);
  EXPECT_EQ(shipOf(x.rules, p.state, "F").bow.hex, S(hit_at, 4)); // stopped there, then drifted south
  Passing y = passing(5, "crippled_sail_on: true");
  Played q = play(y.rules, y.after_seal.state, {"hold Bleu", "hold Rouge", "fire T starboard F"});
  q = holdThrough(y.rules, q);
  EXPECT_EQ(shipOf(y.rules, q.state, "F").bow.hex, S(S(hit_at, 4, 2), 4));
}

TEST(Detroits, DT_DRIFT_3_a_drift_onto_another_ship_stays) {
  // A drifts south (wind north) onto C's hex.
  const Rules r = board(sea(), {ship("A", "frigate", "0505", 3, 3), ship("C", "frigate", "0506", 1)},
                        {ship("G", "frigate", "0909", 1)});
  const Played p = turn(r, initialState(r), {});
  EXPECT_EQ(shipOf(r, p.state, "A").bow.hex, H("0505"));
  EXPECT_TRUE(p.cites("DT-DRIFT-3"));
  const Rules onto = board(sea(), {ship("A", "frigate", "0505", 3, 3), ship("C", "frigate", "0506", 1)},
                           {ship("G", "frigate", "0909", 1)}, "drift_onto_ship: contact");
  const Played q = turn(onto, initialState(onto), {});
  EXPECT_EQ(shipOf(onto, q.state, "A").bow.hex, H("0506"));
  EXPECT_EQ(shipOf(onto, q.state, "C").resistance, 7); // rammed broadside-on by the drifting bow
  EXPECT_TRUE(q.cites("DT-CONTACT-1"));
}

TEST(Detroits, DT_SINK_1_DT_WIN_1_a_fleet_with_no_ship_afloat_loses_at_once) {
  const Rules r =
      board(sea(), {ship("T", "three-master", "0505", 1)}, {ship("F", "frigate", F(S(H("0505"), 2)), 1, 4)});
  const Played p = play(r, initialState(r), {"seal Bleu", "seal Rouge", "fire T starboard F"});
  EXPECT_TRUE(shipOf(r, p.state, "F").sunk());
  EXPECT_FALSE(shipOf(r, p.state, "F").afloat());
  EXPECT_EQ(p.state.phase, Phase::Over);
  EXPECT_EQ(p.state.winner, 0);
  EXPECT_EQ(p.state.victory, Victory::LastAfloat);
  EXPECT_TRUE(p.cites("DT-WIN-1"));
  EXPECT_TRUE(p.cites("DT-SINK-1"));
  const auto ret = game::winnerReturns({{"Bleu", "Rouge"}, {}}, p.state.winner);
  EXPECT_EQ(ret, (std::vector<double>{1.0, 0.0}));
}

TEST(Detroits, DT_WIN_2_the_fleet_left_alone_in_a_contested_zone_wins) {
  // A in the zone alone from the start: no win while the zone was never contested.
  const std::vector<std::string> bleu = {ship("A", "frigate", "0505", 1)};
  const std::vector<std::string> rouge = {ship("B", "frigate", "0406", 1), ship("G", "frigate", "0909", 1)};
  const Rules r = board(sea(), {ship("A", "frigate", "0505", 1)}, {ship("G", "frigate", "0909", 1)});
  const Played alone = turn(r, initialState(r), {});
  EXPECT_EQ(alone.state.phase, Phase::Orders);
  EXPECT_FALSE(alone.state.contested);
  const Rules literal = board(sea(), {ship("A", "frigate", "0505", 1)}, {ship("G", "frigate", "0909", 1)},
                              "zone_victory: literal");
  const Played first = turn(literal, initialState(literal), {});
  EXPECT_EQ(first.state.phase, Phase::Over);
  EXPECT_EQ(first.state.winner, 0);
  EXPECT_EQ(first.state.victory, Victory::Zone);
  // Both in the zone: contested. Then B sails out of it: A's fleet wins.
  const Rules both = board(sea(), bleu, rouge);
  Played p = turn(both, initialState(both), {});
  EXPECT_TRUE(p.state.contested);
  EXPECT_EQ(p.state.phase, Phase::Orders);
  p = turn(both, p.state, {"orders B R 6 6 6 6"});
  EXPECT_EQ(p.state.phase, Phase::Over);
  EXPECT_EQ(p.state.winner, 0);
  EXPECT_TRUE(p.cites("DT-WIN-2"));
  const Rules off = board(sea(), bleu, rouge, "zone_victory: off");
  Played q = turn(off, initialState(off), {});
  q = turn(off, q.state, {"orders B R 6 6 6 6"});
  EXPECT_EQ(q.state.phase, Phase::Orders);
}

TEST(Detroits, DT_WIN_3_at_the_turn_limit_the_zone_then_the_points_decide) {
  const std::vector<std::string> bleu = {ship("A", "frigate", "0505", 1, 5)};
  const std::vector<std::string> rouge = {ship("G", "frigate", "0909", 1)};
  const std::string limit = "wind: north\nturn_limit: 1\n";
  const Rules zone = board(sea(), bleu, rouge, "", limit);
  Played p = turn(zone, initialState(zone), {});
  EXPECT_EQ(p.state.winner, 0); // one ship in the zone against none
  EXPECT_EQ(p.state.victory, Victory::TurnLimit);
  const Rules points = board(sea(), bleu, rouge, "tie_break: points", limit);
  EXPECT_EQ(turn(points, initialState(points), {}).state.winner, 1); // 9 points against 5
  const Rules draw = board(sea(), bleu, rouge, "tie_break: draw", limit);
  const Played d = turn(draw, initialState(draw), {});
  EXPECT_EQ(d.state.winner, -1);
  EXPECT_EQ(d.state.victory, Victory::Draw);
  EXPECT_TRUE(d.cites("DT-WIN-3"));
}

TEST(Detroits, legal_orders_and_fire_are_accepted_and_play_reaches_the_end) {
  const Rules r = board(sea(),
                        {ship("T", "three-master", "0202", 3), ship("A", "frigate", "0104", 3),
                         ship("B", "frigate", "0401", 4)},
                        {ship("U", "three-master", "0808", 6), ship("C", "frigate", "0906", 6),
                         ship("D", "frigate", "0609", 1)},
                        "", "wind: toss\nturn_limit: 6\n");
  std::mt19937_64 rng(3);
  State s = initialState(r);
  int steps = 0;
  while (actor(r, s) != game::kTerminal && steps < 3000) {
    if (actor(r, s) == game::kChance) {
      s = apply(r, s, chanceOutcomes(r, s)[0].action, Narration::Silent).state;
      continue;
    }
    const auto legal = legalActions(r, s);
    ASSERT_FALSE(legal.empty());
    for (const Action &a : legal)
      ASSERT_FALSE(validate(r, s, a)) << formatAction(r, a);
    s = apply(r, s, legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)],
              Narration::Silent)
            .state;
    ++steps;
  }
  EXPECT_EQ(actor(r, s), game::kTerminal);
}
