// The Haute Mer table as a picture, no window (issue 9 and issue 20): a frame costs as many draw
// calls for 200 ships as for 10, off-screen ships are left out, names and dice give way when zoomed
// out or crowded and never sit on one another, each class's silhouette lies inside its base, and a
// state of the shipped battle draws every ship.
#include "games/haute_mer/draw/Table.h"

#include "core/Files.h"
#include "draw/Cairo.h"
#include "games/haute_mer/Rules.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace amiraute::haute_mer {
namespace {

core::Base makeBase(double x, double y, double heading, double length = 2.0, double width = 0.5) {
  core::Base b;
  b.pose = {{x, y}, heading};
  b.length = length;
  b.width = width;
  return b;
}

/// The view of a `width` x `height` pixel area centred on `center` at `scale` pixels per UD.
TableView viewOf(float width, float height, core::Vec2 center, double scale) {
  TableView v;
  v.scale = scale;
  v.visible = {static_cast<float>(center.x - width / 2 / scale),
               static_cast<float>(center.y - height / 2 / scale), static_cast<float>(width / scale),
               static_cast<float>(height / scale)};
  v.text_width = [](const std::string &s, unsigned size) {
    return static_cast<float>(s.size()) * size * 0.6f;
  };
  return v;
}

/// The table `w` x `h` UD fitted in a `width` x `height` area with `margin` pixels around it.
TableView fitted(float width, float height, double w, double h, float margin) {
  const double scale = std::min((width - 2 * margin) / w, (height - 2 * margin) / h);
  return viewOf(width, height, {w / 2, h / 2}, scale);
}

/// Draw calls the screen's back-end makes for a scene: per layer, one batch of shapes, one per
/// picture, one per text size (ui/SceneRenderer).
int drawCalls(const draw::Scene &scene, double scale) {
  int calls = 0;
  for (int layer = 0; layer <= scene.topLayer(); ++layer) {
    calls += std::any_of(scene.shapes().begin(), scene.shapes().end(),
                         [&](const draw::Shape &s) { return s.layer == layer; });
    std::set<std::string> pictures;
    for (const draw::Image &im : scene.images())
      if (im.layer == layer) pictures.insert(im.name);
    std::set<std::pair<bool, long>> sizes;
    for (const draw::Text &t : scene.texts())
      if (t.layer == layer) sizes.insert({t.bold, std::lround(t.size * scale)});
    calls += static_cast<int>(pictures.size() + sizes.size());
  }
  return calls;
}

std::size_t shapesIn(const draw::Scene &scene, int layer) {
  return static_cast<std::size_t>(std::count_if(scene.shapes().begin(), scene.shapes().end(),
                                                [&](const draw::Shape &s) { return s.layer == layer; }));
}

TableInput sceneWith(int ships, bool overlays) {
  TableInput in;
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
    in.rings = TableInput::Rings{in.ships[0].base, 6, true};
    in.reach = reachArea(in.ships[0].base, 3, 1, 1, 90);
    in.fire = TableInput::FireLine{{2, 2}, {10, 8}, true, 1, true, "7.2 UD"};
    in.measure = TableInput::Measure{{1, 1}, {9, 9}, "11.3 UD"};
    in.ghosts.push_back(in.ships[1].base);
  }
  return in;
}

TEST(HauteMerTable, DrawCallsDoNotGrowWithTheFleet) {
  const TableView view = fitted(1600, 1000, 48, 32, 20);
  draw::Scene small, big;
  tableScene(sceneWith(10, true), view, small);
  tableScene(sceneWith(200, true), view, big);
  EXPECT_EQ(drawCalls(small, view.scale), drawCalls(big, view.scale));
  EXPECT_LE(drawCalls(big, view.scale), 7); // four layers of shapes, two text sizes
  EXPECT_GT(shapesIn(big, kShipLayer), shapesIn(small, kShipLayer));
}

TEST(HauteMerTable, OffScreenShipsAreCulled) {
  TableView view = fitted(1600, 1000, 48, 32, 20);
  draw::Scene all, zoomed;
  tableScene(sceneWith(200, false), view, all);
  // The bottom-left corner only: 8 times closer about the pixel (10, 990).
  const core::Vec2 corner = view.world({10, 990});
  view.scale *= 8;
  view.visible = {static_cast<float>(corner.x - 10 / view.scale),
                  static_cast<float>(corner.y + 990 / view.scale - 1000 / view.scale),
                  static_cast<float>(1600 / view.scale), static_cast<float>(1000 / view.scale)};
  tableScene(sceneWith(200, false), view, zoomed);
  EXPECT_LT(shapesIn(zoomed, kShipLayer), shapesIn(all, kShipLayer) / 4);
}

