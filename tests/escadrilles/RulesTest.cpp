// One test (or more) per clause of docs/rules/escadrilles.md; names carry the clause ids.
#include "Fixture.h"

#include "core/Yaml.h"
#include "core/hex/Pose.h"

#include <algorithm>

using namespace amiraute;
using namespace amiraute::escadrilles;
using namespace amiraute::escadrilles::testing;

namespace {

/// The board with column 05 (index 4) of each row replaced: rows 1..9 top to bottom.
std::vector<std::string> column5(const std::string &column) {
  std::vector<std::string> rows = kSea;
  for (std::size_t r = 0; r < rows.size() && r < column.size(); ++r)
    rows[r][4] = column[r];
  return rows;
}

std::string yamlError(const std::vector<std::string> &bleu, const std::vector<std::string> &rouge,
                      const std::vector<std::string> &rows = kSea, const std::string &rules = "",
                      const std::string &extra = "") {
  try {
    (void)board(rows, bleu, rouge, rules, extra);
  } catch (const core::YamlError &e) {
    return e.what();
  }
  return "no error";
}

bool contains(const std::string &text, const std::string &part) {
  return text.find(part) != std::string::npos;
}

} // namespace

// ---- the map -----------------------------------------------------------------------------------

TEST(Escadrilles, ES_MAP_1_levels_facings_and_scenario_errors_at_their_line_and_column) {
  EXPECT_EQ(level(Terrain::Sea), 0);
  EXPECT_EQ(level(Terrain::Plain), 1);
  EXPECT_EQ(level(Terrain::Plateau), 2);
  // Facings clockwise from north; 05 is an odd (higher) column, 04 an even (lower) one.
  EXPECT_EQ(core::formatHex(core::step(H("0505"), 1)), "0504");
  EXPECT_EQ(core::formatHex(core::step(H("0505"), 2)), "0604");
  EXPECT_EQ(core::formatHex(core::step(H("0505"), 3)), "0605");
  EXPECT_EQ(core::formatHex(core::step(H("0505"), 4)), "0506");
  EXPECT_EQ(core::formatHex(core::step(H("0405"), 2)), "0505");
  EXPECT_EQ(core::formatHex(core::step(H("0405"), 5)), "0306");

  const Rules r = board(column5("~.^#"), {plane(1, "0509", 1)}, {plane(1, "0101", 4)});
  EXPECT_EQ(r.terrainAt(H("0502")), Terrain::Plain);
  EXPECT_EQ(r.terrainAt(H("0503")), Terrain::Plateau);
  EXPECT_EQ(r.terrainAt(H("0504")), Terrain::Dark);

  const std::string unknown = yamlError({plane(1, "0509", 1)}, {plane(1, "0101", 4)}, {"~~x"});
  EXPECT_TRUE(contains(unknown, "test.yaml:4:7: unknown terrain symbol 'x'")) << unknown;
  try {
    (void)parseRules(
        "game: escadrilles\nmap:\n  terrain: |\n    ~~\n  legend: {'~': sea}\n  rivers: [\"0101-0201\"]\n"
        "sides: []\n",
        "test.yaml");
    FAIL() << "rivers accepted";
  } catch (const core::YamlError &e) {
    EXPECT_TRUE(contains(e.what(), "test.yaml:6:") && contains(e.what(), "ES-MAP-1")) << e.what();
  }
  const std::string option =
      yamlError({plane(1, "0509", 1)}, {plane(1, "0101", 4)}, kSea, "line_of_fire: nearest");
  EXPECT_TRUE(contains(option, "test.yaml:") && contains(option, "nearest_plane")) << option;
  const std::string key =
      yamlError({plane(1, "0509", 1)}, {plane(1, "0101", 4)}, kSea, "deliberate_crashes: false");
  EXPECT_TRUE(contains(key, "did you mean 'deliberate_crash'")) << key;
}

TEST(Escadrilles, ES_MAP_2_a_plane_off_the_map_leaves_the_game) {
  const Rules r = board(kSea, {plane(1, "0502", 1), plane(2, "0909", 4)}, {plane(1, "0105", 3)});
  State s = initialState(r);
  ASSERT_EQ(s.phase, Phase::Movement); // every speed forced at 2
  const Flight f = flown(r, s, "move Bleu 1 1 1");
  EXPECT_EQ(f.outcome, Outcome::OffMap);
  EXPECT_EQ(f.end, H("0501")); // the last hex on the map
  s = play(r, s, {"move Bleu 1 1 1"});
  EXPECT_EQ(planeOf(s, 0, 1).fate, Fate::LeftMap);
  EXPECT_EQ(s.alive(0), 1);
  EXPECT_EQ(s.shotDownBy(1), 0); // not shot down
  // A plane whose first hex is off the map has no other way.
  EXPECT_EQ(flown(r, s, "move Bleu 2 4").outcome, Outcome::OffMap);

  // A path that goes on after leaving the map: the plane has left, the rest is not flown (and no
  // sentence names the hex off the map, which has no CCRR number: found by tools/soak).
  const Applied beyond = apply(r, initialState(r), parseAction(r, "move Bleu 1 1 1 1"));
  EXPECT_EQ(beyond.flight->outcome, Outcome::OffMap);
  EXPECT_EQ(beyond.flight->unflown, 1);
  EXPECT_EQ(planeOf(beyond.state, 0, 1).fate, Fate::LeftMap);

  // rules.off_map: forbidden — refused while a path stays on the map (here the 120° turn back).
  const Rules f2 =
      board(kSea, {plane(1, "0502", 1), plane(2, "0909", 4)}, {plane(1, "0105", 3)}, "off_map: forbidden");
  State t = initialState(f2);
  EXPECT_EQ(clauseOf(f2, t, "move Bleu 1 1 1"), "ES-MAP-2");
  EXPECT_EQ(clauseOf(f2, t, "move Bleu 1 1 3"), "ok");
  t = play(f2, t, {"move Bleu 1 1 3"});
  EXPECT_EQ(clauseOf(f2, t, "move Bleu 2 4"), "ok"); // nothing stays on the map: it still leaves
}

