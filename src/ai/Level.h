#pragma once
/// The computer opponent's levels and what it says about a decision. Header-only: the referee of
/// every game (referee/GameReferee.h) and the arena use it.
#include "core/I18n.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

namespace amiraute::ai {

/// How a seat chooses.
enum class Kind : std::uint8_t {
  Random, ///< a uniform legal action (a baseline)
  Greedy, ///< one ply: the best immediate returns or heuristic (a baseline)
  Search, ///< information-set Monte Carlo tree search
};

/// A level: a kind and, for the search, its budget. `iterations` > 0 fixes the number of
/// iterations (deterministic for a seed); otherwise the search thinks for `seconds`.
struct Level {
  std::string name = "normal";
  Kind kind = Kind::Search;
  double seconds = 1.0;
  int iterations = 0;
};

/// The names a level may be given by, for help and errors.
inline std::vector<std::string> levelNames() { return {"random", "greedy", "easy", "normal", "hard"}; }

/// "random", "greedy", "easy" (0.1 s), "normal" (1 s), "hard" (5 s), or a number of iterations
/// ("400" or "400i": the search, 400 iterations a decision). Throws std::invalid_argument.
inline Level parseLevel(const std::string &text) {
  if (text == "random") return {"random", Kind::Random, 0, 0};
  if (text == "greedy") return {"greedy", Kind::Greedy, 0, 0};
  if (text == "easy") return {"easy", Kind::Search, 0.1, 0};
  if (text == "normal" || text.empty()) return {"normal", Kind::Search, 1.0, 0};
  if (text == "hard") return {"hard", Kind::Search, 5.0, 0};
  std::string digits = text;
  if (!digits.empty() && digits.back() == 'i') digits.pop_back();
  if (!digits.empty() && digits.size() < 9 && digits.find_first_not_of("0123456789") == std::string::npos) {
    const int n = std::stoi(digits);
    if (n > 0) return {digits + "i", Kind::Search, 0, n};
  }
  throw std::invalid_argument(core::fill(core::tr("unknown level '{level}': random, greedy, easy, normal, "
                                                  "hard, or a number of iterations (e.g. 400)"),
                                         {{"level", text}}));
}

/// The same level thinking a fixed number of iterations instead of a time (baselines unchanged).
inline Level withIterations(Level level, int iterations) {
  if (level.kind == Kind::Search && iterations > 0) {
    level.iterations = iterations;
    level.name += "@" + std::to_string(iterations) + "i";
  }
  return level;
}

/// A level's name (Level::name) as a person reads it, in the current language: "easy" → "facile",
/// "400i" → "400 iterations", "normal@100i" → "normal, 100 iterations". Scripts keep the name.
inline std::string levelLabel(const std::string &name) {
  const auto iterations = [](const std::string &digits) {
    const long n = std::stol(digits);
    return core::fill(core::trn("{n} iteration", "{n} iterations", n), {{"n", core::grouped(n)}});
  };
  const auto word = [](const std::string &level) -> std::string {
    if (level == "random") return core::tr("random");
    if (level == "greedy") return core::tr("greedy");
    if (level == "easy") return core::tr("easy");
    if (level == "normal") return core::tr("normal");
    if (level == "hard") return core::tr("hard");
    return level;
  };
  const auto isCount = [](const std::string &text) {
    return text.size() >= 2 && text.size() < 11 && text.back() == 'i' &&
           text.find_first_not_of("0123456789") == text.size() - 1;
  };
  const std::size_t at = name.find('@');
  if (at == std::string::npos)
    return isCount(name) ? iterations(name.substr(0, name.size() - 1)) : word(name);
  const std::string budget = name.substr(at + 1);
  if (!isCount(budget)) return name;
  return core::fill(
      core::tr("{level}, {iterations}"),
      {{"level", word(name.substr(0, at))}, {"iterations", iterations(budget.substr(0, budget.size() - 1))}});
}

/// One candidate action of a decision, as the search saw it.
struct Candidate {
  std::string action; ///< its text (G::format)
  int visits = 0;     ///< search iterations through it
  double win = 0;     ///< estimated win chance (mean return of the seat) in [0, 1]
};

/// Why the computer chose what it did: the best few candidates, best first.
struct Explanation {
  std::string level;
  int iterations = 0;
  double seconds = 0;
  int legal = 0; ///< how many actions it could choose from
  std::vector<Candidate> best;

  nlohmann::json json() const {
    nlohmann::json c = nlohmann::json::array();
    for (const Candidate &k : best)
      c.push_back({{"action", k.action}, {"visits", k.visits}, {"win", k.win}});
    return {{"level", level},
            {"iterations", iterations},
            {"seconds", seconds},
            {"legal", legal},
            {"candidates", c}};
  }
  /// One line per candidate for a person: "move A 0203  visits 812  win 64 %".
  std::string text() const {
    std::string t;
    for (const Candidate &k : best) {
      char pct[16];
      std::snprintf(pct, sizeof pct, "%.0f", 100 * k.win);
      t += (t.empty() ? "" : "\n") +
           core::fill(core::tr("  {action}  (visits {visits}, win chance {win} %)"),
                      {{"action", k.action}, {"visits", core::grouped(k.visits)}, {"win", pct}});
    }
    return t;
  }
  /// The candidates under a heading that says how long the search thought, or "" when there was
  /// no choice worth showing (one candidate).
  std::string candidates() const {
    if (best.size() < 2) return "";
    return core::fill(core::tr("  its best candidates ({iterations} iterations):"),
                      {{"iterations", core::grouped(iterations)}}) +
           "\n" + text();
  }
};

/// What a person is told when the computer at `side` has chosen, at the referee and on screen:
/// "Face (computer, easy) plays: move 0403 0504", or only that a secret choice was made.
inline std::string announce(const std::string &side, const std::string &level, const std::string &command,
                            bool secret) {
  if (secret)
    return core::fill(core::tr("{side} (computer, {level}) has made its secret choice."),
                      {{"side", side}, {"level", levelLabel(level)}});
  return core::fill(core::tr("{side} (computer, {level}) plays: {command}"),
                    {{"side", side}, {"level", levelLabel(level)}, {"command", command}});
}

} // namespace amiraute::ai
