#include "core/Geometry.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <span>

#include <box2d/b2_distance.h>
#include <box2d/box2d.h>

namespace amiraute::core {

namespace {

constexpr double kPi = 3.14159265358979323846;
/// A segment this close to a base counts as touching it.
constexpr double kTouchDistance = 1e-6;
/// Slack for the table edges: a base set exactly on the edge is inside.
constexpr double kTableSlack = 1e-9;

/// Forward (stern to bow) and starboard (right of forward) unit vectors of a base.
struct Axes {
  Vec2 forward;
  Vec2 starboard;
};

Axes axesOf(const Pose &pose) {
  const Vec2 forward = headingVector(pose.heading_deg);
  // Starboard is the heading turned 90 degrees clockwise: (x, y) -> (y, -x).
  return {forward, {forward.y, -forward.x}};
}

Vec2 closestOnSegment(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const double length_sq = dot(ab, ab);
  if (length_sq <= 0) {
    return a;
  }
  const double t = std::clamp(dot(p - a, ab) / length_sq, 0.0, 1.0);
  return a + ab * t;
}

/// Corners relative to `origin`: Box2D works in float, so we feed it coordinates near zero.
std::array<Vec2, 4> localCorners(const Base &base, Vec2 origin) {
  // Same order as Base::corners(), without its allocation: this runs for every distance query.
  const Axes axes = axesOf(base.pose);
  const Vec2 half_forward = axes.forward * (base.length / 2);
  const Vec2 half_starboard = axes.starboard * (base.width / 2);
  const Vec2 c = base.pose.center - origin;
  return {c - half_forward - half_starboard, c - half_forward + half_starboard,
          c + half_forward + half_starboard, c + half_forward - half_starboard};
}

/// Box2D box for a base, relative to `origin`. SetAsBox lists its vertices in the same order as
/// Base::corners() (stern-port first, counter-clockwise).
b2PolygonShape boxShape(const Base &base, Vec2 origin) {
  b2PolygonShape shape;
  const Vec2 c = base.pose.center - origin;
  // Box2D angles turn counter-clockwise from the box's own y axis here (the forward axis);
  // compass headings turn clockwise.
  const double angle = -normalizeHeading(base.pose.heading_deg) * kPi / 180.0;
  shape.SetAsBox(static_cast<float>(base.width / 2), static_cast<float>(base.length / 2),
                 b2Vec2(static_cast<float>(c.x), static_cast<float>(c.y)), static_cast<float>(angle));
  return shape;
}

/// Closest pair between two point sets seen as closed polylines/points: every vertex of one
/// against every edge of the other. Exact (in double) for convex shapes that do not intersect.
/// A set of 1 point is a point, of 2 points a segment, of more a closed polygon.
template <std::size_t NA, std::size_t NB>
DistanceResult closestBetween(const std::array<Vec2, NA> &a, std::size_t count_a,
                              const std::array<Vec2, NB> &b, std::size_t count_b) {
  DistanceResult best;
  best.distance = std::numeric_limits<double>::infinity();
  // Compare squared distances; one square root at the end.
  const auto consider = [&](Vec2 pa, Vec2 pb) {
    const Vec2 d = pb - pa;
    const double d2 = dot(d, d);
    if (d2 < best.distance) {
      best = {d2, pa, pb};
    }
  };
  const auto edges = [](std::size_t count) { return count <= 2 ? count - 1 : count; };
  // Vertices of a against edges of b (a single point is a degenerate edge).
  for (std::size_t i = 0; i < count_a; ++i) {
    if (count_b == 1) {
      consider(a[i], b[0]);
      continue;
    }
    for (std::size_t j = 0; j < edges(count_b); ++j) {
      consider(a[i], closestOnSegment(a[i], b[j], b[(j + 1) % count_b]));
    }
  }
  for (std::size_t j = 0; j < count_b; ++j) {
    if (count_a == 1) {
      consider(a[0], b[j]);
      continue;
    }
    for (std::size_t i = 0; i < edges(count_a); ++i) {
      consider(closestOnSegment(b[j], a[i], a[(i + 1) % count_a]), b[j]);
    }
  }
  best.distance = std::sqrt(best.distance);
  return best;
}

/// Box2D GJK between two proxies (radii ignored: polygons carry a skin otherwise).
b2DistanceOutput gjk(const b2DistanceProxy &proxy_a, const b2DistanceProxy &proxy_b, b2SimplexCache &cache) {
  b2DistanceInput input;
  input.proxyA = proxy_a;
  input.proxyB = proxy_b;
  input.transformA.SetIdentity();
  input.transformB.SetIdentity();
  input.useRadii = false;
  cache.count = 0;
  b2DistanceOutput output;
  b2Distance(&output, &cache, &input);
  return output;
}

/// GJK reports a full simplex (or a zero distance) when the shapes touch or overlap.
bool gjkSaysContact(const b2DistanceOutput &output, const b2SimplexCache &cache) {
  return cache.count == 3 || output.distance <= 0.0f;
}

} // namespace

double normalizeHeading(double heading_deg) {
  double h = std::fmod(heading_deg, 360.0);
  if (h < 0) {
    h += 360.0;
  }
  // A tiny negative input rounds up to exactly 360 after the addition.
  if (h >= 360.0) {
    h = 0.0;
  }
  return h;
}

Vec2 headingVector(double heading_deg) {
  const double h = normalizeHeading(heading_deg);
  // The cardinal headings are by far the most common; give them exact vectors so bases set
  // side by side on a grid touch exactly instead of within rounding.
  if (h == 0.0) {
    return {0.0, 1.0};
  }
  if (h == 90.0) {
    return {1.0, 0.0};
  }
  if (h == 180.0) {
    return {0.0, -1.0};
  }
  if (h == 270.0) {
    return {-1.0, 0.0};
  }
  const double rad = h * kPi / 180.0;
  return {std::sin(rad), std::cos(rad)};
}

Vec2 Base::stern() const { return pose.center - headingVector(pose.heading_deg) * (length / 2); }

Vec2 Base::bow() const { return pose.center + headingVector(pose.heading_deg) * (length / 2); }

std::vector<Vec2> Base::corners() const {
  const Axes axes = axesOf(pose);
  const Vec2 half_forward = axes.forward * (length / 2);
  const Vec2 half_starboard = axes.starboard * (width / 2);
  const Vec2 c = pose.center;
  return {c - half_forward - half_starboard, c - half_forward + half_starboard,
          c + half_forward + half_starboard, c + half_forward - half_starboard};
}

PreparedBase prepare(const Base &base) {
  PreparedBase p;
  p.base = base;
  const Axes axes = axesOf(base.pose);
  p.forward = axes.forward;
  p.starboard = axes.starboard;
  const std::array<Vec2, 4> corners = localCorners(base, Vec2{0, 0});
  for (std::size_t i = 0; i < 4; ++i)
    p.corners[i] = corners[i];
  return p;
}

Box boundingBox(const PreparedBase &base) {
  Box box{base.corners[0], base.corners[0]};
  for (const Vec2 &c : base.corners) {
    box.lower = {std::min(box.lower.x, c.x), std::min(box.lower.y, c.y)};
    box.upper = {std::max(box.upper.x, c.x), std::max(box.upper.y, c.y)};
  }
  return box;
}

DistanceResult baseDistance(const Base &a, const Base &b) { return baseDistance(prepare(a), prepare(b)); }

DistanceResult baseDistance(const PreparedBase &a, const PreparedBase &b) {
  const Vec2 origin = a.base.pose.center;
  std::array<Vec2, 4> local_a;
  std::array<Vec2, 4> local_b;
  // Bases whose bounding circles are apart cannot touch, and for separated convex shapes the
  // corner-to-edge search below is exact: GJK is only needed when they may be in contact.
  const auto half_diagonal = [](const Base &base) {
    return 0.5 * std::sqrt(base.length * base.length + base.width * base.width);
  };
  const bool surely_apart =
      length(b.base.pose.center - origin) > half_diagonal(a.base) + half_diagonal(b.base) + 1e-9;
  if (surely_apart) {
    for (std::size_t i = 0; i < 4; ++i) {
      local_a[i] = a.corners[i] - origin;
      local_b[i] = b.corners[i] - origin;
    }
    DistanceResult result = closestBetween(local_a, 4, local_b, 4);
    result.point_a = result.point_a + origin;
    result.point_b = result.point_b + origin;
    return result;
  }
  b2Vec2 vertices_a[4];
  b2Vec2 vertices_b[4];
  for (std::size_t i = 0; i < 4; ++i) {
    local_a[i] = a.corners[i] - origin;
    local_b[i] = b.corners[i] - origin;
    vertices_a[i].Set(static_cast<float>(local_a[i].x), static_cast<float>(local_a[i].y));
    vertices_b[i].Set(static_cast<float>(local_b[i].x), static_cast<float>(local_b[i].y));
  }
  // A distance proxy over the corners is all GJK needs (no normals, no mass: cheaper than a
  // b2PolygonShape).
  b2DistanceProxy proxy_a;
  b2DistanceProxy proxy_b;
  proxy_a.Set(vertices_a, 4, 0.0f);
  proxy_b.Set(vertices_b, 4, 0.0f);
  b2SimplexCache cache;
  const b2DistanceOutput output = gjk(proxy_a, proxy_b, cache);

  if (gjkSaysContact(output, cache)) {
    const Vec2 pa{output.pointA.x + origin.x, output.pointA.y + origin.y};
    const Vec2 pb{output.pointB.x + origin.x, output.pointB.y + origin.y};
    return {0.0, pa, pb};
  }
  // Separated: GJK settled it in float; redo the closest pair in double so touching-but-apart
  // and exact ranges come out exact rather than within float rounding.
  DistanceResult result = closestBetween(local_a, 4, local_b, 4);
  result.point_a = result.point_a + origin;
  result.point_b = result.point_b + origin;
  return result;
}

double segmentBaseDistance(Vec2 p, Vec2 q, const Base &base) {
  const Vec2 origin = base.pose.center;
  const b2PolygonShape shape = boxShape(base, origin);
  b2DistanceProxy proxy_base;
  proxy_base.Set(&shape, 0);
  const Vec2 lp = p - origin;
  const Vec2 lq = q - origin;
  const bool degenerate = lp.x == lq.x && lp.y == lq.y;
  const b2Vec2 vertices[2] = {b2Vec2(static_cast<float>(lp.x), static_cast<float>(lp.y)),
                              b2Vec2(static_cast<float>(lq.x), static_cast<float>(lq.y))};
  b2DistanceProxy proxy_segment;
  proxy_segment.Set(vertices, degenerate ? 1 : 2, 0.0f);
  b2SimplexCache cache;
  const b2DistanceOutput output = gjk(proxy_segment, proxy_base, cache);
  if (gjkSaysContact(output, cache)) {
    return 0.0;
  }
  const std::array<Vec2, 2> segment{lp, lq};
  return closestBetween(segment, degenerate ? 1 : 2, localCorners(base, origin), 4).distance;
}

bool segmentTouchesBase(Vec2 p, Vec2 q, const Base &base) { return segmentTouchesBase(p, q, prepare(base)); }

bool segmentTouchesBase(Vec2 p, Vec2 q, const PreparedBase &prepared) {
  // Separating axes in double, on the base grown by the touching distance: the base's two axes
  // and the segment's normal. Exact up to kTouchDistance at the corners, and far cheaper than a
  // distance query: lines of fire test many bases.
  const Base &base = prepared.base;
  const Vec2 lp{dot(p - base.pose.center, prepared.forward), dot(p - base.pose.center, prepared.starboard)};
  const Vec2 lq{dot(q - base.pose.center, prepared.forward), dot(q - base.pose.center, prepared.starboard)};
  const double half_length = base.length / 2 + kTouchDistance;
  const double half_width = base.width / 2 + kTouchDistance;
  if (std::max(lp.x, lq.x) < -half_length || std::min(lp.x, lq.x) > half_length) return false;
  if (std::max(lp.y, lq.y) < -half_width || std::min(lp.y, lq.y) > half_width) return false;
  const Vec2 d = lq - lp;
  const Vec2 normal{-d.y, d.x};
  const double radius = half_length * std::fabs(normal.x) + half_width * std::fabs(normal.y);
  return std::fabs(dot(normal, lp)) <= radius;
}

namespace {

bool overlapOnAxes(const Base &a, const Axes &axes_a, const Base &b, const Axes &axes_b, double tolerance) {
  const Vec2 between = b.pose.center - a.pose.center;
  const auto halfExtent = [](const Base &base, const Axes &axes, Vec2 axis) {
    return std::abs(dot(axes.forward, axis)) * base.length / 2 +
           std::abs(dot(axes.starboard, axis)) * base.width / 2;
  };
  double penetration = std::numeric_limits<double>::infinity();
  for (const Vec2 axis : {axes_a.forward, axes_a.starboard, axes_b.forward, axes_b.starboard}) {
    const double overlap =
        halfExtent(a, axes_a, axis) + halfExtent(b, axes_b, axis) - std::abs(dot(between, axis));
    penetration = std::min(penetration, overlap);
  }
  return penetration > tolerance;
}

} // namespace

bool basesOverlap(const Base &a, const Base &b, double tolerance) {
  // Separating axis test on the four edge normals; the smallest overlap over the axes is the
  // penetration depth. GJK cannot tell touching from overlapping (both give distance 0).
  return overlapOnAxes(a, axesOf(a.pose), b, axesOf(b.pose), tolerance);
}

bool basesOverlap(const PreparedBase &a, const PreparedBase &b, double tolerance) {
  return overlapOnAxes(a.base, Axes{a.forward, a.starboard}, b.base, Axes{b.forward, b.starboard}, tolerance);
}

bool baseInsideTable(const PreparedBase &base, double width, double height) {
  for (const Vec2 corner : base.corners)
    if (corner.x < -kTableSlack || corner.x > width + kTableSlack || corner.y < -kTableSlack ||
        corner.y > height + kTableSlack)
      return false;
  return true;
}

namespace {

/// `v` turned clockwise (compass sense) by `angle` radians given as its cosine and sine.
Vec2 turnedClockwise(Vec2 v, double c, double s) { return {v.x * c + v.y * s, -v.x * s + v.y * c}; }

/// Cross product z (counter-clockwise positive).
double cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }

/// The turn, in radians in [0, 2 pi), that carries `from` onto `to` (same distance from the
/// origin) going clockwise when `clockwise`, else counter-clockwise.
double turnBetween(Vec2 from, Vec2 to, bool clockwise) {
  double a = std::atan2(cross(from, to), dot(from, to)); // counter-clockwise
  if (clockwise) a = -a;
  if (a < 0) a += 2 * kPi;
  return a;
}

/// A segment [p, q] with what every circle about the origin asks of it worked out once.
struct Edge {
  Vec2 p, d;       ///< from p along d = q - p
  double a, b, p2; ///< |d|^2, 2 p.d, |p|^2
};
Edge edgeOf(Vec2 p, Vec2 q) {
  const Vec2 d = q - p;
  return {p, d, dot(d, d), 2 * dot(p, d), dot(p, p)};
}

/// Where the circle of radius `r` (r2 = r * r) about the origin crosses the edge: up to two points.
int circleCrossings(double r2, const Edge &e, Vec2 out[2]) {
  if (e.a <= 0) return 0;
  const double c = e.p2 - r2;
  const double disc = e.b * e.b - 4 * e.a * c;
  if (disc < 0) return 0;
  const double root = std::sqrt(disc);
  int n = 0;
  for (const double u : {(-e.b - root) / (2 * e.a), (-e.b + root) / (2 * e.a)})
    if (u >= 0 && u <= 1) out[n++] = e.p + e.d * u;
  return n;
}

/// A rectangle by its centre, unit axes and half extents.
struct Rect {
  Vec2 centre, forward, starboard;
  double half_length, half_width;
};

/// Whether two rectangles' interiors meet (every separating axis of two rectangles is one of
/// their edge normals).
bool interiorsMeet(const Rect &a, const Rect &b) {
  const Vec2 between = b.centre - a.centre;
  const auto extent = [](const Rect &r, Vec2 axis) {
    return std::fabs(dot(r.forward, axis)) * r.half_length + std::fabs(dot(r.starboard, axis)) * r.half_width;
  };
  for (const Vec2 axis : {a.forward, a.starboard, b.forward, b.starboard})
    if (extent(a, axis) + extent(b, axis) - std::fabs(dot(between, axis)) <= 0) return false;
  return true;
}

} // namespace

