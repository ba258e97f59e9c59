#include "print/Cards.h"

namespace amiraute::print {

CardDeck cardDeck(const core::cards::Deck &deck, std::string title) {
  CardDeck out;
  out.title = std::move(title);
  out.back = "cards/back";
  for (int id = 0; id < deck.kinds(); ++id) {
    const core::cards::CardType &t = deck.type(id);
    if (t.count <= 0) continue;
    out.kinds.push_back({t.id, "cards/" + deck.game + "/" + t.id, deck.name(id), t.count});
  }
  return out;
}

} // namespace amiraute::print
