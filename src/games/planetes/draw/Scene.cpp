#include "games/planetes/draw/Scene.h"

#include "core/I18n.h"

#include <algorithm>

namespace amiraute::planetes {

using core::Hex;

namespace {

bool contains(const std::vector<Hex> &v, Hex h) { return std::find(v.begin(), v.end(), h) != v.end(); }

/// The first character of a name (a whole UTF-8 sequence: "É" of "Écarlate").
std::string initial(const std::string &name) {
  std::size_t n = name.empty() ? 0 : 1;
  while (n < name.size() && (static_cast<unsigned char>(name[n]) & 0xC0) == 0x80)
    ++n;
  return name.substr(0, n);
}

} // namespace

int palette(const Rules &rules, int side) {
  return side >= 0 && side < 2 ? draw::paletteOf(rules.sides[static_cast<std::size_t>(side)], side) : side;
}

const char *terrainLabel(Terrain t) {
  switch (t) {
  case Terrain::Void: return N_("void");
  case Terrain::Asteroids: return N_("asteroids");
  case Terrain::Planetoid: return N_("planetoid");
  case Terrain::ForceField: return N_("force field");
  case Terrain::BlackHole: return N_("black hole");
  case Terrain::Planet1:
  case Terrain::Planet2: return N_("planet");
  case Terrain::Station1:
  case Terrain::Station2: return N_("orbital station");
  }
  return "";
}

const char *typeName(UnitType t) {
  switch (t) {
  case UnitType::Infantry: return N_("infantry");
  case UnitType::Cavalry: return N_("cavalry");
  case UnitType::Artillery: return N_("artillery");
  }
  return "";
}

namespace {

/// On paper: light tints, dark outlines and numbers, each kind its own pattern where a tint alone
/// would not tell it apart in black and white.
draw::HexCellLook paperLook(Terrain t) {
  draw::HexCellLook look;
  look.fill = draw::Color::white();
  look.edge = {70, 70, 70};
  look.label = {60, 60, 60};
  switch (t) {
  case Terrain::Void: break;
  case Terrain::Asteroids:
    look.fill = {232, 232, 236};
    look.pattern = draw::HexPattern::Dots;
    look.ink = {70, 70, 80, 230};
    break;
  case Terrain::Planetoid:
    look.fill = {236, 224, 204};
    look.pattern = draw::HexPattern::Hatching;
    look.ink = {110, 80, 50, 220};
    break;
  case Terrain::ForceField:
    look.fill = {224, 240, 250};
    look.pattern = draw::HexPattern::Rings;
    look.ink = {40, 110, 160, 230};
    break;
  case Terrain::BlackHole:
    look.fill = {222, 216, 232};
    look.pattern = draw::HexPattern::Swirl;
    look.ink = {70, 40, 110, 230};
    break;
  case Terrain::Planet1:
  case Terrain::Planet2: look.fill = {235, 235, 235}; break;
  case Terrain::Station1:
  case Terrain::Station2:
    look.fill = {235, 235, 235};
    look.pattern = draw::HexPattern::Rings;
    look.ink = {60, 60, 60, 230};
    break;
  }
  return look;
}

} // namespace

draw::HexCellLook cellLook(Terrain t, draw::Look paper) {
  if (paper == draw::Look::Paper) return paperLook(t);
  draw::HexCellLook look;
  look.fill = {22, 26, 44};
  look.edge = {70, 80, 120, 90};
  look.label = {150, 160, 200, 150};
  switch (t) {
  case Terrain::Void: break;
  case Terrain::Asteroids:
    look.fill = {60, 58, 70};
    look.pattern = draw::HexPattern::Dots;
    look.ink = {170, 160, 150, 170};
    break;
  case Terrain::Planetoid:
    look.fill = {110, 96, 84};
    look.pattern = draw::HexPattern::Hatching;
    look.ink = {50, 40, 30, 120};
    look.label = {240, 230, 220, 200};
    break;
  case Terrain::ForceField:
    look.fill = {40, 70, 110};
    look.pattern = draw::HexPattern::Rings;
    look.ink = {120, 220, 255, 170};
    break;
  case Terrain::BlackHole:
    look.fill = {6, 6, 10};
    look.pattern = draw::HexPattern::Swirl;
    look.ink = {140, 90, 200, 170};
    break;
  case Terrain::Planet1:
    look.fill = {58, 100, 170};
    look.label = {220, 235, 255, 200};
    break;
  case Terrain::Planet2:
    look.fill = {170, 70, 60};
    look.label = {255, 230, 225, 200};
    break;
  case Terrain::Station1:
    look.fill = {90, 130, 190};
    look.pattern = draw::HexPattern::Rings;
    look.ink = {230, 240, 255, 120};
    break;
  case Terrain::Station2:
    look.fill = {190, 110, 96};
    look.pattern = draw::HexPattern::Rings;
    look.ink = {255, 240, 230, 120};
    break;
  }
  return look;
}

draw::HexCellLook cellFor(const Rules &rules, Terrain t, draw::Look paper) {
  draw::HexCellLook look = cellLook(t, paper);
  const bool planet = t == Terrain::Planet1 || t == Terrain::Planet2;
  const bool station = t == Terrain::Station1 || t == Terrain::Station2;
  if (!planet && !station) return look;
  const int side = t == Terrain::Planet1 || t == Terrain::Station1 ? 0 : 1;
  const draw::Color face = draw::sideLook(palette(rules, side)).face;
  if (paper == draw::Look::Paper) {
    // A light tint of the owner's colour; the ring pattern of a station in the owner's dark colour.
    look.fill = draw::mix(draw::Color::white(), face, planet ? 0.38f : 0.22f);
    if (station) look.ink = draw::alpha(draw::sideLook(palette(rules, side)).rim, 230);
    return look;
  }
  look.fill = draw::shade(face, planet ? 0.75f : 0.95f);
  return look;
}

draw::HexToken unitToken(const Rules &rules, const Unit &u, const draw::PieceMarks &pm) {
  const int t = static_cast<int>(u.type);
  const std::string glyph = std::to_string(rules.options.combat[static_cast<std::size_t>(t)]) + "-" +
                            std::to_string(rules.options.movement[static_cast<std::size_t>(t)]);
  draw::HexToken token =
      draw::pieceToken(draw::TokenShape::Unit, u.hex, 0, palette(rules, u.side), glyph, pm);
  token.symbol = unitSymbol(u.type);
  return token;
}

draw::UnitSymbol unitSymbol(UnitType t) {
  switch (t) {
  case UnitType::Infantry: return draw::UnitSymbol::Infantry;
  case UnitType::Cavalry: return draw::UnitSymbol::Cavalry;
  case UnitType::Artillery: return draw::UnitSymbol::Artillery;
  }
  return draw::UnitSymbol::None;
}

draw::HexSceneInput mapScene(const Rules &rules, const State &state, const Marks &marks, draw::Look look) {
  const core::HexMap &map = rules.map;
  const bool paper = look == draw::Look::Paper;
  draw::HexSceneInput in =
      draw::mapCells(map, [&](core::Hex h) { return cellFor(rules, rules.terrainAt(h), look); });
  // Each side's planet outlined in its colour.
  for (int s = 0; s < 2; ++s) {
    draw::HexZone z;
    z.hexes = rules.planet(s).hexes();
    z.line = paper ? draw::sideLook(palette(rules, s)).rim
                   : draw::alpha(draw::sideLook(palette(rules, s)).text, 220);
    z.width = paper ? 0.12f : 0.08f;
    in.zones.push_back(z);
  }
  if (paper) {
    in.variation = 0;
    in.shadows = false;
    // The owner's name on its planet and stations: the board reads without colours.
    for (int s = 0; s < 2; ++s) {
      const std::vector<Hex> planet = rules.planet(s).hexes();
      if (planet.empty()) continue;
      const draw::HexGeometry g(map.columns, map.rows);
      core::Vec2 c{0, 0};
      for (const Hex h : planet) {
        const core::Vec2 p = g.center(h);
        c = {c.x + p.x / static_cast<double>(planet.size()), c.y + p.y / static_cast<double>(planet.size())};
      }
      in.notes.push_back({{c.x, c.y - 0.25},
                          rules.sides[static_cast<std::size_t>(s)],
                          draw::sideLook(palette(rules, s)).rim,
                          0.34f,
                          true,
                          false});
      for (const Hex h : rules.stations(s).hexes()) {
        const core::Vec2 p = g.center(h);
        in.notes.push_back({{p.x, p.y - 0.05},
                            initial(rules.sides[static_cast<std::size_t>(s)]),
                            draw::sideLook(palette(rules, s)).rim,
                            0.34f,
                            true,
                            false});
      }
    }
  }
  for (Hex h : marks.fire_zone)
    in.highlights.push_back({h, draw::Color(255, 150, 60, 45), draw::Color(255, 150, 60, 150), 0.04f});
  draw::addReachMarks(in, marks.reach, marks.pulse);
  draw::addReachMarks(in, marks.retreat, marks.pulse);
  if (marks.path.size() >= 2) {
    const std::vector<Hex> rest(marks.path.begin() + 1, marks.path.end());
    draw::addPiecePath(in, marks.path.front(), rest, false);
  }
  for (const std::vector<Hex> &line : marks.fire_lines)
    if (line.size() >= 2) {
      draw::HexPath p;
      p.hexes = line;
      p.color = draw::Color(255, 120, 40, 230);
      p.width = 0.07f;
      p.dashed = true;
      p.arrow = true;
      in.paths.push_back(p);
    }
  in.hovered = marks.hovered;
  for (const Unit &u : state.units) {
    if (u.status != UnitStatus::OnBoard) continue;
    draw::PieceMarks pm;
    pm.selected = marks.selected && *marks.selected == u.hex;
    pm.pulse = marks.pulse;
    pm.ready = contains(marks.ready, u.hex);
    pm.target = marks.defender && *marks.defender == u.hex;
    const bool mine = u.side == state.side && state.retreats.empty();
    pm.spent =
        mine && ((state.phase == Phase::Movement && u.moved) || (state.phase == Phase::Combat && u.attacked));
    draw::HexToken token = unitToken(rules, u, pm);
    // Its box hides its hex's number, by which the scenario places it and the referee moves it.
    token.name = core::formatHex(u.hex);
    if (contains(marks.attackers, u.hex))
      token.halos.push_back({draw::Color(255, 150, 30, 245), 1.04f, 1.28f});
    if (marks.retreating && *marks.retreating == u.hex)
      token.halos.push_back({draw::Color(80, 230, 255, 230), 1.04f, 1.30f});
    in.tokens.push_back(token);
  }
  return in;
}

} // namespace amiraute::planetes
