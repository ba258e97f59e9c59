#pragma once
/// The Haute Mer board on the one match frame: the continuous table (draw/Table.h) with the
/// person's tools — select a ship, press and drag it forward or by its gold handle about the stern
/// (red with the rule it breaks while still held), point at an enemy for the line of fire and the
/// odds, click to be asked, then fire; hold M to measure — and its windows over the table: the
/// hint, the odds, the fire question, the dice tray and the damage dialog. The ship's card and its
/// move and fire buttons are the side panel's; Measure, Rings, Reach and Names the bar's.
#include "games/haute_mer/Game.h"
#include "games/haute_mer/draw/Table.h"
#include "ui/Board.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace amiraute::haute_mer {

class Board final : public ui::BoardFor<Game> {
public:
  explicit Board(ui::TypedSession<Game> &session);

  // ---- what the tests read ------------------------------------------------------------------------
  int selected() const { return selected_; }
  void select(int ship) { selected_ = ship; }
  bool ringsShown() const { return rings_; }
  bool reachShown() const { return reach_; }
  bool namesShown() const { return labels_; }
  bool measureToggled() const { return measure_toggle_; }
  /// While a ship is dragged: why the rules refuse where it would stand now, if they do.
  std::optional<game::Ruling> dragRefusal() const { return drag_ ? drag_refusal_ : std::nullopt; }
  bool dragging() const { return drag_.has_value(); }
  /// The attack waiting for the player's yes (a click on an enemy asks before the dice roll).
  std::optional<std::pair<int, int>> fireAsked() const {
    if (!confirm_) return std::nullopt;
    return std::pair{confirm_->attacker, confirm_->target};
  }
  /// The attack whose dice the tray shows: attacker, target and faces.
  struct Roll {
    int attacker = -1, target = -1;
    bool torpedo = false;
    std::vector<int> faces;
    int hit_on = 7;
    int damage_per_hit = 1;
  };
  const std::optional<Roll> &rollShown() const { return roll_; }
  /// Where the gold pivot handle of a ship is drawn now (the tests drag it).
  core::Vec2 handleOf(int ship) const;
  /// What the table shows now.
  TableInput tableInput(bool still) const;

  // ---- the table --------------------------------------------------------------------------------------
  draw::Rect bounds() const override;
  void scene(const ui::SceneContext &context, draw::Scene &out) override;

  // ---- input
  // ------------------------------------------------------------------------------------------------
  void pointerMoved(draw::Point world) override;
  void pointerLeft() override;
  void pressed(draw::Point world, bool fine) override;
  void released(draw::Point world) override;
  bool key(const sf::Event::KeyEvent &key) override;
  void keyReleased(const sf::Event::KeyEvent &key) override;
  void focusLost() override { measure_key_ = false; }
  void enter() override;
  bool escape() override;
  void update(float dt) override;
  void changed() override;

  // ---- the frame's parts --------------------------------------------------------------------------------
  void status(const ui::GuiFonts &fonts) override;
  std::optional<ui::EndButton> endButton() const override;
  void onEndButton() override { endPhase(); }
  std::string endButtonWidest() const override;
  std::vector<ui::BarToggle> toggles() override;
  void panel(const ui::GuiFonts &fonts) override;
  void overlays(const ui::GuiFonts &fonts) override;
  bool hasTooltip() const override;
  void tooltip() override;
  std::vector<ui::LegendEntry> legend() const override;
  std::optional<draw::Color> logColor(const game::LogEntry &entry) const override;
  std::string actionWords(const std::string &action) const override;
  std::string seenChance() const override;
  std::optional<ui::BannerText> banner() const override;
  std::string helpHeading() const override;
  std::vector<ui::HelpLine> helpLines() const override;
  std::vector<std::string> helpNotes() const override;
  bool secretsNow() const override { return false; }

private:
  enum class Press { None, Select, MaybeForward, Fire };
  struct Aim {
    int attacker = -1, target = -1;
    bool torpedo = false;
    bool both = false; ///< guns and torpedoes are both possible: T switches
    FireSolution solution;
    std::optional<Odds> odds;
  };
  struct Confirm {
    int attacker = -1, target = -1;
  };

  Engine engine() const { return Engine(rules()); }
  core::Base base(int ship) const { return shipBase(rules(), shown(), ship); }
  bool ownTurnShip(int ship, Phase phase) const;
  bool canMove(int ship) const { return ownTurnShip(ship, Phase::Movement); }
  bool canFire(int ship) const { return ownTurnShip(ship, Phase::Fire); }
  bool measuring() const { return measure_toggle_ || measure_key_; }
  double straightNeeded(int ship) const;
  int pickAt(draw::Point world) const;
  double pixels() const;
  bool useTorpedo(int attacker, int target) const;
  Aim aimAt(int attacker, int target) const;
  /// Why an aim is refused, in words with the clause: "out of range: guns reach 8 UD (HM-FIRE-2)".
  std::string refusalWords(const Aim &aim) const;
  void askFire(int attacker, int target);
  void fire(int attacker, int target);
  void endPhase();
  void cycleShip();
  void checkDrag();
  void measureTo(draw::Point world);
  void rememberPhaseStart();
  const std::string &side(int s) const { return rules().sides[static_cast<std::size_t>(s)]; }
  const std::string &shipName(int i) const { return rules().ships[static_cast<std::size_t>(i)].name; }
  int sideOf(int ship) const { return rules().ships[static_cast<std::size_t>(ship)].side; }

  void shipCard(const ui::GuiFonts &fonts);
  void objectives(); ///< the scenario's objectives, ticked when met now
  void shipActions();
  void hint();
  void aimWindow();
  void diceTray();
  void fireQuestion(const ui::GuiFonts &fonts);
  void damageDialog(const ui::GuiFonts &fonts);

  int selected_ = -1;
  int hovered_ = -1;
  Press press_ = Press::None;
  draw::Point press_at_;
  int press_ship_ = -1;
  std::optional<MoveDrag> drag_;
  std::optional<game::Ruling> drag_refusal_; ///< why the dragged position is illegal, live
  bool measure_toggle_ = false, measure_key_ = false, measure_active_ = false;
  std::optional<TableInput::Measure> measure_;
  core::Vec2 measure_a_;
  int measure_ship_a_ = -1;
  bool rings_ = true, labels_ = true, reach_ = true, prefer_guns_ = false;
  std::optional<Aim> aim_;
  std::optional<Confirm> confirm_;
  std::optional<Roll> roll_;
  int alloc_[3] = {0, 0, 0};
  std::string alloc_key_;
  /// Where each ship stood when a side's movement phase began, by (turn, side), with the number of
  /// actions then: the ghosts of where they began.
  struct PhaseStart {
    std::size_t actions = 0;
    std::vector<std::optional<core::Pose>> poses;
  };
  std::map<std::pair<int, int>, PhaseStart> phase_start_;
  std::size_t seen_ = 0; ///< actions at the last change
  State before_;         ///< the position at the last change (an attack's odds, once rolled)
};

} // namespace amiraute::haute_mer
