#include "draw/Cairo.h"

#include "core/Files.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>
#include <librsvg/rsvg.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <mutex>
#include <numbers>

namespace amiraute::draw {

namespace {

constexpr const char *kFamily = "DejaVu Sans";

void setColor(cairo_t *cr, Color c) {
  cairo_set_source_rgba(cr, c.r / 255.0, c.g / 255.0, c.b / 255.0, c.a / 255.0);
}

/// The SVG pictures, loaded once per process (librsvg handles are read-only once loaded).
RsvgHandle *svg(const std::string &name) {
  static std::mutex lock;
  static std::map<std::string, RsvgHandle *> loaded;
  std::lock_guard<std::mutex> hold(lock);
  const auto it = loaded.find(name);
  if (it != loaded.end()) return it->second;
  RsvgHandle *handle = nullptr;
  const std::string path = core::findDataFile("assets/" + name + ".svg");
  if (std::filesystem::exists(path)) {
    GError *error = nullptr;
    handle = rsvg_handle_new_from_file(path.c_str(), &error);
    if (error) g_error_free(error);
  }
  loaded.emplace(name, handle);
  return handle;
}

void pathOf(cairo_t *cr, std::span<const Point> pts, const Transform &t, bool close) {
  for (std::size_t i = 0; i < pts.size(); ++i) {
    const Point p = t.apply(pts[i]);
    if (i == 0)
      cairo_move_to(cr, p.x, p.y);
    else
      cairo_line_to(cr, p.x, p.y);
  }
  if (close) cairo_close_path(cr);
}

void shape(cairo_t *cr, const Scene &scene, const Shape &s, const Transform &t) {
  const std::span<const Point> pts = scene.pointsOf(s);
  const double k = t.scale();
  cairo_new_path(cr);
  switch (s.kind) {
  case Shape::Kind::Polygon:
    pathOf(cr, pts, t, true);
    setColor(cr, s.color);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    cairo_fill(cr);
    break;
  case Shape::Kind::Band: {
    const std::size_t n = pts.size() / 2;
    pathOf(cr, pts.first(n), t, true);
    pathOf(cr, pts.subspan(n, n), t, true);
    setColor(cr, s.color);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
    cairo_fill(cr);
    break;
  }
  case Shape::Kind::Stroke: {
    std::vector<Point> p(pts.begin(), pts.end());
    if (!s.closed && p.size() >= 2 && s.extend != 0 && s.dash == 0) {
      p.front() -= unit(p[1] - p[0]) * s.extend;
      p.back() += unit(p[p.size() - 1] - p[p.size() - 2]) * s.extend;
    }
    pathOf(cr, p, t, s.closed);
    setColor(cr, s.color);
    cairo_set_line_width(cr, s.width * k);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_join(cr, s.closed || p.size() > 2 ? CAIRO_LINE_JOIN_MITER : CAIRO_LINE_JOIN_BEVEL);
    if (s.dash > 0) {
      const double dashes[2] = {s.dash * k, s.gap * k};
      cairo_set_dash(cr, dashes, 2, 0);
    }
    cairo_stroke(cr);
    cairo_set_dash(cr, nullptr, 0, 0);
    break;
  }
  case Shape::Kind::Disc: {
    const Point c = t.apply(pts[0]);
    cairo_arc(cr, c.x, c.y, s.width * k, 0, 2 * std::numbers::pi);
    setColor(cr, s.color);
    cairo_fill(cr);
    break;
  }
  case Shape::Kind::Ring: {
    const Point c = t.apply(pts[0]);
    cairo_arc(cr, c.x, c.y, s.width * k, 0, 2 * std::numbers::pi);
    cairo_new_sub_path(cr);
    cairo_arc(cr, c.x, c.y, s.inner * k, 0, 2 * std::numbers::pi);
    setColor(cr, s.color);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
    cairo_fill(cr);
    break;
  }
  case Shape::Kind::Gradient: {
    const Point a = t.apply(pts[0]), b = t.apply(pts[1]);
    cairo_pattern_t *g = cairo_pattern_create_linear(0, a.y, 0, b.y);
    cairo_pattern_add_color_stop_rgba(g, 0, s.color.r / 255.0, s.color.g / 255.0, s.color.b / 255.0,
                                      s.color.a / 255.0);
    cairo_pattern_add_color_stop_rgba(g, 1, s.color2.r / 255.0, s.color2.g / 255.0, s.color2.b / 255.0,
                                      s.color2.a / 255.0);
    cairo_rectangle(cr, std::min(a.x, b.x), std::min(a.y, b.y), std::abs(b.x - a.x), std::abs(b.y - a.y));
    cairo_set_source(cr, g);
    cairo_fill(cr);
    cairo_pattern_destroy(g);
    break;
  }
  }
}

bool picture(cairo_t *cr, const Image &im, const Transform &t) {
  RsvgHandle *handle = svg(im.name);
  if (!handle) return false;
  const Point c = t.apply(im.center);
  const double w = t.device(im.width), h = t.device(im.height);
  cairo_save(cr);
  cairo_translate(cr, c.x, c.y);
  cairo_rotate(cr, im.rotation * std::numbers::pi / 180);
  if (im.round) {
    cairo_save(cr);
    cairo_scale(cr, w / 2, h / 2);
    cairo_arc(cr, 0, 0, 1, 0, 2 * std::numbers::pi);
    cairo_restore(cr);
    cairo_clip(cr);
  } else {
    cairo_rectangle(cr, -w / 2, -h / 2, w, h);
    cairo_clip(cr);
  }
  const bool tinted = !(im.tint == Color::white());
  if (tinted) cairo_push_group(cr);
  RsvgRectangle viewport{-w / 2, -h / 2, w, h};
  if (im.stretch) {
    // librsvg keeps the picture's proportions inside its viewport: give it a viewport of those
    // proportions and stretch the context so that it fills the rectangle.
    gdouble natural_w = 0, natural_h = 0;
    if (rsvg_handle_get_intrinsic_size_in_pixels(handle, &natural_w, &natural_h) && natural_w > 0 &&
        natural_h > 0) {
      cairo_scale(cr, w / natural_w, h / natural_h);
      viewport = {-natural_w / 2, -natural_h / 2, natural_w, natural_h};
    }
  }
  GError *error = nullptr;
  rsvg_handle_render_document(handle, cr, &viewport, &error);
  if (error) g_error_free(error);
  if (tinted) {
    // The picture multiplied by the tint, as the screen's texture is by its vertex colour.
    cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY);
    cairo_set_source_rgb(cr, im.tint.r / 255.0, im.tint.g / 255.0, im.tint.b / 255.0);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    cairo_pop_group_to_source(cr);
    cairo_paint_with_alpha(cr, im.tint.a / 255.0);
  }
  cairo_restore(cr);
  return true;
}

void text(cairo_t *cr, const Text &tx, const Transform &t, const std::map<std::string, bool> &drawn_images) {
  if (!tx.unless_image.empty()) {
    const auto it = drawn_images.find(tx.unless_image);
    if (it != drawn_images.end() && it->second) return;
  }
  const Point at = t.apply(tx.at);
  cairo_select_font_face(cr, kFamily, CAIRO_FONT_SLANT_NORMAL,
                         tx.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, std::max(0.1, static_cast<double>(t.device(tx.size))));
  cairo_text_extents_t e;
  cairo_text_extents(cr, tx.text.c_str(), &e);
  double x = at.x, y = at.y;
  switch (tx.horizontal) {
  case Align::Start: x -= e.x_bearing; break;
  case Align::Middle: x -= e.x_bearing + e.width / 2; break;
  case Align::End: x -= e.x_bearing + e.width; break;
  }
  switch (tx.vertical) {
  case Align::Start: y -= e.y_bearing; break;
  case Align::Middle: y -= e.y_bearing + e.height / 2; break;
  case Align::End: break; // the baseline on the point
  }
  cairo_new_path(cr);
  cairo_move_to(cr, x, y);
  if (!tx.outline.clear() && tx.outline_width > 0) {
    cairo_text_path(cr, tx.text.c_str());
    setColor(cr, tx.outline);
    cairo_set_line_width(cr, 2.0 * t.device(tx.outline_width));
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_stroke(cr);
    cairo_move_to(cr, x, y);
  }
  setColor(cr, tx.color);
  cairo_show_text(cr, tx.text.c_str());
}

} // namespace

