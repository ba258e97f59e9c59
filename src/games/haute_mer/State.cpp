#include "games/haute_mer/State.h"

#include "core/Hash.h"
#include "games/haute_mer/Rules.h"

namespace amiraute::haute_mer {

const char *phaseName(Phase p) { return p == Phase::Movement ? "movement" : "fire"; }

std::uint64_t State::hash() const {
  core::StateHasher h;
  h.add(turn).add(side).add(static_cast<int>(phase)).add(over).add(winner.value_or(-1));
  h.add(pending.has_value()).add(pending ? pending->ship : -1).add(pending ? pending->points : 0);
  // Only while an attack waits for its dice: every state of a record written before attacks and
  // rolls were two steps keeps its hash, so those records still load.
  if (attack)
    h.add(std::uint64_t{0xA77AC4})
        .add(attack->ship)
        .add(attack->target)
        .add(attack->torpedo)
        .add(attack->range.has_value())
        .add(attack->range.value_or(0.0));
  h.add(static_cast<std::uint64_t>(ships.size()));
  for (const ShipState &s : ships) {
    h.add(s.movement).add(s.combat).add(s.structure).add(s.sunk).add(s.pose.has_value());
    if (s.escaped) h.add(std::uint64_t{0xE5CA9E}); // only then: older records keep their hashes
    if (s.pose) h.add(s.pose->center.x).add(s.pose->center.y).add(s.pose->heading_deg);
    h.add(s.moved_ud).add(s.straight_since_pivot).add(s.fired).add(s.torpedoed);
  }
  return h.value();
}

State initialState(const Scenario &scenario) {
  State st;
  st.side = scenario.first_side;
  for (std::size_t i = 0; i < scenario.ships.size(); ++i) {
    const ShipClass &c = scenario.shipClass(static_cast<int>(i));
    ShipState s;
    const ShipSetup &setup = scenario.ships[i];
    s.movement = c.movement - setup.damage_movement; // HM-SCEN-1
    s.combat = c.combat - setup.damage_combat;
    s.structure = c.structure - setup.damage_structure;
    s.pose = scenario.ships[i].pose;
    st.ships.push_back(s);
  }
  return st;
}

core::Base shipBase(const Scenario &scenario, const State &state, int ship) {
  const ShipClass &c = scenario.shipClass(ship);
  return core::Base{state.ships[ship].pose.value_or(core::Pose{}), c.length, c.width};
}

} // namespace amiraute::haute_mer
