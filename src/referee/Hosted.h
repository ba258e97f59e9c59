#pragma once
/// A game as its host holds it, for players on other machines (src/net does the talking): the
/// only whole game::Match, its journal, the dice and every secret. Each seat is sent only what it
/// may see (game::SeatView: its observation, the log entries visible to it, its own actions'
/// texts); a watcher what the whole table may see; once the game is over, everything. An action
/// comes as its text, from the seat it belongs to (game::ownerOf), and is answered after the
/// journal has it. The computer may think for a seat from that seat's observation only.
///
/// The program's dice are drawn from the host's seed and the number of the action, so that a host
/// killed and resumed from its journal rolls what it would have rolled.
#include "ai/Search.h"
#include "core/Command.h"
#include "core/FileOverlay.h"
#include "core/I18n.h"
#include "core/Journal.h"
#include "core/Record.h"
#include "game/Match.h"
#include "game/Remote.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::referee {

/// What one connection has been sent of a hosted game, so that the next view brings only what is
/// new (a new cursor, an undo or the end of the game: everything again).
struct ViewCursor {
  std::size_t actions = 0;      ///< actions sent
  std::size_t log = 0;          ///< entries of the seat's log sent
  std::uint64_t generation = 0; ///< HostedMatch::generation() when sent; 0: nothing sent yet
  bool revealed = false;        ///< the whole game was sent (it is over)
};

/// The host's word on a seat's action or undo.
struct HostAnswer {
  bool ok = true;
  std::string error;  ///< why not, for a person ("… (CLAUSE)" for a ruling)
  std::string clause; ///< the clause of a ruling, or empty
  static HostAnswer taken() { return {}; }
  static HostAnswer refused(std::string why, std::string clause = "") {
    return {false, std::move(why), std::move(clause)};
  }
};

/// A hosted game, its type erased (HostedGame<G>).
class HostedMatch {
public:
  virtual ~HostedMatch() = default;
  virtual std::string gameName() const = 0;
  virtual std::string title() const = 0;
  /// The scenario file, absolute.
  virtual std::string scenario() const = 0;
  virtual game::Players players() const = 0;
  virtual int toMove() const = 0;
  virtual bool over() const = 0;
  virtual std::uint64_t hash() const = 0;
  virtual std::size_t actionCount() const = 0;
  virtual core::GameRecord record() const = 0;
  /// Grows by one at every change that is not an action added at the end (an undo).
  virtual std::uint64_t generation() const = 0;

  /// What `seat` (game::kPublic: a watcher) has not been sent yet, in game::viewJson's form;
  /// `cursor` then says it has.
  virtual nlohmann::json view(int seat, ViewCursor &cursor) const = 0;
  /// An action of `seat` typed as the referee reads it: parsed, checked to be that seat's,
  /// validated, applied, the program's dice rolled while chance is to move, the journal written.
  /// Refused (nothing changed) for a line that does not read, another seat's action, a ruling.
  virtual HostAnswer act(int seat, const std::string &text) = 0;
  /// Take back `seat`'s own last decision, when nobody acted since and no dice were seen.
  virtual HostAnswer undo(int seat) = 0;
  /// Roll the program's dice while chance is to move (after opening or resuming a game).
  virtual void settle() = 0;
  /// A job that chooses `seat`'s action at `level` from a copy of what that seat observes (it
  /// reads nothing else, so it may run on any thread while the game goes on), as its text. Ask
  /// only while `seat` is to move; play its answer with act() if actionCount() has not changed.
  virtual std::function<std::string()> think(int seat, const ai::Level &level, std::uint64_t seed) const = 0;
  /// Write every accepted action to a new journal in `folder` (at once, and after every change,
  /// before the answer); `replaces` is an older journal of this game, removed once the new one
  /// holds its actions.
  virtual void keepJournal(const std::string &folder, const std::string &replaces = "") = 0;
  virtual std::string journalPath() const = 0;
  /// Why the journal could not be written at the last change ("" when it was): the game goes on,
  /// and the host says so.
  virtual std::string journalError() const = 0;
};

