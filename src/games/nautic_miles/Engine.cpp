#include "games/nautic_miles/Engine.h"

#include "core/I18n.h"
#include "game/CardPlay.h"
#include "game/Standings.h"
#include "game/StepContext.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace amiraute::nautic_miles {

using core::fill;
using core::tr;

namespace {

using game::refuse;

const std::string &player(const Rules &r, int seat) { return r.players[static_cast<std::size_t>(seat)]; }
std::string cardName(const Rules &r, CardId c) {
  return c == kBack ? std::string(tr("a convoy")) : r.deck.name(c);
}
std::string num(int n) { return core::grouped(n); }
int ownSide(const Rules &r, int seat) { return r.side_of[static_cast<std::size_t>(seat)]; }

/// Every card whose face is known in the state, and every card lying beside a convoy.
template <class F> void forEachKnown(const Rules &r, const State &s, F &&f) {
  game::forEachInPileHandsDiscard(s, f);
  const auto id = [&](const char *name) { return r.deck.id(name); };
  for (const Side &side : s.sides) {
    for (const Convoy &v : side.row.items) {
      f(v.card.card);
      for (CardId c : v.miles)
        f(c);
      for (CardId c : v.battle.cards)
        f(c);
      if (v.alert) f(id("alert"));
      if (v.storm) f(id("storm"));
      if (v.neutral) f(id("neutral"));
      if (v.plane_by >= 0) f(id("plane"));
      if (v.mine_by >= 0) f(id("mine"));
    }
    for (const Taken &t : side.port)
      f(t.card);
    for (const Taken &t : side.prizes)
      f(t.card);
  }
}

/// Face-down convoys (and turned convoys a real table has not named yet) whose faces nobody knows.
int unknownConvoys(const State &s) {
  int n = 0;
  for (const Side &side : s.sides) {
    for (const Convoy &v : side.row.items)
      n += v.card.card == kBack;
    for (const Taken &t : side.port)
      n += t.card == kBack;
    for (const Taken &t : side.prizes)
      n += t.card == kBack;
  }
  return n;
}

int convoyPool(const Rules &r, const std::vector<int> &pool) {
  int n = 0;
  for (std::size_t k = 0; k < pool.size(); ++k)
    if (r.is_convoy[k]) n += pool[k];
  return n;
}

/// Whether `seat` may lay `copies` of `card` (kBack: a convoy nobody sees): they are in the hand,
/// or the hand holds cards nobody has seen and they may be those (a real table).
std::optional<Ruling> checkHeld(const Rules &r, const State &s, int seat, CardId card, int copies) {
  const Hand &h = s.hands[static_cast<std::size_t>(seat)];
  const int have = card == kBack ? 0 : h.count(card);
  if (have >= copies) return std::nullopt;
  const int need = copies - have;
  if (h.backs() >= need) {
    const std::vector<int> pool = unseenCards(r, s);
    const int restricted = unknownConvoys(s);
    if (card == kBack) {
      if (convoyPool(r, pool) >= restricted + need) return std::nullopt;
      return refuse("NM-TABLE-1", [&] {
        return tr("every convoy card of the deck is already accounted for: no hand can hold another");
      });
    }
    if (pool[card] >= need && (!r.is_convoy[card] || convoyPool(r, pool) - need >= restricted))
      return std::nullopt;
    return refuse("NM-TABLE-1", [&] {
      return fill(tr("every {card} of the deck is already in sight: {player} cannot hold one"),
                  {{"card", cardName(r, card)}, {"player", player(r, seat)}});
    });
  }
  if (copies > 1 && have > 0)
    return refuse("NM-BATTLE-4", [&] {
      return fill(tr("{player} holds only one {card}"),
                  {{"player", player(r, seat)}, {"card", cardName(r, card)}});
    });
  return refuse("NM-TURN-1", [&] {
    return fill(tr("{player} holds no {card}"), {{"player", player(r, seat)}, {"card", cardName(r, card)}});
  });
}

int convoyValue(const Rules &r, CardId card, int band_index, bool detected) {
  if (card == kBack) return 0;
  return r.points[card][static_cast<std::size_t>(band_index)] * (detected ? 2 : 1);
}

int captureValue(const Rules &r, const Taken &t) {
  if (t.card == kBack) return 0;
  return r.capture[t.card] * (t.detected ? 2 : 1);
}

struct Context : game::StepContext<Rules, Applied> {
  Side &side(int i) { return out.state.sides[static_cast<std::size_t>(i)]; }
  const std::string &name(int seat) const { return player(rules, seat); }
  std::string card(CardId c) const { return cardName(rules, c); }
  std::string sideName(int side) const { return rules.sideName(side); }
  /// "Bruno's convoy 2" (Anne & Chloé's for a team).
  std::string convoyName(int side, int index) const {
    return fill(tr("{side}'s convoy {n}"), {{"side", sideName(side)}, {"n", num(index + 1)}});
  }
  void toDiscard(CardId c) { out.state.discard.push_back(c); }
  CardId id(const char *name) const { return rules.deck.id(name); }
};

void beginTurn(Context &c, int seat);
void continueTurn(Context &c);
void endTurn(Context &c);
void endRound(Context &c);
void scoreRound(Context &c);

/// Every card beside a convoy goes to the discard (the convoy card itself stays with the caller).
void clearConvoy(Context &c, Convoy &v) {
  for (CardId m : v.miles)
    c.toDiscard(m);
  for (CardId w : v.battle.cards)
    c.toDiscard(w);
  if (v.alert) c.toDiscard(c.id("alert"));
  if (v.storm) c.toDiscard(c.id("storm"));
  if (v.neutral) c.toDiscard(c.id("neutral"));
  if (v.plane_by >= 0) c.toDiscard(c.id("plane"));
  if (v.mine_by >= 0) c.toDiscard(c.id("mine"));
  v.miles.clear();
  v.battle = Battle{};
  v.alert = v.storm = v.neutral = false;
  v.plane_by = v.mine_by = -1;
}

/// The convoy is destroyed: turned up and given to the destroyer's side as a prize; every other
/// card beside it goes to the discard (NM-DESTROY-1).
void destroy(Context &c, int side, int index, int destroyer, const char *clause) {
  const std::string what = c.convoyName(side, index);
  Convoy v = c.side(side).row.take(index);
  clearConvoy(c, v);
  const int taker = ownSide(c.rules, destroyer);
  Side &prize_side = c.side(taker);
  prize_side.prizes.push_back(Taken{v.card.card, v.detected, 0});
  if (v.card.card == kBack)
    c.s().reveals.push_back(
        RevealRef{taker, RevealRef::Where::Prize, static_cast<int>(prize_side.prizes.size()) - 1});
  c.cite({clause, "NM-DESTROY-1"}, [&] {
    return v.card.card == kBack
               ? fill(tr("{what} is destroyed and goes to {player} as a prize"),
                      {{"what", what}, {"player", c.name(destroyer)}})
               : fill(tr("{what} is destroyed: {card}, a prize for {player}"),
                      {{"what", what}, {"card", c.card(v.card.card)}, {"player", c.name(destroyer)}});
  });
}

/// The convoy reached port: turned up and set aside for the scoring (NM-MILES-2).
void arrive(Context &c, int side, int index) {
  const std::string what = c.convoyName(side, index);
  Convoy v = c.side(side).row.take(index);
  int largest = 0;
  for (CardId m : v.miles)
    largest = std::max(largest, c.rules.miles(m));
  const int distance = v.distance;
  clearConvoy(c, v);
  Side &s = c.side(side);
  s.port.push_back(Taken{v.card.card, v.detected, largest});
  if (v.card.card == kBack)
    c.s().reveals.push_back(RevealRef{side, RevealRef::Where::Port, static_cast<int>(s.port.size()) - 1});
  c.cite({"NM-MILES-2"}, [&] {
    return v.card.card == kBack
               ? fill(tr("{what} reaches port after {miles} miles"),
                      {{"what", what}, {"miles", num(distance)}})
               : fill(tr("{what} reaches port after {miles} miles: {card}"),
                      {{"what", what}, {"miles", num(distance)}, {"card", c.card(v.card.card)}});
  });
}

/// A side whose points on the table reach the round's target ends the round (NM-END-1).
bool roundTargetReached(Context &c) {
  for (int i = 0; i < c.rules.sideCount(); ++i) {
    const int p = tablePoints(c.rules, c.side(i));
    if (p >= c.rules.options.round_target) {
      c.cite({"NM-END-1"}, [&] {
        return fill(tr("{side} has {points} in port and in prizes: the round ends"),
                    {{"side", c.sideName(i)}, {"points", pointsText(p)}});
      });
      return true;
    }
  }
  return false;
}

/// Start the round: gather the cards, shuffle, deal from the dealer's left (NM-DEAL-1).
void dealRound(Context &c) {
  State &s = c.s();
  const Rules &r = c.rules;
  game::gatherDeck(s, r.deck, r.deal == Deal::Table);
  for (Side &side : s.sides) {
    side.row.items.clear();
    side.port.clear();
    side.prizes.clear();
  }
  s.reveals.clear();
  s.then = Then::Nothing;
  s.turn = 0;
  s.dealt = 0;
  s.draws = 0;
  s.phase = Phase::Deal;
  s.seat = (s.dealer + 1) % r.seats();
}

/// A turn begins: mines and battles whose full round is over are settled first (NM-MINE-1,
/// NM-BATTLE-5, NM-ROUND-1).
void beginTurn(Context &c, int seat) {
  State &s = c.s();
  ++s.turn;
  s.seat = seat;
  for (int side = 0; side < c.rules.sideCount(); ++side) {
    for (int i = c.side(side).row.size() - 1; i >= 0; --i) {
      Convoy &v = c.side(side).row[i];
      if (v.mine_by >= 0 && v.mine_deadline <= s.turn) {
        const int miner = v.mine_by;
        c.cite({"NM-MINE-1"}, [&] {
          return fill(tr("the mine beside {what} explodes"), {{"what", c.convoyName(side, i)}});
        });
        destroy(c, side, i, miner, "NM-MINE-1");
        continue;
      }
      // NM-STORM-1: a storm holds the battle off; its full round starts again with fair sea.
      if (v.battle.on() && !v.battle.tied && !v.storm && v.battle.deadline <= s.turn) {
        const Battle b = v.battle;
        if (b.attacker) {
          c.cite({"NM-BATTLE-5"}, [&] {
            return fill(
                tr("{player}'s {ship} has held a full round unanswered: the battle for {what} is won"),
                {{"player", c.name(b.seat)},
                 {"ship", c.card(b.cards.back())},
                 {"what", c.convoyName(side, i)}});
          });
          destroy(c, side, i, b.seat, "NM-BATTLE-5");
        } else {
          for (CardId w : v.battle.cards)
            c.toDiscard(w);
          v.battle = Battle{};
          v.alert = false;
          c.toDiscard(c.id("alert"));
          c.cite({"NM-BATTLE-5"}, [&] {
            return fill(tr("{player}'s {ship} has held a full round: {what} wins its battle and sails on"),
                        {{"player", c.name(b.seat)},
                         {"ship", c.card(b.cards.back())},
                         {"what", c.convoyName(side, i)}});
          });
        }
      }
    }
  }
}

void continueTurn(Context &c) {
  State &s = c.s();
  if (!s.reveals.empty()) {
    s.phase = Phase::Reveal;
    s.then = Then::ContinueTurn;
    return;
  }
  if (roundTargetReached(c)) {
    endRound(c);
    return;
  }
  if (!s.pile.empty()) {
    s.phase = Phase::Draw;
    s.draws = 1;
    s.then = Then::Nothing;
    return;
  }
  if (!s.hands[static_cast<std::size_t>(s.seat)].empty()) {
    s.phase = Phase::Play;
    return;
  }
  const bool all_empty = std::all_of(s.hands.begin(), s.hands.end(), [](const Hand &h) { return h.empty(); });
  if (all_empty) {
    c.cite({"NM-END-2"},
           [&] { return std::string(tr("the talon and every hand are empty: the round ends")); });
    endRound(c);
    return;
  }
  c.cite({"NM-TURN-1"}, [&] {
    return fill(tr("{player} has no card left and passes"), {{"player", c.name(s.seat)}});
  });
  endTurn(c);
}

void endTurn(Context &c) {
  State &s = c.s();
  if (!s.reveals.empty()) {
    s.phase = Phase::Reveal;
    s.then = Then::EndTurn;
    return;
  }
  if (roundTargetReached(c)) {
    endRound(c);
    return;
  }
  beginTurn(c, (s.seat + 1) % c.rules.seats());
  continueTurn(c);
}

/// The round is over: the table turns up the convoys still sailing of every side that will score
/// (NM-END-2), then the round is scored.
void endRound(Context &c) {
  State &s = c.s();
  for (int side = 0; side < c.rules.sideCount(); ++side) {
    if (!hasArrival(c.rules, c.side(side))) continue;
    for (int i = 0; i < c.side(side).row.size(); ++i)
      if (c.side(side).row[i].card.card == kBack)
        s.reveals.push_back(RevealRef{side, RevealRef::Where::Row, i});
  }
  if (!s.reveals.empty()) {
    s.phase = Phase::Reveal;
    s.then = Then::ScoreRound;
    return;
  }
  scoreRound(c);
}

void scoreRound(Context &c) {
  State &s = c.s();
  const Rules &r = c.rules;
  s.then = Then::Nothing;
  bool any = false;
  for (const Side &side : s.sides)
    any = any || hasArrival(r, side);
  // The score sheet, line by line, as the sides stand before the next deal clears the table.
  s.sheet = RoundSheet{s.round, !any, {}};
  for (const Side &side : s.sides) {
    SheetSide line;
    line.arrived = hasArrival(r, side);
    line.total = side.score;
    if (line.arrived) {
      for (const Taken &t : side.port)
        line.port += convoyValue(r, t.card, 5, t.detected);
      for (const Taken &t : side.prizes)
        line.prizes += captureValue(r, t);
      for (const Convoy &v : side.row.items)
        line.at_sea += convoyValue(r, v.card.card, band(v.distance, r.options.arrival_miles), v.detected);
    }
    s.sheet.sides.push_back(line);
  }
  if (!any) {
    for (Side &side : s.sides)
      side.last_round = 0;
    if (r.options.no_arrival == NoArrival::VoidGame) {
      // NM-END-3, the other reading of "la partie est annulée": the whole game is called off.
      s.phase = Phase::Over;
      s.winners.clear();
      c.cite({"NM-END-3"}, [&] {
        return fill(tr("no convoy reached port in round {round}: the game is void and nobody wins"),
                    {{"round", num(s.round)}});
      });
      return;
    }
    c.cite({"NM-END-3"}, [&] {
      return fill(tr("no convoy reached port: round {round} is void"), {{"round", num(s.round)}});
    });
  } else {
    int best = -1;
    for (int i = 0; i < r.sideCount(); ++i) {
      Side &side = c.side(i);
      side.last_round = hasArrival(r, side) ? roundPoints(r, side) : 0;
      if (hasArrival(r, side)) best = std::max(best, side.last_round);
    }
    // NM-SCORE-4: the round's winner. The sides whose points on the table ended the round
    // (NM-END-1) are the ones that reached the target; when the cards ran out nobody did.
    std::vector<bool> round_winner(static_cast<std::size_t>(r.sideCount()), false);
    bool reached = false;
    if (r.options.round_winner == RoundWinner::ReachedTarget)
      for (int i = 0; i < r.sideCount(); ++i)
        if (hasArrival(r, c.side(i)) && tablePoints(r, c.side(i)) >= r.options.round_target)
          round_winner[static_cast<std::size_t>(i)] = reached = true;
    if (!reached)
      for (int i = 0; i < r.sideCount(); ++i)
        round_winner[static_cast<std::size_t>(i)] = hasArrival(r, c.side(i)) && c.side(i).last_round == best;
    for (int i = 0; i < r.sideCount(); ++i) {
      Side &side = c.side(i);
      if (!hasArrival(r, side)) {
        c.cite({"NM-END-2"}, [&] {
          return fill(tr("{side} brought no convoy to port and scores nothing"), {{"side", c.sideName(i)}});
        });
        continue;
      }
      const int base = side.last_round;
      c.cite({"NM-SCORE-1", "NM-SCORE-2", "NM-SCORE-3"}, [&] {
        return fill(tr("{side}: {points} for convoys and prizes"),
                    {{"side", c.sideName(i)}, {"points", pointsText(base)}});
      });
      if (round_winner[static_cast<std::size_t>(i)]) {
        side.last_round += r.options.round_bonus;
        s.sheet.sides[static_cast<std::size_t>(i)].winner = r.options.round_bonus;
        c.cite({"NM-SCORE-4"}, [&] {
          return fill(tr("{side} wins the round: +{bonus}"),
                      {{"side", c.sideName(i)}, {"bonus", points(r.options.round_bonus)}});
        });
      }
      // NM-CONV-2: the trawler's arrival does not count, so neither do the miles it carried.
      bool slow = true;
      for (const Taken &t : side.port)
        if (!r.decoy(t.card) && t.largest_miles > r.options.slowness_limit) slow = false;
      if (slow) {
        side.last_round += r.options.slowness_bonus;
        s.sheet.sides[static_cast<std::size_t>(i)].slowness = r.options.slowness_bonus;
        c.cite({"NM-SCORE-5"}, [&] {
          return fill(tr("{side} never laid more than {limit} miles at once on a convoy in port: +{bonus}"),
                      {{"side", c.sideName(i)},
                       {"limit", num(r.options.slowness_limit)},
                       {"bonus", points(r.options.slowness_bonus)}});
        });
      }
      side.score += side.last_round;
    }
  }
  for (int i = 0; i < r.sideCount(); ++i) {
    s.sheet.sides[static_cast<std::size_t>(i)].round = c.side(i).last_round;
    s.sheet.sides[static_cast<std::size_t>(i)].total = c.side(i).score;
  }
  int top = -1;
  for (const Side &side : s.sides)
    top = std::max(top, side.score);
  std::string totals;
  for (int i = 0; i < r.sideCount(); ++i)
    totals += (totals.empty() ? "" : ", ") + c.sideName(i) + " " + points(c.side(i).score);
  c.cite({"NM-GAME-1"}, [&] {
    return fill(tr("after round {round}: {totals}"), {{"round", num(s.round)}, {"totals", totals}});
  });
  if (top >= r.options.target || (r.options.max_rounds > 0 && s.round >= r.options.max_rounds)) {
    s.phase = Phase::Over;
    s.winners.clear();
    for (int i = 0; i < r.sideCount(); ++i)
      if (c.side(i).score == top) s.winners.push_back(i);
    std::string names;
    for (int w : s.winners)
      names += (names.empty() ? "" : ", ") + c.sideName(w);
    c.cite({"NM-GAME-1"}, [&] { return fill(tr("the game is over: {names} won"), {{"names", names}}); });
    return;
  }
  ++s.round;
  s.dealer = (s.dealer + 1) % r.seats();
  dealRound(c);
  c.cite({"NM-DEAL-1"}, [&] {
    return fill(tr("round {round}: {dealer} deals"), {{"round", num(s.round)}, {"dealer", c.name(s.dealer)}});
  });
}

/// Continue with what waited for the reveals.
void afterReveals(Context &c) {
  State &s = c.s();
  const Then then = s.then;
  s.then = Then::Nothing;
  switch (then) {
  case Then::EndTurn: endTurn(c); break;
  case Then::ContinueTurn: continueTurn(c); break;
  case Then::ScoreRound: scoreRound(c); break;
  case Then::Nothing: break;
  }
}

/// The convoy an action names, or why it names none.
std::optional<Ruling> findConvoy(const Rules &r, const State &s, const Action &a, int &side, int &index) {
  side = a.row == kOwnRow ? ownSide(r, s.seat) : ownSide(r, a.row);
  index = a.convoy;
  const int n = s.sides[static_cast<std::size_t>(side)].row.size();
  if (index < 0 || index >= n)
    return refuse("NM-CONV-1", [&] {
      return n == 0 ? fill(tr("{side} has no convoy at sea"), {{"side", r.sideName(side)}})
                    : fill(core::trn("{side} has only convoy {n}, not {i}",
                                     "{side} has convoys 1 to {n}, not {i}", n),
                           {{"side", r.sideName(side)}, {"n", num(n)}, {"i", num(index + 1)}});
    });
  return std::nullopt;
}

std::optional<Ruling> validatePlay(const Rules &r, const State &s, const Action &a) {
  const int seat = s.seat;
  const int own = ownSide(r, seat);
  const CardId card = a.card;
  const bool convoy_card = card == kBack || r.is_convoy[card];
  if (a.pair && card != r.submarine)
    return refuse("NM-BATTLE-4", [&] { return tr("two cards are laid together only as two submarines"); });
  if (convoy_card) {
    if (a.position == -1)
      return refuse("NM-CONV-1", [&] {
        return tr("a convoy goes into your own row: play CONVOY at POSITION (at 1 is the left end)");
      });
    if (card == kBack && r.deal == Deal::Program)
      return refuse("NM-CONV-1", [&] {
        return tr("name the convoy you lay face down (e.g. play 10000t at 1); nobody else will see it");
      });
    if (card != kBack && r.deal == Deal::Table)
      return refuse("NM-TABLE-1", [&] {
        return tr(
            "at a real table a convoy goes down unseen, even by the referee: type play convoy at POSITION");
      });
    const int n = s.sides[static_cast<std::size_t>(own)].row.size();
    if (a.position != kRightEnd && (a.position < 0 || a.position > n))
      return refuse("NM-CONV-1", [&] {
        return fill(tr("a new convoy goes at 1 to {n} (between two convoys or at an end)"),
                    {{"n", num(n + 1)}});
      });
    return checkHeld(r, s, seat, card, 1);
  }
  if (a.position != -1)
    return refuse("NM-CONV-1", [&] {
      return fill(tr("only a convoy goes into the row; lay the {card} on a convoy: play {id} on [PLAYER] N"),
                  {{"card", cardName(r, card)}, {"id", r.deck.type(card).id}});
    });
  if (auto held = checkHeld(r, s, seat, card, a.pair ? 2 : 1)) return held;
  int side = 0, index = 0;
  if (auto where = findConvoy(r, s, a, side, index)) return where;
  const Convoy &v = s.sides[static_cast<std::size_t>(side)].row[index];
  const bool mine = side == own;
  const auto what = [&] {
    return fill(tr("{side}'s convoy {n}"), {{"side", r.sideName(side)}, {"n", num(index + 1)}});
  };
  const auto notOwn = [&](const char *clause) {
    return refuse(clause, [&] {
      return fill(tr("the {card} goes beside your own convoys, not {what}"),
                  {{"card", cardName(r, card)}, {"what", what()}});
    });
  };
  const auto notOthers = [&](const char *clause) {
    return refuse(clause, [&] {
      return fill(tr("the {card} goes beside another side's convoy, not your own"),
                  {{"card", cardName(r, card)}});
    });
  };
  switch (r.kind(card)) {
  case Kind::Convoy: break;
  case Kind::Miles: {
    if (!mine) return notOwn("NM-MILES-1");
    if (v.battle.on())
      return refuse("NM-BATTLE-1", [&] {
        return fill(tr("{what} is stopped by a battle"), {{"what", what()}});
      });
    if (v.storm && r.miles(card) > r.options.storm_limit)
      return refuse("NM-STORM-1", [&] {
        return fill(tr("{what} is in a storm: {limit} miles a card at most"),
                    {{"what", what()}, {"limit", num(r.options.storm_limit)}});
      });
    return std::nullopt;
  }
  case Kind::Warship: {
    const int strength = a.pair ? 6 : r.strength(card);
    if (!v.alert)
      return refuse("NM-BATTLE-1", [&] {
        return fill(tr("{what} has no alert: warships attack only an alerted convoy"), {{"what", what()}});
      });
    if (v.neutral)
      return refuse("NM-NEUTRAL-1", [&] {
        return fill(tr("{what} flies the neutral flag"), {{"what", what()}});
      });
    if (v.storm)
      return refuse("NM-STORM-1", [&] {
        return fill(tr("{what} is in a storm: only a mine can touch it"), {{"what", what()}});
      });
    const Battle &b = v.battle;
    if (!b.on()) {
      if (mine)
        return refuse("NM-BATTLE-1", [&] {
          return fill(tr("no warship attacks {what}: there is nothing to answer"), {{"what", what()}});
        });
      return std::nullopt;
    }
    if (b.tied) return std::nullopt;
    if (b.attacker != mine)
      return refuse("NM-BATTLE-2", [&] {
        return fill(
            tr("the ship on top of the battle for {what} is already your side's: the other side answers"),
            {{"what", what()}});
      });
    if (strength < b.strength)
      return refuse("NM-BATTLE-2", [&] {
        return fill(tr("strength {mine} cannot answer strength {top}: lay an equal or stronger ship"),
                    {{"mine", num(strength)}, {"top", num(b.strength)}});
      });
    return std::nullopt;
  }
  case Kind::Plane:
    if (mine) return notOthers("NM-PLANE-1");
    if (v.neutral)
      return refuse("NM-NEUTRAL-1", [&] {
        return fill(tr("{what} flies the neutral flag"), {{"what", what()}});
      });
    if (v.storm)
      return refuse("NM-STORM-1", [&] {
        return fill(tr("{what} is in a storm: only a mine can touch it"), {{"what", what()}});
      });
    if (v.plane_by >= 0 && v.plane_by != seat)
      return refuse("NM-PLANE-2", [&] {
        return fill(tr("only {player}, who laid the first plane, may lay the second"),
                    {{"player", player(r, v.plane_by)}});
      });
    return std::nullopt;
  case Kind::PlaneHit:
    if (!mine) return notOwn("NM-PLANE-2");
    if (v.plane_by < 0)
      return refuse("NM-PLANE-2", [&] { return fill(tr("no plane threatens {what}"), {{"what", what()}}); });
    return std::nullopt;
  case Kind::Alert:
    if (mine) return notOthers("NM-ALERT-1");
    if (v.neutral)
      return refuse("NM-NEUTRAL-1", [&] {
        return fill(tr("{what} flies the neutral flag"), {{"what", what()}});
      });
    if (v.storm)
      return refuse("NM-STORM-1", [&] {
        return fill(tr("{what} is in a storm: only a mine can touch it"), {{"what", what()}});
      });
    if (v.alert)
      return refuse("NM-ALERT-1", [&] { return fill(tr("{what} is already on alert"), {{"what", what()}}); });
    return std::nullopt;
  case Kind::EndOfAlert:
    if (!mine) return notOwn("NM-ALERT-2");
    if (!v.alert)
      return refuse("NM-ALERT-2", [&] { return fill(tr("{what} is not on alert"), {{"what", what()}}); });
    if (v.battle.on() && !v.battle.tied)
      return refuse("NM-ALERT-2", [&] {
        return fill(tr("a battle is being fought for {what}: answer it with a warship"), {{"what", what()}});
      });
    return std::nullopt;
  case Kind::Mine:
    if (mine) return notOthers("NM-MINE-1");
    if (v.mine_by >= 0)
      return refuse("NM-MINE-1", [&] {
        return fill(tr("a mine already lies beside {what}"), {{"what", what()}});
      });
    return std::nullopt;
  case Kind::Minesweeper:
    if (!mine) return notOwn("NM-MINE-1");
    if (v.mine_by < 0)
      return refuse("NM-MINE-1", [&] { return fill(tr("no mine lies beside {what}"), {{"what", what()}}); });
    return std::nullopt;
  case Kind::Radar: {
    if (mine) return refuse("NM-RADAR-1", [&] { return tr("a radar never detects one's own convoys"); });
    const auto &row = s.sides[static_cast<std::size_t>(side)].row;
    if (!row.isEnd(index))
      return refuse("NM-RADAR-1", [&] {
        return fill(tr("a radar finds only the convoy at either end of a row: {side}'s convoy 1 or {n}"),
                    {{"side", r.sideName(side)}, {"n", num(row.size())}});
      });
    if (v.card.face_up)
      return refuse("NM-RADAR-1", [&] {
        return fill(tr("{what} is already turned up"), {{"what", what()}});
      });
    if (!r.options.radar_through_protection && (v.neutral || v.storm))
      return refuse("NM-RADAR-1", [&] {
        return fill(tr("{what} is protected from the radar"), {{"what", what()}});
      });
    return std::nullopt;
  }
  case Kind::Storm:
    // Even over a battle or a plane: the original recommends the storm exactly to shelter a convoy
    // one cannot defend (what becomes of the attack: rules.storm_over_attack).
    if (v.storm)
      return refuse("NM-STORM-1", [&] {
        return fill(tr("{what} is already in a storm"), {{"what", what()}});
      });
    return std::nullopt;
  case Kind::FairSea:
    if (!v.storm)
      return refuse("NM-STORM-1", [&] {
        return fill(tr("there is no storm on {what}"), {{"what", what()}});
      });
    return std::nullopt;
  case Kind::Neutral:
    if (!mine) return notOwn("NM-NEUTRAL-1");
    if (v.neutral)
      return refuse("NM-NEUTRAL-1", [&] {
        return fill(tr("{what} already flies the neutral flag"), {{"what", what()}});
      });
    if (v.alert || v.battle.on() || v.plane_by >= 0)
      return refuse("NM-NEUTRAL-1", [&] {
        return fill(tr("{what} is on alert or under attack: free it first"), {{"what", what()}});
      });
    return std::nullopt;
  }
  return std::nullopt;
}

void applyPlay(Context &c, const Action &a) {
  State &s = c.s();
  const Rules &r = c.rules;
  const int seat = s.seat;
  const int own = ownSide(r, seat);
  Hand &hand = s.hands[static_cast<std::size_t>(seat)];
  const CardId card = a.card;
  for (int k = 0; k < (a.pair ? 2 : 1); ++k)
    if (card == kBack || !hand.remove(card)) hand.remove(kBack);

  if (card == kBack || r.is_convoy[card]) {
    Side &mine = c.side(own);
    const int at = a.position == kRightEnd ? mine.row.size() : a.position;
    Convoy v;
    v.card = FaceDownCard{card, false};
    mine.row.insert(at, v);
    c.cite({"NM-CONV-1"}, [&] {
      return fill(tr("{player} lays a convoy face down: {side}'s convoy {n} of {total}"),
                  {{"player", c.name(seat)},
                   {"side", c.sideName(own)},
                   {"n", num(at + 1)},
                   {"total", num(mine.row.size())}});
    });
    if (card != kBack)
      c.cite(
          r.options.teams ? std::vector<std::string>{"NM-CONV-1", "NM-TEAM-1"}
                          : std::vector<std::string>{"NM-CONV-1"},
          [&] {
            return fill(tr("(the convoy is {card})"), {{"card", c.card(card)}});
          },
          r.sides[static_cast<std::size_t>(own)]);
    endTurn(c);
    return;
  }
  int side = 0, index = 0;
  findConvoy(r, s, a, side, index);
  Convoy &v = c.side(side).row[index];
  // Named as it is now (the lines below may come after it has moved); unnamed in the search.
  const std::string what = c.narration == game::Narration::Silent ? std::string() : c.convoyName(side, index);
  switch (r.kind(card)) {
  case Kind::Convoy: break;
  case Kind::Miles: {
    v.miles.push_back(card);
    v.distance += r.miles(card);
    c.cite({"NM-MILES-1"}, [&] {
      return fill(tr("{player}: {what} sails {miles} miles, {distance} of {goal}"),
                  {{"player", c.name(seat)},
                   {"what", what},
                   {"miles", num(r.miles(card))},
                   {"distance", num(v.distance)},
                   {"goal", num(r.options.arrival_miles)}});
    });
    if (v.distance >= r.options.arrival_miles) arrive(c, side, index);
    break;
  }
  case Kind::Warship: {
    Battle &b = v.battle;
    const int strength = a.pair ? 6 : r.strength(card);
    const bool opening = !b.on();
    const bool resumed = b.on() && b.tied;
    const bool tie = b.on() && !b.tied && strength == b.strength;
    b.cards.push_back(card);
    if (a.pair) b.cards.push_back(card);
    b.seat = seat;
    b.strength = strength;
    b.attacker = side != own;
    b.tied = tie;
    b.deadline = s.turn + r.fullRound();
    const std::string ship = a.pair ? std::string(tr("two submarines")) : c.card(card);
    if (opening)
      c.cite({"NM-BATTLE-1", a.pair ? "NM-BATTLE-4" : "NM-BATTLE-2"}, [&] {
        return fill(tr("{player} attacks {what} with {ship} (strength {strength}); the convoy is stopped"),
                    {{"player", c.name(seat)}, {"what", what}, {"ship", ship}, {"strength", num(strength)}});
      });
    else if (tie)
      c.cite({"NM-BATTLE-3"}, [&] {
        return fill(tr("{player} answers with {ship}: an equal fight, {what} stays stopped until someone "
                       "fights on or ends the alert"),
                    {{"player", c.name(seat)}, {"ship", ship}, {"what", what}});
      });
    else
      c.cite({resumed ? "NM-BATTLE-3" : "NM-BATTLE-2"}, [&] {
        return fill(tr("{player} answers with {ship} (strength {strength}) in the battle for {what}"),
                    {{"player", c.name(seat)}, {"ship", ship}, {"strength", num(strength)}, {"what", what}});
      });
    if (a.pair) {
      // NM-BATTLE-4: the hand is made up at once.
      if (!s.pile.empty()) {
        s.phase = Phase::Draw;
        s.draws = 1;
        s.then = Then::EndTurn;
        c.cite({"NM-BATTLE-4"}, [&] {
          return fill(tr("{player} makes up the hand at once"), {{"player", c.name(seat)}});
        });
        return;
      }
    }
    break;
  }
  case Kind::Plane:
    if (v.plane_by == seat) {
      c.toDiscard(card);
      c.cite({"NM-PLANE-2"}, [&] {
        return fill(tr("{player}'s second plane reaches {what}"), {{"player", c.name(seat)}, {"what", what}});
      });
      destroy(c, side, index, seat, "NM-PLANE-2");
    } else {
      v.plane_by = seat;
      c.cite({"NM-PLANE-1"}, [&] {
        return fill(tr("{player} sends a plane against {what}"), {{"player", c.name(seat)}, {"what", what}});
      });
    }
    break;
  case Kind::PlaneHit:
    v.plane_by = -1;
    c.toDiscard(c.id("plane"));
    c.toDiscard(card);
    c.cite({"NM-PLANE-2"}, [&] {
      return fill(tr("{player} shoots down the plane over {what}"),
                  {{"player", c.name(seat)}, {"what", what}});
    });
    break;
  case Kind::Alert:
    v.alert = true;
    c.cite({"NM-ALERT-1"}, [&] {
      return fill(tr("{player} puts {what} on alert"), {{"player", c.name(seat)}, {"what", what}});
    });
    break;
  case Kind::EndOfAlert:
    v.alert = false;
    c.toDiscard(c.id("alert"));
    c.toDiscard(card);
    if (v.battle.on()) {
      for (CardId w : v.battle.cards)
        c.toDiscard(w);
      v.battle = Battle{};
    }
    c.cite({"NM-ALERT-2"}, [&] {
      return fill(tr("{player} ends the alert on {what}"), {{"player", c.name(seat)}, {"what", what}});
    });
    break;
  case Kind::Mine:
    v.mine_by = seat;
    v.mine_deadline = s.turn + r.fullRound();
    c.cite({"NM-MINE-1"}, [&] {
      return fill(tr("{player} lays a mine beside {what}: it explodes in a full round unless swept"),
                  {{"player", c.name(seat)}, {"what", what}});
    });
    break;
  case Kind::Minesweeper:
    v.mine_by = -1;
    c.toDiscard(c.id("mine"));
    c.toDiscard(card);
    c.cite({"NM-MINE-1"}, [&] {
      return fill(tr("{player} sweeps the mine beside {what}"), {{"player", c.name(seat)}, {"what", what}});
    });
    break;
  case Kind::Radar:
    v.card.face_up = true;
    v.detected = true;
    c.toDiscard(card);
    if (v.card.card == kBack) s.reveals.push_back(RevealRef{side, RevealRef::Where::Row, index});
    c.cite({"NM-RADAR-1", "NM-SCORE-3"}, [&] {
      return v.card.card == kBack
                 ? fill(tr("{player}'s radar finds {what}: it is turned up and counts double"),
                        {{"player", c.name(seat)}, {"what", what}})
                 : fill(tr("{player}'s radar finds {what}: {card}, which counts double"),
                        {{"player", c.name(seat)}, {"what", what}, {"card", c.card(v.card.card)}});
    });
    break;
  case Kind::Storm: {
    v.storm = true;
    c.cite({"NM-STORM-1"}, [&] {
      return fill(tr("{player} sends a storm over {what}"), {{"player", c.name(seat)}, {"what", what}});
    });
    const bool attacked = v.battle.on() || v.plane_by >= 0;
    if (attacked && r.options.storm_over_attack == StormOverAttack::Scatter) {
      for (CardId w : v.battle.cards)
        c.toDiscard(w);
      v.battle = Battle{};
      if (v.plane_by >= 0) c.toDiscard(c.id("plane"));
      v.plane_by = -1;
      c.cite({"NM-STORM-1"}, [&] {
        return fill(tr("the storm scatters the attack on {what}: its warships and plane go to the discard"),
                    {{"what", what}});
      });
    } else if (attacked) {
      c.cite({"NM-STORM-1"}, [&] {
        return fill(
            tr("the attack on {what} waits for fair sea: no warship or plane may join it, and no ship "
               "wins by holding meanwhile"),
            {{"what", what}});
      });
    }
    break;
  }
  case Kind::FairSea:
    v.storm = false;
    c.toDiscard(c.id("storm"));
    c.toDiscard(card);
    c.cite({"NM-STORM-1"}, [&] {
      return fill(tr("{player} calms the sea around {what}"), {{"player", c.name(seat)}, {"what", what}});
    });
    if (v.battle.on() && !v.battle.tied) {
      // The battle held off by the storm goes on: the ship on top must hold a full round from now.
      v.battle.deadline = s.turn + r.fullRound();
      c.cite({"NM-STORM-1", "NM-BATTLE-5"}, [&] {
        return fill(tr("the battle for {what} goes on: the ship on top must now hold a full round"),
                    {{"what", what}});
      });
    }
    break;
  case Kind::Neutral:
    v.neutral = true;
    c.cite({"NM-NEUTRAL-1"}, [&] {
      return fill(tr("{player} hoists the neutral flag on {what}"),
                  {{"player", c.name(seat)}, {"what", what}});
    });
    break;
  }
  endTurn(c);
}

} // namespace

