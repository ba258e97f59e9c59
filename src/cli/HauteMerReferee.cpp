#include "cli/HauteMerReferee.h"

#include "core/Command.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "core/Yaml.h"
#include "games/haute_mer/Match.h"

#include <cmath>
#include <sstream>

namespace amiraute::cli {

using core::fill;
using core::tr;
using core::trn;
using game::Referee;
using game::Reply;
using nlohmann::json;
namespace hm = haute_mer;

namespace {

const char *kHelp = N_(R"(Commands (a name with spaces is typed as it is, or in "double quotes"):
  ships                                  every ship: side, class, position, values
  status                                 turn, side, phase, damage waiting, winner
  place SHIP X Y HEADING                 mirror the real table      place Dunkerque 10 6 90
  range A B                              base-to-base distance      range Dunkerque Emden
  los A B                                is the line of fire clear  los Dunkerque Emden
  odds A B [range D] [torpedo]           chances before rolling     odds Dunkerque Emden range 3.5
  move SHIP forward D                    straight ahead, in UD      move Dunkerque forward 2
  move SHIP pivot DEG                    about the stern, + = starboard   move Dunkerque pivot -45
  fire A B [range D] [dice F1 F2 ...]    artillery; dice = your physical dice   fire Dunkerque Emden dice 6 5 2
  torpedo A B [range D] [dice ...]       torpedo attack             torpedo T1 Emden range 0.8 dice 4 5 1 6
  damage SHIP movement|combat|structure N   the owner spreads waiting damage   damage Emden combat 1
  end                                    end the phase (movement -> fire -> next side)
  log                                    every ruling so far
  undo [force]                           take back the last action (rolled dice need force)
  save FILE | load FILE                  the game record (YAML)
  help | quit
Without `range`, distances come from the positions; without `dice`, the program rolls.)");

std::string fmt(double v) {
  std::ostringstream out;
  out.setf(std::ios::fixed);
  out.precision(2);
  out << v;
  return out.str();
}

double round6(double v) { return std::round(v * 1e6) / 1e6; }

json clausesOf(const std::vector<hm::LogEntry> &log) {
  json c = json::array();
  for (const auto &e : log)
    for (const auto &id : e.clauses)
      if (std::find(c.begin(), c.end(), id) == c.end()) c.push_back(id);
  return c;
}

json logJson(const std::vector<hm::LogEntry> &log) {
  json l = json::array();
  for (const auto &e : log)
    l.push_back({{"text", e.text}, {"clauses", e.clauses}});
  return l;
}

std::string logText(const std::vector<hm::LogEntry> &log) {
  std::string t;
  for (const auto &e : log) {
    t += (t.empty() ? "" : "\n") + e.text + "  [";
    for (std::size_t i = 0; i < e.clauses.size(); ++i)
      t += (i ? " " : "") + e.clauses[i];
    t += "]";
  }
  return t;
}

Reply ruleError(const hm::RuleError &e) {
  Reply r = Reply::error(e.text());
  r.data["clause"] = e.clause;
  return r;
}

class HauteMerReferee final : public Referee {
public:
  HauteMerReferee(const std::string &scenario, std::uint64_t seed) : match_(scenario, seed), seed_(seed) {}

  std::string banner() const override {
    const auto &s = match_.scenario();
    return "Haute Mer referee — " + s.title + " (" + std::to_string(s.ships.size()) +
           " ships). Type help for the commands.";
  }

  std::string prompt() const override {
    const auto &st = match_.state();
    if (st.over) return "over> ";
    return "turn " + std::to_string(st.turn) + " " + match_.scenario().sides[st.side] + " " +
           hm::phaseName(st.phase) + (st.pending ? " (damage waiting)" : "") + "> ";
  }

