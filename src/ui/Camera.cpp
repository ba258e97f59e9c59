#include "ui/Camera.h"

#include <algorithm>

namespace amiraute::ui {

sf::Vector2f Camera::worldToScreen(core::Vec2 w) const {
  const double cx = viewport_.left + viewport_.width * 0.5;
  const double cy = viewport_.top + viewport_.height * 0.5;
  return {static_cast<float>(cx + (w.x - center_.x) * scale_),
          static_cast<float>(cy - (w.y - center_.y) * scale_)};
}

core::Vec2 Camera::screenToWorld(sf::Vector2f s) const {
  const double cx = viewport_.left + viewport_.width * 0.5;
  const double cy = viewport_.top + viewport_.height * 0.5;
  return {center_.x + (s.x - cx) / scale_, center_.y - (s.y - cy) / scale_};
}

void Camera::setScale(double pixels_per_ud) { scale_ = std::clamp(pixels_per_ud, kMinScale, kMaxScale); }

void Camera::zoomAbout(sf::Vector2f screen, double factor) {
  const core::Vec2 anchor = screenToWorld(screen);
  setScale(scale_ * factor);
  const double cx = viewport_.left + viewport_.width * 0.5;
  const double cy = viewport_.top + viewport_.height * 0.5;
  center_.x = anchor.x - (screen.x - cx) / scale_;
  center_.y = anchor.y + (screen.y - cy) / scale_;
}

void Camera::panPixels(sf::Vector2f delta) {
  center_.x -= delta.x / scale_;
  center_.y += delta.y / scale_;
}

void Camera::fit(double width, double height, float margin) {
  const double w = std::max(1.0, static_cast<double>(viewport_.width) - 2 * margin);
  const double h = std::max(1.0, static_cast<double>(viewport_.height) - 2 * margin);
  setScale(std::min(w / std::max(width, 1e-6), h / std::max(height, 1e-6)));
  center_ = {width / 2, height / 2};
}

} // namespace amiraute::ui
