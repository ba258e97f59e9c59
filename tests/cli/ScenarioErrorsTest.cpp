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
  // Every error in one run: the repeated key, then what the reading found past it.
  const std::string h = validate("h.yaml", "game: haute-mer\ntitle: a\ntitle: b\n");
  EXPECT_NE(h.find("h.yaml:3:1: the key 'title' is given twice in this mapping\n"), std::string::npos) << h;
  EXPECT_NE(h.find("h.yaml: 2 errors\n"), std::string::npos) << h;
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

/// `amiraute validate` on this text, and its exit code.
RunResult validateRun(const std::string &name, const std::string &text) {
  const std::string dir = ::testing::TempDir() + "scenario_errors_" + std::to_string(::getpid());
  std::filesystem::create_directories(dir);
  const std::string path = dir + "/" + name;
  std::ofstream(path) << text;
  return runAmiraute("validate " + path, "");
}

/// The output with the folder of the files left out.
std::string bare(const RunResult &r) {
  std::string out = r.out;
  std::size_t at;
  const std::string dir = ::testing::TempDir() + "scenario_errors_" + std::to_string(::getpid()) + "/";
  while ((at = out.find(dir)) != std::string::npos)
    out.erase(at, dir.size());
  return out;
}

const std::string kStrait = "game: detroits\n"
                            "map:\n"
                            "  terrain: |\n"
                            "    ~~~~\n"
                            "    ~~~~\n"
                            "    ~~~~\n"
                            "  legend: {\"~\": sea}\n"
                            "lighthouses: [\"0101\", \"0401\", \"0103\", \"0403\"]\n";

TEST(ScenarioErrors, validate_reports_every_error_of_a_file_in_one_run) {
  const RunResult r = validateRun(
      "many.yaml",
      kStrait + "turn_limt: 5\nrules: {points: 30, masking: yes, drift: upwind}\nsides:\n"
                "  - {name: Bleu, ships: [{name: A, type: frigate, bow: 0202, facing: 9}]}\n"
                "  - {name: Rouge, ships: [{name: B, type: frigate, bow: \"0303\", facing: \"6\"}]}\n");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(
      bare(r),
      "many.yaml:9:1: unknown key 'turn_limt' in scenario (did you mean 'turn_limit'?)\n"
      "many.yaml:10:17: rules.points must be between 1 and 20, not 30\n"
      "many.yaml:10:30: rules.masking must be true or false, not 'yes'\n"
      "many.yaml:10:42: rules.drift must be one of toward, downwind, not 'upwind'\n"
      "many.yaml:12:56: ship bow 0202 must be written in quotes, \"0202\": without them YAML reads a number\n"
      "many.yaml:12:70: ship.facing must be between 1 and 6, not 9\n"
      "many.yaml:13:73: ship.facing must be a number, not the text \"6\": write it without quotes\n"
      "many.yaml: 7 errors\n");
}

TEST(ScenarioErrors, validate_stops_at_twenty_errors) {
  std::string text = kStrait +
                     "sides:\n  - {name: Bleu, ships: [{name: A, type: frigate, bow: \"0202\", facing: 3}]}\n"
                     "  - {name: Rouge, ships: [{name: B, type: frigate, bow: \"0303\", facing: 6}]}\n";
  for (int i = 0; i < 30; ++i)
    text += "extra" + std::to_string(i) + ": 1\n";
  const RunResult r = validateRun("twenty.yaml", text);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find("twenty.yaml: 20 errors (stopped at 20; fix these first)"), std::string::npos)
      << r.out;
}