void pivotOverlaps(std::span<const PivotSweep> sweeps, const PreparedBase &other, std::span<bool> hits,
                   double tolerance) {
  const std::size_t turns = std::min(sweeps.size(), hits.size());
  bool all_hit = true;
  for (std::size_t k = 0; k < turns; ++k) {
    hits[k] = basesOverlap(sweeps[k].end, other, tolerance);
    all_hit = all_hit && hits[k];
  }
  if (turns == 0 || all_hit) return;
  const PivotSweep &sweep = sweeps[turns - 1]; // the largest turn: its crossings hold the others'
  const double largest = std::fabs(sweep.degrees) * kPi / 180;
  if (!(largest > 0)) return;
  const bool clockwise = sweep.degrees > 0;
  const Base &moving = sweep.start.base;
  // Everything relative to the pivot, the other base shrunk by the tolerance.
  const Rect still{other.base.pose.center - sweep.pivot, other.forward, other.starboard,
                   other.base.length / 2 - tolerance, other.base.width / 2 - tolerance};
  if (still.half_length <= 0 || still.half_width <= 0) return;
  Vec2 mine[4], theirs[4];
  for (std::size_t i = 0; i < 4; ++i)
    mine[i] = sweep.start.corners[i] - sweep.pivot;
  const Vec2 hl = still.forward * still.half_length, hw = still.starboard * still.half_width;
  theirs[0] = still.centre - hl - hw;
  theirs[1] = still.centre - hl + hw;
  theirs[2] = still.centre + hl + hw;
  theirs[3] = still.centre + hl - hw;
  // The angles of the turn where a corner of one meets an edge of the other: a corner of the
  // turning base runs on a circle about the pivot; seen from the turning base, a corner of the
  // other runs on a circle the other way. Inside (0, largest) only; at most 4 x 4 x 2 each way.
  std::array<double, 66> events;
  std::size_t count = 0;
  events[count++] = 0;
  const auto add = [&](double t) {
    if (t > 0 && t < largest) events[count++] = t;
  };
  Edge mine_edges[4], their_edges[4];
  double mine_r2[4], their_r2[4];
  for (std::size_t i = 0; i < 4; ++i) {
    mine_edges[i] = edgeOf(mine[i], mine[(i + 1) % 4]);
    their_edges[i] = edgeOf(theirs[i], theirs[(i + 1) % 4]);
    const double r_mine = length(mine[i]), r_theirs = length(theirs[i]);
    mine_r2[i] = r_mine * r_mine;
    their_r2[i] = r_theirs * r_theirs;
  }
  Vec2 at[2];
  for (std::size_t i = 0; i < 4; ++i)
    for (std::size_t e = 0; e < 4; ++e) {
      for (int k = 0, n = circleCrossings(mine_r2[i], their_edges[e], at); k < n; ++k)
        add(turnBetween(mine[i], at[k], clockwise));
      for (int k = 0, n = circleCrossings(their_r2[i], mine_edges[e], at); k < n; ++k)
        add(turnBetween(at[k], theirs[i], clockwise));
    }
  std::sort(events.begin() + 1, events.begin() + static_cast<std::ptrdiff_t>(count));
  const Vec2 centre = moving.pose.center - sweep.pivot;
  const auto meetsAt = [&](double from, double to) {
    const double mid = 0.5 * (from + to);
    const double c = std::cos(mid), s = std::sin(mid) * (clockwise ? 1 : -1);
    const Rect turned{turnedClockwise(centre, c, s), turnedClockwise(sweep.start.forward, c, s),
                      turnedClockwise(sweep.start.starboard, c, s), moving.length / 2, moving.width / 2};
    return interiorsMeet(turned, still);
  };
  // Each turn ends its own last stretch; the stretches before it are every turn's that reaches
  // past them, tested once.
  std::size_t tested = 0;  // stretches [events[k], events[k + 1]] tested so far
  bool met_before = false; // one of them meets the other base
  for (std::size_t k = 0; k < turns; ++k) {
    const double turn = std::fabs(sweeps[k].degrees) * kPi / 180;
    if (!(turn > 0)) continue;
    while (!met_before && tested + 1 < count && events[tested + 1] < turn) {
      if (events[tested + 1] - events[tested] > 0 && meetsAt(events[tested], events[tested + 1]))
        met_before = true;
      ++tested;
    }
    if (hits[k]) continue;
    if (met_before) {
      hits[k] = true;
      continue;
    }
    // The last stretch: from the last crossing before this turn's end to the end.
    if (turn - events[tested] > 0 && meetsAt(events[tested], turn)) hits[k] = true;
  }
}

