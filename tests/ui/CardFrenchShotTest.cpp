// The card games' screen in French at the smallest size a player uses (1000 x 700): every button
// of the bar and of the panel whole inside the window and apart from the others, numbers written
// the French way ("1 500 milles"), and the same in English. Screenshots for a person to look at
// (AMIRAUTE_SHOT_DIR, default /tmp): cards-fr-*.png.
#include "Driver.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "ui/GameViews.h"
#include "ui/MillesNautiquesView.h"
#include "ui/NauticMilesView.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace amiraute::ui {
namespace {

/// English again after each test, whatever it switched to.
class CardFrenchShot : public ::testing::Test {
protected:
  void TearDown() override { core::setLanguage("en"); }
};

template <class V> class CardWindow : public uitest::WindowDriver<V> {
public:
  template <class Open>
  CardWindow(Open open, const std::string &scenario, sf::Vector2u size)
      : uitest::WindowDriver<V>(
            "amiraute French card table", [&] { return open(core::findDataFile(scenario), "", 3); }, size) {
    this->frame();
  }
  V &view() { return *this->view_; }
  /// Lift the curtain and draw, so that the player's hand and the panel's buttons all show.
  void lookAndDraw() {
    const sf::Vector2f middle{static_cast<float>(this->size().x) / 2, static_cast<float>(this->size().y) / 2};
    if (view().curtain().down()) this->click(middle);
    ASSERT_FALSE(view().curtain().down());
    if (view().scene().draw_legal) this->click(view().drawPileCentre());
    this->frame();
  }
};

/// Each of `labels` (translated here) was drawn whole inside the window, and no two overlap.
template <class V>
void expectButtonsWholeAndApart(CardWindow<V> &w, const std::vector<const char *> &labels) {
  const sf::Vector2u size = w.size();
  std::vector<sf::FloatRect> seen;
  for (const char *english : labels) {
    const std::string label = core::tr(english);
    const std::optional<sf::FloatRect> r = w.view().barButton(label);
    ASSERT_TRUE(r) << "'" << label << "' was not drawn";
    EXPECT_GE(r->left, 0) << label;
    EXPECT_GE(r->top, 0) << label;
    EXPECT_LE(r->left + r->width, static_cast<float>(size.x)) << "'" << label << "' runs off the right edge";
    EXPECT_LE(r->top + r->height, static_cast<float>(size.y)) << "'" << label << "' runs off the bottom";
    for (const sf::FloatRect &other : seen)
      EXPECT_FALSE(r->intersects(other)) << "'" << label << "' overlaps another button";
    seen.push_back(*r);
  }
}

const std::vector<const char *> kButtons = {"Undo", "Screenshot", "Help  F1", "Save", "Load", "Force undo"};

TEST_F(CardFrenchShot, MillesNautiquesButtonsStayWholeAt1000x700InBothLanguages) {
  for (const char *lang : {"fr", "en"}) {
    ASSERT_TRUE(core::setLanguage(lang));
    for (const sf::Vector2u size : {sf::Vector2u{1000, 700}, sf::Vector2u{1366, 768}}) {
      CardWindow<MillesNautiquesView> w(openMillesNautiques, "scenarios/milles-nautiques/duel.yaml", size);
      w.lookAndDraw();
      SCOPED_TRACE(std::string(lang) + " " + std::to_string(size.x) + "x" + std::to_string(size.y));
      expectButtonsWholeAndApart(w, kButtons);
      w.shot("cards-" + std::string(lang) + "-mn-" + std::to_string(size.x) + ".png");
    }
  }
}

TEST_F(CardFrenchShot, TheHelpAndTheCurtainsTakeBackFitAt1000x700InFrench) {
  ASSERT_TRUE(core::setLanguage("fr"));
  CardWindow<MillesNautiquesView> w(openMillesNautiques, "scenarios/milles-nautiques/duel.yaml", {1000, 700});
  w.lookAndDraw();
  w.key(sf::Keyboard::F1);
  w.shot("cards-fr-mn-help-1000.png");
  w.key(sf::Keyboard::F1);
  // Anne discards: the curtain comes down and offers her the take-back, whole inside the window.
  const std::size_t before = w.view().match().actions().size();
  w.click(w.view().handCardCentre(0));
  w.click(w.view().discardCentre());
  ASSERT_GT(w.view().match().actions().size(), before) << w.view().lastError();
  ASSERT_TRUE(w.view().curtain().down());
  const std::optional<sf::FloatRect> back = w.view().curtainUndoButton();
  ASSERT_TRUE(back);
  EXPECT_GE(back->left, 0);
  EXPECT_LE(back->left + back->width, 1000.f);
  EXPECT_LE(back->top + back->height, 700.f);
  w.shot("cards-fr-mn-curtain-takeback-1000.png");
}

TEST_F(CardFrenchShot, NauticMilesButtonsStayWholeAt1000x700InFrench) {
  ASSERT_TRUE(core::setLanguage("fr"));
  CardWindow<NauticMilesView> w(openNauticMiles, "scenarios/nautic-miles/six-teams.yaml", {1000, 700});
  w.lookAndDraw();
  expectButtonsWholeAndApart(w, kButtons);
  w.shot("cards-fr-nm-six-teams-1000.png");
}

TEST_F(CardFrenchShot, ARaceOf1500MilesIsWrittenTheFrenchWay) {
  ASSERT_TRUE(core::setLanguage("fr"));
  CardWindow<MillesNautiquesView> w(openMillesNautiques, "scenarios/milles-nautiques/duel.yaml", {1000, 700});
  w.lookAndDraw();
  // On the boat's mat and in the score sheet of the panel (the same sentence).
  ASSERT_FALSE(w.view().scene().areas.empty());
  const std::string mat = w.view().scene().areas.front().status;
  EXPECT_NE(mat.find("0 / 1\u202f500 milles"), std::string::npos) << mat;
  EXPECT_EQ(mat.find("1,500"), std::string::npos) << mat;
  // The log says it too ("Anne joue en premier (1 500 milles)").
  bool said = false;
  for (const game::LogEntry &e : w.view().match().log())
    said = said || e.text.find("1\u202f500 milles") != std::string::npos;
  EXPECT_TRUE(said);
  w.shot("cards-fr-mn-numbers.png");
  // Switched to English from the bar's language menu, the same table writes 1,500 at once.
  const std::optional<sf::FloatRect> language = w.view().barButton("Language");
  ASSERT_TRUE(language);
  EXPECT_LE(language->left + language->width, 1000.f);
  w.click({language->left + language->width / 2, language->top + language->height / 2});
  w.frame();
  const std::optional<sf::FloatRect> english = w.view().barButton("English");
  ASSERT_TRUE(english) << "the language menu opens";
  w.click({english->left + english->width / 2, english->top + english->height / 2});
  w.frame();
  EXPECT_EQ(core::language(), "en");
  const std::string now = w.view().scene().areas.front().status;
  EXPECT_NE(now.find("0 / 1,500 miles"), std::string::npos) << now;
  w.shot("cards-en-mn-numbers.png");
}

} // namespace
} // namespace amiraute::ui
