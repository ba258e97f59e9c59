#pragma once
/// Nautic Miles through the one game interface (src/game/Game.h): 2 to 6 players, alone or in
/// teams of two partners facing, hidden hands and face-down convoys, a shuffled talon drawn card
/// by card as chance, rounds up to 200 points inside one game.
#include "game/EngineAdapter.h"
#include "games/nautic_miles/Engine.h"

#include <nlohmann/json_fwd.hpp>

#include <string_view>

namespace amiraute::nautic_miles {

struct Game : game::EngineAdapter<Rules, State, Action, &loadRules, &names> {
  static constexpr std::string_view name = "nautic-miles";

  static game::Players players(const Rules &rules) { return {rules.players, rules.side_of}; }
  /// The state as JSON and back (Encoding.cpp): what a seat may see travels whole to its own
  /// machine when the game is hosted (src/net).
  static nlohmann::json encode(const Rules &rules, const State &state);
  static State decode(const Rules &rules, const nlohmann::json &json);
};

static_assert(game::CardGameWithSecrets<Game>);

} // namespace amiraute::nautic_miles
