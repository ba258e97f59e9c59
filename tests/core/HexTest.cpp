// Hex grid algorithms. Reference cases marked "Red Blob" come from Red Blob Games' hex grid guide
// and its published implementation tests (redblobgames.com/grids/hexagons/implementation.html).
#include "core/hex/CellReach.h"
#include "core/hex/Grid.h"
#include "core/hex/Map.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <set>
#include <stdexcept>

using namespace amiraute::core;

namespace {
Hex cube(int q, int r, int s) {
  EXPECT_EQ(q + r + s, 0);
  return {q, r};
}
Hex H(const char *ccrr) { return parseHex(ccrr); }
std::set<std::string> printed(const std::vector<Hex> &hexes) {
  std::set<std::string> out;
  for (Hex h : hexes)
    out.insert(formatHex(h));
  return out;
}
} // namespace

TEST(Hex, RedBlobArithmeticAndDirections) {
  EXPECT_EQ(cube(1, -3, 2) + cube(3, -7, 4), cube(4, -10, 6));
  EXPECT_EQ(cube(1, -3, 2) - cube(3, -7, 4), cube(-2, 4, -2));
  EXPECT_EQ(kHexDirections[2], cube(0, -1, 1));
  EXPECT_EQ(neighbour(cube(1, -2, 1), 2), cube(1, -3, 2));
}

TEST(Hex, RedBlobDistance) {
  EXPECT_EQ(distance(cube(3, -7, 4), cube(0, 0, 0)), 7);
  EXPECT_EQ(distance(cube(0, 0, 0), cube(0, 0, 0)), 0);
  for (Hex n : neighbours(cube(2, -1, -1)))
    EXPECT_EQ(distance(n, cube(2, -1, -1)), 1);
}

TEST(Hex, RedBlobRound) {
  const FractionalHex half{5.0, -10.0, 5.0};
  EXPECT_EQ(roundHex(half), cube(5, -10, 5));
  const auto lerp = [](Hex a, Hex b, double t) {
    return FractionalHex{a.q + (b.q - a.q) * t, a.r + (b.r - a.r) * t, a.s() + (b.s() - a.s()) * t};
  };
  const Hex a = cube(0, 0, 0), b = cube(1, -1, 0), c = cube(0, -1, 1);
  EXPECT_EQ(roundHex(lerp(a, b, 0.499)), a);
  EXPECT_EQ(roundHex(lerp(a, b, 0.501)), b);
  EXPECT_EQ(roundHex({a.q * 0.4 + b.q * 0.3 + c.q * 0.3, a.r * 0.4 + b.r * 0.3 + c.r * 0.3,
                      a.s() * 0.4 + b.s() * 0.3 + c.s() * 0.3}),
            a);
  EXPECT_EQ(roundHex({a.q * 0.3 + b.q * 0.3 + c.q * 0.4, a.r * 0.3 + b.r * 0.3 + c.r * 0.4,
                      a.s() * 0.3 + b.s() * 0.3 + c.s() * 0.4}),
            c);
}

TEST(Hex, RedBlobLineDraw) {
  const std::vector<Hex> expected = {cube(0, 0, 0),  cube(0, -1, 1), cube(0, -2, 2),
                                     cube(1, -3, 2), cube(1, -4, 3), cube(1, -5, 4)};
  EXPECT_EQ(line(cube(0, 0, 0), cube(1, -5, 4)), expected);
  EXPECT_EQ(line(cube(2, 2, -4), cube(2, 2, -4)), std::vector<Hex>{cube(2, 2, -4)});
}

