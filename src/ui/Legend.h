#pragma once
/// A legend in the side panel, for every game: a swatch (a hex as the map draws it, and what is
/// drawn over it — a piece, a ring, a river) and what it means, two entries to a line, wide ones
/// on a line of their own. The frame shows it under L; each board lists its entries.
#include "draw/HexMap.h"

#include <functional>
#include <span>
#include <string>

namespace amiraute::ui {

struct LegendEntry {
  draw::HexCellLook look; ///< the swatch's hex (fill transparent: no hex, only the symbol)
  std::string name;       ///< "plateau (level 2)", already translated
  std::string detail;     ///< "climbing costs 1 more per level", already translated (may be empty)
  bool wide = false;      ///< a whole line (a mark's meaning); else two entries share a line (terrain)
  /// Drawn over the swatch (a piece, a ring, a river), given the swatch's centre and radius in
  /// window pixels, between Begin and End of the legend's window; empty: the swatch alone.
  std::function<void(float x, float y, float radius)> symbol{};
};

/// The legend as ImGui tables (between Begin and End of a window): the narrow entries two to a
/// line, then the wide ones; details as tooltips of narrow entries.
void legendTable(std::span<const LegendEntry> entries);
/// Height legendTable will take, in pixels, in the current font and the width left.
float legendHeight(std::span<const LegendEntry> entries);

} // namespace amiraute::ui
