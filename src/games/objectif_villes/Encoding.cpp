// The state's JSON form (Game::encode / Game::decode): every field, so that what a seat may see
// travels whole to its own machine (src/net) and decodes to an equal state.
#include "core/Json.h"
#include "games/objectif_villes/Game.h"

namespace amiraute::objectif_villes {

NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Piece, side, status, hex, moved, attacked)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(State, phase, side, turn, pieces, retreats, winner, victory)

nlohmann::json Game::encode(const Rules &, const State &state) { return state; }

State Game::decode(const Rules &, const nlohmann::json &json) { return json.get<State>(); }

} // namespace amiraute::objectif_villes
