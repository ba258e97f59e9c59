// One test (or more) per clause of docs/rules/objectif-villes.md; names carry the clause ids.
#include "games/objectif_villes/Engine.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace amiraute;
using namespace amiraute::objectif_villes;

namespace {

Hex H(const char *t) { return core::parseHex(t); }

// A scenario from rows of terrain symbols (. plain, v city, f forest, m mountain, ~ sea).
Rules board(const std::vector<std::string> &rows, const std::string &rules = "",
            const std::string &rivers = "", const std::string &sides = "  - name: Pile\n  - name: Face\n") {
  std::string text = "game: objectif-villes\nmap:\n  terrain: |\n";
  for (const auto &r : rows)
    text += "    " + r + "\n";
  text += "  legend: {'.': plain, v: city, f: forest, m: mountain, '~': sea}\n";
  if (!rivers.empty()) text += "  rivers: [" + rivers + "]\n";
  text += "sides:\n" + sides;
  if (!rules.empty()) text += "rules: {" + rules + "}\n";
  return parseRules(text, "test.yaml");
}

const std::vector<std::string> kOpen = {".........", ".........", ".........", ".........",
                                        ".........", ".........", "........."};

// A position with exactly these pieces on the board and none in hand.
State setup(const std::vector<const char *> &pile, const std::vector<const char *> &face,
            Phase phase = Phase::Movement, int side = 0) {
  State s;
  s.phase = phase;
  s.side = side;
  for (const char *h : pile)
    s.pieces.push_back({0, PieceStatus::OnBoard, H(h), false, false});
  for (const char *h : face)
    s.pieces.push_back({1, PieceStatus::OnBoard, H(h), false, false});
  return s;
}

std::string clauseOf(const Rules &r, const State &s, const std::string &action) {
  const auto ruling = validate(r, s, parseAction(r, action));
  return ruling ? ruling->clause : "ok";
}

State play(const Rules &r, State s, const std::vector<std::string> &actions) {
  for (const auto &a : actions)
    s = apply(r, s, parseAction(r, a)).state;
  return s;
}

bool hasPieceOn(const State &s, const char *h) { return s.pieceAt(H(h)) >= 0; }

} // namespace

// ---- actions as text --------------------------------------------------------------------------

TEST(OvAction, TextFormsParseBack) {
  const Rules r = board(kOpen, "", "", "  - name: Pile\n  - name: \"Face cachée\"\n");
  for (const char *text : {"place Pile 0304", "place \"Face cachée\" 0101", "move 0304 0507",
                           "attack 0506 with 0405 0406", "retreat 0506 0607", "end"})
    EXPECT_EQ(formatAction(r, parseAction(r, std::string(text))), text);
  EXPECT_THROW(parseAction(r, std::string("move 0304")), ActionSyntaxError);
  EXPECT_THROW(parseAction(r, std::string("move 0304 x")), ActionSyntaxError);
  EXPECT_THROW(parseAction(r, std::string("attack 0506 0405")), ActionSyntaxError);
  EXPECT_THROW(parseAction(r, std::string("place Tranche 0304")), ActionSyntaxError);
  EXPECT_THROW(parseAction(r, std::string("fly 0304")), ActionSyntaxError);
}

// ---- placement ---------------------------------------------------------------------------------

TEST(OvRules, OV_SIDE_1_TenPiecesASideInHand) {
  const Rules r = board(kOpen);
  const State s = initialState(r);
  EXPECT_EQ(s.inHand(0), 10);
  EXPECT_EQ(s.inHand(1), 10);
  EXPECT_EQ(s.phase, Phase::Placement);
}

