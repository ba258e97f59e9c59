#pragma once
/// An Objectif Villes game in progress: the scenario, the actions so far in their text form, the
/// state they lead to, the rulings they produced, undo, and save/load of a core::GameRecord.
/// The referee and the hex view both play through a Match (shaped like haute_mer::Match; this
/// game has no dice, so every action can be undone).
#include "core/Record.h"
#include "games/objectif_villes/Engine.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace amiraute::objectif_villes {

/// One ruling in the log: a line of apply()'s log and the clause it cites.
struct LogEntry {
  std::size_t action = 0; ///< index in Match::actions() of the action that produced it
  std::string clause;     ///< e.g. "OV-COMBAT-5"
  std::string text;       ///< the sentence after the clause id
  friend bool operator==(const LogEntry &, const LogEntry &) = default;
};

class Match {
public:
  /// Load the scenario (core::YamlError on a bad file). The game has no dice: `seed` is only
  /// written to saved records.
  explicit Match(const std::string &scenario_path, std::uint64_t seed = 0);

  const Rules &rules() const { return *rules_; }
  const State &state() const { return state_; }
  /// Path of the scenario file as given.
  const std::string &scenarioPath() const { return scenario_path_; }
  std::uint64_t seed() const { return seed_; }
  /// The actions so far in their text form, oldest first.
  const std::vector<std::string> &actions() const { return actions_; }
  /// Every ruling since the start, oldest first.
  const std::vector<LogEntry> &log() const { return log_; }
  std::uint64_t hash() const { return state_.hash(); }

  /// validate() against the current state: what submit() would say, without changing anything.
  Ruling check(const Action &action) const;
  /// Validate, apply and record. Throws RuleError (naming the clause) and changes nothing when
  /// the action is refused.
  Applied submit(const Action &action);

  /// True if there is an action to take back.
  bool canUndo() const { return !actions_.empty(); }
  /// Take back the last action by replaying all the others from the scenario. Returns the text
  /// of the undone action. Throws std::logic_error when there is nothing to undo.
  std::string undo();

  /// The record: scenario, actions, state hash.
  core::GameRecord record() const;
  /// Save the record atomically (core::FileError on failure; the game is untouched either way).
  void save(const std::string &path) const;
  /// Load a record and replay it, checking the saved state hash. Throws core::YamlError (bad file,
  /// another game, a record that does not replay or reaches another state) or core::FileError.
  static Match load(const std::string &path);

private:
  void replay(const std::vector<std::string> &texts);
  void record(const Action &action, Applied &applied);

  std::string scenario_path_;
  std::uint64_t seed_ = 0;
  std::shared_ptr<const Rules> rules_;
  State state_;
  std::vector<std::string> actions_;
  std::vector<LogEntry> log_;
};

} // namespace amiraute::objectif_villes
