// Where the original is silent, lost or ambiguous, our choice and the `rules:` option that changes
// it (docs/rules/detroits.md); and what the engine tells a fleet before it seals an order that
// ruins a ship, and the table while the orders are carried out. Names carry the clause ids.
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

/// Open sea; the first Bleu ship `bleu`, a Rouge frigate on `target`, a spare Rouge ship far away.
Rules duel(const std::string &bleu, Hex target, const std::string &options = "") {
  return board(sea(), {bleu}, {ship("F", "frigate", F(target), 1), ship("G", "frigate", "0909", 1)}, options);
}

bool bearsAny(const Rules &r, const State &s) {
  return bears(r, s, 0, Broadside::Starboard, 1) || bears(r, s, 0, Broadside::Port, 1);
}

std::string warningsText(const std::vector<OrderWarning> &list) {
  std::string t;
  for (const auto &w : list)
    t += w.text() + "\n";
  return t;
}

} // namespace

TEST(Detroits, DT_FIRE_2_our_cone_abeam_is_a_reconstruction_and_the_flank_is_the_other_reading) {
  // A frigate on 0505 facing north. One hex north then one north-east lies on its starboard side
  // but outside the 60° cone; the hex straight ahead is on no side.
  const Hex at = H("0505");
  const Hex side = S(S(at, 1), 2), abeam = S(at, 2), ahead = S(at, 1, 2), astern = S(at, 4, 2);
  const std::string a = ship("A", "frigate", "0505", 1);
  EXPECT_TRUE(bearsAny(duel(a, abeam), initialState(duel(a, abeam))));
  EXPECT_FALSE(bearsAny(duel(a, side), initialState(duel(a, side))));
  const auto flank = [&](Hex t) { return duel(a, t, "fire_arc: flank"); };
  EXPECT_TRUE(bears(flank(side), initialState(flank(side)), 0, Broadside::Starboard, 1));
  EXPECT_TRUE(bearsAny(flank(abeam), initialState(flank(abeam))));
  EXPECT_FALSE(bearsAny(flank(ahead), initialState(flank(ahead))));
  EXPECT_FALSE(bearsAny(flank(astern), initialState(flank(astern))));
  // The drawn cone follows: the flank holds the cone and more.
  const Rules cone = duel(a, abeam), wide = flank(abeam);
  const auto c = coneOf(cone, initialState(cone), 0, Broadside::Starboard);
  const auto w = coneOf(wide, initialState(wide), 0, Broadside::Starboard);
  EXPECT_GT(w.size(), c.size());
  for (Hex h : c)
    EXPECT_NE(std::find(w.begin(), w.end(), h), w.end()) << F(h);
  EXPECT_NE(std::find(w.begin(), w.end(), side), w.end());
  EXPECT_EQ(std::find(w.begin(), w.end(), ahead), w.end());
  EXPECT_NE(optionError("fire_arc: wide").find("cone, flank"), std::string::npos)
      << optionError("fire_arc: wide");
}

