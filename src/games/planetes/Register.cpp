// Planètes joins the program's tables: the registry, the computer, the referee.
#include "games/planetes/Game.h"
#include "games/planetes/Referee.h"
#include "referee/Register.h"

AMIRAUTE_REGISTER_GAME(amiraute::planetes::Game, "Planètes", amiraute::planetes::makeReferee)
