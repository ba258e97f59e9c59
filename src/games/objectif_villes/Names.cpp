// What an Objectif Villes scenario may name (game/Names.h), for `amiraute list`: read from the
// tables the loader uses (terrainNames and the costs of the engine).
#include "core/I18n.h"
#include "games/objectif_villes/Game.h"

namespace amiraute::objectif_villes {

std::vector<game::NameLine> names(std::string_view kind) {
  using core::fill;
  using core::tr;
  std::vector<game::NameLine> terrain;
  for (std::size_t i = 0; i < terrainNames().size(); ++i) {
    const Terrain t = static_cast<Terrain>(i);
    const int cost = enterCost(t);
    terrain.push_back(
        {terrainNames()[i],
         cost < 0 ? tr("cannot be entered (OV-MOVE-3)")
                  : fill(tr("entering costs {cost}; a piece on it has strength {strength} "
                            "(OV-MOVE-2, OV-COMBAT-3)"),
                         {{"cost", std::to_string(cost)}, {"strength", std::to_string(combatValue(t))}}),
         "", ""});
  }
  return game::boardGameNames(
      kind,
      {.terrain = std::move(terrain),
       .classes =
           {{"piece",
             tr("every piece is alike: its strength is the value of the hex it stands on (OV-COMBAT-3)"), "",
             ""}},
       .sides =
           game::sideLines(tr("the side's name, as first: and the referee say it"), "pieces",
                           tr("a list of pieces already placed: {hex: CCRR}; empty, the players place them "
                              "(rules.pieces_per_side a side)"),
                           "OV-SIDE-1"),
       .options = optionLines()});
}

} // namespace amiraute::objectif_villes