TEST(OvRules, OV_PLACE_1_SidesAlternateStartingWithFirst) {
  const Rules r = board(kOpen, "pieces_per_side: 2");
  State s = initialState(r);
  EXPECT_EQ(clauseOf(r, s, "place Face 0101"), "OV-PLACE-1");
  EXPECT_EQ(clauseOf(r, s, "end"), "OV-PLACE-1");
  EXPECT_EQ(clauseOf(r, s, "move 0101 0102"), "OV-TURN-1");
  s = play(r, s, {"place Pile 0101"});
  EXPECT_EQ(s.side, 1);
  EXPECT_EQ(clauseOf(r, s, "place Pile 0102"), "OV-PLACE-1");
  s = play(r, s, {"place Face 0907", "place Pile 0102"});
  EXPECT_EQ(s.phase, Phase::Placement);
  const Applied last = apply(r, s, parseAction(r, std::string("place Face 0906")));
  EXPECT_EQ(last.state.phase, Phase::Movement);
  EXPECT_EQ(last.state.side, 0);
  EXPECT_EQ(last.state.turn, 1);
  EXPECT_NE(std::find(last.clauses.begin(), last.clauses.end(), "OV-PLACE-1"), last.clauses.end());
}

TEST(OvRules, OV_PLACE_1_FirstSideFromScenario) {
  Rules r = board(kOpen, "pieces_per_side: 1");
  r.first = 1;
  State s = initialState(r);
  EXPECT_EQ(s.side, 1);
  s = play(r, s, {"place Face 0101", "place Pile 0907"});
  EXPECT_EQ(s.phase, Phase::Movement);
  EXPECT_EQ(s.side, 1);
}

TEST(OvRules, OV_PLACE_2_EmptyLandHexesOnly) {
  const Rules r = board({"~....", ".....", "....."}, "pieces_per_side: 2");
  State s = initialState(r);
  EXPECT_EQ(clauseOf(r, s, "place Pile 0101"), "OV-PLACE-2");
  EXPECT_EQ(clauseOf(r, s, "place Pile 0907"), "OV-PLACE-2");
  s = play(r, s, {"place Pile 0201"});
  EXPECT_EQ(clauseOf(r, s, "place Face 0201"), "OV-PLACE-2");
}

TEST(OvRules, OV_PLACE_3_NoMoreThanFourCitiesDuringPlacement) {
  const Rules r = board({"v.v.v.v.v", ".........", "........."}, "pieces_per_side: 6");
  State s = initialState(r);
  s = play(r, s,
           {"place Pile 0101", "place Face 0103", "place Pile 0301", "place Face 0303", "place Pile 0501",
            "place Face 0503", "place Pile 0701", "place Face 0703"});
  EXPECT_EQ(citiesHeld(r, s, 0), 4);
  EXPECT_EQ(clauseOf(r, s, "place Pile 0901"), "OV-PLACE-3");
  EXPECT_EQ(clauseOf(r, s, "place Pile 0902"), "ok");
}

TEST(OvRules, OV_PLACE_4_PlacementConflictEliminatesAt4To1) {
  // Face on a plain (1); Pile places on the neighbouring mountain (4): 4:1, eliminated at once.
  const Rules r = board({".m.", "...", "..."}, "pieces_per_side: 2");
  State s = initialState(r);
  s = play(r, s, {"place Pile 0303", "place Face 0101"});
  const Applied a = apply(r, s, parseAction(r, std::string("place Pile 0201")));
  EXPECT_FALSE(hasPieceOn(a.state, "0101"));
  ASSERT_TRUE(a.odds.has_value());
  EXPECT_EQ(a.odds->text(), "4:1");
  EXPECT_NE(std::find(a.clauses.begin(), a.clauses.end(), "OV-PLACE-4"), a.clauses.end());
}

TEST(OvRules, OV_PLACE_4_PlacementConflictForcesRetreatAt3To1) {
  const Rules r = board({".f...", ".....", "....."}, "pieces_per_side: 2");
  State s = initialState(r);
  // Face on 0301 (plain 1); Pile places on the forest 0201 next to it (3): 3:1, retreat.
  s = play(r, s, {"place Pile 0503", "place Face 0301", "place Pile 0201"});
  ASSERT_EQ(s.retreats.size(), 1u);
  EXPECT_EQ(s.actor(), 1);
  EXPECT_EQ(clauseOf(r, s, "place Face 0505"), "OV-RETREAT-1");   // blocked until the retreat
  EXPECT_EQ(clauseOf(r, s, "retreat 0301 0302"), "OV-RETREAT-2"); // still next to the forest
  EXPECT_EQ(clauseOf(r, s, "retreat 0301 0401"), "ok");
  s = play(r, s, {"retreat 0301 0401"});
  EXPECT_TRUE(hasPieceOn(s, "0401"));
  EXPECT_EQ(s.side, 1); // Face still has its placement turn
}

