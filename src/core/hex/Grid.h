#pragma once
/// Hex grids: axial coordinates inside, printed `CCRR` numbers at the edges.
///
/// Conventions (see docs/rules/objectif-villes.md and DESIGN.md):
/// - Flat-topped hexes. A printed hex `CCRR` is column CC then row RR, both counted from 01.
/// - Even-numbered printed columns (02, 04, ...) sit half a hex lower than odd ones; with 0-based
///   columns that is Red Blob Games' "odd-q" offset layout.
/// - Axial (q, r) with s = -q - r: q is the 0-based column, r = row - (col - (col & 1)) / 2.
/// - Pixels: x grows right, y grows down (screen convention); hexToPixel/pixelToHex are inverses.
///
/// The reachable-hexes search is a bucket-queue Dijkstra (step costs are small integers, zero
/// allowed) over dense arrays covering a window of the grid; buffers are reused between calls.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace amiraute::core {

/// A hex in axial coordinates. The third cube coordinate is s() = -q - r.
struct Hex {
  int q = 0; ///< column axis
  int r = 0; ///< the other axial axis (not the printed row)
  /// Third cube coordinate.
  constexpr int s() const { return -q - r; }
  friend constexpr bool operator==(Hex a, Hex b) = default;
  friend constexpr auto operator<=>(Hex a, Hex b) = default;
};

constexpr Hex operator+(Hex a, Hex b) { return {a.q + b.q, a.r + b.r}; }
constexpr Hex operator-(Hex a, Hex b) { return {a.q - b.q, a.r - b.r}; }

/// A printed position, 0-based: column 0 is printed 01.
struct OffsetCoord {
  int col = 0; ///< 0-based column (printed CC - 1)
  int row = 0; ///< 0-based row (printed RR - 1)
  friend constexpr bool operator==(OffsetCoord a, OffsetCoord b) = default;
};

/// Offset (odd-q, 0-based) → axial.
constexpr Hex fromOffset(OffsetCoord o) { return {o.col, o.row - (o.col - (o.col & 1)) / 2}; }
/// Axial → offset (odd-q, 0-based).
constexpr OffsetCoord toOffset(Hex h) { return {h.q, h.r + (h.q - (h.q & 1)) / 2}; }

/// Bad `CCRR` text, or a hex that cannot be printed as CCRR.
struct HexError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

/// Parse printed `CCRR` (exactly four digits, CC and RR from 01 to 99). Throws HexError.
Hex parseHex(std::string_view text);
/// Print as `CCRR`. Throws HexError when column or row is outside 01..99.
std::string formatHex(Hex h);

/// The six axial directions, counter-clockwise starting with "lower right" (+q): index 0..5.
/// neighbour(h, d) and neighbour(neighbour(h, d), (d + 3) % 6) == h.
inline constexpr std::array<Hex, 6> kHexDirections = {Hex{1, 0},  Hex{1, -1}, Hex{0, -1},
                                                      Hex{-1, 0}, Hex{-1, 1}, Hex{0, 1}};

/// The neighbour in direction `direction` (0..5).
constexpr Hex neighbour(Hex h, int direction) { return h + kHexDirections[direction]; }
/// All six neighbours in direction order.
std::array<Hex, 6> neighbours(Hex h);
/// Direction index (0..5) from `a` to its neighbour `b`, or -1 if they are not adjacent.
int directionTo(Hex a, Hex b);
/// Number of steps between two hexes.
int distance(Hex a, Hex b);
/// True if the two hexes share a side.
bool adjacent(Hex a, Hex b);
/// Steps between the nearest hexes of two pieces (a ship two hexes long, a stack): the least
/// distance over every pair; 0 when they share a hex, -1 when either holds no hex.
int distance(std::span<const Hex> a, std::span<const Hex> b);

/// An axial box: every hex with q0 <= q <= q1 and r0 <= r <= r1 (a map's hexes all lie in one,
/// see HexGridShape::box()). Empty when q1 < q0 or r1 < r0.
struct HexBox {
  int q0 = 0, r0 = 0, q1 = -1, r1 = -1;
  constexpr bool empty() const { return q1 < q0 || r1 < r0; }
  constexpr bool contains(Hex h) const { return h.q >= q0 && h.q <= q1 && h.r >= r0 && h.r <= r1; }
  friend constexpr bool operator==(HexBox, HexBox) = default;
};

