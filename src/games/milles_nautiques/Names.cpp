// What a Milles Nautiques scenario may name (game/Names.h), for `amiraute list`: the cards of the shipped
// deck (decks/milles-nautiques.yaml, as a scenario's deal reads it), the options the loader reads.
#include "core/Files.h"
#include "core/I18n.h"
#include "games/milles_nautiques/Game.h"

namespace amiraute::milles_nautiques {

std::vector<game::NameLine> names(std::string_view kind) {
  using core::tr;
  if (kind == "cards")
    return game::cardLines(core::cards::loadDeck(core::findDataFile("decks/milles-nautiques.yaml")));
  if (kind == "options") return optionLines();
  if (kind == "sides") // a card game seats players, and rules.teams or rules.crews pair them
    return {{"players", tr("a list of player names in seating order (players:, not sides:)"), "", ""},
            {"deal", tr("program (the program shuffles and deals) or table (a real deck at a real table)"),
             "", ""}};
  return {};
}

} // namespace amiraute::milles_nautiques
