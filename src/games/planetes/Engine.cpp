#include "games/planetes/Engine.h"

#include "core/I18n.h"
#include "core/Overload.h"
#include "core/hex/CellReach.h"
#include "core/hex/Combat.h"
#include "game/ForcesSteps.h"
#include "game/StepContext.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <unordered_map>

namespace amiraute::planetes {

using core::Overload;

using core::fill;
using core::formatHex;
using core::tr;

namespace {

const std::string &sideName(const Rules &rules, int side) {
  return rules.sides[static_cast<std::size_t>(side)];
}
const Unit &unit(const State &s, int id) { return s.units[static_cast<std::size_t>(id)]; }
std::string num(int n) { return std::to_string(n); }
/// "1 enemy-planet hex", "3 enemy-planet hexes" (PL-WIN-3).
std::string heldText(int n) {
  return fill(core::trn("{n} enemy-planet hex", "{n} enemy-planet hexes", n), {{"n", num(n)}});
}

/// "infantry of Rouge on 0304"
std::string unitText(const Rules &rules, const Unit &u) {
  return fill(
      tr("{side} {type} on {hex}"),
      {{"side", sideName(rules, u.side)}, {"type", tr(unitTypeName(u.type))}, {"hex", formatHex(u.hex)}});
}

/// What the searches need of a map, worked out once per thread and kept while the rules stay the
/// same (compared at every call, so other rules never read it): each cell's entry cost and whether
/// it is a force field, and for each hex of either planet the cheapest cost from every cell to it
/// by terrain alone. Units only ever block a path, so no unit does better than that cost: a unit
/// it puts out of reach of a hex needs no search to know (couldHold).
struct MapMemo {
  // What it was made for.
  int columns = -1, rows = -1, station_cost = 0;
  std::vector<std::uint8_t> terrain;
  std::array<std::vector<Hex>, 2> planets;

  std::vector<std::array<int, 6>> next; ///< per cell: its neighbours' cells (-1 off the map)
  std::vector<int> enter;               ///< per cell: PL-MOVE-2..4 entry cost, or kImpassable
  std::vector<std::uint8_t> field;      ///< per cell: a force field
  /// cheapest[side][k][cell]: the terrain-only cost from a cell to hex k of side's planet
  /// (kFar beyond kFar - 1, or no path).
  std::array<std::vector<std::vector<std::uint8_t>>, 2> cheapest;
  static constexpr int kFar = 255;
  /// on_planet[side][cell]: the cell is a hex of side's planet.
  std::array<std::vector<std::uint8_t>, 2> on_planet;
  /// far[side][cell]: the distance in hexes from a cell to the nearest hex of side's planet.
  std::array<std::vector<int>, 2> far;
  /// Per set of a planet's hexes, once asked: boundTo() it.
  mutable std::array<std::unordered_map<std::string, std::vector<std::uint8_t>>, 2> bounds;
  /// Per cell, once asked: costsTo() it.
  mutable std::vector<std::vector<std::uint8_t>> to_cell;

  bool madeFor(const Rules &rules) const {
    return columns == rules.map.columns && rows == rules.map.rows &&
           station_cost == rules.options.station_cost && terrain == rules.map.terrain &&
           planets[0] == rules.planet(0).hexes() && planets[1] == rules.planet(1).hexes();
  }

  void make(const Rules &rules) {
    columns = rules.map.columns;
    rows = rules.map.rows;
    station_cost = rules.options.station_cost;
    terrain = rules.map.terrain;
    to_cell.clear();
    bounds[0].clear();
    bounds[1].clear();
    const int n = rules.map.cells();
    enter.assign(static_cast<std::size_t>(n), core::kImpassable);
    field.assign(static_cast<std::size_t>(n), 0);
    next = core::cellNeighbours(rules.map);
    for (int i = 0; i < n; ++i) {
      const auto t = static_cast<Terrain>(terrain[static_cast<std::size_t>(i)]);
      const int e = rules.enterCost(t);
      enter[static_cast<std::size_t>(i)] = e < 0 ? core::kImpassable : e;
      field[static_cast<std::size_t>(i)] = t == Terrain::ForceField;
    }
    for (int side = 0; side < 2; ++side) {
      planets[static_cast<std::size_t>(side)] = rules.planet(side).hexes();
      auto &to = cheapest[static_cast<std::size_t>(side)];
      to.clear();
      for (Hex target : planets[static_cast<std::size_t>(side)])
        to.push_back(backwards(rules, target));
      auto &on = on_planet[static_cast<std::size_t>(side)];
      on.assign(static_cast<std::size_t>(n), 0);
      for (Hex h : planets[static_cast<std::size_t>(side)])
        if (const int i = rules.map.index(h); i >= 0) on[static_cast<std::size_t>(i)] = 1;
      auto &d = far[static_cast<std::size_t>(side)];
      d.assign(static_cast<std::size_t>(n), 1 << 20);
      for (int i = 0; i < n; ++i)
        for (Hex h : planets[static_cast<std::size_t>(side)])
          d[static_cast<std::size_t>(i)] =
              std::min(d[static_cast<std::size_t>(i)], core::distance(rules.map.hexAt(i), h));
    }
  }

  /// The cheapest cost from every cell to `target`, searched backwards: a step x -> y costs what
  /// the forward search charges (stepCost), and only enterable cells are passed through.
  std::vector<std::uint8_t> backwards(const Rules &rules, Hex target) const {
    const int n = rules.map.cells();
    std::vector<int> best(static_cast<std::size_t>(n), kFar);
    const int t = rules.map.index(target);
    if (t < 0 || enter[static_cast<std::size_t>(t)] < 0)
      return std::vector<std::uint8_t>(static_cast<std::size_t>(n), kFar);
    std::vector<std::vector<int>> bucket(kFar);
    best[static_cast<std::size_t>(t)] = 0;
    bucket[0].push_back(t);
    for (int c = 0; c < kFar; ++c)
      for (std::size_t k = 0; k < bucket[static_cast<std::size_t>(c)].size(); ++k) {
        const int y = bucket[static_cast<std::size_t>(c)][k];
        if (best[static_cast<std::size_t>(y)] != c) continue;
        for (const int x : next[static_cast<std::size_t>(y)]) {
          if (x < 0 || enter[static_cast<std::size_t>(x)] < 0) continue;
          const int through = c + stepCost(x, y);
          if (through < best[static_cast<std::size_t>(x)]) {
            best[static_cast<std::size_t>(x)] = through;
            bucket[static_cast<std::size_t>(through)].push_back(x);
          }
        }
      }
    return {best.begin(), best.end()};
  }

  /// The terrain-only cost from every cell to the nearest of some hexes of side's planet (`which`:
  /// one byte a hex of memo.planets[side], non-zero for those counted), worked out the first time
  /// those hexes are asked about. The set is usually the whole planet, or nearly.
  const std::vector<std::uint8_t> &boundTo(int side, const std::string &which) const {
    auto &known = bounds[static_cast<std::size_t>(side)];
    if (auto it = known.find(which); it != known.end()) return it->second;
    if (known.size() >= 1024) known.clear(); // a planet of many hexes changing often: stay small
    std::vector<std::uint8_t> b(enter.size(), kFar);
    const auto &costs = cheapest[static_cast<std::size_t>(side)];
    for (std::size_t k = 0; k < which.size(); ++k)
      if (which[k])
        for (std::size_t i = 0; i < b.size(); ++i)
          b[i] = std::min(b[i], costs[k][i]);
    return known.emplace(which, std::move(b)).first->second;
  }

  /// The terrain-only cost from every cell to `cell`, worked out the first time it is asked.
  std::span<const std::uint8_t> costsTo(const Rules &rules, int cell) const {
    if (to_cell.empty()) to_cell.resize(enter.size());
    auto &costs = to_cell[static_cast<std::size_t>(cell)];
    if (costs.empty()) costs = backwards(rules, rules.map.hexAt(cell));
    return costs;
  }

