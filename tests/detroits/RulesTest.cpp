// One test (or more) per clause of docs/rules/detroits.md; names carry the clause ids.
#include "Fixture.h"

#include "core/Yaml.h"

#include <algorithm>
#include <random>
#include <set>
#include <thread>

using namespace amiraute;
using namespace amiraute::detroits;
using namespace amiraute::detroits::testing;

namespace {

Hex S(Hex h, int facing, int times = 1) {
  for (int i = 0; i < times; ++i)
    h = core::step(h, facing);
  return h;
}

const std::string kHeader = "game: detroits\nmap:\n  terrain: |\n    ~~~~\n    ~~~~\n    ~~~~\n    ~~~~\n"
                            "  legend: {'~': sea, '#': land}\n";
const std::string kSides =
    "sides:\n  - {name: Bleu, ships: [{name: A, type: frigate, bow: \"0101\", facing: 3}]}\n"
    "  - {name: Rouge, ships: [{name: B, type: frigate, bow: \"0404\", facing: 6}]}\n";
const std::string kLights = "lighthouses: [\"0101\", \"0401\", \"0104\", \"0404\"]\n";

} // namespace

// ---- the board ---------------------------------------------------------------------------------

TEST(Detroits, DT_MAP_1_sea_and_land_and_scenario_errors_at_their_line_and_column) {
  const Rules r = board({"~~~~~~~~~", "~~~~#~~~~", "~~~~~~~~~", "~~~~~~~~~", "~~~~~~~~~", "~~~~~~~~~",
                         "~~~~~~~~~", "~~~~~~~~~", "~~~~~~~~~"},
                        {ship("A", "frigate", "0101", 3)}, {ship("B", "frigate", "0909", 6)});
  EXPECT_TRUE(r.land(H("0502")));
  EXPECT_FALSE(r.land(H("0501")));
  const std::string unknown =
      yamlError("game: detroits\nmap:\n  terrain: |\n    ~~x~\n  legend: {'~': sea}\n");
  EXPECT_TRUE(contains(unknown, "test.yaml:4:7")) << unknown;
  const std::string rivers = yamlError(kHeader + "  rivers: [\"0101-0201\"]\n" + kLights + kSides);
  EXPECT_TRUE(contains(rivers, "test.yaml:9:")) << rivers;
  const std::string option = yamlError(kHeader + kLights + kSides + "rules: {zone_victory: contestd}\n");
  EXPECT_TRUE(contains(option, "test.yaml:") && contains(option, "did you mean 'contested'")) << option;
  const std::string key = yamlError(kHeader + kLights + kSides + "rules: {ram_damge: 3}\n");
  EXPECT_TRUE(contains(key, "did you mean 'ram_damage'")) << key;
  const std::string wind = yamlError(kHeader + kLights + kSides + "wind: nord\n");
  EXPECT_TRUE(contains(wind, "DT-WIND-1") && contains(wind, "did you mean 'north'")) << wind;
}

TEST(Detroits, DT_MAP_2_four_lighthouses_and_the_zone_between_them) {
  const std::string three = yamlError(kHeader + "lighthouses: [\"0101\", \"0401\", \"0104\"]\n" + kSides);
  EXPECT_TRUE(contains(three, "test.yaml:9:") && contains(three, "DT-MAP-2")) << three;
  const Rules r = board(sea(), {ship("A", "frigate", "0505", 1)}, {ship("B", "frigate", "0101", 4)});
  EXPECT_EQ(r.lighthouses.size(), 4u);
  EXPECT_TRUE(r.zone.contains(H("0505")));
  EXPECT_TRUE(r.zone.contains(H("0303")));
  EXPECT_FALSE(r.zone.contains(H("0101")));
  const State s = initialState(r);
  EXPECT_TRUE(inZone(r, s, 0));
  EXPECT_FALSE(inZone(r, s, 1));
  EXPECT_EQ(inZoneCount(r, s, 0), 1);
}

// ---- the fleets --------------------------------------------------------------------------------

