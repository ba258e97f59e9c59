// The game record of Haute Mer through game::Match: an attack then its dice (a chance node),
// replay, undo, save/load, state hash, and records written before attacks were two steps.
#include "Fixture.h"

#include "core/Files.h"
#include "core/Yaml.h"
#include "game/Match.h"
#include "games/haute_mer/Game.h"

#include <filesystem>

namespace amiraute::haute_mer::testing {
namespace {

using Match = game::Match<Game>;

std::string duelFile() { return core::findDataFile("scenarios/haute-mer/duel.yaml"); }

Action parse(const Match &m, const std::string &text) {
  return parseAction(m.rules(), core::splitCommand(text));
}

/// Submit an action and let the program roll any dice that follow (as the referee does).
void play(Match &m, const std::string &text) {
  m.submit(parse(m, text));
  m.settle();
}

TEST(HauteMerMatch, a_refused_action_changes_nothing) {
  Match m = Match::open(duelFile(), 7);
  const auto hash = m.hash();
  EXPECT_THROW(m.submit(parse(m, "move Gloire forward 9")), RuleViolation);
  EXPECT_EQ(m.hash(), hash);
  EXPECT_TRUE(m.actions().empty());
}

TEST(HauteMerMatch, the_same_seed_rolls_the_same_dice) {
  Match a = Match::open(duelFile(), 42), b = Match::open(duelFile(), 42);
  for (Match *m : {&a, &b}) {
    play(*m, "place Gloire 20 15 45");
    play(*m, "end");
    play(*m, "fire Gloire Trento range 2");
  }
  EXPECT_EQ(a.actions(), b.actions());
  EXPECT_EQ(a.hash(), b.hash());
}

TEST(HauteMerMatch, HM_REF_3_undo_replays_without_the_last_action) {
  Match m = Match::open(duelFile(), 1);
  const auto start = m.hash();
  m.submit(parse(m, "move Gloire forward 2"));
  EXPECT_NE(m.hash(), start);
  EXPECT_EQ(m.undo(false), std::vector<std::string>{"move Gloire forward 2"});
  EXPECT_EQ(m.hash(), start);
  EXPECT_TRUE(m.undoBlocker(false).has_value()); // nothing left
}

TEST(HauteMerMatch, HM_REF_3_program_dice_need_force_to_undo_typed_dice_do_not) {
  Match m = Match::open(duelFile(), 1);
  play(m, "end");
  play(m, "fire Gloire Trento range 3");
  EXPECT_TRUE(m.undoBlocker(false).has_value());
  EXPECT_THROW(m.undo(false), std::exception);
  // The attack goes back with its dice: the decision is taken back whole.
  const std::vector<std::string> undone = m.undo(true);
  ASSERT_EQ(undone.size(), 2u);
  EXPECT_EQ(undone[0], "fire Gloire Trento range 3");
  EXPECT_EQ(undone[1].rfind("roll ", 0), 0u) << undone[1];
  EXPECT_EQ(m.actions(), std::vector<std::string>{"end"});
  m.submit(parse(m, "fire Gloire Trento range 3 dice 1 1 1 1"));
  EXPECT_FALSE(m.undoBlocker(false).has_value());
  // Dice a person types for a declared attack are not sealed either.
  m.undo(false);
  m.submit(parse(m, "fire Gloire Trento range 3"));
  EXPECT_EQ(m.toMove(), game::kChance);
  m.submit(parse(m, "roll 6 6 1 1"));
  EXPECT_FALSE(m.undoBlocker(false).has_value());
}

TEST(HauteMerMatch, save_and_load_reach_the_same_state) {
  Match m = Match::open(duelFile(), 3);
  play(m, "move Gloire forward 2.5");
  play(m, "end");
  play(m, "fire Gloire Trento range 1 dice 6 6 5 1");
  const std::string path = writeTemp("", ".rec.yaml");
  m.save(path);
  const Match loaded = Match::load(path, 3);
  EXPECT_EQ(loaded.state(), m.state());
  EXPECT_EQ(loaded.hash(), m.hash());
  EXPECT_EQ(loaded.actions(), m.actions());
  std::filesystem::remove(path);
}

TEST(HauteMerMatch, a_loaded_game_does_not_replay_the_same_future_rolls) {
  Match m = Match::open(duelFile(), 5);
  play(m, "end");
  const std::string path = writeTemp("", ".rec.yaml");
  m.save(path);
  Match loaded = Match::load(path, 5);
  play(m, "fire Gloire Trento range 3");
  play(loaded, "fire Gloire Trento range 3");
  EXPECT_NE(m.actions().back(), loaded.actions().back());
  // ... and loading twice continues the same way: the game stays reproducible.
  Match again = Match::load(path, 5);
  play(again, "fire Gloire Trento range 3");
  EXPECT_EQ(again.actions().back(), loaded.actions().back());
  std::filesystem::remove(path);
}

TEST(HauteMerMatch, a_tampered_record_is_refused_with_its_reason) {
  Match m = Match::open(duelFile(), 3);
  play(m, "move Gloire forward 2.5");
  const std::string path = writeTemp("", ".rec.yaml");
  m.save(path);
  std::string text = core::readFile(path);
  text.replace(text.find("forward 2.5"), 11, "forward 2.4");
  core::writeFileAtomically(path, text);
  try {
    Match::load(path, 3);
    FAIL() << "a record whose hash does not match must be refused";
  } catch (const core::YamlError &e) {
    EXPECT_NE(std::string(e.what()).find("different state"), std::string::npos) << e.what();
  }
  std::filesystem::remove(path);
}

TEST(HauteMerMatch, a_save_that_fails_leaves_the_old_file_whole) {
  Match m = Match::open(duelFile(), 3);
  EXPECT_THROW(m.save("/nonexistent-folder/x.yaml"), core::FileError);
  const std::string path = writeTemp("record: 1\ngame: haute-mer\n", ".rec.yaml") /* an older record */;
  m.save(path);
  EXPECT_NE(core::readFile(path).find("record: 1"), std::string::npos);
  // No temporary file is left beside it.
  int others = 0;
  for (const auto &e : std::filesystem::directory_iterator(std::filesystem::path(path).parent_path()))
    if (e.path().filename().string().find(std::filesystem::path(path).filename().string() + ".tmp") !=
        std::string::npos)
      ++others;
  EXPECT_EQ(others, 0);
  std::filesystem::remove(path);
}

} // namespace
} // namespace amiraute::haute_mer::testing
