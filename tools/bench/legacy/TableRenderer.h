#pragma once
/// The table's old renderer (see TableScene.h), for the benchmark only. Draws a FrameBatches: five vertex arrays and one glyph batch per text size, counting the
/// draw calls. Text is laid out glyph by glyph from the font's texture, at whole pixels.
#include "legacy/TableScene.h"

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>

#include <SFML/Graphics/Texture.hpp>

#include <map>
#include <memory>
#include <string>

namespace amiraute::ui::legacy {

class TableRenderer {
public:
  explicit TableRenderer(const sf::Font &font) : font_(font) {}

  void draw(sf::RenderTarget &target, const FrameBatches &batches);
  /// Draw calls made by the last draw().
  int lastDrawCalls() const { return draw_calls_; }
  /// Width in pixels of a UTF-8 text at a size.
  float textWidth(const std::string &text, unsigned size) const;

private:
  void layout(const Label &label);
  /// The silhouette assets/ships/<name>.svg, drawn once; nullptr when it cannot be (then the base
  /// shows its plain deck).
  const sf::Texture *art(const std::string &name);

  const sf::Font &font_;
  std::map<unsigned, sf::VertexArray> text_;
  std::map<std::string, std::unique_ptr<sf::Texture>> art_;
  int draw_calls_ = 0;
};

} // namespace amiraute::ui::legacy
