#include "games/detroits/Rules.h"

#include "core/Files.h"
#include "core/I18n.h"
#include "core/Yaml.h"
#include "core/YamlChoice.h"
#include "game/Scenario.h"

#include <cctype>
#include <string>

namespace amiraute::detroits {

using core::fill;
using core::tr;

const std::vector<std::string> &terrainNames() {
  static const std::vector<std::string> names = {"sea", "land"};
  return names;
}

const char *kindName(Kind k) { return k == Kind::ThreeMaster ? "three-master" : "frigate"; }
int lengthOf(Kind k) { return k == Kind::ThreeMaster ? 2 : 1; }
int fullResistance(Kind k) { return k == Kind::ThreeMaster ? 17 : 9; }
int maxRange(Kind k) { return k == Kind::ThreeMaster ? 4 : 3; }

int broadsideDamage(Kind k, int distance) {
  if (distance < 1 || distance > maxRange(k)) return 0;
  return maxRange(k) + 1 - distance; // frigate 3 → 1 … 1 → 3; three-master 4 → 1 … 1 → 4
}

namespace {

/// The `rules:` options, read in this order.
const std::vector<game::Option<Options>> &optionTable() {
  static const std::vector<game::Option<Options>> table = {
      game::number("points", &Options::points, 1, 20, 6, "DT-ORDER-2"),
      game::number("ram_damage", &Options::ram_damage, 0, 20, 2, "DT-CONTACT-1"),
      game::flag("sunk_fire_back", &Options::sunk_fire_back, true, "DT-FIRE-5"),
      game::flag("masking", &Options::masking, false, "DT-FIRE-6"),
      game::flag("crippled_sail_on", &Options::crippled_sail_on, false, "DT-DRIFT-2"),
      game::choice("drift", &Options::drift, {"toward", "downwind"}, 1, "DT-DRIFT-1"),
      game::choice("map_edge", &Options::map_edge, {"leave", "stop"}, 0, "DT-MOVE-5"),
      game::choice("zone_victory", &Options::zone_victory, {"contested", "literal", "off"}, 0, "DT-WIN-2"),
      game::choice("tie_break", &Options::tie_break, {"zone", "points", "draw"}, 0, "DT-WIN-3"),
      game::choice("half_turn", &Options::half_turn, {"starboard", "port"}, 0, "DT-MOVE-3"),
      game::number("foul_damage", &Options::foul_damage, 0, 20, 0, "DT-CONTACT-4"),
      game::choice("drift_onto_ship", &Options::drift_onto_ship, {"stay", "contact"}, 0, "DT-DRIFT-3"),
      game::choice("fire_arc", &Options::fire_arc, {"cone", "flank"}, 0, "DT-FIRE-2"),
      game::choice("order_onto_land", &Options::order_onto_land, {"aground", "stop"}, 0, "DT-MOVE-4"),
      game::choice("boarding", &Options::boarding, {"simultaneous", "alternate"}, 0, "DT-CONTACT-2"),
      game::flag("boarding_is_fire", &Options::boarding_is_fire, false, "DT-CONTACT-2"),
      // DT-CONTACT-2: a number of points, or the word table.
      {[](core::MapReader &r, Options &o) {
         if (const YAML::Node damage = r.optional("boarding_damage"); damage.IsDefined()) {
           const bool table = damage.IsScalar() && damage.Scalar() == "table";
           if (!table) {
             if (!damage.IsScalar() || damage.Scalar().find_first_not_of("0123456789") != std::string::npos ||
                 damage.Scalar().empty() || damage.Scalar().size() > 2 || std::stoi(damage.Scalar()) < 1 ||
                 std::stoi(damage.Scalar()) > 20)
               throw core::errorAt(
                   r.file(), damage,
                   fill(tr("rules.boarding_damage must be table or a number of points from 1 to 20, "
                           "not '{value}' (DT-CONTACT-2)"),
                        {{"value", damage.IsScalar() ? damage.Scalar() : std::string("…")}}));
             o.boarding_damage = std::stoi(damage.Scalar());
           }
         }
       },
       game::optionLine("boarding_damage", "table | 1..20", "table", "DT-CONTACT-2")},
      game::choice("empty_order", &Options::empty_order, {"allowed", "forbidden"}, 0, "DT-ORDER-1"),
  };
  return table;
}

struct Placed {
  std::vector<Hex> hexes;
  YAML::Node node;
  std::string name;
};

} // namespace

int Rules::sideIndex(const std::string &name) const { return game::nameIndex(sides, name); }

int Rules::shipIndex(const std::string &name) const {
  for (std::size_t i = 0; i < ships.size(); ++i)
    if (ships[i].name == name) return static_cast<int>(i);
  for (std::size_t i = 0; i < ships.size(); ++i)
    if (game::lowerAscii(ships[i].name) == game::lowerAscii(name)) return static_cast<int>(i);
  return -1;
}

std::string Rules::sideList() const { return sides[0] + ", " + sides[1]; }

std::string Rules::shipList(int side) const {
  std::string out;
  for (const ShipSetup &s : ships)
    if (side < 0 || s.side == side) out += (out.empty() ? "" : ", ") + s.name;
  return out;
}

Rules parseRules(const std::string &text, const std::string &file) {
  Rules rules;
  core::MapReader top =
      game::readScenarioHead(text, file, "detroits", tr("this is not a detroits scenario ('{game}')"), rules);
  const YAML::Node map_node = top.required("map");
  rules.map = core::readHexMap(file, map_node, core::MapSpec{terrainNames(), {}}, &text);
  const YAML::Node lights = top.required("lighthouses");
  core::HexSet set = core::readHexSet(file, lights, rules.map, "lighthouses");
  if (set.size() != 4)
    throw core::errorAt(
        file, lights,
        fill(core::trn("lighthouses lists {n} hex; the strait is marked by exactly four (DT-MAP-2)",
                       "lighthouses lists {n} hexes; the strait is marked by exactly four (DT-MAP-2)",
                       static_cast<long>(set.size())),
             {{"n", std::to_string(set.size())}}));
  rules.lighthouses = set.hexes();
  rules.zone = core::hexesInside(rules.map, rules.lighthouses);
  rules.map.addSet("lighthouses", set);
  rules.map.addSet("zone", rules.zone);

  const YAML::Node wind = top.optional("wind");
  if (wind.IsDefined()) {
    const std::string w = core::readString(file, wind, "wind");
    if (w == "north")
      rules.wind = WindSetup::North;
    else if (w == "south")
      rules.wind = WindSetup::South;
    else if (w == "toss")
      rules.wind = WindSetup::Toss;
    else {
      throw core::errorAt(
          file, wind,
          fill(tr("wind must be north, south or toss, not '{value}' (DT-WIND-1)"), {{"value", w}}) +
              core::didYouMean(w, {"north", "south", "toss"}));
    }
  }
  rules.options = game::readOptions(file, top.optional("rules"), optionTable());
  rules.turn_limit = top.integer("turn_limit", 1, 1000, 20);

  std::vector<Placed> taken;
  game::readTwoSides(
      top, rules,
      {tr("sides must be a list of exactly two fleets"), tr("a fleet needs a name"),
       tr("the two fleets need different names")},
      [](const std::string &a, const std::string &b) { return game::lowerAscii(a) == game::lowerAscii(b); },
      [&](core::MapReader &side, std::size_t s) {
        const YAML::Node ships = side.required("ships");
        if (!ships.IsSequence() || ships.size() == 0 || ships.size() > 10)
          throw core::errorAt(file, ships,
                              tr("side.ships must be a list of 1 to 10 ships like [{name: Foudroyant, type: "
                                 "three-master, bow: \"0203\", facing: 3}] (DT-SHIP-1)"));
        for (const auto &node : ships) {
          core::MapReader p(file, node, "ship");
          ShipSetup ship;
          ship.side = static_cast<int>(s);
          const YAML::Node name_node = p.required("name");
          ship.name = core::readString(file, name_node, "ship.name");
          if (ship.name.empty() || ship.name.find_first_of(" \t\"'") != std::string::npos ||
              std::isdigit(static_cast<unsigned char>(ship.name[0])) || ship.name == "-")
            throw core::errorAt(
                file, name_node,
                fill(tr("ship name '{name}': one word, no quotes, not starting with a digit (DT-SHIP-1)"),
                     {{"name", ship.name}}));
          for (const ShipSetup &other : rules.ships)
            if (game::lowerAscii(other.name) == game::lowerAscii(ship.name))
              throw core::errorAt(
                  file, name_node,
                  fill(tr("two ships are named '{name}'; every ship needs its own name (DT-SHIP-1)"),
                       {{"name", ship.name}}));
          if (rules.sideIndex(ship.name) >= 0)
            throw core::errorAt(
                file, name_node,
                fill(tr("a ship may not be named like a fleet ('{name}')"), {{"name", ship.name}}));
          const YAML::Node type = p.required("type");
          const std::string t = core::readString(file, type, "ship.type");
          if (t == "three-master")
            ship.kind = Kind::ThreeMaster;
          else if (t == "frigate")
            ship.kind = Kind::Frigate;
          else {
            throw core::errorAt(
                file, type,
                fill(tr("ship.type must be three-master or frigate, not '{value}' (DT-SHIP-1)"),
                     {{"value", t}}) +
                    core::didYouMean(t, {"three-master", "frigate"}));
          }
          const YAML::Node bow = p.required("bow");
          ship.bow.hex = core::readMapHex(file, bow, rules.map, "ship bow");
          ship.bow.facing = p.integer("facing", 1, 6);
          ship.resistance = p.integer("resistance", 1, fullResistance(ship.kind), fullResistance(ship.kind));
          p.finish();
          const std::vector<Hex> hexes = core::pieceHexes(ship.bow, lengthOf(ship.kind));
          for (Hex h : hexes) {
            if (!rules.map.contains(h))
              throw core::errorAt(
                  file, bow,
                  fill(tr("{ship}'s stern would be off the map at facing {facing} (DT-SHIP-2)"),
                       {{"ship", ship.name}, {"facing", std::to_string(ship.bow.facing)}}));
            if (rules.land(h))
              throw core::errorAt(file, bow,
                                  fill(tr("{ship} would stand on land at {hex} (DT-SHIP-2)"),
                                       {{"ship", ship.name}, {"hex", core::formatHex(h)}}));
            for (const Placed &other : taken)
              for (Hex o : other.hexes)
                if (o == h)
                  throw core::errorAt(
                      file, bow,
                      fill(tr("{ship} and {other} would both stand on {hex} (line {line}); one "
                              "ship a hex (DT-SHIP-2)"),
                           {{"ship", ship.name},
                            {"other", other.name},
                            {"hex", core::formatHex(h)},
                            {"line", std::to_string(other.node.Mark().line + 1)}}));
          }
          taken.push_back({hexes, bow, ship.name});
          rules.ships.push_back(ship);
        }
      });
  game::readFirstSide(top, rules, tr("first: unknown fleet '{name}' (fleets: {list})"));
  top.finish();
  return rules;
}

std::vector<game::NameLine> optionLines() { return game::optionLines(optionTable()); }

Rules loadRules(const std::string &path) { return parseRules(core::readYamlText(path), path); }

} // namespace amiraute::detroits
