// The Détroits and Planètes scenes, no window: ships as bars of their length with their
// resistance, the broadside cones of the ship pointed at, only the fleet at the screen's ships
// ringed while orders are written; NATO counters with their values, planets in their owners'
// colours, an artillery's fire zone; sides drawn in the colour they are named after.
#include "core/Files.h"
#include "games/detroits/Engine.h"
#include "ui/DetroitsView.h"
#include "ui/HexPieces.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

using namespace amiraute;
using namespace amiraute::ui;
namespace dt = amiraute::detroits;

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

TEST(HexPieces, a_side_named_after_a_colour_is_drawn_in_it) {
  EXPECT_EQ(paletteOf("Rouge", 0), 1);
  EXPECT_EQ(paletteOf("Bleu", 1), 0);
  EXPECT_EQ(paletteOf("Vert", 1), 3);
  EXPECT_EQ(paletteOf("Red", 0), 1);
  EXPECT_EQ(paletteOf("Pile", 1), 1);
  EXPECT_EQ(paletteOf("Anglais", 0), 0);
}
