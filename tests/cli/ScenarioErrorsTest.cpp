// Scenario errors that help: the misspelt key named before the missing one, every error with its
// file:line:column — an unknown game, a repeated key, nesting past the limit, a class defined twice.
#include "RunBinary.h"

#include "game/Registry.h"
#include "referee/Registry.h"

#include "core/Files.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace amiraute::testing {
namespace {

/// `amiraute validate` on this text (saved beside the shipped fleets) and what it says.
std::string validate(const std::string &name, const std::string &text) {
  const std::string dir = ::testing::TempDir() + "scenario_errors_" + std::to_string(::getpid());
  std::filesystem::create_directories(dir);
  const std::string path = dir + "/" + name;
  std::ofstream(path) << text;
  const RunResult r = runAmiraute("validate " + path, "");
  EXPECT_NE(r.exit_code, 0) << r.out;
  const std::string out = r.out;
  return out.substr(out.find(name));
}

// Absolute: the scenario is written in a temporary folder, and a relative path found from the
// current folder would be looked for beside it.
const std::string kFleet =
    "fleets: [" + std::filesystem::absolute(core::findDataFile("fleets/haute-mer/standard.yaml")).string() +
    "]\n";

TEST(ScenarioErrors, a_misspelt_required_key_is_named_with_the_right_one) {
  EXPECT_EQ(validate("a.yaml", "game: haute-mer\n" + kFleet +
                                   "sides:\n  - name: Bleu\n    ships: [{name: G, class: croiseur-lourd, x: "
                                   "5, y: 5, heding: 90}]\n"
                                   "  - name: Rouge\n"),
            "a.yaml:5:58: unknown key 'heding' in ship (did you mean 'heading'?)\n");
  EXPECT_EQ(
      validate("b.yaml",
               "game: haute-mer\n" + kFleet +
                   "sides:\n  - {name: Bleu, ships: [{name: G, clas: croiseur-lourd}]}\n  - {name: Rouge}\n"),
      "b.yaml:4:36: unknown key 'clas' in ship (did you mean 'class'?)\n");
  EXPECT_EQ(validate("c.yaml", "game: haute-mer\ntable: {width: 10, hieght: 8}\n" + kFleet +
                                   "sides: [{name: A}, {name: B}]\n"),
            "c.yaml:2:20: unknown key 'hieght' in table (did you mean 'height'?)\n");
  EXPECT_EQ(validate("d.yaml", "game: haute-mer\nclasses:\n  - {id: x, movment: 2, combat: 2, structure: 2, "
                               "base: {length: 1, width: 0.3}}\n"
                               "sides: [{name: A}, {name: B}]\n"),
            "d.yaml:3:13: unknown key 'movment' in class (did you mean 'movement'?)\n");
  EXPECT_EQ(validate("e.yaml", "game: objectif-villes\nmap:\n  terain: |\n    ..\n  legend: {'.': "
                               "plain}\nsides: [{name: A}, {name: B}]\n"),
            "e.yaml:3:3: unknown key 'terain' in map (did you mean 'terrain'?)\n");
}

TEST(ScenarioErrors, an_unknown_game_has_its_line_and_column) {
  EXPECT_EQ(
      validate("g.yaml", "# a scenario\ngame: haute-merr\n"),
      "g.yaml:2:7: unknown game 'haute-merr' (did you mean 'haute-mer'?); the games are: " +
          [] {
            std::string known;
            for (const auto &g : game::games())
              known += (known.empty() ? "" : ", ") + g.name;
            return known;
          }() +
          "\n");
}

TEST(ScenarioErrors, a_repeated_key_a_class_defined_twice_and_deep_nesting_are_errors) {
  EXPECT_EQ(validate("h.yaml", "game: haute-mer\ntitle: a\ntitle: b\n"),
            "h.yaml:3:1: the key 'title' is given twice in this mapping\n");
  EXPECT_NE(validate("i.yaml", "game: haute-mer\nclasses:\n  - {id: x, movement: 2, combat: 2, structure: 2, "
                               "base: {length: 1, width: 0.3}}\n"
                               "  - {id: x, movement: 3, combat: 2, structure: 2, base: {length: 1, width: "
                               "0.3}}\nsides: [{name: A}, {name: B}]\n")
                .find("i.yaml:4:5: the class 'x' is defined twice"),
            std::string::npos);
  EXPECT_NE(validate("j.yaml", "game: haute-mer\nx: " + std::string(100, '[') + std::string(100, ']') + "\n")
                .find("nested more than 64 levels deep"),
            std::string::npos);
}

} // namespace
} // namespace amiraute::testing
