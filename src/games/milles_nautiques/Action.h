#pragma once
/// Milles Nautiques actions: what a skipper types at the referee, as a value with a text form
/// that parses back.
///   draw · take · play 100 · play encalmine Bob · discard panique · card 100 · card ?
///   mistoufle Bob · no mistoufle
#include "game/ActionText.h"
#include "games/milles_nautiques/Rules.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace amiraute::milles_nautiques {

enum class Verb : std::uint8_t {
  Draw,        ///< draw the top card of the pile (MN-TURN-1)
  Take,        ///< take the visible card of the discard (MN-TURN-1)
  Card,        ///< chance: the card dealt or drawn (`card ?` at a real table: nobody saw it)
  Play,        ///< lay a card on one's own boat, or attack `target`'s boat
  Discard,     ///< throw a card on the discard, face up
  Mistoufle,   ///< chance at a real table: `seat` answers the attack with the joker (MN-MIST-2)
  NoMistoufle, ///< chance at a real table: nobody of the attacked crew holds the joker
};

struct Action {
  Verb verb = Verb::Draw;
  CardId card = kBack; ///< Card, Play, Discard
  int target = -1;     ///< Play: a seat of the boat attacked; -1 for one's own boat
  int seat = -1;       ///< Mistoufle: the seat that calls it
  friend bool operator==(const Action &, const Action &) = default;
};

using game::ActionSyntaxError;

/// Text form of an action (card ids from the deck, names quoted if they hold spaces).
std::string formatAction(const Rules &rules, const Action &action);
/// Parse words (already split) into an action; ActionSyntaxError otherwise.
Action parseAction(const Rules &rules, const std::vector<std::string> &words);

} // namespace amiraute::milles_nautiques
