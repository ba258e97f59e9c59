// One test (or more) per clause of docs/rules/planetes.md; names carry the clause ids.
#include "Fixture.h"

#include "core/Yaml.h"

#include <gtest/gtest.h>

using namespace pl_test;

// ---- scenario and map ---------------------------------------------------------------------------

TEST(PlAction, TextFormsParseBack) {
  const Rules r = board(kOpen, "", "  - name: Rouge\n  - name: \"Vert clair\"\n");
  for (const char *text : {"place Rouge infantry 0101", "place \"Vert clair\" artillery 0707",
                           "move 0304 0507", "attack 0506 with 0405 0708", "retreat 0506 0607", "end"})
    EXPECT_EQ(formatAction(r, parseAction(r, std::string(text))), text);
  EXPECT_EQ(formatAction(r, parseAction(r, std::string("place rouge inf 0101"))),
            "place Rouge infantry 0101");
  EXPECT_THROW(parseAction(r, std::string("place Rouge 0101")), ActionSyntaxError);
  EXPECT_THROW(parseAction(r, std::string("place Rouge tank 0101")), ActionSyntaxError);
  EXPECT_THROW(parseAction(r, std::string("attack 0506 0405")), ActionSyntaxError);
  EXPECT_THROW(parseAction(r, std::string("fire 0506")), ActionSyntaxError);
}

TEST(PlRules, PL_MAP_1_LegendNamesTheTerrainKinds) {
  const Rules r = board(with(kOpen, {{"0505", ':'}, {"0504", 'o'}, {"0503", '+'}, {"0502", '@'}}));
  EXPECT_EQ(r.terrainAt(H("0505")), Terrain::Asteroids);
  EXPECT_EQ(r.terrainAt(H("0504")), Terrain::Planetoid);
  EXPECT_EQ(r.terrainAt(H("0503")), Terrain::ForceField);
  EXPECT_EQ(r.terrainAt(H("0502")), Terrain::BlackHole);
  EXPECT_EQ(r.terrainAt(H("0101")), Terrain::Planet1);
  EXPECT_EQ(r.terrainAt(H("0607")), Terrain::Station2);
  try {
    parseRules("game: planetes\nmap:\n  terrain: |\n    AB\n  legend: {A: planet-1, B: planet-9}\nsides: "
               "[{name: a}, {name: b}]\n",
               "bad.yaml");
    FAIL() << "an unknown terrain kind was accepted";
  } catch (const core::YamlError &e) {
    EXPECT_NE(std::string(e.what()).find("bad.yaml:5:"), std::string::npos) << e.what();
  }
}

TEST(PlRules, PL_MAP_2_EachSideNeedsItsPlanet) {
  EXPECT_THROW(board({"AAAa.....", "........."}), core::YamlError);
  const Rules r = board(kOpen);
  EXPECT_EQ(r.planet(0).size(), 3u);
  EXPECT_EQ(r.stations(1).size(), 1u);
  EXPECT_TRUE(r.homeHex(0, H("0401")));
  EXPECT_FALSE(r.homeHex(0, H("0707")));
}

// ---- units and placement ------------------------------------------------------------------------

TEST(PlRules, PL_UNIT_1_FourInfantryThreeCavalryTwoArtilleryBeforeTheScenarioSaysOtherwise) {
  EXPECT_EQ(Options{}.units, (std::array<int, 3>{4, 3, 2}));
  const Rules r = board(kOpen);
  const State s = initialState(r);
  EXPECT_EQ(s.inHand(0, 0), 2);
  EXPECT_EQ(s.inHand(0, 1), 1);
  EXPECT_EQ(s.inHand(1, 2), 1);
  EXPECT_THROW(board(kOpen, "",
                     "  - name: Rouge\n    units: [{type: artillery, hex: \"0505\"}, {type: artillery, hex: "
                     "\"0506\"}]\n  - name: Vert\n"),
               core::YamlError);
}

TEST(PlRules, PL_UNIT_2_MovementAndCombatValues) {
  const Options o;
  EXPECT_EQ(o.movement, (std::array<int, 3>{5, 6, 2}));
  EXPECT_EQ(o.combat, (std::array<int, 3>{4, 2, 6}));
  const Rules r = board(kOpen);
  const State s = setup({"i0504", "c0304", "a0804"}, {"i0101"});
  // In open space every step costs 1: each type reaches exactly its movement in steps.
  EXPECT_EQ(costTo(r, s, "0504", "0509"), -1); // 5 steps south is off the 7-row map
  EXPECT_EQ(costTo(r, s, "0304", "0307"), 3);
  EXPECT_EQ(costTo(r, s, "0804", "0802"), 2);
  EXPECT_EQ(costTo(r, s, "0804", "0801"), -1); // 3 steps: artillery moves 2
  EXPECT_EQ(attackStrength(r, s, 0), 4);
  EXPECT_EQ(attackStrength(r, s, 1), 2);
  EXPECT_EQ(attackStrength(r, s, 2), 6);
}

TEST(PlRules, PL_PLACE_1_SidesAlternateUnitByUnitStartingWithFirst) {
  const Rules r = board(kOpen);
  State s = initialState(r);
  EXPECT_EQ(s.phase, Phase::Placement);
  EXPECT_EQ(clauseOf(r, s, "place Vert infantry 0707"), "PL-PLACE-1");
  EXPECT_EQ(clauseOf(r, s, "end"), "PL-PLACE-1");
  s = play(r, s, {"place Rouge infantry 0101"});
  EXPECT_EQ(s.side, 1);
  s = play(r, s, {"place Vert infantry 0707", "place Rouge infantry 0201", "place Vert infantry 0807"});
  EXPECT_EQ(clauseOf(r, s, "place Rouge infantry 0301"), "PL-PLACE-1"); // no infantry left
  s = play(r, s, {"place Rouge cavalry 0301", "place Vert cavalry 0907", "place Rouge artillery 0401"});
  const Applied last = act(r, s, "place Vert artillery 0607");
  EXPECT_EQ(last.state.phase, Phase::Movement);
  EXPECT_EQ(last.state.side, 0);
  EXPECT_TRUE(cites(last, "PL-PLACE-1"));
}

