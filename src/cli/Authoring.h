#pragma once
/// Help to write a scenario by hand: `amiraute list KIND GAME` prints what a scenario of GAME may
/// name (game/Names.h), and `amiraute new GAME` writes a commented template that validates as is
/// (assets/templates/<game>.yaml, with its `{{data:PATH}}` marks pointing at the shipped data).
#include <ostream>
#include <string>

namespace amiraute::cli {

/// `amiraute list KIND GAME`: one line per name on `out`. 0 when listed; 1 when GAME has no such
/// thing or is unknown (the known games and the closest one on `err`).
int listNames(const std::string &kind, const std::string &game, std::ostream &out, std::ostream &err);

/// `amiraute new GAME [-o FILE] [--force]`: the template on `out` when `file` is empty, else
/// written to `file` at once (never half), refusing an existing file without `force`.
int newScenario(const std::string &game, const std::string &file, bool force, std::ostream &out,
                std::ostream &err);

/// A template's text with every `{{data:PATH}}` replaced by the shipped data file PATH
/// (core::findDataFile) as seen from `folder`: relative to it, or absolute when `folder` is empty.
std::string fillTemplate(const std::string &text, const std::string &folder);

} // namespace amiraute::cli
