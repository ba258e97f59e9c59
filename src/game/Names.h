#pragma once
/// What a scenario file of a game may name, for `amiraute list KIND GAME`: its terrain words, its
/// piece classes, its cards, its `rules:` options and what a side holds. Each game answers from
/// its own folder (a `static std::vector<NameLine> names(std::string_view kind)` in its Game,
/// picked up by game::gameEntry), reading the tables its loader uses so the list cannot drift.
#include "core/cards/Deck.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace amiraute::game {

/// One word a scenario may write, and what it means.
struct NameLine {
  std::string name;        ///< the word as written in the file ("three-master", "ram_damage")
  std::string explanation; ///< in plain words (translated); for an option, the values it takes
  std::string fallback;    ///< an option's value when absent, as YAML ("6", "true", "cone")
  std::string clause;      ///< the rule clause it belongs to (docs/rules/<game>.md), when known
};

/// The kinds of names `amiraute list` knows, in the order of its help.
inline constexpr std::array<std::string_view, 5> kNameKinds = {"classes", "terrain", "cards", "options",
                                                               "sides"};

/// An option line: `key`, what it takes, its default and clause.
NameLine optionLine(std::string key, std::string values, std::string fallback, std::string clause = "");

/// The cards of a deck, one line each: id, name in the current language, copies and kind.
std::vector<NameLine> cardLines(const core::cards::Deck &deck);

/// What a card game's scenario may name: the cards of its shipped deck (`deck`, a data file such as
/// "decks/nautic-miles.yaml"), its `options`, and for `sides` its players and deal (a card game
/// seats players, not sides); nothing for another kind.
std::vector<NameLine> cardGameNames(std::string_view kind, const std::string &deck,
                                    std::vector<NameLine> options);

/// The explanation of `word` in `explained` (pairs of word and sentence), for each of `words` in
/// their order; a word with no sentence gets an empty explanation (a test catches it).
std::vector<NameLine> explainWords(const std::vector<std::string> &words,
                                   const std::vector<std::pair<std::string, std::string>> &explained);

/// What a board game's scenario may name, each kind whole; a kind the game has not stays empty.
struct BoardNames {
  std::vector<NameLine> terrain{}; ///< its terrain words (explainWords over the loader's table)
  std::vector<NameLine> classes{}; ///< its kinds of pieces
  std::vector<NameLine> sides{};   ///< what a side holds: its name, then its pieces (sideLines)
  std::vector<NameLine> options{}; ///< its `rules:` options
};

/// What a board game's side holds: its `name`, which `name_says` what it is (`name_clause`, when one
/// says more), then `pieces`, the list of its pieces, as `pieces_says` (`clause`).
std::vector<NameLine> sideLines(std::string name_says, std::string pieces, std::string pieces_says,
                                std::string clause, std::string name_clause = "");

/// The lines of `kind` among a board game's `names`; nothing for cards or a kind it does not know.
std::vector<NameLine> boardGameNames(std::string_view kind, BoardNames names);

} // namespace amiraute::game
