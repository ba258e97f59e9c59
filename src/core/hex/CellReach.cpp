#include "core/hex/CellReach.h"

namespace amiraute::core {

std::vector<std::array<int, 6>> cellNeighbours(const HexGridShape &shape) {
  std::vector<std::array<int, 6>> out(static_cast<std::size_t>(shape.cells()));
  for (int i = 0; i < shape.cells(); ++i) {
    const Hex h = shape.hexAt(i);
    for (std::size_t d = 0; d < 6; ++d)
      out[static_cast<std::size_t>(i)][d] = shape.index(h + kHexDirections[d]);
  }
  return out;
}

} // namespace amiraute::core
