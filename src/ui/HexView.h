#pragma once
/// The Objectif Villes map: terrain hexes, rivers on hexsides, coins, and the panels to place,
/// move, attack and retreat. Reads the game through game::Match<objectif_villes::Game>'s const accessors and
/// changes it only by Match::submit / undo / load.
///
/// World coordinates follow ui::Camera (x east, y north, one unit = a hex's centre-to-corner
/// radius); the map's bounding box is [0, width] x [0, height], printed row 01 at the top (north).
/// Everything above HexView itself is pure logic, tested without a window (tests/view).
#include "core/Geometry.h"
#include "core/hex/Grid.h"
#include "game/Match.h"
#include "games/objectif_villes/Game.h"
#include "ui/Camera.h"
#include "ui/Chrome.h"
#include "ui/View.h"

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/VertexArray.hpp>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace amiraute::ui {

/// An Objectif Villes game in progress.
using OvMatch = game::Match<objectif_villes::Game>;

/// Where the hexes of a `columns` x `rows` map lie in world units (flat-topped, odd-q).
class HexGeometry {
public:
  HexGeometry(int columns, int rows);

  /// Size of the map's bounding box.
  double width() const { return width_; }
  double height() const { return height_; }
  /// Centre of a hex.
  core::Vec2 center(core::Hex h) const;
  /// The six corners, starting east, counter-clockwise in world (y north).
  std::array<core::Vec2, 6> corners(core::Hex h) const;
  /// The hex holding a world point (on the map or not).
  core::Hex hexAt(core::Vec2 world) const;
  /// The two ends of the hexside shared by adjacent hexes `a` and `b`; std::invalid_argument
  /// if they are not adjacent.
  std::pair<core::Vec2, core::Vec2> side(core::Hex a, core::Hex b) const;
  /// Where a hex's CCRR label is centred: near the top edge, above the coin.
  core::Vec2 labelAnchor(core::Hex h) const;

private:
  core::HexLayout layout_; // y down, as core::hexToPixel has it; world y = height_ - pixel y
  double width_ = 0;
  double height_ = 0;
};

/// The on-map hex under a window pixel, or nothing (off the map, or outside the viewport).
std::optional<core::Hex> pickHex(const Camera &camera, const HexGeometry &geometry,
                                 const core::HexMap &map, sf::Vector2f screen);

/// Hex radius in pixels below which CCRR labels are hidden (too small to read).
inline constexpr double kLabelMinScale = 26;
/// Character size of CCRR labels at this zoom (pixels per world unit).
unsigned labelCharacterSize(double scale);
/// Where to draw a hex's CCRR label (centre, window pixels), or nothing when it is hidden: zoomed
/// too far out, or off the viewport (culled).
std::optional<sf::Vector2f> labelPosition(const Camera &camera, const HexGeometry &geometry, core::Hex h);

/// Fill colour of a terrain kind.
sf::Color terrainColor(objectif_villes::Terrain t);
/// Coin colours of a side: 0 = Pile (gold), 1 = Face (silver).
sf::Color coinFace(int side);
sf::Color coinRim(int side);
/// The glyph stamped on a side's coins: "P" or "F".
const char *coinGlyph(int side);

/// What the view wants highlighted, from its interaction state.
struct HexMarks {
  std::optional<core::Hex> hovered;
  std::optional<core::Hex> selected;      ///< own piece chosen to move
  std::vector<core::ReachedHex> reach;    ///< where it may go, with costs
  std::vector<core::Hex> path;            ///< cheapest path to the hovered destination
  std::vector<core::Hex> attackers;       ///< pieces picked for the attack
  std::optional<core::Hex> defender;      ///< enemy picked for the attack
  std::vector<core::Hex> targets;         ///< enemies that may be attacked now
  std::vector<core::Hex> ready;           ///< own pieces that may still act this phase
  std::optional<core::Hex> retreating;    ///< piece waiting to retreat
  std::vector<core::Hex> retreat_options; ///< where it may go
  std::optional<core::Hex> ghost;         ///< placement preview
  int ghost_side = 0;
  float pulse = 0; ///< 0..1, animates the highlights
};

/// A text to draw over the map, in window pixels (already culled).
struct HexText {
  std::string text;
  sf::Vector2f center;
  unsigned size = 12;
  sf::Color color;
  bool bold = false;
};

/// Everything the map draws in one frame: a handful of vertex arrays (one draw call each) and
/// the visible texts.
struct HexBatches {
  sf::VertexArray terrain{sf::Triangles};  ///< 4 triangles per hex
  sf::VertexArray outlines{sf::Triangles}; ///< 6 thin quads per hex
  sf::VertexArray rivers{sf::Triangles};   ///< 1 quad per river hexside
  sf::VertexArray overlay{sf::Triangles};  ///< reach shading, path, hover, retreat options
  sf::VertexArray pieces{sf::Triangles};   ///< coins, their shadows and selection rings
  std::vector<HexText> texts;              ///< labels, costs, coin glyphs
  void clear();
};

/// Vertices per hex in HexBatches::terrain and ::outlines; per river in ::rivers.
inline constexpr std::size_t kTerrainVerticesPerHex = 12;
inline constexpr std::size_t kOutlineVerticesPerHex = 36;
inline constexpr std::size_t kRiverVertices = 6;
/// Segments of a coin's circle.
inline constexpr int kCoinSegments = 32;

/// Fill `out` for this frame. Pure: no window, no font.
void buildHexBatches(const Camera &camera, const HexGeometry &geometry, const objectif_villes::Rules &rules,
                     const objectif_villes::State &state, const HexMarks &marks, HexBatches &out);

/// Every shortcut and mouse action of the hex view, for its F1 help overlay.
std::span<const HelpRow> hexHelpRows();

/// The Objectif Villes screen.
class HexView final : public View {
public:
  explicit HexView(std::unique_ptr<OvMatch> match);

  std::string title() const override;
  void resize(sf::Vector2u size) override;
  void handleEvent(const sf::Event &event, bool gui_mouse, bool gui_keyboard) override;
  void update(float dt) override;
  void drawTable(sf::RenderTarget &target) override;
  void drawGui(const GuiFonts &fonts) override;
  std::optional<std::string> takeScreenshotRequest() override;
  void screenshotSaved(const std::string &path, bool ok) override;
  int drawCalls() const override { return draw_calls_; }

  /// Show the map only (no panels): `amiraute render`.
  void setStill(bool still) override;
  /// Fit the whole map in the map area. The map stays fitted when the window is resized until the
  /// player pans or zooms.
  void fitMap();
  void fit() override { fitMap(); }

  const OvMatch &match() const { return *match_; }
  const Camera &camera() const { return camera_; }
  const HexGeometry &geometry() const { return geometry_; }
  /// Window pixel of a hex's centre (tests click there).
  sf::Vector2f screenOf(core::Hex h) const;
  /// The piece selected to move, the attack being prepared, the last refusal.
  std::optional<core::Hex> selected() const { return selected_; }
  const std::vector<core::Hex> &attackers() const { return attackers_; }
  std::optional<core::Hex> defender() const { return defender_; }
  const std::string &lastError() const { return error_; }
  /// The last success message shown in the panel ("done: ...", "screenshot saved to ...").
  const std::string &lastNotice() const { return notice_; }
  /// The F1 help overlay is open.
  bool helpVisible() const { return help_; }
  /// Where a top-bar button ("Undo", "Fit", "Screenshot", "Help  F1", the end-phase one) was
  /// drawn in the last frame, in window pixels; nothing when it was not drawn.
  std::optional<sf::FloatRect> barButton(std::string_view label) const;
  /// Where F12 and the Screenshot button save the window (default amiraute-screenshot.png).
  void setScreenshotPath(std::string path) { screenshot_path_ = std::move(path); }
  /// Resolve the attack being prepared (the panel's Resolve button).
  bool resolveAttack();
  /// End the current phase (the End-phase button).
  bool endPhase();

  float panelWidth() const;
  static constexpr float kBarHeight = 52;

private:
  bool submit(const objectif_villes::Action &action);
  void clearSelection();
  void undo();
  void save();
  void load();
  void onLeftClick(sf::Vector2f p);
  HexMarks marks() const;
  int own(core::Hex h) const; ///< side of the piece on h, or -1

  void guiTurnBar(const GuiFonts &fonts);
  void guiPanel(const GuiFonts &fonts);
  void guiSides();
  void guiAction(const GuiFonts &fonts);
  void guiCombat();
  void guiFiles();
  void guiLog();
  void guiVictory(const GuiFonts &fonts);
  void guiHint();
  void noteBarButton(const char *label); ///< the last widget is this top-bar button
  bool barButtonClicked(const char *label);

  std::unique_ptr<OvMatch> match_;
  HexGeometry geometry_;
  Camera camera_;
  sf::Font font_, bold_;
  HexBatches batches_;
  sf::Vector2u window_{1600, 1000};
  bool still_ = false;
  bool fitted_ = false;
  double fit_scale_ = 0; // the camera as the last fitMap left it
  core::Vec2 fit_center_;
  bool help_ = false;
  std::vector<std::pair<std::string, sf::FloatRect>> bar_buttons_; ///< drawn in the last frame
  int draw_calls_ = 0;

  std::optional<core::Hex> hovered_;
  std::optional<core::Hex> selected_;
  std::optional<objectif_villes::Reach> reach_;
  std::vector<core::Hex> attackers_;
  std::optional<core::Hex> defender_;
  Navigation nav_;
  bool mouse_on_gui_ = false;
  sf::Vector2f press_pos_;
  bool press_left_ = false;

  std::string error_;  ///< last refusal or failed file operation; the game is untouched
  std::string notice_; ///< last success message
  std::string file_path_ = "objectif-villes-save.yaml";
  std::size_t log_seen_ = 0;
  bool log_pinned_ = true; ///< the log follows its newest entries
  std::optional<std::string> screenshot_;
  std::string screenshot_path_ = "amiraute-screenshot.png";
  float time_ = 0;
};

/// The Objectif Villes view for a scenario (core::YamlError on a bad file). The game has no
/// dice; `seed` is only written to saved records.
std::unique_ptr<View> makeHexView(const std::string &scenario_path, std::uint64_t seed);
/// The view for a saved game record (core::YamlError when it does not load).
std::unique_ptr<View> makeHexViewFromRecord(const std::string &record_path);

} // namespace amiraute::ui
