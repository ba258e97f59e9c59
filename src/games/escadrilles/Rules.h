#pragma once
/// Escadrilles: the immutable part of a game — the map, the two squadrons as they start, the
/// options — loaded from a scenario. Clause ids (ES-...) refer to docs/rules/escadrilles.md.
#include "core/hex/Map.h"
#include "game/Names.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace amiraute::escadrilles {

using core::Hex;

/// Terrain kinds, in the order of terrainNames() (ES-MAP-1).
enum class Terrain : std::uint8_t { Sea, Plain, Plateau, Dark };

/// Names used in scenario legends: sea, plain, plateau, dark.
const std::vector<std::string> &terrainNames();
/// Name of a terrain kind ("plateau").
const std::string &terrainName(Terrain t);
/// Height of a terrain (ES-MAP-1): sea 0, plain 1, plateau 2; dark hexes have none (-1).
int level(Terrain t);

/// Fastest and slowest speeds (ES-SPEED-1).
inline constexpr int kMinSpeed = 2;
inline constexpr int kMaxSpeed = 6;
/// Plane numbers run from 1 to this (ES-SIDE-1).
inline constexpr int kMaxPlanes = 9;

/// What a plane that flies off the map becomes (ES-MAP-2).
enum class OffMap : std::uint8_t {
  Lost,      ///< it leaves the game, lost to its side (default)
  Forbidden, ///< a path off the map is refused while the plane has a path that stays on it
};

/// Which planes in the line of fire are shot down (ES-FIRE-2).
enum class LineOfFire : std::uint8_t {
  NearestPlane, ///< the nearest plane in the line stops the fire: an enemy is shot, a friend masks (default)
  NearestEnemy, ///< friends do not mask; the nearest enemy in the line is shot
  All,          ///< every enemy in the line is shot, friends mask nothing
};

/// How a tie at the turn limit is broken (ES-WIN-3).
enum class TieBreak : std::uint8_t {
  ShotDown, ///< the side that shot down more enemy planes wins; still equal: a draw (default)
  Draw,     ///< a draw
};

/// The `rules:` mapping of a scenario.
struct Options {
  int first_turn_speed = 2;                           ///< ES-SPEED-1
  bool alternate_first = false;                       ///< ES-TURN-1
  bool deliberate_crash = true;                       ///< ES-CRASH-5
  OffMap off_map = OffMap::Lost;                      ///< ES-MAP-2
  LineOfFire line_of_fire = LineOfFire::NearestPlane; ///< ES-FIRE-2
  bool dark_blocks_fire = false;                      ///< ES-FIRE-3
  TieBreak tie_break = TieBreak::ShotDown;            ///< ES-WIN-3
};

/// One plane as the scenario places it.
struct PlaneSetup {
  int number = 1;     ///< 1..9, unique in its squadron
  Hex hex;            ///< where it starts (never dark, one plane a hex)
  int facing = 1;     ///< 1 = north ... 6 = north-west, clockwise (core/hex/Pose.h)
  int last_speed = 0; ///< the speed it flew last (`speed:`), 0 when not given (ES-SIDE-2)
};

/// Everything that does not change during a game.
struct Rules {
  std::string file; ///< where it was loaded from
  std::string title;
  std::string description; ///< the scenario's `description:`, said under the title
  core::HexMap map;
  std::array<std::string, 2> sides;              ///< squadron names, in scenario order
  std::array<std::vector<PlaneSetup>, 2> planes; ///< by increasing number
  int first = 0;                                 ///< the side that moves first (turn 1)
  int turn_limit = 20;                           ///< ES-WIN-2
  Options options;

  /// Terrain of an on-map hex.
  Terrain terrainAt(Hex h) const { return static_cast<Terrain>(map.terrainAt(h)); }
  /// Side index for a name (exact, then case-insensitive), or -1.
  int sideIndex(const std::string &name) const;
  /// "Bleu, Rouge": the names, for messages.
  std::string sideList() const;
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

} // namespace amiraute::escadrilles
