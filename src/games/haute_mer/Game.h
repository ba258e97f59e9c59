#pragma once
/// Haute Mer through the one game interface (src/game/Game.h): one seat per side, in scenario
/// order; an attack is two steps — the attack (a player's action), then its dice (a chance node:
/// `roll` draws them live, `chance` lists them grouped by number of hits). Everything is in view
/// of every seat.
#include "game/Authoring.h"
#include "game/Game.h"
#include "games/haute_mer/Engine.h"

#include <nlohmann/json_fwd.hpp>

#include <string_view>

namespace amiraute::haute_mer {

struct Game {
  using Rules = Scenario;
  using State = haute_mer::State;
  using Action = haute_mer::Action;
  static constexpr std::string_view name = "haute-mer";
  /// Leaves are judged at once by the estimate, which sees the fire to come (Engine::estimate):
  /// random moves judge a battle worse (docs/AI.md).
  static constexpr int playout_length = 0;
  /// What the scenario editor may change (Authoring.cpp).
  static game::Authoring authoring();
  /// What its scenarios may name, for `amiraute list` (Names.cpp).
  static std::vector<game::NameLine> names(std::string_view kind) { return haute_mer::names(kind); }

  static Rules load(const std::string &path) { return loadScenario(path); }
  static State initial(const Rules &rules) { return initialState(rules); }
  static game::Players players(const Rules &rules) { return {rules.sides, {}}; }
  static int toMove(const Rules &rules, const State &state) { return Engine(rules).actor(state); }
  /// The turn the state is in, from 1 (the arena tells games decided in turn 1).
  static int turn(const State &state) { return state.turn; }
  static std::optional<game::Ruling> validate(const Rules &rules, const State &state, const Action &action) {
    return Engine(rules).validate(state, action);
  }
  static game::Step<State> apply(const Rules &rules, const State &state, const Action &action,
                                 game::Narration narration) {
    return Engine(rules).apply(state, action, narration);
  }
  static std::vector<Action> legal(const Rules &rules, const State &state) {
    return Engine(rules).legal(state);
  }
  /// In a movement phase the computer weighs whole moves (Engine::considered): one decision takes
  /// a ship where it means to go, instead of slivers it cannot tell apart (docs/AI.md).
  static std::vector<Action> considered(const Rules &rules, const State &state) {
    return Engine(rules).considered(state);
  }
  static std::vector<game::ChanceOutcome<Action>> chance(const Rules &rules, const State &state) {
    std::vector<game::ChanceOutcome<Action>> out;
    for (auto &[roll, p] : Engine(rules).rollOutcomes(state))
      out.push_back({Action{std::move(roll)}, p});
    return out;
  }
  /// Every face of every die, as a person would see them on the table.
  static Action roll(const Rules &rules, const State &state, core::DiceSource &dice) {
    return Engine(rules).roll(state, dice);
  }
  static std::vector<double> returns(const Rules &rules, const State &state) {
    return game::winnerReturns(players(rules), state.over && state.winner ? *state.winner : -1);
  }
  static State observe(const Rules &, const State &state, int) { return state; }
  /// Each side's structure afloat, less the fire to come, and its objectives' progress
  /// (Engine::estimate).
  static std::vector<double> heuristic(const Rules &rules, const State &state) {
    return Engine(rules).estimate(state);
  }
  /// The state as JSON and back (Encoding.cpp): what a seat may see travels whole to its own
  /// machine when the game is hosted (src/net).
  static nlohmann::json encode(const Rules &rules, const State &state);
  static State decode(const Rules &rules, const nlohmann::json &json);
  static std::string format(const Rules &rules, const Action &action) { return toText(rules, action); }
  static Action parse(const Rules &rules, const std::vector<std::string> &words) {
    return parseAction(rules, words);
  }
};

static_assert(game::Game<Game>);
static_assert(game::RollsDice<Game>);
static_assert(game::HasHeuristic<Game>);

} // namespace amiraute::haute_mer
