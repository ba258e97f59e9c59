#pragma once
/// Escadrilles through the one game interface (src/game/Game.h): two seats (the squadrons in
/// scenario order), no dice; each squadron's speeds for the turn are hidden commits, so the game
/// has observe() and determinize().
#include "game/Adapter.h"
#include "games/escadrilles/Engine.h"

#include <string_view>

namespace amiraute::escadrilles {

struct Game : game::Adapter<Rules, State, Action, &loadRules> {
  static constexpr std::string_view name = "escadrilles";

  static game::Players players(const Rules &rules) { return {{rules.sides[0], rules.sides[1]}, {}}; }
  static int toMove(const Rules &rules, const State &state) { return actor(rules, state); }
  static std::vector<double> returns(const Rules &rules, const State &state) {
    return game::winnerReturns(players(rules), state.phase == Phase::Over ? state.winner : -1);
  }
};

static_assert(game::Game<Game>);
static_assert(game::HasHiddenInformation<Game>);
static_assert(game::HasHeuristic<Game>);

} // namespace amiraute::escadrilles
