#include "games/haute_mer/draw/Geometry.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace amiraute::haute_mer {

namespace {
constexpr double kDeg = std::numbers::pi / 180.0;
}

double bearingOf(core::Vec2 v) {
  double b = std::atan2(v.x, v.y) / kDeg;
  if (b < 0) b += 360;
  if (b >= 360) b -= 360;
  return b;
}

double turnBetween(double from, double to) {
  double d = std::fmod(to - from, 360.0);
  if (d <= -180) d += 360;
  if (d > 180) d -= 360;
  return d;
}

std::vector<core::Vec2> offsetBasePolygon(const core::Base &base, double r, int arc_segments) {
  std::vector<core::Vec2> c = base.corners();
  // Make sure the corners run counter-clockwise (y north), whatever the heading.
  double area = 0;
  for (std::size_t i = 0; i < c.size(); ++i) {
    const core::Vec2 p = c[i], q = c[(i + 1) % c.size()];
    area += p.x * q.y - q.x * p.y;
  }
  if (area < 0) std::reverse(c.begin(), c.end());
  const int n = static_cast<int>(c.size());
  const int segs = std::max(1, arc_segments);
  std::vector<core::Vec2> out;
  out.reserve(static_cast<std::size_t>(n * (segs + 1)));
  for (int i = 0; i < n; ++i) {
    const core::Vec2 prev = c[(i + n - 1) % n], cur = c[i], next = c[(i + 1) % n];
    const core::Vec2 e0 = cur - prev, e1 = next - cur;
    // Outward normals of a counter-clockwise polygon point to the right of each edge.
    const double a0 = std::atan2(-e0.x, e0.y);
    double a1 = std::atan2(-e1.x, e1.y);
    while (a1 < a0)
      a1 += 2 * std::numbers::pi;
    for (int k = 0; k <= segs; ++k) {
      const double a = a0 + (a1 - a0) * k / segs;
      out.push_back({cur.x + r * std::cos(a), cur.y + r * std::sin(a)});
    }
  }
  return out;
}

core::Vec2 closestPointOnBase(const core::Base &base, core::Vec2 p) {
  const core::Vec2 f = core::headingVector(base.pose.heading_deg);
  const core::Vec2 s{f.y, -f.x}; // starboard
  const core::Vec2 d = p - base.pose.center;
  const double along = std::clamp(core::dot(d, f), -base.length / 2, base.length / 2);
  const double across = std::clamp(core::dot(d, s), -base.width / 2, base.width / 2);
  return base.pose.center + f * along + s * across;
}

bool baseContains(const core::Base &base, core::Vec2 p, double tolerance) {
  return core::length(closestPointOnBase(base, p) - p) <= tolerance + 1e-12;
}

std::vector<Segment> losEndZones(core::Vec2 from, core::Vec2 to, double clearance) {
  const core::Vec2 d = to - from;
  const double len = core::length(d);
  if (len <= 2 * clearance + 1e-9) return {{from, to}};
  const core::Vec2 u = d * (1.0 / len);
  return {{from, from + u * clearance}, {to - u * clearance, to}};
}

std::array<core::Vec2, 4> segmentStrip(core::Vec2 a, core::Vec2 b, double half_width) {
  const core::Vec2 d = b - a;
  const double len = core::length(d);
  const core::Vec2 u = len > 1e-12 ? d * (1.0 / len) : core::Vec2{1, 0};
  const core::Vec2 n{-u.y * half_width, u.x * half_width}; // left of a->b
  return {a - n, b - n, b + n, a + n};
}

