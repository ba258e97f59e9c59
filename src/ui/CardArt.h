#pragma once
/// The card pictures: each face drawn from its SVG in assets/cards/<deck>/<id>.svg and the common
/// back from assets/cards/back.svg (tools/cards/make-card-art writes them from decks/*.yaml),
/// rasterised once at load time by librsvg into SFML textures. A card whose picture cannot be
/// read or drawn has no texture: the table then draws it as a framed name (CardTable's fallback).
#include "core/cards/Deck.h"

#include <SFML/Graphics/Image.hpp>
#include <SFML/Graphics/Texture.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::ui {

/// Width over height of every card picture (the SVGs are 200 x 290).
inline constexpr float kCardAspect = 200.f / 290.f;

/// An SVG file drawn into a `width` x `height` picture (RGBA, straight alpha). Nothing, and the
/// reason in `error`, when the file is missing or not SVG, or the program was built without librsvg.
std::optional<sf::Image> rasterizeSvg(const std::string &path, unsigned width, unsigned height,
                                      std::string *error = nullptr);

/// Whether this program draws SVG (built with librsvg).
bool svgSupported();

/// The textures of one deck's faces and the back.
class CardArt {
public:
  /// Draw every face of `deck` (assets/cards/<deck.game>/<id>.svg) and the back, `height` pixels
  /// tall. A missing picture is counted in failures() and its card falls back to text.
  void load(const core::cards::Deck &deck, unsigned height = 348);
  /// The face of `card`, or nullptr (no picture: draw the text fallback).
  const sf::Texture *face(core::cards::CardId card) const;
  /// The back, or nullptr.
  const sf::Texture *back() const { return back_.get(); }
  /// Pictures that could not be drawn, and why the first one failed.
  int failures() const { return failures_; }
  const std::string &firstError() const { return first_error_; }

private:
  std::vector<std::unique_ptr<sf::Texture>> faces_;
  std::unique_ptr<sf::Texture> back_;
  int failures_ = 0;
  std::string first_error_;
};

} // namespace amiraute::ui