int tablePoints(const Rules &r, const Side &side) {
  if (!hasArrival(r, side)) return 0;
  int p = 0;
  for (const Taken &t : side.port)
    p += convoyValue(r, t.card, 5, t.detected);
  for (const Taken &t : side.prizes)
    p += captureValue(r, t);
  return p;
}

int roundPoints(const Rules &r, const Side &side) {
  int p = 0;
  for (const Taken &t : side.port)
    p += convoyValue(r, t.card, 5, t.detected);
  for (const Taken &t : side.prizes)
    p += captureValue(r, t);
  for (const Convoy &v : side.row.items)
    p += convoyValue(r, v.card.card, band(v.distance, r.options.arrival_miles), v.detected);
  return p;
}

bool hasArrival(const Rules &r, const Side &side) {
  for (const Taken &t : side.port)
    if (t.card == kBack || !r.decoy(t.card)) return true;
  return false;
}

std::vector<int> unseenCards(const Rules &rules, const State &state) {
  return core::cards::unseenPool(rules.deck.counts(), [&](auto f) { forEachKnown(rules, state, f); });
}

State initialState(const Rules &rules) {
  State s;
  s.hands.resize(static_cast<std::size_t>(rules.seats()));
  s.sides.resize(static_cast<std::size_t>(rules.sideCount()));
  s.dealer = rules.seats() - 1; // the first player sits at the dealer's left
  return game::startedSilently<Context>(rules, std::move(s), dealRound);
}

