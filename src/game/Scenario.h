#pragma once
/// What every game's scenario loader reads alike, written once: the head of the file (`game:`,
/// `title:`, `description:`), the `rules:` mapping of named options read from a table the game
/// declares, the side that moves first (`first:`), and for card games the players and the deal
/// (`players:`, `deal:`). Errors are core::YamlError at the file, line and column, in the words
/// each game passes (a game keeps its own clause ids in them).
#include "core/Yaml.h"
#include "core/YamlChoice.h"
#include "game/Deal.h"
#include "game/Names.h"

#include <array>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace amiraute::game {

/// Open a scenario's text as the mapping `top`, check that its `game:` is `game` (else the error
/// `wrong`, a sentence with {game} for the word found), and fill `rules.file`, `rules.title` and
/// `rules.description`.
template <class R>
core::MapReader readScenarioHead(const std::string &text, const std::string &file, std::string_view game,
                                 const std::string &wrong, R &rules) {
  const YAML::Node root = core::loadYamlString(text, file);
  core::MapReader top(file, root, "scenario");
  rules.file = file;
  const std::string found = top.string("game");
  if (found != game) throw core::errorAt(file, root["game"], core::fill(wrong, {{"game", found}}));
  rules.title = top.string("title", "");
  rules.description = top.string("description", "");
  return top;
}

/// One named option of a `rules:` mapping, how it is read into the game's Options `O`, and how
/// `amiraute list options` shows it (its key, values, default and clause; empty when the reader
/// is written by hand and the table gives no line).
template <class O> struct Option {
  std::function<void(core::MapReader &, O &)> read;
  NameLine line = {};
};

/// A whole number from `min` to `max`, `fallback` when absent; `clause` is the rule it belongs to.
template <class O>
Option<O> number(const char *key, int O::*field, int min, int max, int fallback, const char *clause = "") {
  return {
      [=](core::MapReader &r, O &o) { o.*field = r.integer(key, min, max, fallback); },
      optionLine(key, std::to_string(min) + ".." + std::to_string(max), std::to_string(fallback), clause)};
}
/// A whole number stored at `index` of an array of numbers (one per kind of piece, say); `unit`
/// follows the range in the listing.
template <class O, std::size_t N>
Option<O> numberAt(const char *key, std::array<int, N> O::*field, std::size_t index, int min, int max,
                   int fallback, const char *unit, const char *clause = "") {
  return {[=](core::MapReader &r, O &o) { (o.*field)[index] = r.integer(key, min, max, fallback); },
          optionLine(
              key, std::to_string(min) + ".." + std::to_string(max) + (*unit ? std::string(" ") + unit : ""),
              std::to_string(fallback), clause)};
}
/// A number from `min` to `max` (not only whole), `fallback` when absent; `unit` follows the range
/// in the listing ("0..10 UD").
template <class O>
Option<O> decimal(const char *key, double O::*field, double min, double max, double fallback,
                  const char *unit, const char *clause = "") {
  const auto text = [](double v) {
    std::string s = std::to_string(v);
    s.erase(s.find_last_not_of('0') + 1);
    if (s.back() == '.') s.pop_back();
    return s;
  };
  return {[=](core::MapReader &r, O &o) { o.*field = r.number(key, min, max, fallback); },
          optionLine(key, text(min) + ".." + text(max) + (*unit ? std::string(" ") + unit : ""),
                     text(fallback), clause)};
}
/// true or false, `fallback` when absent.
template <class O> Option<O> flag(const char *key, bool O::*field, bool fallback, const char *clause = "") {
  return {[=](core::MapReader &r, O &o) { o.*field = r.boolean(key, fallback); },
          optionLine(key, "true | false", fallback ? "true" : "false", clause)};
}
/// One word among `words`, stored as the enum value of the same index (core::readChoice: the
/// error names the words and the closest one); the word of index `fallback` when absent.
template <class O, class E>
Option<O> choice(const char *key, E O::*field, std::vector<std::string> words, int fallback,
                 const char *clause = "") {
  std::string values;
  for (const std::string &w : words)
    values += (values.empty() ? "" : " | ") + w;
  const std::string fallback_word = words.at(static_cast<std::size_t>(fallback));
  return {
      [=](core::MapReader &r, O &o) { o.*field = static_cast<E>(core::readChoice(r, key, words, fallback)); },
      optionLine(key, values, fallback_word, clause)};
}

