// The Escadrilles screen's pure logic, no window: the flight plan behind the clicks and turn
// buttons (every path it offers is one the engine accepts), the scene of a position (planes with
// their facing, lines of fire, altitudes, crash risks) and the shared hex-piece helpers.
#include "ui/EscadrillesView.h"
#include "core/Files.h"
#include "games/escadrilles/Engine.h"
#include "ui/HexPieces.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

using namespace amiraute;
using namespace amiraute::ui;
namespace es = amiraute::escadrilles;

namespace {

es::Rules standard() { return es::loadRules(core::findDataFile("scenarios/escadrilles/standard.yaml")); }
es::Rules small() { return es::loadRules(core::findDataFile("scenarios/escadrilles/small.yaml")); }

/// The small board with every speed set: Bleu at `bleu`, Rouge at 3.
es::State smallAt(const es::Rules &r, int bleu) {
  es::State s = es::initialState(r);
  std::vector<std::pair<int, int>> b, o;
  for (const es::Plane &p : s.planes)
    (p.side == 0 ? b : o).emplace_back(p.number, p.side == 0 ? bleu : 3);
  s = es::apply(r, s, es::SetSpeeds{0, b}).state;
  return es::apply(r, s, es::SetSpeeds{1, o}).state;
}

int count(const HexSceneInput &in, TokenShape shape) {
  return static_cast<int>(
      std::count_if(in.tokens.begin(), in.tokens.end(), [&](const HexToken &t) { return t.shape == shape; }));
}

} // namespace

TEST(EsFlightPlan, every_safe_path_offered_is_a_move_the_engine_accepts_ES_MOVE_1_ES_MOVE_3_ES_MOVE_4) {
  const es::Rules r = small();
  for (int speed : {2, 3, 4}) {
    const es::State s = smallAt(r, speed);
    const int plane = s.nextToMove();
    const FlightPlan plan = FlightPlan::of(r, s, plane);
    ASSERT_FALSE(plan.safe.empty()) << speed;
    const es::Plane &p = s.planes[static_cast<std::size_t>(plane)];
    for (const es::Flight &f : plan.safe) {
      EXPECT_EQ(f.directions.front(), p.facing) << "ES-MOVE-3: the first hex is straight ahead";
      EXPECT_LE(f.turns, es::turnAllowance(speed)) << "ES-MOVE-4";
      EXPECT_EQ(f.left, 0) << "ES-MOVE-1: every point spent";
      EXPECT_FALSE(es::validate(r, s, es::Move{p.side, p.number, f.directions}).has_value());
    }
    // The engine's reach ends are all offered (one path each is enough for a click on the hex).
    for (const es::Flight &end : es::reachOf(r, s, plane).ends)
      EXPECT_FALSE(plan.endsOn({}, end.end).empty()) << core::formatHex(end.end);
  }
}

TEST(EsFlightPlan, next_steps_follow_the_path_being_built_and_losses_are_marked_ES_CRASH_1) {
  const es::Rules r = small();
  const es::State s = smallAt(r, 4);
  const int plane = s.nextToMove();
  const FlightPlan plan = FlightPlan::of(r, s, plane);
  const int facing = s.planes[static_cast<std::size_t>(plane)].facing;
  // The first step is only straight ahead.
  EXPECT_EQ(plan.safeSteps({}), std::vector<int>{facing});
  // After it, each offered step continues some safe path.
  for (int d : plan.safeSteps({facing})) {
    const bool continues = std::any_of(plan.safe.begin(), plan.safe.end(), [&](const es::Flight &f) {
      return f.directions.size() > 1 && f.directions[0] == facing && f.directions[1] == d;
    });
    EXPECT_TRUE(continues) << d;
  }
  // Every loss is a path the engine rules lost (a dark hex, a climb, an exit).
  for (const es::Flight &f : plan.losses) {
    const es::Flown flown = es::fly(r, s, plane, f.directions);
    EXPECT_TRUE(flown.flight.lost());
  }
  EXPECT_EQ(plan.complete(plan.safe.front().directions), &plan.safe.front());
  EXPECT_EQ(plan.complete({facing}), nullptr);
}

