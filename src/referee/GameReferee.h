#pragma once
/// The referee every game gets: the loop's common commands written once over Match<G> — help,
/// status, log, undo [force], save FILE, load FILE — and the game's actions parsed by G::parse
/// and submitted. A game's referee derives from GameReferee<G>, adds its own commands (listings,
/// odds, reach) and says how its status reads; everything else is here — the computer opponent
/// too (`referee --ai SIDE[:LEVEL]`): on its turn it plays through the same commands a person
/// types, and says what it played and why.
#include "ai/Search.h"
#include "ai/Seats.h"
#include "core/Command.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "core/Journal.h"
#include "core/Record.h"
#include "core/Yaml.h"
#include "game/Match.h"
#include "referee/Referee.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::referee {

// The game interface's words, used here as the engines use them.
using game::Game;
using game::kChance;
using game::kPublic;
using game::LogEntry;
using game::Match;
using game::RuleViolation;
using game::Ruling;
using game::Step;

/// The words a game's referee writes its answers with, taken in at once by
/// `using namespace referee::answers;` in the game's Referee.cpp.
namespace answers {
using core::fill;
using core::tr;
using nlohmann::json;
using referee::Reply;
} // namespace answers

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

  /// Keep a journal of every accepted action in `folder` (core::journalFolder() by default), and
  /// look there for an unfinished game of the same scenario to offer with `resume`.
  void keepJournal(std::string folder) override {
    journal_folder_ = std::move(folder);
    found_ = core::latestJournal(journal_folder_, std::string(G::name), match_.rules().file);
  }

  Reply handle(const Words &raw) override {
    if (match_.mirrored()) match_.refresh(); // what the host sent since the last command
    const std::size_t before = match_.actions().size();
    Reply reply = dispatch(raw);
    // The computer answers a person's action (or `go`) when its side is to move next.
    if (!computers_.empty() && reply.data.value("ok", false) &&
        (raw[0] == "go" || match_.actions().size() > before))
      computerPlays(reply);
    journalise(reply);
    return reply;
  }

  std::string computer(const std::string &side, const std::string &level, std::uint64_t seed) override {
    try {
      const ai::SeatLevel chosen = ai::parseComputerSide(match_.players(), side, level);
      const Computer c{chosen.seat, chosen.level, seed};
      std::erase_if(computers_, [&](const Computer &o) { return o.seat == c.seat; });
      computers_.push_back(c);
    } catch (const std::exception &e) {
      return e.what();
    }
    return "";
  }

  /// Where unsaved work is kept, said on `quit` and at the end of input.
  Reply farewell() const override {
    const std::size_t unsaved = unsavedActions();
    nlohmann::json j{{"quit", true}, {"unsaved", unsaved}};
    std::string text;
    if (unsaved > 0 && journal_) {
      j["journal"] = journal_->path();
      text =
          core::fill(core::trn("{n} action is not saved; the journal keeps it in {file} (type resume at the "
                               "next start of this scenario, or load that file)",
                               "{n} actions are not saved; the journal keeps them in {file} (type resume at "
                               "the next start of this scenario, or load that file)",
                               static_cast<long>(unsaved)),
                     {{"n", std::to_string(unsaved)}, {"file", journal_->path()}});
    } else if (unsaved > 0) {
      text = core::fill(
          core::trn("{n} action was not saved.", "{n} actions were not saved.", static_cast<long>(unsaved)),
          {{"n", std::to_string(unsaved)}});
    }
    return Reply::ok(j, text);
  }
  Reply quit() override {
    Reply bye = farewell();
    if (journal_ && unsavedActions() == 0 && !match_.over()) {
      journal_->finish(); // everything is in the saved record
      journal_.reset();
    }
    return bye;
  }
  /// Commands, action verbs and the game's names (words()), for tab completion.
  std::vector<std::string> completions() const override {
    std::vector<std::string> out = {"help", "status", "log",  "undo", "save",
                                    "load", "resume", "quit", "force"};
    if (keepsSecrets()) out.push_back("show");
    for (const auto &c : commands_)
      out.push_back(c.first);
    out.insert(out.end(), action_verbs_.begin(), action_verbs_.end());
    const std::vector<std::string> names = completionNames();
    out.insert(out.end(), names.begin(), names.end());
    return out;
  }

  /// A line of a command declared with secretCommand, holding more than its public words — or a
  /// misspelling of one (`ordres Foudroyant 1 R 2` holds the order all the same).
  std::optional<std::size_t> typedSecret(const Words &raw) const override {
    if (raw.empty()) return std::nullopt;
    std::string verb = raw[0];
    const auto secret = [&](const std::string &v) {
      return std::find_if(secret_commands_.begin(), secret_commands_.end(),
                          [&](const auto &c) { return c.first == v; });
    };
    if (secret(verb) == secret_commands_.end() && !isCommand(verb))
      verb = core::suggest(verb, knownCommands());
    const auto it = secret(verb);
    if (it == secret_commands_.end() || raw.size() <= it->second) return std::nullopt;
    return it->second;
  }

  /// The scenario's description, when the game's rules keep one.
  std::string description() const override {
    if constexpr (requires(const Rules &r) { std::string(r.description); })
      return match_.rules().description;
    else
      return "";
  }

  const Match<G> &match() const { return match_; }

  /// This referee becomes one seat's terminal for a game hosted on another machine (src/net): its
  /// game is that seat's copy (Match::mirror), its actions go to the host, its listings show what
  /// the seat may see. The rules stay those it was opened with.
  void mirror(std::shared_ptr<game::Remote> remote) {
    match_ = Match<G>::mirror(match_.sharedRules(), std::move(remote));
    reloaded();
  }

  /// Said once after the banner: an unfinished game to resume; the computer's side.
  std::string notice() const override {
    std::string said;
    for (const Computer &c : computers_) {
      const std::string side = match_.players().names[static_cast<std::size_t>(c.seat)];
      said +=
          (said.empty() ? "" : "\n") +
          core::fill(core::tr("The computer plays {side} at level {level}; it answers each of your actions."),
                     {{"side", side}, {"level", ai::levelLabel(c.level.name)}});
      if (match_.toMove() == c.seat)
        said += "\n" + core::fill(core::tr("{side} is to move: type go to let the computer play."),
                                  {{"side", side}});
    }
    if (!found_) return said;
    return said + (said.empty() ? "" : "\n") +
           core::fill(
               core::tr("An unfinished game of this scenario is in the journal ({n} actions, {when}): type "
                        "resume to continue it."),
               {{"n", std::to_string(found_->record.actions.size())}, {"when", found_->modified}});
  }

