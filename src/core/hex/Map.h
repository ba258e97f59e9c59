#pragma once
/// A hex map as authored in a scenario, shared by the hex games: terrain per hex from a legend,
/// named sets of hexes (every hex of a terrain kind; lighthouses, start areas, planets read from
/// the scenario), and named features along hexsides (rivers) given as pairs of adjacent hexes.
///
/// ```yaml
/// map:
///   terrain: |      # one line per row (RR from 01), one symbol per column (CC from 01)
///     ~~~~
///     ~..~
///   legend: {'.': plain, '~': sea}
///   rivers: ["0102-0202"]          # a hexside feature the game declared (MapSpec::hexsides)
/// lighthouses: ["0203", "0303"]    # a set the game reads with readHexSet and adds to the map
/// ```
#include "core/hex/Grid.h"

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace amiraute::core {

/// The size of a map of `columns` x `rows` printed hexes, and the numbering of its cells:
/// row-major over printed positions, index = (RR - 1) * columns + (CC - 1).
struct HexGridShape {
  int columns = 0;
  int rows = 0;

  /// Number of cells.
  int cells() const { return columns * rows; }
  /// True if `h` is on the map.
  bool contains(Hex h) const {
    const OffsetCoord o = toOffset(h);
    return o.col >= 0 && o.row >= 0 && o.col < columns && o.row < rows;
  }
  /// Cell index of `h`, or -1 off the map.
  int index(Hex h) const {
    const OffsetCoord o = toOffset(h);
    if (o.col < 0 || o.row < 0 || o.col >= columns || o.row >= rows) return -1;
    return o.row * columns + o.col;
  }
  /// The hex of a cell index.
  Hex hexAt(int index) const { return fromOffset({index % columns, index / columns}); }
  /// The smallest axial box holding every hex of the map (a search limit: HexReach).
  HexBox box() const;
};

/// A set of hexes of one map: membership in constant time, and the hexes in the order they were
/// added (file order for a set read from a scenario, cell order for a terrain set).
class HexSet {
public:
  HexSet() = default;
  /// An empty set on a map of this shape.
  explicit HexSet(HexGridShape shape);

  /// True if `h` is in the set (false off the map).
  bool contains(Hex h) const {
    const int i = shape_.index(h);
    return i >= 0 && member_[static_cast<std::size_t>(i)] != 0;
  }
  /// Add `h`; false when it is already in the set or off the map (then nothing changes).
  bool insert(Hex h);
  const std::vector<Hex> &hexes() const { return hexes_; }
  std::size_t size() const { return hexes_.size(); }
  bool empty() const { return hexes_.empty(); }
  auto begin() const { return hexes_.begin(); }
  auto end() const { return hexes_.end(); }
  /// Same hexes, whatever the order.
  friend bool operator==(const HexSet &a, const HexSet &b) {
    return a.shape_.columns == b.shape_.columns && a.shape_.rows == b.shape_.rows && a.member_ == b.member_;
  }

private:
  HexGridShape shape_;
  std::vector<std::uint8_t> member_; ///< per cell
  std::vector<Hex> hexes_;
};

/// A set with its name, as a map holds it.
struct NamedHexSet {
  std::string name;
  HexSet hexes;
};

/// One feature drawn along hexsides (rivers, walls, reefs): each side is written as the two
/// adjacent hexes it separates.
class HexSides {
public:
  HexSides() = default;
  /// No side yet, on a map of this shape.
  HexSides(std::string name, HexGridShape shape);

  const std::string &name() const { return name_; }
  /// True if the feature runs along the side shared by `a` and `b` (either order); false when
  /// they are not neighbours or are off the map.
  bool between(Hex a, Hex b) const;
  /// Add the side between neighbours `a` and `b`; false when they are not neighbours on the map,
  /// or the side is there already (then nothing changes).
  bool add(Hex a, Hex b);
  /// The sides as added (file order).
  const std::vector<std::pair<Hex, Hex>> &sides() const { return sides_; }
  std::size_t size() const { return sides_.size(); }
  bool empty() const { return sides_.empty(); }

private:
  std::string name_;
  HexGridShape shape_;
  std::vector<std::uint8_t> mask_; ///< per cell: bit d set = along the side toward direction d
  std::vector<std::pair<Hex, Hex>> sides_;
};

/// Terrain per hex, named hex sets, and hexside features.
struct HexMap : HexGridShape {
  std::vector<std::string> terrain_names; ///< the game's terrain kinds; terrain[] indexes it
  std::vector<std::uint8_t> terrain;      ///< per cell
  /// Named sets: one per terrain kind, named after it ("city": every city hex), filled by
  /// readHexMap; then whatever the game adds (addSet).
  std::vector<NamedHexSet> sets;
  /// Hexside features, one per name the game declared (MapSpec::hexsides), empty when the
  /// scenario lists none.
  std::vector<HexSides> hexsides;

  /// Terrain kind (index into terrain_names) of an on-map hex.
  int terrainAt(Hex h) const { return terrain[static_cast<std::size_t>(index(h))]; }

  /// The set named `name`, or nullptr.
  const HexSet *findSet(std::string_view name) const;
  /// The set named `name`; std::out_of_range (naming the sets there are) when there is none.
  const HexSet &set(std::string_view name) const;
  /// Add a named set; std::invalid_argument when the name is taken (a terrain kind, or a set
  /// added before).
  void addSet(std::string name, HexSet hexes);

  /// The hexside feature named `name`, or nullptr.
  const HexSides *findSides(std::string_view name) const;
  /// The hexside feature named `name`; std::out_of_range when the game did not declare it.
  const HexSides &sides(std::string_view name) const;
  /// True if the feature `name` runs between neighbours `a` and `b` (std::out_of_range for a
  /// feature the game did not declare).
  bool sideHas(std::string_view name, Hex a, Hex b) const { return sides(name).between(a, b); }
};

/// Every hex of one terrain kind.
HexSet terrainSet(const HexMap &map, int kind);

/// The hexes inside the convex polygon whose corners are the centres of `corners` (its convex
/// hull, so their order does not matter): every hex whose centre lies inside or on the boundary,
/// on the map. Two corners give the hexes of the straight line between them, one gives itself.
/// A zone marked by lighthouses, beacons or stations.
HexSet hexesInside(const HexGridShape &shape, std::span<const Hex> corners);

/// A hexside feature a game knows: its key under `map` and the word for one side in errors.
struct HexsideSpec {
  std::string key;  ///< "rivers"
  std::string noun; ///< "river" (errors read "river hexside 0202-0402: ...")
};

/// What a game's maps may hold.
struct MapSpec {
  std::vector<std::string> terrain;                       ///< the kinds a legend may name
  std::vector<HexsideSpec> hexsides{{"rivers", "river"}}; ///< optional lists of hexsides under `map`
};

/// Read the `map` mapping of a scenario. The legend must map every symbol to one of
/// `spec.terrain`; each hexside feature of `spec.hexsides` is an optional list under its key.
/// `source` (the file's text, optional) lets errors inside the terrain block give the exact
/// column. Errors are core::YamlError (file:line:column): unknown symbols, ragged rows, unknown
/// terrain names, hexsides between non-neighbours, off the map or listed twice, unknown keys.
HexMap readHexMap(const std::string &file, const YAML::Node &node, const MapSpec &spec,
                  const std::string *source = nullptr);
/// The same for a game whose maps have terrain `terrain_names` and may have `rivers`.
HexMap readHexMap(const std::string &file, const YAML::Node &node,
                  const std::vector<std::string> &terrain_names, const std::string *source = nullptr);

/// Parse a hex written CCRR inside a YAML file that must lie on `map`; YamlError otherwise.
Hex readMapHex(const std::string &file, const YAML::Node &node, const HexGridShape &map,
               const std::string &what);

/// Read a list of hexes (`["0405", "1203"]`) that must all lie on `map`, each once; YamlError at
/// the faulty item otherwise. `what` names the list in errors ("lighthouses"). An empty list
/// is an empty set; add it to the map with HexMap::addSet to give it a name.
HexSet readHexSet(const std::string &file, const YAML::Node &node, const HexGridShape &map,
                  const std::string &what);

} // namespace amiraute::core