TEST(PlRules, PL_PLACE_1_BySideWhenAsked) {
  const Rules r = board(kOpen, "placement: by_side");
  State s = play(r, initialState(r), {"place Rouge infantry 0101"});
  EXPECT_EQ(s.side, 0);
  s = play(r, s, {"place Rouge infantry 0201", "place Rouge cavalry 0301", "place Rouge artillery 0401"});
  EXPECT_EQ(s.side, 1);
}

TEST(PlRules, PL_PLACE_2_OnAnEmptyHexOfItsOwnPlanetOrStations) {
  const Rules r = board(kOpen);
  State s = initialState(r);
  EXPECT_EQ(clauseOf(r, s, "place Rouge infantry 0505"), "PL-PLACE-2");
  EXPECT_EQ(clauseOf(r, s, "place Rouge infantry 0707"), "PL-PLACE-2"); // the enemy planet
  EXPECT_EQ(clauseOf(r, s, "place Rouge infantry 0401"), "ok");         // its station
  s = play(r, s, {"place Rouge infantry 0101", "place Vert infantry 0707"});
  EXPECT_EQ(clauseOf(r, s, "place Rouge cavalry 0101"), "PL-PLACE-2");
  // Not enough room on the planet and stations for the units in hand: the scenario is refused.
  EXPECT_THROW(board(kOpen, "infantry: 5"), core::YamlError);
}

TEST(PlRules, PL_PLACE_3_NoCombatDuringPlacement) {
  // Vert's station 0607 touches nothing of Rouge's here; a custom board puts the homes side by side.
  const Rules r = board({"AAAabBBB.", ".........", "........."});
  State s = play(r, initialState(r), {"place Rouge infantry 0401"});
  const Applied a = act(r, s, "place Vert cavalry 0501"); // next to Rouge's infantry: 4 against 2
  EXPECT_FALSE(a.odds.has_value());
  EXPECT_EQ(a.state.onBoard(1), 1);
  EXPECT_EQ(a.state.onBoard(0), 1);
}

TEST(PlRules, PL_PLACE_3_PlacementFightsAsInObjectifVillesWhenAsked) {
  // Homes side by side: Vert's station 0501 and 0502 touch Rouge's station 0401.
  const std::vector<std::string> rows = {"AAAabBBB.", "....b....", "........."};
  const std::vector<std::string> order = {"place Rouge cavalry 0401", "place Vert infantry 0501",
                                          "place Rouge infantry 0301"};
  const Rules off = board(rows);
  const Applied quiet = act(off, play(off, initialState(off), order), "place Vert infantry 0502");
  EXPECT_FALSE(quiet.odds.has_value());
  EXPECT_EQ(quiet.state.onBoard(0), 2);
  const Rules on = board(rows, "placement_combat: true");
  State s = play(on, initialState(on), order); // 4 against Rouge's cavalry's 2: 2:1, nothing
  EXPECT_EQ(s.onBoard(0), 2);
  const Applied fight = act(on, s, "place Vert infantry 0502"); // 8 against 2
  ASSERT_TRUE(fight.odds.has_value());
  EXPECT_EQ(fight.odds->text(), "4:1");
  EXPECT_EQ(fight.state.onBoard(0), 1);
  EXPECT_TRUE(cites(fight, "PL-PLACE-3"));
  // A 3:1 during placement: the retreat comes first, then placement goes on.
  const Applied push = act(on, s, "place Vert cavalry 0502"); // 6 against 2
  EXPECT_EQ(push.state.actor(), 0);
  EXPECT_EQ(clauseOf(on, push.state, "place Rouge infantry 0201"), "PL-RETREAT-1");
  const State after = act(on, push.state, "retreat 0401 0302").state;
  EXPECT_EQ(after.phase, Phase::Placement);
  EXPECT_EQ(after.side, 0);
  EXPECT_EQ(clauseOf(on, after, "place Rouge infantry 0201"), "ok");
}

TEST(PlRules, PL_PLACE_4_ScenarioUnitsStartOnTheMapAndDoNotFight) {
  const std::string sides =
      "  - name: Rouge\n    units: [{type: infantry, hex: \"0505\"}, {type: infantry, hex: \"0506\"},"
      " {type: cavalry, hex: \"0504\"}, {type: artillery, hex: \"0503\"}]\n"
      "  - name: Vert\n    units: [{type: cavalry, hex: \"0605\"}, {type: infantry, hex: \"0606\"},"
      " {type: infantry, hex: \"0707\"}, {type: artillery, hex: \"0807\"}]\n";
  const Rules r = board(kOpen, "", sides);
  const State s = initialState(r);
  EXPECT_EQ(s.phase, Phase::Movement);
  EXPECT_EQ(s.side, 0);
  EXPECT_EQ(s.onBoard(1), 4);
  EXPECT_EQ(s.units[static_cast<std::size_t>(s.unitAt(H("0504")))].type, UnitType::Cavalry);
  // A unit may not be given on a hex it could not stand on.
  EXPECT_THROW(board(with(kOpen, {{"0505", '+'}}), "", sides), core::YamlError);
  EXPECT_THROW(board(with(kOpen, {{"0505", 'o'}}), "", sides), core::YamlError);
}

// ---- turn and movement --------------------------------------------------------------------------

TEST(PlRules, PL_TURN_1_MovementThenCombatThenTheOtherSide) {
  const Rules r = board(kOpen);
  State s = setup({"i0505"}, {"i0103"});
  EXPECT_EQ(clauseOf(r, s, "attack 0103 with 0505"), "PL-COMBAT-1");
  EXPECT_EQ(clauseOf(r, s, "move 0103 0104"), "PL-TURN-1");
  s = play(r, s, {"end"});
  EXPECT_EQ(s.phase, Phase::Combat);
  EXPECT_EQ(clauseOf(r, s, "move 0505 0504"), "PL-TURN-1");
  s = play(r, s, {"end"});
  EXPECT_EQ(s.phase, Phase::Movement);
  EXPECT_EQ(s.side, 1);
  s = play(r, s, {"end", "end"});
  EXPECT_EQ(s.side, 0);
  EXPECT_EQ(s.turn, 2);
}

