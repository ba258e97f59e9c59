#pragma once
/// Détroits through the one game interface (src/game/Game.h): two seats (the fleets in scenario
/// order); one chance node, the coin for the wind; each fleet's orders for the turn are hidden
/// commits, so the game has observe() and determinize().
#include "game/Adapter.h"
#include "games/detroits/Engine.h"

#include <string_view>

namespace amiraute::detroits {

struct Game : game::Adapter<Rules, State, Action, &loadRules> {
  static constexpr std::string_view name = "detroits";

  static game::Players players(const Rules &rules) { return {{rules.sides[0], rules.sides[1]}, {}}; }
  static int toMove(const Rules &rules, const State &state) { return actor(rules, state); }
  static std::vector<double> returns(const Rules &rules, const State &state) {
    return game::winnerReturns(players(rules), state.phase == Phase::Over ? state.winner : -1);
  }
};

static_assert(game::Game<Game>);
static_assert(game::HasHiddenInformation<Game>);
static_assert(game::HasHeuristic<Game>);

} // namespace amiraute::detroits
