#include "core/Yaml.h"
#include "core/I18n.h"

#include "core/Files.h"
#include "core/Utf8.h"

#include <yaml-cpp/depthguard.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

namespace amiraute::core {

namespace {
std::string format(const std::string &file, int line, int column, const std::string &message) {
  std::ostringstream out;
  out << file;
  if (line > 0) out << ':' << line << ':' << column;
  out << ": " << message;
  return out.str();
}

std::string describe(double v) {
  std::ostringstream out;
  out << v;
  return out.str();
}

/// The texts loadYamlString read last on this thread (file, text), newest last: what an error's
/// line is looked up in.
thread_local std::vector<std::pair<std::string, std::string>> t_sources;

void remember(const std::string &file, const std::string &text) {
  std::erase_if(t_sources, [&](const auto &s) { return s.first == file; });
  t_sources.emplace_back(file, text);
  if (t_sources.size() > 8) t_sources.erase(t_sources.begin());
}

/// Line `line` (from 1) of the text read for `file`, or nothing.
std::optional<std::string> sourceLine(const std::string &file, int line) {
  for (const auto &[name, text] : t_sources) {
    if (name != file) continue;
    std::size_t start = 0;
    for (int l = 1; l < line; ++l) {
      start = text.find('\n', start);
      if (start == std::string::npos) return std::nullopt;
      ++start;
    }
    const std::size_t end = text.find('\n', start);
    std::string out = text.substr(start, end == std::string::npos ? std::string::npos : end - start);
    if (!out.empty() && out.back() == '\r') out.pop_back();
    return out;
  }
  return std::nullopt;
}

/// The message as a person can read it: a tab written \t, and the invisible end of the line named
/// when it ends with spaces or a tab.
std::string visible(const std::string &file, int line, const std::string &message) {
  std::string out;
  for (char c : message)
    out += c == '\t' ? std::string("\\t") : std::string(1, c);
  if (line <= 0) return out;
  const std::optional<std::string> text = sourceLine(file, line);
  if (!text || text->empty()) return out;
  if (text->back() == '\t') return out + tr(" (the line ends with a tab, \\t, that you cannot see)");
  if (text->back() == ' ') return out + tr(" (the line ends with a space that you cannot see)");
  return out;
}

thread_local YamlReport *t_report = nullptr;

bool sameError(const YamlError &a, const YamlError &b) { return std::string(a.what()) == b.what(); }

bool quoted(const YAML::Node &node) { return node.Tag() == "!"; }

} // namespace

YamlError::YamlError(const std::string &f, int l, int c, const std::string &m)
    : std::runtime_error(format(f, l, c, visible(f, l, m))), file(f), line(l), column(c),
      message(visible(f, l, m)) {}

YamlReport::YamlReport(std::size_t limit) : limit_(std::max<std::size_t>(1, limit)), outer_(t_report) {
  t_report = this;
}

YamlReport::~YamlReport() { t_report = outer_; }

void YamlReport::error(const YamlError &e) {
  if (std::none_of(errors_.begin(), errors_.end(), [&](const YamlError &o) { return sameError(o, e); }))
    errors_.push_back(e);
}

void YamlReport::stopped(const YamlError &e) { error(e); }

void YamlReport::warning(const YamlError &w) {
  if (std::none_of(warnings_.begin(), warnings_.end(), [&](const YamlError &o) { return sameError(o, w); }))
    warnings_.push_back(w);
}

void reportError(const YamlError &error) {
  if (!t_report) throw error;
  t_report->error(error);
  if (t_report->full()) throw error;
}

void warnAt(const std::string &file, const YAML::Node &node, const std::string &message) {
  if (t_report) t_report->warning(errorAt(file, node, message));
}

YamlError errorAt(const std::string &file, const YAML::Node &node, const std::string &message) {
  if (node.IsDefined() || node.IsNull()) {
    const YAML::Mark mark = node.Mark();
    if (mark.line >= 0) return YamlError(file, mark.line + 1, mark.column + 1, message);
  }
  return YamlError(file, 0, 0, message);
}

namespace {

/// Line and column (from 1) of byte `offset` in `text`.
std::pair<int, int> position(const std::string &text, std::size_t offset) {
  int line = 1, column = 1;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
      ++column; // columns count characters, not the bytes inside one
    }
  }
  return {line, column};
}

