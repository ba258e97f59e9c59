// The computer opponent through the real binary: at the referee (`--ai SIDE[:LEVEL]`) and in the
// arena (batches over processes, shards and their merge).
#include "../cli/RunBinary.h"
#include "core/Files.h"

#include <gtest/gtest.h>

#include <fstream>

namespace amiraute {
namespace {

using nlohmann::json;
using testing::referee;
using testing::runAmiraute;
using testing::tempPath;

std::string scenario(const std::string &game, const std::string &file) {
  return core::findDataFile("scenarios/" + game + "/" + file);
}

TEST(ComputerAtTheReferee, it_answers_a_persons_secret_speeds_with_its_own_secret_then_plays_its_moves) {
  const auto a = referee(scenario("escadrilles", "small.yaml"), {"go", "speeds Bleu 1:3 2:2 3:4", "status"},
                         "--ai Rouge:30 --no-journal --seed 3");
  ASSERT_EQ(a.size(), 3u);
  EXPECT_FALSE(a[0]["ok"]) << a[0].dump(); // Bleu is to move: go is refused
  ASSERT_TRUE(a[1]["ok"]) << a[1].dump();
  ASSERT_TRUE(a[1].contains("computer")) << a[1].dump();
  const json &moves = a[1]["computer"];
  ASSERT_FALSE(moves.empty());
  // Its speeds are a secret: neither the command nor the candidates are shown.
  EXPECT_TRUE(moves[0]["secret"]);
  EXPECT_TRUE(moves[0]["command"].is_null());
  EXPECT_TRUE(moves[0]["explanation"]["candidates"].empty());
  EXPECT_EQ(moves[0]["side"], "Rouge");
  EXPECT_FALSE(moves[0]["answer"].contains("action"));
  for (const json &m : moves) {
    EXPECT_TRUE(m["ok"]) << m.dump();
    EXPECT_EQ(m["side"], "Rouge");
  }
  // After its moves it is the person's turn again (or the game is over).
  EXPECT_NE(a[2]["side"], "Rouge") << a[2].dump();
}

TEST(ComputerAtTheReferee, two_computers_play_a_whole_game_saying_each_command_and_why) {
  const std::string args = "--ai Pile:20 --ai Face:20 --no-journal --seed 5";
  const auto a = referee(scenario("objectif-villes", "small.yaml"), {"go", "status", "go"}, args);
  ASSERT_EQ(a.size(), 3u);
  ASSERT_TRUE(a[0]["ok"]) << a[0].dump();
  const json &moves = a[0]["computer"];
  ASSERT_GT(moves.size(), 4u);
  int explained = 0;
  for (const json &m : moves) {
    ASSERT_TRUE(m["ok"]) << m.dump();
    EXPECT_TRUE(m["command"].is_string());
    EXPECT_FALSE(m["secret"]);
    if (m["explanation"]["candidates"].size() > 1) {
      ++explained;
      EXPECT_EQ(m["explanation"]["candidates"][0]["action"], m["command"]);
      EXPECT_GT(m["explanation"]["candidates"][0]["visits"], 0);
      EXPECT_EQ(m["explanation"]["iterations"], 20);
    }
  }
  EXPECT_GT(explained, 0);
  EXPECT_EQ(a[1]["phase"], "over") << a[1].dump();
  EXPECT_FALSE(a[2]["ok"]); // nothing left to play
  // The same seed and iterations: the same game.
  const auto b = referee(scenario("objectif-villes", "small.yaml"), {"go"}, args);
  ASSERT_EQ(b.size(), 1u);
  EXPECT_EQ(b[0]["computer"].size(), moves.size());
  for (std::size_t i = 0; i < moves.size() && i < b[0]["computer"].size(); ++i)
    EXPECT_EQ(b[0]["computer"][i]["command"], moves[i]["command"]);
}

// Détroits' wind is tossed before anybody moves: `go` says that the coin comes first (it once said
// "the dice is to move"), and once the table's coin is typed the computer plays.
TEST(ComputerAtTheReferee, go_before_the_coin_is_tossed_says_the_coin_comes_first) {
  const auto a = referee(scenario("detroits", "detroits.yaml"), {"go", "wind north", "status"},
                         "--ai Bleu:20 --ai Rouge:20 --no-journal --seed 2");
  ASSERT_EQ(a.size(), 3u);
  EXPECT_FALSE(a[0]["ok"]);
  const std::string why = a[0]["error"];
  EXPECT_NE(why.find("the dice or the coin come first"), std::string::npos) << why;
  EXPECT_NE(why.find("help"), std::string::npos) << why;
  ASSERT_TRUE(a[1]["ok"]) << a[1].dump();
  ASSERT_TRUE(a[1].contains("computer")) << a[1].dump();
  EXPECT_FALSE(a[1]["computer"].empty());
}

TEST(ComputerAtTheReferee, a_side_or_level_that_does_not_exist_is_refused_at_the_start) {
  const auto r =
      runAmiraute("referee " + scenario("objectif-villes", "small.yaml") + " --ai Nobody:normal", "");
  EXPECT_NE(r.exit_code, 0);
  EXPECT_NE(r.out.find("Pile"), std::string::npos) << r.out; // the sides are named
  const auto l =
      runAmiraute("referee " + scenario("objectif-villes", "small.yaml") + " --ai Face:genius", "");
  EXPECT_NE(l.exit_code, 0);
  EXPECT_NE(l.out.find("genius"), std::string::npos) << l.out;
}

/// The JSON lines of an arena run's stdout.
std::vector<json> jsonLines(const std::string &out) {
  std::vector<json> lines;
  std::size_t start = 0;
  while (start < out.size()) {
    std::size_t end = out.find('\n', start);
    if (end == std::string::npos) end = out.size();
    const std::string line = out.substr(start, end - start);
    if (!line.empty() && line[0] == '{') lines.push_back(json::parse(line));
    start = end + 1;
  }
  return lines;
}

TEST(Arena, a_batch_gives_one_line_per_game_and_the_same_results_with_any_number_of_workers) {
  const std::string base = "arena " + scenario("objectif-villes", "small.yaml") +
                           " --games 4 --side A=20 --side B=random --seed 9 --json --quiet";
  const auto one = runAmiraute(base + " --jobs 1 2>/dev/null", "");
  const auto two = runAmiraute(base + " --jobs 2 2>/dev/null", "");
  ASSERT_EQ(one.exit_code, 0) << one.out;
  ASSERT_EQ(two.exit_code, 0) << two.out;
  const auto a = jsonLines(one.out), b = jsonLines(two.out);
  ASSERT_EQ(a.size(), 5u) << one.out;
  EXPECT_EQ(a, b);
  for (int k = 0; k < 4; ++k) {
    EXPECT_EQ(a[static_cast<std::size_t>(k)]["game"], k);
    // Sides alternate: A sits first in even games.
    EXPECT_EQ(a[static_cast<std::size_t>(k)]["seats"][0], k % 2 == 0 ? "A" : "B");
  }
  const json &summary = a.back();
  EXPECT_TRUE(summary["summary"]);
  EXPECT_EQ(summary["games"], 4);
  int wins = 0;
  for (const json &s : summary["sides"])
    wins += s["wins"].get<int>();
  EXPECT_EQ(wins + summary["draws"].get<int>(), 4);
}

TEST(Arena, shards_merge_into_the_table_of_the_whole_batch) {
  const std::string base = "arena " + scenario("objectif-villes", "small.yaml") +
                           " --games 5 --side A=10 --side B=greedy --seed 4 --json --quiet";
  const std::string s1 = tempPath(".jsonl"), s2 = tempPath(".jsonl");
  ASSERT_EQ(runAmiraute(base + " --shard 1/2 > " + s1, "").exit_code, 0);
  ASSERT_EQ(runAmiraute(base + " --shard 2/2 > " + s2, "").exit_code, 0);
  const auto whole = runAmiraute(base, "");
  const auto merged = runAmiraute("arena-merge --json " + s1 + " " + s2, "");
  ASSERT_EQ(merged.exit_code, 0) << merged.out;
  const auto w = jsonLines(whole.out), m = jsonLines(merged.out);
  ASSERT_FALSE(w.empty());
  ASSERT_EQ(m.size(), 1u) << merged.out;
  EXPECT_EQ(m[0], w.back());
  const auto text = runAmiraute("arena-merge " + s1 + " " + s2, "");
  EXPECT_NE(text.out.find("95% interval"), std::string::npos) << text.out;
  const auto bad = runAmiraute("arena-merge " + scenario("objectif-villes", "small.yaml"), "");
  EXPECT_NE(bad.exit_code, 0);
  EXPECT_NE(bad.out.find(":1:"), std::string::npos) << bad.out;
}

TEST(Arena, it_counts_the_games_won_in_the_first_turn_for_a_game_that_counts_turns) {
  // Pile holds six of seven cities and stands beside the seventh: it takes it on its first move
  // and wins at once (OV-WIN-1), whichever contestant sits there.
  const std::string file = tempPath(".yaml");
  std::ofstream(file) << "game: objectif-villes\nmap:\n  terrain: |\n"
                         "    v.v.v.v..\n    .........\n    v.v.v....\n    .........\n"
                         "    .........\n    .........\n    .........\n"
                         "  legend: {'.': plain, v: city}\n"
                         "sides:\n"
                         "  - name: Pile\n    pieces: [{hex: \"0101\"}, {hex: \"0301\"}, {hex: \"0501\"}, "
                         "{hex: \"0701\"}, {hex: \"0103\"}, {hex: \"0303\"}, {hex: \"0502\"}]\n"
                         "  - name: Face\n    pieces: [{hex: \"0907\"}, {hex: \"0906\"}, {hex: \"0905\"}, "
                         "{hex: \"0807\"}, {hex: \"0806\"}, {hex: \"0805\"}, {hex: \"0705\"}]\n"
                         "rules: {pieces_per_side: 7}\n";
  const auto run =
      runAmiraute("arena " + file + " --games 2 --side A=greedy --side B=greedy --json --quiet", "");
  ASSERT_EQ(run.exit_code, 0) << run.out;
  const auto lines = jsonLines(run.out);
  ASSERT_EQ(lines.size(), 3u) << run.out;
  for (std::size_t k = 0; k < 2; ++k) {
    EXPECT_EQ(lines[k]["turn"], 1) << lines[k].dump();
    EXPECT_EQ(lines[k]["seat_won"], 0) << lines[k].dump();
  }
  EXPECT_EQ(lines.back()["decided_in_turn_1"], 2) << lines.back().dump();
  const auto text =
      runAmiraute("arena " + file + " --games 2 --side A=greedy --side B=greedy --quiet --lang en", "");
  EXPECT_NE(text.out.find("2 won in the first turn"), std::string::npos) << text.out;

  // A card game has no turns to count: neither the lines nor the table speak of them.
  const auto cards = runAmiraute("arena " + scenario("milles-nautiques", "duel.yaml") +
                                     " --games 1 --side A=greedy --side B=greedy --json --quiet",
                                 "");
  ASSERT_EQ(cards.exit_code, 0) << cards.out;
  for (const json &line : jsonLines(cards.out)) {
    EXPECT_FALSE(line.contains("turn")) << line.dump();
    EXPECT_FALSE(line.contains("decided_in_turn_1")) << line.dump();
  }
}

} // namespace
} // namespace amiraute
