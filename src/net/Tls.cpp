#include "net/Tls.h"

#include "core/Files.h"
#include "core/I18n.h"

#include <openssl/bio.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <unistd.h>

namespace amiraute::net {

namespace {

namespace fs = std::filesystem;

template <class T, void (*Free)(T *)> struct Deleter {
  void operator()(T *p) const { Free(p); }
};
using Key = std::unique_ptr<EVP_PKEY, Deleter<EVP_PKEY, EVP_PKEY_free>>;
using Cert = std::unique_ptr<X509, Deleter<X509, X509_free>>;
using Bio = std::unique_ptr<BIO, Deleter<BIO, BIO_free_all>>;

[[noreturn]] void failed(const std::string &what) {
  throw std::runtime_error(
      core::fill(core::tr("cannot make the host's certificate: {what}"), {{"what", what}}));
}

std::string bioText(BIO *bio) {
  char *data = nullptr;
  const long size = BIO_get_mem_data(bio, &data);
  return std::string(data, static_cast<std::size_t>(size));
}

HostIdentity makeIdentity() {
  Key key(EVP_EC_gen("P-256"));
  if (!key) failed("EVP_EC_gen");
  Cert cert(X509_new());
  if (!cert) failed("X509_new");
  X509_set_version(cert.get(), 2);
  const std::uint64_t serial = newSeed() >> 1;
  ASN1_INTEGER_set_uint64(X509_get_serialNumber(cert.get()), serial);
  X509_gmtime_adj(X509_getm_notBefore(cert.get()), -24 * 3600L);
  X509_gmtime_adj(X509_getm_notAfter(cert.get()), 20L * 365 * 24 * 3600);
  if (X509_set_pubkey(cert.get(), key.get()) != 1) failed("X509_set_pubkey");
  X509_NAME *name = X509_get_subject_name(cert.get());
  X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC,
                             reinterpret_cast<const unsigned char *>("amiraute host"), -1, -1, 0);
  X509_set_issuer_name(cert.get(), name);
  if (X509_sign(cert.get(), key.get(), EVP_sha256()) <= 0) failed("X509_sign");
  Bio cert_bio(BIO_new(BIO_s_mem())), key_bio(BIO_new(BIO_s_mem()));
  if (!cert_bio || !key_bio) failed("BIO_new");
  if (PEM_write_bio_X509(cert_bio.get(), cert.get()) != 1) failed("PEM_write_bio_X509");
  if (PEM_write_bio_PrivateKey(key_bio.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr) != 1)
    failed("PEM_write_bio_PrivateKey");
  HostIdentity id;
  id.certificate = bioText(cert_bio.get());
  id.key = bioText(key_bio.get());
  id.fingerprint = fingerprintOf(id.certificate);
  return id;
}

void tls13Only(asio::ssl::context &context) {
  if (SSL_CTX_set_min_proto_version(context.native_handle(), TLS1_3_VERSION) != 1)
    throw std::runtime_error("this OpenSSL has no TLS 1.3");
}

} // namespace

Fingerprint fingerprintOf(const std::string &certificate_pem) {
  Bio bio(BIO_new_mem_buf(certificate_pem.data(), static_cast<int>(certificate_pem.size())));
  Cert cert(bio ? PEM_read_bio_X509(bio.get(), nullptr, nullptr, nullptr) : nullptr);
  if (!cert) throw std::runtime_error(core::tr("the host's certificate does not read"));
  Fingerprint out{};
  unsigned size = 0;
  if (X509_digest(cert.get(), EVP_sha256(), out.data(), &size) != 1 || size != out.size())
    throw std::runtime_error("X509_digest");
  return out;
}

void writePrivateFile(const std::string &path, const std::string &content) {
  const std::string temporary = path + ".tmp-" + std::to_string(::getpid());
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0)
    throw core::FileError(
        core::fill(core::tr("cannot save {path}: {why}"), {{"path", path}, {"why", std::strerror(errno)}}));
  std::size_t done = 0;
  bool ok = true;
  while (ok && done < content.size()) {
    const ssize_t n = ::write(fd, content.data() + done, content.size() - done);
    if (n < 0 && errno == EINTR) continue;
    ok = n > 0;
    if (ok) done += static_cast<std::size_t>(n);
  }
  ok = ok && ::fchmod(fd, 0600) == 0 && ::fsync(fd) == 0;
  const std::string why = std::strerror(errno);
  ok = (::close(fd) == 0) && ok;
  if (!ok || std::rename(temporary.c_str(), path.c_str()) != 0) {
    ::unlink(temporary.c_str());
    throw core::FileError(core::fill(core::tr("cannot save {path}: {why}"), {{"path", path}, {"why", why}}));
  }
}

HostIdentity hostIdentity(const std::string &folder) {
  const fs::path cert_path = fs::path(folder) / "cert.pem", key_path = fs::path(folder) / "key.pem";
  std::error_code ec;
  if (fs::exists(cert_path, ec) && fs::exists(key_path, ec)) {
    HostIdentity id;
    id.certificate = core::readFile(cert_path.string());
    id.key = core::readFile(key_path.string());
    id.fingerprint = fingerprintOf(id.certificate);
    return id;
  }
  fs::create_directories(folder, ec);
  fs::permissions(folder, fs::perms::owner_all, fs::perm_options::replace, ec);
  HostIdentity id = makeIdentity();
  writePrivateFile(key_path.string(), id.key);
  writePrivateFile(cert_path.string(), id.certificate);
  return id;
}

asio::ssl::context serverContext(const HostIdentity &identity) {
  asio::ssl::context context(asio::ssl::context::tls_server);
  tls13Only(context);
  context.use_certificate_chain(asio::buffer(identity.certificate));
  context.use_private_key(asio::buffer(identity.key), asio::ssl::context::pem);
  return context;
}

asio::ssl::context clientContext() {
  asio::ssl::context context(asio::ssl::context::tls_client);
  tls13Only(context);
  context.set_verify_mode(asio::ssl::verify_none); // the fingerprint is checked instead (peerMatches)
  return context;
}

bool peerMatches(SSL *ssl, const Fingerprint &expected) {
  Cert peer(SSL_get1_peer_certificate(ssl));
  if (!peer) return false;
  Fingerprint seen{};
  unsigned size = 0;
  if (X509_digest(peer.get(), EVP_sha256(), seen.data(), &size) != 1 || size != seen.size()) return false;
  return CRYPTO_memcmp(seen.data(), expected.data(), seen.size()) == 0;
}

} // namespace amiraute::net
