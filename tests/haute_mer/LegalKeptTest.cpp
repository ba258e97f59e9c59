// legal() keeps each ship's moves, the prepared bases and the firing lines from call to call
// (issue 24). What it keeps must never show: the legal set is the one worked out afresh, and a
// move or pivot is in it exactly when validate() takes it.
#include "Fixture.h"

#include "core/Dice.h"
#include "core/Files.h"
#include "game/Playout.h"
#include "games/haute_mer/Game.h"

#include <algorithm>
#include <memory>
#include <random>

namespace amiraute::haute_mer::testing {
namespace {

Scenario shipped(const std::string &name) {
  return Game::load(core::findDataFile("scenarios/haute-mer/" + name + ".yaml"));
}

/// Sixty ships of the standard classes at random on a 40 x 30 table: more than listNear() looks
/// at one by one, so the ships sorted by x are used.
Scenario crowded() {
  Scenario sc;
  loadFleetFile(core::findDataFile("fleets/haute-mer/standard.yaml"), sc.classes);
  sc.table = haute_mer::Table{40, 30};
  sc.sides = {"Bleu", "Rouge"};
  std::vector<std::string> ids;
  for (const auto &[id, c] : sc.classes)
    ids.push_back(id);
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> x(1, 39), y(1, 29), h(0, 360);
  std::vector<core::Base> placed;
  while (sc.ships.size() < 60) {
    const ShipClass &c = sc.classes.at(ids[rng() % ids.size()]);
    const core::Base b{core::Pose{{x(rng), y(rng)}, h(rng)}, c.length, c.width};
    bool free = core::baseInsideTable(b, 40, 30);
    for (const auto &other : placed)
      free = free && !core::basesOverlap(b, other);
    if (!free) continue;
    placed.push_back(b);
    sc.ships.push_back(
        {"s" + std::to_string(sc.ships.size()), c.id, static_cast<int>(sc.ships.size() % 2), b.pose});
  }
  return sc;
}

/// Play `sc` at random and, at every step, set legal() beside the same question asked with nothing
/// kept (another scenario asked in between clears what was kept), and each pivot of 45 and 90
/// degrees beside validate().
void checkAlong(const Scenario &sc, std::uint64_t seed, int steps) {
  const Scenario other = shipped("duel");
  const State other_start = Game::initial(other);
  const Engine engine(sc);
  core::SeededDice dice(seed);
  State s = Game::initial(sc);
  int compared = 0, pivots_refused = 0;
  for (int step = 0; step < steps && Game::toMove(sc, s) != game::kTerminal; ++step) {
    if (Game::toMove(sc, s) != game::kChance) {
      const std::vector<Action> kept = Game::legal(sc, s);
      Game::legal(other, other_start); // forget everything kept for `sc`
      const std::vector<Action> afresh = Game::legal(sc, s);
      ASSERT_EQ(kept, afresh) << "step " << step;
      ++compared;
      if (s.phase == Phase::Movement && !s.pending)
        for (int ship = 0; ship < static_cast<int>(s.ships.size()); ++ship)
          for (const double deg : {45.0, -45.0, 90.0, -90.0}) {
            const auto refusal = engine.validate(s, Pivot{ship, deg});
            const bool listed = std::find(kept.begin(), kept.end(), Action{Pivot{ship, deg}}) != kept.end();
            // A pivot validate() takes is listed, unless HM-MOVE-3 keeps it out of the list.
            if (!refusal)
              EXPECT_TRUE(listed) << "step " << step << " ship " << ship << " " << deg;
            else
              EXPECT_FALSE(listed) << "step " << step << " ship " << ship << " " << deg;
            pivots_refused += refusal && (refusal->clause == "HM-MOVE-6" || refusal->clause == "HM-MOVE-7");
          }
    }
    s = game::randomPlayout<Game>(sc, s, dice, 1).state;
  }
  EXPECT_GT(compared, 50);
  EXPECT_GT(pivots_refused, 0); // the geometry refused some: the comparison means something
}

TEST(HauteMerLegalKept, HM_MOVE_6_the_kept_legal_set_is_the_one_worked_out_afresh_in_battle) {
  checkAlong(shipped("battle"), 3, 600);
}

TEST(HauteMerLegalKept, HM_MOVE_6_the_kept_legal_set_is_the_one_worked_out_afresh_with_sixty_ships) {
  checkAlong(crowded(), 4, 300);
}

} // namespace
} // namespace amiraute::haute_mer::testing
