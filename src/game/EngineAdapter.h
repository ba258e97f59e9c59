#pragma once
/// game::Adapter (game/Adapter.h) for an engine that also names, in its own namespace,
///   int toMove(const Rules &, const State &);                     // a seat, kChance or kTerminal
///   std::vector<double> returnsOf(const Rules &, const State &);  // per seat, at the end
/// and lists what its scenarios may name with `names(kind)` (`amiraute list`), so that a game's `Game`
/// derives from `game::EngineAdapter<Rules, State, Action, &loadRules, &names>` and adds only what
/// is its own: `name`, players() and what its engine names otherwise.
#include "game/Adapter.h"
#include "game/Names.h"

#include <string>
#include <string_view>
#include <vector>

namespace amiraute::game {

namespace adl {

template <class R, class S> int callToMove(const R &r, const S &s) { return toMove(r, s); }
template <class R, class S> std::vector<double> callReturns(const R &r, const S &s) {
  return returnsOf(r, s);
}

} // namespace adl

/// See the top of this file.
template <class R, class S, class A, R (*loadRules)(const std::string &),
          std::vector<NameLine> (*namesOf)(std::string_view)>
struct EngineAdapter : Adapter<R, S, A, loadRules> {
  static std::vector<NameLine> names(std::string_view kind) { return namesOf(kind); }
  static int toMove(const R &rules, const S &state) { return adl::callToMove(rules, state); }
  static std::vector<double> returns(const R &rules, const S &state) {
    return adl::callReturns(rules, state);
  }
};

/// A game with cards drawn as chance, hands hidden from the other seats and an estimate before
/// the end: what the program's tables need of such a game.
template <class G>
concept CardGameWithSecrets = Game<G> && RollsDice<G> && HasHiddenInformation<G> && HasHeuristic<G>;

} // namespace amiraute::game
