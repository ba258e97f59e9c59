#include "core/Dice.h"

#include <string>

namespace amiraute::core {

std::vector<int> DiceSource::roll(int count, int sides) {
  std::vector<int> faces;
  faces.reserve(count > 0 ? static_cast<std::size_t>(count) : 0);
  for (int i = 0; i < count; ++i)
    faces.push_back(face(sides));
  return faces;
}

int SeededDice::face(int sides) {
  if (sides < 1) throw DiceError("a die needs at least one side, not " + std::to_string(sides));
  // 2^64 is not a multiple of `sides`: reject the top sliver so each face is exactly 1/sides.
  const auto n = static_cast<std::uint64_t>(sides);
  const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % n);
  std::uint64_t bits;
  do {
    bits = engine_();
  } while (bits >= limit);
  return static_cast<int>(bits % n) + 1;
}

double SeededDice::unit() { return static_cast<double>(engine_() >> 11) * 0x1.0p-53; }

GivenDice::GivenDice(std::vector<int> faces) { push(faces); }

void GivenDice::push(const std::vector<int> &faces) {
  for (int f : faces)
    if (f < 1) throw DiceError("a die shows 1 or more, not " + std::to_string(f));
  faces_.insert(faces_.end(), faces.begin(), faces.end());
}

int GivenDice::face(int sides) {
  if (faces_.empty()) throw DiceError("needs 1 more die, none given");
  const int f = faces_.front();
  if (f > sides)
    throw DiceError("a die with " + std::to_string(sides) + " sides shows 1 to " + std::to_string(sides) +
                    ", not " + std::to_string(f));
  faces_.pop_front();
  return f;
}

std::vector<int> GivenDice::roll(int count, int sides) {
  if (count < 0 || static_cast<std::size_t>(count) > faces_.size())
    throw DiceError("needs " + std::to_string(count) + " dice, only " + std::to_string(faces_.size()) +
                    " given");
  for (int i = 0; i < count; ++i)
    if (faces_[static_cast<std::size_t>(i)] > sides)
      throw DiceError("a die with " + std::to_string(sides) + " sides shows 1 to " + std::to_string(sides) +
                      ", not " + std::to_string(faces_[static_cast<std::size_t>(i)]));
  std::vector<int> out(faces_.begin(), faces_.begin() + count);
  faces_.erase(faces_.begin(), faces_.begin() + count);
  return out;
}

void checkFaces(const std::vector<int> &faces, int count, int sides) {
  if (static_cast<int>(faces.size()) != count)
    throw DiceError("this roll takes " + std::to_string(count) + " dice, " + std::to_string(faces.size()) +
                    " faces given");
  for (int f : faces)
    if (f < 1 || f > sides)
      throw DiceError(std::string(sides == 6 ? "a D6" : "this die") + " shows 1 to " + std::to_string(sides) +
                      ", not " + std::to_string(f));
}

int countHits(const std::vector<int> &faces, int hit_on) {
  int hits = 0;
  for (int f : faces)
    if (f >= hit_on) ++hits;
  return hits;
}

} // namespace amiraute::core