private:
  Reply dispatch(const Words &raw) {
    const Words w = words(raw);
    const std::string &verb = w[0];
    try {
      if (verb == "help") return help();
      if (verb == "status") {
        arity(w, 1, "status");
        nlohmann::json j = statusJson();
        j["seed"] = match_.seed();
        return Reply::ok(j, statusText());
      }
      if (verb == "show" && keepsSecrets()) return show(w);
      if (verb == "log") {
        arity(w, 1, "log");
        std::vector<LogEntry> visible;
        for (const LogEntry &e : match_.log())
          if (e.visibleTo(viewer())) visible.push_back(e);
        return Reply::ok({{"log", logJson(visible)}},
                         visible.empty() ? core::tr("(nothing yet)") : logText(visible));
      }
      if (verb == "undo") return undoCommand(w);
      if (verb == "save") return save(w);
      if (verb == "load") return load(w);
      if (verb == "resume") return resume(w);
      if (verb == "go" && !computers_.empty()) return go(w);
      for (const auto &[name, run] : commands_)
        if (name == verb) return run(w);
      if (std::find(action_verbs_.begin(), action_verbs_.end(), verb) != action_verbs_.end()) return act(w);
    } catch (const RuleViolation &e) {
      return rulingReply(e.ruling);
    } catch (const std::exception &e) {
      return Reply::error(e.what());
    }
    const std::string close = core::suggest(verb, knownCommands());
    return Reply::error(
        close.empty()
            ? core::fill(core::tr("unknown command '{verb}'; type help for the list"), {{"verb", verb}})
            : core::fill(core::tr("unknown command '{verb}' (did you mean '{close}'?)"),
                         {{"verb", verb}, {"close", close}}));
  }

