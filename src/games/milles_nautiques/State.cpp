#include "games/milles_nautiques/State.h"

#include "core/Hash.h"
#include "game/CardPlay.h"

namespace amiraute::milles_nautiques {

const char *phaseName(Phase p) {
  switch (p) {
  case Phase::Deal: return "deal";
  case Phase::Choose: return "choose";
  case Phase::Draw: return "draw";
  case Phase::Play: return "play";
  case Phase::Mistoufle: return "mistoufle";
  case Phase::Over: return "over";
  case Phase::Answer: return "answer";
  }
  return "?";
}

std::uint64_t State::hash() const {
  core::StateHasher h;
  h.add(static_cast<int>(phase)).add(leg).add(seat).add(leg_first).add(dealt).add(draws).add(resume);
  // Mixed in only while set, so that the states of records from before it hash as they did.
  if (taken != kBack) h.add(1000 + static_cast<int>(taken));
  game::hashPileHandsDiscard(h, *this);
  core::cards::hashCards(h, aside);
  h.add(static_cast<int>(boats.size()));
  for (const Boat &b : boats) {
    core::cards::hashCards(h, b.wind);
    core::cards::hashCards(h, b.damage);
    core::cards::hashCards(h, b.protest);
    core::cards::hashCards(h, b.jokers);
    core::cards::hashCards(h, b.miles);
    h.add(b.distance).add(b.skips).add(b.disqualified).add(b.total);
  }
  h.add(pending.boat)
      .add(pending.attacker)
      .add(static_cast<int>(pending.card))
      .add(static_cast<int>(pending.joker));
  h.add(static_cast<int>(winners.size()));
  for (int w : winners)
    h.add(w);
  h.add(static_cast<int>(leg_winners.size()));
  for (int w : leg_winners)
    h.add(w);
  return h.value();
}

} // namespace amiraute::milles_nautiques
