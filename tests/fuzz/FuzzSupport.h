#pragma once
// What the fuzz harnesses share: a private folder laid out like the repository (scenarios/<game>/
// with every shipped scenario, fleets/, decks/) so that fuzzed files can refer to shipped data by
// the same relative paths, and the registry's games. The harnesses are built twice: with libFuzzer
// (clang, tools/fuzz) to search, and with a plain main (tests/fuzz/ReplayMain.cpp) so that ctest
// replays every corpus file as a regression test on every build.
#include "game/Registry.h"
#include "referee/Registry.h"
#include "core/Files.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <unistd.h>
#include <vector>

namespace amiraute::fuzz {

namespace fs = std::filesystem;

/// The private folder (created once per process): a copy of scenarios/, fleets/ and decks/.
inline const fs::path &sandbox() {
  static const fs::path root = [] {
    static const fs::path dir = fs::temp_directory_path() / ("amiraute-fuzz-" + std::to_string(::getpid()));
    std::error_code ec;
    std::atexit([] {
      std::error_code ignored;
      fs::remove_all(dir, ignored);
    });
    fs::create_directories(dir, ec);
    for (const char *data : {"scenarios", "fleets", "decks"}) {
      const fs::path from = core::findDataFile(data);
      if (fs::is_directory(from)) fs::copy(from, dir / data, fs::copy_options::recursive | fs::copy_options::skip_existing, ec);
    }
    return dir;
  }();
  return root;
}

/// Every shipped scenario, as paths inside the sandbox, sorted.
inline const std::vector<std::string> &shippedScenarios() {
  static const std::vector<std::string> all = [] {
    std::vector<std::string> out;
    for (const auto &game : game::games()) {
      const fs::path folder = sandbox() / "scenarios" / game.name;
      std::error_code ec;
      if (!fs::is_directory(folder, ec)) continue;
      for (const auto &f : fs::directory_iterator(folder))
        if (f.path().extension() == ".yaml") out.push_back(f.path().string());
    }
    std::sort(out.begin(), out.end());
    return out;
  }();
  return all;
}

/// Write `bytes` to a file of the sandbox, at `relative`, and return its path.
inline std::string writeInput(const std::string &relative, const std::uint8_t *data, std::size_t size) {
  const fs::path path = sandbox() / relative;
  std::error_code ec;
  fs::create_directories(path.parent_path(), ec);
  FILE *f = std::fopen(path.c_str(), "wb");
  if (f) {
    if (size) std::fwrite(data, 1, size, f);
    std::fclose(f);
  }
  return path.string();
}

} // namespace amiraute::fuzz
