// The table's geometry, no window: picking a base, range rings, the line of fire's end zones, the
// reach of a move, bearings, the move drag and the ruler.
#include "games/haute_mer/draw/Geometry.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace amiraute::haute_mer {
namespace {

core::Base makeBase(double x, double y, double heading, double length = 2.0, double width = 0.5) {
  core::Base b;
  b.pose = {{x, y}, heading};
  b.length = length;
  b.width = width;
  return b;
}

TEST(HauteMerPicking, RotatedBase) {
  // A 2 x 0.5 base heading 45°: a point along the diagonal is on it, one beside it is not.
  const core::Base b = makeBase(10, 10, 45);
  std::vector<PickCandidate> c{{7, b, 0}};
  EXPECT_EQ(pickShip(c, {10.6, 10.6}, 0), 7);
  EXPECT_EQ(pickShip(c, {10.9, 9.1}, 0), -1); // inside the axis-aligned box, outside the base
  EXPECT_EQ(pickShip(c, {10.9, 9.1}, 0.05), -1);
  EXPECT_EQ(pickShip(c, {10.9, 9.1}, 1.1), 7); // within the tolerance: nearest base
}

TEST(HauteMerPicking, OverlappingCandidatesGiveTheTopmost) {
  const core::Base a = makeBase(10, 10, 0), b = makeBase(10, 10.5, 90);
  std::vector<PickCandidate> c{{1, a, 5}, {2, b, 9}};
  EXPECT_EQ(pickShip(c, {10, 10.5}, 0), 2);
  c[0].z = 10;
  EXPECT_EQ(pickShip(c, {10, 10.5}, 0), 1);
  EXPECT_EQ(pickShip(c, {10, 9.2}, 0), 1); // only a
  EXPECT_EQ(pickShip(c, {30, 30}, 0.5), -1);
}

TEST(HauteMerOverlay, RangeRingIsTheBaseOffsetByTheRadius) {
  const core::Base b = makeBase(5, 5, 30, 2, 0.5);
  for (double r : {1.0, 2.5, 6.0}) {
    const auto ring = offsetBasePolygon(b, r, 8);
    ASSERT_EQ(ring.size(), 36u);
    for (const auto &p : ring) {
      const double d = core::length(closestPointOnBase(b, p) - p);
      EXPECT_NEAR(d, r, 1e-9);
    }
  }
  // Same vertex count at every radius, so bands can be stitched.
  EXPECT_EQ(offsetBasePolygon(b, 0, 8).size(), offsetBasePolygon(b, 3, 8).size());
}

TEST(HauteMerOverlay, RingSpansTheBasePlusTwiceTheRadius) {
  const core::Base b = makeBase(0, 0, 0, 2, 0.5);
  const auto ring = offsetBasePolygon(b, 3, 16);
  double minx = 1e9, maxx = -1e9, miny = 1e9, maxy = -1e9;
  for (const auto &p : ring) {
    minx = std::min(minx, p.x);
    maxx = std::max(maxx, p.x);
    miny = std::min(miny, p.y);
    maxy = std::max(maxy, p.y);
  }
  EXPECT_NEAR(maxx - minx, 0.5 + 6, 1e-9);
  EXPECT_NEAR(maxy - miny, 2 + 6, 1e-9);
}

TEST(HauteMerOverlay, LineOfFireEndZones) {
  const auto z = losEndZones({0, 0}, {10, 0}, 1.0);
  ASSERT_EQ(z.size(), 2u);
  EXPECT_NEAR(z[0].a.x, 0, 1e-12);
  EXPECT_NEAR(z[0].b.x, 1, 1e-12);
  EXPECT_NEAR(z[1].a.x, 9, 1e-12);
  EXPECT_NEAR(z[1].b.x, 10, 1e-12);
  // Shorter than two zones: the whole line matters.
  const auto whole = losEndZones({0, 0}, {0, 1.5}, 1.0);
  ASSERT_EQ(whole.size(), 1u);
  EXPECT_NEAR(whole[0].b.y, 1.5, 1e-12);
}

TEST(HauteMerOverlay, CorridorCorners) {
  const auto q = segmentStrip({0, 0}, {4, 0}, 0.5);
  EXPECT_NEAR(q[0].x, 0, 1e-12);
  EXPECT_NEAR(q[0].y, -0.5, 1e-12);
  EXPECT_NEAR(q[1].x, 4, 1e-12);
  EXPECT_NEAR(q[1].y, -0.5, 1e-12);
  EXPECT_NEAR(q[2].x, 4, 1e-12);
  EXPECT_NEAR(q[2].y, 0.5, 1e-12);
  EXPECT_NEAR(q[3].x, 0, 1e-12);
  EXPECT_NEAR(q[3].y, 0.5, 1e-12);
}

TEST(HauteMerOverlay, ReachAreaCorridorAndFan) {
  const core::Base b = makeBase(10, 10, 0, 2, 0.5); // stern at (10, 9)
  const ReachArea r = reachArea(b, 3, 1, 1, 90);
  EXPECT_NEAR(r.corridor[2].y, 9 + 2 + 3, 1e-12); // bow reach: stern + length + 3
  EXPECT_NEAR(r.corridor[0].x, 9.75, 1e-12);
  ASSERT_TRUE(r.has_fan);
  EXPECT_NEAR(r.fan_center.y, 10, 1e-12);  // after the 1 UD straight a pivot needs
  EXPECT_NEAR(r.fan_radius, 2 + 1, 1e-12); // length + (3 - 1 - 1)
  // No pivot when the pivot cannot be paid for.
  EXPECT_FALSE(reachArea(b, 1.5, 1, 1, 90).has_fan);
}

TEST(HauteMerOverlay, Bearings) {
  EXPECT_NEAR(bearingOf({0, 1}), 0, 1e-12);
  EXPECT_NEAR(bearingOf({1, 0}), 90, 1e-12);
  EXPECT_NEAR(bearingOf({0, -1}), 180, 1e-12);
  EXPECT_NEAR(bearingOf({-1, 0}), 270, 1e-12);
  EXPECT_NEAR(turnBetween(350, 20), 30, 1e-12);
  EXPECT_NEAR(turnBetween(20, 350), -30, 1e-12);
}

TEST(HauteMerTools, ForwardDragFollowsTheHeadingAndClamps) {
  MoveDrag d;
  d.kind = MoveDrag::Kind::Forward;
  d.ship = 3;
  d.start = makeBase(10, 10, 90);
  d.grab = {10, 10};
  d.remaining = 2.5;
  d.update({11.23, 12}, false); // sideways motion does not count
  EXPECT_NEAR(d.forward, 1.2, 1e-12);
  EXPECT_NEAR(d.preview().pose.center.x, 11.2, 1e-12);
  d.update({20, 10}, false);
  EXPECT_NEAR(d.forward, 2.5, 1e-12);
  d.update({5, 10}, false);
  EXPECT_EQ(d.forward, 0);
  EXPECT_FALSE(d.action().has_value());
  d.update({11.234, 10}, true);
  const auto a = d.action();
  ASSERT_TRUE(a.has_value());
  const auto &m = std::get<MoveForward>(*a);
  EXPECT_EQ(m.ship, 3);
  EXPECT_NEAR(m.distance, 1.23, 1e-12);
}

TEST(HauteMerTools, PivotDragTurnsAboutTheSternAndClamps) {
  MoveDrag d;
  d.kind = MoveDrag::Kind::Pivot;
  d.ship = 1;
  d.start = makeBase(10, 10, 0, 2, 0.5); // stern (10, 9)
  d.max_pivot = 90;
  d.update({12, 11}, false); // 45° to starboard of the stern
  EXPECT_NEAR(d.degrees, 45, 1e-9);
  const core::Base p = d.preview();
  EXPECT_NEAR(p.stern().x, 10, 1e-9);
  EXPECT_NEAR(p.stern().y, 9, 1e-9);
  d.update({8, 8}, false); // behind to port: clamped to -90
  EXPECT_NEAR(d.degrees, -90, 1e-9);
  const auto a = d.action();
  ASSERT_TRUE(a.has_value());
  EXPECT_NEAR(std::get<Pivot>(*a).degrees, -90, 1e-9);
}

TEST(HauteMerTools, MeasureSnapsToBases) {
  const core::Base a = makeBase(0, 0, 0, 2, 0.5), b = makeBase(5, 0, 0, 2, 0.5);
  const Measurement m = measureBetween(a, {0, 0}, b, {5, 0});
  EXPECT_NEAR(m.distance, 4.5, 1e-5);
  const Measurement free = measureBetween(std::nullopt, {0, 0}, std::nullopt, {3, 4});
  EXPECT_NEAR(free.distance, 5, 1e-12);
  const Measurement half = measureBetween(a, {0, 0}, std::nullopt, {3, 0});
  EXPECT_NEAR(half.distance, 2.75, 1e-12);
}

} // namespace
} // namespace amiraute::haute_mer
