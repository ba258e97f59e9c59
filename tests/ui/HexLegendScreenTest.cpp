// The Objectif Villes legend and coin faces on a real screen (issue 9): the legend names every
// terrain, the rivers, both sides' coins and the map's marks in the screen's language, and fits in
// the side panel of a 1000 x 700 window with the log still showing under it; the coins' pictures
// are drawn from assets/coins. Screenshots for a person to look at (AMIRAUTE_SHOT_DIR, default /tmp).
#include "Driver.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "ui/ObjectifVillesView.h"

#include <gtest/gtest.h>

#include <SFML/Graphics/Image.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

namespace amiraute::ui {
namespace {

using uitest::expectPainted;

class LegendWindow : public uitest::WindowDriver<ObjectifVillesView> {
public:
  LegendWindow(sf::Vector2u size, const std::string &scenario)
      : WindowDriver(
            "amiraute hex legend test",
            [&] { return makeObjectifVillesView(core::findDataFile(scenario), 1); }, size) {
    frame();
  }
};

class HexLegendScreen : public ::testing::Test {
protected:
  void SetUp() override { core::setLanguage("en"); }
  void TearDown() override { core::setLanguage("en"); }
};

std::vector<std::string> names(const std::vector<OldLegendEntry> &entries) {
  std::vector<std::string> out;
  for (const OldLegendEntry &e : entries)
    out.push_back(e.name);
  return out;
}

TEST_F(HexLegendScreen, TheObjectifVillesLegendSpeaksFrenchAndFitsAThousandBySevenHundred) {
  core::setLanguage("fr");
  LegendWindow w({1000, 700}, "scenarios/objectif-villes/sept-villes-deployed.yaml");
  const std::vector<std::string> fr = names(w.view_->legend());
  // Every terrain, the rivers and both sides' coins, in French.
  for (const char *expected : {"plaine", "ville", "forêt", "montagne", "mer", "rivière", "pièce de Pile",
                               "pièce de Face", "pas encore bougée", "a déjà agi", "choisie pour bouger",
                               "attaquant", "défenseur", "à portée", "attaquable", "retraite possible"})
    EXPECT_NE(std::find(fr.begin(), fr.end(), expected), fr.end())
        << "no \"" << expected << "\" in the legend";
  // No entry left in English, name or detail.
  const std::vector<OldLegendEntry> fr_entries = w.view_->legend();
  core::setLanguage("en");
  const std::vector<OldLegendEntry> en_entries = w.view_->legend();
  core::setLanguage("fr");
  ASSERT_EQ(fr_entries.size(), en_entries.size());
  for (std::size_t k = 0; k < fr_entries.size(); ++k) {
    EXPECT_NE(fr_entries[k].name, en_entries[k].name) << en_entries[k].name << " is not translated";
    EXPECT_NE(fr_entries[k].detail, en_entries[k].detail) << en_entries[k].detail << " is not translated";
  }

  // L opens it; it lies whole inside the window, in the panel or over the map beside it (never
  // over the panel's controls and log).
  w.frame();
  if (w.view_->legendRect()) w.key(sf::Keyboard::L); // open by default: close it, then open it again
  EXPECT_FALSE(w.view_->legendRect());
  w.key(sf::Keyboard::L);
  w.frame(); // a window sized to its content finds its size in its first frame
  const auto rect = w.view_->legendRect();
  ASSERT_TRUE(rect) << "L did not open the legend";
  const float panel = 1000 - w.view_->panelWidth();
  EXPECT_TRUE(rect->left >= panel - 1 || rect->left + rect->width <= panel)
      << "the legend straddles the panel's edge: " << rect->left << " + " << rect->width;
  EXPECT_GE(rect->left, 0.f);
  EXPECT_LE(rect->left + rect->width, 1000.f);
  EXPECT_GE(rect->top, ObjectifVillesView::kBarHeight);
  EXPECT_GT(rect->height, 8 * 20.f) << "eight lines of swatches";
  EXPECT_LE(rect->top + rect->height, 700.f) << "the legend runs off the window";
  const std::string shot = w.shot("hexlegend-fr-1000x700.png");
  expectPainted(shot, w.view_->screenOf(core::parseHex("0908")));
  // The legend's swatches are painted where the rect says (not a blank panel).
  sf::Image img;
  ASSERT_TRUE(img.loadFromFile(shot));
  std::set<sf::Uint32> colours;
  for (unsigned y = static_cast<unsigned>(rect->top); y < static_cast<unsigned>(rect->top + rect->height);
       y += 2)
    for (unsigned x = static_cast<unsigned>(rect->left); x < static_cast<unsigned>(rect->left + rect->width);
         x += 2)
      colours.insert(img.getPixel(x, y).toInteger());
  EXPECT_GT(colours.size(), 60u);

  // And closed again by L, for the player who needs the room.
  w.key(sf::Keyboard::L);
  EXPECT_FALSE(w.view_->legendRect());
  w.shot("hexlegend-fr-1000x700-closed.png");
}

TEST_F(HexLegendScreen, TheLegendIsOpenWhereThereIsRoomAndShotAtEverySize) {
  for (const char *lang : {"en", "fr"})
    for (const sf::Vector2u size :
         {sf::Vector2u(1600, 1000), sf::Vector2u(1366, 768), sf::Vector2u(1000, 700)}) {
      core::setLanguage(lang);
      LegendWindow w(size, "scenarios/objectif-villes/sept-villes-deployed.yaml");
      if (size.y >= 1000) {
        EXPECT_TRUE(w.view_->legendRect()) << "open by default in a tall window";
      }
      if (!w.view_->legendRect()) w.key(sf::Keyboard::L);
      w.frame();
      ASSERT_TRUE(w.view_->legendRect());
      EXPECT_LE(w.view_->legendRect()->top + w.view_->legendRect()->height, static_cast<float>(size.y));
      w.shot("hexlegend-" + std::string(lang) + "-" + std::to_string(size.x) + "x" + std::to_string(size.y) +
             ".png");
    }
}

TEST_F(HexLegendScreen, TheCoinFacesAreLoadedFromAssetsCoins) {
  LegendWindow w({1000, 700}, "scenarios/objectif-villes/sept-villes-deployed.yaml");
  HexRenderer renderer; // the view's renderer draws from the same files
  for (int side = 0; side < 2; ++side) {
    const sf::Texture *texture = renderer.art(coinArt(side));
    ASSERT_NE(texture, nullptr) << coinArt(side);
    EXPECT_EQ(texture->getSize(), sf::Vector2u(kCoinArtSize, kCoinArtSize));
    const sf::Image image = texture->copyToImage();
    int opaque = 0;
    for (unsigned y = 0; y < kCoinArtSize; y += 2)
      for (unsigned x = 0; x < kCoinArtSize; x += 2)
        if (image.getPixel(x, y).a > 200) ++opaque;
    EXPECT_GT(opaque, static_cast<int>(kCoinArtSize * kCoinArtSize / 4 * 3 / 4)) << "a round face, not empty";
  }
  EXPECT_EQ(renderer.art("coins/no-such-coin"), nullptr) << "a missing picture leaves the letter";
}

} // namespace
} // namespace amiraute::ui
