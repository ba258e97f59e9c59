// The computer opponent's speed on one core, for every registered game on its main scenario
// (main-scenarios.txt beside this file): search iterations per second (one decision of 2,000
// iterations) and random play-outs per second (to the end or the play-out limit), each from two
// points of a game: its first real choice (`search_<game>`, often a placement) and the middle of a
// game greedy seats play (`search_middle_<game>`, ai/Probe.h), where the armies are engaged.
// `items_per_second` is the figure; on a loaded machine read the CPU column. The counters say how
// many actions led to the point (`depth`) and how many it offers (`legal`).
#include "ai/Registry.h"
#include "core/Files.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

namespace {
using namespace amiraute;
namespace fs = std::filesystem;

/// Each registered game's main scenario: the line of main-scenarios.txt, or else the first
/// scenario of scenarios/<game>/ by name.
std::map<std::string, std::string> mainScenarios() {
  std::map<std::string, std::string> listed;
  std::ifstream in(core::findDataFile("tools/bench/main-scenarios.txt"));
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    std::string game, file;
    if (line.empty() || line[0] == '#' || !(words >> game >> file)) continue;
    listed[game] = file;
  }
  std::map<std::string, std::string> out;
  for (const std::string &game : ai::computerGames()) {
    if (auto it = listed.find(game); it != listed.end()) {
      out[game] = core::findDataFile(it->second);
      continue;
    }
    std::vector<std::string> files;
    const fs::path folder = core::findDataFile("scenarios/" + game);
    if (fs::is_directory(folder))
      for (const auto &f : fs::directory_iterator(folder))
        if (f.path().extension() == ".yaml") files.push_back(f.path().string());
    std::sort(files.begin(), files.end());
    if (!files.empty()) out[game] = files.front();
  }
  return out;
}

/// The probe of a game's scenario at a point, made once.
const ai::Probe &probeOf(const std::string &game, const std::string &scenario, ai::ProbePoint where) {
  static std::map<std::pair<std::string, ai::ProbePoint>, ai::Probe> made;
  const auto key = std::make_pair(game, where);
  auto it = made.find(key);
  if (it == made.end()) it = made.emplace(key, ai::computerFor(game)->probe(scenario, where)).first;
  return it->second;
}

/// One decision of `iterations` from a point, seed 1, untimed: the root's candidates and visits
/// printed. A fixed amount of work for callgrind, and a fingerprint of the search: two builds that
/// print the same lines searched the same tree.
void fingerprint(const std::string &game, const std::string &scenario, int iterations, ai::ProbePoint where) {
  const ai::Probe &p = probeOf(game, scenario, where);
  const ai::Explanation e = p.decide(iterations, true);
  std::printf("%s (%s, %d actions in): %d legal, %d iterations\n", scenario.c_str(),
              where == ai::ProbePoint::First ? "first choice" : "middle", p.depth, e.legal, e.iterations);
  // The line to the point, one action a line after "#", for replaying it elsewhere.
  for (const std::string &a : p.line)
    std::printf("# %s\n", a.c_str());
  for (const auto &c : e.best)
    std::printf("  %6d %.6f %s\n", c.visits, c.win, c.action.c_str());
}

/// The benchmarks' name for a game: "objectif-villes" -> "objectif_villes".
std::string benchName(std::string game) {
  std::replace(game.begin(), game.end(), '-', '_');
  return game;
}

} // namespace

int main(int argc, char **argv) {
  const std::map<std::string, std::string> scenarios = mainScenarios();
  // `--fixed GAME ITERATIONS [middle]` (GAME as in the benchmarks' names, or `all`): one untimed
  // decision each, its candidates printed (callgrind; comparing two builds' searches).
  if ((argc == 4 || argc == 5) && std::strcmp(argv[1], "--fixed") == 0) {
    const ai::ProbePoint where =
        argc == 5 && std::strcmp(argv[4], "middle") == 0 ? ai::ProbePoint::Middle : ai::ProbePoint::First;
    for (const auto &[game, scenario] : scenarios)
      if (benchName(game) == argv[2] || std::strcmp(argv[2], "all") == 0)
        fingerprint(game, scenario, std::atoi(argv[3]), where);
    return 0;
  }
  for (const auto &[game, scenario] : scenarios)
    for (const ai::ProbePoint where : {ai::ProbePoint::First, ai::ProbePoint::Middle}) {
      const std::string name = (where == ai::ProbePoint::Middle ? "middle_" : "") + benchName(game);
      auto counters = [](benchmark::State &st, const ai::Probe &p) {
        st.counters["depth"] = p.depth;
        st.counters["legal"] = p.legal;
      };
      benchmark::RegisterBenchmark(("search_" + name).c_str(), [=](benchmark::State &st) {
        constexpr int kIterations = 2000;
        const ai::Probe &p = probeOf(game, scenario, where);
        for (auto _ : st) {
          const ai::Explanation e = p.decide(kIterations, false);
          benchmark::DoNotOptimize(e.iterations);
        }
        st.SetItemsProcessed(st.iterations() * kIterations);
        counters(st, p);
      })->Unit(benchmark::kMillisecond);
      benchmark::RegisterBenchmark(("playouts_" + name).c_str(), [=](benchmark::State &st) {
        const ai::Probe &p = probeOf(game, scenario, where);
        std::uint64_t seed = 3;
        for (auto _ : st)
          p.playout(seed++);
        st.SetItemsProcessed(st.iterations());
        counters(st, p);
      })->Unit(benchmark::kMicrosecond);
    }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
