#pragma once
/// Overlay geometry in world UD, pure and testable: range rings (a base offset by a distance),
/// the line-of-fire end zones, the reachable area of a move, the closest point of a base.
#include "core/Geometry.h"

#include <array>
#include <vector>

namespace amiraute::ui {

/// Bearing of a vector in compass degrees (0 north, 90 east), in [0, 360).
double bearingOf(core::Vec2 v);
/// Signed smallest turn from heading `from` to heading `to`, in (-180, 180]; + is clockwise.
double turnBetween(double from, double to);

/// The base polygon offset outward by `r` UD: a rectangle with rounded corners, counter-clockwise,
/// `arc_segments` segments per corner. Every radius gives the same vertex count, in the same
/// order, so two rings can be joined into a band.
std::vector<core::Vec2> offsetBasePolygon(const core::Base &base, double r, int arc_segments = 8);

/// Closest point of a base (its rectangle, interior included) to `p`.
core::Vec2 closestPointOnBase(const core::Base &base, core::Vec2 p);

/// Whether `p` lies on the base, or within `tolerance` UD of it.
bool baseContains(const core::Base &base, core::Vec2 p, double tolerance = 0);

/// A straight stretch of the firing line.
struct Segment {
  core::Vec2 a, b;
};

/// The stretches of a firing line where another base blocks it under HM-LOS-2 (end zones): the
/// first and last `clearance` UD, or the whole line when it is shorter than two zones.
std::vector<Segment> losEndZones(core::Vec2 from, core::Vec2 to, double clearance);

/// The four corners of a strip `half_width` UD either side of [a, b], counter-clockwise.
std::array<core::Vec2, 4> segmentStrip(core::Vec2 a, core::Vec2 b, double half_width);

/// Where a ship may still go this turn, approximately: a straight corridor of the remaining
/// length, plus a fan about the first point where a pivot is allowed.
struct ReachArea {
  std::array<core::Vec2, 4> corridor{}; ///< the base swept straight ahead for the remaining UD
  bool has_fan = false;
  core::Vec2 fan_center; ///< stern once the straight run a pivot needs is done
  double fan_radius = 0; ///< base length plus what is left after the pivot's cost
  double fan_from = 0;   ///< compass bearings of the fan's edges
  double fan_to = 0;
  std::vector<core::Vec2> fan; ///< fan_center then the arc, for drawing
};

/// `remaining` UD left, `straight_needed` UD still to go before a pivot, a pivot costing
/// `pivot_cost` and turning at most `max_pivot` degrees either way.
ReachArea reachArea(const core::Base &base, double remaining, double straight_needed, double pivot_cost,
                    double max_pivot, int arc_segments = 24);

} // namespace amiraute::ui
