#pragma once
/// Milles Nautiques: everything that changes during a game. A plain value: copy it, compare it,
/// hash it. The state holds every hand; observe() turns what a seat may not see into backs.
#include "core/cards/Cards.h"
#include "games/milles_nautiques/Rules.h"

#include <cstdint>
#include <vector>

namespace amiraute::milles_nautiques {

using core::cards::Hand;
using core::cards::Pile;

/// Where a race stands.
enum class Phase : std::uint8_t {
  Deal,      ///< chance: the next card of the deal goes to `seat`
  Choose,    ///< `seat` draws from the pile or takes the discard (MN-TURN-1)
  Draw,      ///< chance: `seat` draws `draws` more cards from the pile
  Play,      ///< `seat` plays or discards one card
  Mistoufle, ///< chance at a real table: does the attacked crew hold the joker? (MN-MIST-2)
  Over,      ///< the game is over
  Answer,    ///< `seat`, of the crew just attacked, lays the joker or not (MN-MIST-1); last, so
             ///< that the numbers of the phases before it (hashed) are those of older records
};

/// One boat and the cards its crew laid (a crew of two shares one boat: MN-SEAT-1).
struct Boat {
  std::vector<CardId> wind;    ///< "Bon vent", "Encalminé", "Détresse", "Sauvetage": top = back()
  std::vector<CardId> damage;  ///< "Avarie" / "Fin d'avarie"
  std::vector<CardId> protest; ///< "Protest" / "Réparation"
  std::vector<CardId> jokers;  ///< jokers laid (MN-JOKER-1)
  std::vector<CardId> miles;   ///< mile cards laid, in order
  int distance = 0;            ///< miles from the start, after sailing back any excess (MN-MILES-2)
  int skips = 0;               ///< turns the crew must skip, one per "Panique à bord" (MN-PANIC-1)
  bool disqualified = false;   ///< finished or stopped with an open protest (MN-PROT-2)
  int total = 0;               ///< miles of the races sailed before this one (MN-LEG-1)
  friend bool operator==(const Boat &, const Boat &) = default;
};

/// An attack a crew may answer with a Mistoufle, waiting for its skipper's decision
/// (Phase::Answer) or for the table's word (Phase::Mistoufle).
struct PendingAttack {
  int boat = -1;        ///< the boat attacked
  int attacker = -1;    ///< the seat that attacked
  CardId card = kBack;  ///< the attack card
  CardId joker = kBack; ///< the joker that answers it
  friend bool operator==(const PendingAttack &, const PendingAttack &) = default;
};

/// The changing part of a game.
struct State {
  Phase phase = Phase::Deal;
  int leg = 1;       ///< the race being sailed (MN-LEG-1)
  int seat = 0;      ///< the seat being dealt to, choosing, drawing, playing or answering
  int leg_first = 0; ///< the seat that plays first in this race
  int dealt = 0;     ///< cards dealt so far in this race
  int draws = 0;     ///< cards `seat` still draws in Phase::Draw
  int resume = -1;   ///< after a Mistoufle's replay, the seat whose turn comes next (-1: the next seat)
  CardId taken = kBack; ///< the card `seat` took from the discard this turn, not thrown back (MN-TURN-3)
  Pile pile;         ///< the draw pile
  std::vector<Hand> hands;
  std::vector<CardId> discard; ///< face up; the top is back()
  std::vector<CardId> aside;   ///< "Panique à bord" cards set aside (MN-PANIC-1)
  std::vector<Boat> boats;
  PendingAttack pending;        ///< Phase::Mistoufle
  std::vector<int> winners;     ///< boats that won (several on a tie); filled when the game is over
  std::vector<int> leg_winners; ///< boats that won the race just finished (for the log and the view)

  int actor() const { return seat; }
  /// Stable hash of everything above (core::StateHasher).
  std::uint64_t hash() const;
  friend bool operator==(const State &, const State &) = default;
};

/// Name of a phase ("play").
const char *phaseName(Phase p);

} // namespace amiraute::milles_nautiques
