#include "game/Referee.h"

#include "core/Command.h"

#include <iostream>

namespace amiraute::game {

Reply Reply::error(const std::string &message) {
  return Reply{nlohmann::json{{"ok", false}, {"error", message}}, "error: " + message};
}

Reply Reply::ok(nlohmann::json data, std::string text) {
  data["ok"] = true;
  return Reply{std::move(data), std::move(text)};
}

int runRefereeLoop(Referee &referee, std::istream &in, std::ostream &out, bool json, bool interactive) {
  if (interactive && !json) out << referee.banner() << std::endl;
  std::string line;
  while (true) {
    if (interactive && !json) out << referee.prompt() << std::flush;
    if (!std::getline(in, line)) break;
    std::vector<std::string> words;
    Reply reply;
    try {
      words = core::splitCommand(line);
    } catch (const core::CommandError &e) {
      reply = Reply::error(e.what());
    }
    if (reply.data.is_null()) {
      if (words.empty()) continue;
      if (words[0] == "quit" || words[0] == "exit") break;
      try {
        reply = referee.handle(words);
      } catch (const std::exception &e) {
        reply = Reply::error(e.what());
      }
    }
    if (json)
      out << reply.data.dump() << std::endl;
    else
      out << reply.text << std::endl;
  }
  if (interactive && !json) out << std::endl;
  return 0;
}

} // namespace amiraute::game

#include "game/GameReferee.h"

namespace amiraute::game {

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

} // namespace amiraute::game
