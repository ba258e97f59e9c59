#pragma once
/// Continuous-table geometry in UD. x grows east, y grows north; a heading is a compass bearing
/// in degrees (0 = north, 90 = east, clockwise). Box2D does the work inside Geometry.cpp and
/// BroadPhase.cpp; no Box2D type crosses this header.
#include <cmath>
#include <memory>
#include <span>
#include <vector>

namespace amiraute::core {

struct Vec2 {
  double x = 0;
  double y = 0;
  bool operator==(const Vec2 &) const = default;
};
inline Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
inline Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
inline Vec2 operator*(Vec2 a, double k) { return {a.x * k, a.y * k}; }
// Inline: the move checks call these millions of times a second. sqrt rather than std::hypot:
// table coordinates cannot overflow, and hypot is several times slower.
inline double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
inline double length(Vec2 v) { return std::sqrt(dot(v, v)); }

/// Unit vector pointing along a compass heading.
Vec2 headingVector(double heading_deg);
/// Heading normalised to [0, 360).
double normalizeHeading(double heading_deg);

/// Where a base stands: centre and heading.
struct Pose {
  Vec2 center;
  double heading_deg = 0;
  bool operator==(const Pose &) const = default;
};

/// A rectangular base: `length` along the heading (stern to bow), `width` across it.
struct Base {
  Pose pose;
  double length = 1;
  double width = 0.3;

  /// Middle of the rear edge: the pivot point.
  Vec2 stern() const;
  /// Middle of the front edge.
  Vec2 bow() const;
  /// Corners, counter-clockwise: stern-port, stern-starboard, bow-starboard, bow-port.
  std::vector<Vec2> corners() const;
};

/// Result of a base-to-base distance query.
struct DistanceResult {
  double distance = 0; ///< shortest distance between any two points of the bases (0 if touching)
  Vec2 point_a;        ///< closest point on the first base
  Vec2 point_b;        ///< closest point on the second base
};

/// Shortest edge-to-edge distance between two bases and the two closest points.
DistanceResult baseDistance(const Base &a, const Base &b);

/// A base with its corners and axes worked out once, for many queries against the same bases
/// (the fire-solution table asks thousands). Same results as the Base overloads.
struct PreparedBase {
  Base base;
  Vec2 forward;    ///< unit vector along the heading
  Vec2 starboard;  ///< unit vector to the right of the heading
  Vec2 corners[4]; ///< in the order of Base::corners()
};
PreparedBase prepare(const Base &base);
/// The same when the unit vector along the heading is already known (no trigonometry: a pivot's
/// sweep turns it step by step).
PreparedBase prepare(const Base &base, Vec2 forward);
DistanceResult baseDistance(const PreparedBase &a, const PreparedBase &b);
bool segmentTouchesBase(Vec2 p, Vec2 q, const PreparedBase &base);

/// Shortest distance from the segment [p, q] to the base (0 if it touches or crosses it).
double segmentBaseDistance(Vec2 p, Vec2 q, const Base &base);

/// Whether the segment [p, q] touches or crosses the base.
bool segmentTouchesBase(Vec2 p, Vec2 q, const Base &base);

/// Whether two bases overlap with positive area (deeper than `tolerance` UD). Bases that only
/// touch along an edge do not overlap: miniatures may stand side by side.
bool basesOverlap(const Base &a, const Base &b, double tolerance = 1e-4);
/// The same for prepared bases (no trigonometry: for tests repeated along a sweep).
bool basesOverlap(const PreparedBase &a, const PreparedBase &b, double tolerance = 1e-4);

/// Whether the whole base lies inside the rectangle [0, width] x [0, height].
bool baseInsideTable(const Base &base, double width, double height);
/// The same for a prepared base.
bool baseInsideTable(const PreparedBase &base, double width, double height);

/// A base turning about a point (a ship pivoting about its stern, HM-MOVE-4): every position it
/// takes between its start and `degrees` later (compass sense, positive is clockwise, at most 180
/// either way), worked out exactly rather than sampled. `end` is the base where the turn ends, as
/// the caller places it (its corners are judged exactly as basesOverlap and baseInsideTable judge
/// a base standing still).
struct PivotSweep {
  PreparedBase start;
  Vec2 pivot;
  double degrees = 0;
  PreparedBase end;
};

/// Whether the turning base overlaps `other` at some angle other than the start: at the end more
/// than `tolerance` deep (as basesOverlap), on the way more than `tolerance` into `other` (the
/// other base shrunk by `tolerance` on every side, so bases that touch may still pivot past each
/// other). The angles where a corner of one base crosses an edge of the other are solved for
/// (circle against segment), and each stretch of turn between two such angles is tested once:
/// overlapping or not cannot change inside one.
bool pivotOverlaps(const PivotSweep &sweep, const PreparedBase &other, double tolerance = 1e-4);
/// The same for several turns the same way from the same start, smallest first: `hits[k]` for
/// `sweeps[k]`, the same answers as one by one, the crossings worked out once for the largest.
void pivotOverlaps(std::span<const PivotSweep> sweeps, const PreparedBase &other, std::span<bool> hits,
                   double tolerance = 1e-4);

/// Whether the turning base stays inside [0, width] x [0, height] at every angle (each corner
/// runs on an arc about the pivot: its ends and the points where it faces an edge square on are
/// its extremes).
bool pivotInsideTable(const PivotSweep &sweep, double width, double height);

/// Axis-aligned box.
struct Box {
  Vec2 lower;
  Vec2 upper;
};
Box boundingBox(const Base &base);
/// Bounding box of a prepared base (no trigonometry).
Box boundingBox(const PreparedBase &base);

/// Broad phase over bases (a Box2D dynamic tree inside): ask which bases may be near a segment
/// or a box without testing every base. Ids are the caller's own.
class BroadPhase {
public:
  BroadPhase();
  ~BroadPhase();
  BroadPhase(const BroadPhase &) = delete;
  BroadPhase &operator=(const BroadPhase &) = delete;

  /// Add a base under the caller's id (any int, unique in this tree).
  void add(int id, const Base &base);
  /// Add by bounding box (when the caller already has it, e.g. from a PreparedBase).
  void add(int id, const Box &box);
  /// Move a base already added.
  void update(int id, const Base &base);
  void remove(int id);
  void clear();

  /// Ids of bases whose bounding box comes within `margin` of the box.
  std::vector<int> queryBox(const Box &box, double margin = 0) const;
  /// Ids of bases whose bounding box comes within `margin` of the segment [p, q]. Candidates
  /// only: test them exactly with segmentBaseDistance.
  std::vector<int> querySegment(Vec2 p, Vec2 q, double margin = 0) const;

private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

} // namespace amiraute::core
