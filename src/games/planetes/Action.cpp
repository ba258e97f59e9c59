#include "games/planetes/Action.h"

#include "core/Command.h"
#include "core/I18n.h"

namespace amiraute::planetes {

using core::fill;
using core::tr;

std::string formatAction(const Rules &rules, const Action &action) {
  return game::forces::formatWithPlace(action, [&](const Place &a) {
    using core::formatHex;
    return "place " + core::quoteWord(rules.sides[static_cast<std::size_t>(a.side)]) + " " +
           unitTypeName(a.type) + " " + formatHex(a.hex);
  });
}

Action parseAction(const Rules &rules, const std::vector<std::string> &w) {
  return game::forces::parseWithPlace<Action>(w, [&]() -> Action {
    if (w.size() != 4)
      throw ActionSyntaxError(fill(tr("usage: place SIDE TYPE HEX (e.g. place {side} infantry 0304)"),
                                   {{"side", core::quoteWord(rules.sides[0])}}));
    const int side = game::forces::sideWord(rules, w[1]);
    const int type = unitTypeIndex(w[2]);
    if (type < 0)
      throw ActionSyntaxError(
          fill(tr("unknown unit type '{type}': infantry, cavalry or artillery"), {{"type", w[2]}}));
    return Place{side, static_cast<UnitType>(type), game::forces::hexWord(w[3], "place")};
  });
}

Action parseAction(const Rules &rules, const std::string &text) {
  return game::parseWords(text,
                          [&](const std::vector<std::string> &words) { return parseAction(rules, words); });
}

} // namespace amiraute::planetes
