#pragma once
/// The screen of each game, as the registry opens it: from a scenario, or from a saved record
/// when `record` is not empty. Errors in the files are core::YamlError.
#include "ui/View.h"

#include <cstdint>
#include <memory>
#include <string>

namespace amiraute::ui {

/// The screen for the game of the scenario (or of the record, when `record` is not empty), by its
/// `game:` key. Throws core::YamlError for a bad file, std::runtime_error for a game without one.
std::unique_ptr<View> openView(const std::string &scenario, const std::string &record, std::uint64_t seed);

std::unique_ptr<View> openEscadrilles(const std::string &scenario, const std::string &record,
                                      std::uint64_t seed);
std::unique_ptr<View> openDetroits(const std::string &scenario, const std::string &record,
                                   std::uint64_t seed);

} // namespace amiraute::ui
