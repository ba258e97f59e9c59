#pragma once
/// Détroits through the one game interface (src/game/Game.h): two seats (the fleets in scenario
/// order); one chance node, the coin for the wind; each fleet's orders for the turn are hidden
/// commits, so the game has observe() and determinize().
#include "game/Game.h"
#include "games/detroits/Engine.h"

#include <string_view>

namespace amiraute::detroits {

struct Game {
  using Rules = detroits::Rules;
  using State = detroits::State;
  using Action = detroits::Action;
  static constexpr std::string_view name = "detroits";

  static Rules load(const std::string &path) { return loadRules(path); }
  static State initial(const Rules &rules) { return initialState(rules); }
  static game::Players players(const Rules &rules) { return {{rules.sides[0], rules.sides[1]}, {}}; }
  static int toMove(const Rules &rules, const State &state) { return actor(rules, state); }
  static std::optional<game::Ruling> validate(const Rules &rules, const State &state, const Action &action) {
    return detroits::validate(rules, state, action);
  }
  static game::Step<State> apply(const Rules &rules, const State &state, const Action &action,
                                 game::Narration narration) {
    Applied a = detroits::apply(rules, state, action, narration);
    return {std::move(a.state), std::move(a.log)};
  }
  static std::vector<Action> legal(const Rules &rules, const State &state) {
    return legalActions(rules, state);
  }
  static std::vector<game::ChanceOutcome<Action>> chance(const Rules &rules, const State &state) {
    return chanceOutcomes(rules, state);
  }
  static std::vector<double> returns(const Rules &rules, const State &state) {
    return game::winnerReturns(players(rules), state.phase == Phase::Over ? state.winner : -1);
  }
  static State observe(const Rules &rules, const State &state, int seat) {
    return detroits::observe(rules, state, seat);
  }
  static State determinize(const Rules &rules, const State &observed, int seat, std::mt19937_64 &rng) {
    return detroits::determinize(rules, observed, seat, rng);
  }
  static std::vector<double> heuristic(const Rules &rules, const State &state) {
    return detroits::heuristic(rules, state);
  }
  static std::string format(const Rules &rules, const Action &action) { return formatAction(rules, action); }
  static Action parse(const Rules &rules, const std::vector<std::string> &words) {
    return parseAction(rules, words);
  }
};

static_assert(game::Game<Game>);
static_assert(game::HasHiddenInformation<Game>);
static_assert(game::HasHeuristic<Game>);

} // namespace amiraute::detroits
