// The shared hex scene, no window: geometry, picking through the camera, label placement and
// culling, hexside lines, and every kind of overlay and token built into batches headless.
#include "ui/HexScene.h"
#include "core/hex/Pose.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>

namespace amiraute::ui {
namespace {

using core::Hex;
using core::parseHex;

Camera cameraFor(const HexGeometry &g, double zoom) {
  Camera c;
  c.setViewport({0, 52, 1200, 948});
  c.fit(g.width(), g.height(), 22);
  c.setScale(c.scale() * zoom);
  return c;
}

double dist(core::Vec2 a, core::Vec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }
float dist(sf::Vector2f a, sf::Vector2f b) { return std::hypot(a.x - b.x, a.y - b.y); }

/// A plain 17 x 15 map, every hex the same grey, nothing on it.
HexSceneInput plain(int columns = 17, int rows = 15) {
  HexSceneInput in;
  in.columns = columns;
  in.rows = rows;
  in.cells.assign(static_cast<std::size_t>(columns * rows), HexCellLook{});
  return in;
}

/// A camera 60 pixels a hex, centred on `h` of a 17 x 15 map.
Camera closeUp(Hex h, double scale = 60) {
  const HexGeometry g(17, 15);
  Camera c = cameraFor(g, 1);
  c.setScale(scale);
  c.setCenter(g.center(h));
  return c;
}

/// The pieces batch of a scene holding `tokens` alone.
HexBatches built(const Camera &cam, std::vector<HexToken> tokens, HexSceneInput in = plain()) {
  in.tokens = std::move(tokens);
  HexBatches b;
  buildHexScene(cam, in, b);
  return b;
}

struct Box {
  float left = 1e9f, top = 1e9f, right = -1e9f, bottom = -1e9f;
};
Box boxOf(const sf::VertexArray &va) {
  Box b;
  for (std::size_t i = 0; i < va.getVertexCount(); ++i) {
    const sf::Vector2f p = va[i].position;
    b.left = std::min(b.left, p.x);
    b.right = std::max(b.right, p.x);
    b.top = std::min(b.top, p.y);
    b.bottom = std::max(b.bottom, p.y);
  }
  return b;
}

std::size_t countText(const HexBatches &b, const std::string &text) {
  return static_cast<std::size_t>(
      std::count_if(b.texts.begin(), b.texts.end(), [&](const HexText &t) { return t.text == text; }));
}

const HexText *findText(const HexBatches &b, const std::string &text) {
  for (const HexText &t : b.texts)
    if (t.text == text) return &t;
  return nullptr;
}

} // namespace

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
    }
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

TEST(HexPicking, the_hex_under_a_screen_point_at_several_zooms) {
  const HexGeometry g(17, 15);
  const core::HexGridShape map{17, 15};
  for (double zoom : {0.3, 0.8, 1.0, 2.5, 6.0}) {
    Camera cam = cameraFor(g, zoom);
    // Move the camera off centre too, as a player would after panning.
    cam.panPixels({37, -21});
    for (const char *text : {"0101", "0908", "1715", "0202", "1207"}) {
      const Hex h = parseHex(text);
      const sf::Vector2f centre = cam.worldToScreen(g.center(h));
      if (!cam.viewport().contains(centre)) continue;
      const auto picked = pickHex(cam, g, map, centre);
      ASSERT_TRUE(picked) << text << " zoom " << zoom;
      EXPECT_EQ(*picked, h) << text << " zoom " << zoom;
      // 40% of the way to a corner is still inside the hex.
      const core::Vec2 corner = g.corners(h)[2];
      const core::Vec2 c = g.center(h);
      const sf::Vector2f near =
          cam.worldToScreen({c.x + 0.4 * (corner.x - c.x), c.y + 0.4 * (corner.y - c.y)});
      if (cam.viewport().contains(near)) {
        EXPECT_EQ(pickHex(cam, g, map, near), h) << text;
      }
    }
  }
}

