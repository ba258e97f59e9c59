// Planning a plane's move before it flies: which positions the plan assumes, and the ends that are
// traps for the plane itself or for a friend still to fly; what a lost flight does, in words.
// Clause ids: ES-TURN-2, ES-CRASH-3, ES-CRASH-4, ES-MAP-2.
#include "Fixture.h"

#include <algorithm>

using namespace amiraute;
using namespace amiraute::escadrilles;
using namespace amiraute::escadrilles::testing;

namespace {

bool has(const std::vector<int> &list, int x) { return std::find(list.begin(), list.end(), x) != list.end(); }

/// The risk of the end on `hex` facing `facing` in `plan`, or nullptr when it is not an end.
const EndRisk *riskAt(const Plan &plan, const char *hex, int facing) {
  for (std::size_t k = 0; k < plan.reach.ends.size(); ++k)
    if (plan.reach.ends[k].end == H(hex) && plan.reach.ends[k].facing == facing) return &plan.risks[k];
  return nullptr;
}

} // namespace

TEST(EscadrillesPlan, ES_TURN_2_a_plane_that_flies_first_is_not_planned_against_where_it_stands_now) {
  // Bleu 2 sits right behind Bleu 1, nose to tail: against the position as it stands every path of
  // Bleu 2 rams Bleu 1, but Bleu 1 flies first and will have left its hex.
  const Rules r = board(kSea, {plane(1, "0505", 1), plane(2, "0506", 1)}, {plane(1, "0101", 4)});
  const State s = initialState(r);
  ASSERT_EQ(s.phase, Phase::Movement);
  EXPECT_FALSE(reachOf(r, s, 1).canFinish());
  const Plan plan = planFor(r, s, 1);
  EXPECT_EQ(plan.assumed.ahead, std::vector<int>{0});
  EXPECT_EQ(plan.assumed.standing, std::vector<int>{s.planeIndex(1, 1)});
  EXPECT_TRUE(plan.reach.canFinish());
  EXPECT_EQ(plan.risks.size(), plan.reach.ends.size());
  // Once Bleu 1 has flown, it stands on its new hex and counts again.
  const State after = play(r, s, {"move Bleu 1 1 1"});
  const Plan later = planFor(r, after, 1);
  EXPECT_TRUE(later.assumed.ahead.empty());
  EXPECT_TRUE(has(later.assumed.standing, 0));
}

TEST(EscadrillesPlan, ES_TURN_1_while_speeds_are_set_the_first_squadron_flies_before_the_other) {
  const Rules r = board(kSea, {plane(1, "0105", 2, 3), plane(2, "0107", 2, 3)},
                        {plane(1, "0905", 6, 3), plane(2, "0907", 6, 3)});
  const State s = initialState(r);
  ASSERT_EQ(s.phase, Phase::Speeds);
  const Plan rouge2 = planFor(r, s, s.planeIndex(1, 2), 3);
  EXPECT_EQ(rouge2.assumed.ahead, (std::vector<int>{0, 1, s.planeIndex(1, 1)})); // Bleu all, then Rouge 1
  EXPECT_TRUE(rouge2.assumed.standing.empty());
  const Plan bleu1 = planFor(r, s, 0, 3);
  EXPECT_TRUE(bleu1.assumed.ahead.empty());
  EXPECT_EQ(bleu1.assumed.standing.size(), 3u);
}

TEST(EscadrillesPlan, ES_CRASH_4_an_end_facing_the_edge_leaves_no_safe_way_next_turn) {
  // Bleu 1 on 0503 facing north at 2: straight on ends on 0501, the map's edge ahead.
  const Rules r = board(kSea, {plane(1, "0503", 1)}, {plane(1, "0909", 1)});
  const State s = initialState(r);
  const Plan plan = planFor(r, s, 0);
  const EndRisk *edge = riskAt(plan, "0501", 1);
  ASSERT_NE(edge, nullptr);
  EXPECT_TRUE(edge->trapped);
  EXPECT_TRUE(edge->risky());
  EXPECT_TRUE(trappedFrom(r, s, 0, H("0501"), 1, 2));
  EXPECT_FALSE(trappedFrom(r, s, 0, H("0505"), 1, 2));
  EXPECT_TRUE(std::any_of(plan.risks.begin(), plan.risks.end(), [](const EndRisk &x) { return !x.risky(); }));
  // A dark hex ahead does the same.
  std::vector<std::string> rows = kSea;
  rows[2][4] = '#'; // 0503
  const Rules dark = board(rows, {plane(1, "0507", 1)}, {plane(1, "0909", 1)});
  // Facing it from the next hex: nowhere to go next turn. Two hexes short of it, a turn after the
  // first hex still gets away.
  const State dark_state = initialState(dark);
  EXPECT_TRUE(trappedFrom(dark, dark_state, 0, H("0504"), 1, 2));
  EXPECT_FALSE(trappedFrom(dark, dark_state, 0, H("0505"), 1, 2));
}

TEST(EscadrillesPlan, ES_CRASH_3_an_end_in_the_way_of_a_friend_still_to_fly_is_marked) {
  // Bleu 1 flies south from 0505; Bleu 2, on 0508 facing north, must enter 0507 first.
  const Rules r = board(kSea, {plane(1, "0505", 4), plane(2, "0508", 1)}, {plane(1, "0101", 4)});
  const State s = initialState(r);
  const Plan plan = planFor(r, s, 0);
  const EndRisk *blocking = riskAt(plan, "0507", 4);
  ASSERT_NE(blocking, nullptr);
  EXPECT_EQ(blocking->traps, std::vector<int>{1});
  EXPECT_FALSE(blocking->trapped);
  const EndRisk *aside = riskAt(plan, "0406", 5);
  ASSERT_NE(aside, nullptr);
  EXPECT_TRUE(aside->traps.empty());
  // The move is still allowed: it is a warning, not a rule.
  EXPECT_EQ(clauseOf(r, s, "move Bleu 1 4 4"), "ok");
}

TEST(EscadrillesPlan, ES_MAP_2_a_flight_off_the_map_is_said_to_leave_from_its_last_hex) {
  const Rules r = board(kSea, {plane(1, "0502", 1), plane(2, "0909", 4)}, {plane(1, "0105", 3)});
  const State s = initialState(r);
  const Flight off = fly(r, s, 0, {1, 1}).flight;
  ASSERT_EQ(off.outcome, Outcome::OffMap);
  EXPECT_EQ(lossText(r, s, off), "From 0501 the plane flies off the map and leaves the game (ES-MAP-2).");
  std::vector<std::string> rows = kSea;
  rows[6][4] = '#'; // 0507
  const Rules dark = board(rows, {plane(1, "0509", 1)}, {plane(1, "0101", 4)});
  const Flight in = fly(dark, initialState(dark), 0, {1, 1}).flight;
  EXPECT_EQ(lossText(dark, initialState(dark), in),
            "Entering 0507 the plane crashes into a dark hex (ES-CRASH-1).");
}
