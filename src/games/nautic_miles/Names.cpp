// What a Nautic Miles scenario may name (game/Names.h), for `amiraute list`: the cards of the shipped
// deck (decks/nautic-miles.yaml, as a scenario's deal reads it), the options the loader reads.
#include "games/nautic_miles/Game.h"

namespace amiraute::nautic_miles {

std::vector<game::NameLine> names(std::string_view kind) {
  return game::cardGameNames(kind, "decks/nautic-miles.yaml",
                             kind == "options" ? optionLines() : std::vector<game::NameLine>{});
}

} // namespace amiraute::nautic_miles
