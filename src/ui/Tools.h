#pragma once
/// The input tools' state machines, free of any window: the move drag (forward or pivot about
/// the stern) and the measuring ruler. The view feeds them world points and submits what they
/// propose; the engine alone decides whether it is legal.
#include "core/Geometry.h"
#include "games/haute_mer/Actions.h"

#include <optional>

namespace amiraute::ui {

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
  std::optional<haute_mer::Action> action() const;
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

} // namespace amiraute::ui
