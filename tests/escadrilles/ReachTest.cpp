// The reach search against every path flown one by one; the actions' text forms; the computer's
// choices. Clause ids: ES-MOVE-1..4, ES-CRASH-1..4, ES-MAP-2, ES-SPEED-2.
#include "Fixture.h"

#include "core/Files.h"
#include "core/hex/Pose.h"

#include <map>
#include <set>
#include <tuple>

using namespace amiraute;
using namespace amiraute::escadrilles;
using namespace amiraute::escadrilles::testing;

namespace {

using EndKey = std::tuple<int, int, int>;  // hex q, r, facing
using LossKey = std::tuple<int, int, int>; // outcome, hex q, r of the hex it tried to enter

LossKey lossKey(const Flight &f) {
  const Hex h = f.outcome == Outcome::OffMap ? core::step(f.end, f.facing) : f.end;
  return {static_cast<int>(f.outcome), h.q, h.r};
}

/// Every path within the limits, flown one hex at a time with fly(): the safe ends and the losses.
void brute(const Rules &r, const State &s, int plane, int speed, std::vector<int> &dirs,
           std::set<EndKey> &ends, std::set<LossKey> &losses) {
  for (int d = 1; d <= 6; ++d) {
    dirs.push_back(d);
    const Flown f = fly(r, s, plane, dirs, speed);
    if (f.refusal && f.flight.outcome == Outcome::TurnLimit) {
      // beyond the limits: not a path
    } else if (f.refusal) {
      EXPECT_EQ(f.refusal->clause, "ES-MOVE-1");
      EXPECT_GT(f.flight.left, 0);
      brute(r, s, plane, speed, dirs, ends, losses);
    } else if (f.flight.lost()) {
      losses.insert(lossKey(f.flight));
    } else {
      ends.insert({f.flight.end.q, f.flight.end.r, f.flight.facing});
    }
    dirs.pop_back();
  }
}

void compare(const Rules &r, const State &s, int plane, int speed) {
  const Reach reach = reachOf(r, s, plane, speed);
  std::set<EndKey> ends, losses;
  std::vector<int> dirs;
  brute(r, s, plane, speed, dirs, ends, losses);
  std::set<EndKey> got_ends;
  std::set<LossKey> got_losses;
  for (const Flight &f : reach.ends) {
    EXPECT_TRUE(got_ends.insert({f.end.q, f.end.r, f.facing}).second) << "an end listed twice";
    // Each path given flies exactly to its end.
    const Flown again = fly(r, s, plane, f.directions, speed);
    EXPECT_FALSE(again.refusal.has_value());
    EXPECT_EQ(again.flight.end, f.end);
    EXPECT_EQ(again.flight.facing, f.facing);
    EXPECT_EQ(again.flight.points, f.points);
    EXPECT_EQ(again.flight.path, f.path);
    EXPECT_EQ(again.flight.turns, f.turns);
  }
  for (const Flight &f : reach.losses) {
    EXPECT_TRUE(got_losses.insert(lossKey(f)).second) << "a loss listed twice";
    const Flown again = fly(r, s, plane, f.directions, speed);
    EXPECT_FALSE(again.refusal.has_value());
    EXPECT_EQ(again.flight.outcome, f.outcome);
    EXPECT_EQ(again.flight.end, f.end);
  }
  EXPECT_EQ(got_ends, ends) << "speed " << speed << " from "
                            << core::formatHex(s.planes[static_cast<std::size_t>(plane)].hex);
  EXPECT_EQ(got_losses, losses);
}

} // namespace

TEST(EscadrillesReach, ES_MOVE_4_reach_finds_every_end_and_every_loss_that_flying_each_path_finds) {
  const Rules r = loadRules(core::findDataFile("scenarios/escadrilles/standard.yaml"));
  State s = initialState(r);
  // Bleu 1 anywhere over the middle of the board (among the other planes at their start).
  for (const char *hex : {"0707", "0905", "0510", "1008", "0802", "0414"})
    for (int facing = 1; facing <= 6; facing += 1)
      for (int speed = kMinSpeed; speed <= kMaxSpeed; ++speed) {
        State t = s;
        t.planes[0].hex = H(hex);
        t.planes[0].facing = facing;
        compare(r, t, 0, speed);
      }
  // Among planes, at the edge.
  for (int speed = kMinSpeed; speed <= kMaxSpeed; ++speed)
    compare(r, s, 4, speed);
}

