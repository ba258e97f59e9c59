// What `amiraute edit` may change in an Objectif Villes scenario: each side's pieces deployed on
// the map (a side with none places its own at the start).
#include "games/objectif_villes/Game.h"

namespace amiraute::objectif_villes {

game::Authoring Game::authoring() {
  game::PieceKind pieces;
  pieces.list = "pieces";
  pieces.hex = "hex";
  pieces.fresh = [](const std::string &, int, const std::string &hex, const std::string &, int) {
    return "{hex: " + hex + "}";
  };
  return {{pieces}, {}, terrainNames()};
}

} // namespace amiraute::objectif_villes
