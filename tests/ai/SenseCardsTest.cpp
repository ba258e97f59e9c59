// The computer's blunders in the two card games (issue 24), each in the position where a person
// saw it, at the iterations `easy` (0.1 s a decision) reaches on this machine (docs/AI.md, Speed).
#include "../nautic_miles/Fixture.h"
#include "ai/Search.h"
#include "core/Files.h"
#include "games/milles_nautiques/Game.h"
#include "games/nautic_miles/Game.h"

#include <gtest/gtest.h>

#include <string>

namespace amiraute {
namespace {

template <game::Game G> typename G::Rules rulesOf(const std::string &scenario) {
  return G::load(core::findDataFile(scenario));
}

namespace mn = milles_nautiques;
using MN = mn::Game;

/// A Milles Nautiques duel before the deal, every card in the pile: the test takes out the cards
/// it lays, then deals the rest of the hands at random.
struct MnTable {
  mn::Rules rules = rulesOf<MN>("scenarios/milles-nautiques/duel.yaml");
  mn::State s = MN::initial(rules);

  core::cards::CardId id(const char *card) const { return rules.deck.id(card); }
  core::cards::CardId take(const char *card) {
    const auto c = id(card);
    EXPECT_TRUE(s.pile.remove(c)) << card;
    return c;
  }
  void hand(int seat, std::initializer_list<const char *> cards) {
    for (const char *c : cards)
      s.hands[static_cast<std::size_t>(seat)].add(take(c));
  }
  void wind(int boat, std::initializer_list<const char *> cards) {
    for (const char *c : cards)
      s.boats[static_cast<std::size_t>(boat)].wind.push_back(take(c));
  }
  /// Mile cards laid on `boat` for `miles`, largest first.
  void miles(int boat, int miles) {
    auto &b = s.boats[static_cast<std::size_t>(boat)];
    for (const char *c : {"200", "150", "100", "50", "25"})
      while (miles >= rules.miles(id(c)) && s.pile.count(id(c)) > 0) {
        b.miles.push_back(take(c));
        miles -= rules.miles(id(c));
        b.distance += rules.miles(id(c));
      }
    EXPECT_EQ(miles, 0);
  }
  void discard(std::initializer_list<const char *> cards) {
    for (const char *c : cards)
      s.discard.push_back(take(c));
  }
  /// The other hands filled to `size` from the pile, at random (seeded), and `seat` to act.
  void deal(int size, mn::Phase phase, int seat) {
    std::mt19937_64 rng(17);
    for (auto &h : s.hands)
      while (h.size() < size) {
        std::vector<core::cards::CardId> left;
        for (std::size_t k = 0; k < s.pile.counts.size(); ++k)
          for (int i = 0; i < s.pile.counts[k]; ++i)
            left.push_back(static_cast<core::cards::CardId>(k));
        const auto c = left[rng() % left.size()];
        s.pile.remove(c);
        h.add(c);
      }
    s.dealt = 12;
    s.phase = phase;
    s.seat = seat;
  }
};

/// The search's choice for the seat to move at `iterations` a decision, and its explanation for
/// a failure's message.
template <game::Game G>
typename G::Action decideAt(const typename G::Rules &rules, const typename G::State &s, int iterations,
                            std::uint64_t seed, std::string &said) {
  const int seat = G::toMove(rules, s);
  const ai::Level level{"easy@" + std::to_string(iterations) + "i", ai::Kind::Search, 0, iterations};
  const auto d = ai::decide<G>(rules, s, seat, level, seed);
  said = G::format(rules, d.action) + " (seed " + std::to_string(seed) + "; best:";
  for (const auto &c : d.explanation.best)
    said += " " + c.action + " " + std::to_string(c.visits) + " visits " + std::to_string(c.win) + ";";
  said += ")";
  return d.action;
}

// The iterations `easy` bought in Milles Nautiques when these blunders were seen (docs/AI.md, Speed);
// since 2026-11-29 its 0.1 s buy about twice as many, so these are the harder case.
constexpr int kMnEasy = 1900;

// Becalmed with no "Bon vent" in hand, the 25 miles on the discard is of no use: the computer took
// it and threw it straight back instead of drawing for the wind. Each one-ply judgement saw only
// the miles sailed, so the two looked alike and random play-outs chose. Since MN-TURN-3 the 25
// taken is kept, and the average over the draw's many outcomes, each tried with its own foolish
// follow-ups, fell below the one known card's (13 seeds of 30 drew); the best line weighed in
// (Game::search_minimax) sees through the draw's outcomes to the wind it may bring.
TEST(ComputerSense, milles_nautiques_becalmed_draws_for_the_wind_rather_than_take_miles) {
  MnTable t;
  t.wind(0, {"bon_vent", "encalmine"});
  t.miles(0, 400);
  t.wind(1, {"bon_vent"});
  t.miles(1, 450);
  t.hand(0, {"100", "150", "50", "avarie", "reparation", "fin_avarie"});
  t.discard({"panique", "25"});
  t.deal(6, mn::Phase::Choose, 0);
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    std::string said;
    const auto a = decideAt<MN>(t.rules, t.s, kMnEasy, seed, said);
    EXPECT_EQ(a.verb, mn::Verb::Draw) << said;
  }
}

// At 1,000 of 1,500 miles with no hazard, a 50 is miles to lay: the computer discarded instead
// (seen discarding the 50 itself; here, with nothing else of use in hand, it threw away a spare
// remedy in three seeds of ten rather than sail).
TEST(ComputerSense, milles_nautiques_sailing_free_plays_miles_rather_than_discard_them) {
  MnTable t;
  t.wind(0, {"bon_vent"});
  t.miles(0, 1000);
  t.wind(1, {"bon_vent"});
  t.miles(1, 1100);
  t.hand(0, {"50", "bon_vent", "bon_vent", "sauvetage", "sauvetage", "reparation", "fin_avarie"});
  t.deal(6, mn::Phase::Play, 0);
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    std::string said;
    const auto a = decideAt<MN>(t.rules, t.s, kMnEasy, seed, said);
    EXPECT_TRUE(a.verb == mn::Verb::Play && t.rules.miles(a.card) > 0) << said;
  }
}

