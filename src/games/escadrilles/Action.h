#pragma once
/// Escadrilles actions: what a squadron does, as a value with a text form that parses back. The
/// texts are the referee's commands:
///   speeds Bleu 1:3 2:2 3:4 · move Bleu 3 2 2 3 · end
#include "game/ActionText.h"
#include "games/escadrilles/Rules.h"

#include <stdexcept>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace amiraute::escadrilles {

/// Secret speeds for some planes of `side` this turn (ES-SPEED-*): (number, speed) pairs, in the
/// order given.
struct SetSpeeds {
  int side = 0;
  std::vector<std::pair<int, int>> speeds;
  friend bool operator==(const SetSpeeds &, const SetSpeeds &) = default;
};
/// Plane `number` of `side` flies into the hexes in these directions, one a hex entered (facings
/// 1 = north ... 6 = north-west) (ES-MOVE-*).
struct Move {
  int side = 0;
  int number = 1;
  std::vector<int> directions;
  friend bool operator==(const Move &, const Move &) = default;
};
/// The moving squadron ends its movement; its planes shoot (ES-FIRE-1).
struct EndMovement {
  friend bool operator==(const EndMovement &, const EndMovement &) = default;
};

/// Any action.
using Action = std::variant<SetSpeeds, Move, EndMovement>;

using game::ActionSyntaxError;

/// Text form of an action (side names are quoted if they hold spaces).
std::string formatAction(const Rules &rules, const Action &action);
/// Parse words (already split) into an action; ActionSyntaxError otherwise.
Action parseAction(const Rules &rules, const std::vector<std::string> &words);
/// Parse a whole line.
Action parseAction(const Rules &rules, const std::string &text);
/// The side named by `word`, or ActionSyntaxError naming the squadrons.
int parseSide(const Rules &rules, const std::string &word);

} // namespace amiraute::escadrilles
