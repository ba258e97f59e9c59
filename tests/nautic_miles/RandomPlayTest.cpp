// Random legal play: the short scenarios reach their end, every card stays accounted for at
// every step (106 in the pile, hands, rows, ports, prizes and the discard), and every promise of
// the interface holds on the way.
#include "Fixture.h"

#include "core/Files.h"
#include "game/Checks.h"
#include "game/Match.h"
#include "games/nautic_miles/Game.h"

#include <gtest/gtest.h>

using namespace amiraute;
using namespace amiraute::nautic_miles::testing;

TEST(NauticMiles, NM_DEAL_1_random_games_keep_every_card_of_the_deck) {
  for (const char *name : {"quick-duel.yaml", "teams-4.yaml", "six.yaml", "table-teams-4.yaml"}) {
    const std::string path = core::findDataFile(std::string("scenarios/nautic-miles/") + name);
    for (std::uint64_t seed = 21; seed < 23; ++seed) {
      auto m = game::Match<nautic_miles::Game>::open(path, seed);
      std::mt19937_64 rng(seed);
      const int total = m.rules().deck.total();
      for (int step = 0; step < 3000 && !m.over(); ++step) {
        ASSERT_EQ(cardsInPlay(m.state()), total) << name << " seed " << seed << " step " << step;
        if (m.toMove() == game::kChance) {
          m.roll();
          continue;
        }
        const auto legal = nautic_miles::Game::legal(m.rules(), m.state());
        ASSERT_FALSE(legal.empty());
        m.submit(legal[rng() % legal.size()]);
      }
    }
  }
}

TEST(NauticMiles, NM_GAME_1_random_games_of_the_short_scenarios_end) {
  for (const char *name : {"quick-duel.yaml", "table-teams-4.yaml"}) {
    for (std::uint64_t seed = 31; seed < 34; ++seed) {
      game::CheckOptions o;
      o.seed = seed;
      o.max_steps = 4000;
      o.illegal_probes = 2;
      o.save_and_load = false;
      const game::CheckReport report = game::checkRandomGame<nautic_miles::Game>(
          core::findDataFile(std::string("scenarios/nautic-miles/") + name), o);
      EXPECT_TRUE(report.failures.empty()) << name << " seed " << seed << ": " << report.failures.front();
      EXPECT_TRUE(report.finished) << name << " seed " << seed << " after " << report.steps << " steps";
    }
  }
}
