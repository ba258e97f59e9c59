#pragma once
/// The Milles Nautiques referee. Two ways to play, chosen by the scenario's `deal:`:
/// - `deal: program` — the program shuffles, deals and draws; the skippers play hot-seat through
///   the referee, and `hand` shows the cards of the skipper to move, only when asked;
/// - `deal: table` — a real deck at a real table: the referee knows the table, not the hands
///   (MN-TABLE-1). The skippers type what they draw, take and play; it checks what it can see and
///   keeps the race.
/// The common commands (status, log, undo, save, load, help) come from referee::GameReferee.
#include "referee/Referee.h"

#include <cstdint>
#include <memory>
#include <string>

namespace amiraute::milles_nautiques {

/// A referee for the scenario at `scenario` (game: milles-nautiques). Throws core::YamlError on a
/// bad scenario. `seed` drives the program's shuffle.
std::unique_ptr<referee::Referee> makeReferee(const std::string &scenario, std::uint64_t seed);

} // namespace amiraute::milles_nautiques
