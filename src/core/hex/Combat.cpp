#include "core/hex/Combat.h"

#include <algorithm>

namespace amiraute::core {

namespace {

bool known(const std::vector<RetreatRoute> &routes, Hex h) {
  return std::any_of(routes.begin(), routes.end(), [&](const RetreatRoute &r) { return r.to == h; });
}

// A route's end: the odds there must fall below 3:1.
void offer(std::vector<RetreatRoute> &routes, const RetreatTerrain &t, Hex to, std::vector<Hex> through) {
  if (known(routes, to)) return;
  if (t.odds_at(to).result != CombatResult::None) return;
  routes.push_back({to, std::move(through)});
}

// Past a slide hex: straight on, or any way but back, until a hex the piece may stop on.
void slideOn(std::vector<RetreatRoute> &routes, const RetreatTerrain &t, Hex origin, Hex came_from, Hex here,
             std::vector<Hex> through) {
  through.push_back(here);
  const int entered = directionTo(came_from, here);
  for (int d = 0; d < 6; ++d) {
    if (t.slide_straight && d != entered) continue;
    const Hex next = neighbour(here, d);
    if (next == came_from || next == origin) continue;
    if (std::find(through.begin(), through.end(), next) != through.end()) continue; // no loops
    if (!t.open(here, next)) continue;
    if (t.slide && t.slide(next))
      slideOn(routes, t, origin, here, next, through);
    else
      offer(routes, t, next, through);
  }
}

} // namespace

std::vector<RetreatRoute> retreatRoutes(Hex from, const RetreatTerrain &terrain) {
  std::vector<RetreatRoute> routes;
  // The neighbours first, then the hexes past slide hexes: a hex both next door and past a field
  // is offered as the plain step.
  for (int pass = 0; pass < 2; ++pass)
    for (int d = 0; d < 6; ++d) {
      const Hex n = neighbour(from, d);
      if (!terrain.open(from, n)) continue;
      const bool slides = terrain.slide && terrain.slide(n);
      if (pass == 0 && !slides) offer(routes, terrain, n, {});
      if (pass == 1 && slides) slideOn(routes, terrain, from, from, n, {});
    }
  return routes;
}

} // namespace amiraute::core
