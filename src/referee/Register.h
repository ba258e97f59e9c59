#pragma once
/// How a game joins every table of the program from its own folder, in one line of its
/// `Register.cpp` (after OpenSpiel's REGISTER_SPIEL_GAME):
///
/// ```cpp
/// AMIRAUTE_REGISTER_GAME(amiraute::detroits::Game, "Détroits", amiraute::detroits::makeReferee)
/// ```
///
/// It adds the game to the registry (game/Registry.h: checks, matches behind game::AnyMatch), the
/// computer's table (ai/Registry.h) and the referee's (referee/Registry.h). The build links every
/// game's Register.cpp object into the programs (CMake: amiraute_link_games), so nothing shared
/// names a game.
#include "ai/Registry.h"
#include "game/Registry.h"
#include "referee/Registry.h"

#include <string>

namespace amiraute::referee {

/// Register game G under `title` with its referee.
template <game::Game G> bool registerGame(std::string title, RefereeFactory referee) {
  game::addGame(game::gameEntry<G>(std::move(title)));
  ai::addComputer(std::string(G::name), ai::computerEntry<G>());
  addReferee(std::string(G::name), std::move(referee));
  return true;
}

} // namespace amiraute::referee

/// Registers a game at the start of the program (see above).
#define AMIRAUTE_REGISTER_GAME(GAME, TITLE, REFEREE)                                                       \
  namespace {                                                                                              \
  [[maybe_unused]] const bool amiraute_game_registered = ::amiraute::referee::registerGame<GAME>(TITLE, REFEREE); \
  }
