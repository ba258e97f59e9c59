#pragma once
/// Escadrilles rules engine: validate an action against a state, apply it to get the next state
/// and log lines citing clause ids (docs/rules/escadrilles.md). No dice; the only secret is each
/// squadron's speeds for the turn, hidden by observe() until its movement starts.
///
/// What a view needs without touching the rules: speedRange (the speed sheet), reachOf (where a
/// plane can end its move, one path each, and where it would crash), fly (the outcome of a path
/// being drawn), lineOfFire and shotsOf (the lines of fire and what `end` would shoot down).
#include "game/Game.h"
#include "games/escadrilles/Action.h"
#include "games/escadrilles/Rules.h"
#include "games/escadrilles/State.h"

#include <optional>
#include <random>
#include <string>
#include <vector>

namespace amiraute::escadrilles {

using game::LogEntry;
using game::Narration;
using game::RuleViolation;
using game::Ruling;

/// How a flight ends.
enum class Outcome : std::uint8_t {
  Safe,      ///< every point spent, on a free hex (ES-MOVE-1)
  Dark,      ///< flew into a dark hex (ES-CRASH-1)
  Climb,     ///< had to climb without the points (ES-CRASH-2)
  Collision, ///< entered another plane's hex: both crash (ES-CRASH-3)
  TurnLimit, ///< could only escape by breaking its turn limit (ES-CRASH-4)
  OffMap,    ///< flew off the map (ES-MAP-2)
};
/// For scripts: "safe", "dark", "climb", "collision", "turn_limit", "off_map".
const char *outcomeName(Outcome o);
/// The clause that rules an outcome.
const char *outcomeClause(Outcome o);

/// The lowest and highest speed a plane may be given this turn (ES-SPEED-1).
struct SpeedRange {
  int low = 2;
  int high = 2;
  bool contains(int s) const { return s >= low && s <= high; }
  bool forced() const { return low == high; }
};
SpeedRange speedRange(const Rules &rules, const Plane &plane);
/// Changes of direction allowed per turn at a speed (ES-MOVE-4): 6, 5 → 1; 4, 3 → 2; 2 → 1.
int turnAllowance(int speed);
/// The largest change at a speed, in sixths of a turn: 2 (120°) at speed 2, else 1 (60°).
int largestTurn(int speed);

/// A path flown (or a path that would be flown) by one plane.
struct Flight {
  int plane = -1;
  int speed = 0;
  std::vector<int> directions; ///< as the plane flies them (cut at a breach of the turn limit)
  std::vector<Hex> path;       ///< the hexes entered on the map, in order (the start not included)
  int points = 0;              ///< points spent, descent bonuses included (ES-MOVE-1)
  int left = 0;                ///< points left when it stopped (0 for a safe end)
  int turns = 0;               ///< changes of direction made
  Outcome outcome = Outcome::Safe;
  Hex end;         ///< where it ends or falls (Dark, Climb, Collision: the hex it entered)
  int facing = 1;  ///< facing at the end
  int other = -1;  ///< Collision: the plane it hit
  int unflown = 0; ///< directions given beyond a crash or the map's edge, not flown
  bool lost() const { return outcome != Outcome::Safe; }
};

/// Every way a plane can end its move this turn, from a search over (hex, facing, points left,
/// changes used): the safe ends, one path for each (hex, facing), and the ways it can be lost,
/// one path for each (outcome, hex). Paths that break the turn limit are not searched.
struct Reach {
  std::vector<Flight> ends;   ///< safe ends, by number of steps then path order
  std::vector<Flight> losses; ///< crashes and exits off the map
  bool canFinish() const { return !ends.empty(); }
};
/// The reach of plane `plane` at `speed` (0: its speed this turn) on the position as it stands.
Reach reachOf(const Rules &rules, const State &state, int plane, int speed = 0);

/// What flying `directions` would do, or the ruling that refuses it: the checks of a Move
/// without the order of movement (usable to draw a path while it is being chosen).
struct Flown {
  std::optional<Ruling> refusal;
  Flight flight;
};
Flown fly(const Rules &rules, const State &state, int plane, const std::vector<int> &directions,
          int speed = 0);

/// The hexes a plane's guns cover (1 then 2 hexes straight ahead, on the map, ES-FIRE-1) and the
/// enemies it would shoot down from where it is (ES-FIRE-2, ES-FIRE-3).
struct FireLine {
  std::vector<Hex> hexes;
  std::vector<int> targets;
  int masked_by = -1; ///< a friend that masks the fire (rules.line_of_fire: nearest_plane)
};
FireLine lineOfFire(const Rules &rules, const State &state, int plane);
/// The same for the plane as if it stood on `hex` facing `facing` (an end of its reach).
FireLine lineOfFireFrom(const Rules &rules, const State &state, int plane, Hex hex, int facing);
/// True when, from where it stands, `plane` could not finish its next move safely at any speed
/// allowed next turn even with every other plane gone: the map edge, a dark hex or a climb ahead
/// leave it no way out (ES-CRASH-4). Its speed this turn must be set.
bool trappedNextTurn(const Rules &rules, const State &state, int plane);
/// The same for `plane` as if it stood on `hex` facing `facing` having flown this turn at `speed`:
/// a safe end that leaves it no safe way next turn (ES-CRASH-4).
bool trappedFrom(const Rules &rules, const State &state, int plane, Hex hex, int facing, int speed);

/// Where a plan for `plane` stands the other planes when it flies (ES-TURN-1, ES-TURN-2, ES-CRASH-3):
/// the planes that fly before it this turn but have not flown yet will have moved, to hexes nobody
/// knows yet, so they are left out (their hexes count as free); the others are where they stand.
struct Planning {
  State state;               ///< the position planned against: `ahead` taken off the map
  std::vector<int> ahead;    ///< planes left out, in the order they fly
  std::vector<int> standing; ///< the other planes in the air, planned against where they are
};
Planning planningFor(const Rules &rules, const State &state, int plane);

/// What a safe end leaves behind: the plane itself with no safe way out next turn, or friends that
/// fly after it this turn with no safe way left, that had one without it there.
struct EndRisk {
  bool trapped = false;   ///< trappedFrom that end at this speed
  std::vector<int> traps; ///< friends still to fly this turn that this end would doom
  bool risky() const { return trapped || !traps.empty(); }
};
/// A plan for `plane` at `speed` (0: its speed this turn): its reach against planningFor's
/// position, and for each safe end (as `reach.ends`) what it leaves behind. A friend whose speed is
/// not set yet counts as trapped only when no speed it may be given gets it out.
struct Plan {
  Planning assumed;
  Reach reach;
  std::vector<EndRisk> risks; ///< one per reach.ends
};
Plan planFor(const Rules &rules, const State &state, int plane, int speed = 0);

/// "Entering 0607 the plane crashes into the dark hex (ES-CRASH-1).", "From 0607 the plane flies
/// off the map and leaves the game (ES-MAP-2).": what a lost flight does, for people, before it
/// is flown (a screen's question before it submits the path).
std::string lossText(const Rules &rules, const State &state, const Flight &flight);

/// Two planes of one squadron that will collide next turn whatever happens, unless one is lost
/// first: `behind` faces `ahead` on the hex straight in front of it and flies before it (ES-MOVE-3,
/// ES-TURN-2, ES-CRASH-3).
struct NoseToTail {
  int behind = -1;
  int ahead = -1;
};
std::vector<NoseToTail> nextTurnCollisions(const Rules &rules, const State &state, int side);
/// One plane shot down and the planes that shot it, lowest number first.
struct Shot {
  int target = -1;
  std::vector<int> shooters;
};
/// What `side`'s planes would shoot down if its movement ended now (all at once, ES-FIRE-1).
std::vector<Shot> shotsOf(const Rules &rules, const State &state, int side);

/// What apply() did: the next state and its log (Full only), and more.
struct Applied : game::Step<State> {
  std::optional<Flight> flight; ///< Move: the flight
  std::vector<Shot> shots;      ///< EndMovement: the planes shot down
};

/// The state at the start of a scenario: turn 1, speeds (forced speeds already set; movement at
/// once when every speed is forced).
State initialState(const Rules &rules);
/// The seat to act: a side, game::kTerminal when over.
int actor(const Rules &rules, const State &state);
/// Nothing if `action` is legal now, else the clause it breaks. Never throws.
std::optional<Ruling> validate(const Rules &rules, const State &state, const Action &action);
/// The next state. Throws RuleViolation exactly when validate() refuses.
Applied apply(const Rules &rules, const State &state, const Action &action,
              Narration narration = Narration::Full);
/// A finite useful set of legal actions: speeds for the lowest-numbered plane of the side to act
/// that has none yet (one action per speed); for the next plane to move, one path to each safe
/// end, plus ramming an enemy when deliberate crashes are allowed (every way to be lost when it
/// cannot finish safely); `end` once every plane has moved.
std::vector<Action> legalActions(const Rules &rules, const State &state);
/// What `seat` may see (game::kPublic: any seat): speeds of a squadron whose movement has not
/// started are kHiddenSpeed to the other seat, unless they are forced (ES-SPEED-3).
State observe(const Rules &rules, const State &state, int seat);
/// A state consistent with an observation by `seat`: hidden speeds drawn among the legal ones.
State determinize(const Rules &rules, const State &observed, int seat, std::mt19937_64 &rng);
/// Each squadron's share of the planes still flying.
std::vector<double> heuristic(const Rules &rules, const State &state);

/// "Bleu 3": a plane for people.
std::string planeName(const Rules &rules, const Plane &plane);

} // namespace amiraute::escadrilles
