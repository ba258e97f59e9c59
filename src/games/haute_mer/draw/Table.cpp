#include "games/haute_mer/draw/Table.h"

#include "core/I18n.h"
#include "draw/Cairo.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <mutex>
#include <numbers>

namespace amiraute::haute_mer {

using draw::Color;
using V2 = draw::Point; ///< a pixel of the view, from its top-left corner, y down

namespace {

const Color kGold{255, 211, 77};
const Color kBand6{235, 110, 60};
const Color kBand5{240, 190, 70};
const Color kBand4{140, 215, 110};
const Color kTorpedo{120, 230, 235};

Color bandColor(int hit_on) { return hit_on >= 6 ? kBand6 : hit_on == 5 ? kBand5 : kBand4; }
/// A pixel rectangle.
struct Box {
  float left = 0, top = 0, width = 0, height = 0;
  bool intersects(const Box &o) const {
    return left < o.left + o.width && o.left < left + width && top < o.top + o.height && o.top < top + height;
  }
};

/// Text widths by Cairo's DejaVu Sans, remembered: a table asks for the same names every frame.
float cachedWidth(const std::string &text, unsigned size) {
  static std::mutex lock;
  static std::map<std::pair<unsigned, std::string>, float> widths;
  std::lock_guard<std::mutex> hold(lock);
  auto key = std::make_pair(size, text);
  if (const auto it = widths.find(key); it != widths.end()) return it->second;
  if (widths.size() > 4096) widths.clear(); // the ruler's and the line of fire's texts change
  const float w = draw::textWidth(text, static_cast<float>(size), false);
  widths.emplace(std::move(key), w);
  return w;
}

/// A text laid out in the view's pixels; given to the scene once every plate is placed.
struct Label {
  enum class Align { Center, Left, Right };
  std::string text;
  V2 pos; ///< the middle of its ink's height; left, centre or right per `align`
  Color color = Color::white();
  unsigned size = 13;
  Align align = Align::Center;
  bool shadow = true; ///< a dark edge, for text over the sea
};

float nominalDieSize(double scale) { return static_cast<float>(std::clamp(scale * 0.6, 14.0, 20.0)); }

/// Pip positions on a unit die.
std::vector<V2> pips(int v) {
  const float a = 0.27f, m = 0.5f, b = 0.73f;
  switch (v) {
  case 1: return {{m, m}};
  case 2: return {{a, a}, {b, b}};
  case 3: return {{a, a}, {m, m}, {b, b}};
  case 4: return {{a, a}, {b, a}, {a, b}, {b, b}};
  case 5: return {{a, a}, {b, a}, {m, m}, {a, b}, {b, b}};
  case 6: return {{a, a}, {b, a}, {a, m}, {b, m}, {a, b}, {b, b}};
  default: return {};
  }
}

/// Builds one scene: the layout in the view's pixels (as the eye sees it), each shape given to the
/// scene in UD.
class Builder {
public:
  Builder(const TableInput &in, const TableView &view, draw::Scene &out)
      : in_(in), view_(view), out_(out), scale_(view.scale), left_(view.visible.x),
        top_(view.visible.y + view.visible.height),
        screen_{0, 0, static_cast<float>(view.visible.width * view.scale),
                static_cast<float>(view.visible.height * view.scale)} {}

  void build() {
    out_.setLayer(kSeaLayer);
    sea();
    out_.setLayer(kShipLayer);
    under();
    ships();
    out_.setLayer(kMarkLayer);
    marks();
    if (!in_.caption.empty())
      labels_.push_back({in_.caption, {12, 12}, Color(225, 232, 240), 13, Label::Align::Left});
    texts();
  }

private:
  // ---- pixels and UD ------------------------------------------------------------------------------
  V2 px(core::Vec2 w) const { return view_.pixel(w); }
  std::vector<V2> px(const std::vector<core::Vec2> &pts) const {
    std::vector<V2> out;
    out.reserve(pts.size());
    for (const core::Vec2 &p : pts)
      out.push_back(px(p));
    return out;
  }
  draw::Point ud(V2 p) const {
    return {static_cast<float>(left_ + p.x / scale_), static_cast<float>(top_ - p.y / scale_)};
  }
  std::vector<draw::Point> ud(const std::vector<V2> &pts) const {
    std::vector<draw::Point> out;
    out.reserve(pts.size());
    for (V2 p : pts)
      out.push_back(ud(p));
    return out;
  }
  float len(float pixels) const { return static_cast<float>(pixels / scale_); }
  float width(const std::string &text, unsigned size) const {
    return view_.text_width ? view_.text_width(text, size) : cachedWidth(text, size);
  }

