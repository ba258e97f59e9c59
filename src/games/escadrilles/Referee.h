#pragma once
/// The Escadrilles referee: an umpire beside a real table types the squadrons' secret speeds and
/// their planes' paths; it rules on every move, crash and shot. The common commands (status,
/// log, undo, save, load, help) come from referee::GameReferee.
#include "referee/Referee.h"

#include <cstdint>
#include <memory>
#include <string>

namespace amiraute::escadrilles {

/// A referee for the scenario at `scenario` (game: escadrilles). Throws core::YamlError on a bad
/// scenario. The game has no dice; `seed` is only written to saved records.
std::unique_ptr<referee::Referee> makeReferee(const std::string &scenario, std::uint64_t seed);

} // namespace amiraute::escadrilles
