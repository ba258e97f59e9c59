#pragma once
/// The Détroits board on the one match frame: the strait (draw/Scene.h); orders written in secret
/// behind the hot-seat curtain (click a ship, then where its bow should end, or type its order),
/// the written order as a ghost path; sealing with ships left without an order asks first; the
/// broadside cones of the pointed ship; at each pause of the execution, the broadsides that bear
/// as buttons.
#include "games/detroits/Game.h"
#include "games/detroits/draw/Scene.h"
#include "ui/HexBoard.h"

#include <string>
#include <vector>

namespace amiraute::detroits {

class Board final : public ui::HexBoard<Game> {
public:
  explicit Board(ui::TypedSession<Game> &session);

  /// The ship being given an order (-1: none).
  int selected() const { return selected_; }
  /// Choose a ship of the seat at the screen to give an order (its order box starts empty).
  bool select(int ship);
  /// What the order box holds.
  const std::string &typed() const { return typed_; }
  /// Write an order for a ship from its text ("1 R 2 R 3 3", "-" to stay).
  bool writeOrder(int ship, const std::string &text);
  /// The ships of the seat at the screen that would stay for want of an order.
  std::vector<int> withoutOrder() const;
  /// What the orders the seat at the screen has written would do to its ships (aground, stopped
  /// short, off the map, boxed in): shown under its orders and asked about before it seals.
  std::vector<OrderWarning> warnings() const;
  /// What the order box's text would do to the selected ship, as it is typed.
  std::vector<OrderWarning> typedWarnings() const;
  /// "Bleu: 3 afloat · 1 point · 0 in the zone": a fleet's line in the panel.
  std::string fleetLine(int side) const;
  /// "Hermione (frigate) · 1 point · facing SE": a ship in the map's tooltip.
  std::string shipLine(int ship) const;
  /// Seal the orders of the seat at the screen; when some of its ships have no order, the frame
  /// asks first (false then: nothing sealed yet).
  bool seal();
  /// Fire one of the chances shown.
  bool fire(const FireChance &chance);
  /// The seat at the screen fires no more at this moment.
  bool hold();

  bool escape() override;
  bool secretsNow() const override;
  bool chanceByHand() const override { return true; }
  std::string curtainActivity() const override;
  void status(const ui::GuiFonts &fonts) override;
  std::optional<ui::EndButton> endButton() const override;
  void onEndButton() override;
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
  int shipAt(core::Hex h) const;
  bool myOrders() const;
  bool myFire() const;
  void ordersPanel();
  void firePanel();
  void setChoices();

  int selected_ = -1;
  std::vector<OrderChoice> choices_;
  std::vector<bool> choice_warned_; ///< per choices_: the order would harm its ship
  std::vector<OrderChoice> facing_choice_;
  std::string typed_;
};

} // namespace amiraute::detroits
