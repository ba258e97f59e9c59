#include "games/nautic_miles/Referee.h"

#include "core/I18n.h"
#include "core/Record.h"
#include "games/nautic_miles/Game.h"
#include "referee/CardReferee.h"

namespace amiraute::nautic_miles {

namespace nm = amiraute::nautic_miles;
using namespace referee::answers;

namespace {

const char *kHelp =
    N_(R"(commands (cards by id or name: 10000t, 600, cruiser, porte-avions, "Fin d'alerte"...;
convoys are numbered from the left end of a row, from 1):
  table                        every row of convoys, the ports, the prizes, the talon, the discard
  hand                         the cards and face-down convoys of the player to move, once the others look
                               away (the program deals; show PLAYER shows another player's)
  moves                        what the player to move may do now (the program deals)
  cards                        the deck: every card, how many, how many are still unseen
  score                        the points of each side: the game so far and this round on the table
  play CONVOY at N             lay a convoy face down as convoy N of your row   e.g. play 10000t at 1, at right
  play convoy at N             the same at a real table: nobody, not even the referee, sees it
  play CARD on N               a card beside your own convoy N                  e.g. play 600 on 2
  play CARD on PLAYER N        a card beside PLAYER's convoy N                  e.g. play alert on Bruno 1
  play submarine submarine on PLAYER N    two submarines together (strength 6)
  discard CARD                 throw a card face up on the discard             e.g. discard radar
  reveal CONVOY                at a real table: what the convoy just turned up is   e.g. reveal 5000t)");

class NauticReferee final : public referee::CardReferee<Game> {
public:
  NauticReferee(const std::string &scenario, std::uint64_t seed)
      : CardReferee(game::Match<Game>::open(scenario, seed)) {
    actionVerbs({"play", "discard", "reveal"});
    commands("table", &NauticReferee::table, "hand", &NauticReferee::hand, "moves", &NauticReferee::moves,
             "cards", &NauticReferee::cards, "score", &NauticReferee::score);
    settleProgram();
  }

  std::string prompt() const override {
    const State &s = state();
    if (s.phase == nm::Phase::Over) return tr("game over> ");
    if (s.phase == nm::Phase::Reveal) return tr("which convoy is it? reveal CONVOY> ");
    return fill(tr("{player} (round {round})> "),
                {{"player", name(s.seat)}, {"round", std::to_string(s.round)}});
  }

  std::string banner() const override {
    std::string sides;
    for (int i = 0; i < rules().sideCount(); ++i)
      sides += (sides.empty() ? "" : ", ") + rules().sideName(i);
    return dealBanner(
        fill(tr("Nautic Miles — {title}: {sides}; convoys of {miles} miles, the game to {target}."),
             {{"title", rules().title.empty() ? rules().file : rules().title},
              {"sides", sides},
              {"miles", core::grouped(rules().options.arrival_miles)},
              {"target", nm::pointsText(rules().options.target)}}),
        tr("A real deck at a real table: the referee knows the table, not the hands. "
           "Deal six cards each, then type what you lay; convoys go down unseen (play convoy at N)."),
        tr("The program deals: type hand to see the cards of the player to move."));
  }

private:
  /// What every seat sees: the referee lists nothing more.
  nm::State seen() const { return nm::observe(rules(), state(), game::kPublic); }
  const std::string &name(int seat) const { return rules().players[static_cast<std::size_t>(seat)]; }

  bool programChance() const override { return state().phase != nm::Phase::Reveal; }
  std::string publicText(const std::string &text) const override {
    if (dealtCard(text)) return "card ?";
    // A convoy laid face down by the program's players: its face is nobody else's business.
    if (!atRealTable() && text.rfind("play ", 0) == 0 && text.find(" at ") != std::string::npos) {
      const auto at = text.find(" at ");
      return "play convoy" + text.substr(at);
    }
    return text;
  }
  std::string gameHelp() const override { return tr(kHelp); }
  /// Tab completion: the players and the cards' ids.
  std::vector<std::string> completionNames() const override {
    return playersAndCards({"convoy", "at", "on", "left", "right"});
  }

