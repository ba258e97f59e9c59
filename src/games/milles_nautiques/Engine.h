#pragma once
/// Milles Nautiques rules engine: validate an action against a state, apply it to get the next
/// state and log lines citing clause ids (docs/rules/milles-nautiques.md), list the legal
/// actions, the chance outcomes (cards drawn), what a seat may see and a state sampled from it.
#include "core/Dice.h"
#include "game/Game.h"
#include "games/milles_nautiques/Action.h"
#include "games/milles_nautiques/Rules.h"
#include "games/milles_nautiques/State.h"

#include <optional>
#include <random>
#include <vector>

namespace amiraute::milles_nautiques {

using game::LogEntry;
using game::Narration;
using game::RuleViolation;
using game::Ruling;

/// What apply() did: the next state and its log (Full only).
using Applied = game::Step<State>;

/// The state at the start: the deck in the pile, nobody dealt yet (Phase::Deal).
State initialState(const Rules &rules);
/// A seat, game::kChance or game::kTerminal.
int toMove(const Rules &rules, const State &state);
/// Nothing if `action` is legal now, else the clause it breaks. Never throws.
std::optional<Ruling> validate(const Rules &rules, const State &state, const Action &action);
/// The next state. Throws RuleViolation exactly when validate() refuses.
Applied apply(const Rules &rules, const State &state, const Action &action,
              Narration narration = Narration::Full);
/// Every legal action of the seat to move: draw or take; each card held played on every boat it
/// may go on, and discarded.
std::vector<Action> legalActions(const Rules &rules, const State &state);
/// The outcomes of a chance node: the card types left in the pile by their counts; at a real
/// table, who of the attacked crew holds the joker.
std::vector<game::ChanceOutcome<Action>> chanceOutcomes(const Rules &rules, const State &state);
/// The live outcome of a chance node, drawn from `dice` (a card: one die with as many faces as
/// the pile has cards).
Action rollChance(const Rules &rules, const State &state, core::DiceSource &dice);
/// Per seat in [0, 1] at the end: the winning crews share 1; nobody wins: 1 / seats each.
std::vector<double> returnsOf(const Rules &rules, const State &state);
/// An estimate before the end: each boat's miles, less what its stops and hazards will cost, plus
/// what its crew holds (remedies, miles, jokers, attacks), against the best other boat's, on a
/// logistic of the lead (a few turns' miles decide most races).
std::vector<double> heuristic(const Rules &rules, const State &state);
/// What `seat` sees: its own hand; the other hands and the pile as backs (game::kPublic: no hand).
State observe(const Rules &rules, const State &state, int seat);
/// A full state that `seat` would observe as `observed`: the backs of the other hands and of the
/// pile dealt from the unseen cards. (At a real table the seat's own hand is backs too, and stays so.)
State determinize(const Rules &rules, const State &observed, int seat, std::mt19937_64 &rng);

// ---- Helpers for the referee and the view ------------------------------------------------------

/// The boat has laid its first "Bon vent" (MN-START-1).
bool started(const Boat &boat);
/// The boat may lay mile cards: started and not stopped (MN-WIND-2, MN-DIST-1).
bool sailing(const Rules &rules, const Boat &boat);
/// An "Avarie" is on top of the boat's damage pile (MN-DMG-1).
bool damaged(const Rules &rules, const Boat &boat);
/// A "Protest" is on top of the boat's protest pile (MN-PROT-1).
bool protested(const Rules &rules, const Boat &boat);
/// Copies of each card type nobody at the table has seen (in hands as backs, in the pile).
std::vector<int> unseenCards(const Rules &rules, const State &state);

} // namespace amiraute::milles_nautiques