ReachArea reachArea(const core::Base &base, double remaining, double straight_needed, double pivot_cost,
                    double max_pivot, int arc_segments) {
  ReachArea r;
  const core::Vec2 f = core::headingVector(base.pose.heading_deg);
  const core::Vec2 s{f.y, -f.x};
  const core::Vec2 stern = base.stern();
  const double reach = base.length + std::max(0.0, remaining);
  const core::Vec2 hw = s * (base.width / 2);
  r.corridor = {stern - hw, stern + hw, stern + f * reach + hw, stern + f * reach - hw};
  const double straight = std::max(0.0, straight_needed);
  const double after = remaining - straight - pivot_cost;
  if (after < -1e-9 || max_pivot <= 0) return r;
  r.has_fan = true;
  r.fan_center = stern + f * straight;
  r.fan_radius = base.length + std::max(0.0, after);
  r.fan_from = core::normalizeHeading(base.pose.heading_deg - max_pivot);
  r.fan_to = core::normalizeHeading(base.pose.heading_deg + max_pivot);
  r.fan.push_back(r.fan_center);
  const int n = std::max(2, arc_segments);
  for (int k = 0; k <= n; ++k) {
    const double b = base.pose.heading_deg - max_pivot + 2 * max_pivot * k / n;
    r.fan.push_back(r.fan_center + core::headingVector(b) * r.fan_radius);
  }
  return r;
}

int pickShip(const std::vector<PickCandidate> &candidates, core::Vec2 world, double tolerance) {
  int best = -1, best_z = 0;
  for (const PickCandidate &c : candidates) {
    if (!baseContains(c.base, world)) continue;
    if (best < 0 || c.z > best_z) {
      best = c.id;
      best_z = c.z;
    }
  }
  if (best >= 0) return best;
  double best_d = tolerance;
  for (const PickCandidate &c : candidates) {
    const double d = core::length(closestPointOnBase(c.base, world) - world);
    if (d <= best_d) {
      best_d = d;
      best = c.id;
    }
  }
  return best;
}

void MoveDrag::update(core::Vec2 mouse, bool fine) {
  if (kind == Kind::Forward) {
    const double along = core::dot(mouse - grab, core::headingVector(start.pose.heading_deg));
    const double step = fine ? 0.01 : 0.1;
    forward = std::clamp(std::round(along / step) * step, 0.0, std::max(0.0, remaining));
    if (remaining - forward < step / 2) forward = std::max(0.0, remaining);
    return;
  }
  const core::Vec2 v = mouse - start.stern();
  if (core::length(v) < 1e-6) return;
  const double turn = turnBetween(start.pose.heading_deg, bearingOf(v));
  const double step = fine ? 1 : 5;
  degrees = std::clamp(std::round(turn / step) * step, -max_pivot, max_pivot);
}

core::Base MoveDrag::preview() const {
  core::Base b = start;
  if (kind == Kind::Forward) {
    b.pose.center = start.pose.center + core::headingVector(start.pose.heading_deg) * forward;
  } else {
    b.pose.heading_deg = core::normalizeHeading(start.pose.heading_deg + degrees);
    b.pose.center = start.stern() + core::headingVector(b.pose.heading_deg) * (start.length / 2);
  }
  return b;
}

std::optional<Action> MoveDrag::action() const {
  if (kind == Kind::Forward) {
    if (forward < 0.005) return std::nullopt;
    return MoveForward{ship, std::round(forward * 100) / 100};
  }
  if (std::fabs(degrees) < 0.5) return std::nullopt;
  return Pivot{ship, degrees};
}

core::Vec2 pivotHandle(const core::Base &base, double offset) {
  return base.bow() + core::headingVector(base.pose.heading_deg) * offset;
}

Measurement measureBetween(const std::optional<core::Base> &a, core::Vec2 pa,
                           const std::optional<core::Base> &b, core::Vec2 pb) {
  Measurement m;
  if (a && b) {
    const core::DistanceResult d = core::baseDistance(*a, *b);
    m.from = d.point_a;
    m.to = d.point_b;
    m.distance = d.distance;
    return m;
  }
  m.from = a ? closestPointOnBase(*a, pb) : pa;
  m.to = b ? closestPointOnBase(*b, m.from) : pb;
  m.distance = core::length(m.to - m.from);
  return m;
}

} // namespace amiraute::haute_mer
