#include "legacy/TableScene.h"

#include "ui/Vertices.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <set>

namespace amiraute::ui::legacy {

namespace {

using namespace vtx;

std::vector<V2> toScreen(const Camera &cam, const std::vector<core::Vec2> &pts) {
  std::vector<V2> out;
  out.reserve(pts.size());
  for (const auto &p : pts)
    out.push_back(cam.worldToScreen(p));
  return out;
}

const sf::Color kGold{255, 211, 77};
const sf::Color kBand6{235, 110, 60};
const sf::Color kBand5{240, 190, 70};
const sf::Color kBand4{140, 215, 110};
const sf::Color kTorpedo{120, 230, 235};

sf::Color bandColor(int hit_on) { return hit_on >= 6 ? kBand6 : hit_on == 5 ? kBand5 : kBand4; }
std::string bandText(int hit_on) { return hit_on >= 6 ? "6" : std::to_string(hit_on) + "+"; }

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

void die(sf::VertexArray &va, V2 at, float s, int value, sf::Color face) {
  const bool ivory = face.r > 200 && face.g > 200 && face.b > 180;
  const sf::Color rim = shade(face, 0.55f);
  const sf::Color body = value > 0 ? face : sf::Color(90, 96, 104);
  rect(va, at.x - 1, at.y - 1, s + 2, s + 2, alpha(sf::Color(10, 14, 20), 170));
  rect(va, at.x, at.y, s, s, rim);
  rect(va, at.x + 1, at.y + 1, s - 2, s - 2, body);
  const sf::Color pip = ivory ? sf::Color(30, 30, 34) : sf::Color(255, 255, 255);
  const float r = std::max(1.5f, s * 0.105f);
  for (V2 p : pips(std::min(value, 6)))
    disc(va, at + p * s, r, pip, 6);
}

} // namespace

void FrameBatches::clear() {
  sea.clear();
  under.clear();
  bases.clear();
  for (auto &[name, va] : art)
    va.clear();
  dice.clear();
  over.clear();
  labels.clear();
}

int FrameBatches::drawCalls() const {
  int n = 0;
  for (const sf::VertexArray *va : {&sea, &under, &bases, &dice, &over})
    n += va->getVertexCount() > 0 ? 1 : 0;
  for (const auto &[name, va] : art)
    n += va.getVertexCount() > 0 ? 1 : 0;
  std::set<unsigned> sizes;
  for (const Label &l : labels)
    sizes.insert(l.size);
  return n + static_cast<int>(sizes.size());
}

TableScene::TableScene()
    : text_width_([](const std::string &s, unsigned size) {
        std::size_t chars = 0;
        for (unsigned char c : s)
          if ((c & 0xC0) != 0x80) ++chars;
        return static_cast<float>(chars) * static_cast<float>(size) * 0.6f;
      }) {}

sf::Color TableScene::sideColor(int side) {
  static const sf::Color colors[] = {{52, 120, 230}, {220, 58, 52},  {60, 170, 90},
                                     {230, 160, 40}, {150, 90, 210}, {40, 180, 190}};
  return colors[static_cast<std::size_t>(std::max(0, side)) % 6];
}

sf::Color TableScene::valueColor(int value) {
  switch (value) {
  case 0: return {46, 160, 100};   // movement: green
  case 1: return {226, 138, 36};   // combat: amber
  default: return {242, 236, 222}; // structure: ivory
  }
}

void TableScene::build(const Camera &camera, const SceneInput &in, FrameBatches &out) const {
  out.clear();
  buildSea(camera, in, out);
  buildUnder(camera, in, out);
  buildShips(camera, in, out);
  buildOver(camera, in, out);
}

void TableScene::buildSea(const Camera &cam, const SceneInput &in, FrameBatches &out) const {
  sf::VertexArray &va = out.sea;
  const V2 tl = cam.worldToScreen({0, in.table_height});
  const V2 br = cam.worldToScreen({in.table_width, 0});
  const float w = br.x - tl.x, h = br.y - tl.y;
  // A soft shadow under the table, then the sea with a gentle gradient.
  rect(va, tl.x + 6, tl.y + 6, w, h, sf::Color(0, 0, 0, 70));
  gradientRect(va, tl.x, tl.y, w, h, sf::Color(36, 92, 128), sf::Color(26, 70, 104));

  const double scale = cam.scale();
  const sf::FloatRect &scr = in.screen;
  // Grid: only the visible lines; 1 UD faint, every 5 UD a little stronger.
  const core::Vec2 wa = cam.screenToWorld({scr.left, scr.top + scr.height});
  const core::Vec2 wb = cam.screenToWorld({scr.left + scr.width, scr.top});
  const int x0 = std::max(0, static_cast<int>(std::floor(wa.x)));
  const int x1 = std::min(static_cast<int>(std::floor(in.table_width)), static_cast<int>(std::ceil(wb.x)));
  const int y0 = std::max(0, static_cast<int>(std::floor(wa.y)));
  const int y1 = std::min(static_cast<int>(std::floor(in.table_height)), static_cast<int>(std::ceil(wb.y)));
  const bool minor = scale >= 6;
  for (int x = x0; x <= x1; ++x) {
    if (x % 5 != 0 && !minor) continue;
    const float sx = std::round(cam.worldToScreen({static_cast<double>(x), 0}).x);
    rect(va, sx, tl.y, 1, h, x % 5 == 0 ? sf::Color(255, 255, 255, 42) : sf::Color(255, 255, 255, 18));
  }
  for (int y = y0; y <= y1; ++y) {
    if (y % 5 != 0 && !minor) continue;
    const float sy = std::round(cam.worldToScreen({0, static_cast<double>(y)}).y);
    rect(va, tl.x, sy, w, 1, y % 5 == 0 ? sf::Color(255, 255, 255, 42) : sf::Color(255, 255, 255, 18));
  }
  // Table edge.
  const sf::Color edge(14, 30, 44);
  rect(va, tl.x - 2, tl.y - 2, w + 4, 2, edge);
  rect(va, tl.x - 2, br.y, w + 4, 2, edge);
  rect(va, tl.x - 2, tl.y, 2, h, edge);
  rect(va, br.x, tl.y, 2, h, edge);

  // Rulers: a parchment strip under and left of the table, kept inside the viewport.
  const sf::FloatRect &vp = cam.viewport();
  const float strip = 26;
  const float ry = std::clamp(br.y + 2, vp.top, vp.top + vp.height - strip);
  const float rx = std::clamp(tl.x - 2 - strip, vp.left, vp.left + vp.width - strip);
  const sf::Color parchment(222, 212, 186, 240), ink(60, 48, 30);
  const float sx0 = std::max(tl.x, vp.left), sx1 = std::min(br.x, vp.left + vp.width);
  const float sy0 = std::max(tl.y, vp.top), sy1 = std::min(br.y, vp.top + vp.height);
  if (sx1 > sx0) rect(va, sx0, ry, sx1 - sx0 + 12, strip, parchment);
  if (sy1 > sy0) rect(va, rx, sy0 - 10, strip, sy1 - sy0 + 10, parchment);
  if (sx1 > sx0 && sy1 > sy0) {
    rect(va, rx, ry, sx0 - rx, strip, parchment); // the corner, where the unit is named
    out.labels.push_back({"UD", {rx + strip / 2, ry + strip / 2}, ink, 11, Label::Align::Center, false});
  }
  int step = 1;
  for (int s : {1, 2, 5, 10, 20, 50})
    if (s * scale >= 34) {
      step = s;
      break;
    } else
      step = s;
  const bool ticks = scale >= 5;
  for (int x = x0; x <= x1; ++x) {
    const float sx = std::round(cam.worldToScreen({static_cast<double>(x), 0}).x);
    if (sx < sx0 - 0.5f || sx > sx1 + 0.5f) continue;
    const bool major = x % step == 0;
    if (!major && !ticks) continue;
    rect(va, sx, ry, 1, major ? 7.f : 4.f, ink);
    if (major) out.labels.push_back({std::to_string(x), {sx, ry + 16}, ink, 11, Label::Align::Center, false});
  }
  for (int y = y0; y <= y1; ++y) {
    const float sy = std::round(cam.worldToScreen({0, static_cast<double>(y)}).y);
    if (sy < sy0 - 0.5f || sy > sy1 + 0.5f) continue;
    const bool major = y % step == 0;
    if (!major && !ticks) continue;
    rect(va, rx + strip - (major ? 7.f : 4.f), sy, major ? 7.f : 4.f, 1, ink);
    if (major)
      out.labels.push_back({std::to_string(y), {rx + strip - 9, sy}, ink, 11, Label::Align::Right, false});
  }
}

void TableScene::buildUnder(const Camera &cam, const SceneInput &in, FrameBatches &out) const {
  sf::VertexArray &va = out.under;
  if (in.reach) {
    const ReachArea &r = *in.reach;
    const sf::Color fill(160, 230, 255, 34), edge(170, 235, 255, 120);
    if (r.has_fan) {
      const std::vector<V2> fan = toScreen(cam, r.fan);
      convex(va, fan, fill);
      polyline(va, fan, true, 1.2f, edge);
    }
    const std::vector<V2> c = toScreen(cam, {r.corridor.begin(), r.corridor.end()});
    convex(va, c, sf::Color(160, 230, 255, 40));
    polyline(va, c, true, 1.2f, edge);
  }
  if (in.rings) {
    const auto &rg = *in.rings;
    const int c = rg.combat;
    // Each 1-UD annulus (r-1, r] hits on the band of its shortfall c - r (HM-FIRE-3).
    const core::Vec2 f = core::headingVector(rg.base.pose.heading_deg);
    const core::Vec2 side{f.y, -f.x}; // band names on the starboard beam, clear of the bow
    std::vector<V2> prev = toScreen(cam, offsetBasePolygon(rg.base, 0));
    for (int r = 1; r <= c; ++r) {
      const int shortfall = std::min(3, c - r);
      const int hit_on = rg.hit_on[static_cast<std::size_t>(shortfall)];
      std::vector<V2> ring = toScreen(cam, offsetBasePolygon(rg.base, r));
      if (rg.fill) band(va, ring, prev, alpha(bandColor(hit_on), 28));
      if (shortfall <= 2) {
        polyline(va, ring, true, r == c ? 2.f : 1.f, alpha(bandColor(hit_on), r == c ? 230 : 160));
        if (cam.scale() >= 24) // closer, the band names would run into one another and the ships' names
          out.labels.push_back({bandText(hit_on),
                                cam.worldToScreen(rg.base.pose.center + side * (rg.base.width / 2 + r - 0.5)),
                                alpha(bandColor(hit_on), 240), 11, Label::Align::Center});
      }
      prev = std::move(ring);
    }
    if (rg.torpedo)
      for (int r : {1, 2}) {
        std::vector<V2> ring = toScreen(cam, offsetBasePolygon(rg.base, r));
        for (std::size_t i = 0; i < ring.size(); i += 2)
          line(va, ring[i], ring[(i + 1) % ring.size()], 1.5f, alpha(kTorpedo, 200));
      }
  }
  for (const core::Base &g : in.ghosts) {
    const std::vector<V2> c = toScreen(cam, g.corners());
    convex(va, c, sf::Color(255, 255, 255, 26));
    for (std::size_t i = 0; i < c.size(); ++i)
      dashed(va, c[i], c[(i + 1) % c.size()], 1.3f, 4, 3, sf::Color(235, 245, 255, 150));
  }
}

namespace {

float nominalDieSize(double scale) { return static_cast<float>(std::clamp(scale * 0.6, 14.0, 20.0)); }

/// Screen bounding box of a base.
sf::FloatRect screenBox(const std::vector<V2> &c) {
  float minx = c[0].x, maxx = c[0].x, miny = c[0].y, maxy = c[0].y;
  for (V2 p : c) {
    minx = std::min(minx, p.x);
    maxx = std::max(maxx, p.x);
    miny = std::min(miny, p.y);
    maxy = std::max(maxy, p.y);
  }
  return {minx, miny, maxx - minx, maxy - miny};
}

} // namespace

float TableScene::diceSize(double scale, float room) {
  if (scale < kDiceScale) return 0;
  const float fits = (room - kDiceClearance - 2 * kDiceGap) / 3;
  const float ds = std::min(nominalDieSize(scale), fits);
  return ds >= kMinDieSize ? ds : 0;
}

double TableScene::diceMinScale(double spacing) {
  return std::max(kDiceScale, (3 * kMinDieSize + 2 * kDiceGap + kDiceClearance) / std::max(spacing, 1e-9));
}

void TableScene::buildShips(const Camera &cam, const SceneInput &in, FrameBatches &out) const {
  const double scale = cam.scale();
  const bool labels = in.labels && scale >= kLabelScale;
  const bool dice = in.dice && scale >= kDiceScale;
  const float nominal = nominalDieSize(scale);
  const sf::FloatRect cull(in.screen.left - 80, in.screen.top - 80, in.screen.width + 160,
                           in.screen.height + 160);
  // Drawing order: wrecks first, then ships, the selected one last (on top).
  std::vector<const ShipView *> order;
  order.reserve(in.ships.size());
  for (const ShipView &s : in.ships)
    if (s.sunk) order.push_back(&s);
  for (const ShipView &s : in.ships)
    if (!s.sunk && s.id != in.selected) order.push_back(&s);
  for (const ShipView &s : in.ships)
    if (!s.sunk && s.id == in.selected) order.push_back(&s);

  // Each ship's row of dice sits under it, centred: it may take the room to the nearest row level
  // with it (fleets in line abreast put them side by side), so neighbours' dice never touch.
  std::vector<std::vector<V2>> corners(order.size());
  std::vector<sf::FloatRect> boxes(order.size());
  for (std::size_t k = 0; k < order.size(); ++k) {
    corners[k] = toScreen(cam, order[k]->base.corners());
    boxes[k] = screenBox(corners[k]);
  }
  std::vector<float> room(order.size(), std::numeric_limits<float>::infinity());
  if (dice)
    for (std::size_t k = 0; k < order.size(); ++k) {
      if (order[k]->sunk) continue;
      const sf::FloatRect &a = boxes[k];
      for (std::size_t j = k + 1; j < order.size(); ++j) {
        if (order[j]->sunk) continue;
        const sf::FloatRect &b = boxes[j];
        if (std::fabs((a.top + a.height) - (b.top + b.height)) >= nominal + kDiceClearance) continue;
        const float dx = std::fabs((a.left + a.width / 2) - (b.left + b.width / 2));
        room[k] = std::min(room[k], dx);
        room[j] = std::min(room[j], dx);
      }
    }

  std::vector<sf::FloatRect> placed; // hulls, dice and names, so that names avoid them
  struct Name {
    const ShipView *ship;
    sf::FloatRect box;
    V2 mid;
    float below; ///< where a name under the ship (and its dice) goes
  };
  std::vector<Name> names;
  for (std::size_t k = 0; k < order.size(); ++k) {
    const ShipView &s = *order[k];
    const std::vector<V2> &c = corners[k];
    const float minx = boxes[k].left, maxx = minx + boxes[k].width;
    const float miny = boxes[k].top, maxy = miny + boxes[k].height;
    if (maxx < cull.left || minx > cull.left + cull.width || maxy < cull.top || miny > cull.top + cull.height)
      continue;
    sf::VertexArray &va = out.bases;
    const V2 mid{(minx + maxx) / 2, (miny + maxy) / 2};
    placed.emplace_back(minx, miny, maxx - minx, maxy - miny);
    if (s.sunk) {
      convex(va, c, sf::Color(96, 100, 106, 220));
      polyline(va, c, true, 1.2f, sf::Color(40, 42, 46));
      line(va, c[0], c[2], 2.5f, sf::Color(150, 30, 30, 240));
      line(va, c[1], c[3], 2.5f, sf::Color(150, 30, 30, 240));
      if (labels) names.push_back({&s, boxes[k], mid, maxy + 11}); // placed like the others, never merged
      continue;
    }
    const sf::Color side = sideColor(s.side);
    std::vector<V2> shadow = c;
    for (V2 &p : shadow)
      p += V2{2, 2};
    convex(va, shadow, sf::Color(0, 0, 0, 90));
    convex(va, c, side);
    // A lighter deck down the keel, then the bow: a pale point.
    const core::Vec2 f = core::headingVector(s.base.pose.heading_deg);
    const core::Vec2 st{f.y, -f.x};
    const core::Base &b = s.base;
    const double w = b.width;
    const double tip = std::min(b.length * 0.45, std::max(w * 1.1, 0.25));
    const V2 bow = cam.worldToScreen(b.bow() - f * 0.02);
    const V2 bl = cam.worldToScreen(b.bow() - f * tip - st * (w * 0.36));
    const V2 br = cam.worldToScreen(b.bow() - f * tip + st * (w * 0.36));
    tri(va, bow, bl, br, sf::Color(250, 250, 245, 235));
    const V2 k0 = cam.worldToScreen(b.stern() + f * (b.length * 0.1));
    const V2 k1 = cam.worldToScreen(b.bow() - f * tip);
    line(va, k0, k1, std::max(1.f, cam.pixels(w * 0.22)), shade(side, 1.35f));
    if (!s.art.empty() && boxes[k].width + boxes[k].height >= 14) {
      // The silhouette over the deck, inset so that the base's edge in the side's colour stays
      // visible all round: the base is what the rules measure.
      const float inset = std::min(2.f, 0.12f * std::min(cam.pixels(b.width), cam.pixels(b.length)));
      const V2 ctr = cam.worldToScreen(b.pose.center);
      const auto in_by = [&](V2 p) {
        const V2 d = p - ctr;
        const float len = std::sqrt(d.x * d.x + d.y * d.y);
        return len > inset ? p - d * (inset / len) : p;
      };
      const V2 sp = in_by(c[0]), ss = in_by(c[1]), bs = in_by(c[2]), bp = in_by(c[3]);
      const float tw = static_cast<float>(kShipArtWidth), th = static_cast<float>(kShipArtHeight);
      sf::VertexArray &art = out.art.try_emplace(s.art, sf::Triangles).first->second;
      // The pale deck takes a wash of the side's colour: the fleets stay told apart at a glance.
      const auto wash = [&](sf::Uint8 c) { return static_cast<sf::Uint8>(c * 0.5f + 255 * 0.5f); };
      const sf::Color tint(wash(side.r), wash(side.g), wash(side.b));
      art.append({sp, tint, {0, 0}});
      art.append({ss, tint, {0, th}});
      art.append({bs, tint, {tw, th}});
      art.append({sp, tint, {0, 0}});
      art.append({bs, tint, {tw, th}});
      art.append({bp, tint, {tw, 0}});
    }

    sf::Color edge = shade(side, 0.45f);
    float ew = 1.2f;
    if (std::find(in.blockers.begin(), in.blockers.end(), s.id) != in.blockers.end()) {
      edge = sf::Color(255, 120, 30);
      ew = 3;
    } else if (s.id == in.target) {
      edge = sf::Color(255, 80, 70);
      ew = 3;
    } else if (s.id == in.selected) {
      edge = kGold;
      ew = 2.5f;
    } else if (s.id == in.hovered) {
      edge = sf::Color(255, 255, 255, 220);
      ew = 2;
    }
    if (s.id == in.pending) {
      edge = sf::Color(255, 60, 200);
      ew = 3;
    }
    polyline(va, c, true, ew, edge);
    if (s.id == in.selected) disc(va, cam.worldToScreen(b.stern()), 2.5f, kGold, 8);

    // Dice under the ship, the name above; if the name would sit on another label, try below
    // the dice, then either side (fleets in line abreast crowd their names).
    const float ds = dice ? diceSize(scale, room[k]) : 0;
    const float total = 3 * ds + 2 * kDiceGap;
    const sf::FloatRect dice_rect(std::round(mid.x - total / 2), std::round(maxy + 5), total, ds);
    if (ds > 0) {
      V2 at{dice_rect.left, dice_rect.top};
      const int values[3] = {s.movement, s.combat, s.structure};
      for (int v = 0; v < 3; ++v) {
        die(out.dice, at, ds, values[v], valueColor(v));
        at.x += ds + kDiceGap;
      }
      placed.push_back(dice_rect);
    }
    if (labels) names.push_back({&s, boxes[k], mid, (ds > 0 ? dice_rect.top + ds : maxy) + 11});
  }

  // The names last, once every hull and die is placed: a name may not sit on a ship drawn after it.
  // The selected and pointed ships' names first (they are always shown), then the ships afloat,
  // then the wrecks. A name tries above, below, either side, a row further, then the same in a
  // smaller size; when every spot is taken it folds away (pointing at the ship shows its card).
  std::stable_sort(names.begin(), names.end(), [&](const Name &a, const Name &b) {
    const auto rank = [&](const ShipView &v) {
      return v.id == in.selected ? 0 : v.id == in.hovered ? 1 : v.sunk ? 3 : 2;
    };
    return rank(*a.ship) < rank(*b.ship);
  });
  for (const Name &n : names) {
    const ShipView &s = *n.ship;
    const float minx = n.box.left, maxx = n.box.left + n.box.width, miny = n.box.top;
    const V2 mid = n.mid;
    const sf::Color lc = s.id == in.selected ? kGold
                         : s.sunk            ? sf::Color(175, 180, 186)
                                             : sf::Color(240, 244, 250);
    const bool always = s.id == in.selected || s.id == in.hovered;
    bool done = false;
    for (const unsigned size : {13u, 11u}) {
      const float tw = text_width_(s.name, size), th = size + 2.f;
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
        const sf::FloatRect r(x - 2, spot.pos.y - th / 2, tw + 4, th);
        bool clear = true;
        for (const sf::FloatRect &p : placed)
          if (p.intersects(r)) {
            clear = false;
            break;
          }
        if (!clear) continue;
        placed.push_back(r);
        out.labels.push_back({s.name, spot.pos, lc, size, spot.align});
        done = true;
        break;
      }
      if (done) break;
    }
    if (!done && always) { // the ship the player works with keeps its name, above it
      const float tw = text_width_(s.name, 13);
      placed.emplace_back(mid.x - tw / 2 - 2, miny - 9 - 7.5f, tw + 4, 15);
      out.labels.push_back({s.name, {mid.x, miny - 9}, lc, 13, Label::Align::Center});
    }
  }
}

