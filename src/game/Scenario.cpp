#include "game/Scenario.h"

#include "core/I18n.h"
#include "core/cards/Deck.h"

#include <cctype>

namespace amiraute::game {

using core::fill;
using core::tr;

std::vector<std::string> readPlayers(core::MapReader &top, int min, int max, const std::string &wrong_count) {
  const std::string &file = top.file();
  const YAML::Node players = top.required("players");
  if (!players.IsSequence() || players.size() < static_cast<std::size_t>(min) ||
      players.size() > static_cast<std::size_t>(max))
    throw core::errorAt(file, players, wrong_count);
  std::vector<std::string> names;
  for (const auto &p : players) {
    const std::string name = core::readString(file, p, "players");
    if (name.empty()) throw core::errorAt(file, p, tr("a player needs a name"));
    for (const auto &other : names)
      if (core::cards::normalizeWord(other) == core::cards::normalizeWord(name))
        throw core::errorAt(file, p, fill(tr("two players are called '{name}'"), {{"name", name}}));
    names.push_back(name);
  }
  return names;
}

Deal readDeal(core::MapReader &top) {
  const YAML::Node deal = top.optional("deal");
  if (!deal.IsDefined()) return Deal::Program;
  const std::string d = core::readString(top.file(), deal, "deal");
  if (d == "program") return Deal::Program;
  if (d == "table") return Deal::Table;
  throw core::errorAt(top.file(), deal,
                      fill(tr("deal must be 'program' or 'table', not '{value}'"), {{"value", d}}));
}

std::string lowerAscii(std::string s) {
  for (char &c : s)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

int seatNamed(const std::vector<std::string> &players, const std::string &name) {
  const int seats = static_cast<int>(players.size());
  for (int i = 0; i < seats; ++i)
    if (players[static_cast<std::size_t>(i)] == name) return i;
  const std::string n = core::cards::normalizeWord(name);
  for (int i = 0; i < seats; ++i)
    if (core::cards::normalizeWord(players[static_cast<std::size_t>(i)]) == n) return i;
  return -1;
}

std::string crewName(const std::vector<std::string> &players, const std::vector<int> &seats) {
  std::string name;
  for (int seat : seats)
    name += (name.empty() ? "" : " & ") + players[static_cast<std::size_t>(seat)];
  return name;
}

} // namespace amiraute::game
