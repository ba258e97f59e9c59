#pragma once
/// The Détroits referee: an umpire beside a real table types each fleet's secret orders (hidden at
/// a terminal, never printed back before both fleets have sealed them), reveals them, runs the
/// execution point by point and pauses at every new chance to fire. The common commands (status,
/// log, undo, save, load, help) come from referee::GameReferee.
#include "referee/Referee.h"

#include <cstdint>
#include <memory>
#include <string>

namespace amiraute::detroits {

/// A referee for the scenario at `scenario` (game: detroits). Throws core::YamlError on a bad
/// scenario. `seed` drives the program's coin for the wind.
std::unique_ptr<referee::Referee> makeReferee(const std::string &scenario, std::uint64_t seed);

} // namespace amiraute::detroits
