#include "draw/HexMap.h"

#include "core/hex/Pose.h"
#include "draw/Cairo.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>

namespace amiraute::draw {

using core::Hex;
using core::Vec2;

namespace {

constexpr double kSqrt3 = 1.7320508075688772;
constexpr float kPi = std::numbers::pi_v<float>;

Point pt(Vec2 v) { return {static_cast<float>(v.x), static_cast<float>(v.y)}; }

} // namespace

// ---- geometry ---------------------------------------------------------------------------------

HexGeometry::HexGeometry(int columns, int rows) {
  layout_.size = 1;
  layout_.origin = {1, kSqrt3 / 2};
  width_ = columns > 0 ? 1.5 * (columns - 1) + 2 : 0;
  height_ = rows > 0 ? kSqrt3 * rows + (columns > 1 ? kSqrt3 / 2 : 0) : 0;
  // Which two corners make the side toward each direction: the same for every hex.
  const Hex h{2, 2};
  const auto ch = corners(h);
  for (int d = 0; d < 6; ++d) {
    const auto cn = corners(core::neighbour(h, d));
    for (int k = 0; k < 6; ++k) {
      int shared = 0;
      for (const int j : {k, (k + 1) % 6})
        for (const Vec2 &q : cn)
          if (std::abs(ch[j].x - q.x) < 1e-6 && std::abs(ch[j].y - q.y) < 1e-6) ++shared;
      if (shared == 2) side_corner_[d] = k;
    }
  }
}

Vec2 HexGeometry::center(Hex h) const {
  const core::PixelPoint p = core::hexToPixel(layout_, h);
  return {p.x, height_ - p.y};
}

std::array<Vec2, 6> HexGeometry::corners(Hex h) const {
  const auto px = core::hexCorners(layout_, h);
  std::array<Vec2, 6> out;
  for (int i = 0; i < 6; ++i)
    out[i] = {px[i].x, height_ - px[i].y};
  return out;
}

Hex HexGeometry::hexAt(Vec2 w) const { return core::pixelToHex(layout_, {w.x, height_ - w.y}); }

std::pair<Vec2, Vec2> HexGeometry::sideToward(Hex h, int direction) const {
  const auto c = corners(h);
  const int k = side_corner_[static_cast<std::size_t>(((direction % 6) + 6) % 6)];
  return {c[static_cast<std::size_t>(k)], c[static_cast<std::size_t>((k + 1) % 6)]};
}

std::pair<Vec2, Vec2> HexGeometry::side(Hex a, Hex b) const {
  const int d = core::directionTo(a, b);
  if (d < 0)
    throw std::invalid_argument("hexes " + core::formatHex(a) + " and " + core::formatHex(b) +
                                " do not share a side");
  return sideToward(a, d);
}

Vec2 HexGeometry::facingVector(int facing) const {
  const Hex h{2, 2};
  const Vec2 a = center(h), b = center(core::step(h, core::validFacing(facing) ? facing : 1));
  const double len = std::hypot(b.x - a.x, b.y - a.y);
  return {(b.x - a.x) / len, (b.y - a.y) / len};
}

Vec2 HexGeometry::labelAnchor(Hex h) const {
  const Vec2 c = center(h);
  return {c.x, c.y + 0.67};
}

float labelSize(double scale) {
  if (scale < kLabelMinScale) return 0;
  return static_cast<float>(std::clamp(std::lround(scale * 0.29), 10L, 15L));
}

// ---- building a scene ----------------------------------------------------------------------------

namespace {

Color faded(Color c, int token_alpha) { return alpha(c, c.a * token_alpha / 255); }

// The part of the line p + t·d inside a convex polygon, as [t0, t1]; false when it misses.
bool clipToConvex(Point p, Point d, const std::array<Point, 6> &poly, Point centre, float &t0, float &t1) {
  t0 = -1e9f;
  t1 = 1e9f;
  for (int i = 0; i < 6; ++i) {
    const Point a = poly[static_cast<std::size_t>(i)], b = poly[static_cast<std::size_t>((i + 1) % 6)];
    Point n{-(b.y - a.y), b.x - a.x}; // a normal of the edge, turned toward the centre
    if ((centre.x - a.x) * n.x + (centre.y - a.y) * n.y < 0) n = -n;
    const float num = (p.x - a.x) * n.x + (p.y - a.y) * n.y; // >= 0 inside
    const float den = d.x * n.x + d.y * n.y;
    if (std::abs(den) < 1e-9f) {
      if (num < 0) return false;
      continue;
    }
    const float t = -num / den;
    if (den > 0)
      t0 = std::max(t0, t);
    else
      t1 = std::min(t1, t);
  }
  return t1 > t0;
}

std::vector<Point> shifted(std::vector<Point> pts, Point by) {
  for (Point &p : pts)
    p += by;
  return pts;
}

struct Builder {
  const HexSceneInput &in;
  const MapView &view;
  Scene &out;
  HexGeometry geometry;
  float px;  ///< device units per world unit
  float dev; ///< one device unit in world units
  core::HexGridShape shape;

