// The ship silhouettes (issue 9): one SVG per class of the standard fleet in assets/ships, drawn by
// librsvg; the scene lays each over its base, inside the base rectangle, which stays visible.
#include "core/Files.h"
#include "games/haute_mer/Rules.h"
#include "ui/CardArt.h"
#include "ui/TableScene.h"

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <string>

namespace amiraute::ui {
namespace {

TEST(ShipArt, EveryClassOfTheStandardFleetHasASilhouetteSeenFromAbove) {
  if (!svgSupported()) GTEST_SKIP() << "built without librsvg";
  std::map<std::string, haute_mer::ShipClass> classes;
  haute_mer::loadFleetFile(core::findDataFile("fleets/haute-mer/standard.yaml"), classes);
  ASSERT_EQ(classes.size(), 6u);
  for (const auto &[id, cls] : classes) {
    std::string error;
    const auto image = rasterizeSvg(core::findDataFile("assets/ships/" + id + ".svg"), kShipArtWidth,
                                    kShipArtHeight, &error);
    ASSERT_TRUE(image.has_value()) << id << ": " << error;
    // A hull along the middle, a pointed bow on the right: the bow's corners stay clear.
    EXPECT_GT(image->getPixel(kShipArtWidth / 2, kShipArtHeight / 2).a, 200) << id;
    EXPECT_LT(image->getPixel(kShipArtWidth - 2, 2).a, 40) << id;
    EXPECT_LT(image->getPixel(kShipArtWidth - 2, kShipArtHeight - 3).a, 40) << id;
  }
}

TEST(ShipArt, TheSilhouetteLiesInsideTheBaseRectangle) {
  Camera cam;
  cam.setViewport({0, 0, 800, 600});
  cam.fit(20, 15, 10);
  SceneInput in;
  in.screen = {0, 0, 800, 600};
  ShipView v;
  v.id = 0;
  v.base.pose = {{10, 7}, 30};
  v.base.length = 2;
  v.base.width = 0.5;
  v.name = "Richelieu";
  v.movement = v.combat = v.structure = 3;
  v.art = "cuirasse";
  in.ships.push_back(v);
  TableScene scene;
  FrameBatches out;
  scene.build(cam, in, out);
  ASSERT_EQ(out.art.count("cuirasse"), 1u);
  const sf::VertexArray &quad = out.art.at("cuirasse");
  ASSERT_EQ(quad.getVertexCount(), 6u);
  // Every corner of the picture is inside the base (seen on screen), short of its edge.
  for (std::size_t k = 0; k < quad.getVertexCount(); ++k) {
    const core::Vec2 w = cam.screenToWorld(quad[k].position);
    const core::Vec2 d = w - v.base.pose.center;
    const core::Vec2 f = core::headingVector(30);
    const double along = std::fabs(core::dot(d, f)), across = std::fabs(d.x * f.y - d.y * f.x);
    EXPECT_LT(along, 1.0) << k;
    EXPECT_LT(across, 0.25) << k;
    EXPECT_GT(along, 0.9) << k; // but close to it: the picture covers the base
  }
  in.ships[0].sunk = true; // a wreck: no silhouette
  scene.build(cam, in, out);
  EXPECT_EQ(out.art["cuirasse"].getVertexCount(), 0u);
}

} // namespace
} // namespace amiraute::ui
