#include "games/objectif_villes/State.h"

#include "core/Hash.h"
#include "core/hex/Combat.h"

namespace amiraute::objectif_villes {

int State::actor() const {
  if (!retreats.empty()) return pieces[static_cast<std::size_t>(retreats.front().piece)].side;
  return side;
}

int State::pieceAt(Hex h) const {
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i].status == PieceStatus::OnBoard && pieces[i].hex == h) return static_cast<int>(i);
  return -1;
}

int State::onBoard(int s) const {
  int n = 0;
  for (const Piece &p : pieces)
    n += p.side == s && p.status == PieceStatus::OnBoard;
  return n;
}

int State::inHand(int s) const {
  int n = 0;
  for (const Piece &p : pieces)
    n += p.side == s && p.status == PieceStatus::InHand;
  return n;
}

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

const char *phaseName(Phase p) {
  switch (p) {
  case Phase::Placement: return "placement";
  case Phase::Movement: return "movement";
  case Phase::Combat: return "combat";
  case Phase::Over: return "over";
  }
  return "?";
}

const char *victoryName(Victory v) {
  switch (v) {
  case Victory::None: return "none";
  case Victory::Partial: return "partial";
  case Victory::Decisive: return "decisive";
  case Victory::Total: return "total";
  case Victory::MostCities: return "most cities";
  case Victory::Draw: return "draw";
  }
  return "?";
}

} // namespace amiraute::objectif_villes