  Builder(const HexSceneInput &input, const MapView &v, Scene &scene)
      : in(input), view(v), out(scene), geometry(input.columns, input.rows),
        px(static_cast<float>(std::max(1e-3, v.scale))), dev(1 / px), shape{input.columns, input.rows} {}

  Point center(Hex h) const { return pt(geometry.center(h)); }
  /// The corners, pulled toward the centre by `inset` (a fraction of the radius).
  std::array<Point, 6> corners(Hex h, double inset = 0) const {
    const Vec2 c = geometry.center(h);
    const auto w = geometry.corners(h);
    std::array<Point, 6> o;
    for (int i = 0; i < 6; ++i)
      o[i] = pt({w[i].x + (c.x - w[i].x) * inset, w[i].y + (c.y - w[i].y) * inset});
    return o;
  }
  Point facing(int f) const { return pt(geometry.facingVector(f)); }

  void hexFill(const std::array<Point, 6> &c, Color col) { out.polygon(c, col); }

  // Inside the hex along its sides: two neighbours together draw one even line.
  void hexBorder(Hex h, float width_px, Color col) {
    const double inset = std::min(0.5, width_px / std::max(1.0, static_cast<double>(px)));
    const auto outer = corners(h), inner = corners(h, inset);
    out.band(outer, inner, col);
  }

  /// A text (size in device units) centred at a world point, left out when it is off view.
  void text(std::string t, Point at, float size_px, Color color, bool bold, bool outline, float margin_px = 8,
            const std::string &unless = "") {
    if (t.empty() || !view.visible.grown(margin_px * dev).contains(at)) return;
    Text tx;
    tx.at = at;
    tx.text = std::move(t);
    tx.size = size_px * dev;
    tx.color = color;
    tx.bold = bold;
    if (outline) {
      tx.outline = Color(20, 20, 20, 220);
      tx.outline_width = std::max(1.5f, size_px / 9.f) * dev;
    }
    tx.unless_image = unless;
    out.text(std::move(tx));
  }

  // The hexes a token covers.
  static std::vector<Hex> tokenHexes(const HexToken &t) {
    if (t.shape == TokenShape::Bar && core::validFacing(t.facing) && t.length > 1)
      return core::pieceHexes({t.hex, t.facing}, t.length);
    return {t.hex};
  }

