#include "games/detroits/Engine.h"

#include "core/I18n.h"
#include "core/Overload.h"
#include "game/StepContext.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <unordered_map>

namespace amiraute::detroits {

using core::Overload;

using core::fill;
using core::formatHex;
using core::tr;

namespace {

using game::refuse;

const ShipSetup &setup(const Rules &rules, int i) { return rules.ships[static_cast<std::size_t>(i)]; }

/// The breadth-first search behind candidateOrders, over (pose, the run of turns so far): runs are
/// canonical (R, R R either way, and R R R only the way rules.half_turn says), so every order found
/// reads back the same (DT-MOVE-3). Its marks are reused from search to search (MapMemo keeps
/// one), stamped rather than cleared.
struct OrderSearch {
  struct Node {
    HexPose pose;
    int run; // -3..3
    int parent;
    OrderStep step;
    int depth;
    int cell; // the map cell of pose.hex
  };
  std::vector<Node> nodes;
  /// The node each order ends at, in the order found (fewest points first); the empty order,
  /// which ends where the ship stands, comes before them and is not listed.
  std::vector<int> ends;
  /// Marks per map cell, valid when equal to `stamp`: (facing, run) visited, (facing) an end.
  std::vector<std::uint32_t> visited, ended;
  std::uint32_t stamp = 0;
  std::vector<OrderStep> steps; // scratch for one order's steps

  void run(const Rules &rules, Kind kind, HexPose bow) {
    const auto cells = static_cast<std::size_t>(rules.map.cells());
    if (visited.size() < cells * 42) {
      visited.assign(cells * 42, 0);
      ended.assign(cells * 6, 0);
      stamp = 0;
    }
    if (++stamp == 0) { // wrapped round: old marks could read as new
      std::fill(visited.begin(), visited.end(), 0);
      std::fill(ended.begin(), ended.end(), 0);
      stamp = 1;
    }
    nodes.clear();
    ends.clear();
    // Marks are read by cell index, worked out once a step: that of the hex entered (advancing) or
    // of the hex the ship stands on (turning), which its node keeps.
    const auto visit = [&](std::size_t cell, int facing, int run) -> std::uint32_t & {
      return visited[cell * 42 + static_cast<std::size_t>((facing - 1) * 7 + run + 3)];
    };
    const auto end = [&](std::size_t cell, int facing) -> std::uint32_t & {
      return ended[cell * 6 + static_cast<std::size_t>(facing - 1)];
    };
    const auto sea = [&](int cell) {
      return cell >= 0 &&
             rules.map.terrain[static_cast<std::size_t>(cell)] != static_cast<int>(Terrain::Land);
    };
    const int start = rules.map.index(bow.hex);
    nodes.push_back({bow, 0, -1, 0, 0, start});
    end(static_cast<std::size_t>(start), bow.facing) = stamp;
    visit(static_cast<std::size_t>(start), bow.facing, 0) = stamp;
    const bool port_half = rules.options.half_turn == HalfTurn::Port;
    for (std::size_t k = 0; k < nodes.size(); ++k) {
      if (nodes[k].depth >= rules.options.points) continue;
      for (OrderStep st : {kAdvance, OrderStep{1}, OrderStep{-1}}) {
        const Node cur = nodes[k];
        Node next{cur.pose, 0, static_cast<int>(k), st, cur.depth + 1, cur.cell};
        if (st == kAdvance) {
          next.pose.hex = core::step(cur.pose.hex, cur.pose.facing);
          next.cell = rules.map.index(next.pose.hex);
          if (!sea(next.cell)) continue;
        } else {
          if (st > 0 && cur.run < 0) continue;
          if (st < 0 && cur.run > 0) continue;
          if (st > 0 && cur.run >= (port_half ? 2 : 3)) continue;
          if (st < 0 && cur.run <= (port_half ? -3 : -2)) continue;
          next.run = cur.run + st;
          next.pose.facing = core::turnFacing(cur.pose.facing, st);
          // A three-master's stern swings into the hex behind its new facing.
          if (kind == Kind::ThreeMaster &&
              !sea(rules.map.index(core::step(next.pose.hex, core::oppositeFacing(next.pose.facing)))))
            continue;
        }
        const auto cell = static_cast<std::size_t>(next.cell);
        std::uint32_t &seen = visit(cell, next.pose.facing, next.run);
        if (seen == stamp) continue;
        seen = stamp;
        nodes.push_back(next);
        std::uint32_t &ends_here = end(cell, next.pose.facing);
        if (ends_here == stamp) continue;
        ends_here = stamp;
        ends.push_back(static_cast<int>(nodes.size()) - 1);
      }
    }
  }

  /// The steps of the order that ends at `node`, into `steps`.
  void stepsTo(int node) {
    steps.clear();
    for (int p = node; nodes[static_cast<std::size_t>(p)].parent >= 0;
         p = nodes[static_cast<std::size_t>(p)].parent)
      steps.push_back(nodes[static_cast<std::size_t>(p)].step);
    std::reverse(steps.begin(), steps.end());
  }
};

/// The orders candidateOrders lists for one ship's kind and pose, written once each.
struct OrderList {
  /// Every order's tokens, one after the other, a byte each: the facing (0 for a bare R), and
  /// kTurn for an R.
  std::vector<std::uint8_t> tokens;
  std::vector<std::uint32_t> starts; ///< order k is tokens[starts[k], starts[k + 1])
  static constexpr std::uint8_t kTurn = 0x80;
  std::size_t size() const { return starts.size() - 1; }
  void add(const std::vector<Token> &order) {
    for (const Token &t : order)
      tokens.push_back(static_cast<std::uint8_t>((t.turn ? kTurn : 0) | t.facing));
    starts.push_back(static_cast<std::uint32_t>(tokens.size()));
  }
  WriteOrder order(int ship, std::size_t k) const {
    WriteOrder out{ship, {}};
    out.tokens.reserve(starts[k + 1] - starts[k]);
    for (std::uint32_t j = starts[k]; j < starts[k + 1]; ++j)
      out.tokens.push_back(Token{(tokens[j] & kTurn) != 0, tokens[j] & 0x7f});
    return out;
  }
};

/// What the computer asks of the map again and again, worked out once per thread: candidateOrders'
/// lists, each ship's distance to the zone, whether a pose is boxed in, the movement groups. Each
/// depends on the map's sea and land, the zone, the fleets' kinds and sides and the rules' options
/// only; and the same questions come back at every step (in every play-out of a decision, the
/// ships start the turn where they stand). What the answers were worked out for is kept beside
/// them and compared at every call, so that other rules (another scenario, a map changed in the
/// editor) never read answers that are not theirs.
class MapMemo {
public:
  static MapMemo &of(const Rules &rules) {
    thread_local MapMemo memo;
    if (!memo.sameRules(rules)) memo.reset(rules);
    return memo;
  }

  const OrderList &orders(const Rules &rules, Kind kind, HexPose bow) {
    const std::uint64_t key = (static_cast<std::uint64_t>(kind == Kind::ThreeMaster) << 40) |
                              (static_cast<std::uint64_t>(bow.facing & 0xff) << 32) |
                              (static_cast<std::uint64_t>(static_cast<std::uint16_t>(bow.hex.q)) << 16) |
                              static_cast<std::uint64_t>(static_cast<std::uint16_t>(bow.hex.r));
    if (const auto it = lists_.find(key); it != lists_.end()) return it->second;
    if (lists_.size() >= kMostLists) lists_.clear(); // bounded memory: start again
    search_.run(rules, kind, bow);
    OrderList &list = lists_[key];
    list.starts.reserve(search_.ends.size() + 2);
    list.starts.push_back(0);
    const bool skip_empty = rules.options.empty_order == EmptyOrder::Forbidden && !search_.ends.empty();
    if (!skip_empty) list.starts.push_back(0); // the empty order: no token
    for (int node : search_.ends) {
      search_.stepsTo(node);
      list.add(tokensOf(bow.facing, search_.steps));
    }
    return list;
  }

  /// Hexes from `h` to the nearest hex of the zone; -1 when there is no zone.
  int zoneDistance(const Rules &rules, Hex h) {
    if (zone_distance_.empty()) {
      zone_distance_.resize(static_cast<std::size_t>(rules.map.cells()));
      for (int c = 0; c < rules.map.cells(); ++c)
        zone_distance_[static_cast<std::size_t>(c)] = nearestZone(rules, rules.map.hexAt(c));
    }
    const int c = rules.map.index(h);
    return c >= 0 ? zone_distance_[static_cast<std::size_t>(c)] : nearestZone(rules, h);
  }

  /// movementGroups(rules): the groups depend on each ship's kind and side only.
  const std::vector<std::vector<int>> &groups(const Rules &rules) {
    if (!groups_.empty() || rules.ships.empty()) return groups_;
    for (Kind kind : {Kind::ThreeMaster, Kind::Frigate}) {
      std::array<std::vector<int>, 2> of;
      for (std::size_t i = 0; i < rules.ships.size(); ++i)
        if (rules.ships[i].kind == kind)
          of[static_cast<std::size_t>(rules.ships[i].side)].push_back(static_cast<int>(i));
      for (std::size_t k = 0; k < std::max(of[0].size(), of[1].size()); ++k) {
        std::vector<int> g;
        for (const auto &side : of)
          if (k < side.size()) g.push_back(side[k]);
        groups_.push_back(g);
      }
    }
    return groups_;
  }

