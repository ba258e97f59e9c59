// The Objectif Villes referee driven through the real binary: commands on stdin, --json answers.
#include "AmirauteBinary.h"
#include "core/Files.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>
#include <sstream>
#include <unistd.h>

using nlohmann::json;

namespace {

std::string tempPath(const std::string &name) {
  return (std::filesystem::temp_directory_path() / ("hexref_" + std::to_string(::getpid()) + "_" + name))
      .string();
}

// Run `amiraute referee SCENARIO --json` with these lines on stdin; one JSON answer per line.
std::vector<json> referee(const std::vector<std::string> &lines,
                          const std::string &scenario = "scenarios/objectif-villes/small.yaml") {
  const std::string input = tempPath("input.txt");
  std::string text;
  for (const auto &l : lines)
    text += l + "\n";
  amiraute::core::writeFileAtomically(input, text);
  const std::string command = "AMIRAUTE_JOURNAL_DIR=" + tempPath("journal") + " " + std::string(AMIRAUTE_BINARY) + " referee " +
                              amiraute::core::findDataFile(scenario) + " --json < " + input;
  FILE *pipe = ::popen(command.c_str(), "r");
  EXPECT_NE(pipe, nullptr);
  std::string out;
  char buffer[4096];
  while (pipe && std::fgets(buffer, sizeof buffer, pipe))
    out += buffer;
  if (pipe) ::pclose(pipe);
  std::filesystem::remove(input);
  std::vector<json> answers;
  std::istringstream in(out);
  std::string line;
  while (std::getline(in, line))
    answers.push_back(json::parse(line));
  return answers;
}

// Placement on the small board that ends in the movement phase (3 pieces a side).
const std::vector<std::string> kPlacement = {"place Pile 0202", "place Face 0602", "place Pile 0203",
                                             "place Face 0603", "place Pile 0204", "place Face 0604"};

std::vector<std::string> plus(std::vector<std::string> a, const std::vector<std::string> &b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

} // namespace

TEST(HexReferee, HelpStatusAndUnknownCommand) {
  const auto a = referee({"help", "status", "stauts", "pieces"});
  ASSERT_EQ(a.size(), 4u);
  EXPECT_TRUE(a[0]["ok"]);
  EXPECT_NE(std::find(a[0]["commands"].begin(), a[0]["commands"].end(), "attack"), a[0]["commands"].end());
  EXPECT_EQ(a[1]["phase"], "placement");
  EXPECT_EQ(a[1]["side"], "Pile");
  EXPECT_EQ(a[1]["turn"], 1);
  EXPECT_TRUE(a[1]["winner"].is_null());
  EXPECT_FALSE(a[2]["ok"]);
  EXPECT_NE(a[2]["error"].get<std::string>().find("did you mean 'status'"), std::string::npos);
  EXPECT_TRUE(a[3]["pieces"].empty());
}

TEST(HexReferee, PlacementRulingsCiteClausesAndErrorsChangeNothing) {
  const auto a = referee({"place Pile 0101", "place Face 0202", "place Pile 0202", "status"});
  ASSERT_EQ(a.size(), 4u);
  EXPECT_FALSE(a[0]["ok"]);
  EXPECT_NE(a[0]["error"].get<std::string>().find("OV-PLACE-2"), std::string::npos); // sea
  EXPECT_NE(a[1]["error"].get<std::string>().find("OV-PLACE-1"), std::string::npos); // not Face's turn
  EXPECT_TRUE(a[2]["ok"]);
  EXPECT_EQ(a[2]["clauses"][0], "OV-PLACE-2");
  EXPECT_EQ(a[3]["side"], "Face");
  EXPECT_EQ(a[3]["actions"], 1);
}

TEST(HexReferee, ReachAndMoveGiveCostsAndPath) {
  const auto a = referee(
      plus(kPlacement, {"status", "reach 0202", "move 0202 0402", "move 0202 0502", "move 0203 0101"}));
  ASSERT_EQ(a.size(), 11u);
  EXPECT_EQ(a[6]["phase"], "movement");
  const json &reach = a[7];
  ASSERT_TRUE(reach["ok"]);
  EXPECT_FALSE(reach["clauses"].empty());
  bool saw0402 = false;
  for (const auto &h : reach["hexes"])
    if (h["hex"] == "0402") {
      saw0402 = true;
      EXPECT_EQ(h["cost"], 2); // through the plain 0303, not the city 0302
    }
  EXPECT_TRUE(saw0402);
  ASSERT_TRUE(a[8]["ok"]) << a[8].dump();
  EXPECT_EQ(a[8]["path"].front(), "0202");
  EXPECT_EQ(a[8]["path"].back(), "0402");
  EXPECT_EQ(a[8]["cost"], 2);
  EXPECT_EQ(a[8]["path"], json({"0202", "0303", "0402"}));
  EXPECT_FALSE(a[9]["ok"]); // the piece has moved
  EXPECT_NE(a[9]["error"].get<std::string>().find("OV-MOVE-1"), std::string::npos);
  EXPECT_NE(a[10]["error"].get<std::string>().find("OV-MOVE-3"), std::string::npos);
}

TEST(HexReferee, CombatThroughTheBinary) {
  // Pile: 0203 (forest, 3). Face: 0303 (plain, 1). After placement, Pile ends movement and
  // attacks at 3:1; Face must retreat; the retreat blocks everything else.
  const auto a =
      referee({"place Pile 0203", "place Face 0303", "place Pile 0205", "place Face 0505", "place Pile 0504",
               "place Face 0602", "end", "odds 0303 with 0203", "attack 0303 with 0203", "end",
               "retreat 0303 0402", "status", "end", "status", "undo", "status"});
  ASSERT_EQ(a.size(), 16u);
  for (std::size_t i = 0; i < 6; ++i)
    ASSERT_TRUE(a[i]["ok"]) << i << a[i].dump();
  EXPECT_EQ(a[1]["odds"], "1:3"); // Face's placement next to the forest: nothing happens
  EXPECT_EQ(a[1]["result"], "none");
  EXPECT_TRUE(a[6]["ok"]);
  EXPECT_EQ(a[6]["status"]["phase"], "combat");
  EXPECT_EQ(a[7]["odds"], "3:1");
  EXPECT_EQ(a[7]["attack"], 3);
  EXPECT_EQ(a[7]["defence"], 1);
  EXPECT_EQ(a[7]["result"], "retreat");
  EXPECT_TRUE(a[8]["ok"]) << a[8].dump();
  EXPECT_EQ(a[8]["result"], "retreat");
  EXPECT_EQ(a[8]["odds"], "3:1");
  EXPECT_NE(std::find(a[8]["clauses"].begin(), a[8]["clauses"].end(), "OV-COMBAT-5"), a[8]["clauses"].end());
  EXPECT_FALSE(a[9]["ok"]);
  EXPECT_NE(a[9]["error"].get<std::string>().find("OV-RETREAT-1"), std::string::npos);
  EXPECT_TRUE(a[10]["ok"]) << a[10].dump();
  EXPECT_EQ(a[11]["phase"], "combat");
  EXPECT_EQ(a[13]["side"], "Face");
  EXPECT_EQ(a[13]["phase"], "movement");
  EXPECT_TRUE(a[14]["ok"]);
  EXPECT_EQ(a[15]["side"], "Pile");
  EXPECT_EQ(a[15]["hash"], a[11]["hash"]);
}

TEST(HexReferee, SaveAndLoadReplayToTheSameHash) {
  const std::string file = tempPath("game.yaml");
  const auto a = referee(plus(kPlacement, {"move 0202 0302", "status", "save " + file}));
  ASSERT_EQ(a.size(), 9u);
  ASSERT_TRUE(a[8]["ok"]) << a[8].dump();
  const auto b = referee({"load " + file, "status", "load /nonexistent/x.yaml", "status"});
  ASSERT_EQ(b.size(), 4u);
  ASSERT_TRUE(b[0]["ok"]) << b[0].dump();
  EXPECT_EQ(b[1]["hash"], a[7]["hash"]);
  EXPECT_EQ(b[1]["actions"], 7);
  EXPECT_FALSE(b[2]["ok"]);
  EXPECT_EQ(b[3]["hash"], a[7]["hash"]); // a failed load changes nothing
  std::filesystem::remove(file);
}

TEST(HexReferee, ValidateReportsScenarioErrors) {
  const std::string bad = tempPath("bad.yaml");
  amiraute::core::writeFileAtomically(bad, "game: objectif-villes\nmap:\n  terrain: |\n    ..\n    .x\n"
                                           "  legend: {'.': plain}\nsides:\n  - name: A\n  - name: B\n");
  const std::string command = std::string(AMIRAUTE_BINARY) + " validate " + bad + " " +
                              amiraute::core::findDataFile("scenarios/objectif-villes/sept-villes.yaml");
  FILE *pipe = ::popen(command.c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  std::string out;
  char buffer[1024];
  while (std::fgets(buffer, sizeof buffer, pipe))
    out += buffer;
  ::pclose(pipe);
  EXPECT_NE(out.find(bad + ":5:6: unknown terrain symbol 'x'"), std::string::npos) << out;
  EXPECT_NE(out.find("sept-villes.yaml: ok"), std::string::npos) << out;
  std::filesystem::remove(bad);
}
