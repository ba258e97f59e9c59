#pragma once
/// The Haute Mer table as the screen drew it before the one frame (src/ui/TableScene until issue 20):
/// vertex batches built in window pixels. Kept for tools/bench/ui_frame_bench only, which measures
/// the picture of today (games/haute_mer/draw/Table.h drawn by ui::SceneRenderer) against it in
/// the same run.
#include "core/Geometry.h"
#include "ui/Camera.h"
#include "games/haute_mer/draw/Geometry.h"

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/VertexArray.hpp>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::ui::legacy {

using haute_mer::losEndZones;
using haute_mer::offsetBasePolygon;
using haute_mer::ReachArea;
using haute_mer::Segment;

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

/// Everything the table shows this frame.
struct SceneInput {
  double table_width = 48, table_height = 32;
  sf::FloatRect screen{0, 0, 1600, 1000}; ///< the window, for culling
  std::vector<ShipView> ships;
  int selected = -1;
  int hovered = -1;
  int target = -1;           ///< the ship the fire tool aims at
  std::vector<int> blockers; ///< ships blocking the line of fire
  int pending = -1;          ///< the ship whose damage waits to be spread
  bool labels = true;        ///< names (hidden anyway when zoomed far out)
  bool dice = true;          ///< the three value dice beside each ship

  std::vector<core::Base> ghosts; ///< where ships stood when the phase began

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

/// The size the ship silhouettes are drawn at (width along the keel, height across).
inline constexpr unsigned kShipArtWidth = 256, kShipArtHeight = 64;

/// A piece of text drawn at a fixed pixel size.
struct Label {
  enum class Align { Center, Left, Right };
  std::string text; ///< UTF-8
  sf::Vector2f pos; ///< anchor: centre of the text's cap height, left/centre/right per `align`
  sf::Color color = sf::Color::White;
  unsigned size = 13;
  Align align = Align::Center;
  bool shadow = true; ///< a dark drop shadow, for text over the sea
};

/// The batches one frame is drawn from, in drawing order.
struct FrameBatches {
  sf::VertexArray sea{sf::Triangles};   ///< table, grid, rulers
  sf::VertexArray under{sf::Triangles}; ///< reach area, range rings, ghosts
  sf::VertexArray bases{sf::Triangles}; ///< every ship and wreck
  /// Silhouettes on the bases, one batch per picture (texture coordinates in kShipArtSize pixels).
  std::map<std::string, sf::VertexArray> art;
  sf::VertexArray dice{sf::Triangles}; ///< the value dice
  sf::VertexArray over{sf::Triangles}; ///< lines, handles, previews, label plates
  std::vector<Label> labels;

  void clear();
  /// Draw calls this frame costs: one per non-empty batch, one per text size used.
  int drawCalls() const;
};

class TableScene {
public:
  /// Width in pixels of a text at a size; the default is an estimate for DejaVu Sans.
  using TextWidth = std::function<float(const std::string &, unsigned)>;
  TableScene();
  void setTextWidth(TextWidth width) { text_width_ = std::move(width); }

  void build(const Camera &camera, const SceneInput &input, FrameBatches &out) const;

  /// The colour of a side (Bleu blue, Rouge red, then more).
  static sf::Color sideColor(int side);
  /// Die colours for movement, combat and structure.
  static sf::Color valueColor(int value);

  /// Under this many pixels per UD the names are hidden; under kDiceScale, the dice.
  static constexpr double kLabelScale = 9;
  static constexpr double kDiceScale = 12;
  /// The value dice: the smallest that stays readable, the space between two of a ship, and the
  /// least space between the rows of two ships.
  static constexpr float kMinDieSize = 11;
  static constexpr float kDiceGap = 3;
  static constexpr float kDiceClearance = 3;

  /// Side in pixels of a ship's value dice at `scale` pixels per UD, when the nearest ship whose
  /// row of dice is level with this one is `room` pixels away, centre to centre: the usual size
  /// while the three dice fit in that room with kDiceClearance to spare, smaller ones down to
  /// kMinDieSize, else 0 (hidden: the ship's card shows its values). 0 under kDiceScale.
  static float diceSize(double scale, float room);
  /// The least zoom (pixels per UD) at which the dice of ships `spacing` UD apart side by side
  /// show without touching each other.
  static double diceMinScale(double spacing);

private:
  void buildSea(const Camera &camera, const SceneInput &in, FrameBatches &out) const;
  void buildUnder(const Camera &camera, const SceneInput &in, FrameBatches &out) const;
  void buildShips(const Camera &camera, const SceneInput &in, FrameBatches &out) const;
  void buildOver(const Camera &camera, const SceneInput &in, FrameBatches &out) const;
  void plateLabel(FrameBatches &out, Label label, sf::Color plate) const;
  sf::FloatRect labelRect(const Label &label, float pad) const;

  TextWidth text_width_;
};

} // namespace amiraute::ui::legacy