  /// PL-MOVE-2..4 by terrain alone: the entered cell's cost; a force field costs nothing and takes
  /// one point off the very next step. kImpassable where `to` cannot be entered.
  int stepCost(int from, int to) const {
    const int e = enter[static_cast<std::size_t>(to)];
    if (e < 0) return core::kImpassable;
    return field[static_cast<std::size_t>(from)] ? std::max(0, e - 1) : e;
  }
};

const MapMemo &mapMemo(const Rules &rules) {
  thread_local MapMemo memo;
  if (!memo.madeFor(rules)) memo.make(rules);
  return memo;
}

using Occupancy = std::vector<signed char>;

/// Where the unit on `from` can move (PL-MOVE-2..5; the zone of control when `zoc`): every hex
/// the whole search reaches.
Reach search(const Rules &rules, const State &state, Hex from, bool zoc) {
  Reach out;
  const int id = state.unitAt(from);
  if (id < 0) return out;
  const Unit &u = unit(state, id);
  const Occupancy occ = game::occupancy(rules.map, state.units);
  const MapMemo &memo = mapMemo(rules);
  const bool through_friends = rules.options.pass_through_friends;
  const auto cost = [&](Hex step_from, Hex to) {
    const int i = rules.map.index(to);
    if (i < 0) return core::kImpassable;
    const int who = occ[static_cast<std::size_t>(i)];
    if (who >= 0 && (who != u.side || !through_friends)) return core::kImpassable;
    return memo.stepCost(rules.map.index(step_from), i);
  };
  const auto stop = [&](Hex h) { return zoc && core::nextToEnemy(rules.map, occ, h, u.side); };
  thread_local core::HexReach reach;
  out.searched = reach.search(from, rules.options.movement[static_cast<std::size_t>(u.type)], cost, stop,
                              rules.map.box());
  for (const auto &r : out.searched.hexes) {
    if (r.hex == from) continue;
    const auto i = static_cast<std::size_t>(rules.map.index(r.hex));
    if (memo.field[i])
      out.fields.push_back(r.hex);
    else if (occ[i] < 0)
      out.destinations.push_back(r);
  }
  return out;
}

/// Per cell, the side of the unit on it or -1, in a buffer of this thread's (valid until the next
/// call on the thread).
const Occupancy &occupancyNow(const Rules &rules, const State &state) {
  thread_local Occupancy occ;
  game::occupancy(rules.map, state.units, occ);
  return occ;
}

/// What couldHold and enemyPlanetReach need of a state for one side, made once for all its units:
/// the enemy planet's empty hexes, and for any cell the terrain-only cost to the nearest of them.
struct PlanetTargets {
  std::vector<Hex> open;  ///< the enemy planet's empty hexes, in the planet's order
  std::vector<int> cells; ///< their cells
  const Occupancy &occ;

