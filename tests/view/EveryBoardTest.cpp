// What every game's board on the one frame does, tested once over the screen's table of games
// (ui/Boards.h), without a window: with the computer at every seat the frame plays the game to its
// end by itself (a chance step nobody at the table clicks for is drawn by itself), and its scene
// can be drawn to a file by the Cairo back-end. A game joins these tests by registering its board.
#include "../ui/BoardCases.h"
#include "draw/Cairo.h"
#include "ui/Boards.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>

namespace amiraute::ui {
namespace {

using Case = uitest::BoardCase;

class EveryBoard : public ::testing::TestWithParam<Case> {};

TEST_P(EveryBoard, with_the_computer_at_every_seat_the_frame_plays_the_game_to_its_end) {
  const Case &c = GetParam();
  std::unique_ptr<MatchFrame> f = openFrame(c.scenario, "", 7);
  for (int seat = 1; seat <= f->session().players().count(); ++seat)
    ASSERT_EQ(f->computer(std::to_string(seat), "20"), "");
  f->setComputerPause(0);
  // Not a timed assertion: the bound only says when to call it stuck (generous for the sanitizers).
  const auto start = std::chrono::steady_clock::now();
  while (f->session().toMove() != game::kTerminal &&
         std::chrono::steady_clock::now() - start < std::chrono::seconds(300)) {
    f->update(1.0f / 60);
    std::this_thread::sleep_for(std::chrono::microseconds(200));
  }
  EXPECT_EQ(f->session().toMove(), game::kTerminal)
      << c.scenario << ": stopped after " << f->session().actions().size() << " actions; " << f->lastError();
}

TEST_P(EveryBoard, its_scene_is_drawn_to_a_png_and_a_pdf_without_a_display) {
  const Case &c = GetParam();
  std::unique_ptr<MatchFrame> f = openFrame(c.scenario, "", 1);
  f->setStill(true);
  f->resize({800, 600});
  f->fit();
  const draw::Scene &scene = f->scene();
  EXPECT_FALSE(scene.shapes().empty()) << c.game;
  for (const char *ext : {".png", ".pdf"}) {
    const std::string out = ::testing::TempDir() + "board-" + c.game + ext;
    EXPECT_EQ(draw::writePicture(out, scene, f->transform(), 800, 600, f->background()), "");
    EXPECT_GT(std::filesystem::file_size(out), 1000u) << out;
  }
}

std::string caseName(const ::testing::TestParamInfo<Case> &info) { return uitest::boardCaseName(info.param); }

INSTANTIATE_TEST_SUITE_P(Boards, EveryBoard, ::testing::ValuesIn(uitest::boardCases()), caseName);

} // namespace
} // namespace amiraute::ui
