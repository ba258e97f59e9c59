// Scenario and map loading: every error names file:line:column.
#include "core/Files.h"
#include "core/Yaml.h"
#include "games/objectif_villes/Rules.h"

#include <gtest/gtest.h>

using namespace amiraute;
using namespace amiraute::objectif_villes;

namespace {
const char *kGood = R"(game: objectif-villes
title: test
map:
  terrain: |
    ~~~~~
    ~.v.~
    ~fm.~
    ~~~~~
  legend: {'.': plain, v: city, f: forest, m: mountain, '~': sea}
  rivers: ["0202-0203"]
sides:
  - name: Pile
    pieces: [{hex: "0202"}]
  - name: Face
first: Face
turn_limit: 9
rules: {zone_of_control: true}
)";

std::string replaced(std::string text, const std::string &from, const std::string &to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

// The error of loading `text`, as file:line:column: message.
std::string errorOf(const std::string &text) {
  try {
    parseRules(text, "t.yaml");
  } catch (const core::YamlError &e) {
    return e.what();
  }
  return "(no error)";
}
} // namespace

TEST(OvMap, OV_MAP_1_LoadsTerrainRiversSidesOptions) {
  const Rules r = parseRules(kGood, "t.yaml");
  EXPECT_EQ(r.map.columns, 5);
  EXPECT_EQ(r.map.rows, 4);
  EXPECT_EQ(r.terrainAt(core::parseHex("0302")), Terrain::City);
  EXPECT_EQ(r.terrainAt(core::parseHex("0203")), Terrain::Forest);
  EXPECT_EQ(r.terrainAt(core::parseHex("0303")), Terrain::Mountain);
  EXPECT_TRUE(r.map.sideHas("rivers", core::parseHex("0202"), core::parseHex("0203")));
  EXPECT_TRUE(r.map.sideHas("rivers", core::parseHex("0203"), core::parseHex("0202")));
  EXPECT_FALSE(r.map.sideHas("rivers", core::parseHex("0202"), core::parseHex("0302")));
  EXPECT_EQ(r.sides[0], "Pile");
  EXPECT_EQ(r.first, 1);
  EXPECT_EQ(r.turn_limit, 9);
  EXPECT_TRUE(r.options.zone_of_control);
  ASSERT_EQ(r.placed[0].size(), 1u);
  EXPECT_EQ(r.placed[0][0], core::parseHex("0202"));
}

TEST(OvMap, OV_MAP_1_UnknownSymbolPointsAtTheCharacter) {
  EXPECT_EQ(errorOf(replaced(kGood, "~fm.~", "~fx.~")),
            "t.yaml:7:7: unknown terrain symbol 'x' at hex 0303 (not in map.legend)");
}

TEST(OvMap, OV_MAP_1_RaggedRow) {
  EXPECT_EQ(errorOf(replaced(kGood, "~fm.~", "~fm.~~")),
            "t.yaml:7:5: ragged terrain: row 3 has 6 symbols, row 1 has 5");
}

TEST(OvMap, OV_MAP_1_UnknownTerrainInLegend) {
  EXPECT_NE(errorOf(replaced(kGood, "f: forest", "f: forrest")).find("t.yaml:9:"), std::string::npos);
  EXPECT_NE(errorOf(replaced(kGood, "f: forest", "f: forrest")).find("did you mean 'forest'"),
            std::string::npos);
}

TEST(OvMap, OV_MAP_2_RiverBetweenNonNeighbours) {
  EXPECT_EQ(errorOf(replaced(kGood, "\"0202-0203\"", "\"0202-0402\"")),
            "t.yaml:10:12: river hexside 0202-0402: 0202 and 0402 are not neighbours");
  EXPECT_NE(errorOf(replaced(kGood, "\"0202-0203\"", "\"0202-0909\"")).find("off the map"),
            std::string::npos);
  EXPECT_NE(errorOf(replaced(kGood, "\"0202-0203\"", "\"02020203\"")).find("t.yaml:10:12"),
            std::string::npos);
}

