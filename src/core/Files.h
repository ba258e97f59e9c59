#pragma once
/// Whole-file reads and atomic writes: a save is either the old file or the new one, never half.
#include <cstddef>
#include <stdexcept>
#include <string>

namespace amiraute::core {

struct FileError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// The largest file read whole by default (scenarios, records): far above any real one, far below
/// what would exhaust memory.
inline constexpr std::size_t kMaxFileBytes = std::size_t{64} << 20;

/// Read a whole regular file of at most `max_bytes`. FileError, naming the file, when it is
/// missing, unreadable, not a regular file (a folder, a FIFO, a device such as /dev/zero) or too
/// large — it never blocks on a pipe nor reads without end.
std::string readFile(const std::string &path, std::size_t max_bytes = kMaxFileBytes);

/// Write to a temporary file in the same folder, flush it to disk, then rename it over `path`.
/// On any failure the temporary is removed, `path` is untouched and FileError is thrown.
void writeFileAtomically(const std::string &path, const std::string &content);

/// Locate a shipped data file (scenarios/..., fleets/...): the path as given if it exists,
/// else relative to the source tree the program was built from.
std::string findDataFile(const std::string &relative);

} // namespace amiraute::core
