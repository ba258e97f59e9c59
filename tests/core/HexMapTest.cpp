// The shared hex map: named hex sets (terrain kinds, sets read from a scenario, zones between
// corner hexes), hexside features, and the small geometry the hex games share (distance between
// pieces, lines of fire that may zigzag, hexes ahead of a pose).
#include "core/Yaml.h"
#include "core/hex/Map.h"
#include "core/hex/Pose.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

namespace amiraute::core {
namespace {

Hex H(const char *ccrr) { return parseHex(ccrr); }

std::set<std::string> printed(const HexSet &s) {
  std::set<std::string> out;
  for (Hex h : s)
    out.insert(formatHex(h));
  return out;
}

// A scenario's text and the map read from its `map` key.
struct Loaded {
  YAML::Node root;
  HexMap map;
};

const char *kMap = R"(map:
  terrain: |
    ~~~~~~
    ~.*..~
    ~.~#.~
    ~~~~~~
  legend: {'.': void, '*': field, '#': rock, '~': edge}
  walls: ["0202-0302"]
  rivers: ["0303-0403"]
lighthouses: ["0202", "0502", "0503"]
)";

const MapSpec kSpec{{"void", "field", "rock", "edge"}, {{"walls", "wall"}, {"rivers", "river"}}};

Loaded load(const std::string &text, const MapSpec &spec = kSpec) {
  Loaded l;
  l.root = loadYamlString(text, "m.yaml");
  l.map = readHexMap("m.yaml", l.root["map"], spec, &text);
  return l;
}

std::string errorOf(const std::string &text, const MapSpec &spec = kSpec) {
  try {
    Loaded l = load(text, spec);
    (void)readHexSet("m.yaml", l.root["lighthouses"], l.map, "lighthouses");
  } catch (const YamlError &e) {
    return e.what();
  }
  return "(no error)";
}

std::string replaced(std::string text, const std::string &from, const std::string &to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

TEST(HexSet, holds_each_hex_once_in_the_order_added_and_nothing_off_the_map) {
  HexSet s(HexGridShape{4, 3});
  EXPECT_TRUE(s.empty());
  EXPECT_TRUE(s.insert(H("0302")));
  EXPECT_TRUE(s.insert(H("0101")));
  EXPECT_FALSE(s.insert(H("0302")));
  EXPECT_FALSE(s.insert(H("0501"))); // column 05 of a 4-column map
  EXPECT_EQ(s.size(), 2u);
  EXPECT_EQ(s.hexes(), (std::vector<Hex>{H("0302"), H("0101")}));
  EXPECT_TRUE(s.contains(H("0101")));
  EXPECT_FALSE(s.contains(H("0102")));
  EXPECT_FALSE(s.contains(H("0909")));
  HexSet t(HexGridShape{4, 3});
  t.insert(H("0101"));
  t.insert(H("0302"));
  EXPECT_EQ(s, t); // the same hexes, whatever the order
}

TEST(HexMap, every_terrain_kind_is_a_named_set) {
  const HexMap m = load(kMap).map;
  EXPECT_EQ(printed(m.set("field")), (std::set<std::string>{"0302"}));
  EXPECT_EQ(printed(m.set("rock")), (std::set<std::string>{"0403"}));
  EXPECT_EQ(m.set("void").size(), 5u);
  EXPECT_EQ(m.set("edge").size(), 6u * 4u - 7u); // 0303 is edge too
  EXPECT_EQ(terrainSet(m, 1), m.set("field"));
  EXPECT_EQ(m.findSet("planet"), nullptr);
  try {
    (void)m.set("planet");
    FAIL();
  } catch (const std::out_of_range &e) {
    EXPECT_NE(std::string(e.what()).find("void, field, rock, edge"), std::string::npos) << e.what();
  }
}

TEST(HexMap, a_set_read_from_the_scenario_joins_the_map_under_its_name) {
  Loaded l = load(kMap);
  l.map.addSet("lighthouses", readHexSet("m.yaml", l.root["lighthouses"], l.map, "lighthouses"));
  EXPECT_EQ(l.map.set("lighthouses").hexes(), (std::vector<Hex>{H("0202"), H("0502"), H("0503")}));
  EXPECT_THROW(l.map.addSet("lighthouses", HexSet(l.map)), std::invalid_argument);
  EXPECT_THROW(l.map.addSet("rock", HexSet(l.map)), std::invalid_argument);
}

TEST(HexMap, bad_hex_sets_are_reported_at_the_faulty_item) {
  EXPECT_EQ(errorOf(replaced(kMap, "\"0502\", \"0503\"", "\"0502\", \"0202\"")),
            "m.yaml:10:31: lighthouses: hex 0202 is listed twice (first at line 10)");
  EXPECT_EQ(errorOf(replaced(kMap, "\"0502\", \"0503\"", "\"0502\", \"0905\"")).substr(0, 15),
            "m.yaml:10:31: l");
  EXPECT_NE(errorOf(replaced(kMap, "\"0502\", \"0503\"", "\"0502\", \"0905\"")).find("off the map"),
            std::string::npos);
  EXPECT_NE(
      errorOf(replaced(kMap, "\"0502\", \"0503\"", "\"0502\", \"05x3\"")).find("m.yaml:10:31: lighthouses"),
      std::string::npos);
  EXPECT_EQ(errorOf(replaced(kMap, "lighthouses: [\"0202\", \"0502\", \"0503\"]", "lighthouses: \"0202\"")),
            "m.yaml:10:14: lighthouses must be a list of hexes like [\"0405\", \"1203\"]");
}

TEST(HexSides, features_the_game_declares_are_read_under_their_own_keys) {
  const HexMap m = load(kMap).map;
  EXPECT_TRUE(m.sideHas("walls", H("0202"), H("0302")));
  EXPECT_TRUE(m.sideHas("walls", H("0302"), H("0202")));
  EXPECT_FALSE(m.sideHas("rivers", H("0202"), H("0302")));
  EXPECT_TRUE(m.sideHas("rivers", H("0403"), H("0303")));
  EXPECT_FALSE(m.sideHas("walls", H("0202"), H("0402"))); // not neighbours
  EXPECT_EQ(m.sides("walls").sides(), (std::vector<std::pair<Hex, Hex>>{{H("0202"), H("0302")}}));
  EXPECT_THROW((void)m.sides("reefs"), std::out_of_range);
  // A declared feature the scenario does not list is there, empty.
  const HexMap bare = load(replaced(kMap, "  rivers: [\"0303-0403\"]\n", "")).map;
  ASSERT_NE(bare.findSides("rivers"), nullptr);
  EXPECT_TRUE(bare.sides("rivers").empty());
}

TEST(HexSides, errors_name_the_feature_and_point_at_the_item) {
  EXPECT_EQ(errorOf(replaced(kMap, "\"0202-0302\"", "\"0202-0402\"")),
            "m.yaml:8:11: wall hexside 0202-0402: 0202 and 0402 are not neighbours");
  EXPECT_EQ(errorOf(replaced(kMap, "\"0202-0302\"", "\"0202-0302\", \"0302-0202\"")),
            "m.yaml:8:24: wall hexside 0302-0202 is listed twice");
  EXPECT_EQ(errorOf(replaced(kMap, "\"0202-0302\"", "\"0202-0909\"")),
            "m.yaml:8:11: wall hexside 0202-0909 is off the map");
  EXPECT_EQ(errorOf(replaced(kMap, "walls: [\"0202-0302\"]", "walls: 3")),
            "m.yaml:8:10: map.walls must be a list of hexsides like \"0405-0406\"");
  // A feature the game does not know is an unknown key, with a suggestion.
  EXPECT_NE(errorOf(replaced(kMap, "  walls:", "  wals:")).find("m.yaml:8:3: unknown key 'wals'"),
            std::string::npos);
  const MapSpec no_walls{kSpec.terrain, {{"rivers", "river"}}};
  EXPECT_NE(errorOf(kMap, no_walls).find("unknown key 'walls'"), std::string::npos);
}

TEST(HexGridShape, the_box_holds_every_hex_of_the_map_and_no_more_rows_than_needed) {
  for (const HexGridShape shape : {HexGridShape{1, 1}, HexGridShape{6, 5}, HexGridShape{17, 15}}) {
    const HexBox box = shape.box();
    bool touches_q0 = false, touches_q1 = false, touches_r0 = false, touches_r1 = false;
    for (int i = 0; i < shape.cells(); ++i) {
      const Hex h = shape.hexAt(i);
      EXPECT_TRUE(box.contains(h));
      touches_q0 |= h.q == box.q0;
      touches_q1 |= h.q == box.q1;
      touches_r0 |= h.r == box.r0;
      touches_r1 |= h.r == box.r1;
    }
    EXPECT_TRUE(touches_q0 && touches_q1 && touches_r0 && touches_r1);
  }
  EXPECT_TRUE(HexGridShape{}.box().empty());
}

TEST(HexZone, the_hexes_inside_four_lighthouses) {
  const HexGridShape shape{17, 15};
  // A rectangle-ish quadrilateral, corners listed out of order: the hull is used.
  const Hex corners[] = {H("0404"), H("1212"), H("1204"), H("0412")};
  const HexSet zone = hexesInside(shape, corners);
  for (Hex c : corners)
    EXPECT_TRUE(zone.contains(c)) << formatHex(c);
  EXPECT_TRUE(zone.contains(H("0808")));
  EXPECT_TRUE(zone.contains(H("0604"))); // on the north edge
  EXPECT_FALSE(zone.contains(H("0403")));
  EXPECT_FALSE(zone.contains(H("0303")));
  EXPECT_FALSE(zone.contains(H("1313")));
  // Every hex of columns 05..11 between rows 05 and 11 is in, nothing of columns 01..03.
  for (int col = 4; col <= 10; ++col)
    for (int row = 4; row <= 10; ++row)
      EXPECT_TRUE(zone.contains(fromOffset({col, row}))) << formatHex(fromOffset({col, row}));
  for (Hex h : zone)
    EXPECT_GE(toOffset(h).col, 3);
  // Degenerate zones: one corner, two corners (the line between them).
  const Hex one[] = {H("0505")};
  EXPECT_EQ(hexesInside(shape, one).size(), 1u);
  const Hex two[] = {H("0505"), H("0909")};
  EXPECT_EQ(hexesInside(shape, two).size(), static_cast<std::size_t>(distance(H("0505"), H("0909")) + 1));
  EXPECT_TRUE(hexesInside(shape, std::span<const Hex>{}).empty());
}

TEST(HexPieces, distance_between_pieces_is_between_their_nearest_hexes) {
  // A three-master on 0505 facing north (stern 0506) and a frigate at 0509.
  const auto ship = pieceHexes({H("0505"), 1}, 2);
  const Hex frigate[] = {H("0509")};
  EXPECT_EQ(distance(ship, frigate), 3);
  const Hex touching[] = {H("0507")};
  EXPECT_EQ(distance(ship, touching), 1);
  EXPECT_EQ(distance(ship, ship), 0);
  EXPECT_EQ(distance(ship, std::span<const Hex>{}), -1);
}

TEST(HexPieces, hexes_ahead_of_a_pose) {
  EXPECT_EQ(ahead({H("0303"), 1}, 2), (std::vector<Hex>{H("0302"), H("0301")}));
  EXPECT_EQ(ahead({H("0303"), 3}, 2), (std::vector<Hex>{H("0403"), H("0504")}));
  EXPECT_TRUE(ahead({H("0303"), 3}, 0).empty());
}

TEST(HexLineOfFire, a_zigzag_line_is_clear_when_some_shortest_chain_is_free) {
  const Hex a = H("0505"), b = H("0508"); // three hexes south: one shortest chain only
  const auto straight = freeGeodesic(a, b, [](Hex) { return false; });
  EXPECT_EQ(straight, line(a, b));
  EXPECT_TRUE(freeGeodesic(a, b, [&](Hex h) { return h == H("0506"); }).empty());
  // Toward 0807, many shortest chains: blocking the straight line leaves a zigzag.
  const Hex c = H("0807");
  const std::vector<Hex> direct = line(a, c);
  const Hex middle = direct[direct.size() / 2];
  const auto around = freeGeodesic(a, c, [&](Hex h) { return h == middle; });
  ASSERT_EQ(around.size(), static_cast<std::size_t>(distance(a, c) + 1));
  EXPECT_EQ(around.front(), a);
  EXPECT_EQ(around.back(), c);
  for (std::size_t i = 1; i < around.size(); ++i)
    EXPECT_TRUE(adjacent(around[i - 1], around[i]));
  EXPECT_EQ(std::find(around.begin(), around.end(), middle), around.end());
  // The ends never block: a gun and its target stand on them.
  EXPECT_EQ(freeGeodesic(a, c, [&](Hex h) { return h == a || h == c; }).size(), around.size());
  // Every hex strictly between blocked: no line.
  EXPECT_TRUE(freeGeodesic(a, c, [&](Hex h) { return h != a && h != c; }).empty());
  EXPECT_EQ(freeGeodesic(a, a, [](Hex) { return true; }), std::vector<Hex>{a});
  EXPECT_EQ(freeGeodesic(a, H("0506"), [](Hex) { return true; }).size(), 2u);
}

} // namespace
} // namespace amiraute::core
