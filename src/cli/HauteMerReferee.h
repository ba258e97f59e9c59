#pragma once
/// The Haute Mer referee: a person beside a real table types what happens; it rules.
#include "game/Referee.h"

#include <cstdint>
#include <memory>
#include <string>

namespace amiraute::cli {

/// Load the scenario (throws core::YamlError with file:line:column) and make its referee.
std::unique_ptr<game::Referee> makeHauteMerReferee(const std::string &scenario, std::uint64_t seed);

} // namespace amiraute::cli