  // ---- shapes, in pixels ------------------------------------------------------------------------------
  void rect(float x, float y, float w, float h, Color c) {
    const draw::Point a = ud({x, y + h});
    out_.rect(a.x, a.y, len(w), len(h), c);
  }
  void gradient(float x, float y, float w, float h, Color top, Color bottom) {
    const draw::Point a = ud({x, y}), b = ud({x + w, y + h});
    out_.gradient(a.x, a.y, b.x, b.y, top, bottom);
  }
  void convex(const std::vector<V2> &pts, Color c) { out_.polygon(ud(pts), c); }
  void triangle(V2 a, V2 b, V2 c, Color col) { out_.triangle(ud(a), ud(b), ud(c), col); }
  void polyline(const std::vector<V2> &pts, bool closed, float w, Color c) {
    out_.polyline(ud(pts), closed, len(w), c);
  }
  void line(V2 a, V2 b, float w, Color c, bool capped = true) { out_.line(ud(a), ud(b), len(w), c, capped); }
  void dashed(V2 a, V2 b, float w, float dash, float gap, Color c) {
    out_.dashed(ud(a), ud(b), len(w), len(dash), len(gap), c);
  }
  void disc(V2 c, float r, Color col) { out_.disc(ud(c), len(r), col); }
  /// A small disc as a hexagon (a die's pip): few triangles for the thousands of a fleet's dice.
  void pip(V2 c, float r, Color col) {
    std::vector<V2> pts;
    for (int k = 0; k < 6; ++k) {
      const float a = std::numbers::pi_v<float> / 3 * static_cast<float>(k);
      pts.push_back({c.x + r * std::cos(a), c.y + r * std::sin(a)});
    }
    convex(pts, col);
  }
  void band(const std::vector<V2> &outer, const std::vector<V2> &inner, Color c) {
    out_.band(ud(outer), ud(inner), c);
  }

  void die(V2 at, float s, int value, Color face) {
    const bool ivory = face.r > 200 && face.g > 200 && face.b > 180;
    const Color rim = draw::shade(face, 0.55f);
    const Color body = value > 0 ? face : Color(90, 96, 104);
    rect(at.x - 1, at.y - 1, s + 2, s + 2, draw::alpha(Color(10, 14, 20), 170));
    rect(at.x, at.y, s, s, rim);
    rect(at.x + 1, at.y + 1, s - 2, s - 2, body);
    const Color ink = ivory ? Color(30, 30, 34) : Color(255, 255, 255);
    const float r = std::max(1.5f, s * 0.105f);
    for (V2 p : pips(std::min(value, 6)))
      pip(at + p * s, r, ink);
  }

  void sea();
  void under();
  void ships();
  void marks();
  void texts();
  Box labelBox(const Label &label, float pad) const;
  void plateLabel(Label label, Color plate);

