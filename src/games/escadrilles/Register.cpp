// Escadrilles joins the program's tables: the registry, the computer, the referee.
#include "games/escadrilles/Game.h"
#include "games/escadrilles/Referee.h"
#include "referee/Register.h"

AMIRAUTE_REGISTER_GAME(amiraute::escadrilles::Game, "Escadrilles", amiraute::escadrilles::makeReferee)
