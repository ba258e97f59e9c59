#include "core/Files.h"
#include "core/FileOverlay.h"
#include "core/I18n.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace amiraute::core {

namespace {

thread_local FileRecorder *recorder = nullptr;
thread_local const FileSet *overlay = nullptr;
thread_local std::vector<const FileSet *> overlays;

std::string readFromDisk(const std::string &path, std::size_t max_bytes);

} // namespace

namespace detail {

std::string normalPath(const std::string &path) {
  std::error_code ec;
  const std::filesystem::path absolute = std::filesystem::absolute(path, ec);
  return (ec ? std::filesystem::path(path) : absolute).lexically_normal().string();
}
const FileSet *activeOverlay() { return overlay; }
void recordRead(const std::string &path, const std::string &content) {
  if (recorder) recorder->set_.files[normalPath(path)] = content;
}
void recordFound(const std::string &relative, const std::string &path) {
  if (recorder) recorder->set_.found[relative] = normalPath(path);
}

} // namespace detail

FileRecorder::FileRecorder() : outer_(recorder) { recorder = this; }
FileRecorder::~FileRecorder() { recorder = outer_; }

FileOverlay::FileOverlay(FileSet set) : set_(std::move(set)) {
  overlays.push_back(overlay);
  overlay = &set_;
}
FileOverlay::~FileOverlay() {
  overlay = overlays.back();
  overlays.pop_back();
}

bool fileExists(const std::string &path) {
  if (overlay && (overlay->files.count(detail::normalPath(path)) > 0 || !overlay->disk_too))
    return overlay->files.count(detail::normalPath(path)) > 0;
  std::error_code ec;
  return std::filesystem::exists(path, ec);
}

std::string readFile(const std::string &path, std::size_t max_bytes) {
  if (overlay && (!overlay->disk_too || overlay->files.count(detail::normalPath(path)) > 0)) {
    const auto it = overlay->files.find(detail::normalPath(path));
    if (it == overlay->files.end())
      throw FileError(fill(tr("cannot read {path}: the host did not send it"), {{"path", path}}));
    if (it->second.size() > max_bytes)
      throw FileError(fill(tr("cannot read {path}: more than {max} bytes"),
                           {{"path", path}, {"max", std::to_string(max_bytes)}}));
    return it->second;
  }
  std::string text = readFromDisk(path, max_bytes);
  detail::recordRead(path, text);
  return text;
}

namespace {

std::string readFromDisk(const std::string &path, std::size_t max_bytes) {
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0) throw FileError("cannot read " + path + ": " + std::strerror(errno));
  if (S_ISDIR(info.st_mode))
    throw FileError(fill(tr("cannot read {path}: it is a folder, not a file"), {{"path", path}}));
  if (!S_ISREG(info.st_mode))
    throw FileError(
        fill(tr("cannot read {path}: it is not a regular file (a pipe or a device?)"), {{"path", path}}));
  if (static_cast<std::size_t>(info.st_size) > max_bytes)
    throw FileError(
        fill(tr("cannot read {path}: {n} bytes is more than the {max} a file may have here"),
             {{"path", path}, {"n", std::to_string(info.st_size)}, {"max", std::to_string(max_bytes)}}));
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0)
    throw FileError(fill(tr("cannot read {path}: {why}"), {{"path", path}, {"why", std::strerror(errno)}}));
  std::string text;
  char buffer[65536];
  while (true) {
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n < 0) {
      if (errno == EINTR) continue;
      const std::string reason = std::strerror(errno);
      ::close(fd);
      throw FileError(fill(tr("cannot read {path}: {why}"), {{"path", path}, {"why", reason}}));
    }
    if (n == 0) break;
    text.append(buffer, static_cast<std::size_t>(n));
    if (text.size() > max_bytes) { // it grew while we read it
      ::close(fd);
      throw FileError(fill(tr("cannot read {path}: more than {max} bytes"),
                           {{"path", path}, {"max", std::to_string(max_bytes)}}));
    }
  }
  ::close(fd);
  return text;
}

} // namespace

void writeFileAtomically(const std::string &path, const std::string &content) {
  namespace fs = std::filesystem;
  const fs::path target(path);
  const fs::path folder = target.has_parent_path() ? target.parent_path() : fs::path(".");
  std::string pattern = (folder / ("." + target.filename().string() + ".tmp-XXXXXX")).string();
  const int fd = ::mkstemp(pattern.data());
  if (fd < 0)
    throw FileError(fill(tr("cannot save {path}: {why}"), {{"path", path}, {"why", std::strerror(errno)}}));
  auto fail = [&](const std::string &what) {
    const std::string reason = std::strerror(errno);
    ::close(fd);
    ::unlink(pattern.c_str());
    throw FileError(
        fill(tr("cannot save {path} ({step}): {why}"), {{"path", path}, {"step", what}, {"why", reason}}));
  };
  std::size_t written = 0;
  while (written < content.size()) {
    const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
    if (n < 0) {
      if (errno == EINTR) continue;
      fail("write");
    }
    written += static_cast<std::size_t>(n);
  }
  if (::fchmod(fd, 0644) != 0) fail("chmod");
  if (::fsync(fd) != 0) fail("fsync");
  if (::close(fd) != 0) {
    const std::string reason = std::strerror(errno);
    ::unlink(pattern.c_str());
    throw FileError(
        fill(tr("cannot save {path} ({step}): {why}"), {{"path", path}, {"step", "close"}, {"why", reason}}));
  }
  if (std::rename(pattern.c_str(), path.c_str()) != 0) {
    const std::string reason = std::strerror(errno);
    ::unlink(pattern.c_str());
    throw FileError(fill(tr("cannot save {path} ({step}): {why}"),
                         {{"path", path}, {"step", "rename"}, {"why", reason}}));
  }
}

std::string findDataFile(const std::string &relative) {
  namespace fs = std::filesystem;
  if (overlay && !overlay->disk_too) {
    const auto it = overlay->found.find(relative);
    return it == overlay->found.end() ? relative : it->second;
  }
  std::string found = relative;
  const fs::path from_source = fs::path(AMIRAUTE_SOURCE_DIR) / relative;
  if (!fs::exists(relative) && fs::exists(from_source)) found = from_source.string();
  detail::recordFound(relative, found);
  return found;
}

} // namespace amiraute::core
