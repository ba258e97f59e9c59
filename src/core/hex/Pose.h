#pragma once
/// Pieces that face a way on a hex map: ships and planes. Facings are numbered as on the lost
/// orientation hex of the originals, clockwise: 1 = north, 2 = north-east, 3 = south-east,
/// 4 = south, 5 = south-west, 6 = north-west (north is printed row 01, the top of the map).
#include "core/hex/Grid.h"

#include <vector>

namespace amiraute::core {

/// True for 1..6.
constexpr bool validFacing(int facing) { return facing >= 1 && facing <= 6; }
/// The kHexDirections index of a facing (1..6).
constexpr int directionOfFacing(int facing) { return ((3 - facing) % 6 + 6) % 6; }
/// The facing (1..6) of a kHexDirections index (0..5).
constexpr int facingOfDirection(int direction) {
  const int f = ((3 - direction) % 6 + 6) % 6;
  return f == 0 ? 6 : f;
}
/// The neighbour of `h` toward `facing`.
constexpr Hex step(Hex h, int facing) { return neighbour(h, directionOfFacing(facing)); }
/// The facing from `a` to its neighbour `b`, or 0 when they are not adjacent.
int facingTo(Hex a, Hex b);
/// `facing` turned by `sixths` sixths of a turn, clockwise when positive (to starboard).
constexpr int turnFacing(int facing, int sixths) { return ((facing - 1 + sixths) % 6 + 6) % 6 + 1; }
/// The facing opposite.
constexpr int oppositeFacing(int facing) { return turnFacing(facing, 3); }
/// Sixths of a turn from `from` to `to`, clockwise positive, in -2..3.
constexpr int facingDelta(int from, int to) {
  const int d = ((to - from) % 6 + 6) % 6;
  return d > 3 ? d - 6 : d;
}

/// A piece's position: the hex of its front (bow, nose) and the way it faces.
struct HexPose {
  Hex hex;
  int facing = 1;
  friend constexpr bool operator==(HexPose a, HexPose b) = default;
  friend constexpr auto operator<=>(HexPose a, HexPose b) = default;
};

/// The hexes of a piece `length` hexes long with its front at `front.hex`: front first, then each
/// hex behind it (opposite the facing). A three-master is 2 long; a frigate or a plane 1.
std::vector<Hex> pieceHexes(HexPose front, int length);

/// The `count` hexes straight ahead of a pose, nearest first (the pose's own hex not included):
/// Escadrilles' line of fire, a drift, a ship's run.
std::vector<Hex> ahead(HexPose pose, int count);

/// True when `target` lies in the 60° sector that leaves `from` between the hex rows in facing
/// `first` and facing `first + 1` (turnFacing(first, 1)), both rows included. `from` itself is in
/// no sector. Every hex of the sector is a·step(first) + b·step(first + 1) away, with a, b >= 0.
bool inSector(Hex from, Hex target, int first);
/// The hexes of that sector within `range` steps of `from`, nearest first, then clockwise.
std::vector<Hex> sector(Hex from, int first, int range);

} // namespace amiraute::core
