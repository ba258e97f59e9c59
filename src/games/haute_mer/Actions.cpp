#include "games/haute_mer/Actions.h"

#include "core/Command.h"
#include "core/I18n.h"
#include "core/Yaml.h"
#include "games/haute_mer/Rules.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>

namespace amiraute::haute_mer {

using core::CommandError;
using core::quoteWord;

const char *valueName(Value v) {
  switch (v) {
  case Value::Movement: return "movement";
  case Value::Combat: return "combat";
  case Value::Structure: return "structure";
  }
  return "?";
}

namespace {

// Shortest text that reads back to the same double, so a record replays bit for bit.
std::string number(double v) {
  char buffer[64];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, v);
  return std::string(buffer, result.ptr);
}

int shipByName(const Scenario &s, const std::string &name) {
  const int i = s.shipIndex(name);
  if (i >= 0) return i;
  std::vector<std::string> names;
  for (const auto &ship : s.ships)
    names.push_back(ship.name);
  const std::string close = core::suggest(name, names);
  std::string message;
  if (!close.empty()) {
    message = core::fill(core::tr("no ship named '{name}' (did you mean '{close}'?)"),
                         {{"name", name}, {"close", close}});
  } else if (names.size() <= 30) {
    std::string list;
    for (std::size_t i = 0; i < names.size(); ++i)
      list += (i ? ", " : "") + names[i];
    message = core::fill(core::tr("no ship named '{name}'; the ships are: {list}"),
                         {{"name", name}, {"list", list}});
  } else {
    message = core::fill(core::tr("no ship named '{name}' (type ships for the list)"), {{"name", name}});
  }
  throw CommandError(message);
}

/// The ship named by every word between the verb and the last `tail` words, so that an unknown
/// name of several words is reported whole (`no ship named 'Jean Baart'`).
int shipBeforeTail(const Scenario &s, const std::vector<std::string> &w, std::size_t tail,
                   const char *usage) {
  if (w.size() < 2 + tail) throw CommandError(std::string("usage: ") + usage);
  std::string name = w[1];
  for (std::size_t k = 2; k + tail < w.size(); ++k)
    name += " " + w[k];
  return shipByName(s, name);
}

void need(const std::vector<std::string> &w, std::size_t n, const char *usage) {
  if (w.size() < n) throw CommandError(std::string("usage: ") + usage);
}

Fire parseFire(const Scenario &s, const std::vector<std::string> &w, bool torpedo) {
  const char *usage = torpedo ? "torpedo SHIP TARGET [range D] [dice F1 F2 ...]"
                              : "fire SHIP TARGET [range D] [dice F1 F2 ...]";
  need(w, 3, usage);
  Fire f{shipByName(s, w[1]), shipByName(s, w[2]), torpedo, std::nullopt, {}};
  std::size_t i = 3;
  while (i < w.size()) {
    if (w[i] == "range") {
      if (i + 1 >= w.size()) throw CommandError("range needs a distance in UD, e.g. range 3.5");
      const double d = core::parseNumber(w[i + 1], "range");
      if (d < 0) throw CommandError("a range cannot be negative");
      f.range = d;
      i += 2;
    } else if (w[i] == "dice") {
      ++i;
      if (i >= w.size()) throw CommandError("dice needs the faces, e.g. dice 6 5 2");
      while (i < w.size() && w[i] != "range") {
        const int face = core::parseInt(w[i], "a die face");
        if (face < 1 || face > 6) throw CommandError("a D6 shows 1 to 6, not " + w[i]);
        f.faces.push_back(face);
        ++i;
      }
    } else {
      throw CommandError("unexpected '" + w[i] + "'; usage: " + usage);
    }
  }
  return f;
}

} // namespace

std::string toText(const Scenario &s, const Action &action) {
  struct Printer {
    const Scenario &s;
    std::string name(int ship) const { return quoteWord(s.ships[ship].name); }
    std::string operator()(const Place &a) const {
      return "place " + name(a.ship) + " " + number(a.x) + " " + number(a.y) + " " + number(a.heading);
    }
    std::string operator()(const MoveForward &a) const {
      return "move " + name(a.ship) + " forward " + number(a.distance);
    }
    std::string operator()(const Pivot &a) const {
      return "move " + name(a.ship) + " pivot " + number(a.degrees);
    }
    std::string operator()(const Manoeuvre &a) const {
      std::string t = "move " + name(a.ship);
      if (a.ahead != 0) t += " forward " + number(a.ahead);
      t += " pivot " + number(a.degrees);
      if (a.then != 0) t += " forward " + number(a.then);
      return t;
    }
    std::string operator()(const Fire &a) const {
      std::string t = std::string(a.torpedo ? "torpedo " : "fire ") + name(a.ship) + " " + name(a.target);
      if (a.range) t += " range " + number(*a.range);
      if (!a.faces.empty()) {
        t += " dice";
        for (int f : a.faces)
          t += " " + std::to_string(f);
      }
      return t;
    }
    std::string operator()(const Roll &a) const {
      std::string t = "roll";
      for (int f : a.faces)
        t += " " + std::to_string(f);
      return t;
    }
    std::string operator()(const AllocateDamage &a) const {
      return "damage " + name(a.ship) + " " + valueName(a.value) + " " + std::to_string(a.points);
    }
    std::string operator()(const EndPhase &) const { return "end"; }
  };
  return std::visit(Printer{s}, action);
}

