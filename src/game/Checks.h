#pragma once
/// The generic checks every registered game gets for free (after OpenSpiel's RandomSimTest): from
/// a scenario, play random legal actions (and the program's dice) to the end, and at every step
/// check what the interface promises. The tests run them over every shipped scenario of every
/// game in the registry; `tools/soak` runs them by the thousand.
#include "core/Files.h"
#include "game/Match.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <random>
#include <string>
#include <unistd.h>
#include <vector>

namespace amiraute::game {

/// How far and how hard to check.
struct CheckOptions {
  std::uint64_t seed = 1;
  int max_steps = 2000;      ///< stop (still checking the record) after this many actions
  bool save_and_load = true; ///< round-trip the record through a file at the end
  std::string temp_folder;   ///< where the record goes (default: the system's temp folder)
  int illegal_probes = 8;    ///< actions from earlier states tried against each state
  bool every_step = true;    ///< check every promise at every step (else: play, then check the record)
};

/// What one random game showed.
struct CheckReport {
  std::vector<std::string> failures; ///< empty when every promise held
  int steps = 0;                     ///< actions played
  bool finished = false;             ///< the game reached its end
};

namespace detail {

template <Game G> std::string describe(const typename G::Rules &rules, const typename G::Action &a) {
  try {
    return "'" + G::format(rules, a) + "'";
  } catch (const std::exception &e) {
    return std::string("(an action that cannot be written: ") + e.what() + ")";
  }
}

} // namespace detail

/// Play one random game of `scenario` and check, at every step:
/// - toMove is a seat, kChance or kTerminal; a seat to move has legal actions; a chance node has
///   outcomes whose probabilities add up to 1, each accepted by validate;
/// - every legal action is accepted by validate, reads back from its text (parse(format(a)) == a),
///   and apply with Narration::Silent reaches the same state as Narration::Full;
/// - actions of earlier states (mostly illegal now): apply throws exactly when validate refuses,
///   with the same clause, and the state is untouched;
/// - a copy of the state equals it and hashes the same;
/// - what each seat observes decodes from its JSON form (G::encode) to an equal state, and the seat
///   to move lists the same legal actions from what it observes, each its own (G::owner);
/// - what the computer weighs (G::considered) is allowed by validate, its seat's own and reads back
///   from its text, and a play-out's draw (G::drawConsidered) is the weighed action at that place;
///   about every other step the game goes on with one of them;
/// - observe(seat) is consistent: observing it again gives the same, and a state sampled from it
///   (determinize) looks the same to that seat — what a seat sees does not depend on a secret;
/// - at the end, returns has one value per seat in [0, 1];
/// and at the end (or after max_steps) that replaying the record reaches the live hash, and that
/// saving and loading the record gives the same actions and hash.
template <Game G> CheckReport checkRandomGame(const std::string &scenario, const CheckOptions &options) {
  using Action = typename G::Action;
  using State = typename G::State;
  CheckReport report;
  auto fail = [&](const std::string &what) {
    if (report.failures.size() < 20)
      report.failures.push_back("step " + std::to_string(report.steps) + ": " + what);
  };
  Match<G> match = Match<G>::open(scenario, options.seed);
  const auto &rules = match.rules();
  const int seats = match.players().count();
  if (seats < 2 || seats > 6) fail("a game has 2 to 6 seats, not " + std::to_string(seats));
  std::mt19937_64 rng(options.seed * 0x9E3779B97F4A7C15ULL + 1);
  std::vector<Action> earlier; // actions legal in earlier states, to probe validate/apply agreement

  while (report.steps < options.max_steps) {
    const State &state = match.state();
    const int who = match.toMove();
    if (!options.every_step) {
      // Light: random legal play through the Match; the record is checked at the end.
      if (who == kTerminal) {
        report.finished = true;
        break;
      }
      try {
        if (who == kChance) {
          match.roll();
        } else {
          const std::vector<Action> legal = G::legal(rules, state);
          if (legal.empty()) {
            fail("seat " + std::to_string(who) + " is to move and has no legal action");
            break;
          }
          match.submit(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)]);
        }
      } catch (const std::exception &e) {
        fail(std::string("a legal action or the program's dice failed: ") + e.what());
        break;
      }
      ++report.steps;
      continue;
    }
    {
      const State copy = state;
      if (!(copy == state) || copy.hash() != state.hash()) fail("a copy of the state differs from it");
    }
    for (int seat = kPublic; seat < seats; ++seat) {
      const State seen = G::observe(rules, state, seat);
      if (!(G::observe(rules, seen, seat) == seen))
        fail("observing an observation changes it (seat " + std::to_string(seat) + ")");
      if constexpr (EncodesState<G>) {
        // What a hosted game sends this seat, through its text, reads back to what it sees.
        try {
          const State back = G::decode(rules, nlohmann::json::parse(G::encode(rules, seen).dump()));
          if (!(back == seen) || back.hash() != seen.hash())
            fail("decode(encode(observe)) differs from what seat " + std::to_string(seat) + " observes");
        } catch (const std::exception &e) {
          fail("the observation of seat " + std::to_string(seat) + " does not decode: " + e.what());
        }
      }
      if constexpr (HasHiddenInformation<G>) {
        if (seat >= 0) {
          const State sampled = G::determinize(rules, seen, seat, rng);
          if (!(G::observe(rules, sampled, seat) == seen))
            fail("a state sampled from seat " + std::to_string(seat) +
                 "'s view looks different to it: observe leaks a secret");
        }
      }
    }
    if (who == kTerminal) {
      const std::vector<double> r = G::returns(rules, state);
      if (static_cast<int>(r.size()) != seats)
        fail("returns has " + std::to_string(r.size()) + " values for " + std::to_string(seats) + " seats");
      for (double v : r)
        if (!(v >= 0 && v <= 1)) fail("a return outside [0, 1]: " + std::to_string(v));
      if (!G::legal(rules, state).empty()) fail("legal actions after the end");
      report.finished = true;
      break;
    }
    if (who == kChance) {
      const auto outcomes = G::chance(rules, state);
      if (outcomes.empty()) fail("a chance node without outcomes");
      double sum = 0;
      for (const auto &o : outcomes) {
        sum += o.probability;
        if (auto r = G::validate(rules, state, o.action))
          fail("chance outcome " + detail::describe<G>(rules, o.action) + " refused: " + r->text());
      }
      if (std::fabs(sum - 1) > 1e-9) fail("chance probabilities add up to " + std::to_string(sum));
      try {
        match.roll();
      } catch (const std::exception &e) {
        fail(std::string("the program's dice were refused: ") + e.what());
        break;
      }
      ++report.steps;
      continue;
    }
    if (who < 0 || who >= seats) {
      fail("toMove is " + std::to_string(who) + ", neither a seat, kChance nor kTerminal");
      break;
    }

