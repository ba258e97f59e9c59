#pragma once
/// The Objectif Villes referee: a person beside a real table types what happens; it rules. The
/// common commands (status, log, undo, save, load, help) come from referee::GameReferee.
#include "referee/Referee.h"

#include <cstdint>
#include <memory>
#include <string>

namespace amiraute::objectif_villes {

/// A referee for the scenario at `scenario` (game: objectif-villes). Throws core::YamlError on a
/// bad scenario. The game has no dice; `seed` is only written to saved records.
std::unique_ptr<referee::Referee> makeReferee(const std::string &scenario, std::uint64_t seed);

} // namespace amiraute::objectif_villes
