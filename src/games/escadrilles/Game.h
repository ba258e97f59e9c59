#pragma once
/// Escadrilles through the one game interface (src/game/Game.h): two seats (the squadrons in
/// scenario order), no dice; each squadron's speeds for the turn are hidden commits, so the game
/// has observe() and determinize().
#include "game/Adapter.h"
#include "game/Authoring.h"
#include "games/escadrilles/Engine.h"

#include <nlohmann/json_fwd.hpp>

#include <string_view>

namespace amiraute::escadrilles {

struct Game : game::TwoSides<Rules, State, Action, &loadRules> {
  static constexpr std::string_view name = "escadrilles";
  /// What the scenario editor may change (Authoring.cpp).
  static game::Authoring authoring();
  /// What its scenarios may name, for `amiraute list` (Names.cpp).
  static std::vector<game::NameLine> names(std::string_view kind) { return escadrilles::names(kind); }

  static int toMove(const Rules &rules, const State &state) { return actor(rules, state); }
  /// Whose action it is: each squadron sets its own speeds, whichever toMove() names (a hosted
  /// game lets both set them at once, each on its own machine).
  static int owner(const Rules &rules, const State &state, const Action &action) {
    if (const auto *speeds = std::get_if<SetSpeeds>(&action)) return speeds->side;
    if (const auto *move = std::get_if<Move>(&action)) return move->side;
    return toMove(rules, state);
  }
  /// The state as JSON and back (Encoding.cpp): what a seat may see travels whole to its own
  /// machine when the game is hosted (src/net).
  static nlohmann::json encode(const Rules &rules, const State &state);
  static State decode(const Rules &rules, const nlohmann::json &json);
};

static_assert(game::Game<Game>);
static_assert(game::HasHiddenInformation<Game>);
static_assert(game::HasHeuristic<Game>);

} // namespace amiraute::escadrilles
