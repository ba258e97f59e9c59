#pragma once
/// The Planètes screen, thin over the shared hex-piece frame (ui/HexMatchView.h): void, asteroids,
/// planetoids, force fields and black holes, the two planets and their stations; units as NATO
/// counters (infantry ✕, cavalry ╱, artillery ●) with their combat and movement values; the reach
/// of a unit with its costs and force-field slides, artillery's fire zone and lines of fire, the
/// attack being prepared with its odds, retreat routes.
#include "games/planetes/Game.h"
#include "ui/HexMatchView.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::ui {

namespace pl = planetes;
using PlMatch = game::Match<pl::Game>;

/// The look of each terrain kind.
HexCellLook planetesCell(pl::Terrain t);
/// The NATO symbol of a unit type.
UnitSymbol planetesSymbol(pl::UnitType t);

/// What the screen marks on top of the position.
struct PlMarks {
  std::optional<core::Hex> hovered;
  std::optional<core::Hex> selected;              ///< own unit chosen to move
  std::vector<ReachMark> reach;                   ///< where it may go, with costs
  std::vector<core::Hex> path;                    ///< to the pointed destination
  std::vector<core::Hex> fire_zone;               ///< the pointed or selected artillery's fire zone
  std::vector<core::Hex> attackers;               ///< units picked for the attack
  std::optional<core::Hex> defender;              ///< the enemy attacked
  std::vector<std::vector<core::Hex>> fire_lines; ///< artillery attackers' lines of fire
  std::vector<core::Hex> ready;                   ///< own units that may still act this phase
  std::optional<core::Hex> retreating;            ///< the unit that must retreat
  std::vector<ReachMark> retreat;                 ///< where it may go
  float pulse = 0;
};

/// The hex scene's input for a position. Pure: no window.
HexSceneInput planetesScene(const pl::Rules &rules, const pl::State &state, const PlMarks &marks);

class PlanetesView final : public HexMatchView<pl::Game> {
public:
  explicit PlanetesView(std::unique_ptr<PlMatch> match);
  std::string title() const override;

  std::optional<core::Hex> selected() const { return selected_; }
  const std::vector<core::Hex> &attackers() const { return attackers_; }
  std::optional<core::Hex> defender() const { return defender_; }
  /// The unit type placed by the next click (placement).
  void setPlacing(pl::UnitType t) { placing_ = t; }
  bool resolveAttack();
  bool endPhase();

protected:
  HexSceneInput scene(bool still) const override;
  void onHexClick(std::optional<core::Hex> hex) override;
  void onChanged() override;
  void onEscape() override;
  bool secretsNow() const override { return false; }
  void onEnter() override;
  void guiStatus(const GuiFonts &fonts) override;
  std::optional<EndButton> endButton() const override;
  void onEndButton() override { endPhase(); }
  void guiPanel(const GuiFonts &fonts) override;
  std::vector<LegendEntry> legend() const override;
  void guiTooltip(core::Hex hex) override;
  std::optional<BannerText> banner() const override;
  std::string helpHeading() const override;
  std::vector<HelpLine> helpLines() const override;

private:
  int ownerAt(core::Hex h) const;
  std::string sideName(int side) const;
  std::string unitGlyph(const pl::Unit &u) const;

  std::optional<core::Hex> selected_;
  std::optional<pl::Reach> reach_;
  std::vector<core::Hex> attackers_;
  std::optional<core::Hex> defender_;
  pl::UnitType placing_ = pl::UnitType::Infantry;
};

std::unique_ptr<View> makePlanetesView(const std::string &scenario_path, std::uint64_t seed);
std::unique_ptr<View> makePlanetesViewFromRecord(const std::string &record_path, std::uint64_t seed);

} // namespace amiraute::ui
