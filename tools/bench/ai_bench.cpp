// The computer opponent's speed on one core, for every registered game on its main scenario: search
// iterations per second (one decision from the start, 2,000 iterations) and random play-outs per second (from
// the first real choice to the end or the play-out limit). `items_per_second` is the figure; on a loaded
// machine read the CPU column.
#include "ai/Search.h"
#include "core/Files.h"
#include "games/detroits/Game.h"
#include "games/escadrilles/Game.h"
#include "games/haute_mer/Game.h"
#include "games/milles_nautiques/Game.h"
#include "games/nautic_miles/Game.h"
#include "games/objectif_villes/Game.h"
#include "games/planetes/Game.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstring>
#include <functional>
#include <map>
#include <random>
#include <string>

namespace {
using namespace amiraute;

template <game::Game G> const typename G::Rules &rulesOf(const char *scenario) {
  static const typename G::Rules rules = G::load(core::findDataFile(scenario));
  return rules;
}

/// The first state where a seat has a real choice (two legal actions or more), random play before.
template <game::Game G> typename G::State firstDecision(const typename G::Rules &rules) {
  typename G::State s = G::initial(rules);
  std::mt19937_64 rng(7);
  while (true) {
    const int who = G::toMove(rules, s);
    if (who >= 0 && G::legal(rules, s).size() > 1) return s;
    s = ai::detail::step<G>(rules, s, who, rng);
  }
}

template <game::Game G> void searchIterations(benchmark::State &st, const char *scenario) {
  const auto &rules = rulesOf<G>(scenario);
  const auto s = firstDecision<G>(rules);
  const int seat = G::toMove(rules, s);
  constexpr int kIterations = 2000;
  const ai::Level level{"bench", ai::Kind::Search, 0, kIterations};
  for (auto _ : st) {
    auto d = ai::decide<G>(rules, s, seat, level, 1);
    benchmark::DoNotOptimize(d.explanation.iterations);
  }
  st.SetItemsProcessed(st.iterations() * kIterations);
}

template <game::Game G> void playouts(benchmark::State &st, const char *scenario) {
  const auto &rules = rulesOf<G>(scenario);
  const auto s = firstDecision<G>(rules);
  std::mt19937_64 rng(3);
  const ai::SearchOptions options;
  for (auto _ : st) {
    auto r = ai::detail::playout<G>(rules, s, options.playout_limit, rng);
    benchmark::DoNotOptimize(r);
  }
  st.SetItemsProcessed(st.iterations());
}

/// One decision of `iterations` from the first real choice, seed 1, untimed: the root's
/// candidates and visits printed. A fixed amount of work for callgrind, and a fingerprint of the
/// search: two builds that print the same lines searched the same tree.
template <game::Game G> void fingerprint(const char *scenario, int iterations) {
  const auto &rules = rulesOf<G>(scenario);
  const auto s = firstDecision<G>(rules);
  const int seat = G::toMove(rules, s);
  ai::SearchOptions options;
  options.explain = 1000;
  const auto d =
      ai::decide<G>(rules, s, seat, ai::Level{"fixed", ai::Kind::Search, 0, iterations}, 1, options);
  std::printf("%s: %d legal, %d iterations\n", scenario, d.explanation.legal, d.explanation.iterations);
  for (const auto &c : d.explanation.best)
    std::printf("  %6d %.6f %s\n", c.visits, c.win, c.action.c_str());
}

/// The scenario and the fingerprint of each game, by the names the benchmarks use.
std::map<std::string, std::function<void(int)>> &fingerprints() {
  static std::map<std::string, std::function<void(int)>> all;
  return all;
}

/// Both benchmarks of one game on its main scenario, named search_<game> and playouts_<game>.
template <game::Game G> void add(const std::string &name, const char *scenario) {
  fingerprints()[name] = [scenario](int iterations) { fingerprint<G>(scenario, iterations); };
  benchmark::RegisterBenchmark(("search_" + name).c_str(), [scenario](benchmark::State &st) {
    searchIterations<G>(st, scenario);
  })->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark(("playouts_" + name).c_str(), [scenario](benchmark::State &st) {
    playouts<G>(st, scenario);
  })->Unit(benchmark::kMicrosecond);
}

} // namespace

int main(int argc, char **argv) {
  // Every registered game on its main scenario (the full-size one each game opens with).
  add<haute_mer::Game>("haute_mer", "scenarios/haute-mer/battle.yaml");
  add<objectif_villes::Game>("objectif_villes", "scenarios/objectif-villes/sept-villes.yaml");
  add<detroits::Game>("detroits", "scenarios/detroits/detroits.yaml");
  add<escadrilles::Game>("escadrilles", "scenarios/escadrilles/standard.yaml");
  add<planetes::Game>("planetes", "scenarios/planetes/standard.yaml");
  add<milles_nautiques::Game>("milles_nautiques", "scenarios/milles-nautiques/duel.yaml");
  add<nautic_miles::Game>("nautic_miles", "scenarios/nautic-miles/duel.yaml");
  // `--fixed GAME ITERATIONS` (GAME as in the benchmarks' names, or `all`): one untimed decision
  // each, its candidates printed (callgrind; comparing two builds' searches).
  if (argc == 4 && std::strcmp(argv[1], "--fixed") == 0) {
    for (const auto &[name, run] : fingerprints())
      if (name == argv[2] || std::strcmp(argv[2], "all") == 0) run(std::atoi(argv[3]));
    return 0;
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
