// One test (or more) per clause of docs/rules/nautic-miles.md; names carry the clause ids.
#include "Fixture.h"

#include "core/I18n.h"
#include "core/Yaml.h"
#include "games/nautic_miles/Game.h"

#include <gtest/gtest.h>

using namespace amiraute;
using namespace amiraute::nautic_miles;
using namespace amiraute::nautic_miles::testing;

namespace {

/// Give the turn back to `seat` (tests set up several plays of one player in a row).
State again(State s, int seat) {
  s.phase = Phase::Play;
  s.seat = seat;
  return s;
}

int discarded(const Rules &r, const State &s, const std::string &id) {
  return static_cast<int>(std::count(s.discard.begin(), s.discard.end(), C(r, id)));
}

} // namespace

// ---- the cards ---------------------------------------------------------------------------------

TEST(NauticMiles, NM_DECK_1_the_deck_lists_every_card_with_both_names) {
  const Rules r = make();
  EXPECT_EQ(r.deck.type(C(r, "10000t")).count, 4);
  EXPECT_EQ(r.deck.type(C(r, "1000")).count, 8);
  EXPECT_EQ(r.deck.type(C(r, "alert")).count, 10);
  EXPECT_EQ(r.strength(C(r, "carrier")), 5);
  EXPECT_EQ(r.strength(C(r, "submarine")), 1);
  EXPECT_EQ(r.miles(C(r, "2000")), 2000);
  EXPECT_EQ(r.deck.type(C(r, "carrier")).fr, "Porte-avions");
  EXPECT_EQ(A(r, "play porte-avions on Bruno 1"), A(r, "play carrier on Bruno 1"));
  EXPECT_EQ(A(r, "play \"Fin d'alerte\" on 1"), A(r, "play end_of_alert on 1"));
  EXPECT_EQ(A(r, "play 10000 at 1"), A(r, "play 10000t at 1"));
  EXPECT_EQ(A(r, "play porte avions on Bruno 1"), A(r, "play carrier on Bruno 1")); // no quotes needed
  EXPECT_EQ(A(r, "play sous marin sous marin on Bruno 1"), A(r, "play submarine submarine on Bruno 1"));
  EXPECT_EQ(A(r, "play Dragueur de mines on 2"), A(r, "play minesweeper on 2"));
  EXPECT_THROW(A(r, "play croisuer on 1"), ActionSyntaxError);
}

