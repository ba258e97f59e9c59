// What an Escadrilles scenario may name (game/Names.h), for `amiraute list`: read from the tables
// the loader uses (terrainNames, the options table).
#include "core/I18n.h"
#include "games/escadrilles/Game.h"

namespace amiraute::escadrilles {

std::vector<game::NameLine> names(std::string_view kind) {
  using core::tr;
  return game::boardGameNames(
      kind,
      {.terrain = game::explainWords(
           terrainNames(),
           {{"sea", tr("level 0 (ES-MAP-1)")},
            {"plain", tr("level 1: climbing onto it costs 1 more point (ES-MAP-1, ES-MOVE-2)")},
            {"plateau", tr("level 2: climbing onto it costs 1 or 2 more points (ES-MAP-1, ES-MOVE-2)")},
            {"dark", tr("closed to planes: a plane that enters it crashes (ES-MAP-1, ES-CRASH-1)")}}),
       .classes = {{"plane",
                    core::fill(tr("every plane is alike, told apart by its number; speed {min} to {max}"),
                               {{"min", std::to_string(kMinSpeed)}, {"max", std::to_string(kMaxSpeed)}}),
                    "", ""}},
       .sides = game::sideLines(
           tr("the squadron's name, as first: and the referee say it"), "planes",
           tr("a list of planes: {number, hex: CCRR, facing: 1..6, speed}; speed is the one flown "
              "last turn, left out the plane starts at rules.first_turn_speed (ES-SPEED-1)"),
           ""),
       .options = optionLines()});
}

} // namespace amiraute::escadrilles
