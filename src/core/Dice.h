#pragma once
/// Dice are data: a roll is a list of faces. Where the faces come from (a seeded generator, a
/// person's physical dice, a test) is the only thing a DiceSource hides. A die has any number of
/// sides: a D6, a coin (2), a card drawn from n (n).
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

/// Something that rolls dice.
class DiceSource {
public:
  virtual ~DiceSource() = default;
  /// One die with `sides` faces (at least 1): a face in 1..sides.
  virtual int face(int sides) = 0;
  /// `count` dice with `sides` faces each (D6 by default).
  virtual std::vector<int> roll(int count, int sides = 6);
  /// A whole number in 0..n-1, uniformly (n >= 1): one die with n sides, minus one.
  int index(int n) { return face(n) - 1; }
};

/// A reproducible generator: the same seed always gives the same faces, on every platform
/// (std::uniform_int_distribution is implementation-defined, so we map the bits ourselves).
class SeededDice final : public DiceSource {
public:
  explicit SeededDice(std::uint64_t seed) : engine_(seed) {}
  using DiceSource::roll;
  int face(int sides) override;
  /// One D6.
  int face() { return face(6); }
  /// A real number in [0, 1), from 53 random bits (platform-stable).
  double unit();
  /// The raw generator, for the few callers that need bits (search play-outs).
  std::mt19937_64 &engine() { return engine_; }

private:
  std::mt19937_64 engine_;
};

/// A seed for a new game from the system's random source (std::random_device), from 1 to
/// 999,999,999 — short enough to read out and type again after `--seed`. A program that rolls for
/// the table must not give every game the same dice.
std::uint64_t freshSeed();

/// Faces given from outside, consumed in order.
class GivenDice final : public DiceSource {
public:
  GivenDice() = default;
  explicit GivenDice(std::vector<int> faces);
  /// Append faces; every face must be at least 1 or DiceError is thrown and nothing is added.
  void push(const std::vector<int> &faces);
  int face(int sides) override;
  std::vector<int> roll(int count, int sides = 6) override;
  std::size_t remaining() const { return faces_.size(); }

private:
  std::deque<int> faces_;
};

/// Throws DiceError unless every face is in 1..sides and there are exactly `count` of them.
void checkFaces(const std::vector<int> &faces, int count, int sides = 6);

/// Number of faces at or above `hit_on`.
int countHits(const std::vector<int> &faces, int hit_on);

} // namespace amiraute::core
