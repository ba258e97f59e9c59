#include "games/detroits/draw/Scene.h"

#include <algorithm>
#include <numeric>

namespace amiraute::detroits {

using core::Hex;

int palette(const Rules &rules, int side) { return draw::paletteOf(rules.sides, side); }

draw::HexCellLook cellLook(Terrain t) {
  draw::HexCellLook look;
  if (t == Terrain::Land) {
    look.fill = {150, 128, 84};
    look.edge = {60, 44, 20, 120};
    look.label = {48, 34, 14, 210};
    look.pattern = draw::HexPattern::Dots;
    look.ink = {80, 60, 30, 110};
  } else {
    look.fill = {46, 98, 160};
    look.edge = {18, 30, 50, 70};
    look.label = {200, 222, 250, 150};
    look.pattern = draw::HexPattern::Waves;
    look.ink = {210, 230, 255, 45};
  }
  return look;
}

std::vector<OrderChoice> orderChoices(const Rules &rules, const State &state, int i) {
  std::vector<OrderChoice> out;
  const Ship &s = state.ships[static_cast<std::size_t>(i)];
  for (const WriteOrder &o : candidateOrders(rules, state, i)) {
    const Resolved r = resolveOrder(rules, s.bow.facing, o.tokens);
    if (r.refusal) continue;
    const std::vector<core::HexPose> path = pathOf(s.bow, r.steps);
    out.push_back({o, path.empty() ? s.bow : path.back(), r.points()});
  }
  return out;
}

namespace {

/// The hexes the bow goes through when `steps` are carried out from `from`, one per hex entered.
std::vector<Hex> sailed(core::HexPose from, const std::vector<OrderStep> &steps) {
  const std::vector<core::HexPose> path = pathOf(from, steps);
  std::vector<Hex> hexes;
  for (std::size_t k = 1; k < path.size(); ++k)
    if (hexes.empty() ? path[k].hex != from.hex : path[k].hex != hexes.back()) hexes.push_back(path[k].hex);
  return hexes;
}

/// Where each ship afloat is drawn beside its place: ships that share a hex (a ram, a boarding)
/// lie side by side across the first one's course, so that neither hides the other's points.
std::vector<core::Vec2> sideBySide(const Rules &rules, const State &state) {
  const std::size_t n = state.ships.size();
  std::vector<std::vector<Hex>> hexes(n);
  for (std::size_t i = 0; i < n; ++i)
    if (state.ships[i].afloat()) hexes[i] = hexesOf(rules, state, static_cast<int>(i));
  std::vector<std::size_t> group(n);
  std::iota(group.begin(), group.end(), 0);
  auto root = [&](std::size_t i) {
    while (group[i] != i)
      i = group[i];
    return i;
  };
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j)
      if (std::any_of(hexes[i].begin(), hexes[i].end(), [&](Hex h) {
            return std::find(hexes[j].begin(), hexes[j].end(), h) != hexes[j].end();
          }))
        group[root(j)] = root(i);
  std::vector<core::Vec2> offsets(n);
  const draw::HexGeometry geometry(rules.map.columns, rules.map.rows);
  for (std::size_t first = 0; first < n; ++first) {
    if (root(first) != first || hexes[first].empty()) continue;
    std::vector<std::size_t> members;
    for (std::size_t i = first; i < n; ++i)
      if (!hexes[i].empty() && root(i) == first) members.push_back(i);
    if (members.size() < 2) continue;
    const core::Vec2 u = geometry.facingVector(state.ships[first].bow.facing);
    const core::Vec2 across{-u.y, u.x};
    const double spacing = 0.56; // a bar is 0.54 wide
    for (std::size_t k = 0; k < members.size(); ++k) {
      const double at = (static_cast<double>(k) - (static_cast<double>(members.size()) - 1) / 2) * spacing;
      offsets[members[k]] = {across.x * at, across.y * at};
    }
  }
  return offsets;
}

} // namespace

