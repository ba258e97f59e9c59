#pragma once
/// The one game interface. Every game is a type `G` with the same parts in the same vocabulary
/// (after OpenSpiel and boardgame.io), so that everything generic — Match<G> (record, undo,
/// save/load), the referee's common commands, the registry, the generic tests, the computer
/// opponent — is written once over it:
///
/// ```cpp
/// struct Game {
///   using Rules = ...;   // immutable, loaded from YAML; has `file` and `title`
///   using State = ...;   // a regular value: copy, ==, hash()
///   using Action = ...;  // a value with ==; format/parse give its text form
///   static constexpr std::string_view name = "objectif-villes";   // the scenario's `game:`
///   static Rules load(const std::string &path);                   // core::YamlError: file:line:col
///   static State initial(const Rules &);
///   static Players players(const Rules &);
///   static int toMove(const Rules &, const State &);              // a seat, kChance or kTerminal
///   static std::optional<Ruling> validate(const Rules &, const State &, const Action &);
///   static Step<State> apply(const Rules &, const State &, const Action &, Narration);
///   static std::vector<Action> legal(const Rules &, const State &);
///   static std::vector<ChanceOutcome<Action>> chance(const Rules &, const State &);
///   static std::vector<double> returns(const Rules &, const State &);
///   static State observe(const Rules &, const State &, int seat);
///   static std::string format(const Rules &, const Action &);
///   static Action parse(const Rules &, const std::vector<std::string> &words);
///   // optional: roll(), determinize(), heuristic() — see below
/// };
/// ```
///
/// Why a concept over static functions rather than a virtual base class: a State is a different
/// value type in every game and the search copies millions of them; with templates a play-out
/// has no virtual call and no allocation the game did not ask for, and a game that misses a part
/// gets a compile error naming it. Where the program needs one game among many at run time (the
/// command line, the window), the registry erases the type once (src/cli/Registry.h).
#include "core/Dice.h"

#include <nlohmann/json_fwd.hpp>

#include <concepts>
#include <cstdint>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace amiraute::game {

/// toMove() when the next step is random (dice, a coin, a card drawn): see chance().
inline constexpr int kChance = -1;
/// toMove() when the game is over: see returns().
inline constexpr int kTerminal = -2;
/// observe() for someone who sees only what every seat sees (a spectator, the referee's lists).
inline constexpr int kPublic = -1;

/// Why an action is refused: the clause it breaks and a sentence for a person.
struct Ruling {
  std::string clause;  ///< "HM-FIRE-2"
  std::string message; ///< "Trento is 8.9 UD away, beyond Gloire's maximum range of 6 UD"
  /// The message then the clause id, the same in every game: "… of 6 UD (HM-FIRE-2)".
  std::string text() const { return message + " (" + clause + ")"; }
  friend bool operator==(const Ruling &, const Ruling &) = default;
};

/// What validate() returns for an action it refuses: the clause broken and why.
inline std::optional<Ruling> refuse(std::string clause, std::string message) {
  return Ruling{std::move(clause), std::move(message)};
}

namespace detail {
inline thread_local int unworded_scopes = 0;
}

/// While one lives on this thread, refusals given with a sentence-maker (the overload below) are
/// not worded: for a game's legal(), which tries every candidate action through validate() and
/// only keeps those not refused. Wording each refusal (names, numbers, the translation) was half
/// of Nautic Miles' search.
class UnwordedRefusals {
public:
  UnwordedRefusals() { ++detail::unworded_scopes; }
  ~UnwordedRefusals() { --detail::unworded_scopes; }
  UnwordedRefusals(const UnwordedRefusals &) = delete;
  UnwordedRefusals &operator=(const UnwordedRefusals &) = delete;
};

/// A refusal whose sentence `say()` makes only when someone may read it (not within
/// UnwordedRefusals): `refuse("NM-MINE-1", [&] { return fill(tr("…{what}"), …); })`.
template <class Say>
requires std::invocable<Say &> && std::constructible_from<std::string, std::invoke_result_t<Say &>>
    std::optional<Ruling> refuse(std::string clause, Say &&say) {
  if (detail::unworded_scopes > 0) return Ruling{std::move(clause), {}};
  return Ruling{std::move(clause), std::string(say())};
}

/// Thrown by apply() (and Match::submit) for an action validate() refuses. Nothing has changed.
struct RuleViolation : std::runtime_error {
  explicit RuleViolation(Ruling r) : std::runtime_error(r.text()), ruling(std::move(r)) {}
  Ruling ruling;
};

