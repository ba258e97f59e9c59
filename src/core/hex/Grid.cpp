#include "core/hex/Grid.h"
#include "core/I18n.h"

#include <algorithm>
#include <cmath>
#include <queue>
#include <unordered_map>

namespace amiraute::core {

Hex parseHex(std::string_view text) {
  const auto bad = [&](const char *why) {
    return HexError(
        fill(tr("'{text}' is not a hex: {why} (a hex is written CCRR, column then row, e.g. 0304)"),
             {{"text", std::string(text)}, {"why", tr(why)}}));
  };
  if (text.size() != 4) throw bad(N_("it must be exactly four digits"));
  for (char c : text)
    if (c < '0' || c > '9') throw bad(N_("it must be exactly four digits"));
  const int col = (text[0] - '0') * 10 + (text[1] - '0');
  const int row = (text[2] - '0') * 10 + (text[3] - '0');
  if (col == 0) throw bad(N_("columns are numbered from 01"));
  if (row == 0) throw bad(N_("rows are numbered from 01"));
  return fromOffset({col - 1, row - 1});
}

std::string formatHex(Hex h) {
  const OffsetCoord o = toOffset(h);
  if (o.col < 0 || o.col > 98 || o.row < 0 || o.row > 98)
    throw HexError("hex (q " + std::to_string(h.q) + ", r " + std::to_string(h.r) +
                   ") has no CCRR number: column and row must be 01..99");
  std::string out(4, '0');
  out[0] = static_cast<char>('0' + (o.col + 1) / 10);
  out[1] = static_cast<char>('0' + (o.col + 1) % 10);
  out[2] = static_cast<char>('0' + (o.row + 1) / 10);
  out[3] = static_cast<char>('0' + (o.row + 1) % 10);
  return out;
}

std::array<Hex, 6> neighbours(Hex h) {
  std::array<Hex, 6> out;
  for (int d = 0; d < 6; ++d)
    out[d] = neighbour(h, d);
  return out;
}

int directionTo(Hex a, Hex b) {
  const Hex diff = b - a;
  for (int d = 0; d < 6; ++d)
    if (kHexDirections[d] == diff) return d;
  return -1;
}

int distance(Hex a, Hex b) {
  const Hex d = a - b;
  return (std::abs(d.q) + std::abs(d.r) + std::abs(d.s())) / 2;
}

bool adjacent(Hex a, Hex b) { return distance(a, b) == 1; }

int distance(std::span<const Hex> a, std::span<const Hex> b) {
  int best = -1;
  for (const Hex x : a)
    for (const Hex y : b) {
      const int d = distance(x, y);
      if (best < 0 || d < best) best = d;
    }
  return best;
}

Hex roundHex(FractionalHex f) {
  double q = std::round(f.q);
  double r = std::round(f.r);
  double s = std::round(f.s);
  const double dq = std::abs(q - f.q);
  const double dr = std::abs(r - f.r);
  const double ds = std::abs(s - f.s);
  if (dq > dr && dq > ds)
    q = -r - s;
  else if (dr > ds)
    r = -q - s;
  return {static_cast<int>(q), static_cast<int>(r)};
}

std::vector<Hex> line(Hex a, Hex b) {
  const int n = distance(a, b);
  std::vector<Hex> out;
  out.reserve(static_cast<std::size_t>(n) + 1);
  // The nudge keeps points that fall exactly on an edge from rounding differently each time.
  const double aq = a.q + 1e-6, ar = a.r + 2e-6, as = a.s() - 3e-6;
  const double bq = b.q + 1e-6, br = b.r + 2e-6, bs = b.s() - 3e-6;
  for (int i = 0; i <= n; ++i) {
    const double t = n == 0 ? 0.0 : static_cast<double>(i) / n;
    out.push_back(roundHex({aq + (bq - aq) * t, ar + (br - ar) * t, as + (bs - as) * t}));
  }
  return out;
}

std::vector<Hex> ring(Hex center, int radius) {
  if (radius < 0) return {};
  if (radius == 0) return {center};
  std::vector<Hex> out;
  out.reserve(static_cast<std::size_t>(6 * radius));
  Hex h = center + Hex{kHexDirections[4].q * radius, kHexDirections[4].r * radius};
  for (int side = 0; side < 6; ++side)
    for (int j = 0; j < radius; ++j) {
      out.push_back(h);
      h = neighbour(h, side);
    }
  return out;
}

std::vector<Hex> range(Hex center, int radius) {
  std::vector<Hex> out;
  if (radius < 0) return out;
  out.reserve(static_cast<std::size_t>(3 * radius * (radius + 1) + 1));
  for (int dq = -radius; dq <= radius; ++dq)
    for (int dr = std::max(-radius, -dq - radius); dr <= std::min(radius, -dq + radius); ++dr)
      out.push_back(center + Hex{dq, dr});
  return out;
}

std::vector<Hex> freeGeodesic(Hex a, Hex b, const std::function<bool(Hex)> &blocked) {
  const int n = distance(a, b);
  // Hexes on some shortest chain from a to b lie at distance k from a and n - k from b. Walk back
  // from b: ok(h) when a free chain of shortest steps joins h to b.
  std::vector<std::vector<Hex>> layer(static_cast<std::size_t>(n) + 1);
  layer[static_cast<std::size_t>(n)] = {b};
  for (int k = n - 1; k >= 0; --k) {
    for (const Hex next : layer[static_cast<std::size_t>(k) + 1])
      for (const Hex h : neighbours(next)) {
        if (distance(a, h) != k || distance(h, b) != n - k) continue;
        if (k > 0 && blocked(h)) continue;
        auto &l = layer[static_cast<std::size_t>(k)];
        if (std::find(l.begin(), l.end(), h) == l.end()) l.push_back(h);
      }
  }
  if (layer[0].empty()) return {};
  // Forward from a, keeping to the straight line where there is a choice.
  const std::vector<Hex> straight = line(a, b);
  std::vector<Hex> path{a};
  for (int k = 1; k <= n; ++k) {
    const Hex here = path.back();
    const Hex aim = straight[static_cast<std::size_t>(k)];
    Hex best{};
    int best_d = -1;
    for (const Hex h : layer[static_cast<std::size_t>(k)])
      if (adjacent(here, h) && (best_d < 0 || distance(h, aim) < best_d)) {
        best = h;
        best_d = distance(h, aim);
      }
    path.push_back(best);
  }
  return path;
}

namespace {
constexpr double kSqrt3 = 1.7320508075688772;
}

PixelPoint hexToPixel(const HexLayout &layout, Hex h) {
  const double x = layout.size * 1.5 * h.q;
  const double y = layout.size * kSqrt3 * (h.r + h.q / 2.0);
  return {layout.origin.x + x, layout.origin.y + y};
}

FractionalHex pixelToFractional(const HexLayout &layout, PixelPoint p) {
  const double x = (p.x - layout.origin.x) / layout.size;
  const double y = (p.y - layout.origin.y) / layout.size;
  const double q = 2.0 / 3.0 * x;
  const double r = -1.0 / 3.0 * x + kSqrt3 / 3.0 * y;
  return {q, r, -q - r};
}

Hex pixelToHex(const HexLayout &layout, PixelPoint p) { return roundHex(pixelToFractional(layout, p)); }

std::array<PixelPoint, 6> hexCorners(const HexLayout &layout, Hex h) {
  const PixelPoint c = hexToPixel(layout, h);
  std::array<PixelPoint, 6> out;
  for (int i = 0; i < 6; ++i) {
    const double angle = 3.14159265358979323846 / 3.0 * i;
    out[i] = {c.x + layout.size * std::cos(angle), c.y + layout.size * std::sin(angle)};
  }
  return out;
}

int ReachResult::find(Hex h) const {
  for (std::size_t i = 0; i < hexes.size(); ++i)
    if (hexes[i].hex == h) return static_cast<int>(i);
  return -1;
}

int ReachResult::costTo(Hex h) const {
  const int i = find(h);
  return i < 0 ? -1 : hexes[i].cost;
}

std::vector<Hex> ReachResult::pathTo(Hex h) const {
  std::vector<Hex> path;
  for (int i = find(h); i >= 0; i = parent[i])
    path.push_back(hexes[i].hex);
  std::reverse(path.begin(), path.end());
  return path;
}

void HexReach::tooLarge() {
  throw std::length_error("hex reach: zero-cost steps lead on without end; limit the search to the map "
                          "(HexReach::search with a HexBox)");
}

namespace {
struct HexHash {
  std::size_t operator()(Hex h) const noexcept {
    return std::hash<long long>()((static_cast<long long>(h.q) << 32) ^ static_cast<unsigned>(h.r));
  }
};
} // namespace

ReachResult reachBaseline(Hex start, int budget, const std::function<int(Hex, Hex)> &cost,
                          const std::function<bool(Hex)> &stop) {
  ReachResult out;
  if (budget < 0) return out;
  struct Entry {
    int cost;
    int order; // ties broken by insertion order so the result is deterministic
    Hex hex;
    bool operator>(const Entry &o) const { return cost != o.cost ? cost > o.cost : order > o.order; }
  };
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> open;
  std::unordered_map<Hex, int, HexHash> best;
  std::unordered_map<Hex, Hex, HexHash> came_from;
  std::unordered_map<Hex, int, HexHash> settled; // hex → index in out.hexes
  int order = 0;
  best[start] = 0;
  open.push({0, order++, start});
  while (!open.empty()) {
    const Entry e = open.top();
    open.pop();
    if (settled.count(e.hex) || best[e.hex] != e.cost) continue;
    const int index = static_cast<int>(out.hexes.size());
    settled[e.hex] = index;
    out.hexes.push_back({e.hex, e.cost});
    const auto from = came_from.find(e.hex);
    out.parent.push_back(from == came_from.end() ? -1 : settled[from->second]);
    if (!(e.hex == start) && stop(e.hex)) continue;
    for (const Hex next : neighbours(e.hex)) {
      if (settled.count(next)) continue;
      const int step = cost(e.hex, next);
      if (step < 0) continue;
      const int nc = e.cost + step;
      if (nc > budget) continue;
      const auto it = best.find(next);
      if (it != best.end() && it->second <= nc) continue;
      best[next] = nc;
      came_from[next] = e.hex;
      open.push({nc, order++, next});
    }
  }
  return out;
}

} // namespace amiraute::core