TEST(Detroits, DT_SHIP_1_three_masters_and_frigates_their_points_and_names) {
  EXPECT_EQ(fullResistance(Kind::ThreeMaster), 17);
  EXPECT_EQ(fullResistance(Kind::Frigate), 9);
  EXPECT_EQ(lengthOf(Kind::ThreeMaster), 2);
  const Rules r = board(sea(), {ship("A", "three-master", "0505", 1), ship("C", "frigate", "0205", 1, 4)},
                        {ship("B", "frigate", "0101", 4)});
  const State s = initialState(r);
  EXPECT_EQ(shipOf(r, s, "A").resistance, 17);
  EXPECT_EQ(shipOf(r, s, "C").resistance, 4);
  EXPECT_EQ(shipOf(r, s, "b").resistance, 9); // names are found whatever the case
  const std::string twice =
      yamlError(kHeader + kLights +
                "sides:\n  - {name: Bleu, ships: [{name: A, type: frigate, bow: \"0101\", facing: 3}]}\n"
                "  - {name: Rouge, ships: [{name: a, type: frigate, bow: \"0404\", facing: 6}]}\n");
  EXPECT_TRUE(contains(twice, "DT-SHIP-1")) << twice;
  const std::string type =
      yamlError(kHeader + kLights +
                "sides:\n  - {name: Bleu, ships: [{name: A, type: frigat, bow: \"0101\", facing: 3}]}\n"
                "  - {name: Rouge, ships: [{name: B, type: frigate, bow: \"0404\", facing: 6}]}\n");
  EXPECT_TRUE(contains(type, "did you mean 'frigate'")) << type;
}

TEST(Detroits, DT_SHIP_2_a_ship_is_its_bow_and_facing_never_on_land_off_the_map_or_on_another) {
  const Rules r = board(sea(), {ship("A", "three-master", "0505", 2)}, {ship("B", "frigate", "0101", 4)});
  const State s = initialState(r);
  const std::vector<Hex> hexes = hexesOf(r, s, 0);
  ASSERT_EQ(hexes.size(), 2u);
  EXPECT_EQ(hexes[0], H("0505"));
  EXPECT_EQ(hexes[1], S(H("0505"), 5)); // the stern behind the bow
  const std::string off = [&] {
    try {
      (void)board(sea(), {ship("A", "three-master", "0501", 4)}, {ship("B", "frigate", "0101", 4)});
    } catch (const core::YamlError &e) {
      return std::string(e.what());
    }
    return std::string("no error");
  }();
  EXPECT_TRUE(contains(off, "off the map") && contains(off, "DT-SHIP-2")) << off;
  const std::string on = [&] {
    try {
      (void)board(sea(), {ship("A", "three-master", "0505", 1)}, {ship("B", "frigate", "0506", 4)});
    } catch (const core::YamlError &e) {
      return std::string(e.what());
    }
    return std::string("no error");
  }();
  EXPECT_TRUE(contains(on, "both stand on 0506") && contains(on, "DT-SHIP-2")) << on;
  std::vector<std::string> rows = sea();
  rows[4][4] = '#';
  const std::string land = [&] {
    try {
      (void)board(rows, {ship("A", "frigate", "0505", 1)}, {ship("B", "frigate", "0101", 4)});
    } catch (const core::YamlError &e) {
      return std::string(e.what());
    }
    return std::string("no error");
  }();
  EXPECT_TRUE(contains(land, "on land") && contains(land, "DT-SHIP-2")) << land;
}

// ---- the wind and the turn ---------------------------------------------------------------------

TEST(Detroits, DT_WIND_1_a_coin_for_the_wind_before_the_first_turn) {
  const Rules r =
      board(sea(), {ship("A", "frigate", "0505", 1)}, {ship("B", "frigate", "0101", 4)}, "", "wind: toss\n");
  const State s = initialState(r);
  EXPECT_EQ(actor(r, s), game::kChance);
  const auto outcomes = chanceOutcomes(r, s);
  ASSERT_EQ(outcomes.size(), 2u);
  EXPECT_DOUBLE_EQ(outcomes[0].probability + outcomes[1].probability, 1.0);
  EXPECT_EQ(clauseOf(r, s, "orders A 1"), "DT-WIND-1");
  const Played p = play(r, s, {"wind south"});
  EXPECT_EQ(p.state.wind, 4);
  EXPECT_EQ(p.state.phase, Phase::Orders);
  EXPECT_EQ(p.state.turn, 1);
  EXPECT_EQ(clauseOf(r, p.state, "wind north"), "DT-WIND-1");
  const Rules fixed = board(sea(), {ship("A", "frigate", "0505", 1)}, {ship("B", "frigate", "0101", 4)});
  EXPECT_EQ(initialState(fixed).wind, 1);
  EXPECT_EQ(actor(fixed, initialState(fixed)), 0);
}

