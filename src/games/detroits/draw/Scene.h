#pragma once
/// Détroits as a picture, on screen and on paper: sea and land, the four lighthouses (printed on
/// the map, under the ships) and their zone, ships as bars two hexes long (three-masters) or one
/// (frigates) with their resistance — side by side when they share a hex — and the marks a board
/// adds: written orders as ghost paths, where the selected ship may end, the broadside cones of the
/// pointed ship, the ships a broadside may hit. Pure: no window.
#include "core/hex/Pose.h"
#include "draw/HexMap.h"
#include "draw/HexPieces.h"
#include "games/detroits/Engine.h"

#include <optional>
#include <vector>

namespace amiraute::detroits {

/// The colours (draw::sideLook) of a side: its colour's name when it has one.
int palette(const Rules &rules, int side);
/// The look of sea and land.
draw::HexCellLook cellLook(Terrain t);

/// One order a ship may be given, and the pose it would end in on an empty sea.
struct OrderChoice {
  WriteOrder order;
  core::HexPose end;
  int points = 0;
};
/// Every candidate order of ship `i` (one per end pose), with its end.
std::vector<OrderChoice> orderChoices(const Rules &rules, const State &state, int i);

/// What a board marks on top of the position.
struct Marks {
  std::optional<core::Hex> hovered;
  int selected = -1;                  ///< the ship being given an order
  int pointed = -1;                   ///< the ship under the pointer: its broadside cones
  std::vector<draw::ReachMark> reach; ///< where the selected ship may end
  std::optional<OrderChoice> ghost;   ///< the order under the pointer
  std::vector<int> targets;           ///< ships a broadside may hit now
  int seat = -1;                      ///< the fleet at the screen: its ships without an order are ringed
  float pulse = 0;
};

/// The hex scene's input for a position.
draw::HexSceneInput mapScene(const Rules &rules, const State &state, const Marks &marks);

} // namespace amiraute::detroits
