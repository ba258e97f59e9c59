// Fuzz target `record`: any bytes as a saved game (or a journal), loaded by a referee of each
// game's first shipped scenario (the first byte picks it): parsed, checked, replayed.
#include "FuzzSupport.h"

#include "referee/Referee.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  using namespace amiraute;
  if (size == 0) return 0;
  const auto &scenarios = fuzz::shippedScenarios();
  if (scenarios.empty()) return 0;
  const std::string &scenario = scenarios[data[0] % scenarios.size()];
  // In the scenario's folder, so `scenario: small.yaml` names a real one.
  const std::string placed = fuzz::writeInput(
      (fuzz::fs::path(scenario).parent_path().lexically_relative(fuzz::sandbox()) / "fuzz-record.yaml").string(),
      data + 1, size - 1);
  try {
    auto referee = referee::openReferee(scenario, 1);
    (void)referee::answerLine(*referee, "load " + placed + " force");
    (void)referee::answerLine(*referee, "status");
  } catch (const std::exception &) {
  }
  return 0;
}
