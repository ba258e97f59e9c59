// What `amiraute edit` may change in an Objectif Villes scenario: each side's pieces deployed on
// the map (a side with none places its own at the start), and the rivers along hexsides.
#include "core/I18n.h"
#include "games/objectif_villes/Game.h"

namespace amiraute::objectif_villes {

game::Authoring Game::authoring() {
  game::PieceKind pieces;
  pieces.list = "pieces";
  pieces.hex = "hex";
  pieces.fresh = [](const std::string &, int, const std::string &hex, const std::string &, int) {
    return "{hex: " + hex + "}";
  };
  game::Authoring out{{pieces}, {}, terrainNames()};
  out.hexsides.push_back({{"map", "rivers"}, N_("Rivers")}); // OV-MAP-2
  return out;
}

} // namespace amiraute::objectif_villes
