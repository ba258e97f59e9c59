#pragma once
/// Haute Mer actions: one struct each, a variant of all, and a text form that parses back.
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace amiraute::haute_mer {

struct Scenario;

/// Put a ship where it stands on the real table (referee), or place an unplaced ship.
struct Place {
  int ship;
  double x, y, heading;
  bool operator==(const Place &) const = default;
};
/// Go straight ahead `distance` UD.
struct MoveForward {
  int ship;
  double distance;
  bool operator==(const MoveForward &) const = default;
};
/// Turn about the stern; positive is clockwise (to starboard).
struct Pivot {
  int ship;
  double degrees;
  bool operator==(const Pivot &) const = default;
};
/// A whole move in one action, as a person plans it on the table: `ahead` UD straight, a pivot of
/// `degrees` about the stern, then `then` UD straight. Exactly those steps one after the other
/// (each checked as it would be alone, from where the one before left the ship); what the
/// computer weighs, so that one decision takes a ship where it means to go (docs/AI.md). Always
/// a pivot and at least one straight part: one step alone is a MoveForward or a Pivot.
struct Manoeuvre {
  int ship;
  double ahead = 0;
  double degrees = 0;
  double then = 0;
  bool operator==(const Manoeuvre &) const = default;
};
/// An artillery or torpedo attack. Without faces it is declared and the dice follow as a Roll
/// (a chance node); with faces (dice a person rolled on the table, or a record written before
/// the two steps) it is declared and rolled at once.
struct Fire {
  int ship;
  int target;
  bool torpedo = false;
  std::optional<double> range; ///< distance measured on a real table, replacing the geometry
  std::vector<int> faces;
  bool operator==(const Fire &) const = default;
};
/// The dice of the attack declared last: every face, as they lie on the table.
struct Roll {
  std::vector<int> faces;
  bool operator==(const Roll &) const = default;
};
enum class Value { Movement, Combat, Structure };
/// The target's owner puts `points` of pending damage on one value.
struct AllocateDamage {
  int ship;
  Value value;
  int points;
  bool operator==(const AllocateDamage &) const = default;
};
/// End the current phase.
struct EndPhase {
  bool operator==(const EndPhase &) const = default;
};

using Action = std::variant<Place, MoveForward, Pivot, Manoeuvre, Fire, Roll, AllocateDamage, EndPhase>;

/// The steps a whole move is made of, in order (two or three).
std::vector<Action> stepsOf(const Manoeuvre &move);

const char *valueName(Value v);

/// Text form: `place Dunkerque 10 6 90`, `move Dunkerque forward 2`, `move Dunkerque pivot -45`,
/// `move Dunkerque forward 1 pivot 45 forward 2` (a whole move),
/// `fire Dunkerque Emden range 3.5 dice 6 5 2`, `torpedo T1 Emden dice 4 5 1 2`,
/// `roll 6 5 2 1` (the dice of the attack just declared), `damage Emden movement 1`, `end`. Names with spaces
/// are quoted.
std::string toText(const Scenario &scenario, const Action &action);

/// Join words that spell a ship name with spaces into one word, so `fire Jean Bart Emden` reads
/// like `fire "Jean Bart" Emden` (the longest name wins). Quoted names are already one word.
std::vector<std::string> groupShipNames(const Scenario &scenario, const std::vector<std::string> &words);

/// Parse the text form (already split into words). Throws core::CommandError with a message a
/// person can act on (unknown ship, bad number, missing word).
Action parseAction(const Scenario &scenario, const std::vector<std::string> &words);

} // namespace amiraute::haute_mer
