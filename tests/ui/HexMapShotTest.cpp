// The hex map scene (draw/HexMap.h) drawn for real by the screen's back-end (ui/SceneRenderer, off
// screen, under Xvfb): every terrain pattern, overlay and token kind the hex games use, in one
// picture saved for a person to look at (AMIRAUTE_SHOT_DIR, default /tmp): hexmap-kinds.png, and a
// close-up, hexmap-kinds-detail.png.
#include "Driver.h"
#include "core/hex/Map.h"
#include "core/hex/Pose.h"
#include "draw/HexMap.h"
#include "ui/SceneRenderer.h"

#include <gtest/gtest.h>

#include <SFML/Graphics/Image.hpp>
#include <SFML/Graphics/RenderTexture.hpp>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace amiraute::draw {
namespace {

using core::Hex;
using core::parseHex;

const Color kBlue{70, 130, 220}, kBlueRim{26, 60, 120}, kRed{214, 72, 60}, kRedRim{110, 28, 22};

/// A 12 x 9 board of every kind: space (void, asteroids, a force field, a black hole, a
/// planetoid), sea and land; ships, planes, NATO units and a coin; a zone, a cone, a reach, paths.
HexSceneInput demo() {
  HexSceneInput in;
  in.columns = 12;
  in.rows = 9;
  const core::HexGridShape shape{12, 9};
  const char *rows[] = {"~~~~~~..vvvv", "~~~~~~..vavv", "~~~~~...vvvv", "~~~~....vfvv", "~~~~...vvvbv",
                        "~~~.....vvvv", "~~~.....vvpv", "~~~~....vvvv", "~~~~~...vvvv"};
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 12; ++c) {
      HexCellLook look;
      switch (rows[r][c]) {
      case '~':
        look.fill = {46, 96, 158}, look.label = {190, 215, 245, 150}, look.edge = {18, 26, 20, 50};
        look.pattern = HexPattern::Waves, look.ink = {150, 200, 255, 70};
        break;
      case '.': look.fill = {166, 204, 118}; break;
      case 'v':
        look.fill = {22, 26, 46}, look.label = {150, 160, 200, 170}, look.edge = {80, 90, 130, 90};
        break;
      case 'a':
        look.fill = {60, 58, 70}, look.label = {220, 220, 230, 200};
        look.pattern = HexPattern::Dots, look.ink = {170, 160, 150, 230};
        break;
      case 'f':
        look.fill = {30, 60, 90}, look.label = {200, 240, 255, 200};
        look.pattern = HexPattern::Rings, look.ink = {120, 230, 255, 200};
        break;
      case 'b':
        look.fill = {10, 6, 18}, look.label = {200, 180, 255, 170};
        look.pattern = HexPattern::Swirl, look.ink = {170, 110, 255, 220};
        break;
      case 'p':
        look.fill = {110, 104, 96}, look.label = {240, 235, 225, 210};
        look.pattern = HexPattern::Hatching, look.ink = {60, 54, 48, 150};
        break;
      }
      in.cells.push_back(look);
    }
  in.sides.push_back({parseHex("0604"), parseHex("0704")});
  in.sides.push_back({parseHex("0604"), parseHex("0605")});
  // The lighthouses' zone, dashed, through four corners.
  const Hex corners[] = {parseHex("0202"), parseHex("0502"), parseHex("0207"), parseHex("0507")};
  HexZone zone;
  for (const Hex h : core::hexesInside(shape, corners))
    zone.hexes.push_back(h);
  zone.dashed = true;
  zone.line = {255, 244, 200, 210};
  in.zones.push_back(zone);
  // A planet's hexes, outlined and tinted.
  in.zones.push_back({{parseHex("1101"), parseHex("1201"), parseHex("1102")},
                      {120, 220, 140, 230},
                      {120, 220, 140, 40},
                      0.07f,
                      false});
  // A three-master's starboard broadside, and a frigate.
  in.sectors.push_back({parseHex("0304"), 3, 3, {255, 140, 60, 55}});
  HexToken ship;
  ship.shape = TokenShape::Bar;
  ship.hex = parseHex("0304");
  ship.facing = 2;
  ship.length = 2;
  ship.face = kBlue;
  ship.rim = kBlueRim;
  ship.ink = {250, 250, 255};
  ship.glyph = "17";
  ship.halos = {{draw::Color(255, 255, 255, 200), 1.06f, 1.22f}};
  in.tokens.push_back(ship);
  HexToken frigate = ship;
  frigate.hex = parseHex("0406");
  frigate.facing = 5;
  frigate.length = 1;
  frigate.face = kRed;
  frigate.rim = kRedRim;
  frigate.glyph = "9";
  frigate.halos.clear();
  in.tokens.push_back(frigate);
  // A ghost path (an order being written), its arrowhead at the end.
  in.paths.push_back({{parseHex("0304"), parseHex("0403"), parseHex("0503"), parseHex("0502")},
                      {255, 255, 255, 190},
                      0.09f,
                      true,
                      false,
                      false,
                      true});
  // Planes with their facings, one dimmed (moved).
  HexToken plane;
  plane.shape = TokenShape::Plane;
  plane.hex = parseHex("0708");
  plane.facing = 1;
  plane.face = kBlue;
  plane.rim = kBlueRim;
  plane.ink = {255, 255, 255};
  plane.glyph = "3";
  in.tokens.push_back(plane);
  plane.hex = parseHex("0806");
  plane.facing = 4;
  plane.face = kRed;
  plane.rim = kRedRim;
  plane.glyph = "7";
  plane.dim = true;
  in.tokens.push_back(plane);
  // A line of fire two hexes ahead.
  in.paths.push_back(
      {{parseHex("0708"), parseHex("0707"), parseHex("0706")}, {255, 90, 70, 200}, 0.06f, true});
  // NATO units, a reach from the infantry with a force field's bonus, a selected artillery.
  for (const auto &r :
       std::vector<std::pair<const char *, int>>{{"1004", 1}, {"0904", 2}, {"0905", 2}, {"1005", 2}})
    in.highlights.push_back({parseHex(r.first),
                             {255, 246, 190, 90},
                             draw::Color::transparent(),
                             0.07f,
                             std::to_string(r.second)});
  in.highlights.push_back(
      {parseHex("1004"), draw::Color::transparent(), draw::Color::transparent(), 0.07f, "", "+1"});
  const struct {
    const char *hex;
    UnitSymbol symbol;
    const char *values;
    bool blue;
  } units[] = {{"0903", UnitSymbol::Infantry, "4-5", true},
               {"1003", UnitSymbol::Cavalry, "2-6", true},
               {"1007", UnitSymbol::Artillery, "6-2", false},
               {"1107", UnitSymbol::Infantry, "4-5", false}};
  for (const auto &u : units) {
    HexToken t;
    t.shape = TokenShape::Unit;
    t.hex = parseHex(u.hex);
    t.symbol = u.symbol;
    t.glyph = u.values;
    t.face = u.blue ? draw::Color(150, 190, 235) : draw::Color(235, 150, 140);
    t.rim = u.blue ? kBlueRim : kRedRim;
    t.ink = {20, 20, 28};
    if (u.symbol == UnitSymbol::Artillery) t.halos = {{draw::Color(255, 214, 64, 230), 1.04f, 1.22f}};
    in.tokens.push_back(t);
  }
  // A coin, its ghost, the wind.
  HexToken coin;
  coin.hex = parseHex("0609");
  coin.glyph = "P";
  coin.ink = {110, 64, 0};
  coin.halos = {{draw::Color(110, 255, 130, 215), 1.02f, 1.20f}};
  in.tokens.push_back(coin);
  coin.hex = parseHex("0508");
  coin.alpha = 120;
  coin.halos.clear();
  in.tokens.push_back(coin);
  const HexGeometry g(12, 9);
  const core::Vec2 w = g.center(parseHex("0109"));
  in.arrows.push_back({{w.x, w.y + 0.9}, {w.x, w.y - 0.5}});
  in.notes.push_back({{w.x + 0.9, w.y + 0.2}, "wind", draw::Color::white(), 0.35f, true});
  in.hovered = parseHex("0905");
  return in;
}

