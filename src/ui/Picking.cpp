#include "ui/Picking.h"

#include "ui/Overlays.h"

namespace amiraute::ui {

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

} // namespace amiraute::ui
