#include "games/planetes/Rules.h"

#include "core/Files.h"
#include "core/I18n.h"
#include "core/Yaml.h"
#include "game/Scenario.h"

#include <algorithm>
#include <cctype>
#include <functional>

namespace amiraute::planetes {

using core::fill;
using core::tr;

const std::vector<std::string> &terrainNames() {
  static const std::vector<std::string> names = {"void",        "asteroids",  "planetoid",
                                                 "force-field", "black-hole", "planet-1",
                                                 "planet-2",    "station-1",  "station-2"};
  return names;
}

const std::string &terrainName(Terrain t) { return terrainNames()[static_cast<std::size_t>(t)]; }

int enterCost(Terrain t) {
  switch (t) {
  case Terrain::Void: return 1;
  case Terrain::Asteroids: return 2;
  case Terrain::ForceField: return 0;
  case Terrain::Planet1:
  case Terrain::Planet2:
  case Terrain::Station1:
  case Terrain::Station2: return 1;
  case Terrain::Planetoid:
  case Terrain::BlackHole: return -1;
  }
  return -1;
}

const char *unitTypeName(UnitType t) {
  switch (t) {
  case UnitType::Infantry: return "infantry";
  case UnitType::Cavalry: return "cavalry";
  case UnitType::Artillery: return "artillery";
  }
  return "?";
}

int unitTypeIndex(const std::string &word) {
  std::string w = word;
  for (char &c : w)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (w == "infantry" || w == "inf") return 0;
  if (w == "cavalry" || w == "cav") return 1;
  if (w == "artillery" || w == "art") return 2;
  return -1;
}

const char *fireName(Fire f) {
  switch (f) {
  case Fire::Contact: return "contact";
  case Fire::Artillery: return "artillery";
  case Fire::Mixed: return "mixed";
  }
  return "?";
}

int Rules::sideIndex(const std::string &name) const { return game::nameIndex(sides, name); }

const core::HexSet &Rules::planet(int side) const { return map.set(side == 0 ? "planet-1" : "planet-2"); }
const core::HexSet &Rules::stations(int side) const { return map.set(side == 0 ? "station-1" : "station-2"); }

namespace {

/// The `rules:` options, read and listed from this one table.
const std::vector<game::Option<Options>> &optionTable() {
  using game::flag;
  using game::number;
  using game::numberAt;
  using O = Options;
  static const std::vector<game::Option<Options>> table = {
      flag("zone_of_control", &O::zone_of_control, false, "PL-ZOC-1"),
      flag("pass_through_friends", &O::pass_through_friends, true, "PL-MOVE-5"),
      numberAt("infantry", &O::units, 0, 0, 20, 4, "units a side", "PL-UNIT-1"),
      numberAt("cavalry", &O::units, 1, 0, 20, 3, "units a side", "PL-UNIT-1"),
      numberAt("artillery", &O::units, 2, 0, 20, 2, "units a side", "PL-UNIT-1"),
      numberAt("infantry_movement", &O::movement, 0, 1, 30, 5, "", "PL-UNIT-2"),
      numberAt("cavalry_movement", &O::movement, 1, 1, 30, 6, "", "PL-UNIT-2"),
      numberAt("artillery_movement", &O::movement, 2, 1, 30, 2, "", "PL-UNIT-2"),
      numberAt("infantry_combat", &O::combat, 0, 1, 99, 4, "", "PL-UNIT-2"),
      numberAt("cavalry_combat", &O::combat, 1, 1, 99, 2, "", "PL-UNIT-2"),
      numberAt("artillery_combat", &O::combat, 2, 1, 99, 6, "", "PL-UNIT-2"),
      number("under_fire", &O::under_fire, 0, 99, 1, "PL-COMBAT-3"),
      number("artillery_in_contact", &O::artillery_in_contact, 0, 99, 3, "PL-COMBAT-3"),
      flag("bonus_when_reduced", &O::bonus_when_reduced, false, "PL-TERRAIN-2"),
      number("station_cost", &O::station_cost, 0, 9, 1, "PL-MOVE-2"),
      flag("compulsory_combat", &O::compulsory_combat, false, "PL-COMBAT-1"),
      number("min_fire_range", &O::min_fire_range, 2, 10, 2, "PL-FIRE-1"),
      [] {
        auto max = number("max_fire_range", &O::max_fire_range, 2, 10, 3, "PL-FIRE-1");
        max.line.explanation += ", not below min_fire_range"; // checked in readOptions
        return max;
      }(),
      flag("enemies_block_fire", &O::enemies_block_fire, true, "PL-FIRE-2"),
      flag("planetoids_block_fire", &O::planetoids_block_fire, true, "PL-FIRE-2"),
      flag("black_holes_block_fire", &O::black_holes_block_fire, false, "PL-FIRE-2"),
      game::choice("mixed_attack", &O::mixed_attack, {"contact", "fire", "forbidden"}, 0, "PL-COMBAT-4"),
      game::choice("field_retreat", &O::field_retreat, {"straight", "any"}, 0, "PL-RETREAT-3"),
      game::choice("placement", &O::placement, {"alternate", "by_side"}, 0, "PL-PLACE-1"),
      flag("placement_combat", &O::placement_combat, false, "PL-PLACE-3"),
      flag("fire_when_engaged", &O::fire_when_engaged, true, "PL-FIRE-1"),
      game::choice("retreat_odds", &O::retreat_odds, {"attackers", "all_enemies"}, 0, "PL-RETREAT-2"),
      number("invasion", &O::invasion, 1, 99, 3, "PL-WIN-1"),
      game::choice("tie_break", &O::tie_break, {"units", "draw"}, 0, "PL-WIN-3")};
  return table;
}

/// The options, with what the table cannot say: the fire ranges in order, and a unit a side.
Options readOptions(const std::string &file, const YAML::Node &node) {
  const std::function<void(core::MapReader &, Options &)> more = [&](core::MapReader &, Options &o) {
    if (o.max_fire_range < o.min_fire_range)
      throw core::errorAt(file, node["max_fire_range"],
                          tr("rules.max_fire_range is below rules.min_fire_range"));
    if (o.units[0] + o.units[1] + o.units[2] == 0)
      throw core::errorAt(
          file, node, tr("a side needs at least one unit (rules.infantry, rules.cavalry, rules.artillery)"));
  };
  return game::readOptions(file, node, optionTable(), more);
}

bool standable(Terrain t) {
  return t != Terrain::Planetoid && t != Terrain::BlackHole && t != Terrain::ForceField;
}

} // namespace

std::vector<game::NameLine> optionLines() { return game::optionLines(optionTable()); }

Rules parseRules(const std::string &text, const std::string &file) {
  Rules rules;
  core::MapReader top =
      game::readScenarioHead(text, file, "planetes", tr("this is not a planetes scenario ('{game}')"), rules);
  const YAML::Node map_node = top.required("map");
  rules.map = core::readHexMap(file, map_node, core::MapSpec{terrainNames(), {}}, &text);
  for (const char *planet : {"planet-1", "planet-2"})
    if (rules.map.set(planet).empty())
      throw core::errorAt(file, map_node,
                          fill(tr("the map has no {planet} hex: each side needs its planet (PL-MAP-2)"),
                               {{"planet", planet}}));
  rules.options = readOptions(file, top.optional("rules"));
  rules.turn_limit = top.integer("turn_limit", 1, 1000, 20);

  std::vector<std::pair<Hex, YAML::Node>> taken;
  game::readTwoSides(
      top, rules,
      {tr("sides must be a list of exactly two sides (planet-1's, then planet-2's)"),
       tr("a side needs a name"), tr("the two sides need different names")},
      std::equal_to<>(), [&](core::MapReader &side, std::size_t s) {
        const YAML::Node units = side.optional("units");
        if (units.IsDefined() && !units.IsNull()) {
          if (!units.IsSequence())
            throw core::errorAt(file, units,
                                tr("side.units must be a list like [{type: infantry, hex: \"0304\"}]"));
          std::array<int, kUnitTypes> count{};
          for (const auto &unit : units) {
            core::MapReader u(file, unit, "unit");
            const YAML::Node type_node = u.required("type");
            const std::string type_word = core::readString(file, type_node, "unit type");
            const int type = unitTypeIndex(type_word);
            if (type < 0) {
              throw core::errorAt(file, type_node,
                                  fill(tr("unknown unit type '{type}': infantry, cavalry or artillery"),
                                       {{"type", type_word}}) +
                                      core::didYouMean(type_word, {"infantry", "cavalry", "artillery"}));
            }
            const YAML::Node hex_node = u.required("hex");
            const Hex h = core::readMapHex(file, hex_node, rules.map, "unit hex");
            u.finish();
            if (++count[static_cast<std::size_t>(type)] > rules.options.units[static_cast<std::size_t>(type)])
              throw core::errorAt(
                  file, type_node,
                  fill(tr("side {side} lists more {type} units than its {n} (PL-UNIT-1)"),
                       {{"side", rules.sides[s]},
                        {"type", unitTypeName(static_cast<UnitType>(type))},
                        {"n", std::to_string(rules.options.units[static_cast<std::size_t>(type)])}}));
            if (!standable(rules.terrainAt(h)))
              throw core::errorAt(
                  file, hex_node,
                  fill(tr("a unit cannot stand on {hex}, a {terrain} hex (PL-PLACE-4)"),
                       {{"hex", core::formatHex(h)}, {"terrain", terrainName(rules.terrainAt(h))}}));
            for (const auto &[other, node] : taken)
              if (other == h)
                throw core::errorAt(
                    file, hex_node,
                    fill(tr("two units on hex {hex} (the other at line {line}, PL-MOVE-5)"),
                         {{"hex", core::formatHex(h)}, {"line", std::to_string(node.Mark().line + 1)}}));
            taken.push_back({h, hex_node});
            rules.placed[s].push_back({static_cast<UnitType>(type), h});
          }
        }
      });
  game::readFirstSide(top, rules, tr("first: unknown side '{name}' (sides: {a}, {b})"));
  top.finish();

  // PL-PLACE-2: the units left in hand must find room on their side's planet and stations.
  for (int s = 0; s < 2; ++s) {
    int total = 0;
    for (int n : rules.options.units)
      total += n;
    const int in_hand = total - static_cast<int>(rules.placed[static_cast<std::size_t>(s)].size());
    int room = 0;
    for (const auto *set : {&rules.planet(s), &rules.stations(s)})
      for (Hex h : *set)
        if (std::none_of(taken.begin(), taken.end(), [&](const auto &t) { return t.first == h; })) ++room;
    if (in_hand > room)
      throw core::errorAt(
          file, top.node()["sides"][static_cast<std::size_t>(s)],
          fill(
              tr("side {side} has {units} to place but only {room} on its planet and stations (PL-PLACE-2)"),
              {{"side", rules.sides[static_cast<std::size_t>(s)]},
               {"units", fill(core::trn("{n} unit", "{n} units", in_hand), {{"n", std::to_string(in_hand)}})},
               {"room",
                fill(core::trn("{n} free hex", "{n} free hexes", room), {{"n", std::to_string(room)}})}}));
  }
  return rules;
}

Rules loadRules(const std::string &path) { return parseRules(core::readYamlText(path), path); }

} // namespace amiraute::planetes
