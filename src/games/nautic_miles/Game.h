#pragma once
/// Nautic Miles through the one game interface (src/game/Game.h): 2 to 6 players, alone or in
/// teams of two partners facing, hidden hands and face-down convoys, a shuffled talon drawn card
/// by card as chance, rounds up to 200 points inside one game.
#include "game/Adapter.h"
#include "games/nautic_miles/Engine.h"

#include <nlohmann/json_fwd.hpp>

#include <string_view>

namespace amiraute::nautic_miles {

struct Game : game::Adapter<Rules, State, Action, &loadRules> {
  static constexpr std::string_view name = "nautic-miles";
  /// What its scenarios may name, for `amiraute list` (Names.cpp).
  static std::vector<game::NameLine> names(std::string_view kind) { return nautic_miles::names(kind); }

  static game::Players players(const Rules &rules) { return {rules.players, rules.side_of}; }
  static int toMove(const Rules &rules, const State &state) { return nautic_miles::toMove(rules, state); }
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
  /// The state as JSON and back (Encoding.cpp): what a seat may see travels whole to its own
  /// machine when the game is hosted (src/net).
  static nlohmann::json encode(const Rules &rules, const State &state);
  static State decode(const Rules &rules, const nlohmann::json &json);
};

static_assert(game::Game<Game>);
static_assert(game::RollsDice<Game>);
static_assert(game::HasHiddenInformation<Game>);
static_assert(game::HasHeuristic<Game>);

} // namespace amiraute::nautic_miles