void drawScene(cairo_t *cr, const Scene &scene, const Transform &transform) {
  cairo_save(cr);
  cairo_set_antialias(cr, CAIRO_ANTIALIAS_GOOD);
  std::map<std::string, bool> drawn; // per picture: could it be drawn
  for (int layer = 0; layer <= scene.topLayer(); ++layer) {
    for (const Shape &s : scene.shapes())
      if (s.layer == layer) shape(cr, scene, s, transform);
    for (const Image &im : scene.images())
      if (im.layer == layer) drawn[im.name] = picture(cr, im, transform);
    for (const Text &t : scene.texts())
      if (t.layer == layer) {
        if (!t.unless_image.empty() && !drawn.contains(t.unless_image))
          drawn[t.unless_image] = svg(t.unless_image) != nullptr;
        text(cr, t, transform, drawn);
      }
  }
  cairo_restore(cr);
}

float textWidth(const std::string &t, float size, bool bold) {
  static std::mutex lock;
  std::lock_guard<std::mutex> hold(lock);
  static cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1);
  static cairo_t *cr = cairo_create(surface);
  cairo_select_font_face(cr, kFamily, CAIRO_FONT_SLANT_NORMAL,
                         bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, size);
  cairo_text_extents_t e;
  cairo_text_extents(cr, t.c_str(), &e);
  return static_cast<float>(e.x_advance);
}