TEST(Detroits, DT_MOVE_4_an_order_onto_land_runs_aground_for_good_or_stops_short_when_asked) {
  std::vector<std::string> rows = sea();
  rows[0][4] = '#'; // 0501
  const std::vector<std::string> bleu = {ship("A", "frigate", "0503", 1), ship("C", "frigate", "0109", 1)};
  const std::vector<std::string> rouge = {ship("B", "frigate", "0909", 1)};
  const Rules stop = board(rows, bleu, rouge, "order_onto_land: stop");
  const Played p = turn(stop, initialState(stop), {"orders A 1 1 1"});
  EXPECT_FALSE(shipOf(stop, p.state, "A").aground);
  EXPECT_EQ(shipOf(stop, p.state, "A").bow.hex, H("0502"));
  EXPECT_TRUE(contains(p.text(), "A would touch land at 0501: it stops on 0502")) << p.text();
  EXPECT_EQ(clauseOf(stop, p.state, "orders A R(2)"), "ok"); // it sails again next turn
  // Before the order is sealed, its fleet is told, and the order is still accepted.
  const Rules aground = board(rows, bleu, rouge);
  const State s = initialState(aground);
  const WriteOrder order = std::get<WriteOrder>(parseAction(aground, "orders A 1 1 1"));
  EXPECT_EQ(clauseOf(aground, s, "orders A 1 1 1"), "ok");
  const auto warned = orderWarnings(aground, s, order);
  ASSERT_EQ(warned.size(), 1u) << warningsText(warned);
  EXPECT_EQ(warned[0].kind, OrderWarning::Kind::Aground);
  EXPECT_EQ(warned[0].point, 2);
  EXPECT_EQ(warned[0].hex, H("0502"));
  EXPECT_EQ(warned[0].touched, H("0501"));
  EXPECT_EQ(warned[0].text(), "A would run aground on 0502 at point 2 of its order (land at 0501) and never "
                              "move again (DT-MOVE-4)");
  const auto stops = orderWarnings(stop, initialState(stop), order);
  ASSERT_EQ(stops.size(), 1u);
  EXPECT_EQ(stops[0].kind, OrderWarning::Kind::Stops);
  EXPECT_TRUE(orderWarnings(aground, s, std::get<WriteOrder>(parseAction(aground, "orders A 1"))).empty());
  // Off the map (DT-MOVE-5), and nothing for an order that is refused anyway.
  const auto off = orderWarnings(aground, s, std::get<WriteOrder>(parseAction(aground, "orders C 1 R(2)")));
  EXPECT_TRUE(off.empty()) << warningsText(off);
  const WriteOrder out{1, parseTokens({"4"})};
  const Rules south = board(sea(), {ship("A", "frigate", "0503", 1), ship("C", "frigate", "0109", 4)}, rouge);
  const auto gone = orderWarnings(south, initialState(south), out);
  ASSERT_EQ(gone.size(), 1u);
  EXPECT_EQ(gone[0].kind, OrderWarning::Kind::OffMap);
  EXPECT_EQ(gone[0].clause, "DT-MOVE-5");
  EXPECT_TRUE(orderWarnings(south, initialState(south),
                            WriteOrder{1, parseTokens({"1", "1", "1", "1", "1", "1", "1"})})
                  .empty()); // seven points: validate refuses it, no warning needed
  EXPECT_NE(optionError("order_onto_land: bounce").find("aground, stop"), std::string::npos);
}

TEST(Detroits, DT_MOVE_2_an_order_that_boxes_a_three_master_in_for_good_is_told_before_it_is_sealed) {
  // A three-master facing north on 0505 with land ahead of every facing it could swing to: land
  // all round but its own stern hex, so no R is possible and nothing is ahead.
  std::vector<std::string> rows = sea();
  const Hex bow = H("0505");
  for (int f = 1; f <= 6; ++f) {
    if (f == 4) continue; // its stern
    const core::OffsetCoord o = core::toOffset(core::step(bow, f));
    rows[static_cast<std::size_t>(o.row)][static_cast<std::size_t>(o.col)] = '#';
  }
  const Rules r = board(rows, {ship("T", "three-master", "0506", 1), ship("C", "frigate", "0109", 1)},
                        {ship("B", "frigate", "0909", 1)});
  EXPECT_TRUE(boxedIn(r, Kind::ThreeMaster, {bow, 1}));
  EXPECT_FALSE(boxedIn(r, Kind::ThreeMaster, {H("0506"), 1}));
  EXPECT_FALSE(boxedIn(r, Kind::Frigate, {H("0506"), 1}));
  const State s = initialState(r);
  const auto w = orderWarnings(r, s, std::get<WriteOrder>(parseAction(r, "orders T 1")));
  ASSERT_EQ(w.size(), 1u) << warningsText(w);
  EXPECT_EQ(w[0].kind, OrderWarning::Kind::BoxedIn);
  EXPECT_EQ(w[0].hex, bow);
  EXPECT_TRUE(contains(w[0].message, "T could only ever turn in place")) << w[0].message;
  EXPECT_TRUE(orderWarnings(r, s, std::get<WriteOrder>(parseAction(r, "orders T -"))).empty());
  // A frigate turns in place whatever surrounds it: it is boxed in only with land in all six.
  EXPECT_TRUE(boxedIn(r, Kind::Frigate, {bow, 1}) == false);
}

