// Escadrilles on paper: the map at true size (sea, plain, plateau and dark hexes in light tints,
// each with its altitude), the orientation rose, the planes to cut out (numbered per squadron, an
// arrow for the facing) and a speed sheet (planes x turns, as the original's).
#include "core/I18n.h"
#include "draw/HexPieces.h"
#include "games/escadrilles/Game.h"
#include "print/HexBoard.h"
#include "print/Kits.h"

#include <string>

namespace amiraute::escadrilles {

namespace {

using core::fill;
using core::tr;

std::string num(int n) { return std::to_string(n); }

constexpr Terrain kTerrains[] = {Terrain::Sea, Terrain::Plain, Terrain::Plateau, Terrain::Dark};

draw::HexCellLook paperCell(Terrain t) {
  switch (t) {
  case Terrain::Sea: return print::paperCell({224, 236, 250}, draw::HexPattern::Waves, {60, 110, 170, 150});
  case Terrain::Plain: return print::paperCell({232, 244, 222});
  case Terrain::Plateau:
    return print::paperCell({236, 222, 200}, draw::HexPattern::Hatching, {110, 80, 50, 220});
  case Terrain::Dark: return print::paperCell({150, 150, 156}, draw::HexPattern::Swirl, {30, 30, 36, 235});
  }
  return print::paperCell(draw::Color::white());
}

std::string terrainTitle(Terrain t) {
  switch (t) {
  case Terrain::Sea: return tr("sea · altitude 0");
  case Terrain::Plain: return tr("plain · altitude 1");
  case Terrain::Plateau: return tr("plateau · altitude 2");
  case Terrain::Dark: return tr("dark: a crash");
  }
  return "";
}

std::string terrainDetail(Terrain t) {
  if (t == Terrain::Dark) return tr("a plane that enters it crashes (ES-CRASH-1)");
  return tr("1 point a hex, +1 a level climbed; a level down gives 1 point back (ES-MAP-1, ES-MOVE-2)");
}

int palette(const Rules &rules, int side) {
  return draw::paletteOf(rules.sides[static_cast<std::size_t>(side)], side);
}

draw::HexSceneInput paperMap(const Rules &rules, bool pieces) {
  draw::HexSceneInput in =
      print::paperMap(rules.map, [&](core::Hex h) { return paperCell(rules.terrainAt(h)); });
  if (pieces)
    for (int s = 0; s < 2; ++s)
      for (const PlaneSetup &p : rules.planes[static_cast<std::size_t>(s)]) {
        in.tokens.push_back(
            draw::pieceToken(draw::TokenShape::Plane, p.hex, p.facing, palette(rules, s), num(p.number), {}));
        in.tokens.back().name = rules.sides[static_cast<std::size_t>(s)] + " " + num(p.number);
      }
  return in;
}

print::Board board(const Rules &rules, const print::Options &o) {
  const std::vector<print::HexLegendKind> kinds =
      print::presentKinds<Terrain>(rules.map, kTerrains, [](Terrain t) -> print::HexLegendKind {
        return {paperCell(t), terrainTitle(t), terrainDetail(t)};
      });
  std::vector<std::string> notes;
  notes.push_back(
      tr("Facings are numbered clockwise: 1 north, 2 north-east, 3 south-east, 4 south, 5 south-west, "
         "6 north-west, as on the rose (ES-MAP-1)."));
  print::Board b =
      print::hexBoard(tr("board"), paperMap(rules, false), kinds, {}, std::move(notes), "ES-MAP-1", o);
  b.rose = print::facingRose();
  return b;
}

print::PieceSheet planes(const Rules &rules, const print::Options &o) {
  std::vector<std::pair<draw::HexToken, int>> tokens;
  for (int s = 0; s < 2; ++s)
    for (const PlaneSetup &p : rules.planes[static_cast<std::size_t>(s)])
      tokens.push_back(
          {draw::pieceToken(draw::TokenShape::Plane, {0, 0}, 1, palette(rules, s), num(p.number), {}), 1});
  return print::tokenSheet(
      tr("planes"), tokens,
      {fill(
          tr("{a}: {na} planes; {b}: {nb} planes, numbered as in the scenario (ES-SIDE-1). The arrow is the "
             "plane's facing."),
          {{"a", rules.sides[0]},
           {"b", rules.sides[1]},
           {"na", num(static_cast<int>(rules.planes[0].size()))},
           {"nb", num(static_cast<int>(rules.planes[1].size()))}})},
      o);
}

print::Table speedSheet(const Rules &rules, int side) {
  print::Table t;
  t.title = fill(tr("speed sheet of {side}"), {{"side", rules.sides[static_cast<std::size_t>(side)]}});
  t.columns = {{tr("turn"), 0.7}};
  for (const PlaneSetup &p : rules.planes[static_cast<std::size_t>(side)])
    t.columns.push_back({fill(tr("plane {n}"), {{"n", num(p.number)}}), 1});
  t.numberRows(rules.turn_limit);
  t.notes.push_back(
      tr("Each turn, before anyone moves, write each plane's speed, 2 to 6 (ES-SPEED-1), in secret; then "
         "tell the referee (ES-SPEED-2)."));
  return t;
}

std::vector<print::ReferenceSection> reference(const Rules &rules) {
  const Options &o = rules.options;
  std::vector<print::ReferenceSection> out = print::turnReference({
      {"ES-TURN-1",
       o.alternate_first
           ? tr("Both squadrons set their speeds in secret; one flies all its planes and fires, then "
                "the other. The first to fly changes every turn.")
           : fill(tr("Both squadrons set their speeds in secret; {first} flies all its planes and "
                     "fires, then the other, every turn."),
                  {{"first", rules.sides[static_cast<std::size_t>(rules.first)]}})},
      {"ES-SPEED-1", fill(tr("Speed 2 to 6; turn 1 at {n}; then the same as last turn or one more or less."),
                          {{"n", num(o.first_turn_speed)}})},
  });
  {
    print::ReferenceSection &s = print::addSection(
        out, tr("Flying"),
        {
            {"ES-MOVE-1",
             tr("A plane spends exactly its points: its speed plus what descents give back. The path is "
                "the direction of each hex entered: `move SIDE 3 2 2 3`.")},
            {"ES-MOVE-2", tr("Each hex costs 1, +1 per level climbed; each level down gives 1 point back.")},
            {"ES-MOVE-3", tr("The first hex entered is the one straight ahead.")},
            {"ES-CRASH-1",
             tr("Into a dark hex, into another plane, or up without the points to climb: a crash "
                "(ES-CRASH-2, ES-CRASH-3).")},
        });
    print::ReferenceTable t;
    t.header = {tr("speed"), tr("turns allowed")};
    t.rows = {{"6, 5", tr("one of 60°")}, {"4, 3", tr("two of 60°")}, {"2", tr("one of 60° or 120°")}};
    t.clause = "ES-MOVE-4";
    s.tables.push_back(t);
  }
  print::addSection(
      out, tr("Fire"),
      {
          {"ES-FIRE-1",
           tr("After its squadron's move, a plane pointing at an enemy 1 or 2 hexes straight ahead "
              "shoots it down; all fire at once.")},
          {"ES-FIRE-2",
           o.line_of_fire == LineOfFire::NearestPlane
               ? tr("The nearest plane in the line stops the fire: an enemy is shot, a friend masks.")
           : o.line_of_fire == LineOfFire::NearestEnemy
               ? tr("Friends do not mask: the nearest enemy in the line is shot.")
               : tr("Every enemy in the two hexes is shot.")},
      });
  print::addSection(out, tr("Victory"),
                    {
                        {"ES-WIN-1", tr("A squadron with no plane left in the air has lost.")},
                        {"ES-WIN-2", fill(tr("After turn {n}: more planes in the air wins."),
                                          {{"n", num(rules.turn_limit)}})},
                        {"ES-WIN-3", o.tie_break == TieBreak::ShotDown
                                         ? tr("A tie: more enemy planes shot down wins; still equal, a draw.")
                                         : tr("A tie is a draw.")},
                    });
  return out;
}

print::Kit kit(const Rules &rules, const print::Options &o) {
  return {.boards = {board(rules, o)},
          .pieces = {planes(rules, o)},
          .sheets = {speedSheet(rules, 0), speedSheet(rules, 1)},
          .reference = reference(rules)};
}

} // namespace

} // namespace amiraute::escadrilles

AMIRAUTE_REGISTER_KIT_BOARD(amiraute::escadrilles::Game, amiraute::escadrilles::kit,
                            amiraute::escadrilles::paperMap)
