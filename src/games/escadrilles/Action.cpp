#include "games/escadrilles/Action.h"

#include "core/Command.h"
#include "core/I18n.h"
#include "core/Overload.h"

#include <cctype>

namespace amiraute::escadrilles {

using core::Overload;

using core::fill;
using core::tr;

namespace {

/// A whole number typed as digits only ("3"), or -1.
int digits(const std::string &word) {
  if (word.empty() || word.size() > 4) return -1;
  for (char c : word)
    if (!std::isdigit(static_cast<unsigned char>(c))) return -1;
  return std::stoi(word);
}

std::string speedsUsage(const Rules &rules) {
  return fill(
      tr("usage: speeds SIDE N:S [N:S ...], plane number then speed (e.g. speeds {side} 1:3 2:2 3:4)"),
      {{"side", core::quoteWord(rules.sides[0])}});
}

std::string moveUsage(const Rules &rules) {
  return fill(tr("usage: move SIDE N D [D ...], the plane then the direction of each hex it enters, "
                 "1 = north, 2 = north-east ... 6 = north-west (e.g. move {side} 3 2 2 3)"),
              {{"side", core::quoteWord(rules.sides[0])}});
}

} // namespace

int parseSide(const Rules &rules, const std::string &word) {
  const int side = rules.sideIndex(word);
  if (side < 0)
    throw ActionSyntaxError(fill(tr("unknown squadron '{name}' (squadrons: {list})"),
                                 {{"name", word}, {"list", rules.sideList()}}));
  return side;
}

std::string formatAction(const Rules &rules, const Action &action) {
  return std::visit(Overload{
                        [&](const SetSpeeds &a) {
                          std::string s =
                              "speeds " + core::quoteWord(rules.sides[static_cast<std::size_t>(a.side)]);
                          for (const auto &[n, v] : a.speeds)
                            s += " " + std::to_string(n) + ":" + std::to_string(v);
                          return s;
                        },
                        [&](const Move &a) {
                          std::string s = "move " +
                                          core::quoteWord(rules.sides[static_cast<std::size_t>(a.side)]) +
                                          " " + std::to_string(a.number);
                          for (int d : a.directions)
                            s += " " + std::to_string(d);
                          return s;
                        },
                        [](const EndMovement &) { return std::string("end"); },
                    },
                    action);
}

Action parseAction(const Rules &rules, const std::vector<std::string> &w) {
  if (w.empty()) throw ActionSyntaxError(tr("an empty action"));
  const std::string &verb = w[0];
  if (verb == "speeds") {
    if (w.size() < 3) throw ActionSyntaxError(speedsUsage(rules));
    SetSpeeds a;
    a.side = parseSide(rules, w[1]);
    for (std::size_t i = 2; i < w.size(); ++i) {
      const std::size_t colon = w[i].find(':');
      const int n = colon == std::string::npos ? -1 : digits(w[i].substr(0, colon));
      const int v = colon == std::string::npos ? -1 : digits(w[i].substr(colon + 1));
      if (n < 0 || v < 0)
        throw ActionSyntaxError(
            fill(tr("'{word}' is not N:S, a plane number and its speed"), {{"word", w[i]}}) + "; " +
            speedsUsage(rules));
      a.speeds.push_back({n, v});
    }
    return a;
  }
  if (verb == "move") {
    if (w.size() < 4) throw ActionSyntaxError(moveUsage(rules));
    Move a;
    a.side = parseSide(rules, w[1]);
    a.number = digits(w[2]);
    if (a.number < 0)
      throw ActionSyntaxError(fill(tr("'{word}' is not a plane number"), {{"word", w[2]}}) + "; " +
                              moveUsage(rules));
    for (std::size_t i = 3; i < w.size(); ++i) {
      const int d = digits(w[i]);
      if (d < 1 || d > 6)
        throw ActionSyntaxError(fill(tr("'{word}' is not a direction (1 to 6)"), {{"word", w[i]}}) + "; " +
                                moveUsage(rules));
      a.directions.push_back(d);
    }
    return a;
  }
  if (verb == "end") {
    if (w.size() != 1) throw ActionSyntaxError(tr("usage: end"));
    return EndMovement{};
  }
  throw ActionSyntaxError(fill(tr("unknown action '{verb}' (speeds, move, end)"), {{"verb", verb}}));
}

Action parseAction(const Rules &rules, const std::string &text) {
  return game::parseWords(text,
                          [&](const std::vector<std::string> &words) { return parseAction(rules, words); });
}

} // namespace amiraute::escadrilles
