// The Objectif Villes screen through the real input path: a real window under Xvfb, sf::Event
// objects injected through App::handleEvent, screenshots saved for a person to look at
// (AMIRAUTE_SHOT_DIR, default /tmp).
#include "Driver.h"
#include "core/Files.h"
#include "games/objectif_villes/Engine.h"
#include "ui/ObjectifVillesView.h"

#include <gtest/gtest.h>

#include <SFML/Graphics/Image.hpp>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace amiraute::ui {
namespace {

namespace ov = objectif_villes;
using core::parseHex;

using uitest::distinctColours;
using uitest::expectPainted;
using uitest::shotDir;

class OvDriver : public uitest::WindowDriver<ObjectifVillesView> {
public:
  explicit OvDriver(const std::string &scenario)
      : WindowDriver("amiraute hex view test",
                     [&] { return makeObjectifVillesView(core::findDataFile(scenario), 1); }) {
    frame();
  }

  using WindowDriver::click;
  void click(const char *hex) { click(view_->screenOf(parseHex(hex))); }
  const OvMatch &match() const { return view_->match(); }
  const ov::State &state() const { return match().state(); }
  int pieceOn(const char *hex) const { return state().pieceAt(parseHex(hex)); }
};

/// Save a part of a screenshot at full size, to look at the labels and coins closely.
void crop(const std::string &path, sf::IntRect rect, const std::string &out) {
  sf::Image img, part;
  ASSERT_TRUE(img.loadFromFile(path));
  part.create(static_cast<unsigned>(rect.width), static_cast<unsigned>(rect.height));
  part.copy(img, 0, 0, rect);
  EXPECT_TRUE(part.saveToFile(shotDir() + "/" + out));
}

TEST(ObjectifVillesShot, PlacementByClicksAndRefusalsChangeNothing) {
  OvDriver d("scenarios/objectif-villes/sept-villes.yaml");
  EXPECT_EQ(d.state().phase, ov::Phase::Placement);
  d.click("0304");
  ASSERT_GE(d.pieceOn("0304"), 0) << d.view_->lastError();
  EXPECT_EQ(d.state().pieces[static_cast<std::size_t>(d.pieceOn("0304"))].side, 0);
  d.click("1404");
  EXPECT_EQ(d.state().pieces[static_cast<std::size_t>(d.pieceOn("1404"))].side, 1);
  // Sea: refused with its clause, nothing changes.
  const auto hash = d.match().hash();
  d.click("0101");
  EXPECT_EQ(d.match().hash(), hash);
  EXPECT_NE(d.view_->lastError().find("OV-PLACE-2"), std::string::npos) << d.view_->lastError();
  for (const char *h : {"0506", "1206", "0408"})
    d.click(h);
  EXPECT_EQ(d.match().actions().size(), 5u);
  d.moveTo(d.view_->screenOf(parseHex("1108"))); // the ghost coin of Face's next placement
  expectPainted(d.shot("hexview-placement.png"), d.view_->screenOf(parseHex("0908")));
}

TEST(ObjectifVillesShot, MoveAttackAndRetreatInTheDeployedGame) {
  OvDriver d("scenarios/objectif-villes/sept-villes-deployed.yaml");
  ASSERT_EQ(d.state().phase, ov::Phase::Movement);
  expectPainted(d.shot("hexview-deployed.png"), d.view_->screenOf(parseHex("0908")));

  // The armies start by their own coasts, out of reach of each other: Pile passes its first turn
  // (Enter ends each phase), then Face marches west through the view, piece by piece.
  d.key(sf::Keyboard::Enter);
  d.key(sf::Keyboard::Enter);
  ASSERT_EQ(d.state().side, 1);
  ASSERT_EQ(d.state().phase, ov::Phase::Movement);
  for (std::size_t i = 0; i < d.state().pieces.size(); ++i) {
    const ov::Piece p = d.state().pieces[i];
    if (p.side != 1 || p.status != ov::PieceStatus::OnBoard) continue;
    std::optional<core::Hex> west;
    for (const auto &dest : ov::reachOf(d.match().rules(), d.state(), p.hex).destinations)
      if (!west || core::toOffset(dest.hex).col < core::toOffset(*west).col) west = dest.hex;
    if (!west) continue;
    const std::string from = core::formatHex(p.hex), to = core::formatHex(*west);
    d.click(from.c_str());
    d.click(to.c_str());
    ASSERT_EQ(d.match().actions().back(), "move " + from + " " + to) << d.view_->lastError();
  }
  d.key(sf::Keyboard::Enter);
  d.key(sf::Keyboard::Enter);
  ASSERT_EQ(d.state().side, 0);
  ASSERT_EQ(d.state().turn, 2);

  // Pile plans an attack: for each Face piece, move every Pile piece that can reach one of its
  // neighbours there (strongest ground first); keep the plan with the best odds, a 3:1 if any (to
  // see the retreat).
  const ov::Rules &rules = d.match().rules();
  struct Plan {
    core::Hex target;
    std::vector<std::pair<core::Hex, core::Hex>> moves;
    double ratio = 0;
    ov::CombatResult result = ov::CombatResult::None;
  };
  std::optional<Plan> best_plan;
  for (const ov::Piece &enemy : d.state().pieces) {
    if (enemy.side != 1 || enemy.status != ov::PieceStatus::OnBoard) continue;
    Plan plan{enemy.hex, {}, 0, ov::CombatResult::None};
    ov::State st = d.state();
    std::vector<core::Hex> attackers;
    for (std::size_t i = 0; i < st.pieces.size(); ++i) {
      const ov::Piece p = st.pieces[i];
      if (p.side != 0 || p.status != ov::PieceStatus::OnBoard) continue;
      std::optional<core::Hex> best;
      for (const auto &dest : ov::reachOf(rules, st, p.hex).destinations)
        if (core::adjacent(dest.hex, enemy.hex) &&
            (!best || ov::combatValue(rules.terrainAt(dest.hex)) > ov::combatValue(rules.terrainAt(*best))))
          best = dest.hex;
      if (!best) continue;
      st = ov::apply(rules, st, ov::Move{p.hex, *best}).state;
      plan.moves.emplace_back(p.hex, *best);
      attackers.push_back(*best);
    }
    if (attackers.empty()) continue;
    const ov::Odds o = ov::attackOdds(rules, st, ov::Attack{enemy.hex, attackers});
    plan.ratio = o.left / static_cast<double>(o.right);
    plan.result = o.result;
    auto rank = [](const Plan &x) { return (x.result == ov::CombatResult::Retreat ? 100 : 0) + x.ratio; };
    if (!best_plan || rank(plan) > rank(*best_plan)) best_plan = plan;
  }
  ASSERT_TRUE(best_plan) << "no Pile piece can reach a Face piece";
  const core::Hex target = best_plan->target;
  bool shot_taken = false;
  for (const auto &[from_hex, to_hex] : best_plan->moves) {
    const std::string from = core::formatHex(from_hex), to = core::formatHex(to_hex);
    d.click(from.c_str());
    ASSERT_EQ(d.view_->selected(), from_hex) << from;
    d.moveTo(d.view_->screenOf(to_hex));
    if (!shot_taken) {
      const std::string reach = d.shot("hexview-reach.png");
      expectPainted(reach, d.view_->screenOf(parseHex("0908")));
      const sf::Vector2f at = d.view_->screenOf(from_hex);
      crop(reach,
           {std::max(0, static_cast<int>(at.x) - 300), std::max(60, static_cast<int>(at.y) - 200), 600, 400},
           "hexview-reach-detail.png");
      shot_taken = true;
    }
    d.click(to.c_str());
    ASSERT_EQ(d.match().actions().back(), "move " + from + " " + to) << d.view_->lastError();
    EXPECT_EQ(d.state().pieces[static_cast<std::size_t>(d.pieceOn(to.c_str()))].side, 0);
    EXPECT_FALSE(d.view_->selected());
  }

  // End the movement with Enter; the target is now attackable.
  d.key(sf::Keyboard::Enter);
  ASSERT_EQ(d.state().phase, ov::Phase::Combat);
  d.click(d.view_->screenOf(target));
  ASSERT_EQ(d.view_->defender(), target);
  ASSERT_FALSE(d.view_->attackers().empty());
  const ov::Odds odds = ov::attackOdds(rules, d.state(), ov::Attack{target, d.view_->attackers()});
  expectPainted(d.shot("hexview-combat.png"), d.view_->screenOf(parseHex("0908")));
  const std::size_t before = d.match().actions().size();
  ASSERT_TRUE(d.view_->resolveAttack()) << d.view_->lastError();
  EXPECT_EQ(d.match().actions().size(), before + 1);
  if (odds.result == ov::CombatResult::Retreat) {
    ASSERT_FALSE(d.state().retreats.empty());
    const auto options = ov::retreatOptions(rules, d.state(), d.state().retreats.front());
    d.frame();
    expectPainted(d.shot("hexview-retreat.png"), d.view_->screenOf(parseHex("0908")));
    if (!options.empty()) {
      const std::string to = core::formatHex(options.front());
      d.click(to.c_str());
      EXPECT_TRUE(d.state().retreats.empty()) << d.view_->lastError();
      EXPECT_EQ(d.state().pieces[static_cast<std::size_t>(d.pieceOn(to.c_str()))].side, 1);
    }
  } else if (odds.result == ov::CombatResult::Eliminated) {
    EXPECT_LT(d.state().pieceAt(target), 0);
  }
  expectPainted(d.shot("hexview-after-combat.png"), d.view_->screenOf(parseHex("0908")));
}

} // namespace
} // namespace amiraute::ui

