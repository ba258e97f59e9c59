#pragma once
/// Détroits: the immutable part of a game — the map with its lighthouses and their zone, the two
/// fleets as they start, the wind, the options — loaded from a scenario. Clause ids (DT-...) refer
/// to docs/rules/detroits.md.
#include "core/hex/Map.h"
#include "core/hex/Pose.h"
#include "game/Names.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace amiraute::detroits {

using core::Hex;
using core::HexPose;

/// Terrain kinds, in the order of terrainNames() (DT-MAP-1).
enum class Terrain : std::uint8_t { Sea, Land };
/// Names used in scenario legends: sea, land.
const std::vector<std::string> &terrainNames();

/// The two kinds of ship (DT-SHIP-1).
enum class Kind : std::uint8_t { ThreeMaster, Frigate };
/// "three-master" or "frigate", as written in scenarios.
const char *kindName(Kind k);
/// Hexes a ship covers: 2 for a three-master, 1 for a frigate.
int lengthOf(Kind k);
/// Resistance points of a fresh ship: 17 and 9.
int fullResistance(Kind k);
/// Farthest hex a broadside reaches: 4 and 3 (DT-FIRE-3).
int maxRange(Kind k);
/// Points a broadside takes at `distance` (DT-FIRE-3): 0 beyond range.
int broadsideDamage(Kind k, int distance);

/// The wind as the scenario sets it (DT-WIND-1).
enum class WindSetup : std::uint8_t { North, South, Toss };

/// How the lighthouses' zone ends the game (DT-WIN-2).
enum class ZoneVictory : std::uint8_t {
  Contested, ///< once both fleets have been in the zone, the side left alone there wins (default)
  Literal,   ///< the first side alone in the zone at the end of a turn wins
  Off,       ///< the zone decides nothing (only DT-WIN-1 and the turn limit)
};
/// Which way a crippled ship drifts (DT-DRIFT-1).
enum class DriftWay : std::uint8_t {
  Toward,   ///< toward the direction the wind is named after: wind north drifts north
  Downwind, ///< the sailor's way: a north wind blows from the north, so ships drift south (default)
};
/// The hexes a broadside reaches (DT-FIRE-2; the original's figures are lost).
enum class FireArc : std::uint8_t {
  Cone,  ///< the 60° cone abeam (default)
  Flank, ///< every hex on that side, between the line ahead and the line astern
};
/// What an order that would put a hex of the ship on land does (DT-MOVE-4).
enum class OrderOntoLand : std::uint8_t {
  Aground, ///< the ship runs aground where it stands and never moves again (default)
  Stop,    ///< it stops short of the land for this turn; the rest of its order is lost
};
/// How the two ships of a boarding fire at each other (DT-CONTACT-2).
enum class Boarding : std::uint8_t {
  Simultaneous, ///< both at once each round: both may sink (default)
  Alternate,    ///< the ship that made the contact first, then the other if still afloat
};
/// Whether an order may spend no point at all (DT-ORDER-1).
enum class EmptyOrder : std::uint8_t {
  Allowed,   ///< `-` (or no order) keeps the ship where it is (default)
  Forbidden, ///< every ship that can spend a point spends at least one
};
/// What a ship ordered off the map does (DT-MOVE-5).
enum class MapEdge : std::uint8_t {
  Leave, ///< it sails off and leaves the game, like a drift off the map (default)
  Stop,  ///< it stops at the edge; the rest of its order is lost
};
/// How a tie at the turn limit is broken (DT-WIN-3).
enum class TieBreak : std::uint8_t {
  Zone,   ///< more ships in the zone, then more resistance points afloat, else a draw (default)
  Points, ///< more resistance points afloat, else a draw
  Draw,   ///< a draw
};

/// Which way three R's turn a ship (DT-MOVE-3).
enum class HalfTurn : std::uint8_t { Starboard, Port };
/// What a ship that would drift onto another does (DT-DRIFT-3).
enum class DriftOntoShip : std::uint8_t {
  Stay,    ///< it stays where it is this turn (default)
  Contact, ///< it drifts onto it: a contact as DT-CONTACT-* rule it (ram, boarding, fouling)
};

/// The `rules:` mapping of a scenario.
struct Options {
  int points = 6;                      ///< DT-ORDER-2: points a ship spends a turn at most
  int ram_damage = 2;                  ///< DT-CONTACT-1
  bool sunk_fire_back = true;          ///< DT-FIRE-5: a ship sunk at a moment still fires then
  bool masking = false;                ///< DT-FIRE-6: land and ships block a broadside
  bool crippled_sail_on = false;       ///< DT-DRIFT-2: a ship crippled mid-turn sails its order out
  DriftWay drift = DriftWay::Downwind; ///< DT-DRIFT-1
  MapEdge map_edge = MapEdge::Leave;   ///< DT-MOVE-5
  ZoneVictory zone_victory = ZoneVictory::Contested;   ///< DT-WIN-2
  TieBreak tie_break = TieBreak::Zone;                 ///< DT-WIN-3
  HalfTurn half_turn = HalfTurn::Starboard;            ///< DT-MOVE-3
  int foul_damage = 0;                                 ///< DT-CONTACT-4: points each ship loses in a fouling
  DriftOntoShip drift_onto_ship = DriftOntoShip::Stay; ///< DT-DRIFT-3
  FireArc fire_arc = FireArc::Cone;                    ///< DT-FIRE-2
  OrderOntoLand order_onto_land = OrderOntoLand::Aground; ///< DT-MOVE-4
  Boarding boarding = Boarding::Simultaneous;             ///< DT-CONTACT-2
  bool boarding_is_fire = false;                          ///< DT-CONTACT-2: boarding uses the turn's fire
  int boarding_damage = 0;                      ///< DT-CONTACT-2: points a round; 0 the table's one-hex value
  EmptyOrder empty_order = EmptyOrder::Allowed; ///< DT-ORDER-1
};

/// Resistance at or under which a ship drifts (DT-DRIFT-1).
inline constexpr int kDriftAt = 3;

/// One ship as the scenario places it.
struct ShipSetup {
  std::string name;
  int side = 0;
  Kind kind = Kind::Frigate;
  HexPose bow;        ///< the bow hex and the facing
  int resistance = 9; ///< full unless the scenario says otherwise
};

/// Everything that does not change during a game.
struct Rules {
  std::string file;
  std::string title;
  std::string description; ///< the scenario's `description:`, said under the title
  core::HexMap map;
  std::vector<Hex> lighthouses; ///< four, in file order
  core::HexSet zone;            ///< the hexes inside the lighthouses' quadrilateral (DT-WIN-2)
  std::array<std::string, 2> sides;
  std::vector<ShipSetup> ships; ///< side 0's in scenario order, then side 1's
  WindSetup wind = WindSetup::Toss;
  int first = 0;
  int turn_limit = 20;
  Options options;

  bool land(Hex h) const { return map.terrainAt(h) == static_cast<int>(Terrain::Land); }
  /// Side index for a name (exact, then case-insensitive), or -1.
  int sideIndex(const std::string &name) const;
  /// Ship index for a name (exact, then case-insensitive), or -1.
  int shipIndex(const std::string &name) const;
  /// "Bleu, Rouge".
  std::string sideList() const;
  /// The names of a side's ships, comma separated (every ship when side < 0).
  std::string shipList(int side = -1) const;
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

} // namespace amiraute::detroits
