#pragma once
// Small scenarios written inline, so each clause test shows the exact table it rules on.
#include "core/Command.h"
#include "games/haute_mer/Engine.h"

#include <gtest/gtest.h>

#include <atomic>
#include <fstream>
#include <memory>
#include <string>

namespace amiraute::haute_mer::testing {

inline std::string writeTemp(const std::string &text, const std::string &suffix = ".yaml") {
  static std::atomic<int> counter{0};
  const std::string path = ::testing::TempDir() + "amiraute_hm_" + std::to_string(::getpid()) + "_" +
                           std::to_string(counter++) + suffix;
  std::ofstream(path) << text;
  return path;
}

/// Classes used by the clause tests: "ship" 1.0 x 0.2 with M4 C4 S4, "slow" with M1,
/// "torp" with torpedoes.
inline const char *kClasses = R"(
classes:
  - {id: ship, movement: 4, combat: 4, structure: 4, base: {length: 1.0, width: 0.2}}
  - {id: big, movement: 3, combat: 6, structure: 6, base: {length: 2.0, width: 0.5}}
  - {id: slow, movement: 1, combat: 2, structure: 2, base: {length: 1.0, width: 0.2}}
  - {id: torp, movement: 6, combat: 1, structure: 1, base: {length: 1.0, width: 0.2}, torpedoes: true}
)";

/// A scenario with sides Bleu and Rouge; `bleu` and `rouge` are YAML lists of ships.
inline std::string scenarioText(const std::string &bleu, const std::string &rouge,
                                const std::string &extra = "",
                                const std::string &table = "table: {width: 40, height: 30}\n") {
  return "game: haute-mer\ntitle: test\n" + table + kClasses + "sides:\n  - name: Bleu\n    ships: " + bleu +
         "\n  - name: Rouge\n    ships: " + rouge + "\n" + extra;
}

struct Table {
  std::unique_ptr<Scenario> scenario;
  std::unique_ptr<Engine> engine;
  State state;

  explicit Table(const std::string &text) {
    scenario = std::make_unique<Scenario>(loadScenario(writeTemp(text)));
    engine = std::make_unique<Engine>(*scenario);
    state = initialState(*scenario);
  }
  Action parse(const std::string &text) const { return parseAction(*scenario, core::splitCommand(text)); }
  /// Apply an action that must be legal.
  Outcome act(const std::string &text) {
    Outcome out = engine->apply(state, parse(text));
    state = out.state;
    return out;
  }
  /// The clause that refuses the action, or "" if it is legal.
  std::string refusal(const std::string &text) const {
    auto e = engine->validate(state, parse(text));
    return e ? e->clause : "";
  }
  int ship(const std::string &name) const { return scenario->shipIndex(name); }
  const ShipState &at(const std::string &name) const { return state.ships[ship(name)]; }
};

} // namespace amiraute::haute_mer::testing