bool pivotOverlaps(const PivotSweep &sweep, const PreparedBase &other, double tolerance) {
  bool hit = false;
  pivotOverlaps(std::span<const PivotSweep>(&sweep, 1), other, std::span<bool>(&hit, 1), tolerance);
  return hit;
}

bool pivotInsideTable(const PivotSweep &sweep, double width, double height) {
  if (!baseInsideTable(sweep.end, width, height)) return false;
  const double turn = std::fabs(sweep.degrees) * kPi / 180;
  const bool clockwise = sweep.degrees > 0;
  const Vec2 p = sweep.pivot;
  // The four directions a corner faces an edge square on: east, north, west, south.
  constexpr Vec2 kSquare[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
  for (const Vec2 corner : sweep.start.corners) {
    const Vec2 v = corner - p;
    const double r = length(v);
    if (corner.x < -kTableSlack || corner.x > width + kTableSlack || corner.y < -kTableSlack ||
        corner.y > height + kTableSlack)
      return false;
    if (r <= 0) continue;
    for (const Vec2 direction : kSquare) {
      if (turnBetween(v, direction * r, clockwise) >= turn) continue; // not on this corner's arc
      const Vec2 extreme = p + direction * r;
      if (extreme.x < -kTableSlack || extreme.x > width + kTableSlack || extreme.y < -kTableSlack ||
          extreme.y > height + kTableSlack)
        return false;
    }
  }
  return true;
}

PreparedBase prepare(const Base &base, Vec2 forward) {
  PreparedBase p;
  p.base = base;
  p.forward = forward;
  p.starboard = {forward.y, -forward.x};
  const Vec2 half_forward = forward * (base.length / 2);
  const Vec2 half_starboard = p.starboard * (base.width / 2);
  const Vec2 c = base.pose.center;
  p.corners[0] = c - half_forward - half_starboard;
  p.corners[1] = c - half_forward + half_starboard;
  p.corners[2] = c + half_forward + half_starboard;
  p.corners[3] = c + half_forward - half_starboard;
  return p;
}

bool baseInsideTable(const Base &base, double width, double height) {
  for (const Vec2 corner : base.corners()) {
    if (corner.x < -kTableSlack || corner.x > width + kTableSlack || corner.y < -kTableSlack ||
        corner.y > height + kTableSlack) {
      return false;
    }
  }
  return true;
}

Box boundingBox(const Base &base) {
  const Axes axes = axesOf(base.pose);
  const double half_x =
      std::abs(axes.forward.x) * base.length / 2 + std::abs(axes.starboard.x) * base.width / 2;
  const double half_y =
      std::abs(axes.forward.y) * base.length / 2 + std::abs(axes.starboard.y) * base.width / 2;
  const Vec2 c = base.pose.center;
  return {{c.x - half_x, c.y - half_y}, {c.x + half_x, c.y + half_y}};
}

} // namespace amiraute::core