TEST(PlRules, PL_MOVE_1_EachUnitMovesOnceATurn) {
  const Rules r = board(kOpen);
  State s = play(r, setup({"i0505"}, {"i0103"}), {"move 0505 0504"});
  EXPECT_EQ(clauseOf(r, s, "move 0504 0503"), "PL-MOVE-1");
  EXPECT_EQ(clauseOf(r, s, "move 0404 0403"), "PL-MOVE-1");
}

TEST(PlRules, PL_MOVE_2_VoidOneAsteroidsTwoPlanetsAndStationsOne) {
  const Rules r = board(with(kOpen, {{"0503", ':'}}));
  const State s = setup({"i0505", "c0103"}, {"i0905"});
  EXPECT_EQ(costTo(r, s, "0505", "0504"), 1);
  EXPECT_EQ(costTo(r, s, "0505", "0503"), 3);
  EXPECT_EQ(costTo(r, s, "0103", "0101"), 2); // planet
  EXPECT_EQ(costTo(r, s, "0103", "0401"), 3); // station, via 0202 and 0302
  const Applied a = act(r, s, "move 0505 0503");
  EXPECT_EQ(a.cost, 3);
  EXPECT_TRUE(cites(a, "PL-MOVE-2"));
  EXPECT_EQ(clauseOf(r, s, "move 0103 0109"), "PL-MOVE-3");
}

TEST(PlRules, PL_MOVE_2_AStationCostsOneByOurChoiceAndTheScenarioMayChangeIt) {
  // The original gives no cost for stations: 1, like a planet, unless rules.station_cost says.
  const State s = setup({"c0103"}, {"i0905"});
  EXPECT_EQ(costTo(board(kOpen), s, "0103", "0401"), 3);
  const Rules dear = board(kOpen, "station_cost: 3");
  EXPECT_EQ(dear.enterCost(Terrain::Station1), 3);
  EXPECT_EQ(costTo(dear, s, "0103", "0401"), 5);
  EXPECT_EQ(costTo(dear, s, "0103", "0101"), 2); // planets keep their 1
  EXPECT_EQ(clauseOf(board(kOpen, "station_cost: 5"), s, "move 0103 0401"), "PL-MOVE-2");
  const std::string error = yamlErrorOf("station_cost: ten");
  EXPECT_NE(error.find("test.yaml:"), std::string::npos) << error;
  EXPECT_NE(error.find("station_cost"), std::string::npos) << error;
  EXPECT_NE(yamlErrorOf("station_cost: 12"), "no error");
}

TEST(PlRules, PL_MOVE_3_PlanetoidsAndBlackHolesCannotBeEntered) {
  const Rules r = board(with(kOpen, {{"0504", 'o'}, {"0506", '@'}}));
  const State s = setup({"i0505"}, {"i0103"});
  EXPECT_EQ(clauseOf(r, s, "move 0505 0504"), "PL-MOVE-3");
  EXPECT_EQ(clauseOf(r, s, "move 0505 0506"), "PL-MOVE-3");
  EXPECT_EQ(costTo(r, s, "0505", "0503"), 3); // around the planetoid
}

TEST(PlRules, PL_MOVE_4_ForceFieldsAreFreeAndGiveOnePointForTheNextStepOnly) {
  const Rules r = board(with(kOpen, {{"0504", '+'}}));
  const State s = setup({"a0505"}, {"i0103"});
  const Reach reach = reachOf(r, s, H("0505"));
  EXPECT_EQ(reach.searched.costTo(H("0504")), 0);
  EXPECT_EQ(costTo(r, s, "0505", "0503"), 0); // the field's point pays the void step
  EXPECT_EQ(costTo(r, s, "0505", "0502"), 1); // the bonus does not carry on
  EXPECT_EQ(costTo(r, s, "0505", "0501"), 2); // artillery (2 points) crosses four hexes
  EXPECT_EQ(costTo(r, s, "0505", "0504"), -1);
  EXPECT_EQ(std::count(reach.fields.begin(), reach.fields.end(), H("0504")), 1);
  EXPECT_EQ(clauseOf(r, s, "move 0505 0504"), "PL-MOVE-4");
  EXPECT_EQ(clauseOf(r, s, "move 0505 0501"), "ok");
  // Into asteroids the bonus pays half: 2 - 1.
  const Rules a = board(with(kOpen, {{"0504", '+'}, {"0503", ':'}}));
  EXPECT_EQ(costTo(a, s, "0505", "0503"), 1);
}

TEST(PlRules, PL_MOVE_5_OneUnitPerHexThroughFriendsNotEnemies) {
  const Rules r = board(kOpen);
  const State s = setup({"i0505", "i0504"}, {"i0103"});
  EXPECT_EQ(clauseOf(r, s, "move 0505 0504"), "PL-MOVE-5");
  EXPECT_EQ(costTo(r, s, "0505", "0503"), 2); // through the friend
  const Rules closed = board(kOpen, "pass_through_friends: false");
  EXPECT_EQ(costTo(closed, s, "0505", "0503"), 3);
  const State enemy = setup({"i0505"}, {"i0504"});
  EXPECT_EQ(costTo(r, enemy, "0505", "0503"), 3); // never through an enemy
}

TEST(PlRules, PL_ZOC_1_EnteringAHexNextToAnEnemyEndsTheMoveWhenChosen) {
  // A corridor along row 3; Vert's infantry on 0502 overlooks 0503.
  const std::vector<std::string> corridor = {"AAAa.....", "oooo.oooo", ".........", "ooooooooo", ".....bBBB"};
  const State s = setup({"c0103"}, {"i0502"});
  EXPECT_EQ(clauseOf(board(corridor), s, "move 0103 0703"), "ok");
  const Rules zoc = board(corridor, "zone_of_control: true");
  EXPECT_EQ(clauseOf(zoc, s, "move 0103 0703"), "PL-ZOC-1");
  EXPECT_EQ(clauseOf(zoc, s, "move 0103 0503"), "ok");
}

// ---- combat -------------------------------------------------------------------------------------