TEST(OvRules, OV_PLACE_4_OptionTurnsConflictsOff) {
  const Rules r = board({".m.", "...", "..."}, "pieces_per_side: 2, placement_combat: false");
  State s = play(r, initialState(r), {"place Pile 0303", "place Face 0101", "place Pile 0201"});
  EXPECT_TRUE(hasPieceOn(s, "0101"));
}

TEST(OvRules, OV_PLACE_5_AllPiecesPreplacedSkipsPlacement) {
  const Rules r =
      board(kOpen, "pieces_per_side: 1", "",
            "  - name: Pile\n    pieces: [{hex: \"0101\"}]\n  - name: Face\n    pieces: [{hex: \"0907\"}]\n");
  const State s = initialState(r);
  EXPECT_EQ(s.phase, Phase::Movement);
  EXPECT_EQ(s.side, 0);
  const Rules partial = board(kOpen, "pieces_per_side: 2", "",
                              "  - name: Pile\n    pieces: [{hex: \"0101\"}]\n  - name: Face\n");
  EXPECT_EQ(initialState(partial).phase, Phase::Placement);
  EXPECT_EQ(initialState(partial).inHand(0), 1);
}

// ---- movement ------------------------------------------------------------------------------

TEST(OvRules, OV_MOVE_1_EachPieceOncePerTurnAnyNumberOfPieces) {
  const Rules r = board(kOpen);
  State s = setup({"0101", "0103"}, {"0907"});
  s = play(r, s, {"move 0101 0201"});
  EXPECT_EQ(clauseOf(r, s, "move 0201 0301"), "OV-MOVE-1");
  EXPECT_EQ(clauseOf(r, s, "end"), "ok");                   // the other piece need not move
  EXPECT_EQ(clauseOf(r, s, "move 0505 0506"), "OV-MOVE-1"); // no piece there
}

TEST(OvRules, OV_MOVE_2_EnteringCostsTerrainAndNeverMoreThanLeft) {
  // A corridor: mountain (4) then plain (1) uses all 5 points; a city (2) after it is too far.
  const Rules r = board({"~~~~~~", ".m..v.", "~~~~~~"});
  const State s = setup({"0102"}, {"0602"});
  EXPECT_EQ(clauseOf(r, s, "move 0102 0202"), "ok");
  EXPECT_EQ(clauseOf(r, s, "move 0102 0302"), "ok");
  EXPECT_EQ(clauseOf(r, s, "move 0102 0402"), "OV-MOVE-2");
  const Applied a = apply(r, s, parseAction(r, std::string("move 0102 0302")));
  EXPECT_EQ(a.cost, 5);
  EXPECT_EQ(a.path, (std::vector<Hex>{H("0102"), H("0202"), H("0302")}));
  const Reach reach = reachOf(r, s, H("0102"));
  ASSERT_EQ(reach.destinations.size(), 2u);
  EXPECT_EQ(reach.destinations[1].cost, 5);
}

TEST(OvRules, OV_MOVE_2_RiversCostNothingToCross) {
  const Rules with = board({"~~~~~~", "......", "~~~~~~"}, "", "\"0202-0302\"");
  const State s = setup({"0102"}, {"0602"});
  EXPECT_EQ(apply(with, s, parseAction(with, std::string("move 0102 0502"))).cost, 4);
}

