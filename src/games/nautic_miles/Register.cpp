// Nautic Miles joins the program's tables: the registry, the computer, the referee.
#include "games/nautic_miles/Game.h"
#include "games/nautic_miles/Referee.h"
#include "referee/Register.h"

AMIRAUTE_REGISTER_GAME(amiraute::nautic_miles::Game, "Nautic Miles", amiraute::nautic_miles::makeReferee)