/// The lines `amiraute list options` shows for a table (the options with a line, in its order).
template <class O> std::vector<NameLine> optionLines(const std::vector<Option<O>> &table) {
  std::vector<NameLine> lines;
  for (const Option<O> &option : table)
    if (!option.line.name.empty()) lines.push_back(option.line);
  return lines;
}

/// The `rules:` mapping at `node` read with `table`, in its order; every option absent (or no
/// mapping at all) keeps its default, and a key the table does not name is an error naming the
/// closest one (core::MapReader::finish). `more` reads what the table cannot say (options that
/// depend on each other) before the unknown keys are reported.
template <class O>
O readOptions(const std::string &file, const YAML::Node &node, const std::vector<Option<O>> &table,
              const std::function<void(core::MapReader &, O &)> &more = {}) {
  O o;
  if (!node.IsDefined() || node.IsNull()) return o;
  core::MapReader r(file, node, "rules");
  for (const Option<O> &option : table)
    option.read(r, o);
  if (more) more(r, o);
  r.finish();
  return o;
}

/// What `readTwoSides` says of a `sides:` list that is not two sides, a side with no name, and two
/// sides named alike.
struct SideErrors {
  std::string not_two;
  std::string unnamed;
  std::string alike;
};

/// `sides:`, a list of exactly two mappings: each side's `name:` into `rules.sides` (not empty, and
/// the second not `same` as the first), then `read(side, s)` reads the rest of side `s`; any key
/// nobody read is an error.
template <class R, class Same, class Read>
void readTwoSides(core::MapReader &top, R &rules, const SideErrors &errors, Same same, Read read) {
  const std::string &file = top.file();
  const YAML::Node sides = top.required("sides");
  if (!sides.IsSequence() || sides.size() != 2) throw core::errorAt(file, sides, errors.not_two);
  for (std::size_t s = 0; s < 2; ++s) {
    core::MapReader side(file, sides[s], "side");
    rules.sides[s] = side.string("name");
    if (rules.sides[s].empty()) throw core::errorAt(file, sides[s]["name"], errors.unnamed);
    if (s == 1 && same(rules.sides[1], rules.sides[0]))
      throw core::errorAt(file, sides[s]["name"], errors.alike);
    read(side, s);
    side.finish();
  }
}

/// `first:`, the side that moves first, named as `rules.sideIndex` knows it: `rules.first`. An
/// unknown name is the error `unknown`, a sentence with {name} for it, and the two sides as {list}
/// ("A, B") or {a} and {b}.
template <class R> void readFirstSide(core::MapReader &top, R &rules, const std::string &unknown) {
  const YAML::Node first = top.optional("first");
  if (!first.IsDefined()) return;
  const std::string name = core::readString(top.file(), first, "first");
  rules.first = rules.sideIndex(name);
  if (rules.first < 0)
    throw core::errorAt(top.file(), first,
                        core::fill(unknown, {{"name", name},
                                             {"list", rules.sides[0] + ", " + rules.sides[1]},
                                             {"a", rules.sides[0]},
                                             {"b", rules.sides[1]}}));
}

/// `s` with its ASCII letters in lower case.
std::string lowerAscii(std::string s);
/// The index of `name` among `names` (sides, ships): the same word, else the same ignoring ASCII
/// case; -1 when none is.
template <class Names> int nameIndex(const Names &names, const std::string &name) {
  int i = 0;
  for (const auto &n : names) {
    if (n == name) return i;
    ++i;
  }
  i = 0;
  const std::string lower = lowerAscii(name);
  for (const auto &n : names) {
    if (lowerAscii(n) == lower) return i;
    ++i;
  }
  return -1;
}

/// `players:`, a list of `min` to `max` names in seating order, no two alike ignoring case and
/// accents; `wrong_count` is the error for a list of another size.
std::vector<std::string> readPlayers(core::MapReader &top, int min, int max, const std::string &wrong_count);
/// `deal: program | table` (program when absent).
Deal readDeal(core::MapReader &top);
/// The seat of the player called `name` (exactly, else ignoring case and accents), or -1.
int seatNamed(const std::vector<std::string> &players, const std::string &name);
/// The names of `seats` joined by " & " ("Anne & Bruno"): a boat or a side of partners.
std::string crewName(const std::vector<std::string> &players, const std::vector<int> &seats);

} // namespace amiraute::game
