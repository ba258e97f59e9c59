#pragma once
/// A game in progress, the same for every game: the rules, the record of every action in its text
/// form (chance outcomes included), the state they lead to, the log, undo, and save/load. The
/// referee, the screen and the computer opponent all play through a Match<G>.
///
/// The record is the truth: an action is applied exactly as its text reads back, so loading a
/// record (replaying it) reaches the same state hash as live play.
#include "core/Command.h"
#include "core/Dice.h"
#include "core/I18n.h"
#include "core/Journal.h"
#include "core/Record.h"
#include "core/Yaml.h"
#include "game/Game.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::game {

/// What the journal and the questions about unsaved work need of any game in progress, whatever
/// the game: Match<G> is one.
class AnyMatch {
public:
  virtual ~AnyMatch() = default;
  virtual core::GameRecord record() const = 0;
  virtual std::uint64_t hash() const = 0;
  virtual std::size_t actionCount() const = 0;
  virtual bool over() const = 0;
  /// Actions not in the last save (or load of a saved record); at least 1 when the game differs
  /// from the save in any way (an undo past it included). A journal loaded counts as unsaved.
  virtual std::size_t unsavedActions() const = 0;
  virtual void save(const std::string &path, bool force = false) const = 0;
};

template <Game G> class Match : public AnyMatch {
public:
  using Rules = typename G::Rules;
  using State = typename G::State;
  using Action = typename G::Action;

  /// A game of these rules from the start. `seed` drives the program's dice.
  Match(std::shared_ptr<const Rules> rules, std::uint64_t seed)
      : rules_(std::move(rules)), state_(G::initial(*rules_)), seed_(seed), dice_(seed) {}
  /// Load the scenario (core::YamlError with file:line:column on a bad file).
  static Match open(const std::string &scenario_path, std::uint64_t seed) {
    return Match(std::make_shared<const Rules>(G::load(scenario_path)), seed);
  }

  const Rules &rules() const { return *rules_; }
  const std::shared_ptr<const Rules> &sharedRules() const { return rules_; }
  const State &state() const { return state_; }
  Players players() const { return G::players(*rules_); }
  /// A seat, kChance or kTerminal.
  int toMove() const { return G::toMove(*rules_, state_); }
  bool over() const override { return toMove() == kTerminal; }
  std::uint64_t hash() const override { return state_.hash(); }
  std::size_t actionCount() const override { return texts_.size(); }
  std::uint64_t seed() const { return seed_; }
  /// The actions so far in their text form, oldest first.
  const std::vector<std::string> &actions() const { return texts_; }
  /// Every log entry since the start, oldest first (filter with LogEntry::visibleTo).
  const std::vector<LogEntry> &log() const { return log_; }
  /// Index in log() of the first entry of action `i` (log().size() for i == actions().size()).
  std::size_t logStart(std::size_t i) const { return i < log_begin_.size() ? log_begin_[i] : log_.size(); }
  /// What `seat` may see now.
  State observe(int seat) const { return G::observe(*rules_, state_, seat); }

  /// What submit() would say, without changing anything.
  std::optional<Ruling> check(const Action &action) const { return G::validate(*rules_, state_, action); }

  /// Validate, apply and record a player's action (or a chance outcome a person typed: dice on
  /// the table are not sealed). Throws RuleViolation and changes nothing when it is refused.
  Step<State> submit(const Action &action) { return record(action, false); }

  /// At a chance node: the program rolls (seeded) and the outcome is recorded, sealed — undoing it
  /// needs force, so that nobody re-rolls a bad salvo.
  Step<State> roll() {
    requireChance();
    return record(rollChance<G>(*rules_, state_, dice_), true);
  }
  /// At a chance node: the outcome read from `dice` (faces a person typed). Not sealed.
  Step<State> rollWith(core::DiceSource &dice) {
    requireChance();
    return record(rollChance<G>(*rules_, state_, dice), false);
  }
  /// Roll the program's dice for as long as the next step is chance; the log of every roll.
  std::vector<LogEntry> settle() {
    std::vector<LogEntry> log;
    while (toMove() == kChance) {
      Step<State> s = roll();
      log.insert(log.end(), s.log.begin(), s.log.end());
    }
    return log;
  }

  /// Why undo(force) cannot go back now, or nothing if it can.
  std::optional<std::string> undoBlocker(bool force) const {
    if (texts_.empty()) return std::string(core::tr("nothing to undo"));
    const std::size_t keep = undoPoint();
    for (std::size_t i = keep; i < texts_.size(); ++i)
      if (sealed_[i] && !force)
        return core::fill(
            core::tr("the dice of '{action}' were rolled by the program and seen: undo force takes it "
                     "back anyway"),
            {{"action", texts_[i]}});
    return std::nullopt;
  }
  /// Take back the last decision: the last action, and the actions before it down to the last
  /// state where a player (not chance) was to move. Returns the undone texts, oldest first.
  /// Throws UndoRefused (the undoBlocker text) and changes nothing when it cannot.
  std::vector<std::string> undo(bool force) {
    if (auto why = undoBlocker(force)) throw UndoRefused(*why);
    const std::size_t keep = undoPoint();
    std::vector<std::string> undone(texts_.begin() + static_cast<std::ptrdiff_t>(keep), texts_.end());
    std::vector<std::string> rest(texts_.begin(), texts_.begin() + static_cast<std::ptrdiff_t>(keep));
    std::vector<bool> sealed(sealed_.begin(), sealed_.begin() + static_cast<std::ptrdiff_t>(keep));
    replay(rest);
    sealed_ = sealed;
    return undone;
  }
  /// Raised by undo() when the door is closed.
  struct UndoRefused : std::runtime_error {
    using std::runtime_error::runtime_error;
  };

  /// The record: game, scenario, seed, actions, state hash.
  core::GameRecord record() const override {
    core::GameRecord r;
    r.game = std::string(G::name);
    r.scenario = rules_->file;
    r.seed = seed_;
    r.actions = texts_;
    r.state_hash = core::hashToHex(hash());
    return r;
  }
  /// Save the record atomically (core::FileError on failure, or when `path` holds something that
  /// is not a game record and `force` is false; the game is untouched either way).
  void save(const std::string &path, bool force = false) const override {
    core::saveRecord(path, record(), force);
    saved_ = texts_;
  }
  std::size_t unsavedActions() const override {
    if (texts_ == saved_) return 0;
    std::size_t same = 0;
    while (same < texts_.size() && same < saved_.size() && texts_[same] == saved_[same])
      ++same;
    return std::max<std::size_t>(1, texts_.size() - same);
  }
  /// Load a saved record (its state hash checked) or a journal, and replay it. Throws
  /// core::YamlError (bad file, another game, a record that does not replay or reaches another
  /// state).
  static Match load(const std::string &path, std::uint64_t seed) {
    return fromRecord(core::loadRecordOrJournal(path), seed, path);
  }
  /// Replay a record read from `source` (named in errors). Its hash is checked when it has one
  /// (a journal has none). The game keeps the record's seed (`seed` only stands in for a record
  /// that has none, seed 0): whatever the seed of the session that loads it, its dice go on as
  /// they would in any session loading that record.
  static Match fromRecord(const core::GameRecord &r, std::uint64_t seed, const std::string &source) {
    if (r.seed != 0) seed = r.seed;
    if (r.game != G::name)
      throw core::YamlError(source, 0, 0,
                            core::fill(core::tr("this record is a '{game}' game, not {expected}"),
                                       {{"game", r.game}, {"expected", std::string(G::name)}}));
    Match m = open(r.scenario, seed);
    try {
      m.replay(r.actions);
    } catch (const std::exception &e) {
      throw core::YamlError(source, 0, 0,
                            core::fill(core::tr("the record does not replay: {why}"), {{"why", e.what()}}));
    }
    if (!r.state_hash.empty() && r.state_hash != core::hashToHex(m.hash()))
      throw core::YamlError(
          source, 0, 0,
          core::fill(core::tr("the record replays to a different state (hash {hash}, saved {saved}): "
                              "was the scenario changed?"),
                     {{"hash", core::hashToHex(m.hash())}, {"saved", r.state_hash}}));
    // The program's dice go on from where the record stopped, not from the seed again: a loaded
    // game must not see the same rolls it already saw.
    m.dice_ = core::SeededDice(seed ^ m.hash());
    // A saved record is saved; a journal (no hash) is not, until it is saved to a file.
    if (!r.state_hash.empty()) m.saved_ = m.texts_;
    return m;
  }

  /// Replace the history by `texts`, replayed from the start; every chance outcome among them is
  /// sealed (its dice were seen). Throws (naming the action's position) and changes nothing when
  /// one does not parse or is refused.
  void replay(const std::vector<std::string> &texts) {
    Match fresh(rules_, seed_);
    fresh.dice_ = dice_;
    for (std::size_t i = 0; i < texts.size(); ++i) {
      const std::string where = core::fill(core::tr("action {n} '{action}': "),
                                           {{"n", std::to_string(i + 1)}, {"action", texts[i]}});
      try {
        const bool chance = fresh.toMove() == kChance;
        fresh.record(G::parse(*rules_, core::splitCommand(texts[i])), chance);
      } catch (const RuleViolation &e) {
        throw RuleViolation(Ruling{e.ruling.clause, where + e.ruling.message});
      } catch (const std::exception &e) {
        throw std::runtime_error(where + e.what());
      }
    }
    fresh.saved_ = std::move(saved_); // what was saved stays saved
    *this = std::move(fresh);
  }

private:
  void requireChance() const {
    if (toMove() != kChance) throw std::logic_error("no dice to roll: the next step is a player's");
  }

  /// The number of actions kept by an undo: drop the last, then any action that led to a chance
  /// node (so the undone decision takes its dice with it).
  std::size_t undoPoint() const {
    std::size_t keep = texts_.size() - 1;
    while (keep > 0 && at_chance_[keep])
      --keep;
    return keep;
  }

  Step<State> record(const Action &action, bool sealed) {
    const bool chance = toMove() == kChance;
    if (auto refusal = G::validate(*rules_, state_, action)) throw RuleViolation(*refusal);
    const std::string text = G::format(*rules_, action);
    const Action recorded = G::parse(*rules_, core::splitCommand(text));
    Step<State> step = G::apply(*rules_, state_, recorded, Narration::Full);
    log_begin_.push_back(log_.size());
    texts_.push_back(text);
    sealed_.push_back(sealed && chance);
    at_chance_.push_back(chance);
    log_.insert(log_.end(), step.log.begin(), step.log.end());
    state_ = step.state;
    return step;
  }

  std::shared_ptr<const Rules> rules_;
  State state_;
  std::vector<std::string> texts_;
  std::vector<bool> sealed_;    ///< per action: a chance outcome the program rolled (or a loaded one)
  std::vector<bool> at_chance_; ///< per action: taken at a chance node
  std::vector<std::size_t> log_begin_;
  std::vector<LogEntry> log_;
  std::uint64_t seed_;
  core::SeededDice dice_;
  mutable std::vector<std::string> saved_; ///< the actions as last saved to (or loaded from) a record
};

} // namespace amiraute::game
