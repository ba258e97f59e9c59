#pragma once
/// From a kit to pages, for any game: a board at true size on one page or tiled over several (an
/// overlap strip with alignment marks, cut lines, a small map of the tiles and an overview page
/// showing how they join), pieces on countersheets with their backs mirrored for double-sided
/// printing, cards edge to edge with crop marks and a page of backs behind each page of faces,
/// rulers, sheets to fill in and the quick reference.
#include "print/Kit.h"
#include "print/Options.h"
#include "print/Page.h"

#include <vector>

namespace amiraute::print {

/// How a board of `width_mm` x `height_mm` lies on the paper.
struct Tiling {
  double page_width = 210, page_height = 297; ///< the paper, turned when `landscape`
  bool landscape = false;
  int columns = 1, rows = 1;
  double window_width = 0, window_height = 0; ///< the part of the board on each tile
  double step_x = 0, step_y = 0;              ///< from one tile's window to the next (window - overlap)
  draw::Rect content{};                       ///< where the window is drawn on the page
  int pages() const { return columns * rows; }
};

/// The tiling of a board: on one page when it fits, else tiles of equal windows sharing
/// `options.overlap_mm` with their neighbours, the paper turned whichever way needs fewer pages.
Tiling tileBoard(double width_mm, double height_mm, const Options &options);

/// Every page of a kit, in the order: boards, pieces, cards, rulers, sheets, reference (the parts
/// `options` asks for), each page numbered.
std::vector<Page> layout(const Kit &kit, const Options &options);

/// Heights of the bands above and below a board's window on a tile (title; tile map and notes).
inline constexpr double kHeaderMm = 8;
inline constexpr double kFooterMm = 17;

} // namespace amiraute::print
