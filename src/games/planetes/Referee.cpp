#include "games/planetes/Referee.h"

#include "core/I18n.h"
#include "core/Record.h"
#include "games/planetes/Game.h"
#include "referee/HexReferee.h"

#include <algorithm>
#include <sstream>

namespace amiraute::planetes {

namespace pl = amiraute::planetes;
using namespace referee::answers;

namespace {

const char *kHelp = N_(R"(commands (hexes are CCRR: column then row, e.g. 0304):
  units                        every unit: type, side, hex, strength now, moved, attacked
  place SIDE TYPE HEX          placement: put a unit on its planet or a station  e.g. place Rouge infantry 0308
  reach HEX                    hexes the unit on HEX can reach, with costs and the force fields it crosses
  fire HEX                     hexes the artillery on HEX can fire at (2 or 3 hexes, a clear line)
  move FROM TO                 movement: move a unit along its cheapest path     e.g. move 0407 0707
  odds DEFENDER with HEX...    the odds of an attack, without resolving it       e.g. odds 0908 with 0807 0607
  attack DEFENDER with HEX...  combat: resolve an attack   e.g. attack 0908 with 0807 0607
  retreat FROM TO              the defender's owner retreats a unit after 3:1    e.g. retreat 0908 1008
  end                          end the phase: movement -> combat -> the other side's movement)");

class PlanetesReferee final : public referee::HexReferee<Game> {
public:
  PlanetesReferee(const std::string &scenario, std::uint64_t seed)
      : HexReferee(game::Match<Game>::open(scenario, seed)) {
    actionVerbs({"place", "move", "attack", "retreat", "end"});
    commands("units", &PlanetesReferee::units, "reach", &PlanetesReferee::reach, "fire",
             &PlanetesReferee::fire, "odds", &PlanetesReferee::odds);
  }

  std::string prompt() const override {
    if (state().phase == pl::Phase::Over) return std::string(tr("game over")) + "> ";
    return side(state().actor()) + " " +
           (state().retreats.empty() ? tr(pl::phaseName(state().phase)) : tr("retreat")) + "> ";
  }

  std::string banner() const override {
    return fill(tr("Planètes — {title} ({w}x{h}). Type help."),
                {{"title", rules().title.empty() ? rules().file : rules().title},
                 {"w", std::to_string(rules().map.columns)},
                 {"h", std::to_string(rules().map.rows)}});
  }

private:
  std::string gameHelp() const override { return tr(kHelp); }

  std::vector<std::string> completionNames() const override {
    std::vector<std::string> out = {rules().sides[0], rules().sides[1], "with",
                                    "infantry",       "cavalry",        "artillery"};
    for (const auto &u : state().units)
      if (u.status == pl::UnitStatus::OnBoard) out.push_back(formatHex(u.hex));
    return out;
  }

  json perSide(int a, int b) const { return {{side(0), a}, {side(1), b}}; }

  json statusJson() const override {
    json j = turnStatus(pl::victoryName(state().victory));
    j["side"] = side(state().side);
    j["phase"] = pl::phaseName(state().phase);
    j["actor"] = state().phase == pl::Phase::Over ? json(nullptr) : json(side(state().actor()));
    j["units"] = perSide(state().onBoard(0), state().onBoard(1));
    j["in_hand"] = perSide(state().inHand(0), state().inHand(1));
    j["enemy_planet_held"] =
        perSide(pl::enemyPlanetHeld(rules(), state(), 0), pl::enemyPlanetHeld(rules(), state(), 1));
    if (!state().retreats.empty()) {
      const auto &r = state().retreats.front();
      const auto &u = state().units[static_cast<std::size_t>(r.piece)];
      std::vector<pl::Hex> to;
      for (const auto &route : pl::retreatRoutes(rules(), state(), r))
        to.push_back(route.to);
      j["pending_retreat"] = {
          {"hex", formatHex(u.hex)}, {"side", side(u.side)}, {"options", hexListJson(to)}};
    }
    return j;
  }

  std::string statusText() const override {
    std::string out;
    if (state().phase == pl::Phase::Over) {
      out = gameOverText(tr(pl::victoryName(state().victory)));
    } else {
      out = fill(tr("turn {turn}/{limit}, {side} {phase}"), {{"turn", std::to_string(state().turn)},
                                                             {"limit", std::to_string(rules().turn_limit)},
                                                             {"side", side(state().side)},
                                                             {"phase", tr(pl::phaseName(state().phase))}});
      if (!state().retreats.empty())
        out +=
            "; " +
            fill(tr("{side} must retreat the unit on {hex}"),
                 {{"side", side(state().actor())},
                  {"hex",
                   formatHex(state().units[static_cast<std::size_t>(state().retreats.front().piece)].hex)}});
    }
    out += "; " + fill(tr("units {a} {n}, {b} {m}; enemy planet held {a} {p}, {b} {q}"),
                       {{"a", side(0)},
                        {"b", side(1)},
                        {"n", std::to_string(state().onBoard(0))},
                        {"m", std::to_string(state().onBoard(1))},
                        {"p", std::to_string(pl::enemyPlanetHeld(rules(), state(), 0))},
                        {"q", std::to_string(pl::enemyPlanetHeld(rules(), state(), 1))}});
    if (state().phase == pl::Phase::Placement)
      out += "; " + fill(tr("in hand {a} {n}, {b} {m}"), {{"a", side(0)},
                                                          {"b", side(1)},
                                                          {"n", std::to_string(state().inHand(0))},
                                                          {"m", std::to_string(state().inHand(1))}});
    return out;
  }

  Reply units(const Words &w) const {
    arity(w, 1, "units");
    json list = json::array();
    std::ostringstream text;
    for (int s = 0; s < 2; ++s) {
      text << side(s) << ":";
      for (std::size_t i = 0; i < state().units.size(); ++i) {
        const auto &u = state().units[i];
        if (u.side != s || u.status != pl::UnitStatus::OnBoard) continue;
        const int strength = pl::attackStrength(rules(), state(), static_cast<int>(i));
        list.push_back({{"type", pl::unitTypeName(u.type)},
                        {"side", side(s)},
                        {"hex", formatHex(u.hex)},
                        {"terrain", pl::terrainName(rules().terrainAt(u.hex))},
                        {"strength", strength},
                        {"moved", u.moved},
                        {"attacked", u.attacked}});
        text << " " << tr(pl::unitTypeName(u.type)) << "@" << formatHex(u.hex) << "(" << strength << ")"
             << (u.moved ? "m" : "") << (u.attacked ? "a" : "");
      }
      const int eliminated =
          static_cast<int>(std::count_if(state().units.begin(), state().units.end(), [&](const auto &u) {
            return u.side == s && u.status == pl::UnitStatus::Eliminated;
          }));
      text << "  "
           << fill(tr("(in hand {n}, eliminated {m})"),
                   {{"n", std::to_string(state().inHand(s))}, {"m", std::to_string(eliminated)}})
           << "\n";
    }
    text << tr("(strength now with its terrain bonus; m moved, a attacked this turn)");
    return Reply::ok({{"units", list},
                      {"in_hand", perSide(state().inHand(0), state().inHand(1))},
                      {"clauses", json::array()}},
                     text.str());
  }

  pl::Hex unitHex(const Words &w, const char *usage) const {
    if (w.size() != 2) throw core::CommandError(std::string("usage: ") + usage);
    const pl::Hex h = core::parseHex(w[1]);
    if (state().unitAt(h) < 0) throw core::CommandError(fill(tr("no unit on {hex}"), {{"hex", w[1]}}));
    return h;
  }

  Reply reach(const Words &w) const {
    const pl::Hex from = unitHex(w, "reach HEX (e.g. reach 0407)");
    const auto &u = state().units[static_cast<std::size_t>(state().unitAt(from))];
    const pl::Reach r = pl::reachOf(rules(), state(), from);
    json hexes = json::array();
    std::string list;
    for (const auto &d : r.destinations) {
      // A destination reached past a force field shows it: its path crosses one.
      const auto path = r.searched.pathTo(d.hex);
      const bool field = std::any_of(path.begin(), path.end(), [&](pl::Hex h) {
        return rules().terrainAt(h) == pl::Terrain::ForceField;
      });
      hexes.push_back({{"hex", formatHex(d.hex)}, {"cost", d.cost}, {"via_field", field}});
      list += " " + formatHex(d.hex) + "(" + std::to_string(d.cost) + (field ? "+" : "") + ")";
    }
    const int points = rules().options.movement[static_cast<std::size_t>(u.type)];
    std::string text = fill(core::trn("from {hex} with {n} point:", "from {hex} with {n} points:", points),
                            {{"hex", w[1]}, {"n", std::to_string(points)}}) +
                       (list.empty() ? " " + std::string(tr("nowhere")) : list);
    if (!r.fields.empty())
      text +=
          "\n" + fill(tr("force fields crossed (+ above): {list}"), {{"list", hexListJson(r.fields).dump()}});
    if (u.moved) text += "\n" + std::string(tr("(this unit has already moved this turn)"));
    json clauses = {"PL-MOVE-2", "PL-MOVE-3", "PL-MOVE-4", "PL-MOVE-5"};
    if (rules().options.zone_of_control) clauses.push_back("PL-ZOC-1");
    return Reply::ok({{"from", w[1]},
                      {"hexes", hexes},
                      {"fields", hexListJson(r.fields)},
                      {"moved", u.moved},
                      {"clauses", clauses}},
                     text);
  }

  Reply fire(const Words &w) const {
    const pl::Hex gun = unitHex(w, "fire HEX (e.g. fire 0308)");
    const auto &u = state().units[static_cast<std::size_t>(state().unitAt(gun))];
    if (u.type != pl::UnitType::Artillery)
      return Reply::error(fill(tr("the unit on {hex} is not artillery"), {{"hex", w[1]}}));
    const std::vector<pl::Hex> zone = pl::fireZone(rules(), state(), gun);
    json targets = json::array();
    for (pl::Hex h : zone)
      if (int id = state().unitAt(h); id >= 0 && state().units[static_cast<std::size_t>(id)].side != u.side)
        targets.push_back(formatHex(h));
    std::string text =
        fill(core::trn("the artillery on {hex} can fire at {n} hex",
                       "the artillery on {hex} can fire at {n} hexes", static_cast<long>(zone.size())),
             {{"hex", w[1]}, {"n", std::to_string(zone.size())}});
    text += targets.empty() ? "; " + std::string(tr("no enemy in range"))
                            : "; " + fill(tr("enemies: {list}"), {{"list", targets.dump()}});
    return Reply::ok({{"from", w[1]},
                      {"hexes", hexListJson(zone)},
                      {"targets", targets},
                      {"clauses", {"PL-FIRE-1", "PL-FIRE-2"}}},
                     text);
  }

  static json oddsJson(const pl::Judgement &j) {
    json out = referee::oddsJson(j.odds);
    out["fire"] = pl::fireName(j.fire);
    return out;
  }

  Reply odds(const Words &w) const {
    const auto [attack, ruling] = askedAttack<pl::Attack>(
        w, [&](pl::Hex h) { return state().unitAt(h) >= 0; }, tr("no unit on {hex}"));
    const pl::Judgement j = pl::judgeAttack(rules(), state(), attack);
    std::string text = fill(tr("{a} against {d} ({fire}): {odds}, {result}"),
                            {{"a", std::to_string(j.odds.attack)},
                             {"d", std::to_string(j.odds.defence)},
                             {"fire", tr(pl::fireName(j.fire))},
                             {"odds", j.odds.text()},
                             {"result", tr(pl::combatResultName(j.odds.result))}});
    if (ruling) text += " " + fill(tr("(not legal now: {why})"), {{"why", ruling->text()}});
    return oddsReply(oddsJson(j), {"PL-COMBAT-3", "PL-COMBAT-4", "PL-COMBAT-5"}, ruling, text);
  }

  Reply act(const Words &w) override {
    return moveOrAttack<pl::Move>(
        w,
        [&](const State &before, const pl::Action &a) {
          return pl::apply(rules(), before, a, game::Narration::Silent);
        },
        [](const pl::Applied &a) {
          return oddsJson({*a.odds, a.fire});
        });
  }
};

} // namespace

std::unique_ptr<referee::Referee> makeReferee(const std::string &scenario, std::uint64_t seed) {
  return std::make_unique<PlanetesReferee>(scenario, seed);
}

} // namespace amiraute::planetes
