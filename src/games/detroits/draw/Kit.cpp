// Détroits on paper: the strait at true size (sea and land in light tints, the four lighthouses and
// their zone, the orientation rose with the scenario's wind), the ships to cut out (a frigate one
// hex, a three-master two, bow pointed, its name on it) and a resistance track per ship.
#include "core/I18n.h"
#include "draw/HexPieces.h"
#include "games/detroits/Game.h"
#include "print/HexBoard.h"
#include "print/Kits.h"

#include <algorithm>
#include <optional>
#include <string>

namespace amiraute::detroits {

namespace {

using core::fill;
using core::tr;

std::string num(int n) { return std::to_string(n); }

draw::HexCellLook paperCell(Terrain t) {
  if (t == Terrain::Land)
    return print::paperCell({232, 220, 200}, draw::HexPattern::Hatching, {110, 80, 50, 220});
  return print::paperCell({228, 238, 250}, draw::HexPattern::Waves, {60, 110, 170, 150});
}

/// The first `n` characters of a name (whole UTF-8 sequences).
std::string prefix(const std::string &name, int n) {
  std::size_t at = 0;
  for (int k = 0; k < n && at < name.size(); ++k) {
    ++at;
    while (at < name.size() && (static_cast<unsigned char>(name[at]) & 0xC0) == 0x80)
      ++at;
  }
  return name.substr(0, at);
}

/// What each ship's counter says: the shortest start of its name that no other ship shares (one or
/// two letters: a bar has room for two).
std::vector<std::string> counterMarks(const Rules &rules) {
  std::vector<std::string> out;
  for (const ShipSetup &s : rules.ships) {
    std::string mark = prefix(s.name, 1);
    for (const ShipSetup &other : rules.ships)
      if (&other != &s && prefix(other.name, 1) == mark) mark = prefix(s.name, 2);
    out.push_back(mark);
  }
  return out;
}

constexpr draw::Color kZone{150, 110, 0};

draw::HexSceneInput paperMap(const Rules &rules, bool pieces) {
  draw::HexSceneInput in = print::paperMap(
      rules.map, [&](core::Hex h) { return paperCell(static_cast<Terrain>(rules.map.terrainAt(h))); });
  draw::HexZone zone;
  zone.hexes = rules.zone.hexes();
  zone.line = kZone;
  zone.width = 0.1f;
  zone.dashed = true;
  in.zones.push_back(zone);
  const draw::HexGeometry g(rules.map.columns, rules.map.rows);
  for (const core::Hex h : rules.lighthouses)
    in.notes.push_back({g.center(h), "✹", kZone, 0.7f, true, false});
  if (pieces)
    for (const ShipSetup &s : rules.ships) {
      draw::HexToken t = draw::pieceToken(
          draw::TokenShape::Bar, s.bow.hex, s.bow.facing,
          draw::paletteOf(rules.sides[static_cast<std::size_t>(s.side)], s.side), num(s.resistance), {});
      t.length = lengthOf(s.kind);
      t.name = s.name;
      in.tokens.push_back(t);
    }
  return in;
}

print::Board board(const Rules &rules, const print::Options &o) {
  std::vector<print::HexLegendKind> kinds{
      {paperCell(Terrain::Sea), tr("sea"), tr("ships sail only on sea (DT-MAP-1)")},
      {paperCell(Terrain::Land), tr("land"),
       tr("islands and coast: a ship that touches it runs aground (DT-MAP-1)")}};
  std::vector<print::LegendEntry> extra;
  {
    draw::HexSceneInput lighthouse;
    draw::HexZone z;
    z.hexes = {core::Hex{0, 0}};
    z.line = kZone;
    z.width = 0.1f;
    z.dashed = true;
    lighthouse.zones.push_back(z);
    lighthouse.notes.push_back(
        {draw::HexGeometry(1, 1).center(core::Hex{0, 0}), "✹", kZone, 0.7f, true, false});
    extra.push_back({print::hexSample(paperCell(Terrain::Sea), lighthouse), tr("lighthouses and their zone"),
                     tr("the fleet left alone in the dashed zone wins (DT-MAP-2, DT-WIN-2)")});
  }
  std::vector<std::string> notes;
  notes.push_back(
      tr("Facings are numbered clockwise: 1 north, 2 north-east, 3 south-east, 4 south, 5 south-west, "
         "6 north-west, as on the rose (DT-MAP-1)."));
  notes.push_back(rules.wind == WindSetup::Toss
                      ? tr("The wind is tossed before the first turn: north or south (DT-WIND-1).")
                  : rules.wind == WindSetup::North ? tr("Wind: north for the whole game (DT-WIND-1).")
                                                   : tr("Wind: south for the whole game (DT-WIND-1)."));
  print::Board b = print::hexBoard(tr("board"), paperMap(rules, false), kinds, std::move(extra),
                                   std::move(notes), "DT-MAP-1", o);
  std::optional<int> wind;
  if (rules.wind == WindSetup::North) wind = 1;
  if (rules.wind == WindSetup::South) wind = 4;
  b.rose = print::facingRose(wind);
  return b;
}

print::PieceSheet ships(const Rules &rules, const print::Options &o) {
  std::vector<std::pair<draw::HexToken, int>> tokens;
  const std::vector<std::string> marks = counterMarks(rules);
  for (std::size_t i = 0; i < rules.ships.size(); ++i) {
    const ShipSetup &s = rules.ships[i];
    draw::HexToken t = draw::pieceToken(
        draw::TokenShape::Bar, {0, 0}, 1,
        draw::paletteOf(rules.sides[static_cast<std::size_t>(s.side)], s.side), marks[i], {});
    t.length = lengthOf(s.kind);
    tokens.push_back({t, 1});
  }
  return print::tokenSheet(
      tr("ships"), tokens,
      {tr("A frigate covers one hex, a three-master two; the point is the bow (DT-SHIP-1, "
          "DT-SHIP-2). Each ship carries the first letters of its name, as on the resistance track "
          "where its points are kept.")},
      o);
}

print::Table resistanceTrack(const Rules &rules) {
  int most = 0;
  for (const ShipSetup &s : rules.ships)
    most = std::max(most, s.resistance);
  print::Table t;
  t.title = tr("resistance track");
  t.columns = {{tr("ship"), 2.2}, {tr("side"), 1.2}};
  for (int r = most; r >= 0; --r)
    t.columns.push_back({num(r), 0.45});
  const std::vector<std::string> marks = counterMarks(rules);
  for (std::size_t i = 0; i < rules.ships.size(); ++i) {
    const ShipSetup &s = rules.ships[i];
    std::vector<std::string> row{marks[i] + " · " + s.name + " (" +
                                     (s.kind == Kind::ThreeMaster ? tr("three-master") : tr("frigate")) + ")",
                                 rules.sides[static_cast<std::size_t>(s.side)]};
    for (int r = most; r >= 0; --r)
      row.push_back(r > s.resistance ? "—" : "");
    t.rows.push_back(row);
  }
  t.notes.push_back(
      fill(tr("Cross out a box for each point lost. At {n} points or fewer a ship drifts with the "
              "wind (DT-DRIFT-1); at 0 it sinks."),
           {{"n", num(kDriftAt)}}));
  t.landscape = most > 12;
  return t;
}

/// A fleet's order sheet: a line per ship, a column per turn, to write the orders in secret before
/// handing them to the referee (DT-ORDER-4); the notation reminded.
print::Table orderSheet(const Rules &rules, int side) {
  print::Table t;
  t.title = fill(tr("order sheet of {side}"), {{"side", rules.sides[static_cast<std::size_t>(side)]}});
  t.columns = {{tr("turn"), 0.6}};
  const std::vector<std::string> marks = counterMarks(rules);
  for (std::size_t i = 0; i < rules.ships.size(); ++i)
    if (rules.ships[i].side == side) t.columns.push_back({marks[i] + " · " + rules.ships[i].name, 2});
  t.numberRows(rules.turn_limit);
  t.notes.push_back(
      fill(tr("A number advances one hex toward that facing; R turns 60° toward the next number "
              "(`1 R 2 R 3 3`); {n} points a turn at most (DT-ORDER-1, DT-ORDER-2). Fold the sheet over "
              "what you wrote before the referee reads it (DT-ORDER-4)."),
           {{"n", num(rules.options.points)}}));
  t.landscape = t.columns.size() > 6;
  return t;
}

std::vector<print::ReferenceSection> reference(const Rules &rules) {
  const Options &o = rules.options;
  std::vector<print::ReferenceSection> out = print::turnReference({
      {"DT-TURN-1", tr("Both fleets write their orders in secret and seal them; the orders are carried out; "
                       "crippled ships drift; the zone is checked.")},
      {"DT-EXEC-1",
       tr("Three-masters move first, then frigates, each pair of partners one point at a time side "
          "by side.")},
  });
  print::addSection(
      out, tr("Orders"),
      {
          {"DT-ORDER-1",
           tr("A number advances one hex toward that facing, which must be the one held; R turns 60° "
              "toward the facing the next number names: `1 R 2 R 3 3`, `1 R R 3`, `1 1 R(2)`.")},
          {"DT-ORDER-2",
           fill(tr("Each advance and each R costs a point; at most {n} a turn."), {{"n", num(o.points)}})},
          {"DT-MOVE-2",
           tr("A three-master's stern follows its bow; on a turn it swings behind the new facing.")},
          {"DT-MOVE-4",
           o.order_onto_land == OrderOntoLand::Aground
               ? tr("A ship whose next point would touch land runs aground where it stands, for good.")
               : tr("A ship whose next point would touch land stops short for this turn.")},
      });
  {
    print::ReferenceSection &s = print::addSection(
        out, tr("Fire"),
        {
            {"DT-FIRE-1", tr("Once a turn, at one moment: port, starboard or both broadsides.")},
            {"DT-FIRE-2", o.fire_arc == FireArc::Cone
                              ? tr("A broadside reaches the 60° cone abeam, on each side.")
                              : tr("A broadside reaches the whole side, ahead and astern "
                                   "excluded.")},
        });
    print::ReferenceTable t;
    t.header = {tr("distance"), tr("frigate"), tr("three-master")};
    for (int d = 1; d <= maxRange(Kind::ThreeMaster); ++d) {
      const int f = broadsideDamage(Kind::Frigate, d), m = broadsideDamage(Kind::ThreeMaster, d);
      t.rows.push_back({num(d), f > 0 ? num(f) : "—", m > 0 ? num(m) : "—"});
    }
    t.clause = "DT-FIRE-3";
    s.tables.push_back(t);
  }
  print::addSection(
      out, tr("Victory"),
      {
          {"DT-DRIFT-1",
           fill(tr("At {n} points or fewer a ship takes no orders and drifts one hex with the wind "
                   "each turn; at 0 it sinks."),
                {{"n", num(kDriftAt)}})},
          {"DT-WIN-1", tr("A fleet with no ship afloat has lost.")},
          {"DT-WIN-2", tr("The fleet left alone in the lighthouses' zone wins.")},
          {"DT-WIN-3", fill(o.tie_break == TieBreak::Zone
                                ? tr("After turn {n}: more ships in the zone wins, then more points "
                                     "afloat; else a draw.")
                            : o.tie_break == TieBreak::Points
                                ? tr("After turn {n}: more points afloat wins; else a draw.")
                                : tr("After turn {n}: a draw."),
                            {{"n", num(rules.turn_limit)}})},
      });
  return out;
}

print::Kit kit(const Rules &rules, const print::Options &o) {
  return {.boards = {board(rules, o)},
          .pieces = {ships(rules, o)},
          .sheets = {resistanceTrack(rules), orderSheet(rules, 0), orderSheet(rules, 1)},
          .reference = reference(rules)};
}

} // namespace

} // namespace amiraute::detroits

AMIRAUTE_REGISTER_KIT_BOARD(amiraute::detroits::Game, amiraute::detroits::kit, amiraute::detroits::paperMap)
