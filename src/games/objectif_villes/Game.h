#pragma once
/// Objectif Villes through the one game interface (src/game/Game.h): two seats (Pile and Face),
/// no dice, nothing hidden.
#include "game/Game.h"
#include "games/objectif_villes/Engine.h"

#include <string_view>

namespace amiraute::objectif_villes {

struct Game {
  using Rules = objectif_villes::Rules;
  using State = objectif_villes::State;
  using Action = objectif_villes::Action;
  static constexpr std::string_view name = "objectif-villes";

  static Rules load(const std::string &path) { return loadRules(path); }
  static State initial(const Rules &rules) { return initialState(rules); }
  static game::Players players(const Rules &rules) { return {{rules.sides[0], rules.sides[1]}, {}}; }
  static int toMove(const Rules &, const State &state) {
    return state.phase == Phase::Over ? game::kTerminal : state.actor();
  }
  static std::optional<game::Ruling> validate(const Rules &rules, const State &state, const Action &action) {
    return objectif_villes::validate(rules, state, action);
  }
  static game::Step<State> apply(const Rules &rules, const State &state, const Action &action,
                                 game::Narration narration) {
    Applied a = objectif_villes::apply(rules, state, action, narration);
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
  /// Cities held and pieces left, as shares of both sides' (for the computer opponent).
  static std::vector<double> heuristic(const Rules &rules, const State &state) {
    return objectif_villes::heuristic(rules, state);
  }
  /// No random play-outs: the game has neither dice nor secrets, a partial victory comes from a
  /// few well-chosen moves that random ones never find, and the judgement above sees them.
  static constexpr int playout_length = 0;
  static std::string format(const Rules &rules, const Action &action) { return formatAction(rules, action); }
  static Action parse(const Rules &rules, const std::vector<std::string> &words) {
    return parseAction(rules, words);
  }
};

static_assert(game::Game<Game>);
static_assert(game::HasHeuristic<Game>);

} // namespace amiraute::objectif_villes