TEST(HauteMerTable, NamesAndDiceHideWhenZoomedFarOut) {
  draw::Scene b;
  tableScene(sceneWith(50, false), viewOf(1600, 1000, {24, 16}, kLabelScale - 1), b);
  EXPECT_EQ(shapesIn(b, kDiceLayer), 0u);
  for (const draw::Text &t : b.texts())
    EXPECT_EQ(t.text.rfind("Ship ", 0), std::string::npos) << t.text;
  b.clear();
  tableScene(sceneWith(50, false), viewOf(1600, 1000, {24, 16}, 30), b);
  EXPECT_GT(shapesIn(b, kDiceLayer), 0u);
}

TEST(HauteMerTable, EveryLiveShipGetsThreeDiceAndWrecksNone) {
  const TableView view = fitted(1600, 1000, 48, 32, 20);
  TableInput in = sceneWith(1, false);
  in.ships[0].movement = in.ships[0].combat = in.ships[0].structure = 0; // blank dice, no pips
  draw::Scene one, wreck;
  tableScene(in, view, one);
  EXPECT_EQ(shapesIn(one, kDiceLayer), 3u * 3); // shadow, rim, face
  in.ships[0].sunk = true;
  tableScene(in, view, wreck);
  EXPECT_EQ(shapesIn(wreck, kDiceLayer), 0u);
}

TEST(HauteMerDice, TheyShowOnlyWhereTheDiceOfNeighboursSideBySideCannotTouch) {
  // The default battle's fleets sail in line abreast, 3 UD apart.
  const double spacing = 3;
  const double least = diceMinScale(spacing);
  EXPECT_GT(least, kDiceScale);
  EXPECT_EQ(diceSize(least * 0.99, static_cast<float>(spacing * least * 0.99)), 0);
  EXPECT_GE(diceSize(least, static_cast<float>(spacing * least) + 1e-3f), kMinDieSize);
  // The table fitted in a 1000 x 700 window (12.75 px/UD): hidden; 1280 x 800 (16.8): a little
  // smaller; 1600 x 1000 (23): as they always were.
  EXPECT_EQ(diceSize(12.75, 3 * 12.75f), 0);
  EXPECT_GT(diceSize(16.8, 3 * 16.8f), 13);
  EXPECT_LT(diceSize(16.8, 3 * 16.8f), 14);
  EXPECT_FLOAT_EQ(diceSize(23, 3 * 23.f), 14);
  // A ship alone shows them down to kDiceScale; at every zoom and spacing, two rows side by side
  // keep kDiceClearance between them.
  EXPECT_FLOAT_EQ(diceSize(kDiceScale, 1e9f), 14);
  EXPECT_EQ(diceSize(kDiceScale - 0.1, 1e9f), 0);
  for (double sp : {0.5, 1.0, 2.0, 3.0, 4.5})
    for (double scale = 2; scale <= 80; scale += 0.25) {
      const float room = static_cast<float>(sp * scale);
      const float ds = diceSize(scale, room);
      if (ds == 0) {
        EXPECT_TRUE(scale < diceMinScale(sp) + 1e-6) << sp << " UD at " << scale;
        continue;
      }
      EXPECT_GE(ds, kMinDieSize);
      EXPECT_LE(3 * ds + 2 * kDiceGap + kDiceClearance, room + 1e-3f) << sp << " UD at " << scale;
      EXPECT_GE(scale, diceMinScale(sp) - 1e-6) << sp << " UD at " << scale;
    }
}

/// Ships in line abreast `spacing` UD apart, heading north, with blank dice (no pips): each die
/// is exactly its shadow, rim and face.
TableInput lineAbreast(int ships, double spacing, double y = 5) {
  TableInput in;
  for (int i = 0; i < ships; ++i) {
    ShipView v;
    v.id = i;
    v.base = makeBase(10 + i * spacing, y, 0, 2.5, 0.5);
    v.name = "S" + std::to_string(i);
    in.ships.push_back(v);
  }
  return in;
}

struct PixelBox {
  float left, top, width, height;
  bool intersects(const PixelBox &o) const {
    return left < o.left + o.width && o.left < left + width && top < o.top + o.height && o.top < top + height;
  }
};

