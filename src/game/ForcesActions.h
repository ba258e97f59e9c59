#pragma once
/// The actions every game of forces (game/Forces.h) shares besides its placement, with their text
/// forms: move 0304 0507 · attack 0506 with 0405 0708 · retreat 0506 0607 · end. A game's Action
/// variant holds its own Place and these four.
#include "core/I18n.h"
#include "core/hex/Grid.h"
#include "game/ActionText.h"

#include <optional>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

namespace amiraute::game::forces {

/// Move the piece on `from` to `to` along a cheapest path (movement phase).
struct Move {
  core::Hex from;
  core::Hex to;
  friend bool operator==(const Move &, const Move &) = default;
};
/// The pieces on `attackers` attack the enemy piece on `defender` (combat phase).
struct Attack {
  core::Hex defender;
  std::vector<core::Hex> attackers;
  friend bool operator==(const Attack &, const Attack &) = default;
};
/// The owner of the piece on `from`, which must retreat, moves it to `to`.
struct Retreat {
  core::Hex from;
  core::Hex to;
  friend bool operator==(const Retreat &, const Retreat &) = default;
};
/// End the current phase (movement → combat → the other side's movement).
struct EndPhase {
  friend bool operator==(const EndPhase &, const EndPhase &) = default;
};

std::string format(const Move &a);
std::string format(const Attack &a);
std::string format(const Retreat &a);
std::string format(const EndPhase &a);

/// One of the four, read from words already split.
using Common = std::variant<Move, Attack, Retreat, EndPhase>;
/// The action `words` name when their verb is move, attack, retreat or end; nothing for another
/// verb; ActionSyntaxError when the verb is one of these and the rest is not its form.
std::optional<Common> parse(const std::vector<std::string> &words);

/// The index of the side named `word` (`sideIndex(word)`, -1 when none), or ActionSyntaxError
/// naming the two sides.
template <class Rules> int sideWord(const Rules &rules, const std::string &word) {
  const int side = rules.sideIndex(word);
  if (side < 0)
    throw ActionSyntaxError(core::fill(core::tr("unknown side '{name}' (sides: {a}, {b})"),
                                       {{"name", word}, {"a", rules.sides[0]}, {"b", rules.sides[1]}}));
  return side;
}

/// `hex` read as a hex, or ActionSyntaxError "`what`: why".
core::Hex hexWord(const std::string &word, const std::string &what);

/// The text of a game's action: its placement by `formatPlace(place)`, the four common ones here.
template <class Action, class FormatPlace>
std::string formatWithPlace(const Action &action, FormatPlace &&formatPlace) {
  return std::visit(
      [&](const auto &a) -> std::string {
        if constexpr (std::is_invocable_v<FormatPlace, decltype(a)>)
          return formatPlace(a);
        else
          return format(a);
      },
      action);
}

/// A game's action read from words: `parsePlace()` when the verb is "place", else one of the four
/// common ones; ActionSyntaxError for an empty line or another verb.
template <class Action, class ParsePlace>
Action parseWithPlace(const std::vector<std::string> &words, ParsePlace &&parsePlace) {
  if (words.empty()) throw ActionSyntaxError(core::tr("an empty action"));
  if (words[0] == "place") return parsePlace();
  if (const auto common = parse(words)) return std::visit([](const auto &a) -> Action { return a; }, *common);
  throw ActionSyntaxError(core::fill(core::tr("unknown action '{verb}' (place, move, attack, retreat, end)"),
                                     {{"verb", words[0]}}));
}

} // namespace amiraute::game::forces
