#pragma once
/// SVG pictures drawn into SFML images by librsvg, for the screen's back-end (ui/SceneRenderer)
/// and the views not yet ported to scenes. (Named for the card pictures it first drew; the card
/// table now draws them as draw::Image, through SceneRenderer or Cairo alike.)
#include <SFML/Graphics/Image.hpp>

#include <optional>
#include <string>

namespace amiraute::ui {

/// An SVG file drawn into a `width` x `height` picture (RGBA, straight alpha). Nothing, and the
/// reason in `error`, when the file is missing or not SVG, or the program was built without librsvg.
std::optional<sf::Image> rasterizeSvg(const std::string &path, unsigned width, unsigned height,
                                      std::string *error = nullptr);

/// Whether this program draws SVG (built with librsvg).
bool svgSupported();

} // namespace amiraute::ui
