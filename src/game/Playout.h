#pragma once
/// A random play-out over the one game interface, for the computer opponent's search and for the
/// play-out benchmark: legal actions picked uniformly, chance nodes drawn live (G::roll, or an
/// outcome of G::chance by its probability), sentences off. Nothing is recorded; the state is the
/// only thing that moves.
#include "core/Dice.h"
#include "game/Game.h"

#include <cstdint>
#include <stdexcept>
#include <utility>

namespace amiraute::game {

/// Where a play-out stopped.
template <class State> struct Playout {
  State state;
  int steps = 0;         ///< actions applied (chance outcomes included)
  bool finished = false; ///< reached the end (else stopped at max_steps)
};

/// Play `state` to the end (or `max_steps` actions) with uniformly random legal actions; the
/// program's dice come from `dice`. Throws what apply throws for a legal action that fails (a bug
/// in the game: the generic checks catch it first).
template <Game G>
Playout<typename G::State> randomPlayout(const typename G::Rules &rules, typename G::State state,
                                         core::SeededDice &dice, int max_steps) {
  Playout<typename G::State> out{std::move(state)};
  while (out.steps < max_steps) {
    const int who = G::toMove(rules, out.state);
    if (who == kTerminal) {
      out.finished = true;
      break;
    }
    typename G::Action action = [&] {
      if (who == kChance) return rollChance<G>(rules, out.state, dice);
      auto legal = G::legal(rules, out.state);
      if (legal.empty()) throw std::logic_error("a seat is to move and has no legal action");
      return std::move(legal[static_cast<std::size_t>(dice.index(static_cast<int>(legal.size())))]);
    }();
    out.state = G::apply(rules, out.state, action, Narration::Silent).state;
    ++out.steps;
  }
  return out;
}

} // namespace amiraute::game
