#pragma once
/// Exact probabilities for rolls of D6.
#include <cstdint>
#include <vector>

namespace amiraute::core {

/// The law of the number of hits when `dice` D6 each hit on `hit_on` or more.
/// ways[k] / total is exactly the chance of k hits: integer counts over 6^dice.
struct HitDistribution {
  std::vector<std::uint64_t> ways; ///< ways[k]: face combinations giving exactly k hits
  std::uint64_t total = 1;         ///< 6^dice
  /// Probability of exactly k hits (0 outside 0..dice).
  double p(int k) const;
  /// All probabilities, index = number of hits.
  std::vector<double> probabilities() const;
  double expectedHits() const;
};

/// `dice` in 0..20 (6^20 still fits 64 bits), `hit_on` in 1..7 (7: never hits).
HitDistribution hitDistribution(int dice, int hit_on);

} // namespace amiraute::core
