#pragma once
/// The read-answer loop shared by every game's referee: one command a line on stdin, one answer
/// per command. With --json each answer is exactly one JSON object on one line.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::referee {

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
  /// Keep a journal of every accepted action in `folder`, and offer to resume an unfinished game
  /// found there.
  virtual void keepJournal(std::string folder) { (void)folder; }
  /// Said once after the banner (e.g. an unfinished game the journal kept); may be empty.
  virtual std::string notice() const { return ""; }
  /// What leaving now would say (where unsaved work is kept), without leaving.
  virtual Reply farewell() const { return Reply::ok({{"quit", true}}, ""); }
  /// The answer to `quit` (and what is said at the end of input): the farewell, and the session's
  /// loose ends tied up.
  virtual Reply quit() { return farewell(); }
  /// Words that may be typed now, for tab completion: commands, names, hexes.
  virtual std::vector<std::string> completions() const { return {}; }
  /// Let the computer play `side` (a seat's name or number) at `level` (ai::parseLevel: random,
  /// greedy, easy, normal, hard or a number of iterations), its search seeded by `seed`. Returns
  /// why it cannot, or "" when it is set.
  virtual std::string computer(const std::string &side, const std::string &level, std::uint64_t seed) {
    (void)side, (void)level, (void)seed;
    return "this game has no computer opponent yet";
  }
};

/// The answer to one typed line: a refusal for a line that is not UTF-8 or holds control
/// characters (shown escaped), {"skipped": "blank"|"comment"} for nothing to do, the referee's
/// quit() for `quit`/`exit` (its data has "quit"), else the referee's answer. Never throws.
Reply answerLine(Referee &referee, const std::string &line);

/// Run the loop until end of input or `quit`. Returns the process exit code.
///
/// Every input line gets exactly one answer in --json mode, so a script never gets out of step:
/// a blank line or a `#` comment is answered {"ok": true, "skipped": "blank"|"comment"}, `quit`
/// with the referee's quit() answer. In text mode blank lines and comments get no answer. A line
/// that is not UTF-8 or holds control characters (an arrow key typed where the terminal cannot
/// edit) is refused and shown escaped; no exception leaves the loop.
int runRefereeLoop(Referee &referee, std::istream &in, std::ostream &out, bool json, bool interactive);

/// A line typed at the terminal without echo after `prompt` (a secret: speeds, written orders), or
/// nothing when stdin is not a terminal or is at its end. The secret is never printed back.
std::optional<std::string> readHidden(const std::string &prompt);

} // namespace amiraute::referee
