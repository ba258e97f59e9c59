// nautic_deck_measure: the measurement behind NM-DECK-2 (docs/rules/nautic-miles.md, docs/AI.md).
// The printed lists hold 106 cards for a stated 110; which deck makes the better game between
// equal computer players — more naval battles fought, fewer rounds without a capture? For each
// count of "Fin d'alerte" asked, it plays the same games `amiraute arena SCENARIO --side A=LEVEL
// --side B=LEVEL --games N --seed S --jobs 1` plays (the same seeds, the same moves: game i here is
// game i there), and counts along the way:
//   battles     naval battles opened (a warship laid beside a convoy with no battle: NM-BATTLE-1)
//   captures    convoys destroyed and taken (NM-DESTROY-1), and how many by a battle (NM-BATTLE-5)
//   rounds      rounds scored, and those in which nobody captured anything
//   alerts      alerts laid (NM-ALERT-1) and lifted by an end of alert (NM-ALERT-2)
//
//   nautic_deck_measure SCENARIO [--games N] [--level greedy|ITERATIONS] [--seed S]
//                       [--end-of-alert 8,4] [--json] [--from K]
// --from K plays games K .. N-1 only (a batch split over several runs: the games are the same).
#include "ai/Play.h"
#include "core/Files.h"
#include "games/nautic_miles/Game.h"

#include <yaml-cpp/yaml.h>

#include <cmath>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace amiraute;
namespace nm = amiraute::nautic_miles;

struct Tally {
  int games = 0, unfinished = 0, rounds = 0, rounds_without_capture = 0, battles = 0, captures = 0,
      battle_captures = 0, alerts = 0, alerts_lifted = 0;
  long plies = 0;
  std::vector<int> battles_per_game;
};

bool cites(const game::LogEntry &e, const char *clause) {
  for (const std::string &c : e.clauses)
    if (c == clause) return true;
  return false;
}

/// One game as ai::playGame plays it (same seeds), with the counting.
void playOne(const nm::Rules &rules, const ai::Level &level, std::uint64_t seed, Tally &t,
             std::string *json) {
  using G = nm::Game;
  std::mt19937_64 dice_engine(ai::mixSeed(seed, 0xD1CE));
  ai::EngineDice dice(dice_engine);
  nm::State s = G::initial(rules);
  int battles = 0, captures = 0, battle_captures = 0, rounds = 0, dry = 0, alerts = 0, lifted = 0;
  bool captured_this_round = false, finished = false;
  long plies = 0;
  for (int step = 0; step < 20000; ++step) {
    const int who = G::toMove(rules, s);
    if (who == game::kTerminal) {
      finished = true;
      break;
    }
    nm::Action a;
    if (who == game::kChance) {
      a = game::rollChance<G>(rules, s, dice);
    } else {
      a = ai::decide<G>(rules, s, who, level, ai::mixSeed(seed, static_cast<std::uint64_t>(step) + 1)).action;
      ++plies;
      if (a.verb == nm::Verb::Play && a.card != nm::kBack && rules.kind(a.card) == nm::Kind::Warship) {
        const int side = a.row == nm::kOwnRow ? rules.side_of[static_cast<std::size_t>(s.seat)]
                                              : rules.side_of[static_cast<std::size_t>(a.row)];
        if (!s.sides[static_cast<std::size_t>(side)].row[a.convoy].battle.on()) ++battles;
      }
      if (a.verb == nm::Verb::Play && a.card != nm::kBack && rules.kind(a.card) == nm::Kind::Alert) ++alerts;
      if (a.verb == nm::Verb::Play && a.card != nm::kBack && rules.kind(a.card) == nm::Kind::EndOfAlert)
        ++lifted;
    }
    const int round = s.round;
    const bool over = s.phase == nm::Phase::Over;
    game::Step<nm::State> next = G::apply(rules, s, a, game::Narration::Full);
    for (const game::LogEntry &e : next.log)
      if (cites(e, "NM-DESTROY-1")) {
        ++captures;
        captured_this_round = true;
        if (cites(e, "NM-BATTLE-5")) ++battle_captures;
      }
    s = std::move(next.state);
    if (s.round != round || (!over && s.phase == nm::Phase::Over)) {
      ++rounds;
      if (!captured_this_round) ++dry;
      captured_this_round = false;
    }
  }
  ++t.games;
  t.unfinished += finished ? 0 : 1;
  t.rounds += rounds;
  t.rounds_without_capture += dry;
  t.battles += battles;
  t.captures += captures;
  t.battle_captures += battle_captures;
  t.alerts += alerts;
  t.alerts_lifted += lifted;
  t.plies += plies;
  t.battles_per_game.push_back(battles);
  if (json) {
    std::ostringstream o;
    o << "{\"seed\": " << seed << ", \"finished\": " << (finished ? "true" : "false")
      << ", \"rounds\": " << rounds << ", \"rounds_without_capture\": " << dry << ", \"battles\": " << battles
      << ", \"captures\": " << captures << ", \"battle_captures\": " << battle_captures
      << ", \"alerts\": " << alerts << ", \"alerts_lifted\": " << lifted << ", \"plies\": " << plies
      << ", \"scores\": [";
    for (std::size_t i = 0; i < s.sides.size(); ++i)
      o << (i ? ", " : "") << s.sides[i].score / 2.0;
    o << "]}";
    *json = o.str();
  }
}