protected:
  /// The game's status, as JSON (the "status" command's answer and part of other answers).
  virtual nlohmann::json statusJson() const = 0;
  /// The same for a person, on one line.
  virtual std::string statusText() const = 0;
  /// The game's own commands for `help`, one a line with an example; the common ones follow.
  virtual std::string gameHelp() const = 0;
  /// The words as the game reads them (e.g. names with spaces joined into one word).
  virtual Words words(const Words &w) const { return w; }
  /// The game's words for tab completion: ship names, hexes, sides.
  virtual std::vector<std::string> completionNames() const { return {}; }
  /// Whose eyes the referee lists things for: kPublic unless the game says otherwise.
  virtual int viewer() const { return kPublic; }
  /// True for a game where a seat may hold secrets (orders, speeds, a hand): `show SIDE` is offered.
  virtual bool keepsSecrets() const { return false; }
  /// The answer to `show SIDE`: what `seat` may see that the others may not (its ships with their
  /// orders, its planes with their speeds, its hand), declared with seatSecret. Only called when
  /// keepsSecrets().
  virtual Reply seatView(int seat) {
    (void)seat;
    return Reply::error(core::tr("nothing is secret in this game"));
  }
  /// An action's text as everybody may read it, for `undo`'s answer: a game hides what a seat
  /// wrote in secret (an order, speeds, a card drawn).
  virtual std::string publicText(const std::string &text) const { return text; }

  /// True when `seat` sees something now that the others do not (its observe differs from the
  /// public one).
  bool holdsSecret(int seat) const { return !(match_.observe(seat) == match_.observe(kPublic)); }
  /// `reply`, declared as holding `seat`'s secret when that seat holds one now: at a shared
  /// terminal the others look away before it is shown (Reply::secret, present()).
  Reply seatSecret(int seat, Reply reply) const {
    if (seat >= 0 && holdsSecret(seat)) reply.secretOf(seatName(seat));
    return reply;
  }
  const Rules &rules() const { return match_.rules(); }
  const State &state() const { return match_.state(); }
  /// The answer `j` with the status added, its text followed by the status line.
  Reply withStatus(nlohmann::json j, const std::string &text) const {
    j["status"] = statusJson();
    return Reply::ok(std::move(j), text + "\n" + statusText());
  }
  /// The name of a seat.
  std::string seatName(int seat) const { return match_.players().names[static_cast<std::size_t>(seat)]; }
  /// Lines of command `name` with more than `public_words` words hold a secret typed in full
  /// (`orders Foudroyant 1 R 2`, `speeds Bleu 3 4 5`): wiped from a terminal, kept out of the
  /// history (typedSecret).
  void secretCommand(std::string name, std::size_t public_words) {
    secret_commands_.emplace_back(std::move(name), public_words);
  }
  /// An action verb: parse, submit, let the program roll any dice that follow, answer. A game
  /// overrides it to add what its scripts need (odds, paths) and calls submitAndSettle.
  virtual Reply act(const Words &w) {
    const Action action = G::parse(match_.rules(), w);
    std::vector<LogEntry> log = submitAndSettle(action);
    std::erase_if(log, [&](const LogEntry &e) { return !e.visibleTo(viewer()); });
    nlohmann::json j{
        {"action", match_.actions().back()}, {"log", logJson(log)}, {"clauses", clausesJson(log)}};
    j["status"] = statusJson();
    return Reply::ok(j, logText(log));
  }
  /// Called after a load replaced the game (a game's referee resets its own caches here).
  virtual void reloaded() {}
  /// `undo [force]`. A game whose undone actions hold secrets (cards the program dealt) says it
  /// its own way; the default takes back the last decision as Match::undo does.
  virtual Reply undoCommand(const Words &w) { return undo(w); }

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
  /// Add game commands, in this order (as `help` and tab completion list them): each a name and a
  /// member of the game's referee `R` taking the words — `commands("ships", &R::ships, "odds",
  /// &R::odds)`.
  template <class R, class F, class... More> void commands(const char *name, F R::*member, More... more) {
    command(name, [this, member](const Words &w) { return (static_cast<R &>(*this).*member)(w); });
    if constexpr (sizeof...(More) > 0) commands(more...);
  }
  /// Verbs that are actions of the game (G::parse reads them).
  void actionVerbs(std::vector<std::string> verbs) { action_verbs_ = std::move(verbs); }
  /// CommandError with the usage unless there are exactly `n` words.
  static void arity(const Words &w, std::size_t n, const char *usage) {
    if (w.size() != n) throw core::CommandError(core::fill(core::tr("usage: {usage}"), {{"usage", usage}}));
  }

  Match<G> match_;

