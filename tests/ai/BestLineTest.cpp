// The search's best line (implicit minimax backups, ai/Search.h): a move whose follow-ups are
// mostly foolish but one of which wins is worth that one, not their average.
#include "ai/Search.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

namespace amiraute {
namespace {

/// A test double: Rouge makes two choices in a row, then seals them (its only action), and the
/// game ends. First a plan, "narrow" or "safe"; then one of kFollowUps follow-ups. After "narrow",
/// follow-up 0 wins 0.9 and every other loses; after "safe", every follow-up is worth 0.6. Before
/// the end the heuristic sees nothing (0.5), as a game's estimate sees little of a plan half made.
/// Bleu never moves.
struct TwoChoices {
  static constexpr int kFollowUps = 40;
  struct Rules {
    std::string file;
    std::string title = "Two choices";
  };
  struct State {
    int plan = -1; ///< 0 narrow, 1 safe
    int follow_up = -1;
    bool sealed = false;
    std::uint64_t hash() const {
      return static_cast<std::uint64_t>((plan + 2) * 1000 + follow_up + 2) * 2 + (sealed ? 1 : 0);
    }
    friend bool operator==(const State &, const State &) = default;
  };
  struct Action {
    int choice = 0;
    friend bool operator==(const Action &, const Action &) = default;
  };
  static constexpr std::string_view name = "two-choices";
  static constexpr int playout_length = 0;

  static Rules load(const std::string &path) { return Rules{path}; }
  static State initial(const Rules &) { return {}; }
  static game::Players players(const Rules &) { return {{"Rouge", "Bleu"}, {}}; }
  static int toMove(const Rules &, const State &s) { return s.sealed ? game::kTerminal : 0; }
  static int choices(const State &s) { return s.plan < 0 ? 2 : s.follow_up < 0 ? kFollowUps : 1; }
  static std::optional<game::Ruling> validate(const Rules &r, const State &s, const Action &a) {
    if (toMove(r, s) == game::kTerminal) return game::Ruling{"TC-1", "the game is over"};
    if (a.choice < 0 || a.choice >= choices(s)) return game::Ruling{"TC-2", "no such choice"};
    return std::nullopt;
  }
  static game::Step<State> apply(const Rules &r, const State &s, const Action &a, game::Narration) {
    if (auto why = validate(r, s, a)) throw game::RuleViolation(*why);
    game::Step<State> out{s, {}};
    if (s.plan < 0)
      out.state.plan = a.choice;
    else if (s.follow_up < 0)
      out.state.follow_up = a.choice;
    else
      out.state.sealed = true;
    return out;
  }
  static std::vector<Action> legal(const Rules &r, const State &s) {
    std::vector<Action> out;
    if (toMove(r, s) == game::kTerminal) return out;
    for (int i = 0; i < choices(s); ++i)
      out.push_back({i});
    return out;
  }
  static std::vector<game::ChanceOutcome<Action>> chance(const Rules &, const State &) { return {}; }
  static std::vector<double> returns(const Rules &, const State &s) {
    const double v = s.plan == 1 ? 0.6 : s.follow_up == 0 ? 0.9 : 0.0;
    return {v, 1 - v};
  }
  static std::vector<double> heuristic(const Rules &r, const State &s) {
    return toMove(r, s) == game::kTerminal ? returns(r, s) : std::vector<double>{0.5, 0.5};
  }
  static State observe(const Rules &, const State &s, int) { return s; }
  static std::string format(const Rules &, const Action &a) { return "choose " + std::to_string(a.choice); }
  static Action parse(const Rules &, const std::vector<std::string> &words) {
    if (words.size() != 2 || words[0] != "choose") throw std::invalid_argument("choose N");
    return {std::stoi(words[1])};
  }
};
static_assert(game::Game<TwoChoices>);

/// The same game, asking its search to trust the best line (as Planètes does).
struct Trusting : TwoChoices {
  static constexpr double search_minimax = 0.75;
};

int planChosen(int iterations, double minimax) {
  const TwoChoices::Rules rules;
  ai::SearchOptions options;
  options.minimax = minimax;
  const ai::Level level{"test", ai::Kind::Search, 0, iterations};
  return ai::decide<TwoChoices>(rules, TwoChoices::initial(rules), 0, level, 7, options).action.choice;
}

TEST(ComputerBestLine, a_plan_with_one_winning_follow_up_is_worth_that_follow_up_not_their_average) {
  // The average alone: once the search has tried the narrow plan's losing follow-ups, it prefers
  // the safe plan — the flaw that made Planètes' search weaker the longer it thought.
  for (const int iterations : {300, 3000})
    EXPECT_EQ(planChosen(iterations, 0.0), 1) << iterations << " iterations";
  // Trusting the best line: the narrow plan, once the search has seen its winning follow-up.
  for (const int iterations : {300, 3000})
    EXPECT_EQ(planChosen(iterations, 1.0), 0) << iterations << " iterations";
  // Half and half is enough here.
  EXPECT_EQ(planChosen(3000, 0.5), 0);
}

TEST(ComputerBestLine, a_game_asks_for_it_by_its_search_minimax_and_the_default_is_the_average) {
  EXPECT_EQ(ai::searchMinimax<TwoChoices>(), 0.0);
  EXPECT_EQ(ai::searchMinimax<Trusting>(), 0.75);
  const TwoChoices::Rules rules;
  const ai::Level level{"test", ai::Kind::Search, 0, 3000};
  EXPECT_EQ(ai::decide<Trusting>(rules, Trusting::initial(rules), 0, level, 7).action.choice, 0);
  EXPECT_EQ(ai::decide<TwoChoices>(rules, TwoChoices::initial(rules), 0, level, 7).action.choice, 1);
}

/// The same game, its heuristic rating the narrow plan above the safe one as soon as it is chosen,
/// and its search asked to weigh that one-ply judgement as a million visits.
struct Judging : TwoChoices {
  static constexpr double search_prior_visits = 1e6;
  static std::vector<double> heuristic(const Rules &r, const State &s) {
    if (toMove(r, s) == game::kTerminal) return returns(r, s);
    if (s.plan >= 0 && s.follow_up < 0)
      return s.plan == 0 ? std::vector{0.55, 0.45} : std::vector{0.45, 0.55};
    return {0.5, 0.5};
  }
};

TEST(ComputerBestLine, a_game_asks_for_its_priors_weight_by_search_prior_visits_and_the_default_is_3) {
  EXPECT_EQ(ai::searchPriorVisits<TwoChoices>(), 3.0);
  EXPECT_EQ(ai::searchPriorVisits<Judging>(), 1e6);
  const TwoChoices::Rules rules;
  ai::SearchOptions three;
  three.prior_visits = 3;
  for (const int iterations : {300, 3000}) {
    const ai::Level level{"test", ai::Kind::Search, 0, iterations};
    // Weighed so, the one-ply judgement outweighs every follow-up tried: the narrow plan.
    EXPECT_EQ(ai::decide<Judging>(rules, Judging::initial(rules), 0, level, 7).action.choice, 0)
        << iterations;
    // At 3 visits (the option given overrides the game's), the follow-ups tried decide: the safe plan.
    EXPECT_EQ(ai::decide<Judging>(rules, Judging::initial(rules), 0, level, 7, three).action.choice, 1)
        << iterations;
  }
}

} // namespace
} // namespace amiraute
