// One test (or more) per clause of docs/rules/milles-nautiques.md; names carry the clause ids.
#include "Fixture.h"

#include "ai/Search.h"
#include "core/Files.h"
#include "core/Record.h"
#include "core/Yaml.h"
#include "game/Match.h"
#include "games/milles_nautiques/Game.h"

#include <gtest/gtest.h>

#include <map>

using namespace amiraute;
using namespace amiraute::milles_nautiques;
using namespace amiraute::milles_nautiques::testing;

// ---- the cards ---------------------------------------------------------------------------------

TEST(MillesNautiques, MN_DECK_1_the_shipped_deck_has_106_cards_with_both_names) {
  const Rules r = make();
  EXPECT_EQ(r.deck.total(), 106);
  EXPECT_EQ(r.deck.type(C(r, "bon_vent")).count, 14);
  EXPECT_EQ(r.deck.type(C(r, "panique")).count, 8);
  EXPECT_EQ(r.deck.type(C(r, "avarie")).count, 4);
  EXPECT_EQ(r.deck.type(C(r, "protest")).count, 4);
  EXPECT_EQ(r.deck.type(C(r, "tacticien")).count, 1);
  int miles = 0, mile_cards = 0;
  for (CardId c : r.deck.ofKind("miles")) {
    miles += r.miles(c) * r.deck.type(c).count;
    mile_cards += r.deck.type(c).count;
  }
  EXPECT_EQ(mile_cards, 46);
  EXPECT_EQ(miles, 4350);
  EXPECT_EQ(r.deck.type(C(r, "encalmine")).fr, "Encalminé");
  EXPECT_EQ(r.deck.type(C(r, "encalmine")).en, "Becalmed");
  // Typed by id, by either name, ignoring case and accents.
  EXPECT_EQ(A(r, "play Encalminé Bruno"), A(r, "play encalmine Bruno"));
  EXPECT_EQ(A(r, "play becalmed Bruno"), A(r, "play encalmine Bruno"));
  EXPECT_EQ(A(r, "play \"Bon vent\""), A(r, "play bon_vent"));
  EXPECT_EQ(A(r, "play Bon vent"), A(r, "play bon_vent")); // no quotes needed
  EXPECT_EQ(A(r, "play Panique à bord Bruno"), A(r, "play panique Bruno"));
  EXPECT_EQ(A(r, "discard Vieux loup de mer"), A(r, "discard vieux_loup"));
}

