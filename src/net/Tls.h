#pragma once
/// TLS for the host and its clients, through OpenSSL: the host's self-signed certificate (made at
/// its first start, kept in its folder), its SHA-256 fingerprint (which the join codes carry), and
/// the contexts. No certificate authority: a client checks that the certificate the host shows is
/// the one its code names, before it says anything.
#include "net/JoinCode.h"

#include <asio/ssl.hpp>

#include <string>

namespace amiraute::net {

/// The host's certificate and private key, PEM.
struct HostIdentity {
  std::string certificate;
  std::string key;
  Fingerprint fingerprint{};
};

/// The identity kept in `folder` (cert.pem, key.pem), made there first when there is none (an EC
/// P-256 key, a self-signed certificate valid twenty years; the key file readable by its owner
/// only). Throws std::runtime_error.
HostIdentity hostIdentity(const std::string &folder);
/// SHA-256 of a PEM certificate's DER form.
Fingerprint fingerprintOf(const std::string &certificate_pem);

/// The host's context: TLS 1.3 only, its certificate and key.
asio::ssl::context serverContext(const HostIdentity &identity);
/// A client's context: TLS 1.3 only; the host's certificate is checked against the code after the
/// handshake (peerMatches), not against authorities.
asio::ssl::context clientContext();
/// True when the certificate the peer of `ssl` showed has `expected` for fingerprint (compared in
/// constant time).
bool peerMatches(SSL *ssl, const Fingerprint &expected);

/// Write `content` to `path` readable and writable by its owner only (0600), atomically.
void writePrivateFile(const std::string &path, const std::string &content);

} // namespace amiraute::net