// ---- the squadrons -----------------------------------------------------------------------------

TEST(Escadrilles, ES_SIDE_1_planes_numbered_1_to_9_one_a_hex_never_on_dark_nor_off_the_map) {
  const Rules r = board(column5("~~~~#"), {plane(3, "0509", 1), plane(1, "0508", 1)}, {plane(1, "0101", 4)});
  ASSERT_EQ(r.planes[0].size(), 2u);
  EXPECT_EQ(r.planes[0][0].number, 1); // sorted by number
  const State s = initialState(r);
  EXPECT_EQ(s.planes.size(), 3u);
  EXPECT_EQ(planeOf(s, 0, 3).hex, H("0509"));

  EXPECT_TRUE(
      contains(yamlError({plane(1, "0505", 1)}, {plane(1, "0101", 4)}, column5("~~~~#")), "test.yaml:17:") &&
      contains(yamlError({plane(1, "0505", 1)}, {plane(1, "0101", 4)}, column5("~~~~#")), "dark hex 0505"));
  const std::string twice = yamlError({plane(1, "0505", 1)}, {plane(1, "0505", 4)});
  EXPECT_TRUE(contains(twice, "test.yaml:20:") && contains(twice, "both start on 0505")) << twice;
  const std::string off = yamlError({plane(1, "1005", 1)}, {plane(1, "0101", 4)});
  EXPECT_TRUE(contains(off, "test.yaml:17:") && contains(off, "off the map")) << off;
  const std::string number = yamlError({plane(10, "0505", 1)}, {plane(1, "0101", 4)});
  EXPECT_TRUE(contains(number, "test.yaml:17:") && contains(number, "plane.number")) << number;
  const std::string dup = yamlError({plane(2, "0505", 1), plane(2, "0506", 1)}, {plane(1, "0101", 4)});
  EXPECT_TRUE(contains(dup, "two planes numbered 2")) << dup;
  const std::string facing = yamlError({plane(1, "0505", 7)}, {plane(1, "0101", 4)});
  EXPECT_TRUE(contains(facing, "plane.facing")) << facing;
  std::vector<std::string> ten;
  for (int n = 1; n <= 9; ++n)
    ten.push_back(plane(n, (std::string("0") + std::to_string(n) + "01").c_str(), 4));
  ten.push_back(plane(1, "0102", 4));
  EXPECT_TRUE(contains(yamlError(ten, {plane(1, "0909", 4)}), "at most nine"));
  const std::string first =
      yamlError({plane(1, "0505", 1)}, {plane(1, "0101", 4)}, kSea, "", "first: Vert\n");
  EXPECT_TRUE(contains(first, "unknown squadron 'Vert'")) << first;
  EXPECT_EQ(board(kSea, {plane(1, "0505", 1)}, {plane(1, "0101", 4)}, "", "first: rouge\n").first, 1);
}

TEST(Escadrilles, ES_SIDE_2_a_plane_given_speed_chooses_within_one_of_it_from_the_first_turn) {
  const Rules r = board(kSea, {plane(1, "0509", 1, 3), plane(2, "0709", 1)}, {plane(1, "0101", 4, 6)});
  const State s = initialState(r);
  EXPECT_EQ(s.phase, Phase::Speeds);
  EXPECT_EQ(planeOf(s, 0, 2).speed, 2); // no speed: the first turn's 2
  EXPECT_EQ(planeOf(s, 0, 1).speed, 0); // to choose: 2 to 4
  EXPECT_EQ(speedRange(r, planeOf(s, 0, 1)).low, 2);
  EXPECT_EQ(speedRange(r, planeOf(s, 0, 1)).high, 4);
  EXPECT_EQ(speedRange(r, planeOf(s, 1, 1)).low, 5);
  EXPECT_EQ(speedRange(r, planeOf(s, 1, 1)).high, 6);
  EXPECT_EQ(clauseOf(r, s, "speeds Bleu 1:4"), "ok");
  EXPECT_EQ(clauseOf(r, s, "speeds Bleu 1:5"), "ES-SPEED-1");
  EXPECT_EQ(clauseOf(r, s, "speeds Rouge 1:4"), "ES-SPEED-1");
}

// ---- the turn ----------------------------------------------------------------------------------

