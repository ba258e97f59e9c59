#include "games/objectif_villes/Rules.h"

#include "core/Files.h"
#include "core/I18n.h"
#include "core/Yaml.h"
#include "game/Scenario.h"

#include <algorithm>
#include <cctype>
#include <functional>

namespace amiraute::objectif_villes {

const std::vector<std::string> &terrainNames() {
  static const std::vector<std::string> names = {"plain", "city", "forest", "mountain", "sea"};
  return names;
}

const std::string &terrainName(Terrain t) { return terrainNames()[static_cast<std::size_t>(t)]; }

const char *terrainLabel(Terrain t) {
  switch (t) {
  case Terrain::Plain: return core::tr("plain");
  case Terrain::City: return core::tr("city");
  case Terrain::Forest: return core::tr("forest");
  case Terrain::Mountain: return core::tr("mountain");
  case Terrain::Sea: return core::tr("sea");
  }
  return "?";
}

int enterCost(Terrain t) {
  switch (t) {
  case Terrain::Plain: return 1;
  case Terrain::City: return 2;
  case Terrain::Forest: return 3;
  case Terrain::Mountain: return 4;
  case Terrain::Sea: return -1;
  }
  return -1;
}

int combatValue(Terrain t) { return t == Terrain::Sea ? 0 : enterCost(t); }

int Rules::sideIndex(const std::string &name) const { return game::nameIndex(sides, name); }

int Rules::cityCount() const { return static_cast<int>(cities().size()); }

bool Rules::placing() const {
  return std::any_of(placed.begin(), placed.end(), [&](const auto &on_map) {
    return static_cast<int>(on_map.size()) < options.pieces_per_side;
  });
}

int Rules::firstMover() const {
  return placing() && options.moves_first == FirstMover::SecondPlacer ? 1 - first : first;
}

namespace {
/// The `rules:` options, read and listed from this one table.
const std::vector<game::Option<Options>> &optionTable() {
  static const std::vector<game::Option<Options>> table = {
      game::flag("zone_of_control", &Options::zone_of_control, false, "OV-ZOC-1"),
      game::flag("pass_through_friends", &Options::pass_through_friends, true, "OV-MOVE-4"),
      game::flag("placement_combat", &Options::placement_combat, true, "OV-PLACE-4"),
      game::choice("retreat_odds", &Options::retreat_odds, {"attackers", "all_adjacent"}, 0, "OV-RETREAT-2"),
      game::number("pieces_per_side", &Options::pieces_per_side, 1, 50, 10, "OV-SIDE-1"),
      game::number("movement_points", &Options::movement_points, 1, 30, 5, "OV-MOVE-1"),
      game::number("placement_city_cap", &Options::placement_city_cap, 0, 99, 4, "OV-PLACE-3"),
      game::choice("moves_first", &Options::moves_first, {"first_placer", "second_placer"}, 0, "OV-TURN-2")};
  return table;
}
} // namespace

std::vector<game::NameLine> optionLines() { return game::optionLines(optionTable()); }

Rules parseRules(const std::string &text, const std::string &file) {
  Rules rules;
  core::MapReader top = game::readScenarioHead(text, file, "objectif-villes",
                                               "this is not an objectif-villes scenario ('{game}')", rules);
  rules.map = core::readHexMap(file, top.required("map"), terrainNames(), &text);

  rules.options = game::readOptions(file, top.optional("rules"), optionTable());
  rules.turn_limit = top.integer("turn_limit", 1, 1000, 20);

  std::vector<std::pair<Hex, YAML::Node>> taken;
  game::readTwoSides(
      top, rules,
      {"sides must be a list of exactly two sides (Pile, then Face)", "a side needs a name",
       "the two sides need different names"},
      std::equal_to<>(), [&](core::MapReader &side, std::size_t s) {
        const YAML::Node pieces = side.optional("pieces");
        if (pieces.IsDefined() && !pieces.IsNull()) {
          if (!pieces.IsSequence())
            throw core::errorAt(file, pieces, "side.pieces must be a list like [{hex: \"0304\"}]");
          if (static_cast<int>(pieces.size()) > rules.options.pieces_per_side)
            throw core::errorAt(file, pieces,
                                "side " + rules.sides[s] + " lists " + std::to_string(pieces.size()) +
                                    " pieces; a side has " + std::to_string(rules.options.pieces_per_side) +
                                    " (OV-SIDE-1)");
          for (const auto &piece : pieces) {
            core::MapReader p(file, piece, "piece");
            const YAML::Node hex_node = p.required("hex");
            const Hex h = core::readMapHex(file, hex_node, rules.map, "piece hex");
            p.finish();
            if (rules.terrainAt(h) == Terrain::Sea)
              throw core::errorAt(file, hex_node,
                                  "piece at " + core::formatHex(h) + " is at sea (OV-PLACE-2)");
            for (const auto &[other, node] : taken)
              if (other == h)
                throw core::errorAt(file, hex_node,
                                    "two pieces on hex " + core::formatHex(h) + " (the other at line " +
                                        std::to_string(node.Mark().line + 1) + ", OV-MOVE-4)");
            taken.push_back({h, hex_node});
            rules.placed[s].push_back(h);
          }
        }
      });
  game::readFirstSide(top, rules, "first: unknown side '{name}' (sides: {list})");
  top.finish();
  return rules;
}

Rules loadRules(const std::string &path) { return parseRules(core::readYamlText(path), path); }

} // namespace amiraute::objectif_villes
