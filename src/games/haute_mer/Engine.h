#pragma once
/// The Haute Mer rules: validate an action against a state, apply it, and the fire solutions the
/// referee, the screen and the odds need. Every ruling cites clause ids of docs/rules/haute-mer.md.
#include "core/Chance.h"
#include "core/Dice.h"
#include "game/Game.h"
#include "games/haute_mer/Actions.h"
#include "games/haute_mer/Rules.h"
#include "games/haute_mer/State.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::haute_mer {

/// Why an action is refused: the clause it breaks and a sentence for a person (the one vocabulary
/// of every game, src/game/Game.h).
using RuleError = game::Ruling;

/// One line of the log: what happened and under which clauses.
using LogEntry = game::LogEntry;

/// Everything about one attacker firing on one target, before any die is rolled.
struct FireSolution {
  bool possible = false;
  std::optional<RuleError> refusal; ///< set when not possible
  bool measured = false;            ///< the distance came from the geometry (not typed)
  double distance = 0;              ///< UD, base edge to base edge
  core::Vec2 from, to;              ///< the firing line: closest points of the two bases
  int dice = 0;
  int hit_on = 7;
  int damage_per_hit = 1;
  bool line_clear = true;
  std::vector<int> blockers; ///< ships touching the line where it matters (HM-LOS-*)
  std::vector<std::string> clauses;
};

/// Chances of one attack before it is rolled.
struct Odds {
  core::HitDistribution hits;
  double expected_damage = 0;
  double p_sunk = 0; ///< chance the target sinks when its owner spreads damage as well as possible
};

/// Result of applying an action: the new state and the log.
using Outcome = game::Step<State>;

/// Thrown by apply() when validate() refuses (the ruling is in `ruling`).
using RuleViolation = game::RuleViolation;

class Engine {
public:
  explicit Engine(const Scenario &scenario) : scenario_(scenario) {}
  const Scenario &scenario() const { return scenario_; }

  /// Nothing when the action is legal now, else the clause it breaks. A Fire without faces
  /// declares the attack (its Roll follows); with faces, their count must match.
  std::optional<RuleError> validate(const State &state, const Action &action) const;

  /// Apply a legal action. Throws RuleViolation otherwise; the given state is never modified.
  /// With Narration::Silent no sentence is built and the log stays empty.
  Outcome apply(const State &state, const Action &action,
                game::Narration narration = game::Narration::Full) const;

  /// Who acts now: the side to play, the owner of a ship with damage to spread, game::kChance
  /// while an attack waits for its dice, game::kTerminal at the end.
  int actor(const State &state) const;

  /// The dice of the attack waiting in `state`, drawn from `dice` (seeded, or typed faces).
  Roll roll(const State &state, core::DiceSource &dice) const;

  /// The rolls of the attack waiting, grouped by number of hits (6s for hits, the highest miss
  /// for the rest) with their exact probabilities; empty when no attack waits.
  std::vector<std::pair<Roll, double>> rollOutcomes(const State &state) const;

  /// A finite, useful set of the actions legal now (validate takes many more): forward steps of
  /// all, half and a quarter of the movement left (and what a pivot needs), pivots of 45 and 90
  /// degrees either way, every attack on an enemy in reach, damage spread one point or as much as
  /// a value takes, and the end of the phase.
  std::vector<Action> legal(const State &state) const;
  /// What the computer weighs in a movement phase (Game::considered): each ship's whole moves —
  /// its full allowance straight ahead (or as far as is free), half of it as its first move of
  /// the turn, and a turn of 45 or the most degrees either way made as early as HM-MOVE-3 allows
  /// (the rest of the allowance after it) or as late as the allowance allows — and the end of the
  /// phase. A ship none of whose whole moves is allowed (hemmed in) keeps its steps from legal().
  /// Empty outside a movement phase (the computer then weighs legal()).
  std::vector<Action> considered(const State &state) const;
  /// Whether an objective is met now (HM-WIN-3, -4); a Hold or Protect one counts only at the
  /// turn limit, but says here whether it would.
  bool objectiveMet(const State &state, const Objective &objective) const;
  /// An objective in words, for the players ("Rouge wins at once by sinking Convoi 1").
  std::string objectiveText(const Objective &objective) const;
  /// How far a side is along an objective, 0..1, for the computer's judgement of a position.
  double progress(const State &state, const Objective &objective) const;
  /// An estimate of the returns of a position not over (Game::heuristic): each side's structure
  /// afloat less what the side to play's fire to come may take, a little for closing on the enemy,
  /// weighed with its objectives' progress when the scenario has objectives.
  std::vector<double> estimate(const State &state) const;
  /// Every objective in words, then who wins otherwise: what the screen and the referee show.
  std::vector<std::string> objectiveLines() const;

