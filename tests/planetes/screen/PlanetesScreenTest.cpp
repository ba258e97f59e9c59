// The Planètes board on the one frame, through the real input path (a window under Xvfb):
// placement by clicks, a move with its reach, an artillery's fire zone, undo. Screenshots
// (planetes-*.png) in AMIRAUTE_SHOT_DIR (default /tmp), at 1600 x 1000 and 1000 x 700.
#include "FrameDriver.h"
#include "games/planetes/Engine.h"
#include "games/planetes/screen/Board.h"

#include <gtest/gtest.h>

#include <string>

namespace amiraute::planetes {
namespace {

using ui::uitest::expectPainted;
using ui::uitest::FrameDriver;

TEST(PlanetesScreen, PlacementByClicksThenAMoveWithItsReach) {
  for (const sf::Vector2u size : {sf::Vector2u{1600, 1000}, sf::Vector2u{1000, 700}}) {
    const std::string tag = std::to_string(size.x) + "x" + std::to_string(size.y);
    ui::uitest::FrameOptions o;
    o.size = size;
    FrameDriver d("scenarios/planetes/small.yaml", o);
    Board &board = d.board<Board>();
    const auto &match = d.local<Game>().match();
    const auto at = [&](core::Hex h) { return d.ui().screenOf(board.centerOf(h)); };
    ASSERT_EQ(match.state().phase, Phase::Placement);
    EXPECT_FALSE(d.ui().curtain().down()) << "Planètes hides nothing: no curtain";
    // Each side clicks its free home hexes, in the file's order, until every unit is placed.
    int guard = 0;
    while (match.state().phase == Phase::Placement && guard++ < 40) {
      const int side = match.state().side;
      std::optional<core::Hex> free;
      for (const auto &hexes : {match.rules().planet(side).hexes(), match.rules().stations(side).hexes()})
        for (core::Hex h : hexes)
          if (!free && match.state().unitAt(h) < 0) free = h;
      ASSERT_TRUE(free);
      const std::size_t before = match.actions().size();
      d.click(at(*free));
      ASSERT_EQ(match.actions().size(), before + 1) << d.ui().lastError();
    }
    ASSERT_EQ(match.state().phase, Phase::Movement);
    // Select a unit of the side to move: its reach shows; move it to its farthest destination.
    const int side = match.state().side;
    core::Hex from{};
    for (const Unit &u : match.state().units)
      if (u.side == side && u.status == UnitStatus::OnBoard && u.type != UnitType::Artillery) {
        from = u.hex;
        break;
      }
    d.click(at(from));
    ASSERT_EQ(board.selected(), from);
    const Reach reach = reachOf(match.rules(), match.state(), from);
    ASSERT_FALSE(reach.destinations.empty());
    const core::Hex to = reach.destinations.back().hex;
    d.moveTo(at(to));
    expectPainted(d.shot("planetes-reach-" + tag + ".png"), at(core::parseHex("0504")));
    d.expectLaidOut("reach " + tag);
    d.click(at(to));
    EXPECT_GE(match.state().unitAt(to), 0) << d.ui().lastError();
    // Point at an artillery unit: its fire zone.
    for (const Unit &u : match.state().units)
      if (u.type == UnitType::Artillery && u.status == UnitStatus::OnBoard) {
        d.moveTo(at(u.hex));
        break;
      }
    expectPainted(d.shot("planetes-artillery-" + tag + ".png"), at(core::parseHex("0504")));
    // Undo takes the move back: one person at one screen, their own decision.
    d.ctrlZ();
    EXPECT_GE(match.state().unitAt(from), 0) << d.ui().lastError();
    EXPECT_EQ(d.ui().lastNotice().rfind("took back", 0), 0u) << d.ui().lastNotice();
  }
}

} // namespace
} // namespace amiraute::planetes
