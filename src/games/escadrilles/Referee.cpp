#include "games/escadrilles/Referee.h"

#include "core/Command.h"
#include "core/I18n.h"
#include "core/Record.h"
#include "core/hex/Pose.h"
#include "game/GameReferee.h"
#include "games/escadrilles/Game.h"

#include <sstream>

namespace amiraute::escadrilles {

namespace es = amiraute::escadrilles;
using core::fill;
using core::formatHex;
using core::tr;
using game::Reply;
using nlohmann::json;

namespace {

const char *kHelp =
    N_(R"(commands (hexes are CCRR, column then row; directions and facings 1 = north, 2 = north-east,
3 = south-east, 4 = south, 5 = south-west, 6 = north-west):
  planes [SIDE]                every plane; with SIDE, as that squadron sees them (its own secret speeds)
  speeds SIDE N:S [N:S ...]    secret speeds for this turn, plane N at speed S   e.g. speeds Bleu 1:3 2:2 3:4
  reach SIDE N [SPEED]         where plane N can end its move, the path to each, and where it would crash
                               (SPEED: plan with a speed not set yet)            e.g. reach Bleu 3
  move SIDE N D [D ...]        plane N flies, one direction a hex entered        e.g. move Bleu 3 2 2 3
  end                          the moving squadron ends its movement and fires)");

json hexesJson(Hex start, const std::vector<Hex> &hexes) {
  json out = json::array({formatHex(start)});
  for (Hex h : hexes)
    out.push_back(formatHex(h));
  return out;
}

std::string directionsText(const std::vector<int> &directions) {
  std::string s;
  for (int d : directions)
    s += (s.empty() ? "" : " ") + std::to_string(d);
  return s;
}

class EsReferee final : public game::GameReferee<Game> {
public:
  EsReferee(const std::string &scenario, std::uint64_t seed)
      : GameReferee(game::Match<Game>::open(scenario, seed)) {
    command("planes", [this](const Words &w) { return planes(w); });
    command("reach", [this](const Words &w) { return reach(w); });
    actionVerbs({"speeds", "move", "end"});
  }

  std::string prompt() const override {
    const es::State &s = state();
    if (s.phase == Phase::Over) return tr("game over> ");
    if (s.phase == Phase::Speeds) return tr("speeds> ");
    const int next = s.nextToMove();
    if (next < 0) return fill(tr("{side} end> "), {{"side", side(s.moving)}});
    return fill(
        tr("{side} move {n}> "),
        {{"side", side(s.moving)}, {"n", std::to_string(s.planes[static_cast<std::size_t>(next)].number)}});
  }

  std::string banner() const override {
    return fill(tr("Escadrilles — {title} ({columns}x{rows}; {a} {na} planes, {b} {nb} planes; {limit} "
                   "turns). Type "
                   "help."),
                {{"title", rules().title.empty() ? rules().file : rules().title},
                 {"columns", std::to_string(rules().map.columns)},
                 {"rows", std::to_string(rules().map.rows)},
                 {"a", side(0)},
                 {"na", std::to_string(rules().planes[0].size())},
                 {"b", side(1)},
                 {"nb", std::to_string(rules().planes[1].size())},
                 {"limit", std::to_string(rules().turn_limit)}}) +
           "\n" + statusText();
  }

private:
  std::string gameHelp() const override { return tr(kHelp); }

  std::string side(int s) const { return rules().sides[static_cast<std::size_t>(s)]; }
  const es::Rules &rules() const { return match_.rules(); }
  const es::State &state() const { return match_.state(); }
  const Plane &plane(int i) const { return state().planes[static_cast<std::size_t>(i)]; }

  json planeRef(int i) const { return {{"side", side(plane(i).side)}, {"number", plane(i).number}}; }

  std::vector<int> missing(int s) const {
    std::vector<int> out;
    if (state().phase != Phase::Speeds) return out;
    for (const Plane &p : state().planes)
      if (p.side == s && p.alive() && p.speed == 0) out.push_back(p.number);
    return out;
  }

  static std::string numbers(const std::vector<int> &list) {
    std::string s;
    for (int n : list)
      s += (s.empty() ? "" : " ") + std::to_string(n);
    return s;
  }