int toMove(const Rules &, const State &s) {
  switch (s.phase) {
  case Phase::Deal:
  case Phase::Draw:
  case Phase::Reveal: return game::kChance;
  case Phase::Over: return game::kTerminal;
  case Phase::Play: return s.seat;
  }
  return game::kTerminal;
}

std::optional<Ruling> validate(const Rules &r, const State &s, const Action &a) {
  if (s.phase == Phase::Over) return refuse("NM-GAME-1", [&] { return tr("the game is over"); });
  if (a.card != kBack && a.card >= r.deck.types.size())
    return refuse("NM-DECK-1", [&] { return tr("no such card"); });
  if (a.row != kOwnRow && (a.row < 0 || a.row >= r.seats()))
    return refuse("NM-SEAT-1", [&] { return tr("no such player"); });
  switch (a.verb) {
  case Verb::Card:
    if (s.phase != Phase::Deal && s.phase != Phase::Draw)
      return refuse("NM-TURN-1", [&] {
        return s.phase == Phase::Reveal
                   ? std::string(tr("first say what the convoy turned up is: reveal CONVOY"))
                   : fill(tr("it is {player}'s turn to play or discard; cards are drawn by the program "
                             "or the table"),
                          {{"player", player(r, s.seat)}});
      });
    if (s.pile.count(a.card) == 0)
      return refuse("NM-DEAL-1", [&] {
        return a.card == kBack
                   ? std::string(tr("the program knows every card of this talon: name the card drawn"))
                   : fill(tr("the talon holds no {card}"), {{"card", cardName(r, a.card)}});
      });
    return std::nullopt;
  case Verb::Reveal: {
    if (s.phase != Phase::Reveal)
      return refuse("NM-TABLE-1", [&] { return tr("no convoy waits to be named"); });
    if (a.card == kBack || !r.is_convoy[a.card])
      return refuse("NM-TABLE-1", [&] {
        return fill(tr("a convoy card is one of: {list}"),
                    {{"list", [&] {
                        std::string l;
                        for (std::size_t k = 0; k < r.is_convoy.size(); ++k)
                          if (r.is_convoy[k])
                            l += (l.empty() ? "" : ", ") + r.deck.type(static_cast<CardId>(k)).id;
                        return l;
                      }()}});
      });
    if (unseenCards(r, s)[a.card] <= 0)
      return refuse("NM-TABLE-1", [&] {
        return fill(tr("every {card} of the deck is already in sight"), {{"card", cardName(r, a.card)}});
      });
    return std::nullopt;
  }
  case Verb::Play:
  case Verb::Discard:
    if (s.phase != Phase::Play) {
      if (s.phase == Phase::Reveal)
        return refuse("NM-TABLE-1",
                      [&] { return tr("first say what the convoy turned up is: reveal CONVOY"); });
      return refuse("NM-DEAL-1", [&] {
        return fill(tr("a card is being dealt or drawn for {player} first"), {{"player", player(r, s.seat)}});
      });
    }
    if (a.verb == Verb::Discard) {
      if (a.card == kBack)
        return refuse("NM-TURN-1", [&] { return tr("name the card you discard: it goes face up"); });
      return checkHeld(r, s, s.seat, a.card, 1);
    }
    return validatePlay(r, s, a);
  }
  return refuse("NM-TURN-1", [&] { return tr("unknown action"); });
}