TEST(EsScene, one_plane_counter_per_flying_plane_with_its_facing_number_and_altitude_ES_MAP_1) {
  const es::Rules r = standard();
  const es::State s = es::initialState(r);
  const HexSceneInput in = escadrillesScene(r, s, {});
  ASSERT_EQ(in.cells.size(), static_cast<std::size_t>(r.map.cells()));
  EXPECT_EQ(count(in, TokenShape::Plane), 18);
  for (const es::Plane &p : s.planes) {
    auto it =
        std::find_if(in.tokens.begin(), in.tokens.end(), [&](const HexToken &t) { return t.hex == p.hex; });
    ASSERT_NE(it, in.tokens.end());
    EXPECT_EQ(it->facing, p.facing);
    EXPECT_EQ(it->glyph, std::to_string(p.number));
    EXPECT_EQ(it->face, sideLook(p.side).face);
  }
  // An altitude beside every plane, and a line of fire ahead of every plane still on the map.
  EXPECT_EQ(std::count_if(in.notes.begin(), in.notes.end(),
                          [](const HexNote &n) { return n.text.rfind("▲", 0) == 0; }),
            18);
  EXPECT_EQ(in.paths.size(), 18u);
  // Each terrain kind has its own look; dark is the darkest.
  const sf::Color dark = escadrillesCell(es::Terrain::Dark).fill;
  for (es::Terrain t : {es::Terrain::Sea, es::Terrain::Plain, es::Terrain::Plateau})
    EXPECT_GT(escadrillesCell(t).fill.r + escadrillesCell(t).fill.g + escadrillesCell(t).fill.b,
              dark.r + dark.g + dark.b);
}

TEST(EsScene, a_plane_in_a_line_of_fire_is_ringed_red_and_the_line_is_bright_ES_FIRE_1) {
  const es::Rules r = small();
  es::State s = smallAt(r, 3);
  // Put Rouge 1 two hexes straight ahead of Bleu 1.
  es::Plane &bleu = s.planes[static_cast<std::size_t>(s.planeIndex(0, 1))];
  es::Plane &rouge = s.planes[static_cast<std::size_t>(s.planeIndex(1, 1))];
  rouge.hex = core::step(core::step(bleu.hex, bleu.facing), bleu.facing);
  EsMarks marks;
  for (const es::Shot &shot : es::shotsOf(r, s, 0))
    marks.targets.push_back(shot.target);
  ASSERT_EQ(marks.targets, std::vector<int>{s.planeIndex(1, 1)});
  const HexSceneInput in = escadrillesScene(r, s, marks);
  auto token =
      std::find_if(in.tokens.begin(), in.tokens.end(), [&](const HexToken &t) { return t.hex == rouge.hex; });
  ASSERT_NE(token, in.tokens.end());
  ASSERT_FALSE(token->halos.empty());
  EXPECT_GT(token->halos.back().color.r, 200);
  EXPECT_TRUE(std::any_of(in.paths.begin(), in.paths.end(), [&](const HexPath &p) {
    return p.hexes.front() == bleu.hex && p.arrow && p.hexes.back() == rouge.hex;
  }));
}

TEST(HexPieces, reach_marks_draw_risks_first_and_steps_on_top_with_a_cross_on_risks) {
  HexSceneInput in;
  const ReachMark marks[] = {{core::parseHex("0101"), ReachMark::Kind::Step, "2"},
                             {core::parseHex("0102"), ReachMark::Kind::End},
                             {core::parseHex("0103"), ReachMark::Kind::Risk}};
  addReachMarks(in, marks);
  ASSERT_EQ(in.highlights.size(), 3u);
  EXPECT_EQ(in.highlights[0].hex, core::parseHex("0103"));
  EXPECT_EQ(in.highlights[0].badge, "✕");
  EXPECT_EQ(in.highlights[1].hex, core::parseHex("0102"));
  EXPECT_EQ(in.highlights[2].hex, core::parseHex("0101"));
  EXPECT_EQ(in.highlights[2].text, "2");
}

TEST(HexPieces, a_counter_carries_its_side_colours_facing_and_rings) {
  PieceMarks m;
  m.selected = m.ready = m.target = true;
  const HexToken t = pieceToken(TokenShape::Plane, core::parseHex("0304"), 3, 1, "7", m);
  EXPECT_EQ(t.face, sideLook(1).face);
  EXPECT_EQ(t.facing, 3);
  EXPECT_EQ(t.glyph, "7");
  EXPECT_EQ(t.halos.size(), 3u);
  PieceMarks ghost;
  ghost.ghost = true;
  EXPECT_LT(pieceToken(TokenShape::Bar, core::parseHex("0304"), 3, 0, "", ghost).alpha, 255);
  EXPECT_STREQ(facingLetters(2), "NE");
}
