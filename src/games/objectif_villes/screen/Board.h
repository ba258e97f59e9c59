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

  void status(const ui::GuiFonts &fonts) override;
  void panel(const ui::GuiFonts &fonts) override;
  std::vector<ui::LegendEntry> legend() const override;
  std::optional<ui::BannerText> banner() const override;
  std::string helpHeading() const override;
  std::vector<ui::HelpLine> helpLines() const override;
  std::vector<std::string> helpNotes() const override;

protected:
  draw::HexSceneInput hexScene(bool still) const override;
  void onChanged() override;
  void hexTooltip(core::Hex hex) override;
  int ownerAt(core::Hex h) const override;
  std::optional<core::Hex> mustRetreat() const override;
  void place(core::Hex h) override { submit(Place{shown().side, h}); }
  void proposeAttackers(core::Hex defender, std::vector<core::Hex> &attackers) const override;

private:
  Marks marks() const;
  void guiSides();
  void guiAction(const ui::GuiFonts &fonts);
  void guiCombat();
};

} // namespace amiraute::objectif_villes
