// Haute Mer joins the program's tables: the registry, the computer, the referee.
#include "games/haute_mer/Game.h"
#include "games/haute_mer/Referee.h"
#include "referee/Register.h"

AMIRAUTE_REGISTER_GAME(amiraute::haute_mer::Game, "Haute Mer", amiraute::haute_mer::makeReferee)
