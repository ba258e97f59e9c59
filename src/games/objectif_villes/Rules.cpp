#include "games/objectif_villes/Rules.h"

#include "core/Files.h"
#include "core/I18n.h"
#include "core/Yaml.h"

#include <algorithm>
#include <cctype>

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

int Rules::sideIndex(const std::string &name) const {
  for (int i = 0; i < 2; ++i)
    if (sides[i] == name) return i;
  const auto lower = [](std::string s) {
    for (char &c : s)
      c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  for (int i = 0; i < 2; ++i)
    if (lower(sides[i]) == lower(name)) return i;
  return -1;
}

int Rules::cityCount() const { return static_cast<int>(cities().size()); }

Rules parseRules(const std::string &text, const std::string &file) {
  const YAML::Node root = core::loadYamlString(text, file);
  core::MapReader top(file, root, "scenario");
  Rules rules;
  rules.file = file;
  const std::string game = top.string("game");
  if (game != "objectif-villes")
    throw core::errorAt(file, root["game"], "this is not an objectif-villes scenario ('" + game + "')");
  rules.title = top.string("title", "");
  rules.description = top.string("description", "");
  rules.map = core::readHexMap(file, top.required("map"), terrainNames(), &text);

  const YAML::Node options = top.optional("rules");
  if (options.IsDefined() && !options.IsNull()) {
    core::MapReader o(file, options, "rules");
    rules.options.zone_of_control = o.boolean("zone_of_control", false);
    rules.options.pass_through_friends = o.boolean("pass_through_friends", true);
    rules.options.placement_combat = o.boolean("placement_combat", true);
    const std::string odds = o.string("retreat_odds", "attackers");
    if (odds == "attackers")
      rules.options.retreat_odds = RetreatOdds::Attackers;
    else if (odds == "all_adjacent")
      rules.options.retreat_odds = RetreatOdds::AllAdjacent;
    else
      throw core::errorAt(file, options["retreat_odds"],
                          "rules.retreat_odds must be 'attackers' or 'all_adjacent', not '" + odds + "'");
    rules.options.pieces_per_side = o.integer("pieces_per_side", 1, 50, 10);
    rules.options.movement_points = o.integer("movement_points", 1, 30, 5);
    rules.options.placement_city_cap = o.integer("placement_city_cap", 0, 99, 4);
    o.finish();
  }
  rules.turn_limit = top.integer("turn_limit", 1, 1000, 20);

  const YAML::Node sides = top.required("sides");
  if (!sides.IsSequence() || sides.size() != 2)
    throw core::errorAt(file, sides, "sides must be a list of exactly two sides (Pile, then Face)");
  std::vector<std::pair<Hex, YAML::Node>> taken;
  for (std::size_t s = 0; s < 2; ++s) {
    core::MapReader side(file, sides[s], "side");
    rules.sides[s] = side.string("name");
    if (rules.sides[s].empty()) throw core::errorAt(file, sides[s]["name"], "a side needs a name");
    if (s == 1 && rules.sides[1] == rules.sides[0])
      throw core::errorAt(file, sides[s]["name"], "the two sides need different names");
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
          throw core::errorAt(file, hex_node, "piece at " + core::formatHex(h) + " is at sea (OV-PLACE-2)");
        for (const auto &[other, node] : taken)
          if (other == h)
            throw core::errorAt(file, hex_node,
                                "two pieces on hex " + core::formatHex(h) + " (the other at line " +
                                    std::to_string(node.Mark().line + 1) + ", OV-MOVE-4)");
        taken.push_back({h, hex_node});
        rules.placed[s].push_back(h);
      }
    }
    side.finish();
  }
  const YAML::Node first = top.optional("first");
  if (first.IsDefined()) {
    const std::string name = core::readString(file, first, "first");
    rules.first = rules.sideIndex(name);
    if (rules.first < 0) {
      std::string message =
          "first: unknown side '" + name + "' (sides: " + rules.sides[0] + ", " + rules.sides[1] + ")";
      throw core::errorAt(file, first, message);
    }
  }
  top.finish();
  return rules;
}

Rules loadRules(const std::string &path) { return parseRules(core::readYamlText(path), path); }

} // namespace amiraute::objectif_villes
