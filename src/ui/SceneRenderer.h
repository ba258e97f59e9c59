#pragma once
/// The screen's back-end of scenes (draw/Scene.h): a scene drawn into an SFML target in a handful
/// of draw calls — per layer one vertex batch of shapes (in world units, placed by the GPU through
/// the transform), one per picture, and one per font size of glyphs laid out at whole pixels —
/// whatever the number of shapes and labels. Pictures are the SVG files under assets/, drawn once
/// by librsvg at the size they are shown (to the next power of two).
#include "draw/Scene.h"

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Texture.hpp>
#include <SFML/Graphics/VertexArray.hpp>

#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace amiraute::ui {

class SceneRenderer {
public:
  SceneRenderer();

  /// Draw `scene` on `target` through `transform` (world to the target's pixels).
  void draw(sf::RenderTarget &target, const draw::Scene &scene, const draw::Transform &transform);
  /// Draw calls made by the last draw().
  int lastDrawCalls() const { return draw_calls_; }
  /// Vertices sent by the last draw().
  std::size_t lastVertices() const { return vertices_; }
  /// Width in pixels of a UTF-8 text at a pixel size, as draw() lays it out.
  float textWidth(const std::string &text, unsigned size, bool bold = false) const;
  /// The picture assets/<name>.svg drawn for a `width` x `height` pixel rectangle, or nullptr when
  /// it cannot be drawn (then a text with `unless_image` stands for it).
  const sf::Texture *picture(const std::string &name, float width, float height);
  const sf::Font &font(bool bold) const { return bold ? bold_ : regular_; }

private:
  void shapes(const draw::Scene &scene, int layer, float pixels_per_unit);
  void images(const draw::Scene &scene, int layer, const draw::Transform &t, sf::RenderTarget &target);
  void texts(const draw::Scene &scene, int layer, const draw::Transform &t, sf::RenderTarget &target);
  void layoutText(const draw::Text &text, const draw::Transform &t);

  sf::Font regular_, bold_;
  sf::VertexArray shapes_{sf::Triangles};
  std::map<std::pair<bool, unsigned>, sf::VertexArray> glyphs_; ///< by (bold, size)
  std::map<std::string, sf::VertexArray> picture_batches_;
  std::map<std::tuple<std::string, unsigned, unsigned>, std::unique_ptr<sf::Texture>> pictures_;
  std::map<std::string, bool> drawable_; ///< per picture name: it could be drawn this frame
  int draw_calls_ = 0;
  std::size_t vertices_ = 0;
};

} // namespace amiraute::ui
