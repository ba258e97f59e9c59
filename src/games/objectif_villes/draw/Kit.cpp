// Objectif Villes on paper: the board at true size in light tints (cities, forests, mountains and
// sea each with a pattern that reads in black and white, rivers along the hexsides), the coins to
// cut out for a table without old centimes, and the legend with what each terrain costs and is worth.
#include "core/I18n.h"
#include "draw/HexPieces.h"
#include "games/objectif_villes/Game.h"
#include "print/HexBoard.h"
#include "print/Kits.h"

#include <string>

namespace amiraute::objectif_villes {

namespace {

using core::fill;
using core::tr;

std::string num(int n) { return std::to_string(n); }

constexpr Terrain kTerrains[] = {Terrain::Plain, Terrain::City, Terrain::Forest, Terrain::Mountain,
                                 Terrain::Sea};

draw::HexCellLook paperCell(Terrain t) {
  switch (t) {
  case Terrain::Plain: return print::paperCell(draw::Color::white());
  case Terrain::City: return print::paperCell({246, 214, 208}, draw::HexPattern::Rings, {150, 50, 40, 230});
  case Terrain::Forest: return print::paperCell({214, 236, 212}, draw::HexPattern::Dots, {30, 100, 45, 235});
  case Terrain::Mountain:
    return print::paperCell({232, 220, 204}, draw::HexPattern::Hatching, {110, 80, 50, 220});
  case Terrain::Sea: return print::paperCell({218, 232, 248}, draw::HexPattern::Waves, {50, 100, 160, 220});
  }
  return print::paperCell(draw::Color::white());
}

std::string terrainDetail(Terrain t) {
  if (t == Terrain::Sea) return tr("closed to the pieces (OV-MOVE-3)");
  std::string s = fill(tr("costs {cost}; a piece here is worth {value} (OV-MOVE-2, OV-COMBAT-3)"),
                       {{"cost", num(enterCost(t))}, {"value", num(combatValue(t))}});
  if (t == Terrain::City) s += std::string(" ") + tr("Hold 7, 8 or 9 cities to win (OV-WIN-1).");
  return s;
}

constexpr draw::Color kRiver{40, 110, 200};

draw::HexToken coin(const Rules &rules, int side, core::Hex hex) {
  const std::string &name = rules.sides[static_cast<std::size_t>(side)];
  return draw::pieceToken(draw::TokenShape::Coin, hex, 0, draw::paletteOf(name, side), name.substr(0, 1), {});
}

draw::HexSceneInput paperMap(const Rules &rules, bool pieces) {
  draw::HexSceneInput in =
      print::paperMap(rules.map, [&](core::Hex h) { return paperCell(rules.terrainAt(h)); });
  if (const core::HexSides *rivers = rules.map.findSides("rivers"))
    for (const auto &[a, b] : rivers->sides())
      in.sides.push_back({a, b, kRiver, 0.16f});
  if (pieces)
    for (int s = 0; s < 2; ++s)
      for (const core::Hex h : rules.placed[static_cast<std::size_t>(s)])
        in.tokens.push_back(coin(rules, s, h));
  return in;
}

print::Board board(const Rules &rules, const print::Options &o) {
  const std::vector<print::HexLegendKind> kinds =
      print::presentKinds<Terrain>(rules.map, kTerrains, [](Terrain t) -> print::HexLegendKind {
        return {paperCell(t), tr(terrainLabel(t)), terrainDetail(t)};
      });
  std::vector<print::LegendEntry> extra;
  const core::HexSides *rivers = rules.map.findSides("rivers");
  if (rivers && !rivers->empty()) {
    draw::HexSceneInput river;
    river.sides.push_back({core::Hex{0, 0}, core::Hex{1, 0}, kRiver, 0.16f});
    extra.push_back(
        {print::hexSample(paperCell(Terrain::Plain), river), tr("river"),
         tr("along a hexside; crossing it costs nothing, no retreat across it (OV-MAP-2, OV-RETREAT-2)")});
  }
  std::vector<std::string> notes;
  notes.push_back(
      fill(tr("{cities} cities on this map; {n} pieces a side, {mp} movement points each (OV-SIDE-1, "
              "OV-MOVE-1)."),
           {{"cities", num(rules.cityCount())},
            {"n", num(rules.options.pieces_per_side)},
            {"mp", num(rules.options.movement_points)}}));
  return print::hexBoard(tr("board"), paperMap(rules, false), kinds, std::move(extra), std::move(notes),
                         "OV-MAP-1", o);
}

print::PieceSheet coins(const Rules &rules, const print::Options &o) {
  std::vector<std::pair<draw::HexToken, int>> tokens;
  for (int s = 0; s < 2; ++s)
    tokens.push_back({coin(rules, s, {0, 0}), rules.options.pieces_per_side});
  return print::tokenSheet(
      tr("coins"), tokens,
      {fill(tr("For a table without coins: {n} pieces of {a} and {n} of {b} (OV-SIDE-1), each inside a hex."),
            {{"n", num(rules.options.pieces_per_side)}, {"a", rules.sides[0]}, {"b", rules.sides[1]}})},
      o);
}

std::vector<print::ReferenceSection> reference(const Rules &rules) {
  const Options &o = rules.options;
  std::vector<print::ReferenceSection> out = print::turnReference({
      {"OV-PLACE-1",
       fill(tr("Before turn 1 the pieces in hand are placed one at a time, sides in turn, {first} "
               "first, on empty hexes that are not sea: `place SIDE HEX` (OV-PLACE-2)."),
            {{"first", rules.sides[static_cast<std::size_t>(rules.first)]}})},
      {"OV-PLACE-3",
       fill(tr("While placing, no side holds more than {n} cities."), {{"n", num(o.placement_city_cap)}})},
      {"OV-TURN-1", tr("A turn: each side in turn moves, then attacks; `end` ends a phase.")},
      {"OV-TURN-2", fill(tr("{side} moves first in every turn."),
                         {{"side", rules.sides[static_cast<std::size_t>(rules.firstMover())]}})},
      {"OV-MOVE-1",
       fill(tr("Move any of your pieces, each once, within {n} movement points: `move FROM TO`."),
            {{"n", num(o.movement_points)}})},
      {"OV-MOVE-4", o.pass_through_friends
                        ? tr("One piece per hex; pass through your own pieces, never enemies.")
                        : tr("One piece per hex; no piece passes through another.")},
  });
  if (o.zone_of_control)
    out.back().lines.push_back(
        {"OV-ZOC-1", tr("Zone of control: a piece entering a hex next to an enemy stops there.")});
  {
    print::ReferenceSection &s = print::addSection(out, tr("Terrain"));
    print::ReferenceTable t;
    t.header = {tr("terrain"), tr("cost"), tr("strength")};
    for (const Terrain k : {Terrain::Plain, Terrain::City, Terrain::Forest, Terrain::Mountain})
      t.rows.push_back({tr(terrainLabel(k)), num(enterCost(k)), num(combatValue(k))});
    t.rows.push_back({tr(terrainLabel(Terrain::Sea)), tr("closed"), "—"});
    t.clause = "OV-MOVE-2";
    s.tables.push_back(t);
    s.lines = {{"OV-COMBAT-3",
                tr("A piece's strength is the value of the hex it stands on, attacking or defending.")}};
  }
  {
    print::ReferenceSection &s = print::addSection(
        out, tr("Combat"),
        {
            {"OV-COMBAT-2",
             tr("After moving, attack: one defender, one or more of your pieces next to it, each in one "
                "attack a turn: `attack HEX with HEX HEX`. Attackers never move.")},
            print::oddsLine("OV-COMBAT-4"),
        });
    s.tables.push_back(print::oddsTable("OV-COMBAT-5"));
    s.lines.push_back(
        {"OV-RETREAT-2", tr("A retreat: `retreat FROM TO`, to an empty neighbouring hex, not sea, "
                            "not across a river, where the odds fall below 3:1; none: eliminated.")});
  }
  print::addSection(
      out, tr("Victory"),
      {
          {"OV-WIN-1",
           tr("At the end of your movement: 7 cities, partial victory; 8, decisive; 9 or more, total.")},
          {"OV-WIN-2", tr("A side with no piece on the map and none in hand has lost.")},
          {"OV-WIN-3",
           fill(tr("After turn {n}: more cities held wins; else a draw."), {{"n", num(rules.turn_limit)}})},
      });
  return out;
}

/// The turn record: a row per turn, each side's moves and attacks and the cities it holds, the
/// victory conditions in its note.
print::Table turnRecord(const Rules &rules) {
  const std::string first = rules.sides[static_cast<std::size_t>(rules.firstMover())],
                    second = rules.sides[static_cast<std::size_t>(1 - rules.firstMover())];
  print::Table t;
  t.title = tr("turn record");
  t.columns = {{tr("turn"), 0.5},
               {fill(tr("{side}: moves and attacks"), {{"side", first}}), 3},
               {fill(tr("{side}: cities"), {{"side", first}}), 0.9},
               {fill(tr("{side}: moves and attacks"), {{"side", second}}), 3},
               {fill(tr("{side}: cities"), {{"side", second}}), 0.9}};
  t.numberRows(rules.turn_limit);
  t.notes.push_back(
      fill(tr("Each turn {first} moves then attacks, then {second} does (OV-TURN-1). Seven cities "
              "held at the end of a movement win at once (OV-WIN-1); after turn {limit} the side "
              "holding more cities wins (OV-WIN-3)."),
           {{"first", first}, {"second", second}, {"limit", std::to_string(rules.turn_limit)}}));
  t.landscape = true;
  return t;
}

print::Kit kit(const Rules &rules, const print::Options &o) {
  return {.boards = {board(rules, o)},
          .pieces = {coins(rules, o)},
          .sheets = {turnRecord(rules)},
          .reference = reference(rules)};
}

} // namespace

} // namespace amiraute::objectif_villes

AMIRAUTE_REGISTER_KIT_BOARD(amiraute::objectif_villes::Game, amiraute::objectif_villes::kit,
                            amiraute::objectif_villes::paperMap)
