#include "games/escadrilles/Referee.h"

#include "core/Command.h"
#include "core/I18n.h"
#include "core/Record.h"
#include "core/hex/Pose.h"
#include "games/escadrilles/Game.h"
#include "referee/HexReferee.h"

#include <algorithm>
#include <iostream>
#include <sstream>

namespace amiraute::escadrilles {

namespace es = amiraute::escadrilles;
using namespace referee::answers;

namespace {

const char *kHelp =
    N_(R"(commands (hexes are CCRR, column then row; directions and facings 1 = north, 2 = north-east,
3 = south-east, 4 = south, 5 = south-west, 6 = north-west):
  planes [SIDE]                every plane; with SIDE, as that squadron sees them: its own secret
                               speeds, once the others look away (show SIDE does the same)
  speeds SIDE N:S [N:S ...]    secret speeds for this turn, plane N at speed S   e.g. speeds Bleu 1:3 2:2 3:4
  speeds SIDE S S S ...        the same, one speed per plane in the air, in number order (never printed
                               back; at a terminal the line is wiped and kept out of the history)
  speeds SIDE                  at a terminal: type them hidden, so that the other side does not see them
  reach SIDE N [SPEED]         where plane N can end its move, the path to each, and where it would crash
                               (at its secret speed: once the others look away)
                               (SPEED: plan with a speed not set yet)            e.g. reach Bleu 3
  move SIDE N D [D ...]        plane N flies, one direction a hex entered        e.g. move Bleu 3 2 2 3
                               (during a movement, SIDE may be left out: move 3 2 2 3, reach 3)
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

class EsReferee final : public referee::HexReferee<Game> {
public:
  EsReferee(const std::string &scenario, std::uint64_t seed)
      : HexReferee(game::Match<Game>::open(scenario, seed)) {
    actionVerbs({"move", "end"});
    commands("planes", &EsReferee::planes, "reach", &EsReferee::reach, "speeds", &EsReferee::speeds);
    secretCommand("speeds", 2); // speeds SIDE S S S: the speeds typed in full
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
    const auto count = [](long n, const char *pattern) { return fill(pattern, {{"n", std::to_string(n)}}); };
    const long na = static_cast<long>(rules().planes[0].size()),
               nb = static_cast<long>(rules().planes[1].size());
    return fill(tr("Escadrilles — {title} ({columns}x{rows}; {a} {na}, {b} {nb}; {limit}). Type help."),
                {{"title", rules().title.empty() ? rules().file : rules().title},
                 {"columns", std::to_string(rules().map.columns)},
                 {"rows", std::to_string(rules().map.rows)},
                 {"a", side(0)},
                 {"na", count(na, core::trn("{n} plane", "{n} planes", na))},
                 {"b", side(1)},
                 {"nb", count(nb, core::trn("{n} plane", "{n} planes", nb))},
                 {"limit",
                  count(rules().turn_limit, core::trn("{n} turn", "{n} turns", rules().turn_limit))}}) +
           "\n" + firstTurnNote() + statusText();
  }

private:
  std::string gameHelp() const override { return tr(kHelp); }
  bool keepsSecrets() const override { return true; }
  /// `show SIDE`: that squadron's planes with its secret speeds.
  Reply seatView(int seat) override { return planes({"planes", side(seat)}); }
  /// An undone `speeds` never reads the speeds out.
  std::string publicText(const std::string &text) const override {
    const Words w = core::splitCommand(text);
    if (w.size() >= 2 && w[0] == "speeds") return fill(tr("speeds {side} (secret)"), {{"side", w[1]}});
    return text;
  }

