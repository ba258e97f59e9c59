#include "core/Dice.h"

#include <string>

namespace amiraute::core {

int SeededDice::face() {
  // 2^64 is not a multiple of 6: reject the top sliver so each face is exactly 1/6.
  constexpr std::uint64_t limit = UINT64_MAX - (UINT64_MAX % 6);
  std::uint64_t bits;
  do {
    bits = engine_();
  } while (bits >= limit);
  return static_cast<int>(bits % 6) + 1;
}

std::vector<int> SeededDice::roll(int count) {
  std::vector<int> faces;
  faces.reserve(count > 0 ? count : 0);
  for (int i = 0; i < count; ++i)
    faces.push_back(face());
  return faces;
}

GivenDice::GivenDice(std::vector<int> faces) { push(faces); }

void GivenDice::push(const std::vector<int> &faces) {
  for (int f : faces)
    if (f < 1 || f > 6) throw DiceError("a D6 shows 1 to 6, not " + std::to_string(f));
  faces_.insert(faces_.end(), faces.begin(), faces.end());
}

std::vector<int> GivenDice::roll(int count) {
  if (count < 0 || static_cast<std::size_t>(count) > faces_.size())
    throw DiceError("needs " + std::to_string(count) + " dice, only " + std::to_string(faces_.size()) +
                    " given");
  std::vector<int> out(faces_.begin(), faces_.begin() + count);
  faces_.erase(faces_.begin(), faces_.begin() + count);
  return out;
}

void checkFaces(const std::vector<int> &faces, int count) {
  if (static_cast<int>(faces.size()) != count)
    throw DiceError("this roll takes " + std::to_string(count) + " dice, " + std::to_string(faces.size()) +
                    " faces given");
  for (int f : faces)
    if (f < 1 || f > 6) throw DiceError("a D6 shows 1 to 6, not " + std::to_string(f));
}

int countHits(const std::vector<int> &faces, int hit_on) {
  int hits = 0;
  for (int f : faces)
    if (f >= hit_on) ++hits;
  return hits;
}

} // namespace amiraute::core
