#pragma once
/// Reading user-authored YAML with errors a person can act on: every problem is reported as
/// `file:line:column: message`, and unknown keys are errors (a typo is never silently ignored).
#include <yaml-cpp/yaml.h>

#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace amiraute::core {

/// An error in a YAML file; what() is `file:line:column: message` (line and column from 1). A tab
/// in the message is written `\t`; when the line it points at (in a file read by loadYamlString)
/// ends with spaces or a tab, the message says so — invisible, they are often the cause.
struct YamlError : std::runtime_error {
  YamlError(const std::string &file, int line, int column, const std::string &message);
  std::string file;
  int line;
  int column;
  std::string message;
};

/// How deep mappings and lists may nest in a file we read.
inline constexpr int kMaxYamlDepth = 64;

/// Parse a YAML file; syntax errors, unreadable files (and files that are not regular or too
/// large, see core::readFile), bytes that are not UTF-8, duplicate keys and nesting deeper than
/// kMaxYamlDepth become YamlError.
YAML::Node loadYamlFile(const std::string &path);
/// The text of a scenario or deck file, for a loader that parses it itself; YamlError(path, 0, 0,
/// "cannot open the file") when it cannot be read (missing, not a regular file, too large).
std::string readYamlText(const std::string &path);
/// Parse YAML text; `file` is only used to name the source in errors.
YAML::Node loadYamlString(const std::string &text, const std::string &file);

/// An error located at `node` (its line and column), or at the file if the node has no mark.
YamlError errorAt(const std::string &file, const YAML::Node &node, const std::string &message);

/// Every problem of a file in one run, for `amiraute validate`. While a YamlReport is alive on this
/// thread, the read helpers of this file report an error they can step over — a value of the
/// wrong type or out of range (read as the nearest allowed value, or the default), a number or a
/// truth value written in quotes, a hex written without them, an unknown key (ignored), a word
/// that is not among the choices (the default), a key given twice (the first one wins) — and go
/// on; an error that cannot be read past is still thrown and ends the reading (the loader's own
/// checks mostly). Without a report, the first error is thrown as ever. Warnings (legal, but
/// likely a mistake) are kept by a report and ignored otherwise.
class YamlReport {
public:
  /// Collect up to `limit` errors; the one reaching the limit is thrown (the reading stops).
  explicit YamlReport(std::size_t limit = 20);
  ~YamlReport();
  YamlReport(const YamlReport &) = delete;
  YamlReport &operator=(const YamlReport &) = delete;

  /// The error that ended the reading: kept after the others (once).
  void stopped(const YamlError &error);
  /// Keep an error or a warning (reportError and warnAt call these).
  void error(const YamlError &error);
  void warning(const YamlError &warning);
  const std::vector<YamlError> &errors() const { return errors_; }
  const std::vector<YamlError> &warnings() const { return warnings_; }
  /// True when the report holds its limit of errors: the reading stopped there.
  bool full() const { return errors_.size() >= limit_; }
  std::size_t limit() const { return limit_; }

private:
  std::size_t limit_;
  std::vector<YamlError> errors_;
  std::vector<YamlError> warnings_;
  YamlReport *outer_;
};

/// An error the reading can step over: thrown when no YamlReport listens, else kept (and thrown
/// once the report holds its limit). The caller goes on with a safe value.
void reportError(const YamlError &error);
/// A warning at `node` (a class that replaces a standard one, a ship left off a table…): kept by
/// a listening YamlReport, else nothing.
void warnAt(const std::string &file, const YAML::Node &node, const std::string &message);

/// Closest word in `known` to `word` by edit distance, if close enough to be a likely typo.
std::string suggest(const std::string &word, const std::vector<std::string> &known);

/// Reads scalars with type and range checks. A number or a truth value written in quotes ("1",
/// "true") is an error, as the schemas say (a text is not a number); a YamlReport reads past it.
std::string readString(const std::string &file, const YAML::Node &node, const std::string &what);
/// A text made of digits, such as a hex "0503": it must be written in quotes, since YAML (and an
/// editor checking the schema) reads 0503 unquoted as a number. `example` shows it quoted.
std::string readDigits(const std::string &file, const YAML::Node &node, const std::string &what);
double readNumber(const std::string &file, const YAML::Node &node, const std::string &what, double min,
                  double max);
int readInt(const std::string &file, const YAML::Node &node, const std::string &what, int min, int max);
bool readBool(const std::string &file, const YAML::Node &node, const std::string &what);

/// Reads a mapping key by key and, at finish(), rejects any key nobody asked for.
class MapReader {
public:
  /// Throws unless `node` is a mapping. `what` names it in errors ("ship", "rules").
  MapReader(const std::string &file, const YAML::Node &node, std::string what);

  /// Declare a key as known without reading it (optional keys that are read elsewhere).
  void allow(const std::string &key);
  bool has(const std::string &key) const;
  /// The node under `key`; error if missing — naming a misspelt key first when there is one.
  YAML::Node required(const std::string &key);
  /// The error for a key of this mapping that looks like a misspelling of `key` (which is
  /// missing), e.g. `heding` for `heading`; nothing if there is none. For a loader's own checks of
  /// missing keys, so the typo is named before "missing".
  std::optional<YamlError> misspelt(const std::string &key) const;
  /// The node under `key`, or an undefined node if missing.
  YAML::Node optional(const std::string &key);

  std::string string(const std::string &key);
  std::string string(const std::string &key, const std::string &fallback);
  double number(const std::string &key, double min, double max);
  double number(const std::string &key, double min, double max, double fallback);
  int integer(const std::string &key, int min, int max);
  int integer(const std::string &key, int min, int max, int fallback);
  bool boolean(const std::string &key, bool fallback);

  /// Error on every key not read or allowed, naming the closest known key.
  void finish() const;

  const std::string &file() const { return file_; }
  const YAML::Node &node() const { return node_; }

private:
  std::string file_;
  YAML::Node node_;
  std::string what_;
  std::set<std::string> known_;
};

} // namespace amiraute::core
