#pragma once
/// The Objectif Villes board on the one match frame: the hex map (draw/Scene.h), a coin placed by a
/// click, a coin's reach with its costs and the cheapest path to the pointed hex, the attack being
/// prepared with its strengths, odds and outcome, the retreat hexes after a 3:1; the cities held
/// in the bar and in the panel, each side's coin drawn from assets/coins.
#include "games/objectif_villes/Game.h"
#include "games/objectif_villes/draw/Scene.h"
#include "ui/OddsBoard.h"

#include <optional>
#include <string>
#include <vector>

namespace amiraute::objectif_villes {

class Board final : public ui::OddsBoard<Game, Reach> {
public:
  explicit Board(ui::TypedSession<Game> &session);

  /// Resolve the attack being prepared (the panel's Resolve button).
  bool resolveAttack() override;
  /// End the current phase (the bar's green button).
  bool endPhase();

  bool secretsNow() const override { return false; } // nothing is hidden: no curtain
  void status(const ui::GuiFonts &fonts) override;
  std::optional<ui::EndButton> endButton() const override;
  void onEndButton() override { endPhase(); }
  void panel(const ui::GuiFonts &fonts) override;
  std::vector<ui::LegendEntry> legend() const override;
  std::optional<ui::BannerText> banner() const override;
  std::string helpHeading() const override;
  std::vector<ui::HelpLine> helpLines() const override;
  std::vector<std::string> helpNotes() const override;

protected:
  bool combatPhase() const override { return shown().phase == Phase::Combat; }
  draw::HexSceneInput hexScene(bool still) const override;
  void onHexClick(std::optional<core::Hex> hex) override;
  void onChanged() override;
  void hexTooltip(core::Hex hex) override;

private:
  Marks marks() const;
  int ownerAt(core::Hex h) const; ///< side of the coin on h, or -1
  void guiSides();
  void guiAction(const ui::GuiFonts &fonts);
  void guiCombat();
};

} // namespace amiraute::objectif_villes
