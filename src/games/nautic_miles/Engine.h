#pragma once
/// Nautic Miles rules engine: validate an action against a state, apply it to get the next state
/// and log lines citing clause ids (docs/rules/nautic-miles.md), list the legal actions, the
/// chance outcomes (cards drawn; convoys turned up at a real table), what a seat may see and a
/// state sampled from it. Rounds are played inside one game until a side reaches the target.
#include "core/Dice.h"
#include "game/Game.h"
#include "games/nautic_miles/Action.h"
#include "games/nautic_miles/Rules.h"
#include "games/nautic_miles/State.h"

#include <optional>
#include <random>
#include <vector>

namespace amiraute::nautic_miles {

using game::LogEntry;
using game::Narration;
using game::RuleViolation;
using game::Ruling;

/// What apply() did: the next state and its log (Full only).
using Applied = game::Step<State>;

/// The state at the start: the deck in the talon, the first round being dealt (Phase::Deal).
State initialState(const Rules &rules);
/// A seat, game::kChance or game::kTerminal.
int toMove(const Rules &rules, const State &state);
/// Nothing if `action` is legal now, else the clause it breaks. Never throws.
std::optional<Ruling> validate(const Rules &rules, const State &state, const Action &action);
/// The next state. Throws RuleViolation exactly when validate() refuses.
Applied apply(const Rules &rules, const State &state, const Action &action,
              Narration narration = Narration::Full);
/// Every legal action of the seat to move: each card held laid wherever it may go, or discarded.
std::vector<Action> legalActions(const Rules &rules, const State &state);
/// The outcomes of a chance node: the card types left in the talon by their counts; at a real
/// table, the convoy types a turned card may show, by the counts nobody has seen.
std::vector<game::ChanceOutcome<Action>> chanceOutcomes(const Rules &rules, const State &state);
/// The live outcome of a chance node, drawn from `dice`.
Action rollChance(const Rules &rules, const State &state, core::DiceSource &dice);
/// Per seat in [0, 1] at the end: the winning sides share 1; partners share their side's.
std::vector<double> returnsOf(const Rules &rules, const State &state);
/// An estimate before the end, from each side's points, and what its convoys at sea and in hand
/// promise, against the best other side's.
std::vector<double> heuristic(const Rules &rules, const State &state);
/// What `seat` sees: its hand, its side's convoys (a partner's too: NM-TEAM-1), every card face
/// up; the other hands, the talon and the other sides' face-down convoys as backs.
State observe(const Rules &rules, const State &state, int seat);
/// A full state that `seat` would observe as `observed`: the other sides' face-down convoys
/// dealt from the unseen convoy cards, then the other hands and the talon from the rest.
State determinize(const Rules &rules, const State &observed, int seat, std::mt19937_64 &rng);

// ---- Helpers for the referee and the view ------------------------------------------------------

/// Half-points a side has on the table now (convoys in port, captures), counted only once one of
/// its convoys has arrived (NM-END-1).
int tablePoints(const Rules &rules, const Side &side);
/// Half-points of a side's convoys (in port and at sea, by their miles) and prizes if the round
/// ended now (NM-SCORE-1..3), bonuses excluded and whether it may score aside; faces still unknown
/// count nothing.
int roundPoints(const Rules &rules, const Side &side);
/// A convoy of this side has reached port (the trawler does not count: NM-CONV-2).
bool hasArrival(const Rules &rules, const Side &side);
/// Copies of each card type nobody has seen (backs in hands, the talon, face-down convoys).
std::vector<int> unseenCards(const Rules &rules, const State &state);

} // namespace amiraute::nautic_miles
