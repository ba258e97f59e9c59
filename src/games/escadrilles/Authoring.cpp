// What `amiraute edit` may change in an Escadrilles scenario: each side's planes by number, hex,
// facing (a new plane flew at 3 last turn).
#include "core/I18n.h"
#include "games/escadrilles/Game.h"

namespace amiraute::escadrilles {

game::Authoring Game::authoring() {
  game::PieceKind planes;
  planes.list = "planes";
  planes.hex = "hex";
  planes.facing = "facing";
  planes.label = "number";
  planes.fresh = [](const std::string &, int count, const std::string &hex, const std::string &, int facing) {
    return "{number: " + std::to_string(count) + ", hex: " + hex + ", facing: " + std::to_string(facing) +
           ", speed: 3}";
  };
  // Its speed at the start (the speed it flew the turn before), 0 for none.
  planes.numbers = {{{"speed"}, N_("Starting speed (0: none)"), 0, kMaxSpeed}};
  return {{planes}, {}, terrainNames()};
}

} // namespace amiraute::escadrilles