TEST(PlRules, PL_COMBAT_1_OneDefenderAtATimeEachAttackerOnce) {
  const Rules r = board(kOpen);
  State s = setup({"i0504", "i0404", "c0604"}, {"c0505", "i0405"}, Phase::Combat);
  EXPECT_EQ(clauseOf(r, s, "attack 0504 with 0404"), "PL-COMBAT-1"); // own unit
  EXPECT_EQ(clauseOf(r, s, "attack 0505 with 0405"), "PL-COMBAT-1"); // enemy attacker
  EXPECT_EQ(clauseOf(r, s, "attack 0505 with 0504 0504"), "PL-COMBAT-1");
  EXPECT_EQ(clauseOf(r, s, "attack 0303 with 0504"), "PL-COMBAT-1");
  s = play(r, s, {"attack 0505 with 0504"}); // 4 against 2: 2:1, nothing
  EXPECT_EQ(clauseOf(r, s, "attack 0405 with 0504"), "PL-COMBAT-1");
  EXPECT_EQ(clauseOf(r, s, "attack 0505 with 0604"), "ok"); // the same defender again, by others
}

TEST(PlRules, PL_COMBAT_1_CombatIsTheAttackersChoiceUnlessTheScenarioMakesItCompulsory) {
  // Rouge's infantry beside Vert's cavalry, its gun 2 hexes from Vert's infantry.
  const State s = setup({"i0504", "a0303"}, {"c0505", "i0305"}, Phase::Combat);
  EXPECT_EQ(clauseOf(board(kOpen), s, "end"), "ok"); // our reading: the attacker chooses
  const Rules must = board(kOpen, "compulsory_combat: true");
  const auto ruling = validate(must, s, EndPhase{});
  ASSERT_TRUE(ruling);
  EXPECT_EQ(ruling->clause, "PL-COMBAT-1");
  EXPECT_NE(ruling->message.find("0504"), std::string::npos) << ruling->message;
  EXPECT_NE(ruling->message.find("compulsory_combat"), std::string::npos) << ruling->message;
  const auto offersEnd = [&](const State &x) {
    const auto legal = legalActions(must, x);
    return std::any_of(legal.begin(), legal.end(),
                       [](const Action &a) { return std::holds_alternative<EndPhase>(a); });
  };
  EXPECT_FALSE(offersEnd(s));
  State fought = play(must, s, {"attack 0505 with 0504"}); // 4 against 2: nothing happens
  EXPECT_EQ(clauseOf(must, fought, "end"), "PL-COMBAT-1"); // the gun still has its target
  fought = play(must, fought, {"attack 0305 with 0303"});
  EXPECT_EQ(clauseOf(must, fought, "end"), "ok");
  EXPECT_TRUE(offersEnd(fought));
  // A unit with nothing in reach does not hold the phase open; movement is never held.
  EXPECT_EQ(clauseOf(must, setup({"i0501"}, {"c0505"}, Phase::Combat), "end"), "ok");
  EXPECT_EQ(clauseOf(must, setup({"i0504"}, {"c0505"}, Phase::Movement), "end"), "ok");
  EXPECT_NE(yamlErrorOf("compulsory_combat: often").find("compulsory_combat"), std::string::npos);
}

TEST(PlRules, PL_COMBAT_1_PL_FIRE_1_AnAttackerThatMayNotJoinIsToldBeforeAnyOdds) {
  const Rules r = board(kOpen);
  // Vert's cavalry on 0505; Rouge's infantry north of it, a gun beside it, a gun two hexes
  // south-west, a cavalry far away; Vert's infantry out of everybody's reach.
  const Hex target = H("0505");
  const Hex inf = core::step(target, 1), near_gun = core::step(target, 2);
  const Hex far_gun = core::step(core::step(target, 5), 5);
  const std::string i = "i" + core::formatHex(inf), a = "a" + core::formatHex(near_gun),
                    g = "a" + core::formatHex(far_gun);
  State s = setup({i.c_str(), a.c_str(), "c0101", g.c_str()}, {"c0505", "i0907"}, Phase::Combat);
  // Artillery next to its target: refused with the reason an attack naming it would get.
  const auto gun = attackerRuling(r, s, near_gun, target);
  ASSERT_TRUE(gun);
  EXPECT_EQ(gun->clause, "PL-FIRE-1");
  EXPECT_EQ(gun->clause, validate(r, s, Attack{target, {near_gun}})->clause);
  EXPECT_FALSE(attackerRuling(r, s, inf, target));     // infantry in contact may
  EXPECT_FALSE(attackerRuling(r, s, far_gun, target)); // the gun 2 hexes off may
  EXPECT_EQ(attackerRuling(r, s, H("0101"), target)->clause, "PL-COMBAT-2");
  EXPECT_EQ(attackerRuling(r, s, target, target)->clause, "PL-COMBAT-1"); // the enemy itself
  s = play(r, s, {"attack 0505 with " + core::formatHex(inf)});
  const auto spent = attackerRuling(r, s, inf, target);
  ASSERT_TRUE(spent);
  EXPECT_NE(spent->message.find("already attacked"), std::string::npos);
  // Who may attack the cavalry now, and a target nothing can reach, with the reasons.
  const Attackers who = attackersOf(r, s, target);
  EXPECT_EQ(who.units, std::vector<Hex>{far_gun});
  EXPECT_FALSE(who.none);
  const Attackers nobody = attackersOf(r, s, H("0907"));
  EXPECT_TRUE(nobody.units.empty());
  ASSERT_TRUE(nobody.none);
  EXPECT_NE(nobody.none->message.find("no unit of Rouge can attack 0907"), std::string::npos)
      << nobody.none->message;
  // Not in combat: the phase is the reason.
  EXPECT_EQ(attackersOf(r, setup({"i0504"}, {"c0505"}), target).none->clause, "PL-COMBAT-1");
  EXPECT_EQ(attackerRuling(r, setup({"i0504"}, {"c0505"}), H("0504"), target)->clause, "PL-COMBAT-1");
}

TEST(PlRules, PL_COMBAT_2_InfantryAndCavalryAttackInContactOnly) {
  const Rules r = board(kOpen);
  const State s = setup({"i0503", "c0502"}, {"c0505"}, Phase::Combat);
  EXPECT_EQ(clauseOf(r, s, "attack 0505 with 0503"), "PL-COMBAT-2");
  EXPECT_EQ(clauseOf(r, s, "attack 0505 with 0502"), "PL-COMBAT-2");
}

