#pragma once
/// What every hex-piece game draws the same way, whatever the game, on screen and on paper: the
/// sides' colours, a counter with its facing and its rings (selected, ready, target), the legal
/// destinations of a selected piece (safe ends, risks), paths and lines of fire. Planes, ships
/// and units are filled from these; a board only says what its pieces are. Pure data for the hex
/// scene (draw/HexMap.h).
#include "core/hex/Grid.h"
#include "draw/Caption.h"
#include "draw/HexMap.h"

#include <span>
#include <string>
#include <vector>

namespace amiraute::draw {

/// A side's colours on the map and in the panels: 0 blue, 1 red, then more.
struct SideLook {
  Color face; ///< the counter
  Color rim;  ///< its rim, the ring of a ready piece
  Color ink;  ///< the number and the facing arrow on it
  Color text; ///< the side's name in the panels (readable on the dark panel)
};
const SideLook &sideLook(int side);
/// The palette (an index for sideLook) for a side named `name`: a colour's name in French or English
/// (Bleu/Blue, Rouge/Red, Jaune/Yellow, Vert/Green) takes that colour, so that "Rouge" is never
/// drawn blue; any other name takes the side's number `side`.
int paletteOf(const std::string &name, int side);
/// The palette of side `side` of a game whose sides are `names` (its number when it has no name).
int paletteOf(std::span<const std::string> names, int side);

/// What is happening to one piece this frame.
struct PieceMarks {
  bool selected = false; ///< the piece being given an order (a pulsing white ring)
  bool ready = false;    ///< may still act this phase (a ring in its own side's colour: readyRing)
  bool spent = false;    ///< has acted this phase (dimmed)
  bool target = false;   ///< would be hit / shot now (a red ring)
  bool ghost = false;    ///< a preview of where it would end (see-through)
  float pulse = 0;       ///< 0..1, animates the selected ring
};

/// The marks of the piece numbered `index` in a game that numbers its pieces: selected when it is
/// `selected` (-1: none), a target when `targets` holds it, its ring pulsing at `pulse`; whether it
/// is ready or spent, the game says.
PieceMarks numberedMarks(int index, int selected, const std::vector<int> &targets, float pulse);

/// A picture's caption (draw/Caption.h) for a hex map: `title`, and each side of `sides` in its
/// colours with how many pieces `in` shows for it (its tokens of that palette, ghosts not counted).
Caption hexCaption(std::string title, std::span<const std::string> sides, const HexSceneInput &in);

/// The ring of a piece that may still act this phase, in its side's colour (palette `side`), never
/// another side's.
TokenHalo readyRing(int side);

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
                  Color color = Color(255, 214, 64, 235));

/// A line of fire (or a gun's reach) drawn from a piece along `hexes`: thin and dashed in the
/// side's colour; `armed` (a target is in it) draws it bright.
void addFireLine(HexSceneInput &in, core::Hex from, std::span<const core::Hex> hexes, int side, bool armed);

/// "N", "NE", "SE", "S", "SW", "NW" for facings 1..6 (compass letters are not translated).
const char *facingLetters(int facing);

} // namespace amiraute::draw
