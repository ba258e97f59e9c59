#pragma once
/// The Cairo back-end of scenes (draw/Scene.h): a scene drawn to a PNG, an SVG or the pages of a
/// PDF, with no window and no display. Pictures are the SVG files under assets/ drawn by librsvg,
/// so they stay vectors in an SVG or a PDF; texts are DejaVu Sans, real text in a PDF.
#include "draw/Scene.h"

#include <memory>
#include <span>
#include <string>

typedef struct _cairo cairo_t;

namespace amiraute::draw {

/// Draw `scene` on a Cairo context through `transform` (world to the context's units), in the
/// scene's order (layers; shapes, pictures, texts).
void drawScene(cairo_t *cr, const Scene &scene, const Transform &transform);

/// The width of `text` at `size` (same units), as the back-ends lay it out.
float textWidth(const std::string &text, float size, bool bold);

/// The characters of `text` that the texts' font (DejaVu Sans, bold or not) has no glyph for — each
/// would print as an empty box —, each once, in order of first appearance ("" when all are there).
std::string missingGlyphs(const std::string &text, bool bold);

/// Write a picture of `scene`, `width` x `height` (pixels for PNG, points for SVG and PDF), on a
/// `background` (transparent: none), by the file's extension: .png, .svg or .pdf. Returns "" or
/// why it could not be written (the file is then not left half-written). `overlay`, when given, is
/// drawn over it in the picture's own units (a caption: draw/Caption.h).
std::string writePicture(const std::string &path, const Scene &scene, const Transform &transform,
                         double width, double height, Color background, const Scene *overlay = nullptr);

/// One scene on a page: drawn through `transform` (world to points), cut to `clip` (points) when the
/// clip has an area.
struct Placement {
  const Scene *scene = nullptr;
  Transform transform;
  Rect clip{};
};

/// A PDF of several pages, each `width` x `height` points (1 pt = 1/72 inch) unless a page says
/// otherwise, written atomically when closed.
class PdfDocument {
public:
  PdfDocument(std::string path, double width_pt, double height_pt);
  ~PdfDocument();
  PdfDocument(const PdfDocument &) = delete;
  PdfDocument &operator=(const PdfDocument &) = delete;
  /// Add a page with `scene` drawn through `transform` (world to points).
  void page(const Scene &scene, const Transform &transform);
  /// Add a page `width_pt` x `height_pt` (a landscape page among portrait ones) with the scenes
  /// drawn in order, each inside its clip.
  void page(std::span<const Placement> scenes, double width_pt, double height_pt);
  int pages() const { return pages_; }
  /// Finish and move the file into place: "" or why it failed.
  std::string close();

private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  std::string path_;
  int pages_ = 0;
};

/// Points per millimetre (72 / 25.4).
inline constexpr double kPointsPerMm = 72.0 / 25.4;

} // namespace amiraute::draw