Applied apply(const Rules &r, const State &state, const Action &a, Narration narration) {
  if (auto refusal = validate(r, state, a)) throw RuleViolation(*refusal);
  Applied out{state, {}};
  Context c{r, out, narration};
  State &s = out.state;
  switch (a.verb) {
  case Verb::Card: {
    const int seat = s.seat;
    switch (game::takeCard(c, a.card, s.phase == Phase::Deal, "NM-DEAL-1", "NM-TURN-1", [&] {
      return fill(tr("{player} draws a card ({n} left in the talon)"),
                  {{"player", c.name(seat)}, {"n", num(s.pile.size())}});
    })) {
    case game::CardTaken::DealDone:
      c.cite({"NM-DEAL-1"}, [&] {
        return fill(core::trn("round {round}: {dealer} has dealt {n} card each; {player} plays first",
                              "round {round}: {dealer} has dealt {n} cards each; {player} plays first",
                              r.options.hand_size),
                    {{"round", num(s.round)},
                     {"dealer", c.name(s.dealer)},
                     {"n", num(r.options.hand_size)},
                     {"player", c.name((s.dealer + 1) % r.seats())}});
      });
      beginTurn(c, (s.dealer + 1) % r.seats());
      continueTurn(c);
      break;
    case game::CardTaken::DrawsDone:
      if (s.then == Then::EndTurn) {
        s.then = Then::Nothing;
        endTurn(c);
      } else {
        s.phase = Phase::Play;
      }
      break;
    case game::CardTaken::Dealing:
    case game::CardTaken::Drawing: break;
    }
    break;
  }
  case Verb::Reveal: {
    const RevealRef ref = s.reveals.front();
    s.reveals.erase(s.reveals.begin());
    Side &side = c.side(ref.side);
    if (ref.where == RevealRef::Where::Row)
      side.row[ref.index].card.card = a.card;
    else if (ref.where == RevealRef::Where::Port)
      side.port[static_cast<std::size_t>(ref.index)].card = a.card;
    else
      side.prizes[static_cast<std::size_t>(ref.index)].card = a.card;
    c.cite({"NM-TABLE-1"}, [&] {
      return fill(tr("the table names {side}'s convoy turned up: {card}"),
                  {{"side", c.sideName(ref.side)}, {"card", c.card(a.card)}});
    });
    if (s.reveals.empty()) afterReveals(c);
    break;
  }
  case Verb::Discard: {
    const int seat = s.seat;
    game::takeFromHand(s.hands[static_cast<std::size_t>(seat)], a.card);
    c.toDiscard(a.card);
    c.cite({"NM-TURN-1"}, [&] {
      return fill(tr("{player} discards {card}"), {{"player", c.name(seat)}, {"card", c.card(a.card)}});
    });
    endTurn(c);
    break;
  }
  case Verb::Play: applyPlay(c, a); break;
  }
  return out;
}

