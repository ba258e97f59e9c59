#pragma once
/// The Haute Mer table's geometry in UD, pure and testable: range rings (a base offset by a
/// distance), the line-of-fire end zones, the reachable area of a move, the closest point of a base,
/// which ship is under a point, and the two tools a person handles on the table — the move drag
/// (forward or pivot about the stern) and the ruler. The board feeds them world points and submits
/// what they propose; the engine alone decides whether it is legal.
#include "core/Geometry.h"
#include "games/haute_mer/Actions.h"

#include <array>
#include <optional>
#include <vector>

namespace amiraute::haute_mer {

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

/// A base that can be picked: the caller's id, and `z`, its drawing order (higher is on top).
struct PickCandidate {
  int id = -1;
  core::Base base;
  int z = 0;
};

/// The id of the topmost base containing `world`; if none does, the nearest base within
/// `tolerance` UD (small ships stay clickable when zoomed out); -1 when nothing is near.
int pickShip(const std::vector<PickCandidate> &candidates, core::Vec2 world, double tolerance);

/// Dragging a ship: forward along its heading, or turning it with the handle beyond the bow.
struct MoveDrag {
  enum class Kind { Forward, Pivot };
  Kind kind = Kind::Forward;
  int ship = -1;
  core::Base start;      ///< the base when the drag began
  core::Vec2 grab;       ///< world point where the mouse took hold
  double remaining = 0;  ///< UD left this turn
  double max_pivot = 90; ///< degrees either way
  double forward = 0;    ///< UD chosen so far
  double degrees = 0;    ///< turn chosen so far, + clockwise

  /// Follow the mouse. Forward snaps to 0.1 UD (0.01 when `fine`), pivots to 5° (1° when fine).
  void update(core::Vec2 mouse, bool fine);
  /// Where the base would stand.
  core::Base preview() const;
  /// The action this drag proposes, or nothing if it is still where it began.
  std::optional<Action> action() const;
};

/// Where the pivot handle sits for a base, at `offset` UD beyond the bow.
core::Vec2 pivotHandle(const core::Base &base, double offset);

/// A measured distance: base to base when both ends are on bases, else to the closest point.
struct Measurement {
  core::Vec2 from, to;
  double distance = 0;
};
Measurement measureBetween(const std::optional<core::Base> &a, core::Vec2 pa,
                           const std::optional<core::Base> &b, core::Vec2 pb);

} // namespace amiraute::haute_mer