TEST(Detroits, DT_CONTACT_2_boarding_our_values_simultaneity_and_fire_and_the_other_readings) {
  // As in DT-EXEC-1: B1 (9 points) sails south, F1 (5) north; they meet on 0503 and board.
  // A Rouge frigate three hexes south-east of 0503 comes into B1's port cone only there.
  const Hex meet = H("0503");
  const auto rules = [&](const std::string &options) {
    return board(sea(), {ship("B1", "frigate", "0501", 4), ship("B2", "three-master", "0108", 1)},
                 {ship("F1", "frigate", "0505", 1, 5), ship("F2", "frigate", F(S(meet, 3, 3)), 1)}, options);
  };
  const auto boardOnce = [&](const Rules &r) {
    return holdThrough(
        r, play(r, initialState(r), {"orders B1 4 4 4 4", "orders F1 1 1 1 1", "seal Bleu", "seal Rouge"}));
  };
  // Our choice: the one-hex value of the table, both at once, and not the ship's fire of the turn.
  const Rules ours = rules("");
  Played at_pause =
      play(ours, initialState(ours),
           {"orders B1 4 4 4 4", "orders F1 1 1 1 1", "seal Bleu", "seal Rouge", "hold Bleu", "hold Rouge"});
  ASSERT_EQ(at_pause.state.phase, Phase::Execution) << at_pause.text();
  EXPECT_EQ(shipOf(ours, at_pause.state, "B1").resistance, 3);
  const auto b1Fires = [&](const Rules &r, const State &s) {
    const auto chances = fireChances(r, s);
    return std::any_of(chances.begin(), chances.end(),
                       [&](const FireChance &f) { return f.ship == r.shipIndex("B1"); });
  };
  EXPECT_TRUE(b1Fires(ours, at_pause.state)) << at_pause.text();
  // Boarding as the turn's fire.
  const Rules fire = rules("boarding_is_fire: true");
  const Played spent =
      play(fire, initialState(fire),
           {"orders B1 4 4 4 4", "orders F1 1 1 1 1", "seal Bleu", "seal Rouge", "hold Bleu", "hold Rouge"});
  EXPECT_FALSE(b1Fires(fire, spent.state)) << spent.text();
  // The ship that made the contact fires first, the other answers if still afloat.
  const Played alternate = boardOnce(rules("boarding: alternate"));
  EXPECT_EQ(shipOf(rules(""), alternate.state, "B1").resistance, 6); // F1 sank before its second shot
  EXPECT_TRUE(shipOf(rules(""), alternate.state, "F1").sunk());
  // A fixed value a round.
  const Played one = boardOnce(rules("boarding_damage: 1"));
  EXPECT_TRUE(contains(one.text(), "5 rounds")) << one.text();
  EXPECT_EQ(shipOf(rules(""), one.state, "B1").resistance, 4);
  EXPECT_NE(optionError("boarding_damage: lots").find("boarding_damage"), std::string::npos);
  EXPECT_EQ(optionError("boarding_damage: table"), "no error");
  EXPECT_NE(optionError("boarding: turns").find("simultaneous, alternate"), std::string::npos);
}