TEST(Hex, LineTieRuleIsStable) {
  // (0,0) → (2,-1): the midpoint (1, -0.5) lies on the edge between (1,-1) and (1,0).
  // The nudge picks (1,-1)... or (1,0) — whichever, it must be the same each way and connected.
  const auto l = line(cube(0, 0, 0), cube(2, -1, -1));
  ASSERT_EQ(l.size(), 3u);
  EXPECT_EQ(l[1], cube(1, 0, -1)); // nudge toward growing r (+2e-6) beats q's
  for (std::size_t i = 1; i < l.size(); ++i)
    EXPECT_TRUE(adjacent(l[i - 1], l[i]));
  // Every line is a connected chain of distance + 1 hexes.
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> d(-20, 20);
  for (int i = 0; i < 200; ++i) {
    const Hex a{d(rng), d(rng)}, b{d(rng), d(rng)};
    const auto path = line(a, b);
    ASSERT_EQ(path.size(), static_cast<std::size_t>(distance(a, b)) + 1);
    EXPECT_EQ(path.front(), a);
    EXPECT_EQ(path.back(), b);
    for (std::size_t k = 1; k < path.size(); ++k)
      EXPECT_TRUE(adjacent(path[k - 1], path[k]));
  }
}

TEST(Hex, RedBlobOffsetOddQ) {
  EXPECT_EQ(toOffset(cube(1, 2, -3)), (OffsetCoord{1, 2}));
  EXPECT_EQ(fromOffset({1, 2}), cube(1, 2, -3));
  EXPECT_EQ(fromOffset(toOffset(cube(3, 4, -7))), cube(3, 4, -7));
  EXPECT_EQ(toOffset(fromOffset({1, -3})), (OffsetCoord{1, -3}));
}

TEST(Hex, CcrrRoundTrip) {
  for (int c = 1; c <= 99; c += 7)
    for (int r = 1; r <= 99; r += 5) {
      char text[5];
      std::snprintf(text, sizeof text, "%02d%02d", c, r);
      EXPECT_EQ(formatHex(parseHex(text)), text);
    }
  EXPECT_EQ(parseHex("0101"), (Hex{0, 0}));
  EXPECT_EQ(toOffset(parseHex("1712")), (OffsetCoord{16, 11}));
}

TEST(Hex, CcrrErrors) {
  for (const char *bad : {"", "101", "01011", "0a01", "0001", "0100", "-101", " 101"})
    EXPECT_THROW(parseHex(bad), HexError) << bad;
  try {
    parseHex("0x04");
    FAIL();
  } catch (const HexError &e) {
    EXPECT_NE(std::string(e.what()).find("CCRR"), std::string::npos);
  }
  EXPECT_THROW(formatHex(fromOffset({-1, 0})), HexError);
  EXPECT_THROW(formatHex(fromOffset({99, 0})), HexError);
}

TEST(Hex, PrintedNeighboursEvenColumnsLower) {
  // 0101 sits in the corner: on the map its neighbours are 0201 and 0102 only.
  std::set<std::string> on_map;
  for (Hex n : neighbours(H("0101"))) {
    const OffsetCoord o = toOffset(n);
    if (o.col >= 0 && o.row >= 0) on_map.insert(formatHex(n));
  }
  EXPECT_EQ(on_map, (std::set<std::string>{"0201", "0102"}));
  // 0201 (an even column, half a hex lower).
  std::set<std::string> n0201;
  for (Hex n : neighbours(H("0201")))
    if (toOffset(n).row >= 0) n0201.insert(formatHex(n));
  EXPECT_EQ(n0201, (std::set<std::string>{"0101", "0102", "0301", "0302", "0202"}));
  // An interior odd column: 0303 touches 0202 and 0203, 0402 and 0403.
  const auto n0303 = neighbours(H("0303"));
  EXPECT_EQ(printed(std::vector<Hex>(n0303.begin(), n0303.end())),
            (std::set<std::string>{"0302", "0304", "0202", "0203", "0402", "0403"}));
  EXPECT_EQ(directionTo(H("0101"), H("0201")), 0);
  EXPECT_EQ(directionTo(H("0101"), H("0301")), -1);
  EXPECT_EQ(distance(H("0101"), H("0301")), 2);
  EXPECT_EQ(distance(H("0101"), H("0105")), 4);
}