TEST(NauticMiles, NM_DECK_1_cards_are_understood_as_a_table_types_them) {
  const Rules r = make();
  // Numbers spelt the French or English way, with or without the unit.
  EXPECT_EQ(A(r, "play 20 000 t at 1"), A(r, "play 20000t at 1"));
  EXPECT_EQ(A(r, "play 20000 tonneaux at 1"), A(r, "play 20000t at 1"));
  EXPECT_EQ(A(r, "play 2 500 tx at right"), A(r, "play 2500t at right"));
  EXPECT_EQ(A(r, "play 1 000 on 2"), A(r, "play 1000 on 2"));
  EXPECT_EQ(A(r, "play \"1 000 milles\" on 2"), A(r, "play 1000 on 2"));
  EXPECT_EQ(A(r, "play 2.000 milles on 2"), A(r, "play 2000 on 2"));
  EXPECT_EQ(A(r, "discard \"2,000 miles\""), A(r, "discard 2000"));
  // Any case.
  EXPECT_EQ(A(r, "PLAY 20000T AT 1"), A(r, "play 20000t at 1"));
  EXPECT_EQ(A(r, "Play Alert On Bruno 1"), A(r, "play alert on Bruno 1"));
  EXPECT_EQ(A(r, "Discard RADAR"), A(r, "discard radar"));
  // A name in several words that names no card gets the closest name, as one word does.
  const auto error = [&](const std::string &text) {
    try {
      A(r, text);
    } catch (const ActionSyntaxError &e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_NE(error("play Avion abattu on 1").find("did you mean 'Avion touché'"), std::string::npos)
      << error("play Avion abattu on 1");
  EXPECT_NE(error("play fin alerte on 1").find("did you mean 'Fin d'alerte'"), std::string::npos)
      << error("play fin alerte on 1");
  EXPECT_NE(error("discard plane hiy").find("did you mean 'Plane hit'"), std::string::npos)
      << error("discard plane hiy");
  EXPECT_NE(error("play croisuer on Bruno 1").find("did you mean"), std::string::npos);
  // A card then a misspelt player is about the player.
  EXPECT_NE(error("play alert Zoé 1").find("no player is called 'Zoé'"), std::string::npos)
      << error("play alert Zoé 1");
  EXPECT_NE(error("play alert Brunoo 1").find("no player is called 'Brunoo'"), std::string::npos);
}

TEST(NauticMiles, NM_DECK_2_the_printed_lists_106_cards_or_four_more_ends_of_alert) {
  const Rules r = make();
  EXPECT_EQ(r.deck.total(), 106);
  EXPECT_EQ(r.deck.type(C(r, "alert")).count, 10);
  EXPECT_EQ(r.deck.type(C(r, "end_of_alert")).count, 4);
  const Rules eight = make("[Anne, Bruno]", "counts: {end_of_alert: 8}");
  EXPECT_EQ(eight.deck.total(), 110);
}

// ---- players and sides -------------------------------------------------------------------------

TEST(NauticMiles, NM_SEAT_1_two_to_six_players_each_with_a_row) {
  EXPECT_EQ(make("[A, B, C]").sideCount(), 3);
  EXPECT_EQ(make("[A, B, C, D, E, F]").sideCount(), 6);
  EXPECT_THROW(make("[A]"), core::YamlError);
  EXPECT_THROW(make("[A, B, C, D, E, F, G]"), core::YamlError);
  EXPECT_THROW(make("[A, a]"), core::YamlError);
}

TEST(NauticMiles, NM_TEAM_1_partners_facing_share_a_row_and_see_each_others_convoys) {
  const Rules r = make("[Anne, Bruno, Chloé, Denis]", "teams: true");
  ASSERT_EQ(r.sideCount(), 2);
  EXPECT_EQ(r.sides[0], (std::vector<int>{0, 2}));
  EXPECT_EQ(r.sides[1], (std::vector<int>{1, 3}));
  EXPECT_EQ(r.sideName(0), "Anne & Chloé");
  EXPECT_THROW(make("[A, B, C]", "teams: true"), core::YamlError);
  // Chloé sails the convoy Anne laid, and both see it; the other team sees a back.
  State s = midRound(r, {{"10000t"}, {}, {"600"}, {}});
  s = play(r, s, {"play 10000t at 1"});
  s = again(s, 2);
  s = play(r, s, {"play 600 on 1"});
  EXPECT_EQ(s.sides[0].row[0].distance, 600);
  EXPECT_EQ(observe(r, s, 2).sides[0].row[0].card.card, C(r, "10000t"));
  EXPECT_EQ(observe(r, s, 1).sides[0].row[0].card.card, kBack);
  // The log tells the convoy's face to both partners only.
  State t = midRound(r, {{"10000t"}, {}, {}, {}});
  const auto step = apply(r, t, A(r, "play 10000t at 1"));
  for (const auto &e : step.log)
    if (e.text.find("10,000") != std::string::npos) {
      EXPECT_TRUE(e.visibleTo(0));
      EXPECT_TRUE(e.visibleTo(2));
      EXPECT_FALSE(e.visibleTo(1));
      EXPECT_FALSE(e.visibleTo(game::kPublic));
    }
}

// ---- dealing and turns -------------------------------------------------------------------------

TEST(NauticMiles, NM_DEAL_1_the_dealer_deals_six_each_from_the_left_one_at_a_time) {
  const Rules r = make("[Anne, Bruno, Chloé]");
  State s = initialState(r);
  EXPECT_EQ(s.dealer, 2);
  EXPECT_EQ(s.seat, 0);
  EXPECT_EQ(toMove(r, s), game::kChance);
  double sum = 0;
  for (const auto &o : chanceOutcomes(r, s)) {
    sum += o.probability;
    EXPECT_DOUBLE_EQ(o.probability, r.deck.type(o.action.card).count / 106.0);
  }
  EXPECT_NEAR(sum, 1, 1e-12);
  core::SeededDice dice(2);
  for (int i = 0; i < 18; ++i) {
    EXPECT_EQ(s.seat, i % 3);
    s = apply(r, s, rollChance(r, s, dice)).state;
  }
  // Anne, at the dealer's left, plays first: she draws, then plays.
  EXPECT_EQ(s.seat, 0);
  EXPECT_EQ(s.phase, Phase::Draw);
  s = apply(r, s, rollChance(r, s, dice)).state;
  EXPECT_EQ(s.hands[0].size(), 7);
  EXPECT_EQ(toMove(r, s), 0);
}

TEST(NauticMiles, NM_TURN_1_draw_one_lay_or_discard_one_then_play_on_from_the_hand) {
  const Rules r = make();
  State s = midRound(r, {{"radar", "600"}, {"200"}});
  EXPECT_EQ(clauseOf(r, s, "card 200"), "NM-TURN-1");
  EXPECT_EQ(clauseOf(r, s, "discard mine"), "NM-TURN-1"); // not in Anne's hand
  s = apply(r, s, A(r, "discard radar")).state;
  EXPECT_EQ(s.discard.back(), C(r, "radar"));
  EXPECT_EQ(s.seat, 1);
  EXPECT_EQ(s.phase, Phase::Draw); // Bruno draws: nothing to type
  EXPECT_EQ(clauseOf(r, s, "discard 200"), "NM-DEAL-1");
  // The talon empty: no more draws; a player with no card passes.
  State t = midRound(r, {{"radar", "600"}, {}});
  t.pile = Pile::of(std::vector<int>(static_cast<std::size_t>(r.deck.kinds()), 0));
  const auto step = apply(r, t, A(r, "discard radar"));
  t = step.state;
  EXPECT_TRUE(cites(step.log, "NM-TURN-1"));
  EXPECT_EQ(t.seat, 0); // Bruno passed
  EXPECT_EQ(t.phase, Phase::Play);
  EXPECT_EQ(t.hands[0].size(), 1);
}

// ---- convoys -----------------------------------------------------------------------------------

TEST(NauticMiles, NM_CONV_1_convoys_go_face_down_anywhere_in_the_row_never_reordered) {
  const Rules r = make();
  State s = midRound(r, {{"10000t", "5000t", "trawler", "2500t", "600"}, {}});
  s = again(play(r, s, {"play 10000t at 1"}), 0);
  s = again(play(r, s, {"play 5000t at left"}), 0);
  s = again(play(r, s, {"play trawler at 2"}), 0);
  const auto &row = s.sides[0].row;
  ASSERT_EQ(row.size(), 3);
  EXPECT_EQ(row[0].card.card, C(r, "5000t"));
  EXPECT_EQ(row[1].card.card, C(r, "trawler"));
  EXPECT_EQ(row[2].card.card, C(r, "10000t"));
  EXPECT_FALSE(row[1].card.face_up);
  EXPECT_EQ(clauseOf(r, s, "play 2500t at 5"), "NM-CONV-1");
  EXPECT_EQ(clauseOf(r, s, "play 2500t at 4"), "ok");
  EXPECT_EQ(clauseOf(r, s, "play 2500t at right"), "ok");
  EXPECT_EQ(clauseOf(r, s, "play 2500t on 1"), "NM-CONV-1");
  EXPECT_EQ(clauseOf(r, s, "play 600 at 1"), "NM-CONV-1");
  EXPECT_EQ(clauseOf(r, s, "play 600 on 4"), "NM-CONV-1");    // three convoys
  EXPECT_EQ(clauseOf(r, s, "play convoy at 1"), "NM-CONV-1"); // the program knows which convoy
  const auto step = apply(r, s, A(r, "play 2500t at right"));
  for (const auto &e : step.log) {
    if (e.visibleTo(game::kPublic)) {
      EXPECT_EQ(e.text.find("2,500"), std::string::npos) << e.text;
    }
  }
}

TEST(NauticMiles, NM_CONV_1_a_convoy_is_named_by_its_row_and_place_with_or_without_on) {
  const Rules r = make();
  EXPECT_EQ(A(r, "play alert Bruno 2"), A(r, "play alert on Bruno 2"));
  EXPECT_EQ(A(r, "play 600 2"), A(r, "play 600 on 2"));
  EXPECT_EQ(A(r, "play 600 on 2").row, kOwnRow);
  EXPECT_EQ(A(r, "play 600 on 2").convoy, 1);
  EXPECT_EQ(A(r, "play sub sub on Bruno 1"), A(r, "play submarine submarine on Bruno 1"));
  EXPECT_EQ(formatAction(r, A(r, "play 10000t at right")), "play 10000t at right");
  EXPECT_EQ(formatAction(r, A(r, "play alert Bruno 2")), "play alert on Bruno 2");
  EXPECT_THROW(A(r, "play alert on Zoé 1"), ActionSyntaxError);
  EXPECT_THROW(A(r, "play alert on Bruno first"), ActionSyntaxError);
  EXPECT_THROW(A(r, "play alert"), ActionSyntaxError);
}

TEST(NauticMiles, NM_CONV_2_the_trawler_scores_nothing_and_its_arrival_does_not_count) {
  const Rules r = make();
  State s = midRound(r, {{"400"}, {}});
  convoy(r, s, 0, "trawler", 3600);
  s = play(r, s, {"play 400 on 1"});
  ASSERT_EQ(s.sides[0].port.size(), 1u);
  EXPECT_FALSE(hasArrival(r, s.sides[0]));
  EXPECT_EQ(roundPoints(r, s.sides[0]), 0);
  Side captor;
  captor.prizes.push_back(Taken{C(r, "trawler"), true, 0});
  captor.port.push_back(Taken{C(r, "2500t"), false, 0});
  EXPECT_EQ(roundPoints(r, captor), 5); // the 2,500 tons in port; the captured trawler is worth 0
}

TEST(NauticMiles, NM_CONV_2_TrawlerArrivalDoesNotCancelSlownessBonus) {
  // Anne's 10,000 tons came in on 600-mile cards; her trawler sailed in on a 1,000: still slow.
  const Rules r = make();
  State s = midRound(r, {{"radar"}, {}});
  s.sides[0].port = {Taken{C(r, "10000t"), false, 600}, Taken{C(r, "trawler"), false, 1000}};
  s.pile = Pile::of(std::vector<int>(static_cast<std::size_t>(r.deck.kinds()), 0));
  const auto step = apply(r, s, A(r, "discard radar"));
  EXPECT_TRUE(cites(step.log, "NM-SCORE-5"));
  EXPECT_EQ(step.state.sides[0].last_round, 2 * (10 + 10 + 7)); // convoy, round, slowness
  // A real convoy on a 1,000-mile card does cancel it.
  State t = midRound(r, {{"radar"}, {}});
  t.sides[0].port = {Taken{C(r, "10000t"), false, 600}, Taken{C(r, "2500t"), false, 1000}};
  t.pile = s.pile;
  EXPECT_FALSE(cites(apply(r, t, A(r, "discard radar")).log, "NM-SCORE-5"));
}

// ---- miles -------------------------------------------------------------------------------------

TEST(NauticMiles, NM_MILES_1_miles_go_on_ones_own_convoys_and_add_up) {
  const Rules r = make();
  State s = midRound(r, {{"600", "1000"}, {}});
  Convoy &v = convoy(r, s, 0, "10000t", 1200);
  v.alert = true;
  v.plane_by = 1;
  fromTalon(r, s, "alert");
  fromTalon(r, s, "plane");
  convoy(r, s, 1, "5000t");
  EXPECT_EQ(clauseOf(r, s, "play 600 on Bruno 1"), "NM-MILES-1");
  const auto step = apply(r, s, A(r, "play 1000 on 1")); // an alert or a plane does not stop it
  EXPECT_TRUE(cites(step.log, "NM-MILES-1"));
  EXPECT_EQ(step.state.sides[0].row[0].distance, 2200);
}

TEST(NauticMiles, NM_MILES_2_a_convoy_arrives_at_4000_miles_and_goes_to_port) {
  const Rules r = make();
  State s = midRound(r, {{"1000"}, {}});
  Convoy &v = convoy(r, s, 0, "10000t", 3600);
  v.alert = true;
  fromTalon(r, s, "alert");
  const int before = cardsInPlay(s);
  const auto step = apply(r, s, A(r, "play 1000 on 1"));
  EXPECT_TRUE(cites(step.log, "NM-MILES-2"));
  s = step.state;
  EXPECT_TRUE(s.sides[0].row.empty());
  ASSERT_EQ(s.sides[0].port.size(), 1u);
  EXPECT_EQ(s.sides[0].port[0].card, C(r, "10000t"));
  EXPECT_EQ(s.sides[0].port[0].largest_miles, 2000);
  EXPECT_TRUE(hasArrival(r, s.sides[0]));
  EXPECT_EQ(discarded(r, s, "alert"), 1);
  EXPECT_EQ(cardsInPlay(s), before);
}

// ---- alerts and naval battles ------------------------------------------------------------------

TEST(NauticMiles, NM_ALERT_1_an_alert_on_another_sides_convoy_does_not_stop_it) {
  const Rules r = make();
  State s = midRound(r, {{"alert", "alert"}, {"600"}});
  convoy(r, s, 0, "2500t");
  convoy(r, s, 1, "5000t");
  EXPECT_EQ(clauseOf(r, s, "play alert on 1"), "NM-ALERT-1");
  s = play(r, s, {"play alert on Bruno 1"});
  EXPECT_TRUE(s.sides[1].row[0].alert);
  EXPECT_EQ(clauseOf(r, s, "play 600 on 1"), "ok"); // Bruno sails on
  s = again(s, 0);
  EXPECT_EQ(clauseOf(r, s, "play alert on Bruno 1"), "NM-ALERT-1");
}

TEST(NauticMiles, NM_ALERT_2_an_end_of_alert_lifts_it_but_not_during_an_open_battle) {
  const Rules r = make();
  State s = midRound(r, {{}, {"end_of_alert", "end_of_alert"}}, 1);
  Convoy &v = convoy(r, s, 1, "5000t");
  EXPECT_EQ(clauseOf(r, s, "play end_of_alert on 1"), "NM-ALERT-2");
  v.alert = true;
  fromTalon(r, s, "alert");
  EXPECT_EQ(clauseOf(r, s, "play end_of_alert on 1"), "ok");
  v.battle = Battle{{C(r, "cruiser")}, 0, 4, true, false, 3};
  fromTalon(r, s, "cruiser");
  EXPECT_EQ(clauseOf(r, s, "play end_of_alert on 1"), "NM-ALERT-2");
  s.sides[1].row[0].battle.tied = true;
  s = play(r, s, {"play end_of_alert on 1"});
  EXPECT_FALSE(s.sides[1].row[0].alert);
  EXPECT_FALSE(s.sides[1].row[0].battle.on());
  EXPECT_EQ(discarded(r, s, "cruiser"), 1);
  EXPECT_EQ(discarded(r, s, "alert"), 1);
}

TEST(NauticMiles, NM_BATTLE_1_warships_attack_only_an_alerted_convoy_which_stops) {
  const Rules r = make();
  State s = midRound(r, {{"cruiser", "frigate"}, {"600", "destroyer"}});
  Convoy &v = convoy(r, s, 1, "10000t");
  EXPECT_EQ(clauseOf(r, s, "play cruiser on Bruno 1"), "NM-BATTLE-1");
  v.alert = true;
  fromTalon(r, s, "alert");
  const auto step = apply(r, s, A(r, "play cruiser on Bruno 1"));
  EXPECT_TRUE(cites(step.log, "NM-BATTLE-1"));
  s = settle(r, step.state);
  EXPECT_EQ(s.seat, 1);
  EXPECT_EQ(clauseOf(r, s, "play 600 on 1"), "NM-BATTLE-1"); // stopped by the battle
  State d = midRound(r, {{}, {"destroyer"}}, 1);
  Convoy &w = convoy(r, d, 1, "10000t");
  w.alert = true;
  fromTalon(r, d, "alert");
  EXPECT_EQ(clauseOf(r, d, "play destroyer on 1"), "NM-BATTLE-1"); // nothing to answer
}

TEST(NauticMiles, NM_BATTLE_2_an_answer_is_equal_or_stronger_and_from_the_other_side) {
  const Rules r = make("[Anne, Bruno, Chloé]");
  State s = midRound(r, {{"cruiser", "carrier"}, {"destroyer", "carrier"}, {"carrier"}});
  Convoy &v = convoy(r, s, 1, "10000t");
  v.alert = true;
  fromTalon(r, s, "alert");
  s = play(r, s, {"play cruiser on Bruno 1"});
  EXPECT_EQ(s.seat, 1);
  EXPECT_EQ(clauseOf(r, s, "play destroyer on 1"), "NM-BATTLE-2");
  s = play(r, s, {"play carrier on 1"});
  EXPECT_FALSE(s.sides[1].row[0].battle.attacker);
  EXPECT_EQ(s.sides[1].row[0].battle.strength, 5);
  // Chloé joins the attack with an equal ship; Anne may not outbid her own side's ship.
  EXPECT_EQ(s.seat, 2);
  s = play(r, s, {"play carrier on Bruno 1"});
  EXPECT_TRUE(s.sides[1].row[0].battle.tied);
  s = again(s, 0);
  s.sides[1].row[0].battle.tied = false;
  EXPECT_EQ(clauseOf(r, s, "play carrier on Bruno 1"), "NM-BATTLE-2");
}

TEST(NauticMiles, NM_BATTLE_3_a_tie_stops_the_convoy_until_anyone_fights_on_with_any_ship) {
  const Rules r = make();
  State s = midRound(r, {{"cruiser", "submarine"}, {"cruiser", "600"}});
  Convoy &v = convoy(r, s, 1, "10000t");
  v.alert = true;
  fromTalon(r, s, "alert");
  s = play(r, s, {"play cruiser on Bruno 1"});
  const auto step = apply(r, s, A(r, "play cruiser on 1"));
  EXPECT_TRUE(cites(step.log, "NM-BATTLE-3"));
  s = step.state;
  EXPECT_TRUE(s.sides[1].row[0].battle.tied);
  // No ship wins a tie by time.
  s = settle(r, s);
  for (int i = 0; i < 4; ++i) {
    const CardId first = s.hands[static_cast<std::size_t>(s.seat)].cards.front();
    s = play(r, s, {"discard " + r.deck.type(first).id});
  }
  EXPECT_EQ(s.sides[1].row.size(), 1);
  EXPECT_TRUE(s.sides[1].row[0].battle.tied);
  State t = settle(r, step.state);
  EXPECT_EQ(t.seat, 0);
  EXPECT_EQ(clauseOf(r, t, "play submarine on Bruno 1"), "ok"); // even a smaller ship
  t = play(r, t, {"play submarine on Bruno 1"});
  EXPECT_FALSE(t.sides[1].row[0].battle.tied);
  EXPECT_EQ(t.sides[1].row[0].battle.strength, 1);
}

TEST(NauticMiles, NM_BATTLE_4_two_submarines_beat_a_carrier_and_the_hand_is_made_up) {
  const Rules r = make();
  EXPECT_THROW(A(r, "play cruiser cruiser on Bruno 1"), ActionSyntaxError);
  State s = midRound(r,
                     {{"carrier", "alert", "200", "200", "200", "200"},
                      {"submarine", "submarine", "200", "200", "200", "400", "400"}},
                     1);
  Convoy &v = convoy(r, s, 0, "20000t");
  v.alert = true;
  fromTalon(r, s, "alert");
  v.battle = Battle{{C(r, "carrier")}, 1, 5, true, false, 3};
  fromTalon(r, s, "carrier");
  // Bruno is the attacker here: Anne's convoy carries his carrier; Anne answers below.
  s.seat = 0;
  s.hands[0].add(C(r, "submarine"));
  s.pile.remove(C(r, "submarine"));
  EXPECT_EQ(clauseOf(r, s, "play submarine submarine on 1"), "NM-BATTLE-4"); // only one
  s.hands[0].add(C(r, "submarine"));
  s.pile.remove(C(r, "submarine"));
  const int held = s.hands[0].size();
  const auto step = apply(r, s, A(r, "play submarine submarine on 1"));
  EXPECT_TRUE(cites(step.log, "NM-BATTLE-4"));
  s = step.state;
  EXPECT_EQ(s.sides[0].row[0].battle.strength, 6);
  EXPECT_EQ(s.phase, Phase::Draw); // Anne makes up her hand at once
  EXPECT_EQ(s.seat, 0);
  s = apply(r, s, chanceOutcomes(r, s).front().action).state;
  EXPECT_EQ(s.hands[0].size(), held - 2 + 1);
  EXPECT_EQ(s.seat, 1); // then the turn passes
  // Bruno answers two submarines with two submarines: a tie.
  s = settle(r, s);
  ASSERT_EQ(s.phase, Phase::Play);
  EXPECT_EQ(clauseOf(r, s, "play submarine submarine on Anne 1"), "ok");
  s = play(r, s, {"play submarine submarine on Anne 1"});
  EXPECT_TRUE(s.sides[0].row[0].battle.tied);
}

TEST(NauticMiles, NM_BATTLE_5_the_ship_that_stands_a_full_round_wins) {
  const Rules r = make();
  // The attacker's ship stands: the convoy is destroyed and captured.
  State s = midRound(r, {{"cruiser", "200"}, {"200"}});
  Convoy &v = convoy(r, s, 1, "10000t", 1000);
  v.alert = true;
  fromTalon(r, s, "alert");
  s = play(r, s, {"play cruiser on Bruno 1", "discard 200"});
  EXPECT_EQ(s.turn, 3);
  EXPECT_TRUE(s.sides[1].row.empty());
  ASSERT_EQ(s.sides[0].prizes.size(), 1u);
  EXPECT_EQ(s.sides[0].prizes[0].card, C(r, "10000t"));
  EXPECT_EQ(discarded(r, s, "cruiser"), 1);
  EXPECT_EQ(discarded(r, s, "alert"), 1);
  // The defender's ship stands: the convoy sails on, its alert and the warships discarded.
  State d = midRound(r, {{"frigate", "200"}, {"destroyer", "200"}});
  Convoy &w = convoy(r, d, 1, "10000t");
  w.alert = true;
  fromTalon(r, d, "alert");
  d = play(r, d, {"play frigate on Bruno 1", "play destroyer on 1", "discard 200"});
  ASSERT_EQ(d.seat, 1);
  EXPECT_EQ(d.sides[1].row.size(), 1);
  EXPECT_FALSE(d.sides[1].row[0].battle.on());
  EXPECT_FALSE(d.sides[1].row[0].alert);
  EXPECT_EQ(discarded(r, d, "frigate") + discarded(r, d, "destroyer"), 2);
}

TEST(NauticMiles, NM_ROUND_1_a_full_round_is_one_turn_of_every_player) {
  const Rules r = make("[Anne, Bruno, Chloé]");
  State s = midRound(r, {{"mine", "200"}, {"200", "200"}, {"200", "200"}});
  convoy(r, s, 1, "5000t");
  s = play(r, s, {"play mine on Bruno 1", "discard 200", "discard 200"});
  EXPECT_EQ(s.seat, 0);
  EXPECT_TRUE(s.sides[1].row.empty()); // exploded at the start of Anne's next turn
  State t = midRound(r, {{"mine", "200"}, {"200", "200"}, {"200", "200"}});
  convoy(r, t, 1, "5000t");
  t = play(r, t, {"play mine on Bruno 1", "discard 200"});
  EXPECT_EQ(t.sides[1].row.size(), 1); // Chloé's turn: not yet
  const Rules quick = make("[Anne, Bruno, Chloé]", "full_round: 1");
  State q = midRound(quick, {{"mine"}, {"minesweeper"}, {}});
  convoy(quick, q, 1, "5000t");
  q = play(quick, q, {"play mine on Bruno 1"});
  EXPECT_TRUE(q.sides[1].row.empty()); // gone before Bruno could sweep
}

// ---- planes and mines --------------------------------------------------------------------------

TEST(NauticMiles, NM_PLANE_1_a_plane_needs_no_alert_but_not_against_a_neutral_or_stormy_convoy) {
  const Rules r = make();
  State s = midRound(r, {{"plane"}, {}});
  convoy(r, s, 0, "2500t");
  Convoy &v = convoy(r, s, 1, "5000t");
  EXPECT_EQ(clauseOf(r, s, "play plane on 1"), "NM-PLANE-1");
  EXPECT_EQ(clauseOf(r, s, "play plane on Bruno 1"), "ok");
  v.neutral = true;
  EXPECT_EQ(clauseOf(r, s, "play plane on Bruno 1"), "NM-NEUTRAL-1");
  v.neutral = false;
  v.storm = true;
  EXPECT_EQ(clauseOf(r, s, "play plane on Bruno 1"), "NM-STORM-1");
}

TEST(NauticMiles, NM_PLANE_2_only_the_first_planes_player_lays_the_second_unless_shot_down) {
  const Rules r = make("[Anne, Bruno, Chloé]");
  State s = midRound(r, {{"plane", "plane"}, {"plane_hit"}, {"plane"}});
  convoy(r, s, 1, "20000t", 2000);
  s = play(r, s, {"play plane on Bruno 1"});
  EXPECT_EQ(s.sides[1].row[0].plane_by, 0);
  s = again(s, 2);
  EXPECT_EQ(clauseOf(r, s, "play plane on Bruno 1"), "NM-PLANE-2");
  s = again(s, 0);
  const auto step = apply(r, s, A(r, "play plane on Bruno 1"));
  EXPECT_TRUE(cites(step.log, "NM-DESTROY-1"));
  EXPECT_TRUE(step.state.sides[1].row.empty());
  EXPECT_EQ(step.state.sides[0].prizes.size(), 1u);
  EXPECT_EQ(discarded(r, step.state, "plane"), 2);
  // Shot down before the second comes.
  State t = again(s, 1);
  t = play(r, t, {"play plane_hit on 1"});
  EXPECT_EQ(t.sides[1].row[0].plane_by, -1);
  EXPECT_EQ(discarded(r, t, "plane") + discarded(r, t, "plane_hit"), 2);
}

TEST(NauticMiles, NM_MINE_1_a_mine_explodes_after_a_full_round_unless_swept_even_on_neutral_or_storm) {
  const Rules r = make();
  State s = midRound(r, {{"mine", "mine", "200"}, {"minesweeper", "200"}});
  convoy(r, s, 0, "2500t");
  Convoy &v = convoy(r, s, 1, "10000t", 400);
  v.neutral = true;
  v.storm = true;
  fromTalon(r, s, "neutral");
  fromTalon(r, s, "storm");
  EXPECT_EQ(clauseOf(r, s, "play mine on 1"), "NM-MINE-1"); // not on one's own
  s = play(r, s, {"play mine on Bruno 1"});
  EXPECT_EQ(s.sides[1].row[0].mine_deadline, 3);
  EXPECT_EQ(clauseOf(r, again(s, 0), "play mine on Bruno 1"), "NM-MINE-1"); // one at a time
  const State swept = play(r, s, {"play minesweeper on 1", "discard 200"});
  EXPECT_EQ(swept.sides[1].row.size(), 1);
  EXPECT_EQ(discarded(r, swept, "mine") + discarded(r, swept, "minesweeper"), 2);
  const auto boom = play(r, s, {"discard 200"});
  EXPECT_TRUE(boom.sides[1].row.empty());
  ASSERT_EQ(boom.sides[0].prizes.size(), 1u);
  EXPECT_EQ(boom.sides[0].prizes[0].card, C(r, "10000t"));
}

TEST(NauticMiles, NM_DESTROY_1_a_destroyed_convoy_is_a_prize_and_every_card_beside_it_is_discarded) {
  const Rules r = make();
  State s = midRound(r, {{"plane"}, {}});
  Convoy &v = convoy(r, s, 1, "20000t", 2600);
  v.detected = true;
  v.card.face_up = true;
  v.alert = true;
  v.mine_by = 0;
  v.mine_deadline = 9;
  v.plane_by = 0;
  for (const char *id : {"alert", "mine", "plane"})
    fromTalon(r, s, id);
  v.battle = Battle{{C(r, "frigate")}, 0, 2, true, false, 5};
  fromTalon(r, s, "frigate");
  const int before = cardsInPlay(s);
  s = play(r, s, {"play plane on Bruno 1"});
  EXPECT_TRUE(s.sides[1].row.empty());
  ASSERT_EQ(s.sides[0].prizes.size(), 1u);
  EXPECT_TRUE(s.sides[0].prizes[0].detected);
  for (const char *id : {"alert", "mine", "frigate"})
    EXPECT_EQ(discarded(r, s, id), 1) << id;
  EXPECT_EQ(discarded(r, s, "plane"), 2);
  EXPECT_EQ(cardsInPlay(s), before);
}

// ---- radar, storm, neutral flag ----------------------------------------------------------------

TEST(NauticMiles, NM_RADAR_1_a_radar_turns_up_an_end_convoy_of_another_side) {
  const Rules r = make();
  State s = midRound(r, {{"radar", "radar"}, {}});
  convoy(r, s, 0, "2500t");
  convoy(r, s, 1, "5000t");
  convoy(r, s, 1, "10000t");
  convoy(r, s, 1, "trawler");
  EXPECT_EQ(clauseOf(r, s, "play radar on 1"), "NM-RADAR-1");
  EXPECT_EQ(clauseOf(r, s, "play radar on Bruno 2"), "NM-RADAR-1");
  const auto step = apply(r, s, A(r, "play radar on Bruno 3"));
  EXPECT_TRUE(cites(step.log, "NM-SCORE-3"));
  s = step.state;
  EXPECT_TRUE(s.sides[1].row[2].card.face_up);
  EXPECT_TRUE(s.sides[1].row[2].detected);
  EXPECT_EQ(observe(r, s, 0).sides[1].row[2].card.card, C(r, "trawler"));
  EXPECT_EQ(discarded(r, s, "radar"), 1);
  s = again(s, 0);
  EXPECT_EQ(clauseOf(r, s, "play radar on Bruno 3"), "NM-RADAR-1"); // already turned up
  s.sides[1].row[0].neutral = true;
  EXPECT_EQ(clauseOf(r, s, "play radar on Bruno 1"), "ok");
  const Rules strict = make("[Anne, Bruno]", "radar_through_protection: false");
  EXPECT_EQ(clauseOf(strict, s, "play radar on Bruno 1"), "NM-RADAR-1");
}

TEST(NauticMiles, NM_STORM_1_a_storm_slows_to_600_and_keeps_everything_but_mines_away) {
  const Rules r = make();
  State s = midRound(r, {{"storm", "1000", "600", "alert", "cruiser", "mine", "fair_sea"}, {"fair_sea"}});
  convoy(r, s, 0, "5000t");
  s = play(r, s, {"play storm on 1"}); // on one's own convoy
  s = again(s, 0);
  EXPECT_EQ(clauseOf(r, s, "play 1000 on 1"), "NM-STORM-1");
  EXPECT_EQ(clauseOf(r, s, "play 600 on 1"), "ok");
  Convoy &v = convoy(r, s, 1, "10000t");
  v.storm = true;
  fromTalon(r, s, "storm");
  EXPECT_EQ(clauseOf(r, s, "play alert on Bruno 1"), "NM-STORM-1");
  EXPECT_EQ(clauseOf(r, s, "play mine on Bruno 1"), "ok");
  v.alert = true;
  fromTalon(r, s, "alert");
  EXPECT_EQ(clauseOf(r, s, "play cruiser on Bruno 1"), "NM-STORM-1");
  // Anyone ends a storm: Anne calms Bruno's sea.
  s = play(r, s, {"play fair_sea on Bruno 1"});
  EXPECT_FALSE(s.sides[1].row[0].storm);
  // Even over a convoy under attack (the original recommends it to defend oneself): the second
  // plane must wait for fair sea.
  State t = midRound(r, {{"plane", "200"}, {"storm"}});
  Convoy &w = convoy(r, t, 1, "10000t");
  w.plane_by = 0;
  fromTalon(r, t, "plane");
  t = again(t, 1);
  EXPECT_EQ(clauseOf(r, t, "play storm on 1"), "ok");
  t = again(play(r, t, {"play storm on 1"}), 0);
  EXPECT_EQ(clauseOf(r, t, "play plane on Bruno 1"), "NM-STORM-1");
  EXPECT_EQ(t.sides[1].row[0].plane_by, 0); // held off, not gone
}

TEST(NauticMiles, NM_STORM_1_a_storm_shelters_a_convoy_under_attack_until_fair_sea) {
  // Bruno holds no warship to answer Anne's cruiser: his storm keeps the cruiser from winning.
  const Rules r = make();
  State s = midRound(r, {{"cruiser", "carrier", "fair_sea", "200", "200"}, {"storm", "200", "200", "200"}});
  Convoy &v = convoy(r, s, 1, "10000t", 1000);
  v.alert = true;
  fromTalon(r, s, "alert");
  s = play(r, s, {"play cruiser on Bruno 1"});
  EXPECT_EQ(s.sides[1].row[0].battle.deadline, 3); // wins at the start of Anne's next turn
  const auto step = apply(r, s, A(r, "play storm on 1"));
  EXPECT_TRUE(cites(step.log, "NM-STORM-1"));
  s = settle(r, step.state);
  // Anne's turn 3: the cruiser has held a full round, but the storm holds the battle off.
  ASSERT_EQ(s.seat, 0);
  ASSERT_EQ(s.sides[1].row.size(), 1);
  EXPECT_TRUE(s.sides[1].row[0].battle.on());
  EXPECT_EQ(clauseOf(r, s, "play carrier on Bruno 1"), "NM-STORM-1"); // nobody joins the battle
  s = play(r, s, {"discard 200", "discard 200"});
  ASSERT_EQ(s.seat, 0);
  EXPECT_EQ(s.sides[1].row.size(), 1); // still afloat at turn 5
  s = again(s, 1);
  EXPECT_EQ(clauseOf(r, s, "play 200 on 1"), "NM-BATTLE-1"); // the battle still stops it
  s = again(s, 0);
  // Anne calms the sea: the cruiser must hold a full round again, from now.
  s = play(r, s, {"play fair_sea on Bruno 1"});
  ASSERT_EQ(s.sides[1].row.size(), 1);
  EXPECT_EQ(s.sides[1].row[0].battle.deadline, 7);
  s = play(r, s, {"discard 200"}); // Bruno still has no answer
  EXPECT_TRUE(s.sides[1].row.empty());
  ASSERT_EQ(s.sides[0].prizes.size(), 1u);
}

TEST(NauticMiles, NM_STORM_1_storm_over_attack_scatter_sends_the_attack_to_the_discard) {
  const Rules r = make("[Anne, Bruno]", "storm_over_attack: scatter");
  State s = midRound(r, {{"cruiser"}, {"storm", "600"}});
  Convoy &v = convoy(r, s, 1, "10000t", 1000);
  v.alert = true;
  v.plane_by = 0;
  fromTalon(r, s, "alert");
  fromTalon(r, s, "plane");
  s = play(r, s, {"play cruiser on Bruno 1"});
  const auto step = apply(r, s, A(r, "play storm on 1"));
  EXPECT_TRUE(cites(step.log, "NM-STORM-1"));
  const Convoy &after = step.state.sides[1].row[0];
  EXPECT_FALSE(after.battle.on());
  EXPECT_EQ(after.plane_by, -1);
  EXPECT_TRUE(after.storm);
  EXPECT_EQ(discarded(r, step.state, "cruiser"), 1);
  EXPECT_EQ(discarded(r, step.state, "plane"), 1);
  // A bad value is refused with the words it may be.
  try {
    make("[Anne, Bruno]", "storm_over_attack: calm");
    FAIL() << "a bad rules.storm_over_attack was accepted";
  } catch (const core::YamlError &e) {
    EXPECT_NE(std::string(e.what()).find("hold, scatter"), std::string::npos) << e.what();
  }
}

TEST(NauticMiles, NM_NEUTRAL_1_the_flag_protects_a_free_convoy_from_everything_but_mines) {
  const Rules r = make();
  State s = midRound(r, {{"neutral"}, {"alert", "mine"}});
  Convoy &v = convoy(r, s, 0, "20000t");
  convoy(r, s, 1, "2500t");
  EXPECT_EQ(clauseOf(r, s, "play neutral on Bruno 1"), "NM-NEUTRAL-1");
  v.alert = true;
  fromTalon(r, s, "alert");
  EXPECT_EQ(clauseOf(r, s, "play neutral on 1"), "NM-NEUTRAL-1");
  s.sides[0].row[0].alert = false;
  s.pile.add(C(r, "alert"));
  s = play(r, s, {"play neutral on 1"});
  EXPECT_TRUE(s.sides[0].row[0].neutral);
  EXPECT_EQ(clauseOf(r, s, "play alert on Anne 1"), "NM-NEUTRAL-1");
  EXPECT_EQ(clauseOf(r, s, "play mine on Anne 1"), "ok");
}

// ---- scoring -----------------------------------------------------------------------------------

TEST(NauticMiles, NM_SCORE_1_convoy_points_by_tonnage_and_band_of_miles) {
  const Rules r = make();
  EXPECT_EQ(band(0, 4000), 0);
  EXPECT_EQ(band(200, 4000), 1);
  EXPECT_EQ(band(1000, 4000), 1);
  EXPECT_EQ(band(1200, 4000), 2);
  EXPECT_EQ(band(3000, 4000), 3);
  EXPECT_EQ(band(3800, 4000), 4);
  EXPECT_EQ(band(4000, 4000), 5);
  State s = midRound(r, {{}, {}});
  convoy(r, s, 0, "10000t");       // 1 at 0 miles
  convoy(r, s, 0, "5000t", 2200);  // 3: the garbled cell
  convoy(r, s, 0, "2500t", 3200);  // 2
  convoy(r, s, 0, "20000t", 1200); // 8
  EXPECT_EQ(roundPoints(r, s.sides[0]), 2 * (1 + 3 + 2 + 8));
  EXPECT_EQ(points(roundPoints(r, s.sides[0])), "14");
  EXPECT_EQ(points(5), "2.5");
  EXPECT_EQ(points(-1), "-0.5");
  EXPECT_EQ(pointsText(2), "1 point");
  EXPECT_EQ(pointsText(3), "1.5 points");
  EXPECT_EQ(pointsText(0), "0 points");
  // A person reading French sees a decimal comma (the half-points of NM-SCORE-1 unchanged), and
  // the singular below 2.
  ASSERT_TRUE(core::setLanguage("fr"));
  EXPECT_EQ(points(5), "2,5");
  EXPECT_EQ(points(4), "2");
  EXPECT_EQ(pointsText(3), "1,5 point");
  EXPECT_EQ(pointsText(4), "2 points");
  core::setLanguage("en");
  const Rules changed = make("[Anne, Bruno]", "points: {5000t: [0, 1, 2, 2.5, 4, 5]}");
  EXPECT_EQ(changed.points[C(changed, "5000t")][3], 5);
  EXPECT_THROW(make("[Anne, Bruno]", "points: {5000t: [0, 1, 2]}"), core::YamlError);
  EXPECT_THROW(make("[Anne, Bruno]", "points: {radar: [0, 1, 2, 3, 4, 5]}"), core::YamlError);
}

TEST(NauticMiles, NM_SCORE_2_and_NM_SCORE_3_captures_by_tonnage_and_detection_doubles) {
  const Rules r = make();
  Side side;
  side.prizes = {Taken{C(r, "2500t"), false, 0}, Taken{C(r, "20000t"), false, 0}};
  EXPECT_EQ(roundPoints(r, side), 2 * (2.5 + 20));
  side.prizes[1].detected = true;
  EXPECT_EQ(roundPoints(r, side), 2 * (2.5 + 40));
  side.port = {Taken{C(r, "5000t"), true, 600}};
  EXPECT_EQ(tablePoints(r, side), 2 * (2.5 + 40 + 10));
  Convoy v;
  v.card = FaceDownCard{C(r, "10000t"), true};
  v.detected = true;
  v.distance = 1200;
  side.row.insert(0, v);
  EXPECT_EQ(roundPoints(r, side), 2 * (2.5 + 40 + 10 + 8));
}

namespace {

/// A round about to end: Anne holds the last card; the talon is emptied by emptyTalon once the
/// convoys are set up.
State lastCard(const Rules &r) { return midRound(r, {{"radar"}, {}}); }

void emptyTalon(const Rules &r, State &s) {
  s.pile = Pile::of(std::vector<int>(static_cast<std::size_t>(r.deck.kinds()), 0));
}

} // namespace

TEST(NauticMiles, NM_SCORE_4_and_NM_SCORE_5_round_and_slowness_bonuses) {
  const Rules r = make("[Anne, Bruno, Chloé]");
  State s = lastCard(r);
  s.sides[0].port = {Taken{C(r, "10000t"), false, 600}}; // 10, slow
  s.sides[1].port = {Taken{C(r, "2500t"), false, 2000}}; // 2.5, fast
  s.sides[1].prizes = {Taken{C(r, "10000t"), false, 0}}; // 10
  s.sides[2].prizes = {Taken{C(r, "20000t"), false, 0}}; // no arrival
  emptyTalon(r, s);
  const auto step = apply(r, s, A(r, "discard radar"));
  EXPECT_TRUE(cites(step.log, "NM-SCORE-4"));
  EXPECT_TRUE(cites(step.log, "NM-SCORE-5"));
  const State &e = step.state;
  EXPECT_EQ(e.sides[0].last_round, 2 * (10 + 7));    // slowness only
  EXPECT_EQ(e.sides[1].last_round, 2 * (12.5 + 10)); // the round's best
  EXPECT_EQ(e.sides[2].last_round, 0);               // no convoy in port: nothing
  EXPECT_EQ(e.round, 2);
}

namespace {

/// Anne's arrival brings her table to 40 (NM-END-1) while Bruno, with less on the table, has
/// more points this round counting his convoys at sea.
State fortyForAnne(const Rules &r) {
  State s = midRound(r, {{"1000"}, {}});
  convoy(r, s, 0, "20000t", 3000);
  s.sides[0].prizes = {Taken{C(r, "10000t"), true, 0}};  // 20
  s.sides[1].port = {Taken{C(r, "10000t"), false, 600}}; // 10, slow
  convoy(r, s, 1, "20000t", 3800);                       // 16
  convoy(r, s, 1, "10000t", 3800);                       // 8
  convoy(r, s, 1, "10000t", 3800);                       // 8
  return s;
}

} // namespace

TEST(NauticMiles, NM_SCORE_4_the_round_bonus_goes_to_the_most_points_by_default) {
  const Rules r = make();
  const auto step = apply(r, fortyForAnne(r), A(r, "play 1000 on 1"));
  EXPECT_TRUE(cites(step.log, "NM-END-1"));
  EXPECT_EQ(step.state.sides[0].last_round, 2 * 40);            // 40 on the table, no bonus
  EXPECT_EQ(step.state.sides[1].last_round, 2 * (42 + 10 + 7)); // the round's best, and slow
}

TEST(NauticMiles, NM_SCORE_4_round_winner_reached_target_gives_it_to_the_side_that_ended_the_round) {
  const Rules r = make("[Anne, Bruno]", "round_winner: reached_target");
  const auto step = apply(r, fortyForAnne(r), A(r, "play 1000 on 1"));
  EXPECT_TRUE(cites(step.log, "NM-SCORE-4"));
  EXPECT_EQ(step.state.sides[0].last_round, 2 * (40 + 10));
  EXPECT_EQ(step.state.sides[1].last_round, 2 * (42 + 7));
  // When the cards run out nobody reached 40: the most points win the round, as by default.
  State t = lastCard(r);
  t.sides[0].port = {Taken{C(r, "10000t"), false, 1000}};
  t.sides[1].port = {Taken{C(r, "2500t"), false, 1000}};
  emptyTalon(r, t);
  t = apply(r, t, A(r, "discard radar")).state;
  EXPECT_EQ(t.sides[0].last_round, 2 * (10 + 10));
  EXPECT_EQ(t.sides[1].last_round, 2 * 2.5);
  EXPECT_THROW(make("[Anne, Bruno]", "round_winner: first"), core::YamlError);
}

TEST(NauticMiles, NM_END_1_forty_points_on_the_table_end_the_round) {
  const Rules r = make();
  State s = midRound(r, {{"1000", "200"}, {}});
  convoy(r, s, 0, "20000t", 3000);
  s.sides[0].prizes = {Taken{C(r, "10000t"), true, 0}}; // 20 once a convoy is in port
  EXPECT_EQ(tablePoints(r, s.sides[0]), 0);
  const auto step = apply(r, s, A(r, "play 1000 on 1"));
  EXPECT_TRUE(cites(step.log, "NM-END-1"));
  EXPECT_EQ(step.state.round, 2);
  EXPECT_EQ(step.state.sides[0].score, 2 * (20 + 20 + 10));
  EXPECT_EQ(step.state.phase, Phase::Deal);
  EXPECT_EQ(step.state.dealer, 0); // the deal passes to the left
}

TEST(NauticMiles, NM_END_2_cards_out_ends_the_round_and_only_sides_in_port_score) {
  const Rules r = make();
  State s = lastCard(r);
  convoy(r, s, 0, "10000t", 2000);
  s.sides[0].port = {Taken{C(r, "2500t"), false, 400}};
  convoy(r, s, 1, "20000t", 3800);
  s.sides[1].prizes = {Taken{C(r, "10000t"), false, 0}};
  emptyTalon(r, s);
  const auto step = apply(r, s, A(r, "discard radar"));
  EXPECT_TRUE(cites(step.log, "NM-END-2"));
  EXPECT_EQ(step.state.sides[0].last_round, 2 * (4 + 2.5 + 10 + 7));
  EXPECT_EQ(step.state.sides[1].last_round, 0);
}

TEST(NauticMiles, NM_END_3_a_round_without_arrival_is_void) {
  const Rules r = make();
  State s = lastCard(r);
  convoy(r, s, 0, "20000t", 3800);
  s.sides[1].prizes = {Taken{C(r, "10000t"), false, 0}};
  emptyTalon(r, s);
  const auto step = apply(r, s, A(r, "discard radar"));
  EXPECT_TRUE(cites(step.log, "NM-END-3"));
  EXPECT_EQ(step.state.sides[0].score, 0);
  EXPECT_EQ(step.state.sides[1].score, 0);
  EXPECT_EQ(step.state.round, 2);
}

TEST(NauticMiles, NM_END_3_no_arrival_void_game_calls_the_whole_game_off) {
  const Rules r = make("[Anne, Bruno]", "no_arrival: void_game");
  State s = lastCard(r);
  s.sides[0].score = 2 * 150; // what was scored before does not save it
  convoy(r, s, 0, "20000t", 3800);
  emptyTalon(r, s);
  const auto step = apply(r, s, A(r, "discard radar"));
  EXPECT_TRUE(cites(step.log, "NM-END-3"));
  EXPECT_EQ(step.state.phase, Phase::Over);
  EXPECT_TRUE(step.state.winners.empty());
  EXPECT_EQ(returnsOf(r, step.state), (std::vector<double>{0.5, 0.5}));
  EXPECT_EQ(toMove(r, step.state), game::kTerminal);
  EXPECT_THROW(make("[Anne, Bruno]", "no_arrival: game"), core::YamlError);
}

TEST(NauticMiles, NM_GAME_1_the_first_side_to_200_wins_and_ties_share) {
  const Rules r = make();
  State s = lastCard(r);
  s.sides[0].score = 2 * 190;
  s.sides[0].port = {Taken{C(r, "10000t"), false, 1000}};
  emptyTalon(r, s);
  auto step = apply(r, s, A(r, "discard radar"));
  EXPECT_TRUE(cites(step.log, "NM-GAME-1"));
  State e = step.state;
  EXPECT_EQ(e.phase, Phase::Over);
  EXPECT_EQ(e.winners, (std::vector<int>{0}));
  EXPECT_EQ(returnsOf(r, e), (std::vector<double>{1, 0}));
  EXPECT_EQ(toMove(r, e), game::kTerminal);
  EXPECT_EQ(clauseOf(r, e, "discard radar"), "NM-GAME-1");
  // A short game: after max_rounds the best score wins, equal scores share.
  const Rules shortGame = make("[Anne, Bruno]", "max_rounds: 1");
  State t = lastCard(shortGame);
  emptyTalon(shortGame, t);
  t = apply(shortGame, t, A(shortGame, "discard radar")).state;
  EXPECT_EQ(t.phase, Phase::Over);
  EXPECT_EQ(t.winners, (std::vector<int>{0, 1}));
  EXPECT_EQ(returnsOf(shortGame, t), (std::vector<double>{0.5, 0.5}));
}

// ---- what each seat sees -----------------------------------------------------------------------

TEST(NauticMiles, NM_HIDE_1_a_seat_sees_its_hand_and_side_and_backs_elsewhere) {
  const Rules r = make("[Anne, Bruno, Chloé]");
  State s = midRound(r, {{"600"}, {"radar"}, {"mine"}});
  convoy(r, s, 0, "10000t");
  convoy(r, s, 1, "trawler");
  const State seen = observe(r, s, 0);
  EXPECT_EQ(seen.hands[0], s.hands[0]);
  EXPECT_EQ(seen.hands[1].backs(), 1);
  EXPECT_EQ(seen.sides[0].row[0].card.card, C(r, "10000t"));
  EXPECT_EQ(seen.sides[1].row[0].card.card, kBack);
  EXPECT_EQ(seen.pile.unknown, s.pile.size());
  std::mt19937_64 rng(4);
  for (int k = 0; k < 20; ++k) {
    const State sampled = determinize(r, seen, 0, rng);
    EXPECT_EQ(observe(r, sampled, 0), seen);
    const CardId c = sampled.sides[1].row[0].card.card;
    EXPECT_TRUE(r.is_convoy[c]) << "a face-down convoy is dealt a convoy card";
    EXPECT_EQ(sampled.hands[1].size(), 1);
    EXPECT_EQ(sampled.hands[1].backs(), 0);
  }
  const State spectator = observe(r, s, game::kPublic);
  EXPECT_EQ(spectator.sides[0].row[0].card.card, kBack);
  EXPECT_EQ(spectator.hands[0].backs(), 1);
}

TEST(NauticMiles, NM_TABLE_1_at_a_real_table_convoys_go_down_unseen_and_the_table_names_them) {
  const Rules r = make("[Anne, Bruno]", "", "deal: table\n");
  State s = initialState(r);
  EXPECT_EQ(s.pile.unknown, 106);
  core::SeededDice dice(1);
  while (toMove(r, s) == game::kChance)
    s = apply(r, s, rollChance(r, s, dice)).state;
  EXPECT_EQ(s.hands[0].backs(), 7);
  EXPECT_EQ(clauseOf(r, s, "play 10000t at 1"), "NM-TABLE-1"); // the referee must not see it
  s = play(r, s, {"play convoy at 1"});
  EXPECT_EQ(s.sides[0].row[0].card.card, kBack);
  // Bruno's radar turns it up: the table says what it is.
  s = play(r, s, {"play radar on Anne 1"});
  EXPECT_EQ(s.phase, Phase::Reveal);
  EXPECT_EQ(toMove(r, s), game::kChance);
  EXPECT_EQ(clauseOf(r, s, "discard 200"), "NM-TABLE-1");
  EXPECT_EQ(clauseOf(r, s, "reveal radar"), "NM-TABLE-1");
  double sum = 0;
  for (const auto &o : chanceOutcomes(r, s))
    sum += o.probability;
  EXPECT_NEAR(sum, 1, 1e-12);
  s = play(r, s, {"reveal 20000t"});
  EXPECT_EQ(s.sides[0].row[0].card.card, C(r, "20000t"));
  EXPECT_TRUE(s.sides[0].row[0].detected);
  EXPECT_EQ(s.phase, Phase::Play);
  EXPECT_EQ(s.seat, 0);
  // Both 20,000-ton convoys in sight: no third.
  s = play(r, s, {"play convoy at 2"});
  s = play(r, s, {"play radar on Anne 2"});
  EXPECT_EQ(clauseOf(r, s, "reveal 20000t"), "ok");
  s = play(r, s, {"reveal 20000t"});
  s = play(r, s, {"play convoy at 3", "play radar on Anne 3"});
  EXPECT_EQ(clauseOf(r, s, "reveal 20000t"), "NM-TABLE-1");
}
