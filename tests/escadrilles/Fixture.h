#pragma once
// Small boards and positions for the Escadrilles clause tests.
#include "games/escadrilles/Engine.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace amiraute::escadrilles::testing {

inline Hex H(const char *t) { return core::parseHex(t); }

/// An open sea, 9 x 9.
inline const std::vector<std::string> kSea = {"~~~~~~~~~", "~~~~~~~~~", "~~~~~~~~~", "~~~~~~~~~", "~~~~~~~~~",
                                              "~~~~~~~~~", "~~~~~~~~~", "~~~~~~~~~", "~~~~~~~~~"};

/// A scenario from rows of terrain (~ sea, . plain, ^ plateau, # dark) and planes written as YAML
/// flow mappings ("{number: 1, hex: \"0505\", facing: 1, speed: 4}").
inline Rules board(const std::vector<std::string> &rows, const std::vector<std::string> &bleu,
                   const std::vector<std::string> &rouge, const std::string &rules = "",
                   const std::string &extra = "") {
  std::string text = "game: escadrilles\nmap:\n  terrain: |\n";
  for (const auto &r : rows)
    text += "    " + r + "\n";
  text += "  legend: {'~': sea, '.': plain, '^': plateau, '#': dark}\nsides:\n  - name: Bleu\n    planes:\n";
  for (const auto &p : bleu)
    text += "      - " + p + "\n";
  text += "  - name: Rouge\n    planes:\n";
  for (const auto &p : rouge)
    text += "      - " + p + "\n";
  if (!rules.empty()) text += "rules: {" + rules + "}\n";
  text += extra;
  return parseRules(text, "test.yaml");
}

/// "{number: N, hex: "HEX", facing: F, speed: S}" (speed 0: none).
inline std::string plane(int number, const char *hex, int facing, int speed = 0) {
  return "{number: " + std::to_string(number) + ", hex: \"" + hex + "\", facing: " + std::to_string(facing) +
         (speed ? ", speed: " + std::to_string(speed) : std::string()) + "}";
}

inline State play(const Rules &r, State s, const std::vector<std::string> &actions) {
  for (const auto &a : actions)
    s = apply(r, s, parseAction(r, a)).state;
  return s;
}

inline State play(const Rules &r, const std::vector<std::string> &actions) {
  return play(r, initialState(r), actions);
}

/// The clause that refuses `action`, or "ok".
inline std::string clauseOf(const Rules &r, const State &s, const std::string &action) {
  const auto ruling = validate(r, s, parseAction(r, action));
  return ruling ? ruling->clause : "ok";
}

inline const Plane &planeOf(const State &s, int side, int number) {
  return s.planes[static_cast<std::size_t>(s.planeIndex(side, number))];
}

/// The flight a legal move makes.
inline Flight flown(const Rules &r, const State &s, const std::string &action) {
  const Applied a = apply(r, s, parseAction(r, action));
  return *a.flight;
}

} // namespace amiraute::escadrilles::testing
