#include "games/objectif_villes/draw/Scene.h"

#include "draw/HexPieces.h"

#include <algorithm>
#include <string>

namespace amiraute::objectif_villes {

using core::Hex;
using draw::Color;

namespace {

bool contains(const std::vector<Hex> &v, Hex h) { return std::find(v.begin(), v.end(), h) != v.end(); }

Color labelColor(Terrain t) {
  switch (t) {
  case Terrain::Plain: return {28, 52, 22, 210};
  case Terrain::Sea: return {190, 215, 245, 150};
  default: return {255, 248, 235, 225};
  }
}

} // namespace

Color terrainColor(Terrain t) {
  switch (t) {
  case Terrain::Plain: return {166, 204, 118};
  case Terrain::City: return {196, 66, 56};
  case Terrain::Forest: return {42, 112, 58};
  case Terrain::Mountain: return {138, 100, 62};
  case Terrain::Sea: return {46, 96, 158};
  }
  return {255, 0, 255};
}

draw::HexCellLook cellLook(Terrain t) {
  draw::HexCellLook look;
  look.fill = terrainColor(t);
  look.edge = Color(18, 26, 20, t == Terrain::Sea ? 50 : 95);
  look.label = labelColor(t);
  return look;
}

Color coinFace(int side) { return side == 0 ? Color(232, 188, 72) : Color(206, 212, 222); }
Color coinRim(int side) { return side == 0 ? Color(150, 104, 26) : Color(104, 112, 126); }
const char *coinGlyph(int side) { return side == 0 ? "P" : "F"; }
const char *coinArt(int side) { return side == 0 ? "coins/pile" : "coins/face"; }

draw::HexToken coinToken(Hex hex, int side, int alpha) {
  draw::HexToken t;
  t.shape = draw::TokenShape::Coin;
  t.hex = hex;
  t.face = coinFace(side);
  t.rim = coinRim(side);
  t.ink = draw::lighten(coinRim(side), -40);
  t.glyph = coinGlyph(side);
  t.art = coinArt(side);
  t.alpha = alpha;
  return t;
}

draw::HexSceneInput mapScene(const Rules &rules, const State &state, const Marks &marks) {
  const core::HexMap &map = rules.map;
  draw::HexSceneInput in = draw::mapCells(map, [&](core::Hex h) { return cellLook(rules.terrainAt(h)); });
  // Rivers along hexsides (OV-MAP-2).
  for (const auto &[a, b] : map.sides("rivers").sides())
    in.sides.push_back({a, b, Color(64, 150, 236), 0.17f});

  // What may be attacked, where a coin may go and the path, retreat options, the hovered hex.
  const int pulse = static_cast<int>(marks.pulse * 255);
  for (Hex h : marks.targets)
    in.highlights.push_back({h, Color(255, 70, 50, 40), Color(235, 45, 35, 210), 0.07f});
  for (const core::ReachedHex &r : marks.reach) {
    draw::HexHighlight m;
    m.hex = r.hex;
    m.fill = Color(255, 246, 190, 105);
    m.text = std::to_string(r.cost);
    in.highlights.push_back(m);
  }
  if (marks.path.size() >= 2) in.paths.push_back({marks.path, Color(255, 214, 64, 235), 0.13f});
  for (Hex h : marks.retreat_options)
    in.highlights.push_back({h, Color(80, 230, 255, 30 + pulse / 6), Color(80, 230, 255, 230), 0.07f});
  in.hovered = marks.hovered;

  // Coins: rings for what they may do or are doing; dimmed once spent this phase.
  for (const Piece &p : state.pieces) {
    if (p.status != PieceStatus::OnBoard) continue;
    draw::HexToken t = coinToken(p.hex, p.side);
    t.side = draw::paletteOf(rules.sides, p.side);
    const bool mine = p.side == state.side && state.retreats.empty();
    t.dim =
        mine && ((state.phase == Phase::Movement && p.moved) || (state.phase == Phase::Combat && p.attacked));
    if (contains(marks.ready, p.hex)) t.halos.push_back({Color(110, 255, 130, 215), 1.02f, 1.20f});
    if (marks.selected && *marks.selected == p.hex)
      t.halos.push_back({Color(255, 255, 255, 160 + pulse * 95 / 255), 1.04f, 1.26f});
    if (contains(marks.attackers, p.hex)) t.halos.push_back({Color(255, 150, 30, 245), 1.04f, 1.28f});
    if (marks.defender && *marks.defender == p.hex)
      t.halos.push_back({Color(235, 40, 40, 250), 1.04f, 1.32f});
    if (marks.retreating && *marks.retreating == p.hex)
      t.halos.push_back({Color(80, 230, 255, 150 + pulse * 105 / 255), 1.04f, 1.30f});
    in.tokens.push_back(std::move(t));
  }
  if (marks.ghost) in.tokens.push_back(coinToken(*marks.ghost, marks.ghost_side, 120));
  return in;
}

} // namespace amiraute::objectif_villes
