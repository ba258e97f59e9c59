#include "games/objectif_villes/Referee.h"

#include "core/Record.h"
#include "game/GameReferee.h"
#include "games/objectif_villes/Game.h"

#include <algorithm>
#include <sstream>

namespace amiraute::objectif_villes {

namespace ov = amiraute::objectif_villes;
using game::Reply;
using core::formatHex;
using nlohmann::json;

namespace {

const char *kHelp = R"(commands (hexes are CCRR: column then row, e.g. 0304):
  pieces                       every piece and where it stands
  place SIDE HEX               placement: put a piece      e.g. place Pile 0304
  reach HEX                    hexes the piece on HEX can reach, with costs   e.g. reach 0304
  move FROM TO                 movement: move a piece along its cheapest path  e.g. move 0304 0507
  odds DEFENDER with HEX...    the odds of an attack, without resolving it     e.g. odds 0506 with 0405
  attack DEFENDER with HEX...  combat: resolve an attack   e.g. attack 0506 with 0405 0406
  retreat FROM TO              the defender's owner retreats a piece after 3:1  e.g. retreat 0506 0607
  end                          end the phase: movement -> combat -> the other side's movement)";

json hexList(const std::vector<ov::Hex> &hexes) {
  json out = json::array();
  for (ov::Hex h : hexes)
    out.push_back(formatHex(h));
  return out;
}

class HexReferee final : public game::GameReferee<Game> {
public:
  HexReferee(const std::string &scenario, std::uint64_t seed)
      : GameReferee(game::Match<Game>::open(scenario, seed)) {
    command("pieces", [this](const Words &) { return pieces(); });
    command("reach", [this](const Words &w) { return reach(w); });
    command("odds", [this](const Words &w) { return odds(w); });
    actionVerbs({"place", "move", "attack", "retreat", "end"});
  }

  std::string prompt() const override {
    if (state().phase == ov::Phase::Over) return "game over> ";
    return side(state().actor()) + " " +
           (state().retreats.empty() ? ov::phaseName(state().phase) : "retreat") + "> ";
  }

  std::string banner() const override {
    return "Objectif Villes — " + (rules().title.empty() ? rules().file : rules().title) + " (" +
           std::to_string(rules().map.columns) + "x" + std::to_string(rules().map.rows) + ", " +
           std::to_string(rules().cityCount()) + " cities). Type help.";
  }

private:
  std::string gameHelp() const override { return kHelp; }

  /// The sides, and the hexes where pieces stand.
  std::vector<std::string> completionNames() const override {
    std::vector<std::string> out = {rules().sides[0], rules().sides[1], "with"};
    for (const auto &p : state().pieces)
      if (p.status == ov::PieceStatus::OnBoard) out.push_back(formatHex(p.hex));
    return out;
  }

  std::string side(int s) const { return rules().sides[static_cast<std::size_t>(s)]; }

  json statusJson() const override {
    json j;
    j["turn"] = state().turn;
    j["turn_limit"] = rules().turn_limit;
    j["side"] = side(state().side);
    j["phase"] = ov::phaseName(state().phase);
    j["actor"] = state().phase == ov::Phase::Over ? json(nullptr) : json(side(state().actor()));
    j["cities"] = {{side(0), ov::citiesHeld(rules(), state(), 0)},
                   {side(1), ov::citiesHeld(rules(), state(), 1)}};
    j["in_hand"] = {{side(0), state().inHand(0)}, {side(1), state().inHand(1)}};
    j["on_board"] = {{side(0), state().onBoard(0)}, {side(1), state().onBoard(1)}};
    j["winner"] = state().winner >= 0 ? json(side(state().winner)) : json(nullptr);
    j["victory"] = ov::victoryName(state().victory);
    if (!state().retreats.empty()) {
      const auto &r = state().retreats.front();
      j["pending_retreat"] = {{"hex", formatHex(state().pieces[static_cast<std::size_t>(r.piece)].hex)},
                              {"side", side(state().pieces[static_cast<std::size_t>(r.piece)].side)},
                              {"options", hexList(ov::retreatOptions(rules(), state(), r))}};
    }
    j["hash"] = core::hashToHex(state().hash());
    j["actions"] = match_.actions().size();
    return j;
  }

  std::string statusText() const override {
    std::ostringstream out;
    if (state().phase == ov::Phase::Over) {
      out << "game over after turn " << state().turn << ": "
          << (state().winner >= 0 ? side(state().winner) + " wins (" + ov::victoryName(state().victory) + ")"
                                  : std::string("a draw"));
    } else {
      out << "turn " << state().turn << "/" << rules().turn_limit << ", " << side(state().side) << " "
          << ov::phaseName(state().phase);
      if (!state().retreats.empty())
        out << "; " << side(state().actor()) << " must retreat the piece on "
            << formatHex(state().pieces[static_cast<std::size_t>(state().retreats.front().piece)].hex);
    }
    out << "; cities " << side(0) << " " << ov::citiesHeld(rules(), state(), 0) << ", " << side(1) << " "
        << ov::citiesHeld(rules(), state(), 1);
    if (state().phase == ov::Phase::Placement)
      out << "; in hand " << side(0) << " " << state().inHand(0) << ", " << side(1) << " "
          << state().inHand(1);
    return out.str();
  }

