#include "games/objectif_villes/Match.h"

#include "core/Yaml.h"

#include <stdexcept>

namespace amiraute::objectif_villes {

namespace {

// apply() writes each log line as "CLAUSE: sentence".
LogEntry splitLine(std::size_t action, const std::string &line) {
  LogEntry e;
  e.action = action;
  const std::size_t colon = line.find(": ");
  if (colon != std::string::npos && line.rfind("OV-", 0) == 0) {
    e.clause = line.substr(0, colon);
    e.text = line.substr(colon + 2);
  } else {
    e.text = line;
  }
  return e;
}

} // namespace

Match::Match(const std::string &scenario_path, std::uint64_t seed)
    : scenario_path_(scenario_path), seed_(seed),
      rules_(std::make_shared<const Rules>(loadRules(scenario_path))), state_(initialState(*rules_)) {}

Ruling Match::check(const Action &action) const { return validate(*rules_, state_, action); }

void Match::record(const Action &action, Applied &applied) {
  const std::size_t index = actions_.size();
  actions_.push_back(formatAction(*rules_, action));
  for (const std::string &line : applied.log)
    log_.push_back(splitLine(index, line));
  state_ = applied.state;
}

Applied Match::submit(const Action &action) {
  const Ruling ruling = validate(*rules_, state_, action);
  if (!ruling.ok) throw RuleError(ruling.clause, ruling.message);
  // The record is the truth: apply exactly what its text says, so a replay matches live play.
  const Action recorded = parseAction(*rules_, formatAction(*rules_, action));
  Applied applied = apply(*rules_, state_, recorded);
  record(recorded, applied);
  return applied;
}

std::string Match::undo() {
  if (actions_.empty()) throw std::logic_error("nothing to undo");
  const std::string undone = actions_.back();
  replay({actions_.begin(), actions_.end() - 1});
  return undone;
}

void Match::replay(const std::vector<std::string> &texts) {
  // Build the new history aside, so a failure leaves this match as it was.
  Match fresh = *this;
  fresh.state_ = initialState(*rules_);
  fresh.actions_.clear();
  fresh.log_.clear();
  for (std::size_t i = 0; i < texts.size(); ++i) {
    const std::string where = "action " + std::to_string(i + 1) + " '" + texts[i] + "': ";
    Action a;
    try {
      a = parseAction(*rules_, texts[i]);
    } catch (const ActionSyntaxError &e) {
      throw ActionSyntaxError(where + e.what());
    }
    const Ruling ruling = validate(*rules_, fresh.state_, a);
    if (!ruling.ok) throw RuleError(ruling.clause, where + ruling.message);
    Applied applied = apply(*rules_, fresh.state_, a);
    fresh.record(a, applied);
  }
  *this = std::move(fresh);
}

core::GameRecord Match::record() const {
  core::GameRecord r;
  r.game = "objectif-villes";
  r.scenario = scenario_path_;
  r.seed = seed_;
  r.actions = actions_;
  r.state_hash = core::hashToHex(state_.hash());
  return r;
}

void Match::save(const std::string &path) const { core::saveRecord(path, record()); }

Match Match::load(const std::string &path) {
  const core::GameRecord r = core::loadRecord(path);
  if (r.game != "objectif-villes")
    throw core::YamlError(path, 0, 0, "a record of '" + r.game + "', not objectif-villes");
  Match m(r.scenario, r.seed);
  try {
    m.replay(r.actions);
  } catch (const std::exception &e) {
    throw core::YamlError(path, 0, 0, std::string("the record does not replay: ") + e.what());
  }
  const std::string hash = core::hashToHex(m.hash());
  if (!r.state_hash.empty() && r.state_hash != hash)
    throw core::YamlError(path, 0, 0,
                          "the replay reaches state " + hash + ", the record says " + r.state_hash +
                              " (was the scenario changed?)");
  return m;
}

} // namespace amiraute::objectif_villes
