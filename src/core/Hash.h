#pragma once
/// A small, stable 64-bit hash (FNV-1a) for state hashes: the same state gives the same hash
/// on every run and platform, so a replay can be checked against live play.
#include <cmath>
#include <cstdint>
#include <string_view>

namespace amiraute::core {

class StateHasher {
public:
  StateHasher &add(std::string_view s) {
    add(static_cast<std::uint64_t>(s.size()));
    for (unsigned char c : s)
      mix(c);
    return *this;
  }
  StateHasher &add(std::uint64_t v) {
    for (int i = 0; i < 8; ++i)
      mix(static_cast<unsigned char>(v >> (8 * i)));
    return *this;
  }
  StateHasher &add(int v) { return add(static_cast<std::uint64_t>(static_cast<std::int64_t>(v))); }
  StateHasher &add(bool v) { return add(static_cast<std::uint64_t>(v ? 1 : 0)); }
  /// Doubles are hashed at 1e-6 resolution so that harmless rounding noise does not split hashes.
  StateHasher &add(double v) {
    return add(static_cast<std::uint64_t>(static_cast<std::int64_t>(std::llround(v * 1e6))));
  }
  std::uint64_t value() const { return h_; }

private:
  void mix(unsigned char c) {
    h_ ^= c;
    h_ *= 1099511628211ULL;
  }
  std::uint64_t h_ = 14695981039346656037ULL;
};

} // namespace amiraute::core
