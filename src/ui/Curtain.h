#pragma once
/// The curtain between two players sharing one screen (hot-seat) in a game with secrets: hidden
/// orders, secret speeds, a hand of cards. When the seat to act changes, everything of the table
/// and the panels is hidden behind "Rouge, look away — Bleu to play" until the called player
/// clicks; from then on the screen shows what that seat may see, observe(state, seat).
///
/// The state machine (who is at the screen, who is called, curtain up or down) is plain data,
/// tested without a window; draw() is its ImGui face. A view:
///
/// ```cpp
/// curtain_ = curtainFor<G>(match.rules());           // once, and again after loading a game
/// curtain_.follow(match.toMove());                   // after every change of the match
/// if (curtain_.handleEvent(e)) return;               // first thing in handleEvent
/// if (curtain_.down()) return;                       // first thing in drawTable: draw nothing
/// if (curtain_.down()) { curtain_.draw(window, fonts); return; }   // in drawGui
/// const State shown = match.observe(curtain_.shownSeat());         // what to draw
/// ```
///
/// A game without secrets (Objectif Villes) never lowers it: the screen follows the seat to act.
#include "game/Game.h"
#include "ui/View.h"

#include <SFML/System/Vector2.hpp>
#include <SFML/Window/Event.hpp>

#include <string>
#include <vector>

namespace amiraute::ui {

class Curtain {
public:
  /// No seats, no secrets: never down.
  Curtain() = default;
  /// `seats`: the players' names (game::Players::names); `secrets`: the game hides something from
  /// some seat, so the screen must not pass from one player to another uncovered.
  Curtain(std::vector<std::string> seats, bool secrets);

  /// The seat to act is now `to_act`: a seat, or game::kChance / kTerminal (nothing changes then).
  /// With secrets, a seat other than the one at the screen lowers the curtain and calls it.
  void follow(int to_act);
  /// The called player is at the screen: lift the curtain (nothing when it is up).
  void lift();
  /// Everybody leaves the screen (a game loaded, a new game): the next seat to act is called.
  void reset();

  /// True while the table and the panels must be hidden.
  bool down() const { return down_; }
  /// True when the game has secrets.
  bool secrets() const { return secrets_; }
  /// The seat at the screen, or game::kPublic before anybody sat down.
  int atScreen() const { return at_screen_; }
  /// The seat called while the curtain is down (else the seat at the screen).
  int called() const { return down_ ? called_ : at_screen_; }
  /// Whose view to draw: the seat at the screen while the curtain is up, game::kPublic while it is
  /// down or before anybody sat down.
  int shownSeat() const { return down_ ? game::kPublic : at_screen_; }

  /// "Rouge, look away" ("Everyone else, look away" before anybody sat down, or when the seat at
  /// the screen is the one called back).
  std::string headline() const;
  /// What the called seat is to do: "Bleu to play" by default (see setActivity).
  std::string activity() const;
  /// The whole message: "Rouge, look away — Bleu to play".
  std::string message() const;
  /// The button's label: "I am Bleu — show my side".
  std::string buttonLabel() const;
  /// What the called seat does, a pattern with {seat} (already translated): tr("{seat} writes
  /// orders"). The default is tr("{seat} to play").
  void setActivity(std::string pattern) { activity_ = std::move(pattern); }
  /// A seat's name ("seat 3" for one the curtain was not told about).
  std::string seatName(int seat) const;

  /// While the curtain is down, every input event is the curtain's: a left click (press then
  /// release), Enter or Space lifts it; true means the view must ignore the event. Window events
  /// (resize, focus, close) are never the curtain's. Always false while it is up.
  bool handleEvent(const sf::Event &event);
  /// Draw the curtain over the whole `window` (ImGui, between NewFrame and Render) while it is
  /// down; its button lifts it.
  void draw(sf::Vector2u window, const GuiFonts &fonts);

private:
  std::vector<std::string> seats_;
  bool secrets_ = false;
  bool down_ = false;
  int at_screen_ = game::kPublic;
  int called_ = game::kPublic;
  bool pressed_ = false; ///< a left press began while down
  std::string activity_;
};

/// The curtain for game G's rules: its seats' names, and secrets when G hides information
/// (game::HasHiddenInformation).
template <game::Game G> Curtain curtainFor(const typename G::Rules &rules) {
  return Curtain(G::players(rules).names, game::HasHiddenInformation<G>);
}

} // namespace amiraute::ui