TEST(OvRules, OV_MOVE_3_SeaAndOffMapAreImpassable) {
  const Rules r = board({"~~~~~~", "..~...", "~~~~~~"});
  const State s = setup({"0102"}, {"0602"});
  EXPECT_EQ(clauseOf(r, s, "move 0102 0302"), "OV-MOVE-3");
  EXPECT_EQ(clauseOf(r, s, "move 0102 0402"), "OV-MOVE-2"); // the only way crosses the sea
  EXPECT_EQ(clauseOf(r, s, "move 0102 0902"), "OV-MOVE-3");
}

TEST(OvRules, OV_MOVE_4_OnePiecePerHexPassThroughFriendsNotEnemies) {
  const Rules r = board({"~~~~~~", "......", "~~~~~~"});
  const State s = setup({"0102", "0202"}, {"0502"});
  EXPECT_EQ(clauseOf(r, s, "move 0102 0202"), "OV-MOVE-4");
  EXPECT_EQ(clauseOf(r, s, "move 0102 0302"), "ok");        // through the friend on 0202
  EXPECT_EQ(clauseOf(r, s, "move 0102 0602"), "OV-MOVE-2"); // blocked by the enemy on 0502
  const Rules strict = board({"~~~~~~", "......", "~~~~~~"}, "pass_through_friends: false");
  EXPECT_EQ(clauseOf(strict, s, "move 0102 0302"), "OV-MOVE-2");
}

TEST(OvRules, OV_ZOC_1_EnteringANeighbourOfAnEnemyStopsTheMove) {
  const Rules zoc = board(kOpen, "zone_of_control: true");
  const Rules free = board(kOpen);
  // Face on 0504; 0404 is next to it. Moving 0104 → 0404 is fine, beyond it along the row is not.
  const State s = setup({"0104"}, {"0504"});
  EXPECT_EQ(clauseOf(zoc, s, "move 0104 0404"), "ok");
  EXPECT_EQ(clauseOf(free, s, "move 0104 0604"), "ok");
  EXPECT_EQ(clauseOf(zoc, s, "move 0104 0604"), "OV-ZOC-1");
  // A piece that starts next to an enemy may leave.
  const State adjacent = setup({"0404"}, {"0504"});
  EXPECT_EQ(clauseOf(zoc, adjacent, "move 0404 0104"), "ok");
}

TEST(OvRules, OV_TURN_1_MovementThenCombatThenTheOtherSide) {
  const Rules r = board(kOpen, "", "", "  - name: Pile\n  - name: Face\n");
  State s = setup({"0101"}, {"0907"});
  EXPECT_EQ(clauseOf(r, s, "move 0907 0906"), "OV-TURN-1");
  EXPECT_EQ(clauseOf(r, s, "attack 0907 with 0101"), "OV-COMBAT-1");
  s = play(r, s, {"move 0101 0102", "end"});
  EXPECT_EQ(s.phase, Phase::Combat);
  EXPECT_EQ(clauseOf(r, s, "move 0102 0103"), "OV-TURN-1");
  s = play(r, s, {"end"});
  EXPECT_EQ(s.phase, Phase::Movement);
  EXPECT_EQ(s.side, 1);
  EXPECT_EQ(s.turn, 1);
  s = play(r, s, {"end", "end"});
  EXPECT_EQ(s.side, 0);
  EXPECT_EQ(s.turn, 2);
  EXPECT_EQ(clauseOf(r, s, "move 0102 0103"), "ok"); // moved flags reset for the new turn
}

