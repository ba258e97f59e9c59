// The screen in French: the View ▸ Language control switches a running view at once, the bar's
// longer French labels stay whole and apart at 1000 x 700 and 1600 x 1000, and the view's
// messages come in French. Screenshots for a person to look at (AMIRAUTE_SHOT_DIR, default /tmp).
#include "Driver.h"
#include "FrameDriver.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "games/objectif_villes/screen/Board.h"

#include <gtest/gtest.h>

#include <SFML/Graphics/Image.hpp>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace amiraute::ui {
namespace {

using core::parseHex;
using uitest::expectPainted;
using uitest::shotDir;

sf::Vector2f middle(const sf::FloatRect &r) { return {r.left + r.width / 2, r.top + r.height / 2}; }

/// English again after each test, whatever it switched to.
class FrenchScreen : public ::testing::Test {
protected:
  void SetUp() override { core::setLanguage("en"); }
  void TearDown() override { core::setLanguage("en"); }
};

/// The one frame over an Objectif Villes scenario (a hex game), at `size`.
class HexWindow : public uitest::FrameDriver {
public:
  HexWindow(sf::Vector2u size, const std::string &scenario) : FrameDriver(scenario, uitest::sized(size)) {}
  /// Window pixel of a hex's centre.
  sf::Vector2f screenOf(core::Hex h) { return ui().screenOf(board<objectif_villes::Board>().centerOf(h)); }
};

/// Each label is a control of the bar, whole inside the window and the bar, none over another.
template <class Find>
void expectWholeAndApart(Find find, const std::vector<std::string> &labels, sf::Vector2u window, float bar) {
  std::vector<sf::FloatRect> seen;
  for (const std::string &label : labels) {
    const auto r = find(label);
    ASSERT_TRUE(r) << "no control '" << label << "' in a " << window.x << "x" << window.y << " window";
    EXPECT_GE(r->left, 0) << label;
    EXPECT_LE(r->left + r->width, static_cast<float>(window.x)) << label << " cut off at " << window.x;
    EXPECT_LE(r->top + r->height, bar) << label;
    for (const sf::FloatRect &q : seen)
      EXPECT_FALSE(q.intersects(*r)) << label << " overlaps another control";
    seen.push_back(*r);
  }
}

TEST_F(FrenchScreen, TheLanguageMenuSwitchesTheHexViewToFrenchAtOnce) {
  HexWindow w({1000, 700}, "scenarios/objectif-villes/sept-villes.yaml");
  const auto language = w.ui().barButton("Language");
  ASSERT_TRUE(language);
  ASSERT_TRUE(w.ui().barButton("Undo"));
  w.click(middle(*language));
  w.frame(); // a popup finds its size in its first frame
  const auto french = w.ui().barButton("Français");
  ASSERT_TRUE(french) << "the language menu did not open";
  w.click(middle(*french));
  EXPECT_EQ(core::language(), "fr");
  w.frame();
  EXPECT_FALSE(w.ui().barButton("Undo"));
  EXPECT_FALSE(w.ui().barButton("Français")) << "the menu stays open";
  expectWholeAndApart([&](const std::string &l) { return w.ui().barButton(l); },
                      {"Annuler", "Capture", "Cadrer", "Aide  F1", "Language"}, w.size(),
                      MatchFrame::kBarHeight);
  // A refusal and a notice, in French; the clause ids stay as they are.
  const auto hash = w.session().hash();
  w.click(w.screenOf(parseHex("0101"))); // the sea
  EXPECT_EQ(w.session().hash(), hash);
  EXPECT_NE(w.ui().lastError().find("OV-PLACE-2"), std::string::npos) << w.ui().lastError();
  const std::string shot = shotDir() + "/french-hexview-f12.png";
  std::filesystem::remove(shot);
  w.ui().setScreenshotPath(shot);
  w.key(sf::Keyboard::F12);
  EXPECT_EQ(w.ui().lastNotice(), "capture enregistrée dans " + shot);
  expectPainted(w.shot("french-hexview-1000x700.png"), w.screenOf(parseHex("0908")));
  w.key(sf::Keyboard::F1);
  expectPainted(w.shot("french-hexview-help-1000x700.png"), w.screenOf(parseHex("0101")));

  // And back to English the same way.
  w.key(sf::Keyboard::F1);
  w.click(middle(*w.ui().barButton("Language")));
  w.frame();
  ASSERT_TRUE(w.ui().barButton("English"));
  w.click(middle(*w.ui().barButton("English")));
  w.frame();
  EXPECT_EQ(core::language(), "en");
  EXPECT_TRUE(w.ui().barButton("Undo"));
}

/// Pixels that differ between two screenshots inside `area`.
std::size_t differingIn(const std::string &a, const std::string &b, sf::IntRect area) {
  sf::Image x, y;
  if (!x.loadFromFile(a) || !y.loadFromFile(b)) return ~std::size_t{0};
  std::size_t n = 0;
  for (int j = area.top; j < area.top + area.height; ++j)
    for (int i = area.left; i < area.left + area.width; ++i)
      if (x.getPixel(static_cast<unsigned>(i), static_cast<unsigned>(j)) !=
          y.getPixel(static_cast<unsigned>(i), static_cast<unsigned>(j)))
        ++n;
  return n;
}

TEST_F(FrenchScreen, TheHexViewSidePanelIsOpaque) {
  // Zoomed in, the map runs under the side panel: not a pixel of it may show there.
  HexWindow w({1000, 700}, "scenarios/objectif-villes/sept-villes-deployed.yaml");
  const int panel_left = static_cast<int>(1000 - w.ui().panelWidth());
  const sf::IntRect panel{panel_left + 2, static_cast<int>(MatchFrame::kBarHeight) + 2,
                          static_cast<int>(w.ui().panelWidth()) - 24,
                          700 - static_cast<int>(MatchFrame::kBarHeight) - 4};
  const std::string before = w.shot("hexview-panel-fitted.png");
  for (int k = 0; k < 4; ++k)
    w.key(sf::Keyboard::Add);
  w.key(sf::Keyboard::Left); // the map's right part slides under the panel
  w.key(sf::Keyboard::Left);
  const std::string after = w.shot("hexview-panel-zoomed.png");
  EXPECT_GT(differingIn(before, after, {0, 60, panel_left - 10, 600}), 10000u) << "the map did not move";
  EXPECT_EQ(differingIn(before, after, panel), 0u) << "the map shows through the side panel";
}

TEST_F(FrenchScreen, TheHexTooltipNeverDrawsOverTheHelp) {
  HexWindow w({1600, 1000}, "scenarios/objectif-villes/sept-villes.yaml");
  const sf::Vector2f corner = w.screenOf(parseHex("0101")); // clear of the centred help
  w.moveTo(corner);
  EXPECT_TRUE(w.ui().tooltipShown());
  w.key(sf::Keyboard::F1);
  ASSERT_TRUE(w.ui().helpVisible());
  w.moveTo(corner + sf::Vector2f(1, 1));
  EXPECT_FALSE(w.ui().tooltipShown()) << "the tooltip may cover the help";
  w.shot("hexview-help-no-tooltip.png");
  w.key(sf::Keyboard::F1);
  w.moveTo(corner);
  EXPECT_TRUE(w.ui().tooltipShown());
}

} // namespace
} // namespace amiraute::ui
