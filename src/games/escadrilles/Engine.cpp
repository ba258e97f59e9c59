#include "games/escadrilles/Engine.h"

#include "core/Command.h"
#include "core/I18n.h"
#include "core/Overload.h"
#include "core/hex/Pose.h"
#include "game/StepContext.h"

#include <algorithm>
#include <cstdlib>
#include <unordered_set>

namespace amiraute::escadrilles {

using core::Overload;

using core::fill;
using core::formatHex;
using core::tr;

const char *outcomeName(Outcome o) {
  switch (o) {
  case Outcome::Safe: return "safe";
  case Outcome::Dark: return "dark";
  case Outcome::Climb: return "climb";
  case Outcome::Collision: return "collision";
  case Outcome::TurnLimit: return "turn_limit";
  case Outcome::OffMap: return "off_map";
  }
  return "?";
}

const char *outcomeClause(Outcome o) {
  switch (o) {
  case Outcome::Safe: return "ES-MOVE-1";
  case Outcome::Dark: return "ES-CRASH-1";
  case Outcome::Climb: return "ES-CRASH-2";
  case Outcome::Collision: return "ES-CRASH-3";
  case Outcome::TurnLimit: return "ES-CRASH-4";
  case Outcome::OffMap: return "ES-MAP-2";
  }
  return "?";
}

SpeedRange speedRange(const Rules &rules, const Plane &plane) {
  if (plane.last == 0) return {rules.options.first_turn_speed, rules.options.first_turn_speed};
  return {std::max(kMinSpeed, plane.last - 1), std::min(kMaxSpeed, plane.last + 1)};
}

int turnAllowance(int speed) { return speed == 3 || speed == 4 ? 2 : 1; }

int largestTurn(int speed) { return speed == 2 ? 2 : 1; }

std::string planeName(const Rules &rules, const Plane &plane) {
  return rules.sides[static_cast<std::size_t>(plane.side)] + " " + std::to_string(plane.number);
}

namespace {

const std::string &sideName(const Rules &rules, int side) {
  return rules.sides[static_cast<std::size_t>(side)];
}

std::string facingName(int facing) {
  static const char *names[] = {N_("north"), N_("north-east"), N_("south-east"),
                                N_("south"), N_("south-west"), N_("north-west")};
  return std::to_string(facing) + " (" + tr(names[facing - 1]) + ")";
}

/// "1 point", "3 points": a count in words, translated with its plural.
/// `pattern` (a core::trn of "{n} thing" and "{n} things", written out where it is used so that
/// the catalogue extracts both forms) with its count filled in.
std::string counted(long n, const char *pattern) { return fill(pattern, {{"n", std::to_string(n)}}); }

using game::refuse;

// ---- one hex entered --------------------------------------------------------------------------

struct Entry {
  Outcome outcome = Outcome::Safe; ///< Safe: entered
  Hex hex;
  int cost = 0; ///< points paid (Safe)
  int left = 0; ///< points left after (Safe), bonus included
  int other = -1;
};

/// The plane `self` on `here` with `left` points enters the neighbour toward `direction`
/// (ES-MOVE-2, ES-CRASH-1..3, ES-MAP-2). Other planes stand where they are now.
Entry enter(const Rules &rules, const State &state, int self, Hex here, int direction, int left) {
  Entry e;
  e.hex = core::step(here, direction);
  if (!rules.map.contains(e.hex)) {
    e.outcome = Outcome::OffMap;
    return e;
  }
  const Terrain to = rules.terrainAt(e.hex);
  if (to == Terrain::Dark) {
    e.outcome = Outcome::Dark;
    return e;
  }
  const int from_level = level(rules.terrainAt(here));
  const int to_level = level(to);
  e.cost = 1 + std::max(0, to_level - from_level);
  if (e.cost > left) {
    e.outcome = Outcome::Climb;
    e.cost = 0;
    return e;
  }
  const int other = state.planeAt(e.hex);
  if (other >= 0 && other != self) {
    e.outcome = Outcome::Collision;
    e.other = other;
    return e;
  }
  e.left = left - e.cost + std::max(0, from_level - to_level);
  return e;
}

int speedOf(const State &state, int plane, int speed) {
  return speed > 0 ? speed : state.planes[static_cast<std::size_t>(plane)].speed;
}

// ---- shooting ---------------------------------------------------------------------------------

using Context = game::StepContext<Rules, Applied>;

void finishByCount(Context &c, bool annihilated) {
  State &s = c.s();
  s.phase = Phase::Over;
  const int a0 = s.alive(0), a1 = s.alive(1);
  if (a0 != a1) {
    s.winner = a0 > a1 ? 0 : 1;
    s.victory = Victory::MorePlanes;
    c.cite({"ES-WIN-2"}, [&] {
      return fill(core::trn("the turn limit is reached: {side} wins with {n} plane against {m}",
                            "the turn limit is reached: {side} wins with {n} planes against {m}",
                            std::max(a0, a1)),
                  {{"side", sideName(c.rules, s.winner)},
                   {"n", std::to_string(std::max(a0, a1))},
                   {"m", std::to_string(std::min(a0, a1))}});
    });
    return;
  }
  const int k0 = s.shotDownBy(0), k1 = s.shotDownBy(1);
  const std::string why = annihilated ? tr("both squadrons are gone at once")
                                      : fill(core::trn("the turn limit is reached with {n} plane each",
                                                       "the turn limit is reached with {n} planes each", a0),
                                             {{"n", std::to_string(a0)}});
  if (c.rules.options.tie_break == TieBreak::ShotDown && k0 != k1) {
    s.winner = k0 > k1 ? 0 : 1;
    s.victory = Victory::TieBreak;
    c.cite({"ES-WIN-3"}, [&] {
      return fill(core::trn("{why}: {side} wins, having shot down {n} plane against {m}",
                            "{why}: {side} wins, having shot down {n} planes against {m}", std::max(k0, k1)),
                  {{"why", why},
                   {"side", sideName(c.rules, s.winner)},
                   {"n", std::to_string(std::max(k0, k1))},
                   {"m", std::to_string(std::min(k0, k1))}});
    });
    return;
  }
  s.winner = -1;
  s.victory = Victory::Draw;
  c.cite({"ES-WIN-3"}, [&] { return fill(tr("{why}: a draw"), {{"why", why}}); });
}

/// ES-WIN-1: a squadron with no plane left has lost, at once.
bool checkAnnihilation(Context &c) {
  State &s = c.s();
  if (s.phase == Phase::Over) return true;
  const int a0 = s.alive(0), a1 = s.alive(1);
  if (a0 > 0 && a1 > 0) return false;
  if (a0 == 0 && a1 == 0) {
    finishByCount(c, true);
    return true;
  }
  s.phase = Phase::Over;
  s.winner = a0 > 0 ? 0 : 1;
  s.victory = Victory::Annihilation;
  c.cite({"ES-WIN-1"}, [&] {
    return fill(tr("{loser} has no plane left: {winner} wins"),
                {{"loser", sideName(c.rules, 1 - s.winner)}, {"winner", sideName(c.rules, s.winner)}});
  });
  return true;
}

std::string speedList(const State &s, int side) {
  std::string list;
  for (const Plane &p : s.planes)
    if (p.side == side && p.alive() && p.speed > 0)
      list += (list.empty() ? "" : " ") + std::to_string(p.number) + ":" + std::to_string(p.speed);
  return list;
}

void revealSpeeds(Context &c, int side) {
  c.cite({"ES-SPEED-3"}, [&] {
    return fill(tr("{side}'s speeds this turn: {list}"),
                {{"side", sideName(c.rules, side)}, {"list", speedList(c.s(), side)}});
  });
}

bool allSpeedsSet(const State &s) {
  for (const Plane &p : s.planes)
    if (p.alive() && p.speed == 0) return false;
  return true;
}

void startMovement(Context &c) {
  State &s = c.s();
  s.phase = Phase::Movement;
  s.moving = s.first;
  c.cite({"ES-TURN-1"}, [&] {
    return fill(tr("turn {turn}: every speed is set; {side} moves first"),
                {{"turn", std::to_string(s.turn)}, {"side", sideName(c.rules, s.first)}});
  });
  revealSpeeds(c, s.first);
}

/// Give every plane whose speed is forced that speed (ES-SPEED-1); movement starts when no
/// speed is left to choose.
void setForcedSpeeds(Context &c) {
  State &s = c.s();
  for (Plane &p : s.planes)
    if (p.alive() && p.speed == 0 && speedRange(c.rules, p).forced()) p.speed = speedRange(c.rules, p).low;
  if (allSpeedsSet(s)) startMovement(c);
}

void endTurn(Context &c) {
  State &s = c.s();
  if (s.turn >= c.rules.turn_limit) {
    finishByCount(c, false);
    return;
  }
  ++s.turn;
  s.phase = Phase::Speeds;
  if (c.rules.options.alternate_first) s.first = 1 - s.first;
  s.moving = s.first;
  for (Plane &p : s.planes) {
    if (p.alive()) p.last = p.speed;
    p.speed = 0;
    p.moved = false;
  }
  c.cite({"ES-TURN-1", "ES-SPEED-2"}, [&] {
    return fill(tr("turn {turn}: both squadrons set their speeds in secret"),
                {{"turn", std::to_string(s.turn)}});
  });
  setForcedSpeeds(c);
}

std::optional<Ruling> validateSpeeds(const Rules &rules, const State &state, const SetSpeeds &a) {
  if (state.phase != Phase::Speeds)
    return refuse("ES-SPEED-2", fill(tr("speeds are set before anyone moves; it is {side}'s movement now"),
                                     {{"side", sideName(rules, state.moving)}}));
  if (a.side < 0 || a.side > 1) return refuse("ES-SIDE-1", tr("no such squadron"));
  if (a.speeds.empty()) return refuse("ES-SPEED-2", tr("give at least one plane and its speed (N:S)"));
  std::vector<int> seen;
  for (const auto &[number, speed] : a.speeds) {
    const int i = state.planeIndex(a.side, number);
    if (i < 0)
      return refuse("ES-SIDE-1", fill(tr("{side} has no plane {n}"),
                                      {{"side", sideName(rules, a.side)}, {"n", std::to_string(number)}}));
    const Plane &p = state.planes[static_cast<std::size_t>(i)];
    if (!p.alive())
      return refuse("ES-SPEED-2",
                    fill(tr("{plane} is out of the game ({fate}): only planes still flying get a speed"),
                         {{"plane", planeName(rules, p)}, {"fate", tr(fateText(p.fate))}}));
    if (std::find(seen.begin(), seen.end(), number) != seen.end())
      return refuse("ES-SPEED-2", fill(tr("{plane} is given two speeds"), {{"plane", planeName(rules, p)}}));
    seen.push_back(number);
    const SpeedRange r = speedRange(rules, p);
    if (r.contains(speed)) continue;
    if (speed < kMinSpeed || speed > kMaxSpeed)
      return refuse("ES-SPEED-1",
                    fill(tr("speeds are 2 to 6, not {speed}"), {{"speed", std::to_string(speed)}}));
    if (p.last == 0)
      return refuse("ES-SPEED-1", fill(tr("{plane} flies its first turn at {low}, not {speed}"),
                                       {{"plane", planeName(rules, p)},
                                        {"low", std::to_string(r.low)},
                                        {"speed", std::to_string(speed)}}));
    return refuse("ES-SPEED-1",
                  fill(tr("{plane} flew at {last} last turn: this turn {low} to {high}, not {speed}"),
                       {{"plane", planeName(rules, p)},
                        {"last", std::to_string(p.last)},
                        {"low", std::to_string(r.low)},
                        {"high", std::to_string(r.high)},
                        {"speed", std::to_string(speed)}}));
  }
  return std::nullopt;
}

std::string missingSpeeds(const Rules &rules, const State &state) {
  std::string out;
  for (int side = 0; side < 2; ++side) {
    std::string list;
    for (const Plane &p : state.planes)
      if (p.side == side && p.alive() && p.speed == 0)
        list += (list.empty() ? "" : " ") + std::to_string(p.number);
    if (!list.empty()) out += (out.empty() ? "" : "; ") + sideName(rules, side) + " " + list;
  }
  return out;
}

/// The ruling on a move that is in order, given its flight (ES-CRASH-4, ES-CRASH-5, ES-MAP-2).
std::optional<Ruling> judgeFlight(const Rules &rules, const State &state, const Move &a, const Flown &flown,
                                  int plane) {
  if (flown.refusal && flown.flight.outcome != Outcome::TurnLimit) return flown.refusal;
  if (!flown.refusal && !flown.flight.lost()) return std::nullopt;
  const Reach reach = reachOf(rules, state, plane);
  if (flown.refusal) { // the path breaks the turn limit: a crash only when nothing else finishes
    if (reach.canFinish()) return flown.refusal;
    return std::nullopt;
  }
  if (flown.flight.outcome == Outcome::OffMap && rules.options.off_map == OffMap::Forbidden) {
    const bool stays =
        reach.canFinish() || std::any_of(reach.losses.begin(), reach.losses.end(),
                                         [](const Flight &f) { return f.outcome != Outcome::OffMap; });
    if (stays)
      return refuse("ES-MAP-2",
                    fill(tr("{plane} may not leave the map while it has a path that stays on it "
                            "(rules.off_map: forbidden)"),
                         {{"plane", planeName(rules, state.planes[static_cast<std::size_t>(plane)])}}));
  }
  if (!rules.options.deliberate_crash && reach.canFinish()) {
    const Flight &f = reach.ends.front();
    std::string path;
    for (int d : f.directions)
      path += " " + std::to_string(d);
    return refuse(
        "ES-CRASH-5",
        fill(tr("{plane} can finish its move safely (e.g. move {side} {n}{path}): no deliberate crash "
                "(rules.deliberate_crash: false)"),
             {{"plane", planeName(rules, state.planes[static_cast<std::size_t>(plane)])},
              {"side", core::quoteWord(sideName(rules, a.side))},
              {"n", std::to_string(a.number)},
              {"path", path}}));
  }
  return std::nullopt;
}

std::optional<Ruling> validateMove(const Rules &rules, const State &state, const Move &a) {
  if (state.phase != Phase::Movement)
    return refuse("ES-TURN-1", fill(tr("no plane moves before every speed is set (still to set: {missing})"),
                                    {{"missing", missingSpeeds(rules, state)}}));
  if (a.side != state.moving)
    return refuse("ES-TURN-1",
                  fill(tr("it is {side}'s movement"), {{"side", sideName(rules, state.moving)}}));
  const int i = state.planeIndex(a.side, a.number);
  if (i < 0)
    return refuse("ES-SIDE-1", fill(tr("{side} has no plane {n}"),
                                    {{"side", sideName(rules, a.side)}, {"n", std::to_string(a.number)}}));
  const Plane &p = state.planes[static_cast<std::size_t>(i)];
  if (!p.alive())
    return refuse("ES-TURN-2", fill(tr("{plane} is out of the game ({fate})"),
                                    {{"plane", planeName(rules, p)}, {"fate", tr(fateText(p.fate))}}));
  if (p.moved)
    return refuse("ES-TURN-2",
                  fill(tr("{plane} has already moved this turn"), {{"plane", planeName(rules, p)}}));
  const int next = state.nextToMove();
  if (next != i)
    return refuse("ES-TURN-2",
                  fill(tr("planes move in number order: {plane} moves next"),
                       {{"plane", planeName(rules, state.planes[static_cast<std::size_t>(next)])}}));
  return judgeFlight(rules, state, a, fly(rules, state, i, a.directions), i);
}

} // namespace

// ---- flights ----------------------------------------------------------------------------------

Flown fly(const Rules &rules, const State &state, int plane, const std::vector<int> &directions, int speed) {
  Flown out;
  Flight &f = out.flight;
  const Plane &p = state.planes[static_cast<std::size_t>(plane)];
  f.plane = plane;
  f.speed = speedOf(state, plane, speed);
  f.end = p.hex;
  f.facing = p.facing;
  const std::string who = planeName(rules, p);
  if (f.speed < kMinSpeed) {
    out.refusal = Ruling{"ES-SPEED-2", fill(tr("{plane} has no speed yet"), {{"plane", who}})};
    return out;
  }
  f.left = f.speed;
  if (directions.empty()) {
    out.refusal = Ruling{
        "ES-MOVE-1",
        fill(tr("give the direction of each hex {plane} enters ({points} to fly)"),
             {{"plane", who}, {"points", counted(f.speed, core::trn("{n} point", "{n} points", f.speed))}})};
    return out;
  }
  const int allowance = turnAllowance(f.speed);
  for (std::size_t i = 0; i < directions.size(); ++i) {
    const int d = directions[i];
    const std::string step = std::to_string(i + 1);
    if (f.left == 0) {
      out.refusal = Ruling{
          "ES-MOVE-1",
          fill(tr("{plane} has spent all its points after {hexes}: the path is {more} too long"),
               {{"plane", who},
                {"hexes",
                 counted(static_cast<long>(i), core::trn("{n} hex", "{n} hexes", static_cast<long>(i)))},
                {"more",
                 counted(static_cast<long>(directions.size() - i),
                         core::trn("{n} hex", "{n} hexes", static_cast<long>(directions.size() - i)))}})};
      return out;
    }
    if (!core::validFacing(d)) {
      out.refusal =
          Ruling{"ES-MOVE-4", fill(tr("'{d}' is not a direction (1 to 6)"), {{"d", std::to_string(d)}})};
      return out;
    }
    const int delta = core::facingDelta(f.facing, d);
    std::optional<Ruling> breach;
    if (i == 0 && delta != 0)
      breach =
          Ruling{"ES-MOVE-3", fill(tr("{plane} enters its first hex straight ahead, in direction {facing}"),
                                   {{"plane", who}, {"facing", facingName(f.facing)}})};
    else if (std::abs(delta) > largestTurn(f.speed))
      breach = Ruling{
          "ES-MOVE-4",
          fill(tr("at speed {speed} a change of direction is at most {deg}°: from {facing}, {plane} may "
                  "enter {allowed} (hex {step} of the path)"),
               {{"speed", std::to_string(f.speed)},
                {"deg", std::to_string(60 * largestTurn(f.speed))},
                {"facing", facingName(f.facing)},
                {"plane", who},
                {"allowed",
                 [&] {
                   std::string s;
                   for (int k = -largestTurn(f.speed); k <= largestTurn(f.speed); ++k)
                     s += (s.empty() ? "" : ", ") + std::to_string(core::turnFacing(f.facing, k));
                   return s;
                 }()},
                {"step", step}})};
    else if (delta != 0 && f.turns >= allowance)
      breach =
          Ruling{"ES-MOVE-4",
                 fill(tr("at speed {speed} {plane} may change direction {times} a turn; hex {step} of the "
                         "path would be one more"),
                      {{"speed", std::to_string(f.speed)},
                       {"plane", who},
                       {"times", counted(allowance, core::trn("once", "{n} times", allowance))},
                       {"step", step}})};
    if (breach) {
      out.refusal = breach;
      f.outcome = Outcome::TurnLimit;
      return out;
    }
    const Entry e = enter(rules, state, plane, f.end, d, f.left);
    if (e.outcome == Outcome::Safe) {
      f.directions.push_back(d);
      f.path.push_back(e.hex);
      f.points += e.cost;
      f.left = e.left;
      f.turns += delta != 0;
      f.end = e.hex;
      f.facing = d;
      continue;
    }
    f.directions.push_back(d);
    f.outcome = e.outcome;
    f.turns += delta != 0;
    f.facing = d;
    if (e.outcome != Outcome::OffMap) {
      f.path.push_back(e.hex);
      f.end = e.hex;
      f.other = e.other;
    }
    // At a table the plane has been flown into it: the crash (or the exit) is ruled, and the
    // directions given beyond it are not flown (ES-MOVE-1, ES-CRASH-3).
    f.unflown = static_cast<int>(directions.size() - i - 1);
    return out;
  }
  if (f.left > 0)
    out.refusal = Ruling{
        "ES-MOVE-1",
        fill(tr("{plane} still has {points} to fly after {hexes}: a plane spends all its points"),
             {{"plane", who},
              {"points", counted(f.left, core::trn("{n} point", "{n} points", f.left))},
              {"hexes", counted(static_cast<long>(directions.size()),
                                core::trn("{n} hex", "{n} hexes", static_cast<long>(directions.size())))}})};
  return out;
}

Reach reachOf(const Rules &rules, const State &state, int plane, int speed) {
  Reach out;
  const Plane &p = state.planes[static_cast<std::size_t>(plane)];
  speed = speedOf(state, plane, speed);
  if (speed < kMinSpeed || !p.alive()) return out;
  struct Node {
    Hex hex;
    int facing, left, turns, points, parent, direction;
  };
  std::vector<Node> nodes{{p.hex, p.facing, speed, 0, 0, -1, 0}};
  const auto key = [](Hex h, int a, int b, int c) {
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(h.q) & 0xFFFF) << 48) |
           (static_cast<std::uint64_t>(static_cast<std::uint32_t>(h.r) & 0xFFFF) << 32) |
           (static_cast<std::uint64_t>(a) << 16) | (static_cast<std::uint64_t>(b) << 8) |
           static_cast<std::uint64_t>(c);
  };
  std::unordered_set<std::uint64_t> visited{key(p.hex, p.facing, speed, 0)}, ends, losses;
  const int allowance = turnAllowance(speed);
  const int largest = largestTurn(speed);
  const auto flight = [&](int node, int direction, const Entry &e, int turns) {
    Flight f;
    f.plane = plane;
    f.speed = speed;
    for (int n = node; nodes[static_cast<std::size_t>(n)].parent >= 0;
         n = nodes[static_cast<std::size_t>(n)].parent) {
      f.directions.push_back(nodes[static_cast<std::size_t>(n)].direction);
      f.path.push_back(nodes[static_cast<std::size_t>(n)].hex);
    }
    std::reverse(f.directions.begin(), f.directions.end());
    std::reverse(f.path.begin(), f.path.end());
    const Node &from = nodes[static_cast<std::size_t>(node)];
    f.directions.push_back(direction);
    f.turns = turns;
    f.facing = direction;
    f.outcome = e.outcome;
    f.points = from.points + e.cost;
    f.left = e.outcome == Outcome::Safe ? e.left : from.left;
    f.end = from.hex;
    if (e.outcome != Outcome::OffMap) {
      f.path.push_back(e.hex);
      f.end = e.hex;
    }
    f.other = e.other;
    return f;
  };
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const Node n = nodes[i];
    for (int delta : {0, 1, -1, 2, -2}) {
      if (delta != 0 && (i == 0 || n.turns >= allowance || std::abs(delta) > largest)) continue;
      const int d = core::turnFacing(n.facing, delta);
      const int turns = n.turns + (delta != 0);
      const Entry e = enter(rules, state, plane, n.hex, d, n.left);
      if (e.outcome != Outcome::Safe) {
        if (losses.insert(key(e.hex, static_cast<int>(e.outcome), 0, 0)).second)
          out.losses.push_back(flight(static_cast<int>(i), d, e, turns));
      } else if (e.left == 0) {
        if (ends.insert(key(e.hex, d, 0, 0)).second)
          out.ends.push_back(flight(static_cast<int>(i), d, e, turns));
      } else if (visited.insert(key(e.hex, d, e.left, turns)).second) {
        nodes.push_back({e.hex, d, e.left, turns, n.points + e.cost, static_cast<int>(i), d});
      }
    }
  }
  return out;
}

