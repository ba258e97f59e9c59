// Fuzz target `protocol`: any bytes as a line from a client, a line from a host, and a join code.
// The readers never throw and never accept what they should not: a message read from a client
// has a known kind, an action's text within its limit and a seat in range; a host's line read is
// an object with a type; a code read formats back to a code that reads the same.
#include "net/JoinCode.h"
#include "net/Protocol.h"

#include <cstdint>
#include <stdexcept>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  using namespace amiraute::net;
  const std::string_view bytes(reinterpret_cast<const char *>(data), size);
  const auto client = readClientLine(bytes);
  if (const auto *m = std::get_if<ClientMessage>(&client)) {
    if (m->text.size() > kMaxActionText) __builtin_trap();
    if (m->seat != kWatcher && (m->seat < 0 || m->seat > 5)) __builtin_trap();
    if (m->kind != ClientMessage::Kind::Hello && m->kind != ClientMessage::Kind::Bye && m->id < 0)
      __builtin_trap();
    (void)line({{"t", "reply"}, {"id", m->id}, {"ok", true}, {"error", m->text}});
  }
  const auto host = readHostLine(bytes);
  if (const auto *j = std::get_if<nlohmann::json>(&host))
    if (!j->is_object() || !j->contains("t")) __builtin_trap();
  try {
    const JoinCode code = parseCode(bytes);
    if (!(parseCode(formatCode(code)) == code)) __builtin_trap();
  } catch (const std::invalid_argument &) {
  }
  return 0;
}