  Reply pieces() const {
    json list = json::array();
    std::ostringstream text;
    for (int s = 0; s < 2; ++s) {
      text << side(s) << ":";
      for (const auto &p : state().pieces) {
        if (p.side != s || p.status != ov::PieceStatus::OnBoard) continue;
        const ov::Terrain t = rules().terrainAt(p.hex);
        list.push_back({{"side", side(s)},
                        {"hex", formatHex(p.hex)},
                        {"terrain", ov::terrainName(t)},
                        {"strength", ov::combatValue(t)},
                        {"moved", p.moved},
                        {"attacked", p.attacked}});
        text << " " << formatHex(p.hex) << (t == ov::Terrain::City ? "*" : "") << (p.moved ? "m" : "");
      }
      const int eliminated =
          static_cast<int>(std::count_if(state().pieces.begin(), state().pieces.end(), [&](const auto &p) {
            return p.side == s && p.status == ov::PieceStatus::Eliminated;
          }));
      text << "  (in hand " << state().inHand(s) << ", eliminated " << eliminated << ")\n";
    }
    text << "(* city, m moved this turn)";
    return Reply::ok({{"pieces", list},
                      {"in_hand", {{side(0), state().inHand(0)}, {side(1), state().inHand(1)}}},
                      {"clauses", json::array()}},
                     text.str());
  }

  Reply reach(const std::vector<std::string> &w) const {
    if (w.size() != 2) return Reply::error("usage: reach HEX (e.g. reach 0304)");
    const ov::Hex from = core::parseHex(w[1]);
    if (state().pieceAt(from) < 0) return Reply::error("no piece on " + w[1]);
    const ov::Reach r = ov::reachOf(rules(), state(), from);
    json hexes = json::array();
    std::string text =
        "from " + w[1] + " with " + std::to_string(rules().options.movement_points) + " points:";
    for (const auto &d : r.destinations) {
      hexes.push_back({{"hex", formatHex(d.hex)}, {"cost", d.cost}});
      text += " " + formatHex(d.hex) + "(" + std::to_string(d.cost) + ")";
    }
    if (r.destinations.empty()) text += " nowhere";
    json clauses = {"OV-MOVE-2", "OV-MOVE-3", "OV-MOVE-4"};
    if (rules().options.zone_of_control) clauses.push_back("OV-ZOC-1");
    const auto &piece = state().pieces[static_cast<std::size_t>(state().pieceAt(from))];
    if (piece.moved) text += " (this piece has already moved this turn)";
    return Reply::ok({{"from", w[1]}, {"hexes", hexes}, {"moved", piece.moved}, {"clauses", clauses}}, text);
  }

  static json oddsJson(const ov::Odds &o) {
    return {{"attack", o.attack},
            {"defence", o.defence},
            {"odds", o.text()},
            {"result", ov::combatResultName(o.result)}};
  }

  Reply odds(const std::vector<std::string> &w) const {
    std::vector<std::string> as_attack = w;
    as_attack[0] = "attack";
    const ov::Action action = ov::parseAction(rules(), as_attack);
    const std::optional<game::Ruling> ruling = ov::validate(rules(), state(), action);
    const auto &attack = std::get<ov::Attack>(action);
    // Odds are shown even out of the combat phase (to plan a move), as long as the pieces exist.
    if (state().pieceAt(attack.defender) < 0)
      return Reply::error("no piece on " + formatHex(attack.defender));
    for (ov::Hex h : attack.attackers)
      if (state().pieceAt(h) < 0) return Reply::error("no piece on " + formatHex(h));
    const ov::Odds o = ov::attackOdds(rules(), state(), attack);
    json j = oddsJson(o);
    j["clauses"] = {"OV-COMBAT-3", "OV-COMBAT-4", "OV-COMBAT-5"};
    j["legal_now"] = !ruling;
    if (ruling) j["refusal"] = ruling->text();
    return Reply::ok(j, std::to_string(o.attack) + " against " + std::to_string(o.defence) + ": " + o.text() +
                            " → " + ov::combatResultName(o.result) +
                            (!ruling ? "" : " (not legal now: " + ruling->text() + ")"));
  }

  Reply act(const Words &w) override {
    const ov::Action action = ov::parseAction(rules(), w);
    const State before = state();
    const game::Step<State> step = match_.submit(action);
    // The path, cost and odds, as the engine found them on the state before.
    const ov::Applied applied = ov::apply(rules(), before, action, game::Narration::Silent);
    json j;
    j["action"] = match_.actions().back();
    j["log"] = game::logJson(step.log);
    j["clauses"] = game::clausesJson(step.log);
    if (std::holds_alternative<ov::Move>(action)) {
      j["path"] = hexList(applied.path);
      j["cost"] = applied.cost;
    }
    if (applied.odds) {
      j.update(oddsJson(*applied.odds));
      j["outcome"] = ov::combatResultName(applied.outcome);
    }
    j["status"] = statusJson();
    return Reply::ok(j, game::logText(step.log) + "\n" + statusText());
  }

  const ov::Rules &rules() const { return match_.rules(); }
  const ov::State &state() const { return match_.state(); }
};

} // namespace

std::unique_ptr<game::Referee> makeReferee(const std::string &scenario, std::uint64_t seed) {
  return std::make_unique<HexReferee>(scenario, seed);
}

} // namespace amiraute::objectif_villes
