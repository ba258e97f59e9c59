#pragma once
/// The game behind the one match frame (ui/MatchFrame.h), as the frame and a game's board see it:
/// Session is what the frame needs of any game (who is to move, the log, submit an action's text,
/// undo by the one rule, save, load, the computer's seats), TypedSession<G> adds what a board reads
/// (the rules, the state as the seat at the screen may see it, the legal actions), and
/// LocalSession<G> is the game played on this machine: a game::Match<G> and the computer at any
/// seat. (A game hosted on another machine is another TypedSession: the frame and the boards cannot
/// tell.)
#include "core/I18n.h"
#include "game/Match.h"
#include "ui/ComputerSeats.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::ui {

class Session {
public:
  virtual ~Session() = default;

  // ---- the game -------------------------------------------------------------------------------
  virtual std::string gameName() const = 0; ///< the registry's name ("planetes")
  virtual std::string title() const = 0;    ///< the scenario's title
  /// The scenario's `description:` ("" when it has none or the game's rules keep none).
  virtual std::string description() const { return ""; }
  virtual std::string scenarioFile() const = 0;
  virtual game::Players players() const = 0;
  /// True when the game hides something from some seat (a curtain between players, no action text
  /// in the log).
  virtual bool hidesInformation() const = 0;
  virtual int toMove() const = 0;
  virtual std::uint64_t hash() const = 0;
  virtual std::uint64_t seed() const = 0;
  virtual const std::vector<std::string> &actions() const = 0;
  virtual const std::vector<game::LogEntry> &log() const = 0;
  /// Index in log() of the first entry of action `i`.
  virtual std::size_t logStart(std::size_t i) const = 0;
  /// The game on this machine, for the journal (nullptr for a game hosted elsewhere).
  virtual const game::AnyMatch *anyMatch() const { return nullptr; }

  // ---- the seat at the screen -------------------------------------------------------------------
  /// What the boards read is now what `seat` may see (game::kPublic: what everybody may).
  virtual void view(int seat) = 0;
  virtual int viewer() const = 0;

  // ---- changes ------------------------------------------------------------------------------------
  /// Validate and apply an action typed as the referee reads it; the refusal ("… (CLAUSE)") when it
  /// is refused, and nothing has changed.
  virtual std::optional<std::string> submit(const std::string &text) = 0;
  /// At a chance node, the program's dice or cards (sealed: undoing them needs force).
  virtual bool roll() = 0;
  /// The seat to move once the pending chance steps are drawn (game::kTerminal at the end), asked
  /// of a copy with the same dice, so that cards are dealt only once their reader is at the screen.
  virtual int toMoveAfterChance() const = 0;
  /// Why an undo back to the last person's decision cannot be done (the computer's replies
  /// go with it), or nothing.
  struct UndoPlan {
    int steps = 1;            ///< Match undos
    int seat = game::kPublic; ///< whose decision it takes back
  };
  virtual std::optional<std::string> undoBlocker(bool force) const = 0;
  virtual std::optional<UndoPlan> undoPlan(bool force) const = 0;
  /// Undo by the plan; the action texts taken back, oldest first.
  virtual std::vector<std::string> undo(bool force) = 0;
  /// "" or why not.
  virtual std::string save(const std::string &path) = 0;
  virtual std::string load(const std::string &path) = 0;
  /// The log again in the language now chosen (the actions replayed; nothing else changes).
  virtual void renarrate() = 0;

  // ---- the computer's seats ------------------------------------------------------------------------
  virtual ComputerSeatsBase &computers() = 0;
  /// Once a frame: the computer's next action when one is due (already submitted), said in the
  /// log's words; nothing otherwise.
  virtual std::optional<std::string> computerPlays(float dt) = 0;
  /// Stop the computer's thinking (an undo, a load, the window closing).
  virtual void cancelComputer() = 0;
};

template <game::Game G> class TypedSession : public Session {
public:
  using Rules = typename G::Rules;
  using State = typename G::State;
  using Action = typename G::Action;

  virtual const Rules &rules() const = 0;
  /// The state as the seat at the screen may see it (view()).
  virtual const State &shown() const = 0;
  /// The legal actions of the seat at the screen when it is to move (else none).
  virtual const std::vector<Action> &legal() const = 0;
  /// What submitting `action` would say, without changing anything.
  virtual std::optional<game::Ruling> check(const Action &action) const = 0;

  std::string gameName() const override { return std::string(G::name); }
  std::string title() const override { return rules().title; }
  std::string description() const override {
    if constexpr (requires(const Rules &r) { std::string(r.description); })
      return rules().description;
    else
      return "";
  }
  std::string scenarioFile() const override { return rules().file; }
  bool hidesInformation() const override { return game::HasHiddenInformation<G>; }
};

