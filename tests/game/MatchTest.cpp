// Match<G>, the game in progress every game shares: submit, undo by replay, save/load round trip,
// refusals change nothing. Objectif Villes (no dice) is the fixture here; dice and sealed undo are
// tested with Haute Mer in tests/haute_mer.
#include "game/Match.h"
#include "games/objectif_villes/Game.h"
#include "core/Files.h"
#include "core/Yaml.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <unistd.h>

using namespace amiraute;
using namespace amiraute::objectif_villes;
using Match = amiraute::game::Match<amiraute::objectif_villes::Game>;

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
  Match m = Match::open(smallFile(), 5);
  m.submit(Place{0, core::parseHex("0202")});
  ASSERT_EQ(m.actions().size(), 1u);
  EXPECT_EQ(m.actions()[0], "place Pile 0202");
  ASSERT_FALSE(m.log().empty());
  EXPECT_EQ(m.log()[0].clauses, std::vector<std::string>{"OV-PLACE-2"});
  EXPECT_EQ(m.logStart(0), 0u);
  EXPECT_EQ(m.logStart(1), m.log().size());
  EXPECT_EQ(m.state().side, 1);
}

TEST(ObjectifVillesMatch, a_refused_action_changes_nothing) {
  Match m = Match::open(smallFile(), 1);
  play(m, {"place Pile 0202"});
  const auto hash = m.hash();
  const auto log = m.log();
  try {
    m.submit(Place{1, core::parseHex("0101")}); // sea
    FAIL() << "placing at sea was accepted";
  } catch (const game::RuleViolation &e) {
    EXPECT_EQ(e.ruling.clause, "OV-PLACE-2");
    // The message, then the clause: the same in every game.
    EXPECT_EQ(std::string(e.what()), e.ruling.message + " (OV-PLACE-2)");
  }
  EXPECT_THROW(m.submit(Place{0, core::parseHex("0303")}), game::RuleViolation); // not Pile's turn
  EXPECT_EQ(m.hash(), hash);
  EXPECT_EQ(m.actions().size(), 1u);
  EXPECT_EQ(m.log(), log);
  EXPECT_TRUE(m.check(Place{0, core::parseHex("0303")}).has_value());
  EXPECT_FALSE(m.check(Place{1, core::parseHex("0303")}).has_value());
}

TEST(ObjectifVillesMatch, undo_replays_all_but_the_last_action) {
  Match m = Match::open(smallFile(), 1);
  const auto start = m.hash();
  EXPECT_EQ(m.undoBlocker(false), "nothing to undo");
  EXPECT_THROW(m.undo(false), Match::UndoRefused);
  play(m, kPlacement);
  const auto placed = m.hash();
  const auto placed_log = m.log();
  play(m, {"move 0202 0402"});
  EXPECT_NE(m.hash(), placed);
  EXPECT_EQ(m.undo(false), std::vector<std::string>{"move 0202 0402"});
  EXPECT_EQ(m.hash(), placed);
  EXPECT_EQ(m.log(), placed_log);
  EXPECT_EQ(m.state().phase, Phase::Movement);
  while (!m.undoBlocker(false))
    m.undo(false);
  EXPECT_EQ(m.hash(), start);
  EXPECT_TRUE(m.log().empty());
}

TEST(ObjectifVillesMatch, save_and_load_reach_the_same_state) {
  Match m = Match::open(smallFile(), 11);
  play(m, kPlacement);
  play(m, {"move 0202 0302", "end"});
  const std::string file = tempPath("game.yaml");
  m.save(file);
  const Match back = Match::load(file, 11);
  EXPECT_EQ(back.hash(), m.hash());
  EXPECT_EQ(back.state(), m.state());
  EXPECT_EQ(back.actions(), m.actions());
  EXPECT_EQ(back.log(), m.log());
  EXPECT_EQ(back.seed(), 11u);
  std::filesystem::remove(file);
}

TEST(ObjectifVillesMatch, load_refuses_a_record_that_reaches_another_state) {
  Match m = Match::open(smallFile(), 1);
  play(m, {"place Pile 0202"});
  core::GameRecord r = m.record();
  r.state_hash = "0123456789abcdef";
  const std::string file = tempPath("bad.yaml");
  core::saveRecord(file, r);
  EXPECT_THROW(Match::load(file, 1), core::YamlError);
  r.state_hash.clear();
  r.actions.push_back("place Pile 0101");
  core::saveRecord(file, r);
  try {
    Match::load(file, 1);
    FAIL() << "a record that does not replay was loaded";
  } catch (const core::YamlError &e) {
    EXPECT_NE(std::string(e.what()).find("OV-PLACE"), std::string::npos) << e.what();
  }
  r.game = "haute-mer";
  core::saveRecord(file, r);
  EXPECT_THROW(Match::load(file, 1), core::YamlError);
  EXPECT_THROW(Match::load(tempPath("missing.yaml"), 1), std::exception);
  std::filesystem::remove(file);
}

// What the window's and the referee's questions about unsaved work read (Match::unsavedActions):
// saving counts everything as kept, an action or an undo after it does not, a saved record loads
// as saved and a journal (no hash) as unsaved.
TEST(ObjectifVillesMatch, unsaved_actions_follow_saves_undos_and_loads) {
  Match m = Match::open(smallFile(), 5);
  EXPECT_EQ(m.unsavedActions(), 0u);
  play(m, {kPlacement[0], kPlacement[1]});
  EXPECT_EQ(m.unsavedActions(), 2u);
  const std::string file = tempPath("unsaved.yaml");
  m.save(file);
  EXPECT_EQ(m.unsavedActions(), 0u);
  play(m, {kPlacement[2]});
  EXPECT_EQ(m.unsavedActions(), 1u);
  m.undo(false);
  EXPECT_EQ(m.unsavedActions(), 0u) << "back to the saved game";
  m.undo(false);
  EXPECT_EQ(m.unsavedActions(), 1u) << "an undo past the save differs from it";
  EXPECT_EQ(Match::load(file, 5).unsavedActions(), 0u);

  const std::string folder = tempPath("journal");
  {
    core::Journal journal(folder, m.record());
    play(m, {kPlacement[1], kPlacement[2]});
    journal.sync(m.record());
    const Match resumed = Match::load(journal.path(), 5); // a journal opens like a record
    EXPECT_EQ(resumed.hash(), m.hash());
    EXPECT_EQ(resumed.unsavedActions(), 3u) << "nothing of a journal is in a saved file";
  }
  std::filesystem::remove_all(folder);
  std::filesystem::remove(file);
}