  void pattern(Hex h, int index, HexPattern p, Color ink) {
    if (p == HexPattern::None || px < 6) return;
    const Point c = center(h);
    switch (p) {
    case HexPattern::None: break;
    case HexPattern::Hatching: {
      const auto poly = corners(h, 0.10);
      const float gap = std::max(5.f * dev, 0.30f), w = std::max(dev, 0.045f);
      const Point d{0.70710678f, 0.70710678f}; // up and to the right
      const Point across{0.70710678f, -0.70710678f};
      for (float k = -1; k <= 1; k += gap) {
        float t0, t1;
        const Point o = c + across * k;
        if (clipToConvex(o, d, poly, c, t0, t1)) out.line(o + d * t0, o + d * t1, w, ink, false);
      }
      break;
    }
    case HexPattern::Dots: {
      // Seven dots at places that differ from hex to hex but never move.
      unsigned seed = static_cast<unsigned>(index) * 2654435761u + 12345u;
      const float r = std::max(1.2f * dev, 0.055f);
      for (int i = 0; i < 7; ++i) {
        seed = seed * 1664525u + 1013904223u;
        const float a = static_cast<float>((seed >> 8) % 6283) / 1000.f;
        seed = seed * 1664525u + 1013904223u;
        const float dist = 0.12f + 0.50f * static_cast<float>((seed >> 8) % 1000) / 1000.f;
        out.disc(c + Point{std::cos(a) * dist, -std::sin(a) * dist},
                 r * (0.8f + 0.1f * static_cast<float>(i % 4)), ink);
      }
      break;
    }
    case HexPattern::Swirl: {
      // Two arms winding into a dark eye.
      out.disc(c, 0.17f, Color(6, 4, 10, 235));
      const int steps = 28;
      for (int arm = 0; arm < 2; ++arm) {
        Point prev;
        for (int i = 0; i <= steps; ++i) {
          const float t = static_cast<float>(i) / steps;
          const float a = t * 2.4f * kPi + static_cast<float>(arm) * kPi;
          const float rad = 0.17f + 0.55f * t;
          const Point here = c + Point{std::cos(a) * rad, -std::sin(a) * rad};
          if (i > 0)
            out.line(prev, here, std::max(dev, 0.10f - 0.07f * t),
                     alpha(ink, static_cast<int>(static_cast<float>(ink.a) * (1.f - 0.6f * t))));
          prev = here;
        }
      }
      break;
    }
    case HexPattern::Waves: {
      const float w = std::max(dev, 0.04f);
      for (const float row : {-0.38f, 0.f, 0.38f}) {
        Point wave[13];
        for (int i = 0; i <= 12; ++i) {
          const float x = -0.42f + 0.84f * static_cast<float>(i) / 12.f;
          wave[i] = c + Point{x, -(row + 0.06f * std::sin(x * 15.f))};
        }
        out.polyline(wave, false, w, ink);
      }
      break;
    }
    case HexPattern::Rings: {
      const float w = std::max(dev, 0.035f);
      for (const double inset : {0.28, 0.55}) {
        const auto k = corners(h, inset);
        out.polyline(k, true, w, ink);
      }
      break;
    }
    }
  }

  void terrain() {
    // Labels would sit under bars and boxes: leave them out there.
    std::vector<char> covered(static_cast<std::size_t>(std::max(0, shape.cells())), 0);
    for (const HexToken &t : in.tokens)
      if (t.shape == TokenShape::Bar || t.shape == TokenShape::Unit)
        for (const Hex h : tokenHexes(t))
          if (const int i = shape.index(h); i >= 0) covered[static_cast<std::size_t>(i)] = 1;
    const float border = std::clamp(px * 0.035f, 0.7f, 1.6f);
    const float label = labelSize(px);
    const HexCellLook fallback;
    const int v = std::max(0, in.variation);
    for (int i = 0; i < shape.cells(); ++i) {
      const Hex h = shape.hexAt(i);
      const HexCellLook &look =
          static_cast<std::size_t>(i) < in.cells.size() ? in.cells[static_cast<std::size_t>(i)] : fallback;
      const int wobble = v == 0 ? 0 : ((i * 7919) % (2 * v + 1)) - v;
      hexFill(corners(h), lighten(look.fill, wobble));
      pattern(h, i, look.pattern, look.ink);
      hexBorder(h, border, look.edge);
      if (in.labels && label > 0 && !covered[static_cast<std::size_t>(i)]) {
        // Over the pieces, as the map always drew them: a coin's ring never hides its hex's number.
        out.setLayer(kNotesLayer);
        text(core::formatHex(h), pt(geometry.labelAnchor(h)), label, look.label, false, false, 4);
        out.setLayer(kTerrainLayer);
      }
    }
  }

