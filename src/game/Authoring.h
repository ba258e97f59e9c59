#pragma once
/// What the scenario editor (`amiraute edit`) may change in a game's scenario file, said by the
/// game in its own folder as YAML keys: the pieces each side places on a hex map, the lists of
/// hexes at the top of the file (lighthouses) and the lists of hexsides (rivers). The editor is
/// written once over this and core::YamlText; a game without a description is still edited for
/// what every scenario has (title, description, sides, first, turn limit) and its map when it has
/// one (`map: terrain`).
#include <functional>
#include <string>
#include <vector>

namespace amiraute::game {

/// A whole number a piece carries beside its place, set from its card in the editor (a ship's
/// starting damage): written under the piece at `path`, left out when 0.
struct PieceNumber {
  std::vector<std::string> path; ///< keys from the piece ({"damage", "movement"})
  std::string label;             ///< for people, translated by the editor
  int min = 0, max = 6;
};

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
  /// Numbers set from the selected piece's card.
  std::vector<PieceNumber> numbers = {};
  /// Types the file defines itself, offered after `types`: the `types_key` of each item of the
  /// list at `types_list` (a scenario's own ship classes: {"classes"}, "id").
  std::vector<std::string> types_list = {};
  std::string types_key = {};
};

/// A number of the file's head set from the scenario panel (a table's size).
struct FileNumber {
  std::vector<std::string> path; ///< {"table", "width"}
  std::string label;             ///< for people, translated by the editor
  double min = 0, max = 1000;
};

/// One part of a record the editor adds to a list (an objective's side, its ships, an edge).
struct RecordField {
  enum class Kind {
    Side,   ///< a side's name, chosen from the file's sides
    Pieces, ///< a list of the file's pieces by label (names), ticked
    Word,   ///< one of `words`
    Count,  ///< how many of the Pieces field's list; written only when fewer than all
    Area,   ///< {x, y, width, height} on the table
  };
  std::string key;
  std::string label; ///< for people, translated by the editor
  Kind kind = Kind::Side;
  std::vector<std::string> words = {}; ///< Word: the choices, the first by default
  bool others = false;                 ///< Pieces: the other sides' pieces, not the side's own
};

/// A kind of record (`sink`, `escape`): its fields, in the order written.
struct RecordKind {
  std::string label; ///< for people, translated by the editor
  std::string help;  ///< a sentence on what it does, with its clause, translated by the editor
  std::vector<RecordField> fields;
};

/// A list of records in the file (`victory.objectives`), each of one kind, added from a form and
/// taken out by a click.
struct RecordList {
  std::vector<std::string> path; ///< {"victory", "objectives"}
  std::string label;             ///< "Objectives"
  std::vector<RecordKind> kinds;
};

/// A list of hexes at the top of a scenario (`lighthouses: ["0706", …]`), toggled by a click.
struct HexSetKey {
  std::string key;   ///< "lighthouses"
  std::string label; ///< for people, translated by the editor ("Lighthouses")
};

/// A list of hexsides (`map: rivers: ["0303-0403", …]`), each written as the two adjacent hexes it
/// separates ("CCRR-CCRR", either order), toggled by a click near the edge and added by a drag.
struct HexSideKey {
  std::vector<std::string> path; ///< {"map", "rivers"}
  std::string label;             ///< for people, translated by the editor ("Rivers")
};

/// What the editor may change in a game's scenarios.
struct Authoring {
  std::vector<PieceKind> pieces;
  std::vector<HexSetKey> sets;
  /// The terrain words a map's legend may name, for the editor's palette (the legend's own
  /// symbols come first).
  std::vector<std::string> terrain;
  /// Lists of records: objectives.
  std::vector<RecordList> records = {};
  /// Numbers of the file's head (a table's width and height).
  std::vector<FileNumber> numbers = {};
  /// Where the turn limit is written.
  std::vector<std::string> turn_limit = {"turn_limit"};
  /// Other places that name a side, renamed with it (`victory.otherwise`); records' `side:` too.
  std::vector<std::vector<std::string>> side_names = {};
  /// Lists of hexsides drawn on the map (rivers).
  std::vector<HexSideKey> hexsides = {};
};

} // namespace amiraute::game
