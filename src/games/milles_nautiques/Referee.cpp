#include "games/milles_nautiques/Referee.h"

#include "core/I18n.h"
#include "core/Record.h"
#include "games/milles_nautiques/Game.h"
#include "referee/CardReferee.h"

namespace amiraute::milles_nautiques {

namespace mn = amiraute::milles_nautiques;
using namespace referee::answers;

namespace {

const char *kHelp = N_(
    R"(commands (cards by id or by name, in either language: 100, bon_vent, Bon vent, Fair wind, Encalminé...):
  table                        the boats, the pile, the discard
  hand                         the cards of the skipper to move, once the others look away (the program deals;
                               show PLAYER shows another skipper's)
  moves                        what the skipper to move may do now (the program deals)
  cards                        the deck: every card, how many, how many are still unseen
  draw                         draw the top card of the pile
  take                         take the visible card of the discard
  play CARD                    lay a card on your own boat          e.g. play bon_vent, play 100
  play CARD PLAYER             attack PLAYER's boat                 e.g. play encalmine Bruno
  discard CARD                 throw a card on the discard          e.g. discard 25
  mistoufle | no mistoufle     when asked: answer the attack on your boat with your joker, or not
                               (+300 miles, two cards and another play; near the finish the miles
                               past the line are sailed back)
  mistoufle PLAYER | no mistoufle   at a real table: does the attacked crew answer with its joker?)");

class MillesReferee final : public referee::CardReferee<Game> {
public:
  MillesReferee(const std::string &scenario, std::uint64_t seed)
      : CardReferee(game::Match<Game>::open(scenario, seed)) {
    actionVerbs({"draw", "take", "play", "discard", "mistoufle", "no"});
    commands("table", &MillesReferee::table, "hand", &MillesReferee::hand, "moves", &MillesReferee::moves,
             "cards", &MillesReferee::cards);
    settleProgram();
  }

  std::string prompt() const override {
    const State &s = state();
    switch (s.phase) {
    case mn::Phase::Over: return tr("game over> ");
    case mn::Phase::Mistoufle:
      return fill(tr("{boat}: mistoufle?> "), {{"boat", rules().boatName(s.pending.boat)}});
    case mn::Phase::Answer:
      return fill(tr("{player}: mistoufle or no mistoufle?> "), {{"player", name(s.seat)}});
    case mn::Phase::Choose: return fill(tr("{player} (draw or take)> "), {{"player", name(s.seat)}});
    case mn::Phase::Play: return fill(tr("{player} (play or discard)> "), {{"player", name(s.seat)}});
    default: return "> ";
    }
  }

  std::string banner() const override {
    return dealBanner(fill(tr("Milles Nautiques — {title}: {miles} miles, {boats}."),
                           {{"title", rules().title.empty() ? rules().file : rules().title},
                            {"miles", core::grouped(rules().distance())},
                            {"boats", boatList()}}),
                      tr("A real deck at a real table: the referee knows the table, not the hands. "
                         "Deal six cards each, then type what you draw and play."),
                      tr("The program deals: type hand to see the cards of the skipper to move."));
  }

private:
  const std::string &name(int seat) const { return rules().players[static_cast<std::size_t>(seat)]; }

  bool programChance() const override { return state().phase != mn::Phase::Mistoufle; }
  std::string publicText(const std::string &text) const override {
    return dealtCard(text) ? std::string("card ?") : text;
  }
  std::string gameHelp() const override { return tr(kHelp); }
  /// While a skipper is asked about the Mistoufle, only the answer goes (the engine would take
  /// anything else as the answer the program gave before the question existed: for old records).
  Reply act(const Words &w) override {
    const State &s = state();
    if (s.phase == mn::Phase::Answer) {
      const mn::Action a = mn::parseAction(rules(), w);
      if (a.verb != mn::Verb::Mistoufle && a.verb != mn::Verb::NoMistoufle)
        return Reply::error(
            fill(tr("first {player} answers the {attack}: mistoufle, or no mistoufle (MN-MIST-1)"),
                 {{"player", name(s.seat)}, {"attack", rules().deck.name(s.pending.card)}}));
    }
    return CardReferee::act(w);
  }
  /// Tab completion: the players and the cards' ids.
  std::vector<std::string> completionNames() const override { return playersAndCards({"mistoufle"}); }

  std::string boatList() const {
    std::string out;
    for (int b = 0; b < rules().boatCount(); ++b)
      out += (out.empty() ? "" : ", ") + rules().boatName(b);
    return out;
  }

  std::string cardNames(const std::vector<CardId> &cards) const {
    std::string out;
    for (CardId c : cards)
      out += (out.empty() ? "" : ", ") + rules().deck.name(c);
    return out.empty() ? std::string("—") : out;
  }

  /// What stops or slows the boat, in words.
  std::string condition(const mn::Boat &b) const {
    if (!mn::started(b)) return tr("not started");
    std::string out = mn::sailing(rules(), b)
                          ? tr("sailing")
                          : fill(tr("stopped ({card})"), {{"card", rules().deck.name(b.wind.back())}});
    if (mn::damaged(rules(), b))
      out += ", " + fill(tr("damaged: {n} miles a card at most"),
                         {{"n", core::grouped(rules().options.damage_limit)}});
    if (mn::protested(rules(), b)) out += ", " + std::string(tr("protest to answer"));
    if (b.skips > 0)
      out += ", " + fill(core::trn("skips its next turn", "skips its next {n} turns", b.skips),
                         {{"n", std::to_string(b.skips)}});
    if (b.disqualified) out += ", " + std::string(tr("disqualified"));
    return out;
  }

  json boatsJson() const {
    json boats = json::array();
    for (int i = 0; i < rules().boatCount(); ++i) {
      const mn::Boat &b = state().boats[static_cast<std::size_t>(i)];
      json crew = json::array();
      json hands = json::object();
      for (int seat : rules().boats[static_cast<std::size_t>(i)]) {
        crew.push_back(name(seat));
        hands[name(seat)] = state().hands[static_cast<std::size_t>(seat)].size();
      }
      boats.push_back({{"name", rules().boatName(i)},
                       {"crew", crew},
                       {"distance", b.distance},
                       {"total", b.total},
                       {"started", mn::started(b)},
                       {"sailing", mn::sailing(rules(), b)},
                       {"damaged", mn::damaged(rules(), b)},
                       {"protested", mn::protested(rules(), b)},
                       {"skips", b.skips},
                       {"disqualified", b.disqualified},
                       {"wind", cardList(b.wind)},
                       {"damage", cardList(b.damage)},
                       {"protest", cardList(b.protest)},
                       {"jokers", cardList(b.jokers)},
                       {"miles", cardList(b.miles)},
                       {"hand_sizes", hands}});
    }
    return boats;
  }

  json statusJson() const override {
    const State &s = state();
    json j;
    j["leg"] = s.leg;
    j["distance"] = rules().distance();
    j["phase"] = mn::phaseName(s.phase);
    j["deal"] = atRealTable() ? "table" : "program";
    j["to_move"] =
        (s.phase == mn::Phase::Choose || s.phase == mn::Phase::Play || s.phase == mn::Phase::Answer)
            ? json(name(s.seat))
            : json(nullptr);
    j["pile"] = s.pile.size();
    j["discard"] = s.discard.empty() ? json(nullptr) : json(cardId(s.discard.back()));
    j["boats"] = boatsJson();
    json winners = json::array();
    for (int b : s.winners)
      winners.push_back(rules().boatName(b));
    j["winners"] = winners;
    if (s.phase == mn::Phase::Mistoufle || s.phase == mn::Phase::Answer)
      j["question"] = {{"boat", rules().boatName(s.pending.boat)},
                       {"attack", cardId(s.pending.card)},
                       {"joker", cardId(s.pending.joker)}};
    if (s.phase == mn::Phase::Answer) j["question"]["asked"] = name(s.seat);
    j["hash"] = core::hashToHex(s.hash());
    j["actions"] = match_.actions().size();
    return j;
  }

  std::string statusText() const override {
    const State &s = state();
    std::string miles;
    for (int b = 0; b < rules().boatCount(); ++b) {
      const mn::Boat &boat = s.boats[static_cast<std::size_t>(b)];
      miles += (miles.empty() ? "" : ", ") +
               fill(tr("{boat} {miles}"),
                    {{"boat", rules().boatName(b)}, {"miles", core::grouped(boat.distance)}});
      if (rules().options.legs_total > 0)
        miles += fill(tr(" (total {n})"), {{"n", core::grouped(boat.total)}});
    }
    if (s.phase == mn::Phase::Over) {
      std::string names;
      for (int b : s.winners)
        names += (names.empty() ? "" : ", ") + rules().boatName(b);
      return fill(tr("game over: {winners}; miles: {miles}"),
                  {{"winners", names.empty() ? std::string(tr("nobody wins"))
                                             : fill(tr("{names} won"), {{"names", names}})},
                   {"miles", miles}});
    }
    std::string what;
    if (s.phase == mn::Phase::Choose)
      what = fill(tr("{player} to draw or take"), {{"player", name(s.seat)}});
    else if (s.phase == mn::Phase::Play)
      what = fill(tr("{player} to play or discard"), {{"player", name(s.seat)}});
    else if (s.phase == mn::Phase::Answer)
      what = fill(tr("{player} may answer the {attack} with the {joker}: mistoufle, or no mistoufle"),
                  {{"player", name(s.seat)},
                   {"attack", rules().deck.name(s.pending.card)},
                   {"joker", rules().deck.name(s.pending.joker)}});
    else if (s.phase == mn::Phase::Mistoufle)
      what = fill(tr("does {boat} answer the {attack} with the {joker}? mistoufle PLAYER, or no mistoufle"),
                  {{"boat", rules().boatName(s.pending.boat)},
                   {"attack", rules().deck.name(s.pending.card)},
                   {"joker", rules().deck.name(s.pending.joker)}});
    else
      what = tr("dealing");
    return fill(tr("race {leg} ({goal} miles): {what}; pile {pile}, discard {top}; miles: {miles}"),
                {{"leg", std::to_string(s.leg)},
                 {"goal", core::grouped(rules().distance())},
                 {"what", what},
                 {"pile", std::to_string(s.pile.size())},
                 {"top", s.discard.empty() ? std::string("—") : rules().deck.name(s.discard.back())},
                 {"miles", miles}});
  }

  Reply table(const Words &w) const {
    arity(w, 1, "table");
    std::string text = statusText();
    for (int b = 0; b < rules().boatCount(); ++b) {
      const mn::Boat &boat = state().boats[static_cast<std::size_t>(b)];
      std::string hands;
      for (int seat : rules().boats[static_cast<std::size_t>(b)])
        hands += (hands.empty() ? "" : ", ") +
                 fill(tr("{player} holds {n}"),
                      {{"player", name(seat)},
                       {"n", std::to_string(state().hands[static_cast<std::size_t>(seat)].size())}});
      text += "\n" + fill(tr("{boat}: {miles} of {goal} miles, {condition}; jokers: {jokers}; {hands}"),
                          {{"boat", rules().boatName(b)},
                           {"miles", core::grouped(boat.distance)},
                           {"goal", core::grouped(rules().distance())},
                           {"condition", condition(boat)},
                           {"jokers", cardNames(boat.jokers)},
                           {"hands", hands}});
    }
    return Reply::ok({{"boats", boatsJson()}, {"status", statusJson()}, {"clauses", json::array()}}, text);
  }

  Reply hand(const Words &w) const {
    const State &s = state();
    const bool to_play =
        s.phase == mn::Phase::Choose || s.phase == mn::Phase::Play || s.phase == mn::Phase::Answer;
    return handCommand(
        w, tr("at a real table the referee knows the table, not the hands: look at your cards (MN-TABLE-1)"),
        to_play ? std::optional(s.seat) : std::nullopt);
  }

  /// A skipper's hand: that skipper's secret.
  Reply handOf(int seat) const override {
    const State &s = state();
    const auto &cards = s.hands[static_cast<std::size_t>(seat)].cards;
    // Each card with the word to type when its name is not that word already.
    const std::string listed =
        handText(cards, [&](CardId c) { return rules().deck.type(c).kind == "miles"; });
    return Reply::ok({{"player", name(seat)}, {"cards", cardList(cards)}, {"clauses", json::array()}},
                     fill(tr("{player}'s hand: {cards}"), {{"player", name(seat)}, {"cards", listed}}))
        .secretOf(name(seat));
  }

  Reply cards(const Words &w) const {
    // Counted on what every seat sees: the program's own knowledge of the hands stays secret.
    return deckListing(w, mn::unseenCards(rules(), mn::observe(rules(), state(), game::kPublic)));
  }
};

} // namespace

std::unique_ptr<referee::Referee> makeReferee(const std::string &scenario, std::uint64_t seed) {
  return std::make_unique<MillesReferee>(scenario, seed);
}

} // namespace amiraute::milles_nautiques