  const TableInput &in_;
  const TableView &view_;
  draw::Scene &out_;
  const double scale_, left_, top_;
  const Box screen_;
  std::vector<Label> labels_;
};

void Builder::sea() {
  const V2 tl = px({0, in_.table_height});
  const V2 br = px({in_.table_width, 0});
  const float w = br.x - tl.x, h = br.y - tl.y;
  // A soft shadow under the table, then the sea with a gentle gradient.
  rect(tl.x + 6, tl.y + 6, w, h, Color(0, 0, 0, 70));
  gradient(tl.x, tl.y, w, h, Color(36, 92, 128), Color(26, 70, 104));

  // Grid: only the visible lines; 1 UD faint, every 5 UD a little stronger.
  const core::Vec2 wa = view_.world({screen_.left, screen_.top + screen_.height});
  const core::Vec2 wb = view_.world({screen_.left + screen_.width, screen_.top});
  const int x0 = std::max(0, static_cast<int>(std::floor(wa.x)));
  const int x1 = std::min(static_cast<int>(std::floor(in_.table_width)), static_cast<int>(std::ceil(wb.x)));
  const int y0 = std::max(0, static_cast<int>(std::floor(wa.y)));
  const int y1 = std::min(static_cast<int>(std::floor(in_.table_height)), static_cast<int>(std::ceil(wb.y)));
  const bool minor = scale_ >= 6;
  for (int x = x0; x <= x1; ++x) {
    if (x % 5 != 0 && !minor) continue;
    const float sx = std::round(px({static_cast<double>(x), 0}).x);
    rect(sx, tl.y, 1, h, x % 5 == 0 ? Color(255, 255, 255, 42) : Color(255, 255, 255, 18));
  }
  for (int y = y0; y <= y1; ++y) {
    if (y % 5 != 0 && !minor) continue;
    const float sy = std::round(px({0, static_cast<double>(y)}).y);
    rect(tl.x, sy, w, 1, y % 5 == 0 ? Color(255, 255, 255, 42) : Color(255, 255, 255, 18));
  }
  // The objectives' zones: a strip to leave by, an area to hold, in the side's colour.
  for (const TableInput::Zone &z : in_.zones) {
    const V2 a = px({z.x, z.y + z.height}), b = px({z.x + z.width, z.y});
    const Color c = sideColor(z.side);
    rect(a.x, a.y, b.x - a.x, b.y - a.y, draw::alpha(c, 46));
    dashed({a.x, a.y}, {b.x, a.y}, 2, 8, 5, draw::alpha(c, 200));
    dashed({b.x, a.y}, {b.x, b.y}, 2, 8, 5, draw::alpha(c, 200));
    dashed({b.x, b.y}, {a.x, b.y}, 2, 8, 5, draw::alpha(c, 200));
    dashed({a.x, b.y}, {a.x, a.y}, 2, 8, 5, draw::alpha(c, 200));
    if (!z.text.empty() && scale_ >= 6) {
      // Said inside the zone, at its middle, or along a narrow strip's inner side.
      const bool narrow = b.x - a.x < 120;
      const V2 at = narrow ? V2{a.x - 4, (a.y + b.y) / 2} : V2{(a.x + b.x) / 2, (a.y + b.y) / 2};
      const bool east = narrow && b.x >= px({in_.table_width, 0}).x - 1;
      plateLabel({z.text, narrow ? (east ? at : V2{b.x + 4, at.y}) : at, Color(240, 244, 250), 12,
                  narrow ? (east ? Label::Align::Right : Label::Align::Left) : Label::Align::Center, false},
                 draw::alpha(c, 210));
    }
  }
  // Table edge.
  const Color edge(14, 30, 44);
  rect(tl.x - 2, tl.y - 2, w + 4, 2, edge);
  rect(tl.x - 2, br.y, w + 4, 2, edge);
  rect(tl.x - 2, tl.y, 2, h, edge);
  rect(br.x, tl.y, 2, h, edge);

  // Rulers: a parchment strip under and left of the table, kept inside the view.
  const Box &vp = screen_;
  const float strip = 26;
  const float ry = std::clamp(br.y + 2, vp.top, vp.top + vp.height - strip);
  const float rx = std::clamp(tl.x - 2 - strip, vp.left, vp.left + vp.width - strip);
  const Color parchment(222, 212, 186, 240), ink(60, 48, 30);
  const float sx0 = std::max(tl.x, vp.left), sx1 = std::min(br.x, vp.left + vp.width);
  const float sy0 = std::max(tl.y, vp.top), sy1 = std::min(br.y, vp.top + vp.height);
  if (sx1 > sx0) rect(sx0, ry, sx1 - sx0 + 12, strip, parchment);
  if (sy1 > sy0) rect(rx, sy0 - 10, strip, sy1 - sy0 + 10, parchment);
  if (sx1 > sx0 && sy1 > sy0) {
    rect(rx, ry, sx0 - rx, strip, parchment); // the corner, where the unit is named
    labels_.push_back({"UD", {rx + strip / 2, ry + strip / 2}, ink, 11, Label::Align::Center, false});
  }
  int step = 1;
  for (int s : {1, 2, 5, 10, 20, 50}) {
    step = s;
    if (s * scale_ >= 34) break;
  }
  const bool ticks = scale_ >= 5;
  for (int x = x0; x <= x1; ++x) {
    const float sx = std::round(px({static_cast<double>(x), 0}).x);
    if (sx < sx0 - 0.5f || sx > sx1 + 0.5f) continue;
    const bool major = x % step == 0;
    if (!major && !ticks) continue;
    rect(sx, ry, 1, major ? 7.f : 4.f, ink);
    if (major) labels_.push_back({core::grouped(x), {sx, ry + 16}, ink, 11, Label::Align::Center, false});
  }
  for (int y = y0; y <= y1; ++y) {
    const float sy = std::round(px({0, static_cast<double>(y)}).y);
    if (sy < sy0 - 0.5f || sy > sy1 + 0.5f) continue;
    const bool major = y % step == 0;
    if (!major && !ticks) continue;
    rect(rx + strip - (major ? 7.f : 4.f), sy, major ? 7.f : 4.f, 1, ink);
    if (major)
      labels_.push_back({core::grouped(y), {rx + strip - 9, sy}, ink, 11, Label::Align::Right, false});
  }
}

void Builder::under() {
  if (in_.reach) {
    const ReachArea &r = *in_.reach;
    const Color fill(160, 230, 255, 34), edge(170, 235, 255, 120);
    if (r.has_fan) {
      const std::vector<V2> fan = px(r.fan);
      convex(fan, fill);
      polyline(fan, true, 1.2f, edge);
    }
    const std::vector<V2> c = px(std::vector<core::Vec2>(r.corridor.begin(), r.corridor.end()));
    convex(c, Color(160, 230, 255, 40));
    polyline(c, true, 1.2f, edge);
  }
  if (in_.rings) {
    const auto &rg = *in_.rings;
    const int c = rg.combat;
    // Each 1-UD annulus (r-1, r] hits on the band of its shortfall c - r (HM-FIRE-3).
    const core::Vec2 f = core::headingVector(rg.base.pose.heading_deg);
    const core::Vec2 side{f.y, -f.x}; // band names on the starboard beam, clear of the bow
    std::vector<V2> prev = px(offsetBasePolygon(rg.base, 0));
    for (int r = 1; r <= c; ++r) {
      const int shortfall = std::min(3, c - r);
      const int hit_on = rg.hit_on[static_cast<std::size_t>(shortfall)];
      std::vector<V2> ring = px(offsetBasePolygon(rg.base, r));
      if (rg.fill) band(ring, prev, draw::alpha(bandColor(hit_on), 28));
      if (shortfall <= 2) {
        polyline(ring, true, r == c ? 2.f : 1.f, draw::alpha(bandColor(hit_on), r == c ? 230 : 160));
        if (scale_ >= 24) // closer, the band names would run into one another and the ships' names
          labels_.push_back({bandText(hit_on), px(rg.base.pose.center + side * (rg.base.width / 2 + r - 0.5)),
                             draw::alpha(bandColor(hit_on), 240), 11, Label::Align::Center});
      }
      prev = std::move(ring);
    }
    if (rg.torpedo)
      for (int r : {1, 2}) {
        const std::vector<V2> ring = px(offsetBasePolygon(rg.base, r));
        for (std::size_t i = 0; i < ring.size(); i += 2)
          line(ring[i], ring[(i + 1) % ring.size()], 1.5f, draw::alpha(kTorpedo, 200));
      }
  }
  for (const core::Base &g : in_.ghosts) {
    const std::vector<V2> c = px(g.corners());
    convex(c, Color(255, 255, 255, 26));
    for (std::size_t i = 0; i < c.size(); ++i)
      dashed(c[i], c[(i + 1) % c.size()], 1.3f, 4, 3, Color(235, 245, 255, 150));
  }
}

/// The pixel bounding box of a base's corners.
Box boxOf(const std::vector<V2> &c) {
  float minx = c[0].x, maxx = c[0].x, miny = c[0].y, maxy = c[0].y;
  for (V2 p : c) {
    minx = std::min(minx, p.x);
    maxx = std::max(maxx, p.x);
    miny = std::min(miny, p.y);
    maxy = std::max(maxy, p.y);
  }
  return {minx, miny, maxx - minx, maxy - miny};
}

void Builder::ships() {
  const bool labels = in_.labels && scale_ >= kLabelScale;
  const bool dice = in_.dice && scale_ >= kDiceScale;
  const float nominal = nominalDieSize(scale_);
  const Box cull{screen_.left - 80, screen_.top - 80, screen_.width + 160, screen_.height + 160};
  // Drawing order: wrecks first, then ships, the selected one last (on top).
  std::vector<const ShipView *> order;
  order.reserve(in_.ships.size());
  for (const ShipView &s : in_.ships)
    if (s.sunk) order.push_back(&s);
  for (const ShipView &s : in_.ships)
    if (!s.sunk && s.id != in_.selected) order.push_back(&s);
  for (const ShipView &s : in_.ships)
    if (!s.sunk && s.id == in_.selected) order.push_back(&s);

  // Each ship's row of dice sits under it, centred: it may take the room to the nearest row level
  // with it (fleets in line abreast put them side by side), so neighbours' dice never touch.
  std::vector<std::vector<V2>> corners(order.size());
  std::vector<Box> boxes(order.size());
  for (std::size_t k = 0; k < order.size(); ++k) {
    corners[k] = px(order[k]->base.corners());
    boxes[k] = boxOf(corners[k]);
  }
  std::vector<float> room(order.size(), std::numeric_limits<float>::infinity());
  if (dice)
    for (std::size_t k = 0; k < order.size(); ++k) {
      if (order[k]->sunk) continue;
      const Box &a = boxes[k];
      for (std::size_t j = k + 1; j < order.size(); ++j) {
        if (order[j]->sunk) continue;
        const Box &b = boxes[j];
        if (std::fabs((a.top + a.height) - (b.top + b.height)) >= nominal + kDiceClearance) continue;
        const float dx = std::fabs((a.left + a.width / 2) - (b.left + b.width / 2));
        room[k] = std::min(room[k], dx);
        room[j] = std::min(room[j], dx);
      }
    }

  std::vector<Box> placed; // hulls, dice and names, so that names avoid them
  struct Name {
    const ShipView *ship;
    Box box;
    V2 mid;
    float below; ///< where a name under the ship (and its dice) goes
  };
  std::vector<Name> names;
  std::vector<const ShipView *> dice_of;
  std::vector<Box> dice_at;
  for (std::size_t k = 0; k < order.size(); ++k) {
    const ShipView &s = *order[k];
    const std::vector<V2> &c = corners[k];
    const float minx = boxes[k].left, maxx = minx + boxes[k].width;
    const float miny = boxes[k].top, maxy = miny + boxes[k].height;
    if (maxx < cull.left || minx > cull.left + cull.width || maxy < cull.top || miny > cull.top + cull.height)
      continue;
    const V2 mid{(minx + maxx) / 2, (miny + maxy) / 2};
    placed.push_back({minx, miny, maxx - minx, maxy - miny});
    if (s.sunk) {
      convex(c, Color(96, 100, 106, 220));
      polyline(c, true, 1.2f, Color(40, 42, 46));
      line(c[0], c[2], 2.5f, Color(150, 30, 30, 240));
      line(c[1], c[3], 2.5f, Color(150, 30, 30, 240));
      if (labels) names.push_back({&s, boxes[k], mid, maxy + 11}); // placed like the others, never merged
      continue;
    }
    const Color side = sideColor(s.side);
    std::vector<V2> shadow = c;
    for (V2 &p : shadow)
      p += V2{2, 2};
    convex(shadow, Color(0, 0, 0, 90));
    convex(c, side);
    // A lighter deck down the keel, then the bow: a pale point.
    const core::Vec2 f = core::headingVector(s.base.pose.heading_deg);
    const core::Vec2 st{f.y, -f.x};
    const core::Base &b = s.base;
    const double w = b.width;
    const double tip = std::min(b.length * 0.45, std::max(w * 1.1, 0.25));
    triangle(px(b.bow() - f * 0.02), px(b.bow() - f * tip - st * (w * 0.36)),
             px(b.bow() - f * tip + st * (w * 0.36)), Color(250, 250, 245, 235));
    line(px(b.stern() + f * (b.length * 0.1)), px(b.bow() - f * tip),
         std::max(1.f, static_cast<float>(w * 0.22 * scale_)), draw::shade(side, 1.35f));
    if (!s.art.empty() && boxes[k].width + boxes[k].height >= 14) {
      // The silhouette over the deck, inset so that the base's edge in the side's colour stays
      // visible all round: the base is what the rules measure.
      const float inset = std::min(2.f, static_cast<float>(0.12 * std::min(b.width, b.length) * scale_));
      // The pale deck takes a wash of the side's colour: the fleets stay told apart at a glance.
      const auto wash = [](std::uint8_t v) { return static_cast<int>(v * 0.5f + 255 * 0.5f); };
      draw::Image art;
      art.name = "ships/" + s.art;
      art.center = {static_cast<float>(b.pose.center.x), static_cast<float>(b.pose.center.y)};
      art.width = std::max(0.f, static_cast<float>(b.length) - 2 * len(inset));
      art.height = std::max(0.f, static_cast<float>(b.width) - 2 * len(inset));
      art.rotation = static_cast<float>(b.pose.heading_deg - 90); // drawn bow to the right
      art.tint = Color(wash(side.r), wash(side.g), wash(side.b));
      out_.image(std::move(art));
    }

    Color edge = draw::shade(side, 0.45f);
    float ew = 1.2f;
    if (std::find(in_.blockers.begin(), in_.blockers.end(), s.id) != in_.blockers.end()) {
      edge = Color(255, 120, 30);
      ew = 3;
    } else if (s.id == in_.target) {
      edge = Color(255, 80, 70);
      ew = 3;
    } else if (s.id == in_.selected) {
      edge = kGold;
      ew = 2.5f;
    } else if (s.id == in_.hovered) {
      edge = Color(255, 255, 255, 220);
      ew = 2;
    }
    if (s.id == in_.pending) {
      edge = Color(255, 60, 200);
      ew = 3;
    }
    polyline(c, true, ew, edge);
    if (s.id == in_.selected) disc(px(b.stern()), 2.5f, kGold);

    // Dice under the ship, the name above; if the name would sit on another label, try below
    // the dice, then either side (fleets in line abreast crowd their names).
    const float ds = dice ? diceSize(scale_, room[k]) : 0;
    const float total = 3 * ds + 2 * kDiceGap;
    const Box dice_rect{std::round(mid.x - total / 2), std::round(maxy + 5), total, ds};
    if (ds > 0) {
      dice_of.push_back(&s);
      dice_at.push_back(dice_rect);
      placed.push_back(dice_rect);
    }
    if (labels) names.push_back({&s, boxes[k], mid, (ds > 0 ? dice_rect.top + ds : maxy) + 11});
  }
  // The dice over every hull, in their own layer (above the silhouettes).
  out_.setLayer(kDiceLayer);
  for (std::size_t k = 0; k < dice_of.size(); ++k) {
    const ShipView &s = *dice_of[k];
    const float ds = dice_at[k].height;
    V2 at{dice_at[k].left, dice_at[k].top};
    const int values[3] = {s.movement, s.combat, s.structure};
    for (int v = 0; v < 3; ++v) {
      die(at, ds, values[v], valueColor(v));
      at.x += ds + kDiceGap;
    }
  }

  // The names last, once every hull and die is placed: a name may not sit on a ship drawn after it.
  // The selected and pointed ships' names first (they are always shown), then the ships afloat,
  // then the wrecks. A name tries above, below, either side, a row further, then the same in a
  // smaller size; when every spot is taken it folds away (pointing at the ship shows its card).
  std::stable_sort(names.begin(), names.end(), [&](const Name &a, const Name &b) {
    const auto rank = [&](const ShipView &v) {
      return v.id == in_.selected ? 0 : v.id == in_.hovered ? 1 : v.sunk ? 3 : 2;
    };
    return rank(*a.ship) < rank(*b.ship);
  });
  for (const Name &n : names) {
    const ShipView &s = *n.ship;
    const float minx = n.box.left, maxx = n.box.left + n.box.width, miny = n.box.top;
    const V2 mid = n.mid;
    const Color lc = s.id == in_.selected ? kGold : s.sunk ? Color(175, 180, 186) : Color(240, 244, 250);
    const bool always = s.id == in_.selected || s.id == in_.hovered;
    bool done = false;
    for (const unsigned size : {13u, 11u}) {
      const float tw = width(s.name, size), th = static_cast<float>(size) + 2.f;
      const float below = n.below + (size < 13 ? -1.f : 0.f);
      const struct {
        V2 pos;
        Label::Align align;
      } spots[6] = {
          {{mid.x, miny - 9}, Label::Align::Center},      {{mid.x, below}, Label::Align::Center},
          {{minx - 6, mid.y}, Label::Align::Right},       {{maxx + 6, mid.y}, Label::Align::Left},
          {{mid.x, miny - 9 - th}, Label::Align::Center}, {{mid.x, below + th}, Label::Align::Center}};
      for (const auto &spot : spots) {
        const float x = spot.align == Label::Align::Center  ? spot.pos.x - tw / 2
                        : spot.align == Label::Align::Right ? spot.pos.x - tw
                                                            : spot.pos.x;
        const Box r{x - 2, spot.pos.y - th / 2, tw + 4, th};
        if (std::any_of(placed.begin(), placed.end(), [&](const Box &p) { return p.intersects(r); }))
          continue;
        placed.push_back(r);
        labels_.push_back({s.name, spot.pos, lc, size, spot.align});
        done = true;
        break;
      }
      if (done) break;
    }
    if (!done && always) { // the ship the player works with keeps its name, above it
      const float tw = width(s.name, 13);
      placed.push_back({mid.x - tw / 2 - 2, miny - 9 - 7.5f, tw + 4, 15});
      labels_.push_back({s.name, {mid.x, miny - 9}, lc, 13, Label::Align::Center});
    }
  }
  out_.setLayer(kShipLayer);
}

Box Builder::labelBox(const Label &label, float pad) const {
  const float w = width(label.text, label.size) + 2 * pad;
  const float h = static_cast<float>(label.size) + 8;
  float x = label.pos.x - w / 2;
  if (label.align == Label::Align::Left) x = label.pos.x - pad;
  if (label.align == Label::Align::Right) x = label.pos.x - w + pad;
  return {std::round(x), std::round(label.pos.y - h / 2), std::round(w), std::round(h)};
}

void Builder::plateLabel(Label label, Color plate) {
  const Box r = labelBox(label, 6);
  rect(r.left, r.top, r.width, r.height, plate);
  // Text is drawn after every plate: a name under the plate would show through, so it goes.
  std::erase_if(labels_, [&](const Label &l) { return labelBox(l, 0).intersects(r); });
  labels_.push_back(std::move(label));
}

void Builder::marks() {
  const Color plate(12, 20, 30, 200);
  if (in_.preview) {
    const auto &p = *in_.preview;
    const std::vector<V2> c = px(p.base.corners());
    const Color side = p.illegal ? Color(255, 80, 70) : Color(255, 255, 255);
    if (!p.pivot)
      dashed(px(p.path_from), px(p.base.pose.center), 2, 6, 4, draw::alpha(side, 160));
    else
      disc(px(p.pivot_point), 3, kGold);
    convex(c, p.illegal ? Color(230, 40, 30, 190) : Color(255, 255, 255, 70));
    polyline(c, true, p.illegal ? 3.f : 2.f, side);
    // The label goes ahead of the bow, where the eye already is.
    const core::Vec2 hf = core::headingVector(p.base.pose.heading_deg);
    const float tw = width(p.text, 13) + 12;
    const V2 bow = px(p.base.bow());
    const V2 dir{static_cast<float>(hf.x), static_cast<float>(-hf.y)};
    const float reach = std::fabs(dir.x) * tw / 2 + std::fabs(dir.y) * 11 + 30;
    const V2 at = bow + dir * reach;
    plateLabel({p.text, at, p.illegal ? Color(255, 150, 140) : kGold, 13}, plate);
    if (p.illegal && !p.why.empty()) {
      // The reason under the label, kept inside the view.
      const float half = width(p.why, 13) / 2 + 8;
      const float x = std::clamp(at.x, screen_.left + half,
                                 std::max(screen_.left + half, screen_.left + screen_.width - half));
      plateLabel({p.why, {x, at.y + 24}, Color(255, 150, 140), 13}, Color(40, 10, 10, 225));
    }
  }
  if (in_.handle) {
    const auto &h = *in_.handle;
    const V2 a = px(h.stern), b = px(h.pos);
    dashed(a, b, 1.5f, 4, 3, draw::alpha(kGold, 200));
    disc(b, h.active ? 9.f : 7.5f, Color(20, 24, 30, 220));
    disc(b, h.active ? 7.f : 5.5f, kGold);
    disc(a, 3.f, kGold);
  }
  if (in_.fire) {
    const auto &f = *in_.fire;
    const V2 a = px(f.from), b = px(f.to);
    const Color col = f.possible ? Color(255, 255, 255, 235) : Color(255, 90, 80, 235);
    const Color zone = f.possible ? Color(120, 230, 255, 90) : Color(255, 110, 60, 110);
    if (f.end_zones)
      for (const Segment &z : losEndZones(f.from, f.to, f.clearance))
        line(px(z.a), px(z.b), 10, zone, false);
    else
      line(a, b, 10, zone, false);
    line(a, b, 2, col);
    disc(a, 3.5f, col);
    disc(b, 3.5f, col);
    const V2 m = (a + b) / 2.f;
    plateLabel({f.text, {m.x, m.y - 16}, f.possible ? Color::white() : Color(255, 150, 140), 13}, plate);
  }
  if (in_.measure) {
    const auto &m = *in_.measure;
    const V2 a = px(m.a), b = px(m.b);
    const Color col(255, 236, 120);
    line(a, b, 2, col);
    disc(a, 4, col);
    disc(b, 4, col);
    plateLabel({m.text, {(a.x + b.x) / 2, (a.y + b.y) / 2 - 16}, col, 13}, plate);
  }
}

void Builder::texts() {
  out_.setLayer(kMarkLayer);
  for (const Label &l : labels_) {
    draw::Text t;
    t.at = ud(l.pos);
    t.text = l.text;
    t.size = len(static_cast<float>(l.size));
    t.color = l.color;
    if (l.shadow) {
      t.outline = Color(0, 0, 0, static_cast<int>(l.color.a * 0.75f));
      t.outline_width = len(kTextShadow);
    }
    t.horizontal = l.align == Label::Align::Center ? draw::Align::Middle
                   : l.align == Label::Align::Left ? draw::Align::Start
                                                   : draw::Align::End;
    t.vertical = draw::Align::Middle;
    out_.text(std::move(t));
  }
}

} // namespace

std::vector<ShipView> shipsOf(const Scenario &sc, const State &st) {
  std::vector<ShipView> out;
  for (int i = 0; i < static_cast<int>(st.ships.size()); ++i) {
    const ShipState &s = st.ships[static_cast<std::size_t>(i)];
    if (!s.pose) continue;
    ShipView v;
    v.id = i;
    v.base = shipBase(sc, st, i);
    v.side = sc.ships[static_cast<std::size_t>(i)].side;
    v.name = sc.ships[static_cast<std::size_t>(i)].name;
    v.movement = s.movement;
    v.combat = s.combat;
    v.structure = s.structure;
    v.sunk = s.sunk;
    v.art = sc.shipClass(i).id;
    out.push_back(std::move(v));
  }
  return out;
}

std::vector<TableInput::Zone> zonesOf(const Scenario &sc) {
  std::vector<TableInput::Zone> out;
  if (!sc.table) return out;
  const double w = sc.table->width, h = sc.table->height;
  for (const Objective &o : sc.victory.objectives) {
    TableInput::Zone z;
    z.side = o.side;
    const std::string side = sc.sides[static_cast<std::size_t>(o.side)];
    if (o.kind == Objective::Kind::Escape) {
      const double d = std::max(o.depth, 0.1);
      switch (o.edge) {
      case Edge::North: z = {0, h - d, w, d, o.side, {}}; break;
      case Edge::South: z = {0, 0, w, d, o.side, {}}; break;
      case Edge::East: z = {w - d, 0, d, h, o.side, {}}; break;
      case Edge::West: z = {0, 0, d, h, o.side, {}}; break;
      }
      z.text = core::fill(core::tr("{side}'s way out"), {{"side", side}});
    } else if (o.kind == Objective::Kind::Hold) {
      z = {o.area.x,      o.area.y, o.area.width,
           o.area.height, o.side,   core::fill(core::tr("{side} holds"), {{"side", side}})};
    } else {
      continue;
    }
    out.push_back(std::move(z));
  }
  return out;
}

void tableScene(const TableInput &input, const TableView &view, draw::Scene &out) {
  Builder(input, view, out).build();
}

Color sideColor(int side) {
  static const Color colors[] = {{52, 120, 230}, {220, 58, 52},  {60, 170, 90},
                                 {230, 160, 40}, {150, 90, 210}, {40, 180, 190}};
  return colors[static_cast<std::size_t>(std::max(0, side)) % 6];
}

Color valueColor(int value) {
  switch (value) {
  case 0: return {46, 160, 100};   // movement: green
  case 1: return {226, 138, 36};   // combat: amber
  default: return {242, 236, 222}; // structure: ivory
  }
}

std::string bandText(int hit_on) { return hit_on >= 6 ? "6" : core::grouped(hit_on) + "+"; }

float diceSize(double scale, float room) {
  if (scale < kDiceScale) return 0;
  const float fits = (room - kDiceClearance - 2 * kDiceGap) / 3;
  const float ds = std::min(nominalDieSize(scale), fits);
  return ds >= kMinDieSize ? ds : 0;
}

double diceMinScale(double spacing) {
  return std::max(kDiceScale, (3 * kMinDieSize + 2 * kDiceGap + kDiceClearance) / std::max(spacing, 1e-9));
}

} // namespace amiraute::haute_mer
