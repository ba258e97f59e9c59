// The Détroits picture, no window: ships as bars of their length with their resistance, the
// broadside cones of the ship pointed at, only the fleet at the screen's ships ringed while orders
// are written — in their own fleet's colour —, two ships on one hex side by side with their points
// apart, the lighthouses printed under the ships.
#include "games/detroits/draw/Scene.h"
#include "core/Files.h"
#include "games/detroits/Engine.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>

namespace amiraute::detroits {
namespace {

Rules small() { return loadRules(core::findDataFile("scenarios/detroits/small.yaml")); }

TEST(DtScene, ships_are_bars_of_their_length_with_their_resistance_DT_SHIP_1) {
  const Rules r = small();
  const State s = initialState(r);
  const draw::HexSceneInput in = mapScene(r, s, {});
  ASSERT_EQ(in.tokens.size(), s.ships.size());
  for (std::size_t i = 0; i < s.ships.size(); ++i) {
    const draw::HexToken &t = in.tokens[i];
    EXPECT_EQ(t.shape, draw::TokenShape::Bar);
    EXPECT_EQ(t.hex, s.ships[i].bow.hex);
    EXPECT_EQ(t.facing, s.ships[i].bow.facing);
    EXPECT_EQ(t.length, lengthOf(r.ships[i].kind)) << r.ships[i].name;
    EXPECT_EQ(t.glyph, std::to_string(s.ships[i].resistance));
  }
  // The lighthouses' zone is outlined (DT-WIN-2).
  ASSERT_EQ(in.zones.size(), 1u);
  EXPECT_EQ(in.zones[0].hexes.size(), r.zone.hexes().size());
}

TEST(DtScene, the_pointed_ship_shows_both_broadside_cones_and_only_the_seat_s_ships_are_ringed_DT_FIRE_2) {
  const Rules r = small();
  const State s = initialState(r);
  Marks marks;
  marks.pointed = 0;
  marks.seat = 0;
  const draw::HexSceneInput in = mapScene(r, s, marks);
  const auto port = coneOf(r, s, 0, Broadside::Port);
  const auto starboard = coneOf(r, s, 0, Broadside::Starboard);
  EXPECT_EQ(in.highlights.size(), port.size() + starboard.size());
  for (std::size_t i = 0; i < s.ships.size(); ++i)
    EXPECT_EQ(!in.tokens[i].halos.empty(), s.ships[i].side == 0) << r.ships[i].name;
}

TEST(DtScene, a_ship_without_an_order_is_ringed_in_its_own_fleet_s_colour_DT_ORDER_1) {
  const Rules r = small();
  const State s = initialState(r);
  for (int seat = 0; seat < 2; ++seat) {
    Marks marks;
    marks.seat = seat;
    const draw::HexSceneInput in = mapScene(r, s, marks);
    const draw::SideLook &own = draw::sideLook(palette(r, seat));
    const draw::SideLook &other = draw::sideLook(palette(r, 1 - seat));
    for (std::size_t i = 0; i < s.ships.size(); ++i) {
      if (s.ships[i].side != seat) continue;
      ASSERT_FALSE(in.tokens[i].halos.empty()) << r.ships[i].name;
      const draw::Color ring = in.tokens[i].halos.front().color;
      EXPECT_EQ(draw::alpha(ring, 255), draw::alpha(own.text, 255)) << r.ships[i].name;
      for (const draw::Color c : {other.face, other.rim, other.text})
        EXPECT_NE(draw::alpha(ring, 255), draw::alpha(c, 255))
            << "another fleet's colour on " << r.ships[i].name;
    }
  }
}

TEST(DtScene, two_ships_on_one_hex_lie_side_by_side_with_their_points_apart_DT_CONTACT_2) {
  const Rules r = small();
  State s = initialState(r);
  // Two frigates of either fleet alongside on one hex (a boarding), with 1 and 4 points.
  int a = -1, b = -1;
  for (std::size_t i = 0; i < s.ships.size(); ++i)
    if (lengthOf(r.ships[i].kind) == 1) (s.ships[i].side == 0 ? a : b) = static_cast<int>(i);
  ASSERT_GE(a, 0);
  ASSERT_GE(b, 0);
  Ship &first = s.ships[static_cast<std::size_t>(a)];
  Ship &second = s.ships[static_cast<std::size_t>(b)];
  second.bow = {first.bow.hex, core::turnFacing(first.bow.facing, 3)}; // parallel, opposite ways
  first.resistance = 1;
  second.resistance = 4;
  const draw::HexSceneInput in = mapScene(r, s, {});
  const draw::HexToken *ta = nullptr, *tb = nullptr;
  for (const draw::HexToken &t : in.tokens) {
    if (t.hex == first.bow.hex && t.glyph == "1") ta = &t;
    if (t.hex == first.bow.hex && t.glyph == "4") tb = &t;
  }
  ASSERT_TRUE(ta && tb);
  const double apart = std::hypot(ta->offset.x - tb->offset.x, ta->offset.y - tb->offset.y);
  EXPECT_GE(apart, 0.54) << "a bar is 0.54 wide: they would overlap";
  // Drawn: the two numbers stand more than a number's width apart ("14" read for 1 and 4 before).
  draw::Scene scene;
  draw::buildHexScene(in, {60, {-100, -100, 200, 200}}, scene);
  std::vector<draw::Point> at;
  float size = 0;
  for (const draw::Text &t : scene.texts())
    if ((t.text == "1" || t.text == "4") && t.layer == draw::kPiecesLayer) {
      at.push_back(t.at);
      size = t.size;
    }
  ASSERT_EQ(at.size(), 2u);
  EXPECT_GT(draw::length(at[0] - at[1]), size * 1.5f);
}

TEST(DtScene, the_lighthouses_are_printed_under_the_ships_DT_WIN_2) {
  const Rules r = small();
  State s = initialState(r);
  // A frigate on a lighthouse: the star must not cover its points.
  int frigate = -1;
  for (std::size_t i = 0; i < s.ships.size(); ++i)
    if (lengthOf(r.ships[i].kind) == 1) frigate = static_cast<int>(i);
  ASSERT_GE(frigate, 0);
  s.ships[static_cast<std::size_t>(frigate)].bow.hex = r.lighthouses.front();
  const draw::HexSceneInput in = mapScene(r, s, {});
  draw::Scene scene;
  draw::buildHexScene(in, {60, {-100, -100, 200, 200}}, scene);
  int stars = 0;
  for (const draw::Text &t : scene.texts())
    if (t.text == "✹") {
      ++stars;
      EXPECT_LT(t.layer, draw::kPiecesLayer);
    }
  EXPECT_EQ(stars, 4);
}

TEST(DtScene, an_order_choice_ends_where_its_path_ends_DT_ORDER_2) {
  const Rules r = small();
  const State s = initialState(r);
  const std::vector<OrderChoice> choices = orderChoices(r, s, 0);
  ASSERT_FALSE(choices.empty());
  for (const OrderChoice &c : choices) {
    const Resolved res = resolveOrder(r, s.ships[0].bow.facing, c.order.tokens);
    ASSERT_FALSE(res.refusal);
    EXPECT_EQ(c.points, res.points());
    const auto path = pathOf(s.ships[0].bow, res.steps);
    EXPECT_EQ(c.end, path.back());
  }
}

} // namespace
} // namespace amiraute::detroits
