#pragma once
/// Milles Nautiques: the immutable part of a game — the deck, the skippers and their boats, the
/// options — loaded from a scenario. Clause ids (MN-...) refer to docs/rules/milles-nautiques.md.
#include "core/cards/Deck.h"
#include "game/Deal.h"
#include "game/Names.h"

#include <string>
#include <string_view>
#include <vector>

namespace amiraute::milles_nautiques {

/// Who deals and sees the cards (MN-TABLE-1 for a real deck at a real table).
using core::cards::CardId;
using core::cards::kBack;
using game::Deal;

/// MN-MIST-1: how a crew holding the joker that answers an attack uses it.
enum class MistoufleCall : std::uint8_t {
  Ask,    ///< the attacked crew decides: `mistoufle` or `no mistoufle` (the original's "il peut")
  Always, ///< the joker is laid at once whenever the crew holds it (no question asked)
};

/// The `rules:` mapping of a scenario.
struct Options {
  int distance = 0;                      ///< MN-GOAL-1: 0 = 1,500 miles, 1,000 with three boats
  int hand_size = 6;                     ///< MN-DEAL-1
  int damage_limit = 50;                 ///< MN-DMG-1: most miles a card may give under "Avarie"
  int mistoufle_miles = 300;             ///< MN-MIST-1
  bool bon_vent_after_sauvetage = false; ///< MN-DIST-1: after "Sauvetage" a "Bon vent" is needed too
  bool protest_blocks_finish = false;    ///< MN-PROT-2: refuse the finishing card under an open protest
  int legs_total = 0;                    ///< MN-LEG-1: 0 = one race; else the total over several races
  int max_legs = 0;                      ///< MN-LEG-1: 0 = no limit on the number of races
  MistoufleCall mistoufle = MistoufleCall::Ask; ///< MN-MIST-1
  bool hazards_before_start = true; ///< MN-ATTACK-1: Avarie, Protest, Panique on a boat not started yet
  bool throw_back_taken = false;    ///< MN-TURN-3: the card taken from the discard may go back on it
  bool hazards_pile_up = true;      ///< MN-DMG-1, MN-PROT-1, MN-PANIC-1: a second one on the first
};

/// Everything that does not change during a game.
struct Rules {
  std::string file; ///< where it was loaded from
  std::string title;
  std::string description; ///< the scenario's `description:`, said under the title
  core::cards::Deck deck;
  std::vector<std::string> players;    ///< skippers in seating order, clockwise
  std::vector<std::vector<int>> boats; ///< the seats of each boat's crew (MN-SEAT-1)
  std::vector<int> boat_of;            ///< boat of each seat
  int first = 0;                       ///< seat that plays first in the first race (MN-SEAT-2)
  Deal deal = Deal::Program;
  Options options;

  // Card types the engine needs, looked up once.
  struct Ids {
    CardId bon_vent, encalmine, detresse, sauvetage, avarie, fin_avarie, protest, reparation, panique,
        tacticien, vieux_loup, kit;
  } ids{};

  int seats() const { return static_cast<int>(players.size()); }
  int boatCount() const { return static_cast<int>(boats.size()); }
  /// The race length: options.distance, or 1,500 (1,000 with three boats).
  int distance() const;
  /// Miles a card gives (0 for a card that is not a mile card).
  int miles(CardId card) const;
  /// Seat for a player name (exact, then ignoring case and accents), or -1.
  int seatOf(const std::string &name) const;
  /// The boat's name: its skippers' names joined ("Anne & Chloé").
  std::string boatName(int boat) const;
};

/// Load a scenario file; errors are core::YamlError (file:line:column).
Rules loadRules(const std::string &path);

/// The `rules:` options this loader reads, as `amiraute list options` shows them (game/Names.h).
std::vector<game::NameLine> optionLines();
/// What a scenario may name of `kind` ("terrain", "classes", "cards", "options", "sides"), one
/// line each; empty when the game has no such thing (Names.cpp).
std::vector<game::NameLine> names(std::string_view kind);

/// Load scenario text; `file` names it in errors.
Rules parseRules(const std::string &text, const std::string &file);

} // namespace amiraute::milles_nautiques
