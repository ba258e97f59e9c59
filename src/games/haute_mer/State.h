#pragma once
/// The mutable state of a Haute Mer game: cheap to copy, compared field by field, hashed.
#include "core/Geometry.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::haute_mer {

struct Scenario;

enum class Phase { Movement, Fire };
const char *phaseName(Phase p);

/// One ship's values and position now.
struct ShipState {
  int movement = 0;
  int combat = 0;
  int structure = 0;
  bool sunk = false;              ///< HM-DMG-4: a wreck stays on the table as a marker
  bool escaped = false;           ///< HM-WIN-5: left the table by its objective's edge (no pose)
  std::optional<core::Pose> pose; ///< absent when the referee never placed it
  // This turn (reset when its side's movement phase begins):
  double moved_ud = 0;             ///< UD spent (forward moves and pivot costs)
  double straight_since_pivot = 0; ///< UD gone straight since the last pivot
  bool fired = false;              ///< made an artillery attack
  bool torpedoed = false;          ///< made a torpedo attack

  bool operator==(const ShipState &) const = default;
};

/// Damage the target's owner still has to spread (HM-DMG-2).
struct PendingDamage {
  int ship = -1;
  int points = 0;
  bool operator==(const PendingDamage &) const = default;
};

/// An attack declared and waiting for its dice (HM-FIRE-4): the next step is the roll, a chance
/// node. The fire solution is worked out again on the same state when the dice come.
struct Attack {
  int ship = -1;
  int target = -1;
  bool torpedo = false;
  std::optional<double> range; ///< distance measured on a real table (HM-REF-2)
  bool operator==(const Attack &) const = default;
};

struct State {
  int turn = 1;
  int side = 0; ///< index of the side to play
  Phase phase = Phase::Movement;
  std::vector<ShipState> ships;
  std::optional<PendingDamage> pending;
  std::optional<Attack> attack; ///< set between a declared attack and its roll
  bool over = false;
  std::optional<int> winner; ///< set when over, absent for a draw

  bool operator==(const State &) const = default;
  /// Stable hash of every field: replay must reach the same value as live play.
  std::uint64_t hash() const;
};

/// The state at the start of a scenario.
State initialState(const Scenario &scenario);

/// The base of a placed ship.
core::Base shipBase(const Scenario &scenario, const State &state, int ship);

} // namespace amiraute::haute_mer