/// The dice drawn (their shadows' rectangles, in the view's pixels), by ship.
std::vector<std::vector<PixelBox>> diceOf(const draw::Scene &scene, const TableView &view) {
  std::vector<std::vector<PixelBox>> out;
  int shape = 0;
  for (const draw::Shape &s : scene.shapes()) {
    if (s.layer != kDiceLayer) continue;
    if (shape++ % 3 != 0) continue; // the shadow, then the rim and the face
    float minx = 1e9f, miny = 1e9f, maxx = -1e9f, maxy = -1e9f;
    for (const draw::Point &p : scene.pointsOf(s)) {
      const draw::Point q = view.pixel({p.x, p.y});
      minx = std::min(minx, q.x);
      miny = std::min(miny, q.y);
      maxx = std::max(maxx, q.x);
      maxy = std::max(maxy, q.y);
    }
    if ((shape - 1) / 3 % 3 == 0) out.emplace_back();
    out.back().push_back({minx, miny, maxx - minx, maxy - miny});
  }
  return out;
}

TEST(HauteMerDice, NeighboursInLineAbreastNeverShareAPixelOfDice) {
  for (double scale : {12.0, 12.75, 14.5, 16.8, 20.0, 23.0, 29.4, 45.0}) {
    const TableView view = viewOf(1600, 1000, {16, 5}, scale);
    draw::Scene b;
    tableScene(lineAbreast(5, 3), view, b);
    const auto dice = diceOf(b, view);
    if (scale < diceMinScale(3)) {
      EXPECT_TRUE(dice.empty()) << scale;
      continue;
    }
    ASSERT_EQ(dice.size(), 5u) << scale;
    for (std::size_t i = 0; i < dice.size(); ++i)
      for (std::size_t j = i + 1; j < dice.size(); ++j)
        for (const PixelBox &a : dice[i])
          for (const PixelBox &d : dice[j])
            EXPECT_FALSE(a.intersects(d)) << "ships " << i << " and " << j << " at " << scale;
  }
  // Rows that are not level do not crowd each other: staggered ships keep their dice, and so does
  // a ship alone, at a zoom where ships side by side lose them.
  const TableView view = viewOf(1600, 1000, {16, 5}, 12.75);
  TableInput staggered = lineAbreast(4, 3);
  for (std::size_t i = 1; i < staggered.ships.size(); i += 2)
    staggered.ships[i].base.pose.center.y += 1.5;
  draw::Scene b;
  tableScene(staggered, view, b);
  EXPECT_EQ(diceOf(b, view).size(), 4u);
  b.clear();
  tableScene(lineAbreast(1, 3), view, b);
  EXPECT_EQ(diceOf(b, view).size(), 1u);
}

// ---- names (issue 9: on a crowded table they never sit on one another) -----------------------------

/// Two fleets in line abreast 1.6 UD apart, as in the 22-ship battle but closer, and wrecks among them.
TableInput crowded() {
  TableInput in;
  for (int i = 0; i < 40; ++i) {
    ShipView v;
    v.id = i;
    v.base = makeBase(3 + (i % 20) * 1.6, i < 20 ? 6 : 9, i < 20 ? 0 : 180, 1.5, 0.4);
    v.side = i < 20 ? 0 : 1;
    v.name = "Navire " + std::to_string(i);
    v.movement = v.combat = v.structure = 3;
    v.sunk = i % 7 == 3;
    in.ships.push_back(v);
  }
  in.selected = 12;
  return in;
}

/// A name's box in the view's pixels, as wide as the view's text_width says.
PixelBox boxOf(const draw::Text &t, const TableView &view) {
  const draw::Point at = view.pixel({t.at.x, t.at.y});
  const auto size = static_cast<unsigned>(std::lround(t.size * view.scale));
  const float w = view.text_width(t.text, size) + 4, h = static_cast<float>(size) + 2;
  const float x = t.horizontal == draw::Align::Middle ? at.x - w / 2
                  : t.horizontal == draw::Align::End  ? at.x - w + 2
                                                      : at.x - 2;
  return {x, at.y - h / 2, w, h};
}

std::vector<const draw::Text *> textsStarting(const draw::Scene &scene, const std::string &prefix) {
  std::vector<const draw::Text *> out;
  for (const draw::Text &t : scene.texts())
    if (t.text.rfind(prefix, 0) == 0) out.push_back(&t);
  return out;
}

