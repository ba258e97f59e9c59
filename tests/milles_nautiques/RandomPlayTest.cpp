// Random legal play: every shipped scenario reaches its end (a series of races takes a few
// thousand steps), keeping every promise of the interface on the way.
#include "core/Files.h"
#include "game/Checks.h"
#include "games/milles_nautiques/Game.h"

#include <gtest/gtest.h>

#include <filesystem>

using namespace amiraute;

TEST(MillesNautiques, MN_END_2_random_games_of_every_scenario_end) {
  const std::filesystem::path folder = core::findDataFile("scenarios/milles-nautiques");
  int scenarios = 0;
  for (const auto &f : std::filesystem::directory_iterator(folder)) {
    if (f.path().extension() != ".yaml") continue;
    ++scenarios;
    for (std::uint64_t seed = 11; seed < 14; ++seed) {
      game::CheckOptions o;
      o.seed = seed;
      o.max_steps = 6000;
      o.illegal_probes = 2;
      o.save_and_load = false;
      const game::CheckReport report = game::checkRandomGame<milles_nautiques::Game>(f.path().string(), o);
      EXPECT_TRUE(report.failures.empty()) << f.path() << " seed " << seed << ": " << report.failures.front();
      EXPECT_TRUE(report.finished) << f.path() << " seed " << seed << " after " << report.steps << " steps";
    }
  }
  EXPECT_GE(scenarios, 4);
}
