#pragma once
/// The read-answer loop shared by every game's referee: one command a line on stdin, one answer
/// per command. With --json each answer is exactly one JSON object on one line.
#include <nlohmann/json.hpp>

#include <iosfwd>
#include <string>
#include <vector>

namespace amiraute::game {

/// One answer: the machine form (always has "ok") and the words a person reads.
struct Reply {
  nlohmann::json data;
  std::string text;

  static Reply error(const std::string &message);
  static Reply ok(nlohmann::json data, std::string text);
};

/// A game's referee: takes one command already split into words, answers it. After an error
/// the game state must be unchanged.
class Referee {
public:
  virtual ~Referee() = default;
  virtual Reply handle(const std::vector<std::string> &words) = 0;
  /// Short prompt shown before each command when interactive ("Bleu movement> ").
  virtual std::string prompt() const = 0;
  /// Printed once at the start of an interactive session.
  virtual std::string banner() const = 0;
};

/// Run the loop until end of input or `quit`. Returns the process exit code.
int runRefereeLoop(Referee &referee, std::istream &in, std::ostream &out, bool json, bool interactive);

} // namespace amiraute::game
