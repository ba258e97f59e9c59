#pragma once
/// The referee in a terminal, as a person uses it: line editing (arrows, Home/End, Ctrl-A/E…),
/// history kept across sessions, and tab completion of commands, names and hexes — with libedit
/// (BSD-licensed, Debian's libedit-dev, through its readline-compatible interface). Ctrl-C, Ctrl-D
/// and a closed terminal all say where unsaved work is kept before leaving.
#include "referee/Referee.h"

#include <string>
#include <vector>

namespace amiraute::cli {

/// Run the referee on the terminal until quit, Ctrl-D or Ctrl-C. Returns the exit code.
int runInteractiveReferee(referee::Referee &referee);

/// The words that complete `prefix` among `candidates` (the completion's logic, testable alone):
/// every candidate starting with it, sorted, without repeats; names with spaces quoted.
std::vector<std::string> completeWord(const std::string &prefix, const std::vector<std::string> &candidates);

/// Where the history lives: beside the journal folder (…/amiraute/history).
std::string historyFile();

} // namespace amiraute::cli
