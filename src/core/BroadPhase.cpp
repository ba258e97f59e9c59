#include "core/Geometry.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <unordered_map>

#include <box2d/b2_dynamic_tree.h>
#include <box2d/box2d.h>

namespace amiraute::core {

namespace {

/// Slack on the exact (double) filters, so a base exactly `margin` away is kept.
constexpr double kFilterSlack = 1e-9;
/// Outward slack when a double box becomes a float AABB, so float rounding never shrinks a
/// query; the exact filter in double removes anything it lets in.
constexpr double kFloatSlack = 1e-3;

b2AABB toAabb(const Box &box, double grow) {
  b2AABB aabb;
  aabb.lowerBound.Set(static_cast<float>(box.lower.x - grow), static_cast<float>(box.lower.y - grow));
  aabb.upperBound.Set(static_cast<float>(box.upper.x + grow), static_cast<float>(box.upper.y + grow));
  return aabb;
}

/// Squared Euclidean distance between two axis-aligned boxes (0 if they meet).
double boxBoxDistanceSquared(const Box &a, const Box &b) {
  const double dx = std::max({0.0, a.lower.x - b.upper.x, b.lower.x - a.upper.x});
  const double dy = std::max({0.0, a.lower.y - b.upper.y, b.lower.y - a.upper.y});
  return dx * dx + dy * dy;
}

double boxBoxDistance(const Box &a, const Box &b) { return std::sqrt(boxBoxDistanceSquared(a, b)); }

double pointBoxDistance(Vec2 p, const Box &box) { return boxBoxDistance({p, p}, box); }

/// Whether the segment [p, q] meets the box (slab clipping).
bool segmentMeetsBox(Vec2 p, Vec2 q, const Box &box) {
  double t_min = 0.0;
  double t_max = 1.0;
  const std::array<double, 2> start{p.x, p.y};
  const std::array<double, 2> delta{q.x - p.x, q.y - p.y};
  const std::array<double, 2> lower{box.lower.x, box.lower.y};
  const std::array<double, 2> upper{box.upper.x, box.upper.y};
  for (std::size_t i = 0; i < 2; ++i) {
    if (delta[i] == 0.0) {
      if (start[i] < lower[i] || start[i] > upper[i]) {
        return false;
      }
      continue;
    }
    double t0 = (lower[i] - start[i]) / delta[i];
    double t1 = (upper[i] - start[i]) / delta[i];
    if (t0 > t1) {
      std::swap(t0, t1);
    }
    t_min = std::max(t_min, t0);
    t_max = std::min(t_max, t1);
    if (t_min > t_max) {
      return false;
    }
  }
  return true;
}

/// Exact distance from the segment [p, q] to an axis-aligned box. When they do not meet, the
/// closest pair has an endpoint of the segment or a corner of the box in it.
double segmentBoxDistance(Vec2 p, Vec2 q, const Box &box) {
  if (segmentMeetsBox(p, q, box)) {
    return 0.0;
  }
  double best = std::min(pointBoxDistance(p, box), pointBoxDistance(q, box));
  const Vec2 pq = q - p;
  const double length_sq = dot(pq, pq);
  if (length_sq > 0) {
    for (const Vec2 corner :
         {box.lower, Vec2{box.upper.x, box.lower.y}, box.upper, Vec2{box.lower.x, box.upper.y}}) {
      const double t = std::clamp(dot(corner - p, pq) / length_sq, 0.0, 1.0);
      best = std::min(best, length(corner - (p + pq * t)));
    }
  }
  return best;
}

} // namespace

struct BroadPhase::Impl {
  struct Entry {
    int id;
    int32 proxy;
    Box box; ///< exact bounding box, in double, for the final filter
  };

  b2DynamicTree tree;
  std::unordered_map<int, Entry> entries;

  /// Ids of the tree's candidates in `query` that pass `keep(box)`, ascending. The tree's user
  /// data points at the entry itself, so the filter needs no map lookup.
  template <typename Keep> std::vector<int> collect(const b2AABB &query, Keep keep) const {
    struct Callback {
      const b2DynamicTree *tree;
      const Keep *keep;
      std::vector<int> *ids;
      bool QueryCallback(int32 proxy) {
        const Entry *entry = static_cast<const Entry *>(tree->GetUserData(proxy));
        if ((*keep)(entry->box)) ids->push_back(entry->id);
        return true;
      }
    };
    std::vector<int> ids;
    ids.reserve(64);
    Callback callback{&tree, &keep, &ids};
    tree.Query(&callback, query);
    std::sort(ids.begin(), ids.end());
    return ids;
  }
};

BroadPhase::BroadPhase() : impl_(std::make_unique<Impl>()) {}

BroadPhase::~BroadPhase() = default;

void BroadPhase::add(int id, const Base &base) { add(id, boundingBox(base)); }

void BroadPhase::add(int id, const Box &box) {
  const auto existing = impl_->entries.find(id);
  if (existing != impl_->entries.end()) {
    existing->second.box = box;
    impl_->tree.MoveProxy(existing->second.proxy, toAabb(box, kFloatSlack), b2Vec2_zero);
    return;
  }
  // The map's nodes do not move on rehash, so the tree can keep a pointer to the stored entry.
  auto [it, inserted] = impl_->entries.emplace(id, Impl::Entry{id, b2_nullNode, box});
  (void)inserted;
  it->second.proxy = impl_->tree.CreateProxy(toAabb(box, kFloatSlack), &it->second);
}

void BroadPhase::update(int id, const Base &base) {
  const auto it = impl_->entries.find(id);
  if (it == impl_->entries.end()) {
    add(id, base);
    return;
  }
  it->second.box = boundingBox(base);
  impl_->tree.MoveProxy(it->second.proxy, toAabb(it->second.box, kFloatSlack), b2Vec2_zero);
}

void BroadPhase::remove(int id) {
  const auto it = impl_->entries.find(id);
  if (it == impl_->entries.end()) {
    return;
  }
  impl_->tree.DestroyProxy(it->second.proxy);
  impl_->entries.erase(it);
}

void BroadPhase::clear() {
  for (const auto &[id, entry] : impl_->entries) {
    impl_->tree.DestroyProxy(entry.proxy);
  }
  impl_->entries.clear();
}

std::vector<int> BroadPhase::queryBox(const Box &box, double margin) const {
  const double reach = margin + kFilterSlack;
  return impl_->collect(toAabb(box, margin + kFloatSlack), [&](const Box &candidate) {
    return boxBoxDistanceSquared(box, candidate) <= reach * reach;
  });
}

std::vector<int> BroadPhase::querySegment(Vec2 p, Vec2 q, double margin) const {
  const Box segment_box{{std::min(p.x, q.x), std::min(p.y, q.y)}, {std::max(p.x, q.x), std::max(p.y, q.y)}};
  return impl_->collect(toAabb(segment_box, margin + kFloatSlack), [&](const Box &candidate) {
    return segmentBoxDistance(p, q, candidate) <= margin + kFilterSlack;
  });
}

} // namespace amiraute::core