private:
  Reply help() const {
    std::string text = gameHelp() + "\n" + core::tr(kCommonHelp);
    if (keepsSecrets())
      text += "\n" +
              std::string(core::tr(
                  "  show SIDE                    what only SIDE may see (its orders, speeds or hand): the "
                  "others look away first, the screen is cleared after"));
    if (!computers_.empty())
      text += "\n" + std::string(core::tr(
                         "  go                           let the computer play its side now (it also "
                         "answers each of your actions)"));
    nlohmann::json commands =
        nlohmann::json::array({"help", "status", "log", "undo", "save", "load", "quit"});
    if (keepsSecrets()) commands.push_back("show");
    for (const auto &c : commands_)
      commands.push_back(c.first);
    for (const auto &v : action_verbs_)
      commands.push_back(v);
    return Reply::ok({{"help", text}, {"commands", commands}, {"clauses", nlohmann::json::array()}}, text);
  }

  Reply undo(const Words &w) {
    const bool force = w.size() == 2 && w[1] == "force";
    if (w.size() > 2 || (w.size() == 2 && !force))
      throw core::CommandError(core::fill(core::tr("usage: {usage}"), {{"usage", "undo [force]"}}));
    if (auto why = match_.undoBlocker(force)) return Reply::error(*why);
    std::vector<std::string> undone = match_.undo(force);
    std::string joined;
    for (auto &t : undone) {
      t = publicText(t);
      joined += (joined.empty() ? "" : "; ") + t;
    }
    return Reply::ok({{"undone", undone.size() == 1 ? nlohmann::json(undone[0]) : nlohmann::json(undone)},
                      {"status", statusJson()},
                      {"clauses", nlohmann::json::array()}},
                     core::fill(core::tr("undone: {actions}"), {{"actions", joined}}) + "\n" + statusText());
  }

  /// `WORD FILE [force]`: the file and whether force was given.
  static std::pair<std::string, bool> fileAndForce(const Words &w, const char *usage) {
    const bool force = w.size() == 3 && w[2] == "force";
    if (w.size() != 2 && !force)
      throw core::CommandError(core::fill(core::tr("usage: {usage}"), {{"usage", usage}}));
    return {w[1], force};
  }

  Reply save(const Words &w) {
    const auto [file, force] = fileAndForce(w, "save FILE [force]");
    match_.save(file, force);
    const std::size_t n = match_.actions().size();
    const std::string hash = core::hashToHex(match_.hash());
    return Reply::ok({{"saved", file},
                      {"file", file},
                      {"actions", n},
                      {"hash", hash},
                      {"seed", match_.seed()},
                      {"clauses", nlohmann::json::array()}},
                     core::fill(core::trn("saved {n} action to {file}", "saved {n} actions to {file}",
                                          static_cast<long>(n)),
                                {{"n", std::to_string(n)}, {"file", file}}));
  }

  /// Refuse to replace a game in progress that holds unsaved actions, or to switch scenario, unless
  /// forced: nothing is lost by a slip of the keyboard.
  void guardReplacement(const core::GameRecord &incoming, const std::string &file, bool force) const {
    if (force) return;
    const std::size_t unsaved = unsavedActions();
    if (unsaved > 0)
      throw core::CommandError(
          journal_
              ? core::fill(
                    core::trn("the game in progress has {n} unsaved action (the journal keeps it in {file}): "
                              "save it first, or type the command again with force at the end",
                              "the game in progress has {n} unsaved actions (the journal keeps them in "
                              "{file}): save it first, or type the command again with force at the end",
                              static_cast<long>(unsaved)),
                    {{"n", std::to_string(unsaved)}, {"file", journal_->path()}})
              : core::fill(
                    core::trn("the game in progress has {n} unsaved action: save it first, or type the "
                              "command again with force at the end",
                              "the game in progress has {n} unsaved actions: save it first, or type the "
                              "command again with force at the end",
                              static_cast<long>(unsaved)),
                    {{"n", std::to_string(unsaved)}}));
    std::error_code ec;
    if (!std::filesystem::equivalent(incoming.scenario, match_.rules().file, ec))
      throw core::CommandError(
          core::fill(core::tr("{file} is a game of {scenario}, not of the scenario in progress "
                              "({current}): type the command again with force at the end to "
                              "switch"),
                     {{"file", file}, {"scenario", incoming.scenario}, {"current", match_.rules().file}}));
  }

  Reply load(const Words &w) {
    const auto [file, force] = fileAndForce(w, "load FILE [force]");
    // Read and replay aside: a record that fails to load leaves the game in progress untouched.
    const core::GameRecord record = core::loadRecordOrJournal(file);
    guardReplacement(record, file, force);
    Match<G> loaded = Match<G>::fromRecord(record, match_.seed(), file); // a journal: unsaved
    match_ = std::move(loaded);
    reloaded();
    const std::size_t n = match_.actions().size();
    return Reply::ok(
        {{"loaded", file},
         {"file", file},
         {"actions", n},
         {"hash", core::hashToHex(match_.hash())},
         {"seed", match_.seed()},
         {"status", statusJson()},
         {"clauses", nlohmann::json::array()}},
        core::fill(core::trn("loaded {file}: {n} action replayed; {status}",
                             "loaded {file}: {n} actions replayed; {status}", static_cast<long>(n)),
                   {{"file", file}, {"n", std::to_string(n)}, {"status", statusText()}}));
  }

  Reply resume(const Words &w) {
    const bool force = w.size() == 2 && w[1] == "force";
    if (w.size() > 2 || (w.size() == 2 && !force))
      throw core::CommandError(core::fill(core::tr("usage: {usage}"), {{"usage", "resume [force]"}}));
    if (!found_)
      throw core::CommandError(
          core::fill(core::tr("no unfinished game of this scenario in the journal folder {folder}"),
                     {{"folder", journal_folder_}}));
    if (!force && unsavedActions() > 0)
      throw core::CommandError(
          core::tr("the game in progress has unsaved actions: save it first, or resume force"));
    Match<G> resumed = Match<G>::fromRecord(found_->record, match_.seed(), found_->path);
    match_ = std::move(resumed); // a journal: nothing of it is saved
    reloaded();
    const std::string old = found_->path;
    found_.reset();
    journalise(Reply::ok({}, ""));
    std::error_code ec;
    std::filesystem::remove(old, ec); // its actions are in this session's journal now
    const std::size_t n = match_.actions().size();
    return Reply::ok(
        {{"resumed", old},
         {"actions", n},
         {"hash", core::hashToHex(match_.hash())},
         {"seed", match_.seed()},
         {"status", statusJson()},
         {"clauses", nlohmann::json::array()}},
        core::fill(core::trn("resumed {n} action from the journal; {status}",
                             "resumed {n} actions from the journal; {status}", static_cast<long>(n)),
                   {{"n", std::to_string(n)}, {"status", statusText()}}));
  }

  /// True for a word that is a command or an action verb now.
  bool isCommand(const std::string &verb) const {
    const std::vector<std::string> known = knownCommands();
    return std::find(known.begin(), known.end(), verb) != known.end();
  }
  /// Every command and action verb, for suggestions.
  std::vector<std::string> knownCommands() const {
    std::vector<std::string> known = {"help", "status", "log", "undo", "save", "load", "resume", "quit"};
    if (keepsSecrets()) known.push_back("show");
    for (const auto &c : commands_)
      known.push_back(c.first);
    known.insert(known.end(), action_verbs_.begin(), action_verbs_.end());
    return known;
  }

  /// `show SIDE`: what only that seat may see (seatView), named by any case.
  Reply show(const Words &w) {
    arity(w, 2, "show SIDE");
    const std::vector<std::string> &names = match_.players().names;
    for (std::size_t i = 0; i < names.size(); ++i)
      if (names[i] == w[1]) return seatView(static_cast<int>(i));
    const auto lower = [](std::string t) {
      for (char &c : t)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      return t;
    };
    for (std::size_t i = 0; i < names.size(); ++i)
      if (lower(names[i]) == lower(w[1])) return seatView(static_cast<int>(i));
    std::string list;
    for (const auto &n : names)
      list += (list.empty() ? "" : ", ") + n;
    const std::string close = core::suggest(w[1], names);
    return Reply::error(
        core::fill(core::tr("no side or player is called '{name}' ({list})"),
                   {{"name", w[1]}, {"list", list}}) +
        (close.empty() ? "" : core::fill(core::tr(" (did you mean '{close}'?)"), {{"close", close}})));
  }

  /// The computer's side.
  struct Computer {
    int seat = 0;
    ai::Level level;
    std::uint64_t seed = 1;
  };

  Reply go(const Words &w) {
    arity(w, 1, "go");
    if (!computerToMove()) {
      if (match_.toMove() == game::kChance)
        return Reply::error(
            core::tr("it is not the computer's turn: the dice or the coin come first; type what "
                     "the table threw, or let the program throw (see help)"));
      return Reply::error(core::fill(
          core::tr("it is not the computer's turn: {side} is to move"),
          {{"side", match_.toMove() >= 0 ? match_.players().names[static_cast<std::size_t>(match_.toMove())]
                                         : std::string(core::tr("nobody (the game is over)"))}}));
    }
    return Reply::ok({{"clauses", nlohmann::json::array()}}, "");
  }

  /// The computer playing the side to move, or nullptr.
  const Computer *computerToMove() const {
    for (const Computer &c : computers_)
      if (c.seat == match_.toMove()) return &c;
    return nullptr;
  }

  /// True when the people at the table cannot tell `a` from another legal action by what they
  /// see (a secret speed, a card laid face down): its text and the candidates are not shown.
  bool secret(const Action &a) const { return ai::secretChoice<G>(match_.rules(), match_.state(), a); }

  /// While the computer's side is to move: decide (from what its seat observes only), play the
  /// command through the referee as a person would type it, and add what it played and why to
  /// `reply`. Dice the people must type, and the other side's turn, stop it.
  void computerPlays(Reply &reply) {
    nlohmann::json moves = nlohmann::json::array();
    std::string text = reply.text;
    for (int guard = 0; guard < 5000 && computerToMove(); ++guard) {
      const Computer &c = *computerToMove();
      const std::string side = match_.players().names[static_cast<std::size_t>(c.seat)];
      const auto d = ai::decide<G>(match_.rules(), match_.state(), c.seat, c.level,
                                   ai::mixSeed(c.seed, match_.actions().size()));
      const std::string command = G::format(match_.rules(), d.action);
      const bool hidden = secret(d.action);
      const std::size_t log_from = match_.log().size();
      Reply r = dispatch(words(core::splitCommand(command)));
      nlohmann::json move{{"side", side}, {"secret", hidden}, {"ok", r.data.value("ok", false)}};
      nlohmann::json why = d.explanation.json();
      // In a game with secrets the candidates it weighed would tell its hand, orders or speeds.
      const bool reasons_hidden = hidden || game::HasHiddenInformation<G>;
      if (reasons_hidden) why["candidates"] = nlohmann::json::array();
      if (hidden) {
        move["command"] = nullptr;
        std::vector<LogEntry> shown;
        for (std::size_t k = log_from; k < match_.log().size(); ++k)
          if (match_.log()[k].visibleTo(kPublic)) shown.push_back(match_.log()[k]);
        r.data.erase("action");
        r.data["log"] = logJson(shown);
        r.text = logText(shown);
      } else {
        move["command"] = command;
      }
      move["explanation"] = why;
      move["answer"] = r.data;
      moves.push_back(move);
      if (!text.empty()) text += "\n";
      text += ai::announce(side, c.level.name, command, hidden);
      if (!reasons_hidden && d.explanation.best.size() > 1) text += "\n" + d.explanation.candidates();
      if (!r.text.empty()) text += "\n" + r.text;
      if (!r.data.value("ok", false)) break; // never loop on a refused command
    }
    if (moves.empty()) return;
    reply.data["computer"] = moves;
    reply.data["status"] = statusJson();
    reply.text = text;
  }

  /// Actions not in the last save (or load of a saved record): Match keeps count.
  std::size_t unsavedActions() const { return match_.unsavedActions(); }

  /// Write what the command changed to the journal before the answer is printed. A journal that
  /// cannot be written is said in the answer; the game goes on.
  void journalise(Reply &reply) {
    if (journal_folder_.empty()) return;
    try {
      if (!journal_) {
        if (match_.actions().empty()) return;
        journal_ = std::make_unique<core::Journal>(journal_folder_, match_.record());
      }
      journal_->sync(match_.record());
      journal_->markFinished(match_.over());
    } catch (const std::exception &e) {
      reply.data["journal_error"] = e.what();
      reply.text += "\n" + core::fill(core::tr("(warning: {what})"), {{"what", e.what()}});
    }
  }
  void journalise(Reply &&reply) { journalise(reply); }

  static constexpr const char *kCommonHelp = N_(R"(  status                       turn, side, phase, winner
  log                          every ruling so far
  undo [force]                 take back the last action (dice the program rolled need force)
  save FILE [force]            save the game record (YAML); force replaces a file that is not a record
  load FILE [force]            load a record or a journal; force if the game in progress is unsaved
  resume [force]               continue the unfinished game the journal kept for this scenario
  help | quit)");

  std::vector<std::pair<std::string, Handler>> commands_;
  std::vector<std::string> action_verbs_;
  std::vector<std::pair<std::string, std::size_t>> secret_commands_; ///< see secretCommand
  std::string journal_folder_;                                       ///< empty: no journal
  std::unique_ptr<core::Journal> journal_;
  std::optional<core::JournalFound> found_; ///< an unfinished game to offer
  std::vector<Computer> computers_;         ///< the sides the computer plays
};

} // namespace amiraute::referee
