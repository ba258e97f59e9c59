// The view's pure logic, no display: camera, picking, overlay geometry, tools, batching.
#include "ui/Camera.h"
#include "ui/Overlays.h"
#include "ui/Picking.h"
#include "ui/TableScene.h"
#include "ui/Tools.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace amiraute::ui {
namespace {

core::Base makeBase(double x, double y, double heading, double length = 2.0, double width = 0.5) {
  core::Base b;
  b.pose = {{x, y}, heading};
  b.length = length;
  b.width = width;
  return b;
}

Camera camera() {
  Camera c;
  c.setViewport({0, 52, 1190, 948});
  c.setCenter({24, 16});
  c.setScale(23);
  return c;
}

TEST(CameraTest, WorldToScreenRoundTrips) {
  Camera c = camera();
  for (core::Vec2 w : {core::Vec2{0, 0}, core::Vec2{48, 32}, core::Vec2{13.25, 7.5}, core::Vec2{-3, 40}}) {
    const core::Vec2 back = c.screenToWorld(c.worldToScreen(w));
    EXPECT_NEAR(back.x, w.x, 1e-4);
    EXPECT_NEAR(back.y, w.y, 1e-4);
  }
}

TEST(CameraTest, NorthIsUpOnTheScreen) {
  Camera c = camera();
  EXPECT_LT(c.worldToScreen({24, 20}).y, c.worldToScreen({24, 10}).y);
  EXPECT_LT(c.worldToScreen({10, 16}).x, c.worldToScreen({20, 16}).x);
  // The centre of the world view is the centre of the viewport.
  const sf::Vector2f mid = c.worldToScreen({24, 16});
  EXPECT_FLOAT_EQ(mid.x, 595);
  EXPECT_FLOAT_EQ(mid.y, 52 + 474);
}

TEST(CameraTest, ZoomAboutTheCursorKeepsThePointUnderIt) {
  Camera c = camera();
  const sf::Vector2f cursor(311, 707);
  const core::Vec2 before = c.screenToWorld(cursor);
  for (double f : {1.15, 1.15, 3.0, 0.2, 1 / 1.15}) {
    c.zoomAbout(cursor, f);
    const core::Vec2 after = c.screenToWorld(cursor);
    EXPECT_NEAR(after.x, before.x, 1e-6);
    EXPECT_NEAR(after.y, before.y, 1e-6);
  }
}

TEST(CameraTest, ZoomIsClamped) {
  Camera c = camera();
  c.zoomAbout({100, 100}, 1e6);
  EXPECT_DOUBLE_EQ(c.scale(), Camera::kMaxScale);
  c.zoomAbout({100, 100}, 1e-9);
  EXPECT_DOUBLE_EQ(c.scale(), Camera::kMinScale);
}

TEST(CameraTest, PanFollowsTheMouse) {
  Camera c = camera();
  const core::Vec2 w = c.screenToWorld({400, 300});
  c.panPixels({25, -40});
  const core::Vec2 moved = c.screenToWorld({425, 260});
  EXPECT_NEAR(moved.x, w.x, 1e-9);
  EXPECT_NEAR(moved.y, w.y, 1e-9);
}

TEST(CameraTest, FitShowsTheWholeTable) {
  Camera c = camera();
  c.zoomAbout({10, 10}, 5);
  c.fit(48, 32, 40);
  const sf::FloatRect &vp = c.viewport();
  const sf::Vector2f tl = c.worldToScreen({0, 32}), br = c.worldToScreen({48, 0});
  EXPECT_GE(tl.x, vp.left + 40 - 1e-3);
  EXPECT_GE(tl.y, vp.top + 40 - 1e-3);
  EXPECT_LE(br.x, vp.left + vp.width - 40 + 1e-3);
  EXPECT_LE(br.y, vp.top + vp.height - 40 + 1e-3);
  // It is tight on one axis.
  const bool tight_x = std::fabs((br.x - tl.x) - (vp.width - 80)) < 1e-2;
  const bool tight_y = std::fabs((br.y - tl.y) - (vp.height - 80)) < 1e-2;
  EXPECT_TRUE(tight_x || tight_y);
}

TEST(CameraTest, ResizingKeepsCentreAndScale) {
  Camera c = camera();
  c.setViewport({0, 52, 700, 500});
  EXPECT_DOUBLE_EQ(c.scale(), 23);
  const core::Vec2 mid = c.screenToWorld({350, 52 + 250});
  EXPECT_NEAR(mid.x, 24, 1e-9);
  EXPECT_NEAR(mid.y, 16, 1e-9);
}

TEST(PickingTest, RotatedBase) {
  // A 2 x 0.5 base heading 45°: a point along the diagonal is on it, one beside it is not.
  const core::Base b = makeBase(10, 10, 45);
  std::vector<PickCandidate> c{{7, b, 0}};
  EXPECT_EQ(pickShip(c, {10.6, 10.6}, 0), 7);
  EXPECT_EQ(pickShip(c, {10.9, 9.1}, 0), -1); // inside the axis-aligned box, outside the base
  EXPECT_EQ(pickShip(c, {10.9, 9.1}, 0.05), -1);
  EXPECT_EQ(pickShip(c, {10.9, 9.1}, 1.1), 7); // within the tolerance: nearest base
}

TEST(PickingTest, OverlappingCandidatesGiveTheTopmost) {
  const core::Base a = makeBase(10, 10, 0), b = makeBase(10, 10.5, 90);
  std::vector<PickCandidate> c{{1, a, 5}, {2, b, 9}};
  EXPECT_EQ(pickShip(c, {10, 10.5}, 0), 2);
  c[0].z = 10;
  EXPECT_EQ(pickShip(c, {10, 10.5}, 0), 1);
  EXPECT_EQ(pickShip(c, {10, 9.2}, 0), 1); // only a
  EXPECT_EQ(pickShip(c, {30, 30}, 0.5), -1);
}

TEST(OverlayTest, RangeRingIsTheBaseOffsetByTheRadius) {
  const core::Base b = makeBase(5, 5, 30, 2, 0.5);
  for (double r : {1.0, 2.5, 6.0}) {
    const auto ring = offsetBasePolygon(b, r, 8);
    ASSERT_EQ(ring.size(), 36u);
    for (const auto &p : ring) {
      const double d = core::length(closestPointOnBase(b, p) - p);
      EXPECT_NEAR(d, r, 1e-9);
    }
  }
  // Same vertex count at every radius, so bands can be stitched.
  EXPECT_EQ(offsetBasePolygon(b, 0, 8).size(), offsetBasePolygon(b, 3, 8).size());
}

TEST(OverlayTest, RingSpansTheBasePlusTwiceTheRadius) {
  const core::Base b = makeBase(0, 0, 0, 2, 0.5);
  const auto ring = offsetBasePolygon(b, 3, 16);
  double minx = 1e9, maxx = -1e9, miny = 1e9, maxy = -1e9;
  for (const auto &p : ring) {
    minx = std::min(minx, p.x);
    maxx = std::max(maxx, p.x);
    miny = std::min(miny, p.y);
    maxy = std::max(maxy, p.y);
  }
  EXPECT_NEAR(maxx - minx, 0.5 + 6, 1e-9);
  EXPECT_NEAR(maxy - miny, 2 + 6, 1e-9);
}

TEST(OverlayTest, LineOfFireEndZones) {
  const auto z = losEndZones({0, 0}, {10, 0}, 1.0);
  ASSERT_EQ(z.size(), 2u);
  EXPECT_NEAR(z[0].a.x, 0, 1e-12);
  EXPECT_NEAR(z[0].b.x, 1, 1e-12);
  EXPECT_NEAR(z[1].a.x, 9, 1e-12);
  EXPECT_NEAR(z[1].b.x, 10, 1e-12);
  // Shorter than two zones: the whole line matters.
  const auto whole = losEndZones({0, 0}, {0, 1.5}, 1.0);
  ASSERT_EQ(whole.size(), 1u);
  EXPECT_NEAR(whole[0].b.y, 1.5, 1e-12);
}

TEST(OverlayTest, CorridorCorners) {
  const auto q = segmentStrip({0, 0}, {4, 0}, 0.5);
  EXPECT_NEAR(q[0].x, 0, 1e-12);
  EXPECT_NEAR(q[0].y, -0.5, 1e-12);
  EXPECT_NEAR(q[1].x, 4, 1e-12);
  EXPECT_NEAR(q[1].y, -0.5, 1e-12);
  EXPECT_NEAR(q[2].x, 4, 1e-12);
  EXPECT_NEAR(q[2].y, 0.5, 1e-12);
  EXPECT_NEAR(q[3].x, 0, 1e-12);
  EXPECT_NEAR(q[3].y, 0.5, 1e-12);
}

TEST(OverlayTest, ReachAreaCorridorAndFan) {
  const core::Base b = makeBase(10, 10, 0, 2, 0.5); // stern at (10, 9)
  const ReachArea r = reachArea(b, 3, 1, 1, 90);
  EXPECT_NEAR(r.corridor[2].y, 9 + 2 + 3, 1e-12); // bow reach: stern + length + 3
  EXPECT_NEAR(r.corridor[0].x, 9.75, 1e-12);
  ASSERT_TRUE(r.has_fan);
  EXPECT_NEAR(r.fan_center.y, 10, 1e-12);  // after the 1 UD straight a pivot needs
  EXPECT_NEAR(r.fan_radius, 2 + 1, 1e-12); // length + (3 - 1 - 1)
  // No pivot when the pivot cannot be paid for.
  EXPECT_FALSE(reachArea(b, 1.5, 1, 1, 90).has_fan);
}

TEST(OverlayTest, Bearings) {
  EXPECT_NEAR(bearingOf({0, 1}), 0, 1e-12);
  EXPECT_NEAR(bearingOf({1, 0}), 90, 1e-12);
  EXPECT_NEAR(bearingOf({0, -1}), 180, 1e-12);
  EXPECT_NEAR(bearingOf({-1, 0}), 270, 1e-12);
  EXPECT_NEAR(turnBetween(350, 20), 30, 1e-12);
  EXPECT_NEAR(turnBetween(20, 350), -30, 1e-12);
}

TEST(ToolsTest, ForwardDragFollowsTheHeadingAndClamps) {
  MoveDrag d;
  d.kind = MoveDrag::Kind::Forward;
  d.ship = 3;
  d.start = makeBase(10, 10, 90);
  d.grab = {10, 10};
  d.remaining = 2.5;
  d.update({11.23, 12}, false); // sideways motion does not count
  EXPECT_NEAR(d.forward, 1.2, 1e-12);
  EXPECT_NEAR(d.preview().pose.center.x, 11.2, 1e-12);
  d.update({20, 10}, false);
  EXPECT_NEAR(d.forward, 2.5, 1e-12);
  d.update({5, 10}, false);
  EXPECT_EQ(d.forward, 0);
  EXPECT_FALSE(d.action().has_value());
  d.update({11.234, 10}, true);
  const auto a = d.action();
  ASSERT_TRUE(a.has_value());
  const auto &m = std::get<haute_mer::MoveForward>(*a);
  EXPECT_EQ(m.ship, 3);
  EXPECT_NEAR(m.distance, 1.23, 1e-12);
}

TEST(ToolsTest, PivotDragTurnsAboutTheSternAndClamps) {
  MoveDrag d;
  d.kind = MoveDrag::Kind::Pivot;
  d.ship = 1;
  d.start = makeBase(10, 10, 0, 2, 0.5); // stern (10, 9)
  d.max_pivot = 90;
  d.update({12, 11}, false); // 45° to starboard of the stern
  EXPECT_NEAR(d.degrees, 45, 1e-9);
  const core::Base p = d.preview();
  EXPECT_NEAR(p.stern().x, 10, 1e-9);
  EXPECT_NEAR(p.stern().y, 9, 1e-9);
  d.update({8, 8}, false); // behind to port: clamped to -90
  EXPECT_NEAR(d.degrees, -90, 1e-9);
  const auto a = d.action();
  ASSERT_TRUE(a.has_value());
  EXPECT_NEAR(std::get<haute_mer::Pivot>(*a).degrees, -90, 1e-9);
}

TEST(ToolsTest, MeasureSnapsToBases) {
  const core::Base a = makeBase(0, 0, 0, 2, 0.5), b = makeBase(5, 0, 0, 2, 0.5);
  const Measurement m = measureBetween(a, {0, 0}, b, {5, 0});
  EXPECT_NEAR(m.distance, 4.5, 1e-5);
  const Measurement free = measureBetween(std::nullopt, {0, 0}, std::nullopt, {3, 4});
  EXPECT_NEAR(free.distance, 5, 1e-12);
  const Measurement half = measureBetween(a, {0, 0}, std::nullopt, {3, 0});
  EXPECT_NEAR(half.distance, 2.75, 1e-12);
}

SceneInput sceneWith(int ships, bool overlays) {
  SceneInput in;
  in.screen = {0, 0, 1600, 1000};
  for (int i = 0; i < ships; ++i) {
    ShipView v;
    v.id = i;
    v.base = makeBase(2 + (i % 20) * 2.2, 2 + (i / 20) * 2.8, (i * 37) % 360, 1.5, 0.4);
    v.side = i % 2;
    v.name = "Ship " + std::to_string(i);
    v.movement = 1 + i % 6;
    v.combat = 1 + (i + 2) % 6;
    v.structure = 1 + (i + 4) % 6;
    v.sunk = i % 17 == 5;
    in.ships.push_back(v);
  }
  if (overlays) {
    in.selected = 0;
    in.rings = SceneInput::Rings{in.ships[0].base, 6, true};
    in.reach = reachArea(in.ships[0].base, 3, 1, 1, 90);
    in.fire = SceneInput::FireLine{{2, 2}, {10, 8}, true, 1, true, "7.2 UD"};
    in.measure = SceneInput::Measure{{1, 1}, {9, 9}, "11.3 UD"};
    in.ghosts.push_back(in.ships[1].base);
  }
  return in;
}

TEST(BatchTest, DrawCallsDoNotGrowWithTheFleet) {
  Camera c;
  c.setViewport({0, 0, 1600, 1000});
  c.fit(48, 32, 20);
  TableScene scene;
  FrameBatches small, big;
  scene.build(c, sceneWith(10, true), small);
  scene.build(c, sceneWith(200, true), big);
  EXPECT_EQ(small.drawCalls(), big.drawCalls());
  EXPECT_LE(big.drawCalls(), 7); // five vertex arrays, two text sizes
  EXPECT_GT(big.bases.getVertexCount(), small.bases.getVertexCount());
  EXPECT_EQ(big.bases.getPrimitiveType(), sf::Triangles);
}

TEST(BatchTest, OffScreenShipsAreCulled) {
  Camera c;
  c.setViewport({0, 0, 1600, 1000});
  c.fit(48, 32, 20);
  TableScene scene;
  FrameBatches all, zoomed;
  scene.build(c, sceneWith(200, false), all);
  c.zoomAbout({10, 990}, 8); // the bottom-left corner only
  scene.build(c, sceneWith(200, false), zoomed);
  EXPECT_LT(zoomed.bases.getVertexCount(), all.bases.getVertexCount() / 4);
}

TEST(BatchTest, NamesAndDiceHideWhenZoomedFarOut) {
  Camera c;
  c.setViewport({0, 0, 1600, 1000});
  c.setCenter({24, 16});
  c.setScale(TableScene::kLabelScale - 1);
  TableScene scene;
  FrameBatches b;
  scene.build(c, sceneWith(50, false), b);
  EXPECT_EQ(b.dice.getVertexCount(), 0u);
  for (const Label &l : b.labels)
    EXPECT_EQ(l.text.rfind("Ship ", 0), std::string::npos) << l.text;
  c.setScale(30);
  scene.build(c, sceneWith(50, false), b);
  EXPECT_GT(b.dice.getVertexCount(), 0u);
}

TEST(BatchTest, EveryLiveShipGetsThreeDiceAndWrecksNone) {
  Camera c;
  c.setViewport({0, 0, 1600, 1000});
  c.fit(48, 32, 20);
  TableScene scene;
  FrameBatches one, wreck;
  SceneInput in = sceneWith(1, false);
  in.ships[0].movement = in.ships[0].combat = in.ships[0].structure = 0; // blank dice, no pips
  scene.build(c, in, one);
  EXPECT_EQ(one.dice.getVertexCount(), 3u * 3 * 6); // shadow, rim, face: two triangles each
  in.ships[0].sunk = true;
  scene.build(c, in, wreck);
  EXPECT_EQ(wreck.dice.getVertexCount(), 0u);
}

TEST(DiceTest, TheyShowOnlyWhereTheDiceOfNeighboursSideBySideCannotTouch) {
  // The default battle's fleets sail in line abreast, 3 UD apart.
  const double spacing = 3;
  const double least = TableScene::diceMinScale(spacing);
  EXPECT_GT(least, TableScene::kDiceScale);
  EXPECT_EQ(TableScene::diceSize(least * 0.99, static_cast<float>(spacing * least * 0.99)), 0);
  EXPECT_GE(TableScene::diceSize(least, static_cast<float>(spacing * least) + 1e-3f),
            TableScene::kMinDieSize);
  // The table fitted in a 1000 x 700 window (12.75 px/UD): hidden; 1280 x 800 (16.8): a little
  // smaller; 1600 x 1000 (23): as they always were.
  EXPECT_EQ(TableScene::diceSize(12.75, 3 * 12.75f), 0);
  EXPECT_GT(TableScene::diceSize(16.8, 3 * 16.8f), 13);
  EXPECT_LT(TableScene::diceSize(16.8, 3 * 16.8f), 14);
  EXPECT_FLOAT_EQ(TableScene::diceSize(23, 3 * 23.f), 14);
  // A ship alone shows them down to kDiceScale; at every zoom and spacing, two rows side by side
  // keep kDiceClearance between them.
  EXPECT_FLOAT_EQ(TableScene::diceSize(TableScene::kDiceScale, 1e9f), 14);
  EXPECT_EQ(TableScene::diceSize(TableScene::kDiceScale - 0.1, 1e9f), 0);
  for (double sp : {0.5, 1.0, 2.0, 3.0, 4.5})
    for (double scale = 2; scale <= 80; scale += 0.25) {
      const float room = static_cast<float>(sp * scale);
      const float ds = TableScene::diceSize(scale, room);
      if (ds == 0) {
        EXPECT_TRUE(scale < TableScene::diceMinScale(sp) + 1e-6) << sp << " UD at " << scale;
        continue;
      }
      EXPECT_GE(ds, TableScene::kMinDieSize);
      EXPECT_LE(3 * ds + 2 * TableScene::kDiceGap + TableScene::kDiceClearance, room + 1e-3f)
          << sp << " UD at " << scale;
      EXPECT_GE(scale, TableScene::diceMinScale(sp) - 1e-6) << sp << " UD at " << scale;
    }
}

/// Ships in line abreast `spacing` UD apart, heading north, with blank dice (no pips): each die
/// is exactly its shadow, rim and face.
SceneInput lineAbreast(int ships, double spacing, double y = 5) {
  SceneInput in;
  in.screen = {0, 0, 1600, 1000};
  for (int i = 0; i < ships; ++i) {
    ShipView v;
    v.id = i;
    v.base = makeBase(10 + i * spacing, y, 0, 2.5, 0.5);
    v.name = "S" + std::to_string(i);
    in.ships.push_back(v);
  }
  return in;
}

/// The dice drawn (their shadows' rectangles) of a scene built from lineAbreast, by ship.
std::vector<std::vector<sf::FloatRect>> diceOf(const FrameBatches &b) {
  std::vector<std::vector<sf::FloatRect>> out;
  const std::size_t per_die = 3 * 6;
  for (std::size_t d = 0; d * per_die < b.dice.getVertexCount(); ++d) {
    float minx = 1e9f, miny = 1e9f, maxx = -1e9f, maxy = -1e9f;
    for (std::size_t v = d * per_die; v < d * per_die + 6; ++v) {
      const sf::Vector2f p = b.dice[v].position;
      minx = std::min(minx, p.x);
      miny = std::min(miny, p.y);
      maxx = std::max(maxx, p.x);
      maxy = std::max(maxy, p.y);
    }
    if (d % 3 == 0) out.emplace_back();
    out.back().emplace_back(minx, miny, maxx - minx, maxy - miny);
  }
  return out;
}

TEST(DiceTest, NeighboursInLineAbreastNeverShareAPixelOfDice) {
  TableScene scene;
  FrameBatches b;
  for (double scale : {12.0, 12.75, 14.5, 16.8, 20.0, 23.0, 29.4, 45.0}) {
    Camera c;
    c.setViewport({0, 0, 1600, 1000});
    c.setCenter({16, 5});
    c.setScale(scale);
    scene.build(c, lineAbreast(5, 3), b);
    const auto dice = diceOf(b);
    if (scale < TableScene::diceMinScale(3)) {
      EXPECT_TRUE(dice.empty()) << scale;
      continue;
    }
    ASSERT_EQ(dice.size(), 5u) << scale;
    for (std::size_t i = 0; i < dice.size(); ++i)
      for (std::size_t j = i + 1; j < dice.size(); ++j)
        for (const sf::FloatRect &a : dice[i])
          for (const sf::FloatRect &d : dice[j])
            EXPECT_FALSE(a.intersects(d)) << "ships " << i << " and " << j << " at " << scale;
  }
  // Rows that are not level do not crowd each other: staggered ships keep their dice, and so does
  // a ship alone, at a zoom where ships side by side lose them.
  Camera c;
  c.setViewport({0, 0, 1600, 1000});
  c.setCenter({16, 5});
  c.setScale(12.75);
  SceneInput staggered = lineAbreast(4, 3);
  for (std::size_t i = 1; i < staggered.ships.size(); i += 2)
    staggered.ships[i].base.pose.center.y += 1.5;
  scene.build(c, staggered, b);
  EXPECT_EQ(diceOf(b).size(), 4u);
  scene.build(c, lineAbreast(1, 3), b);
  EXPECT_EQ(diceOf(b).size(), 1u);
}

} // namespace
} // namespace amiraute::ui
