#pragma once
/// Planètes: the immutable part of a game — map, sides, units given by the scenario, options.
/// Clause ids (PL-...) refer to docs/rules/planetes.md.
#include "core/hex/Map.h"
#include "game/Names.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace amiraute::planetes {

using core::Hex;

/// Terrain kinds, in the order of terrainNames().
enum class Terrain : std::uint8_t {
  Void,
  Asteroids,
  Planetoid,
  ForceField,
  BlackHole,
  Planet1,
  Planet2,
  Station1,
  Station2
};
/// Names used in scenario legends: void, asteroids, planetoid, force-field, black-hole,
/// planet-1, planet-2, station-1, station-2.
const std::vector<std::string> &terrainNames();
/// Name of a terrain kind ("force-field").
const std::string &terrainName(Terrain t);
/// Movement points to enter a hex with the default options (PL-MOVE-2: a station costs 1); -1
/// where no unit may enter (PL-MOVE-3). Rules::enterCost follows the scenario's `station_cost`.
int enterCost(Terrain t);

/// The three kinds of unit (PL-UNIT-1).
enum class UnitType : std::uint8_t { Infantry, Cavalry, Artillery };
inline constexpr int kUnitTypes = 3;
/// "infantry", "cavalry", "artillery".
const char *unitTypeName(UnitType t);
/// The type named `word` (also "inf", "cav", "art"), or -1.
int unitTypeIndex(const std::string &word);

/// What an attack is, by who takes part in it (PL-COMBAT-3).
enum class Fire : std::uint8_t {
  Contact,   ///< infantry and cavalry next to the defender only
  Artillery, ///< artillery at 2 or 3 hexes only
  Mixed,     ///< both
};
/// "contact", "artillery", "mixed" (as scripts read them).
const char *fireName(Fire f);

/// How a mixed attack is counted (PL-COMBAT-4).
enum class MixedAttack : std::uint8_t {
  Contact,   ///< allowed; the defender uses its contact value (default)
  Fire,      ///< allowed; the defender uses its value under fire
  Forbidden, ///< an attack is either artillery fire or contact, never both
};

/// Where a retreat entering a force field goes on (PL-RETREAT-3).
enum class FieldRetreat : std::uint8_t {
  Straight, ///< one more hex in the same direction (default)
  Any,      ///< any neighbour of the field but the hex it came from
};

/// Placement order of the units not given by the scenario (PL-PLACE-1).
enum class PlacementOrder : std::uint8_t {
  Alternate, ///< one unit at a time, sides in turn, `first` first (default)
  BySide,    ///< `first` places all its units, then the other side
};

/// Which enemy units count when judging a retreat destination (PL-RETREAT-2).
enum class RetreatOdds : std::uint8_t {
  Attackers,  ///< the units of the attack that forced it, if they could still strike there (default)
  AllEnemies, ///< every enemy unit that could strike there
};

/// Who wins at the turn limit when both hold as many enemy-planet hexes (PL-WIN-3).
enum class TieBreak : std::uint8_t {
  Units, ///< more units on the board wins; still equal, a draw (default)
  Draw,  ///< a draw
};

