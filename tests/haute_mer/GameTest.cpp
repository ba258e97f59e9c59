// Haute Mer on the one game interface (games/haute_mer/Game.h): an attack then its dice as a
// chance node, the legal set, returns and the heuristic, and records of the earlier one-step form.
#include "Fixture.h"

#include "core/Files.h"
#include "core/I18n.h"
#include "core/Yaml.h"
#include "game/Match.h"
#include "games/haute_mer/Game.h"

#include <filesystem>

namespace amiraute::haute_mer::testing {
namespace {

using Match = game::Match<Game>;

/// A on x = 10 heading east, B `gap` UD beyond its bow (both 1.0 long).
std::string duel(double gap, const std::string &a_class = "ship", const std::string &b_class = "ship") {
  return scenarioText("[{name: A, class: " + a_class + ", x: 10, y: 10, heading: 90}]",
                      "[{name: B, class: " + b_class + ", x: " + std::to_string(11 + gap) +
                          ", y: 10, heading: 90}]");
}

TEST(HauteMerGame, HM_SEQ_3_an_attack_waits_for_its_dice_before_anything_else) {
  Table t(duel(1));
  t.act("end");
  t.act("fire A B");
  ASSERT_TRUE(t.state.attack);
  EXPECT_EQ(Game::toMove(*t.scenario, t.state), game::kChance);
  EXPECT_TRUE(t.state.ships[0].fired);
  EXPECT_EQ(t.refusal("end"), "HM-SEQ-3");
  EXPECT_EQ(t.refusal("roll 6 6 6"), "HM-FIRE-1"); // A rolls 4 dice
  EXPECT_EQ(t.refusal("roll 6 6 6 1"), "");
  t.act("roll 6 6 6 1"); // 3 hits at 3 UD under range (4+)
  EXPECT_FALSE(t.state.attack);
  EXPECT_EQ(t.at("B").structure, 3);
  ASSERT_TRUE(t.state.pending);
  EXPECT_EQ(t.state.pending->points, 2);
  EXPECT_EQ(Game::toMove(*t.scenario, t.state), 1); // the target's owner spreads (HM-DMG-2)
}

TEST(HauteMerGame, HM_REF_3_a_roll_without_an_attack_is_refused) {
  Table t(duel(1));
  t.act("end");
  EXPECT_EQ(t.refusal("roll 6 6 6 6"), "HM-REF-3");
}

TEST(HauteMerGame, HM_REF_3_an_attack_and_its_dice_in_one_action_reach_the_same_state_as_two) {
  Table one(duel(1)), two(duel(1));
  one.act("end");
  two.act("end");
  const Outcome whole = one.act("fire A B dice 6 5 2 1");
  two.act("fire A B");
  const Outcome rolled = two.act("roll 6 5 2 1");
  EXPECT_EQ(one.state, two.state);
  EXPECT_EQ(one.state.hash(), two.state.hash());
  EXPECT_EQ(whole.log, rolled.log); // the same sentences: the attack's line comes with its dice
}

TEST(HauteMerGame, HM_FIRE_3_chance_groups_the_dice_by_number_of_hits) {
  Table t(duel(1)); // 3 UD under maximum range: 4 dice hitting on 4+
  t.act("end");
  t.act("fire A B");
  const auto outcomes = Game::chance(*t.scenario, t.state);
  ASSERT_EQ(outcomes.size(), 5u);
  double sum = 0;
  for (std::size_t k = 0; k < outcomes.size(); ++k) {
    sum += outcomes[k].probability;
    const auto &faces = std::get<Roll>(outcomes[k].action).faces;
    EXPECT_EQ(core::countHits(faces, 4), static_cast<int>(k));
    EXPECT_FALSE(Game::validate(*t.scenario, t.state, outcomes[k].action));
  }
  EXPECT_NEAR(sum, 1, 1e-12);
  EXPECT_NEAR(outcomes[4].probability, 1.0 / 16, 1e-12);
}

TEST(HauteMerGame, HM_SEQ_2_legal_moves_are_few_and_all_accepted) {
  Table t(duel(10));
  const auto legal = Game::legal(*t.scenario, t.state);
  // end; A forward 4, 2, 1 (no pivot before 1 UD straight, HM-MOVE-3).
  EXPECT_EQ(legal.size(), 4u);
  for (const auto &a : legal)
    EXPECT_FALSE(Game::validate(*t.scenario, t.state, a)) << toText(*t.scenario, a);
  t.act("move A forward 1");
  const auto after = Game::legal(*t.scenario, t.state);
  int pivots = 0;
  for (const auto &a : after)
    pivots += std::holds_alternative<Pivot>(a) ? 1 : 0;
  EXPECT_EQ(pivots, 4); // 45 and 90 degrees either way
}

TEST(HauteMerGame, HM_FIRE_2_legal_attacks_are_the_targets_in_range) {
  Table near(duel(3)), far(duel(5));
  near.act("end");
  far.act("end");
  const auto fires = [](const Table &t) {
    int n = 0;
    for (const auto &a : Game::legal(*t.scenario, t.state))
      n += std::holds_alternative<Fire>(a) ? 1 : 0;
    return n;
  };
  EXPECT_EQ(fires(near), 1);
  EXPECT_EQ(fires(far), 0);
}

TEST(HauteMerGame, HM_DMG_2_legal_spreads_take_one_point_or_as_much_as_a_value_takes) {
  Table t(duel(1, "ship", "big"));
  t.act("end");
  t.act("fire A B dice 6 6 6 1"); // 3 damage: 1 on structure, 2 to spread
  const auto legal = Game::legal(*t.scenario, t.state);
  EXPECT_EQ(legal.size(), 6u); // 1 or 2 on each of the three values
  for (const auto &a : legal) {
    ASSERT_TRUE(std::holds_alternative<AllocateDamage>(a));
    EXPECT_FALSE(Game::validate(*t.scenario, t.state, a));
  }
}

TEST(HauteMerGame, HM_WIN_1_returns_give_the_winner_everything_and_the_heuristic_follows_structure) {
  Table t(duel(0.5, "torp", "ship"));
  // Bleu plays first, its torpedo boat half a UD from B: the fire to come is Bleu's.
  const auto before = Game::heuristic(*t.scenario, t.state);
  EXPECT_GT(before[0], 0.5);
  EXPECT_NEAR(before[0] + before[1], 1, 1e-12);
  t.act("end");
  t.act("torpedo A B dice 6 6 6 6"); // 16 damage on M4 C4 S4
  EXPECT_LT(Game::heuristic(*t.scenario, t.state)[1], 0.5);
  t.act("damage B movement 4");
  t.act("damage B combat 4"); // the rest can only go on structure: sunk
  ASSERT_TRUE(t.state.over);
  EXPECT_EQ(Game::toMove(*t.scenario, t.state), game::kTerminal);
  EXPECT_EQ(Game::returns(*t.scenario, t.state), (std::vector<double>{1, 0}));
  EXPECT_NEAR(game::estimate<Game>(*t.scenario, t.state)[0], 1, 1e-12);
}

// The computer's estimate (docs/AI.md): structure afloat, less what the side to play's fire to
// come may take; the other side's fire is not counted until it is its turn.
TEST(HauteMerGame, the_estimate_counts_the_fire_to_come_of_the_side_to_play) {
  Table far(duel(10)), near(duel(3));
  const auto even = Game::heuristic(*far.scenario, far.state);
  EXPECT_NEAR(even[0], 0.5, 0.02); // out of reach, alike: about even (a little for closing)
  const auto bleu_fires = Game::heuristic(*near.scenario, near.state);
  EXPECT_GT(bleu_fires[0], 0.5); // 3 UD apart, 4 dice on 5+ to come for Bleu
  near.act("end");
  EXPECT_EQ(Game::heuristic(*near.scenario, near.state), bleu_fires); // still to come
  near.act("end"); // Bleu holds its fire: Rouge plays, and fires next
  const auto rouge_fires = Game::heuristic(*near.scenario, near.state);
  EXPECT_LT(rouge_fires[0], 0.5);
  EXPECT_NEAR(rouge_fires[0], bleu_fires[1], 1e-12); // the same duel seen from the other side
  // Once a ship has fired it has no fire to come: about even again, the structure being.
  Table fired(duel(3));
  fired.act("end");
  fired.act("fire A B dice 1 1 1 1");
  EXPECT_NEAR(Game::heuristic(*fired.scenario, fired.state)[0], 0.5, 0.02);
  EXPECT_LT(Game::heuristic(*fired.scenario, fired.state)[0], bleu_fires[0] - 0.05);
}

TEST(HauteMerGame, HM_DMG_4_the_damage_lost_with_a_sunk_ship_is_said) {
  Table t(duel(0.5, "torp", "ship"));
  t.act("end");
  t.act("torpedo A B dice 6 6 1 1"); // 8 damage on S4: 1 first, 7 to spread
  ASSERT_TRUE(t.state.pending);
  EXPECT_EQ(t.state.pending->points, 7);
  const Outcome sunk = t.act("damage B structure 3"); // sunk with 4 still to spread
  EXPECT_TRUE(t.at("B").sunk);
  bool said = false;
  for (const auto &e : sunk.log)
    said |= e.text.find("the other 4 damage is lost") != std::string::npos;
  EXPECT_TRUE(said);
}

TEST(HauteMerGame, HM_DMG_2_one_point_of_damage_is_said_in_the_singular_in_French) {
  Table t(duel(1));
  t.act("end");
  t.act("fire A B");
  t.act("roll 6 6 6 1"); // 2 to spread
  core::setLanguage("fr");
  const Outcome one = t.act("damage B movement 1");
  const Outcome last = t.act("damage B combat 1");
  core::setLanguage("en");
  std::string said;
  for (const auto &e : one.log)
    said += e.text + "\n";
  for (const auto &e : last.log)
    said += e.text + "\n";
  EXPECT_NE(said.find("1 dégât sur B"), std::string::npos) << said;
  EXPECT_EQ(said.find("1 dégâts"), std::string::npos) << said;
}

TEST(HauteMerGame, HM_REF_3_a_record_of_the_one_step_attacks_still_loads_with_its_hash) {
  // Written before attacks and their dice were two steps (tests/fuzz/corpus/record/hm-duel-0).
  const std::string scenario = std::filesystem::absolute(core::findDataFile("scenarios/haute-mer/duel.yaml"));
  const std::string path = writeTemp("record: 1\ngame: haute-mer\nscenario: " + scenario +
                                         "\nseed: 1\nactions:\n  - \"move Gloire forward 2\"\n  - \"end\"\n"
                                         "  - \"fire Gloire Trento range 2.5 dice 6 5 2 1\"\n"
                                         "  - \"damage Trento combat 1\"\nstate_hash: 366bcc76d0fe90e9\n",
                                     ".rec.yaml");
  const Match m = Match::load(path, 1);
  EXPECT_EQ(m.actions().size(), 4u);
  EXPECT_EQ(core::hashToHex(m.hash()), "366bcc76d0fe90e9");
  EXPECT_EQ(m.state().ships[3].combat, 3);
  std::filesystem::remove(path);
}

TEST(HauteMerGame, HM_REF_3_the_program_rolls_at_the_chance_node_and_the_record_replays) {
  Match m = Match::open(core::findDataFile("scenarios/haute-mer/duel.yaml"), 9);
  m.submit(parseAction(m.rules(), {"end"}));
  m.submit(parseAction(m.rules(), {"fire", "Gloire", "Trento", "range", "2"}));
  ASSERT_EQ(m.toMove(), game::kChance);
  m.settle();
  ASSERT_EQ(m.actions().size(), 3u);
  EXPECT_EQ(m.actions()[2].rfind("roll ", 0), 0u);
  Match again(m.sharedRules(), 9);
  again.replay(m.actions());
  EXPECT_EQ(again.hash(), m.hash());
}

} // namespace
} // namespace amiraute::haute_mer::testing
