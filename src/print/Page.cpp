#include "print/Page.h"

#include "core/I18n.h"
#include "draw/Cairo.h"

#include <algorithm>
#include <cmath>

namespace amiraute::print {

using draw::Color;
using draw::Point;
using draw::Rect;

void Page::add(std::shared_ptr<const draw::Scene> scene) {
  layers.push_back({std::move(scene), pageTransform(), {}});
}

void Page::add(std::shared_ptr<const draw::Scene> scene, const draw::Transform &transform, Rect clip_mm) {
  layers.push_back({std::move(scene), transform, clip_mm});
}

std::string kindName(const std::string &kind) {
  if (kind == "board") return core::tr("board");
  if (kind == "overview") return core::tr("how the pages join");
  if (kind == "legend") return core::tr("legend");
  if (kind == "counters") return core::tr("counters");
  if (kind == "counters-back") return core::tr("backs of counters");
  if (kind == "cards") return core::tr("cards");
  if (kind == "card-backs") return core::tr("backs of cards");
  if (kind == "rulers") return core::tr("rulers");
  if (kind == "sheet") return core::tr("sheets");
  if (kind == "reference") return core::tr("quick reference");
  return kind;
}

draw::Transform pageTransform() { return {draw::kPointsPerMm, draw::kPointsPerMm, 0, 0}; }

std::string writePdf(const std::string &path, const std::vector<Page> &pages) {
  if (pages.empty()) return core::fill(core::tr("nothing to print in {file}"), {{"file", path}});
  draw::PdfDocument pdf(path, pages.front().width_mm * draw::kPointsPerMm,
                        pages.front().height_mm * draw::kPointsPerMm);
  std::vector<draw::Placement> placed;
  for (const Page &p : pages) {
    placed.clear();
    for (const Page::Layer &l : p.layers) {
      Rect clip{};
      if (l.clip.width > 0 && l.clip.height > 0)
        clip = {static_cast<float>(l.clip.x * draw::kPointsPerMm),
                static_cast<float>(l.clip.y * draw::kPointsPerMm),
                static_cast<float>(l.clip.width * draw::kPointsPerMm),
                static_cast<float>(l.clip.height * draw::kPointsPerMm)};
      placed.push_back({l.scene.get(), l.transform, clip});
    }
    pdf.page(placed, p.width_mm * draw::kPointsPerMm, p.height_mm * draw::kPointsPerMm);
  }
  return pdf.close();
}

// ---- canvas ------------------------------------------------------------------------------------

double widthMm(const std::string &text, double size_pt, bool bold) {
  const float size = static_cast<float>(size_pt * kMmPerPoint);
  return draw::textWidth(text, size, bold);
}

std::vector<std::string> wrap(const std::string &text, double width_mm, double size_pt, bool bold) {
  std::vector<std::string> lines;
  std::string line, word;
  const auto flush_word = [&] {
    if (word.empty()) return;
    const std::string tried = line.empty() ? word : line + " " + word;
    if (!line.empty() && widthMm(tried, size_pt, bold) > width_mm) {
      lines.push_back(line);
      line = word;
    } else {
      line = tried;
    }
    word.clear();
  };
  for (char c : text) {
    if (c == ' ') {
      flush_word();
    } else if (c == '\n') {
      flush_word();
      lines.push_back(line);
      line.clear();
    } else {
      word += c;
    }
  }
  flush_word();
  if (!line.empty() || lines.empty()) lines.push_back(line);
  return lines;
}

void Canvas::text(std::string t, Point at, double size_pt, Color color, bool bold, draw::Align horizontal,
                  draw::Align vertical) {
  if (t.empty()) return;
  draw::Text tx;
  tx.at = at;
  tx.text = std::move(t);
  tx.size = static_cast<float>(size_pt * kMmPerPoint);
  tx.color = color;
  tx.bold = bold;
  tx.horizontal = horizontal;
  tx.vertical = vertical;
  tx.layer = static_cast<std::uint8_t>(s_.layer());
  s_.text(std::move(tx));
}

double Canvas::paragraph(const std::string &t, Point at, double width_mm, double size_pt, Color color,
                         bool bold, double leading) {
  const double step = size_pt * kMmPerPoint * leading;
  double y = at.y;
  for (const std::string &l : wrap(t, width_mm, size_pt, bold)) {
    text(l, {at.x, static_cast<float>(y)}, size_pt, color, bold);
    y += step;
  }
  return y - step + size_pt * kMmPerPoint * 0.45;
}

void Canvas::line(Point a, Point b, double width_mm, Color color) {
  s_.segment(a, b, static_cast<float>(width_mm), color, 0);
}

void Canvas::dashed(Point a, Point b, double width_mm, double dash_mm, double gap_mm, Color color) {
  s_.dashed(a, b, static_cast<float>(width_mm), static_cast<float>(dash_mm), static_cast<float>(gap_mm),
            color);
}

void Canvas::frame(Rect r, double width_mm, Color color) {
  const Point pts[4] = {
      {r.x, r.y}, {r.x + r.width, r.y}, {r.x + r.width, r.y + r.height}, {r.x, r.y + r.height}};
  s_.polyline(pts, true, static_cast<float>(width_mm), color);
}

void Canvas::fill(Rect r, Color color) { s_.rect(r.x, r.y, r.width, r.height, color); }

void Canvas::cropMarks(Rect r, double length_mm, double gap_mm) {
  const auto L = static_cast<float>(length_mm), G = static_cast<float>(gap_mm);
  const float x0 = r.x, x1 = r.x + r.width, y0 = r.y, y1 = r.y + r.height;
  const Color ink{0, 0, 0};
  const double w = 0.15;
  for (const float x : {x0, x1}) {
    line({x, y0 - G - L}, {x, y0 - G}, w, ink);
    line({x, y1 + G}, {x, y1 + G + L}, w, ink);
  }
  for (const float y : {y0, y1}) {
    line({x0 - G - L, y}, {x0 - G, y}, w, ink);
    line({x1 + G, y}, {x1 + G + L, y}, w, ink);
  }
}

void Canvas::target(Point c, double radius_mm) {
  const auto r = static_cast<float>(radius_mm);
  s_.ring(c, r * 0.62f, r * 0.62f + 0.3f, Color(255, 255, 255, 230));
  s_.ring(c, r * 0.62f - 0.15f, r * 0.62f + 0.15f, Color(0, 0, 0));
  for (const Point d : {Point{1, 0}, Point{0, 1}}) {
    s_.segment(c - d * r, c + d * r, 0.55f, Color(255, 255, 255, 230), 0);
    s_.segment(c - d * r, c + d * r, 0.18f, Color(0, 0, 0), 0);
  }
}

void Canvas::scaleBar(Point left, double length_mm) {
  const auto L = static_cast<float>(length_mm);
  const Color ink{30, 30, 30};
  line(left, left + Point{L, 0}, 0.3, ink);
  for (int i = 0; i <= static_cast<int>(length_mm / 10); ++i) {
    const float x = left.x + static_cast<float>(i) * 10;
    line({x, left.y - (i % 5 == 0 ? 2.f : 1.2f)}, {x, left.y}, 0.2, ink);
  }
  text(core::fill(core::tr("{n} mm: measure it to check the scale"),
                  {{"n", std::to_string(std::lround(length_mm))}}),
       left + Point{L + 2, 0.6f}, 6.5, {70, 70, 70});
}

} // namespace amiraute::print