/// One line of the log: what happened, under which clauses, and who may read it.
struct LogEntry {
  std::string text;
  std::vector<std::string> clauses;
  std::vector<int> visible_to; ///< seats that may read it; empty: everybody
  /// True when `seat` may read it (kPublic reads only what everybody may).
  bool visibleTo(int seat) const {
    if (visible_to.empty()) return true;
    for (int s : visible_to)
      if (s == seat) return true;
    return false;
  }
  /// "text  [CLAUSE CLAUSE]", the form the referee prints.
  std::string line() const {
    std::string t = text;
    if (!clauses.empty()) {
      t += "  [";
      for (std::size_t i = 0; i < clauses.size(); ++i)
        t += (i ? " " : "") + clauses[i];
      t += "]";
    }
    return t;
  }
  friend bool operator==(const LogEntry &, const LogEntry &) = default;
};

/// Whether apply() writes its log sentences. Play-outs of the search pass Silent: the state is the
/// same, the log stays empty, and no string is built.
enum class Narration : std::uint8_t { Full, Silent };

/// What apply() returns: the new state and the log lines it produced (empty when Silent). An
/// engine's own apply() returns it too (as its `Applied`), or a struct that extends it with what
/// its screens want to know of the step (a path, odds).
template <class State> struct Step {
  State state;
  std::vector<LogEntry> log;
};

/// One outcome of a chance node and its probability. Outcomes may be grouped where the rules do
/// not tell them apart (Haute Mer's dice by number of hits); probabilities add up to 1.
template <class Action> struct ChanceOutcome {
  Action action;
  double probability = 0;
};

/// The seats of a game: 2 to 6, named, with teams where the game has them.
struct Players {
  std::vector<std::string> names; ///< one per seat: "Bleu", "Rouge"
  std::vector<int> team;          ///< team of each seat; partners share a number (empty: one each)
  int count() const { return static_cast<int>(names.size()); }
  int teamOf(int seat) const { return team.empty() ? seat : team[static_cast<std::size_t>(seat)]; }
};

/// A game, as described at the top of this file.
template <class G>
concept Game = requires(const typename G::Rules &rules, const typename G::State &state,
                        const typename G::Action &action, const std::string &path,
                        const std::vector<std::string> &words, int seat, Narration narration) {
  requires std::regular<typename G::State>;
  requires std::equality_comparable<typename G::Action>;
  requires std::copy_constructible<typename G::Action>;
  { G::name } -> std::convertible_to<std::string_view>;
  { rules.file } -> std::convertible_to<std::string>;
  { rules.title } -> std::convertible_to<std::string>;
  { state.hash() } -> std::same_as<std::uint64_t>;
  { G::load(path) } -> std::same_as<typename G::Rules>;
  { G::initial(rules) } -> std::same_as<typename G::State>;
  { G::players(rules) } -> std::same_as<Players>;
  { G::toMove(rules, state) } -> std::same_as<int>;
  { G::validate(rules, state, action) } -> std::same_as<std::optional<Ruling>>;
  { G::apply(rules, state, action, narration) } -> std::same_as<Step<typename G::State>>;
  { G::legal(rules, state) } -> std::same_as<std::vector<typename G::Action>>;
  { G::chance(rules, state) } -> std::same_as<std::vector<ChanceOutcome<typename G::Action>>>;
  { G::returns(rules, state) } -> std::same_as<std::vector<double>>;
  { G::observe(rules, state, seat) } -> std::same_as<typename G::State>;
  { G::format(rules, action) } -> std::same_as<std::string>;
  { G::parse(rules, words) } -> std::same_as<typename G::Action>;
};

