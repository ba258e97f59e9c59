// Fuzz target `scenario`: any bytes as a scenario file, loaded by the game its `game:` key names
// (every game of the registry). A YAML error is the expected answer; a crash, a hang, a leak or
// undefined behaviour is a bug.
#include "FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  using namespace amiraute;
  // Beside the shipped ones, so `fleets: [../../fleets/…]` resolves as in a real scenario.
  const std::string path = fuzz::writeInput("scenarios/fuzz/input.yaml", data, size);
  try {
    game::gameOf(path).validate(path);
  } catch (const std::exception &) {
  }
  return 0;
}
