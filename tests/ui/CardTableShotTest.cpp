// The card games' table through the real input path: a real window under Xvfb, sf::Event objects
// injected through App::handleEvent, screenshots saved for a person to look at
// (AMIRAUTE_SHOT_DIR, default /tmp): cards-*.png.
#include "Driver.h"
#include "core/Files.h"
#include "game/Match.h"
#include "games/milles_nautiques/Game.h"
#include "games/nautic_miles/Game.h"
#include "ui/GameViews.h"
#include "ui/MillesNautiquesView.h"
#include "ui/NauticMilesView.h"

#include <gtest/gtest.h>

#include <SFML/Graphics/Image.hpp>
#include <SFML/Graphics/RenderTexture.hpp>

#include <memory>
#include <random>
#include <string>

namespace amiraute::ui {
namespace {

namespace mn = milles_nautiques;
namespace nm = nautic_miles;

template <class V> class CardDriver : public uitest::WindowDriver<V> {
public:
  template <class Open>
  CardDriver(Open open, const std::string &scenario, std::uint64_t seed, sf::Vector2u size = {1600, 1000})
      : uitest::WindowDriver<V>(
            "amiraute card table test", [&] { return open(core::findDataFile(scenario), "", seed); }, size) {
    this->frame();
  }
  V &view() { return *this->view_; }
  /// The first place (a mat or a zone) that glows for the chosen card, as a point to click.
  std::optional<sf::Vector2f> firstLegalPlace() {
    const CardTableInput &in = view().scene();
    for (std::size_t z = 0; z < in.zones.size(); ++z)
      if (in.zones[z].legal) return view().zoneCentre(static_cast<int>(z));
    for (std::size_t a = 0; a < in.areas.size(); ++a)
      if (in.areas[a].legal) return view().matCentre(static_cast<int>(a));
    return std::nullopt;
  }
  int firstPlayable() {
    const CardTableInput &in = view().scene();
    for (std::size_t k = 0; k < in.playable.size(); ++k)
      if (in.playable[k]) return static_cast<int>(k);
    return -1;
  }
  int ownArea() {
    const CardTableInput &in = view().scene();
    for (std::size_t a = 0; a < in.areas.size(); ++a)
      if (in.areas[a].own) return static_cast<int>(a);
    return -1;
  }
};

/// Play `turns` turns through the screen as players would: lift the curtain, draw when the rules
/// ask (a glowing pile), then the first card that has a play on the first place that glows, else
/// discard the first card. Every turn must be accepted.
template <class V> void playTurns(CardDriver<V> &d, int turns) {
  for (int t = 0; t < turns && !d.view().match().over(); ++t) {
    const sf::Vector2f middle{static_cast<float>(d.size().x) / 2, static_cast<float>(d.size().y) / 2};
    if (d.view().curtain().down()) d.click(middle);
    ASSERT_FALSE(d.view().curtain().down());
    if (d.view().scene().draw_legal) d.click(d.view().drawPileCentre());
    const std::size_t before = d.view().match().actions().size();
    const int k = d.firstPlayable();
    if (k >= 0) {
      d.click(d.view().handCardCentre(k));
      const auto place = d.firstLegalPlace();
      ASSERT_TRUE(place) << "a card with a play glows somewhere";
      d.click(*place);
    } else {
      d.click(d.view().handCardCentre(0));
      d.click(d.view().discardCentre());
    }
    ASSERT_GT(d.view().match().actions().size(), before) << d.view().lastError();
  }
  if (d.view().curtain().down())
    d.click({static_cast<float>(d.size().x) / 2, static_cast<float>(d.size().y) / 2});
}

using MnDriver = CardDriver<MillesNautiquesView>;
using NmDriver = CardDriver<NauticMilesView>;

/// Pixels of a card face's paper (#fbf7ee) in a part of a screenshot: none means no face shows.
int facePixels(const std::string &path, sf::IntRect part) {
  sf::Image img;
  EXPECT_TRUE(img.loadFromFile(path));
  int n = 0;
  for (int y = part.top; y < part.top + part.height; ++y)
    for (int x = part.left; x < part.left + part.width; ++x)
      if (img.getPixel(static_cast<unsigned>(x), static_cast<unsigned>(y)) == sf::Color(251, 247, 238)) ++n;
  return n;
}

sf::IntRect whole(const sf::Vector2u size) {
  return {0, 0, static_cast<int>(size.x), static_cast<int>(size.y)};
}

/// Every mat inside the table, every zone inside its mat, every hand card inside the window.
template <class V> void expectFits(CardDriver<V> &d, float min_card_height) {
  const CardTableInput &in = d.view().scene();
  const CardLayout &lay = d.view().layout();
  const sf::FloatRect table = d.view().tableRect();
  auto inside = [](sf::FloatRect outer, sf::FloatRect r) {
    return r.left >= outer.left - 0.5f && r.top >= outer.top - 0.5f &&
           r.left + r.width <= outer.left + outer.width + 0.5f &&
           r.top + r.height <= outer.top + outer.height + 0.5f;
  };
  for (std::size_t a = 0; a < lay.mats.size(); ++a)
    EXPECT_TRUE(inside(table, lay.mats[a].rect)) << "mat " << a;
  for (std::size_t z = 0; z < lay.zones.size(); ++z) {
    const sf::FloatRect mat = lay.mats[static_cast<std::size_t>(in.zones[z].area)].rect;
    EXPECT_TRUE(inside(mat, lay.zones[z].rect)) << "zone " << z << " (" << in.zones[z].label << ")";
    for (const sf::FloatRect &c : lay.zones[z].cards)
      EXPECT_TRUE(inside(mat, c)) << "a card of zone " << z;
    EXPECT_GE(lay.zones[z].card_height, min_card_height)
        << "zone " << z << " of mat " << in.zones[z].area << " (" << mat.width << "x" << mat.height << "), "
        << in.zones[z].cards.size() << " cards, " << in.zones[z].badges.size() << " tags, compact "
        << lay.zones[z].compact;
  }
  for (const sf::FloatRect &c : lay.hand)
    EXPECT_TRUE(inside(table, c));
  EXPECT_TRUE(inside(table, lay.draw_pile));
  EXPECT_TRUE(inside(table, lay.discard));
}

TEST(CardTableShot, CardPicturesAreDrawnFromTheSvgArt) {
  MnDriver d(openMillesNautiques, "scenarios/milles-nautiques/duel.yaml", 1);
  EXPECT_TRUE(svgSupported());
  EXPECT_EQ(d.view().art().failures(), 0) << d.view().art().firstError();
  for (int c = 0; c < d.view().match().rules().deck.kinds(); ++c)
    EXPECT_NE(d.view().art().face(static_cast<CardId>(c)), nullptr) << c;
  EXPECT_NE(d.view().art().back(), nullptr);
  // A deck without pictures: every face falls back to its framed name.
  core::cards::Deck bare = d.view().match().rules().deck;
  bare.game = "no-such-deck";
  CardArt none;
  none.load(bare, 120);
  EXPECT_EQ(none.failures(), bare.kinds());
  EXPECT_EQ(none.face(0), nullptr);
  sf::RenderTexture target;
  ASSERT_TRUE(target.create(100, 140));
  target.clear(sf::Color::Black);
  CardTable table;
  table.drawCard(target, none, &bare, 0, {5, 5, 83, 120});
  target.display();
  const sf::Image fallback = target.getTexture().copyToImage();
  EXPECT_EQ(fallback.getPixel(40, 100), sf::Color(251, 247, 238)); // the paper of a framed name
  EXPECT_TRUE(fallback.saveToFile(uitest::shotDir() + "/cards-fallback.png"));
  std::string error;
  EXPECT_FALSE(rasterizeSvg("/nonexistent/card.svg", 20, 29, &error));
  EXPECT_NE(error.find("no such file"), std::string::npos) << error;
}

/// A seed whose first skipper, once dealt and having drawn, holds a card to play (not only to discard).
std::uint64_t seedWithAPlay(const std::string &scenario) {
  using M = game::Match<mn::Game>;
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    M m = M::open(core::findDataFile(scenario), seed);
    m.settle();
    m.submit(mn::Action{mn::Verb::Draw, core::cards::kBack, -1, -1});
    m.settle();
    for (const mn::Action &a : mn::Game::legal(m.rules(), m.state()))
      if (a.verb == mn::Verb::Play) return seed;
  }
  return 0;
}

TEST(CardTableShot, MillesNautiquesCurtainThenDrawAndPlayByClicks) {
  const std::uint64_t seed = seedWithAPlay("scenarios/milles-nautiques/duel.yaml");
  ASSERT_NE(seed, 0u);
  MnDriver d(openMillesNautiques, "scenarios/milles-nautiques/duel.yaml", seed);
  // Before anybody looks the curtain is down: no hand, no face on the screen.
  ASSERT_TRUE(d.view().curtain().down());
  EXPECT_TRUE(d.view().scene().hand.empty());
  const std::string curtain = d.shot("cards-mn-curtain.png");
  EXPECT_EQ(facePixels(curtain, whole(d.size())), 0);

  d.click({800, 500}); // Anne comes to the screen
  ASSERT_FALSE(d.view().curtain().down());
  EXPECT_EQ(d.view().curtain().atScreen(), 0);
  EXPECT_EQ(d.view().scene().hand.size(), 6u);
  EXPECT_EQ(d.view().match().state().phase, mn::Phase::Choose);
  EXPECT_TRUE(d.view().scene().draw_legal);
  d.shot("cards-mn-choose.png");

  d.click(d.view().drawPileCentre()); // MN-TURN-1: draw from the pile
  ASSERT_EQ(d.view().match().state().phase, mn::Phase::Play) << d.view().lastError();
  ASSERT_EQ(d.view().scene().hand.size(), 7u);

  const int k = d.firstPlayable();
  ASSERT_GE(k, 0) << "seed " << seed << " deals Anne a card she can play";
  d.click(d.view().handCardCentre(k));
  EXPECT_EQ(d.view().selected(), k);
  const auto place = d.firstLegalPlace();
  ASSERT_TRUE(place);
  d.moveTo(*place);
  d.shot("cards-mn-chosen.png");
  const std::size_t before = d.view().match().actions().size();
  d.click(*place);
  ASSERT_EQ(d.view().match().actions().size(), before + 1) << d.view().lastError();
  EXPECT_EQ(d.view().match().actions().back().rfind("play ", 0), 0u) << d.view().match().actions().back();

  // Bruno's turn: the curtain hides Anne's hand; nothing of a face shows but the take-back offer.
  ASSERT_TRUE(d.view().curtain().down());
  EXPECT_EQ(d.view().curtain().called(), 1);
  EXPECT_TRUE(d.view().scene().hand.empty());
  const std::string next = d.shot("cards-mn-curtain-bruno.png");
  EXPECT_EQ(facePixels(next, whole(d.size())), 0);
}

TEST(CardTableShot, MillesNautiquesRefusalGivesTheClauseAndChangesNothing) {
  MnDriver d(openMillesNautiques, "scenarios/milles-nautiques/duel.yaml", 3);
  d.click({800, 500});
  d.click(d.view().drawPileCentre());
  const CardTableInput &in = d.view().scene();
  int miles = -1;
  for (std::size_t k = 0; k < in.hand.size(); ++k)
    if (in.deck->type(in.hand[k]).kind == "miles") miles = static_cast<int>(k);
  ASSERT_GE(miles, 0);
  d.moveTo(d.view().handCardCentre(miles)); // its names and what it does, in a tooltip
  d.shot("cards-mn-hand-hover.png");
  d.click(d.view().handCardCentre(miles));
  const int own = d.ownArea();
  ASSERT_GE(own, 0);
  EXPECT_FALSE(d.view().scene().areas[static_cast<std::size_t>(own)].legal); // not started yet
  const auto hash = d.view().match().hash();
  d.moveTo(d.view().matCentre(own));
  d.shot("cards-mn-refusal-hover.png");
  d.click(d.view().matCentre(own));
  EXPECT_EQ(d.view().match().hash(), hash);
  EXPECT_NE(d.view().lastError().find("(MN-"), std::string::npos) << d.view().lastError();
  d.shot("cards-mn-refusal.png");
}

TEST(CardTableShot, TheCurtainOffersToTakeBackThePlayBeforeTheNextPlayerLooks) {
  MnDriver d(openMillesNautiques, "scenarios/milles-nautiques/duel.yaml", 3);
  d.click({800, 500});
  d.click(d.view().drawPileCentre());
  const std::size_t drawn = d.view().match().actions().size();
  // Dragged this time: pressed on the card, dropped on the discard.
  d.drag(d.view().handCardCentre(0), d.view().discardCentre(), "cards-mn-dragging.png");
  ASSERT_EQ(d.view().match().actions().size(), drawn + 1) << d.view().lastError();
  EXPECT_EQ(d.view().match().actions().back().rfind("discard ", 0), 0u) << d.view().match().actions().back();
  ASSERT_TRUE(d.view().curtain().down());
  const auto button = d.view().curtainUndoButton();
  ASSERT_TRUE(button);
  {
    // The offer shows over the curtain (the button's colour, not the curtain's).
    sf::Image img;
    ASSERT_TRUE(img.loadFromFile(d.shot("cards-mn-curtain-takeback.png")));
    const sf::Color c =
        img.getPixel(static_cast<unsigned>(button->left + 6), static_cast<unsigned>(button->top + 4));
    const sf::Color curtain = img.getPixel(20, 20);
    EXPECT_NE(c, curtain);
  }
  d.click({button->left + button->width / 2, button->top + button->height / 2});
  EXPECT_FALSE(d.view().curtain().down());
  EXPECT_EQ(d.view().curtain().atScreen(), 0);
  EXPECT_EQ(d.view().match().actions().size(), drawn);
  EXPECT_EQ(d.view().scene().hand.size(), 7u);
}

TEST(CardTableShot, SixSkippersInCrewsFitASmallWindow) {
  MnDriver d(openMillesNautiques, "scenarios/milles-nautiques/crews-6.yaml", 2, {1000, 700});
  d.click({500, 350});
  d.click(d.view().drawPileCentre());
  expectFits(d, 40);
  d.shot("cards-mn-crews6-1000x700.png");
  d.resize(1366, 768);
  expectFits(d, 50);
  d.shot("cards-mn-crews6-1366x768.png");
  d.resize(1600, 1000);
  expectFits(d, 60);
  d.shot("cards-mn-crews6-1600x1000.png");
}

/// A seed whose first hand in the Nautic Miles duel holds a convoy.
std::uint64_t seedWithConvoy(const std::string &scenario) {
  using M = game::Match<nm::Game>;
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    M m = M::open(core::findDataFile(scenario), seed);
    m.settle();
    for (CardId c : m.state().hands[static_cast<std::size_t>(m.toMove())].cards)
      if (m.rules().is_convoy[c]) return seed;
  }
  return 0;
}

