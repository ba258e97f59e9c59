#pragma once
/// Planètes through the one game interface (src/game/Game.h): two seats (the owners of planet-1
/// and planet-2), no dice, nothing hidden.
#include "game/Game.h"
#include "games/planetes/Engine.h"

#include <string_view>

namespace amiraute::planetes {

struct Game {
  using Rules = planetes::Rules;
  using State = planetes::State;
  using Action = planetes::Action;
  static constexpr std::string_view name = "planetes";

  static Rules load(const std::string &path) { return loadRules(path); }
  static State initial(const Rules &rules) { return initialState(rules); }
  static game::Players players(const Rules &rules) { return {{rules.sides[0], rules.sides[1]}, {}}; }
  static int toMove(const Rules &, const State &state) {
    return state.phase == Phase::Over ? game::kTerminal : state.actor();
  }
  static std::optional<game::Ruling> validate(const Rules &rules, const State &state, const Action &action) {
    return planetes::validate(rules, state, action);
  }
  static game::Step<State> apply(const Rules &rules, const State &state, const Action &action,
                                 game::Narration narration) {
    Applied a = planetes::apply(rules, state, action, narration);
    return {std::move(a.state), std::move(a.log)};
  }
  static std::vector<Action> legal(const Rules &rules, const State &state) {
    return legalActions(rules, state);
  }
  static std::vector<game::ChanceOutcome<Action>> chance(const Rules &, const State &) { return {}; }
  static std::vector<double> returns(const Rules &rules, const State &state) {
    return game::winnerReturns(players(rules), state.phase == Phase::Over ? state.winner : -1);
  }
  static State observe(const Rules &, const State &state, int) { return state; }
  static std::string format(const Rules &rules, const Action &action) { return formatAction(rules, action); }
  static Action parse(const Rules &rules, const std::vector<std::string> &words) {
    return parseAction(rules, words);
  }
  /// Strength left and enemy planet held, as shares of the two sides' total (for the opponent).
  static std::vector<double> heuristic(const Rules &rules, const State &state) {
    return estimate(rules, state);
  }
};

static_assert(game::Game<Game>);

} // namespace amiraute::planetes