std::vector<Action> legalActions(const Rules &r, const State &s) {
  std::vector<Action> out;
  if (s.phase != Phase::Play) return out;
  const game::UnwordedRefusals unworded; // only whether each candidate is refused
  const Hand &h = s.hands[static_cast<std::size_t>(s.seat)];
  // At a real table a convoy held unseen is laid face down (a back), never named.
  std::vector<CardId> candidates = game::heldOrUnseen(
      h, [&] { return unseenCards(r, s); },
      [&](std::size_t k) { return !(r.deal == Deal::Table && r.is_convoy[k]); });
  if (h.backs() > 0 && r.deal == Deal::Table) candidates.push_back(kBack);
  const int own = ownSide(r, s.seat);
  const auto consider = [&](const Action &a) {
    if (!validate(r, s, a)) out.push_back(a);
  };
  for (CardId c : candidates) {
    if (c != kBack) {
      // A convoy known to the table (taken back from the discard? never: the discard is dead) is
      // still discarded face up like any card.
      Action d;
      d.verb = Verb::Discard;
      d.card = c;
      consider(d);
    }
    if (c == kBack || r.is_convoy[c]) {
      for (int p = 0; p <= s.sides[static_cast<std::size_t>(own)].row.size(); ++p) {
        Action a;
        a.verb = Verb::Play;
        a.card = c;
        a.position = p;
        consider(a);
      }
      continue;
    }
    for (int side = 0; side < r.sideCount(); ++side)
      for (int i = 0; i < s.sides[static_cast<std::size_t>(side)].row.size(); ++i)
        for (bool pair : {false, true}) {
          if (pair && c != r.submarine) continue;
          Action a;
          a.verb = Verb::Play;
          a.card = c;
          a.pair = pair;
          a.row = side == own ? kOwnRow : r.sides[static_cast<std::size_t>(side)].front();
          a.convoy = i;
          consider(a);
        }
  }
  return out;
}