  void sides() {
    for (const HexSideLine &l : in.sides) {
      if (core::directionTo(l.a, l.b) < 0) continue;
      const auto [p, q] = geometry.side(l.a, l.b);
      const float w = std::max(3.f * dev, l.width);
      out.segment(pt(p), pt(q), w, l.color, w * 0.3f);
    }
  }

  void zones() {
    for (const HexZone &z : in.zones) {
      auto inZone = [&](Hex h) { return std::find(z.hexes.begin(), z.hexes.end(), h) != z.hexes.end(); };
      if (!z.fill.clear())
        for (const Hex h : z.hexes)
          hexFill(corners(h), z.fill);
      const float w = std::max(2.f * dev, z.width);
      for (const Hex h : z.hexes)
        for (int d = 0; d < 6; ++d) {
          if (inZone(core::neighbour(h, d))) continue;
          const auto [p, q] = geometry.sideToward(h, d);
          if (z.dashed)
            out.dashed(pt(p), pt(q), w, std::max(4.f * dev, 0.22f), std::max(3.f * dev, 0.14f), z.line);
          else
            out.segment(pt(p), pt(q), w, z.line, w * 0.5f);
        }
    }
  }

  void sectors() {
    for (const HexSector &c : in.sectors) {
      for (const Hex h : core::sector(c.from, c.first, c.range))
        hexFill(corners(h, 0.08), c.color);
      const Color edge = alpha(c.color, std::min(255, c.color.a * 3 + 40));
      const float w = std::max(1.5f * dev, 0.05f);
      for (const int f : {c.first, core::turnFacing(c.first, 1)}) {
        Hex end = c.from;
        for (int i = 0; i < c.range; ++i)
          end = core::step(end, f);
        out.line(center(c.from), center(end), w, edge);
      }
    }
  }

  void highlights() {
    const float number = std::clamp(px * 0.52f, 11.f, 28.f);
    const float small = std::clamp(px * 0.30f, 9.f, 16.f);
    for (const HexHighlight &m : in.highlights) {
      if (!m.fill.clear()) hexFill(corners(m.hex, 0.06), m.fill);
      if (!m.border.clear()) hexBorder(m.hex, std::max(2.f, px * m.border_width), m.border);
    }
    out.setLayer(kNotesLayer); // the numbers over the pieces that stand there
    for (const HexHighlight &m : in.highlights) {
      const Point c = center(m.hex);
      text(m.text, c, number, Color::white(), true, true);
      text(m.badge, c + Point{0.50f, -0.42f}, small, m.badge_color, true, true);
    }
    out.setLayer(kOverlayLayer);
  }

  void arrowHead(Point tip, Point dir, float len, float half, Color col) {
    const Point n = normal(dir);
    out.triangle(tip, tip - dir * len + n * half, tip - dir * len - n * half, col);
  }

