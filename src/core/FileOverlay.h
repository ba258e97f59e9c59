#pragma once
/// The files a game's rules are loaded from, recorded on one machine and given to another: a
/// hosted game (src/net) records every file its scenario reads (the scenario, its fleets, its
/// deck) and sends them to each seat's machine, which loads the same rules from them — not from
/// its own disk, where the scenario may be missing or another version.
#include <map>
#include <string>

namespace amiraute::core {

/// Files by absolute path (lexically normal), and what findDataFile found for each name asked.
struct FileSet {
  std::map<std::string, std::string> files; ///< absolute path → content
  std::map<std::string, std::string> found; ///< findDataFile's argument → the absolute path it gave
  /// A file not in `files` is read from the disk (the editor's unsaved text over the files beside
  /// it); false: the set is all there is (a hosted game's seat).
  bool disk_too = false;
  friend bool operator==(const FileSet &, const FileSet &) = default;
};

namespace detail {
/// The hooks readFile and findDataFile call (Files.cpp).
const FileSet *activeOverlay();
void recordRead(const std::string &path, const std::string &content);
void recordFound(const std::string &relative, const std::string &path);
std::string normalPath(const std::string &path);
} // namespace detail

/// While one lives, every file read whole on this thread (readFile) and every data file found
/// (findDataFile) is recorded.
class FileRecorder {
public:
  FileRecorder();
  ~FileRecorder();
  FileRecorder(const FileRecorder &) = delete;
  FileRecorder &operator=(const FileRecorder &) = delete;
  const FileSet &recorded() const { return set_; }

private:
  friend void detail::recordRead(const std::string &, const std::string &);
  friend void detail::recordFound(const std::string &, const std::string &);
  FileSet set_;
  FileRecorder *outer_;
};

/// While one lives, files are read on this thread from `set` only, never from the disk: readFile
/// of a path it lacks fails (core::FileError), findDataFile gives what it found on the machine
/// the set was recorded on, fileExists looks in it.
class FileOverlay {
public:
  explicit FileOverlay(FileSet set);
  ~FileOverlay();
  FileOverlay(const FileOverlay &) = delete;
  FileOverlay &operator=(const FileOverlay &) = delete;

private:
  FileSet set_;
};

/// True when `path` names an existing file: in the overlay when there is one, else on the disk.
bool fileExists(const std::string &path);

} // namespace amiraute::core