std::vector<Action> stepsOf(const Manoeuvre &m) {
  std::vector<Action> steps;
  if (m.ahead != 0) steps.push_back(MoveForward{m.ship, m.ahead});
  steps.push_back(Pivot{m.ship, m.degrees});
  if (m.then != 0) steps.push_back(MoveForward{m.ship, m.then});
  return steps;
}

std::vector<std::string> groupShipNames(const Scenario &s, const std::vector<std::string> &words) {
  std::size_t longest = 1;
  for (const auto &ship : s.ships)
    longest = std::max<std::size_t>(longest, 1 + std::count(ship.name.begin(), ship.name.end(), ' '));
  std::vector<std::string> out;
  for (std::size_t i = 0; i < words.size();) {
    std::size_t taken = 1;
    for (std::size_t n = std::min(longest, words.size() - i); n >= 2; --n) {
      std::string joined = words[i];
      for (std::size_t k = 1; k < n; ++k)
        joined += " " + words[i + k];
      if (s.shipIndex(joined) >= 0) {
        out.push_back(joined);
        taken = n;
        break;
      }
    }
    if (taken == 1) out.push_back(words[i]);
    i += taken;
  }
  return out;
}

Action parseAction(const Scenario &s, const std::vector<std::string> &words) {
  if (words.empty()) throw CommandError("empty command");
  const std::vector<std::string> w = groupShipNames(s, words);
  const std::string &verb = w[0];
  if (verb == "place") {
    const int ship = shipBeforeTail(s, w, 3, "place SHIP X Y HEADING");
    const std::size_t t = w.size() - 3;
    return Place{ship, core::parseNumber(w[t], "x"), core::parseNumber(w[t + 1], "y"),
                 core::parseNumber(w[t + 2], "heading")};
  }
  if (verb == "move") {
    constexpr const char *usage = "move SHIP forward D  |  move SHIP pivot DEG  |  move SHIP forward D pivot "
                                  "DEG forward D";
    // The steps are the last words, two by two (`forward D`, `pivot DEG`): as many pairs as
    // follow the ship's name, whose words may themselves be several.
    if (w.size() < 4) throw CommandError(std::string("usage: ") + usage);
    std::size_t t = w.size() - 2;
    while (t >= 4 && (w[t - 2] == "forward" || w[t - 2] == "pivot"))
      t -= 2;
    const int ship = shipBeforeTail(s, w, w.size() - t, usage);
    std::vector<Action> steps;
    for (std::size_t k = t; k + 1 < w.size(); k += 2) {
      if (w[k] == "forward")
        steps.push_back(MoveForward{ship, core::parseNumber(w[k + 1], "distance")});
      else if (w[k] == "pivot")
        steps.push_back(Pivot{ship, core::parseNumber(w[k + 1], "angle")});
      else
        throw CommandError("move takes 'forward D' or 'pivot DEG', not '" + w[k] + "'");
    }
    if (steps.size() == 1) return steps[0];
    // A whole move: one pivot, with a straight part before it, after it or both.
    const auto is_pivot = [](const Action &a) { return std::holds_alternative<Pivot>(a); };
    const std::size_t pivots = static_cast<std::size_t>(std::count_if(steps.begin(), steps.end(), is_pivot));
    const bool shaped = pivots == 1 && steps.size() <= 3 && (steps.size() == 2 || is_pivot(steps[1]));
    if (!shaped)
      throw CommandError("a whole move is one pivot with a straight part before it, after it or both, "
                         "e.g. forward 1 pivot 45 forward 2");
    Manoeuvre m{ship, 0, 0, 0};
    bool before = true;
    for (const Action &a : steps) {
      if (const auto *p = std::get_if<Pivot>(&a)) {
        m.degrees = p->degrees;
        before = false;
      } else {
        (before ? m.ahead : m.then) = std::get<MoveForward>(a).distance;
      }
    }
    return m;
  }
  if (verb == "fire") return parseFire(s, w, false);
  if (verb == "torpedo") return parseFire(s, w, true);
  if (verb == "roll") {
    if (w.size() < 2) throw CommandError("usage: roll F1 F2 ... (the faces of the attack's dice)");
    Roll r;
    for (std::size_t i = 1; i < w.size(); ++i) {
      const int face = core::parseInt(w[i], "a die face");
      if (face < 1 || face > 6) throw CommandError("a D6 shows 1 to 6, not " + w[i]);
      r.faces.push_back(face);
    }
    return r;
  }
  if (verb == "damage") {
    const int ship = shipBeforeTail(s, w, 2, "damage SHIP movement|combat|structure N");
    const std::size_t t = w.size() - 2;
    Value v;
    if (w[t] == "movement")
      v = Value::Movement;
    else if (w[t] == "combat")
      v = Value::Combat;
    else if (w[t] == "structure")
      v = Value::Structure;
    else
      throw CommandError("damage goes on movement, combat or structure, not '" + w[t] + "'");
    return AllocateDamage{ship, v, core::parseInt(w[t + 1], "damage points")};
  }
  if (verb == "end") {
    if (w.size() > 1) throw CommandError("end takes no argument");
    return EndPhase{};
  }
  throw CommandError("unknown action '" + verb + "'");
}

} // namespace amiraute::haute_mer
