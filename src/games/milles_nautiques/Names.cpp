// What a Milles Nautiques scenario may name (game/Names.h), for `amiraute list`: the cards of the shipped
// deck (decks/milles-nautiques.yaml, as a scenario's deal reads it), the options the loader reads.
#include "games/milles_nautiques/Game.h"

namespace amiraute::milles_nautiques {

std::vector<game::NameLine> names(std::string_view kind) {
  return game::cardGameNames(kind, "decks/milles-nautiques.yaml",
                             kind == "options" ? optionLines() : std::vector<game::NameLine>{});
}

} // namespace amiraute::milles_nautiques