FireLine lineOfFire(const Rules &rules, const State &state, int plane) {
  FireLine out;
  const Plane &p = state.planes[static_cast<std::size_t>(plane)];
  if (!p.alive()) return out;
  Hex h = p.hex;
  for (int k = 1; k <= 2; ++k) {
    h = core::step(h, p.facing);
    if (!rules.map.contains(h)) break;
    out.hexes.push_back(h);
    if (rules.terrainAt(h) == Terrain::Dark && rules.options.dark_blocks_fire) break;
    const int other = state.planeAt(h);
    if (other < 0) continue;
    if (state.planes[static_cast<std::size_t>(other)].side == p.side) {
      if (rules.options.line_of_fire == LineOfFire::NearestPlane) {
        out.masked_by = other;
        break;
      }
      continue;
    }
    out.targets.push_back(other);
    if (rules.options.line_of_fire != LineOfFire::All) break;
  }
  return out;
}

FireLine lineOfFireFrom(const Rules &rules, const State &state, int plane, Hex hex, int facing) {
  State moved = state;
  moved.planes[static_cast<std::size_t>(plane)].hex = hex;
  moved.planes[static_cast<std::size_t>(plane)].facing = facing;
  return lineOfFire(rules, moved, plane);
}

bool trappedNextTurn(const Rules &rules, const State &state, int plane) {
  const Plane &p = state.planes[static_cast<std::size_t>(plane)];
  if (!p.alive() || p.speed < kMinSpeed) return false;
  State alone;
  alone.planes = {p};
  alone.planes[0].last = p.speed;
  const SpeedRange next = speedRange(rules, alone.planes[0]);
  for (int speed = next.low; speed <= next.high; ++speed)
    if (reachOf(rules, alone, 0, speed).canFinish()) return false;
  return true;
}