TEST(Detroits, DT_ORDER_1_an_empty_order_stays_by_our_choice_and_may_be_forbidden) {
  const std::vector<std::string> bleu = {ship("A", "frigate", "0505", 1), ship("C", "frigate", "0109", 1)};
  const std::vector<std::string> rouge = {ship("B", "frigate", "0909", 1)};
  const Rules ours = board(sea(), bleu, rouge);
  EXPECT_EQ(clauseOf(ours, initialState(ours), "orders A -"), "ok");
  EXPECT_EQ(clauseOf(ours, initialState(ours), "seal Bleu"), "ok");
  const Rules strict = board(sea(), bleu, rouge, "empty_order: forbidden");
  State s = initialState(strict);
  EXPECT_EQ(clauseOf(strict, s, "orders A -"), "DT-ORDER-1");
  EXPECT_EQ(clauseOf(strict, s, "seal Bleu"), "DT-ORDER-1"); // A and C have no order yet
  EXPECT_EQ(clauseOf(strict, s, "orders A R(2)"), "ok");     // a turn in place spends a point
  s = play(strict, s, {"orders A 1", "orders C R(2)"}).state;
  EXPECT_EQ(clauseOf(strict, s, "seal Bleu"), "ok");
  for (const WriteOrder &w : candidateOrders(strict, initialState(strict), 0))
    EXPECT_FALSE(w.tokens.empty());
  // A three-master that can spend no point without touching land may stay.
  std::vector<std::string> rows = sea();
  for (int f : {1, 3, 5}) { // ahead, and where its stern would swing to for either R
    const core::OffsetCoord o = core::toOffset(core::step(H("0505"), f));
    rows[static_cast<std::size_t>(o.row)][static_cast<std::size_t>(o.col)] = '#';
  }
  const Rules stuck = board(rows, {ship("T", "three-master", "0505", 1)}, rouge, "empty_order: forbidden");
  EXPECT_EQ(clauseOf(stuck, initialState(stuck), "orders T -"), "ok");
  EXPECT_EQ(clauseOf(stuck, initialState(stuck), "seal Bleu"), "ok");
  EXPECT_NE(optionError("empty_order: never").find("allowed, forbidden"), std::string::npos);
}

TEST(Detroits, DT_EXEC_1_the_table_hears_where_each_ship_went_at_each_pause_and_at_the_end) {
  // A Bleu three-master facing north; a Rouge frigate sails south into its starboard cone.
  const Hex x = S(H("0505"), 2, 2);
  const Rules r = board(sea(), {ship("T", "three-master", "0505", 1), ship("C", "frigate", "0109", 1)},
                        {ship("F", "frigate", F(S(x, 1)), 4), ship("G", "frigate", "0909", 1)});
  Played p = play(r, initialState(r), {"orders F 4 4 4", "orders T 1 R(2)", "seal Bleu", "seal Rouge"});
  p.log.clear();
  p = play(r, p.state, {"hold Bleu", "hold Rouge"});
  ASSERT_EQ(p.state.phase, Phase::Execution);
  // The three-master moves first (DT-EXEC-1); its first point brings a new chance: the pause tells
  // where it went before it says that the execution pauses.
  const std::string first = p.text();
  EXPECT_TRUE(contains(first, "T sails 1: 0505-0506 → 0504-0505, facing 1 (north)")) << first;
  EXPECT_LT(first.find("T sails"), first.find("the execution pauses")) << first;
  EXPECT_FALSE(contains(first, "F sails")) << first; // the frigates have not moved yet
  p.log.clear();
  p = holdThrough(r, p);
  const std::string rest = p.text();
  EXPECT_TRUE(contains(rest, "T sails R(2): 0504-0505 → 0504-0404, facing 2 (north-east)")) << rest;
  EXPECT_TRUE(contains(rest, "F sails 4 4: " + F(S(x, 1)) + " → " + F(S(x, 4)) + ", facing 4 (south)"))
      << rest;
  EXPECT_TRUE(contains(rest, "F sails 4: " + F(S(x, 4)) + " → " + F(S(x, 4, 2)))) << rest;
  EXPECT_FALSE(contains(rest, "C sails")) << rest; // no order: it stayed
  EXPECT_EQ(p.state.turn, 2);
}