TEST(Hex, RingsAndRanges) {
  EXPECT_EQ(ring({0, 0}, 0), std::vector<Hex>{Hex{}});
  for (int radius = 1; radius <= 6; ++radius) {
    const auto r = ring({3, -2}, radius);
    EXPECT_EQ(r.size(), static_cast<std::size_t>(6 * radius));
    for (Hex h : r)
      EXPECT_EQ(distance(h, {3, -2}), radius);
    EXPECT_EQ(std::set<Hex>(r.begin(), r.end()).size(), r.size());
    const auto all = range({3, -2}, radius);
    EXPECT_EQ(all.size(), static_cast<std::size_t>(3 * radius * (radius + 1) + 1));
    for (Hex h : all)
      EXPECT_LE(distance(h, {3, -2}), radius);
  }
}

TEST(Hex, PixelLayoutBothWays) {
  const HexLayout layout{20.0, {100.0, 50.0}};
  EXPECT_DOUBLE_EQ(hexToPixel(layout, {0, 0}).x, 100.0);
  EXPECT_DOUBLE_EQ(hexToPixel(layout, {0, 0}).y, 50.0);
  // Even printed column 0201 sits half a hex lower than 0101: same row, y larger by √3/2·size.
  const PixelPoint p0201 = hexToPixel(layout, H("0201"));
  EXPECT_DOUBLE_EQ(p0201.x, 130.0);
  EXPECT_NEAR(p0201.y, 50.0 + std::sqrt(3.0) * 10.0, 1e-9);
  EXPECT_NEAR(hexToPixel(layout, H("0102")).y, 50.0 + std::sqrt(3.0) * 20.0, 1e-9);
  for (Hex h : range({4, 4}, 5)) {
    EXPECT_EQ(pixelToHex(layout, hexToPixel(layout, h)), h);
    // Points just inside every corner still land in the hex.
    const PixelPoint c = hexToPixel(layout, h);
    for (PixelPoint k : hexCorners(layout, h))
      EXPECT_EQ(pixelToHex(layout, {c.x + (k.x - c.x) * 0.9, c.y + (k.y - c.y) * 0.9}), h);
  }
}

namespace {
// A bounded map with costs 1..4 and impassable cells.
struct TestMap {
  int cols, rows;
  std::vector<int> cost; // -1 impassable
  int at(Hex h) const {
    const OffsetCoord o = toOffset(h);
    if (o.col < 0 || o.row < 0 || o.col >= cols || o.row >= rows) return kImpassable;
    return cost[o.row * cols + o.col];
  }
};
TestMap randomMap(std::mt19937 &rng, int cols, int rows) {
  TestMap m{cols, rows, {}};
  std::uniform_int_distribution<int> d(0, 9);
  for (int i = 0; i < cols * rows; ++i) {
    const int v = d(rng);
    m.cost.push_back(v == 0 ? -1 : v < 5 ? 1 : v < 7 ? 2 : v < 9 ? 3 : 4);
  }
  return m;
}
} // namespace

TEST(HexReach, CostsOfPlainLine) {
  HexReach reach;
  const auto &r = reach.search({0, 0}, 3, [](Hex, Hex) { return 1; });
  EXPECT_EQ(r.hexes.size(), 37u); // range 3
  EXPECT_EQ(r.hexes.front(), (ReachedHex{{0, 0}, 0}));
  for (const auto &h : r.hexes)
    EXPECT_EQ(h.cost, distance(h.hex, {0, 0}));
  const auto path = r.pathTo({3, -3});
  ASSERT_EQ(path.size(), 4u);
  EXPECT_EQ(path.front(), (Hex{0, 0}));
  EXPECT_EQ(path.back(), (Hex{3, -3}));
  EXPECT_TRUE(r.pathTo({4, 0}).empty());
  EXPECT_EQ(r.costTo({4, 0}), -1);
}

