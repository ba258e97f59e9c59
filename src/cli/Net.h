#pragma once
/// `amiraute host` and `amiraute referee --join`: a game served to players on other machines
/// (src/net), and one seat's terminal at it.
#include "net/Client.h"
#include "net/Host.h"

#include <functional>
#include <memory>

#include <string>

namespace amiraute::cli {

/// Host `file` (a scenario, a saved game or a journal), or resume the kept table, or only say its
/// codes. Runs until `quit` at the host's console, Ctrl-C or a kill. Returns the exit code.
int hostCommand(const std::string &file, net::HostOptions options, bool resume, bool codes_only);

/// Connect to a host with a join code (reached directly or `via` host:port) and wait for its
/// welcome: the seat, or nothing when the code does not read or the host refuses or does not
/// answer (the reason said on stderr). `on_event` as RemoteSeat::Options says.
std::shared_ptr<net::RemoteSeat> joinHost(const std::string &code, const std::string &via,
                                          std::function<void(const nlohmann::json &)> on_event = {});

/// One seat's terminal (or a watcher's) at a hosted game: the code's seat, reached directly or
/// `via` host:port. Returns the exit code.
int joinReferee(const std::string &code, const std::string &via, bool json);

} // namespace amiraute::cli
