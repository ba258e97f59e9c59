// Every problem of a scenario in one run (`amiraute validate`): while a YamlReport listens, the
// read helpers report what they can step over and go on with a safe value; without one the first
// error is thrown as ever. Tabs and invisible trailing spaces are named; numbers, truth values and
// hexes are read as the schemas (and the editors) read them.
#include "core/Yaml.h"
#include "core/YamlChoice.h"

#include <gtest/gtest.h>

namespace amiraute::core {
namespace {

struct Ship {
  std::string name;
  double x = 0;
  int count = 0;
  bool torpedoes = false;
  int drift = 0;
};

Ship readShip(const std::string &text) {
  const YAML::Node node = loadYamlString(text, "test.yaml");
  MapReader r("test.yaml", node, "ship");
  Ship s;
  s.name = r.string("name");
  s.x = r.number("x", 0, 100);
  s.count = r.integer("count", 1, 6, 1);
  s.torpedoes = r.boolean("torpedoes", false);
  s.drift = readChoice(r, "drift", {"toward", "downwind"}, 0);
  r.finish();
  return s;
}

std::vector<std::string> messages(const std::vector<YamlError> &list) {
  std::vector<std::string> out;
  for (const auto &e : list)
    out.push_back(e.what());
  return out;
}

const std::string kFaulty = "name: Dunkerque\n"
                            "x: 300\n"
                            "count: \"2\"\n"
                            "torpedoes: yes\n"
                            "drift: upwind\n"
                            "heding: 90\n"
                            "speed: 3\n";

TEST(YamlReport, without_a_report_the_first_error_is_thrown) {
  try {
    readShip(kFaulty);
    FAIL() << "accepted";
  } catch (const YamlError &e) {
    EXPECT_EQ(std::string(e.what()), "test.yaml:2:4: ship.x must be between 0 and 100, not 300");
  }
}

TEST(YamlReport, a_report_collects_every_error_it_can_step_over_and_reading_goes_on_with_safe_values) {
  YamlReport report;
  const Ship s = readShip(kFaulty);
  EXPECT_EQ(
      messages(report.errors()),
      (std::vector<std::string>{
          "test.yaml:2:4: ship.x must be between 0 and 100, not 300",
          "test.yaml:3:8: ship.count must be a number, not the text \"2\": write it without quotes",
          "test.yaml:4:12: ship.torpedoes must be true or false, not 'yes'",
          "test.yaml:5:8: rules.drift must be one of toward, downwind, not 'upwind'",
          "test.yaml:6:1: unknown key 'heding' in ship (known keys: count, drift, name, torpedoes, x)",
          "test.yaml:7:1: unknown key 'speed' in ship (known keys: count, drift, name, torpedoes, x)"}));
  EXPECT_EQ(s.x, 100);       // the nearest allowed value
  EXPECT_EQ(s.count, 2);     // read all the same
  EXPECT_FALSE(s.torpedoes); // the default
  EXPECT_EQ(s.drift, 0);
  EXPECT_FALSE(report.full());
}

TEST(YamlReport, the_report_stops_at_its_limit_and_a_key_given_twice_is_one_error) {
  std::string text = "name: a\nx: 1\nname: b\n";
  for (int i = 0; i < 30; ++i)
    text += "key" + std::to_string(i) + ": 1\n";
  YamlReport report(5);
  EXPECT_THROW(readShip(text), YamlError);
  EXPECT_TRUE(report.full());
  ASSERT_EQ(report.errors().size(), 5u);
  EXPECT_EQ(std::string(report.errors()[0].what()),
            "test.yaml:3:1: the key 'name' is given twice in this mapping");
}

TEST(YamlReport, warnings_are_kept_only_by_a_report) {
  const YAML::Node node = loadYamlString("a: 1\n", "test.yaml");
  warnAt("test.yaml", node["a"], "nothing listens"); // no report: nothing happens
  YamlReport report;
  warnAt("test.yaml", node["a"], "a class replaces another");
  ASSERT_EQ(report.warnings().size(), 1u);
  EXPECT_EQ(std::string(report.warnings()[0].what()), "test.yaml:1:4: a class replaces another");
  EXPECT_TRUE(report.errors().empty());
}

TEST(YamlReport, reports_nest_and_the_outer_one_listens_again_after) {
  YamlReport outer;
  {
    YamlReport inner;
    readShip("name: a\nx: 1\nfoo: 2\n");
    EXPECT_EQ(inner.errors().size(), 1u);
  }
  readShip("name: a\nx: 1\nbar: 2\n");
  EXPECT_EQ(outer.errors().size(), 1u);
}

TEST(YamlReport, a_mapping_that_takes_no_key_says_so_instead_of_an_empty_list) {
  const YAML::Node node = loadYamlString("turn_limt: 5\n", "test.yaml");
  MapReader r("test.yaml", node, "victory");
  try {
    r.finish();
    FAIL();
  } catch (const YamlError &e) {
    EXPECT_EQ(std::string(e.what()),
              "test.yaml:1:1: unknown key 'turn_limt' in victory, which takes no key here");
  }
}

TEST(YamlReport, a_tab_in_the_indentation_is_named_with_its_line_and_column) {
  try {
    loadYamlString("sides:\n  - name: A\n\t- name: B\n", "tabs.yaml");
    FAIL();
  } catch (const YamlError &e) {
    EXPECT_EQ(std::string(e.what()),
              "tabs.yaml:3:1: a tab (\\t) in the indentation: YAML indents with spaces only");
  }
}

TEST(YamlReport, a_tab_in_a_message_is_written_backslash_t_and_an_invisible_line_end_is_named) {
  const std::string text = "terrain: |\n  ~~\t~\n  ~~~ \nname: x\n";
  const YAML::Node node = loadYamlString(text, "ends.yaml");
  EXPECT_EQ(std::string(YamlError("ends.yaml", 2, 5, "unknown symbol '\t'").what()),
            "ends.yaml:2:5: unknown symbol '\\t'");
  EXPECT_EQ(std::string(YamlError("ends.yaml", 3, 3, "ragged terrain").what()),
            "ends.yaml:3:3: ragged terrain (the line ends with a space that you cannot see)");
  EXPECT_EQ(std::string(YamlError("ends.yaml", 4, 1, "fine").what()), "ends.yaml:4:1: fine");
}

TEST(YamlReport, a_hex_is_written_in_quotes_as_the_schemas_say) {
  const YAML::Node node = loadYamlString("a: 0503\nb: \"0503\"\nc: !!str 0503\n", "hex.yaml");
  EXPECT_EQ(readDigits("hex.yaml", node["b"], "ship bow"), "0503");
  EXPECT_EQ(readDigits("hex.yaml", node["c"], "ship bow"), "0503");
  try {
    readDigits("hex.yaml", node["a"], "ship bow");
    FAIL();
  } catch (const YamlError &e) {
    EXPECT_EQ(
        std::string(e.what()),
        "hex.yaml:1:4: ship bow 0503 must be written in quotes, \"0503\": without them YAML reads a number");
  }
  YamlReport report;
  EXPECT_EQ(readDigits("hex.yaml", node["a"], "ship bow"), "0503"); // reported, read all the same
  EXPECT_EQ(report.errors().size(), 1u);
}

TEST(YamlReport, numbers_and_truth_values_in_quotes_are_texts) {
  const YAML::Node node = loadYamlString("a: \"1\"\nb: 'true'\nc: 1\nd: True\ne: no\n", "q.yaml");
  EXPECT_THROW(readInt("q.yaml", node["a"], "class.combat", 1, 6), YamlError);
  EXPECT_THROW(readNumber("q.yaml", node["a"], "class.combat", 1, 6), YamlError);
  EXPECT_THROW(readBool("q.yaml", node["b"], "rules.masking"), YamlError);
  EXPECT_THROW(readBool("q.yaml", node["e"], "rules.masking"), YamlError);
  EXPECT_EQ(readInt("q.yaml", node["c"], "class.combat", 1, 6), 1);
  EXPECT_TRUE(readBool("q.yaml", node["d"], "rules.masking"));
}

} // namespace
} // namespace amiraute::core
