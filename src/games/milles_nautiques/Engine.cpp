#include "games/milles_nautiques/Engine.h"

#include "core/I18n.h"
#include "game/CardPlay.h"
#include "game/Standings.h"
#include "game/StepContext.h"

#include <algorithm>
#include <cmath>

namespace amiraute::milles_nautiques {

using core::fill;
using core::tr;

namespace {

using game::refuse;

const std::string &player(const Rules &r, int seat) { return r.players[static_cast<std::size_t>(seat)]; }
std::string cardName(const Rules &r, CardId c) { return r.deck.name(c); }
std::string num(int n) { return core::grouped(n); }

bool top(const std::vector<CardId> &pile, CardId c) { return !pile.empty() && pile.back() == c; }
bool hasJoker(const Boat &b, CardId joker) {
  return std::find(b.jokers.begin(), b.jokers.end(), joker) != b.jokers.end();
}

/// Hazards on a pile not yet covered by a remedy (hazards may pile up: MN-DMG-1, MN-PROT-1).
int openOn(const std::vector<CardId> &pile, CardId hazard, CardId remedy) {
  int open = 0;
  for (CardId c : pile)
    open += c == hazard ? 1 : c == remedy ? -1 : 0;
  return std::max(0, open);
}
int openDamage(const Rules &r, const Boat &b) { return openOn(b.damage, r.ids.avarie, r.ids.fin_avarie); }
int openProtests(const Rules &r, const Boat &b) { return openOn(b.protest, r.ids.protest, r.ids.reparation); }

/// Copies of `card` lying face up where everybody sees them (the discard, the cards set aside, the
/// boats): the others are in a hand or the pile, as far as the table can tell.
int inSight(const State &s, CardId card) {
  int n = static_cast<int>(std::count(s.discard.begin(), s.discard.end(), card) +
                           std::count(s.aside.begin(), s.aside.end(), card));
  for (const Boat &b : s.boats)
    for (const auto *pile : {&b.wind, &b.damage, &b.protest, &b.jokers, &b.miles})
      n += static_cast<int>(std::count(pile->begin(), pile->end(), card));
  return n;
}

bool isMiles(const Rules &r, CardId c) { return r.deck.type(c).kind == "miles"; }
bool isJoker(const Rules &r, CardId c) {
  return c == r.ids.tacticien || c == r.ids.vieux_loup || c == r.ids.kit;
}
/// Cards laid on another crew's boat (MN-ATTACK-1).
bool isAttack(const Rules &r, CardId c) {
  return c == r.ids.encalmine || c == r.ids.detresse || c == r.ids.avarie || c == r.ids.protest ||
         c == r.ids.panique;
}
/// The joker that protects from an attack (kBack: none, "Panique à bord").
CardId jokerFor(const Rules &r, CardId attack) {
  if (attack == r.ids.encalmine || attack == r.ids.protest) return r.ids.tacticien;
  if (attack == r.ids.detresse) return r.ids.vieux_loup;
  if (attack == r.ids.avarie) return r.ids.kit;
  return kBack;
}

/// Every card whose face is known in the state (hands, pile, discard, aside, boats).
template <class F> void forEachKnown(const State &s, F &&f) {
  game::forEachInPileHandsDiscard(s, f);
  for (CardId c : s.aside)
    f(c);
  for (const Boat &b : s.boats)
    for (const auto *pile : {&b.wind, &b.damage, &b.protest, &b.jokers, &b.miles})
      for (CardId c : *pile)
        f(c);
}

/// Whether `seat` may lay `card`: it is in the hand, or the hand holds cards nobody has seen and
/// one of them may be that card (a real table).
std::optional<Ruling> checkHeld(const Rules &r, const State &s, int seat, CardId card) {
  const Hand &h = s.hands[static_cast<std::size_t>(seat)];
  if (h.has(card)) return std::nullopt;
  if (h.backs() > 0) {
    if (unseenCards(r, s)[card] > 0) return std::nullopt;
    return refuse("MN-TABLE-1", [&] {
      return fill(tr("every {card} card of the deck is already in sight: {player} cannot hold one"),
                  {{"card", cardName(r, card)}, {"player", player(r, seat)}});
    });
  }
  return refuse("MN-TURN-1", [&] {
    return fill(tr("{player} holds no {card}"), {{"player", player(r, seat)}, {"card", cardName(r, card)}});
  });
}

/// Whether discarding `card` now would throw back what the seat just took from the discard: not
/// done (MN-TURN-3: that would be a turn passed without drawing) unless the hand holds nothing else.
bool throwsBack(const Rules &r, const State &s, CardId card) {
  const Hand &h = s.hands[static_cast<std::size_t>(s.seat)];
  return card == s.taken && !r.options.throw_back_taken && h.count(card) < h.size();
}

/// Miles from the start after sailing `miles` more: past the finish, the excess is sailed back
/// (MN-MILES-2).
int sail(int distance, int miles, int goal) {
  int d = distance + miles;
  for (int guard = 0; guard < 64 && (d > goal || d < 0); ++guard)
    d = d > goal ? 2 * goal - d : -d;
  return d;
}

struct Context : game::StepContext<Rules, Applied> {
  Boat &boat(int b) { return out.state.boats[static_cast<std::size_t>(b)]; }
  const std::string &name(int seat) const { return player(rules, seat); }
  std::string card(CardId c) const { return cardName(rules, c); }
};

void dealLeg(Context &c);

void startTurn(Context &c, int seat) {
  State &s = c.s();
  s.seat = seat;
  s.phase = Phase::Choose;
  s.draws = 0;
}

void finishGame(Context &c, std::vector<int> winners) {
  State &s = c.s();
  s.phase = Phase::Over;
  s.winners = std::move(winners);
  if (s.winners.empty()) {
    c.cite({"MN-END-2"}, [&] { return std::string(tr("nobody wins")); });
    return;
  }
  std::string names;
  for (int b : s.winners)
    names += (names.empty() ? "" : ", ") + c.rules.boatName(b);
  c.cite({c.rules.options.legs_total > 0 ? "MN-LEG-1" : "MN-END-1"}, [&] {
    return fill(tr("the game is over: {names} won"), {{"names", names}});
  });
}

/// The race is over: a boat crossed the line (`finisher`), or the pile ran out.
void endLeg(Context &c, int finisher) {
  State &s = c.s();
  const Rules &r = c.rules;
  s.leg_winners.clear();
  for (int b = 0; b < r.boatCount(); ++b) {
    Boat &boat = c.boat(b);
    if (protested(r, boat)) {
      boat.disqualified = true;
      c.cite({"MN-PROT-2"}, [&] {
        return fill(tr("{boat} still has a protest to answer: disqualified"), {{"boat", r.boatName(b)}});
      });
    }
  }
  if (finisher >= 0 && !c.boat(finisher).disqualified) {
    s.leg_winners = {finisher};
    c.cite({"MN-END-1"}, [&] {
      return fill(tr("{boat} crosses the line after {miles} miles and wins race {leg}"),
                  {{"boat", r.boatName(finisher)}, {"miles", num(r.distance())}, {"leg", num(s.leg)}});
    });
  } else {
    int best = -1;
    for (int b = 0; b < r.boatCount(); ++b)
      if (!c.boat(b).disqualified) best = std::max(best, c.boat(b).distance);
    for (int b = 0; b < r.boatCount(); ++b)
      if (!c.boat(b).disqualified && c.boat(b).distance == best) s.leg_winners.push_back(b);
    std::string names;
    for (int b : s.leg_winners)
      names += (names.empty() ? "" : ", ") + r.boatName(b);
    if (finisher < 0)
      c.cite({"MN-END-2"},
             [&] { return std::string(tr("the pile is empty: the race ends on the miles sailed")); });
    if (!s.leg_winners.empty())
      c.cite({"MN-END-2"}, [&] {
        return fill(tr("race {leg} goes to {names} with {miles} miles"),
                    {{"leg", num(s.leg)}, {"names", names}, {"miles", num(best)}});
      });
  }
  if (r.options.legs_total <= 0) {
    finishGame(c, s.leg_winners);
    return;
  }
  // MN-LEG-1: the miles of each race add up; a disqualified boat adds nothing.
  int best_total = -1;
  for (int b = 0; b < r.boatCount(); ++b) {
    Boat &boat = c.boat(b);
    if (!boat.disqualified) boat.total += boat.distance;
    best_total = std::max(best_total, boat.total);
    c.cite({"MN-LEG-1"}, [&] {
      return fill(tr("{boat}: {total} of {goal} miles"),
                  {{"boat", r.boatName(b)}, {"total", num(boat.total)}, {"goal", num(r.options.legs_total)}});
    });
  }
  if (best_total >= r.options.legs_total || (r.options.max_legs > 0 && s.leg >= r.options.max_legs)) {
    std::vector<int> winners;
    for (int b = 0; b < r.boatCount(); ++b)
      if (c.boat(b).total == best_total) winners.push_back(b);
    finishGame(c, winners);
    return;
  }
  // MN-SEAT-2, "honneur au dernier": the boat that came last in this race starts the next — a
  // disqualified boat below every other, then the fewest miles; a tie goes to the fewest miles
  // over the series, then to the boat listed first.
  const auto below = [&](int a, int b) {
    const Boat &x = c.boat(a), &y = c.boat(b);
    if (x.disqualified != y.disqualified) return x.disqualified;
    if (x.distance != y.distance) return x.distance < y.distance;
    return x.total < y.total;
  };
  int last = 0;
  for (int b = 1; b < r.boatCount(); ++b)
    if (below(b, last)) last = b;
  ++s.leg;
  s.leg_first = r.boats[static_cast<std::size_t>(last)].front();
  dealLeg(c);
  c.cite({"MN-LEG-1", "MN-SEAT-2"}, [&] {
    return fill(tr("race {leg}: a new deal; {player} (the last) plays first"),
                {{"leg", num(s.leg)}, {"player", c.name(s.leg_first)}});
  });
}

/// Gather the cards and deal a new race.
void dealLeg(Context &c) {
  State &s = c.s();
  const Rules &r = c.rules;
  game::gatherDeck(s, r.deck, r.deal == Deal::Table);
  s.aside.clear();
  for (Boat &b : s.boats) {
    const int total = b.total;
    b = Boat{};
    b.total = total;
  }
  s.phase = Phase::Deal;
  s.seat = s.leg_first;
  s.dealt = 0;
  s.draws = 0;
  s.pending = {};
}

/// The turn passes to the seat after `from`; a crew that owes a skip passes (MN-PANIC-1); an
/// empty pile ends the race (MN-END-2).
void nextTurn(Context &c, int from) {
  State &s = c.s();
  const Rules &r = c.rules;
  int seat = (from + 1) % r.seats();
  for (int guard = 0; guard <= 2 * r.seats() + 8; ++guard) {
    if (s.pile.empty()) {
      endLeg(c, -1);
      return;
    }
    Boat &b = c.boat(r.boat_of[static_cast<std::size_t>(seat)]);
    if (b.skips > 0) {
      --b.skips;
      c.cite({"MN-PANIC-1", "MN-TURN-2"}, [&] {
        return fill(tr("{player} skips the turn (panic on board)"), {{"player", c.name(seat)}});
      });
      seat = (seat + 1) % r.seats();
      continue;
    }
    startTurn(c, seat);
    return;
  }
  startTurn(c, seat);
}

/// The joker cancels the attacks it answers that are open on the boat (MN-JOKER-1).
void cancelWith(Context &c, int b, CardId joker) {
  Boat &boat = c.boat(b);
  const Rules &r = c.rules;
  // Every one still open: a stopping hazard on top of the wind pile; on the damage and protest
  // piles, as many as remedies have not covered (they may pile up: MN-DMG-1, MN-PROT-1).
  auto lift = [&](std::vector<CardId> &pile, CardId attack, int open) {
    for (int k = 0; k < open; ++k) {
      const auto it = std::find(pile.rbegin(), pile.rend(), attack);
      if (it == pile.rend()) return;
      pile.erase(std::next(it).base());
      c.s().discard.push_back(attack);
      c.cite({"MN-JOKER-1"}, [&] {
        return fill(tr("the {joker} lifts the {attack} from {boat}"),
                    {{"joker", c.card(joker)}, {"attack", c.card(attack)}, {"boat", r.boatName(b)}});
      });
    }
  };
  if (joker == r.ids.tacticien) {
    lift(boat.wind, r.ids.encalmine, top(boat.wind, r.ids.encalmine) ? 1 : 0);
    lift(boat.protest, r.ids.protest, openProtests(r, boat));
  } else if (joker == r.ids.vieux_loup) {
    lift(boat.wind, r.ids.detresse, top(boat.wind, r.ids.detresse) ? 1 : 0);
  } else if (joker == r.ids.kit) {
    lift(boat.damage, r.ids.avarie, openDamage(r, boat));
  }
}

/// Take a card out of `seat`'s hand: the card itself, or a card nobody had seen.
void takeFromHand(State &s, int seat, CardId card) {
  game::takeFromHand(s.hands[static_cast<std::size_t>(seat)], card);
}

/// `seat` answers the attack on its crew's boat with the joker (MN-MIST-1).
void mistoufle(Context &c, int seat) {
  State &s = c.s();
  const Rules &r = c.rules;
  const PendingAttack p = s.pending;
  Boat &boat = c.boat(p.boat);
  takeFromHand(s, seat, p.joker);
  boat.jokers.push_back(p.joker);
  c.cite({"MN-MIST-1"}, [&] {
    return fill(tr("Mistoufle! {player} answers the {attack} with the {joker}: +{miles} miles, two cards and "
                   "another play"),
                {{"player", c.name(seat)},
                 {"attack", c.card(p.card)},
                 {"joker", c.card(p.joker)},
                 {"miles", num(r.options.mistoufle_miles)}});
  });
  cancelWith(c, p.boat, p.joker);
  const int before = boat.distance;
  boat.distance = sail(boat.distance, r.options.mistoufle_miles, r.distance());
  if (before + r.options.mistoufle_miles > r.distance())
    c.cite({"MN-MILES-2"}, [&] {
      return fill(tr("{boat} overshoots the line and sails back to {miles} miles"),
                  {{"boat", r.boatName(p.boat)}, {"miles", num(boat.distance)}});
    });
  s.pending = {};
  if (boat.distance == r.distance()) {
    endLeg(c, p.boat);
    return;
  }
  s.seat = seat;
  s.draws = std::min(2, s.pile.size());
  s.phase = s.draws > 0 ? Phase::Draw : Phase::Play;
}

/// The attack card just laid comes back off the boat: a Mistoufle answers it.
void takeBackAttack(Context &c) {
  State &s = c.s();
  Boat &boat = c.boat(s.pending.boat);
  for (auto *pile : {&boat.wind, &boat.damage, &boat.protest})
    if (top(*pile, s.pending.card)) {
      pile->pop_back();
      s.discard.push_back(s.pending.card);
      return;
    }
}

/// The skipper of the attacked crew asked after `after` (-1: the first), in the crew's order;
/// -1 when every one has been asked. A skipper with no card cannot hold the joker.
int nextToAsk(const Rules &r, const State &s, int after) {
  bool passed = after < 0;
  for (int seat : r.boats[static_cast<std::size_t>(s.pending.boat)]) {
    if (passed && !s.hands[static_cast<std::size_t>(seat)].empty()) return seat;
    if (seat == after) passed = true;
  }
  return -1;
}

/// `seat` decides whether to lay the joker (MN-MIST-1). Everybody reads the question: it is asked
/// whether or not the crew holds the joker, so that asking tells nothing.
void ask(Context &c, int seat) {
  State &s = c.s();
  s.phase = Phase::Answer;
  s.seat = seat;
  c.cite({"MN-MIST-1"}, [&] {
    return fill(
        tr("{player} may answer the {attack} with the {joker}: mistoufle, or no mistoufle"),
        {{"player", c.name(seat)}, {"attack", c.card(s.pending.card)}, {"joker", c.card(s.pending.joker)}});
  });
}

/// The joker laid whenever it is held, without a question (`rules.mistoufle: always`, and how a
/// record saved before the question existed replays): the first skipper of the crew from `from`
/// on (-1: all of them) who holds it. False when none does.
bool callIfHeld(Context &c, int from) {
  State &s = c.s();
  bool reached = from < 0;
  for (int seat : c.rules.boats[static_cast<std::size_t>(s.pending.boat)]) {
    reached = reached || seat == from;
    if (reached && s.hands[static_cast<std::size_t>(seat)].has(s.pending.joker)) {
      takeBackAttack(c);
      mistoufle(c, seat);
      return true;
    }
  }
  return false;
}

/// The attack stands: the turn goes on from the attacker.
void attackStands(Context &c) {
  State &s = c.s();
  const int attacker = s.pending.attacker;
  s.pending = {};
  nextTurn(c, attacker);
}

/// After an attack: the attacked crew may answer with its joker (MN-MIST-1, MN-MIST-2).
/// Returns true when the turn does not simply pass on.
bool offerMistoufle(Context &c, int attacker, int b, CardId attack) {
  State &s = c.s();
  const Rules &r = c.rules;
  const CardId joker = jokerFor(r, attack);
  if (joker == kBack) return false;
  s.pending = PendingAttack{b, attacker, attack, joker};
  if (r.deal == Deal::Program && r.options.mistoufle == MistoufleCall::Ask) {
    // Asked unless the table sees that the joker is out of every hand (laid, discarded).
    const int first = r.deck.type(joker).count > inSight(s, joker) ? nextToAsk(r, s, -1) : -1;
    if (first >= 0) {
      ask(c, first);
      return true;
    }
    s.pending = {};
    return false;
  }
  if (callIfHeld(c, -1)) return true;
  bool unseen_in_crew = false;
  if (unseenCards(r, s)[joker] > 0)
    for (int seat : r.boats[static_cast<std::size_t>(b)])
      if (s.hands[static_cast<std::size_t>(seat)].backs() > 0) unseen_in_crew = true;
  if (unseen_in_crew) {
    s.phase = Phase::Mistoufle;
    c.cite({"MN-MIST-2"}, [&] {
      return fill(tr("does the crew of {boat} hold the {joker}? (mistoufle PLAYER, or no mistoufle)"),
                  {{"boat", r.boatName(b)}, {"joker", c.card(joker)}});
    });
    return true;
  }
  s.pending = {};
  return false;
}

/// A question asked and something else done instead: only a record saved before the question
/// existed does that (the referee and the screen ask for the answer). The crew answers as the
/// program then did for it — the joker laid if one of the skippers still to be asked holds it.
void answerAsBefore(Context &c) {
  if (!callIfHeld(c, c.s().seat)) attackStands(c);
}

std::optional<Ruling> validatePlay(const Rules &r, const State &s, const Action &a) {
  const int seat = s.seat;
  if (auto held = checkHeld(r, s, seat, a.card)) return held;
  const int own = r.boat_of[static_cast<std::size_t>(seat)];
  const Boat &mine = s.boats[static_cast<std::size_t>(own)];
  const int tb = a.target < 0 ? own : r.boat_of[static_cast<std::size_t>(a.target)];
  const Boat &target = s.boats[static_cast<std::size_t>(tb)];
  const CardId c = a.card;
  const auto card = [&] { return cardName(r, c); };

  if (isAttack(r, c)) {
    if (tb == own)
      return refuse("MN-ATTACK-1", [&] {
        return fill(tr("the {card} goes on another crew's boat: play {id} PLAYER"),
                    {{"card", card()}, {"id", r.deck.type(c).id}});
      });
    if (!started(target)) {
      // The original limits the skipper who has not started: he may only slow a boat that has.
      if (!started(mine))
        return refuse("MN-ATTACK-1", [&] {
          return fill(tr("{own} has not taken the start: its skippers attack only a boat that has, and "
                         "{boat} has not"),
                      {{"own", r.boatName(own)}, {"boat", r.boatName(tb)}});
        });
      if (!r.options.hazards_before_start)
        return refuse("MN-ATTACK-1", [&] {
          return fill(tr("{boat} has not taken the start yet and cannot be attacked"),
                      {{"boat", r.boatName(tb)}});
        });
      if (c == r.ids.encalmine || c == r.ids.detresse)
        return refuse(c == r.ids.encalmine ? "MN-WIND-2" : "MN-DIST-1", [&] {
          return fill(tr("{boat} has not taken the start: there is nothing to stop yet"),
                      {{"boat", r.boatName(tb)}});
        });
    }
    const CardId joker = jokerFor(r, c);
    if (joker != kBack && hasJoker(target, joker))
      return refuse("MN-JOKER-1", [&] {
        return fill(tr("{boat} has the {joker}: no {card} can touch it"),
                    {{"boat", r.boatName(tb)}, {"joker", cardName(r, joker)}, {"card", card()}});
      });
    if (c == r.ids.encalmine || c == r.ids.detresse) {
      if (!sailing(r, target))
        return refuse(c == r.ids.encalmine ? "MN-WIND-2" : "MN-DIST-1", [&] {
          return fill(tr("{boat} is already stopped: {calm} and {distress} do not pile up"),
                      {{"boat", r.boatName(tb)},
                       {"calm", cardName(r, r.ids.encalmine)},
                       {"distress", cardName(r, r.ids.detresse)}});
        });
    } else if (c == r.ids.avarie) {
      if (!r.options.hazards_pile_up && damaged(r, target))
        return refuse("MN-DMG-1", [&] {
          return fill(tr("{boat} is already damaged"), {{"boat", r.boatName(tb)}});
        });
    } else if (c == r.ids.protest) {
      if (!r.options.hazards_pile_up && protested(r, target))
        return refuse("MN-PROT-1", [&] {
          return fill(tr("{boat} already has a protest to answer"), {{"boat", r.boatName(tb)}});
        });
    } else if (c == r.ids.panique) {
      if (!r.options.hazards_pile_up && target.skips > 0)
        return refuse("MN-PANIC-1", [&] {
          return fill(tr("{boat} already skips its next turn"), {{"boat", r.boatName(tb)}});
        });
    }
    return std::nullopt;
  }

  if (tb != own)
    return refuse("MN-ATTACK-1", [&] {
      return fill(tr("the {card} goes on your own boat: play {id}"),
                  {{"card", card()}, {"id", r.deck.type(c).id}});
    });
  if (!started(mine) && c != r.ids.bon_vent)
    return refuse("MN-START-1", [&] {
      return fill(
          tr("{boat} has not taken the start: lay {wind}, attack a boat that has started, or discard"),
          {{"boat", r.boatName(own)}, {"wind", cardName(r, r.ids.bon_vent)}});
    });
  if (isMiles(r, c)) {
    if (!sailing(r, mine)) {
      const CardId t = mine.wind.back();
      return refuse(t == r.ids.detresse    ? "MN-DIST-1"
                    : t == r.ids.sauvetage ? "MN-DIST-1"
                                           : "MN-WIND-2",
                    [&] {
                      return fill(tr("{boat} is stopped ({card}): no miles until it is covered"),
                                  {{"boat", r.boatName(own)}, {"card", cardName(r, t)}});
                    });
    }
    const int miles = r.miles(c);
    if (damaged(r, mine) && miles > r.options.damage_limit)
      return refuse("MN-DMG-1", [&] {
        return fill(tr("{boat} is damaged: at most {limit} miles a card until {repair}"),
                    {{"boat", r.boatName(own)},
                     {"limit", num(r.options.damage_limit)},
                     {"repair", cardName(r, r.ids.fin_avarie)}});
      });
    if (r.options.protest_blocks_finish && protested(r, mine) &&
        sail(mine.distance, miles, r.distance()) == r.distance())
      return refuse("MN-PROT-2", [&] {
        return fill(tr("{boat} may not cross the line with a protest to answer"),
                    {{"boat", r.boatName(own)}});
      });
    return std::nullopt;
  }
  if (c == r.ids.bon_vent) {
    if (mine.wind.empty() || top(mine.wind, r.ids.encalmine)) return std::nullopt;
    if (r.options.bon_vent_after_sauvetage && top(mine.wind, r.ids.sauvetage)) return std::nullopt;
    if (top(mine.wind, r.ids.detresse))
      return refuse("MN-DIST-1", [&] {
        return fill(tr("{boat} is in distress: it needs {rescue}, not the wind"),
                    {{"boat", r.boatName(own)}, {"rescue", cardName(r, r.ids.sauvetage)}});
      });
    return refuse("MN-WIND-1", [&] {
      return fill(tr("{boat} already has the wind"), {{"boat", r.boatName(own)}});
    });
  }
  if (c == r.ids.sauvetage) {
    if (top(mine.wind, r.ids.detresse)) return std::nullopt;
    return refuse("MN-DIST-1", [&] {
      return fill(tr("{boat} is not in distress"), {{"boat", r.boatName(own)}});
    });
  }
  if (c == r.ids.fin_avarie) {
    if (damaged(r, mine)) return std::nullopt;
    return refuse("MN-DMG-1", [&] {
      return fill(tr("{boat} has no damage to repair"), {{"boat", r.boatName(own)}});
    });
  }
  if (c == r.ids.reparation) {
    if (protested(r, mine)) return std::nullopt;
    return refuse("MN-PROT-1", [&] {
      return fill(tr("{boat} has no protest to answer"), {{"boat", r.boatName(own)}});
    });
  }
  if (isJoker(r, c)) return std::nullopt;
  return refuse("MN-DECK-1", [&] { return fill(tr("the {card} cannot be played"), {{"card", card()}}); });
}

void applyPlay(Context &c, const Action &a) {
  State &s = c.s();
  const Rules &r = c.rules;
  const int seat = s.seat;
  const int own = r.boat_of[static_cast<std::size_t>(seat)];
  const int tb = a.target < 0 ? own : r.boat_of[static_cast<std::size_t>(a.target)];
  Boat &target = c.boat(tb);
  const CardId card = a.card;
  takeFromHand(s, seat, card);

  if (isAttack(r, card)) {
    if (card == r.ids.panique) {
      s.aside.push_back(card);
      ++target.skips;
      c.cite({"MN-PANIC-1"}, [&] {
        return fill(core::trn("{player}: panic on board {boat}, which skips its next turn",
                              "{player}: panic on board {boat}, which skips its next {n} turns",
                              target.skips),
                    {{"player", c.name(seat)}, {"boat", r.boatName(tb)}, {"n", num(target.skips)}});
      });
    } else {
      std::vector<CardId> &pile = card == r.ids.avarie    ? target.damage
                                  : card == r.ids.protest ? target.protest
                                                          : target.wind;
      pile.push_back(card);
      const char *clause = card == r.ids.encalmine  ? "MN-WIND-2"
                           : card == r.ids.detresse ? "MN-DIST-1"
                           : card == r.ids.avarie   ? "MN-DMG-1"
                                                    : "MN-PROT-1";
      c.cite({clause}, [&] {
        return fill(tr("{player} lays {card} on {boat}"),
                    {{"player", c.name(seat)}, {"card", c.card(card)}, {"boat", r.boatName(tb)}});
      });
      if (offerMistoufle(c, seat, tb, card)) return;
    }
    nextTurn(c, seat);
    return;
  }
  Boat &mine = c.boat(own);
  if (isMiles(r, card)) {
    const int miles = r.miles(card);
    const int before = mine.distance;
    mine.miles.push_back(card);
    mine.distance = sail(before, miles, r.distance());
    if (before + miles > r.distance())
      c.cite({"MN-MILES-1", "MN-MILES-2"}, [&] {
        return fill(tr("{player} sails {miles} miles: {boat} overshoots the line by {excess} and sails back "
                       "to {distance} of {goal}"),
                    {{"player", c.name(seat)},
                     {"miles", num(miles)},
                     {"boat", r.boatName(own)},
                     {"excess", num(before + miles - r.distance())},
                     {"distance", num(mine.distance)},
                     {"goal", num(r.distance())}});
      });
    else
      c.cite({"MN-MILES-1"}, [&] {
        return fill(tr("{player} sails {miles} miles: {boat} at {distance} of {goal}"),
                    {{"player", c.name(seat)},
                     {"miles", num(miles)},
                     {"boat", r.boatName(own)},
                     {"distance", num(mine.distance)},
                     {"goal", num(r.distance())}});
      });
    if (mine.distance == r.distance()) {
      endLeg(c, own);
      return;
    }
  } else if (card == r.ids.bon_vent) {
    const bool start = mine.wind.empty();
    mine.wind.push_back(card);
    c.cite({start ? "MN-START-1" : "MN-WIND-1"}, [&] {
      return start ? fill(tr("{player} lays {card}: {boat} takes the start"),
                          {{"player", c.name(seat)}, {"card", c.card(card)}, {"boat", r.boatName(own)}})
                   : fill(tr("{player} lays {card}: {boat} sails again"),
                          {{"player", c.name(seat)}, {"card", c.card(card)}, {"boat", r.boatName(own)}});
    });
  } else if (isJoker(r, card)) {
    mine.jokers.push_back(card);
    c.cite({"MN-JOKER-1"}, [&] {
      return fill(tr("{player} lays the {joker}: {boat} is protected for the rest of the race"),
                  {{"player", c.name(seat)}, {"joker", c.card(card)}, {"boat", r.boatName(own)}});
    });
    cancelWith(c, own, card);
  } else {
    std::vector<CardId> &pile = card == r.ids.sauvetage    ? mine.wind
                                : card == r.ids.fin_avarie ? mine.damage
                                                           : mine.protest;
    pile.push_back(card);
    const char *clause = card == r.ids.sauvetage    ? "MN-DIST-1"
                         : card == r.ids.fin_avarie ? "MN-DMG-1"
                                                    : "MN-PROT-1";
    c.cite({clause}, [&] {
      return fill(tr("{player} lays {card} on {boat}"),
                  {{"player", c.name(seat)}, {"card", c.card(card)}, {"boat", r.boatName(own)}});
    });
  }
  nextTurn(c, seat);
}

/// P(a hand of `hand` cards dealt from `unseen` holds none of the `copies`).
double noneAmong(int unseen, int copies, int hand) {
  double p = 1;
  for (int i = 0; i < hand; ++i) {
    if (unseen - i <= 0) return 0;
    p *= static_cast<double>(std::max(0, unseen - copies - i)) / (unseen - i);
  }
  return p;
}

} // namespace

bool started(const Boat &boat) { return !boat.wind.empty(); }

bool sailing(const Rules &rules, const Boat &boat) {
  if (boat.wind.empty()) return false;
  const CardId t = boat.wind.back();
  if (t == rules.ids.encalmine || t == rules.ids.detresse) return false;
  if (t == rules.ids.sauvetage && rules.options.bon_vent_after_sauvetage) return false;
  return true;
}

bool damaged(const Rules &rules, const Boat &boat) { return openDamage(rules, boat) > 0; }
bool protested(const Rules &rules, const Boat &boat) { return openProtests(rules, boat) > 0; }

std::vector<int> unseenCards(const Rules &rules, const State &state) {
  return core::cards::unseenPool(rules.deck.counts(), [&](auto f) { forEachKnown(state, f); });
}

State initialState(const Rules &rules) {
  State s;
  s.hands.resize(static_cast<std::size_t>(rules.seats()));
  s.boats.resize(static_cast<std::size_t>(rules.boatCount()));
  s.leg_first = rules.first;
  return game::startedSilently<Context>(rules, std::move(s), dealLeg);
}

int toMove(const Rules &, const State &s) {
  switch (s.phase) {
  case Phase::Deal:
  case Phase::Draw:
  case Phase::Mistoufle: return game::kChance;
  case Phase::Over: return game::kTerminal;
  default: return s.seat;
  }
}

std::optional<Ruling> validate(const Rules &r, const State &s, const Action &a) {
  if (s.phase == Phase::Over) return refuse("MN-END-1", [&] { return tr("the game is over"); });
  // Every card and seat named must exist (an action built by hand may hold anything).
  if (a.card != kBack && a.card >= r.deck.types.size())
    return refuse("MN-DECK-1", [&] { return tr("no such card"); });
  if (a.target >= r.seats() || a.seat >= r.seats())
    return refuse("MN-SEAT-1", [&] { return tr("no such player"); });
  if (s.phase == Phase::Answer) {
    const std::string &asked = player(r, s.seat);
    if (a.verb == Verb::NoMistoufle) return std::nullopt;
    if (a.verb == Verb::Mistoufle) {
      const int seat = a.seat < 0 ? s.seat : a.seat;
      if (seat != s.seat)
        return refuse("MN-MIST-1", [&] {
          return fill(tr("{player} answers now: mistoufle, or no mistoufle"), {{"player", asked}});
        });
      if (!s.hands[static_cast<std::size_t>(seat)].has(s.pending.joker))
        return refuse("MN-MIST-1", [&] {
          return fill(tr("{player} holds no {joker}"),
                      {{"player", asked}, {"joker", cardName(r, s.pending.joker)}});
        });
      return std::nullopt;
    }
    // Only a record saved before the question existed goes on without answering (answerAsBefore).
    Applied answered{s, {}};
    Context c{r, answered, Narration::Silent};
    answerAsBefore(c);
    if (validate(r, answered.state, a))
      return refuse("MN-MIST-1", [&] {
        return fill(tr("first {player} answers the {attack}: mistoufle, or no mistoufle"),
                    {{"player", asked}, {"attack", cardName(r, s.pending.card)}});
      });
    return std::nullopt;
  }
  const bool chance = s.phase == Phase::Deal || s.phase == Phase::Draw || s.phase == Phase::Mistoufle;
  const bool chance_verb = a.verb == Verb::Card || a.verb == Verb::Mistoufle || a.verb == Verb::NoMistoufle;
  if (chance && !chance_verb) {
    if (s.phase == Phase::Mistoufle)
      return refuse("MN-MIST-2", [&] {
        return tr("first say whether the attacked crew answers with its joker: mistoufle "
                  "PLAYER, or no mistoufle");
      });
    return refuse("MN-DEAL-1", [&] {
      return fill(tr("a card is being dealt to {player} first"), {{"player", player(r, s.seat)}});
    });
  }
  if (!chance && chance_verb)
    return refuse("MN-TURN-1", [&] {
      return fill(tr("it is {player}'s turn to {what}; cards are drawn by the program or the table"),
                  {{"player", player(r, s.seat)},
                   {"what", s.phase == Phase::Choose ? tr("draw or take") : tr("play or discard")}});
    });
  switch (a.verb) {
  case Verb::Card:
    if (s.phase == Phase::Mistoufle)
      return refuse("MN-MIST-2", [&] { return tr("say mistoufle PLAYER, or no mistoufle"); });
    if (s.pile.count(a.card) == 0)
      return refuse("MN-DEAL-1", [&] {
        return a.card == kBack ? tr("the program knows every card of this pile: name the card drawn")
                               : fill(tr("the pile holds no {card}"), {{"card", cardName(r, a.card)}});
      });
    return std::nullopt;
  case Verb::Mistoufle: {
    if (s.phase != Phase::Mistoufle)
      return refuse("MN-MIST-2", [&] { return tr("no attack waits for a Mistoufle"); });
    if (a.seat < 0)
      return refuse("MN-MIST-2", [&] { return tr("say who lays the joker: mistoufle PLAYER"); });
    if (r.boat_of[static_cast<std::size_t>(a.seat)] != s.pending.boat)
      return refuse("MN-MIST-1", [&] {
        return fill(tr("{player} is not of the crew of {boat}"),
                    {{"player", player(r, a.seat)}, {"boat", r.boatName(s.pending.boat)}});
      });
    const Hand &h = s.hands[static_cast<std::size_t>(a.seat)];
    if (!h.has(s.pending.joker) && (h.backs() == 0 || unseenCards(r, s)[s.pending.joker] == 0))
      return refuse("MN-MIST-2", [&] {
        return fill(tr("{player} cannot hold the {joker}"),
                    {{"player", player(r, a.seat)}, {"joker", cardName(r, s.pending.joker)}});
      });
    return std::nullopt;
  }
  case Verb::NoMistoufle:
    if (s.phase != Phase::Mistoufle)
      return refuse("MN-MIST-2", [&] { return tr("no attack waits for a Mistoufle"); });
    return std::nullopt;
  case Verb::Draw:
  case Verb::Take:
    if (s.phase != Phase::Choose)
      return refuse("MN-TURN-1", [&] {
        return fill(tr("{player} has drawn already: play or discard a card"),
                    {{"player", player(r, s.seat)}});
      });
    if (a.verb == Verb::Draw && s.pile.empty())
      return refuse("MN-END-2", [&] { return tr("the pile is empty"); });
    if (a.verb == Verb::Take && s.discard.empty())
      return refuse("MN-TURN-1", [&] { return tr("the discard is empty: draw from the pile"); });
    return std::nullopt;
  case Verb::Play:
  case Verb::Discard:
    if (s.phase != Phase::Play)
      return refuse("MN-TURN-1", [&] {
        return fill(tr("{player} first draws from the pile or takes the discard (draw, take)"),
                    {{"player", player(r, s.seat)}});
      });
    if (a.card == kBack) return refuse("MN-TURN-1", [&] { return tr("name the card"); });
    if (a.verb == Verb::Discard) {
      if (throwsBack(r, s, a.card))
        return refuse("MN-TURN-3", [&] {
          return fill(tr("{player} took the {card} from the discard: lay it or keep it, and discard another "
                         "card"),
                      {{"player", player(r, s.seat)}, {"card", cardName(r, a.card)}});
        });
      return checkHeld(r, s, s.seat, a.card);
    }
    return validatePlay(r, s, a);
  }
  return refuse("MN-TURN-1", [&] { return tr("unknown action"); });
}

Applied apply(const Rules &r, const State &state, const Action &a, Narration narration) {
  if (auto refusal = validate(r, state, a)) throw RuleViolation(*refusal);
  Applied out{state, {}};
  Context c{r, out, narration};
  State &s = out.state;
  if (s.phase == Phase::Answer && a.verb != Verb::Mistoufle && a.verb != Verb::NoMistoufle) {
    answerAsBefore(c);
    Applied then = apply(r, s, a, narration);
    out.log.insert(out.log.end(), then.log.begin(), then.log.end());
    out.state = std::move(then.state);
    return out;
  }
  if (a.verb == Verb::Play || a.verb == Verb::Discard) s.taken = kBack; // the turn's card is laid
  switch (a.verb) {
  case Verb::Card: {
    const int seat = s.seat;
    switch (game::takeCard(c, a.card, s.phase == Phase::Deal, "MN-DEAL-1", "MN-TURN-1", [&] {
      return fill(tr("{player} draws a card from the pile ({n} left)"),
                  {{"player", c.name(seat)}, {"n", num(s.pile.size())}});
    })) {
    case game::CardTaken::DealDone:
      c.cite({"MN-DEAL-1"}, [&] {
        return fill(
            core::trn("race {leg}: {n} card dealt to each skipper; {player} plays first ({goal} miles)",
                      "race {leg}: {n} cards dealt to each skipper; {player} plays first ({goal} miles)",
                      r.options.hand_size),
            {{"leg", num(s.leg)},
             {"n", num(r.options.hand_size)},
             {"player", c.name(s.leg_first)},
             {"goal", num(r.distance())}});
      });
      startTurn(c, s.leg_first);
      break;
    case game::CardTaken::DrawsDone: s.phase = Phase::Play; break;
    case game::CardTaken::Dealing:
    case game::CardTaken::Drawing: break;
    }
    break;
  }
  case Verb::Draw:
    s.phase = Phase::Draw;
    s.draws = 1;
    break;
  case Verb::Take: {
    const CardId card = s.discard.back();
    s.discard.pop_back();
    s.hands[static_cast<std::size_t>(s.seat)].add(card);
    s.taken = card;
    s.phase = Phase::Play;
    c.cite({"MN-TURN-1"}, [&] {
      return fill(tr("{player} takes the {card} from the discard"),
                  {{"player", c.name(s.seat)}, {"card", c.card(card)}});
    });
    break;
  }
  case Verb::Discard: {
    const int seat = s.seat;
    takeFromHand(s, seat, a.card);
    s.discard.push_back(a.card);
    c.cite({"MN-TURN-1"}, [&] {
      return fill(tr("{player} discards {card}"), {{"player", c.name(seat)}, {"card", c.card(a.card)}});
    });
    nextTurn(c, seat);
    break;
  }
  case Verb::Play: applyPlay(c, a); break;
  case Verb::Mistoufle:
    // The attack card comes off the boat, then the joker answers it.
    takeBackAttack(c);
    mistoufle(c, a.seat < 0 ? s.seat : a.seat);
    break;
  case Verb::NoMistoufle: {
    if (s.phase == Phase::Answer) {
      const int seat = s.seat;
      c.cite({"MN-MIST-1"}, [&] {
        return fill(tr("no Mistoufle from {player}"), {{"player", c.name(seat)}});
      });
      if (const int next = nextToAsk(r, s, seat); next >= 0)
        ask(c, next);
      else
        attackStands(c);
      break;
    }
    c.cite({"MN-MIST-2"}, [&] {
      return fill(tr("no Mistoufle from {boat}"), {{"boat", r.boatName(s.pending.boat)}});
    });
    attackStands(c);
    break;
  }
  }
  return out;
}

std::vector<Action> legalActions(const Rules &r, const State &s) {
  std::vector<Action> out;
  if (s.phase == Phase::Answer) {
    if (s.hands[static_cast<std::size_t>(s.seat)].has(s.pending.joker))
      out.push_back({Verb::Mistoufle, kBack, -1, s.seat});
    out.push_back({Verb::NoMistoufle, kBack, -1, -1});
    return out;
  }
  if (s.phase == Phase::Choose) {
    if (!s.pile.empty()) out.push_back({Verb::Draw, kBack, -1, -1});
    if (!s.discard.empty()) out.push_back({Verb::Take, kBack, -1, -1});
    return out;
  }
  if (s.phase != Phase::Play) return out;
  const game::UnwordedRefusals unworded; // only whether each candidate is refused
  const std::vector<CardId> candidates = game::heldOrUnseen(
      s.hands[static_cast<std::size_t>(s.seat)], [&] { return unseenCards(r, s); },
      [](std::size_t) { return true; });
  const int own = r.boat_of[static_cast<std::size_t>(s.seat)];
  for (CardId c : candidates) {
    const Action own_play{Verb::Play, c, -1, -1};
    if (!validate(r, s, own_play)) out.push_back(own_play);
    for (int b = 0; b < r.boatCount(); ++b) {
      if (b == own) continue;
      const Action attack{Verb::Play, c, r.boats[static_cast<std::size_t>(b)].front(), -1};
      if (!validate(r, s, attack)) out.push_back(attack);
    }
    if (!throwsBack(r, s, c)) out.push_back({Verb::Discard, c, -1, -1});
  }
  return out;
}

std::vector<game::ChanceOutcome<Action>> chanceOutcomes(const Rules &r, const State &s) {
  std::vector<game::ChanceOutcome<Action>> out;
  if (s.phase == Phase::Deal || s.phase == Phase::Draw) {
    for (const auto &[card, p] : core::cards::drawOdds(s.pile))
      out.push_back({Action{Verb::Card, card, -1, -1}, p});
    return out;
  }
  if (s.phase != Phase::Mistoufle) return out;
  // Who holds the joker, as far as the cards nobody has seen tell (a real table).
  const std::vector<int> unseen = unseenCards(r, s);
  int left = core::cards::poolSize(unseen);
  const int copies = unseen[s.pending.joker];
  double none = 1;
  for (int seat : r.boats[static_cast<std::size_t>(s.pending.boat)]) {
    const int backs = s.hands[static_cast<std::size_t>(seat)].backs();
    if (backs == 0) continue;
    const double miss = noneAmong(left, copies, backs);
    if (none * (1 - miss) > 0) out.push_back({Action{Verb::Mistoufle, kBack, -1, seat}, none * (1 - miss)});
    none *= miss;
    left -= backs;
  }
  if (none > 0) out.push_back({Action{Verb::NoMistoufle, kBack, -1, -1}, none});
  return out;
}

Action rollChance(const Rules &r, const State &s, core::DiceSource &dice) {
  if (s.phase == Phase::Deal || s.phase == Phase::Draw)
    return Action{Verb::Card, core::cards::drawCard(s.pile, dice), -1, -1};
  return game::drawOutcome(chanceOutcomes(r, s), dice);
}

std::vector<double> returnsOf(const Rules &r, const State &s) {
  return game::sharedReturns(r.seats(), s.winners, r.boats);
}

namespace {

/// A boat's race in miles, as the search judges it before the end: the miles sailed, less what its
/// stops and hazards will cost, plus what its crew's hands hold for the rest of the race. The
/// miles alone (the former judgement) made every discard worth the same and taking a useless card
/// from the discard worth as much as drawing for the card the boat waits for.
double raceValue(const Rules &r, const State &s, int b) {
  const Boat &boat = s.boats[static_cast<std::size_t>(b)];
  const double goal = r.distance();
  const double left = goal - boat.distance;
  constexpr double kTurn = 75; // about what a sailing boat makes in a turn
  // The crew's cards (a seat's own hand in its search; a sample for the others').
  std::vector<int> held(r.deck.types.size(), 0);
  for (int seat : r.boats[static_cast<std::size_t>(b)])
    for (CardId c : s.hands[static_cast<std::size_t>(seat)].cards)
      if (c != kBack) ++held[c];
  const auto has = [&](CardId c) { return held[c] > 0; };
  // What the boat lacks and how long it will wait for it: a turn to lay it when held, else the
  // turns to draw it (a "Bon vent" is about one card in eight).
  const auto wait = [&](bool remedy_held) { return remedy_held ? kTurn : 6 * kTurn; };
  double v = boat.total + boat.distance;
  const bool stopped = !sailing(r, boat);
  if (stopped) {
    const CardId t = boat.wind.empty() ? kBack : boat.wind.back();
    if (t == r.ids.detresse)
      v -= wait(has(r.ids.sauvetage) || has(r.ids.vieux_loup));
    else if (t == r.ids.encalmine)
      v -= wait(has(r.ids.bon_vent) || has(r.ids.tacticien));
    else
      v -= wait(has(r.ids.bon_vent));
  }
  if (!started(boat)) {
    // A boat that has not started cannot be stopped (MN-ATTACK-1, MN-WIND-2), but it has to start
    // to finish, and what the other crews hold to stop it waits for it there: counted as if it
    // sailed. Judged as a shelter, both searches held their "Bon vent" and neither race began.
    bool calm = false, distress = false;
    for (int other = 0; other < r.boatCount(); ++other)
      if (other != b)
        for (int seat : r.boats[static_cast<std::size_t>(other)])
          for (CardId c : s.hands[static_cast<std::size_t>(seat)].cards) {
            calm = calm || c == r.ids.encalmine;
            distress = distress || c == r.ids.detresse;
          }
    // Its "Bon vent" starts it: a second one, or the Tacticien, answers a calm.
    double threat = 0;
    if (calm) threat = wait(held[r.ids.bon_vent] >= 2 || has(r.ids.tacticien));
    if (distress) threat = std::max(threat, wait(has(r.ids.sauvetage) || has(r.ids.vieux_loup)));
    v -= threat;
  }
  const bool damaged_now = damaged(r, boat);
  if (damaged_now) v -= has(r.ids.fin_avarie) || has(r.ids.kit) ? kTurn : 3 * kTurn;
  if (protested(r, boat)) v -= has(r.ids.reparation) || has(r.ids.tacticien) ? kTurn : 0.2 * goal;
  v -= boat.skips * kTurn;
  // Mile cards held: about half their miles, as far as they fit in what is left to sail (the
  // excess is sailed back: MN-MILES-2); under damage only the small ones help until repaired. One
  // card is laid a turn and more are drawn: only the three largest count.
  const bool repair_held = has(r.ids.fin_avarie) || has(r.ids.kit);
  std::vector<int> values;
  for (std::size_t k = 0; k < held.size(); ++k) {
    const int m = r.miles(static_cast<CardId>(k));
    if (m <= 0 || m > left) continue;
    if (damaged_now && !repair_held && m > r.options.damage_limit) continue;
    for (int i = 0; i < held[k]; ++i)
      values.push_back(m);
  }
  std::sort(values.rbegin(), values.rend());
  double miles = 0;
  for (std::size_t i = 0; i < values.size() && i < 3; ++i)
    miles += values[i];
  v += 0.5 * std::min(miles, left);
  // The other cards: a spare remedy or wind is a hazard answered in one turn later on; a joker
  // protects and may answer an attack for more miles; an attack slows another boat.
  for (CardId c : {r.ids.bon_vent, r.ids.sauvetage, r.ids.fin_avarie, r.ids.reparation})
    if (has(c)) v += 0.2 * kTurn;
  for (CardId c : {r.ids.tacticien, r.ids.vieux_loup, r.ids.kit})
    if (has(c)) v += kTurn;
  int attacks = 0;
  for (CardId c : {r.ids.encalmine, r.ids.detresse, r.ids.avarie, r.ids.protest, r.ids.panique})
    attacks += held[c];
  v += 0.3 * kTurn * std::min(attacks, 2);
  return v;
}

} // namespace

std::vector<double> heuristic(const Rules &r, const State &s) {
  if (s.phase == Phase::Over) return returnsOf(r, s);
  std::vector<double> value;
  for (int b = 0; b < r.boatCount(); ++b)
    value.push_back(raceValue(r, s, b));
  // A lead of a few turns' miles decides most races: logistic on the lead, 250 miles for e^1.
  return game::againstBestOther(r.boat_of, value, -1e9, [](double mine, double best_other) {
    return 1.0 / (1.0 + std::exp(-(mine - best_other) / 250.0));
  });
}

State observe(const Rules &, const State &state, int seat) {
  State s = state;
  game::hideOtherHands(s, seat);
  return s;
}

State determinize(const Rules &r, const State &observed, int seat, std::mt19937_64 &rng) {
  State s = observed;
  std::vector<int> pool = unseenCards(r, s);
  game::dealUnseen(s, pool, seat, rng);
  if (s.pile.counts.size() < r.deck.types.size()) s.pile.counts.resize(r.deck.types.size(), 0);
  return s;
}

} // namespace amiraute::milles_nautiques