TEST(Escadrilles, ES_TURN_1_speeds_then_the_first_squadron_flies_and_fires_then_the_second) {
  const Rules r = board(kSea, {plane(1, "0509", 1)}, {plane(1, "0901", 4)}, "", "first: Rouge\n");
  State s = initialState(r);
  EXPECT_EQ(s.phase, Phase::Movement);
  EXPECT_EQ(actor(r, s), 1);
  EXPECT_EQ(clauseOf(r, s, "move Bleu 1 1 1"), "ES-TURN-1");
  s = play(r, s, {"move Rouge 1 4 4"});
  EXPECT_EQ(actor(r, s), 1); // Rouge still has to end
  s = play(r, s, {"end"});
  EXPECT_EQ(s.moving, 0);
  EXPECT_EQ(actor(r, s), 0);
  s = play(r, s, {"move Bleu 1 1 1", "end"});
  EXPECT_EQ(s.turn, 2);
  EXPECT_EQ(s.phase, Phase::Speeds);
  EXPECT_EQ(actor(r, s), 1); // the same squadron first again
  EXPECT_EQ(clauseOf(r, s, "move Rouge 1 4 4"), "ES-TURN-1");
  EXPECT_EQ(clauseOf(r, s, "end"), "ES-TURN-1");
  s = play(r, s, {"speeds Rouge 1:2", "speeds Bleu 1:3"});
  EXPECT_EQ(s.phase, Phase::Movement);
  EXPECT_EQ(s.moving, 1);

  const Rules alt = board(kSea, {plane(1, "0509", 1)}, {plane(1, "0901", 4)}, "alternate_first: true");
  State a = play(alt, {"move Bleu 1 1 1", "end", "move Rouge 1 4 4", "end"});
  EXPECT_EQ(a.turn, 2);
  EXPECT_EQ(a.first, 1);
  EXPECT_EQ(actor(alt, a), 1);
  a = play(alt, a, {"speeds Bleu 1:2", "speeds Rouge 1:2"});
  EXPECT_EQ(a.moving, 1);
}

TEST(Escadrilles, ES_TURN_2_planes_fly_once_each_in_number_order_and_end_waits_for_all) {
  const Rules r =
      board(kSea, {plane(1, "0109", 1), plane(2, "0309", 1), plane(3, "0408", 1)}, {plane(1, "0901", 4)});
  State s = initialState(r);
  EXPECT_EQ(clauseOf(r, s, "move Bleu 2 1 1"), "ES-TURN-2");
  EXPECT_EQ(clauseOf(r, s, "end"), "ES-TURN-2");
  EXPECT_EQ(clauseOf(r, s, "move Bleu 4 1 1"), "ES-SIDE-1");
  s = play(r, s, {"move Bleu 1 1 1"});
  EXPECT_EQ(clauseOf(r, s, "move Bleu 1 1 1"), "ES-TURN-2"); // once
  // Plane 2 rams plane 3 (a friend, not moved yet): both crash, and plane 3 is skipped.
  s = play(r, s, {"move Bleu 2 1 3"});
  EXPECT_EQ(planeOf(s, 0, 3).fate, Fate::Crashed);
  EXPECT_EQ(s.nextToMove(), -1);
  EXPECT_EQ(clauseOf(r, s, "move Bleu 3 1 1"), "ES-TURN-2");
  EXPECT_EQ(clauseOf(r, s, "end"), "ok");
}

// ---- speeds ------------------------------------------------------------------------------------

TEST(Escadrilles, ES_SPEED_1_two_on_the_first_turn_then_keep_or_change_by_one_within_2_to_6) {
  const Rules r = board(kSea, {plane(1, "0509", 1)}, {plane(1, "0901", 4)});
  State s = initialState(r);
  EXPECT_EQ(planeOf(s, 0, 1).speed, 2);
  EXPECT_EQ(planeOf(s, 1, 1).speed, 2);
  s = play(r, s, {"move Bleu 1 1 1", "end", "move Rouge 1 4 4", "end"});
  EXPECT_EQ(planeOf(s, 0, 1).last, 2);
  EXPECT_EQ(clauseOf(r, s, "speeds Bleu 1:1"), "ES-SPEED-1");
  EXPECT_EQ(clauseOf(r, s, "speeds Bleu 1:4"), "ES-SPEED-1");
  EXPECT_EQ(clauseOf(r, s, "speeds Bleu 1:7"), "ES-SPEED-1");
  EXPECT_EQ(clauseOf(r, s, "speeds Bleu 1:2"), "ok");
  EXPECT_EQ(clauseOf(r, s, "speeds Bleu 1:3"), "ok");

  Plane p;
  p.last = 6;
  EXPECT_EQ(speedRange(r, p).low, 5);
  EXPECT_EQ(speedRange(r, p).high, 6);
  p.last = 4;
  EXPECT_EQ(speedRange(r, p).low, 3);
  EXPECT_EQ(speedRange(r, p).high, 5);

  const Rules fast = board(kSea, {plane(1, "0509", 1)}, {plane(1, "0901", 4)}, "first_turn_speed: 3");
  EXPECT_EQ(planeOf(initialState(fast), 0, 1).speed, 3);
}

