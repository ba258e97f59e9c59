// The hex view's pure logic, no window: picking through the camera, label placement, rivers on
// hexsides, batch sizes.
#include "ui/HexView.h"
#include "core/Files.h"
#include "games/objectif_villes/Engine.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>

using namespace amiraute;
using namespace amiraute::ui;
namespace ov = amiraute::objectif_villes;

namespace {

ov::Rules septVilles() {
  return ov::loadRules(core::findDataFile("scenarios/objectif-villes/sept-villes.yaml"));
}
ov::Rules deployed() {
  return ov::loadRules(core::findDataFile("scenarios/objectif-villes/sept-villes-deployed.yaml"));
}

Camera cameraFor(const HexGeometry &g, double zoom) {
  Camera c;
  c.setViewport({0, 52, 1200, 948});
  c.fit(g.width(), g.height(), 22);
  c.setScale(c.scale() * zoom);
  return c;
}

double dist(core::Vec2 a, core::Vec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }

} // namespace

TEST(HexGeometry, the_map_box_holds_every_hex_and_row_01_is_north) {
  const ov::Rules r = septVilles();
  const HexGeometry g(r.map.columns, r.map.rows);
  for (int i = 0; i < r.map.cells(); ++i)
    for (const core::Vec2 &c : g.corners(r.map.hexAt(i))) {
      EXPECT_GE(c.x, -1e-9);
      EXPECT_LE(c.x, g.width() + 1e-9);
      EXPECT_GE(c.y, -1e-9);
      EXPECT_LE(c.y, g.height() + 1e-9);
    }
  // 0101 is at the top left; 0201 (an even column) sits half a hex lower.
  const core::Vec2 a = g.center(core::parseHex("0101")), b = g.center(core::parseHex("0201"));
  const core::Vec2 below = g.center(core::parseHex("0102"));
  EXPECT_GT(a.y, below.y);
  EXPECT_NEAR(a.y - b.y, std::sqrt(3.0) / 2, 1e-9);
  EXPECT_NEAR(b.x - a.x, 1.5, 1e-9);
}

TEST(HexGeometry, hexAt_finds_every_hex_centre_and_points_near_it) {
  const HexGeometry g(17, 15);
  for (int col = 0; col < 17; ++col)
    for (int row = 0; row < 15; ++row) {
      const core::Hex h = core::fromOffset({col, row});
      const core::Vec2 c = g.center(h);
      EXPECT_EQ(g.hexAt(c), h);
      EXPECT_EQ(g.hexAt({c.x + 0.6, c.y + 0.3}), h);
      EXPECT_EQ(g.hexAt({c.x - 0.3, c.y - 0.7}), h);
    }
}

TEST(HexPicking, the_hex_under_a_screen_point_at_several_zooms) {
  const ov::Rules r = septVilles();
  const HexGeometry g(r.map.columns, r.map.rows);
  for (double zoom : {0.3, 0.8, 1.0, 2.5, 6.0}) {
    Camera cam = cameraFor(g, zoom);
    // Move the camera off centre too, as a player would after panning.
    cam.panPixels({37, -21});
    for (const char *text : {"0101", "0908", "1715", "0202", "1207"}) {
      const core::Hex h = core::parseHex(text);
      const sf::Vector2f centre = cam.worldToScreen(g.center(h));
      if (!cam.viewport().contains(centre)) continue;
      const auto picked = pickHex(cam, g, r.map, centre);
      ASSERT_TRUE(picked) << text << " zoom " << zoom;
      EXPECT_EQ(*picked, h) << text << " zoom " << zoom;
      // 40% of the way to a corner is still inside the hex.
      const core::Vec2 corner = g.corners(h)[2];
      const core::Vec2 c = g.center(h);
      const sf::Vector2f near =
          cam.worldToScreen({c.x + 0.4 * (corner.x - c.x), c.y + 0.4 * (corner.y - c.y)});
      if (cam.viewport().contains(near)) {
        EXPECT_EQ(pickHex(cam, g, r.map, near), h) << text;
      }
    }
  }
}

TEST(HexPicking, nothing_off_the_map_or_outside_the_viewport) {
  const ov::Rules r = septVilles();
  const HexGeometry g(r.map.columns, r.map.rows);
  const Camera cam = cameraFor(g, 0.5);
  EXPECT_FALSE(pickHex(cam, g, r.map, cam.worldToScreen({-3, -3})));
  EXPECT_FALSE(pickHex(cam, g, r.map, cam.worldToScreen({g.width() + 2, g.height() / 2})));
  EXPECT_FALSE(pickHex(cam, g, r.map, {1300, 500})); // in the panel, right of the viewport
  EXPECT_FALSE(pickHex(cam, g, r.map, {600, 20}));   // in the turn bar
}

