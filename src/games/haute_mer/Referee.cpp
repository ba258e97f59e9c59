#include "games/haute_mer/Referee.h"

#include "core/Command.h"
#include "core/I18n.h"
#include "core/Record.h"
#include "games/haute_mer/Game.h"
#include "referee/GameReferee.h"

#include <cmath>
#include <sstream>

namespace amiraute::haute_mer {

using namespace referee::answers;

namespace {

const char *kHelp = N_(R"(Commands (a name with spaces is typed as it is, or in "double quotes"):
  ships                                  every ship: side, class, position, values
  place SHIP X Y HEADING                 mirror the real table      place Dunkerque 10 6 90
  range A B                              base-to-base distance      range Dunkerque Emden
  los A B                                is the line of fire clear  los Dunkerque Emden
  odds A B [range D] [torpedo]           chances before rolling     odds Dunkerque Emden range 3.5
  move SHIP forward D                    straight ahead, in UD      move Dunkerque forward 2
  move SHIP pivot DEG                    about the stern, + = starboard   move Dunkerque pivot -45
  move SHIP forward D pivot DEG forward D   a whole move, step by step   move Dunkerque forward 1 pivot 45 forward 2
  fire A B [range D] [dice F1 F2 ...]    artillery; dice = your physical dice   fire Dunkerque Emden dice 6 5 2
  torpedo A B [range D] [dice ...]       torpedo attack             torpedo T1 Emden range 0.8 dice 4 5 1 6
  damage SHIP movement|combat|structure N   the owner spreads waiting damage   damage Emden combat 1
  end                                    end the phase (movement -> fire -> next side)
Without `range`, distances come from the positions; without `dice`, the program rolls.)");

std::string fmt(double v) {
  std::ostringstream out;
  out.setf(std::ios::fixed);
  out.precision(2);
  out << v;
  return out.str();
}

double round6(double v) { return std::round(v * 1e6) / 1e6; }

class HauteMerReferee final : public referee::GameReferee<Game> {
public:
  HauteMerReferee(const std::string &scenario, std::uint64_t seed)
      : GameReferee(game::Match<Game>::open(scenario, seed)) {
    commands("ships", &HauteMerReferee::ships, "range", &HauteMerReferee::range, "los", &HauteMerReferee::los,
             "odds", &HauteMerReferee::odds);
    actionVerbs({"place", "move", "fire", "torpedo", "damage", "end"});
  }

  std::string banner() const override {
    return core::fill(core::tr("Haute Mer referee — {title} ({n} ships). Type help for the commands."),
                      {{"title", rules().title}, {"n", std::to_string(rules().ships.size())}});
  }

  /// The description, then the objectives each side plays for (HM-WIN-3, -4).
  std::string description() const override {
    std::string text = rules().description;
    while (!text.empty() && text.back() == '\n')
      text.pop_back();
    const std::vector<std::string> lines = engine().objectiveLines();
    if (!lines.empty()) text += (text.empty() ? "" : "\n") + std::string(core::tr("Objectives:"));
    for (const std::string &line : lines)
      text += "\n  - " + line;
    return text;
  }

  std::string prompt() const override {
    const State &st = state();
    if (st.over) return "over> ";
    return "turn " + std::to_string(st.turn) + " " + rules().sides[static_cast<std::size_t>(st.side)] + " " +
           phaseName(st.phase) + (st.pending ? core::tr(" (damage waiting)") : "") + "> ";
  }

private:
  Engine engine() const { return Engine(rules()); }
  std::string side(int s) const { return rules().sides[static_cast<std::size_t>(s)]; }

  std::string gameHelp() const override { return core::tr(kHelp); }
  Words words(const Words &w) const override { return groupShipNames(rules(), w); }
  std::vector<std::string> completionNames() const override {
    std::vector<std::string> out = {"forward", "pivot", "range", "dice", "movement", "combat", "structure"};
    for (const auto &s : rules().ships)
      out.push_back(s.name);
    return out;
  }

