#pragma once
// Building Milles Nautiques positions for the clause tests.
#include "core/Command.h"
#include "games/milles_nautiques/Engine.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace amiraute::milles_nautiques::testing {

/// Rules from a player list and `rules:` entries ("distance: 1000, crews: no").
inline Rules make(const std::string &players = "[Anne, Bruno]", const std::string &options = "",
                  const std::string &extra = "") {
  std::string text = "game: milles-nautiques\nplayers: " + players + "\n" + extra;
  if (!options.empty()) text += "rules: {" + options + "}\n";
  return parseRules(text, "test.yaml");
}

inline CardId C(const Rules &r, const std::string &id) { return r.deck.id(id); }

/// A race under way: `seat` to play (it has drawn), these hands; the pile holds the rest.
inline State midRace(const Rules &r, const std::vector<std::vector<std::string>> &hands, int seat = 0,
                     Phase phase = Phase::Play) {
  State s = initialState(r);
  s.phase = phase;
  s.seat = seat;
  s.dealt = r.seats() * r.options.hand_size;
  for (std::size_t i = 0; i < hands.size(); ++i)
    for (const auto &id : hands[i]) {
      s.hands[i].add(C(r, id));
      EXPECT_TRUE(s.pile.remove(C(r, id))) << id;
    }
  return s;
}

/// Lay cards on a boat's pile (taken from the pile).
inline void lay(const Rules &r, State &s, int boat, std::vector<CardId> Boat::*pile,
                const std::vector<std::string> &ids) {
  for (const auto &id : ids) {
    (s.boats[static_cast<std::size_t>(boat)].*pile).push_back(C(r, id));
    EXPECT_TRUE(s.pile.remove(C(r, id))) << id;
  }
}

inline Action A(const Rules &r, const std::string &text) { return parseAction(r, core::splitCommand(text)); }

/// The clause that refuses `text`, or "ok".
inline std::string clauseOf(const Rules &r, const State &s, const std::string &text) {
  const auto ruling = validate(r, s, A(r, text));
  return ruling ? ruling->clause : "ok";
}

inline State play(const Rules &r, State s, const std::vector<std::string> &texts) {
  for (const auto &t : texts)
    s = apply(r, s, A(r, t)).state;
  return s;
}

inline bool cites(const std::vector<game::LogEntry> &log, const std::string &clause) {
  for (const auto &e : log)
    for (const auto &c : e.clauses)
      if (c == clause) return true;
  return false;
}

} // namespace amiraute::milles_nautiques::testing
