#pragma once
/// A colour as every back-end reads it: red, green, blue and opacity, 0..255 each.
#include <algorithm>
#include <cstdint>

namespace amiraute::draw {

struct Color {
  std::uint8_t r = 0, g = 0, b = 0, a = 255;
  constexpr Color() = default;
  constexpr Color(int red, int green, int blue, int alpha = 255)
      : r(clamp(red)), g(clamp(green)), b(clamp(blue)), a(clamp(alpha)) {}
  friend constexpr bool operator==(const Color &, const Color &) = default;
  /// True when it draws nothing.
  constexpr bool clear() const { return a == 0; }

  static constexpr Color transparent() { return {0, 0, 0, 0}; }
  static constexpr Color white() { return {255, 255, 255}; }
  static constexpr Color black() { return {0, 0, 0}; }

private:
  static constexpr std::uint8_t clamp(int v) { return static_cast<std::uint8_t>(std::clamp(v, 0, 255)); }
};

/// `c` with opacity `a` (clamped to 0..255).
constexpr Color alpha(Color c, int a) { return {c.r, c.g, c.b, a}; }
/// `c` with `delta` added to red, green and blue (clamped).
constexpr Color lighten(Color c, int delta) { return {c.r + delta, c.g + delta, c.b + delta, c.a}; }
/// `c` with red, green and blue multiplied by `k` (at most 255).
constexpr Color shade(Color c, float k) {
  return {static_cast<int>(c.r * k), static_cast<int>(c.g * k), static_cast<int>(c.b * k), c.a};
}
/// Between `a` (t = 0) and `b` (t = 1), opacity too.
constexpr Color mix(Color a, Color b, float t) {
  auto f = [t](int x, int y) { return static_cast<int>(x + (y - x) * t + 0.5f); };
  return {f(a.r, b.r), f(a.g, b.g), f(a.b, b.b), f(a.a, b.a)};
}

} // namespace amiraute::draw
