#include "ui/HexRenderer.h"

#include "core/Files.h"
#include "ui/CardArt.h"
#include "ui/ImGuiSfml.h"

#include <SFML/Graphics/Text.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <stdexcept>

namespace amiraute::ui {

HexRenderer::HexRenderer() {
  const std::string path = uiFontPath();
  if (path.empty() || !font_.loadFromFile(path))
    throw std::runtime_error("cannot load the UI font (DejaVu Sans)");
  const std::string bold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
  if (!std::filesystem::exists(bold) || !bold_.loadFromFile(bold)) bold_ = font_;
}

const sf::Texture *HexRenderer::art(const std::string &name) {
  const auto it = art_.find(name);
  if (it != art_.end()) return it->second.get();
  std::unique_ptr<sf::Texture> texture;
  if (auto image = rasterizeSvg(core::findDataFile("assets/" + name + ".svg"), kCoinArtSize, kCoinArtSize)) {
    texture = std::make_unique<sf::Texture>();
    if (texture->loadFromImage(*image)) {
      texture->setSmooth(true);
      texture->generateMipmap(); // drawn far smaller than the picture on a zoomed-out map
    } else {
      texture.reset();
    }
  }
  return art_.emplace(name, std::move(texture)).first->second.get();
}

void HexRenderer::draw(sf::RenderTarget &target, const HexBatches &b) {
  target.setView(sf::View(
      sf::FloatRect(0, 0, static_cast<float>(target.getSize().x), static_cast<float>(target.getSize().y))));
  draw_calls_ = 0;
  for (const sf::VertexArray *va : {&b.terrain, &b.patterns, &b.outlines, &b.sides, &b.overlay, &b.pieces}) {
    if (va->getVertexCount() == 0) continue;
    target.draw(*va);
    ++draw_calls_;
  }
  for (const auto &[name, va] : b.art) {
    const sf::Texture *texture = art(name);
    if (va.getVertexCount() == 0 || !texture) continue;
    target.draw(va, sf::RenderStates(texture));
    ++draw_calls_;
  }
  sf::Text text;
  for (const HexText &t : b.texts) {
    if (!t.unless_art.empty() && art(t.unless_art)) continue; // the picture stands for the glyph
    text.setFont(t.bold ? bold_ : font_);
    text.setString(sf::String::fromUtf8(t.text.begin(), t.text.end()));
    text.setCharacterSize(t.size);
    text.setFillColor(t.color);
    text.setOutlineThickness(t.outline ? std::max(1.5f, t.size / 9.f) : 0);
    text.setOutlineColor(sf::Color(20, 20, 20, 220));
    const sf::FloatRect r = text.getLocalBounds();
    text.setOrigin(std::round(r.left + r.width / 2), std::round(r.top + r.height / 2));
    text.setPosition(std::round(t.center.x), std::round(t.center.y));
    target.draw(text);
    ++draw_calls_;
  }
}

} // namespace amiraute::ui
