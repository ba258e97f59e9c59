// `amiraute new GAME` and `amiraute list KIND GAME` over every registered game, through the real
// binary: the template validates as written, an existing file is kept unless --force, every kind
// is listed or refused clearly, and the lists hold what the loaders and the shipped scenarios use.
#include "RunBinary.h"

#include "core/Files.h"
#include "core/Yaml.h"
#include "game/Registry.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>

namespace amiraute::testing {
namespace {

namespace fs = std::filesystem;

std::string folderFor(const std::string &test) {
  const std::string dir = ::testing::TempDir() + "authoring_" + test + "_" + std::to_string(::getpid());
  fs::create_directories(dir + "/deep/er");
  return dir;
}

/// The names `amiraute list KIND GAME` printed (the first word of each line).
std::set<std::string> listed(const std::string &kind, const std::string &game) {
  const RunResult r = runAmiraute("list " + kind + " " + game, "");
  EXPECT_EQ(r.exit_code, 0) << r.out;
  std::set<std::string> names;
  for (const std::string &line : r.lines)
    if (!line.empty()) names.insert(line.substr(0, line.find(' ')));
  return names;
}

TEST(Authoring, every_games_template_validates_as_written_and_points_at_its_schema) {
  const std::string dir = folderFor("new");
  for (const game::GameEntry &g : game::games()) {
    SCOPED_TRACE(g.name);
    const std::string file = dir + "/deep/er/" + g.name + ".yaml";
    const RunResult made = runAmiraute("new " + g.name + " -o " + file, "");
    ASSERT_EQ(made.exit_code, 0) << made.out;
    const RunResult checked = runAmiraute("validate " + file, "");
    EXPECT_EQ(checked.exit_code, 0) << checked.out;
    EXPECT_EQ(checked.out, file + ": ok\n"); // no warning either

    // The schema line like the shipped scenarios', its path relative to the file.
    const std::string text = core::readFile(file);
    const std::string head = "# yaml-language-server: $schema=";
    ASSERT_EQ(text.rfind(head, 0), 0u) << text.substr(0, 80);
    const std::string schema = text.substr(head.size(), text.find('\n') - head.size());
    EXPECT_NE(schema.front(), '/') << schema;
    EXPECT_TRUE(fs::exists(fs::path(file).parent_path() / schema)) << schema;
    EXPECT_EQ(fs::path(schema).filename().string(), g.name + ".schema.json");
    EXPECT_EQ(text.find("{{"), std::string::npos) << "a mark left unfilled";

    // Printed without -o: the same scenario, its paths absolute; it validates wherever it is saved.
    const RunResult printed = runAmiraute("new " + g.name, "");
    ASSERT_EQ(printed.exit_code, 0) << printed.out;
    EXPECT_EQ(printed.out.rfind(head + "/", 0), 0u);
    const std::string saved = dir + "/" + g.name + "-printed.yaml";
    std::ofstream(saved) << printed.out;
    EXPECT_EQ(runAmiraute("validate " + saved, "").out, saved + ": ok\n");
  }
}

TEST(Authoring, new_keeps_an_existing_file_unless_forced) {
  const std::string dir = folderFor("force");
  for (const game::GameEntry &g : game::games()) {
    SCOPED_TRACE(g.name);
    const std::string file = dir + "/" + g.name + ".yaml";
    std::ofstream(file) << "# mine\n";
    const RunResult refused = runAmiraute("new " + g.name + " -o " + file, "");
    EXPECT_EQ(refused.exit_code, 1);
    EXPECT_EQ(refused.out, file + " already exists; give --force to replace it\n");
    EXPECT_EQ(core::readFile(file), "# mine\n");
    const RunResult forced = runAmiraute("new " + g.name + " -o " + file + " --force", "");
    EXPECT_EQ(forced.exit_code, 0) << forced.out;
    EXPECT_EQ(runAmiraute("validate " + file, "").exit_code, 0);
  }
  // Written at once: no temporary file is left beside it.
  for (const fs::directory_entry &e : fs::directory_iterator(dir))
    if (e.is_regular_file()) {
      EXPECT_EQ(e.path().extension(), ".yaml") << e.path();
    }
}

TEST(Authoring, every_kind_of_every_game_is_listed_or_refused_clearly) {
  for (const game::GameEntry &g : game::games())
    for (const std::string_view kind : game::kNameKinds) {
      SCOPED_TRACE(g.name + " " + std::string(kind));
      const RunResult r = runAmiraute("list " + std::string(kind) + " " + g.name, "");
      if (r.exit_code == 1) {
        EXPECT_EQ(r.lines.size(), 1u) << r.out; // one sentence
        EXPECT_EQ(r.out.rfind(g.title + " has no ", 0), 0u) << r.out;
        continue;
      }
      ASSERT_EQ(r.exit_code, 0) << r.out;
      ASSERT_GE(r.lines.size(), 1u) << r.out;
      for (const std::string &line : r.lines) {
        if (line.empty()) continue;
        const std::size_t gap = line.find("  ");
        ASSERT_NE(gap, std::string::npos) << "no explanation: " << line;
        EXPECT_EQ(line.find(' '), gap) << "a name is one word: " << line;
        EXPECT_GT(line.find_first_not_of(' ', gap), gap) << line;
      }
    }
  // What every hex game has, and what every game has.
  for (const game::GameEntry &g : game::games()) {
    EXPECT_EQ(runAmiraute("list options " + g.name, "").exit_code, 0) << g.name;
    EXPECT_EQ(runAmiraute("list sides " + g.name, "").exit_code, 0) << g.name;
  }
  EXPECT_EQ(runAmiraute("list cards planetes", "").out, "Planètes has no cards\n");
  EXPECT_TRUE(listed("classes", "detroits").count("three-master"));
  EXPECT_TRUE(listed("classes", "haute-mer").count("croiseur-lourd")); // from fleets/haute-mer/
  EXPECT_TRUE(listed("cards", "milles-nautiques").count("bon_vent"));  // from decks/
  EXPECT_TRUE(listed("cards", "nautic-miles").count("submarine"));
}

TEST(Authoring, an_unknown_game_names_the_known_ones_and_the_closest) {
  for (const std::string command : {"list terrain detroit", "new detroit"}) {
    const RunResult r = runAmiraute(command, "");
    EXPECT_EQ(r.exit_code, 1);
    std::string known;
    for (const game::GameEntry &g : game::games())
      known += (known.empty() ? "" : ", ") + g.name;
    EXPECT_EQ(r.out, "unknown game 'detroit'; the games are " + known + " (did you mean 'detroits'?)\n");
  }
  EXPECT_NE(runAmiraute("list colours detroits", "").exit_code, 0);
}

// The terrain listed is what the loader takes: every legend word of every shipped scenario of
// every game (Détroits' sea and land among them) is in `list terrain`.
TEST(Authoring, list_terrain_holds_every_legend_word_of_the_shipped_scenarios) {
  int words = 0;
  for (const game::GameEntry &g : game::games()) {
    std::set<std::string> terrain;
    for (const fs::directory_entry &e : fs::directory_iterator(core::findDataFile("scenarios/" + g.name))) {
      if (e.path().extension() != ".yaml") continue;
      const YAML::Node legend = YAML::LoadFile(e.path().string())["map"]["legend"];
      if (!legend.IsMap()) continue;
      if (terrain.empty()) terrain = listed("terrain", g.name);
      for (const auto &entry : legend) {
        EXPECT_TRUE(terrain.count(entry.second.as<std::string>()))
            << e.path() << ": " << entry.second.as<std::string>() << " is not listed";
        ++words;
      }
    }
  }
  EXPECT_GT(words, 10);
  EXPECT_EQ(listed("terrain", "detroits"), (std::set<std::string>{"sea", "land"}));
}

// Every option listed is one the loader takes, at its listed default; its clause is defined in
// the game's rules.
TEST(Authoring, every_option_listed_loads_at_its_default_and_cites_a_clause_of_the_rules) {
  const std::string dir = folderFor("options");
  for (const game::GameEntry &g : game::games()) {
    const std::string generated = dir + "/" + g.name + ".yaml";
    ASSERT_EQ(runAmiraute("new " + g.name + " -o " + generated + " --force", "").exit_code, 0);
    const std::string base = core::readFile(generated);
    const std::size_t rules_at = base.find("\nrules:\n");
    ASSERT_NE(rules_at, std::string::npos) << g.name << ": the template ends with its rules";
    const std::string body = base.substr(0, rules_at) + "\nrules:\n";
    const std::string rules = base.substr(rules_at + 8);
    const std::string doc = core::readFile(core::findDataFile("docs/rules/" + g.name + ".md"));
    for (const game::NameLine &option : g.names("options")) {
      SCOPED_TRACE(g.name + " rules." + option.name);
      if (!option.clause.empty()) {
        EXPECT_NE(doc.find("**" + option.clause), std::string::npos) << option.clause << " is not defined";
      }
      if (option.fallback.empty()) continue; // a mapping (counts, points): no one value to write
      const std::string file = dir + "/" + g.name + "-" + option.name + ".yaml";
      // The template's own rules (a small board needs fewer pieces), this one at its default.
      std::string text = body;
      std::size_t at = 0;
      while (at < rules.size()) {
        const std::size_t end = rules.find('\n', at);
        const std::string line = rules.substr(at, end - at);
        if (line.rfind("  " + option.name + ":", 0) != 0) text += line + "\n";
        at = end == std::string::npos ? rules.size() : end + 1;
      }
      std::ofstream(file) << text << "  " << option.name << ": " << option.fallback << "\n";
      EXPECT_NO_THROW(g.validate(file));
    }
  }
}

} // namespace
} // namespace amiraute::testing
