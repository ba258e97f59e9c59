#include "games/planetes/State.h"

#include "core/Hash.h"
#include "core/hex/Combat.h"

namespace amiraute::planetes {

int State::actor() const { return game::sideToAct(units, retreats, side); }

int State::unitAt(Hex h) const { return game::pieceOn(units, h); }

int State::onBoard(int s) const { return game::countPieces(units, s, UnitStatus::OnBoard); }

int State::inHand(int s, int type) const {
  return game::countPieces(units, s, UnitStatus::InHand,
                           [&](const Unit &u) { return type < 0 || static_cast<int>(u.type) == type; });
}

std::uint64_t State::hash() const {
  core::StateHasher h;
  h.add(std::string_view("planetes"));
  h.add(static_cast<int>(phase)).add(side).add(turn).add(winner).add(static_cast<int>(victory));
  h.add(static_cast<std::uint64_t>(units.size()));
  for (const Unit &u : units) {
    h.add(u.side).add(static_cast<int>(u.type)).add(static_cast<int>(u.status));
    if (u.status == UnitStatus::OnBoard) h.add(u.hex.q).add(u.hex.r);
    h.add(u.moved).add(u.attacked);
  }
  core::hashRetreats(h, retreats);
  return h.value();
}

const char *victoryName(Victory v) {
  static const char *const names[] = {"none", "invasion", "annihilation", "turn limit", "draw"};
  return game::nameIn(v, names);
}

} // namespace amiraute::planetes
