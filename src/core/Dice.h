#pragma once
/// Dice are data: a roll is a list of faces. Where the faces come from (a seeded generator, a
/// person's physical dice, a test) is the only thing a DiceSource hides.
#include <cstdint>
#include <deque>
#include <random>
#include <stdexcept>
#include <vector>

namespace amiraute::core {

/// Raised when a source cannot give the dice asked for (e.g. too few faces were typed).
struct DiceError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Something that rolls six-sided dice.
class DiceSource {
public:
  virtual ~DiceSource() = default;
  /// Roll `count` D6 and return their faces, each in 1..6.
  virtual std::vector<int> roll(int count) = 0;
};

/// A reproducible generator: the same seed always gives the same faces, on every platform
/// (std::uniform_int_distribution is implementation-defined, so we map the bits ourselves).
class SeededDice final : public DiceSource {
public:
  explicit SeededDice(std::uint64_t seed) : engine_(seed) {}
  std::vector<int> roll(int count) override;
  /// One face in 1..6, unbiased (rejection sampling).
  int face();

private:
  std::mt19937_64 engine_;
};

/// Faces given from outside, consumed in order.
class GivenDice final : public DiceSource {
public:
  GivenDice() = default;
  explicit GivenDice(std::vector<int> faces);
  /// Append faces; every face must be in 1..6 or DiceError is thrown and nothing is added.
  void push(const std::vector<int> &faces);
  std::vector<int> roll(int count) override;
  std::size_t remaining() const { return faces_.size(); }

private:
  std::deque<int> faces_;
};

/// Throws DiceError unless every face is in 1..6 and there are exactly `count` of them.
void checkFaces(const std::vector<int> &faces, int count);

/// Number of faces at or above `hit_on`.
int countHits(const std::vector<int> &faces, int hit_on);

} // namespace amiraute::core