bool trappedFrom(const Rules &rules, const State &state, int plane, Hex hex, int facing, int speed) {
  State alone;
  alone.planes = {state.planes[static_cast<std::size_t>(plane)]};
  Plane &p = alone.planes[0];
  p.hex = hex;
  p.facing = facing;
  p.speed = speed;
  p.fate = Fate::Flying;
  return trappedNextTurn(rules, alone, 0);
}

Planning planningFor(const Rules &, const State &state, int plane) {
  Planning out;
  out.state = state;
  const Plane &me = state.planes[static_cast<std::size_t>(plane)];
  // Does `q` fly before `me` this turn without having flown yet? The moving squadron flies now,
  // in number order; in the speeds phase the first squadron will fly first.
  const auto before = [&](const Plane &q) {
    if (!q.alive() || q.moved || me.moved) return false;
    if (q.side == me.side) return q.number < me.number;
    if (state.phase == Phase::Movement) return state.moving == q.side;
    return state.phase == Phase::Speeds && state.first == q.side;
  };
  for (int side : {state.phase == Phase::Movement ? state.moving : state.first,
                   1 - (state.phase == Phase::Movement ? state.moving : state.first)})
    for (std::size_t i = 0; i < state.planes.size(); ++i) {
      const Plane &q = state.planes[i];
      if (q.side != side || static_cast<int>(i) == plane || !q.alive()) continue;
      if (before(q)) {
        out.ahead.push_back(static_cast<int>(i));
        out.state.planes[i].fate = Fate::LeftMap; // off the board for the plan only
      } else {
        out.standing.push_back(static_cast<int>(i));
      }
    }
  return out;
}

