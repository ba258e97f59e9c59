// The exact pivot (core::pivotOverlaps, core::pivotInsideTable) against a fine sweep: the same
// verdicts wherever the sweep can tell (HM-MOVE-6 and HM-MOVE-7 must not change), and a corner
// grazing another base for less than a degree, which a sweep at every degree missed.
#include "core/Geometry.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

namespace amiraute::core {
namespace {

constexpr double kTolerance = 1e-4; // basesOverlap's default, the one the rules use

/// How deep two bases overlap: the least overlap over the four separating axes (negative when
/// apart). basesOverlap(a, b, t) is `penetration(a, b) > t`.
double penetration(const PreparedBase &a, const PreparedBase &b) {
  const Vec2 between = b.base.pose.center - a.base.pose.center;
  const auto extent = [](const PreparedBase &p, Vec2 axis) {
    return std::fabs(dot(p.forward, axis)) * p.base.length / 2 +
           std::fabs(dot(p.starboard, axis)) * p.base.width / 2;
  };
  double least = std::numeric_limits<double>::infinity();
  for (const Vec2 axis : {a.forward, a.starboard, b.forward, b.starboard})
    least = std::min(least, extent(a, axis) + extent(b, axis) - std::fabs(dot(between, axis)));
  return least;
}

/// The base `start` turned about its stern by `degrees` (compass sense), placed as the engine
/// places it: the stern where it was, the new heading's unit vector.
PreparedBase turned(const Base &start, double degrees) {
  const Vec2 stern = start.stern();
  const double heading = start.pose.heading_deg + degrees;
  const Vec2 forward = headingVector(heading);
  return prepare(Base{{stern + forward * (start.length / 2), heading}, start.length, start.width}, forward);
}

PivotSweep sweepOf(const Base &start, double degrees) {
  return {prepare(start), start.stern(), degrees, turned(start, degrees)};
}

/// The deepest overlap met by `samples` bases spread evenly over the turn (the start excluded).
double deepestSampled(const Base &start, double degrees, const PreparedBase &other, int samples) {
  double deepest = -std::numeric_limits<double>::infinity();
  for (int k = 1; k <= samples; ++k)
    deepest = std::max(deepest, penetration(turned(start, degrees * k / samples), other));
  return deepest;
}

TEST(PivotSweep, agrees_with_a_fine_sweep_on_random_cases) {
  std::mt19937 rng(2026);
  std::uniform_real_distribution<double> unit(0, 1);
  int hits = 0, clear = 0, undecided = 0;
  constexpr int kCases = 1500;
  for (int n = 0; n < kCases; ++n) {
    const double length = 0.5 + 2.5 * unit(rng), width = 0.2 + 0.4 * unit(rng);
    const Base start{{{10, 10}, 360 * unit(rng)}, length, width};
    const double degrees = (unit(rng) < 0.5 ? -1 : 1) * (0.5 + 179.5 * unit(rng));
    // Another base anywhere it might be met: within the pivot's reach of the stern.
    const double reach = std::hypot(length, width / 2);
    const Vec2 at = start.stern() + Vec2{reach * (2 * unit(rng) - 1), reach * (2 * unit(rng) - 1)};
    const Base other_base{{at, 360 * unit(rng)}, 0.3 + 2.0 * unit(rng), 0.2 + 0.4 * unit(rng)};
    const PreparedBase other = prepare(other_base);
    // The start must be legal, as it is in a game.
    if (penetration(prepare(start), other) > -1e-3) continue;
    // Samples 0.05 degrees apart. The depth of overlap changes by at most ~8 UD a radian of turn
    // here (the distances involved are under 5 UD), so a sampled depth is within 4e-3 UD of the
    // deepest between its neighbours.
    const int samples = static_cast<int>(std::ceil(std::fabs(degrees) * 20));
    const double deepest = deepestSampled(start, degrees, other, samples);
    const bool exact = pivotOverlaps(sweepOf(start, degrees), other);
    constexpr double kSampling = 4e-3;
    // The exact test counts an overlap deeper than the tolerance into the other base shrunk by the
    // tolerance: an overlap by the separating axes between t and t·√2 deep is either; nearer than
    // the sampling error to those edges the sweep cannot tell.
    if (deepest > std::sqrt(2.0) * kTolerance + kSampling) {
      EXPECT_TRUE(exact) << "case " << n << ": the sweep overlaps " << deepest << " deep";
      ++hits;
    } else if (deepest < kTolerance - kSampling) {
      EXPECT_FALSE(exact) << "case " << n << ": the sweep stays " << -deepest << " apart";
      ++clear;
    } else {
      ++undecided;
    }
  }
  EXPECT_GT(hits, 200); // both answers exercised, and few cases the sweep cannot tell
  EXPECT_GT(clear, 500);
  EXPECT_LT(undecided, (hits + clear) / 50);
}

TEST(PivotSweep, a_corner_grazing_another_base_for_less_than_a_degree_counts) {
  // A 2 x 0.5 base heading north turns 90 degrees to starboard about its stern. A square base
  // stands with one corner pointing at the stern, 0.002 UD inside the circle the bow corner runs
  // on, where that corner passes 40.5 degrees into the turn: the two meet for about half a degree,
  // between two whole degrees.
  const Base start{{{10, 11}, 0}, 2.0, 0.5};
  const Vec2 stern = start.stern();
  const Vec2 bow_corner = turned(start, 40.5).corners[2]; // bow-starboard
  const Vec2 out = bow_corner - stern;
  const double r = length(out);
  const Vec2 u = out * (1 / r);
  const Vec2 tip = stern + u * (r - 0.002);
  const double bearing = std::atan2(u.x, u.y) * 180 / 3.14159265358979323846;
  const PreparedBase square = prepare(Base{{tip + u * (0.5 / std::sqrt(2.0)), bearing + 45}, 0.5, 0.5});
  EXPECT_TRUE(pivotOverlaps(sweepOf(start, 90), square));
  // The sweep at every degree (HM-MOVE-6 as written until 2026-11-27) saw nothing ...
  for (int degree = 1; degree <= 90; ++degree)
    EXPECT_FALSE(basesOverlap(turned(start, degree), square)) << degree;
  // ... though the bases overlap well beyond the tolerance on the way.
  EXPECT_GT(deepestSampled(start, 90, square, 90 * 200), 5 * kTolerance);
  // Turning only 40 degrees stops short of it; turning the other way never meets it.
  EXPECT_FALSE(pivotOverlaps(sweepOf(start, 40), square));
  EXPECT_FALSE(pivotOverlaps(sweepOf(start, -90), square));
}

TEST(PivotSweep, bases_side_by_side_may_pivot_away_from_each_other) {
  // Touching along a side, as ships set up on a line: turning away is free, turning into the
  // neighbour is not.
  const Base start{{{10, 10}, 0}, 2.0, 0.5};
  const PreparedBase neighbour = prepare(Base{{{10.5, 10}, 0}, 2.0, 0.5}); // to starboard, touching
  EXPECT_FALSE(pivotOverlaps(sweepOf(start, -90), neighbour));
  EXPECT_TRUE(pivotOverlaps(sweepOf(start, 10), neighbour));
}

TEST(PivotSweep, the_table_edges_agree_with_a_fine_sweep) {
  std::mt19937 rng(11);
  std::uniform_real_distribution<double> unit(0, 1);
  constexpr double kWidth = 8, kHeight = 6;
  int inside = 0, outside = 0, undecided = 0;
  for (int n = 0; n < 600; ++n) {
    const double length = 0.5 + 2.5 * unit(rng), width = 0.2 + 0.4 * unit(rng);
    const Base start{{{kWidth * unit(rng), kHeight * unit(rng)}, 360 * unit(rng)}, length, width};
    if (!baseInsideTable(start, kWidth, kHeight)) continue;
    const double degrees = (unit(rng) < 0.5 ? -1 : 1) * (0.5 + 179.5 * unit(rng));
    // How far the sampled bases reach beyond the table, at most (negative: the room left).
    double beyond = -std::numeric_limits<double>::infinity();
    // Samples 0.05 degrees apart: a corner 3 UD from the stern bulges less than 3e-7 UD between
    // two.
    const int samples = static_cast<int>(std::ceil(std::fabs(degrees) * 20));
    for (int k = 1; k <= samples; ++k)
      for (const Vec2 c : turned(start, degrees * k / samples).corners)
        beyond = std::max({beyond, -c.x, c.x - kWidth, -c.y, c.y - kHeight});
    const bool exact = pivotInsideTable(sweepOf(start, degrees), kWidth, kHeight);
    if (beyond > 1e-6) {
      EXPECT_FALSE(exact) << "case " << n << ": the sweep reaches " << beyond << " beyond the edge";
      ++outside;
    } else if (beyond < -1e-6) {
      EXPECT_TRUE(exact) << "case " << n;
      ++inside;
    } else {
      ++undecided;
    }
  }
  EXPECT_GT(inside, 100);
  EXPECT_GT(outside, 100);
  EXPECT_LT(undecided, 5);
}

} // namespace
} // namespace amiraute::core
