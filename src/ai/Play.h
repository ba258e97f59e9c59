#pragma once
/// Whole games between computer players, over the game interface: what the arena runs in each
/// worker process, and what the tests use to check that the search beats the baselines.
#include "ai/Search.h"
#include "game/Game.h"

#include <memory>
#include <string>
#include <vector>

namespace amiraute::ai {

/// How one game ended.
struct Outcome {
  std::vector<double> returns; ///< per seat
  int plies = 0;               ///< actions chosen by the seats (chance not counted)
  int first = 0;               ///< the seat that chose first
  bool finished = true;        ///< false when the step limit stopped it (returns are then estimates)
  int turn = 0;                ///< the game turn it ended in, for a game that counts them (G::turn); else 0
};

/// The seats of a scenario: names and teams (for the arena's table).
struct Seats {
  std::vector<std::string> names;
  std::vector<int> team;
};

/// Play one game of `rules` with `levels[seat]` at each seat; the dice and every player's search
/// are seeded from `seed`. Stops after `max_steps` actions (chance included).
template <game::Game G>
Outcome playGame(const typename G::Rules &rules, const std::vector<Level> &levels, std::uint64_t seed,
                 int max_steps = 20000, const SearchOptions &options = {}) {
  Outcome out;
  std::mt19937_64 dice_engine(mixSeed(seed, 0xD1CE));
  EngineDice dice(dice_engine);
  typename G::State s = G::initial(rules);
  bool first = true;
  const auto turn = [&] {
    if constexpr (requires { G::turn(s); }) out.turn = G::turn(s);
  };
  for (int step = 0; step < max_steps; ++step) {
    const int who = G::toMove(rules, s);
    if (who == game::kTerminal) {
      out.returns = G::returns(rules, s);
      turn();
      return out;
    }
    if (who == game::kChance) {
      s = G::apply(rules, s, game::rollChance<G>(rules, s, dice), game::Narration::Silent).state;
      continue;
    }
    if (first) out.first = who;
    first = false;
    const Level &level = levels[static_cast<std::size_t>(who)];
    const auto d =
        decide<G>(rules, s, who, level, mixSeed(seed, static_cast<std::uint64_t>(step) + 1), options);
    s = G::apply(rules, s, d.action, game::Narration::Silent).state;
    ++out.plies;
  }
  out.finished = false;
  out.returns = game::estimate<G>(rules, s);
  turn();
  return out;
}

} // namespace amiraute::ai