TEST(Escadrilles, ES_SPEED_2_secret_speeds_in_any_order_until_all_are_in_then_movement_starts) {
  const Rules r = board(kSea, {plane(1, "0509", 1, 3), plane(2, "0709", 1, 3)}, {plane(1, "0101", 4, 3)});
  State s = initialState(r);
  EXPECT_EQ(s.phase, Phase::Speeds);
  EXPECT_EQ(actor(r, s), 0);
  // The second squadron may commit first; the first keeps the turn while it has planes to set.
  const Applied rouge = apply(r, s, parseAction(r, "speeds Rouge 1:4"));
  s = rouge.state;
  EXPECT_EQ(actor(r, s), 0);
  // The log tells everybody that Rouge set a speed, and only Rouge what it is.
  ASSERT_EQ(rouge.log.size(), 2u);
  EXPECT_TRUE(rouge.log[0].visibleTo(game::kPublic));
  EXPECT_FALSE(contains(rouge.log[0].text, "1:4"));
  EXPECT_TRUE(contains(rouge.log[1].text, "1:4"));
  EXPECT_TRUE(rouge.log[1].visibleTo(1));
  EXPECT_FALSE(rouge.log[1].visibleTo(0));
  EXPECT_FALSE(rouge.log[1].visibleTo(game::kPublic));
  EXPECT_EQ(clauseOf(r, s, "speeds Bleu 1:3 1:2"), "ES-SPEED-2");
  s = play(r, s, {"speeds Bleu 2:2"});
  EXPECT_EQ(s.phase, Phase::Speeds);
  s = play(r, s, {"speeds Rouge 1:2"}); // a new speed before all are in
  EXPECT_EQ(planeOf(s, 1, 1).speed, 2);
  s = play(r, s, {"speeds Bleu 1:4"});
  EXPECT_EQ(s.phase, Phase::Movement);
  EXPECT_EQ(s.moving, 0);
  EXPECT_EQ(clauseOf(r, s, "speeds Bleu 1:3"), "ES-SPEED-2"); // too late now
  // The computer's choices: one plane at a time, lowest number first, one action per speed.
  const State t = initialState(r);
  const auto legal = legalActions(r, t);
  ASSERT_EQ(legal.size(), 3u);
  EXPECT_EQ(formatAction(r, legal[0]), "speeds Bleu 1:2");
  EXPECT_EQ(formatAction(r, legal[2]), "speeds Bleu 1:4");
}

TEST(Escadrilles, ES_SPEED_3_a_squadrons_speeds_are_hidden_from_the_other_until_its_movement_starts) {
  const Rules r = board(kSea, {plane(1, "0509", 1, 3), plane(2, "0709", 1)}, {plane(1, "0101", 4, 3)});
  State s = play(r, {"speeds Rouge 1:4", "speeds Bleu 1:2"});
  ASSERT_EQ(s.phase, Phase::Movement); // Bleu moves first: its speeds are out, Rouge's are not
  EXPECT_EQ(planeOf(observe(r, s, 0), 1, 1).speed, kHiddenSpeed);
  EXPECT_EQ(planeOf(observe(r, s, game::kPublic), 1, 1).speed, kHiddenSpeed);
  EXPECT_EQ(planeOf(observe(r, s, 1), 1, 1).speed, 4);
  EXPECT_EQ(planeOf(observe(r, s, 1), 0, 1).speed, 2);
  // During the speeds phase each squadron sees only its own.
  const State early = play(r, {"speeds Rouge 1:4", "speeds Rouge 1:3"});
  EXPECT_EQ(planeOf(observe(r, early, 0), 1, 1).speed, kHiddenSpeed);
  EXPECT_EQ(planeOf(observe(r, early, 1), 1, 1).speed, 3);
  EXPECT_EQ(planeOf(observe(r, early, game::kPublic), 0, 2).speed, 2); // forced: no secret
  // A state drawn from Bleu's view looks the same to Bleu and holds a legal speed for Rouge.
  std::mt19937_64 rng(7);
  for (int k = 0; k < 20; ++k) {
    const State seen = observe(r, s, 0);
    const State drawn = determinize(r, seen, 0, rng);
    EXPECT_EQ(observe(r, drawn, 0), seen);
    EXPECT_TRUE(speedRange(r, planeOf(drawn, 1, 1)).contains(planeOf(drawn, 1, 1).speed));
  }
  // Once Rouge's movement starts, everybody sees its speeds.
  s = play(r, s, {"move Bleu 1 1 1", "move Bleu 2 1 1", "end"});
  EXPECT_EQ(planeOf(observe(r, s, 0), 1, 1).speed, 4);
  EXPECT_EQ(planeOf(observe(r, s, game::kPublic), 1, 1).speed, 4);
}

// ---- movement ----------------------------------------------------------------------------------

TEST(Escadrilles, ES_MOVE_1_a_plane_spends_exactly_its_points) {
  const Rules r = board(kSea, {plane(1, "0509", 1)}, {plane(1, "0101", 4)});
  const State s = initialState(r);
  EXPECT_EQ(clauseOf(r, s, "move Bleu 1 1"), "ES-MOVE-1");     // a point left
  EXPECT_EQ(clauseOf(r, s, "move Bleu 1 1 1 1"), "ES-MOVE-1"); // one hex too many
  const Flight f = flown(r, s, "move Bleu 1 1 1");
  EXPECT_EQ(f.outcome, Outcome::Safe);
  EXPECT_EQ(f.points, 2);
  EXPECT_EQ(f.end, H("0507"));
  EXPECT_EQ(f.facing, 1);
  const State t = play(r, s, {"move Bleu 1 1 2"});
  EXPECT_EQ(planeOf(t, 0, 1).hex, H("0607"));
  EXPECT_EQ(planeOf(t, 0, 1).facing, 2);
}

