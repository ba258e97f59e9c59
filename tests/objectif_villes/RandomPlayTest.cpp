// Generic random play (DESIGN.md): from every shipped scenario, play random legal actions to the
// end or a step cap; at each step check copy equality, save/load round trip, replay == live, and
// that validate() accepts exactly what apply() accepts (legal actions and random junk alike).
#include "core/Files.h"
#include "core/Record.h"
#include "games/objectif_villes/Engine.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <random>
#include <unistd.h>

using namespace amiraute;
using namespace amiraute::objectif_villes;

namespace {

Action randomJunk(std::mt19937 &rng, const Rules &rules, const State &state) {
  std::uniform_int_distribution<int> col(0, rules.map.columns), row(0, rules.map.rows), kind(0, 4);
  const auto hex = [&] { return core::fromOffset({col(rng), row(rng)}); };
  switch (kind(rng)) {
  case 0: return Place{state.side, hex()};
  case 1: return Move{hex(), hex()};
  case 2: return Attack{hex(), {hex(), hex()}};
  case 3: return Retreat{hex(), hex()};
  default: return EndPhase{};
  }
}

bool applies(const Rules &rules, const State &state, const Action &a) {
  try {
    apply(rules, state, a);
    return true;
  } catch (const RuleError &) {
    return false;
  }
}

void randomPlay(const std::string &scenario, unsigned seed, int cap) {
  const std::string path = core::findDataFile(scenario);
  const Rules rules = loadRules(path);
  std::mt19937 rng(seed);
  State state = initialState(rules);
  std::vector<std::string> actions;
  const std::string save =
      (std::filesystem::temp_directory_path() / ("ov_random_" + std::to_string(::getpid()) + ".yaml"))
          .string();
  int step = 0;
  for (; step < cap && state.phase != Phase::Over; ++step) {
    const std::vector<Action> legal = legalActions(rules, state);
    ASSERT_FALSE(legal.empty()) << scenario << " step " << step << ": no legal action";
    for (const Action &a : legal) {
      const Ruling r = validate(rules, state, a);
      ASSERT_TRUE(r.ok) << formatAction(rules, a) << ": " << r.message;
    }
    for (int j = 0; j < 5; ++j) {
      const Action junk = randomJunk(rng, rules, state);
      EXPECT_EQ(validate(rules, state, junk).ok, applies(rules, state, junk)) << formatAction(rules, junk);
    }
    // Prefer moving and fighting over ending phases so games get somewhere.
    std::size_t pick = std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng);
    if (std::holds_alternative<EndPhase>(legal[pick]) && legal.size() > 1 && rng() % 4 != 0)
      pick = 1 + rng() % (legal.size() - 1);
    const Action &action = legal[pick];
    const std::string text = formatAction(rules, action);
    ASSERT_EQ(parseAction(rules, text), action) << text;
    const State before = state;
    const State copy = state;
    ASSERT_EQ(copy, state);
    state = apply(rules, state, action).state;
    ASSERT_EQ(before, copy) << "apply changed its input";
    actions.push_back(text);
    if (step % 7 == 0 || state.phase == Phase::Over) {
      ASSERT_EQ(replay(rules, actions).hash(), state.hash()) << scenario << " step " << step;
      core::GameRecord record{"objectif-villes", path, seed, actions, core::hashToHex(state.hash())};
      core::saveRecord(save, record);
      const core::GameRecord loaded = core::loadRecord(save);
      ASSERT_EQ(loaded.actions, actions);
      const State again = replay(loadRules(loaded.scenario), loaded.actions);
      ASSERT_EQ(again, state);
      ASSERT_EQ(core::hashToHex(again.hash()), loaded.state_hash);
    }
  }
  std::filesystem::remove(save);
  ::testing::Test::RecordProperty("steps", step);
}

} // namespace

TEST(OvRandomPlay, SmallBoardToTheEnd) {
  for (unsigned seed = 1; seed <= 6; ++seed)
    randomPlay("scenarios/objectif-villes/small.yaml", seed, 2000);
}

TEST(OvRandomPlay, SeptVilles) {
  for (unsigned seed = 1; seed <= 2; ++seed)
    randomPlay("scenarios/objectif-villes/sept-villes.yaml", seed, 400);
}

TEST(OvRandomPlay, SeptVillesDeployed) {
  randomPlay("scenarios/objectif-villes/sept-villes-deployed.yaml", 3, 400);
}

TEST(OvRandomPlay, SmallBoardWithZoneOfControl) {
  // Same board with the option on, written beside the test binary's temp files.
  std::string text = core::readFile(core::findDataFile("scenarios/objectif-villes/small.yaml"));
  text.replace(text.find("zone_of_control: false"), 22, "zone_of_control: true");
  const std::string path =
      (std::filesystem::temp_directory_path() / ("ov_zoc_" + std::to_string(::getpid()) + ".yaml")).string();
  core::writeFileAtomically(path, text);
  for (unsigned seed = 10; seed <= 12; ++seed)
    randomPlay(path, seed, 2000);
  std::filesystem::remove(path);
}
