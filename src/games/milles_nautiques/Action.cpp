#include "games/milles_nautiques/Action.h"

#include "core/Command.h"
#include "core/I18n.h"
#include "core/Yaml.h"
#include "core/cards/Typing.h"
#include "game/CardWords.h"

namespace amiraute::milles_nautiques {

using core::fill;
using core::tr;

namespace {

using game::cardWord;
using game::readSeat;

CardId readCard(const Rules &rules, const std::string &word, bool back_allowed) {
  if (back_allowed && word == "?") return kBack;
  return game::readCard(rules.deck, word);
}

/// The card named by w[1 .. end) (one word once joinCardNames has run, else a name that names
/// nothing: refused with the closest card, or the closest player when the last word is a typo
/// of a name: "play encalmine Brunoo").
CardId readCardWords(const Rules &rules, const std::vector<std::string> &w, std::size_t end,
                     bool back_allowed) {
  if (end <= 2) return readCard(rules, w[1], back_allowed);
  std::string typed;
  for (std::size_t i = 1; i < end; ++i)
    typed += (typed.empty() ? "" : " ") + w[i];
  game::noSuchCardWords(rules, w, end, typed);
}

} // namespace

std::string formatAction(const Rules &rules, const Action &a) {
  switch (a.verb) {
  case Verb::Draw: return "draw";
  case Verb::Take: return "take";
  case Verb::Card: return "card " + cardWord(rules.deck, a.card);
  case Verb::Play:
    return "play " + cardWord(rules.deck, a.card) +
           (a.target >= 0 ? " " + core::quoteWord(rules.players[static_cast<std::size_t>(a.target)]) : "");
  case Verb::Discard: return "discard " + cardWord(rules.deck, a.card);
  case Verb::Mistoufle:
    return a.seat < 0 ? std::string("mistoufle")
                      : "mistoufle " + core::quoteWord(rules.players[static_cast<std::size_t>(a.seat)]);
  case Verb::NoMistoufle: return "no mistoufle";
  }
  return "?";
}

Action parseAction(const Rules &rules, const std::vector<std::string> &typed) {
  // Any case ("PLAY", "No Mistoufle"), numbers as a table spells them ("100 milles").
  const std::vector<std::string> w =
      game::actionWords(rules.deck, typed, {"draw", "take", "card", "play", "discard", "mistoufle", "no"});
  const std::string &verb = w[0];
  Action a;
  if (verb == "draw" || verb == "take") {
    if (w.size() != 1) throw ActionSyntaxError(fill(tr("usage: {verb}"), {{"verb", verb}}));
    a.verb = verb == "draw" ? Verb::Draw : Verb::Take;
    return a;
  }
  if (verb == "card") {
    if (w.size() < 2)
      throw ActionSyntaxError(tr("usage: card CARD (the card dealt or drawn, ? when unseen)"));
    a.verb = Verb::Card;
    a.card = readCardWords(rules, w, w.size(), true);
    return a;
  }
  if (verb == "play") {
    if (w.size() < 2)
      throw ActionSyntaxError(tr("usage: play CARD [PLAYER] (e.g. play 100, play encalmine Bob)"));
    a.verb = Verb::Play;
    // The last word names the boat attacked when it is a player's name.
    const bool target = w.size() >= 3 && rules.seatOf(w.back()) >= 0;
    a.card = readCardWords(rules, w, target ? w.size() - 1 : w.size(), false);
    if (target) a.target = readSeat(rules, w.back());
    return a;
  }
  if (verb == "discard") {
    if (w.size() < 2) throw ActionSyntaxError(tr("usage: discard CARD (e.g. discard 25)"));
    a.verb = Verb::Discard;
    a.card = readCardWords(rules, w, w.size(), false);
    return a;
  }
  if (verb == "mistoufle") {
    // "mistoufle" alone: the skipper being asked (MN-MIST-1); at a real table, name who lays it.
    if (w.size() > 2)
      throw ActionSyntaxError(tr("usage: mistoufle [PLAYER] (the skipper who lays the joker)"));
    a.verb = Verb::Mistoufle;
    if (w.size() == 2) a.seat = readSeat(rules, w[1]);
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
