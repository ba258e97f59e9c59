// The Haute Mer screen as a player handles it (issue 9): press-and-drag, live refusals while
// dragging, confirmation and forced undo of a salvo, the layout of a 1000 x 700 window. Real
// window under Xvfb, events through App::handleEvent.
#include "Driver.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "ui/HauteMerView.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

namespace amiraute::ui {
namespace {

namespace hm = haute_mer;
using uitest::shotDir;

class Screen : public uitest::WindowDriver<HauteMerView> {
public:
  explicit Screen(const std::string &scenario, sf::Vector2u size = {1600, 1000}, std::uint64_t seed = 5)
      : WindowDriver(
            "amiraute haute mer screen test",
            [&] {
              return std::make_unique<HauteMerView>(
                  std::make_unique<HauteMerView::Match>(HauteMerView::Match::open(scenario, seed)), seed);
            },
            size) {
    frame();
  }
  sf::Vector2f at(core::Vec2 world) const { return view_->camera().worldToScreen(world); }
  sf::Vector2f shipAt(int ship) const { return at(match().state().ships[ship].pose->center); }
  const HauteMerView::Match &match() const { return view_->match(); }
  int index(const std::string &name) const { return match().rules().shipIndex(name); }
  core::Vec2 ahead(int ship, double ud) const {
    const auto &p = *match().state().ships[ship].pose;
    return p.center + core::headingVector(p.heading_deg) * ud;
  }
};

std::string battle() { return core::findDataFile("scenarios/haute-mer/battle.yaml"); }

/// A small scenario written for the test: `ships` is the YAML of both sides' ship lists.
std::string scenario(const std::string &name, const std::string &bleu, const std::string &rouge) {
  const std::string path = shotDir() + "/amiraute-hmscreen-" + name + ".yaml";
  std::ofstream out(path);
  out << "game: haute-mer\ntitle: Essai\ntable: {width: 16, height: 12}\n"
      << "fleets: ["
      << std::filesystem::absolute(core::findDataFile("fleets/haute-mer/standard.yaml")).string() << "]\n"
      << "sides:\n  - name: Bleu\n    ships:\n"
      << bleu << "  - name: Rouge\n    ships:\n"
      << rouge << "first: Bleu\n";
  return path;
}

TEST(HauteMerScreen, PressAndDragMovesAShipThatWasNotSelected) {
  Screen s(battle());
  const int richelieu = s.index("Richelieu");
  ASSERT_EQ(s.view_->selected(), -1);
  const double y0 = s.match().state().ships[richelieu].pose->center.y;
  s.drag(s.shipAt(richelieu), s.at(s.ahead(richelieu, 2)));
  EXPECT_EQ(s.view_->selected(), richelieu);
  EXPECT_NEAR(s.match().state().ships[richelieu].moved_ud, 2.0, 1e-6);
  EXPECT_NEAR(s.match().state().ships[richelieu].pose->center.y, y0 + 2, 1e-6);
}

TEST(HauteMerScreen, EveryClauseTheLogCitesHasItsTitleForTheTooltip) {
  Screen s(battle());
  const int richelieu = s.index("Richelieu");
  s.drag(s.shipAt(richelieu), s.at(s.ahead(richelieu, 1)));
  s.key(sf::Keyboard::Enter);
  s.key(sf::Keyboard::Enter);
  ASSERT_GE(s.match().log().size(), 3u);
  for (const auto &e : s.match().log())
    for (const std::string &id : e.clauses)
      EXPECT_FALSE(s.view_->clauseTitle(id).empty()) << id;
  EXPECT_EQ(s.view_->clauseTitle("HM-FIRE-2"), "Range");
}

/// Strongly red pixels in a box of `half` pixels around `c` of the picture `path`.
int redPixels(const std::string &path, sf::Vector2f c, int half) {
  sf::Image img;
  EXPECT_TRUE(img.loadFromFile(path));
  int red = 0;
  for (int dy = -half; dy <= half; ++dy)
    for (int dx = -half; dx <= half; ++dx) {
      const sf::Color p = img.getPixel(static_cast<unsigned>(c.x + dx), static_cast<unsigned>(c.y + dy));
      red += p.r > 150 && p.r > 2 * p.g && p.r > 3 * p.b / 2;
    }
  return red;
}

TEST(HauteMerScreen, AnIllegalPositionIsShownWhileTheShipIsStillHeld) {
  // Gloire has 4 UD; Dupleix, of the same side (blue, so any red is the refusal), lies 3 UD
  // ahead of it [HM-MOVE-6].
  Screen s(scenario("collide",
                    "      - {name: Gloire, class: croiseur-lourd, x: 5, y: 3, heading: 0}\n"
                    "      - {name: Dupleix, class: cuirasse, x: 5, y: 7, heading: 180}\n",
                    "      - {name: Tirpitz, class: cuirasse, x: 14, y: 10, heading: 180}\n"));
  const int gloire = s.index("Gloire");
  const hm::State before = s.match().state();
  const sf::Vector2f from = s.shipAt(gloire);
  s.moveTo(from);
  s.button(from, true);
  // A short way: legal, nothing said, the ghost white.
  s.moveTo(s.at(s.ahead(gloire, 0.5)));
  s.moveTo(s.at(s.ahead(gloire, 1)));
  ASSERT_TRUE(s.view_->dragging());
  EXPECT_FALSE(s.view_->dragRefusal().has_value());
  const std::string legal = s.shot("amiraute-hmscreen-legal-drag.png");
  EXPECT_LT(redPixels(legal, s.at(s.ahead(gloire, 1)), 8), 5) << legal;
  // Into Dupleix: refused at once, before the button is let go.
  s.moveTo(s.at(s.ahead(gloire, 2.5)));
  s.moveTo(s.at(s.ahead(gloire, 3.5)));
  ASSERT_TRUE(s.view_->dragRefusal().has_value());
  EXPECT_EQ(s.view_->dragRefusal()->clause, "HM-MOVE-6");
  const std::string illegal = s.shot("amiraute-hmscreen-illegal-drag.png");
  EXPECT_GT(redPixels(illegal, s.at(s.ahead(gloire, 3.5)), 8), 40) << illegal;
  s.button(s.at(s.ahead(gloire, 3.5)), false);
  EXPECT_EQ(s.match().state(), before); // let go there: refused, nothing moved
}

sf::Vector2f middle(const sf::FloatRect &r) { return {r.left + r.width / 2, r.top + r.height / 2}; }

TEST(HauteMerScreen, AClickOnAnEnemyAsksBeforeTheDiceAndASeenRollCanBeTakenBackWhenBothAgree) {
  // Gloire (4 combat) and a torpedo boat 3 UD away; a second Rouge ship keeps the battle going.
  Screen s(scenario("fire", "      - {name: Gloire, class: croiseur-lourd, x: 5, y: 3, heading: 0}\n",
                    "      - {name: T1, class: torpilleur, x: 8, y: 3, heading: 0}\n"
                    "      - {name: T2, class: torpilleur, x: 14, y: 10, heading: 180}\n"));
  const int gloire = s.index("Gloire"), t1 = s.index("T1");
  s.key(sf::Keyboard::Enter); // Bleu's fire phase
  ASSERT_EQ(s.match().state().phase, hm::Phase::Fire);
  s.click(s.shipAt(gloire));
  ASSERT_EQ(s.view_->selected(), gloire);
  const hm::State before = s.match().state();
  const std::size_t actions = s.match().actions().size();

  // The click asks; Escape says no; nothing was rolled.
  s.click(s.shipAt(t1));
  ASSERT_TRUE(s.view_->fireAsked().has_value());
  EXPECT_EQ(*s.view_->fireAsked(), std::pair(gloire, t1));
  EXPECT_EQ(s.match().state(), before);
  s.shot("amiraute-hmscreen-confirm-fire.png");
  s.key(sf::Keyboard::Escape);
  EXPECT_FALSE(s.view_->fireAsked().has_value());
  EXPECT_EQ(s.match().state(), before);

  // Asked again, the Fire button says yes: the dice roll.
  s.click(s.shipAt(t1));
  ASSERT_TRUE(s.view_->barControl("Fire  (Enter)").has_value());
  s.click(middle(*s.view_->barControl("Fire  (Enter)")));
  EXPECT_TRUE(s.match().state().ships[gloire].fired);
  EXPECT_GT(s.match().actions().size(), actions);

  // Undo is not greyed out: it asks, warning that the dice were seen; "keep" keeps the roll.
  const hm::State rolled = s.match().state();
  const auto undo = [&] {
    if (s.match().state().pending) // the damage dialog holds the table: its own undo button
      s.click(middle(*s.view_->barControl("Undo the attack…")));
    else
      s.click(middle(*s.view_->barControl("Undo")));
  };
  undo();
  ASSERT_TRUE(s.view_->forcedUndoAsked());
  s.shot("amiraute-hmscreen-forced-undo.png");
  s.key(sf::Keyboard::Enter); // not by accident: Enter neither undoes nor ends the phase
  EXPECT_EQ(s.match().state(), rolled);
  s.key(sf::Keyboard::Escape);
  EXPECT_FALSE(s.view_->forcedUndoAsked());
  EXPECT_EQ(s.match().state(), rolled);
  undo();
  ASSERT_TRUE(s.view_->forcedUndoAsked());
  ASSERT_TRUE(s.view_->barControl("Undo anyway").has_value());
  s.click(middle(*s.view_->barControl("Undo anyway")));
  EXPECT_FALSE(s.view_->forcedUndoAsked());
  EXPECT_EQ(s.match().state(), before);
  EXPECT_EQ(s.match().actions().size(), actions);
}

/// `r` lies wholly inside the window.
void expectInside(const std::optional<sf::FloatRect> &r, sf::Vector2u window, const std::string &what) {
  ASSERT_TRUE(r.has_value()) << what << " was not drawn";
  EXPECT_GE(r->left, 0) << what;
  EXPECT_GE(r->top, 0) << what;
  EXPECT_LE(r->left + r->width, static_cast<float>(window.x)) << what;
  EXPECT_LE(r->top + r->height, static_cast<float>(window.y)) << what;
}

TEST(HauteMerScreen, At1000x700TheCardTheMoveButtonsAndTheBarStayReachableAndStill) {
  for (const char *lang : {"en", "fr"}) {
    core::setLanguage(lang);
    Screen s(battle(), {1000, 700});
    const sf::Vector2u w = s.size();
    const int richelieu = s.index("Richelieu");
    s.click(s.shipAt(richelieu));
    ASSERT_EQ(s.view_->selected(), richelieu);
    s.shot(std::string("amiraute-hmscreen-1000-move-") + lang + ".png");
    for (const char *b : {"+90°", "−90°", "+45°", "All", "Forward 1 UD"})
      expectInside(s.view_->barControl(b), w, std::string(lang) + " " + b);
    const auto undo_moving = s.view_->barControl(core::tr("Undo"));
    ASSERT_TRUE(undo_moving.has_value());
    s.key(sf::Keyboard::Enter); // the fire phase: the buttons stay where they were
    ASSERT_EQ(s.match().state().phase, hm::Phase::Fire);
    s.click(s.shipAt(richelieu));
    s.shot(std::string("amiraute-hmscreen-1000-fire-") + lang + ".png");
    const auto undo_firing = s.view_->barControl(core::tr("Undo"));
    ASSERT_TRUE(undo_firing.has_value());
    EXPECT_EQ(undo_moving->left, undo_firing->left) << lang;
    expectInside(s.view_->barControl("hint"), w, std::string(lang) + " hint");
    // The legend opens from its button in the table's corner and stays in the window.
    expectInside(s.view_->barControl("Legend"), w, std::string(lang) + " legend button");
    s.click(middle(*s.view_->barControl("Legend")));
    EXPECT_TRUE(s.view_->legendShown());
    s.moveTo({300, 300});
    s.shot(std::string("amiraute-hmscreen-1000-legend-") + lang + ".png");
    expectInside(s.view_->barControl("Legend"), w, std::string(lang) + " legend");
  }
  core::setLanguage("en");
}

TEST(HauteMerScreen, TheFireQuestionFitsA1000x700WindowInFrench) {
  core::setLanguage("fr");
  Screen s(scenario("fire-fr",
                    "      - {name: Georges Leygues, class: croiseur-lourd, x: 5, y: 3, heading: 0}\n",
                    "      - {name: Prinz Eugen, class: croiseur-lourd, x: 8, y: 3, heading: 0}\n"
                    "      - {name: T2, class: torpilleur, x: 14, y: 10, heading: 180}\n"),
           {1000, 700});
  s.key(sf::Keyboard::Enter);
  s.click(s.shipAt(s.index("Georges Leygues")));
  s.click(s.shipAt(s.index("Prinz Eugen")));
  ASSERT_TRUE(s.view_->fireAsked().has_value());
  s.shot("amiraute-hmscreen-confirm-fire-fr-1000.png");
  expectInside(s.view_->barControl(core::tr("Fire  (Enter)")), s.size(), "the Fire button");
  core::setLanguage("en");
}

} // namespace
} // namespace amiraute::ui
