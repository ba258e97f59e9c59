// The Objectif Villes screen's pure logic, no window: the hex scene's input filled from the game
// (terrain, rivers, coins, marks), batch sizes, fitting and shortcuts.
#include "ui/ObjectifVillesView.h"
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

} // namespace

TEST(OvScene, every_river_lies_on_the_side_shared_by_its_two_hexes) {
  const ov::Rules r = septVilles();
  const HexSceneInput in = objectifVillesScene(r, ov::initialState(r), {});
  const auto &rivers = r.map.sides("rivers").sides();
  ASSERT_FALSE(rivers.empty());
  ASSERT_EQ(in.sides.size(), rivers.size());
  for (std::size_t i = 0; i < rivers.size(); ++i) {
    EXPECT_EQ(in.sides[i].a, rivers[i].first);
    EXPECT_EQ(in.sides[i].b, rivers[i].second);
  }
  EXPECT_EQ(in.cells.size(), static_cast<std::size_t>(r.map.cells()));
  // Terrain colours and labels readable on each: sea labels light, plain labels dark.
  const core::Hex sea = core::parseHex("0101"), plain = core::parseHex("0302");
  ASSERT_EQ(r.terrainAt(sea), ov::Terrain::Sea);
  ASSERT_EQ(r.terrainAt(plain), ov::Terrain::Plain);
  const HexCellLook &s = in.cells[static_cast<std::size_t>(r.map.index(sea))];
  const HexCellLook &p = in.cells[static_cast<std::size_t>(r.map.index(plain))];
  EXPECT_EQ(s.fill, terrainColor(ov::Terrain::Sea));
  EXPECT_GT(s.label.r + s.label.g + s.label.b, p.label.r + p.label.g + p.label.b);
}

TEST(OvScene, vertex_counts_follow_the_map_and_the_pieces) {
  const ov::Rules r = deployed();
  const ov::State st = ov::initialState(r);
  const HexGeometry g(r.map.columns, r.map.rows);
  const Camera cam = cameraFor(g, 1.0);
  HexBatches b;
  buildHexScene(cam, objectifVillesScene(r, st, {}), b);
  const auto cells = static_cast<std::size_t>(r.map.cells());
  EXPECT_EQ(b.terrain.getVertexCount(), cells * kTerrainVerticesPerHex);
  EXPECT_EQ(b.outlines.getVertexCount(), cells * kOutlineVerticesPerHex);
  EXPECT_EQ(b.sides.getVertexCount(), r.map.sides("rivers").size() * kSideVertices);
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
  OvMarks m;
  m.hovered = core::parseHex("0905");
  m.reach = {{core::parseHex("0603"), 2}, {core::parseHex("0604"), 3}};
  m.path = {core::parseHex("0503"), core::parseHex("0603")};
  HexBatches marked;
  buildHexScene(cam, objectifVillesScene(r, st, m), marked);
  EXPECT_EQ(marked.terrain.getVertexCount(), b.terrain.getVertexCount());
  EXPECT_GT(marked.overlay.getVertexCount(), 0u);
  EXPECT_EQ(marked.texts.size(), b.texts.size() + 2); // the two costs

  // Far out: no labels, and texts stay few.
  Camera far = cam;
  far.setScale(8);
  HexBatches small;
  buildHexScene(far, objectifVillesScene(r, st, {}), small);
  for (const HexText &t : small.texts)
    EXPECT_NE(t.text.size(), 4u) << t.text;
  EXPECT_EQ(small.terrain.getVertexCount(), b.terrain.getVertexCount());
}

TEST(OvScene, texts_are_culled_off_screen_when_zoomed_in) {
  const ov::Rules r = deployed();
  const ov::State st = ov::initialState(r);
  const HexGeometry g(r.map.columns, r.map.rows);
  Camera cam = cameraFor(g, 1.0);
  cam.setScale(120);
  cam.setCenter(g.center(core::parseHex("0908")));
  HexBatches b;
  buildHexScene(cam, objectifVillesScene(r, st, {}), b);
  EXPECT_LT(b.texts.size(), 40u);
  const sf::FloatRect &vp = cam.viewport();
  for (const HexText &t : b.texts) {
    EXPECT_GE(t.center.x, vp.left - 5);
    EXPECT_LE(t.center.x, vp.left + vp.width + 5);
  }
}

namespace {

std::unique_ptr<ObjectifVillesView> hexView() {
  return std::make_unique<ObjectifVillesView>(std::make_unique<OvMatch>(
      OvMatch::open(core::findDataFile("scenarios/objectif-villes/sept-villes-deployed.yaml"), 1)));
}

sf::Event keyPress(sf::Keyboard::Key code) {
  sf::Event e;
  e.type = sf::Event::KeyPressed;
  e.key = {code, false, false, false, false};
  return e;
}

// The map's box, in window pixels, lies inside the map area and fills it along one side.
void expectFitted(const ObjectifVillesView &v) {
  const sf::FloatRect &vp = v.camera().viewport();
  const sf::Vector2f a = v.camera().worldToScreen({0, 0});
  const sf::Vector2f b = v.camera().worldToScreen({v.geometry().width(), v.geometry().height()});
  EXPECT_TRUE(vp.contains(a) && vp.contains(b));
  EXPECT_GT(std::max((b.x - a.x) / vp.width, (a.y - b.y) / vp.height), 0.85f);
}

} // namespace

TEST(OvViewWindow, the_map_stays_fitted_through_resizes_until_the_player_pans_or_zooms) {
  auto v = hexView();
  v->resize({1600, 1000});
  expectFitted(*v);
  const double big = v->camera().scale();
  v->resize({1000, 700});
  EXPECT_EQ(v->camera().viewport(), tableArea({1000, 700}, ObjectifVillesView::kBarHeight, v->panelWidth()));
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

TEST(OvViewWindow, F1_toggles_the_help_and_Escape_closes_it_first) {
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

TEST(OvViewWindow, the_help_lists_every_shortcut_and_mouse_action) {
  std::string keys, all;
  for (const HelpRow &r : objectifVillesHelpRows()) {
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

TEST(OvViewWindow, nothing_is_secret_so_the_curtain_never_falls_and_the_screen_follows_the_side_to_act) {
  auto v = hexView();
  v->resize({1600, 1000});
  EXPECT_FALSE(v->curtain().secrets());
  EXPECT_FALSE(v->curtain().down());
  EXPECT_EQ(v->curtain().atScreen(), 0); // Pile moves first
  EXPECT_EQ(v->shown(), v->match().state());
  ASSERT_TRUE(v->endPhase());
  ASSERT_TRUE(v->endPhase());
  EXPECT_EQ(v->match().state().side, 1);
  EXPECT_FALSE(v->curtain().down());
  EXPECT_EQ(v->curtain().atScreen(), 1);
  EXPECT_EQ(v->shown(), v->match().state());
  // A click goes to the map, not to a curtain.
  sf::Event click;
  click.type = sf::Event::MouseButtonPressed;
  const sf::Vector2f at = v->screenOf(core::parseHex("1503")); // a Face coin
  click.mouseButton = {sf::Mouse::Left, static_cast<int>(at.x), static_cast<int>(at.y)};
  v->handleEvent(click, false, false);
  EXPECT_EQ(v->selected(), core::parseHex("1503"));
}
