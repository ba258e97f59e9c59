#pragma once
/// A hex map as a scene, for every hex game, on screen and on paper: from a plain description of
/// what to show (HexSceneInput: terrain colours and patterns, hexside lines, zones, highlights,
/// paths, cones and pieces of several kinds) to shapes, texts and pictures (draw/Scene.h). It knows
/// no game: each game's board fills the input from its state.
///
/// World units: one unit is a hex's centre-to-corner radius; x east, y north; the map's bounding
/// box is [0, width] x [0, height], printed row 01 at the top (north). Hexes are flat-topped,
/// odd-q, printed CCRR (core/hex/Grid.h); facings 1 = north, clockwise (core/hex/Pose.h).
#include "core/Geometry.h"
#include "core/hex/Grid.h"
#include "core/hex/Map.h"
#include "draw/Scene.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace amiraute::draw {

/// Where the hexes of a `columns` x `rows` map lie in world units (flat-topped, odd-q).
class HexGeometry {
public:
  HexGeometry(int columns, int rows);

  /// Size of the map's bounding box.
  double width() const { return width_; }
  double height() const { return height_; }
  /// Centre of a hex.
  core::Vec2 center(core::Hex h) const;
  /// The six corners, starting east, counter-clockwise in world (y north).
  std::array<core::Vec2, 6> corners(core::Hex h) const;
  /// The hex holding a world point (on the map or not).
  core::Hex hexAt(core::Vec2 world) const;
  /// The two ends of the hexside of `h` toward its neighbour in axial `direction` (0..5).
  std::pair<core::Vec2, core::Vec2> sideToward(core::Hex h, int direction) const;
  /// The two ends of the hexside shared by adjacent hexes `a` and `b`; std::invalid_argument
  /// if they are not adjacent.
  std::pair<core::Vec2, core::Vec2> side(core::Hex a, core::Hex b) const;
  /// Unit vector (world) from a hex's centre toward its neighbour in `facing` (1..6).
  core::Vec2 facingVector(int facing) const;
  /// Where a hex's CCRR label is centred: near the top edge, above a coin.
  core::Vec2 labelAnchor(core::Hex h) const;

private:
  core::HexLayout layout_; // y down, as core::hexToPixel has it; world y = height_ - pixel y
  double width_ = 0;
  double height_ = 0;
  std::array<int, 6> side_corner_{}; // per direction: the first of the two corners of that side
};

/// Device pixels per hex radius below which CCRR labels are hidden (too small to read).
inline constexpr double kLabelMinScale = 26;
/// Radius of a coin, in world units (a hex is 1 from centre to corner).
inline constexpr double kCoinRadius = 0.52;

// ---- the input: what to show -----------------------------------------------------------------

/// A pattern drawn over a hex's fill colour, in its `ink`.
enum class HexPattern : std::uint8_t {
  None,
  Hatching, ///< diagonal lines (rough ground, asteroids)
  Dots,     ///< a scatter of dots (rubble, an asteroid field)
  Swirl,    ///< a spiral about a dark eye (a black hole)
  Waves,    ///< rows of small waves (open water, a current)
  Rings,    ///< hexagons inside the hex (a force field)
};

/// How one hex of the map looks.
struct HexCellLook {
  Color fill{128, 128, 128};
  Color edge{18, 26, 20, 95};   ///< the hex's outline
  Color label{28, 52, 22, 210}; ///< its CCRR number
  HexPattern pattern = HexPattern::None;
  Color ink{0, 0, 0, 90}; ///< the pattern's colour
};

/// A line along a hexside (a river, a wall, a reef); skipped when the two hexes are not neighbours.
struct HexSideLine {
  core::Hex a, b; ///< the two hexes it separates
  Color color{64, 150, 236};
  float width = 0.17f; ///< world units, at least 3 pixels
};

/// The outline of a set of hexes (a zone, a start area, a planet), drawn along its boundary
/// hexsides, with an optional fill.
struct HexZone {
  std::vector<core::Hex> hexes{};
  Color line{255, 255, 255, 200};
  Color fill{0, 0, 0, 0};
  float width = 0.07f; ///< world units, at least 2 pixels
  bool dashed = false;
};

/// One hex marked: a fill, a border along its sides, a number in the middle (a cost), a badge.
/// Colours with alpha 0 are not drawn.
struct HexHighlight {
  core::Hex hex;
  Color fill{0, 0, 0, 0};     ///< inside the hex, inset a little (transparent: none)
  Color border{0, 0, 0, 0};   ///< along its sides, inside it (transparent: none)
  float border_width = 0.07f; ///< world units, at least 2 pixels
  std::string text{};         ///< big and bold in the middle, white on a dark outline
  std::string badge{};        ///< small, at the lower right ("+1", "!")
  Color badge_color{255, 214, 64};
};

/// A 60° cone from a hex (a broadside): the hexes between the rows leaving `from` in facings
/// `first` and `first + 1` (core::sector), up to `range` hexes, shaded, its two edge rows lined.
struct HexSector {
  core::Hex from;
  int first = 2;
  int range = 1;
  Color color{255, 140, 60, 60};
};

/// A chain of hexes drawn centre to centre: a path, a ghost path (an order not yet carried out),
/// a line of fire, the outline through a zone's corners.
struct HexPath {
  std::vector<core::Hex> hexes{};
  Color color{255, 214, 64, 235};
  float width = 0.13f; ///< world units, at least 3 pixels
  bool dashed = false;
  bool closed = false;   ///< back to the first hex
  bool start_dot = true; ///< a disc on the first hex
  bool arrow = false;    ///< an arrowhead on the last hex
};

