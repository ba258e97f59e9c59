#pragma once
/// A reach over a map's cells, aimed: HexReach (Grid.h) answers "where can this piece go", every
/// hex within its budget; CellReach answers "can it reach these few hexes, and how", searching
/// only through cells from which a lower bound of what is still to pay (the terrain alone, say)
/// leaves a target within the budget. Units and zones only ever make a path dearer than such a
/// bound, so nothing that could lead to a target in time is cut; and the cells kept are settled
/// in the same order, from the same parents, as HexReach settles them, so a target comes with
/// HexReach's cost and path. Without a bound (0 everywhere) it is HexReach over cell indices.
///
/// It works on cell indices (HexGridShape::index) and a neighbour table (cellNeighbours), so a
/// step costs a few array reads; a game keeps the table with the rest of what it derives from a
/// map. Keep one CellReach alive and call run() repeatedly: nothing is cleared between calls.
#include "core/hex/Map.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

namespace amiraute::core {

/// Per cell, its six neighbours' cells in direction order (kHexDirections), -1 off the map.
std::vector<std::array<int, 6>> cellNeighbours(const HexGridShape &shape);

class CellReach {
public:
  /// Search from cell `start` with `budget` points over `next` (cellNeighbours of the map):
  /// - `step(from, to)`: the cost of one step between neighbouring cells, >= 0, or negative when
  ///   it cannot be taken;
  /// - `stop(cell)`: a piece entering it must end its move there (reached, not expanded; never
  ///   asked of the start);
  /// - `bound(cell)`: a lower bound of the cost still to pay from there to a target (0: none);
  /// - `settled(cell)`: called for each cell reached but the start, cheapest first, in
  ///   HexReach's order; returns false when nothing more is wanted, and the search stops there
  ///   (what was settled is final).
  template <class Step, class Stop, class Bound, class Settled>
  void run(const std::vector<std::array<int, 6>> &next, int start, int budget, Step &&step, Stop &&stop,
           Bound &&bound, Settled &&settled);

  /// After run(): the cost to a cell it settled.
  int cost(int cell) const { return cells_[static_cast<std::size_t>(cell)].best; }
  /// After run(): the cells from the start to a cell it settled, both included, on the path
  /// HexReach would give.
  std::vector<int> path(int cell) const;

private:
  struct Cell {
    std::uint32_t seen = 0; ///< generation at which it was first reached
    int best = 0;           ///< cheapest cost so far
    int parent = -1;        ///< the cell it is cheapest reached from (-1: the start)
    bool settled = false;
  };
  std::vector<Cell> cells_;
  std::vector<std::vector<int>> buckets_;
  std::uint32_t generation_ = 0;
};

// ---- implementation of the template ------------------------------------------------------------

template <class Step, class Stop, class Bound, class Settled>
void CellReach::run(const std::vector<std::array<int, 6>> &next, int start, int budget, Step &&step,
                    Stop &&stop, Bound &&bound, Settled &&settled) {
  if (start < 0 || budget < 0 || bound(start) > budget) return;
  if (cells_.size() < next.size()) cells_.assign(next.size(), {});
  if (buckets_.size() < static_cast<std::size_t>(budget) + 1)
    buckets_.resize(static_cast<std::size_t>(budget) + 1);
  if (++generation_ == 0) {
    cells_.assign(cells_.size(), {});
    generation_ = 1;
  }
  const std::uint32_t gen = generation_;
  cells_[static_cast<std::size_t>(start)] = {gen, 0, -1, false};
  buckets_[0].push_back(start);
  for (int c = 0; c <= budget; ++c) {
    std::vector<int> &bucket = buckets_[static_cast<std::size_t>(c)];
    for (std::size_t i = 0; i < bucket.size(); ++i) { // zero-cost steps append to it
      const int y = bucket[i];
      Cell &at = cells_[static_cast<std::size_t>(y)];
      if (at.best != c || at.settled) continue; // stale entry, or settled already
      at.settled = true;
      if (y != start) {
        if (!settled(y)) {
          for (int rest = c; rest <= budget; ++rest)
            buckets_[static_cast<std::size_t>(rest)].clear();
          return;
        }
        if (stop(y)) continue;
      }
      for (const int x : next[static_cast<std::size_t>(y)]) {
        if (x < 0) continue;
        const int w = step(y, x);
        if (w < 0) continue;
        const int nc = c + w;
        if (nc + bound(x) > budget) continue;
        Cell &to = cells_[static_cast<std::size_t>(x)];
        if (to.seen == gen && to.best <= nc) continue;
        to = {gen, nc, y, false};
        buckets_[static_cast<std::size_t>(nc)].push_back(x);
      }
    }
    bucket.clear();
  }
}

inline std::vector<int> CellReach::path(int cell) const {
  std::vector<int> out;
  for (int at = cell; at >= 0; at = cells_[static_cast<std::size_t>(at)].parent)
    out.push_back(at);
  std::reverse(out.begin(), out.end());
  return out;
}

} // namespace amiraute::core
