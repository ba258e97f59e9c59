#pragma once
/// The parts of the one game interface (game/Game.h) that an engine written as free functions in
/// its own namespace gives as they are, written once. A game's `Game` derives from
/// `game::Adapter<Rules, State, Action, &loadRules>` and adds only what is its own: `name`,
/// players(), toMove(), returns(), and whatever its engine names otherwise than below. A member it
/// declares itself hides the adapter's.
///
/// The engine's functions are found by argument-dependent lookup in the namespace of its types:
///   State initialState(const Rules &);
///   std::optional<Ruling> validate(const Rules &, const State &, const Action &);
///   R apply(const Rules &, const State &, const Action &, Narration);   // R is or extends Step<State>
///   std::vector<Action> legalActions(const Rules &, const State &);
///   std::string formatAction(const Rules &, const Action &);
///   Action parseAction(const Rules &, const std::vector<std::string> &words);
/// and, where the engine has them (else chance() is empty, observe() is the state itself, and the
/// game has no roll(), determinize() nor heuristic()):
///   std::vector<ChanceOutcome<Action>> chanceOutcomes(const Rules &, const State &);
///   Action rollChance(const Rules &, const State &, core::DiceSource &);   // the game's roll()
///   State observe(const Rules &, const State &, int seat);
///   State determinize(const Rules &, const State &observed, int seat, std::mt19937_64 &);
///   std::vector<double> heuristic(const Rules &, const State &);
#include "game/Game.h"

#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace amiraute::game {

namespace adl {

// Outside the adapter, so that the calls below find the engine's functions, never its members.
template <class R> auto callInitial(const R &r) { return initialState(r); }
template <class R, class S, class A> std::optional<Ruling> callValidate(const R &r, const S &s, const A &a) {
  return validate(r, s, a);
}
template <class R, class S, class A> Step<S> callApply(const R &r, const S &s, const A &a, Narration n) {
  auto applied = apply(r, s, a, n);
  Step<S> &step = applied; // the engine's result is a Step, perhaps with more in it
  return {std::move(step.state), std::move(step.log)};
}
template <class R, class S> auto callLegal(const R &r, const S &s) { return legalActions(r, s); }
template <class R, class A> std::string callFormat(const R &r, const A &a) { return formatAction(r, a); }
template <class R> auto callParse(const R &r, const std::vector<std::string> &words) {
  return parseAction(r, words);
}

template <class R, class S>
concept HasChanceOutcomes = requires(const R &r, const S &s) {
  chanceOutcomes(r, s);
};
template <class R, class S>
concept HasRollChance = requires(const R &r, const S &s, core::DiceSource &dice) {
  rollChance(r, s, dice);
};
template <class R, class S>
concept HasObserve = requires(const R &r, const S &s) {
  { observe(r, s, 0) } -> std::same_as<S>;
};
template <class R, class S>
concept HasDeterminize = requires(const R &r, const S &s, std::mt19937_64 &rng) {
  { determinize(r, s, 0, rng) } -> std::same_as<S>;
};
template <class R, class S>
concept HasHeuristic = requires(const R &r, const S &s) {
  { heuristic(r, s) } -> std::same_as<std::vector<double>>;
};
template <class R, class S> auto callChance(const R &r, const S &s) { return chanceOutcomes(r, s); }
template <class R, class S> auto callRoll(const R &r, const S &s, core::DiceSource &dice) {
  return rollChance(r, s, dice);
}
template <class R, class S> S callObserve(const R &r, const S &s, int seat) { return observe(r, s, seat); }
template <class R, class S> S callDeterminize(const R &r, const S &s, int seat, std::mt19937_64 &rng) {
  return determinize(r, s, seat, rng);
}
template <class R, class S> std::vector<double> callHeuristic(const R &r, const S &s) {
  return heuristic(r, s);
}

} // namespace adl

/// See the top of this file.
template <class R, class S, class A, R (*loadRules)(const std::string &)> struct Adapter {
  using Rules = R;
  using State = S;
  using Action = A;

  static Rules load(const std::string &path) { return loadRules(path); }
  static State initial(const Rules &rules) { return adl::callInitial(rules); }
  static std::optional<Ruling> validate(const Rules &rules, const State &state, const Action &action) {
    return adl::callValidate(rules, state, action);
  }
  static Step<State> apply(const Rules &rules, const State &state, const Action &action,
                           Narration narration) {
    return adl::callApply(rules, state, action, narration);
  }
  static std::vector<Action> legal(const Rules &rules, const State &state) {
    return adl::callLegal(rules, state);
  }
  static std::string format(const Rules &rules, const Action &action) {
    return adl::callFormat(rules, action);
  }
  static Action parse(const Rules &rules, const std::vector<std::string> &words) {
    return adl::callParse(rules, words);
  }
  static std::vector<ChanceOutcome<Action>> chance(const Rules &rules, const State &state) {
    if constexpr (adl::HasChanceOutcomes<Rules, State>)
      return adl::callChance(rules, state);
    else
      return {};
  }
  static Action roll(const Rules &rules, const State &state,
                     core::DiceSource &dice) requires adl::HasRollChance<Rules, State> {
    return adl::callRoll(rules, state, dice);
  }
  static State observe(const Rules &rules, const State &state, int seat) {
    if constexpr (adl::HasObserve<Rules, State>)
      return adl::callObserve(rules, state, seat);
    else
      return state;
  }
  static State determinize(const Rules &rules, const State &observed, int seat,
                           std::mt19937_64 &rng) requires adl::HasDeterminize<Rules, State> {
    return adl::callDeterminize(rules, observed, seat, rng);
  }
  static std::vector<double> heuristic(const Rules &rules,
                                       const State &state) requires adl::HasHeuristic<Rules, State> {
    return adl::callHeuristic(rules, state);
  }
};

/// The adapter of a game between two sides named in `rules.sides`, over when `state.phase` is
/// Over and won then by `state.winner` (-1: a draw); until then the side to act is
/// `state.actor()`. A game whose turn is decided otherwise declares its own toMove().
template <class R, class S, class A, R (*loadRules)(const std::string &)>
struct TwoSides : Adapter<R, S, A, loadRules> {
  static Players players(const R &rules) { return {{rules.sides[0], rules.sides[1]}, {}}; }
  static int toMove(const R &, const S &state) requires requires { state.actor(); } {
    return state.phase == decltype(state.phase)::Over ? kTerminal : state.actor();
  }
  static std::vector<double> returns(const R &rules, const S &state) {
    return winnerReturns(players(rules), state.phase == decltype(state.phase)::Over ? state.winner : -1);
  }
  /// The game turn the state is in, counted from 1 (the arena tells games decided in turn 1).
  static int turn(const S &state) { return state.turn; }
};

} // namespace amiraute::game
