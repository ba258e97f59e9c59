#include "games/escadrilles/Rules.h"

#include "core/Files.h"
#include "core/I18n.h"
#include "core/Yaml.h"
#include "core/YamlChoice.h"
#include "core/hex/Pose.h"
#include "game/Scenario.h"

#include <algorithm>
#include <cctype>
#include <functional>

namespace amiraute::escadrilles {

using core::fill;
using core::tr;

const std::vector<std::string> &terrainNames() {
  static const std::vector<std::string> names = {"sea", "plain", "plateau", "dark"};
  return names;
}

const std::string &terrainName(Terrain t) { return terrainNames()[static_cast<std::size_t>(t)]; }

int level(Terrain t) {
  switch (t) {
  case Terrain::Sea: return 0;
  case Terrain::Plain: return 1;
  case Terrain::Plateau: return 2;
  case Terrain::Dark: return -1;
  }
  return -1;
}

int Rules::sideIndex(const std::string &name) const { return game::nameIndex(sides, name); }

std::string Rules::sideList() const { return sides[0] + ", " + sides[1]; }

namespace {

/// The `rules:` options, read in this order.
const std::vector<game::Option<Options>> &optionTable() {
  static const std::vector<game::Option<Options>> table = {
      game::number("first_turn_speed", &Options::first_turn_speed, kMinSpeed, kMaxSpeed, 2, "ES-SPEED-1"),
      game::flag("alternate_first", &Options::alternate_first, false, "ES-TURN-1"),
      game::flag("deliberate_crash", &Options::deliberate_crash, true, "ES-CRASH-5"),
      game::choice("off_map", &Options::off_map, {"lost", "forbidden"}, 0, "ES-MAP-2"),
      game::choice("line_of_fire", &Options::line_of_fire, {"nearest_plane", "nearest_enemy", "all"}, 0,
                   "ES-FIRE-2"),
      game::flag("dark_blocks_fire", &Options::dark_blocks_fire, false, "ES-FIRE-3"),
      game::choice("tie_break", &Options::tie_break, {"shot_down", "draw"}, 0, "ES-WIN-3"),
  };
  return table;
}

struct Placed {
  Hex hex;
  YAML::Node node;
  std::string who;
};

} // namespace

Rules parseRules(const std::string &text, const std::string &file) {
  Rules rules;
  core::MapReader top = game::readScenarioHead(text, file, "escadrilles",
                                               tr("this is not an escadrilles scenario ('{game}')"), rules);
  const YAML::Node map_node = top.required("map");
  rules.map = core::readHexMap(file, map_node, terrainNames(), &text);
  if (!rules.map.sides("rivers").empty())
    throw core::errorAt(file, map_node["rivers"],
                        tr("Escadrilles has no rivers: planes fly over them (ES-MAP-1)"));
  rules.options = game::readOptions(file, top.optional("rules"), optionTable());
  rules.turn_limit = top.integer("turn_limit", 1, 1000, 20);

  std::vector<Placed> taken;
  game::readTwoSides(
      top, rules,
      {tr("sides must be a list of exactly two squadrons"), tr("a squadron needs a name"),
       tr("the two squadrons need different names")},
      std::equal_to<>(), [&](core::MapReader &side, std::size_t s) {
        const YAML::Node planes = side.required("planes");
        if (!planes.IsSequence() || planes.size() == 0)
          throw core::errorAt(file, planes,
                              tr("side.planes must be a list like [{number: 1, hex: \"0104\", facing: 2}]"));
        if (planes.size() > static_cast<std::size_t>(kMaxPlanes))
          throw core::errorAt(
              file, planes,
              fill(tr("squadron {side} lists {n} planes; a squadron has at most nine (ES-SIDE-1)"),
                   {{"side", rules.sides[s]}, {"n", std::to_string(planes.size())}}));
        std::vector<std::pair<int, YAML::Node>> numbers;
        for (const auto &plane : planes) {
          core::MapReader p(file, plane, "plane");
          PlaneSetup setup;
          const YAML::Node number_node = p.required("number");
          setup.number = core::readInt(file, number_node, "plane.number", 1, kMaxPlanes);
          for (const auto &[n, node] : numbers)
            if (n == setup.number)
              throw core::errorAt(
                  file, number_node,
                  fill(tr("squadron {side} has two planes numbered {n} (the other at line {line}, "
                          "ES-SIDE-1)"),
                       {{"side", rules.sides[s]},
                        {"n", std::to_string(n)},
                        {"line", std::to_string(node.Mark().line + 1)}}));
          numbers.push_back({setup.number, number_node});
          const YAML::Node hex_node = p.required("hex");
          setup.hex = core::readMapHex(file, hex_node, rules.map, "plane hex");
          setup.facing = p.integer("facing", 1, 6);
          setup.last_speed = p.integer("speed", kMinSpeed, kMaxSpeed, 0);
          p.finish();
          const std::string who = rules.sides[s] + " " + std::to_string(setup.number);
          if (rules.terrainAt(setup.hex) == Terrain::Dark)
            throw core::errorAt(
                file, hex_node,
                fill(tr("plane {plane} starts on the dark hex {hex}, where no plane may be (ES-CRASH-1)"),
                     {{"plane", who}, {"hex", core::formatHex(setup.hex)}}));
          for (const Placed &other : taken)
            if (other.hex == setup.hex)
              throw core::errorAt(
                  file, hex_node,
                  fill(tr("planes {plane} and {other} both start on {hex} (line {line}); one plane a "
                          "hex (ES-CRASH-3)"),
                       {{"plane", who},
                        {"other", other.who},
                        {"hex", core::formatHex(setup.hex)},
                        {"line", std::to_string(other.node.Mark().line + 1)}}));
          taken.push_back({setup.hex, hex_node, who});
          rules.planes[s].push_back(setup);
        }
        std::sort(rules.planes[s].begin(), rules.planes[s].end(),
                  [](const PlaneSetup &a, const PlaneSetup &b) { return a.number < b.number; });
      });
  game::readFirstSide(top, rules, tr("first: unknown squadron '{name}' (squadrons: {list})"));
  top.finish();
  return rules;
}

std::vector<game::NameLine> optionLines() { return game::optionLines(optionTable()); }

Rules loadRules(const std::string &path) { return parseRules(core::readYamlText(path), path); }

} // namespace amiraute::escadrilles
