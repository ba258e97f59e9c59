#pragma once
/// What the scenario editor (`amiraute edit`) may change in a game's scenario file, said by the
/// game in its own folder as YAML keys: the pieces each side places on a hex map, and the lists of
/// hexes at the top of the file (lighthouses). The editor is written once over this and
/// core::YamlText; a game without a description is still edited for what every scenario has
/// (title, description, sides, first, turn limit) and its map when it has one (`map: terrain`).
#include <functional>
#include <string>
#include <vector>

namespace amiraute::game {

/// A kind of piece each side lists under `sides[i].<list>`, on a hex.
struct PieceKind {
  std::string list;               ///< the key of each side's list ("ships")
  std::string hex;                ///< the key of its hex ("bow")
  std::string facing;             ///< the key of its facing 1–6; "" when it has none
  std::string label;              ///< the key shown on the map beside it ("name", "number")
  std::string type;               ///< the key of its type ("type"); "" for one kind only
  std::vector<std::string> types; ///< the types a new piece may take, the first by default
  /// How many hexes a piece of `type` covers, from its `hex` backwards against its facing (a
  /// three-master's stern: 2, see core::pieceHexes); empty: one.
  std::function<int(const std::string &type)> length = {};
  /// A new piece as YAML in flow style at `hex` (written "0403", with its quotes), of the side named `side`,
  /// its `count`-th of the kind (from 1), of `type`; `facing` 1–6.
  std::function<std::string(const std::string &side, int count, const std::string &hex,
                            const std::string &type, int facing)>
      fresh;
  /// A piece placed anywhere on a table (Haute Mer) instead of on a hex (`hex` is then ""): the
  /// keys of its position in table units and of its heading in degrees.
  std::string x, y, heading;
  /// A new piece placed at (x, y) heading `heading`, as YAML in flow style (see fresh).
  std::function<std::string(const std::string &side, int count, double x, double y, int heading,
                            const std::string &type)>
      place;
};

/// A list of hexes at the top of a scenario (`lighthouses: ["0706", …]`), toggled by a click.
struct HexSetKey {
  std::string key;   ///< "lighthouses"
  std::string label; ///< for people, translated by the editor ("Lighthouses")
};

/// What the editor may change in a game's scenarios.
struct Authoring {
  std::vector<PieceKind> pieces;
  std::vector<HexSetKey> sets;
  /// The terrain words a map's legend may name, for the editor's palette (the legend's own
  /// symbols come first).
  std::vector<std::string> terrain;
};

} // namespace amiraute::game
