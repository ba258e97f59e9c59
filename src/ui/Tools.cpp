#include "ui/Tools.h"

#include "ui/Overlays.h"

#include <algorithm>
#include <cmath>

namespace amiraute::ui {

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

std::optional<haute_mer::Action> MoveDrag::action() const {
  if (kind == Kind::Forward) {
    if (forward < 0.005) return std::nullopt;
    return haute_mer::MoveForward{ship, std::round(forward * 100) / 100};
  }
  if (std::fabs(degrees) < 0.5) return std::nullopt;
  return haute_mer::Pivot{ship, degrees};
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

} // namespace amiraute::ui
