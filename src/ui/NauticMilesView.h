#pragma once
/// The Nautic Miles screen: one mat per side (a player, or a team of two partners) with its row
/// of convoys — each convoy face down (turned up for its own side, or once a radar found it) with
/// its miles and battle cards over it and tags for an alert, a storm, the neutral flag, a plane or
/// a mine beside it — and, in one's own row, the gaps where a new convoy may be slid in. A thin
/// view over the card table (ui/CardTableView.h).
#include "games/nautic_miles/Game.h"
#include "ui/CardMatchView.h"
#include "ui/GameViews.h"

#include <cstdint>
#include <memory>
#include <string>

namespace amiraute::ui {

class NauticMilesView final : public CardMatchView<nautic_miles::Game> {
public:
  explicit NauticMilesView(std::unique_ptr<Match> match);

  /// Zone keys: a gap of one's own row (kSlotKey + position), a convoy (side * kSideKey + index).
  static constexpr int kSlotKey = 100000;
  static constexpr int kSideKey = 1000;
  static constexpr int kDiscardKey = -2;
  /// Lay the two submarines together (NM-BATTLE-4) when the chosen card is a submarine.
  void setPair(bool pair) { pair_ = pair; }

protected:
  std::string gameName() const override { return "Nautic Miles"; }
  std::string scenarioTitle() const override { return match_->rules().title; }
  CardTableInput buildScene() const override;
  std::optional<nautic_miles::Action> actionFor(const CardHit &hit) const override;
  std::string instruction() const override;
  void guiScore() override;
  void guiExtra() override;
  std::optional<std::string> gameOverHeadline() const override;
  std::vector<std::string> gameOverLines() const override;
  std::string cardHelp(CardId card) const override;

private:
  std::string sideStatus(int side) const;
  /// The action for a zone key (or kDiscardKey) with the chosen card.
  std::optional<nautic_miles::Action> actionForKey(int key) const;
  bool legalKey(int key) const {
    const auto a = actionForKey(key);
    return a && isLegal(*a);
  }
  bool pair_ = false;
};

} // namespace amiraute::ui
