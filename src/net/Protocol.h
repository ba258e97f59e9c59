#pragma once
/// The wire between a host and its clients: one JSON object a line, over TLS. Every message has
/// a type `t`. A client opens with `hello` (the protocol's version, its seat and token), the host
/// answers `welcome` (the game, the seat, the files its rules are read from) then a `view`, and
/// sends a view to every connection after every change. Actions travel as the referee's own
/// command text; each request carries an `id` its `reply` repeats.
///
///   client → host   {"t":"hello","v":1,"seat":0|"watch","token":"…"}
///                   {"t":"act","id":7,"text":"orders Foudroyant 1 R 2"}
///                   {"t":"undo","id":8}   {"t":"away","id":9,"level":"easy"}   {"t":"back","id":10}
///                   {"t":"ping","id":11}  {"t":"bye"}
///   host → client {"t":"welcome","v":1,"game":…,"seat":…,"players":[…],"scenario":…,"files":{…},"found":{…}}
///                   {"t":"view",…game::viewJson…,"seats":[{"name","connected","computer"}],"watchers":n}
///                   {"t":"seats","seats":[…],"watchers":n}
///                   {"t":"reply","id":7,"ok":true} |
///                   {"t":"reply","id":7,"ok":false,"error":"…","clause":"…"}
///                   {"t":"pong","id":11}   {"t":"error","error":"…"}   {"t":"bye","error":"…","retry":false}
///
/// A line that is too long, not UTF-8, not JSON, not a known message, or a request out of place
/// is answered with an `error` and changes nothing.
#include "net/JoinCode.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

namespace amiraute::net {

/// The protocol's version, said in the first exchange.
inline constexpr int kProtocolVersion = 1;
/// The longest line a client may send (an action's text is far shorter).
inline constexpr std::size_t kMaxClientLine = 4096;
/// The longest line a host may send (a welcome carries the scenario's files).
inline constexpr std::size_t kMaxHostLine = std::size_t{48} << 20;
/// The longest action text, and level name.
inline constexpr std::size_t kMaxActionText = 2048;

/// One message from a client, read.
struct ClientMessage {
  enum class Kind { Hello, Act, Undo, Away, Back, Ping, Bye };
  Kind kind = Kind::Ping;
  std::int64_t id = 0; ///< requests: repeated in the reply
  int version = 0;     ///< hello
  int seat = kWatcher; ///< hello: 0-based seat or kWatcher
  std::string token;   ///< hello
  std::string text;    ///< act
  std::string level;   ///< away ("" for the default)
};

/// A line from a client read as a message, or why it is not one (a sentence for a person; the
/// host answers it with an error and does nothing else). Never throws.
std::variant<ClientMessage, std::string> readClientLine(std::string_view line);

/// A line from the host read as a JSON object with a known type, or why it is not one. Never
/// throws.
std::variant<nlohmann::json, std::string> readHostLine(std::string_view line);

/// A message as a line to send: compact JSON, bytes that are not UTF-8 replaced, and '\n'.
std::string line(const nlohmann::json &message);

} // namespace amiraute::net
