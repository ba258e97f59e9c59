#include "game/ForcesActions.h"

#include "core/I18n.h"

namespace amiraute::game::forces {

using core::formatHex;
using core::tr;

core::Hex hexWord(const std::string &word, const std::string &what) {
  try {
    return core::parseHex(word);
  } catch (const core::HexError &e) {
    throw ActionSyntaxError(what + ": " + e.what());
  }
}

std::string format(const Move &a) { return "move " + formatHex(a.from) + " " + formatHex(a.to); }
std::string format(const Attack &a) {
  std::string s = "attack " + formatHex(a.defender) + " with";
  for (core::Hex h : a.attackers)
    s += " " + formatHex(h);
  return s;
}
std::string format(const Retreat &a) { return "retreat " + formatHex(a.from) + " " + formatHex(a.to); }
std::string format(const EndPhase &) { return "end"; }

std::optional<Common> parse(const std::vector<std::string> &w) {
  if (w.empty()) return std::nullopt;
  const std::string &verb = w[0];
  if (verb == "move") {
    if (w.size() != 3) throw ActionSyntaxError(tr("usage: move FROM TO (e.g. move 0304 0507)"));
    return Move{hexWord(w[1], "move from"), hexWord(w[2], "move to")};
  }
  if (verb == "attack") {
    if (w.size() < 4 || w[2] != "with")
      throw ActionSyntaxError(
          tr("usage: attack DEFENDER with HEX [HEX ...] (e.g. attack 0506 with 0405 0708)"));
    Attack a;
    a.defender = hexWord(w[1], "attack defender");
    for (std::size_t i = 3; i < w.size(); ++i)
      a.attackers.push_back(hexWord(w[i], "attacker"));
    return a;
  }
  if (verb == "retreat") {
    if (w.size() != 3) throw ActionSyntaxError(tr("usage: retreat FROM TO (e.g. retreat 0506 0607)"));
    return Retreat{hexWord(w[1], "retreat from"), hexWord(w[2], "retreat to")};
  }
  if (verb == "end") {
    if (w.size() != 1) throw ActionSyntaxError(tr("usage: end"));
    return EndPhase{};
  }
  return std::nullopt;
}

} // namespace amiraute::game::forces