TEST(Escadrilles, ES_MOVE_2_climbing_costs_a_point_a_level_descending_gives_one_back) {
  // Column 05 from the top: plateau rows 4-5, plain 6-7, sea 8-9.
  const Rules up = board(column5("~~~^^..~~"), {plane(1, "0509", 1, 5)}, {plane(1, "0101", 4)});
  const State s = play(up, {"speeds Bleu 1:6"});
  // sea->sea 1, sea->plain 2, plain->plain 1, plain->plateau 2: six points for four hexes.
  EXPECT_EQ(clauseOf(up, s, "move Bleu 1 1 1 1 1 1"), "ES-MOVE-1");
  const Flight f = flown(up, s, "move Bleu 1 1 1 1 1");
  EXPECT_EQ(f.outcome, Outcome::Safe);
  EXPECT_EQ(f.end, H("0505"));
  EXPECT_EQ(f.points, 6);
  // Sea straight to plateau costs 3.
  const Rules cliff = board(column5("~~~~~~~^~"), {plane(1, "0509", 1, 3)}, {plane(1, "0101", 4)});
  const State c = play(cliff, {"speeds Bleu 1:3"});
  const Flight g = flown(cliff, c, "move Bleu 1 1");
  EXPECT_EQ(g.outcome, Outcome::Safe);
  EXPECT_EQ(g.end, H("0508"));
  EXPECT_EQ(g.points, 3);
  EXPECT_EQ(g.path, std::vector<Hex>({H("0508")}));
  // Down from a plateau at speed 2: plateau->plain +1, plain->sea +1: four hexes for two points.
  const Rules down = board(column5("~^.~~~~~~"), {plane(1, "0502", 4, 3)}, {plane(1, "0101", 4)});
  const State d = play(down, {"speeds Bleu 1:2"});
  EXPECT_EQ(clauseOf(down, d, "move Bleu 1 4 4"), "ES-MOVE-1");
  const Flight h = flown(down, d, "move Bleu 1 4 4 4 4");
  EXPECT_EQ(h.end, H("0506"));
  EXPECT_EQ(h.points, 4); // spent, bonuses included
  // A climb and a descent of the same height cancel out.
  const Rules hump = board(column5("~~~~~~.~~"), {plane(1, "0509", 1, 3)}, {plane(1, "0101", 4)});
  const State u = play(hump, {"speeds Bleu 1:4"});
  EXPECT_EQ(flown(hump, u, "move Bleu 1 1 1 1 1").end, H("0505")); // four hexes for four points
}

TEST(Escadrilles, ES_MOVE_3_the_first_hex_is_straight_ahead) {
  const Rules r = board(kSea, {plane(1, "0505", 2)}, {plane(1, "0101", 4)});
  const State s = initialState(r);
  EXPECT_EQ(clauseOf(r, s, "move Bleu 1 1 1"), "ES-MOVE-3"); // plane 1, north then north
  EXPECT_EQ(clauseOf(r, s, "move Bleu 1 3 3"), "ES-MOVE-3");
  EXPECT_EQ(clauseOf(r, s, "move Bleu 1 2 1"), "ok");
  EXPECT_EQ(clauseOf(r, s, "move Bleu 1 2 2"), "ok");
}

TEST(Escadrilles, ES_MOVE_4_changes_of_direction_by_speed_at_most_one_per_hex) {
  EXPECT_EQ(turnAllowance(6), 1);
  EXPECT_EQ(turnAllowance(5), 1);
  EXPECT_EQ(turnAllowance(4), 2);
  EXPECT_EQ(turnAllowance(3), 2);
  EXPECT_EQ(turnAllowance(2), 1);
  EXPECT_EQ(largestTurn(2), 2);
  EXPECT_EQ(largestTurn(3), 1);
  const Rules r = board(kSea, {plane(1, "0509", 1)}, {plane(1, "0101", 4)});
  const State s = initialState(r);
  const auto ruling = [&](std::vector<int> dirs, int speed) {
    const Flown f = fly(r, s, 0, dirs, speed);
    return f.refusal ? f.refusal->clause : std::string(outcomeName(f.flight.outcome));
  };
  EXPECT_EQ(ruling({1, 1, 2, 2, 2, 2}, 6), "safe");
  EXPECT_EQ(ruling({1, 2, 2, 1, 1, 1}, 6), "ES-MOVE-4"); // two changes at 6
  EXPECT_EQ(ruling({1, 1, 6, 6, 6}, 5), "safe");
  EXPECT_EQ(ruling({1, 6, 1, 1, 1}, 5), "ES-MOVE-4");
  EXPECT_EQ(ruling({1, 2, 1, 1}, 4), "safe"); // two changes at 4
  EXPECT_EQ(ruling({1, 2, 1, 6}, 4), "ES-MOVE-4");
  EXPECT_EQ(ruling({1, 2, 3, 3}, 4), "safe");
  EXPECT_EQ(ruling({1, 3, 3, 3}, 4), "ES-MOVE-4"); // 120° only at 2
  EXPECT_EQ(ruling({1, 6, 1}, 3), "safe");
  EXPECT_EQ(ruling({1, 3, 3}, 3), "ES-MOVE-4");
  EXPECT_EQ(ruling({1, 3}, 2), "safe"); // one change of 120° at 2
  EXPECT_EQ(ruling({1, 5}, 2), "safe");
  EXPECT_EQ(ruling({1, 4}, 2), "ES-MOVE-4"); // never 180°
  const Flown one = fly(r, s, 0, {1, 3}, 2);
  EXPECT_EQ(one.flight.turns, 1);
  EXPECT_EQ(one.flight.end, H("0608"));
}

// ---- crashes -----------------------------------------------------------------------------------

