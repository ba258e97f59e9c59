// The generic tests every registered game gets (game/Checks.h): random legal play from every
// shipped scenario to the end, with every promise of the interface checked at every step. A game
// joins by its line in the registry; its scenarios by being files under scenarios/<game>/.
#include "game/Registry.h"
#include "ai/Registry.h"
#include "referee/Registry.h"
#include "core/Files.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace amiraute {
namespace {

struct Case {
  std::string game;
  std::string scenario;
};

void PrintTo(const Case &c, std::ostream *os) { *os << c.game << " " << c.scenario; }

std::vector<Case> cases() {
  std::vector<Case> out;
  for (const game::GameEntry &g : game::games()) {
    if (!g.check) continue;
    const std::filesystem::path folder = core::findDataFile("scenarios/" + g.name);
    if (!std::filesystem::is_directory(folder)) continue;
    std::vector<std::string> files;
    for (const auto &f : std::filesystem::directory_iterator(folder))
      if (f.path().extension() == ".yaml") files.push_back(f.path().string());
    std::sort(files.begin(), files.end());
    for (const auto &f : files)
      out.push_back({g.name, f});
  }
  return out;
}

class EveryScenario : public ::testing::TestWithParam<Case> {};

TEST_P(EveryScenario, random_legal_play_keeps_every_promise_of_the_interface) {
  const Case &c = GetParam();
  const game::GameEntry *g = game::findGame(c.game);
  ASSERT_NE(g, nullptr);
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    game::CheckOptions options;
    options.seed = seed;
    options.max_steps = 1500;
    options.temp_folder = ::testing::TempDir();
    const game::CheckReport report = g->check(c.scenario, options);
    for (const auto &f : report.failures)
      ADD_FAILURE() << c.scenario << " seed " << seed << ": " << f;
    EXPECT_GT(report.steps, 0);
  }
}

std::string caseName(const ::testing::TestParamInfo<Case> &info) {
  std::string name = info.param.game + "_" + std::filesystem::path(info.param.scenario).stem().string();
  for (char &ch : name)
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Registry, EveryScenario, ::testing::ValuesIn(cases()), caseName);

TEST(Registry, every_game_of_the_registry_has_a_shipped_scenario_and_the_generic_checks) {
  for (const game::GameEntry &g : game::games()) {
    EXPECT_TRUE(std::filesystem::is_directory(core::findDataFile("scenarios/" + g.name))) << g.name;
    EXPECT_TRUE(static_cast<bool>(g.check)) << g.name << " is not on the one game interface";
    EXPECT_NE(referee::refereeFor(g.name), nullptr) << g.name << " has no referee";
    EXPECT_NE(ai::computerFor(g.name), nullptr) << g.name << " has no computer";
  }
}

TEST(Registry, an_unknown_game_is_named_at_its_line_and_column_with_the_known_ones) {
  const std::string path = ::testing::TempDir() + "unknown-game.yaml";
  {
    std::ofstream out(path);
    out << "# a scenario\ngame: objectif-vile\n";
  }
  try {
    (void)game::gameOf(path);
    FAIL() << "an unknown game was accepted";
  } catch (const core::YamlError &e) {
    EXPECT_EQ(e.line, 2);
    EXPECT_EQ(e.column, 7);
    const std::string what = e.what();
    EXPECT_NE(what.find("did you mean 'objectif-villes'"), std::string::npos) << what;
    EXPECT_NE(what.find("haute-mer"), std::string::npos) << what;
  }
}

} // namespace
} // namespace amiraute