TEST(Detroits, DT_TURN_1_orders_then_execution_then_the_next_turn) {
  const Rules r = board(sea(), {ship("A", "frigate", "0505", 1)}, {ship("B", "frigate", "0101", 4)});
  State s = initialState(r);
  EXPECT_EQ(s.phase, Phase::Orders);
  Played p = play(r, s, {"orders A 1", "seal Bleu", "seal Rouge"});
  EXPECT_EQ(p.state.phase, Phase::Execution);
  EXPECT_EQ(clauseOf(r, p.state, "orders A 1"), "DT-TURN-1");
  p = holdThrough(r, p);
  EXPECT_EQ(p.state.phase, Phase::Orders);
  EXPECT_EQ(p.state.turn, 2);
  EXPECT_EQ(shipOf(r, p.state, "A").bow.hex, H("0504"));
  EXPECT_FALSE(shipOf(r, p.state, "A").written);
}

TEST(Detroits, DT_GAME_1_nothing_after_the_end) {
  const Rules r = board(sea(), {ship("A", "frigate", "0505", 1)}, {ship("B", "frigate", "0101", 4)}, "",
                        "wind: north\nturn_limit: 1\n");
  const Played p = turn(r, initialState(r), {});
  EXPECT_EQ(p.state.phase, Phase::Over);
  EXPECT_EQ(clauseOf(r, p.state, "orders A 1"), "DT-GAME-1");
  EXPECT_TRUE(legalActions(r, p.state).empty());
  EXPECT_EQ(actor(r, p.state), game::kTerminal);
}

// ---- orders ------------------------------------------------------------------------------------

TEST(Detroits, DT_ORDER_1_the_notation_of_the_sheet_and_the_token_at_fault) {
  const Rules r = board(sea(), {ship("A", "frigate", "0505", 1)}, {ship("B", "frigate", "0101", 4)});
  const auto resolve = [&](const std::string &text) {
    return resolveOrder(r, 1, parseTokens(core::splitCommand(text)));
  };
  EXPECT_EQ(resolve("1 R 2 R 3 3").steps, (std::vector<OrderStep>{0, 1, 0, 1, 0, 0}));
  EXPECT_EQ(resolve("1 1 1 1 1 R(2)").steps, (std::vector<OrderStep>{0, 0, 0, 0, 0, 1}));
  EXPECT_EQ(resolve("1 R R 3").steps, (std::vector<OrderStep>{0, 1, 1, 0}));
  EXPECT_EQ(resolve("R 6 R(5)").steps, (std::vector<OrderStep>{-1, 0, -1}));
  EXPECT_TRUE(resolve("-").steps.empty());
  const auto fault = [&](const std::string &text) {
    const Resolved x = resolve(text);
    return x.refusal ? x.refusal->clause + " " + x.refusal->message : std::string("ok");
  };
  EXPECT_TRUE(contains(fault("1 2"), "DT-ORDER-1 token 2 ('2')")) << fault("1 2");
  EXPECT_TRUE(contains(fault("1 R 1"), "token 3")) << fault("1 R 1");
  EXPECT_TRUE(contains(fault("1 R 3"), "takes 2 R's, not 1")) << fault("1 R 3");
  EXPECT_TRUE(contains(fault("1 1 R"), "R(d)")) << fault("1 1 R");
  EXPECT_THROW((void)parseTokens({"1", "7"}), ActionSyntaxError);
  EXPECT_THROW((void)parseTokens({"X"}), ActionSyntaxError);
  // Written and read back through the action text.
  const Action a = parseAction(r, "orders A 1 R 2 R(3)");
  EXPECT_EQ(formatAction(r, a), "orders A 1 R 2 R(3)");
  EXPECT_EQ(clauseOf(r, initialState(r), "orders A 2"), "DT-ORDER-1");
  EXPECT_EQ(formatTokens(tokensOf(1, {0, 1, 1, 0, 1})), "1 R R 3 R(4)");
}

