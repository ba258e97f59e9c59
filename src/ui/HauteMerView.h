#pragma once
/// The Haute Mer battle table: camera, ships, tools (move, fire, measure) and panels. Reads the
/// game through game::Match<haute_mer::Game>'s const accessors and changes it only by submit
/// (then the program's dice, settled at once), undo and load.
#include "game/Match.h"
#include "games/haute_mer/Game.h"
#include "ui/Camera.h"
#include "ui/Chrome.h"
#include "ui/ComputerSeats.h"
#include "ui/FileDialog.h"
#include "ui/Panels.h"
#include "ui/Picking.h"
#include "ui/TableRenderer.h"
#include "ui/TableScene.h"
#include "ui/Tools.h"
#include "ui/View.h"

#include <SFML/Graphics/Font.hpp>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace amiraute::ui {

class HauteMerView final : public View {
public:
  using Match = game::Match<haute_mer::Game>;

  HauteMerView(std::unique_ptr<Match> match, std::uint64_t seed);

  std::string title() const override;
  void resize(sf::Vector2u size) override;
  void handleEvent(const sf::Event &event, bool gui_mouse, bool gui_keyboard) override;
  void update(float dt) override;
  void drawTable(sf::RenderTarget &target) override;
  void drawGui(const GuiFonts &fonts) override;
  std::optional<std::string> takeScreenshotRequest() override;
  void screenshotSaved(const std::string &path, bool ok) override;
  int drawCalls() const override { return renderer_.lastDrawCalls(); }

  /// Show the table only (no panels): `amiraute render`.
  void setStill(bool still) override;
  /// Fit the whole table in the table area. The table stays fitted when the window is resized
  /// until the player pans or zooms.
  void fitTable();
  void fit() override { fitTable(); }
  const game::AnyMatch *anyMatch() const override { return match_.get(); }
  bool loadGame(const std::string &path) override {
    const Match *before = match_.get();
    load(path);
    return match_.get() != before;
  }

  const Match &match() const { return *match_; }
  std::string computer(const std::string &side, const std::string &level) override;
  /// Which sides the computer plays (tests set its pause and read its thinking).
  ComputerSeats<haute_mer::Game> &computers() { return computers_; }
  void holdComputer(bool held) override { computers_.hold(held); }
  const Camera &camera() const { return camera_; }
  int selected() const { return selected_; }
  void select(int ship) { selected_ = ship; }
  /// Width of the panel on the right and height of the bar on top, in pixels.
  float panelWidth() const;
  static constexpr float kBarHeight = 52;

  /// Where a top-bar control was drawn in the last frame, in window pixels; nothing when it was
  /// not. Labels: the end-phase button's, "Undo", "Save", "Load", "Screenshot", and the view
  /// controls "Measure", "Rings", "Reach", "Names", "Fit", "Help  F1" — in a narrow window these
  /// are folded into the kViewMenu button's popup and drawn (under the same labels) only while it
  /// is open.
  std::optional<sf::FloatRect> barControl(std::string_view label) const { return bar_.find(label); }
  /// The dialog of Save, Load and Screenshot.
  FileDialog &fileDialog() { return files_; }
  static constexpr const char *kViewMenu = N_("View  ▼");
  /// The view controls are folded into the kViewMenu popup (the window is too narrow for them).
  bool viewFolded() const { return view_folded_; }
  bool helpVisible() const { return help_; }
  bool ringsShown() const { return rings_; }
  bool reachShown() const { return reach_; }
  bool namesShown() const { return labels_; }
  bool measureToggled() const { return measure_toggle_; }
  bool legendShown() const { return legend_; }
  /// The title of a clause as the log's tooltip shows it ("Range" for HM-FIRE-2); "" if unknown.
  std::string clauseTitle(const std::string &id) const {
    const auto it = clause_titles_.find(id);
    return it == clause_titles_.end() ? "" : it->second;
  }
  /// While a ship is dragged: why the rules refuse where it would stand now, if they do.
  std::optional<game::Ruling> dragRefusal() const { return drag_ ? drag_refusal_ : std::nullopt; }
  bool dragging() const { return drag_.has_value(); }
  /// The attack waiting for the player's yes (a click on an enemy asks before the dice roll).
  std::optional<std::pair<int, int>> fireAsked() const {
    if (!confirm_) return std::nullopt;
    return std::pair{confirm_->attacker, confirm_->target};
  }
  /// The forced-undo question is open (the dice of the last attack were seen).
  bool forcedUndoAsked() const { return force_undo_ask_; }

private:
  enum class Press { None, Select, MaybeForward, Fire };
  struct Roll {
    int attacker, target;
    bool torpedo;
    std::vector<int> faces;
    int hit_on;
    int damage_per_hit;
    float age = 0;
  };
  struct Aim {
    int attacker = -1, target = -1;
    bool torpedo = false;
    bool both = false; ///< guns and torpedoes are both possible: T switches
    haute_mer::FireSolution solution;
    std::optional<haute_mer::Odds> odds;
  };