std::vector<game::ChanceOutcome<Action>> chanceOutcomes(const Rules &r, const State &s) {
  std::vector<game::ChanceOutcome<Action>> out;
  if (s.phase == Phase::Deal || s.phase == Phase::Draw) {
    for (const auto &[card, p] : core::cards::drawOdds(s.pile)) {
      Action a;
      a.verb = Verb::Card;
      a.card = card;
      out.push_back({a, p});
    }
    return out;
  }
  if (s.phase != Phase::Reveal) return out;
  const std::vector<int> pool = unseenCards(r, s);
  const int convoys = convoyPool(r, pool);
  for (std::size_t k = 0; k < pool.size(); ++k)
    if (r.is_convoy[k] && pool[k] > 0) {
      Action a;
      a.verb = Verb::Reveal;
      a.card = static_cast<CardId>(k);
      out.push_back({a, static_cast<double>(pool[k]) / convoys});
    }
  return out;
}

Action rollChance(const Rules &r, const State &s, core::DiceSource &dice) {
  if (s.phase == Phase::Deal || s.phase == Phase::Draw) {
    Action a;
    a.verb = Verb::Card;
    a.card = core::cards::drawCard(s.pile, dice);
    return a;
  }
  return game::drawOutcome(chanceOutcomes(r, s), dice);
}

