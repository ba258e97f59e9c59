#include "cli/Registry.h"

#include "cli/HauteMerReferee.h"
#include "games/haute_mer/Rules.h"
#include "core/Yaml.h"
#include "games/escadrilles/Game.h"
#include "games/escadrilles/Referee.h"
#include "games/objectif_villes/Game.h"
#include "games/objectif_villes/Referee.h"

#ifdef AMIRAUTE_HAS_UI
#include "ui/GameViews.h"
#define AMIRAUTE_VIEW(factory) factory
#else
#define AMIRAUTE_VIEW(factory) nullptr
#endif

namespace amiraute::cli {

namespace {

// Haute Mer joins the one interface next; until then its entry is written by hand.
GameEntry hauteMerEntry(ViewFactory view) {
  GameEntry e;
  e.name = "haute-mer";
  e.title = "Haute Mer";
  e.validate = [](const std::string &path) { (void)haute_mer::loadScenario(path); };
  e.referee = makeHauteMerReferee;
  e.view = std::move(view);
  return e;
}

} // namespace

const std::vector<GameEntry> &games() {
  static const std::vector<GameEntry> table = [] {
    std::vector<GameEntry> t;
    // ---- the games: one line each -----------------------------------------------------------
    t.push_back(hauteMerEntry(AMIRAUTE_VIEW(ui::openHauteMer)));
    t.push_back(entry<objectif_villes::Game>("Objectif Villes", objectif_villes::makeReferee,
                                             AMIRAUTE_VIEW(ui::openObjectifVilles)));
    t.push_back(entry<escadrilles::Game>("Escadrilles", escadrilles::makeReferee, nullptr)); // no screen yet
    return t;
  }();
  return table;
}

const GameEntry *findGame(const std::string &name) {
  for (const GameEntry &e : games())
    if (e.name == name) return &e;
  return nullptr;
}

const GameEntry &gameOf(const std::string &path) {
  const YAML::Node root = core::loadYamlFile(path);
  if (!root.IsMap()) throw core::errorAt(path, root, "a scenario must be a mapping of keys to values");
  std::vector<std::string> names;
  for (const GameEntry &e : games())
    names.push_back(e.name);
  std::string known;
  for (const auto &n : names)
    known += (known.empty() ? "" : ", ") + n;
  const YAML::Node game = root["game"];
  if (!game.IsDefined()) throw core::errorAt(path, root, "the file needs the key 'game' (" + known + ")");
  const std::string name = core::readString(path, game, "game");
  if (const GameEntry *e = findGame(name)) return *e;
  const std::string close = core::suggest(name, names);
  throw core::errorAt(path, game,
                      "unknown game '" + name + "'" + (close.empty() ? "" : " (did you mean '" + close + "'?)") +
                          "; the games are: " + known);
}

} // namespace amiraute::cli