  json convoyJson(const nm::Convoy &v, int index) const {
    json j{{"index", index + 1},
           {"card", cardId(v.card.card)},
           {"face_up", v.card.face_up},
           {"detected", v.detected},
           {"distance", v.distance},
           {"miles", cardList(v.miles)},
           {"alert", v.alert},
           {"storm", v.storm},
           {"neutral", v.neutral},
           {"plane_by", v.plane_by >= 0 ? json(name(v.plane_by)) : json(nullptr)},
           {"mine_by", v.mine_by >= 0 ? json(name(v.mine_by)) : json(nullptr)}};
    if (v.mine_by >= 0) j["mine_turn"] = v.mine_deadline;
    if (v.battle.on())
      j["battle"] = {{"by", name(v.battle.seat)},     {"strength", v.battle.strength},
                     {"attacker", v.battle.attacker}, {"tied", v.battle.tied},
                     {"turn", v.battle.deadline},     {"cards", cardList(v.battle.cards)}};
    return j;
  }

  json takenJson(const std::vector<nm::Taken> &list) const {
    json out = json::array();
    for (const auto &t : list)
      out.push_back({{"card", cardId(t.card)}, {"detected", t.detected}, {"largest_miles", t.largest_miles}});
    return out;
  }

  json sidesJson(const nm::State &s) const {
    json out = json::array();
    for (int i = 0; i < rules().sideCount(); ++i) {
      const nm::Side &side = s.sides[static_cast<std::size_t>(i)];
      json players = json::array();
      json hands = json::object();
      for (int seat : rules().sides[static_cast<std::size_t>(i)]) {
        players.push_back(name(seat));
        hands[name(seat)] = s.hands[static_cast<std::size_t>(seat)].size();
      }
      json row = json::array();
      for (int k = 0; k < side.row.size(); ++k)
        row.push_back(convoyJson(side.row[k], k));
      out.push_back({{"name", rules().sideName(i)},
                     {"players", players},
                     {"hand_sizes", hands},
                     {"score", side.score / 2.0},
                     {"last_round", side.last_round / 2.0},
                     {"on_table", nm::tablePoints(rules(), side) / 2.0},
                     {"arrived", nm::hasArrival(rules(), side)},
                     {"row", row},
                     {"port", takenJson(side.port)},
                     {"prizes", takenJson(side.prizes)}});
    }
    return out;
  }

  json statusJson() const override {
    const nm::State s = seen();
    json j;
    j["round"] = s.round;
    j["turn"] = s.turn;
    j["phase"] = nm::phaseName(s.phase);
    j["deal"] = atRealTable() ? "table" : "program";
    j["to_move"] = s.phase == nm::Phase::Play ? json(name(s.seat)) : json(nullptr);
    j["dealer"] = name(s.dealer);
    j["talon"] = s.pile.size();
    j["discard"] = s.discard.empty() ? json(nullptr) : json(cardId(s.discard.back()));
    j["sides"] = sidesJson(s);
    json winners = json::array();
    for (int w : s.winners)
      winners.push_back(rules().sideName(w));
    j["winners"] = winners;
    if (s.phase == nm::Phase::Reveal) {
      const nm::RevealRef &r = s.reveals.front();
      j["question"] = {{"side", rules().sideName(r.side)},
                       {"where", r.where == nm::RevealRef::Where::Row    ? "row"
                                 : r.where == nm::RevealRef::Where::Port ? "port"
                                                                         : "prize"},
                       {"index", r.index + 1}};
    }
    j["hash"] = core::hashToHex(state().hash());
    j["actions"] = match_.actions().size();
    return j;
  }

  std::string scores() const {
    std::string out;
    for (int i = 0; i < rules().sideCount(); ++i) {
      const nm::Side &side = state().sides[static_cast<std::size_t>(i)];
      out += (out.empty() ? "" : ", ") +
             fill(tr("{side} {points}"), {{"side", rules().sideName(i)}, {"points", nm::points(side.score)}});
      const int on_table = nm::tablePoints(rules(), side);
      if (on_table > 0 && state().phase != nm::Phase::Over)
        out += " " + fill(tr("(+{points} on the table)"), {{"points", nm::points(on_table)}});
    }
    return out;
  }

