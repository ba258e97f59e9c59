#include "core/Dice.h"
#include "core/Chance.h"

#include <gtest/gtest.h>

#include <map>

namespace amiraute::core {
namespace {

TEST(Dice, the_same_seed_gives_the_same_faces) {
  SeededDice a(2024), b(2024), c(2025);
  const auto fa = a.roll(50);
  EXPECT_EQ(fa, b.roll(50));
  EXPECT_NE(fa, c.roll(50));
}

TEST(Dice, seeded_faces_are_fair_d6) {
  SeededDice d(7);
  std::map<int, int> count;
  for (int f : d.roll(60000))
    count[f]++;
  ASSERT_EQ(count.size(), 6u);
  for (const auto &[face, n] : count) {
    EXPECT_GE(face, 1);
    EXPECT_LE(face, 6);
    EXPECT_NEAR(n, 10000, 400) << "face " << face; // ~4 standard deviations
  }
}

TEST(Dice, seeded_sequence_is_stable_across_platforms) {
  // Pinned: if this changes, old records rolled by the program no longer reproduce.
  SeededDice d(1);
  EXPECT_EQ(d.roll(10), (std::vector<int>{3, 1, 1, 1, 1, 4, 3, 4, 3, 5}));
}

TEST(Dice, given_faces_come_out_in_order) {
  GivenDice d({6, 5, 1});
  EXPECT_EQ(d.roll(2), (std::vector<int>{6, 5}));
  EXPECT_EQ(d.remaining(), 1u);
  EXPECT_THROW(d.roll(2), DiceError);
  EXPECT_EQ(d.roll(1), (std::vector<int>{1}));
}

TEST(Dice, impossible_faces_are_refused_whole) {
  GivenDice d;
  EXPECT_THROW(d.push({3, 0}), DiceError);
  EXPECT_EQ(d.remaining(), 0u);
  // A 7 is no D6 face: the roll is refused and the faces stay for a die that has them.
  d.push({3, 7});
  EXPECT_THROW(d.roll(2), DiceError);
  EXPECT_EQ(d.remaining(), 2u);
  EXPECT_EQ(d.roll(2, 8), (std::vector<int>{3, 7}));
  EXPECT_THROW(checkFaces({1, 7}, 2), DiceError);
  EXPECT_NO_THROW(checkFaces({1, 7}, 2, 8));
  EXPECT_THROW(checkFaces({1, 2}, 3), DiceError);
  EXPECT_THROW(checkFaces({0, 2}, 2), DiceError);
  EXPECT_NO_THROW(checkFaces({1, 6}, 2));
}

TEST(Dice, dice_of_any_size_are_fair_and_stable) {
  SeededDice coin(3);
  std::map<int, int> count;
  for (int i = 0; i < 20000; ++i)
    count[coin.face(2)]++;
  ASSERT_EQ(count.size(), 2u);
  EXPECT_NEAR(count[1], 10000, 300);
  // A D6 through face(6) is the same stream as before dice grew other sizes (records replay).
  SeededDice a(1), b(1);
  for (int i = 0; i < 10; ++i)
    EXPECT_EQ(a.face(6), b.roll(1)[0]);
  SeededDice u(5);
  for (int i = 0; i < 1000; ++i) {
    const double x = u.unit();
    EXPECT_GE(x, 0.0);
    EXPECT_LT(x, 1.0);
  }
}

TEST(Dice, hits_are_faces_at_or_above_the_threshold) {
  EXPECT_EQ(countHits({6, 5, 4, 3, 2, 1}, 4), 3);
  EXPECT_EQ(countHits({6, 5, 4, 3, 2, 1}, 6), 1);
  EXPECT_EQ(countHits({}, 4), 0);
}

TEST(Chance, distribution_counts_are_exact) {
  // 2 dice hitting on 5+: 16 ways to miss both, 2*2*4 = 16 ways for one hit, 4 for two.
  const HitDistribution d = hitDistribution(2, 5);
  EXPECT_EQ(d.total, 36u);
  EXPECT_EQ(d.ways, (std::vector<std::uint64_t>{16, 16, 4}));
  EXPECT_DOUBLE_EQ(d.p(2), 4.0 / 36);
}

TEST(Chance, six_dice_on_six) {
  const HitDistribution d = hitDistribution(6, 6);
  EXPECT_EQ(d.total, 46656u);
  EXPECT_EQ(d.ways[0], 15625u); // 5^6
  EXPECT_EQ(d.ways[6], 1u);
  double sum = 0;
  for (double p : d.probabilities())
    sum += p;
  EXPECT_NEAR(sum, 1, 1e-15);
  EXPECT_NEAR(d.expectedHits(), 1.0, 1e-12);
}

TEST(Chance, matches_counting_every_face_combination) {
  for (int dice = 0; dice <= 4; ++dice) {
    for (int hit_on = 1; hit_on <= 7; ++hit_on) {
      std::vector<std::uint64_t> ways(dice + 1, 0);
      int combos = 1;
      for (int i = 0; i < dice; ++i)
        combos *= 6;
      for (int c = 0; c < combos; ++c) {
        int x = c, hits = 0;
        for (int i = 0; i < dice; ++i, x /= 6)
          if (x % 6 + 1 >= hit_on) ++hits;
        ways[hits]++;
      }
      EXPECT_EQ(hitDistribution(dice, hit_on).ways, ways) << dice << "d6 on " << hit_on;
    }
  }
}

TEST(Chance, refuses_impossible_requests) {
  EXPECT_THROW(hitDistribution(-1, 4), std::invalid_argument);
  EXPECT_THROW(hitDistribution(21, 4), std::invalid_argument);
  EXPECT_THROW(hitDistribution(3, 0), std::invalid_argument);
}

} // namespace
} // namespace amiraute::core
