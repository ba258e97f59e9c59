#include "core/Geometry.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <set>

namespace amiraute::core {
namespace {

constexpr double kEps = 1e-9;
/// Box2D runs in float: values that go through it are good to about this.
constexpr double kFloatEps = 1e-5;

Base makeBase(double x, double y, double heading, double length = 2.0, double width = 0.5) {
  Base base;
  base.pose = {{x, y}, heading};
  base.length = length;
  base.width = width;
  return base;
}

void expectVec(Vec2 actual, Vec2 expected, double eps = kEps) {
  EXPECT_NEAR(actual.x, expected.x, eps);
  EXPECT_NEAR(actual.y, expected.y, eps);
}

/// Whether a point lies on or in the base (within eps), in the base's own frame.
bool pointInBase(Vec2 p, const Base &base, double eps) {
  const Vec2 forward = headingVector(base.pose.heading_deg);
  const Vec2 starboard{forward.y, -forward.x};
  const Vec2 d = p - base.pose.center;
  return std::abs(dot(d, forward)) <= base.length / 2 + eps &&
         std::abs(dot(d, starboard)) <= base.width / 2 + eps;
}

bool pointOnBoundary(Vec2 p, const Base &base, double eps) {
  const Vec2 forward = headingVector(base.pose.heading_deg);
  const Vec2 starboard{forward.y, -forward.x};
  const Vec2 d = p - base.pose.center;
  const double along = std::abs(dot(d, forward)) - base.length / 2;
  const double across = std::abs(dot(d, starboard)) - base.width / 2;
  return pointInBase(p, base, eps) && (std::abs(along) <= eps || std::abs(across) <= eps);
}

double pointSegmentDistance(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const double length_sq = dot(ab, ab);
  const double t = length_sq > 0 ? std::clamp(dot(p - a, ab) / length_sq, 0.0, 1.0) : 0.0;
  return length(p - (a + ab * t));
}

/// Reference distance between two separated bases: best vertex-to-edge pair.
double referenceSeparatedDistance(const Base &a, const Base &b) {
  const auto ca = a.corners();
  const auto cb = b.corners();
  double best = std::numeric_limits<double>::infinity();
  for (int i = 0; i < 4; ++i) {
    for (int j = 0; j < 4; ++j) {
      best = std::min(best, pointSegmentDistance(ca[i], cb[j], cb[(j + 1) % 4]));
      best = std::min(best, pointSegmentDistance(cb[j], ca[i], ca[(i + 1) % 4]));
    }
  }
  return best;
}

// ---------------------------------------------------------------- headings and bases

TEST(Heading, NorthIsPlusYAndEastIsPlusX) {
  expectVec(headingVector(0), {0, 1});
  expectVec(headingVector(90), {1, 0});
  expectVec(headingVector(180), {0, -1});
  expectVec(headingVector(270), {-1, 0});
  const double h = std::sqrt(0.5);
  expectVec(headingVector(45), {h, h});
  expectVec(headingVector(135), {h, -h});
}

TEST(Heading, CardinalHeadingsAreExact) {
  EXPECT_EQ(headingVector(90).y, 0.0);
  EXPECT_EQ(headingVector(-270).x, 1.0);
  EXPECT_EQ(headingVector(720).x, 0.0);
}

TEST(Heading, NormalisesIntoZeroTo360) {
  EXPECT_DOUBLE_EQ(normalizeHeading(450), 90);
  EXPECT_DOUBLE_EQ(normalizeHeading(-90), 270);
  EXPECT_DOUBLE_EQ(normalizeHeading(360), 0);
  EXPECT_DOUBLE_EQ(normalizeHeading(-720), 0);
  EXPECT_DOUBLE_EQ(normalizeHeading(359.5), 359.5);
  const double tiny = normalizeHeading(-1e-20);
  EXPECT_GE(tiny, 0.0);
  EXPECT_LT(tiny, 360.0);
  expectVec(headingVector(450), headingVector(90));
}

TEST(Base, SternAndBowLieAlongTheHeading) {
  const Base east = makeBase(10, 10, 90, 2, 1);
  expectVec(east.stern(), {9, 10});
  expectVec(east.bow(), {11, 10});
  const Base north = makeBase(10, 10, 0, 2, 1);
  expectVec(north.stern(), {10, 9});
  expectVec(north.bow(), {10, 11});
}

TEST(Base, CornersRunCounterClockwiseFromSternPort) {
  const Base east = makeBase(10, 10, 90, 2, 1);
  const auto corners = east.corners();
  ASSERT_EQ(corners.size(), 4u);
  // Heading east, port is north.
  expectVec(corners[0], {9, 10.5});  // stern-port
  expectVec(corners[1], {9, 9.5});   // stern-starboard
  expectVec(corners[2], {11, 9.5});  // bow-starboard
  expectVec(corners[3], {11, 10.5}); // bow-port
  double twice_area = 0;
  for (int i = 0; i < 4; ++i) {
    const Vec2 a = corners[i];
    const Vec2 b = corners[(i + 1) % 4];
    twice_area += a.x * b.y - b.x * a.y;
  }
  EXPECT_NEAR(twice_area, 2 * 2.0, kEps); // positive: counter-clockwise
}

TEST(Base, BoundingBoxCoversRotatedBase) {
  const Base square = makeBase(5, 5, 45, 1, 1);
  const Box box = boundingBox(square);
  const double r = std::sqrt(0.5);
  expectVec(box.lower, {5 - r, 5 - r});
  expectVec(box.upper, {5 + r, 5 + r});
  const Box upright = boundingBox(makeBase(5, 5, 0, 2, 0.5));
  expectVec(upright.lower, {4.75, 4});
  expectVec(upright.upper, {5.25, 6});
}

// ---------------------------------------------------------------- base distance

TEST(BaseDistance, ParallelSideBySideIsTheGapBetweenSides) {
  const Base a = makeBase(10, 10, 0);
  const Base b = makeBase(11, 10, 0);
  const DistanceResult r = baseDistance(a, b);
  EXPECT_NEAR(r.distance, 0.5, kEps);
  EXPECT_NEAR(r.point_a.x, 10.25, kEps);
  EXPECT_NEAR(r.point_b.x, 10.75, kEps);
  EXPECT_NEAR(r.point_a.y, r.point_b.y, kEps);
  EXPECT_GE(r.point_a.y, 9 - kEps);
  EXPECT_LE(r.point_a.y, 11 + kEps);
}

TEST(BaseDistance, EndToEndIsTheGapBetweenBowAndStern) {
  const Base a = makeBase(10, 10, 0);
  const Base b = makeBase(10, 13, 180);
  const DistanceResult r = baseDistance(a, b);
  EXPECT_NEAR(r.distance, 1.0, kEps);
  EXPECT_NEAR(r.point_a.y, 11, kEps);
  EXPECT_NEAR(r.point_b.y, 12, kEps);
}

TEST(BaseDistance, CornerToCornerAt45DegreesIsTheDiagonal) {
  const Base a = makeBase(20, 20, 0, 2, 1); // bow-starboard corner at (20.5, 21)
  const Base b = makeBase(22, 23, 0, 2, 1); // stern-port corner at (21.5, 22)
  const DistanceResult r = baseDistance(a, b);
  EXPECT_NEAR(r.distance, std::sqrt(2.0), kEps);
  expectVec(r.point_a, {20.5, 21});
  expectVec(r.point_b, {21.5, 22});
}

TEST(BaseDistance, RotatedParallelBasesAlongTheirBeam) {
  const Base a = makeBase(60, 40, 45, 2, 0.5);
  const Vec2 forward = headingVector(45);
  const Vec2 starboard{forward.y, -forward.x};
  const Base b = makeBase(60 + starboard.x * 2, 40 + starboard.y * 2, 45, 2, 0.5);
  EXPECT_NEAR(baseDistance(a, b).distance, 1.5, kEps);
}

TEST(BaseDistance, CornerOfRotatedBasePointingAtASide) {
  const Base a = makeBase(10, 10, 0, 2, 0.5);           // starboard side at x = 10.25
  const double r = std::sqrt(0.5);                      // half-diagonal of a unit square
  const Base b = makeBase(10.25 + 1 + r, 10, 45, 1, 1); // west corner at (11.25, 10)
  const DistanceResult result = baseDistance(a, b);
  EXPECT_NEAR(result.distance, 1.0, kEps);
  expectVec(result.point_a, {10.25, 10});
  expectVec(result.point_b, {11.25, 10});
}

TEST(BaseDistance, IsSymmetric) {
  const Base a = makeBase(30, 30, 17, 3, 1);
  const Base b = makeBase(35, 33, 250, 1.5, 0.4);
  EXPECT_NEAR(baseDistance(a, b).distance, baseDistance(b, a).distance, kEps);
}

TEST(BaseDistance, TouchingBasesAreAtZero) {
  EXPECT_NEAR(baseDistance(makeBase(10, 10, 0), makeBase(10.5, 10, 0)).distance, 0, kEps);
  EXPECT_NEAR(baseDistance(makeBase(10, 10, 90), makeBase(10, 10.5, 270)).distance, 0, kEps);
  EXPECT_NEAR(baseDistance(makeBase(10, 10, 0), makeBase(10, 12, 0)).distance, 0, kEps);
  // Rotated pair sharing a long side.
  const Vec2 forward = headingVector(30);
  const Vec2 starboard{forward.y, -forward.x};
  const Base a = makeBase(50, 50, 30);
  const Base b = makeBase(50 + starboard.x * 0.5, 50 + starboard.y * 0.5, 30);
  EXPECT_NEAR(baseDistance(a, b).distance, 0, kFloatEps);
}

TEST(BaseDistance, OverlappingBasesAreAtZero) {
  const DistanceResult r = baseDistance(makeBase(10, 10, 0), makeBase(10.2, 10.3, 40));
  EXPECT_EQ(r.distance, 0);
  EXPECT_TRUE(pointInBase(r.point_a, makeBase(10, 10, 0), kFloatEps));
}

TEST(BaseDistance, ClosestPointsLieOnTheBasesAndMatchABruteForceReference) {
  std::mt19937 rng(12345);
  std::uniform_real_distribution<double> x(0, 120), y(0, 80), heading(0, 360), size(0.2, 4);
  int separated = 0;
  for (int i = 0; i < 500; ++i) {
    const Base a = makeBase(x(rng), y(rng), heading(rng), size(rng), size(rng));
    // Keep b near a so that touching-range distances are exercised.
    std::uniform_real_distribution<double> near(-5, 5);
    const Base b = makeBase(a.pose.center.x + near(rng), a.pose.center.y + near(rng), heading(rng), size(rng),
                            size(rng));
    const DistanceResult r = baseDistance(a, b);
    ASSERT_GE(r.distance, 0);
    EXPECT_TRUE(pointInBase(r.point_a, a, kFloatEps)) << i;
    EXPECT_TRUE(pointInBase(r.point_b, b, kFloatEps)) << i;
    // A negative tolerance asks whether they come within 1e-4: if not, they are apart.
    if (!basesOverlap(a, b, -1e-4)) {
      ++separated;
      EXPECT_NEAR(r.distance, referenceSeparatedDistance(a, b), kEps) << i;
      EXPECT_NEAR(r.distance, length(r.point_b - r.point_a), kEps) << i;
      EXPECT_TRUE(pointOnBoundary(r.point_a, a, kEps)) << i;
      EXPECT_TRUE(pointOnBoundary(r.point_b, b, kEps)) << i;
    }
    if (basesOverlap(a, b, 1e-3)) {
      EXPECT_EQ(r.distance, 0) << i;
    }
  }
  EXPECT_GT(separated, 100);
}

// ---------------------------------------------------------------- overlap

TEST(BasesOverlap, OverlappingBasesOverlap) {
  EXPECT_TRUE(basesOverlap(makeBase(10, 10, 0), makeBase(10.3, 10.5, 0)));
  EXPECT_TRUE(basesOverlap(makeBase(10, 10, 0), makeBase(10, 10, 0)));
}

TEST(BasesOverlap, SideBySideBasesSharingAnEdgeDoNotOverlap) {
  EXPECT_FALSE(basesOverlap(makeBase(10, 10, 0), makeBase(10.5, 10, 0)));
  EXPECT_FALSE(basesOverlap(makeBase(10, 10, 0), makeBase(10.5, 10.7, 180)));
  EXPECT_FALSE(basesOverlap(makeBase(10, 10, 0), makeBase(10, 12, 0)));
  // Rotated pair sharing a long side: rounding must not make them overlap.
  const Vec2 forward = headingVector(33);
  const Vec2 starboard{forward.y, -forward.x};
  EXPECT_FALSE(
      basesOverlap(makeBase(50, 50, 33), makeBase(50 + starboard.x * 0.5, 50 + starboard.y * 0.5, 33)));
}

TEST(BasesOverlap, SeparatedBasesDoNotOverlap) {
  EXPECT_FALSE(basesOverlap(makeBase(10, 10, 0), makeBase(12, 10, 0)));
  EXPECT_FALSE(basesOverlap(makeBase(10, 10, 45), makeBase(20, 20, 45)));
}

TEST(BasesOverlap, ToleranceSeparatesGrazingFromOverlapping) {
  const Base a = makeBase(10, 10, 0);
  EXPECT_FALSE(basesOverlap(a, makeBase(10.5 - 0.5e-4, 10, 0)));
  EXPECT_TRUE(basesOverlap(a, makeBase(10.5 - 1e-3, 10, 0)));
  EXPECT_FALSE(basesOverlap(a, makeBase(10.5 - 1e-3, 10, 0), 1e-2));
}

TEST(BasesOverlap, RotatedCrossOverlaps) {
  // A plus sign: no corner of either base is inside the other.
  EXPECT_TRUE(basesOverlap(makeBase(10, 10, 0, 3, 0.5), makeBase(10, 10, 90, 3, 0.5)));
  EXPECT_TRUE(basesOverlap(makeBase(10, 10, 20, 3, 0.5), makeBase(10, 10, 110, 3, 0.5)));
}

TEST(BasesOverlap, RotatedCornerPokingIntoASideOverlaps) {
  const double r = std::sqrt(0.5);
  const Base a = makeBase(10, 10, 0, 2, 0.5); // starboard side at x = 10.25
  EXPECT_TRUE(basesOverlap(a, makeBase(10.25 + r - 0.01, 10, 45, 1, 1)));
  EXPECT_FALSE(basesOverlap(a, makeBase(10.25 + r, 10, 45, 1, 1))); // corner touches side
  EXPECT_FALSE(basesOverlap(a, makeBase(10.25 + r + 0.01, 10, 45, 1, 1)));
}

TEST(BasesOverlap, BoundingBoxesMeetingDoesNotMeanOverlap) {
  // A diamond (45-degree unit square, |dx| + |dy| <= 0.707 from its centre) and a small square
  // tucked into the corner of the diamond's bounding box.
  const Base diamond = makeBase(10, 10, 45, 1, 1);
  const Base small = makeBase(10.6, 10.6, 0, 0.2, 0.2);
  EXPECT_GT(boundingBox(diamond).upper.x, boundingBox(small).lower.x);
  EXPECT_FALSE(basesOverlap(diamond, small));
  EXPECT_GT(baseDistance(diamond, small).distance, 0.2);
}

// ---------------------------------------------------------------- segments

TEST(SegmentBase, SegmentCrossingABaseTouchesIt) {
  const Base base = makeBase(10, 10, 0);
  EXPECT_EQ(segmentBaseDistance({0, 10}, {20, 10}, base), 0);
  EXPECT_TRUE(segmentTouchesBase({0, 10}, {20, 10}, base));
  EXPECT_TRUE(segmentTouchesBase({0, 0}, {20, 20}, base));
  EXPECT_TRUE(segmentTouchesBase({10, 0}, {10, 80}, makeBase(10, 40, 63)));
}

TEST(SegmentBase, SegmentPassingNearAStraightBaseIsAtTheGap) {
  const Base base = makeBase(10, 10, 0);
  EXPECT_NEAR(segmentBaseDistance({0, 11.1}, {20, 11.1}, base), 0.1, kEps);
  EXPECT_FALSE(segmentTouchesBase({0, 11.1}, {20, 11.1}, base));
  EXPECT_NEAR(segmentBaseDistance({0, 10}, {9.7, 10}, base), 0.05, kEps); // stops short
  EXPECT_NEAR(segmentBaseDistance({9, 13}, {11, 13}, base), 2, kEps);     // above the bow
}

TEST(SegmentBase, LongSegmentAcrossTheTableGrazingABaseTouchesIt) {
  const Base base = makeBase(60, 40, 0);
  // Along the bow edge, from table edge to table edge.
  EXPECT_TRUE(segmentTouchesBase({0, 41}, {120, 41}, base));
  EXPECT_NEAR(segmentBaseDistance({0, 41.001}, {120, 41.001}, base), 0.001, 1e-9);
  EXPECT_FALSE(segmentTouchesBase({0, 41.001}, {120, 41.001}, base));
}

TEST(SegmentBase, SegmentPassingNearARotatedBase) {
  const double r = std::sqrt(0.5);
  const Base square = makeBase(30, 30, 45, 1, 1); // corners at 30 +- r on the axes
  EXPECT_NEAR(segmentBaseDistance({0, 30 + r + 0.25}, {60, 30 + r + 0.25}, square), 0.25, kEps);
  EXPECT_TRUE(segmentTouchesBase({0, 30 + r}, {60, 30 + r}, square));
}

TEST(SegmentBase, EndpointInsideTheBaseTouchesIt) {
  const Base base = makeBase(10, 10, 30);
  EXPECT_EQ(segmentBaseDistance({10, 10}, {50, 70}, base), 0);
  EXPECT_TRUE(segmentTouchesBase({50, 70}, {10.1, 10.1}, base));
  EXPECT_TRUE(segmentTouchesBase({9.9, 10}, {10.1, 10.1}, base)); // wholly inside
}

TEST(SegmentBase, DegenerateSegmentIsAPoint) {
  const Base base = makeBase(10, 10, 0);
  EXPECT_NEAR(segmentBaseDistance({12, 10}, {12, 10}, base), 1.75, kEps);
  EXPECT_FALSE(segmentTouchesBase({12, 10}, {12, 10}, base));
  EXPECT_EQ(segmentBaseDistance({10, 10.5}, {10, 10.5}, base), 0);
  EXPECT_TRUE(segmentTouchesBase({10.25, 11}, {10.25, 11}, base)); // on a corner
}

TEST(SegmentBase, MatchesPointDistanceReferenceOnRandomSegments) {
  std::mt19937 rng(777);
  std::uniform_real_distribution<double> x(0, 120), y(0, 80), heading(0, 360), size(0.2, 4);
  for (int i = 0; i < 300; ++i) {
    const Base base = makeBase(x(rng), y(rng), heading(rng), size(rng), size(rng));
    const Vec2 p{x(rng), y(rng)};
    const Vec2 q{x(rng), y(rng)};
    const double d = segmentBaseDistance(p, q, base);
    // The segment's closest point is within d of the base, and no sample is closer than d.
    double sampled = std::numeric_limits<double>::infinity();
    const auto corners = base.corners();
    for (int k = 0; k <= 2000; ++k) {
      const Vec2 s = p + (q - p) * (k / 2000.0);
      if (pointInBase(s, base, 0)) {
        sampled = 0;
        break;
      }
      for (int j = 0; j < 4; ++j) {
        sampled = std::min(sampled, pointSegmentDistance(s, corners[j], corners[(j + 1) % 4]));
      }
    }
    EXPECT_LE(d, sampled + kEps) << i;
    EXPECT_GE(d, sampled - length(q - p) / 2000.0 - kEps) << i;
  }
}

// ---------------------------------------------------------------- table

TEST(BaseInsideTable, BaseFlushAgainstTheEdgesIsInside) {
  EXPECT_TRUE(baseInsideTable(makeBase(0.25, 1, 0), 120, 80));
  EXPECT_TRUE(baseInsideTable(makeBase(119.75, 79, 0), 120, 80));
  EXPECT_TRUE(baseInsideTable(makeBase(1, 0.25, 90), 120, 80));
  EXPECT_TRUE(baseInsideTable(makeBase(60, 40, 37), 120, 80));
}

TEST(BaseInsideTable, BasePokingOverAnEdgeIsOutside) {
  EXPECT_FALSE(baseInsideTable(makeBase(0.24, 1, 0), 120, 80));
  EXPECT_FALSE(baseInsideTable(makeBase(60, 79.01, 0), 120, 80));
  EXPECT_FALSE(baseInsideTable(makeBase(119.8, 40, 0), 120, 80));
  EXPECT_FALSE(baseInsideTable(makeBase(60, -1, 0), 120, 80));
}

TEST(BaseInsideTable, RotatedBaseInACornerUsesItsCorners) {
  const double r = std::sqrt(0.5);
  EXPECT_TRUE(baseInsideTable(makeBase(r, r, 45, 1, 1), 120, 80));
  EXPECT_FALSE(baseInsideTable(makeBase(r - 0.01, 5, 45, 1, 1), 120, 80));
  // Its centre is well inside, yet a corner crosses the edge once it turns.
  EXPECT_TRUE(baseInsideTable(makeBase(0.6, 5, 0, 1, 1), 120, 80));
  EXPECT_FALSE(baseInsideTable(makeBase(0.6, 5, 45, 1, 1), 120, 80));
}

// ---------------------------------------------------------------- broad phase

std::vector<Base> randomBases(std::mt19937 &rng, int count) {
  std::uniform_real_distribution<double> x(0, 120), y(0, 80), heading(0, 360), length(0.5, 4),
      width(0.2, 1.5);
  std::vector<Base> bases;
  for (int i = 0; i < count; ++i) {
    bases.push_back(makeBase(x(rng), y(rng), heading(rng), length(rng), width(rng)));
  }
  return bases;
}

bool isSortedUnique(const std::vector<int> &ids) {
  return std::adjacent_find(ids.begin(), ids.end(), std::greater_equal<int>()) == ids.end();
}

TEST(BroadPhase, SegmentQueryFindsEveryBaseTrulyWithinMargin) {
  std::mt19937 rng(2024);
  const std::vector<Base> bases = randomBases(rng, 400);
  BroadPhase tree;
  for (int i = 0; i < static_cast<int>(bases.size()); ++i) {
    tree.add(i * 3 - 100, bases[i]); // arbitrary caller ids, negatives included
  }
  std::uniform_real_distribution<double> x(0, 120), y(0, 80), margin(0, 3);
  std::size_t total_exact = 0;
  std::size_t total_candidates = 0;
  for (int s = 0; s < 300; ++s) {
    const Vec2 p{x(rng), y(rng)};
    const Vec2 q = s % 10 == 0 ? p : Vec2{x(rng), y(rng)};
    const double m = s % 7 == 0 ? 0.0 : margin(rng);
    const std::vector<int> found = tree.querySegment(p, q, m);
    EXPECT_TRUE(isSortedUnique(found));
    const std::set<int> found_set(found.begin(), found.end());
    for (int i = 0; i < static_cast<int>(bases.size()); ++i) {
      if (segmentBaseDistance(p, q, bases[i]) <= m) {
        ++total_exact;
        EXPECT_TRUE(found_set.count(i * 3 - 100)) << "segment " << s << " base " << i;
      }
    }
    total_candidates += found.size();
  }
  EXPECT_GT(total_exact, 300u); // the check was not vacuous
  // Candidates come from bounding boxes: a few more than the exact set, not the whole table.
  EXPECT_LT(total_candidates, 3 * total_exact);
}

TEST(BroadPhase, SegmentQueryMatchesBoundingBoxesExactly) {
  BroadPhase tree;
  tree.add(1, makeBase(10, 10, 0)); // box [9.75, 10.25] x [9, 11]
  tree.add(2, makeBase(20, 10, 0));
  // A vertical segment 0.5 to the left of base 1.
  EXPECT_TRUE(tree.querySegment({9.25, 0}, {9.25, 20}, 0.4).empty());
  EXPECT_EQ(tree.querySegment({9.25, 0}, {9.25, 20}, 0.5), std::vector<int>{1});
  // Diagonal towards the corner of the box: corner (9.75, 11) is sqrt(2)/2 from (9.25, 11.5).
  EXPECT_TRUE(tree.querySegment({0, 11.5}, {9.25, 11.5}, 0.5).empty());
  EXPECT_EQ(tree.querySegment({0, 11.5}, {9.25, 11.5}, 0.71), std::vector<int>{1});
  EXPECT_EQ(tree.querySegment({0, 10}, {30, 10}), (std::vector<int>{1, 2}));
}

TEST(BroadPhase, BoxQueryFindsEveryBaseWhoseBoxIsWithinMargin) {
  std::mt19937 rng(99);
  const std::vector<Base> bases = randomBases(rng, 300);
  BroadPhase tree;
  for (int i = 0; i < static_cast<int>(bases.size()); ++i) {
    tree.add(i, bases[i]);
  }
  std::uniform_real_distribution<double> x(0, 110), y(0, 70), extent(0, 10), margin(0, 2);
  for (int s = 0; s < 100; ++s) {
    const Vec2 lower{x(rng), y(rng)};
    const Box box{lower, {lower.x + extent(rng), lower.y + extent(rng)}};
    const double m = margin(rng);
    const std::vector<int> found = tree.queryBox(box, m);
    EXPECT_TRUE(isSortedUnique(found));
    std::vector<int> expected;
    for (int i = 0; i < static_cast<int>(bases.size()); ++i) {
      const Box b = boundingBox(bases[i]);
      const double dx = std::max({0.0, box.lower.x - b.upper.x, b.lower.x - box.upper.x});
      const double dy = std::max({0.0, box.lower.y - b.upper.y, b.lower.y - box.upper.y});
      if (std::hypot(dx, dy) <= m) {
        expected.push_back(i);
      }
    }
    EXPECT_EQ(found, expected) << s;
  }
}

TEST(BroadPhase, UpdateMovesABase) {
  BroadPhase tree;
  tree.add(7, makeBase(10, 10, 0));
  tree.add(8, makeBase(100, 70, 0));
  EXPECT_EQ(tree.querySegment({0, 10}, {20, 10}), std::vector<int>{7});
  tree.update(7, makeBase(100, 10, 90));
  EXPECT_TRUE(tree.querySegment({0, 10}, {20, 10}).empty());
  EXPECT_EQ(tree.querySegment({90, 10}, {110, 10}), std::vector<int>{7});
  // A small move stays inside Box2D's fattened box: the exact filter must still see it.
  // Box y range goes from [9.75, 10.25] to [9.8, 10.3].
  tree.update(7, makeBase(100, 10.05, 90));
  EXPECT_TRUE(tree.querySegment({90, 9.77}, {110, 9.77}).empty());
  EXPECT_EQ(tree.querySegment({90, 10.28}, {110, 10.28}), std::vector<int>{7});
  EXPECT_EQ(tree.queryBox({{95, 5}, {105, 75}}), (std::vector<int>{7, 8}));
}

TEST(BroadPhase, RemoveAndClearForgetBases) {
  BroadPhase tree;
  tree.add(1, makeBase(10, 10, 0));
  tree.add(2, makeBase(11, 10, 0));
  tree.add(3, makeBase(12, 10, 0));
  EXPECT_EQ(tree.querySegment({0, 10}, {20, 10}), (std::vector<int>{1, 2, 3}));
  tree.remove(2);
  EXPECT_EQ(tree.querySegment({0, 10}, {20, 10}), (std::vector<int>{1, 3}));
  tree.remove(2); // already gone: no effect
  tree.add(2, makeBase(11, 10, 0));
  EXPECT_EQ(tree.querySegment({0, 10}, {20, 10}), (std::vector<int>{1, 2, 3}));
  tree.clear();
  EXPECT_TRUE(tree.querySegment({0, 10}, {20, 10}).empty());
  EXPECT_TRUE(tree.queryBox({{0, 0}, {120, 80}}).empty());
  tree.add(1, makeBase(10, 10, 0));
  EXPECT_EQ(tree.queryBox({{0, 0}, {120, 80}}), std::vector<int>{1});
}

TEST(BroadPhase, ManyAddsKeepIdsStable) {
  // Enough bases to make the tree grow its node pool and the id map rehash.
  std::mt19937 rng(5);
  const std::vector<Base> bases = randomBases(rng, 2000);
  BroadPhase tree;
  for (int i = 0; i < static_cast<int>(bases.size()); ++i) {
    tree.add(i, bases[i]);
  }
  const std::vector<int> all = tree.queryBox({{-10, -10}, {130, 90}});
  ASSERT_EQ(all.size(), bases.size());
  for (int i = 0; i < static_cast<int>(all.size()); ++i) {
    EXPECT_EQ(all[i], i);
  }
}

} // namespace
} // namespace amiraute::core

