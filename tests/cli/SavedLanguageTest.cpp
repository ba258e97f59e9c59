// The language chosen in the screen's language menu is remembered: the next `amiraute play`
// speaks it from its first words (an error here, so that no window is needed) unless --lang says
// another; the referee at a table keeps to --lang and the locale.
#include "RunBinary.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <utility>
#include <vector>

namespace amiraute::testing {
namespace {

/// Environment variables of this process set for a test and restored after (the binary inherits
/// them).
class Env {
public:
  Env(std::vector<std::pair<std::string, std::string>> values) {
    for (const auto &[name, value] : values) {
      const char *was = std::getenv(name.c_str());
      saved_.emplace_back(name, was ? std::optional<std::string>(was) : std::nullopt);
      if (value.empty())
        ::unsetenv(name.c_str());
      else
        ::setenv(name.c_str(), value.c_str(), 1);
    }
  }
  ~Env() {
    for (const auto &[name, was] : saved_)
      if (was)
        ::setenv(name.c_str(), was->c_str(), 1);
      else
        ::unsetenv(name.c_str());
  }

private:
  std::vector<std::pair<std::string, std::optional<std::string>>> saved_;
};

bool has(const std::string &text, const std::string &part) { return text.find(part) != std::string::npos; }

TEST(SavedLanguage, PlaySpeaksTheLanguageChosenLastTimeUnlessLangSaysAnother) {
  const std::string config = tempPath("-config"), bad = tempPath("-bad.yaml");
  std::filesystem::create_directories(config);
  std::ofstream(config + "/settings.yaml") << "language: fr\n";
  std::ofstream(bad) << "game: nope\n";
  {
    Env env({{"AMIRAUTE_CONFIG_DIR", config},
             {"LANG", "C"},
             {"LC_ALL", ""},
             {"LC_MESSAGES", ""},
             {"LANGUAGE", ""}});
    const RunResult remembered = runAmiraute("play " + bad, "");
    EXPECT_NE(remembered.exit_code, 0);
    EXPECT_TRUE(has(remembered.out, "jeu inconnu")) << remembered.out;
    const RunResult asked = runAmiraute("play " + bad + " --lang en", "");
    EXPECT_TRUE(has(asked.out, "unknown game")) << asked.out;
    // The referee is not the screen: a table's language is its locale or --lang.
    const RunResult table = runAmiraute("referee " + bad, "");
    EXPECT_TRUE(has(table.out, "unknown game")) << table.out;
  }
  {
    // Nothing saved: the locale's language, as before.
    Env env({{"AMIRAUTE_CONFIG_DIR", config + "/none"},
             {"LANG", "C"},
             {"LC_ALL", ""},
             {"LC_MESSAGES", ""},
             {"LANGUAGE", ""}});
    const RunResult fresh = runAmiraute("play " + bad, "");
    EXPECT_TRUE(has(fresh.out, "unknown game")) << fresh.out;
  }
  std::filesystem::remove_all(config);
  std::filesystem::remove(bad);
}

} // namespace
} // namespace amiraute::testing
