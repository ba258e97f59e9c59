#pragma once
// Boards and positions for the Planètes tests.
#include "core/Yaml.h"
#include "core/hex/Pose.h"
#include "games/planetes/Engine.h"

#include <algorithm>
#include <string>
#include <vector>

namespace pl_test {

using namespace amiraute;
using namespace amiraute::planetes;

inline Hex H(const char *t) { return core::parseHex(t); }

// Legend: . void, : asteroids, o planetoid, + force field, @ black hole, A/B planets, a/b stations.
inline Rules board(const std::vector<std::string> &rows, const std::string &rules = "",
                   const std::string &sides = "  - name: Rouge\n  - name: Vert\n") {
  std::string text = "game: planetes\nmap:\n  terrain: |\n";
  for (const auto &r : rows)
    text += "    " + r + "\n";
  text +=
      "  legend: {'.': void, ':': asteroids, o: planetoid, '+': force-field, '@': black-hole, A: planet-1, "
      "B: planet-2, a: station-1, b: station-2}\n";
  text += "sides:\n" + sides;
  text += "rules: {infantry: 2, cavalry: 1, artillery: 1" + (rules.empty() ? "" : ", " + rules) + "}\n";
  return parseRules(text, "test.yaml");
}

// 9 x 7, open space; Rouge's planet 0101-0301 with station 0401, Vert's 0707-0907 with 0607.
inline const std::vector<std::string> kOpen = {"AAAa.....", ".........", ".........", ".........",
                                               ".........", ".........", ".....bBBB"};

// Rows with one hex changed: `rows` with `hex` set to `symbol`.
inline std::vector<std::string> with(std::vector<std::string> rows,
                                     const std::vector<std::pair<const char *, char>> &marks) {
  for (const auto &[hex, symbol] : marks) {
    const core::OffsetCoord o = core::toOffset(H(hex));
    rows[static_cast<std::size_t>(o.row)][static_cast<std::size_t>(o.col)] = symbol;
  }
  return rows;
}

// A position in the movement phase of `side` with exactly these units on the board: "i0505"
// (infantry), "c0606" (cavalry), "a0303" (artillery).
inline State setup(const std::vector<const char *> &rouge, const std::vector<const char *> &vert,
                   Phase phase = Phase::Movement, int side = 0) {
  State s;
  s.phase = phase;
  s.side = side;
  const auto add = [&](int who, const char *spec) {
    Unit u;
    u.side = who;
    u.type = spec[0] == 'i' ? UnitType::Infantry : spec[0] == 'c' ? UnitType::Cavalry : UnitType::Artillery;
    u.status = UnitStatus::OnBoard;
    u.hex = H(spec + 1);
    s.units.push_back(u);
  };
  for (const char *u : rouge)
    add(0, u);
  for (const char *u : vert)
    add(1, u);
  return s;
}

/// The scenario error of kOpen with these `rules:` (file:line:column: message), or "no error".
inline std::string yamlErrorOf(const std::string &rules);

inline std::string clauseOf(const Rules &r, const State &s, const std::string &action) {
  const auto ruling = validate(r, s, parseAction(r, action));
  return ruling ? ruling->clause : "ok";
}

inline Applied act(const Rules &r, const State &s, const std::string &action) {
  return apply(r, s, parseAction(r, action));
}

inline State play(const Rules &r, State s, const std::vector<std::string> &actions) {
  for (const auto &a : actions)
    s = apply(r, s, parseAction(r, a)).state;
  return s;
}

inline bool cites(const Applied &a, const std::string &clause) {
  return std::find(a.clauses.begin(), a.clauses.end(), clause) != a.clauses.end();
}

inline int costTo(const Rules &r, const State &s, const char *from, const char *to) {
  const Reach reach = reachOf(r, s, H(from));
  for (const auto &d : reach.destinations)
    if (d.hex == H(to)) return d.cost;
  return -1;
}

inline std::string yamlErrorOf(const std::string &rules) {
  try {
    (void)board(kOpen, rules);
  } catch (const core::YamlError &e) {
    return e.what();
  }
  return "no error";
}

} // namespace pl_test
