#include "games/planetes/Action.h"

#include "core/Command.h"
#include "core/I18n.h"
#include "core/Overload.h"

namespace amiraute::planetes {

using core::Overload;

using core::fill;
using core::tr;

namespace {

Hex hexWord(const std::string &word, const std::string &what) {
  try {
    return core::parseHex(word);
  } catch (const core::HexError &e) {
    throw ActionSyntaxError(what + ": " + e.what());
  }
}
} // namespace

std::string formatAction(const Rules &rules, const Action &action) {
  using core::formatHex;
  return std::visit(
      Overload{
          [&](const Place &a) {
            return "place " + core::quoteWord(rules.sides[static_cast<std::size_t>(a.side)]) + " " +
                   unitTypeName(a.type) + " " + formatHex(a.hex);
          },
          [](const Move &a) { return "move " + formatHex(a.from) + " " + formatHex(a.to); },
          [](const Attack &a) {
            std::string s = "attack " + formatHex(a.defender) + " with";
            for (Hex h : a.attackers)
              s += " " + formatHex(h);
            return s;
          },
          [](const Retreat &a) { return "retreat " + formatHex(a.from) + " " + formatHex(a.to); },
          [](const EndPhase &) { return std::string("end"); },
      },
      action);
}

Action parseAction(const Rules &rules, const std::vector<std::string> &w) {
  if (w.empty()) throw ActionSyntaxError(tr("an empty action"));
  const std::string &verb = w[0];
  if (verb == "place") {
    if (w.size() != 4)
      throw ActionSyntaxError(fill(tr("usage: place SIDE TYPE HEX (e.g. place {side} infantry 0304)"),
                                   {{"side", core::quoteWord(rules.sides[0])}}));
    const int side = rules.sideIndex(w[1]);
    if (side < 0)
      throw ActionSyntaxError(fill(tr("unknown side '{name}' (sides: {a}, {b})"),
                                   {{"name", w[1]}, {"a", rules.sides[0]}, {"b", rules.sides[1]}}));
    const int type = unitTypeIndex(w[2]);
    if (type < 0)
      throw ActionSyntaxError(
          fill(tr("unknown unit type '{type}': infantry, cavalry or artillery"), {{"type", w[2]}}));
    return Place{side, static_cast<UnitType>(type), hexWord(w[3], "place")};
  }
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
  throw ActionSyntaxError(
      fill(tr("unknown action '{verb}' (place, move, attack, retreat, end)"), {{"verb", verb}}));
}

Action parseAction(const Rules &rules, const std::string &text) {
  return game::parseWords(text,
                          [&](const std::vector<std::string> &words) { return parseAction(rules, words); });
}

} // namespace amiraute::planetes
