#pragma once
/// The bookkeeping of a two-sided game of placement, movement and combat on a map: where a turn
/// stands, where a piece is (in hand, on the map, eliminated), and the counts and look-ups over a
/// side's pieces. A game's piece is any struct with `side`, `status` (a PieceStatus) and `hex`.
#include "core/hex/Grid.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace amiraute::game {

/// Where the game stands: each side places, then moves and fights in turn until it is over.
enum class TurnPhase : std::uint8_t { Placement, Movement, Combat, Over };

/// Name of a phase ("placement"): the word scripts read.
inline const char *phaseName(TurnPhase p) {
  switch (p) {
  case TurnPhase::Placement: return "placement";
  case TurnPhase::Movement: return "movement";
  case TurnPhase::Combat: return "combat";
  case TurnPhase::Over: return "over";
  }
  return "?";
}

/// Where a piece is.
enum class PieceStatus : std::uint8_t { InHand, OnBoard, Eliminated };

/// Id of the piece on the map on `h`, or -1.
template <class Piece> int pieceOn(const std::vector<Piece> &pieces, core::Hex h) {
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i].status == PieceStatus::OnBoard && pieces[i].hex == h) return static_cast<int>(i);
  return -1;
}

/// Pieces of `side` with status `status` for which `also(piece)` holds.
template <class Piece, class Also>
int countPieces(const std::vector<Piece> &pieces, int side, PieceStatus status, Also &&also) {
  int n = 0;
  for (const Piece &p : pieces)
    n += p.side == side && p.status == status && also(p);
  return n;
}
template <class Piece> int countPieces(const std::vector<Piece> &pieces, int side, PieceStatus status) {
  return countPieces(pieces, side, status, [](const Piece &) { return true; });
}

/// The side that must act now: the owner of the piece whose retreat is waited for (the front of
/// `retreats`, each with a `piece` id), else `side`.
template <class Piece, class Retreat>
int sideToAct(const std::vector<Piece> &pieces, const std::vector<Retreat> &retreats, int side) {
  if (!retreats.empty()) return pieces[static_cast<std::size_t>(retreats.front().piece)].side;
  return side;
}

/// Per map cell (`map.index`), the side of the piece on it, or -1, written into `occ` (a buffer
/// kept from call to call: no allocation once it is large enough).
template <class Map, class Piece>
void occupancy(const Map &map, const std::vector<Piece> &pieces, std::vector<signed char> &occ) {
  occ.assign(static_cast<std::size_t>(map.cells()), -1);
  for (const Piece &p : pieces)
    if (p.status == PieceStatus::OnBoard)
      occ[static_cast<std::size_t>(map.index(p.hex))] = static_cast<signed char>(p.side);
}

/// The same, in a new vector.
template <class Map, class Piece>
std::vector<signed char> occupancy(const Map &map, const std::vector<Piece> &pieces) {
  std::vector<signed char> occ;
  occupancy(map, pieces, occ);
  return occ;
}

/// Where a scenario starts: `first` places, or the other side when `first` has nothing in hand;
/// with nothing in either hand the game starts at `first`'s movement.
template <class State> void startPlacement(State &s, int first) {
  s.side = first;
  if (s.inHand(s.side) == 0) s.side = 1 - s.side;
  if (s.inHand(0) == 0 && s.inHand(1) == 0) {
    s.phase = TurnPhase::Movement;
    s.side = first;
  }
}

/// The name of an enum's value from a table in the enum's order, "?" beyond it.
template <class Enum, std::size_t N> const char *nameIn(Enum value, const char *const (&names)[N]) {
  const auto i = static_cast<std::size_t>(value);
  return i < N ? names[i] : "?";
}

} // namespace amiraute::game