draw::HexSceneInput mapScene(const Rules &rules, const State &state, const Marks &marks) {
  const core::HexMap &map = rules.map;
  draw::HexSceneInput in =
      draw::mapCells(map, [&](core::Hex h) { return cellLook(static_cast<Terrain>(map.terrainAt(h))); });
  // The lighthouses' zone (DT-WIN-2), and the lighthouses themselves, printed on the map: a ship
  // on one covers it, never the other way round.
  draw::HexZone zone;
  zone.hexes = rules.zone.hexes();
  zone.line = draw::Color(255, 214, 90, 220);
  zone.fill = draw::Color(255, 214, 90, 22);
  zone.dashed = true;
  in.zones.push_back(zone);
  const draw::HexGeometry geometry(map.columns, map.rows);
  for (Hex h : rules.lighthouses) {
    draw::HexNote n;
    n.world = geometry.center(h);
    n.text = "✹";
    n.color = draw::Color(255, 226, 110);
    n.size = 0.7f;
    n.bold = true;
    n.under = true;
    in.notes.push_back(n);
  }
  // The pointed ship's broadside cones: port and starboard (DT-FIRE-2).
  if (marks.pointed >= 0 && state.ships[static_cast<std::size_t>(marks.pointed)].afloat()) {
    for (Broadside b : {Broadside::Port, Broadside::Starboard})
      for (Hex h : coneOf(rules, state, marks.pointed, b))
        in.highlights.push_back(
            {h, b == Broadside::Port ? draw::Color(255, 120, 40, 105) : draw::Color(255, 226, 60, 105),
             draw::Color::transparent()});
  }
  draw::addReachMarks(in, marks.reach, marks.pulse);
  in.hovered = marks.hovered;

  // Written orders that this seat may see: the ghost path of each, and where it ends.
  auto ghostAt = [&](int i, core::HexPose end) {
    draw::PieceMarks ghost;
    ghost.ghost = true;
    draw::HexToken t =
        draw::pieceToken(draw::TokenShape::Bar, end.hex, end.facing,
                         palette(rules, state.ships[static_cast<std::size_t>(i)].side), "", ghost);
    t.length = lengthOf(rules.ships[static_cast<std::size_t>(i)].kind);
    in.tokens.push_back(t);
  };
  for (std::size_t i = 0; i < state.ships.size(); ++i) {
    const Ship &s = state.ships[i];
    if (!s.afloat() || s.order.empty() || s.hidden || state.phase != Phase::Orders) continue;
    draw::addPiecePath(in, s.bow.hex, sailed(s.bow, s.order), true,
                       draw::alpha(draw::sideLook(palette(rules, s.side)).text, 220));
    ghostAt(static_cast<int>(i), pathOf(s.bow, s.order).back());
  }
  if (marks.ghost && marks.selected >= 0) {
    const Ship &s = state.ships[static_cast<std::size_t>(marks.selected)];
    const Resolved r = resolveOrder(rules, s.bow.facing, marks.ghost->order.tokens);
    draw::addPiecePath(in, s.bow.hex, sailed(s.bow, r.steps), true);
    ghostAt(marks.selected, marks.ghost->end);
  }

  // The ships: a bar from the bow backwards, the resistance on it.
  const std::vector<core::Vec2> offsets = sideBySide(rules, state);
  for (std::size_t i = 0; i < state.ships.size(); ++i) {
    const Ship &s = state.ships[i];
    if (!s.afloat()) continue;
    draw::PieceMarks pm =
        draw::numberedMarks(static_cast<int>(i), marks.selected, marks.targets, marks.pulse);
    pm.spent = s.aground;
    // The fleet at the screen's ships that have no order yet (DT-ORDER-1).
    pm.ready =
        state.phase == Phase::Orders && s.side == marks.seat && !s.written && s.takesOrders() && !pm.selected;
    draw::HexToken t = draw::pieceToken(draw::TokenShape::Bar, s.bow.hex, s.bow.facing,
                                        palette(rules, s.side), std::to_string(s.resistance), pm);
    t.length = lengthOf(rules.ships[i].kind);
    t.name = rules.ships[i].name;
    t.offset = offsets[i];
    if (s.drifting()) t.halos.push_back({draw::Color(255, 150, 40, 220), 1.02f, 1.18f});
    in.tokens.push_back(t);
  }
  return in;
}

} // namespace amiraute::detroits
