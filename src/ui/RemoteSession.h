#pragma once
/// A game hosted on another machine, as one seat's screen plays it (`amiraute join CODE`): the
/// same frame and board as hot-seat play over this seat's copy of the game (game::Match::mirror),
/// which holds what the seat may see and nothing more. The other seats are played elsewhere: the
/// curtain never calls them (nothing to hide from at this screen), their actions arrive from the
/// host as they happen and are said as the computer's are, the panel says who is connected. The
/// seat's own actions and undos go to the host, which takes them or says why not. Nothing is
/// saved here: the host keeps the game and its journal.
#include "core/I18n.h"
#include "game/Match.h"
#include "ui/ComputerSeats.h"
#include "ui/Session.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::ui {

template <game::Game G> class RemoteSession final : public TypedSession<G> {
public:
  using Match = game::Match<G>;
  using typename TypedSession<G>::Rules;
  using typename TypedSession<G>::State;
  using typename TypedSession<G>::Action;
  using UndoPlan = Session::UndoPlan;

  /// `seat`: the seat this screen plays, or game::kPublic for a watcher.
  RemoteSession(std::unique_ptr<Match> copy, std::shared_ptr<game::Remote> remote, int seat)
      : match_(std::move(copy)), remote_(std::move(remote)), seat_(seat), computers_(match_->players(), 1) {
    computers_.setPlayedHere(seat_);
    noteSeats();
    view(seat_);
  }

  const Rules &rules() const override { return match_->rules(); }
  const State &shown() const override { return match_->state(); }
  const std::vector<Action> &legal() const override { return legal_; }
  std::optional<game::Ruling> check(const Action &action) const override {
    return G::validate(match_->rules(), match_->state(), action);
  }

  game::Players players() const override { return match_->players(); }
  int toMove() const override { return match_->toMove(); }
  std::uint64_t hash() const override { return match_->hash(); }
  std::uint64_t seed() const override { return 0; }
  const std::vector<std::string> &actions() const override { return match_->actions(); }
  const std::vector<game::LogEntry> &log() const override { return match_->log(); }
  std::size_t logStart(std::size_t i) const override { return match_->logStart(i); }

  /// The copy holds this seat's view only: whoever asks, that is what is shown.
  void view(int) override {
    legal_.clear();
    if (seat_ >= 0 && match_->toMove() == seat_) legal_ = G::legal(match_->rules(), match_->state());
  }
  int viewer() const override { return seat_; }

  std::optional<std::string> submit(const std::string &text) override {
    try {
      match_->submit(G::parse(match_->rules(), core::splitCommand(text)));
    } catch (const std::exception &e) { // the host's ruling, or why it was not reached
      return std::string(e.what());
    }
    view(seat_);
    return std::nullopt;
  }
  bool roll() override { return false; } // the host rolls
  int toMoveAfterChance() const override { return match_->toMove(); }

  std::optional<std::string> undoBlocker(bool) const override {
    if (seat_ < 0) return std::string(core::tr("a watcher takes nothing back"));
    const auto &done = match_->actions();
    if (done.empty()) return std::string(core::tr("nothing to undo"));
    const int last = match_->moverOf(done.size() - 1);
    if (last != seat_ && last != game::kChance)
      return core::fill(core::tr("the last decision is {side}'s: only its player may take it back"),
                        {{"side", match_->players().names[static_cast<std::size_t>(last)]}});
    return std::nullopt;
  }
  std::optional<UndoPlan> undoPlan(bool force) const override {
    if (undoBlocker(force)) return std::nullopt;
    return UndoPlan{1, seat_};
  }
  std::vector<std::string> undo(bool force) override {
    std::vector<std::string> undone;
    try {
      undone = match_->undo(force);
    } catch (const std::exception &e) {
      computers_.setError(e.what());
    }
    view(seat_);
    return undone;
  }
  std::string save(const std::string &) override {
    return core::tr("the host keeps this game and its journal: save it there");
  }
  std::string load(const std::string &) override {
    return core::tr("this screen plays a game hosted elsewhere: open another game with amiraute play");
  }
  void renarrate() override {} // the host tells the log

  ComputerSeatsBase &computers() override { return computers_; }
  /// Once a frame: what the host sent since the last frame. The others' actions are said in the
  /// log's words, as the computer's are; the link's trouble goes to the panel's red line.
  std::optional<std::string> computerPlays(float) override {
    const std::size_t actions = match_->actions().size(), from = match_->log().size();
    bool changed = false;
    try {
      changed = match_->refresh();
    } catch (const std::exception &e) {
      computers_.setError(e.what());
    }
    const std::string problem = remote_->linkProblem();
    if (problem != problem_) {
      problem_ = problem;
      computers_.setError(problem);
      noteSeats();
    }
    if (!changed) return std::nullopt;
    noteSeats();
    view(seat_);
    if (match_->actions().size() == actions && match_->log().size() == from) return std::nullopt;
    std::string what;
    for (std::size_t i = std::min(from, match_->log().size()); i < match_->log().size(); ++i)
      what += (what.empty() ? "" : "; ") + match_->log()[i].text;
    if (what.empty() && !match_->actions().empty()) {
      // A choice this seat may not read (an order written, a card drawn): who made it, no more.
      const int who = match_->moverOf(match_->actions().size() - 1);
      what = who >= 0 ? core::fill(core::tr("{side} has made a choice"),
                                   {{"side", match_->players().names[static_cast<std::size_t>(who)]}})
                      : std::string(core::tr("the host has dealt"));
    }
    return what;
  }
  void cancelComputer() override {}

private:
  void noteSeats() {
    const std::vector<std::string> notes = remote_->seatNotes();
    for (int s = 0; s < match_->players().count(); ++s)
      if (s != seat_)
        computers_.setElsewhere(s, static_cast<std::size_t>(s) < notes.size()
                                       ? notes[static_cast<std::size_t>(s)]
                                       : std::string());
  }

  std::unique_ptr<Match> match_;
  std::shared_ptr<game::Remote> remote_;
  int seat_;
  ComputerSeats<G> computers_;
  std::vector<Action> legal_;
  std::string problem_;
};

} // namespace amiraute::ui
