#pragma once
/// Objectif Villes: everything that changes during a game. A plain value: copy it freely,
/// compare it with ==, hash it for replay checks.
#include "core/hex/Combat.h"
#include "core/hex/Grid.h"
#include "game/Forces.h"

#include <cstdint>
#include <vector>

namespace amiraute::objectif_villes {

using core::Hex;

/// Where the game stands (OV-TURN-1).
using Phase = game::TurnPhase;

/// How a finished game ended (OV-WIN-*).
enum class Victory : std::uint8_t {
  None,       ///< not over
  Partial,    ///< 7 cities at the end of a movement
  Decisive,   ///< 8 cities
  Total,      ///< 9 or more cities, or every enemy piece eliminated
  MostCities, ///< the turn limit came; more cities
  Draw,       ///< the turn limit came; as many cities each
};

/// Where a piece is.
using game::PieceStatus;

/// One coin on the table.
struct Piece {
  int side = 0;
  PieceStatus status = PieceStatus::InHand;
  Hex hex;               ///< meaningful when on board
  bool moved = false;    ///< moved this turn (OV-MOVE-1)
  bool attacked = false; ///< took part in an attack this turn (OV-COMBAT-2)
  friend bool operator==(const Piece &, const Piece &) = default;
};

/// A 3:1 result waiting for the defender's owner to choose where to retreat (OV-RETREAT-1): the
/// shared combat's (core/hex/Combat.h), `attackers` being piece ids.
using core::PendingRetreat;

/// The changing part of a game.
struct State {
  Phase phase = Phase::Placement;
  int side = 0;              ///< side whose placement turn, movement or combat it is
  int turn = 1;              ///< a turn is one movement + combat for each side; placement is turn 1's prelude
  std::vector<Piece> pieces; ///< side 0's pieces first, then side 1's
  std::vector<PendingRetreat> retreats; ///< front() is the choice being waited for
  int winner = -1;                      ///< -1 while playing or on a draw
  Victory victory = Victory::None;

  /// The side that must act now: the owner of a retreating piece, else `side`.
  int actor() const;
  /// Id of the piece on `h`, or -1.
  int pieceAt(Hex h) const;
  /// Pieces of `side` on the board.
  int onBoard(int side) const;
  /// Pieces of `side` still in hand.
  int inHand(int side) const;
  /// Stable hash of everything above (core::StateHasher).
  std::uint64_t hash() const;
  friend bool operator==(const State &, const State &) = default;
};

using game::phaseName;
/// Name of a victory ("partial").
const char *victoryName(Victory v);

} // namespace amiraute::objectif_villes