TEST(PlRules, PL_FIRE_1_ArtilleryFiresAtTwoOrThreeHexesNeverInContact) {
  const Rules r = board(kOpen);
  EXPECT_EQ(clauseOf(r, setup({"a0504"}, {"i0505"}, Phase::Combat), "attack 0505 with 0504"), "PL-FIRE-1");
  EXPECT_EQ(clauseOf(r, setup({"a0503"}, {"i0505"}, Phase::Combat), "attack 0505 with 0503"), "ok");
  EXPECT_EQ(clauseOf(r, setup({"a0502"}, {"i0505"}, Phase::Combat), "attack 0505 with 0502"), "ok");
  EXPECT_EQ(clauseOf(r, setup({"a0501"}, {"i0505"}, Phase::Combat), "attack 0505 with 0501"), "PL-FIRE-1");
  // An enemy beside the gun does not stop it firing at another one further off.
  EXPECT_EQ(clauseOf(r, setup({"a0503"}, {"i0505", "c0402"}, Phase::Combat), "attack 0505 with 0503"), "ok");
  EXPECT_EQ(clauseOf(board(kOpen, "fire_when_engaged: false"),
                     setup({"a0503"}, {"i0505", "c0402"}, Phase::Combat), "attack 0505 with 0503"),
            "PL-FIRE-1");
  const Rules far = board(kOpen, "max_fire_range: 4");
  EXPECT_EQ(clauseOf(far, setup({"a0501"}, {"i0505"}, Phase::Combat), "attack 0505 with 0501"), "ok");
}

TEST(PlRules, PL_FIRE_2_TheLineOfFireZigzagsPastOwnUnitsNotPastEnemiesOrPlanetoids) {
  const Rules r = board(kOpen);
  // One hex between gun and target: only 0504 can carry the line.
  EXPECT_EQ(clauseOf(r, setup({"a0503", "i0504"}, {"i0505"}, Phase::Combat), "attack 0505 with 0503"), "ok");
  EXPECT_EQ(clauseOf(r, setup({"a0503"}, {"i0505", "i0504"}, Phase::Combat), "attack 0505 with 0503"),
            "PL-FIRE-2");
  EXPECT_EQ(clauseOf(board(with(kOpen, {{"0504", 'o'}})), setup({"a0503"}, {"i0505"}, Phase::Combat),
                     "attack 0505 with 0503"),
            "PL-FIRE-2");
  EXPECT_EQ(clauseOf(board(with(kOpen, {{"0504", '@'}})), setup({"a0503"}, {"i0505"}, Phase::Combat),
                     "attack 0505 with 0503"),
            "ok"); // black holes do not block by default
  EXPECT_EQ(clauseOf(board(with(kOpen, {{"0504", '@'}}), "black_holes_block_fire: true"),
                     setup({"a0503"}, {"i0505"}, Phase::Combat), "attack 0505 with 0503"),
            "PL-FIRE-2");
  EXPECT_EQ(clauseOf(board(kOpen, "enemies_block_fire: false"),
                     setup({"a0503"}, {"i0505", "i0504"}, Phase::Combat), "attack 0505 with 0503"),
            "ok");
  // Three hexes away: the straight line's middle blocked, the line zigzags round it.
  const Hex gun = H("0303"), target = H("0505");
  ASSERT_EQ(core::distance(gun, target), 3);
  const std::vector<Hex> straight = core::line(gun, target);
  std::vector<std::string> rows = kOpen;
  const core::OffsetCoord o = core::toOffset(straight[1]);
  rows[static_cast<std::size_t>(o.row)][static_cast<std::size_t>(o.col)] = 'o';
  const Rules blocked = board(rows);
  const State s = setup({"a0303"}, {"i0505"}, Phase::Combat);
  const std::vector<Hex> fire = lineOfFire(blocked, s, gun, target);
  ASSERT_EQ(fire.size(), 4u);
  EXPECT_EQ(std::count(fire.begin(), fire.end(), straight[1]), 0);
  EXPECT_EQ(clauseOf(blocked, s, "attack 0505 with 0303"), "ok");
  // Both middle hexes blocked: no line.
  std::vector<std::string> both = rows;
  for (const char *h : {"0304", "0403"}) {
    const core::OffsetCoord m = core::toOffset(H(h));
    both[static_cast<std::size_t>(m.row)][static_cast<std::size_t>(m.col)] = 'o';
  }
  EXPECT_EQ(clauseOf(board(both), s, "attack 0505 with 0303"), "PL-FIRE-2");
}

TEST(PlRules, PL_COMBAT_3_UnderArtilleryFireOneInContactArtilleryThree) {
  const Rules r = board(kOpen);
  // Infantry under fire defends with 1: 6 against 1, eliminated.
  const Applied fire = act(r, setup({"a0503"}, {"i0505"}, Phase::Combat), "attack 0505 with 0503");
  EXPECT_EQ(fire.odds->defence, 1);
  EXPECT_EQ(fire.fire, Fire::Artillery);
  EXPECT_EQ(fire.outcome, CombatResult::Eliminated);
  // Artillery in contact defends with 3: two infantry, 8 against 3, 2:1.
  const Applied contact =
      act(r, setup({"i0504", "i0404"}, {"a0505"}, Phase::Combat), "attack 0505 with 0504 0404");
  EXPECT_EQ(contact.odds->attack, 8);
  EXPECT_EQ(contact.odds->defence, 3);
  EXPECT_EQ(contact.fire, Fire::Contact);
  // Artillery under artillery fire keeps its 6.
  const Applied duel = act(r, setup({"a0503"}, {"a0505"}, Phase::Combat), "attack 0505 with 0503");
  EXPECT_EQ(duel.odds->defence, 6);
  EXPECT_EQ(duel.odds->text(), "1:1");
}

TEST(PlRules, PL_TERRAIN_1_AsteroidsPlusOneOwnPlanetPlusTwo) {
  const Rules r = board(with(kOpen, {{"0505", ':'}}));
  const State s = setup({"i0201", "i0101", "c0505"}, {"i0202", "i0302", "i0102", "i0807"}, Phase::Combat, 1);
  EXPECT_EQ(terrainBonus(r, 0, H("0505")), 1);
  EXPECT_EQ(terrainBonus(r, 0, H("0201")), 2);
  EXPECT_EQ(terrainBonus(r, 1, H("0201")), 0); // not on the enemy's planet
  EXPECT_EQ(terrainBonus(r, 0, H("0401")), 0); // nor on a station
  EXPECT_EQ(attackStrength(r, s, 2), 3);       // cavalry on asteroids attacks with 3 too
  const Applied a = act(r, s, "attack 0201 with 0202 0302 0102");
  EXPECT_EQ(a.odds->attack, 12);
  EXPECT_EQ(a.odds->defence, 6);
  EXPECT_EQ(a.odds->text(), "2:1");
}

