// Planètes on paper: the board at true size in its paper look, the NATO counters of both sides
// (front: combat-movement; back: the reduced strength), the turn record and the quick reference,
// from the scenario's own values.
#include "core/I18n.h"
#include "games/planetes/Game.h"
#include "games/planetes/draw/Scene.h"
#include "print/HexBoard.h"
#include "print/Kits.h"

#include <string>

namespace amiraute::planetes {

namespace {

using core::fill;
using core::tr;

std::string num(int n) { return std::to_string(n); }

constexpr Terrain kTerrains[] = {Terrain::Void,       Terrain::Asteroids, Terrain::Planetoid,
                                 Terrain::ForceField, Terrain::BlackHole, Terrain::Planet1,
                                 Terrain::Planet2,    Terrain::Station1,  Terrain::Station2};

int combatOf(const Rules &r, UnitType t) { return r.options.combat[static_cast<std::size_t>(t)]; }
int movementOf(const Rules &r, UnitType t) { return r.options.movement[static_cast<std::size_t>(t)]; }

/// What a terrain does, in a few words, with its clauses.
std::string terrainDetail(const Rules &r, Terrain t) {
  switch (t) {
  case Terrain::Void: return tr("costs 1 (PL-MOVE-2)");
  case Terrain::Asteroids: return tr("costs 2; +1 in combat (PL-MOVE-2, PL-TERRAIN-1)");
  case Terrain::Planetoid: return tr("closed; blocks artillery fire (PL-MOVE-3, PL-FIRE-2)");
  case Terrain::ForceField:
    return tr("costs 0, gives 1 point for the next step only; no move ends on it (PL-MOVE-4)");
  case Terrain::BlackHole: return tr("closed; a unit forced into it is lost (PL-MOVE-3, PL-RETREAT-4)");
  case Terrain::Planet1:
  case Terrain::Planet2:
    return fill(tr("costs 1; +2 in combat for its owner; {n} units on the enemy planet win (PL-MOVE-2, "
                   "PL-TERRAIN-1, PL-WIN-1)"),
                {{"n", num(r.options.invasion)}});
  case Terrain::Station1:
  case Terrain::Station2:
    return fill(tr("costs {n}; its owner places units here (PL-MOVE-2, PL-PLACE-2)"),
                {{"n", num(r.options.station_cost)}});
  }
  return "";
}

std::string terrainTitle(const Rules &r, Terrain t) {
  switch (t) {
  case Terrain::Planet1: return fill(tr("planet of {side}"), {{"side", r.sides[0]}});
  case Terrain::Planet2: return fill(tr("planet of {side}"), {{"side", r.sides[1]}});
  case Terrain::Station1: return fill(tr("station of {side}"), {{"side", r.sides[0]}});
  case Terrain::Station2: return fill(tr("station of {side}"), {{"side", r.sides[1]}});
  default: return tr(terrainLabel(t));
  }
}

State noPieces(const Rules &rules) {
  State s = Game::initial(rules);
  s.units.clear();
  return s;
}

print::Board board(const Rules &rules, const print::Options &o) {
  const std::vector<print::HexLegendKind> kinds =
      print::presentKinds<Terrain>(rules.map, kTerrains, [&](Terrain t) -> print::HexLegendKind {
        return {cellFor(rules, t, draw::Look::Paper), terrainTitle(rules, t), terrainDetail(rules, t)};
      });
  std::vector<std::string> notes{
      fill(tr("{first} owns the planet and stations marked with its name, {second} the "
              "others (PL-MAP-2)."),
           {{"first", rules.sides[0]}, {"second", rules.sides[1]}})};
  return print::hexBoard(tr("board"), mapScene(rules, noPieces(rules), {}, draw::Look::Paper), kinds, {},
                         std::move(notes), "PL-MAP-1", o);
}

print::PieceSheet counters(const Rules &rules, const print::Options &o) {
  print::PieceSheet sheet;
  sheet.title = tr("counters");
  const double side = o.counterMm();
  for (int s = 0; s < 2; ++s)
    for (const UnitType t : {UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery}) {
      Unit u;
      u.side = s;
      u.type = t;
      u.hex = {0, 0};
      draw::HexToken front = unitToken(rules, u, {});
      draw::HexToken back = front;
      // The back: the strength it is reduced to (PL-COMBAT-3), on a pale face.
      back.glyph =
          num(t == UnitType::Artillery ? rules.options.artillery_in_contact : rules.options.under_fire);
      back.face = draw::mix(draw::Color::white(), front.face, 0.35f);
      back.ink = front.rim;
      print::Piece p;
      p.front = print::tokenPicture(front, side, 1.0, 1.0);
      p.back = print::tokenPicture(back, side, 1.0, 1.0);
      p.copies = rules.unitsOf(t);
      sheet.pieces.push_back(std::move(p));
    }
  sheet.notes.push_back(fill(
      tr("{a}: {ai} infantry, {ac} cavalry, {aa} artillery; {b} the same (PL-UNIT-1). Front: combat-movement "
         "(PL-UNIT-2). Back: the strength it falls to — infantry and cavalry under artillery fire {fire}, "
         "artillery in contact {contact} (PL-COMBAT-3)."),
      {{"a", rules.sides[0]},
       {"b", rules.sides[1]},
       {"ai", num(rules.unitsOf(UnitType::Infantry))},
       {"ac", num(rules.unitsOf(UnitType::Cavalry))},
       {"aa", num(rules.unitsOf(UnitType::Artillery))},
       {"fire", num(rules.options.under_fire)},
       {"contact", num(rules.options.artillery_in_contact)}}));
  return sheet;
}

print::Table turnRecord(const Rules &rules) {
  print::Table t;
  t.title = tr("turn record");
  t.columns = {
      {tr("turn"), 0.5},
      {fill(tr("{side}: moves and attacks"), {{"side", rules.sides[static_cast<std::size_t>(rules.first)]}}),
       3},
      {fill(tr("{side}: moves and attacks"),
            {{"side", rules.sides[static_cast<std::size_t>(1 - rules.first)]}}),
       3},
      {tr("units lost"), 1},
      {tr("enemy planet hexes held"), 1.2}};
  t.numberRows(rules.turn_limit);
  t.notes.push_back(
      fill(tr("Each turn {first} moves then attacks, then {second} does (PL-TURN-1). {n} units on the "
              "enemy planet at the end of a movement win at once (PL-WIN-1); after turn {limit} the "
              "side holding more enemy planet hexes wins (PL-WIN-3)."),
           {{"first", rules.sides[static_cast<std::size_t>(rules.first)]},
            {"second", rules.sides[static_cast<std::size_t>(1 - rules.first)]},
            {"n", num(rules.options.invasion)},
            {"limit", num(rules.turn_limit)}}));
  // The scenario's own set-up, for the table to copy onto the board.
  for (int s = 0; s < 2; ++s) {
    const auto &placed = rules.placed[static_cast<std::size_t>(s)];
    if (placed.empty()) continue;
    std::string line = fill(tr("Set-up of {side}:"), {{"side", rules.sides[static_cast<std::size_t>(s)]}});
    for (const PlacedUnit &p : placed)
      line += " " + std::string(tr(typeName(p.type))) + " " + core::formatHex(p.hex) + ",";
    line.back() = '.';
    t.notes.push_back(line + " (PL-PLACE-4)");
  }
  return t;
}

std::vector<print::ReferenceSection> reference(const Rules &rules) {
  const Options &o = rules.options;
  std::vector<print::ReferenceSection> out = print::turnReference({
      {"PL-PLACE-1",
       fill(o.placement == PlacementOrder::BySide
                ? tr("Before turn 1 {first} places all its units not on the map, then {second} places "
                     "its own, each on its own planet or stations (PL-PLACE-2).")
                : tr("Before turn 1 the units not on the map are placed one at a time, sides in turn, "
                     "{first} first, on their own planet or stations (PL-PLACE-2)."),
            {{"first", rules.sides[static_cast<std::size_t>(rules.first)]},
             {"second", rules.sides[static_cast<std::size_t>(1 - rules.first)]}})},
      {"PL-TURN-1", tr("A turn: each side in turn moves, then attacks; `end` ends a phase.")},
      {"PL-MOVE-1", tr("Move any of your units, each once, within its movement points: `move FROM TO`.")},
      {"PL-COMBAT-1", tr("Then attack: one defender, one or more of your units, each in one attack a turn: "
                         "`attack HEX with HEX HEX`. Attackers never move.")},
  });
  {
    print::ReferenceSection &s = print::addSection(out, tr("Units"));
    print::ReferenceTable t;
    t.header = {tr("unit"), tr("movement"), tr("combat"), tr("reduced")};
    for (const UnitType u : {UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery})
      t.rows.push_back({tr(typeName(u)), num(movementOf(rules, u)), num(combatOf(rules, u)),
                        u == UnitType::Artillery
                            ? fill(tr("{n} in contact"), {{"n", num(o.artillery_in_contact)}})
                            : fill(tr("{n} under fire"), {{"n", num(o.under_fire)}})});
    t.clause = "PL-UNIT-2";
    s.tables.push_back(t);
    s.lines = {
        {"PL-COMBAT-2", tr("Infantry and cavalry attack only an enemy next to them.")},
        {"PL-FIRE-1", fill(tr("Artillery fires only at {min} to {max} hexes, never in contact."),
                           {{"min", num(o.min_fire_range)}, {"max", num(o.max_fire_range)}})},
        {"PL-FIRE-2",
         tr("Its line of fire may zigzag but never goes round; enemy units and planetoids block it, "
            "black holes and own units do not.")},
    };
  }
  {
    print::ReferenceSection &s = print::addSection(out, tr("Terrain"));
    print::ReferenceTable t;
    t.header = {tr("terrain"), tr("cost"), tr("combat")};
    t.rows = {{tr("void"), "1", "—"},
              {tr("asteroids"), "2", "+1"},
              {tr("own planet"), "1", "+2"},
              {tr("enemy planet"), "1", "—"},
              {tr("station"), num(o.station_cost), "—"},
              {tr("force field"), "0", tr("no stop")},
              {tr("planetoid, black hole"), tr("closed"), "—"}};
    t.clause = "PL-MOVE-2";
    s.tables.push_back(t);
    s.lines = {
        {"PL-MOVE-4",
         tr("A force field costs nothing and gives 1 point for the very next step; fields never add up.")},
        {"PL-MOVE-5", o.pass_through_friends
                          ? tr("One unit per hex; pass through your own units, never enemies.")
                          : tr("One unit per hex; no unit passes through another.")},
        {"PL-TERRAIN-2", o.bonus_when_reduced
                             ? tr("The terrain bonus adds to reduced values too.")
                             : tr("A reduced value is the whole strength: no terrain bonus on it.")},
    };
    if (o.zone_of_control)
      s.lines.push_back(
          {"PL-ZOC-1", tr("Zone of control: a unit entering a hex next to an enemy stops there.")});
  }
  {
    print::ReferenceSection &s = print::addSection(
        out, tr("Combat"),
        {
            {"PL-COMBAT-3",
             tr("Strength: combat value plus terrain bonus, attacking or defending; reduced values "
                "under fire or in contact.")},
            {"PL-COMBAT-4",
             o.mixed_attack == MixedAttack::Forbidden
                 ? tr("An attack is artillery fire or contact, never both.")
             : o.mixed_attack == MixedAttack::Fire
                 ? tr("A mixed attack: the defender uses its value under fire.")
                 : tr("A mixed attack: the defender is in contact and uses its contact value.")},
            print::oddsLine("PL-COMBAT-5"),
        });
    s.tables.push_back(print::oddsTable("PL-COMBAT-5"));
  }
  print::addSection(
      out, tr("Retreats"),
      {
          {"PL-RETREAT-1", tr("After 3:1 the defender's owner picks the hex: `retreat FROM TO`.")},
          {"PL-RETREAT-2",
           tr("To an empty neighbouring hex a unit may enter, where the same attack would fall "
              "below 3:1.")},
          {"PL-RETREAT-3", tr("Into a force field: one hex further, straight on.")},
          {"PL-RETREAT-4", tr("No way out, or forced into a black hole: the unit is eliminated.")},
      });
  print::addSection(
      out, tr("Victory"),
      {
          {"PL-WIN-1", fill(tr("{n} of your units on the enemy planet at the end of your movement: you win."),
                            {{"n", num(o.invasion)}})},
          {"PL-WIN-2", tr("A side with no unit left has lost.")},
          {"PL-WIN-3",
           fill(tr("After turn {n}: more enemy planet hexes held wins; then more units; then a draw."),
                {{"n", num(rules.turn_limit)}})},
      });
  return out;
}

print::Kit kit(const Rules &rules, const print::Options &o) {
  return {.boards = {board(rules, o)},
          .pieces = {counters(rules, o)},
          .sheets = {turnRecord(rules)},
          .reference = reference(rules)};
}

print::Picture boardAlone(const Rules &rules, const print::BoardLook &look) {
  const draw::Look l = look.paper ? draw::Look::Paper : draw::Look::Screen;
  draw::HexSceneInput in = mapScene(rules, look.pieces ? Game::initial(rules) : noPieces(rules), {}, l);
  in.names = look.pieces;
  if (look.paper) in.name_color = draw::Color(24, 26, 30);
  print::Picture pic = print::hexMapAt(in, look.scale);
  pic.caption = draw::hexCaption(rules.title, rules.sides, in);
  return pic;
}

} // namespace

} // namespace amiraute::planetes

AMIRAUTE_REGISTER_KIT_BOARD(amiraute::planetes::Game, amiraute::planetes::kit, amiraute::planetes::boardAlone)
