// The fire-solution table (used by the screen and the benchmark) must agree with the broad-phase-
// free version and with the engine's own ruling for every pair.
#include "Fixture.h"

#include "core/Files.h"

#include <random>

namespace amiraute::haute_mer::testing {
namespace {

TEST(HauteMerFireTable, broad_phase_matches_brute_force_and_the_engine) {
  Scenario sc;
  loadFleetFile(core::findDataFile("fleets/haute-mer/standard.yaml"), sc.classes);
  sc.table = haute_mer::Table{40, 30};
  sc.sides = {"Bleu", "Rouge"};
  std::vector<std::string> ids;
  for (const auto &[id, c] : sc.classes)
    ids.push_back(id);
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> x(1, 39), y(1, 29), h(0, 360);
  std::vector<core::Base> placed;
  while (sc.ships.size() < 150) {
    const ShipClass &c = sc.classes.at(ids[rng() % ids.size()]);
    const core::Base b{core::Pose{{x(rng), y(rng)}, h(rng)}, c.length, c.width};
    bool free = core::baseInsideTable(b, 40, 30);
    for (const auto &other : placed)
      free = free && !core::basesOverlap(b, other);
    if (!free) continue;
    placed.push_back(b);
    sc.ships.push_back(
        {"s" + std::to_string(sc.ships.size()), c.id, static_cast<int>(sc.ships.size() % 2), b.pose});
  }
  const Engine engine(sc);
  State st = initialState(sc);
  st.ships[3].sunk = true; // wrecks neither fire, nor are targets, nor block
  const auto fast = fireSolutionTable(engine, st, false);
  const auto slow = fireSolutionTable(engine, st, true);
  ASSERT_EQ(fast.size(), slow.size());
  int blocked = 0;
  for (std::size_t i = 0; i < fast.size(); ++i) {
    EXPECT_EQ(fast[i].attacker, slow[i].attacker);
    EXPECT_EQ(fast[i].target, slow[i].target);
    EXPECT_EQ(fast[i].hit_on, slow[i].hit_on);
    EXPECT_EQ(fast[i].clear, slow[i].clear);
    EXPECT_NE(fast[i].attacker, 3);
    EXPECT_NE(fast[i].target, 3);
    const FireSolution sol = engine.solve(st, fast[i].attacker, fast[i].target, false);
    EXPECT_NEAR(sol.distance, fast[i].distance, 1e-9);
    EXPECT_EQ(sol.line_clear, fast[i].clear);
    if (fast[i].clear) {
      EXPECT_EQ(sol.hit_on, fast[i].hit_on);
    }
    blocked += fast[i].clear ? 0 : 1;
  }
  EXPECT_GT(fast.size(), 50u); // a dense table: the comparison means something
  EXPECT_GT(blocked, 0);
}

} // namespace
} // namespace amiraute::haute_mer::testing