  Reply handle(const std::vector<std::string> &words) override {
    const std::vector<std::string> w = hm::groupShipNames(match_.scenario(), words);
    const std::string &verb = w[0];
    try {
      if (verb == "help") return Reply::ok({{"help", tr(kHelp)}}, tr(kHelp));
      if (verb == "ships") return ships();
      if (verb == "status") return status();
      if (verb == "log")
        return Reply::ok({{"log", logJson(match_.log())}},
                         match_.log().empty() ? tr("(nothing yet)") : logText(match_.log()));
      if (verb == "range") return range(w);
      if (verb == "los") return los(w);
      if (verb == "odds") return odds(w);
      if (verb == "undo") return undo(w);
      if (verb == "save") return save(w);
      if (verb == "load") return load(w);
      if (verb == "place" || verb == "move" || verb == "fire" || verb == "torpedo" || verb == "damage" ||
          verb == "end")
        return act(w);
    } catch (const hm::RuleViolation &e) {
      return ruleError(e.error);
    }
    const std::string close =
        core::suggest(verb, {"help", "ships", "status", "log", "range", "los", "odds", "undo", "save", "load",
                             "place", "move", "fire", "torpedo", "damage", "end", "quit"});
    return Reply::error(close.empty()
                            ? fill(tr("unknown command '{verb}'; type help for the list"), {{"verb", verb}})
                            : fill(tr("unknown command '{verb}' (did you mean '{close}'?)"),
                                   {{"verb", verb}, {"close", close}}));
  }

private:
  int ship(const std::string &name) const {
    const int i = match_.scenario().shipIndex(name);
    if (i >= 0) return i;
    std::vector<std::string> names;
    for (const auto &s : match_.scenario().ships)
      names.push_back(s.name);
    const std::string close = core::suggest(name, names);
    throw core::CommandError(close.empty() ? fill(tr("no ship named '{name}'"), {{"name", name}})
                                           : fill(tr("no ship named '{name}' (did you mean {close}?)"),
                                                  {{"name", name}, {"close", core::quoteWord(close)}}));
  }

  void arity(const std::vector<std::string> &w, std::size_t n, const char *usage) const {
    if (w.size() != n) throw core::CommandError(fill(tr("usage: {usage}"), {{"usage", usage}}));
  }

  json shipJson(int i) const {
    const auto &sc = match_.scenario();
    const auto &s = match_.state().ships[i];
    json j{{"name", sc.ships[i].name},
           {"side", sc.sides[sc.ships[i].side]},
           {"class", sc.ships[i].class_id},
           {"movement", s.movement},
           {"combat", s.combat},
           {"structure", s.structure},
           {"sunk", s.sunk},
           {"movement_left", round6(match_.engine().remainingMovement(match_.state(), i))},
           {"fired", s.fired || s.torpedoed}};
    if (s.pose) {
      j["x"] = round6(s.pose->center.x);
      j["y"] = round6(s.pose->center.y);
      j["heading"] = round6(s.pose->heading_deg);
    } else {
      j["x"] = nullptr;
      j["y"] = nullptr;
      j["heading"] = nullptr;
    }
    return j;
  }

  Reply ships() const {
    json list = json::array();
    std::string text;
    const auto &sc = match_.scenario();
    for (std::size_t i = 0; i < sc.ships.size(); ++i) {
      list.push_back(shipJson(static_cast<int>(i)));
      const auto &s = match_.state().ships[i];
      text += (i ? "\n" : "") + fill(tr("{ship} ({side}, {class}) M{m} C{c} S{s}"),
                                     {{"ship", sc.ships[i].name},
                                      {"side", sc.sides[sc.ships[i].side]},
                                      {"class", sc.shipClass(static_cast<int>(i)).name},
                                      {"m", std::to_string(s.movement)},
                                      {"c", std::to_string(s.combat)},
                                      {"s", std::to_string(s.structure)}});
      if (s.pose)
        text += fill(tr(" at ({x}, {y}) heading {heading}"), {{"x", fmt(s.pose->center.x)},
                                                              {"y", fmt(s.pose->center.y)},
                                                              {"heading", fmt(s.pose->heading_deg)}});
      if (s.sunk) text += tr(" — SUNK");
    }
    return Reply::ok({{"ships", list}}, text);
  }

  Reply status() const {
    const auto &st = match_.state();
    const auto &sc = match_.scenario();
    json j{{"turn", st.turn},
           {"side", sc.sides[st.side]},
           {"phase", hm::phaseName(st.phase)},
           {"over", st.over},
           {"winner", st.winner ? json(sc.sides[*st.winner]) : json(nullptr)}};
    json pending = json::array();
    std::string text = fill(st.phase == hm::Phase::Movement ? tr("turn {turn}, {side}, movement phase")
                                                            : tr("turn {turn}, {side}, fire phase"),
                            {{"turn", std::to_string(st.turn)}, {"side", sc.sides[st.side]}});
    if (st.pending) {
      pending.push_back({{"ship", sc.ships[st.pending->ship].name},
                         {"side", sc.sides[sc.ships[st.pending->ship].side]},
                         {"damage", st.pending->points}});
      text += fill(tr("; {side} must spread {n} damage on {ship} (damage SHIP movement|combat|structure N)"),
                   {{"side", sc.sides[sc.ships[st.pending->ship].side]},
                    {"n", std::to_string(st.pending->points)},
                    {"ship", sc.ships[st.pending->ship].name}});
    }
    j["pending"] = pending;
    if (sc.victory.turn_limit) j["turn_limit"] = *sc.victory.turn_limit;
    if (st.over)
      text += st.winner ? fill(tr("; the battle is over: {side} wins"), {{"side", sc.sides[*st.winner]}})
                        : std::string(tr("; the battle is over: a draw"));
    return Reply::ok(j, text);
  }