TEST(ScenarioErrors, warnings_follow_the_errors_and_alone_do_not_fail) {
  const std::string fleet =
      std::filesystem::absolute(core::findDataFile("fleets/haute-mer/standard.yaml")).string();
  const RunResult w = validateRun(
      "warn.yaml",
      "game: haute-mer\ntable: {width: 20, height: 10}\nfleets: [" + fleet +
          "]\nclasses:\n  - {id: croiseur-lourd, movement: 3, combat: 3, structure: 3, base: {length: 1, "
          "width: 0.3}}\nsides:\n  - {name: A, ships: [{name: G, class: croiseur-lourd}]}\n"
          "  - {name: B, ships: [{name: T, class: croiseur-lourd, x: 5, y: 5, heading: 0}]}\n");
  EXPECT_EQ(w.exit_code, 0) << w.out;
  EXPECT_EQ(
      bare(w),
      "warn.yaml:5:5: warning: the class 'croiseur-lourd' replaces the class of that id read before (from a "
      "fleet file): give it another id unless that is meant\n"
      "warn.yaml:7:23: warning: ship 'G' has no position (x, y, heading) on this scenario's table: it cannot "
      "move or fire until it is placed\n"
      "warn.yaml: ok, 2 warnings\n");
  // An error and a warning: the error first, and the exit code says it.
  const RunResult e = validateRun(
      "warn-error.yaml", "game: haute-mer\ntable: {width: 20, height: 10}\nfleets: [" + fleet +
                             "]\nvictory: {turn_limt: 5}\nsides:\n  - {name: A, ships: [{name: G, class: "
                             "croiseur-lourd}]}\n  - {name: B}\n");
  EXPECT_EQ(e.exit_code, 1);
  EXPECT_EQ(
      bare(e),
      "warn-error.yaml:4:11: unknown key 'turn_limt' in victory (did you mean 'turn_limit'?)\n"
      "warn-error.yaml:6:23: warning: ship 'G' has no position (x, y, heading) on this scenario's table: it "
      "cannot move or fire until it is placed\n"
      "warn-error.yaml: 1 error, 1 warning\n");
}

TEST(ScenarioErrors, MN_START_1_a_deck_where_no_boat_can_start_is_a_warning) {
  const RunResult r = validateRun("no-wind.yaml", "game: milles-nautiques\nplayers: [Anne, Bruno]\n"
                                                  "rules: {counts: {bon_vent: 0}}\n");
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("warning: the deck holds no Bon vent: no boat can ever take the start (MN-START-1)"),
            std::string::npos)
      << r.out;
}

TEST(ScenarioErrors, tabs_and_trailing_spaces_are_named) {
  const RunResult tab = validateRun("tab.yaml", kStrait + "sides:\n  - {name: Bleu}\n\t- {name: Rouge}\n");
  EXPECT_EQ(bare(tab), "tab.yaml:11:1: a tab (\\t) in the indentation: YAML indents with spaces only\n");
  std::string ragged = kStrait;
  ragged.replace(ragged.find("    ~~~~\n    ~~~~\n"), 18, "    ~~~~\n    ~~~~ \n");
  const RunResult space = validateRun("space.yaml", ragged + "sides: []\n");
  EXPECT_NE(
      space.out.find("space.yaml:5:5: ragged terrain: row 2 has 5 symbols, row 1 has 4 (the line ends with a "
                     "space that you cannot see)"),
      std::string::npos)
      << space.out;
  std::string tabbed = kStrait;
  tabbed.replace(tabbed.find("    ~~~~\n    ~~~~\n"), 18, "    ~~~~\n    ~~\t~\n");
  const RunResult in_map = validateRun("symbol.yaml", tabbed + "sides: []\n");
  EXPECT_NE(in_map.out.find("symbol.yaml:5:7: unknown terrain symbol '\\t'"), std::string::npos)
      << in_map.out;
}

TEST(ScenarioErrors, a_description_is_accepted_in_every_game) {
  for (const char *game : {"detroits", "escadrilles", "haute-mer", "milles-nautiques", "nautic-miles",
                           "objectif-villes", "planetes"}) {
    const RunResult r = runAmiraute(
        "validate " + core::findDataFile(std::string("tests/schemas/good/") + game + "/description.yaml"),
        "");
    EXPECT_EQ(r.exit_code, 0) << r.out;
  }
}

} // namespace
} // namespace amiraute::testing
