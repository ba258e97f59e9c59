#pragma once
/// The frame of a card game's table written once (draw/CardTable.h): the seat at the screen's
/// hand, one mat per team of seats (a boat's crew, a player alone or partners) in the team's colour
/// with its seats, and the pile and the discard. What lies on each mat is the game's.
#include "core/I18n.h"
#include "core/cards/Cards.h"
#include "core/cards/Deck.h"
#include "draw/CardTable.h"

#include <string>
#include <vector>

namespace amiraute::draw {

/// The table as seat `me` sees it (no hand when -1), `to_move` marked: for each team `k` (its
/// seats `teams[k]`, in seating order) a mat keyed `k`, its own when `me` sits in it, then
/// `mat(in, k, area)` gives mat `in.areas[area]` its title and status and adds its zones; the
/// discard with its label under it, the pile's `draw_count` (its label is the game's word).
template <class Mat>
CardTableInput teamTable(const core::cards::Deck &deck, const std::vector<core::cards::Hand> &hands,
                         const std::vector<std::string> &players, const std::vector<std::vector<int>> &teams,
                         int pile_size, const std::vector<CardId> &discard, int me, int to_move, Mat &&mat) {
  CardTableInput in;
  in.deck = &deck;
  showHand(in, me, hands, players);
  for (int k = 0; k < static_cast<int>(teams.size()); ++k) {
    const std::vector<int> &seats = teams[static_cast<std::size_t>(k)];
    CardArea a;
    a.colour = teamColour(k);
    for (int seat : seats)
      a.own = a.own || seat == me;
    a.key = k;
    addSeats(a, seats, hands, players, to_move, me);
    const int area = static_cast<int>(in.areas.size());
    in.areas.push_back(std::move(a));
    mat(in, k, area);
  }
  in.draw_count = pile_size;
  in.discard = discard;
  in.discard_label = core::fill(core::tr("Discard: {n}"), {{"n", std::to_string(discard.size())}});
  return in;
}

} // namespace amiraute::draw
