#include "games/objectif_villes/Action.h"

#include "core/Command.h"
#include "core/I18n.h"

namespace amiraute::objectif_villes {

using core::fill;
using core::tr;

std::string formatAction(const Rules &rules, const Action &action) {
  return game::forces::formatWithPlace(action, [&](const Place &a) {
    using core::formatHex;
    return "place " + core::quoteWord(rules.sides[static_cast<std::size_t>(a.side)]) + " " + formatHex(a.hex);
  });
}

Action parseAction(const Rules &rules, const std::vector<std::string> &w) {
  return game::forces::parseWithPlace<Action>(w, [&]() -> Action {
    if (w.size() != 3)
      throw ActionSyntaxError(fill(tr("usage: place SIDE HEX (e.g. place {side} 0304)"),
                                   {{"side", core::quoteWord(rules.sides[0])}}));
    const int side = game::forces::sideWord(rules, w[1]);
    return Place{side, game::forces::hexWord(w[2], "place")};
  });
}

Action parseAction(const Rules &rules, const std::string &text) {
  return game::parseWords(text,
                          [&](const std::vector<std::string> &words) { return parseAction(rules, words); });
}

} // namespace amiraute::objectif_villes
