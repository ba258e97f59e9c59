// The computer opponent's speed on one core, per game on its main scenario: search iterations per
// second (one decision from the start, 2,000 iterations) and random play-outs per second (from the
// first real choice to the end or the play-out limit). `items_per_second` is the figure; on a
// loaded machine read the CPU column.
#include "ai/Search.h"
#include "core/Files.h"
#include "games/escadrilles/Game.h"
#include "games/milles_nautiques/Game.h"
#include "games/nautic_miles/Game.h"
#include "games/objectif_villes/Game.h"

#include <benchmark/benchmark.h>

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

void search_objectif_villes(benchmark::State &st) {
  searchIterations<objectif_villes::Game>(st, "scenarios/objectif-villes/sept-villes.yaml");
}
void playouts_objectif_villes(benchmark::State &st) {
  playouts<objectif_villes::Game>(st, "scenarios/objectif-villes/sept-villes.yaml");
}
BENCHMARK(search_objectif_villes)->Unit(benchmark::kMillisecond);
BENCHMARK(playouts_objectif_villes)->Unit(benchmark::kMicrosecond);
void search_escadrilles(benchmark::State &st) {
  searchIterations<escadrilles::Game>(st, "scenarios/escadrilles/standard.yaml");
}
void playouts_escadrilles(benchmark::State &st) {
  playouts<escadrilles::Game>(st, "scenarios/escadrilles/standard.yaml");
}
BENCHMARK(search_escadrilles)->Unit(benchmark::kMillisecond);
BENCHMARK(playouts_escadrilles)->Unit(benchmark::kMicrosecond);
void search_milles_nautiques(benchmark::State &st) {
  searchIterations<milles_nautiques::Game>(st, "scenarios/milles-nautiques/duel.yaml");
}
void playouts_milles_nautiques(benchmark::State &st) {
  playouts<milles_nautiques::Game>(st, "scenarios/milles-nautiques/duel.yaml");
}
BENCHMARK(search_milles_nautiques)->Unit(benchmark::kMillisecond);
BENCHMARK(playouts_milles_nautiques)->Unit(benchmark::kMicrosecond);
void search_nautic_miles(benchmark::State &st) {
  searchIterations<nautic_miles::Game>(st, "scenarios/nautic-miles/duel.yaml");
}
void playouts_nautic_miles(benchmark::State &st) {
  playouts<nautic_miles::Game>(st, "scenarios/nautic-miles/duel.yaml");
}
BENCHMARK(search_nautic_miles)->Unit(benchmark::kMillisecond);
BENCHMARK(playouts_nautic_miles)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