TEST(Escadrilles, ES_CRASH_1_a_plane_that_enters_a_dark_hex_crashes) {
  const Rules r = board(column5("~~~~~~#~~"), {plane(1, "0509", 1)}, {plane(1, "0101", 4)});
  const State s = initialState(r);
  const Flight f = flown(r, s, "move Bleu 1 1 1");
  EXPECT_EQ(f.outcome, Outcome::Dark);
  EXPECT_EQ(f.end, H("0507"));
  const State t = play(r, s, {"move Bleu 1 1 1"});
  EXPECT_EQ(planeOf(t, 0, 1).fate, Fate::Crashed);
  // A path that goes on after the crash: the plane has flown into it; the rest is not flown.
  EXPECT_EQ(clauseOf(r, s, "move Bleu 1 1 1 2"), "ok");
  const Flight on = flown(r, s, "move Bleu 1 1 1 2");
  EXPECT_EQ(on.outcome, Outcome::Dark);
  EXPECT_EQ(on.end, H("0507"));
  EXPECT_EQ(on.unflown, 1);
}

TEST(Escadrilles, ES_CRASH_2_a_plane_without_the_points_to_climb_crashes) {
  const Rules r = board(column5("~~~~~~^~~"), {plane(1, "0509", 1)}, {plane(1, "0101", 4)});
  const State s = initialState(r);
  const Flight f = flown(r, s, "move Bleu 1 1 1"); // 1 point left, the plateau wants 3
  EXPECT_EQ(f.outcome, Outcome::Climb);
  EXPECT_EQ(f.end, H("0507"));
  EXPECT_EQ(f.left, 1);
  EXPECT_EQ(play(r, s, {"move Bleu 1 1 1"}).alive(0), 0);
}

TEST(Escadrilles, ES_CRASH_3_two_planes_in_a_hex_both_crash_friend_or_foe_passing_through_too) {
  const Rules r = board(kSea, {plane(1, "0509", 1, 3)}, {plane(1, "0508", 4, 3), plane(2, "0909", 1, 3)});
  const State s = play(r, {"speeds Bleu 1:3", "speeds Rouge 1:3 2:3"});
  // A path through Rouge 1's hex: at a table the plane has flown into it, and both crash there.
  EXPECT_EQ(clauseOf(r, s, "move Bleu 1 1 1 1"), "ok");
  const Applied through = apply(r, s, parseAction(r, "move Bleu 1 1 1 1"));
  EXPECT_EQ(through.flight->outcome, Outcome::Collision);
  EXPECT_EQ(through.flight->end, H("0508"));
  EXPECT_EQ(through.flight->unflown, 2);
  EXPECT_EQ(planeOf(through.state, 0, 1).fate, Fate::Crashed);
  EXPECT_EQ(planeOf(through.state, 1, 1).fate, Fate::Crashed);
  std::string said;
  for (const auto &e : through.log)
    said += e.text + "\n";
  EXPECT_TRUE(contains(said, "collides with Rouge 1 on 0508: both crash")) << said;
  EXPECT_TRUE(contains(said, "the last 2 directions of the path given are not flown")) << said;
  const Flight f = flown(r, s, "move Bleu 1 1");
  EXPECT_EQ(f.outcome, Outcome::Collision);
  EXPECT_EQ(f.other, s.planeIndex(1, 1));
  EXPECT_EQ(f.end, H("0508"));
  const State t = play(r, s, {"move Bleu 1 1"});
  EXPECT_EQ(planeOf(t, 0, 1).fate, Fate::Crashed);
  EXPECT_EQ(planeOf(t, 1, 1).fate, Fate::Crashed);
  // A friend that has flown stands on its new hex; one that has not, on its old one.
  const Rules f2 = board(kSea, {plane(1, "0509", 1), plane(2, "0707", 6)}, {plane(1, "0101", 4)});
  const State u = initialState(f2);
  EXPECT_EQ(fly(f2, u, 1, {6, 5}).flight.outcome, Outcome::Safe); // 0606, 0507: empty for now
  const State v = play(f2, u, {"move Bleu 1 1 1"});               // Bleu 1 to 0507
  EXPECT_EQ(fly(f2, v, 1, {6, 5}).flight.outcome, Outcome::Collision);
  EXPECT_EQ(clauseOf(f2, v, "move Bleu 2 6 5"), "ok");
  const Rules f3 = board(kSea, {plane(1, "0509", 1), plane(2, "0508", 4)}, {plane(1, "0101", 4)});
  const Flight ff = flown(f3, initialState(f3), "move Bleu 1 1");
  EXPECT_EQ(ff.outcome, Outcome::Collision);
  EXPECT_EQ(ff.other, 1);
}

TEST(Escadrilles, ES_CRASH_4_a_doomed_plane_may_break_its_limits_and_crashes_a_safe_one_may_not) {
  // Straight ahead is dark: every path within the limits crashes.
  const Rules r = board(column5("~~~#~~~~~"), {plane(1, "0505", 1)}, {plane(1, "0101", 4)});
  const State s = initialState(r);
  const Reach reach = reachOf(r, s, 0);
  EXPECT_FALSE(reach.canFinish());
  ASSERT_EQ(reach.losses.size(), 1u);
  EXPECT_EQ(reach.losses[0].outcome, Outcome::Dark);
  const auto legal = legalActions(r, s);
  ASSERT_EQ(legal.size(), 1u);
  EXPECT_EQ(formatAction(r, legal[0]), "move Bleu 1 1");
  EXPECT_EQ(clauseOf(r, s, "move Bleu 1 2 1"), "ok"); // a turn on the first hex: allowed, and fatal
  const Applied a = apply(r, s, parseAction(r, "move Bleu 1 2 1"));
  EXPECT_EQ(a.flight->outcome, Outcome::TurnLimit);
  EXPECT_EQ(a.flight->end, H("0505")); // it falls where it would have had to break the limit
  EXPECT_EQ(planeOf(a.state, 0, 1).fate, Fate::Crashed);
  // With a safe way, breaking the limit is refused.
  const Rules open = board(kSea, {plane(1, "0505", 1)}, {plane(1, "0101", 4)});
  EXPECT_EQ(clauseOf(open, initialState(open), "move Bleu 1 2 1"), "ES-MOVE-3");
}

