#pragma once
/// Planètes rules engine: validate an action against a state, apply it to get the next state and
/// log lines citing clause ids (docs/rules/planetes.md). No dice: the game is deterministic, so a
/// record is the scenario plus the action texts. The combat by odds and the retreats are
/// Objectif Villes' (core/hex/Combat.h, core/hex/Odds.h); this file says what Planètes adds:
/// unit types, artillery fire at range, force fields and black holes.
#include "core/hex/Combat.h"
#include "core/hex/Grid.h"
#include "core/hex/Odds.h"
#include "game/Game.h"
#include "games/planetes/Action.h"
#include "games/planetes/Rules.h"
#include "games/planetes/State.h"

#include <optional>
#include <string>
#include <vector>

namespace amiraute::planetes {

using core::CombatResult;
using core::combatResultName;
using core::Odds;
using game::LogEntry;
using game::Narration;
using game::RuleViolation;
using game::Ruling;

/// What apply() did: the next state and its log (Full only), and more.
struct Applied : game::Step<State> {
  std::vector<std::string> clauses;          ///< ids cited, in order, without repeats (Full only)
  std::vector<Hex> path;                     ///< Move: the path taken, both ends included
  int cost = -1;                             ///< Move: points spent
  std::optional<Odds> odds;                  ///< Attack: the odds
  Fire fire = Fire::Contact;                 ///< Attack: what kind of attack it was
  CombatResult outcome = CombatResult::None; ///< Attack: what actually happened to the defender
};

/// Where a unit can move: every hex its search reached, and the hexes it may end on.
struct Reach {
  core::ReachResult searched;                 ///< includes the start and hexes passed through
  std::vector<core::ReachedHex> destinations; ///< empty hexes it may stop on, cheapest first
  std::vector<Hex> fields;                    ///< force fields it may cross (never a destination)
};

/// The odds of an attack and its kind.
struct Judgement {
  Odds odds;
  Fire fire = Fire::Contact;
};

/// The state at the start of a scenario (placement, or movement if every unit is given).
State initialState(const Rules &rules);
/// Nothing if `action` is legal now, else the clause it breaks. Never throws for a well-formed action.
std::optional<Ruling> validate(const Rules &rules, const State &state, const Action &action);
/// The next state. Throws RuleViolation exactly when validate() refuses. With Narration::Silent
/// the log and the clauses stay empty and no sentence is built.
Applied apply(const Rules &rules, const State &state, const Action &action,
              Narration narration = Narration::Full);
/// The legal actions now, a bounded set: placements on every free home hex per type in hand;
/// moves to every destination; attacks on each defender by all its ready attackers, by each
/// kind (contact, artillery) together, and by each alone; retreats; end.
std::vector<Action> legalActions(const Rules &rules, const State &state);

/// Hexes of the enemy planet held by `side`'s units (PL-WIN-1).
int enemyPlanetHeld(const Rules &rules, const State &state, int side);
/// A unit's terrain bonus on `h` (PL-TERRAIN-1): +1 asteroids, +2 its own planet.
int terrainBonus(const Rules &rules, int side, Hex h);
/// Strength of unit `id` attacking, standing where it is (PL-COMBAT-3).
int attackStrength(const Rules &rules, const State &state, int id);
/// Strength of unit `id` defending on `h` against an attack of kind `fire` (PL-COMBAT-3, -4).
int defenceStrength(const Rules &rules, const State &state, int id, Hex h, Fire fire);
/// Reach of the unit on `from` with its full movement points (PL-MOVE-*, PL-ZOC-1). Empty if no
/// unit stands there.
Reach reachOf(const Rules &rules, const State &state, Hex from);
/// The empty hexes of the enemy planet the unit on `from` can move to now: reachOf's
/// destinations on that planet, in the same order, found by a search that leaves out every hex
/// the terrain alone puts too far from them (the computer's estimate asks this of every unit).
std::vector<Hex> enemyPlanetReach(const Rules &rules, const State &state, Hex from);
/// The line of fire of the unit on `gun` at `target` (PL-FIRE-2): a zigzag chain of hexes of
/// the shortest length, both ends included, through hexes that do not block; empty when
/// every such chain is blocked.
std::vector<Hex> lineOfFire(const Rules &rules, const State &state, Hex gun, Hex target);
/// Hexes the artillery on `gun` can fire at now, enemy or not: at its range, with a line of fire.
std::vector<Hex> fireZone(const Rules &rules, const State &state, Hex gun);
/// Why the unit on `attacker` may not join an attack on `defender` now, as validate() would rule
/// on an attack naming it (PL-COMBAT-1, -2, PL-FIRE-1, -2), or nothing when it may: ask before
/// showing the odds of an attack that names it.
std::optional<Ruling> attackerRuling(const Rules &rules, const State &state, Hex attacker, Hex defender);
/// The units of the side in combat that may attack `defender` now, and when none may, the ruling
/// that says so, with the reason of each of the side's units near it.
struct Attackers {
  std::vector<Hex> units;
  std::optional<Ruling> none; ///< set exactly when `units` is empty
};
Attackers attackersOf(const Rules &rules, const State &state, Hex defender);
/// The odds and kind of an attack as it stands (no checks beyond the units existing).
Judgement judgeAttack(const Rules &rules, const State &state, const Attack &attack);
/// Ways back for the pending retreat `r` (PL-RETREAT-2, -3).
std::vector<core::RetreatRoute> retreatRoutes(const Rules &rules, const State &state,
                                              const PendingRetreat &r);
/// A guess at the returns of an unfinished game: strength left, enemy planet held, the invasion
/// each side could make in its next movement (PL-WIN-1) and how near its units are to it.
std::vector<double> estimate(const Rules &rules, const State &state);

} // namespace amiraute::planetes
