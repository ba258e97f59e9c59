#pragma once
/// Détroits through the one game interface (src/game/Game.h): two seats (the fleets in scenario
/// order); one chance node, the coin for the wind; each fleet's orders for the turn are hidden
/// commits, so the game has observe() and determinize().
#include "game/Adapter.h"
#include "game/Authoring.h"
#include "games/detroits/Engine.h"

#include <nlohmann/json_fwd.hpp>

#include <string_view>

namespace amiraute::detroits {

struct Game : game::TwoSides<Rules, State, Action, &loadRules> {
  static constexpr std::string_view name = "detroits";
  /// The search trusts heuristic(): no random play-outs, the best line seen alone
  /// (ai::searchMinimax), and each order's one-ply judgement worth 30 visits
  /// (ai::searchPriorVisits). A fleet's turn is five orders of its own, each judged where the
  /// written orders leave the ships; random orders after them and the average over every foolish
  /// follow-up drowned the judgement: greedy, one ply deep with it, won 28 of 29 against `easy`
  /// (docs/AI.md). The other fleet's orders, which it writes without reading these, are drawn as
  /// it might write them (simultaneous()), in four worlds that every iteration takes in turn
  /// (ai::searchWorlds): so each order is weighed against the same few guesses.
  static constexpr int playout_length = 0;
  static constexpr double search_minimax = 1.0;
  static constexpr double search_prior_visits = 30;
  static constexpr int search_worlds = 4;
  /// What the scenario editor may change (Authoring.cpp).
  static game::Authoring authoring();
  /// What its scenarios may name, for `amiraute list` (Names.cpp).
  static std::vector<game::NameLine> names(std::string_view kind) { return detroits::names(kind); }

  static int toMove(const Rules &rules, const State &state) { return actor(rules, state); }
  /// The other fleet's orders of this turn drawn at once (ai::searchWorld).
  static State simultaneous(const Rules &rules, const State &state, int seat, std::mt19937_64 &rng) {
    return detroits::simultaneous(rules, state, seat, rng);
  }
  /// One legal action drawn without listing every order (src/game/Game.h, drawConsidered).
  static Action drawConsidered(const Rules &rules, const State &state, std::uint64_t draw) {
    return drawLegal(rules, state, draw);
  }
  /// Whose action it is: each fleet writes, seals, fires and holds for itself, whichever fleet
  /// toMove() names (a hosted game lets both write their orders at once, each on its own machine).
  static int owner(const Rules &rules, const State &state, const Action &action) {
    const auto side_of = [&](int ship) {
      return ship >= 0 && ship < static_cast<int>(state.ships.size())
                 ? state.ships[static_cast<std::size_t>(ship)].side
                 : toMove(rules, state);
    };
    if (const auto *order = std::get_if<WriteOrder>(&action)) return side_of(order->ship);
    if (const auto *seal = std::get_if<Seal>(&action)) return seal->side;
    if (const auto *fire = std::get_if<Fire>(&action)) return side_of(fire->ship);
    if (const auto *hold = std::get_if<Hold>(&action)) return hold->side;
    return game::kChance; // the coin for the wind
  }
  /// The state as JSON and back (Encoding.cpp): what a seat may see travels whole to its own
  /// machine when the game is hosted (src/net).
  static nlohmann::json encode(const Rules &rules, const State &state);
  static State decode(const Rules &rules, const nlohmann::json &json);
};

static_assert(game::Game<Game>);
static_assert(game::HasHiddenInformation<Game>);
static_assert(game::HasHeuristic<Game>);
static_assert(game::DrawsConsidered<Game>);

} // namespace amiraute::detroits
