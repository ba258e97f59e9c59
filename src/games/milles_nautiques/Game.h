#pragma once
/// Milles Nautiques through the one game interface (src/game/Game.h): 2 to 6 skippers, crews of
/// two at four or six, hidden hands, a shuffled pile drawn card by card as chance.
#include "game/Game.h"
#include "games/milles_nautiques/Engine.h"

#include <string_view>

namespace amiraute::milles_nautiques {

struct Game {
  using Rules = milles_nautiques::Rules;
  using State = milles_nautiques::State;
  using Action = milles_nautiques::Action;
  static constexpr std::string_view name = "milles-nautiques";

  static Rules load(const std::string &path) { return loadRules(path); }
  static State initial(const Rules &rules) { return initialState(rules); }
  static game::Players players(const Rules &rules) { return {rules.players, rules.boat_of}; }
  static int toMove(const Rules &rules, const State &state) { return milles_nautiques::toMove(rules, state); }
  static std::optional<game::Ruling> validate(const Rules &rules, const State &state, const Action &action) {
    return milles_nautiques::validate(rules, state, action);
  }
  static game::Step<State> apply(const Rules &rules, const State &state, const Action &action,
                                 game::Narration narration) {
    Applied a = milles_nautiques::apply(rules, state, action, narration);
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

} // namespace amiraute::milles_nautiques
