#pragma once
/// Whole-file reads and atomic writes: a save is either the old file or the new one, never half.
#include <stdexcept>
#include <string>

namespace amiraute::core {

struct FileError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Read a whole file; FileError if it cannot be read.
std::string readFile(const std::string &path);

/// Write to a temporary file in the same folder, flush it to disk, then rename it over `path`.
/// On any failure the temporary is removed, `path` is untouched and FileError is thrown.
void writeFileAtomically(const std::string &path, const std::string &content);

/// Locate a shipped data file (scenarios/..., fleets/...): the path as given if it exists,
/// else relative to the source tree the program was built from.
std::string findDataFile(const std::string &relative);

} // namespace amiraute::core
