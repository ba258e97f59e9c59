// A whole move in one action (HM-MOVE-8): exactly its steps one after the other, refused whole,
// written and read in one line, and what the computer weighs in a movement phase.
#include "Fixture.h"

#include "core/Files.h"
#include "games/haute_mer/Game.h"

namespace amiraute::haute_mer::testing {
namespace {

// "A" (Bleu) at (10, 10) heading east, 4 UD of movement; `rouge` are Rouge's ships.
std::string withA(const std::string &rouge) {
  return scenarioText("[{name: A, class: ship, x: 10, y: 10, heading: 90}]", rouge);
}
const char *kFar = "[{name: B, class: ship, x: 30, y: 20, heading: 270}]";

TEST(HauteMerWholeMove, HM_MOVE_8_a_whole_move_is_its_steps_one_after_the_other) {
  for (const auto &[whole, steps] : std::vector<std::pair<std::string, std::vector<std::string>>>{
           {"move A forward 1 pivot -45 forward 2",
            {"move A forward 1", "move A pivot -45", "move A forward 2"}},
           {"move A forward 3 pivot 90", {"move A forward 3", "move A pivot 90"}},
           {"move A forward 1.5 pivot 30 forward 0.25",
            {"move A forward 1.5", "move A pivot 30", "move A forward 0.25"}}}) {
    Table one(withA(kFar)), many(withA(kFar));
    const Outcome out = one.act(whole);
    std::vector<LogEntry> told;
    for (const std::string &step : steps)
      for (const LogEntry &line : many.act(step).log)
        told.push_back(line);
    EXPECT_EQ(one.state, many.state) << whole;
    EXPECT_EQ(one.state.hash(), many.state.hash()) << whole;
    ASSERT_EQ(out.log.size(), told.size()) << whole;
    for (std::size_t k = 0; k < told.size(); ++k)
      EXPECT_EQ(out.log[k].text, told[k].text) << whole; // told step by step, as the steps are
  }
  // A slow ship turns first (HM-MOVE-5), then has nothing left: pivot then straight is refused.
  Table slow(scenarioText("[{name: A, class: slow, x: 10, y: 10, heading: 90}]", kFar));
  EXPECT_EQ(slow.refusal("move A pivot 45 forward 0.5"), "HM-MOVE-1");
  Table t(withA(kFar));
  t.act("move A forward 1");
  t.act("move A pivot 90 forward 2"); // turns first once it has gone its 1 UD straight
  EXPECT_NEAR(t.engine->remainingMovement(t.state, t.ship("A")), 0, 1e-9);
}

TEST(HauteMerWholeMove, HM_MOVE_8_a_whole_move_refused_at_any_step_moves_nothing) {
  // B lies across the way north of A's turn: A sails 1 east (centre x 11), pivots to the north
  // about its stern (x 10.5) and would sail through B, 2.5 UD north.
  Table t(withA("[{name: B, class: ship, x: 10.5, y: 12.5, heading: 90}]"));
  EXPECT_EQ(t.refusal("move A pivot -90 forward 2"), "HM-MOVE-3");           // no straight before it
  EXPECT_EQ(t.refusal("move A forward 1 pivot -90 forward 3"), "HM-MOVE-1"); // 1 + 1 + 3 > 4
  EXPECT_EQ(t.refusal("move A forward 1 pivot 120 forward 1"), "HM-MOVE-4");
  EXPECT_EQ(t.refusal("move A forward 1 pivot -90 forward 2"), "HM-MOVE-6");
  const auto ruling = t.engine->validate(t.state, t.parse("move A forward 1 pivot -90 forward 2"));
  ASSERT_TRUE(ruling);
  EXPECT_NE(ruling->text().find("B"), std::string::npos) << ruling->text(); // says which ship
  const State before = t.state;
  EXPECT_THROW(t.act("move A forward 1 pivot -90 forward 2"), RuleViolation);
  EXPECT_EQ(t.state, before);
  EXPECT_EQ(t.refusal("move A forward 1 pivot -90 forward 1"), ""); // short of B, it may
  EXPECT_EQ(t.refusal("move A forward 1 pivot 90 forward 2"), "");  // and to the south
}

TEST(HauteMerWholeMove, HM_MOVE_8_a_whole_move_is_one_line_that_reads_back) {
  Table t(withA(kFar));
  const Action a = t.parse("move A forward 1 pivot 45 forward 2");
  EXPECT_EQ(a, (Action{Manoeuvre{t.ship("A"), 1, 45, 2}}));
  EXPECT_EQ(toText(*t.scenario, a), "move A forward 1 pivot 45 forward 2");
  EXPECT_EQ(t.parse("move A pivot -90 forward 0.5"), (Action{Manoeuvre{t.ship("A"), 0, -90, 0.5}}));
  EXPECT_EQ(t.parse("move A forward 2 pivot 45"), (Action{Manoeuvre{t.ship("A"), 2, 45, 0}}));
  EXPECT_EQ(t.parse("move A forward 2"), (Action{MoveForward{t.ship("A"), 2}})); // one step is a step
  for (const char *text : {"move A pivot -90 forward 0.5", "move A forward 2 pivot 45"})
    EXPECT_EQ(toText(*t.scenario, t.parse(text)), text);
  for (const char *bad :
       {"move A forward 1 forward 2", "move A pivot 45 pivot 45",
        "move A forward 1 pivot 45 forward 1 pivot 45", "move A pivot 45 forward 1 forward 1"}) {
    try {
      (void)t.parse(bad);
      ADD_FAILURE() << bad << " was read";
    } catch (const core::CommandError &e) {
      EXPECT_NE(std::string(e.what()).find("one pivot"), std::string::npos) << bad << ": " << e.what();
    }
  }
  EXPECT_THROW((void)t.parse("move A forward 1 turn 45"), core::CommandError);
  // A name of several words, unquoted, before the steps.
  const Scenario battle = loadScenario(core::findDataFile("scenarios/haute-mer/battle.yaml"));
  const Action jb = parseAction(battle, core::splitCommand("move Jean Bart forward 1 pivot 45 forward 1"));
  EXPECT_EQ(jb, (Action{Manoeuvre{battle.shipIndex("Jean Bart"), 1, 45, 1}}));
  EXPECT_EQ(toText(battle, jb), "move \"Jean Bart\" forward 1 pivot 45 forward 1");
}

TEST(HauteMerWholeMove, HM_MOVE_8_the_computer_weighs_whole_moves_in_the_movement_phase) {
  Table t(withA(kFar));
  const std::vector<Action> weighed = t.engine->considered(t.state);
  std::vector<std::string> texts;
  for (const Action &a : weighed) {
    texts.push_back(toText(*t.scenario, a));
    EXPECT_FALSE(t.engine->validate(t.state, a)) << texts.back();
  }
  for (const char *expected :
       {"end", "move A forward 4", "move A forward 2", "move A forward 1 pivot 45 forward 2",
        "move A forward 1 pivot -45 forward 2", "move A forward 1 pivot 90 forward 2",
        "move A forward 1 pivot -90 forward 2", "move A forward 3 pivot 45", "move A forward 3 pivot -90"})
    EXPECT_NE(std::find(texts.begin(), texts.end(), expected), texts.end()) << expected;
  // No sliver: nothing under half the allowance goes straight alone.
  for (const Action &a : weighed)
    if (const auto *f = std::get_if<MoveForward>(&a)) {
      EXPECT_GE(f->distance, 2) << toText(*t.scenario, a);
    }
  // Weighed again on the same state: the same list (kept, not worked out again differently).
  EXPECT_EQ(t.engine->considered(t.state), weighed);
  // In the fire phase the computer weighs the legal actions (an empty list says so).
  t.act("end");
  EXPECT_TRUE(t.engine->considered(t.state).empty());
}

TEST(HauteMerWholeMove, HM_MOVE_8_the_computer_sails_up_to_what_is_in_the_way_and_no_closer_by_halves) {
  // A in a lane: B 1.2 UD ahead, C and D alongside, 0.4 UD off either beam. Its full and half
  // allowance straight on would run into B, and after the 1 UD it must sail before turning its
  // bow would swing into C or D: it is offered to sail up to B, to the hundredth.
  Table t(
      withA("[{name: B, class: ship, x: 12.2, y: 10, heading: 90}, {name: C, class: ship, x: 11, y: 10.6, "
            "heading: 90}, {name: D, class: ship, x: 11, y: 9.4, heading: 90}]"));
  std::vector<std::string> texts;
  for (const Action &a : t.engine->considered(t.state))
    texts.push_back(toText(*t.scenario, a));
  EXPECT_EQ(texts, (std::vector<std::string>{"end", "move A forward 1.19"}));
  t.act("move A forward 1.19");
  // Touching B, nothing more straight on; it has gone its 1 UD, but a turn would still swing
  // into C or D: only the end is left, not a sliver of what remains.
  texts.clear();
  for (const Action &a : t.engine->considered(t.state))
    texts.push_back(toText(*t.scenario, a));
  EXPECT_EQ(texts, (std::vector<std::string>{"end"}));
}

} // namespace
} // namespace amiraute::haute_mer::testing
