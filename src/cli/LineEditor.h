#pragma once
/// The referee in a terminal, as a person uses it: line editing (arrows, Home/End, Ctrl-A/E…),
/// history kept across sessions, and tab completion of commands, names and hexes — with libedit
/// (BSD-licensed, Debian's libedit-dev, through its readline-compatible interface).
///
/// At a shared keyboard: a line that holds a secret typed in full (an order, speeds) is wiped from
/// the screen once read and never written to the history; an answer holding a seat's secret waits
/// until the others look away and is cleared after (referee::present). Ctrl-C on a half-typed
/// line clears it, as a shell does; on an empty line it leaves. Ctrl-C, Ctrl-D, a kill and a
/// closed terminal all say where unsaved work is kept, and leave the terminal as it was (echo on
/// even from a hidden prompt). A byte that is not UTF-8 is refused, shown escaped, as piped input
/// is.
#include "referee/Referee.h"

#include <string>
#include <vector>

namespace amiraute::cli {

/// Run the referee on the terminal until quit, Ctrl-D or Ctrl-C (exit code 130, as a shell
/// expects). `note` is said after the opening (the seed). Returns the exit code.
int runInteractiveReferee(referee::Referee &referee, const std::string &note = "");

/// The line as typed: each U+FFFD that stands for bytes that were not UTF-8 (`invalid`, in the
/// order they were typed) becomes those bytes again, so that the line is refused showing them.
std::string restoreInvalidBytes(const std::string &line, const std::vector<std::string> &invalid);

/// The words that complete `prefix` among `candidates` (the completion's logic, testable alone):
/// every candidate starting with it, sorted, without repeats; names with spaces quoted.
std::vector<std::string> completeWord(const std::string &prefix, const std::vector<std::string> &candidates);

/// Where the history lives: beside the journal folder (…/amiraute/history).
std::string historyFile();

} // namespace amiraute::cli
