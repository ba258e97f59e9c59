#include "net/Client.h"

#include "core/I18n.h"
#include "net/Protocol.h"
#include "net/Tls.h"

#include <asio/connect.hpp>
#include <asio/executor_work_guard.hpp>
#include <asio/io_context.hpp>
#include <asio/ip/tcp.hpp>
#include <asio/post.hpp>
#include <asio/ssl.hpp>
#include <asio/steady_timer.hpp>
#include <asio/write.hpp>

#include <algorithm>
#include <array>
#include <future>
#include <thread>

namespace amiraute::net {

using asio::ip::tcp;
using json = nlohmann::json;

struct RemoteSeat::Impl : std::enable_shared_from_this<Impl> {
  explicit Impl(const Options &o)
      : options(o), work(asio::make_work_guard(io)), tls(clientContext()), retry(io), wait(o.retry_first) {}

  Options options;
  asio::io_context io;
  asio::executor_work_guard<asio::io_context::executor_type> work;
  asio::ssl::context tls;
  asio::steady_timer retry;
  std::chrono::milliseconds wait;
  std::thread thread;

  // On the connection's thread only.
  std::unique_ptr<asio::ssl::stream<tcp::socket>> stream;
  std::uint64_t attempt = 0; ///< grows at every new connection: late callbacks of an old one are ignored
  std::array<char, 16384> buffer{};
  std::string partial;
  std::deque<std::string> out;
  bool writing = false;

  // Shared with the terminal's or the screen's thread, under `mu`.
  mutable std::mutex mu;
  std::condition_variable cv;
  std::vector<json> views;
  json welcome, last_view, seats = json::array();
  int watchers = 0;
  Link link = Link::Connecting;
  std::string link_text;
  int welcomes = 0;
  std::map<std::int64_t, json> replies;
  std::int64_t next_id = 1;
  std::uint64_t connection = 0; ///< grows at every drop: requests in flight on it fail
  int awaiting = 0;
  bool stopped = false;

  void event(const json &j) {
    if (options.on_event) options.on_event(j);
  }

  void setLink(Link l, std::string text) {
    {
      std::lock_guard lock(mu);
      if (link == Link::Refused || link == Link::Closed) return; // for good
      link = l;
      link_text = text;
      if (l != Link::Connected) ++connection;
    }
    cv.notify_all();
    static constexpr std::array<const char *, 4> names{"connecting", "connected", "refused", "closed"};
    event({{"t", "link"}, {"link", names[static_cast<std::size_t>(l)]}, {"text", text}});
  }

  bool over() const {
    std::lock_guard lock(mu);
    return link == Link::Refused || link == Link::Closed;
  }

  void connect() {
    if (over()) return;
    const std::uint64_t me = ++attempt;
    partial.clear();
    out.clear();
    writing = false;
    stream = std::make_unique<asio::ssl::stream<tcp::socket>>(io, tls);
    std::string host = options.code.host;
    std::uint16_t port = options.code.port;
    if (!options.via.empty()) {
      try {
        std::tie(host, port) = splitHostPort(options.via, options.code.host);
      } catch (const std::exception &e) {
        return refuse(e.what());
      }
    }
    auto self = shared_from_this();
    auto resolver = std::make_shared<tcp::resolver>(io);
    resolver->async_resolve(
        host, std::to_string(port),
        [self, me, resolver, host, port](const std::error_code &ec, tcp::resolver::results_type found) {
          if (me != self->attempt) return;
          if (ec)
            return self->drop(
                core::fill(core::tr("cannot find {host}: {why}"), {{"host", host}, {"why", ec.message()}}));
          asio::async_connect(
              self->stream->lowest_layer(), found,
              [self, me, host, port](const std::error_code &ec2, const tcp::endpoint &) {
                if (me != self->attempt) return;
                if (ec2)
                  return self->drop(core::fill(core::tr("cannot reach {address}: {why}"),
                                               {{"address", hostPort(host, port)}, {"why", ec2.message()}}));
                std::error_code ignored;
                self->stream->lowest_layer().set_option(tcp::no_delay(true), ignored);
                self->handshake(me);
              });
        });
  }

