#pragma once
/// The Nautic Miles referee. Two ways to play, chosen by the scenario's `deal:`:
/// - `deal: program` — the program shuffles, deals and draws; the players play hot-seat through
///   the referee, and `hand` shows the cards (and the side's face-down convoys) of the player to
///   move, only when asked;
/// - `deal: table` — a real deck at a real table: the referee knows the table, not the hands
///   (NM-TABLE-1). Players type what they lay (a convoy goes down unseen: `play convoy at 2`);
///   when a convoy is turned up the table says what it is (`reveal 10000t`); the referee checks
///   every play it can and keeps the score.
/// The common commands (status, log, undo, save, load, help) come from referee::GameReferee.
#include "referee/Referee.h"

#include <cstdint>
#include <memory>
#include <string>

namespace amiraute::nautic_miles {

/// A referee for the scenario at `scenario` (game: nautic-miles). Throws core::YamlError on a bad
/// scenario. `seed` drives the program's shuffle.
std::unique_ptr<referee::Referee> makeReferee(const std::string &scenario, std::uint64_t seed);

} // namespace amiraute::nautic_miles