TEST(HexReach, EntersOnlyWhatItCanPayFor) {
  // Entering mountain costs 4: with 5 points you may enter mountain then one plain, not a city.
  const Hex mountain{1, 0};
  const auto cost = [&](Hex, Hex to) {
    if (to == mountain) return 4;
    if (to.q >= 2) return 2; // city beyond
    if (to.q < 0 || to.r != 0) return kImpassable;
    return 1;
  };
  HexReach reach;
  const auto &r = reach.search({0, 0}, 5, cost);
  EXPECT_EQ(r.costTo(mountain), 4);
  EXPECT_FALSE(r.contains({2, 0})); // 4 + 2 > 5
  const auto &r6 = reach.search({0, 0}, 6, cost);
  EXPECT_EQ(r6.costTo({2, 0}), 6);
}

TEST(HexReach, CheapestPathAroundExpensiveHex) {
  // Going straight through a forest (3) costs more than going around through plains.
  const auto cost = [](Hex, Hex to) { return to == Hex{1, 0} ? 3 : 1; };
  HexReach reach;
  const auto &r = reach.search({0, 0}, 5, cost);
  EXPECT_EQ(r.costTo({2, 0}), 3); // around the forest in three plain steps, not 3 + 1 through it
  const auto path = r.pathTo({2, 0});
  int total = 0;
  for (std::size_t i = 1; i < path.size(); ++i)
    total += cost(path[i - 1], path[i]);
  EXPECT_EQ(total, r.costTo({2, 0}));
  EXPECT_EQ(std::find(path.begin(), path.end(), Hex{1, 0}), path.end());
}

TEST(HexReach, ZoneOfControlStopsButStillReaches) {
  // Stop hexes are reached but not expanded; the start is expanded even if it is a stop hex.
  const std::set<Hex> zoc = {{1, 0}, {0, 0}};
  const auto cost = [](Hex, Hex to) { return to.r == 0 && to.q >= 0 ? 1 : kImpassable; };
  HexReach reach;
  const auto &r = reach.search({0, 0}, 5, cost, [&](Hex h) { return zoc.count(h) > 0; });
  EXPECT_TRUE(r.contains({1, 0}));
  EXPECT_FALSE(r.contains({2, 0}));
  const auto &free = reach.search({0, 0}, 5, cost);
  EXPECT_TRUE(free.contains({5, 0}));
}

TEST(HexReach, NegativeBudgetReachesNothing) {
  HexReach reach;
  EXPECT_TRUE(reach.search({0, 0}, -1, [](Hex, Hex) { return 1; }).hexes.empty());
  EXPECT_TRUE(reachBaseline(
                  {0, 0}, -1, [](Hex, Hex) { return 1; }, [](Hex) { return false; })
                  .hexes.empty());
}

namespace {
// Planètes-like terrain along a corridor (row r = 0, q >= 0): costs to enter, with force fields
// that cost nothing and give one point for the very next step.
enum Kind { Void, Asteroids, Field, Wall };
int enter(Kind k) { return k == Void ? 1 : k == Asteroids ? 2 : k == Field ? 0 : kImpassable; }
int fieldStep(Kind from, Kind to) {
  const int c = enter(to);
  if (c < 0) return kImpassable;
  return from == Field ? std::max(0, c - 1) : c;
}
// A random map of such terrain, walls off it: of every twelve hexes about one a wall, two
// asteroids and `fields` - 3 force fields, the rest void.
struct FieldMap {
  HexGridShape shape;
  std::vector<Kind> kinds;
  Kind at(Hex h) const { return shape.contains(h) ? kinds[static_cast<std::size_t>(shape.index(h))] : Wall; }
  int step(Hex from, Hex to) const { return fieldStep(at(from), at(to)); }
};
FieldMap randomFieldMap(std::mt19937 &rng, int cols, int rows, int fields) {
  FieldMap map{{cols, rows}, {}};
  std::uniform_int_distribution<int> k(0, 11);
  for (int i = 0; i < cols * rows; ++i) {
    const int v = k(rng);
    map.kinds.push_back(v == 0 ? Wall : v < 3 ? Asteroids : v < fields ? Field : Void);
  }
  return map;
}
} // namespace

