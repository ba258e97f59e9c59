// What every game's board looks like on the one frame, in a real window under Xvfb, tested once over
// the screen's table of games (ui/Boards.h) on each game's main scenario: L opens and closes the
// legend in a small French window without cutting the panel off, the bar's language menu stays
// inside; the F1 help fits the window whole (long lines wrap) at every size and in both languages.
// A game joins these tests by registering its board. Screenshots in AMIRAUTE_SHOT_DIR (default
// /tmp): board-<game>-*.png.
#include "BoardCases.h"
#include "FrameDriver.h"
#include "core/I18n.h"

#include <gtest/gtest.h>

#include <string>

namespace amiraute::ui {
namespace {

using core::tr;
using uitest::BoardCase;
using uitest::expectPainted;
using uitest::FrameDriver;
using uitest::FrameOptions;

class EveryBoardScreen : public ::testing::TestWithParam<BoardCase> {
protected:
  void TearDown() override { core::setLanguage("en"); }
};

FrameOptions sized(sf::Vector2u size) {
  FrameOptions o;
  o.size = size;
  return o;
}

/// The table as the first player to act sees it: the curtain lifted when it is down.
void sitDown(FrameDriver &d) {
  if (d.ui().curtain().down()) d.lift();
  for (int k = 0; k < 3; ++k) // the panel's sections find their heights in their first frames
    d.frame();
}

TEST_P(EveryBoardScreen, LOpensTheLegendInASmallFrenchWindow) {
  const BoardCase &c = GetParam();
  core::setLanguage("fr");
  {
    // At 1366 x 768 the panel opens what fits: nothing runs below the window's edge (it would
    // scroll), the legend open only where the record and the log keep their room.
    FrameDriver d(c.scenario, sized({1366, 768}));
    sitDown(d);
    EXPECT_FALSE(d.ui().panelOverflows()) << c.game << " at 1366 x 768";
    d.shot("board-" + c.game + "-fr-1366x768.png");
  }
  FrameDriver d(c.scenario, sized({1000, 700}));
  sitDown(d);
  // In a window too narrow for every button, the language is in the View menu.
  const auto language = d.ui().barButton(d.ui().viewFolded() ? tr(MatchFrame::kViewMenu) : "Language");
  ASSERT_TRUE(language) << c.game << ": no language menu in the bar";
  EXPECT_LE(language->left + language->width, 1000.f) << c.game;
  if (d.ui().board().legend().empty()) GTEST_SKIP() << c.game << " has no legend";
  if (d.ui().legendShown()) d.key(sf::Keyboard::L);
  EXPECT_FALSE(d.ui().legendShown()) << c.game;
  d.key(sf::Keyboard::L);
  d.frame();
  EXPECT_TRUE(d.ui().legendShown()) << c.game << ": L did not open the legend";
  EXPECT_LE(d.ui().panelContentWidth(), d.ui().panelWidth() + 1) << c.game << ": the panel is cut off";
  const sf::FloatRect table = d.ui().tableRect();
  expectPainted(d.shot("board-" + c.game + "-legend-fr-1000x700.png"),
                {table.left + table.width / 2, table.top + table.height / 2});
  d.key(sf::Keyboard::L);
  EXPECT_FALSE(d.ui().legendShown()) << c.game;
}

TEST_P(EveryBoardScreen, TheHelpFitsTheWindowWholeAtEverySizeInBothLanguages) {
  const BoardCase &c = GetParam();
  for (const char *lang : {"en", "fr"})
    for (const sf::Vector2u size : {sf::Vector2u{1600, 1000}, sf::Vector2u{1000, 700}}) {
      const std::string tag = std::string(lang) + "-" + std::to_string(size.x) + "x" + std::to_string(size.y);
      core::setLanguage(lang);
      FrameDriver d(c.scenario, sized(size));
      sitDown(d);
      d.key(sf::Keyboard::F1);
      d.frame(); // a window sized to its content finds its size in its first frames
      d.frame();
      ASSERT_TRUE(d.ui().helpVisible()) << tag;
      const auto help = d.ui().barButton("help");
      ASSERT_TRUE(help) << c.game << " " << tag;
      EXPECT_GE(help->left, 0) << c.game << " " << tag;
      EXPECT_GE(help->top, 0) << c.game << " " << tag;
      EXPECT_LE(help->left + help->width, static_cast<float>(size.x)) << c.game << " " << tag;
      EXPECT_LE(help->top + help->height, static_cast<float>(size.y)) << c.game << " " << tag;
      const auto &cut = d.ui().controls().clipped();
      EXPECT_EQ(std::find(cut.begin(), cut.end(), "help"), cut.end()) << c.game << " " << tag << ": cut off";
      d.shot("board-" + c.game + "-help-" + tag + ".png");
      d.key(sf::Keyboard::F1);
      EXPECT_FALSE(d.ui().helpVisible());
    }
}

std::string caseName(const ::testing::TestParamInfo<BoardCase> &info) {
  return uitest::boardCaseName(info.param);
}

INSTANTIATE_TEST_SUITE_P(Boards, EveryBoardScreen, ::testing::ValuesIn(uitest::boardCases(true)), caseName);

} // namespace
} // namespace amiraute::ui
