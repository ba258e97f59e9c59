// The hex games' legends on a real screen: L opens and closes each in a small French window, the
// panel never cut off (Objectif Villes' legend and coin faces: tests/objectif_villes/screen/).
// Screenshots for a person to look at (AMIRAUTE_SHOT_DIR, default /tmp).
#include "Driver.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "ui/DetroitsView.h"
#include "ui/EscadrillesView.h"

#include <gtest/gtest.h>

#include <SFML/Graphics/Image.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

namespace amiraute::ui {
namespace {

using uitest::expectPainted;

class HexLegendScreen : public ::testing::Test {
protected:
  void SetUp() override { core::setLanguage("en"); }
  void TearDown() override { core::setLanguage("en"); }
};

template <class V> class GameWindow : public uitest::WindowDriver<V> {
public:
  template <class Make>
  GameWindow(Make make, sf::Vector2u size) : uitest::WindowDriver<V>("amiraute hex legend test", make, size) {
    this->frame();
  }
};

/// In a 1000 x 700 window, in French, L opens a hex game's legend in its panel, and again closes
/// it; the bar keeps its language menu inside the window.
template <class V, class Make> void legendByKey(Make make, const std::string &game) {
  core::setLanguage("fr");
  {
    // At 1366 x 768 the panel opens what fits: nothing runs below the window's edge (it would
    // scroll), the legend open only where the record and the log keep their room.
    GameWindow<V> w(make, {1366, 768});
    w.frame();
    EXPECT_FALSE(w.view_->panelOverflows()) << game << " at 1366 x 768";
    w.shot("hexlegend-" + game + "-fr-1366x768.png");
  }
  GameWindow<V> w(make, {1000, 700});
  ASSERT_FALSE(w.view_->curtain().down()) << game;
  const auto language = w.view_->barButton("Language");
  ASSERT_TRUE(language) << game << ": no language menu in the bar";
  EXPECT_LE(language->left + language->width, 1000.f) << game;
  if (w.view_->legendShown()) w.key(sf::Keyboard::L);
  EXPECT_FALSE(w.view_->legendShown()) << game;
  w.key(sf::Keyboard::L);
  w.frame();
  EXPECT_TRUE(w.view_->legendShown()) << game << ": L did not open the legend";
  EXPECT_LE(w.view_->panelContentWidth(), w.view_->panelWidth() + 1) << game << ": the panel is cut off";
  expectPainted(w.shot("hexlegend-" + game + "-fr-1000x700.png"), {100, 100});
  w.key(sf::Keyboard::L);
  EXPECT_FALSE(w.view_->legendShown()) << game;
}

TEST_F(HexLegendScreen, LOpensTheLegendOfEveryHexGameInASmallFrenchWindow) {
  legendByKey<DetroitsView>(
      [] { return makeDetroitsView(core::findDataFile("scenarios/detroits/detroits.yaml"), 1); }, "detroits");
  legendByKey<EscadrillesView>(
      [] { return makeEscadrillesView(core::findDataFile("scenarios/escadrilles/standard.yaml"), 1); },
      "escadrilles");
}

} // namespace
} // namespace amiraute::ui
