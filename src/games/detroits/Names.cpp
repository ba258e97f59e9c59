// What a Détroits scenario may name (game/Names.h), for `amiraute list`: read from the tables the
// loader uses (terrainNames, the ship kinds, the options table).
#include "core/I18n.h"
#include "games/detroits/Game.h"

namespace amiraute::detroits {

std::vector<game::NameLine> names(std::string_view kind) {
  using core::fill;
  using core::tr;
  std::vector<game::NameLine> classes;
  for (const Kind k : {Kind::ThreeMaster, Kind::Frigate})
    classes.push_back({kindName(k),
                       fill(tr("a ship's type: {length} hex long, {resistance} resistance points, "
                               "broadsides reach {range} hexes (DT-SHIP-1)"),
                            {{"length", std::to_string(lengthOf(k))},
                             {"resistance", std::to_string(fullResistance(k))},
                             {"range", std::to_string(maxRange(k))}}),
                       "", "DT-SHIP-1"});
  return game::boardGameNames(
      kind,
      {.terrain = game::explainWords(
           terrainNames(), {{"sea", tr("open water: ships sail here (DT-MAP-1)")},
                            {"land", tr("islands and coast: no ship may enter; a ship sent onto it runs "
                                        "aground (DT-MAP-1, DT-MOVE-4)")}}),
       .classes = std::move(classes),
       .sides = game::sideLines(
           tr("the fleet's name, as first: and the referee say it"), "ships",
           tr("a list of ships: {name, type, bow: CCRR, facing: 1..6, resistance}; a three-master's "
              "stern is the hex behind its bow"),
           "DT-SHIP-1"),
       .options = optionLines()});
}

} // namespace amiraute::detroits
