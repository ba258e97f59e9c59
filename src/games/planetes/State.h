#pragma once
/// Planètes: everything that changes during a game. A plain value: copy it freely, compare it
/// with ==, hash it for replay checks.
#include "core/hex/Combat.h"
#include "core/hex/Grid.h"
#include "game/Forces.h"
#include "games/planetes/Rules.h"

#include <cstdint>
#include <vector>

namespace amiraute::planetes {

/// Where the game stands (PL-TURN-1).
using Phase = game::TurnPhase;

/// How a finished game ended (PL-WIN-*).
enum class Victory : std::uint8_t {
  None,         ///< not over
  Invasion,     ///< enough units on the enemy planet at the end of a movement (PL-WIN-1)
  Annihilation, ///< the other side has no unit left (PL-WIN-2)
  TurnLimit,    ///< the turn limit came; more enemy-planet hexes held, or the tie-break (PL-WIN-3)
  Draw,         ///< the turn limit came; nothing to tell the sides apart
};

/// Where a unit is.
using UnitStatus = game::PieceStatus;

/// One counter.
struct Unit {
  int side = 0;
  UnitType type = UnitType::Infantry;
  UnitStatus status = UnitStatus::InHand;
  Hex hex;               ///< meaningful when on board
  bool moved = false;    ///< moved this turn (PL-MOVE-1)
  bool attacked = false; ///< took part in an attack this turn (PL-COMBAT-1)
  friend bool operator==(const Unit &, const Unit &) = default;
};

/// A 3:1 result waiting for the defender's owner (PL-RETREAT-1): the shared combat's.
using core::PendingRetreat;

/// The changing part of a game.
struct State {
  Phase phase = Phase::Placement;
  int side = 0;            ///< side whose placement, movement or combat it is
  int turn = 1;            ///< one movement and combat for each side; placement is turn 1's prelude
  std::vector<Unit> units; ///< side 0's units first (infantry, cavalry, artillery), then side 1's
  std::vector<PendingRetreat> retreats; ///< front() is the choice being waited for
  int winner = -1;                      ///< -1 while playing or on a draw
  Victory victory = Victory::None;

  /// The side that must act now: the owner of a retreating unit, else `side`.
  int actor() const;
  /// Id of the unit on `h`, or -1.
  int unitAt(Hex h) const;
  /// Units of `side` on the board.
  int onBoard(int side) const;
  /// Units of `side` still in hand (of one type when `type` >= 0).
  int inHand(int side, int type = -1) const;
  /// Stable hash of everything above (core::StateHasher).
  std::uint64_t hash() const;
  friend bool operator==(const State &, const State &) = default;
};

using game::phaseName;
/// Name of a victory ("invasion").
const char *victoryName(Victory v);

} // namespace amiraute::planetes
