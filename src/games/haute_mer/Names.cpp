// What a Haute Mer scenario may name (game/Names.h), for `amiraute list`: the ship classes of the
// shipped fleet files (read as a scenario's `fleets:` reads them), the options the loader reads.
#include "core/Files.h"
#include "core/I18n.h"
#include "games/haute_mer/Game.h"

#include <algorithm>
#include <filesystem>

namespace amiraute::haute_mer {

namespace {

/// Every class of every fleet file of fleets/haute-mer/, by file then class id.
std::vector<game::NameLine> fleetClasses() {
  namespace fs = std::filesystem;
  std::vector<std::string> files;
  std::error_code ec;
  for (const fs::directory_entry &e : fs::directory_iterator(core::findDataFile("fleets/haute-mer"), ec))
    if (e.path().extension() == ".yaml") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  std::vector<game::NameLine> lines;
  for (const std::string &file : files) {
    std::map<std::string, ShipClass> classes;
    loadFleetFile(file, classes);
    const std::string fleet = "fleets/haute-mer/" + fs::path(file).filename().string();
    for (const auto &[id, c] : classes)
      lines.push_back(
          {id,
           core::fill(
               core::tr("{name} ({fleet}): movement {movement}, combat {combat}, structure {structure}, "
                        "base {length} x {width} UD{torpedoes}"),
               {{"name", c.name},
                {"fleet", fleet},
                {"movement", std::to_string(c.movement)},
                {"combat", std::to_string(c.combat)},
                {"structure", std::to_string(c.structure)},
                {"length", core::decimal(c.length, 1)},
                {"width", core::decimal(c.width, 1)},
                {"torpedoes", c.torpedoes ? core::tr(", torpedoes") : ""}}),
           "", "HM-CLASS-1"});
  }
  return lines;
}

} // namespace

std::vector<game::NameLine> names(std::string_view kind) {
  using core::tr;
  if (kind == "classes") return fleetClasses();
  if (kind == "options") return optionLines();
  if (kind == "sides")
    return {{"name", tr("the side's name, as first: and the referee say it"), "", ""},
            {"ships",
             tr("a list of ships: {name, class, x, y, heading}; x and y in UD from the table's "
                "south-west corner, heading in degrees (0 north, 90 east); without x, y and "
                "heading the ship is placed at the table"),
             "", "HM-CLASS-1"}};
  return {};
}

} // namespace amiraute::haute_mer
