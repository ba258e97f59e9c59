#include "game/Registry.h"

#include "core/Files.h"
#include "core/I18n.h"
#include "core/Yaml.h"

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <tuple>

namespace amiraute::game {

namespace {

std::vector<GameEntry> &table() {
  static std::vector<GameEntry> t;
  return t;
}

} // namespace

void addGame(GameEntry entry) {
  if (findGame(entry.name)) throw std::logic_error("the game '" + entry.name + "' is registered twice");
  auto &t = table();
  const auto at = std::lower_bound(t.begin(), t.end(), entry.name,
                                   [](const GameEntry &e, const std::string &n) { return e.name < n; });
  t.insert(at, std::move(entry));
}

const std::vector<GameEntry> &games() { return table(); }

const GameEntry *findGame(const std::string &name) {
  for (const GameEntry &e : games())
    if (e.name == name) return &e;
  return nullptr;
}

namespace {

/// The value of a top-level `game: NAME` line (block style, column 1), with its line and column,
/// without parsing the whole file: the game's loader parses it once, afterwards.
std::optional<std::tuple<std::string, int, int>> quickGameKey(const std::string &text) {
  std::size_t start = 0;
  int line = 1;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    if (text.compare(start, 5, "game:") == 0) {
      std::size_t v = start + 5;
      while (v < end && (text[v] == ' ' || text[v] == '\t'))
        ++v;
      std::size_t e = v;
      while (e < end && text[e] != ' ' && text[e] != '\t' && text[e] != '#' && text[e] != '\r')
        ++e;
      const std::string value = text.substr(v, e - v);
      // Plain words only; anything quoted or unusual goes through the YAML parser.
      if (value.empty() || value.find_first_of("\"'{}[],&*!|>%@`") != std::string::npos) return std::nullopt;
      return std::make_tuple(value, line, static_cast<int>(v - start) + 1);
    }
    start = end + 1;
    ++line;
  }
  return std::nullopt;
}

std::string knownGames() {
  std::string known;
  for (const GameEntry &e : games())
    known += (known.empty() ? "" : ", ") + e.name;
  return known;
}

const GameEntry &named(const std::string &path, const std::string &name, int line, int column) {
  if (const GameEntry *e = findGame(name)) return *e;
  std::vector<std::string> names;
  for (const GameEntry &e : games())
    names.push_back(e.name);
  const std::string close = core::suggest(name, names);
  throw core::YamlError(path, line, column,
                        close.empty()
                            ? core::fill(core::tr("unknown game '{name}'; the games are: {games}"),
                                         {{"name", name}, {"games", knownGames()}})
                            : core::fill(core::tr("unknown game '{name}' (did you mean '{close}'?); the "
                                                  "games are: {games}"),
                                         {{"name", name}, {"close", close}, {"games", knownGames()}}));
}

} // namespace

const GameEntry &gameOf(const std::string &path) {
  std::string text;
  try {
    text = core::readFile(path);
  } catch (const core::FileError &e) {
    throw core::YamlError(path, 0, 0, e.what());
  }
  if (const auto key = quickGameKey(text)) return named(path, std::get<0>(*key), std::get<1>(*key), std::get<2>(*key));
  const YAML::Node root = core::loadYamlString(text, path);
  if (!root.IsMap())
    throw core::errorAt(path, root, core::tr("a scenario must be a mapping of keys to values"));
  const YAML::Node game = root["game"];
  if (!game.IsDefined())
    throw core::errorAt(
        path, root,
        core::fill(core::tr("the file needs the key 'game' ({games})"), {{"games", knownGames()}}));
  const std::string name = core::readString(path, game, "game");
  const YAML::Mark mark = game.Mark();
  return named(path, name, mark.line + 1, mark.column + 1);
}

} // namespace amiraute::game
