// What `amiraute edit` may change in a Détroits scenario: each fleet's ships by bow, facing and
// type (a three-master's stern one hex behind its bow, DT-SHIP-2), and the lighthouses (DT-MAP-2).
#include "games/detroits/Game.h"

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
  ships.fresh = [](const std::string &side, int count, const std::string &hex, const std::string &type, int facing) {
    return "{name: " + side + " " + std::to_string(count) + ", type: " + type + ", bow: " + hex +
           ", facing: " + std::to_string(facing) + "}";
  };
  return {{ships}, {{"lighthouses", "Lighthouses"}}, terrainNames()};
}

} // namespace amiraute::detroits
