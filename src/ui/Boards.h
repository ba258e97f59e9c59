#pragma once
/// The screen's table of games: each game's board, keyed by the game's name (game/Registry.h), and
/// the one frame opened over it. A game registers its board from its own folder
/// (src/games/<game>/screen/Register.cpp), in one line:
///
/// ```cpp
/// AMIRAUTE_REGISTER_BOARD(amiraute::planetes::Game, amiraute::planetes::Board)
/// ```
///
/// The board is a class constructible from a TypedSession<Game>&; it may say why a scenario cannot
/// be played on screen with a static `std::optional<std::string> refuse(const Game::Rules &)` (a
/// card game dealt at a real table).
#include "game/Match.h"
#include "game/Remote.h"
#include "ui/MatchFrame.h"
#include "ui/RemoteSession.h"
#include "ui/Session.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace amiraute::ui {

/// The frame over a game opened on this machine (its Match behind game::AnyMatch).
using FrameFactory = std::function<std::unique_ptr<MatchFrame>(std::unique_ptr<game::AnyMatch>)>;

/// The frame over one seat's copy of a game hosted elsewhere: the scenario's rules (read under the
/// files the host sent), the way to the host, the seat at this screen (game::kPublic: a watcher).
using RemoteFrameFactory = std::function<std::unique_ptr<MatchFrame>(
    const std::string &scenario, std::shared_ptr<game::Remote> remote, int seat)>;

/// Add a game's board (a name given twice is a std::logic_error).
void addBoard(const std::string &game, FrameFactory factory, RemoteFrameFactory remote = {});
/// The frame for a seat of a game hosted elsewhere (`amiraute join`); throws std::runtime_error
/// for a game without a board, or a scenario the screen cannot play.
std::unique_ptr<MatchFrame> openRemoteFrame(const std::string &game, const std::string &scenario,
                                            std::shared_ptr<game::Remote> remote, int seat);
/// True when the game has a board.
bool hasBoard(const std::string &game);
/// The frame for a scenario, or for a saved record or journal when `record` is not empty, by the
/// file's `game:`; throws core::YamlError for a bad file, std::runtime_error for a game without a
/// board or a scenario the screen cannot play.
std::unique_ptr<MatchFrame> openFrame(const std::string &scenario, const std::string &record,
                                      std::uint64_t seed);

template <class B, class G>
concept RefusesSomeScenarios = requires(const typename G::Rules &rules) {
  { B::refuse(rules) } -> std::convertible_to<std::optional<std::string>>;
};

/// Register board B of game G.
template <game::Game G, class B> bool registerBoard() {
  addBoard(
      std::string(G::name),
      [](std::unique_ptr<game::AnyMatch> any) {
        auto *typed = dynamic_cast<game::Match<G> *>(any.get());
        if (!typed)
          throw std::logic_error("a match of another game was given to the board of " + std::string(G::name));
        any.release();
        std::unique_ptr<game::Match<G>> match(typed);
        if constexpr (RefusesSomeScenarios<B, G>)
          if (auto why = B::refuse(match->rules())) throw std::runtime_error(*why);
        auto session = std::make_unique<LocalSession<G>>(std::move(match));
        auto board = std::make_unique<B>(*session);
        return std::make_unique<MatchFrame>(std::move(session), std::move(board));
      },
      [](const std::string &scenario, std::shared_ptr<game::Remote> remote,
         int seat) -> std::unique_ptr<MatchFrame> {
        auto rules = std::make_shared<const typename G::Rules>(G::load(scenario));
        if constexpr (RefusesSomeScenarios<B, G>)
          if (auto why = B::refuse(*rules)) throw std::runtime_error(*why);
        auto copy = std::make_unique<game::Match<G>>(game::Match<G>::mirror(std::move(rules), remote));
        auto session = std::make_unique<RemoteSession<G>>(std::move(copy), std::move(remote), seat);
        auto board = std::make_unique<B>(*session);
        return std::make_unique<MatchFrame>(std::move(session), std::move(board));
      });
  return true;
}

} // namespace amiraute::ui

/// Registers a game's board at the start of the program (see above).
#define AMIRAUTE_REGISTER_BOARD(GAME, BOARD)                                                                 \
  namespace {                                                                                                \
  [[maybe_unused]] const bool amiraute_board_registered = ::amiraute::ui::registerBoard<GAME, BOARD>();      \
  }