TEST(EscadrillesReach, ES_MOVE_1_reach_ends_spend_every_point_and_the_first_path_is_the_straightest) {
  const Rules r = board(kSea, {plane(1, "0509", 1)}, {plane(1, "0101", 4)});
  const Reach reach = reachOf(r, initialState(r), 0);
  // Speed 2: straight, or one change of 60° or 120° on the second hex; the first hex straight.
  ASSERT_EQ(reach.ends.size(), 5u);
  EXPECT_EQ(reach.ends[0].directions, std::vector<int>({1, 1}));
  for (const Flight &f : reach.ends) {
    EXPECT_EQ(f.left, 0);
    EXPECT_EQ(f.points, 2);
    EXPECT_EQ(f.directions[0], 1);
  }
  EXPECT_TRUE(reach.losses.empty());
}

TEST(EscadrillesReach, ES_CRASH_2_reach_marks_the_crash_risks_for_a_view) {
  // Plateau straight ahead two hexes away at speed 2: straight on is a crash, turning is safe.
  const Rules r = board({"~~~~~~~~~", "~~~~~~~~~", "~~~~~~~~~", "~~~~~~~~~", "~~~~~~~~~", "~~~~~~~~~",
                         "~~~~^~~~~", "~~~~~~~~~", "~~~~~~~~~"},
                        {plane(1, "0509", 1)}, {plane(1, "0101", 4)});
  const Reach reach = reachOf(r, initialState(r), 0);
  EXPECT_TRUE(reach.canFinish());
  ASSERT_EQ(reach.losses.size(), 1u);
  EXPECT_EQ(reach.losses[0].outcome, Outcome::Climb);
  EXPECT_EQ(reach.losses[0].end, H("0507"));
  EXPECT_EQ(reach.losses[0].directions, std::vector<int>({1, 1}));
}

TEST(EscadrillesActions, ES_SPEED_2_texts_parse_back_and_bad_texts_say_the_form) {
  const Rules r = board(kSea, {plane(1, "0509", 1)}, {plane(1, "0101", 4)}, "", "");
  for (const char *text : {"speeds Bleu 1:3 2:2 3:4", "move Rouge 3 2 2 3", "end"})
    EXPECT_EQ(formatAction(r, parseAction(r, std::string(text))), text);
  EXPECT_EQ(formatAction(r, parseAction(r, std::string("speeds bleu 1:3"))), "speeds Bleu 1:3");
  for (const char *bad : {"speeds Bleu", "speeds Bleu 1", "speeds Bleu 1:x", "speeds Vert 1:2", "move Bleu 1",
                          "move Bleu x 1", "move Bleu 1 7", "move Bleu 1 0", "end now", "fly Bleu 1 1", ""})
    EXPECT_THROW(parseAction(r, std::string(bad)), ActionSyntaxError) << bad;
  try {
    parseAction(r, std::string("move Bleu 1 9"));
  } catch (const ActionSyntaxError &e) {
    EXPECT_NE(std::string(e.what()).find("1 = north"), std::string::npos) << e.what();
  }
  const Rules spaced =
      parseRules("game: escadrilles\nmap:\n  terrain: |\n    ~~~\n  legend: {'~': sea}\nsides:\n"
                 "  - {name: Les Cigognes, planes: [{number: 1, hex: \"0101\", facing: 4}]}\n"
                 "  - {name: Rouge, planes: [{number: 1, hex: \"0301\", facing: 4}]}\n",
                 "spaced.yaml");
  EXPECT_EQ(formatAction(spaced, Move{0, 1, {4, 4}}), "move \"Les Cigognes\" 1 4 4");
  EXPECT_EQ(parseAction(spaced, std::string("move \"Les Cigognes\" 1 4 4")), Action(Move{0, 1, {4, 4}}));
}

TEST(EscadrillesActions, ES_TURN_2_the_computers_moves_are_one_path_to_each_end_then_end) {
  const Rules r = loadRules(core::findDataFile("scenarios/escadrilles/standard.yaml"));
  State s = initialState(r);
  const auto legal = legalActions(r, s);
  ASSERT_FALSE(legal.empty());
  std::set<std::pair<int, int>> ends; // hex q*100+r, facing
  for (const Action &a : legal) {
    ASSERT_TRUE(std::holds_alternative<Move>(a));
    EXPECT_EQ(std::get<Move>(a).number, 1);
    EXPECT_FALSE(validate(r, s, a).has_value()) << formatAction(r, a);
    const Flight f = *apply(r, s, a).flight;
    EXPECT_TRUE(ends.insert({f.end.q * 1000 + f.end.r, f.facing}).second) << "two paths to one end";
  }
  for (int n = 1; n <= 9; ++n)
    s = apply(r, s, legalActions(r, s).front()).state;
  EXPECT_EQ(legalActions(r, s), std::vector<Action>({EndMovement{}}));
}
