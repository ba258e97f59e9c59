// The Escadrilles board on the one frame, through the real input path: a real window under Xvfb,
// sf::Event objects injected through App::handleEvent; screenshots (escadrilles-*.png) saved for a
// person to look at (AMIRAUTE_SHOT_DIR, default /tmp). Two people play in hot-seat: the curtain
// hides the table between them, and neither ever sees the other's speeds before its movement.
#include "FrameDriver.h"
#include "core/I18n.h"
#include "games/escadrilles/Engine.h"
#include "games/escadrilles/screen/Board.h"

#include <gtest/gtest.h>

#include <SFML/Graphics/Image.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace amiraute::escadrilles {
namespace {

using core::parseHex;
using ui::uitest::expectPainted;

class EsDriver : public ui::uitest::FrameDriver {
public:
  explicit EsDriver(const std::string &scenario, sf::Vector2u size = {1600, 1000})
      : FrameDriver(scenario, sized(size)) {}
  static ui::uitest::FrameOptions sized(sf::Vector2u size) {
    ui::uitest::FrameOptions o;
    o.size = size;
    return o;
  }
  using FrameDriver::click;
  void click(core::Hex h) { click(at(h)); }
  sf::Vector2f at(core::Hex h) { return ui().screenOf(board().centerOf(h)); }
  Board &board() { return FrameDriver::board<Board>(); }
  const game::Match<Game> &match() { return local<Game>().match(); }
  const State &state() { return match().state(); }
  const State &shown() { return local<Game>().shown(); }
  /// Fly the plane to move along its first safe path by clicking each hex of it; returns false
  /// when it has none (it is then flown into its first loss, confirmed).
  bool flyNextByClicks() {
    const int plane = board().flyingPlane();
    EXPECT_GE(plane, 0);
    const std::size_t before = match().actions().size();
    const FlightPlan plan = FlightPlan::of(match().rules(), shown(), plane);
    if (plan.safe.empty()) { // doomed: the player clicks the hexes of a loss, then confirms
      EXPECT_FALSE(plan.losses.empty());
      if (plan.losses.empty()) return false;
      for (int d : plan.losses.front().directions) {
        EXPECT_TRUE(board().stepTurn(
            core::facingDelta(board().steps().empty() ? shown().planes[static_cast<std::size_t>(plane)].facing
                                                      : board().steps().back(),
                              d)))
            << ui().lastError();
      }
      EXPECT_TRUE(board().confirmRisk()) << ui().lastError();
      EXPECT_EQ(match().actions().size(), before + 1) << ui().lastError();
      frame();
      return false;
    }
    for (core::Hex h : plan.safe.front().path)
      click(h);
    EXPECT_EQ(match().actions().size(), before + 1) << ui().lastError();
    return true;
  }
};

/// The pixel colour at `p` of a screenshot.
sf::Color pixel(const std::string &path, sf::Vector2f p) {
  sf::Image img;
  EXPECT_TRUE(img.loadFromFile(path));
  return img.getPixel(static_cast<unsigned>(p.x), static_cast<unsigned>(p.y));
}

TEST(EscadrillesScreen, TwoPlayersFlyATurnBehindTheCurtainThenSetSecretSpeeds) {
  EsDriver d("scenarios/escadrilles/standard.yaml");
  // Turn 1: every speed is forced (2), nothing is secret, so Bleu flies at once, no curtain.
  ASSERT_EQ(d.state().phase, Phase::Movement);
  ASSERT_FALSE(d.ui().curtain().down());
  EXPECT_EQ(d.ui().curtain().atScreen(), 0);
  const sf::Vector2f map_point = d.at(parseHex("0908"));
  expectPainted(d.shot("escadrilles-start.png"), map_point);
  d.expectLaidOut("start 1600x1000");

  // Bleu 1 flies by clicking its path; hover a green end first to see the preview.
  ASSERT_EQ(d.board().flyingPlane(), d.state().planeIndex(0, 1));
  d.moveTo(d.at(d.state().planes[0].hex) + sf::Vector2f(0, 0));
  d.board().stepTurn(0);
  const std::string reach = d.shot("escadrilles-reach.png");
  expectPainted(reach, map_point);
  d.board().stepBack();
  while (d.board().flyingPlane() >= 0)
    d.flyNextByClicks();
  // Every Bleu plane has flown: Enter fires and ends the movement; Rouge flies (no secret).
  d.key(sf::Keyboard::Enter);
  ASSERT_EQ(d.state().moving, 1) << d.ui().lastError();
  EXPECT_EQ(d.ui().curtain().atScreen(), 1);
  while (d.board().flyingPlane() >= 0)
    d.flyNextByClicks();
  d.key(sf::Keyboard::Enter);

  // Turn 2: speeds, in secret. The curtain calls Bleu: nothing of the map shows behind it.
  ASSERT_EQ(d.state().phase, Phase::Speeds);
  ASSERT_EQ(d.state().turn, 2);
  ASSERT_TRUE(d.ui().curtain().down());
  const std::string curtain = d.shot("escadrilles-curtain.png");
  EXPECT_EQ(pixel(curtain, map_point), pixel(curtain, {5, 5})) << "the map shows behind the curtain";
  d.lift();
  ASSERT_EQ(d.ui().curtain().atScreen(), 0);
  ASSERT_FALSE(d.board().pendingSpeeds().empty());
  EXPECT_FALSE(d.board().chooseSpeed(1, 5)) << "2 last turn: 5 is out of range (ES-SPEED-1)";
  EXPECT_TRUE(d.board().chooseSpeed(1, 3));
  EXPECT_TRUE(d.board().chooseSpeed(2, 3));
  d.frame();
  expectPainted(d.shot("escadrilles-speeds.png"), map_point);
  d.expectLaidOut("speeds 1600x1000");
  d.key(sf::Keyboard::Enter);
  ASSERT_EQ(d.state().planes[static_cast<std::size_t>(d.state().planeIndex(0, 1))].speed, 3);
  // Rouge comes to the screen: Bleu's speeds are hidden from it, in the state shown and the log.
  ASSERT_TRUE(d.ui().curtain().down());
  d.lift();
  EXPECT_EQ(d.ui().curtain().atScreen(), 1);
  for (const Plane &p : d.shown().planes)
    if (p.side == 0 && p.alive()) {
      EXPECT_EQ(p.speed, kHiddenSpeed) << "Bleu " << p.number;
    }
  EXPECT_EQ(d.ui().lastNotice().find("1:3"), std::string::npos) << d.ui().lastNotice();
  // Rouge may not take back Bleu's speeds on its own: Ctrl+Z asks whether both agree, and
  // nothing is taken back meanwhile (nor ever quoted: the speeds are secret).
  const std::size_t actions = d.match().actions().size();
  d.ctrlZ();
  ASSERT_TRUE(d.ui().undoAsked());
  EXPECT_NE(d.ui().question()->text.find("Bleu"), std::string::npos) << d.ui().question()->text;
  EXPECT_EQ(d.match().actions().size(), actions);
  d.key(sf::Keyboard::Escape);
  EXPECT_FALSE(d.ui().undoAsked());
  EXPECT_EQ(d.match().actions().size(), actions);
  d.key(sf::Keyboard::Enter); // Rouge keeps 2 everywhere
  ASSERT_EQ(d.state().phase, Phase::Movement) << d.ui().lastError();
  // Bleu flies first: its speeds are now public, Rouge's stay hidden from it; no curtain needed.
  EXPECT_FALSE(d.ui().curtain().down());
  // Nothing on Bleu's screen tells Rouge's speeds (all 2: "1:2"; Bleu's plane 1 flies at 3).
  EXPECT_EQ(d.ui().lastNotice().find("1:2"), std::string::npos) << d.ui().lastNotice();
  for (const Plane &p : d.shown().planes)
    if (p.side == 1 && p.alive()) {
      EXPECT_EQ(p.speed, kHiddenSpeed) << "Rouge " << p.number;
    }
  EXPECT_EQ(d.ui().curtain().atScreen(), 0);
  expectPainted(d.shot("escadrilles-turn2.png"), map_point);
}

TEST(EscadrillesScreen, StepButtonsUndoAndTheSmallWindow) {
  EsDriver d("scenarios/escadrilles/small.yaml", {1000, 700});
  // The small board starts with secret speeds (the planes flew at 3).
  ASSERT_EQ(d.state().phase, Phase::Speeds);
  d.lift();
  d.frame();
  expectPainted(d.shot("escadrilles-small-speeds.png"), {60, 300});
  d.expectLaidOut("speeds 1000x700");
  d.key(sf::Keyboard::Enter);
  d.lift();
  d.key(sf::Keyboard::Enter);
  ASSERT_EQ(d.state().phase, Phase::Movement);
  ASSERT_FALSE(d.ui().curtain().down());
  d.frame();
  d.frame();
  // Bleu 1: one step straight with W, then back with Backspace, then W again.
  const int plane = d.board().flyingPlane();
  ASSERT_GE(plane, 0);
  d.key(sf::Keyboard::W);
  EXPECT_EQ(d.board().steps().size(), 1u);
  d.key(sf::Keyboard::BackSpace);
  EXPECT_TRUE(d.board().steps().empty());
  d.key(sf::Keyboard::W);
  d.frame();
  const std::string path = d.shot("escadrilles-small-step.png");
  expectPainted(path, d.at(parseHex("0504")));
  d.expectLaidOut("movement 1000x700");
  // Finish the move, then undo it with Ctrl+Z: the plane is back, the path empty.
  const core::Hex start = d.state().planes[static_cast<std::size_t>(plane)].hex;
  d.board().stepBack();
  ASSERT_TRUE(d.flyNextByClicks());
  EXPECT_NE(d.state().planes[static_cast<std::size_t>(plane)].hex, start);
  d.ctrlZ();
  EXPECT_EQ(d.state().planes[static_cast<std::size_t>(plane)].hex, start) << d.ui().lastError();
  EXPECT_EQ(d.board().flyingPlane(), plane);
}

/// The hexes where every end of `plane`'s flights this turn leaves it no safe way next turn, as
/// the engine says (ES-CRASH-4), sorted.
std::vector<core::Hex> trapsOf(EsDriver &d, int plane) {
  const FlightPlan plan = FlightPlan::of(d.match().rules(), d.shown(), plane);
  std::vector<core::Hex> traps, safe;
  for (const Flight &f : plan.safe) {
    const bool trapped = trappedFrom(d.match().rules(), d.shown(), plane, f.end, f.facing,
                                     d.shown().planes[static_cast<std::size_t>(plane)].speed);
    (trapped ? traps : safe).push_back(f.end);
  }
  std::erase_if(traps, [&](core::Hex h) { return std::find(safe.begin(), safe.end(), h) != safe.end(); });
  std::sort(traps.begin(), traps.end());
  traps.erase(std::unique(traps.begin(), traps.end()), traps.end());
  return traps;
}

TEST(EscadrillesScreen, EndsThatLeaveThePlaneNoSafeWayNextTurnAreMarked) {
  // The small board with Bleu 1 moved to the map's edge, facing out, until some of its ends are
  // traps.
  std::ifstream in(core::findDataFile("scenarios/escadrilles/small.yaml"));
  std::stringstream text;
  text << in.rdbuf();
  const std::string first = "{number: 1, hex: \"0102\", facing: 3, speed: 3}";
  ASSERT_NE(text.str().find(first), std::string::npos);
  const std::filesystem::path file =
      std::filesystem::temp_directory_path() / "amiraute-escadrilles-traps.yaml";
  bool found = false;
  for (const char *hex : {"0101", "0201", "0301", "0107"})
    for (int facing = 1; facing <= 6 && !found; ++facing) {
      std::string yaml = text.str();
      yaml.replace(yaml.find(first), first.size(),
                   std::string("{number: 1, hex: \"") + hex + "\", facing: " + std::to_string(facing) +
                       ", speed: 3}");
      std::ofstream(file) << yaml;
      EsDriver d(file.string());
      d.lift();
      d.key(sf::Keyboard::Enter);
      d.lift();
      d.key(sf::Keyboard::Enter);
      ASSERT_EQ(d.state().phase, Phase::Movement);
      d.frame();
      const int plane = d.board().flyingPlane();
      ASSERT_GE(plane, 0);
      const std::vector<core::Hex> traps = trapsOf(d, plane);
      if (traps.empty()) continue;
      found = true;
      std::vector<core::Hex> marked = d.board().trapEnds();
      std::sort(marked.begin(), marked.end());
      EXPECT_EQ(marked, traps) << hex << " facing " << facing;
      d.frame();
      expectPainted(d.shot("escadrilles-trap-ends.png"), d.at(traps.front()));
    }
  std::filesystem::remove(file);
  EXPECT_TRUE(found) << "no end near the edge is a trap";
}

TEST(EscadrillesScreen, TheSpeedSheetTheTurnButtonsAndTheFacingsFitInFrench) {
  core::setLanguage("fr");
  for (const sf::Vector2u size : {sf::Vector2u{1600, 1000}, sf::Vector2u{1000, 700}}) {
    const std::string tag = std::to_string(size.x) + "x" + std::to_string(size.y);
    EsDriver d("scenarios/escadrilles/small.yaml", size);
    ASSERT_EQ(d.state().phase, Phase::Speeds);
    d.lift();
    d.frame();
    d.shot("escadrilles-speeds-fr-" + tag + ".png");
    d.expectLaidOut("speeds fr " + tag);
    d.key(sf::Keyboard::Enter);
    d.lift();
    d.key(sf::Keyboard::Enter);
    ASSERT_EQ(d.state().phase, Phase::Movement);
    d.frame();
    d.shot("escadrilles-flight-fr-" + tag + ".png");
    d.expectLaidOut("flight fr " + tag);
    // An end the plane reaches facing several ways: the panel asks which, its buttons inside.
    const FlightPlan plan = FlightPlan::of(d.match().rules(), d.shown(), d.board().flyingPlane());
    const Flight *several = nullptr;
    for (const Flight &f : plan.safe)
      if (!several && plan.endsOn({}, f.end).size() >= 2) several = &f;
    if (!several) continue;
    d.click(several->end);
    d.frame();
    d.shot("escadrilles-facings-fr-" + tag + ".png");
    d.expectLaidOut("facings fr " + tag);
  }
  core::setLanguage("en");
}

TEST(EscadrillesScreen, AWholeGameOnTheSmallBoardEndsWithABanner) {
  EsDriver d("scenarios/escadrilles/small.yaml");
  int guard = 0;
  while (d.state().phase != Phase::Over && guard++ < 400) {
    if (d.ui().curtain().down()) d.lift();
    if (d.state().phase == Phase::Speeds) {
      // Each side flies as fast as it may: the fight closes sooner.
      for (const auto &[number, speed] : d.board().pendingSpeeds()) {
        (void)speed;
        for (int v = 6; v >= 2; --v)
          if (d.board().chooseSpeed(number, v)) break;
      }
      ASSERT_TRUE(d.board().confirmSpeeds()) << d.ui().lastError();
    } else if (d.board().flyingPlane() >= 0) {
      d.flyNextByClicks();
    } else {
      ASSERT_TRUE(d.board().endMovement()) << d.ui().lastError();
    }
  }
  EXPECT_LT(guard, 400) << d.ui().lastError() << " turn " << d.state().turn << " phase "
                        << static_cast<int>(d.state().phase) << " flying " << d.board().flyingPlane();
  ASSERT_EQ(d.state().phase, Phase::Over);
  if (d.ui().curtain().down()) d.lift();
  d.frame();
  expectPainted(d.shot("escadrilles-over.png"), d.at(parseHex("0504")));
  // The log tells how the game ended.
  bool win = false;
  for (const auto &entry : d.match().log())
    win = win || (!entry.clauses.empty() && entry.clauses.front().rfind("ES-WIN", 0) == 0);
  EXPECT_TRUE(win);
}

} // namespace
} // namespace amiraute::escadrilles