TEST(Detroits, DT_ORDER_2_six_points_a_turn_at_most) {
  const Rules r = board(sea(), {ship("A", "frigate", "0505", 1)}, {ship("B", "frigate", "0101", 4)});
  const State s = initialState(r);
  EXPECT_EQ(clauseOf(r, s, "orders A 1 1 R 2 R R(4)"), "ok");
  EXPECT_EQ(clauseOf(r, s, "orders A 1 1 R 2 R R 4"), "DT-ORDER-2");
  const Rules four =
      board(sea(), {ship("A", "frigate", "0505", 1)}, {ship("B", "frigate", "0101", 4)}, "points: 4");
  EXPECT_EQ(clauseOf(four, initialState(four), "orders A 1 1 1 1 1"), "DT-ORDER-2");
}

TEST(Detroits, DT_ORDER_3_no_order_for_a_crippled_ship) {
  const Rules r = board(sea(), {ship("A", "frigate", "0505", 1, 3), ship("C", "frigate", "0205", 1)},
                        {ship("B", "frigate", "0101", 4)});
  const State s = initialState(r);
  EXPECT_EQ(clauseOf(r, s, "orders A 1"), "DT-ORDER-3");
  EXPECT_EQ(clauseOf(r, s, "orders C 1"), "ok");
  // A fleet with no ship that takes orders is sealed at once.
  const Rules alone = board(sea(), {ship("A", "frigate", "0505", 1, 3)}, {ship("B", "frigate", "0101", 4)});
  EXPECT_TRUE(initialState(alone).sealed[0]);
  EXPECT_EQ(actor(alone, initialState(alone)), 1);
}

TEST(Detroits, DT_ORDER_4_orders_are_secret_until_both_fleets_have_sealed) {
  const Rules r = board(sea(), {ship("A", "frigate", "0505", 1)}, {ship("B", "frigate", "0101", 4)});
  Played p = play(r, initialState(r), {"orders A 1 1", "orders A 1"}); // written again: the last counts
  EXPECT_EQ(shipOf(r, p.state, "A").order, (std::vector<OrderStep>{0}));
  // The line with the order is for Bleu alone; everybody reads that an order was written.
  bool secret_line = false;
  for (const auto &e : p.log)
    if (contains(e.text, "secret order")) {
      secret_line = true;
      EXPECT_FALSE(e.visibleTo(1));
      EXPECT_FALSE(e.visibleTo(game::kPublic));
      EXPECT_TRUE(e.visibleTo(0));
    }
  EXPECT_TRUE(secret_line);
  const State rouge = observe(r, p.state, 1);
  EXPECT_TRUE(shipOf(r, rouge, "A").order.empty());
  EXPECT_TRUE(shipOf(r, rouge, "A").hidden);
  // Whether a ship has an order at all is as secret as the order: the public line names no ship,
  // and to Rouge a Bleu ship with an order looks like one without.
  for (const auto &e : p.log)
    if (e.visibleTo(game::kPublic)) {
      EXPECT_FALSE(contains(e.text, "A")) << e.text;
    }
  const State before = observe(r, initialState(r), 1);
  EXPECT_EQ(shipOf(r, rouge, "A"), shipOf(r, before, "A"));
  EXPECT_EQ(shipOf(r, observe(r, p.state, 0), "A").order, (std::vector<OrderStep>{0}));
  std::mt19937_64 rng(7);
  const State sampled = determinize(r, rouge, 1, rng);
  EXPECT_EQ(observe(r, sampled, 1), rouge);
  p = play(r, p.state, {"seal Bleu"});
  EXPECT_EQ(clauseOf(r, p.state, "orders A 1 1"), "DT-ORDER-4");
  EXPECT_EQ(clauseOf(r, p.state, "seal Bleu"), "DT-ORDER-4");
  EXPECT_EQ(actor(r, p.state), 1);
  p = play(r, p.state, {"seal Rouge"});
  // Both sealed: read out to everybody.
  EXPECT_EQ(shipOf(r, observe(r, p.state, 1), "A").order, (std::vector<OrderStep>{0}));
  EXPECT_TRUE(contains(p.text(), "Bleu's orders: A 1")) << p.text();
  EXPECT_TRUE(contains(p.text(), "Rouge's orders: B no order, stays")) << p.text();
}

