#pragma once
/// The referee every game gets: the loop's common commands written once over Match<G> — help,
/// status, log, undo [force], save FILE, load FILE — and the game's actions parsed by G::parse
/// and submitted. A game's referee derives from GameReferee<G>, adds its own commands (listings,
/// odds, reach) and says how its status reads; everything else is here.
#include "core/Command.h"
#include "core/Files.h"
#include "core/Record.h"
#include "core/Yaml.h"
#include "game/Match.h"
#include "game/Referee.h"

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

namespace amiraute::game {

/// The log entries as JSON: [{"text", "clauses"}].
nlohmann::json logJson(const std::vector<LogEntry> &log);
/// Every clause cited by the entries, once each, in order.
nlohmann::json clausesJson(const std::vector<LogEntry> &log);
/// The entries one a line, "text  [CLAUSES]".
std::string logText(const std::vector<LogEntry> &log);
/// The answer to a refused action: the message then the clause, and "clause" in the JSON.
Reply rulingReply(const Ruling &ruling);

template <Game G> class GameReferee : public Referee {
public:
  using Rules = typename G::Rules;
  using State = typename G::State;
  using Action = typename G::Action;
  using Words = std::vector<std::string>;
  using Handler = std::function<Reply(const Words &)>;

  explicit GameReferee(Match<G> match) : match_(std::move(match)) {}

  Reply handle(const Words &raw) override {
    const Words w = words(raw);
    const std::string &verb = w[0];
    try {
      if (verb == "help") return help();
      if (verb == "status") {
        arity(w, 1, "status");
        return Reply::ok(statusJson(), statusText());
      }
      if (verb == "log") {
        arity(w, 1, "log");
        std::vector<LogEntry> visible;
        for (const LogEntry &e : match_.log())
          if (e.visibleTo(viewer())) visible.push_back(e);
        return Reply::ok({{"log", logJson(visible)}}, visible.empty() ? "(nothing yet)" : logText(visible));
      }
      if (verb == "undo") return undo(w);
      if (verb == "save") return save(w);
      if (verb == "load") return load(w);
      for (const auto &[name, run] : commands_)
        if (name == verb) return run(w);
      if (std::find(action_verbs_.begin(), action_verbs_.end(), verb) != action_verbs_.end()) return act(w);
    } catch (const RuleViolation &e) {
      return rulingReply(e.ruling);
    } catch (const std::exception &e) {
      return Reply::error(e.what());
    }
    std::vector<std::string> known = {"help", "status", "log", "undo", "save", "load", "quit"};
    for (const auto &c : commands_)
      known.push_back(c.first);
    known.insert(known.end(), action_verbs_.begin(), action_verbs_.end());
    const std::string close = core::suggest(verb, known);
    return Reply::error("unknown command '" + verb + "'" +
                        (close.empty() ? "; type help for the list" : " (did you mean '" + close + "'?)"));
  }

  const Match<G> &match() const { return match_; }

protected:
  /// The game's status, as JSON (the "status" command's answer and part of other answers).
  virtual nlohmann::json statusJson() const = 0;
  /// The same for a person, on one line.
  virtual std::string statusText() const = 0;
  /// The game's own commands for `help`, one a line with an example; the common ones follow.
  virtual std::string gameHelp() const = 0;
  /// The words as the game reads them (e.g. names with spaces joined into one word).
  virtual Words words(const Words &w) const { return w; }
  /// Whose eyes the referee lists things for: kPublic unless the game says otherwise.
  virtual int viewer() const { return kPublic; }
  /// An action verb: parse, submit, let the program roll any dice that follow, answer. A game
  /// overrides it to add what its scripts need (odds, paths) and calls submitAndSettle.
  virtual Reply act(const Words &w) {
    const Action action = G::parse(match_.rules(), w);
    const std::vector<LogEntry> log = submitAndSettle(action);
    nlohmann::json j{{"action", match_.actions().back()}, {"log", logJson(log)}, {"clauses", clausesJson(log)}};
    j["status"] = statusJson();
    return Reply::ok(j, logText(log));
  }
  /// Called after a load replaced the game (a game's referee resets its own caches here).
  virtual void reloaded() {}

  /// Submit, then roll the program's dice while the next step is chance. The log of both.
  std::vector<LogEntry> submitAndSettle(const Action &action) {
    Step<State> step = match_.submit(action);
    std::vector<LogEntry> log = std::move(step.log);
    const std::vector<LogEntry> rolled = match_.settle();
    log.insert(log.end(), rolled.begin(), rolled.end());
    return log;
  }

  /// Add a game command (a listing, odds, reach...).
  void command(std::string name, Handler run) { commands_.emplace_back(std::move(name), std::move(run)); }
  /// Verbs that are actions of the game (G::parse reads them).
  void actionVerbs(std::vector<std::string> verbs) { action_verbs_ = std::move(verbs); }
  /// CommandError with the usage unless there are exactly `n` words.
  static void arity(const Words &w, std::size_t n, const char *usage) {
    if (w.size() != n) throw core::CommandError(std::string("usage: ") + usage);
  }

  Match<G> match_;

private:
  Reply help() const {
    const std::string text = gameHelp() + "\n" + kCommonHelp;
    nlohmann::json commands = nlohmann::json::array({"help", "status", "log", "undo", "save", "load", "quit"});
    for (const auto &c : commands_)
      commands.push_back(c.first);
    for (const auto &v : action_verbs_)
      commands.push_back(v);
    return Reply::ok({{"help", text}, {"commands", commands}, {"clauses", nlohmann::json::array()}}, text);
  }

  Reply undo(const Words &w) {
    const bool force = w.size() == 2 && w[1] == "force";
    if (w.size() > 2 || (w.size() == 2 && !force)) throw core::CommandError("usage: undo [force]");
    if (auto why = match_.undoBlocker(force)) return Reply::error(*why);
    const std::vector<std::string> undone = match_.undo(force);
    std::string joined;
    for (const auto &t : undone)
      joined += (joined.empty() ? "" : "; ") + t;
    return Reply::ok({{"undone", undone.size() == 1 ? nlohmann::json(undone[0]) : nlohmann::json(undone)},
                      {"status", statusJson()},
                      {"clauses", nlohmann::json::array()}},
                     "undone: " + joined + "\n" + statusText());
  }

  Reply save(const Words &w) const {
    arity(w, 2, "save FILE");
    match_.save(w[1]);
    const std::size_t n = match_.actions().size();
    const std::string hash = core::hashToHex(match_.hash());
    return Reply::ok({{"saved", w[1]},
                      {"file", w[1]},
                      {"actions", n},
                      {"hash", hash},
                      {"clauses", nlohmann::json::array()}},
                     "saved " + std::to_string(n) + " actions to " + w[1]);
  }

  Reply load(const Words &w) {
    arity(w, 2, "load FILE");
    // Load aside: a record that fails to load or replay leaves the game in progress untouched.
    Match<G> loaded = Match<G>::load(w[1], match_.seed());
    match_ = std::move(loaded);
    reloaded();
    const std::size_t n = match_.actions().size();
    return Reply::ok({{"loaded", w[1]},
                      {"file", w[1]},
                      {"actions", n},
                      {"hash", core::hashToHex(match_.hash())},
                      {"status", statusJson()},
                      {"clauses", nlohmann::json::array()}},
                     "loaded " + w[1] + ": " + std::to_string(n) + " actions replayed; " + statusText());
  }

  static constexpr const char *kCommonHelp = R"(  status                       turn, side, phase, winner
  log                          every ruling so far
  undo [force]                 take back the last action (dice the program rolled need force)
  save FILE | load FILE        the game record (YAML)
  help | quit)";

  std::vector<std::pair<std::string, Handler>> commands_;
  std::vector<std::string> action_verbs_;
};

} // namespace amiraute::game