/// A game played on this machine.
template <game::Game G> class LocalSession final : public TypedSession<G> {
public:
  using Match = game::Match<G>;
  using typename TypedSession<G>::Rules;
  using typename TypedSession<G>::State;
  using typename TypedSession<G>::Action;
  using UndoPlan = Session::UndoPlan;

  explicit LocalSession(std::unique_ptr<Match> match)
      : match_(std::move(match)), computers_(match_->players(), match_->seed()) {
    view(game::kPublic);
  }
  ~LocalSession() override { computers_.cancel(); }

  const Match &match() const { return *match_; }

  const Rules &rules() const override { return match_->rules(); }
  const State &shown() const override { return shown_; }
  const std::vector<Action> &legal() const override { return legal_; }
  std::optional<game::Ruling> check(const Action &action) const override { return match_->check(action); }

  game::Players players() const override { return match_->players(); }
  int toMove() const override { return match_->toMove(); }
  std::uint64_t hash() const override { return match_->hash(); }
  std::uint64_t seed() const override { return match_->seed(); }
  const std::vector<std::string> &actions() const override { return match_->actions(); }
  const std::vector<game::LogEntry> &log() const override { return match_->log(); }
  std::size_t logStart(std::size_t i) const override { return match_->logStart(i); }
  const game::AnyMatch *anyMatch() const override { return match_.get(); }

  void view(int seat) override {
    viewer_ = seat;
    shown_ = match_->observe(seat);
    legal_.clear();
    if (seat >= 0 && match_->toMove() == seat && !computers_.isComputer(seat))
      legal_ = G::legal(match_->rules(), match_->state());
  }
  int viewer() const override { return viewer_; }

  std::optional<std::string> submit(const std::string &text) override {
    try {
      match_->submit(G::parse(match_->rules(), core::splitCommand(text)));
    } catch (const std::exception &e) { // a game::RuleViolation: the message, then the clause
      return std::string(e.what());
    }
    view(viewer_);
    return std::nullopt;
  }
  bool roll() override {
    if (match_->toMove() != game::kChance) return false;
    match_->roll();
    view(viewer_);
    return true;
  }
  int toMoveAfterChance() const override {
    if (match_->toMove() != game::kChance) return match_->toMove();
    Match ahead = *match_;
    ahead.settle();
    return ahead.toMove();
  }
  std::optional<std::string> undoBlocker(bool force) const override {
    if (match_->actions().empty()) return std::string(core::tr("nothing to undo"));
    return computers_.undoRefusal(*match_, force);
  }
  std::optional<UndoPlan> undoPlan(bool force) const override {
    if (undoBlocker(force)) return std::nullopt;
    if (const auto back = computers_.undoSteps(*match_, force)) return UndoPlan{back->steps, back->seat};
    return std::nullopt;
  }
  std::vector<std::string> undo(bool force) override {
    std::vector<std::string> undone = computers_.undoBack(*match_, force);
    view(viewer_);
    return undone;
  }
  std::string save(const std::string &path) override {
    try {
      match_->save(path);
    } catch (const std::exception &e) {
      return e.what();
    }
    return "";
  }
  std::string load(const std::string &path) override {
    try {
      auto loaded = std::make_unique<Match>(Match::load(path, match_->seed()));
      computers_.cancel();
      computers_.reseat(loaded->players().names);
      match_ = std::move(loaded);
    } catch (const std::exception &e) {
      return e.what();
    }
    view(game::kPublic);
    return "";
  }
  void renarrate() override {
    try {
      match_->replay(match_->actions());
    } catch (const std::exception &) {
      // The same actions replayed the same way a moment ago: nothing to say if they did not.
    }
  }

  ComputerSeatsBase &computers() override { return computers_; }
  std::optional<std::string> computerPlays(float dt) override {
    const std::optional<Action> a = computers_.poll(*match_, dt);
    if (!a) return std::nullopt;
    const std::size_t from = match_->log().size();
    try {
      match_->submit(*a);
    } catch (const std::exception &e) {
      return std::string(e.what());
    }
    // Said in the game's words, as everybody may read them, not in the referee's commands.
    std::string what;
    for (std::size_t i = from; i < match_->log().size(); ++i)
      if (match_->log()[i].visibleTo(game::kPublic))
        what += (what.empty() ? "" : "; ") + match_->log()[i].text;
    computers_.tell(what);
    view(viewer_);
    return what;
  }
  void cancelComputer() override { computers_.cancel(); }

private:
  std::unique_ptr<Match> match_;
  ComputerSeats<G> computers_;
  State shown_{};
  std::vector<Action> legal_;
  int viewer_ = game::kPublic;
};

} // namespace amiraute::ui
