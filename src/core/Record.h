#pragma once
/// A game record: which scenario, then every action in order in its text form, dice faces
/// included. Loading a record is replaying it; the saved state hash checks the replay.
#include <cstdint>
#include <string>
#include <vector>

namespace amiraute::core {

struct GameRecord {
  std::string game;                 ///< "haute-mer", "objectif-villes", ...
  std::string scenario;             ///< path of the scenario file (absolute once loaded)
  std::uint64_t seed = 0;           ///< seed of the generator that rolled the program's dice
  std::vector<std::string> actions; ///< text forms, each with its dice faces
  std::string state_hash;           ///< hex hash of the state after the last action
};

/// YAML text of a record.
std::string recordToYaml(const GameRecord &record);
/// Save atomically. The scenario is written as an absolute path.
void saveRecord(const std::string &path, const GameRecord &record);
/// Load; errors are YamlError (file:line:column). A relative scenario path is taken relative to
/// the record's folder.
GameRecord loadRecord(const std::string &path);

/// 16 hex digits.
std::string hashToHex(std::uint64_t hash);

} // namespace amiraute::core