  int ship(const std::string &name) const {
    const int i = rules().shipIndex(name);
    if (i >= 0) return i;
    std::vector<std::string> names;
    for (const auto &s : rules().ships)
      names.push_back(s.name);
    const std::string close = core::suggest(name, names);
    throw core::CommandError(close.empty()
                                 ? core::fill(core::tr("no ship named '{name}'"), {{"name", name}})
                                 : core::fill(core::tr("no ship named '{name}' (did you mean '{close}'?)"),
                                              {{"name", name}, {"close", close}}));
  }

  json statusJson() const override {
    const State &st = state();
    json j{{"turn", st.turn},
           {"side", side(st.side)},
           {"phase", phaseName(st.phase)},
           {"over", st.over},
           {"winner", st.winner ? json(side(*st.winner)) : json(nullptr)}};
    json pending = json::array();
    if (st.pending)
      pending.push_back({{"ship", rules().ships[static_cast<std::size_t>(st.pending->ship)].name},
                         {"side", side(rules().ships[static_cast<std::size_t>(st.pending->ship)].side)},
                         {"damage", st.pending->points}});
    j["pending"] = pending;
    if (rules().victory.turn_limit) j["turn_limit"] = *rules().victory.turn_limit;
    json objectives = json::array();
    for (const Objective &o : rules().victory.objectives)
      objectives.push_back({{"side", side(o.side)},
                            {"kind", objectiveKindName(o.kind)},
                            {"text", engine().objectiveText(o)},
                            {"met", engine().objectiveMet(st, o)}});
    if (!objectives.empty()) j["objectives"] = objectives;
    return j;
  }

  std::string statusText() const override {
    const State &st = state();
    std::string text =
        core::fill(st.phase == Phase::Movement ? core::tr("turn {turn}, {side}, movement phase")
                                               : core::tr("turn {turn}, {side}, fire phase"),
                   {{"turn", std::to_string(st.turn)}, {"side", side(st.side)}});
    if (st.pending) {
      const auto &target = rules().ships[static_cast<std::size_t>(st.pending->ship)];
      text += core::fill(
          core::trn("; {side} must spread {n} damage on {ship} (damage SHIP movement|combat|structure N)",
                    "; {side} must spread {n} damage on {ship} (damage SHIP movement|combat|structure N)",
                    st.pending->points),
          {{"side", side(target.side)}, {"n", std::to_string(st.pending->points)}, {"ship", target.name}});
    }
    if (st.over)
      text += st.winner
                  ? core::fill(core::tr("; the battle is over: {side} wins"), {{"side", side(*st.winner)}})
                  : std::string(core::tr("; the battle is over: a draw"));
    return text;
  }

  json shipJson(int i) const {
    const auto &sc = rules();
    const auto &s = state().ships[static_cast<std::size_t>(i)];
    const auto &setup = sc.ships[static_cast<std::size_t>(i)];
    json j{{"name", setup.name},
           {"side", side(setup.side)},
           {"class", setup.class_id},
           {"movement", s.movement},
           {"combat", s.combat},
           {"structure", s.structure},
           {"sunk", s.sunk},
           {"escaped", s.escaped},
           {"movement_left", round6(engine().remainingMovement(state(), i))},
           {"fired", s.fired || s.torpedoed}};
    j["x"] = s.pose ? json(round6(s.pose->center.x)) : json(nullptr);
    j["y"] = s.pose ? json(round6(s.pose->center.y)) : json(nullptr);
    j["heading"] = s.pose ? json(round6(s.pose->heading_deg)) : json(nullptr);
    return j;
  }

