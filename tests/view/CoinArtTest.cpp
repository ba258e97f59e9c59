// The Objectif Villes coin faces (issue 9): Pile's numeral and Face's head, one SVG each in
// assets/coins, drawn by librsvg; the scene lays each side's picture over its coins, inside the
// side's rim, and keeps the letter only for when the picture cannot be drawn.
#include "core/Files.h"
#include "games/objectif_villes/Engine.h"
#include "ui/CardArt.h"
#include "ui/ObjectifVillesView.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <utility>

using namespace amiraute;
using namespace amiraute::ui;
namespace ov = amiraute::objectif_villes;

namespace {

std::string coinFile(int side) { return core::findDataFile(std::string("assets/") + coinArt(side) + ".svg"); }

/// Pixels dark enough to be the motif (the numeral, the head) and opaque.
int motifPixels(const sf::Image &img) {
  int n = 0;
  for (unsigned y = 0; y < img.getSize().y; ++y)
    for (unsigned x = 0; x < img.getSize().x; ++x) {
      const sf::Color c = img.getPixel(x, y);
      if (c.a > 200 && c.r < 130) ++n;
    }
  return n;
}

TEST(CoinArt, EachSideHasItsOwnFaceInAssetsCoins) {
  EXPECT_STREQ(coinArt(0), "coins/pile");
  EXPECT_STREQ(coinArt(1), "coins/face");
  for (int side = 0; side < 2; ++side)
    EXPECT_TRUE(std::filesystem::is_regular_file(coinFile(side))) << coinFile(side);
}

TEST(CoinArt, BothFacesRasteriseRoundWithAMotifLegibleAtThirtyPixels) {
  if (!svgSupported()) GTEST_SKIP() << "built without librsvg";
  sf::Image big[2];
  for (int side = 0; side < 2; ++side) {
    std::string error;
    auto image = rasterizeSvg(coinFile(side), kCoinArtSize, kCoinArtSize, &error);
    ASSERT_TRUE(image.has_value()) << coinArt(side) << ": " << error;
    big[side] = *image;
    const unsigned mid = kCoinArtSize / 2;
    // A disc: opaque in the middle and along the inside of its edge, clear in the corners.
    EXPECT_GT(image->getPixel(mid, 6).a, 200) << coinArt(side);
    EXPECT_GT(image->getPixel(6, mid).a, 200) << coinArt(side);
    for (const auto &[x, y] : {std::pair{1u, 1u},
                               {kCoinArtSize - 2, 1u},
                               {1u, kCoinArtSize - 2},
                               {kCoinArtSize - 2, kCoinArtSize - 2}})
      EXPECT_LT(image->getPixel(x, y).a, 30) << coinArt(side) << " corner " << x << "," << y;
    // The motif is bold: at the size a coin has on the map (about 30 pixels) it still covers a
    // good part of the face, not a few stray pixels.
    auto small = rasterizeSvg(coinFile(side), 30, 30, &error);
    ASSERT_TRUE(small.has_value()) << error;
    EXPECT_GT(motifPixels(*small), 90) << coinArt(side) << " is too thin to read at 30 px";
    EXPECT_LT(motifPixels(*small), 500) << coinArt(side) << " is a dark blot";
  }
  // The two faces differ in drawing, not only in the colour the screen gives them.
  int differ = 0;
  for (unsigned y = 0; y < kCoinArtSize; ++y)
    for (unsigned x = 0; x < kCoinArtSize; ++x) {
      const sf::Color a = big[0].getPixel(x, y), b = big[1].getPixel(x, y);
      if (std::abs(a.r - b.r) > 80) ++differ;
    }
  EXPECT_GT(differ, static_cast<int>(kCoinArtSize * kCoinArtSize / 10));
}

TEST(CoinArt, EveryCoinOnTheMapIsDrawnWithItsSidesPictureInsideItsRim) {
  const ov::Rules r =
      ov::loadRules(core::findDataFile("scenarios/objectif-villes/sept-villes-deployed.yaml"));
  const ov::State s = ov::initialState(r);
  OvMarks marks;
  marks.ghost = core::parseHex("0908");
  marks.ghost_side = 1;
  const HexSceneInput in = objectifVillesScene(r, s, marks);
  int coins[2] = {0, 0};
  for (const HexToken &t : in.tokens) {
    const int side = t.art == coinArt(0) ? 0 : 1;
    ASSERT_EQ(t.art, coinArt(side));
    EXPECT_EQ(t.rim, coinRim(side)) << "the side's rim stays around the picture";
    EXPECT_EQ(t.face, coinFace(side)) << "the picture takes the side's colour";
    ++coins[side];
  }
  EXPECT_EQ(coins[0], 10);
  EXPECT_EQ(coins[1], 11); // and the ghost of a coin about to be placed

  HexGeometry g(r.map.columns, r.map.rows);
  Camera cam;
  cam.setViewport({0, 52, 1200, 948});
  cam.fit(g.width(), g.height(), 22);
  HexBatches b;
  buildHexScene(cam, in, b);
  ASSERT_EQ(b.art.count("coins/pile"), 1u);
  ASSERT_EQ(b.art.count("coins/face"), 1u);
  EXPECT_EQ(b.art.at("coins/pile").getVertexCount(), 10u * kCoinSegments * 3u);
  EXPECT_EQ(b.art.at("coins/face").getVertexCount(), 11u * kCoinSegments * 3u);
  // Each picture lies inside its coin's rim: no vertex farther from a coin's centre than the face.
  const sf::VertexArray &pile = b.art.at("coins/pile");
  const float radius = static_cast<float>(cam.scale() * kCoinRadius);
  for (std::size_t k = 0; k < pile.getVertexCount(); k += 3) {
    const sf::Vector2f centre = pile[k].position;
    for (std::size_t j = 1; j < 3; ++j) {
      const sf::Vector2f d = pile[k + j].position - centre;
      EXPECT_LT(std::hypot(d.x, d.y), radius * 0.9f);
      EXPECT_GT(std::hypot(d.x, d.y), radius * 0.8f);
    }
  }
  // The letters stay only as the pictures' stand-ins.
  int letters = 0;
  for (const HexText &t : b.texts)
    if (t.text == "P" || t.text == "F") {
      ++letters;
      EXPECT_EQ(t.unless_art, t.text == "P" ? "coins/pile" : "coins/face");
    }
  EXPECT_EQ(letters, 21);
}

} // namespace
