// The shared combat of the odds games (core/hex/Combat.h): retreat routes and settling.
#include "core/hex/Combat.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

using namespace amiraute::core;

namespace {

Hex H(const char *t) { return parseHex(t); }

bool offers(const std::vector<RetreatRoute> &routes, const char *hex) {
  return std::any_of(routes.begin(), routes.end(), [&](const RetreatRoute &r) { return r.to == H(hex); });
}

// A 9x9 board; `blocked` hexes cannot be entered, `fields` are slide hexes, `pressure` hexes sit
// under 3:1 odds.
RetreatTerrain board(std::set<Hex> blocked, std::set<Hex> fields = {}, std::set<Hex> pressure = {}) {
  RetreatTerrain t;
  t.open = [blocked](Hex, Hex to) {
    const OffsetCoord o = toOffset(to);
    return o.col >= 0 && o.row >= 0 && o.col < 9 && o.row < 9 && !blocked.contains(to);
  };
  if (!fields.empty()) t.slide = [fields](Hex h) { return fields.contains(h); };
  t.odds_at = [pressure](Hex h) { return computeOdds(pressure.contains(h) ? 3 : 1, 1); };
  return t;
}

} // namespace

TEST(HexCombat, RetreatGoesToAnOpenNeighbourWhereTheOddsFallBelow3To1) {
  const Hex from = H("0505");
  const auto all = retreatRoutes(from, board({}));
  EXPECT_EQ(all.size(), 6u);
  const auto some = retreatRoutes(from, board({H("0504")}, {}, {H("0506")}));
  EXPECT_EQ(some.size(), 4u);
  EXPECT_FALSE(offers(some, "0504")); // closed
  EXPECT_FALSE(offers(some, "0506")); // still 3:1 there
  for (const auto &r : some)
    EXPECT_TRUE(r.through.empty());
}

TEST(HexCombat, NoRouteWhenEveryNeighbourIsClosed) {
  const Hex from = H("0505");
  std::set<Hex> all;
  for (Hex n : neighbours(from))
    all.insert(n);
  EXPECT_TRUE(retreatRoutes(from, board(all)).empty());
}

TEST(HexCombat, SlideHexGoesOnStraightByDefault) {
  // 0505 retreats north into the field 0504: it goes on north to 0503, never stopping on 0504.
  RetreatTerrain t = board({}, {H("0504")});
  const auto routes = retreatRoutes(H("0505"), t);
  EXPECT_FALSE(offers(routes, "0504"));
  ASSERT_TRUE(offers(routes, "0503"));
  const auto it =
      std::find_if(routes.begin(), routes.end(), [](const RetreatRoute &r) { return r.to == H("0503"); });
  EXPECT_EQ(it->through, std::vector<Hex>{H("0504")});
  EXPECT_EQ(routes.size(), 6u);
  // Straight on blocked: the field leads nowhere.
  const auto blocked = retreatRoutes(H("0505"), board({H("0503")}, {H("0504")}));
  EXPECT_FALSE(offers(blocked, "0503"));
  EXPECT_EQ(blocked.size(), 5u);
}

TEST(HexCombat, SlideHexAnyWayButBackWhenAsked) {
  RetreatTerrain t = board({}, {H("0504")});
  t.slide_straight = false;
  const auto routes = retreatRoutes(H("0505"), t);
  EXPECT_TRUE(offers(routes, "0503"));
  EXPECT_TRUE(offers(routes, "0403"));
  EXPECT_FALSE(offers(routes, "0505")); // not back where it stood
}

TEST(HexCombat, SlidesChainThroughSeveralFields) {
  const auto routes = retreatRoutes(H("0505"), board({}, {H("0504"), H("0503")}));
  ASSERT_TRUE(offers(routes, "0502"));
  const auto it =
      std::find_if(routes.begin(), routes.end(), [](const RetreatRoute &r) { return r.to == H("0502"); });
  EXPECT_EQ(it->through.size(), 2u);
}

TEST(HexCombat, SettleEliminatesThePiecesWithNowhereToGoAndStopsAtTheFirstThatWaits) {
  std::vector<PendingRetreat> pending = {{1, {7}}, {2, {7}}, {3, {8}}};
  std::vector<int> gone;
  const bool waiting = settleRetreats(
      pending, [](const PendingRetreat &r) { return r.piece == 2; },
      [&](const PendingRetreat &r) { gone.push_back(r.piece); });
  EXPECT_TRUE(waiting);
  EXPECT_EQ(gone, std::vector<int>{1});
  ASSERT_EQ(pending.size(), 2u);
  EXPECT_EQ(pending.front().piece, 2);
  EXPECT_FALSE(settleRetreats(
      pending, [](const PendingRetreat &) { return false; }, [](const PendingRetreat &) {}));
  EXPECT_TRUE(pending.empty());
}
