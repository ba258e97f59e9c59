#pragma once
/// The Détroits screen, thin over the shared hex-piece frame (ui/HexMatchView.h): sea and land,
/// the lighthouses and their zone, the wind; ships as bars two hexes long (three-masters) or one
/// (frigates) with their resistance; orders written in secret behind the hot-seat curtain (click a
/// ship, then where it should end, or type the order), the written order as a ghost path; the
/// broadside cones of the pointed ship; at each pause of the execution, the broadsides that may
/// fire as buttons.
#include "core/hex/Pose.h"
#include "games/detroits/Game.h"
#include "ui/HexMatchView.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::ui {

namespace dt = detroits;
using DtMatch = game::Match<dt::Game>;

/// The look of sea and land.
HexCellLook detroitsCell(dt::Terrain t);

/// One order a ship may be given, and the pose it would end in on an empty sea.
struct OrderChoice {
  dt::WriteOrder order;
  core::HexPose end;
  int points = 0;
};
/// Every candidate order of ship `i` (escadrilles-like: one per end pose), with its end.
std::vector<OrderChoice> orderChoices(const dt::Rules &rules, const dt::State &state, int i);

/// What the screen marks on top of the position.
struct DtMarks {
  std::optional<core::Hex> hovered;
  int selected = -1;                ///< the ship being given an order
  int pointed = -1;                 ///< the ship under the pointer: its broadside cones
  std::vector<ReachMark> reach;     ///< where the selected ship may end
  std::optional<OrderChoice> ghost; ///< the order under the pointer
  std::vector<int> targets;         ///< ships a broadside may hit now
  int seat = -1;                    ///< the fleet at the screen: its ships without an order are ringed
  float pulse = 0;
};

/// The hex scene's input for a position. Pure: no window.
HexSceneInput detroitsScene(const dt::Rules &rules, const dt::State &state, const DtMarks &marks);

class DetroitsView final : public HexMatchView<dt::Game> {
public:
  explicit DetroitsView(std::unique_ptr<DtMatch> match);
  std::string title() const override;

  int selected() const { return selected_; }
  /// Write an order for the selected ship from its text ("1 R 2 R 3 3", "-" to stay).
  bool writeOrder(int ship, const std::string &text);
  /// Seal the orders of the seat at the screen.
  bool seal();
  /// Fire one of the chances shown.
  bool fire(const dt::FireChance &chance);
  /// The seat at the screen fires no more at this moment.
  bool hold();

protected:
  HexSceneInput scene(bool still) const override;
  void onHexClick(std::optional<core::Hex> hex) override;
  void onChanged() override;
  void onEscape() override;
  bool secretsNow() const override;
  void guiStatus(const GuiFonts &fonts) override;
  std::optional<OldEndButton> endButton() const override;
  void onEndButton() override;
  void guiPanel(const GuiFonts &fonts) override;
  std::vector<OldLegendEntry> legend() const override;
  void guiTooltip(core::Hex hex) override;
  std::optional<OldBannerText> banner() const override;
  std::string helpHeading() const override;
  std::vector<OldHelpLine> helpLines() const override;

private:
  int shipAt(core::Hex h) const;
  bool myOrders() const;
  bool myFire() const;
  std::string sideName(int side) const;

  int selected_ = -1;
  std::vector<OrderChoice> choices_;
  std::vector<OrderChoice> facing_choice_;
  std::string typed_;
};

std::unique_ptr<View> makeDetroitsView(const std::string &scenario_path, std::uint64_t seed);
std::unique_ptr<View> makeDetroitsViewFromRecord(const std::string &record_path, std::uint64_t seed);

} // namespace amiraute::ui
