#pragma once
// Shared by the benchmark programs: run every benchmark, then print how many times faster each
// candidate is than its baseline in the same run (median of the repetitions).
#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace amiraute::bench {

class MedianCollector : public benchmark::ConsoleReporter {
public:
  void ReportRuns(const std::vector<Run> &runs) override {
    for (const Run &r : runs)
      if (r.run_type == Run::RT_Aggregate && r.aggregate_name == "median")
        medians_[r.run_name.function_name] = r.GetAdjustedRealTime();
    ConsoleReporter::ReportRuns(runs);
  }
  /// Median real time of a benchmark, in its display unit (0 if it did not run).
  double median(const std::string &name) const {
    auto it = medians_.find(name);
    return it == medians_.end() ? 0 : it->second;
  }

private:
  std::map<std::string, double> medians_;
};

/// Run the benchmarks and print "candidate vs baseline" ratios. Returns the process exit code.
inline int runWithRatios(int argc, char **argv,
                         const std::vector<std::pair<std::string, std::string>> &pairs) {
  benchmark::Initialize(&argc, argv);
  MedianCollector reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  for (const auto &[candidate, baseline] : pairs) {
    const double c = reporter.median(candidate), b = reporter.median(baseline);
    if (c > 0 && b > 0)
      std::printf("%s is %.1fx faster than %s (medians, same run)\n", candidate.c_str(), b / c,
                  baseline.c_str());
  }
  benchmark::Shutdown();
  return 0;
}

} // namespace amiraute::bench
