// Random legal games on the shipped scenarios: whatever is played, no unit ever stands where the
// rules forbid, and every game ends by the turn limit at the latest.
#include "Fixture.h"

#include "core/Files.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

using namespace pl_test;

namespace {

void playRandomGames(const std::string &scenario, int games) {
  const Rules r = loadRules(core::findDataFile(scenario));
  for (int g = 0; g < games; ++g) {
    std::mt19937_64 rng(static_cast<std::uint64_t>(g + 1));
    State s = initialState(r);
    int steps = 0;
    while (s.phase != Phase::Over && steps < 5000) {
      const auto legal = legalActions(r, s);
      ASSERT_FALSE(legal.empty()) << scenario << " step " << steps;
      // Prefer doing something to ending the phase, so that games see combat.
      std::uniform_int_distribution<std::size_t> pick(0, legal.size() - 1);
      std::size_t i = pick(rng);
      if (std::holds_alternative<EndPhase>(legal[i]) && legal.size() > 1 && rng() % 4 != 0)
        i = 1 + (i % (legal.size() - 1));
      s = apply(r, s, legal[i], Narration::Silent).state;
      ++steps;
      std::set<Hex> taken;
      for (const Unit &u : s.units) {
        if (u.status != UnitStatus::OnBoard) continue;
        EXPECT_TRUE(taken.insert(u.hex).second) << "two units on " << core::formatHex(u.hex); // PL-MOVE-5
        const Terrain t = r.terrainAt(u.hex);
        EXPECT_NE(t, Terrain::ForceField); // PL-MOVE-4
        EXPECT_NE(t, Terrain::Planetoid);  // PL-MOVE-3
        EXPECT_NE(t, Terrain::BlackHole);
      }
    }
    EXPECT_EQ(s.phase, Phase::Over) << scenario;
    EXPECT_LE(s.turn, r.turn_limit);
  }
}

} // namespace

TEST(PlPlay, RandomGamesKeepUnitsWhereTheyMayStandAndEnd_PL_MOVE_4_PL_WIN_3) {
  playRandomGames("scenarios/planetes/small.yaml", 20);
  playRandomGames("scenarios/planetes/standard-deployed.yaml", 3);
}

namespace {

/// A shipped scenario with its `rules:` line replaced.
Rules scenarioWith(const std::string &scenario, const std::string &from, const std::string &to) {
  const std::string path = core::findDataFile(scenario);
  std::string text = core::readFile(path);
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << scenario << " has no " << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return parseRules(text, path);
}

} // namespace

// The computer's estimate asks, of every unit in every state it judges, which empty hexes of the
// enemy planet it could move to (PL-WIN-1), and the search lists and applies thousands of moves:
// these are answered by a search over the map's cells, cut down to the hexes that can still lead
// to the ones asked about. Whatever the position,
// the answers must be the whole reach's (PL-MOVE-2..5, PL-ZOC-1), in its order, by its paths and
// costs. Several rule sets are played in turn, so a map's kept costs are never read for another.
TEST(PlPlay, TheReachTowardAFewHexesFindsWhatTheWholeReachFinds_PL_MOVE_1_PL_MOVE_2_PL_MOVE_5_PL_ZOC_1) {
  struct Game {
    Rules rules;
    State state;
    std::mt19937_64 rng;
  };
  std::vector<Game> games;
  const auto add = [&](Rules r, std::uint64_t seed) {
    State s = initialState(r);
    games.push_back({std::move(r), std::move(s), std::mt19937_64(seed)});
  };
  for (std::uint64_t seed : {1, 2}) {
    add(loadRules(core::findDataFile("scenarios/planetes/standard.yaml")), seed);
    add(scenarioWith("scenarios/planetes/standard.yaml", "rules: {zone_of_control: true, placement: by_side}",
                     "rules: {zone_of_control: false, pass_through_friends: false, station_cost: 2}"),
        seed);
    add(scenarioWith("scenarios/planetes/small.yaml", "rules: {infantry: 2,",
                     "rules: {zone_of_control: true, infantry: 2,"),
        seed);
  }
  int compared = 0, moves = 0, planet = 0;
  for (int step = 0; step < 400; ++step)
    for (Game &g : games) {
      const Rules &r = g.rules;
      State &s = g.state;
      if (s.phase == Phase::Over) continue;
      for (const Unit &u : s.units) {
        if (u.status != UnitStatus::OnBoard) continue;
        const Reach whole = reachOf(r, s, u.hex);
        std::vector<Hex> expected;
        for (const auto &d : whole.destinations)
          if (r.planet(1 - u.side).contains(d.hex)) expected.push_back(d.hex);
        ASSERT_EQ(enemyPlanetReach(r, s, u.hex), expected) << "from " << core::formatHex(u.hex);
        ++compared;
        planet += static_cast<int>(expected.size());
      }
      const auto legal = legalActions(r, s);
      if (s.phase == Phase::Movement && s.retreats.empty()) {
        // The moves offered are every unit's whole reach, in its order (PL-MOVE-1).
        std::vector<Action> expected;
        for (const Unit &u : s.units)
          if (u.side == s.side && u.status == UnitStatus::OnBoard && !u.moved)
            for (const auto &d : reachOf(r, s, u.hex).destinations)
              expected.push_back(Move{u.hex, d.hex});
        std::vector<Action> moves;
        for (const Action &a : legal)
          if (std::holds_alternative<Move>(a)) moves.push_back(a);
        ASSERT_EQ(moves, expected);
      }
      // One unit's every move a turn: the path and cost apply() reports are the whole reach's.
      if (s.phase == Phase::Movement) {
        std::vector<const Unit *> movable;
        for (const Unit &u : s.units)
          if (u.status == UnitStatus::OnBoard && u.side == s.side && !u.moved) movable.push_back(&u);
        if (!movable.empty()) {
          const Unit &u = *movable[g.rng() % movable.size()];
          const Reach whole = reachOf(r, s, u.hex);
          for (const auto &d : whole.destinations) {
            const Applied a = apply(r, s, Action{Move{u.hex, d.hex}}, Narration::Silent);
            ASSERT_EQ(a.path, whole.searched.pathTo(d.hex))
                << core::formatHex(u.hex) << " to " << core::formatHex(d.hex);
            ASSERT_EQ(a.cost, d.cost);
            ++moves;
          }
        }
      }
      ASSERT_FALSE(legal.empty());
      std::size_t i = g.rng() % legal.size();
      if (std::holds_alternative<EndPhase>(legal[i]) && legal.size() > 1 && g.rng() % 4 != 0)
        i = 1 + (i % (legal.size() - 1));
      s = apply(r, s, legal[i], Narration::Silent).state;
    }
  // The comparison saw real positions: many units, moves, and units in reach of the enemy planet.
  EXPECT_GT(compared, 1000);
  EXPECT_GT(moves, 1000);
  EXPECT_GT(planet, 50);
}
