#pragma once
// Building Nautic Miles positions for the clause tests.
#include "core/Command.h"
#include "games/nautic_miles/Engine.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace amiraute::nautic_miles::testing {

/// Rules from a player list and `rules:` entries ("teams: true").
inline Rules make(const std::string &players = "[Anne, Bruno]", const std::string &options = "",
                  const std::string &extra = "") {
  std::string text = "game: nautic-miles\nplayers: " + players + "\n" + extra;
  if (!options.empty()) text += "rules: {" + options + "}\n";
  return parseRules(text, "test.yaml");
}

inline CardId C(const Rules &r, const std::string &id) { return r.deck.id(id); }

/// A round under way: `seat` to play (it has drawn), these hands; the talon holds the rest.
inline State midRound(const Rules &r, const std::vector<std::vector<std::string>> &hands, int seat = 0) {
  State s = initialState(r);
  s.phase = Phase::Play;
  s.seat = seat;
  s.turn = 1;
  s.dealt = r.seats() * r.options.hand_size;
  for (std::size_t i = 0; i < hands.size(); ++i)
    for (const auto &id : hands[i]) {
      s.hands[i].add(C(r, id));
      EXPECT_TRUE(s.pile.remove(C(r, id))) << id;
    }
  return s;
}

/// Put a convoy at the right end of a side's row, with these miles sailed (taken from the talon).
inline Convoy &convoy(const Rules &r, State &s, int side, const std::string &id, int miles = 0) {
  Convoy v;
  v.card = FaceDownCard{C(r, id), false};
  EXPECT_TRUE(s.pile.remove(C(r, id))) << id;
  for (const char *m : {"2000", "1000", "600", "400", "200"})
    while (miles >= r.miles(C(r, m)) && s.pile.count(C(r, m)) > 0) {
      v.miles.push_back(C(r, m));
      v.distance += r.miles(C(r, m));
      miles -= r.miles(C(r, m));
      s.pile.remove(C(r, m));
    }
  EXPECT_EQ(miles, 0);
  auto &row = s.sides[static_cast<std::size_t>(side)].row;
  row.insert(row.size(), v);
  return row[row.size() - 1];
}

/// Take a card lying beside a convoy out of the talon (its flag is set by the caller).
inline void fromTalon(const Rules &r, State &s, const std::string &id) {
  EXPECT_TRUE(s.pile.remove(C(r, id))) << id;
}

inline Action A(const Rules &r, const std::string &text) { return parseAction(r, core::splitCommand(text)); }

/// The clause that refuses `text`, or "ok".
inline std::string clauseOf(const Rules &r, const State &s, const std::string &text) {
  const auto ruling = validate(r, s, A(r, text));
  return ruling ? ruling->clause : "ok";
}

/// Let the program draw (the first card type left in the talon, so that no test depends on a
/// shuffle) until a player or the table must act.
inline State settle(const Rules &r, State s) {
  while (toMove(r, s) == game::kChance && s.phase != Phase::Reveal)
    s = apply(r, s, chanceOutcomes(r, s).front().action).state;
  return s;
}

/// Apply the actions, the program drawing before and between them (settle).
inline State play(const Rules &r, State s, const std::vector<std::string> &texts) {
  s = settle(r, s);
  for (const auto &t : texts)
    s = settle(r, apply(r, s, A(r, t)).state);
  return s;
}

inline bool cites(const std::vector<game::LogEntry> &log, const std::string &clause) {
  for (const auto &e : log)
    for (const auto &c : e.clauses)
      if (c == clause) return true;
  return false;
}

/// Every card of the state, backs included: the deck's total at every moment.
inline int cardsInPlay(const State &s) {
  int n = s.pile.size() + static_cast<int>(s.discard.size());
  for (const auto &h : s.hands)
    n += h.size();
  for (const Side &side : s.sides) {
    for (const Convoy &v : side.row.items)
      n += 1 + static_cast<int>(v.miles.size()) + static_cast<int>(v.battle.cards.size()) + v.alert +
           v.storm + v.neutral + (v.plane_by >= 0) + (v.mine_by >= 0);
    n += static_cast<int>(side.port.size() + side.prizes.size());
  }
  return n;
}

} // namespace amiraute::nautic_miles::testing