std::vector<double> returnsOf(const Rules &r, const State &s) {
  return game::sharedReturns(r.seats(), s.winners, r.sides);
}

namespace {

// What the points on the table do not show yet (the computer's estimate only, docs/AI.md): a
// convoy at sea is worth 30 % of its value in port at 0 miles, rising with its miles to the whole
// at arrival; a convoy in hand 10 %; and the three largest mile cards in hand half of what they
// would add to the side's best convoy at sea. Without them a convoy laid at 0 miles scored
// nothing, and the computer threw convoys away in the opening.
constexpr double kAtSea = 0.3, kInHand = 0.1, kMilesInHand = 0.5;

/// `counted`: the share of the convoys' present value the estimate already counts (half until
/// the side has a convoy in port).
double prospects(const Rules &r, const State &s, int side_index, double counted) {
  const Side &side = s.sides[static_cast<std::size_t>(side_index)];
  double more = 0, best_port = 0;
  for (const Convoy &v : side.row.items) {
    const CardId c = v.card.card;
    if (c == kBack || r.decoy(c)) continue;
    const double port = convoyValue(r, c, 5, v.detected);
    const double along = std::min(1.0, static_cast<double>(v.distance) / r.options.arrival_miles);
    const double now = convoyValue(r, c, band(v.distance, r.options.arrival_miles), v.detected);
    more += std::max(0.0, port * (kAtSea + (1 - kAtSea) * along) - counted * now);
    best_port = std::max(best_port, port);
  }
  std::array<int, 3> largest{}; // the three largest mile cards in hand, largest first
  for (std::size_t seat = 0; seat < s.hands.size(); ++seat) {
    if (r.side_of[seat] != side_index) continue;
    for (const CardId c : s.hands[seat].cards) {
      if (c == kBack) continue;
      if (r.is_convoy[c] && !r.decoy(c)) more += kInHand * convoyValue(r, c, 5, false);
      for (int m = r.miles(c), k = 0; m > 0 && k < 3; ++k)
        if (m > largest[static_cast<std::size_t>(k)]) std::swap(m, largest[static_cast<std::size_t>(k)]);
    }
  }
  for (const int m : largest)
    more += kMilesInHand * best_port * (1 - kAtSea) * m / r.options.arrival_miles;
  return more;
}

} // namespace

