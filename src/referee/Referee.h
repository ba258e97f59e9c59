#pragma once
/// The read-answer loop shared by every game's referee: one command a line on stdin, one answer
/// per command. With --json each answer is exactly one JSON object on one line.
#include "referee/Terminal.h"

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
  /// The seat (its name) whose secret the answer holds — its orders, speeds or hand — or empty.
  /// How it is shown depends on who reads (see present()).
  std::string secret;

  static Reply error(const std::string &message);
  static Reply ok(nlohmann::json data, std::string text);
  /// This answer, declared as holding a secret of `seat` ("secret": seat in the JSON too).
  Reply &secretOf(const std::string &seat);
};

/// A game's referee: takes one command already split into words, answers it. After an error
/// the game state must be unchanged.
class Referee {
public:
  virtual ~Referee() = default;
  virtual Reply handle(const std::vector<std::string> &words) = 0;
  /// Short prompt shown before each command when interactive ("Bleu movement> ").
  virtual std::string prompt() const = 0;
  /// Printed once at the start of an interactive session; its first line is the title.
  virtual std::string banner() const = 0;
  /// The scenario's `description:` (may be empty), printed under the banner's title line.
  virtual std::string description() const { return ""; }
  /// When a typed line holds a secret (an order or speeds typed in full on one line): how many of
  /// its first words may be shown ("orders Foudroyant"); nothing for an ordinary line. At a
  /// terminal such a line is wiped from the screen once read and never kept in the history.
  virtual std::optional<std::size_t> typedSecret(const std::vector<std::string> &words) const {
    (void)words;
    return std::nullopt;
  }
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

/// Who reads the answers: a script (--json), a pipe with nobody at a terminal, or the people at a
/// table typing at a terminal.
enum class Audience { Script, Pipe, Table };

/// Print one answer for `audience`. An answer holding a seat's secret (Reply::secret) is, for a
/// Script, its JSON as it is with "secret" naming the seat — there is no screen to clear: whoever
/// shows it to people hides it from the others (the host of a network game sends it to that seat
/// alone); for a Pipe, printed as it is (nobody waits at a terminal to press Enter); at a Table,
/// shown by showSecret (the others look away first, the screen and its scrollback are cleared
/// after), reading Enter from `in`.
void present(const Reply &reply, Audience audience, std::istream &in, std::ostream &out);

/// What an interactive session prints first: the banner, the scenario's description under its
/// title line, the referee's notice, then `note` (the seed); empty parts are left out.
std::string opening(const Referee &referee, const std::string &note = "");

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
/// edit) is refused and shown escaped; no exception leaves the loop. A secret is shown as present()
/// says (interactive text: at the Table). `note` is said after the opening (interactive only).
int runRefereeLoop(Referee &referee, std::istream &in, std::ostream &out, bool json, bool interactive,
                   const std::string &note = "");

} // namespace amiraute::referee
