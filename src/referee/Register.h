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
#include "referee/GameReferee.h"
#include "referee/Hosted.h"
#include "referee/Registry.h"

#include <string>

namespace amiraute::referee {

/// The remote entry of game G (referee/Registry.h): its host's game, and its seats' terminals
/// over `referee`.
template <game::Game G> RemoteEntry remoteEntry(RefereeFactory referee) {
  RemoteEntry e;
  e.host = [](const core::GameRecord &record, std::uint64_t seed,
              const std::string &source) -> std::unique_ptr<HostedMatch> {
    return std::make_unique<HostedGame<G>>(record, seed, source);
  };
  e.terminal = [referee](const std::string &scenario,
                         std::shared_ptr<game::Remote> remote) -> std::unique_ptr<Referee> {
    std::unique_ptr<Referee> r = referee(scenario, 0);
    auto *typed = dynamic_cast<GameReferee<G> *>(r.get());
    if (!typed) throw std::logic_error("the referee of " + std::string(G::name) + " is not a GameReferee");
    typed->mirror(std::move(remote));
    return r;
  };
  return e;
}

/// Register game G under `title` with its referee (and, when its states have a JSON form, what
/// playing it across machines needs).
template <game::Game G> bool registerGame(std::string title, RefereeFactory referee) {
  game::addGame(game::gameEntry<G>(std::move(title)));
  ai::addComputer(std::string(G::name), ai::computerEntry<G>());
  if constexpr (game::EncodesState<G>) addRemote(std::string(G::name), remoteEntry<G>(referee));
  addReferee(std::string(G::name), std::move(referee));
  return true;
}

} // namespace amiraute::referee

/// Registers a game at the start of the program (see above).
#define AMIRAUTE_REGISTER_GAME(GAME, TITLE, REFEREE)                                                       \
  namespace {                                                                                              \
  [[maybe_unused]] const bool amiraute_game_registered = ::amiraute::referee::registerGame<GAME>(TITLE, REFEREE); \
  }
