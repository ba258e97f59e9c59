// `amiraute play SCENARIO --ai 1:20 --ai 2:20`: with the computer at every seat, each game's screen
// plays to the end by itself, through the views' own update() (no window, no pause between
// moves): a chance step nobody at the table clicks for (Détroits' coin for the wind) is drawn by
// itself, and the log tells it. Also: the instructions and the end-of-phase button of a view never
// address the computer's seat as a person.
#include "core/Files.h"
#include "core/I18n.h"
#include "games/detroits/Game.h"
#include "ui/DetroitsView.h"
#include "ui/EscadrillesView.h"
#include "ui/GameViews.h"

#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <string>
#include <thread>

namespace amiraute::ui {
namespace {

using Clock = std::chrono::steady_clock;
double secondsSince(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

using Opener = std::unique_ptr<View> (*)(const std::string &, const std::string &, std::uint64_t);

/// Open `scenario` with the computer at both seats (20 iterations a move), no pause, and run the
/// view's frames until the game ends or `seconds` pass; the view, to look at afterwards.
/// `seconds` is only how long before calling it stuck: generous for the sanitizers on a busy machine.
template <class V> std::unique_ptr<View> playAlone(Opener open, const char *scenario, double seconds = 240) {
  std::unique_ptr<View> v = open(core::findDataFile(scenario), "", 7);
  EXPECT_EQ(v->computer("1", "20"), "");
  EXPECT_EQ(v->computer("2", "20"), "");
  auto &view = dynamic_cast<V &>(*v);
  view.computers().setPause(0);
  const auto start = Clock::now();
  while (!v->anyMatch()->over() && secondsSince(start) < seconds) {
    v->update(1.0f / 60);
    std::this_thread::sleep_for(std::chrono::microseconds(200));
  }
  EXPECT_TRUE(v->anyMatch()->over()) << scenario << ": stopped after " << v->anyMatch()->actionCount()
                                     << " actions";
  return v;
}

TEST(ComputerAlone, DetroitsTossesTheWindByItselfAndPlaysToTheEnd) {
  playAlone<DetroitsView>(openDetroits, "scenarios/detroits/small.yaml"); // the wind set in the scenario
  auto v = playAlone<DetroitsView>(openDetroits, "scenarios/detroits/detroits.yaml"); // "wind: toss"
  const auto &m = dynamic_cast<DetroitsView &>(*v).match();
  ASSERT_FALSE(m.log().empty());
  bool wind_told = false;
  for (const auto &entry : m.log())
    for (const std::string &c : entry.clauses)
      wind_told = wind_told || c == "DT-WIND-1";
  EXPECT_TRUE(wind_told) << "the log tells the coin's fall";
}

TEST(ComputerAlone, EscadrillesPlaysToTheEnd) {
  playAlone<EscadrillesView>(openEscadrilles, "scenarios/escadrilles/small.yaml");
}

TEST(ComputerAlone, APersonAgainstTheComputerStillTossesTheCoin) {
  std::unique_ptr<View> v = openDetroits(core::findDataFile("scenarios/detroits/detroits.yaml"), "", 7);
  ASSERT_EQ(v->computer("2", "20"), "");
  auto &view = dynamic_cast<DetroitsView &>(*v);
  view.computers().setPause(0);
  ASSERT_EQ(view.match().toMove(), game::kChance);
  for (int k = 0; k < 30; ++k)
    v->update(0.1f);
  EXPECT_EQ(view.match().toMove(), game::kChance) << "the person at the table tosses it";
  EXPECT_TRUE(view.match().actions().empty());
}

} // namespace
} // namespace amiraute::ui
