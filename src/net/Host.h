#pragma once
/// The host: one game (referee::HostedMatch — the only whole Match, its journal, the dice, every
/// secret) served over TLS to a connection per seat, and to watchers. Each connection is sent
/// what its seat may see after every change; an action is taken only from the seat it belongs to,
/// journalled before it is answered. The computer may play any seat (--ai, `ai` at the host's
/// console, or a player's `away`), thinking on a worker thread from that seat's observation.
///
/// Everything runs on one asio::io_context thread; the computer's search on its own threads posts
/// its answer back there. What the host keeps between runs (its certificate, the seats' tokens,
/// where it listens, the journal) is in its folder, so that `--resume` after a kill -9 brings the
/// same game back at the same address with the same codes.
#include "net/JoinCode.h"
#include "referee/Hosted.h"

#include <asio/io_context.hpp>

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::net {

/// Where a host keeps its certificate, its table and its journals: $AMIRAUTE_HOST_DIR, else
/// $XDG_DATA_HOME/amiraute/host, else ~/.local/share/amiraute/host.
std::string hostFolder();

/// What a host keeps of its table between runs (table.json in its folder, readable by its owner
/// only: it holds the tokens).
struct Table {
  std::string game;
  std::string journal; ///< the journal of the game being played
  std::string listen;  ///< "host:port" it listens on (the port the system gave, once known)
  std::string address; ///< the address written in the codes
  bool watchers = true;
  std::vector<std::string> tokens; ///< per seat
  std::string watch_token;
  std::map<int, std::string> computers; ///< seat → level name
  std::map<int, bool> away;             ///< seats the computer plays while their player is away

  void save(const std::string &folder) const;
  /// The table kept in `folder`, or nothing (core::FileError when it is there but does not read).
  static std::optional<Table> load(const std::string &folder);
};

struct HostOptions {
  std::string folder;                            ///< default: hostFolder()
  std::string listen = "127.0.0.1:0";            ///< "host:port"; port 0: the system chooses
  bool listen_given = false;                     ///< --listen was given (else a resumed table keeps its own)
  std::string address;                           ///< written in the codes (default: from the listen address)
  std::optional<bool> watchers;                  ///< default: on (a resumed table keeps its own)
  std::vector<std::string> computers;            ///< SIDE[:LEVEL]
  std::uint64_t seed = 0;                        ///< the program's dice (0: from the cryptographic source)
  std::uint64_t ai_seed = 1;                     ///< the computer's search
  std::size_t max_connections = 32;              ///< sockets at once, watchers and strangers included
  double lines_per_second = 40;                  ///< a client's rate, on average
  double burst = 80;                             ///< and at once
  std::size_t max_queued = std::size_t{8} << 20; ///< bytes waiting for a slow reader before it is let go
  int send_buffer = 256 * 1024;                  ///< the system's send buffer of each connection (bytes)
  std::chrono::milliseconds hello_within{10000}; ///< TLS and hello, or the connection is closed
  std::function<void(const std::string &)> say;  ///< what the host says on its console (default: stderr)
};

class Host {
public:
  /// A new table for a scenario, a saved record or a journal; the game's dice seeded from the
  /// cryptographic source unless options.seed. An unfinished game of the last table is kept
  /// (its journal is set aside and said). Throws (a bad file, a game that cannot be hosted, an
  /// address that cannot be listened on).
  static std::unique_ptr<Host> open(asio::io_context &io, const std::string &file, HostOptions options);
  /// The table kept in the folder, its game resumed from its journal. Throws when there is none.
  static std::unique_ptr<Host> resume(asio::io_context &io, HostOptions options);
  ~Host();

  std::uint16_t port() const;
  /// Every seat's code, then the watchers' (when watchers are on).
  std::vector<JoinCode> codes() const;
  const referee::HostedMatch &game() const;
  /// A line typed at the host's console (codes, token SEAT, ai SEAT[:LEVEL], human SEAT, seats,
  /// status, help); the answer. Call on the io thread.
  std::string console(const std::string &line);
  /// Stop listening and close every connection (the io_context then runs out). Call on the io
  /// thread.
  void stop();
  bool stopped() const;
  /// Connections open now (for tests and the console).
  std::size_t connections() const;

  struct Impl;

private:
  explicit Host(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

/// The table kept in `folder` as codes, one a line (`host --codes`), without starting anything.
std::vector<JoinCode> keptCodes(const std::string &folder);

} // namespace amiraute::net