  void paths() {
    for (const HexPath &p : in.paths) {
      if (p.hexes.empty()) continue;
      const float w = std::max(3.f * dev, p.width);
      std::vector<Point> pts;
      for (const Hex h : p.hexes)
        pts.push_back(center(h));
      if (p.closed && pts.size() > 2) pts.push_back(pts.front());
      for (std::size_t i = 0; i + 1 < pts.size(); ++i) {
        Point a = pts[i], b = pts[i + 1];
        const bool last = i + 2 == pts.size();
        if (last && p.arrow) { // stop the shaft where the head begins
          const Point d = b - a;
          const float len = length(d);
          if (len > w * 3) b = a + d * ((len - w * 2.6f) / len);
        }
        if (p.dashed)
          out.dashed(a, b, w, w * 2.2f, w * 1.6f, p.color);
        else
          out.segment(a, b, w, p.color, w / 2);
      }
      if (p.start_dot) out.disc(pts.front(), w * 1.4f, p.color);
      if (p.arrow && pts.size() >= 2) {
        const Point d = pts.back() - pts[pts.size() - 2];
        if (length(d) > 1e-3f) arrowHead(pts.back(), unit(d), w * 3.2f, w * 1.9f, p.color);
      }
    }
    for (const HexArrow &a : in.arrows) {
      const Point from = pt(a.from), to = pt(a.to);
      const Point d = to - from;
      const float len = length(d);
      if (len < 1e-3f) continue;
      const float w = std::max(2.f * dev, a.width);
      const float head = std::min(len * 0.6f, std::max(9.f * dev, w * 3.5f));
      out.line(from, to - d / len * head * 0.9f, w, a.color, false);
      arrowHead(to, d / len, head, std::max(5.f * dev, w * 2.2f), a.color);
    }
    if (in.hovered) hexBorder(*in.hovered, std::max(2.f, px * 0.06f), in.hover_color);
  }

  // Where a token's hex is drawn: its centre, shifted by the token's offset.
  Point at(Hex h, const HexToken &t) const {
    const Vec2 c = geometry.center(h);
    return pt({c.x + t.offset.x, c.y + t.offset.y});
  }

  void halosAround(std::span<const Point> shape_pts, float r, const HexToken &t) {
    for (const TokenHalo &h : t.halos)
      out.band(offsetConvex(shape_pts, (h.outer - 1) * r), offsetConvex(shape_pts, (h.inner - 1) * r),
               faded(h.color, t.alpha));
  }

  void veil(std::span<const Point> pts, const HexToken &t) {
    if (t.dim) out.polygon(pts, alpha(Color(24, 28, 36), 95 * t.alpha / 255));
  }

  Color shadow(int a) const { return in.shadows ? Color(0, 0, 0, a * 90 / 255) : Color::transparent(); }

  /// A token's name's size in device units.
  float nameSize() const { return std::clamp(px * 0.32f, 10.5f, 16.f); }

  void nameOf(const HexToken &t, Point below) {
    if (!in.names || t.name.empty() || !view.visible.grown(8 * dev).contains(below)) return;
    const float size = nameSize();
    // Whole on the map: a name under a piece by its left or right edge slides inward.
    const float half = (textWidth(t.name, size, true) / 2 + 3) * dev;
    const float map_width = static_cast<float>(geometry.width());
    if (2 * half < map_width) below.x = std::clamp(below.x, half, map_width - half);
    // Over the hexes' numbers, which would otherwise cross it.
    out.setLayer(kNotesLayer);
    const Color ink = in.name_color;
    const bool dark = ink.r + ink.g + ink.b < 3 * 128;
    Text tx;
    tx.at = below;
    tx.text = t.name;
    tx.size = size * dev;
    tx.color = faded(ink, t.alpha);
    tx.bold = true; // set apart from the hexes' numbers
    tx.outline = faded(dark ? Color(255, 255, 255, 230) : Color(20, 20, 20, 220), t.alpha);
    tx.outline_width = std::max(1.5f, size / 9.f) * dev;
    out.text(std::move(tx));
    out.setLayer(kPiecesLayer);
  }

