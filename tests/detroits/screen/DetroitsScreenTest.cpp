// The Détroits board on the one frame, through the real input path (a window under Xvfb):
// orders written in secret by clicks and typed, sealing with a ship left without an order asks
// first (Enter never answers for the player), the order box blank for each ship, the broadsides
// that bear as whole buttons, the wind tossed by a person or by the computer alone. Screenshots
// (detroits-*.png) in AMIRAUTE_SHOT_DIR (default /tmp), at 1600 x 1000 and 1000 x 700.
#include "FrameDriver.h"
#include "core/I18n.h"
#include "games/detroits/Engine.h"
#include "games/detroits/screen/Board.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

namespace amiraute::detroits {
namespace {

using core::parseHex;
using ui::uitest::expectPainted;
using ui::uitest::FrameDriver;
using ui::uitest::FrameOptions;

FrameOptions sized(sf::Vector2u size) {
  FrameOptions o;
  o.size = size;
  return o;
}

struct Table {
  explicit Table(const std::string &scenario, sf::Vector2u size = {1600, 1000}) : d(scenario, sized(size)) {}
  FrameDriver d;
  Board &board() { return d.board<Board>(); }
  const game::Match<Game> &match() { return d.local<Game>().match(); }
  const State &shown() { return d.local<Game>().shown(); }
  sf::Vector2f at(core::Hex h) { return d.ui().screenOf(board().centerOf(h)); }
  int ship(const char *name) { return match().rules().shipIndex(name); }
  /// Answer the question open now with its "go ahead" button.
  void agree() {
    ASSERT_TRUE(d.ui().question());
    const std::string yes = d.ui().question()->yes;
    d.press(yes);
    EXPECT_FALSE(d.ui().question());
  }
};

TEST(DetroitsScreen, OrdersInSecretByClicksThenTheExecution) {
  for (const sf::Vector2u size : {sf::Vector2u{1600, 1000}, sf::Vector2u{1000, 700}}) {
    const std::string tag = std::to_string(size.x) + "x" + std::to_string(size.y);
    Table t("scenarios/detroits/small.yaml", size);
    FrameDriver &d = t.d;
    ASSERT_EQ(t.match().state().phase, Phase::Orders);
    d.lift(); // Bleu writes
    ASSERT_EQ(d.ui().curtain().atScreen(), 0);
    // Click Foudroyant, then the first green end of its orders: the order is written, secret.
    const int ship = t.ship("Foudroyant");
    d.click(t.at(t.match().state().ships[static_cast<std::size_t>(ship)].bow.hex));
    ASSERT_EQ(t.board().selected(), ship);
    const auto choices = orderChoices(t.match().rules(), t.shown(), ship);
    const OrderChoice *target = nullptr;
    for (const OrderChoice &c : choices) {
      int same = 0;
      for (const OrderChoice &o : choices)
        same += o.end.hex == c.end.hex;
      if (c.points > 0 && same == 1) {
        target = &c;
        break;
      }
    }
    ASSERT_NE(target, nullptr);
    d.moveTo(t.at(target->end.hex));
    expectPainted(d.shot("detroits-order-" + tag + ".png"), t.at(parseHex("0504")));
    d.expectLaidOut("orders " + tag);
    d.click(t.at(target->end.hex));
    EXPECT_TRUE(t.match().state().ships[static_cast<std::size_t>(ship)].written) << d.ui().lastError();
    // A typed order for Hermione ("-": it stays). Vestale has none: Enter asks before sealing,
    // naming it, and a second Enter does not answer for the player.
    EXPECT_TRUE(t.board().writeOrder(t.ship("Hermione"), "-")) << d.ui().lastError();
    d.key(sf::Keyboard::Enter);
    ASSERT_TRUE(d.ui().question()) << "sealed with a ship left without an order, unasked";
    EXPECT_NE(d.ui().question()->text.find("Vestale"), std::string::npos) << d.ui().question()->text;
    EXPECT_EQ(d.ui().question()->text.find("Hermione"), std::string::npos) << d.ui().question()->text;
    EXPECT_FALSE(t.match().state().sealed[0]);
    d.key(sf::Keyboard::Enter);
    EXPECT_FALSE(t.match().state().sealed[0]) << "Enter answered the question";
    d.frame();
    d.shot("detroits-seal-question-" + tag + ".png");
    d.expectLaidOut("seal question " + tag);
    t.agree();
    ASSERT_TRUE(t.match().state().sealed[0]) << d.ui().lastError();
    // Rouge comes: Bleu's orders are hidden from it.
    d.lift();
    EXPECT_EQ(d.ui().curtain().atScreen(), 1);
    EXPECT_TRUE(t.shown().ships[static_cast<std::size_t>(ship)].hidden);
    EXPECT_TRUE(t.shown().ships[static_cast<std::size_t>(ship)].order.empty());
    d.key(sf::Keyboard::Enter); // Rouge seals without orders: its ships stay, once it says so
    EXPECT_EQ(t.match().state().phase, Phase::Orders);
    t.agree();
    EXPECT_NE(t.match().state().phase, Phase::Orders) << d.ui().lastError();
    // The execution runs; where a broadside bears, the side to act fires or holds (Enter).
    int guard = 0;
    while (t.match().state().phase == Phase::Execution && guard++ < 60) {
      if (d.ui().curtain().down()) d.lift();
      d.key(sf::Keyboard::Enter);
    }
    // The next turn's orders: the Enter after the last hold asks before sealing an empty turn.
    ASSERT_EQ(t.match().state().phase, Phase::Orders);
    if (d.ui().curtain().down()) d.lift();
    d.key(sf::Keyboard::Enter);
    EXPECT_TRUE(d.ui().question());
    d.key(sf::Keyboard::Escape);
    EXPECT_FALSE(d.ui().question());
    EXPECT_FALSE(t.match().state().sealed[0] || t.match().state().sealed[1]);
    // Point at a ship: its broadside cones.
    for (std::size_t i = 0; i < t.match().state().ships.size(); ++i)
      if (t.match().state().ships[i].afloat()) {
        d.moveTo(t.at(t.match().state().ships[i].bow.hex));
        break;
      }
    expectPainted(d.shot("detroits-cones-" + tag + ".png"), t.at(parseHex("0504")));
    d.expectLaidOut("cones " + tag);
  }
}

TEST(DetroitsScreen, TheTopRightButtonAsksAsEnterDoesAndEveryShipWithAnOrderSealsAtOnce) {
  Table t("scenarios/detroits/small.yaml");
  FrameDriver &d = t.d;
  d.lift();
  d.press("Seal orders  ▸");
  ASSERT_TRUE(d.ui().question());
  // All three of Bleu's ships are named.
  for (const char *name : {"Foudroyant", "Hermione", "Vestale"})
    EXPECT_NE(d.ui().question()->text.find(name), std::string::npos) << d.ui().question()->text;
  const std::string back = d.ui().question()->no;
  d.press(back);
  EXPECT_FALSE(d.ui().question());
  EXPECT_FALSE(t.match().state().sealed[0]);
  for (const char *name : {"Foudroyant", "Hermione", "Vestale"})
    ASSERT_TRUE(t.board().writeOrder(t.ship(name), "-")) << d.ui().lastError();
  d.press("Seal orders  ▸");
  EXPECT_FALSE(d.ui().question()) << "every ship has an order: nothing to ask";
  EXPECT_TRUE(t.match().state().sealed[0]);
}

TEST(DetroitsScreen, AnOrderThatHarmsItsShipIsToldAsItIsTypedAndAskedAboutBeforeTheSeal) {
  Table t("scenarios/detroits/small.yaml");
  FrameDriver &d = t.d;
  d.lift();
  // An order of Bleu's that the engine says would harm its ship (aground, off the map, boxed in).
  int ship = -1;
  std::string order;
  std::vector<OrderWarning> expected;
  for (const char *name : {"Hermione", "Vestale", "Foudroyant"})
    for (int dir = 1; dir <= 6 && expected.empty(); ++dir)
      for (int n = 1; n <= 4 && expected.empty(); ++n) {
        const std::vector<std::string> words(static_cast<std::size_t>(n), std::to_string(dir));
        std::string text;
        for (const std::string &w : words)
          text += (text.empty() ? "" : " ") + w;
        WriteOrder o{t.ship(name), {}};
        try {
          o.tokens = parseTokens(words);
        } catch (const std::exception &) {
          continue;
        }
        if (t.match().check(o)) continue; // refused anyway
        expected = orderWarnings(t.match().rules(), t.shown(), o);
        if (!expected.empty()) {
          ship = t.ship(name);
          order = text;
        }
      }
  ASSERT_GE(ship, 0) << "no harmful order found on the small board";
  d.click(t.at(t.shown().ships[static_cast<std::size_t>(ship)].bow.hex));
  ASSERT_EQ(t.board().selected(), ship);
  d.press("##order box");
  d.typeText(order);
  ASSERT_EQ(t.board().typedWarnings().size(), expected.size()) << order;
  EXPECT_EQ(t.board().typedWarnings()[0].text(), expected[0].text());
  d.shot("detroits-warning-typed.png");
  d.press("Write");
  ASSERT_TRUE(t.shown().ships[static_cast<std::size_t>(ship)].written) << d.ui().lastError();
  ASSERT_EQ(t.board().warnings().size(), expected.size()) << "the written order is still told";
  // Every other ship stays: the question names the danger, and going back seals nothing.
  for (int i = 0; i < static_cast<int>(t.shown().ships.size()); ++i) {
    if (i != ship && t.shown().ships[static_cast<std::size_t>(i)].side == 0) {
      ASSERT_TRUE(t.board().writeOrder(i, "-")) << d.ui().lastError();
    }
  }
  d.press("Seal orders  ▸");
  ASSERT_TRUE(d.ui().question()) << "sealing a harmful order asks first";
  EXPECT_NE(d.ui().question()->text.find(expected[0].message), std::string::npos) << d.ui().question()->text;
  d.shot("detroits-warning-question.png");
  d.expectLaidOut("warning question");
  d.key(sf::Keyboard::Enter); // never answers the question
  EXPECT_FALSE(t.match().state().sealed[0]);
  t.agree();
  EXPECT_TRUE(t.match().state().sealed[0]) << "the order stands: it is the fleet's choice";
}

TEST(DetroitsScreen, OnePointIsSaidInTheSingular) {
  // A copy of the small board where Rouge has one frigate left, with one point.
  std::ifstream in(core::findDataFile("scenarios/detroits/small.yaml"));
  std::stringstream text;
  text << in.rdbuf();
  std::string yaml = text.str();
  const std::string victory = "      - {name: Victory, type: three-master, bow: \"0805\", facing: 6}\n";
  const std::string phoebe = "      - {name: Phoebe, type: frigate, bow: \"0903\", facing: 5}\n";
  const std::string amazon = "bow: \"0907\", facing: 6";
  ASSERT_NE(yaml.find(victory), std::string::npos);
  yaml.erase(yaml.find(victory), victory.size());
  yaml.erase(yaml.find(phoebe), phoebe.size());
  yaml.replace(yaml.find(amazon), amazon.size(), amazon + ", resistance: 1");
  const std::filesystem::path file =
      std::filesystem::temp_directory_path() / "amiraute-detroits-one-point.yaml";
  std::ofstream(file) << yaml;
  for (const char *lang : {"en", "fr"}) {
    core::setLanguage(lang);
    Table t(file.string());
    const std::string fleet = t.board().fleetLine(1), ship = t.board().shipLine(t.ship("Amazon"));
    EXPECT_NE(fleet.find(" 1 point "), std::string::npos) << fleet;
    EXPECT_EQ(fleet.find("1 points"), std::string::npos) << fleet;
    EXPECT_NE(ship.find(" 1 point "), std::string::npos) << ship;
    EXPECT_EQ(ship.find("1 points"), std::string::npos) << ship;
    EXPECT_NE(t.board().fleetLine(0).find(" points "), std::string::npos) << t.board().fleetLine(0);
  }
  core::setLanguage("en");
  std::filesystem::remove(file);
}

TEST(DetroitsScreen, TheOrderBoxStartsBlankForEachShip) {
  Table t("scenarios/detroits/small.yaml");
  FrameDriver &d = t.d;
  d.lift();
  const auto bow = [&](const char *name) {
    return t.match().state().ships[static_cast<std::size_t>(t.ship(name))].bow.hex;
  };
  // Foudroyant's order typed in the box, then Hermione chosen before writing it: a blank box.
  d.click(t.at(bow("Foudroyant")));
  d.press("##order box");
  d.typeText("3 3");
  EXPECT_EQ(t.board().typed(), "3 3");
  d.click(t.at(bow("Hermione")));
  ASSERT_EQ(t.board().selected(), t.ship("Hermione"));
  EXPECT_EQ(t.board().typed(), "") << "Foudroyant's order was left in Hermione's box";
  // Hermione's order typed and written with the button: Vestale's box is blank too.
  d.press("##order box");
  d.typeText("-");
  d.press("Write");
  EXPECT_TRUE(t.match().state().ships[static_cast<std::size_t>(t.ship("Hermione"))].written)
      << d.ui().lastError();
  d.click(t.at(bow("Vestale")));
  ASSERT_EQ(t.board().selected(), t.ship("Vestale"));
  EXPECT_EQ(t.board().typed(), "");
  d.frame();
  d.shot("detroits-order-box.png");
}

TEST(DetroitsScreen, BroadsidesAndFacingsAreWholeButtonsInsideThePanelInFrench) {
  core::setLanguage("fr");
  for (const sf::Vector2u size : {sf::Vector2u{1600, 1000}, sf::Vector2u{1000, 700}}) {
    const std::string tag = std::to_string(size.x) + "x" + std::to_string(size.y);
    Table t("scenarios/detroits/small.yaml", size);
    FrameDriver &d = t.d;
    d.lift();
    // A hex where Foudroyant can end facing several ways: the facing buttons.
    const int ship = t.ship("Foudroyant");
    d.click(t.at(t.match().state().ships[static_cast<std::size_t>(ship)].bow.hex));
    const auto choices = orderChoices(t.match().rules(), t.shown(), ship);
    const OrderChoice *several = nullptr;
    auto free = [&](core::Hex h) {
      for (std::size_t i = 0; i < t.shown().ships.size(); ++i)
        for (core::Hex o : hexesOf(t.match().rules(), t.shown(), static_cast<int>(i)))
          if (o == h) return false;
      return true;
    };
    for (const OrderChoice &c : choices) {
      int same = 0;
      for (const OrderChoice &o : choices)
        same += o.end.hex == c.end.hex;
      if (same >= 2 && free(c.end.hex) && !several) several = &c;
    }
    ASSERT_NE(several, nullptr);
    d.click(t.at(several->end.hex));
    ASSERT_EQ(t.board().selected(), ship);
    d.frame();
    int facing_buttons = 0;
    for (const auto &[label, r] : d.ui().controls().all())
      facing_buttons += label.find("##f") != std::string::npos;
    EXPECT_GE(facing_buttons, 2) << "no facing buttons";
    d.frame();
    d.shot("detroits-facings-fr-" + tag + ".png");
    d.expectLaidOut("facings " + tag);
    d.key(sf::Keyboard::Escape);
    // Orders that meet at the island: Vestale rams Foudroyant, then may fire at Amazon.
    for (const auto &[name, order] : std::vector<std::pair<const char *, const char *>>{
             {"Foudroyant", "3 3 3"}, {"Hermione", "3 3 3"}, {"Vestale", "2 2 2"}})
      ASSERT_TRUE(t.board().writeOrder(t.ship(name), order)) << d.ui().lastError();
    d.key(sf::Keyboard::Enter);
    if (d.ui().question()) { // an order that runs its ship aground is asked about, the fleet's choice
      EXPECT_FALSE(t.board().warnings().empty());
      t.agree();
    }
    d.lift();
    for (const auto &[name, order] : std::vector<std::pair<const char *, const char *>>{
             {"Victory", "6 6 6"}, {"Amazon", "6 6 6"}, {"Phoebe", "5 5 5"}})
      ASSERT_TRUE(t.board().writeOrder(t.ship(name), order)) << d.ui().lastError();
    d.key(sf::Keyboard::Enter);
    if (d.ui().question()) {
      EXPECT_FALSE(t.board().warnings().empty());
      t.agree();
    }
    ASSERT_EQ(t.match().state().phase, Phase::Execution) << d.ui().lastError();
    // Both fleets hold until a broadside bears.
    for (int guard = 0; guard < 20 && t.match().state().phase == Phase::Execution &&
                        fireChances(t.match().rules(), t.match().state()).empty();
         ++guard) {
      if (d.ui().curtain().down()) d.lift();
      d.key(sf::Keyboard::Enter);
    }
    if (d.ui().curtain().down()) d.lift();
    ASSERT_EQ(t.match().toMove(), 0);
    d.frame();
    // Vestale and Foudroyant share 0304: side by side, their points apart.
    d.moveTo(t.at(parseHex("0508")));
    expectPainted(d.shot("detroits-fire-fr-" + tag + ".png"), t.at(parseHex("0504")));
    d.expectLaidOut("fire " + tag);
    const auto chances = fireChances(t.match().rules(), t.match().state());
    ASSERT_FALSE(chances.empty());
    const FireChance c = chances.front();
    const std::string id = "fire " + std::to_string(c.ship) + " " +
                           std::to_string(static_cast<int>(c.broadside)) + " " + std::to_string(c.target);
    const int before = t.match().state().ships[static_cast<std::size_t>(c.target)].resistance;
    d.press(id);
    EXPECT_EQ(t.match().state().ships[static_cast<std::size_t>(c.target)].resistance, before - c.damage)
        << d.ui().lastError();
  }
  core::setLanguage("en");
}

TEST(DetroitsScreen, WithTheComputerAtBothSeatsTheWindIsTossedByItselfAndTheGameEnds) {
  auto f = ui::openFrame(core::findDataFile("scenarios/detroits/detroits.yaml"), "", 7); // "wind: toss"
  ASSERT_EQ(f->computer("1", "20"), "");
  ASSERT_EQ(f->computer("2", "20"), "");
  f->setComputerPause(0);
  // Not a timed assertion: the bound only says when to call it stuck (generous for the sanitizers).
  const auto start = std::chrono::steady_clock::now();
  while (f->session().toMove() != game::kTerminal &&
         std::chrono::steady_clock::now() - start < std::chrono::seconds(240)) {
    f->update(1.0f / 60);
    std::this_thread::sleep_for(std::chrono::microseconds(200));
  }
  ASSERT_EQ(f->session().toMove(), game::kTerminal) << f->session().actions().size() << " actions";
  bool wind_told = false;
  for (const auto &entry : f->session().log())
    for (const std::string &c : entry.clauses)
      wind_told = wind_told || c == "DT-WIND-1";
  EXPECT_TRUE(wind_told) << "the log tells the coin's fall";
}

TEST(DetroitsScreen, APersonAgainstTheComputerStillTossesTheCoin) {
  auto f = ui::openFrame(core::findDataFile("scenarios/detroits/detroits.yaml"), "", 7);
  ASSERT_EQ(f->computer("2", "20"), "");
  f->setComputerPause(0);
  ASSERT_EQ(f->session().toMove(), game::kChance);
  for (int k = 0; k < 30; ++k)
    f->update(0.1f);
  EXPECT_EQ(f->session().toMove(), game::kChance) << "the person at the table tosses it";
  EXPECT_TRUE(f->session().actions().empty());
}

} // namespace
} // namespace amiraute::detroits
