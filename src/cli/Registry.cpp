#include "cli/Registry.h"

#include "core/Files.h"
#include "core/Yaml.h"
#include "games/detroits/Game.h"
#include "games/detroits/Referee.h"
#include "games/escadrilles/Game.h"
#include "games/escadrilles/Referee.h"
#include "games/haute_mer/Game.h"
#include "games/haute_mer/Referee.h"
#include "games/milles_nautiques/Game.h"
#include "games/milles_nautiques/Referee.h"
#include "games/nautic_miles/Game.h"
#include "games/nautic_miles/Referee.h"
#include "games/objectif_villes/Game.h"
#include "games/objectif_villes/Referee.h"
#include "games/planetes/Game.h"
#include "games/planetes/Referee.h"

#include <optional>
#include <tuple>

#ifdef AMIRAUTE_HAS_UI
#include "ui/GameViews.h"
#define AMIRAUTE_VIEW(factory) factory
#else
#define AMIRAUTE_VIEW(factory) nullptr
#endif

namespace amiraute::cli {

const std::vector<GameEntry> &games() {
  static const std::vector<GameEntry> table = [] {
    std::vector<GameEntry> t;
    // ---- the games: one line each -----------------------------------------------------------
    t.push_back(entry<haute_mer::Game>("Haute Mer", haute_mer::makeReferee, AMIRAUTE_VIEW(ui::openHauteMer)));
    t.push_back(entry<objectif_villes::Game>("Objectif Villes", objectif_villes::makeReferee,
                                             AMIRAUTE_VIEW(ui::openObjectifVilles)));
    t.push_back(entry<escadrilles::Game>("Escadrilles", escadrilles::makeReferee,
                                         AMIRAUTE_VIEW(ui::openEscadrilles)));
    t.push_back(
        entry<planetes::Game>("Planètes", planetes::makeReferee, AMIRAUTE_VIEW(ui::openPlanetes)));
    t.push_back(
        entry<detroits::Game>("Détroits", detroits::makeReferee, AMIRAUTE_VIEW(ui::openDetroits)));
    t.push_back(entry<milles_nautiques::Game>("Milles Nautiques", milles_nautiques::makeReferee,
                                              AMIRAUTE_VIEW(ui::openMillesNautiques)));
    t.push_back(entry<nautic_miles::Game>("Nautic Miles", nautic_miles::makeReferee,
                                          AMIRAUTE_VIEW(ui::openNauticMiles)));
    return t;
  }();
  return table;
}

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
                        "unknown game '" + name + "'" + (close.empty() ? "" : " (did you mean '" + close + "'?)") +
                            "; the games are: " + knownGames());
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
  if (!root.IsMap()) throw core::errorAt(path, root, "a scenario must be a mapping of keys to values");
  const YAML::Node game = root["game"];
  if (!game.IsDefined()) throw core::errorAt(path, root, "the file needs the key 'game' (" + knownGames() + ")");
  const std::string name = core::readString(path, game, "game");
  const YAML::Mark mark = game.Mark();
  return named(path, name, mark.line + 1, mark.column + 1);
}

} // namespace amiraute::cli