TEST(HexLabels, placed_near_the_top_inside_the_hex_and_hidden_far_out_or_off_screen) {
  const HexGeometry g(17, 15);
  const core::Hex h = core::parseHex("0908");
  const core::Vec2 c = g.center(h), a = g.labelAnchor(h);
  EXPECT_NEAR(a.x, c.x, 1e-9);
  EXPECT_GT(a.y, c.y + 0.62);               // above the coin (radius 0.52)
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
  EXPECT_FALSE(labelPosition(cam, g, core::parseHex("0101"))) << "off screen at this zoom: culled";
  cam.setScale(kLabelMinScale - 1);
  EXPECT_FALSE(labelPosition(cam, g, h)) << "too small to read";
}

TEST(HexRivers, every_river_segment_lies_on_the_side_shared_by_its_two_hexes) {
  const ov::Rules r = septVilles();
  const HexGeometry g(r.map.columns, r.map.rows);
  ASSERT_FALSE(r.map.rivers.empty());
  for (const auto &[a, b] : r.map.rivers) {
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
  EXPECT_THROW(g.side(core::parseHex("0101"), core::parseHex("0303")), std::invalid_argument);
}

TEST(HexBatches, vertex_counts_follow_the_map_and_the_pieces) {
  const ov::Rules r = deployed();
  const ov::State st = ov::initialState(r);
  const HexGeometry g(r.map.columns, r.map.rows);
  const Camera cam = cameraFor(g, 1.0);
  HexBatches b;
  buildHexBatches(cam, g, r, st, {}, b);
  const auto cells = static_cast<std::size_t>(r.map.cells());
  EXPECT_EQ(b.terrain.getVertexCount(), cells * kTerrainVerticesPerHex);
  EXPECT_EQ(b.outlines.getVertexCount(), cells * kOutlineVerticesPerHex);
  EXPECT_EQ(b.rivers.getVertexCount(), r.map.rivers.size() * kRiverVertices);
  EXPECT_EQ(b.overlay.getVertexCount(), 0u);
  EXPECT_EQ(b.terrain.getPrimitiveType(), sf::Triangles);
  const std::size_t coins = 20;
  ASSERT_EQ(b.pieces.getVertexCount() % coins, 0u);
  const std::size_t per_coin = b.pieces.getVertexCount() / coins;
  EXPECT_GT(per_coin, 0u);
  // Every label is on screen at the fitted zoom, plus one glyph per coin.
  std::size_t labels = 0, glyphs = 0;
  for (const HexText &t : b.texts) {
    if (t.text.size() == 4) ++labels;
    if (t.text == "P" || t.text == "F") ++glyphs;
  }
  EXPECT_EQ(labels, cells);
  EXPECT_EQ(glyphs, coins);

  // Marks add overlay vertices and never change the map's.
  HexMarks m;
  m.hovered = core::parseHex("0905");
  m.reach = {{core::parseHex("0603"), 2}, {core::parseHex("0604"), 3}};
  m.path = {core::parseHex("0503"), core::parseHex("0603")};
  HexBatches marked;
  buildHexBatches(cam, g, r, st, m, marked);
  EXPECT_EQ(marked.terrain.getVertexCount(), b.terrain.getVertexCount());
  EXPECT_GT(marked.overlay.getVertexCount(), 0u);
  EXPECT_EQ(marked.texts.size(), b.texts.size() + 2); // the two costs

  // Far out: no labels, and texts stay few.
  Camera far = cam;
  far.setScale(8);
  HexBatches small;
  buildHexBatches(far, g, r, st, {}, small);
  for (const HexText &t : small.texts)
    EXPECT_NE(t.text.size(), 4u) << t.text;
  EXPECT_EQ(small.terrain.getVertexCount(), b.terrain.getVertexCount());
}

TEST(HexBatches, texts_are_culled_off_screen_when_zoomed_in) {
  const ov::Rules r = deployed();
  const ov::State st = ov::initialState(r);
  const HexGeometry g(r.map.columns, r.map.rows);
  Camera cam = cameraFor(g, 1.0);
  cam.setScale(120);
  cam.setCenter(g.center(core::parseHex("0908")));
  HexBatches b;
  buildHexBatches(cam, g, r, st, {}, b);
  EXPECT_LT(b.texts.size(), 40u);
  const sf::FloatRect &vp = cam.viewport();
  for (const HexText &t : b.texts) {
    EXPECT_GE(t.center.x, vp.left - 5);
    EXPECT_LE(t.center.x, vp.left + vp.width + 5);
  }
}

namespace {

std::unique_ptr<HexView> hexView() {
  return std::make_unique<HexView>(std::make_unique<OvMatch>(
      OvMatch::open(core::findDataFile("scenarios/objectif-villes/sept-villes-deployed.yaml"), 1)));
}

sf::Event keyPress(sf::Keyboard::Key code) {
  sf::Event e;
  e.type = sf::Event::KeyPressed;
  e.key = {code, false, false, false, false};
  return e;
}

// The map's box, in window pixels, lies inside the map area and fills it along one side.
void expectFitted(const HexView &v) {
  const sf::FloatRect &vp = v.camera().viewport();
  const sf::Vector2f a = v.camera().worldToScreen({0, 0});
  const sf::Vector2f b = v.camera().worldToScreen({v.geometry().width(), v.geometry().height()});
  EXPECT_TRUE(vp.contains(a) && vp.contains(b));
  EXPECT_GT(std::max((b.x - a.x) / vp.width, (a.y - b.y) / vp.height), 0.85f);
}

} // namespace

TEST(HexViewWindow, the_map_stays_fitted_through_resizes_until_the_player_pans_or_zooms) {
  auto v = hexView();
  v->resize({1600, 1000});
  expectFitted(*v);
  const double big = v->camera().scale();
  v->resize({1000, 700});
  EXPECT_EQ(v->camera().viewport(), tableArea({1000, 700}, HexView::kBarHeight, v->panelWidth()));
  expectFitted(*v);
  EXPECT_LT(v->camera().scale(), big);
  v->resize({1920, 1080});
  expectFitted(*v);

  // The player pans: the picture stays as they left it.
  v->handleEvent(keyPress(sf::Keyboard::Left), false, false);
  const double scale = v->camera().scale();
  const core::Vec2 centre = v->camera().center();
  v->resize({1200, 800});
  EXPECT_EQ(v->camera().scale(), scale);
  EXPECT_EQ(v->camera().center().x, centre.x);
  EXPECT_EQ(v->camera().center().y, centre.y);
  // Home fits again, and the map follows the window from there.
  v->handleEvent(keyPress(sf::Keyboard::Home), false, false);
  expectFitted(*v);
  v->resize({1000, 700});
  expectFitted(*v);
}

TEST(HexViewWindow, F1_toggles_the_help_and_Escape_closes_it_first) {
  auto v = hexView();
  v->resize({1600, 1000});
  EXPECT_FALSE(v->helpVisible());
  v->handleEvent(keyPress(sf::Keyboard::F1), false, false);
  EXPECT_TRUE(v->helpVisible());
  v->handleEvent(keyPress(sf::Keyboard::F1), false, false);
  EXPECT_FALSE(v->helpVisible());
  v->handleEvent(keyPress(sf::Keyboard::F1), false, false);
  v->handleEvent(keyPress(sf::Keyboard::Escape), false, false);
  EXPECT_FALSE(v->helpVisible());
  // A key ImGui is using (typing the record's path) is not a shortcut.
  v->handleEvent(keyPress(sf::Keyboard::F1), false, true);
  EXPECT_FALSE(v->helpVisible());
}

TEST(HexViewWindow, the_help_lists_every_shortcut_and_mouse_action) {
  std::string keys, all;
  for (const HelpRow &r : hexHelpRows()) {
    keys += std::string(r.key) + "\n";
    all += std::string(r.key) + " " + r.what + "\n";
  }
  for (const char *k : {"F1", "F12", "Home", "Enter", "Escape", "Ctrl+Z", "Ctrl+S", "Wheel", "+ / -",
                        "Right or middle drag, arrows", "Resolve attack"})
    EXPECT_NE(keys.find(k), std::string::npos) << k;
  for (const char *what : {"placement", "movement", "combat", "retreat", "end the phase", "screenshot", "pan",
                           "zoom", "fit the whole map", "undo", "save"})
    EXPECT_NE(all.find(what), std::string::npos) << what;
}