TEST(OvRules, OV_TURN_2_WhoBeginsPlacesAndMovesFirstUnlessTheOptionSaysOtherwise) {
  // Our reading: the side that begins places first and moves first in every turn.
  const Rules plain = board(kOpen, "pieces_per_side: 1");
  State s = play(plain, initialState(plain), {"place Pile 0101", "place Face 0907"});
  EXPECT_EQ(s.phase, Phase::Movement);
  EXPECT_EQ(s.side, 0);
  EXPECT_EQ(plain.firstMover(), 0);

  // moves_first: second_placer — Face placed second, so Face moves first in turn 1 and every turn.
  const Rules other = board(kOpen, "pieces_per_side: 1, moves_first: second_placer");
  const Applied placed = apply(other, play(other, initialState(other), {"place Pile 0101"}),
                               parseAction(other, std::string("place Face 0907")));
  s = placed.state;
  EXPECT_EQ(s.phase, Phase::Movement);
  EXPECT_EQ(s.side, 1);
  EXPECT_EQ(s.turn, 1);
  EXPECT_NE(std::find(placed.clauses.begin(), placed.clauses.end(), "OV-TURN-2"), placed.clauses.end());
  EXPECT_EQ(clauseOf(other, s, "move 0101 0102"), "OV-TURN-1"); // Pile waits for Face
  s = play(other, s, {"end", "end"});
  EXPECT_EQ(s.side, 0);
  EXPECT_EQ(s.turn, 1); // Pile's half of turn 1
  s = play(other, s, {"end", "end"});
  EXPECT_EQ(s.side, 1);
  EXPECT_EQ(s.turn, 2); // a new turn begins with Face again

  // With every piece on the map at the start there was no placement: `first` moves first.
  const Rules deployed =
      board(kOpen, "pieces_per_side: 1, moves_first: second_placer", "",
            "  - name: Pile\n    pieces: [{hex: \"0101\"}]\n  - name: Face\n    pieces: [{hex: \"0907\"}]\n");
  EXPECT_EQ(initialState(deployed).side, 0);
  EXPECT_EQ(deployed.firstMover(), 0);

  // The option is checked like the others: a mistyped word is named.
  try {
    board(kOpen, "moves_first: second");
    ADD_FAILURE() << "moves_first: second was accepted";
  } catch (const std::exception &e) {
    EXPECT_NE(std::string(e.what()).find("second_placer"), std::string::npos) << e.what();
  }
}

// ---- combat ----------------------------------------------------------------------------------

TEST(OvRules, OV_COMBAT_1_OnlyTheSideThatMovedAttacks) {
  const Rules r = board(kOpen);
  const State s = setup({"0504"}, {"0604"}, Phase::Combat, 0);
  EXPECT_EQ(clauseOf(r, s, "attack 0604 with 0504"), "ok");
  EXPECT_EQ(clauseOf(r, s, "attack 0504 with 0604"), "OV-COMBAT-2"); // own piece as defender
}

TEST(OvRules, OV_COMBAT_2_AdjacentAttackersEachOncePerTurn) {
  const Rules r = board(kOpen);
  State s = setup({"0504", "0505", "0101"}, {"0604", "0603"}, Phase::Combat, 0);
  EXPECT_EQ(clauseOf(r, s, "attack 0604 with 0101"), "OV-COMBAT-2");
  EXPECT_EQ(clauseOf(r, s, "attack 0604 with 0504 0504"), "OV-COMBAT-2");
  EXPECT_EQ(clauseOf(r, s, "attack 0604 with 0603"), "OV-COMBAT-1");
  s = play(r, s, {"attack 0604 with 0504"});
  EXPECT_EQ(clauseOf(r, s, "attack 0603 with 0504"), "OV-COMBAT-2");
  EXPECT_EQ(clauseOf(r, s, "attack 0604 with 0505"), "ok"); // a defender may be attacked again
}

TEST(OvRules, OV_COMBAT_3_StrengthIsTheTerrainValue) {
  const Rules r = board({"..f", "vm.", "..."});
  const State s = setup({"0101", "0102", "0202"}, {"0201"}, Phase::Combat, 0);
  // 0101 plain 1 + 0102 city 2 + 0202 mountain 4 = 7 against 0201 plain 1.
  const Odds o = attackOdds(r, s, Attack{H("0201"), {H("0101"), H("0102"), H("0202")}});
  EXPECT_EQ(o.attack, 7);
  EXPECT_EQ(o.defence, 1);
}

