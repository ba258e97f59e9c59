// Milles Nautiques on paper: the scenario's deck at poker size (or --card-mm), each card as many times as
// the deck holds it, so that the table's deck is exactly the program's (MN-DECK-1), with a page of
// backs behind each page of faces.
#include "core/I18n.h"
#include "games/milles_nautiques/Game.h"
#include "print/Cards.h"
#include "print/Kits.h"

namespace amiraute::milles_nautiques {

namespace {

print::Kit kit(const Rules &rules, const print::Options &) {
  return {.decks = {print::cardDeck(rules.deck, core::tr("deck"))}};
}

} // namespace

} // namespace amiraute::milles_nautiques

AMIRAUTE_REGISTER_KIT(amiraute::milles_nautiques::Game, amiraute::milles_nautiques::kit)
