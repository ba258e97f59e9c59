#include "print/HexBoard.h"

#include "core/I18n.h"
#include "core/hex/Pose.h"
#include "draw/Cairo.h"

#include <algorithm>
#include <cmath>

namespace amiraute::print {

using draw::Color;
using draw::Point;

namespace {

constexpr double kSqrt3 = 1.7320508075688772;

Picture pictureOf(const draw::HexSceneInput &in, double scale, double mm_per_unit) {
  auto s = std::make_shared<draw::Scene>();
  draw::MapView view;
  view.scale = scale;
  draw::buildHexScene(in, view, *s);
  const draw::HexGeometry g(in.columns, in.rows);
  Picture p;
  p.scene = s;
  p.area = {0, 0, static_cast<float>(g.width()), static_cast<float>(g.height())};
  p.mm_per_unit = mm_per_unit;
  p.y_up = true;
  return p;
}

} // namespace

double hexRadiusMm(double hex_mm) { return hex_mm / kSqrt3; }

Picture hexMap(const draw::HexSceneInput &in, double hex_mm) {
  const double r = hexRadiusMm(hex_mm);
  return pictureOf(in, r / 25.4 * 72 * kHexDevicePerPoint, r);
}

Picture hexMapAt(const draw::HexSceneInput &in, double scale) { return pictureOf(in, scale, 1); }

Picture hexSample(const draw::HexCellLook &look, const draw::HexSceneInput &extra) {
  draw::HexSceneInput in = extra;
  in.columns = 1;
  in.rows = 1;
  in.cells = {look};
  in.labels = false;
  in.variation = 0;
  in.shadows = false;
  // A 9 mm hex in the legend: its lines and patterns as on the board.
  return pictureOf(in, hexRadiusMm(9) / 25.4 * 72 * kHexDevicePerPoint, hexRadiusMm(9));
}

Picture tokenPicture(draw::HexToken token, double mm_per_radius, double width_radii, double height_radii) {
  draw::HexSceneInput in;
  in.shadows = false;
  token.halos.clear();
  token.offset = {0, 0};
  const draw::HexGeometry g(0, 0);
  const core::Vec2 c = g.center(token.hex);
  in.tokens.push_back(std::move(token));
  auto s = std::make_shared<draw::Scene>();
  draw::MapView view;
  view.scale = mm_per_radius / 25.4 * 72 * kHexDevicePerPoint;
  draw::buildHexScene(in, view, *s);
  Picture p;
  p.scene = s;
  p.area = {static_cast<float>(c.x - width_radii / 2), static_cast<float>(c.y - height_radii / 2),
            static_cast<float>(width_radii), static_cast<float>(height_radii)};
  p.mm_per_unit = mm_per_radius;
  p.y_up = true;
  return p;
}

Picture facingRose(std::optional<int> wind_from) {
  // World: the rose's radius is 1, y north, centred on (0, 0) in a box of 3 x 3.
  auto s = std::make_shared<draw::Scene>();
  const Color ink{40, 40, 40};
  std::vector<Point> hex;
  for (int i = 0; i < 6; ++i) {
    const float a = static_cast<float>(i) * 3.14159265f / 3;
    hex.push_back({0.8f * std::cos(a), 0.8f * std::sin(a)});
  }
  s->polygon(hex, Color(245, 245, 245));
  s->polyline(hex, true, 0.035f, ink);
  for (int facing = 1; facing <= 6; ++facing) {
    // Facing 1 is north, through the top side's middle; then clockwise, 60 degrees apart.
    const float bearing = static_cast<float>(facing - 1) * 3.14159265f / 3;
    const Point u{std::sin(bearing), std::cos(bearing)};
    s->segment(u * 0.72f, u * 1.02f, 0.05f, ink, 0);
    s->triangle(u * 1.18f, u * 1.02f + normal(u) * 0.07f, u * 1.02f - normal(u) * 0.07f, ink);
    draw::Text t;
    t.at = u * 1.36f;
    t.text = std::to_string(facing);
    t.size = 0.26f;
    t.bold = true;
    t.color = ink;
    s->text(std::move(t));
  }
  draw::Text n;
  n.at = {0.0f, 0.42f};
  n.text = "N";
  n.size = 0.3f;
  n.bold = true;
  n.color = ink;
  s->text(std::move(n));
  if (wind_from) {
    // The wind blows from where it is named after, across the rose.
    const float from = *wind_from == 4 ? -1.f : 1.f;
    const Color blue{40, 90, 170};
    s->segment({0.22f, 0.5f * from}, {0.22f, -0.45f * from}, 0.06f, blue, 0);
    s->triangle({0.22f, -0.62f * from}, {0.12f, -0.42f * from}, {0.32f, -0.42f * from}, blue);
  }
  Picture p;
  p.scene = s;
  p.area = {-1.55f, -1.55f, 3.1f, 3.1f};
  p.mm_per_unit = 10;
  p.y_up = true;
  return p;
}

Board hexBoard(std::string title, const draw::HexSceneInput &in, const std::vector<HexLegendKind> &kinds,
               std::vector<LegendEntry> extra, std::vector<std::string> notes, const std::string &map_clause,
               const Options &o) {
  Board b;
  b.title = std::move(title);
  b.map = hexMap(in, o.hex_mm);
  for (const HexLegendKind &k : kinds)
    b.legend.push_back({hexSample(k.look), k.name, k.detail});
  for (LegendEntry &e : extra)
    b.legend.push_back(std::move(e));
  b.notes.push_back(
      core::fill(core::tr("Each hex is numbered CCRR: its column, then its row, from 01; even columns "
                          "sit half a hex lower ({clause}). The referee reads and types these numbers."),
                 {{"clause", map_clause}}));
  for (std::string &n : notes)
    b.notes.push_back(std::move(n));
  const bool whole = std::abs(o.hex_mm - std::round(o.hex_mm)) < 1e-9;
  b.scale_note =
      core::fill(core::tr("Hex: {n} mm across the flats"), {{"n", core::decimal(o.hex_mm, whole ? 0 : 1)}});
  return b;
}

PieceSheet tokenSheet(std::string title, const std::vector<std::pair<draw::HexToken, int>> &tokens,
                      std::vector<std::string> notes, const Options &o) {
  PieceSheet sheet;
  sheet.title = std::move(title);
  sheet.part = Part::Counters;
  sheet.notes = std::move(notes);
  // A counter is cut as the square a hex holds (Options::counterMm); the token is drawn as large
  // as that square allows: at the board's scale when it fits, smaller when its arrow or rim would
  // leave the square.
  const double radius = hexRadiusMm(o.hex_mm);
  const double side_mm = o.counterMm();
  const double side = side_mm / radius; // in hex radii
  for (const auto &[token, copies] : tokens) {
    if (copies <= 0) continue;
    Piece p;
    draw::HexToken t = token;
    const draw::HexGeometry g(0, 0);
    if (t.shape == draw::TokenShape::Bar) {
      // A bar over one or two hexes, bow north: the square, one hex longer for a three-master.
      t.facing = 1;
      const double hex_step = g.center(t.hex).y - g.center(core::Hex{t.hex.q, t.hex.r + 1}).y;
      const double extra = (t.length > 1 ? hex_step : 0);
      p.front = tokenPicture(t, radius, side, side + extra);
      p.front.area.y -= static_cast<float>(extra / 2);
    } else if (t.shape == draw::TokenShape::Plane) {
      // The disc (radius 0.42) and its arrow north (to 0.84): a square of 1.3 radii, the disc low in it.
      const double k = std::max(side, 1.3);
      p.front = tokenPicture(t, side_mm / k, k, k);
      p.front.area.y += 0.2f;
    } else {
      const double k = std::max(side, 2 * draw::kCoinRadius + 0.1);
      p.front = tokenPicture(t, side_mm / k, k, k);
    }
    p.copies = copies;
    sheet.pieces.push_back(std::move(p));
  }
  return sheet;
}

ReferenceLine oddsLine(std::string clause) {
  return {std::move(clause), core::tr("Odds: attackers' total against the defender's strength, rounded for "
                                      "the defender (7 against 2 is 3:1).")};
}

ReferenceTable oddsTable(std::string table_clause) {
  ReferenceTable t;
  t.header = {core::tr("odds"), core::tr("result")};
  t.rows = {{core::tr("4:1 or more"), core::tr("defender eliminated")},
            {"3:1", core::tr("defender retreats")},
            {core::tr("below 3:1"), core::tr("nothing")}};
  t.clause = std::move(table_clause);
  return t;
}

Color paperTint(Color screen, float keep) { return draw::mix(Color::white(), alpha(screen, 255), keep); }

draw::HexCellLook paperCell(Color fill, draw::HexPattern pattern, Color ink) {
  draw::HexCellLook look;
  look.fill = fill;
  look.edge = {70, 70, 70, 255};
  look.label = {60, 60, 60, 255};
  look.pattern = pattern;
  look.ink = ink;
  return look;
}

} // namespace amiraute::print
