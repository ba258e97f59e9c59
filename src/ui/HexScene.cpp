#include "ui/HexScene.h"

#include "core/hex/Pose.h"
#include "ui/Vertices.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace amiraute::ui {

using core::Hex;
using core::Vec2;
using namespace vtx;

namespace {

constexpr double kSqrt3 = 1.7320508075688772;
constexpr float kPi = std::numbers::pi_v<float>;

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

std::optional<Hex> pickHex(const Camera &camera, const HexGeometry &geometry, const core::HexGridShape &map,
                           sf::Vector2f screen) {
  if (!camera.viewport().contains(screen)) return std::nullopt;
  const Hex h = geometry.hexAt(camera.screenToWorld(screen));
  if (!map.contains(h)) return std::nullopt;
  return h;
}

unsigned labelCharacterSize(double scale) {
  return static_cast<unsigned>(std::clamp(std::lround(scale * 0.29), 10L, 15L));
}

std::optional<sf::Vector2f> labelPosition(const Camera &camera, const HexGeometry &geometry, Hex h) {
  if (camera.scale() < kLabelMinScale) return std::nullopt;
  const sf::Vector2f p = camera.worldToScreen(geometry.labelAnchor(h));
  const sf::FloatRect &vp = camera.viewport();
  const float margin = 4;
  if (p.x < vp.left - margin || p.y < vp.top - margin || p.x > vp.left + vp.width + margin ||
      p.y > vp.top + vp.height + margin)
    return std::nullopt;
  return p;
}

void HexBatches::clear() {
  terrain.clear();
  patterns.clear();
  outlines.clear();
  sides.clear();
  overlay.clear();
  pieces.clear();
  for (auto &[name, va] : art)
    va.clear();
  texts.clear();
}

// ---- building a frame -------------------------------------------------------------------------

namespace {

/// World to window pixels for one frame.
struct Screen {
  const Camera &camera;
  const HexGeometry &geometry;
  V2 operator()(Vec2 w) const { return camera.worldToScreen(w); }
  V2 center(Hex h) const { return camera.worldToScreen(geometry.center(h)); }
  /// The corners, pulled toward the centre by `inset` (a fraction of the radius).
  std::array<V2, 6> corners(Hex h, double inset = 0) const {
    const Vec2 c = geometry.center(h);
    const auto w = geometry.corners(h);
    std::array<V2, 6> out;
    for (int i = 0; i < 6; ++i)
      out[i] = camera.worldToScreen({w[i].x + (c.x - w[i].x) * inset, w[i].y + (c.y - w[i].y) * inset});
    return out;
  }
  /// A facing as a unit vector in window pixels (y down).
  V2 facing(int f) const {
    const Vec2 u = geometry.facingVector(f);
    return {static_cast<float>(u.x), static_cast<float>(-u.y)};
  }
};

void hexFill(sf::VertexArray &va, const std::array<V2, 6> &c, sf::Color col) {
  for (int i = 1; i < 5; ++i)
    tri(va, c[0], c[i], c[i + 1], col);
}

// Six quads along the sides, inside the hex: two neighbours together draw one even line.
void hexBorder(sf::VertexArray &va, const Screen &s, Hex h, float width_px, sf::Color col) {
  const double inset = std::min(0.5, width_px / std::max(1.0, s.camera.scale()));
  const auto outer = s.corners(h);
  const auto inner = s.corners(h, inset);
  for (int i = 0; i < 6; ++i) {
    const int j = (i + 1) % 6;
    quad(va, outer[i], outer[j], inner[j], inner[i], col);
  }
}

sf::Color faded(sf::Color c, int token_alpha) { return alpha(c, c.a * token_alpha / 255); }

float length(V2 v) { return std::sqrt(v.x * v.x + v.y * v.y); }

// The part of the line p + t·d inside a convex polygon, as [t0, t1]; false when it misses.
bool clipToConvex(V2 p, V2 d, const std::array<V2, 6> &poly, V2 centre, float &t0, float &t1) {
  t0 = -1e9f;
  t1 = 1e9f;
  for (int i = 0; i < 6; ++i) {
    const V2 a = poly[static_cast<std::size_t>(i)], b = poly[static_cast<std::size_t>((i + 1) % 6)];
    V2 n{-(b.y - a.y), b.x - a.x}; // a normal of the edge, turned toward the centre
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

// A pattern over one hex, in its ink.
void pattern(sf::VertexArray &va, const Screen &s, Hex h, int index, HexPattern p, sf::Color ink) {
  const float px = static_cast<float>(s.camera.scale());
  if (p == HexPattern::None || px < 6) return;
  const V2 c = s.center(h);
  switch (p) {
  case HexPattern::None: break;
  case HexPattern::Hatching: {
    const auto poly = s.corners(h, 0.10);
    const float gap = std::max(5.f, px * 0.30f), w = std::max(1.f, px * 0.045f);
    const V2 d{0.70710678f, -0.70710678f}; // up and to the right
    const V2 across{0.70710678f, 0.70710678f};
    for (float k = -px; k <= px; k += gap) {
      float t0, t1;
      const V2 o = c + across * k;
      if (clipToConvex(o, d, poly, c, t0, t1)) line(va, o + d * t0, o + d * t1, w, ink, false);
    }
    break;
  }
  case HexPattern::Dots: {
    // Seven dots at places that differ from hex to hex but never move.
    unsigned seed = static_cast<unsigned>(index) * 2654435761u + 12345u;
    const float r = std::max(1.2f, px * 0.055f);
    for (int i = 0; i < 7; ++i) {
      seed = seed * 1664525u + 1013904223u;
      const float a = (seed >> 8) % 6283 / 1000.f;
      seed = seed * 1664525u + 1013904223u;
      const float dist = px * (0.12f + 0.50f * ((seed >> 8) % 1000) / 1000.f);
      disc(va, c + V2{std::cos(a) * dist, std::sin(a) * dist}, r * (0.8f + 0.1f * (i % 4)), ink, 8);
    }
    break;
  }
  case HexPattern::Swirl: {
    // Two arms winding into a dark eye.
    disc(va, c, px * 0.17f, alpha(sf::Color(6, 4, 10), 235), 20);
    const int steps = 28;
    for (int arm = 0; arm < 2; ++arm) {
      V2 prev;
      for (int i = 0; i <= steps; ++i) {
        const float t = static_cast<float>(i) / steps;
        const float a = t * 2.4f * kPi + arm * kPi;
        const float rad = px * (0.17f + 0.55f * t);
        const V2 pt = c + V2{std::cos(a) * rad, std::sin(a) * rad};
        if (i > 0)
          line(va, prev, pt, std::max(1.f, px * (0.10f - 0.07f * t)), alpha(ink, ink.a * (1.f - 0.6f * t)));
        prev = pt;
      }
    }
    break;
  }
  case HexPattern::Waves: {
    const float w = std::max(1.f, px * 0.04f);
    for (const float row : {-0.38f, 0.f, 0.38f}) {
      V2 prev;
      for (int i = 0; i <= 12; ++i) {
        const float x = -0.42f + 0.84f * i / 12.f;
        const V2 pt = c + V2{x * px, (row + 0.06f * std::sin(x * 15.f)) * px};
        if (i > 0) line(va, prev, pt, w, ink);
        prev = pt;
      }
    }
    break;
  }
  case HexPattern::Rings: {
    const float w = std::max(1.f, px * 0.035f);
    for (const double inset : {0.28, 0.55}) {
      const auto k = s.corners(h, inset);
      polyline(va, std::vector<V2>(k.begin(), k.end()), true, w, ink);
    }
    break;
  }
  }
}

// A convex outline moved outward by `d` pixels (inward when negative), edges parallel.
std::vector<V2> offsetConvex(const std::vector<V2> &pts, float d) {
  const std::size_t n = pts.size();
  V2 centre{0, 0};
  for (const V2 &p : pts)
    centre += p;
  centre /= static_cast<float>(n);
  std::vector<V2> out(n);
  for (std::size_t i = 0; i < n; ++i) {
    const V2 prev = pts[(i + n - 1) % n], here = pts[i], next = pts[(i + 1) % n];
    auto outward = [&](V2 a, V2 b) {
      V2 e = b - a;
      e /= std::max(1e-6f, length(e));
      V2 nrm{-e.y, e.x};
      const V2 mid = (a + b) * 0.5f;
      if ((mid.x - centre.x) * nrm.x + (mid.y - centre.y) * nrm.y < 0) nrm = -nrm;
      return nrm;
    };
    const V2 n1 = outward(prev, here), n2 = outward(here, next);
    V2 bis = n1 + n2;
    const float bl = length(bis);
    if (bl < 1e-6f) {
      out[i] = here + n1 * d;
      continue;
    }
    bis /= bl;
    const float cosine = std::max(0.3f, bis.x * n1.x + bis.y * n1.y); // miter, limited
    out[i] = here + bis * (d / cosine);
  }
  return out;
}

std::vector<V2> shifted(std::vector<V2> pts, V2 by) {
  for (V2 &p : pts)
    p += by;
  return pts;
}

struct Builder {
  const Camera &camera;
  const HexSceneInput &in;
  HexBatches &out;
  HexGeometry geometry;
  Screen s;
  float px;
  core::HexGridShape shape;

  Builder(const Camera &cam, const HexSceneInput &input, HexBatches &batches)
      : camera(cam), in(input), out(batches), geometry(input.columns, input.rows), s{cam, geometry},
        px(static_cast<float>(cam.scale())), shape{input.columns, input.rows} {}

  bool onScreen(V2 p, float margin) const {
    const sf::FloatRect &vp = camera.viewport();
    return p.x >= vp.left - margin && p.y >= vp.top - margin && p.x <= vp.left + vp.width + margin &&
           p.y <= vp.top + vp.height + margin;
  }

  void text(std::string t, V2 at, unsigned size, sf::Color color, bool bold, bool outline, float margin = 8) {
    if (t.empty() || !onScreen(at, margin)) return;
    out.texts.push_back({std::move(t), at, size, color, bold, outline});
  }

  // The hexes a token covers.
  static std::vector<Hex> tokenHexes(const HexToken &t) {
    if (t.shape == TokenShape::Bar && core::validFacing(t.facing) && t.length > 1)
      return core::pieceHexes({t.hex, t.facing}, t.length);
    return {t.hex};
  }

  void terrain() {
    // Labels would sit under bars and boxes: leave them out there.
    std::vector<char> covered(static_cast<std::size_t>(std::max(0, shape.cells())), 0);
    for (const HexToken &t : in.tokens)
      if (t.shape == TokenShape::Bar || t.shape == TokenShape::Unit)
        for (const Hex h : tokenHexes(t))
          if (const int i = shape.index(h); i >= 0) covered[static_cast<std::size_t>(i)] = 1;
    const float border = std::clamp(px * 0.035f, 0.7f, 1.6f);
    const HexCellLook fallback;
    const int v = std::max(0, in.variation);
    for (int i = 0; i < shape.cells(); ++i) {
      const Hex h = shape.hexAt(i);
      const HexCellLook &look =
          static_cast<std::size_t>(i) < in.cells.size() ? in.cells[static_cast<std::size_t>(i)] : fallback;
      const int wobble = v == 0 ? 0 : ((i * 7919) % (2 * v + 1)) - v;
      hexFill(out.terrain, s.corners(h), lighten(look.fill, wobble));
      pattern(out.patterns, s, h, i, look.pattern, look.ink);
      hexBorder(out.outlines, s, h, border, look.edge);
      if (in.labels && !covered[static_cast<std::size_t>(i)])
        if (const auto p = labelPosition(camera, geometry, h))
          out.texts.push_back(
              {core::formatHex(h), *p, labelCharacterSize(camera.scale()), look.label, false, false});
    }
  }

  void sides() {
    for (const HexSideLine &l : in.sides) {
      if (core::directionTo(l.a, l.b) < 0) continue;
      const auto [p, q] = geometry.side(l.a, l.b);
      const float w = std::max(3.f, px * l.width);
      segment(out.sides, s(p), s(q), w, l.color, w * 0.3f);
    }
  }

  void zones() {
    for (const HexZone &z : in.zones) {
      auto inZone = [&](Hex h) { return std::find(z.hexes.begin(), z.hexes.end(), h) != z.hexes.end(); };
      if (z.fill.a > 0)
        for (const Hex h : z.hexes)
          hexFill(out.overlay, s.corners(h), z.fill);
      const float w = std::max(2.f, px * z.width);
      for (const Hex h : z.hexes)
        for (int d = 0; d < 6; ++d) {
          if (inZone(core::neighbour(h, d))) continue;
          const auto [p, q] = geometry.sideToward(h, d);
          if (z.dashed)
            dashed(out.overlay, s(p), s(q), w, std::max(4.f, px * 0.22f), std::max(3.f, px * 0.14f), z.line);
          else
            segment(out.overlay, s(p), s(q), w, z.line, w * 0.5f);
        }
    }
  }

  void sectors() {
    for (const HexSector &c : in.sectors) {
      for (const Hex h : core::sector(c.from, c.first, c.range))
        hexFill(out.overlay, s.corners(h, 0.08), c.color);
      const sf::Color edge = alpha(c.color, std::min(255, c.color.a * 3 + 40));
      const float w = std::max(1.5f, px * 0.05f);
      for (const int f : {c.first, core::turnFacing(c.first, 1)}) {
        Hex end = c.from;
        for (int i = 0; i < c.range; ++i)
          end = core::step(end, f);
        line(out.overlay, s.center(c.from), s.center(end), w, edge);
      }
    }
  }

  void highlights() {
    const unsigned number = static_cast<unsigned>(std::clamp(px * 0.52f, 11.f, 28.f));
    const unsigned small = static_cast<unsigned>(std::clamp(px * 0.30f, 9.f, 16.f));
    for (const HexHighlight &m : in.highlights) {
      if (m.fill.a > 0) hexFill(out.overlay, s.corners(m.hex, 0.06), m.fill);
      if (m.border.a > 0) hexBorder(out.overlay, s, m.hex, std::max(2.f, px * m.border_width), m.border);
      const V2 c = s.center(m.hex);
      text(m.text, c, number, sf::Color::White, true, true);
      text(m.badge, c + V2{px * 0.50f, px * 0.42f}, small, m.badge_color, true, true);
    }
  }

  void arrowHead(sf::VertexArray &va, V2 tip, V2 dir, float len, float half, sf::Color col) {
    const V2 n{-dir.y, dir.x};
    tri(va, tip, tip - dir * len + n * half, tip - dir * len - n * half, col);
  }

  void paths() {
    for (const HexPath &p : in.paths) {
      if (p.hexes.empty()) continue;
      const float w = std::max(3.f, px * p.width);
      std::vector<V2> pts;
      for (const Hex h : p.hexes)
        pts.push_back(s.center(h));
      if (p.closed && pts.size() > 2) pts.push_back(pts.front());
      for (std::size_t i = 0; i + 1 < pts.size(); ++i) {
        V2 a = pts[i], b = pts[i + 1];
        const bool last = i + 2 == pts.size();
        if (last && p.arrow) { // stop the shaft where the head begins
          const V2 d = b - a;
          const float len = length(d);
          if (len > w * 3) b = a + d * ((len - w * 2.6f) / len);
        }
        if (p.dashed)
          dashed(out.overlay, a, b, w, w * 2.2f, w * 1.6f, p.color);
        else
          segment(out.overlay, a, b, w, p.color, w / 2);
      }
      if (p.start_dot) disc(out.overlay, pts.front(), w * 1.4f, p.color, kCoinSegments);
      if (p.arrow && pts.size() >= 2) {
        const V2 d = pts.back() - pts[pts.size() - 2];
        if (length(d) > 1e-3f) arrowHead(out.overlay, pts.back(), d / length(d), w * 3.2f, w * 1.9f, p.color);
      }
    }
    for (const HexArrow &a : in.arrows) {
      const V2 from = s(a.from), to = s(a.to);
      const V2 d = to - from;
      const float len = length(d);
      if (len < 1e-3f) continue;
      const float w = std::max(2.f, px * a.width);
      const float head = std::min(len * 0.6f, std::max(9.f, w * 3.5f));
      line(out.overlay, from, to - d / len * head * 0.9f, w, a.color, false);
      arrowHead(out.overlay, to, d / len, head, std::max(5.f, w * 2.2f), a.color);
    }
    if (in.hovered) hexBorder(out.overlay, s, *in.hovered, std::max(2.f, px * 0.06f), in.hover_color);
  }

  // Where a token's hex is drawn: its centre, shifted by the token's offset.
  V2 at(Hex h, const HexToken &t) const {
    const Vec2 c = geometry.center(h);
    return s({c.x + t.offset.x, c.y + t.offset.y});
  }

  void halosAround(const std::vector<V2> &shape_pts, float r, const HexToken &t) {
    for (const TokenHalo &h : t.halos)
      band(out.pieces, offsetConvex(shape_pts, (h.outer - 1) * r), offsetConvex(shape_pts, (h.inner - 1) * r),
           faded(h.color, t.alpha));
  }

  void veil(const std::vector<V2> &pts, const HexToken &t) {
    if (t.dim) convex(out.pieces, pts, alpha(sf::Color(24, 28, 36, 95), 95 * t.alpha / 255));
  }

  // A round picture: a fan of triangles about `c`, texture coordinates across a kCoinArtSize square.
  static void artDisc(sf::VertexArray &va, V2 c, float r, sf::Color tint) {
    const float half = static_cast<float>(kCoinArtSize) / 2;
    for (int i = 0; i < kCoinSegments; ++i) {
      const float a0 = 2 * kPi * static_cast<float>(i) / kCoinSegments;
      const float a1 = 2 * kPi * static_cast<float>(i + 1) / kCoinSegments;
      const V2 u0{std::cos(a0), std::sin(a0)}, u1{std::cos(a1), std::sin(a1)};
      va.append({c, tint, {half, half}});
      va.append({c + u0 * r, tint, {half + u0.x * half, half + u0.y * half}});
      va.append({c + u1 * r, tint, {half + u1.x * half, half + u1.y * half}});
    }
  }

  void coin(const HexToken &t) {
    const V2 c = at(t.hex, t);
    const float r = px * static_cast<float>(kCoinRadius);
    const int a = t.alpha;
    for (const TokenHalo &h : t.halos)
      ring(out.pieces, c, r * h.inner, r * h.outer, faded(h.color, a), kCoinSegments);
    disc(out.pieces, c + V2(r * 0.07f, r * 0.12f), r * 1.02f,
         sf::Color(0, 0, 0, static_cast<sf::Uint8>(a * 90 / 255)), kCoinSegments);
    disc(out.pieces, c, r, faded(t.rim, a), kCoinSegments);
    disc(out.pieces, c, r * 0.86f, faded(t.face, a), kCoinSegments);
    if (!t.art.empty()) {
      // The picture over the face, tinted by it (a greyscale design takes the side's colour);
      // darkened when spent, the rim and the rings around it stay as they are.
      const sf::Color tint = t.dim ? lighten(t.face, -70) : t.face;
      artDisc(out.art.try_emplace(t.art, sf::Triangles).first->second, c, r * 0.86f, faded(tint, a));
      const std::size_t before = out.texts.size();
      if (r >= 6)
        text(t.glyph, c, static_cast<unsigned>(std::max(8.f, r * 0.95f)), faded(t.ink, a), true, false);
      if (out.texts.size() > before) out.texts.back().unless_art = t.art; // the letter if no picture
      return;
    }
    ring(out.pieces, c, r * 0.70f, r * 0.75f, alpha(lighten(t.rim, 20), a * 200 / 255), kCoinSegments);
    disc(out.pieces, c + V2(-r * 0.28f, -r * 0.30f), r * 0.30f,
         sf::Color(255, 255, 255, static_cast<sf::Uint8>(a * 45 / 255)), kCoinSegments);
    if (r >= 6)
      text(t.glyph, c, static_cast<unsigned>(std::max(8.f, r * 0.95f)), faded(t.ink, a), true, false);
    if (t.dim)
      disc(out.pieces, c, r, sf::Color(24, 28, 36, static_cast<sf::Uint8>(95 * a / 255)), kCoinSegments);
  }

  void plane(const HexToken &t) {
    const V2 c = at(t.hex, t);
    const float r = px * 0.42f, unit = px * static_cast<float>(kCoinRadius);
    const int a = t.alpha;
    for (const TokenHalo &h : t.halos)
      ring(out.pieces, c, unit * h.inner, unit * h.outer, faded(h.color, a), kCoinSegments);
    disc(out.pieces, c + V2(r * 0.08f, r * 0.14f), r * 1.02f,
         sf::Color(0, 0, 0, static_cast<sf::Uint8>(a * 90 / 255)), kCoinSegments);
    if (core::validFacing(t.facing)) {
      // The arrow toward the facing: from the token's rim to near the hex's edge.
      const V2 u = s.facing(t.facing), n{-u.y, u.x};
      const V2 base = c + u * (r * 0.55f), tip = c + u * (px * 0.84f);
      tri(out.pieces, tip, base + n * (px * 0.26f), base - n * (px * 0.26f), faded(t.rim, a));
      tri(out.pieces, tip - u * (px * 0.08f), base + n * (px * 0.15f) + u * (px * 0.06f),
          base - n * (px * 0.15f) + u * (px * 0.06f), faded(lighten(t.face, 25), a));
    }
    disc(out.pieces, c, r, faded(t.rim, a), kCoinSegments);
    disc(out.pieces, c, r * 0.84f, faded(t.face, a), kCoinSegments);
    disc(out.pieces, c + V2(-r * 0.28f, -r * 0.30f), r * 0.28f,
         sf::Color(255, 255, 255, static_cast<sf::Uint8>(a * 40 / 255)), kCoinSegments);
    if (r >= 5)
      text(t.glyph, c, static_cast<unsigned>(std::max(8.f, r * 1.05f)), faded(t.ink, a), true, false);
    if (t.dim)
      disc(out.pieces, c, r, sf::Color(24, 28, 36, static_cast<sf::Uint8>(95 * a / 255)), kCoinSegments);
  }

  void bar(const HexToken &t) {
    const std::vector<Hex> hexes = tokenHexes(t);
    const V2 bow = at(hexes.front(), t), stern = at(hexes.back(), t);
    const V2 u = core::validFacing(t.facing) ? s.facing(t.facing) : V2{0, -1};
    const V2 n{-u.y, u.x};
    const float half = px * 0.27f, r = px * static_cast<float>(kCoinRadius);
    const int a = t.alpha;
    const V2 back = stern - u * (px * 0.62f), shoulder = bow + u * (px * 0.36f), tip = bow + u * (px * 0.80f);
    const std::vector<V2> hull = {back - n * half, shoulder - n * half, tip, shoulder + n * half,
                                  back + n * half};
    halosAround(hull, r, t);
    convex(out.pieces, shifted(hull, {r * 0.07f, r * 0.12f}),
           sf::Color(0, 0, 0, static_cast<sf::Uint8>(a * 90 / 255)));
    convex(out.pieces, hull, faded(t.rim, a));
    const std::vector<V2> deck = offsetConvex(hull, -std::max(1.5f, px * 0.06f));
    convex(out.pieces, deck, faded(t.face, a));
    // The bow: its point in the ink, and a keel line along the deck.
    const float mark = 0.55f;
    tri(out.pieces, deck[2], deck[2] + (deck[1] - deck[2]) * mark, deck[2] + (deck[3] - deck[2]) * mark,
        faded(t.ink, a * 220 / 255));
    line(out.pieces, back + u * (px * 0.18f), shoulder - u * (px * 0.05f), std::max(1.f, px * 0.035f),
         alpha(t.ink, a * 70 / 255), false);
    veil(hull, t);
    const V2 mid = (back + shoulder) * 0.5f;
    if (px >= 12)
      text(t.glyph, hexes.size() > 1 ? mid : bow - u * (px * 0.12f),
           static_cast<unsigned>(std::clamp(px * 0.36f, 9.f, 22.f)), faded(t.ink, a), true, false);
  }

  void unit(const HexToken &t) {
    const V2 c = at(t.hex, t);
    const float half = px * 0.50f, r = px * static_cast<float>(kCoinRadius);
    const int a = t.alpha;
    const std::vector<V2> box = {c + V2{-half, -half}, c + V2{half, -half}, c + V2{half, half},
                                 c + V2{-half, half}};
    halosAround(box, r, t);
    convex(out.pieces, shifted(box, {r * 0.07f, r * 0.12f}),
           sf::Color(0, 0, 0, static_cast<sf::Uint8>(a * 90 / 255)));
    convex(out.pieces, box, faded(t.rim, a));
    convex(out.pieces, offsetConvex(box, -std::max(1.5f, px * 0.06f)), faded(t.face, a));
    // The NATO symbol in its frame, in the upper part of the counter.
    const V2 fc = c + V2{0, -px * 0.13f};
    const float fw = px * 0.31f, fh = px * 0.19f, w = std::max(1.f, px * 0.045f);
    const sf::Color ink = faded(t.ink, a);
    const std::vector<V2> frame = {fc + V2{-fw, -fh}, fc + V2{fw, -fh}, fc + V2{fw, fh}, fc + V2{-fw, fh}};
    convex(out.pieces, frame, faded(lighten(t.face, 45), a));
    switch (t.symbol) {
    case UnitSymbol::None: break;
    case UnitSymbol::Infantry:
      line(out.pieces, frame[0], frame[2], w, ink, false);
      line(out.pieces, frame[1], frame[3], w, ink, false);
      break;
    case UnitSymbol::Cavalry: line(out.pieces, frame[3], frame[1], w, ink, false); break;
    case UnitSymbol::Artillery: disc(out.pieces, fc, std::max(2.f, px * 0.08f), ink, 16); break;
    }
    polyline(out.pieces, frame, true, w, ink);
    veil(box, t);
    if (px >= 14)
      text(t.glyph, c + V2{0, px * 0.28f}, static_cast<unsigned>(std::clamp(px * 0.30f, 8.f, 20.f)), ink,
           true, false);
  }

  void tokens() {
    for (const HexToken &t : in.tokens) {
      switch (t.shape) {
      case TokenShape::Coin: coin(t); break;
      case TokenShape::Plane: plane(t); break;
      case TokenShape::Bar: bar(t); break;
      case TokenShape::Unit: unit(t); break;
      }
    }
  }

  void notes() {
    for (const HexNote &n : in.notes)
      text(n.text, s(n.world), static_cast<unsigned>(std::clamp(px * n.size, 10.f, 28.f)), n.color, n.bold,
           n.outline);
  }
};

} // namespace

void buildHexScene(const Camera &camera, const HexSceneInput &input, HexBatches &out) {
  out.clear();
  Builder b(camera, input, out);
  b.terrain();
  b.sides();
  b.zones();
  b.sectors();
  b.highlights();
  b.paths();
  b.tokens();
  b.notes();
}

} // namespace amiraute::ui
