// Playing against the computer on screen, through the real window loop under Xvfb: a card game
// and a hex game with one side at the computer advance by themselves to the person's turn (the
// window drawing all along), the computer's hand stays hidden, Undo goes back to the person's
// decision, and closing the window while the computer thinks stops its search (the hex game on the
// one frame, tests/ui/FrameDriver.h). Screenshots of the thinking line and the Players section go
// to AMIRAUTE_SHOT_DIR (default /tmp).
#include "AmirauteBinary.h"
#include "Driver.h"
#include "FrameDriver.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "ui/GameViews.h"
#include "ui/MillesNautiquesView.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <tuple>

namespace amiraute::ui {
namespace {

using Clock = std::chrono::steady_clock;
double secondsSince(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

template <class V> class Driver : public uitest::WindowDriver<V> {
public:
  Driver(std::function<std::unique_ptr<View>()> open, sf::Vector2u size = {1600, 1000})
      : uitest::WindowDriver<V>("amiraute computer test", open, size) {
    this->frame();
  }
  V &view() { return *this->view_; }
  /// Draw frames (the window loop) until `done` or `seconds`; true when done.
  bool framesUntil(const std::function<bool()> &done, double seconds = 8) {
    const auto start = Clock::now();
    while (!done() && secondsSince(start) < seconds) {
      this->frame();
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    return done();
  }
  void ctrlZ() {
    sf::Event e;
    e.type = sf::Event::KeyPressed;
    e.key = {sf::Keyboard::Z, false, true, false, false};
    this->send(e);
  }
};

std::function<std::unique_ptr<View>()>
opener(std::unique_ptr<View> (*open)(const std::string &, const std::string &, std::uint64_t),
       const char *scenario, std::uint64_t seed,
       const std::vector<std::pair<std::string, std::string>> &computers) {
  return [=] {
    std::unique_ptr<View> v = open(core::findDataFile(scenario), "", seed);
    for (const auto &[side, level] : computers)
      EXPECT_EQ(v->computer(side, level), "");
    return v;
  };
}

TEST(ComputerScreen, MillesNautiquesDuelTheComputerPlaysUntilThePersonsTurnWithoutShowingItsHand) {
  Driver<MillesNautiquesView> d(
      opener(openMillesNautiques, "scenarios/milles-nautiques/duel.yaml", 3, {{"Anne", "30"}}));
  d.view().computers().setPause(0);
  ASSERT_TRUE(d.view().computers().isComputer(0));
  // Anne (the computer) opens: the window draws while it plays, Bruno (the one person) at the
  // screen from the start without a curtain, never shown Anne's hand.
  ASSERT_TRUE(d.framesUntil([&] {
    if (d.view().curtain().shownSeat() == 0) ADD_FAILURE() << "Anne's hand was shown";
    return d.view().match().toMove() == 1;
  })) << d.view().lastError();
  EXPECT_GE(d.view().match().actions().size(), 1u);
  d.frame();
  EXPECT_FALSE(d.view().curtain().down());
  EXPECT_EQ(d.view().curtain().shownSeat(), 1);
  ASSERT_FALSE(d.view().computers().played().empty());
  // Its last play said in the game's words and its level in words, not as command words.
  const std::string said = d.view().computers().played().back().said();
  // Its candidates would tell its hand: they are not shown.
  const std::string reasons = d.view().computers().played().back().reasons();
  EXPECT_NE(reasons.find("reasons stay hidden"), std::string::npos) << reasons;
  EXPECT_EQ(reasons.find("discard"), std::string::npos) << reasons;
  EXPECT_EQ(reasons.find("play "), std::string::npos) << reasons;
  EXPECT_NE(said.find("(computer, 30 iterations)"), std::string::npos) << said;
  EXPECT_EQ(said.find("plays:"), std::string::npos) << said;
  EXPECT_EQ(said.rfind("Anne ", 0), 0u) << said;
  EXPECT_FALSE(d.view().legal().empty()) << "Bruno may play";
  d.shot("computer-mn-person-turn.png");
}

/// The one frame's options with the computer at `side`.
uitest::FrameOptions withComputer(const std::string &side, const std::string &level) {
  uitest::FrameOptions o;
  o.computers = {{side, level}};
  return o;
}

TEST(ComputerScreen, ObjectifVillesTheComputerRepliesAndUndoReturnsToThePersonsTurn) {
  uitest::FrameDriver d("scenarios/objectif-villes/sept-villes-deployed.yaml", withComputer("Face", "5"));
  d.ui().setComputerPause(0);
  Session &game = d.session();
  ASSERT_EQ(game.toMove(), 0);
  // Pile (the person) ends its phases with Enter; Face (the computer) then plays its whole turn.
  std::size_t before_last = 0;
  while (game.toMove() == 0) {
    before_last = game.actions().size();
    d.key(sf::Keyboard::Enter);
  }
  const std::size_t person_done = game.actions().size();
  ASSERT_TRUE(d.framesUntil([&] { return game.toMove() == 0; })) << d.ui().lastError();
  EXPECT_GT(game.actions().size(), person_done);
  // One Undo: back to Pile's last decision, the computer's replies gone too; it does not replay.
  d.ctrlZ();
  EXPECT_FALSE(d.ui().undoAsked()) << "the person's own decision: no question";
  EXPECT_EQ(game.actions().size(), before_last) << d.ui().lastError();
  EXPECT_EQ(game.toMove(), 0);
  for (int k = 0; k < 30; ++k)
    d.frame();
  EXPECT_EQ(game.actions().size(), before_last);
  EXPECT_EQ(game.computers().thinking(), -1);
}

TEST(ComputerScreen, ClosingTheWindowWhileTheComputerThinksStopsItsSearch) {
  // A budget no search finishes in hours: the frame going away returns only if it stopped the
  // search and joined its worker.
  auto d = std::make_unique<uitest::FrameDriver>("scenarios/objectif-villes/sept-villes-deployed.yaml",
                                                 withComputer("Pile", "99999999"));
  ComputerSeatsBase &seats = d->session().computers();
  ASSERT_TRUE(d->framesUntil([&] { return seats.thinking() == 0; }));
  // The window keeps drawing while it thinks.
  for (int k = 0; k < 10; ++k)
    d->frame();
  EXPECT_EQ(seats.thinking(), 0);
  EXPECT_EQ(d->session().actions().size(), 0u);
  d->shot("computer-ov-thinking.png");
  // An undo, a load or a closing window cancels it the same way: the search stops early.
  d->session().cancelComputer();
  EXPECT_EQ(seats.cancelled(), 1);
  d->frame(); // it starts again
  ASSERT_TRUE(d->framesUntil([&] { return seats.thinking() == 0; }));
  sf::Event close;
  close.type = sf::Event::Closed;
  d->send(close);
  EXPECT_FALSE(d->appRef().window().isOpen());
  d.reset();
}

TEST(ComputerScreen, TheThinkingLineNamesTheSeatInFrenchAtTheSmallSize) {
  core::setLanguage("fr");
  {
    Driver<MillesNautiquesView> d(
        opener(openMillesNautiques, "scenarios/milles-nautiques/duel.yaml", 3, {{"Anne", "hard"}}),
        {1000, 700});
    // Anne's first play is a draw (one choice); then she thinks over her hand, 5 seconds.
    const std::size_t dealt = d.view().match().actions().size();
    ASSERT_TRUE(d.framesUntil(
        [&] { return d.view().match().actions().size() > dealt + 1 && d.view().computers().thinking() == 0; },
        4));
    EXPECT_GT(uitest::distinctColours(d.shot("computer-mn-thinking-fr-1000.png")), 200u);
    EXPECT_EQ(d.view().curtain().shownSeat(), 1) << "Bruno, the one person, sees his own hand meanwhile";
  }
  core::setLanguage("en");
}

/// Run the program; its exit code and what it said (stdout and stderr).
std::pair<int, std::string> run(const std::string &args) {
  const std::string command = std::string(AMIRAUTE_BINARY) + " " + args + " 2>&1";
  FILE *p = popen(command.c_str(), "r");
  std::string out;
  char buf[512];
  while (p && fgets(buf, sizeof buf, p))
    out += buf;
  const int status = p ? pclose(p) : -1;
  return {WEXITSTATUS(status), out};
}

TEST(ComputerScreen, PlayAiReadsSidesAsTheRefereeAndQuitsWhileTheComputerThinks) {
  const std::string scenario = core::findDataFile("scenarios/objectif-villes/sept-villes-deployed.yaml");
  auto [code, said] = run("play " + scenario + " --ai Zorro:easy --lang en");
  EXPECT_EQ(code, 1);
  EXPECT_NE(said.find("--ai Zorro:easy: no side 'Zorro' in this game (the sides are Pile, Face)"),
            std::string::npos)
      << said;
  std::tie(code, said) = run("play " + scenario + " --ai Face:ultra --lang en");
  EXPECT_EQ(code, 1);
  EXPECT_NE(said.find("unknown level 'ultra'"), std::string::npos) << said;
  // Pile's search would run for hours: the program quits after its screenshot all the same, which
  // it can only do by stopping the search and joining its worker.
  const std::string shot = uitest::shotDir() + "/computer-play-quit.png";
  std::filesystem::remove(shot);
  std::tie(code, said) =
      run("play " + scenario + " --ai pile:99999999 --ai 2:easy --frames 5 --screenshot " + shot);
  EXPECT_EQ(code, 0) << said;
  EXPECT_TRUE(std::filesystem::exists(shot));
}

} // namespace
} // namespace amiraute::ui
