#pragma once
/// A game in progress: the scenario, the record of every action with its dice, the state they
/// lead to, undo, and save/load. The referee and the screen both play through a Match.
#include "core/Dice.h"
#include "core/Record.h"
#include "games/haute_mer/Engine.h"

#include <memory>
#include <string>
#include <vector>

namespace amiraute::haute_mer {

class Match {
public:
  /// Load the scenario (core::YamlError on a bad file); `seed` drives the program's dice.
  Match(const std::string &scenario_path, std::uint64_t seed);

  const Scenario &scenario() const { return *scenario_; }
  const Engine &engine() const { return *engine_; }
  const State &state() const { return state_; }
  /// Every log entry since the start, oldest first.
  const std::vector<LogEntry> &log() const { return log_; }
  /// The actions so far in their text form, dice included.
  const std::vector<std::string> &actions() const { return actions_; }
  std::uint64_t hash() const { return state_.hash(); }

  /// Validate, roll the program's dice for a Fire without faces, apply and record. Throws
  /// RuleViolation (or core::DiceError) and changes nothing when the action is refused.
  Outcome submit(Action action);

  /// Why the last action cannot be undone, or nothing if it can. Dice rolled by the program close
  /// the door on undo unless forced (so nobody re-rolls a bad salvo); typed dice do not.
  std::optional<std::string> undoBlocker(bool force) const;
  /// Undo the last action by replaying the rest. Returns the text of the undone action.
  std::string undo(bool force);

  /// Save the record atomically (core::FileError on failure; the game is untouched either way).
  void save(const std::string &path) const;
  /// Load a record and replay it; the returned match has the record's scenario. Throws
  /// core::YamlError or RuleViolation when the record is bad; nothing else changes.
  static Match load(const std::string &path, std::uint64_t seed);

  core::GameRecord record() const;

private:
  void replay(const std::vector<std::string> &texts);

  std::shared_ptr<const Scenario> scenario_;
  std::shared_ptr<const Engine> engine_;
  State state_;
  std::vector<std::string> actions_;
  std::vector<bool> sealed_; ///< per action: its dice came from the program (or an old record)
  std::vector<LogEntry> log_;
  std::uint64_t seed_;
  std::shared_ptr<core::SeededDice> dice_;
};

} // namespace amiraute::haute_mer