  Reply ships(const Words &) const {
    json list = json::array();
    std::string text;
    const auto &sc = rules();
    for (std::size_t i = 0; i < sc.ships.size(); ++i) {
      list.push_back(shipJson(static_cast<int>(i)));
      const auto &s = state().ships[i];
      text += (i ? "\n" : "") + sc.ships[i].name + " (" + side(sc.ships[i].side) + ", " +
              sc.shipClass(static_cast<int>(i)).name + ") M" + std::to_string(s.movement) + " C" +
              std::to_string(s.combat) + " S" + std::to_string(s.structure);
      if (s.pose)
        text +=
            core::fill(core::tr(" at ({x}, {y}) heading {heading}"), {{"x", fmt(s.pose->center.x)},
                                                                      {"y", fmt(s.pose->center.y)},
                                                                      {"heading", fmt(s.pose->heading_deg)}});
      if (s.sunk) text += core::tr(" — SUNK");
      if (s.escaped) text += core::tr(" — LEFT THE TABLE");
    }
    return Reply::ok({{"ships", list}}, text);
  }

  /// The ruling when one of two ships has no position (HM-REF-2), or nothing.
  std::optional<Reply> unplaced(int a, int b) const {
    const auto &st = state();
    if (st.ships[static_cast<std::size_t>(a)].pose && st.ships[static_cast<std::size_t>(b)].pose)
      return std::nullopt;
    const int missing = st.ships[static_cast<std::size_t>(a)].pose ? b : a;
    return referee::rulingReply(
        {"HM-REF-2", core::fill(core::tr("the position of {ship} is unknown: place it first"),
                                {{"ship", rules().ships[static_cast<std::size_t>(missing)].name}})});
  }

  Reply range(const Words &w) const {
    arity(w, 3, "range A B");
    const int a = ship(w[1]), b = ship(w[2]);
    if (auto r = unplaced(a, b)) return *r;
    const auto d = core::baseDistance(shipBase(rules(), state(), a), shipBase(rules(), state(), b));
    return Reply::ok({{"range", round6(d.distance)},
                      {"from", {round6(d.point_a.x), round6(d.point_a.y)}},
                      {"to", {round6(d.point_b.x), round6(d.point_b.y)}},
                      {"clauses", {"HM-FIRE-2"}}},
                     core::fill(core::tr("{d} UD base to base"), {{"d", fmt(d.distance)}}) + "  [HM-FIRE-2]");
  }

  Reply los(const Words &w) const {
    arity(w, 3, "los A B");
    const int a = ship(w[1]), b = ship(w[2]);
    if (a == b) throw core::CommandError("name two different ships");
    if (auto r = unplaced(a, b)) return *r;
    const Engine::LineOfFire line = engine().lineOfFire(state(), a, b);
    json blockers = json::array();
    std::string names;
    for (int x : line.blockers) {
      const std::string &n = rules().ships[static_cast<std::size_t>(x)].name;
      blockers.push_back(n);
      names += (names.empty() ? "" : ", ") + n;
    }
    const bool clear = line.blockers.empty();
    return Reply::ok({{"clear", clear},
                      {"blockers", blockers},
                      {"range", round6(line.distance)},
                      {"clauses", {"HM-LOS-1", "HM-LOS-2"}}},
                     (clear ? std::string(core::tr("the line of fire is clear"))
                            : core::fill(core::tr("blocked by {ships}"), {{"ships", names}})) +
                         "  [HM-LOS-1 HM-LOS-2]");
  }

