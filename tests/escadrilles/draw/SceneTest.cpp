// The Escadrilles picture and the flight plan behind the board's clicks and turn buttons, no
// window: every path it offers is one the engine accepts; the scene of a position (planes with
// their facing, lines of fire, altitudes, crash risks; the planes not flown yet ringed in their own
// squadron's colour).
#include "games/escadrilles/draw/Scene.h"
#include "core/Files.h"
#include "games/escadrilles/Engine.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace amiraute::escadrilles {
namespace {

Rules standard() { return loadRules(core::findDataFile("scenarios/escadrilles/standard.yaml")); }
Rules small() { return loadRules(core::findDataFile("scenarios/escadrilles/small.yaml")); }

/// The small board with every speed set: Bleu at `bleu`, Rouge at 3.
State smallAt(const Rules &r, int bleu) {
  State s = initialState(r);
  std::vector<std::pair<int, int>> b, o;
  for (const Plane &p : s.planes)
    (p.side == 0 ? b : o).emplace_back(p.number, p.side == 0 ? bleu : 3);
  s = apply(r, s, SetSpeeds{0, b}).state;
  return apply(r, s, SetSpeeds{1, o}).state;
}

int count(const draw::HexSceneInput &in, draw::TokenShape shape) {
  return static_cast<int>(std::count_if(in.tokens.begin(), in.tokens.end(),
                                        [&](const draw::HexToken &t) { return t.shape == shape; }));
}

TEST(EsFlightPlan, every_safe_path_offered_is_a_move_the_engine_accepts_ES_MOVE_1_ES_MOVE_3_ES_MOVE_4) {
  const Rules r = small();
  for (int speed : {2, 3, 4}) {
    const State s = smallAt(r, speed);
    const int plane = s.nextToMove();
    const FlightPlan plan = FlightPlan::of(r, s, plane);
    ASSERT_FALSE(plan.safe.empty()) << speed;
    const Plane &p = s.planes[static_cast<std::size_t>(plane)];
    for (const Flight &f : plan.safe) {
      EXPECT_EQ(f.directions.front(), p.facing) << "ES-MOVE-3: the first hex is straight ahead";
      EXPECT_LE(f.turns, turnAllowance(speed)) << "ES-MOVE-4";
      EXPECT_EQ(f.left, 0) << "ES-MOVE-1: every point spent";
      EXPECT_FALSE(validate(r, s, Move{p.side, p.number, f.directions}).has_value());
    }
    // The engine's reach ends are all offered (one path each is enough for a click on the hex).
    for (const Flight &end : reachOf(r, s, plane).ends)
      EXPECT_FALSE(plan.endsOn({}, end.end).empty()) << core::formatHex(end.end);
  }
}

TEST(EsFlightPlan, next_steps_follow_the_path_being_built_and_losses_are_marked_ES_CRASH_1) {
  const Rules r = small();
  const State s = smallAt(r, 4);
  const int plane = s.nextToMove();
  const FlightPlan plan = FlightPlan::of(r, s, plane);
  const int facing = s.planes[static_cast<std::size_t>(plane)].facing;
  // The first step is only straight ahead.
  EXPECT_EQ(plan.safeSteps({}), std::vector<int>{facing});
  // After it, each offered step continues some safe path.
  for (int d : plan.safeSteps({facing})) {
    const bool continues = std::any_of(plan.safe.begin(), plan.safe.end(), [&](const Flight &f) {
      return f.directions.size() > 1 && f.directions[0] == facing && f.directions[1] == d;
    });
    EXPECT_TRUE(continues) << d;
  }
  // Every loss is a path the engine rules lost (a dark hex, a climb, an exit).
  for (const Flight &f : plan.losses) {
    const Flown flown = fly(r, s, plane, f.directions);
    EXPECT_TRUE(flown.flight.lost());
  }
  EXPECT_EQ(plan.complete(plan.safe.front().directions), &plan.safe.front());
  EXPECT_EQ(plan.complete({facing}), nullptr);
}

TEST(EsScene, one_plane_counter_per_flying_plane_with_its_facing_number_and_altitude_ES_MAP_1) {
  const Rules r = standard();
  const State s = initialState(r);
  const draw::HexSceneInput in = mapScene(r, s, {});
  ASSERT_EQ(in.cells.size(), static_cast<std::size_t>(r.map.cells()));
  EXPECT_EQ(count(in, draw::TokenShape::Plane), 18);
  for (const Plane &p : s.planes) {
    auto it = std::find_if(in.tokens.begin(), in.tokens.end(),
                           [&](const draw::HexToken &t) { return t.hex == p.hex; });
    ASSERT_NE(it, in.tokens.end());
    EXPECT_EQ(it->facing, p.facing);
    EXPECT_EQ(it->glyph, std::to_string(p.number));
    EXPECT_EQ(it->face, draw::sideLook(p.side).face);
  }
  // An altitude beside every plane, and a line of fire ahead of every plane still on the map.
  EXPECT_EQ(std::count_if(in.notes.begin(), in.notes.end(),
                          [](const draw::HexNote &n) { return n.text.rfind("▲", 0) == 0; }),
            18);
  EXPECT_EQ(in.paths.size(), 18u);
  // Each terrain kind has its own look; dark is the darkest.
  const draw::Color dark = cellLook(Terrain::Dark).fill;
  for (Terrain t : {Terrain::Sea, Terrain::Plain, Terrain::Plateau})
    EXPECT_GT(cellLook(t).fill.r + cellLook(t).fill.g + cellLook(t).fill.b, dark.r + dark.g + dark.b);
}

TEST(EsScene, a_plane_in_a_line_of_fire_is_ringed_red_and_the_line_is_bright_ES_FIRE_1) {
  const Rules r = small();
  State s = smallAt(r, 3);
  // Put Rouge 1 two hexes straight ahead of Bleu 1.
  Plane &bleu = s.planes[static_cast<std::size_t>(s.planeIndex(0, 1))];
  Plane &rouge = s.planes[static_cast<std::size_t>(s.planeIndex(1, 1))];
  rouge.hex = core::step(core::step(bleu.hex, bleu.facing), bleu.facing);
  Marks marks;
  for (const Shot &shot : shotsOf(r, s, 0))
    marks.targets.push_back(shot.target);
  ASSERT_EQ(marks.targets, std::vector<int>{s.planeIndex(1, 1)});
  const draw::HexSceneInput in = mapScene(r, s, marks);
  auto token = std::find_if(in.tokens.begin(), in.tokens.end(),
                            [&](const draw::HexToken &t) { return t.hex == rouge.hex; });
  ASSERT_NE(token, in.tokens.end());
  ASSERT_FALSE(token->halos.empty());
  EXPECT_GT(token->halos.back().color.r, 200);
  EXPECT_TRUE(std::any_of(in.paths.begin(), in.paths.end(), [&](const draw::HexPath &p) {
    return p.hexes.front() == bleu.hex && p.arrow && p.hexes.back() == rouge.hex;
  }));
}

TEST(EsScene, the_planes_not_flown_yet_are_ringed_in_their_own_squadron_s_colour_ES_TURN_2) {
  const Rules r = small();
  const State s = smallAt(r, 3);
  Marks marks;
  marks.ready = true;
  const draw::HexSceneInput in = mapScene(r, s, marks);
  int ringed = 0;
  for (const Plane &p : s.planes) {
    auto it = std::find_if(in.tokens.begin(), in.tokens.end(),
                           [&](const draw::HexToken &t) { return t.hex == p.hex; });
    ASSERT_NE(it, in.tokens.end());
    if (p.side != s.moving) {
      EXPECT_TRUE(it->halos.empty()) << planeName(r, p);
      continue;
    }
    ASSERT_FALSE(it->halos.empty()) << planeName(r, p);
    ++ringed;
    EXPECT_EQ(draw::alpha(it->halos.front().color, 255),
              draw::alpha(draw::sideLook(palette(r, p.side)).text, 255));
    const draw::SideLook &other = draw::sideLook(palette(r, 1 - p.side));
    for (const draw::Color c : {other.face, other.rim, other.text})
      EXPECT_NE(draw::alpha(it->halos.front().color, 255), draw::alpha(c, 255));
  }
  EXPECT_GT(ringed, 0);
}

} // namespace
} // namespace amiraute::escadrilles
