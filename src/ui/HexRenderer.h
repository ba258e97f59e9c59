#pragma once
/// Draws a HexBatches: its vertex arrays, then its texts (regular or bold DejaVu Sans, cost
/// numbers and notes with a dark outline), counting the draw calls. Every hex game's view draws
/// its map through one of these.
#include "ui/HexScene.h"

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Texture.hpp>

#include <map>
#include <memory>
#include <string>

namespace amiraute::ui {

class HexRenderer {
public:
  /// Loads the fonts; std::runtime_error when DejaVu Sans is missing.
  HexRenderer();
  /// Draw in window pixels (the target's view is reset to them).
  void draw(sf::RenderTarget &target, const HexBatches &batches);
  /// Draw calls made by the last draw().
  int lastDrawCalls() const { return draw_calls_; }
  /// The picture assets/<name>.svg ("coins/pile"), kCoinArtSize pixels square, drawn once by
  /// librsvg and kept; nullptr when it cannot be read or drawn (the glyph is drawn instead).
  const sf::Texture *art(const std::string &name);

private:
  sf::Font font_, bold_;
  std::map<std::string, std::unique_ptr<sf::Texture>> art_;
  int draw_calls_ = 0;
};

} // namespace amiraute::ui
