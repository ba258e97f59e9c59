#pragma once
/// What an engine's apply() works in while it builds its step: the rules, the result being built
/// (a Step<State>, or a struct extending it) and whether to write the log. An engine derives its
/// own context from it to add its short names (`ship(i)`, `name(seat)`).
#include "game/Game.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace amiraute::game {

template <class Rules, class Result> struct StepContext {
  const Rules &rules;
  Result &out;
  Narration narration;

  /// Log `line()` under `clauses`, for `visible_to` (empty: everybody); with Silent narration no
  /// sentence is built. A result that lists the clauses it cited (a `clauses` member) gets each
  /// one once, in the order first cited.
  template <class Line>
  void cite(std::vector<std::string> clauses, Line &&line, std::vector<int> visible_to = {}) {
    if (narration == Narration::Silent) return;
    out.log.push_back(LogEntry{line(), std::move(clauses), std::move(visible_to)});
    if constexpr (requires { out.clauses; }) {
      for (const std::string &clause : out.log.back().clauses)
        if (std::find(out.clauses.begin(), out.clauses.end(), clause) == out.clauses.end())
          out.clauses.push_back(clause);
    }
  }
  /// The state being built.
  auto &s() { return out.state; }
};

} // namespace amiraute::game
