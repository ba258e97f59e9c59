#include "cli/LineEditor.h"

#include "core/Command.h"
#include "core/Journal.h"
#include "core/Utf8.h"

#include <editline/readline.h>

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <unistd.h>

namespace amiraute::cli {

namespace {

referee::Referee *g_referee = nullptr;
std::vector<std::string> g_matches;
std::string g_goodbye; ///< what a signal handler writes before leaving (kept up to date)

char *matchGenerator(const char *, int state) {
  static std::size_t next = 0;
  if (state == 0) next = 0;
  if (next < g_matches.size()) return ::strdup(g_matches[next++].c_str());
  return nullptr;
}

char **complete(const char *text, int, int) {
  ::rl_attempted_completion_over = 1; // never fall back to file names
  if (!g_referee) return nullptr;
  g_matches = completeWord(text, g_referee->completions());
  if (g_matches.empty()) return nullptr;
  return ::rl_completion_matches(text, matchGenerator);
}

extern "C" void onSignal(int signal) {
  // Only async-signal-safe calls here: write the prepared words and leave.
  if (!g_goodbye.empty()) {
    const char nl = '\n';
    [[maybe_unused]] auto a = ::write(2, &nl, 1);
    [[maybe_unused]] auto b = ::write(2, g_goodbye.data(), g_goodbye.size());
    [[maybe_unused]] auto c = ::write(2, &nl, 1);
  }
  ::_exit(128 + signal);
}

void refreshGoodbye(referee::Referee &referee) {
  const referee::Reply bye = referee.farewell();
  g_goodbye = bye.text;
}

} // namespace

std::vector<std::string> completeWord(const std::string &prefix, const std::vector<std::string> &candidates) {
  std::vector<std::string> out;
  const std::string bare = !prefix.empty() && prefix[0] == '"' ? prefix.substr(1) : prefix;
  for (const auto &c : candidates)
    if (c.compare(0, bare.size(), bare) == 0) out.push_back(core::quoteWord(c));
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::string historyFile() {
  return (std::filesystem::path(core::journalFolder()).parent_path() / "history").string();
}

int runInteractiveReferee(referee::Referee &referee) {
  g_referee = &referee;
  ::rl_readline_name = const_cast<char *>("amiraute");
  ::rl_attempted_completion_function = complete;
  const std::string history = historyFile();
  std::error_code ec;
  std::filesystem::create_directories(std::filesystem::path(history).parent_path(), ec);
  ::using_history();
  ::read_history(history.c_str());
  ::stifle_history(1000);
  std::signal(SIGINT, onSignal);
  std::signal(SIGHUP, onSignal);
  std::signal(SIGTERM, onSignal);

  std::cout << referee.banner() << std::endl;
  if (const std::string n = referee.notice(); !n.empty()) std::cout << n << std::endl;
  refreshGoodbye(referee);
  while (true) {
    const std::string prompt = core::escapeForDisplay(referee.prompt());
    char *raw = ::readline(prompt.c_str());
    if (!raw) break; // Ctrl-D
    std::string line(raw);
    std::free(raw);
    if (line.find_first_not_of(" \t") == std::string::npos) continue;
    ::add_history(line.c_str());
    ::write_history(history.c_str());
    const referee::Reply reply = referee::answerLine(referee, line);
    if (reply.data.contains("quit")) {
      if (!reply.text.empty()) std::cout << reply.text << std::endl;
      return 0;
    }
    if (!reply.text.empty()) std::cout << core::escapeForDisplay(reply.text, true) << std::endl;
    refreshGoodbye(referee);
  }
  const referee::Reply bye = referee.quit();
  std::cout << std::endl;
  if (!bye.text.empty()) std::cout << bye.text << std::endl;
  return 0;
}

} // namespace amiraute::cli
