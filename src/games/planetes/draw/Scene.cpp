#include "games/planetes/draw/Scene.h"

#include "core/I18n.h"

#include <algorithm>

namespace amiraute::planetes {

using core::Hex;

namespace {

bool contains(const std::vector<Hex> &v, Hex h) { return std::find(v.begin(), v.end(), h) != v.end(); }

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

draw::HexCellLook cellLook(Terrain t) {
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

draw::HexCellLook cellFor(const Rules &rules, Terrain t) {
  draw::HexCellLook look = cellLook(t);
  const bool planet = t == Terrain::Planet1 || t == Terrain::Planet2;
  const bool station = t == Terrain::Station1 || t == Terrain::Station2;
  if (!planet && !station) return look;
  const int side = t == Terrain::Planet1 || t == Terrain::Station1 ? 0 : 1;
  look.fill = draw::shade(draw::sideLook(palette(rules, side)).face, planet ? 0.75f : 0.95f);
  return look;
}

draw::UnitSymbol unitSymbol(UnitType t) {
  switch (t) {
  case UnitType::Infantry: return draw::UnitSymbol::Infantry;
  case UnitType::Cavalry: return draw::UnitSymbol::Cavalry;
  case UnitType::Artillery: return draw::UnitSymbol::Artillery;
  }
  return draw::UnitSymbol::None;
}

draw::HexSceneInput mapScene(const Rules &rules, const State &state, const Marks &marks) {
  draw::HexSceneInput in;
  const core::HexMap &map = rules.map;
  in.columns = map.columns;
  in.rows = map.rows;
  for (int i = 0; i < map.cells(); ++i)
    in.cells.push_back(cellFor(rules, rules.terrainAt(map.hexAt(i))));
  // Each side's planet outlined in its colour.
  for (int s = 0; s < 2; ++s) {
    draw::HexZone z;
    z.hexes = rules.planet(s).hexes();
    z.line = draw::alpha(draw::sideLook(palette(rules, s)).text, 220);
    z.width = 0.08f;
    in.zones.push_back(z);
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
    const int t = static_cast<int>(u.type);
    const std::string glyph = std::to_string(rules.options.combat[static_cast<std::size_t>(t)]) + "-" +
                              std::to_string(rules.options.movement[static_cast<std::size_t>(t)]);
    draw::HexToken token =
        draw::pieceToken(draw::TokenShape::Unit, u.hex, 0, palette(rules, u.side), glyph, pm);
    token.symbol = unitSymbol(u.type);
    if (contains(marks.attackers, u.hex))
      token.halos.push_back({draw::Color(255, 150, 30, 245), 1.04f, 1.28f});
    if (marks.retreating && *marks.retreating == u.hex)
      token.halos.push_back({draw::Color(80, 230, 255, 230), 1.04f, 1.30f});
    in.tokens.push_back(token);
  }
  return in;
}

} // namespace amiraute::planetes
