#include "games/milles_nautiques/Action.h"

#include "core/Command.h"
#include "core/I18n.h"

namespace amiraute::milles_nautiques {

using core::fill;
using core::tr;

namespace {

std::string cardWord(const Rules &rules, CardId card) {
  return card == kBack ? std::string("?") : core::quoteWord(rules.deck.type(card).id);
}

CardId readCard(const Rules &rules, const std::string &word, bool back_allowed) {
  if (back_allowed && word == "?") return kBack;
  if (auto c = rules.deck.find(word)) return *c;
  const std::string close = core::suggest(core::cards::normalizeWord(word), rules.deck.ids());
  throw ActionSyntaxError(fill(tr("no card is called '{word}'"), {{"word", word}}) +
                          (close.empty() ? fill(tr(" (type cards for the list)"), {})
                                         : fill(tr(" (did you mean '{close}'?)"), {{"close", close}})));
}

int readSeat(const Rules &rules, const std::string &word) {
  const int s = rules.seatOf(word);
  if (s >= 0) return s;
  std::string known;
  for (const auto &p : rules.players)
    known += (known.empty() ? "" : ", ") + p;
  throw ActionSyntaxError(
      fill(tr("no player is called '{name}' (players: {known})"), {{"name", word}, {"known", known}}));
}

/// A card name typed in several words without quotes ("Bon vent", "porte avions") becomes its id.
std::vector<std::string> joinCardNames(const Rules &rules, std::vector<std::string> w, std::size_t from,
                                       std::size_t count) {
  for (std::size_t i = from; i < w.size() && i < from + count; ++i)
    if (auto found = rules.deck.findWords(w, i); found && found->second > 1) {
      w[i] = rules.deck.type(found->first).id;
      w.erase(w.begin() + static_cast<std::ptrdiff_t>(i) + 1,
              w.begin() + static_cast<std::ptrdiff_t>(i + found->second));
    }
  return w;
}

} // namespace

std::string formatAction(const Rules &rules, const Action &a) {
  switch (a.verb) {
  case Verb::Draw: return "draw";
  case Verb::Take: return "take";
  case Verb::Card: return "card " + cardWord(rules, a.card);
  case Verb::Play:
    return "play " + cardWord(rules, a.card) +
           (a.target >= 0 ? " " + core::quoteWord(rules.players[static_cast<std::size_t>(a.target)]) : "");
  case Verb::Discard: return "discard " + cardWord(rules, a.card);
  case Verb::Mistoufle:
    return "mistoufle " + core::quoteWord(rules.players[static_cast<std::size_t>(a.seat)]);
  case Verb::NoMistoufle: return "no mistoufle";
  }
  return "?";
}

Action parseAction(const Rules &rules, const std::vector<std::string> &typed) {
  if (typed.empty()) throw ActionSyntaxError(tr("an empty action"));
  const std::vector<std::string> w = joinCardNames(rules, typed, 1, 2);
  const std::string &verb = w[0];
  Action a;
  if (verb == "draw" || verb == "take") {
    if (w.size() != 1) throw ActionSyntaxError(fill(tr("usage: {verb}"), {{"verb", verb}}));
    a.verb = verb == "draw" ? Verb::Draw : Verb::Take;
    return a;
  }
  if (verb == "card") {
    if (w.size() != 2)
      throw ActionSyntaxError(tr("usage: card CARD (the card dealt or drawn, ? when unseen)"));
    a.verb = Verb::Card;
    a.card = readCard(rules, w[1], true);
    return a;
  }
  if (verb == "play") {
    if (w.size() != 2 && w.size() != 3)
      throw ActionSyntaxError(tr("usage: play CARD [PLAYER] (e.g. play 100, play encalmine Bob)"));
    a.verb = Verb::Play;
    a.card = readCard(rules, w[1], false);
    if (w.size() == 3) a.target = readSeat(rules, w[2]);
    return a;
  }
  if (verb == "discard") {
    if (w.size() != 2) throw ActionSyntaxError(tr("usage: discard CARD (e.g. discard 25)"));
    a.verb = Verb::Discard;
    a.card = readCard(rules, w[1], false);
    return a;
  }
  if (verb == "mistoufle") {
    if (w.size() != 2)
      throw ActionSyntaxError(tr("usage: mistoufle PLAYER (the skipper who lays the joker)"));
    a.verb = Verb::Mistoufle;
    a.seat = readSeat(rules, w[1]);
    return a;
  }
  if (verb == "no") {
    if (w.size() != 2 || w[1] != "mistoufle") throw ActionSyntaxError(tr("usage: no mistoufle"));
    a.verb = Verb::NoMistoufle;
    return a;
  }
  throw ActionSyntaxError(
      fill(tr("unknown action '{verb}' (draw, take, play, discard, card, mistoufle, no mistoufle)"),
           {{"verb", verb}}));
}

} // namespace amiraute::milles_nautiques
