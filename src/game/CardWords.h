#pragma once
/// Reading the words of a card game's actions: cards named by their ids (a back as "?"), in one
/// word or several without quotes, and seats named by their players. For games whose Rules have a
/// `deck` (core::cards::Deck), `players` (names by seat) and `seatOf(name)` (a seat or -1).
#include "core/Command.h"
#include "core/I18n.h"
#include "core/cards/Typing.h"
#include "game/ActionText.h"

#include <algorithm>
#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace amiraute::game {

/// A card as an action's text writes it: its id, "?" for a back.
inline std::string cardWord(const core::cards::Deck &deck, core::cards::CardId card) {
  return card == core::cards::kBack ? std::string("?") : core::quoteWord(deck.type(card).id);
}

/// Throws the ActionSyntaxError for a card name that names nothing, with the closest card.
[[noreturn]] inline void noSuchCard(const core::cards::Deck &deck, const std::string &typed) {
  const std::string close = core::cards::suggestCard(deck, typed);
  throw ActionSyntaxError(core::fill(core::tr("no card is called '{word}'"), {{"word", typed}}) +
                          (close.empty()
                               ? std::string(core::tr(" (type cards for the list)"))
                               : core::fill(core::tr(" (did you mean '{close}'?)"), {{"close", close}})));
}

/// The card named by `word`, or noSuchCard.
inline core::cards::CardId readCard(const core::cards::Deck &deck, const std::string &word) {
  if (auto c = deck.find(word)) return *c;
  noSuchCard(deck, word);
}

/// The seat of the player named by `word`, or an ActionSyntaxError listing the players.
template <class Rules> int readSeat(const Rules &rules, const std::string &word) {
  const int s = rules.seatOf(word);
  if (s >= 0) return s;
  std::string known;
  for (const auto &p : rules.players)
    known += (known.empty() ? "" : ", ") + p;
  throw ActionSyntaxError(core::fill(core::tr("no player is called '{name}' (players: {known})"),
                                     {{"name", word}, {"known", known}}));
}

/// A word close to a player's name (a typo of "Bruno"), for a clearer error than "no card".
inline bool looksLikePlayer(const std::vector<std::string> &players, const std::string &word) {
  std::vector<std::string> names;
  for (const auto &p : players)
    names.push_back(core::cards::normalizeWord(p));
  return !core::suggest(core::cards::normalizeWord(word), names).empty();
}

/// A card name typed in several words without quotes ("Bon vent", "porte avions") becomes its id,
/// for the `count` words from `from` on.
inline std::vector<std::string> joinCardNames(const core::cards::Deck &deck, std::vector<std::string> w,
                                              std::size_t from, std::size_t count) {
  for (std::size_t i = from; i < w.size() && i < from + count; ++i)
    if (auto found = deck.findWords(w, i); found && found->second > 1) {
      w[i] = deck.type(found->first).id;
      w.erase(w.begin() + static_cast<std::ptrdiff_t>(i) + 1,
              w.begin() + static_cast<std::ptrdiff_t>(i + found->second));
    }
  return w;
}

/// An action typed as words, ready to read: refused when empty; numbers as a table spells them
/// ("100 milles"); the `keywords` (verbs and small words) in lower case whatever case they were
/// typed in; a card name in several words after the verb joined into its id.
inline std::vector<std::string> actionWords(const core::cards::Deck &deck,
                                            const std::vector<std::string> &typed,
                                            std::initializer_list<std::string_view> keywords) {
  if (typed.empty()) throw ActionSyntaxError(core::tr("an empty action"));
  std::vector<std::string> w = core::cards::readableNumbers(deck, typed);
  for (std::string &word : w)
    if (const std::string low = core::cards::lowerWord(word);
        std::find(keywords.begin(), keywords.end(), low) != keywords.end())
      word = low;
  return joinCardNames(deck, w, 1, 2);
}

/// Throws for the words w[1 .. end) that name no card (`typed`, joined): when they are a card and
/// one more word that does not make a card's name with it, that word is a player misspelt and the
/// error lists the players; else the error names the closest card.
template <class Rules>
[[noreturn]] void noSuchCardWords(const Rules &rules, const std::vector<std::string> &w, std::size_t end,
                                  const std::string &typed) {
  if (end == 3 && rules.deck.find(w[1])) {
    // (a name in one word is suggested for the card alone: "alert Zoé" is closest to "Alert")
    const std::string close = core::cards::normalizeWord(core::cards::suggestCard(rules.deck, typed));
    if (looksLikePlayer(rules.players, w[2]) || close.find('_') == std::string::npos) readSeat(rules, w[2]);
  }
  noSuchCard(rules.deck, typed);
}

} // namespace amiraute::game
