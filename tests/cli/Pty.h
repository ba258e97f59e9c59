#pragma once
// The real `amiraute` in a pseudo-terminal, driven as a person types at it, and a small model of
// the terminal's screen (its visible rows and its scrollback) so that a test can read what a person
// could still read, or scroll back to, after the program moved the cursor and erased.
#include "AmirauteBinary.h"

#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <string>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>
#include <vector>

namespace amiraute::testing {

/// A screen of `columns` x `rows` with an unlimited scrollback above it, fed with what a program
/// writes: printable characters, \r, \n, \b and the few ANSI sequences the referee and libedit use
/// (cursor moves, erase in line and in display, the clearing of the scrollback). Other sequences
/// are skipped.
class Screen {
public:
  Screen(int columns, int rows) : columns_(columns), rows_(rows) { lines_.emplace_back(); }

  void feed(const std::string &bytes) {
    for (unsigned char c : bytes)
      take(c);
  }

  /// Every line a person can see or scroll back to, right-trimmed, joined by \n.
  std::string text() const {
    std::string out;
    for (const auto &line : lines_) {
      std::string l;
      for (const std::string &cell : line)
        l += cell.empty() ? " " : cell;
      while (!l.empty() && l.back() == ' ')
        l.pop_back();
      out += l + "\n";
    }
    return out;
  }

private:
  void take(unsigned char c) {
    if (state_ == State::Escape) {
      state_ = c == '[' ? State::Csi : State::Text;
      params_.clear();
      return;
    }
    if (state_ == State::Csi) {
      if (c >= 0x30 && c <= 0x3F) {
        params_ += static_cast<char>(c);
        return;
      }
      state_ = State::Text;
      csi(static_cast<char>(c));
      return;
    }
    if (!utf8_.empty() || c >= 0x80) { // the bytes of one character
      utf8_ += static_cast<char>(c);
      const unsigned char first = static_cast<unsigned char>(utf8_[0]);
      const std::size_t length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1;
      if (utf8_.size() >= length) {
        put(utf8_);
        utf8_.clear();
      }
      return;
    }
    switch (c) {
    case 0x1B: state_ = State::Escape; return;
    case '\r': column_ = 0; return;
    case '\n': down(); return;
    case '\b':
      if (column_ > 0) --column_;
      return;
    case '\a': return;
    default:
      if (c >= 0x20 && c != 0x7F) put(std::string(1, static_cast<char>(c)));
    }
  }

  int param(int fallback) const {
    if (params_.empty() || params_[0] == '?') return fallback;
    try {
      return std::stoi(params_.substr(0, params_.find(';')));
    } catch (...) {
      return fallback;
    }
  }

  void csi(char final) {
    const int n = param(1);
    switch (final) {
    case 'A': row_ = std::max(top_, row_ - n); return;
    case 'B':
      for (int i = 0; i < n; ++i)
        down();
      return;
    case 'C': column_ = std::min(columns_ - 1, column_ + n); return;
    case 'D': column_ = std::max(0, column_ - n); return;
    case 'G': column_ = std::max(0, n - 1); return;
    case 'H': {
      const std::size_t semi = params_.find(';');
      const int r = param(1);
      const int col = semi == std::string::npos ? 1 : std::atoi(params_.c_str() + semi + 1);
      row_ = top_ + std::max(0, r - 1);
      column_ = std::max(0, col - 1);
      ensure(row_);
      return;
    }
    case 'K': {
      auto &line = lines_[static_cast<std::size_t>(row_)];
      const int mode = param(0);
      if (mode == 0 && static_cast<int>(line.size()) > column_)
        line.resize(static_cast<std::size_t>(column_));
      if (mode == 2) line.clear();
      return;
    }
    case 'J': {
      const int mode = param(0);
      if (mode == 0) {
        auto &line = lines_[static_cast<std::size_t>(row_)];
        if (static_cast<int>(line.size()) > column_) line.resize(static_cast<std::size_t>(column_));
        for (std::size_t r = static_cast<std::size_t>(row_) + 1; r < lines_.size(); ++r)
          lines_[r].clear();
      } else if (mode == 2) {
        for (std::size_t r = static_cast<std::size_t>(top_); r < lines_.size(); ++r)
          lines_[r].clear();
      } else if (mode == 3) { // the scrollback goes
        lines_.erase(lines_.begin(), lines_.begin() + top_);
        row_ -= top_;
        top_ = 0;
      }
      return;
    }
    default: return; // colours, modes: nothing to read
    }
  }

  void down() {
    ++row_;
    ensure(row_);
    if (row_ - top_ >= rows_) top_ = row_ - rows_ + 1; // the top line scrolls into the scrollback
  }

  void ensure(int row) {
    while (static_cast<int>(lines_.size()) <= row)
      lines_.emplace_back();
  }

  void put(const std::string &character) {
    if (column_ >= columns_) { // the margin: on to the next line
      column_ = 0;
      down();
    }
    auto &line = lines_[static_cast<std::size_t>(row_)];
    if (static_cast<int>(line.size()) <= column_) line.resize(static_cast<std::size_t>(column_) + 1);
    line[static_cast<std::size_t>(column_)] = character;
    ++column_;
  }

