#include "core/hex/Pose.h"

namespace amiraute::core {

int facingTo(Hex a, Hex b) {
  const int d = directionTo(a, b);
  return d < 0 ? 0 : facingOfDirection(d);
}

std::vector<Hex> pieceHexes(HexPose front, int length) {
  std::vector<Hex> out;
  Hex h = front.hex;
  for (int i = 0; i < length; ++i) {
    out.push_back(h);
    h = step(h, oppositeFacing(front.facing));
  }
  return out;
}

std::vector<Hex> ahead(HexPose pose, int count) {
  std::vector<Hex> out;
  Hex h = pose.hex;
  for (int i = 0; i < count; ++i) {
    h = step(h, pose.facing);
    out.push_back(h);
  }
  return out;
}

bool inSector(Hex from, Hex target, int first) {
  const Hex u = kHexDirections[static_cast<std::size_t>(directionOfFacing(first))];
  const Hex w = kHexDirections[static_cast<std::size_t>(directionOfFacing(turnFacing(first, 1)))];
  const Hex v = target - from;
  if (v == Hex{}) return false;
  // v = a·u + b·w; adjacent directions make a basis of determinant ±1, so a and b are whole.
  const int det = u.q * w.r - u.r * w.q;
  const int a = (v.q * w.r - v.r * w.q) / det;
  const int b = (u.q * v.r - u.r * v.q) / det;
  return a >= 0 && b >= 0;
}

std::vector<Hex> sector(Hex from, int first, int range) {
  std::vector<Hex> out;
  const Hex u = kHexDirections[static_cast<std::size_t>(directionOfFacing(first))];
  const Hex w = kHexDirections[static_cast<std::size_t>(directionOfFacing(turnFacing(first, 1)))];
  for (int d = 1; d <= range; ++d)
    for (int b = 0; b <= d; ++b) {
      const int a = d - b;
      out.push_back(from + Hex{a * u.q + b * w.q, a * u.r + b * w.r});
    }
  return out;
}

} // namespace amiraute::core
