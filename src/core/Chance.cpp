#include "core/Chance.h"

#include <stdexcept>

namespace amiraute::core {

double HitDistribution::p(int k) const {
  if (k < 0 || k >= static_cast<int>(ways.size())) return 0.0;
  return static_cast<double>(ways[k]) / static_cast<double>(total);
}

std::vector<double> HitDistribution::probabilities() const {
  std::vector<double> out;
  for (std::size_t k = 0; k < ways.size(); ++k)
    out.push_back(p(static_cast<int>(k)));
  return out;
}

double HitDistribution::expectedHits() const {
  double e = 0;
  for (std::size_t k = 0; k < ways.size(); ++k)
    e += static_cast<double>(k) * p(static_cast<int>(k));
  return e;
}

HitDistribution hitDistribution(int dice, int hit_on) {
  if (dice < 0 || dice > 20) throw std::invalid_argument("hitDistribution: dice out of 0..20");
  if (hit_on < 1 || hit_on > 7) throw std::invalid_argument("hitDistribution: hit_on out of 1..7");
  const std::uint64_t hit_faces = static_cast<std::uint64_t>(7 - hit_on);
  const std::uint64_t miss_faces = 6 - hit_faces;
  // Convolve one die at a time: exact integer arithmetic, no binomial overflow.
  HitDistribution d;
  d.ways = {1};
  d.total = 1;
  for (int i = 0; i < dice; ++i) {
    std::vector<std::uint64_t> next(d.ways.size() + 1, 0);
    for (std::size_t k = 0; k < d.ways.size(); ++k) {
      next[k] += d.ways[k] * miss_faces;
      next[k + 1] += d.ways[k] * hit_faces;
    }
    d.ways = std::move(next);
    d.total *= 6;
  }
  return d;
}

} // namespace amiraute::core
