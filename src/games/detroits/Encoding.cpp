// The state's JSON form (Game::encode / Game::decode): every field, so that what a seat may see
// travels whole to its own machine (src/net) and decodes to an equal state.
#include "core/Json.h"
#include "games/detroits/Game.h"

namespace amiraute::detroits {

NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Ship, side, bow, resistance, aground, left, written, hidden, order, done,
                                   stopped, fired_at, fired_port, fired_starboard, sunk_at)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(FireChance, ship, broadside, target, distance, damage)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(State, phase, turn, wind, sealed, ships, group, moment, held, seen,
                                   contested, winner, victory)

nlohmann::json Game::encode(const Rules &, const State &state) { return state; }

State Game::decode(const Rules &, const nlohmann::json &json) { return json.get<State>(); }

} // namespace amiraute::detroits
