#pragma once
/// The Escadrilles board on the one match frame: the hex sky (draw/Scene.h); speeds set in secret
/// behind the hot-seat curtain on a speed sheet (planes x speeds); the plane to move flown by
/// clicking the hexes of its path (or one of its ends), or step by step with turn buttons (Q, W,
/// E), its points and turns left shown; a path that loses the plane asks first; shooting at the
/// end of a squadron's movement.
#include "games/escadrilles/Game.h"
#include "games/escadrilles/draw/Scene.h"
#include "ui/HexBoard.h"

#include <optional>
#include <utility>
#include <vector>

namespace amiraute::escadrilles {

class Board final : public ui::HexBoard<Game> {
public:
  explicit Board(ui::TypedSession<Game> &session);

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
  /// The hexes where every end of the path built so far leaves the plane no safe way next turn
  /// (ES-CRASH-4): marked "!" on the map.
  std::vector<core::Hex> trapEnds() const;
  /// End the moving squadron's movement: its planes shoot.
  bool endMovement();

  bool escape() override;
  bool key(const sf::Event::KeyEvent &key) override;
  bool secretsNow() const override;
  std::string curtainActivity() const override;
  void status(const ui::GuiFonts &fonts) override;
  std::optional<ui::EndButton> endButton() const override;
  void onEndButton() override;
  void panel(const ui::GuiFonts &fonts) override;
  std::vector<ui::LegendEntry> legend() const override;
  std::optional<ui::BannerText> banner() const override;
  std::string helpHeading() const override;
  std::vector<ui::HelpLine> helpLines() const override;
  std::vector<std::string> helpNotes() const override;

protected:
  draw::HexSceneInput hexScene(bool still) const override;
  void onHexClick(std::optional<core::Hex> hex) override;
  void onChanged() override;
  void hexTooltip(core::Hex hex) override;

private:
  bool mySpeeds() const;   ///< the seat at the screen sets speeds now
  bool myMovement() const; ///< the seat at the screen flies now
  int headFacing() const;
  core::Hex headHex() const;
  bool fly(const std::vector<int> &directions);
  void addStep(int direction);
  void squadrons();
  void speedSheet(bool editable);
  void flight(const ui::GuiFonts &fonts);

  FlightPlan plan_;
  std::vector<bool> trapped_; ///< per plan_.safe: no safe way out of that end next turn (ES-CRASH-4)
  std::vector<int> steps_;
  std::optional<Flight> risk_;                ///< a loss waiting for confirmation
  std::vector<const Flight *> facing_choice_; ///< ends on one hex with several facings
  std::vector<std::pair<int, int>> sheet_;    ///< (plane index, speed) chosen, not yet sent
};

} // namespace amiraute::escadrilles