TEST(Detroits, DT_ORDER_4_the_computer_writing_first_draws_the_other_fleets_orders_it_cannot_read) {
  // The search's world (Game::simultaneous): Rouge, who writes after Bleu without reading Bleu's
  // orders, has orders drawn and sealed before Bleu writes, so that no reply in Bleu's search is
  // chosen knowing its orders; and they are orders Rouge might write, not any at all.
  const Rules r = board(sea(), {ship("A", "frigate", "0508", 1), ship("C", "frigate", "0708", 1)},
                        {ship("B", "frigate", "0102", 4), ship("D", "frigate", "0902", 4)});
  const State s = initialState(r);
  ASSERT_EQ(actor(r, s), 0);
  std::mt19937_64 rng(11);
  const State world = simultaneous(r, determinize(r, observe(r, s, 0), 0, rng), 0, rng);
  EXPECT_TRUE(world.sealed[1]);
  EXPECT_FALSE(world.sealed[0]);
  EXPECT_EQ(actor(r, world), 0) << "Bleu still writes its own orders";
  for (const char *name : {"B", "D"}) {
    EXPECT_TRUE(shipOf(r, world, name).written) << name;
    EXPECT_FALSE(shipOf(r, world, name).hidden) << name;
  }
  for (const char *name : {"A", "C"})
    EXPECT_EQ(shipOf(r, world, name), shipOf(r, s, name)) << name;
  // Bleu's orders and seal then start the execution at once. Where Rouge's ships end the turn:
  // nearer the lighthouses' zone (0505) than ships given any order at all (determinize's draw of
  // sealed orders), and not always in the same place.
  const auto zoneDistance = [&](const State &after) {
    return distance(shipOf(r, after, "B").bow.hex, H("0505")) +
           distance(shipOf(r, after, "D").bow.hex, H("0505"));
  };
  const std::vector<std::string> bleu = {"orders A 1", "orders C 1", "seal Bleu"};
  const std::vector<std::string> rouge = {"orders B 4", "orders D 4", "seal Rouge"};
  const State rouge_sealed = play(r, s, rouge).state; // a hosted game lets Rouge seal first
  int drawn = 0, any = 0;
  std::set<std::pair<Hex, Hex>> ends;
  for (int k = 0; k < 40; ++k) {
    const Played p = play(r, simultaneous(r, determinize(r, observe(r, s, 0), 0, rng), 0, rng), bleu);
    EXPECT_NE(p.state.phase, Phase::Orders);
    const State after = holdThrough(r, p).state;
    drawn += zoneDistance(after);
    ends.insert({shipOf(r, after, "B").bow.hex, shipOf(r, after, "D").bow.hex});
    // The same Rouge with every order drawn at random: determinize's sample of sealed orders.
    const State random = determinize(r, observe(r, rouge_sealed, 0), 0, rng);
    any += zoneDistance(holdThrough(r, play(r, random, bleu)).state);
  }
  EXPECT_LT(drawn, any) << "Rouge's drawn orders bring it no nearer than random ones: " << drawn
                        << " against " << any;
  EXPECT_GT(ends.size(), 1u);
  // Writing second, Rouge's search draws Bleu's sealed orders again (determinize drew them at
  // random) and keeps its own; outside the orders nothing is secret.
  const State bleu_sealed = play(r, s, bleu).state;
  const State rouge_world = simultaneous(r, determinize(r, observe(r, bleu_sealed, 1), 1, rng), 1, rng);
  EXPECT_TRUE(rouge_world.sealed[0]);
  EXPECT_FALSE(rouge_world.sealed[1]);
  EXPECT_EQ(actor(r, rouge_world), 1);
  for (const char *name : {"B", "D"})
    EXPECT_EQ(shipOf(r, rouge_world, name), shipOf(r, bleu_sealed, name)) << name;
  const State executing = play(r, bleu_sealed, rouge).state;
  EXPECT_EQ(simultaneous(r, executing, 0, rng), executing);
}

// ---- movement ----------------------------------------------------------------------------------

