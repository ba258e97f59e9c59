#pragma once
/// The computer measured on one scenario with its type erased, for tools that time or compare
/// searches over every registered game (tools/bench/ai_bench): one decision of a fixed number of
/// iterations from a chosen point of a game (its first real choice, or the middle of a game played
/// by greedy seats), and random play-outs from there. Filled for every game by the computer's
/// table (ai/Registry.h), so no tool lists the games.
#include "ai/Search.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace amiraute::ai {

/// Where in a game a probe stands.
enum class ProbePoint {
  /// The first state where a seat has a real choice (random play before): often a placement.
  First,
  /// The first real choice at or past the middle of a game that greedy seats play from the start
  /// (its length counted up to kProbeGameCap actions): a board with the armies engaged.
  Middle,
};

/// The longest game the middle is taken from: a longer one counts as this long.
inline constexpr int kProbeGameCap = 400;

struct Probe {
  /// The actions played from the start to the probe's state.
  int depth = 0;
  /// Those actions as the game writes them (dice included), to reach the same state elsewhere: in
  /// another build, or at the referee.
  std::vector<std::string> line;
  /// How many legal actions the probe's state offers.
  int legal = 0;
  /// One decision of `iterations` (seed 1) from the probe's state: what it explains.
  std::function<Explanation(int iterations, bool explain)> decide;
  /// One random play-out from the probe's state, its dice from `seed`.
  std::function<void(std::uint64_t seed)> playout;
};

namespace detail {

/// Whether a seat chooses among two actions or more in `s`.
template <game::Game G> bool realChoice(const typename G::Rules &rules, const typename G::State &s) {
  const int who = G::toMove(rules, s);
  return who >= 0 && G::legal(rules, s).size() > 1;
}

/// The action a seat (or the dice) takes in `s` at random.
template <game::Game G>
typename G::Action randomAction(const typename G::Rules &rules, const typename G::State &s,
                                std::mt19937_64 &rng) {
  if (G::toMove(rules, s) == game::kChance) {
    EngineDice dice(rng);
    return game::rollChance<G>(rules, s, dice);
  }
  return game::drawConsideredAction<G>(rules, s, rng());
}

/// The first state where a seat has a real choice (two legal actions or more), random play before;
/// `line` gets the actions played.
template <game::Game G>
typename G::State firstDecision(const typename G::Rules &rules, std::vector<std::string> &line) {
  typename G::State s = G::initial(rules);
  std::mt19937_64 rng(7);
  line.clear();
  while (!realChoice<G>(rules, s)) {
    const typename G::Action a = randomAction<G>(rules, s, rng);
    line.push_back(G::format(rules, a));
    s = G::apply(rules, s, a, game::Narration::Silent).state;
  }
  return s;
}

/// The first real choice at or past the middle of a game greedy seats play from the start (dice
/// seeded, so always the same state); `line` gets the actions played.
template <game::Game G>
typename G::State middleDecision(const typename G::Rules &rules, std::vector<std::string> &line) {
  std::vector<typename G::State> states{G::initial(rules)};
  std::vector<typename G::Action> played;
  std::mt19937_64 rng(7);
  const Level greedy{"greedy", Kind::Greedy, 0, 0};
  while (static_cast<int>(played.size()) < kProbeGameCap) {
    const typename G::State &s = states.back();
    const int who = G::toMove(rules, s);
    if (who == game::kTerminal) break;
    played.push_back(who == game::kChance ? randomAction<G>(rules, s, rng)
                                          : decide<G>(rules, s, who, greedy, rng()).action);
    states.push_back(G::apply(rules, s, played.back(), game::Narration::Silent).state);
  }
  for (std::size_t i = played.size() / 2; i < states.size(); ++i)
    if (realChoice<G>(rules, states[i])) {
      line.clear();
      for (std::size_t k = 0; k < i; ++k)
        line.push_back(G::format(rules, played[k]));
      return states[i];
    }
  return firstDecision<G>(rules, line); // a game over before its middle offers a choice
}

} // namespace detail

/// The probe of a scenario of game G at a point of its play (core::YamlError when it does not load).
template <game::Game G> Probe probe(const std::string &scenario, ProbePoint where = ProbePoint::First) {
  auto rules = std::make_shared<const typename G::Rules>(G::load(scenario));
  Probe p;
  auto state = std::make_shared<const typename G::State>(where == ProbePoint::First
                                                             ? detail::firstDecision<G>(*rules, p.line)
                                                             : detail::middleDecision<G>(*rules, p.line));
  p.depth = static_cast<int>(p.line.size());
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
