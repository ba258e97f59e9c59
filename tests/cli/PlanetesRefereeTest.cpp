// The Planètes referee driven through the real binary: commands on stdin, --json answers, as a
// person at a real table would type them.
#include "AmirauteBinary.h"
#include "core/Files.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <sstream>
#include <unistd.h>

using nlohmann::json;

namespace {

std::string tempPath(const std::string &name) {
  return (std::filesystem::temp_directory_path() / ("plref_" + std::to_string(::getpid()) + "_" + name))
      .string();
}

// Run `amiraute referee SCENARIO --json` with these lines on stdin; one JSON answer per line.
std::vector<json> referee(const std::vector<std::string> &lines, const std::string &scenario) {
  const std::string input = tempPath("input.txt");
  std::string text;
  for (const auto &l : lines)
    text += l + "\n";
  amiraute::core::writeFileAtomically(input, text);
  const std::string command = "AMIRAUTE_JOURNAL_DIR=" + tempPath("journal") + " " +
                              std::string(AMIRAUTE_BINARY) + " referee " + scenario + " --json < " + input;
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

std::string small() { return amiraute::core::findDataFile("scenarios/planetes/small.yaml"); }

bool cites(const json &answer, const char *clause) {
  return std::find(answer["clauses"].begin(), answer["clauses"].end(), clause) != answer["clauses"].end();
}

// The small board with every unit given: Vert's cavalry on 0501 between Rouge's infantry 0401 and
// cavalry 0601, a force field below it and a black hole below that; Vert's cavalry on 0705 next
// to Rouge's infantry 0704 and cavalry on the asteroids 0604.
std::string battle() {
  const std::string path = tempPath("battle.yaml");
  amiraute::core::writeFileAtomically(path, R"(game: planetes
map:
  terrain: |
    .........
    AA..+..BB
    Aa.:@:.bB
    ...:o:...
    .........
    ....+....
    .........
  legend: {'.': void, ':': asteroids, o: planetoid, '+': force-field, '@': black-hole, A: planet-1, a: station-1, B: planet-2, b: station-2}
sides:
  - name: Rouge
    units: [{type: infantry, hex: "0401"}, {type: infantry, hex: "0704"}, {type: cavalry, hex: "0601"},
            {type: cavalry, hex: "0604"}, {type: artillery, hex: "0201"}]
  - name: Vert
    units: [{type: cavalry, hex: "0501"}, {type: cavalry, hex: "0705"}, {type: infantry, hex: "0907"},
            {type: infantry, hex: "0906"}, {type: artillery, hex: "0807"}]
rules: {infantry: 2, cavalry: 2, artillery: 1}
)");
  return path;
}

} // namespace

TEST(PlanetesReferee, HelpStatusAndPlacement_PL_PLACE_1_PL_PLACE_2) {
  const auto a = referee({"help", "status", "place Rouge infantry 0505", "place Vert infantry 0802",
                          "place Rouge infantry 0102", "units", "stauts"},
                         small());
  ASSERT_EQ(a.size(), 7u);
  EXPECT_NE(std::find(a[0]["commands"].begin(), a[0]["commands"].end(), "fire"), a[0]["commands"].end());
  EXPECT_EQ(a[1]["phase"], "placement");
  EXPECT_EQ(a[1]["side"], "Rouge");
  EXPECT_EQ(a[1]["in_hand"]["Rouge"], 4);
  EXPECT_FALSE(a[2]["ok"]);
  EXPECT_EQ(a[2]["clause"], "PL-PLACE-2");
  EXPECT_FALSE(a[3]["ok"]);
  EXPECT_EQ(a[3]["clause"], "PL-PLACE-1");
  ASSERT_TRUE(a[4]["ok"]) << a[4].dump();
  EXPECT_EQ(a[4]["status"]["side"], "Vert");
  ASSERT_EQ(a[5]["units"].size(), 1u);
  EXPECT_EQ(a[5]["units"][0]["type"], "infantry");
  EXPECT_EQ(a[5]["units"][0]["strength"], 6); // 4 on its own planet, +2
  EXPECT_NE(a[6]["error"].get<std::string>().find("did you mean 'status'"), std::string::npos);
}

TEST(PlanetesReferee, ReachShowsForceFieldsAndMoveGivesThePath_PL_MOVE_4) {
  const auto a =
      referee({"place Rouge infantry 0102", "place Vert infantry 0802", "place Rouge infantry 0202",
               "place Vert infantry 0902", "place Rouge cavalry 0103", "place Vert cavalry 0903",
               "place Rouge artillery 0203", "place Vert artillery 0803", "status", "reach 0202",
               "move 0202 0502", "move 0202 0602", "fire 0203"},
              small());
  ASSERT_EQ(a.size(), 13u);
  EXPECT_EQ(a[8]["phase"], "movement");
  const json &reach = a[9];
  EXPECT_NE(std::find(reach["fields"].begin(), reach["fields"].end(), "0502"), reach["fields"].end());
  bool crossed = false;
  for (const auto &h : reach["hexes"]) {
    EXPECT_NE(h["hex"], "0502");
    if (h["hex"] == "0602") {
      EXPECT_EQ(h["cost"], 2); // 0302, 0402, the field for nothing, 0602 paid by its point
      EXPECT_TRUE(h["via_field"]);
      crossed = true;
    }
  }
  EXPECT_TRUE(crossed);
  EXPECT_EQ(a[10]["clause"], "PL-MOVE-4");
  ASSERT_TRUE(a[11]["ok"]) << a[11].dump();
  EXPECT_EQ(a[11]["cost"], 2);
  EXPECT_NE(std::find(a[11]["path"].begin(), a[11]["path"].end(), "0502"), a[11]["path"].end());
  EXPECT_TRUE(a[12]["ok"]);
  EXPECT_TRUE(a[12]["targets"].empty());
}

TEST(PlanetesReferee, AttackOddsFireAndRetreat_PL_COMBAT_5_PL_RETREAT_4) {
  const auto a = referee({"odds 0501 with 0201", "end", "odds 0501 with 0201 0401",
                          "attack 0501 with 0401 0601", "attack 0705 with 0704 0604", "status", "end",
                          "retreat 0705 0704", "retreat 0705 0706", "status", "undo", "status"},
                         battle());
  ASSERT_EQ(a.size(), 12u);
  // Artillery alone: infantry-and-cavalry defend with 1 under fire.
  EXPECT_EQ(a[0]["fire"], "artillery");
  EXPECT_EQ(a[0]["defence"], 1);
  EXPECT_EQ(a[0]["odds"], "6:1");
  EXPECT_EQ(a[0]["legal_now"], false); // movement phase
  EXPECT_EQ(a[2]["fire"], "mixed");
  EXPECT_EQ(a[2]["defence"], 2);
  EXPECT_EQ(a[2]["legal_now"], true);
  // 6 against 2 in contact: a retreat, but the only way back is the field into the black hole.
  ASSERT_TRUE(a[3]["ok"]) << a[3].dump();
  EXPECT_EQ(a[3]["attack"], 6);
  EXPECT_EQ(a[3]["odds"], "3:1");
  EXPECT_EQ(a[3]["result"], "retreat");
  EXPECT_EQ(a[3]["fire"], "contact");
  EXPECT_EQ(a[3]["outcome"], "eliminated");
  EXPECT_TRUE(cites(a[3], "PL-RETREAT-4"));
  // 4 + 3 (cavalry on asteroids) against 2: Vert must retreat.
  ASSERT_TRUE(a[4]["ok"]) << a[4].dump();
  EXPECT_EQ(a[4]["attack"], 7);
  EXPECT_EQ(a[4]["result"], "retreat");
  EXPECT_EQ(a[5]["actor"], "Vert");
  EXPECT_EQ(a[5]["pending_retreat"]["hex"], "0705");
  EXPECT_EQ(a[6]["clause"], "PL-RETREAT-1");
  EXPECT_FALSE(a[7]["ok"]);
  ASSERT_TRUE(a[8]["ok"]) << a[8].dump();
  EXPECT_EQ(a[9]["actor"], "Rouge");
  EXPECT_EQ(a[9]["units"]["Vert"], 4);
  EXPECT_EQ(a[9]["enemy_planet_held"]["Rouge"], 0);
  EXPECT_TRUE(a[9]["winner"].is_null());
  EXPECT_TRUE(a[10]["ok"]);
  EXPECT_EQ(a[11]["hash"], a[5]["hash"]);
}

TEST(PlanetesReferee, SaveAndLoadReplayToTheSameState) {
  const std::string record = tempPath("record.yaml");
  const auto a = referee(
      {"end", "attack 0705 with 0704 0604", "retreat 0705 0706", "save " + record, "status"}, battle());
  ASSERT_EQ(a.size(), 5u);
  ASSERT_TRUE(a[3]["ok"]) << a[3].dump();
  const auto b = referee({"load " + record, "status"}, battle());
  ASSERT_EQ(b.size(), 2u);
  ASSERT_TRUE(b[0]["ok"]) << b[0].dump();
  EXPECT_EQ(b[1]["hash"], a[4]["hash"]);
  std::filesystem::remove(record);
}