/// SplitMix64 of a seed and a number: the host's dice for the action numbered `n`.
inline std::uint64_t diceSeed(std::uint64_t seed, std::uint64_t n) {
  std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * (n + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

template <game::Game G> class HostedGame final : public HostedMatch {
public:
  using State = typename G::State;
  using Action = typename G::Action;

  /// The game a record holds (a scenario from its start: a record without actions), replayed; the
  /// program's dice go on from `seed`. Throws core::YamlError when it does not load.
  HostedGame(const core::GameRecord &record, std::uint64_t seed, const std::string &source)
      : match_(game::Match<G>::fromRecord(record, seed, source)) {}

  std::string gameName() const override { return std::string(G::name); }
  std::string title() const override { return match_.rules().title; }
  std::string scenario() const override { return core::detail::normalPath(match_.rules().file); }
  game::Players players() const override { return match_.players(); }
  int toMove() const override { return match_.toMove(); }
  bool over() const override { return match_.over(); }
  std::uint64_t hash() const override { return match_.hash(); }
  std::size_t actionCount() const override { return match_.actions().size(); }
  core::GameRecord record() const override { return match_.record(); }
  std::uint64_t generation() const override { return generation_; }
  const game::Match<G> &match() const { return match_; }

  nlohmann::json view(int seat, ViewCursor &cursor) const override {
    if constexpr (!game::EncodesState<G>) {
      (void)seat, (void)cursor;
      throw std::logic_error("this game has no state encoding: it cannot be hosted");
    } else {
      const bool revealed = match_.over();
      if (cursor.generation != generation_ || cursor.revealed != revealed) cursor = ViewCursor{};
      game::SeatView<G> v;
      v.state = revealed ? match_.state() : match_.observe(seat);
      v.hash = v.state.hash();
      v.to_move = match_.toMove();
      v.revealed = revealed;
      v.actions_from = cursor.actions;
      v.log_from = cursor.log;
      const auto &texts = match_.actions();
      const auto &log = match_.log();
      std::size_t visible = 0;
      for (std::size_t i = 0; i < texts.size(); ++i) {
        const bool fresh = i >= cursor.actions;
        const std::size_t begin = visible;
        for (std::size_t k = match_.logStart(i); k < match_.logStart(i + 1); ++k)
          if (revealed || log[k].visibleTo(seat)) {
            if (fresh) v.log.push_back(game::LogEntry{log[k].text, log[k].clauses, {}});
            ++visible;
          }
        if (!fresh) continue;
        const int mover = match_.moverOf(i);
        const bool readable = revealed || !game::HasHiddenInformation<G> || (mover == seat && seat >= 0);
        v.actions.push_back(readable ? texts[i] : std::string());
        v.movers.push_back(mover);
        v.log_begin.push_back(begin);
      }
      cursor.actions = texts.size();
      cursor.log = visible;
      cursor.generation = generation_;
      cursor.revealed = revealed;
      return game::viewJson<G>(match_.rules(), v);
    }
  }

  HostAnswer act(int seat, const std::string &text) override {
    const game::Players people = match_.players();
    if (seat < 0 || seat >= people.count()) return HostAnswer::refused(core::tr("a watcher takes no action"));
    if (match_.over()) return HostAnswer::refused(core::tr("the game is over"));
    std::optional<Action> action;
    try {
      const std::vector<std::string> words = core::splitCommand(text);
      if (words.empty()) return HostAnswer::refused(core::tr("an empty line is no action"));
      action = G::parse(match_.rules(), words);
    } catch (const std::exception &e) {
      return HostAnswer::refused(e.what());
    }
    const int owner = game::ownerOf<G>(match_.rules(), match_.state(), *action);
    if (owner != seat)
      return HostAnswer::refused(owner >= 0 && owner < people.count()
                                     ? core::fill(core::tr("that is for {side} to do; you play {seat}"),
                                                  {{"side", people.names[static_cast<std::size_t>(owner)]},
                                                   {"seat", people.names[static_cast<std::size_t>(seat)]}})
                                     : core::tr("the host rolls the dice and deals the cards"));
    if (auto ruling = match_.check(*action)) return HostAnswer::refused(ruling->text(), ruling->clause);
    try {
      match_.submit(*action);
    } catch (const game::RuleViolation &e) {
      return HostAnswer::refused(e.ruling.text(), e.ruling.clause);
    }
    settle();
    return HostAnswer::taken();
  }

  HostAnswer undo(int seat) override {
    const game::Players people = match_.players();
    if (seat < 0 || seat >= people.count())
      return HostAnswer::refused(core::tr("a watcher takes nothing back"));
    if (match_.actions().empty()) return HostAnswer::refused(core::tr("nothing to undo"));
    const int last = match_.moverOf(match_.actions().size() - 1);
    if (last != seat && last != game::kChance)
      return HostAnswer::refused(
          core::fill(core::tr("the last decision is {side}'s: only its player may take it back"),
                     {{"side", people.names[static_cast<std::size_t>(last)]}}));
    if (auto why = match_.undoBlocker(false)) return HostAnswer::refused(*why);
    match_.undo(false);
    ++generation_;
    journalise();
    return HostAnswer::taken();
  }

  void settle() override {
    while (match_.toMove() == game::kChance) {
      match_.reseedDice(diceSeed(match_.seed(), match_.actions().size()));
      match_.roll();
    }
    journalise();
  }

  std::function<std::string()> think(int seat, const ai::Level &level, std::uint64_t seed) const override {
    auto rules = match_.sharedRules();
    State seen = match_.observe(seat);
    const std::uint64_t n = match_.actions().size();
    return [rules, seen = std::move(seen), seat, level, seed, n] {
      const auto d = ai::decide<G>(*rules, seen, seat, level, ai::mixSeed(seed, n));
      return G::format(*rules, d.action);
    };
  }

  void keepJournal(const std::string &folder, const std::string &replaces) override {
    journal_ = std::make_unique<core::Journal>(folder, match_.record());
    journalise();
    if (!replaces.empty() && replaces != journal_->path()) {
      std::error_code ec;
      std::filesystem::remove(replaces, ec);
    }
  }
  std::string journalPath() const override { return journal_ ? journal_->path() : std::string(); }
  std::string journalError() const override { return journal_error_; }

private:
  void journalise() {
    if (!journal_) return;
    try {
      journal_->sync(match_.record());
      journal_->markFinished(match_.over());
      journal_error_.clear();
    } catch (const std::exception &e) {
      journal_error_ = e.what();
    }
  }

  game::Match<G> match_;
  std::unique_ptr<core::Journal> journal_;
  std::string journal_error_;
  std::uint64_t generation_ = 1;
};

} // namespace amiraute::referee
