// Détroits joins the program's tables: the registry, the computer, the referee.
#include "games/detroits/Game.h"
#include "games/detroits/Referee.h"
#include "referee/Register.h"

AMIRAUTE_REGISTER_GAME(amiraute::detroits::Game, "Détroits", amiraute::detroits::makeReferee)
