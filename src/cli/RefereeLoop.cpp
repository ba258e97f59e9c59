#include "cli/RefereeLoop.h"

#include "core/Command.h"

#include <iostream>

namespace amiraute::cli {

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

} // namespace amiraute::cli
