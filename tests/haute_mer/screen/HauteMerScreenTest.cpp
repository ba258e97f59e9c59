// The Haute Mer board on the one frame as a player handles it, through the real input path (a
// window under Xvfb, events through App::handleEvent): press-and-drag, live refusals while
// dragging, the pivot handle, the ruler, the fire question and the dice, the damage dialog, undo
// of a seen roll when both agree, the victory banner, the view controls and their menu, windows
// from 1000 x 700 to 1920 x 1080 in English and French, save through the file dialog. Issue 20's
// points for Haute Mer: one Undo against the computer takes back the person's last decision with
// the computer's replies (its dice with them); every number in the current language; no control
// cut off. Screenshots (hm-*.png) in AMIRAUTE_SHOT_DIR (default /tmp).
#include "FrameDriver.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "core/Record.h"
#include "games/haute_mer/Game.h"
#include "games/haute_mer/screen/Board.h"
#include "ui/CardArt.h"

#include <gtest/gtest.h>

#include <SFML/Graphics/Image.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

namespace amiraute::haute_mer {
namespace {

namespace fs = std::filesystem;
using ui::uitest::expectPainted;
using ui::uitest::FrameOptions;
using ui::uitest::shotDir;

/// English again after each test, whatever it switched to.
class HauteMerScreen : public ::testing::Test {
protected:
  void SetUp() override { core::setLanguage("en"); }
  void TearDown() override { core::setLanguage("en"); }
};

/// A window of `size` on the game dealt with `seed`.
FrameOptions options(sf::Vector2u size = {1600, 1000}, std::uint64_t seed = 5) {
  FrameOptions o;
  o.size = size;
  o.seed = seed;
  return o;
}

class Screen : public ui::uitest::FrameDriver {
public:
  explicit Screen(const std::string &scenario, FrameOptions o = options()) : FrameDriver(scenario, o) {}
  Board &b() { return board<Board>(); }
  const game::Match<Game> &match() { return local<Game>().match(); }
  sf::Vector2f at(core::Vec2 w) { return ui().screenOf({static_cast<float>(w.x), static_cast<float>(w.y)}); }
  sf::Vector2f shipAt(int ship) {
    return at(match().state().ships[static_cast<std::size_t>(ship)].pose->center);
  }
  int index(const std::string &name) { return match().rules().shipIndex(name); }
  core::Vec2 ahead(int ship, double ud) {
    const auto &p = *match().state().ships[static_cast<std::size_t>(ship)].pose;
    return p.center + core::headingVector(p.heading_deg) * ud;
  }
  std::optional<sf::FloatRect> control(const std::string &label) { return ui().barButton(label); }
  void pressControl(const std::string &label) {
    const auto r = control(label);
    ASSERT_TRUE(r) << "no control '" << label << "' in the last frame";
    click(sf::Vector2f(r->left + r->width / 2, r->top + r->height / 2));
    frame(); // a popup opened by the click lays itself out
  }
  /// Select a ship of the side to play and drag it forward by `ud`.
  void forward(const std::string &name, double ud, const std::string &shot_midway = "") {
    const int i = index(name);
    click(shipAt(i));
    EXPECT_EQ(b().selected(), i) << name;
    drag(shipAt(i), at(ahead(i, ud)), shot_midway);
  }
};

const char *kBattle = "scenarios/haute-mer/battle.yaml";
/// The battle as shipped until 2026-11-27 (fleets 16 UD apart), where the scripted moves below run.
const char *kBattle16 = "tests/haute_mer/data/battle-16ud.yaml";

/// A small scenario written for the test: `bleu` and `rouge` are the YAML of each side's ships.
std::string scenario(const std::string &name, const std::string &bleu, const std::string &rouge,
                     const std::string &table = "{width: 16, height: 12}") {
  const std::string path = shotDir() + "/amiraute-hmscreen-" + name + ".yaml";
  std::ofstream out(path);
  out << "game: haute-mer\ntitle: Essai\ntable: " << table << "\n"
      << "fleets: [" << fs::absolute(core::findDataFile("fleets/haute-mer/standard.yaml")).string() << "]\n"
      << "sides:\n  - name: Bleu\n    ships:\n"
      << bleu << "  - name: Rouge\n    ships:\n"
      << rouge << "first: Bleu\n";
  return path;
}

/// `r` lies wholly inside the window.
void expectInside(const std::optional<sf::FloatRect> &r, sf::Vector2u window, const std::string &what) {
  ASSERT_TRUE(r.has_value()) << what << " was not drawn";
  EXPECT_GE(r->left, 0) << what;
  EXPECT_GE(r->top, 0) << what;
  EXPECT_LE(r->left + r->width, static_cast<float>(window.x)) << what;
  EXPECT_LE(r->top + r->height, static_cast<float>(window.y)) << what;
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

TEST_F(HauteMerScreen, PressAndDragMovesAShipThatWasNotSelected) {
  Screen s(kBattle);
  const int richelieu = s.index("Richelieu");
  ASSERT_EQ(s.b().selected(), -1);
  const double y0 = s.match().state().ships[static_cast<std::size_t>(richelieu)].pose->center.y;
  s.drag(s.shipAt(richelieu), s.at(s.ahead(richelieu, 2)));
  EXPECT_EQ(s.b().selected(), richelieu);
  EXPECT_NEAR(s.match().state().ships[static_cast<std::size_t>(richelieu)].moved_ud, 2.0, 1e-6);
  EXPECT_NEAR(s.match().state().ships[static_cast<std::size_t>(richelieu)].pose->center.y, y0 + 2, 1e-6);
}

TEST_F(HauteMerScreen, EveryClauseTheLogCitesHasItsTitleForTheTooltip) {
  Screen s(kBattle);
  const int richelieu = s.index("Richelieu");
  s.drag(s.shipAt(richelieu), s.at(s.ahead(richelieu, 1)));
  s.key(sf::Keyboard::Enter);
  s.key(sf::Keyboard::Enter);
  ASSERT_GE(s.match().log().size(), 3u);
  for (const auto &e : s.match().log())
    for (const std::string &id : e.clauses)
      EXPECT_FALSE(ui::MatchFrame::clauseTitle(id).empty()) << id;
  EXPECT_EQ(ui::MatchFrame::clauseTitle("HM-FIRE-2"), "Range");
  // Every game's clauses have theirs, from docs/rules/ (the first words of a clause without a title).
  EXPECT_FALSE(ui::MatchFrame::clauseTitle("PL-MAP-1").empty());
}

TEST_F(HauteMerScreen, AnIllegalPositionIsShownWhileTheShipIsStillHeld) {
  // Gloire has 4 UD; Dupleix, of the same side (blue, so any red is the refusal), lies 3 UD
  // ahead of it [HM-MOVE-6].
  Screen s(scenario("collide",
                    "      - {name: Gloire, class: croiseur-lourd, x: 5, y: 3, heading: 0}\n"
                    "      - {name: Dupleix, class: cuirasse, x: 5, y: 7, heading: 180}\n",
                    "      - {name: Tirpitz, class: cuirasse, x: 14, y: 10, heading: 180}\n"));
  const int gloire = s.index("Gloire");
  const State before = s.match().state();
  const sf::Vector2f from = s.shipAt(gloire);
  s.moveTo(from);
  s.button(from, true);
  // A short way: legal, nothing said, the ghost white.
  s.moveTo(s.at(s.ahead(gloire, 0.5)));
  s.moveTo(s.at(s.ahead(gloire, 1)));
  ASSERT_TRUE(s.b().dragging());
  EXPECT_FALSE(s.b().dragRefusal().has_value());
  const std::string legal = s.shot("hm-legal-drag.png");
  EXPECT_LT(redPixels(legal, s.at(s.ahead(gloire, 1)), 8), 5) << legal;
  // Into Dupleix: refused at once, before the button is let go.
  s.moveTo(s.at(s.ahead(gloire, 2.5)));
  s.moveTo(s.at(s.ahead(gloire, 3.5)));
  ASSERT_TRUE(s.b().dragRefusal().has_value());
  EXPECT_EQ(s.b().dragRefusal()->clause, "HM-MOVE-6");
  const std::string illegal = s.shot("hm-illegal-drag.png");
  EXPECT_GT(redPixels(illegal, s.at(s.ahead(gloire, 3.5)), 8), 40) << illegal;
  s.button(s.at(s.ahead(gloire, 3.5)), false);
  EXPECT_EQ(s.match().state(), before); // let go there: refused, nothing moved
  EXPECT_NE(s.ui().lastError().find("HM-MOVE-6"), std::string::npos) << s.ui().lastError();
}

TEST_F(HauteMerScreen, AClickOnAnEnemyAsksBeforeTheDiceAndASeenRollIsTakenBackOnlyWhenBothAgree) {
  // Gloire (4 combat) and a torpedo boat 3 UD away; a second Rouge ship keeps the battle going.
  Screen s(scenario("fire", "      - {name: Gloire, class: croiseur-lourd, x: 5, y: 3, heading: 0}\n",
                    "      - {name: T1, class: torpilleur, x: 8, y: 3, heading: 0}\n"
                    "      - {name: T2, class: torpilleur, x: 14, y: 10, heading: 180}\n"));
  const int gloire = s.index("Gloire"), t1 = s.index("T1");
  s.key(sf::Keyboard::Enter); // Bleu's fire phase
  ASSERT_EQ(s.match().state().phase, Phase::Fire);
  s.click(s.shipAt(gloire));
  ASSERT_EQ(s.b().selected(), gloire);
  const State before = s.match().state();
  const std::size_t actions = s.match().actions().size();

  // The click asks; Escape says no; nothing was rolled.
  s.click(s.shipAt(t1));
  ASSERT_TRUE(s.b().fireAsked().has_value());
  EXPECT_EQ(*s.b().fireAsked(), std::pair(gloire, t1));
  EXPECT_EQ(s.match().state(), before);
  s.shot("hm-confirm-fire.png");
  s.key(sf::Keyboard::Escape);
  EXPECT_FALSE(s.b().fireAsked().has_value());
  EXPECT_EQ(s.match().state(), before);

  // Asked again, the Fire button says yes: the dice roll, and the tray shows them.
  s.click(s.shipAt(t1));
  s.pressControl("Fire  (Enter)");
  EXPECT_TRUE(s.match().state().ships[static_cast<std::size_t>(gloire)].fired);
  EXPECT_GT(s.match().actions().size(), actions);
  ASSERT_TRUE(s.b().rollShown().has_value());
  EXPECT_EQ(s.b().rollShown()->attacker, gloire);
  EXPECT_FALSE(s.b().rollShown()->faces.empty());
  s.shot("hm-dice-tray.png");

  // Undo is not greyed out: it asks, warning that the dice were seen; "keep" keeps the roll.
  const State rolled = s.match().state();
  const auto undo = [&] {
    if (s.match().state().pending) // the damage dialog has its own button for it
      s.pressControl("Undo the attack…");
    else
      s.pressControl("Undo");
  };
  undo();
  ASSERT_TRUE(s.ui().undoAsked());
  s.shot("hm-forced-undo.png");
  s.key(sf::Keyboard::Enter); // not by accident: Enter neither undoes nor ends the phase
  EXPECT_EQ(s.match().state(), rolled);
  s.key(sf::Keyboard::Escape);
  EXPECT_FALSE(s.ui().undoAsked());
  EXPECT_EQ(s.match().state(), rolled);
  undo();
  ASSERT_TRUE(s.ui().undoAsked());
  s.pressControl("We agree: take it back");
  EXPECT_FALSE(s.ui().undoAsked());
  EXPECT_EQ(s.match().state(), before);
  EXPECT_EQ(s.match().actions().size(), actions);
  EXPECT_FALSE(s.b().rollShown().has_value());
}

TEST_F(HauteMerScreen, TheDamageDialogSpreadsTheDamageOfASalvo) {
  // Seed 5's first salvo in the default battle hits four times: 3 points to spread (PlayTest's).
  Screen s(kBattle);
  const int richelieu = s.index("Richelieu"), bismarck = s.index("Bismarck");
  for (int turn = 1; turn <= 3; ++turn) {
    s.forward("Richelieu", 3);
    s.key(sf::Keyboard::Enter);
    if (turn == 3) break;
    s.key(sf::Keyboard::Enter);
    s.forward("Bismarck", 3);
    s.key(sf::Keyboard::Enter);
    s.key(sf::Keyboard::Enter);
  }
  ASSERT_EQ(s.match().state().phase, Phase::Fire);
  s.click(s.shipAt(richelieu));
  s.click(s.shipAt(bismarck));
  s.key(sf::Keyboard::Enter);
  ASSERT_TRUE(s.match().state().pending.has_value());
  const int points = s.match().state().pending->points;
  ASSERT_GT(points, 0);
  s.moveTo(sf::Vector2f(600, 500));
  s.shot("hm-damage-dialog.png");
  s.key(sf::Keyboard::Enter); // the dialog holds the phase: Enter does not end it while damage waits
  EXPECT_EQ(s.match().state().phase, Phase::Fire);
  expectInside(s.control("All on structure"), s.size(), "All on structure");
  s.pressControl("All on structure");
  s.pressControl("Confirm");
  EXPECT_FALSE(s.match().state().pending.has_value()) << s.ui().lastError();
}

TEST_F(HauteMerScreen, MovePivotMeasureAndFireInTheDefaultBattle) {
  Screen s(kBattle16);
  EXPECT_GT(ui::uitest::distinctColours(s.shot("hm-battle.png")), 200u);
  const int richelieu = s.index("Richelieu"), bismarck = s.index("Bismarck"),
            dunkerque = s.index("Dunkerque");
  // Turn 1, Bleu: Richelieu full ahead (the drag is clamped to its 3 UD).
  s.forward("Richelieu", 3.4, "hm-move.png");
  EXPECT_NEAR(s.match().state().ships[static_cast<std::size_t>(richelieu)].pose->center.y, 8.0, 1e-6);
  EXPECT_NEAR(s.match().state().ships[static_cast<std::size_t>(richelieu)].moved_ud, 3.0, 1e-6);
  // Dunkerque: 1 UD ahead with the keyboard, then the pivot handle 45° to starboard.
  s.click(s.shipAt(dunkerque));
  s.key(sf::Keyboard::W);
  EXPECT_NEAR(s.match().state().ships[static_cast<std::size_t>(dunkerque)].pose->center.y, 6.0, 1e-6);
  {
    const core::Base b = shipBase(s.match().rules(), s.match().state(), dunkerque);
    s.drag(s.at(s.b().handleOf(dunkerque)), s.at(b.stern() + core::headingVector(45) * 3), "hm-pivot.png");
  }
  EXPECT_NEAR(s.match().state().ships[static_cast<std::size_t>(dunkerque)].pose->heading_deg, 45.0, 1e-6);
  // An illegal drag (Dunkerque has 2 UD left; a second pivot needs 1 UD straight first) snaps back.
  {
    const State before = s.match().state();
    const core::Base b = shipBase(s.match().rules(), s.match().state(), dunkerque);
    s.drag(s.at(s.b().handleOf(dunkerque)), s.at(b.stern() + core::headingVector(90) * 3));
    EXPECT_EQ(s.match().state(), before);
  }
  s.key(sf::Keyboard::Enter); // Bleu fire phase
  s.key(sf::Keyboard::Enter); // Rouge movement
  s.forward("Bismarck", 3);
  s.key(sf::Keyboard::Enter);
  s.key(sf::Keyboard::Enter);
  for (int turn = 2; turn <= 3; ++turn) {
    s.forward("Richelieu", 3);
    s.key(sf::Keyboard::Enter);
    if (turn == 3) break;
    s.key(sf::Keyboard::Enter);
    s.forward("Bismarck", 3);
    s.key(sf::Keyboard::Enter);
    s.key(sf::Keyboard::Enter);
  }
  ASSERT_EQ(s.match().state().turn, 3);
  ASSERT_EQ(s.match().state().phase, Phase::Fire);
  EXPECT_NEAR(s.match().state().ships[static_cast<std::size_t>(richelieu)].pose->center.y, 14.0, 1e-6);
  EXPECT_NEAR(s.match().state().ships[static_cast<std::size_t>(bismarck)].pose->center.y, 21.0, 1e-6);

  // Measure (hold M): from Jean Bart's base to Bismarck's, base to base.
  {
    sf::Event m;
    m.type = sf::Event::KeyPressed;
    m.key = {sf::Keyboard::M, false, false, false, false};
    s.send(m);
    s.drag(s.shipAt(s.index("Jean Bart")), s.shipAt(bismarck));
    const auto measured = s.b().tableInput(false).measure;
    ASSERT_TRUE(measured.has_value());
    EXPECT_NE(measured->text.find("base to base"), std::string::npos) << measured->text;
    s.shot("hm-measure.png");
    m.type = sf::Event::KeyReleased;
    s.send(m);
    s.key(sf::Keyboard::Escape);
    EXPECT_FALSE(s.b().tableInput(false).measure.has_value());
  }
  // Fire: Richelieu selected, point at Bismarck (odds shown), click.
  s.click(s.shipAt(richelieu));
  s.moveTo(s.shipAt(bismarck));
  s.frame();
  EXPECT_TRUE(s.b().tableInput(false).fire.has_value());
  EXPECT_GT(ui::uitest::distinctColours(s.shot("hm-fire-odds.png")), 200u);
  s.button(s.shipAt(bismarck), true);
  s.button(s.shipAt(bismarck), false);
  EXPECT_FALSE(s.match().state().ships[static_cast<std::size_t>(richelieu)].fired); // the click asks first
  s.key(sf::Keyboard::Enter);                                                       // yes
  EXPECT_TRUE(s.match().state().ships[static_cast<std::size_t>(richelieu)].fired);
  bool logged = false;
  for (const auto &e : s.match().log())
    logged |= e.text.find("Richelieu fires on Bismarck") != std::string::npos;
  EXPECT_TRUE(logged);
  s.moveTo(sf::Vector2f(600, 500));
  EXPECT_GT(ui::uitest::distinctColours(s.shot("hm-fire-result.png")), 200u);
}

TEST_F(HauteMerScreen, VictoryBanner) {
  // Two torpedo boats a few tenths of a UD apart: Bleu's torpedoes sink Rouge's only ship.
  Screen s(scenario("victory", "      - {name: T1, class: torpilleur, x: 5, y: 4, heading: 90}\n",
                    "      - {name: S1, class: torpilleur, x: 6.5, y: 4.5, heading: 270}\n",
                    "{width: 12, height: 8}"));
  ASSERT_TRUE(s.ui().submitText("end"));
  ASSERT_TRUE(s.ui().submitText("torpedo T1 S1 dice 5 2 1 1")) << s.ui().lastError();
  ASSERT_TRUE(s.match().state().over);
  s.frame();
  const auto banner = s.b().banner();
  ASSERT_TRUE(banner.has_value());
  EXPECT_EQ(banner->headline, "Bleu wins!");
  EXPECT_GT(ui::uitest::distinctColours(s.shot("hm-victory.png")), 100u);
}

// ---- issue 20 §5
// --------------------------------------------------------------------------------------------

TEST_F(HauteMerScreen, OneUndoAgainstTheComputerTakesBackThePersonsDecisionWithTheComputersShots) {
  // Bleu (a person) and Rouge (the computer) in range of each other: Rouge fires in its turn, its
  // dice rolled by the program and seen. The person's Undo takes back their own last decision —
  // the end of their fire phase — and the computer's whole turn with it, dice and all, without
  // asking anybody: it does not offer to roll the computer's shots again.
  FrameOptions o = options();
  o.seed = 3;
  o.computers = {{"Rouge", "20"}};
  Screen s(scenario("computer", "      - {name: Gloire, class: croiseur-lourd, x: 5, y: 3, heading: 0}\n",
                    "      - {name: Tirpitz, class: cuirasse, x: 9, y: 3, heading: 0}\n"),
           o);
  s.ui().setComputerPause(0);
  ASSERT_TRUE(s.ui().submitText("end")); // Bleu's movement
  ASSERT_TRUE(s.ui().submitText("end")); // Bleu's fire: nothing fired
  const std::vector<std::string> mine = s.match().actions();
  const State before = s.match().state();
  ASSERT_TRUE(s.framesUntil([&] { return s.match().toMove() == 0 || s.match().state().over; }))
      << "the computer never gave the table back";
  ASSERT_FALSE(s.match().state().over);
  bool rolled = false;
  for (std::size_t k = mine.size(); k < s.match().actions().size(); ++k)
    rolled |= s.match().actions()[k].rfind("roll", 0) == 0;
  ASSERT_TRUE(rolled) << "the computer did not fire: the test's premise";
  s.frame();
  s.shot("hm-computer-fired.png");
  EXPECT_EQ(s.ui().undoRefusal(), std::nullopt);
  s.pressControl("Undo");
  EXPECT_FALSE(s.ui().undoAsked()) << "asked about dice only the computer rolled";
  EXPECT_EQ(s.match().actions().size(), mine.size() - 1) << "back to before the person's last decision";
  EXPECT_EQ(s.match().state().phase, Phase::Fire);
  EXPECT_EQ(s.match().state().side, 0);
  EXPECT_NE(s.ui().lastNotice().find("took back"), std::string::npos) << s.ui().lastNotice();
  (void)before;
}

TEST_F(HauteMerScreen, EveryNumberTheScreenShowsIsWrittenInTheCurrentLanguage) {
  core::setLanguage("fr");
  Screen s(kBattle);
  const int richelieu = s.index("Richelieu");
  // A drag's label, the ship's card buttons, the log: decimal commas, never a point.
  const sf::Vector2f from = s.shipAt(richelieu);
  s.moveTo(from);
  s.button(from, true);
  s.moveTo(s.at(s.ahead(richelieu, 0.8)));
  s.moveTo(s.at(s.ahead(richelieu, 1.5)));
  const auto preview = s.b().tableInput(false).preview;
  ASSERT_TRUE(preview.has_value());
  EXPECT_NE(preview->text.find("1,5"), std::string::npos) << preview->text;
  EXPECT_EQ(preview->text.find("1.5"), std::string::npos) << preview->text;
  EXPECT_EQ(preview->text.find(".00"), std::string::npos) << preview->text;
  s.shot("hm-fr-drag.png");
  s.button(s.at(s.ahead(richelieu, 1.5)), false);
  ASSERT_GT(s.match().state().ships[static_cast<std::size_t>(richelieu)].moved_ud, 1.4);
  const std::string said = s.match().log().back().text;
  EXPECT_NE(said.find("1,5"), std::string::npos) << said;
  EXPECT_EQ(said.find("1.5"), std::string::npos) << said;
  EXPECT_NE(s.ui().lastNotice().find("1,5"), std::string::npos) << s.ui().lastNotice();
  s.pressControl("Forward 0.5");
  EXPECT_EQ(s.match().log().back().text.find("0.5"), std::string::npos) << s.match().log().back().text;
  // The ruler.
  s.key(sf::Keyboard::Escape);
  sf::Event m;
  m.type = sf::Event::KeyPressed;
  m.key = {sf::Keyboard::M, false, false, false, false};
  s.send(m);
  s.drag(s.at({10.25, 10.5}), s.at({12.5, 10.5}));
  const auto measured = s.b().tableInput(false).measure;
  ASSERT_TRUE(measured.has_value());
  EXPECT_NE(measured->text.find("2,2"), std::string::npos) << measured->text; // 2.25 UD, to a pixel
  EXPECT_EQ(measured->text.find('.'), std::string::npos) << measured->text;
  s.shot("hm-fr-measure.png");
  // Switched back to English, the same log reads with points.
  core::setLanguage("en");
  s.local<Game>().renarrate();
  bool point = false;
  for (const auto &e : s.match().log())
    point |= e.text.find("1.5") != std::string::npos;
  EXPECT_TRUE(point);
}

/// The view controls of the bar, in the bar or in its View menu: each is whole, inside the
/// window, apart from the others; the menu is opened to look and closed again.
void expectEveryControlReachable(Screen &s, const std::string &tag) {
  const sf::Vector2u window = s.size();
  const bool moving = s.match().state().phase == Phase::Movement;
  std::vector<std::string> bar = {core::tr(moving ? "End movement  ▸" : "End fire phase  ▸"),
                                  core::tr("Undo"), core::tr("Screenshot")};
  const std::vector<std::string> views = {core::tr("Measure"), core::tr("Rings"), core::tr("Reach"),
                                          core::tr("Names"),   core::tr("Fit"),   core::tr("Help  F1")};
  std::vector<std::string> in_menu;
  for (const std::string &v : views)
    (s.control(v) ? bar : in_menu).push_back(v);
  if (!in_menu.empty()) bar.push_back(core::tr(ui::MatchFrame::kViewMenu));
  std::vector<sf::FloatRect> seen;
  for (const std::string &label : bar) {
    const auto r = s.control(label);
    ASSERT_TRUE(r) << tag << ": " << label;
    expectInside(r, window, tag + ": " + label);
    EXPECT_LE(r->top + r->height, ui::MatchFrame::kBarHeight) << tag << ": " << label;
    for (const sf::FloatRect &q : seen)
      EXPECT_FALSE(q.intersects(*r)) << tag << ": " << label << " overlaps another control";
    seen.push_back(*r);
  }
  EXPECT_LE(s.ui().panelContentWidth(), s.ui().panelWidth() + 1) << tag << ": the panel is cut off";
  if (in_menu.empty()) return;
  s.pressControl(core::tr(ui::MatchFrame::kViewMenu));
  std::vector<sf::FloatRect> items;
  for (const std::string &label : in_menu) {
    const auto r = s.control(label);
    ASSERT_TRUE(r) << tag << ": " << label << " is in neither the bar nor the menu";
    expectInside(r, window, tag + " menu: " + label);
    for (const sf::FloatRect &q : items)
      EXPECT_FALSE(q.intersects(*r)) << tag << ": " << label;
    items.push_back(*r);
  }
  s.shot("hm-menu-" + tag + ".png");
  s.key(sf::Keyboard::Escape);
  EXPECT_FALSE(s.control(in_menu.front())) << tag << ": the menu stays open";
}

/// The whole table, rulers included, lies inside the table area (below the bar, left of the panel)
/// and fills it along one side.
void expectTableFitted(Screen &s) {
  const sf::FloatRect &vp = s.ui().camera().viewport();
  const sf::Vector2u window = s.size();
  EXPECT_FLOAT_EQ(vp.top, ui::MatchFrame::kBarHeight);
  EXPECT_LE(vp.left + vp.width, static_cast<float>(window.x) - s.ui().panelWidth() + 0.5f);
  EXPECT_LE(vp.top + vp.height, static_cast<float>(window.y) + 0.5f);
  const auto &table = *s.match().rules().table;
  const double ruler = 30 / s.ui().camera().scale(); // the rulers along the bottom and the left
  for (const core::Vec2 c : {core::Vec2{-ruler, -ruler}, core::Vec2{table.width, table.height},
                             core::Vec2{-ruler, table.height}, core::Vec2{table.width, -ruler}})
    EXPECT_TRUE(vp.contains(s.ui().camera().worldToScreen(c)))
        << c.x << "," << c.y << " in a " << window.x << "x" << window.y << " window";
  const sf::Vector2f a = s.ui().camera().worldToScreen({0, 0});
  const sf::Vector2f b = s.ui().camera().worldToScreen({table.width, table.height});
  EXPECT_GT(std::max((b.x - a.x) / vp.width, (a.y - b.y) / vp.height), 0.8f);
}

TEST_F(HauteMerScreen, NoControlIsCutOffInEitherLanguageFrom1000x700To1920x1080) {
  for (const char *lang : {"en", "fr"})
    for (const sf::Vector2u size :
         {sf::Vector2u(1000, 700), sf::Vector2u(1600, 1000), sf::Vector2u(1920, 1080)}) {
      core::setLanguage(lang);
      const std::string tag = std::string(lang) + "-" + std::to_string(size.x) + "x" + std::to_string(size.y);
      Screen s(kBattle, options(size));
      expectTableFitted(s);
      expectEveryControlReachable(s, tag);
      if (size.x >= 1600) {
        EXPECT_FALSE(s.ui().viewFolded()) << tag;
      }
      // A ship's card with its move buttons, then in the fire phase with its targets.
      const int richelieu = s.index("Richelieu");
      s.click(s.shipAt(richelieu));
      ASSERT_EQ(s.b().selected(), richelieu);
      for (const char *b : {"+90°", "−90°", "+45°", "All", "Forward 1 UD"})
        expectInside(s.control(b), s.size(), tag + " " + b);
      expectPainted(s.shot("hm-move-" + tag + ".png"), s.at({24, 16}));
      const auto undo_moving = s.control(core::tr("Undo"));
      s.key(sf::Keyboard::Enter);
      ASSERT_EQ(s.match().state().phase, Phase::Fire);
      s.click(s.shipAt(richelieu));
      expectEveryControlReachable(s, tag + "-fire");
      const auto undo_firing = s.control(core::tr("Undo"));
      ASSERT_TRUE(undo_moving && undo_firing);
      EXPECT_EQ(undo_moving->left, undo_firing->left) << tag << ": the bar moved between the phases";
      expectInside(s.control("hint"), s.size(), tag + " hint");
      s.shot("hm-fire-" + tag + ".png");
      // The legend opens in the side panel with L, and with G as before; it does not widen it.
      const bool open = s.ui().legendShown();
      s.key(sf::Keyboard::L);
      EXPECT_NE(s.ui().legendShown(), open) << tag << ": L toggles the legend";
      s.key(sf::Keyboard::G);
      EXPECT_EQ(s.ui().legendShown(), open) << tag << ": G toggles the legend too";
      if (!s.ui().legendShown()) s.key(sf::Keyboard::L);
      EXPECT_TRUE(s.ui().legendShown()) << tag;
      EXPECT_LE(s.ui().panelContentWidth(), s.ui().panelWidth() + 1) << tag;
      s.moveTo(sf::Vector2f(300, 300));
      s.shot("hm-legend-" + tag + ".png");
    }
}

TEST_F(HauteMerScreen, TheFireQuestionFitsA1000x700WindowInFrench) {
  core::setLanguage("fr");
  Screen s(scenario("fire-fr",
                    "      - {name: Georges Leygues, class: croiseur-lourd, x: 5, y: 3, heading: 0}\n",
                    "      - {name: Prinz Eugen, class: croiseur-lourd, x: 8, y: 3, heading: 0}\n"
                    "      - {name: T2, class: torpilleur, x: 14, y: 10, heading: 180}\n"),
           options({1000, 700}));
  s.key(sf::Keyboard::Enter);
  s.click(s.shipAt(s.index("Georges Leygues")));
  s.click(s.shipAt(s.index("Prinz Eugen")));
  ASSERT_TRUE(s.b().fireAsked().has_value());
  s.shot("hm-confirm-fire-fr-1000.png");
  expectInside(s.control(core::tr("Fire  (Enter)")), s.size(), "the Fire button");
}

TEST_F(HauteMerScreen, TheViewMenuHasTheSameTogglesAndTheShortcutsStillWork) {
  Screen s(kBattle, options({1000, 700}));
  ASSERT_TRUE(s.b().ringsShown());
  const auto toggle = [&](const std::string &label) {
    if (!s.control(label)) s.pressControl(core::tr(ui::MatchFrame::kViewMenu));
    s.pressControl(label);
  };
  toggle("Rings");
  EXPECT_FALSE(s.b().ringsShown());
  s.key(sf::Keyboard::R);
  EXPECT_TRUE(s.b().ringsShown());
  for (auto [label, shown] : {std::pair{"Reach", &Board::reachShown}, std::pair{"Names", &Board::namesShown},
                              std::pair{"Measure", &Board::measureToggled}}) {
    const bool before = (s.b().*shown)();
    toggle(label);
    EXPECT_NE((s.b().*shown)(), before) << label;
  }
  toggle("Help  F1");
  EXPECT_TRUE(s.ui().helpVisible());
  expectPainted(s.shot("hm-1000x700-help.png"), s.at({2, 2}));
  s.key(sf::Keyboard::F1);
  EXPECT_FALSE(s.ui().helpVisible());
  s.key(sf::Keyboard::N);
  s.key(sf::Keyboard::A);
  EXPECT_TRUE(s.b().namesShown());
  EXPECT_TRUE(s.b().reachShown());
  // Fit fits a zoomed table again.
  const double fitted = s.ui().camera().scale();
  s.key(sf::Keyboard::Add);
  EXPECT_GT(s.ui().camera().scale(), fitted * 1.2);
  toggle("Fit");
  expectTableFitted(s);
  EXPECT_TRUE(s.match().actions().empty());
}

TEST_F(HauteMerScreen, ResizingTheWindowKeepsTheTableFittedUntilThePlayerZooms) {
  Screen s(kBattle);
  expectTableFitted(s);
  EXPECT_FALSE(s.ui().viewFolded());
  s.resize(1000, 700);
  ASSERT_EQ(s.size(), sf::Vector2u(1000, 700));
  expectTableFitted(s);
  expectEveryControlReachable(s, "resized-1000x700");
  expectPainted(s.shot("hm-resized-1000x700.png"), s.at({24, 16}));
  s.resize(1920, 1080);
  expectTableFitted(s);
  EXPECT_FALSE(s.ui().viewFolded());
  expectPainted(s.shot("hm-resized-1920x1080.png"), s.at({24, 16}));

  // Once the player zooms, a resize keeps the zoom; Home fits again, and resizes follow again.
  s.key(sf::Keyboard::Add);
  const double zoomed = s.ui().camera().scale();
  s.resize(1280, 800);
  EXPECT_DOUBLE_EQ(s.ui().camera().scale(), zoomed);
  s.key(sf::Keyboard::Home);
  expectTableFitted(s);
  s.resize(1000, 700);
  expectTableFitted(s);
  // Panning counts as the player's too.
  s.key(sf::Keyboard::Left);
  const core::Vec2 panned = s.ui().camera().center();
  s.resize(1600, 1000);
  EXPECT_DOUBLE_EQ(s.ui().camera().center().x, panned.x);
  EXPECT_DOUBLE_EQ(s.ui().camera().center().y, panned.y);
}

TEST_F(HauteMerScreen, SavesThroughTheFileDialogAndTheScenarioItselfIsRefused) {
  const std::string battle = core::findDataFile(kBattle);
  Screen s(kBattle, options({1000, 700}));
  const fs::path folder = fs::path(shotDir()) / "file-dialog-haute-mer";
  fs::remove_all(folder);
  fs::create_directories(folder);
  s.key(sf::Keyboard::S, true);
  ui::FileDialog &d = s.ui().fileDialog();
  ASSERT_TRUE(d.isOpen());
  EXPECT_EQ(d.name().rfind("battle-", 0), 0u) << d.name();
  d.setFolder(folder);
  s.frame();
  const ui::FileDialog::Box box = d.drawn();
  EXPECT_LE(box.x + box.width, 1000.f);
  EXPECT_LE(box.y + box.height, 700.f);
  s.shot("file-dialog-haute-mer-save-1000x700.png");
  s.key(sf::Keyboard::Enter);
  EXPECT_FALSE(d.isOpen());
  std::vector<fs::path> saved;
  for (const auto &f : fs::directory_iterator(folder))
    saved.push_back(f.path());
  ASSERT_EQ(saved.size(), 1u);
  EXPECT_TRUE(core::isGameRecord(saved[0].string()));

  // The scenario itself is refused, whatever is typed.
  d.open(ui::FileDialog::Kind::Save, s.ui());
  d.setFolder(fs::path(battle).parent_path());
  d.name() = "battle.yaml";
  EXPECT_FALSE(d.confirm());
  EXPECT_EQ(d.error(), "battle.yaml is the scenario itself: choose another name.");
  s.frame();
  s.shot("file-dialog-haute-mer-refused-1000x700.png");
  s.key(sf::Keyboard::Escape);
  EXPECT_FALSE(d.isOpen());
}

TEST(HauteMerShipArt, EveryClassOfTheStandardFleetHasASilhouetteSeenFromAbove) {
  if (!ui::svgSupported()) GTEST_SKIP() << "built without librsvg";
  std::map<std::string, ShipClass> classes;
  loadFleetFile(core::findDataFile("fleets/haute-mer/standard.yaml"), classes);
  ASSERT_EQ(classes.size(), 6u);
  const unsigned width = 256, height = 64;
  for (const auto &[id, cls] : classes) {
    std::string error;
    const auto image =
        ui::rasterizeSvg(core::findDataFile("assets/ships/" + id + ".svg"), width, height, &error);
    ASSERT_TRUE(image.has_value()) << id << ": " << error;
    // A hull along the middle, a pointed bow on the right: the bow's corners stay clear.
    EXPECT_GT(image->getPixel(width / 2, height / 2).a, 200) << id;
    EXPECT_LT(image->getPixel(width - 2, 2).a, 40) << id;
    EXPECT_LT(image->getPixel(width - 2, height - 3).a, 40) << id;
  }
}

} // namespace
} // namespace amiraute::haute_mer