// ---- Optional parts, with their defaults -------------------------------------------------------
//
// roll(rules, state, dice) -> Action
//   The outcome of the chance node as a person would see it on the table (every face of every
//   die), drawn from a core::DiceSource: seeded dice, or faces a person typed. Without it, an
//   outcome of chance() is drawn with its probability.
//
// determinize(rules, observed, seat, rng) -> State
//   A full state consistent with what `seat` observes (observed == observe(rules, s, seat)): the
//   hidden parts (orders, speeds, hands) sampled. The search plays from such states, so it never
//   reads a secret. Without it the game has no hidden information and the observation is the state.
//
// simultaneous(rules, state, seat, rng) -> State   (for the computer's search only)
//   The other seats' hidden commits of this round that they make without seeing `seat`'s (orders
//   written after it, or before it and sampled at random by determinize), drawn now as they might
//   make them. Without it, a seat committing first searches against replies chosen knowing its
//   commit. Only the computer's search calls it (src/ai/Search.h); docs/AI.md measures it.
//
// heuristic(rules, state) -> std::vector<double>
//   An estimate of returns() for a state that is not over, per seat in [0, 1], for play-outs cut
//   short and for the greedy baseline. Without it, every seat gets 1 / seats.
//
// static constexpr int playout_length
//   How many random actions the computer's play-outs run before heuristic() judges (see
//   game::playoutLength); 0 when the heuristic judges a position better than random moves do.
//
// encode(rules, state) -> nlohmann::json,  decode(rules, json) -> State
//   The state's JSON form and back: decode(encode(s)) == s. A hosted game (src/net) sends each seat
//   the encoding of what it observes, so that its own machine holds that state and nothing more.
//   Without it the game cannot be played across machines.
//
// considered(rules, state) -> std::vector<Action>
//   The actions the computer weighs: legal() without those no player would choose because they
//   certainly change nothing that matters (an attack at odds that can do no harm), or actions
//   validate() allows that legal() does not list, several of its steps made as one (in continuous
//   space, a whole move reached in one decision instead of slivers). Each is allowed, its seat's
//   own and reads back from its text (game/Checks.h); when the list would be empty the computer
//   weighs legal() whole (see game::consideredActions). Without it, legal(). The referee and the
//   screens still offer every legal action.
//
// drawConsidered(rules, state, draw) -> Action
//   consideredActions(rules, state)[draw % n], where n is how many there are, without listing
//   them all: a random play-out draws one action a step, and a game whose list is long to build
//   (Détroits writes every order a ship could be given) draws its one far faster. Exactly that
//   action, so that a play-out is the same game with or without it (game/Checks.h checks it at
//   every step). Without it, the list is built and indexed (game::drawConsideredAction).
//
// owner(rules, state, action) -> int
//   The seat an action belongs to, when it is not always the seat to move: both fleets of Détroits
//   write their secret orders at once, each on its own machine, while toMove() names the first
//   fleet still writing. The host takes an action only from its owner. Without it, the seat to
//   move owns every action (and chance owns chance outcomes).

/// True if G draws live chance outcomes itself (G::roll).
template <class G>
concept RollsDice = requires(const typename G::Rules &r, const typename G::State &s, core::DiceSource &d) {
  { G::roll(r, s, d) } -> std::same_as<typename G::Action>;
};

/// True if G hides information from some seats (G::determinize).
template <class G>
concept HasHiddenInformation = requires(const typename G::Rules &r, const typename G::State &s, int seat,
                                        std::mt19937_64 &rng) {
  { G::determinize(r, s, seat, rng) } -> std::same_as<typename G::State>;
};

/// True if G estimates unfinished games (G::heuristic).
template <class G>
concept HasHeuristic = requires(const typename G::Rules &r, const typename G::State &s) {
  { G::heuristic(r, s) } -> std::same_as<std::vector<double>>;
};

/// One of `outcomes` drawn with its probability from `dice` (one die with a million sides: a
/// platform-stable draw). Throws std::logic_error when there is none (not a chance node).
template <class Action>
Action drawOutcome(const std::vector<ChanceOutcome<Action>> &outcomes, core::DiceSource &dice) {
  if (outcomes.empty()) throw std::logic_error("rollChance: the state is not a chance node");
  constexpr int kResolution = 1000000;
  const double x = (dice.face(kResolution) - 0.5) / kResolution;
  double sum = 0;
  for (const auto &o : outcomes) {
    sum += o.probability;
    if (x < sum) return o.action;
  }
  return outcomes.back().action;
}

/// The live outcome of a chance node: G::roll when the game has it, else an outcome of chance()
/// drawn with its probability (drawOutcome).
template <Game G>
typename G::Action rollChance(const typename G::Rules &rules, const typename G::State &state,
                              core::DiceSource &dice) {
  if constexpr (RollsDice<G>)
    return G::roll(rules, state, dice);
  else
    return drawOutcome(G::chance(rules, state), dice);
}

/// What `seat` may know of the state, made whole again: determinize() when the game hides
/// something, else the state itself.
template <Game G>
typename G::State sampleHidden(const typename G::Rules &rules, const typename G::State &state, int seat,
                               std::mt19937_64 &rng) {
  if constexpr (HasHiddenInformation<G>)
    return G::determinize(rules, G::observe(rules, state, seat), seat, rng);
  else
    return state;
}