  Reply range(const std::vector<std::string> &w) const {
    arity(w, 3, "range A B");
    const int a = ship(w[1]), b = ship(w[2]);
    const auto &st = match_.state();
    if (!st.ships[a].pose || !st.ships[b].pose)
      return ruleError(
          {"HM-REF-2", fill(tr("the position of {ship} is unknown: place it first"),
                            {{"ship", match_.scenario().ships[st.ships[a].pose ? b : a].name}})});
    const auto d =
        core::baseDistance(hm::shipBase(match_.scenario(), st, a), hm::shipBase(match_.scenario(), st, b));
    return Reply::ok({{"range", round6(d.distance)},
                      {"from", {round6(d.point_a.x), round6(d.point_a.y)}},
                      {"to", {round6(d.point_b.x), round6(d.point_b.y)}},
                      {"clauses", {"HM-FIRE-2"}}},
                     fill(tr("{d} UD base to base"), {{"d", fmt(d.distance)}}) + "  [HM-FIRE-2]");
  }

  Reply los(const std::vector<std::string> &w) const {
    arity(w, 3, "los A B");
    const int a = ship(w[1]), b = ship(w[2]);
    if (a == b) throw core::CommandError(tr("name two different ships"));
    const auto &st = match_.state();
    if (!st.ships[a].pose || !st.ships[b].pose)
      return ruleError(
          {"HM-REF-2", fill(tr("the position of {ship} is unknown: place it first"),
                            {{"ship", match_.scenario().ships[st.ships[a].pose ? b : a].name}})});
    const hm::Engine::LineOfFire sol = match_.engine().lineOfFire(st, a, b);
    json blockers = json::array();
    std::string names;
    for (int x : sol.blockers) {
      blockers.push_back(match_.scenario().ships[x].name);
      names += (names.empty() ? "" : ", ") + match_.scenario().ships[x].name;
    }
    const bool clear = sol.blockers.empty();
    json clauses = {"HM-LOS-1", "HM-LOS-2"};
    return Reply::ok(
        {{"clear", clear}, {"blockers", blockers}, {"range", round6(sol.distance)}, {"clauses", clauses}},
        (clear ? std::string(tr("the line of fire is clear"))
               : fill(tr("blocked by {ships}"), {{"ships", names}})) +
            "  [HM-LOS-1 HM-LOS-2]");
  }

  Reply odds(const std::vector<std::string> &w) const {
    if (w.size() < 3)
      throw core::CommandError(fill(tr("usage: {usage}"), {{"usage", "odds A B [range D] [torpedo]"}}));
    const int a = ship(w[1]), b = ship(w[2]);
    std::optional<double> range;
    bool torpedo = false;
    for (std::size_t i = 3; i < w.size(); ++i) {
      if (w[i] == "torpedo")
        torpedo = true;
      else if (w[i] == "range" && i + 1 < w.size())
        range = core::parseNumber(w[++i], "range");
      else
        throw core::CommandError(fill(tr("usage: {usage}"), {{"usage", "odds A B [range D] [torpedo]"}}));
    }
    if (range && *range < 0) throw core::CommandError(tr("a range cannot be negative"));
    const auto &st = match_.state();
    const hm::FireSolution sol = match_.engine().solve(st, a, b, torpedo, range);
    if (!sol.possible) return ruleError(*sol.refusal);
    const hm::Odds o = match_.engine().odds(st, sol, b);
    json p = o.hits.probabilities();
    std::string text =
        fill(trn("{n} die hitting on {on} at {d} UD:", "{n} dice hitting on {on} at {d} UD:", sol.dice),
             {{"n", std::to_string(sol.dice)},
              {"on", sol.hit_on >= 6 ? "6" : std::to_string(sol.hit_on) + "+"},
              {"d", fmt(sol.distance)}});
    for (int k = 0; k <= sol.dice; ++k)
      text += " " + std::to_string(k) + "→" + fmt(100 * o.hits.p(k)) + "%";
    text += fill(tr("; expected damage {damage}, chance to sink {p}%"),
                 {{"damage", fmt(o.expected_damage)}, {"p", fmt(100 * o.p_sunk)}}) +
            "  [";
    for (std::size_t i = 0; i < sol.clauses.size(); ++i)
      text += (i ? " " : "") + sol.clauses[i];
    text += "]";
    return Reply::ok({{"dice", sol.dice},
                      {"hit_on", sol.hit_on},
                      {"range", round6(sol.distance)},
                      {"p_hits", p},
                      {"expected_damage", o.expected_damage},
                      {"p_sunk", o.p_sunk},
                      {"damage_per_hit", sol.damage_per_hit},
                      {"clauses", sol.clauses}},
                     text);
  }

