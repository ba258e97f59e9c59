#include "games/objectif_villes/Referee.h"

#include "core/I18n.h"
#include "core/Record.h"
#include "games/objectif_villes/Game.h"
#include "referee/HexReferee.h"

#include <algorithm>
#include <sstream>

namespace amiraute::objectif_villes {

namespace ov = amiraute::objectif_villes;
using namespace referee::answers;

namespace {

const char *kHelp = N_(R"(commands (hexes are CCRR: column then row, e.g. 0304):
  pieces                       every piece and where it stands
  place SIDE HEX               placement: put a piece      e.g. place Pile 0304
  reach HEX                    hexes the piece on HEX can reach, with costs   e.g. reach 0304
  move FROM TO                 movement: move a piece along its cheapest path  e.g. move 0304 0507
  odds DEFENDER with HEX...    the odds of an attack, without resolving it     e.g. odds 0506 with 0405
  attack DEFENDER with HEX...  combat: resolve an attack   e.g. attack 0506 with 0405 0406
  retreat FROM TO              the defender's owner retreats a piece after 3:1  e.g. retreat 0506 0607
  end                          end the phase: movement -> combat -> the other side's movement)");

/// The phase for a person (ov::phaseName is the word scripts read).
const char *phaseWord(ov::Phase p) {
  switch (p) {
  case ov::Phase::Placement: return tr("placement");
  case ov::Phase::Movement: return tr("movement");
  case ov::Phase::Combat: return tr("combat");
  case ov::Phase::Over: return tr("over");
  }
  return "?";
}

/// An attack's outcome for a person.
const char *resultWord(ov::CombatResult r) {
  switch (r) {
  case ov::CombatResult::None: return tr("nothing happens");
  case ov::CombatResult::Retreat: return tr("the defender retreats");
  case ov::CombatResult::Eliminated: return tr("the defender is eliminated");
  }
  return "?";
}

class OvReferee final : public referee::HexReferee<Game> {
public:
  OvReferee(const std::string &scenario, std::uint64_t seed)
      : HexReferee(game::Match<Game>::open(scenario, seed)) {
    actionVerbs({"place", "move", "attack", "retreat", "end"});
    commands("pieces", &OvReferee::pieces, "reach", &OvReferee::reach, "odds", &OvReferee::odds);
  }

  std::string prompt() const override {
    if (state().phase == ov::Phase::Over) return tr("game over> ");
    return side(state().actor()) + " " +
           (state().retreats.empty() ? phaseWord(state().phase) : tr("retreat")) + "> ";
  }

  std::string banner() const override {
    return fill(tr("Objectif Villes — {title} ({columns}x{rows}, {n} cities). Type help."),
                {{"title", rules().title.empty() ? rules().file : rules().title},
                 {"columns", std::to_string(rules().map.columns)},
                 {"rows", std::to_string(rules().map.rows)},
                 {"n", std::to_string(rules().cityCount())}});
  }

private:
  std::string gameHelp() const override { return tr(kHelp); }

  /// The sides, and the hexes where pieces stand.
  std::vector<std::string> completionNames() const override {
    std::vector<std::string> out = {rules().sides[0], rules().sides[1], "with"};
    for (const auto &p : state().pieces)
      if (p.status == ov::PieceStatus::OnBoard) out.push_back(formatHex(p.hex));
    return out;
  }

  json statusJson() const override {
    json j = turnStatus(ov::victoryName(state().victory));
    j["side"] = side(state().side);
    j["phase"] = ov::phaseName(state().phase);
    j["actor"] = state().phase == ov::Phase::Over ? json(nullptr) : json(side(state().actor()));
    j["cities"] = {{side(0), ov::citiesHeld(rules(), state(), 0)},
                   {side(1), ov::citiesHeld(rules(), state(), 1)}};
    j["in_hand"] = {{side(0), state().inHand(0)}, {side(1), state().inHand(1)}};
    j["on_board"] = {{side(0), state().onBoard(0)}, {side(1), state().onBoard(1)}};
    if (!state().retreats.empty()) {
      const auto &r = state().retreats.front();
      j["pending_retreat"] = {{"hex", formatHex(state().pieces[static_cast<std::size_t>(r.piece)].hex)},
                              {"side", side(state().pieces[static_cast<std::size_t>(r.piece)].side)},
                              {"options", hexListJson(ov::retreatOptions(rules(), state(), r))}};
    }
    return j;
  }

  std::string statusText() const override {
    std::string out;
    const std::string turn = std::to_string(state().turn);
    if (state().phase == ov::Phase::Over) {
      out = state().winner >= 0 ? fill(tr("game over after turn {turn}: {side} wins ({victory})"),
                                       {{"turn", turn},
                                        {"side", side(state().winner)},
                                        {"victory", ov::victoryName(state().victory)}})
                                : fill(tr("game over after turn {turn}: a draw"), {{"turn", turn}});
    } else {
      out = fill(tr("turn {turn}/{limit}, {side} {phase}"), {{"turn", turn},
                                                             {"limit", std::to_string(rules().turn_limit)},
                                                             {"side", side(state().side)},
                                                             {"phase", phaseWord(state().phase)}});
      if (!state().retreats.empty())
        out +=
            fill(tr("; {side} must retreat the piece on {hex}"),
                 {{"side", side(state().actor())},
                  {"hex",
                   formatHex(state().pieces[static_cast<std::size_t>(state().retreats.front().piece)].hex)}});
    }
    out += fill(tr("; cities {side0} {n0}, {side1} {n1}"),
                {{"side0", side(0)},
                 {"n0", std::to_string(ov::citiesHeld(rules(), state(), 0))},
                 {"side1", side(1)},
                 {"n1", std::to_string(ov::citiesHeld(rules(), state(), 1))}});
    if (state().phase == ov::Phase::Placement)
      out += fill(tr("; in hand {side0} {n0}, {side1} {n1}"), {{"side0", side(0)},
                                                               {"n0", std::to_string(state().inHand(0))},
                                                               {"side1", side(1)},
                                                               {"n1", std::to_string(state().inHand(1))}});
    return out;
  }

  Reply pieces(const Words &) const {
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
      text << fill(tr("  (in hand {hand}, eliminated {lost})"),
                   {{"hand", std::to_string(state().inHand(s))}, {"lost", std::to_string(eliminated)}})
           << "\n";
    }
    text << tr("(* city, m moved this turn)");
    return Reply::ok({{"pieces", list},
                      {"in_hand", {{side(0), state().inHand(0)}, {side(1), state().inHand(1)}}},
                      {"clauses", json::array()}},
                     text.str());
  }

  Reply reach(const std::vector<std::string> &w) const {
    if (w.size() != 2)
      return Reply::error(fill(tr("usage: {usage}"), {{"usage", "reach HEX (e.g. reach 0304)"}}));
    const ov::Hex from = core::parseHex(w[1]);
    if (state().pieceAt(from) < 0) return Reply::error(fill(tr("no piece on {hex}"), {{"hex", w[1]}}));
    const ov::Reach r = ov::reachOf(rules(), state(), from);
    json hexes = json::array();
    std::string text = fill(tr("from {hex} with {n} points:"),
                            {{"hex", w[1]}, {"n", std::to_string(rules().options.movement_points)}});
    for (const auto &d : r.destinations) {
      hexes.push_back({{"hex", formatHex(d.hex)}, {"cost", d.cost}});
      text += " " + formatHex(d.hex) + "(" + std::to_string(d.cost) + ")";
    }
    if (r.destinations.empty()) text += std::string(" ") + tr("nowhere");
    json clauses = {"OV-MOVE-2", "OV-MOVE-3", "OV-MOVE-4"};
    if (rules().options.zone_of_control) clauses.push_back("OV-ZOC-1");
    const auto &piece = state().pieces[static_cast<std::size_t>(state().pieceAt(from))];
    if (piece.moved) text += std::string(" ") + tr("(this piece has already moved this turn)");
    return Reply::ok({{"from", w[1]}, {"hexes", hexes}, {"moved", piece.moved}, {"clauses", clauses}}, text);
  }

  Reply odds(const std::vector<std::string> &w) const {
    const auto [attack, ruling] = askedAttack<ov::Attack>(
        w, [&](ov::Hex h) { return state().pieceAt(h) >= 0; }, tr("no piece on {hex}"));
    const ov::Odds o = ov::attackOdds(rules(), state(), attack);
    std::string text =
        fill(tr("{attack} against {defence}: {odds} → {result}"), {{"attack", std::to_string(o.attack)},
                                                                   {"defence", std::to_string(o.defence)},
                                                                   {"odds", o.text()},
                                                                   {"result", resultWord(o.result)}});
    if (ruling) text += fill(tr(" (not legal now: {why})"), {{"why", ruling->text()}});
    return oddsReply(referee::oddsJson(o), {"OV-COMBAT-3", "OV-COMBAT-4", "OV-COMBAT-5"}, ruling, text);
  }

  Reply act(const Words &w) override {
    return moveOrAttack<ov::Move>(
        w,
        [&](const State &before, const ov::Action &a) {
          return ov::apply(rules(), before, a, game::Narration::Silent);
        },
        [](const ov::Applied &a) { return referee::oddsJson(*a.odds); });
  }
};
} // namespace

std::unique_ptr<referee::Referee> makeReferee(const std::string &scenario, std::uint64_t seed) {
  return std::make_unique<OvReferee>(scenario, seed);
}

} // namespace amiraute::objectif_villes
