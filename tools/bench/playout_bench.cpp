// Random play-outs per second on one core, Haute Mer's shipped scenarios: the search's path
// (game::randomPlayout: G::legal, G::apply with the sentences off, the dice drawn at each chance
// node) beside the referee's path in the same run (the same random choices through
// game::Match: every action validated, written, read back and applied with its sentences, every
// roll recorded). The old path of issue 7 (a Match of Haute Mer's own, every candidate validated
// with its refusal sentence) is gone; the referee's path is the baseline that still exists.
//
// Measured (one core, CPU time, a machine shared by several builds, load ~10 on 2 cores): duel
// ~5,500-6,200 games/s, battle ~380-500 (~490 steps a game). The same runs, interleaved, of this
// benchmark built at 5570065 (the first play-out path, every candidate validated in words) gave
// battle 19-26 games/s, and built at 025c7b9 (moves checked base by base only near other ships)
// 190-230: the prepared bases, the near lists and the lighter pivot sweeps of legal() made the
// difference.
#include "core/Dice.h"
#include "core/Files.h"
#include "game/Match.h"
#include "game/Playout.h"
#include "games/haute_mer/Game.h"

#include <benchmark/benchmark.h>

#include "BenchReport.h"

#include <cstdio>
#include <cstring>
#include <memory>
#include <string>

namespace {
using namespace amiraute;
using HM = haute_mer::Game;
constexpr int kMaxSteps = 20000;

const HM::Rules &rules(const std::string &name) {
  static std::map<std::string, std::shared_ptr<const HM::Rules>> loaded;
  auto &r = loaded[name];
  if (!r)
    r = std::make_shared<const HM::Rules>(
        HM::load(core::findDataFile("scenarios/haute-mer/" + name + ".yaml")));
  return *r;
}

void silent(benchmark::State &bs, const std::string &name) {
  const HM::Rules &r = rules(name);
  const HM::State start = HM::initial(r);
  core::SeededDice dice(1);
  std::int64_t games = 0, steps = 0;
  for (auto _ : bs) {
    const auto p = game::randomPlayout<HM>(r, start, dice, kMaxSteps);
    benchmark::DoNotOptimize(p.state);
    steps += p.steps;
    ++games;
  }
  bs.counters["games/s"] = benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
  bs.counters["steps/game"] = static_cast<double>(steps) / static_cast<double>(games);
}

void referee(benchmark::State &bs, const std::string &name) {
  const std::string path = core::findDataFile("scenarios/haute-mer/" + name + ".yaml");
  auto shared = std::make_shared<const HM::Rules>(HM::load(path));
  core::SeededDice pick(1);
  std::int64_t games = 0, steps = 0;
  for (auto _ : bs) {
    game::Match<HM> m(shared, static_cast<std::uint64_t>(games) + 1);
    while (!m.over() && static_cast<int>(m.actions().size()) < kMaxSteps) {
      if (m.toMove() == game::kChance) {
        m.roll();
        continue;
      }
      const auto legal = HM::legal(m.rules(), m.state());
      m.submit(legal[static_cast<std::size_t>(pick.index(static_cast<int>(legal.size())))]);
    }
    steps += static_cast<std::int64_t>(m.actions().size());
    ++games;
  }
  bs.counters["games/s"] = benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
  bs.counters["steps/game"] = static_cast<double>(steps) / static_cast<double>(games);
}

void BM_HauteMer_duel_Silent(benchmark::State &s) { silent(s, "duel"); }
void BM_HauteMer_duel_Match(benchmark::State &s) { referee(s, "duel"); }
void BM_HauteMer_battle_Silent(benchmark::State &s) { silent(s, "battle"); }
void BM_HauteMer_battle_Match(benchmark::State &s) { referee(s, "battle"); }
void BM_HauteMer_screen_Silent(benchmark::State &s) { silent(s, "screen"); }
void BM_HauteMer_screen_Match(benchmark::State &s) { referee(s, "screen"); }

#define PLAYOUT(fn) BENCHMARK(fn)->Unit(benchmark::kMillisecond)->Repetitions(3)->ReportAggregatesOnly(true)
PLAYOUT(BM_HauteMer_duel_Silent);
PLAYOUT(BM_HauteMer_duel_Match);
PLAYOUT(BM_HauteMer_screen_Silent);
PLAYOUT(BM_HauteMer_screen_Match);
PLAYOUT(BM_HauteMer_battle_Silent);
PLAYOUT(BM_HauteMer_battle_Match);

/// `--hashes N`: play seeds 1..N of every scenario once (no timing) and print each final hash, a
/// fixed amount of work for callgrind and a fingerprint of the games to compare two builds by.
int printHashes(int games) {
  for (const char *name : {"duel", "screen", "battle"}) {
    const HM::Rules &r = rules(name);
    for (int seed = 1; seed <= games; ++seed) {
      core::SeededDice dice(static_cast<std::uint64_t>(seed));
      const auto p = game::randomPlayout<HM>(r, HM::initial(r), dice, kMaxSteps);
      std::printf("%s seed %d: %d steps, hash %016llx\n", name, seed, p.steps,
                  static_cast<unsigned long long>(p.state.hash()));
    }
  }
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  if (argc == 3 && std::strcmp(argv[1], "--hashes") == 0) return printHashes(std::atoi(argv[2]));
  // The original path (issue 7 §6: Haute Mer's own Match, every candidate validated with its
  // refusal sentence) is gone, so it cannot run beside the new one: its figures are set against
  // this run's for what they are, numbers from another machine and day.
  const std::string original = "for the original path in issue 7 (its machine, not this run)";
  return amiraute::bench::runWithRatios(argc, argv,
                                        {{"BM_HauteMer_duel_Silent", "BM_HauteMer_duel_Match"},
                                         {"BM_HauteMer_screen_Silent", "BM_HauteMer_screen_Match"},
                                         {"BM_HauteMer_battle_Silent", "BM_HauteMer_battle_Match"}},
                                        {{"duel", "BM_HauteMer_duel_Silent", "games/s", 740, original},
                                         {"battle", "BM_HauteMer_battle_Silent", "games/s", 41, original}});
}
