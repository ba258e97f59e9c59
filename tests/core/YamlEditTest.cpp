// Editing a scenario keeps the author's file: comments, key order, quoting and the layout of every
// untouched part survive; only the value changed differs (issue 25, "saving keeps the author's file").
#include "core/YamlEdit.h"
#include "core/Files.h"
#include "core/Yaml.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <sstream>

namespace amiraute::core {
namespace {

std::vector<std::string> shippedScenarios() {
  std::vector<std::string> out;
  const std::filesystem::path root = findDataFile("scenarios");
  for (const auto &e : std::filesystem::recursive_directory_iterator(root))
    if (e.path().extension() == ".yaml") out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> linesOf(const std::string &text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    out.push_back(line);
  return out;
}

/// The lines of `after` that are not the lines of `before` at the same place, counting from both
/// ends (what a diff of one change shows).
std::vector<std::string> changedLines(const std::string &before, const std::string &after) {
  const auto a = linesOf(before), b = linesOf(after);
  std::size_t head = 0;
  while (head < a.size() && head < b.size() && a[head] == b[head])
    ++head;
  std::size_t tail = 0;
  while (tail < a.size() - head && tail < b.size() - head && a[a.size() - 1 - tail] == b[b.size() - 1 - tail])
    ++tail;
  return std::vector<std::string>(b.begin() + static_cast<long>(head), b.end() - static_cast<long>(tail));
}

/// Every path to a scalar of the document.
void scalarPaths(const YAML::Node &node, YamlPath here, std::vector<YamlPath> &out) {
  if (node.IsScalar()) out.push_back(here);
  if (node.IsMap())
    for (auto it = node.begin(); it != node.end(); ++it) {
      YamlPath next = here;
      next.emplace_back(it->first.Scalar());
      scalarPaths(it->second, next, out);
    }
  if (node.IsSequence())
    for (std::size_t i = 0; i < node.size(); ++i) {
      YamlPath next = here;
      next.emplace_back(i);
      scalarPaths(node[i], next, out);
    }
}
void listPaths(const YAML::Node &node, YamlPath here, std::vector<YamlPath> &out) {
  if (node.IsSequence()) out.push_back(here);
  if (node.IsMap())
    for (auto it = node.begin(); it != node.end(); ++it) {
      YamlPath next = here;
      next.emplace_back(it->first.Scalar());
      listPaths(it->second, next, out);
    }
  if (node.IsSequence())
    for (std::size_t i = 0; i < node.size(); ++i) {
      YamlPath next = here;
      next.emplace_back(i);
      listPaths(node[i], next, out);
    }
}

/// A deep copy of `node` with `change` made at `path` (yaml-cpp's own tree, the expectation).
YAML::Node changed(const YAML::Node &node, const YamlPath &path, std::size_t depth,
                   const std::function<YAML::Node(const YAML::Node &)> &change) {
  if (depth == path.size()) return change(node);
  YAML::Node out = YAML::Clone(node);
  if (const auto *key = path[depth].keyOrNull()) {
    out[*key] = changed(node[*key], path, depth + 1, change);
  } else {
    const std::size_t i = path[depth].index;
    out[i] = changed(node[i], path, depth + 1, change);
  }
  return out;
}

/// The tree's content, whatever its style (flow or block, quoted or not).
std::string dump(const YAML::Node &node) {
  if (node.IsScalar()) return "'" + node.Scalar() + "'";
  std::string out;
  if (node.IsMap()) {
    out = "{";
    for (auto it = node.begin(); it != node.end(); ++it)
      out += it->first.Scalar() + ": " + dump(it->second) + ", ";
    return out + "}";
  }
  if (node.IsSequence()) {
    out = "[";
    for (std::size_t i = 0; i < node.size(); ++i)
      out += dump(node[i]) + ", ";
    return out + "]";
  }
  return node.IsNull() ? "null" : "?";
}

TEST(YamlEdit,
     every_scalar_of_every_shipped_scenario_changes_alone_and_the_rest_of_the_file_stays_byte_for_byte) {
  const auto files = shippedScenarios();
  ASSERT_GE(files.size(), 20u);
  int changes = 0;
  for (const std::string &file : files) {
    const std::string original = readFile(file);
    const YamlText source(original, file);
    std::vector<YamlPath> paths;
    scalarPaths(source.root(), {}, paths);
    for (const YamlPath &path : paths) {
      SCOPED_TRACE(file + " " + describe(path));
      const std::string old = source.at(path).Scalar();
      if (old.find('\n') != std::string::npos) continue; // a block text: setLines' test below
      const std::string value = old == "0405" ? "0506" : "0405";
      YamlText edit = source;
      edit.set(path, yamlScalar(value));
      EXPECT_EQ(edit.at(path).Scalar(), value);
      const YAML::Node expected =
          changed(source.root(), path, 0, [&](const YAML::Node &) { return YAML::Node(value); });
      EXPECT_EQ(dump(edit.root()), dump(expected));
      // Only the value's own line differs, and every comment of the file is still there.
      const auto diff = changedLines(original, edit.text());
      ASSERT_EQ(diff.size(), 1u) << edit.text();
      EXPECT_NE(diff[0].find(yamlScalar(value)), std::string::npos) << diff[0];
      EXPECT_EQ(linesOf(edit.text()).size(), linesOf(original).size());
      ++changes;
    }
  }
  EXPECT_GT(changes, 500);
}

TEST(YamlEdit, an_item_appended_to_or_removed_from_any_list_of_a_shipped_scenario_changes_only_that_list) {
  int lists = 0;
  for (const std::string &file : shippedScenarios()) {
    const std::string original = readFile(file);
    const YamlText source(original, file);
    std::vector<YamlPath> paths;
    listPaths(source.root(), {}, paths);
    for (const YamlPath &path : paths) {
      SCOPED_TRACE(file + " " + describe(path));
      const YAML::Node list = source.at(path);
      YamlText grown = source;
      grown.append(path, "{name: Nouveau, hex: \"0101\"}");
      YAML::Node item;
      item["name"] = "Nouveau";
      item["hex"] = "0101";
      const YAML::Node more = changed(source.root(), path, 0, [&](const YAML::Node &n) {
        YAML::Node out = YAML::Clone(n);
        out.push_back(item);
        return out;
      });
      EXPECT_EQ(dump(grown.root()), dump(more));
      for (const std::string &line : linesOf(original))
        if (line.find('#') != std::string::npos) {
          EXPECT_NE(grown.text().find(line), std::string::npos) << line;
        }
      // Taking it out again gives back the author's file (a block list: the very bytes).
      YamlText back = grown;
      back.remove(path, list.size());
      EXPECT_EQ(dump(back.root()), dump(source.root()));
      if (original[static_cast<std::size_t>(list.Mark().pos)] != '[') {
        EXPECT_EQ(back.text(), original);
      }
      for (std::size_t i = 0; i < list.size(); ++i) {
        YamlText fewer = source;
        fewer.remove(path, i);
        const YAML::Node less = changed(source.root(), path, 0, [&](const YAML::Node &n) {
          YAML::Node out(YAML::NodeType::Sequence);
          for (std::size_t j = 0; j < n.size(); ++j)
            if (j != i) out.push_back(YAML::Clone(n[j]));
          return out;
        });
        EXPECT_EQ(dump(fewer.root()), dump(less)) << fewer.text();
      }
      ++lists;
    }
  }
  EXPECT_GT(lists, 50);
}

TEST(YamlEdit, a_map_painted_anew_replaces_only_the_lines_of_its_block_text) {
  const std::string file = findDataFile("scenarios/detroits/small.yaml");
  const std::string original = readFile(file);
  YamlText edit(original, file);
  std::vector<std::string> rows = linesOf(edit.at({"map", "terrain"}).Scalar());
  ASSERT_EQ(rows.size(), 7u);
  rows[0][0] = '#';
  edit.setLines({"map", "terrain"}, rows);
  EXPECT_EQ(edit.at({"map", "terrain"}).Scalar().substr(0, 10), "#~~~~~~~~\n");
  const auto diff = changedLines(original, edit.text());
  ASSERT_EQ(diff.size(), 1u);
  EXPECT_EQ(diff[0], "    #~~~~~~~~");
}

TEST(YamlEdit, a_key_the_file_lacks_is_added_where_an_author_would_write_it) {
  const std::string text =
      "# head\ngame: detroits # the game\nmap:\n  legend: {'~': sea}\n  terrain: |\n    ~~\n"
      "first: Bleu\n# tail comment\n";
  YamlText edit(text, "t.yaml");
  edit.set({"turn_limit"}, "12");
  edit.set({"map", "legend", "#"}, "land");
  edit.set({"rules", "zone_of_control"}, "false");
  edit.set({"map", "rivers"}, "[\"0101-0102\"]");
  EXPECT_EQ(
      edit.text(),
      "# head\ngame: detroits # the game\nmap:\n  legend: {'~': sea, \"#\": land}\n  terrain: |\n"
      "    ~~\n  rivers: [\"0101-0102\"]\nfirst: Bleu\nturn_limit: 12\nrules: {zone_of_control: false}\n"
      "# tail comment\n");
  edit.set({"game"}, "planetes");
  EXPECT_NE(edit.text().find("game: planetes # the game\n"), std::string::npos);
  edit.removeKey({"first"});
  edit.removeKey({"map", "legend", "#"});
  EXPECT_EQ(edit.text(),
            "# head\ngame: planetes # the game\nmap:\n  legend: {'~': sea}\n  terrain: |\n"
            "    ~~\n  rivers: [\"0101-0102\"]\nturn_limit: 12\nrules: {zone_of_control: false}\n"
            "# tail comment\n");
}

TEST(YamlEdit, a_change_that_would_break_the_file_is_refused_and_the_text_is_unchanged) {
  YamlText edit("sides:\n  - name: Bleu\n    ships: []\n", "t.yaml");
  const std::string before = edit.text();
  EXPECT_THROW(edit.set({"sides", 0, "name"}, "{unclosed"), YamlEditError);
  EXPECT_THROW(edit.set({"sides", 3, "name"}, "x"), YamlEditError);
  EXPECT_THROW(edit.append({"sides", 0, "name"}, "x"), YamlEditError);
  EXPECT_THROW(edit.remove({"sides", 0, "ships"}, 0), YamlEditError);
  EXPECT_EQ(edit.text(), before);
  edit.append({"sides", 0, "ships"}, "{name: Hermione}");
  edit.append({"sides", 0, "ships"}, "{name: Vestale}");
  EXPECT_EQ(edit.text(), "sides:\n  - name: Bleu\n    ships: [{name: Hermione}, {name: Vestale}]\n");
  edit.remove({"sides", 0, "ships"}, 0);
  edit.remove({"sides", 0, "ships"}, 0);
  EXPECT_EQ(edit.text(), "sides:\n  - name: Bleu\n    ships: []\n");
}

TEST(YamlEdit, scalars_are_quoted_only_when_plain_text_would_read_back_otherwise) {
  EXPECT_EQ(yamlScalar("Foudroyant"), "Foudroyant");
  EXPECT_EQ(yamlScalar("Le détroit"), "Le détroit");
  EXPECT_EQ(yamlScalar("0403"), "\"0403\"");
  EXPECT_EQ(yamlScalar("yes"), "\"yes\"");
  EXPECT_EQ(yamlScalar("a: b"), "\"a: b\"");
  EXPECT_EQ(yamlScalar("say \"hi\""), "\"say \\\"hi\\\"\"");
  EXPECT_EQ(yamlScalar(""), "\"\"");
  for (const std::string s : {"0403", "yes", "a: b", "say \"hi\"", "", "x # y", "- z", "Le détroit"}) {
    const YamlText t("v: " + yamlScalar(s) + "\n", "t.yaml");
    EXPECT_EQ(t.at({"v"}).Scalar(), s);
  }
}

} // namespace
} // namespace amiraute::core
