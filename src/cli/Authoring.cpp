#include "cli/Authoring.h"

#include "core/Files.h"
#include "core/I18n.h"
#include "core/Yaml.h"
#include "game/Registry.h"

#include <algorithm>
#include <filesystem>

namespace amiraute::cli {

namespace {

using core::fill;
using core::tr;

/// The entry of `name`, or nullptr after saying on `err` which games there are.
const game::GameEntry *gameNamed(const std::string &name, std::ostream &err) {
  if (const game::GameEntry *e = game::findGame(name)) return e;
  std::vector<std::string> names;
  std::string known;
  for (const game::GameEntry &e : game::games()) {
    names.push_back(e.name);
    known += (known.empty() ? "" : ", ") + e.name;
  }
  err << fill(tr("unknown game '{game}'; the games are {list}"), {{"game", name}, {"list", known}});
  if (const std::string close = core::suggest(name, names); !close.empty())
    err << fill(tr(" (did you mean '{word}'?)"), {{"word", close}});
  err << "\n";
  return nullptr;
}

/// What a game without names of `kind` says.
std::string noneOf(const std::string &kind, const std::string &title) {
  const char *pattern = kind == "terrain"   ? tr("{game} has no terrain: its scenarios draw no hex map")
                        : kind == "classes" ? tr("{game} has no piece classes")
                        : kind == "cards"   ? tr("{game} has no cards")
                        : kind == "options" ? tr("{game} has no rules: options")
                                            : tr("{game} has no sides");
  return fill(pattern, {{"game", title}});
}

} // namespace

int listNames(const std::string &kind, const std::string &game_name, std::ostream &out, std::ostream &err) {
  const game::GameEntry *entry = gameNamed(game_name, err);
  if (!entry) return 1;
  const std::vector<game::NameLine> lines = entry->names ? entry->names(kind) : std::vector<game::NameLine>{};
  if (lines.empty()) {
    err << noneOf(kind, entry->title) << "\n";
    return 1;
  }
  std::size_t width = 0;
  for (const game::NameLine &l : lines)
    width = std::max(width, l.name.size());
  for (const game::NameLine &l : lines) {
    std::string text = l.explanation;
    if (kind == "options" && !l.fallback.empty())
      text = fill(tr("{values}, default {default}"), {{"values", text}, {"default", l.fallback}});
    if (!l.clause.empty() && text.find(l.clause) == std::string::npos) text += " (" + l.clause + ")";
    out << l.name << std::string(width - l.name.size() + 2, ' ') << text << "\n";
  }
  return 0;
}

std::string fillTemplate(const std::string &text, const std::string &folder) {
  namespace fs = std::filesystem;
  static const std::string open = "{{data:", close = "}}";
  std::string result;
  std::size_t at = 0;
  while (true) {
    const std::size_t start = text.find(open, at);
    const std::size_t end = start == std::string::npos ? start : text.find(close, start);
    if (end == std::string::npos) break;
    result += text.substr(at, start - at);
    const std::string relative = text.substr(start + open.size(), end - start - open.size());
    const fs::path found = fs::absolute(core::findDataFile(relative)).lexically_normal();
    result += folder.empty()
                  ? found.generic_string()
                  : found.lexically_relative(fs::absolute(folder).lexically_normal()).generic_string();
    at = end + close.size();
  }
  return result + text.substr(at);
}

int newScenario(const std::string &game_name, const std::string &file, bool force, std::ostream &out,
                std::ostream &err) {
  namespace fs = std::filesystem;
  const game::GameEntry *entry = gameNamed(game_name, err);
  if (!entry) return 1;
  std::string text;
  try {
    text = core::readFile(core::findDataFile("assets/templates/" + entry->name + ".yaml"));
  } catch (const core::FileError &e) {
    err << fill(tr("no template for {game}: {why}"), {{"game", entry->title}, {"why", e.what()}}) << "\n";
    return 1;
  }
  if (file.empty()) {
    out << fillTemplate(text, "");
    return 0;
  }
  std::error_code ec;
  if (fs::exists(file, ec) && !force) {
    err << fill(tr("{file} already exists; give --force to replace it"), {{"file", file}}) << "\n";
    return 1;
  }
  const fs::path folder = fs::absolute(file).parent_path();
  try {
    core::writeFileAtomically(file, fillTemplate(text, folder.string()));
  } catch (const core::FileError &e) {
    err << e.what() << "\n";
    return 1;
  }
  out << fill(tr("wrote {file}, a scenario of {game} to fill in; `amiraute validate {file}` checks it"),
              {{"file", file}, {"game", entry->title}})
      << "\n";
  return 0;
}

} // namespace amiraute::cli
