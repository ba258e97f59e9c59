#include "ai/Registry.h"

#include <map>
#include <stdexcept>

namespace amiraute::ai {

namespace {

std::map<std::string, ComputerEntry> &table() {
  static std::map<std::string, ComputerEntry> t;
  return t;
}

} // namespace

void addComputer(const std::string &game, ComputerEntry entry) {
  if (!table().emplace(game, std::move(entry)).second)
    throw std::logic_error("the computer of '" + game + "' is registered twice");
}

const ComputerEntry *computerFor(const std::string &game) {
  const auto it = table().find(game);
  return it == table().end() ? nullptr : &it->second;
}

std::vector<std::string> computerGames() {
  std::vector<std::string> out;
  for (const auto &[name, entry] : table())
    out.push_back(name);
  return out;
}

} // namespace amiraute::ai
