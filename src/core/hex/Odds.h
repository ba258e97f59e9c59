#pragma once
/// Combat by odds, as in Objectif Villes and Planètes: the attackers' total strength against the
/// defender's, simplified and rounded in the defender's favour (7 against 2 is 3:1, 2 against 5
/// is 1:3); at 4:1 or more the defender is eliminated, at 3:1 it must retreat, below that nothing
/// happens. The games cite their own clauses (OV-COMBAT-4/5, PL-...); the arithmetic is here once.
#include <cstdint>
#include <string>

namespace amiraute::core {

/// What a combat amounts to.
enum class CombatResult : std::uint8_t { None, Retreat, Eliminated };
/// Name of a combat result, as scripts read it: "none", "retreat", "eliminated".
const char *combatResultName(CombatResult r);

/// Strengths and simplified odds of one attack.
struct Odds {
  int attack = 0;
  int defence = 0;
  int left = 0; ///< odds left:right after rounding in the defender's favour
  int right = 1;
  CombatResult result = CombatResult::None;
  /// "3:1".
  std::string text() const { return std::to_string(left) + ":" + std::to_string(right); }
  friend bool operator==(const Odds &, const Odds &) = default;
};

/// Odds of `attack` points against `defence` points: floor(a/d):1 when a >= d, else 1:ceil(d/a);
/// 4:1 or more eliminates, 3:1 forces a retreat. No attack (0 points) is 0:1; a defender of
/// strength 0 or less against any attack is 99:1 (overwhelming).
Odds computeOdds(int attack, int defence);

} // namespace amiraute::core
