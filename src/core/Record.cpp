#include "core/Record.h"

#include "core/Files.h"
#include "core/Yaml.h"

#include <cstdio>
#include <filesystem>

namespace amiraute::core {

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
  out << YAML::Key << "state_hash" << YAML::Value << record.state_hash;
  out << YAML::Key << "actions" << YAML::Value << YAML::BeginSeq;
  for (const auto &a : record.actions)
    out << YAML::DoubleQuoted << a;
  out << YAML::EndSeq << YAML::EndMap;
  return std::string(out.c_str()) + "\n";
}

void saveRecord(const std::string &path, const GameRecord &record) {
  GameRecord copy = record;
  if (!copy.scenario.empty())
    copy.scenario = std::filesystem::absolute(copy.scenario).lexically_normal().string();
  writeFileAtomically(path, recordToYaml(copy));
}

GameRecord loadRecord(const std::string &path) {
  const YAML::Node root = loadYamlFile(path);
  MapReader top(path, root, "record");
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
  record.state_hash = top.string("state_hash", "");
  const YAML::Node actions = top.optional("actions");
  if (actions.IsDefined() && !actions.IsNull()) {
    if (!actions.IsSequence()) throw errorAt(path, actions, "record.actions must be a list");
    for (const auto &a : actions)
      record.actions.push_back(readString(path, a, "action"));
  }
  top.finish();
  std::filesystem::path scenario(record.scenario);
  if (scenario.is_relative())
    record.scenario = (std::filesystem::path(path).parent_path() / scenario).string();
  return record;
}

} // namespace amiraute::core
