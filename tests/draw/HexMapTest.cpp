// The hex map as a scene (draw/HexMap.h), no window: geometry, label placement and culling,
// hexside lines, and every kind of pattern, overlay and token, in world units.
#include "draw/HexMap.h"
#include "core/hex/Pose.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>

namespace amiraute::draw {
namespace {

using core::Hex;
using core::parseHex;

double dist(core::Vec2 a, core::Vec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }
float dist(Point a, Point b) { return length(a - b); }
Point pt(core::Vec2 v) { return {static_cast<float>(v.x), static_cast<float>(v.y)}; }

/// A plain 17 x 15 map, every hex the same grey, nothing on it.
HexSceneInput plain(int columns = 17, int rows = 15) {
  HexSceneInput in;
  in.columns = columns;
  in.rows = rows;
  in.cells.assign(static_cast<std::size_t>(columns * rows), HexCellLook{});
  return in;
}

/// A 1200 x 948 pixel table seeing the map at `scale` pixels a hex radius, centred on `centre` (the
/// middle of the 17 x 15 map when none); without a scale, the whole map fitted with a margin.
MapView viewOf(std::optional<double> scale = std::nullopt, std::optional<Hex> centre = std::nullopt) {
  const HexGeometry g(17, 15);
  MapView v;
  v.scale = scale ? *scale : std::min((1200 - 44) / g.width(), (948 - 44) / g.height());
  const core::Vec2 c = centre ? g.center(*centre) : core::Vec2{g.width() / 2, g.height() / 2};
  const float w = static_cast<float>(1200 / v.scale), h = static_cast<float>(948 / v.scale);
  v.visible = {static_cast<float>(c.x) - w / 2, static_cast<float>(c.y) - h / 2, w, h};
  return v;
}

Scene built(const HexSceneInput &in, const MapView &view) {
  Scene s;
  buildHexScene(in, view, s);
  return s;
}

/// The scene of `tokens` alone on the plain map.
Scene withTokens(const MapView &view, std::vector<HexToken> tokens) {
  HexSceneInput in = plain();
  in.tokens = std::move(tokens);
  return built(in, view);
}

std::vector<const Shape *> shapesOn(const Scene &s, int layer,
                                    std::optional<Shape::Kind> kind = std::nullopt) {
  std::vector<const Shape *> out;
  for (const Shape &x : s.shapes())
    if (x.layer == layer && (!kind || x.kind == *kind)) out.push_back(&x);
  return out;
}

std::size_t countText(const Scene &s, const std::string &text) {
  return static_cast<std::size_t>(
      std::count_if(s.texts().begin(), s.texts().end(), [&](const Text &t) { return t.text == text; }));
}

const Text *findText(const Scene &s, const std::string &text) {
  for (const Text &t : s.texts())
    if (t.text == text) return &t;
  return nullptr;
}

/// Farthest a shape reaches from `c`: its points, and a disc's or ring's radius about its centre.
float reach(const Scene &s, const Shape &x, Point c) {
  float far = 0;
  const float round = x.kind == Shape::Kind::Disc || x.kind == Shape::Kind::Ring ? x.width : 0;
  for (const Point p : s.pointsOf(x))
    far = std::max(far, dist(p, c) + round);
  return far;
}

TEST(HexGeometry, the_map_box_holds_every_hex_and_row_01_is_north) {
  const HexGeometry g(17, 15);
  const core::HexGridShape shape{17, 15};
  for (int i = 0; i < shape.cells(); ++i)
    for (const core::Vec2 &c : g.corners(shape.hexAt(i))) {
      EXPECT_GE(c.x, -1e-9);
      EXPECT_LE(c.x, g.width() + 1e-9);
      EXPECT_GE(c.y, -1e-9);
      EXPECT_LE(c.y, g.height() + 1e-9);
    }
  // 0101 is at the top left; 0201 (an even column) sits half a hex lower.
  const core::Vec2 a = g.center(parseHex("0101")), b = g.center(parseHex("0201"));
  const core::Vec2 below = g.center(parseHex("0102"));
  EXPECT_GT(a.y, below.y);
  EXPECT_NEAR(a.y - b.y, std::sqrt(3.0) / 2, 1e-9);
  EXPECT_NEAR(b.x - a.x, 1.5, 1e-9);
}

TEST(HexGeometry, hexAt_finds_every_hex_centre_and_points_near_it) {
  const HexGeometry g(17, 15);
  for (int col = 0; col < 17; ++col)
    for (int row = 0; row < 15; ++row) {
      const Hex h = core::fromOffset({col, row});
      const core::Vec2 c = g.center(h);
      EXPECT_EQ(g.hexAt(c), h);
      EXPECT_EQ(g.hexAt({c.x + 0.6, c.y + 0.3}), h);
      EXPECT_EQ(g.hexAt({c.x - 0.3, c.y - 0.7}), h);
      // 40% of the way to a corner is still inside the hex.
      const core::Vec2 corner = g.corners(h)[2];
      EXPECT_EQ(g.hexAt({c.x + 0.4 * (corner.x - c.x), c.y + 0.4 * (corner.y - c.y)}), h);
    }
  // Outside the map's box: a hex that is not on the map.
  const core::HexGridShape map{17, 15};
  EXPECT_FALSE(map.contains(g.hexAt({-3, -3})));
  EXPECT_FALSE(map.contains(g.hexAt({g.width() + 2, g.height() / 2})));
}

TEST(HexGeometry, facings_point_at_the_neighbour_they_name) {
  const HexGeometry g(17, 15);
  const Hex h = parseHex("0505");
  for (int f = 1; f <= 6; ++f) {
    const core::Vec2 u = g.facingVector(f), c = g.center(h), n = g.center(core::step(h, f));
    EXPECT_NEAR(std::hypot(u.x, u.y), 1, 1e-9);
    EXPECT_NEAR(c.x + u.x * std::sqrt(3.0), n.x, 1e-9) << f;
    EXPECT_NEAR(c.y + u.y * std::sqrt(3.0), n.y, 1e-9) << f;
  }
  EXPECT_GT(g.facingVector(1).y, 0.99); // north is up in world (y north)
}

TEST(HexLabels, placed_near_the_top_inside_the_hex_and_hidden_far_out_or_off_view) {
  const HexGeometry g(17, 15);
  const Hex h = parseHex("0908");
  const core::Vec2 c = g.center(h), a = g.labelAnchor(h);
  EXPECT_NEAR(a.x, c.x, 1e-9);
  EXPECT_GT(a.y, c.y + 0.62);               // above a coin (radius 0.52)
  EXPECT_LT(a.y, c.y + std::sqrt(3.0) / 2); // below the top edge
  EXPECT_EQ(g.hexAt(a), h);

  const Scene s = built(plain(), viewOf(40, h));
  const Text *label = findText(s, "0908");
  ASSERT_NE(label, nullptr);
  EXPECT_LT(dist(label->at, pt(a)), 1e-4f);
  EXPECT_GE(label->size * 40, 10.f - 1e-3f) << "at least 10 pixels";
  EXPECT_GE(labelSize(40), 10.f);
  EXPECT_EQ(countText(s, "0101"), 0u) << "off view at this zoom: left out";
  EXPECT_EQ(built(plain(), viewOf(kLabelMinScale - 1, h)).texts().size(), 0u) << "too small to read";
}

TEST(HexSides, every_side_lies_between_its_two_hexes) {
  const HexGeometry g(17, 15);
  for (const Hex a : {parseHex("0505"), parseHex("0606"), parseHex("0101")})
    for (int d = 0; d < 6; ++d) {
      const Hex b = core::neighbour(a, d);
      const auto [p, q] = g.side(a, b);
      // Both ends are corners of both hexes: one unit from each centre, one unit apart.
      for (const core::Vec2 &end : {p, q}) {
        EXPECT_NEAR(dist(end, g.center(a)), 1.0, 1e-9);
        EXPECT_NEAR(dist(end, g.center(b)), 1.0, 1e-9);
      }
      EXPECT_NEAR(dist(p, q), 1.0, 1e-9);
      // The side's midpoint is halfway between the centres.
      const core::Vec2 ca = g.center(a), cb = g.center(b);
      EXPECT_NEAR((p.x + q.x) / 2, (ca.x + cb.x) / 2, 1e-9);
      EXPECT_NEAR((p.y + q.y) / 2, (ca.y + cb.y) / 2, 1e-9);
    }
  EXPECT_THROW(g.side(parseHex("0101"), parseHex("0303")), std::invalid_argument);
}

TEST(HexScene, the_map_alone_is_a_fixed_number_of_shapes_per_hex) {
  HexSceneInput in = plain();
  in.sides = {{parseHex("0505"), parseHex("0506")}, {parseHex("0505"), parseHex("0605")}};
  const Scene s = built(in, viewOf());
  EXPECT_EQ(shapesOn(s, kTerrainLayer, Shape::Kind::Polygon).size(), 255u);
  EXPECT_EQ(shapesOn(s, kTerrainLayer, Shape::Kind::Band).size(), 255u);
  EXPECT_EQ(shapesOn(s, kTerrainLayer, Shape::Kind::Stroke).size(), 2u);
  EXPECT_EQ(shapesOn(s, kTerrainLayer).size(), 2u * 255 + 2);
  EXPECT_TRUE(shapesOn(s, kOverlayLayer).empty());
  EXPECT_TRUE(shapesOn(s, kPiecesLayer).empty());
  EXPECT_EQ(s.texts().size(), 255u); // every CCRR label at the fitted zoom
  // Without labels, or far out, none.
  in.labels = false;
  EXPECT_TRUE(built(in, viewOf()).texts().empty());
  in.labels = true;
  EXPECT_TRUE(built(in, viewOf(8)).texts().empty());
  // The per-hex variation only shades: without it every fill is the cell's colour.
  in.variation = 0;
  const Scene plain_fill = built(in, viewOf()); // kept alive: shapesOn points into it
  for (const Shape *x : shapesOn(plain_fill, kTerrainLayer, Shape::Kind::Polygon))
    ASSERT_EQ(x->color, HexCellLook{}.fill);
}

TEST(HexScene, texts_are_left_out_off_view_when_zoomed_in) {
  const MapView view = viewOf(120, parseHex("0908"));
  HexSceneInput in = plain();
  for (int i = 0; i < 255; ++i)
    in.highlights.push_back({core::HexGridShape{17, 15}.hexAt(i),
                             Color::transparent(),
                             Color::transparent(),
                             0.07f,
                             "3",
                             "",
                             {}});
  const Scene s = built(in, view);
  EXPECT_LT(s.texts().size(), 100u) << "of 255 labels and 255 numbers";
  const float margin = static_cast<float>(9 / view.scale);
  for (const Text &t : s.texts()) {
    EXPECT_GE(t.at.x, view.visible.x - margin);
    EXPECT_LE(t.at.x, view.visible.x + view.visible.width + margin);
  }
}

TEST(HexScenePatterns, every_pattern_draws_inside_its_hex_in_its_ink) {
  const Hex h = parseHex("0707");
  const MapView close = viewOf(60, h);
  const Point c = pt(HexGeometry(17, 15).center(h));
  const std::size_t bare = built(plain(), close).shapes().size();
  std::set<std::string> drawings; // each pattern's shapes, by kind and number
  for (const HexPattern p :
       {HexPattern::Hatching, HexPattern::Dots, HexPattern::Swirl, HexPattern::Waves, HexPattern::Rings}) {
    HexSceneInput in = plain();
    HexCellLook &look = in.cells[static_cast<std::size_t>(core::HexGridShape{17, 15}.index(h))];
    look.pattern = p;
    look.ink = Color(10, 200, 30, 150);
    const Scene s = built(in, close);
    ASSERT_GT(s.shapes().size(), bare) << static_cast<int>(p);
    std::map<int, int> kinds;
    for (const Shape &x : s.shapes()) {
      const bool ink = x.color.g == 200 && x.color.r == 10;
      const bool eye = p == HexPattern::Swirl && x.kind == Shape::Kind::Disc; // a dark eye
      if (!ink && !eye) continue;
      ++kinds[static_cast<int>(x.kind)];
      // Within the hex (radius 1), a line's width to spare.
      EXPECT_LE(reach(s, x, c), 62.f / 60) << static_cast<int>(p);
    }
    std::string drawing;
    std::size_t inked = 0;
    for (const auto &[kind, n] : kinds) {
      drawing += std::to_string(kind) + "x" + std::to_string(n) + " ";
      inked += static_cast<std::size_t>(n);
    }
    EXPECT_EQ(inked, s.shapes().size() - bare) << "every shape of the pattern is in its ink";
    drawings.insert(drawing);
  }
  EXPECT_EQ(drawings.size(), 5u) << "five different drawings";
  // Too small to see: no pattern at all.
  HexSceneInput in = plain();
  in.cells[0].pattern = HexPattern::Swirl;
  EXPECT_EQ(built(in, viewOf(4, h)).shapes().size(), built(plain(), viewOf(4, h)).shapes().size());
}

TEST(HexSceneOverlays, a_zone_is_outlined_along_its_boundary_sides_only) {
  const MapView view = viewOf(30, parseHex("0808"));
  HexSceneInput in = plain();
  const Hex c = parseHex("0808");
  HexZone z;
  z.hexes = {c};
  for (const Hex n : core::neighbours(c))
    z.hexes.push_back(n);
  in.zones.push_back(z);
  EXPECT_EQ(shapesOn(built(in, view), kOverlayLayer, Shape::Kind::Stroke).size(), 18u)
      << "a flower of seven hexes has 18 outer sides";
  EXPECT_EQ(shapesOn(built(in, view), kOverlayLayer).size(), 18u);
  z.fill = Color(255, 255, 255, 40);
  in.zones = {z};
  EXPECT_EQ(shapesOn(built(in, view), kOverlayLayer).size(), 18u + 7u);
  z.dashed = true;
  z.fill = {0, 0, 0, 0};
  in.zones = {z};
  const Scene dashed = built(in, view);
  ASSERT_EQ(shapesOn(dashed, kOverlayLayer).size(), 18u);
  for (const Shape *x : shapesOn(dashed, kOverlayLayer))
    EXPECT_GT(x->dash, 0) << "drawn in dashes";
}

TEST(HexSceneOverlays, highlights_sectors_paths_and_arrows) {
  const HexGeometry g(17, 15);
  const MapView view = viewOf(40, parseHex("0808"));
  HexSceneInput in = plain();
  in.labels = false;
  // A reach shading with its costs, one with a badge (a force field's bonus).
  in.highlights.push_back(
      {parseHex("0808"), Color(255, 246, 190, 105), Color::transparent(), 0.07f, "2", "", {}});
  in.highlights.push_back(
      {parseHex("0809"), Color(255, 246, 190, 105), Color::transparent(), 0.07f, "0", "+1", {}});
  Scene s = built(in, view);
  EXPECT_EQ(shapesOn(s, kOverlayLayer, Shape::Kind::Polygon).size(), 2u);
  EXPECT_EQ(shapesOn(s, kOverlayLayer).size(), 2u);
  ASSERT_NE(findText(s, "+1"), nullptr);
  const Text *cost = findText(s, "2");
  ASSERT_NE(cost, nullptr);
  EXPECT_TRUE(cost->bold && !cost->outline.clear());
  EXPECT_LT(dist(cost->at, pt(g.center(parseHex("0808")))), 0.01f);
  // The badge sits low and to the right of its hex's centre (world y grows north).
  const Point c9 = pt(g.center(parseHex("0809")));
  EXPECT_GT(findText(s, "+1")->at.x, c9.x);
  EXPECT_LT(findText(s, "+1")->at.y, c9.y);

  // A broadside cone of range 3 shades 2 + 3 + 4 hexes and lines its two edge rows.
  in.highlights.clear();
  in.sectors.push_back({parseHex("0808"), 2, 3, Color(255, 140, 60, 60)});
  s = built(in, view);
  EXPECT_EQ(shapesOn(s, kOverlayLayer, Shape::Kind::Polygon).size(), 9u);
  EXPECT_EQ(shapesOn(s, kOverlayLayer, Shape::Kind::Stroke).size(), 2u);

  // A plain path, a dashed ghost path with an arrowhead, and an arrow.
  in.sectors.clear();
  in.paths.push_back({{parseHex("0808"), parseHex("0807"), parseHex("0806")}});
  s = built(in, view);
  EXPECT_EQ(shapesOn(s, kOverlayLayer, Shape::Kind::Stroke).size(), 2u);
  EXPECT_EQ(shapesOn(s, kOverlayLayer, Shape::Kind::Disc).size(), 1u) << "a dot where it starts";
  EXPECT_EQ(shapesOn(s, kOverlayLayer).size(), 3u);
  in.paths[0].dashed = true;
  in.paths[0].arrow = true;
  in.paths[0].start_dot = false;
  s = built(in, view);
  EXPECT_EQ(shapesOn(s, kOverlayLayer, Shape::Kind::Disc).size(), 0u);
  for (const Shape *x : shapesOn(s, kOverlayLayer, Shape::Kind::Stroke))
    EXPECT_GT(x->dash, 0);
  // The arrowhead's tip is the last hex's centre.
  const Point last = pt(g.center(parseHex("0806")));
  bool tip = false;
  for (const Shape *x : shapesOn(s, kOverlayLayer, Shape::Kind::Polygon))
    for (const Point p : s.pointsOf(*x))
      tip |= dist(p, last) < 1e-4f;
  EXPECT_TRUE(tip);
  in.paths.clear();
  in.arrows.push_back({g.center(parseHex("0808")), g.center(parseHex("0806"))});
  s = built(in, view);
  EXPECT_EQ(shapesOn(s, kOverlayLayer, Shape::Kind::Stroke).size(), 1u);
  EXPECT_EQ(shapesOn(s, kOverlayLayer, Shape::Kind::Polygon).size(), 1u);
  // The hovered hex gets a border over everything.
  in.arrows.clear();
  in.hovered = parseHex("0808");
  s = built(in, view);
  ASSERT_EQ(shapesOn(s, kOverlayLayer).size(), 1u);
  EXPECT_EQ(shapesOn(s, kOverlayLayer, Shape::Kind::Band).size(), 1u);
}

TEST(HexSceneTokens, a_coin_carries_its_glyph_and_its_rings) {
  const Hex h = parseHex("0505");
  const MapView close = viewOf(60, h);
  HexToken t;
  t.hex = h;
  t.glyph = "P";
  const Scene one = withTokens(close, {t});
  ASSERT_EQ(countText(one, "P"), 1u);
  const std::size_t coin = shapesOn(one, kPiecesLayer).size();
  EXPECT_GT(coin, 0u);
  const Point c = pt(HexGeometry(17, 15).center(h));
  for (const Shape *x : shapesOn(one, kPiecesLayer))
    EXPECT_LE(reach(one, *x, c), static_cast<float>(kCoinRadius) * 1.2f);
  t.halos = {{Color(0, 255, 0), 1.02f, 1.20f}, {Color(255, 0, 0), 1.04f, 1.32f}};
  const Scene ringed = withTokens(close, {t});
  EXPECT_EQ(shapesOn(ringed, kPiecesLayer).size(), coin + 2u);
  EXPECT_EQ(shapesOn(ringed, kPiecesLayer, Shape::Kind::Ring).size(),
            shapesOn(one, kPiecesLayer, Shape::Kind::Ring).size() + 2u);
  // Spent this phase: a veil on top; a ghost: faint.
  t.halos.clear();
  t.dim = true;
  EXPECT_EQ(shapesOn(withTokens(close, {t}), kPiecesLayer).size(), coin + 1u);
  t.dim = false;
  t.alpha = 120;
  const Scene ghost = withTokens(close, {t});
  for (const Shape *x : shapesOn(ghost, kPiecesLayer))
    EXPECT_LE(x->color.a, 120);
}

TEST(HexSceneTokens, a_ship_bar_lies_over_its_two_hexes_bow_first_and_hides_their_labels) {
  const HexGeometry g(17, 15);
  const Hex bow = parseHex("0606");
  const MapView close = viewOf(50, bow);
  for (int facing = 1; facing <= 6; ++facing) {
    HexToken ship;
    ship.shape = TokenShape::Bar;
    ship.hex = bow;
    ship.facing = facing;
    ship.length = 2;
    ship.glyph = "17";
    const Scene s = withTokens(close, {ship});
    const auto hexes = core::pieceHexes({bow, facing}, 2);
    const Point cb = pt(g.center(hexes[0])), cs = pt(g.center(hexes[1]));
    // The farthest point from the stern is the bow's tip, beyond the bow's centre toward the facing.
    float far = 0;
    Point tip;
    for (const Shape *x : shapesOn(s, kPiecesLayer))
      for (const Point p : s.pointsOf(*x))
        if (dist(p, cs) > far) {
          far = dist(p, cs);
          tip = p;
        }
    EXPECT_GT(dist(tip, cs), dist(cb, cs) + 0.6f) << "facing " << facing;
    EXPECT_LT(dist(tip, cb), 1.f) << "the tip stays in the bow's hex, facing " << facing;
    // Its value sits between the two hexes' centres; their CCRR labels are hidden.
    const Text *value = findText(s, "17");
    ASSERT_NE(value, nullptr);
    EXPECT_LT(dist(value->at, (cb + cs) * 0.5f), 0.5f);
    EXPECT_EQ(countText(s, core::formatHex(hexes[0])), 0u);
    EXPECT_EQ(countText(s, core::formatHex(hexes[1])), 0u);
    EXPECT_EQ(countText(s, core::formatHex(core::step(bow, facing))), 1u) << "the hex ahead keeps its label";
  }
  // A frigate: one hex long, its whole bar inside its hex.
  HexToken frigate;
  frigate.shape = TokenShape::Bar;
  frigate.hex = bow;
  frigate.facing = 3;
  frigate.glyph = "9";
  const Scene f = withTokens(close, {frigate});
  const Point c = pt(g.center(bow));
  for (const Shape *x : shapesOn(f, kPiecesLayer))
    EXPECT_LT(reach(f, *x, c), 0.9f);
  ASSERT_EQ(countText(f, "9"), 1u);
  // A halo follows the bar's outline, outside it.
  frigate.halos = {{Color::white(), 1.04f, 1.26f}};
  EXPECT_GT(shapesOn(withTokens(close, {frigate}), kPiecesLayer).size(), shapesOn(f, kPiecesLayer).size());
}

TEST(HexSceneTokens, a_plane_is_numbered_and_its_arrow_points_where_it_faces) {
  const HexGeometry g(17, 15);
  const Hex h = parseHex("0909");
  const MapView close = viewOf(50, h);
  const Point c = pt(g.center(h));
  for (int facing = 1; facing <= 6; ++facing) {
    HexToken plane;
    plane.shape = TokenShape::Plane;
    plane.hex = h;
    plane.facing = facing;
    plane.glyph = std::to_string(facing + 2);
    const Scene s = withTokens(close, {plane});
    ASSERT_EQ(countText(s, plane.glyph), 1u);
    EXPECT_LT(dist(findText(s, plane.glyph)->at, c), 0.01f);
    // The point farthest from the centre is the arrow's tip, toward the facing's neighbour.
    Point tip = c;
    for (const Shape *x : shapesOn(s, kPiecesLayer))
      for (const Point p : s.pointsOf(*x))
        if (dist(p, c) > dist(tip, c)) tip = p;
    const Point toward = pt(g.center(core::step(h, facing))) - c;
    const Point arrow = tip - c;
    const float cosine = (toward.x * arrow.x + toward.y * arrow.y) / (length(toward) * length(arrow));
    EXPECT_GT(cosine, 0.99f) << "facing " << facing;
    EXPECT_LT(dist(tip, c), 0.87f) << "inside the hex";
  }
}

TEST(HexSceneTokens, a_nato_unit_box_shows_its_symbol_and_values) {
  const HexGeometry g(17, 15);
  const Hex h = parseHex("1010");
  const MapView close = viewOf(60, h);
  const Point c = pt(g.center(h));
  std::set<std::size_t> counts;
  for (const UnitSymbol symbol :
       {UnitSymbol::None, UnitSymbol::Infantry, UnitSymbol::Cavalry, UnitSymbol::Artillery}) {
    HexToken unit;
    unit.shape = TokenShape::Unit;
    unit.hex = h;
    unit.symbol = symbol;
    unit.glyph = "4-5";
    const Scene s = withTokens(close, {unit});
    counts.insert(shapesOn(s, kPiecesLayer).size() * 10 +
                  shapesOn(s, kPiecesLayer, Shape::Kind::Disc).size());
    // A square counter inside the hex, its values below the centre, the hex's label hidden.
    float left = 1e9f, right = -1e9f, bottom = 1e9f, top = -1e9f;
    for (const Shape *x : shapesOn(s, kPiecesLayer, Shape::Kind::Polygon))
      for (const Point p : s.pointsOf(*x)) {
        left = std::min(left, p.x);
        right = std::max(right, p.x);
        bottom = std::min(bottom, p.y);
        top = std::max(top, p.y);
      }
    EXPECT_NEAR(right - left, top - bottom, 8.f / 60);
    EXPECT_LT(right - left, 2 * 0.62f);
    ASSERT_EQ(countText(s, "4-5"), 1u);
    EXPECT_LT(findText(s, "4-5")->at.y, c.y);
    EXPECT_EQ(countText(s, "1010"), 0u);
  }
  EXPECT_EQ(counts.size(), 4u) << "each symbol draws something different";
  // Infantry: two diagonals; cavalry: one; artillery: a dot.
  auto extra = [&](UnitSymbol symbol, Shape::Kind kind) {
    HexToken none, with;
    none.shape = with.shape = TokenShape::Unit;
    none.hex = with.hex = h;
    with.symbol = symbol;
    return shapesOn(withTokens(close, {with}), kPiecesLayer, kind).size() -
           shapesOn(withTokens(close, {none}), kPiecesLayer, kind).size();
  };
  EXPECT_EQ(extra(UnitSymbol::Infantry, Shape::Kind::Stroke), 2u);
  EXPECT_EQ(extra(UnitSymbol::Cavalry, Shape::Kind::Stroke), 1u);
  EXPECT_EQ(extra(UnitSymbol::Artillery, Shape::Kind::Disc), 1u);
}

TEST(HexSceneTokens, an_offset_slides_a_token_between_hexes) {
  const HexGeometry g(17, 15);
  const Hex from = parseHex("0808"), to = core::step(from, 2);
  const MapView close = viewOf(40, from);
  for (const TokenShape shape : {TokenShape::Coin, TokenShape::Bar, TokenShape::Plane, TokenShape::Unit}) {
    HexToken t;
    t.shape = shape;
    t.hex = from;
    t.facing = 2;
    t.glyph = "5";
    const Scene still = withTokens(close, {t});
    // Halfway to the next hex: every point and the glyph move by half the step.
    const core::Vec2 a = g.center(from), b = g.center(to);
    t.offset = {(b.x - a.x) / 2, (b.y - a.y) / 2};
    const Scene moved = withTokens(close, {t});
    const auto was = shapesOn(still, kPiecesLayer), now = shapesOn(moved, kPiecesLayer);
    ASSERT_EQ(now.size(), was.size());
    const Point shift = pt(t.offset);
    for (std::size_t i = 0; i < now.size(); ++i) {
      const auto p = moved.pointsOf(*now[i]), q = still.pointsOf(*was[i]);
      ASSERT_EQ(p.size(), q.size());
      for (std::size_t k = 0; k < p.size(); ++k)
        ASSERT_LT(dist(p[k], q[k] + shift), 1e-4f);
    }
    EXPECT_LT(dist(findText(moved, "5")->at, findText(still, "5")->at + shift), 1e-4f);
  }
}

TEST(HexSceneTokens, tokens_are_drawn_in_order_and_notes_where_they_are_put) {
  const HexGeometry g(17, 15);
  const MapView close = viewOf(40, parseHex("0808"));
  HexToken a, b;
  a.hex = parseHex("0808");
  b.hex = parseHex("0809");
  a.glyph = "A";
  b.glyph = "B";
  const Scene ab = withTokens(close, {a, b});
  EXPECT_LT(findText(ab, "A") - &ab.texts().front(), findText(ab, "B") - &ab.texts().front());
  HexSceneInput in = plain();
  in.notes.push_back({g.center(parseHex("0808")), "Vent: nord", Color::white(), 0.4f, true});
  in.notes.push_back({{-500, -500}, "far away"});
  const Scene n = built(in, close);
  ASSERT_EQ(countText(n, "Vent: nord"), 1u);
  EXPECT_EQ(countText(n, "far away"), 0u) << "left out";
}

} // namespace
} // namespace amiraute::draw
