#include "net/JoinCode.h"

#include "core/I18n.h"

#include <openssl/crypto.h>
#include <openssl/rand.h>

#include <algorithm>
#include <charconv>
#include <stdexcept>
#include <tuple>

namespace amiraute::net {

namespace {

constexpr std::string_view kScheme = "amiraute://";
constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr std::size_t kTokenBytes = 16;

int digit64(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-') return 62;
  if (c == '_') return 63;
  return -1;
}

[[noreturn]] void notACode(std::string_view why) {
  throw std::invalid_argument(core::fill(
      core::tr("this is not a join code ({why}); a code reads amiraute://HOST:PORT/SEAT/TOKEN/FINGERPRINT"),
      {{"why", std::string(why)}}));
}

std::optional<std::uint16_t> readPort(std::string_view text) {
  unsigned value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || text.empty() || value > 65535)
    return std::nullopt;
  return static_cast<std::uint16_t>(value);
}

} // namespace

std::string base64url(const std::uint8_t *data, std::size_t size) {
  std::string out;
  std::uint32_t bits = 0;
  int count = 0;
  for (std::size_t i = 0; i < size; ++i) {
    bits = (bits << 8) | data[i];
    count += 8;
    while (count >= 6) {
      count -= 6;
      out += kAlphabet[(bits >> count) & 63];
    }
  }
  if (count > 0) out += kAlphabet[(bits << (6 - count)) & 63];
  return out;
}

std::optional<std::vector<std::uint8_t>> fromBase64url(std::string_view text) {
  std::vector<std::uint8_t> out;
  std::uint32_t bits = 0;
  int count = 0;
  for (char c : text) {
    const int d = digit64(c);
    if (d < 0) return std::nullopt;
    bits = (bits << 6) | static_cast<std::uint32_t>(d);
    count += 6;
    if (count >= 8) {
      count -= 8;
      out.push_back(static_cast<std::uint8_t>((bits >> count) & 0xFF));
    }
  }
  // The bits left over must be zero: one text for one value.
  if (count > 0 && (bits & ((1u << count) - 1)) != 0) return std::nullopt;
  return out;
}

std::string hostPort(const std::string &host, std::uint16_t port) {
  const bool v6 = host.find(':') != std::string::npos;
  return (v6 ? "[" + host + "]" : host) + ":" + std::to_string(port);
}

std::pair<std::string, std::uint16_t> splitHostPort(std::string_view text, const std::string &default_host) {
  const auto bad = [&] {
    return std::invalid_argument(core::fill(
        core::tr("'{text}' is not an address and a port (e.g. 127.0.0.1:4711, [::1]:4711 or :4711)"),
        {{"text", std::string(text)}}));
  };
  std::string host;
  std::string_view port;
  if (!text.empty() && text.front() == '[') {
    const auto close = text.find(']');
    if (close == std::string_view::npos || close + 1 >= text.size() || text[close + 1] != ':') throw bad();
    host = std::string(text.substr(1, close - 1));
    port = text.substr(close + 2);
  } else if (const auto colon = text.rfind(':'); colon != std::string_view::npos) {
    if (text.find(':') != colon) throw bad(); // an IPv6 address needs its brackets
    host = std::string(text.substr(0, colon));
    port = text.substr(colon + 1);
  } else {
    port = text;
  }
  if (host.empty()) host = default_host;
  const auto p = readPort(port);
  if (!p) throw bad();
  return {host, *p};
}

std::string formatCode(const JoinCode &code) {
  return std::string(kScheme) + hostPort(code.host, code.port) + "/" +
         (code.seat == kWatcher ? std::string("w") : std::to_string(code.seat + 1)) + "/" + code.token + "/" +
         base64url(code.fingerprint.data(), code.fingerprint.size());
}

JoinCode parseCode(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\n'))
    text.remove_prefix(1);
  while (!text.empty() &&
         (text.back() == ' ' || text.back() == '\t' || text.back() == '\n' || text.back() == '\r'))
    text.remove_suffix(1);
  if (text.substr(0, kScheme.size()) == kScheme) text.remove_prefix(kScheme.size());
  if (text.size() > 400) notACode(core::tr("too long"));
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  while (true) {
    const auto slash = text.find('/', start);
    parts.push_back(
        text.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start));
    if (slash == std::string_view::npos) break;
    start = slash + 1;
  }
  if (parts.size() != 4) notACode(core::tr("it needs four parts between slashes"));
  JoinCode code;
  try {
    std::tie(code.host, code.port) = splitHostPort(parts[0], "");
  } catch (const std::invalid_argument &e) {
    notACode(e.what());
  }
  if (code.host.empty() || code.port == 0) notACode(core::tr("no host or no port"));
  for (char c : code.host)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == ':' || c == '_' ||
          c == '%'))
      notACode(core::tr("the host's name holds a character no address has"));
  if (parts[1] == "w" || parts[1] == "W") {
    code.seat = kWatcher;
  } else {
    const auto seat = readPort(parts[1]);
    if (!seat || *seat < 1 || *seat > 6)
      notACode(core::tr("the seat is a number from 1 to 6, or w for a watcher"));
    code.seat = *seat - 1;
  }
  const auto token = fromBase64url(parts[2]);
  if (!token || token->size() != kTokenBytes)
    notACode(core::tr("the token is not 22 characters of the code's alphabet"));
  code.token = std::string(parts[2]);
  const auto print = fromBase64url(parts[3]);
  if (!print || print->size() != code.fingerprint.size())
    notACode(core::tr("the fingerprint is not 43 characters of the code's alphabet"));
  std::copy(print->begin(), print->end(), code.fingerprint.begin());
  return code;
}

std::vector<std::uint8_t> secureRandom(std::size_t bytes) {
  std::vector<std::uint8_t> out(bytes);
  if (bytes > 0 && RAND_bytes(out.data(), static_cast<int>(bytes)) != 1)
    throw std::runtime_error("the system's cryptographic random source failed (RAND_bytes)");
  return out;
}

std::string newToken() {
  const std::vector<std::uint8_t> bytes = secureRandom(kTokenBytes);
  return base64url(bytes.data(), bytes.size());
}

std::uint64_t newSeed() {
  const std::vector<std::uint8_t> bytes = secureRandom(8);
  std::uint64_t seed = 0;
  for (std::uint8_t b : bytes)
    seed = (seed << 8) | b;
  return seed;
}

bool sameToken(std::string_view given, std::string_view expected) {
  // Decode both to fixed-size buffers and compare every byte whatever was given: the time taken
  // says nothing about how much of a guess was right.
  std::array<std::uint8_t, kTokenBytes> a{}, b{};
  const auto g = fromBase64url(given.size() <= 64 ? given : std::string_view());
  const auto e = fromBase64url(expected);
  const bool sizes = g && e && g->size() == kTokenBytes && e->size() == kTokenBytes;
  if (g) std::copy_n(g->begin(), std::min(g->size(), a.size()), a.begin());
  if (e) std::copy_n(e->begin(), std::min(e->size(), b.size()), b.begin());
  const bool same = CRYPTO_memcmp(a.data(), b.data(), kTokenBytes) == 0;
  return sizes && same;
}

} // namespace amiraute::net
