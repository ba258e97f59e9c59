// The Escadrilles screen through the real input path: a real window under Xvfb, sf::Event objects
// injected through App::handleEvent; screenshots (escadrilles-*.png) saved for a person to look at
// (AMIRAUTE_SHOT_DIR, default /tmp). Two people play in hot-seat: the curtain hides the table
// between them, and neither ever sees the other's speeds before its movement.
#include "Driver.h"
#include "core/Files.h"
#include "games/escadrilles/Engine.h"
#include "ui/EscadrillesView.h"

#include <gtest/gtest.h>

#include <SFML/Graphics/Image.hpp>

#include <string>

namespace amiraute::ui {
namespace {

namespace es = escadrilles;
using core::parseHex;
using uitest::expectPainted;

class EsDriver : public uitest::WindowDriver<EscadrillesView> {
public:
  explicit EsDriver(const std::string &scenario, sf::Vector2u size = {1600, 1000})
      : WindowDriver(
            "amiraute escadrilles test", [&] { return makeEscadrillesView(core::findDataFile(scenario), 1); },
            size) {
    frame();
  }
  using WindowDriver::click;
  void click(core::Hex h) { click(view_->screenOf(h)); }
  const EsMatch &match() const { return view_->match(); }
  const es::State &state() const { return match().state(); }
  /// The called player clicks the curtain away.
  void lift() {
    ASSERT_TRUE(view_->curtain().down());
    click(sf::Vector2f(size().x / 2.f, size().y / 2.f));
    ASSERT_FALSE(view_->curtain().down());
    frame(); // as in a window loop, frames pass before the next key: ImGui lets go of the curtain
    frame();
  }
  /// Fly the plane to move along its first safe path by clicking each hex of it; returns false
  /// when it has none (it is then flown into its first loss, confirmed).
  bool flyNextByClicks() {
    const int plane = view_->flyingPlane();
    EXPECT_GE(plane, 0);
    const std::size_t before = match().actions().size();
    const FlightPlan plan = FlightPlan::of(match().rules(), view_->shown(), plane);
    if (plan.safe.empty()) { // doomed: the player clicks the hexes of a loss, then confirms
      EXPECT_FALSE(plan.losses.empty());
      if (plan.losses.empty()) return false;
      for (int d : plan.losses.front().directions) {
        EXPECT_TRUE(view_->stepTurn(core::facingDelta(
            view_->steps().empty() ? view_->shown().planes[static_cast<std::size_t>(plane)].facing
                                   : view_->steps().back(),
            d)))
            << view_->lastError();
      }
      EXPECT_TRUE(view_->confirmRisk()) << view_->lastError();
      EXPECT_EQ(match().actions().size(), before + 1) << view_->lastError();
      frame();
      return false;
    }
    for (core::Hex h : plan.safe.front().path)
      click(h);
    EXPECT_EQ(match().actions().size(), before + 1) << view_->lastError();
    return true;
  }
};

/// The pixel colour at `p` of a screenshot.
sf::Color pixel(const std::string &path, sf::Vector2f p) {
  sf::Image img;
  EXPECT_TRUE(img.loadFromFile(path));
  return img.getPixel(static_cast<unsigned>(p.x), static_cast<unsigned>(p.y));
}

/// Every top-bar button inside the window, the panel's content not cut off on the right.
void expectLaidOut(EsDriver &d, const char *what) {
  for (const char *label : {"Undo", "Screenshot", "Fit", "Help  F1"}) {
    const auto r = d.view_->barButton(label);
    ASSERT_TRUE(r) << what << ": " << label;
    EXPECT_GE(r->left, 0) << what << ": " << label;
    EXPECT_LE(r->left + r->width, static_cast<float>(d.size().x)) << what << ": " << label;
  }
  EXPECT_LE(d.view_->panelContentWidth(), d.view_->panelWidth() + 1) << what;
  // The map is not under the panel.
  const sf::FloatRect vp = d.view_->camera().viewport();
  EXPECT_LE(vp.left + vp.width, static_cast<float>(d.size().x) - d.view_->panelWidth() + 1) << what;
}

TEST(EscadrillesShot, TwoPlayersFlyATurnBehindTheCurtainThenSetSecretSpeeds) {
  EsDriver d("scenarios/escadrilles/standard.yaml");
  // Turn 1: every speed is forced (2), nothing is secret, so Bleu flies at once, no curtain.
  ASSERT_EQ(d.state().phase, es::Phase::Movement);
  ASSERT_FALSE(d.view_->curtain().down());
  EXPECT_EQ(d.view_->curtain().atScreen(), 0);
  const sf::Vector2f map_point = d.view_->screenOf(parseHex("0908"));
  expectPainted(d.shot("escadrilles-start.png"), map_point);
  expectLaidOut(d, "start 1600x1000");

  // Bleu 1 flies by clicking its path; hover a green end first to see the preview.
  ASSERT_EQ(d.view_->flyingPlane(), d.state().planeIndex(0, 1));
  d.moveTo(d.view_->screenOf(d.state().planes[0].hex) + sf::Vector2f(0, 0));
  d.view_->stepTurn(0);
  const std::string reach = d.shot("escadrilles-reach.png");
  expectPainted(reach, map_point);
  d.view_->stepBack();
  while (d.view_->flyingPlane() >= 0)
    d.flyNextByClicks();
  // Every Bleu plane has flown: Enter fires and ends the movement; Rouge flies (no secret).
  d.key(sf::Keyboard::Enter);
  ASSERT_EQ(d.state().moving, 1) << d.view_->lastError();
  EXPECT_EQ(d.view_->curtain().atScreen(), 1);
  while (d.view_->flyingPlane() >= 0)
    d.flyNextByClicks();
  d.key(sf::Keyboard::Enter);

  // Turn 2: speeds, in secret. The curtain calls Bleu: nothing of the map shows behind it.
  ASSERT_EQ(d.state().phase, es::Phase::Speeds);
  ASSERT_EQ(d.state().turn, 2);
  ASSERT_TRUE(d.view_->curtain().down());
  const std::string curtain = d.shot("escadrilles-curtain.png");
  EXPECT_EQ(pixel(curtain, map_point), pixel(curtain, {5, 5})) << "the map shows behind the curtain";
  d.lift();
  ASSERT_EQ(d.view_->curtain().atScreen(), 0);
  ASSERT_FALSE(d.view_->pendingSpeeds().empty());
  EXPECT_FALSE(d.view_->chooseSpeed(1, 5)) << "2 last turn: 5 is out of range (ES-SPEED-1)";
  EXPECT_TRUE(d.view_->chooseSpeed(1, 3));
  EXPECT_TRUE(d.view_->chooseSpeed(2, 3));
  d.frame();
  expectPainted(d.shot("escadrilles-speeds.png"), map_point);
  expectLaidOut(d, "speeds 1600x1000");
  d.key(sf::Keyboard::Enter);
  ASSERT_EQ(d.state().planes[static_cast<std::size_t>(d.state().planeIndex(0, 1))].speed, 3);
  // Rouge comes to the screen: Bleu's speeds are hidden from it, in the state shown and the log.
  ASSERT_TRUE(d.view_->curtain().down());
  d.lift();
  EXPECT_EQ(d.view_->curtain().atScreen(), 1);
  for (const es::Plane &p : d.view_->shown().planes)
    if (p.side == 0 && p.alive()) {
      EXPECT_EQ(p.speed, es::kHiddenSpeed) << "Bleu " << p.number;
    }
  EXPECT_EQ(d.view_->lastNotice().find("1:3"), std::string::npos) << d.view_->lastNotice();
  // Rouge may not take back Bleu's speeds (it would see them in the undone text).
  EXPECT_TRUE(d.view_->undoRefusal().has_value());
  d.key(sf::Keyboard::Enter); // Rouge keeps 2 everywhere
  ASSERT_EQ(d.state().phase, es::Phase::Movement) << d.view_->lastError();
  // Bleu flies first: its speeds are now public, Rouge's stay hidden from it; no curtain needed.
  EXPECT_FALSE(d.view_->curtain().down());
  // Nothing on Bleu's screen tells Rouge's speeds (all 2: "1:2"; Bleu's plane 1 flies at 3).
  EXPECT_EQ(d.view_->lastNotice().find("1:2"), std::string::npos) << d.view_->lastNotice();
  for (const es::Plane &p : d.view_->shown().planes)
    if (p.side == 1 && p.alive()) {
      EXPECT_EQ(p.speed, es::kHiddenSpeed) << "Rouge " << p.number;
    }
  EXPECT_EQ(d.view_->curtain().atScreen(), 0);
  expectPainted(d.shot("escadrilles-turn2.png"), map_point);
}

TEST(EscadrillesShot, StepButtonsUndoAndTheSmallWindow) {
  EsDriver d("scenarios/escadrilles/small.yaml", {1000, 700});
  // The small board starts with secret speeds (the planes flew at 3).
  ASSERT_EQ(d.state().phase, es::Phase::Speeds);
  d.lift();
  d.frame();
  expectPainted(d.shot("escadrilles-small-speeds.png"), {60, 300});
  expectLaidOut(d, "speeds 1000x700");
  d.key(sf::Keyboard::Enter);
  d.lift();
  d.key(sf::Keyboard::Enter);
  ASSERT_EQ(d.state().phase, es::Phase::Movement);
  ASSERT_FALSE(d.view_->curtain().down());
  d.frame();
  d.frame();
  // Bleu 1: one step straight with W, then back with Backspace, then W again.
  const int plane = d.view_->flyingPlane();
  ASSERT_GE(plane, 0);
  d.key(sf::Keyboard::W);
  EXPECT_EQ(d.view_->steps().size(), 1u);
  d.key(sf::Keyboard::BackSpace);
  EXPECT_TRUE(d.view_->steps().empty());
  d.key(sf::Keyboard::W);
  d.frame();
  const std::string path = d.shot("escadrilles-small-step.png");
  expectPainted(path, d.view_->screenOf(parseHex("0504")));
  expectLaidOut(d, "movement 1000x700");
  // Finish the move, then undo it with Ctrl+Z: the plane is back, the path empty.
  const core::Hex start = d.state().planes[static_cast<std::size_t>(plane)].hex;
  d.view_->stepBack();
  ASSERT_TRUE(d.flyNextByClicks());
  EXPECT_NE(d.state().planes[static_cast<std::size_t>(plane)].hex, start);
  sf::Event e;
  e.type = sf::Event::KeyPressed;
  e.key = {sf::Keyboard::Z, false, true, false, false};
  d.send(e);
  EXPECT_EQ(d.state().planes[static_cast<std::size_t>(plane)].hex, start) << d.view_->lastError();
  EXPECT_EQ(d.view_->flyingPlane(), plane);
}

TEST(EscadrillesShot, AWholeGameOnTheSmallBoardEndsWithABanner) {
  EsDriver d("scenarios/escadrilles/small.yaml");
  int guard = 0;
  while (d.state().phase != es::Phase::Over && guard++ < 400) {
    if (d.view_->curtain().down()) d.lift();
    if (d.state().phase == es::Phase::Speeds) {
      // Each side flies as fast as it may: the fight closes sooner.
      for (const auto &[number, speed] : d.view_->pendingSpeeds()) {
        (void)speed;
        for (int v = 6; v >= 2; --v)
          if (d.view_->chooseSpeed(number, v)) break;
      }
      ASSERT_TRUE(d.view_->confirmSpeeds()) << d.view_->lastError();
    } else if (d.view_->flyingPlane() >= 0) {
      d.flyNextByClicks();
    } else {
      ASSERT_TRUE(d.view_->endMovement()) << d.view_->lastError();
    }
  }
  EXPECT_LT(guard, 400) << d.view_->lastError() << " turn " << d.state().turn << " phase "
                        << static_cast<int>(d.state().phase) << " flying " << d.view_->flyingPlane();
  ASSERT_EQ(d.state().phase, es::Phase::Over);
  if (d.view_->curtain().down()) d.lift();
  d.frame();
  expectPainted(d.shot("escadrilles-over.png"), d.view_->screenOf(parseHex("0504")));
  // The log tells how the game ended.
  bool win = false;
  for (const auto &entry : d.match().log())
    win = win || (!entry.clauses.empty() && entry.clauses.front().rfind("ES-WIN", 0) == 0);
  EXPECT_TRUE(win);
}

} // namespace
} // namespace amiraute::ui
