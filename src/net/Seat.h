#pragma once
/// One seat's terminal for a game hosted elsewhere, opened from its connection: the game's own
/// referee (the same commands as at a shared table) over that seat's copy of the game, its rules
/// read from the files the host sent (never from this machine's disk, where the scenario may be
/// missing or another version). `amiraute referee --join CODE` and the tests use it.
#include "core/FileOverlay.h"
#include "net/Client.h"
#include "referee/Referee.h"

#include <memory>
#include <string>

namespace amiraute::net {

/// What the host's welcome says a seat needs: the game, its scenario and the files its rules are
/// read from, the seat (kWatcher for a watcher) and its name.
struct Welcome {
  std::string game;
  std::string scenario;
  core::FileSet files;
  int seat = kWatcher;
  std::string side; ///< "" for a watcher
};

/// The welcome as it arrived, read; std::runtime_error (for a person) when it does not read.
Welcome readWelcome(const nlohmann::json &welcome);

struct SeatTerminal {
  std::shared_ptr<RemoteSeat> seat;
  core::FileSet files;                       ///< what the host sent its rules as
  std::unique_ptr<referee::Referee> referee; ///< over the seat's copy (game::Match::mirror)
  std::string game;                          ///< the game's name
  std::string side;                          ///< the seat's name, or "" for a watcher
};

/// The terminal of a seat whose connection has been welcomed (RemoteSeat::waitWelcome). Throws
/// std::runtime_error (for a person) when the game cannot be played across machines here or its
/// rules do not load from what the host sent.
SeatTerminal openSeatTerminal(std::shared_ptr<RemoteSeat> seat);

/// The log entries of `view` (a view as it arrived) not yet said, each on its own line, and
/// `said` moved past them: what a seat's terminal prints when the others act. After a
/// reconnection the host sends the whole log again; what was said is not said twice.
std::string newsOf(const nlohmann::json &view, std::size_t &said);

} // namespace amiraute::net
