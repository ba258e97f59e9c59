#pragma once
/// Planètes as a picture, on screen and on paper: the look of each terrain, the planets and
/// stations in their owners' colours, units as NATO counters with their combat and movement values,
/// and the marks a board adds (reach, fire zones, the attack being prepared). Pure: no window.
#include "draw/HexMap.h"
#include "draw/HexPieces.h"
#include "draw/Look.h"
#include "games/planetes/Engine.h"
#include "games/planetes/Rules.h"
#include "games/planetes/State.h"

#include <optional>
#include <vector>

namespace amiraute::planetes {

/// The colours (draw::sideLook) of a side: its colour's name when it has one.
int palette(const Rules &rules, int side);
/// A terrain's name and a unit type's, in English, marked for translation (N_).
const char *terrainLabel(Terrain t);
const char *typeName(UnitType t);
/// The look of each terrain kind, on screen or on paper (light tints, patterns that read in black
/// and white).
draw::HexCellLook cellLook(Terrain t, draw::Look look = draw::Look::Screen);
/// A terrain's look, the planets and stations in their owners' colours.
draw::HexCellLook cellFor(const Rules &rules, Terrain t, draw::Look look = draw::Look::Screen);
/// The NATO symbol of a unit type.
draw::UnitSymbol unitSymbol(UnitType t);

/// What a board marks on top of the position.
struct Marks {
  std::optional<core::Hex> hovered;
  std::optional<core::Hex> selected;              ///< own unit chosen to move
  std::vector<draw::ReachMark> reach;             ///< where it may go, with costs
  std::vector<core::Hex> path;                    ///< to the pointed destination
  std::vector<core::Hex> fire_zone;               ///< the pointed or selected artillery's fire zone
  std::vector<core::Hex> attackers;               ///< units picked for the attack
  std::optional<core::Hex> defender;              ///< the enemy attacked
  std::vector<std::vector<core::Hex>> fire_lines; ///< artillery attackers' lines of fire
  std::vector<core::Hex> ready;                   ///< own units that may still act this phase
  std::optional<core::Hex> retreating;            ///< the unit that must retreat
  std::vector<draw::ReachMark> retreat;           ///< where it may go
  float pulse = 0;
};

/// The hex scene's input for a position. On paper the planets and stations carry their owner's
/// name, so that the board reads in black and white too.
draw::HexSceneInput mapScene(const Rules &rules, const State &state, const Marks &marks,
                             draw::Look look = draw::Look::Screen);
/// A unit's counter: its NATO symbol, combat-movement values below it, in its side's colours.
draw::HexToken unitToken(const Rules &rules, const Unit &unit, const draw::PieceMarks &marks);

} // namespace amiraute::planetes
