#pragma once
/// Printed pages as data: each page a size in millimetres and the scenes on it, each placed through
/// its own transform and clipped (a tile of a board shows a window of the whole board's scene), and
/// the PDF writer. A Canvas draws on a page in millimetres, y down, the origin at the top-left
/// corner of the sheet: texts with their size in points, lines, frames, crop marks, wrapped text.
#include "draw/Scene.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::print {

/// Millimetres in a point.
inline constexpr double kMmPerPoint = 25.4 / 72.0;

/// What a page holds beyond its drawing, for people and tests: where each card or piece lies.
struct Slot {
  std::string id;    ///< the card's id, the piece's index
  draw::Rect rect{}; ///< on the page, millimetres
};

/// Where a board tile sits: its column and row among the tiles, the part of the board it shows and
/// where on the page that part is drawn.
struct TileInfo {
  int board = 0;             ///< which of the kit's boards
  int column = 0, row = 0;   ///< from 0
  int columns = 1, rows = 1; ///< the tiling
  draw::Rect window{};       ///< the part of the board shown, millimetres from its top-left
  draw::Point content{};     ///< where the window's top-left corner is on the page (mm)
  double overlap_mm = 0;
};

/// One sheet of paper.
struct Page {
  /// "board", "overview", "legend", "counters", "counters-back", "cards", "card-backs", "rulers",
  /// "sheet", "reference": what the page is.
  std::string kind;
  double width_mm = 210, height_mm = 297;
  struct Layer {
    std::shared_ptr<const draw::Scene> scene;
    draw::Transform transform; ///< world to points
    draw::Rect clip{};         ///< millimetres on the page (no area: the whole page)
  };
  std::vector<Layer> layers;
  std::vector<Slot> slots;
  std::optional<TileInfo> tile;

  /// Add a scene drawn in page millimetres (y down).
  void add(std::shared_ptr<const draw::Scene> scene);
  /// Add a scene through `transform` (world to points), clipped to `clip_mm`.
  void add(std::shared_ptr<const draw::Scene> scene, const draw::Transform &transform,
           draw::Rect clip_mm = {});
  bool landscape() const { return width_mm > height_mm; }
};

/// What a page of `kind` is, in the current language ("board tiles", "counters"), for a summary.
std::string kindName(const std::string &kind);

/// The transform of a page's own millimetres to points.
draw::Transform pageTransform();

/// Write the pages to a PDF (each page its own size): "" or why not; the file is then not left
/// half-written.
std::string writePdf(const std::string &path, const std::vector<Page> &pages);

/// Drawing on a page in millimetres, y down.
class Canvas {
public:
  explicit Canvas(draw::Scene &scene) : s_(scene) {}
  draw::Scene &scene() { return s_; }

  /// A text `size_pt` points tall at `at`, aligned as asked (vertical End: the baseline on `at`).
  void text(std::string text, draw::Point at, double size_pt, draw::Color color = {30, 30, 30},
            bool bold = false, draw::Align horizontal = draw::Align::Start,
            draw::Align vertical = draw::Align::End);
  /// `text` broken into lines that fit `width_mm`, the first baseline at `at`; returns the y below
  /// the last line.
  double paragraph(const std::string &text, draw::Point at, double width_mm, double size_pt,
                   draw::Color color = {30, 30, 30}, bool bold = false, double leading = 1.25);
  void line(draw::Point a, draw::Point b, double width_mm, draw::Color color = {30, 30, 30});
  void dashed(draw::Point a, draw::Point b, double width_mm, double dash_mm, double gap_mm,
              draw::Color color = {30, 30, 30});
  void frame(draw::Rect r, double width_mm, draw::Color color = {30, 30, 30});
  void fill(draw::Rect r, draw::Color color);
  /// Crop marks outside the corners of `r`: short lines in the margin along each edge's line, so
  /// that a blade follows them without a line on the card.
  void cropMarks(draw::Rect r, double length_mm = 5, double gap_mm = 1.5);
  /// A cross in a circle (an alignment mark).
  void target(draw::Point c, double radius_mm);
  /// A bar `length_mm` long with its length written, to check that the printer kept the scale.
  void scaleBar(draw::Point left, double length_mm);

private:
  draw::Scene &s_;
};

/// `text` broken into lines no wider than `width_mm` at `size_pt` (words kept whole; a word wider
/// than the line stands alone).
std::vector<std::string> wrap(const std::string &text, double width_mm, double size_pt, bool bold);
/// The width of `text` at `size_pt`, in millimetres.
double widthMm(const std::string &text, double size_pt, bool bold);

} // namespace amiraute::print