/// Duplicate keys (which yaml-cpp keeps silently, the first one winning) and nesting deeper than
/// kMaxYamlDepth are errors at the offending node.
void checkTree(const std::string &file, const YAML::Node &node, int depth) {
  if (depth > kMaxYamlDepth)
    throw errorAt(file, node,
                  fill(tr("nested more than {n} levels deep"), {{"n", std::to_string(kMaxYamlDepth)}}));
  if (node.IsMap()) {
    std::set<std::string> seen;
    for (const auto &entry : node) {
      if (entry.first.IsScalar() && !seen.insert(entry.first.Scalar()).second)
        reportError(errorAt( // the first one is read
            file, entry.first,
            fill(tr("the key '{key}' is given twice in this mapping"), {{"key", entry.first.Scalar()}})));
      checkTree(file, entry.second, depth + 1);
    }
  } else if (node.IsSequence()) {
    for (const auto &item : node)
      checkTree(file, item, depth + 1);
  }
}

} // namespace

/// Where a tab stands in the indentation of a line up to `last_line` (from 1), the nearest one
/// before it: what a YAML parser stumbles on.
std::optional<std::pair<int, int>> indentationTab(const std::string &text, int last_line) {
  std::optional<std::pair<int, int>> found;
  int line = 1;
  bool indent = true;
  int column = 1;
  for (char c : text) {
    if (line > last_line) break;
    if (c == '\n') {
      ++line;
      indent = true;
      column = 1;
      continue;
    }
    if (indent && c == '\t') found = std::make_pair(line, column);
    if (c != ' ' && c != '\t' && c != '-') indent = false; // "- " starts an item: still indentation
    ++column;
  }
  return found;
}

YAML::Node loadYamlString(const std::string &text, const std::string &file) {
  remember(file, text);
  if (const auto bad = firstInvalidUtf8(text)) {
    const auto [line, column] = position(text, *bad);
    char byte[8];
    std::snprintf(byte, sizeof byte, "\\x%02X", static_cast<unsigned char>(text[*bad]));
    throw YamlError(
        file, line, column,
        fill(tr("the byte {byte} is not UTF-8; save the file as UTF-8 (a Latin-1 'ö' is one such byte)"),
             {{"byte", byte}}));
  }
  YAML::Node root;
  try {
    root = YAML::Load(text);
  } catch (const YAML::DeepRecursion &e) {
    throw YamlError(file, e.mark.line + 1, e.mark.column + 1,
                    fill(tr("nested more than {n} levels deep"), {{"n", std::to_string(kMaxYamlDepth)}}));
  } catch (const YAML::ParserException &e) {
    if (const auto tab = indentationTab(text, e.mark.line + 1))
      throw YamlError(file, tab->first, tab->second,
                      tr("a tab (\\t) in the indentation: YAML indents with spaces only"));
    throw YamlError(file, e.mark.line + 1, e.mark.column + 1, e.msg);
  }
  checkTree(file, root, 0);
  return root;
}

YAML::Node loadYamlFile(const std::string &path) {
  std::string text;
  try {
    text = readFile(path);
  } catch (const FileError &e) {
    throw YamlError(path, 0, 0, e.what());
  }
  return loadYamlString(text, path);
}

std::string readYamlText(const std::string &path) {
  try {
    return readFile(path);
  } catch (const std::exception &) {
    throw YamlError(path, 0, 0, tr("cannot open the file"));
  }
}

std::string suggest(const std::string &word, const std::vector<std::string> &known) {
  std::string best;
  std::size_t best_distance = std::max<std::size_t>(2, word.size() / 3) + 1;
  for (const std::string &k : known) {
    // Levenshtein distance with a rolling row.
    std::vector<std::size_t> row(k.size() + 1);
    for (std::size_t j = 0; j <= k.size(); ++j)
      row[j] = j;
    for (std::size_t i = 1; i <= word.size(); ++i) {
      std::size_t diagonal = row[0];
      row[0] = i;
      for (std::size_t j = 1; j <= k.size(); ++j) {
        const std::size_t up = row[j];
        row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (word[i - 1] == k[j - 1] ? 0 : 1)});
        diagonal = up;
      }
    }
    if (row[k.size()] < best_distance) {
      best_distance = row[k.size()];
      best = k;
    }
  }
  return best;
}

