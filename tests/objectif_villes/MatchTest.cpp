// The game in progress: submit, undo by replay, save/load round trip, refusals change nothing.
#include "games/objectif_villes/Match.h"
#include "core/Files.h"
#include "core/Yaml.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <unistd.h>

using namespace amiraute;
using namespace amiraute::objectif_villes;

namespace {

std::string smallFile() { return core::findDataFile("scenarios/objectif-villes/small.yaml"); }

std::string tempPath(const std::string &name) {
  return (std::filesystem::temp_directory_path() / ("ovmatch_" + std::to_string(::getpid()) + "_" + name))
      .string();
}

void play(Match &m, const std::vector<std::string> &texts) {
  for (const auto &t : texts)
    m.submit(parseAction(m.rules(), t));
}

// Placement on the small board that ends in the movement phase (3 pieces a side).
const std::vector<std::string> kPlacement = {"place Pile 0202", "place Face 0602", "place Pile 0203",
                                             "place Face 0603", "place Pile 0204", "place Face 0604"};

} // namespace

TEST(ObjectifVillesMatch, submit_records_the_text_and_the_rulings_with_clauses) {
  Match m(smallFile(), 5);
  m.submit(Place{0, core::parseHex("0202")});
  ASSERT_EQ(m.actions().size(), 1u);
  EXPECT_EQ(m.actions()[0], "place Pile 0202");
  ASSERT_FALSE(m.log().empty());
  EXPECT_EQ(m.log()[0].clause, "OV-PLACE-2");
  EXPECT_EQ(m.log()[0].action, 0u);
  EXPECT_EQ(m.state().side, 1);
}

TEST(ObjectifVillesMatch, a_refused_action_changes_nothing) {
  Match m(smallFile());
  play(m, {"place Pile 0202"});
  const auto hash = m.hash();
  const auto log = m.log();
  try {
    m.submit(Place{1, core::parseHex("0101")}); // sea
    FAIL() << "placing at sea was accepted";
  } catch (const RuleError &e) {
    EXPECT_EQ(e.clause, "OV-PLACE-2");
    EXPECT_NE(std::string(e.what()).find("OV-PLACE-2"), std::string::npos);
  }
  EXPECT_THROW(m.submit(Place{0, core::parseHex("0303")}), RuleError); // not Pile's turn
  EXPECT_EQ(m.hash(), hash);
  EXPECT_EQ(m.actions().size(), 1u);
  EXPECT_EQ(m.log(), log);
  EXPECT_FALSE(m.check(Place{0, core::parseHex("0303")}).ok);
  EXPECT_TRUE(m.check(Place{1, core::parseHex("0303")}).ok);
}

TEST(ObjectifVillesMatch, undo_replays_all_but_the_last_action) {
  Match m(smallFile());
  const auto start = m.hash();
  EXPECT_FALSE(m.canUndo());
  EXPECT_THROW(m.undo(), std::logic_error);
  play(m, kPlacement);
  const auto placed = m.hash();
  const auto placed_log = m.log();
  play(m, {"move 0202 0402"});
  EXPECT_NE(m.hash(), placed);
  EXPECT_EQ(m.undo(), "move 0202 0402");
  EXPECT_EQ(m.hash(), placed);
  EXPECT_EQ(m.log(), placed_log);
  EXPECT_EQ(m.state().phase, Phase::Movement);
  while (m.canUndo())
    m.undo();
  EXPECT_EQ(m.hash(), start);
  EXPECT_TRUE(m.log().empty());
}

TEST(ObjectifVillesMatch, save_and_load_reach_the_same_state) {
  Match m(smallFile(), 11);
  play(m, kPlacement);
  play(m, {"move 0202 0302", "end"});
  const std::string file = tempPath("game.yaml");
  m.save(file);
  const Match back = Match::load(file);
  EXPECT_EQ(back.hash(), m.hash());
  EXPECT_EQ(back.state(), m.state());
  EXPECT_EQ(back.actions(), m.actions());
  EXPECT_EQ(back.log(), m.log());
  EXPECT_EQ(back.seed(), 11u);
  std::filesystem::remove(file);
}

TEST(ObjectifVillesMatch, load_refuses_a_record_that_reaches_another_state) {
  Match m(smallFile());
  play(m, {"place Pile 0202"});
  core::GameRecord r = m.record();
  r.state_hash = "0123456789abcdef";
  const std::string file = tempPath("bad.yaml");
  core::saveRecord(file, r);
  EXPECT_THROW(Match::load(file), core::YamlError);
  r.state_hash.clear();
  r.actions.push_back("place Pile 0101");
  core::saveRecord(file, r);
  try {
    Match::load(file);
    FAIL() << "a record that does not replay was loaded";
  } catch (const core::YamlError &e) {
    EXPECT_NE(std::string(e.what()).find("OV-PLACE"), std::string::npos) << e.what();
  }
  r.game = "haute-mer";
  core::saveRecord(file, r);
  EXPECT_THROW(Match::load(file), core::YamlError);
  EXPECT_THROW(Match::load(tempPath("missing.yaml")), std::exception);
  std::filesystem::remove(file);
}
