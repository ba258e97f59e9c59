// The Objectif Villes board on the one frame, through the real input path (a real window under
// Xvfb, sf::Event objects through App::handleEvent): placement by clicks, a move along its reach,
// an attack with its odds and the retreat after a 3:1, a game played to its end; the help, the
// screenshot, the map fitted at every size; the legend and the coins' faces (issue 9); the
// undo between two persons at one screen; the board in French. Screenshots (hexview-*.png,
// hexlegend-*.png) in AMIRAUTE_SHOT_DIR (default /tmp) for a person to look at.
#include "FrameDriver.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "core/Settings.h"
#include "games/objectif_villes/Engine.h"
#include "games/objectif_villes/screen/Board.h"
#include "ui/CardArt.h"
#include "ui/SceneRenderer.h"

#include <gtest/gtest.h>

#include <SFML/Graphics/Image.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace amiraute::objectif_villes {
namespace {

using core::parseHex;
using ui::MatchFrame;
using ui::uitest::distinctColours;
using ui::uitest::expectPainted;
using ui::uitest::FrameDriver;
using ui::uitest::shotDir;

/// The frame over an Objectif Villes scenario, its board, its match.
class OvDriver : public FrameDriver {
public:
  explicit OvDriver(const std::string &scenario, sf::Vector2u size = {1600, 1000})
      : FrameDriver(scenario, ui::uitest::sized(size)) {}

