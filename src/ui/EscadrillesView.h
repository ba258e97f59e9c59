#pragma once
/// The Escadrilles screen, thin over the shared hex-piece frame (ui/HexMatchView.h): the map by
/// level (sea, plain, plateau, dark) with its legend, the planes as numbered counters with a
/// facing arrow and their altitude, every plane's line of fire; speeds set in secret behind the
/// hot-seat curtain on a speed sheet (planes x speeds); the plane to move flown by clicking the
/// hexes of its path (or one of its ends), or step by step with turn buttons, its points and turns
/// left shown; crash risks marked; shooting at the end of a squadron's movement, in the log.
///
/// The pure part (the scene of a position, the flight being built) is tested without a window
/// (tests/view/EscadrillesViewTest.cpp).
#include "core/hex/Pose.h"
#include "games/escadrilles/Game.h"
#include "ui/HexMatchView.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::ui {

namespace es = escadrilles;
using EsMatch = game::Match<es::Game>;

/// The look of each terrain kind, for the map and the legend.
HexCellLook escadrillesCell(es::Terrain t);

/// Every way the plane to move can fly this turn, found by flying every path (escadrilles::fly):
/// the complete safe paths and the paths that end in a loss, with where each ends.
struct FlightPlan {
  int plane = -1;
  std::vector<es::Flight> safe;   ///< every complete safe path
  std::vector<es::Flight> losses; ///< every path whose last hex loses the plane (crash, exit)

  /// Compute for `plane` on `state` (its speed must be set).
  static FlightPlan of(const es::Rules &rules, const es::State &state, int plane);
  /// Directions that continue `prefix` toward at least one safe end.
  std::vector<int> safeSteps(const std::vector<int> &prefix) const;
  /// Directions that continue `prefix` toward a loss further on (for a plane with no safe way).
  std::vector<int> lossSteps(const std::vector<int> &prefix) const;
  /// Loss paths one step longer than `prefix` (what the next hex would do), by direction.
  std::vector<const es::Flight *> riskSteps(const std::vector<int> &prefix) const;
  /// Safe paths starting with `prefix` that end on `hex`, one per final facing.
  std::vector<const es::Flight *> endsOn(const std::vector<int> &prefix, core::Hex hex) const;
  /// The safe path equal to `prefix`, if it is complete.
  const es::Flight *complete(const std::vector<int> &prefix) const;
};

/// What the screen marks on top of the position.
struct EsMarks {
  std::optional<core::Hex> hovered;
  int plane = -1;              ///< the plane being flown (its ring pulses)
  std::vector<int> steps;      ///< the path built so far (directions)
  std::vector<core::Hex> path; ///< its hexes
  std::vector<ReachMark> reach;
  std::vector<core::Hex> preview;     ///< the path to the pointed end (dashed)
  std::optional<core::HexPose> ghost; ///< where the plane would end, and its facing
  std::vector<core::Hex> ghost_fire;  ///< its line of fire from there
  bool ghost_armed = false;           ///< an enemy in that line
  std::vector<int> targets;           ///< planes the moving side would shoot down now
  bool ready = false;                 ///< ring the moving side's planes that have not flown
  float pulse = 0;
};

/// The hex scene's input for a position: terrain, planes, lines of fire, altitudes and the marks.
/// Pure: no window.
HexSceneInput escadrillesScene(const es::Rules &rules, const es::State &state, const EsMarks &marks);

/// The Escadrilles screen.
class EscadrillesView final : public HexMatchView<es::Game> {
public:
  explicit EscadrillesView(std::unique_ptr<EsMatch> match);

  std::string title() const override;

  /// The plane the seat at the screen flies now (-1: none).
  int flyingPlane() const { return plan_.plane; }
  /// The path built so far for it.
  const std::vector<int> &steps() const { return steps_; }
  /// Speeds chosen on the sheet and not yet confirmed (number, speed), for the seat at the screen.
  std::vector<std::pair<int, int>> pendingSpeeds() const;
  /// Choose a speed on the sheet for plane `number` (refused outside its range).
  bool chooseSpeed(int number, int speed);
  /// Confirm the sheet: the speeds go in, secret (the end button in the speeds phase).
  bool confirmSpeeds();
  /// One step of the path: `delta` sixths of a turn from the current heading (0 straight, -1 left,
  /// +1 right, +-2 at speed 2); a loss asks for confirmation first.
  bool stepTurn(int delta);
  /// Take the last step of the path back.
  void stepBack();
  /// Fly into the loss the path is about to make, on purpose (the crash the panel asked about).
  bool confirmRisk();
  /// The loss waiting for confirmation, if any.
  const es::Flight *pendingRisk() const { return risk_ ? &*risk_ : nullptr; }
  /// End the moving squadron's movement: its planes shoot.
  bool endMovement();

protected:
  HexSceneInput scene(bool still) const override;
  void onHexClick(std::optional<core::Hex> hex) override;
  void onChanged() override;
  bool secretsNow() const override;
  void onEscape() override;
  bool onKey(const sf::Event::KeyEvent &key) override;
  void guiStatus(const GuiFonts &fonts) override;
  std::optional<OldEndButton> endButton() const override;
  void onEndButton() override;
  void guiPanel(const GuiFonts &fonts) override;
  std::vector<OldLegendEntry> legend() const override;
  void guiTooltip(core::Hex hex) override;
  std::optional<OldBannerText> banner() const override;
  std::string helpHeading() const override;
  std::vector<OldHelpLine> helpLines() const override;
  std::vector<std::string> helpNotes() const override;

private:
  bool mySpeeds() const;   ///< the seat at the screen sets speeds now
  bool myMovement() const; ///< the seat at the screen flies now
  int headFacing() const;
  core::Hex headHex() const;
  bool fly(const std::vector<int> &directions);
  void addStep(int direction);
  void guiSquadrons();
  void guiSpeedSheet(bool editable);
  void guiFlight(const GuiFonts &fonts);
  std::string sideName(int side) const;

  FlightPlan plan_;
  std::vector<int> steps_;
  std::optional<es::Flight> risk_;                ///< a loss waiting for confirmation
  std::vector<const es::Flight *> facing_choice_; ///< ends on one hex with several facings
  std::vector<std::pair<int, int>> sheet_;        ///< (plane index, speed) chosen, not yet sent
};

/// The view for a scenario, or a saved record (core::YamlError on a bad file). No dice; `seed`
/// only goes into saved records.
std::unique_ptr<View> makeEscadrillesView(const std::string &scenario_path, std::uint64_t seed);
std::unique_ptr<View> makeEscadrillesViewFromRecord(const std::string &record_path, std::uint64_t seed);

} // namespace amiraute::ui
