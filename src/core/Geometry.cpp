#include "core/Geometry.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

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
  const std::vector<Vec2> corners = base.corners();
  std::array<Vec2, 4> local;
  for (std::size_t i = 0; i < 4; ++i) {
    local[i] = corners[i] - origin;
  }
  return local;
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
                 b2Vec2(static_cast<float>(c.x), static_cast<float>(c.y)),
                 static_cast<float>(angle));
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
  const auto consider = [&](Vec2 pa, Vec2 pb) {
    const double d = length(pb - pa);
    if (d < best.distance) {
      best = {d, pa, pb};
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
  return best;
}

/// Box2D GJK between two proxies (radii ignored: polygons carry a skin otherwise).
b2DistanceOutput gjk(const b2DistanceProxy &proxy_a, const b2DistanceProxy &proxy_b,
                     b2SimplexCache &cache) {
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

double length(Vec2 v) { return std::hypot(v.x, v.y); }

double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }

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

DistanceResult baseDistance(const Base &a, const Base &b) {
  const Vec2 origin = a.pose.center;
  const b2PolygonShape shape_a = boxShape(a, origin);
  const b2PolygonShape shape_b = boxShape(b, origin);
  b2DistanceProxy proxy_a;
  b2DistanceProxy proxy_b;
  proxy_a.Set(&shape_a, 0);
  proxy_b.Set(&shape_b, 0);
  b2SimplexCache cache;
  const b2DistanceOutput output = gjk(proxy_a, proxy_b, cache);

  if (gjkSaysContact(output, cache)) {
    const Vec2 pa{output.pointA.x + origin.x, output.pointA.y + origin.y};
    const Vec2 pb{output.pointB.x + origin.x, output.pointB.y + origin.y};
    return {0.0, pa, pb};
  }
  // Separated: GJK settled it in float; redo the closest pair in double so touching-but-apart
  // and exact ranges come out exact rather than within float rounding.
  DistanceResult result = closestBetween(localCorners(a, origin), 4, localCorners(b, origin), 4);
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

bool segmentTouchesBase(Vec2 p, Vec2 q, const Base &base) {
  return segmentBaseDistance(p, q, base) <= kTouchDistance;
}

bool basesOverlap(const Base &a, const Base &b, double tolerance) {
  // Separating axis test on the four edge normals; the smallest overlap over the axes is the
  // penetration depth. GJK cannot tell touching from overlapping (both give distance 0).
  const Axes axes_a = axesOf(a.pose);
  const Axes axes_b = axesOf(b.pose);
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
