#include "games/nautic_miles/Action.h"

#include "core/Command.h"
#include "core/I18n.h"
#include "core/Yaml.h"
#include "core/cards/Typing.h"
#include "game/CardWords.h"

namespace amiraute::nautic_miles {

using core::fill;
using core::tr;

namespace {

using game::cardWord;
using game::readCard;
using game::readSeat;

/// The words from `from` to `to` joined by spaces.
std::string joined(const std::vector<std::string> &w, std::size_t from, std::size_t to) {
  std::string out;
  for (std::size_t i = from; i < to && i < w.size(); ++i)
    out += (out.empty() ? "" : " ") + w[i];
  return out;
}

int readNumber(const std::string &word, const std::string &usage) {
  try {
    const int n = core::parseInt(word, "convoy");
    if (n >= 1 && n <= 99) return n;
  } catch (const core::CommandError &) {
  }
  throw ActionSyntaxError(fill(tr("'{word}' is not a convoy number (1 is the leftmost); {usage}"),
                               {{"word", word}, {"usage", usage}}));
}

const char *kPlayUsage =
    N_("usage: play CONVOY at POSITION (at 1, at 3, at left, at right), "
       "play CARD on [PLAYER] N (beside convoy N of PLAYER's row, of your own when no player "
       "is named), play submarine submarine on PLAYER N");

} // namespace

std::string formatAction(const Rules &rules, const Action &a) {
  switch (a.verb) {
  case Verb::Card: return "card " + cardWord(rules.deck, a.card);
  case Verb::Reveal: return "reveal " + cardWord(rules.deck, a.card);
  case Verb::Discard: return "discard " + cardWord(rules.deck, a.card);
  case Verb::Play: {
    std::string t = "play " + (a.card == kBack ? std::string("convoy") : cardWord(rules.deck, a.card));
    if (a.pair) t += " " + cardWord(rules.deck, a.card);
    if (a.position != -1)
      return t + " at " + (a.position == kRightEnd ? std::string("right") : std::to_string(a.position + 1));
    t += " on ";
    if (a.row != kOwnRow) t += core::quoteWord(rules.players[static_cast<std::size_t>(a.row)]) + " ";
    return t + std::to_string(a.convoy + 1);
  }
  }
  return "?";
}

Action parseAction(const Rules &rules, const std::vector<std::string> &typed) {
  // Any case ("PLAY", "On"), numbers as a table spells them ("20 000 t", "1 000 milles").
  const std::vector<std::string> w = game::actionWords(
      rules.deck, typed, {"play", "discard", "card", "reveal", "at", "on", "left", "right"});
  const std::string &verb = w[0];
  Action a;
  if (verb == "card") {
    if (w.size() != 2)
      throw ActionSyntaxError(tr("usage: card CARD (the card dealt or drawn, ? when unseen)"));
    a.verb = Verb::Card;
    a.card = w[1] == "?" ? kBack : readCard(rules.deck, w[1]);
    return a;
  }
  // A card named in several words that name none ("Avion abattu"): say so, with the closest name.
  if ((verb == "reveal" || verb == "discard" || verb == "play") && w.size() > 2 &&
      !(verb == "play" && core::cards::normalizeWord(w[1]) == "convoy")) {
    const bool first_is_card = rules.deck.find(w[1]).has_value();
    std::size_t end = 2;
    while (end < w.size() && w[end] != "at" && w[end] != "on" && rules.seatOf(w[end]) < 0 &&
           w[end].find_first_not_of("0123456789") != std::string::npos &&
           !(first_is_card && rules.deck.find(w[end]))) // two submarines are two cards
      ++end;
    if (end > 2) game::noSuchCardWords(rules, w, end, joined(w, 1, end));
  }
  if (verb == "reveal") {
    if (w.size() != 2)
      throw ActionSyntaxError(tr("usage: reveal CONVOY (what the convoy turned up is: 2500t ... trawler)"));
    a.verb = Verb::Reveal;
    a.card = readCard(rules.deck, w[1]);
    return a;
  }
  if (verb == "discard") {
    if (w.size() != 2) throw ActionSyntaxError(tr("usage: discard CARD (e.g. discard radar)"));
    a.verb = Verb::Discard;
    a.card = readCard(rules.deck, w[1]);
    return a;
  }
  if (verb != "play")
    throw ActionSyntaxError(
        fill(tr("unknown action '{verb}' (play, discard, card, reveal)"), {{"verb", verb}}));
  a.verb = Verb::Play;
  if (w.size() < 3) throw ActionSyntaxError(tr(kPlayUsage));
  std::size_t i = 1;
  a.card = core::cards::normalizeWord(w[1]) == "convoy" ? kBack : readCard(rules.deck, w[1]);
  ++i;
  if (i < w.size() && w[i] != "at" && w[i] != "on" && rules.seatOf(w[i]) < 0 && rules.deck.find(w[i])) {
    const CardId second = *rules.deck.find(w[i]);
    if (second != a.card || a.card != rules.submarine)
      throw ActionSyntaxError(tr("two cards are laid together only as two submarines (NM-BATTLE-4)"));
    a.pair = true;
    ++i;
  }
  if (i >= w.size()) throw ActionSyntaxError(tr(kPlayUsage));
  if (w[i] == "at") {
    if (i + 2 != w.size() || a.pair) throw ActionSyntaxError(tr(kPlayUsage));
    const std::string &p = w[i + 1];
    if (p == "left")
      a.position = 0;
    else if (p == "right")
      a.position = kRightEnd;
    else
      a.position = readNumber(p, tr(kPlayUsage)) - 1;
    return a;
  }
  // Beside a convoy: "on" may be left out, as may the player for one's own row.
  if (w[i] == "on") ++i;
  if (i + 1 == w.size()) {
    a.convoy = readNumber(w[i], tr(kPlayUsage)) - 1;
    return a;
  }
  if (i + 2 != w.size()) throw ActionSyntaxError(tr(kPlayUsage));
  a.row = readSeat(rules, w[i]);
  a.convoy = readNumber(w[i + 1], tr(kPlayUsage)) - 1;
  return a;
}

} // namespace amiraute::nautic_miles