sf::FloatRect TableScene::labelRect(const Label &label, float pad) const {
  const float w = text_width_(label.text, label.size) + 2 * pad;
  const float h = static_cast<float>(label.size) + 8;
  float x = label.pos.x - w / 2;
  if (label.align == Label::Align::Left) x = label.pos.x - pad;
  if (label.align == Label::Align::Right) x = label.pos.x - w + pad;
  return {std::round(x), std::round(label.pos.y - h / 2), std::round(w), std::round(h)};
}

void TableScene::plateLabel(FrameBatches &out, Label label, sf::Color plate) const {
  const sf::FloatRect r = labelRect(label, 6);
  rect(out.over, r.left, r.top, r.width, r.height, plate);
  // Text is drawn after every plate: a name under the plate would show through, so it goes.
  std::erase_if(out.labels, [&](const Label &l) { return labelRect(l, 0).intersects(r); });
  out.labels.push_back(std::move(label));
}

void TableScene::buildOver(const Camera &cam, const SceneInput &in, FrameBatches &out) const {
  sf::VertexArray &va = out.over;
  const sf::Color plate(12, 20, 30, 200);
  if (in.preview) {
    const auto &p = *in.preview;
    const std::vector<V2> c = toScreen(cam, p.base.corners());
    const sf::Color side = p.illegal ? sf::Color(255, 80, 70) : sf::Color(255, 255, 255);
    if (!p.pivot)
      dashed(va, cam.worldToScreen(p.path_from), cam.worldToScreen(p.base.pose.center), 2, 6, 4,
             alpha(side, 160));
    else
      disc(va, cam.worldToScreen(p.pivot_point), 3, kGold, 10);
    convex(va, c, p.illegal ? sf::Color(230, 40, 30, 190) : sf::Color(255, 255, 255, 70));
    polyline(va, c, true, p.illegal ? 3.f : 2.f, side);
    // The label goes ahead of the bow, where the eye already is.
    const core::Vec2 hf = core::headingVector(p.base.pose.heading_deg);
    const float tw = text_width_(p.text, 13) + 12;
    const V2 bow = cam.worldToScreen(p.base.bow());
    const V2 dir{static_cast<float>(hf.x), static_cast<float>(-hf.y)};
    const float reach = std::fabs(dir.x) * tw / 2 + std::fabs(dir.y) * 11 + 30;
    const V2 at = bow + dir * reach;
    plateLabel(out, {p.text, at, p.illegal ? sf::Color(255, 150, 140) : kGold, 13}, plate);
    if (p.illegal && !p.why.empty()) {
      // The reason under the label, kept inside the window.
      const float ww = text_width_(p.why, 13);
      float x = at.x;
      const float half = ww / 2 + 8;
      x = std::clamp(x, in.screen.left + half,
                     std::max(in.screen.left + half, in.screen.left + in.screen.width - half));
      plateLabel(out, {p.why, {x, at.y + 24}, sf::Color(255, 150, 140), 13}, sf::Color(40, 10, 10, 225));
    }
  }
  if (in.handle) {
    const auto &h = *in.handle;
    const V2 a = cam.worldToScreen(h.stern), b = cam.worldToScreen(h.pos);
    dashed(va, a, b, 1.5f, 4, 3, alpha(kGold, 200));
    disc(va, b, h.active ? 9.f : 7.5f, sf::Color(20, 24, 30, 220), 16);
    disc(va, b, h.active ? 7.f : 5.5f, kGold, 16);
    disc(va, a, 3.f, kGold, 10);
  }
  if (in.fire) {
    const auto &f = *in.fire;
    const V2 a = cam.worldToScreen(f.from), b = cam.worldToScreen(f.to);
    const sf::Color col = f.possible ? sf::Color(255, 255, 255, 235) : sf::Color(255, 90, 80, 235);
    const sf::Color zone = f.possible ? sf::Color(120, 230, 255, 90) : sf::Color(255, 110, 60, 110);
    if (f.end_zones)
      for (const Segment &z : losEndZones(f.from, f.to, f.clearance))
        line(va, cam.worldToScreen(z.a), cam.worldToScreen(z.b), 10, zone, false);
    else
      line(va, a, b, 10, zone, false);
    line(va, a, b, 2, col);
    disc(va, a, 3.5f, col, 10);
    disc(va, b, 3.5f, col, 10);
    V2 m = (a + b) / 2.f;
    plateLabel(out, {f.text, {m.x, m.y - 16}, f.possible ? sf::Color::White : sf::Color(255, 150, 140), 13},
               plate);
  }
  if (in.measure) {
    const auto &m = *in.measure;
    const V2 a = cam.worldToScreen(m.a), b = cam.worldToScreen(m.b);
    const sf::Color col(255, 236, 120);
    line(va, a, b, 2, col);
    disc(va, a, 4, col, 10);
    disc(va, b, 4, col, 10);
    plateLabel(out, {m.text, {(a.x + b.x) / 2, (a.y + b.y) / 2 - 16}, col, 13}, plate);
  }
}

} // namespace amiraute::ui::legacy
