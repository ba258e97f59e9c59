#include "games/planetes/State.h"

#include "core/Hash.h"
#include "core/hex/Combat.h"

namespace amiraute::planetes {

int State::actor() const {
  if (!retreats.empty()) return units[static_cast<std::size_t>(retreats.front().piece)].side;
  return side;
}

int State::unitAt(Hex h) const {
  for (std::size_t i = 0; i < units.size(); ++i)
    if (units[i].status == UnitStatus::OnBoard && units[i].hex == h) return static_cast<int>(i);
  return -1;
}

int State::onBoard(int s) const {
  int n = 0;
  for (const Unit &u : units)
    n += u.side == s && u.status == UnitStatus::OnBoard;
  return n;
}

int State::inHand(int s, int type) const {
  int n = 0;
  for (const Unit &u : units)
    n += u.side == s && u.status == UnitStatus::InHand && (type < 0 || static_cast<int>(u.type) == type);
  return n;
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
  case Victory::Invasion: return "invasion";
  case Victory::Annihilation: return "annihilation";
  case Victory::TurnLimit: return "turn limit";
  case Victory::Draw: return "draw";
  }
  return "?";
}

} // namespace amiraute::planetes
