// The state's JSON form (Game::encode / Game::decode): every field, so that what a seat may see
// travels whole to its own machine (src/net) and decodes to an equal state.
#include "core/Json.h"
#include "games/milles_nautiques/Game.h"

namespace amiraute::milles_nautiques {

NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Boat, wind, damage, protest, jokers, miles, distance, skips, disqualified,
                                   total)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(PendingAttack, boat, attacker, card, joker)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(State, phase, leg, seat, leg_first, dealt, draws, resume, taken, pile,
                                   hands, discard, aside, boats, pending, winners, leg_winners)

nlohmann::json Game::encode(const Rules &, const State &state) { return state; }

State Game::decode(const Rules &, const nlohmann::json &json) { return json.get<State>(); }

} // namespace amiraute::milles_nautiques