std::string missingGlyphs(const std::string &t, bool bold) {
  static std::mutex lock;
  std::lock_guard<std::mutex> hold(lock);
  static cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1);
  static cairo_t *cr = cairo_create(surface);
  cairo_select_font_face(cr, kFamily, CAIRO_FONT_SLANT_NORMAL,
                         bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, 10);
  cairo_scaled_font_t *font = cairo_get_scaled_font(cr);
  std::string missing;
  for (std::size_t i = 0; i < t.size();) {
    // One character (a UTF-8 sequence) at a time: glyph 0 is the font's empty box.
    const auto lead = static_cast<unsigned char>(t[i]);
    const std::size_t n = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    const std::string ch = t.substr(i, n);
    i += n;
    if (ch == " " || ch == "\n" || missing.find(ch) != std::string::npos) continue;
    cairo_glyph_t *glyphs = nullptr;
    int count = 0;
    const cairo_status_t st = cairo_scaled_font_text_to_glyphs(
        font, 0, 0, ch.c_str(), static_cast<int>(ch.size()), &glyphs, &count, nullptr, nullptr, nullptr);
    const bool found = st == CAIRO_STATUS_SUCCESS && count > 0 && glyphs[0].index != 0;
    if (glyphs) cairo_glyph_free(glyphs);
    if (!found) missing += ch;
  }
  return missing;
}

namespace {

std::string extensionOf(const std::string &path) {
  std::string ext = std::filesystem::path(path).extension().string();
  for (char &c : ext)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext;
}

/// A temporary name beside `path`, renamed over it once complete.
std::string partial(const std::string &path) { return path + ".part"; }

std::string moveIntoPlace(const std::string &from, const std::string &to) {
  std::error_code ec;
  std::filesystem::rename(from, to, ec);
  if (ec) {
    std::filesystem::remove(from, ec);
    return "cannot write " + to + ": " + ec.message();
  }
  return "";
}

void paintBackground(cairo_t *cr, Color background) {
  if (background.clear()) return;
  setColor(cr, background);
  cairo_paint(cr);
}

} // namespace

