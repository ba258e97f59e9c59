#pragma once
/// Which seat the computer plays: `--ai SIDE[:LEVEL]`, read the same way by the referee and the
/// screen (a side's name, any case, or its number from 1; a level as ai::parseLevel reads it), and
/// whether a choice it made is a secret the people at the table cannot tell from another.
#include "ai/Level.h"
#include "core/I18n.h"
#include "game/Game.h"

#include <cctype>
#include <stdexcept>
#include <string>
#include <utility>

namespace amiraute::ai {

/// A seat the computer plays, and how well.
struct SeatLevel {
  int seat = 0;
  Level level;
};

/// "Rouge:hard" → {"Rouge", "hard"}; "Rouge" → {"Rouge", "normal"}.
inline std::pair<std::string, std::string> splitSideLevel(const std::string &text) {
  const auto colon = text.find(':');
  if (colon == std::string::npos) return {text, "normal"};
  return {text.substr(0, colon), text.substr(colon + 1)};
}

/// The seat called `side` (its name in any case, or its number 1..n) at `level`. Throws
/// std::invalid_argument with a sentence for a person: no such side (naming the sides), or an
/// unknown level (naming the levels).
inline SeatLevel parseComputerSide(const game::Players &players, const std::string &side,
                                   const std::string &level) {
  const auto lower = [](std::string t) {
    for (char &c : t)
      c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return t;
  };
  int seat = -1;
  for (int s = 0; s < players.count(); ++s)
    if (lower(players.names[static_cast<std::size_t>(s)]) == lower(side)) seat = s;
  if (seat < 0 && !side.empty() && side.find_first_not_of("0123456789") == std::string::npos &&
      side.size() < 3 && std::stoi(side) >= 1 && std::stoi(side) <= players.count())
    seat = std::stoi(side) - 1;
  if (seat < 0) {
    std::string names;
    for (const auto &n : players.names)
      names += (names.empty() ? "" : ", ") + n;
    throw std::invalid_argument(core::fill(core::tr("no side '{side}' in this game (the sides are {names})"),
                                           {{"side", side}, {"names", names}}));
  }
  return {seat, parseLevel(level)};
}

/// True when the people at the table cannot tell `action` from another legal action of `state`
/// by what everybody sees (a secret speed, a card laid face down): its text and the computer's
/// candidates must not be shown.
template <game::Game G>
bool secretChoice(const typename G::Rules &rules, const typename G::State &state,
                  const typename G::Action &action) {
  if constexpr (!game::HasHiddenInformation<G>) {
    (void)rules, (void)state, (void)action;
    return false;
  } else {
    const auto seen =
        G::observe(rules, G::apply(rules, state, action, game::Narration::Silent).state, game::kPublic);
    for (const auto &b : G::legal(rules, state))
      if (!(b == action) &&
          G::observe(rules, G::apply(rules, state, b, game::Narration::Silent).state, game::kPublic) == seen)
        return true;
    return false;
  }
}

} // namespace amiraute::ai
