#include "cli/LineEditor.h"

#include "core/Command.h"
#include "core/Journal.h"
#include "core/Utf8.h"

#include <editline/readline.h>

#include <algorithm>
#include <cerrno>
#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <langinfo.h>
#include <unistd.h>

namespace amiraute::cli {

namespace {

referee::Referee *g_referee = nullptr;
std::vector<std::string> g_matches;

/// What Ctrl-C asked while a line was being typed.
enum class Interrupt { None, ClearLine, Leave };
Interrupt g_interrupt = Interrupt::None;

/// The bytes of each character read as U+FFFD, in order: empty for a real U+FFFD, else the bytes
/// that were not UTF-8.
std::vector<std::string> g_replaced;
/// A byte read ahead of time (it did not continue the character before it), or -1.
int g_pending = -1;

constexpr const char *kReplacement = "\xEF\xBF\xBD";

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

int nextByte(FILE *stream) {
  if (g_pending >= 0) {
    const int b = g_pending;
    g_pending = -1;
    return b;
  }
  unsigned char c = 0;
  while (true) {
    const ssize_t n = ::read(::fileno(stream), &c, 1);
    if (n == 1) return c;
    if (n < 0 && errno == EINTR) continue; // a resized window: libedit has seen to it
    return EOF;
  }
}

/// libedit reads each key through here: the bytes are decoded as UTF-8, and bytes that are not
/// UTF-8 (which libedit would drop without a word) come back as U+FFFD, their bytes kept in
/// g_replaced so that the line can be refused showing them.
int readKey(FILE *stream) {
  const int first = nextByte(stream);
  if (first == EOF || first < 0x80) return first;
  const std::size_t length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1;
  std::string bytes(1, static_cast<char>(first));
  while (bytes.size() < length) {
    const int next = nextByte(stream);
    if (next == EOF) break;
    if ((next & 0xC0) != 0x80) {
      g_pending = next;
      break;
    }
    bytes += static_cast<char>(next);
  }
  if (bytes.size() == length && length > 1 && core::isUtf8(bytes)) {
    char32_t code = static_cast<unsigned char>(bytes[0]) & (0x7F >> length);
    for (std::size_t i = 1; i < bytes.size(); ++i)
      code = (code << 6) | (static_cast<unsigned char>(bytes[i]) & 0x3F);
    if (code == 0xFFFD) g_replaced.emplace_back(); // a real one, typed as such
    return static_cast<int>(code);
  }
  g_replaced.push_back(bytes);
  return 0xFFFD;
}

/// Ctrl-C, bound as a key while a line is typed: a half-typed line is dropped, an empty one
/// leaves. Either way the line ends (readline returns nothing).
int onCtrlC(int, int) {
  g_interrupt = ::rl_end > 0 ? Interrupt::ClearLine : Interrupt::Leave;
  ::rl_done = 1;
  return 0;
}

/// Before each line: readline sets the terminal afresh every time, so Ctrl-C is made a key again
/// here (not a signal that would end the program with the line half typed).
int beforeEachLine() {
  ::rl_parse_and_bind("setty -d -isig");
  ::rl_parse_and_bind("bind ^C amiraute-interrupt");
  return 0;
}

/// The words of a line, even one whose quotes do not close.
std::vector<std::string> wordsOf(const std::string &line) {
  try {
    return core::splitCommand(line);
  } catch (const std::exception &) {
    std::vector<std::string> words;
    std::size_t i = 0;
    while ((i = line.find_first_not_of(" \t", i)) != std::string::npos) {
      const std::size_t end = line.find_first_of(" \t", i);
      words.push_back(line.substr(i, end == std::string::npos ? std::string::npos : end - i));
      i = end;
    }
    return words;
  }
}

/// Wipe the line just typed — with the screen and its scrollback, wherever the typing was echoed
/// (a line typed ahead while the referee was busy too) — and write it again with only its first
/// `shown` words, the rest as "…".
void wipeTypedLine(const std::string &prompt, const std::string &line, std::size_t shown) {
  std::string again;
  const std::vector<std::string> words = wordsOf(line);
  for (std::size_t i = 0; i < shown && i < words.size(); ++i)
    again += (again.empty() ? "" : " ") + core::quoteWord(words[i]);
  std::cout << referee::kClearScreen << prompt << again << " …" << std::endl;
}

/// A terminal that shows UTF-8: libedit needs LC_CTYPE to draw é and to hand it back.
void utf8Terminal() {
  const char *chosen = std::setlocale(LC_CTYPE, "");
  if (!chosen || std::strcmp(::nl_langinfo(CODESET), "UTF-8") != 0) std::setlocale(LC_CTYPE, "C.UTF-8");
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

std::string restoreInvalidBytes(const std::string &line, const std::vector<std::string> &invalid) {
  const bool any =
      std::any_of(invalid.begin(), invalid.end(), [](const std::string &b) { return !b.empty(); });
  if (!any) return line;
  std::string out;
  std::size_t next = 0, from = 0, at = 0;
  while ((at = line.find(kReplacement, from)) != std::string::npos) {
    out += line.substr(from, at - from);
    // Bytes deleted while editing leave fewer replacements than were typed: the last ones stand
    // for the rest (the line is refused either way).
    const std::string &bytes = invalid[std::min(next, invalid.size() - 1)];
    out += bytes.empty() ? std::string(kReplacement) : bytes;
    ++next;
    from = at + 3;
  }
  return out + line.substr(from);
}

std::string historyFile() {
  return (std::filesystem::path(core::journalFolder()).parent_path() / "history").string();
}

int runInteractiveReferee(referee::Referee &referee, const std::string &note) {
  referee::guardTerminal(); // before libedit changes anything: the settings a signal puts back
  utf8Terminal();
  g_referee = &referee;
  ::rl_readline_name = const_cast<char *>("amiraute");
  ::rl_attempted_completion_function = complete;
  ::rl_getc_function = readKey;
  ::rl_pre_input_hook = beforeEachLine;
  const std::string history = historyFile();
  std::error_code ec;
  std::filesystem::create_directories(std::filesystem::path(history).parent_path(), ec);
  ::using_history(); // initialises libedit
  ::rl_add_defun("amiraute-interrupt", onCtrlC, 3);
  ::read_history(history.c_str());
  ::stifle_history(1000);

  std::cout << referee::opening(referee, note) << std::endl;
  while (true) {
    referee::setGoodbye(referee.farewell().text);
    const std::string prompt = core::escapeForDisplay(referee.prompt());
    g_interrupt = Interrupt::None;
    g_replaced.clear();
    g_pending = -1;
    char *raw = ::readline(prompt.c_str());
    // Until the next line is read, what is typed ahead is not echoed: an order typed while the
    // referee answers or thinks would stay on the screen (libedit echoes it itself, then).
    referee::quietTerminal();
    if (!raw && g_interrupt == Interrupt::ClearLine) {
      std::cout << "^C" << std::endl;
      continue;
    }
    if (!raw && g_interrupt == Interrupt::Leave) {
      std::cout << "^C" << std::endl;
      const referee::Reply bye = referee.quit();
      if (!bye.text.empty()) std::cout << bye.text << std::endl;
      referee::restoreTerminal();
      return 130; // as a program ended by Ctrl-C
    }
    if (!raw) break; // Ctrl-D, or the terminal closed
    const std::string line = restoreInvalidBytes(raw, g_replaced);
    std::free(raw);
    if (line.find_first_not_of(" \t") == std::string::npos) continue;
    const std::optional<std::size_t> secret = referee.typedSecret(wordsOf(line));
    if (secret)
      wipeTypedLine(prompt, line, *secret);
    else if (core::isUtf8(line)) {
      ::add_history(line.c_str());
      ::write_history(history.c_str());
    }
    const referee::Reply reply = referee::answerLine(referee, line);
    if (reply.data.contains("quit")) {
      if (!reply.text.empty()) std::cout << reply.text << std::endl;
      referee::restoreTerminal();
      return 0;
    }
    referee::present(reply, referee::Audience::Table, std::cin, std::cout);
  }
  const referee::Reply bye = referee.quit();
  std::cout << std::endl;
  if (!bye.text.empty()) std::cout << bye.text << std::endl;
  referee::restoreTerminal();
  return 0;
}

} // namespace amiraute::cli
