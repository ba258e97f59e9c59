// Haute Mer on paper: UD rulers at the table's scale (--ud-cm), one per class in the scenario with
// its fire bands (where a die hits on 6, 5–6, 4–6: HM-FIRE-2, HM-FIRE-3) marked along it; each
// ship's base at that scale to cut out, bow marked, its class's silhouette on it; a card per ship
// with a track of boxes for each value to keep the damage.
#include "core/I18n.h"
#include "draw/Cairo.h"
#include "games/haute_mer/Game.h"
#include "print/Kits.h"
#include "print/Page.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <string>

namespace amiraute::haute_mer {

namespace {

using core::fill;
using core::tr;

std::string num(int n) { return std::to_string(n); }

/// "6", "5–6", "4–6": the faces that hit.
std::string faces(int hit_on) { return hit_on >= 6 ? "6" : num(hit_on) + "–6"; }

/// The fire bands of a gun of `range` UD: shortfall floor(range - d) = k hits on hit_on[min(k, 3)].
std::vector<print::RulerBand> fireBands(const Scenario &s, int range) {
  static const draw::Color tint[] = {{250, 225, 200}, {250, 200, 160}, {240, 170, 120}, {230, 150, 100}};
  std::vector<print::RulerBand> out;
  for (int k = 0; k < range; ++k) {
    const int on = s.rules.artillery_hit_on[static_cast<std::size_t>(std::min(k, 3))];
    const double from = range - k - 1, to = range - k;
    if (!out.empty() && out.back().label == faces(on)) {
      out.back().from = from; // the same band goes on toward the firer
      continue;
    }
    out.push_back({from, to, faces(on), tint[std::min(k, 3)]});
  }
  return out;
}

std::vector<const ShipClass *> classesInPlay(const Scenario &s) {
  std::vector<const ShipClass *> out;
  std::set<std::string> seen;
  for (const ShipSetup &ship : s.ships)
    if (seen.insert(ship.class_id).second) out.push_back(&s.classes.at(ship.class_id));
  std::stable_sort(out.begin(), out.end(),
                   [](const ShipClass *a, const ShipClass *b) { return a->combat > b->combat; });
  return out;
}

std::vector<print::Ruler> rulers(const Scenario &s, const print::Options &o) {
  std::vector<print::Ruler> out;
  int longest = 1;
  for (const ShipClass *c : classesInPlay(s)) {
    longest = std::max(longest, c->combat);
    if (c->combat <= 0) continue;
    print::Ruler r;
    r.title = fill(tr("{class}: range {n} UD, the faces that hit by distance (HM-FIRE-2, HM-FIRE-3)"),
                   {{"class", c->name}, {"n", num(c->combat)}});
    r.unit = "UD";
    r.unit_mm = o.ud_cm * 10;
    r.length = c->combat;
    r.bands = fireBands(s, c->combat);
    out.push_back(r);
  }
  print::Ruler plain;
  plain.title = tr("UD ruler: movement and distances (HM-MOVE-1)");
  plain.unit = "UD";
  plain.unit_mm = o.ud_cm * 10;
  plain.length = longest;
  out.insert(out.begin(), plain);
  return out;
}

draw::Color sideTint(int side) { return side == 0 ? draw::Color(214, 226, 244) : draw::Color(246, 218, 214); }

/// The class's silhouette (assets/ships/<class>.svg, drawn bow to the right) centred on `at`,
/// `length` x `width`, turned by `rotation` degrees clockwise; washed with the side's colour.
draw::Image silhouette(const ShipClass &c, draw::Point at, float length, float width, float rotation,
                       draw::Color tint) {
  draw::Image art;
  art.name = "ships/" + c.id;
  art.center = at;
  art.width = length;
  art.height = width;
  art.rotation = rotation;
  art.tint = tint;
  art.layer = 1;
  return art;
}

/// A ship's base seen from above, bow up: its outline, the class's silhouette on it (as on
/// screen), the bow's point, its name across it.
print::Picture base(const ShipSetup &ship, const ShipClass &c, const print::Options &o) {
  auto scene = std::make_shared<draw::Scene>();
  const float w = static_cast<float>(c.width), l = static_cast<float>(c.length);
  const draw::Point hull[] = {{0, l * 0.12f}, {w / 2, 0}, {w, l * 0.12f}, {w, l}, {0, l}};
  scene->polygon(hull, sideTint(ship.side));
  // Inset so that the base's edge stays visible all round: the base is what the rules measure.
  const float inset = std::min(w, l) * 0.1f;
  scene->image(silhouette(c, {w / 2, l / 2}, l - 2 * inset, w - 2 * inset, -90, sideTint(ship.side)));
  scene->setLayer(2);
  scene->polyline(hull, true, 0.02f, draw::Color(40, 40, 40));
  draw::Text t;
  t.text = ship.name;
  t.at = {w / 2, l * 0.56f};
  // Across the base, as large as its width allows, with a pale edge over the silhouette.
  t.size = std::min(0.13f, 0.9f * w / std::max(0.01f, draw::textWidth(ship.name, 1, true)));
  t.bold = true;
  t.color = {30, 30, 30};
  t.outline = draw::Color(255, 255, 255, 220);
  t.outline_width = t.size * 0.12f;
  t.layer = 2;
  scene->text(std::move(t));
  print::Picture p;
  p.scene = scene;
  p.area = {0, 0, w, l};
  p.mm_per_unit = o.ud_cm * 10;
  return p;
}

print::PieceSheet bases(const Scenario &s, const print::Options &o) {
  print::PieceSheet sheet;
  sheet.title = tr("ship bases");
  sheet.gap_mm = 3;
  for (const ShipSetup &ship : s.ships) {
    print::Piece p;
    p.front = base(ship, s.classes.at(ship.class_id), o);
    sheet.pieces.push_back(std::move(p));
  }
  sheet.notes.push_back(
      fill(tr("Each base at 1 UD = {cm} cm, bow at the top; glue it under the model or play it "
              "as it is (HM-CLASS-1). Blue: {a}; red: {b}."),
           {{"cm", core::decimal(o.ud_cm, o.ud_cm == std::floor(o.ud_cm) ? 0 : 1)},
            {"a", s.sides.empty() ? "" : s.sides[0]},
            {"b", s.sides.size() < 2 ? "" : s.sides[1]}}));
  return sheet;
}

/// A line of text from `at` (its middle on the point's height), `size` mm high.
draw::Text line(std::string text, draw::Point at, float size, draw::Color color, bool bold = false,
                draw::Align align = draw::Align::Start) {
  return {.at = at,
          .text = std::move(text),
          .size = size,
          .color = color,
          .bold = bold,
          .horizontal = align,
          .unless_image = {}};
}

/// A row of `n` boxes numbered n down to 1, to cross out one by one as damage falls, from
/// (`x`, `y`) within `room` millimetres.
void track(draw::Scene &scene, const std::string &name, int n, float x, float y, float room,
           const std::string &after) {
  const draw::Color ink(40, 40, 40);
  scene.text(line(name, {x, y + 2.6f}, 3.0f, ink, true));
  const float left = x + 20, box = std::min(6.0f, (room - 20 - (after.empty() ? 0 : 9)) / std::max(1, n));
  for (int k = 0; k < n; ++k) {
    const float bx = left + static_cast<float>(k) * box;
    const draw::Point corners[] = {{bx, y}, {bx + box, y}, {bx + box, y + 5.2f}, {bx, y + 5.2f}};
    scene.polyline(corners, true, 0.25f, ink);
    scene.text(std::to_string(n - k), {bx + box / 2, y + 2.6f}, std::min(2.6f, box * 0.55f),
               draw::Color(120, 120, 120));
  }
  if (!after.empty())
    scene.text(
        line(after, {left + static_cast<float>(n) * box + 1.5f, y + 2.6f}, 2.4f, draw::Color(110, 110, 110)));
}

/// A ship's card, 88 x 56 mm: its name, side and class, the silhouette, and a track of boxes for
/// each of movement, combat and structure (HM-DMG-2), the first point of every attack taken from
/// structure (HM-DMG-1), the ship sunk at 0 (HM-DMG-4).
print::Picture shipCard(const Scenario &s, const ShipSetup &ship) {
  const ShipClass &c = s.classes.at(ship.class_id);
  auto scene = std::make_shared<draw::Scene>();
  const float W = 88, H = 56;
  const draw::Color ink(30, 30, 30), tint = sideTint(ship.side);
  scene->rect(0, 0, W, 11, tint);
  const draw::Point frame[] = {{0, 0}, {W, 0}, {W, H}, {0, H}};
  const std::string side = ship.side >= 0 && ship.side < static_cast<int>(s.sides.size())
                               ? s.sides[static_cast<std::size_t>(ship.side)]
                               : "";
  scene->text(line(ship.name, {3, 5.5f},
                   std::min(5.0f, 50 / std::max(1.f, draw::textWidth(ship.name, 1, true))), ink, true));
  scene->text(line(side, {W - 3, 5.5f}, 3.4f, ink, false, draw::Align::End));
  std::string what = c.name;
  if (c.torpedoes) what += std::string(" · ") + tr("torpedoes (HM-TORP-1)");
  scene->text(line(what, {3, 15}, 3.0f, draw::Color(70, 70, 70)));
  scene->image(
      silhouette(c, {W - 18, 15}, 30, 30 * static_cast<float>(c.width / std::max(0.01, c.length)), 0, tint));
  track(*scene, tr("movement"), c.movement, 3, 21, W - 6, "");
  track(*scene, tr("combat"), c.combat, 3, 29.5f, W - 6, "");
  track(*scene, tr("structure"), c.structure, 3, 38, W - 6, tr("0: sunk"));
  scene->text(line(tr("Cross out a box for each point of damage (HM-DMG-1, HM-DMG-2)."), {3, 50}, 2.5f,
                   draw::Color(110, 110, 110)));
  scene->setLayer(2);
  scene->polyline(frame, true, 0.3f, ink);
  print::Picture p;
  p.scene = scene;
  p.area = {0, 0, W, H};
  p.mm_per_unit = 1;
  return p;
}

print::PieceSheet shipCards(const Scenario &s) {
  print::PieceSheet sheet;
  sheet.title = tr("ship cards");
  sheet.part = print::Part::Sheets;
  sheet.gap_mm = 4;
  for (const ShipSetup &ship : s.ships) {
    print::Piece p;
    p.front = shipCard(s, ship);
    sheet.pieces.push_back(std::move(p));
  }
  sheet.notes.push_back(tr("A card per ship beside the table: cross out a box as each point of damage "
                           "falls; the program keeps the same values."));
  return sheet;
}

std::string ud(double v) { return core::decimal(v, v == std::floor(v) ? 0 : 1); }

std::vector<print::ReferenceSection> reference(const Scenario &sc) {
  const RuleOptions &o = sc.rules;
  std::vector<print::ReferenceSection> out = print::turnReference({
      {"HM-SEQ-1", tr("The sides play in turn: move any ships, `end`, then attack one at a time, `end`.")},
      {"HM-MOVE-1", tr("A ship moves at most its movement value in UD; what is left is lost.")},
      {"HM-MOVE-3", fill(tr("Before a pivot it goes {n} UD straight ahead (not with movement 1, HM-MOVE-5)."),
                         {{"n", ud(o.straight_before_pivot)}})},
      {"HM-MOVE-4",
       fill(tr("A pivot about the middle of the stern, up to {deg}°, costs {n} UD: `move SHIP pivot "
               "30`, positive to starboard."),
            {{"deg", ud(o.max_pivot)}, {"n", ud(o.pivot_cost)}})},
  });
  {
    print::ReferenceSection &s = print::addSection(
        out, tr("Fire"),
        {
            {"HM-FIRE-2",
             tr("Combat value = dice and range in UD, base edge to base edge (the class rulers).")},
            {"HM-LOS-2", o.line_of_fire == LineOfFireRule::EndZones
                             ? fill(tr("A base touching the line within {n} UD of either end blocks it."),
                                    {{"n", ud(o.los_clearance)}})
                             : tr("Any base touching the line blocks it.")},
            {"HM-FIRE-4", tr("Each hit does 1 point of damage.")},
        });
    bool torpedoes = false;
    for (const ShipClass *c : classesInPlay(sc))
      torpedoes = torpedoes || c->torpedoes;
    if (torpedoes)
      s.lines.push_back(
          {"HM-TORP-2", fill(tr("Torpedoes: within 1 UD, 4 dice hit on 4+; up to 2 UD, 2 dice hit on "
                                "6; {n} points a hit (HM-TORP-3)."),
                             {{"n", num(o.torpedo_damage_per_hit)}})});
    print::ReferenceTable t;
    t.header = {tr("under maximum range"), tr("hits on")};
    const char *under[] = {"0", "1", "2", "3+"};
    for (std::size_t k = 0; k < 4; ++k)
      t.rows.push_back({std::string(under[k]) + " UD", faces(o.artillery_hit_on[k])});
    t.clause = "HM-FIRE-3";
    s.tables.push_back(t);
  }
  {
    print::ReferenceSection &s = print::addSection(
        out, tr("Damage and victory"),
        {
            {"HM-DMG-1",
             tr("The first point of every attack comes off structure; the owner spreads the rest over "
                "movement, combat and structure (HM-DMG-2).")},
            {"HM-DMG-4", tr("Structure at 0: the ship sinks.")},
            {"HM-WIN-1", tr("The last side afloat wins.")},
        });
    if (sc.victory.turn_limit)
      s.lines.push_back(
          {"HM-WIN-2", fill(tr("After turn {n}: the side that sank the most enemy structure wins."),
                            {{"n", num(*sc.victory.turn_limit)}})});
  }
  return out;
}

print::Kit kit(const Scenario &s, const print::Options &o) {
  return {.pieces = {bases(s, o), shipCards(s)}, .rulers = rulers(s, o), .reference = reference(s)};
}

} // namespace

} // namespace amiraute::haute_mer

AMIRAUTE_REGISTER_KIT(amiraute::haute_mer::Game, amiraute::haute_mer::kit)
