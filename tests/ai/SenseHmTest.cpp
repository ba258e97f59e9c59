// Haute Mer's computer at `easy` (issue 24): a person saw its ships creep in slivers of 0.25-0.6 UD
// (one computer turn took ~40 s of them on screen). It now weighs whole moves (HM-MOVE-8), at the
// iterations `easy` reaches in its 0.1 s on a 2-core machine (docs/AI.md, Speed).
#include "ai/Search.h"
#include "core/Files.h"
#include "games/haute_mer/Game.h"

#include <gtest/gtest.h>

#include <cmath>

namespace amiraute {
namespace {

namespace hm = haute_mer;
using HM = hm::Game;

constexpr int kHmEasy = 100; // iterations `easy` buys in the battle's first movement (docs/AI.md)

/// The distance from ship `i` to the nearest enemy, centre to centre.
double gapToEnemy(const HM::Rules &rules, const hm::State &s, std::size_t i) {
  double nearest = 1e9;
  for (std::size_t j = 0; j < s.ships.size(); ++j)
    if (rules.ships[j].side != rules.ships[i].side && s.ships[j].pose)
      nearest = std::min(nearest, core::length(s.ships[j].pose->center - s.ships[i].pose->center));
  return nearest;
}

TEST(ComputerSense, haute_mer_easy_moves_each_ship_whole_and_towards_the_enemy) {
  const HM::Rules rules = HM::load(core::findDataFile("scenarios/haute-mer/battle.yaml"));
  const hm::Engine engine(rules);
  const int ships = static_cast<int>(
      std::count_if(rules.ships.begin(), rules.ships.end(), [](const auto &s) { return s.side == 0; }));
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    hm::State s = HM::initial(rules);
    const hm::State start = s;
    int decisions = 0;
    std::string said;
    while (s.phase == hm::Phase::Movement && decisions <= 3 * ships) {
      const ai::Level level{"easy@" + std::to_string(kHmEasy) + "i", ai::Kind::Search, 0, kHmEasy};
      const hm::Action a = ai::decide<HM>(rules, s, HM::toMove(rules, s), level, seed).action;
      said += HM::format(rules, a) + "; ";
      // No sliver: straight on, it sails at least half of what the ship has left.
      if (const auto *f = std::get_if<hm::MoveForward>(&a)) {
        EXPECT_GE(f->distance + 1e-9, engine.remainingMovement(s, f->ship) / 2) << said;
      }
      s = HM::apply(rules, s, a, game::Narration::Silent).state;
      ++decisions;
    }
    EXPECT_EQ(s.phase, hm::Phase::Fire) << said;
    // About one decision a ship (a ship sent half-way may go on), not dozens.
    EXPECT_LE(decisions, 2 * ships + 1) << said;
    // Not away from the battle (one turned west and back north): the fleet ends nearer the enemy,
    // and no ship it moved more than half a UD farther from its nearest enemy than it began (a
    // wing may open out across the enemy's front; it does not sail off).
    double before = 0, after = 0;
    for (std::size_t i = 0; i < s.ships.size(); ++i) {
      if (rules.ships[i].side != 0) continue;
      before += gapToEnemy(rules, start, i);
      after += gapToEnemy(rules, s, i);
      if (s.ships[i].moved_ud > 0) {
        EXPECT_LT(gapToEnemy(rules, s, i), gapToEnemy(rules, start, i) + 0.5)
            << rules.ships[i].name << ": " << said;
      }
    }
    EXPECT_LT(after, before - 5) << said;
  }
}

} // namespace
} // namespace amiraute
