#pragma once
/// The computer's table of games, keyed by the game's name (game/Registry.h): what the arena and
/// the screens need of the search for a game chosen at run time. A game fills it from its own
/// folder (referee/Register.h).
#include "ai/Arena.h"
#include "ai/Probe.h"

#include <functional>
#include <string>
#include <vector>

namespace amiraute::ai {

/// What the computer offers for one game, its type erased.
struct ComputerEntry {
  /// The arena's view of a scenario (ai/Arena.h).
  std::function<ArenaGame(const std::string &scenario)> arena;
  /// The search measured on a scenario (ai/Probe.h: the benchmarks).
  std::function<Probe(const std::string &scenario, ProbePoint where)> probe;
};

/// Add the computer's entry of a game (a name given twice is a std::logic_error).
void addComputer(const std::string &game, ComputerEntry entry);
/// The entry for a game name, or nullptr.
const ComputerEntry *computerFor(const std::string &game);
/// Every game the computer plays, by name.
std::vector<std::string> computerGames();

/// The entry of a game type.
template <game::Game G> ComputerEntry computerEntry() {
  ComputerEntry e;
  e.arena = [](const std::string &scenario) { return arenaGame<G>(scenario); };
  e.probe = [](const std::string &scenario, ProbePoint where) { return probe<G>(scenario, where); };
  return e;
}

} // namespace amiraute::ai
