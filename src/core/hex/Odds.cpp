#include "core/hex/Odds.h"

namespace amiraute::core {

const char *combatResultName(CombatResult r) {
  switch (r) {
  case CombatResult::None: return "none";
  case CombatResult::Retreat: return "retreat";
  case CombatResult::Eliminated: return "eliminated";
  }
  return "?";
}

Odds computeOdds(int attack, int defence) {
  Odds o;
  o.attack = attack;
  o.defence = defence;
  if (defence <= 0) { // no strength to defend with: overwhelming
    o.left = attack > 0 ? 99 : 0;
    o.right = 1;
  } else if (attack <= 0) {
    o.left = 0;
    o.right = 1;
  } else if (attack >= defence) {
    o.left = attack / defence; // rounded down: in the defender's favour
    o.right = 1;
  } else {
    o.left = 1;
    o.right = (defence + attack - 1) / attack; // rounded up: in the defender's favour
  }
  if (o.right == 1 && o.left >= 4)
    o.result = CombatResult::Eliminated;
  else if (o.right == 1 && o.left == 3)
    o.result = CombatResult::Retreat;
  return o;
}

} // namespace amiraute::core