/// The scenario with `rules.counts.end_of_alert` set.
nm::Rules variant(const std::string &scenario, int end_of_alert) {
  YAML::Node root = YAML::Load(core::readYamlText(scenario));
  root["rules"]["counts"]["end_of_alert"] = end_of_alert;
  YAML::Emitter out;
  out << root;
  return nm::parseRules(out.c_str(), scenario);
}

std::vector<int> readList(const std::string &text) {
  std::vector<int> out;
  std::stringstream in(text);
  std::string item;
  while (std::getline(in, item, ','))
    out.push_back(std::atoi(item.c_str()));
  return out;
}

} // namespace

int main(int argc, char **argv) {
  const auto usage = [] {
    std::cerr << "usage: nautic_deck_measure SCENARIO [--games N] [--level greedy|ITERATIONS] [--seed S]\n"
                 "                           [--end-of-alert 8,4] [--json] [--from K]\n";
    return 2;
  };
  if (argc < 2 || std::string(argv[1]).rfind("--", 0) == 0) return usage();
  const std::string scenario = argv[1];
  int games = 100, from = 0;
  std::uint64_t seed = 1;
  std::string level_text = "greedy";
  std::vector<int> counts = {8, 4};
  bool json = false;
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--json") {
      json = true;
      continue;
    }
    if (i + 1 >= argc) return usage();
    const std::string v = argv[++i];
    if (a == "--games")
      games = std::atoi(v.c_str());
    else if (a == "--level")
      level_text = v;
    else if (a == "--seed")
      seed = std::strtoull(v.c_str(), nullptr, 10);
    else if (a == "--from")
      from = std::atoi(v.c_str());
    else if (a == "--end-of-alert")
      counts = readList(v);
    else
      return usage();
  }
  try {
    const ai::Level level = ai::parseLevel(level_text);
    std::cout << "scenario " << scenario << ", " << games << " games a deck, both seats " << level.name
              << ", seed " << seed << "\n";
    std::cout << "end_of_alert  cards  battles/game  battles/round  rounds  without capture  captures/round  "
                 "by battle  alerts lifted  unfinished\n";
    for (int count : counts) {
      const nm::Rules rules = variant(scenario, count);
      Tally t;
      for (int g = from; g < games; ++g) {
        std::string line;
        playOne(rules, level, ai::mixSeed(seed, static_cast<std::uint64_t>(g)), t, json ? &line : nullptr);
        if (json)
          std::cout << "{\"end_of_alert\": " << count << ", \"game\": " << g << ", " << line.substr(1)
                    << std::endl;
      }
      double mean = static_cast<double>(t.battles) / t.games, var = 0;
      for (int b : t.battles_per_game)
        var += (b - mean) * (b - mean);
      const double se = std::sqrt(var / std::max(1, t.games - 1) / t.games);
      char row[400];
      std::snprintf(row, sizeof row,
                    "%12d  %5d  %6.2f ± %4.2f  %13.2f  %6d  %6d (%4.1f %%)  %14.2f  %9d  %6d / %-6d  %10d\n",
                    count, rules.deck.total(), mean, 1.96 * se,
                    static_cast<double>(t.battles) / std::max(1, t.rounds), t.rounds,
                    t.rounds_without_capture, 100.0 * t.rounds_without_capture / std::max(1, t.rounds),
                    static_cast<double>(t.captures) / std::max(1, t.rounds), t.battle_captures,
                    t.alerts_lifted, t.alerts, t.unfinished);
      std::cout << row << std::flush;
    }
  } catch (const std::exception &e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
  return 0;
}
