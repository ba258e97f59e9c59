#pragma once
/// Objectif Villes rules engine: validate an action against a state, apply it to get the next
/// state and log lines citing clause ids (docs/rules/objectif-villes.md). No dice: the game is
/// deterministic, so a record is the scenario plus the action texts.
#include "core/hex/Grid.h"
#include "core/hex/Odds.h"
#include "game/Game.h"
#include "games/objectif_villes/Action.h"
#include "games/objectif_villes/Rules.h"
#include "games/objectif_villes/State.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace amiraute::objectif_villes {

using game::LogEntry;
using game::Narration;
using game::RuleViolation;
using game::Ruling;

// Combat by odds (OV-COMBAT-4, OV-COMBAT-5) is the shared arithmetic of core/hex/Odds.h.
using core::CombatResult;
using core::combatResultName;
using core::computeOdds;
using core::Odds;

/// What apply() did: the next state and its log (Full only), and more.
struct Applied : game::Step<State> {
  std::vector<std::string> clauses;          ///< ids cited, in order, without repeats (Full only)
  std::vector<Hex> path;                     ///< Move: the path taken, both ends included
  int cost = -1;                             ///< Move: points spent
  std::optional<Odds> odds;                  ///< Attack (and placement conflicts: the last one)
  CombatResult outcome = CombatResult::None; ///< Attack: what actually happened to the defender
};

/// Where a piece can move: every hex its search reached, and the hexes it may end on.
struct Reach {
  core::ReachResult searched;                 ///< includes the start and hexes passed through
  std::vector<core::ReachedHex> destinations; ///< empty hexes it may stop on, cheapest first
};

/// The state at the start of a scenario (placement, or movement if every piece is pre-placed).
State initialState(const Rules &rules);
/// Nothing if `action` is legal now, else the clause it breaks. Never throws for a well-formed action.
std::optional<Ruling> validate(const Rules &rules, const State &state, const Action &action);
/// The next state. Throws RuleViolation exactly when validate() refuses. With Narration::Silent
/// the log and the clauses stay empty and no sentence is built.
Applied apply(const Rules &rules, const State &state, const Action &action,
              Narration narration = Narration::Full);
/// Every legal action now (moves to every destination; attacks by all available attackers of a
/// defender and by each one alone). Used by random play and by the referee's hints.
std::vector<Action> legalActions(const Rules &rules, const State &state);

/// Cities held by `side`.
int citiesHeld(const Rules &rules, const State &state, int side);

/// An estimate of an unfinished game for the computer opponent, per side in [0, 1]: the cities
/// held as progress toward seven (OV-WIN-1, OV-WIN-3; a side in its movement already holding
/// seven is about to win), the pieces left (OV-WIN-2) as a share of both sides', and a little for
/// pieces standing near a city their side does not hold (so that a far city is walked to).
std::vector<double> heuristic(const Rules &rules, const State &state);
/// Reach of the piece on `from` with its full movement points, obeying OV-MOVE-*, OV-ZOC-1.
/// Empty if no piece stands there.
Reach reachOf(const Rules &rules, const State &state, Hex from);
/// Odds of an attack as it stands (no checks beyond the pieces existing).
Odds attackOdds(const Rules &rules, const State &state, const Attack &attack);
/// Hexes where the pending retreat `r` may go (OV-RETREAT-2).
std::vector<Hex> retreatOptions(const Rules &rules, const State &state, const PendingRetreat &r);

/// Replay action texts from the initial state. Throws ActionSyntaxError or RuleViolation naming
/// the action's position (1-based).
State replay(const Rules &rules, const std::vector<std::string> &actions);

} // namespace amiraute::objectif_villes
