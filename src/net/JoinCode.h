#pragma once
/// Join codes: what a player needs to take his seat at a hosted game, in one line he can paste —
/// where the host is, which seat, the seat's secret token, and the fingerprint of the host's
/// certificate (so that the client knows it talks to that host and nobody in between, without a
/// certificate authority):
///
///     amiraute://192.168.1.20:4711/2/q1Ztq0Jm8h3x5l2uYv9o_w/9vQ6…(43 characters)
///
/// The seat is its number from 1 (as the referee's --ai reads it), or `w` for the table's watchers.
/// Tokens come from the system's cryptographic random source and are compared in constant time.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace amiraute::net {

/// The seat of a watcher in a code and on the wire.
inline constexpr int kWatcher = -1;

/// SHA-256 of the host certificate (DER).
using Fingerprint = std::array<std::uint8_t, 32>;

/// One join code.
struct JoinCode {
  std::string host; ///< a name, an IPv4 address or an IPv6 address (without brackets)
  std::uint16_t port = 0;
  int seat = kWatcher; ///< 0-based seat, or kWatcher
  std::string token;   ///< base64url, 22 characters (16 bytes)
  Fingerprint fingerprint{};
  friend bool operator==(const JoinCode &, const JoinCode &) = default;
};

/// The code as a person pastes it.
std::string formatCode(const JoinCode &code);
/// Read a code; std::invalid_argument with a sentence for a person when it is not one. Spaces
/// around it and a missing `amiraute://` are forgiven.
JoinCode parseCode(std::string_view text);

/// `bytes` random bytes from the system's cryptographic source (OpenSSL RAND_bytes, itself fed
/// by getrandom). Throws std::runtime_error if it fails.
std::vector<std::uint8_t> secureRandom(std::size_t bytes);
/// A new seat token: 16 random bytes in base64url.
std::string newToken();
/// A 64-bit seed for the program's dice from the cryptographic source (the players never see it).
std::uint64_t newSeed();
/// True when `given` is the token `expected`, compared in constant time (CRYPTO_memcmp) whatever
/// `given` holds.
bool sameToken(std::string_view given, std::string_view expected);

/// base64url without padding, and back (nothing for a character outside its alphabet).
std::string base64url(const std::uint8_t *data, std::size_t size);
std::optional<std::vector<std::uint8_t>> fromBase64url(std::string_view text);

/// "host:port", with brackets around an IPv6 address.
std::string hostPort(const std::string &host, std::uint16_t port);
/// Split "host:port" (or "[v6]:port", or a bare port ":4711" / "4711" meaning `default_host`).
/// std::invalid_argument when it is not one.
std::pair<std::string, std::uint16_t> splitHostPort(std::string_view text, const std::string &default_host);

} // namespace amiraute::net
