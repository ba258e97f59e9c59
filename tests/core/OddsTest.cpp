// Combat by odds, shared by Objectif Villes (OV-COMBAT-4/5) and Planètes: the arithmetic alone;
// the games' own tests cite their clauses.
#include "core/hex/Odds.h"

#include <gtest/gtest.h>

namespace amiraute::core {
namespace {

TEST(Odds, rounded_in_the_defenders_favour) {
  EXPECT_EQ(computeOdds(7, 2).text(), "3:1");
  EXPECT_EQ(computeOdds(9, 4).text(), "2:1");
  EXPECT_EQ(computeOdds(2, 5).text(), "1:3");
  EXPECT_EQ(computeOdds(3, 4).text(), "1:2");
  EXPECT_EQ(computeOdds(5, 5).text(), "1:1");
  const Odds o = computeOdds(13, 4);
  EXPECT_EQ(o.attack, 13);
  EXPECT_EQ(o.defence, 4);
  EXPECT_EQ(o.left, 3);
  EXPECT_EQ(o.right, 1);
}

TEST(Odds, four_to_one_eliminates_three_to_one_forces_a_retreat) {
  EXPECT_EQ(computeOdds(8, 2).result, CombatResult::Eliminated);
  EXPECT_EQ(computeOdds(6, 1).result, CombatResult::Eliminated);
  EXPECT_EQ(computeOdds(6, 2).result, CombatResult::Retreat);
  EXPECT_EQ(computeOdds(11, 3).result, CombatResult::Retreat); // 3.67 rounds down to 3:1
  EXPECT_EQ(computeOdds(5, 2).result, CombatResult::None);
  EXPECT_EQ(computeOdds(1, 4).result, CombatResult::None);
  EXPECT_STREQ(combatResultName(CombatResult::Eliminated), "eliminated");
  EXPECT_STREQ(combatResultName(CombatResult::Retreat), "retreat");
  EXPECT_STREQ(combatResultName(CombatResult::None), "none");
}

TEST(Odds, no_attack_and_no_defence) {
  EXPECT_EQ(computeOdds(0, 3).text(), "0:1");
  EXPECT_EQ(computeOdds(0, 3).result, CombatResult::None);
  // Planètes' artillery fire makes a defender count 1; a defender of 0 is swept away.
  EXPECT_EQ(computeOdds(2, 0).text(), "99:1");
  EXPECT_EQ(computeOdds(2, 0).result, CombatResult::Eliminated);
  EXPECT_EQ(computeOdds(0, 0).result, CombatResult::None);
}

} // namespace
} // namespace amiraute::core