TEST(Detroits, DT_MOVE_1_DT_MOVE_2_advances_turns_and_the_stern_that_follows) {
  const Rules r = board(sea(), {ship("A", "three-master", "0505", 1), ship("C", "frigate", "0208", 1)},
                        {ship("B", "frigate", "0101", 4)});
  const Played p = turn(r, initialState(r), {"orders A 1 R(2)", "orders C 1 R 2"});
  const Ship &a = shipOf(r, p.state, "A");
  EXPECT_EQ(a.bow.hex, H("0504"));
  EXPECT_EQ(a.bow.facing, 2);
  EXPECT_EQ(hexesOf(r, p.state, 0)[1], S(H("0504"), 5)); // swung behind the new facing
  const Ship &c = shipOf(r, p.state, "C");
  EXPECT_EQ(c.bow.hex, S(H("0207"), 2));
  EXPECT_EQ(c.bow.facing, 2);
  const std::vector<HexPose> ghost = pathOf({H("0505"), 1}, {0, 1, 0});
  ASSERT_EQ(ghost.size(), 4u);
  EXPECT_EQ(ghost.back().hex, S(H("0504"), 2));
}

TEST(Detroits, DT_MOVE_3_a_half_turn_of_three_Rs_goes_to_starboard) {
  const Rules r = board(sea(), {ship("A", "three-master", "0505", 1)}, {ship("B", "frigate", "0101", 4)});
  EXPECT_EQ(resolveOrder(r, 1, parseTokens({"R", "R", "R(4)"})).steps, (std::vector<OrderStep>{1, 1, 1}));
  const Rules port = board(sea(), {ship("A", "three-master", "0505", 1)}, {ship("B", "frigate", "0101", 4)},
                           "half_turn: port");
  EXPECT_EQ(resolveOrder(port, 1, parseTokens({"R", "R", "R(4)"})).steps,
            (std::vector<OrderStep>{-1, -1, -1}));
  for (const WriteOrder &w : candidateOrders(port, initialState(port), 0))
    EXPECT_FALSE(resolveOrder(port, 1, w.tokens).refusal) << formatTokens(w.tokens);
  // Every candidate order reads back as itself.
  const State s = initialState(r);
  const auto candidates = candidateOrders(r, s, 0);
  EXPECT_GT(candidates.size(), 20u);
  for (const WriteOrder &w : candidates)
    EXPECT_FALSE(resolveOrder(r, 1, w.tokens).refusal) << formatTokens(w.tokens);
}

// The computer keeps, per thread, what it worked out about a map (the orders from a pose, the
// distance to the zone): another map, other options or another zone must never read it.
TEST(Detroits, the_orders_and_judgements_of_one_map_are_never_read_for_another) {
  const auto ships = [](const std::vector<std::string> &rows, const std::string &options = "") {
    return board(rows, {ship("A", "three-master", "0505", 1)}, {ship("B", "frigate", "0109", 4)}, options);
  };
  const Rules open = ships(sea());
  std::vector<std::string> rows = sea();
  const core::OffsetCoord ahead = core::toOffset(S(H("0505"), 1));
  rows[static_cast<std::size_t>(ahead.row)][static_cast<std::size_t>(ahead.col)] = '#';
  const Rules walled = ships(rows);
  const Rules short_legs = ships(sea(), "points: 2");
  const auto names = [](const std::vector<WriteOrder> &orders) {
    std::vector<std::string> out;
    for (const WriteOrder &w : orders)
      out.push_back(formatTokens(w.tokens));
    return out;
  };
  const auto orders = [&](const Rules &r) { return names(candidateOrders(r, initialState(r), 0)); };
  const auto heuristicOf = [](const Rules &r) { return heuristic(r, initialState(r)); };
  Rules far_zone = open;
  far_zone.zone = core::HexSet(far_zone.map);
  far_zone.zone.insert(H("0909"));

  // Worked out alone, each in a thread of its own, where nothing was kept before.
  std::vector<std::vector<std::string>> alone(3);
  std::vector<std::vector<double>> judged(2);
  std::thread([&] { alone[0] = orders(open); }).join();
  std::thread([&] { alone[1] = orders(walled); }).join();
  std::thread([&] { alone[2] = orders(short_legs); }).join();
  std::thread([&] { judged[0] = heuristicOf(open); }).join();
  std::thread([&] { judged[1] = heuristicOf(far_zone); }).join();
  // Two three-masters move together (DT-EXEC-1); a three-master and a frigate do not.
  const Rules two_masters =
      board(sea(), {ship("A", "three-master", "0505", 1)}, {ship("B", "three-master", "0109", 4)});
  std::vector<std::vector<std::vector<int>>> groups(2);
  std::thread([&] { groups[0] = movementGroups(open); }).join();
  std::thread([&] { groups[1] = movementGroups(two_masters); }).join();
  EXPECT_EQ(groups[0], (std::vector<std::vector<int>>{{0}, {1}}));
  EXPECT_EQ(groups[1], (std::vector<std::vector<int>>{{0, 1}}));
  // The open sea lets the ship advance; land ahead does not; two points allow fewer orders.
  EXPECT_NE(std::find(alone[0].begin(), alone[0].end(), "1"), alone[0].end());
  EXPECT_EQ(std::find(alone[1].begin(), alone[1].end(), "1"), alone[1].end());
  EXPECT_LT(alone[2].size(), alone[0].size());
  EXPECT_NE(judged[0], judged[1]); // the zone far away counts the ships' approach differently

  // Asked one after another, in this thread, back and forth: each its own answer.
  for (int round = 0; round < 2; ++round) {
    EXPECT_EQ(orders(open), alone[0]);
    EXPECT_EQ(orders(walled), alone[1]);
    EXPECT_EQ(orders(short_legs), alone[2]);
    EXPECT_EQ(heuristicOf(open), judged[0]);
    EXPECT_EQ(heuristicOf(far_zone), judged[1]);
    EXPECT_EQ(movementGroups(open), groups[0]);
    EXPECT_EQ(movementGroups(two_masters), groups[1]);
  }
}