/// The map fitted in a `width` x `height` picture with a `margin` (pixels), or centred on `centre`
/// at `scale` pixels a hex radius.
Transform fitted(const HexGeometry &g, float width, float height, float margin) {
  const double s = std::min((width - 2 * margin) / g.width(), (height - 2 * margin) / g.height());
  return {s, -s, width / 2 - s * g.width() / 2, height / 2 + s * g.height() / 2};
}
Transform around(core::Vec2 centre, double scale, float width, float height) {
  return {scale, -scale, width / 2 - scale * centre.x, height / 2 + scale * centre.y};
}
MapView viewOf(const Transform &t, float width, float height) {
  const double s = t.scale();
  const float x0 = static_cast<float>(-t.offset_x / s), y1 = static_cast<float>(t.offset_y / s);
  return {s,
          {x0, y1 - height / static_cast<float>(s), width / static_cast<float>(s),
           height / static_cast<float>(s)}};
}
sf::Vector2f pixel(const Transform &t, core::Vec2 w) {
  const Point p = t.apply({static_cast<float>(w.x), static_cast<float>(w.y)});
  return {p.x, p.y};
}

TEST(HexMapShot, EveryKindOfTerrainOverlayAndTokenOnOneBoard) {
  sf::RenderTexture target;
  ASSERT_TRUE(target.create(1000, 700));
  const HexSceneInput in = demo();
  const HexGeometry g(in.columns, in.rows);
  const Transform t = fitted(g, 1000, 700, 16);
  Scene scene;
  buildHexScene(in, viewOf(t, 1000, 700), scene);
  ui::SceneRenderer renderer;
  target.clear(sf::Color(17, 23, 31));
  renderer.draw(target, scene, t);
  target.display();
  EXPECT_GE(renderer.lastDrawCalls(), 6);
  const sf::Image img = target.getTexture().copyToImage();
  const std::string path = ui::uitest::shotDir() + "/hexmap-kinds.png";
  ASSERT_TRUE(img.saveToFile(path));
  ui::uitest::expectPainted(path, pixel(t, g.center(parseHex("0606"))));
  // The ship's deck is its side's colour; the black hole's eye is dark.
  const sf::Vector2f deck = pixel(t, g.center(parseHex("0304")));
  const sf::Color d = img.getPixel(static_cast<unsigned>(deck.x - 12), static_cast<unsigned>(deck.y + 8));
  EXPECT_GT(d.b, d.r) << "blue deck";
  const sf::Vector2f eye = pixel(t, g.center(parseHex("1105")));
  const sf::Color e = img.getPixel(static_cast<unsigned>(eye.x), static_cast<unsigned>(eye.y));
  EXPECT_LT(e.r + e.g + e.b, 60);

  // A close-up, to look at the tokens at play size.
  const Transform close = around(g.center(parseHex("0905")), 70, 1000, 700);
  buildHexScene(in, viewOf(close, 1000, 700), scene);
  target.clear(sf::Color(17, 23, 31));
  renderer.draw(target, scene, close);
  target.display();
  const std::string detail = ui::uitest::shotDir() + "/hexmap-kinds-detail.png";
  ASSERT_TRUE(target.getTexture().copyToImage().saveToFile(detail));
  ui::uitest::expectPainted(detail, pixel(close, g.center(parseHex("0905"))));
}

} // namespace
} // namespace amiraute::draw
