// The Nautic Miles board on the one frame, through the real input path (a window under Xvfb): a
// convoy laid in a gap by clicks, six players and three teams that fit, mid-game tables, French
// buttons, the round's score sheet waiting for the players (issue 20 §5), and no secret told by the
// frame after the curtain (issue 20 §5). Screenshots (cards-nm-*.png) in AMIRAUTE_SHOT_DIR.
#include "CardFrame.h"
#include "core/I18n.h"
#include "games/nautic_miles/Engine.h"
#include "games/nautic_miles/Game.h"
#include "games/nautic_miles/screen/Board.h"

#include <gtest/gtest.h>

#include <string>

namespace amiraute::nautic_miles {
namespace {

using ui::uitest::CardFrame;
using ui::uitest::FrameOptions;
using Frame = CardFrame<Game>;

FrameOptions options(std::uint64_t seed, sf::Vector2u size = {1600, 1000}) {
  FrameOptions o;
  o.seed = seed;
  o.size = size;
  return o;
}

class NauticMilesScreen : public ::testing::Test {
protected:
  void TearDown() override { core::setLanguage("en"); }
};

void playTurns(Frame &d, int turns) {
  for (int t = 0; t < turns && !d.match().over(); ++t) {
    if (d.board<Board>().sheetOpen()) d.key(sf::Keyboard::Enter); // the round's sheet read: deal on
    ASSERT_TRUE(d.playTurn([] { return false; })) << "turn " << t;
  }
  d.look();
}

/// A seed whose first hand in the Nautic Miles duel holds a convoy.
std::uint64_t seedWithConvoy(const std::string &scenario) {
  using M = game::Match<Game>;
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    M m = M::open(core::findDataFile(scenario), seed);
    m.settle();
    for (CardId c : m.state().hands[static_cast<std::size_t>(m.toMove())].cards)
      if (m.rules().is_convoy[c]) return seed;
  }
  return 0;
}

TEST_F(NauticMilesScreen, ConvoyLaidInAGapByClicks) {
  const std::string scenario = "scenarios/nautic-miles/duel.yaml";
  const std::uint64_t seed = seedWithConvoy(scenario);
  ASSERT_NE(seed, 0u);
  Frame d(scenario, options(seed));
  d.lift();
  const draw::CardTableInput &in = d.table();
  int convoy = -1;
  for (std::size_t k = 0; k < in.hand.size(); ++k)
    if (d.match().rules().is_convoy[in.hand[k]]) convoy = static_cast<int>(k);
  ASSERT_GE(convoy, 0);
  d.click(d.cards().handCardCentre(convoy));
  const auto place = d.firstLegalPlace();
  ASSERT_TRUE(place) << "the empty row offers a gap";
  d.moveTo(*place);
  d.shot("cards-nm-convoy-chosen.png");
  d.click(*place);
  const int side = d.match().rules().side_of[0];
  EXPECT_EQ(d.match().state().sides[static_cast<std::size_t>(side)].row.size(), 1) << d.ui().lastError();
  EXPECT_TRUE(d.ui().curtain().down());
}

// Issue 20 §5 (secrets on screen): after the curtain the next player reads nothing of the convoy laid
// face down — not its tonnage in the status line, not in the log.
TEST_F(NauticMilesScreen, AConvoyLaidFaceDownIsToldToNobodyAfterTheCurtain) {
  const std::string scenario = "scenarios/nautic-miles/duel.yaml";
  const std::uint64_t seed = seedWithConvoy(scenario);
  ASSERT_NE(seed, 0u);
  Frame d(scenario, options(seed));
  d.lift();
  const Rules &r = d.match().rules();
  int convoy = -1;
  for (std::size_t k = 0; k < d.table().hand.size(); ++k)
    if (r.is_convoy[d.table().hand[k]]) convoy = static_cast<int>(k);
  ASSERT_GE(convoy, 0);
  const CardId card = d.table().hand[static_cast<std::size_t>(convoy)];
  const std::string id = r.deck.types[card].id, name = r.deck.name(card);
  d.click(d.cards().handCardCentre(convoy));
  d.click(*d.firstLegalPlace());
  ASSERT_TRUE(d.ui().curtain().down()) << d.ui().lastError();
  d.lift();
  ASSERT_EQ(d.ui().curtain().atScreen(), 1);
  d.frame();
  for (const std::string &said : {d.ui().lastNotice(), d.ui().lastError()}) {
    EXPECT_EQ(said.find(id), std::string::npos) << said;
    EXPECT_EQ(said.find(name), std::string::npos) << said;
  }
  for (const game::LogEntry &e : d.session().log()) {
    if (!e.visibleTo(1)) continue;
    EXPECT_EQ(e.text.find(id), std::string::npos) << e.text;
    EXPECT_EQ(e.text.find(name), std::string::npos) << e.text;
  }
  d.shot("cards-nm-after-convoy-bruno.png");
}

TEST_F(NauticMilesScreen, SixPlayersAndThreeTeamsFitBothSizes) {
  for (const char *scenario : {"scenarios/nautic-miles/six.yaml", "scenarios/nautic-miles/six-teams.yaml"}) {
    Frame d(scenario, options(5, {1000, 700}));
    d.lift();
    d.expectFits(40);
    const std::string name = std::string(scenario).find("teams") != std::string::npos ? "teams" : "six";
    d.shot("cards-nm-" + name + "-1000x700.png");
    d.resize(1600, 1000);
    d.frame();
    d.expectFits(60);
    d.shot("cards-nm-" + name + "-1600x1000.png");
  }
}

TEST_F(NauticMilesScreen, MidGameTablesStayReadableAtBothSizes) {
  for (const char *scenario : {"scenarios/nautic-miles/six.yaml", "scenarios/nautic-miles/teams-4.yaml"}) {
    Frame d(scenario, options(7));
    playTurns(d, 30);
    EXPECT_GE(d.actions(), 30u);
    d.expectFits(40);
    const std::string name = std::string(scenario).find("teams") != std::string::npos ? "teams4" : "six";
    d.shot("cards-nm-" + name + "-mid-1600x1000.png");
    d.resize(1000, 700);
    d.frame();
    d.expectFits(34);
    d.shot("cards-nm-" + name + "-mid-1000x700.png");
  }
}

TEST_F(NauticMilesScreen, ButtonsStayWholeAt1000x700InFrench) {
  ASSERT_TRUE(core::setLanguage("fr"));
  Frame w("scenarios/nautic-miles/six-teams.yaml", options(3, {1000, 700}));
  w.look();
  // The panel of three sides is taller than the window: scrolled down to the game record, where
  // Save and Load are.
  for (int k = 0; k < 10; ++k) {
    sf::Event e;
    e.type = sf::Event::MouseWheelScrolled;
    e.mouseWheelScroll = {sf::Mouse::VerticalWheel, -3.f, 850, 400};
    w.moveTo(sf::Vector2f{850, 400});
    w.send(e);
    w.frame();
  }
  w.press(core::tr("Game record"));
  w.frame();
  ui::uitest::expectButtonsWholeAndApart(w, {"Undo", "Screenshot", "Help  F1", "Save", "Load"});
  w.shot("cards-fr-nm-six-teams-1000.png");
}

/// A duel played by the program to one action before its first round is scored; that action.
std::pair<std::string, std::string> recordBeforeTheFirstSheet() {
  using M = game::Match<Game>;
  M m = M::open(core::findDataFile("scenarios/nautic-miles/duel.yaml"), 5);
  for (int step = 0; step < 5000 && m.state().sheet.round == 0 && !m.over(); ++step) {
    if (m.toMove() == game::kChance) {
      m.roll();
      continue;
    }
    // Convoys and miles first, so that convoys reach port.
    const std::vector<Action> legal = Game::legal(m.rules(), m.state());
    const Action *pick = &legal.front();
    for (const Action &a : legal)
      if (a.verb == Verb::Play) {
        pick = &a;
        break;
      }
    m.submit(*pick);
  }
  EXPECT_EQ(m.state().sheet.round, 1);
  const std::string last = m.actions().back();
  m.undo(true);
  EXPECT_EQ(m.state().sheet.round, 0);
  const std::string record = ui::uitest::shotDir() + "/cards-nm-before-sheet.yaml";
  m.save(record, true);
  return {record, last};
}

// Issue 20 §5: a round ends and its score sheet shows, line by line; the next round is dealt only
// when the players ask for it.
TEST_F(NauticMilesScreen, TheRoundsScoreSheetWaitsForThePlayersBeforeTheNextDeal) {
  const auto [record, last] = recordBeforeTheFirstSheet();
  for (const sf::Vector2u size : {sf::Vector2u{1600, 1000}, sf::Vector2u{1000, 700}}) {
    const std::string tag = std::to_string(size.x) + "x" + std::to_string(size.y);
    FrameOptions o = options(5, size);
    o.record = record;
    Frame d("", o);
    d.look();
    Board &board = d.board<Board>();
    EXPECT_FALSE(board.sheetOpen());
    ASSERT_TRUE(d.ui().submitText(last)) << d.ui().lastError();
    ASSERT_TRUE(board.sheetOpen());
    const RoundSheet &sheet = d.match().state().sheet;
    EXPECT_EQ(sheet.round, 1);
    ASSERT_EQ(static_cast<int>(sheet.sides.size()), d.match().rules().sideCount());
    for (int side = 0; side < d.match().rules().sideCount(); ++side) {
      const SheetSide &line = sheet.sides[static_cast<std::size_t>(side)];
      // The lines add up to the round's points, and the total is the side's score.
      EXPECT_EQ(line.total, d.match().state().sides[static_cast<std::size_t>(side)].score);
      if (line.arrived)
        EXPECT_EQ(line.port + line.at_sea + line.prizes + line.winner + line.slowness, line.round) << side;
      else
        EXPECT_EQ(line.round, 0) << side;
    }
    // The next round waits for the players: frames pass, nothing is dealt.
    const std::size_t scored = d.actions();
    EXPECT_EQ(d.match().toMove(), game::kChance);
    for (int k = 0; k < 20; ++k)
      d.frame();
    EXPECT_EQ(d.actions(), scored);
    EXPECT_FALSE(board.input().zones.empty()) << "the table stays as the round ended under the sheet";
    d.shot("cards-nm-round-sheet-" + tag + ".png");
    // Enter (the sheet's button): dealt, the sheet closed.
    d.key(sf::Keyboard::Enter);
    d.frame();
    EXPECT_FALSE(board.sheetOpen());
    EXPECT_GT(d.actions(), scored);
    EXPECT_EQ(d.match().state().round, 2);
  }
}

TEST_F(NauticMilesScreen, ARealDeckScenarioIsLeftToTheReferee) {
  EXPECT_THROW(ui::openFrame(core::findDataFile("scenarios/nautic-miles/table-duel.yaml"), "", 1),
               std::exception);
}

} // namespace
} // namespace amiraute::nautic_miles
