// Nautic Miles on paper: the scenario's deck at poker size (or --card-mm), each card as many times as
// the deck holds it, so that the table's deck is exactly the program's (NM-DECK-2), with a page of
// backs behind each page of faces.
#include "core/I18n.h"
#include "games/nautic_miles/Game.h"
#include "print/Cards.h"
#include "print/Kits.h"

namespace amiraute::nautic_miles {

namespace {

print::Kit kit(const Rules &rules, const print::Options &o) {
  print::Kit k;
  k.game = "Nautic Miles";
  k.scenario = rules.title;
  if (o.wants(print::Part::Cards)) k.decks.push_back(print::cardDeck(rules.deck, core::tr("deck")));
  return k;
}

} // namespace

} // namespace amiraute::nautic_miles

AMIRAUTE_REGISTER_KIT(amiraute::nautic_miles::Game, amiraute::nautic_miles::kit)
