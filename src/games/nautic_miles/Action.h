#pragma once
/// Nautic Miles actions: what a player types at the referee, as a value with a text form that
/// parses back. Convoys are numbered from the left (port) end of a row, from 1.
///   play 10000t at 2 · play convoy at right (a real table) · play 600 on 1 · play alert on Bruno 2
///   play submarine submarine on Bruno 1 · discard radar · card 600 · card ? · reveal 10000t
#include "game/ActionText.h"
#include "games/nautic_miles/Rules.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace amiraute::nautic_miles {

enum class Verb : std::uint8_t {
  Card,    ///< chance: the card dealt or drawn (`card ?` at a real table: nobody saw it)
  Reveal,  ///< chance at a real table: the convoy turned up is this card (NM-TABLE-1)
  Play,    ///< lay a card: a convoy in one's row, or a card beside a convoy
  Discard, ///< throw a card on the discard, face up
};

/// Action::row for one's own row (or one's team's).
inline constexpr int kOwnRow = -1;
/// Action::position for the right (starboard) end of one's row.
inline constexpr int kRightEnd = -2;

struct Action {
  Verb verb = Verb::Card;
  CardId card = kBack; ///< Card, Reveal, Play, Discard; Play kBack: a convoy laid unseen (a real table)
  bool pair = false;   ///< Play: two submarines together (NM-BATTLE-4)
  int row = kOwnRow;   ///< Play beside a convoy: a seat of the side whose row it is
  int convoy = -1;     ///< Play beside a convoy: its index from the left end, from 0
  int position = -1; ///< Play a convoy: its place in the row, 0 (left end) .. size (right end), or kRightEnd
  friend bool operator==(const Action &, const Action &) = default;
};

using game::ActionSyntaxError;

/// Text form of an action (card ids from the deck, names quoted if they hold spaces).
std::string formatAction(const Rules &rules, const Action &action);
/// Parse words (already split) into an action; ActionSyntaxError otherwise.
Action parseAction(const Rules &rules, const std::vector<std::string> &words);

} // namespace amiraute::nautic_miles