Plan planFor(const Rules &rules, const State &state, int plane, int speed) {
  Plan out;
  out.assumed = planningFor(rules, state, plane);
  speed = speedOf(state, plane, speed);
  out.reach = reachOf(rules, out.assumed.state, plane, speed);
  const Plane &me = state.planes[static_cast<std::size_t>(plane)];
  // Friends flying after it this turn, with the speeds they may fly at.
  struct Friend {
    int index;
    Planning seen; // its own planning, with `plane` put back on the board
    std::vector<int> speeds;
    bool could = false; // it can finish safely with `plane` gone
  };
  std::vector<Friend> friends;
  for (std::size_t i = 0; i < state.planes.size(); ++i) {
    const Plane &q = state.planes[i];
    if (q.side != me.side || !q.alive() || q.moved || me.moved || q.number <= me.number) continue;
    Friend f{static_cast<int>(i), planningFor(rules, state, static_cast<int>(i)), {}, false};
    if (q.speed > 0)
      f.speeds = {q.speed};
    else
      for (int v = speedRange(rules, q).low; v <= speedRange(rules, q).high; ++v)
        f.speeds.push_back(v);
    Plane &mine = f.seen.state.planes[static_cast<std::size_t>(plane)];
    mine.fate = Fate::LeftMap;
    for (int v : f.speeds)
      f.could = f.could || reachOf(rules, f.seen.state, f.index, v).canFinish();
    mine.fate = Fate::Flying;
    friends.push_back(std::move(f));
  }
  for (const Flight &end : out.reach.ends) {
    EndRisk risk;
    risk.trapped = trappedFrom(rules, state, plane, end.end, end.facing, speed);
    for (Friend &f : friends) {
      if (!f.could) continue;
      const Plane &q = state.planes[static_cast<std::size_t>(f.index)];
      // Only an end within the friend's flight can be in its way (6 points and descents).
      if (core::distance(q.hex, end.end) > kMaxSpeed + 3) continue;
      Plane &mine = f.seen.state.planes[static_cast<std::size_t>(plane)];
      mine.hex = end.end;
      mine.facing = end.facing;
      bool can = false;
      for (int v : f.speeds)
        can = can || reachOf(rules, f.seen.state, f.index, v).canFinish();
      if (!can) risk.traps.push_back(f.index);
    }
    out.risks.push_back(std::move(risk));
  }
  return out;
}

