// The state's JSON form (Game::encode / Game::decode): every field, so that what a seat may see
// travels whole to its own machine (src/net) and decodes to an equal state.
#include "core/Json.h"
#include "games/escadrilles/Game.h"

namespace amiraute::escadrilles {

NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Plane, side, number, hex, facing, last, speed, moved, fate)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(State, phase, turn, first, moving, planes, winner, victory)

nlohmann::json Game::encode(const Rules &, const State &state) { return state; }

State Game::decode(const Rules &, const nlohmann::json &json) { return json.get<State>(); }

} // namespace amiraute::escadrilles
