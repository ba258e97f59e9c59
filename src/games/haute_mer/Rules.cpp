#include "games/haute_mer/Rules.h"
#include "core/FileOverlay.h"

#include "core/I18n.h"
#include <atomic>

#include "core/Yaml.h"
#include "core/YamlChoice.h"
#include "game/Scenario.h"

#include <filesystem>
#include <set>

namespace amiraute::haute_mer {

std::uint64_t nextScenarioId() {
  static std::atomic<std::uint64_t> next{1};
  return next.fetch_add(1, std::memory_order_relaxed);
}

using core::errorAt;
using core::MapReader;

const char *edgeName(Edge e) {
  switch (e) {
  case Edge::North: return "north";
  case Edge::East: return "east";
  case Edge::South: return "south";
  case Edge::West: return "west";
  }
  return "";
}

const char *objectiveKindName(Objective::Kind k) {
  switch (k) {
  case Objective::Kind::Sink: return "sink";
  case Objective::Kind::Escape: return "escape";
  case Objective::Kind::Protect: return "protect";
  case Objective::Kind::Hold: return "hold";
  }
  return "";
}

int Scenario::shipIndex(const std::string &name) const {
  const auto it = ship_index.find(name);
  return it == ship_index.end() ? -1 : it->second;
}

namespace {

ShipClass readClass(const std::string &file, const YAML::Node &node) {
  MapReader r(file, node, "class");
  ShipClass c;
  c.id = r.string("id");
  if (c.id.empty() || c.id.find(' ') != std::string::npos)
    throw errorAt(file, node["id"], "a class id is one word, like 'croiseur-leger'");
  c.name = r.string("name", c.id);
  // HM-CLASS-1: players show each value on a D6, so values run 1..6.
  c.movement = r.integer("movement", 1, 6);
  c.combat = r.integer("combat", 1, 6);
  c.structure = r.integer("structure", 1, 6);
  MapReader base(file, r.required("base"), "class.base");
  c.length = base.number("length", 0.05, 20);
  c.width = base.number("width", 0.05, 20);
  base.finish();
  if (c.width > c.length)
    throw errorAt(file, node["base"], "a base is longer than it is wide: length runs bow to stern");
  c.torpedoes = r.boolean("torpedoes", false);
  r.allow("note");
  r.finish();
  return c;
}

void readClassList(const std::string &file, const YAML::Node &list, std::map<std::string, ShipClass> &classes,
                   std::set<std::string> &seen_here) {
  if (list.IsNull()) return;
  if (!list.IsSequence()) throw errorAt(file, list, "classes must be a list");
  for (const auto &item : list) {
    ShipClass c = readClass(file, item);
    if (!seen_here.insert(c.id).second)
      throw errorAt(file, item, "the class '" + c.id + "' is defined twice in this file");
    if (classes.count(c.id))
      core::warnAt(
          file, item,
          core::fill(core::tr("the class '{id}' replaces the class of that id read before (from a fleet "
                              "file): give it another id unless that is meant"),
                     {{"id", c.id}}));
    classes[c.id] = c; // a later file (or the scenario) may redefine a class on purpose
  }
}

std::optional<core::Pose> readPose(MapReader &r, const YAML::Node &node, const std::string &file) {
  const bool any = r.has("x") || r.has("y") || r.has("heading");
  r.allow("x");
  r.allow("y");
  r.allow("heading");
  if (!any) return std::nullopt;
  if (!(r.has("x") && r.has("y") && r.has("heading"))) {
    for (const char *key : {"x", "y", "heading"}) // a misspelt key is the likelier mistake
      if (!r.has(key))
        if (auto typo = r.misspelt(key)) throw *typo;
    throw errorAt(file, node, "a placed ship needs all of x, y and heading (or none of them)");
  }
  core::Pose p;
  p.center.x = r.number("x", -1e6, 1e6);
  p.center.y = r.number("y", -1e6, 1e6);
  p.heading_deg = core::normalizeHeading(r.number("heading", -3600, 3600));
  return p;
}

/// HM-SCEN-1: `damage: {movement: M, combat: C, structure: S}` on a ship, each taken off its
/// class's value; a ship may start with movement or combat 0, never sunk.
void readStartingDamage(const std::string &file, MapReader &ship, const ShipClass &c, ShipSetup &setup) {
  const YAML::Node node = ship.optional("damage");
  if (!node.IsDefined() || node.IsNull()) return;
  MapReader d(file, node, "ship.damage");
  setup.damage_movement = d.integer("movement", 0, c.movement, 0);
  setup.damage_combat = d.integer("combat", 0, c.combat, 0);
  if (d.has("structure") && d.integer("structure", 0, 1000) >= c.structure)
    throw errorAt(
        file, node["structure"],
        core::fill(core::tr("a {class} has structure {n}: it may start with at most {max} damage on "
                            "it, or it would start sunk (HM-SCEN-1)"),
                   {{"class", c.name},
                    {"n", std::to_string(c.structure)},
                    {"max", std::to_string(c.structure - 1)}}));
  setup.damage_structure = d.integer("structure", 0, c.structure - 1, 0);
  d.finish();
}

/// The ships an objective names, by name, as indices in `s.ships`.
std::vector<int> readObjectiveShips(const std::string &file, const YAML::Node &list, const Scenario &s,
                                    const std::string &what) {
  if (!list.IsSequence() || list.size() == 0)
    throw errorAt(
        file, list,
        core::fill(core::tr("{what} is a list of ship names, like [Convoi 1, Convoi 2]"), {{"what", what}}));
  std::vector<std::string> known;
  for (const auto &ship : s.ships)
    known.push_back(ship.name);
  std::vector<int> out;
  for (const auto &item : list) {
    const std::string name = core::readString(file, item, "ship name");
    int index = -1;
    for (std::size_t i = 0; i < s.ships.size(); ++i)
      if (s.ships[i].name == name) index = static_cast<int>(i);
    if (index < 0)
      throw errorAt(file, item,
                    core::fill(core::tr("no ship is named '{name}'"), {{"name", name}}) +
                        core::didYouMean(name, known));
    if (std::find(out.begin(), out.end(), index) != out.end())
      throw errorAt(file, item, core::fill(core::tr("'{name}' is listed twice"), {{"name", name}}));
    out.push_back(index);
  }
  return out;
}

int sideNamed(const std::string &file, const YAML::Node &node, const Scenario &s) {
  const std::string name = core::readString(file, node, "side");
  for (std::size_t i = 0; i < s.sides.size(); ++i)
    if (s.sides[i] == name) return static_cast<int>(i);
  throw errorAt(file, node,
                core::fill(core::tr("no side is named '{name}'"), {{"name", name}}) +
                    core::didYouMean(name, s.sides));
}

/// `victory.objectives` (HM-WIN-3 to -5) and `victory.otherwise` (HM-WIN-4).
void readObjectives(const std::string &file, MapReader &victory, Scenario &s) {
  const YAML::Node otherwise = victory.optional("otherwise");
  if (otherwise.IsDefined() && !otherwise.IsNull()) s.victory.otherwise = sideNamed(file, otherwise, s);
  const YAML::Node list = victory.optional("objectives");
  if (!list.IsDefined() || list.IsNull()) return;
  if (!list.IsSequence()) throw errorAt(file, list, "victory.objectives must be a list");
  const std::vector<std::string> kinds = {"sink", "escape", "protect", "hold"};
  for (const auto &node : list) {
    MapReader o(file, node, "objective");
    Objective obj;
    obj.side = sideNamed(file, o.required("side"), s);
    int found = 0;
    for (std::size_t k = 0; k < kinds.size(); ++k)
      if (o.has(kinds[k])) ++found, obj.kind = static_cast<Objective::Kind>(k);
    if (found != 1)
      throw errorAt(file, node,
                    found == 0
                        ? "an objective says what the side must do: one of sink, escape, protect or hold"
                        : "an objective is one of sink, escape, protect or hold, not several: write "
                          "one objective each");
    const std::string key = kinds[static_cast<std::size_t>(obj.kind)];
    if (obj.kind == Objective::Kind::Hold) {
      if (!s.table) throw errorAt(file, node, "a hold objective needs the scenario's table size");
      MapReader a(file, o.required("hold"), "objective.hold");
      obj.area.x = a.number("x", 0, s.table->width);
      obj.area.y = a.number("y", 0, s.table->height);
      obj.area.width = a.number("width", 0.5, s.table->width);
      obj.area.height = a.number("height", 0.5, s.table->height);
      a.finish();
      if (obj.area.x + obj.area.width > s.table->width + 1e-9 ||
          obj.area.y + obj.area.height > s.table->height + 1e-9)
        throw errorAt(file, node["hold"], "the area to hold must lie on the table");
    } else {
      obj.ships = readObjectiveShips(file, o.required(key), s, key);
      obj.count =
          o.integer("count", 1, static_cast<int>(obj.ships.size()), static_cast<int>(obj.ships.size()));
      for (int ship : obj.ships) {
        const bool own = s.ships[static_cast<std::size_t>(ship)].side == obj.side;
        if (obj.kind == Objective::Kind::Sink && own)
          throw errorAt(file, node[key],
                        "'" + s.ships[static_cast<std::size_t>(ship)].name + "' is one of " +
                            s.sides[obj.side] + "'s own ships: a side sinks enemy ships");
        if (obj.kind != Objective::Kind::Sink && !own)
          throw errorAt(file, node[key],
                        "'" + s.ships[static_cast<std::size_t>(ship)].name + "' is not one of " +
                            s.sides[obj.side] + "'s ships: a side " + key + "s its own");
      }
    }
    if (obj.kind == Objective::Kind::Escape) {
      if (!s.table) throw errorAt(file, node, "an escape objective needs the scenario's table size");
      const YAML::Node edge = o.required("edge");
      const std::vector<std::string> edges = {"north", "east", "south", "west"};
      const std::string word = core::readString(file, edge, "edge");
      const auto it = std::find(edges.begin(), edges.end(), word);
      if (it == edges.end())
        throw errorAt(file, edge,
                      "edge must be one of north, east, south, west, not '" + word + "'" +
                          core::didYouMean(word, edges));
      obj.edge = static_cast<Edge>(it - edges.begin());
      obj.depth = o.number("depth", 0, 10, 1);
    }
    if (!obj.atOnce() && !s.victory.turn_limit)
      throw errorAt(file, node,
                    "a " + key + " objective is judged at the turn limit: give victory.turn_limit too");
    o.finish();
    s.victory.objectives.push_back(obj);
  }
}

/// The `rules:` options, read and listed from this one table.
const std::vector<game::Option<RuleOptions>> &optionTable() {
  using O = RuleOptions;
  static const std::vector<game::Option<RuleOptions>> table = {
      // HM-FIRE-3: four faces, one per shortfall under the maximum range.
      {[](MapReader &r, O &o) {
         const YAML::Node faces = r.optional("artillery_hit_on");
         if (!faces.IsDefined()) return;
         if (!faces.IsSequence() || faces.size() != 4)
           throw errorAt(r.file(), faces,
                         "rules.artillery_hit_on lists 4 faces: at maximum range, 1, 2, and 3+ UD under");
         for (std::size_t i = 0; i < 4; ++i)
           o.artillery_hit_on[i] = core::readInt(r.file(), faces[i], "rules.artillery_hit_on", 2, 6);
       },
       game::optionLine("artillery_hit_on", "[4 faces 2..6]: at maximum range, 1, 2, 3+ UD under",
                        "[6, 5, 4, 4]", "HM-FIRE-3")},
      game::flag("one_fire_per_turn", &O::one_fire_per_turn, true, "HM-FIRE-5"),
      game::flag("one_attack_per_turn", &O::one_attack_per_turn, true, "HM-TORP-4"),
      game::choice("line_of_fire", &O::line_of_fire, {"end-zones", "any-ship"}, 0, "HM-LOS-2"),
      game::decimal("los_clearance", &O::los_clearance, 0, 10, 1, "UD", "HM-LOS-2"),
      game::decimal("straight_before_pivot", &O::straight_before_pivot, 0, 10, 1, "UD", "HM-MOVE-3"),
      game::decimal("pivot_cost", &O::pivot_cost, 0, 6, 1, "UD", "HM-MOVE-4"),
      game::decimal("max_pivot", &O::max_pivot, 1, 180, 90, "degrees", "HM-MOVE-4"),
      game::number("torpedo_damage_per_hit", &O::torpedo_damage_per_hit, 1, 12, 4, "HM-TORP-3")};
  return table;
}

RuleOptions readRules(const std::string &file, const YAML::Node &node) {
  return game::readOptions(file, node, optionTable());
}

} // namespace

void loadFleetFile(const std::string &path, std::map<std::string, ShipClass> &classes) {
  const YAML::Node root = core::loadYamlFile(path);
  MapReader r(path, root, "fleet");
  r.string("fleet", "");
  r.allow("note");
  std::set<std::string> seen;
  readClassList(path, r.required("classes"), classes, seen);
  r.finish();
}

std::vector<game::NameLine> optionLines() { return game::optionLines(optionTable()); }

Scenario loadScenario(const std::string &path) {
  namespace fs = std::filesystem;
  Scenario s;
  s.file = fs::absolute(path).lexically_normal().string();
  const YAML::Node root = core::loadYamlFile(path);
  MapReader r(path, root, "scenario");
  const std::string game = r.string("game");
  if (game != "haute-mer")
    throw errorAt(path, root["game"], "this is a '" + game + "' scenario, not haute-mer");
  s.title = r.string("title", fs::path(path).stem().string());
  s.description = r.string("description", "");

  const YAML::Node table = r.optional("table");
  if (table.IsDefined() && !table.IsNull()) {
    MapReader t(path, table, "table");
    Table tb;
    tb.width = t.number("width", 1, 1000);
    tb.height = t.number("height", 1, 1000);
    t.finish();
    s.table = tb;
  }

  const YAML::Node fleets = r.optional("fleets");
  if (fleets.IsDefined() && !fleets.IsNull()) {
    if (!fleets.IsSequence()) throw errorAt(path, fleets, "fleets must be a list of files");
    for (const auto &f : fleets) {
      const std::string rel = core::readString(path, f, "fleet file");
      const fs::path fleet_path = fs::path(path).parent_path() / rel;
      if (!core::fileExists(fleet_path.string()))
        throw errorAt(path, f, "no fleet file at '" + rel + "' (looked for " + fleet_path.string() + ")");
      loadFleetFile(fleet_path.string(), s.classes);
    }
  }
  std::set<std::string> inline_seen;
  readClassList(path, r.optional("classes").IsDefined() ? r.optional("classes") : YAML::Node(), s.classes,
                inline_seen);
  if (s.classes.empty())
    throw errorAt(path, root, "no ship classes: list a fleet file under 'fleets' or define 'classes'");

  const YAML::Node sides = r.required("sides");
  if (!sides.IsSequence() || sides.size() < 2)
    throw errorAt(path, sides, "sides must be a list of at least two sides");
  std::set<std::string> names;
  std::vector<YAML::Node> ship_nodes; // kept for the line numbers of placement errors
  std::vector<std::string> class_ids;
  for (const auto &[id, c] : s.classes)
    class_ids.push_back(id);
  for (const auto &side_node : sides) {
    MapReader sr(path, side_node, "side");
    const std::string side_name = sr.string("name");
    for (const auto &other : s.sides)
      if (other == side_name) throw errorAt(path, side_node, "two sides are named '" + side_name + "'");
    const int side = static_cast<int>(s.sides.size());
    s.sides.push_back(side_name);
    const YAML::Node ships = sr.optional("ships");
    if (ships.IsDefined() && !ships.IsNull()) {
      if (!ships.IsSequence()) throw errorAt(path, ships, "ships must be a list");
      for (const auto &ship_node : ships) {
        MapReader sh(path, ship_node, "ship");
        ShipSetup setup;
        setup.side = side;
        setup.name = sh.string("name");
        if (setup.name.empty()) throw errorAt(path, ship_node, "a ship needs a name");
        if (!names.insert(setup.name).second)
          throw errorAt(path, ship_node["name"],
                        "two ships are named '" + setup.name + "': names must be unique");
        setup.class_id = sh.string("class");
        if (!s.classes.count(setup.class_id)) {
          std::string message = "unknown ship class '" + setup.class_id + "'";
          const std::string close = core::suggest(setup.class_id, class_ids);
          if (!close.empty())
            message += " (did you mean '" + close + "'?)";
          else {
            message += " (known:";
            for (const auto &id : class_ids)
              message += " " + id;
            message += ")";
          }
          throw errorAt(path, ship_node["class"], message);
        }
        setup.pose = readPose(sh, ship_node, path);
        readStartingDamage(path, sh, s.classes.at(setup.class_id), setup);
        if (!setup.pose && table.IsDefined() && !table.IsNull())
          core::warnAt(path, ship_node,
                       core::fill(core::tr("ship '{ship}' has no position (x, y, heading) on this scenario's "
                                           "table: it cannot move or fire until it is placed"),
                                  {{"ship", setup.name}}));
        sh.finish();
        s.ships.push_back(setup);
        ship_nodes.push_back(ship_node);
      }
    }
    sr.finish();
  }

  const std::string first = r.string("first", s.sides.front());
  s.first_side = -1;
  for (std::size_t i = 0; i < s.sides.size(); ++i)
    if (s.sides[i] == first) s.first_side = static_cast<int>(i);
  if (s.first_side < 0) throw errorAt(path, root["first"], "first names no side: '" + first + "'");

  s.rules = readRules(path, r.optional("rules"));

  const YAML::Node victory = r.optional("victory");
  if (victory.IsDefined() && !victory.IsNull()) {
    MapReader v(path, victory, "victory");
    v.allow("turn_limit"); // so that a misspelt one is named
    if (v.has("turn_limit")) s.victory.turn_limit = v.integer("turn_limit", 1, 1000);
    readObjectives(path, v, s);
    v.finish();
  }
  r.finish();

  // Positions must describe a legal table: inside it and no overlapping bases (HM-MOVE-6, -7). A
  // broad phase finds the neighbours of each base, so a big roster loads in linear time.
  core::BroadPhase placed;
  for (std::size_t i = 0; i < s.ships.size(); ++i) {
    if (!s.ships[i].pose) continue;
    const ShipClass &c = s.classes.at(s.ships[i].class_id);
    const core::Base bi{*s.ships[i].pose, c.length, c.width};
    if (s.table && !core::baseInsideTable(bi, s.table->width, s.table->height))
      throw errorAt(path, ship_nodes[i],
                    "ship '" + s.ships[i].name + "' is not wholly on the table (HM-MOVE-7)");
    std::vector<int> near = placed.queryBox(core::boundingBox(bi));
    std::sort(near.begin(), near.end()); // report the first-listed ship it overlaps
    for (int j : near) {
      const ShipClass &cj = s.classes.at(s.ships[static_cast<std::size_t>(j)].class_id);
      if (core::basesOverlap(bi, core::Base{*s.ships[static_cast<std::size_t>(j)].pose, cj.length, cj.width}))
        throw errorAt(path, ship_nodes[i],
                      "ships '" + s.ships[static_cast<std::size_t>(j)].name + "' and '" + s.ships[i].name +
                          "' overlap (HM-MOVE-6)");
    }
    placed.add(static_cast<int>(i), bi);
  }
  for (std::size_t i = 0; i < s.ships.size(); ++i) {
    s.ship_index.emplace(s.ships[i].name, static_cast<int>(i));
    s.ship_classes.push_back(s.classes.at(s.ships[i].class_id));
  }
  return s;
}

} // namespace amiraute::haute_mer