TEST(PlRules, PL_TERRAIN_2_UnderFireInfantryHasOnlyOneEvenOnItsOwnPlanet) {
  // "only a strength of 1": a lone gun clears a defending infantry off its own planet (6 against 1).
  const Rules r = board(kOpen);
  const State s = setup({"a0704"}, {"i0707", "i0101"}, Phase::Combat);
  ASSERT_TRUE(r.planet(1).contains(H("0707")));
  const Applied shot = act(r, s, "attack 0707 with 0704");
  EXPECT_EQ(shot.odds->defence, 1);
  EXPECT_EQ(shot.outcome, CombatResult::Eliminated);
  EXPECT_EQ(defenceStrength(r, s, 1, H("0707"), Fire::Contact), 6); // the bonus counts on full values
  const Rules ast = board(with(kOpen, {{"0505", ':'}}));
  EXPECT_EQ(defenceStrength(ast, s, 1, H("0505"), Fire::Artillery), 1);
  EXPECT_EQ(defenceStrength(ast, s, 1, H("0505"), Fire::Contact), 5);
  // The other reading adds the bonus to the reduced values: 6 against 3, the gun alone does nothing.
  const Rules added = board(kOpen, "bonus_when_reduced: true");
  EXPECT_EQ(defenceStrength(added, s, 1, H("0707"), Fire::Artillery), 3);
  EXPECT_EQ(act(added, s, "attack 0707 with 0704").outcome, CombatResult::None);
  EXPECT_NE(yamlErrorOf("bonus_when_reduced: maybe").find("bonus_when_reduced"), std::string::npos);
}

TEST(PlRules, PL_COMBAT_4_AMixedAttackIsCountedAsContactByDefault) {
  const State s = setup({"a0503", "c0404"}, {"i0505"}, Phase::Combat);
  const Applied mixed = act(board(kOpen), s, "attack 0505 with 0503 0404");
  EXPECT_EQ(mixed.fire, Fire::Mixed);
  EXPECT_EQ(mixed.odds->attack, 8);
  EXPECT_EQ(mixed.odds->defence, 4); // its contact value
  EXPECT_EQ(mixed.odds->text(), "2:1");
  const Applied fire = act(board(kOpen, "mixed_attack: fire"), s, "attack 0505 with 0503 0404");
  EXPECT_EQ(fire.odds->defence, 1);
  EXPECT_EQ(clauseOf(board(kOpen, "mixed_attack: forbidden"), s, "attack 0505 with 0503 0404"),
            "PL-COMBAT-4");
  EXPECT_EQ(clauseOf(board(kOpen, "mixed_attack: forbidden"), s, "attack 0505 with 0503"), "ok");
}

TEST(PlRules, PL_COMBAT_5_OddsRoundedForTheDefenderFourToOneEliminatesThreeToOneRetreats) {
  const Rules r = board(kOpen);
  const State s = setup({"i0504", "i0404", "c0604"}, {"c0505", "i0103"}, Phase::Combat);
  const Applied none = act(r, s, "attack 0505 with 0604");
  EXPECT_EQ(none.odds->text(), "1:1");
  EXPECT_EQ(none.outcome, CombatResult::None);
  const Applied retreat = act(r, s, "attack 0505 with 0504 0604"); // 6 against 2
  EXPECT_EQ(retreat.outcome, CombatResult::Retreat);
  EXPECT_EQ(retreat.state.retreats.size(), 1u);
  const Applied gone = act(r, s, "attack 0505 with 0504 0404"); // 8 against 2
  EXPECT_EQ(gone.outcome, CombatResult::Eliminated);
  EXPECT_EQ(gone.state.unitAt(H("0505")), -1);
  EXPECT_TRUE(cites(gone, "PL-COMBAT-5"));
  EXPECT_EQ(gone.state.unitAt(H("0504")), 0);                           // attackers never move
  const Applied rounded = act(r, s, "attack 0505 with 0504 0404 0604"); // 10 against 2: 5:1
  EXPECT_EQ(rounded.odds->text(), "5:1");
}

// ---- retreats -----------------------------------------------------------------------------------

TEST(PlRules, PL_RETREAT_1_TheDefendersOwnerChoosesBeforeAnythingElse) {
  const Rules r = board(kOpen);
  const State s =
      act(r, setup({"i0504", "c0604"}, {"c0505", "i0103"}, Phase::Combat), "attack 0505 with 0504 0604")
          .state;
  EXPECT_EQ(s.actor(), 1);
  EXPECT_EQ(clauseOf(r, s, "end"), "PL-RETREAT-1");
  EXPECT_EQ(clauseOf(r, s, "retreat 0103 0104"), "PL-RETREAT-1");
  const Applied a = act(r, s, "retreat 0505 0506");
  EXPECT_EQ(a.state.unitAt(H("0506")), 2);
  EXPECT_TRUE(a.state.retreats.empty());
  EXPECT_EQ(a.state.actor(), 0);
}