std::string lossText(const Rules &rules, const State &state, const Flight &f) {
  const std::string hex = formatHex(f.end), clause = outcomeClause(f.outcome);
  switch (f.outcome) {
  case Outcome::Dark:
    return fill(tr("Entering {hex} the plane crashes into a dark hex ({clause})."),
                {{"hex", hex}, {"clause", clause}});
  case Outcome::Climb:
    return fill(tr("Entering {hex} the plane crashes: too few points to climb ({clause})."),
                {{"hex", hex}, {"clause", clause}});
  case Outcome::Collision:
    return fill(tr("Entering {hex} the plane collides with {other}: both crash ({clause})."),
                {{"hex", hex},
                 {"other", f.other >= 0 ? planeName(rules, state.planes[static_cast<std::size_t>(f.other)])
                                        : std::string("?")},
                 {"clause", clause}});
  case Outcome::TurnLimit:
    return fill(tr("On {hex} the plane crashes: no way on within its changes of direction ({clause})."),
                {{"hex", hex}, {"clause", clause}});
  case Outcome::OffMap:
    return fill(tr("From {hex} the plane flies off the map and leaves the game ({clause})."),
                {{"hex", hex}, {"clause", clause}});
  case Outcome::Safe: break;
  }
  return fill(tr("The plane ends on {hex}."), {{"hex", hex}});
}

