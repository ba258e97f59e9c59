#pragma once
/// The Milles Nautiques screen: one mat per boat (its wind, damage and protest piles, its jokers
/// and its miles; its crew's hands as backs), the pile and the discard, the skipper's hand. A
/// thin view over the card table (ui/CardTableView.h): it fills the table from what the seat at
/// the screen may see and says what a click means — draw or take in MN-TURN-1, then a card on
/// one's own boat, on another boat (an attack) or on the discard.
#include "games/milles_nautiques/Game.h"
#include "ui/CardMatchView.h"
#include "ui/GameViews.h"

#include <cstdint>
#include <memory>
#include <string>

namespace amiraute::ui {

class MillesNautiquesView final : public CardMatchView<milles_nautiques::Game> {
public:
  explicit MillesNautiquesView(std::unique_ptr<Match> match);

  /// The mat of each boat: areas are boats, in order.
  static constexpr int kZonesPerBoat = 5;

protected:
  std::string gameName() const override { return "Milles Nautiques"; }
  std::string scenarioTitle() const override { return match_->rules().title; }
  CardTableInput buildScene() const override;
  std::optional<milles_nautiques::Action> actionFor(const CardHit &hit) const override;
  std::string instruction() const override;
  void guiScore() override;
  /// The Mistoufle question (MN-MIST-1): two buttons for the skipper asked.
  void guiExtra() override;
  std::optional<std::string> gameOverHeadline() const override;
  std::vector<std::string> gameOverLines() const override;
  std::string cardHelp(CardId card) const override;

private:
  int boatOf(const CardHit &hit) const; ///< the boat a click on the table points at, or -1
  CardId chosenCard() const;            ///< the card chosen in the hand, or kBack
  /// Playing the chosen card on `boat` (one's own: laid on it; another: an attack).
  std::optional<milles_nautiques::Action> actionForBoat(int boat) const;
  /// "350 / 1,500 miles · damaged"; `brief`: in fewer words, for a narrow mat.
  std::string boatStatus(int boat, bool brief = false) const;
};

} // namespace amiraute::ui