TEST(HexReach, ForceFieldsCostNothingAndPayForTheNextStep) {
  //             q: 0     1      2     3          4     5
  const Kind row[] = {Void, Field, Void, Asteroids, Field, Asteroids};
  const auto kind = [&](Hex h) { return h.r == 0 && h.q >= 0 && h.q < 6 ? row[h.q] : Wall; };
  const auto cost = [&](Hex from, Hex to) { return fieldStep(kind(from), kind(to)); };
  HexReach reach;
  const auto &r = reach.search({0, 0}, 2, cost);
  EXPECT_EQ(r.costTo({1, 0}), 0);  // into the field: free
  EXPECT_EQ(r.costTo({2, 0}), 0);  // out of it into void: 1 - the field's point
  EXPECT_EQ(r.costTo({3, 0}), 2);  // asteroids at full price: the bonus was spent on the step before
  EXPECT_EQ(r.costTo({4, 0}), 2);  // another field: free
  EXPECT_EQ(r.costTo({5, 0}), -1); // asteroids out of a field cost 1: one point too many
  const auto &r3 = reach.search({0, 0}, 3, cost);
  EXPECT_EQ(r3.costTo({5, 0}), 3);
  EXPECT_EQ(r3.pathTo({5, 0}).size(), 6u);
  // The costs come in Dijkstra order even with free steps.
  for (std::size_t i = 1; i < r3.hexes.size(); ++i)
    EXPECT_LE(r3.hexes[i - 1].cost, r3.hexes[i].cost);
}

TEST(HexReach, FreeStepsCarryTheSearchBeyondTheBudgetsReach) {
  // A corridor of 40 free hexes: one point reaches all of them and one hex beyond. The budget's
  // own window (radius 2) is far too small: the search must grow it, or keep to the limit given.
  const auto cost = [](Hex, Hex to) {
    if (to.r != 0 || to.q < 0 || to.q > 41) return kImpassable;
    return to.q <= 40 ? 0 : 1;
  };
  HexReach reach;
  const auto &r = reach.search({0, 0}, 1, cost);
  EXPECT_EQ(r.hexes.size(), 42u);
  EXPECT_EQ(r.costTo({40, 0}), 0);
  EXPECT_EQ(r.costTo({41, 0}), 1);
  EXPECT_EQ(r.pathTo({41, 0}).size(), 42u);
  const ReachResult slow = reachBaseline({0, 0}, 1, cost, [](Hex) { return false; });
  EXPECT_EQ(slow.hexes.size(), 42u);
  // Limited to the first 20 hexes of the corridor, it stops there.
  const auto &limited = reach.search(
      {0, 0}, 1, cost, [](Hex) { return false; }, HexBox{0, 0, 19, 0});
  EXPECT_EQ(limited.hexes.size(), 20u);
  EXPECT_FALSE(limited.contains({20, 0}));
  // A small search right after a grown one is unaffected by the bigger window's leftovers.
  EXPECT_EQ(reach.search({0, 0}, 3, [](Hex, Hex) { return 1; }).hexes.size(), 37u);
}

TEST(HexReach, EndlessFreeStepsNeedALimit) {
  HexReach reach;
  const auto free = [](Hex, Hex) { return 0; };
  EXPECT_THROW(reach.search({0, 0}, 2, free), std::length_error);
  // Limited to a map's box, every hex of the box is reached at no cost.
  HexGridShape shape{6, 5};
  const auto &r = reach.search(
      fromOffset({2, 2}), 2, free, [](Hex) { return false; }, shape.box());
  const HexBox box = shape.box();
  EXPECT_EQ(r.hexes.size(), static_cast<std::size_t>((box.q1 - box.q0 + 1) * (box.r1 - box.r0 + 1)));
  for (const auto &h : r.hexes)
    EXPECT_EQ(h.cost, 0);
  // A start outside the limit reaches nothing.
  EXPECT_TRUE(reach
                  .search(
                      {50, 50}, 2, free, [](Hex) { return false; }, box)
                  .hexes.empty());
}

