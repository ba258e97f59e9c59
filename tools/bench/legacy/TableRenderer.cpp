#include "legacy/TableRenderer.h"

#include "core/Files.h"
#include "ui/CardArt.h"

#include <SFML/System/String.hpp>

#include <cmath>

namespace amiraute::ui::legacy {

namespace {

sf::String decode(const std::string &utf8) { return sf::String::fromUtf8(utf8.begin(), utf8.end()); }

} // namespace

float TableRenderer::textWidth(const std::string &text, unsigned size) const {
  const sf::String s = decode(text);
  float x = 0;
  sf::Uint32 prev = 0;
  for (std::size_t i = 0; i < s.getSize(); ++i) {
    const sf::Uint32 c = s[i];
    x += font_.getKerning(prev, c, size) + font_.getGlyph(c, size, false).advance;
    prev = c;
  }
  return x;
}

void TableRenderer::layout(const Label &label) {
  sf::VertexArray &va = text_.try_emplace(label.size, sf::Triangles).first->second;
  const float width = textWidth(label.text, label.size);
  float x = label.pos.x;
  if (label.align == Label::Align::Center) x -= width / 2;
  if (label.align == Label::Align::Right) x -= width;
  x = std::round(x);
  const float baseline = std::round(label.pos.y + 0.36f * static_cast<float>(label.size));
  const sf::String s = decode(label.text);
  auto put = [&](float dx, float dy, sf::Color color) {
    float pen = x + dx;
    sf::Uint32 prev = 0;
    for (std::size_t i = 0; i < s.getSize(); ++i) {
      const sf::Uint32 c = s[i];
      pen += font_.getKerning(prev, c, label.size);
      prev = c;
      const sf::Glyph &g = font_.getGlyph(c, label.size, false);
      const float l = pen + g.bounds.left, t = baseline + dy + g.bounds.top;
      const float r = l + g.bounds.width, b = t + g.bounds.height;
      const float u0 = static_cast<float>(g.textureRect.left), v0 = static_cast<float>(g.textureRect.top);
      const float u1 = u0 + static_cast<float>(g.textureRect.width);
      const float v1 = v0 + static_cast<float>(g.textureRect.height);
      va.append({{l, t}, color, {u0, v0}});
      va.append({{r, t}, color, {u1, v0}});
      va.append({{r, b}, color, {u1, v1}});
      va.append({{l, t}, color, {u0, v0}});
      va.append({{r, b}, color, {u1, v1}});
      va.append({{l, b}, color, {u0, v1}});
      pen += g.advance;
    }
  };
  if (label.shadow) put(1, 1, sf::Color(0, 0, 0, static_cast<sf::Uint8>(label.color.a * 0.75f)));
  put(0, 0, label.color);
}

const sf::Texture *TableRenderer::art(const std::string &name) {
  const auto it = art_.find(name);
  if (it != art_.end()) return it->second.get();
  std::unique_ptr<sf::Texture> texture;
  try {
    const std::string path = core::findDataFile("assets/ships/" + name + ".svg");
    if (auto image = rasterizeSvg(path, kShipArtWidth, kShipArtHeight)) {
      texture = std::make_unique<sf::Texture>();
      if (texture->loadFromImage(*image))
        texture->setSmooth(true);
      else
        texture.reset();
    }
  } catch (const std::exception &) {
    // No such picture: the base keeps its plain deck.
  }
  return art_.emplace(name, std::move(texture)).first->second.get();
}

void TableRenderer::draw(sf::RenderTarget &target, const FrameBatches &b) {
  draw_calls_ = 0;
  for (const sf::VertexArray *va : {&b.sea, &b.under, &b.bases}) {
    if (va->getVertexCount() == 0) continue;
    target.draw(*va);
    ++draw_calls_;
  }
  for (const auto &[name, va] : b.art) {
    if (va.getVertexCount() == 0) continue;
    const sf::Texture *texture = art(name);
    if (!texture) continue;
    sf::RenderStates states;
    states.texture = texture;
    target.draw(va, states);
    ++draw_calls_;
  }
  for (const sf::VertexArray *va : {&b.dice, &b.over}) {
    if (va->getVertexCount() == 0) continue;
    target.draw(*va);
    ++draw_calls_;
  }
  for (auto &[size, va] : text_)
    va.clear();
  for (const Label &l : b.labels)
    layout(l);
  // Glyphs are all in the font's page for their size; fetch it after layout (it may have grown).
  for (auto &[size, va] : text_) {
    if (va.getVertexCount() == 0) continue;
    sf::RenderStates states;
    states.texture = &font_.getTexture(size);
    target.draw(va, states);
    ++draw_calls_;
  }
}

} // namespace amiraute::ui::legacy