  void coin(const HexToken &t) {
    const Point c = at(t.hex, t);
    const float r = static_cast<float>(kCoinRadius);
    const int a = t.alpha;
    for (const TokenHalo &h : t.halos)
      out.ring(c, r * h.inner, r * h.outer, faded(h.color, a));
    out.disc(c + Point{r * 0.07f, -r * 0.12f}, r * 1.02f, shadow(a));
    out.disc(c, r, faded(t.rim, a));
    out.disc(c, r * 0.86f, faded(t.face, a));
    const float glyph = std::max(8.f, r * px * 0.95f);
    if (!t.art.empty()) {
      // The picture over the face, tinted by it (a greyscale design takes the side's colour);
      // darkened when spent, the rim and the rings around it stay as they are.
      Image im;
      im.name = t.art;
      im.center = c;
      im.width = im.height = 2 * r * 0.86f;
      im.round = true;
      im.tint = faded(t.dim ? lighten(t.face, -70) : t.face, a);
      out.image(std::move(im));
      if (r * px >= 6)
        text(t.glyph, c, glyph, faded(t.ink, a), true, false, 8, t.art); // the letter if no picture
      nameOf(t, c - Point{0, r * 1.1f + nameSize() * 0.6f * dev});
      return;
    }
    out.ring(c, r * 0.70f, r * 0.75f, alpha(lighten(t.rim, 20), a * 200 / 255));
    out.disc(c + Point{-r * 0.28f, r * 0.30f}, r * 0.30f, Color(255, 255, 255, a * 45 / 255));
    if (r * px >= 6) text(t.glyph, c, glyph, faded(t.ink, a), true, false);
    if (t.dim) out.disc(c, r, Color(24, 28, 36, 95 * a / 255));
    nameOf(t, c - Point{0, r * 1.1f + nameSize() * 0.6f * dev});
  }

  void plane(const HexToken &t) {
    const Point c = at(t.hex, t);
    const float r = 0.42f, unit_r = static_cast<float>(kCoinRadius);
    const int a = t.alpha;
    for (const TokenHalo &h : t.halos)
      out.ring(c, unit_r * h.inner, unit_r * h.outer, faded(h.color, a));
    out.disc(c + Point{r * 0.08f, -r * 0.14f}, r * 1.02f, shadow(a));
    if (core::validFacing(t.facing)) {
      // The arrow toward the facing: from the token's rim to near the hex's edge.
      const Point u = facing(t.facing), n = normal(u);
      const Point base = c + u * (r * 0.55f), tip = c + u * 0.84f;
      out.triangle(tip, base + n * 0.26f, base - n * 0.26f, faded(t.rim, a));
      out.triangle(tip - u * 0.08f, base + n * 0.15f + u * 0.06f, base - n * 0.15f + u * 0.06f,
                   faded(lighten(t.face, 25), a));
    }
    out.disc(c, r, faded(t.rim, a));
    out.disc(c, r * 0.84f, faded(t.face, a));
    out.disc(c + Point{-r * 0.28f, r * 0.30f}, r * 0.28f, Color(255, 255, 255, a * 40 / 255));
    if (r * px >= 5) text(t.glyph, c, std::max(8.f, r * px * 1.05f), faded(t.ink, a), true, false);
    if (t.dim) out.disc(c, r, Color(24, 28, 36, 95 * a / 255));
    nameOf(t, c - Point{0, r + nameSize() * 0.6f * dev}); // clear of the token however small
  }

  void bar(const HexToken &t) {
    const std::vector<Hex> hexes = tokenHexes(t);
    const Point bow = at(hexes.front(), t), stern = at(hexes.back(), t);
    const Point u = core::validFacing(t.facing) ? facing(t.facing) : Point{0, 1};
    const Point n = normal(u);
    const float half = 0.27f, r = static_cast<float>(kCoinRadius);
    const int a = t.alpha;
    const Point back = stern - u * 0.62f, shoulder = bow + u * 0.36f, tip = bow + u * 0.80f;
    const std::vector<Point> hull = {back - n * half, shoulder - n * half, tip, shoulder + n * half,
                                     back + n * half};
    halosAround(hull, r, t);
    out.polygon(shifted(hull, {r * 0.07f, -r * 0.12f}), shadow(a));
    out.polygon(hull, faded(t.rim, a));
    const std::vector<Point> deck = offsetConvex(hull, -std::max(1.5f * dev, 0.06f));
    out.polygon(deck, faded(t.face, a));
    // The bow: its point in the ink, and a keel line along the deck.
    const float mark = 0.55f;
    out.triangle(deck[2], deck[2] + (deck[1] - deck[2]) * mark, deck[2] + (deck[3] - deck[2]) * mark,
                 faded(t.ink, a * 220 / 255));
    out.line(back + u * 0.18f, shoulder - u * 0.05f, std::max(dev, 0.035f), alpha(t.ink, a * 70 / 255),
             false);
    veil(hull, t);
    const Point mid = (back + shoulder) * 0.5f;
    if (px >= 12)
      text(t.glyph, hexes.size() > 1 ? mid : bow - u * 0.12f, std::clamp(px * 0.36f, 9.f, 22.f),
           faded(t.ink, a), true, false);
    // Under the hull's lowest point: a ship lying aslant would cross a name under its middle.
    float lowest = mid.y;
    for (const Point &p : hull)
      lowest = std::min(lowest, p.y);
    nameOf(t, {mid.x, lowest - nameSize() * 0.75f * dev});
  }

