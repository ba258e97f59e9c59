#include "draw/Scene.h"

#include <algorithm>

namespace amiraute::draw {

void Scene::clear() {
  points_.clear();
  shapes_.clear();
  images_.clear();
  texts_.clear();
  layer_ = 0;
  top_ = 0;
}

Shape &Scene::add(Shape::Kind kind, std::span<const Point> points) {
  Shape s;
  s.kind = kind;
  s.layer = layer_;
  s.first = static_cast<std::uint32_t>(points_.size());
  s.count = static_cast<std::uint32_t>(points.size());
  points_.insert(points_.end(), points.begin(), points.end());
  top_ = std::max<int>(top_, layer_);
  return shapes_.emplace_back(s);
}

void Scene::polygon(std::span<const Point> points, Color color, bool convex) {
  if (points.size() < 3 || color.clear()) return;
  Shape &s = add(Shape::Kind::Polygon, points);
  s.color = color;
  s.convex = convex;
}

void Scene::rect(float x, float y, float width, float height, Color color) {
  polygon({{x, y}, {x + width, y}, {x + width, y + height}, {x, y + height}}, color);
}

void Scene::gradient(float x0, float y0, float x1, float y1, Color first, Color second) {
  if (first.clear() && second.clear()) return;
  const Point corners[2] = {{x0, y0}, {x1, y1}};
  Shape &s = add(Shape::Kind::Gradient, corners);
  s.color = first;
  s.color2 = second;
}

void Scene::band(std::span<const Point> outer, std::span<const Point> inner, Color color) {
  const std::size_t n = std::min(outer.size(), inner.size());
  if (n < 3 || color.clear()) return;
  Shape &s = add(Shape::Kind::Band, outer.first(n));
  points_.insert(points_.end(), inner.begin(), inner.begin() + static_cast<std::ptrdiff_t>(n));
  s.count = static_cast<std::uint32_t>(2 * n);
  s.color = color;
}

void Scene::segment(Point a, Point b, float width, Color color, float extend) {
  if (color.clear() || width <= 0 || length(b - a) < 1e-7f) return;
  const Point ends[2] = {a, b};
  Shape &s = add(Shape::Kind::Stroke, ends);
  s.color = color;
  s.width = width;
  s.extend = extend;
}

void Scene::polyline(std::span<const Point> points, bool closed, float width, Color color) {
  if (points.size() < 2 || color.clear() || width <= 0) return;
  Shape &s = add(Shape::Kind::Stroke, points);
  s.color = color;
  s.width = width;
  s.closed = closed;
  s.extend = width / 2;
}

void Scene::dashed(Point a, Point b, float width, float dash, float gap, Color color) {
  if (color.clear() || width <= 0 || length(b - a) < 1e-7f) return;
  const Point ends[2] = {a, b};
  Shape &s = add(Shape::Kind::Stroke, ends);
  s.color = color;
  s.width = width;
  s.dash = std::max(dash, 1e-4f);
  s.gap = std::max(gap, 0.f);
}

void Scene::disc(Point center, float radius, Color color) {
  if (color.clear() || radius <= 0) return;
  const Point c[1] = {center};
  Shape &s = add(Shape::Kind::Disc, c);
  s.color = color;
  s.width = radius;
}

void Scene::ring(Point center, float inner, float outer, Color color) {
  if (color.clear() || outer <= inner) return;
  const Point c[1] = {center};
  Shape &s = add(Shape::Kind::Ring, c);
  s.color = color;
  s.width = outer;
  s.inner = std::max(0.f, inner);
}

void Scene::image(Image image) {
  image.layer = layer_;
  top_ = std::max<int>(top_, layer_);
  images_.push_back(std::move(image));
}

void Scene::text(Text text) {
  if (text.text.empty() || text.color.clear()) return;
  text.layer = layer_;
  top_ = std::max<int>(top_, layer_);
  texts_.push_back(std::move(text));
}

void Scene::text(std::string text, Point at, float size, Color color, bool bold, Color outline,
                 float outline_width) {
  Text t;
  t.at = at;
  t.text = std::move(text);
  t.size = size;
  t.color = color;
  t.bold = bold;
  t.outline = outline;
  t.outline_width = outline_width;
  this->text(std::move(t));
}

std::vector<Point> offsetConvex(std::span<const Point> pts, float d) {
  const std::size_t n = pts.size();
  std::vector<Point> out(n);
  if (n == 0) return out;
  Point centre{0, 0};
  for (const Point &p : pts)
    centre += p;
  centre /= static_cast<float>(n);
  const auto outward = [&](Point a, Point b) {
    Point nrm = normal(unit(b - a));
    const Point mid = (a + b) * 0.5f;
    if ((mid.x - centre.x) * nrm.x + (mid.y - centre.y) * nrm.y < 0) nrm = -nrm;
    return nrm;
  };
  for (std::size_t i = 0; i < n; ++i) {
    const Point prev = pts[(i + n - 1) % n], here = pts[i], next = pts[(i + 1) % n];
    const Point n1 = outward(prev, here), n2 = outward(here, next);
    Point bis = n1 + n2;
    const float bl = length(bis);
    if (bl < 1e-6f) {
      out[i] = here + n1 * d;
      continue;
    }
    bis /= bl;
    const float cosine = std::max(0.3f, bis.x * n1.x + bis.y * n1.y); // a miter, limited
    out[i] = here + bis * (d / cosine);
  }
  return out;
}

} // namespace amiraute::draw
