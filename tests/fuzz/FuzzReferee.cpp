// Fuzz target `referee`: any bytes as lines typed at the referee of a shipped scenario (the first
// byte picks it). Every line must get an answer and leave a consistent game; nothing may crash.
// Lines that touch files (save, load, resume) are skipped: the record target covers loading.
#include "FuzzSupport.h"

#include "referee/Referee.h"

#include <sstream>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  using namespace amiraute;
  if (size == 0) return 0;
  const auto &scenarios = fuzz::shippedScenarios();
  if (scenarios.empty()) return 0;
  const std::string &scenario = scenarios[data[0] % scenarios.size()];
  std::unique_ptr<referee::Referee> referee;
  try {
    referee = referee::openReferee(scenario, 1);
  } catch (const std::exception &) {
    return 0;
  }
  std::istringstream in(std::string(reinterpret_cast<const char *>(data + 1), size - 1));
  std::string line;
  int lines = 0;
  while (std::getline(in, line) && ++lines <= 64) {
    const std::size_t first = line.find_first_not_of(" \t\"");
    const std::string verb = first == std::string::npos ? "" : line.substr(first, 4);
    if (verb == "save" || verb == "load" || verb == "resu") continue;
    const referee::Reply reply = referee::answerLine(*referee, line);
    if (!reply.data.contains("ok")) __builtin_trap(); // every answer says whether it was accepted
    if (reply.data.contains("quit")) break;
  }
  return 0;
}
