// The Haute Mer fire-solution table (range, hit band and line of fire for every pair of opposing
// ships within range) for 500 ships on a 120 x 80 UD table: broad phase against brute force.
#include "BenchReport.h"

#include "core/Files.h"
#include "games/haute_mer/Engine.h"

#include <cstdlib>
#include <iostream>
#include <random>

namespace {

using namespace amiraute;
using namespace amiraute::haute_mer;

struct Scene {
  Scenario scenario;
  State state;
};

/// 500 ships of the standard classes, two sides, random headings, no overlapping bases.
const Scene &scene() {
  static const Scene s = [] {
    Scene sc;
    loadFleetFile(core::findDataFile("fleets/haute-mer/standard.yaml"), sc.scenario.classes);
    sc.scenario.table = Table{120, 80};
    sc.scenario.sides = {"Bleu", "Rouge"};
    std::vector<std::string> ids;
    for (const auto &[id, c] : sc.scenario.classes)
      ids.push_back(id);
    std::mt19937 rng(12345);
    std::uniform_real_distribution<double> x(2, 118), y(2, 78), h(0, 360);
    core::BroadPhase placed;
    std::vector<core::Base> bases;
    while (sc.scenario.ships.size() < 500) {
      const std::string &id = ids[rng() % ids.size()];
      const ShipClass &c = sc.scenario.classes.at(id);
      const core::Base b{core::Pose{{x(rng), y(rng)}, h(rng)}, c.length, c.width};
      bool free = core::baseInsideTable(b, 120, 80);
      for (int other : placed.queryBox(core::boundingBox(b)))
        if (core::basesOverlap(b, bases[other])) free = false;
      if (!free) continue;
      placed.add(static_cast<int>(bases.size()), b);
      bases.push_back(b);
      const int side = static_cast<int>(sc.scenario.ships.size() % 2);
      sc.scenario.ships.push_back({"ship" + std::to_string(bases.size()), id, side, b.pose});
    }
    sc.state = initialState(sc.scenario);
    return sc;
  }();
  return s;
}

void runTable(benchmark::State &st, bool brute_force) {
  const Scene &s = scene();
  const Engine engine(s.scenario);
  std::size_t pairs = 0;
  for (auto _ : st) {
    auto table = fireSolutionTable(engine, s.state, brute_force);
    pairs = table.size();
    benchmark::DoNotOptimize(table.data());
  }
  st.counters["pairs_in_range"] = static_cast<double>(pairs);
}

void BM_FireTable_BroadPhase(benchmark::State &st) { runTable(st, false); }
void BM_FireTable_BruteForce(benchmark::State &st) { runTable(st, true); }

BENCHMARK(BM_FireTable_BroadPhase)->Unit(benchmark::kMicrosecond)->Repetitions(7)->ReportAggregatesOnly(true);
BENCHMARK(BM_FireTable_BruteForce)->Unit(benchmark::kMicrosecond)->Repetitions(7)->ReportAggregatesOnly(true);

} // namespace

int main(int argc, char **argv) {
  // Both methods must agree before their speeds mean anything.
  const Engine engine(scene().scenario);
  const auto fast = fireSolutionTable(engine, scene().state, false);
  const auto slow = fireSolutionTable(engine, scene().state, true);
  bool same = fast.size() == slow.size();
  for (std::size_t i = 0; same && i < fast.size(); ++i)
    same = fast[i].attacker == slow[i].attacker && fast[i].target == slow[i].target &&
           fast[i].hit_on == slow[i].hit_on && fast[i].clear == slow[i].clear;
  if (!same) {
    std::cerr << "broad phase and brute force disagree\n";
    return 1;
  }
  std::size_t blocked = 0;
  for (const auto &e : fast)
    blocked += e.clear ? 0 : 1;
  std::cout << "500 ships, 120x80 UD: " << fast.size() << " pairs in range, " << blocked
            << " with the line blocked\n";
  return amiraute::bench::runWithRatios(argc, argv, {{"BM_FireTable_BroadPhase", "BM_FireTable_BruteForce"}});
}
