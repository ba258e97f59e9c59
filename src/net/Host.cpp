#include "net/Host.h"

#include "ai/Seats.h"
#include "core/FileOverlay.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "core/Journal.h"
#include "core/Record.h"
#include "core/Utf8.h"
#include "game/Registry.h"
#include "net/Protocol.h"
#include "net/Tls.h"
#include "referee/Registry.h"

#include <asio.hpp>
#include <asio/ssl.hpp>

#include <algorithm>
#include <arpa/inet.h>
#include <deque>
#include <filesystem>
#include <ifaddrs.h>
#include <iostream>
#include <netinet/in.h>
#include <thread>

namespace amiraute::net {

namespace fs = std::filesystem;
using asio::ip::tcp;
using nlohmann::json;

std::string hostFolder() {
  if (const char *dir = std::getenv("AMIRAUTE_HOST_DIR"); dir && *dir) return dir;
  if (const char *xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
    return (fs::path(xdg) / "amiraute" / "host").string();
  if (const char *home = std::getenv("HOME"); home && *home)
    return (fs::path(home) / ".local" / "share" / "amiraute" / "host").string();
  return (fs::temp_directory_path() / "amiraute-host").string();
}

// ---- the table ------------------------------------------------------------------------------------

void Table::save(const std::string &folder) const {
  json computers_json = json::object(), away_json = json::object();
  for (const auto &[seat, level] : computers)
    computers_json[std::to_string(seat)] = level;
  for (const auto &[seat, is_away] : away)
    if (is_away) away_json[std::to_string(seat)] = true;
  const json j{{"table", 1},
               {"game", game},
               {"journal", journal},
               {"listen", listen},
               {"address", address},
               {"watchers", watchers},
               {"tokens", tokens},
               {"watch_token", watch_token},
               {"computers", computers_json},
               {"away", away_json}};
  std::error_code ec;
  fs::create_directories(folder, ec);
  writePrivateFile((fs::path(folder) / "table.json").string(), j.dump(2) + "\n");
}

std::optional<Table> Table::load(const std::string &folder) {
  const fs::path path = fs::path(folder) / "table.json";
  std::error_code ec;
  if (!fs::exists(path, ec)) return std::nullopt;
  const std::string text = core::readFile(path.string());
  try {
    const json j = json::parse(text);
    Table t;
    j.at("game").get_to(t.game);
    j.at("journal").get_to(t.journal);
    j.at("listen").get_to(t.listen);
    j.at("address").get_to(t.address);
    j.at("watchers").get_to(t.watchers);
    j.at("tokens").get_to(t.tokens);
    j.at("watch_token").get_to(t.watch_token);
    for (const auto &[seat, level] : j.at("computers").items())
      t.computers[std::stoi(seat)] = level.get<std::string>();
    if (j.contains("away"))
      for (const auto &[seat, is_away] : j.at("away").items())
        t.away[std::stoi(seat)] = is_away.get<bool>();
    return t;
  } catch (const std::exception &e) {
    throw core::FileError(
        core::fill(core::tr("{file} does not read: {why}"), {{"file", path.string()}, {"why", e.what()}}));
  }
}

std::vector<JoinCode> codesOf(const Table &table, const Fingerprint &fingerprint, std::uint16_t port) {
  std::vector<JoinCode> out;
  for (std::size_t s = 0; s < table.tokens.size(); ++s)
    out.push_back(JoinCode{table.address, port, static_cast<int>(s), table.tokens[s], fingerprint});
  if (table.watchers) out.push_back(JoinCode{table.address, port, kWatcher, table.watch_token, fingerprint});
  return out;
}

std::vector<JoinCode> keptCodes(const std::string &folder) {
  const auto table = Table::load(folder);
  if (!table)
    throw std::runtime_error(
        core::fill(core::tr("no hosted game is kept in {folder}"), {{"folder", folder}}));
  const HostIdentity id = hostIdentity(folder);
  return codesOf(*table, id.fingerprint, splitHostPort(table->listen, "127.0.0.1").second);
}

namespace {

bool exists(const std::string &path) {
  std::error_code ec;
  return !path.empty() && fs::exists(path, ec);
}

/// The first address of this machine other than loopback (IPv4), for codes when the host
/// listens on every address; 127.0.0.1 when there is none.
std::string firstAddress() {
  ifaddrs *list = nullptr;
  std::string found = "127.0.0.1";
  if (::getifaddrs(&list) != 0) return found;
  for (ifaddrs *a = list; a; a = a->ifa_next) {
    if (!a->ifa_addr || a->ifa_addr->sa_family != AF_INET) continue;
    char text[INET_ADDRSTRLEN] = {};
    const auto *in = reinterpret_cast<const sockaddr_in *>(a->ifa_addr);
    if (!::inet_ntop(AF_INET, &in->sin_addr, text, sizeof text)) continue;
    if (std::string(text).rfind("127.", 0) == 0) continue;
    found = text;
    break;
  }
  ::freeifaddrs(list);
  return found;
}

std::string codeAddress(const std::string &listen_host, const std::string &given) {
  if (!given.empty()) return given;
  if (listen_host == "0.0.0.0" || listen_host == "::" || listen_host.empty()) return firstAddress();
  return listen_host;
}

} // namespace

// ---- the host -------------------------------------------------------------------------------------

class Conn;

struct Host::Impl {
  asio::io_context &io;
  HostOptions options;
  HostIdentity identity;
  asio::ssl::context tls;
  tcp::acceptor acceptor;
  std::unique_ptr<referee::HostedMatch> game;
  core::FileSet files; ///< what the rules were read from, sent in every welcome
  Table table;
  std::vector<std::shared_ptr<Conn>> conns;
  bool stopped = false;
  bool thinking = false;
  std::vector<std::thread> thinkers;
  std::shared_ptr<bool> alive = std::make_shared<bool>(true);

  Impl(asio::io_context &io_, HostOptions o, HostIdentity id)
      : io(io_), options(std::move(o)), identity(std::move(id)), tls(serverContext(identity)), acceptor(io_) {
  }

  void say(const std::string &text) const {
    if (options.say)
      options.say(text);
    else
      std::cerr << text << std::endl;
  }
  std::string seatName(int seat) const {
    const game::Players p = game->players();
    return seat >= 0 && seat < p.count() ? p.names[static_cast<std::size_t>(seat)]
                                         : std::string(core::tr("watcher"));
  }
  bool computerAt(int seat) const { return table.computers.count(seat) > 0; }

  void listen();
  void accept();
  void remove(Conn *c);
  json seatsJson() const;
  void broadcastSeats();
  void afterChange();
  void maybeThink();
  void saveTable() {
    try {
      table.save(options.folder);
    } catch (const std::exception &e) {
      say(e.what());
    }
  }
};

/// One connection: TLS, then hello, then the seat's views and requests.
class Conn : public std::enable_shared_from_this<Conn> {
public:
  Conn(Host::Impl &host, tcp::socket socket)
      : host_(host), stream_(std::move(socket), host.tls), hello_timer_(host.io), tokens_(host.options.burst),
        last_(std::chrono::steady_clock::now()) {}

  void start() {
    auto self = shared_from_this();
    hello_timer_.expires_after(host_.options.hello_within);
    hello_timer_.async_wait([self](const std::error_code &ec) {
      if (!ec && self->state_ != State::Seated) self->close();
    });
    stream_.async_handshake(asio::ssl::stream_base::server, [self](const std::error_code &ec) {
      if (ec) return self->close();
      self->state_ = State::Hello;
      self->read();
    });
  }

  bool seated() const { return state_ == State::Seated; }
  int seat() const { return seat_; }
  referee::ViewCursor &cursor() { return cursor_; }

  void send(const json &message) { sendLine(line(message)); }

  /// Say why, then close once it is written (a wrong token, a seat taken by another device).
  void bye(const std::string &why) {
    if (state_ == State::Closed) return;
    send({{"t", "bye"}, {"error", why}, {"retry", false}});
    closing_ = true;
    state_ = State::Leaving;
    if (!writing_) close();
  }

  void close() {
    if (state_ == State::Closed) return;
    const bool was_seated = state_ == State::Seated;
    state_ = State::Closed;
    std::error_code ec;
    hello_timer_.cancel();
    stream_.lowest_layer().shutdown(tcp::socket::shutdown_both, ec);
    stream_.lowest_layer().close(ec);
    host_.remove(this);
    if (was_seated && !host_.stopped) host_.broadcastSeats();
  }

private:
  enum class State { Handshake, Hello, Seated, Leaving, Closed };

  void read() {
    auto self = shared_from_this();
    stream_.async_read_some(asio::buffer(buffer_), [self](const std::error_code &ec, std::size_t n) {
      if (ec || self->state_ == State::Closed) return self->close();
      self->received(n);
      if (self->state_ != State::Closed && self->state_ != State::Leaving) self->read();
    });
  }

  void received(std::size_t n) {
    for (std::size_t i = 0; i < n && state_ != State::Closed && state_ != State::Leaving; ++i) {
      const char c = buffer_[i];
      if (c == '\n') {
        if (!discarding_) handle(partial_);
        discarding_ = false;
        partial_.clear();
        continue;
      }
      if (discarding_) continue;
      if (partial_.size() >= kMaxClientLine) {
        // Answered once; the rest of the line is dropped and the next line read as usual.
        error(core::fill(core::tr("the line is longer than {n} bytes: it is dropped"),
                         {{"n", std::to_string(kMaxClientLine)}}));
        discarding_ = true;
        partial_.clear();
        continue;
      }
      partial_ += c;
    }
  }

  bool withinRate() {
    const auto now = std::chrono::steady_clock::now();
    const double seconds = std::chrono::duration<double>(now - last_).count();
    last_ = now;
    tokens_ = std::min(host_.options.burst, tokens_ + seconds * host_.options.lines_per_second);
    if (tokens_ < 1) return false;
    tokens_ -= 1;
    return true;
  }

  void error(const std::string &why) { send({{"t", "error"}, {"error", why}}); }
  void reply(std::int64_t id, const referee::HostAnswer &a) {
    json r{{"t", "reply"}, {"id", id}, {"ok", a.ok}};
    if (!a.ok) {
      r["error"] = a.error;
      if (!a.clause.empty()) r["clause"] = a.clause;
    }
    send(r);
  }

  void handle(const std::string &text) {
    if (!withinRate()) return error(core::tr("too many lines: slow down (this one was not read)"));
    auto read = readClientLine(text);
    if (auto *why = std::get_if<std::string>(&read)) return error(*why);
    const ClientMessage &m = std::get<ClientMessage>(read);
    using Kind = ClientMessage::Kind;
    if (m.kind == Kind::Bye) return close();
    if (m.kind == Kind::Hello) return hello(m);
    if (state_ != State::Seated) return error(core::tr("say hello first, with your seat and its token"));
    switch (m.kind) {
    case Kind::Ping: send({{"t", "pong"}, {"id", m.id}}); return;
    case Kind::Act: return act(m);
    case Kind::Undo: return undo(m);
    case Kind::Away: return away(m);
    case Kind::Back: return back(m);
    default: return;
    }
  }

  void hello(const ClientMessage &m) {
    if (state_ == State::Seated) return error(core::tr("you are seated already"));
    if (m.version != kProtocolVersion)
      return bye(core::fill(core::tr("this host speaks version {v} of the protocol, not {w}: use the same "
                                     "version of amiraute"),
                            {{"v", std::to_string(kProtocolVersion)}, {"w", std::to_string(m.version)}}));
    const Table &t = host_.table;
    if (m.seat == kWatcher) {
      if (!t.watchers) return bye(core::tr("this host takes no watchers"));
      if (!sameToken(m.token, t.watch_token))
        return bye(core::tr("wrong token: ask the host for the code again"));
    } else {
      if (m.seat >= static_cast<int>(t.tokens.size())) return bye(core::tr("this game has no such seat"));
      if (!sameToken(m.token, t.tokens[static_cast<std::size_t>(m.seat)]))
        return bye(core::tr("wrong token: ask the host for the code again"));
      // One device a seat: the one that connects last takes it (a reconnection after a dropped
      // line, or a player changing machine).
      for (const auto &other : std::vector<std::shared_ptr<Conn>>(host_.conns))
        if (other.get() != this && other->seated() && other->seat() == m.seat)
          other->bye(core::fill(core::tr("another device took the seat of {side}"),
                                {{"side", host_.seatName(m.seat)}}));
    }
    seat_ = m.seat;
    state_ = State::Seated;
    hello_timer_.cancel();
    const game::Players players = host_.game->players();
    json welcome{{"t", "welcome"},
                 {"v", kProtocolVersion},
                 {"program", std::string("amiraute ") + AMIRAUTE_PROGRAM_VERSION},
                 {"game", host_.game->gameName()},
                 {"title", host_.game->title()},
                 {"seat", seat_},
                 {"players", players.names},
                 {"teams", players.team},
                 {"scenario", host_.game->scenario()},
                 {"files", host_.files.files},
                 {"found", host_.files.found},
                 {"watchers", t.watchers}};
    send(welcome);
    cursor_ = referee::ViewCursor{};
    json view = host_.game->view(seat_, cursor_);
    view["t"] = "view";
    view["seats"] = host_.seatsJson();
    send(view);
    host_.broadcastSeats();
    host_.say(core::fill(core::tr("{side} is connected"), {{"side", host_.seatName(seat_)}}));
  }

  void act(const ClientMessage &m) {
    if (seat_ == kWatcher)
      return reply(m.id, referee::HostAnswer::refused(core::tr("a watcher takes no action")));
    if (host_.computerAt(seat_))
      return reply(m.id, referee::HostAnswer::refused(core::tr(
                             "the computer plays your seat now: send back (type back) to take it again")));
    const referee::HostAnswer a = host_.game->act(seat_, m.text);
    // The views first, then the answer: a seat that is told "taken" already holds what it brought.
    if (a.ok) host_.afterChange();
    reply(m.id, a);
  }

  void undo(const ClientMessage &m) {
    const referee::HostAnswer a = host_.game->undo(seat_);
    if (a.ok) host_.afterChange();
    reply(m.id, a);
  }

  void away(const ClientMessage &m) {
    if (seat_ == kWatcher)
      return reply(m.id, referee::HostAnswer::refused(core::tr("a watcher has no seat to hand over")));
    try {
      const ai::Level level = ai::parseLevel(m.level.empty() ? "normal" : m.level);
      host_.table.computers[seat_] = level.name;
      host_.table.away[seat_] = true;
    } catch (const std::exception &e) {
      return reply(m.id, referee::HostAnswer::refused(e.what()));
    }
    host_.saveTable();
    host_.broadcastSeats(); // before the answer: the seat that asked knows it when it is told
    reply(m.id, referee::HostAnswer::taken());
    host_.say(core::fill(core::tr("{side} is away: the computer plays for them"),
                         {{"side", host_.seatName(seat_)}}));
    host_.maybeThink();
  }

  void back(const ClientMessage &m) {
    if (seat_ == kWatcher)
      return reply(m.id, referee::HostAnswer::refused(core::tr("a watcher has no seat to take back")));
    host_.table.computers.erase(seat_);
    host_.table.away.erase(seat_);
    host_.saveTable();
    host_.broadcastSeats();
    reply(m.id, referee::HostAnswer::taken());
  }

  void sendLine(std::string text) {
    if (state_ == State::Closed || closing_) return;
    if (queued_ + text.size() > host_.options.max_queued) {
      // A reader that does not read: let it go rather than hold the game's memory for it.
      host_.say(core::fill(core::tr("{side} does not read what it is sent: disconnected"),
                           {{"side", host_.seatName(seat_)}}));
      return close();
    }
    queued_ += text.size();
    out_.push_back(std::make_shared<const std::string>(std::move(text)));
    if (!writing_) write();
  }

  void write() {
    if (out_.empty() || state_ == State::Closed) {
      writing_ = false;
      if (closing_) close();
      return;
    }
    writing_ = true;
    auto self = shared_from_this();
    auto next = out_.front();
    asio::async_write(stream_, asio::buffer(*next), [self, next](const std::error_code &ec, std::size_t) {
      if (ec) return self->close();
      self->queued_ -= next->size();
      self->out_.pop_front();
      self->write();
    });
  }

  Host::Impl &host_;
  asio::ssl::stream<tcp::socket> stream_;
  asio::steady_timer hello_timer_;
  State state_ = State::Handshake;
  std::array<char, 4096> buffer_{};
  std::string partial_;
  bool discarding_ = false;
  std::deque<std::shared_ptr<const std::string>> out_;
  std::size_t queued_ = 0;
  bool writing_ = false;
  bool closing_ = false;
  int seat_ = kWatcher;
  referee::ViewCursor cursor_;
  double tokens_;
  std::chrono::steady_clock::time_point last_;
};

void Host::Impl::listen() {
  const auto [host, port] = splitHostPort(table.listen, "127.0.0.1");
  asio::ip::address address;
  std::error_code ec;
  address = asio::ip::make_address(host, ec);
  if (ec) {
    tcp::resolver resolver(io);
    const auto results = resolver.resolve(host, std::to_string(port));
    if (results.empty())
      throw std::runtime_error(core::fill(core::tr("cannot find the address {host}"), {{"host", host}}));
    address = results.begin()->endpoint().address();
  }
  const tcp::endpoint endpoint(address, port);
  acceptor.open(endpoint.protocol());
  acceptor.set_option(tcp::acceptor::reuse_address(true));
  acceptor.bind(endpoint, ec);
  if (ec)
    throw std::runtime_error(core::fill(core::tr("cannot listen on {address}: {why}"),
                                        {{"address", hostPort(host, port)}, {"why", ec.message()}}));
  acceptor.listen();
  table.listen = hostPort(host, acceptor.local_endpoint().port());
  accept();
}

void Host::Impl::accept() {
  acceptor.async_accept([this, alive = alive](const std::error_code &ec, tcp::socket socket) {
    if (!*alive || stopped) return;
    if (!ec) {
      if (conns.size() >= options.max_connections) {
        std::error_code ignored;
        socket.close(ignored); // full: a stranger flooding the port does not crowd the players out
      } else {
        std::error_code ignored;
        socket.set_option(tcp::no_delay(true), ignored);
        // A fixed send buffer: what a reader that does not read holds up stays bounded in the
        // system too, and the queue below (max_queued) notices it.
        socket.set_option(asio::socket_base::send_buffer_size(options.send_buffer), ignored);
        auto c = std::make_shared<Conn>(*this, std::move(socket));
        conns.push_back(c);
        c->start();
      }
    }
    accept();
  });
}

void Host::Impl::remove(Conn *c) {
  std::erase_if(conns, [c](const std::shared_ptr<Conn> &p) { return p.get() == c; });
}

json Host::Impl::seatsJson() const {
  json seats = json::array();
  const game::Players players = game->players();
  for (int s = 0; s < players.count(); ++s) {
    bool connected = false;
    for (const auto &c : conns)
      if (c->seated() && c->seat() == s) connected = true;
    const auto it = table.computers.find(s);
    seats.push_back({{"name", players.names[static_cast<std::size_t>(s)]},
                     {"connected", connected},
                     {"computer", it == table.computers.end() ? json(nullptr) : json(it->second)}});
  }
  return seats;
}

void Host::Impl::broadcastSeats() {
  std::size_t watching = 0;
  for (const auto &c : conns)
    if (c->seated() && c->seat() == kWatcher) ++watching;
  const json message{{"t", "seats"}, {"seats", seatsJson()}, {"watchers", watching}};
  for (const auto &c : std::vector<std::shared_ptr<Conn>>(conns))
    if (c->seated()) c->send(message);
}

void Host::Impl::afterChange() {
  if (const std::string why = game->journalError(); !why.empty()) say(why);
  if (game->journalPath() != table.journal) { // renamed at the end of the game
    table.journal = game->journalPath();
    saveTable();
  }
  const json seats = seatsJson();
  for (const auto &c : std::vector<std::shared_ptr<Conn>>(conns)) {
    if (!c->seated()) continue;
    json view = game->view(c->seat(), c->cursor());
    view["t"] = "view";
    view["seats"] = seats;
    c->send(view);
  }
  if (game->over()) say(core::tr("the game is over"));
  maybeThink();
}

void Host::Impl::maybeThink() {
  if (stopped || thinking) return;
  const int who = game->toMove();
  const auto it = table.computers.find(who);
  if (who < 0 || it == table.computers.end()) return;
  ai::Level level;
  try {
    level = ai::parseLevel(it->second);
  } catch (const std::exception &e) {
    say(e.what());
    return;
  }
  thinking = true;
  const std::size_t at = game->actionCount();
  auto job = game->think(who, level, options.ai_seed);
  thinkers.emplace_back([this, job = std::move(job), at, who, alive = alive]() {
    std::string text, failure;
    try {
      text = job();
    } catch (const std::exception &e) {
      failure = e.what();
    }
    asio::post(io, [this, text, failure, at, who, alive] {
      if (!*alive) return;
      thinking = false;
      if (stopped) return;
      if (!failure.empty()) return say(failure);
      if (game->actionCount() == at && game->toMove() == who && computerAt(who)) {
        const referee::HostAnswer a = game->act(who, text);
        if (!a.ok) return say(a.error);
        afterChange();
      } else {
        maybeThink();
      }
    });
  });
}

// ---- opening ----------------------------------------------------------------------------------------

namespace {

/// The remote entry of a game, or why it cannot be hosted.
const referee::RemoteEntry &remoteOf(const std::string &game) {
  const referee::RemoteEntry *entry = referee::remoteFor(game);
  if (!entry)
    throw std::runtime_error(
        core::fill(core::tr("{game} cannot be played across machines yet"), {{"game", game}}));
  return *entry;
}

/// The hosted game of a record, and the files its rules were read from.
std::pair<std::unique_ptr<referee::HostedMatch>, core::FileSet>
hostRecord(const core::GameRecord &record, std::uint64_t seed, const std::string &source) {
  const referee::RemoteEntry &entry = remoteOf(record.game);
  core::FileRecorder recorder; // only while the rules load: the record itself never travels
  std::unique_ptr<referee::HostedMatch> game = entry.host(record, seed, source);
  return {std::move(game), recorder.recorded()};
}

void applyComputers(Table &table, const game::Players &players, const std::vector<std::string> &computers) {
  for (const std::string &c : computers) {
    const auto [side, level] = ai::splitSideLevel(c);
    const ai::SeatLevel chosen = ai::parseComputerSide(players, side, level);
    table.computers[chosen.seat] = chosen.level.name;
  }
}

std::unique_ptr<Host::Impl> start(asio::io_context &io, HostOptions options) {
  if (options.folder.empty()) options.folder = hostFolder();
  std::error_code ec;
  fs::create_directories(options.folder, ec);
  fs::permissions(options.folder, fs::perms::owner_all, fs::perm_options::replace, ec);
  return std::make_unique<Host::Impl>(io, options, hostIdentity(options.folder));
}

} // namespace

Host::Host(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}

Host::~Host() {
  if (!impl_) return;
  *impl_->alive = false;
  impl_->stopped = true;
  for (std::thread &t : impl_->thinkers)
    if (t.joinable()) t.join();
}

std::unique_ptr<Host> Host::open(asio::io_context &io, const std::string &file, HostOptions options) {
  std::unique_ptr<Impl> impl = start(io, options);
  const std::string folder = impl->options.folder;
  // The last table's unfinished game is never lost: set aside, and said.
  if (const auto old = Table::load(folder); old && exists(old->journal))
    impl->say(core::fill(core::tr("the unfinished game of the last table is kept in {file} (amiraute play or "
                                  "referee can load it)"),
                         {{"file", core::setJournalAside(old->journal)}}));
  core::GameRecord record;
  std::string source = file;
  if (core::isGameRecord(file)) {
    record = core::loadRecordOrJournal(file);
  } else {
    record.game = game::gameOf(file).name;
    record.scenario = file;
  }
  const std::uint64_t seed = options.seed ? options.seed : newSeed();
  auto [game, files] = hostRecord(record, seed, source);
  impl->game = std::move(game);
  impl->files = std::move(files);
  Table &t = impl->table;
  t.game = impl->game->gameName();
  t.listen = options.listen;
  t.watchers = options.watchers.value_or(true);
  for (int s = 0; s < impl->game->players().count(); ++s)
    t.tokens.push_back(newToken());
  t.watch_token = newToken();
  applyComputers(t, impl->game->players(), options.computers);
  impl->listen();
  t.address = codeAddress(splitHostPort(t.listen, "127.0.0.1").first, options.address);
  impl->game->keepJournal((fs::path(folder) / "journal").string());
  t.journal = impl->game->journalPath();
  impl->game->settle();
  impl->saveTable();
  std::unique_ptr<Host> host(new Host(std::move(impl)));
  host->impl_->maybeThink();
  return host;
}

std::unique_ptr<Host> Host::resume(asio::io_context &io, HostOptions options) {
  std::unique_ptr<Impl> impl = start(io, options);
  const std::string folder = impl->options.folder;
  const auto kept = Table::load(folder);
  if (!kept)
    throw std::runtime_error(
        core::fill(core::tr("no hosted game to resume in {folder}"), {{"folder", folder}}));
  Table t = *kept;
  std::string journal = t.journal;
  const std::string open_suffix = ".journal.yaml";
  if (!exists(journal) && journal.size() > open_suffix.size() &&
      journal.compare(journal.size() - open_suffix.size(), open_suffix.size(), open_suffix) == 0) {
    // Finished since: its journal was renamed (….finished.yaml).
    const std::string finished = journal.substr(0, journal.size() - open_suffix.size()) + ".finished.yaml";
    if (exists(finished)) journal = finished;
  }
  const core::GameRecord record = core::loadJournal(journal);
  auto [game, files] = hostRecord(record, record.seed, journal);
  impl->game = std::move(game);
  impl->files = std::move(files);
  if (options.listen_given) t.listen = options.listen;
  if (!options.address.empty()) t.address = options.address;
  if (options.watchers) t.watchers = *options.watchers;
  impl->table = t;
  applyComputers(impl->table, impl->game->players(), options.computers);
  impl->listen();
  impl->game->keepJournal((fs::path(folder) / "journal").string(), journal);
  impl->table.journal = impl->game->journalPath();
  impl->game->settle();
  impl->saveTable();
  impl->say(
      core::fill(core::trn("resumed {n} action from the journal", "resumed {n} actions from the journal",
                           static_cast<long>(impl->game->actionCount())),
                 {{"n", std::to_string(impl->game->actionCount())}}));
  std::unique_ptr<Host> host(new Host(std::move(impl)));
  host->impl_->maybeThink();
  return host;
}

std::uint16_t Host::port() const { return splitHostPort(impl_->table.listen, "127.0.0.1").second; }

std::vector<JoinCode> Host::codes() const {
  return codesOf(impl_->table, impl_->identity.fingerprint, port());
}

const referee::HostedMatch &Host::game() const { return *impl_->game; }

bool Host::stopped() const { return impl_->stopped; }

std::size_t Host::connections() const { return impl_->conns.size(); }

void Host::stop() {
  if (impl_->stopped) return;
  impl_->stopped = true;
  std::error_code ec;
  impl_->acceptor.close(ec);
  for (const auto &c : std::vector<std::shared_ptr<Conn>>(impl_->conns))
    c->close();
}

std::string Host::console(const std::string &text) {
  Impl &h = *impl_;
  const std::vector<std::string> words = [&] {
    try {
      return core::splitCommand(text);
    } catch (const std::exception &) {
      return std::vector<std::string>{};
    }
  }();
  if (words.empty()) return "";
  const std::string &verb = words[0];
  const game::Players players = h.game->players();
  const auto seatOf = [&](const std::string &side) {
    return ai::parseComputerSide(players, side, "normal").seat;
  };
  try {
    if (verb == "codes" && words.size() == 1) {
      std::string out;
      for (const JoinCode &c : codes())
        out += (out.empty() ? "" : "\n") + h.seatName(c.seat) + "  " + formatCode(c);
      return out;
    }
    if (verb == "token" && words.size() == 2) {
      const int seat = seatOf(words[1]);
      h.table.tokens[static_cast<std::size_t>(seat)] = newToken();
      h.saveTable();
      for (const auto &c : std::vector<std::shared_ptr<Conn>>(h.conns))
        if (c->seated() && c->seat() == seat) c->bye(core::tr("the host changed this seat's code"));
      return core::fill(
          core::tr("{side}'s new code: {code}"),
          {{"side", h.seatName(seat)}, {"code", formatCode(codes()[static_cast<std::size_t>(seat)])}});
    }
    if (verb == "ai" && words.size() == 2) {
      const auto [side, level] = ai::splitSideLevel(words[1]);
      const ai::SeatLevel chosen = ai::parseComputerSide(players, side, level);
      h.table.computers[chosen.seat] = chosen.level.name;
      h.saveTable();
      h.broadcastSeats();
      h.maybeThink();
      return core::fill(core::tr("the computer plays {side} ({level})"),
                        {{"side", h.seatName(chosen.seat)}, {"level", ai::levelLabel(chosen.level.name)}});
    }
    if (verb == "human" && words.size() == 2) {
      const int seat = seatOf(words[1]);
      h.table.computers.erase(seat);
      h.table.away.erase(seat);
      h.saveTable();
      h.broadcastSeats();
      return core::fill(core::tr("{side} is played by a person"), {{"side", h.seatName(seat)}});
    }
    if ((verb == "seats" || verb == "status") && words.size() == 1) {
      const json seats = h.seatsJson();
      std::string out =
          core::fill(core::tr("{game}: {n} actions; {who}"),
                     {{"game", h.game->title()},
                      {"n", std::to_string(h.game->actionCount())},
                      {"who", h.game->over()          ? std::string(core::tr("the game is over"))
                              : h.game->toMove() >= 0 ? core::fill(core::tr("{side} to play"),
                                                                   {{"side", h.seatName(h.game->toMove())}})
                                                      : std::string()}});
      for (const auto &s : seats)
        out += "\n  " + s["name"].get<std::string>() + ": " +
               (s["connected"].get<bool>() ? std::string(core::tr("connected"))
                                           : std::string(core::tr("not connected"))) +
               (s["computer"].is_null()
                    ? std::string()
                    : " — " + core::fill(core::tr("the computer plays ({level})"),
                                         {{"level", ai::levelLabel(s["computer"].get<std::string>())}}));
      return out;
    }
    if (verb == "help")
      return core::tr(R"(codes               every seat's join code (and the watchers')
token SEAT          a new code for that seat (its device is let go)
ai SEAT[:LEVEL]     the computer plays that seat (random, greedy, easy, normal, hard)
human SEAT          a person plays it again
seats | status      who is connected, who is to play
quit                stop the host (the journal keeps the game: amiraute host --resume))");
  } catch (const std::exception &e) {
    return core::fill(core::tr("error: {message}"), {{"message", e.what()}});
  }
  return core::fill(core::tr("unknown command '{command}': type help"),
                    {{"command", core::escapeForDisplay(verb)}});
}

} // namespace amiraute::net