  Reply odds(const Words &w) const {
    if (w.size() < 3) throw core::CommandError("usage: odds A B [range D] [torpedo]");
    const int a = ship(w[1]), b = ship(w[2]);
    std::optional<double> range;
    bool torpedo = false;
    for (std::size_t i = 3; i < w.size(); ++i) {
      if (w[i] == "torpedo")
        torpedo = true;
      else if (w[i] == "range" && i + 1 < w.size())
        range = core::parseNumber(w[++i], "range");
      else
        throw core::CommandError("usage: odds A B [range D] [torpedo]");
    }
    if (range && *range < 0) throw core::CommandError("a range cannot be negative");
    const FireSolution sol = engine().solve(state(), a, b, torpedo, range);
    if (!sol.possible) return referee::rulingReply(*sol.refusal);
    const Odds o = engine().odds(state(), sol, b);
    std::string text = core::fill(core::tr("{n} dice hitting on {band} at {d} UD:"),
                                  {{"n", std::to_string(sol.dice)},
                                   {"band", sol.hit_on >= 6 ? "6" : std::to_string(sol.hit_on) + "+"},
                                   {"d", fmt(sol.distance)}});
    for (int k = 0; k <= sol.dice; ++k)
      text += " " + std::to_string(k) + "→" + fmt(100 * o.hits.p(k)) + "%";
    text += core::fill(core::tr("; expected damage {e}, chance to sink {p}%"),
                       {{"e", fmt(o.expected_damage)}, {"p", fmt(100 * o.p_sunk)}}) +
            "  [";
    for (std::size_t i = 0; i < sol.clauses.size(); ++i)
      text += (i ? " " : "") + sol.clauses[i];
    text += "]";
    return Reply::ok({{"dice", sol.dice},
                      {"hit_on", sol.hit_on},
                      {"range", round6(sol.distance)},
                      {"p_hits", o.hits.probabilities()},
                      {"expected_damage", o.expected_damage},
                      {"p_sunk", o.p_sunk},
                      {"damage_per_hit", sol.damage_per_hit},
                      {"clauses", sol.clauses}},
                     text);
  }

  /// An action: submitted, the program's dice rolled at once after an attack, and the answer in
  /// the keys scripts have always read (an attack's dice, hits and damage; a moved ship).
  Reply act(const Words &w) override {
    const Action action = parseAction(rules(), w);
    const State before = state();
    const std::size_t first = match_.actions().size();
    const std::vector<game::LogEntry> log = submitAndSettle(action);
    json j{{"action", match_.actions()[first]},
           {"log", referee::logJson(log)},
           {"clauses", referee::clausesJson(log)}};
    const State &st = state();
    if (const auto *f = std::get_if<Fire>(&action)) {
      // The faces typed with the attack, or the program's roll recorded after it.
      std::vector<int> faces = f->faces;
      for (std::size_t i = first + 1; i < match_.actions().size() && faces.empty(); ++i) {
        const Action next = recorded(i);
        if (const auto *r = std::get_if<Roll>(&next)) faces = r->faces;
      }
      const FireSolution sol = engine().solve(before, f->ship, f->target, f->torpedo, f->range);
      const int hits = core::countHits(faces, sol.hit_on);
      Fire whole = *f;
      whole.faces = faces;
      j["action"] = toText(rules(), whole); // the attack and its dice on one line, as typed
      j["dice"] = sol.dice;
      j["hit_on"] = sol.hit_on;
      j["range"] = round6(sol.distance);
      j["faces"] = faces;
      j["hits"] = hits;
      j["damage"] = engine().damageFor(sol, hits);
      j["pending"] = st.pending ? st.pending->points : 0;
      j["sunk"] = st.ships[static_cast<std::size_t>(f->target)].sunk;
    } else if (std::holds_alternative<AllocateDamage>(action)) {
      j["pending"] = st.pending ? st.pending->points : 0;
    } else if (const int s = std::visit(
                   [](const auto &a) -> int {
                     if constexpr (requires { a.ship; })
                       return a.ship;
                     else
                       return -1;
                   },
                   action);
               s >= 0) {
      j["ship"] = shipJson(s);
    }
    j["turn"] = st.turn;
    j["side"] = side(st.side);
    j["phase"] = phaseName(st.phase);
    j["over"] = st.over;
    j["winner"] = st.winner ? json(side(*st.winner)) : json(nullptr);
    j["status"] = statusJson();
    return Reply::ok(j, referee::logText(log));
  }

  Action recorded(std::size_t i) const {
    return parseAction(rules(), core::splitCommand(match_.actions()[i]));
  }
};

} // namespace

std::unique_ptr<referee::Referee> makeReferee(const std::string &scenario, std::uint64_t seed) {
  return std::make_unique<HauteMerReferee>(scenario, seed);
}

} // namespace amiraute::haute_mer
