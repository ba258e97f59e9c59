#include "referee/Terminal.h"

#include "core/I18n.h"
#include "core/Utf8.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <iostream>
#include <string>
#include <termios.h>
#include <unistd.h>

namespace amiraute::referee {

namespace {

// What the signal handler reads: plain data only, written before the handler may run.
termios g_saved{};
volatile std::sig_atomic_t g_have_saved = 0;
volatile std::sig_atomic_t g_guarded = 0;
volatile std::sig_atomic_t g_secret_shown = 0;

// The goodbye in two buffers: the handler reads the one `g_goodbye_now` names, which is never the
// one being written.
constexpr std::size_t kGoodbyeMax = 4096;
char g_goodbye[2][kGoodbyeMax];
std::size_t g_goodbye_size[2] = {0, 0};
volatile std::sig_atomic_t g_goodbye_now = 0;

void writeAll(int fd, const char *data, std::size_t size) {
  while (size > 0) {
    const ssize_t n = ::write(fd, data, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    data += n;
    size -= static_cast<std::size_t>(n);
  }
}

extern "C" void onExitSignal(int signal) {
  // Only async-signal-safe calls here: put the terminal back, wipe a secret, say goodbye, and die
  // of the same signal (the handler was reset to the default on entry; the signal stays blocked
  // until we return, then ends the program).
  const int saved_errno = errno;
  if (g_have_saved) ::tcsetattr(STDIN_FILENO, TCSANOW, &g_saved);
  if (g_secret_shown) writeAll(STDOUT_FILENO, kClearScreen, sizeof kClearScreen - 1);
  const int k = g_goodbye_now;
  if (g_goodbye_size[k] > 0) {
    writeAll(STDERR_FILENO, "\n", 1);
    writeAll(STDERR_FILENO, g_goodbye[k], g_goodbye_size[k]);
    writeAll(STDERR_FILENO, "\n", 1);
  }
  errno = saved_errno;
  ::raise(signal);
}

/// Echo off on stdin while alive (when it is a terminal); the settings come back however the
/// scope ends — and the signal handler restores them if the program is killed meanwhile.
class NoEcho {
public:
  NoEcho() {
    if (!::isatty(STDIN_FILENO) || ::tcgetattr(STDIN_FILENO, &old_) != 0) return;
    guardTerminal();
    termios hidden = old_;
    hidden.c_lflag &= ~static_cast<tcflag_t>(ECHO);
    active_ = ::tcsetattr(STDIN_FILENO, TCSANOW, &hidden) == 0;
  }
  ~NoEcho() {
    if (active_) ::tcsetattr(STDIN_FILENO, TCSANOW, &old_);
  }
  NoEcho(const NoEcho &) = delete;
  NoEcho &operator=(const NoEcho &) = delete;

private:
  termios old_{};
  bool active_ = false;
};

} // namespace

void guardTerminal() {
  if (g_guarded) return;
  if (::isatty(STDIN_FILENO) && ::tcgetattr(STDIN_FILENO, &g_saved) == 0) g_have_saved = 1;
  struct sigaction action {};
  action.sa_handler = onExitSignal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESETHAND;
  for (int signal : {SIGINT, SIGTERM, SIGHUP, SIGQUIT})
    ::sigaction(signal, &action, nullptr);
  g_guarded = 1;
}

void setGoodbye(const std::string &text) {
  const int next = 1 - g_goodbye_now;
  const std::size_t n = std::min(text.size(), kGoodbyeMax);
  std::memcpy(g_goodbye[next], text.data(), n);
  g_goodbye_size[next] = n;
  g_goodbye_now = next;
}

void secretOnScreen(bool shown) { g_secret_shown = shown ? 1 : 0; }

std::optional<std::string> readHidden(const std::string &prompt) {
  if (!::isatty(STDIN_FILENO)) return std::nullopt;
  std::cout << prompt << std::flush;
  std::string line;
  bool got = false;
  {
    const NoEcho hidden;
    got = static_cast<bool>(std::getline(std::cin, line));
  }
  std::cout << std::endl;
  if (!got) std::cin.clear(); // Ctrl-D ends this answer, not the terminal
  if (!got) return std::nullopt;
  return line;
}

bool waitForEnter(const std::string &prompt, std::istream &in, std::ostream &out) {
  out << prompt << std::flush;
  std::string line;
  bool got = false;
  if (&in == &std::cin) {
    const NoEcho hidden;
    got = static_cast<bool>(std::getline(in, line));
    if (!got && ::isatty(STDIN_FILENO)) in.clear(); // Ctrl-D ends this wait, not the terminal
  } else {
    got = static_cast<bool>(std::getline(in, line));
  }
  out << std::endl;
  return got;
}

void showSecret(const std::string &seat, const std::string &text, std::istream &in, std::ostream &out) {
  if (!waitForEnter(
          core::fill(core::tr("{seat} only: press Enter when the others look away"), {{"seat", seat}}), in,
          out)) {
    out << core::tr("(not shown)") << std::endl;
    return;
  }
  secretOnScreen(true);
  out << core::escapeForDisplay(text, true) << std::endl;
  waitForEnter(core::fill(core::tr("{seat}: press Enter to clear the screen"), {{"seat", seat}}), in, out);
  out << kClearScreen << std::flush;
  secretOnScreen(false);
  out << core::fill(core::tr("(screen cleared: {seat}'s secrets are hidden again)"), {{"seat", seat}})
      << std::endl;
}

void quietTerminal() {
  termios now{};
  if (!::isatty(STDIN_FILENO) || ::tcgetattr(STDIN_FILENO, &now) != 0) return;
  now.c_lflag &= ~static_cast<tcflag_t>(ECHO);
  ::tcsetattr(STDIN_FILENO, TCSANOW, &now);
}

void restoreTerminal() {
  if (g_have_saved) ::tcsetattr(STDIN_FILENO, TCSANOW, &g_saved);
}

} // namespace amiraute::referee
