#include "games/objectif_villes/Engine.h"

#include "core/I18n.h"
#include "core/Overload.h"
#include "core/hex/Combat.h"
#include "game/ForcesSteps.h"
#include "game/StepContext.h"

#include <algorithm>

namespace amiraute::objectif_villes {

using core::Overload;

using core::fill;
using core::formatHex;
using core::tr;

namespace {

const std::string &sideName(const Rules &rules, int side) {
  return rules.sides[static_cast<std::size_t>(side)];
}

int strength(const Rules &rules, Hex h) { return combatValue(rules.terrainAt(h)); }

Reach search(const Rules &rules, const State &state, Hex from, bool zoc) {
  Reach out;
  const int id = state.pieceAt(from);
  if (id < 0) return out;
  const int side = state.pieces[static_cast<std::size_t>(id)].side;
  const auto occ = game::occupancy(rules.map, state.pieces);
  const bool through_friends = rules.options.pass_through_friends;
  const auto cost = [&](Hex, Hex to) {
    const int i = rules.map.index(to);
    if (i < 0) return core::kImpassable;
    const int who = occ[static_cast<std::size_t>(i)];
    if (who >= 0 && (who != side || !through_friends)) return core::kImpassable;
    // Rivers cost nothing to cross (OV-MOVE-2): the step cost is the entered terrain's alone.
    return enterCost(static_cast<Terrain>(rules.map.terrain[static_cast<std::size_t>(i)]));
  };
  const auto stop = [&](Hex h) { return zoc && core::nextToEnemy(rules.map, occ, h, side); };
  thread_local core::HexReach reach;
  out.searched = reach.search(from, rules.options.movement_points, cost, stop);
  for (const auto &r : out.searched.hexes)
    if (!(r.hex == from) && occ[static_cast<std::size_t>(rules.map.index(r.hex))] < 0)
      out.destinations.push_back(r);
  return out;
}

/// A refusal: the clause broken and why.
using game::refuse;

using Context = game::StepContext<Rules, Applied>;

/// Cities a side holds at the end of its movement to win (OV-WIN-1).
constexpr int kCitiesToWin = 7;

int citiesOf(const Rules &rules, const State &state, int side) {
  const core::HexSet &cities = rules.cities();
  int n = 0;
  for (const Piece &p : state.pieces)
    if (p.side == side && p.status == PieceStatus::OnBoard && cities.contains(p.hex)) ++n;
  return n;
}

// The reasons eliminate() adds, translated there.
[[maybe_unused]] const char *const kEliminationReasons[] = {N_(" (no hex to retreat to)"),
                                                            N_(" (4:1 or more)")};

void eliminate(Context &c, int piece, const std::string &clause, const std::string &why) {
  Piece &p = c.s().pieces[static_cast<std::size_t>(piece)];
  c.cite({clause}, [&] {
    return fill(tr("{side} piece on {hex} is eliminated"),
                {{"side", sideName(c.rules, p.side)}, {"hex", formatHex(p.hex)}}) +
           tr(why.c_str());
  });
  p.status = PieceStatus::Eliminated;
  p.hex = {};
  // A piece that leaves the board no longer waits to retreat.
  auto &rs = c.s().retreats;
  rs.erase(std::remove_if(rs.begin(), rs.end(), [&](const PendingRetreat &r) { return r.piece == piece; }),
           rs.end());
}

// OV-WIN-2: a side with nothing on the board and nothing in hand has lost outright.
bool checkAnnihilation(Context &c) {
  return game::forces::endIfAnnihilated(c, "OV-WIN-2", Victory::Total,
                                        N_("every {side} piece is eliminated: total victory for {winner}"));
}

// Pending retreats with nowhere to go are settled at once (OV-RETREAT-3), by the shared combat.
void settleRetreats(Context &c) {
  core::settleRetreats(
      c.s().retreats,
      [&](const PendingRetreat &r) {
        if (retreatOptions(c.rules, c.s(), r).empty()) return false;
        const Piece &p = c.s().pieces[static_cast<std::size_t>(r.piece)];
        c.cite({"OV-RETREAT-1"}, [&] {
          return std::string(sideName(c.rules, p.side) + " must retreat the piece on " + formatHex(p.hex));
        });
        return true;
      },
      [&](const PendingRetreat &r) { eliminate(c, r.piece, "OV-RETREAT-3", " (no hex to retreat to)"); });
}

// Placement ends when both hands are empty and no retreat is pending (OV-PLACE-1).
void finishPlacementIfDone(Context &c) {
  State &s = c.s();
  if (s.phase != Phase::Placement || !s.retreats.empty()) return;
  if (s.inHand(s.side) > 0) return;
  if (s.inHand(1 - s.side) > 0) {
    s.side = 1 - s.side;
    return;
  }
  s.phase = Phase::Movement;
  s.side = c.rules.firstMover();
  s.turn = 1;
  c.cite({"OV-PLACE-1", "OV-TURN-2"}, [&] {
    return fill(tr("every piece is placed; turn 1, {side} moves"), {{"side", sideName(c.rules, s.side)}});
  });
}

Odds oddsOf(const Rules &rules, const State &state, const std::vector<int> &attackers, Hex defender_hex) {
  int attack = 0;
  for (int a : attackers)
    attack += strength(rules, state.pieces[static_cast<std::size_t>(a)].hex);
  return computeOdds(attack, strength(rules, defender_hex));
}

// Resolve one attack (combat, or a conflict at placement). Returns the odds.
Odds resolve(Context &c, int defender, const std::vector<int> &attackers, const std::string &clause) {
  const Piece &d = c.s().pieces[static_cast<std::size_t>(defender)];
  const Odds odds = oddsOf(c.rules, c.s(), attackers, d.hex);
  std::string who;
  for (int a : attackers)
    who += " " + formatHex(c.s().pieces[static_cast<std::size_t>(a)].hex);
  c.cite({clause}, [&] {
    return fill(tr("{side} attacks {hex} with{who}: {attack} against {defence}, odds {odds} (OV-COMBAT-4)"),
                {{"side", sideName(c.rules, 1 - d.side)},
                 {"hex", formatHex(d.hex)},
                 {"who", who},
                 {"attack", std::to_string(odds.attack)},
                 {"defence", std::to_string(odds.defence)},
                 {"odds", odds.text()}});
  });
  c.out.odds = odds;
  c.out.outcome = odds.result;
  if (odds.result == CombatResult::Eliminated) {
    eliminate(c, defender, "OV-COMBAT-5", " (4:1 or more)");
  } else if (odds.result == CombatResult::Retreat) {
    c.cite({"OV-COMBAT-5"}, [&] {
      return fill(tr("3:1: the piece on {hex} must retreat"), {{"hex", formatHex(d.hex)}});
    });
    c.s().retreats.push_back({defender, attackers});
  } else {
    c.cite({"OV-COMBAT-5"}, [&] { return std::string(tr("below 3:1: nothing happens")); });
  }
  return odds;
}

std::optional<Ruling> checkHexOnMap(const Rules &rules, Hex h, const std::string &clause, const char *what) {
  if (!rules.map.contains(h))
    return refuse(clause, [&] {
      return fill(what == std::string("defender")   ? tr("defender {hex} is off the map")
                  : what == std::string("attacker") ? tr("attacker {hex} is off the map")
                                                    : tr("hex {hex} is off the map"),
                  {{"hex", formatHex(h)}});
    });
  return std::nullopt;
}

std::optional<Ruling> validatePlace(const Rules &rules, const State &state, const Place &a) {
  if (state.phase != Phase::Placement)
    return refuse("OV-PLACE-1", [&] { return tr("pieces are placed only before the first turn"); });
  if (a.side != state.side)
    return refuse("OV-PLACE-1", [&] {
      return fill(tr("it is {side}'s turn to place"), {{"side", sideName(rules, state.side)}});
    });
  if (state.inHand(a.side) == 0)
    return refuse("OV-PLACE-1", [&] {
      return fill(tr("{side} has no piece left to place"), {{"side", sideName(rules, a.side)}});
    });
  if (!rules.map.contains(a.hex))
    return refuse("OV-PLACE-2", [&] {
      return fill(tr("hex {hex} is off the map"), {{"hex", game::forces::hexText(a.hex)}});
    });
  if (rules.terrainAt(a.hex) == Terrain::Sea)
    return refuse("OV-PLACE-2", [&] { return fill(tr("hex {hex} is sea"), {{"hex", formatHex(a.hex)}}); });
  if (state.pieceAt(a.hex) >= 0)
    return refuse("OV-PLACE-2", [&] {
      return fill(tr("hex {hex} is already occupied"), {{"hex", formatHex(a.hex)}});
    });
  if (rules.terrainAt(a.hex) == Terrain::City &&
      citiesOf(rules, state, a.side) >= rules.options.placement_city_cap)
    return refuse("OV-PLACE-3", [&] {
      return fill(
          tr("{side} already holds {n} cities, the most allowed during placement"),
          {{"side", sideName(rules, a.side)}, {"n", std::to_string(rules.options.placement_city_cap)}});
    });
  return std::nullopt;
}

std::optional<Ruling> validateMove(const Rules &rules, const State &state, const Move &a) {
  if (state.phase != Phase::Movement)
    return refuse("OV-TURN-1", [&] {
      return fill(tr("pieces move only in a movement phase (now: {phase})"),
                  {{"phase", phaseName(state.phase)}});
    });
  if (auto r = checkHexOnMap(rules, a.from, "OV-MOVE-3", "hex")) return r;
  const int id = state.pieceAt(a.from);
  if (id < 0)
    return refuse("OV-MOVE-1", [&] { return fill(tr("no piece on {hex}"), {{"hex", formatHex(a.from)}}); });
  const Piece &p = state.pieces[static_cast<std::size_t>(id)];
  if (p.side != state.side)
    return refuse("OV-TURN-1", [&] {
      return fill(tr("the piece on {hex} is {owner}'s; {side} is moving"),
                  {{"hex", formatHex(a.from)},
                   {"owner", sideName(rules, p.side)},
                   {"side", sideName(rules, state.side)}});
    });
  if (p.moved)
    return refuse("OV-MOVE-1", [&] {
      return fill(tr("the piece on {hex} has already moved this turn"), {{"hex", formatHex(a.from)}});
    });
  if (!rules.map.contains(a.to))
    return refuse("OV-MOVE-3", [&] {
      return fill(tr("hex {hex} is off the map"), {{"hex", game::forces::hexText(a.to)}});
    });
  if (a.to == a.from) return refuse("OV-MOVE-1", [&] { return tr("a move must go somewhere else"); });
  if (rules.terrainAt(a.to) == Terrain::Sea)
    return refuse("OV-MOVE-3", [&] { return fill(tr("hex {hex} is sea"), {{"hex", formatHex(a.to)}}); });
  if (state.pieceAt(a.to) >= 0)
    return refuse("OV-MOVE-4", [&] {
      return fill(tr("hex {hex} is occupied (one piece per hex)"), {{"hex", formatHex(a.to)}});
    });
  return game::forces::reachRefusal(
      [&](bool zoc) { return search(rules, state, a.from, zoc); }, a.to, rules.options.zone_of_control,
      "OV-ZOC-1", N_("every way to {hex} enters a hex next to an enemy piece, where the move must stop"),
      [&] {
        return refuse("OV-MOVE-2", [&] {
          return fill(tr("{hex} cannot be reached with {n} movement points"),
                      {{"hex", formatHex(a.to)}, {"n", std::to_string(rules.options.movement_points)}});
        });
      });
}

std::optional<Ruling> validateAttack(const Rules &rules, const State &state, const Attack &a) {
  if (state.phase != Phase::Combat)
    return refuse("OV-COMBAT-1", [&] {
      return fill(tr("attacks happen only in a combat phase (now: {phase})"),
                  {{"phase", phaseName(state.phase)}});
    });
  if (auto r = checkHexOnMap(rules, a.defender, "OV-COMBAT-2", "defender")) return r;
  const int d = state.pieceAt(a.defender);
  if (d < 0)
    return refuse("OV-COMBAT-2", [&] {
      return fill(tr("no piece on {hex}"), {{"hex", formatHex(a.defender)}});
    });
  if (state.pieces[static_cast<std::size_t>(d)].side == state.side)
    return refuse("OV-COMBAT-2", [&] {
      return fill(tr("the piece on {hex} is {side}'s own"),
                  {{"hex", formatHex(a.defender)}, {"side", sideName(rules, state.side)}});
    });
  if (a.attackers.empty())
    return refuse("OV-COMBAT-2", [&] { return tr("an attack needs at least one attacker"); });
  for (std::size_t i = 0; i < a.attackers.size(); ++i) {
    const Hex h = a.attackers[i];
    if (auto r = checkHexOnMap(rules, h, "OV-COMBAT-2", "attacker")) return r;
    for (std::size_t j = 0; j < i; ++j)
      if (a.attackers[j] == h)
        return refuse("OV-COMBAT-2", [&] {
          return fill(tr("{hex} is named twice"), {{"hex", formatHex(h)}});
        });
    const int id = state.pieceAt(h);
    if (id < 0)
      return refuse("OV-COMBAT-2", [&] { return fill(tr("no piece on {hex}"), {{"hex", formatHex(h)}}); });
    const Piece &p = state.pieces[static_cast<std::size_t>(id)];
    if (p.side != state.side)
      return refuse("OV-COMBAT-1", [&] {
        return fill(tr("the piece on {hex} is not {side}'s; only the side that moved attacks"),
                    {{"hex", formatHex(h)}, {"side", sideName(rules, state.side)}});
      });
    if (!core::adjacent(h, a.defender))
      return refuse("OV-COMBAT-2", [&] {
        return fill(tr("the piece on {hex} is not next to {defender}"),
                    {{"hex", formatHex(h)}, {"defender", formatHex(a.defender)}});
      });
    if (p.attacked)
      return refuse("OV-COMBAT-2", [&] {
        return fill(tr("the piece on {hex} has already attacked this turn"), {{"hex", formatHex(h)}});
      });
  }
  return std::nullopt;
}

std::optional<Ruling> validateRetreat(const Rules &rules, const State &state, const Retreat &a) {
  if (state.retreats.empty()) return refuse("OV-RETREAT-1", [&] { return tr("no retreat is pending"); });
  const Piece &p = state.pieces[static_cast<std::size_t>(state.retreats.front().piece)];
  if (!(p.hex == a.from))
    return refuse("OV-RETREAT-1", [&] {
      return fill(tr("the piece that must retreat is on {hex}, not {from}"),
                  {{"hex", formatHex(p.hex)}, {"from", game::forces::hexText(a.from)}});
    });
  const auto options = retreatOptions(rules, state, state.retreats.front());
  if (std::find(options.begin(), options.end(), a.to) != options.end()) return std::nullopt;
  std::string list;
  for (Hex h : options)
    list += " " + formatHex(h);
  if (!rules.map.contains(a.to) || !core::adjacent(a.from, a.to))
    return refuse("OV-RETREAT-2", [&] {
      return fill(tr("a retreat goes to a neighbouring hex (allowed:{list})"), {{"list", list}});
    });
  return refuse("OV-RETREAT-2", [&] {
    return fill(tr("{hex} is not a safe retreat: it must be empty, not sea, not across a river, "
                   "and leave odds below 3:1 (allowed:{list})"),
                {{"hex", formatHex(a.to)}, {"list", list}});
  });
}

} // namespace

int citiesHeld(const Rules &rules, const State &state, int side) { return citiesOf(rules, state, side); }

std::vector<double> heuristic(const Rules &rules, const State &state) {
  int cities[2] = {0, 0};
  double alive[2] = {0, 0};
  for (int side = 0; side < 2; ++side)
    cities[side] = citiesOf(rules, state, side);
  // Seven cities at the end of one's own movement win (OV-WIN-1): a side in its movement holding
  // them has only to end it.
  if (state.phase == Phase::Movement && cities[state.side] >= kCitiesToWin)
    return state.side == 0 ? std::vector<double>{0.99, 0.01} : std::vector<double>{0.01, 0.99};
  for (const Piece &p : state.pieces)
    if (p.status != PieceStatus::Eliminated) alive[p.side] += 1;
  // Cities decide the game, counted as the way to seven: each city taken is progress, even while
  // the other side holds none (a share of the cities held would not grow then).
  const auto toward = [](int n) { return std::min(n, kCitiesToWin) / double(kCitiesToWin); };
  const double city = 0.5 + 0.5 * (toward(cities[0]) - toward(cities[1]));
  // Pieces are what takes and keeps them.
  const double pieces = alive[0] + alive[1] > 0 ? alive[0] / (alive[0] + alive[1]) : 0.5;
  // And a piece on its way to a city it does not hold is worth more than one far from any: each
  // piece counts 1 on a city, else by its distance to the nearest city its side does not hold.
  double near[2] = {0, 0};
  const auto occ = game::occupancy(rules.map, state.pieces); // once per leaf: the search's hot path
  for (const Piece &p : state.pieces) {
    if (p.status != PieceStatus::OnBoard) continue;
    if (rules.cities().contains(p.hex)) {
      near[p.side] += 1;
      continue;
    }
    int closest = 99;
    for (Hex c : rules.cities())
      if (occ[static_cast<std::size_t>(rules.map.index(c))] != p.side)
        closest = std::min(closest, core::distance(p.hex, c));
    near[p.side] += std::max(0.0, 1.0 - (closest - 1) / 8.0);
  }
  const double n = std::max(1, rules.options.pieces_per_side);
  const double approach = 0.5 + 0.5 * (near[0] - near[1]) / n;
  const double v = 0.55 * city + 0.35 * pieces + 0.1 * approach;
  return {v, 1 - v};
}

Reach reachOf(const Rules &rules, const State &state, Hex from) {
  return search(rules, state, from, rules.options.zone_of_control);
}

Odds attackOdds(const Rules &rules, const State &state, const Attack &attack) {
  std::vector<int> ids;
  for (Hex h : attack.attackers)
    if (int id = state.pieceAt(h); id >= 0) ids.push_back(id);
  return oddsOf(rules, state, ids, attack.defender);
}

std::vector<Hex> retreatOptions(const Rules &rules, const State &state, const PendingRetreat &r) {
  std::vector<Hex> out;
  const Piece &p = state.pieces[static_cast<std::size_t>(r.piece)];
  if (p.status != PieceStatus::OnBoard) return out;
  const bool capped =
      state.phase == Phase::Placement && citiesOf(rules, state, p.side) >= rules.options.placement_city_cap;
  const core::HexSides &rivers = rules.map.sides("rivers");
  core::RetreatTerrain terrain;
  terrain.open = [&](Hex from, Hex n) {
    if (!rules.map.contains(n)) return false;
    const Terrain t = rules.terrainAt(n);
    if (t == Terrain::Sea || rivers.between(from, n) || state.pieceAt(n) >= 0) return false;
    return !(capped && t == Terrain::City); // OV-PLACE-3 holds during placement
  };
  terrain.odds_at = [&](Hex n) {
    int attack = 0;
    if (rules.options.retreat_odds == RetreatOdds::Attackers) {
      for (int a : r.attackers) {
        const Piece &ap = state.pieces[static_cast<std::size_t>(a)];
        if (ap.status == PieceStatus::OnBoard && core::adjacent(ap.hex, n)) attack += strength(rules, ap.hex);
      }
    } else {
      for (const Piece &e : state.pieces)
        if (e.side != p.side && e.status == PieceStatus::OnBoard && core::adjacent(e.hex, n))
          attack += strength(rules, e.hex);
    }
    return computeOdds(attack, combatValue(rules.terrainAt(n)));
  };
  for (const core::RetreatRoute &route : core::retreatRoutes(p.hex, terrain))
    out.push_back(route.to);
  return out;
}

State initialState(const Rules &rules) {
  State s;
  const int n = rules.options.pieces_per_side;
  for (int side = 0; side < 2; ++side)
    for (int i = 0; i < n; ++i) {
      Piece p;
      p.side = side;
      if (i < static_cast<int>(rules.placed[static_cast<std::size_t>(side)].size())) {
        p.status = PieceStatus::OnBoard;
        p.hex = rules.placed[static_cast<std::size_t>(side)][static_cast<std::size_t>(i)];
      }
      s.pieces.push_back(p);
    }
  game::startPlacement(s, rules.first);
  return s;
}

std::optional<Ruling> validate(const Rules &rules, const State &state, const Action &action) {
  if (state.phase == Phase::Over) return refuse("OV-GAME-1", [&] { return tr("the game is over"); });
  if (!state.retreats.empty() && !std::holds_alternative<Retreat>(action)) {
    const Piece &p = state.pieces[static_cast<std::size_t>(state.retreats.front().piece)];
    return refuse("OV-RETREAT-1", [&] {
      return fill(tr("{side} must first retreat the piece on {hex} (retreat {hex} HEX)"),
                  {{"side", sideName(rules, p.side)}, {"hex", formatHex(p.hex)}});
    });
  }
  return std::visit(
      Overload{
          [&](const Place &a) -> std::optional<Ruling> { return validatePlace(rules, state, a); },
          [&](const Move &a) { return validateMove(rules, state, a); },
          [&](const Attack &a) { return validateAttack(rules, state, a); },
          [&](const Retreat &a) { return validateRetreat(rules, state, a); },
          [&](const EndPhase &) -> std::optional<Ruling> {
            if (state.phase == Phase::Placement)
              return refuse("OV-PLACE-1", [&] {
                return tr("placement has no phase to end: the sides place in turn until "
                          "every piece is on the map");
              });
            return std::nullopt;
          },
      },
      action);
}

Applied apply(const Rules &rules, const State &state, const Action &action, Narration narration) {
  if (auto refusal = validate(rules, state, action)) throw RuleViolation(*refusal);
  Applied out;
  out.state = state;
  Context c{rules, out, narration};
  State &s = out.state;
  std::visit(
      Overload{
          [&](const Place &a) {
            const int id = [&] {
              for (std::size_t i = 0; i < s.pieces.size(); ++i)
                if (s.pieces[i].side == a.side && s.pieces[i].status == PieceStatus::InHand)
                  return static_cast<int>(i);
              return -1;
            }();
            s.pieces[static_cast<std::size_t>(id)].status = PieceStatus::OnBoard;
            s.pieces[static_cast<std::size_t>(id)].hex = a.hex;
            c.cite({"OV-PLACE-2"}, [&] {
              return fill(tr("{side} places a piece on {hex} ({terrain})"),
                          {{"side", sideName(rules, a.side)},
                           {"hex", formatHex(a.hex)},
                           {"terrain", terrainLabel(rules.terrainAt(a.hex))}});
            });
            if (rules.options.placement_combat) {
              // Each enemy next to the new piece is attacked by every piece of the placing side
              // next to it; all conflicts are judged on the position as it stands, then applied.
              std::vector<std::pair<int, std::vector<int>>> conflicts;
              std::vector<int> enemies;
              for (Hex n : core::neighbours(a.hex))
                if (int e = s.pieceAt(n); e >= 0 && s.pieces[static_cast<std::size_t>(e)].side != a.side)
                  enemies.push_back(e);
              std::sort(enemies.begin(), enemies.end(), [&](int x, int y) {
                return formatHex(s.pieces[static_cast<std::size_t>(x)].hex) <
                       formatHex(s.pieces[static_cast<std::size_t>(y)].hex);
              });
              for (int e : enemies) {
                std::vector<int> attackers;
                for (std::size_t i = 0; i < s.pieces.size(); ++i)
                  if (s.pieces[i].side == a.side && s.pieces[i].status == PieceStatus::OnBoard &&
                      core::adjacent(s.pieces[i].hex, s.pieces[static_cast<std::size_t>(e)].hex))
                    attackers.push_back(static_cast<int>(i));
                conflicts.push_back({e, attackers});
              }
              // Eliminations only remove defenders, so resolving in hex order is the same as
              // judging every conflict on the position before any of them.
              for (const auto &[e, attackers] : conflicts)
                resolve(c, e, attackers, "OV-PLACE-4");
            }
            // Alternate (OV-PLACE-1): the other side places next if it has pieces left.
            if (s.inHand(1 - a.side) > 0) s.side = 1 - a.side;
            if (!checkAnnihilation(c)) {
              settleRetreats(c);
              if (!checkAnnihilation(c)) finishPlacementIfDone(c);
            }
          },
          [&](const Move &a) {
            const Reach reach = reachOf(rules, s, a.from);
            out.path = reach.searched.pathTo(a.to);
            out.cost = reach.searched.costTo(a.to);
            const int id = s.pieceAt(a.from);
            s.pieces[static_cast<std::size_t>(id)].hex = a.to;
            s.pieces[static_cast<std::size_t>(id)].moved = true;
            std::string via;
            for (std::size_t i = 1; i + 1 < out.path.size(); ++i)
              via += " " + formatHex(out.path[i]);
            c.cite({"OV-MOVE-2"}, [&] {
              return fill(via.empty() ? tr("{side} moves {from} to {to} for {cost} of {n} points")
                                      : tr("{side} moves {from} to {to} via{via} for {cost} of {n} points"),
                          {{"side", sideName(rules, s.side)},
                           {"from", formatHex(a.from)},
                           {"to", formatHex(a.to)},
                           {"via", via},
                           {"cost", std::to_string(out.cost)},
                           {"n", std::to_string(rules.options.movement_points)}});
            });
          },
          [&](const Attack &a) {
            std::vector<int> ids;
            for (Hex h : a.attackers) {
              const int id = s.pieceAt(h);
              ids.push_back(id);
            }
            const int defender = s.pieceAt(a.defender);
            resolve(c, defender, ids, "OV-COMBAT-2");
            game::forces::afterAttack(
                c, s.pieces, ids, defender, [&] { return checkAnnihilation(c); }, [&] { settleRetreats(c); });
          },
          [&](const Retreat &a) {
            const int id = s.retreats.front().piece;
            s.pieces[static_cast<std::size_t>(id)].hex = a.to;
            s.retreats.erase(s.retreats.begin());
            c.cite({"OV-RETREAT-2"}, [&] {
              return fill(tr("{side} retreats {from} to {to}"),
                          {{"side", sideName(rules, s.pieces[static_cast<std::size_t>(id)].side)},
                           {"from", formatHex(a.from)},
                           {"to", formatHex(a.to)}});
            });
            settleRetreats(c);
            if (!checkAnnihilation(c)) finishPlacementIfDone(c);
          },
          [&](const EndPhase &) {
            if (s.phase == Phase::Movement) {
              const int cities = citiesOf(rules, s, s.side);
              c.cite({"OV-TURN-1"}, [&] {
                return fill(tr("{side} ends movement holding {n} cities"),
                            {{"side", sideName(rules, s.side)}, {"n", std::to_string(cities)}});
              });
              if (cities >= kCitiesToWin) {
                s.phase = Phase::Over;
                s.winner = s.side;
                s.victory = cities >= 9 ? Victory::Total : cities == 8 ? Victory::Decisive : Victory::Partial;
                c.cite({"OV-WIN-1"}, [&] {
                  return fill(s.victory == Victory::Total      ? tr("{side} wins: total victory")
                              : s.victory == Victory::Decisive ? tr("{side} wins: decisive victory")
                                                               : tr("{side} wins: partial victory"),
                              {{"side", sideName(rules, s.side)}});
                });
                return;
              }
              s.phase = Phase::Combat;
              return;
            }
            // Combat ends (OV-TURN-1); at the turn limit, the most cities win (OV-WIN-3).
            game::forces::endCombat(c, s.pieces, "OV-TURN-1", [&] {
              const int a0 = citiesOf(rules, s, 0), a1 = citiesOf(rules, s, 1);
              if (a0 == a1) {
                s.winner = -1;
                s.victory = Victory::Draw;
                c.cite({"OV-WIN-3"}, [&] {
                  return fill(tr("turn limit reached with {n} cities each: a draw"),
                              {{"n", std::to_string(a0)}});
                });
              } else {
                s.winner = a0 > a1 ? 0 : 1;
                s.victory = Victory::MostCities;
                c.cite({"OV-WIN-3"}, [&] {
                  return fill(tr("turn limit reached: {side} wins with {n} cities against {m}"),
                              {{"side", sideName(rules, s.winner)},
                               {"n", std::to_string(std::max(a0, a1))},
                               {"m", std::to_string(std::min(a0, a1))}});
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
    const Hex from = state.pieces[static_cast<std::size_t>(state.retreats.front().piece)].hex;
    for (Hex h : retreatOptions(rules, state, state.retreats.front()))
      out.push_back(Retreat{from, h});
    return out;
  }
  if (state.phase == Phase::Placement) {
    const game::UnwordedRefusals unworded; // only whether each hex is refused
    for (int i = 0; i < rules.map.cells(); ++i) {
      const Place p{state.side, rules.map.hexAt(i)};
      if (!validate(rules, state, p)) out.push_back(p);
    }
    return out;
  }
  out.push_back(EndPhase{});
  if (state.phase == Phase::Movement) {
    for (const Piece &p : state.pieces)
      if (p.side == state.side && p.status == PieceStatus::OnBoard && !p.moved)
        for (const auto &d : reachOf(rules, state, p.hex).destinations)
          out.push_back(Move{p.hex, d.hex});
    return out;
  }
  for (const Piece &e : state.pieces) {
    if (e.side == state.side || e.status != PieceStatus::OnBoard) continue;
    std::vector<Hex> ready;
    for (const Piece &p : state.pieces)
      if (p.side == state.side && p.status == PieceStatus::OnBoard && !p.attacked &&
          core::adjacent(p.hex, e.hex))
        ready.push_back(p.hex);
    if (ready.empty()) continue;
    out.push_back(Attack{e.hex, ready});
    if (ready.size() > 1)
      for (Hex h : ready)
        out.push_back(Attack{e.hex, {h}});
  }
  return out;
}

State replay(const Rules &rules, const std::vector<std::string> &actions) {
  State s = initialState(rules);
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const std::string where =
        fill(tr("action {n} '{action}': "), {{"n", std::to_string(i + 1)}, {"action", actions[i]}});
    try {
      s = apply(rules, s, parseAction(rules, actions[i])).state;
    } catch (const ActionSyntaxError &e) {
      throw ActionSyntaxError(where + e.what());
    } catch (const RuleViolation &e) {
      throw RuleViolation(Ruling{e.ruling.clause, where + e.ruling.message});
    }
  }
  return s;
}

} // namespace amiraute::objectif_villes
