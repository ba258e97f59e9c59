#pragma once
/// A game hosted on another machine, as one seat's copy of it is kept (game::Match::mirror): the
/// host holds the only whole game and sends each seat, after every change, a SeatView — what that
/// seat may see and nothing more; the seat sends its actions as their text and waits for the
/// host's word. src/net does the talking (TLS, the wire); this is what travels, in its JSON form.
#include "game/Game.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace amiraute::game {

/// What one seat of a hosted game is sent after a change: the state as it may see it, and what
/// is new in its record and its log since the last view (from the start after a reconnection or
/// an undo).
template <Game G> struct SeatView {
  typename G::State state;
  std::uint64_t hash = 0;             ///< state.hash(), checked on arrival
  int to_move = kTerminal;            ///< toMove() of the whole game (the same for every seat)
  bool revealed = false;              ///< the game is over: everything is shown (state, actions)
  std::size_t actions_from = 0;       ///< the first action below
  std::vector<std::string> actions;   ///< their texts; "" for another seat's secret choice
  std::vector<int> movers;            ///< who took each (a seat, or kChance)
  std::vector<std::size_t> log_begin; ///< each one's first entry in the seat's log
  std::size_t log_from = 0;           ///< the first entry below in the seat's log
  std::vector<LogEntry> log;          ///< the entries the seat may read
};

/// A view that does not fit the copy it is given to, or does not decode: the copy asks for the
/// whole view again.
struct ViewError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// The JSON form of a view (the host's side).
template <Game G> nlohmann::json viewJson(const typename G::Rules &rules, const SeatView<G> &v) {
  nlohmann::json log = nlohmann::json::array();
  for (const LogEntry &e : v.log)
    log.push_back({{"text", e.text}, {"clauses", e.clauses}});
  return {{"state", G::encode(rules, v.state)},
          {"hash", v.hash},
          {"to_move", v.to_move},
          {"revealed", v.revealed},
          {"actions_from", v.actions_from},
          {"actions", v.actions},
          {"movers", v.movers},
          {"log_begin", v.log_begin},
          {"log_from", v.log_from},
          {"log", log}};
}

/// A view read back (the seat's side). Throws ViewError when it does not decode or its state
/// does not hash to what the host said.
template <Game G> SeatView<G> viewFromJson(const typename G::Rules &rules, const nlohmann::json &j) {
  SeatView<G> v;
  try {
    v.state = G::decode(rules, j.at("state"));
    j.at("hash").get_to(v.hash);
    j.at("to_move").get_to(v.to_move);
    j.at("revealed").get_to(v.revealed);
    j.at("actions_from").get_to(v.actions_from);
    j.at("actions").get_to(v.actions);
    j.at("movers").get_to(v.movers);
    j.at("log_begin").get_to(v.log_begin);
    j.at("log_from").get_to(v.log_from);
    for (const auto &e : j.at("log"))
      v.log.push_back(
          LogEntry{e.at("text").get<std::string>(), e.at("clauses").get<std::vector<std::string>>(), {}});
  } catch (const nlohmann::json::exception &e) {
    throw ViewError(std::string("the host's view does not read: ") + e.what());
  }
  if (v.state.hash() != v.hash) throw ViewError("the host's view decodes to another state than it sent");
  if (v.movers.size() != v.actions.size() || v.log_begin.size() != v.actions.size())
    throw ViewError("the host's view has actions without their seats or log");
  return v;
}

/// The way to the host of a game this machine holds one seat's copy of (src/net's client).
class Remote {
public:
  virtual ~Remote() = default;
  /// The views the host sent since the last call, oldest first (viewJson's form).
  virtual std::vector<nlohmann::json> views() = 0;
  /// Send an action of this seat, as its text, and wait for the host's word: nothing when it was
  /// taken (the views it brought are then in views()), else why not — a ruling ("… (CLAUSE)"), or
  /// the connection lost.
  virtual std::optional<Ruling> submit(const std::string &text) = 0;
  /// Ask the host to take back this seat's last decision: "" when done, else why not.
  virtual std::string undo(bool force) = 0;
  /// Why the host cannot be reached now ("connection lost: … (trying again)"), or "" when it can.
  virtual std::string linkProblem() const { return ""; }
  /// How each seat stands, as the host last said: "" for a person connected, else a few words
  /// ("not connected", "the computer at the host (easy)"). Empty before the host said.
  virtual std::vector<std::string> seatNotes() const { return {}; }
};

} // namespace amiraute::game
