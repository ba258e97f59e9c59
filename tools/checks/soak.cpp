// amiraute_soak: many random games of every shipped scenario of every registered game (the
// generic checks of src/game/Checks.h). Every game is played through a Match and its record
// replayed to the live hash; every `--thorough`-th game also checks every promise at every step
// and round-trips the record through a file. Prints one line per scenario and every failure.
//
//   amiraute_soak [--games N] [--thorough K] [--max-steps S] [--game NAME] [--scenario STEM]
//                 [--seed S]
#include "game/Registry.h"
#include "referee/Registry.h"
#include "core/Files.h"

#include <chrono>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <iostream>
#include <string>

int main(int argc, char **argv) {
  using namespace amiraute;
  int games = 10000, thorough = 250, max_steps = 3000;
  std::uint64_t first_seed = 1;
  std::string only, only_scenario;
  const auto usage = [] {
    std::cerr << "usage: amiraute_soak [--games N] [--thorough K] [--max-steps S] [--game NAME] "
                 "[--scenario FILE-STEM]\n"
                 "                     [--seed S]\n";
    return 2;
  };
  for (int i = 1; i < argc; i += 2) {
    const std::string a = argv[i];
    if (i + 1 >= argc) return usage(); // an option without its value, or --help: not a 10,000-game run
    const std::string v = argv[i + 1];
    if (a == "--games")
      games = std::atoi(v.c_str());
    else if (a == "--thorough")
      thorough = std::max(1, std::atoi(v.c_str()));
    else if (a == "--max-steps")
      max_steps = std::atoi(v.c_str());
    else if (a == "--game")
      only = v;
    else if (a == "--scenario")
      only_scenario = v;
    else if (a == "--seed")
      first_seed = std::strtoull(v.c_str(), nullptr, 10);
    else
      return usage();
  }
  int failed_total = 0, ran = 0;
  for (const game::GameEntry &g : game::games()) {
    if (!g.check || (!only.empty() && g.name != only)) continue;
    const std::filesystem::path folder = core::findDataFile("scenarios/" + g.name);
    std::vector<std::string> files;
    for (const auto &f : std::filesystem::directory_iterator(folder))
      if (f.path().extension() == ".yaml" && (only_scenario.empty() || f.path().stem() == only_scenario))
        files.push_back(f.path().string());
    std::sort(files.begin(), files.end());
    for (const auto &scenario : files) {
      ++ran;
      const auto start = std::chrono::steady_clock::now();
      int finished = 0, failed = 0;
      long long steps = 0;
      for (int k = 0; k < games; ++k) {
        game::CheckOptions o;
        o.seed = first_seed + static_cast<std::uint64_t>(k);
        o.max_steps = max_steps;
        o.every_step = k % thorough == 0;
        o.save_and_load = k % thorough == 0;
        game::CheckReport r;
        try {
          r = g.check(scenario, o);
        } catch (const std::exception &e) {
          // A rule engine that throws out of a legal game is a bug to report, not to die of.
          r.failures.push_back(std::string("exception escaped: ") + e.what());
        }
        finished += r.finished;
        steps += r.steps;
        if (!r.failures.empty()) {
          ++failed;
          for (const auto &f : r.failures)
            std::cout << "  FAIL " << scenario << " seed " << o.seed << ": " << f << "\n";
        }
      }
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      std::cout << g.name << " " << std::filesystem::path(scenario).filename().string() << ": " << games
                << " games (" << finished << " to the end, " << steps / std::max(1, games)
                << " actions on average), " << failed << " failed, " << seconds << " s" << std::endl;
      failed_total += failed;
    }
  }
  if (ran == 0) {
    std::cerr << "amiraute_soak: no shipped scenario matches" << (only.empty() ? "" : " --game " + only)
              << (only_scenario.empty() ? "" : " --scenario " + only_scenario) << "\n";
    return 2;
  }
  return failed_total == 0 ? 0 : 1;
}