  /// The fire solution for `attacker` on `target` now (range, band, dice, line of fire).
  FireSolution solve(const State &state, int attacker, int target, bool torpedo,
                     std::optional<double> range = std::nullopt) const;

  /// The firing line between two placed ships (closest points of the bases) and the ships that
  /// block it under HM-LOS-2, whatever the range. Both ships must be placed.
  struct LineOfFire {
    double distance = 0;
    core::Vec2 from, to;
    std::vector<int> blockers;
  };
  LineOfFire lineOfFire(const State &state, int attacker, int target) const;

  /// Exact odds of an attack with this solution on this target.
  Odds odds(const State &state, const FireSolution &solution, int target) const;

  /// Damage points an attack with `hits` hits does.
  int damageFor(const FireSolution &solution, int hits) const { return hits * solution.damage_per_hit; }

  /// Whether `damage` points sink the target when its owner spreads them as well as possible.
  static bool sinks(const ShipState &target, int damage);

  /// UD the ship may still move this turn.
  double remainingMovement(const State &state, int ship) const;

  /// Ships of other sides, afloat.
  bool isEnemy(int ship_a, int ship_b) const;

private:
  /// Every ship's base with its axes and corners, worked out once for a state that is asked many
  /// questions (legal() validates dozens of candidates). The same numbers prepare() gives.
  struct Bases {
    const Scenario *scenario = nullptr;             ///< whose ships these are
    std::uint64_t scenario_id = 0;                  ///< and its Scenario::id
    std::vector<int> side;                          ///< each ship's side
    std::array<double, 5> world{};                  ///< the rules and table the moves below were found under
    std::uint64_t clock = 0;                        ///< prepareBases() calls so far
    std::vector<core::PreparedBase> of;             ///< by ship index (an unplaced ship at the origin)
    std::vector<double> radius;                     ///< half the diagonal of each ship's base
    std::vector<std::optional<core::Pose>> pose;    ///< the pose `of` was worked out for
    std::vector<char> afloat_now;                   ///< afloat and placed
    std::vector<std::uint64_t> stamp;               ///< the clock when the ship's base last changed
    std::vector<std::pair<std::uint64_t, int>> log; ///< (clock, ship) of each change, oldest first
    std::uint64_t log_from = 0;                     ///< `log` holds every change from this clock on
    std::vector<char> ready;                        ///< `of` and `radius` hold a base worked out before
    std::vector<int> afloat;                        ///< the ships afloat and placed, in index order
    std::vector<int> by_x;                          ///< the same by the x of their centre (the broad phase)
    std::vector<double> xs;                         ///< those x, in that order
    double widest = 0;                              ///< the largest radius among them
    int near_ship = -1;                             ///< the ship `near` was listed for
    std::vector<int> near; ///< the other ships a move of near_ship may touch, in index order
    /// The legal moves legal() found for a ship, and what they depend on.
    struct Moves {
      bool valid = false;
      ShipState own;                ///< the ship as it was
      double reach = 0;             ///< listNear()'s reach for it
      std::vector<int> near;        ///< the ships near it then
      mutable std::uint64_t at = 0; ///< the clock then, or when they were last seen to hold
      std::vector<Action> legal;
      bool whole_ready = false;  ///< `whole` was worked out since `legal` was
      std::vector<Action> whole; ///< what considered() offers for it
    };
    std::vector<Moves> moves;      ///< by ship index
    std::uint64_t last_change = 0; ///< the clock when a base last changed (or sank)
    /// The firing line between two ships (closest points of their bases) and whether another base
    /// blocks it (HM-LOS-2), as worked out at `at` (0: never): good while no base changes.
    struct Pair {
      std::uint64_t at = 0;
      core::DistanceResult dr;
      bool blocked = false;
    };
    mutable std::vector<Pair> pairs; ///< attacker * ships + target
  };
  void prepareBases(const State &state, Bases &bases) const;
  /// List in `bases` the ships any move of `ship` allowed by HM-MOVE-1 may come near; the reach
  /// it used.
  double listNear(const State &state, int ship, Bases &bases) const;
  /// Whether the moves kept for `ship` in `bases` are still its legal moves.
  bool movesStillHold(const State &state, int ship, const Bases &bases) const;
  /// Whether `move` (a MoveForward or a Pivot; a Manoeuvre, among the whole moves considered()
  /// found) is among the moves kept for `ship` that still hold.
  template <class Move>
  bool keptLegal(const State &state, int ship, const Move &move, const Bases &bases) const;
  /// This thread's bases, prepared for `state` (kept from call to call, see prepareBases). With
  /// `probe`, a second set, for the states part-way through a whole move: checking one moves a ship
  /// there and back, which would make the first set work out its neighbours' moves again.
  Bases &basesFor(const State &state, bool probe = false) const;
  /// For each side, how near its ships' guns are to an enemy on average: 1 within reach, 0 at
  /// 20 UD beyond it.
  std::vector<double> closing(const State &state, const Bases &bases) const;
  /// For each side, the damage the side to play's fire to come could expect to do to it: each of
  /// its ships that may still attack, its best single attack from where it stands.
  std::vector<double> fireToCome(const State &state, const Bases &bases) const;
  /// apply() once validate() has said yes.
  Outcome applyValid(const State &state, const Action &action, game::Narration narration) const;
  /// validate() on prepared bases; without `words` (legal() asks only whether) the refusals
  /// carry their clause and no sentence.
  std::optional<RuleError> check(const State &state, const Action &action, const Bases &bases,
                                 bool words) const;
  /// What the table or another base says against a move forward or a pivot (HM-MOVE-6, -7), the
  /// move itself being allowed: validate() asks after its own checks, legal() asks alone.
  std::optional<RuleError> forwardRefusal(const State &state, int ship, double distance, const Bases &bases,
                                          bool words) const;
  std::optional<RuleError> pivotRefusal(const State &state, int ship, double degrees, const Bases &bases,
                                        bool words) const;
  /// Whether the table or another base refuses each of several pivots the same way, smallest
  /// first (pivotRefusal()'s answers, worked out together).
  void pivotsRefused(const State &state, int ship, const double *degrees, std::size_t count,
                     const Bases &bases, bool *refused) const;
  std::optional<RuleError> validateMove(const State &state, int ship, const core::Pose &to,
                                        core::Vec2 to_forward, bool pivot, const Bases &bases,
                                        bool words) const;
  FireSolution solve(const State &state, int attacker, int target, bool torpedo, std::optional<double> range,
                     const Bases &bases, bool words) const;
  /// The firing line and its blocking for a pair, kept in `bases` until a base changes.
  const Bases::Pair &pairOf(const State &state, int attacker, int target, const Bases &bases) const;
  LineOfFire lineOfFire(const State &state, int attacker, int target, const Bases &bases) const;
  /// Whether a ship blocks the firing line `dr` between two ships (HM-LOS-2), as lineOfFire finds.
  bool lineBlocked(const State &state, int attacker, int target, const core::DistanceResult &dr,
                   const Bases &bases) const;
  /// Each ship that blocks the firing line, once, in index order within each stretch, until `found`
  /// says enough.
  template <class Found>
  void forEachBlocker(const State &state, int attacker, int target, const core::DistanceResult &dr,
                      const Bases &bases, Found &&found) const;
  std::optional<RuleError> validateRoll(const State &state, const Attack &attack,
                                        const std::vector<int> &faces) const;
  void resolve(State &state, const Attack &attack, const std::vector<int> &faces, std::vector<LogEntry> &log,
               bool full) const;
  void settleDamage(State &state, std::vector<LogEntry> &log, bool full) const;
  void checkVictory(State &state, std::vector<LogEntry> &log, bool end_of_turn, bool full) const;
  /// HM-WIN-5: a ship of an escape objective within its depth of the edge leaves the table.
  void escapeIfAtEdge(State &state, int ship, std::vector<LogEntry> &log, bool full) const;
  std::string objectiveDone(const Objective &objective) const;
  std::string shipList(const Objective &objective) const; ///< "Convoi 1, Convoi 2"

  const Scenario &scenario_;
};

/// Every pair of opposing afloat ships within artillery range, with distance, hit band and line
/// of fire, using a broad phase. `brute_force` tests every pair against every other ship instead
/// (the benchmark's baseline; the results are the same).
struct FireTableEntry {
  int attacker;
  int target;
  double distance;
  int hit_on;
  bool clear;
};
std::vector<FireTableEntry> fireSolutionTable(const Engine &engine, const State &state,
                                              bool brute_force = false);

} // namespace amiraute::haute_mer