TEST(OvMap, PieceOffTheMapOrAtSeaOrDoubled) {
  EXPECT_NE(errorOf(replaced(kGood, "{hex: \"0202\"}", "{hex: \"0909\"}"))
                .find("t.yaml:13:20: piece hex 0909 is off the map"),
            std::string::npos);
  EXPECT_EQ(errorOf(replaced(kGood, "{hex: \"0202\"}", "{hex: \"0101\"}")),
            "t.yaml:13:20: piece at 0101 is at sea (OV-PLACE-2)");
  EXPECT_NE(errorOf(replaced(kGood, "  - name: Face\n", "  - name: Face\n    pieces: [{hex: \"0202\"}]\n"))
                .find("t.yaml:15:20: two pieces on hex 0202"),
            std::string::npos);
  EXPECT_NE(errorOf(replaced(kGood, "{hex: \"0202\"}", "{hex: \"22\"}")).find("t.yaml:13:20"),
            std::string::npos);
}

TEST(OvMap, UnknownKeysAnywhere) {
  EXPECT_NE(
      errorOf(replaced(kGood, "turn_limit:", "turn_limt:")).find("t.yaml:16:1: unknown key 'turn_limt'"),
      std::string::npos);
  EXPECT_NE(errorOf(replaced(kGood, "rules: {zone_of_control", "rules: {zone_of_contrl"))
                .find("did you mean 'zone_of_control'"),
            std::string::npos);
  EXPECT_NE(errorOf(replaced(kGood, "  rivers:", "  river:")).find("t.yaml:10:3: unknown key 'river'"),
            std::string::npos);
  EXPECT_NE(
      errorOf(replaced(kGood, "{hex: \"0202\"}", "{hex: \"0202\", value: 3}")).find("unknown key 'value'"),
      std::string::npos);
  EXPECT_NE(errorOf(replaced(kGood, "  - name: Face", "  - name: Face\n    colour: red"))
                .find("unknown key 'colour'"),
            std::string::npos);
}

TEST(OvMap, UnknownSideInFirst) {
  EXPECT_EQ(errorOf(replaced(kGood, "first: Face", "first: Tranche")),
            "t.yaml:15:8: first: unknown side 'Tranche' (sides: Pile, Face)");
}

TEST(OvMap, TerrainAsAListOfRows) {
  const std::string text = replaced(kGood, "  terrain: |\n    ~~~~~\n    ~.v.~\n    ~fm.~\n    ~~~~~\n",
                                    "  terrain: [\"~~~~~\", \"~.v.~\", \"~fx.~\", \"~~~~~\"]\n");
  EXPECT_EQ(errorOf(text), "t.yaml:4:34: unknown terrain symbol 'x' at hex 0303 (not in map.legend)");
}

TEST(OvMap, ShippedScenariosLoad) {
  for (const char *name : {"sept-villes", "sept-villes-deployed", "small"}) {
    const Rules r = loadRules(core::findDataFile(std::string("scenarios/objectif-villes/") + name + ".yaml"));
    EXPECT_GE(r.cityCount(), 3) << name;
  }
  const Rules sept = loadRules(core::findDataFile("scenarios/objectif-villes/sept-villes.yaml"));
  EXPECT_EQ(sept.map.columns, 17);
  EXPECT_EQ(sept.map.rows, 15);
  // OV-PLACE-3, OV-WIN-1: with four cities each after placement, the side that moves first can
  // reach at most the one free city in its first movement: five, not seven.
  EXPECT_EQ(sept.cityCount(), 9);
  EXPECT_LT(sept.cityCount() - sept.options.placement_city_cap, 7);
  EXPECT_FALSE(sept.map.sides("rivers").empty());
  // Balanced: the board is its own mirror image (column CC ↔ 18 - CC), rivers included.
  for (int c = 0; c < 17; ++c)
    for (int row = 0; row < 15; ++row)
      EXPECT_EQ(sept.terrainAt(core::fromOffset({c, row})), sept.terrainAt(core::fromOffset({16 - c, row})));
  for (const auto &[a, b] : sept.map.sides("rivers").sides()) {
    const auto m = [](core::Hex h) {
      const auto o = core::toOffset(h);
      return core::fromOffset({16 - o.col, o.row});
    };
    EXPECT_TRUE(sept.map.sideHas("rivers", m(a), m(b)));
  }
}
