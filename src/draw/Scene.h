#pragma once
/// A scene: what a board shows, as plain data — filled shapes, lines, texts and pictures in the
/// board's own world units — with no window, no font and no game in it (Wesnoth's lesson: drawing
/// reads a narrow description). Two back-ends draw the same scene: the screen's (src/ui/SceneView,
/// SFML vertex batches) and Cairo's (draw/Cairo.h: PNG, SVG, PDF), so a window, a picture file and a
/// printed page are fed the same way.
///
/// The order is by layer, then within a layer: shapes, then pictures, then texts, each in the order
/// they were added. Every back-end keeps it, so a label is never hidden by a shape of its layer.
///
/// Sizes are world units too. What must stay readable on a small screen (a line at least 2 pixels
/// wide, a label hidden when the hexes are tiny) is decided by whoever builds the scene, from the
/// scale it is told (`View`).
#include "draw/Color.h"

#include <cmath>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace amiraute::draw {

/// A point in world units (or a vector).
struct Point {
  float x = 0, y = 0;
  friend constexpr Point operator+(Point a, Point b) { return {a.x + b.x, a.y + b.y}; }
  friend constexpr Point operator-(Point a, Point b) { return {a.x - b.x, a.y - b.y}; }
  friend constexpr Point operator-(Point a) { return {-a.x, -a.y}; }
  friend constexpr Point operator*(Point a, float k) { return {a.x * k, a.y * k}; }
  friend constexpr Point operator/(Point a, float k) { return {a.x / k, a.y / k}; }
  Point &operator+=(Point b) { return *this = *this + b; }
  Point &operator-=(Point b) { return *this = *this - b; }
  Point &operator*=(float k) { return *this = *this * k; }
  Point &operator/=(float k) { return *this = *this / k; }
  friend constexpr bool operator==(Point, Point) = default;
};
inline float length(Point v) { return std::sqrt(v.x * v.x + v.y * v.y); }
/// `v` made one unit long (itself when it has no length).
inline Point unit(Point v) {
  const float l = length(v);
  return l > 1e-9f ? v / l : v;
}
/// `v` turned a quarter to the left (counter-clockwise when y grows up).
constexpr Point normal(Point v) { return {-v.y, v.x}; }

/// A rectangle in world units: [x, x + width] x [y, y + height].
struct Rect {
  float x = 0, y = 0, width = 0, height = 0;
  bool contains(Point p) const { return p.x >= x && p.y >= y && p.x <= x + width && p.y <= y + height; }
  /// Grown by `margin` on every side.
  Rect grown(float margin) const { return {x - margin, y - margin, width + 2 * margin, height + 2 * margin}; }
};

/// How world units become the back-end's units (window pixels, PNG pixels, PDF points):
/// device = (x * scale_x + offset_x, y * scale_y + offset_y). A world whose y grows north has a
/// negative scale_y.
struct Transform {
  double scale_x = 1, scale_y = 1, offset_x = 0, offset_y = 0;
  Point apply(Point p) const {
    return {static_cast<float>(p.x * scale_x + offset_x), static_cast<float>(p.y * scale_y + offset_y)};
  }
  /// Device units per world unit (the absolute horizontal scale).
  double scale() const { return std::abs(scale_x); }
  /// A world length in device units.
  float device(float world) const { return static_cast<float>(world * scale()); }
};

/// Where a text stands relative to its point.
enum class Align : std::uint8_t { Start, Middle, End };

/// A filled or stroked shape; its points are in Scene::points()[first, first + count).
struct Shape {
  enum class Kind : std::uint8_t {
    Polygon,  ///< filled; `convex` says a fan from the first point fills it
    Band,     ///< the area between two closed outlines of `count / 2` points each (outer, then inner)
    Stroke,   ///< a line through the points, `width` wide, `closed` back to the first
    Disc,     ///< filled circle about the first point, radius `width`
    Ring,     ///< between radii `inner` and `width` about the first point
    Gradient, ///< the rectangle between the two points, `color` along the first's y, `color2` the second's
  };
  Kind kind = Kind::Polygon;
  std::uint8_t layer = 0;
  bool closed = false;
  bool convex = true;
  Color color, color2;
  float width = 0;
  float inner = 0;
  float dash = 0, gap = 0; ///< a dashed stroke: `dash` drawn, `gap` left (0: solid)
  float extend = 0;        ///< a stroke lengthened at both ends (square caps: half its width)
  std::uint32_t first = 0, count = 0;
};

