#pragma once
/// What the referees of the two-sided hex games share, over GameReferee<G>: the two sides by
/// name, a listing asked `as SIDE sees it` (that side's secret), the status every such game
/// reports (turn, turn limit, winner, victory, hash, actions), the end of the game in words, and
/// for the games whose engine tells a move's path and an attack's odds, the answer to an action
/// and to `odds`.
///
/// The game's rules keep `sides` (two names) and `turn_limit`; its state keeps `turn`, `winner`
/// (-1 while nobody has won) and `victory`.
#include "core/Command.h"
#include "core/I18n.h"
#include "core/Record.h"
#include "referee/GameReferee.h"
#include "referee/HexReply.h"

#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace amiraute::referee {

namespace answers {
using core::formatHex;
using referee::hexListJson;
} // namespace answers

template <Game G> class HexReferee : public GameReferee<G> {
public:
  using Words = typename GameReferee<G>::Words;
  using typename GameReferee<G>::Action;
  using typename GameReferee<G>::Rules;
  using typename GameReferee<G>::State;

  explicit HexReferee(Match<G> match) : GameReferee<G>(std::move(match)) {}

protected:
  using GameReferee<G>::rules;
  using GameReferee<G>::state;
  std::string side(int s) const { return rules().sides[static_cast<std::size_t>(s)]; }

  /// The side named `word`; else CommandError `unknown`, a sentence with {name} and the sides as
  /// {list}.
  int sideWord(const std::string &word, const std::string &unknown) const {
    const int s = rules().sideIndex(word);
    if (s < 0)
      throw core::CommandError(core::fill(unknown, {{"name", word}, {"list", side(0) + ", " + side(1)}}));
    return s;
  }

  /// Whose eyes `LIST [SIDE]` asks for: kPublic, or the side named (sideWord). CommandError
  /// `usage` for more words.
  int eyesOf(const Words &w, const std::string &usage, const std::string &unknown) const {
    if (w.size() > 2) throw core::CommandError(usage);
    return w.size() == 2 ? sideWord(w[1], unknown) : kPublic;
  }

  /// A listing under `key` as `eyes` sees it ("eyes": the side, or null), citing `clause`; the text
  /// loses its last line break. What a side sees that the other may not is its secret.
  Reply sideListing(int eyes, const char *key, nlohmann::json list, std::string text,
                    const char *clause) const {
    if (!text.empty()) text.pop_back();
    return this->seatSecret(
        eyes, Reply::ok({{key, std::move(list)},
                         {"eyes", eyes == kPublic ? nlohmann::json(nullptr) : nlohmann::json(side(eyes))},
                         {"clauses", nlohmann::json::array({clause})}},
                        text));
  }

  /// The status every such game reports: turn, turn_limit, winner (or null), victory (the word
  /// scripts read), hash and actions. The game adds its own keys.
  nlohmann::json turnStatus(const std::string &victory) const {
    const State &s = state();
    nlohmann::json j;
    j["turn"] = s.turn;
    j["turn_limit"] = rules().turn_limit;
    j["winner"] = s.winner >= 0 ? nlohmann::json(side(s.winner)) : nlohmann::json(nullptr);
    j["victory"] = victory;
    j["hash"] = core::hashToHex(s.hash());
    j["actions"] = this->match_.actions().size();
    return j;
  }

  /// "game over after turn 12: Bleu wins (`how`)", or a draw when nobody won.
  std::string gameOverText(const std::string &how) const {
    const State &s = state();
    return s.winner >= 0
               ? core::fill(core::tr("game over after turn {turn}: {side} wins ({how})"),
                            {{"turn", std::to_string(s.turn)}, {"side", side(s.winner)}, {"how", how}})
               : core::fill(core::tr("game over after turn {turn}: a draw"),
                            {{"turn", std::to_string(s.turn)}});
  }

  /// An action of a game whose engine's `apply(before, action)` tells a move's path and cost and an
  /// attack's odds and outcome (as it found them on the state before): submitted, and answered with
  /// the action, the log, its clauses, "path" and "cost" for a `Move`, the odds (`odds_json` of the
  /// applied result) and "outcome" for an attack, and the status.
  template <class Move, class Apply, class OddsJson>
  Reply moveOrAttack(const Words &w, Apply apply, OddsJson odds_json) {
    const Action action = G::parse(rules(), w);
    const State before = state();
    const Step<State> step = this->match_.submit(action);
    const auto applied = apply(before, action);
    nlohmann::json j;
    j["action"] = this->match_.actions().back();
    j["log"] = logJson(step.log);
    j["clauses"] = clausesJson(step.log);
    if (std::holds_alternative<Move>(action)) {
      j["path"] = hexListJson(applied.path);
      j["cost"] = applied.cost;
    }
    if (applied.odds) {
      j.update(odds_json(applied));
      j["outcome"] = core::combatResultName(applied.outcome);
    }
    j["status"] = this->statusJson();
    return Reply::ok(j, logText(step.log) + "\n" + this->statusText());
  }

  /// `odds DEFENDER with HEX...` read as the `Attack` that `attack DEFENDER with HEX...` would be,
  /// with why it is not legal now (nothing when it is). Odds are shown out of the combat phase too
  /// (to plan a move), as long as `occupied` says a piece stands on each hex; else CommandError
  /// `nobody`, a sentence with {hex}.
  template <class Attack, class Occupied>
  std::pair<Attack, std::optional<Ruling>> askedAttack(const Words &w, Occupied occupied,
                                                       const std::string &nobody) const {
    Words as_attack = w;
    as_attack[0] = "attack";
    const Action action = G::parse(rules(), as_attack);
    const std::optional<Ruling> ruling = this->match_.check(action);
    const auto &attack = std::get<Attack>(action);
    if (!occupied(attack.defender))
      throw core::CommandError(core::fill(nobody, {{"hex", core::formatHex(attack.defender)}}));
    for (core::Hex h : attack.attackers)
      if (!occupied(h)) throw core::CommandError(core::fill(nobody, {{"hex", core::formatHex(h)}}));
    return {attack, ruling};
  }

  /// The answer to `odds`: `j` (the odds) with `clauses`, "legal_now" and the "refusal" when not.
  static Reply oddsReply(nlohmann::json j, nlohmann::json clauses, const std::optional<Ruling> &ruling,
                         const std::string &text) {
    j["clauses"] = std::move(clauses);
    j["legal_now"] = !ruling;
    if (ruling) j["refusal"] = ruling->text();
    return Reply::ok(j, text);
  }
};

} // namespace amiraute::referee
