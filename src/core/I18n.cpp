#include "core/I18n.h"

#include <algorithm>
#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <libintl.h>
#include <mutex>
#include <system_error>
#include <vector>

// glibc's catalogue counter: bumping it makes gettext forget the translations it cached, which is
// how the GNU gettext manual switches languages in a running program (LANGUAGE changed).
extern "C" int _nl_msg_cat_cntr;

namespace amiraute::core {

namespace {

constexpr const char *kDomain = "amiraute";

std::string &current() {
  static std::string lang = "en";
  return lang;
}

/// The folder holding <lang>/LC_MESSAGES/amiraute.mo: beside the binary (or up to two folders
/// above it, the build tree), the install prefix relative to the binary, then the build and
/// install folders known at compile time.
std::string localeFolder() {
  namespace fs = std::filesystem;
  std::vector<fs::path> candidates;
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    fs::path dir = exe.parent_path();
    for (int up = 0; up < 3 && !dir.empty(); ++up, dir = dir.parent_path())
      candidates.push_back(dir / "locale");
    candidates.push_back(exe.parent_path().parent_path() / "share" / "locale");
  }
#ifdef AMIRAUTE_BUILD_LOCALEDIR
  candidates.emplace_back(AMIRAUTE_BUILD_LOCALEDIR);
#endif
#ifdef AMIRAUTE_INSTALL_LOCALEDIR
  candidates.emplace_back(AMIRAUTE_INSTALL_LOCALEDIR);
#endif
  for (const fs::path &c : candidates)
    if (fs::exists(c / "fr" / "LC_MESSAGES" / (std::string(kDomain) + ".mo"), ec)) return c.string();
  return candidates.empty() ? std::string("/usr/share/locale") : candidates.back().string();
}

/// The language the environment asks for: the first of LANGUAGE's list that we have, else
/// LC_ALL, LC_MESSAGES or LANG (the first one set), as gettext reads them. "fr…" is French,
/// anything else English.
/// LANGUAGE as the user set it: setLanguage writes that variable for gettext, and what it wrote
/// is not a wish of the user's.
std::string &writtenLanguage() {
  static std::string written;
  return written;
}
std::string userLanguageList() {
  static const std::string at_start = [] {
    const char *v = std::getenv("LANGUAGE");
    return std::string(v ? v : "");
  }();
  const char *now = std::getenv("LANGUAGE");
  const std::string value = now ? now : "";
  return !writtenLanguage().empty() && value == writtenLanguage() ? at_start : value;
}

std::string languageOfLocale() {
  if (const std::string list = userLanguageList(); !list.empty()) {
    const std::string &all = list;
    std::size_t start = 0;
    while (start <= all.size()) {
      const std::size_t end = std::min(all.find(':', start), all.size());
      const std::string item = all.substr(start, end - start);
      if (item.rfind("fr", 0) == 0) return "fr";
      if (item.rfind("en", 0) == 0) return "en";
      start = end + 1;
    }
  }
  for (const char *name : {"LC_ALL", "LC_MESSAGES", "LANG"})
    if (const char *value = std::getenv(name); value && *value)
      return std::string(value).rfind("fr", 0) == 0 ? "fr" : "en";
  return "en";
}

/// Make gettext answer in `code`. gettext reads LANGUAGE only when the messages locale is not
/// "C", and the user's locale may not be installed: fall back to C.UTF-8, always present.
void applyLanguage(const std::string &code) {
  const char *now = std::setlocale(LC_MESSAGES, "");
  if (!now || std::string(now) == "C" || std::string(now) == "POSIX") std::setlocale(LC_MESSAGES, "C.UTF-8");
  userLanguageList(); // remember the user's LANGUAGE before writing ours
  ::setenv("LANGUAGE", code.c_str(), 1);
  writtenLanguage() = code;
  ++_nl_msg_cat_cntr;
  current() = code;
}

std::once_flag bound;
void bindOnce() {
  std::call_once(bound, [] {
    static const std::string folder = localeFolder();
    ::bindtextdomain(kDomain, folder.c_str());
    ::bind_textdomain_codeset(kDomain, "UTF-8");
    applyLanguage(languageOfLocale());
  });
}

} // namespace

const char *tr(const char *english) {
  bindOnce();
  if (current() == "en" || !english || !*english) return english;
  return ::dgettext(kDomain, english);
}

const char *trn(const char *singular, const char *plural, long n) {
  bindOnce();
  if (current() == "en") return n == 1 ? singular : plural;
  return ::dngettext(kDomain, singular, plural, static_cast<unsigned long>(n < 0 ? -n : n));
}

std::string fill(std::string_view pattern,
                 std::initializer_list<std::pair<std::string_view, std::string>> values) {
  std::string out;
  out.reserve(pattern.size() + 16);
  std::size_t i = 0;
  while (i < pattern.size()) {
    if (pattern[i] == '{') {
      const std::size_t close = pattern.find('}', i + 1);
      if (close != std::string_view::npos) {
        const std::string_view name = pattern.substr(i + 1, close - i - 1);
        bool found = false;
        for (const auto &[key, value] : values)
          if (key == name) {
            out += value;
            found = true;
            break;
          }
        if (found) {
          i = close + 1;
          continue;
        }
      }
    }
    out += pattern[i++];
  }
  return out;
}

namespace {
/// Digits with a separator every three from the right: "1500" -> "1,500".
std::string groupDigits(const std::string &digits, const char *separator) {
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += separator;
    out += digits[i];
  }
  return out;
}
const char *thousandsSeparator() { return language() == "fr" ? "\u202f" : ","; }
} // namespace

std::string grouped(long long n) {
  // The magnitude as unsigned, so that the smallest long long has one too.
  const unsigned long long magnitude = n < 0 ? 0ULL - static_cast<unsigned long long>(n) : n;
  return (n < 0 ? "-" : "") + groupDigits(std::to_string(magnitude), thousandsSeparator());
}

std::string decimal(double value, int decimals) {
  decimals = std::clamp(decimals, 0, 9);
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  std::string s = text;
  const bool negative = !s.empty() && s[0] == '-';
  if (negative) s.erase(0, 1);
  const std::size_t point = s.find('.');
  std::string whole = s.substr(0, point);
  if (whole.find_first_not_of("0123456789") != std::string::npos) return text; // inf, nan
  std::string out = (negative ? "-" : "") + groupDigits(whole, thousandsSeparator());
  if (point != std::string::npos) out += (language() == "fr" ? "," : ".") + s.substr(point + 1);
  return out;
}

bool setLanguage(const std::string &code) {
  bindOnce();
  if (code.empty()) {
    applyLanguage(languageOfLocale());
    return true;
  }
  if (code != "en" && code != "fr") return false;
  applyLanguage(code);
  return true;
}

std::string language() {
  bindOnce();
  return current();
}

std::string catalogueFolder() {
  bindOnce();
  const char *dir = ::bindtextdomain(kDomain, nullptr);
  return dir ? dir : "";
}

} // namespace amiraute::core