  json statusJson() const override {
    const es::State &s = state();
    json j;
    j["turn"] = s.turn;
    j["turn_limit"] = rules().turn_limit;
    j["phase"] = es::phaseName(s.phase);
    j["side"] = s.phase == Phase::Movement ? json(side(s.moving)) : json(nullptr);
    j["first"] = side(s.first);
    j["planes"] = {{side(0), s.alive(0)}, {side(1), s.alive(1)}};
    j["shot_down"] = {{side(0), s.shotDownBy(0)}, {side(1), s.shotDownBy(1)}};
    j["speeds_missing"] = {{side(0), missing(0)}, {side(1), missing(1)}};
    const int next = s.nextToMove();
    j["next"] = next >= 0 ? planeRef(next) : json(nullptr);
    j["winner"] = s.winner >= 0 ? json(side(s.winner)) : json(nullptr);
    j["victory"] = es::victoryName(s.victory);
    j["hash"] = core::hashToHex(s.hash());
    j["actions"] = match_.actions().size();
    return j;
  }

  std::string statusText() const override {
    const es::State &s = state();
    std::string head;
    if (s.phase == Phase::Over) {
      head = s.winner >= 0
                 ? fill(tr("game over after turn {turn}: {side} wins ({how})"),
                        {{"turn", std::to_string(s.turn)},
                         {"side", side(s.winner)},
                         {"how", es::victoryName(s.victory)}})
                 : fill(tr("game over after turn {turn}: a draw"), {{"turn", std::to_string(s.turn)}});
    } else if (s.phase == Phase::Speeds) {
      std::string wait;
      for (int k : {s.first, 1 - s.first})
        if (!missing(k).empty()) wait += (wait.empty() ? "" : "; ") + side(k) + " " + numbers(missing(k));
      head = fill(
          tr("turn {turn}/{limit}, secret speeds: still to set {wait}"),
          {{"turn", std::to_string(s.turn)}, {"limit", std::to_string(rules().turn_limit)}, {"wait", wait}});
    } else {
      const int next = s.nextToMove();
      head =
          fill(tr("turn {turn}/{limit}, {side}'s movement: "), {{"turn", std::to_string(s.turn)},
                                                                {"limit", std::to_string(rules().turn_limit)},
                                                                {"side", side(s.moving)}}) +
          (next >= 0 ? fill(tr("plane {n} moves next"), {{"n", std::to_string(plane(next).number)}})
                     : std::string(tr("every plane has moved; end to fire")));
    }
    return head + fill(tr(" — planes flying: {a} {na}, {b} {nb}"), {{"a", side(0)},
                                                                    {"na", std::to_string(s.alive(0))},
                                                                    {"b", side(1)},
                                                                    {"nb", std::to_string(s.alive(1))}});
  }

  /// The side a command names (the squadron asking), or a CommandError naming both.
  int sideWord(const std::string &word) const {
    const int s = rules().sideIndex(word);
    if (s < 0)
      throw core::CommandError(fill(tr("unknown squadron '{name}' (squadrons: {list})"),
                                    {{"name", word}, {"list", rules().sideList()}}));
    return s;
  }

  Reply planes(const Words &w) const {
    if (w.size() > 2) throw core::CommandError(tr("usage: planes [SIDE]"));
    const int eyes = w.size() == 2 ? sideWord(w[1]) : game::kPublic;
    const es::State seen = es::observe(rules(), state(), eyes);
    json list = json::array();
    std::ostringstream text;
    for (int s = 0; s < 2; ++s) {
      text << side(s) << (s == seen.first ? tr(" (moves first)") : "") << ":\n";
      for (std::size_t i = 0; i < seen.planes.size(); ++i) {
        const Plane &p = seen.planes[i];
        if (p.side != s) continue;
        json j{{"side", side(s)},
               {"number", p.number},
               {"hex", formatHex(p.hex)},
               {"facing", p.facing},
               {"moved", p.moved},
               {"alive", p.alive()},
               {"fate", es::fateName(p.fate)},
               {"last_speed", p.last == 0 ? json(nullptr) : json(p.last)},
               {"terrain", es::terrainName(rules().terrainAt(p.hex))}};
        j["speed"] = p.speed > 0 ? json(p.speed) : json(nullptr);
        j["hidden"] = p.speed == kHiddenSpeed;
        json targets = json::array();
        for (int t : es::lineOfFire(rules(), seen, static_cast<int>(i)).targets)
          targets.push_back(planeRef(t));
        j["targets"] = targets;
        list.push_back(j);
        text << "  " << p.number << "  ";
        if (!p.alive()) {
          text << fill(tr("out of the game ({fate}, {hex})"),
                       {{"fate", tr(es::fateName(p.fate))}, {"hex", formatHex(p.hex)}})
               << "\n";
          continue;
        }
        const std::string speed = p.speed > 0               ? std::to_string(p.speed)
                                  : p.speed == kHiddenSpeed ? std::string(tr("secret"))
                                                            : std::string(tr("not set"));
        text << formatHex(p.hex) << " " << es::terrainName(rules().terrainAt(p.hex)) << "  "
             << fill(tr("facing {f}  speed {speed}"), {{"f", std::to_string(p.facing)}, {"speed", speed}});
        if (p.last > 0) text << fill(tr(" (last {last})"), {{"last", std::to_string(p.last)}});
        if (p.moved) text << tr("  moved");
        if (!targets.empty()) {
          std::string names;
          for (const auto &t : targets)
            names += (names.empty() ? "" : ", ") + t["side"].get<std::string>() + " " +
                     std::to_string(t["number"].get<int>());
          text << fill(tr("  aims at {names}"), {{"names", names}});
        }
        text << "\n";
      }
    }
    std::string out = text.str();
    if (!out.empty()) out.pop_back();
    return Reply::ok({{"planes", list},
                      {"eyes", eyes == game::kPublic ? json(nullptr) : json(side(eyes))},
                      {"clauses", json::array({"ES-SPEED-3"})}},
                     out);
  }

