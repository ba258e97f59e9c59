#pragma once
/// CardTableView over a game::Match<G>: the plumbing every card game's screen shares — submit,
/// undo, save, load, the log, the curtain, and the program's deal rolled only when the player
/// who will see the cards is at the screen (so that the one who just played may still take it
/// back behind the curtain). A game's view derives from it and says what the table shows
/// (buildScene) and what a click means (actionFor).
#include "core/I18n.h"
#include "core/Yaml.h"
#include "game/Match.h"
#include "ui/CardTableView.h"
#include "ui/ComputerSeats.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::ui {

template <game::Game G> class CardMatchView : public CardTableView {
public:
  using Match = game::Match<G>;
  using Action = typename G::Action;
  using State = typename G::State;

  const Match &match() const { return *match_; }
  /// What the screen shows: the state as the seat at the screen sees it.
  const State &shown() const { return shown_; }
  const game::AnyMatch *anyMatch() const override { return match_.get(); }
  bool loadGame(const std::string &path) override {
    const Match *before = match_.get();
    loadMatch(path);
    return match_.get() != before;
  }
  /// The legal actions now (empty behind the curtain).
  const std::vector<Action> &legal() const { return legal_; }
  /// Which seats the computer plays (tests set its pause and read its thinking).
  ComputerSeats<G> &computers() { return computers_; }
  void holdComputer(bool held) override { computers_.hold(held); }

  std::string computer(const std::string &side, const std::string &level) override {
    std::string why = computers_.set(side, level);
    if (why.empty()) {
      refresh();
      rebuild();
    }
    return why;
  }

  void update(float dt) override {
    // The computer's seat plays through the match as a person's click does, then the table follows.
    if (!still())
      if (std::optional<Action> a = computers_.poll(*match_, dt)) {
        try {
          const std::size_t from = match_->log().size();
          match_->submit(*a);
          // Said in the game's words (what everybody may read), not in the referee's commands.
          std::string what;
          for (std::size_t i = from; i < match_->log().size(); ++i)
            if (match_->log()[i].visibleTo(game::kPublic))
              what += (what.empty() ? "" : "; ") + match_->log()[i].text;
          computers_.tell(what);
          accepted(""); // what it played is in the Players section and the log
        } catch (const std::exception &e) {
          refused(e.what());
        }
      }
    CardTableView::update(dt);
  }

protected:
  explicit CardMatchView(std::unique_ptr<Match> match, std::string file_path)
      : match_(std::move(match)), computers_(match_->players(), match_->seed()) {
    file_path_ = std::move(file_path);
    curtain_ = curtainFor<G>(match_->rules());
    refresh();
  }

  /// What a click on `hit` means with the chosen card, as an action; nothing when it means nothing.
  virtual std::optional<Action> actionFor(const CardHit &hit) const = 0;

  bool isLegal(const Action &a) const { return std::find(legal_.begin(), legal_.end(), a) != legal_.end(); }
  /// Whether some legal action satisfies `pred` (a card has a play, not only the discard).
  template <class Pred> bool anyLegal(Pred pred) const {
    return std::any_of(legal_.begin(), legal_.end(), pred);
  }

  bool act(const CardHit &hit) override {
    const std::optional<Action> a = actionFor(hit);
    if (!a) return false;
    if (computers_.isComputer(match_->toMove())) {
      refused(core::fill(core::tr("{side} is played by the computer: wait for its move"),
                         {{"side", curtain_.seatName(match_->toMove())}}));
      return true;
    }
    try {
      match_->submit(*a);
    } catch (const std::exception &e) { // a game::RuleViolation: the message, then the clause
      refused(e.what());
      return true;
    }
    accepted(core::fill(core::tr("Done: {action}."), {{"action", G::format(match_->rules(), *a)}}));
    return true;
  }

  std::optional<std::string> whyNot(const CardHit &hit) const override {
    if (curtain_.down()) return std::nullopt;
    const std::optional<Action> a = actionFor(hit);
    if (!a) return std::nullopt;
    if (const std::optional<game::Ruling> r = match_->check(*a)) return r->text();
    return std::nullopt;
  }

  int seatToMove() const override { return match_->toMove(); }

  std::optional<std::string> undoBlocked(bool force) const override {
    if (match_->actions().empty()) return std::string(core::tr("Nothing to take back."));
    if (computers_.any() && !match_->undoBlocker(force) && !computers_.undoSteps(*match_, force))
      return ComputerSeatsBase::noDecisionToTakeBack();
    if (!match_->undoBlocker(force)) return std::nullopt;
    if (!force && !match_->undoBlocker(true))
      return std::string(
          core::tr("A card was drawn and seen since that play: only a forced undo takes it back "
                   "(the next draw will be another card)."));
    return std::string(core::tr("Nothing to take back."));
  }

  /// Back to a person's last decision: the computer's replies after it go too.
  void undoMatch(bool force) override { computers_.undoBack(*match_, force); }
  const std::vector<game::LogEntry> &logEntries() const override { return match_->log(); }
  std::size_t actionCount() const override { return match_->actions().size(); }

  void saveMatch(const std::string &path) override {
    try {
      match_->save(path);
      accepted(core::fill(core::tr("Saved {n} actions to {file}."),
                          {{"n", std::to_string(match_->actions().size())}, {"file", path}}));
    } catch (const std::exception &e) {
      refused(e.what());
    }
  }

  void loadMatch(const std::string &path) override {
    try {
      auto loaded = std::make_unique<Match>(Match::load(path, match_->seed()));
      computers_.cancel();
      computers_.reseat(loaded->players().names);
      match_ = std::move(loaded);
      curtain_ = curtainFor<G>(match_->rules());
      selected_ = -1;
      accepted(core::fill(core::tr("Loaded {n} actions from {file}."),
                          {{"n", std::to_string(match_->actions().size())}, {"file", path}}));
    } catch (const std::exception &e) {
      refused(e.what());
    }
  }

  void refresh() override {
    if (match_->toMove() == game::kChance) {
      // Who sees the cards about to be dealt or drawn? Ask a copy (same seeded dice): the real
      // ones are rolled only once that player is at the screen.
      Match ahead = *match_;
      ahead.settle();
      const int next = ahead.toMove();
      // The computer sees its own draw, and one person against it has nobody to hide it from.
      if (!curtain_.secrets() || next < 0 || next == curtain_.atScreen() || computers_.isComputer(next) ||
          (computers_.any() && next == computers_.onlyPerson()))
        match_->settle();
      else
        curtain_.follow(next);
    }
    computers_.follow(curtain_, match_->toMove());
    shown_ = match_->observe(curtain_.shownSeat());
    legal_.clear();
    if (!curtain_.down() && match_->toMove() >= 0 && match_->toMove() == curtain_.atScreen() &&
        !computers_.isComputer(match_->toMove()))
      legal_ = G::legal(match_->rules(), match_->state());
  }

  std::optional<std::string> computerToMove() const override {
    return computers_.playingLine(match_->toMove()); // the text every view says
  }

  void guiSeats() override {
    if (computers_.gui(clock())) {
      refresh();
      rebuild();
    }
  }

  std::unique_ptr<Match> match_;
  ComputerSeats<G> computers_;
  State shown_;
  std::vector<Action> legal_;
};

/// Opens a card game's view on a scenario, or on a record when `record` is not empty. A scenario
/// for a real deck (`deal: table`) is refused: the screen deals the cards, the referee does not.
template <class V>
std::unique_ptr<View> openCardView(const std::string &scenario, const std::string &record,
                                   std::uint64_t seed) {
  using M = typename V::Match;
  auto match = std::make_unique<M>(record.empty() ? M::open(scenario, seed) : M::load(record, seed));
  using Deal = decltype(match->rules().deal);
  if (match->rules().deal == Deal::Table)
    throw core::YamlError(match->rules().file, 0, 0,
                          core::tr("this scenario is for a real deck at a real table (deal: table): referee "
                                   "it with `amiraute referee`, or play it on screen without `deal: table`"));
  return std::make_unique<V>(std::move(match));
}

} // namespace amiraute::ui
