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
      if (r.run_type == Run::RT_Aggregate && r.aggregate_name == "median") {
        medians_[r.run_name.function_name] = r.GetAdjustedRealTime();
        for (const auto &[counter, value] : r.counters)
          counters_[r.run_name.function_name + "/" + counter] = value;
      }
    ConsoleReporter::ReportRuns(runs);
  }
  /// Median real time of a benchmark, in its display unit (0 if it did not run).
  double median(const std::string &name) const {
    auto it = medians_.find(name);
    return it == medians_.end() ? 0 : it->second;
  }

  /// Median of a counter of a benchmark (0 if it did not run or has no such counter).
  double counter(const std::string &name, const std::string &counter) const {
    auto it = counters_.find(name + "/" + counter);
    return it == counters_.end() ? 0 : it->second;
  }

private:
  std::map<std::string, double> medians_;
  std::map<std::string, double> counters_;
};

/// A figure recorded outside this run (another commit, another machine) to set a counter against:
/// the ratio is printed with where the figure comes from, never as if measured here.
struct RecordedFigure {
  std::string label;     ///< what a reader calls it ("battle")
  std::string benchmark; ///< the benchmark whose median counter is compared
  std::string counter;   ///< e.g. "games/s"
  double value;          ///< the recorded figure, in the counter's unit
  std::string source;    ///< where and how it was measured
};

/// Run the benchmarks and print "candidate vs baseline" ratios, then each counter against its
/// recorded figure. Returns the process exit code.
///
/// The repetitions of all the benchmarks run interleaved in a random order, so that a machine busy
/// for a while (a shared one, a virtual one) slows a candidate and its baseline alike: run one
/// after the other, the same build's hex reach ratio read anywhere from 2.1 to 3.0 in three runs.
/// `--benchmark_enable_random_interleaving=false` on the command line runs them one after the other.
inline int runWithRatios(int argc, char **argv, const std::vector<std::pair<std::string, std::string>> &pairs,
                         const std::vector<RecordedFigure> &recorded = {}) {
  std::vector<char *> args(argv, argv + argc);
  static char interleave[] = "--benchmark_enable_random_interleaving=true";
  args.insert(args.begin() + (argc > 0 ? 1 : 0), interleave); // a later flag of the user's wins
  argc = static_cast<int>(args.size());
  args.push_back(nullptr);
  argv = args.data();
  benchmark::Initialize(&argc, argv);
  MedianCollector reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  for (const auto &[candidate, baseline] : pairs) {
    const double c = reporter.median(candidate), b = reporter.median(baseline);
    if (c > 0 && b > 0)
      std::printf("%s is %.1fx faster than %s (medians, same run)\n", candidate.c_str(), b / c,
                  baseline.c_str());
  }
  for (const RecordedFigure &f : recorded) {
    const double now = reporter.counter(f.benchmark, f.counter);
    if (now > 0 && f.value > 0)
      std::printf("%s: %.0f %s here, %.1fx the %.0f %s recorded %s\n", f.label.c_str(), now,
                  f.counter.c_str(), now / f.value, f.value, f.counter.c_str(), f.source.c_str());
  }
  benchmark::Shutdown();
  return 0;
}

} // namespace amiraute::bench
