#pragma once
/// One seat's side of a hosted game: the connection to the host (TLS to the code's address, the
/// host's certificate checked against the code's fingerprint before a word is said, hello with the
/// seat's token), kept up by itself — a dropped connection is said and made again with the same
/// code, and the host then sends the seat's whole view again — and what the seat's copy of the game
/// needs of it (game::Remote: the views, actions sent and answered).
///
/// The connection lives on its own thread; what arrives is kept under a lock until the terminal
/// or the screen takes it, on theirs.
#include "game/Remote.h"
#include "net/JoinCode.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace amiraute::net {

/// How the connection stands.
enum class Link {
  Connecting, ///< not yet, or again after a drop
  Connected,  ///< welcomed by the host
  Refused,    ///< for good: a wrong token, another version, a certificate that is not the code's
  Closed,     ///< stopped on this side
};

/// One seat's connection to a host, and its copy's way to it.
class RemoteSeat final : public game::Remote {
public:
  struct Options {
    JoinCode code;
    /// Connect here instead of the code's address ("host:port": a tunnel, a forwarded port); the
    /// certificate is still checked against the code.
    std::string via;
    /// Called on the connection's thread for everything that arrives (welcome, view, seats, …)
    /// and for every change of the link ({"t":"link","link":…,"text":…}), after it is kept.
    std::function<void(const nlohmann::json &)> on_event;
    /// Every byte the host sent, decrypted, as it arrives (tests search it for secrets).
    std::function<void(std::string_view)> capture;
    /// Wait this long before trying again after a drop, doubling up to the second value.
    std::chrono::milliseconds retry_first{200}, retry_most{4000};
  };

  explicit RemoteSeat(Options options);
  ~RemoteSeat() override;
  RemoteSeat(const RemoteSeat &) = delete;
  RemoteSeat &operator=(const RemoteSeat &) = delete;

  /// Wait until the host welcomed this seat and sent its view (true), or the link was refused, or
  /// `within` passed (false: link() and linkText() say why).
  bool waitWelcome(std::chrono::milliseconds within);
  /// Wait until the host has sent a view with `actions` actions or more (tests), or `within`.
  bool waitActions(std::size_t actions, std::chrono::milliseconds within);
  /// Wait until `pred(last view)` holds (tests), or `within`.
  bool waitView(const std::function<bool(const nlohmann::json &)> &pred, std::chrono::milliseconds within);
  /// The last welcome (null before the first).
  nlohmann::json welcome() const;
  /// The last view as it arrived (null before the first).
  nlohmann::json lastView() const;
  /// The seats as the host last said them: [{"name","connected","computer"}], and the watchers.
  nlohmann::json seats() const;
  int watchers() const;
  Link link() const;
  /// What the link last said ("connection lost: …", a refusal).
  std::string linkText() const;
  /// Times the host welcomed this seat (1 on the first connection; more after reconnections).
  int welcomes() const;
  const JoinCode &code() const { return options_.code; }

  // ---- game::Remote -------------------------------------------------------------------------------
  std::vector<nlohmann::json> views() override;
  std::optional<game::Ruling> submit(const std::string &text) override;
  std::string undo(bool force) override;
  std::string linkProblem() const override;
  std::vector<std::string> seatNotes() const override;

  /// The computer plays this seat at `level` while its player is away; "" or why not.
  std::string away(const std::string &level);
  /// Take the seat back from the computer; "" or why not.
  std::string back();
  /// A line sent as it is (tests: what a hostile client sends).
  void sendRaw(std::string line);
  /// True while an action or undo of this seat waits for its answer (its views are said by the
  /// answer, not as news).
  bool awaiting() const;
  /// Stop: say bye, close, no more tries.
  void stop();

  /// How long an answer is waited for before the seat says there was none.
  static constexpr std::chrono::seconds kAnswerWithin{30};

  struct Impl;

private:
  /// Send a request and wait for its reply: the reply, or nothing (no answer, connection lost).
  std::optional<nlohmann::json> request(nlohmann::json message);

  Options options_;
  std::shared_ptr<Impl> impl_;
};

} // namespace amiraute::net
