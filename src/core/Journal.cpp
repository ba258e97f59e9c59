#include "core/Journal.h"
#include "core/I18n.h"

#include "core/Files.h"
#include "core/Yaml.h"

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <filesystem>
#include <unistd.h>

namespace amiraute::core {

namespace fs = std::filesystem;

std::string journalFolder() {
  if (const char *dir = std::getenv("AMIRAUTE_JOURNAL_DIR"); dir && *dir) return dir;
  if (const char *xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
    return (fs::path(xdg) / "amiraute" / "journal").string();
  if (const char *home = std::getenv("HOME"); home && *home)
    return (fs::path(home) / ".local" / "share" / "amiraute" / "journal").string();
  return (fs::temp_directory_path() / "amiraute-journal").string();
}

namespace {

std::string quoted(const std::string &text) {
  YAML::Emitter out;
  out << YAML::DoubleQuoted << text;
  return out.c_str();
}

std::string headerText(const GameRecord &r) {
  YAML::Emitter out;
  out << YAML::BeginMap;
  out << YAML::Key << "journal" << YAML::Value << 1;
  out << YAML::Key << "game" << YAML::Value << r.game;
  out << YAML::Key << "scenario" << YAML::Value << r.scenario;
  out << YAML::Key << "seed" << YAML::Value << r.seed;
  out << YAML::EndMap;
  return std::string(out.c_str()) + "\nactions:\n";
}

void writeAll(int fd, const std::string &text, const std::string &path) {
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw FileError(fill(tr("cannot write the journal {path}: {why}"),
                           {{"path", path}, {"why", std::strerror(errno)}}));
    }
    done += static_cast<std::size_t>(n);
  }
  if (::fdatasync(fd) != 0)
    throw FileError(
        fill(tr("cannot flush the journal {path}: {why}"), {{"path", path}, {"why", std::strerror(errno)}}));
}

std::string slug(const std::string &text) {
  std::string out;
  for (char c : text)
    out += std::isalnum(static_cast<unsigned char>(c)) ? c : '-';
  return out.empty() ? "game" : out;
}

} // namespace

Journal::Journal(const std::string &folder, const GameRecord &header) : header_(header) {
  header_.scenario = fs::absolute(header.scenario).lexically_normal().string();
  header_.actions.clear();
  std::error_code ec;
  fs::create_directories(folder, ec);
  const auto now = std::chrono::system_clock::now().time_since_epoch();
  const long long stamp = std::chrono::duration_cast<std::chrono::milliseconds>(now).count();
  path_ = (fs::path(folder) / (header.game + "-" + slug(fs::path(header.scenario).stem().string()) + "-" +
                               std::to_string(stamp) + "-" + std::to_string(::getpid()) + ".journal.yaml"))
              .string();
  rewrite(header);
}

Journal::~Journal() {
  if (fd_ >= 0) ::close(fd_);
}

