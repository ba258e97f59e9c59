// Plays the default battle through the real input path: a real window under Xvfb, sf::Event
// objects injected through App::handleEvent (the same handler the window loop uses).
#include "Driver.h"
#include "core/Files.h"
#include "ui/HauteMerView.h"

#include <gtest/gtest.h>

#include <SFML/Graphics/RenderWindow.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace amiraute::ui {
namespace {

namespace hm = haute_mer;

using uitest::distinctColours;
using uitest::shotDir;

class Driver : public uitest::WindowDriver<HauteMerView> {
public:
  explicit Driver(std::unique_ptr<HauteMerView::Match> match)
      : WindowDriver("amiraute ui test",
                     [&] { return std::make_unique<HauteMerView>(std::move(match), 1); }) {
    view_->fitTable();
    frame();
  }

  sf::Vector2f at(core::Vec2 world) const { return view_->camera().worldToScreen(world); }
  sf::Vector2f shipAt(int ship) const { return at(match().state().ships[ship].pose->center); }
  const HauteMerView::Match &match() const { return view_->match(); }
  int index(const std::string &name) const { return match().rules().shipIndex(name); }

  /// Select a ship of the side to play and drag it forward by `ud`.
  void forward(const std::string &name, double ud, const std::string &shot_midway = "") {
    const int i = index(name);
    click(shipAt(i));
    EXPECT_EQ(view_->selected(), i) << name;
    const core::Vec2 c = match().state().ships[i].pose->center;
    const core::Vec2 h = core::headingVector(match().state().ships[i].pose->heading_deg);
    drag(at(c), at(c + h * ud), shot_midway);
  }
};

std::string battle() { return core::findDataFile("scenarios/haute-mer/battle.yaml"); }

TEST(PlayTest, MovePivotAndFireInTheDefaultBattle) {
  // Seed 5's first salvo hits four times: the damage dialog opens with 3 points to spread.
  const char *seed = std::getenv("AMIRAUTE_UI_SEED");
  Driver d(std::make_unique<HauteMerView::Match>(
      HauteMerView::Match::open(battle(), seed ? std::strtoull(seed, nullptr, 10) : 5)));
  EXPECT_GT(distinctColours(d.shot("amiraute-battle.png")), 200u);

  const int richelieu = d.index("Richelieu"), bismarck = d.index("Bismarck"),
            dunkerque = d.index("Dunkerque");
  // Turn 1, Bleu: Richelieu full ahead (the drag is clamped to its 3 UD).
  d.forward("Richelieu", 3.4, "amiraute-move.png");
  EXPECT_NEAR(d.match().state().ships[richelieu].pose->center.y, 8.0, 1e-6);
  EXPECT_NEAR(d.match().state().ships[richelieu].moved_ud, 3.0, 1e-6);
  // Dunkerque: 1 UD ahead with the keyboard, then the pivot handle 45° to starboard.
  d.click(d.shipAt(dunkerque));
  d.key(sf::Keyboard::W);
  EXPECT_NEAR(d.match().state().ships[dunkerque].pose->center.y, 6.0, 1e-6);
  {
    const core::Base b = hm::shipBase(d.match().rules(), d.match().state(), dunkerque);
    const sf::Vector2f handle = d.at(pivotHandle(b, std::max(0.45, 24.0 / d.view_->camera().scale())));
    const core::Vec2 aim = b.stern() + core::headingVector(45) * 3;
    d.drag(handle, d.at(aim), "amiraute-pivot.png");
  }
  EXPECT_NEAR(d.match().state().ships[dunkerque].pose->heading_deg, 45.0, 1e-6);
  // An illegal drag (Dunkerque has 2 UD left; a second pivot needs 1 UD straight first) snaps back.
  {
    const hm::State before = d.match().state();
    const core::Base b = hm::shipBase(d.match().rules(), d.match().state(), dunkerque);
    const sf::Vector2f handle = d.at(pivotHandle(b, std::max(0.45, 24.0 / d.view_->camera().scale())));
    d.drag(handle, d.at(b.stern() + core::headingVector(90) * 3));
    EXPECT_EQ(d.match().state(), before);
  }
  d.key(sf::Keyboard::Enter); // Bleu fire phase
  d.key(sf::Keyboard::Enter); // Rouge movement
  d.forward("Bismarck", 3);
  d.key(sf::Keyboard::Enter);
  d.key(sf::Keyboard::Enter);
  // Turns 2 and 3: the two battleships close in.
  for (int turn = 2; turn <= 3; ++turn) {
    d.forward("Richelieu", 3);
    d.key(sf::Keyboard::Enter);
    if (turn == 3) break;
    d.key(sf::Keyboard::Enter);
    d.forward("Bismarck", 3);
    d.key(sf::Keyboard::Enter);
    d.key(sf::Keyboard::Enter);
  }
  ASSERT_EQ(d.match().state().turn, 3);
  ASSERT_EQ(d.match().state().phase, hm::Phase::Fire);
  EXPECT_NEAR(d.match().state().ships[richelieu].pose->center.y, 14.0, 1e-6);
  EXPECT_NEAR(d.match().state().ships[bismarck].pose->center.y, 21.0, 1e-6);

  // Measure (hold M): from Jean Bart's base to Bismarck's, base to base.
  {
    sf::Event m;
    m.type = sf::Event::KeyPressed;
    m.key = {sf::Keyboard::M, false, false, false, false};
    d.send(m);
    d.drag(d.shipAt(d.index("Jean Bart")), d.shipAt(bismarck));
    d.shot("amiraute-measure.png");
    m.type = sf::Event::KeyReleased;
    d.send(m);
    d.key(sf::Keyboard::Escape);
  }
  // Fire: Richelieu selected, point at Bismarck (odds shown), click.
  d.click(d.shipAt(richelieu));
  d.moveTo(d.shipAt(bismarck));
  d.frame();
  EXPECT_GT(distinctColours(d.shot("amiraute-fire-odds.png")), 200u);
  d.button(d.shipAt(bismarck), true);
  d.button(d.shipAt(bismarck), false);
  EXPECT_FALSE(d.match().state().ships[richelieu].fired); // the click asks first
  d.key(sf::Keyboard::Enter);                             // yes
  EXPECT_TRUE(d.match().state().ships[richelieu].fired);
  bool logged = false;
  for (const auto &e : d.match().log())
    logged |= e.text.find("Richelieu fires on Bismarck") != std::string::npos;
  EXPECT_TRUE(logged);
  d.moveTo({600, 500});
  EXPECT_GT(distinctColours(d.shot("amiraute-fire-result.png")), 200u);
  if (!seed) {
    ASSERT_TRUE(d.match().state().pending.has_value());
    EXPECT_EQ(d.match().state().pending->ship, bismarck);
    // The dialog holds the table: Enter does not end the phase while damage waits.
    d.key(sf::Keyboard::Enter);
    EXPECT_EQ(d.match().state().phase, hm::Phase::Fire);
  }
  std::printf("after the salvo: %s\n", d.match().log().back().text.c_str());
}

TEST(PlayTest, VictoryBanner) {
  // Two torpedo boats a few tenths of a UD apart: Bleu's torpedoes sink Rouge's only ship.
  const std::string path = shotDir() + "/amiraute-ui-victory.yaml";
  {
    std::ofstream out(path);
    out << "game: haute-mer\ntitle: Dernier duel\ntable: {width: 12, height: 8}\n"
        << "fleets: ["
        << std::filesystem::absolute(core::findDataFile("fleets/haute-mer/standard.yaml")).string() << "]\n"
        << "sides:\n  - name: Bleu\n    ships:\n      - {name: T1, class: torpilleur, x: 5, y: 4, heading: "
           "90}\n"
        << "  - name: Rouge\n    ships:\n      - {name: S1, class: torpilleur, x: 6.5, y: 4.5, heading: "
           "270}\n"
        << "first: Bleu\n";
  }
  auto match = std::make_unique<HauteMerView::Match>(HauteMerView::Match::open(path, 1));
  match->submit(hm::EndPhase{});
  match->submit(hm::Fire{0, 1, true, std::nullopt, {5, 2, 1, 1}});
  ASSERT_TRUE(match->state().over);
  Driver d(std::move(match));
  EXPECT_GT(distinctColours(d.shot("amiraute-victory.png")), 100u);
}

/// The default battle in a window of any size (WindowDriver's is 1600 x 1000), which a test may
/// resize as a player would.
class SizedWindow : public uitest::WindowDriver<HauteMerView> {
public:
  SizedWindow(unsigned width, unsigned height)
      : WindowDriver("amiraute size test",
                     [] {
                       return std::make_unique<HauteMerView>(
                           std::make_unique<HauteMerView::Match>(HauteMerView::Match::open(battle(), 5)), 5);
                     },
                     {width, height}) {
    frame();
  }
  void click(sf::Vector2f p) {
    WindowDriver::click(p);
    frame(); // a popup opened by the click lays itself out
  }
};

sf::Vector2f middle(const sf::FloatRect &r) { return {r.left + r.width / 2, r.top + r.height / 2}; }

/// The whole table, rulers included, lies inside the table area (below the bar, left of the panel)
/// and fills it along one side.
void expectTableFitted(const HauteMerView &v, sf::Vector2u window) {
  const sf::FloatRect &vp = v.camera().viewport();
  EXPECT_FLOAT_EQ(vp.top, HauteMerView::kBarHeight);
  EXPECT_LE(vp.left + vp.width, window.x - v.panelWidth() + 0.5f);
  EXPECT_LE(vp.top + vp.height, window.y + 0.5f);
  const auto &table = *v.match().rules().table;
  const double ruler = 30 / v.camera().scale(); // the rulers along the bottom and the left
  for (const core::Vec2 c : {core::Vec2{-ruler, -ruler}, core::Vec2{table.width, table.height},
                             core::Vec2{-ruler, table.height}, core::Vec2{table.width, -ruler}})
    EXPECT_TRUE(vp.contains(v.camera().worldToScreen(c)))
        << c.x << "," << c.y << " in a " << window.x << "x" << window.y << " window";
  const sf::Vector2f a = v.camera().worldToScreen({0, 0});
  const sf::Vector2f b = v.camera().worldToScreen({table.width, table.height});
  EXPECT_GT(std::max((b.x - a.x) / vp.width, (a.y - b.y) / vp.height), 0.8f);
}

/// Every top-bar control is drawn whole, inside the window, none over another; the view controls
/// either in the bar or, in a narrow window, in the View menu (opened to look, then closed).
void expectBarControlsFit(SizedWindow &w, const std::string &shot) {
  const HauteMerView &v = *w.view_;
  const sf::Vector2u window = w.size();
  auto inside = [&](const char *label, float bottom) {
    const auto r = v.barControl(label);
    EXPECT_TRUE(r) << label << " in a " << window.x << " wide window";
    if (!r) return sf::FloatRect();
    EXPECT_GE(r->left, 0) << label;
    EXPECT_GE(r->top, 0) << label;
    EXPECT_LE(r->left + r->width, static_cast<float>(window.x)) << label << " cut off at " << window.x;
    EXPECT_LE(r->top + r->height, bottom) << label;
    return *r;
  };
  std::vector<sf::FloatRect> bar;
  std::vector<const char *> labels = {"End movement  ▸", "Undo", "Save", "Load", "Screenshot"};
  const char *const view_controls[] = {"Measure", "Rings", "Reach", "Names", "Fit", "Help  F1"};
  if (v.viewFolded()) {
    labels.push_back(HauteMerView::kViewMenu);
    for (const char *c : view_controls)
      EXPECT_FALSE(v.barControl(c)) << c << " is in the closed menu";
  } else {
    labels.insert(labels.end(), std::begin(view_controls), std::end(view_controls));
  }
  for (const char *label : labels) {
    const sf::FloatRect r = inside(label, HauteMerView::kBarHeight);
    for (const sf::FloatRect &q : bar)
      EXPECT_FALSE(q.intersects(r)) << label;
    bar.push_back(r);
  }
  if (!v.viewFolded()) {
    w.shot(shot);
    return;
  }
  // The menu holds the same controls, inside the window, one under another.
  w.click(middle(*v.barControl(HauteMerView::kViewMenu)));
  std::vector<sf::FloatRect> items;
  for (const char *c : view_controls) {
    const sf::FloatRect r = inside(c, static_cast<float>(window.y));
    for (const sf::FloatRect &q : items)
      EXPECT_FALSE(q.intersects(r)) << c;
    items.push_back(r);
  }
  w.shot(shot);
  w.key(sf::Keyboard::Escape);
  EXPECT_FALSE(v.barControl("Rings"));
}

TEST(PlayTest, SmallAndLargeWindowsShowTheWholeTableAndEveryControl) {
  for (const sf::Vector2u size : {sf::Vector2u(1000, 700), sf::Vector2u(1920, 1080)}) {
    SizedWindow w(size.x, size.y);
    ASSERT_EQ(w.size(), size);
    const std::string tag = std::to_string(size.x) + "x" + std::to_string(size.y);
    expectTableFitted(*w.view_, size);
    EXPECT_EQ(w.view_->viewFolded(), size.x < 1200) << tag;
    expectBarControlsFit(w, "amiraute-bar-" + tag + ".png");
    uitest::expectPainted(w.shot("amiraute-" + tag + ".png"), w.view_->camera().worldToScreen({24, 16}));
  }
}

TEST(PlayTest, TheViewMenuOfANarrowWindowHasTheSameTogglesAndTheShortcutsStillWork) {
  SizedWindow w(1000, 700);
  ASSERT_TRUE(w.view_->viewFolded());
  ASSERT_TRUE(w.view_->ringsShown());
  // A click on a menu item toggles it and closes the menu.
  w.click(middle(*w.view_->barControl(HauteMerView::kViewMenu)));
  ASSERT_TRUE(w.view_->barControl("Rings"));
  w.click(middle(*w.view_->barControl("Rings")));
  EXPECT_FALSE(w.view_->ringsShown());
  EXPECT_FALSE(w.view_->barControl("Rings")) << "the menu stays open";
  w.key(sf::Keyboard::R);
  EXPECT_TRUE(w.view_->ringsShown());
  for (auto [label, shown] :
       {std::pair{"Reach", &HauteMerView::reachShown}, std::pair{"Names", &HauteMerView::namesShown},
        std::pair{"Measure", &HauteMerView::measureToggled},
        std::pair{"Help  F1", &HauteMerView::helpVisible}}) {
    const bool before = (w.view_->*shown)();
    w.click(middle(*w.view_->barControl(HauteMerView::kViewMenu)));
    ASSERT_TRUE(w.view_->barControl(label)) << label;
    w.click(middle(*w.view_->barControl(label)));
    EXPECT_NE((w.view_->*shown)(), before) << label;
  }
  EXPECT_TRUE(w.view_->helpVisible());
  uitest::expectPainted(w.shot("amiraute-1000x700-help.png"), w.view_->camera().worldToScreen({2, 2}));
  w.key(sf::Keyboard::F1);
  EXPECT_FALSE(w.view_->helpVisible());
  w.key(sf::Keyboard::L);
  w.key(sf::Keyboard::A);
  EXPECT_TRUE(w.view_->namesShown());
  EXPECT_TRUE(w.view_->reachShown());
  // Fit in the menu fits a zoomed table again.
  const double fitted = w.view_->camera().scale();
  w.key(sf::Keyboard::Add);
  EXPECT_GT(w.view_->camera().scale(), fitted * 1.2);
  w.click(middle(*w.view_->barControl(HauteMerView::kViewMenu)));
  w.click(middle(*w.view_->barControl("Fit")));
  expectTableFitted(*w.view_, w.size());
  EXPECT_TRUE(w.view_->match().actions().empty());
}

TEST(PlayTest, ResizingTheWindowKeepsTheTableFittedUntilThePlayerZooms) {
  SizedWindow w(1600, 1000);
  expectTableFitted(*w.view_, w.size());
  EXPECT_FALSE(w.view_->viewFolded());
  w.resize(1000, 700);
  ASSERT_EQ(w.size(), sf::Vector2u(1000, 700));
  expectTableFitted(*w.view_, w.size());
  EXPECT_TRUE(w.view_->viewFolded());
  expectBarControlsFit(w, "amiraute-resized-bar-1000x700.png");
  uitest::expectPainted(w.shot("amiraute-resized-1000x700.png"), w.view_->camera().worldToScreen({24, 16}));
  w.resize(1920, 1080);
  expectTableFitted(*w.view_, w.size());
  EXPECT_FALSE(w.view_->viewFolded());
  uitest::expectPainted(w.shot("amiraute-resized-1920x1080.png"), w.view_->camera().worldToScreen({24, 16}));

  // Once the player zooms, a resize keeps the zoom; Home fits again, and resizes follow again.
  w.key(sf::Keyboard::Add);
  const double zoomed = w.view_->camera().scale();
  w.resize(1280, 800);
  EXPECT_DOUBLE_EQ(w.view_->camera().scale(), zoomed);
  w.key(sf::Keyboard::Home);
  expectTableFitted(*w.view_, w.size());
  w.resize(1000, 700);
  expectTableFitted(*w.view_, w.size());
  // Panning counts as the player's too.
  w.key(sf::Keyboard::Left);
  const core::Vec2 panned = w.view_->camera().center();
  w.resize(1600, 1000);
  EXPECT_DOUBLE_EQ(w.view_->camera().center().x, panned.x);
  EXPECT_DOUBLE_EQ(w.view_->camera().center().y, panned.y);
}

} // namespace
} // namespace amiraute::ui
