#include "cli/Net.h"

#include "cli/LineEditor.h"
#include "core/I18n.h"
#include "net/Seat.h"

#include <asio/io_context.hpp>
#include <asio/post.hpp>
#include <asio/signal_set.hpp>

#include <csignal>
#include <iostream>
#include <mutex>
#include <thread>
#include <unistd.h>

namespace amiraute::cli {

using core::fill;
using core::tr;

namespace {

std::mutex out_mutex; ///< the console is written from the network's thread too

void sayLine(std::ostream &out, const std::string &text) {
  if (text.empty()) return;
  std::lock_guard lock(out_mutex);
  out << text << (text.back() == '\n' ? "" : "\n") << std::flush;
}

std::string codesText(const net::Host &host) {
  std::string out;
  const game::Players players = host.game().players();
  for (const net::JoinCode &c : host.codes()) {
    const std::string who = c.seat == net::kWatcher ? std::string(tr("watchers"))
                                                    : players.names[static_cast<std::size_t>(c.seat)];
    out += "  " + who + std::string(who.size() < 10 ? 10 - who.size() : 1, ' ') + net::formatCode(c) + "\n";
  }
  return out;
}

} // namespace

int hostCommand(const std::string &file, net::HostOptions options, bool resume, bool codes_only) {
  options.say = [](const std::string &text) { sayLine(std::cerr, text); };
  try {
    if (codes_only) {
      const std::string folder = options.folder.empty() ? net::hostFolder() : options.folder;
      for (const net::JoinCode &c : net::keptCodes(folder))
        std::cout << net::formatCode(c) << "\n";
      return 0;
    }
    asio::io_context io;
    std::unique_ptr<net::Host> host =
        resume ? net::Host::resume(io, options) : net::Host::open(io, file, options);
    sayLine(std::cout,
            fill(tr("Hosting {title} on port {port}. Each player joins with his own code (it is his seat: "
                    "give it to him alone):"),
                 {{"title", host->game().title()}, {"port", std::to_string(host->port())}}) +
                "\n" + codesText(*host) +
                tr("  amiraute referee --join CODE   (a terminal)\n"
                   "Type help for the host's commands; quit stops it (the journal keeps the game: "
                   "amiraute host --resume)."));
    asio::signal_set signals(io, SIGINT, SIGTERM);
    signals.async_wait([&](const std::error_code &ec, int) {
      if (ec) return;
      host->stop();
      io.stop();
    });
    // The host's console: lines typed at its terminal are done on the network's thread. A host
    // started without a terminal (stdin at its end) goes on until it is killed.
    const bool console = isatty(0) != 0;
    std::thread([&io, &host, console] {
      std::string typed;
      while (std::getline(std::cin, typed)) {
        asio::post(io, [&io, &host, typed] {
          if (typed == "quit" || typed == "exit") {
            host->stop();
            io.stop();
            return;
          }
          sayLine(std::cout, host->console(typed));
        });
      }
      if (console)
        asio::post(io, [&io, &host] {
          host->stop();
          io.stop();
        });
    }).detach();
    io.run();
    sayLine(std::cerr, tr("the host has stopped; amiraute host --resume takes the game up again"));
    std::cout.flush();
    // The console's reader may still wait for a line: leave without waiting for it.
    std::_Exit(0);
  } catch (const std::exception &e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
}

std::shared_ptr<net::RemoteSeat> joinHost(const std::string &code_text, const std::string &via,
                                          std::function<void(const nlohmann::json &)> on_event) {
  net::RemoteSeat::Options options;
  try {
    options.code = net::parseCode(code_text);
  } catch (const std::exception &e) {
    std::cerr << e.what() << "\n";
    return nullptr;
  }
  options.via = via;
  options.on_event = std::move(on_event);
  auto seat = std::make_shared<net::RemoteSeat>(options);
  if (!seat->waitWelcome(std::chrono::seconds(20))) {
    const std::string why = seat->linkText();
    std::cerr << (why.empty() ? std::string(tr("the host does not answer")) : why) << "\n";
    return nullptr;
  }
  return seat;
}

int joinReferee(const std::string &code_text, const std::string &via, bool json) {
  // What the others do, said as it happens (text mode; a script asks with `log`).
  struct News {
    std::mutex mu;
    std::weak_ptr<net::RemoteSeat> seat;
    std::size_t said = 0;
    bool ready = false;
  };
  auto news = std::make_shared<News>();
  std::function<void(const nlohmann::json &)> on_event;
  if (!json)
    on_event = [news](const nlohmann::json &j) {
      std::lock_guard lock(news->mu);
      const std::string type = j.value("t", "");
      if (type == "view") {
        auto seat = news->seat.lock();
        std::string text = net::newsOf(j, news->said);
        // At a terminal the news starts on a line of its own, below the prompt being typed at.
        if (news->ready && seat && !seat->awaiting() && !text.empty())
          sayLine(std::cout, (isatty(1) ? "\n" : "") + text);
      } else if (type == "link" && news->ready) {
        const std::string link = j.value("link", "");
        if (link == "connected")
          sayLine(std::cout, tr("(connected to the host again)"));
        else if (link != "closed")
          sayLine(std::cout, "(" + j.value("text", std::string()) + ")");
      } else if (type == "error" && news->ready) {
        sayLine(std::cout, "(" + j.value("error", std::string()) + ")");
      }
    };
  auto seat = joinHost(code_text, via, on_event);
  if (!seat) return 1;
  {
    std::lock_guard lock(news->mu);
    news->seat = seat;
  }
  net::SeatTerminal terminal;
  try {
    terminal = net::openSeatTerminal(seat);
  } catch (const std::exception &e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
  {
    std::lock_guard lock(news->mu);
    news->ready = true;
  }
  core::FileOverlay overlay(terminal.files); // any file the referee reads is the host's
  const std::string note =
      terminal.side.empty()
          ? std::string(tr("You watch this game: you see what the whole table may see."))
          : fill(tr("You play {side}. What the other seats hide never reaches this machine."),
                 {{"side", terminal.side}});
  int code = 0;
  if (!json && isatty(0) && isatty(1))
    code = runInteractiveReferee(*terminal.referee, note);
  else
    code = referee::runRefereeLoop(*terminal.referee, std::cin, std::cout, json, isatty(0) != 0, note);
  terminal.referee.reset();
  seat->stop();
  return code;
}

} // namespace amiraute::cli
