#pragma once
/// Détroits: everything that changes during a game. A plain value: copy it, compare it, hash it.
#include "core/hex/Pose.h"
#include "games/detroits/Rules.h"

#include <array>
#include <cstdint>
#include <vector>

namespace amiraute::detroits {

/// Where the turn stands (DT-TURN-1).
enum class Phase : std::uint8_t {
  Wind,      ///< the coin for the wind is not tossed yet (a chance node, DT-WIND-1)
  Orders,    ///< both fleets write their orders in secret (DT-ORDER-1)
  Execution, ///< the orders are carried out point by point; ships fire at the pauses (DT-EXEC-1)
  Over,
};

/// How a finished game ended (DT-WIN-*).
enum class Victory : std::uint8_t {
  None,
  LastAfloat, ///< the other fleet has no ship afloat (DT-WIN-1)
  Zone,       ///< alone in the lighthouses' zone (DT-WIN-2)
  TurnLimit,  ///< the turn limit came; the tie-break decided (DT-WIN-3)
  Draw,
};

/// One point of an order: advance one hex (0), or turn one sixth to starboard (+1) or port (-1).
using OrderStep = std::int8_t;
inline constexpr OrderStep kAdvance = 0;

/// The two broadsides (DT-FIRE-1).
enum class Broadside : std::uint8_t { Port, Starboard };
const char *broadsideName(Broadside b);

/// One ship (its name, side and kind are in Rules::ships at the same index).
struct Ship {
  int side = 0;
  HexPose bow;
  int resistance = 0;
  bool aground = false; ///< DT-MOVE-4: never moves again
  bool left = false;    ///< sailed or drifted off the map: out of the game (DT-MOVE-5, DT-DRIFT-1)
  bool written = false; ///< an order is written this turn (an empty one included)
  bool hidden = false;  ///< in an observation: the order is written but not shown to this seat
  std::vector<OrderStep> order;
  int done = 0;         ///< points of the order carried out
  bool stopped = false; ///< a contact, the map edge or a crippling stopped it for this turn
  int fired_at = -1;    ///< the moment it fired this turn, -1 not yet (DT-FIRE-1)
  bool fired_port = false;
  bool fired_starboard = false;
  int sunk_at = -1; ///< the moment it sank this turn (DT-FIRE-5), -1 otherwise

  bool sunk() const { return resistance <= 0; }
  bool afloat() const { return resistance > 0 && !left; }
  /// Crippled: afloat, not aground, at kDriftAt points or fewer (DT-DRIFT-1).
  bool drifting() const { return afloat() && !aground && resistance <= kDriftAt; }
  /// May be given an order this turn (DT-ORDER-1).
  bool takesOrders() const { return afloat() && !aground && !drifting(); }
  friend bool operator==(const Ship &, const Ship &) = default;
};

/// A chance to fire: `ship`'s broadside bears on `target` at `distance` for `damage` points.
struct FireChance {
  int ship = -1;
  Broadside broadside = Broadside::Port;
  int target = -1;
  int distance = 0;
  int damage = 0;
  friend bool operator==(const FireChance &, const FireChance &) = default;
};

/// The changing part of a game.
struct State {
  Phase phase = Phase::Orders;
  int turn = 1;
  int wind = 1;                 ///< the facing the wind is named after: 1 north, 4 south (0 not tossed)
  std::array<bool, 2> sealed{}; ///< a fleet's orders are complete this turn (DT-ORDER-4)
  std::vector<Ship> ships;      ///< as Rules::ships
  // Execution (DT-EXEC-*)
  int group = 0;                ///< the group of ships moving now (movementGroups)
  int moment = 0;               ///< moments of this turn so far; 0 before the first point
  std::array<bool, 2> held{};   ///< a fleet has done firing at this moment
  std::vector<FireChance> seen; ///< the chances of the last moment (a pause comes only for new ones)
  bool contested = false;       ///< both fleets have been in the zone together (DT-WIN-2)
  int winner = -1;
  Victory victory = Victory::None;

  /// Ships of `side` afloat.
  int afloat(int side) const;
  /// Resistance points of `side`'s ships afloat.
  int points(int side) const;
  /// Stable hash of everything above.
  std::uint64_t hash() const;
  friend bool operator==(const State &, const State &) = default;
};

const char *phaseName(Phase p);
const char *victoryName(Victory v);
/// For people, untranslated (core::tr it).
const char *victoryText(Victory v);

} // namespace amiraute::detroits
