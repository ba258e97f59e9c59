#pragma once
// The games with a board (ui/Boards.h) and a shipped scenario of each that the screen opens, for
// the tests that run over every board: a game joins them by registering its board.
#include "core/Files.h"
#include "game/Registry.h"
#include "ui/Boards.h"

#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

namespace amiraute::ui::uitest {

struct BoardCase {
  std::string game;
  std::string scenario; ///< a full path
};
inline void PrintTo(const BoardCase &c, std::ostream *os) { *os << c.game << " " << c.scenario; }

/// Each game with a board and its smallest scenario the screen opens (`largest`: its largest, the
/// main board, as a player first sees it).
inline std::vector<BoardCase> boardCases(bool largest = false) {
  std::vector<BoardCase> out;
  for (const game::GameEntry &g : game::games()) {
    if (!hasBoard(g.name)) continue;
    const std::filesystem::path folder = core::findDataFile("scenarios/" + g.name);
    std::string best;
    std::uintmax_t best_size = 0;
    for (const auto &f : std::filesystem::directory_iterator(folder)) {
      if (f.path().extension() != ".yaml") continue;
      try {
        (void)openFrame(f.path().string(), "", 1);
      } catch (const std::exception &) {
        continue; // a scenario for the referee only (a real deck at a real table)
      }
      const auto size = std::filesystem::file_size(f.path());
      if (best.empty() || (largest ? size > best_size : size < best_size)) {
        best = f.path().string();
        best_size = size;
      }
    }
    if (!best.empty()) out.push_back({g.name, best});
  }
  return out;
}

/// A test's name for a case: the game's name, letters and digits only.
inline std::string boardCaseName(const BoardCase &c) {
  std::string name = c.game;
  for (char &ch : name)
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  return name;
}

} // namespace amiraute::ui::uitest
