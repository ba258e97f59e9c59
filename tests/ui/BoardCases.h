#pragma once
// The games with a board (ui/Boards.h) and a shipped scenario of each that the screen opens, for
// the tests that run over every board: a game joins them by registering its board.
#include "core/Files.h"
#include "game/Registry.h"
#include "ui/Boards.h"

#include <algorithm>
#include <filesystem>
#include <ostream>
#include <string>
#include <utility>
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
    // The scenarios by size, the wanted end first; the first the screen opens is the one. (Every
    // test program starts by listing these cases: opening only what it must keeps each start short.)
    std::vector<std::pair<std::uintmax_t, std::string>> files;
    for (const auto &f : std::filesystem::directory_iterator(core::findDataFile("scenarios/" + g.name)))
      if (f.path().extension() == ".yaml")
        files.emplace_back(std::filesystem::file_size(f.path()), f.path().string());
    std::stable_sort(files.begin(), files.end(), [largest](const auto &a, const auto &b) {
      return largest ? a.first > b.first : a.first < b.first;
    });
    for (const auto &[size, file] : files) {
      try {
        (void)openFrame(file, "", 1);
      } catch (const std::exception &) {
        continue; // a scenario for the referee only (a real deck at a real table)
      }
      out.push_back({g.name, file});
      break;
    }
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