TEST(HexReach, StepCostsSeeTheHexside) {
  // A cost per (from, to) step: a wall between (0,0) and (1,0) only.
  const auto cost = [](Hex from, Hex to) {
    if ((from == Hex{0, 0} && to == Hex{1, 0}) || (from == Hex{1, 0} && to == Hex{0, 0})) return kImpassable;
    return 1;
  };
  HexReach reach;
  EXPECT_EQ(reach.search({0, 0}, 3, cost).costTo({1, 0}), 2);
}

namespace {
// Every path is a real chain whose steps add up to the cost, through no stop hex; costs come in
// order; the fast and slow searches reach the same hexes at the same costs.
template <class Cost, class Stop>
void expectSameReach(const ReachResult &fast, const ReachResult &slow, Hex start, Cost cost, Stop stop,
                     int trial) {
  ASSERT_EQ(fast.hexes.size(), slow.hexes.size()) << "trial " << trial;
  std::map<Hex, int> slow_costs;
  for (const auto &h : slow.hexes)
    slow_costs[h.hex] = h.cost;
  for (const auto &h : fast.hexes) {
    ASSERT_TRUE(slow_costs.count(h.hex)) << "trial " << trial;
    EXPECT_EQ(slow_costs[h.hex], h.cost) << "trial " << trial;
    const auto path = fast.pathTo(h.hex);
    ASSERT_EQ(path.front(), start);
    int total = 0;
    for (std::size_t i = 1; i < path.size(); ++i) {
      ASSERT_TRUE(adjacent(path[i - 1], path[i]));
      total += cost(path[i - 1], path[i]);
      if (i + 1 < path.size()) {
        EXPECT_FALSE(stop(path[i]));
      }
    }
    EXPECT_EQ(total, h.cost);
  }
  for (std::size_t i = 1; i < fast.hexes.size(); ++i)
    EXPECT_LE(fast.hexes[i - 1].cost, fast.hexes[i].cost);
}
} // namespace

TEST(HexReach, FastEqualsBaselineWithForceFieldsOnRandomMaps) {
  // A quarter of the hexes are force fields: free to enter, one point off the next step.
  std::mt19937 rng(1312);
  HexReach reach;
  for (int trial = 0; trial < 60; ++trial) {
    const int cols = 24, rows = 20;
    const FieldMap map = randomFieldMap(rng, cols, rows, 6);
    const HexGridShape &shape = map.shape;
    const auto cost = [&](Hex from, Hex to) { return map.step(from, to); };
    std::set<Hex> zoc;
    std::uniform_int_distribution<int> col(0, cols - 1), row(0, rows - 1), budget(0, 7);
    if (trial % 2)
      for (int i = 0; i < 40; ++i)
        zoc.insert(fromOffset({col(rng), row(rng)}));
    const auto stop = [&](Hex h) { return zoc.count(h) > 0; };
    const Hex start = fromOffset({col(rng), row(rng)});
    const int b = budget(rng);
    const ReachResult slow = reachBaseline(start, b, cost, stop);
    expectSameReach(reach.search(start, b, cost, stop), slow, start, cost, stop, trial);
    expectSameReach(reach.search(start, b, cost, stop, shape.box()), slow, start, cost, stop, trial);
  }
}

TEST(HexReach, FastEqualsBaselineOnRandomMaps) {
  std::mt19937 rng(2024);
  HexReach reach;
  for (int trial = 0; trial < 60; ++trial) {
    const TestMap map = randomMap(rng, 30, 25);
    std::uniform_int_distribution<int> col(0, 29), row(0, 24), budget(0, 14), coin(0, 7);
    const Hex start = fromOffset({col(rng), row(rng)});
    const int b = budget(rng);
    std::set<Hex> zoc;
    if (trial % 2)
      for (int i = 0; i < 60; ++i)
        zoc.insert(fromOffset({col(rng), row(rng)}));
    const auto cost = [&](Hex, Hex to) { return map.at(to); };
    const auto stop = [&](Hex h) { return zoc.count(h) > 0; };
    const ReachResult slow = reachBaseline(start, b, cost, stop);
    expectSameReach(reach.search(start, b, cost, stop), slow, start, cost, stop, trial);
    const HexGridShape shape{30, 25};
    expectSameReach(reach.search(start, b, cost, stop, shape.box()), slow, start, cost, stop, trial);
  }
}

