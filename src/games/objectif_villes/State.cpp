#include "games/objectif_villes/State.h"

#include "core/Hash.h"
#include "core/hex/Combat.h"

namespace amiraute::objectif_villes {

int State::actor() const { return game::sideToAct(pieces, retreats, side); }

int State::pieceAt(Hex h) const { return game::pieceOn(pieces, h); }

int State::onBoard(int s) const { return game::countPieces(pieces, s, PieceStatus::OnBoard); }

int State::inHand(int s) const { return game::countPieces(pieces, s, PieceStatus::InHand); }

std::uint64_t State::hash() const {
  core::StateHasher h;
  h.add(std::string_view("objectif-villes"));
  h.add(static_cast<int>(phase)).add(side).add(turn).add(winner).add(static_cast<int>(victory));
  h.add(static_cast<std::uint64_t>(pieces.size()));
  for (const Piece &p : pieces) {
    h.add(p.side).add(static_cast<int>(p.status));
    if (p.status == PieceStatus::OnBoard) h.add(p.hex.q).add(p.hex.r);
    h.add(p.moved).add(p.attacked);
  }
  core::hashRetreats(h, retreats);
  return h.value();
}

const char *victoryName(Victory v) {
  static const char *const names[] = {"none", "partial", "decisive", "total", "most cities", "draw"};
  return game::nameIn(v, names);
}

} // namespace amiraute::objectif_villes