TEST(MillesNautiques, MN_DECK_1_cards_are_understood_as_a_table_types_them) {
  const Rules r = make();
  EXPECT_EQ(A(r, "PLAY Bon vent"), A(r, "play bon_vent"));
  EXPECT_EQ(A(r, "Play 100 milles"), A(r, "play 100"));
  EXPECT_EQ(A(r, "discard \"150 miles\""), A(r, "discard 150"));
  EXPECT_EQ(A(r, "DRAW"), A(r, "draw"));
  EXPECT_EQ(A(r, "No Mistoufle"), A(r, "no mistoufle"));
  EXPECT_EQ(A(r, "MISTOUFLE bruno"), A(r, "mistoufle Bruno"));
  const auto error = [&](const std::string &text) {
    try {
      A(r, text);
    } catch (const ActionSyntaxError &e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_NE(error("play Bon vant Bruno").find("did you mean 'Bon vent'"), std::string::npos)
      << error("play Bon vant Bruno");
  EXPECT_NE(error("play kit bricolaje").find("did you mean 'Kit bricolage'"), std::string::npos)
      << error("play kit bricolaje");
  EXPECT_NE(error("play Panique a bors Bruno").find("did you mean 'Panique à bord'"), std::string::npos)
      << error("play Panique a bors Bruno");
  EXPECT_NE(error("play encalmine Brunoo").find("no player is called 'Brunoo'"), std::string::npos)
      << error("play encalmine Brunoo");
  EXPECT_NE(error("play encalmine Zoé").find("no player is called 'Zoé'"), std::string::npos)
      << error("play encalmine Zoé");
}

TEST(MillesNautiques, MN_DECK_1_rules_counts_change_a_count_and_name_an_unknown_card) {
  const Rules r = make("[Anne, Bruno]", "counts: {bon_vent: 10, \"200\": 2}");
  EXPECT_EQ(r.deck.type(C(r, "bon_vent")).count, 10);
  EXPECT_EQ(r.deck.total(), 106 - 4 - 4);
  try {
    make("[Anne, Bruno]", "counts: {bonvent: 10}");
    FAIL() << "an unknown card id was accepted";
  } catch (const core::YamlError &e) {
    EXPECT_EQ(e.line, 3);
    EXPECT_NE(std::string(e.what()).find("did you mean 'bon_vent'"), std::string::npos) << e.what();
  }
}

// ---- skippers, boats and crews -----------------------------------------------------------------

TEST(MillesNautiques, MN_SEAT_1_four_or_six_sail_in_alternate_crews_of_two) {
  const Rules two = make();
  EXPECT_EQ(two.boatCount(), 2);
  const Rules four = make("[Anne, Bruno, Chloé, Denis]");
  ASSERT_EQ(four.boatCount(), 2);
  EXPECT_EQ(four.boats[0], (std::vector<int>{0, 2}));
  EXPECT_EQ(four.boats[1], (std::vector<int>{1, 3}));
  EXPECT_EQ(four.boatName(0), "Anne & Chloé");
  const Rules six = make("[A, B, C, D, E, F]");
  ASSERT_EQ(six.boatCount(), 3);
  EXPECT_EQ(six.boats[2], (std::vector<int>{2, 5}));
  EXPECT_EQ(make("[A, B, C, D, E]").boatCount(), 5);
  EXPECT_EQ(make("[A, B, C, D]", "crews: no").boatCount(), 4);
  EXPECT_THROW(make("[A, B, C, D, E]", "crews: yes"), core::YamlError);
  EXPECT_THROW(make("[A]"), core::YamlError);
  EXPECT_THROW(make("[A, B, C, D, E, F, G]"), core::YamlError);
  // The interface's teams are the boats: crewmates share a number.
  const game::Players p = Game::players(four);
  EXPECT_EQ(p.teamOf(0), p.teamOf(2));
  EXPECT_NE(p.teamOf(0), p.teamOf(1));
}

TEST(MillesNautiques, MN_SEAT_1_crewmates_share_one_boat_and_lay_on_it) {
  const Rules r = make("[Anne, Bruno, Chloé, Denis]");
  State s = midRace(r, {{}, {}, {"100"}, {}}, 2);
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  s = play(r, s, {"play 100"});
  EXPECT_EQ(s.boats[0].distance, 100); // Chloé sails Anne's boat
  EXPECT_EQ(s.seat, 3);
}

TEST(MillesNautiques, MN_SEAT_2_Cedric_plays_first_else_the_first_listed) {
  EXPECT_EQ(make("[Anne, Bruno, Cédric]").first, 2);
  EXPECT_EQ(make("[Anne, cedric]").first, 1);
  EXPECT_EQ(make("[Anne, Bruno]").first, 0);
  EXPECT_EQ(make("[Anne, Bruno]", "", "first: Bruno\n").first, 1);
  try {
    make("[Anne, Bruno]", "", "first: Zoé\n");
    FAIL();
  } catch (const core::YamlError &e) {
    EXPECT_EQ(e.line, 3);
    EXPECT_NE(std::string(e.what()).find("Anne, Bruno"), std::string::npos);
  }
  const Rules r = make("[Anne, Bruno, Cédric]");
  const State s = initialState(r);
  EXPECT_EQ(s.seat, 2); // the deal starts with the first player
}

TEST(MillesNautiques, MN_GOAL_1_1500_miles_or_1000_with_three_boats) {
  EXPECT_EQ(make().distance(), 1500);
  EXPECT_EQ(make("[A, B, C]").distance(), 1000);
  EXPECT_EQ(make("[A, B, C, D]").distance(), 1500);
  EXPECT_EQ(make("[A, B, C, D, E, F]").distance(), 1000);
  EXPECT_EQ(make("[A, B]", "distance: 700").distance(), 700);
}

// ---- dealing and turns -------------------------------------------------------------------------

TEST(MillesNautiques, MN_DEAL_1_six_cards_each_one_at_a_time_drawn_by_their_counts) {
  const Rules r = make();
  State s = initialState(r);
  EXPECT_EQ(toMove(r, s), game::kChance);
  const auto outcomes = chanceOutcomes(r, s);
  EXPECT_EQ(outcomes.size(), static_cast<std::size_t>(r.deck.kinds()));
  double sum = 0;
  for (const auto &o : outcomes) {
    sum += o.probability;
    EXPECT_DOUBLE_EQ(o.probability, r.deck.type(o.action.card).count / 106.0);
  }
  EXPECT_NEAR(sum, 1, 1e-12);
  core::SeededDice dice(7);
  for (int i = 0; i < 12; ++i) {
    EXPECT_EQ(s.seat, i % 2);
    s = apply(r, s, rollChance(r, s, dice)).state;
  }
  EXPECT_EQ(s.hands[0].size(), 6);
  EXPECT_EQ(s.hands[1].size(), 6);
  EXPECT_EQ(s.pile.size(), 106 - 12);
  EXPECT_EQ(s.phase, Phase::Choose);
  EXPECT_EQ(toMove(r, s), 0);
  // A card the pile does not hold is refused.
  State empty_kit = initialState(r);
  empty_kit.pile.remove(C(r, "kit"));
  EXPECT_EQ(clauseOf(r, empty_kit, "card kit"), "MN-DEAL-1");
  EXPECT_EQ(clauseOf(r, empty_kit, "card ?"), "MN-DEAL-1"); // the program knows its pile
}

TEST(MillesNautiques, MN_DEAL_1_the_same_seed_deals_the_same_cards) {
  const Rules r = make();
  auto deal = [&](std::uint64_t seed) {
    State s = initialState(r);
    core::SeededDice dice(seed);
    while (toMove(r, s) == game::kChance)
      s = apply(r, s, rollChance(r, s, dice)).state;
    return s;
  };
  EXPECT_EQ(deal(3), deal(3));
  EXPECT_NE(deal(3).hash(), deal(4).hash());
}

TEST(MillesNautiques, MN_TURN_1_draw_or_take_then_play_or_discard_to_hold_six) {
  const Rules r = make();
  State s =
      midRace(r, {{"25", "50", "100", "150", "200", "panique"}, {"25", "50", "100", "150", "200", "kit"}}, 0,
              Phase::Choose);
  EXPECT_EQ(clauseOf(r, s, "discard 25"), "MN-TURN-1"); // draw first
  EXPECT_EQ(clauseOf(r, s, "take"), "MN-TURN-1");       // the discard is empty
  EXPECT_EQ(clauseOf(r, s, "card 25"), "MN-TURN-1");    // nobody types the program's draws
  s = apply(r, s, A(r, "draw")).state;
  EXPECT_EQ(toMove(r, s), game::kChance);
  EXPECT_EQ(clauseOf(r, s, "discard 25"), "MN-DEAL-1");
  s = apply(r, s, A(r, "card bon_vent")).state;
  EXPECT_EQ(s.hands[0].size(), 7);
  EXPECT_EQ(clauseOf(r, s, "draw"), "MN-TURN-1");
  EXPECT_EQ(clauseOf(r, s, "discard kit"), "MN-TURN-1"); // not in Anne's hand
  s = apply(r, s, A(r, "discard panique")).state;
  EXPECT_EQ(s.hands[0].size(), 6);
  EXPECT_EQ(s.discard.back(), C(r, "panique"));
  EXPECT_EQ(s.seat, 1);
  EXPECT_EQ(s.phase, Phase::Choose);
  s = apply(r, s, A(r, "take")).state; // Bruno takes the visible discard
  EXPECT_TRUE(s.hands[1].has(C(r, "panique")));
  EXPECT_TRUE(s.discard.empty());
  EXPECT_EQ(s.phase, Phase::Play);
  const auto legal = legalActions(r, s);
  EXPECT_NE(std::find(legal.begin(), legal.end(), A(r, "discard kit")), legal.end());
}

TEST(MillesNautiques, MN_TURN_2_and_MN_PANIC_1_panic_skips_the_crews_next_turn) {
  const Rules r = make("[Anne, Bruno, Chloé, Denis]");
  State s = midRace(r, {{"panique", "panique"}, {}, {}, {}}, 0);
  EXPECT_EQ(clauseOf(r, s, "play panique Bruno"), "MN-ATTACK-1"); // not started yet
  lay(r, s, 1, &Boat::wind, {"bon_vent"});
  const auto step = apply(r, s, A(r, "play panique Denis"), Narration::Full); // Denis's crew = Bruno's boat
  s = step.state;
  EXPECT_TRUE(cites(step.log, "MN-PANIC-1"));
  EXPECT_TRUE(cites(step.log, "MN-TURN-2"));
  EXPECT_EQ(s.aside, (std::vector<CardId>{C(r, "panique")})); // set aside, not discarded
  EXPECT_TRUE(s.discard.empty());
  EXPECT_EQ(s.seat, 2); // Bruno (seat 1) skipped; Chloé plays
  EXPECT_EQ(s.boats[1].skips, 0);
}

TEST(MillesNautiques, MN_TURN_3_a_card_taken_from_the_discard_does_not_go_straight_back) {
  // Two computers once took and threw back the same "Bon vent" for 20,000 actions: a turn passed
  // without drawing, the race held still. The taken card is laid or kept.
  const Rules r = make();
  State s = midRace(
      r, {{"bon_vent", "25", "50", "100", "150", "200"}, {"panique", "fin_avarie", "25", "50", "100", "150"}},
      1, Phase::Choose);
  s.discard.push_back(C(r, "bon_vent"));
  EXPECT_TRUE(s.pile.remove(C(r, "bon_vent")));
  const std::uint64_t before = s.hash();
  s = apply(r, s, A(r, "take")).state;
  ASSERT_EQ(s.phase, Phase::Play);
  const auto refusal = validate(r, s, A(r, "discard bon_vent"));
  ASSERT_TRUE(refusal);
  EXPECT_EQ(refusal->clause, "MN-TURN-3");
  EXPECT_NE(refusal->message.find("Bruno"), std::string::npos) << refusal->message;
  EXPECT_THROW(apply(r, s, A(r, "discard bon_vent")), game::RuleViolation);
  auto legal = legalActions(r, s);
  EXPECT_EQ(std::find(legal.begin(), legal.end(), A(r, "discard bon_vent")), legal.end());
  EXPECT_NE(std::find(legal.begin(), legal.end(), A(r, "discard panique")), legal.end());
  EXPECT_NE(std::find(legal.begin(), legal.end(), A(r, "play bon_vent")), legal.end()); // or lays it
  // Another card goes on the discard; Anne may take that one, and the next turn is free again.
  s = apply(r, s, A(r, "discard fin_avarie")).state;
  EXPECT_EQ(s.discard.back(), C(r, "fin_avarie"));
  EXPECT_EQ(s.seat, 0);
  EXPECT_EQ(s.taken, kBack);
  EXPECT_NE(s.hash(), before);
  s = apply(r, s, A(r, "take")).state;
  EXPECT_EQ(clauseOf(r, s, "discard fin_avarie"), "MN-TURN-3");
  EXPECT_EQ(clauseOf(r, s, "discard bon_vent"), "ok"); // Anne's own Bon vent, not the card she took
  // A card of the same kind counts as the same card: Bruno holds a Panique and takes another.
  State t = midRace(r, {{"25", "25", "25", "25", "25", "25"}, {"panique", "25", "50", "100", "150", "200"}},
                    1, Phase::Choose);
  t.discard.push_back(C(r, "panique"));
  EXPECT_TRUE(t.pile.remove(C(r, "panique")));
  t = apply(r, t, A(r, "take")).state;
  EXPECT_EQ(clauseOf(r, t, "discard panique"), "MN-TURN-3");
  // A hand of nothing but that kind throws one back: a turn always has a way out.
  State u = midRace(r, {{"25", "25", "25", "25", "25", "25"}, {"50", "50", "50", "50", "50", "50"}}, 0,
                    Phase::Choose);
  u.discard.push_back(C(r, "25"));
  EXPECT_TRUE(u.pile.remove(C(r, "25")));
  u = apply(r, u, A(r, "take")).state;
  EXPECT_EQ(clauseOf(r, u, "discard 25"), "ok");
  legal = legalActions(r, u);
  EXPECT_NE(std::find(legal.begin(), legal.end(), A(r, "discard 25")), legal.end());
  // rules.throw_back_taken: true — as the original's silence also allows.
  const Rules free = make("[Anne, Bruno]", "throw_back_taken: true");
  State v = midRace(
      free, {{"bon_vent", "25", "50", "100", "150", "200"}, {"panique", "25", "50", "100", "150", "200"}}, 1,
      Phase::Choose);
  v.discard.push_back(C(free, "bon_vent"));
  EXPECT_TRUE(v.pile.remove(C(free, "bon_vent")));
  v = apply(free, v, A(free, "take")).state;
  EXPECT_EQ(clauseOf(free, v, "discard bon_vent"), "ok");
  EXPECT_THROW(make("[Anne, Bruno]", "throw_back_taken: never"), core::YamlError);
}

TEST(MillesNautiques, MN_PANIC_1_panics_pile_up_one_skipped_turn_each) {
  // The original forbids piling up only "Encalminé" and "Détresse": a second panic is a second turn lost.
  const Rules r = make();
  State s = midRace(r, {{"panique", "panique", "25", "25"}, {"25", "25"}}, 0);
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  lay(r, s, 1, &Boat::wind, {"bon_vent"});
  s = play(r, s, {"play panique Bruno"});
  ASSERT_EQ(s.seat, 0); // Bruno skipped
  s = play(r, s, {"draw", "card 25", "play panique Bruno"});
  EXPECT_EQ(s.boats[1].skips, 0);
  EXPECT_EQ(s.seat, 0); // skipped again
  State t = midRace(r, {{"panique", "panique"}, {}}, 0);
  lay(r, t, 1, &Boat::wind, {"bon_vent"});
  t.boats[1].skips = 1;
  t = play(r, t, {"play panique Bruno"});
  EXPECT_EQ(t.seat, 0);
  EXPECT_EQ(t.boats[1].skips, 1); // two owed, one passed
  // rules.hazards_pile_up: false — no second panic while one is owed.
  const Rules one = make("[Anne, Bruno]", "hazards_pile_up: false");
  State u = midRace(one, {{"panique", "panique"}, {}}, 0);
  lay(one, u, 1, &Boat::wind, {"bon_vent"});
  u.boats[1].skips = 1;
  EXPECT_EQ(clauseOf(one, u, "play panique Bruno"), "MN-PANIC-1");
  EXPECT_THROW(make("[Anne, Bruno]", "hazards_pile_up: sometimes"), core::YamlError);
}

TEST(MillesNautiques, MN_START_1_before_the_wind_only_wind_attacks_or_discards) {
  const Rules r = make();
  State s = midRace(r, {{"100", "kit", "bon_vent", "encalmine", "fin_avarie", "25"}, {}});
  EXPECT_EQ(clauseOf(r, s, "play 100"), "MN-START-1");
  EXPECT_EQ(clauseOf(r, s, "play kit"), "MN-START-1");
  EXPECT_EQ(clauseOf(r, s, "play fin_avarie"), "MN-START-1");
  EXPECT_EQ(clauseOf(r, s, "discard 25"), "ok");
  EXPECT_EQ(clauseOf(r, s, "play encalmine Bruno"), "MN-ATTACK-1"); // Bruno has not started either
  lay(r, s, 1, &Boat::wind, {"bon_vent"});
  EXPECT_EQ(clauseOf(r, s, "play encalmine Bruno"), "ok");
  const auto step = apply(r, s, A(r, "play bon_vent"));
  EXPECT_TRUE(cites(step.log, "MN-START-1"));
  EXPECT_TRUE(started(step.state.boats[0]));
}

TEST(MillesNautiques, MN_ATTACK_1_a_skipper_not_started_attacks_only_a_started_boat) {
  // The original limits the skipper who has not started; a skipper who sails may hinder a boat
  // still waiting for its wind with the hazards that are not about stopping it.
  const Rules r = make("[Anne, Bruno, Chloé]");
  State s = midRace(r, {{"avarie", "protest", "panique", "encalmine", "detresse"}, {}, {}});
  EXPECT_EQ(clauseOf(r, s, "play avarie Bruno"), "MN-ATTACK-1"); // neither Anne nor Bruno started
  lay(r, s, 2, &Boat::wind, {"bon_vent"});
  EXPECT_EQ(clauseOf(r, s, "play avarie Chloé"), "ok"); // Chloé has
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  EXPECT_EQ(clauseOf(r, s, "play avarie Bruno"), "ok");
  EXPECT_EQ(clauseOf(r, s, "play protest Bruno"), "ok");
  EXPECT_EQ(clauseOf(r, s, "play panique Bruno"), "ok");
  EXPECT_EQ(clauseOf(r, s, "play encalmine Bruno"), "MN-WIND-2"); // nothing to stop yet
  EXPECT_EQ(clauseOf(r, s, "play detresse Bruno"), "MN-DIST-1");
  // A protest laid before the start still has to be answered once the boat sails.
  State t = play(r, s, {"play protest Bruno"});
  EXPECT_TRUE(protested(r, t.boats[1]));
  EXPECT_FALSE(started(t.boats[1]));
  // rules.hazards_before_start: false — no hazard on a boat that has not started.
  const Rules strict = make("[Anne, Bruno, Chloé]", "hazards_before_start: false");
  State u = midRace(strict, {{"avarie"}, {}, {}});
  lay(strict, u, 0, &Boat::wind, {"bon_vent"});
  EXPECT_EQ(clauseOf(strict, u, "play avarie Bruno"), "MN-ATTACK-1");
}

TEST(MillesNautiques, MN_ATTACK_1_hazards_go_on_another_crews_started_boat) {
  const Rules r = make("[Anne, Bruno, Chloé, Denis]");
  State s = midRace(r, {{"avarie", "100"}, {}, {}, {}});
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  lay(r, s, 1, &Boat::wind, {"bon_vent"});
  EXPECT_EQ(clauseOf(r, s, "play avarie"), "MN-ATTACK-1");       // no target
  EXPECT_EQ(clauseOf(r, s, "play avarie Chloé"), "MN-ATTACK-1"); // her own crew
  EXPECT_EQ(clauseOf(r, s, "play avarie Denis"), "ok");
  EXPECT_EQ(clauseOf(r, s, "play 100 Bruno"), "MN-ATTACK-1"); // miles go on one's own boat
}

// ---- hazards and remedies ----------------------------------------------------------------------

TEST(MillesNautiques, MN_WIND_1_wind_starts_and_ends_a_calm_but_not_distress) {
  const Rules r = make();
  State s = midRace(r, {{"bon_vent", "bon_vent"}, {}});
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  EXPECT_EQ(clauseOf(r, s, "play bon_vent"), "MN-WIND-1"); // already sailing
  lay(r, s, 0, &Boat::wind, {"encalmine"});
  EXPECT_EQ(clauseOf(r, s, "play bon_vent"), "ok");
  const auto step = apply(r, s, A(r, "play bon_vent"));
  EXPECT_TRUE(cites(step.log, "MN-WIND-1"));
  EXPECT_TRUE(sailing(r, step.state.boats[0]));
  State d = midRace(r, {{"bon_vent"}, {}});
  lay(r, d, 0, &Boat::wind, {"bon_vent", "detresse"});
  EXPECT_EQ(clauseOf(r, d, "play bon_vent"), "MN-DIST-1");
}

TEST(MillesNautiques, MN_WIND_2_calm_stops_a_sailing_boat_and_does_not_pile_up) {
  const Rules r = make();
  State s = midRace(r, {{"encalmine", "detresse"}, {"100"}});
  lay(r, s, 1, &Boat::wind, {"bon_vent"});
  s = play(r, s, {"play encalmine Bruno"});
  EXPECT_FALSE(sailing(r, s.boats[1]));
  s.phase = Phase::Play;
  EXPECT_EQ(clauseOf(r, s, "play 100"), "MN-WIND-2"); // Bruno is becalmed
  s.seat = 0;
  EXPECT_EQ(clauseOf(r, s, "play detresse Bruno"), "MN-DIST-1"); // already stopped
}

TEST(MillesNautiques, MN_DIST_1_distress_needs_a_rescue_then_sails_at_once) {
  const Rules r = make();
  State s = midRace(r, {{"sauvetage", "100", "sauvetage"}, {}});
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  EXPECT_EQ(clauseOf(r, s, "play sauvetage"), "MN-DIST-1"); // not in distress
  lay(r, s, 0, &Boat::wind, {"detresse"});
  EXPECT_EQ(clauseOf(r, s, "play 100"), "MN-DIST-1");
  s = play(r, s, {"play sauvetage"});
  EXPECT_TRUE(sailing(r, s.boats[0]));
  // With the option, the rescued boat waits for the wind.
  const Rules strict = make("[Anne, Bruno]", "bon_vent_after_sauvetage: true");
  State t = midRace(strict, {{"sauvetage", "100", "bon_vent"}, {}});
  lay(strict, t, 0, &Boat::wind, {"bon_vent", "detresse"});
  t = play(strict, t, {"play sauvetage"});
  EXPECT_FALSE(sailing(strict, t.boats[0]));
  t.seat = 0;
  t.phase = Phase::Play;
  EXPECT_EQ(clauseOf(strict, t, "play 100"), "MN-DIST-1");
  EXPECT_EQ(clauseOf(strict, t, "play bon_vent"), "ok");
}

TEST(MillesNautiques, MN_DMG_1_damage_limits_miles_to_50_a_card) {
  const Rules r = make();
  State s = midRace(r, {{"100", "50", "fin_avarie", "avarie"}, {}});
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  lay(r, s, 0, &Boat::damage, {"avarie"});
  EXPECT_EQ(clauseOf(r, s, "play 100"), "MN-DMG-1");
  EXPECT_EQ(clauseOf(r, s, "play 50"), "ok");
  s = play(r, s, {"play fin_avarie"});
  EXPECT_FALSE(damaged(r, s.boats[0]));
  EXPECT_EQ(make("[A, B]", "damage_limit: 100").options.damage_limit, 100);
}

TEST(MillesNautiques, MN_DMG_1_damages_pile_up_and_each_needs_its_repair) {
  // Only "Encalminé" and "Détresse" may not pile up in the original; a second Avarie needs a
  // second Fin d'avarie.
  const Rules r = make();
  State s = midRace(r, {{"avarie", "fin_avarie", "fin_avarie", "100"}, {}});
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  lay(r, s, 1, &Boat::wind, {"bon_vent"});
  lay(r, s, 1, &Boat::damage, {"avarie"});
  EXPECT_EQ(clauseOf(r, s, "play avarie Bruno"), "ok");
  lay(r, s, 0, &Boat::damage, {"avarie", "avarie"});
  s = play(r, s, {"play fin_avarie"});
  EXPECT_TRUE(damaged(r, s.boats[0])); // one still open
  s.phase = Phase::Play;
  s.seat = 0;
  EXPECT_EQ(clauseOf(r, s, "play 100"), "MN-DMG-1");
  s = play(r, s, {"play fin_avarie"});
  EXPECT_FALSE(damaged(r, s.boats[0]));
  // rules.hazards_pile_up: false — one at a time.
  const Rules one = make("[Anne, Bruno]", "hazards_pile_up: false");
  State t = midRace(one, {{"avarie"}, {}});
  lay(one, t, 0, &Boat::wind, {"bon_vent"});
  lay(one, t, 1, &Boat::wind, {"bon_vent"});
  lay(one, t, 1, &Boat::damage, {"avarie"});
  EXPECT_EQ(clauseOf(one, t, "play avarie Bruno"), "MN-DMG-1");
}

TEST(MillesNautiques, MN_PROT_1_protest_does_not_stop_and_is_answered_by_a_penalty_turn) {
  const Rules r = make();
  State s = midRace(r, {{"100", "reparation", "protest"}, {}});
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  EXPECT_EQ(clauseOf(r, s, "play reparation"), "MN-PROT-1");
  lay(r, s, 0, &Boat::protest, {"protest"});
  EXPECT_EQ(clauseOf(r, s, "play 100"), "ok");
  s = play(r, s, {"play reparation"});
  EXPECT_FALSE(protested(r, s.boats[0]));
}

TEST(MillesNautiques, MN_PROT_1_protests_pile_up_and_one_left_open_disqualifies) {
  const Rules r = make();
  State s = midRace(r, {{"protest", "reparation", "100"}, {}});
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  lay(r, s, 1, &Boat::wind, {"bon_vent"});
  lay(r, s, 1, &Boat::protest, {"protest"});
  EXPECT_EQ(clauseOf(r, s, "play protest Bruno"), "ok");
  lay(r, s, 0, &Boat::protest, {"protest", "protest"});
  s = play(r, s, {"play reparation"});
  EXPECT_TRUE(protested(r, s.boats[0]));
  // Anne crosses the line with one protest still open: disqualified.
  s.phase = Phase::Play;
  s.seat = 0;
  s.boats[0].distance = 1400;
  const auto step = apply(r, s, A(r, "play 100"));
  EXPECT_TRUE(step.state.boats[0].disqualified);
  // The Tacticien lifts every open protest.
  State t = midRace(r, {{"tacticien"}, {}});
  lay(r, t, 0, &Boat::wind, {"bon_vent"});
  lay(r, t, 0, &Boat::protest, {"protest", "reparation", "protest", "protest"});
  t = play(r, t, {"play tacticien"});
  EXPECT_FALSE(protested(r, t.boats[0]));
  EXPECT_EQ(std::count(t.discard.begin(), t.discard.end(), C(r, "protest")), 2);
  const Rules one = make("[Anne, Bruno]", "hazards_pile_up: false");
  State u = midRace(one, {{"protest"}, {}});
  lay(one, u, 0, &Boat::wind, {"bon_vent"});
  lay(one, u, 1, &Boat::wind, {"bon_vent"});
  lay(one, u, 1, &Boat::protest, {"protest"});
  EXPECT_EQ(clauseOf(one, u, "play protest Bruno"), "MN-PROT-1");
}

TEST(MillesNautiques, MN_PROT_2_crossing_with_an_open_protest_disqualifies_and_ends_the_race) {
  const Rules r = make();
  State s = midRace(r, {{"100"}, {}});
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  lay(r, s, 0, &Boat::protest, {"protest"});
  s.boats[0].distance = 1400;
  s.boats[1].distance = 300;
  lay(r, s, 1, &Boat::wind, {"bon_vent"});
  const auto step = apply(r, s, A(r, "play 100"));
  EXPECT_TRUE(cites(step.log, "MN-PROT-2"));
  EXPECT_EQ(step.state.phase, Phase::Over);
  EXPECT_TRUE(step.state.boats[0].disqualified);
  EXPECT_EQ(step.state.winners, (std::vector<int>{1}));
  EXPECT_EQ(returnsOf(r, step.state), (std::vector<double>{0, 1}));
  // With the option, the finishing card is refused instead.
  const Rules strict = make("[Anne, Bruno]", "protest_blocks_finish: true");
  State t = midRace(strict, {{"100", "50"}, {}});
  lay(strict, t, 0, &Boat::wind, {"bon_vent"});
  lay(strict, t, 0, &Boat::protest, {"protest"});
  t.boats[0].distance = 1400;
  EXPECT_EQ(clauseOf(strict, t, "play 100"), "MN-PROT-2");
  EXPECT_EQ(clauseOf(strict, t, "play 50"), "ok");
}

// ---- jokers and the Mistoufle ------------------------------------------------------------------

TEST(MillesNautiques, MN_JOKER_1_a_joker_lifts_its_hazards_and_protects_for_good) {
  const Rules r = make();
  State s = midRace(r, {{"tacticien"}, {"encalmine", "protest", "detresse"}});
  lay(r, s, 0, &Boat::wind, {"bon_vent", "encalmine"});
  lay(r, s, 0, &Boat::protest, {"protest"});
  const auto step = apply(r, s, A(r, "play tacticien"));
  EXPECT_TRUE(cites(step.log, "MN-JOKER-1"));
  s = step.state;
  EXPECT_TRUE(sailing(r, s.boats[0]));
  EXPECT_FALSE(protested(r, s.boats[0]));
  EXPECT_EQ(s.discard.size(), 2u);
  lay(r, s, 1, &Boat::wind, {"bon_vent"});
  s.phase = Phase::Play;
  EXPECT_EQ(clauseOf(r, s, "play encalmine Anne"), "MN-JOKER-1");
  EXPECT_EQ(clauseOf(r, s, "play protest Anne"), "MN-JOKER-1");
  EXPECT_EQ(clauseOf(r, s, "play detresse Anne"), "ok"); // the old sea dog is not laid
}

TEST(MillesNautiques, MN_MIST_1_the_attacked_crew_answers_with_its_joker_at_once) {
  const Rules r = make("[Anne, Bruno, Chloé]");
  State s = midRace(r, {{"avarie"}, {"kit", "25", "50", "100", "150", "200"}, {}});
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  lay(r, s, 1, &Boat::wind, {"bon_vent"});
  s.boats[1].distance = 200;
  auto step = apply(r, s, A(r, "play avarie Bruno"));
  EXPECT_TRUE(cites(step.log, "MN-MIST-1"));
  s = step.state;
  // Bruno decides: his seat is to move, and his choice is the joker or not.
  EXPECT_EQ(s.phase, Phase::Answer);
  EXPECT_EQ(toMove(r, s), 1);
  EXPECT_EQ(legalActions(r, s), (std::vector<Action>{A(r, "mistoufle Bruno"), A(r, "no mistoufle")}));
  EXPECT_EQ(clauseOf(r, s, "play 100"), "MN-MIST-1"); // first the answer
  EXPECT_EQ(clauseOf(r, s, "mistoufle Chloé"), "MN-MIST-1");
  step = apply(r, s, A(r, "mistoufle"));
  s = step.state;
  EXPECT_FALSE(damaged(r, s.boats[1]));
  EXPECT_EQ(s.boats[1].jokers, (std::vector<CardId>{C(r, "kit")}));
  EXPECT_EQ(s.boats[1].distance, 500);
  EXPECT_EQ(s.discard.back(), C(r, "avarie"));
  // Bruno draws two and plays again; then the seat after him (Chloé) plays.
  EXPECT_EQ(s.seat, 1);
  EXPECT_EQ(s.phase, Phase::Draw);
  EXPECT_EQ(s.draws, 2);
  s = play(r, s, {"card 25", "card 50"});
  EXPECT_EQ(s.hands[1].size(), 7);
  EXPECT_EQ(s.phase, Phase::Play);
  s = play(r, s, {"play 200"});
  EXPECT_EQ(s.boats[1].distance, 700);
  EXPECT_EQ(s.seat, 2);
  EXPECT_EQ(s.phase, Phase::Choose);
  EXPECT_EQ(s.hands[1].size(), 6);
}

TEST(MillesNautiques, MN_MIST_1_near_the_finish_the_crew_may_keep_its_joker) {
  // At 1,400 of 1,500 a Mistoufle's 300 miles overshoot and are sailed back: 1,300 (MN-MILES-2).
  const Rules r = make();
  State s = midRace(r, {{"encalmine"}, {"tacticien", "100"}});
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  lay(r, s, 1, &Boat::wind, {"bon_vent"});
  s.boats[1].distance = 1400;
  s = play(r, s, {"play encalmine Bruno"});
  ASSERT_EQ(s.phase, Phase::Answer);
  EXPECT_EQ(play(r, s, {"mistoufle Bruno"}).boats[1].distance, 1300);
  // Bruno keeps his joker: still at 1,400, becalmed; on his turn the Tacticien lifts the calm.
  const auto no = apply(r, s, A(r, "no mistoufle"));
  EXPECT_TRUE(cites(no.log, "MN-MIST-1"));
  State t = no.state;
  EXPECT_EQ(t.boats[1].distance, 1400);
  EXPECT_EQ(t.seat, 1);
  EXPECT_EQ(t.phase, Phase::Choose);
  EXPECT_TRUE(t.hands[1].has(C(r, "tacticien")));
  t = play(r, t, {"draw", "card 25", "play tacticien"});
  EXPECT_TRUE(sailing(r, t.boats[1]));
  EXPECT_EQ(t.boats[1].distance, 1400);
}

TEST(MillesNautiques, MN_MIST_1_the_computer_takes_the_mistoufle_when_it_helps_and_not_near_the_finish) {
  // Bruno's Kit answers Anne's Avarie. At 200 miles the Mistoufle is 300 miles more; at 1,450 it
  // would end at 1,250, while keeping the Kit he finishes on his turn with his 50.
  const Rules r = make();
  const auto answer = [&](int distance, const ai::Level &level) {
    State s = midRace(r, {{"avarie"}, {"kit", "50", "25", "25", "25", "25"}});
    lay(r, s, 0, &Boat::wind, {"bon_vent"});
    lay(r, s, 1, &Boat::wind, {"bon_vent"});
    s.boats[1].distance = distance;
    s = play(r, s, {"play avarie Bruno"});
    EXPECT_EQ(s.phase, Phase::Answer);
    return formatAction(r, ai::decide<Game>(r, s, 1, level, 7).action);
  };
  for (const char *level : {"greedy", "200"}) {
    EXPECT_EQ(answer(200, ai::parseLevel(level)), "mistoufle Bruno") << level;
    EXPECT_EQ(answer(1450, ai::parseLevel(level)), "no mistoufle") << level;
  }
}

TEST(MillesNautiques, MN_MIST_1_every_attacked_crew_is_asked_so_the_question_tells_nothing) {
  const Rules r = make("[Anne, Bruno, Chloé, Denis]");
  State s = midRace(r, {{"avarie"}, {"25"}, {}, {"kit"}});
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  lay(r, s, 1, &Boat::wind, {"bon_vent"});
  // Bruno, who holds no Kit, is asked first, then Denis, his crewmate, who does.
  s = play(r, s, {"play avarie Denis"});
  ASSERT_EQ(s.phase, Phase::Answer);
  EXPECT_EQ(toMove(r, s), 1);
  EXPECT_EQ(legalActions(r, s), (std::vector<Action>{A(r, "no mistoufle")}));
  EXPECT_EQ(clauseOf(r, s, "mistoufle"), "MN-MIST-1"); // he holds no Kit
  s = play(r, s, {"no mistoufle"});
  EXPECT_EQ(toMove(r, s), 3);
  s = play(r, s, {"no mistoufle"}); // Denis keeps it
  EXPECT_TRUE(damaged(r, s.boats[1]));
  EXPECT_EQ(s.seat, 1); // the turn goes on after Anne: Bruno
  EXPECT_EQ(s.phase, Phase::Choose);
  // No question once the joker is in sight: the Kit already laid on Anne and Chloé's boat.
  State t = midRace(r, {{"avarie"}, {"25"}, {}, {"50"}});
  lay(r, t, 0, &Boat::wind, {"bon_vent"});
  lay(r, t, 1, &Boat::wind, {"bon_vent"});
  lay(r, t, 0, &Boat::jokers, {"kit"});
  t = play(r, t, {"play avarie Bruno"});
  EXPECT_EQ(t.phase, Phase::Choose);
  EXPECT_EQ(t.seat, 1);
}

TEST(MillesNautiques, MN_MIST_1_rules_mistoufle_always_lays_the_joker_without_a_question) {
  const Rules r = make("[Anne, Bruno]", "mistoufle: always");
  State s = midRace(r, {{"encalmine"}, {"tacticien"}});
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  lay(r, s, 1, &Boat::wind, {"bon_vent"});
  s.boats[1].distance = 1400;
  s = play(r, s, {"play encalmine Bruno"});
  EXPECT_EQ(s.boats[1].distance, 1300);
  EXPECT_EQ(s.seat, 1);
  EXPECT_THROW(make("[Anne, Bruno]", "mistoufle: never"), core::YamlError);
}

TEST(MillesNautiques, MN_MIST_1_a_game_saved_before_the_question_loads_to_its_saved_hash) {
  // Saved by the program of before (crews of two, 19 attacks, one automatic Mistoufle).
  const auto m = game::Match<Game>::load(
      core::findDataFile("tests/milles_nautiques/records/crews-4-automatic-mistoufle.yaml"), 1);
  EXPECT_EQ(m.actions().size(), 218u);
  EXPECT_EQ(core::hashToHex(m.hash()), "fbd745a402538479");
  bool mistoufle = false;
  for (const auto &e : m.log())
    mistoufle = mistoufle || e.text.rfind("Mistoufle! Denis", 0) == 0;
  EXPECT_TRUE(mistoufle);
}

TEST(MillesNautiques, MN_MIST_1_a_record_from_before_the_question_still_replays) {
  // Such a record goes straight on after the attack: the crew answers as the program then did.
  const Rules r = make("[Anne, Bruno, Chloé]");
  State s = midRace(r, {{"avarie", "encalmine"}, {"kit"}, {"25"}});
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  lay(r, s, 1, &Boat::wind, {"bon_vent"});
  lay(r, s, 2, &Boat::wind, {"bon_vent"});
  State held = play(r, s, {"play avarie Bruno", "card 25", "card 50"}); // the Kit was laid
  EXPECT_EQ(held.boats[1].jokers, (std::vector<CardId>{C(r, "kit")}));
  EXPECT_EQ(held.boats[1].distance, 300);
  EXPECT_EQ(held.phase, Phase::Play);
  EXPECT_EQ(held.seat, 1);
  State none = play(r, s, {"play encalmine Chloé", "draw"}); // Chloé had no Tacticien: Bruno drew next
  EXPECT_FALSE(sailing(r, none.boats[2]));
  EXPECT_EQ(none.seat, 1);
  EXPECT_EQ(none.phase, Phase::Draw);
}

TEST(MillesNautiques, MN_MIST_2_at_a_real_table_the_referee_asks_who_holds_the_joker) {
  const Rules r = make("[Anne, Bruno, Chloé, Denis]", "", "deal: table\n");
  State s = initialState(r);
  core::SeededDice dice(1);
  while (toMove(r, s) == game::kChance)
    s = apply(r, s, rollChance(r, s, dice)).state;
  EXPECT_EQ(s.hands[0].backs(), 6); // nobody's cards are known
  s = play(r, s, {"draw", "card ?", "play bon_vent"});
  s = play(r, s, {"draw", "card ?", "play bon_vent"}); // Bruno's crew starts too
  s = play(r, s, {"draw", "card ?"});
  const auto step = apply(r, s, A(r, "play encalmine Bruno"));
  EXPECT_TRUE(cites(step.log, "MN-MIST-2"));
  s = step.state;
  EXPECT_EQ(s.phase, Phase::Mistoufle);
  EXPECT_EQ(toMove(r, s), game::kChance);
  EXPECT_EQ(clauseOf(r, s, "mistoufle Anne"), "MN-MIST-1"); // not of the attacked crew
  EXPECT_EQ(clauseOf(r, s, "play 100"), "MN-MIST-2");
  double sum = 0;
  for (const auto &o : chanceOutcomes(r, s))
    sum += o.probability;
  EXPECT_NEAR(sum, 1, 1e-12);
  const State no = play(r, s, {"no mistoufle"});
  EXPECT_EQ(no.seat, 3); // Denis plays next
  EXPECT_FALSE(sailing(r, no.boats[1]));
  const State yes = play(r, s, {"mistoufle Denis"});
  EXPECT_TRUE(sailing(r, yes.boats[1]));
  EXPECT_EQ(yes.boats[1].distance, 300);
  EXPECT_EQ(yes.seat, 3);
  EXPECT_EQ(yes.phase, Phase::Draw);
  // The Tacticien is in sight now: no hand can hold it any more.
  EXPECT_EQ(unseenCards(r, yes)[C(r, "tacticien")], 0);
}

// ---- miles and the finish ----------------------------------------------------------------------

TEST(MillesNautiques, MN_MILES_1_miles_add_up_while_sailing) {
  const Rules r = make();
  State s = midRace(r, {{"100", "200"}, {}});
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  const auto step = apply(r, s, A(r, "play 200"));
  EXPECT_TRUE(cites(step.log, "MN-MILES-1"));
  EXPECT_EQ(step.state.boats[0].distance, 200);
  EXPECT_EQ(step.state.boats[0].miles, (std::vector<CardId>{C(r, "200")}));
}

TEST(MillesNautiques, MN_MILES_2_the_excess_is_sailed_back) {
  const Rules r = make();
  State s = midRace(r, {{"100"}, {}});
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  s.boats[0].distance = 1450;
  const auto step = apply(r, s, A(r, "play 100"));
  EXPECT_TRUE(cites(step.log, "MN-MILES-2"));
  EXPECT_EQ(step.state.boats[0].distance, 1450);
  EXPECT_NE(step.state.phase, Phase::Over);
}

TEST(MillesNautiques, MN_END_1_landing_exactly_on_the_distance_wins) {
  const Rules r = make();
  State s = midRace(r, {{"50"}, {}});
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  s.boats[0].distance = 1450;
  const auto step = apply(r, s, A(r, "play 50"));
  EXPECT_TRUE(cites(step.log, "MN-END-1"));
  s = step.state;
  EXPECT_EQ(s.phase, Phase::Over);
  EXPECT_EQ(toMove(r, s), game::kTerminal);
  EXPECT_EQ(s.winners, (std::vector<int>{0}));
  EXPECT_EQ(returnsOf(r, s), (std::vector<double>{1, 0}));
  EXPECT_TRUE(legalActions(r, s).empty());
  EXPECT_EQ(clauseOf(r, s, "draw"), "MN-END-1");
}

TEST(MillesNautiques, MN_END_2_an_empty_pile_ends_the_race_on_distance) {
  const Rules r = make("[Anne, Bruno, Chloé, Denis]");
  State s = midRace(r, {{"25"}, {}, {}, {}});
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  lay(r, s, 1, &Boat::wind, {"bon_vent"});
  s.boats[0].distance = 800;
  s.boats[1].distance = 825;
  s.pile = Pile::of(std::vector<int>(static_cast<std::size_t>(r.deck.kinds()), 0));
  const auto step = apply(r, s, A(r, "play 25"));
  EXPECT_TRUE(cites(step.log, "MN-END-2"));
  s = step.state;
  EXPECT_EQ(s.phase, Phase::Over);
  EXPECT_EQ(s.winners, (std::vector<int>{0, 1})); // 825 each: they share the race
  EXPECT_EQ(returnsOf(r, s), (std::vector<double>{0.5, 0.5, 0.5, 0.5}));
}

TEST(MillesNautiques, MN_SEAT_2_honour_to_the_last_of_the_race_just_sailed) {
  // Bruno came last of race 2 although Chloé has fewer miles over the series: Bruno starts race 3.
  const Rules r = make("[Anne, Bruno, Chloé]", "legs_total: 5000, distance: 1000");
  State s = midRace(r, {{"100"}, {}, {}});
  s.leg = 2;
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  s.boats[0].distance = 900;
  s.boats[1].distance = 200;
  s.boats[2].distance = 600;
  s.boats[0].total = 1000;
  s.boats[1].total = 900;
  s.boats[2].total = 100;
  s = play(r, s, {"play 100"});
  ASSERT_EQ(s.leg, 3);
  EXPECT_EQ(s.leg_first, 1);
  EXPECT_EQ(s.seat, 1);
  // A disqualified boat is last whatever its miles.
  State t = midRace(r, {{"100"}, {}, {}});
  lay(r, t, 0, &Boat::wind, {"bon_vent"});
  lay(r, t, 2, &Boat::protest, {"protest"});
  t.boats[0].distance = 900;
  t.boats[1].distance = 200;
  t.boats[2].distance = 800;
  t = play(r, t, {"play 100"});
  EXPECT_EQ(t.leg_first, 2);
}

TEST(MillesNautiques, MN_LEG_1_races_add_up_and_the_last_boat_starts_the_next) {
  const Rules r = make("[Anne, Bruno, Chloé]", "legs_total: 2000, distance: 1000");
  State s = midRace(r, {{"100"}, {}, {}});
  lay(r, s, 0, &Boat::wind, {"bon_vent"});
  s.boats[0].distance = 900;
  s.boats[1].distance = 300;
  s.boats[2].distance = 500;
  auto step = apply(r, s, A(r, "play 100"));
  EXPECT_TRUE(cites(step.log, "MN-LEG-1"));
  s = step.state;
  EXPECT_EQ(s.leg, 2);
  EXPECT_EQ(s.phase, Phase::Deal);
  EXPECT_EQ(s.boats[0].total, 1000);
  EXPECT_EQ(s.boats[1].total, 300);
  EXPECT_EQ(s.boats[2].total, 500);
  EXPECT_EQ(s.boats[0].distance, 0);
  EXPECT_EQ(s.pile.size(), 106);
  EXPECT_EQ(s.leg_first, 1); // honour to the last: Bruno
  EXPECT_EQ(s.seat, 1);
  // The second race brings Anne to 2,000: the game ends.
  State t = s;
  t.phase = Phase::Play;
  t.seat = 0;
  t.hands[0].add(C(r, "100"));
  t.pile.remove(C(r, "100"));
  lay(r, t, 0, &Boat::wind, {"bon_vent"});
  t.boats[0].distance = 900;
  t = play(r, t, {"play 100"});
  EXPECT_EQ(t.phase, Phase::Over);
  EXPECT_EQ(t.boats[0].total, 2000);
  EXPECT_EQ(t.winners, (std::vector<int>{0}));
}

// ---- what each seat sees -----------------------------------------------------------------------

TEST(MillesNautiques, MN_HIDE_1_a_seat_sees_its_own_hand_and_backs_elsewhere) {
  const Rules r = make("[Anne, Bruno, Chloé, Denis]");
  State s = initialState(r);
  core::SeededDice dice(5);
  while (toMove(r, s) == game::kChance)
    s = apply(r, s, rollChance(r, s, dice)).state;
  const State seen = observe(r, s, 0);
  EXPECT_EQ(seen.hands[0], s.hands[0]);
  EXPECT_EQ(seen.hands[2].backs(), 6); // a crewmate's hand is hidden too
  EXPECT_EQ(seen.pile.unknown, s.pile.size());
  EXPECT_EQ(seen.pile.size(), s.pile.size());
  // Two states that differ only in the others' cards look the same to Anne.
  std::mt19937_64 rng(9);
  const State sampled = determinize(r, seen, 0, rng);
  EXPECT_EQ(observe(r, sampled, 0), seen);
  EXPECT_EQ(sampled.hands[1].backs(), 0);
  EXPECT_EQ(sampled.pile.unknown, 0);
  EXPECT_EQ(sampled.pile.size(), s.pile.size());
  // The card a skipper draws is told to that skipper only.
  State t = apply(r, s, A(r, "draw")).state;
  const auto step = apply(r, t, rollChance(r, t, dice));
  int private_lines = 0;
  for (const auto &e : step.log)
    if (!e.visibleTo(game::kPublic)) {
      ++private_lines;
      EXPECT_TRUE(e.visibleTo(0));
      EXPECT_FALSE(e.visibleTo(2));
    }
  EXPECT_EQ(private_lines, 1);
}

TEST(MillesNautiques, MN_TABLE_1_at_a_real_table_cards_are_backs_and_plays_are_checked_against_the_table) {
  const Rules r = make("[Anne, Bruno]", "", "deal: table\n");
  State s = initialState(r);
  EXPECT_EQ(s.pile.unknown, 106);
  const auto outcomes = chanceOutcomes(r, s);
  ASSERT_EQ(outcomes.size(), 1u);
  EXPECT_EQ(outcomes[0].action, A(r, "card ?"));
  EXPECT_EQ(clauseOf(r, s, "card 100"), "MN-DEAL-1");
  core::SeededDice dice(1);
  while (toMove(r, s) == game::kChance)
    s = apply(r, s, rollChance(r, s, dice)).state;
  s = play(r, s, {"draw", "card ?"});
  EXPECT_EQ(clauseOf(r, s, "play kit"), "MN-START-1"); // the table is checked
  s = play(r, s, {"play bon_vent"});
  EXPECT_EQ(s.hands[0].backs(), 6);
  EXPECT_EQ(s.boats[0].wind.size(), 1u);
  // Bruno discards the one Kit: nobody may lay another.
  s = play(r, s, {"draw", "card ?", "discard kit", "draw", "card ?"});
  EXPECT_EQ(clauseOf(r, s, "discard kit"), "MN-TABLE-1");
  EXPECT_EQ(unseenCards(r, s)[C(r, "kit")], 0);
}
