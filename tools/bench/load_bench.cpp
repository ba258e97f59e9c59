// Loading a big Haute Mer roster must be linear: `amiraute validate` of 10,000 placed ships in at
// most 0.5 s, and doubling the ships at most 2.2 times the time. This program writes scenarios of
// 2,500 to 20,000 torpedo boats in a grid (two sides) and times what `validate` does — find the
// game, load and check the scenario (classes, names, every base on the table, no two overlapping) —
// then prints the time per doubling.
#include "game/Registry.h"
#include "referee/Registry.h"
#include "core/Files.h"

#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <unistd.h>

namespace {

std::map<int, std::string> made; // ships -> generated file

std::string scenarioFile(int ships) {
  if (auto it = made.find(ships); it != made.end()) return it->second;
  const int columns = static_cast<int>(std::ceil(std::sqrt(ships)));
  const std::string path = (std::filesystem::temp_directory_path() /
                            ("amiraute-load-" + std::to_string(::getpid()) + "-" + std::to_string(ships) + ".yaml"))
                               .string();
  std::ofstream out(path);
  out << "game: haute-mer\ntable: {width: " << 2 * columns + 2 << ", height: " << 2 * columns + 2 << "}\n";
  out << "fleets: [" << std::filesystem::absolute(amiraute::core::findDataFile("fleets/haute-mer/standard.yaml")).string()
      << "]\nsides:\n";
  int k = 0;
  for (const char *side : {"Bleu", "Rouge"}) {
    out << "  - name: " << side << "\n    ships:\n";
    for (int i = 0; i < ships / 2; ++i, ++k)
      out << "      - {name: S" << k << ", class: torpilleur, x: " << 1.5 + 2 * (k % columns)
          << ", y: " << 1.5 + 2 * (k / columns) << ", heading: 0}\n";
  }
  made[ships] = path;
  return path;
}

void BM_Validate(benchmark::State &state) {
  const std::string path = scenarioFile(static_cast<int>(state.range(0)));
  for (auto _ : state)
    amiraute::game::gameOf(path).validate(path);
  state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_Validate)->Arg(2500)->Arg(5000)->Arg(10000)->Arg(20000)->Unit(benchmark::kMillisecond)->Complexity();

class Medians : public benchmark::ConsoleReporter {
public:
  void ReportRuns(const std::vector<Run> &runs) override {
    for (const Run &r : runs)
      if (r.run_type == Run::RT_Iteration) times[r.complexity_n] = r.GetAdjustedRealTime();
    ConsoleReporter::ReportRuns(runs);
  }
  std::map<long long, double> times;
};

} // namespace

int main(int argc, char **argv) {
  benchmark::Initialize(&argc, argv);
  Medians reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  double previous = 0;
  for (const auto &[n, ms] : reporter.times) {
    std::printf("%6lld ships: %8.1f ms%s", n, ms, previous > 0 ? "" : "\n");
    if (previous > 0) std::printf("   (%.2fx the time of half as many)\n", ms / previous);
    previous = ms;
  }
  for (const auto &[n, path] : made)
    std::filesystem::remove(path);
  return 0;
}
