#include "net/Seat.h"

#include "core/I18n.h"
#include "referee/Registry.h"

#include <stdexcept>

namespace amiraute::net {

Welcome readWelcome(const nlohmann::json &welcome) {
  if (!welcome.is_object()) throw std::runtime_error(core::tr("the host has not welcomed this seat"));
  Welcome w;
  try {
    w.game = welcome.at("game").get<std::string>();
    w.scenario = welcome.value("scenario", std::string());
    welcome.at("files").get_to(w.files.files);
    welcome.at("found").get_to(w.files.found);
    w.seat = welcome.at("seat").get<int>();
    const auto names = welcome.at("players").get<std::vector<std::string>>();
    if (w.seat >= 0 && w.seat < static_cast<int>(names.size()))
      w.side = names[static_cast<std::size_t>(w.seat)];
  } catch (const nlohmann::json::exception &e) {
    throw std::runtime_error(
        core::fill(core::tr("the host's welcome does not read: {why}"), {{"why", e.what()}}));
  }
  return w;
}

SeatTerminal openSeatTerminal(std::shared_ptr<RemoteSeat> seat) {
  const Welcome w = readWelcome(seat->welcome());
  SeatTerminal t;
  t.seat = seat;
  t.game = w.game;
  t.files = w.files;
  t.side = w.side;
  const referee::RemoteEntry *entry = referee::remoteFor(t.game);
  if (!entry)
    throw std::runtime_error(
        core::fill(core::tr("{game} cannot be played across machines with this version of amiraute"),
                   {{"game", t.game}}));
  core::FileOverlay overlay(t.files); // the rules as the host read them
  t.referee = entry->terminal(w.scenario, seat);
  return t;
}

std::string newsOf(const nlohmann::json &view, std::size_t &said) {
  std::string out;
  if (!view.is_object() || !view.contains("log") || !view["log"].is_array()) return out;
  const std::size_t from = view.value("log_from", std::size_t{0});
  const nlohmann::json &log = view["log"];
  for (std::size_t i = 0; i < log.size(); ++i) {
    if (from + i < said) continue;
    if (log[i].contains("text") && log[i]["text"].is_string())
      out += log[i]["text"].get<std::string>() + "\n";
  }
  said = std::max(said, from + log.size());
  return out;
}

} // namespace amiraute::net
