#pragma once
/// Haute Mer rules data: ship classes, rule options, victory conditions and the scenario, all
/// loaded from YAML and immutable during play.
#include "core/Geometry.h"
#include "game/Names.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace amiraute::haute_mer {

/// One of the ship categories (HM-CLASS-1): three values on D6 and a base size.
struct ShipClass {
  std::string id;   ///< key used in scenarios ("cuirasse")
  std::string name; ///< shown to players ("Cuirassé")
  int movement = 1;
  int combat = 1;
  int structure = 1;
  double length = 1; ///< base length in UD, along the heading
  double width = 0.3;
  bool torpedoes = false;
};

/// How the line of fire is judged (HM-LOS-2).
enum class LineOfFireRule {
  EndZones, ///< blocked only by a base touching the line within `los_clearance` of either end
  AnyShip,  ///< blocked by any base touching the line
};

/// Options a scenario may change under `rules:`; every one is named in docs/rules/haute-mer.md.
struct RuleOptions {
  /// HM-FIRE-3: die needed to hit at shortfall 0, 1, 2, and 3 or more UD under maximum range.
  std::array<int, 4> artillery_hit_on = {6, 5, 4, 4};
  bool one_fire_per_turn = true;   ///< HM-FIRE-5: a ship fires at most once per turn
  bool one_attack_per_turn = true; ///< HM-TORP-4: artillery or torpedoes, not both
  LineOfFireRule line_of_fire = LineOfFireRule::EndZones;
  double los_clearance = 1.0;       ///< HM-LOS-2: the end zones' length in UD
  double straight_before_pivot = 1; ///< HM-MOVE-3
  double pivot_cost = 1;            ///< HM-MOVE-4
  double max_pivot = 90;            ///< HM-MOVE-4
  int torpedo_damage_per_hit = 4;   ///< HM-TORP-3
};

/// A table edge, named as on a map: x grows east, y grows north.
enum class Edge { North, East, South, West };
const char *edgeName(Edge e);

/// A scenario's objective (HM-WIN-3, -4, -5): a side wins by it.
struct Objective {
  enum class Kind {
    Sink,    ///< at once, when `count` of `ships` are sunk
    Escape,  ///< at once, when `count` of `ships` have left the table by `edge`
    Protect, ///< at the turn limit, when `count` of `ships` are afloat or have escaped
    Hold,    ///< at the turn limit, when the side alone has ships afloat in `area`
  };
  Kind kind = Kind::Sink;
  int side = 0;
  std::vector<int> ships; ///< indices in Scenario::ships
  int count = 0;          ///< how many of `ships` (all of them unless the scenario says)
  Edge edge = Edge::East; ///< Escape: the edge to leave by
  double depth = 1;       ///< Escape: a ship this close to the edge (UD) leaves the table
  struct Area {
    double x = 0, y = 0, width = 1, height = 1; ///< the south-west corner and the size, in UD
  } area;                                       ///< Hold
  bool atOnce() const { return kind == Kind::Sink || kind == Kind::Escape; }
};
const char *objectiveKindName(Objective::Kind k);

/// Victory conditions (HM-WIN-*).
struct Victory {
  std::optional<int> turn_limit; ///< after this turn, most enemy structure sunk wins
  std::vector<Objective> objectives;
  std::optional<int> otherwise; ///< HM-WIN-4: the side that wins at the turn limit when no objective decides
};

/// A ship as the scenario lists it.
struct ShipSetup {
  std::string name;
  std::string class_id;
  int side = 0;
  std::optional<core::Pose> pose; ///< absent: the referee places it later, or never
  /// HM-SCEN-1: damage it starts with, taken off its class's movement, combat and structure.
  int damage_movement = 0, damage_combat = 0, damage_structure = 0;
};

/// A table size in UD; absent for a referee roster with no geometry.
struct Table {
  double width = 48;
  double height = 32;
};

/// A number no other scenario built in this process has (Scenario::id).
std::uint64_t nextScenarioId();

struct Scenario {
  /// Different for every scenario loaded or built in this process (a copy keeps its original's):
  /// the engine keeps prepared bases and legal moves from call to call and checks by this that
  /// they are this scenario's, not one loaded where it was before. A scenario does not change once
  /// built and played.
  std::uint64_t id = nextScenarioId();
  std::string file; ///< where it was loaded from (absolute)
  std::string title;
  std::string description; ///< the scenario's `description:`, said under the title
  std::optional<Table> table;
  std::map<std::string, ShipClass> classes;
  std::vector<std::string> sides;
  std::vector<ShipSetup> ships;
  int first_side = 0;
  RuleOptions rules;
  Victory victory;

  std::unordered_map<std::string, int> ship_index; ///< name -> index in `ships` (set by loadScenario)
  std::vector<ShipClass> ship_classes;             ///< the class of each ship, in `ships` order (idem)

  /// Index of the ship with this name, or -1 (constant time).
  int shipIndex(const std::string &name) const;
  /// The class of a ship (constant time once loaded: play-outs ask for it at every step).
  const ShipClass &shipClass(int ship) const {
    const auto i = static_cast<std::size_t>(ship);
    return i < ship_classes.size() ? ship_classes[i] : classes.at(ships[i].class_id);
  }
};

/// Load a fleet file (a list of classes) into `classes`; errors are core::YamlError.
void loadFleetFile(const std::string &path, std::map<std::string, ShipClass> &classes);

/// Load and check a scenario; errors are core::YamlError with file:line:column.
Scenario loadScenario(const std::string &path);

/// The `rules:` options this loader reads, as `amiraute list options` shows them (game/Names.h).
std::vector<game::NameLine> optionLines();
/// What a scenario may name of `kind` ("terrain", "classes", "cards", "options", "sides"), one
/// line each; empty when the game has no such thing (Names.cpp).
std::vector<game::NameLine> names(std::string_view kind);

} // namespace amiraute::haute_mer
