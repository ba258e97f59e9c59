#pragma once
/// The Objectif Villes screen: the map drawn by the shared hex scene (ui/HexScene.h), filled from
/// the game state, and the panels to place, move, attack and retreat. Reads the game through
/// game::Match<objectif_villes::Game>'s const accessors, shows what the seat at the screen may see
/// (observe; Objectif Villes hides nothing, so its curtain never falls), and changes the game only
/// by Match::submit / undo / load.
///
/// Everything above ObjectifVillesView itself is pure logic, tested without a window (tests/view).
#include "core/hex/Grid.h"
#include "game/Match.h"
#include "games/objectif_villes/Game.h"
#include "ui/Camera.h"
#include "ui/Chrome.h"
#include "ui/ComputerSeats.h"
#include "ui/Curtain.h"
#include "ui/FileDialog.h"
#include "ui/HexPieces.h"
#include "ui/HexRenderer.h"
#include "ui/HexScene.h"
#include "ui/View.h"

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Rect.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace amiraute::ui {

/// An Objectif Villes game in progress.
using OvMatch = game::Match<objectif_villes::Game>;

/// Fill colour of a terrain kind.
sf::Color terrainColor(objectif_villes::Terrain t);
/// Coin colours of a side: 0 = Pile (gold), 1 = Face (silver).
sf::Color coinFace(int side);
sf::Color coinRim(int side);
/// The glyph stamped on a side's coins: "P" or "F" (drawn when the coin's picture cannot be).
const char *coinGlyph(int side);
/// The picture of a side's coin face, assets/<name>.svg: "coins/pile" (a numeral) for side 0,
/// "coins/face" (a head) for side 1, tinted with coinFace() inside the coinRim() rim.
const char *coinArt(int side);

/// What the view wants highlighted, from its interaction state.
struct OvMarks {
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

/// The hex scene's input for an Objectif Villes position: terrain, rivers, coins and the marks.
/// Pure: no window.
HexSceneInput objectifVillesScene(const objectif_villes::Rules &rules, const objectif_villes::State &state,
                                  const OvMarks &marks);

/// Every shortcut and mouse action of the Objectif Villes screen, for its F1 help overlay.
std::span<const HelpRow> objectifVillesHelpRows();

/// The Objectif Villes screen.
class ObjectifVillesView final : public View {
public:
  explicit ObjectifVillesView(std::unique_ptr<OvMatch> match);

  std::string title() const override;
  void resize(sf::Vector2u size) override;
  void handleEvent(const sf::Event &event, bool gui_mouse, bool gui_keyboard) override;
  void update(float dt) override;
  void drawTable(sf::RenderTarget &target) override;
  void drawGui(const GuiFonts &fonts) override;
  std::optional<std::string> takeScreenshotRequest() override;
  void screenshotSaved(const std::string &path, bool ok) override;
  int drawCalls() const override { return renderer_.lastDrawCalls(); }

  /// Show the map only (no panels): `amiraute render`.
  void setStill(bool still) override;
  /// Fit the whole map in the map area. The map stays fitted when the window is resized until the
  /// player pans or zooms.
  void fitMap();
  void fit() override { fitMap(); }
  const game::AnyMatch *anyMatch() const override { return match_.get(); }
  bool loadGame(const std::string &path) override;
  std::string computer(const std::string &side, const std::string &level) override;
  /// Which seats the computer plays (tests set its pause and read its thinking).
  ComputerSeats<objectif_villes::Game> &computers() { return computers_; }
  void holdComputer(bool held) override { computers_.hold(held); }

  const OvMatch &match() const { return *match_; }
  /// What the screen shows: the state as the seat at the screen sees it.
  const objectif_villes::State &shown() const { return shown_; }
  const Curtain &curtain() const { return curtain_; }
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
  /// The pointed hex's tooltip was drawn in the last frame (never while the help is open).
  bool hexTooltipShown() const { return tooltip_shown_; }
  /// Where a top-bar button ("Undo", "Fit", "Screenshot", "Help  F1", the end-phase one) was
  /// drawn in the last frame, in window pixels; nothing when it was not drawn.
  std::optional<sf::FloatRect> barButton(std::string_view label) const { return bar_.find(label); }
  /// The dialog of Save, Load and Screenshot.
  FileDialog &fileDialog() { return files_; }
  /// Where F12 saves the window (default: the scenario's name and the time; -2, -3… if taken).
  void setScreenshotPath(std::string path) { screenshot_path_ = std::move(path); }
  /// Resolve the attack being prepared (the panel's Resolve button).
  bool resolveAttack();
  /// End the current phase (the End-phase button).
  bool endPhase();
  /// The scene input of this frame (what drawTable draws).
  HexSceneInput sceneInput() const;
  /// What the map shows, in words: every terrain, the rivers, both sides' coins and the marks
  /// (rings, veils, highlighted hexes), in the language of the screen.
  std::vector<OldLegendEntry> legend() const;
  /// Open or close the legend in the side panel (L, or a click on its header). Until the player
  /// chooses, it is open when the panel has room for it and the log.
  void showLegend(bool open) { legend_choice_ = open; }
  /// Where the legend was drawn in the last frame, in window pixels: its header and table in the
  /// panel, or its window over the map's corner when the panel has no room; nothing when closed.
  std::optional<sf::FloatRect> legendRect() const { return legend_rect_; }

  float panelWidth() const;
  static constexpr float kBarHeight = 52;

private:
  /// A person's action (refused while the computer's seat is to move), or the computer's.
  bool submit(const objectif_villes::Action &action, bool by_computer = false);
  void refresh(); ///< after every change of the match: the curtain follows, the shown state too
  void clearSelection();
  void undo();
  void save(const std::string &path);
  void load();
  void onLeftClick(sf::Vector2f p);
  OvMarks marks() const;
  int own(core::Hex h) const; ///< side of the piece on h, or -1

  void guiTurnBar(const GuiFonts &fonts);
  void guiPanel(const GuiFonts &fonts);
  void guiSides();
  void guiAction(const GuiFonts &fonts);
  void guiCombat();
  void guiFiles();
  void guiLegend();
  void guiLegendWindow(); ///< the legend over the map when the panel has no room for it
  void guiLog();
  void guiVictory(const GuiFonts &fonts);
  void guiHint();

  std::unique_ptr<OvMatch> match_;
  ComputerSeats<objectif_villes::Game> computers_;
  objectif_villes::State shown_;
  Curtain curtain_;
  HexGeometry geometry_;
  Camera camera_;
  HexRenderer renderer_;
  HexBatches batches_;
  sf::Vector2u window_{1600, 1000};
  bool still_ = false;
  AutoFit auto_fit_;
  BarControls bar_;
  bool help_ = false;

  std::optional<core::Hex> hovered_;
  std::optional<core::Hex> selected_;
  std::optional<objectif_villes::Reach> reach_;
  std::vector<core::Hex> attackers_;
  std::optional<core::Hex> defender_;
  Navigation nav_;
  bool mouse_on_gui_ = false;
  bool tooltip_shown_ = false;

  std::string error_;  ///< last refusal or failed file operation; the game is untouched
  std::string notice_; ///< last success message
  std::string file_path_ = "objectif-villes-save.yaml";
  std::size_t log_seen_ = 0;
  bool log_pinned_ = true; ///< the log follows its newest entries
  std::optional<std::string> screenshot_;
  std::string screenshot_path_; ///< "": the scenario's name and the time
  FileDialog files_;
  float time_ = 0;
  std::optional<bool> legend_choice_; ///< the player opened or closed the legend
  std::optional<sf::FloatRect> legend_rect_;
  bool legend_floating_ = false;        ///< open, over the map: no room in the panel
  float legend_height_ = 0;             ///< the table's height as last drawn in the panel
  const sf::Texture *coin_art_[2] = {}; ///< the coin faces for the panels (renderer_'s), or none
};

/// The Objectif Villes view for a scenario (core::YamlError on a bad file). The game has no
/// dice; `seed` is only written to saved records.
std::unique_ptr<View> makeObjectifVillesView(const std::string &scenario_path, std::uint64_t seed);
/// The view for a saved game record (core::YamlError when it does not load).
std::unique_ptr<View> makeObjectifVillesViewFromRecord(const std::string &record_path);

} // namespace amiraute::ui
