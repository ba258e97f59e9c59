// The state's JSON form (Game::encode / Game::decode): every field, so that what a seat may see
// travels whole to its own machine (src/net) and decodes to an equal state.
#include "core/Json.h"
#include "games/nautic_miles/Game.h"

namespace amiraute::nautic_miles {

NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Battle, cards, seat, strength, attacker, tied, deadline)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Convoy, card, detected, miles, distance, alert, storm, neutral, plane_by,
                                   mine_by, mine_deadline, battle)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Taken, card, detected, largest_miles)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Side, row, port, prizes, score, last_round)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(RevealRef, side, where, index)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(SheetSide, arrived, port, at_sea, prizes, winner, slowness, round, total)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(RoundSheet, round, void_round, sides)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(State, phase, round, turn, seat, dealer, dealt, draws, pile, hands,
                                   discard, sides, reveals, then, winners, sheet)

nlohmann::json Game::encode(const Rules &, const State &state) { return state; }

State Game::decode(const Rules &, const nlohmann::json &json) { return json.get<State>(); }

} // namespace amiraute::nautic_miles