std::string writePicture(const std::string &path, const Scene &scene, const Transform &transform,
                         double width, double height, Color background, const Scene *overlay) {
  const std::string ext = extensionOf(path);
  const std::string temp = partial(path);
  cairo_surface_t *surface = nullptr;
  if (ext == ".png")
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, static_cast<int>(std::lround(width)),
                                         static_cast<int>(std::lround(height)));
  else if (ext == ".svg")
    surface = cairo_svg_surface_create(temp.c_str(), width, height);
  else if (ext == ".pdf")
    surface = cairo_pdf_surface_create(temp.c_str(), width, height);
  else
    return "cannot write " + path + ": the picture's name must end in .png, .svg or .pdf";
  if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
    const std::string why = cairo_status_to_string(cairo_surface_status(surface));
    cairo_surface_destroy(surface);
    std::error_code ec;
    std::filesystem::remove(temp, ec);
    return "cannot write " + path + ": " + why;
  }
  cairo_t *cr = cairo_create(surface);
  paintBackground(cr, background);
  drawScene(cr, scene, transform);
  if (overlay) drawScene(cr, *overlay, Transform{});
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  std::string why;
  if (ext == ".png") {
    const cairo_status_t st = cairo_surface_write_to_png(surface, temp.c_str());
    if (st != CAIRO_STATUS_SUCCESS) why = "cannot write " + path + ": " + cairo_status_to_string(st);
  }
  cairo_surface_finish(surface);
  if (why.empty() && cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS)
    why = "cannot write " + path + ": " + cairo_status_to_string(cairo_surface_status(surface));
  cairo_surface_destroy(surface);
  if (!why.empty()) {
    std::error_code ec;
    std::filesystem::remove(temp, ec);
    return why;
  }
  return moveIntoPlace(temp, path);
}

struct PdfDocument::Impl {
  cairo_surface_t *surface = nullptr;
  cairo_t *cr = nullptr;
};

PdfDocument::PdfDocument(std::string path, double width_pt, double height_pt)
    : impl_(std::make_unique<Impl>()), path_(std::move(path)) {
  impl_->surface = cairo_pdf_surface_create(partial(path_).c_str(), width_pt, height_pt);
  impl_->cr = cairo_create(impl_->surface);
}

PdfDocument::~PdfDocument() {
  if (impl_ && impl_->cr) {
    cairo_destroy(impl_->cr);
    cairo_surface_destroy(impl_->surface);
    std::error_code ec;
    std::filesystem::remove(partial(path_), ec); // never closed: nothing half-written stays
  }
}

void PdfDocument::page(const Scene &scene, const Transform &transform) {
  drawScene(impl_->cr, scene, transform);
  cairo_show_page(impl_->cr);
  ++pages_;
}

void PdfDocument::page(std::span<const Placement> scenes, double width_pt, double height_pt) {
  cairo_pdf_surface_set_size(impl_->surface, width_pt, height_pt);
  for (const Placement &p : scenes) {
    if (!p.scene) continue;
    cairo_save(impl_->cr);
    if (p.clip.width > 0 && p.clip.height > 0) {
      cairo_rectangle(impl_->cr, p.clip.x, p.clip.y, p.clip.width, p.clip.height);
      cairo_clip(impl_->cr);
    }
    drawScene(impl_->cr, *p.scene, p.transform);
    cairo_restore(impl_->cr);
  }
  cairo_show_page(impl_->cr);
  ++pages_;
}

std::string PdfDocument::close() {
  if (!impl_->cr) return "";
  cairo_destroy(impl_->cr);
  impl_->cr = nullptr;
  cairo_surface_finish(impl_->surface);
  const cairo_status_t st = cairo_surface_status(impl_->surface);
  cairo_surface_destroy(impl_->surface);
  if (st != CAIRO_STATUS_SUCCESS) {
    std::error_code ec;
    std::filesystem::remove(partial(path_), ec);
    return "cannot write " + path_ + ": " + cairo_status_to_string(st);
  }
  return moveIntoPlace(partial(path_), path_);
}

} // namespace amiraute::draw
