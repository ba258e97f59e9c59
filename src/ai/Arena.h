#pragma once
/// The arena: batches of computer-vs-computer games of one scenario, spread over worker processes
/// (fork), to answer "does the search beat greedy?" and "does the first player win too often?".
/// One JSON line per game (in game order, whatever the number of workers) and a summary; a batch
/// split with --shard i/n on several machines merges back with mergeArena (`amiraute
/// arena-merge`), giving the same table as the whole batch run at once.
#include "ai/Level.h"
#include "ai/Play.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

namespace amiraute::ai {

/// One game of a scenario, its type erased: the levels per seat and a seed in, the outcome out.
using GameRunner = std::function<Outcome(const std::vector<Level> &by_seat, std::uint64_t seed)>;

/// A scenario ready for the arena.
struct ArenaGame {
  std::string scenario;
  Seats seats;
  GameRunner run;
};

/// Build the arena's view of a scenario of game G (the registry does it for every game).
template <game::Game G> ArenaGame arenaGame(const std::string &scenario, int max_steps = 20000) {
  auto rules = std::make_shared<const typename G::Rules>(G::load(scenario));
  const game::Players p = G::players(*rules);
  ArenaGame a;
  a.scenario = scenario;
  a.seats.names = p.names;
  for (int s = 0; s < p.count(); ++s)
    a.seats.team.push_back(p.teamOf(s));
  a.run = [rules, max_steps](const std::vector<Level> &levels, std::uint64_t seed) {
    return playGame<G>(*rules, levels, seed, max_steps);
  };
  return a;
}

/// One side of the batch: a label (A, B, or any word) and its level.
struct Contestant {
  std::string label;
  Level level;
};

/// "A=normal" (the label, then a level as parseLevel reads it). Throws std::invalid_argument.
Contestant parseContestant(const std::string &text);

struct ArenaOptions {
  int games = 100;
  int jobs = 1;
  std::uint64_t seed = 1;
  int shard = 1;  ///< this shard, 1..shards
  int shards = 1; ///< the batch's games are dealt round-robin over the shards
  bool json = false;
  bool progress = true;
  /// A file that keeps this shard's games, one JSON line each, written as each game ends: run
  /// again with the same file, the batch resumes and plays only the games it lacks.
  std::string out;
};

/// Which contestant plays each seat in game `index`: teams (seats sharing a team) go together, and
/// the contestants turn round the teams from one game to the next (sides alternate in a duel).
std::vector<int> seating(const Seats &seats, int contestants, int index);

/// Run this shard's games over `options.jobs` processes; per-game JSON lines (with --json) then the
/// summary on `out`, progress on `err`. Returns the exit code.
int runArena(const ArenaGame &game, const std::vector<Contestant> &sides, const ArenaOptions &options,
             std::ostream &out, std::ostream &err);

/// Read the JSON lines of shards (files written by `arena --json`), check they are one batch, and
/// print the summary of all their games. Returns the exit code; errors name the file and line.
int mergeArena(const std::vector<std::string> &files, bool json, std::ostream &out, std::ostream &err);

/// The 95 % Wilson score interval of `wins` successes in `n` trials.
std::pair<double, double> wilson(double wins, int n);

} // namespace amiraute::ai
