// Every shipped scenario prints its whole kit without a display in under 2 s (issue 22): this
// program prints each scenario under scenarios/ to a PDF in a temporary folder, as
// `amiraute print SCENARIO -o kit.pdf` does (A4, the defaults), and reports each time, the slowest
// and whether it is within the bar. Times, not tests: run it with tools/benchmarks.
#include "core/Files.h"
#include "print/Kits.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

namespace fs = std::filesystem;

std::vector<std::string> shippedScenarios() {
  std::vector<std::string> out;
  const fs::path root = amiraute::core::findDataFile("scenarios");
  for (const auto &entry : fs::recursive_directory_iterator(root))
    if (entry.is_regular_file() && entry.path().extension() == ".yaml")
      out.push_back(fs::relative(entry.path(), root).string());
  std::sort(out.begin(), out.end());
  return out;
}

std::string pdfPath() {
  return (fs::temp_directory_path() / ("amiraute-print-bench-" + std::to_string(::getpid()) + ".pdf"))
      .string();
}

void printScenario(benchmark::State &state, const std::string &scenario) {
  const std::string path = amiraute::core::findDataFile("scenarios/" + scenario);
  amiraute::print::Options options;
  options.paper = amiraute::print::a4();
  const std::string pdf = pdfPath();
  for (auto _ : state) {
    const std::string why = amiraute::print::printKit(path, pdf, options);
    if (!why.empty()) {
      state.SkipWithError(why.c_str());
      break;
    }
  }
  std::error_code ec;
  state.counters["KiB"] = static_cast<double>(fs::file_size(pdf, ec)) / 1024;
  fs::remove(pdf, ec);
}

class Slowest : public benchmark::ConsoleReporter {
public:
  void ReportRuns(const std::vector<Run> &runs) override {
    for (const Run &r : runs)
      if (r.run_type == Run::RT_Iteration && !r.error_occurred) {
        const double seconds = r.GetAdjustedRealTime() / 1e3; // reported in ms
        if (seconds > slowest) {
          slowest = seconds;
          name = r.benchmark_name();
        }
        ++count;
      } else if (r.error_occurred) {
        ++failed;
      }
    ConsoleReporter::ReportRuns(runs);
  }
  double slowest = 0;
  std::string name;
  int count = 0, failed = 0;
};

} // namespace

int main(int argc, char **argv) {
  for (const std::string &scenario : shippedScenarios())
    benchmark::RegisterBenchmark(("print/" + scenario).c_str(),
                                 [scenario](benchmark::State &s) { printScenario(s, scenario); })
        ->Unit(benchmark::kMillisecond)
        ->Iterations(3);
  benchmark::Initialize(&argc, argv);
  Slowest reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  std::printf("%d scenarios printed, %d failed; slowest %s: %.2f s (bar: under 2 s) — %s\n", reporter.count,
              reporter.failed, reporter.name.c_str(), reporter.slowest,
              reporter.failed == 0 && reporter.slowest < 2.0 ? "met" : "NOT MET");
  benchmark::Shutdown();
  return reporter.failed == 0 ? 0 : 1;
}