TEST(HexPicking, nothing_off_the_map_or_outside_the_viewport) {
  const HexGeometry g(17, 15);
  const core::HexGridShape map{17, 15};
  const Camera cam = cameraFor(g, 0.5);
  EXPECT_FALSE(pickHex(cam, g, map, cam.worldToScreen({-3, -3})));
  EXPECT_FALSE(pickHex(cam, g, map, cam.worldToScreen({g.width() + 2, g.height() / 2})));
  EXPECT_FALSE(pickHex(cam, g, map, {1300, 500})); // in the panel, right of the viewport
  EXPECT_FALSE(pickHex(cam, g, map, {600, 20}));   // in the turn bar
}

TEST(HexLabels, placed_near_the_top_inside_the_hex_and_hidden_far_out_or_off_screen) {
  const HexGeometry g(17, 15);
  const Hex h = parseHex("0908");
  const core::Vec2 c = g.center(h), a = g.labelAnchor(h);
  EXPECT_NEAR(a.x, c.x, 1e-9);
  EXPECT_GT(a.y, c.y + 0.62);               // above a coin (radius 0.52)
  EXPECT_LT(a.y, c.y + std::sqrt(3.0) / 2); // below the top edge
  EXPECT_EQ(g.hexAt(a), h);

  Camera cam = cameraFor(g, 1.0);
  cam.setScale(40);
  cam.setCenter(c);
  const auto p = labelPosition(cam, g, h);
  ASSERT_TRUE(p);
  const sf::Vector2f centre = cam.worldToScreen(c);
  EXPECT_NEAR(p->x, centre.x, 0.01);
  EXPECT_LT(p->y, centre.y); // screen y grows down: the label is above the centre
  EXPECT_GE(labelCharacterSize(40), 10u);
  EXPECT_FALSE(labelPosition(cam, g, parseHex("0101"))) << "off screen at this zoom: culled";
  cam.setScale(kLabelMinScale - 1);
  EXPECT_FALSE(labelPosition(cam, g, h)) << "too small to read";
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

TEST(HexSceneBatches, the_map_alone_costs_a_fixed_number_of_vertices_per_hex) {
  const HexGeometry g(17, 15);
  const Camera cam = cameraFor(g, 1.0);
  HexSceneInput in = plain();
  in.sides = {{parseHex("0505"), parseHex("0506")}, {parseHex("0505"), parseHex("0605")}};
  HexBatches b;
  buildHexScene(cam, in, b);
  EXPECT_EQ(b.terrain.getVertexCount(), 255 * kTerrainVerticesPerHex);
  EXPECT_EQ(b.outlines.getVertexCount(), 255 * kOutlineVerticesPerHex);
  EXPECT_EQ(b.sides.getVertexCount(), 2 * kSideVertices);
  EXPECT_EQ(b.patterns.getVertexCount(), 0u);
  EXPECT_EQ(b.overlay.getVertexCount(), 0u);
  EXPECT_EQ(b.pieces.getVertexCount(), 0u);
  EXPECT_EQ(b.texts.size(), 255u); // every CCRR label at the fitted zoom
  // Without labels, or far out, none.
  in.labels = false;
  buildHexScene(cam, in, b);
  EXPECT_TRUE(b.texts.empty());
  in.labels = true;
  Camera far = cam;
  far.setScale(8);
  buildHexScene(far, in, b);
  EXPECT_TRUE(b.texts.empty());
  // The per-hex variation only shades: without it every fill is the cell's colour.
  in.variation = 0;
  buildHexScene(cam, in, b);
  for (std::size_t i = 0; i < b.terrain.getVertexCount(); ++i)
    ASSERT_EQ(b.terrain[i].color, HexCellLook{}.fill);
}

TEST(HexSceneBatches, texts_are_culled_off_screen_when_zoomed_in) {
  const HexGeometry g(17, 15);
  Camera cam = cameraFor(g, 1.0);
  cam.setScale(120);
  cam.setCenter(g.center(parseHex("0908")));
  HexSceneInput in = plain();
  for (int i = 0; i < 255; ++i)
    in.highlights.push_back({core::HexGridShape{17, 15}.hexAt(i),
                             sf::Color::Transparent,
                             sf::Color::Transparent,
                             0.07f,
                             "3",
                             "",
                             {}});
  HexBatches b;
  buildHexScene(cam, in, b);
  EXPECT_LT(b.texts.size(), 100u) << "of 255 labels and 255 numbers";
  const sf::FloatRect &vp = cam.viewport();
  for (const HexText &t : b.texts) {
    EXPECT_GE(t.center.x, vp.left - 9);
    EXPECT_LE(t.center.x, vp.left + vp.width + 9);
  }
}

TEST(HexScenePatterns, every_pattern_draws_inside_its_hex_in_its_ink) {
  const Hex h = parseHex("0707");
  const Camera cam = closeUp(h);
  const sf::Vector2f c = cam.worldToScreen(HexGeometry(17, 15).center(h));
  std::set<std::size_t> counts;
  for (const HexPattern p :
       {HexPattern::Hatching, HexPattern::Dots, HexPattern::Swirl, HexPattern::Waves, HexPattern::Rings}) {
    HexSceneInput in = plain();
    HexCellLook &look = in.cells[static_cast<std::size_t>(core::HexGridShape{17, 15}.index(h))];
    look.pattern = p;
    look.ink = sf::Color(10, 200, 30, 150);
    HexBatches b;
    buildHexScene(cam, in, b);
    ASSERT_GT(b.patterns.getVertexCount(), 0u) << static_cast<int>(p);
    counts.insert(b.patterns.getVertexCount());
    for (std::size_t i = 0; i < b.patterns.getVertexCount(); ++i) {
      // Within the hex (radius 60 pixels), a line's width to spare.
      EXPECT_LE(dist(b.patterns[i].position, c), 62.f) << static_cast<int>(p);
      if (p != HexPattern::Swirl) {
        EXPECT_EQ(b.patterns[i].color.g, 200) << static_cast<int>(p);
      }
    }
  }
  EXPECT_EQ(counts.size(), 5u) << "five different drawings";
  // Too small to see: no pattern at all.
  HexSceneInput in = plain();
  in.cells[0].pattern = HexPattern::Swirl;
  HexBatches b;
  Camera far = closeUp(h, 4);
  buildHexScene(far, in, b);
  EXPECT_EQ(b.patterns.getVertexCount(), 0u);
}

TEST(HexSceneOverlays, a_zone_is_outlined_along_its_boundary_sides_only) {
  const Camera cam = closeUp(parseHex("0808"), 30);
  HexSceneInput in = plain();
  const Hex c = parseHex("0808");
  HexZone z;
  z.hexes = {c};
  for (const Hex n : core::neighbours(c))
    z.hexes.push_back(n);
  in.zones.push_back(z);
  HexBatches b;
  buildHexScene(cam, in, b);
  EXPECT_EQ(b.overlay.getVertexCount(), 18u * 6u) << "a flower of seven hexes has 18 outer sides";
  z.fill = sf::Color(255, 255, 255, 40);
  in.zones = {z};
  buildHexScene(cam, in, b);
  EXPECT_EQ(b.overlay.getVertexCount(), 18u * 6u + 7u * 12u);
  z.dashed = true;
  z.fill = {};
  in.zones = {z};
  buildHexScene(cam, in, b);
  EXPECT_GT(b.overlay.getVertexCount(), 18u * 6u) << "several dashes a side";
}

TEST(HexSceneOverlays, highlights_sectors_paths_and_arrows) {
  const HexGeometry g(17, 15);
  const Camera cam = closeUp(parseHex("0808"), 40);
  HexSceneInput in = plain();
  in.labels = false;
  // A reach shading with its costs, one with a badge (a force field's bonus).
  in.highlights.push_back(
      {parseHex("0808"), sf::Color(255, 246, 190, 105), sf::Color::Transparent, 0.07f, "2", "", {}});
  in.highlights.push_back(
      {parseHex("0809"), sf::Color(255, 246, 190, 105), sf::Color::Transparent, 0.07f, "0", "+1", {}});
  HexBatches b;
  buildHexScene(cam, in, b);
  EXPECT_EQ(b.overlay.getVertexCount(), 2u * kTerrainVerticesPerHex);
  ASSERT_NE(findText(b, "+1"), nullptr);
  const HexText *cost = findText(b, "2");
  ASSERT_NE(cost, nullptr);
  EXPECT_TRUE(cost->bold && cost->outline);
  EXPECT_LT(dist(cost->center, cam.worldToScreen(g.center(parseHex("0808")))), 0.5f);
  // The badge sits low and to the right of its hex's centre.
  const sf::Vector2f c9 = cam.worldToScreen(g.center(parseHex("0809")));
  EXPECT_GT(findText(b, "+1")->center.x, c9.x);
  EXPECT_GT(findText(b, "+1")->center.y, c9.y);

  // A broadside cone of range 3 shades 2 + 3 + 4 hexes and lines its two edge rows.
  in.highlights.clear();
  in.sectors.push_back({parseHex("0808"), 2, 3, sf::Color(255, 140, 60, 60)});
  buildHexScene(cam, in, b);
  EXPECT_EQ(b.overlay.getVertexCount(), 9u * kTerrainVerticesPerHex + 2u * 6u);

  // A plain path, a dashed ghost path with an arrowhead, and an arrow.
  in.sectors.clear();
  in.paths.push_back({{parseHex("0808"), parseHex("0807"), parseHex("0806")}});
  buildHexScene(cam, in, b);
  const std::size_t plain_path = b.overlay.getVertexCount();
  EXPECT_EQ(plain_path, 2u * 6u + 3u * kCoinSegments);
  in.paths[0].dashed = true;
  in.paths[0].arrow = true;
  in.paths[0].start_dot = false;
  buildHexScene(cam, in, b);
  EXPECT_GT(b.overlay.getVertexCount(), 2u * 6u);
  // The arrowhead's tip is the last hex's centre.
  const sf::Vector2f last = cam.worldToScreen(g.center(parseHex("0806")));
  bool tip = false;
  for (std::size_t i = 0; i < b.overlay.getVertexCount(); ++i)
    tip |= dist(b.overlay[i].position, last) < 0.01f;
  EXPECT_TRUE(tip);
  in.paths.clear();
  in.arrows.push_back({g.center(parseHex("0808")), g.center(parseHex("0806"))});
  buildHexScene(cam, in, b);
  EXPECT_EQ(b.overlay.getVertexCount(), 6u + 3u);
  // The hovered hex gets a border over everything.
  in.arrows.clear();
  in.hovered = parseHex("0808");
  buildHexScene(cam, in, b);
  EXPECT_EQ(b.overlay.getVertexCount(), 36u);
}

TEST(HexSceneTokens, a_coin_carries_its_glyph_and_its_rings) {
  const Hex h = parseHex("0505");
  const Camera cam = closeUp(h);
  HexToken t;
  t.hex = h;
  t.glyph = "P";
  const HexBatches one = built(cam, {t});
  ASSERT_EQ(countText(one, "P"), 1u);
  const std::size_t coin = one.pieces.getVertexCount();
  EXPECT_GT(coin, 0u);
  const sf::Vector2f c = cam.worldToScreen(HexGeometry(17, 15).center(h));
  for (std::size_t i = 0; i < coin; ++i)
    EXPECT_LE(dist(one.pieces[i].position, c), 60.f * 0.52f * 1.2f);
  t.halos = {{sf::Color::Green, 1.02f, 1.20f}, {sf::Color::Red, 1.04f, 1.32f}};
  const HexBatches ringed = built(cam, {t});
  EXPECT_EQ(ringed.pieces.getVertexCount(), coin + 2u * kCoinSegments * 6u);
  // Spent this phase: a veil on top; a ghost: faint.
  t.halos.clear();
  t.dim = true;
  EXPECT_EQ(built(cam, {t}).pieces.getVertexCount(), coin + kCoinSegments * 3u);
  t.dim = false;
  t.alpha = 120;
  const HexBatches ghost = built(cam, {t});
  for (std::size_t i = 0; i < ghost.pieces.getVertexCount(); ++i)
    EXPECT_LE(ghost.pieces[i].color.a, 120);
}

TEST(HexSceneTokens, a_ship_bar_lies_over_its_two_hexes_bow_first_and_hides_their_labels) {
  const HexGeometry g(17, 15);
  const Hex bow = parseHex("0606");
  const Camera cam = closeUp(bow, 50);
  for (int facing = 1; facing <= 6; ++facing) {
    HexToken ship;
    ship.shape = TokenShape::Bar;
    ship.hex = bow;
    ship.facing = facing;
    ship.length = 2;
    ship.glyph = "17";
    const HexBatches b = built(cam, {ship});
    const auto hexes = core::pieceHexes({bow, facing}, 2);
    const sf::Vector2f cb = cam.worldToScreen(g.center(hexes[0])), cs = cam.worldToScreen(g.center(hexes[1]));
    // The farthest point from the stern is the bow's tip, beyond the bow's centre toward the facing.
    float far = 0;
    sf::Vector2f tip;
    for (std::size_t i = 0; i < b.pieces.getVertexCount(); ++i)
      if (dist(b.pieces[i].position, cs) > far) {
        far = dist(b.pieces[i].position, cs);
        tip = b.pieces[i].position;
      }
    EXPECT_GT(dist(tip, cs), dist(cb, cs) + 30.f) << "facing " << facing;
    EXPECT_LT(dist(tip, cb), 50.f) << "the tip stays in the bow's hex, facing " << facing;
    // Its value sits between the two hexes' centres; their CCRR labels are hidden.
    const HexText *value = findText(b, "17");
    ASSERT_NE(value, nullptr);
    EXPECT_LT(dist(value->center, (cb + cs) * 0.5f), 25.f);
    EXPECT_EQ(countText(b, core::formatHex(hexes[0])), 0u);
    EXPECT_EQ(countText(b, core::formatHex(hexes[1])), 0u);
    EXPECT_EQ(countText(b, core::formatHex(core::step(bow, facing))), 1u) << "the hex ahead keeps its label";
  }
  // A frigate: one hex long, its whole bar inside its hex.
  HexToken frigate;
  frigate.shape = TokenShape::Bar;
  frigate.hex = bow;
  frigate.facing = 3;
  frigate.glyph = "9";
  const HexBatches f = built(cam, {frigate});
  const sf::Vector2f c = cam.worldToScreen(g.center(bow));
  for (std::size_t i = 0; i < f.pieces.getVertexCount(); ++i)
    EXPECT_LT(dist(f.pieces[i].position, c), 50.f * 0.9f);
  ASSERT_EQ(countText(f, "9"), 1u);
  // A halo follows the bar's outline, outside it.
  frigate.halos = {{sf::Color::White, 1.04f, 1.26f}};
  EXPECT_GT(built(cam, {frigate}).pieces.getVertexCount(), f.pieces.getVertexCount());
}

TEST(HexSceneTokens, a_plane_is_numbered_and_its_arrow_points_where_it_faces) {
  const HexGeometry g(17, 15);
  const Hex h = parseHex("0909");
  const Camera cam = closeUp(h, 50);
  const sf::Vector2f c = cam.worldToScreen(g.center(h));
  for (int facing = 1; facing <= 6; ++facing) {
    HexToken plane;
    plane.shape = TokenShape::Plane;
    plane.hex = h;
    plane.facing = facing;
    plane.glyph = std::to_string(facing + 2);
    const HexBatches b = built(cam, {plane});
    ASSERT_EQ(countText(b, plane.glyph), 1u);
    EXPECT_LT(dist(findText(b, plane.glyph)->center, c), 0.5f);
    // The point farthest from the centre is the arrow's tip, toward the facing's neighbour.
    sf::Vector2f tip = c;
    for (std::size_t i = 0; i < b.pieces.getVertexCount(); ++i)
      if (dist(b.pieces[i].position, c) > dist(tip, c)) tip = b.pieces[i].position;
    const sf::Vector2f toward = cam.worldToScreen(g.center(core::step(h, facing))) - c;
    const sf::Vector2f arrow = tip - c;
    const float cosine = (toward.x * arrow.x + toward.y * arrow.y) / (dist(toward, {}) * dist(arrow, {}));
    EXPECT_GT(cosine, 0.99f) << "facing " << facing;
    EXPECT_LT(dist(tip, c), 50.f * 0.87f) << "inside the hex";
  }
}

TEST(HexSceneTokens, a_nato_unit_box_shows_its_symbol_and_values) {
  const HexGeometry g(17, 15);
  const Hex h = parseHex("1010");
  const Camera cam = closeUp(h, 60);
  const sf::Vector2f c = cam.worldToScreen(g.center(h));
  std::set<std::size_t> counts;
  for (const UnitSymbol symbol :
       {UnitSymbol::None, UnitSymbol::Infantry, UnitSymbol::Cavalry, UnitSymbol::Artillery}) {
    HexToken unit;
    unit.shape = TokenShape::Unit;
    unit.hex = h;
    unit.symbol = symbol;
    unit.glyph = "4-5";
    const HexBatches b = built(cam, {unit});
    counts.insert(b.pieces.getVertexCount());
    // A square counter inside the hex, its values below the centre, the hex's label hidden.
    const Box box = boxOf(b.pieces);
    EXPECT_NEAR(box.right - box.left, box.bottom - box.top, 8.f);
    EXPECT_LT(box.right - box.left, 2 * 60.f * 0.62f);
    ASSERT_EQ(countText(b, "4-5"), 1u);
    EXPECT_GT(findText(b, "4-5")->center.y, c.y);
    EXPECT_EQ(countText(b, "1010"), 0u);
  }
  EXPECT_EQ(counts.size(), 4u) << "each symbol draws something different";
  // Infantry: two diagonals; cavalry: one; artillery: a dot.
  auto extra = [&](UnitSymbol s) {
    HexToken none, with;
    none.shape = with.shape = TokenShape::Unit;
    none.hex = with.hex = h;
    with.symbol = s;
    return built(cam, {with}).pieces.getVertexCount() - built(cam, {none}).pieces.getVertexCount();
  };
  EXPECT_EQ(extra(UnitSymbol::Infantry), 12u);
  EXPECT_EQ(extra(UnitSymbol::Cavalry), 6u);
  EXPECT_EQ(extra(UnitSymbol::Artillery), 16u * 3u);
}

TEST(HexSceneTokens, an_offset_slides_a_token_between_hexes) {
  const HexGeometry g(17, 15);
  const Hex from = parseHex("0808"), to = core::step(from, 2);
  const Camera cam = closeUp(from, 40);
  for (const TokenShape shape : {TokenShape::Coin, TokenShape::Bar, TokenShape::Plane, TokenShape::Unit}) {
    HexToken t;
    t.shape = shape;
    t.hex = from;
    t.facing = 2;
    t.glyph = "5";
    const HexBatches still = built(cam, {t});
    // Halfway to the next hex: every vertex and the glyph move by half the step, in pixels.
    const core::Vec2 a = g.center(from), b = g.center(to);
    t.offset = {(b.x - a.x) / 2, (b.y - a.y) / 2};
    const HexBatches moved = built(cam, {t});
    ASSERT_EQ(moved.pieces.getVertexCount(), still.pieces.getVertexCount());
    const sf::Vector2f shift = (cam.worldToScreen(b) - cam.worldToScreen(a)) * 0.5f;
    for (std::size_t i = 0; i < moved.pieces.getVertexCount(); ++i)
      ASSERT_LT(dist(moved.pieces[i].position, still.pieces[i].position + shift), 0.01f);
    EXPECT_LT(dist(findText(moved, "5")->center, findText(still, "5")->center + shift), 0.01f);
  }
}

TEST(HexSceneTokens, tokens_are_drawn_in_order_and_notes_where_they_are_put) {
  const HexGeometry g(17, 15);
  const Camera cam = closeUp(parseHex("0808"), 40);
  HexToken a, b;
  a.hex = parseHex("0808");
  b.hex = parseHex("0809");
  a.glyph = "A";
  b.glyph = "B";
  const HexBatches ab = built(cam, {a, b});
  EXPECT_LT(&*findText(ab, "A") - &ab.texts.front(), &*findText(ab, "B") - &ab.texts.front());
  HexSceneInput in = plain();
  in.notes.push_back({g.center(parseHex("0808")), "Vent: nord", sf::Color::White, 0.4f, true});
  in.notes.push_back({{-500, -500}, "far away"});
  HexBatches n;
  buildHexScene(cam, in, n);
  ASSERT_EQ(countText(n, "Vent: nord"), 1u);
  EXPECT_EQ(countText(n, "far away"), 0u) << "culled";
}

} // namespace amiraute::ui
