// The generic test every game gets (after OpenSpiel's RandomSimTest): from every shipped
// scenario, play random legal actions to the end, and at each step check that a copy equals the
// original, that validate accepts exactly what apply accepts, that replaying the record reaches
// the live state hash, and that save + load round-trips.
#include "Fixture.h"

#include "core/Files.h"
#include "games/haute_mer/Match.h"

#include <cmath>
#include <filesystem>
#include <random>

namespace amiraute::haute_mer::testing {
namespace {

double bearingTo(core::Vec2 from, core::Vec2 to) {
  return core::normalizeHeading(std::atan2(to.x - from.x, to.y - from.y) * 180 / M_PI);
}

/// Candidate actions: legal and illegal ones mixed, so validate/apply agreement is exercised.
std::vector<Action> candidates(const Match &m, std::mt19937 &rng) {
  const Scenario &sc = m.scenario();
  const State &st = m.state();
  std::vector<Action> out;
  std::uniform_real_distribution<double> unit(0, 1);
  if (st.pending) {
    for (Value v : {Value::Movement, Value::Combat, Value::Structure})
      for (int points : {1, 2})
        out.push_back(AllocateDamage{st.pending->ship, v, points});
    return out;
  }
  out.push_back(EndPhase{});
  for (std::size_t i = 0; i < st.ships.size(); ++i) {
    const int s = static_cast<int>(i);
    if (sc.ships[i].side != st.side || st.ships[i].sunk) continue;
    if (st.phase == Phase::Movement) {
      const double left = m.engine().remainingMovement(st, s);
      out.push_back(MoveForward{s, std::max(0.1, left * unit(rng))});
      out.push_back(MoveForward{s, left + 0.5}); // too far
      // Turn towards the nearest enemy, so battles happen.
      double best = 1e9;
      double turn = 45;
      for (std::size_t j = 0; j < st.ships.size(); ++j) {
        if (!m.engine().isEnemy(s, static_cast<int>(j)) || st.ships[j].sunk || !st.ships[j].pose) continue;
        const double d = core::length(st.ships[j].pose->center - st.ships[i].pose->center);
        if (d < best) {
          best = d;
          double delta =
              bearingTo(st.ships[i].pose->center, st.ships[j].pose->center) - st.ships[i].pose->heading_deg;
          while (delta > 180)
            delta -= 360;
          while (delta < -180)
            delta += 360;
          turn = std::clamp(delta, -90.0, 90.0);
        }
      }
      if (std::fabs(turn) > 1) out.push_back(Pivot{s, turn});
      out.push_back(Pivot{s, 120}); // illegal
    } else {
      for (std::size_t j = 0; j < st.ships.size(); ++j) {
        if (!m.engine().isEnemy(s, static_cast<int>(j))) continue;
        out.push_back(Fire{s, static_cast<int>(j), false, std::nullopt, {}});
        if (sc.shipClass(s).torpedoes) out.push_back(Fire{s, static_cast<int>(j), true, std::nullopt, {}});
      }
    }
  }
  return out;
}

bool playRandomly(const std::string &scenario, unsigned seed, int max_steps) {
  SCOPED_TRACE(scenario + " seed " + std::to_string(seed));
  Match m(scenario, seed);
  std::mt19937 rng(seed);
  const std::string save = writeTemp("", ".record.yaml");
  int steps = 0;
  while (!m.state().over && steps < max_steps) {
    std::vector<Action> options = candidates(m, rng);
    // validate and apply agree on every candidate (a Fire is judged with its dice rolled).
    std::vector<Action> legal;
    core::SeededDice dice(seed + steps);
    for (Action a : options) {
      const bool ok = !m.engine().validate(m.state(), a).has_value();
      if (auto *f = std::get_if<Fire>(&a); f && ok) m.engine().roll(m.state(), *f, dice);
      bool applied = true;
      try {
        m.engine().apply(m.state(), a);
      } catch (const RuleViolation &) {
        applied = false;
      }
      EXPECT_EQ(ok, applied) << toText(m.scenario(), a);
      if (ok) legal.push_back(a);
    }
    EXPECT_FALSE(legal.empty()) << "no legal action: the game is stuck";
    if (legal.empty()) return false;
    // Prefer doing things over ending the phase.
    Action pick = legal[rng() % legal.size()];
    if (std::holds_alternative<EndPhase>(pick) && legal.size() > 1 && rng() % 4 != 0)
      pick = legal[1 + rng() % (legal.size() - 1)];
    if (auto *f = std::get_if<Fire>(&pick)) f->faces.clear(); // let the match roll
    const State before = m.state();
    const State copy = before;
    EXPECT_EQ(copy, before);
    EXPECT_EQ(copy.hash(), before.hash());
    m.submit(pick);
    ++steps;
    if (steps % 25 == 0 || m.state().over) {
      m.save(save);
      const Match loaded = Match::load(save, seed);
      EXPECT_EQ(loaded.state(), m.state());
      EXPECT_EQ(loaded.hash(), m.hash());
      if (loaded.hash() != m.hash()) return false;
    }
  }
  std::filesystem::remove(save);
  EXPECT_GT(steps, 10);
  return m.state().over;
}

class HauteMerRandomPlay : public ::testing::TestWithParam<std::string> {};

TEST_P(HauteMerRandomPlay, random_legal_games_replay_and_round_trip) {
  const std::string path = core::findDataFile("scenarios/haute-mer/" + GetParam());
  int finished = 0;
  for (unsigned seed : {1u, 2u, 3u})
    finished += playRandomly(path, seed, 1500) ? 1 : 0;
  // Random fleets that steer at each other do fight it out (or reach the turn limit).
  EXPECT_GE(finished, 1);
}

INSTANTIATE_TEST_SUITE_P(Shipped, HauteMerRandomPlay,
                         ::testing::Values("duel.yaml", "screen.yaml", "battle.yaml"), [](const auto &info) {
                           std::string n = info.param;
                           return n.substr(0, n.find('.'));
                         });

TEST(HauteMerRandomPlay, every_shipped_scenario_is_in_the_list) {
  int count = 0;
  for (const auto &e : std::filesystem::directory_iterator(core::findDataFile("scenarios/haute-mer"))) {
    if (e.path().extension() == ".yaml") ++count;
    EXPECT_NO_THROW(loadScenario(e.path().string())) << e.path();
  }
  EXPECT_EQ(count, 3);
}

} // namespace
} // namespace amiraute::haute_mer::testing
