#pragma once
/// The print table: each game's kit, keyed by the game's name (game/Registry.h), filled from the
/// game's own folder (src/games/<game>/draw/Kit.cpp) in one line, so that src/print names no game:
///
/// ```cpp
/// AMIRAUTE_REGISTER_KIT(amiraute::planetes::Game, amiraute::planetes::kit)
/// ```
///
/// where `kit` is `print::Kit kit(const Game::Rules &, const print::Options &)`: every part of the
/// game's kit (kitOf keeps those the options want, and names the game and the scenario). A game whose board
/// is a hex map may also give `print::Picture board(const Game::Rules &, const BoardLook &)`, or
/// only its paper map, `draw::HexSceneInput paperMap(const Game::Rules &, bool pieces)`
/// (AMIRAUTE_REGISTER_KIT_BOARD), which `amiraute render --light --no-pieces` draws.
#include "draw/HexPieces.h"
#include "game/Game.h"
#include "print/HexBoard.h"
#include "print/Kit.h"
#include "print/Options.h"
#include "print/Page.h"

#include <functional>
#include <string>
#include <vector>

namespace amiraute::print {

/// How a board is drawn alone (amiraute render): on paper or as on screen, with the pieces where
/// the scenario puts them or without.
struct BoardLook {
  bool paper = true;
  bool pieces = false;
  double scale = 40; ///< device units (pixels, half points) per world unit: texts and lines follow it
};

/// One game's entries in the print table.
struct KitEntry {
  std::string game;
  /// The kit of a scenario (its rules loaded from the file; core::YamlError when it is bad).
  std::function<Kit(const std::string &scenario, const Options &)> kit;
  /// The board alone, at one world unit per `Picture::mm_per_unit` (may be empty: no board).
  std::function<Picture(const std::string &scenario, const BoardLook &)> board;
};

/// Add a game's kit (a name given twice is a std::logic_error).
void addKit(KitEntry entry);
/// The entry of a game, or nullptr.
const KitEntry *findKit(const std::string &game);
/// Every game with a kit, by name.
std::vector<std::string> kitGames();

/// The kit of a scenario by its `game:` key, with the parts `options` want, titled with the game's
/// title (game/Registry.h) and the scenario's: core::YamlError for a bad or
/// unknown game, std::runtime_error for a game without a kit.
Kit kitOf(const std::string &scenario, const Options &options);
/// The pages of a scenario's kit.
std::vector<Page> printPages(const std::string &scenario, const Options &options);
/// "" when `out` may hold a kit (its name ends in .pdf), else why not.
std::string checkPdfName(const std::string &out);
/// Print a scenario's kit to `out` (a .pdf): "" or why not (nothing is left half-written).
std::string printKit(const std::string &scenario, const std::string &out, const Options &options);
/// Draw a scenario's board alone to `out` (.png, .svg or .pdf by its extension), `width` x `height`
/// pixels for a PNG, points otherwise: "" or why not. std::runtime_error when the game has no board
/// to print.
std::string renderBoard(const std::string &scenario, const std::string &out, const BoardLook &look,
                        double width, double height);
/// True when the scenario's game can draw its board alone (renderBoard).
bool hasBoardPicture(const std::string &scenario);

/// A game's entry with its kit, no board yet.
template <game::Game G> KitEntry kitEntry(Kit (*kit)(const typename G::Rules &, const Options &)) {
  KitEntry e;
  e.game = std::string(G::name);
  e.kit = [kit](const std::string &scenario, const Options &options) {
    const typename G::Rules rules = G::load(scenario);
    Kit k = kit(rules, options);
    k.scenario = rules.title;
    return k;
  };
  return e;
}

template <game::Game G>
bool registerKit(Kit (*kit)(const typename G::Rules &, const Options &),
                 Picture (*board)(const typename G::Rules &, const BoardLook &) = nullptr) {
  KitEntry e = kitEntry<G>(kit);
  if (board)
    e.board = [board](const std::string &scenario, const BoardLook &look) {
      const typename G::Rules rules = G::load(scenario);
      Picture pic = board(rules, look);
      if (pic.caption.empty()) pic.caption.title = rules.title;
      return pic;
    };
  addKit(std::move(e));
  return true;
}

/// A hex game's kit and its board alone: the map `paper_map` draws in the paper look (with the
/// scenario's pieces or without) at the look's scale.
template <game::Game G>
bool registerKit(Kit (*kit)(const typename G::Rules &, const Options &),
                 draw::HexSceneInput (*paper_map)(const typename G::Rules &, bool pieces)) {
  KitEntry e = kitEntry<G>(kit);
  e.board = [paper_map](const std::string &scenario, const BoardLook &look) {
    const typename G::Rules rules = G::load(scenario);
    draw::HexSceneInput in = paper_map(rules, look.pieces);
    in.names = look.pieces;
    if (look.paper) in.name_color = draw::Color(24, 26, 30);
    Picture pic = hexMapAt(in, look.scale);
    pic.caption = draw::hexCaption(rules.title, rules.sides, in);
    return pic;
  };
  addKit(std::move(e));
  return true;
}

} // namespace amiraute::print

/// Registers a game's kit at the start of the program (see above).
#define AMIRAUTE_REGISTER_KIT(GAME, KIT)                                                                     \
  namespace {                                                                                                \
  [[maybe_unused]] const bool amiraute_kit_registered = ::amiraute::print::registerKit<GAME>(KIT);           \
  }
/// Registers a game's kit and its board drawn alone.
#define AMIRAUTE_REGISTER_KIT_BOARD(GAME, KIT, BOARD)                                                        \
  namespace {                                                                                                \
  [[maybe_unused]] const bool amiraute_kit_registered = ::amiraute::print::registerKit<GAME>(KIT, BOARD);    \
  }
