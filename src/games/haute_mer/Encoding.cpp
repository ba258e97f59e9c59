// The state's JSON form (Game::encode / Game::decode): every field, so that what a seat may see
// travels whole to its own machine (src/net) and decodes to an equal state.
#include "core/Json.h"
#include "games/haute_mer/Game.h"

namespace amiraute::haute_mer {

NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(ShipState, movement, combat, structure, sunk, escaped, pose, moved_ud,
                                   straight_since_pivot, fired, torpedoed)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(PendingDamage, ship, points)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Attack, ship, target, torpedo, range)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(State, turn, side, phase, ships, pending, attack, over, winner)

nlohmann::json Game::encode(const Rules &, const State &state) { return state; }

State Game::decode(const Rules &, const nlohmann::json &json) { return json.get<State>(); }

} // namespace amiraute::haute_mer
