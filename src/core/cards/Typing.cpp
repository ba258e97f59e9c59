#include "core/cards/Typing.h"

#include "core/Yaml.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>
#include <string_view>

namespace amiraute::core::cards {

namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool allDigits(std::string_view w) { return !w.empty() && std::all_of(w.begin(), w.end(), isDigit); }

/// Bytes of a thousands separator at `at` (a space, a non-breaking or thin space, a dot, a comma,
/// an apostrophe), or 0.
std::size_t separatorAt(std::string_view w, std::size_t at) {
  static constexpr std::array<std::string_view, 8> kSeparators = {
      " ", ".", ",", "'", "\xC2\xA0", "\xE2\x80\xAF", "\xE2\x80\x89", "\xE2\x80\x99"};
  for (std::string_view s : kSeparators)
    if (w.substr(at, s.size()) == s) return s.size();
  return 0;
}

/// "20 000", "20.000t", "1,000 miles" → "20000", "20000t", "1000 miles"; anything else unchanged.
std::string joinThousands(const std::string &w) {
  std::size_t i = 0;
  while (i < w.size() && i < 3 && isDigit(w[i]))
    ++i;
  if (i == 0 || (i < w.size() && isDigit(w[i]))) return w;
  std::string digits = w.substr(0, i);
  bool joined = false;
  for (;;) {
    const std::size_t sep = separatorAt(w, i);
    if (sep == 0) break;
    const std::size_t g = i + sep;
    if (g + 3 > w.size() || !allDigits(std::string_view(w).substr(g, 3)) ||
        (g + 3 < w.size() && isDigit(w[g + 3])))
      break;
    digits += w.substr(g, 3);
    i = g + 3;
    joined = true;
  }
  return joined ? digits + w.substr(i) : w;
}

bool isTonnage(const std::string &w) {
  const std::string n = normalizeWord(w);
  return n == "t" || n == "tx" || n == "tonneaux" || n == "tonneau" || n == "tonnes" || n == "tonne" ||
         n == "tons" || n == "ton";
}

bool isMiles(const std::string &w) {
  const std::string n = normalizeWord(w);
  return n == "milles" || n == "mille" || n == "miles" || n == "mile" || n == "mi" || n == "mn" || n == "nm";
}

bool isNautical(const std::string &w) {
  const std::string n = normalizeWord(w);
  return n == "nautiques" || n == "nautique" || n == "nautical";
}

/// A number and a unit in one word ("20000t", "20000 tonneaux", "600 milles"): the deck's word
/// for it, or the word unchanged.
std::string foldUnit(const Deck &deck, const std::string &number, const std::string &unit,
                     const std::string &unchanged) {
  if (isTonnage(unit))
    if (auto c = deck.find(number + "t")) return deck.type(*c).id;
  if (isMiles(unit))
    if (auto c = deck.find(number)) return deck.type(*c).id;
  return unchanged;
}

std::vector<std::string> splitNormalized(const std::string &n) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : n) {
    if (c == '_') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

} // namespace

std::string lowerWord(std::string word) {
  for (char &c : word)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return word;
}

std::vector<std::string> readableNumbers(const Deck &deck, std::vector<std::string> w) {
  for (std::string &word : w)
    word = joinThousands(word);
  // Groups typed as separate words: "20" "000" "t", "1" "000".
  for (std::size_t i = 0; i + 1 < w.size(); ++i) {
    if (!allDigits(w[i]) || w[i].size() > 3) continue;
    while (i + 1 < w.size() && allDigits(w[i]) && w[i + 1].size() >= 3 &&
           allDigits(std::string_view(w[i + 1]).substr(0, 3)) &&
           (w[i + 1].size() == 3 || !isDigit(w[i + 1][3]))) {
      w[i] += w[i + 1];
      w.erase(w.begin() + static_cast<std::ptrdiff_t>(i) + 1);
    }
  }
  for (std::size_t i = 0; i < w.size(); ++i) {
    std::size_t d = 0;
    while (d < w[i].size() && isDigit(w[i][d]))
      ++d;
    if (d == 0) continue;
    const std::string number = w[i].substr(0, d);
    if (d < w[i].size()) { // a unit in the same word: "20000t", "20000 tonneaux" (quoted)
      std::string unit = w[i].substr(d);
      unit.erase(0, unit.find_first_not_of(' '));
      w[i] = foldUnit(deck, number, unit, w[i]);
      continue;
    }
    if (i + 1 < w.size()) {
      const std::string folded = foldUnit(deck, number, w[i + 1], w[i]);
      if (folded != w[i] || (isMiles(w[i + 1]) && deck.find(number))) {
        const bool miles = isMiles(w[i + 1]);
        w[i] = folded;
        w.erase(w.begin() + static_cast<std::ptrdiff_t>(i) + 1);
        if (miles && i + 1 < w.size() && isNautical(w[i + 1]))
          w.erase(w.begin() + static_cast<std::ptrdiff_t>(i) + 1);
      }
    }
  }
  return w;
}

std::string suggestCard(const Deck &deck, const std::string &typed) {
  struct Candidate {
    std::string shown, norm;
  };
  std::vector<Candidate> all;
  for (const CardType &t : deck.types) {
    for (const std::string *name : {&t.fr, &t.en, &t.id})
      if (!name->empty()) all.push_back({*name, normalizeWord(*name)});
    for (const std::string &a : t.aliases)
      all.push_back({a, normalizeWord(a)});
  }
  const std::string n = normalizeWord(typed);
  if (n.empty()) return {};
  // By spelling: one slip of the keyboard or two.
  std::vector<std::string> norms;
  for (const Candidate &c : all)
    norms.push_back(c.norm);
  const std::string close = suggest(n, norms);
  if (!close.empty())
    for (const Candidate &c : all)
      if (c.norm == close) return c.shown;
  // By the words they share: "Avion abattu" is closest to "Avion touché" (two words, one shared),
  // then to "Avion" (one word).
  const std::vector<std::string> words = splitNormalized(n);
  const Candidate *best = nullptr;
  int best_shared = 0;
  std::size_t best_gap = 0;
  for (const Candidate &c : all) {
    const std::vector<std::string> theirs = splitNormalized(c.norm);
    int shared = 0;
    for (const std::string &w : words)
      if (w.size() >= 3 && std::find(theirs.begin(), theirs.end(), w) != theirs.end()) ++shared;
    const std::size_t gap =
        theirs.size() > words.size() ? theirs.size() - words.size() : words.size() - theirs.size();
    if (shared > best_shared || (shared == best_shared && shared > 0 && gap < best_gap)) {
      best = &c;
      best_shared = shared;
      best_gap = gap;
    }
  }
  return best ? best->shown : std::string();
}

} // namespace amiraute::core::cards