  json flightJson(const Flight &f, Hex start) const {
    json j;
    j["hex"] = f.outcome == Outcome::OffMap ? json(nullptr) : json(formatHex(f.end));
    j["facing"] = f.facing;
    j["path"] = hexesJson(start, f.path);
    j["directions"] = f.directions;
    j["points"] = f.points;
    j["turns"] = f.turns;
    j["command"] = "move " + core::quoteWord(side(plane(f.plane).side)) + " " +
                   std::to_string(plane(f.plane).number) + " " + directionsText(f.directions);
    if (f.lost()) {
      j["outcome"] = es::outcomeName(f.outcome);
      j["clause"] = es::outcomeClause(f.outcome);
      if (f.other >= 0) j["with"] = planeRef(f.other);
    }
    return j;
  }

  Reply reach(const Words &w) const {
    if (w.size() < 3 || w.size() > 4)
      throw core::CommandError(
          fill(tr("usage: reach SIDE N [SPEED] (e.g. reach {side} 3, or reach {side} 3 4 to plan at "
                  "speed 4)"),
               {{"side", core::quoteWord(side(0))}}));
    const int s = sideWord(w[1]);
    const int number = core::parseInt(w[2], tr("plane number"));
    const int i = state().planeIndex(s, number);
    if (i < 0) return Reply::error(fill(tr("{side} has no plane {n}"), {{"side", side(s)}, {"n", w[2]}}));
    const Plane &p = plane(i);
    if (!p.alive())
      return Reply::error(fill(tr("{side} {n} is out of the game ({fate})"),
                               {{"side", side(s)}, {"n", w[2]}, {"fate", tr(es::fateName(p.fate))}}));
    int speed = p.speed;
    const SpeedRange range = es::speedRange(rules(), p);
    if (w.size() == 4) {
      speed = core::parseInt(w[3], tr("speed"));
      if (!range.contains(speed) && !(p.speed > 0 && speed == p.speed))
        return Reply::error(
            fill(tr("{side} {n} may fly at {low} to {high} this turn, not {speed} (ES-SPEED-1)"),
                 {{"side", side(s)},
                  {"n", w[2]},
                  {"low", std::to_string(range.low)},
                  {"high", std::to_string(range.high)},
                  {"speed", w[3]}}));
    } else if (speed <= 0) {
      return Reply::error(
          fill(tr("{side} {n} has no speed yet this turn: give one to plan, {low} to {high} (e.g. reach "
                  "{quoted} {n} {low})"),
               {{"side", side(s)},
                {"quoted", core::quoteWord(side(s))},
                {"n", w[2]},
                {"low", std::to_string(range.low)},
                {"high", std::to_string(range.high)}}));
    }
    const Reach r = es::reachOf(rules(), state(), i, speed);
    json ends = json::array(), crashes = json::array();
    std::ostringstream text;
    text << fill(tr("{side} {n} on {hex} facing {facing} at speed {speed} ({turns} change(s) of direction):"),
                 {{"side", side(s)},
                  {"n", w[2]},
                  {"hex", formatHex(p.hex)},
                  {"facing", std::to_string(p.facing)},
                  {"speed", std::to_string(speed)},
                  {"turns", std::to_string(es::turnAllowance(speed))}});
    for (const Flight &f : r.ends) {
      ends.push_back(flightJson(f, p.hex));
      text << "\n  " << formatHex(f.end) << " " << fill(tr("facing {f}"), {{"f", std::to_string(f.facing)}})
           << "   " << directionsText(f.directions);
    }
    if (r.ends.empty()) text << "\n  " << tr("nowhere safe: the plane crashes whatever it does (ES-CRASH-4)");
    if (!r.losses.empty()) text << "\n  " << tr("crashes:");
    for (const Flight &f : r.losses) {
      crashes.push_back(flightJson(f, p.hex));
      const char *why = f.outcome == Outcome::Dark        ? N_("dark hex")
                        : f.outcome == Outcome::Climb     ? N_("cannot climb")
                        : f.outcome == Outcome::Collision ? N_("collision with")
                                                          : N_("off the map");
      text << "\n    " << (f.outcome == Outcome::OffMap ? std::string("----") : formatHex(f.end)) << " "
           << tr(why) << (f.other >= 0 ? " " + es::planeName(rules(), plane(f.other)) : "") << "   "
           << directionsText(f.directions);
    }
    if (p.moved) text << "\n" << tr("(this plane has already moved this turn)");
    return Reply::ok({{"plane", planeRef(i)},
                      {"speed", speed},
                      {"from", formatHex(p.hex)},
                      {"facing", p.facing},
                      {"moved", p.moved},
                      {"can_finish", r.canFinish()},
                      {"ends", ends},
                      {"crashes", crashes},
                      {"clauses", json::array({"ES-MOVE-1", "ES-MOVE-2", "ES-MOVE-3", "ES-MOVE-4"})}},
                     text.str());
  }

