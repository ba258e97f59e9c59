#pragma once
/// A game in progress, the same for every game: the rules, the record of every action in its text
/// form (chance outcomes included), the state they lead to, the log, undo, and save/load. The
/// referee, the screen and the computer opponent all play through a Match<G>.
///
/// The record is the truth: an action is applied exactly as its text reads back, so loading a
/// record (replaying it) reaches the same state hash as live play.
#include "core/Command.h"
#include "core/Dice.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "core/Journal.h"
#include "core/Record.h"
#include "core/Yaml.h"
#include "game/Game.h"
#include "game/Remote.h"

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
  /// One seat's copy of a game hosted on another machine (game/Remote.h): its state, record and
  /// log are what the host sent that seat (refresh()), and its actions go to the host, which
  /// answers (submit, undo). It rolls no dice (the host does), saves nothing (the host keeps the
  /// game) and replays nothing (it has not seen every action).
  static Match mirror(std::shared_ptr<const Rules> rules, std::shared_ptr<Remote> remote) {
    Match m(std::move(rules), 0);
    m.remote_ = std::move(remote);
    m.refresh();
    return m;
  }
  /// True for a seat's copy of a game hosted elsewhere.
  bool mirrored() const { return remote_ != nullptr; }
  /// A copy takes the views the host sent since the last call; true when something arrived.
  /// Throws ViewError when a view does not fit (the copy is then as the last good view left it).
  bool refresh() {
    if (!remote_) return false;
    bool changed = false;
    for (const nlohmann::json &j : remote_->views()) {
      if constexpr (EncodesState<G>) {
        takeView(viewFromJson<G>(*rules_, j));
        changed = true;
      } else {
        (void)j;
        throw ViewError("this game cannot be played across machines: it has no state encoding");
      }
    }
    return changed;
  }

  const Rules &rules() const { return *rules_; }
  const std::shared_ptr<const Rules> &sharedRules() const { return rules_; }
  const State &state() const { return state_; }
  Players players() const { return G::players(*rules_); }
  /// A seat, kChance or kTerminal.
  int toMove() const { return remote_ ? remote_to_move_ : G::toMove(*rules_, state_); }
  bool over() const override { return toMove() == kTerminal; }
  std::uint64_t hash() const override { return state_.hash(); }
  std::size_t actionCount() const override { return texts_.size(); }
  std::uint64_t seed() const { return seed_; }
  /// The actions so far in their text form, oldest first.
  const std::vector<std::string> &actions() const { return texts_; }
  /// Who took action `i`: the seat to move before it (or the action's owner, G::owner), or kChance.
  int moverOf(std::size_t i) const { return movers_.at(i); }
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
  Step<State> submit(const Action &action) {
    if (remote_) return remoteSubmit(action);
    return record(action, false);
  }

  /// At a chance node: the program rolls (seeded) and the outcome is recorded, sealed — undoing it
  /// needs force, so that nobody re-rolls a bad salvo.
  Step<State> roll() {
    requireChance();
    requireHere();
    return record(rollChance<G>(*rules_, state_, dice_), true);
  }
  /// At a chance node: the outcome read from `dice` (faces a person typed). Not sealed.
  Step<State> rollWith(core::DiceSource &dice) {
    requireChance();
    requireHere();
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

  /// The program's dice go on from `seed` (a host draws each roll from the seed and the action's
  /// number, so that a game resumed from its journal rolls what it would have rolled).
  void reseedDice(std::uint64_t seed) { dice_ = core::SeededDice(seed); }

  /// Why undo(force) cannot go back now, or nothing if it can.
  std::optional<std::string> undoBlocker(bool force) const {
    if (texts_.empty()) return std::string(core::tr("nothing to undo"));
    if (remote_) return std::nullopt; // the host decides
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
    if (remote_) return remoteUndo(force);
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
    if (remote_)
      throw core::FileError(core::tr("a game hosted on another machine is kept and saved by its host"));
    core::saveRecord(path, record(), force);
    saved_ = texts_;
  }
  std::size_t unsavedActions() const override {
    if (remote_ || texts_ == saved_) return 0; // a copy: the host's journal keeps every action
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
    requireHere();
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
  void requireHere() const {
    if (remote_) throw std::logic_error("a copy of a game hosted elsewhere: its host rolls and replays");
  }

  /// A copy: the host takes the action or says why not; the log entries since are its answer.
  Step<State> remoteSubmit(const Action &action) {
    refresh();
    const std::size_t from = log_.size();
    if (auto refusal = remote_->submit(G::format(*rules_, action))) {
      refresh();
      throw RuleViolation(*refusal);
    }
    refresh();
    const std::size_t start = std::min(from, log_.size());
    return Step<State>{state_, std::vector<LogEntry>(log_.begin() + static_cast<std::ptrdiff_t>(start), log_.end())};
  }
  std::vector<std::string> remoteUndo(bool force) {
    refresh();
    const std::vector<std::string> before = texts_;
    if (const std::string why = remote_->undo(force); !why.empty()) throw UndoRefused(why);
    refresh();
    std::size_t same = 0;
    while (same < texts_.size() && same < before.size() && texts_[same] == before[same])
      ++same;
    return std::vector<std::string>(before.begin() + static_cast<std::ptrdiff_t>(same), before.end());
  }
  /// A view the host sent, taken in (see SeatView): the copy's record and log end where the view
  /// begins, then what it brings is added.
  void takeView(SeatView<G> &&v) {
    if (v.actions_from > texts_.size() || v.log_from > log_.size())
      throw ViewError("a view from the host skips actions this copy never had");
    for (std::size_t b : v.log_begin)
      if (b > v.log_from + v.log.size()) throw ViewError("a view from the host points past its log");
    texts_.resize(v.actions_from);
    movers_.resize(v.actions_from);
    log_begin_.resize(v.actions_from);
    sealed_.resize(v.actions_from);
    at_chance_.resize(v.actions_from);
    log_.resize(v.log_from);
    for (std::size_t i = 0; i < v.actions.size(); ++i) {
      texts_.push_back(std::move(v.actions[i]));
      movers_.push_back(v.movers[i]);
      log_begin_.push_back(v.log_begin[i]);
      sealed_.push_back(false);
      at_chance_.push_back(v.movers[i] == kChance);
    }
    for (LogEntry &e : v.log)
      log_.push_back(std::move(e));
    state_ = std::move(v.state);
    remote_to_move_ = v.to_move;
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
    const int mover = chance ? kChance : ownerOf<G>(*rules_, state_, recorded);
    Step<State> step = G::apply(*rules_, state_, recorded, Narration::Full);
    log_begin_.push_back(log_.size());
    texts_.push_back(text);
    movers_.push_back(mover);
    sealed_.push_back(sealed && chance);
    at_chance_.push_back(chance);
    log_.insert(log_.end(), step.log.begin(), step.log.end());
    state_ = step.state;
    return step;
  }

  std::shared_ptr<const Rules> rules_;
  State state_;
  std::vector<std::string> texts_;
  std::vector<int> movers_;     ///< per action: who took it (moverOf)
  std::vector<bool> sealed_;    ///< per action: a chance outcome the program rolled (or a loaded one)
  std::vector<bool> at_chance_; ///< per action: taken at a chance node
  std::vector<std::size_t> log_begin_;
  std::vector<LogEntry> log_;
  std::uint64_t seed_;
  core::SeededDice dice_;
  mutable std::vector<std::string> saved_; ///< the actions as last saved to (or loaded from) a record
  std::shared_ptr<Remote> remote_;         ///< a copy of a game hosted elsewhere: the way to its host
  int remote_to_move_ = kTerminal;         ///< a copy: toMove() of the whole game, as the host said
};

} // namespace amiraute::game
