#include "ui/SceneRenderer.h"

#include "core/Files.h"
#include "ui/CardArt.h"
#include "ui/ImGuiSfml.h"

#include <SFML/System/String.hpp>

#include <algorithm>
#include <bit>
#include <cmath>
#include <filesystem>
#include <numbers>
#include <stdexcept>

namespace amiraute::ui {

using draw::Point;
using draw::Shape;

namespace {

sf::Color sfColor(draw::Color c) { return {c.r, c.g, c.b, c.a}; }
sf::Vector2f v(Point p) { return {p.x, p.y}; }

void tri(sf::VertexArray &va, Point a, Point b, Point c, sf::Color col) {
  va.append({v(a), col});
  va.append({v(b), col});
  va.append({v(c), col});
}
void quad(sf::VertexArray &va, Point a, Point b, Point c, Point d, sf::Color col) {
  tri(va, a, b, c, col);
  tri(va, a, c, d, col);
}

void segment(sf::VertexArray &va, Point a, Point b, float w, sf::Color col, float extend) {
  const Point d = draw::unit(b - a);
  if (draw::length(b - a) < 1e-7f) return;
  const Point n = draw::normal(d) * (w * 0.5f);
  a -= d * extend;
  b += d * extend;
  quad(va, a - n, b - n, b + n, a + n, col);
}

/// Segments of a circle `pixels` in radius on screen: smooth, never wasteful.
int segmentsFor(float pixels) { return std::clamp(static_cast<int>(pixels * 0.6f), 10, 48); }

/// Triangles filling a simple polygon (ear clipping): for the rare shape that is not convex.
void earClip(sf::VertexArray &va, std::span<const Point> pts, sf::Color col) {
  std::vector<int> idx(pts.size());
  for (std::size_t i = 0; i < pts.size(); ++i)
    idx[i] = static_cast<int>(i);
  float area = 0;
  for (std::size_t i = 0; i < pts.size(); ++i) {
    const Point a = pts[i], b = pts[(i + 1) % pts.size()];
    area += a.x * b.y - b.x * a.y;
  }
  const float sign = area >= 0 ? 1.f : -1.f;
  const auto cross = [](Point o, Point a, Point b) {
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  };
  int guard = 0;
  while (idx.size() > 3 && guard++ < 10000) {
    bool cut = false;
    for (std::size_t i = 0; i < idx.size(); ++i) {
      const Point a = pts[static_cast<std::size_t>(idx[(i + idx.size() - 1) % idx.size()])];
      const Point b = pts[static_cast<std::size_t>(idx[i])];
      const Point c = pts[static_cast<std::size_t>(idx[(i + 1) % idx.size()])];
      if (cross(a, b, c) * sign <= 0) continue; // a reflex corner
      bool inside = false;
      for (const int j : idx) {
        const Point p = pts[static_cast<std::size_t>(j)];
        if (p == a || p == b || p == c) continue;
        if (cross(a, b, p) * sign >= 0 && cross(b, c, p) * sign >= 0 && cross(c, a, p) * sign >= 0) {
          inside = true;
          break;
        }
      }
      if (inside) continue;
      tri(va, a, b, c, col);
      idx.erase(idx.begin() + static_cast<std::ptrdiff_t>(i));
      cut = true;
      break;
    }
    if (!cut) break; // not simple: what is left is dropped rather than drawn wrong
  }
  if (idx.size() == 3)
    tri(va, pts[static_cast<std::size_t>(idx[0])], pts[static_cast<std::size_t>(idx[1])],
        pts[static_cast<std::size_t>(idx[2])], col);
}

sf::String decode(const std::string &utf8) { return sf::String::fromUtf8(utf8.begin(), utf8.end()); }

} // namespace

SceneRenderer::SceneRenderer() {
  const std::string path = uiFontPath();
  if (path.empty() || !regular_.loadFromFile(path))
    throw std::runtime_error("cannot load the UI font (DejaVu Sans)");
  const std::string bold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
  if (!std::filesystem::exists(bold) || !bold_.loadFromFile(bold)) bold_ = regular_;
}

void SceneRenderer::shapes(const draw::Scene &scene, int layer, float ppu) {
  sf::VertexArray &va = shapes_;
  for (const Shape &s : scene.shapes()) {
    if (s.layer != layer) continue;
    const std::span<const Point> p = scene.pointsOf(s);
    const sf::Color col = sfColor(s.color);
    switch (s.kind) {
    case Shape::Kind::Polygon:
      if (s.convex)
        for (std::size_t i = 1; i + 1 < p.size(); ++i)
          tri(va, p[0], p[i], p[i + 1], col);
      else
        earClip(va, p, col);
      break;
    case Shape::Kind::Band: {
      const std::size_t n = p.size() / 2;
      for (std::size_t i = 0; i < n; ++i) {
        const std::size_t j = (i + 1) % n;
        quad(va, p[n + i], p[i], p[j], p[n + j], col);
      }
      break;
    }
    case Shape::Kind::Stroke:
      if (s.dash > 0) {
        const Point a = p[0], b = p[1], d = draw::unit(b - a);
        const float len = draw::length(b - a);
        for (float t = 0; t < len; t += s.dash + s.gap)
          segment(va, a + d * t, a + d * std::min(len, t + s.dash), s.width, col, 0);
      } else if (p.size() == 2 && !s.closed) {
        segment(va, p[0], p[1], s.width, col, s.extend);
      } else {
        for (std::size_t i = 0; i + 1 < p.size(); ++i)
          segment(va, p[i], p[i + 1], s.width, col, s.width / 2);
        if (s.closed) segment(va, p[p.size() - 1], p[0], s.width, col, s.width / 2);
      }
      break;
    case Shape::Kind::Disc:
    case Shape::Kind::Ring: {
      const int segs = segmentsFor(s.width * ppu);
      const Point c = p[0];
      for (int i = 0; i < segs; ++i) {
        const float a0 = 2 * std::numbers::pi_v<float> * static_cast<float>(i) / static_cast<float>(segs);
        const float a1 = 2 * std::numbers::pi_v<float> * static_cast<float>(i + 1) / static_cast<float>(segs);
        const Point u0{std::cos(a0), std::sin(a0)}, u1{std::cos(a1), std::sin(a1)};
        if (s.kind == Shape::Kind::Disc)
          tri(va, c, c + u0 * s.width, c + u1 * s.width, col);
        else
          quad(va, c + u0 * s.inner, c + u0 * s.width, c + u1 * s.width, c + u1 * s.inner, col);
      }
      break;
    }
    case Shape::Kind::Gradient: {
      const Point a = p[0], b = p[1];
      const sf::Color c0 = col, c1 = sfColor(s.color2);
      va.append({{a.x, a.y}, c0});
      va.append({{b.x, a.y}, c0});
      va.append({{b.x, b.y}, c1});
      va.append({{a.x, a.y}, c0});
      va.append({{b.x, b.y}, c1});
      va.append({{a.x, b.y}, c1});
      break;
    }
    }
  }
}

const sf::Texture *SceneRenderer::picture(const std::string &name, float width, float height) {
  // Drawn at the next power of two of the width it is shown at (mipmaps serve smaller sizes), with
  // the aspect it is shown with, so that the picture fills its rectangle.
  const unsigned w = std::bit_ceil(static_cast<unsigned>(std::clamp(width, 32.f, 1024.f)));
  const unsigned h = static_cast<unsigned>(
      std::clamp(std::lround(static_cast<float>(w) * height / std::max(width, 1e-3f)), 8L, 2048L));
  const auto key = std::make_tuple(name, w, h);
  const auto it = pictures_.find(key);
  if (it != pictures_.end()) return it->second.get();
  std::unique_ptr<sf::Texture> texture;
  if (auto image = rasterizeSvg(core::findDataFile("assets/" + name + ".svg"), w, h)) {
    texture = std::make_unique<sf::Texture>();
    if (texture->loadFromImage(*image)) {
      texture->setSmooth(true);
      texture->generateMipmap(); // drawn smaller than the picture on a zoomed-out table
    } else {
      texture.reset();
    }
  }
  return pictures_.emplace(key, std::move(texture)).first->second.get();
}

void SceneRenderer::images(const draw::Scene &scene, int layer, const draw::Transform &t,
                           sf::RenderTarget &target) {
  for (auto &[name, va] : picture_batches_)
    va.clear();
  std::map<std::string, const sf::Texture *> textures;
  for (const draw::Image &im : scene.images()) {
    if (im.layer != layer) continue;
    const float pixels = std::max(t.device(im.width), t.device(im.height));
    const sf::Texture *texture = picture(im.name, t.device(im.width), t.device(im.height));
    drawable_[im.name] = texture != nullptr;
    if (!texture) continue;
    // One batch per picture: the largest drawing of it this frame serves them all.
    const auto [slot, fresh] = textures.try_emplace(im.name, texture);
    if (!fresh && slot->second->getSize().x < texture->getSize().x) slot->second = texture;
    sf::VertexArray &va = picture_batches_.try_emplace(im.name, sf::Triangles).first->second;
    // In the target's pixels (y down), where "clockwise as seen" is the plain rotation; texture
    // coordinates as fractions, scaled to the texture once the batch is complete.
    const Point c = t.apply(im.center);
    const float w = t.device(im.width), h = t.device(im.height);
    const float rad = im.rotation * std::numbers::pi_v<float> / 180, cs = std::cos(rad), sn = std::sin(rad);
    const sf::Color tint = sfColor(im.tint);
    const auto corner = [&](float fx, float fy) { // fx, fy in [0, 1] across the picture, y down
      const float x = (fx - 0.5f) * w, y = (fy - 0.5f) * h;
      return sf::Vertex({c.x + x * cs - y * sn, c.y + x * sn + y * cs}, tint, {fx, fy});
    };
    if (im.round) {
      const int segs = segmentsFor(pixels / 2);
      for (int i = 0; i < segs; ++i) {
        const float a0 = 2 * std::numbers::pi_v<float> * static_cast<float>(i) / static_cast<float>(segs);
        const float a1 = 2 * std::numbers::pi_v<float> * static_cast<float>(i + 1) / static_cast<float>(segs);
        va.append(corner(0.5f, 0.5f));
        va.append(corner(0.5f + 0.5f * std::cos(a0), 0.5f + 0.5f * std::sin(a0)));
        va.append(corner(0.5f + 0.5f * std::cos(a1), 0.5f + 0.5f * std::sin(a1)));
      }
    } else {
      for (const auto &[fx, fy] :
           {std::pair{0.f, 0.f}, {1.f, 0.f}, {1.f, 1.f}, {0.f, 0.f}, {1.f, 1.f}, {0.f, 1.f}})
        va.append(corner(fx, fy));
    }
  }
  for (auto &[name, va] : picture_batches_) {
    if (va.getVertexCount() == 0) continue;
    const sf::Texture *texture = textures.at(name);
    const sf::Vector2f size(static_cast<float>(texture->getSize().x),
                            static_cast<float>(texture->getSize().y));
    for (std::size_t i = 0; i < va.getVertexCount(); ++i) {
      va[i].texCoords.x *= size.x;
      va[i].texCoords.y *= size.y;
    }
    sf::RenderStates states;
    states.texture = texture;
    target.draw(va, states);
    ++draw_calls_;
    vertices_ += va.getVertexCount();
  }
}

float SceneRenderer::textWidth(const std::string &text, unsigned size, bool bold) const {
  const sf::Font &f = font(bold);
  const sf::String s = decode(text);
  float x = 0;
  sf::Uint32 prev = 0;
  for (std::size_t i = 0; i < s.getSize(); ++i) {
    const sf::Uint32 c = s[i];
    x += f.getKerning(prev, c, size) + f.getGlyph(c, size, false).advance;
    prev = c;
  }
  return x;
}

void SceneRenderer::layoutText(const draw::Text &text, const draw::Transform &t) {
  if (!text.unless_image.empty()) {
    auto it = drawable_.find(text.unless_image);
    if (it == drawable_.end())
      it = drawable_.emplace(text.unless_image, picture(text.unless_image, 64, 64) != nullptr).first;
    if (it->second) return;
  }
  const float px = t.device(text.size);
  if (px < 4) return; // too small to read: not drawn
  const unsigned size = static_cast<unsigned>(std::clamp(std::lround(px), 4L, 200L));
  const sf::Font &f = font(text.bold);
  sf::VertexArray &va = glyphs_.try_emplace({text.bold, size}, sf::Triangles).first->second;
  const sf::String s = decode(text.text);
  // The ink's box, from the glyphs' bounds: alignment as the Cairo back-end does it.
  float pen = 0, ink_top = 1e9f, ink_bottom = -1e9f, ink_left = 1e9f, ink_right = -1e9f;
  sf::Uint32 prev = 0;
  for (std::size_t i = 0; i < s.getSize(); ++i) {
    const sf::Uint32 c = s[i];
    pen += f.getKerning(prev, c, size);
    prev = c;
    const sf::Glyph &g = f.getGlyph(c, size, false);
    if (g.bounds.width > 0) {
      ink_left = std::min(ink_left, pen + g.bounds.left);
      ink_right = std::max(ink_right, pen + g.bounds.left + g.bounds.width);
      ink_top = std::min(ink_top, g.bounds.top);
      ink_bottom = std::max(ink_bottom, g.bounds.top + g.bounds.height);
    }
    pen += g.advance;
  }
  if (ink_left > ink_right) return; // only spaces
  const Point at = t.apply(text.at);
  float x = at.x, baseline = at.y;
  switch (text.horizontal) {
  case draw::Align::Start: x -= ink_left; break;
  case draw::Align::Middle: x -= (ink_left + ink_right) / 2; break;
  case draw::Align::End: x -= ink_right; break;
  }
  switch (text.vertical) {
  case draw::Align::Start: baseline -= ink_top; break;
  case draw::Align::Middle: baseline -= (ink_top + ink_bottom) / 2; break;
  case draw::Align::End: break;
  }
  x = std::round(x);
  baseline = std::round(baseline);
  const auto put = [&](float outline, sf::Color color) {
    float p = x;
    sf::Uint32 before = 0;
    for (std::size_t i = 0; i < s.getSize(); ++i) {
      const sf::Uint32 c = s[i];
      p += f.getKerning(before, c, size);
      before = c;
      const sf::Glyph &g = f.getGlyph(c, size, false, outline);
      const float l = p + g.bounds.left, top = baseline + g.bounds.top;
      const float r = l + g.bounds.width, b = top + g.bounds.height;
      const float u0 = static_cast<float>(g.textureRect.left), v0 = static_cast<float>(g.textureRect.top);
      const float u1 = u0 + static_cast<float>(g.textureRect.width);
      const float v1 = v0 + static_cast<float>(g.textureRect.height);
      va.append({{l, top}, color, {u0, v0}});
      va.append({{r, top}, color, {u1, v0}});
      va.append({{r, b}, color, {u1, v1}});
      va.append({{l, top}, color, {u0, v0}});
      va.append({{r, b}, color, {u1, v1}});
      va.append({{l, b}, color, {u0, v1}});
      p += f.getGlyph(c, size, false).advance;
    }
  };
  if (!text.outline.clear() && text.outline_width > 0)
    put(std::max(1.f, t.device(text.outline_width)), sfColor(text.outline));
  put(0, sfColor(text.color));
}

void SceneRenderer::texts(const draw::Scene &scene, int layer, const draw::Transform &t,
                          sf::RenderTarget &target) {
  for (auto &[key, va] : glyphs_)
    va.clear();
  for (const draw::Text &text : scene.texts())
    if (text.layer == layer) layoutText(text, t);
  // The glyphs are in their font's page for their size; fetch it after layout (it may have grown).
  for (auto &[key, va] : glyphs_) {
    if (va.getVertexCount() == 0) continue;
    sf::RenderStates states;
    states.texture = &font(key.first).getTexture(key.second);
    target.draw(va, states);
    ++draw_calls_;
    vertices_ += va.getVertexCount();
  }
}

void SceneRenderer::draw(sf::RenderTarget &target, const draw::Scene &scene, const draw::Transform &t) {
  target.setView(sf::View(
      sf::FloatRect(0, 0, static_cast<float>(target.getSize().x), static_cast<float>(target.getSize().y))));
  draw_calls_ = 0;
  vertices_ = 0;
  drawable_.clear();
  sf::RenderStates world;
  world.transform = sf::Transform(static_cast<float>(t.scale_x), 0, static_cast<float>(t.offset_x), 0,
                                  static_cast<float>(t.scale_y), static_cast<float>(t.offset_y), 0, 0, 1);
  const float ppu = static_cast<float>(t.scale());
  for (int layer = 0; layer <= scene.topLayer(); ++layer) {
    shapes_.clear();
    shapes(scene, layer, ppu);
    if (shapes_.getVertexCount() > 0) {
      target.draw(shapes_, world);
      ++draw_calls_;
      vertices_ += shapes_.getVertexCount();
    }
    images(scene, layer, t, target);
    texts(scene, layer, t, target);
  }
}

} // namespace amiraute::ui
