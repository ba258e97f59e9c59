// The same dice every game no more: without --seed each game the program rolls or deals for gets
// a seed of its own from the system, kept in the record and the journal, so that a replay, a load
// and a resume still reach the same state and go on with the same dice whatever seed the session
// that resumes was given.
#include "RunBinary.h"

#include "core/Files.h"

#include <gtest/gtest.h>

#include <filesystem>

namespace amiraute::testing {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

const std::string kDuel = core::findDataFile("scenarios/milles-nautiques/duel.yaml");

std::string freshDir(const std::string &name) {
  const std::string dir = ::testing::TempDir() + "fresh_seed_" + std::to_string(::getpid()) + "_" + name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

TEST(FreshSeed, MN_DEAL_1_two_games_without_a_seed_are_dealt_differently_and_say_their_seed) {
  const auto a = referee(kDuel, {"status"}, "--no-journal");
  const auto b = referee(kDuel, {"status"}, "--no-journal");
  ASSERT_TRUE(a[0]["seed"].is_number_unsigned()) << a[0].dump();
  EXPECT_NE(a[0]["seed"], b[0]["seed"]); // 1 in a billion to fail
  EXPECT_NE(a[0]["hash"], b[0]["hash"]);
  // --seed stays: the same seed, the same deal.
  const auto c =
      referee(kDuel, {"status"}, "--no-journal --seed " + std::to_string(a[0]["seed"].get<std::uint64_t>()));
  EXPECT_EQ(c[0]["hash"], a[0]["hash"]);
  EXPECT_EQ(c[0]["seed"], a[0]["seed"]);
}

TEST(FreshSeed, MN_DEAL_1_a_resumed_game_keeps_its_seed_and_draws_what_it_would_have_drawn) {
  // A game dealt with a fresh seed, left unsaved: the journal keeps it.
  const std::string first = freshDir("first"), second = freshDir("second");
  const auto dealt = referee(kDuel, {"status"}, "", first);
  ASSERT_TRUE(dealt[0]["ok"]);
  const std::uint64_t seed = dealt[0]["seed"];
  fs::copy(first, second, fs::copy_options::recursive | fs::copy_options::overwrite_existing);
  // Resumed by a session with a seed of its own…
  const auto a = referee(kDuel, {"resume", "status", "draw", "hand"}, "", first);
  // …and by one given the journal's seed: the same game, the same card drawn next.
  const auto b =
      referee(kDuel, {"resume", "status", "draw", "hand"}, "--seed " + std::to_string(seed), second);
  ASSERT_TRUE(a[0]["ok"]) << a[0].dump();
  ASSERT_TRUE(b[0]["ok"]) << b[0].dump();
  EXPECT_EQ(a[0]["hash"], dealt[0]["hash"]);
  EXPECT_EQ(a[0]["seed"], seed);
  EXPECT_EQ(a[1]["seed"], seed);
  EXPECT_EQ(b[1]["seed"], seed);
  ASSERT_TRUE(a[2]["ok"]) << a[2].dump();
  EXPECT_EQ(a[3]["cards"], b[3]["cards"]);
  EXPECT_EQ(a[2]["status"]["hash"], b[2]["status"]["hash"]);
}

} // namespace
} // namespace amiraute::testing
