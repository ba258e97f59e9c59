#pragma once
/// Shapes appended to a triangle vertex array, in window pixels: what the scenes (TableScene for
/// the continuous table, HexScene for hex maps) build their batches from. Inline, so that the
/// scenes' inner loops keep them inlined.
#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/VertexArray.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace amiraute::ui::vtx {

using V2 = sf::Vector2f;

inline void tri(sf::VertexArray &va, V2 a, V2 b, V2 c, sf::Color col) {
  va.append({a, col});
  va.append({b, col});
  va.append({c, col});
}

inline void quad(sf::VertexArray &va, V2 a, V2 b, V2 c, V2 d, sf::Color col) {
  tri(va, a, b, c, col);
  tri(va, a, c, d, col);
}

inline void rect(sf::VertexArray &va, float x, float y, float w, float h, sf::Color col) {
  quad(va, {x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}, col);
}

/// A rectangle shaded from `top` to `bottom`.
inline void gradientRect(sf::VertexArray &va, float x, float y, float w, float h, sf::Color top,
                         sf::Color bottom) {
  va.append({{x, y}, top});
  va.append({{x + w, y}, top});
  va.append({{x + w, y + h}, bottom});
  va.append({{x, y}, top});
  va.append({{x + w, y + h}, bottom});
  va.append({{x, y + h}, bottom});
}

/// A thick segment from a to b, `w` wide, lengthened by `extend` at both ends (pieces of a
/// polyline then join without a notch). Nothing for a segment shorter than 1e-4 pixel.
inline void segment(sf::VertexArray &va, V2 a, V2 b, float w, sf::Color col, float extend) {
  V2 d = b - a;
  const float len = std::sqrt(d.x * d.x + d.y * d.y);
  if (len < 1e-4f) return;
  d /= len;
  const V2 n{-d.y * w * 0.5f, d.x * w * 0.5f};
  a -= d * extend;
  b += d * extend;
  quad(va, a - n, b - n, b + n, a + n, col);
}

/// A thick segment; `capped` lengthens it by half its width at both ends (square caps).
inline void line(sf::VertexArray &va, V2 a, V2 b, float w, sf::Color col, bool capped = true) {
  segment(va, a, b, w, col, capped ? w * 0.5f : 0.f);
}

/// A dashed segment: `dash` pixels drawn, `gap` pixels left, from a.
inline void dashed(sf::VertexArray &va, V2 a, V2 b, float w, float dash, float gap, sf::Color col) {
  V2 d = b - a;
  const float len = std::sqrt(d.x * d.x + d.y * d.y);
  if (len < 1e-4f) return;
  d /= len;
  for (float t = 0; t < len; t += dash + gap)
    line(va, a + d * t, a + d * std::min(len, t + dash), w, col, false);
}

inline void polyline(sf::VertexArray &va, const std::vector<V2> &pts, bool closed, float w, sf::Color col) {
  const std::size_t n = pts.size();
  if (n < 2) return;
  for (std::size_t i = 0; i + 1 < n; ++i)
    line(va, pts[i], pts[i + 1], w, col);
  if (closed) line(va, pts[n - 1], pts[0], w, col);
}

/// A convex polygon, as a fan from its first point.
inline void convex(sf::VertexArray &va, const std::vector<V2> &pts, sf::Color col) {
  for (std::size_t i = 1; i + 1 < pts.size(); ++i)
    tri(va, pts[0], pts[i], pts[i + 1], col);
}

inline void disc(sf::VertexArray &va, V2 c, float r, sf::Color col, int segs = 12) {
  for (int i = 0; i < segs; ++i) {
    const float a0 = 2 * std::numbers::pi_v<float> * i / segs;
    const float a1 = 2 * std::numbers::pi_v<float> * (i + 1) / segs;
    tri(va, c, c + V2{r * std::cos(a0), r * std::sin(a0)}, c + V2{r * std::cos(a1), r * std::sin(a1)}, col);
  }
}

/// The band between two circles about `c`, radii r0 < r1.
inline void ring(sf::VertexArray &va, V2 c, float r0, float r1, sf::Color col, int segs = 12) {
  for (int i = 0; i < segs; ++i) {
    const float a0 = 2 * std::numbers::pi_v<float> * i / segs;
    const float a1 = 2 * std::numbers::pi_v<float> * (i + 1) / segs;
    const V2 u0{std::cos(a0), std::sin(a0)}, u1{std::cos(a1), std::sin(a1)};
    quad(va, c + u0 * r0, c + u0 * r1, c + u1 * r1, c + u1 * r0, col);
  }
}

/// The band between two closed outlines of the same vertex count (offsets of one shape).
inline void band(sf::VertexArray &va, const std::vector<V2> &outer, const std::vector<V2> &inner,
                 sf::Color col) {
  const std::size_t n = std::min(outer.size(), inner.size());
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t j = (i + 1) % n;
    quad(va, inner[i], outer[i], outer[j], inner[j], col);
  }
}

/// `c` with alpha `a` (clamped to 0..255).
inline sf::Color alpha(sf::Color c, int a) {
  c.a = static_cast<sf::Uint8>(std::clamp(a, 0, 255));
  return c;
}

/// `c` with red, green and blue multiplied by `k` (at most 255).
inline sf::Color shade(sf::Color c, float k) {
  return {static_cast<sf::Uint8>(std::min(255.f, c.r * k)), static_cast<sf::Uint8>(std::min(255.f, c.g * k)),
          static_cast<sf::Uint8>(std::min(255.f, c.b * k)), c.a};
}

/// `c` with `delta` added to red, green and blue (clamped).
inline sf::Color lighten(sf::Color c, int delta) {
  auto f = [&](sf::Uint8 v) {
    return static_cast<sf::Uint8>(std::clamp(static_cast<int>(v) + delta, 0, 255));
  };
  return {f(c.r), f(c.g), f(c.b), c.a};
}

} // namespace amiraute::ui::vtx
