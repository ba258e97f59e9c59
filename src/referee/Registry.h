#pragma once
/// The referee's table of games, keyed by the game's name (game/Registry.h): the table-side
/// referee of a scenario chosen at run time. A game fills it from its own folder (Register.h).
#include "referee/Referee.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace amiraute::referee {

/// Makes the referee of a scenario; throws core::YamlError on a bad file.
using RefereeFactory = std::function<std::unique_ptr<Referee>(const std::string &scenario, std::uint64_t seed)>;

/// Add the referee of a game (a name given twice is a std::logic_error).
void addReferee(const std::string &game, RefereeFactory factory);
/// The referee for a game name, or nullptr.
const RefereeFactory *refereeFor(const std::string &game);
/// The referee of a scenario, by its `game:` key (game::gameOf). Throws core::YamlError for a bad
/// file or an unknown game, std::runtime_error for a game without a referee.
std::unique_ptr<Referee> openReferee(const std::string &scenario, std::uint64_t seed);

} // namespace amiraute::referee
