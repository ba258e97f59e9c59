#pragma once
/// Objectif Villes as a picture, on screen and on paper: the terrain in its colours, the rivers
/// along their hexsides, the coins — Pile's numeral in gold, Face's head in silver, drawn from
/// assets/coins inside the side's rim — and the marks a board adds (reach with its costs, the path,
/// the attack being prepared, what may be attacked, retreat hexes, the ghost of a coin being
/// placed). Pure: no window.
#include "draw/HexMap.h"
#include "games/objectif_villes/Engine.h"
#include "games/objectif_villes/Rules.h"
#include "games/objectif_villes/State.h"

#include <optional>
#include <vector>

namespace amiraute::objectif_villes {

/// Cities a side must hold for a partial victory (OV-WIN-1).
inline constexpr int kCitiesToWin = 7;

/// Fill colour of a terrain kind.
draw::Color terrainColor(Terrain t);
/// How a hex of terrain `t` looks: its colour, its outline, a CCRR number readable on it.
draw::HexCellLook cellLook(Terrain t);
/// Coin colours of a side: 0 = Pile (gold), 1 = Face (silver).
draw::Color coinFace(int side);
draw::Color coinRim(int side);
/// The glyph stamped on a side's coins: "P" or "F" (drawn when the coin's picture cannot be).
const char *coinGlyph(int side);
/// The picture of a side's coin face, assets/<name>.svg: "coins/pile" (a numeral) for side 0,
/// "coins/face" (a head) for side 1, tinted with coinFace() inside the coinRim() rim.
const char *coinArt(int side);
/// A coin of `side` on `hex`; below 255 `alpha` is a ghost.
draw::HexToken coinToken(core::Hex hex, int side, int alpha = 255);

/// What a board wants marked on top of the position.
struct Marks {
  std::optional<core::Hex> hovered;
  std::optional<core::Hex> selected;      ///< own coin chosen to move
  std::vector<core::ReachedHex> reach;    ///< where it may go, with costs
  std::vector<core::Hex> path;            ///< cheapest path to the pointed destination
  std::vector<core::Hex> attackers;       ///< coins picked for the attack
  std::optional<core::Hex> defender;      ///< enemy picked for the attack
  std::vector<core::Hex> targets;         ///< enemies that may be attacked now
  std::vector<core::Hex> ready;           ///< own coins that may still act this phase
  std::optional<core::Hex> retreating;    ///< coin waiting to retreat
  std::vector<core::Hex> retreat_options; ///< where it may go
  std::optional<core::Hex> ghost;         ///< placement preview
  int ghost_side = 0;
  float pulse = 0; ///< 0..1, animates the highlights
};

/// The hex scene's input for a position: terrain, rivers, coins and the marks.
draw::HexSceneInput mapScene(const Rules &rules, const State &state, const Marks &marks);

} // namespace amiraute::objectif_villes