TEST(Escadrilles, ES_CRASH_5_deliberate_crashes_and_ramming_are_allowed_unless_the_option_forbids_them) {
  const std::vector<std::string> bleu = {plane(1, "0509", 1)};
  const std::vector<std::string> rouge = {plane(1, "0507", 4)};
  const Rules r = board(column5("~~~~~~#~~"), bleu, {plane(1, "0101", 4)});
  const State s = initialState(r);
  EXPECT_EQ(clauseOf(r, s, "move Bleu 1 1 1"), "ok"); // into the dark hex 0507 on purpose
  // Ramming an enemy is among the computer's choices.
  const Rules ram = board(kSea, bleu, rouge);
  const State t = initialState(ram);
  const auto legal = legalActions(ram, t);
  EXPECT_NE(std::find(legal.begin(), legal.end(), Action(Move{0, 1, {1, 1}})), legal.end());
  EXPECT_EQ(apply(ram, t, Move{0, 1, {1, 1}}).state.alive(1), 0);

  const Rules careful = board(kSea, bleu, rouge, "deliberate_crash: false");
  const State c = initialState(careful);
  EXPECT_EQ(clauseOf(careful, c, "move Bleu 1 1 1"), "ES-CRASH-5");
  EXPECT_EQ(clauseOf(careful, c, "move Bleu 1 1 2"), "ok");
  const auto safe = legalActions(careful, c);
  EXPECT_EQ(std::find(safe.begin(), safe.end(), Action(Move{0, 1, {1, 1}})), safe.end());
  // Forced crashes are still crashes.
  const Rules doomed = board(column5("~~~~~~~#~"), bleu, rouge, "deliberate_crash: false");
  EXPECT_EQ(clauseOf(doomed, initialState(doomed), "move Bleu 1 1"), "ok");
}

// ---- shooting ----------------------------------------------------------------------------------

TEST(Escadrilles, ES_FIRE_1_a_plane_pointing_at_an_enemy_1_or_2_hexes_ahead_shoots_it_down) {
  // Bleu 1 flies 0508 -> 0506 facing north: Rouge 1 on 0504 is 2 ahead, Rouge 2 on 0503 is 3.
  const Rules r =
      board(kSea, {plane(1, "0508", 1)}, {plane(1, "0504", 3), plane(2, "0303", 4), plane(3, "0101", 4)});
  State s = play(r, {"move Bleu 1 1 1"});
  const auto shots = shotsOf(r, s, 0);
  ASSERT_EQ(shots.size(), 1u);
  EXPECT_EQ(shots[0].target, s.planeIndex(1, 1));
  const Applied a = apply(r, s, EndMovement{});
  ASSERT_EQ(a.shots.size(), 1u);
  EXPECT_EQ(planeOf(a.state, 1, 1).fate, Fate::ShotDown);
  EXPECT_EQ(a.state.shotDownBy(0), 1);
  // Rouge does not fire back before its own movement ends.
  EXPECT_EQ(a.state.alive(0), 1);
  // Beside the line, or 3 away: safe.
  const Rules wide = board(kSea, {plane(1, "0508", 1)}, {plane(1, "0604", 3), plane(2, "0503", 4)});
  EXPECT_TRUE(shotsOf(wide, play(wide, {"move Bleu 1 1 1"}), 0).empty());
  // Two planes on one target: shot down once, by both.
  const Rules two = board(kSea, {plane(1, "0506", 1), plane(2, "0403", 3)}, {plane(1, "0504", 3)});
  const auto both = shotsOf(two, initialState(two), 0);
  ASSERT_EQ(both.size(), 1u);
  EXPECT_EQ(both[0].shooters.size(), 2u);
}

TEST(Escadrilles, ES_FIRE_2_the_nearest_plane_in_the_line_stops_the_fire_by_default) {
  const std::vector<std::string> masked_bleu = {plane(1, "0505", 1), plane(2, "0504", 3)};
  const std::vector<std::string> masked_rouge = {plane(1, "0503", 3)};
  const std::vector<std::string> shielded_bleu = {plane(1, "0505", 1)};
  const std::vector<std::string> shielded_rouge = {plane(1, "0504", 3), plane(2, "0503", 3)};
  const auto targets = [](const std::string &option, const std::vector<std::string> &b,
                          const std::vector<std::string> &rr) {
    const Rules r = board(kSea, b, rr, option);
    return lineOfFire(r, initialState(r), 0).targets.size();
  };
  EXPECT_EQ(targets("", masked_bleu, masked_rouge), 0u);     // a friend masks
  EXPECT_EQ(targets("", shielded_bleu, shielded_rouge), 1u); // the nearest enemy shields the other
  EXPECT_EQ(targets("line_of_fire: nearest_enemy", masked_bleu, masked_rouge), 1u);
  EXPECT_EQ(targets("line_of_fire: nearest_enemy", shielded_bleu, shielded_rouge), 1u);
  EXPECT_EQ(targets("line_of_fire: all", masked_bleu, masked_rouge), 1u);
  EXPECT_EQ(targets("line_of_fire: all", shielded_bleu, shielded_rouge), 2u);
  const Rules r = board(kSea, masked_bleu, masked_rouge);
  EXPECT_EQ(lineOfFire(r, initialState(r), 0).masked_by, 1);
  EXPECT_EQ(lineOfFire(r, initialState(r), 0).hexes, std::vector<Hex>({H("0504")}));
}

