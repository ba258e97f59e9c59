#pragma once
/// The Planètes board on the one match frame: the star map (draw/Scene.h), units placed from the
/// panel, a unit's reach with its costs and force-field slides, artillery's fire zone and lines of
/// fire, the attack being prepared with its odds, retreat routes.
#include "games/planetes/Game.h"
#include "games/planetes/draw/Scene.h"
#include "ui/HexBoard.h"

#include <optional>
#include <vector>

namespace amiraute::planetes {

class Board final : public ui::HexBoard<Game> {
public:
  explicit Board(ui::TypedSession<Game> &session);

  std::optional<core::Hex> selected() const { return selected_; }
  const std::vector<core::Hex> &attackers() const { return attackers_; }
  std::optional<core::Hex> defender() const { return defender_; }
  /// The unit type placed by the next click (placement).
  void setPlacing(UnitType t) { placing_ = t; }
  bool resolveAttack();
  bool endPhase();

  void enter() override;
  bool escape() override;
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
  draw::HexSceneInput hexScene(bool still) const override;
  void onHexClick(std::optional<core::Hex> hex) override;
  void onChanged() override;
  void hexTooltip(core::Hex hex) override;

private:
  int ownerAt(core::Hex h) const;
  std::string sideName(int side) const;

  std::optional<core::Hex> selected_;
  std::optional<Reach> reach_;
  std::vector<core::Hex> attackers_;
  std::optional<core::Hex> defender_;
  UnitType placing_ = UnitType::Infantry;
};

} // namespace amiraute::planetes