std::vector<NoseToTail> nextTurnCollisions(const Rules &rules, const State &state, int side) {
  std::vector<NoseToTail> out;
  for (std::size_t i = 0; i < state.planes.size(); ++i) {
    const Plane &p = state.planes[i];
    if (p.side != side || !p.alive()) continue;
    const Hex ahead = core::step(p.hex, p.facing);
    if (!rules.map.contains(ahead)) continue;
    const int other = state.planeAt(ahead);
    if (other >= 0 && state.planes[static_cast<std::size_t>(other)].side == side &&
        state.planes[static_cast<std::size_t>(other)].number > p.number)
      out.push_back({static_cast<int>(i), other});
  }
  return out;
}

std::vector<Shot> shotsOf(const Rules &rules, const State &state, int side) {
  std::vector<Shot> shots;
  for (std::size_t i = 0; i < state.planes.size(); ++i) {
    if (state.planes[i].side != side || !state.planes[i].alive()) continue;
    for (int t : lineOfFire(rules, state, static_cast<int>(i)).targets) {
      auto it = std::find_if(shots.begin(), shots.end(), [&](const Shot &s) { return s.target == t; });
      if (it == shots.end()) {
        shots.push_back({t, {}});
        it = shots.end() - 1;
      }
      it->shooters.push_back(static_cast<int>(i));
    }
  }
  std::sort(shots.begin(), shots.end(), [](const Shot &a, const Shot &b) { return a.target < b.target; });
  return shots;
}

// ---- the game ---------------------------------------------------------------------------------

State initialState(const Rules &rules) {
  State s;
  s.first = rules.first;
  s.moving = rules.first;
  for (int side = 0; side < 2; ++side)
    for (const PlaneSetup &ps : rules.planes[static_cast<std::size_t>(side)]) {
      Plane p;
      p.side = side;
      p.number = ps.number;
      p.hex = ps.hex;
      p.facing = ps.facing;
      p.last = ps.last_speed;
      s.planes.push_back(p);
    }
  Applied scratch;
  scratch.state = s;
  Context c{rules, scratch, Narration::Silent};
  setForcedSpeeds(c);
  return scratch.state;
}

int actor(const Rules &, const State &state) {
  if (state.phase == Phase::Over) return game::kTerminal;
  if (state.phase == Phase::Movement) return state.moving;
  for (int side : {state.first, 1 - state.first})
    for (const Plane &p : state.planes)
      if (p.side == side && p.alive() && p.speed == 0) return side;
  return state.first; // not reached: movement starts when every speed is set
}

