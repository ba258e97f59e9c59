#pragma once
/// A hex map as authored in a scenario, shared by the hex games: terrain per hex from a legend,
/// and features on hexsides (rivers) given as pairs of adjacent hexes.
///
/// ```yaml
/// map:
///   terrain: |      # one line per row (RR from 01), one symbol per column (CC from 01)
///     ~~~~
///     ~..~
///   legend: {'.': plain, '~': sea}
///   rivers: ["0102-0202"]
/// ```
#include "core/hex/Grid.h"

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace amiraute::core {



/// Terrain per hex and rivers per hexside. Cells are numbered row-major over printed positions:
/// index = (RR - 1) * columns + (CC - 1).
struct HexMap {
  int columns = 0;
  int rows = 0;
  std::vector<std::string> terrain_names;  ///< the game's terrain kinds; terrain[] indexes it
  std::vector<std::uint8_t> terrain;       ///< per cell
  std::vector<std::uint8_t> river_sides;   ///< per cell: bit d set = river toward direction d
  std::vector<std::pair<Hex, Hex>> rivers; ///< as authored, in file order

  /// Number of cells.
  int cells() const { return columns * rows; }
  /// True if `h` is on the map.
  bool contains(Hex h) const {
    const core::OffsetCoord o = toOffset(h);
    return o.col >= 0 && o.row >= 0 && o.col < columns && o.row < rows;
  }
  /// Cell index of `h`, or -1 off the map.
  int index(Hex h) const {
    const core::OffsetCoord o = toOffset(h);
    if (o.col < 0 || o.row < 0 || o.col >= columns || o.row >= rows) return -1;
    return o.row * columns + o.col;
  }
  /// The hex of a cell index.
  Hex hexAt(int index) const { return fromOffset({index % columns, index / columns}); }
  /// Terrain kind (index into terrain_names) of an on-map hex.
  int terrainAt(Hex h) const { return terrain[static_cast<std::size_t>(index(h))]; }
  /// True if a river runs along the side shared by adjacent hexes `a` and `b`.
  bool riverBetween(Hex a, Hex b) const;
};

/// Read the `map` mapping of a scenario. `terrain_names` are the kinds the game knows; the legend
/// must map every symbol to one of them. `source` (the file's text, optional) lets errors inside
/// the terrain block give the exact column. Errors are core::YamlError (file:line:column):
/// unknown symbols, ragged rows, unknown terrain names, rivers between non-neighbours or off the
/// map, unknown keys.
HexMap readHexMap(const std::string &file, const YAML::Node &node,
                  const std::vector<std::string> &terrain_names, const std::string *source = nullptr);

/// Parse a hex written CCRR inside a YAML file that must lie on `map`; YamlError otherwise.
Hex readMapHex(const std::string &file, const YAML::Node &node, const HexMap &map, const std::string &what);

} // namespace amiraute::core
