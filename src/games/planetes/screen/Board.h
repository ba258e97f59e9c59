#pragma once
/// The Planètes board on the one match frame: the star map (draw/Scene.h), units placed from the
/// panel, a unit's reach with its costs and force-field slides, artillery's fire zone and lines of
/// fire, the attack being prepared with its odds, retreat routes.
#include "games/planetes/Game.h"
#include "games/planetes/draw/Scene.h"
#include "ui/OddsBoard.h"

#include <optional>
#include <vector>

namespace amiraute::planetes {

class Board final : public ui::OddsBoard<Game, Reach> {
public:
  explicit Board(ui::TypedSession<Game> &session);

  /// The unit type placed by the next click (placement).
  void setPlacing(UnitType t) { placing_ = t; }
  bool resolveAttack() override;
  bool endPhase();

  bool secretsNow() const override { return false; }
  void status(const ui::GuiFonts &fonts) override;
  std::optional<ui::EndButton> endButton() const override;
  void onEndButton() override { endPhase(); }
  void panel(const ui::GuiFonts &fonts) override;
  std::vector<ui::LegendEntry> legend() const override;
  std::optional<ui::BannerText> banner() const override;
  std::string helpHeading() const override;
  std::vector<ui::HelpLine> helpLines() const override;

protected:
  bool combatPhase() const override { return shown().phase == Phase::Combat; }
  draw::HexSceneInput hexScene(bool still) const override;
  void onHexClick(std::optional<core::Hex> hex) override;
  void onChanged() override;
  void hexTooltip(core::Hex hex) override;

private:
  int ownerAt(core::Hex h) const;

  UnitType placing_ = UnitType::Infantry;
};

} // namespace amiraute::planetes
