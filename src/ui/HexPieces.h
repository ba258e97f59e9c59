#pragma once
/// The legend of the old hex views (HexMatchView): a swatch of each terrain and what it means. The
/// pieces, their rings and marks are drawn by draw/HexPieces.h now; the boards' legend is
/// ui/Legend.h.
#include "core/hex/Grid.h"
#include "ui/HexScene.h"

#include <SFML/Graphics/Color.hpp>

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace amiraute::ui {

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

} // namespace amiraute::ui