std::vector<double> heuristic(const Rules &r, const State &s) {
  if (s.phase == Phase::Over) return returnsOf(r, s);
  // The game's points, this round's (half until a convoy of the side has arrived: only then do
  // they count, NM-END-1) and what its convoys and miles promise.
  std::vector<double> value;
  for (std::size_t i = 0; i < s.sides.size(); ++i) {
    const Side &side = s.sides[i];
    const double counted = hasArrival(r, side) ? 1.0 : 0.5;
    value.push_back(side.score + counted * roundPoints(r, side) +
                    prospects(r, s, static_cast<int>(i), counted));
  }
  // A logistic of the lead, as steep as the straight line 0.5 + lead / target near even, and never
  // flat: clamped, a side 150 points ahead (or behind) saw 1 (or 0) whatever it did, so both
  // searches discarded every card and rounds went void for ever (docs/AI.md, Balance).
  return game::againstBestOther(r.side_of, value, 0, [&](double mine, double best_other) {
    return 1.0 / (1.0 + std::exp(-4.0 * (mine - best_other) / r.options.target));
  });
}

State observe(const Rules &r, const State &state, int seat) {
  State s = state;
  game::hideOtherHands(s, seat);
  const int mine = seat >= 0 ? ownSide(r, seat) : -1;
  for (int side = 0; side < r.sideCount(); ++side) {
    if (side == mine) continue;
    for (Convoy &v : s.sides[static_cast<std::size_t>(side)].row.items)
      if (!v.card.face_up) v.card.card = kBack;
  }
  return s;
}

State determinize(const Rules &r, const State &observed, int seat, std::mt19937_64 &rng) {
  State s = observed;
  std::vector<int> pool = unseenCards(r, s);
  const int mine = seat >= 0 ? ownSide(r, seat) : -1;
  // Face-down convoys take convoy cards first. Those the seat sees as backs although they are
  // its own (a real table), and turned cards a table has not named, stay backs; their cards are
  // set apart all the same, so that the hands and the talon are dealt from the right rest.
  std::vector<CardId *> fill_in;
  int kept = 0;
  for (int side = 0; side < r.sideCount(); ++side) {
    Side &sd = s.sides[static_cast<std::size_t>(side)];
    for (Convoy &v : sd.row.items)
      if (v.card.card == kBack) {
        if (side != mine && !v.card.face_up)
          fill_in.push_back(&v.card.card);
        else
          ++kept;
      }
    for (const Taken &t : sd.port)
      kept += t.card == kBack;
    for (const Taken &t : sd.prizes)
      kept += t.card == kBack;
  }
  const std::vector<CardId> convoys =
      core::cards::takeRandom(pool, static_cast<int>(fill_in.size()) + kept, &r.is_convoy, rng);
  for (std::size_t i = 0; i < fill_in.size(); ++i)
    *fill_in[i] = convoys[i];
  game::dealUnseen(s, pool, seat, rng);
  return s;
}

} // namespace amiraute::nautic_miles
