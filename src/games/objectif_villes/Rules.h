#pragma once
/// Objectif Villes: the immutable part of a game — map, sides, options — loaded from a scenario.
/// Clause ids (OV-...) refer to docs/rules/objectif-villes.md.
#include "core/hex/Map.h"
#include "game/Names.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace amiraute::objectif_villes {

using core::Hex;

/// Terrain kinds, in the order of kTerrainNames.
enum class Terrain : std::uint8_t { Plain, City, Forest, Mountain, Sea };

/// Names used in scenario legends.
const std::vector<std::string> &terrainNames();
/// Name of a terrain kind ("plain").
const std::string &terrainName(Terrain t);
/// The terrain's name for a person, in the current language (terrainName is the scenario's word).
const char *terrainLabel(Terrain t);
/// Movement points to enter a hex (OV-MOVE-2); -1 for sea (OV-MOVE-3).
int enterCost(Terrain t);
/// Combat value of a piece standing on this terrain (OV-COMBAT-3); 0 for sea.
int combatValue(Terrain t);

/// Which enemy pieces count when judging a retreat destination (OV-RETREAT-2).
enum class RetreatOdds : std::uint8_t {
  Attackers,   ///< only the pieces of the attack that forced the retreat (default)
  AllAdjacent, ///< every enemy piece adjacent to the destination
};

/// Who moves first in turn 1 after a placement (OV-TURN-2).
enum class FirstMover : std::uint8_t {
  FirstPlacer,  ///< `first`, who also placed first (default)
  SecondPlacer, ///< the side that did not place first
};

/// The `rules:` mapping of a scenario.
struct Options {
  bool zone_of_control = false;                      ///< OV-ZOC-1
  bool pass_through_friends = true;                  ///< OV-MOVE-4
  bool placement_combat = true;                      ///< OV-PLACE-4
  RetreatOdds retreat_odds = RetreatOdds::Attackers; ///< OV-RETREAT-2
  int pieces_per_side = 10;                          ///< OV-SIDE-1
  int movement_points = 5;                           ///< OV-MOVE-1
  int placement_city_cap = 4;                        ///< OV-PLACE-3
  FirstMover moves_first = FirstMover::FirstPlacer;  ///< OV-TURN-2
};

/// Everything that does not change during a game.
struct Rules {
  std::string file; ///< where it was loaded from
  std::string title;
  std::string description; ///< the scenario's `description:`, said under the title
  core::HexMap map;
  std::array<std::string, 2> sides;       ///< side names; side 0 = Pile, side 1 = Face
  std::array<std::vector<Hex>, 2> placed; ///< pieces on the map at the start (OV-PLACE-5)
  int first = 0;                          ///< side that places first (OV-PLACE-1)
  int turn_limit = 20;                    ///< OV-WIN-3
  Options options;

  /// Terrain of an on-map hex.
  Terrain terrainAt(Hex h) const { return static_cast<Terrain>(map.terrainAt(h)); }
  /// Side index for a name (exact, then case-insensitive), or -1.
  int sideIndex(const std::string &name) const;
  /// Every city hex (the map's set named "city").
  const core::HexSet &cities() const { return map.set("city"); }
  /// Number of city hexes on the map.
  int cityCount() const;
  /// Whether a side has pieces in hand at the start, so that the game opens with placement.
  bool placing() const;
  /// The side that moves first in every turn (OV-TURN-2): `first`, unless the option gives the
  /// first movement after a placement to the other side.
  int firstMover() const;
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

} // namespace amiraute::objectif_villes
