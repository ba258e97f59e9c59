#include "games/detroits/Action.h"

#include "core/Command.h"
#include "core/I18n.h"
#include "core/Overload.h"
#include "core/Yaml.h"

#include <cctype>

namespace amiraute::detroits {

using core::Overload;

using core::fill;
using core::tr;

namespace {

const char *kOrdersUsage = N_("usage: orders SHIP ORDER, the order in the notation of the sheet: a number "
                              "advances one hex that way, R turns one sixth toward the next number, R(d) "
                              "ends on a turn to d, - stays (e.g. orders {ship} 1 R 2 R 3 3)");

} // namespace

std::string formatTokens(const std::vector<Token> &tokens) {
  if (tokens.empty()) return "-";
  std::string s;
  for (const Token &t : tokens) {
    if (!s.empty()) s += " ";
    if (!t.turn)
      s += std::to_string(t.facing);
    else if (t.facing == 0)
      s += "R";
    else
      s += "R(" + std::to_string(t.facing) + ")";
  }
  return s;
}

std::vector<Token> parseTokens(const std::vector<std::string> &words) {
  std::vector<Token> out;
  if (words.size() == 1 && words[0] == "-") return out;
  for (const std::string &w : words) {
    if (w.size() == 1 && w[0] >= '1' && w[0] <= '6') {
      out.push_back({false, w[0] - '0'});
    } else if (w == "R" || w == "r") {
      out.push_back({true, 0});
    } else if (w.size() == 4 && (w[0] == 'R' || w[0] == 'r') && w[1] == '(' && w[2] >= '1' && w[2] <= '6' &&
               w[3] == ')') {
      out.push_back({true, w[2] - '0'});
    } else {
      throw ActionSyntaxError(fill(tr("'{token}' is not a token of an order: a direction 1 to 6, R, or R(d) "
                                      "at a final turn (DT-ORDER-1)"),
                                   {{"token", w}}));
    }
  }
  return out;
}

int parseSide(const Rules &rules, const std::string &word) {
  const int side = rules.sideIndex(word);
  if (side < 0)
    throw ActionSyntaxError(
        fill(tr("unknown fleet '{name}' (fleets: {list})"), {{"name", word}, {"list", rules.sideList()}}));
  return side;
}

int parseShip(const Rules &rules, const std::string &word) {
  const int ship = rules.shipIndex(word);
  if (ship < 0) {
    std::vector<std::string> names;
    for (const ShipSetup &s : rules.ships)
      names.push_back(s.name);
    const std::string close = core::suggest(word, names);
    throw ActionSyntaxError(
        fill(tr("unknown ship '{name}' (ships: {list})"), {{"name", word}, {"list", rules.shipList()}}) +
        (close.empty() ? "" : fill(tr(" (did you mean '{close}'?)"), {{"close", close}})));
  }
  return ship;
}

std::string formatAction(const Rules &rules, const Action &action) {
  const auto ship = [&](int i) { return rules.ships[static_cast<std::size_t>(i)].name; };
  const auto side = [&](int i) { return core::quoteWord(rules.sides[static_cast<std::size_t>(i)]); };
  return std::visit(
      Overload{
          [](const SetWind &a) { return std::string(a.facing == 4 ? "wind south" : "wind north"); },
          [&](const WriteOrder &a) { return "orders " + ship(a.ship) + " " + formatTokens(a.tokens); },
          [&](const Seal &a) { return "seal " + side(a.side); },
          [&](const Fire &a) {
            return "fire " + ship(a.ship) + " " + broadsideName(a.broadside) + " " + ship(a.target);
          },
          [&](const Hold &a) { return "hold " + side(a.side); },
      },
      action);
}

Action parseAction(const Rules &rules, const std::vector<std::string> &w) {
  if (w.empty()) throw ActionSyntaxError(tr("an empty action"));
  const std::string &verb = w[0];
  if (verb == "wind") {
    if (w.size() == 2 && w[1] == "north") return SetWind{1};
    if (w.size() == 2 && w[1] == "south") return SetWind{4};
    throw ActionSyntaxError(tr("usage: wind north|south, the side the coin fell on (DT-WIND-1)"));
  }
  if (verb == "orders" || verb == "order") {
    if (w.size() < 3)
      throw ActionSyntaxError(
          fill(tr(kOrdersUsage), {{"ship", rules.ships.empty() ? "X" : rules.ships[0].name}}));
    WriteOrder a;
    a.ship = parseShip(rules, w[1]);
    a.tokens = parseTokens(std::vector<std::string>(w.begin() + 2, w.end()));
    return a;
  }
  if (verb == "seal") {
    if (w.size() != 2) throw ActionSyntaxError(tr("usage: seal SIDE (its orders are complete)"));
    return Seal{parseSide(rules, w[1])};
  }
  if (verb == "hold") {
    if (w.size() != 2) throw ActionSyntaxError(tr("usage: hold SIDE (it fires no more at this moment)"));
    return Hold{parseSide(rules, w[1])};
  }
  if (verb == "fire") {
    if (w.size() != 4 || (w[2] != "port" && w[2] != "starboard"))
      throw ActionSyntaxError(tr("usage: fire SHIP port|starboard TARGET"));
    return Fire{parseShip(rules, w[1]), w[2] == "port" ? Broadside::Port : Broadside::Starboard,
                parseShip(rules, w[3])};
  }
  throw ActionSyntaxError(
      fill(tr("unknown action '{verb}' (wind, orders, seal, fire, hold)"), {{"verb", verb}}));
}

Action parseAction(const Rules &rules, const std::string &text) {
  return game::parseWords(text,
                          [&](const std::vector<std::string> &words) { return parseAction(rules, words); });
}

} // namespace amiraute::detroits
