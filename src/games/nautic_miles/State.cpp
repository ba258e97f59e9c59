#include "games/nautic_miles/State.h"

#include "core/Hash.h"
#include "game/CardPlay.h"

namespace amiraute::nautic_miles {

const char *phaseName(Phase p) {
  switch (p) {
  case Phase::Deal: return "deal";
  case Phase::Draw: return "draw";
  case Phase::Play: return "play";
  case Phase::Reveal: return "reveal";
  case Phase::Over: return "over";
  }
  return "?";
}

namespace {

void hashTaken(core::StateHasher &h, const std::vector<Taken> &list) {
  h.add(static_cast<int>(list.size()));
  for (const Taken &t : list)
    h.add(static_cast<int>(t.card)).add(t.detected).add(t.largest_miles);
}

} // namespace

std::uint64_t State::hash() const {
  core::StateHasher h;
  h.add(static_cast<int>(phase)).add(round).add(turn).add(seat).add(dealer).add(dealt).add(draws);
  game::hashPileHandsDiscard(h, *this);
  h.add(static_cast<int>(sides.size()));
  for (const Side &side : sides) {
    h.add(side.row.size());
    for (const Convoy &c : side.row.items) {
      h.add(static_cast<int>(c.card.card)).add(c.card.face_up).add(c.detected);
      core::cards::hashCards(h, c.miles);
      h.add(c.distance)
          .add(c.alert)
          .add(c.storm)
          .add(c.neutral)
          .add(c.plane_by)
          .add(c.mine_by)
          .add(c.mine_deadline);
      core::cards::hashCards(h, c.battle.cards);
      h.add(c.battle.seat)
          .add(c.battle.strength)
          .add(c.battle.attacker)
          .add(c.battle.tied)
          .add(c.battle.deadline);
    }
    hashTaken(h, side.port);
    hashTaken(h, side.prizes);
    h.add(side.score).add(side.last_round);
  }
  h.add(static_cast<int>(reveals.size()));
  for (const RevealRef &r : reveals)
    h.add(r.side).add(static_cast<int>(r.where)).add(r.index);
  h.add(static_cast<int>(then));
  h.add(static_cast<int>(winners.size()));
  for (int w : winners)
    h.add(w);
  return h.value();
}

} // namespace amiraute::nautic_miles
