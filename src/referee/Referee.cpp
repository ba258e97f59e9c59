#include "referee/Referee.h"

#include "core/Command.h"
#include "core/I18n.h"
#include "core/Utf8.h"

#include <optional>

#include <iostream>

namespace amiraute::referee {

Reply Reply::error(const std::string &message) {
  return Reply{nlohmann::json{{"ok", false}, {"error", message}},
               core::fill(core::tr("error: {message}"), {{"message", message}}), ""};
}

Reply Reply::ok(nlohmann::json data, std::string text) {
  data["ok"] = true;
  return Reply{std::move(data), std::move(text), ""};
}

Reply &Reply::secretOf(const std::string &seat) {
  secret = seat;
  data["secret"] = seat;
  return *this;
}

namespace {

/// Why a typed line cannot be read as a command, or nothing.
std::optional<std::string> unreadable(const std::string &line) {
  if (const auto bad = core::firstInvalidUtf8(line))
    return core::fill(core::tr("the command holds a byte that is not UTF-8 (at column {column}): {line}"),
                      {{"column", std::to_string(*bad + 1)}, {"line", core::escapeForDisplay(line)}});
  for (unsigned char c : line)
    if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7F)
      return core::fill(core::tr("the command holds control characters (an arrow or function key?): {line}"),
                        {{"line", core::escapeForDisplay(line)}});
  return std::nullopt;
}

} // namespace

void present(const Reply &reply, Audience audience, std::istream &in, std::ostream &out) {
  if (audience == Audience::Script)
    out << reply.data.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << std::endl;
  else if (reply.text.empty())
    return;
  else if (audience == Audience::Table && !reply.secret.empty())
    showSecret(reply.secret, reply.text, in, out);
  else
    out << core::escapeForDisplay(reply.text, true) << std::endl;
}

std::string opening(const Referee &referee, const std::string &note) {
  std::string text = referee.banner();
  if (const std::string d = referee.description(); !d.empty()) {
    const std::size_t end = text.find('\n');
    std::string described = d;
    while (!described.empty() && (described.back() == '\n' || described.back() == ' '))
      described.pop_back();
    text = end == std::string::npos ? text + "\n" + described
                                    : text.substr(0, end) + "\n" + described + text.substr(end);
  }
  for (const std::string &more : {referee.notice(), note})
    if (!more.empty()) text += "\n" + more;
  return text;
}

Reply answerLine(Referee &referee, const std::string &raw) {
  std::string line = raw;
  if (!line.empty() && line.back() == '\r') line.pop_back();
  try {
    if (auto why = unreadable(line)) return Reply::error(*why);
    const std::vector<std::string> words = core::splitCommand(line);
    if (words.empty()) {
      const auto first = line.find_first_not_of(" \t");
      const bool comment = first != std::string::npos && line[first] == '#';
      return Reply::ok({{"skipped", comment ? "comment" : "blank"}}, "");
    }
    if (words[0] == "quit" || words[0] == "exit") {
      if (words.size() > 1) return Reply::error(core::tr("quit takes no argument"));
      return referee.quit();
    }
    return referee.handle(words);
  } catch (const std::exception &e) {
    return Reply::error(e.what());
  } catch (...) {
    return Reply::error(core::tr("internal error: the command was not applied"));
  }
}

int runRefereeLoop(Referee &referee, std::istream &in, std::ostream &out, bool json, bool interactive,
                   const std::string &note) {
  const Audience audience = json ? Audience::Script : interactive ? Audience::Table : Audience::Pipe;
  if (interactive && !json) {
    guardTerminal(); // a hidden prompt or a secret on screen is undone by Ctrl-C too
    out << opening(referee, note) << std::endl;
  }
  std::string line;
  while (true) {
    if (interactive && !json) {
      setGoodbye(referee.farewell().text);
      out << referee.prompt() << std::flush;
    }
    if (!std::getline(in, line)) break;
    const Reply reply = answerLine(referee, line);
    if (reply.data.contains("skipped") && !json) continue;
    present(reply, audience, in, out);
    if (reply.data.contains("quit")) return 0;
  }
  // End of input (Ctrl-D, a closed pipe): say where unsaved work is. In --json mode nothing is
  // written past the last answer (a script that wants to know sends `quit` and reads its answer).
  const Reply bye = referee.quit();
  if (!bye.text.empty() && !json) out << bye.text << std::endl;
  if (interactive && !json) out << std::endl;
  return 0;
}

} // namespace amiraute::referee

#include "referee/GameReferee.h"

namespace amiraute::referee {

nlohmann::json logJson(const std::vector<LogEntry> &log) {
  nlohmann::json l = nlohmann::json::array();
  for (const auto &e : log)
    l.push_back({{"text", e.text}, {"clauses", e.clauses}});
  return l;
}

nlohmann::json clausesJson(const std::vector<LogEntry> &log) {
  nlohmann::json c = nlohmann::json::array();
  for (const auto &e : log)
    for (const auto &id : e.clauses)
      if (std::find(c.begin(), c.end(), id) == c.end()) c.push_back(id);
  return c;
}

std::string logText(const std::vector<LogEntry> &log) {
  std::string t;
  for (const auto &e : log)
    t += (t.empty() ? "" : "\n") + e.line();
  return t;
}

Reply rulingReply(const Ruling &ruling) {
  Reply r = Reply::error(ruling.text());
  r.data["clause"] = ruling.clause;
  return r;
}

} // namespace amiraute::referee
