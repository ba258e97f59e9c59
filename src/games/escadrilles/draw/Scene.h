#pragma once
/// Escadrilles as a picture, on screen and on paper: the map by level (sea, plain, plateau, dark),
/// the planes as numbered counters with a facing arrow and their altitude, every plane's line of
/// fire, the planes that fell; and what a board marks while a plane is flown: the path built so
/// far, where it may end, its next steps with the points left, the hexes where a path would lose
/// it, the ghost of the pointed end with its line of fire. Also the flight plan behind those marks
/// (every way the plane to move can fly this turn). Pure: no window.
#include "core/hex/Pose.h"
#include "draw/HexMap.h"
#include "draw/HexPieces.h"
#include "games/escadrilles/Engine.h"

#include <optional>
#include <vector>

namespace amiraute::escadrilles {

/// The colours (draw::sideLook) of a side: its colour's name when it has one.
int palette(const Rules &rules, int side);
/// The look of each terrain kind, for the map and the legend.
draw::HexCellLook cellLook(Terrain t);

/// Every way the plane to move can fly this turn, found by flying every path (fly): the complete
/// safe paths and the paths that end in a loss, with where each ends.
struct FlightPlan {
  int plane = -1;
  std::vector<Flight> safe;   ///< every complete safe path
  std::vector<Flight> losses; ///< every path whose last hex loses the plane (crash, exit)

  /// Compute for `plane` on `state` (its speed must be set).
  static FlightPlan of(const Rules &rules, const State &state, int plane);
  /// Directions that continue `prefix` toward at least one safe end.
  std::vector<int> safeSteps(const std::vector<int> &prefix) const;
  /// Directions that continue `prefix` toward a loss further on (for a plane with no safe way).
  std::vector<int> lossSteps(const std::vector<int> &prefix) const;
  /// Loss paths one step longer than `prefix` (what the next hex would do), by direction.
  std::vector<const Flight *> riskSteps(const std::vector<int> &prefix) const;
  /// Safe paths starting with `prefix` that end on `hex`, one per final facing.
  std::vector<const Flight *> endsOn(const std::vector<int> &prefix, core::Hex hex) const;
  /// The safe path equal to `prefix`, if it is complete.
  const Flight *complete(const std::vector<int> &prefix) const;
};

/// What a board marks on top of the position.
struct Marks {
  std::optional<core::Hex> hovered;
  int plane = -1;              ///< the plane being flown (its ring pulses)
  std::vector<core::Hex> path; ///< the hexes of the path built so far
  std::vector<draw::ReachMark> reach;
  std::vector<core::Hex> preview;     ///< the path to the pointed end (dashed)
  std::optional<core::HexPose> ghost; ///< where the plane would end, and its facing
  std::vector<core::Hex> ghost_fire;  ///< its line of fire from there
  bool ghost_armed = false;           ///< an enemy in that line
  std::vector<int> targets;           ///< planes the moving side would shoot down now
  bool ready = false;                 ///< ring the moving side's planes that have not flown
  float pulse = 0;
};

/// The hex scene's input for a position: terrain, planes, lines of fire, altitudes and the marks.
draw::HexSceneInput mapScene(const Rules &rules, const State &state, const Marks &marks);

} // namespace amiraute::escadrilles