    // Earlier actions against this state: apply agrees with validate and leaves the state alone.
    for (int k = 0; k < options.illegal_probes && !earlier.empty(); ++k) {
      const Action &probe = earlier[std::uniform_int_distribution<std::size_t>(0, earlier.size() - 1)(rng)];
      const auto ruling = G::validate(rules, state, probe);
      // Worded, although legal() has just tried candidates with its refusals unworded.
      if (ruling && ruling->message.empty())
        fail("a refusal of " + detail::describe<G>(rules, probe) + " says nothing (" + ruling->clause + ")");
      const State before = state;
      try {
        (void)G::apply(rules, state, probe, Narration::Silent);
        if (ruling)
          fail("apply accepted " + detail::describe<G>(rules, probe) +
               ", which validate refuses: " + ruling->text());
      } catch (const RuleViolation &e) {
        if (!ruling)
          fail("apply refused " + detail::describe<G>(rules, probe) +
               ", which validate accepts: " + e.ruling.text());
        else if (e.ruling.clause != ruling->clause)
          fail("apply and validate cite different clauses for " + detail::describe<G>(rules, probe));
      }
      if (!(before == state)) fail("a refused action changed the state");
    }

    const std::vector<Action> legal = G::legal(rules, state);
    if (legal.empty()) {
      fail("seat " + std::to_string(who) + " is to move and has no legal action");
      break;
    }
    if constexpr (HasHiddenInformation<G>) {
      // On its own machine (a hosted game) the seat to move lists its actions from what it sees.
      // Every action open to it is listed (a table scenario, whose cards only the real table
      // knows, may list more: the host refuses those).
      const auto seen = G::legal(rules, G::observe(rules, state, who));
      std::string missing;
      for (const Action &a : legal)
        if (std::find(seen.begin(), seen.end(), a) == seen.end())
          missing += " " + detail::describe<G>(rules, a);
      if (!missing.empty())
        fail("seat " + std::to_string(who) + " does not list, from what it observes, its actions" + missing);
    }
    std::vector<Action> weighed;
    if constexpr (NarrowsChoices<G>) {
      // What the computer weighs is allowed, its own and readable, as the legal actions are (a
      // game may weigh actions legal() does not list: several of its steps made as one).
      weighed = G::considered(rules, state);
      for (const Action &a : weighed) {
        if (auto r = G::validate(rules, state, a)) {
          fail("the computer weighs " + detail::describe<G>(rules, a) +
               ", which validate refuses: " + r->text());
          continue;
        }
        if (const int owner = ownerOf<G>(rules, state, a); owner != who)
          fail("the computer weighs " + detail::describe<G>(rules, a) + ", an action of seat " +
               std::to_string(owner));
        try {
          if (!(G::parse(rules, core::splitCommand(G::format(rules, a))) == a))
            fail("the weighed action " + detail::describe<G>(rules, a) + " does not read back from its text");
        } catch (const std::exception &e) {
          fail("the weighed action " + detail::describe<G>(rules, a) + " does not parse: " + e.what());
        }
      }
    }
    if constexpr (DrawsConsidered<G>) {
      // A play-out's draw is the very action the list gives at that place, the list's length
      // wrapping round.
      const std::vector<Action> weighed = consideredActions<G>(rules, state);
      const std::uint64_t n = weighed.size();
      for (std::uint64_t draw = 0; draw < std::min<std::uint64_t>(n, 256) + 2; ++draw) {
        const std::uint64_t d = draw < n ? draw : draw * 0x9e3779b97f4a7c15ull;
        if (!(G::drawConsidered(rules, state, d) == weighed[static_cast<std::size_t>(d % n)])) {
          fail("drawConsidered(" + std::to_string(d) + ") is not the weighed action " +
               detail::describe<G>(rules, weighed[static_cast<std::size_t>(d % n)]));
          break;
        }
      }
    }
    for (const Action &a : legal) {
      if (const int owner = ownerOf<G>(rules, state, a); owner != who)
        fail("legal action " + detail::describe<G>(rules, a) + " of seat " + std::to_string(who) +
             " belongs to seat " + std::to_string(owner));
      if (auto r = G::validate(rules, state, a)) {
        fail("legal action " + detail::describe<G>(rules, a) + " refused by validate: " + r->text());
        continue;
      }
      try {
        const Action back = G::parse(rules, core::splitCommand(G::format(rules, a)));
        if (!(back == a))
          fail("legal action " + detail::describe<G>(rules, a) + " does not read back from its text");
      } catch (const std::exception &e) {
        fail("legal action " + detail::describe<G>(rules, a) + " does not parse: " + e.what());
      }
    }
    // Every other step, about, one of the weighed actions, so that those legal() does not list are
    // played, narrated and replayed too.
    const bool from_weighed = !weighed.empty() && std::uniform_int_distribution<int>(0, 1)(rng) == 1;
    const std::vector<Action> &pool = from_weighed ? weighed : legal;
    const Action chosen = pool[std::uniform_int_distribution<std::size_t>(0, pool.size() - 1)(rng)];
    try {
      const Step<State> silent = G::apply(rules, state, chosen, Narration::Silent);
      const Step<State> full = G::apply(rules, state, chosen, Narration::Full);
      if (!(silent.state == full.state))
        fail("Silent and Full narration reach different states after " + detail::describe<G>(rules, chosen));
      if (!silent.log.empty()) fail("Silent narration wrote a log");
      match.submit(chosen);
    } catch (const std::exception &e) {
      fail("legal action " + detail::describe<G>(rules, chosen) + " failed: " + e.what());
      break;
    }
    ++report.steps;
    if (earlier.size() < 64)
      earlier.push_back(chosen);
    else
      earlier[std::uniform_int_distribution<std::size_t>(0, earlier.size() - 1)(rng)] = chosen;
    for (int k = 0; k < 2; ++k) {
      const Action &extra = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
      if (earlier.size() < 64) earlier.push_back(extra);
    }
  }

  if constexpr (EncodesState<G>) {
    // Once the game is over a hosted game reveals everything: the whole state travels too.
    try {
      const State back = G::decode(rules, nlohmann::json::parse(G::encode(rules, match.state()).dump()));
      if (!(back == match.state())) fail("decode(encode(state)) differs from the state");
    } catch (const std::exception &e) {
      fail(std::string("the state does not decode: ") + e.what());
    }
  }

  // The record is the truth: replaying it reaches the live state.
  try {
    Match<G> replayed(match.sharedRules(), options.seed);
    replayed.replay(match.actions());
    if (replayed.hash() != match.hash()) fail("replaying the record reaches another state hash");
    if (!(replayed.state() == match.state())) fail("replaying the record reaches another state");
  } catch (const std::exception &e) {
    fail(std::string("the record does not replay: ") + e.what());
  }
  if (options.save_and_load) {
    const std::string folder =
        options.temp_folder.empty() ? std::filesystem::temp_directory_path().string() : options.temp_folder;
    const std::string path = folder + "/amiraute-check-" + std::string(G::name) + "-" +
                             std::to_string(options.seed) + "-" + std::to_string(::getpid()) + ".yaml";
    try {
      match.save(path);
      const Match<G> loaded = Match<G>::load(path, options.seed);
      if (loaded.hash() != match.hash()) fail("save then load reaches another state hash");
      if (loaded.actions() != match.actions()) fail("save then load gives other actions");
    } catch (const std::exception &e) {
      fail(std::string("save/load failed: ") + e.what());
    }
    std::remove(path.c_str());
  }
  return report;
}

} // namespace amiraute::game
