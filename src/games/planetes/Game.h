#pragma once
/// Planètes through the one game interface (src/game/Game.h): two seats (the owners of planet-1
/// and planet-2), no dice, nothing hidden.
#include "game/Adapter.h"
#include "game/Authoring.h"
#include "game/ForcesSteps.h"
#include "games/planetes/Engine.h"

#include <nlohmann/json_fwd.hpp>

#include <string_view>

namespace amiraute::planetes {

struct Game : game::TwoSides<Rules, State, Action, &loadRules> {
  static constexpr std::string_view name = "planetes";
  /// What the scenario editor may change (Authoring.cpp).
  static game::Authoring authoring();
  /// What its scenarios may name, for `amiraute list` (Names.cpp).
  static std::vector<game::NameLine> names(std::string_view kind) { return planetes::names(kind); }

  /// No random play-outs: with ~270 moves a movement and nothing random, a play-out of random moves
  /// says less than estimate() (Engine.h), which sees the invasion each side could make next.
  static constexpr int playout_length = 0;
  /// The search trusts the best line it has seen, not the average of what it tried (ai/Search.h):
  /// a movement is many moves of one side, most of them foolish, and averaged over them a move
  /// looked worse the longer the search thought (docs/AI.md: at 1,000 iterations against greedy,
  /// 23 won and 55 lost of 80 with the average, 37 won and 30 lost with the best line).
  static constexpr double search_minimax = 1.0;
  /// Each move's one-ply judgement counts as 30 visits (ai::searchPriorVisits): with a few hundred
  /// iterations among ~270 moves, three were outweighed by the first line tried below a move
  /// (docs/AI.md: at 220 iterations against greedy, 22 won of 50 with 3, 32 with 30).
  static constexpr double search_prior_visits = 30;
  /// What the computer weighs: every legal action but the attacks below 3:1, which change nothing
  /// (PL-COMBAT-5) and only look foolish. A player may still make them.
  static std::vector<Action> considered(const Rules &rules, const State &state) {
    return game::forces::withoutHarmlessAttacks<Attack>(
        legalActions(rules, state),
        [&](const Attack &attack) { return judgeAttack(rules, state, attack).odds; });
  }
  /// The state as JSON and back (Encoding.cpp): what a seat may see travels whole to its own
  /// machine when the game is hosted (src/net).
  static nlohmann::json encode(const Rules &rules, const State &state);
  static State decode(const Rules &rules, const nlohmann::json &json);
  /// Strength left and enemy planet held, as shares of the two sides' total (for the opponent).
  static std::vector<double> heuristic(const Rules &rules, const State &state) {
    return estimate(rules, state);
  }
};

static_assert(game::Game<Game>);

} // namespace amiraute::planetes
