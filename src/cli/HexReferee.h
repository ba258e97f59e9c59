#pragma once
/// The referee for the hex games (today: Objectif Villes). One command a line, one answer each;
/// every ruling cites its clause ids (docs/rules/objectif-villes.md) in "clauses".
#include "cli/RefereeLoop.h"

#include <cstdint>
#include <memory>
#include <string>

namespace amiraute::cli {

/// A referee for the scenario at `scenario` (game: objectif-villes). Throws core::YamlError on a
/// bad scenario, so `amiraute validate` reports it as file:line:column. The game has no dice;
/// `seed` is only written to saved records.
std::unique_ptr<Referee> makeHexReferee(const std::string &scenario, std::uint64_t seed);

} // namespace amiraute::cli
