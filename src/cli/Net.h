#pragma once
/// `amiraute host` and `amiraute referee --join`: a game served to players on other machines
/// (src/net), and one seat's terminal at it.
#include "net/Host.h"

#include <string>

namespace amiraute::cli {

/// Host `file` (a scenario, a saved game or a journal), or resume the kept table, or only say its
/// codes. Runs until `quit` at the host's console, Ctrl-C or a kill. Returns the exit code.
int hostCommand(const std::string &file, net::HostOptions options, bool resume, bool codes_only);

/// One seat's terminal (or a watcher's) at a hosted game: the code's seat, reached directly or
/// `via` host:port. Returns the exit code.
int joinReferee(const std::string &code, const std::string &via, bool json);

} // namespace amiraute::cli
