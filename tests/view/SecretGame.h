#pragma once
// A test double: the smallest game with a secret, to prove the curtain (ui/Curtain.h) on a game
// that hides something, since Objectif Villes hides nothing. Two seats, Rouge and Bleu, each write
// a number from 1 to 9 in turn, unseen by the other; once both have written, both are shown and a
// new round begins; two rounds, the higher total wins.
#include "game/Game.h"

#include <array>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace amiraute::testing {

struct SecretGame {
  struct Rules {
    std::string file;
    std::string title = "Secret numbers";
  };
  struct State {
    std::array<int, 2> secret{0, 0}; ///< 0: not written (or hidden from the seat observing)
    std::array<int, 2> total{0, 0};
    int round = 1;
    int to_move = 0;
    std::uint64_t hash() const {
      std::uint64_t h = 1469598103934665603ull;
      for (const int v : {secret[0], secret[1], total[0], total[1], round, to_move})
        h = (h ^ static_cast<std::uint64_t>(v + 1000)) * 1099511628211ull;
      return h;
    }
    friend bool operator==(const State &, const State &) = default;
  };
  struct Action {
    int number = 0;
    friend bool operator==(const Action &, const Action &) = default;
  };
  static constexpr std::string_view name = "secret-numbers";
  static constexpr int kRounds = 2;

  static Rules load(const std::string &path) { return Rules{path}; }
  static State initial(const Rules &) { return {}; }
  static game::Players players(const Rules &) { return {{"Rouge", "Bleu"}, {}}; }
  static int toMove(const Rules &, const State &s) { return s.round > kRounds ? game::kTerminal : s.to_move; }
  static std::optional<game::Ruling> validate(const Rules &r, const State &s, const Action &a) {
    if (toMove(r, s) == game::kTerminal) return game::Ruling{"SN-1", "the game is over"};
    if (a.number < 1 || a.number > 9) return game::Ruling{"SN-2", "write a number from 1 to 9"};
    return std::nullopt;
  }
  static game::Step<State> apply(const Rules &r, const State &s, const Action &a, game::Narration n) {
    if (auto why = validate(r, s, a)) throw game::RuleViolation(*why);
    game::Step<State> out{s, {}};
    State &t = out.state;
    t.secret[static_cast<std::size_t>(s.to_move)] = a.number;
    if (n == game::Narration::Full)
      out.log.push_back({"wrote " + std::to_string(a.number), {"SN-2"}, {s.to_move}});
    t.to_move = 1 - s.to_move;
    if (t.to_move == 0) { // both wrote: the round is shown, the next begins
      t.total[0] += t.secret[0];
      t.total[1] += t.secret[1];
      t.secret = {0, 0};
      ++t.round;
    }
    return out;
  }
  static std::vector<Action> legal(const Rules &r, const State &s) {
    std::vector<Action> out;
    if (toMove(r, s) >= 0)
      for (int i = 1; i <= 9; ++i)
        out.push_back({i});
    return out;
  }
  static std::vector<game::ChanceOutcome<Action>> chance(const Rules &, const State &) { return {}; }
  static std::vector<double> returns(const Rules &r, const State &s) {
    return game::winnerReturns(players(r), s.total[0] == s.total[1] ? -1 : s.total[0] > s.total[1] ? 0 : 1);
  }
  /// A seat sees its own secret, never the other's (game::kPublic sees neither).
  static State observe(const Rules &, const State &s, int seat) {
    State o = s;
    for (int k = 0; k < 2; ++k)
      if (k != seat) o.secret[static_cast<std::size_t>(k)] = 0;
    return o;
  }
  static State determinize(const Rules &, const State &observed, int seat, std::mt19937_64 &rng) {
    State s = observed;
    const int other = 1 - seat;
    const bool written = observed.to_move != other; // the other seat wrote before this one
    if (seat >= 0 && written) s.secret[static_cast<std::size_t>(other)] = 1 + static_cast<int>(rng() % 9);
    return s;
  }
  static std::string format(const Rules &, const Action &a) { return "write " + std::to_string(a.number); }
  static Action parse(const Rules &, const std::vector<std::string> &words) {
    if (words.size() != 2 || words[0] != "write") throw std::invalid_argument("write N");
    return {std::stoi(words[1])};
  }
};

static_assert(game::Game<SecretGame>);
static_assert(game::HasHiddenInformation<SecretGame>);

} // namespace amiraute::testing
