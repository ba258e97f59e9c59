// What a Planètes scenario may name (game/Names.h), for `amiraute list`: read from the tables the
// loader uses (terrainNames, the unit types and their default values).
#include "core/I18n.h"
#include "games/planetes/Game.h"

namespace amiraute::planetes {

std::vector<game::NameLine> names(std::string_view kind) {
  using core::fill;
  using core::tr;
  const Options defaults;
  std::vector<game::NameLine> classes;
  for (int i = 0; i < kUnitTypes; ++i) {
    const auto u = static_cast<std::size_t>(i);
    classes.push_back({unitTypeName(static_cast<UnitType>(i)),
                       fill(tr("{n} a side, movement {movement}, combat {combat} by default (PL-UNIT-1, "
                               "PL-UNIT-2)"),
                            {{"n", std::to_string(defaults.units[u])},
                             {"movement", std::to_string(defaults.movement[u])},
                             {"combat", std::to_string(defaults.combat[u])}}),
                       "", "PL-UNIT-1"});
  }
  return game::boardGameNames(
      kind,
      {.terrain = game::explainWords(
           terrainNames(),
           {{"void", tr("open space: entering costs 1 (PL-MOVE-2)")},
            {"asteroids", tr("entering costs 2; +1 to a unit's strength (PL-MOVE-2, PL-TERRAIN-1)")},
            {"planetoid", tr("cannot be entered; blocks fire unless rules.planetoids_block_fire is false "
                             "(PL-MOVE-3, PL-FIRE-2)")},
            {"force-field", tr("costs nothing and gives one point for the next step; no unit may stop on it "
                               "(PL-MOVE-4)")},
            {"black-hole", tr("cannot be entered (PL-MOVE-3)")},
            {"planet-1", tr("the first side's planet: entering costs 1; +2 to its own units (PL-MAP-2, "
                            "PL-TERRAIN-1)")},
            {"planet-2", tr("the second side's planet (PL-MAP-2)")},
            {"station-1", tr("the first side's orbital station: entering costs rules.station_cost (PL-MAP-2, "
                             "PL-MOVE-2)")},
            {"station-2", tr("the second side's orbital station (PL-MAP-2)")}}),
       .classes = std::move(classes),
       .sides = game::sideLines(
           tr("the side's name, as first: and the referee say it; the first side owns planet 1"), "units",
           tr("a list of units already placed: {type, hex: CCRR}; the others are placed by the players"),
           "PL-PLACE-1", "PL-MAP-2"),
       .options = optionLines()});
}

} // namespace amiraute::planetes