TEST(OvRules, OV_COMBAT_4_OddsRoundedInTheDefendersFavour) {
  EXPECT_EQ(computeOdds(7, 2).text(), "3:1");
  EXPECT_EQ(computeOdds(9, 4).text(), "2:1");
  EXPECT_EQ(computeOdds(8, 2).text(), "4:1");
  EXPECT_EQ(computeOdds(2, 2).text(), "1:1");
  EXPECT_EQ(computeOdds(2, 5).text(), "1:3");
  EXPECT_EQ(computeOdds(1, 4).text(), "1:4");
  EXPECT_EQ(computeOdds(3, 4).text(), "1:2");
}

TEST(OvRules, OV_COMBAT_5_ResultsByOdds) {
  EXPECT_EQ(computeOdds(4, 1).result, CombatResult::Eliminated);
  EXPECT_EQ(computeOdds(12, 3).result, CombatResult::Eliminated);
  EXPECT_EQ(computeOdds(3, 1).result, CombatResult::Retreat);
  EXPECT_EQ(computeOdds(11, 3).result, CombatResult::Retreat);
  EXPECT_EQ(computeOdds(5, 2).result, CombatResult::None);
  const Rules r = board({"...", "m..", "..."});
  const State s = setup({"0102"}, {"0201"}, Phase::Combat, 0); // mountain 4 vs plain 1
  const Applied a = apply(r, s, parseAction(r, std::string("attack 0201 with 0102")));
  EXPECT_EQ(a.outcome, CombatResult::Eliminated);
  EXPECT_FALSE(hasPieceOn(a.state, "0201"));
}

// ---- retreats ----------------------------------------------------------------------------------

TEST(OvRules, OV_RETREAT_1_DefendersOwnerChoosesAndEverythingWaits) {
  const Rules r = board({".....", "f....", ".....", "....."});
  State s = setup({"0102"}, {"0202", "0505"}, Phase::Combat, 0); // forest 3 vs plain 1: 3:1
  s = play(r, s, {"attack 0202 with 0102"});
  ASSERT_EQ(s.retreats.size(), 1u);
  EXPECT_EQ(s.actor(), 1);
  EXPECT_EQ(clauseOf(r, s, "end"), "OV-RETREAT-1");
  EXPECT_EQ(clauseOf(r, s, "retreat 0505 0504"), "OV-RETREAT-1");
  EXPECT_EQ(clauseOf(r, s, "retreat 0202 0302"), "ok");
  s = play(r, s, {"retreat 0202 0302", "end"});
  EXPECT_EQ(s.side, 1);
}

TEST(OvRules, OV_RETREAT_2_NotIntoSeaAcrossRiversOrOccupiedOrStill3To1) {
  // Face on 0202 (plain), attacked at 3:1 from the forest on 0102. Its neighbours: 0102 (the
  // attacker), 0201 sea, 0301 occupied, 0302 across a river, 0303 sea, 0103 still next to the
  // forest (3 against 1: 3:1), and 0203, out of the attacker's reach: the only way out.
  const Rules r = board({".~...", "f....", "..~..", "....."}, "", "\"0202-0302\"");
  State s = setup({"0102", "0301"}, {"0202"}, Phase::Combat, 0);
  s = play(r, s, {"attack 0202 with 0102"});
  ASSERT_EQ(s.retreats.size(), 1u);
  const auto options = retreatOptions(r, s, s.retreats.front());
  EXPECT_EQ(options, (std::vector<Hex>{H("0203")}));
  EXPECT_EQ(clauseOf(r, s, "retreat 0202 0201"), "OV-RETREAT-2");
  EXPECT_EQ(clauseOf(r, s, "retreat 0202 0302"), "OV-RETREAT-2");
  EXPECT_EQ(clauseOf(r, s, "retreat 0202 0301"), "OV-RETREAT-2");
  EXPECT_EQ(clauseOf(r, s, "retreat 0202 0103"), "OV-RETREAT-2");
  EXPECT_EQ(clauseOf(r, s, "retreat 0202 0505"), "OV-RETREAT-2");
}

