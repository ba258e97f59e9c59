#pragma once
/// The computer measured on one scenario with its type erased, for tools that time or compare
/// searches over every registered game (tools/bench/ai_bench): one decision of a fixed number of
/// iterations from the first real choice, and random play-outs from there. Filled for every game
/// by the computer's table (ai/Registry.h), so no tool lists the games.
#include "ai/Search.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <string>

namespace amiraute::ai {

struct Probe {
  /// How many legal actions the first real choice offers.
  int legal = 0;
  /// One decision of `iterations` (seed 1) from the first real choice: what it explains.
  std::function<Explanation(int iterations, bool explain)> decide;
  /// One random play-out from the first real choice, its dice from `seed`.
  std::function<void(std::uint64_t seed)> playout;
};

namespace detail {

/// The first state where a seat has a real choice (two legal actions or more), random play before.
template <game::Game G> typename G::State firstDecision(const typename G::Rules &rules) {
  typename G::State s = G::initial(rules);
  std::mt19937_64 rng(7);
  while (true) {
    const int who = G::toMove(rules, s);
    if (who >= 0 && G::legal(rules, s).size() > 1) return s;
    s = step<G>(rules, s, who, rng);
  }
}

} // namespace detail

/// The probe of a scenario of game G (core::YamlError when it does not load).
template <game::Game G> Probe probe(const std::string &scenario) {
  auto rules = std::make_shared<const typename G::Rules>(G::load(scenario));
  auto state = std::make_shared<const typename G::State>(detail::firstDecision<G>(*rules));
  Probe p;
  p.legal = static_cast<int>(G::legal(*rules, *state).size());
  p.decide = [rules, state](int iterations, bool explain) {
    SearchOptions options;
    if (explain) options.explain = 1000;
    const int seat = G::toMove(*rules, *state);
    return decide<G>(*rules, *state, seat, Level{"fixed", Kind::Search, 0, iterations}, 1, options)
        .explanation;
  };
  p.playout = [rules, state](std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    const SearchOptions options;
    auto r = detail::playout<G>(*rules, *state, options.playout_limit, rng);
    (void)r;
  };
  return p;
}

} // namespace amiraute::ai
