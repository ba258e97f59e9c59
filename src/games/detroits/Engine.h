#pragma once
/// Détroits rules engine: validate an action against a state, apply it to get the next state and
/// log lines citing clause ids (docs/rules/detroits.md). The only chance is the coin for the wind;
/// the secret is each fleet's written orders, hidden by observe() until both fleets have sealed
/// them (hidden commits taken in turn, as Escadrilles' speeds).
///
/// What a view or the referee needs without touching the rules: hexesOf (a ship's hexes, bow
/// first), resolveOrder (the points an order spends, or the token at fault), pathOf (the poses an
/// order goes through on an empty sea), fireChances (what may fire now), bears (a broadside's reach),
/// candidateOrders (where a ship can go this turn, one order each).
#include "game/Game.h"
#include "games/detroits/Action.h"
#include "games/detroits/Rules.h"
#include "games/detroits/State.h"

#include <algorithm>
#include <array>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace amiraute::detroits {

using game::LogEntry;
using game::Narration;
using game::RuleViolation;
using game::Ruling;

/// A ship's hexes, bow first: one for a frigate, two for a three-master (lengthOf). Held in
/// place, not on the heap: the computer asks for them at every step of every play-out.
class ShipHexes {
public:
  ShipHexes() = default;
  ShipHexes(Hex bow, int facing, int length);
  const Hex *begin() const { return hexes_.data(); }
  const Hex *end() const { return hexes_.data() + size_; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Hex &operator[](std::size_t k) const { return hexes_[k]; }
  bool contains(Hex h) const { return std::find(begin(), end(), h) != end(); }
  /// True when the two pieces share a hex.
  bool overlaps(const ShipHexes &other) const;
  operator std::vector<Hex>() const { return {begin(), end()}; }

private:
  std::array<Hex, 2> hexes_{};
  std::size_t size_ = 0;
};

/// The hexes of ship `i`, bow first.
ShipHexes hexesOf(const Rules &rules, const State &state, int i);
/// The same for a ship of kind `kind` at `pose`.
ShipHexes hexesAt(Kind kind, HexPose pose);

/// An order read against the ship's facing: its points, or the ruling on the token at fault.
struct Resolved {
  std::optional<Ruling> refusal;
  std::vector<OrderStep> steps;
  int points() const { return static_cast<int>(steps.size()); }
};
/// Read `tokens` for a ship facing `facing` (DT-ORDER-1, DT-ORDER-2, DT-MOVE-3).
Resolved resolveOrder(const Rules &rules, int facing, const std::vector<Token> &tokens);
/// The notation of resolved steps for a ship facing `facing` (canonical: R R 3, R R(3)).
std::vector<Token> tokensOf(int facing, const std::vector<OrderStep> &steps);
/// The poses a ship goes through when it carries out `steps` from `from` on an empty sea (the
/// ghost path): from first, then one pose a point.
std::vector<HexPose> pathOf(HexPose from, const std::vector<OrderStep> &steps);

/// True when `shooter`'s broadside `b` bears on ship `target` (DT-FIRE-2, DT-FIRE-6); the distance
/// (DT-FIRE-3) in `distance` when it does.
bool bears(const Rules &rules, const State &state, int shooter, Broadside b, int target,
           int *distance = nullptr);
/// The hexes a ship's broadside reaches on the map (its cone, within range), for drawing.
std::vector<Hex> coneOf(const Rules &rules, const State &state, int ship, Broadside b);
/// Every broadside that may fire now, by ship then port before starboard then target (DT-FIRE-*).
std::vector<FireChance> fireChances(const Rules &rules, const State &state);
/// The groups of ships that move together (DT-EXEC-1): the k-th three-masters of both sides, for
/// each k, then the k-th frigates.
std::vector<std::vector<int>> movementGroups(const Rules &rules);
/// True when a hex of ship `i` lies in the lighthouses' zone (DT-WIN-2).
bool inZone(const Rules &rules, const State &state, int i);
/// Ships of `side` afloat in the zone.
int inZoneCount(const Rules &rules, const State &state, int side);

/// A bounded useful set of orders for ship `i` this turn: staying, and one order to each pose it
/// can reach without meeting land or the map edge, fewest points first.
std::vector<WriteOrder> candidateOrders(const Rules &rules, const State &state, int i);

/// True when a ship of kind `kind` at `pose` can never leave its hex again: whichever way it turns
/// in place (a three-master's stern swinging only over sea), the hex ahead is land or off the map
/// (DT-MOVE-1, DT-MOVE-2). Other ships are not counted: they move.
bool boxedIn(const Rules &rules, Kind kind, HexPose pose);

/// A danger an order holds, told before it is sealed so that its fleet may think again. The order
/// is still accepted: it is the player's choice.
struct OrderWarning {
  enum class Kind : std::uint8_t {
    Aground, ///< a point would touch land: aground for good (DT-MOVE-4)
    Stops,   ///< a point would touch land or the edge, and the ship stops there this turn
    OffMap,  ///< a point would take it off the map: it leaves the game (DT-MOVE-5)
    BoxedIn, ///< where the order leaves it, only turns in place are left (boxedIn)
  };
  Kind kind = Kind::Aground;
  int point = 0; ///< the point of the order at fault, from 1 (0 for BoxedIn)
  Hex hex;       ///< where the bow stands then (where it runs aground, stops or is boxed in)
  Hex touched;   ///< the land or off-map hex it would touch (not for BoxedIn)
  std::string clause;
  std::string message; ///< "Foudroyant would run aground on 0304 at point 2 (land at 0404) …"
  /// "message (CLAUSE)".
  std::string text() const { return message + " (" + clause + ")"; }
};
/// What `order` would do to its ship on an empty sea: running aground, stopping short, leaving the
/// map, being boxed in where it ends. Nothing for a sound order, nor for one validate() refuses.
/// For an order typed or built on the screen, before it is sealed.
std::vector<OrderWarning> orderWarnings(const Rules &rules, const State &state, const WriteOrder &order);

/// What apply() did: the next state and its log (Full only).
using Applied = game::Step<State>;

State initialState(const Rules &rules);
/// The seat to act, game::kChance (the wind) or game::kTerminal.
int actor(const Rules &rules, const State &state);
std::optional<Ruling> validate(const Rules &rules, const State &state, const Action &action);
Applied apply(const Rules &rules, const State &state, const Action &action,
              Narration narration = Narration::Full);
/// The finite useful set: for the fleet writing orders, the candidate orders of its first ship
/// without one, then `seal`; at a pause of the execution, every broadside that may fire and `hold`.
std::vector<Action> legalActions(const Rules &rules, const State &state);
/// legalActions(rules, state)[draw % n], where n is how many there are, without writing every
/// order of the list (the computer's play-outs draw one action a step; game::drawConsideredAction).
Action drawLegal(const Rules &rules, const State &state, std::uint64_t draw);
/// The coin for the wind: north or south, one chance in two each.
std::vector<game::ChanceOutcome<Action>> chanceOutcomes(const Rules &rules, const State &state);
/// What `seat` may see: the other fleet's orders are blank (hidden) until both fleets have sealed.
State observe(const Rules &rules, const State &state, int seat);
/// A state consistent with an observation: hidden orders drawn among the candidate orders.
State determinize(const Rules &rules, const State &observed, int seat, std::mt19937_64 &rng);
/// For the computer's search only: the other fleet's orders of this turn, as it might write them
/// without reading `seat`'s (DT-ORDER-4), and that fleet sealed. Each of its ships, in turn, gets
/// the order its fleet's own judgement (heuristic) likes best where its orders so far leave the
/// ships, or one at random a quarter of the time; whether that fleet writes before `seat` (its
/// sealed orders, which determinize drew at random, are drawn again so) or after. Without it, the
/// fleet writing first searched against replies chosen knowing its orders, and both searched
/// against ships given random orders.
State simultaneous(const Rules &rules, const State &state, int seat, std::mt19937_64 &rng);
/// Each fleet's share of the resistance afloat, weighed with its share of the zone and its ships'
/// nearness to it, all judged where the written orders will leave the ships (on a sea without
/// the enemy); a fleet alone in a contested zone there is about to win (DT-WIN-2).
std::vector<double> heuristic(const Rules &rules, const State &state);

/// "Foudroyant".
const std::string &shipName(const Rules &rules, int i);

} // namespace amiraute::detroits
