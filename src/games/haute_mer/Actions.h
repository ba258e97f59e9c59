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
};
/// Go straight ahead `distance` UD.
struct MoveForward {
  int ship;
  double distance;
};
/// Turn about the stern; positive is clockwise (to starboard).
struct Pivot {
  int ship;
  double degrees;
};
/// An artillery or torpedo attack. `faces` is empty until the dice are rolled.
struct Fire {
  int ship;
  int target;
  bool torpedo = false;
  std::optional<double> range; ///< distance measured on a real table, replacing the geometry
  std::vector<int> faces;
};
enum class Value { Movement, Combat, Structure };
/// The target's owner puts `points` of pending damage on one value.
struct AllocateDamage {
  int ship;
  Value value;
  int points;
};
/// End the current phase.
struct EndPhase {};

using Action = std::variant<Place, MoveForward, Pivot, Fire, AllocateDamage, EndPhase>;

const char *valueName(Value v);

/// Text form: `place Dunkerque 10 6 90`, `move Dunkerque forward 2`, `move Dunkerque pivot -45`,
/// `fire Dunkerque Emden range 3.5 dice 6 5 2`, `torpedo T1 Emden dice 4 5 1 2`,
/// `damage Emden movement 1`, `end`. Names with spaces are quoted.
std::string toText(const Scenario &scenario, const Action &action);

/// Join words that spell a ship name with spaces into one word, so `fire Jean Bart Emden` reads
/// like `fire "Jean Bart" Emden` (the longest name wins). Quoted names are already one word.
std::vector<std::string> groupShipNames(const Scenario& scenario, const std::vector<std::string>& words);

/// Parse the text form (already split into words). Throws core::CommandError with a message a
/// person can act on (unknown ship, bad number, missing word).
Action parseAction(const Scenario &scenario, const std::vector<std::string> &words);

} // namespace amiraute::haute_mer
