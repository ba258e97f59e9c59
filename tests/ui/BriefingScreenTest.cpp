// The scenario's briefing: a game that starts shows its title and description over the table, in
// a card that wraps a long text and fits the table at 1000 x 700 and 1600 x 1000, in English and in
// French; Close or Escape puts it away, the side panel keeps it under "Scenario" and shows it over
// the table again. A scenario without a description shows none. Screenshots for a person to look
// at (AMIRAUTE_SHOT_DIR, default /tmp).
#include "Driver.h"
#include "FrameDriver.h"
#include "core/Files.h"
#include "core/I18n.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

namespace amiraute::ui {
namespace {

/// English again after each test, whatever it switched to.
class BriefingScreen : public ::testing::Test {
protected:
  void SetUp() override { core::setLanguage("en"); }
  void TearDown() override { core::setLanguage("en"); }
};

/// A window of `size` that keeps the briefing the game starts with.
uitest::FrameOptions briefed(sf::Vector2u size = {1600, 1000}) {
  uitest::FrameOptions o = uitest::sized(size);
  o.briefing = true;
  return o;
}

std::string closeLabel() { return std::string(core::tr("Close")) + "  Esc##briefing"; }

/// The card is whole over the table: inside the window, under the bar, left of the side panel;
/// its Close button whole inside it.
void expectWholeOverTheTable(uitest::FrameDriver &w) {
  const auto card = w.ui().barButton("briefing");
  ASSERT_TRUE(card) << "no briefing card";
  const sf::FloatRect table = w.ui().tableRect();
  EXPECT_GE(card->left, table.left);
  EXPECT_GE(card->top, table.top);
  EXPECT_LE(card->left + card->width, table.left + table.width);
  EXPECT_LE(card->top + card->height, table.top + table.height);
  const auto close = w.ui().barButton(closeLabel());
  ASSERT_TRUE(close) << "no Close button";
  EXPECT_GE(close->top, card->top);
  EXPECT_LE(close->top + close->height, card->top + card->height) << "Close cut off at the card's foot";
  for (const std::string &clipped : w.ui().controls().clipped())
    EXPECT_NE(clipped, closeLabel()) << "its label cut off";
}

TEST_F(BriefingScreen, AGameThatStartsShowsItsScenarioUntilClosedAndThePanelKeepsIt) {
  uitest::FrameDriver w("scenarios/haute-mer/duel.yaml", briefed());
  ASSERT_FALSE(w.session().description().empty());
  EXPECT_TRUE(w.ui().briefingShown());
  w.frame();
  w.frame(); // a card finds its height in its first frames
  expectWholeOverTheTable(w);
  w.shot("briefing-1600x1000.png");
  w.press(closeLabel());
  EXPECT_FALSE(w.ui().briefingShown());
  w.frame();
  EXPECT_FALSE(w.ui().barButton("briefing")) << "still drawn";

  // Later: the side panel's Scenario, and over the table again; Escape puts it away.
  w.press(core::tr("Scenario"));
  w.frame();
  w.press(core::tr("Show over the table"));
  EXPECT_TRUE(w.ui().briefingShown());
  w.frame();
  w.frame(); // a card finds its height in its first frames
  expectWholeOverTheTable(w);
  w.key(sf::Keyboard::Escape);
  EXPECT_FALSE(w.ui().briefingShown());
}

TEST_F(BriefingScreen, ALongFrenchDescriptionWrapsInsideASmallWindow) {
  // duel.yaml with a description of several lines' length.
  std::ifstream in(core::findDataFile("scenarios/haute-mer/duel.yaml"));
  std::stringstream text;
  text << in.rdbuf();
  std::string yaml =
      std::regex_replace(text.str(), std::regex("\\.\\./\\.\\./fleets"), core::findDataFile("fleets"));
  std::string long_text;
  for (int i = 0; i < 8; ++i)
    long_text += "Deux escadres légères se rencontrent dans la brume au large des îles, chacune chargée "
                 "d'escorter un convoi qui n'arrivera jamais. ";
  yaml = std::regex_replace(yaml, std::regex("description:[^\n]*"), "description: \"" + long_text + "\"");
  const std::string file = ::testing::TempDir() + "amiraute_briefing_long.yaml";
  std::ofstream(file) << yaml;

  ASSERT_TRUE(core::setLanguage("fr"));
  uitest::FrameDriver w(file, briefed({1000, 700}));
  EXPECT_EQ(w.session().description(), long_text);
  ASSERT_TRUE(w.ui().briefingShown());
  w.frame();
  w.frame();
  expectWholeOverTheTable(w);
  const auto card = w.ui().barButton("briefing");
  ASSERT_TRUE(card);
  EXPECT_GT(card->height, 200) << "the text does not wrap over several lines";
  w.shot("briefing-french-1000x700.png");
  w.press(closeLabel());
  EXPECT_FALSE(w.ui().briefingShown());
  std::filesystem::remove(file);
}

TEST_F(BriefingScreen, AScenarioWithoutADescriptionShowsNone) {
  uitest::FrameDriver w("scenarios/detroits/small.yaml", briefed());
  ASSERT_TRUE(w.session().description().empty());
  EXPECT_FALSE(w.ui().briefingShown());
  EXPECT_FALSE(w.ui().barButton("briefing"));
  EXPECT_FALSE(w.ui().barButton(core::tr("Scenario")));
}

} // namespace
} // namespace amiraute::ui