std::string readString(const std::string &file, const YAML::Node &node, const std::string &what) {
  if (!node.IsScalar()) throw errorAt(file, node, fill(tr("{what} must be a text value"), {{"what", what}}));
  return node.Scalar();
}

std::string readDigits(const std::string &file, const YAML::Node &node, const std::string &what) {
  const std::string text = readString(file, node, what);
  const bool digits =
      !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (digits && node.Tag() == "?")
    reportError(
        errorAt(file, node,
                fill(tr("{what} {value} must be written in quotes, \"{value}\": without them YAML reads a "
                        "number"),
                     {{"what", what}, {"value", text}})));
  return text;
}

namespace {

/// A number in [min, max]: errors are reported (readNumber's rules), the reading going on with
/// the nearest value in range, or `safe` when there is no number to go by.
double numberIn(const std::string &file, const YAML::Node &node, const std::string &what, double min,
                double max, double safe) {
  if (!node.IsScalar()) {
    reportError(errorAt(file, node, fill(tr("{what} must be a number"), {{"what", what}})));
    return safe;
  }
  double v = 0;
  try {
    v = node.as<double>();
  } catch (const YAML::Exception &) {
    reportError(errorAt(
        file, node,
        fill(tr("{what} must be a number, not '{value}'"), {{"what", what}, {"value", node.Scalar()}})));
    return safe;
  }
  if (!std::isfinite(v)) {
    reportError(errorAt(
        file, node,
        fill(tr("{what} must be between {min} and {max}, not {value}"),
             {{"what", what}, {"min", describe(min)}, {"max", describe(max)}, {"value", node.Scalar()}})));
    return safe;
  }
  if (quoted(node))
    reportError(errorAt(file, node,
                        fill(tr("{what} must be a number, not the text \"{value}\": write it without quotes"),
                             {{"what", what}, {"value", node.Scalar()}})));
  if (v < min || v > max) {
    reportError(errorAt(
        file, node,
        fill(tr("{what} must be between {min} and {max}, not {value}"),
             {{"what", what}, {"min", describe(min)}, {"max", describe(max)}, {"value", node.Scalar()}})));
    return std::clamp(v, min, max);
  }
  return v;
}

/// The same for a whole number.
int intIn(const std::string &file, const YAML::Node &node, const std::string &what, int min, int max,
          int safe) {
  if (!node.IsScalar()) {
    reportError(errorAt(file, node, fill(tr("{what} must be a whole number"), {{"what", what}})));
    return safe;
  }
  long long v = 0;
  try {
    v = node.as<long long>();
  } catch (const YAML::Exception &) {
    reportError(errorAt(file, node,
                        fill(tr("{what} must be a whole number, not '{value}'"),
                             {{"what", what}, {"value", node.Scalar()}})));
    return safe;
  }
  if (quoted(node))
    reportError(errorAt(file, node,
                        fill(tr("{what} must be a number, not the text \"{value}\": write it without quotes"),
                             {{"what", what}, {"value", node.Scalar()}})));
  if (v < min || v > max) {
    reportError(
        errorAt(file, node,
                fill(tr("{what} must be between {min} and {max}, not {value}"), {{"what", what},
                                                                                 {"min", std::to_string(min)},
                                                                                 {"max", std::to_string(max)},
                                                                                 {"value", node.Scalar()}})));
    return static_cast<int>(std::clamp<long long>(v, min, max));
  }
  return static_cast<int>(v);
}

/// true or false (YAML 1.2's words, as the schemas read them: not yes, no, on or off).
bool boolOr(const std::string &file, const YAML::Node &node, const std::string &what, bool safe) {
  if (!node.IsScalar()) {
    reportError(errorAt(file, node, fill(tr("{what} must be true or false"), {{"what", what}})));
    return safe;
  }
  const std::string &t = node.Scalar();
  const bool yes = t == "true" || t == "True" || t == "TRUE";
  const bool no = t == "false" || t == "False" || t == "FALSE";
  if (!yes && !no) {
    reportError(errorAt(
        file, node, fill(tr("{what} must be true or false, not '{value}'"), {{"what", what}, {"value", t}})));
    return safe;
  }
  if (quoted(node))
    reportError(
        errorAt(file, node,
                fill(tr("{what} must be true or false, not the text \"{value}\": write it without quotes"),
                     {{"what", what}, {"value", t}})));
  return yes;
}

} // namespace

