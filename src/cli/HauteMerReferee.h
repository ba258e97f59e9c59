#pragma once
/// The Haute Mer referee: a person beside a real table types what happens; it rules.
#include "cli/RefereeLoop.h"

#include <cstdint>
#include <memory>
#include <string>

namespace amiraute::cli {

/// Load the scenario (throws core::YamlError with file:line:column) and make its referee.
std::unique_ptr<Referee> makeHauteMerReferee(const std::string &scenario, std::uint64_t seed);

} // namespace amiraute::cli