/// Hexes on the straight line from `a` to `b`, both included, distance(a, b) + 1 of them.
///
/// Tie rule: where the line runs exactly along a hex edge, the sampled points are nudged by
/// (+1e-6, +2e-6, -3e-6) in cube coordinates (q, r, s) before rounding, so the line always
/// picks the same side of the edge: the side of growing q then r (Red Blob Games' nudge).
std::vector<Hex> line(Hex a, Hex b);
/// Hexes exactly `radius` steps from `center` (radius 0 → the centre alone); 6·radius of them.
std::vector<Hex> ring(Hex center, int radius);
/// Hexes within `radius` steps of `center`, centre included; 3r(r+1)+1 of them.
std::vector<Hex> range(Hex center, int radius);

/// A shortest chain from `a` to `b` (distance(a, b) + 1 hexes, both ends included, each a
/// neighbour of the one before) whose hexes between the ends are all free (`blocked` false), or
/// nothing when every shortest chain is blocked. A line of fire that may zigzag (Planètes'
/// artillery) is clear exactly when such a chain exists. Where several exist, the one nearest the
/// straight line (core::line) is returned: at each step, of the free hexes still on a shortest
/// chain to `b`, the one closest to the line's hex at that step.
std::vector<Hex> freeGeodesic(Hex a, Hex b, const std::function<bool(Hex)> &blocked);

/// Cube coordinates that need not be whole (pixel picking, line sampling).
struct FractionalHex {
  double q = 0;
  double r = 0;
  double s = 0;
};
/// The hex holding a fractional position: round each cube coordinate, then fix the one that
/// moved most so that q + r + s = 0.
Hex roundHex(FractionalHex f);

/// A point on screen (x right, y down).
struct PixelPoint {
  double x = 0;
  double y = 0;
};

/// Where the grid sits on screen: `size` is the centre-to-corner radius in pixels; `origin` is the
/// pixel centre of axial hex (0, 0), i.e. printed 0101.
struct HexLayout {
  double size = 32;
  PixelPoint origin;
};
/// Centre of a hex in pixels.
PixelPoint hexToPixel(const HexLayout &layout, Hex h);
/// Fractional hex under a pixel.
FractionalHex pixelToFractional(const HexLayout &layout, PixelPoint p);
/// The hex under a pixel (cube rounding).
Hex pixelToHex(const HexLayout &layout, PixelPoint p);
/// The six corners of a hex in pixels, starting east, clockwise on screen.
std::array<PixelPoint, 6> hexCorners(const HexLayout &layout, Hex h);

/// Cost callback result meaning "this step cannot be taken" (any negative cost means it).
inline constexpr int kImpassable = -1;

/// One hex reached by a search: its cheapest cost from the start.
struct ReachedHex {
  Hex hex;
  int cost = 0;
  friend bool operator==(const ReachedHex &, const ReachedHex &) = default;
};

/// Result of a reachable-hexes search. `hexes` are ordered by cost (the start first, cost 0);
/// `parent[i]` is the index in `hexes` of the hex before hexes[i] on a cheapest path (-1 for
/// the start).
struct ReachResult {
  std::vector<ReachedHex> hexes;
  std::vector<int> parent;

  /// Index of `h` in `hexes`, or -1 if it was not reached.
  int find(Hex h) const;
  /// True if `h` was reached.
  bool contains(Hex h) const { return find(h) >= 0; }
  /// Cheapest cost to `h`, or -1 if it was not reached.
  int costTo(Hex h) const;
  /// A cheapest path from the start to `h`, both included; empty if `h` was not reached.
  std::vector<Hex> pathTo(Hex h) const;
};

/// Reachable hexes within a movement budget, fast: a Dijkstra whose queue is an array of buckets
/// (one per cost value) and whose per-hex data lives in dense arrays covering a window of the
/// grid. Keep one HexReach alive and call search() repeatedly: the buffers are reused, and each
/// search forgets only the cells the one before it touched.
///
/// `cost(from, to)` gives the cost of one step between neighbours: a whole number >= 0, or
/// kImpassable (any negative value). A step may cost nothing, and a cost may depend on where the
/// step comes from, which is how a bonus is written: Planètes' force field costs 0 to enter and
/// gives one point for the very next step, so cost(field, next) = max(0, enter(next) - 1). The
/// search settles hexes in order of cost (Dijkstra), so zero-cost steps are followed correctly.
/// A cost is never negative: a bonus is a cheaper next step, not a refund. `cost` is asked for all
/// six steps out of each settled hex, even towards hexes already settled (the six answers are
/// judged together, without a branch each): keep it cheap and free of side effects.
///
/// `stop(hex)` true means a piece entering that hex must end its move there (zone of control):
/// the hex is reached but not expanded. The start hex is always expanded.
///
/// The window: with `limit` (e.g. the map's box, HexGridShape::box()), hexes outside it are never
/// entered. Without it, the window is the square the budget can reach when every step costs at
/// least 1; when zero-cost steps carry the search to its edge, the window grows and the search
/// runs again (so the result never depends on the window), and later searches start from the
/// grown window. Zero-cost steps that lead on without
/// end and no limit throw std::length_error rather than run out of memory.
class HexReach {
public:
  /// Search from `start` with `budget` points. The result stays valid until the next search.
  template <class CostFn, class StopFn>
  const ReachResult &search(Hex start, int budget, CostFn &&cost, StopFn &&stop);
  /// The same, never entering a hex outside `limit` (a start outside it reaches nothing).
  template <class CostFn, class StopFn>
  const ReachResult &search(Hex start, int budget, CostFn &&cost, StopFn &&stop, const HexBox &limit);
  /// Search with no zone-of-control stops.
  template <class CostFn> const ReachResult &search(Hex start, int budget, CostFn &&cost) {
    return search(start, budget, std::forward<CostFn>(cost), [](Hex) { return false; });
  }
  /// The last result.
  const ReachResult &result() const { return result_; }