  /// `move 3 2 2 3` and `reach 3` name a plane of the squadron moving now: the side is filled in.
  Words words(const Words &w) const override {
    const auto number = [](const std::string &x) {
      return !x.empty() && std::all_of(x.begin(), x.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    if ((w[0] == "move" || w[0] == "reach") && w.size() >= 2 && number(w[1]) &&
        state().phase == Phase::Movement) {
      Words out = w;
      out.insert(out.begin() + 1, side(state().moving));
      return out;
    }
    return w;
  }

  /// At the very start, why movement begins at once: every first speed is forced.
  std::string firstTurnNote() const {
    if (!match_.actions().empty() || state().phase != Phase::Movement) return "";
    return fill(tr("Every plane flies its first turn at {speed}, so turn 1 starts with {side}'s movement "
                   "(ES-SPEED-1).\n"),
                {{"speed", std::to_string(rules().options.first_turn_speed)}, {"side", side(state().first)}});
  }

  /// "1 change of direction", "2 changes of direction".
  static std::string changes(long n) {
    return fill(core::trn("{n} change of direction", "{n} changes of direction", n),
                {{"n", std::to_string(n)}});
  }

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
    json j = turnStatus(es::victoryName(s.victory));
    j["phase"] = es::phaseName(s.phase);
    j["side"] = s.phase == Phase::Movement ? json(side(s.moving)) : json(nullptr);
    j["first"] = side(s.first);
    j["planes"] = {{side(0), s.alive(0)}, {side(1), s.alive(1)}};
    j["shot_down"] = {{side(0), s.shotDownBy(0)}, {side(1), s.shotDownBy(1)}};
    j["speeds_missing"] = {{side(0), missing(0)}, {side(1), missing(1)}};
    const int next = s.nextToMove();
    j["next"] = next >= 0 ? planeRef(next) : json(nullptr);
    return j;
  }

  std::string statusText() const override {
    const es::State &s = state();
    std::string head;
    if (s.phase == Phase::Over) {
      head = gameOverText(tr(es::victoryText(s.victory)));
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
  int sideWord(const std::string &word) const { return HexReferee::sideWord(word, unknownSquadron()); }
  static std::string unknownSquadron() { return tr("unknown squadron '{name}' (squadrons: {list})"); }

  Reply planes(const Words &w) const {
    const int eyes = eyesOf(w, tr("usage: planes [SIDE]"), unknownSquadron());
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
                       {{"fate", tr(es::fateText(p.fate))}, {"hex", formatHex(p.hex)}})
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
    // As a squadron sees them, its speeds not yet revealed are its secret.
    return sideListing(eyes, "planes", list, text.str(), "ES-SPEED-3");
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
                               {{"side", side(s)}, {"n", w[2]}, {"fate", tr(es::fateText(p.fate))}}));
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
    const es::Plan plan = es::planFor(rules(), state(), i, speed);
    const Reach &r = plan.reach;
    json ends = json::array(), crashes = json::array();
    std::ostringstream text;
    text << fill(tr("{side} {n} on {hex} facing {facing} at speed {speed} ({turns}{wide}) can end on:"),
                 {{"side", side(s)},
                  {"n", w[2]},
                  {"hex", formatHex(p.hex)},
                  {"facing", std::to_string(p.facing)},
                  {"speed", std::to_string(speed)},
                  {"turns", changes(es::turnAllowance(speed))},
                  {"wide", es::largestTurn(speed) > 1 ? tr(", 60° or 120°") : tr(" of 60°")}});
    for (std::size_t k = 0; k < r.ends.size(); ++k) {
      const Flight &f = r.ends[k];
      const es::EndRisk &risk = plan.risks[k];
      json end = flightJson(f, p.hex);
      json targets = json::array();
      std::string aims;
      for (int t : es::lineOfFireFrom(rules(), plan.assumed.state, i, f.end, f.facing).targets) {
        targets.push_back(planeRef(t));
        aims += (aims.empty() ? "" : ", ") + es::planeName(rules(), plane(t));
      }
      end["targets"] = targets;
      end["trapped"] = risk.trapped;
      json traps = json::array();
      std::string trapped_friends;
      for (int t : risk.traps) {
        traps.push_back(planeRef(t));
        trapped_friends += (trapped_friends.empty() ? "" : ", ") + es::planeName(rules(), plane(t));
      }
      end["traps"] = traps;
      ends.push_back(end);
      text << "\n  " << formatHex(f.end) << " " << fill(tr("facing {f}"), {{"f", std::to_string(f.facing)}})
           << "   " << directionsText(f.directions);
      if (!aims.empty()) text << fill(tr("   aims at {planes}"), {{"planes", aims}});
      if (risk.trapped) text << "   " << tr("! no safe way out next turn from there (ES-CRASH-4)");
      if (!trapped_friends.empty())
        text << "   "
             << fill(tr("! leaves {planes} no safe way this turn (ES-CRASH-3)"),
                     {{"planes", trapped_friends}});
    }
    if (r.ends.empty())
      text << "\n  "
           << (plan.assumed.ahead.empty()
                   ? std::string(tr("nowhere safe: the plane crashes whatever it does (ES-CRASH-4)"))
                   : std::string(
                         tr("nowhere safe against the planes as they stand; the planes that fly before "
                            "it will have moved by then (ES-CRASH-4)")));
    if (!r.losses.empty()) text << "\n  " << tr("crashes:");
    for (const Flight &f : r.losses) {
      crashes.push_back(flightJson(f, p.hex));
      const char *why = f.outcome == Outcome::Dark        ? N_("dark hex")
                        : f.outcome == Outcome::Climb     ? N_("cannot climb")
                        : f.outcome == Outcome::Collision ? N_("collision with")
                                                          : N_("then off the map");
      text << "\n    " << formatHex(f.end) << " " << tr(why)
           << (f.other >= 0 ? " " + es::planeName(rules(), plane(f.other)) : "") << "   "
           << directionsText(f.directions);
    }
    if (p.moved) text << "\n" << tr("(this plane has already moved this turn)");
    // The position it planned against: who is left out, who stands where.
    json left_out = json::array(), standing = json::array();
    std::string ahead_text, standing_text;
    for (int k : plan.assumed.ahead) {
      json ref = planeRef(k);
      ref["hex"] = formatHex(plane(k).hex);
      left_out.push_back(ref);
      ahead_text += (ahead_text.empty() ? "" : ", ") + es::planeName(rules(), plane(k)) + " (" +
                    formatHex(plane(k).hex) + ")";
    }
    for (int k : plan.assumed.standing) {
      json ref = planeRef(k);
      ref["hex"] = formatHex(plane(k).hex);
      standing.push_back(ref);
      standing_text += (standing_text.empty() ? "" : ", ") + es::planeName(rules(), plane(k)) + " " +
                       formatHex(plane(k).hex);
    }
    if (!ahead_text.empty())
      text << "\n"
           << fill(core::trn(
                       "planned without {planes}, which flies before it and will have moved, to a hex not "
                       "known yet (a collision with it cannot be foreseen)",
                       "planned without {planes}, which fly before it and will have moved, to hexes not "
                       "known yet (a collision with them cannot be foreseen)",
                       static_cast<long>(plan.assumed.ahead.size())),
                   {{"planes", ahead_text}});
    text << "\n"
         << (standing_text.empty() ? std::string(tr("no other plane stands in the way"))
                                   : fill(tr("planned against, where they stand when it flies: {planes}"),
                                          {{"planes", standing_text}}));
    // Planned at the squadron's own speed while the others cannot see it: its secret.
    const bool secret_speed =
        w.size() == 3 &&
        es::observe(rules(), state(), game::kPublic).planes[static_cast<std::size_t>(i)].speed ==
            kHiddenSpeed;
    Reply reply = Reply::ok({{"plane", planeRef(i)},
                             {"assumes", {{"left_out", left_out}, {"standing", standing}}},
                             {"speed", speed},
                             {"from", formatHex(p.hex)},
                             {"facing", p.facing},
                             {"moved", p.moved},
                             {"can_finish", r.canFinish()},
                             {"ends", ends},
                             {"crashes", crashes},
                             {"clauses", json::array({"ES-MOVE-1", "ES-MOVE-2", "ES-MOVE-3", "ES-MOVE-4"})}},
                            text.str());
    if (secret_speed) reply.secretOf(side(s));
    return reply;
  }

