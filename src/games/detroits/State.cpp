#include "games/detroits/State.h"

#include "core/Hash.h"
#include "core/I18n.h"

namespace amiraute::detroits {

// Marked for the catalogue: the screen and the referee show tr(broadsideName(b)); the commands keep
// the English words.
const char *broadsideName(Broadside b) { return b == Broadside::Port ? N_("port") : N_("starboard"); }

int State::afloat(int side) const {
  int n = 0;
  for (std::size_t i = 0; i < ships.size(); ++i)
    n += ships[i].afloat() && ships[i].side == side;
  return n;
}

int State::points(int side) const {
  int n = 0;
  for (std::size_t i = 0; i < ships.size(); ++i)
    if (ships[i].afloat() && ships[i].side == side) n += ships[i].resistance;
  return n;
}

std::uint64_t State::hash() const {
  core::StateHasher h;
  h.add(std::string_view("detroits"));
  h.add(static_cast<int>(phase)).add(turn).add(wind).add(sealed[0]).add(sealed[1]);
  h.add(group).add(moment).add(held[0]).add(held[1]).add(contested).add(winner).add(
      static_cast<int>(victory));
  h.add(static_cast<std::uint64_t>(ships.size()));
  for (const Ship &s : ships) {
    h.add(s.side)
        .add(s.bow.hex.q)
        .add(s.bow.hex.r)
        .add(s.bow.facing)
        .add(s.resistance)
        .add(s.aground)
        .add(s.left);
    h.add(s.written).add(s.hidden).add(static_cast<std::uint64_t>(s.order.size()));
    for (OrderStep o : s.order)
      h.add(static_cast<int>(o));
    h.add(s.done).add(s.stopped).add(s.fired_at).add(s.fired_port).add(s.fired_starboard).add(s.sunk_at);
  }
  h.add(static_cast<std::uint64_t>(seen.size()));
  for (const FireChance &c : seen)
    h.add(c.ship).add(static_cast<int>(c.broadside)).add(c.target).add(c.distance).add(c.damage);
  return h.value();
}

const char *phaseName(Phase p) {
  switch (p) {
  case Phase::Wind: return "wind";
  case Phase::Orders: return "orders";
  case Phase::Execution: return "execution";
  case Phase::Over: return "over";
  }
  return "?";
}

const char *victoryName(Victory v) {
  switch (v) {
  case Victory::None: return "none";
  case Victory::LastAfloat: return "last_afloat";
  case Victory::Zone: return "zone";
  case Victory::TurnLimit: return "turn_limit";
  case Victory::Draw: return "draw";
  }
  return "?";
}

const char *victoryText(Victory v) {
  switch (v) {
  case Victory::None: return N_("not over");
  case Victory::LastAfloat: return N_("the other fleet has no ship afloat");
  case Victory::Zone: return N_("alone in the lighthouses' zone");
  case Victory::TurnLimit: return N_("ahead at the turn limit");
  case Victory::Draw: return N_("a draw");
  }
  return "?";
}

} // namespace amiraute::detroits
