// What every game's board on the one frame does, tested once over the screen's table of games
// (ui/Boards.h), without a window: with the computer at every seat the frame plays the game to its
// end by itself (a chance step nobody at the table clicks for is drawn by itself), and its scene
// can be drawn to a file by the Cairo back-end; its table stays fitted as the window changes until
// the player moves it; F1 shows the help and Escape closes it first. A game joins these tests by
// registering its board.
#include "../ui/BoardCases.h"
#include "draw/Cairo.h"
#include "draw/Caption.h"
#include "ui/Boards.h"
#include "ui/Chrome.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <map>
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
  // Not a timed assertion: stuck means no action at all for two minutes. A long game (three boats
  // sailing race after race) may take many minutes under the sanitizers on a busy machine, and goes
  // on as long as it moves.
  auto progress = std::chrono::steady_clock::now();
  std::size_t played = 0;
  while (f->session().toMove() != game::kTerminal &&
         std::chrono::steady_clock::now() - progress < std::chrono::seconds(120)) {
    f->update(1.0f / 60);
    if (f->session().actions().size() != played) {
      played = f->session().actions().size();
      progress = std::chrono::steady_clock::now();
    }
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

// A picture of a hex board (render) says across its top which scenario it is and whose colour is
// which, above the table; the screen does not (KitTest reads the pieces' names in the PDF).
TEST_P(EveryBoard, a_still_hex_board_is_captioned_above_its_table) {
  const Case &c = GetParam();
  std::unique_ptr<MatchFrame> f = openFrame(c.scenario, "", 1);
  EXPECT_TRUE(f->caption().empty()) << "on screen";
  f->setStill(true);
  f->resize({1600, 1000});
  f->fit();
  const draw::Caption caption = f->caption();
  if (caption.sides.empty()) GTEST_SKIP() << c.game << " has no hex board";
  EXPECT_EQ(caption.title, f->session().title());
  for (const std::string &side : f->session().players().names)
    EXPECT_TRUE(std::any_of(caption.sides.begin(), caption.sides.end(), [&](const draw::CaptionSide &s) {
      return s.name == side;
    })) << side;
  const float band = draw::captionHeight(caption, 1600, 1000);
  EXPECT_GT(band, 20.f);
  EXPECT_GE(f->tableRect().top, band);
  const draw::Rect b = f->board().bounds();
  EXPECT_GE(f->transform().apply({b.x, b.y + b.height}).y, band) << "the map's top under the caption";
}

sf::Event keyPress(sf::Keyboard::Key code) {
  sf::Event e;
  e.type = sf::Event::KeyPressed;
  e.key = {code, false, false, false, false};
  return e;
}

/// The board's world, in window pixels, lies inside the table area and fills it along one side.
void expectFitted(MatchFrame &f) {
  const sf::FloatRect &vp = f.camera().viewport();
  const draw::Rect b = f.board().bounds();
  const sf::Vector2f a = f.camera().worldToScreen({b.x, b.y});
  const sf::Vector2f c = f.camera().worldToScreen({b.x + b.width, b.y + b.height});
  EXPECT_TRUE(vp.contains(a) && vp.contains(c));
  EXPECT_GT(std::max((c.x - a.x) / vp.width, (a.y - c.y) / vp.height), 0.85f);
}

TEST_P(EveryBoard, its_table_stays_fitted_through_resizes_until_the_player_pans_or_zooms) {
  const Case &c = GetParam();
  std::unique_ptr<MatchFrame> f = openFrame(c.scenario, "", 1);
  if (f->board().camera() != CameraKind::Free) GTEST_SKIP() << c.game << " lays itself out";
  f->resize({1600, 1000});
  if (f->curtain().down()) f->handleEvent(keyPress(sf::Keyboard::Enter), false, false); // the first seat sits
  expectFitted(*f);
  const double big = f->camera().scale();
  f->resize({1000, 700});
  EXPECT_EQ(f->camera().viewport(), f->tableRect());
  EXPECT_EQ(f->tableRect(), tableArea({1000, 700}, MatchFrame::kBarHeight, f->panelWidth()));
  expectFitted(*f);
  EXPECT_LT(f->camera().scale(), big);
  f->resize({1920, 1080});
  expectFitted(*f);

  // The player pans: the picture stays as they left it.
  f->handleEvent(keyPress(sf::Keyboard::Left), false, false);
  const double scale = f->camera().scale();
  const core::Vec2 centre = f->camera().center();
  f->resize({1200, 800});
  EXPECT_EQ(f->camera().scale(), scale);
  EXPECT_EQ(f->camera().center().x, centre.x);
  EXPECT_EQ(f->camera().center().y, centre.y);
  // Home fits again, and the table follows the window from there.
  f->handleEvent(keyPress(sf::Keyboard::Home), false, false);
  expectFitted(*f);
  f->resize({1000, 700});
  expectFitted(*f);
}

TEST_P(EveryBoard, F1_toggles_the_help_and_Escape_closes_it_first) {
  const Case &c = GetParam();
  std::unique_ptr<MatchFrame> f = openFrame(c.scenario, "", 1);
  f->resize({1600, 1000});
  if (f->curtain().down()) f->handleEvent(keyPress(sf::Keyboard::Enter), false, false); // the first seat sits
  EXPECT_FALSE(f->helpVisible());
  f->handleEvent(keyPress(sf::Keyboard::F1), false, false);
  EXPECT_TRUE(f->helpVisible());
  f->handleEvent(keyPress(sf::Keyboard::F1), false, false);
  EXPECT_FALSE(f->helpVisible());
  f->handleEvent(keyPress(sf::Keyboard::F1), false, false);
  f->handleEvent(keyPress(sf::Keyboard::Escape), false, false);
  EXPECT_FALSE(f->helpVisible());
  // A key ImGui is using (typing a file's name) is not a shortcut.
  f->handleEvent(keyPress(sf::Keyboard::F1), false, true);
  EXPECT_FALSE(f->helpVisible());
  // The help names each of the frame's keys once: a board's own line for one replaces the frame's.
  std::map<std::string, int> seen;
  for (const HelpLine &l : f->helpRows())
    ++seen[l.key];
  for (const char *k : {"F1", "F12", "Ctrl+Z", "Ctrl+S, Ctrl+O", "Escape"})
    EXPECT_EQ(seen[k], 1) << c.game << ": " << k;
  if (f->board().camera() == CameraKind::Free) {
    EXPECT_EQ(seen["Home"], 1) << c.game;
  }
}

std::string caseName(const ::testing::TestParamInfo<Case> &info) { return uitest::boardCaseName(info.param); }

INSTANTIATE_TEST_SUITE_P(Boards, EveryBoard, ::testing::ValuesIn(uitest::boardCases()), caseName);

} // namespace
} // namespace amiraute::ui
