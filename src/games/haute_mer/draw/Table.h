#pragma once
/// Haute Mer's table as a picture (draw/Scene.h), on screen and on paper: the sea with its grid and
/// rulers, each ship's base in its side's colour with the silhouette of its class (assets/ships/)
/// and its three value dice, names that never sit on one another, and what a board marks on top —
/// the reach of a move, range rings, the ghosts of where ships began the phase, the dragged ship's
/// ghost (red with the rule it breaks), the pivot handle, the line of fire and the ruler. Pure: no
/// window, no font.
///
/// World units are UD, y north. What must keep its size on screen (lines, dice, labels, the rulers)
/// is laid out in the view's pixels and given to the scene in UD at the view's scale, so that a
/// window, a PNG and a PDF page show the same table.
#include "draw/Scene.h"
#include "games/haute_mer/Rules.h"
#include "games/haute_mer/State.h"
#include "games/haute_mer/draw/Geometry.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::haute_mer {

/// A ship as the table shows it.
struct ShipView {
  int id = -1;
  core::Base base;
  int side = 0;
  std::string name;
  int movement = 0, combat = 0, structure = 0;
  bool sunk = false;
  std::string art; ///< the class's silhouette (assets/ships/<art>.svg), drawn on the base; "" none
};

/// Every placed ship of a state.
std::vector<ShipView> shipsOf(const Scenario &scenario, const State &state);

/// Everything the table shows.
struct TableInput {
  double table_width = 48, table_height = 32;
  std::vector<ShipView> ships;
  int selected = -1;
  int hovered = -1;
  int target = -1;           ///< the ship the fire tool aims at
  std::vector<int> blockers; ///< ships blocking the line of fire
  int pending = -1;          ///< the ship whose damage waits to be spread
  bool labels = true;        ///< names (hidden anyway when zoomed far out)
  bool dice = true;          ///< the three value dice beside each ship
  std::string caption;       ///< at the top-left corner of the view (a still picture's title)

  std::vector<core::Base> ghosts; ///< where ships stood when the phase began

  /// A part of the table an objective names (HM-WIN-4, -5): the strip by an edge that a ship
  /// leaves the table from, an area to hold. In UD from the south-west corner.
  struct Zone {
    double x = 0, y = 0, width = 0, height = 0;
    int side = 0;
    std::string text;
  };
  std::vector<Zone> zones;

  std::optional<ReachArea> reach;
  struct Rings {
    core::Base base;
    int combat = 0;       ///< maximum artillery range in UD
    bool torpedo = false; ///< add the 1 and 2 UD torpedo rings
    std::vector<int> hit_on{6, 5, 4, 4};
    bool fill = true; ///< shade the bands (outlines only while moving)
  };
  std::optional<Rings> rings;

  struct Preview {
    core::Base base;      ///< where the dragged ship would end
    core::Vec2 path_from; ///< for the wake line
    std::string text;
    bool pivot = false;
    core::Vec2 pivot_point;
    bool illegal = false; ///< the rules refuse this position: drawn red, `why` under the label
    std::string why;
  };
  std::optional<Preview> preview;

  struct Handle {
    core::Vec2 pos;   ///< the pivot handle (beyond the bow)
    core::Vec2 stern; ///< the point it turns about
    bool active = false;
  };
  std::optional<Handle> handle;

  struct FireLine {
    core::Vec2 from, to;
    bool possible = true;
    double clearance = 1;
    bool end_zones = true; ///< false when any ship on the line blocks (LineOfFireRule::AnyShip)
    std::string text;
  };
  std::optional<FireLine> fire;

  struct Measure {
    core::Vec2 a, b;
    std::string text;
  };
  std::optional<Measure> measure;
};

/// The escape strips and areas to hold of a scenario's objectives.
std::vector<TableInput::Zone> zonesOf(const Scenario &scenario);

/// How the table is seen: the scale and the world in view.
struct TableView {
  double scale = 25;                ///< pixels per UD
  draw::Rect visible{0, 0, 48, 32}; ///< the world in view (the window's table area)
  /// Width in pixels of a text at a pixel size; draw::textWidth (DejaVu Sans) when empty.
  std::function<float(const std::string &, unsigned)> text_width;

  /// The view's pixel of a world point (from its top-left corner, y down), and back.
  draw::Point pixel(core::Vec2 world) const {
    return {static_cast<float>((world.x - visible.x) * scale),
            static_cast<float>((visible.y + visible.height - world.y) * scale)};
  }
  core::Vec2 world(draw::Point pixel) const {
    return {visible.x + pixel.x / scale, visible.y + visible.height - pixel.y / scale};
  }
};

/// The layers of the table's scene, drawn in this order (texts last, over the marks).
inline constexpr int kSeaLayer = 0;     ///< table, grid, rulers
inline constexpr int kShipLayer = 1;    ///< reach, rings, ghosts, bases and their silhouettes
inline constexpr int kDiceLayer = 2;    ///< the value dice
inline constexpr int kMarkLayer = 3;    ///< lines, handles, ghosts of a drag, label plates; every text
inline constexpr float kTextShadow = 1; ///< pixels of dark edge around a label over the sea

/// The table's scene.
void tableScene(const TableInput &input, const TableView &view, draw::Scene &out);

/// The colour of a side (Bleu blue, Rouge red, then more).
draw::Color sideColor(int side);
/// Die colours for movement (0), combat (1) and structure (2).
draw::Color valueColor(int value);
/// "6" or "5+": the face a die needs to hit.
std::string bandText(int hit_on);

/// Under this many pixels per UD the names are hidden; under kDiceScale, the dice.
inline constexpr double kLabelScale = 9;
inline constexpr double kDiceScale = 12;
/// The value dice: the smallest that stays readable, the space between two of a ship, and the
/// least space between the rows of two ships.
inline constexpr float kMinDieSize = 11;
inline constexpr float kDiceGap = 3;
inline constexpr float kDiceClearance = 3;

/// Side in pixels of a ship's value dice at `scale` pixels per UD, when the nearest ship whose
/// row of dice is level with this one is `room` pixels away, centre to centre: the usual size
/// while the three dice fit in that room with kDiceClearance to spare, smaller ones down to
/// kMinDieSize, else 0 (hidden: the ship's card shows its values). 0 under kDiceScale.
float diceSize(double scale, float room);
/// The least zoom (pixels per UD) at which the dice of ships `spacing` UD apart side by side
/// show without touching each other.
double diceMinScale(double spacing);

} // namespace amiraute::haute_mer
