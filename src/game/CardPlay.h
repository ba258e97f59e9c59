#pragma once
/// The table of a card game with hidden hands, written once for the engines that have one: a
/// shuffled pile drawn card by card as chance (dealt at the start, drawn during play), a hand per
/// seat and a discard face up. For a State with `Pile pile`, `std::vector<Hand> hands`,
/// `std::vector<CardId> discard`, `int seat` (the seat served or to play), `int dealt` and
/// `int draws`; for Rules with a `deck`, `seats()` and `options.hand_size`; for a context derived
/// from StepContext with `name(seat)` and `card(card)`. What a game does around these (its phases,
/// its own clause ids and sentences) stays in its engine.
#include "core/Dice.h"
#include "core/Hash.h"
#include "core/I18n.h"
#include "core/cards/Cards.h"
#include "core/cards/Deck.h"
#include "game/Game.h"

#include <algorithm>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace amiraute::game {

/// Calls `f(card)` for every card of the pile whose face the state knows, of every hand (backs
/// too) and of the discard: the part of a game's known cards that every such table has.
template <class State, class F> void forEachInPileHandsDiscard(const State &s, F &&f) {
  for (std::size_t k = 0; k < s.pile.counts.size(); ++k)
    for (int i = 0; i < s.pile.counts[k]; ++i)
      f(static_cast<core::cards::CardId>(k));
  for (const core::cards::Hand &h : s.hands)
    for (core::cards::CardId c : h.cards)
      f(c);
  for (core::cards::CardId c : s.discard)
    f(c);
}

/// The pile, the number of hands and each hand, the discard into a state's hash, in that order.
template <class State> void hashPileHandsDiscard(core::StateHasher &h, const State &s) {
  s.pile.hashInto(h);
  h.add(static_cast<int>(s.hands.size()));
  for (const core::cards::Hand &hand : s.hands)
    hand.hashInto(h);
  core::cards::hashCards(h, s.discard);
}

/// The whole deck back in the pile (its faces unknown at a real table: `hidden`), the hands and
/// the discard empty: the start of a deal.
template <class State> void gatherDeck(State &s, const core::cards::Deck &deck, bool hidden) {
  s.pile = core::cards::Pile::of(deck.counts());
  if (hidden) s.pile.hide();
  for (core::cards::Hand &h : s.hands)
    h.cards.clear();
  s.discard.clear();
}

/// `card` out of the hand, or one of its backs when the hand does not show it (a real table).
inline void takeFromHand(core::cards::Hand &hand, core::cards::CardId card) {
  if (!hand.remove(card)) hand.remove(core::cards::kBack);
}

/// The cards the seat to play may name: those its hand shows and, when it holds backs, every
/// card type nobody has seen (`unseen()`, the pool by type) that `may_hold(k)` allows; in order.
template <class Unseen, class MayHold>
std::vector<core::cards::CardId> heldOrUnseen(const core::cards::Hand &h, Unseen &&unseen,
                                              MayHold &&may_hold) {
  std::vector<core::cards::CardId> candidates = h.distinct();
  if (h.backs() > 0) {
    const std::vector<int> pool = unseen();
    for (std::size_t k = 0; k < pool.size(); ++k)
      if (pool[k] > 0 && !h.has(static_cast<core::cards::CardId>(k)) && may_hold(k))
        candidates.push_back(static_cast<core::cards::CardId>(k));
    std::sort(candidates.begin(), candidates.end());
  }
  return candidates;
}

/// What a card drawn off the pile (the chance action `card`) leaves to the game.
enum class CardTaken {
  Dealing,   ///< dealt; the deal goes on with the next seat
  DealDone,  ///< the last card of the deal: the game starts its first turn
  Drawing,   ///< drawn; the seat draws more
  DrawsDone, ///< the seat's last draw (or the pile is empty): it plays
};

/// The card drawn off the pile goes into the hand of the seat served: in the deal (`dealing`,
/// cited under `deal_clause`; told to its receiver alone), or as a draw cited under
/// `draw_clause` with everybody told `draw_line()` and the receiver alone what the card is.
template <class Context, class DrawLine>
CardTaken takeCard(Context &c, core::cards::CardId card, bool dealing, const std::string &deal_clause,
                   const std::string &draw_clause, DrawLine &&draw_line) {
  auto &s = c.s();
  const auto &r = c.rules;
  const int seat = s.seat;
  s.pile.remove(card);
  s.hands[static_cast<std::size_t>(seat)].add(card);
  // Only the receiver is told the card (a back tells nobody anything).
  const auto tellReceiver = [&](const std::string &clause, const char *sentence) {
    if (card == core::cards::kBack) return;
    c.cite({clause},
           [&] {
             return core::fill(core::tr(sentence), {{"player", c.name(seat)}, {"card", c.card(card)}});
           },
           {seat});
  };
  if (dealing) {
    ++s.dealt;
    tellReceiver(deal_clause, N_("{player} is dealt {card}"));
    if (s.dealt >= r.seats() * r.options.hand_size) return CardTaken::DealDone;
    s.seat = (seat + 1) % r.seats();
    return CardTaken::Dealing;
  }
  --s.draws;
  c.cite({draw_clause}, draw_line);
  tellReceiver(draw_clause, N_("{player} draws {card}"));
  if (s.draws > 0 && !s.pile.empty()) return CardTaken::Drawing;
  s.draws = 0;
  return CardTaken::DrawsDone;
}

/// What `seat` sees of the table: its own hand; the other hands and the pile as backs
/// (game::kPublic: no hand at all).
template <class State> void hideOtherHands(State &s, int seat) {
  for (std::size_t i = 0; i < s.hands.size(); ++i)
    if (static_cast<int>(i) != seat) s.hands[i].hide();
  s.pile.hide();
}

/// The backs of the other hands, then of the pile, dealt at random from `pool` (the unseen cards
/// by type, taken from as they are dealt). The seat's own backs stay backs: they are cards the
/// state itself does not know (a real table), and the seat sees its own hand as it is.
template <class State> void dealUnseen(State &s, std::vector<int> &pool, int seat, std::mt19937_64 &rng) {
  for (std::size_t i = 0; i < s.hands.size(); ++i) {
    core::cards::Hand &h = s.hands[i];
    const int backs = h.backs();
    if (backs == 0 || static_cast<int>(i) == seat) continue;
    for (int k = 0; k < backs; ++k)
      h.remove(core::cards::kBack);
    for (core::cards::CardId c : core::cards::takeRandom(pool, backs, nullptr, rng))
      h.add(c);
  }
  const int unknown = s.pile.unknown;
  s.pile.unknown = 0;
  for (core::cards::CardId c : core::cards::takeRandom(pool, unknown, nullptr, rng))
    s.pile.add(c);
}

/// A state that has gone through `start` (the deal of a first round) without a word of log.
template <class Context, class Rules, class State, class Start>
State startedSilently(const Rules &rules, State s, Start &&start) {
  Step<State> out{std::move(s), {}};
  Context c{rules, out, Narration::Silent};
  start(c);
  return std::move(out.state);
}

} // namespace amiraute::game
