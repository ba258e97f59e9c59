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

  void status(const ui::GuiFonts &fonts) override;
  void panel(const ui::GuiFonts &fonts) override;
  std::vector<ui::LegendEntry> legend() const override;
  std::optional<ui::BannerText> banner() const override;
  std::string helpHeading() const override;
  std::vector<ui::HelpLine> helpLines() const override;

protected:
  draw::HexSceneInput hexScene(bool still) const override;
  void onChanged() override;
  void hexTooltip(core::Hex hex) override;
  int ownerAt(core::Hex h) const override;
  std::optional<core::Hex> mustRetreat() const override;
  void place(core::Hex h) override { submit(Place{shown().side, placing_, h}); }
  /// Contact next to it, artillery in range.
  void proposeAttackers(core::Hex defender, std::vector<core::Hex> &attackers) const override;

private:
  UnitType placing_ = UnitType::Infantry;
};

} // namespace amiraute::planetes
