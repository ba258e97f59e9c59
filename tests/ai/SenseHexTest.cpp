// The computer's sense on hex boards (issue 24): blunders a person saw at `easy`, each at the
// iterations `easy` reaches in its 0.1 s on a 2-core machine (docs/AI.md, Speed), over several seeds.
#include "GreedyGames.h"
#include "ai/Search.h"
#include "core/Files.h"
#include "core/hex/Grid.h"
#include "games/detroits/Game.h"
#include "games/planetes/Game.h"

#include <gtest/gtest.h>

namespace amiraute {
namespace {

template <game::Game G> typename G::Rules rulesOf(const std::string &scenario) {
  return G::load(core::findDataFile(scenario));
}

namespace dt {
using G = detroits::Game;

detroits::State play(const detroits::Rules &rules, detroits::State s, const std::vector<std::string> &lines) {
  for (const std::string &line : lines) {
    const auto a = detroits::parseAction(rules, line);
    if (auto r = G::validate(rules, s, a)) throw std::runtime_error(line + ": " + r->message);
    s = G::apply(rules, s, a, game::Narration::Silent).state;
  }
  return s;
}
/// Both fleets hold at every pause until the next orders.
detroits::State execute(const detroits::Rules &rules, detroits::State s) {
  while (s.phase == detroits::Phase::Execution) {
    const int who = G::toMove(rules, s);
    s = G::apply(rules, s, detroits::Hold{who}, game::Narration::Silent).state;
  }
  return s;
}
/// Where ship `i` ends when its written order is carried out on an empty sea.
core::HexPose endOf(const detroits::Rules &rules, const detroits::State &s, const detroits::WriteOrder &w) {
  const auto &sh = s.ships[static_cast<std::size_t>(w.ship)];
  return detroits::pathOf(sh.bow, detroits::resolveOrder(rules, sh.bow.facing, w.tokens).steps).back();
}
} // namespace dt

const ai::Level kEasyDetroits{"easy@100i", ai::Kind::Search, 0, 100}; // easy: 0.1 s, ~1,000 iterations/s

// Turn 2 on the small board: the zone is contested (both fleets were in it at the end of turn 1),
// Bleu has two ships in it and Rouge only Victory. Sailing Victory out leaves Bleu alone there, and
// Bleu wins at the end of the turn (DT-WIN-2). A written order is secret until it is carried out,
// so the judgement of the state as it stands saw no difference between Victory's orders.
TEST(ComputerSense, detroits_the_only_ship_in_the_contested_zone_stays_in_it) {
  using namespace dt;
  const auto rules = rulesOf<G>("scenarios/detroits/small.yaml");
  auto s = play(rules, G::initial(rules),
                {"orders Foudroyant 3", "orders Hermione 3 3", "orders Vestale 2", "seal Bleu",
                 "orders Victory R R(2)", "orders Amazon 6 R(1)", "orders Phoebe R 6", "seal Rouge"});
  s = play(rules, execute(rules, s), {"seal Bleu"});
  ASSERT_TRUE(s.contested);
  ASSERT_EQ(detroits::inZoneCount(rules, s, 0), 2);
  ASSERT_EQ(detroits::inZoneCount(rules, s, 1), 1);
  for (std::uint64_t seed : {1u, 2u, 3u, 4u, 5u}) {
    const auto d = ai::decide<G>(rules, s, 1, kEasyDetroits, seed);
    const auto &w = std::get<detroits::WriteOrder>(d.action);
    ASSERT_EQ(detroits::shipName(rules, w.ship), "Victory");
    auto after = s;
    after.ships[static_cast<std::size_t>(w.ship)].bow = endOf(rules, s, w);
    EXPECT_TRUE(detroits::inZone(rules, after, w.ship))
        << "seed " << seed << ": " << G::format(rules, d.action);
  }
}

// Turn 1 on the small board, each fleet's three-master one or two hexes from the empty zone: its
// order takes it in, not round on the spot (R R R(3)) nor one hex nearer.
TEST(ComputerSense, detroits_a_three_master_sails_into_the_zone_rather_than_turning_on_the_spot) {
  using namespace dt;
  const auto rules = rulesOf<G>("scenarios/detroits/small.yaml");
  const auto start = G::initial(rules);
  for (const auto &s : {start, play(rules, start, {"seal Bleu"})}) {
    const int seat = G::toMove(rules, s);
    for (std::uint64_t seed : {1u, 2u, 3u}) {
      const auto d = ai::decide<G>(rules, s, seat, kEasyDetroits, seed);
      const auto &w = std::get<detroits::WriteOrder>(d.action);
      ASSERT_EQ(rules.ships[static_cast<std::size_t>(w.ship)].kind, detroits::Kind::ThreeMaster);
      auto after = s;
      after.ships[static_cast<std::size_t>(w.ship)].bow = endOf(rules, s, w);
      EXPECT_TRUE(detroits::inZone(rules, after, w.ship))
          << "seed " << seed << ": " << G::format(rules, d.action);
    }
  }
}

// Turn 1 on the small board, Victory ordered to stay: its stern on 0906 lies beside Amazon on 0907.
// Amazon's order must not run it into Victory (R 1 does): both would stop for the rest of the turn
// and Victory, rammed, lose points (DT-CONTACT-*). Main's search did so for 2 seeds of 30 at this
// budget (4 and 16, kept here).
TEST(ComputerSense, detroits_a_frigate_does_not_foul_a_ship_of_its_own_fleet) {
  using namespace dt;
  const auto rules = rulesOf<G>("scenarios/detroits/small.yaml");
  const auto s = play(
      rules, G::initial(rules),
      {"orders Foudroyant 3", "orders Hermione 3 3", "orders Vestale 2", "seal Bleu", "orders Victory -"});
  auto ended = s;
  ended.ships[3].bow = detroits::pathOf(s.ships[3].bow, s.ships[3].order).back();
  const std::vector<core::Hex> victory = detroits::hexesOf(rules, ended, 3);
  for (std::uint64_t seed : {4u, 8u, 12u, 16u}) {
    const auto d = ai::decide<G>(rules, s, 1, kEasyDetroits, seed);
    const auto &w = std::get<detroits::WriteOrder>(d.action);
    ASSERT_EQ(detroits::shipName(rules, w.ship), "Amazon");
    const auto &sh = s.ships[static_cast<std::size_t>(w.ship)];
    for (const auto &pose :
         detroits::pathOf(sh.bow, detroits::resolveOrder(rules, sh.bow.facing, w.tokens).steps))
      for (core::Hex h : detroits::hexesAt(detroits::Kind::Frigate, pose)) {
        EXPECT_EQ(std::count(victory.begin(), victory.end(), h), 0)
            << "seed " << seed << ": " << G::format(rules, d.action);
      }
  }
}

// Planètes (issue 24): two blunders seen at easy. With random play-outs, about 270 moves shared
// 220 iterations: each got one visit, the luckiest play-out decided, and the estimate (strength
// and planet held, which no move changes) could not tell a guard from a wanderer. Now the leaves
// are judged at once (Game::playout_length = 0) by an estimate that sees the invasion each side
// could make in its next movement (PL-WIN-1), and the computer does not weigh attacks below 3:1
// (Game::considered).
namespace pl {
using G = planetes::Game;
const ai::Level kEasyPlanetes{"easy@220i", ai::Kind::Search, 0, 220}; // easy (0.1 s) thinks far more

/// Standard board, deployed; the units on `moves` put elsewhere (from, to), `side` to act in `phase`.
planetes::State edited(const planetes::Rules &rules,
                       const std::vector<std::pair<const char *, const char *>> &moves, int side,
                       planetes::Phase phase) {
  auto s = G::initial(rules);
  for (const auto &[from, to] : moves)
    s.units[static_cast<std::size_t>(s.unitAt(core::parseHex(from)))].hex = core::parseHex(to);
  s.side = side;
  s.phase = phase;
  return s;
}
} // namespace pl

// PL-MAP-1 (the board is ours), PL-ZOC-1, PL-PLACE-1. On the standard board with free movement
// and alternate placement, the side that places and moves first won about two thirds of the
// decided games between greedy players, and `easy` beat greedy in 68 of 100 (41 of 50 as Rouge, 27
// as Vert). The scenario plays with the text's optional zones of control and each side placing
// all its units in turn, the second knowing where the first stands: there `easy` beats greedy in
// 82 of 100 and `easy` against itself the first side won 19 of 36 decided games (docs/AI.md,
// Balance). Here: the scenario says so, and between greedy players no game is decided in the
// first turn and the second side wins its share.
TEST(ComputerSense, planetes_the_standard_board_plays_with_zones_of_control_and_placement_by_side_PL_MAP_1) {
  using namespace pl;
  const auto rules = rulesOf<G>("scenarios/planetes/standard.yaml");
  EXPECT_TRUE(rules.options.zone_of_control);
  EXPECT_EQ(rules.options.placement, planetes::PlacementOrder::BySide);
  const auto won = greedyWins<G>(rules, 12);
  EXPECT_GE(won[1] * 3, won[0]) << "Vert, who places and moves second, won " << won[1] << ", Rouge "
                                << won[0];
  EXPECT_GE(won[0] * 3, won[1]) << "Rouge won " << won[0] << ", Vert " << won[1];
}

// Rouge's three cavalry and an infantry stand within a movement of Vert's planet. Vert moves: it
// keeps enough units on its planet to meet them (blocking hexes, defending with its planet's +2),
// where it emptied it before, units wandering off to every side.
TEST(ComputerSense, planetes_enemies_within_reach_the_planet_is_not_emptied) {
  using namespace pl;
  const auto rules = rulesOf<G>("scenarios/planetes/standard-deployed.yaml");
  const auto s = edited(rules, {{"0307", "1005"}, {"0309", "1010"}, {"0208", "1108"}, {"0407", "1104"}}, 1,
                        planetes::Phase::Movement);
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    auto t = s;
    std::string moves;
    for (int k = 0; k < 12 && t.phase == planetes::Phase::Movement && t.side == 1; ++k) {
      const auto d = ai::decide<G>(rules, t, 1, kEasyPlanetes, seed);
      moves += G::format(rules, d.action) + "; ";
      t = G::apply(rules, t, d.action, game::Narration::Silent).state;
    }
    int home = 0;
    for (const auto &u : t.units)
      home += u.side == 1 && u.status == planetes::UnitStatus::OnBoard && rules.planet(1).contains(u.hex);
    EXPECT_GE(home, rules.options.invasion) << "seed " << seed << ": " << moves;
  }
}

// Vert's gun on its planet has Rouge's gun 3 hexes away in its sights, 6 against 6: at 1:1 nothing
// happens (PL-COMBAT-5), and no other attack is open. Vert ends its combat rather than fire for nothing.
TEST(ComputerSense, planetes_no_artillery_duel_at_one_to_one) {
  using namespace pl;
  const auto rules = rulesOf<G>("scenarios/planetes/standard-deployed.yaml");
  const auto s = edited(rules, {{"0308", "1207"}}, 1, planetes::Phase::Combat);
  bool futile = false;
  for (const auto &a : G::legal(rules, s))
    if (const auto *attack = std::get_if<planetes::Attack>(&a))
      futile = futile || planetes::judgeAttack(rules, s, *attack).odds.result == core::CombatResult::None;
  ASSERT_TRUE(futile);
  for (std::uint64_t seed : {1u, 2u, 3u, 4u}) {
    const auto d = ai::decide<G>(rules, s, 1, kEasyPlanetes, seed);
    if (const auto *attack = std::get_if<planetes::Attack>(&d.action)) {
      EXPECT_NE(planetes::judgeAttack(rules, s, *attack).odds.result, core::CombatResult::None)
          << "seed " << seed << ": " << G::format(rules, d.action);
    }
  }
}

// Under artillery fire infantry defends with 1 (PL-COMBAT-3): a gun that can move and fire takes
// it at 6:1. Vert's infantry from 1407, ended 5 hexes from Rouge's gun on 0308 (Rouge moves next:
// 2 hexes, then fires at 3), is judged worse for Vert than the same infantry out of that reach, so
// greedy and the search do not walk their units into the guns' next fire (before, every Vert
// move was worth the same to the estimate, and greedy against greedy handed the second side 77 %).
TEST(ComputerSense, planetes_a_unit_within_the_enemy_guns_next_fire_is_judged_at_risk) {
  using namespace pl;
  const auto rules = rulesOf<G>("scenarios/planetes/standard-deployed.yaml");
  const core::Hex gun = core::parseHex("0308");
  const auto at = [&](const char *hex) {
    auto s = edited(rules, {{"1407", hex}}, 1, planetes::Phase::Combat);
    return G::heuristic(rules, s)[1];
  };
  ASSERT_EQ(core::distance(gun, core::parseHex("0808")), 5);
  ASSERT_EQ(core::distance(gun, core::parseHex("1008")), 7);
  EXPECT_LT(at("0808"), at("1008"));
}

} // namespace
} // namespace amiraute