  /// A person's action (refused while the computer's side is to move), or the computer's; the
  /// program's dice then.
  bool submit(const haute_mer::Action &action, bool by_computer = false);
  /// The dice tray shows this attack's roll (the last action).
  void showRoll(const haute_mer::Fire &fire, const haute_mer::FireSolution &solution);
  void refuse(const std::string &text);
  bool ownTurnShip(int ship, haute_mer::Phase phase) const;
  bool canMove(int ship) const { return ownTurnShip(ship, haute_mer::Phase::Movement); }
  bool canFire(int ship) const { return ownTurnShip(ship, haute_mer::Phase::Fire); }
  bool measuring() const { return measure_toggle_ || measure_key_; }
  std::vector<PickCandidate> candidates() const;
  int pickAt(sf::Vector2f screen) const;
  core::Base base(int ship) const;
  double straightNeeded(int ship) const;
  bool useTorpedo(int attacker, int target) const;
  Aim aimAt(int attacker, int target) const;
  /// Why an aim is refused, in words with the clause: "out of range: 8.9 UD, guns reach 8 (HM-FIRE-2)".
  std::string refusalWords(const Aim &aim) const;
  /// Ask before firing: the attack waits for Enter, the Fire button or a second click.
  void askFire(int attacker, int target);
  void fire(int attacker, int target);
  void endPhase();
  /// Undo; when the dice of the last attack were seen, ask first (then undoForced).
  void undo();
  void undoForced();
  /// Take back to the person's last decision (the computer's replies too); `force` past seen dice.
  void undoBack(bool force);
  void load(const std::string &path);
  void cycleShip();
  void onLeftPress(sf::Vector2f pos, bool fine);
  void onLeftRelease(sf::Vector2f pos);
  /// Ask the engine about the position the drag proposes now (drag_refusal_).
  void checkDrag();
  void rememberPhaseStart();
  SceneInput sceneInput() const;

  void guiTurnBar(const GuiFonts &fonts);
  void guiViewControls();
  void guiViewMenu();
  void guiSidePanel(const GuiFonts &fonts);
  void guiShipCard(const GuiFonts &fonts);
  void guiShipActions();
  void guiLog();
  void guiAimTooltip();
  void guiShipTooltip();
  void guiLegend();
  void guiDiceTray();
  void guiConfirmFire(const GuiFonts &fonts);
  void guiForcedUndo(const GuiFonts &fonts);
  void guiDamageDialog(const GuiFonts &fonts);
  void guiFileDialog();
  void guiHelp(const GuiFonts &fonts);
  void guiVictory(const GuiFonts &fonts);
  void guiHint();

  std::unique_ptr<Match> match_;
  ComputerSeats<haute_mer::Game> computers_;
  haute_mer::Engine engine() const { return haute_mer::Engine(match_->rules()); }
  std::uint64_t seed_;
  sf::Font font_;
  TableScene scene_;
  TableRenderer renderer_;
  FrameBatches batches_;
  Camera camera_;
  sf::Vector2u window_{1600, 1000};
  bool still_ = false;
  AutoFit auto_fit_;
  BarControls bar_;
  bool view_folded_ = false;
  bool view_menu_open_ = false, close_view_menu_ = false; ///< Escape closes the View menu first

  int selected_ = -1;
  int hovered_ = -1;
  Navigation nav_;
  bool mouse_on_gui_ = false;
  Press press_ = Press::None;
  sf::Vector2f press_pos_;
  int press_ship_ = -1;
  std::optional<MoveDrag> drag_;
  std::optional<game::Ruling> drag_refusal_; ///< why the dragged position is illegal, live
  bool measure_toggle_ = false, measure_key_ = false, measure_active_ = false;
  std::optional<SceneInput::Measure> measure_;
  core::Vec2 measure_a_;
  int measure_ship_a_ = -1;
  bool rings_ = true, labels_ = true, reach_ = true, help_ = false, prefer_guns_ = false;
  std::optional<Aim> aim_;
  struct Confirm {
    int attacker = -1, target = -1;
  };
  std::optional<Confirm> confirm_;
  bool force_undo_ask_ = false;
  bool was_over_ = false;
  bool legend_ = false;                              ///< the table's legend is open (G)
  std::map<std::string, std::string> clause_titles_; ///< HM-… → its title in docs/rules/haute-mer.md

  std::map<std::pair<int, int>, std::vector<std::optional<core::Pose>>> phase_start_;
  std::optional<Roll> roll_;
  Toasts toasts_;
  std::vector<std::pair<std::size_t, std::string>> notes_; ///< refusals, after log entry index
  std::size_t log_seen_ = 0;
  int alloc_[3] = {0, 0, 0};
  std::string alloc_key_;
  FileDialog files_;
  std::optional<std::string> screenshot_;
  float time_ = 0;
};

} // namespace amiraute::ui