// CellReach answers for a few target hexes what HexReach answers for all: on random maps (free
// steps and bonuses after some cells, walls, zones that stop a move, random budgets), with no
// bound it settles the very cells HexReach returns, in its order, at its costs and by its paths;
// with a bound that never overstates the cost left (the cheapest cost to a target by the map
// alone, the stops and walls of the search left out), it finds every target HexReach reaches, in
// HexReach's order, at its cost and by its path; and told to stop once all are found, the same.
TEST(CellReach, FindsWhatHexReachFindsInItsOrderByItsPaths) {
  std::mt19937_64 rng(5);
  int targets_seen = 0;
  for (int round = 0; round < 200; ++round) {
    const HexGridShape shape{3 + static_cast<int>(rng() % 12), 3 + static_cast<int>(rng() % 12)};
    const int n = shape.cells();
    std::vector<int> enter(static_cast<std::size_t>(n)), bonus(static_cast<std::size_t>(n));
    std::vector<bool> wall(static_cast<std::size_t>(n)), zone(static_cast<std::size_t>(n));
    for (std::size_t i = 0; i < enter.size(); ++i) {
      enter[i] = static_cast<int>(rng() % 3); // 0, 1 or 2
      bonus[i] = rng() % 5 == 0;              // the next step is one point cheaper
      zone[i] = rng() % 7 == 0;
    }
    const auto terrain = [&](int from, int to) {
      return std::max(0, enter[static_cast<std::size_t>(to)] - bonus[static_cast<std::size_t>(from)]);
    };
    // Walls only block this search: the bound below does not know them.
    for (std::size_t i = 0; i < wall.size(); ++i)
      wall[i] = rng() % 6 == 0;
    const int start = static_cast<int>(rng() % static_cast<std::uint64_t>(n));
    wall[static_cast<std::size_t>(start)] = false;
    const int budget = static_cast<int>(rng() % 7);
    const auto step = [&](int from, int to) {
      return wall[static_cast<std::size_t>(to)] ? -1 : terrain(from, to);
    };
    const auto stop = [&](int cell) { return static_cast<bool>(zone[static_cast<std::size_t>(cell)]); };
    // HexReach over the same map, by hexes.
    const auto cost = [&](Hex from, Hex to) {
      const int t = shape.index(to);
      return t < 0 ? kImpassable : step(shape.index(from), t);
    };
    HexReach whole;
    const ReachResult &all = whole.search(
        shape.hexAt(start), budget, cost, [&](Hex h) { return stop(shape.index(h)); }, shape.box());
    const auto next = cellNeighbours(shape);
    CellReach aimed;
    // No bound: every cell, in order.
    std::vector<int> settled;
    aimed.run(
        next, start, budget, step, stop, [](int) { return 0; },
        [&](int c) {
          settled.push_back(c);
          return true;
        });
    ASSERT_EQ(settled.size() + 1, all.hexes.size());
    for (std::size_t k = 0; k < settled.size(); ++k) {
      const Hex h = all.hexes[k + 1].hex;
      ASSERT_EQ(shape.hexAt(settled[k]), h);
      ASSERT_EQ(aimed.cost(settled[k]), all.hexes[k + 1].cost);
      std::vector<Hex> path;
      for (int c : aimed.path(settled[k]))
        path.push_back(shape.hexAt(c));
      ASSERT_EQ(path, all.pathTo(h));
    }
    // A few targets, and the cheapest terrain-only cost to them from every cell as the bound.
    std::vector<int> targets;
    for (int k = 0; k < 3; ++k)
      targets.push_back(static_cast<int>(rng() % static_cast<std::uint64_t>(n)));
    std::vector<int> bound(static_cast<std::size_t>(n), 1 << 20);
    for (int t : targets)
      bound[static_cast<std::size_t>(t)] = 0;
    for (bool changed = true; changed;) { // Bellman-Ford backwards: small maps
      changed = false;
      for (int x = 0; x < n; ++x)
        for (const int y : next[static_cast<std::size_t>(x)])
          if (y >= 0 &&
              bound[static_cast<std::size_t>(y)] + terrain(x, y) < bound[static_cast<std::size_t>(x)]) {
            bound[static_cast<std::size_t>(x)] = bound[static_cast<std::size_t>(y)] + terrain(x, y);
            changed = true;
          }
    }
    std::vector<int> expected; // the targets in HexReach's order
    for (std::size_t k = 1; k < all.hexes.size(); ++k)
      if (std::count(targets.begin(), targets.end(), shape.index(all.hexes[k].hex)) > 0)
        expected.push_back(shape.index(all.hexes[k].hex));
    for (const bool early : {false, true}) {
      std::vector<int> found;
      const auto wanted = static_cast<std::size_t>(
          std::count_if(targets.begin(), targets.end(), [&](int t) { return t != start; }));
      aimed.run(
          next, start, budget, step, stop, [&](int c) { return bound[static_cast<std::size_t>(c)]; },
          [&](int c) {
            if (std::count(targets.begin(), targets.end(), c) > 0 &&
                std::count(found.begin(), found.end(), c) == 0)
              found.push_back(c);
            return !early || found.size() < wanted;
          });
      ASSERT_EQ(found, expected) << "round " << round;
      for (int c : found) {
        EXPECT_EQ(aimed.cost(c), all.costTo(shape.hexAt(c)));
        std::vector<Hex> path;
        for (int p : aimed.path(c))
          path.push_back(shape.hexAt(p));
        EXPECT_EQ(path, all.pathTo(shape.hexAt(c)));
      }
    }
    targets_seen += static_cast<int>(expected.size());
  }
  EXPECT_GT(targets_seen, 50); // the comparison saw targets reached, not only misses
}

