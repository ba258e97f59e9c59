#pragma once
/// The computer at some seats of a screen, written once for every game's view (hex, card, Haute
/// Mer, Objectif Villes): which seat is a person and which the computer at which level (`play --ai
/// SIDE[:LEVEL]`, and the "Players" section of the side panel, changeable at any time), the search
/// on a worker thread while the window keeps drawing, the "thinking" line with its "Play now"
/// button, what the computer played and why, and undo back to a person's decision.
///
/// A view holds a ComputerSeats<G> and:
///
/// ```cpp
/// if (auto a = computers_.poll(*match_, dt)) submit(*a);      // in update(): the same path a person's takes
/// if (computers_.gui(time)) refresh();                        // in its side panel: the seats changed
/// computers_.follow(curtain_, match_->toMove());             // the curtain calls persons only
/// computers_.cancel();                                       // before an undo, a load, a new game
/// for (int n = *computers_.undoSteps(*match_, false); n > 0; --n) match_->undo(false);
/// ```
///
/// The worker gets a copy of what the computer's seat observes (G::observe), never the state
/// itself, and the shared rules: nothing it reads belongs to the view, so the view may go (the
/// destructor cancels and joins) while it thinks. Its answer is taken only if the match is still
/// where it was asked (same actions, same hash) and the seat still the computer's at that level.
#include "ai/Search.h"
#include "ai/Seats.h"
#include "core/Command.h"
#include "game/Match.h"
#include "ui/Curtain.h"
#include "ui/View.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <future>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::ui {

/// What does not depend on the game: the seats' choices, the thinking line, the panel section.
class ComputerSeatsBase {
public:
  /// One thing the computer played, as the panel tells it.
  struct Played {
    int seat = 0;
    std::string side;            ///< who played
    std::string level;           ///< its level's name ("easy", "30")
    std::string command;         ///< the action as the referee types it
    std::string what;            ///< the action in the log's words, when it was told (tell())
    bool secret = false;         ///< a secret choice: its text is never shown
    bool reasons_hidden = false; ///< its candidates would tell what its side holds
    ai::Explanation why;
    /// "Rouge (computer, normal) plays: move A 0203", "Bruno discards 150 miles (computer, easy)" or
    /// "… has made its secret choice.", in the language chosen now.
    std::string said() const;
    /// Its best candidates, one a line, or why they are not shown.
    std::string reasons() const;
  };

  ComputerSeatsBase(std::vector<std::string> names, std::uint64_t seed);

  /// The computer plays `seat` at `level`, or a person does (nothing).
  void setSeat(int seat, std::optional<ai::Level> level);
  /// Another game was loaded with these seats: the choices stay when the seats are the same.
  void reseat(const std::vector<std::string> &names);
  /// `--ai SIDE[:LEVEL]`: "" when done, else why not (no such side, unknown level).
  std::string set(const std::string &side, const std::string &level);
  bool isComputer(int seat) const {
    return seat >= 0 && seat < static_cast<int>(levels_.size()) && levels_[static_cast<std::size_t>(seat)];
  }
  const std::optional<ai::Level> &level(int seat) const { return levels_.at(static_cast<std::size_t>(seat)); }
  /// A seat played on another machine (a game hosted elsewhere, ui/RemoteSession.h): nobody at this
  /// screen plays it, so the curtain never calls it (as for the computer's), and the panel says
  /// where it is played (`note`: "", or "not connected", "the computer at the host (easy)") and
  /// offers no choice.
  void setElsewhere(int seat, std::string note);
  bool elsewhere(int seat) const {
    return seat >= 0 && seat < static_cast<int>(elsewhere_.size()) &&
           elsewhere_[static_cast<std::size_t>(seat)];
  }
  /// The seat this screen plays in a game hosted elsewhere: the panel names it, offers no choice.
  void setPlayedHere(int seat) { here_ = seat; }
  /// Say what went wrong in the panel's red line ("connection lost…"); "" clears it.
  void setError(std::string error) { error_ = std::move(error); }
  /// True when some seat is the computer's.
  bool any() const;
  /// What a curtain should follow: `to_move` when a person is to act (or chance, or the end), else
  /// game::kChance (nothing to follow: the person at the screen stays there).
  int personToFollow(int to_move) const { return isComputer(to_move) ? game::kChance : to_move; }