TEST(OvRules, OV_RETREAT_2_OptionAllAdjacentEnemiesCount) {
  // Retreat to 0203 (plain) would sit next to Pile's 0303 mountain piece, which did not attack.
  const Rules attackers = board({".~...", "f....", "..m..", "....."}, "", "\"0202-0302\"");
  const Rules all =
      board({".~...", "f....", "..m..", "....."}, "retreat_odds: all_adjacent", "\"0202-0302\"");
  State s = setup({"0102", "0301", "0303"}, {"0202"}, Phase::Combat, 0);
  EXPECT_TRUE(core::adjacent(H("0203"), H("0303")));
  const State a = play(attackers, s, {"attack 0202 with 0102"});
  EXPECT_EQ(retreatOptions(attackers, a, a.retreats.front()), (std::vector<Hex>{H("0203")}));
  // With all adjacent enemies counted, 0203 faces 4 against 1: no retreat, the piece is lost.
  const Applied b = apply(all, s, parseAction(all, std::string("attack 0202 with 0102")));
  EXPECT_TRUE(b.state.retreats.empty());
  EXPECT_EQ(b.outcome, CombatResult::Eliminated);
  EXPECT_NE(std::find(b.clauses.begin(), b.clauses.end(), "OV-RETREAT-3"), b.clauses.end());
}

// A mistyped choice names the option, its line, the words it may be and the closest one, in the
// player's language (the options are read from one table, game::readOptions).
TEST(OvRules, OV_RETREAT_2_AMistypedChoiceIsNamedWithTheClosestWord) {
  try {
    (void)board(kOpen, "retreat_odds: all_adjacnt");
    ADD_FAILURE() << "a mistyped retreat_odds was accepted";
  } catch (const core::YamlError &e) {
    const std::string error = e.what();
    EXPECT_NE(error.find("test.yaml:"), std::string::npos) << error;
    EXPECT_NE(error.find("rules.retreat_odds must be one of attackers, all_adjacent, not 'all_adjacnt'"),
              std::string::npos)
        << error;
    EXPECT_NE(error.find("did you mean 'all_adjacent'"), std::string::npos) << error;
  }
  EXPECT_EQ(board(kOpen, "retreat_odds: all_adjacent").options.retreat_odds, RetreatOdds::AllAdjacent);
}

TEST(OvRules, OV_RETREAT_3_NowhereToGoMeansElimination) {
  const Rules r = board({"~~~", "f.~", "~~~"});
  State s = setup({"0102"}, {"0202", "0303"}, Phase::Combat, 0);
  const Applied a = apply(r, s, parseAction(r, std::string("attack 0202 with 0102")));
  EXPECT_FALSE(hasPieceOn(a.state, "0202"));
  EXPECT_EQ(a.outcome, CombatResult::Eliminated);
  EXPECT_NE(std::find(a.clauses.begin(), a.clauses.end(), "OV-RETREAT-3"), a.clauses.end());
}

// ---- victory -----------------------------------------------------------------------------------

TEST(OvRules, OV_WIN_1_SevenEightNineCitiesAtTheEndOfMovement) {
  const Rules r = board({"vvvvvvvvv", ".........", "........."});
  for (int n = 6; n <= 9; ++n) {
    std::vector<const char *> pile;
    static const char *cities[] = {"0101", "0201", "0301", "0401", "0501", "0601", "0701", "0801", "0901"};
    for (int i = 0; i < n; ++i)
      pile.push_back(cities[i]);
    const State s = play(r, setup(pile, {"0903"}), {"end"});
    if (n == 6) {
      EXPECT_EQ(s.phase, Phase::Combat);
      continue;
    }
    EXPECT_EQ(s.phase, Phase::Over);
    EXPECT_EQ(s.winner, 0);
    EXPECT_EQ(s.victory, n == 7 ? Victory::Partial : n == 8 ? Victory::Decisive : Victory::Total);
  }
}

TEST(OvRules, OV_WIN_2_EliminatingEveryEnemyPieceIsTotal) {
  const Rules r = board({"...", "m..", "..."});
  const State s = play(r, setup({"0102"}, {"0201"}, Phase::Combat, 0), {"attack 0201 with 0102"});
  EXPECT_EQ(s.phase, Phase::Over);
  EXPECT_EQ(s.winner, 0);
  EXPECT_EQ(s.victory, Victory::Total);
}