// One HexReach kept alive, as the games keep theirs, answers every search exactly as a new one
// would: the same hexes in the same order with the same parents. It forgets only what the search
// before touched, so this is what would show a cell left behind: after bigger budgets, wider or
// grown windows (free steps), limits, zones of control, and a search cut short by a throwing cost.
TEST(HexReach, AReusedSearchAnswersAsANewOneWould) {
  std::mt19937 rng(77);
  HexReach reused;
  const int cols = 24, rows = 20;
  int thrown = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const FieldMap map = randomFieldMap(rng, cols, rows, 5);
    const HexGridShape &shape = map.shape;
    const auto cost = [&](Hex from, Hex to) { return map.step(from, to); };
    std::set<Hex> zoc;
    std::uniform_int_distribution<int> col(0, cols - 1), row(0, rows - 1), budget(0, 12), pick(0, 3);
    if (trial % 3 == 1)
      for (int i = 0; i < 30; ++i)
        zoc.insert(fromOffset({col(rng), row(rng)}));
    const auto stop = [&](Hex h) { return zoc.count(h) > 0; };
    const Hex start = fromOffset({col(rng), row(rng)});
    const int b = budget(rng);
    const bool limited = pick(rng) == 0;
    if (pick(rng) == 0) {
      // A cost that fails part-way: the search is abandoned with its cells half changed.
      int calls = 0;
      const auto failing = [&](Hex from, Hex to) {
        if (++calls == 40) throw std::runtime_error("cost failed");
        return cost(from, to);
      };
      try {
        if (limited)
          reused.search(start, b, failing, stop, shape.box());
        else
          reused.search(start, b, failing, stop);
      } catch (const std::runtime_error &) {
        ++thrown;
      }
    }
    HexReach fresh;
    const ReachResult &want =
        limited ? fresh.search(start, b, cost, stop, shape.box()) : fresh.search(start, b, cost, stop);
    const ReachResult &got =
        limited ? reused.search(start, b, cost, stop, shape.box()) : reused.search(start, b, cost, stop);
    ASSERT_EQ(got.hexes, want.hexes) << "trial " << trial;
    ASSERT_EQ(got.parent, want.parent) << "trial " << trial;
  }
  EXPECT_GT(thrown, 10); // the failing searches did happen
}
