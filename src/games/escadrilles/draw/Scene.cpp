#include "games/escadrilles/draw/Scene.h"

#include <algorithm>

namespace amiraute::escadrilles {

using core::Hex;

namespace {

bool startsWith(const std::vector<int> &v, const std::vector<int> &prefix) {
  return v.size() >= prefix.size() && std::equal(prefix.begin(), prefix.end(), v.begin());
}

} // namespace

int palette(const Rules &rules, int side) { return draw::paletteOf(rules.sides, side); }

draw::HexCellLook cellLook(Terrain t) {
  draw::HexCellLook look;
  switch (t) {
  case Terrain::Sea:
    look.fill = {52, 104, 166};
    look.edge = {18, 30, 50, 70};
    look.label = {200, 222, 250, 150};
    look.pattern = draw::HexPattern::Waves;
    look.ink = {210, 230, 255, 45};
    break;
  case Terrain::Plain:
    look.fill = {150, 192, 112};
    look.label = {28, 52, 22, 200};
    break;
  case Terrain::Plateau:
    look.fill = {178, 138, 90};
    look.edge = {60, 40, 20, 110};
    look.label = {50, 30, 12, 210};
    look.pattern = draw::HexPattern::Hatching;
    look.ink = {92, 62, 30, 95};
    break;
  case Terrain::Dark:
    look.fill = {30, 28, 36};
    look.edge = {10, 10, 14, 200};
    look.label = {170, 160, 170, 170};
    look.pattern = draw::HexPattern::Swirl;
    look.ink = {150, 60, 60, 150};
    break;
  }
  return look;
}

// ---- the flight plan -----------------------------------------------------------------------------

FlightPlan FlightPlan::of(const Rules &rules, const State &state, int plane) {
  FlightPlan plan;
  plan.plane = plane;
  if (plane < 0) return plan;
  std::vector<int> dirs;
  std::vector<Flight> breaches; // paths that break the turn limit: a crash when nothing else finishes
  // Depth first over every path: fly() rules each prefix.
  auto explore = [&](auto &&self, int facing) -> void {
    for (int delta : {0, -1, 1, -2, 2}) {
      dirs.push_back(core::turnFacing(facing, delta));
      const Flown f = fly(rules, state, plane, dirs);
      if (!f.refusal) {
        (f.flight.outcome == Outcome::Safe ? plan.safe : plan.losses).push_back(f.flight);
      } else if (f.flight.outcome == Outcome::TurnLimit && !f.flight.path.empty() &&
                 std::none_of(breaches.begin(), breaches.end(),
                              [&](const Flight &b) { return b.path == f.flight.path; })) {
        breaches.push_back(f.flight);
        breaches.back().directions = dirs;
      } else if (f.flight.outcome == Outcome::Safe && f.flight.left > 0 &&
                 f.flight.directions.size() == dirs.size()) {
        self(self, dirs.back()); // points left: go on
      }
      dirs.pop_back();
    }
  };
  explore(explore, state.planes[static_cast<std::size_t>(plane)].facing);
  if (plan.safe.empty()) plan.losses.insert(plan.losses.end(), breaches.begin(), breaches.end());
  return plan;
}

std::vector<int> FlightPlan::safeSteps(const std::vector<int> &prefix) const {
  std::vector<int> out;
  for (const Flight &f : safe)
    if (f.directions.size() > prefix.size() && startsWith(f.directions, prefix)) {
      const int d = f.directions[prefix.size()];
      if (std::find(out.begin(), out.end(), d) == out.end()) out.push_back(d);
    }
  return out;
}

std::vector<int> FlightPlan::lossSteps(const std::vector<int> &prefix) const {
  std::vector<int> out;
  for (const Flight &f : losses)
    if (f.directions.size() > prefix.size() + 1 && startsWith(f.directions, prefix)) {
      const int d = f.directions[prefix.size()];
      if (std::find(out.begin(), out.end(), d) == out.end()) out.push_back(d);
    }
  return out;
}

std::vector<const Flight *> FlightPlan::riskSteps(const std::vector<int> &prefix) const {
  std::vector<const Flight *> out;
  for (const Flight &f : losses)
    if (f.directions.size() == prefix.size() + 1 && startsWith(f.directions, prefix)) out.push_back(&f);
  return out;
}

std::vector<const Flight *> FlightPlan::endsOn(const std::vector<int> &prefix, Hex hex) const {
  std::vector<const Flight *> out;
  for (const Flight &f : safe)
    if (f.end == hex && startsWith(f.directions, prefix) &&
        std::none_of(out.begin(), out.end(), [&](const Flight *o) { return o->facing == f.facing; }))
      out.push_back(&f);
  return out;
}

const Flight *FlightPlan::complete(const std::vector<int> &prefix) const {
  for (const Flight &f : safe)
    if (f.directions == prefix) return &f;
  return nullptr;
}

draw::HexSceneInput mapScene(const Rules &rules, const State &state, const Marks &marks) {
  const core::HexMap &map = rules.map;
  draw::HexSceneInput in = draw::mapCells(map, [&](core::Hex h) { return cellLook(rules.terrainAt(h)); });

  draw::addReachMarks(in, marks.reach, marks.pulse);
  if (marks.plane >= 0) {
    const Hex start = state.planes[static_cast<std::size_t>(marks.plane)].hex;
    draw::addPiecePath(in, start, marks.path, false);
    if (!marks.preview.empty()) {
      const Hex from = marks.path.empty() ? start : marks.path.back();
      draw::addPiecePath(in, from, marks.preview, true);
    }
  }
  in.hovered = marks.hovered;

  // Every plane's line of fire, 1 and 2 hexes straight ahead (ES-FIRE-1); bright when it holds a
  // target now.
  for (std::size_t i = 0; i < state.planes.size(); ++i) {
    const Plane &p = state.planes[i];
    if (!p.alive() || static_cast<int>(i) == marks.plane) continue;
    const FireLine line = lineOfFire(rules, state, static_cast<int>(i));
    draw::addFireLine(in, p.hex, line.hexes, palette(rules, p.side), !line.targets.empty());
  }
  if (marks.ghost)
    draw::addFireLine(in, marks.ghost->hex, marks.ghost_fire,
                      palette(rules, state.planes[static_cast<std::size_t>(marks.plane)].side),
                      marks.ghost_armed);

  // Planes that fell: a small cross and the number where they went down.
  const draw::HexGeometry geometry(map.columns, map.rows);
  for (const Plane &p : state.planes)
    if (!p.alive() && p.fate != Fate::LeftMap && map.contains(p.hex)) {
      const core::Vec2 c = geometry.center(p.hex);
      draw::HexNote n;
      n.world = {c.x, c.y - 0.45};
      n.text = "✕" + std::to_string(p.number);
      n.color = draw::alpha(draw::sideLook(palette(rules, p.side)).text, 200);
      n.size = 0.34f;
      n.bold = true;
      in.notes.push_back(n);
    }

  // The planes, then their altitudes.
  for (std::size_t i = 0; i < state.planes.size(); ++i) {
    const Plane &p = state.planes[i];
    if (!p.alive()) continue;
    draw::PieceMarks pm = draw::numberedMarks(static_cast<int>(i), marks.plane, marks.targets, marks.pulse);
    pm.ready =
        marks.ready && state.phase == Phase::Movement && p.side == state.moving && !p.moved && !pm.selected;
    pm.spent = state.phase == Phase::Movement && p.side == state.moving && p.moved;
    in.tokens.push_back(draw::pieceToken(draw::TokenShape::Plane, p.hex, p.facing, palette(rules, p.side),
                                         std::to_string(p.number), pm));
    in.tokens.back().name = planeName(rules, p);
    const Terrain t = rules.terrainAt(p.hex);
    const core::Vec2 c = geometry.center(p.hex);
    draw::HexNote alt;
    alt.world = {c.x + 0.7, c.y}; // right of the token, between its arrows: a picture names it below
    alt.text = "▲" + std::to_string(level(t));
    alt.color = draw::Color(255, 244, 200);
    alt.size = 0.27f;
    alt.bold = true;
    in.notes.push_back(alt);
  }
  if (marks.ghost && marks.plane >= 0) {
    const Plane &p = state.planes[static_cast<std::size_t>(marks.plane)];
    draw::PieceMarks pm;
    pm.ghost = true;
    in.tokens.push_back(draw::pieceToken(draw::TokenShape::Plane, marks.ghost->hex, marks.ghost->facing,
                                         palette(rules, p.side), std::to_string(p.number), pm));
  }
  return in;
}

} // namespace amiraute::escadrilles
