// Each display test has an X server of its own (Xvfb, started before the test and stopped after
// it), so display tests run side by side with each other and with the rest: on one shared server a
// window that opens takes the focus from another test's window (LostFocus ends a drag), which is
// why they once ran one at a time. AMIRAUTE_TEST_DISPLAY=shared keeps the DISPLAY one is given (to
// watch the tests on one's own screen); without Xvfb the given DISPLAY is used too.
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>

namespace {

/// Whether this run only lists the tests (ctest's discovery at build time): no server then.
bool listingOnly() {
  std::ifstream in("/proc/self/cmdline", std::ios::binary);
  const std::string args((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return args.find("--gtest_list_tests") != std::string::npos;
}

class PrivateDisplay {
public:
  PrivateDisplay() {
    const char *mode = std::getenv("AMIRAUTE_TEST_DISPLAY");
    if ((mode && std::strcmp(mode, "shared") == 0) || listingOnly()) return;
    int fds[2];
    if (pipe(fds) != 0) return;
    const pid_t parent = getpid();
    pid_ = fork();
    if (pid_ == 0) {
      close(fds[0]);
      prctl(PR_SET_PDEATHSIG, SIGTERM); // never outlives a test that crashed
      if (getppid() != parent) _exit(1);
      const std::string fd = std::to_string(fds[1]);
      // -noreset: a test that closes its last window and opens another must not meet a server
      // that is resetting.
      execlp("Xvfb", "Xvfb", "-displayfd", fd.c_str(), "-screen", "0", "1600x1000x24", "-nolisten", "tcp",
             "-noreset", static_cast<char *>(nullptr));
      _exit(127);
    }
    close(fds[1]);
    if (pid_ < 0) {
      close(fds[0]);
      return;
    }
    // Xvfb writes its display's number once it accepts connections. Not a timed assertion: after a
    // minute without it the test falls back on the DISPLAY it was given.
    std::string number;
    pollfd p{fds[0], POLLIN, 0};
    char c = 0;
    while (poll(&p, 1, 60000) > 0 && read(fds[0], &c, 1) == 1 && c != '\n')
      number += c;
    close(fds[0]);
    if (number.empty() || c != '\n') {
      std::fprintf(stderr, "no private X server (is Xvfb installed?): the tests use DISPLAY=%s\n",
                   std::getenv("DISPLAY") ? std::getenv("DISPLAY") : "");
      stop();
      return;
    }
    setenv("DISPLAY", (":" + number).c_str(), 1);
  }
  ~PrivateDisplay() { stop(); }
  PrivateDisplay(const PrivateDisplay &) = delete;
  PrivateDisplay &operator=(const PrivateDisplay &) = delete;

private:
  void stop() {
    if (pid_ <= 0) return;
    kill(pid_, SIGTERM);
    waitpid(pid_, nullptr, 0);
    pid_ = -1;
  }
  pid_t pid_ = -1;
};

const PrivateDisplay display;

} // namespace
