// Milles Nautiques joins the program's tables: the registry, the computer, the referee.
#include "games/milles_nautiques/Game.h"
#include "games/milles_nautiques/Referee.h"
#include "referee/Register.h"

AMIRAUTE_REGISTER_GAME(amiraute::milles_nautiques::Game, "Milles Nautiques", amiraute::milles_nautiques::makeReferee)