  /// `speeds SIDE ...`: pairs N:S, or one bare speed per plane in the air in number order; with
  /// no speed at a terminal, the speeds are typed without echo. The answer never prints them back.
  Reply speeds(const Words &typed) {
    Words w = typed;
    if (w.size() == 2) {
      const int s = sideWord(w[1]);
      const std::string planes = numbers(flying(s));
      const auto line =
          referee::readHidden(fill(core::trn("{side}'s speed for plane {planes} (typing hidden): ",
                                             "{side}'s speeds for planes {planes} (typing hidden): ",
                                             static_cast<long>(flying(s).size())),
                                   {{"side", side(s)}, {"planes", planes}}));
      if (!line)
        throw core::CommandError(
            fill(tr("usage: speeds SIDE N:S [N:S ...], or one speed per plane in the air "
                    "({planes}) in number order"),
                 {{"planes", planes}}));
      for (const std::string &word : core::splitCommand(*line))
        w.push_back(word);
      if (w.size() == 2) throw core::CommandError(tr("no speed given: nothing changed"));
    }
    if (w.size() > 2 && std::none_of(w.begin() + 2, w.end(),
                                     [](const std::string &x) { return x.find(':') != std::string::npos; })) {
      const int s = sideWord(w[1]);
      const std::vector<int> in_air = flying(s);
      if (w.size() - 2 != in_air.size())
        throw core::CommandError(
            fill(tr("{n} for {m} in the air ({planes}): give one per plane in number order, or N:S pairs"),
                 {{"n", fill(core::trn("{n} speed", "{n} speeds", static_cast<long>(w.size() - 2)),
                             {{"n", std::to_string(w.size() - 2)}})},
                  {"m", fill(core::trn("{n} plane", "{n} planes", static_cast<long>(in_air.size())),
                             {{"n", std::to_string(in_air.size())}})},
                  {"planes", numbers(in_air)}}));
      for (std::size_t k = 0; k < in_air.size(); ++k)
        w[k + 2] = std::to_string(in_air[k]) + ":" + w[k + 2];
    }
    Reply reply = act(w);       // its words are only what everybody may read
    reply.data.erase("action"); // nor is the command said back to a script
    return reply;
  }

