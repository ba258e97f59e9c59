#pragma once
/// The Nautic Miles board on the one frame: the card table (ui/CardBoard.h) filled from what the
/// seat at the screen may see (draw/Table.h); a card laid in a gap of one's own row (a convoy), on
/// a convoy, beside another side's convoy, or on the discard; the two submarines laid together; the
/// game's score sheet; at the end of a round its score sheet line by line, held until the players
/// ask for the next deal.
#include "games/nautic_miles/Game.h"
#include "games/nautic_miles/draw/Table.h"
#include "ui/CardBoard.h"

namespace amiraute::nautic_miles {

class Board final : public ui::CardBoard<Game> {
public:
  explicit Board(ui::TypedSession<Game> &session);

  /// The discard's key (the zones' keys are in draw/Table.h).
  static constexpr int kDiscardKey = -2;

  /// The last round's score sheet is shown, waiting for the players (the next deal waits too).
  bool sheetOpen() const;
  /// The players have read it: deal the next round (or close it at the end of the game).
  void closeSheet();

  std::optional<ui::BannerText> banner() const override;
  void overlays(const ui::GuiFonts &fonts) override;
  bool chanceByHand() const override { return sheetOpen() && toMove() == game::kChance; }
  void enter() override;
  void changed() override;

protected:
  std::string gameTitle() const override { return "Nautic Miles"; }
  draw::CardTableInput cardTable() const override;
  std::optional<Action> actionFor(const draw::CardHit &hit) const override;
  std::string instruction() const override;
  void score(const ui::GuiFonts &fonts) override;
  void extras(const ui::GuiFonts &fonts) override;
  std::string cardHelp(CardId card) const override;

private:
  /// The action for a zone key (or kDiscardKey) with the chosen card.
  std::optional<Action> actionForKey(int key) const;
  bool pair_ = false;
  int sheet_read_ = 0; ///< the round whose sheet the players have read
};

} // namespace amiraute::nautic_miles
