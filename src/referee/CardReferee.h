#pragma once
/// What the referees of card games with hidden hands share, over GameReferee<G>:
/// - the program's chance nodes (a card dealt or drawn) are settled at once, but a question only
///   the people at the table can answer (what a turned card shows at a real table, whether a
///   crew holds a joker) waits for them to type it;
/// - the answers and `log` show only what every seat may see (LogEntry::visibleTo(kPublic)): a
///   card drawn is never printed, not even in an undo message;
/// - undo: a card the program dealt and a player saw needs `undo force`; at a real table no card
///   was seen by the program, so undo is never blocked; with nothing but the deal done there is
///   nothing to undo, and nothing to lose by a load or a resume;
/// - commands are read in any case ("PLAY", "Draw"); the listings every such game offers: `moves`
///   (the legal actions, the seat's secret) and `cards` (the deck, with what is still unseen);
///   cards named by their ids in the JSON ("?" for a back).
/// The game's rules keep its players (`players`), its deck (`deck`, a core::cards::Deck) and who
/// deals (`deal`, a game::Deal).
#include "core/I18n.h"
#include "core/cards/Cards.h"
#include "core/cards/Typing.h"
#include "game/Deal.h"
#include "referee/GameReferee.h"

#include <algorithm>
#include <optional>