  /// boxedIn(rules, kind, pose).
  bool boxed(const Rules &rules, Kind kind, HexPose pose) {
    const int c = rules.map.index(pose.hex);
    if (c < 0) return boxedIn(rules, kind, pose);
    if (boxed_.empty()) boxed_.assign(static_cast<std::size_t>(rules.map.cells()) * 12, -1);
    std::int8_t &b = boxed_[static_cast<std::size_t>(c) * 12 + static_cast<std::size_t>(pose.facing - 1) * 2 +
                            (kind == Kind::ThreeMaster)];
    if (b < 0) b = boxedIn(rules, kind, pose) ? 1 : 0;
    return b == 1;
  }

private:
  static constexpr std::size_t kMostLists = 8192; // a kilobyte or so each
  static int nearestZone(const Rules &rules, Hex h) {
    int d = -1;
    for (Hex z : rules.zone) {
      const int k = core::distance(h, z);
      if (d < 0 || k < d) d = k;
    }
    return d;
  }
  bool sameRules(const Rules &rules) const {
    return columns_ == rules.map.columns && rows_ == rules.map.rows && points_ == rules.options.points &&
           half_turn_ == rules.options.half_turn && empty_order_ == rules.options.empty_order &&
           terrain_ == rules.map.terrain && zone_ == rules.zone &&
           std::equal(fleets_.begin(), fleets_.end(), rules.ships.begin(), rules.ships.end(),
                      [](const std::pair<Kind, int> &k, const ShipSetup &x) {
                        return k.first == x.kind && k.second == x.side;
                      });
  }
  void reset(const Rules &rules) {
    lists_.clear();
    zone_distance_.clear();
    boxed_.clear();
    groups_.clear();
    fleets_.clear();
    for (const ShipSetup &x : rules.ships)
      fleets_.emplace_back(x.kind, x.side);
    columns_ = rules.map.columns;
    rows_ = rules.map.rows;
    terrain_ = rules.map.terrain;
    zone_ = rules.zone;
    points_ = rules.options.points;
    half_turn_ = rules.options.half_turn;
    empty_order_ = rules.options.empty_order;
  }
  OrderSearch search_;
  std::unordered_map<std::uint64_t, OrderList> lists_;
  std::vector<int> zone_distance_;
  std::vector<std::int8_t> boxed_;
  std::vector<std::vector<int>> groups_;
  std::vector<std::pair<Kind, int>> fleets_; ///< each ship's kind and side, for groups_
  int columns_ = -1, rows_ = -1, points_ = -1;
  HalfTurn half_turn_{};
  EmptyOrder empty_order_{};
  std::vector<std::uint8_t> terrain_;
  core::HexSet zone_;
};
const std::string &sideName(const Rules &rules, int side) {
  return rules.sides[static_cast<std::size_t>(side)];
}
std::string num(long n) { return std::to_string(n); }

/// `pattern` (a core::trn of "{n} thing" and "{n} things", written out where it is used so that
/// the catalogue extracts both forms) with its count filled in.
std::string counted(long n, const char *pattern) { return fill(pattern, {{"n", std::to_string(n)}}); }

std::string facingText(int facing) {
  static const char *names[] = {N_("north"), N_("north-east"), N_("south-east"),
                                N_("south"), N_("south-west"), N_("north-west")};
  return std::to_string(facing) + " (" + tr(names[facing - 1]) + ")";
}

/// "0910-0809": a ship's hexes, bow first.
std::string hexesText(const ShipHexes &hexes) {
  std::string where;
  for (Hex h : hexes)
    where += (where.empty() ? "" : "-") + formatHex(h);
  return where;
}

/// True when `to` lies on the straight row of hexes leaving `from` toward `facing`.
bool onRow(Hex from, Hex to, int facing) {
  Hex h = from;
  for (int k = core::distance(from, to); k > 0; --k)
    h = core::step(h, facing);
  return h == to;
}

/// True when a broadside fired from hex `f`, whose 60° cone starts at facing `first`, reaches the
/// direction of `t` (DT-FIRE-2): the cone, or with rules.fire_arc: flank every hex between the
/// line ahead and the line astern. Range is not checked.
bool inArc(const Rules &rules, Hex f, Hex t, int first) {
  if (core::inSector(f, t, first)) return true;
  if (rules.options.fire_arc == FireArc::Cone) return false;
  const int before = core::turnFacing(first, -1), after = core::turnFacing(first, 1);
  return (core::inSector(f, t, before) && !onRow(f, t, before)) ||
         (core::inSector(f, t, after) && !onRow(f, t, core::turnFacing(first, 2)));
}

struct Context : game::StepContext<Rules, Applied> {
  Ship &ship(int i) { return out.state.ships[static_cast<std::size_t>(i)]; }
  const std::string &name(int i) const { return rules.ships[static_cast<std::size_t>(i)].name; }
};

// ---- the end of the game ----------------------------------------------------------------------

void finish(Context &c, int winner, Victory how) {
  c.s().phase = Phase::Over;
  c.s().winner = winner;
  c.s().victory = how;
}

/// DT-WIN-1: a fleet with no ship afloat has lost, at once.
bool checkLastAfloat(Context &c) {
  State &s = c.s();
  if (s.phase == Phase::Over) return true;
  const int a0 = s.afloat(0), a1 = s.afloat(1);
  if (a0 > 0 && a1 > 0) return false;
  if (a0 == 0 && a1 == 0) {
    finish(c, -1, Victory::Draw);
    c.cite({"DT-WIN-1"}, [&] { return std::string(tr("both fleets are gone at once: a draw")); });
    return true;
  }
  finish(c, a0 > 0 ? 0 : 1, Victory::LastAfloat);
  c.cite({"DT-WIN-1"}, [&] {
    return fill(tr("{loser} has no ship afloat: {winner} wins"),
                {{"loser", sideName(c.rules, 1 - s.winner)}, {"winner", sideName(c.rules, s.winner)}});
  });
  return true;
}

/// Damage to ship `i` (never below 0); sinking (DT-SINK-1) and crippling (DT-DRIFT-2) follow.
void damage(Context &c, int i, int points, const char *clause) {
  Ship &sh = c.ship(i);
  if (!sh.afloat() || points <= 0) return;
  const bool was_crippled = sh.resistance <= kDriftAt;
  sh.resistance = std::max(0, sh.resistance - points);
  if (sh.sunk()) {
    sh.sunk_at = c.s().moment;
    sh.stopped = true;
    c.cite({clause, "DT-SINK-1"}, [&] { return fill(tr("{ship} sinks"), {{"ship", c.name(i)}}); });
    return;
  }
  if (!was_crippled && sh.resistance <= kDriftAt && !sh.aground) {
    if (!c.rules.options.crippled_sail_on && c.s().phase == Phase::Execution) sh.stopped = true;
    c.cite({"DT-DRIFT-1", "DT-DRIFT-2"}, [&] {
      return fill(tr("{ship} is crippled ({points} left): it will drift and takes no more orders"),
                  {{"ship", c.name(i)}, {"points", num(sh.resistance)}});
    });
  }
}

// ---- contacts ----------------------------------------------------------------------------------

/// Two enemy ships parallel in one hex fire at each other round after round until one sinks: at
/// the one-hex value of the table (or rules.boarding_damage), both at once or `a` (the ship that
/// made the contact) first (rules.boarding); with rules.boarding_is_fire it is their fire of the
/// turn (DT-CONTACT-2).
void boarding(Context &c, int a, int b) {
  const int fixed = c.rules.options.boarding_damage;
  const int da = fixed > 0 ? fixed : broadsideDamage(setup(c.rules, a).kind, 1);
  const int db = fixed > 0 ? fixed : broadsideDamage(setup(c.rules, b).kind, 1);
  const bool alternate = c.rules.options.boarding == Boarding::Alternate;
  int rounds = 0;
  while (c.ship(a).afloat() && c.ship(b).afloat()) {
    ++rounds;
    const int ra = c.ship(a).resistance, rb = c.ship(b).resistance;
    c.ship(b).resistance = std::max(0, rb - da);
    if (alternate && c.ship(b).sunk()) break;
    c.ship(a).resistance = std::max(0, ra - db);
  }
  if (c.rules.options.boarding_is_fire)
    for (int i : {a, b}) {
      Ship &sh = c.ship(i);
      if (sh.fired_at < 0) sh.fired_at = c.s().moment;
      sh.fired_port = sh.fired_starboard = true;
    }
  c.cite({"DT-CONTACT-2"}, [&] {
    return fill(tr("{a} and {b} lie alongside and board: {rounds} ({a} {pa} left, {b} {pb} left)"),
                {{"a", c.name(a)},
                 {"b", c.name(b)},
                 {"rounds", counted(rounds, core::trn("{n} round", "{n} rounds", rounds))},
                 {"pa", num(c.ship(a).resistance)},
                 {"pb", num(c.ship(b).resistance)}});
  });
  for (int i : {a, b})
    if (c.ship(i).sunk()) {
      c.ship(i).sunk_at = c.s().moment;
      c.cite({"DT-CONTACT-2", "DT-SINK-1"}, [&] { return fill(tr("{ship} sinks"), {{"ship", c.name(i)}}); });
    } else if (c.ship(i).resistance <= kDriftAt) {
      c.cite({"DT-DRIFT-1"}, [&] {
        return fill(tr("{ship} is crippled ({points} left): it will drift and takes no more orders"),
                    {{"ship", c.name(i)}, {"points", num(c.ship(i).resistance)}});
      });
    }
}

/// Ship `a` has just come into contact with ship `b`; `a_rams` / `b_rams` when its bow came into
/// the other's hex by an advance at this point.
void contact(Context &c, int a, int b, bool a_rams, bool b_rams) {
  Ship &sa = c.ship(a);
  Ship &sb = c.ship(b);
  sa.stopped = sb.stopped = true;
  const bool parallel =
      sa.bow.facing == sb.bow.facing || sa.bow.facing == core::oppositeFacing(sb.bow.facing);
  const bool enemies = sa.side != sb.side;
  const Hex where = sa.bow.hex;
  if (parallel && enemies) {
    boarding(c, a, b);
  } else if (!parallel && (a_rams || b_rams)) {
    for (auto [rammer_, victim_, rams] : {std::tuple{a, b, a_rams}, std::tuple{b, a, b_rams}}) {
      if (!rams) continue;
      const int rammer = rammer_, victim = victim_; // plain names: lambdas may capture them (clang)
      c.cite({"DT-CONTACT-1", "DT-CONTACT-3"}, [&] {
        return fill(tr("{rammer} rams {victim} on {hex}: {victim} is taken broadside-on and loses {points}"),
                    {{"rammer", c.name(rammer)},
                     {"victim", c.name(victim)},
                     {"hex", formatHex(c.ship(rammer).bow.hex)},
                     {"points", counted(c.rules.options.ram_damage,
                                        core::trn("{n} point", "{n} points", c.rules.options.ram_damage))}});
      });
      damage(c, victim, c.rules.options.ram_damage, "DT-CONTACT-1");
    }
  } else {
    const int foul = c.rules.options.foul_damage;
    c.cite({"DT-CONTACT-4", "DT-CONTACT-3"}, [&] {
      return foul == 0 ? fill(tr("{a} and {b} foul each other near {hex}: both stop, no damage"),
                              {{"a", c.name(a)}, {"b", c.name(b)}, {"hex", formatHex(where)}})
                       : fill(tr("{a} and {b} foul each other near {hex}: both stop and lose {points}"),
                              {{"a", c.name(a)},
                               {"b", c.name(b)},
                               {"hex", formatHex(where)},
                               {"points", counted(foul, core::trn("{n} point", "{n} points", foul))}});
    });
    damage(c, a, foul, "DT-CONTACT-4");
    damage(c, b, foul, "DT-CONTACT-4");
    return;
  }
  c.cite({"DT-CONTACT-3"}, [&] {
    return fill(tr("{a} and {b} stop for the rest of the turn"), {{"a", c.name(a)}, {"b", c.name(b)}});
  });
}

// ---- one point ---------------------------------------------------------------------------------

bool canStep(const Ship &s) {
  return s.afloat() && !s.aground && !s.stopped && s.done < static_cast<int>(s.order.size());
}

/// Every mover of the group carries out its next point side by side; contacts are checked after
/// (DT-EXEC-1, DT-MOVE-*, DT-CONTACT-*).
/// Where one step of an order takes a ship: its next pose and, when the step enters a hex, which
/// (an advance enters the hex ahead; a three-master's turn swings its stern into the hex behind its
/// new bow; a frigate turns in its own hex).
struct StepTaken {
  HexPose next;
  Hex entering{};
  bool enters = true;
};
StepTaken takeStep(Kind kind, const HexPose &bow, OrderStep st) {
  StepTaken t{bow};
  if (st == kAdvance) {
    t.next.hex = core::step(bow.hex, bow.facing);
    t.entering = t.next.hex;
  } else {
    t.next.facing = core::turnFacing(bow.facing, st);
    if (kind == Kind::ThreeMaster)
      t.entering = core::step(t.next.hex, core::oppositeFacing(t.next.facing));
    else
      t.enters = false;
  }
  return t;
}

void point(Context &c, const std::vector<int> &movers) {
  State &s = c.s();
  const int n = static_cast<int>(s.ships.size());
  std::vector<ShipHexes> before(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i)
    if (s.ships[static_cast<std::size_t>(i)].afloat())
      before[static_cast<std::size_t>(i)] = hexesOf(c.rules, s, i);
  ++s.moment;
  std::vector<int> moved;
  std::vector<bool> advanced(static_cast<std::size_t>(n), false);
  for (int m : movers) {
    Ship &sh = c.ship(m);
    const Kind kind = setup(c.rules, m).kind;
    const OrderStep st = sh.order[static_cast<std::size_t>(sh.done)];
    const auto [next, entering, enters] = takeStep(kind, sh.bow, st);
    if (enters && !c.rules.map.contains(entering)) {
      if (c.rules.options.map_edge == MapEdge::Leave) {
        sh.left = true;
        c.cite({"DT-MOVE-5"}, [&] {
          return fill(tr("{ship} sails off the map and leaves the game"), {{"ship", c.name(m)}});
        });
      } else {
        sh.stopped = true;
        c.cite({"DT-MOVE-5"}, [&] {
          return fill(tr("{ship} reaches the edge of the map on {hex} and stops there"),
                      {{"ship", c.name(m)}, {"hex", formatHex(sh.bow.hex)}});
        });
      }
      continue;
    }
    if (enters && c.rules.land(entering)) {
      sh.stopped = true;
      if (c.rules.options.order_onto_land == OrderOntoLand::Stop) {
        c.cite({"DT-MOVE-4"}, [&] {
          return fill(tr("{ship} would touch land at {land}: it stops on {hex} for the rest of the turn"),
                      {{"ship", c.name(m)}, {"land", formatHex(entering)}, {"hex", formatHex(sh.bow.hex)}});
        });
        continue;
      }
      sh.aground = true;
      c.cite({"DT-MOVE-4"}, [&] {
        return fill(
            tr("{ship} would touch land at {land}: it runs aground on {hex} and will never move again"),
            {{"ship", c.name(m)}, {"land", formatHex(entering)}, {"hex", formatHex(sh.bow.hex)}});
      });
      continue;
    }
    sh.bow = next;
    ++sh.done;
    moved.push_back(m);
    advanced[static_cast<std::size_t>(m)] = st == kAdvance;
  }
  // Contacts: a pair of ships whose hexes meet now and did not before this point.
  std::vector<std::pair<int, int>> met;
  for (int m : moved) {
    if (!c.ship(m).afloat()) continue;
    const ShipHexes mine = hexesOf(c.rules, s, m);
    for (int o = 0; o < n; ++o) {
      if (o == m || !c.ship(o).afloat()) continue;
      const int a = std::min(m, o), b = std::max(m, o);
      if (std::find(met.begin(), met.end(), std::pair{a, b}) != met.end()) continue;
      if (!mine.overlaps(hexesOf(c.rules, s, o))) continue;
      if (before[static_cast<std::size_t>(m)].overlaps(before[static_cast<std::size_t>(o)])) continue;
      met.push_back({a, b});
      const auto rams = [&](int x, int y) {
        if (!advanced[static_cast<std::size_t>(x)]) return false;
        const ShipHexes other = hexesOf(c.rules, s, y);
        return std::find(other.begin(), other.end(), c.ship(x).bow.hex) != other.end();
      };
      contact(c, m, o, rams(m, o), rams(o, m));
      if (checkLastAfloat(c)) return;
    }
  }
}

// ---- the turn ----------------------------------------------------------------------------------

std::string orderSheet(const Rules &rules, const State &s, int side) {
  std::string out;
  for (std::size_t i = 0; i < s.ships.size(); ++i) {
    const Ship &sh = s.ships[i];
    if (sh.side != side || !sh.afloat()) continue;
    std::string text;
    if (!sh.takesOrders())
      text = sh.aground ? tr("aground") : tr("drifting");
    else if (!sh.written)
      text = tr("no order, stays");
    else
      text = formatTokens(tokensOf(sh.bow.facing, sh.order));
    out += (out.empty() ? "" : "; ") + rules.ships[i].name + " " + text;
  }
  return out.empty() ? std::string(tr("no ship to order")) : out;
}

/// Both fleets have sealed: the orders are read out, and the execution waits at its first moment
/// (before the first point) for both fleets to fire or hold (DT-ORDER-4, DT-EXEC-2).
void startExecution(Context &c) {
  State &s = c.s();
  s.phase = Phase::Execution;
  s.group = 0;
  s.moment = 0;
  s.held = {false, false};
  for (int side : {c.rules.first, 1 - c.rules.first})
    c.cite({"DT-ORDER-4"}, [&] {
      return fill(tr("{side}'s orders: {sheet}"),
                  {{"side", sideName(c.rules, side)}, {"sheet", orderSheet(c.rules, s, side)}});
    });
  s.seen = fireChances(c.rules, s);
}

void newTurn(Context &c) {
  State &s = c.s();
  ++s.turn;
  s.phase = Phase::Orders;
  s.group = 0;
  s.moment = 0;
  s.held = {false, false};
  s.seen.clear();
  for (Ship &sh : s.ships) {
    sh.written = sh.hidden = sh.stopped = false;
    sh.order.clear();
    sh.done = 0;
    sh.fired_at = -1;
    sh.fired_port = sh.fired_starboard = false;
    sh.sunk_at = -1;
  }
  for (int side = 0; side < 2; ++side) {
    bool any = false;
    for (const Ship &sh : s.ships)
      any = any || (sh.side == side && sh.takesOrders());
    s.sealed[static_cast<std::size_t>(side)] = !any;
  }
  c.cite({"DT-TURN-1", "DT-ORDER-1"}, [&] {
    return fill(tr("turn {turn}: both fleets write their orders in secret"), {{"turn", num(s.turn)}});
  });
  if (s.sealed[0] && s.sealed[1]) startExecution(c);
}

void drift(Context &c) {
  State &s = c.s();
  const int way = c.rules.options.drift == DriftWay::Toward ? s.wind : core::oppositeFacing(s.wind);
  for (int i = 0; i < static_cast<int>(s.ships.size()); ++i) {
    Ship &sh = c.ship(i);
    if (!sh.drifting()) continue;
    const Kind kind = setup(c.rules, i).kind;
    HexPose next = sh.bow;
    next.hex = core::step(sh.bow.hex, way);
    const ShipHexes hexes = hexesAt(kind, next);
    bool off = false, land = false;
    for (Hex h : hexes) {
      if (!c.rules.map.contains(h))
        off = true;
      else if (c.rules.land(h))
        land = true;
    }
    if (off) {
      sh.left = true;
      c.cite({"DT-DRIFT-1"}, [&] {
        return fill(tr("{ship} drifts off the map and is lost"), {{"ship", c.name(i)}});
      });
      continue;
    }
    if (land) {
      sh.aground = true;
      c.cite({"DT-DRIFT-1", "DT-MOVE-4"}, [&] {
        return fill(tr("{ship} drifts onto land and runs aground on {hex}"),
                    {{"ship", c.name(i)}, {"hex", formatHex(sh.bow.hex)}});
      });
      continue;
    }
    int blocker = -1;
    for (int o = 0; o < static_cast<int>(s.ships.size()); ++o)
      if (o != i && s.ships[static_cast<std::size_t>(o)].afloat() && hexes.overlaps(hexesOf(c.rules, s, o)))
        blocker = o;
    if (blocker >= 0 && c.rules.options.drift_onto_ship == DriftOntoShip::Contact) {
      sh.bow = next;
      c.cite({"DT-DRIFT-3"}, [&] {
        return fill(tr("{ship} drifts onto {other} on {hex}"),
                    {{"ship", c.name(i)}, {"other", c.name(blocker)}, {"hex", formatHex(next.hex)}});
      });
      const ShipHexes other = hexesOf(c.rules, s, blocker);
      contact(c, i, blocker, std::find(other.begin(), other.end(), next.hex) != other.end(), false);
      if (checkLastAfloat(c)) return;
      continue;
    }
    if (blocker >= 0) {
      c.cite({"DT-DRIFT-3"}, [&] {
        return fill(tr("{ship} would drift onto {other}: it stays on {hex}"),
                    {{"ship", c.name(i)}, {"other", c.name(blocker)}, {"hex", formatHex(sh.bow.hex)}});
      });
      continue;
    }
    sh.bow = next;
    c.cite({"DT-DRIFT-1"}, [&] {
      return fill(tr("{ship} drifts {way} to {hex}"),
                  {{"ship", c.name(i)}, {"way", facingText(way)}, {"hex", formatHex(next.hex)}});
    });
  }
}

void turnLimit(Context &c) {
  State &s = c.s();
  const int z0 = inZoneCount(c.rules, s, 0), z1 = inZoneCount(c.rules, s, 1);
  const int p0 = s.points(0), p1 = s.points(1);
  int winner = -1;
  std::string why;
  if (c.rules.options.tie_break == TieBreak::Zone && z0 != z1) {
    winner = z0 > z1 ? 0 : 1;
    why = fill(
        core::trn("{n} ship in the zone against {m}", "{n} ships in the zone against {m}", std::max(z0, z1)),
        {{"n", num(std::max(z0, z1))}, {"m", num(std::min(z0, z1))}});
  } else if (c.rules.options.tie_break != TieBreak::Draw && p0 != p1) {
    winner = p0 > p1 ? 0 : 1;
    why = fill(core::trn("{n} resistance point afloat against {m}",
                         "{n} resistance points afloat against {m}", std::max(p0, p1)),
               {{"n", num(std::max(p0, p1))}, {"m", num(std::min(p0, p1))}});
  }
  finish(c, winner, winner < 0 ? Victory::Draw : Victory::TurnLimit);
  c.cite({"DT-WIN-3"}, [&] {
    return winner < 0
               ? fill(tr("the turn limit ({limit}) is reached: a draw"), {{"limit", num(c.rules.turn_limit)}})
               : fill(
                     tr("the turn limit ({limit}) is reached: {side} wins with {why}"),
                     {{"limit", num(c.rules.turn_limit)}, {"side", sideName(c.rules, winner)}, {"why", why}});
  });
}

void endTurn(Context &c) {
  State &s = c.s();
  drift(c);
  if (checkLastAfloat(c)) return;
  const int z0 = inZoneCount(c.rules, s, 0), z1 = inZoneCount(c.rules, s, 1);
  if (z0 > 0 && z1 > 0 && !s.contested) {
    s.contested = true;
    c.cite({"DT-WIN-2"},
           [&] { return std::string(tr("both fleets are in the lighthouses' zone: it is contested")); });
  }
  const bool alone = (z0 > 0) != (z1 > 0);
  const ZoneVictory zv = c.rules.options.zone_victory;
  if (alone && (zv == ZoneVictory::Literal || (zv == ZoneVictory::Contested && s.contested))) {
    finish(c, z0 > 0 ? 0 : 1, Victory::Zone);
    c.cite({"DT-WIN-2"}, [&] {
      return fill(tr("{side} alone holds the lighthouses' zone at the end of turn {turn}: {side} wins"),
                  {{"side", sideName(c.rules, s.winner)}, {"turn", num(s.turn)}});
    });
    return;
  }
  if (s.turn >= c.rules.turn_limit) {
    turnLimit(c);
    return;
  }
  newTurn(c);
}

/// Where each ship stood, and how much of its order it had carried out, when the execution last
/// stopped (its first moment or a pause).
struct Stretch {
  std::vector<HexPose> pose;
  std::vector<int> done;
};

Stretch stretchOf(const State &s) {
  Stretch out;
  for (const Ship &sh : s.ships) {
    out.pose.push_back(sh.bow);
    out.done.push_back(sh.done);
  }
  return out;
}

/// What each ship still afloat did since `from`: the part of its order it sailed, where it came
/// from and where it is now (hexes bow first, facing), so that a table can move its models
/// (DT-EXEC-1). Sunk ships and ships gone off the map have had their line already.
void tellMoves(Context &c, const Stretch &from) {
  if (c.narration == Narration::Silent) return;
  const State &s = c.s();
  for (int i = 0; i < static_cast<int>(s.ships.size()); ++i) {
    const Ship &sh = s.ships[static_cast<std::size_t>(i)];
    const HexPose was = from.pose[static_cast<std::size_t>(i)];
    const int done = from.done[static_cast<std::size_t>(i)];
    if (!sh.afloat() || sh.done <= done) continue;
    const std::vector<OrderStep> steps(sh.order.begin() + done, sh.order.begin() + sh.done);
    const Kind kind = setup(c.rules, i).kind;
    c.cite({"DT-EXEC-1", "DT-MOVE-1"}, [&] {
      return fill(tr("{ship} sails {order}: {from} → {to}, facing {facing}"),
                  {{"ship", c.name(i)},
                   {"order", formatTokens(tokensOf(was.facing, steps))},
                   {"from", hexesText(hexesAt(kind, was))},
                   {"to", hexesText(hexesAt(kind, sh.bow))},
                   {"facing", facingText(sh.bow.facing)}});
    });
  }
}

/// Carry on with the execution until a moment brings a new chance to fire, or the turn ends.
void advance(Context &c) {
  State &s = c.s();
  const std::vector<std::vector<int>> &groups = MapMemo::of(c.rules).groups(c.rules);
  const Stretch from = stretchOf(s);
  for (;;) {
    std::vector<int> movers;
    while (s.group < static_cast<int>(groups.size())) {
      for (int i : groups[static_cast<std::size_t>(s.group)])
        if (canStep(s.ships[static_cast<std::size_t>(i)])) movers.push_back(i);
      if (!movers.empty()) break;
      ++s.group;
    }
    if (movers.empty()) {
      tellMoves(c, from);
      endTurn(c);
      return;
    }
    point(c, movers);
    if (s.phase == Phase::Over) {
      tellMoves(c, from);
      return;
    }
    const std::vector<FireChance> now = fireChances(c.rules, s);
    bool fresh = false;
    for (const FireChance &f : now)
      fresh = fresh || std::find(s.seen.begin(), s.seen.end(), f) == s.seen.end();
    s.seen = now;
    if (!fresh) continue;
    tellMoves(c, from);
    for (int side = 0; side < 2; ++side)
      s.held[static_cast<std::size_t>(side)] = std::none_of(now.begin(), now.end(), [&](const FireChance &f) {
        return s.ships[static_cast<std::size_t>(f.ship)].side == side;
      });
    c.cite({"DT-EXEC-2"}, [&] {
      return fill(tr("moment {moment}: a new chance to fire; the execution pauses"),
                  {{"moment", num(s.moment)}});
    });
    return;
  }
}

// ---- validation --------------------------------------------------------------------------------

/// True when ship `i` can spend one point, an advance or a turn, without touching land or leaving
/// the map (DT-ORDER-1, DT-MOVE-2, DT-MOVE-4).
bool canSpendAPoint(const Rules &rules, const State &s, int i) {
  const Ship &sh = s.ships[static_cast<std::size_t>(i)];
  const auto sea = [&](Hex h) { return rules.map.contains(h) && !rules.land(h); };
  if (sea(core::step(sh.bow.hex, sh.bow.facing))) return true;
  if (setup(rules, i).kind == Kind::Frigate) return true;
  for (int turn : {1, -1})
    if (sea(core::step(sh.bow.hex, core::oppositeFacing(core::turnFacing(sh.bow.facing, turn))))) return true;
  return false;
}

std::optional<Ruling> notOrders(const Rules &rules, const State &s) {
  if (s.phase == Phase::Wind)
    return refuse("DT-WIND-1", tr("toss the coin for the wind first (wind north|south)"));
  if (s.phase == Phase::Execution)
    return refuse("DT-TURN-1", fill(tr("the orders of turn {turn} are sealed; it is the execution now"),
                                    {{"turn", num(s.turn)}}));
  (void)rules;
  return std::nullopt;
}

std::optional<Ruling> validateOrder(const Rules &rules, const State &s, const WriteOrder &a) {
  if (auto r = notOrders(rules, s)) return r;
  if (a.ship < 0 || a.ship >= static_cast<int>(s.ships.size()))
    return refuse("DT-SHIP-1", tr("no such ship"));
  const Ship &sh = s.ships[static_cast<std::size_t>(a.ship)];
  const std::string &who = shipName(rules, a.ship);
  if (s.sealed[static_cast<std::size_t>(sh.side)])
    return refuse("DT-ORDER-4",
                  fill(tr("{side}'s orders are sealed for this turn"), {{"side", sideName(rules, sh.side)}}));
  if (!sh.afloat()) return refuse("DT-ORDER-3", fill(tr("{ship} is out of the game"), {{"ship", who}}));
  if (sh.aground)
    return refuse("DT-ORDER-3", fill(tr("{ship} is aground and never moves again"), {{"ship", who}}));
  if (sh.drifting())
    return refuse(
        "DT-ORDER-3",
        fill(core::trn("{ship} has {points} point left: it drifts and takes no order",
                       "{ship} has {points} points left: it drifts and takes no order", sh.resistance),
             {{"ship", who}, {"points", num(sh.resistance)}}));
  const Resolved r = resolveOrder(rules, sh.bow.facing, a.tokens);
  if (r.refusal) return Ruling{r.refusal->clause, who + ": " + r.refusal->message};
  if (r.steps.empty() && rules.options.empty_order == EmptyOrder::Forbidden &&
      canSpendAPoint(rules, s, a.ship))
    return refuse("DT-ORDER-1",
                  fill(tr("{ship}: an order spends at least one of the ship's points; an advance "
                          "or a turn in place will do (rules.empty_order: forbidden)"),
                       {{"ship", who}}));
  return std::nullopt;
}

/// With rules.empty_order: forbidden, a ship of `side` that takes orders, has none and could
/// spend a point: sealing waits for its order (DT-ORDER-1).
std::optional<Ruling> orderMissing(const Rules &rules, const State &s, int side) {
  if (rules.options.empty_order != EmptyOrder::Forbidden) return std::nullopt;
  for (int i = 0; i < static_cast<int>(s.ships.size()); ++i) {
    const Ship &sh = s.ships[static_cast<std::size_t>(i)];
    if (sh.side == side && sh.takesOrders() && !sh.written && canSpendAPoint(rules, s, i))
      return refuse("DT-ORDER-1", fill(tr("{ship} has no order yet: every ship that can move spends at least "
                                          "one point (rules.empty_order: forbidden)"),
                                       {{"ship", shipName(rules, i)}}));
  }
  return std::nullopt;
}

std::optional<Ruling> validateFire(const Rules &rules, const State &s, const Fire &a) {
  if (s.phase != Phase::Execution) return refuse("DT-FIRE-1", tr("ships fire only during the execution"));
  const int n = static_cast<int>(s.ships.size());
  if (a.ship < 0 || a.ship >= n || a.target < 0 || a.target >= n)
    return refuse("DT-SHIP-1", tr("no such ship"));
  const Ship &sh = s.ships[static_cast<std::size_t>(a.ship)];
  const std::string &who = shipName(rules, a.ship);
  if (s.held[static_cast<std::size_t>(sh.side)])
    return refuse("DT-EXEC-2",
                  fill(tr("{side} has held its fire at this moment; it may fire again after the next point"),
                       {{"side", sideName(rules, sh.side)}}));
  const bool dying = rules.options.sunk_fire_back && sh.sunk() && !sh.left && sh.sunk_at == s.moment;
  if (!sh.afloat() && !dying)
    return refuse("DT-FIRE-5", fill(tr("{ship} is out of the game"), {{"ship", who}}));
  if (sh.fired_at >= 0 && sh.fired_at != s.moment)
    return refuse("DT-FIRE-1", fill(tr("{ship} has already fired this turn"), {{"ship", who}}));
  if ((a.broadside == Broadside::Port ? sh.fired_port : sh.fired_starboard))
    return refuse("DT-FIRE-1", fill(tr("{ship}'s {broadside} broadside has fired"),
                                    {{"ship", who}, {"broadside", tr(broadsideName(a.broadside))}}));
  const Ship &t = s.ships[static_cast<std::size_t>(a.target)];
  if (t.side == sh.side)
    return refuse("DT-FIRE-4", fill(tr("{target} is a friend"), {{"target", shipName(rules, a.target)}}));
  if (!t.afloat())
    return refuse("DT-FIRE-4",
                  fill(tr("{target} is out of the game"), {{"target", shipName(rules, a.target)}}));
  if (!bears(rules, s, a.ship, a.broadside, a.target))
    return refuse(
        "DT-FIRE-2",
        fill(tr("{ship}'s {broadside} broadside does not bear on {target} (its cone, {range} hexes)"),
             {{"ship", who},
              {"broadside", tr(broadsideName(a.broadside))},
              {"target", shipName(rules, a.target)},
              {"range", num(maxRange(setup(rules, a.ship).kind))}}));
  return std::nullopt;
}

} // namespace

// ---- geometry ----------------------------------------------------------------------------------

const std::string &shipName(const Rules &rules, int i) { return setup(rules, i).name; }

ShipHexes::ShipHexes(Hex bow, int facing, int length)
    : hexes_{bow, core::step(bow, core::oppositeFacing(facing))},
      size_(static_cast<std::size_t>(std::clamp(length, 0, 2))) {}

bool ShipHexes::overlaps(const ShipHexes &other) const {
  for (Hex x : *this)
    if (other.contains(x)) return true;
  return false;
}

ShipHexes hexesAt(Kind kind, HexPose pose) { return ShipHexes(pose.hex, pose.facing, lengthOf(kind)); }

ShipHexes hexesOf(const Rules &rules, const State &state, int i) {
  return hexesAt(setup(rules, i).kind, state.ships[static_cast<std::size_t>(i)].bow);
}

Resolved resolveOrder(const Rules &rules, int facing, const std::vector<Token> &tokens) {
  Resolved out;
  int f = facing;
  int pending = 0; // bare R's waiting for the number that says which way
  const auto fail = [&](std::size_t k, const std::string &clause, const std::string &why) {
    out.refusal = Ruling{
        clause,
        fill(tr("token {k} ('{token}'): {why}"),
             {{"k", num(static_cast<long>(k + 1))}, {"token", formatTokens({tokens[k]})}, {"why", why}})};
    out.steps.clear();
  };
  for (std::size_t k = 0; k < tokens.size(); ++k) {
    const Token &t = tokens[k];
    if (t.turn && t.facing == 0) {
      ++pending;
      continue;
    }
    const int turns = pending + (t.turn ? 1 : 0);
    pending = 0;
    if (turns > 0) {
      const int delta = core::facingDelta(f, t.facing);
      if (delta == 0) {
        fail(k, "DT-ORDER-1", fill(tr("the ship already faces {d}: no R is needed"), {{"d", num(t.facing)}}));
        return out;
      }
      if (std::abs(delta) != turns) {
        fail(k, "DT-ORDER-1",
             fill(tr("from facing {from} to {to} takes {need}, not {given}"),
                  {{"from", num(f)},
                   {"to", num(t.facing)},
                   {"need", counted(std::abs(delta), core::trn("{n} R", "{n} R's", std::abs(delta)))},
                   {"given", num(turns)}}));
        return out;
      }
      for (int i = 0; i < turns; ++i)
        out.steps.push_back(static_cast<OrderStep>(delta == 3
                                                       ? (rules.options.half_turn == HalfTurn::Port ? -1 : 1)
                                                   : delta > 0 ? 1
                                                               : -1));
      f = t.facing;
    } else if (t.facing != f) {
      fail(k, "DT-ORDER-1",
           fill(tr("the ship faces {f} here: it advances only toward {f}; turn first with R"),
                {{"f", num(f)}}));
      return out;
    }
    if (!t.turn) out.steps.push_back(kAdvance);
  }
  if (pending > 0) {
    fail(tokens.size() - 1, "DT-ORDER-1", tr("an order that ends with a turn says where: write R(d) last"));
    return out;
  }
  if (out.points() > rules.options.points) {
    const int p = out.points();
    out.steps.clear();
    out.refusal = Ruling{"DT-ORDER-2", fill(tr("the order spends {p} points; a ship has {max} a turn"),
                                            {{"p", num(p)}, {"max", num(rules.options.points)}})};
  }
  return out;
}

std::vector<Token> tokensOf(int facing, const std::vector<OrderStep> &steps) {
  std::vector<Token> out;
  out.reserve(steps.size());
  int f = facing;
  for (std::size_t k = 0; k < steps.size(); ++k) {
    if (steps[k] == kAdvance) {
      out.push_back({false, f});
      continue;
    }
    f = core::turnFacing(f, steps[k]);
    const bool last_turn = k + 1 == steps.size() || steps[k + 1] == kAdvance;
    if (!last_turn)
      out.push_back({true, 0});
    else if (k + 1 == steps.size())
      out.push_back({true, f});
    else
      out.push_back({true, 0}); // the advance that follows names the facing
  }
  return out;
}

std::vector<HexPose> pathOf(HexPose from, const std::vector<OrderStep> &steps) {
  std::vector<HexPose> out{from};
  for (OrderStep st : steps) {
    HexPose p = out.back();
    if (st == kAdvance)
      p.hex = core::step(p.hex, p.facing);
    else
      p.facing = core::turnFacing(p.facing, st);
    out.push_back(p);
  }
  return out;
}

bool bears(const Rules &rules, const State &state, int shooter, Broadside b, int target, int *distance) {
  const Ship &s = state.ships[static_cast<std::size_t>(shooter)];
  const int first = core::turnFacing(s.bow.facing, b == Broadside::Starboard ? 1 : -2);
  const ShipHexes from = hexesOf(rules, state, shooter), to = hexesOf(rules, state, target);
  const int range = maxRange(setup(rules, shooter).kind);
  bool any = false;
  // The hexes of the ships that may mask the fire, gathered the first time a line is traced.
  thread_local std::vector<Hex> masking;
  bool gathered = false;
  for (Hex f : from)
    for (Hex t : to) {
      if (core::distance(f, t) > range || !inArc(rules, f, t, first)) continue;
      if (rules.options.masking) {
        if (!gathered) {
          masking.clear();
          for (int o = 0; o < static_cast<int>(state.ships.size()); ++o)
            if (o != shooter && o != target && state.ships[static_cast<std::size_t>(o)].afloat())
              for (Hex h : hexesOf(rules, state, o))
                masking.push_back(h);
          gathered = true;
        }
        const auto blocked = [&](Hex h) {
          if (!rules.map.contains(h) || rules.land(h)) return true;
          return std::find(masking.begin(), masking.end(), h) != masking.end();
        };
        if (core::freeGeodesic(f, t, blocked).empty()) continue;
      }
      any = true;
    }
  if (any && distance)
    *distance = core::distance(std::span<const Hex>(from.begin(), from.size()),
                               std::span<const Hex>(to.begin(), to.size()));
  return any;
}

std::vector<Hex> coneOf(const Rules &rules, const State &state, int ship, Broadside b) {
  const Ship &s = state.ships[static_cast<std::size_t>(ship)];
  const int first = core::turnFacing(s.bow.facing, b == Broadside::Starboard ? 1 : -2);
  const int range = maxRange(setup(rules, ship).kind);
  std::vector<Hex> out;
  for (Hex f : hexesOf(rules, state, ship))
    for (int k : {0, -1, 1}) {
      if (k != 0 && rules.options.fire_arc == FireArc::Cone) break;
      for (Hex h : core::sector(f, core::turnFacing(first, k), range))
        if (rules.map.contains(h) && inArc(rules, f, h, first) &&
            std::find(out.begin(), out.end(), h) == out.end())
          out.push_back(h);
    }
  return out;
}

std::vector<FireChance> fireChances(const Rules &rules, const State &state) {
  std::vector<FireChance> out;
  if (state.phase != Phase::Execution) return out;
  const int n = static_cast<int>(state.ships.size());
  for (int i = 0; i < n; ++i) {
    const Ship &s = state.ships[static_cast<std::size_t>(i)];
    const bool dying = rules.options.sunk_fire_back && s.sunk() && !s.left && s.sunk_at == state.moment;
    if (!s.afloat() && !dying) continue;
    if (s.fired_at >= 0 && s.fired_at != state.moment) continue;
    for (Broadside b : {Broadside::Port, Broadside::Starboard}) {
      if (b == Broadside::Port ? s.fired_port : s.fired_starboard) continue;
      for (int t = 0; t < n; ++t) {
        const Ship &o = state.ships[static_cast<std::size_t>(t)];
        if (o.side == s.side || !o.afloat()) continue;
        // Each ship is at most two hexes long: bows farther apart than range + 2 cannot bear.
        if (core::distance(s.bow.hex, o.bow.hex) > maxRange(setup(rules, i).kind) + 2) continue;
        int d = 0;
        if (!bears(rules, state, i, b, t, &d)) continue;
        out.push_back({i, b, t, d, broadsideDamage(setup(rules, i).kind, d)});
      }
    }
  }
  return out;
}

std::vector<std::vector<int>> movementGroups(const Rules &rules) { return MapMemo::of(rules).groups(rules); }

bool inZone(const Rules &rules, const State &state, int i) {
  if (!state.ships[static_cast<std::size_t>(i)].afloat()) return false;
  for (Hex h : hexesOf(rules, state, i))
    if (rules.zone.contains(h)) return true;
  return false;
}

int inZoneCount(const Rules &rules, const State &state, int side) {
  int n = 0;
  for (int i = 0; i < static_cast<int>(state.ships.size()); ++i)
    n += state.ships[static_cast<std::size_t>(i)].side == side && inZone(rules, state, i);
  return n;
}

namespace {

const OrderList &ordersOf(const Rules &rules, const State &state, int i) {
  return MapMemo::of(rules).orders(rules, setup(rules, i).kind, state.ships[static_cast<std::size_t>(i)].bow);
}

/// The ship of `side` still to be given an order, or -1.
int shipToOrder(const State &s, int side) {
  for (int i = 0; i < static_cast<int>(s.ships.size()); ++i) {
    const Ship &sh = s.ships[static_cast<std::size_t>(i)];
    if (sh.side == side && sh.takesOrders() && !sh.written) return i;
  }
  return -1;
}

} // namespace

std::vector<WriteOrder> candidateOrders(const Rules &rules, const State &state, int i) {
  const OrderList &list = ordersOf(rules, state, i);
  std::vector<WriteOrder> out;
  out.reserve(list.size());
  for (std::size_t k = 0; k < list.size(); ++k)
    out.push_back(list.order(i, k));
  return out;
}

bool boxedIn(const Rules &rules, Kind kind, HexPose pose) {
  const auto sea = [&](Hex h) { return rules.map.contains(h) && !rules.land(h); };
  std::array<bool, 7> seen{};
  std::vector<int> facings{pose.facing};
  seen[static_cast<std::size_t>(pose.facing)] = true;
  for (std::size_t k = 0; k < facings.size(); ++k) {
    const int f = facings[k];
    if (sea(core::step(pose.hex, f))) return false;
    for (int turn : {1, -1}) {
      const int next = core::turnFacing(f, turn);
      if (seen[static_cast<std::size_t>(next)]) continue;
      if (kind == Kind::ThreeMaster && !sea(core::step(pose.hex, core::oppositeFacing(next)))) continue;
      seen[static_cast<std::size_t>(next)] = true;
      facings.push_back(next);
    }
  }
  return true;
}

std::vector<OrderWarning> orderWarnings(const Rules &rules, const State &state, const WriteOrder &order) {
  std::vector<OrderWarning> out;
  if (validate(rules, state, order)) return out;
  const Ship &sh = state.ships[static_cast<std::size_t>(order.ship)];
  const Kind kind = setup(rules, order.ship).kind;
  const std::string &who = shipName(rules, order.ship);
  const Resolved r = resolveOrder(rules, sh.bow.facing, order.tokens);
  HexPose pose = sh.bow;
  for (std::size_t k = 0; k < r.steps.size(); ++k) {
    HexPose next = pose;
    Hex entering = next.hex;
    bool enters = true;
    if (r.steps[k] == kAdvance) {
      next.hex = core::step(pose.hex, pose.facing);
      entering = next.hex;
    } else {
      next.facing = core::turnFacing(pose.facing, r.steps[k]);
      enters = kind == Kind::ThreeMaster;
      entering = core::step(next.hex, core::oppositeFacing(next.facing));
    }
    const int point = static_cast<int>(k) + 1;
    const std::string at = std::to_string(point);
    if (enters && !rules.map.contains(entering)) {
      const bool leave = rules.options.map_edge == MapEdge::Leave;
      out.push_back(
          {leave ? OrderWarning::Kind::OffMap : OrderWarning::Kind::Stops, point, pose.hex, entering,
           "DT-MOVE-5",
           leave ? fill(tr("{ship} would sail off the map at point {point} of its order and leave the "
                           "game"),
                        {{"ship", who}, {"point", at}})
                 : fill(tr("{ship} would reach the edge of the map on {hex} at point {point} of its "
                           "order and stop there"),
                        {{"ship", who}, {"hex", formatHex(pose.hex)}, {"point", at}})});
      if (leave) return out;
      break;
    }
    if (enters && rules.land(entering)) {
      const bool aground = rules.options.order_onto_land == OrderOntoLand::Aground;
      out.push_back({aground ? OrderWarning::Kind::Aground : OrderWarning::Kind::Stops, point, pose.hex,
                     entering, "DT-MOVE-4",
                     aground
                         ? fill(tr("{ship} would run aground on {hex} at point {point} of its order (land at "
                                   "{land}) and never move again"),
                                {{"ship", who},
                                 {"hex", formatHex(pose.hex)},
                                 {"point", at},
                                 {"land", formatHex(entering)}})
                         : fill(tr("{ship} would stop short of land at {land} on {hex}, at point {point} of "
                                   "its order"),
                                {{"ship", who},
                                 {"land", formatHex(entering)},
                                 {"hex", formatHex(pose.hex)},
                                 {"point", at}})});
      if (aground) return out;
      break;
    }
    pose = next;
  }
  if (boxedIn(rules, kind, pose))
    out.push_back({OrderWarning::Kind::BoxedIn, 0, pose.hex, pose.hex, "DT-MOVE-2",
                   fill(tr("from {hexes} facing {facing}, {ship} could only ever turn in place: land or the "
                           "map's edge closes every way out"),
                        {{"hexes", hexesText(hexesAt(kind, pose))},
                         {"facing", facingText(pose.facing)},
                         {"ship", who}})});
  return out;
}

// ---- the game ----------------------------------------------------------------------------------

State initialState(const Rules &rules) {
  State s;
  for (const ShipSetup &setup : rules.ships) {
    Ship sh;
    sh.side = setup.side;
    sh.bow = setup.bow;
    sh.resistance = setup.resistance;
    s.ships.push_back(sh);
  }
  if (rules.wind == WindSetup::Toss) {
    s.phase = Phase::Wind;
    s.wind = 0;
    return s;
  }
  s.wind = rules.wind == WindSetup::North ? 1 : 4;
  // Turn 1 as newTurn() makes it, without its log line.
  s.turn = 0;
  Applied scratch{s, {}};
  Context c{rules, scratch, Narration::Silent};
  newTurn(c);
  return scratch.state;
}

int actor(const Rules &rules, const State &s) {
  switch (s.phase) {
  case Phase::Over: return game::kTerminal;
  case Phase::Wind: return game::kChance;
  case Phase::Orders:
    for (int side : {rules.first, 1 - rules.first})
      if (!s.sealed[static_cast<std::size_t>(side)]) return side;
    return rules.first;
  case Phase::Execution:
    for (int side : {rules.first, 1 - rules.first})
      if (!s.held[static_cast<std::size_t>(side)]) return side;
    return rules.first;
  }
  return game::kTerminal;
}

std::optional<Ruling> validate(const Rules &rules, const State &s, const Action &action) {
  if (s.phase == Phase::Over) return refuse("DT-GAME-1", tr("the game is over"));
  return std::visit(
      Overload{
          [&](const SetWind &a) -> std::optional<Ruling> {
            if (s.phase != Phase::Wind) return refuse("DT-WIND-1", tr("the wind is already set"));
            if (a.facing != 1 && a.facing != 4) return refuse("DT-WIND-1", tr("the wind is north or south"));
            return std::nullopt;
          },
          [&](const WriteOrder &a) { return validateOrder(rules, s, a); },
          [&](const Seal &a) -> std::optional<Ruling> {
            if (auto r = notOrders(rules, s)) return r;
            if (a.side < 0 || a.side > 1) return refuse("DT-SHIP-1", tr("no such fleet"));
            if (s.sealed[static_cast<std::size_t>(a.side)])
              return refuse("DT-ORDER-4", fill(tr("{side}'s orders are already sealed"),
                                               {{"side", sideName(rules, a.side)}}));
            return orderMissing(rules, s, a.side);
          },
          [&](const Fire &a) { return validateFire(rules, s, a); },
          [&](const Hold &a) -> std::optional<Ruling> {
            if (s.phase == Phase::Wind) return notOrders(rules, s);
            if (s.phase != Phase::Execution)
              return refuse("DT-EXEC-2", tr("there is nothing to hold before the execution: the fleets are "
                                            "writing their orders (seal SIDE when a fleet is done)"));
            if (a.side < 0 || a.side > 1) return refuse("DT-SHIP-1", tr("no such fleet"));
            if (s.held[static_cast<std::size_t>(a.side)])
              return refuse("DT-EXEC-2",
                            fill(tr("{side} is done at moment {m} (it held, or has no new chance to fire); "
                                    "{other} fires or holds, and the execution goes on"),
                                 {{"side", sideName(rules, a.side)},
                                  {"m", num(s.moment)},
                                  {"other", sideName(rules, 1 - a.side)}}));
            return std::nullopt;
          },
      },
      action);
}

Applied apply(const Rules &rules, const State &state, const Action &action, Narration narration) {
  if (auto refusal = validate(rules, state, action)) throw RuleViolation(*refusal);
  Applied out{state, {}};
  Context c{rules, out, narration};
  State &s = out.state;
  std::visit(
      Overload{
          [&](const SetWind &a) {
            s.wind = a.facing;
            c.cite({"DT-WIND-1"}, [&] {
              return fill(tr("the coin falls: the wind is {wind} for the whole game"),
                          {{"wind", a.facing == 1 ? tr("north") : tr("south")}});
            });
            s.turn = 0;
            newTurn(c);
          },
          [&](const WriteOrder &a) {
            Ship &sh = c.ship(a.ship);
            const Resolved r = resolveOrder(rules, sh.bow.facing, a.tokens);
            sh.written = true;
            sh.order = r.steps;
            // Everybody hears that an order was written, never for which ship: that would tell
            // the other fleet which ships stay (DT-ORDER-4).
            c.cite({"DT-ORDER-1"}, [&] {
              return fill(tr("{side} writes an order"), {{"side", sideName(rules, sh.side)}});
            });
            c.cite({"DT-ORDER-1", "DT-ORDER-2"},
                   [&] {
                     return fill(
                         tr("{ship}'s secret order: {order} ({points})"),
                         {{"ship", c.name(a.ship)},
                          {"order", formatTokens(a.tokens)},
                          {"points", counted(r.points(), core::trn("{n} point", "{n} points", r.points()))}});
                   },
                   {sh.side});
          },
          [&](const Seal &a) {
            s.sealed[static_cast<std::size_t>(a.side)] = true;
            c.cite({"DT-ORDER-4"}, [&] {
              return fill(tr("{side}'s orders are complete and sealed"), {{"side", sideName(rules, a.side)}});
            });
            if (s.sealed[0] && s.sealed[1]) startExecution(c);
          },
          [&](const Fire &a) {
            Ship &sh = c.ship(a.ship);
            int d = 0;
            bears(rules, s, a.ship, a.broadside, a.target, &d);
            const int points = broadsideDamage(rules.ships[static_cast<std::size_t>(a.ship)].kind, d);
            sh.fired_at = s.moment;
            (a.broadside == Broadside::Port ? sh.fired_port : sh.fired_starboard) = true;
            c.cite({"DT-FIRE-1", "DT-FIRE-3"}, [&] {
              return fill(tr("{ship} fires its {broadside} broadside at {target}, {distance} away: {points}"),
                          {{"ship", c.name(a.ship)},
                           {"broadside", tr(broadsideName(a.broadside))},
                           {"target", c.name(a.target)},
                           {"distance", counted(d, core::trn("{n} hex", "{n} hexes", d))},
                           {"points", counted(points, core::trn("{n} point", "{n} points", points))}});
            });
            damage(c, a.target, points, "DT-FIRE-3");
            checkLastAfloat(c);
          },
          [&](const Hold &a) {
            s.held[static_cast<std::size_t>(a.side)] = true;
            if (s.held[0] && s.held[1]) advance(c);
          },
      },
      action);
  return out;
}

std::vector<Action> legalActions(const Rules &rules, const State &s) {
  std::vector<Action> out;
  const int side = actor(rules, s);
  if (side < 0) return out;
  if (s.phase == Phase::Orders) {
    if (const int i = shipToOrder(s, side); i >= 0) {
      std::vector<WriteOrder> orders = candidateOrders(rules, s, i);
      out.reserve(orders.size());
      for (WriteOrder &w : orders)
        out.push_back(std::move(w));
      return out;
    }
    out.push_back(Seal{side});
    return out;
  }
  for (const FireChance &f : fireChances(rules, s))
    if (s.ships[static_cast<std::size_t>(f.ship)].side == side)
      out.push_back(Fire{f.ship, f.broadside, f.target});
  out.push_back(Hold{side});
  return out;
}

Action drawLegal(const Rules &rules, const State &s, std::uint64_t draw) {
  if (const int side = actor(rules, s); s.phase == Phase::Orders && side >= 0) {
    if (const int i = shipToOrder(s, side); i >= 0) {
      // One order of candidateOrders', the others not copied.
      const OrderList &list = ordersOf(rules, s, i);
      return list.order(i, static_cast<std::size_t>(draw % list.size()));
    }
  }
  std::vector<Action> legal = legalActions(rules, s);
  return std::move(legal[static_cast<std::size_t>(draw % legal.size())]);
}

std::vector<game::ChanceOutcome<Action>> chanceOutcomes(const Rules &, const State &s) {
  if (s.phase != Phase::Wind) return {};
  return {{SetWind{1}, 0.5}, {SetWind{4}, 0.5}};
}

State observe(const Rules &, const State &state, int seat) {
  State seen = state;
  if (state.phase != Phase::Orders) return seen;
  // Every ship of the other fleet that may be given an order looks the same: whether it has one
  // is as secret as the order itself (an unordered ship stays, DT-ORDER-4).
  for (Ship &sh : seen.ships)
    if (sh.side != seat && sh.takesOrders()) {
      sh.order.clear();
      sh.written = false;
      sh.hidden = true;
    }
  return seen;
}

namespace {

/// Ship i's order drawn among its candidate orders.
void drawOrder(const Rules &rules, State &s, int i, std::mt19937_64 &rng) {
  Ship &sh = s.ships[static_cast<std::size_t>(i)];
  const std::vector<WriteOrder> options = candidateOrders(rules, s, i);
  const WriteOrder &pick = options[std::uniform_int_distribution<std::size_t>(0, options.size() - 1)(rng)];
  sh.order = resolveOrder(rules, sh.bow.facing, pick.tokens).steps;
  sh.written = true;
}

} // namespace

State determinize(const Rules &rules, const State &observed, int, std::mt19937_64 &rng) {
  State s = observed;
  for (int i = 0; i < static_cast<int>(s.ships.size()); ++i) {
    Ship &sh = s.ships[static_cast<std::size_t>(i)];
    if (!sh.hidden) continue;
    sh.hidden = false;
    // A fleet still writing gives its orders later in the game tree; a sealed one has given them.
    if (s.sealed[static_cast<std::size_t>(sh.side)]) drawOrder(rules, s, i, rng);
  }
  return s;
}

State simultaneous(const Rules &rules, const State &state, int seat, std::mt19937_64 &rng) {
  if (state.phase != Phase::Orders) return state;
  // A quarter of the ships get an order at random: the other fleet may see what its judgement
  // does not, and a search that trusted one guess would not look at the others.
  constexpr double kAtRandom = 0.25;
  State s = state;
  for (int side : {0, 1}) {
    if (side == seat) continue;
    for (int i = 0; i < static_cast<int>(s.ships.size()); ++i) {
      if (const Ship &sh = s.ships[static_cast<std::size_t>(i)]; sh.side != side || !sh.takesOrders()) continue;
      if (std::uniform_real_distribution<double>(0, 1)(rng) < kAtRandom) {
        drawOrder(rules, s, i, rng);
        continue;
      }
      // The order its own fleet judges best where its orders so far leave the ships (ties at random),
      // each tried in place.
      double best = -1;
      std::vector<OrderStep> pick;
      for (const WriteOrder &w : candidateOrders(rules, s, i)) {
        Ship &ship = s.ships[static_cast<std::size_t>(i)];
        ship.order = resolveOrder(rules, ship.bow.facing, w.tokens).steps;
        ship.written = true;
        const double v =
            heuristic(rules, s)[static_cast<std::size_t>(side)] + 1e-9 * static_cast<double>(rng() % 1000);
        if (v > best) {
          best = v;
          pick = ship.order;
        }
      }
      s.ships[static_cast<std::size_t>(i)].order = std::move(pick);
    }
    s.sealed[static_cast<std::size_t>(side)] = true;
  }
  return s;
}

namespace {

/// The state as the written orders will leave it, each carried out on a sea with no enemy: a
/// written order is secret until executed, so a judgement of the state as it stands sees no
/// difference between orders. The writer's own seat sees its own orders (the search samples the
/// other fleet's), so it may judge where they lead. Land and the map edge act as in point() (a
/// ship runs aground, stops or leaves). The ships move group after group (DT-EXEC-1): one that
/// meets a ship of its own fleet (at its end if its group moved before, else where it stands)
/// stops there, and one that rams it costs it the ram's points (DT-CONTACT-*); `fouls` counts
/// these contacts by fleet.
State projected(const Rules &rules, const State &state, std::array<int, 2> &fouls) {
  if (state.phase != Phase::Orders && state.phase != Phase::Execution) return state;
  State s = state;
  const int n = static_cast<int>(s.ships.size());
  // What is left of each order, read in place: `state` outlives the projection.
  const auto rest = [&](int i) {
    const Ship &sh = state.ships[static_cast<std::size_t>(i)];
    return canStep(sh) ? std::span<const OrderStep>(sh.order).subspan(static_cast<std::size_t>(sh.done))
                       : std::span<const OrderStep>();
  };
  const auto walk = [&](int i) {
    Ship &sh = s.ships[static_cast<std::size_t>(i)];
    const Kind kind = setup(rules, i).kind;
    sh.bow = state.ships[static_cast<std::size_t>(i)].bow;
    for (OrderStep st : rest(i)) {
      const auto [next, entering, enters] = takeStep(kind, sh.bow, st);
      if (enters && !rules.map.contains(entering)) {
        if (rules.options.map_edge == MapEdge::Leave) sh.left = true;
        return;
      }
      if (enters && rules.land(entering)) {
        if (rules.options.order_onto_land == OrderOntoLand::Aground) sh.aground = true;
        return;
      }
      sh.bow = next;
      const ShipHexes mine = hexesAt(kind, sh.bow);
      for (int o = 0; o < n; ++o) {
        const Ship &other = s.ships[static_cast<std::size_t>(o)];
        if (o == i || other.side != sh.side || !other.afloat()) continue;
        const ShipHexes theirs = hexesOf(rules, s, o);
        if (!mine.overlaps(theirs)) continue;
        if (st == kAdvance && std::find(theirs.begin(), theirs.end(), sh.bow.hex) != theirs.end())
          s.ships[static_cast<std::size_t>(o)].resistance -= rules.options.ram_damage;
        ++fouls[static_cast<std::size_t>(sh.side)];
        return;
      }
    }
  };
  for (const std::vector<int> &group : MapMemo::of(rules).groups(rules))
    for (int i : group)
      if (!rest(i).empty()) walk(i);
  return s;
}

/// How near a fleet's ships stand to the zone: each ship afloat counts 1 in it, 1 / (1 + its
/// distance) outside, nothing when it can never come (aground, or boxed in).
double approach(const Rules &rules, const State &s, int side) {
  MapMemo &memo = MapMemo::of(rules);
  double a = 0;
  for (int i = 0; i < static_cast<int>(s.ships.size()); ++i) {
    const Ship &sh = s.ships[static_cast<std::size_t>(i)];
    if (sh.side != side || !sh.afloat()) continue;
    if (inZone(rules, s, i)) {
      a += 1;
      continue;
    }
    if (sh.aground || memo.boxed(rules, setup(rules, i).kind, sh.bow)) continue;
    if (const int d = memo.zoneDistance(rules, sh.bow.hex); d >= 0) a += 1.0 / (1 + d);
  }
  return a;
}

} // namespace

std::vector<double> heuristic(const Rules &rules, const State &state) {
  std::array<int, 2> fouls{};
  const State s = projected(rules, state, fouls);
  const double p0 = s.points(0), p1 = s.points(1);
  const double share = p0 + p1 > 0 ? p0 / (p0 + p1) : 0.5;
  const double z0 = inZoneCount(rules, s, 0), z1 = inZoneCount(rules, s, 1);
  const double zone = z0 + z1 > 0 ? z0 / (z0 + z1) : 0.5;
  const double a0 = approach(rules, s, 0), a1 = approach(rules, s, 1);
  const double near = a0 + a1 > 0 ? a0 / (a0 + a1) : 0.5;
  double v = 0.6 * share + 0.3 * zone + 0.1 * near;
  // A fleet alone in the zone once it has been contested wins at the end of the turn (DT-WIN-2):
  // where the orders lead decides the game, not by a share of the zone.
  const bool decides = rules.options.zone_victory == ZoneVictory::Literal ||
                       (rules.options.zone_victory == ZoneVictory::Contested && state.contested);
  if (decides && (z0 > 0) != (z1 > 0)) v = z0 > 0 ? 0.75 + 0.25 * v : 0.25 * v;
  // Both ships of a contact stop for the rest of the turn: whatever was left of the orders is lost.
  v = std::clamp(v - 0.1 * fouls[0] + 0.1 * fouls[1], 0.0, 1.0);
  return {v, 1 - v};
}

} // namespace amiraute::detroits