// Nautic Miles: a side far ahead (198 points against 50.5, 200 to win) still values a point more.
// Its estimate was clamped to 1 there (and the other side's to 0): every action looked the same to
// both searches, which discarded every card, convoys included, round after void round, until the
// arena's step limit (7 of 40 games between two searches at 40 iterations).
TEST(ComputerSense, nautic_miles_a_side_far_ahead_still_values_each_point) {
  using NM = nautic_miles::Game;
  const auto rules = rulesOf<NM>("scenarios/nautic-miles/duel.yaml");
  auto s = NM::initial(rules);
  s.sides[0].score = 101; // half-points
  s.sides[1].score = 396;
  auto more = s;
  more.sides[1].score = 398;
  const auto before = nautic_miles::heuristic(rules, s), after = nautic_miles::heuristic(rules, more);
  const int behind = 0, ahead = 1; // the duel's seats are its sides
  ASSERT_EQ(rules.side_of[ahead], 1);
  EXPECT_GT(after[ahead], before[ahead]);
  EXPECT_LT(after[behind], before[behind]);
  EXPECT_GT(before[ahead], 0.5);
  EXPECT_LT(before[ahead], 1.0);
}

// The iterations `easy` buys in a Nautic Miles duel's opening (docs/AI.md, Speed: 17,700 a second
// at the first choice).
constexpr int kNmEasy = 1770;

// In the opening, no convoy at sea on either side: the computer threw away a 20,000-ton convoy.
// Laid at 0 miles it scores nothing yet, so a judgement that counts only the points on the table
// saw it worth no more than the discard of a card it could not use.
TEST(ComputerSense, nautic_miles_the_opening_convoy_is_laid_not_discarded) {
  using NM = nautic_miles::Game;
  namespace t = nautic_miles::testing;
  const auto rules = rulesOf<NM>("scenarios/nautic-miles/duel.yaml");
  const auto s =
      t::midRound(rules, {{"20000t", "alert", "cruiser", "plane_hit", "radar", "storm", "fair_sea"},
                          {"600", "1000", "frigate", "destroyer", "mine", "minesweeper"}});
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    std::string said;
    const auto a = decideAt<NM>(rules, s, kNmEasy, seed, said);
    EXPECT_TRUE(a.verb == nautic_miles::Verb::Play && a.card == t::C(rules, "20000t")) << said;
  }
}

// Neither boat has started, and a boat that has not started cannot be stopped (MN-ATTACK-1,
// MN-WIND-2): the computer held its "Bon vent" rather than start under the other crew's "Détresse",
// and when both sides did so (two searches at `easy`'s iterations, the duel's deal of seed 5) they
// took each other's discard and threw it back for 5,000 actions, the pile never shrinking, the race
// never started. A boat has to start to finish: it starts.
TEST(ComputerSense, milles_nautiques_a_boat_holding_its_wind_takes_the_start) {
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    MnTable t;
    t.hand(0, {"150", "150", "bon_vent", "encalmine", "detresse", "avarie"});
    t.hand(1, {"50", "50", "100", "detresse", "avarie", "vieux_loup"});
    t.discard({"encalmine", "50"});
    t.deal(6, mn::Phase::Play, 0);
    t.s.hands[0].add(t.take("25")); // drawn this turn
    std::string said;
    const auto a = decideAt<MN>(t.rules, t.s, kMnEasy, seed, said);
    EXPECT_TRUE(a.verb == mn::Verb::Play && a.card == t.id("bon_vent")) << said;
  }
}

} // namespace
} // namespace amiraute