TEST(Escadrilles, ES_FIRE_3_terrain_does_not_stop_fire_unless_dark_blocks_fire) {
  const std::vector<std::string> bleu = {plane(1, "0505", 1)};
  const std::vector<std::string> rouge = {plane(1, "0503", 3)};
  const Rules r = board(column5("~~^#~~~~~"), bleu, rouge);
  EXPECT_EQ(lineOfFire(r, initialState(r), 0).targets.size(), 1u);
  EXPECT_EQ(lineOfFire(r, initialState(r), 0).hexes, std::vector<Hex>({H("0504"), H("0503")}));
  const Rules blocked = board(column5("~~^#~~~~~"), bleu, rouge, "dark_blocks_fire: true");
  EXPECT_TRUE(lineOfFire(blocked, initialState(blocked), 0).targets.empty());
}

// ---- end of the game ---------------------------------------------------------------------------

TEST(Escadrilles, ES_WIN_1_the_last_squadron_in_the_air_wins_at_once) {
  const Rules r = board(kSea, {plane(1, "0508", 1), plane(2, "0909", 1)}, {plane(1, "0504", 3)});
  State s = play(r, {"move Bleu 1 1 1", "move Bleu 2 1 1"});
  const Applied a = apply(r, s, EndMovement{});
  EXPECT_EQ(a.state.phase, Phase::Over);
  EXPECT_EQ(a.state.winner, 0);
  EXPECT_EQ(a.state.victory, Victory::Annihilation);
  ASSERT_FALSE(a.log.empty());
  EXPECT_EQ(a.log.back().clauses, std::vector<std::string>({"ES-WIN-1"}));
  // The last two planes collide: nobody is left, the tie-break decides (a draw here).
  const Rules last = board(kSea, {plane(1, "0509", 1)}, {plane(1, "0507", 4)});
  const State t = play(last, {"move Bleu 1 1 1"});
  EXPECT_EQ(t.phase, Phase::Over);
  EXPECT_EQ(t.winner, -1);
  EXPECT_EQ(t.victory, Victory::Draw);
  EXPECT_EQ(game::winnerReturns({{"Bleu", "Rouge"}, {}}, t.winner), std::vector<double>({0.5, 0.5}));
}

TEST(Escadrilles, ES_WIN_2_at_the_turn_limit_more_planes_in_the_air_wins) {
  const Rules r =
      board(kSea, {plane(1, "0109", 1), plane(2, "0309", 1)}, {plane(1, "0901", 4)}, "", "turn_limit: 1\n");
  State s = play(r, {"move Bleu 1 1 1", "move Bleu 2 1 1", "end", "move Rouge 1 4 4"});
  EXPECT_EQ(s.phase, Phase::Movement);
  s = play(r, s, {"end"});
  EXPECT_EQ(s.phase, Phase::Over);
  EXPECT_EQ(s.winner, 0);
  EXPECT_EQ(s.victory, Victory::MorePlanes);
  EXPECT_EQ(clauseOf(r, s, "end"), "ES-GAME-1");
}

TEST(Escadrilles, ES_WIN_3_a_tie_goes_to_the_squadron_that_shot_down_more_else_a_draw) {
  // Bleu 1 shoots down Rouge 1; Bleu 2 flies into the dark hex 0908: one plane each at the end.
  const std::vector<std::string> rows = {"~~~~~~~~~", "~~~~~~~~~", "~~~~~~~~~", "~~~~~~~~~", "~~~~~~~~~",
                                         "~~~~~~~~~", "~~~~~~~~~", "~~~~~~~~#", "~~~~~~~~~"};
  const std::vector<std::string> bleu = {plane(1, "0508", 1), plane(2, "0909", 1)};
  const std::vector<std::string> rouge = {plane(1, "0504", 3), plane(2, "0101", 4)};
  const std::vector<std::string> moves = {"move Bleu 1 1 1", "move Bleu 2 1", "end", "move Rouge 2 4 4",
                                          "end"};
  const Rules r = board(rows, bleu, rouge, "", "turn_limit: 1\n");
  const State s = play(r, moves);
  EXPECT_EQ(s.alive(0), 1);
  EXPECT_EQ(s.alive(1), 1);
  EXPECT_EQ(s.winner, 0);
  EXPECT_EQ(s.victory, Victory::TieBreak);
  const Rules draw = board(rows, bleu, rouge, "tie_break: draw", "turn_limit: 1\n");
  const State d = play(draw, moves);
  EXPECT_EQ(d.winner, -1);
  EXPECT_EQ(d.victory, Victory::Draw);
}

TEST(Escadrilles, ES_GAME_1_nothing_is_accepted_once_the_game_is_over) {
  const Rules r = board(kSea, {plane(1, "0509", 1)}, {plane(1, "0507", 4)});
  const State s = play(r, {"move Bleu 1 1 1"});
  ASSERT_EQ(s.phase, Phase::Over);
  EXPECT_EQ(clauseOf(r, s, "end"), "ES-GAME-1");
  EXPECT_EQ(clauseOf(r, s, "speeds Bleu 1:2"), "ES-GAME-1");
  EXPECT_TRUE(legalActions(r, s).empty());
  EXPECT_THROW((void)apply(r, s, EndMovement{}), RuleViolation);
}
