#include "core/Record.h"
#include "core/I18n.h"

#include "core/Files.h"
#include "core/Yaml.h"

#include <cstdio>
#include <filesystem>

namespace amiraute::core {

namespace fs = std::filesystem;

std::string hashToHex(std::uint64_t hash) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
  return text;
}

std::string recordToYaml(const GameRecord &record) {
  YAML::Emitter out;
  out << YAML::BeginMap;
  out << YAML::Key << "record" << YAML::Value << 1;
  out << YAML::Key << "game" << YAML::Value << record.game;
  out << YAML::Key << "scenario" << YAML::Value << record.scenario;
  out << YAML::Key << "seed" << YAML::Value << record.seed;
  out << YAML::Key << "actions" << YAML::Value << YAML::BeginSeq;
  for (const auto &a : record.actions)
    out << YAML::DoubleQuoted << a;
  out << YAML::EndSeq;
  out << YAML::Key << "state_hash" << YAML::Value << record.state_hash;
  out << YAML::EndMap;
  return std::string(out.c_str()) + "\n";
}

bool isGameRecord(const std::string &path) {
  try {
    const YAML::Node root = loadYamlFile(path);
    return root.IsMap() && (root["record"].IsDefined() || root["journal"].IsDefined());
  } catch (const std::exception &) {
    return false;
  }
}

void saveRecord(const std::string &path, const GameRecord &record, bool force) {
  std::error_code ec;
  if (!force && fs::exists(path, ec)) {
    if (!fs::is_regular_file(path, ec))
      throw FileError(fill(tr("cannot save to {path}: it is not a regular file"), {{"path", path}}));
    if (fs::file_size(path, ec) > 0 && !isGameRecord(path)) { // an empty file holds nothing to lose
      const bool scenario = !record.scenario.empty() && fs::equivalent(path, record.scenario, ec);
      throw FileError(fill(scenario
                               ? tr("not saved: {path} is the scenario itself and would be lost; save under "
                                    "another name, or add force to replace it")
                               : tr("not saved: {path} is not a game record and would be lost; save under "
                                    "another name, or add force to replace it"),
                           {{"path", path}}));
    }
  }
  GameRecord copy = record;
  if (!copy.scenario.empty()) {
    const fs::path folder = fs::absolute(path).parent_path();
    const fs::path scenario = fs::absolute(copy.scenario).lexically_normal();
    const fs::path relative = scenario.lexically_relative(folder);
    copy.scenario = relative.empty() ? scenario.string() : relative.string();
  }
  writeFileAtomically(path, recordToYaml(copy));
}

GameRecord loadRecord(const std::string &path) {
  const YAML::Node root = loadYamlFile(path);
  MapReader top(path, root, "record");
  // Unknown keys first: a misspelt key explains a missing one.
  for (const char *key : {"record", "game", "scenario", "seed", "actions", "state_hash"})
    top.allow(key);
  top.finish();
  if (!top.has("record"))
    throw errorAt(path, root, "this is not a game record (no 'record:' key): is it a scenario?");
  top.integer("record", 1, 1);
  GameRecord record;
  record.game = top.string("game");
  record.scenario = top.string("scenario");
  const YAML::Node seed = top.optional("seed");
  if (seed.IsDefined()) {
    try {
      record.seed = seed.as<std::uint64_t>();
    } catch (const YAML::Exception &) {
      throw errorAt(path, seed, "record.seed must be a whole number");
    }
  }
  const YAML::Node actions = top.optional("actions");
  if (actions.IsDefined() && !actions.IsNull()) {
    if (!actions.IsSequence()) throw errorAt(path, actions, "record.actions must be a list");
    for (const auto &a : actions)
      record.actions.push_back(readString(path, a, "action"));
  }
  if (!top.has("state_hash"))
    throw errorAt(path, root,
                  "the record has no state_hash: it was cut short, or edited by hand (it would be replayed "
                  "unchecked); a record ends with the hash of the state it reaches");
  record.state_hash = top.string("state_hash");
  fs::path scenario(record.scenario);
  if (scenario.is_relative()) record.scenario = (fs::absolute(path).parent_path() / scenario).lexically_normal().string();
  return record;
}

} // namespace amiraute::core
