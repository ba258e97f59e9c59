#include "games/haute_mer/Engine.h"

#include "core/I18n.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <sstream>
#include <tuple>
#include <type_traits>

namespace amiraute::haute_mer {

namespace {

using core::fill;
using core::tr;
using core::trn;

constexpr double kEps = 1e-9;

/// Fleets up to this many ships afloat find a ship's neighbours by looking at every ship; larger
/// ones by the ships sorted by x (sweep and prune).
constexpr std::size_t kSmallFleet = 48;

/// core::headingVector(), remembered: a play-out asks for the same few headings again and again
/// (a ship's heading changes only when it pivots). The same vectors, without a sine and cosine.
core::Vec2 headingVectorOf(double heading_deg) {
  struct Slot {
    std::uint64_t bits = 0;
    bool set = false;
    core::Vec2 forward;
  };
  thread_local std::array<Slot, 256> memo;
  std::uint64_t bits;
  std::memcpy(&bits, &heading_deg, sizeof bits);
  Slot &slot = memo[static_cast<std::size_t>(((bits ^ (bits >> 31)) * 0x9E3779B97F4A7C15ull) >> 56)];
  if (!slot.set || slot.bits != bits) slot = {bits, true, core::headingVector(heading_deg)};
  return slot.forward;
}

/// Half the diagonal of a class's base: the radius of the disc that holds it.
double halfDiagonal(const ShipClass &c) { return 0.5 * std::sqrt(c.length * c.length + c.width * c.width); }

/// A value's name in the player's language (valueName is the command's word).
std::string valueWord(Value v) {
  return v == Value::Movement ? tr("movement") : v == Value::Combat ? tr("combat") : tr("structure");
}
std::string fmt(double v, int precision = 2) {
  // to_chars, not a stream: no locale to look up for every refusal a play-out meets.
  char buffer[64];
  const auto r = std::to_chars(buffer, buffer + sizeof buffer, v, std::chars_format::fixed, precision);
  std::string s(buffer, r.ptr);
  while (s.find('.') != std::string::npos && (s.back() == '0' || s.back() == '.')) {
    const bool dot = s.back() == '.';
    s.pop_back();
    if (dot) break;
  }
  // The decimal mark of the language the sentence is written in: 0,5 UD in French (core::decimal's).
  if (const std::size_t mark = s.find('.'); mark != std::string::npos && core::language() == "fr")
    s[mark] = ',';
  return s;
}

std::string edgeWord(Edge e) {
  switch (e) {
  case Edge::North: return tr("north");
  case Edge::East: return tr("east");
  case Edge::South: return tr("south");
  case Edge::West: return tr("west");
  }
  return {};
}

std::string bandText(int hit_on) { return hit_on >= 6 ? "6" : std::to_string(hit_on) + "+"; }

RuleError err(std::string clause, std::string message) {
  return RuleError{std::move(clause), std::move(message)};
}

/// Sub-segments of the firing line where another base blocks it (HM-LOS-2): one or two, kept
/// on the stack because the fire table asks for them for every pair in range.
struct Stretches {
  std::array<std::pair<core::Vec2, core::Vec2>, 2> items;
  std::size_t count = 0;
  const std::pair<core::Vec2, core::Vec2> *begin() const { return items.data(); }
  const std::pair<core::Vec2, core::Vec2> *end() const { return items.data() + count; }
};

Stretches blockingStretches(const RuleOptions &rules, core::Vec2 p, core::Vec2 q) {
  const core::Vec2 d = q - p;
  const double len = core::length(d);
  if (rules.line_of_fire == LineOfFireRule::AnyShip || len <= 2 * rules.los_clearance + kEps)
    return Stretches{{{{p, q}, {}}}, 1};
  const core::Vec2 u = d * (1.0 / len);
  return Stretches{{{{p, p + u * rules.los_clearance}, {q - u * rules.los_clearance, q}}}, 2};
}

} // namespace

bool Engine::isEnemy(int a, int b) const { return scenario_.ships[a].side != scenario_.ships[b].side; }

double Engine::remainingMovement(const State &state, int ship) const {
  return std::max(0.0, state.ships[ship].movement - state.ships[ship].moved_ud);
}

bool Engine::sinks(const ShipState &t, int damage) {
  if (damage <= 0 || t.structure <= 0) return false;
  // HM-DMG-1: the first point is on structure; the owner then puts the rest anywhere, so he
  // keeps the ship afloat as long as movement and combat can soak the remaining points.
  const int after_first = t.structure - 1;
  const int overflow = std::max(0, damage - 1 - t.movement - t.combat);
  return after_first - overflow <= 0;
}

void Engine::prepareBases(const State &state, Bases &bases) const {
  // The bases are kept from call to call (and the moves legal() found for each ship): between two
  // steps of a play-out one ship moves, so only what changed is worked out again. What they were
  // worked out for is checked first: another scenario (or the first call) starts afresh.
  const std::size_t n = state.ships.size();
  const RuleOptions &r = scenario_.rules;
  const std::array<double, 5> world = {r.straight_before_pivot, r.pivot_cost, r.max_pivot,
                                       scenario_.table ? scenario_.table->width : -1,
                                       scenario_.table ? scenario_.table->height : -1};
  const bool same = bases.scenario == &scenario_ && bases.scenario_id == scenario_.id &&
                    bases.world == world && bases.of.size() == n;
  if (!same) {
    bases.scenario = &scenario_;
    bases.scenario_id = scenario_.id;
    bases.world = world;
    bases.side.resize(n);
    for (std::size_t i = 0; i < n; ++i)
      bases.side[i] = scenario_.ships[i].side;
    bases.of.assign(n, {});
    bases.radius.assign(n, 0);
    bases.pose.assign(n, std::nullopt);
    bases.afloat_now.assign(n, 0);
    bases.stamp.assign(n, 0);
    bases.ready.assign(n, 0);
    bases.moves.resize(n);
    for (Bases::Moves &m : bases.moves)
      m.valid = false;
  }
  ++bases.clock;
  if (!same) {
    bases.log.clear();
    bases.log_from = bases.clock;
  } else if (bases.log.size() > 4096) {
    // Forget the older half of the changes, whole calls at a time: a move list older than what
    // is left is checked against every ship's stamp instead.
    const std::uint64_t keep_from = bases.log[bases.log.size() / 2].first + 1;
    std::erase_if(bases.log, [&](const auto &e) { return e.first < keep_from; });
    bases.log_from = keep_from;
  }
  bool any_changed = !same, membership_changed = !same;
  for (std::size_t i = 0; i < n; ++i) {
    const ShipState &sh = state.ships[i];
    const char afloat = !sh.sunk && sh.pose;
    if (bases.ready[i] && bases.pose[i] == sh.pose && bases.afloat_now[i] == afloat) continue;
    const core::Base base = shipBase(scenario_, state, static_cast<int>(i));
    bases.of[i] = core::prepare(base, headingVectorOf(base.pose.heading_deg));
    bases.radius[i] = halfDiagonal(scenario_.shipClass(static_cast<int>(i)));
    bases.pose[i] = sh.pose;
    membership_changed = membership_changed || bases.afloat_now[i] != afloat;
    bases.afloat_now[i] = afloat;
    bases.ready[i] = 1;
    bases.stamp[i] = bases.clock;
    bases.log.emplace_back(bases.clock, static_cast<int>(i));
    any_changed = true;
  }
  bases.near_ship = -1;
  bases.near.clear();
  if (!any_changed) return;
  bases.last_change = bases.clock;
  // The broad phase of the move checks: the ships afloat by the x of their centre (sweep and
  // prune), so each ship's neighbours are a window of this list, not every ship. Between two
  // steps the order barely changes: sorted again by insertion.
  if (membership_changed) {
    bases.afloat.clear();
    bases.widest = 0;
    for (std::size_t i = 0; i < n; ++i)
      if (bases.afloat_now[i]) {
        bases.afloat.push_back(static_cast<int>(i));
        bases.widest = std::max(bases.widest, bases.radius[i]);
      }
    bases.by_x = bases.afloat;
  }
  if (bases.afloat.size() <= kSmallFleet) return; // listNear() looks at every ship
  bases.xs.resize(bases.by_x.size());
  for (std::size_t k = 0; k < bases.by_x.size(); ++k)
    bases.xs[k] = bases.of[static_cast<std::size_t>(bases.by_x[k])].base.pose.center.x;
  for (std::size_t k = 1; k < bases.xs.size(); ++k)
    for (std::size_t m = k; m > 0 && bases.xs[m] < bases.xs[m - 1]; --m) {
      std::swap(bases.xs[m], bases.xs[m - 1]);
      std::swap(bases.by_x[m], bases.by_x[m - 1]);
    }
}

bool Engine::movesStillHold(const State &state, int ship, const Bases &bases) const {
  // The moves of a ship depend on its own state, the rules and the bases near it: they hold while
  // the ship is as it was and every ship that changed since is neither one it was near nor near now.
  const auto i = static_cast<std::size_t>(ship);
  const Bases::Moves &m = bases.moves[i];
  if (!m.valid || !(m.own == state.ships[i])) return false;
  const core::Vec2 centre = bases.of[i].base.pose.center;
  const auto unchanged = [&](std::size_t j) {
    if (j == i) return false;
    if (std::binary_search(m.near.begin(), m.near.end(), static_cast<int>(j))) return false;
    if (!bases.afloat_now[j]) return true;
    const core::Vec2 d = bases.of[j].base.pose.center - centre;
    const double r = m.reach + bases.radius[j];
    return d.x * d.x + d.y * d.y > r * r;
  };
  if (m.at + 1 >= bases.log_from) {
    // The log holds every change since: only those ships are looked at.
    for (auto e = bases.log.rbegin(); e != bases.log.rend() && e->first > m.at; ++e)
      if (!unchanged(static_cast<std::size_t>(e->second))) return false;
  } else {
    for (std::size_t j = 0; j < state.ships.size(); ++j)
      if (bases.stamp[j] > m.at && !unchanged(j)) return false;
  }
  m.at = bases.clock; // nothing that matters changed up to now
  return true;
}

template <class Move>
bool Engine::keptLegal(const State &state, int ship, const Move &move, const Bases &bases) const {
  // The moves legal() keeps for a ship are its legal moves while they still hold, and so are the
  // whole moves considered() worked out with them: apply() after either need not sweep the same
  // move again.
  constexpr bool whole = std::is_same_v<Move, Manoeuvre>;
  const auto i = static_cast<std::size_t>(ship);
  if (i >= bases.moves.size() || (whole && !bases.moves[i].whole_ready) ||
      !movesStillHold(state, ship, bases))
    return false;
  const std::vector<Action> &kept = whole ? bases.moves[i].whole : bases.moves[i].legal;
  return std::find_if(kept.begin(), kept.end(), [&](const Action &a) {
           const Move *m = std::get_if<Move>(&a);
           return m && *m == move;
         }) != kept.end();
}

double Engine::listNear(const State &state, int ship, Bases &bases) const {
  // Every disc validateMove() draws about a move of this ship lies within `reach` of its centre:
  // a straight move of t UD is a disc of radius (L + t, W) / 2 about the middle of the sweep, t / 2
  // from the centre; a pivot, a disc of radius |(L, W / 2)| about the stern, L / 2 from it. The
  // distance is the one HM-MOVE-1 allows (the movement left), with room for rounding, so a ship
  // left out of the list is one validateMove() would skip on its first test. A whole move
  // (considered()) pivots after sailing up to all of it, and the pivot shifts the centre by at
  // most L: every disc of its steps lies within the movement left and a pivot's reach.
  const ShipState &s = state.ships[static_cast<std::size_t>(ship)];
  const ShipClass &c = scenario_.shipClass(ship);
  constexpr double kSlack = 0.01;
  const double turning = 1.5 * c.length + c.width / 2;
  const double reach = remainingMovement(state, ship) + kSlack + turning + kSlack + 1e-3;
  bases.near_ship = ship;
  bases.near.clear();
  if (!s.pose) return reach;
  const core::Vec2 centre = s.pose->center;
  if (bases.afloat.size() <= kSmallFleet) {
    // A few dozen ships: every one looked at, without a branch to mispredict, is quicker than a
    // search in the x order (and the list comes out in index order).
    bases.near.resize(bases.afloat.size());
    std::size_t count = 0;
    for (const int j : bases.afloat) {
      const auto jj = static_cast<std::size_t>(j);
      const core::Vec2 d = bases.of[jj].base.pose.center - centre;
      const double r = reach + bases.radius[jj];
      bases.near[count] = j;
      count += static_cast<std::size_t>(j != ship) & static_cast<std::size_t>(d.x * d.x + d.y * d.y <= r * r);
    }
    bases.near.resize(count);
    return reach;
  }
  // Only the ships whose centre's x lies within reach of this one's can be near.
  const double span = reach + bases.widest;
  const auto first = std::lower_bound(bases.xs.begin(), bases.xs.end(), centre.x - span);
  for (auto it = first; it != bases.xs.end() && *it <= centre.x + span; ++it) {
    const int j = bases.by_x[static_cast<std::size_t>(it - bases.xs.begin())];
    if (j == ship) continue;
    const auto jj = static_cast<std::size_t>(j);
    const core::Vec2 d = bases.of[jj].base.pose.center - centre;
    const double r = reach + bases.radius[jj];
    if (d.x * d.x + d.y * d.y <= r * r) bases.near.push_back(j);
  }
  std::sort(bases.near.begin(), bases.near.end()); // in index order, as the rulings name them
  return reach;
}

Engine::Bases &Engine::basesFor(const State &state, bool probe) const {
  // One per thread, kept from call to call: a play-out asks thousands of times, and between two
  // steps one ship moves. validate(), legal() and the fire solutions all start here, so every
  // question about a state is asked of the same prepared bases. The second set is for the states
  // part-way through a whole move.
  thread_local std::array<Bases, 2> sets;
  Bases &bases = sets[probe ? 1 : 0];
  prepareBases(state, bases);
  return bases;
}

std::optional<RuleError> Engine::forwardRefusal(const State &state, int ship, double distance,
                                                const Bases &bases, bool words) const {
  const ShipState &s = state.ships[static_cast<std::size_t>(ship)];
  if (!s.pose) return std::nullopt;
  const core::Vec2 forward = bases.of[static_cast<std::size_t>(ship)].forward;
  core::Pose to = *s.pose;
  to.center = to.center + forward * distance;
  return validateMove(state, ship, to, forward, false, bases, words);
}

std::optional<RuleError> Engine::pivotRefusal(const State &state, int ship, double degrees,
                                              const Bases &bases, bool words) const {
  const ShipState &s = state.ships[static_cast<std::size_t>(ship)];
  if (!s.pose) return std::nullopt;
  const core::Base from = shipBase(scenario_, state, ship);
  core::Pose to;
  to.heading_deg = core::normalizeHeading(s.pose->heading_deg + degrees);
  const core::Vec2 to_forward = headingVectorOf(to.heading_deg);
  const core::Vec2 from_forward = bases.of[static_cast<std::size_t>(ship)].forward;
  const core::Vec2 stern = from.pose.center - from_forward * (from.length / 2); // Base::stern()
  to.center = stern + to_forward * (from.length / 2);
  return validateMove(state, ship, to, to_forward, true, bases, words);
}

void Engine::pivotsRefused(const State &state, int ship, const double *degrees, std::size_t count,
                           const Bases &bases, bool *refused) const {
  // pivotRefusal() for several turns the same way (smallest first) at once: the same sweeps, the
  // same tests, the bases near the stern looked at once and the corners' crossings solved once
  // for the largest turn (core::pivotOverlaps over a span).
  const ShipState &s = state.ships[static_cast<std::size_t>(ship)];
  std::fill(refused, refused + count, false);
  if (!s.pose || count == 0) return;
  const core::PreparedBase &from_p = bases.of[static_cast<std::size_t>(ship)];
  const core::Base &from = from_p.base;
  const core::Vec2 stern = from.pose.center - from_p.forward * (from.length / 2); // Base::stern()
  std::array<core::PivotSweep, 4> sweeps;
  count = std::min(count, sweeps.size());
  for (std::size_t k = 0; k < count; ++k) {
    const double heading = core::normalizeHeading(s.pose->heading_deg + degrees[k]);
    const core::Vec2 to_forward = headingVectorOf(heading);
    double delta = heading - from.pose.heading_deg;
    while (delta > 180)
      delta -= 360;
    while (delta < -180)
      delta += 360;
    sweeps[k] = core::PivotSweep{
        from_p, stern, delta,
        core::prepare(core::Base{{stern + to_forward * (from.length / 2), from.pose.heading_deg},
                                 from.length,
                                 from.width},
                      to_forward)};
  }
  const double radius = std::sqrt(from.length * from.length + from.width / 2 * (from.width / 2));
  constexpr double kMargin = 1e-3;
  if (scenario_.table) {
    const double w = scenario_.table->width, h = scenario_.table->height;
    const bool inside = stern.x - radius > kMargin && stern.y - radius > kMargin &&
                        stern.x + radius < w - kMargin && stern.y + radius < h - kMargin;
    if (!inside)
      for (std::size_t k = 0; k < count; ++k)
        refused[k] = !core::pivotInsideTable(sweeps[k], w, h);
  }
  const bool listed = bases.near_ship == ship;
  const std::size_t others = listed ? bases.near.size() : state.ships.size();
  std::array<bool, 4> hits{};
  for (std::size_t n = 0; n < others; ++n) {
    const std::size_t j = listed ? static_cast<std::size_t>(bases.near[n]) : n;
    if (static_cast<int>(j) == ship || state.ships[j].sunk || !state.ships[j].pose) continue;
    const core::Vec2 other_centre = state.ships[j].pose->center;
    const core::Vec2 d = other_centre - stern;
    const double reach = radius + bases.radius[j] + kMargin;
    if (d.x * d.x + d.y * d.y > reach * reach) continue;
    const core::PreparedBase &other = bases.of[j];
    const core::Vec2 forward = other.forward;
    const core::Vec2 e = stern - other_centre;
    const double along = std::max(0.0, std::fabs(core::dot(e, forward)) - other.base.length / 2);
    const double across = std::max(0.0, std::fabs(e.x * forward.y - e.y * forward.x) - other.base.width / 2);
    if (along * along + across * across > (radius + kMargin) * (radius + kMargin)) continue;
    core::pivotOverlaps(std::span<const core::PivotSweep>(sweeps.data(), count), other,
                        std::span<bool>(hits.data(), count));
    bool all = true;
    for (std::size_t k = 0; k < count; ++k) {
      refused[k] = refused[k] || hits[k];
      all = all && refused[k];
    }
    if (all) return;
  }
}

std::optional<RuleError> Engine::validateMove(const State &state, int ship, const core::Pose &to,
                                              core::Vec2 to_forward, bool pivot, const Bases &bases,
                                              bool words) const {
  const ShipState &s = state.ships[ship];
  if (!s.pose) return std::nullopt; // a roster ship: the real table is the referee's (HM-REF-1)
  const core::PreparedBase &from_p = bases.of[static_cast<std::size_t>(ship)];
  const core::Base &from = from_p.base;
  const core::Vec2 stern = from.pose.center - from_p.forward * (from.length / 2); // Base::stern()
  // A disc that holds every base of the move: about the stern for a pivot (the bow corners are the
  // farthest points), about the middle of the swept rectangle for a straight move. Only what
  // touches the disc is looked at closer; the rulings are the same, the play-outs much faster.
  const double travel = core::length(to.center - from.pose.center);
  const core::Vec2 centre = pivot ? stern : (from.pose.center + to.center) * 0.5;
  const auto norm = [](double a, double b) { return std::sqrt(a * a + b * b); };
  const double radius =
      pivot ? norm(from.length, from.width / 2) : 0.5 * norm(from.length + travel, from.width);
  constexpr double kMargin = 1e-3;
  // The whole move at once (HM-MOVE-6): a straight move sweeps one rectangle from the stern where
  // it starts to the bow where it ends; a pivot sweeps what the base covers at every angle about
  // the stern, solved exactly (core::PivotSweep) rather than sampled degree by degree. Worked out
  // only when the table's edge or another base is near: most moves meet neither.
  std::optional<core::PivotSweep> turn;
  std::optional<core::PreparedBase> straight;
  const auto sweep = [&] {
    if (pivot && !turn) {
      double delta = to.heading_deg - from.pose.heading_deg;
      while (delta > 180)
        delta -= 360;
      while (delta < -180)
        delta += 360;
      turn = core::PivotSweep{
          from_p, stern, delta,
          core::prepare(core::Base{{stern + to_forward * (from.length / 2), from.pose.heading_deg},
                                   from.length,
                                   from.width},
                        to_forward)};
    } else if (!pivot && !straight) {
      straight = core::prepare(core::Base{{centre, from.pose.heading_deg}, from.length + travel, from.width},
                               from_p.forward); // the heading does not change
    }
  };
  if (scenario_.table) {
    const double w = scenario_.table->width, h = scenario_.table->height;
    const bool inside = centre.x - radius > kMargin && centre.y - radius > kMargin &&
                        centre.x + radius < w - kMargin && centre.y + radius < h - kMargin;
    if (!inside) {
      sweep();
      if (!(pivot ? core::pivotInsideTable(*turn, w, h) : core::baseInsideTable(*straight, w, h)))
        return err("HM-MOVE-7",
                   words ? fill(tr("{ship} would leave the table"), {{"ship", scenario_.ships[ship].name}})
                         : std::string());
    }
  }
  // The ships that may be in the way, in order: those near the ship when legal() found them,
  // else every other ship afloat and placed.
  const bool listed = bases.near_ship == ship;
  const std::size_t count = listed ? bases.near.size() : state.ships.size();
  for (std::size_t k = 0; k < count; ++k) {
    const std::size_t j = listed ? static_cast<std::size_t>(bases.near[k]) : k;
    if (static_cast<int>(j) == ship || state.ships[j].sunk || !state.ships[j].pose) continue;
    const core::Vec2 other_centre = state.ships[j].pose->center;
    const double other_radius = bases.radius[j];
    const core::Vec2 d = other_centre - centre;
    const double reach = radius + other_radius + kMargin;
    if (d.x * d.x + d.y * d.y > reach * reach) continue;
    const core::PreparedBase &prepared_other = bases.of[j];
    const core::Base &other = prepared_other.base;
    bool hit = false;
    if (pivot) {
      // Closer: the distance from the stern to the other base itself (every point the pivot
      // sweeps lies within `radius` of the stern).
      const core::Vec2 forward = prepared_other.forward;
      const core::Vec2 e = centre - other_centre;
      const double along = std::max(0.0, std::fabs(core::dot(e, forward)) - other.length / 2);
      const double across =
          std::max(0.0, std::fabs(e.x * forward.y - e.y * forward.x) - other.width / 2); // on starboard
      if (along * along + across * across > (radius + kMargin) * (radius + kMargin)) continue;
      sweep();
      hit = core::pivotOverlaps(*turn, prepared_other);
    } else {
      // Closer: the distance from the other ship's centre to the swept rectangle itself (the
      // other base lies within other_radius of its centre, so farther means apart).
      const core::Vec2 forward = from_p.forward;
      const double along = std::max(0.0, std::fabs(core::dot(d, forward)) - (from.length + travel) / 2);
      const double across = std::max(0.0, std::fabs(d.x * forward.y - d.y * forward.x) - from.width / 2);
      const double near = other_radius + kMargin;
      if (along * along + across * across > near * near) continue;
      sweep();
      hit = core::basesOverlap(*straight, prepared_other);
    }
    if (hit)
      return err("HM-MOVE-6",
                 words ? fill(tr("{ship} would run into {other}"),
                              {{"ship", scenario_.ships[ship].name}, {"other", scenario_.ships[j].name}})
                       : std::string());
  }
  return std::nullopt;
}

FireSolution Engine::solve(const State &state, int a, int t, bool torpedo,
                           std::optional<double> range) const {
  return solve(state, a, t, torpedo, range, basesFor(state), true);
}

FireSolution Engine::solve(const State &state, int a, int t, bool torpedo, std::optional<double> range,
                           const Bases &bases, bool words) const {
  FireSolution sol;
  sol.clauses.reserve(5); // the handful it holds, in one allocation
  const ShipState &sa = state.ships[a];
  const ShipState &st = state.ships[t];
  const std::string &an = scenario_.ships[a].name;
  const std::string &tn = scenario_.ships[t].name;
  auto refuse = [&](RuleError e) {
    sol.possible = false;
    sol.clauses.push_back(e.clause);
    sol.refusal = std::move(e);
    return sol;
  };
  if (a == t) return refuse(err("HM-FIRE-1", tr("a ship cannot fire on itself")));
  if (range) {
    sol.distance = *range;
    sol.measured = false;
    sol.clauses.push_back("HM-REF-2");
  } else {
    if (!sa.pose || !st.pose)
      return refuse(
          err("HM-REF-2", fill(tr("the positions of {ship} are unknown: give the distance measured on "
                                  "the table (range D)"),
                               {{"ship", !sa.pose ? an : tn}})));
    const LineOfFire line = lineOfFire(state, a, t, bases);
    sol.distance = line.distance;
    sol.from = line.from;
    sol.to = line.to;
    sol.blockers = line.blockers;
    sol.measured = true;
    sol.clauses.push_back("HM-FIRE-2");
  }
  if (torpedo) {
    sol.clauses.push_back("HM-TORP-2");
    if (!scenario_.shipClass(a).torpedoes)
      return refuse(err("HM-TORP-1", fill(tr("{ship} ({class}) carries no torpedoes"),
                                          {{"ship", an}, {"class", scenario_.shipClass(a).name}})));
    sol.damage_per_hit = scenario_.rules.torpedo_damage_per_hit;
    if (sol.distance <= 1 + kEps) {
      sol.dice = 4;
      sol.hit_on = 4;
    } else if (sol.distance <= 2 + kEps) {
      sol.dice = 2;
      sol.hit_on = 6;
    } else {
      return refuse(err("HM-TORP-2", fill(tr("{target} is {d} UD away: torpedoes reach 2 UD"),
                                          {{"target", tn}, {"d", fmt(sol.distance)}})));
    }
  } else {
    sol.clauses.push_back("HM-FIRE-3");
    if (sa.combat <= 0)
      return refuse(
          err("HM-FIRE-1", fill(tr("{ship} has no combat value left and cannot fire"), {{"ship", an}})));
    const double shortfall = sa.combat - sol.distance;
    if (shortfall < -kEps)
      return refuse(err(
          "HM-FIRE-2",
          fill(tr("{target} is {d} UD away, beyond {ship}'s maximum range of {r} UD"),
               {{"target", tn}, {"d", fmt(sol.distance)}, {"ship", an}, {"r", std::to_string(sa.combat)}})));
    const int band = std::min(3, std::max(0, static_cast<int>(std::floor(shortfall + kEps))));
    sol.dice = sa.combat;
    sol.hit_on = scenario_.rules.artillery_hit_on[band];
    sol.damage_per_hit = 1;
  }
  if (sol.measured) {
    sol.clauses.push_back("HM-LOS-1");
    sol.line_clear = sol.blockers.empty();
    if (!sol.line_clear) {
      sol.clauses.push_back("HM-LOS-2");
      std::string names;
      if (words)
        for (int b : sol.blockers)
          names += (names.empty() ? "" : ", ") + scenario_.ships[b].name;
      sol.refusal =
          err("HM-LOS-2", words ? fill(tr("the line of fire from {ship} to {target} is blocked by {ships}"),
                                       {{"ship", an}, {"target", tn}, {"ships", names}})
                                : std::string());
      sol.possible = false;
      return sol;
    }
  }
  sol.possible = true;
  return sol;
}

Engine::LineOfFire Engine::lineOfFire(const State &state, int a, int t) const {
  return lineOfFire(state, a, t, basesFor(state));
}

const Engine::Bases::Pair &Engine::pairOf(const State &state, int a, int t, const Bases &bases) const {
  // Between two moves nothing here changes: a fire phase asks about the same pairs at every step
  // (legal(), then the attack's validate, its dice and its resolution).
  const std::size_t n = state.ships.size();
  if (bases.pairs.size() != n * n) bases.pairs.assign(n * n, {});
  Bases::Pair &p = bases.pairs[static_cast<std::size_t>(a) * n + static_cast<std::size_t>(t)];
  if (p.at == 0 || p.at < bases.last_change) {
    p.dr = core::baseDistance(bases.of[static_cast<std::size_t>(a)], bases.of[static_cast<std::size_t>(t)]);
    p.blocked = lineBlocked(state, a, t, p.dr, bases);
    p.at = bases.clock;
  }
  return p;
}

Engine::LineOfFire Engine::lineOfFire(const State &state, int a, int t, const Bases &bases) const {
  LineOfFire line;
  const Bases::Pair &pair = pairOf(state, a, t, bases);
  const core::DistanceResult &dr = pair.dr;
  line.distance = std::round(dr.distance * 1e6) / 1e6; // keep band edges exact
  line.from = dr.point_a;
  line.to = dr.point_b;
  if (!pair.blocked) return line;
  forEachBlocker(state, a, t, dr, bases, [&](int j) {
    line.blockers.push_back(j);
    return false;
  });
  std::sort(line.blockers.begin(), line.blockers.end());
  return line;
}

bool Engine::lineBlocked(const State &state, int a, int t, const core::DistanceResult &dr,
                         const Bases &bases) const {
  bool blocked = false;
  forEachBlocker(state, a, t, dr, bases, [&](int) { return blocked = true; });
  return blocked;
}

template <class Found>
void Engine::forEachBlocker(const State &state, int a, int t, const core::DistanceResult &dr,
                            const Bases &bases, Found &&found) const {
  std::array<bool, 64> seen_small{};
  std::vector<bool> seen_large;
  if (state.ships.size() > seen_small.size()) seen_large.assign(state.ships.size(), false);
  const auto seen = [&](std::size_t j) -> bool {
    return seen_large.empty() ? seen_small[j] : static_cast<bool>(seen_large[j]);
  };
  const auto mark = [&](std::size_t j) {
    if (seen_large.empty())
      seen_small[j] = true;
    else
      seen_large[j] = true;
  };
  for (const auto &[p, q] : blockingStretches(scenario_.rules, dr.point_a, dr.point_b)) {
    const core::Vec2 pq = q - p;
    const double pq2 = core::dot(pq, pq);
    for (std::size_t j = 0; j < state.ships.size(); ++j) {
      const int jj = static_cast<int>(j);
      if (jj == a || jj == t || state.ships[j].sunk || !state.ships[j].pose || seen(j)) continue;
      // A base farther from the stretch than its half diagonal (and the touching distance)
      // cannot touch it: most ships are, and are left without preparing their base.
      const core::Vec2 c = state.ships[j].pose->center;
      const double u = pq2 > 0 ? std::clamp(core::dot(c - p, pq) / pq2, 0.0, 1.0) : 0.0;
      const core::Vec2 off = c - (p + pq * u);
      const double r = bases.radius[j] + 1e-3; // touching is 1e-6
      if (core::dot(off, off) > r * r) continue;
      if (core::segmentTouchesBase(p, q, bases.of[j])) {
        mark(j);
        if (found(jj)) return;
      }
    }
  }
}

Odds Engine::odds(const State &state, const FireSolution &sol, int target) const {
  Odds o;
  o.hits = core::hitDistribution(sol.dice, sol.hit_on);
  o.expected_damage = o.hits.expectedHits() * sol.damage_per_hit;
  for (int k = 0; k <= sol.dice; ++k)
    if (sinks(state.ships[target], k * sol.damage_per_hit)) o.p_sunk += o.hits.p(k);
  return o;
}

std::optional<RuleError> Engine::validate(const State &state, const Action &action) const {
  return check(state, action, basesFor(state), true);
}

std::optional<RuleError> Engine::check(const State &state, const Action &action, const Bases &bases,
                                       bool words) const {
  if (state.over) return err("HM-WIN-1", tr("the battle is over"));
  if (const auto *r = std::get_if<Roll>(&action)) {
    if (!state.attack) return err("HM-REF-3", tr("no attack is waiting for its dice"));
    return validateRoll(state, *state.attack, r->faces);
  }
  if (state.attack)
    return err("HM-SEQ-3", fill(tr("the dice of {ship}'s attack on {target} are rolled first"),
                                {{"ship", scenario_.ships[state.attack->ship].name},
                                 {"target", scenario_.ships[state.attack->target].name}}));
  const auto side_name = [&](int side) { return scenario_.sides[side]; };
  const auto check_ship = [&](int ship) -> std::optional<RuleError> {
    if (ship < 0 || ship >= static_cast<int>(state.ships.size())) return err("HM-SEQ-1", tr("no such ship"));
    if (state.ships[ship].sunk)
      return err("HM-DMG-4", fill(tr("{ship} is sunk"), {{"ship", scenario_.ships[ship].name}}));
    if (state.ships[ship].escaped)
      return err("HM-WIN-5", fill(tr("{ship} has left the table"), {{"ship", scenario_.ships[ship].name}}));
    return std::nullopt;
  };
  const auto check_turn = [&](int ship, Phase phase) -> std::optional<RuleError> {
    if (auto e = check_ship(ship)) return e;
    if (state.pending)
      return err("HM-DMG-2", fill(trn("{side} must first spread {n} damage on {ship}",
                                      "{side} must first spread {n} damage on {ship}", state.pending->points),
                                  {{"side", side_name(scenario_.ships[state.pending->ship].side)},
                                   {"n", std::to_string(state.pending->points)},
                                   {"ship", scenario_.ships[state.pending->ship].name}}));
    if (scenario_.ships[ship].side != state.side)
      return err("HM-SEQ-1", fill(tr("{ship} belongs to {owner}; it is {side}'s turn"),
                                  {{"ship", scenario_.ships[ship].name},
                                   {"owner", side_name(scenario_.ships[ship].side)},
                                   {"side", side_name(state.side)}}));
    if (state.phase != phase)
      return err(
          phase == Phase::Movement ? "HM-SEQ-2" : "HM-SEQ-3",
          phase == Phase::Movement
              ? tr("this is the fire phase; ships move in the movement phase")
              : tr("this is the movement phase; ships fire in the fire phase (type end to get there)"));
    return std::nullopt;
  };

  struct Visitor {
    const Engine &e;
    const State &state;
    decltype(check_ship) &ship_ok;
    decltype(check_turn) &turn_ok;
    const Bases &bases;
    bool words;

    std::optional<RuleError> operator()(const Place &a) const {
      if (auto x = ship_ok(a.ship)) return x;
      if (!std::isfinite(a.x) || !std::isfinite(a.y) || !std::isfinite(a.heading))
        return err("HM-REF-1", tr("a position needs finite numbers"));
      State probe = state;
      probe.ships[a.ship].pose = core::Pose{{a.x, a.y}, core::normalizeHeading(a.heading)};
      const core::Base b = shipBase(e.scenario_, probe, a.ship);
      const auto &sc = e.scenario_;
      if (sc.table && !core::baseInsideTable(b, sc.table->width, sc.table->height))
        return err("HM-MOVE-7",
                   fill(tr("{ship} would not be wholly on the table"), {{"ship", sc.ships[a.ship].name}}));
      for (std::size_t j = 0; j < state.ships.size(); ++j) {
        if (static_cast<int>(j) == a.ship || state.ships[j].sunk || !state.ships[j].pose) continue;
        if (core::basesOverlap(b, shipBase(sc, state, static_cast<int>(j))))
          return err("HM-MOVE-6", fill(tr("{ship}'s base would overlap {other}'s"),
                                       {{"ship", sc.ships[a.ship].name}, {"other", sc.ships[j].name}}));
      }
      return std::nullopt;
    }
    std::optional<RuleError> operator()(const MoveForward &a) const {
      if (auto x = turn_ok(a.ship, Phase::Movement)) return x;
      const auto &name = e.scenario_.ships[a.ship].name;
      if (!(a.distance > 0)) return err("HM-MOVE-1", tr("a move forward covers more than 0 UD"));
      const double left = e.remainingMovement(state, a.ship);
      if (a.distance > left + kEps)
        return err("HM-MOVE-1", fill(tr("{ship} has {left} UD of movement left this turn, not {d}"),
                                     {{"ship", name}, {"left", fmt(left)}, {"d", fmt(a.distance)}}));
      if (e.keptLegal(state, a.ship, a, bases)) return std::nullopt; // legal() found it so just now
      return e.forwardRefusal(state, a.ship, a.distance, bases, words);
    }
    std::optional<RuleError> operator()(const Pivot &a) const {
      if (auto x = turn_ok(a.ship, Phase::Movement)) return x;
      const auto &rules = e.scenario_.rules;
      const auto &name = e.scenario_.ships[a.ship].name;
      const ShipState &s = state.ships[a.ship];
      if (!std::isfinite(a.degrees) || std::fabs(a.degrees) < kEps ||
          std::fabs(a.degrees) > rules.max_pivot + kEps)
        return err("HM-MOVE-4", fill(tr("a pivot turns between 0 and {max} degrees, either way"),
                                     {{"max", fmt(rules.max_pivot)}}));
      if (s.movement != 1 && s.straight_since_pivot + kEps < rules.straight_before_pivot)
        return err(
            "HM-MOVE-3",
            fill(
                tr("{ship} must go {d} UD straight before it turns (it has gone {gone} since its last turn)"),
                {{"ship", name},
                 {"d", fmt(rules.straight_before_pivot)},
                 {"gone", fmt(s.straight_since_pivot)}}));
      const double left = e.remainingMovement(state, a.ship);
      if (rules.pivot_cost > left + kEps)
        return err("HM-MOVE-4", fill(tr("a pivot costs {cost} UD and {ship} has {left} left"),
                                     {{"cost", fmt(rules.pivot_cost)}, {"ship", name}, {"left", fmt(left)}}));
      if (e.keptLegal(state, a.ship, a, bases)) return std::nullopt;
      return e.pivotRefusal(state, a.ship, a.degrees, bases, words);
    }
    std::optional<RuleError> operator()(const Manoeuvre &a) const {
      if (auto x = turn_ok(a.ship, Phase::Movement)) return x;
      if (!std::isfinite(a.ahead) || !std::isfinite(a.then) || a.ahead < 0 || a.then < 0 ||
          !(a.ahead > 0 || a.then > 0))
        return err("HM-MOVE-1", tr("a whole move goes straight ahead before its pivot, after it or both"));
      // The steps one after the other, each from where the one before left the ship (and the
      // first on these very bases: nothing has moved yet).
      if (e.keptLegal(state, a.ship, a, bases)) return std::nullopt; // considered() found it so just now
      const std::vector<Action> steps = stepsOf(a);
      State probe = state;
      for (std::size_t k = 0; k < steps.size(); ++k) {
        const Bases &on = k == 0 ? bases : e.basesFor(probe, true);
        if (auto x = e.check(probe, steps[k], on, words)) return x;
        if (k + 1 < steps.size()) probe = e.applyValid(probe, steps[k], game::Narration::Silent).state;
      }
      return std::nullopt;
    }
    std::optional<RuleError> operator()(const Fire &a) const {
      if (auto x = turn_ok(a.ship, Phase::Fire)) return x;
      if (auto x = ship_ok(a.target)) return x;
      const auto &sc = e.scenario_;
      const auto &name = sc.ships[a.ship].name;
      if (!e.isEnemy(a.ship, a.target))
        return err("HM-FIRE-1", fill(tr("{target} sails with {ship}; fire at an enemy"),
                                     {{"target", sc.ships[a.target].name}, {"ship", name}}));
      const ShipState &s = state.ships[a.ship];
      // The clause of the attack tried again first (fire after fire: HM-FIRE-5), then the one
      // that forbids mixing the two kinds (HM-TORP-4).
      if (!a.torpedo && sc.rules.one_fire_per_turn && s.fired)
        return err("HM-FIRE-5", fill(tr("{ship} has already fired this turn"), {{"ship", name}}));
      if (a.torpedo && s.torpedoed)
        return err("HM-TORP-4",
                   fill(tr("{ship} has already launched torpedoes this turn"), {{"ship", name}}));
      if (sc.rules.one_attack_per_turn && (s.fired || s.torpedoed))
        return err("HM-TORP-4", fill(tr("{ship} has already attacked this turn"), {{"ship", name}}));
      if (a.faces.empty()) {
        const FireSolution sol = e.solve(state, a.ship, a.target, a.torpedo, a.range, bases, words);
        if (!sol.possible) return sol.refusal;
        return std::nullopt;
      }
      return e.validateRoll(state, Attack{a.ship, a.target, a.torpedo, a.range}, a.faces);
    }
    std::optional<RuleError> operator()(const Roll &) const { return std::nullopt; } // judged above
    std::optional<RuleError> operator()(const AllocateDamage &a) const {
      if (auto x = ship_ok(a.ship)) return x;
      const auto &sc = e.scenario_;
      if (!state.pending) return err("HM-DMG-2", tr("no damage is waiting to be spread"));
      if (state.pending->ship != a.ship)
        return err("HM-DMG-2",
                   fill(tr("the damage waiting is on {ship}, not {other}"),
                        {{"ship", sc.ships[state.pending->ship].name}, {"other", sc.ships[a.ship].name}}));
      if (a.points < 1) return err("HM-DMG-2", tr("spread at least 1 point"));
      if (a.points > state.pending->points)
        return err("HM-DMG-2",
                   fill(tr("only {n} damage is waiting"), {{"n", std::to_string(state.pending->points)}}));
      const ShipState &s = state.ships[a.ship];
      const int v = a.value == Value::Movement ? s.movement
                    : a.value == Value::Combat ? s.combat
                                               : s.structure;
      if (a.points > v)
        return err("HM-DMG-3", fill(tr("{ship}'s {value} is {v}: it cannot take {n} (no value goes below 0)"),
                                    {{"ship", sc.ships[a.ship].name},
                                     {"value", valueWord(a.value)},
                                     {"v", std::to_string(v)},
                                     {"n", std::to_string(a.points)}}));
      return std::nullopt;
    }
    std::optional<RuleError> operator()(const EndPhase &) const {
      if (state.pending)
        return err("HM-DMG-2",
                   fill(trn("{side} must first spread {n} damage on {ship}",
                            "{side} must first spread {n} damage on {ship}", state.pending->points),
                        {{"side", e.scenario_.sides[e.scenario_.ships[state.pending->ship].side]},
                         {"n", std::to_string(state.pending->points)},
                         {"ship", e.scenario_.ships[state.pending->ship].name}}));
      return std::nullopt;
    }
  };
  return std::visit(Visitor{*this, state, check_ship, check_turn, bases, words}, action);
}

std::optional<RuleError> Engine::validateRoll(const State &state, const Attack &a,
                                              const std::vector<int> &faces) const {
  const FireSolution sol = solve(state, a.ship, a.target, a.torpedo, a.range);
  if (!sol.possible) return sol.refusal;
  if (static_cast<int>(faces.size()) != sol.dice)
    return err(a.torpedo ? "HM-TORP-2" : "HM-FIRE-1",
               fill(trn("this attack rolls {n} die; {given} faces given",
                        "this attack rolls {n} dice; {given} faces given", sol.dice),
                    {{"n", std::to_string(sol.dice)}, {"given", std::to_string(faces.size())}}));
  for (int f : faces)
    if (f < 1 || f > 6)
      return err("HM-FIRE-1", fill(tr("a D6 shows 1 to 6, not {f}"), {{"f", std::to_string(f)}}));
  return std::nullopt;
}

int Engine::actor(const State &state) const {
  if (state.over) return game::kTerminal;
  if (state.attack) return game::kChance;
  if (state.pending) return scenario_.ships[state.pending->ship].side;
  return state.side;
}

Roll Engine::roll(const State &state, core::DiceSource &dice) const {
  if (!state.attack) throw RuleViolation(err("HM-REF-3", tr("no attack is waiting for its dice")));
  const Attack &a = *state.attack;
  const FireSolution sol = solve(state, a.ship, a.target, a.torpedo, a.range);
  if (!sol.possible) throw RuleViolation(*sol.refusal);
  return Roll{dice.roll(sol.dice)};
}

std::vector<std::pair<Roll, double>> Engine::rollOutcomes(const State &state) const {
  std::vector<std::pair<Roll, double>> out;
  if (!state.attack) return out;
  const Attack &a = *state.attack;
  const FireSolution sol = solve(state, a.ship, a.target, a.torpedo, a.range);
  if (!sol.possible) return out;
  // Only the number of hits matters to the rules: one outcome per count, its faces 6 for a hit
  // and the highest face that misses (1 when every face hits) for the rest.
  const int hit_face = 6;
  const int miss_face = std::clamp(sol.hit_on - 1, 1, 6);
  const core::HitDistribution hits = core::hitDistribution(sol.dice, sol.hit_on);
  for (int k = 0; k <= sol.dice; ++k) {
    const double p = hits.p(k);
    if (p <= 0) continue;
    Roll r;
    r.faces.assign(static_cast<std::size_t>(k), hit_face);
    r.faces.resize(static_cast<std::size_t>(sol.dice), miss_face);
    if (core::countHits(r.faces, sol.hit_on) != k) continue; // a count no face can show
    out.emplace_back(std::move(r), p);
  }
  return out;
}

void Engine::settleDamage(State &state, std::vector<LogEntry> &log, bool full) const {
  if (!state.pending) return;
  ShipState &t = state.ships[state.pending->ship];
  const std::string &name = scenario_.ships[state.pending->ship].name;
  if (t.structure <= 0) {
    t.structure = 0;
    t.sunk = true;
    const int lost = state.pending->points;
    state.pending.reset();
    if (full)
      log.push_back(
          {lost > 0
               ? fill(tr("{ship} is sunk; a wreck marks where it went down (the other {n} damage is lost)"),
                      {{"ship", name}, {"n", std::to_string(lost)}})
               : fill(tr("{ship} is sunk; a wreck marks where it went down"), {{"ship", name}}),
           {"HM-DMG-4"},
           {}});
    checkVictory(state, log, false, full);
    return;
  }
  if (state.pending->points > 0 && t.movement == 0 && t.combat == 0) {
    // No choice left: the rest can only go on structure (HM-DMG-3).
    const int p = std::min(state.pending->points, t.structure);
    t.structure -= p;
    if (full)
      log.push_back({fill(tr("{n} more on {ship}'s structure (movement and combat are at 0)"),
                          {{"n", std::to_string(p)}, {"ship", name}}),
                     {"HM-DMG-3"},
                     {}});
    state.pending->points = 0;
    if (t.structure <= 0) {
      settleDamage(state, log, full);
      return;
    }
  }
  if (state.pending && state.pending->points <= 0) state.pending.reset();
}

bool Engine::objectiveMet(const State &state, const Objective &o) const {
  int n = 0;
  switch (o.kind) {
  case Objective::Kind::Sink:
    for (int i : o.ships)
      n += state.ships[static_cast<std::size_t>(i)].sunk;
    return n >= o.count;
  case Objective::Kind::Escape:
    for (int i : o.ships)
      n += state.ships[static_cast<std::size_t>(i)].escaped;
    return n >= o.count;
  case Objective::Kind::Protect:
    for (int i : o.ships)
      n += !state.ships[static_cast<std::size_t>(i)].sunk;
    return n >= o.count;
  case Objective::Kind::Hold: {
    bool own = false, enemy = false;
    for (std::size_t i = 0; i < state.ships.size(); ++i) {
      const ShipState &s = state.ships[i];
      if (s.sunk || !s.pose) continue;
      const core::Vec2 c = s.pose->center;
      if (c.x < o.area.x || c.x > o.area.x + o.area.width || c.y < o.area.y || c.y > o.area.y + o.area.height)
        continue;
      (scenario_.ships[i].side == o.side ? own : enemy) = true;
    }
    return own && !enemy;
  }
  }
  return false;
}

double Engine::progress(const State &state, const Objective &o) const {
  if (objectiveMet(state, o) && o.atOnce()) return 1;
  const auto start = [&](int i) { return std::max(1, scenario_.shipClass(i).structure); };
  std::vector<double> each; // how far each listed ship is along, 0..1
  for (int i : o.ships) {
    const ShipState &s = state.ships[static_cast<std::size_t>(i)];
    const double worn = 1.0 - static_cast<double>(std::max(0, s.structure)) / start(i);
    switch (o.kind) {
    case Objective::Kind::Sink: each.push_back(s.sunk ? 1.0 : 0.8 * worn); break;
    case Objective::Kind::Protect: each.push_back(s.sunk ? 0.0 : 1.0 - 0.5 * worn); break;
    case Objective::Kind::Escape: {
      if (s.escaped || !s.pose || s.sunk || !scenario_.table) {
        each.push_back(s.escaped ? 1.0 : 0.0);
        break;
      }
      const core::Vec2 c = s.pose->center;
      const double w = scenario_.table->width, h = scenario_.table->height;
      const double along = o.edge == Edge::North   ? c.y / h
                           : o.edge == Edge::South ? 1 - c.y / h
                           : o.edge == Edge::East  ? c.x / w
                                                   : 1 - c.x / w;
      each.push_back(0.9 * std::clamp(along, 0.0, 1.0));
      break;
    }
    case Objective::Kind::Hold: break;
    }
  }
  if (o.kind == Objective::Kind::Hold) {
    // Alone in the area counts whole; else how near the side's closest ship afloat is.
    if (objectiveMet(state, o)) return 1;
    const core::Vec2 centre{o.area.x + o.area.width / 2, o.area.y + o.area.height / 2};
    const double span = scenario_.table ? scenario_.table->width + scenario_.table->height : 100;
    double nearest = span;
    for (std::size_t i = 0; i < state.ships.size(); ++i)
      if (scenario_.ships[i].side == o.side && !state.ships[i].sunk && state.ships[i].pose)
        nearest = std::min(nearest, core::length(state.ships[i].pose->center - centre));
    return 0.6 * (1 - nearest / span);
  }
  std::sort(each.begin(), each.end(), std::greater<>());
  double sum = 0;
  for (std::size_t k = 0; k < each.size() && k < static_cast<std::size_t>(o.count); ++k)
    sum += each[k];
  return o.count > 0 ? sum / o.count : 0;
}

std::vector<double> Engine::closing(const State &state, const Bases &bases) const {
  // Each side's ships, on average, how near their guns are to an enemy: 1 within reach, falling
  // to 0 at 20 UD beyond it. Counted for both sides: a ship that closes on an enemy brings that
  // enemy as near, so it leads a fleet only towards enemies that are not as near to it (counted
  // for the side to play alone, the fleets charged into each other's reach and the computer lost
  // to the one of before: docs/AI.md).
  const std::size_t sides = scenario_.sides.size();
  std::vector<double> sum(sides, 0), count(sides, 0);
  std::vector<std::pair<double, int>> nearest;
  for (const int a : bases.afloat) {
    const int side = scenario_.ships[static_cast<std::size_t>(a)].side;
    const ShipState &sa = state.ships[static_cast<std::size_t>(a)];
    const double reach =
        std::max(static_cast<double>(sa.combat), scenario_.shipClass(a).torpedoes ? 2.0 : 0.0);
    // The enemies nearest first by a bound (centres apart less both half diagonals, never more
    // than the bases' distance): once it passes the gap found, no base further on is nearer.
    // Exact distances for the few that may be nearest (this loop was half the search's time).
    nearest.clear();
    const auto ai = static_cast<std::size_t>(a);
    for (const int t : bases.afloat) {
      const auto ti = static_cast<std::size_t>(t);
      if (scenario_.ships[ti].side == side) continue;
      nearest.emplace_back(core::length(bases.pose[ti]->center - bases.pose[ai]->center) - bases.radius[ai] -
                               bases.radius[ti],
                           t);
    }
    std::sort(nearest.begin(), nearest.end());
    double gap = 1e9;
    for (const auto &[bound, t] : nearest) {
      if (gap < 1e9 && std::max(0.0, bound - reach) >= gap) break;
      const double d = core::baseDistance(bases.of[ai], bases.of[static_cast<std::size_t>(t)]).distance;
      gap = std::min(gap, std::max(0.0, d - reach));
    }
    if (gap >= 1e9) continue;
    sum[static_cast<std::size_t>(side)] += std::max(0.0, 1 - gap / 20);
    ++count[static_cast<std::size_t>(side)];
  }
  for (std::size_t s = 0; s < sides; ++s)
    sum[s] = count[s] > 0 ? sum[s] / count[s] : 0;
  return sum;
}

std::vector<double> Engine::fireToCome(const State &state, const Bases &bases) const {
  // The side to play fires next (it is moving, or firing): each of its ships that may still
  // attack, its best single attack from where it stands, artillery or torpedoes, as the damage it
  // can expect (dice times the chance of a hit times the damage of one), no more than the target
  // has structure left. The other sides' fire is not counted: they move before they fire, and
  // a fleet that fears where the enemy stands now stays out of reach for good (docs/AI.md).
  const std::size_t sides = scenario_.sides.size();
  std::vector<double> incoming(sides, 0);
  if (state.over) return incoming;
  const auto expected = [](const FireSolution &f) {
    if (!f.possible || f.hit_on > 6) return 0.0;
    return f.dice * (7.0 - std::max(1, f.hit_on)) / 6.0 * f.damage_per_hit;
  };
  for (const int a : bases.afloat) {
    const auto ai = static_cast<std::size_t>(a);
    const ShipState &sa = state.ships[ai];
    if (scenario_.ships[ai].side != state.side) continue;
    const bool torpedoes = scenario_.shipClass(a).torpedoes;
    const bool guns = sa.combat > 0 && !sa.fired, torpedo = torpedoes && !sa.torpedoed;
    if (!guns && !torpedo) continue;
    const double reach = std::max(guns ? static_cast<double>(sa.combat) : 0.0, torpedo ? 2.0 : 0.0);
    double best = 0;
    int best_side = -1;
    const core::Vec2 at = bases.pose[ai]->center;
    for (const int t : bases.afloat) {
      const auto ti = static_cast<std::size_t>(t);
      const int target_side = scenario_.ships[ti].side;
      if (target_side == state.side) continue;
      // Far beyond reach, centre to centre: no need to measure base to base.
      const core::Vec2 d = bases.pose[ti]->center - at;
      const double r = reach + bases.radius[ai] + bases.radius[ti];
      if (d.x * d.x + d.y * d.y > r * r) continue;
      double e = guns ? expected(solve(state, a, t, false, std::nullopt, bases, false)) : 0.0;
      if (torpedo) e = std::max(e, expected(solve(state, a, t, true, std::nullopt, bases, false)));
      e = std::min(e, static_cast<double>(state.ships[ti].structure));
      if (e > best) {
        best = e;
        best_side = target_side;
      }
    }
    if (best_side >= 0) incoming[static_cast<std::size_t>(best_side)] += best;
  }
  return incoming;
}

std::vector<double> Engine::estimate(const State &state) const {
  // Each side's share of the structure still afloat, as a fraction of what it started with...
  const std::size_t sides = scenario_.sides.size();
  std::vector<double> now(sides, 0), start(sides, 0);
  for (std::size_t i = 0; i < state.ships.size(); ++i) {
    const auto side = static_cast<std::size_t>(scenario_.ships[i].side);
    start[side] += scenario_.shipClass(static_cast<int>(i)).structure;
    if (!state.ships[i].sunk) now[side] += std::max(0, state.ships[i].structure);
  }
  // ...less what the side to play's next fire may take from it, and a little for how near its
  // guns are to an enemy (what leads a fleet out of reach towards the battle).
  const Bases &bases = basesFor(state);
  const std::vector<double> incoming = fireToCome(state, bases);
  const std::vector<double> close = closing(state, bases);
  for (std::size_t s = 0; s < sides; ++s)
    now[s] = start[s] > 0 ? std::max(0.0, now[s] - incoming[s]) / start[s] + 0.05 * close[s] : 0;
  // ...weighed with how far along its objectives are, when the scenario gives any.
  if (!scenario_.victory.objectives.empty()) {
    std::vector<double> sum(sides, 0), count(sides, 0);
    for (const Objective &o : scenario_.victory.objectives) {
      sum[static_cast<std::size_t>(o.side)] += progress(state, o);
      ++count[static_cast<std::size_t>(o.side)];
    }
    for (std::size_t s = 0; s < sides; ++s)
      now[s] = count[s] > 0 ? 0.3 * now[s] + 0.7 * sum[s] / count[s] : 0.3 * now[s];
  }
  double total = 0;
  for (double v : now)
    total += v;
  for (double &v : now)
    v = total > 0 ? v / total : 1.0 / static_cast<double>(sides);
  return now;
}

std::string Engine::shipList(const Objective &o) const {
  std::string ships;
  for (int i : o.ships)
    ships += (ships.empty() ? "" : ", ") + scenario_.ships[static_cast<std::size_t>(i)].name;
  return ships;
}

std::string Engine::objectiveText(const Objective &o) const {
  const std::string ships = shipList(o);
  const int n = static_cast<int>(o.ships.size());
  const bool all = o.count == n;
  const auto words = [&](const char *pattern) {
    return fill(pattern, {{"side", scenario_.sides[static_cast<std::size_t>(o.side)]},
                          {"ships", ships},
                          {"n", std::to_string(o.count)},
                          {"edge", edgeWord(o.edge)},
                          {"x", fmt(o.area.x)},
                          {"y", fmt(o.area.y)},
                          {"w", fmt(o.area.width)},
                          {"h", fmt(o.area.height)}});
  };
  switch (o.kind) {
  case Objective::Kind::Sink:
    return words(all ? tr("{side} wins at once by sinking {ships}")
                     : tr("{side} wins at once by sinking {n} of {ships}"));
  case Objective::Kind::Escape:
    return words(all ? tr("{side} wins at once when {ships} leave by the {edge} edge")
                     : tr("{side} wins at once when {n} of {ships} leave by the {edge} edge"));
  case Objective::Kind::Protect:
    return words(all ? tr("{side} wins at the turn limit if {ships} are still afloat")
                     : tr("{side} wins at the turn limit if {n} of {ships} are still afloat"));
  case Objective::Kind::Hold:
    return words(
        tr("{side} wins at the turn limit if it alone has ships in the area ({x}, {y}) {w} × {h} UD"));
  }
  return {};
}

std::string Engine::objectiveDone(const Objective &o) const {
  const auto words = [&](const char *pattern) {
    return fill(pattern,
                {{"ships", shipList(o)}, {"n", std::to_string(o.count)}, {"edge", edgeWord(o.edge)}});
  };
  const bool all = o.count == static_cast<int>(o.ships.size());
  if (o.kind == Objective::Kind::Escape)
    return words(all ? tr("{ships} left by the {edge} edge") : tr("{n} of {ships} left by the {edge} edge"));
  return words(all ? tr("{ships} sunk") : tr("{n} of {ships} sunk"));
}

std::vector<std::string> Engine::objectiveLines() const {
  std::vector<std::string> out;
  for (const Objective &o : scenario_.victory.objectives)
    out.push_back(objectiveText(o));
  if (scenario_.victory.otherwise)
    out.push_back(fill(tr("otherwise {side} wins at the turn limit"),
                       {{"side", scenario_.sides[static_cast<std::size_t>(*scenario_.victory.otherwise)]}}));
  return out;
}

void Engine::escapeIfAtEdge(State &state, int ship, std::vector<LogEntry> &log, bool full) const {
  ShipState &s = state.ships[static_cast<std::size_t>(ship)];
  if (!s.pose || !scenario_.table) return;
  for (const Objective &o : scenario_.victory.objectives) {
    if (o.kind != Objective::Kind::Escape || std::find(o.ships.begin(), o.ships.end(), ship) == o.ships.end())
      continue;
    // The nearest point of the base to the edge: every corner counts.
    const core::Base b = shipBase(scenario_, state, ship);
    double gap = 1e9;
    for (const core::Vec2 &c : b.corners()) {
      const double d = o.edge == Edge::North   ? scenario_.table->height - c.y
                       : o.edge == Edge::South ? c.y
                       : o.edge == Edge::East  ? scenario_.table->width - c.x
                                               : c.x;
      gap = std::min(gap, d);
    }
    if (gap > o.depth + kEps) continue;
    s.escaped = true;
    s.pose.reset();
    if (full)
      log.push_back(
          {fill(tr("{ship} leaves the table by the {edge} edge"),
                {{"ship", scenario_.ships[static_cast<std::size_t>(ship)].name}, {"edge", edgeWord(o.edge)}}),
           {"HM-WIN-5"},
           {}});
    checkVictory(state, log, false, full);
    return;
  }
}

void Engine::checkVictory(State &state, std::vector<LogEntry> &log, bool end_of_turn, bool full) const {
  const auto win = [&](int side, const std::string &why, const char *clause) {
    state.over = true;
    state.pending.reset();
    state.winner = side;
    if (full) log.push_back({why, {clause}, {}});
  };
  // HM-WIN-3: an objective met at once decides, the first listed first.
  for (const Objective &o : scenario_.victory.objectives)
    if (o.atOnce() && objectiveMet(state, o)) {
      win(o.side,
          fill(tr("{side} wins: {objective}"), {{"side", scenario_.sides[static_cast<std::size_t>(o.side)]},
                                                {"objective", objectiveDone(o)}}),
          "HM-WIN-3");
      return;
    }
  std::vector<int> afloat(scenario_.sides.size(), 0);
  for (std::size_t i = 0; i < state.ships.size(); ++i)
    if (!state.ships[i].sunk && !state.ships[i].escaped) ++afloat[scenario_.ships[i].side];
  int sides_afloat = 0, last = -1;
  for (std::size_t s = 0; s < afloat.size(); ++s)
    if (afloat[s] > 0) ++sides_afloat, last = static_cast<int>(s);
  if (sides_afloat <= 1) {
    state.over = true;
    state.pending.reset();
    if (last >= 0) state.winner = last;
    if (full)
      log.push_back(
          {last >= 0 ? fill(tr("{side} wins: every enemy ship is sunk"), {{"side", scenario_.sides[last]}})
                     : std::string(tr("every ship is sunk: a draw")),
           {"HM-WIN-1"},
           {}});
    return;
  }
  if (end_of_turn && scenario_.victory.turn_limit && state.turn >= *scenario_.victory.turn_limit) {
    // HM-WIN-4: a side whose every objective judged at the turn limit is met wins, if it is the
    // only one; else the scenario's `otherwise` side; else structure sunk (HM-WIN-2).
    std::vector<int> judged(scenario_.sides.size(), 0), met(scenario_.sides.size(), 0);
    for (const Objective &o : scenario_.victory.objectives)
      if (!o.atOnce()) {
        ++judged[static_cast<std::size_t>(o.side)];
        met[static_cast<std::size_t>(o.side)] += objectiveMet(state, o);
      }
    int winners = 0, by_objective = -1;
    for (std::size_t s = 0; s < judged.size(); ++s)
      if (judged[s] > 0 && met[s] == judged[s]) ++winners, by_objective = static_cast<int>(s);
    if (winners == 1) {
      win(by_objective,
          fill(tr("turn limit reached; {side} wins: its objectives are met"),
               {{"side", scenario_.sides[static_cast<std::size_t>(by_objective)]}}),
          "HM-WIN-4");
      return;
    }
    if (scenario_.victory.otherwise) {
      const int side = *scenario_.victory.otherwise;
      win(side,
          fill(tr("turn limit reached; no objective decides, so {side} wins"),
               {{"side", scenario_.sides[static_cast<std::size_t>(side)]}}),
          "HM-WIN-4");
      return;
    }
    std::vector<int> sunk_structure(scenario_.sides.size(), 0);
    for (std::size_t i = 0; i < state.ships.size(); ++i)
      if (state.ships[i].sunk)
        for (std::size_t s = 0; s < scenario_.sides.size(); ++s)
          if (static_cast<int>(s) != scenario_.ships[i].side)
            sunk_structure[s] += scenario_.shipClass(static_cast<int>(i)).structure;
    const int best = *std::max_element(sunk_structure.begin(), sunk_structure.end());
    int count = 0, who = -1;
    for (std::size_t s = 0; s < sunk_structure.size(); ++s)
      if (sunk_structure[s] == best) ++count, who = static_cast<int>(s);
    state.over = true;
    if (count == 1) state.winner = who;
    if (!full) return;
    std::string score;
    for (std::size_t s = 0; s < sunk_structure.size(); ++s)
      score += (score.empty() ? "" : ", ") + scenario_.sides[s] + " " + std::to_string(sunk_structure[s]);
    if (count == 1) {
      log.push_back({fill(tr("turn limit reached; {side} wins on structure sunk ({score})"),
                          {{"side", scenario_.sides[who]}, {"score", score}}),
                     {"HM-WIN-2"},
                     {}});
    } else {
      log.push_back({fill(tr("turn limit reached; a draw on structure sunk ({score})"), {{"score", score}}),
                     {"HM-WIN-2"},
                     {}});
    }
  }
}

void Engine::resolve(State &st, const Attack &a, const std::vector<int> &faces, std::vector<LogEntry> &log,
                     bool full) const {
  // The state holds no other change since the attack was declared, so the solution is the same.
  const FireSolution sol = solve(st, a.ship, a.target, a.torpedo, a.range);
  const int hits = core::countHits(faces, sol.hit_on);
  const int damage = damageFor(sol, hits);
  st.attack.reset();
  const auto name = [&](int ship) { return scenario_.ships[ship].name; };
  if (full) {
    std::string shown;
    for (int f : faces)
      shown += (shown.empty() ? "" : " ") + std::to_string(f);
    std::vector<std::string> clauses = sol.clauses;
    clauses.push_back(a.torpedo ? "HM-TORP-3" : "HM-FIRE-4");
    const std::string attack =
        fill(a.torpedo ? (sol.measured
                              ? tr("{ship} launches torpedoes at {target} at {d} UD")
                              : tr("{ship} launches torpedoes at {target} at {d} UD (measured on the table)"))
                       : (sol.measured ? tr("{ship} fires on {target} at {d} UD")
                                       : tr("{ship} fires on {target} at {d} UD (measured on the table)")),
             {{"ship", name(a.ship)}, {"target", name(a.target)}, {"d", fmt(sol.distance)}});
    const std::string dice = fill(trn("{n} die hitting on {band}", "{n} dice hitting on {band}", sol.dice),
                                  {{"n", std::to_string(sol.dice)}, {"band", bandText(sol.hit_on)}});
    const std::string result = fill(trn("{n} hit, {damage} damage", "{n} hits, {damage} damage", hits),
                                    {{"n", std::to_string(hits)}, {"damage", std::to_string(damage)}});
    log.push_back({fill(tr("{attack}: {dice}, faces {faces} — {result}"),
                        {{"attack", attack}, {"dice", dice}, {"faces", shown}, {"result", result}}),
                   clauses,
                   {}});
  }
  if (damage <= 0) return;
  ShipState &t = st.ships[a.target];
  t.structure -= 1;
  st.pending = PendingDamage{a.target, damage - 1};
  if (full)
    log.push_back(
        {damage > 1 && t.structure > 0
             ? fill(
                   tr("the first point goes on {ship}'s structure (now {now}); {side} spreads the other {n}"),
                   {{"ship", name(a.target)},
                    {"now", std::to_string(t.structure)},
                    {"side", scenario_.sides[scenario_.ships[a.target].side]},
                    {"n", std::to_string(damage - 1)}})
             : fill(tr("the first point goes on {ship}'s structure (now {now})"),
                    {{"ship", name(a.target)}, {"now", std::to_string(t.structure)}}),
         {"HM-DMG-1"},
         {}});
  settleDamage(st, log, full);
}

Outcome Engine::apply(const State &state, const Action &action, game::Narration narration) const {
  if (auto e = validate(state, action)) throw RuleViolation(*e);
  return applyValid(state, action, narration);
}

Outcome Engine::applyValid(const State &state, const Action &action, game::Narration narration) const {
  if (const auto *a = std::get_if<Manoeuvre>(&action)) {
    // Its steps one after the other, told one after the other.
    Outcome out{state, {}};
    for (const Action &step : stepsOf(*a)) {
      Outcome next = applyValid(out.state, step, narration);
      out.state = std::move(next.state);
      for (auto &line : next.log)
        out.log.push_back(std::move(line));
    }
    return out;
  }
  const bool full = narration == game::Narration::Full;
  Outcome out{state, {}};
  State &st = out.state;
  auto &log = out.log;
  const auto name = [&](int ship) { return scenario_.ships[ship].name; };

  if (const auto *a = std::get_if<Place>(&action)) {
    st.ships[a->ship].pose = core::Pose{{a->x, a->y}, core::normalizeHeading(a->heading)};
    if (full)
      log.push_back({fill(tr("{ship} placed at ({x}, {y}) heading {heading}°"),
                          {{"ship", name(a->ship)},
                           {"x", fmt(a->x)},
                           {"y", fmt(a->y)},
                           {"heading", fmt(core::normalizeHeading(a->heading), 1)}}),
                     {"HM-REF-1"},
                     {}});
  } else if (const auto *a = std::get_if<MoveForward>(&action)) {
    ShipState &s = st.ships[a->ship];
    if (s.pose) s.pose->center = s.pose->center + headingVectorOf(s.pose->heading_deg) * a->distance;
    s.moved_ud += a->distance;
    s.straight_since_pivot += a->distance;
    if (full)
      log.push_back({fill(tr("{ship} moves {d} UD ahead ({left} UD left)"),
                          {{"ship", name(a->ship)},
                           {"d", fmt(a->distance)},
                           {"left", fmt(remainingMovement(st, a->ship))}}),
                     {"HM-MOVE-1"},
                     {}});
    escapeIfAtEdge(st, a->ship, log, full);
  } else if (const auto *a = std::get_if<Pivot>(&action)) {
    ShipState &s = st.ships[a->ship];
    if (s.pose) {
      const core::Base from = shipBase(scenario_, state, a->ship);
      s.pose->heading_deg = core::normalizeHeading(s.pose->heading_deg + a->degrees);
      const core::Vec2 stern = from.pose.center - headingVectorOf(from.pose.heading_deg) * (from.length / 2);
      s.pose->center = stern + headingVectorOf(s.pose->heading_deg) * (from.length / 2); // about the stern
    }
    s.moved_ud += scenario_.rules.pivot_cost;
    s.straight_since_pivot = 0;
    if (full)
      log.push_back(
          {fill(a->degrees > 0 ? tr("{ship} pivots {deg}° to starboard about its stern ({cost} UD; "
                                    "{left} UD left)")
                               : tr("{ship} pivots {deg}° to port about its stern ({cost} UD; {left} "
                                    "UD left)"),
                {{"ship", name(a->ship)},
                 {"deg", fmt(std::fabs(a->degrees), 1)},
                 {"cost", fmt(scenario_.rules.pivot_cost)},
                 {"left", fmt(remainingMovement(st, a->ship))}}),
           {"HM-MOVE-4", state.ships[a->ship].movement == 1 ? "HM-MOVE-5" : "HM-MOVE-3"},
           {}});
    escapeIfAtEdge(st, a->ship, log, full);
  } else if (const auto *a = std::get_if<Fire>(&action)) {
    // The attack is declared; its dice are the next step (a chance node), unless they came with it.
    ShipState &s = st.ships[a->ship];
    (a->torpedo ? s.torpedoed : s.fired) = true;
    st.attack = Attack{a->ship, a->target, a->torpedo, a->range};
    if (!a->faces.empty()) resolve(st, *st.attack, a->faces, log, full);
  } else if (const auto *a = std::get_if<Roll>(&action)) {
    resolve(st, *st.attack, a->faces, log, full);
  } else if (const auto *a = std::get_if<AllocateDamage>(&action)) {
    ShipState &t = st.ships[a->ship];
    int &v = a->value == Value::Movement ? t.movement : a->value == Value::Combat ? t.combat : t.structure;
    v -= a->points;
    st.pending->points -= a->points;
    if (full)
      log.push_back(
          {st.pending->points > 0
               ? fill(trn("{n} damage on {ship}'s {value} (now {v}); {rest} still to spread",
                          "{n} damage on {ship}'s {value} (now {v}); {rest} still to spread", a->points),
                      {{"n", std::to_string(a->points)},
                       {"ship", name(a->ship)},
                       {"value", valueWord(a->value)},
                       {"v", std::to_string(v)},
                       {"rest", std::to_string(st.pending->points)}})
               : fill(trn("{n} damage on {ship}'s {value} (now {v})",
                          "{n} damage on {ship}'s {value} (now {v})", a->points),
                      {{"n", std::to_string(a->points)},
                       {"ship", name(a->ship)},
                       {"value", valueWord(a->value)},
                       {"v", std::to_string(v)}}),
           {"HM-DMG-2", "HM-DMG-3"},
           {}});
    settleDamage(st, log, full);
  } else if (std::holds_alternative<EndPhase>(action)) {
    if (st.phase == Phase::Movement) {
      st.phase = Phase::Fire;
      if (full)
        log.push_back(
            {fill(tr("{side} fire phase"), {{"side", scenario_.sides[st.side]}}), {"HM-SEQ-3"}, {}});
    } else {
      const int n = static_cast<int>(scenario_.sides.size());
      int next = st.side;
      bool wrapped = false;
      for (int step = 0; step < n; ++step) {
        next = (next + 1) % n;
        if (next == scenario_.first_side) wrapped = true;
        bool has_ship = false;
        for (std::size_t i = 0; i < st.ships.size(); ++i)
          if (scenario_.ships[i].side == next && !st.ships[i].sunk && !st.ships[i].escaped) has_ship = true;
        if (has_ship) break;
      }
      if (wrapped) {
        checkVictory(st, log, true, full);
        if (st.over) return out;
        ++st.turn;
      }
      st.side = next;
      st.phase = Phase::Movement;
      for (std::size_t i = 0; i < st.ships.size(); ++i) {
        if (scenario_.ships[i].side != next) continue;
        ShipState &s = st.ships[i];
        s.moved_ud = 0;
        s.straight_since_pivot = 0;
        s.fired = false;
        s.torpedoed = false;
      }
      if (full)
        log.push_back({fill(tr("turn {turn}: {side} movement phase"),
                            {{"turn", std::to_string(st.turn)}, {"side", scenario_.sides[next]}}),
                       {"HM-SEQ-1", "HM-SEQ-2"},
                       {}});
    }
  }
  return out;
}

std::vector<Action> Engine::legal(const State &state) const {
  std::vector<Action> out;
  if (state.over || state.attack) return out;
  if (state.pending) {
    // One point, or as much as the value takes: any spread is a sequence of these.
    const int ship = state.pending->ship;
    const ShipState &t = state.ships[ship];
    for (const auto &[value, now] :
         {std::pair{Value::Movement, t.movement}, std::pair{Value::Combat, t.combat},
          std::pair{Value::Structure, t.structure}}) {
      const int most = std::min(state.pending->points, now);
      if (most >= 1) out.push_back(AllocateDamage{ship, value, 1});
      if (most > 1) out.push_back(AllocateDamage{ship, value, most});
    }
    return out;
  }
  Bases &bases = basesFor(state);
  out.reserve(state.phase == Phase::Movement ? 1 + 8 * state.ships.size() : 32);
  out.push_back(EndPhase{});
  const RuleOptions &rules = scenario_.rules;
  const int n = static_cast<int>(state.ships.size());
  for (int i = 0; i < n; ++i) {
    const ShipState &s = state.ships[i];
    if (s.sunk || s.escaped || bases.side[static_cast<std::size_t>(i)] != state.side) continue;
    if (state.phase == Phase::Movement) {
      const double left = remainingMovement(state, i);
      if (left <= kEps) continue;
      Bases::Moves &m = bases.moves[static_cast<std::size_t>(i)];
      if (!movesStillHold(state, i, bases)) {
        m.reach = listNear(state, i, bases);
        std::vector<Action> &moves = m.legal;
        moves.clear();
        std::array<double, 4> steps = {left, left / 2, left / 4, 0};
        std::size_t step_count = 3;
        const double to_pivot = rules.straight_before_pivot - s.straight_since_pivot;
        if (to_pivot > kEps && to_pivot < left) steps[step_count++] = to_pivot;
        std::sort(steps.begin(), steps.begin() + static_cast<std::ptrdiff_t>(step_count));
        std::array<double, 4> offered{};
        std::size_t offered_count = 0;
        double last = -1;
        for (std::size_t k = 0; k < step_count; ++k) {
          const double d = steps[k];
          if (d - last < 1e-6 || (d < 0.25 && d < left)) continue; // no crawling by halves
          last = d;
          offered[offered_count++] = d;
        }
        // The rules of HM-MOVE-1 hold by construction here: only the table and the other bases can
        // refuse (validate() asks the same forwardRefusal after its own checks). A shorter move
        // sweeps part of the longest one's rectangle, so when the longest is free all are.
        const bool all_free =
            offered_count > 0 && !forwardRefusal(state, i, offered[offered_count - 1], bases, false);
        for (std::size_t k = 0; k < offered_count; ++k)
          if (all_free || (k + 1 < offered_count && !forwardRefusal(state, i, offered[k], bases, false)))
            moves.push_back(MoveForward{i, offered[k]});
        // Pivots only where HM-MOVE-3 allows one: refusals cost a sentence each.
        const bool may_turn = s.movement == 1 || s.straight_since_pivot + kEps >= rules.straight_before_pivot;
        if (may_turn && rules.pivot_cost <= left + kEps) {
          std::array<double, 3> turns{};
          std::size_t turn_count = 0;
          for (double deg : {45.0, 90.0, rules.max_pivot})
            if (deg > kEps && deg <= rules.max_pivot + kEps &&
                std::find(turns.begin(), turns.begin() + static_cast<std::ptrdiff_t>(turn_count), deg) ==
                    turns.begin() + static_cast<std::ptrdiff_t>(turn_count))
              turns[turn_count++] = deg;
          // HM-MOVE-3 and -4 hold by construction (may_turn, the cost, the angle): only the table
          // and the other bases can refuse, each way's turns judged together.
          std::array<double, 3> to_starboard{}, to_port{};
          std::array<bool, 3> starboard_refused{}, port_refused{};
          for (std::size_t k = 0; k < turn_count; ++k) {
            to_starboard[k] = turns[k];
            to_port[k] = -turns[k];
          }
          pivotsRefused(state, i, to_starboard.data(), turn_count, bases, starboard_refused.data());
          pivotsRefused(state, i, to_port.data(), turn_count, bases, port_refused.data());
          for (std::size_t k = 0; k < turn_count; ++k) {
            if (!starboard_refused[k]) moves.push_back(Pivot{i, turns[k]});
            if (!port_refused[k]) moves.push_back(Pivot{i, -turns[k]});
          }
        }
        m.own = s;
        m.near = bases.near;
        m.at = bases.clock;
        m.valid = true;
        m.whole_ready = false;
      }
      out.insert(out.end(), m.legal.begin(), m.legal.end());
    } else {
      const ShipClass &c = scenario_.shipClass(i);
      const double reach_art = s.combat, reach_torp = c.torpedoes ? 2.0 : -1.0;
      const double reach = std::max(reach_art, reach_torp);
      if (reach < 0 || (s.fired && s.torpedoed)) continue;
      for (int j = 0; j < n; ++j) {
        if (state.ships[j].sunk ||
            bases.side[static_cast<std::size_t>(j)] == bases.side[static_cast<std::size_t>(i)])
          continue;
        if (!s.pose || !state.ships[j].pose) continue; // solve() refuses: positions unknown (HM-REF-2)
        const auto ii = static_cast<std::size_t>(i), jj = static_cast<std::size_t>(j);
        // Bounding circles first: most enemies are out of reach.
        if (core::length(state.ships[j].pose->center - s.pose->center) -
                (bases.radius[ii] + bases.radius[jj]) >
            reach + kEps)
          continue;
        // The attacks still open to this ship (HM-FIRE-5, HM-TORP-4), in range (HM-FIRE-2,
        // HM-TORP-2) and with a clear line of fire (HM-LOS-2), measured as solve() measures: the
        // rest of what validate() asks holds by construction.
        const bool attacked = rules.one_attack_per_turn && (s.fired || s.torpedoed);
        bool guns = s.combat > 0 && !attacked && !(rules.one_fire_per_turn && s.fired);
        bool torpedo = c.torpedoes && !attacked && !s.torpedoed;
        if (!guns && !torpedo) continue;
        const Bases::Pair &pair = pairOf(state, i, j, bases);
        const double d = std::round(pair.dr.distance * 1e6) / 1e6;
        guns = guns && s.combat - d >= -kEps;
        torpedo = torpedo && d <= 2 + kEps;
        if ((!guns && !torpedo) || pair.blocked) continue;
        if (guns) out.push_back(Fire{i, j, false, std::nullopt, {}});
        if (torpedo) out.push_back(Fire{i, j, true, std::nullopt, {}});
      }
    }
  }
  return out;
}

std::vector<FireTableEntry> fireSolutionTable(const Engine &engine, const State &state, bool brute_force) {
  const Scenario &sc = engine.scenario();
  const RuleOptions &rules = sc.rules;
  const int n = static_cast<int>(state.ships.size());
  std::vector<core::Base> bases(n);
  std::vector<core::PreparedBase> prepared(n);
  std::vector<char> active(n, 0);
  std::vector<double> radius(n, 0);
  std::vector<core::Box> boxes(n);
  for (int i = 0; i < n; ++i) {
    if (state.ships[i].sunk || !state.ships[i].pose) continue;
    bases[i] = shipBase(sc, state, i);
    prepared[i] = core::prepare(bases[i]);
    boxes[i] = core::boundingBox(prepared[i]);
    radius[i] = 0.5 * std::sqrt(bases[i].length * bases[i].length + bases[i].width * bases[i].width);
    active[i] = 1;
  }
  core::BroadPhase tree;
  if (!brute_force) {
    // Insert in Morton (Z-curve) order of the centres: neighbours go in together, which gives the
    // incremental tree tighter boxes and makes every query cheaper.
    std::vector<std::pair<std::uint64_t, int>> order;
    for (int i = 0; i < n; ++i) {
      if (!active[i]) continue;
      const auto cell = [](double v) {
        return static_cast<std::uint32_t>(std::clamp(v * 4 + 32768, 0.0, 65535.0));
      };
      const std::uint32_t x = cell(bases[i].pose.center.x), y = cell(bases[i].pose.center.y);
      std::uint64_t code = 0;
      for (int b = 0; b < 16; ++b)
        code |= (static_cast<std::uint64_t>((x >> b) & 1u) << (2 * b)) |
                (static_cast<std::uint64_t>((y >> b) & 1u) << (2 * b + 1));
      order.emplace_back(code, i);
    }
    std::sort(order.begin(), order.end());
    for (const auto &[code, i] : order)
      tree.add(i, boxes[i]);
  }

  std::vector<FireTableEntry> out;
  std::vector<int> candidates;
  for (int a = 0; a < n; ++a) {
    if (!active[a] || state.ships[a].combat <= 0) continue;
    const int combat = state.ships[a].combat;
    if (brute_force) {
      candidates.clear();
      for (int t = 0; t < n; ++t)
        candidates.push_back(t);
    } else {
      candidates = tree.queryBox(boxes[a], combat);
    }
    for (int t : candidates) {
      if (t == a || !active[t] || !engine.isEnemy(a, t)) continue;
      // Range and line of fire are symmetric: with the broad phase each pair is measured once,
      // by the ship that reaches farther (its query is the wider one, so it always finds the
      // pair), and both directions are entered.
      const int combat_t = std::max(0, state.ships[t].combat);
      if (!brute_force && (combat_t > combat || (combat_t == combat && t < a))) continue;
      if (!brute_force) {
        // Cheap lower bounds on the distance before the exact one: bounding circles, then the
        // gap between the two bases projected on the line joining their centres.
        const core::Vec2 d = bases[t].pose.center - bases[a].pose.center;
        const double reach = combat + radius[a] + radius[t] + kEps;
        const double d2 = core::dot(d, d);
        if (d2 > reach * reach) continue;
        const double centre_distance = std::sqrt(d2);
        if (centre_distance > 0) {
          const core::Vec2 u = d * (1.0 / centre_distance);
          const auto extent = [&](int i) {
            return 0.5 * (bases[i].length * std::fabs(core::dot(prepared[i].forward, u)) +
                          bases[i].width * std::fabs(core::dot(prepared[i].starboard, u)));
          };
          if (centre_distance - extent(a) - extent(t) > combat + kEps) continue;
        }
      }
      const core::DistanceResult dr = core::baseDistance(prepared[a], prepared[t]);
      const double distance = std::round(dr.distance * 1e6) / 1e6;
      if (combat - distance < -kEps) continue;
      const auto band = [&](int reach) {
        return std::min(3, std::max(0, static_cast<int>(std::floor(reach - distance + kEps))));
      };
      bool clear = true;
      for (const auto &[p, q] : blockingStretches(rules, dr.point_a, dr.point_b)) {
        // Every point of the firing line lies within `combat` of the firer's base, so any base
        // that touches it is already among the firer's candidates: no second tree query.
        const core::Box stretch{{std::min(p.x, q.x), std::min(p.y, q.y)},
                                {std::max(p.x, q.x), std::max(p.y, q.y)}};
        for (int j : candidates) {
          if (j == a || j == t || !active[j]) continue;
          if (!brute_force && (boxes[j].upper.x < stretch.lower.x || boxes[j].lower.x > stretch.upper.x ||
                               boxes[j].upper.y < stretch.lower.y || boxes[j].lower.y > stretch.upper.y))
            continue;
          if (core::segmentTouchesBase(p, q, prepared[j])) {
            clear = false;
            break;
          }
        }
        if (!clear) break;
      }
      out.push_back({a, t, distance, rules.artillery_hit_on[band(combat)], clear});
      if (!brute_force && combat_t > 0 && combat_t - distance >= -kEps)
        out.push_back({t, a, distance, rules.artillery_hit_on[band(combat_t)], clear});
    }
  }
  if (!brute_force)
    std::sort(out.begin(), out.end(), [](const FireTableEntry &x, const FireTableEntry &y) {
      return std::tie(x.attacker, x.target) < std::tie(y.attacker, y.target);
    });
  return out;
}

std::vector<Action> Engine::considered(const State &state) const {
  std::vector<Action> out;
  if (state.over || state.attack || state.pending || state.phase != Phase::Movement) return out;
  const std::vector<Action> steps = legal(state); // the end of the phase, then each ship's steps
  Bases &bases = basesFor(state);
  const RuleOptions &rules = scenario_.rules;
  constexpr double kNoCrawl = 0.25; // what is left after a turn is sailed, or given up when less
  std::array<double, 2> angles{std::min(45.0, rules.max_pivot), rules.max_pivot};
  const std::size_t angle_count = angles[1] > angles[0] + kEps ? 2 : 1;
  const auto shipOf = [](const Action &a) {
    if (const auto *f = std::get_if<MoveForward>(&a)) return f->ship;
    if (const auto *p = std::get_if<Pivot>(&a)) return p->ship;
    return -1;
  };
  // A whole move in its one text form: a pivot alone is a Pivot.
  const auto whole = [](int ship, double ahead, double degrees, double then) -> Action {
    if (ahead <= kEps && then <= kEps) return Pivot{ship, degrees};
    return Manoeuvre{ship, ahead > kEps ? ahead : 0, degrees, then > kEps ? then : 0};
  };
  const auto allowed = [&](const Action &a) { return !check(state, a, bases, false); };
  out.push_back(EndPhase{});
  const int n = static_cast<int>(state.ships.size());
  for (int i = 0; i < n; ++i) {
    const ShipState &s = state.ships[static_cast<std::size_t>(i)];
    if (s.sunk || s.escaped || scenario_.ships[static_cast<std::size_t>(i)].side != state.side) continue;
    const double left = remainingMovement(state, i);
    if (left <= kEps) continue;
    // What legal() kept for the ship holds for this state (it has just been asked): the whole
    // moves worked out with it are good while it is.
    Bases::Moves &kept = bases.moves[static_cast<std::size_t>(i)];
    if (kept.whole_ready) {
      out.insert(out.end(), kept.whole.begin(), kept.whole.end());
      continue;
    }
    const std::size_t first = out.size();
    // Straight on: the whole allowance, or as far as is free when something is in the way (to a
    // hundredth of a UD, as a person would sail up to it); and, as the turn's first move, half of
    // it (a ship holding back). Never less and less of what is left.
    double free = left;
    if (!allowed(MoveForward{i, left})) {
      double lo = 0, hi = left;
      while (hi - lo > 0.005) {
        const double mid = (lo + hi) / 2;
        (allowed(MoveForward{i, mid}) ? lo : hi) = mid;
      }
      free = std::floor(lo * 100) / 100;
    }
    if (free >= kNoCrawl) out.push_back(MoveForward{i, free});
    if (s.moved_ud <= kEps && left / 2 >= kNoCrawl && left / 2 < free - kEps &&
        allowed(MoveForward{i, left / 2}))
      out.push_back(MoveForward{i, left / 2});
    // A turn, each way: as early as HM-MOVE-3 allows with the rest sailed after it (half of it,
    // or none, when the whole is in the way), and as late as the allowance allows.
    const double need =
        s.movement == 1 ? 0 : std::max(0.0, rules.straight_before_pivot - s.straight_since_pivot);
    if (need + rules.pivot_cost <= left + kEps) {
      const double rest = left - need - rules.pivot_cost;
      const double late = left - rules.pivot_cost;
      for (std::size_t k = 0; k < angle_count; ++k)
        for (const double sign : {1.0, -1.0}) {
          const double degrees = sign * angles[k];
          for (const double then : {rest, rest / 2, 0.0}) {
            const Action a = whole(i, need, degrees, then < kNoCrawl ? 0 : then);
            if (allowed(a)) {
              out.push_back(a);
              break;
            }
            if (then < kNoCrawl) break;
          }
          if (late > need + kNoCrawl)
            if (const Action a = whole(i, late, degrees, 0); allowed(a)) out.push_back(a);
        }
    }
    // Hemmed in: its steps, whatever they are.
    if (out.size() == first)
      for (const Action &a : steps)
        if (shipOf(a) == i) out.push_back(a);
    kept.whole.assign(out.begin() + static_cast<std::ptrdiff_t>(first), out.end());
    kept.whole_ready = true;
  }
  return out;
}

} // namespace amiraute::haute_mer