  PlanetTargets(const Rules &rules, const MapMemo &memo, int side, const Occupancy &occupancy)
      : occ(occupancy) {
    const std::vector<Hex> &planet = memo.planets[static_cast<std::size_t>(1 - side)];
    std::string which(planet.size(), '\0'); // the planet's hexes that are empty
    for (std::size_t k = 0; k < planet.size(); ++k) {
      const int cell = rules.map.index(planet[k]);
      if (cell < 0 || occ[static_cast<std::size_t>(cell)] >= 0) continue;
      open.push_back(planet[k]);
      cells.push_back(cell);
      which[k] = 1;
    }
    bound_ = memo.boundTo(1 - side, which).data();
  }
  /// The terrain-only cost from `cell` to the nearest empty hex (MapMemo::kFar: none in reach).
  int bound(int cell) const { return bound_[static_cast<std::size_t>(cell)]; }
  /// The index in `open` of `cell`, or -1.
  int target(int cell) const {
    for (std::size_t i = 0; i < cells.size(); ++i)
      if (cells[i] == cell) return static_cast<int>(i);
    return -1;
  }

private:
  const std::uint8_t *bound_ = nullptr;
};

/// search() for one unit over the map's cells (core::CellReach: HexReach's order, paths and
/// costs), cut down by `bound` to what can still lead to the hexes asked about; `settled` as
/// CellReach::run says.
template <class Bound, class Settled>
void reachCells(core::CellReach &reach, const Rules &rules, const MapMemo &memo, const Occupancy &occ,
                const Unit &u, bool zoc, Bound &&bound, Settled &&settled) {
  const bool through_friends = rules.options.pass_through_friends;
  const auto step = [&](int from, int to) {
    const int who = occ[static_cast<std::size_t>(to)];
    if (who >= 0 && (who != u.side || !through_friends)) return core::kImpassable; // PL-MOVE-5
    return memo.stepCost(from, to);
  };
  const auto stop = [&](int cell) { // PL-ZOC-1
    if (!zoc) return false;
    for (const int x : memo.next[static_cast<std::size_t>(cell)])
      if (x >= 0 && occ[static_cast<std::size_t>(x)] >= 0 && occ[static_cast<std::size_t>(x)] != u.side)
        return true;
    return false;
  };
  reach.run(memo.next, rules.map.index(u.hex), rules.options.movement[static_cast<std::size_t>(u.type)], step,
            stop, bound, settled);
}

/// Appends to `out` the indices in `t.open` of the hexes the unit `u` can move to, in search()'s
/// order.
void targetsReached(const Rules &rules, const MapMemo &memo, const PlanetTargets &t, const Unit &u, bool zoc,
                    std::vector<int> &out) {
  thread_local core::CellReach reach;
  reachCells(
      reach, rules, memo, t.occ, u, zoc, [&](int cell) { return t.bound(cell); },
      [&, wanted = t.open.size()](int cell) mutable {
        if (const int k = t.target(cell); k >= 0) {
          out.push_back(k);
          return --wanted > 0; // every empty hex reached: none is left to find
        }
        return true;
      });
}

/// A move of the unit on `from` to `to` as search() finds it: its cost and path, or no path when
/// it cannot get there.
struct MoveFound {
  int cost = -1;
  std::vector<Hex> path;
};
MoveFound findMove(const Rules &rules, const State &state, Hex from, Hex to, bool zoc) {
  MoveFound out;
  const int id = state.unitAt(from);
  const int target = rules.map.index(to);
  if (id < 0 || target < 0) return out;
  const MapMemo &memo = mapMemo(rules);
  thread_local core::CellReach reach;
  bool found = false;
  const std::span<const std::uint8_t> costs = memo.costsTo(rules, target);
  reachCells(
      reach, rules, memo, occupancyNow(rules, state), unit(state, id), zoc,
      [&](int cell) { return int{costs[static_cast<std::size_t>(cell)]}; },
      [&](int cell) {
        found = cell == target;
        return !found;
      });
  if (!found) return out;
  out.cost = reach.cost(target);
  for (const int cell : reach.path(target))
    out.path.push_back(rules.map.hexAt(cell));
  return out;
}

using game::refuse;

using Context = game::StepContext<Rules, Applied>;

void eliminate(Context &c, int id, const std::string &clause, const char *why) {
  Unit &u = c.s().units[static_cast<std::size_t>(id)];
  c.cite({clause}, [&] { return fill(tr(why), {{"unit", unitText(c.rules, u)}}); });
  u.status = UnitStatus::Eliminated;
  u.hex = {};
  std::erase_if(c.s().retreats, [&](const PendingRetreat &r) { return r.piece == id; });
}

// PL-WIN-2: a side with nothing on the board and nothing in hand has lost.
bool checkAnnihilation(Context &c) {
  return game::forces::endIfAnnihilated(c, "PL-WIN-2", Victory::Annihilation,
                                        N_("{loser} has no unit left: {winner} wins"));
}

// A black hole beside the unit, or beside a force field beside it (where a retreat would carry it).
bool nextToBlackHole(const Rules &rules, Hex h) {
  for (Hex n : core::neighbours(h)) {
    if (!rules.map.contains(n)) continue;
    if (rules.terrainAt(n) == Terrain::BlackHole) return true;
    if (rules.terrainAt(n) == Terrain::ForceField)
      for (Hex m : core::neighbours(n))
        if (rules.map.contains(m) && rules.terrainAt(m) == Terrain::BlackHole) return true;
  }
  return false;
}

// Pending retreats with nowhere to go are settled at once by the shared combat (PL-RETREAT-4).
void settleRetreats(Context &c) {
  core::settleRetreats(
      c.s().retreats,
      [&](const PendingRetreat &r) {
        if (retreatRoutes(c.rules, c.s(), r).empty()) return false;
        c.cite({"PL-RETREAT-1"}, [&] {
          return fill(tr("{side} must retreat the unit on {hex}"),
                      {{"side", sideName(c.rules, unit(c.s(), r.piece).side)},
                       {"hex", formatHex(unit(c.s(), r.piece).hex)}});
        });
        return true;
      },
      [&](const PendingRetreat &r) {
        if (nextToBlackHole(c.rules, unit(c.s(), r.piece).hex))
          eliminate(c, r.piece, "PL-RETREAT-4",
                    N_("{unit} has no way back but the black hole: it is eliminated"));
        else
          eliminate(c, r.piece, "PL-RETREAT-4", N_("{unit} has no hex to retreat to: it is eliminated"));
      });
}

void startMovement(Context &c) {
  State &s = c.s();
  s.phase = Phase::Movement;
  s.side = c.rules.first;
  s.turn = 1;
  c.cite({"PL-PLACE-1"}, [&] {
    return fill(tr("every unit is placed; turn 1, {side} moves"), {{"side", sideName(c.rules, s.side)}});
  });
}

bool contactType(UnitType t) { return t != UnitType::Artillery; }

bool blocksFire(const Rules &rules, const State &state, Hex h, int gun_side) {
  if (!rules.map.contains(h)) return true;
  const Terrain t = rules.terrainAt(h);
  if (rules.options.planetoids_block_fire && t == Terrain::Planetoid) return true;
  if (rules.options.black_holes_block_fire && t == Terrain::BlackHole) return true;
  if (rules.options.enemies_block_fire) {
    const int id = state.unitAt(h);
    if (id >= 0 && unit(state, id).side != gun_side) return true;
  }
  return false;
}

std::vector<Hex> fireLine(const Rules &rules, const State &state, Hex gun, Hex target, int gun_side) {
  return core::freeGeodesic(gun, target, [&](Hex h) { return blocksFire(rules, state, h, gun_side); });
}

bool inRange(const Rules &rules, Hex a, Hex b) {
  const int d = core::distance(a, b);
  return d >= rules.options.min_fire_range && d <= rules.options.max_fire_range;
}

// A gun with an enemy beside it, when rules.fire_when_engaged is false, may not fire (PL-FIRE-1).
bool silenced(const Rules &rules, const State &state, const Unit &gun) {
  if (rules.options.fire_when_engaged) return false;
  for (Hex n : core::neighbours(gun.hex))
    if (int id = state.unitAt(n); id >= 0 && unit(state, id).side != gun.side) return true;
  return false;
}

// Can attacker `a` take part in an attack on a defender standing on `h`? (PL-COMBAT-2, PL-FIRE-1, -2)
bool canStrike(const Rules &rules, const State &state, int a, Hex h) {
  const Unit &u = unit(state, a);
  if (u.status != UnitStatus::OnBoard) return false;
  if (contactType(u.type)) return core::adjacent(u.hex, h);
  return inRange(rules, u.hex, h) && !silenced(rules, state, u) &&
         !fireLine(rules, state, u.hex, h, u.side).empty();
}

Fire fireOf(const Rules &, const State &state, const std::vector<int> &attackers) {
  bool guns = false, contact = false;
  for (int a : attackers)
    (contactType(unit(state, a).type) ? contact : guns) = true;
  if (guns && contact) return Fire::Mixed;
  return guns ? Fire::Artillery : Fire::Contact;
}

Judgement judge(const Rules &rules, const State &state, const std::vector<int> &attackers, int defender,
                Hex at) {
  Judgement j;
  j.fire = fireOf(rules, state, attackers);
  int attack = 0;
  for (int a : attackers)
    attack += attackStrength(rules, state, a);
  j.odds = core::computeOdds(attack, defenceStrength(rules, state, defender, at, j.fire));
  return j;
}

// Resolve one attack: the odds, then eliminated, a retreat to choose, or nothing (PL-COMBAT-5).
Judgement resolve(Context &c, int defender, const std::vector<int> &attackers) {
  const Unit &d = unit(c.s(), defender);
  const Judgement j = judge(c.rules, c.s(), attackers, defender, d.hex);
  c.cite({"PL-COMBAT-5"}, [&] {
    std::string who;
    for (int a : attackers)
      who += " " + formatHex(unit(c.s(), a).hex);
    return fill(tr("{side} attacks {hex} with{who} ({fire}): {a} against {d}, odds {odds}"),
                {{"side", sideName(c.rules, 1 - d.side)},
                 {"hex", formatHex(d.hex)},
                 {"who", who},
                 {"fire", tr(fireName(j.fire))},
                 {"a", num(j.odds.attack)},
                 {"d", num(j.odds.defence)},
                 {"odds", j.odds.text()}});
  });
  c.out.odds = j.odds;
  c.out.fire = j.fire;
  c.out.outcome = j.odds.result;
  if (j.odds.result == CombatResult::Eliminated) {
    eliminate(c, defender, "PL-COMBAT-5", N_("4:1 or more: {unit} is eliminated"));
  } else if (j.odds.result == CombatResult::Retreat) {
    c.cite({"PL-COMBAT-5"}, [&] {
      return fill(tr("3:1: the unit on {hex} must retreat"), {{"hex", formatHex(d.hex)}});
    });
    c.s().retreats.push_back({defender, attackers});
  } else {
    c.cite({"PL-COMBAT-5"}, [&] { return std::string(tr("below 3:1: nothing happens")); });
  }
  return j;
}

// Placement ends when both hands are empty and no retreat is pending (PL-PLACE-1).
void finishPlacementIfDone(Context &c) {
  const State &s = c.s();
  if (s.phase == Phase::Placement && s.retreats.empty() && s.inHand(0) == 0 && s.inHand(1) == 0)
    startMovement(c);
}

// PL-PLACE-3 with rules.placement_combat: each enemy next to the placed unit is attacked, in CCRR
// order, by every contact unit of the placing side next to it, on the position as it stands.
void placementCombat(Context &c, const Place &a) {
  State &s = c.s();
  std::vector<int> enemies;
  for (Hex n : core::neighbours(a.hex))
    if (int e = s.unitAt(n); e >= 0 && unit(s, e).side != a.side) enemies.push_back(e);
  std::sort(enemies.begin(), enemies.end(), [&](int x, int y) {
    return core::toOffset(unit(s, x).hex).col * 1000 + core::toOffset(unit(s, x).hex).row <
           core::toOffset(unit(s, y).hex).col * 1000 + core::toOffset(unit(s, y).hex).row;
  });
  std::vector<std::pair<int, std::vector<int>>> conflicts;
  for (int e : enemies) {
    std::vector<int> attackers;
    for (std::size_t i = 0; i < s.units.size(); ++i)
      if (s.units[i].side == a.side && s.units[i].status == UnitStatus::OnBoard &&
          contactType(s.units[i].type) && core::adjacent(s.units[i].hex, unit(s, e).hex))
        attackers.push_back(static_cast<int>(i));
    if (!attackers.empty()) conflicts.push_back({e, attackers});
  }
  // Eliminations only remove defenders: resolving in order is judging them all on the position before.
  for (const auto &[e, attackers] : conflicts)
    if (unit(s, e).status == UnitStatus::OnBoard) {
      c.cite({"PL-PLACE-3"},
             [&] { return std::string(tr("a placement in contact with the enemy fights at once")); });
      resolve(c, e, attackers);
    }
}

std::optional<Ruling> validatePlace(const Rules &rules, const State &state, const Place &a) {
  if (state.phase != Phase::Placement)
    return refuse("PL-PLACE-1", tr("units are placed only before the first turn"));
  if (a.side != state.side)
    return refuse("PL-PLACE-1",
                  fill(tr("it is {side}'s turn to place"), {{"side", sideName(rules, state.side)}}));
  if (state.inHand(a.side, static_cast<int>(a.type)) == 0)
    return refuse("PL-PLACE-1",
                  fill(tr("{side} has no {type} left to place"),
                       {{"side", sideName(rules, a.side)}, {"type", tr(unitTypeName(a.type))}}));
  if (!rules.map.contains(a.hex))
    return refuse("PL-PLACE-2",
                  fill(tr("hex {hex} is off the map"), {{"hex", game::forces::hexText(a.hex)}}));
  if (!rules.homeHex(a.side, a.hex))
    return refuse("PL-PLACE-2", fill(tr("{hex} is neither on {side}'s planet nor on one of its stations"),
                                     {{"hex", formatHex(a.hex)}, {"side", sideName(rules, a.side)}}));
  if (state.unitAt(a.hex) >= 0)
    return refuse("PL-PLACE-2", fill(tr("hex {hex} is already occupied"), {{"hex", formatHex(a.hex)}}));
  return std::nullopt;
}

/// `found`, when given, gets the move's path and cost once it is found legal (apply needs them).
std::optional<Ruling> validateMove(const Rules &rules, const State &state, const Move &a,
                                   MoveFound *found = nullptr) {
  if (state.phase != Phase::Movement)
    return refuse("PL-TURN-1", fill(tr("units move only in a movement phase (now: {phase})"),
                                    {{"phase", tr(phaseName(state.phase))}}));
  if (!rules.map.contains(a.from))
    return refuse("PL-MOVE-3",
                  fill(tr("hex {hex} is off the map"), {{"hex", game::forces::hexText(a.from)}}));
  const int id = state.unitAt(a.from);
  if (id < 0) return refuse("PL-MOVE-1", fill(tr("no unit on {hex}"), {{"hex", formatHex(a.from)}}));
  const Unit &u = unit(state, id);
  if (u.side != state.side)
    return refuse("PL-TURN-1", fill(tr("the unit on {hex} is {owner}'s; {side} is moving"),
                                    {{"hex", formatHex(a.from)},
                                     {"owner", sideName(rules, u.side)},
                                     {"side", sideName(rules, state.side)}}));
  if (u.moved)
    return refuse("PL-MOVE-1",
                  fill(tr("the unit on {hex} has already moved this turn"), {{"hex", formatHex(a.from)}}));
  if (!rules.map.contains(a.to))
    return refuse("PL-MOVE-3", fill(tr("hex {hex} is off the map"), {{"hex", game::forces::hexText(a.to)}}));
  if (a.to == a.from) return refuse("PL-MOVE-1", tr("a move must go somewhere else"));
  const Terrain t = rules.terrainAt(a.to);
  if (rules.enterCost(t) < 0)
    return refuse("PL-MOVE-3", fill(tr("no unit may enter {hex}, a {terrain} hex"),
                                    {{"hex", formatHex(a.to)}, {"terrain", tr(terrainName(t).c_str())}}));
  if (t == Terrain::ForceField)
    return refuse("PL-MOVE-4",
                  fill(tr("a move cannot end on the force field {hex}"), {{"hex", formatHex(a.to)}}));
  if (state.unitAt(a.to) >= 0)
    return refuse("PL-MOVE-5",
                  fill(tr("hex {hex} is occupied (one unit per hex)"), {{"hex", formatHex(a.to)}}));
  // Most moves asked about are legal: the one search toward `to` says so; a refusal takes the
  // whole reach, to say why.
  if (MoveFound m = findMove(rules, state, a.from, a.to, rules.options.zone_of_control); m.cost >= 0) {
    if (found) *found = std::move(m);
    return std::nullopt;
  }
  return game::forces::reachRefusal(
      [&](bool zoc) { return search(rules, state, a.from, zoc); }, a.to, rules.options.zone_of_control,
      "PL-ZOC-1", N_("every way to {hex} enters a hex next to an enemy unit, where the move must stop"),
      [&] {
        const int points = rules.options.movement[static_cast<std::size_t>(u.type)];
        return refuse("PL-MOVE-2", fill(core::trn("{hex} cannot be reached with {n} movement point",
                                                  "{hex} cannot be reached with {n} movement points", points),
                                        {{"hex", formatHex(a.to)}, {"n", num(points)}}));
      });
}

/// Why the unit on `h` may not take part in an attack on the enemy on `target` by the side in
/// combat, or nothing when it may (PL-COMBAT-1, PL-COMBAT-2, PL-FIRE-1, PL-FIRE-2).
std::optional<Ruling> attackerCheck(const Rules &rules, const State &state, Hex h, Hex target) {
  if (!rules.map.contains(h))
    return refuse("PL-COMBAT-1", fill(tr("hex {hex} is off the map"), {{"hex", game::forces::hexText(h)}}));
  const int id = state.unitAt(h);
  if (id < 0) return refuse("PL-COMBAT-1", fill(tr("no unit on {hex}"), {{"hex", formatHex(h)}}));
  const Unit &u = unit(state, id);
  if (u.side != state.side)
    return refuse("PL-COMBAT-1", fill(tr("the unit on {hex} is not {side}'s"),
                                      {{"hex", formatHex(h)}, {"side", sideName(rules, state.side)}}));
  if (u.attacked)
    return refuse("PL-COMBAT-1",
                  fill(tr("the unit on {hex} has already attacked this turn"), {{"hex", formatHex(h)}}));
  if (contactType(u.type)) {
    if (!core::adjacent(h, target))
      return refuse(
          "PL-COMBAT-2",
          fill(tr("the {type} on {hex} attacks only in contact, and {target} is not next to it"),
               {{"type", tr(unitTypeName(u.type))}, {"hex", formatHex(h)}, {"target", formatHex(target)}}));
    return std::nullopt;
  }
  const int dist = core::distance(h, target);
  if (dist == 1)
    return refuse("PL-FIRE-1",
                  fill(tr("the artillery on {hex} never attacks in contact"), {{"hex", formatHex(h)}}));
  if (silenced(rules, state, u))
    return refuse("PL-FIRE-1", fill(tr("the artillery on {hex} has an enemy beside it and may not fire "
                                       "(rules.fire_when_engaged: false)"),
                                    {{"hex", formatHex(h)}}));
  if (!inRange(rules, h, target))
    return refuse(
        "PL-FIRE-1",
        fill(core::trn("{target} is {n} hex from the artillery on {hex}; it fires at {min} to {max}",
                       "{target} is {n} hexes from the artillery on {hex}; it fires at {min} to {max}", dist),
             {{"target", formatHex(target)},
              {"n", num(dist)},
              {"hex", formatHex(h)},
              {"min", num(rules.options.min_fire_range)},
              {"max", num(rules.options.max_fire_range)}}));
  if (fireLine(rules, state, h, target, u.side).empty())
    return refuse(
        "PL-FIRE-2",
        fill(tr("the artillery on {hex} has no line of fire to {target}: every shortest way is blocked"),
             {{"hex", formatHex(h)}, {"target", formatHex(target)}}));
  return std::nullopt;
}

/// Why nothing may attack `target` now (no attack phase, or not an enemy unit there), or nothing.
std::optional<Ruling> targetCheck(const Rules &rules, const State &state, Hex target) {
  if (state.phase != Phase::Combat)
    return refuse("PL-COMBAT-1", fill(tr("attacks happen only in a combat phase (now: {phase})"),
                                      {{"phase", tr(phaseName(state.phase))}}));
  if (!rules.map.contains(target))
    return refuse("PL-COMBAT-1",
                  fill(tr("hex {hex} is off the map"), {{"hex", game::forces::hexText(target)}}));
  const int d = state.unitAt(target);
  if (d < 0) return refuse("PL-COMBAT-1", fill(tr("no unit on {hex}"), {{"hex", formatHex(target)}}));
  if (unit(state, d).side == state.side)
    return refuse("PL-COMBAT-1", fill(tr("the unit on {hex} is {side}'s own"),
                                      {{"hex", formatHex(target)}, {"side", sideName(rules, state.side)}}));
  return std::nullopt;
}

std::optional<Ruling> validateAttack(const Rules &rules, const State &state, const Attack &a) {
  if (auto why = targetCheck(rules, state, a.defender)) return why;
  if (a.attackers.empty()) return refuse("PL-COMBAT-1", tr("an attack needs at least one attacker"));
  std::vector<int> ids;
  for (Hex h : a.attackers) {
    if (auto why = attackerCheck(rules, state, h, a.defender)) return why;
    const int id = state.unitAt(h);
    if (std::find(ids.begin(), ids.end(), id) != ids.end())
      return refuse("PL-COMBAT-1", fill(tr("the unit on {hex} is named twice"), {{"hex", formatHex(h)}}));
    ids.push_back(id);
  }
  if (rules.options.mixed_attack == MixedAttack::Forbidden && fireOf(rules, state, ids) == Fire::Mixed)
    return refuse(
        "PL-COMBAT-4",
        tr("an attack is either artillery fire or contact, not both (rules.mixed_attack: forbidden)"));
  return std::nullopt;
}

std::optional<Ruling> validateRetreat(const Rules &rules, const State &state, const Retreat &a) {
  if (state.retreats.empty()) return refuse("PL-RETREAT-1", tr("no retreat is pending"));
  const Unit &u = unit(state, state.retreats.front().piece);
  if (!(u.hex == a.from))
    return refuse("PL-RETREAT-1",
                  fill(tr("the unit that must retreat is on {hex}, not {other}"),
                       {{"hex", formatHex(u.hex)}, {"other", game::forces::hexText(a.from)}}));
  const auto routes = retreatRoutes(rules, state, state.retreats.front());
  std::string list;
  for (const auto &r : routes) {
    if (r.to == a.to) return std::nullopt;
    list += " " + formatHex(r.to);
  }
  return refuse("PL-RETREAT-2",
                fill(tr("{hex} is not a way back: a retreat goes one hex (past any force field) to an "
                        "empty hex a unit may enter, where the odds fall below 3:1 (allowed:{list})"),
                     {{"hex", game::forces::hexText(a.to)}, {"list", list}}));
}

std::vector<int> readyAttackers(const Rules &rules, const State &state, int defender, bool contact) {
  std::vector<int> out;
  const Hex h = unit(state, defender).hex;
  for (std::size_t i = 0; i < state.units.size(); ++i) {
    const Unit &u = state.units[i];
    if (u.side != state.side || u.status != UnitStatus::OnBoard || u.attacked ||
        contactType(u.type) != contact)
      continue;
    if (canStrike(rules, state, static_cast<int>(i), h)) out.push_back(static_cast<int>(i));
  }
  return out;
}

/// With rules.compulsory_combat: a unit of the side in combat that has not attacked and could
/// attack an enemy now, as a ruling that keeps the phase open (PL-COMBAT-1); nothing otherwise.
std::optional<Ruling> combatLeft(const Rules &rules, const State &state) {
  if (!rules.options.compulsory_combat || state.phase != Phase::Combat) return std::nullopt;
  for (std::size_t i = 0; i < state.units.size(); ++i) {
    const Unit &u = state.units[i];
    if (u.side != state.side || u.status != UnitStatus::OnBoard || u.attacked) continue;
    for (const Unit &e : state.units)
      if (e.side != state.side && e.status == UnitStatus::OnBoard &&
          canStrike(rules, state, static_cast<int>(i), e.hex))
        return refuse("PL-COMBAT-1",
                      fill(tr("the {type} on {hex} can still attack {target}: every unit in contact or "
                              "in range fights before the phase ends (rules.compulsory_combat: true)"),
                           {{"type", tr(unitTypeName(u.type))},
                            {"hex", formatHex(u.hex)},
                            {"target", formatHex(e.hex)}}));
  }
  return std::nullopt;
}

} // namespace

std::optional<Ruling> attackerRuling(const Rules &rules, const State &state, Hex attacker, Hex defender) {
  if (state.phase == Phase::Over) return refuse("PL-GAME-1", tr("the game is over"));
  if (auto why = targetCheck(rules, state, defender)) return why;
  return attackerCheck(rules, state, attacker, defender);
}

Attackers attackersOf(const Rules &rules, const State &state, Hex defender) {
  Attackers out;
  if (state.phase == Phase::Over) {
    out.none = refuse("PL-GAME-1", tr("the game is over"));
    return out;
  }
  if (auto why = targetCheck(rules, state, defender)) {
    out.none = why;
    return out;
  }
  // Units a player may think of: every unit of the side within the guns' range of the target.
  std::vector<Ruling> reasons;
  for (const Unit &u : state.units) {
    if (u.side != state.side || u.status != UnitStatus::OnBoard) continue;
    const auto why = attackerCheck(rules, state, u.hex, defender);
    if (!why)
      out.units.push_back(u.hex);
    else if (core::distance(u.hex, defender) <= std::max(1, rules.options.max_fire_range))
      reasons.push_back(*why);
  }
  if (!out.units.empty()) return out;
  std::string list;
  for (const Ruling &r : reasons)
    list += "; " + r.message;
  out.none = Ruling{reasons.empty() ? std::string("PL-COMBAT-2") : reasons.front().clause,
                    fill(tr("no unit of {side} can attack {hex}: contact units attack next to it, artillery "
                            "at {min} to {max} hexes with a line of fire{reasons}"),
                         {{"side", sideName(rules, state.side)},
                          {"hex", formatHex(defender)},
                          {"min", num(rules.options.min_fire_range)},
                          {"max", num(rules.options.max_fire_range)},
                          {"reasons", list}})};
  return out;
}

int enemyPlanetHeld(const Rules &rules, const State &state, int side) {
  const core::HexSet &planet = rules.planet(1 - side);
  int n = 0;
  for (const Unit &u : state.units)
    if (u.side == side && u.status == UnitStatus::OnBoard && planet.contains(u.hex)) ++n;
  return n;
}

int terrainBonus(const Rules &rules, int side, Hex h) {
  if (!rules.map.contains(h)) return 0;
  if (rules.terrainAt(h) == Terrain::Asteroids) return 1;
  if (rules.planet(side).contains(h)) return 2;
  return 0;
}

int attackStrength(const Rules &rules, const State &state, int id) {
  const Unit &u = unit(state, id);
  return rules.options.combat[static_cast<std::size_t>(u.type)] + terrainBonus(rules, u.side, u.hex);
}

int defenceStrength(const Rules &rules, const State &state, int id, Hex h, Fire fire) {
  const Unit &u = unit(state, id);
  const bool under_fire =
      fire == Fire::Artillery || (fire == Fire::Mixed && rules.options.mixed_attack == MixedAttack::Fire);
  const int bonus = terrainBonus(rules, u.side, h);
  if (under_fire && contactType(u.type))
    return rules.options.under_fire + (rules.options.bonus_when_reduced ? bonus : 0);
  if (!under_fire && u.type == UnitType::Artillery)
    return rules.options.artillery_in_contact + (rules.options.bonus_when_reduced ? bonus : 0);
  return rules.options.combat[static_cast<std::size_t>(u.type)] + bonus;
}

Reach reachOf(const Rules &rules, const State &state, Hex from) {
  return search(rules, state, from, rules.options.zone_of_control);
}

std::vector<Hex> lineOfFire(const Rules &rules, const State &state, Hex gun, Hex target) {
  const int id = state.unitAt(gun);
  if (id < 0 || !rules.map.contains(target)) return {};
  return fireLine(rules, state, gun, target, unit(state, id).side);
}

std::vector<Hex> fireZone(const Rules &rules, const State &state, Hex gun) {
  std::vector<Hex> out;
  const int id = state.unitAt(gun);
  if (id < 0 || unit(state, id).type != UnitType::Artillery) return out;
  for (int r = rules.options.min_fire_range; r <= rules.options.max_fire_range; ++r)
    for (Hex h : core::ring(gun, r))
      if (rules.map.contains(h) && !fireLine(rules, state, gun, h, unit(state, id).side).empty())
        out.push_back(h);
  return out;
}

Judgement judgeAttack(const Rules &rules, const State &state, const Attack &attack) {
  std::vector<int> ids;
  for (Hex h : attack.attackers)
    if (int id = state.unitAt(h); id >= 0) ids.push_back(id);
  const int d = state.unitAt(attack.defender);
  if (d < 0) return {};
  return judge(rules, state, ids, d, attack.defender);
}

std::vector<core::RetreatRoute> retreatRoutes(const Rules &rules, const State &state,
                                              const PendingRetreat &r) {
  const Unit &u = unit(state, r.piece);
  if (u.status != UnitStatus::OnBoard) return {};
  // Judged with the retreating unit off its hex: it no longer blocks anything there.
  State without = state;
  without.units[static_cast<std::size_t>(r.piece)].status = UnitStatus::Eliminated;
  core::RetreatTerrain terrain;
  terrain.open = [&](Hex, Hex to) {
    return rules.map.contains(to) && rules.enterCost(rules.terrainAt(to)) >= 0 && without.unitAt(to) < 0;
  };
  terrain.slide = [&](Hex h) { return rules.terrainAt(h) == Terrain::ForceField; };
  terrain.slide_straight = rules.options.field_retreat == FieldRetreat::Straight;
  // PL-RETREAT-2: the same attack against the unit standing there, by those who could still make it.
  terrain.odds_at = [&](Hex h) {
    std::vector<int> still;
    if (rules.options.retreat_odds == RetreatOdds::Attackers) {
      for (int a : r.attackers)
        if (canStrike(rules, without, a, h)) still.push_back(a);
    } else {
      for (std::size_t a = 0; a < without.units.size(); ++a)
        if (without.units[a].side != u.side && canStrike(rules, without, static_cast<int>(a), h))
          still.push_back(static_cast<int>(a));
    }
    if (still.empty()) return core::computeOdds(0, 1);
    return judge(rules, state, still, r.piece, h).odds;
  };
  return core::retreatRoutes(u.hex, terrain);
}

State initialState(const Rules &rules) {
  State s;
  for (int side = 0; side < 2; ++side) {
    const std::size_t base = s.units.size();
    for (int t = 0; t < kUnitTypes; ++t)
      for (int i = 0; i < rules.options.units[static_cast<std::size_t>(t)]; ++i) {
        Unit u;
        u.side = side;
        u.type = static_cast<UnitType>(t);
        s.units.push_back(u);
      }
    for (const PlacedUnit &p : rules.placed[static_cast<std::size_t>(side)])
      for (std::size_t i = base; i < s.units.size(); ++i)
        if (s.units[i].type == p.type && s.units[i].status == UnitStatus::InHand) {
          s.units[i].status = UnitStatus::OnBoard;
          s.units[i].hex = p.hex;
          break;
        }
  }
  game::startPlacement(s, rules.first);
  return s;
}

namespace {

/// validate(); a legal move's path and cost go to `found`.
std::optional<Ruling> validateAction(const Rules &rules, const State &state, const Action &action,
                                     MoveFound *found) {
  if (state.phase == Phase::Over) return refuse("PL-GAME-1", tr("the game is over"));
  if (!state.retreats.empty() && !std::holds_alternative<Retreat>(action)) {
    const Unit &u = unit(state, state.retreats.front().piece);
    return refuse("PL-RETREAT-1", fill(tr("{side} must first retreat the unit on {hex} (retreat {hex} HEX)"),
                                       {{"side", sideName(rules, u.side)}, {"hex", formatHex(u.hex)}}));
  }
  return std::visit(Overload{
                        [&](const Place &a) { return validatePlace(rules, state, a); },
                        [&](const Move &a) { return validateMove(rules, state, a, found); },
                        [&](const Attack &a) { return validateAttack(rules, state, a); },
                        [&](const Retreat &a) { return validateRetreat(rules, state, a); },
                        [&](const EndPhase &) -> std::optional<Ruling> {
                          if (state.phase == Phase::Placement)
                            return refuse(
                                "PL-PLACE-1",
                                tr("placement has no phase to end: every unit in hand is placed first"));
                          return combatLeft(rules, state);
                        },
                    },
                    action);
}

} // namespace

std::optional<Ruling> validate(const Rules &rules, const State &state, const Action &action) {
  return validateAction(rules, state, action, nullptr);
}

Applied apply(const Rules &rules, const State &state, const Action &action, Narration narration) {
  MoveFound found;
  if (auto refusal = validateAction(rules, state, action, &found)) throw RuleViolation(*refusal);
  Applied out;
  out.state = state;
  Context c{rules, out, narration};
  State &s = out.state;
  std::visit(
      Overload{
          [&](const Place &a) {
            for (Unit &u : s.units)
              if (u.side == a.side && u.type == a.type && u.status == UnitStatus::InHand) {
                u.status = UnitStatus::OnBoard;
                u.hex = a.hex;
                c.cite({"PL-PLACE-2"}, [&] {
                  return fill(tr("{side} places its {type} on {hex}"), {{"side", sideName(rules, a.side)},
                                                                        {"type", tr(unitTypeName(a.type))},
                                                                        {"hex", formatHex(a.hex)}});
                });
                break;
              }
            if (rules.options.placement_combat) placementCombat(c, a);
            // PL-PLACE-1: alternate, or the whole side first; a side with nothing left is skipped.
            const bool other_next =
                rules.options.placement == PlacementOrder::Alternate || s.inHand(a.side) == 0;
            if (other_next && s.inHand(1 - a.side) > 0) s.side = 1 - a.side;
            if (!checkAnnihilation(c)) {
              settleRetreats(c);
              if (!checkAnnihilation(c)) finishPlacementIfDone(c);
            }
          },
          [&](const Move &a) {
            // validateAction found the move's path and cost.
            out.path = std::move(found.path);
            out.cost = found.cost;
            const int id = s.unitAt(a.from);
            Unit &u = s.units[static_cast<std::size_t>(id)];
            u.hex = a.to;
            u.moved = true;
            c.cite({"PL-MOVE-2"}, [&] {
              std::string via;
              for (std::size_t i = 1; i + 1 < out.path.size(); ++i)
                via += " " + formatHex(out.path[i]);
              const int n = rules.options.movement[static_cast<std::size_t>(u.type)];
              return fill(
                  via.empty()
                      ? core::trn("{side} moves its {type} {from} to {to} for {cost} of {n} point",
                                  "{side} moves its {type} {from} to {to} for {cost} of {n} points", n)
                      : core::trn("{side} moves its {type} {from} to {to} via{via} for {cost} of {n} point",
                                  "{side} moves its {type} {from} to {to} via{via} for {cost} of {n} points",
                                  n),
                  {{"side", sideName(rules, u.side)},
                   {"type", tr(unitTypeName(u.type))},
                   {"from", formatHex(a.from)},
                   {"to", formatHex(a.to)},
                   {"via", via},
                   {"cost", num(out.cost)},
                   {"n", num(n)}});
            });
          },
          [&](const Attack &a) {
            std::vector<int> ids;
            for (Hex h : a.attackers)
              ids.push_back(s.unitAt(h));
            const int defender = s.unitAt(a.defender);
            resolve(c, defender, ids);
            game::forces::afterAttack(
                c, s.units, ids, defender, [&] { return checkAnnihilation(c); }, [&] { settleRetreats(c); });
          },
          [&](const Retreat &a) {
            const PendingRetreat r = s.retreats.front();
            std::vector<Hex> through;
            for (const auto &route : retreatRoutes(rules, s, r))
              if (route.to == a.to) through = route.through;
            s.units[static_cast<std::size_t>(r.piece)].hex = a.to;
            s.retreats.erase(s.retreats.begin());
            if (through.empty())
              c.cite({"PL-RETREAT-2"}, [&] {
                return fill(tr("{side} retreats {from} to {to}"),
                            {{"side", sideName(rules, unit(s, r.piece).side)},
                             {"from", formatHex(a.from)},
                             {"to", formatHex(a.to)}});
              });
            else
              c.cite({"PL-RETREAT-3"}, [&] {
                std::string via;
                for (Hex h : through)
                  via += " " + formatHex(h);
                return fill(tr("{side} retreats {from} to {to}, carried on by the force field{via}"),
                            {{"side", sideName(rules, unit(s, r.piece).side)},
                             {"from", formatHex(a.from)},
                             {"to", formatHex(a.to)},
                             {"via", via}});
              });
            settleRetreats(c);
            if (!checkAnnihilation(c)) finishPlacementIfDone(c);
          },
          [&](const EndPhase &) {
            if (s.phase == Phase::Movement) {
              const int held = enemyPlanetHeld(rules, s, s.side);
              c.cite({"PL-TURN-1"}, [&] {
                return fill(core::trn("{side} ends its movement with {n} unit on the enemy planet",
                                      "{side} ends its movement with {n} units on the enemy planet", held),
                            {{"side", sideName(rules, s.side)}, {"n", num(held)}});
              });
              if (held >= rules.options.invasion) {
                s.phase = Phase::Over;
                s.winner = s.side;
                s.victory = Victory::Invasion;
                c.cite({"PL-WIN-1"}, [&] {
                  return fill(core::trn("{side} holds {n} hex of the enemy planet and wins",
                                        "{side} holds {n} hexes of the enemy planet and wins", held),
                              {{"side", sideName(rules, s.side)}, {"n", num(held)}});
                });
                return;
              }
              s.phase = Phase::Combat;
              return;
            }
            // Combat ends (PL-TURN-1); at the turn limit, the enemy planet held decides (PL-WIN-3).
            game::forces::endCombat(c, s.units, "PL-TURN-1", [&] {
              const int a0 = enemyPlanetHeld(rules, s, 0), a1 = enemyPlanetHeld(rules, s, 1);
              const int u0 = s.onBoard(0), u1 = s.onBoard(1);
              if (a0 != a1) {
                s.winner = a0 > a1 ? 0 : 1;
                s.victory = Victory::TurnLimit;
                c.cite({"PL-WIN-3"}, [&] {
                  return fill(core::trn("the turn limit is reached: {side} wins, holding {n} hex of the "
                                        "enemy planet against {m}",
                                        "the turn limit is reached: {side} wins, holding {n} hexes of the "
                                        "enemy planet against {m}",
                                        std::max(a0, a1)),
                              {{"side", sideName(rules, s.winner)},
                               {"n", num(std::max(a0, a1))},
                               {"m", num(std::min(a0, a1))}});
                });
              } else if (rules.options.tie_break == TieBreak::Units && u0 != u1) {
                s.winner = u0 > u1 ? 0 : 1;
                s.victory = Victory::TurnLimit;
                c.cite({"PL-WIN-3"}, [&] {
                  return fill(tr("the turn limit is reached with {held} each: {side} wins with {units} "
                                 "against {v}"),
                              {{"held", heldText(a0)},
                               {"side", sideName(rules, s.winner)},
                               {"units", fill(core::trn("{n} unit left", "{n} units left", std::max(u0, u1)),
                                              {{"n", num(std::max(u0, u1))}})},
                               {"v", num(std::min(u0, u1))}});
                });
              } else {
                s.winner = -1;
                s.victory = Victory::Draw;
                c.cite({"PL-WIN-3"}, [&] {
                  return fill(tr("the turn limit is reached with {held} each: a draw"),
                              {{"held", heldText(a0)}});
                });
              }
            });
          },
      },
      action);
  return out;
}

std::vector<Action> legalActions(const Rules &rules, const State &state) {
  std::vector<Action> out;
  if (state.phase == Phase::Over) return out;
  if (!state.retreats.empty()) {
    const Hex from = unit(state, state.retreats.front().piece).hex;
    for (const auto &r : retreatRoutes(rules, state, state.retreats.front()))
      out.push_back(Retreat{from, r.to});
    return out;
  }
  if (state.phase == Phase::Placement) {
    for (int t = 0; t < kUnitTypes; ++t) {
      if (state.inHand(state.side, t) == 0) continue;
      for (const auto *set : {&rules.planet(state.side), &rules.stations(state.side)})
        for (Hex h : *set)
          if (state.unitAt(h) < 0) out.push_back(Place{state.side, static_cast<UnitType>(t), h});
    }
    return out;
  }
  if (!combatLeft(rules, state)) out.push_back(EndPhase{});
  if (state.phase == Phase::Movement) {
    // reachOf's destinations, in its order, from the search over cells (nothing cut: no bound).
    const MapMemo &memo = mapMemo(rules);
    const Occupancy &occ = occupancyNow(rules, state);
    thread_local core::CellReach reach;
    for (const Unit &u : state.units)
      if (u.side == state.side && u.status == UnitStatus::OnBoard && !u.moved)
        reachCells(
            reach, rules, memo, occ, u, rules.options.zone_of_control, [](int) { return 0; },
            [&](int cell) {
              if (!memo.field[static_cast<std::size_t>(cell)] && occ[static_cast<std::size_t>(cell)] < 0)
                out.push_back(Move{u.hex, rules.map.hexAt(cell)});
              return true;
            });
    return out;
  }
  const auto hexes = [&](const std::vector<int> &ids) {
    std::vector<Hex> h;
    for (int id : ids)
      h.push_back(unit(state, id).hex);
    return h;
  };
  for (std::size_t e = 0; e < state.units.size(); ++e) {
    const Unit &d = state.units[e];
    if (d.side == state.side || d.status != UnitStatus::OnBoard) continue;
    const std::vector<int> contact = readyAttackers(rules, state, static_cast<int>(e), true);
    const std::vector<int> guns = readyAttackers(rules, state, static_cast<int>(e), false);
    if (contact.empty() && guns.empty()) continue;
    if (!contact.empty() && !guns.empty() && rules.options.mixed_attack != MixedAttack::Forbidden) {
      std::vector<int> all = contact;
      all.insert(all.end(), guns.begin(), guns.end());
      out.push_back(Attack{d.hex, hexes(all)});
    }
    for (const auto *group : {&contact, &guns})
      if (!group->empty()) out.push_back(Attack{d.hex, hexes(*group)});
    if (contact.size() + guns.size() > 1)
      for (const auto *group : {&contact, &guns})
        if (group->size() > 1)
          for (int id : *group)
            out.push_back(Attack{d.hex, {unit(state, id).hex}});
  }
  return out;
}

std::vector<Hex> enemyPlanetReach(const Rules &rules, const State &state, Hex from) {
  const int id = state.unitAt(from);
  if (id < 0) return {};
  const Unit &u = unit(state, id);
  const MapMemo &memo = mapMemo(rules);
  const PlanetTargets targets(rules, memo, u.side, occupancyNow(rules, state));
  std::vector<int> found;
  targetsReached(rules, memo, targets, u, rules.options.zone_of_control, found);
  std::vector<Hex> out;
  for (int i : found)
    out.push_back(targets.open[static_cast<std::size_t>(i)]);
  return out;
}

namespace {

/// How many of `side`'s units could stand on the enemy planet when its next movement ends: those
/// on it already, and those that can move to a hex of it no one holds, each hex counted once
/// (the units with fewest such hexes served first). With `moving_now`, units that have moved this
/// phase stay where they are.
int couldHold(const Rules &rules, const MapMemo &memo, const State &state, const Occupancy &occ, int side,
              bool moving_now) {
  int there = 0;
  bool open = false;
  for (Hex h : memo.planets[static_cast<std::size_t>(1 - side)]) {
    const int who = occ[static_cast<std::size_t>(rules.map.index(h))];
    open = open || who < 0;
    there += who == side;
  }
  if (!open) return there;
  const PlanetTargets targets(rules, memo, side, occ);
  const std::vector<std::uint8_t> &on_planet = memo.on_planet[static_cast<std::size_t>(1 - side)];
  // Each unit's reachable hexes, one after another in one buffer: unit k's are
  // reached[first[k]] .. reached[first[k + 1]].
  thread_local std::vector<int> reached, first, order;
  reached.clear();
  first.assign(1, 0);
  for (const Unit &u : state.units) {
    if (u.side != side || u.status != UnitStatus::OnBoard ||
        on_planet[static_cast<std::size_t>(rules.map.index(u.hex))])
      continue;
    if (moving_now && u.moved) continue;
    targetsReached(rules, memo, targets, u, rules.options.zone_of_control, reached);
    if (static_cast<int>(reached.size()) > first.back()) first.push_back(static_cast<int>(reached.size()));
  }
  const auto count = [&](int k) {
    return first[static_cast<std::size_t>(k) + 1] - first[static_cast<std::size_t>(k)];
  };
  order.resize(first.size() - 1);
  for (std::size_t k = 0; k < order.size(); ++k)
    order[k] = static_cast<int>(k);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return count(a) < count(b); });
  std::vector<bool> taken(targets.open.size(), false);
  int arriving = 0;
  for (int k : order)
    for (int i = first[static_cast<std::size_t>(k)]; i < first[static_cast<std::size_t>(k) + 1]; ++i) {
      const auto hex = static_cast<std::size_t>(reached[static_cast<std::size_t>(i)]);
      if (!taken[hex]) {
        taken[hex] = true;
        ++arriving;
        break;
      }
    }
  return there + arriving;
}

