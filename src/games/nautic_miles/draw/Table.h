#pragma once
/// Nautic Miles as a picture (pure, no window): the card table (draw/CardTable.h) as a seat sees it
/// — one mat per side (a player, or a team of two partners) with its row of convoys, each face down
/// (turned up for its own side, or once a radar found it) with its miles and battle cards over it
/// and tags for an alert, a storm, the neutral flag, a plane or a mine beside it; in one's own row,
/// the gaps where a new convoy may be slid in; the talon and the discard; the seat's own hand.
#include "draw/CardTable.h"
#include "games/nautic_miles/Rules.h"
#include "games/nautic_miles/State.h"

#include <string>

namespace amiraute::nautic_miles {

/// Zone keys: a gap of one's own row (kSlotKey + position), a convoy (side * kSideKey + index).
inline constexpr int kSlotKey = 100000;
inline constexpr int kSideKey = 1000;

/// "12 points · this round 3 · in port 2 · prizes 1".
std::string sideStatus(const Rules &rules, const State &state, int side);

/// The table as `seat` sees it in `shown` (what observe(seat) gave), `to_move` marked. `gaps`: the
/// gaps of the seat's own row are shown (while a convoy is chosen; always in an empty row). Nothing
/// is legal yet: the board marks where a chosen card may go.
draw::CardTableInput cardTable(const Rules &rules, const State &shown, int seat, int to_move,
                               bool gaps = false);

} // namespace amiraute::nautic_miles
