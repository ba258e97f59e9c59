#include "games/escadrilles/Rules.h"

#include "core/Files.h"
#include "core/I18n.h"
#include "core/Yaml.h"
#include "core/YamlChoice.h"
#include "core/hex/Pose.h"

#include <algorithm>
#include <cctype>

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

int Rules::sideIndex(const std::string &name) const {
  for (int i = 0; i < 2; ++i)
    if (sides[static_cast<std::size_t>(i)] == name) return i;
  const auto lower = [](std::string s) {
    for (char &c : s)
      c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  for (int i = 0; i < 2; ++i)
    if (lower(sides[static_cast<std::size_t>(i)]) == lower(name)) return i;
  return -1;
}

std::string Rules::sideList() const { return sides[0] + ", " + sides[1]; }

namespace {

Options readOptions(const std::string &file, const YAML::Node &node) {
  Options o;
  if (!node.IsDefined() || node.IsNull()) return o;
  core::MapReader r(file, node, "rules");
  o.first_turn_speed = r.integer("first_turn_speed", kMinSpeed, kMaxSpeed, 2);
  o.alternate_first = r.boolean("alternate_first", false);
  o.deliberate_crash = r.boolean("deliberate_crash", true);
  o.off_map = static_cast<OffMap>(core::readChoice(r, "off_map", {"lost", "forbidden"}, 0));
  o.line_of_fire = static_cast<LineOfFire>(
      core::readChoice(r, "line_of_fire", {"nearest_plane", "nearest_enemy", "all"}, 0));
  o.dark_blocks_fire = r.boolean("dark_blocks_fire", false);
  o.tie_break = static_cast<TieBreak>(core::readChoice(r, "tie_break", {"shot_down", "draw"}, 0));
  r.finish();
  return o;
}

struct Placed {
  Hex hex;
  YAML::Node node;
  std::string who;
};

} // namespace

Rules parseRules(const std::string &text, const std::string &file) {
  const YAML::Node root = core::loadYamlString(text, file);
  core::MapReader top(file, root, "scenario");
  Rules rules;
  rules.file = file;
  const std::string game = top.string("game");
  if (game != "escadrilles")
    throw core::errorAt(file, root["game"],
                        fill(tr("this is not an escadrilles scenario ('{game}')"), {{"game", game}}));
  rules.title = top.string("title", "");
  rules.description = top.string("description", "");
  const YAML::Node map_node = top.required("map");
  rules.map = core::readHexMap(file, map_node, terrainNames(), &text);
  if (!rules.map.sides("rivers").empty())
    throw core::errorAt(file, map_node["rivers"],
                        tr("Escadrilles has no rivers: planes fly over them (ES-MAP-1)"));
  rules.options = readOptions(file, top.optional("rules"));
  rules.turn_limit = top.integer("turn_limit", 1, 1000, 20);

  const YAML::Node sides = top.required("sides");
  if (!sides.IsSequence() || sides.size() != 2)
    throw core::errorAt(file, sides, tr("sides must be a list of exactly two squadrons"));
  std::vector<Placed> taken;
  for (std::size_t s = 0; s < 2; ++s) {
    core::MapReader side(file, sides[s], "side");
    rules.sides[s] = side.string("name");
    if (rules.sides[s].empty()) throw core::errorAt(file, sides[s]["name"], tr("a squadron needs a name"));
    if (s == 1 && rules.sides[1] == rules.sides[0])
      throw core::errorAt(file, sides[s]["name"], tr("the two squadrons need different names"));
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
    side.finish();
  }
  const YAML::Node first = top.optional("first");
  if (first.IsDefined()) {
    const std::string name = core::readString(file, first, "first");
    rules.first = rules.sideIndex(name);
    if (rules.first < 0)
      throw core::errorAt(file, first,
                          fill(tr("first: unknown squadron '{name}' (squadrons: {list})"),
                               {{"name", name}, {"list", rules.sideList()}}));
  }
  top.finish();
  return rules;
}

Rules loadRules(const std::string &path) { return parseRules(core::readYamlText(path), path); }

} // namespace amiraute::escadrilles