TEST(HauteMerNames, OnACrowdedTableNoNameSitsOnAnother) {
  const TableView view = fitted(700, 648, 36, 16, 20); // about 18 px per UD: names wider than the gaps
  ASSERT_GE(view.scale, kLabelScale);
  draw::Scene scene;
  tableScene(crowded(), view, scene);
  const auto names = textsStarting(scene, "Navire ");
  ASSERT_GE(names.size(), 12u); // crowded, not emptied
  for (std::size_t a = 0; a < names.size(); ++a)
    for (std::size_t b = a + 1; b < names.size(); ++b)
      EXPECT_FALSE(boxOf(*names[a], view).intersects(boxOf(*names[b], view)))
          << names[a]->text << " / " << names[b]->text;
  EXPECT_TRUE(
      std::any_of(names.begin(), names.end(), [](const draw::Text *t) { return t->text == "Navire 12"; }));
}

TEST(HauteMerNames, TwoWrecksSideBySideKeepTwoSeparateNames) {
  const TableView view = fitted(700, 648, 36, 16, 20);
  TableInput in;
  for (int i = 0; i < 2; ++i) {
    ShipView v;
    v.id = i;
    v.base = makeBase(10 + i * 1.2, 8, 0, 1.5, 0.4);
    v.name = i ? "Emden" : "Leipzig";
    v.sunk = true;
    in.ships.push_back(v);
  }
  draw::Scene scene;
  tableScene(in, view, scene);
  std::vector<const draw::Text *> names;
  for (const draw::Text &t : scene.texts())
    if (t.text == "Leipzig" || t.text == "Emden") names.push_back(&t);
  ASSERT_EQ(names.size(), 2u);
  EXPECT_FALSE(boxOf(*names[0], view).intersects(boxOf(*names[1], view)));
}

// ---- silhouettes (issue 9)
// -----------------------------------------------------------------------------------------

TEST(HauteMerShipArt, TheSilhouetteLiesInsideTheBaseRectangle) {
  const TableView view = fitted(800, 600, 20, 15, 10);
  TableInput in;
  ShipView v;
  v.id = 0;
  v.base = makeBase(10, 7, 30, 2, 0.5);
  v.name = "Richelieu";
  v.movement = v.combat = v.structure = 3;
  v.art = "cuirasse";
  in.ships.push_back(v);
  draw::Scene scene;
  tableScene(in, view, scene);
  ASSERT_EQ(scene.images().size(), 1u);
  const draw::Image &art = scene.images().front();
  EXPECT_EQ(art.name, "ships/cuirasse");
  // Every corner of the picture (drawn bow to the right, turned clockwise) is inside the base,
  // short of its edge but close to it: the picture covers the base.
  const core::Vec2 along = core::headingVector(90 + art.rotation), across{along.y, -along.x};
  const core::Vec2 f = core::headingVector(30);
  for (int sx : {-1, 1})
    for (int sy : {-1, 1}) {
      const core::Vec2 corner = core::Vec2{art.center.x, art.center.y} + along * (sx * art.width / 2.0) +
                                across * (sy * art.height / 2.0);
      const core::Vec2 d = corner - v.base.pose.center;
      const double l = std::fabs(core::dot(d, f)), a = std::fabs(d.x * f.y - d.y * f.x);
      EXPECT_LT(l, 1.0);
      EXPECT_LT(a, 0.25);
      EXPECT_GT(l, 0.9);
    }
  in.ships[0].sunk = true; // a wreck: no silhouette
  draw::Scene wreck;
  tableScene(in, view, wreck);
  EXPECT_TRUE(wreck.images().empty());
}

TEST(HauteMerTable, TheShippedBattleDrawsEveryShipToAFile) {
  const Scenario sc = loadScenario(core::findDataFile("scenarios/haute-mer/battle.yaml"));
  const State st = initialState(sc);
  TableInput in;
  in.table_width = sc.table->width;
  in.table_height = sc.table->height;
  in.ships = shipsOf(sc, st);
  ASSERT_EQ(in.ships.size(), st.ships.size());
  in.caption = sc.title;
  const TableView view = fitted(1200, 800, in.table_width, in.table_height, 30);
  draw::Scene scene;
  tableScene(in, view, scene);
  EXPECT_EQ(scene.images().size(), in.ships.size()); // a silhouette on every base
  EXPECT_FALSE(textsStarting(scene, sc.title).empty());
  const std::string out = ::testing::TempDir() + "haute-mer-table.png";
  const draw::Transform t{view.scale, -view.scale, -view.visible.x * view.scale,
                          (view.visible.y + view.visible.height) * view.scale};
  EXPECT_EQ(draw::writePicture(out, scene, t, 1200, 800, draw::Color(17, 23, 31)), "");
  EXPECT_GT(std::filesystem::file_size(out), 10000u);
}

} // namespace
} // namespace amiraute::haute_mer