void Journal::rewrite(const GameRecord &record) {
  std::string text = headerText(header_);
  for (const auto &a : record.actions)
    text += "  - " + quoted(a) + "\n";
  writeFileAtomically(path_, text);
  if (fd_ >= 0) ::close(fd_);
  fd_ = ::open(path_.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
  if (fd_ < 0)
    throw FileError(
        fill(tr("cannot open the journal {path}: {why}"), {{"path", path_}, {"why", std::strerror(errno)}}));
  written_ = record.actions;
}

void Journal::append(const std::string &text) { writeAll(fd_, "  - " + quoted(text) + "\n", path_); }

void Journal::sync(const GameRecord &record) {
  const auto &now = record.actions;
  bool grew = now.size() >= written_.size();
  for (std::size_t i = 0; grew && i < written_.size(); ++i)
    grew = now[i] == written_[i];
  if (!grew || record.scenario != header_.scenario || record.seed != header_.seed) {
    header_.scenario = record.scenario.empty() ? header_.scenario
                                               : fs::absolute(record.scenario).lexically_normal().string();
    header_.seed = record.seed;
    rewrite(record);
    return;
  }
  for (std::size_t i = written_.size(); i < now.size(); ++i) {
    append(now[i]);
    written_.push_back(now[i]);
  }
}

void Journal::finish() {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
  std::error_code ec;
  fs::remove(path_, ec);
  written_.clear();
}

void Journal::markFinished(bool over) {
  static const std::string open_suffix = ".journal.yaml", done_suffix = ".finished.yaml";
  const bool finished =
      path_.size() >= done_suffix.size() &&
      path_.compare(path_.size() - done_suffix.size(), done_suffix.size(), done_suffix) == 0;
  if (over == finished) return;
  const std::string stem = path_.substr(0, path_.size() - (finished ? done_suffix : open_suffix).size());
  const std::string to = stem + (over ? done_suffix : open_suffix);
  std::error_code ec;
  fs::rename(path_, to, ec); // the open descriptor follows the file
  if (!ec) path_ = to;
}

GameRecord loadJournal(const std::string &path) {
  std::string text;
  try {
    text = readFile(path);
  } catch (const FileError &e) {
    throw YamlError(path, 0, 0, e.what());
  }
  // A crash may cut the last line: keep whole lines only.
  if (!text.empty() && text.back() != '\n') text.erase(text.rfind('\n') + 1);
  const YAML::Node root = loadYamlString(text, path);
  MapReader top(path, root, "journal");
  top.integer("journal", 1, 1);
  GameRecord r;
  r.game = top.string("game");
  r.scenario = top.string("scenario");
  const YAML::Node seed = top.optional("seed");
  if (seed.IsDefined()) r.seed = seed.as<std::uint64_t>(0);
  const YAML::Node actions = top.optional("actions");
  if (actions.IsSequence())
    for (const auto &a : actions)
      r.actions.push_back(readString(path, a, "action"));
  top.finish();
  return r;
}

std::optional<JournalFound> latestJournal(const std::string &folder, const std::string &game,
                                          const std::string &scenario, const std::string &except) {
  std::error_code ec;
  if (!fs::is_directory(folder, ec)) return std::nullopt;
  const std::string wanted = fs::absolute(scenario).lexically_normal().string();
  std::optional<JournalFound> best;
  fs::file_time_type best_time{};
  for (const auto &entry : fs::directory_iterator(folder, ec)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind(game + "-", 0) != 0 || entry.path().string() == except) continue;
    if (name.size() < 13 || name.compare(name.size() - 13, 13, ".journal.yaml") != 0) continue;
    try {
      GameRecord r = loadJournal(entry.path().string());
      if (r.game != game || r.scenario != wanted || r.actions.empty()) continue;
      const auto when = fs::last_write_time(entry.path(), ec);
      if (best && when <= best_time) continue;
      best_time = when;
      const auto sys = std::chrono::file_clock::to_sys(when);
      const std::time_t t = std::chrono::system_clock::to_time_t(sys);
      char stamp[32];
      std::strftime(stamp, sizeof stamp, "%Y-%m-%d %H:%M", std::localtime(&t));
      best = JournalFound{entry.path().string(), std::move(r), stamp};
    } catch (const std::exception &) {
      continue; // not a journal we can read: leave it alone
    }
  }
  return best;
}

bool isJournalFile(const std::string &path) {
  try {
    const YAML::Node root = loadYamlFile(path);
    return root.IsMap() && root["journal"].IsDefined();
  } catch (const std::exception &) {
    return false; // loadRecord will say what is wrong
  }
}

GameRecord loadRecordOrJournal(const std::string &path) {
  return isJournalFile(path) ? loadJournal(path) : loadRecord(path);
}

std::string asideJournalPath(const std::string &path) {
  static const std::string open_suffix = ".journal.yaml";
  std::string stem = path;
  if (stem.size() >= open_suffix.size() &&
      stem.compare(stem.size() - open_suffix.size(), open_suffix.size(), open_suffix) == 0)
    stem.erase(stem.size() - open_suffix.size());
  return stem + ".aside.yaml";
}

std::string setJournalAside(const std::string &path) {
  const std::string to = asideJournalPath(path);
  std::error_code ec;
  fs::rename(path, to, ec);
  if (ec)
    throw FileError(
        fill(tr("cannot set the journal {path} aside: {why}"), {{"path", path}, {"why", ec.message()}}));
  return to;
}

} // namespace amiraute::core
