// The curtain's state machine, no window: who is at the screen, who is called, curtain up or down,
// what the screen may show (observe for the seat at the screen), and the events it takes. Proved
// on a test double with a secret (SecretGame.h), since Objectif Villes hides nothing.
#include "ui/Curtain.h"
#include "SecretGame.h"
#include "game/Match.h"
#include "games/objectif_villes/Game.h"

#include <gtest/gtest.h>

namespace amiraute::ui {
namespace {

using testing::SecretGame;
using SecretMatch = game::Match<SecretGame>;

sf::Event mouse(sf::Event::EventType type, sf::Mouse::Button b = sf::Mouse::Left) {
  sf::Event e;
  e.type = type;
  if (type == sf::Event::MouseMoved)
    e.mouseMove = {400, 300};
  else
    e.mouseButton = {b, 400, 300};
  return e;
}

sf::Event key(sf::Keyboard::Key code) {
  sf::Event e;
  e.type = sf::Event::KeyPressed;
  e.key = {code, false, false, false, false};
  return e;
}

TEST(Curtain, falls_when_another_seat_is_to_act_and_lifts_when_it_comes) {
  Curtain c({"Rouge", "Bleu"}, true);
  EXPECT_FALSE(c.down());
  EXPECT_EQ(c.atScreen(), game::kPublic);
  // The first seat to act is called before anything shows.
  c.follow(0);
  ASSERT_TRUE(c.down());
  EXPECT_EQ(c.called(), 0);
  EXPECT_EQ(c.shownSeat(), game::kPublic);
  EXPECT_EQ(c.message(), "Everyone else, look away — Rouge to play");
  c.lift();
  EXPECT_FALSE(c.down());
  EXPECT_EQ(c.atScreen(), 0);
  EXPECT_EQ(c.shownSeat(), 0);
  // The same seat again, chance, the end: nothing changes.
  c.follow(0);
  c.follow(game::kChance);
  c.follow(game::kTerminal);
  EXPECT_FALSE(c.down());
  EXPECT_EQ(c.shownSeat(), 0);
  // Bleu's turn: Rouge must look away; nothing of either side shows until Bleu comes.
  c.follow(1);
  ASSERT_TRUE(c.down());
  EXPECT_EQ(c.message(), "Rouge, look away — Bleu to play");
  EXPECT_EQ(c.headline(), "Rouge, look away");
  EXPECT_EQ(c.buttonLabel(), "I am Bleu — show my side");
  EXPECT_EQ(c.atScreen(), 0);
  EXPECT_EQ(c.called(), 1);
  EXPECT_EQ(c.shownSeat(), game::kPublic);
  c.lift();
  EXPECT_EQ(c.atScreen(), 1);
  EXPECT_EQ(c.shownSeat(), 1);
  c.lift(); // lifting what is up does nothing
  EXPECT_EQ(c.atScreen(), 1);
  // Called back while down (the program played the other seat's step): the call follows; back
  // to the seat that was at the screen, it stays down, since anyone may be looking now.
  c.follow(0);
  c.follow(1);
  EXPECT_TRUE(c.down());
  EXPECT_EQ(c.called(), 1);
  EXPECT_EQ(c.message(), "Everyone else, look away — Bleu to play");
  c.lift();
  // Reset (a game loaded): nobody at the screen; the next seat is called.
  c.reset();
  EXPECT_FALSE(c.down());
  EXPECT_EQ(c.atScreen(), game::kPublic);
  c.follow(1);
  EXPECT_TRUE(c.down());
  EXPECT_EQ(c.called(), 1);
}

TEST(Curtain, a_game_may_say_what_the_called_seat_does) {
  Curtain c({"Rouge", "Bleu"}, true);
  c.setActivity("{seat} writes orders");
  c.follow(0);
  c.lift();
  c.follow(1);
  EXPECT_EQ(c.message(), "Rouge, look away — Bleu writes orders");
  EXPECT_EQ(c.seatName(4), "seat 5");
}

TEST(Curtain, without_secrets_it_never_falls_and_follows_the_seat_to_act) {
  Curtain c({"Pile", "Face"}, false);
  c.follow(0);
  EXPECT_FALSE(c.down());
  EXPECT_EQ(c.shownSeat(), 0);
  c.follow(1);
  EXPECT_FALSE(c.down());
  EXPECT_EQ(c.shownSeat(), 1);
  EXPECT_FALSE(c.handleEvent(mouse(sf::Event::MouseButtonPressed)));
  EXPECT_FALSE(c.handleEvent(key(sf::Keyboard::Enter)));
  // Objectif Villes hides nothing: its curtain has no secrets.
  const objectif_villes::Rules r{};
  EXPECT_FALSE(curtainFor<objectif_villes::Game>(r).secrets());
  EXPECT_TRUE(curtainFor<SecretGame>({}).secrets());
}

TEST(Curtain, while_down_it_takes_every_input_event_and_a_click_or_Enter_lifts_it) {
  Curtain c({"Rouge", "Bleu"}, true);
  c.follow(1);
  ASSERT_TRUE(c.down());
  EXPECT_TRUE(c.handleEvent(mouse(sf::Event::MouseMoved)));
  EXPECT_TRUE(c.handleEvent(key(sf::Keyboard::Z)));
  // A release whose press the curtain did not see (the press lowered it) does not lift it.
  EXPECT_TRUE(c.handleEvent(mouse(sf::Event::MouseButtonReleased)));
  EXPECT_TRUE(c.down());
  // A right click neither.
  EXPECT_TRUE(c.handleEvent(mouse(sf::Event::MouseButtonPressed, sf::Mouse::Right)));
  EXPECT_TRUE(c.handleEvent(mouse(sf::Event::MouseButtonReleased, sf::Mouse::Right)));
  EXPECT_TRUE(c.down());
  // Window events are the window's.
  sf::Event resized;
  resized.type = sf::Event::Resized;
  resized.size = {1000, 700};
  EXPECT_FALSE(c.handleEvent(resized));
  // A left click: press, then release.
  EXPECT_TRUE(c.handleEvent(mouse(sf::Event::MouseButtonPressed)));
  EXPECT_TRUE(c.down());
  EXPECT_TRUE(c.handleEvent(mouse(sf::Event::MouseButtonReleased)));
  EXPECT_FALSE(c.down());
  EXPECT_EQ(c.atScreen(), 1);
  // Once up, events are the view's.
  EXPECT_FALSE(c.handleEvent(mouse(sf::Event::MouseButtonPressed)));
  // Enter (or Space) lifts it too.
  c.follow(0);
  EXPECT_TRUE(c.handleEvent(key(sf::Keyboard::Enter)));
  EXPECT_EQ(c.atScreen(), 0);
  c.follow(1);
  EXPECT_TRUE(c.handleEvent(key(sf::Keyboard::Space)));
  EXPECT_EQ(c.atScreen(), 1);
}

TEST(Curtain, the_screen_shows_only_what_the_seat_at_it_may_see) {
  SecretMatch m = SecretMatch::open("secret.yaml", 1);
  Curtain c = curtainFor<SecretGame>(m.rules());
  c.follow(m.toMove());
  ASSERT_TRUE(c.down());
  c.lift();
  ASSERT_EQ(c.atScreen(), 0);
  m.submit({7}); // Rouge writes 7
  c.follow(m.toMove());
  ASSERT_TRUE(c.down());
  // Behind the curtain only the public view may be drawn: neither secret.
  EXPECT_EQ(m.observe(c.shownSeat()).secret[0], 0);
  c.lift();
  ASSERT_EQ(c.atScreen(), 1);
  // Bleu at the screen: Bleu's view, without Rouge's 7.
  const SecretGame::State bleu = m.observe(c.shownSeat());
  EXPECT_EQ(bleu.secret[0], 0);
  EXPECT_EQ(m.state().secret[0], 7);
  m.submit({3});
  c.follow(m.toMove());
  ASSERT_TRUE(c.down());
  EXPECT_EQ(c.message(), "Bleu, look away — Rouge to play");
  c.lift();
  EXPECT_EQ(m.observe(c.shownSeat()).total, (std::array<int, 2>{7, 3})); // the round is shown to both
  // The game played to the end: the last seat to act stays at the screen.
  m.submit({1});
  c.follow(m.toMove());
  c.lift();
  m.submit({9});
  c.follow(m.toMove());
  EXPECT_TRUE(m.over());
  EXPECT_FALSE(c.down());
  EXPECT_EQ(c.atScreen(), 1);
}

TEST(Curtain, AtAFourSeatTableEveryoneButTheCalledSeatIsAskedToLookAway) {
  Curtain c({"Anne", "Bruno", "Chloé", "Denis"}, true);
  c.follow(0);
  c.lift();
  c.follow(1); // Anne has played: Chloé and Denis must not see Bruno's hand either
  ASSERT_TRUE(c.down());
  EXPECT_EQ(c.headline(), "Everyone but Bruno, look away");
  EXPECT_EQ(c.message(), "Everyone but Bruno, look away — Bruno to play");
}

} // namespace
} // namespace amiraute::ui
