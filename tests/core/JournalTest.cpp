// The journal's helpers shared by the referee and the screen: which file is a journal, one loader
// for records and journals, and a journal set aside when a new game is started instead.
#include "core/Journal.h"
#include "core/Files.h"
#include "core/Yaml.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <unistd.h>

namespace amiraute::core {
namespace {

namespace fs = std::filesystem;

struct TempFolder {
  std::string path = (fs::temp_directory_path() / ("journal_test_" + std::to_string(::getpid()))).string();
  TempFolder() { fs::create_directories(path); }
  ~TempFolder() { fs::remove_all(path); }
};

GameRecord game(std::vector<std::string> actions) {
  GameRecord r;
  r.game = "objectif-villes";
  r.scenario = findDataFile("scenarios/objectif-villes/small.yaml");
  r.seed = 3;
  r.actions = std::move(actions);
  return r;
}

TEST(JournalHelpers, a_journal_and_a_record_load_through_one_function_and_are_told_apart) {
  TempFolder dir;
  Journal journal(dir.path, game({}));
  journal.sync(game({"place Pile 0202", "place Face 0602"}));
  GameRecord saved = game({"place Pile 0202"});
  saved.state_hash = "0123456789abcdef";
  const std::string record = dir.path + "/saved.yaml";
  saveRecord(record, saved);

  EXPECT_TRUE(isJournalFile(journal.path()));
  EXPECT_FALSE(isJournalFile(record));
  EXPECT_FALSE(isJournalFile(dir.path + "/missing.yaml"));
  const GameRecord from_journal = loadRecordOrJournal(journal.path());
  EXPECT_EQ(from_journal.actions.size(), 2u);
  EXPECT_TRUE(from_journal.state_hash.empty()) << "a journal has no hash: nothing of it is saved";
  const GameRecord from_record = loadRecordOrJournal(record);
  EXPECT_EQ(from_record.actions, saved.actions);
  EXPECT_EQ(from_record.state_hash, saved.state_hash);
  std::ofstream(dir.path + "/other.yaml") << "hello: world\n";
  EXPECT_THROW(loadRecordOrJournal(dir.path + "/other.yaml"), YamlError);
}

TEST(JournalHelpers, the_journal_keeps_the_seed_of_the_game_it_holds) {
  TempFolder dir;
  Journal journal(dir.path, game({}));
  journal.sync(game({"place Pile 0202"}));
  EXPECT_EQ(loadJournal(journal.path()).seed, 3u);
  // A game loaded or resumed over it keeps its own seed: the journal follows, even when the
  // actions only grew.
  GameRecord resumed = game({"place Pile 0202", "place Face 0602"});
  resumed.seed = 987654321;
  journal.sync(resumed);
  const GameRecord back = loadJournal(journal.path());
  EXPECT_EQ(back.seed, 987654321u);
  EXPECT_EQ(back.actions, resumed.actions);
}

TEST(JournalHelpers, a_journal_set_aside_is_kept_and_no_longer_offered) {
  TempFolder dir;
  const GameRecord r = game({"place Pile 0202"});
  std::string path;
  {
    Journal journal(dir.path, r);
    journal.sync(r);
    path = journal.path();
  }
  ASSERT_TRUE(latestJournal(dir.path, r.game, r.scenario));
  const std::string aside = setJournalAside(path);
  EXPECT_EQ(aside, asideJournalPath(path));
  EXPECT_FALSE(fs::exists(path));
  ASSERT_TRUE(fs::exists(aside)) << "never deleted silently";
  EXPECT_EQ(loadRecordOrJournal(aside).actions, r.actions) << "Load still opens it";
  EXPECT_FALSE(latestJournal(dir.path, r.game, r.scenario)) << "a new game was chosen: not offered again";
  EXPECT_THROW(setJournalAside(path), FileError) << "gone already: said, not ignored";
}

} // namespace
} // namespace amiraute::core
