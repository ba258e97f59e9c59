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

/// The name of an enum's value from a table in the enum's order, "?" beyond it.
template <class Enum, std::size_t N> const char *nameIn(Enum value, const char *const (&names)[N]) {
  const auto i = static_cast<std::size_t>(value);
  return i < N ? names[i] : "?";
}

} // namespace amiraute::game
