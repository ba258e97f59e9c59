#pragma once
/// A game record: which scenario, then every action in order in its text form, dice faces
/// included, then the hash of the state they lead to. Loading a record is replaying it; the hash
/// checks the replay. The hash is written last, so a file cut short anywhere is refused.
#include <cstdint>
#include <optional>
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

/// YAML text of a record; the scenario path is written as given.
std::string recordToYaml(const GameRecord &record);
/// Save atomically. The scenario is written relative to the save's folder, so the pair can move
/// together. Refuses (FileError, naming the file) to replace an existing file that is not a game
/// record — the scenario itself, anything else — unless `force`.
void saveRecord(const std::string &path, const GameRecord &record, bool force = false);
/// Load (YamlError with file:line:column, or naming the file). The state hash is required: a
/// record without it was cut short or written by hand. A relative scenario path is taken relative
/// to the record's folder.
GameRecord loadRecord(const std::string &path);
/// True when `path` is a file holding a game record (or a journal): safe to overwrite.
bool isGameRecord(const std::string &path);

/// 16 hex digits.
std::string hashToHex(std::uint64_t hash);

} // namespace amiraute::core