  std::string statusText() const override {
    const nm::State &s = state();
    if (s.phase == nm::Phase::Over) {
      std::string names;
      for (int w : s.winners)
        names += (names.empty() ? "" : ", ") + rules().sideName(w);
      return fill(core::trn("game over after {round} round: {names} won; points: {scores}",
                            "game over after {round} rounds: {names} won; points: {scores}", s.round),
                  {{"round", std::to_string(s.round)}, {"names", names}, {"scores", scores()}});
    }
    std::string what;
    if (s.phase == nm::Phase::Reveal) {
      const nm::RevealRef &r = s.reveals.front();
      what = fill(tr("the table says what {side}'s convoy turned up is: reveal 2500t, 5000t, 10000t, 20000t "
                     "or trawler"),
                  {{"side", rules().sideName(r.side)}});
    } else if (s.phase == nm::Phase::Play) {
      what = fill(tr("{player} to play or discard"), {{"player", name(s.seat)}});
    } else {
      what = tr("dealing");
    }
    return fill(tr("round {round}, turn {turn}: {what}; talon {talon}, discard {top}; points: {scores}"),
                {{"round", std::to_string(s.round)},
                 {"turn", std::to_string(s.turn)},
                 {"what", what},
                 {"talon", std::to_string(s.pile.size())},
                 {"top", s.discard.empty() ? std::string("—") : rules().deck.name(s.discard.back())},
                 {"scores", scores()}});
  }

  /// One convoy in words: "2: face down, 1200 miles, alert, battle (Bruno's cruiser, 4, holds until turn 9)".
  std::string convoyText(const nm::Convoy &v, int index, bool may_look) const {
    std::string t = std::to_string(index + 1) + ": ";
    const CardId c = v.card.seen(may_look);
    if (c == nm::kBack)
      t += tr("face down");
    else
      t += rules().deck.name(c) + (v.card.face_up ? "" : std::string(" ") + tr("(face down)"));
    if (v.detected) t += ", " + std::string(tr("detected"));
    t += ", " + fill(tr("{miles} miles"), {{"miles", core::grouped(v.distance)}});
    if (v.alert) t += ", " + std::string(tr("alert"));
    if (v.storm) t += ", " + std::string(tr("storm"));
    if (v.neutral) t += ", " + std::string(tr("neutral flag"));
    if (v.plane_by >= 0) t += ", " + fill(tr("plane of {player}"), {{"player", name(v.plane_by)}});
    if (v.mine_by >= 0)
      t += ", " + fill(tr("mine of {player} (explodes at turn {turn})"),
                       {{"player", name(v.mine_by)}, {"turn", std::to_string(v.mine_deadline)}});
    if (v.battle.on()) {
      const std::string ship = v.battle.strength == 6 ? std::string(tr("two submarines"))
                                                      : rules().deck.name(v.battle.cards.back());
      t += ", " +
           (v.battle.tied ? fill(tr("battle tied ({ship} of {player}): stopped"),
                                 {{"ship", ship}, {"player", name(v.battle.seat)}})
            : v.storm
                ? fill(tr("battle held off by the storm ({ship} of {player}, strength {strength}): stopped"),
                       {{"ship", ship},
                        {"player", name(v.battle.seat)},
                        {"strength", std::to_string(v.battle.strength)}})
                : fill(tr("battle: {ship} of {player} (strength {strength}) holds until turn {turn}"),
                       {{"ship", ship},
                        {"player", name(v.battle.seat)},
                        {"strength", std::to_string(v.battle.strength)},
                        {"turn", std::to_string(v.battle.deadline)}}));
    }
    return t;
  }

  std::string takenText(const std::vector<nm::Taken> &list) const {
    std::string out;
    for (const auto &t : list)
      out += (out.empty() ? "" : ", ") +
             (t.card == nm::kBack ? std::string("?") : rules().deck.name(t.card)) +
             (t.detected ? " (" + std::string(tr("detected")) + ")" : "");
    return out.empty() ? std::string("—") : out;
  }

