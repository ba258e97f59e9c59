#pragma once
/// The hex games' pieces as ImGui widgets, for the panels and the legends: a counter inline, and the
/// legend's symbols (a plane's round counter, a ship's pointed bar, a NATO box) in a side's colours
/// (draw/HexPieces.h).
#include <functional>
#include <string>

namespace amiraute::ui {

/// A counter as an inline ImGui widget, `radius` pixels: the side's colours, `glyph`, and an
/// arrow toward `facing` (0: none).
void counterIcon(int side, const std::string &glyph, int facing, float radius);

/// LegendEntry::symbol drawers for the pieces of the hex games, in the colours of palette `side`:
/// a round counter (a plane) with `glyph` and an arrow toward `facing`; a pointed bar (a ship,
/// bow to the right) with `glyph`; a NATO box with the infantry's cross (a unit).
std::function<void(float, float, float)> counterSymbol(int side, std::string glyph, int facing);
std::function<void(float, float, float)> barSymbol(int side, std::string glyph);
std::function<void(float, float, float)> unitSymbol(int side);

} // namespace amiraute::ui
