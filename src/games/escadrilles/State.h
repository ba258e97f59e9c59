#pragma once
/// Escadrilles: everything that changes during a game. A plain value: copy it freely, compare it
/// with ==, hash it for replay checks.
#include "core/hex/Grid.h"

#include <cstdint>
#include <vector>

namespace amiraute::escadrilles {

using core::Hex;

/// Where the turn stands (ES-TURN-1).
enum class Phase : std::uint8_t {
  Speeds,   ///< both squadrons set their secret speeds
  Movement, ///< `State::moving` moves its planes in number order, then shoots (`end`)
  Over,
};

/// What became of a plane.
enum class Fate : std::uint8_t {
  Flying,
  ShotDown, ///< ES-FIRE-1
  Crashed,  ///< ES-CRASH-*
  LeftMap,  ///< ES-MAP-2
};

/// How a finished game ended (ES-WIN-*).
enum class Victory : std::uint8_t {
  None,         ///< not over
  Annihilation, ///< the other squadron has no plane left
  MorePlanes,   ///< the turn limit came (or both squadrons fell at once); more planes left
  TieBreak,     ///< as many planes left; more enemy planes shot down (rules.tie_break)
  Draw,
};

/// A speed in an observation that the observer may not see (ES-SPEED-3).
inline constexpr int kHiddenSpeed = -1;

/// One plane.
struct Plane {
  int side = 0;
  int number = 1;
  Hex hex;        ///< where it is (where it fell, once it is out of the game)
  int facing = 1; ///< 1 = north ... 6 = north-west
  int last = 0;   ///< the speed it flew last turn; 0 before its first turn without `speed:`
  int speed = 0;  ///< this turn's speed: 0 not set yet, 2..6, kHiddenSpeed in an observation
  bool moved = false;
  Fate fate = Fate::Flying;

  bool alive() const { return fate == Fate::Flying; }
  friend bool operator==(const Plane &, const Plane &) = default;
};

/// The changing part of a game.
struct State {
  Phase phase = Phase::Speeds;
  int turn = 1;
  int first = 0;             ///< the side that moves first this turn
  int moving = 0;            ///< the side moving now (Movement)
  std::vector<Plane> planes; ///< side 0's by number, then side 1's by number
  int winner = -1;           ///< -1 while playing or on a draw
  Victory victory = Victory::None;

  /// Index of plane `number` of `side`, or -1.
  int planeIndex(int side, int number) const;
  /// Index of the flying plane on `h`, or -1.
  int planeAt(Hex h) const;
  /// Flying planes of `side`.
  int alive(int side) const;
  /// Enemy planes shot down by `side`'s fire.
  int shotDownBy(int side) const;
  /// True when `side`'s speeds this turn are known to everybody (its movement has started).
  bool speedsRevealed(int side) const;
  /// The next plane of the moving side to move (lowest number, flying, not moved), or -1.
  int nextToMove() const;
  /// Stable hash of everything above (core::StateHasher).
  std::uint64_t hash() const;
  friend bool operator==(const State &, const State &) = default;
};

/// Name of a phase: "speeds", "movement", "over".
const char *phaseName(Phase p);
/// Name of a fate for scripts: "flying", "shot_down", "crashed", "left_map".
const char *fateName(Fate f);
/// A fate for people, untranslated (pass it through core::tr): "flying", "shot down", "crashed",
/// "left the map".
const char *fateText(Fate f);
/// Name of a victory for scripts: "none", "annihilation", "more_planes", "tie_break", "draw".
const char *victoryName(Victory v);

/// A victory for people, untranslated (pass it through core::tr).
const char *victoryText(Victory v);

} // namespace amiraute::escadrilles
