// The Objectif Villes picture, no window: terrain and rivers filled from the scenario, the coins
// (issue 9: Pile's numeral and Face's head, one SVG each in assets/coins, laid over each coin inside
// its side's rim, the letter kept only for when the picture cannot be drawn), the marks, and what the
// scene holds at several zooms.
#include "games/objectif_villes/draw/Scene.h"
#include "core/Files.h"
#include "games/objectif_villes/Engine.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string>

namespace amiraute::objectif_villes {
namespace {

Rules septVilles() { return loadRules(core::findDataFile("scenarios/objectif-villes/sept-villes.yaml")); }
Rules deployed() {
  return loadRules(core::findDataFile("scenarios/objectif-villes/sept-villes-deployed.yaml"));
}

/// The map fitted in a 1200 x 948 pixel table with a margin of 22 pixels, times `zoom`, seeing the
/// whole map (or, zoomed in, the part about `centre`).
draw::MapView viewFor(const Rules &r, double zoom, std::optional<core::Hex> centre = std::nullopt) {
  const draw::HexGeometry g(r.map.columns, r.map.rows);
  draw::MapView v;
  v.scale = std::min((1200 - 44) / g.width(), (948 - 44) / g.height()) * zoom;
  const float w = static_cast<float>(1200 / v.scale), h = static_cast<float>(948 / v.scale);
  core::Vec2 c{g.width() / 2, g.height() / 2};
  if (centre) c = g.center(*centre);
  v.visible = {static_cast<float>(c.x) - w / 2, static_cast<float>(c.y) - h / 2, w, h};
  return v;
}

draw::Scene built(const draw::HexSceneInput &in, const draw::MapView &view) {
  draw::Scene s;
  draw::buildHexScene(in, view, s);
  return s;
}

std::size_t shapesOn(const draw::Scene &s, int layer, std::optional<draw::Shape::Kind> kind = std::nullopt) {
  return static_cast<std::size_t>(
      std::count_if(s.shapes().begin(), s.shapes().end(),
                    [&](const draw::Shape &x) { return x.layer == layer && (!kind || x.kind == *kind); }));
}

std::string coinFile(int side) { return core::findDataFile(std::string("assets/") + coinArt(side) + ".svg"); }

TEST(OvScene, every_river_lies_on_the_side_shared_by_its_two_hexes) {
  const Rules r = septVilles();
  const draw::HexSceneInput in = mapScene(r, initialState(r), {});
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
  ASSERT_EQ(r.terrainAt(sea), Terrain::Sea);
  ASSERT_EQ(r.terrainAt(plain), Terrain::Plain);
  const draw::HexCellLook &s = in.cells[static_cast<std::size_t>(r.map.index(sea))];
  const draw::HexCellLook &p = in.cells[static_cast<std::size_t>(r.map.index(plain))];
  EXPECT_EQ(s.fill, terrainColor(Terrain::Sea));
  EXPECT_GT(s.label.r + s.label.g + s.label.b, p.label.r + p.label.g + p.label.b);
}

TEST(OvScene, shapes_follow_the_map_and_the_pieces) {
  const Rules r = deployed();
  const State st = initialState(r);
  const draw::MapView fitted = viewFor(r, 1.0);
  const draw::Scene s = built(mapScene(r, st, {}), fitted);
  const auto cells = static_cast<std::size_t>(r.map.cells());
  // Each hex a fill and an outline; each river a line along its hexside.
  EXPECT_EQ(shapesOn(s, draw::kTerrainLayer, draw::Shape::Kind::Polygon), cells);
  EXPECT_EQ(shapesOn(s, draw::kTerrainLayer, draw::Shape::Kind::Band), cells);
  EXPECT_EQ(shapesOn(s, draw::kTerrainLayer, draw::Shape::Kind::Stroke), r.map.sides("rivers").size());
  EXPECT_EQ(shapesOn(s, draw::kOverlayLayer), 0u);
  const std::size_t coins = 20;
  ASSERT_EQ(shapesOn(s, draw::kPiecesLayer) % coins, 0u);
  EXPECT_GT(shapesOn(s, draw::kPiecesLayer) / coins, 0u);
  // Every label is in view at the fitted zoom, plus one glyph per coin.
  std::size_t labels = 0, glyphs = 0;
  for (const draw::Text &t : s.texts()) {
    if (t.text.size() == 4) ++labels;
    if (t.text == "P" || t.text == "F") ++glyphs;
  }
  EXPECT_EQ(labels, cells);
  EXPECT_EQ(glyphs, coins);

  // Marks add overlay shapes and never change the map's.
  Marks m;
  m.hovered = core::parseHex("0905");
  m.reach = {{core::parseHex("0603"), 2}, {core::parseHex("0604"), 3}};
  m.path = {core::parseHex("0503"), core::parseHex("0603")};
  const draw::Scene marked = built(mapScene(r, st, m), fitted);
  EXPECT_EQ(shapesOn(marked, draw::kTerrainLayer), shapesOn(s, draw::kTerrainLayer));
  EXPECT_GT(shapesOn(marked, draw::kOverlayLayer), 0u);
  EXPECT_EQ(marked.texts().size(), s.texts().size() + 2); // the two costs

  // Far out: no labels, and the map's shapes are the same.
  draw::MapView far = fitted;
  far.scale = 8;
  const draw::Scene small = built(mapScene(r, st, {}), far);
  for (const draw::Text &t : small.texts())
    EXPECT_NE(t.text.size(), 4u) << t.text;
  EXPECT_EQ(shapesOn(small, draw::kTerrainLayer), shapesOn(s, draw::kTerrainLayer));
}

TEST(OvScene, texts_are_left_out_off_view_when_zoomed_in) {
  const Rules r = deployed();
  const State st = initialState(r);
  const draw::MapView base = viewFor(r, 1.0);
  const draw::MapView close = viewFor(r, 120 / base.scale, core::parseHex("0908"));
  ASSERT_NEAR(close.scale, 120, 1e-6);
  const draw::Scene s = built(mapScene(r, st, {}), close);
  EXPECT_LT(s.texts().size(), 40u);
  const float margin = static_cast<float>(5 / close.scale);
  for (const draw::Text &t : s.texts()) {
    EXPECT_GE(t.at.x, close.visible.x - margin);
    EXPECT_LE(t.at.x, close.visible.x + close.visible.width + margin);
  }
}

TEST(CoinArt, EachSideHasItsOwnFaceInAssetsCoins) {
  EXPECT_STREQ(coinArt(0), "coins/pile");
  EXPECT_STREQ(coinArt(1), "coins/face");
  for (int side = 0; side < 2; ++side)
    EXPECT_TRUE(std::filesystem::is_regular_file(coinFile(side))) << coinFile(side);
}

TEST(CoinArt, EveryCoinOnTheMapIsDrawnWithItsSidesPictureInsideItsRim) {
  const Rules r = deployed();
  const State s = initialState(r);
  Marks marks;
  marks.ghost = core::parseHex("0908");
  marks.ghost_side = 1;
  const draw::HexSceneInput in = mapScene(r, s, marks);
  int coins[2] = {0, 0};
  for (const draw::HexToken &t : in.tokens) {
    const int side = t.art == coinArt(0) ? 0 : 1;
    ASSERT_EQ(t.art, coinArt(side));
    EXPECT_EQ(t.rim, coinRim(side)) << "the side's rim stays around the picture";
    EXPECT_EQ(t.face, coinFace(side)) << "the picture takes the side's colour";
    ++coins[side];
  }
  EXPECT_EQ(coins[0], 10);
  EXPECT_EQ(coins[1], 11); // and the ghost of a coin about to be placed

  const draw::Scene scene = built(in, viewFor(r, 1.0));
  int pictures[2] = {0, 0};
  const float radius = static_cast<float>(draw::kCoinRadius);
  for (const draw::Image &im : scene.images()) {
    const int side = im.name == coinArt(0) ? 0 : 1;
    ASSERT_EQ(im.name, coinArt(side));
    ++pictures[side];
    // Each picture is cut round inside its coin's rim: no farther from the centre than the face.
    EXPECT_TRUE(im.round);
    EXPECT_LT(im.width / 2, radius * 0.9f);
    EXPECT_GT(im.width / 2, radius * 0.8f);
    EXPECT_EQ(im.width, im.height);
    EXPECT_EQ(im.layer, draw::kPiecesLayer);
  }
  EXPECT_EQ(pictures[0], 10);
  EXPECT_EQ(pictures[1], 11);
  // The letters stay only as the pictures' stand-ins.
  int letters = 0;
  for (const draw::Text &t : scene.texts())
    if (t.text == "P" || t.text == "F") {
      ++letters;
      EXPECT_EQ(t.unless_image, t.text == "P" ? "coins/pile" : "coins/face");
    }
  EXPECT_EQ(letters, 21);
}

} // namespace
} // namespace amiraute::objectif_villes
