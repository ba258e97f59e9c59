// The Détroits and Planètes scenes, no window: ships as bars of their length with their
// resistance, the broadside cones of the ship pointed at, only the fleet at the screen's ships
// ringed while orders are written; NATO counters with their values, planets in their owners'
// colours, an artillery's fire zone; sides drawn in the colour they are named after.
#include "core/Files.h"
#include "games/detroits/Engine.h"
#include "games/planetes/Engine.h"
#include "ui/DetroitsView.h"
#include "ui/HexPieces.h"
#include "ui/PlanetesView.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

using namespace amiraute;
using namespace amiraute::ui;
namespace dt = amiraute::detroits;
namespace pl = amiraute::planetes;

TEST(DtScene, ships_are_bars_of_their_length_with_their_resistance_DT_SHIP_1) {
  const dt::Rules r = dt::loadRules(core::findDataFile("scenarios/detroits/small.yaml"));
  const dt::State s = dt::initialState(r);
  const HexSceneInput in = detroitsScene(r, s, {});
  ASSERT_EQ(in.tokens.size(), s.ships.size());
  for (std::size_t i = 0; i < s.ships.size(); ++i) {
    const HexToken &t = in.tokens[i];
    EXPECT_EQ(t.shape, TokenShape::Bar);
    EXPECT_EQ(t.hex, s.ships[i].bow.hex);
    EXPECT_EQ(t.facing, s.ships[i].bow.facing);
    EXPECT_EQ(t.length, dt::lengthOf(r.ships[i].kind)) << r.ships[i].name;
    EXPECT_EQ(t.glyph, std::to_string(s.ships[i].resistance));
  }
  // The lighthouses' zone is outlined (DT-WIN-2).
  ASSERT_EQ(in.zones.size(), 1u);
  EXPECT_EQ(in.zones[0].hexes.size(), r.zone.hexes().size());
}

TEST(DtScene, the_pointed_ship_shows_both_broadside_cones_and_only_the_seat_s_ships_are_ringed_DT_FIRE_2) {
  const dt::Rules r = dt::loadRules(core::findDataFile("scenarios/detroits/small.yaml"));
  const dt::State s = dt::initialState(r);
  DtMarks marks;
  marks.pointed = 0;
  marks.seat = 0;
  const HexSceneInput in = detroitsScene(r, s, marks);
  const auto port = dt::coneOf(r, s, 0, dt::Broadside::Port);
  const auto starboard = dt::coneOf(r, s, 0, dt::Broadside::Starboard);
  EXPECT_EQ(in.highlights.size(), port.size() + starboard.size());
  for (std::size_t i = 0; i < s.ships.size(); ++i)
    EXPECT_EQ(!in.tokens[i].halos.empty(), s.ships[i].side == 0) << r.ships[i].name;
}

TEST(PlScene, units_are_nato_counters_and_planets_take_their_owners_colours_PL_UNIT_1) {
  const pl::Rules r = pl::loadRules(core::findDataFile("scenarios/planetes/standard-deployed.yaml"));
  const pl::State s = pl::initialState(r);
  const HexSceneInput in = planetesScene(r, s, {});
  int on_board = 0;
  for (const pl::Unit &u : s.units)
    if (u.status == pl::UnitStatus::OnBoard) {
      ++on_board;
      auto it =
          std::find_if(in.tokens.begin(), in.tokens.end(), [&](const HexToken &t) { return t.hex == u.hex; });
      ASSERT_NE(it, in.tokens.end());
      EXPECT_EQ(it->shape, TokenShape::Unit);
      EXPECT_EQ(it->symbol, planetesSymbol(u.type));
      const int t = static_cast<int>(u.type);
      EXPECT_EQ(it->glyph, std::to_string(r.options.combat[static_cast<std::size_t>(t)]) + "-" +
                               std::to_string(r.options.movement[static_cast<std::size_t>(t)]));
    }
  EXPECT_EQ(static_cast<int>(in.tokens.size()), on_board);
  // A planet hex takes the hue of its owner's palette (Bleu blue, Rouge red...), not a fixed one.
  const core::Hex home = r.planet(0).hexes().front();
  const sf::Color fill = in.cells[static_cast<std::size_t>(r.map.index(home))].fill;
  const sf::Color face = sideLook(paletteOf(r.sides[0], 0)).face;
  const bool bluish = face.b > face.r;
  EXPECT_EQ(fill.b > fill.r, bluish) << r.sides[0];
}

TEST(PlScene, an_artillery_fire_zone_is_highlighted_PL_FIRE_1) {
  const pl::Rules r = pl::loadRules(core::findDataFile("scenarios/planetes/standard-deployed.yaml"));
  const pl::State s = pl::initialState(r);
  for (const pl::Unit &u : s.units)
    if (u.type == pl::UnitType::Artillery && u.status == pl::UnitStatus::OnBoard) {
      PlMarks marks;
      marks.fire_zone = pl::fireZone(r, s, u.hex);
      const HexSceneInput in = planetesScene(r, s, marks);
      EXPECT_EQ(in.highlights.size(), marks.fire_zone.size());
      return;
    }
  GTEST_SKIP() << "no artillery on the board";
}

TEST(HexPieces, a_side_named_after_a_colour_is_drawn_in_it) {
  EXPECT_EQ(paletteOf("Rouge", 0), 1);
  EXPECT_EQ(paletteOf("Bleu", 1), 0);
  EXPECT_EQ(paletteOf("Vert", 1), 3);
  EXPECT_EQ(paletteOf("Red", 0), 1);
  EXPECT_EQ(paletteOf("Pile", 1), 1);
  EXPECT_EQ(paletteOf("Anglais", 0), 0);
}
