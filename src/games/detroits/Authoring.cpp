// What `amiraute edit` may change in a Détroits scenario: each fleet's ships by bow, facing and
// type (a three-master's stern one hex behind its bow, DT-SHIP-2), and the lighthouses (DT-MAP-2).
#include "core/I18n.h"
#include "games/detroits/Game.h"

#include <iterator>

namespace amiraute::detroits {

game::Authoring Game::authoring() {
  game::PieceKind ships;
  ships.list = "ships";
  ships.hex = "bow";
  ships.facing = "facing";
  ships.label = "name";
  ships.type = "type";
  ships.types = {"frigate", "three-master"};
  ships.length = [](const std::string &type) { return type == "three-master" ? 2 : 1; };
  // Names of the age of sail, one word each (DT-SHIP-1); past the list, a number is added.
  ships.fresh = [](const std::string &, int count, const std::string &hex, const std::string &type,
                   int facing) {
    static const char *const names[] = {
        "Superbe", "Intrepide", "Glorieux", "Triomphant", "Vengeur",     "Achille",  "Heros",  "Diademe",
        "Zele",    "Pluton",    "Neptune",  "Scipion",    "Bellona",     "Minerva",  "Thetis", "Pomone",
        "Sirene",  "Junon",     "Flore",    "Aigle",      "Swiftsure",   "Defiance", "Orion",  "Leviathan",
        "Ajax",    "Conqueror", "Mars",     "Colossus",   "Dreadnought", "Spartiate"};
    constexpr int n = static_cast<int>(std::size(names));
    const int i = count - 1;
    const std::string name = std::string(names[i % n]) + (i < n ? "" : std::to_string(i / n + 1));
    return "{name: " + name + ", type: " + type + ", bow: " + hex + ", facing: " + std::to_string(facing) +
           "}";
  };
  return {{ships}, {{"lighthouses", N_("Lighthouses")}}, terrainNames()};
}

} // namespace amiraute::detroits