/// The `rules:` mapping of a scenario.
struct Options {
  bool zone_of_control = false;                     ///< PL-ZOC-1
  bool pass_through_friends = true;                 ///< PL-MOVE-5
  std::array<int, kUnitTypes> units = {4, 3, 2};    ///< PL-UNIT-1, per side
  std::array<int, kUnitTypes> movement = {5, 6, 2}; ///< PL-UNIT-2
  std::array<int, kUnitTypes> combat = {4, 2, 6};   ///< PL-UNIT-2
  int under_fire = 1;                               ///< PL-COMBAT-2: infantry, cavalry under artillery fire
  int artillery_in_contact = 3;                     ///< PL-COMBAT-2
  bool bonus_when_reduced = false;                  ///< PL-TERRAIN-2: bonuses added to the reduced values
  int station_cost = 1;                             ///< PL-MOVE-2: points to enter an orbital station
  bool compulsory_combat = false;                   ///< PL-COMBAT-1: every unit that can attack must
  int min_fire_range = 2;                           ///< PL-FIRE-1
  int max_fire_range = 3;                           ///< PL-FIRE-1
  bool enemies_block_fire = true;                   ///< PL-FIRE-2
  bool planetoids_block_fire = true;                ///< PL-FIRE-2
  bool black_holes_block_fire = false;              ///< PL-FIRE-2
  MixedAttack mixed_attack = MixedAttack::Contact;  ///< PL-COMBAT-4
  FieldRetreat field_retreat = FieldRetreat::Straight;  ///< PL-RETREAT-3
  PlacementOrder placement = PlacementOrder::Alternate; ///< PL-PLACE-1
  bool placement_combat = false;                        ///< PL-PLACE-3
  bool fire_when_engaged = true;                        ///< PL-FIRE-1
  RetreatOdds retreat_odds = RetreatOdds::Attackers;    ///< PL-RETREAT-2
  int invasion = 3;                                     ///< PL-WIN-1: units on the enemy planet
  TieBreak tie_break = TieBreak::Units;                 ///< PL-WIN-3
};

/// A unit put on the map by the scenario (PL-PLACE-4).
struct PlacedUnit {
  UnitType type = UnitType::Infantry;
  Hex hex;
  friend bool operator==(const PlacedUnit &, const PlacedUnit &) = default;
};

/// Everything that does not change during a game.
struct Rules {
  std::string file; ///< where it was loaded from
  std::string title;
  std::string description; ///< the scenario's `description:`, said under the title
  core::HexMap map;
  std::array<std::string, 2> sides;              ///< side names; side 0 owns planet-1, side 1 planet-2
  std::array<std::vector<PlacedUnit>, 2> placed; ///< units on the map at the start (PL-PLACE-4)
  int first = 0;                                 ///< side that places and moves first
  int turn_limit = 20;                           ///< PL-WIN-3
  Options options;

  /// The side that moves first in every turn: `first` (game/ForcesSteps.h asks).
  int firstMover() const { return first; }

  /// Terrain of an on-map hex.
  Terrain terrainAt(Hex h) const { return static_cast<Terrain>(map.terrainAt(h)); }
  /// Movement points to enter a hex of kind `t` in this scenario (PL-MOVE-2); -1 where no unit may
  /// enter (PL-MOVE-3).
  int enterCost(Terrain t) const {
    return t == Terrain::Station1 || t == Terrain::Station2 ? options.station_cost : planetes::enterCost(t);
  }
  /// Side index for a name (exact, then case-insensitive), or -1.
  int sideIndex(const std::string &name) const;
  /// The hexes of `side`'s planet (planet-1 for side 0, planet-2 for side 1).
  const core::HexSet &planet(int side) const;
  /// The orbital stations of `side`.
  const core::HexSet &stations(int side) const;
  /// True if a unit of `side` may be placed on `h`: its own planet or stations (PL-PLACE-2).
  bool homeHex(int side, Hex h) const { return planet(side).contains(h) || stations(side).contains(h); }
  /// Units of one type a side has.
  int unitsOf(UnitType t) const { return options.units[static_cast<std::size_t>(t)]; }
};

/// Load a scenario file; errors are core::YamlError (file:line:column).
Rules loadRules(const std::string &path);

/// The `rules:` options this loader reads, as `amiraute list options` shows them (game/Names.h).
std::vector<game::NameLine> optionLines();
/// What a scenario may name of `kind` ("terrain", "classes", "cards", "options", "sides"), one
/// line each; empty when the game has no such thing (Names.cpp).
std::vector<game::NameLine> names(std::string_view kind);

/// Load scenario text; `file` names it in errors.
Rules parseRules(const std::string &text, const std::string &file);

} // namespace amiraute::planetes
