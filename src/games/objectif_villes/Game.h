#pragma once
/// Objectif Villes through the one game interface (src/game/Game.h): two seats (Pile and Face),
/// no dice, nothing hidden.
#include "game/Adapter.h"
#include "game/Authoring.h"
#include "game/ForcesSteps.h"
#include "games/objectif_villes/Engine.h"

#include <nlohmann/json_fwd.hpp>

#include <string_view>

namespace amiraute::objectif_villes {

struct Game : game::TwoSides<Rules, State, Action, &loadRules> {
  static constexpr std::string_view name = "objectif-villes";
  /// What the scenario editor may change (Authoring.cpp).
  static game::Authoring authoring();
  /// What its scenarios may name, for `amiraute list` (Names.cpp).
  static std::vector<game::NameLine> names(std::string_view kind) { return objectif_villes::names(kind); }

  /// No random play-outs: the game has neither dice nor secrets, a partial victory comes from a
  /// few well-chosen moves that random ones never find, and heuristic() (Engine.h) sees them.
  static constexpr int playout_length = 0;
  /// What the computer weighs: every legal action but the attacks below 3:1, which change nothing
  /// (OV-COMBAT-5) and only look foolish. A player may still make them.
  static std::vector<Action> considered(const Rules &rules, const State &state) {
    return game::forces::withoutHarmlessAttacks<Attack>(
        legalActions(rules, state), [&](const Attack &attack) { return attackOdds(rules, state, attack); });
  }
  /// The state as JSON and back (Encoding.cpp): what a seat may see travels whole to its own
  /// machine when the game is hosted (src/net).
  static nlohmann::json encode(const Rules &rules, const State &state);
  static State decode(const Rules &rules, const nlohmann::json &json);
};

static_assert(game::Game<Game>);
static_assert(game::HasHeuristic<Game>);

} // namespace amiraute::objectif_villes