TEST(PlRules, PL_RETREAT_2_OneHexWhereTheSameAttackFallsBelowThreeToOne) {
  // Artillery at 0503 fires at infantry on asteroids (1 + 1 = 2 when the bonus adds to the reduced
  // value, PL-TERRAIN-2): 6 against 2, 3:1.
  const Rules r = board(with(kOpen, {{"0505", ':'}}), "bonus_when_reduced: true");
  const State s = act(r, setup({"a0503"}, {"i0505", "i0103"}, Phase::Combat), "attack 0505 with 0503").state;
  ASSERT_EQ(s.retreats.size(), 1u);
  const auto routes = retreatRoutes(r, s, s.retreats.front());
  const auto offered = [&](const char *h) {
    return std::any_of(routes.begin(), routes.end(),
                       [&](const core::RetreatRoute &x) { return x.to == H(h); });
  };
  EXPECT_TRUE(offered("0504"));  // in contact with the gun: it cannot fire there
  EXPECT_FALSE(offered("0506")); // 3 hexes from the gun, in the open: 6 against 1
  for (const auto &route : routes)
    EXPECT_TRUE(route.through.empty());
  EXPECT_EQ(clauseOf(r, s, "retreat 0505 0506"), "PL-RETREAT-2");
  EXPECT_EQ(clauseOf(r, s, "retreat 0505 0503"), "PL-RETREAT-2");
  EXPECT_EQ(clauseOf(r, s, "retreat 0505 0504"), "ok");
  // Cavalry on asteroids under fire (1 + 1): 3:1. Rouge's infantry on 0403 and 0603, not in the
  // attack, overlook 0504: by default they do not count.
  const State c = setup({"a0503", "i0403", "i0603"}, {"c0505", "i0103"}, Phase::Combat);
  EXPECT_EQ(clauseOf(r, act(r, c, "attack 0505 with 0503").state, "retreat 0505 0504"), "ok");
  const Rules all =
      board(with(kOpen, {{"0505", ':'}}), "retreat_odds: all_enemies, bonus_when_reduced: true");
  // Counting them, no hex around 0505 is safe any more (the gun covers the rest): eliminated.
  const Applied hemmed = act(all, c, "attack 0505 with 0503");
  EXPECT_EQ(hemmed.state.unitAt(H("0505")), -1);
  EXPECT_TRUE(cites(hemmed, "PL-RETREAT-4"));
}

TEST(PlRules, PL_RETREAT_3_AForceFieldCarriesTheRetreatOneHexFurther) {
  const Rules r = board(with(kOpen, {{"0504", '+'}}));
  const State s =
      act(r, setup({"i0506", "c0605"}, {"c0505", "i0103"}, Phase::Combat), "attack 0505 with 0506 0605")
          .state;
  ASSERT_EQ(s.retreats.size(), 1u);
  EXPECT_EQ(clauseOf(r, s, "retreat 0505 0504"), "PL-RETREAT-2"); // never stops on the field
  EXPECT_EQ(clauseOf(r, s, "retreat 0505 0403"), "PL-RETREAT-2"); // straight on only
  const Applied a = act(r, s, "retreat 0505 0503");
  EXPECT_EQ(a.state.unitAt(H("0503")), 2);
  EXPECT_TRUE(cites(a, "PL-RETREAT-3"));
  const Rules any = board(with(kOpen, {{"0504", '+'}}), "field_retreat: any");
  EXPECT_EQ(clauseOf(any, s, "retreat 0505 0403"), "ok");
}

TEST(PlRules, PL_RETREAT_4_ABlackHoleOrNowhereToGoEliminates) {
  // Cavalry on 0505 hit at 3:1 (6 against 2); every free neighbour is a black hole.
  const Rules holes = board(with(kOpen, {{"0506", '@'}, {"0405", '@'}, {"0604", '@'}, {"0605", '@'}}));
  const State s = setup({"i0504", "c0404"}, {"c0505", "i0103"}, Phase::Combat);
  const Applied a = act(holes, s, "attack 0505 with 0504 0404");
  EXPECT_EQ(a.state.unitAt(H("0505")), -1);
  EXPECT_TRUE(a.state.retreats.empty());
  EXPECT_EQ(a.outcome, CombatResult::Eliminated);
  EXPECT_TRUE(cites(a, "PL-RETREAT-4"));
  EXPECT_NE(a.log.back().text.find("black hole"), std::string::npos);
  // A force field whose far side is a black hole is no way back either.
  const Rules field =
      board(with(kOpen, {{"0506", '+'}, {"0507", '@'}, {"0405", 'o'}, {"0604", 'o'}, {"0605", 'o'}}));
  EXPECT_EQ(act(field, s, "attack 0505 with 0504 0404").state.unitAt(H("0505")), -1);
  // Planetoids all round: eliminated, nowhere to go.
  const Rules rocks = board(with(kOpen, {{"0506", 'o'}, {"0405", 'o'}, {"0604", 'o'}, {"0605", 'o'}}));
  const Applied b = act(rocks, s, "attack 0505 with 0504 0404");
  EXPECT_EQ(b.state.unitAt(H("0505")), -1);
  EXPECT_TRUE(cites(b, "PL-RETREAT-4"));
}

// ---- the end ------------------------------------------------------------------------------------

TEST(PlRules, PL_WIN_1_ThreeUnitsOnTheEnemyPlanetAtTheEndOfAMovementWin) {
  const Rules r = board(kOpen);
  State s = setup({"i0706", "i0806", "c0906"}, {"i0101"});
  s = play(r, s, {"move 0706 0707", "move 0806 0807"});
  EXPECT_EQ(enemyPlanetHeld(r, s, 0), 2);
  const State two = play(r, s, {"end"});
  EXPECT_EQ(two.phase, Phase::Combat);
  s = play(r, s, {"move 0906 0907"});
  const Applied a = act(r, s, "end");
  EXPECT_EQ(a.state.phase, Phase::Over);
  EXPECT_EQ(a.state.winner, 0);
  EXPECT_EQ(a.state.victory, Victory::Invasion);
  EXPECT_TRUE(cites(a, "PL-WIN-1"));
  const Rules two_do = board(kOpen, "invasion: 2");
  EXPECT_EQ(play(two_do, setup({"i0707", "i0807"}, {"i0101"}), {"end"}).phase, Phase::Over);
}

TEST(PlRules, PL_WIN_2_TheLastSideWithUnitsWins) {
  const Rules r = board(kOpen);
  const Applied a = act(r, setup({"i0504", "i0404"}, {"c0505"}, Phase::Combat), "attack 0505 with 0504 0404");
  EXPECT_EQ(a.state.phase, Phase::Over);
  EXPECT_EQ(a.state.winner, 0);
  EXPECT_EQ(a.state.victory, Victory::Annihilation);
  EXPECT_TRUE(cites(a, "PL-WIN-2"));
}

