// The Planètes picture, no window: NATO counters with their values, planets in their owners'
// colours, an artillery's fire zone.
#include "games/planetes/draw/Scene.h"
#include "core/Files.h"
#include "games/planetes/Engine.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace amiraute::planetes {
namespace {

TEST(PlanetesScene, units_are_nato_counters_and_planets_take_their_owners_colours_PL_UNIT_1) {
  const Rules r = loadRules(core::findDataFile("scenarios/planetes/standard-deployed.yaml"));
  const State s = initialState(r);
  const draw::HexSceneInput in = mapScene(r, s, {});
  int on_board = 0;
  for (const Unit &u : s.units)
    if (u.status == UnitStatus::OnBoard) {
      ++on_board;
      auto it = std::find_if(in.tokens.begin(), in.tokens.end(),
                             [&](const draw::HexToken &t) { return t.hex == u.hex; });
      ASSERT_NE(it, in.tokens.end());
      EXPECT_EQ(it->shape, draw::TokenShape::Unit);
      EXPECT_EQ(it->symbol, unitSymbol(u.type));
      const int t = static_cast<int>(u.type);
      EXPECT_EQ(it->glyph, std::to_string(r.options.combat[static_cast<std::size_t>(t)]) + "-" +
                               std::to_string(r.options.movement[static_cast<std::size_t>(t)]));
    }
  EXPECT_EQ(static_cast<int>(in.tokens.size()), on_board);
  // A planet hex takes the hue of its owner's palette (Bleu blue, Rouge red...), not a fixed one.
  const core::Hex home = r.planet(0).hexes().front();
  const draw::Color fill = in.cells[static_cast<std::size_t>(r.map.index(home))].fill;
  const draw::Color face = draw::sideLook(draw::paletteOf(r.sides[0], 0)).face;
  EXPECT_EQ(fill.b > fill.r, face.b > face.r) << r.sides[0];
}

TEST(PlanetesScene, an_artillery_fire_zone_is_highlighted_PL_FIRE_1) {
  const Rules r = loadRules(core::findDataFile("scenarios/planetes/standard-deployed.yaml"));
  const State s = initialState(r);
  for (const Unit &u : s.units)
    if (u.type == UnitType::Artillery && u.status == UnitStatus::OnBoard) {
      Marks marks;
      marks.fire_zone = fireZone(r, s, u.hex);
      const draw::HexSceneInput in = mapScene(r, s, marks);
      EXPECT_EQ(in.highlights.size(), marks.fire_zone.size());
      return;
    }
  GTEST_SKIP() << "no artillery on the board";
}

} // namespace
} // namespace amiraute::planetes