/// The combat value `side` may lose in the enemy's next attacks. First its guns: under artillery
/// fire infantry and cavalry defend with 1 (PL-COMBAT-3), so one gun eliminates one. A gun whose
/// side moves before it fires again reaches movement + range; one that has moved, range only; one
/// that has fired this phase, nothing. Each gun takes the most valuable unit in its reach, once.
/// Then contact, below.
double exposed(const Rules &rules, const State &state, int side) {
  // Buffers of this thread's, reused from call to call.
  thread_local std::vector<std::size_t> victims;
  thread_local std::vector<std::pair<int, std::size_t>> attackers; // strength, unit
  thread_local std::vector<std::size_t> with;
  victims.clear();
  attackers.clear();
  for (std::size_t i = 0; i < state.units.size(); ++i) {
    const Unit &u = state.units[i];
    if (u.side == side && u.status == UnitStatus::OnBoard && contactType(u.type)) victims.push_back(i);
  }
  std::stable_sort(victims.begin(), victims.end(), [&](std::size_t a, std::size_t b) {
    return rules.options.combat[static_cast<std::size_t>(state.units[a].type)] >
           rules.options.combat[static_cast<std::size_t>(state.units[b].type)];
  });
  // An enemy unit moves before it attacks again unless its side is in this turn's movement and it
  // has moved, or in its combat; in its combat, one that has attacked is spent.
  const auto movesFirst = [&](const Unit &u) {
    return !(state.side == u.side && (u.moved || state.phase == Phase::Combat));
  };
  const auto spent = [&](const Unit &u) {
    return state.side == u.side && state.phase == Phase::Combat && u.attacked;
  };
  double lost = 0;
  for (const Unit &g : state.units) {
    if (g.side == side || g.status != UnitStatus::OnBoard || g.type != UnitType::Artillery || spent(g))
      continue;
    const bool moves_first = movesFirst(g);
    const int reach =
        rules.options.max_fire_range +
        (moves_first ? rules.options.movement[static_cast<std::size_t>(UnitType::Artillery)] : 0);
    for (auto v = victims.begin(); v != victims.end(); ++v) {
      const int d = core::distance(g.hex, state.units[*v].hex);
      if (d <= reach && (moves_first || d >= rules.options.min_fire_range)) {
        lost += rules.options.combat[static_cast<std::size_t>(state.units[*v].type)];
        victims.erase(v);
        break;
      }
    }
  }
  // Then contact (PL-COMBAT-2): enemy infantry and cavalry that can come next to a unit left,
  // strongest first, until they reach 4:1 against its strength there; each attacks once.
  for (std::size_t i = 0; i < state.units.size(); ++i) {
    const Unit &u = state.units[i];
    if (u.side == side && u.status == UnitStatus::OnBoard && u.type == UnitType::Artillery)
      victims.push_back(i);
  }
  for (std::size_t i = 0; i < state.units.size(); ++i) {
    const Unit &a = state.units[i];
    if (a.side != side && a.status == UnitStatus::OnBoard && contactType(a.type) && !spent(a))
      attackers.push_back({rules.options.combat[static_cast<std::size_t>(a.type)], i});
  }
  std::stable_sort(attackers.begin(), attackers.end(),
                   [](const auto &a, const auto &b) { return a.first > b.first; });
  std::vector<bool> used(attackers.size(), false);
  for (std::size_t v : victims) {
    const Unit &u = state.units[v];
    const int defence =
        u.type == UnitType::Artillery
            ? rules.options.artillery_in_contact
            : rules.options.combat[static_cast<std::size_t>(u.type)] + terrainBonus(rules, u.side, u.hex);
    with.clear();
    int total = 0;
    for (std::size_t k = 0; k < attackers.size() && total < 4 * defence; ++k) {
      if (used[k]) continue;
      const Unit &a = state.units[attackers[k].second];
      const int reach = 1 + (movesFirst(a) ? rules.options.movement[static_cast<std::size_t>(a.type)] : 0);
      if (core::distance(a.hex, u.hex) > reach) continue;
      with.push_back(k);
      total += attackers[k].first;
    }
    if (total < 4 * defence) continue;
    for (std::size_t k : with)
      used[k] = true;
    lost += rules.options.combat[static_cast<std::size_t>(u.type)];
  }
  return lost;
}

} // namespace

