// Objectif Villes joins the program's tables: the registry, the computer, the referee.
#include "games/objectif_villes/Game.h"
#include "games/objectif_villes/Referee.h"
#include "referee/Register.h"

AMIRAUTE_REGISTER_GAME(amiraute::objectif_villes::Game, "Objectif Villes", amiraute::objectif_villes::makeReferee)