  Reply act(const std::vector<std::string> &w) {
    hm::Action action = hm::parseAction(match_.scenario(), w);
    const hm::State before = match_.state();
    const hm::Outcome out = match_.submit(action);
    json j{{"action", match_.actions().back()}, {"log", logJson(out.log)}, {"clauses", clausesOf(out.log)}};
    const auto &st = match_.state();
    if (const auto *f = std::get_if<hm::Fire>(&action)) {
      // The faces are in the recorded text; re-solve on the state before to report the roll.
      const hm::Action recorded =
          hm::parseAction(match_.scenario(), core::splitCommand(match_.actions().back()));
      const auto &fire = std::get<hm::Fire>(recorded);
      const hm::FireSolution sol = match_.engine().solve(before, f->ship, f->target, f->torpedo, f->range);
      const int hits = core::countHits(fire.faces, sol.hit_on);
      j["dice"] = sol.dice;
      j["hit_on"] = sol.hit_on;
      j["range"] = round6(sol.distance);
      j["faces"] = fire.faces;
      j["hits"] = hits;
      j["damage"] = match_.engine().damageFor(sol, hits);
      j["pending"] = st.pending ? st.pending->points : 0;
      j["sunk"] = st.ships[f->target].sunk;
    } else if (std::holds_alternative<hm::AllocateDamage>(action)) {
      j["pending"] = st.pending ? st.pending->points : 0;
    } else if (std::holds_alternative<hm::MoveForward>(action) || std::holds_alternative<hm::Pivot>(action) ||
               std::holds_alternative<hm::Place>(action)) {
      const int s = std::visit(
          [](const auto &a) -> int {
            if constexpr (requires { a.ship; })
              return a.ship;
            else
              return -1;
          },
          action);
      j["ship"] = shipJson(s);
    }
    j["turn"] = st.turn;
    j["side"] = match_.scenario().sides[st.side];
    j["phase"] = hm::phaseName(st.phase);
    j["over"] = st.over;
    j["winner"] = st.winner ? json(match_.scenario().sides[*st.winner]) : json(nullptr);
    return Reply::ok(j, logText(out.log));
  }

  Reply undo(const std::vector<std::string> &w) {
    const bool force = w.size() == 2 && w[1] == "force";
    if (w.size() > 2 || (w.size() == 2 && !force))
      throw core::CommandError(fill(tr("usage: {usage}"), {{"usage", "undo [force]"}}));
    const std::string undone = match_.undo(force);
    return Reply::ok({{"undone", undone}}, fill(tr("undone: {actions}"), {{"actions", undone}}));
  }

  Reply save(const std::vector<std::string> &w) const {
    arity(w, 2, "save FILE");
    match_.save(w[1]);
    return Reply::ok({{"saved", w[1]}, {"actions", match_.actions().size()}},
                     fill(trn("saved {n} action to {file}", "saved {n} actions to {file}",
                              static_cast<long>(match_.actions().size())),
                          {{"n", std::to_string(match_.actions().size())}, {"file", w[1]}}));
  }

  Reply load(const std::vector<std::string> &w) {
    arity(w, 2, "load FILE");
    hm::Match loaded = hm::Match::load(w[1], seed_);
    match_ = std::move(loaded);
    return Reply::ok(
        {{"loaded", w[1]}, {"actions", match_.actions().size()}, {"hash", core::hashToHex(match_.hash())}},
        fill(trn("loaded {file}: {n} action replayed; {status}",
                 "loaded {file}: {n} actions replayed; {status}", static_cast<long>(match_.actions().size())),
             {{"file", w[1]}, {"n", std::to_string(match_.actions().size())}, {"status", status().text}}));
  }

  hm::Match match_;
  std::uint64_t seed_;
};

} // namespace

std::unique_ptr<game::Referee> makeHauteMerReferee(const std::string &scenario, std::uint64_t seed) {
  return std::make_unique<HauteMerReferee>(scenario, seed);
}

} // namespace amiraute::cli