  Reply act(const Words &w) override {
    const es::Action action = es::parseAction(rules(), w);
    const es::State before = state();
    const game::Step<es::State> step = match_.submit(action);
    const es::Applied applied = es::apply(rules(), before, action, game::Narration::Silent);
    json j;
    j["action"] = match_.actions().back();
    j["log"] = game::logJson(step.log);
    j["clauses"] = game::clausesJson(step.log);
    std::string text = game::logText(step.log);
    if (const auto *speeds = std::get_if<es::SetSpeeds>(&action)) {
      std::vector<int> set;
      for (const auto &pair : speeds->speeds)
        set.push_back(pair.first);
      j["set"] = set;
      j["speeds_missing"] = {{side(0), missing(0)}, {side(1), missing(1)}};
    }
    if (applied.flight) {
      const Flight &f = *applied.flight;
      const Hex start = before.planes[static_cast<std::size_t>(f.plane)].hex;
      j["path"] = hexesJson(start, f.path);
      j["points"] = f.points;
      j["hex"] = formatHex(f.end);
      j["facing"] = f.facing;
      j["crashed"] = f.lost() && f.outcome != Outcome::OffMap;
      j["left_map"] = f.outcome == Outcome::OffMap;
      j["why"] = f.lost() && !step.log.empty() ? json(step.log.front().text) : json(nullptr);
      j["clause"] = es::outcomeClause(f.outcome);
      if (f.other >= 0) j["with"] = planeRef(f.other);
    }
    if (std::holds_alternative<es::EndMovement>(action)) {
      json shot = json::array();
      for (const Shot &s : applied.shots) {
        json by = json::array();
        for (int k : s.shooters)
          by.push_back(before.planes[static_cast<std::size_t>(k)].number);
        shot.push_back({{"side", side(before.planes[static_cast<std::size_t>(s.target)].side)},
                        {"number", before.planes[static_cast<std::size_t>(s.target)].number},
                        {"hex", formatHex(before.planes[static_cast<std::size_t>(s.target)].hex)},
                        {"by", by.front()},
                        {"shooters", by}});
      }
      j["shot_down"] = shot;
    }
    j["status"] = statusJson();
    return Reply::ok(j, text + "\n" + statusText());
  }
};

} // namespace

std::unique_ptr<game::Referee> makeReferee(const std::string &scenario, std::uint64_t seed) {
  return std::make_unique<EsReferee>(scenario, seed);
}

} // namespace amiraute::escadrilles
