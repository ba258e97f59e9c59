#pragma once
/// Which ship is under a point of the table.
#include "core/Geometry.h"

#include <vector>

namespace amiraute::ui {

/// A base that can be picked: the caller's id, and `z`, its drawing order (higher is on top).
struct PickCandidate {
  int id = -1;
  core::Base base;
  int z = 0;
};

/// The id of the topmost base containing `world`; if none does, the nearest base within
/// `tolerance` UD (small ships stay clickable when zoomed out); -1 when nothing is near.
int pickShip(const std::vector<PickCandidate> &candidates, core::Vec2 world, double tolerance);

} // namespace amiraute::ui