namespace amiraute::referee {

template <Game G> class CardReferee : public GameReferee<G> {
public:
  using Words = typename GameReferee<G>::Words;
  using typename GameReferee<G>::Action;
  using typename GameReferee<G>::State;

  explicit CardReferee(Match<G> match) : GameReferee<G>(std::move(match)) {}

protected:
  /// True when the chance node now is one the program resolves itself (a card dealt or drawn);
  /// false when the people at the table must say what happened.
  virtual bool programChance() const = 0;
  /// True when the program holds no secret (a real deck at a real table: the scenario's `deal:`).
  bool atRealTable() const { return this->rules().deal == game::Deal::Table; }
  /// True for the text of a card the program dealt or drew ("card 600").
  static bool dealtCard(const std::string &text) { return text.rfind("card ", 0) == 0; }
  /// The program deals: the hands are secrets (`show PLAYER`, `hand`).
  bool keepsSecrets() const override { return !atRealTable(); }
  // publicText (GameReferee): a card drawn by the program becomes "card ?", a convoy laid face down
  // loses its face.

  /// Roll the program's chance nodes until a player (or the table) must speak.
  std::vector<LogEntry> settleProgram() {
    std::vector<LogEntry> log;
    while (this->match_.toMove() == kChance && programChance()) {
      Step<State> s = this->match_.roll();
      log.insert(log.end(), s.log.begin(), s.log.end());
    }
    return log;
  }

  /// The entries every seat may read.
  static std::vector<LogEntry> publicOnly(const std::vector<LogEntry> &log) {
    std::vector<LogEntry> out;
    for (const LogEntry &e : log)
      if (e.visibleTo(kPublic)) out.push_back(e);
    return out;
  }

  Reply act(const Words &w) override {
    const Action action = G::parse(this->rules(), w);
    Step<State> step = this->match_.submit(action);
    const std::string text = this->publicText(this->match_.actions().back()); // before the draws that follow
    std::vector<LogEntry> log = std::move(step.log);
    const std::vector<LogEntry> rolled = settleProgram();
    log.insert(log.end(), rolled.begin(), rolled.end());
    const std::vector<LogEntry> seen = publicOnly(log);
    nlohmann::json j{{"action", text}, {"log", logJson(seen)}, {"clauses", clausesJson(seen)}};
    j["status"] = this->statusJson();
    return Reply::ok(j, logText(seen) + (seen.empty() ? "" : "\n") + this->statusText());
  }

  void reloaded() override { settleProgram(); }

  /// Commands in any case (names and cards are matched ignoring case already). Only the program's
  /// deal so far: nothing a player did can be lost by a load or a resume.
  Words words(const Words &typed) const override {
    Words w = typed;
    if (!w.empty()) w[0] = core::cards::lowerWord(w[0]);
    const auto &done = this->match_.actions();
    const bool only_dealt =
        std::all_of(done.begin(), done.end(), [&](const std::string &t) { return dealtCard(t); });
    Words out = w;
    if (only_dealt && !w.empty() &&
        ((w[0] == "load" && w.size() == 2) || (w[0] == "resume" && w.size() == 1)))
      out.push_back("force");
    return out;
  }

  Reply undoCommand(const Words &w) override {
    const bool force = w.size() == 2 && w[1] == "force";
    if (w.size() > 2 || (w.size() == 2 && !force)) throw core::CommandError(core::tr("usage: undo [force]"));
    const auto &done = this->match_.actions();
    // Only the deal so far: nobody has played yet, and a new deal is not an undo.
    if (std::all_of(done.begin(), done.end(), [&](const std::string &t) { return dealtCard(t); }))
      return Reply::error(core::tr("nothing to undo: nobody has played yet"));
    if (!force && !atRealTable() && this->match_.undoBlocker(false))
      return Reply::error(core::tr("a card the program dealt has been seen since (it is in a hand now): "
                                   "undo force takes it back anyway"));
    std::vector<std::string> undone = this->match_.undo(true);
    // Undoing a decision may leave the program's draw that followed it undone too: draw again.
    settleProgram();
    std::string joined;
    nlohmann::json texts = nlohmann::json::array();
    for (const auto &t : undone) {
      const std::string shown = this->publicText(t);
      texts.push_back(shown);
      joined += (joined.empty() ? "" : "; ") + shown;
    }
    return Reply::ok(
        {{"undone", texts}, {"status", this->statusJson()}, {"clauses", nlohmann::json::array()}},
        core::fill(core::tr("undone: {actions}"), {{"actions", joined}}) + "\n" + this->statusText());
  }

  /// A seat's hand (and whatever else only that seat sees): its secret.
  virtual Reply handOf(int seat) const = 0;
  /// `show PLAYER`: that player's hand.
  Reply seatView(int seat) override { return handOf(seat); }
  /// `hand`: the hand of `seat`, the one to play now (nothing: nobody is), when the program deals;
  /// at a real table the refusal `at_table`.
  Reply handCommand(const Words &w, const std::string &at_table, std::optional<int> seat) const {
    this->arity(w, 1, "hand");
    if (atRealTable()) return Reply::error(at_table);
    if (!seat) return Reply::error(core::tr("nobody is to play now"));
    return handOf(*seat);
  }

  /// The banner: `head`, then how the cards are dealt (`at_table` or `by_program`), the help, the status.
  std::string dealBanner(const std::string &head, const std::string &at_table,
                         const std::string &by_program) const {
    return head + " " + (atRealTable() ? at_table : by_program) + " " + core::tr("Type help.") + "\n" +
           this->statusText();
  }

  using CardId = core::cards::CardId;
  /// What a script reads for a card: its id, "?" for a back.
  std::string cardId(CardId c) const { return c == core::cards::kBack ? "?" : this->rules().deck.type(c).id; }
  nlohmann::json cardList(const std::vector<CardId> &cards) const {
    nlohmann::json out = nlohmann::json::array();
    for (CardId c : cards)
      out.push_back(cardId(c));
    return out;
  }
  /// Tab completion: the players, the cards' ids, then `extra` words of the game's commands.
  std::vector<std::string> playersAndCards(const std::vector<std::string> &extra) const {
    std::vector<std::string> out = this->rules().players;
    const std::vector<std::string> ids = this->rules().deck.ids();
    out.insert(out.end(), ids.begin(), ids.end());
    out.insert(out.end(), extra.begin(), extra.end());
    return out;
  }

  /// `moves`: what the seat to move may do now, when the program deals (the listing tells the
  /// cards in hand: that seat's secret).
  Reply moves(const Words &w) const {
    this->arity(w, 1, "moves");
    if (atRealTable())
      return Reply::error(core::tr(
          "at a real table the referee does not know the hands: it checks each play as you type it"));
    nlohmann::json list = nlohmann::json::array();
    std::string text;
    for (const Action &a : G::legal(this->rules(), this->state())) {
      const std::string t = G::format(this->rules(), a);
      list.push_back(t);
      text += (text.empty() ? "" : "\n") + ("  " + t);
    }
    if (list.empty()) return Reply::error(core::tr("nobody is to play now"));
    return this->seatSecret(this->match_.toMove(),
                            Reply::ok({{"moves", list}, {"clauses", nlohmann::json::array()}}, text));
  }

  /// `cards`: every card type of the deck, how many, and how many of each are `unseen` (counted on
  /// what every seat sees).
  Reply deckListing(const Words &w, const std::vector<int> &unseen) const {
    this->arity(w, 1, "cards");
    const core::cards::Deck &deck = this->rules().deck;
    nlohmann::json list = nlohmann::json::array();
    std::string text;
    for (int k = 0; k < deck.kinds(); ++k) {
      const auto &t = deck.type(static_cast<CardId>(k));
      list.push_back({{"id", t.id},
                      {"name", deck.name(static_cast<CardId>(k))},
                      {"fr", t.fr},
                      {"en", t.en},
                      {"count", t.count},
                      {"unseen", unseen[static_cast<std::size_t>(k)]}});
      text += (text.empty() ? "" : "\n") +
              core::fill(core::tr("  {id}  {name}: {count} in the deck, {unseen} not seen yet"),
                         {{"id", t.id},
                          {"name", deck.name(static_cast<CardId>(k))},
                          {"count", std::to_string(t.count)},
                          {"unseen", std::to_string(unseen[static_cast<std::size_t>(k)])}});
    }
    return Reply::ok({{"cards", list}, {"clauses", nlohmann::json::array()}}, text);
  }

  /// A hand for a person: each card's name, with the word to type after it in brackets when the
  /// name is not that word already (and `plain` does not say it is read as it stands).
  template <class Plain> std::string handText(const std::vector<CardId> &cards, Plain plain) const {
    const core::cards::Deck &deck = this->rules().deck;
    std::string listed;
    for (CardId c : cards) {
      const std::string &id = deck.type(c).id;
      const std::string shown = deck.name(c);
      const bool as_typed = core::cards::normalizeWord(shown) == id || plain(c);
      listed += (listed.empty() ? "" : ", ") + shown + (as_typed ? "" : " [" + id + "]");
    }
    return listed;
  }
};

} // namespace amiraute::referee