namespace amiraute::ui {
namespace {

TEST(ObjectifVillesShot, ThreeToOneRetreatOnTheSmallBoardThenPlayToTheEnd) {
  // As the referee test: Pile 0203 (forest, 3) against Face 0303 (plain, 1) is 3:1.
  OvDriver d("scenarios/objectif-villes/small.yaml");
  for (const char *h : {"0203", "0303", "0205", "0505", "0504", "0602"})
    d.click(h);
  ASSERT_EQ(d.state().phase, ov::Phase::Movement) << d.view_->lastError();
  d.key(sf::Keyboard::Enter);
  ASSERT_EQ(d.state().phase, ov::Phase::Combat);
  d.click("0303");
  ASSERT_EQ(d.view_->defender(), parseHex("0303"));
  ASSERT_EQ(d.view_->attackers(), std::vector<core::Hex>{parseHex("0203")});
  expectPainted(d.shot("hexview-small-combat.png"), d.view_->screenOf(parseHex("0403")));
  ASSERT_TRUE(d.view_->resolveAttack()) << d.view_->lastError();
  ASSERT_FALSE(d.state().retreats.empty());
  d.moveTo(d.view_->screenOf(parseHex("0402")));
  expectPainted(d.shot("hexview-retreat.png"), d.view_->screenOf(parseHex("0403")));
  // A click on a hex that is not a legal retreat is refused with its clause; nothing changes.
  const auto hash = d.match().hash();
  d.click("0505");
  EXPECT_EQ(d.match().hash(), hash);
  EXPECT_NE(d.view_->lastError().find("OV-RETREAT"), std::string::npos) << d.view_->lastError();
  d.click("0402");
  ASSERT_TRUE(d.state().retreats.empty()) << d.view_->lastError();
  EXPECT_GE(d.pieceOn("0402"), 0);
  d.key(sf::Keyboard::Escape);
  for (int i = 0; i < 60 && d.state().phase != ov::Phase::Over; ++i)
    d.key(sf::Keyboard::Enter);
  ASSERT_EQ(d.state().phase, ov::Phase::Over);
  expectPainted(d.shot("hexview-over.png"), d.view_->screenOf(parseHex("0403")));
}

} // namespace
} // namespace amiraute::ui

