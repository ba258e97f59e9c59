// What `amiraute edit` may change in a Planètes scenario: each side's units deployed on the map by
// type and hex (a side with none places its own at the start, PL-UNIT-1).
#include "games/planetes/Game.h"

namespace amiraute::planetes {

game::Authoring Game::authoring() {
  game::PieceKind units;
  units.list = "units";
  units.hex = "hex";
  units.label = "type";
  units.type = "type";
  units.types = {"infantry", "cavalry", "artillery"};
  units.fresh = [](const std::string &, int, const std::string &hex, const std::string &type, int) {
    return "{type: " + type + ", hex: " + hex + "}";
  };
  return {{units}, {}, terrainNames()};
}

} // namespace amiraute::planetes