  /// Said to the person at the screen, instead of a person's instructions, while the computer's
  /// seat `to_move` is to act ("Rouge (computer) is playing…"); nothing when a person is to act.
  /// Every view says it with this one text.
  std::optional<std::string> playingLine(int to_move) const;
  /// Why there is nothing to take back although actions were played: all the computer's.
  static std::string noDecisionToTakeBack();
  /// True when no seat is a person's: a chance step (a coin, dice) concerns nobody at the screen
  /// and is drawn by itself (ComputerSeats::rollDue).
  bool nobody() const { return !levels_.empty() && !anyPerson(); }

  /// The one seat a person plays when every other seat is the computer's, else -1: a curtain
  /// has nobody to hide from then.
  int onlyPerson() const;
  /// The curtain follows the person to act: the computer's seat calls nobody to the screen (a
  /// curtain calling a seat just given to the computer goes up), and one person against the
  /// computer sits at the screen without a curtain (nobody to hide from).
  void follow(Curtain &curtain, int to_move) const;

  /// The seat thinking now, or -1.
  int thinking() const { return thinking_seat_; }
  /// Play now: the search stops and its best so far is played without the pause.
  void hurry();
  /// The pause between an action and the computer's next one (seconds), so that a person follows.
  void setPause(float seconds) { pause_ = seconds; }
  /// Held (a question of the window is open): it may go on thinking, but plays nothing.
  void hold(bool held) { held_ = held; }
  /// The computer's plays, oldest first (the last few).
  const std::vector<Played> &played() const { return played_; }
  /// What the last play did, in the words of the game's log ("Bruno discards 150 miles"), said
  /// instead of its command words; a secret choice stays unsaid.
  void tell(const std::string &what);
  /// Why the last search failed ("" when it did not): the computer then waits for a change.
  const std::string &error() const { return error_; }
  /// Searches that a cancel (an undo, a load, the seat given to a person, the window closing)
  /// stopped before the end of their budget: each reported it had stopped early, and its worker
  /// was joined before the cancel returned. Tests read it to see a cancellation honoured.
  int cancelled() const { return cancelled_; }

  /// The "Players" section of a side panel: each seat a person or the computer at a level, the
  /// thinking line and its Play now button, the computer's last plays with their reasons in a
  /// tooltip. `time` animates the thinking line. True when a seat changed hands.
  bool gui(float time);

protected:
  bool anyPerson() const {
    return std::any_of(levels_.begin(), levels_.end(), [](const auto &l) { return !l.has_value(); });
  }
  void note(int seat, const std::string &command, bool secret, bool hide_reasons, const ai::Explanation &why);

  std::vector<std::string> names_;
  std::vector<std::optional<ai::Level>> levels_;
  std::vector<bool> elsewhere_;    ///< per seat: played on another machine
  std::vector<std::string> notes_; ///< per seat played elsewhere: how it stands
  int here_ = -1;                  ///< a hosted game: the seat played at this screen
  std::uint64_t seed_ = 1;
  float pause_ = 0.5f;
  bool held_ = false;
  int thinking_seat_ = -1;
  float thinking_for_ = 0;
  bool hurried_ = false;
  std::shared_ptr<std::atomic<bool>> stop_;
  std::vector<Played> played_;
  std::string error_;
  int cancelled_ = 0;
};