double readNumber(const std::string &file, const YAML::Node &node, const std::string &what, double min,
                  double max) {
  return numberIn(file, node, what, min, max, min);
}

int readInt(const std::string &file, const YAML::Node &node, const std::string &what, int min, int max) {
  return intIn(file, node, what, min, max, min);
}

bool readBool(const std::string &file, const YAML::Node &node, const std::string &what) {
  return boolOr(file, node, what, false);
}

MapReader::MapReader(const std::string &file, const YAML::Node &node, std::string what)
    : file_(file), node_(node), what_(std::move(what)) {
  if (!node.IsMap())
    throw errorAt(file, node, fill(tr("{what} must be a mapping of keys to values"), {{"what", what_}}));
}

void MapReader::allow(const std::string &key) { known_.insert(key); }

bool MapReader::has(const std::string &key) const {
  const YAML::Node n = node_[key];
  return n.IsDefined();
}

YAML::Node MapReader::required(const std::string &key) {
  known_.insert(key);
  YAML::Node n = node_[key];
  if (!n.IsDefined()) {
    // A misspelt key is the likelier mistake: name it where it stands.
    if (auto typo = misspelt(key)) throw *typo;
    throw errorAt(file_, node_, fill(tr("{what} needs the key '{key}'"), {{"what", what_}, {"key", key}}));
  }
  return n;
}

std::optional<YamlError> MapReader::misspelt(const std::string &key) const {
  for (const auto &entry : node_) {
    if (!entry.first.IsScalar()) continue;
    const std::string &written = entry.first.Scalar();
    if (written == key || known_.count(written)) continue;
    if (suggest(written, {key}) == key)
      return errorAt(file_, entry.first,
                     fill(tr("unknown key '{key}' in {what} (did you mean '{close}'?)"),
                          {{"key", written}, {"what", what_}, {"close", key}}));
  }
  return std::nullopt;
}

YAML::Node MapReader::optional(const std::string &key) {
  known_.insert(key);
  return node_[key];
}

std::string MapReader::string(const std::string &key) {
  return readString(file_, required(key), what_ + "." + key);
}
std::string MapReader::string(const std::string &key, const std::string &fallback) {
  YAML::Node n = optional(key);
  return n.IsDefined() ? readString(file_, n, what_ + "." + key) : fallback;
}
double MapReader::number(const std::string &key, double min, double max) {
  return readNumber(file_, required(key), what_ + "." + key, min, max);
}
double MapReader::number(const std::string &key, double min, double max, double fallback) {
  YAML::Node n = optional(key);
  return n.IsDefined() ? numberIn(file_, n, what_ + "." + key, min, max, fallback) : fallback;
}
int MapReader::integer(const std::string &key, int min, int max) {
  return readInt(file_, required(key), what_ + "." + key, min, max);
}
int MapReader::integer(const std::string &key, int min, int max, int fallback) {
  YAML::Node n = optional(key);
  return n.IsDefined() ? intIn(file_, n, what_ + "." + key, min, max, fallback) : fallback;
}
bool MapReader::boolean(const std::string &key, bool fallback) {
  YAML::Node n = optional(key);
  return n.IsDefined() ? boolOr(file_, n, what_ + "." + key, fallback) : fallback;
}

void MapReader::finish() const {
  std::vector<std::string> known(known_.begin(), known_.end());
  for (const auto &entry : node_) {
    const std::string key = entry.first.IsScalar() ? entry.first.Scalar() : std::string("?");
    if (known_.count(key)) continue;
    std::string message;
    const std::string close = suggest(key, known);
    if (!close.empty()) {
      message = fill(tr("unknown key '{key}' in {what} (did you mean '{close}'?)"),
                     {{"key", key}, {"what", what_}, {"close", close}});
    } else if (known.empty()) {
      message =
          fill(tr("unknown key '{key}' in {what}, which takes no key here"), {{"key", key}, {"what", what_}});
    } else {
      std::string list;
      for (const auto &k : known)
        list += (list.empty() ? "" : ", ") + k;
      message = fill(tr("unknown key '{key}' in {what} (known keys: {list})"),
                     {{"key", key}, {"what", what_}, {"list", list}});
    }
    reportError(errorAt(file_, entry.first, message)); // the key is left unread
  }
}

} // namespace amiraute::core