TEST(OvRules, OV_WIN_3_TurnLimitMostCitiesTieIsADraw) {
  Rules r = board({"v.v......", ".........", "........."});
  r.turn_limit = 2;
  State s = setup({"0101", "0301"}, {"0903"});
  s = play(r, s, {"end", "end", "end", "end", "end", "end"});
  EXPECT_EQ(s.turn, 2);
  EXPECT_EQ(s.side, 1);
  s = play(r, s, {"end", "end"});
  EXPECT_EQ(s.phase, Phase::Over);
  EXPECT_EQ(s.winner, 0);
  EXPECT_EQ(s.victory, Victory::MostCities);
  State tie = setup({"0101"}, {"0301"});
  tie = play(r, tie, {"end", "end", "end", "end", "end", "end", "end", "end"});
  EXPECT_EQ(tie.phase, Phase::Over);
  EXPECT_EQ(tie.winner, -1);
  EXPECT_EQ(tie.victory, Victory::Draw);
}

TEST(OvRules, OV_GAME_1_NothingAfterTheEnd) {
  const Rules r = board({"...", "m..", "..."});
  const State s = play(r, setup({"0102"}, {"0201"}, Phase::Combat, 0), {"attack 0201 with 0102"});
  EXPECT_EQ(clauseOf(r, s, "end"), "OV-GAME-1");
  EXPECT_TRUE(legalActions(r, s).empty());
}

TEST(OvRules, ReplayReachesTheSameState) {
  const Rules r = board(kOpen, "pieces_per_side: 2");
  const std::vector<std::string> actions = {"place Pile 0101", "place Face 0907", "place Pile 0102",
                                            "place Face 0906", "move 0101 0303",  "end"};
  State live = initialState(r);
  for (const auto &a : actions)
    live = apply(r, live, parseAction(r, a)).state;
  EXPECT_EQ(replay(r, actions), live);
  EXPECT_EQ(replay(r, actions).hash(), live.hash());
  EXPECT_THROW(replay(r, {"place Face 0101"}), RuleViolation);
}

// ---- the computer opponent's estimate ----------------------------------------------------------

TEST(OvEstimate, OV_WIN_1_OV_WIN_2_CitiesHeldAndPiecesLeftPutASideAhead) {
  const Rules r =
      board({"v.v......", ".........", ".........", ".........", ".........", ".........", "......v.v"});
  const auto ahead = [&](const State &s) { return heuristic(r, s)[0] - heuristic(r, s)[1]; };
  // Even: one city and two pieces each, the second as far from the cities as the other's.
  const State even = setup({"0101", "0505"}, {"0907", "0503"});
  EXPECT_NEAR(heuristic(r, even)[0], 0.5, 1e-9);
  // Pile takes a second city with the same pieces: ahead.
  const State city = setup({"0101", "0301"}, {"0907", "0503"});
  EXPECT_GT(ahead(city), 0.0);
  // Pile's second piece walks toward a city it does not hold: a little ahead, far less than a city.
  const State nearer = setup({"0101", "0606"}, {"0907", "0503"});
  EXPECT_GT(ahead(nearer), 0.0);
  EXPECT_LT(ahead(nearer), ahead(city));
  // Pile loses a piece, cities even: behind.
  State fewer = even;
  fewer.pieces[1].status = PieceStatus::Eliminated;
  fewer.pieces[1].hex = {};
  EXPECT_LT(ahead(fewer), 0.0);
  // Pieces still in hand count as pieces left; the estimate is a share of one.
  State hand = even;
  hand.pieces.push_back({0, PieceStatus::InHand, {}, false, false});
  EXPECT_GT(ahead(hand), 0.0);
  const auto v = heuristic(r, city);
  EXPECT_NEAR(v[0] + v[1], 1.0, 1e-9);
  EXPECT_GT(v[0], 0.0);
  EXPECT_LT(v[0], 1.0);
}