  /// Windows larger than this many cells are refused (std::length_error).
  static constexpr std::size_t kMaxCells = std::size_t(1) << 20;

private:
  // Outcome of one pass over a window.
  enum class Pass { Done, Overflow };
  template <class CostFn, class StopFn>
  Pass run(Hex start, int budget, CostFn &cost, StopFn &stop, bool bounded);
  void prepare(int budget, HexBox window);
  [[noreturn]] static void tooLarge();

  // The cells queued at one cost. Its own small vector, so that a step appends with one
  // comparison and one store, and growing stays out of the search's loop.
  struct Bucket {
    std::unique_ptr<int[]> cells;
    int size = 0, capacity = 0;
  };
  // Kept out of the search's loop: it runs a handful of times in a HexReach's life.
  [[gnu::noinline]] static void grow(Bucket &bucket) {
    const int capacity = bucket.capacity == 0 ? 64 : 2 * bucket.capacity;
    auto more = std::make_unique<int[]>(static_cast<std::size_t>(capacity));
    std::copy(bucket.cells.get(), bucket.cells.get() + bucket.size, more.get());
    bucket.cells = std::move(more);
    bucket.capacity = capacity;
  }

  // The window: cell = ((q - base_q) << shift) + (r - base_r), a row of 2^shift cells per column
  // so that a cell's hex is a shift and a mask away; the window's outer ring is never expanded.
  int base_q_ = 0, base_r_ = 0, span_q_ = 0, span_r_ = 0, shift_ = 0;
  int grown_radius_ = 0; // the window free steps last needed (0: never grown)
  // One cell's state. A cell no search has reached since the last forgot it holds kUnreached.
  struct Cell {
    int best;   // best cost so far
    int parent; // index in result_.hexes of the hex it is best reached from (-1: start)
  };
  static constexpr int kUnreached = std::numeric_limits<int>::max();
  std::vector<Cell> cells_;
  // Every cell a search reaches is queued in one of these at least once, the start included: the
  // next search resets exactly those, so nothing else needs clearing.
  std::vector<Bucket> buckets_;
  ReachResult result_;
};

/// The same search written the textbook way (std::priority_queue + std::unordered_map), kept as
/// the reference the fast one is tested and benchmarked against. Same contract as HexReach
/// without a limit (zero-cost steps included); it has no window, so zero-cost steps that lead on
/// without end never finish.
ReachResult reachBaseline(Hex start, int budget, const std::function<int(Hex, Hex)> &cost,
                          const std::function<bool(Hex)> &stop);

// ---- implementation of the templates ------------------------------------------------------

template <class CostFn, class StopFn>
const ReachResult &HexReach::search(Hex start, int budget, CostFn &&cost, StopFn &&stop) {
  result_.hexes.clear();
  result_.parent.clear();
  if (budget < 0) return result_;
  // Every step costing at least 1, nothing beyond `budget` steps is reached: a square of that
  // radius, padded by one ring whose hexes are looked at but never expanded. A window that free
  // steps once made larger stays larger: the next searches on the same map will likely need it.
  int radius = std::max(budget + 1, grown_radius_);
  for (;;) {
    prepare(budget, {start.q - radius, start.r - radius, start.q + radius, start.r + radius});
    if (run(start, budget, cost, stop, false) == Pass::Done) return result_;
    // Zero-cost steps reached the window's edge: a bigger window, and again from the start.
    result_.hexes.clear();
    result_.parent.clear();
    radius *= 2;
    grown_radius_ = radius;
  }
}

template <class CostFn, class StopFn>
const ReachResult &HexReach::search(Hex start, int budget, CostFn &&cost, StopFn &&stop,
                                    const HexBox &limit) {
  result_.hexes.clear();
  result_.parent.clear();
  if (budget < 0 || !limit.contains(start)) return result_;
  // The limit padded by one ring: the ring's hexes are outside the limit, never settled.
  prepare(budget, {limit.q0 - 1, limit.r0 - 1, limit.q1 + 1, limit.r1 + 1});
  run(start, budget, cost, stop, true);
  return result_;
}

