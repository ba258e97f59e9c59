#pragma once
/// Milles Nautiques through the one game interface (src/game/Game.h): 2 to 6 skippers, crews of
/// two at four or six, hidden hands, a shuffled pile drawn card by card as chance.
#include "game/EngineAdapter.h"
#include "games/milles_nautiques/Engine.h"

#include <nlohmann/json_fwd.hpp>

#include <string_view>

namespace amiraute::milles_nautiques {

struct Game : game::EngineAdapter<Rules, State, Action, &loadRules, &names> {
  static constexpr std::string_view name = "milles-nautiques";

  static game::Players players(const Rules &rules) { return {rules.players, rules.boat_of}; }
  /// No random play-outs: heuristic() (Engine.cpp) judges a new leaf at once. Random moves of a
  /// few turns drowned what it sees of the hands (a card kept, the wind awaited) in their noise.
  static constexpr int playout_length = 0;
  /// A quarter of the best line seen (ai::searchMinimax): a draw's many outcomes, each tried with
  /// its own foolish follow-ups, averaged below one known card taken from the discard (docs/AI.md).
  static constexpr double search_minimax = 0.25;
  /// The state as JSON and back (Encoding.cpp): what a seat may see travels whole to its own
  /// machine when the game is hosted (src/net).
  static nlohmann::json encode(const Rules &rules, const State &state);
  static State decode(const Rules &rules, const nlohmann::json &json);
};

static_assert(game::CardGameWithSecrets<Game>);

} // namespace amiraute::milles_nautiques