/// A text at a point, `size` world units tall (the font's em).
struct Text {
  Point at;
  std::string text;
  float size = 1;
  Color color = Color::white();
  bool bold = false;
  Color outline = Color::transparent(); ///< a dark edge keeps it readable on any ground
  float outline_width = 0;              ///< world units
  Align horizontal = Align::Middle;
  Align vertical =
      Align::Middle; ///< Middle: the ink's middle on the point; Start: its top; End: its baseline
  std::uint8_t layer = 0;
  std::string unless_image; ///< not drawn when this picture can be drawn (a glyph in its stead)
};

/// A picture (assets/<name>.svg), centred on a point, `width` x `height` world units, turned by
/// `rotation` degrees clockwise as seen, multiplied by `tint` (white: as it is).
struct Image {
  std::string name;
  Point center;
  float width = 1, height = 1;
  float rotation = 0;
  Color tint = Color::white();
  bool round = false;   ///< cut to the ellipse inside its rectangle (a coin's face)
  bool stretch = false; ///< fills its rectangle even when the picture's proportions differ (a card's
                        ///< face on a card of another size); otherwise centred at its own proportions
  std::uint8_t layer = 0;
};

class Scene {
public:
  /// Shapes, pictures and texts added from now on go to `layer` (0 by default; up to 255).
  void setLayer(int layer) { layer_ = static_cast<std::uint8_t>(layer < 0 ? 0 : layer > 255 ? 255 : layer); }
  int layer() const { return layer_; }
  /// Everything gone, the memory kept for the next frame.
  void clear();

  // ---- shapes ---------------------------------------------------------------------------------
  void polygon(std::span<const Point> points, Color color, bool convex = true);
  void polygon(std::initializer_list<Point> points, Color color, bool convex = true) {
    polygon(std::span<const Point>(points.begin(), points.size()), color, convex);
  }
  void triangle(Point a, Point b, Point c, Color color) { polygon({a, b, c}, color); }
  void rect(float x, float y, float width, float height, Color color);
  /// A rectangle shaded from `first` along y0 to `second` along y1.
  void gradient(float x0, float y0, float x1, float y1, Color first, Color second);
  /// The area between two closed outlines of as many points (a shape's offset border, a halo).
  void band(std::span<const Point> outer, std::span<const Point> inner, Color color);
  /// A thick segment, lengthened by `extend` at both ends.
  void segment(Point a, Point b, float width, Color color, float extend = 0);
  /// A thick segment with square caps (half its width beyond each end) or none.
  void line(Point a, Point b, float width, Color color, bool capped = true) {
    segment(a, b, width, color, capped ? width / 2 : 0);
  }
  void polyline(std::span<const Point> points, bool closed, float width, Color color);
  void dashed(Point a, Point b, float width, float dash, float gap, Color color);
  void disc(Point center, float radius, Color color);
  void ring(Point center, float inner, float outer, Color color);

  // ---- pictures and texts ------------------------------------------------------------------------
  void image(Image image);
  void text(Text text);
  /// A text centred on a point, in the common style.
  void text(std::string text, Point at, float size, Color color, bool bold = false,
            Color outline = Color::transparent(), float outline_width = 0);

  // ---- reading ------------------------------------------------------------------------------------
  const std::vector<Point> &points() const { return points_; }
  const std::vector<Shape> &shapes() const { return shapes_; }
  const std::vector<Image> &images() const { return images_; }
  const std::vector<Text> &texts() const { return texts_; }
  std::span<const Point> pointsOf(const Shape &s) const { return {points_.data() + s.first, s.count}; }
  /// The highest layer used (0 when empty).
  int topLayer() const { return top_; }

private:
  Shape &add(Shape::Kind kind, std::span<const Point> points);
  std::vector<Point> points_;
  std::vector<Shape> shapes_;
  std::vector<Image> images_;
  std::vector<Text> texts_;
  std::uint8_t layer_ = 0;
  int top_ = 0;
};

/// A convex outline moved outward by `d` (inward when negative), its edges parallel to the
/// original's (miters limited), as the halos and borders of pieces need.
std::vector<Point> offsetConvex(std::span<const Point> points, float d);

} // namespace amiraute::draw
