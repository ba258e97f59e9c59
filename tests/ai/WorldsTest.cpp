// The worlds the search plays in for a seat that commits first without seeing the others'
// commits (ai/Search.h: G::simultaneous, searchWorlds): Détroits' orders, written one fleet after
// the other, each unread by the other until both are sealed.
#include "ai/Search.h"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace amiraute {
namespace {

/// A test double: Rouge commits first, "bold" (0) or "cautious" (1); then Bleu, who cannot see
/// Rouge's choice, guards against the bold (0) or not (1). Bold is worth 1 to Rouge if unguarded
/// and 0 if guarded; cautious 0.4 whatever Bleu does. Against a Bleu who cannot read it, bold is
/// worth 0.5 on average; against one who reads it, 0.
struct Guard {
  struct Rules {
    std::string file;
    std::string title = "Guard";
  };
  struct State {
    int rouge = -1; ///< -1 not yet, -2 chosen but hidden from the observer
    int bleu = -1;
    std::uint64_t hash() const { return static_cast<std::uint64_t>((rouge + 3) * 10 + bleu + 3); }
    friend bool operator==(const State &, const State &) = default;
  };
  struct Action {
    int choice = 0;
    friend bool operator==(const Action &, const Action &) = default;
  };
  static constexpr std::string_view name = "guard";
  static constexpr int playout_length = 0;

  static Rules load(const std::string &path) { return Rules{path}; }
  static State initial(const Rules &) { return {}; }
  static game::Players players(const Rules &) { return {{"Rouge", "Bleu"}, {}}; }
  static int toMove(const Rules &, const State &s) {
    return s.rouge == -1 ? 0 : s.bleu < 0 ? 1 : game::kTerminal;
  }
  static std::optional<game::Ruling> validate(const Rules &r, const State &s, const Action &a) {
    if (toMove(r, s) == game::kTerminal) return game::Ruling{"G-1", "the game is over"};
    if (a.choice < 0 || a.choice > 1) return game::Ruling{"G-2", "no such choice"};
    return std::nullopt;
  }
  static game::Step<State> apply(const Rules &r, const State &s, const Action &a, game::Narration) {
    if (auto why = validate(r, s, a)) throw game::RuleViolation(*why);
    game::Step<State> out{s, {}};
    (toMove(r, s) == 0 ? out.state.rouge : out.state.bleu) = a.choice;
    return out;
  }
  static std::vector<Action> legal(const Rules &r, const State &s) {
    if (toMove(r, s) == game::kTerminal) return {};
    return {{0}, {1}};
  }
  static std::vector<game::ChanceOutcome<Action>> chance(const Rules &, const State &) { return {}; }
  static std::vector<double> returns(const Rules &, const State &s) {
    const double v = s.rouge == 1 ? 0.4 : s.bleu == 0 ? 0.0 : 1.0;
    return {v, 1 - v};
  }
  static std::vector<double> heuristic(const Rules &r, const State &s) {
    return toMove(r, s) == game::kTerminal ? returns(r, s) : std::vector<double>{0.5, 0.5};
  }
  /// Bleu does not see Rouge's choice until the end.
  static State observe(const Rules &, const State &s, int seat) {
    State seen = s;
    if (seat == 1 && s.rouge >= 0 && s.bleu < 0) seen.rouge = -2;
    return seen;
  }
  static State determinize(const Rules &, const State &seen, int, std::mt19937_64 &rng) {
    State s = seen;
    if (s.rouge == -2) s.rouge = static_cast<int>(rng() % 2);
    return s;
  }
  static std::string format(const Rules &, const Action &a) { return "choose " + std::to_string(a.choice); }
  static Action parse(const Rules &, const std::vector<std::string> &words) {
    if (words.size() != 2 || words[0] != "choose") throw std::invalid_argument("choose N");
    return {std::stoi(words[1])};
  }
};
static_assert(game::Game<Guard>);
static_assert(game::HasHiddenInformation<Guard>);

/// The same game saying that Bleu's choice is made without seeing Rouge's: the search draws it at
/// once, a coin, as the game would guess it.
struct Simultaneous : Guard {
  static State simultaneous(const Rules &, const State &s, int seat, std::mt19937_64 &rng) {
    State w = s;
    if (seat == 0 && w.bleu < 0) w.bleu = static_cast<int>(rng() % 2);
    return w;
  }
};

/// The same, its search asking for one world a decision.
struct OneWorld : Simultaneous {
  static constexpr int search_worlds = 1;
};

template <class G>
ai::Decision<G> decideFirst(int iterations, std::uint64_t seed, ai::SearchOptions options = {}) {
  const typename G::Rules rules;
  const ai::Level level{"test", ai::Kind::Search, 0, iterations};
  return ai::decide<G>(rules, G::initial(rules), 0, level, seed, options);
}

TEST(ComputerWorlds, the_seat_committing_first_does_not_search_against_replies_that_read_its_commit) {
  for (const std::uint64_t seed : {1u, 2u, 3u}) {
    // Without the game's word, Bleu's replies in Rouge's tree read Rouge's choice: bold looks
    // lost (0 %) and Rouge plays cautious.
    const auto blind = decideFirst<Guard>(2000, seed);
    EXPECT_EQ(blind.action.choice, 1) << seed;
    // With Bleu's choice drawn at once, bold is worth its half and is chosen.
    const auto drawn = decideFirst<Simultaneous>(2000, seed);
    EXPECT_EQ(drawn.action.choice, 0) << seed;
    ASSERT_FALSE(drawn.explanation.best.empty());
    EXPECT_NEAR(drawn.explanation.best.front().win, 0.5, 0.1) << seed;
  }
  // Bleu, committing second, is not concerned: the same choice with or without it.
  const Guard::Rules rules;
  const Guard::State after = Guard::apply(rules, Guard::initial(rules), {0}, game::Narration::Silent).state;
  const ai::Level level{"test", ai::Kind::Search, 0, 500};
  EXPECT_EQ(ai::decide<Simultaneous>(rules, after, 1, level, 5).action,
            ai::decide<Guard>(rules, after, 1, level, 5).action);
}

TEST(ComputerWorlds,
     a_game_asks_for_a_few_fixed_worlds_by_search_worlds_and_the_default_is_a_new_one_each_time) {
  EXPECT_EQ(ai::searchWorlds<Simultaneous>(), 0);
  EXPECT_EQ(ai::searchWorlds<OneWorld>(), 1);
  // One world a decision: every action is weighed against the same guess of Bleu's choice, so the
  // answer is that world's best (bold where Bleu does not guard, cautious where it does), worth
  // exactly that world's return; over seeds both guesses come.
  std::set<int> choices;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    const auto d = decideFirst<OneWorld>(300, seed);
    choices.insert(d.action.choice);
    ASSERT_FALSE(d.explanation.best.empty());
    EXPECT_NEAR(d.explanation.best.front().win, d.action.choice == 0 ? 1.0 : 0.4, 1e-9) << seed;
  }
  EXPECT_EQ(choices, (std::set<int>{0, 1}));
  // The option given overrides the game's: a new world every iteration, the average of both.
  ai::SearchOptions fresh;
  fresh.worlds = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed)
    EXPECT_EQ(decideFirst<OneWorld>(2000, seed, fresh).action.choice, 0) << seed;
}

} // namespace
} // namespace amiraute
