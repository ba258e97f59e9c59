#pragma once
// Games between two greedy players, for the tests that guard a board's balance (docs/AI.md,
// Balance): each must finish, none be decided in the first turn.
#include "ai/Level.h"
#include "ai/Play.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <vector>

namespace amiraute {

/// How many of the games seeded 1..games each seat won (draws counted for neither).
template <game::Game G> std::array<int, 2> greedyWins(const typename G::Rules &rules, int games) {
  const std::vector<ai::Level> greedy{ai::parseLevel("greedy"), ai::parseLevel("greedy")};
  std::array<int, 2> won{0, 0};
  for (int seed = 1; seed <= games; ++seed) {
    const ai::Outcome o = ai::playGame<G>(rules, greedy, static_cast<std::uint64_t>(seed));
    EXPECT_TRUE(o.finished) << "seed " << seed;
    EXPECT_GT(o.turn, 1) << "seed " << seed;
    if (o.returns[0] != o.returns[1]) ++won[o.returns[0] > o.returns[1] ? 0 : 1];
  }
  return won;
}

} // namespace amiraute
