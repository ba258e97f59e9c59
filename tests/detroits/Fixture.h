#pragma once
// Small boards and positions for the Détroits clause tests.
#include "core/Command.h"
#include "core/Yaml.h"
#include "core/hex/Pose.h"
#include "games/detroits/Engine.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace amiraute::detroits::testing {

inline Hex H(const char *t) { return core::parseHex(t); }
inline std::string F(Hex h) { return core::formatHex(h); }

/// An open sea, 9 x 9.
inline std::vector<std::string> sea() { return std::vector<std::string>(9, "~~~~~~~~~"); }

/// "{name: N, type: T, bow: "HEX", facing: F[, resistance: R]}".
inline std::string ship(const std::string &name, const std::string &type, const std::string &bow, int facing,
                        int resistance = 0) {
  return "{name: " + name + ", type: " + type + ", bow: \"" + bow + "\", facing: " + std::to_string(facing) +
         (resistance ? ", resistance: " + std::to_string(resistance) : std::string()) + "}";
}

/// A scenario from rows of terrain (~ sea, # land) and ships (YAML flow mappings); the lighthouses
/// at 0303, 0703, 0307, 0707 (the zone holds 0505), wind north unless `extra` says otherwise.
inline Rules board(const std::vector<std::string> &rows, const std::vector<std::string> &bleu,
                   const std::vector<std::string> &rouge, const std::string &rules = "",
                   const std::string &extra = "wind: north\n") {
  std::string text = "game: detroits\nmap:\n  terrain: |\n";
  for (const auto &r : rows)
    text += "    " + r + "\n";
  text += "  legend: {'~': sea, '#': land}\nlighthouses: [\"0303\", \"0703\", \"0307\", \"0707\"]\nsides:\n";
  text += "  - name: Bleu\n    ships:\n";
  for (const auto &p : bleu)
    text += "      - " + p + "\n";
  text += "  - name: Rouge\n    ships:\n";
  for (const auto &p : rouge)
    text += "      - " + p + "\n";
  if (!rules.empty()) text += "rules: {" + rules + "}\n";
  text += extra;
  return parseRules(text, "test.yaml");
}

/// The YAML error of a scenario text, or "no error".
inline std::string yamlError(const std::string &text) {
  try {
    (void)parseRules(text, "test.yaml");
  } catch (const core::YamlError &e) {
    return e.what();
  }
  return "no error";
}

/// The error of an open-sea scenario with these `rules:`, or "no error".
inline std::string optionError(const std::string &rules) {
  try {
    (void)board(sea(), {ship("A", "frigate", "0505", 1)}, {ship("B", "frigate", "0909", 1)}, rules);
  } catch (const core::YamlError &e) {
    return e.what();
  }
  return "no error";
}

inline bool contains(const std::string &text, const std::string &part) {
  return text.find(part) != std::string::npos;
}

struct Played {
  State state;
  std::vector<LogEntry> log;
  std::string text() const {
    std::string t;
    for (const auto &e : log)
      t += e.line() + "\n";
    return t;
  }
  bool cites(const std::string &clause) const {
    for (const auto &e : log)
      for (const auto &c : e.clauses)
        if (c == clause) return true;
    return false;
  }
};

inline Played play(const Rules &r, State s, const std::vector<std::string> &actions) {
  Played p{std::move(s), {}};
  for (const auto &a : actions) {
    Applied x = apply(r, p.state, parseAction(r, a));
    p.state = std::move(x.state);
    p.log.insert(p.log.end(), x.log.begin(), x.log.end());
  }
  return p;
}

/// Both fleets hold at every pause until the execution of this turn is over (or the game).
inline Played holdThrough(const Rules &r, Played p) {
  const int turn = p.state.turn;
  while (p.state.phase == Phase::Execution && p.state.turn == turn) {
    Applied x = apply(r, p.state, Hold{actor(r, p.state)});
    p.state = std::move(x.state);
    p.log.insert(p.log.end(), x.log.begin(), x.log.end());
  }
  return p;
}

/// Write these orders, seal both fleets, and hold through the execution.
inline Played turn(const Rules &r, const State &s, const std::vector<std::string> &orders) {
  std::vector<std::string> actions = orders;
  if (!s.sealed[0]) actions.push_back("seal Bleu");
  if (!s.sealed[1]) actions.push_back("seal Rouge");
  return holdThrough(r, play(r, s, actions));
}

/// The clause that refuses `action`, or "ok".
inline std::string clauseOf(const Rules &r, const State &s, const std::string &action) {
  const auto ruling = validate(r, s, parseAction(r, action));
  return ruling ? ruling->clause : "ok";
}

inline const Ship &shipOf(const Rules &r, const State &s, const std::string &name) {
  return s.ships[static_cast<std::size_t>(r.shipIndex(name))];
}

} // namespace amiraute::detroits::testing