TEST(PlRules, PL_WIN_3_AtTheTurnLimitMostEnemyPlanetHexesThenMostUnits) {
  const Rules r = board(kOpen);
  Rules one = r;
  one.turn_limit = 1;
  // Rouge holds one hex of Vert's planet: it wins at the limit.
  State s = play(one, setup({"i0707", "i0505"}, {"i0103"}), {"end", "end", "end"});
  Applied a = act(one, s, "end");
  EXPECT_EQ(a.state.phase, Phase::Over);
  EXPECT_EQ(a.state.winner, 0);
  EXPECT_EQ(a.state.victory, Victory::TurnLimit);
  EXPECT_TRUE(cites(a, "PL-WIN-3"));
  // As many planet hexes each (none): more units wins; the same count is a draw.
  s = play(one, setup({"i0505", "i0506"}, {"i0103"}), {"end", "end", "end"});
  EXPECT_EQ(act(one, s, "end").state.winner, 0);
  s = play(one, setup({"i0505"}, {"i0103"}), {"end", "end", "end"});
  EXPECT_EQ(act(one, s, "end").state.victory, Victory::Draw);
  Rules draw = board(kOpen, "tie_break: draw");
  draw.turn_limit = 1;
  s = play(draw, setup({"i0505", "i0506"}, {"i0103"}), {"end", "end", "end"});
  EXPECT_EQ(act(draw, s, "end").state.victory, Victory::Draw);
}

TEST(PlRules, PL_GAME_1_NothingIsAcceptedOnceTheGameIsOver) {
  const Rules r = board(kOpen);
  State s = setup({"i0505"}, {"i0103"});
  s.phase = Phase::Over;
  EXPECT_EQ(clauseOf(r, s, "end"), "PL-GAME-1");
  EXPECT_TRUE(legalActions(r, s).empty());
}

// ---- legal actions ------------------------------------------------------------------------------

TEST(PlLegal, EveryListedActionIsAcceptedAndArtilleryIsOfferedItsTargets) {
  const Rules r = board(with(kOpen, {{"0504", '+'}}));
  for (const State &s :
       {setup({"i0505", "a0303", "c0606"}, {"i0103", "c0707"}),
        setup({"a0503", "c0404", "i0604"}, {"i0505", "i0103"}, Phase::Combat), initialState(r)}) {
    const auto legal = legalActions(r, s);
    EXPECT_FALSE(legal.empty());
    for (const Action &a : legal)
      EXPECT_FALSE(validate(r, s, a).has_value()) << formatAction(r, a);
  }
  const State s = setup({"a0503", "c0404", "i0604"}, {"i0505", "i0103"}, Phase::Combat);
  const auto legal = legalActions(r, s);
  const auto has = [&](const std::string &t) {
    return std::any_of(legal.begin(), legal.end(), [&](const Action &a) { return formatAction(r, a) == t; });
  };
  EXPECT_TRUE(has("attack 0505 with 0404 0604 0503"));
  EXPECT_TRUE(has("attack 0505 with 0503"));
  EXPECT_TRUE(has("attack 0505 with 0404 0604"));
  EXPECT_TRUE(has("attack 0505 with 0404"));
  EXPECT_LE(legal.size(), 8u);
  const std::vector<double> h = estimate(r, s);
  EXPECT_NEAR(h[0] + h[1], 1.0, 1e-9);
  EXPECT_GT(h[0], h[1]); // 12 strength against 8
}

// ---- scenario errors and odd input ----------------------------------------------------------------

TEST(PlScenario, AMisspeltRuleIsNamedWithItsPlaceAndTheKnownKey) {
  try {
    board(kOpen, "zone_of_contol: true");
    FAIL() << "a misspelt rule was accepted";
  } catch (const core::YamlError &e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("test.yaml:"), std::string::npos) << what;
    EXPECT_NE(what.find("zone_of_control"), std::string::npos) << what;
  }
  EXPECT_THROW(board(kOpen, "field_retreat: sideways"), core::YamlError);
  EXPECT_THROW(board(kOpen, "min_fire_range: 3, max_fire_range: 2"), core::YamlError);
}

TEST(PlScenario, HexesFarOffTheMapAreRefusedNotThrown) {
  const Rules r = board(kOpen);
  const Hex far{500, -900};
  const std::vector<State> states = {initialState(r), setup({"i0505", "a0303"}, {"i0103"}),
                                     setup({"i0505", "a0303"}, {"i0504"}, Phase::Combat)};
  const std::vector<Action> actions = {
      Place{0, UnitType::Infantry, far}, Move{far, H("0505")},     Move{H("0505"), far},
      Attack{far, {H("0505")}},          Attack{H("0504"), {far}}, Retreat{far, far}};
  for (const State &s : states)
    for (const Action &a : actions) {
      std::optional<Ruling> ruling;
      EXPECT_NO_THROW(ruling = validate(r, s, a));
      EXPECT_TRUE(ruling.has_value());
      EXPECT_THROW(apply(r, s, a), RuleViolation);
    }
}

// The options are read from one table (game::readOptions): a range the other bound contradicts,
// a word that is not among the choices and a mistyped key each name the option and its line.
TEST(PlRules, PL_FIRE_1_PL_COMBAT_4_OptionsThatContradictOrAreMistypedAreNamed) {
  const std::string range = yamlErrorOf("min_fire_range: 4, max_fire_range: 3");
  EXPECT_NE(range.find("test.yaml:"), std::string::npos) << range;
  EXPECT_NE(range.find("rules.max_fire_range is below rules.min_fire_range"), std::string::npos) << range;
  const std::string word = yamlErrorOf("mixed_attack: fires");
  EXPECT_NE(word.find("rules.mixed_attack must be one of contact, fire, forbidden, not 'fires'"),
            std::string::npos)
      << word;
  EXPECT_NE(word.find("did you mean 'fire'"), std::string::npos) << word;
  const std::string key = yamlErrorOf("max_fire_rang: 3");
  EXPECT_NE(key.find("max_fire_range"), std::string::npos) << key;
  const Rules r = board(kOpen, "min_fire_range: 3, max_fire_range: 4, cavalry_movement: 7");
  EXPECT_EQ(r.options.min_fire_range, 3);
  EXPECT_EQ(r.options.max_fire_range, 4);
  EXPECT_EQ(r.options.movement[static_cast<std::size_t>(UnitType::Cavalry)], 7);
  EXPECT_EQ(r.options.movement[static_cast<std::size_t>(UnitType::Infantry)], 5);
}
