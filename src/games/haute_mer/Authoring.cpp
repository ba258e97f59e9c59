// What `amiraute edit` may change in a Haute Mer scenario: each side's ships, placed anywhere on
// the table by x, y and heading, of a class of the shipped fleet files.
#include "core/I18n.h"
#include "games/haute_mer/Game.h"

#include <cmath>

namespace amiraute::haute_mer {

game::Authoring Game::authoring() {
  game::PieceKind ships;
  ships.list = "ships";
  ships.x = "x";
  ships.y = "y";
  ships.heading = "heading";
  ships.label = "name";
  ships.type = "class";
  for (const game::NameLine &line : names("classes"))
    ships.types.push_back(line.name);
  ships.place = [](const std::string &side, int count, double x, double y, int heading,
                   const std::string &type) {
    const auto number = [](double v) {
      std::string s = std::to_string(std::round(v * 10) / 10);
      s.erase(s.find_last_not_of('0') + 1);
      if (s.back() == '.') s.pop_back();
      return s;
    };
    return "{name: " + side + " " + std::to_string(count) + ", class: " + type + ", x: " + number(x) +
           ", y: " + number(y) + ", heading: " + std::to_string(heading) + "}";
  };
  ships.types_list = {"classes"}; // the scenario's own classes, after the fleet files'
  ships.types_key = "id";
  // HM-SCEN-1: the damage a ship starts with.
  ships.numbers = {{{"damage", "movement"}, N_("Starting damage: movement"), 0, 6},
                   {{"damage", "combat"}, N_("Starting damage: combat"), 0, 6},
                   {{"damage", "structure"}, N_("Starting damage: structure"), 0, 5}};
  using F = game::RecordField::Kind;
  const game::RecordField side{"side", N_("Side"), F::Side};
  const game::RecordField count{"count", N_("How many of them"), F::Count};
  game::RecordList objectives;
  objectives.path = {"victory", "objectives"};
  objectives.label = N_("Objectives");
  objectives.kinds = {
      {N_("Sink ships"),
       N_("The side wins at once when the ships ticked are sunk (HM-WIN-3)."),
       {side, {"sink", N_("Enemy ships"), F::Pieces, {}, true}, count}},
      {N_("Escape by an edge"),
       N_("The side wins at once when the ships ticked leave the table by the edge (HM-WIN-5)."),
       {side,
        {"escape", N_("Own ships"), F::Pieces},
        {"edge", N_("Edge"), F::Word, {"east", "west", "north", "south"}},
        count}},
      {N_("Protect ships"),
       N_("The side wins at the turn limit if the ships ticked are afloat (HM-WIN-4)."),
       {side, {"protect", N_("Own ships"), F::Pieces}, count}},
      {N_("Hold an area"),
       N_("The side wins at the turn limit if it alone has ships in the area (HM-WIN-4)."),
       {side, {"hold", N_("Area (UD)"), F::Area}}},
  };
  game::Authoring a{{ships}, {}, {}};
  a.records = {objectives};
  a.numbers = {{{"table", "width"}, N_("Table width (UD)"), 1, 1000},
               {{"table", "height"}, N_("Table height (UD)"), 1, 1000}};
  a.turn_limit = {"victory", "turn_limit"};
  a.side_names = {{"victory", "otherwise"}};
  return a;
}

} // namespace amiraute::haute_mer
