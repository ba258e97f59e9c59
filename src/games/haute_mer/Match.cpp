#include "games/haute_mer/Match.h"

#include "core/Command.h"
#include "core/Yaml.h"

namespace amiraute::haute_mer {

Match::Match(const std::string &scenario_path, std::uint64_t seed)
    : scenario_(std::make_shared<const Scenario>(loadScenario(scenario_path))),
      engine_(std::make_shared<const Engine>(*scenario_)), state_(initialState(*scenario_)), seed_(seed),
      dice_(std::make_shared<core::SeededDice>(seed)) {}

Outcome Match::submit(Action action) {
  if (auto e = engine_->validate(state_, action)) throw RuleViolation(*e);
  bool sealed = false;
  if (auto *fire = std::get_if<Fire>(&action); fire && fire->faces.empty()) {
    engine_->roll(state_, *fire, *dice_);
    sealed = true;
  }
  // The record is the truth: apply exactly what its text says, so replay matches live play.
  const std::string text = toText(*scenario_, action);
  action = parseAction(*scenario_, core::splitCommand(text));
  Outcome out = engine_->apply(state_, action);
  actions_.push_back(text);
  sealed_.push_back(sealed);
  state_ = out.state;
  log_.insert(log_.end(), out.log.begin(), out.log.end());
  return out;
}

std::optional<std::string> Match::undoBlocker(bool force) const {
  if (actions_.empty()) return "nothing to undo";
  if (sealed_.back() && !force)
    return "the dice of '" + actions_.back() + "' are rolled: undo force takes it back anyway";
  return std::nullopt;
}

std::string Match::undo(bool force) {
  if (auto why = undoBlocker(force)) throw core::CommandError(*why);
  const std::string undone = actions_.back();
  std::vector<std::string> rest(actions_.begin(), actions_.end() - 1);
  std::vector<bool> sealed(sealed_.begin(), sealed_.end() - 1);
  replay(rest);
  sealed_ = sealed;
  return undone;
}

void Match::replay(const std::vector<std::string> &texts) {
  State st = initialState(*scenario_);
  std::vector<LogEntry> log;
  for (const std::string &text : texts) {
    Action a = parseAction(*scenario_, core::splitCommand(text));
    Outcome out = engine_->apply(st, a);
    st = out.state;
    log.insert(log.end(), out.log.begin(), out.log.end());
  }
  state_ = st;
  actions_ = texts;
  sealed_.assign(texts.size(), false);
  for (std::size_t i = 0; i < texts.size(); ++i)
    sealed_[i] = texts[i].rfind("fire ", 0) == 0 || texts[i].rfind("torpedo ", 0) == 0;
  log_ = log;
}

core::GameRecord Match::record() const {
  core::GameRecord r;
  r.game = "haute-mer";
  r.scenario = scenario_->file;
  r.seed = seed_;
  r.actions = actions_;
  r.state_hash = core::hashToHex(state_.hash());
  return r;
}

void Match::save(const std::string &path) const { core::saveRecord(path, record()); }

Match Match::load(const std::string &path, std::uint64_t seed) {
  const core::GameRecord r = core::loadRecord(path);
  if (r.game != "haute-mer")
    throw core::YamlError(path, 0, 0, "this record is a '" + r.game + "' game, not haute-mer");
  Match m(r.scenario, seed);
  try {
    m.replay(r.actions);
  } catch (const std::exception &e) {
    throw core::YamlError(path, 0, 0, std::string("the record does not replay: ") + e.what());
  }
  if (!r.state_hash.empty() && r.state_hash != core::hashToHex(m.hash()))
    throw core::YamlError(path, 0, 0,
                          "the record replays to a different state (hash " + core::hashToHex(m.hash()) +
                              ", saved " + r.state_hash + "): was the scenario changed?");
  // The program's dice go on from where the record stopped, not from the seed again: a loaded
  // game must not see the same rolls it already saw.
  m.dice_ = std::make_shared<core::SeededDice>(seed ^ m.hash());
  return m;
}

} // namespace amiraute::haute_mer
