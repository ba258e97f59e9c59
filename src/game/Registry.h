#pragma once
/// The registry: the one table of games, below everything that needs one game among many at run
/// time. A scenario's (or a record's) `game:` key picks its entry; each entry knows what every
/// layer above needs at this level — check a scenario, open a game of it behind game::AnyMatch, run
/// the generic checks. The layers above keep their own tables keyed by the same name (the computer
/// in ai/Registry.h, the referee in referee/Registry.h, the screen's boards in ui/Boards.h), and a
/// game fills them all from its own folder (referee/Register.h): adding a game touches no shared
/// file.
#include "game/Authoring.h"
#include "game/Checks.h"
#include "game/Match.h"
#include "game/Names.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace amiraute::game {

/// One game, its type erased.
struct GameEntry {
  std::string name;  ///< the scenario's `game:` ("haute-mer")
  std::string title; ///< for people ("Haute Mer")
  /// Load a scenario and throw core::YamlError (file:line:column) when it is bad.
  std::function<void(const std::string &scenario)> validate;
  /// A game of a scenario from its start, the program's dice seeded by `seed`.
  std::function<std::unique_ptr<AnyMatch>(const std::string &scenario, std::uint64_t seed)> open;
  /// A saved record or a journal, replayed (core::YamlError when it does not load).
  std::function<std::unique_ptr<AnyMatch>(const std::string &record, std::uint64_t seed)> load;
  /// The generic checks (game/Checks.h): one random game of a scenario.
  std::function<CheckReport(const std::string &scenario, const CheckOptions &)> check;
  /// What the scenario editor may change (G::authoring(), when the game says).
  Authoring authoring;
  /// What its scenarios may name of a kind (game::kNameKinds: "terrain", "classes", "cards",
  /// "options", "sides"), for `amiraute list`; empty when the game has no such thing.
  std::function<std::vector<NameLine>(std::string_view kind)> names;
};

/// A game that lists what its scenarios may name (game/Names.h).
template <class G>
concept NamesItsWords = requires(std::string_view kind) {
  { G::names(kind) } -> std::same_as<std::vector<NameLine>>;
};

/// Every game, in the order of their names.
const std::vector<GameEntry> &games();
/// The entry for a game name, or nullptr.
const GameEntry *findGame(const std::string &name);
/// The entry for a scenario file (its `game:` key) or a record (its `game:` too). Throws
/// core::YamlError at the key's line and column when the game is unknown, naming the known ones.
const GameEntry &gameOf(const std::string &path);
/// Add a game to the table (referee/Register.h does it for each game's folder; a name given twice
/// is a programming error: std::logic_error).
void addGame(GameEntry entry);

/// The entry of a game type: its name and checks from G.
template <Game G> GameEntry gameEntry(std::string title) {
  GameEntry e;
  e.name = std::string(G::name);
  e.title = std::move(title);
  e.validate = [](const std::string &path) { (void)G::load(path); };
  e.open = [](const std::string &scenario, std::uint64_t seed) -> std::unique_ptr<AnyMatch> {
    return std::make_unique<Match<G>>(Match<G>::open(scenario, seed));
  };
  e.load = [](const std::string &record, std::uint64_t seed) -> std::unique_ptr<AnyMatch> {
    return std::make_unique<Match<G>>(Match<G>::load(record, seed));
  };
  e.check = [](const std::string &scenario, const CheckOptions &options) {
    return checkRandomGame<G>(scenario, options);
  };
  if constexpr (requires {
                  { G::authoring() } -> std::convertible_to<Authoring>;
                })
    e.authoring = G::authoring();
  e.names = [](std::string_view kind) -> std::vector<NameLine> {
    if constexpr (NamesItsWords<G>)
      return G::names(kind);
    else
      return {};
  };
  return e;
}

} // namespace amiraute::game