template <class CostFn, class StopFn>
HexReach::Pass HexReach::run(Hex start, int budget, CostFn &cost, StopFn &stop, bool bounded) {
  const int shift = shift_, mask = (1 << shift) - 1;
  // A cell is inside the ring when 1 <= q - base_q <= span_q - 2, and the same for r.
  const unsigned inner_q = static_cast<unsigned>(span_q_ - 2), inner_r = static_cast<unsigned>(span_r_ - 2);
  const int base_q = base_q_, base_r = base_r_;
  Cell *const cells = cells_.data();
  Bucket *const buckets = buckets_.data();
  // Neighbour offsets in cell units.
  int step[6];
  for (int d = 0; d < 6; ++d)
    step[d] = kHexDirections[d].q * (1 << shift) + kHexDirections[d].r;

  const int start_cell = ((start.q - base_q) << shift) + (start.r - base_r);
  if (buckets[0].capacity == 0) grow(buckets[0]);
  buckets[0].cells[0] = start_cell;
  buckets[0].size = 1;
  cells[start_cell] = {0, -1};
  int slot = 0; // index in result_.hexes of the next hex settled
  for (int c = 0; c <= budget; ++c) {
    // Zero-cost steps append to the bucket being read: its size is read again at each turn.
    Bucket &bucket = buckets[c];
    const unsigned room = static_cast<unsigned>(budget - c); // what a step may still cost
    for (int i = 0; i < bucket.size; ++i) {
      const int cell = bucket.cells[i];
      const Cell &at = cells[cell];
      // Reached more cheaply since it was queued. A cell is queued at most once at each cost (only
      // a strictly cheaper way queues it again), so a cell at its best cost is not yet settled.
      if (at.best != c) continue;
      const int cq = cell >> shift, cr = cell & mask;
      if ((static_cast<unsigned>(cq - 1) >= inner_q) | (static_cast<unsigned>(cr - 1) >= inner_r)) {
        // The outer ring: outside the limit (never entered), or the window is too small.
        if (bounded) continue;
        return Pass::Overflow;
      }
      const Hex here{base_q + cq, base_r + cr};
      result_.hexes.push_back({here, c});
      result_.parent.push_back(at.parent);
      const int me = slot++;
      if (cell != start_cell && stop(here)) continue;
      // The six steps are judged first, with no branch, so that their loads overlap; then only
      // those that improve a neighbour are taken. A settled neighbour has best <= c <= nc: the
      // same test turns it away. A negative (impassable) cost reads as a huge unsigned one.
      int nc[6];
      unsigned take = 0;
      for (int d = 0; d < 6; ++d) {
        const int w_step = cost(here, here + kHexDirections[d]);
        nc[d] = c + w_step;
        const bool better = (static_cast<unsigned>(w_step) <= room) & (cells[cell + step[d]].best > nc[d]);
        take |= static_cast<unsigned>(better) << d;
      }
      for (; take != 0; take &= take - 1) {
        const int d = std::countr_zero(take);
        const int to_cell = cell + step[d];
        Bucket &into = buckets[nc[d]];
        if (into.size == into.capacity) [[unlikely]]
          grow(into); // before the cell changes: a cell changed is always a cell queued
        into.cells[into.size++] = to_cell;
        cells[to_cell] = {nc[d], me};
      }
    }
  }
  return Pass::Done;
}

// In view of the search that calls it (out of line, it made the search itself 10-15 % slower).
inline void HexReach::prepare(int budget, HexBox window) {
  // Forget the last search (or pass): every cell it changed was queued.
  for (Bucket &b : buckets_) {
    for (int i = 0; i < b.size; ++i)
      cells_[static_cast<std::size_t>(b.cells[i])].best = kUnreached;
    b.size = 0;
  }
  base_q_ = window.q0;
  base_r_ = window.r0;
  span_q_ = window.q1 - window.q0 + 1;
  span_r_ = window.r1 - window.r0 + 1;
  if (static_cast<std::size_t>(span_q_) * static_cast<std::size_t>(span_r_) > kMaxCells) tooLarge();
  shift_ = std::bit_width(static_cast<unsigned>(span_r_ - 1)); // 2^shift >= span_r
  const std::size_t cells = static_cast<std::size_t>(span_q_) << shift_;
  if (cells_.size() < cells) cells_.resize(cells, Cell{kUnreached, -1});
  if (buckets_.size() < static_cast<std::size_t>(budget) + 1)
    buckets_.resize(static_cast<std::size_t>(budget) + 1);
}

} // namespace amiraute::core
