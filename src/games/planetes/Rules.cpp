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

/// One of `names` under `key` (the index), or `fallback` when the key is absent.
int choice(core::MapReader &reader, const std::string &key, const std::vector<std::string> &names,
           int fallback) {
  const YAML::Node node = reader.optional(key);
  if (!node.IsDefined()) return fallback;
  const std::string value = core::readString(reader.file(), node, "rules." + key);
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i] == value) return static_cast<int>(i);
  std::string list;
  for (const auto &n : names)
    list += (list.empty() ? "" : ", ") + n;
  throw core::errorAt(reader.file(), node,
                      fill(tr("rules.{key} must be one of {list}, not '{value}'"),
                           {{"key", key}, {"list", list}, {"value", value}}) +
                          core::didYouMean(value, names));
}

} // namespace

// Written beside readOptions (which reads by hand): keep the two in step.
std::vector<game::NameLine> optionLines() {
  using game::optionLine;
  return {optionLine("zone_of_control", "true | false", "false", "PL-ZOC-1"),
          optionLine("pass_through_friends", "true | false", "true", "PL-MOVE-5"),
          optionLine("infantry", "0..20 units a side", "4", "PL-UNIT-1"),
          optionLine("cavalry", "0..20 units a side", "3", "PL-UNIT-1"),
          optionLine("artillery", "0..20 units a side", "2", "PL-UNIT-1"),
          optionLine("infantry_movement", "1..30", "5", "PL-UNIT-2"),
          optionLine("cavalry_movement", "1..30", "6", "PL-UNIT-2"),
          optionLine("artillery_movement", "1..30", "2", "PL-UNIT-2"),
          optionLine("infantry_combat", "1..99", "4", "PL-UNIT-2"),
          optionLine("cavalry_combat", "1..99", "2", "PL-UNIT-2"),
          optionLine("artillery_combat", "1..99", "6", "PL-UNIT-2"),
          optionLine("under_fire", "0..99", "1", "PL-COMBAT-3"),
          optionLine("artillery_in_contact", "0..99", "3", "PL-COMBAT-3"),
          optionLine("bonus_when_reduced", "true | false", "false", "PL-TERRAIN-2"),
          optionLine("station_cost", "0..9", "1", "PL-MOVE-2"),
          optionLine("compulsory_combat", "true | false", "false", "PL-COMBAT-1"),
          optionLine("min_fire_range", "2..10", "2", "PL-FIRE-1"),
          optionLine("max_fire_range", "2..10, not below min_fire_range", "3", "PL-FIRE-1"),
          optionLine("enemies_block_fire", "true | false", "true", "PL-FIRE-2"),
          optionLine("planetoids_block_fire", "true | false", "true", "PL-FIRE-2"),
          optionLine("black_holes_block_fire", "true | false", "false", "PL-FIRE-2"),
          optionLine("mixed_attack", "contact | fire | forbidden", "contact", "PL-COMBAT-4"),
          optionLine("field_retreat", "straight | any", "straight", "PL-RETREAT-3"),
          optionLine("placement", "alternate | by_side", "alternate", "PL-PLACE-1"),
          optionLine("placement_combat", "true | false", "false", "PL-PLACE-3"),
          optionLine("fire_when_engaged", "true | false", "true", "PL-FIRE-1"),
          optionLine("retreat_odds", "attackers | all_enemies", "attackers", "PL-RETREAT-2"),
          optionLine("invasion", "1..99", "3", "PL-WIN-1"),
          optionLine("tie_break", "units | draw", "units", "PL-WIN-3")};
}

namespace {

Options readOptions(const std::string &file, const YAML::Node &node) {
  Options o;
  if (!node.IsDefined() || node.IsNull()) return o;
  core::MapReader r(file, node, "rules");
  o.zone_of_control = r.boolean("zone_of_control", false);
  o.pass_through_friends = r.boolean("pass_through_friends", true);
  o.units = {r.integer("infantry", 0, 20, 4), r.integer("cavalry", 0, 20, 3),
             r.integer("artillery", 0, 20, 2)};
  o.movement = {r.integer("infantry_movement", 1, 30, 5), r.integer("cavalry_movement", 1, 30, 6),
                r.integer("artillery_movement", 1, 30, 2)};
  o.combat = {r.integer("infantry_combat", 1, 99, 4), r.integer("cavalry_combat", 1, 99, 2),
              r.integer("artillery_combat", 1, 99, 6)};
  o.under_fire = r.integer("under_fire", 0, 99, 1);
  o.artillery_in_contact = r.integer("artillery_in_contact", 0, 99, 3);
  o.bonus_when_reduced = r.boolean("bonus_when_reduced", false);
  o.station_cost = r.integer("station_cost", 0, 9, 1);
  o.compulsory_combat = r.boolean("compulsory_combat", false);
  o.min_fire_range = r.integer("min_fire_range", 2, 10, 2);
  o.max_fire_range = r.integer("max_fire_range", 2, 10, 3);
  if (o.max_fire_range < o.min_fire_range)
    throw core::errorAt(file, node["max_fire_range"],
                        tr("rules.max_fire_range is below rules.min_fire_range"));
  o.enemies_block_fire = r.boolean("enemies_block_fire", true);
  o.planetoids_block_fire = r.boolean("planetoids_block_fire", true);
  o.black_holes_block_fire = r.boolean("black_holes_block_fire", false);
  o.mixed_attack = static_cast<MixedAttack>(choice(r, "mixed_attack", {"contact", "fire", "forbidden"}, 0));
  o.field_retreat = static_cast<FieldRetreat>(choice(r, "field_retreat", {"straight", "any"}, 0));
  o.placement = static_cast<PlacementOrder>(choice(r, "placement", {"alternate", "by_side"}, 0));
  o.placement_combat = r.boolean("placement_combat", false);
  o.fire_when_engaged = r.boolean("fire_when_engaged", true);
  o.retreat_odds = static_cast<RetreatOdds>(choice(r, "retreat_odds", {"attackers", "all_enemies"}, 0));
  o.invasion = r.integer("invasion", 1, 99, 3);
  o.tie_break = static_cast<TieBreak>(choice(r, "tie_break", {"units", "draw"}, 0));
  if (o.units[0] + o.units[1] + o.units[2] == 0)
    throw core::errorAt(
        file, node, tr("a side needs at least one unit (rules.infantry, rules.cavalry, rules.artillery)"));
  r.finish();
  return o;
}

bool standable(Terrain t) {
  return t != Terrain::Planetoid && t != Terrain::BlackHole && t != Terrain::ForceField;
}

} // namespace

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