std::optional<Ruling> validate(const Rules &rules, const State &state, const Action &action) {
  if (state.phase == Phase::Over) return refuse("ES-GAME-1", tr("the game is over"));
  return std::visit(
      Overload{
          [&](const SetSpeeds &a) { return validateSpeeds(rules, state, a); },
          [&](const Move &a) { return validateMove(rules, state, a); },
          [&](const EndMovement &) -> std::optional<Ruling> {
            if (state.phase != Phase::Movement)
              return refuse("ES-TURN-1",
                            fill(tr("there is no movement to end before every speed is set (still to "
                                    "set: {missing})"),
                                 {{"missing", missingSpeeds(rules, state)}}));
            const int next = state.nextToMove();
            if (next >= 0)
              return refuse(
                  "ES-TURN-2",
                  fill(tr("{plane} has not moved yet: every plane flies before the movement "
                          "ends"),
                       {{"plane", planeName(rules, state.planes[static_cast<std::size_t>(next)])}}));
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
          [&](const SetSpeeds &a) {
            std::string given, numbers;
            const long count = static_cast<long>(a.speeds.size());
            for (const auto &[number, speed] : a.speeds) {
              s.planes[static_cast<std::size_t>(s.planeIndex(a.side, number))].speed = speed;
              given += (given.empty() ? "" : " ") + std::to_string(number) + ":" + std::to_string(speed);
              numbers += (numbers.empty() ? "" : " ") + std::to_string(number);
            }
            c.cite({"ES-SPEED-2"}, [&] {
              return fill(core::trn("{side} sets in secret the speed of plane {numbers}",
                                    "{side} sets in secret the speeds of planes {numbers}", count),
                          {{"side", sideName(rules, a.side)}, {"numbers", numbers}});
            });
            c.cite({"ES-SPEED-2"},
                   [&] {
                     return fill(tr("{side}'s secret speeds: {list}"),
                                 {{"side", sideName(rules, a.side)}, {"list", given}});
                   },
                   {a.side});
            if (allSpeedsSet(s)) startMovement(c);
          },
          [&](const Move &a) {
            const int i = s.planeIndex(a.side, a.number);
            const Flight f = fly(rules, state, i, a.directions).flight;
            out.flight = f;
            Plane &p = s.planes[static_cast<std::size_t>(i)];
            const std::string who = planeName(rules, p);
            // The route as flown: the start, then each hex entered before the last one.
            const auto route = [&](bool with_last) {
              std::vector<Hex> hexes{p.hex};
              hexes.insert(hexes.end(), f.path.begin(), f.path.end() - (with_last || f.path.empty() ? 0 : 1));
              std::string r;
              for (Hex h : hexes) {
                if (!rules.map.contains(h)) break; // a plane leaving the map: the route ends at the edge
                r += (r.empty() ? "" : " → ") + formatHex(h);
              }
              return r;
            };
            const std::string flown_route =
                route(f.outcome == Outcome::Safe || f.outcome == Outcome::OffMap ||
                      f.outcome == Outcome::TurnLimit);
            p.moved = true;
            p.hex = f.end;
            p.facing = f.facing;
            switch (f.outcome) {
            case Outcome::Safe:
              c.cite({"ES-MOVE-1", "ES-MOVE-2"}, [&] {
                return fill(tr("{plane} flies {route} ({points}, {turns}) and faces {facing}"),
                            {{"plane", who},
                             {"route", flown_route},
                             {"points", counted(f.points, core::trn("{n} point", "{n} points", f.points))},
                             {"turns", f.turns == 0 ? std::string(tr("straight"))
                                                    : counted(f.turns, core::trn("{n} change of direction",
                                                                                 "{n} changes of direction",
                                                                                 f.turns))},
                             {"facing", facingName(f.facing)}});
              });
              break;
            case Outcome::Dark:
              p.fate = Fate::Crashed;
              c.cite({"ES-CRASH-1"}, [&] {
                return fill(tr("{plane} flies {route} into the dark hex {hex} and crashes"),
                            {{"plane", who}, {"route", flown_route}, {"hex", formatHex(f.end)}});
              });
              break;
            case Outcome::Climb:
              p.fate = Fate::Crashed;
              c.cite({"ES-CRASH-2"}, [&] {
                return fill(
                    tr("{plane} flies {route} but cannot climb to {hex} ({terrain}) with {points} left: it "
                       "crashes"),
                    {{"plane", who},
                     {"route", flown_route},
                     {"hex", formatHex(f.end)},
                     {"terrain", tr(terrainName(rules.terrainAt(f.end)).c_str())},
                     {"points", counted(f.left, core::trn("{n} point", "{n} points", f.left))}});
              });
              break;
            case Outcome::Collision: {
              p.fate = Fate::Crashed;
              Plane &o = s.planes[static_cast<std::size_t>(f.other)];
              o.fate = Fate::Crashed;
              c.cite({"ES-CRASH-3"}, [&] {
                return fill(tr("{plane} flies {route} and collides with {other} on {hex}: both crash"),
                            {{"plane", who},
                             {"route", flown_route},
                             {"other", planeName(rules, o)},
                             {"hex", formatHex(f.end)}});
              });
              break;
            }
            case Outcome::TurnLimit:
              p.fate = Fate::Crashed;
              c.cite({"ES-CRASH-4"}, [&] {
                return fill(tr("{plane} cannot finish its move safely without breaking its limits (first hex "
                               "straight "
                               "ahead, {turns} at speed {speed}): it crashes on {hex}"),
                            {{"plane", who},
                             {"turns", counted(turnAllowance(f.speed), core::trn("{n} change of direction",
                                                                                 "{n} changes of direction",
                                                                                 turnAllowance(f.speed)))},
                             {"speed", std::to_string(f.speed)},
                             {"hex", formatHex(f.end)}});
              });
              break;
            case Outcome::OffMap:
              p.fate = Fate::LeftMap;
              c.cite({"ES-MAP-2"}, [&] {
                return fill(tr("{plane} flies {route} off the map, heading {facing}, and leaves the game"),
                            {{"plane", who}, {"route", flown_route}, {"facing", facingName(f.facing)}});
              });
              break;
            }
            if (f.unflown > 0)
              c.cite({"ES-MOVE-1"}, [&] {
                return fill(
                    core::trn("the last direction of the path given is not flown: the flight ended there",
                              "the last {n} directions of the path given are not flown: the flight ended "
                              "there",
                              f.unflown),
                    {{"n", std::to_string(f.unflown)}});
              });
            checkAnnihilation(c);
          },
          [&](const EndMovement &) {
            out.shots = shotsOf(rules, state, state.moving);
            c.cite({"ES-FIRE-1"}, [&] {
              return fill(tr("{side} ends its movement and fires"),
                          {{"side", sideName(rules, state.moving)}});
            });
            for (const Shot &shot : out.shots) {
              s.planes[static_cast<std::size_t>(shot.target)].fate = Fate::ShotDown;
              c.cite({"ES-FIRE-1"}, [&] {
                std::string by;
                for (int k : shot.shooters)
                  by +=
                      (by.empty() ? "" : ", ") + planeName(rules, state.planes[static_cast<std::size_t>(k)]);
                return fill(
                    tr("{by} shoots down {target} on {hex}"),
                    {{"by", by},
                     {"target", planeName(rules, state.planes[static_cast<std::size_t>(shot.target)])},
                     {"hex", formatHex(state.planes[static_cast<std::size_t>(shot.target)].hex)}});
              });
            }
            if (narration == Narration::Full)
              for (std::size_t i = 0; i < state.planes.size(); ++i) {
                const Plane &p = state.planes[i];
                if (p.side != state.moving || !p.alive()) continue;
                const FireLine line = lineOfFire(rules, state, static_cast<int>(i));
                if (line.masked_by >= 0 && line.hexes.size() == 2 && state.planeAt(line.hexes[1]) >= 0 &&
                    state.planes[static_cast<std::size_t>(state.planeAt(line.hexes[1]))].side != p.side)
                  c.cite({"ES-FIRE-2"}, [&] {
                    return fill(
                        tr("{plane}'s fire at {target} is masked by {friend}"),
                        {{"plane", planeName(rules, p)},
                         {"target",
                          planeName(rules,
                                    state.planes[static_cast<std::size_t>(state.planeAt(line.hexes[1]))])},
                         {"friend",
                          planeName(rules, state.planes[static_cast<std::size_t>(line.masked_by)])}});
                  });
              }
            if (out.shots.empty())
              c.cite({"ES-FIRE-1"}, [&] { return std::string(tr("no plane is shot down")); });
            if (checkAnnihilation(c)) return;
            if (s.moving == s.first) {
              s.moving = 1 - s.first;
              c.cite({"ES-TURN-1"}, [&] {
                return fill(tr("{side} moves"), {{"side", sideName(rules, s.moving)}});
              });
              revealSpeeds(c, s.moving);
              return;
            }
            endTurn(c);
          },
      },
      action);
  return out;
}

std::vector<Action> legalActions(const Rules &rules, const State &state) {
  std::vector<Action> out;
  if (state.phase == Phase::Over) return out;
  if (state.phase == Phase::Speeds) {
    const int side = actor(rules, state);
    for (const Plane &p : state.planes)
      if (p.side == side && p.alive() && p.speed == 0) {
        const SpeedRange r = speedRange(rules, p);
        for (int v = r.low; v <= r.high; ++v)
          out.push_back(SetSpeeds{side, {{p.number, v}}});
        return out;
      }
    return out;
  }
  const int next = state.nextToMove();
  if (next < 0) {
    out.push_back(EndMovement{});
    return out;
  }
  const Plane &p = state.planes[static_cast<std::size_t>(next)];
  const Reach reach = reachOf(rules, state, next);
  for (const Flight &f : reach.ends)
    out.push_back(Move{p.side, p.number, f.directions});
  if (reach.canFinish()) {
    if (rules.options.deliberate_crash)
      for (const Flight &f : reach.losses)
        if (f.outcome == Outcome::Collision && state.planes[static_cast<std::size_t>(f.other)].side != p.side)
          out.push_back(Move{p.side, p.number, f.directions}); // ramming an enemy
    return out;
  }
  const bool stays = std::any_of(reach.losses.begin(), reach.losses.end(),
                                 [](const Flight &f) { return f.outcome != Outcome::OffMap; });
  for (const Flight &f : reach.losses)
    if (!(rules.options.off_map == OffMap::Forbidden && stays && f.outcome == Outcome::OffMap))
      out.push_back(Move{p.side, p.number, f.directions});
  return out;
}

State observe(const Rules &rules, const State &state, int seat) {
  State seen = state;
  for (Plane &p : seen.planes)
    if (p.side != seat && p.speed > 0 && !state.speedsRevealed(p.side) && !speedRange(rules, p).forced())
      p.speed = kHiddenSpeed;
  return seen;
}

State determinize(const Rules &rules, const State &observed, int, std::mt19937_64 &rng) {
  State s = observed;
  for (Plane &p : s.planes)
    if (p.speed == kHiddenSpeed) {
      const SpeedRange r = speedRange(rules, p);
      p.speed = std::uniform_int_distribution<int>(r.low, r.high)(rng);
    }
  return s;
}

std::vector<double> heuristic(const Rules &, const State &state) {
  const double a0 = state.alive(0), a1 = state.alive(1);
  if (a0 + a1 == 0) return {0.5, 0.5};
  return {a0 / (a0 + a1), a1 / (a0 + a1)};
}

} // namespace amiraute::escadrilles
