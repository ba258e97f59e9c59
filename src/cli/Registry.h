#pragma once
/// The registry: the one table of games. A scenario's `game:` key picks its entry, and the entry
/// knows everything the program does with that game — check a scenario, referee it, show it on
/// screen, run the generic checks. Adding a game is one line in Registry.cpp.
#include "ai/Arena.h"
#include "game/Checks.h"
#include "game/Referee.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace amiraute::ui {
class View;
} // namespace amiraute::ui

namespace amiraute::cli {

/// What opens a game on screen: a scenario, or a saved record (`record` not empty), and the seed
/// of the program's dice.
using ViewFactory =
    std::function<std::unique_ptr<ui::View>(const std::string &scenario, const std::string &record, std::uint64_t seed)>;

/// One game, its type erased.
struct GameEntry {
  std::string name;  ///< the scenario's `game:` ("haute-mer")
  std::string title; ///< for people ("Haute Mer")
  /// Load a scenario and throw core::YamlError (file:line:column) when it is bad.
  std::function<void(const std::string &scenario)> validate;
  /// The table-side referee for a scenario.
  std::function<std::unique_ptr<game::Referee>(const std::string &scenario, std::uint64_t seed)> referee;
  /// The screen for a scenario or a record; empty when the program is built without the screen.
  ViewFactory view;
  /// The generic checks (game/Checks.h): one random game of a scenario.
  std::function<game::CheckReport(const std::string &scenario, const game::CheckOptions &)> check;
  /// The computer opponent's games of a scenario, for the arena (ai/Arena.h); empty for a game
  /// not on the one interface yet.
  std::function<ai::ArenaGame(const std::string &scenario)> arena;
};

/// Every game, in the order of the table.
const std::vector<GameEntry> &games();
/// The entry for a game name, or nullptr.
const GameEntry *findGame(const std::string &name);
/// The entry for a scenario file (its `game:` key) or a record (its `game:` too). Throws
/// core::YamlError at the key's line and column when the game is unknown, naming the known ones.
const GameEntry &gameOf(const std::string &path);

/// Build the entry of a game type: its name and checks from G, the rest given.
template <game::Game G>
GameEntry entry(std::string title,
                std::function<std::unique_ptr<game::Referee>(const std::string &, std::uint64_t)> referee,
                ViewFactory view) {
  GameEntry e;
  e.name = std::string(G::name);
  e.title = std::move(title);
  e.validate = [](const std::string &path) { (void)G::load(path); };
  e.referee = std::move(referee);
  e.view = std::move(view);
  e.check = [](const std::string &scenario, const game::CheckOptions &options) {
    return game::checkRandomGame<G>(scenario, options);
  };
  e.arena = [](const std::string &scenario) { return ai::arenaGame<G>(scenario); };
  return e;
}

} // namespace amiraute::cli