/// An arrow between two world points (the wind, a drift).
struct HexArrow {
  core::Vec2 from, to;
  Color color{240, 245, 255, 220};
  float width = 0.12f; ///< world units, at least 2 pixels
};

/// The shape of a token.
enum class TokenShape : std::uint8_t {
  Coin,  ///< a round coin with a glyph (Objectif Villes)
  Bar,   ///< a bar lying over `length` hexes from `hex` backwards, its bow pointed, `glyph` on it (ships)
  Plane, ///< a round token with a number (`glyph`) and an arrow toward its facing (planes)
  Unit,  ///< a NATO counter: a box with the unit's symbol, `glyph` below it (infantry, cavalry, artillery)
};

/// The symbol in a Unit's box.
enum class UnitSymbol : std::uint8_t {
  None,
  Infantry,  ///< the box's two diagonals (✕)
  Cavalry,   ///< one diagonal, lower left to upper right
  Artillery, ///< a dot in the middle
};

/// A ring around a token (selected, ready, attacking), from `inner` to `outer` in token radii
/// (1 is the token's edge); around a bar or a box it follows their outline.
struct TokenHalo {
  Color color;
  float inner = 1.04f;
  float outer = 1.26f;
};

/// A piece on the map.
struct HexToken {
  TokenShape shape = TokenShape::Coin;
  core::Hex hex;  ///< where it stands (a bar's bow, a plane's hex)
  int facing = 0; ///< 1..6: a bar's bow, a plane's arrow (0: none)
  int length = 1; ///< a bar's hexes (1 or 2)
  Color face{232, 188, 72};
  Color rim{150, 104, 26};
  Color ink{20, 20, 24}; ///< glyph, symbol, bow mark
  std::string glyph{};   ///< coin letter, bar value, plane number, unit values ("4-5")
  std::string art{};     ///< a coin's face drawn from assets/<art>.svg ("coins/pile"), tinted by `face`
                         ///< inside the `rim`; the glyph shows only when the picture cannot be drawn
  UnitSymbol symbol = UnitSymbol::None;
  core::Vec2 offset{0, 0};        ///< world units added to where it stands: slides it between hexes
                                  ///< while a move is animated
  int alpha = 255;                ///< below 255: a ghost (a preview, a placement)
  bool dim = false;               ///< a dark veil: spent this phase
  std::vector<TokenHalo> halos{}; ///< drawn under the token, in order
  std::string name{};             ///< said under it when names are shown (a ship's name)
  int side = -1;                  ///< the palette (draw/HexPieces.h) of the side it belongs to; -1: none
};

/// A text at a world point.
struct HexNote {
  core::Vec2 world;
  std::string text{};
  Color color = Color::white();
  float size = 0.4f; ///< world units, 10 to 28 pixels
  bool bold = false;
  bool outline = true; ///< a dark outline keeps it readable on any terrain
  bool under = false;  ///< printed on the map (a lighthouse): under the pieces, which hide it
};

/// Everything a hex map shows in one frame.
struct HexSceneInput {
  int columns = 0, rows = 0;
  std::vector<HexCellLook> cells;  ///< one per cell, numbered as core::HexGridShape::index
  int variation = 4;               ///< faint per-hex shading, +-this much, so large areas do not look flat
  bool labels = true;              ///< CCRR numbers (hidden anyway when too small or under a bar or box)
  bool names = false;              ///< the tokens' names under them (a picture: render)
  Color name_color{246, 246, 240}; ///< their ink, on a dark edge (a light one under a dark ink: paper)
  std::vector<HexSideLine> sides;
  std::vector<HexZone> zones;
  std::vector<HexSector> sectors;
  std::vector<HexHighlight> highlights;
  std::vector<HexPath> paths;
  std::vector<HexArrow> arrows;
  std::optional<core::Hex> hovered; ///< the hex under the pointer: a border over every overlay
  Color hover_color{255, 255, 255, 210};
  std::vector<HexToken> tokens; ///< drawn in order: the last on top
  std::vector<HexNote> notes;
  bool shadows = true; ///< pieces cast a shadow on the map (not on paper, where a counter is cut out)
};

/// How the map will be seen: device units (pixels, points) per world unit, and the world area
/// seen (texts outside it are left out).
struct MapView {
  double scale = 40;
  Rect visible{-1e9f, -1e9f, 2e9f, 2e9f};
};

/// Layers of the hex scene, bottom up.
enum HexLayer : int { kTerrainLayer = 0, kOverlayLayer = 1, kPiecesLayer = 2, kNotesLayer = 3 };

/// Fill `out` (cleared first) with the map. Tokens, highlights and lines on hexes off the map are
/// drawn where they would be.
void buildHexScene(const HexSceneInput &input, const MapView &view, Scene &out);

/// The CCRR labels' size in device units at `scale`, or 0 when they are hidden (too small).
float labelSize(double scale);

/// A scene of `map`: its size, and each hex drawn as `cellOf(hex)` says (HexCellLook); the game adds
/// the rest (zones, marks, pieces).
template <class CellOf> HexSceneInput mapCells(const core::HexMap &map, CellOf cellOf) {
  HexSceneInput in;
  in.columns = map.columns;
  in.rows = map.rows;
  in.cells.reserve(static_cast<std::size_t>(map.cells()));
  for (int i = 0; i < map.cells(); ++i)
    in.cells.push_back(cellOf(map.hexAt(i)));
  return in;
}

} // namespace amiraute::draw