  using FrameDriver::click;
  using FrameDriver::moveTo;
  Board &board() { return FrameDriver::board<Board>(); }
  const game::Match<Game> &match() { return local<Game>().match(); }
  const State &state() { return match().state(); }
  sf::Vector2f at(core::Hex h) { return ui().screenOf(board().centerOf(h)); }
  sf::Vector2f at(const char *hex) { return at(parseHex(hex)); }
  void click(const char *hex) { click(at(hex)); }
  int pieceOn(const char *hex) { return state().pieceAt(parseHex(hex)); }
};

/// English again after each test, whatever it switched to.
class OvScreen : public ::testing::Test {
protected:
  void SetUp() override { core::setLanguage("en"); }
  void TearDown() override { core::setLanguage("en"); }
};

/// Save a part of a screenshot at full size, to look at the labels and coins closely.
void crop(const std::string &path, sf::IntRect rect, const std::string &out) {
  sf::Image img, part;
  ASSERT_TRUE(img.loadFromFile(path));
  part.create(static_cast<unsigned>(rect.width), static_cast<unsigned>(rect.height));
  part.copy(img, 0, 0, rect);
  EXPECT_TRUE(part.saveToFile(shotDir() + "/" + out));
}

/// Pixels that differ between two pictures of the same size.
std::size_t differingPixels(const std::string &a, const std::string &b) {
  sf::Image x, y;
  EXPECT_TRUE(x.loadFromFile(a));
  EXPECT_TRUE(y.loadFromFile(b));
  if (x.getSize() != y.getSize()) return x.getSize().x * x.getSize().y;
  std::size_t n = 0;
  for (unsigned j = 0; j < x.getSize().y; ++j)
    for (unsigned i = 0; i < x.getSize().x; ++i)
      if (x.getPixel(i, j) != y.getPixel(i, j)) ++n;
  return n;
}

sf::Vector2f middle(const sf::FloatRect &r) { return {r.left + r.width / 2, r.top + r.height / 2}; }

TEST_F(OvScreen, PlacementByClicksAndRefusalsChangeNothing) {
  OvDriver d("scenarios/objectif-villes/sept-villes.yaml");
  EXPECT_EQ(d.state().phase, Phase::Placement);
  d.click("0304");
  ASSERT_GE(d.pieceOn("0304"), 0) << d.ui().lastError();
  EXPECT_EQ(d.state().pieces[static_cast<std::size_t>(d.pieceOn("0304"))].side, 0);
  d.click("1404");
  EXPECT_EQ(d.state().pieces[static_cast<std::size_t>(d.pieceOn("1404"))].side, 1);
  // Sea: refused with its clause, nothing changes.
  const auto hash = d.match().hash();
  d.click("0101");
  EXPECT_EQ(d.match().hash(), hash);
  EXPECT_NE(d.ui().lastError().find("OV-PLACE-2"), std::string::npos) << d.ui().lastError();
  for (const char *h : {"0506", "1206", "0408"})
    d.click(h);
  EXPECT_EQ(d.match().actions().size(), 5u);
  d.moveTo(d.at("1108")); // the ghost coin of Face's next placement
  expectPainted(d.shot("hexview-placement.png"), d.at("0908"));
}

TEST_F(OvScreen, MoveAttackAndRetreatInTheDeployedGame) {
  OvDriver d("scenarios/objectif-villes/sept-villes-deployed.yaml");
  ASSERT_EQ(d.state().phase, Phase::Movement);
  expectPainted(d.shot("hexview-deployed.png"), d.at("0908"));

  // The armies start by their own coasts, out of reach of each other: Pile passes its first turn
  // (Enter ends each phase), then Face marches west through the board, coin by coin.
  d.key(sf::Keyboard::Enter);
  d.key(sf::Keyboard::Enter);
  ASSERT_EQ(d.state().side, 1);
  ASSERT_EQ(d.state().phase, Phase::Movement);
  for (std::size_t i = 0; i < d.state().pieces.size(); ++i) {
    const Piece p = d.state().pieces[i];
    if (p.side != 1 || p.status != PieceStatus::OnBoard) continue;
    std::optional<core::Hex> west;
    for (const auto &dest : reachOf(d.match().rules(), d.state(), p.hex).destinations)
      if (!west || core::toOffset(dest.hex).col < core::toOffset(*west).col) west = dest.hex;
    if (!west) continue;
    const std::string from = core::formatHex(p.hex), to = core::formatHex(*west);
    d.click(from.c_str());
    d.click(to.c_str());
    ASSERT_EQ(d.match().actions().back(), "move " + from + " " + to) << d.ui().lastError();
  }
  d.key(sf::Keyboard::Enter);
  d.key(sf::Keyboard::Enter);
  ASSERT_EQ(d.state().side, 0);
  ASSERT_EQ(d.state().turn, 2);

  // Pile plans an attack: for each Face coin, move every Pile coin that can reach one of its
  // neighbours there (strongest ground first); keep the plan with the best odds, a 3:1 if any (to
  // see the retreat).
  const Rules &rules = d.match().rules();
  struct Plan {
    core::Hex target;
    std::vector<std::pair<core::Hex, core::Hex>> moves;
    double ratio = 0;
    CombatResult result = CombatResult::None;
  };
  std::optional<Plan> best_plan;
  for (const Piece &enemy : d.state().pieces) {
    if (enemy.side != 1 || enemy.status != PieceStatus::OnBoard) continue;
    Plan plan{enemy.hex, {}, 0, CombatResult::None};
    State st = d.state();
    std::vector<core::Hex> attackers;
    for (std::size_t i = 0; i < st.pieces.size(); ++i) {
      const Piece p = st.pieces[i];
      if (p.side != 0 || p.status != PieceStatus::OnBoard) continue;
      std::optional<core::Hex> best;
      for (const auto &dest : reachOf(rules, st, p.hex).destinations)
        if (core::adjacent(dest.hex, enemy.hex) &&
            (!best || combatValue(rules.terrainAt(dest.hex)) > combatValue(rules.terrainAt(*best))))
          best = dest.hex;
      if (!best) continue;
      st = apply(rules, st, Move{p.hex, *best}).state;
      plan.moves.emplace_back(p.hex, *best);
      attackers.push_back(*best);
    }
    if (attackers.empty()) continue;
    const Odds o = attackOdds(rules, st, Attack{enemy.hex, attackers});
    plan.ratio = o.left / static_cast<double>(o.right);
    plan.result = o.result;
    auto rank = [](const Plan &x) { return (x.result == CombatResult::Retreat ? 100 : 0) + x.ratio; };
    if (!best_plan || rank(plan) > rank(*best_plan)) best_plan = plan;
  }
  ASSERT_TRUE(best_plan) << "no Pile coin can reach a Face coin";
  const core::Hex target = best_plan->target;
  bool shot_taken = false;
  for (const auto &[from_hex, to_hex] : best_plan->moves) {
    const std::string from = core::formatHex(from_hex), to = core::formatHex(to_hex);
    d.click(from.c_str());
    ASSERT_EQ(d.board().selected(), from_hex) << from;
    d.moveTo(d.at(to_hex));
    if (!shot_taken) {
      const std::string reach = d.shot("hexview-reach.png");
      expectPainted(reach, d.at("0908"));
      const sf::Vector2f at = d.at(from_hex);
      crop(reach,
           {std::max(0, static_cast<int>(at.x) - 300), std::max(60, static_cast<int>(at.y) - 200), 600, 400},
           "hexview-reach-detail.png");
      shot_taken = true;
    }
    d.click(to.c_str());
    ASSERT_EQ(d.match().actions().back(), "move " + from + " " + to) << d.ui().lastError();
    EXPECT_EQ(d.state().pieces[static_cast<std::size_t>(d.pieceOn(to.c_str()))].side, 0);
    EXPECT_FALSE(d.board().selected());
  }

  // End the movement with Enter; the target is now attackable.
  d.key(sf::Keyboard::Enter);
  ASSERT_EQ(d.state().phase, Phase::Combat);
  d.click(d.at(target));
  ASSERT_EQ(d.board().defender(), target);
  ASSERT_FALSE(d.board().attackers().empty());
  const Odds odds = attackOdds(rules, d.state(), Attack{target, d.board().attackers()});
  expectPainted(d.shot("hexview-combat.png"), d.at("0908"));
  const std::size_t before = d.match().actions().size();
  ASSERT_TRUE(d.board().resolveAttack()) << d.ui().lastError();
  EXPECT_EQ(d.match().actions().size(), before + 1);
  if (odds.result == CombatResult::Retreat) {
    ASSERT_FALSE(d.state().retreats.empty());
    const auto options = retreatOptions(rules, d.state(), d.state().retreats.front());
    d.frame();
    expectPainted(d.shot("hexview-retreat.png"), d.at("0908"));
    if (!options.empty()) {
      const std::string to = core::formatHex(options.front());
      d.click(to.c_str());
      EXPECT_TRUE(d.state().retreats.empty()) << d.ui().lastError();
      EXPECT_EQ(d.state().pieces[static_cast<std::size_t>(d.pieceOn(to.c_str()))].side, 1);
    }
  } else if (odds.result == CombatResult::Eliminated) {
    EXPECT_LT(d.state().pieceAt(target), 0);
  }
  expectPainted(d.shot("hexview-after-combat.png"), d.at("0908"));
}

TEST_F(OvScreen, ThreeToOneRetreatOnTheSmallBoardThenPlayToTheEnd) {
  // As the referee test: Pile 0203 (forest, 3) against Face 0303 (plain, 1) is 3:1.
  OvDriver d("scenarios/objectif-villes/small.yaml");
  for (const char *h : {"0203", "0303", "0205", "0505", "0504", "0602"})
    d.click(h);
  ASSERT_EQ(d.state().phase, Phase::Movement) << d.ui().lastError();
  d.key(sf::Keyboard::Enter);
  ASSERT_EQ(d.state().phase, Phase::Combat);
  d.click("0303");
  ASSERT_EQ(d.board().defender(), parseHex("0303"));
  ASSERT_EQ(d.board().attackers(), std::vector<core::Hex>{parseHex("0203")});
  expectPainted(d.shot("hexview-small-combat.png"), d.at("0403"));
  ASSERT_TRUE(d.board().resolveAttack()) << d.ui().lastError();
  ASSERT_FALSE(d.state().retreats.empty());
  d.moveTo(d.at("0402"));
  expectPainted(d.shot("hexview-retreat.png"), d.at("0403"));
  // A click on a hex that is not a legal retreat is refused with its clause; nothing changes.
  const auto hash = d.match().hash();
  d.click("0505");
  EXPECT_EQ(d.match().hash(), hash);
  EXPECT_NE(d.ui().lastError().find("OV-RETREAT"), std::string::npos) << d.ui().lastError();
  d.click("0402");
  ASSERT_TRUE(d.state().retreats.empty()) << d.ui().lastError();
  EXPECT_GE(d.pieceOn("0402"), 0);
  d.key(sf::Keyboard::Escape);
  for (int i = 0; i < 60 && d.state().phase != Phase::Over; ++i)
    d.key(sf::Keyboard::Enter);
  ASSERT_EQ(d.state().phase, Phase::Over);
  ASSERT_TRUE(d.board().banner());
  EXPECT_FALSE(d.board().banner()->lines.empty()) << "the kind of victory and the cities";
  expectPainted(d.shot("hexview-over.png"), d.at("0403"));
}

/// The whole map, 0101 and the last hex among the rest, lies inside the table area, which is left
/// of the panel and below the top bar of a `window`.
void expectMapFitted(OvDriver &d, sf::Vector2u window) {
  const MatchFrame &v = d.ui();
  const sf::FloatRect &vp = v.camera().viewport();
  EXPECT_FLOAT_EQ(vp.top, MatchFrame::kBarHeight);
  EXPECT_LE(vp.left + vp.width, window.x - v.panelWidth() + 0.5f);
  EXPECT_LE(vp.top + vp.height, window.y + 0.5f);
  const core::HexMap &map = d.match().rules().map;
  const draw::HexGeometry &g = d.board().geometry();
  for (const core::Hex h : {parseHex("0101"), map.hexAt(map.cells() - 1)})
    for (const core::Vec2 &c : g.corners(h))
      EXPECT_TRUE(vp.contains(v.camera().worldToScreen(c)))
          << core::formatHex(h) << " in a " << window.x << "x" << window.y << " window";
  // Fitted, not merely inside: the map fills the area along one of its sides.
  const sf::Vector2f a = v.camera().worldToScreen({0, 0});
  const sf::Vector2f b = v.camera().worldToScreen({g.width(), g.height()});
  EXPECT_GT(std::max((b.x - a.x) / vp.width, (a.y - b.y) / vp.height), 0.85f);
}

/// Every top-bar button is drawn whole, inside the bar, none over another.
void expectBarButtonsFit(const MatchFrame &v, sf::Vector2u window) {
  std::vector<sf::FloatRect> rects;
  for (const char *label : {"Undo", "Screenshot", "Fit", "Help  F1"}) {
    const auto r = v.barButton(label);
    ASSERT_TRUE(r) << label;
    EXPECT_GE(r->left, 0) << label;
    EXPECT_LE(r->left + r->width, static_cast<float>(window.x)) << label << " cut off at " << window.x;
    EXPECT_LE(r->top + r->height, MatchFrame::kBarHeight) << label;
    for (const sf::FloatRect &q : rects)
      EXPECT_FALSE(q.intersects(*r)) << label;
    rects.push_back(*r);
  }
}

TEST_F(OvScreen, F1AndTheHelpButtonOpenTheShortcutsOverlay) {
  OvDriver d("scenarios/objectif-villes/sept-villes-deployed.yaml");
  EXPECT_FALSE(d.ui().helpVisible());
  const std::string without = d.shot("hexview-nohelp.png");
  d.key(sf::Keyboard::F1);
  EXPECT_TRUE(d.ui().helpVisible());
  const std::string with = d.shot("hexview-help.png");
  expectPainted(with, d.at("0101"));
  EXPECT_GT(differingPixels(without, with), 100000u) << "the overlay does not show";
  d.key(sf::Keyboard::F1);
  EXPECT_FALSE(d.ui().helpVisible());
  EXPECT_EQ(differingPixels(without, d.shot("hexview-help-closed.png")), 0u);

  // The top bar's button toggles it too; Escape closes it before it drops a selection.
  const auto button = d.ui().barButton("Help  F1");
  ASSERT_TRUE(button);
  d.click(middle(*button));
  EXPECT_TRUE(d.ui().helpVisible());
  d.click(middle(*button));
  EXPECT_FALSE(d.ui().helpVisible());
  d.click("0303"); // a Pile coin
  ASSERT_EQ(d.board().selected(), parseHex("0303")) << d.ui().lastError();
  d.key(sf::Keyboard::F1);
  d.key(sf::Keyboard::Escape);
  EXPECT_FALSE(d.ui().helpVisible());
  EXPECT_EQ(d.board().selected(), parseHex("0303"));
  d.key(sf::Keyboard::Escape);
  EXPECT_FALSE(d.board().selected());
  EXPECT_TRUE(d.match().actions().empty());
}

TEST_F(OvScreen, F12AndTheScreenshotButtonSaveAPng) {
  OvDriver d("scenarios/objectif-villes/sept-villes-deployed.yaml");
  const std::string by_key = shotDir() + "/hexview-f12.png";
  const std::filesystem::path by_button_folder = shotDir() + "/hexview-screenshot-button";
  std::filesystem::remove(by_key);
  std::filesystem::remove_all(by_button_folder);
  std::filesystem::create_directories(by_button_folder);

  d.ui().setScreenshotPath(by_key);
  d.key(sf::Keyboard::F12);
  ASSERT_TRUE(std::filesystem::exists(by_key));
  EXPECT_GT(distinctColours(by_key), 200u);
  EXPECT_EQ(d.ui().lastNotice(), "screenshot saved to " + by_key);

  // The button asks where (the dialog's Enter takes the name it proposes).
  const auto button = d.ui().barButton("Screenshot");
  ASSERT_TRUE(button);
  d.click(middle(*button));
  ASSERT_TRUE(d.ui().fileDialog().isOpen());
  d.ui().fileDialog().setFolder(by_button_folder);
  d.frame(); // the name field takes the keyboard
  d.key(sf::Keyboard::Enter);
  EXPECT_FALSE(d.ui().fileDialog().isOpen());
  std::vector<std::filesystem::path> saved;
  for (const auto &e : std::filesystem::directory_iterator(by_button_folder))
    saved.push_back(e.path());
  ASSERT_EQ(saved.size(), 1u);
  const std::string by_button = saved[0].string();
  EXPECT_EQ(saved[0].filename().string().rfind("sept-villes-deployed-", 0), 0u) << by_button;
  EXPECT_EQ(saved[0].extension(), ".png");
  expectPainted(by_button, d.at("0908"));
  EXPECT_EQ(d.ui().lastNotice(), "screenshot saved to " + by_button);
  EXPECT_TRUE(d.match().actions().empty());
  // The notice shows in the panel.
  expectPainted(d.shot("hexview-screenshot-notice.png"), d.at("0908"));
}

TEST_F(OvScreen, SmallAndLargeWindowsShowTheWholeMapAndEveryButton) {
  for (const sf::Vector2u size : {sf::Vector2u(1000, 700), sf::Vector2u(1920, 1080)}) {
    for (const char *scenario : {"scenarios/objectif-villes/sept-villes.yaml",
                                 "scenarios/objectif-villes/sept-villes-deployed.yaml"}) {
      OvDriver w(scenario, size);
      ASSERT_EQ(w.size(), size);
      const std::string tag =
          std::to_string(size.x) + "x" + std::to_string(size.y) +
          (std::string(scenario).find("deployed") != std::string::npos ? "-deployed" : "");
      expectMapFitted(w, size);
      expectBarButtonsFit(w.ui(), size);
      w.expectLaidOut(tag);
      expectPainted(w.shot("hexview-" + tag + ".png"), w.at("0908"));
      w.key(sf::Keyboard::F1);
      ASSERT_TRUE(w.ui().helpVisible());
      expectPainted(w.shot("hexview-help-" + tag + ".png"), w.at("0101"));
    }
  }
}

TEST_F(OvScreen, ResizingTheWindowKeepsTheMapFittedUntilThePlayerZooms) {
  OvDriver w("scenarios/objectif-villes/sept-villes-deployed.yaml");
  expectMapFitted(w, w.size());
  w.resize(1000, 700);
  ASSERT_EQ(w.size(), sf::Vector2u(1000, 700));
  expectMapFitted(w, w.size());
  expectBarButtonsFit(w.ui(), w.size());
  expectPainted(w.shot("hexview-resized-1000x700.png"), w.at("0908"));
  w.resize(1920, 1080);
  expectMapFitted(w, w.size());
  expectPainted(w.shot("hexview-resized-1920x1080.png"), w.at("0908"));

  // Once the player zooms, a resize keeps the zoom; Home fits again.
  w.key(sf::Keyboard::Add);
  const double zoomed = w.ui().camera().scale();
  w.resize(1200, 800);
  EXPECT_DOUBLE_EQ(w.ui().camera().scale(), zoomed);
  w.key(sf::Keyboard::Home);
  expectMapFitted(w, w.size());
  w.resize(1000, 700);
  expectMapFitted(w, w.size());
}

/// The frame over a scenario without a window (what the window shows, its keys and clicks).
std::unique_ptr<MatchFrame> frameOf(const char *scenario) {
  auto f = ui::openFrame(core::findDataFile(scenario), "", 1);
  f->resize({1600, 1000});
  return f;
}

TEST_F(OvScreen, TheHelpListsEveryShortcutAndMouseAction) {
  auto f = frameOf("scenarios/objectif-villes/sept-villes-deployed.yaml");
  std::string keys, all;
  for (const ui::HelpLine &r : f->helpRows()) {
    keys += r.key + "\n";
    all += r.key + " " + r.what + "\n";
  }
  for (const char *k : {"F1", "F12", "Home", "Enter", "Escape", "Ctrl+Z", "Ctrl+S", "Wheel", "+ / -",
                        "Right or middle drag, arrows", "Resolve attack"})
    EXPECT_NE(keys.find(k), std::string::npos) << k;
  for (const char *what : {"placement", "movement", "combat", "retreat", "end the phase", "screenshot", "pan",
                           "zoom", "fit the whole map", "undo", "save"})
    EXPECT_NE(all.find(what), std::string::npos) << what;
}

TEST_F(OvScreen, NothingIsSecretSoTheCurtainNeverFallsAndTheScreenFollowsTheSideToAct) {
  auto f = frameOf("scenarios/objectif-villes/sept-villes-deployed.yaml");
  auto &board = dynamic_cast<Board &>(f->board());
  auto &session = dynamic_cast<ui::LocalSession<Game> &>(f->session());
  EXPECT_FALSE(f->curtain().secrets());
  EXPECT_FALSE(f->curtain().down());
  EXPECT_EQ(f->curtain().atScreen(), 0); // Pile moves first
  EXPECT_EQ(session.shown(), session.match().state());
  ASSERT_TRUE(board.endPhase());
  ASSERT_TRUE(board.endPhase());
  EXPECT_EQ(session.match().state().side, 1);
  EXPECT_FALSE(f->curtain().down());
  EXPECT_EQ(f->curtain().atScreen(), 1);
  EXPECT_EQ(session.shown(), session.match().state());
  // A click goes to the map, not to a curtain.
  sf::Event click;
  click.type = sf::Event::MouseButtonPressed;
  const sf::Vector2f at = f->screenOf(board.centerOf(parseHex("1503"))); // a Face coin
  click.mouseButton = {sf::Mouse::Left, static_cast<int>(at.x), static_cast<int>(at.y)};
  f->handleEvent(click, false, false);
  EXPECT_EQ(board.selected(), parseHex("1503"));
}

// ---- one screen, two persons: a seat takes back only its own decisions unless both agree ----------

TEST_F(OvScreen, AtOneScreenTakingBackTheOtherSidesDecisionAsksBothAndTheirOwnDoesNot) {
  OvDriver d("scenarios/objectif-villes/sept-villes-deployed.yaml", {1000, 700});
  // Pile ends its turn (two phases): Face, the other person, is at the screen now.
  d.key(sf::Keyboard::Enter);
  d.key(sf::Keyboard::Enter);
  ASSERT_EQ(d.state().side, 1);
  ASSERT_EQ(d.ui().curtain().atScreen(), 1);
  const std::size_t before = d.match().actions().size();
  // Face's Undo would take back Pile's end of combat: the frame asks first, nothing changes yet.
  d.ctrlZ();
  ASSERT_TRUE(d.ui().undoAsked()) << d.ui().lastError();
  EXPECT_EQ(d.match().actions().size(), before);
  d.frame();
  expectPainted(d.shot("hexview-undo-question-1000x700.png"), d.at("0908"));
  d.press("Cancel");
  d.frame(); // the button let go
  EXPECT_FALSE(d.ui().undoAsked());
  EXPECT_EQ(d.match().actions().size(), before) << "Pile did not agree";
  d.ctrlZ();
  ASSERT_TRUE(d.ui().undoAsked());
  d.press("We agree: take it back");
  d.frame();
  EXPECT_EQ(d.match().actions().size(), before - 1) << d.ui().lastError();
  EXPECT_EQ(d.state().side, 0);
  EXPECT_EQ(d.ui().curtain().atScreen(), 0) << "back to Pile, whose decision it was";
  // Pile's own last decision goes back without a question.
  d.ctrlZ();
  EXPECT_FALSE(d.ui().undoAsked());
  EXPECT_EQ(d.match().actions().size(), before - 2);
  EXPECT_EQ(d.ui().lastNotice().rfind("took back", 0), 0u) << d.ui().lastNotice();
}

// ---- the legend and the coins' faces (issue 9) ------------------------------------------------------

std::vector<std::string> names(const std::vector<ui::LegendEntry> &entries) {
  std::vector<std::string> out;
  for (const ui::LegendEntry &e : entries)
    out.push_back(e.name);
  return out;
}

TEST_F(OvScreen, TheLegendSpeaksFrenchAndFitsAThousandBySevenHundred) {
  core::setLanguage("fr");
  OvDriver w("scenarios/objectif-villes/sept-villes-deployed.yaml", {1000, 700});
  const std::vector<std::string> fr = names(w.board().legend());
  // Every terrain, the rivers and both sides' coins, in French.
  for (const char *expected : {"plaine", "ville", "forêt", "montagne", "mer", "rivière", "pièce de Pile",
                               "pièce de Face", "pas encore bougée", "a déjà agi", "choisie pour bouger",
                               "attaquant", "défenseur", "à portée", "attaquable", "retraite possible"})
    EXPECT_NE(std::find(fr.begin(), fr.end(), expected), fr.end())
        << "no \"" << expected << "\" in the legend";
  // No entry left in English, name or detail.
  const std::vector<ui::LegendEntry> fr_entries = w.board().legend();
  core::setLanguage("en");
  const std::vector<ui::LegendEntry> en_entries = w.board().legend();
  core::setLanguage("fr");
  ASSERT_EQ(fr_entries.size(), en_entries.size());
  for (std::size_t k = 0; k < fr_entries.size(); ++k) {
    EXPECT_NE(fr_entries[k].name, en_entries[k].name) << en_entries[k].name << " is not translated";
    EXPECT_NE(fr_entries[k].detail, en_entries[k].detail) << en_entries[k].detail << " is not translated";
  }

  // L opens it; it lies whole inside the window, in the panel (never over the map's edge).
  w.frame();
  if (w.ui().legendRect()) w.key(sf::Keyboard::L); // open by default: close it, then open it again
  EXPECT_FALSE(w.ui().legendRect());
  w.key(sf::Keyboard::L);
  w.frame(); // the panel scrolls it into view on the next frame
  const auto rect = w.ui().legendRect();
  ASSERT_TRUE(rect) << "L did not open the legend";
  const float panel = 1000 - w.ui().panelWidth();
  EXPECT_TRUE(rect->left >= panel - 1 || rect->left + rect->width <= panel)
      << "the legend straddles the panel's edge: " << rect->left << " + " << rect->width;
  EXPECT_GE(rect->left, 0.f);
  EXPECT_LE(rect->left + rect->width, 1000.f);
  EXPECT_GE(rect->top, MatchFrame::kBarHeight);
  EXPECT_GT(rect->height, 8 * 20.f) << "eight lines of swatches";
  EXPECT_LE(rect->top + rect->height, 700.f) << "the legend runs off the window";
  const std::string shot = w.shot("hexlegend-fr-1000x700.png");
  expectPainted(shot, w.at("0908"));
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
  EXPECT_FALSE(w.ui().legendRect());
  w.shot("hexlegend-fr-1000x700-closed.png");
}

TEST_F(OvScreen, TheLegendIsOpenWhereThereIsRoomAndShotAtEverySize) {
  for (const char *lang : {"en", "fr"})
    for (const sf::Vector2u size :
         {sf::Vector2u(1600, 1000), sf::Vector2u(1366, 768), sf::Vector2u(1000, 700)}) {
      core::setLanguage(lang);
      OvDriver w("scenarios/objectif-villes/sept-villes-deployed.yaml", size);
      w.frame();
      if (size.y >= 1000) {
        EXPECT_TRUE(w.ui().legendRect()) << "open by default in a tall window";
      }
      if (!w.ui().legendRect()) w.key(sf::Keyboard::L);
      w.frame();
      ASSERT_TRUE(w.ui().legendRect());
      EXPECT_LE(w.ui().legendRect()->top + w.ui().legendRect()->height, static_cast<float>(size.y));
      w.shot("hexlegend-" + std::string(lang) + "-" + std::to_string(size.x) + "x" + std::to_string(size.y) +
             ".png");
    }
}

/// The size the coins' pictures were first drawn at, and the size the tests draw them at.
constexpr unsigned kCoinArtSize = 128;

TEST_F(OvScreen, TheCoinFacesAreLoadedFromAssetsCoins) {
  OvDriver w("scenarios/objectif-villes/sept-villes-deployed.yaml", {1000, 700});
  ui::SceneRenderer renderer; // the frame's renderer draws from the same files
  for (int side = 0; side < 2; ++side) {
    const sf::Texture *texture = renderer.picture(coinArt(side), kCoinArtSize, kCoinArtSize);
    ASSERT_NE(texture, nullptr) << coinArt(side);
    EXPECT_EQ(texture->getSize(), sf::Vector2u(kCoinArtSize, kCoinArtSize));
    const sf::Image image = texture->copyToImage();
    int opaque = 0;
    for (unsigned y = 0; y < kCoinArtSize; y += 2)
      for (unsigned x = 0; x < kCoinArtSize; x += 2)
        if (image.getPixel(x, y).a > 200) ++opaque;
    EXPECT_GT(opaque, static_cast<int>(kCoinArtSize * kCoinArtSize / 4 * 3 / 4)) << "a round face, not empty";
  }
  EXPECT_EQ(renderer.picture("coins/no-such-coin", kCoinArtSize, kCoinArtSize), nullptr)
      << "a missing picture leaves the letter";
}

/// Pixels dark enough to be the motif (the numeral, the head) and opaque.
int motifPixels(const sf::Image &img) {
  int n = 0;
  for (unsigned y = 0; y < img.getSize().y; ++y)
    for (unsigned x = 0; x < img.getSize().x; ++x) {
      const sf::Color c = img.getPixel(x, y);
      if (c.a > 200 && c.r < 130) ++n;
    }
  return n;
}

TEST_F(OvScreen, BothCoinFacesRasteriseRoundWithAMotifLegibleAtThirtyPixels) {
  if (!ui::svgSupported()) GTEST_SKIP() << "built without librsvg";
  sf::Image big[2];
  for (int side = 0; side < 2; ++side) {
    const std::string file = core::findDataFile(std::string("assets/") + coinArt(side) + ".svg");
    std::string error;
    auto image = ui::rasterizeSvg(file, kCoinArtSize, kCoinArtSize, &error);
    ASSERT_TRUE(image.has_value()) << coinArt(side) << ": " << error;
    big[side] = *image;
    const unsigned mid = kCoinArtSize / 2;
    // A disc: opaque in the middle and along the inside of its edge, clear in the corners.
    EXPECT_GT(image->getPixel(mid, 6).a, 200) << coinArt(side);
    EXPECT_GT(image->getPixel(6, mid).a, 200) << coinArt(side);
    for (const auto &[x, y] : {std::pair{1u, 1u},
                               {kCoinArtSize - 2, 1u},
                               {1u, kCoinArtSize - 2},
                               {kCoinArtSize - 2, kCoinArtSize - 2}})
      EXPECT_LT(image->getPixel(x, y).a, 30) << coinArt(side) << " corner " << x << "," << y;
    // The motif is bold: at the size a coin has on the map (about 30 pixels) it still covers a
    // good part of the face, not a few stray pixels.
    auto small = ui::rasterizeSvg(file, 30, 30, &error);
    ASSERT_TRUE(small.has_value()) << error;
    EXPECT_GT(motifPixels(*small), 90) << coinArt(side) << " is too thin to read at 30 px";
    EXPECT_LT(motifPixels(*small), 500) << coinArt(side) << " is a dark blot";
  }
  // The two faces differ in drawing, not only in the colour the screen gives them.
  int differ = 0;
  for (unsigned y = 0; y < kCoinArtSize; ++y)
    for (unsigned x = 0; x < kCoinArtSize; ++x) {
      const sf::Color a = big[0].getPixel(x, y), b = big[1].getPixel(x, y);
      if (std::abs(a.r - b.r) > 80) ++differ;
    }
  EXPECT_GT(differ, static_cast<int>(kCoinArtSize * kCoinArtSize / 10));
}

// ---- in French ------------------------------------------------------------------------------------

/// Each label is a control of the bar, whole inside the window and the bar, none over another.
void expectWholeAndApart(const MatchFrame &v, const std::vector<std::string> &labels, sf::Vector2u window) {
  std::vector<sf::FloatRect> seen;
  for (const std::string &label : labels) {
    const auto r = v.barButton(label);
    ASSERT_TRUE(r) << "no control '" << label << "' in a " << window.x << "x" << window.y << " window";
    EXPECT_GE(r->left, 0) << label;
    EXPECT_LE(r->left + r->width, static_cast<float>(window.x)) << label << " cut off at " << window.x;
    EXPECT_LE(r->top + r->height, MatchFrame::kBarHeight) << label;
    for (const sf::FloatRect &q : seen)
      EXPECT_FALSE(q.intersects(*r)) << label << " overlaps another control";
    seen.push_back(*r);
  }
}

TEST_F(OvScreen, TheDeployedGameInFrenchAtBothSizes) {
  core::setLanguage("fr");
  for (const sf::Vector2u size : {sf::Vector2u(1000, 700), sf::Vector2u(1600, 1000)}) {
    OvDriver w("scenarios/objectif-villes/sept-villes-deployed.yaml", size);
    const std::string tag = std::to_string(size.x) + "x" + std::to_string(size.y);
    w.frame();
    expectWholeAndApart(
        w.ui(), {"Fin du mouvement  ▸", "Annuler", "Capture", "Cadrer", "Aide  F1", "Language"}, size);
    w.click("0303"); // a coin of the side to move: its reach shows
    EXPECT_LE(w.ui().panelContentWidth(), w.ui().panelWidth() + 1) << tag << ": the panel is cut off";
    expectPainted(w.shot("french-hexview-deployed-" + tag + ".png"), w.at("0908"));
  }
}

TEST_F(OvScreen, ALongRefusalInFrenchIsShownWholeInASmallWindow) {
  // The red box grows with its message, wrapped in the panel's width, in any size and language.
  OvDriver w("scenarios/objectif-villes/sept-villes-deployed.yaml", {1000, 700});
  w.click("0303");
  w.click("0101"); // the sea: refused, with its clause
  const std::string english = w.ui().lastError();
  core::setLanguage("fr");
  w.click("0101"); // 0303 still chosen
  const std::string french = w.ui().lastError();
  ASSERT_FALSE(french.empty());
  EXPECT_NE(french.find("OV-"), std::string::npos) << french;
  EXPECT_NE(french, english) << "said in French";
  EXPECT_TRUE(w.match().actions().empty());
  w.frame();
  EXPECT_LE(w.ui().panelContentWidth(), w.ui().panelWidth() + 1) << "the panel is cut off";
  expectPainted(w.shot("hexview-refusal-fr-1000x700.png"), w.at("0908"));
}

TEST_F(OvScreen, TheLogSpeaksTheLanguageChosenNowAndTheChoiceIsRemembered) {
  const std::string config = ::testing::TempDir() + "ov-screen-config";
  std::filesystem::remove_all(config);
  const char *before = std::getenv("AMIRAUTE_CONFIG_DIR");
  const std::string kept = before ? before : "";
  ::setenv("AMIRAUTE_CONFIG_DIR", config.c_str(), 1);
  {
    OvDriver w("scenarios/objectif-villes/sept-villes-deployed.yaml", {1000, 700});
    w.click("0303");
    const auto reach = reachOf(w.match().rules(), w.state(), parseHex("0303")).destinations;
    ASSERT_FALSE(reach.empty());
    w.click(w.at(reach.front().hex));
    ASSERT_EQ(w.match().actions().size(), 1u) << w.ui().lastError();
    const std::string english = w.session().log().back().text;
    // The language menu: the log is told again in French at once, and the choice kept.
    w.press("Language");
    w.frame();
    w.press("Français");
    w.frame();
    ASSERT_EQ(core::language(), "fr");
    const std::string french = w.session().log().back().text;
    EXPECT_NE(french, english) << "the log stayed in English";
    EXPECT_EQ(w.match().actions().size(), 1u) << "nothing played again";
    EXPECT_EQ(core::savedLanguage(), "fr");
    expectPainted(w.shot("hexview-log-fr-1000x700.png"), w.at("0908"));
  }
  if (before)
    ::setenv("AMIRAUTE_CONFIG_DIR", kept.c_str(), 1);
  else
    ::unsetenv("AMIRAUTE_CONFIG_DIR");
  std::filesystem::remove_all(config);
}

} // namespace
} // namespace amiraute::objectif_villes