TEST(Detroits, DT_MOVE_4_a_ship_that_would_touch_land_runs_aground_and_never_moves_again) {
  std::vector<std::string> rows = sea();
  rows[0][4] = '#'; // 0501
  rows[4][6] = '#'; // 0705
  const Rules r = board(rows, {ship("A", "frigate", "0503", 1), ship("T", "three-master", "0605", 1)},
                        {ship("B", "frigate", "0109", 1)});
  const Played p = turn(r, initialState(r), {"orders A 1 1 1", "orders T R(2)"});
  const Ship &a = shipOf(r, p.state, "A");
  EXPECT_TRUE(a.aground);
  EXPECT_EQ(a.bow.hex, H("0502"));
  EXPECT_TRUE(p.cites("DT-MOVE-4"));
  EXPECT_EQ(clauseOf(r, p.state, "orders A 1"), "DT-ORDER-3");
  EXPECT_FALSE(shipOf(r, p.state, "T").aground);
  // A three-master's stern swinging onto land grounds it too, its bow where it was.
  std::vector<std::string> rows2 = sea();
  const core::OffsetCoord o = core::toOffset(hexesAt(Kind::ThreeMaster, {H("0604"), 2})[1]);
  rows2[static_cast<std::size_t>(o.row)][static_cast<std::size_t>(o.col)] = '#';
  const Rules r2 = board(rows2, {ship("T", "three-master", "0604", 1)}, {ship("B", "frigate", "0109", 1)});
  const Played q = turn(r2, initialState(r2), {"orders T R 2"});
  EXPECT_TRUE(shipOf(r2, q.state, "T").aground);
  EXPECT_EQ(shipOf(r2, q.state, "T").bow, (HexPose{H("0604"), 1}));
}

TEST(Detroits, DT_MOVE_5_off_the_map_a_ship_leaves_the_game_or_stops) {
  const Rules r = board(sea(), {ship("A", "frigate", "0502", 1), ship("C", "frigate", "0109", 1)},
                        {ship("B", "frigate", "0909", 1)});
  const Played p = turn(r, initialState(r), {"orders A 1 1 1"});
  EXPECT_TRUE(shipOf(r, p.state, "A").left);
  EXPECT_FALSE(shipOf(r, p.state, "A").afloat());
  const Rules stop = board(sea(), {ship("A", "frigate", "0502", 1), ship("C", "frigate", "0109", 1)},
                           {ship("B", "frigate", "0909", 1)}, "map_edge: stop");
  const Played q = turn(stop, initialState(stop), {"orders A 1 1 1"});
  EXPECT_FALSE(shipOf(stop, q.state, "A").left);
  EXPECT_EQ(shipOf(stop, q.state, "A").bow.hex, H("0501"));
  EXPECT_TRUE(q.cites("DT-MOVE-5"));
}