  std::string rowsText(const nm::State &s, int viewer) const {
    std::string text;
    for (int i = 0; i < rules().sideCount(); ++i) {
      const nm::Side &side = s.sides[static_cast<std::size_t>(i)];
      const bool may_look = viewer >= 0 && rules().side_of[static_cast<std::size_t>(viewer)] == i;
      std::string hands;
      for (int seat : rules().sides[static_cast<std::size_t>(i)])
        hands += (hands.empty() ? "" : ", ") +
                 fill(tr("{player} holds {n}"),
                      {{"player", name(seat)},
                       {"n", std::to_string(s.hands[static_cast<std::size_t>(seat)].size())}});
      text += "\n" + fill(tr("{side} ({points} on the table; {hands}):"),
                          {{"side", rules().sideName(i)},
                           {"points", nm::points(nm::tablePoints(rules(), side))},
                           {"hands", hands}});
      if (side.row.empty()) text += " " + std::string(tr("no convoy at sea"));
      for (int k = 0; k < side.row.size(); ++k)
        text += "\n  " + convoyText(side.row[k], k, may_look);
      text += "\n  " + fill(tr("port: {port}; prizes: {prizes}"),
                            {{"port", takenText(side.port)}, {"prizes", takenText(side.prizes)}});
    }
    return text;
  }

  Reply table(const Words &w) const {
    arity(w, 1, "table");
    const nm::State s = seen();
    return Reply::ok({{"sides", sidesJson(s)}, {"status", statusJson()}, {"clauses", json::array()}},
                     statusText() + rowsText(s, game::kPublic));
  }

  Reply hand(const Words &w) const {
    const State &s = state();
    return handCommand(
        w, tr("at a real table the referee knows the table, not the hands: look at your cards (NM-TABLE-1)"),
        s.phase == nm::Phase::Play ? std::optional(s.seat) : std::nullopt);
  }

  /// A player's hand and the face of the side's convoys: that player's secret.
  Reply handOf(int seat) const override {
    const State &s = state();
    const auto &cards = s.hands[static_cast<std::size_t>(seat)].cards;
    const std::string listed = handText(cards, [&](CardId c) { return rules().kind(c) == nm::Kind::Miles; });
    // The seat sees its side's convoys too (NM-TEAM-1: a partner's as well).
    const nm::State mine = nm::observe(rules(), s, seat);
    const int side = rules().side_of[static_cast<std::size_t>(seat)];
    json convoys = json::array();
    std::string text = fill(tr("{player}'s hand: {cards}"), {{"player", name(seat)}, {"cards", listed}});
    const auto &row = mine.sides[static_cast<std::size_t>(side)].row;
    for (int k = 0; k < row.size(); ++k) {
      convoys.push_back(cardId(row[k].card.card));
      text += "\n  " + convoyText(row[k], k, true);
    }
    return Reply::ok({{"player", name(seat)},
                      {"cards", cardList(cards)},
                      {"convoys", convoys},
                      {"clauses", json::array()}},
                     text)
        .secretOf(name(seat));
  }

  Reply cards(const Words &w) const { return deckListing(w, nm::unseenCards(rules(), seen())); }

  Reply score(const Words &w) const {
    arity(w, 1, "score");
    const nm::State s = seen();
    json list = json::array();
    std::string text;
    for (int i = 0; i < rules().sideCount(); ++i) {
      const nm::Side &side = s.sides[static_cast<std::size_t>(i)];
      list.push_back({{"side", rules().sideName(i)},
                      {"score", side.score / 2.0},
                      {"last_round", side.last_round / 2.0},
                      {"on_table", nm::tablePoints(rules(), side) / 2.0}});
      text += (text.empty() ? "" : "\n") +
              fill(tr("{side}: {score} (last round {last}); this round {table} in port and prizes"),
                   {{"side", rules().sideName(i)},
                    {"score", nm::pointsText(side.score)},
                    {"last", nm::points(side.last_round)},
                    {"table", nm::points(nm::tablePoints(rules(), side))}});
    }
    text += "\n" + fill(tr("the round ends at {round} on the table; the game at {target}"),
                        {{"round", nm::pointsText(rules().options.round_target)},
                         {"target", nm::points(rules().options.target)}});
    return Reply::ok({{"scores", list}, {"clauses", json::array({"NM-END-1", "NM-GAME-1"})}}, text);
  }
};

} // namespace

std::unique_ptr<referee::Referee> makeReferee(const std::string &scenario, std::uint64_t seed) {
  return std::make_unique<NauticReferee>(scenario, seed);
}

} // namespace amiraute::nautic_miles
