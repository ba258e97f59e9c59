// Playing against the computer on screen, through the real window loop under Xvfb (the card game's
// part is in tests/milles_nautiques/screen): a hex game with one side at the computer advances by
// itself to the person's turn (the window drawing all along), Undo goes back to the person's
// decision, and closing the window while the computer thinks stops its search (the hex game on the
// one frame, tests/ui/FrameDriver.h). Screenshots of the thinking line and the Players section go
// to AMIRAUTE_SHOT_DIR (default /tmp).
#include "AmirauteBinary.h"
#include "Driver.h"
#include "FrameDriver.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "ui/GameViews.h"

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