TEST(CardTableShot, NauticMilesConvoyLaidInAGapByClicks) {
  const std::string scenario = "scenarios/nautic-miles/duel.yaml";
  const std::uint64_t seed = seedWithConvoy(scenario);
  ASSERT_NE(seed, 0u);
  NmDriver d(openNauticMiles, scenario, seed);
  d.click({800, 500});
  ASSERT_FALSE(d.view().curtain().down());
  const CardTableInput &in = d.view().scene();
  int convoy = -1;
  for (std::size_t k = 0; k < in.hand.size(); ++k)
    if (d.view().match().rules().is_convoy[in.hand[k]]) convoy = static_cast<int>(k);
  ASSERT_GE(convoy, 0);
  d.click(d.view().handCardCentre(convoy));
  const auto place = d.firstLegalPlace();
  ASSERT_TRUE(place) << "the empty row offers a gap";
  d.moveTo(*place);
  d.shot("cards-nm-convoy-chosen.png");
  d.click(*place);
  const int side = d.view().match().rules().side_of[0];
  EXPECT_EQ(d.view().match().state().sides[static_cast<std::size_t>(side)].row.size(), 1)
      << d.view().lastError();
  EXPECT_TRUE(d.view().curtain().down());
}

TEST(CardTableShot, SixPlayersAndThreeTeamsFitBothSizes) {
  for (const char *scenario : {"scenarios/nautic-miles/six.yaml", "scenarios/nautic-miles/six-teams.yaml"}) {
    NmDriver d(openNauticMiles, scenario, 5, {1000, 700});
    d.click({500, 350});
    ASSERT_FALSE(d.view().curtain().down());
    expectFits(d, 40);
    const std::string name = std::string(scenario).find("teams") != std::string::npos ? "teams" : "six";
    d.shot("cards-nm-" + name + "-1000x700.png");
    d.resize(1600, 1000);
    expectFits(d, 60);
    d.shot("cards-nm-" + name + "-1600x1000.png");
  }
}

