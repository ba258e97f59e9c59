#include "core/Dice.h"
#include "core/I18n.h"

#include <string>

namespace amiraute::core {

std::uint64_t freshSeed() {
  std::random_device source;
  const std::uint64_t bits = (static_cast<std::uint64_t>(source()) << 32) ^ source();
  return 1 + bits % 999999999;
}

std::vector<int> DiceSource::roll(int count, int sides) {
  std::vector<int> faces;
  faces.reserve(count > 0 ? static_cast<std::size_t>(count) : 0);
  for (int i = 0; i < count; ++i)
    faces.push_back(face(sides));
  return faces;
}

int SeededDice::face(int sides) {
  if (sides < 1)
    throw DiceError(fill(tr("a die needs at least one side, not {n}"), {{"n", std::to_string(sides)}}));
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
    if (f < 1) throw DiceError(fill(tr("a die shows 1 or more, not {n}"), {{"n", std::to_string(f)}}));
  faces_.insert(faces_.end(), faces.begin(), faces.end());
}

int GivenDice::face(int sides) {
  if (faces_.empty()) throw DiceError(tr("needs 1 more die, none given"));
  const int f = faces_.front();
  if (f > sides)
    throw DiceError(fill(tr("a die with {sides} sides shows 1 to {sides}, not {n}"),
                         {{"sides", std::to_string(sides)}, {"n", std::to_string(f)}}));
  faces_.pop_front();
  return f;
}

std::vector<int> GivenDice::roll(int count, int sides) {
  if (count < 0 || static_cast<std::size_t>(count) > faces_.size())
    throw DiceError(fill(trn("needs {count} dice, only {n} given", "needs {count} dice, only {n} given",
                             static_cast<long>(faces_.size())),
                         {{"count", std::to_string(count)}, {"n", std::to_string(faces_.size())}}));
  for (int i = 0; i < count; ++i)
    if (faces_[static_cast<std::size_t>(i)] > sides)
      throw DiceError(fill(
          tr("a die with {sides} sides shows 1 to {sides}, not {n}"),
          {{"sides", std::to_string(sides)}, {"n", std::to_string(faces_[static_cast<std::size_t>(i)])}}));
  std::vector<int> out(faces_.begin(), faces_.begin() + count);
  faces_.erase(faces_.begin(), faces_.begin() + count);
  return out;
}

void checkFaces(const std::vector<int> &faces, int count, int sides) {
  if (static_cast<int>(faces.size()) != count)
    throw DiceError(
        fill(trn("this roll takes {count} dice, {n} face given",
                 "this roll takes {count} dice, {n} faces given", static_cast<long>(faces.size())),
             {{"count", std::to_string(count)}, {"n", std::to_string(faces.size())}}));
  for (int f : faces)
    if (f < 1 || f > sides)
      throw DiceError(fill(sides == 6 ? tr("a D6 shows 1 to {sides}, not {n}")
                                      : tr("this die shows 1 to {sides}, not {n}"),
                           {{"sides", std::to_string(sides)}, {"n", std::to_string(f)}}));
}

int countHits(const std::vector<int> &faces, int hit_on) {
  int hits = 0;
  for (int f : faces)
    if (f >= hit_on) ++hits;
  return hits;
}

} // namespace amiraute::core
