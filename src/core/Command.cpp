#include "core/Command.h"
#include "core/I18n.h"

#include <charconv>
#include <cmath>

namespace amiraute::core {

std::vector<std::string> splitCommand(const std::string &line) {
  std::vector<std::string> words;
  std::string current;
  bool in_word = false;
  bool quoted = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted) {
      if (c == '"')
        quoted = false;
      else
        current += c;
      continue;
    }
    if (c == '"') {
      quoted = true;
      in_word = true;
    } else if (c == '#') {
      break;
    } else if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      if (in_word) words.push_back(current);
      current.clear();
      in_word = false;
    } else {
      current += c;
      in_word = true;
    }
  }
  if (quoted) throw CommandError(tr("a quote is not closed: names with spaces go in \"double quotes\""));
  if (in_word) words.push_back(current);
  return words;
}

std::string quoteWord(const std::string &word) {
  if (word.empty() || word.find_first_of(" \t#") != std::string::npos) return "\"" + word + "\"";
  return word;
}

double parseNumber(const std::string &word, const std::string &what) {
  double v = 0;
  const char *begin = word.data();
  const char *end = word.data() + word.size();
  if (!word.empty() && *begin == '+') ++begin;
  auto [ptr, ec] = std::from_chars(begin, end, v);
  if (word.empty() || ec != std::errc() || ptr != end || !std::isfinite(v))
    throw CommandError(what + " must be a number, not '" + word + "'");
  return v;
}

int parseInt(const std::string &word, const std::string &what) {
  int v = 0;
  auto [ptr, ec] = std::from_chars(word.data(), word.data() + word.size(), v);
  if (word.empty() || ec != std::errc() || ptr != word.data() + word.size())
    throw CommandError(what + " must be a whole number, not '" + word + "'");
  return v;
}

} // namespace amiraute::core
