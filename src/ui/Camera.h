#pragma once
/// The table camera: world UD (x east, y north) to window pixels (x right, y down) and back.
/// Pure arithmetic, no window: the tests drive it without a display.
#include "core/Geometry.h"

#include <SFML/Graphics/Rect.hpp>
#include <SFML/System/Vector2.hpp>

namespace amiraute::ui {

class Camera {
public:
  /// The pixel rectangle the table is shown in (the window minus the panels). The camera keeps
  /// the world point at the centre of this rectangle when it changes.
  void setViewport(const sf::FloatRect &viewport) { viewport_ = viewport; }
  const sf::FloatRect &viewport() const { return viewport_; }

  /// Window pixel of a world point.
  sf::Vector2f worldToScreen(core::Vec2 world) const;
  /// World point under a window pixel.
  core::Vec2 screenToWorld(sf::Vector2f screen) const;
  /// A world length in pixels.
  float pixels(double ud) const { return static_cast<float>(ud * scale_); }

  /// Pixels per UD.
  double scale() const { return scale_; }
  core::Vec2 center() const { return center_; }
  void setCenter(core::Vec2 center) { center_ = center; }
  void setScale(double pixels_per_ud);

  /// Zoom by `factor` keeping the world point under `screen` where it is.
  void zoomAbout(sf::Vector2f screen, double factor);
  /// Move the picture by `delta` pixels (the world follows the mouse).
  void panPixels(sf::Vector2f delta);
  /// Show the whole [0,width]x[0,height] table in the viewport with `margin` pixels around it.
  void fit(double width, double height, float margin);

  static constexpr double kMinScale = 2;
  static constexpr double kMaxScale = 400;

private:
  sf::FloatRect viewport_{0, 0, 1600, 1000};
  core::Vec2 center_{24, 16};
  double scale_ = 25;
};

} // namespace amiraute::ui
