#pragma once
/// Nautic Miles through the one game interface (src/game/Game.h): 2 to 6 players, alone or in
/// teams of two partners facing, hidden hands and face-down convoys, a shuffled talon drawn card
/// by card as chance, rounds up to 200 points inside one game.
#include "game/Game.h"
#include "games/nautic_miles/Engine.h"

#include <string_view>

namespace amiraute::nautic_miles {

struct Game {
  using Rules = nautic_miles::Rules;
  using State = nautic_miles::State;
  using Action = nautic_miles::Action;
  static constexpr std::string_view name = "nautic-miles";

  static Rules load(const std::string &path) { return loadRules(path); }
  static State initial(const Rules &rules) { return initialState(rules); }
  static game::Players players(const Rules &rules) { return {rules.players, rules.side_of}; }
  static int toMove(const Rules &rules, const State &state) { return nautic_miles::toMove(rules, state); }
  static std::optional<game::Ruling> validate(const Rules &rules, const State &state, const Action &action) {
    return nautic_miles::validate(rules, state, action);
  }
  static game::Step<State> apply(const Rules &rules, const State &state, const Action &action,
                                 game::Narration narration) {
    Applied a = nautic_miles::apply(rules, state, action, narration);
    return {std::move(a.state), std::move(a.log)};
  }
  static std::vector<Action> legal(const Rules &rules, const State &state) {
    return legalActions(rules, state);
  }
  static std::vector<game::ChanceOutcome<Action>> chance(const Rules &rules, const State &state) {
    return chanceOutcomes(rules, state);
  }
  static Action roll(const Rules &rules, const State &state, core::DiceSource &dice) {
    return rollChance(rules, state, dice);
  }
  static std::vector<double> returns(const Rules &rules, const State &state) {
    return returnsOf(rules, state);
  }
  static std::vector<double> heuristic(const Rules &rules, const State &state) {
    return heuristicOf(rules, state);
  }
  static State observe(const Rules &rules, const State &state, int seat) {
    return observeState(rules, state, seat);
  }
  static State determinize(const Rules &rules, const State &observed, int seat, std::mt19937_64 &rng) {
    return determinizeState(rules, observed, seat, rng);
  }
  static std::string format(const Rules &rules, const Action &action) { return formatAction(rules, action); }
  static Action parse(const Rules &rules, const std::vector<std::string> &words) {
    return parseAction(rules, words);
  }
};

static_assert(game::Game<Game>);
static_assert(game::RollsDice<Game>);
static_assert(game::HasHiddenInformation<Game>);
static_assert(game::HasHeuristic<Game>);

} // namespace amiraute::nautic_miles