TEST(CardTableShot, MidGameTablesStayReadableAtBothSizes) {
  {
    MnDriver d(openMillesNautiques, "scenarios/milles-nautiques/crews-4.yaml", 7, {1000, 700});
    playTurns(d, 30);
    expectFits(d, 40);
    d.shot("cards-mn-crews4-mid-1000x700.png");
    d.resize(1600, 1000);
    expectFits(d, 60);
    d.shot("cards-mn-crews4-mid-1600x1000.png");
  }
  for (const char *scenario : {"scenarios/nautic-miles/six.yaml", "scenarios/nautic-miles/teams-4.yaml"}) {
    NmDriver d(openNauticMiles, scenario, 7);
    playTurns(d, 30);
    expectFits(d, 40);
    const std::string name = std::string(scenario).find("teams") != std::string::npos ? "teams4" : "six";
    d.shot("cards-nm-" + name + "-mid-1600x1000.png");
    d.resize(1000, 700);
    expectFits(d, 34);
    d.shot("cards-nm-" + name + "-mid-1000x700.png");
  }
}

TEST(CardTableShot, AFinishedGameOpensOnItsResultAndScoreSheet) {
  // A whole race played by the program (random legal plays, miles first), saved, then opened.
  using M = game::Match<mn::Game>;
  M m = M::open(core::findDataFile("scenarios/milles-nautiques/crews-4.yaml"), 11);
  std::mt19937_64 rng(11);
  for (int step = 0; step < 5000 && !m.over(); ++step) {
    if (m.toMove() == game::kChance) {
      m.settle();
      continue;
    }
    std::vector<mn::Action> legal = mn::Game::legal(m.rules(), m.state());
    ASSERT_FALSE(legal.empty());
    std::vector<mn::Action> plays;
    for (const mn::Action &a : legal)
      if (a.verb == mn::Verb::Play) plays.push_back(a);
    const std::vector<mn::Action> &from = plays.empty() ? legal : plays;
    m.submit(from[std::uniform_int_distribution<std::size_t>(0, from.size() - 1)(rng)]);
  }
  ASSERT_TRUE(m.over());
  const std::string record = uitest::shotDir() + "/cards-mn-finished.yaml";
  m.save(record, true);

  class Finished : public uitest::WindowDriver<MillesNautiquesView> {
  public:
    explicit Finished(const std::string &path)
        : WindowDriver("amiraute card table test", [&] { return openMillesNautiques("", path, 1); }) {
      frame();
    }
  } d(record);
  ASSERT_NE(d.view_, nullptr);
  EXPECT_TRUE(d.view_->match().over());
  EXPECT_FALSE(d.view_->curtain().down()); // nothing is secret any more: the table shows
  EXPECT_FALSE(d.view_->match().state().winners.empty());
  d.shot("cards-mn-finished.png");
}

TEST(CardTableShot, ARealDeckScenarioIsLeftToTheReferee) {
  EXPECT_THROW(openMillesNautiques(core::findDataFile("scenarios/milles-nautiques/table-duel.yaml"), "", 1),
               std::exception);
  EXPECT_THROW(openNauticMiles(core::findDataFile("scenarios/nautic-miles/table-duel.yaml"), "", 1),
               std::exception);
}

} // namespace
} // namespace amiraute::ui
