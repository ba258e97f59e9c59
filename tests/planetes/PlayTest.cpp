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