namespace amiraute::ui {
namespace {

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

/// The whole map, 0101 and the last hex among the rest, lies inside the map area, which is left
/// of the panel and below the top bar of a `window`.
void expectMapFitted(const ObjectifVillesView &v, sf::Vector2u window) {
  const sf::FloatRect &vp = v.camera().viewport();
  EXPECT_FLOAT_EQ(vp.top, ObjectifVillesView::kBarHeight);
  EXPECT_LE(vp.left + vp.width, window.x - v.panelWidth() + 0.5f);
  EXPECT_LE(vp.top + vp.height, window.y + 0.5f);
  const core::HexMap &map = v.match().rules().map;
  for (const core::Hex h : {parseHex("0101"), map.hexAt(map.cells() - 1)})
    for (const core::Vec2 &c : v.geometry().corners(h))
      EXPECT_TRUE(vp.contains(v.camera().worldToScreen(c)))
          << core::formatHex(h) << " in a " << window.x << "x" << window.y << " window";
  // Fitted, not merely inside: the map fills the area along one of its sides.
  const sf::Vector2f a = v.camera().worldToScreen({0, 0});
  const sf::Vector2f b = v.camera().worldToScreen({v.geometry().width(), v.geometry().height()});
  EXPECT_GT(std::max((b.x - a.x) / vp.width, (a.y - b.y) / vp.height), 0.85f);
}

/// Every top-bar button is drawn whole, inside the bar, none over another.
void expectBarButtonsFit(const ObjectifVillesView &v, sf::Vector2u window) {
  std::vector<sf::FloatRect> rects;
  for (const char *label : {"Undo", "Screenshot", "Fit", "Help  F1"}) {
    const auto r = v.barButton(label);
    ASSERT_TRUE(r) << label;
    EXPECT_GE(r->left, 0) << label;
    EXPECT_LE(r->left + r->width, static_cast<float>(window.x)) << label << " cut off at " << window.x;
    EXPECT_LE(r->top + r->height, ObjectifVillesView::kBarHeight) << label;
    for (const sf::FloatRect &q : rects)
      EXPECT_FALSE(q.intersects(*r)) << label;
    rects.push_back(*r);
  }
}

TEST(ObjectifVillesShot, F1AndTheHelpButtonOpenTheShortcutsOverlay) {
  OvDriver d("scenarios/objectif-villes/sept-villes-deployed.yaml");
  EXPECT_FALSE(d.view_->helpVisible());
  const std::string without = d.shot("hexview-nohelp.png");
  d.key(sf::Keyboard::F1);
  EXPECT_TRUE(d.view_->helpVisible());
  const std::string with = d.shot("hexview-help.png");
  expectPainted(with, d.view_->screenOf(parseHex("0101")));
  EXPECT_GT(differingPixels(without, with), 100000u) << "the overlay does not show";
  d.key(sf::Keyboard::F1);
  EXPECT_FALSE(d.view_->helpVisible());
  EXPECT_EQ(differingPixels(without, d.shot("hexview-help-closed.png")), 0u);

  // The top bar's button toggles it too; Escape closes it before it drops a selection.
  const auto button = d.view_->barButton("Help  F1");
  ASSERT_TRUE(button);
  d.click(middle(*button));
  EXPECT_TRUE(d.view_->helpVisible());
  d.click(middle(*button));
  EXPECT_FALSE(d.view_->helpVisible());
  d.click("0303"); // a Pile coin
  ASSERT_EQ(d.view_->selected(), parseHex("0303")) << d.view_->lastError();
  d.key(sf::Keyboard::F1);
  d.key(sf::Keyboard::Escape);
  EXPECT_FALSE(d.view_->helpVisible());
  EXPECT_EQ(d.view_->selected(), parseHex("0303"));
  d.key(sf::Keyboard::Escape);
  EXPECT_FALSE(d.view_->selected());
  EXPECT_TRUE(d.match().actions().empty());
}

TEST(ObjectifVillesShot, F12AndTheScreenshotButtonSaveAPng) {
  OvDriver d("scenarios/objectif-villes/sept-villes-deployed.yaml");
  const std::string by_key = shotDir() + "/hexview-f12.png";
  const std::filesystem::path by_button_folder = shotDir() + "/hexview-screenshot-button";
  std::filesystem::remove(by_key);
  std::filesystem::remove_all(by_button_folder);
  std::filesystem::create_directories(by_button_folder);

  d.view_->setScreenshotPath(by_key);
  d.key(sf::Keyboard::F12);
  ASSERT_TRUE(std::filesystem::exists(by_key));
  EXPECT_GT(distinctColours(by_key), 200u);
  EXPECT_EQ(d.view_->lastNotice(), "screenshot saved to " + by_key);

  // The button asks where (the dialog's Enter takes the name it proposes).
  const auto button = d.view_->barButton("Screenshot");
  ASSERT_TRUE(button);
  d.click(middle(*button));
  ASSERT_TRUE(d.view_->fileDialog().isOpen());
  d.view_->fileDialog().setFolder(by_button_folder);
  d.frame(); // the name field takes the keyboard
  d.key(sf::Keyboard::Enter);
  EXPECT_FALSE(d.view_->fileDialog().isOpen());
  std::vector<std::filesystem::path> saved;
  for (const auto &e : std::filesystem::directory_iterator(by_button_folder))
    saved.push_back(e.path());
  ASSERT_EQ(saved.size(), 1u);
  const std::string by_button = saved[0].string();
  EXPECT_EQ(saved[0].filename().string().rfind("sept-villes-deployed-", 0), 0u) << by_button;
  EXPECT_EQ(saved[0].extension(), ".png");
  expectPainted(by_button, d.view_->screenOf(parseHex("0908")));
  EXPECT_EQ(d.view_->lastNotice(), "screenshot saved to " + by_button);
  EXPECT_TRUE(d.match().actions().empty());
  // The notice shows in the panel.
  expectPainted(d.shot("hexview-screenshot-notice.png"), d.view_->screenOf(parseHex("0908")));
}

/// The hex view in a window of any size (WindowDriver's is 1600 x 1000), which a test may resize.
class SizedHexWindow : public uitest::WindowDriver<ObjectifVillesView> {
public:
  SizedHexWindow(unsigned width, unsigned height, const std::string &scenario)
      : WindowDriver("amiraute hex view size test",
                     [&] { return makeObjectifVillesView(core::findDataFile(scenario), 1); },
                     {width, height}) {
    frame();
  }
};

TEST(ObjectifVillesShot, SmallAndLargeWindowsShowTheWholeMapAndEveryButton) {
  for (const sf::Vector2u size : {sf::Vector2u(1000, 700), sf::Vector2u(1920, 1080)}) {
    for (const char *scenario : {"scenarios/objectif-villes/sept-villes.yaml",
                                 "scenarios/objectif-villes/sept-villes-deployed.yaml"}) {
      SizedHexWindow w(size.x, size.y, scenario);
      ASSERT_EQ(w.size(), size);
      const std::string tag =
          std::to_string(size.x) + "x" + std::to_string(size.y) +
          (std::string(scenario).find("deployed") != std::string::npos ? "-deployed" : "");
      expectMapFitted(*w.view_, size);
      expectBarButtonsFit(*w.view_, size);
      expectPainted(w.shot("hexview-" + tag + ".png"), w.view_->screenOf(parseHex("0908")));
      w.key(sf::Keyboard::F1);
      ASSERT_TRUE(w.view_->helpVisible());
      expectPainted(w.shot("hexview-help-" + tag + ".png"), w.view_->screenOf(parseHex("0101")));
    }
  }
}

TEST(ObjectifVillesShot, ResizingTheWindowKeepsTheMapFittedUntilThePlayerZooms) {
  SizedHexWindow w(1600, 1000, "scenarios/objectif-villes/sept-villes-deployed.yaml");
  expectMapFitted(*w.view_, w.size());
  w.resize(1000, 700);
  ASSERT_EQ(w.size(), sf::Vector2u(1000, 700));
  expectMapFitted(*w.view_, w.size());
  expectBarButtonsFit(*w.view_, w.size());
  expectPainted(w.shot("hexview-resized-1000x700.png"), w.view_->screenOf(parseHex("0908")));
  w.resize(1920, 1080);
  expectMapFitted(*w.view_, w.size());
  expectPainted(w.shot("hexview-resized-1920x1080.png"), w.view_->screenOf(parseHex("0908")));

  // Once the player zooms, a resize keeps the zoom; Home fits again.
  w.key(sf::Keyboard::Add);
  const double zoomed = w.view_->camera().scale();
  w.resize(1200, 800);
  EXPECT_DOUBLE_EQ(w.view_->camera().scale(), zoomed);
  w.key(sf::Keyboard::Home);
  expectMapFitted(*w.view_, w.size());
  w.resize(1000, 700);
  expectMapFitted(*w.view_, w.size());
}

} // namespace
} // namespace amiraute::ui