  void handshake(std::uint64_t me) {
    auto self = shared_from_this();
    stream->async_handshake(asio::ssl::stream_base::client, [self, me](const std::error_code &ec) {
      if (me != self->attempt) return;
      if (ec)
        return self->drop(
            core::fill(core::tr("the secure connection failed: {why}"), {{"why", ec.message()}}));
      // Not a word before the host has shown the certificate its code names.
      if (!peerMatches(self->stream->native_handle(), self->options.code.fingerprint))
        return self->refuse(core::tr("the host's certificate is not the one its code names: this is not that "
                                     "host, or somebody stands between (nothing was sent)"));
      json hello{{"t", "hello"}, {"v", kProtocolVersion}, {"token", self->options.code.token}};
      if (self->options.code.seat == kWatcher)
        hello["seat"] = "watch";
      else
        hello["seat"] = self->options.code.seat;
      self->send(line(hello));
      self->read(me);
    });
  }

  void read(std::uint64_t me) {
    auto self = shared_from_this();
    stream->async_read_some(asio::buffer(buffer), [self, me](const std::error_code &ec, std::size_t n) {
      if (me != self->attempt) return;
      if (ec)
        return self->drop(ec == asio::error::eof || ec == asio::ssl::error::stream_truncated
                              ? core::tr("the host closed the connection")
                              : ec.message());
      if (self->options.capture) self->options.capture(std::string_view(self->buffer.data(), n));
      for (std::size_t i = 0; i < n; ++i) {
        const char c = self->buffer[i];
        if (c != '\n') {
          self->partial += c;
          continue;
        }
        std::string text;
        text.swap(self->partial);
        self->handle(text);
        if (me != self->attempt) return; // the line ended this connection
      }
      if (self->partial.size() > kMaxHostLine) return self->drop(core::tr("the host's line is too long"));
      self->read(me);
    });
  }

  void handle(const std::string &text) {
    auto read = readHostLine(text);
    if (auto *why = std::get_if<std::string>(&read)) {
      event({{"t", "error"}, {"error", *why}});
      return;
    }
    json &j = std::get<json>(read);
    const std::string type = j["t"].get<std::string>();
    if (type == "welcome") {
      {
        std::lock_guard lock(mu);
        welcome = j;
        ++welcomes;
      }
      wait = options.retry_first;
      setLink(Link::Connected, "");
    } else if (type == "view") {
      std::lock_guard lock(mu);
      views.push_back(j);
      last_view = j;
      if (j.contains("seats")) seats = j["seats"];
      if (j.contains("watchers") && j["watchers"].is_number_integer()) watchers = j["watchers"].get<int>();
    } else if (type == "seats") {
      std::lock_guard lock(mu);
      if (j.contains("seats")) seats = j["seats"];
      if (j.contains("watchers") && j["watchers"].is_number_integer()) watchers = j["watchers"].get<int>();
    } else if (type == "reply" || type == "pong") {
      if (j.contains("id") && j["id"].is_number_integer()) {
        std::lock_guard lock(mu);
        replies[j["id"].get<std::int64_t>()] = j;
      }
    } else if (type == "bye") {
      const std::string why = j.value("error", std::string(core::tr("the host said goodbye")));
      if (j.value("retry", false))
        drop(why);
      else
        refuse(why);
    }
    cv.notify_all();
    event(j);
  }

  void send(std::string text) {
    out.push_back(std::move(text));
    if (!writing) write(attempt);
  }

  void write(std::uint64_t me) {
    if (me != attempt || !stream) return;
    if (out.empty()) {
      writing = false;
      return;
    }
    writing = true;
    auto self = shared_from_this();
    asio::async_write(*stream, asio::buffer(out.front()), [self, me](const std::error_code &ec, std::size_t) {
      if (me != self->attempt) return;
      if (ec) return self->drop(ec.message());
      self->out.pop_front();
      self->write(me);
    });
  }

