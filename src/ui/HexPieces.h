#pragma once
/// What every hex-piece game's screen draws the same way, whatever the game: the two sides'
/// colours, a counter with its facing and its rings (selected, ready, target), the legal
/// destinations of a selected piece (safe ends, risks), a legend of the terrain, a counter as an
/// inline panel widget. Escadrilles' planes, Détroits' ships and Planètes' units are filled from
/// these; a view only says what its pieces are. Pure data above the ImGui widgets: the scene
/// builders are tested without a window (tests/view/HexPiecesTest.cpp).
#include "core/hex/Grid.h"
#include "ui/HexScene.h"

#include <SFML/Graphics/Color.hpp>

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace amiraute::ui {

/// A side's colours on the map and in the panels: 0 blue, 1 red, then more.
struct SideLook {
  sf::Color face; ///< the counter
  sf::Color rim;  ///< its rim, the ring of a ready piece
  sf::Color ink;  ///< the number and the facing arrow on it
  sf::Color text; ///< the side's name in the panels (readable on the dark panel)
};
const SideLook &sideLook(int side);
/// The palette (an index for sideLook) for a side named `name`: a colour's name in French or English
/// (Bleu/Blue, Rouge/Red, Jaune/Yellow, Vert/Green) takes that colour, so that "Rouge" is never
/// drawn blue; any other name takes the side's number `side`.
int paletteOf(const std::string &name, int side);

/// What is happening to one piece this frame.
struct PieceMarks {
  bool selected = false; ///< the piece being given an order (a pulsing white ring)
  bool ready = false;    ///< may still act this phase (a green ring)
  bool spent = false;    ///< has acted this phase (dimmed)
  bool target = false;   ///< would be hit / shot now (a red ring)
  bool ghost = false;    ///< a preview of where it would end (see-through)
  float pulse = 0;       ///< 0..1, animates the selected ring
};

/// A counter for a piece of `side` on `hex`: `shape` (Plane, Bar, Unit, Coin), `facing` (0:
/// none), `glyph` on it, with the rings and veils of `marks`.
HexToken pieceToken(TokenShape shape, core::Hex hex, int facing, int side, std::string glyph,
                    const PieceMarks &marks);

/// One hex a selected piece may reach or would be lost on.
struct ReachMark {
  enum class Kind {
    End,  ///< a legal end of its move (green)
    Step, ///< a legal next step of the path being built (bright, pulsing border)
    Risk, ///< it would be lost there (a crash, an exit): red, with a "✕" badge
  };
  core::Hex hex;
  Kind kind = Kind::End;
  std::string text{};  ///< in the middle (a cost, points left); empty: none
  std::string badge{}; ///< small, lower right; a Risk gets "✕" when empty
};
/// Highlights for these marks, in the order drawn (risks under ends, steps on top).
void addReachMarks(HexSceneInput &in, std::span<const ReachMark> marks, float pulse = 0);

/// A path being flown or planned, from `start` through `hexes`: solid when it is what will be
/// submitted, dashed for a preview; the last hex gets an arrowhead.
void addPiecePath(HexSceneInput &in, core::Hex start, std::span<const core::Hex> hexes, bool preview,
                  sf::Color color = sf::Color(255, 214, 64, 235));

/// A line of fire (or a gun's reach) drawn from a piece along `hexes`: thin and dashed in the
/// side's colour; `armed` (a target is in it) draws it bright.
void addFireLine(HexSceneInput &in, core::Hex from, std::span<const core::Hex> hexes, int side, bool armed);

/// One line of a terrain legend: a swatch as the hex is drawn, and what it means.
struct OldLegendEntry {
  HexCellLook look;
  std::string name;   ///< "plateau (level 2)", already translated
  std::string detail; ///< "climbing costs 1 more per level", already translated (may be empty)
  bool wide = false;  ///< a whole line (a mark's meaning); else two entries share a line (terrain)
  /// Drawn over the swatch (a piece, a ring, a river), given the swatch's centre and radius in
  /// window pixels, between Begin and End of the legend's window; empty: the swatch alone.
  std::function<void(float x, float y, float radius)> symbol{};
};
/// The legend as ImGui tables of hex swatches (between Begin and End of a window): the narrow
/// entries two to a line, then the wide ones; details as tooltips of narrow entries.
void oldLegendTable(std::span<const OldLegendEntry> entries);
/// Height oldLegendTable will take, in pixels, in the current font.
float oldLegendHeight(std::span<const OldLegendEntry> entries);

/// A counter as an inline ImGui widget, `radius` pixels: the side's colours, `glyph`, and an
/// arrow toward `facing` (0: none).
void counterIcon(int side, const std::string &glyph, int facing, float radius);

/// OldLegendEntry::symbol drawers for the pieces of the hex games, in the colours of palette `side`:
/// a round counter (a plane) with `glyph` and an arrow toward `facing`; a pointed bar (a ship,
/// bow to the right) with `glyph`; a NATO box with the infantry's cross (a unit).
std::function<void(float, float, float)> counterSymbol(int side, std::string glyph, int facing);
std::function<void(float, float, float)> barSymbol(int side, std::string glyph);
std::function<void(float, float, float)> unitSymbol(int side);

/// "N", "NE", "SE", "S", "SW", "NW" for facings 1..6 (compass letters are not translated).
const char *facingLetters(int facing);

} // namespace amiraute::ui
