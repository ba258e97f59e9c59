// Plays the default battle through the real input path: a real window under Xvfb, sf::Event
// objects injected through App::handleEvent (the same handler the window loop uses).
#include "Driver.h"
#include "core/Files.h"
#include "games/haute_mer/Match.h"
#include "ui/HauteMerView.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace amiraute::ui {
namespace {

namespace hm = haute_mer;

using uitest::distinctColours;
using uitest::shotDir;

class Driver : public uitest::WindowDriver<HauteMerView> {
public:
  explicit Driver(std::unique_ptr<hm::Match> match)
      : WindowDriver("amiraute ui test",
                     [&] { return std::make_unique<HauteMerView>(std::move(match), 1); }) {
    view_->fitTable();
    frame();
  }

  sf::Vector2f at(core::Vec2 world) const { return view_->camera().worldToScreen(world); }
  sf::Vector2f shipAt(int ship) const { return at(match().state().ships[ship].pose->center); }
  const hm::Match &match() const { return view_->match(); }
  int index(const std::string &name) const { return match().scenario().shipIndex(name); }

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
  Driver d(std::make_unique<hm::Match>(battle(), seed ? std::strtoull(seed, nullptr, 10) : 5));
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
    const core::Base b = hm::shipBase(d.match().scenario(), d.match().state(), dunkerque);
    const sf::Vector2f handle = d.at(pivotHandle(b, std::max(0.45, 24.0 / d.view_->camera().scale())));
    const core::Vec2 aim = b.stern() + core::headingVector(45) * 3;
    d.drag(handle, d.at(aim), "amiraute-pivot.png");
  }
  EXPECT_NEAR(d.match().state().ships[dunkerque].pose->heading_deg, 45.0, 1e-6);
  // An illegal drag (Dunkerque has 2 UD left; a second pivot needs 1 UD straight first) snaps back.
  {
    const hm::State before = d.match().state();
    const core::Base b = hm::shipBase(d.match().scenario(), d.match().state(), dunkerque);
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
  auto match = std::make_unique<hm::Match>(path, 1);
  match->submit(hm::EndPhase{});
  match->submit(hm::Fire{0, 1, true, std::nullopt, {5, 2, 1, 1}});
  ASSERT_TRUE(match->state().over);
  Driver d(std::move(match));
  EXPECT_GT(distinctColours(d.shot("amiraute-victory.png")), 100u);
}

} // namespace
} // namespace amiraute::ui
