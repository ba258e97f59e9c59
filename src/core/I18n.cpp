#include "core/I18n.h"

namespace amiraute::core {

namespace {
std::string &current() {
  static std::string lang = "en";
  return lang;
}
} // namespace

// The catalogue lookup arrives with the translations (gettext); until then every sentence is
// its English key.
const char *tr(const char *english) { return english; }

const char *trn(const char *singular, const char *plural, long n) { return n == 1 ? singular : plural; }

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

bool setLanguage(const std::string &code) {
  if (code.empty()) return true;
  if (code != "en" && code != "fr") return false;
  current() = code;
  return true;
}

std::string language() { return current(); }

} // namespace amiraute::core
