#pragma once
// A host on this machine's loopback, on its own thread, and seats joined to it over real TLS
// connections: each seat's copy of the game (game::Match::mirror) and every byte it was sent.
#include "core/Files.h"
#include "game/Match.h"
#include "net/Client.h"
#include "net/Host.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <asio/io_context.hpp>
#include <asio/post.hpp>

#include <filesystem>
#include <future>
#include <memory>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace amiraute::net::test {

inline constexpr std::chrono::seconds kHang{60}; // only a hang guard: nothing here is timed

/// A fresh folder under the test's temporary directory.
inline std::string freshFolder(const std::string &name) {
  const auto folder =
      std::filesystem::temp_directory_path() / ("amiraute-net-" + name + "-" + std::to_string(::getpid()));
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  return folder.string();
}

/// A host serving one game on loopback from its own thread.
struct RunningHost {
  asio::io_context io;
  std::unique_ptr<Host> host;
  std::thread thread;
  std::mutex said_mutex;
  std::string said; ///< what the host said on its console

  RunningHost(const std::string &file, HostOptions options, bool resume = false) {
    options.say = [this](const std::string &text) {
      std::lock_guard lock(said_mutex);
      said += text + "\n";
    };
    host = resume ? Host::resume(io, options) : Host::open(io, file, options);
    thread = std::thread([this] { io.run(); });
  }
  ~RunningHost() { kill(); }

  /// Run `f` on the host's thread and give its result.
  template <class F> auto onHost(F f) {
    std::packaged_task<decltype(f())()> task(std::move(f));
    auto result = task.get_future();
    asio::post(io, [&task] { task(); });
    return result.get();
  }
  /// As a kill -9 would: the thread stops where it is, nothing is said to anyone, the sockets die
  /// with the process's memory. Only the files the host wrote remain.
  void kill() {
    if (!thread.joinable()) return;
    io.stop();
    thread.join();
    host.reset();
  }
  std::vector<JoinCode> codes() {
    return onHost([this] { return host->codes(); });
  }
};

/// One seat (or a watcher) joined over TLS: its connection, every byte it received, and its
/// copy of the game.
template <class G> struct Seat {
  std::shared_ptr<RemoteSeat> remote;
  std::shared_ptr<std::mutex> mutex = std::make_shared<std::mutex>();
  std::shared_ptr<std::string> bytes = std::make_shared<std::string>();
  std::optional<game::Match<G>> copy;

  Seat(const JoinCode &code, std::shared_ptr<const typename G::Rules> rules) {
    RemoteSeat::Options o;
    o.code = code;
    o.retry_first = std::chrono::milliseconds(50);
    o.retry_most = std::chrono::milliseconds(400);
    o.capture = [m = mutex, b = bytes](std::string_view got) {
      std::lock_guard lock(*m);
      b->append(got);
    };
    remote = std::make_shared<RemoteSeat>(o);
    EXPECT_TRUE(remote->waitWelcome(kHang)) << remote->linkText();
    copy.emplace(game::Match<G>::mirror(std::move(rules), remote));
  }
  std::string received() const {
    std::lock_guard lock(*mutex);
    return *bytes;
  }
};

/// True when `haystack` holds `needle` as a JSON string ("…", escaped): an action's text as the
/// actions list would carry it.
inline bool holdsQuoted(const std::string &haystack, const std::string &needle) {
  return haystack.find(nlohmann::json(needle).dump()) != std::string::npos;
}

/// Play the game through the seats' copies until it ends (or `max_actions`): the seat to move
/// chooses among the actions it lists from what it sees (seeded), the host takes it, and every
/// other copy waits for the view that brings it. `after(seat, text)` is called after each.
template <class G>
void playThrough(std::vector<Seat<G> *> seats, std::mt19937_64 &rng, std::size_t max_actions,
                 const std::function<void(int, const std::string &)> &after = {}) {
  for (std::size_t step = 0; step < 4000; ++step) {
    for (Seat<G> *s : seats)
      s->copy->refresh();
    const int who = seats.front()->copy->toMove();
    if (who == game::kTerminal || seats.front()->copy->actions().size() >= max_actions) return;
    ASSERT_GE(who, 0) << "the host leaves chance to move";
    Seat<G> *mover = nullptr;
    for (Seat<G> *s : seats)
      if (s->remote->code().seat == who) mover = s;
    if (!mover) {
      // Nobody here plays that seat: the computer at the host does. Wait for its action.
      const std::size_t now = seats.front()->copy->actions().size();
      ASSERT_TRUE(seats.front()->remote->waitActions(now + 1, kHang)) << "seat " << who << " never played";
      for (Seat<G> *s : seats)
        ASSERT_TRUE(s->remote->waitActions(now + 1, kHang));
      continue;
    }
    game::Match<G> &copy = *mover->copy;
    const auto legal = G::legal(copy.rules(), copy.state());
    ASSERT_FALSE(legal.empty()) << "seat " << who << " lists no action from what it sees";
    const auto action = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
    const std::string text = G::format(copy.rules(), action);
    ASSERT_NO_THROW(copy.submit(action)) << text;
    const std::size_t now = copy.actions().size();
    for (Seat<G> *s : seats)
      if (s != mover) {
        ASSERT_TRUE(s->remote->waitActions(now, kHang)) << "a view never came";
      }
    if (after) after(who, text);
  }
}

} // namespace amiraute::net::test
