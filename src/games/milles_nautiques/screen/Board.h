#pragma once
/// The Milles Nautiques board on the one frame: the card table (ui/CardBoard.h) filled from what
/// the seat at the screen may see (draw/Table.h); a click means draw or take in MN-TURN-1, then a
/// card on one's own boat, on another boat (an attack) or on the discard; the Mistoufle question
/// (MN-MIST-1) asked in the frame's question over the table, with two buttons; the race's score sheet.
#include "games/milles_nautiques/Game.h"
#include "games/milles_nautiques/draw/Table.h"
#include "ui/CardBoard.h"

namespace amiraute::milles_nautiques {

class Board final : public ui::CardBoard<Game> {
public:
  explicit Board(ui::TypedSession<Game> &session) : CardBoard(session) {}

  std::optional<ui::BannerText> banner() const override;
  /// The Mistoufle question (MN-MIST-1), asked of the skipper at the screen.
  std::optional<ui::BoardQuestion> question() const override;
  void answer(int k) override;

protected:
  std::string gameTitle() const override { return "Milles Nautiques"; }
  draw::CardTableInput cardTable() const override;
  std::optional<Action> actionFor(const draw::CardHit &hit) const override;
  std::string instruction() const override;
  void score(const ui::GuiFonts &fonts) override;
  std::string cardHelp(CardId card) const override;

private:
  /// Playing the chosen card on `boat` (one's own: laid on it; another: an attack).
  std::optional<Action> actionForBoat(int boat) const;
};

} // namespace amiraute::milles_nautiques