std::vector<double> estimate(const Rules &rules, const State &state) {
  const MapMemo &memo = mapMemo(rules);
  double strength[2] = {0, 0}, near[2] = {0, 0};
  for (const Unit &u : state.units) {
    if (u.status == UnitStatus::Eliminated) continue;
    strength[u.side] += rules.options.combat[static_cast<std::size_t>(u.type)];
    if (u.status != UnitStatus::OnBoard) continue;
    // A unit on its way to the enemy planet is worth more than one far from it.
    const int d =
        memo.far[static_cast<std::size_t>(1 - u.side)][static_cast<std::size_t>(rules.map.index(u.hex))];
    near[u.side] += std::max(0.0, 1.0 - d / 12.0);
  }
  const double total = strength[0] + strength[1];
  if (total <= 0) return {0.5, 0.5};
  if (state.phase == Phase::Movement || state.phase == Phase::Combat)
    for (int s = 0; s < 2; ++s)
      strength[s] = std::max(0.0, strength[s] - 0.7 * exposed(rules, state, s));
  const int invasion = std::max(1, rules.options.invasion);
  const auto toward = [&](int n) { return std::min(n, invasion) / double(invasion); };
  const double material = strength[0] + strength[1] > 0 ? strength[0] / (strength[0] + strength[1]) : 0.5;
  const double held =
      0.5 + 0.5 * (toward(enemyPlanetHeld(rules, state, 0)) - toward(enemyPlanetHeld(rules, state, 1)));
  double threat = 0.5;
  if (state.phase == Phase::Movement || state.phase == Phase::Combat) {
    // The invasion ahead (PL-WIN-1): who moves next, and how many units each side could land then.
    const int next = state.phase == Phase::Movement ? state.side : 1 - state.side;
    const Occupancy &occ = occupancyNow(rules, state);
    const int could[2] = {
        couldHold(rules, memo, state, occ, 0, state.phase == Phase::Movement && state.side == 0),
        couldHold(rules, memo, state, occ, 1, state.phase == Phase::Movement && state.side == 1)};
    if (could[next] >= invasion) {
      const double w = 0.9 + 0.05 * (next == 0 ? material : 1 - material);
      return next == 0 ? std::vector<double>{w, 1 - w} : std::vector<double>{1 - w, w};
    }
    threat = 0.5 + 0.5 * (toward(could[0]) - toward(could[1]));
  }
  const auto &count = rules.options.units;
  const double units = std::max(1, count[0] + count[1] + count[2]);
  const double approach = 0.5 + 0.5 * (near[0] - near[1]) / units;
  const double v = 0.45 * material + 0.15 * held + 0.3 * threat + 0.1 * approach;
  return {v, 1 - v};
}

} // namespace amiraute::planetes
