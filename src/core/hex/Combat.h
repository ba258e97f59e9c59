#pragma once
/// Combat after Objectif Villes, shared by the hex games that fight by odds (Objectif Villes,
/// Planètes): one defender at a time; the odds of core/hex/Odds.h (rounded for the defender, 4:1
/// or more eliminates, 3:1 forces a retreat); a retreat goes one hex to where the same attack
/// would fall below 3:1, and a piece with nowhere to go is eliminated. The games say what a hex
/// allows and how strong a piece is; the procedure is written here once. Each game cites its own
/// clauses (OV-RETREAT-*, PL-RETREAT-*).
#include "core/Hash.h"
#include "core/hex/Grid.h"
#include "core/hex/Map.h"
#include "core/hex/Odds.h"

#include <functional>
#include <vector>

namespace amiraute::core {

/// A 3:1 result waiting for the defender's owner to choose where the piece retreats.
struct PendingRetreat {
  int piece = -1;             ///< the game's id of the retreating piece
  std::vector<int> attackers; ///< ids of the pieces whose attack forced it
  friend bool operator==(const PendingRetreat &, const PendingRetreat &) = default;
};

/// Pending retreats into a state's hash.
inline void hashRetreats(StateHasher &h, const std::vector<PendingRetreat> &retreats) {
  h.add(static_cast<std::uint64_t>(retreats.size()));
  for (const PendingRetreat &r : retreats) {
    h.add(r.piece).add(static_cast<std::uint64_t>(r.attackers.size()));
    for (int a : r.attackers)
      h.add(a);
  }
}

/// True when a neighbour of `h` holds a piece of another side than `side` (the zone of control);
/// `occupancy` holds per map cell -1 when empty, else the side of the piece there.
inline bool nextToEnemy(const HexGridShape &map, const std::vector<signed char> &occupancy, Hex h, int side) {
  for (Hex n : neighbours(h)) {
    const int i = map.index(n);
    if (i >= 0 && occupancy[static_cast<std::size_t>(i)] >= 0 &&
        occupancy[static_cast<std::size_t>(i)] != side)
      return true;
  }
  return false;
}

/// One way back for a retreating piece.
struct RetreatRoute {
  Hex to;                   ///< where the piece ends
  std::vector<Hex> through; ///< hexes it passes without stopping (force fields), in order
  friend bool operator==(const RetreatRoute &, const RetreatRoute &) = default;
};

/// What a game says about the hexes around a retreating piece.
struct RetreatTerrain {
  /// True when the piece may step from `from` onto its neighbour `to`: on the map, terrain it may
  /// stand on or pass, nobody there, no hexside (river) forbidding it. Required.
  std::function<bool(Hex from, Hex to)> open;
  /// True for a hex the piece cannot stop on and leaves by one more hex (Planètes' force
  /// fields). Empty: no such hex.
  std::function<bool(Hex)> slide;
  /// Where a slide goes on: true, straight on (the direction of the step that entered the
  /// slide hex); false, to any neighbour but the hex it came from.
  bool slide_straight = true;
  /// The odds of the attack that forced the retreat against the piece standing on `h`. Required.
  std::function<Odds(Hex h)> odds_at;
};

/// Every way back from `from`: a neighbour (or, past slide hexes, the first hex it may stop on)
/// that is open and where the odds fall below 3:1 (CombatResult::None). In direction order
/// (kHexDirections), each end hex once.
std::vector<RetreatRoute> retreatRoutes(Hex from, const RetreatTerrain &terrain);

/// Settle the pending retreats front first. The first one `waits` (it has somewhere to go)
/// stays for its owner to choose: returns true. One that has nowhere to go is passed to
/// `eliminate`, which takes the piece off; its entries leave `pending` here if `eliminate` left
/// them. Returns false when nothing is left pending.
template <class Waits, class Eliminate>
bool settleRetreats(std::vector<PendingRetreat> &pending, Waits &&waits, Eliminate &&eliminate) {
  while (!pending.empty()) {
    const PendingRetreat r = pending.front();
    if (waits(r)) return true;
    eliminate(r);
    std::erase_if(pending, [&](const PendingRetreat &p) { return p.piece == r.piece; });
  }
  return false;
}

} // namespace amiraute::core
