#pragma once
/// The Haute Mer referee: a person beside a real table types what happens; it rules. The common
/// commands (status, log, undo, save, load, resume, help) come from referee::GameReferee; Haute Mer
/// adds ships, range, los and odds, and rolls the program's dice at once after an attack.
#include "referee/Referee.h"

#include <cstdint>
#include <memory>
#include <string>

namespace amiraute::haute_mer {

/// A referee for the scenario at `scenario` (game: haute-mer). Throws core::YamlError with
/// file:line:column on a bad scenario. `seed` drives the program's dice.
std::unique_ptr<referee::Referee> makeReferee(const std::string &scenario, std::uint64_t seed);

} // namespace amiraute::haute_mer
