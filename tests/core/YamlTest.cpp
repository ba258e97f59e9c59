#include "core/Yaml.h"
#include "core/Command.h"
#include "core/Files.h"
#include "core/Record.h"

#include <gtest/gtest.h>

#include <filesystem>

namespace amiraute::core {
namespace {

std::string errorOf(const std::string &text, void (*read)(const std::string &, const YAML::Node &)) {
  try {
    read("test.yaml", loadYamlString(text, "test.yaml"));
  } catch (const YamlError &e) {
    return e.what();
  }
  return "";
}

void readShip(const std::string &file, const YAML::Node &node) {
  MapReader r(file, node, "ship");
  r.string("name");
  r.number("x", 0, 100);
  r.number("heading", -360, 360, 0);
  r.integer("count", 1, 6, 1);
  r.boolean("torpedoes", false);
  r.finish();
}

TEST(Yaml, a_typo_in_a_key_is_an_error_with_its_place_and_a_suggestion) {
  const std::string e = errorOf("name: Dunkerque\nx: 3\nheding: 90\n", readShip);
  EXPECT_EQ(e, "test.yaml:3:1: unknown key 'heding' in ship (did you mean 'heading'?)");
}

TEST(Yaml, a_missing_key_names_the_key) {
  EXPECT_EQ(errorOf("name: Dunkerque\n", readShip), "test.yaml:1:1: ship needs the key 'x'");
}

TEST(Yaml, wrong_types_and_ranges_point_at_the_value) {
  EXPECT_EQ(errorOf("name: A\nx: far\n", readShip), "test.yaml:2:4: ship.x must be a number, not 'far'");
  EXPECT_EQ(errorOf("name: A\nx: 300\n", readShip),
            "test.yaml:2:4: ship.x must be between 0 and 100, not 300");
  EXPECT_EQ(errorOf("name: A\nx: 3\ncount: 2.5\n", readShip),
            "test.yaml:3:8: ship.count must be a whole number, not '2.5'");
  EXPECT_EQ(errorOf("name: A\nx: 3\ntorpedoes: maybe\n", readShip),
            "test.yaml:3:12: ship.torpedoes must be true or false, not 'maybe'");
  EXPECT_EQ(errorOf("name: [A]\nx: 3\n", readShip), "test.yaml:1:7: ship.name must be a text value");
}

TEST(Yaml, syntax_errors_carry_line_and_column) {
  try {
    loadYamlString("a: [1, 2\nb: 3\n", "bad.yaml");
    FAIL();
  } catch (const YamlError &e) {
    EXPECT_EQ(e.file, "bad.yaml");
    EXPECT_GE(e.line, 1);
    EXPECT_NE(std::string(e.what()).find("bad.yaml:"), std::string::npos);
  }
}

TEST(Yaml, a_missing_file_says_so) { EXPECT_THROW(loadYamlFile("/nonexistent/x.yaml"), YamlError); }

TEST(Yaml, suggest_finds_close_words_only) {
  EXPECT_EQ(suggest("heding", {"heading", "name"}), "heading");
  EXPECT_EQ(suggest("croiseur-legre", {"croiseur-leger", "cuirasse"}), "croiseur-leger");
  EXPECT_EQ(suggest("zzzzzz", {"heading", "name"}), "");
}

TEST(Command, words_quotes_and_comments) {
  EXPECT_EQ(splitCommand("fire \"Jean Bart\" Emden dice 6 5  # volley"),
            (std::vector<std::string>{"fire", "Jean Bart", "Emden", "dice", "6", "5"}));
  EXPECT_THROW(splitCommand("fire \"Jean Bart Emden"), CommandError);
  EXPECT_EQ(quoteWord("Jean Bart"), "\"Jean Bart\"");
  EXPECT_EQ(quoteWord("Emden"), "Emden");
  EXPECT_DOUBLE_EQ(parseNumber("2.5", "range"), 2.5);
  EXPECT_THROW(parseNumber("2,5", "range"), CommandError);
  EXPECT_THROW(parseInt("x", "n"), CommandError);
}

TEST(Record, save_and_load_round_trip) {
  const std::string path = ::testing::TempDir() + "amiraute_record_test.yaml";
  GameRecord r{
      "haute-mer", "/tmp/scenario.yaml", 99, {"move A forward 2", "fire \"Jean Bart\" B dice 6 1"}, "00ff"};
  saveRecord(path, r);
  const GameRecord back = loadRecord(path);
  EXPECT_EQ(back.game, r.game);
  EXPECT_EQ(back.scenario, r.scenario);
  EXPECT_EQ(back.seed, r.seed);
  EXPECT_EQ(back.actions, r.actions);
  EXPECT_EQ(back.state_hash, r.state_hash);
  std::filesystem::remove(path);
}

TEST(Record, an_unknown_key_in_a_record_is_an_error) {
  const std::string path = ::testing::TempDir() + "amiraute_record_bad.yaml";
  writeFileAtomically(path, "record: 1\ngame: haute-mer\nscenario: x.yaml\nactons: []\n");
  try {
    loadRecord(path);
    FAIL();
  } catch (const YamlError &e) {
    EXPECT_NE(std::string(e.what()).find(":4:1: unknown key 'actons'"), std::string::npos) << e.what();
  }
  std::filesystem::remove(path);
}

TEST(Files, atomic_write_replaces_the_whole_file) {
  const std::string path = ::testing::TempDir() + "amiraute_atomic.txt";
  writeFileAtomically(path, "first version, rather long");
  writeFileAtomically(path, "second");
  EXPECT_EQ(readFile(path), "second");
  EXPECT_THROW(writeFileAtomically("/nonexistent-dir/x", "y"), FileError);
  std::filesystem::remove(path);
}

} // namespace
} // namespace amiraute::core