/// True if G has a JSON form for its states (G::encode, G::decode): it can be hosted (src/net).
template <class G>
concept EncodesState = requires(const typename G::Rules &r, const typename G::State &s,
                                const nlohmann::json &j) {
  { G::encode(r, s) } -> std::same_as<nlohmann::json>;
  { G::decode(r, j) } -> std::same_as<typename G::State>;
};

/// True if G says whose an action is (G::owner).
template <class G>
concept NamesOwners = requires(const typename G::Rules &r, const typename G::State &s,
                               const typename G::Action &a) {
  { G::owner(r, s, a) } -> std::same_as<int>;
};

/// The seat `action` belongs to in `state`: G::owner when the game says, else the seat to move
/// (kChance at a chance node).
template <Game G>
int ownerOf(const typename G::Rules &rules, const typename G::State &state,
            const typename G::Action &action) {
  if constexpr (NamesOwners<G>)
    return G::owner(rules, state, action);
  else
    return G::toMove(rules, state);
}

/// True if G narrows the actions its computer weighs (G::considered).
template <class G>
concept NarrowsChoices = requires(const typename G::Rules &r, const typename G::State &s) {
  { G::considered(r, s) } -> std::same_as<std::vector<typename G::Action>>;
};

/// The actions the computer weighs in `state`: G::considered when the game narrows them and that
/// leaves something, else every legal action.
template <Game G>
std::vector<typename G::Action> consideredActions(const typename G::Rules &rules,
                                                  const typename G::State &state) {
  if constexpr (NarrowsChoices<G>) {
    std::vector<typename G::Action> some = G::considered(rules, state);
    if (!some.empty()) return some;
  }
  return G::legal(rules, state);
}

/// True if G draws one of the actions its computer weighs without listing them (G::drawConsidered).
template <class G>
concept DrawsConsidered = requires(const typename G::Rules &r, const typename G::State &s,
                                   std::uint64_t draw) {
  { G::drawConsidered(r, s, draw) } -> std::same_as<typename G::Action>;
};

/// consideredActions(rules, state)[draw % n]: G::drawConsidered when the game has it, else the
/// list built and indexed. `state` must have a seat to move.
template <Game G>
typename G::Action drawConsideredAction(const typename G::Rules &rules, const typename G::State &state,
                                        std::uint64_t draw) {
  if constexpr (DrawsConsidered<G>) {
    return G::drawConsidered(rules, state, draw);
  } else {
    std::vector<typename G::Action> legal = consideredActions<G>(rules, state);
    return std::move(legal[static_cast<std::size_t>(draw % legal.size())]);
  }
}

/// True if G says how long the computer's random play-outs should run (G::playout_length).
template <class G>
concept HasPlayoutLength = requires {
  { G::playout_length } -> std::convertible_to<int>;
};

/// Actions of a random play-out before the estimate judges: G::playout_length when the game says
/// (0: its heuristic judges a position better than random moves from it, so judge at once), else
/// 40 with a heuristic (its judgement beats a long random walk in a long game), else 400.
template <class G> constexpr int playoutLength() {
  if constexpr (HasPlayoutLength<G>)
    return G::playout_length;
  else
    return HasHeuristic<G> ? 40 : 400;
}

/// Returns at the end, or the heuristic estimate before it.
template <Game G>
std::vector<double> estimate(const typename G::Rules &rules, const typename G::State &state) {
  if (G::toMove(rules, state) == kTerminal) return G::returns(rules, state);
  if constexpr (HasHeuristic<G>) {
    return G::heuristic(rules, state);
  } else {
    const int n = G::players(rules).count();
    return std::vector<double>(static_cast<std::size_t>(n), 1.0 / n);
  }
}

/// Returns of a finished game from its winner: 1 for the winner (and its partners), 0 for the
/// others; `winner` < 0 is a draw, 1 / seats each. A helper for games' returns().
inline std::vector<double> winnerReturns(const Players &players, int winner) {
  const int n = players.count();
  std::vector<double> r(static_cast<std::size_t>(n), winner < 0 ? 1.0 / n : 0.0);
  if (winner >= 0)
    for (int s = 0; s < n; ++s)
      if (players.teamOf(s) == players.teamOf(winner)) r[static_cast<std::size_t>(s)] = 1;
  return r;
}

} // namespace amiraute::game
