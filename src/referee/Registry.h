#pragma once
/// The referee's table of games, keyed by the game's name (game/Registry.h): the table-side
/// referee of a scenario chosen at run time. A game fills it from its own folder (Register.h).
#include "core/Record.h"
#include "referee/Referee.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace amiraute::game {
class Remote;
}

namespace amiraute::referee {

/// Makes the referee of a scenario; throws core::YamlError on a bad file.
using RefereeFactory = std::function<std::unique_ptr<Referee>(const std::string &scenario, std::uint64_t seed)>;

/// Add the referee of a game (a name given twice is a std::logic_error).
void addReferee(const std::string &game, RefereeFactory factory);
/// The referee for a game name, or nullptr.
const RefereeFactory *refereeFor(const std::string &game);
class HostedMatch;

/// What a game needs to be played across machines (src/net), its type erased: registered with
/// the game when it has a state encoding (game::EncodesState).
struct RemoteEntry {
  /// The host's game of a record (a scenario from its start: a record without actions), replayed
  /// from `source`; the program's dice go on from `seed`. Throws core::YamlError.
  std::function<std::unique_ptr<HostedMatch>(const core::GameRecord &record, std::uint64_t seed,
                                             const std::string &source)>
      host;
  /// One seat's terminal for a game hosted elsewhere: the game's referee over that seat's copy
  /// (game::Match::mirror); the rules are read from `scenario` (under the host's files).
  std::function<std::unique_ptr<Referee>(const std::string &scenario, std::shared_ptr<game::Remote> remote)>
      terminal;
};

/// Add a game's remote entry (a name given twice is a std::logic_error).
void addRemote(const std::string &game, RemoteEntry entry);
/// The remote entry of a game, or nullptr when it cannot be played across machines.
const RemoteEntry *remoteFor(const std::string &game);

/// The referee of a scenario, by its `game:` key (game::gameOf). Throws core::YamlError for a bad
/// file or an unknown game, std::runtime_error for a game without a referee.
std::unique_ptr<Referee> openReferee(const std::string &scenario, std::uint64_t seed);

} // namespace amiraute::referee
