#pragma once
/// The steps every game of forces (game/Forces.h) takes the same way inside its apply(): the end
/// of a game by annihilation, what follows an attack, the end of a side's combat and the turn that
/// follows, and why a move's destination is out of reach. A game's State has `phase` (TurnPhase),
/// `side`, `turn`, `retreats`, `winner`, `victory`, `onBoard(side)` and `inHand(side)`; its Rules
/// have `sides`, `firstMover()` (who moves first each turn) and `turn_limit`; its pieces have
/// `moved` and `attacked`.
#include "core/I18n.h"
#include "core/hex/Combat.h"
#include "game/Forces.h"
#include "game/Game.h"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace amiraute::game::forces {

/// A hex as a player writes it, or "(off the map)" for one that has no such name.
inline std::string hexText(core::Hex h) {
  try {
    return core::formatHex(h);
  } catch (const core::HexError &) {
    return core::tr("(off the map)");
  }
}

/// A side with nothing on the map and nothing in hand has lost outright: the game ends with
/// `victory`, said under `clause` by `sentence` (marked N_; {loser} or {side}, and {winner}). True
/// when the game is over, by this or before.
template <class Context, class Victory>
bool endIfAnnihilated(Context &c, const std::string &clause, Victory victory, const char *sentence) {
  auto &s = c.s();
  if (s.phase == TurnPhase::Over) return true;
  for (int side = 0; side < 2; ++side)
    if (s.onBoard(side) == 0 && s.inHand(side) == 0) {
      s.phase = TurnPhase::Over;
      s.winner = 1 - side;
      s.victory = victory;
      s.retreats.clear();
      c.cite({clause}, [&] {
        const std::string &loser = c.rules.sides[static_cast<std::size_t>(side)];
        return core::fill(core::tr(sentence),
                          {{"loser", loser},
                           {"side", loser},
                           {"winner", c.rules.sides[static_cast<std::size_t>(1 - side)]}});
      });
      return true;
    }
  return false;
}

/// What follows an attack's result (its attackers, by id, have attacked this turn): unless a side
/// is wiped out (`annihilated()`, the game's endIfAnnihilated), `settle()` settles the retreats
/// with nowhere to go; a defender so eliminated makes the attack's outcome an elimination; then a
/// side may be wiped out again.
template <class Context, class Pieces, class Annihilated, class Settle>
void afterAttack(Context &c, Pieces &pieces, const std::vector<int> &attackers, int defender,
                 Annihilated &&annihilated, Settle &&settle) {
  for (int id : attackers)
    pieces[static_cast<std::size_t>(id)].attacked = true;
  if (annihilated()) return;
  const bool was_pending = !c.s().retreats.empty();
  settle();
  if (was_pending && pieces[static_cast<std::size_t>(defender)].status == PieceStatus::Eliminated)
    c.out.outcome = core::CombatResult::Eliminated;
  annihilated();
}

/// A side's combat ends: the other side moves, and a new turn begins when the first side moves
/// again (said under `clause`). At the end of the last turn the game is over instead, and
/// `atLimit()` names the winner and says why.
template <class Context, class Pieces, class AtLimit>
void endCombat(Context &c, Pieces &pieces, const std::string &clause, AtLimit &&atLimit) {
  auto &s = c.s();
  const int next = 1 - s.side;
  if (next == c.rules.firstMover()) {
    if (s.turn >= c.rules.turn_limit) {
      s.phase = TurnPhase::Over;
      atLimit();
      return;
    }
    ++s.turn;
  }
  s.side = next;
  s.phase = TurnPhase::Movement;
  for (auto &p : pieces)
    p.moved = p.attacked = false;
  c.cite({clause}, [&] {
    return core::fill(
        core::tr("turn {turn}: {side} moves"),
        {{"turn", std::to_string(s.turn)}, {"side", c.rules.sides[static_cast<std::size_t>(next)]}});
  });
}

/// `legal` without the attacks that can do nothing: `odds(attack)` below 3:1 leaves the defender
/// where it is and only spends the attackers' turn. What the computer weighs (G::considered).
template <class Attack, class Action, class OddsOf>
std::vector<Action> withoutHarmlessAttacks(std::vector<Action> legal, OddsOf &&odds) {
  std::erase_if(legal, [&](const Action &a) {
    const Attack *attack = std::get_if<Attack>(&a);
    return attack && odds(*attack).result == core::CombatResult::None;
  });
  return legal;
}

/// Nothing when `to` is among the destinations of `reach(zoc)` (a search for the moving piece,
/// obeying zones of control or not); else why not: every way there stops next to an enemy
/// (`zoc_clause`, `zoc_sentence` with {hex}), or `outOfReach()`.
template <class Reach, class OutOfReach>
std::optional<Ruling> reachRefusal(Reach &&reach, core::Hex to, bool zoc, const std::string &zoc_clause,
                                   const char *zoc_sentence, OutOfReach &&outOfReach) {
  const auto reaches = [&](bool obeying) {
    for (const auto &d : reach(obeying).destinations)
      if (d.hex == to) return true;
    return false;
  };
  if (reaches(zoc)) return std::nullopt;
  if (zoc && reaches(false))
    return refuse(zoc_clause, core::fill(core::tr(zoc_sentence), {{"hex", core::formatHex(to)}}));
  return outOfReach();
}

} // namespace amiraute::game::forces