  /// The numbers of `s`'s planes in the air.
  std::vector<int> flying(int s) const {
    std::vector<int> out;
    for (const Plane &p : state().planes)
      if (p.side == s && p.alive()) out.push_back(p.number);
    return out;
  }

  /// What a person should hear after a move while undo can still take it back (each line is also
  /// added to `text`): a friend yet to fly that could finish safely before it and cannot now
  /// (`could_finish`: those that could); two friends nose to tail, the first bound to ram the
  /// second next turn; a plane with no safe way out next turn whatever its speed.
  json warnings(const Flight &f, const std::vector<int> &could_finish, std::string &text) const {
    json out = json::array();
    const auto warn = [&](const std::string &line) {
      out.push_back(line);
      text += "\n" + line;
    };
    const std::string moved = es::planeName(rules(), plane(f.plane));
    for (int k : could_finish) {
      const Reach after = es::reachOf(rules(), es::planningFor(rules(), state(), k).state, k);
      if (!plane(k).alive() || after.canFinish()) continue;
      const bool in_the_way = std::any_of(after.losses.begin(), after.losses.end(), [&](const Flight &loss) {
        return loss.outcome == Outcome::Collision && loss.other == f.plane;
      });
      const std::string who = es::planeName(rules(), plane(k));
      warn(in_the_way
               ? fill(tr("warning: {plane} can no longer finish its move safely: {other} on {hex} is in its "
                         "way (ES-CRASH-3, ES-CRASH-4); undo takes this move back"),
                      {{"plane", who}, {"other", moved}, {"hex", formatHex(f.end)}})
               : fill(tr("warning: {plane} can no longer finish its move safely (ES-CRASH-4); undo takes "
                         "this move back"),
                      {{"plane", who}}));
    }
    if (!f.lost() && es::trappedNextTurn(rules(), state(), f.plane))
      warn(fill(
          tr("warning: from {hex} facing {facing}, {plane} has no safe way out next turn at any speed it may "
             "fly (map edge, dark hex or climb ahead): it is doomed (ES-CRASH-4); undo takes this move back"),
          {{"hex", formatHex(f.end)}, {"facing", std::to_string(f.facing)}, {"plane", moved}}));
    for (const es::NoseToTail &n : es::nextTurnCollisions(rules(), state(), plane(f.plane).side))
      if (n.behind == f.plane || n.ahead == f.plane)
        warn(fill(
            tr("warning: {behind} faces {ahead} on {hex}, straight ahead of it: next turn {behind} flies "
               "first and must enter that hex, so both will crash (ES-MOVE-3, ES-CRASH-3); undo takes this "
               "move back"),
            {{"behind", es::planeName(rules(), plane(n.behind))},
             {"ahead", es::planeName(rules(), plane(n.ahead))},
             {"hex", formatHex(plane(n.ahead).hex)}}));
    return out;
  }

  Reply act(const Words &w) override {
    const es::Action action = es::parseAction(rules(), w);
    const es::State before = state();
    // The friends yet to fly that can finish their move safely now (for the warnings below).
    std::vector<int> could_finish;
    if (std::holds_alternative<es::Move>(action) && before.phase == Phase::Movement)
      for (std::size_t i = 0; i < before.planes.size(); ++i) {
        const Plane &q = before.planes[i];
        if (q.side == before.moving && q.alive() && !q.moved &&
            i != static_cast<std::size_t>(before.nextToMove()) &&
            es::reachOf(rules(), es::planningFor(rules(), before, static_cast<int>(i)).state,
                        static_cast<int>(i))
                .canFinish())
          could_finish.push_back(static_cast<int>(i));
      }
    game::Step<es::State> step = match_.submit(action);
    // Said for everybody at the table: a squadron's own speeds stay in its `planes SIDE`.
    std::erase_if(step.log, [](const LogEntry &e) { return !e.visibleTo(game::kPublic); });
    const es::Applied applied = es::apply(rules(), before, action, game::Narration::Silent);
    json j;
    j["action"] = match_.actions().back();
    j["log"] = referee::logJson(step.log);
    j["clauses"] = referee::clausesJson(step.log);
    std::string text = referee::logText(step.log);
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
      j["warnings"] = warnings(f, could_finish, text);
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
    return withStatus(j, text);
  }
};

} // namespace

std::unique_ptr<referee::Referee> makeReferee(const std::string &scenario, std::uint64_t seed) {
  return std::make_unique<EsReferee>(scenario, seed);
}

} // namespace amiraute::escadrilles
