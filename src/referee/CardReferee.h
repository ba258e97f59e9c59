#pragma once
/// What the referees of card games with hidden hands share, over GameReferee<G>:
/// - the program's chance nodes (a card dealt or drawn) are settled at once, but a question only
///   the people at the table can answer (what a turned card shows at a real table, whether a
///   crew holds a joker) waits for them to type it;
/// - the answers and `log` show only what every seat may see (LogEntry::visibleTo(kPublic)): a
///   card drawn is never printed, not even in an undo message;
/// - undo: a card the program dealt and a player saw needs `undo force`; at a real table no card
///   was seen by the program, so undo is never blocked; with nothing but the deal done there is
///   nothing to undo, and nothing to lose by a load or a resume.
#include "core/I18n.h"
#include "referee/GameReferee.h"

#include <algorithm>

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
  /// True when the program holds no secret (a real deck at a real table).
  virtual bool atRealTable() const = 0;
  /// True for the text of a card the program dealt or drew ("card 600").
  virtual bool dealtCard(const std::string &text) const = 0;
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
    const Action action = G::parse(this->match_.rules(), w);
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

  /// Only the program's deal so far: nothing a player did can be lost by a load or a resume.
  Words words(const Words &w) const override {
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
};

} // namespace amiraute::referee