  void unitCounter(const HexToken &t) {
    const Point c = at(t.hex, t);
    const float half = 0.50f, r = static_cast<float>(kCoinRadius);
    const int a = t.alpha;
    const std::vector<Point> box = {c + Point{-half, half}, c + Point{half, half}, c + Point{half, -half},
                                    c + Point{-half, -half}};
    halosAround(box, r, t);
    out.polygon(shifted(box, {r * 0.07f, -r * 0.12f}), shadow(a));
    out.polygon(box, faded(t.rim, a));
    out.polygon(offsetConvex(box, -std::max(1.5f * dev, 0.06f)), faded(t.face, a));
    // The NATO symbol in its frame, in the upper part of the counter.
    const Point fc = c + Point{0, 0.13f};
    const float fw = 0.31f, fh = 0.19f, w = std::max(dev, 0.045f);
    const Color ink = faded(t.ink, a);
    const std::vector<Point> frame = {fc + Point{-fw, fh}, fc + Point{fw, fh}, fc + Point{fw, -fh},
                                      fc + Point{-fw, -fh}};
    out.polygon(frame, faded(lighten(t.face, 45), a));
    switch (t.symbol) {
    case UnitSymbol::None: break;
    case UnitSymbol::Infantry:
      out.line(frame[0], frame[2], w, ink, false);
      out.line(frame[1], frame[3], w, ink, false);
      break;
    case UnitSymbol::Cavalry: out.line(frame[3], frame[1], w, ink, false); break;
    case UnitSymbol::Artillery: out.disc(fc, std::max(2.f * dev, 0.08f), ink); break;
    }
    out.polyline(frame, true, w, ink);
    veil(box, t);
    if (px >= 14) text(t.glyph, c - Point{0, 0.28f}, std::clamp(px * 0.30f, 8.f, 20.f), ink, true, false);
    nameOf(t, c - Point{0, half + nameSize() * 0.6f * dev}); // clear of the box however small
  }

  void tokens() {
    for (const HexToken &t : in.tokens) {
      switch (t.shape) {
      case TokenShape::Coin: coin(t); break;
      case TokenShape::Plane: plane(t); break;
      case TokenShape::Bar: bar(t); break;
      case TokenShape::Unit: unitCounter(t); break;
      }
    }
  }

  void notes(bool under) {
    for (const HexNote &n : in.notes)
      if (n.under == under)
        text(n.text, pt(n.world), std::clamp(px * n.size, 10.f, 28.f), n.color, n.bold, n.outline);
  }
};

} // namespace

void buildHexScene(const HexSceneInput &input, const MapView &view, Scene &out) {
  out.clear();
  Builder b(input, view, out);
  out.setLayer(kTerrainLayer);
  b.terrain();
  b.sides();
  out.setLayer(kOverlayLayer);
  b.zones();
  b.sectors();
  b.highlights();
  b.paths();
  b.notes(true);
  out.setLayer(kPiecesLayer);
  b.tokens();
  out.setLayer(kNotesLayer);
  b.notes(false);
}

} // namespace amiraute::draw