  enum class State { Text, Escape, Csi };
  int columns_, rows_;
  std::vector<std::vector<std::string>> lines_;
  int row_ = 0, column_ = 0, top_ = 0;
  State state_ = State::Text;
  std::string params_, utf8_;
};

/// `amiraute ARGS` on a pseudo-terminal of `columns` x `rows` (TERM=xterm, English, `env` added).
class PtyRun {
public:
  PtyRun(const std::vector<std::string> &args, const std::vector<std::string> &env, int columns = 120,
         int rows = 40)
      : screen_(columns, rows) {
    winsize size{};
    size.ws_col = static_cast<unsigned short>(columns);
    size.ws_row = static_cast<unsigned short>(rows);
    if (::openpty(&master_, &slave_, nullptr, nullptr, &size) != 0) {
      ADD_FAILURE() << "openpty: " << std::strerror(errno);
      return;
    }
    std::vector<std::string> argv_text = {AMIRAUTE_BINARY};
    argv_text.insert(argv_text.end(), args.begin(), args.end());
    std::vector<std::string> env_text = {"TERM=xterm", "LANG=C.UTF-8", "HOME=" + ::testing::TempDir()};
    env_text.insert(env_text.end(), env.begin(), env.end());
    std::vector<char *> argv, envp;
    for (auto &a : argv_text)
      argv.push_back(a.data());
    argv.push_back(nullptr);
    for (auto &e : env_text)
      envp.push_back(e.data());
    envp.push_back(nullptr);
    pid_ = ::fork();
    if (pid_ == 0) {
      ::setsid();
      ::ioctl(slave_, TIOCSCTTY, 0);
      ::dup2(slave_, 0);
      ::dup2(slave_, 1);
      ::dup2(slave_, 2);
      ::close(master_);
      if (slave_ > 2) ::close(slave_);
      ::execve(AMIRAUTE_BINARY, argv.data(), envp.data());
      ::_exit(127);
    }
  }
  ~PtyRun() {
    if (pid_ > 0 && !ended_) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, &status_, 0);
    }
    if (master_ >= 0) ::close(master_);
    if (slave_ >= 0) ::close(slave_);
  }
  PtyRun(const PtyRun &) = delete;
  PtyRun &operator=(const PtyRun &) = delete;

  /// Keys typed, as bytes ("\r" is Enter, "\x03" Ctrl-C).
  void type(const std::string &keys) {
    ASSERT_EQ(::write(master_, keys.data(), keys.size()), static_cast<ssize_t>(keys.size()));
  }
  /// Read until `text` comes out after what an earlier waitFor found (or the program ends, or a
  /// generous deadline passes: a test never waits on time otherwise). True when it came.
  bool waitFor(const std::string &text) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (true) {
      const std::size_t at = out_.find(text, seen_);
      if (at != std::string::npos) {
        seen_ = at + text.size();
        return true;
      }
      if (std::chrono::steady_clock::now() > deadline || !readSome(200)) return false;
    }
  }
  /// Wait until the line editor holds the terminal (canonical mode off: keys reach it one by one,
  /// Ctrl-C as a key, not a signal). A person cannot type faster than that; a test can.
  bool waitForLineEditor() {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while ((settings().c_lflag & ICANON) != 0) {
      if (std::chrono::steady_clock::now() > deadline || ended_) return false;
      readSome(10);
    }
    return true;
  }
  /// Wait for the program to end (reading what it still writes); its wait status.
  int wait() {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (!ended_ && std::chrono::steady_clock::now() < deadline)
      readSome(100);
    return status_;
  }
  bool ended() const { return ended_; }
  /// Everything written so far, as bytes.
  const std::string &output() const { return out_; }
  /// What a person can see or scroll back to now.
  std::string screen() const { return screen_.text(); }
  /// The terminal's settings now (those the program left, once it has ended).
  termios settings() const {
    termios t{};
    ::tcgetattr(slave_, &t);
    return t;
  }

private:
  /// Read what is there within `ms` milliseconds; false once the program has ended and nothing is
  /// left to read.
  bool readSome(int ms) {
    pollfd p{master_, POLLIN, 0};
    if (::poll(&p, 1, ms) > 0 && (p.revents & POLLIN)) {
      char buffer[4096];
      const ssize_t n = ::read(master_, buffer, sizeof buffer);
      if (n > 0) {
        out_.append(buffer, static_cast<std::size_t>(n));
        screen_.feed(std::string(buffer, static_cast<std::size_t>(n)));
        return true;
      }
    }
    if (!ended_ && ::waitpid(pid_, &status_, WNOHANG) == pid_) ended_ = true;
    if (ended_) { // drain what is left
      pollfd q{master_, POLLIN, 0};
      return ::poll(&q, 1, 0) > 0 && (q.revents & POLLIN);
    }
    return true;
  }

  int master_ = -1, slave_ = -1;
  pid_t pid_ = -1;
  int status_ = 0;
  bool ended_ = false;
  std::string out_;
  std::size_t seen_ = 0;
  Screen screen_;
};

} // namespace amiraute::testing