namespace amiraute::core {
namespace {

TEST(PreparedBase, gives_the_same_answers_as_the_plain_base) {
  const Base a{Pose{{10, 10}, 33}, 2.0, 0.5};
  const Base b{Pose{{13, 11.5}, 290}, 0.75, 0.25};
  const PreparedBase pa = prepare(a), pb = prepare(b);
  const Box box_plain = boundingBox(a), box_prepared = boundingBox(pa);
  EXPECT_NEAR(box_plain.lower.x, box_prepared.lower.x, 1e-12);
  EXPECT_NEAR(box_plain.upper.y, box_prepared.upper.y, 1e-12);
  EXPECT_NEAR(baseDistance(a, b).distance, baseDistance(pa, pb).distance, 1e-12);
  EXPECT_EQ(segmentTouchesBase({8, 8}, {12, 12}, a), segmentTouchesBase({8, 8}, {12, 12}, pa));
  BroadPhase tree;
  tree.add(1, box_prepared);
  tree.add(2, b);
  EXPECT_EQ(tree.queryBox(box_plain), (std::vector<int>{1}));
  EXPECT_EQ(tree.queryBox(box_plain, 5), (std::vector<int>{1, 2}));
}

TEST(PreparedBase, overlap_and_table_tests_agree_with_the_plain_base_and_a_known_heading_vector) {
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> pos(0, 6), heading(0, 360);
  int overlaps = 0;
  for (int k = 0; k < 500; ++k) {
    const Base a{Pose{{pos(rng), pos(rng)}, heading(rng)}, 2.0, 0.5};
    const Base b{Pose{{pos(rng), pos(rng)}, heading(rng)}, 1.0, 0.25};
    const PreparedBase pa = prepare(a), pb = prepare(b, headingVector(b.pose.heading_deg));
    ASSERT_EQ(basesOverlap(a, b), basesOverlap(pa, pb)) << k;
    overlaps += basesOverlap(a, b) ? 1 : 0;
    EXPECT_EQ(baseInsideTable(a, 5, 5), baseInsideTable(pa, 5, 5)) << k;
    for (int i = 0; i < 4; ++i) {
      EXPECT_NEAR(pb.corners[i].x, prepare(b).corners[i].x, 1e-12);
      EXPECT_NEAR(pb.corners[i].y, prepare(b).corners[i].y, 1e-12);
    }
  }
  EXPECT_GT(overlaps, 20); // both answers were exercised
  EXPECT_LT(overlaps, 480);
}

} // namespace
} // namespace amiraute::core
