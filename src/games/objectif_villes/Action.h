#pragma once
/// Objectif Villes actions: what a player does, as a value with a text form that parses back.
///   place Pile 0304 · move 0304 0507 · attack 0506 with 0405 0406 · retreat 0506 0607 · end
#include "game/ActionText.h"
#include "game/ForcesActions.h"
#include "games/objectif_villes/Rules.h"

#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

namespace amiraute::objectif_villes {

/// Put a piece of `side` from its hand on `hex` (placement phase).
struct Place {
  int side = 0;
  Hex hex;
  friend bool operator==(const Place &, const Place &) = default;
};
/// Move, attack, retreat, end: as in every game of forces (game/ForcesActions.h).
using game::forces::Attack;
using game::forces::EndPhase;
using game::forces::Move;
using game::forces::Retreat;

/// Any action.
using Action = std::variant<Place, Move, Attack, Retreat, EndPhase>;

using game::ActionSyntaxError;

/// Text form of an action (side names are quoted if they hold spaces).
std::string formatAction(const Rules &rules, const Action &action);
/// Parse words (already split) into an action; ActionSyntaxError otherwise.
Action parseAction(const Rules &rules, const std::vector<std::string> &words);
/// Parse a whole line.
Action parseAction(const Rules &rules, const std::string &text);

} // namespace amiraute::objectif_villes
