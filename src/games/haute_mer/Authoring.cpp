// What `amiraute edit` may change in a Haute Mer scenario: each side's ships, placed anywhere on
// the table by x, y and heading, of a class of the shipped fleet files.
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
  return {{ships}, {}, {}};
}

} // namespace amiraute::haute_mer
