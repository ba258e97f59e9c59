#pragma once
/// The text form of actions and referee commands: words separated by spaces, names with spaces
/// in double quotes ("Jean Bart").
#include <stdexcept>
#include <string>
#include <vector>

namespace amiraute::core {

struct CommandError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Split a line into words; a double-quoted word may hold spaces. `#` starts a comment.
/// Throws CommandError on an unterminated quote.
std::vector<std::string> splitCommand(const std::string &line);

/// The word as it must be typed: quoted if it holds a space or is empty.
std::string quoteWord(const std::string &word);

/// Parse a number typed by a person ("2.5", "3"); CommandError naming `what` otherwise.
double parseNumber(const std::string &word, const std::string &what);
/// Parse a whole number; CommandError naming `what` otherwise.
int parseInt(const std::string &word, const std::string &what);

} // namespace amiraute::core
