#pragma once
/// Milles Nautiques as a picture (pure, no window): the card table (draw/CardTable.h) as a seat
/// sees it — one mat per boat with its wind, damage and protest piles, its jokers and its miles,
/// its crew's hands as backs; the pile and the discard; the seat's own hand face up.
#include "draw/CardTable.h"
#include "games/milles_nautiques/Rules.h"
#include "games/milles_nautiques/State.h"

#include <string>

namespace amiraute::milles_nautiques {

/// The zones of a boat's mat, in order: wind, damage, protest, jokers, miles.
inline constexpr int kZonesPerBoat = 5;

/// "350 / 1,500 miles · damaged"; `brief`: in fewer words, for a narrow mat.
std::string boatStatus(const Rules &rules, const State &state, int boat, bool brief = false);

/// The table as `seat` sees it in `shown` (what observe(seat) gave): the hand of `seat` face up
/// when it is a seat, `to_move` marked; every zone's key is its boat. Nothing is legal yet: the
/// board marks where a chosen card may go.
draw::CardTableInput cardTable(const Rules &rules, const State &shown, int seat, int to_move);

} // namespace amiraute::milles_nautiques