  void closeStream() {
    ++attempt; // every callback of this connection is now ignored
    if (stream) {
      std::error_code ignored;
      stream->lowest_layer().shutdown(tcp::socket::shutdown_both, ignored);
      stream->lowest_layer().close(ignored);
    }
    writing = false;
    out.clear();
  }

  /// The connection is lost: say so, and try again with the same code after a while.
  void drop(const std::string &why) {
    closeStream();
    if (over()) return;
    setLink(Link::Connecting, core::fill(core::tr("connection lost: {why} (trying again)"), {{"why", why}}));
    retry.expires_after(wait);
    wait = std::min(wait * 2, options.retry_most);
    auto self = shared_from_this();
    retry.async_wait([self](const std::error_code &ec) {
      if (!ec) self->connect();
    });
  }

  /// Refused for good: a wrong token, another version, a certificate that is not the code's.
  void refuse(const std::string &why) {
    closeStream();
    setLink(Link::Refused, why);
  }
};

RemoteSeat::RemoteSeat(Options options)
    : options_(std::move(options)), impl_(std::make_shared<Impl>(options_)) {
  auto impl = impl_;
  asio::post(impl->io, [impl] { impl->connect(); });
  impl->thread = std::thread([impl] { impl->io.run(); });
}

RemoteSeat::~RemoteSeat() {
  stop();
  impl_->work.reset();
  impl_->io.stop();
  if (impl_->thread.joinable()) impl_->thread.join();
}

void RemoteSeat::stop() {
  {
    std::lock_guard lock(impl_->mu);
    if (impl_->stopped) return;
    impl_->stopped = true;
  }
  auto impl = impl_;
  // Shared with the job: if the connection's thread is slow to run it, nothing it touches is gone.
  auto done = std::make_shared<std::promise<void>>();
  auto finished = done->get_future();
  asio::post(impl->io, [impl, done] {
    impl->retry.cancel();
    if (impl->stream && !impl->over() && !impl->writing) {
      // Say goodbye, then close: the host frees the seat at once rather than at a timeout.
      std::error_code ignored;
      const std::string bye = line({{"t", "bye"}});
      asio::write(*impl->stream, asio::buffer(bye), ignored);
    }
    impl->closeStream();
    impl->setLink(Link::Closed, core::tr("closed"));
    done->set_value();
  });
  if (std::this_thread::get_id() != impl->thread.get_id() && impl->thread.joinable())
    finished.wait_for(std::chrono::seconds(5));
}

bool RemoteSeat::waitWelcome(std::chrono::milliseconds within) {
  std::unique_lock lock(impl_->mu);
  return impl_->cv.wait_for(lock, within, [&] {
    return (impl_->link == Link::Connected && !impl_->last_view.is_null()) || impl_->link == Link::Refused ||
           impl_->link == Link::Closed;
  }) && impl_->link == Link::Connected;
}

bool RemoteSeat::waitActions(std::size_t actions, std::chrono::milliseconds within) {
  return waitView(
      [actions](const json &v) {
        return v.contains("actions_from") &&
               v["actions_from"].get<std::size_t>() + v["actions"].size() >= actions;
      },
      within);
}

bool RemoteSeat::waitView(const std::function<bool(const json &)> &pred, std::chrono::milliseconds within) {
  std::unique_lock lock(impl_->mu);
  return impl_->cv.wait_for(lock, within,
                            [&] { return !impl_->last_view.is_null() && pred(impl_->last_view); });
}

json RemoteSeat::welcome() const {
  std::lock_guard lock(impl_->mu);
  return impl_->welcome;
}
json RemoteSeat::lastView() const {
  std::lock_guard lock(impl_->mu);
  return impl_->last_view;
}
json RemoteSeat::seats() const {
  std::lock_guard lock(impl_->mu);
  return impl_->seats;
}
int RemoteSeat::watchers() const {
  std::lock_guard lock(impl_->mu);
  return impl_->watchers;
}
Link RemoteSeat::link() const {
  std::lock_guard lock(impl_->mu);
  return impl_->link;
}
std::string RemoteSeat::linkText() const {
  std::lock_guard lock(impl_->mu);
  return impl_->link_text;
}
int RemoteSeat::welcomes() const {
  std::lock_guard lock(impl_->mu);
  return impl_->welcomes;
}
bool RemoteSeat::awaiting() const {
  std::lock_guard lock(impl_->mu);
  return impl_->awaiting > 0;
}

std::vector<json> RemoteSeat::views() {
  std::lock_guard lock(impl_->mu);
  std::vector<json> taken;
  taken.swap(impl_->views);
  return taken;
}

std::optional<json> RemoteSeat::request(json message) {
  std::unique_lock lock(impl_->mu);
  if (impl_->link != Link::Connected) return std::nullopt;
  const std::int64_t id = impl_->next_id++;
  const std::uint64_t on = impl_->connection;
  ++impl_->awaiting;
  message["id"] = id;
  auto impl = impl_;
  asio::post(impl->io, [impl, text = line(message)]() mutable { impl->send(std::move(text)); });
  impl_->cv.wait_for(lock, kAnswerWithin, [&] {
    return impl_->replies.count(id) > 0 || impl_->connection != on || impl_->stopped;
  });
  --impl_->awaiting;
  const auto it = impl_->replies.find(id);
  if (it == impl_->replies.end()) return std::nullopt;
  json reply = std::move(it->second);
  impl_->replies.erase(it);
  return reply;
}

namespace {

/// Why a request had no answer, for a person.
std::string noAnswer(const RemoteSeat &seat) {
  const std::string why = seat.linkText();
  return why.empty() ? std::string(core::tr("the host did not answer")) : why;
}

} // namespace

std::optional<game::Ruling> RemoteSeat::submit(const std::string &text) {
  const std::optional<json> r = request({{"t", "act"}, {"text", text}});
  if (!r) return game::Ruling{"NET", core::fill(core::tr("not sent: {why}"), {{"why", noAnswer(*this)}})};
  if (r->value("ok", false)) return std::nullopt;
  // The host's text already ends with its clause; keep the message as it is and name the clause.
  std::string message = r->value("error", std::string(core::tr("refused by the host")));
  const std::string clause = r->value("clause", std::string("NET"));
  const std::string tail = " (" + clause + ")";
  if (message.size() > tail.size() && message.compare(message.size() - tail.size(), tail.size(), tail) == 0)
    message.resize(message.size() - tail.size());
  return game::Ruling{clause, message};
}

std::string RemoteSeat::undo(bool force) {
  const std::optional<json> r = request({{"t", "undo"}, {"force", force}});
  if (!r) return core::fill(core::tr("not sent: {why}"), {{"why", noAnswer(*this)}});
  if (r->value("ok", false)) return "";
  return r->value("error", std::string(core::tr("refused by the host")));
}

std::string RemoteSeat::away(const std::string &level) {
  const std::optional<json> r = request({{"t", "away"}, {"level", level}});
  if (!r) return noAnswer(*this);
  return r->value("ok", false) ? "" : r->value("error", std::string(core::tr("refused by the host")));
}

std::string RemoteSeat::back() {
  const std::optional<json> r = request({{"t", "back"}});
  if (!r) return noAnswer(*this);
  return r->value("ok", false) ? "" : r->value("error", std::string(core::tr("refused by the host")));
}

std::string RemoteSeat::linkProblem() const {
  std::lock_guard lock(impl_->mu);
  return impl_->link == Link::Connected ? std::string() : impl_->link_text;
}

std::vector<std::string> RemoteSeat::seatNotes() const {
  const json seats = this->seats();
  std::vector<std::string> notes;
  if (!seats.is_array()) return notes;
  for (const json &s : seats) {
    std::string note;
    if (s.contains("computer") && s["computer"].is_string())
      note = core::fill(core::tr("the computer at the host ({level})"),
                        {{"level", s["computer"].get<std::string>()}});
    else if (!s.value("connected", false))
      note = core::tr("not connected: the game waits for them");
    notes.push_back(note);
  }
  return notes;
}

void RemoteSeat::sendRaw(std::string text) {
  auto impl = impl_;
  asio::post(impl->io, [impl, text = std::move(text)]() mutable { impl->send(std::move(text)); });
}

} // namespace amiraute::net