template <game::Game G> class ComputerSeats : public ComputerSeatsBase {
public:
  using Match = game::Match<G>;
  using Action = typename G::Action;

  ComputerSeats(const game::Players &players, std::uint64_t seed) : ComputerSeatsBase(players.names, seed) {}
  ~ComputerSeats() { cancel(); }
  ComputerSeats(const ComputerSeats &) = delete;
  ComputerSeats &operator=(const ComputerSeats &) = delete;

  /// Once a frame: start thinking when a computer's seat is to move, and return its action once it
  /// is chosen and the pause since the last action is over (the caller submits it as a person's).
  std::optional<Action> poll(const Match &m, float dt) {
    const Key now{m.actions().size(), m.hash()};
    if (!(now == key_)) {
      key_ = now;
      since_ = 0;
      error_.clear();
    } else {
      since_ += dt;
    }
    const int who = m.toMove();
    if (thinking_seat_ >= 0) thinking_for_ += dt;
    if (job_.valid()) {
      if (!(job_key_ == now) || who != job_seat_ || !sameLevel(job_seat_, job_level_)) {
        cancel(); // the match or the seat changed under it: its answer would be for another game
      } else if (job_.wait_for(std::chrono::seconds(0)) == std::future_status::ready) {
        try {
          ready_ = job_.get(); // still "thinking" on screen until the pause is over
        } catch (const std::exception &e) {
          error_ = e.what();
          thinking_seat_ = -1;
        }
        job_ = {};
      }
    }
    if (ready_ && (!(job_key_ == now) || who != job_seat_ || !sameLevel(job_seat_, job_level_))) {
      ready_.reset();
      thinking_seat_ = -1;
    }
    if (held_) return std::nullopt;
    if (ready_ && (since_ >= pause_ || hurried_)) {
      ai::Decision<G> d = std::move(*ready_);
      ready_.reset();
      hurried_ = false;
      thinking_seat_ = -1;
      // In a game with secrets, the candidates it weighed would tell its hand, orders or speeds.
      note(who, G::format(m.rules(), d.action), ai::secretChoice<G>(m.rules(), m.state(), d.action),
           game::HasHiddenInformation<G>, d.explanation);
      return d.action;
    }
    if (!job_.valid() && !ready_ && error_.empty() && isComputer(who)) start(m, who);
    return std::nullopt;
  }

  /// A chance step (a coin tossed for the wind, dice) that concerns no person (every seat is the
  /// computer's) is drawn by itself after the same pause as a computer's move: true when it is
  /// time. A person at the table still clicks for it.
  /// Its answer is chosen and waits for the pause to be over.
  bool answered() const { return ready_.has_value(); }
  bool rollDue(const Match &m) const {
    return m.toMove() == game::kChance && nobody() && !held_ && since_ >= pause_;
  }

  /// Stop thinking and forget the answer (an undo, a load, a new game, the window closing): the
  /// worker is joined before it returns.
  void cancel() {
    if (job_.valid()) {
      const bool running = job_.wait_for(std::chrono::seconds(0)) != std::future_status::ready;
      stop_->store(true);
      job_.wait();
      try {
        const ai::Explanation why = job_.get().explanation;
        const bool early = job_budget_.iterations > 0 ? why.iterations < job_budget_.iterations
                                                      : why.seconds < job_budget_.seconds;
        if (running && job_budget_.kind == ai::Kind::Search && early) ++cancelled_;
      } catch (const std::exception &) {
        // It failed before it was stopped: nothing was cancelled.
      }
      job_ = {};
    }
    ready_.reset();
    thinking_seat_ = -1;
    hurried_ = false;
  }

  /// An undo back to a person's decision: how many Match::undo(force), and the seat to move after.
  struct UndoBack {
    int steps = 1;
    int seat = game::kPublic;
    /// The person's own step takes back cards or dice the program drew that no person could tell
    /// from others (the computer's draw after the person's play): forced, nobody is asked.
    bool unseen = false;
  };
  /// How many Match::undo take back to a person's last decision (through the computer's replies
  /// after it) and whose it is, or nothing when there is none to take back (only the computer has
  /// played, or the person's own dice were seen and `force` is false). The computer's replies go
  /// back with the person's decision, the dice it rolled for itself too: nobody at the table is
  /// asked about those. Without computers: one undo.
  std::optional<UndoBack> undoSteps(const Match &m, bool force) const { return plan(m, force).steps; }

  /// Why an undo back to a person's decision is refused now (the match's own reason first), or
  /// nothing.
  std::optional<std::string> undoRefusal(const Match &m, bool force) const {
    if (!any()) return m.undoBlocker(force);
    if (m.actions().empty()) return m.undoBlocker(force);
    const UndoCache &p = plan(m, force);
    if (p.steps) return std::nullopt;
    if (p.why) return p.why;
    return noDecisionToTakeBack();
  }
  /// Stop thinking (its answer would be for the position taken back) and undo back to a person's
  /// last decision, the computer's replies after it too (forced: their dice go with them); the
  /// texts undone, oldest first. Check undoRefusal first.
  std::vector<std::string> undoBack(Match &m, bool force) {
    cancel();
    const auto back = undoSteps(m, force);
    const int steps = back ? back->steps : 1;
    std::vector<std::string> undone;
    for (int k = 0; k < steps; ++k) {
      std::vector<std::string> these = m.undo(k + 1 < steps || force || (back && back->unseen));
      undone.insert(undone.begin(), these.begin(), these.end());
    }
    return undone;
  }

private:
  struct Key {
    std::size_t actions = static_cast<std::size_t>(-1);
    std::uint64_t hash = 0;
    bool operator==(const Key &) const = default;
  };

  bool sameLevel(int seat, const std::string &name) const {
    return isComputer(seat) && level(seat)->name == name;
  }
  std::vector<std::string> levelNames() const {
    std::vector<std::string> out;
    for (const auto &l : levels_)
      out.push_back(l ? l->name : "");
    return out;
  }

  void start(const Match &m, int who) {
    const ai::Level lvl = *level(who);
    stop_ = std::make_shared<std::atomic<bool>>(false);
    job_key_ = key_;
    job_seat_ = who;
    job_level_ = lvl.name;
    job_budget_ = lvl;
    thinking_seat_ = who;
    thinking_for_ = 0;
    // The worker's own copies: the shared rules, what the seat observes, the flag.
    job_ = std::async(std::launch::async, [rules = m.sharedRules(), seen = m.observe(who), who, lvl,
                                           seed = ai::mixSeed(seed_, m.actions().size()), stop = stop_] {
      ai::SearchOptions o;
      o.cancel = stop.get();
      return ai::decide<G>(*rules, seen, who, lvl, seed, o);
    });
  }

  std::future<ai::Decision<G>> job_;
  Key key_, job_key_;
  int job_seat_ = -1;
  std::string job_level_;
  ai::Level job_budget_;
  std::optional<ai::Decision<G>> ready_;
  float since_ = 0;
  struct UndoCache {
    bool valid = false;
    Key key;
    std::vector<std::string> levels;
    std::optional<UndoBack> steps;
    std::optional<std::string> why; ///< the person's own dice seen, when that stops it
  };
  mutable UndoCache undo_cache_[2]; ///< plan(m, false) and plan(m, true)

  /// True when a person at the table could tell the program's dice or cards drawn between `from`
  /// and `to` (the same game, `to` a step further) from other outcomes: what a person's seat
  /// observes differs with another outcome. The computer's own draw is seen by no person.
  bool seenByPerson(const Match &from, const Match &to) const {
    const auto &rules = from.rules();
    typename G::State state = from.state();
    for (std::size_t i = from.actions().size(); i < to.actions().size(); ++i) {
      const Action action = G::parse(rules, core::splitCommand(to.actions()[i]));
      typename G::State next = G::apply(rules, state, action, game::Narration::Silent).state;
      if (G::toMove(rules, state) == game::kChance) {
        const std::string said = G::format(rules, action);
        for (const auto &other : G::chance(rules, state)) {
          if (G::format(rules, other.action) == said) continue;
          const typename G::State instead =
              G::apply(rules, state, other.action, game::Narration::Silent).state;
          for (int seat = 0; seat < static_cast<int>(levels_.size()); ++seat)
            if (!isComputer(seat) && !(G::observe(rules, next, seat) == G::observe(rules, instead, seat)))
              return true;
          break; // one other outcome tells it
        }
      }
      state = std::move(next);
    }
    return false;
  }

  const UndoCache &plan(const Match &m, bool force) const {
    const Key now{m.actions().size(), m.hash()};
    UndoCache &cache = undo_cache_[force ? 1 : 0]; // a view may ask both ways every frame
    if (cache.valid && cache.key == now && cache.levels == levelNames()) return cache;
    cache = {true, now, levelNames(), std::nullopt, std::nullopt};
    Match copy = m;
    for (int n = 1; !copy.actions().empty(); ++n) {
      // Whose decision the next undo takes back: the seat to move once it is undone.
      Match back = copy;
      back.undo(true);
      const int t = back.toMove();
      const bool person = t >= 0 && !isComputer(t);
      const bool sealed = copy.undoBlocker(force).has_value();
      const bool seen = sealed && (!any() || seenByPerson(back, copy));
      if ((person || !any()) && seen) { // the person's own dice, seen
        cache.why = copy.undoBlocker(force);
        break;
      }
      copy = std::move(back);
      if (!any() || person) {
        cache.steps = UndoBack{n, t, sealed};
        break;
      }
    }
    return cache;
  }
};

} // namespace amiraute::ui
