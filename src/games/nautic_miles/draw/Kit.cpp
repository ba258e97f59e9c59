// Nautic Miles on paper: the scenario's deck at poker size (or --card-mm), each card as many times as
// the deck holds it, so that the table's deck is exactly the program's (NM-DECK-2), with a page of
// backs behind each page of faces; a score sheet and a quick reference (the turn, the attacks
// and their answers, the warships' strengths, the points table) following the scenario's options.
#include "core/I18n.h"
#include "games/nautic_miles/Game.h"
#include "print/Cards.h"
#include "print/Kits.h"

namespace amiraute::nautic_miles {

namespace {

/// A side's name: its players, joined.
std::string sideName(const Rules &rules, int side) {
  std::string name;
  for (const int seat : rules.sides[static_cast<std::size_t>(side)])
    name += (name.empty() ? "" : " & ") + rules.players[static_cast<std::size_t>(seat)];
  return name;
}

/// The score sheet: a row per round, for each side its round's points and its running total.
print::Table scoreSheet(const Rules &rules) {
  print::Table t;
  t.title = core::tr("score sheet");
  t.columns = {{core::tr("round"), 0.7}};
  for (int s = 0; s < rules.sideCount(); ++s) {
    t.columns.push_back({core::fill(core::tr("{side}: round"), {{"side", sideName(rules, s)}}), 1.5});
    t.columns.push_back({core::tr("total"), 1});
  }
  t.numberRows(12);
  t.landscape = rules.sideCount() > 2;
  t.notes.push_back(core::fill(
      core::tr(
          "A round: convoys by tonnage and miles (NM-SCORE-1), convoys destroyed (NM-SCORE-2), doubled when "
          "detected by radar (NM-SCORE-3), {bonus} to the round's winner (NM-SCORE-4). A round ends at "
          "{round} "
          "points on the table (NM-END-1); the game at {target} (NM-GAME-1)."),
      {{"bonus", points(rules.options.round_bonus)},
       {"round", points(rules.options.round_target)},
       {"target", points(rules.options.target)}}));
  return t;
}

/// The names of the cards of a kind in the deck ("Alerte"; "Chalutier / Convoi…" for several).
std::string named(const Rules &rules, std::string_view kind) {
  std::string out;
  for (const CardId id : rules.deck.ofKind(kind))
    out += (out.empty() ? "" : " / ") + rules.deck.name(id);
  return out.empty() ? "—" : out;
}

std::string miles(int n) { return core::grouped(n); }

std::vector<print::ReferenceSection> reference(const Rules &rules) {
  using core::fill;
  using core::tr;
  const Options &o = rules.options;
  std::vector<print::ReferenceSection> out;
  {
    print::ReferenceSection s;
    s.title = tr("The turn");
    s.lines = {
        {"NM-DEAL-1", fill(tr("Each round the cards are shuffled and {n} dealt to each player."),
                           {{"n", std::to_string(o.hand_size)}})},
        {"NM-TURN-1", tr("Draw the top card of the talon, then lay one card or discard one face up.")},
        {"NM-CONV-1", tr("A convoy goes face down at either end of one's row or between two convoys; convoys "
                         "are numbered from the left.")},
        {"NM-CONV-2", tr("The trawler is a decoy: it scores nothing, and capturing it is worth nothing.")},
        {"NM-MILES-2", fill(tr("Mile cards add up beside one's own convoy; at {n} miles it arrives in port."),
                            {{"n", miles(o.arrival_miles)}})},
    };
    out.push_back(s);
  }
  {
    print::ReferenceSection s;
    s.title = tr("Attacks and their answers");
    print::ReferenceTable t;
    t.header = {tr("attack"), tr("answered by")};
    t.rows = {
        {named(rules, "alert"), named(rules, "end_of_alert")},
        {tr("warship"), tr("an equal or stronger ship")},
        {named(rules, "plane"), named(rules, "plane_hit")},
        {named(rules, "mine"), named(rules, "minesweeper")},
        {named(rules, "storm"), named(rules, "fair_sea")},
    };
    t.clause = "NM-ALERT-2";
    s.tables.push_back(t);
    s.lines = {
        {"NM-ALERT-1",
         tr("An alert goes on another side's convoy not neutral, not in a storm; it lets warships "
            "attack it.")},
        {"NM-BATTLE-1", tr("Warships attack a convoy on alert: a battle stops the convoy.")},
        {"NM-PLANE-1",
         tr("A plane goes on another side's convoy not neutral, not in a storm; no alert needed.")},
        {"NM-MINE-1", tr("A mine goes on another side's convoy, even neutral or in a storm.")},
        {"NM-RADAR-1", tr("A radar turns up a convoy at either end of another side's row.")},
        {"NM-STORM-1", fill(tr("A storm on any convoy: mile cards of {n} at most, no attack but a mine."),
                            {{"n", miles(o.storm_limit)}})},
        {"NM-NEUTRAL-1", tr("The neutral flag on one's own convoy keeps alerts, warships and planes off.")},
    };
    print::ReferenceTable w;
    w.header = {tr("warship"), tr("strength")};
    for (const CardId id : rules.deck.ofKind("warship"))
      w.rows.push_back({rules.deck.name(id), std::to_string(rules.strength(id))});
    if (rules.submarine != kBack)
      w.rows.push_back({fill(tr("two × {card}"), {{"card", rules.deck.name(rules.submarine)}}), "6"});
    w.clause = "NM-BATTLE-4";
    s.tables.push_back(w);
    s.lines.insert(
        s.lines.end(),
        {
            {"NM-BATTLE-5",
             fill(tr("The ship on top that stands a full round ({n} turns) unanswered wins the battle; "
                     "a mine explodes after a full round."),
                  {{"n", std::to_string(rules.fullRound())}})},
            {"NM-PLANE-2",
             tr("The second plane, laid by the first plane's player on a later turn, destroys the convoy.")},
            {"NM-DESTROY-1", tr("A destroyed convoy goes to the destroyer's side as a prize.")},
        });
    out.push_back(s);
  }
  {
    print::ReferenceSection s;
    s.title = tr("Scoring");
    // A row per distance, a column per convoy: narrow enough for the reference's column.
    std::vector<CardId> convoys;
    for (CardId id = 0; id < static_cast<CardId>(rules.deck.kinds()); ++id)
      if (rules.is_convoy[id] && !rules.decoy(id)) convoys.push_back(id);
    print::ReferenceTable t;
    t.header = {tr("miles")};
    for (const CardId id : convoys)
      t.header.push_back(rules.deck.type(id).id);
    const std::string bands[] = {
        "0", miles(200) + "+", miles(1200) + "+", miles(2200) + "+", miles(3200) + "+", tr("in port")};
    for (std::size_t b = 0; b < 6; ++b) {
      std::vector<std::string> row{bands[b]};
      for (const CardId id : convoys)
        row.push_back(points(rules.points[id][b]));
      t.rows.push_back(std::move(row));
    }
    std::vector<std::string> prize{tr("prize")};
    for (const CardId id : convoys)
      prize.push_back(points(rules.capture[id]));
    t.rows.push_back(std::move(prize));
    t.clause = "NM-SCORE-1";
    s.tables.push_back(t);
    s.lines = {
        {"NM-SCORE-2", tr("A prize: a convoy the side destroyed (the last row).")},
        {"NM-SCORE-3", tr("A convoy detected by radar counts double.")},
        {"NM-SCORE-4", fill(tr("{n} points more to the round's winner."), {{"n", points(o.round_bonus)}})},
        {"NM-SCORE-5",
         fill(tr("{n} points once a round to a side that brought a convoy to port with no card over "
                 "{miles} miles on a convoy that arrived."),
              {{"n", points(o.slowness_bonus)}, {"miles", miles(o.slowness_limit)}})},
        {"NM-END-1",
         fill(tr("A round ends when a side has {n} points on the table, or the cards run out (NM-END-2)."),
              {{"n", points(o.round_target)}})},
        {"NM-GAME-1",
         fill(tr("The game ends when a side has {n} points; the most wins."), {{"n", points(o.target)}})},
    };
    out.push_back(s);
  }
  return out;
}

print::Kit kit(const Rules &rules, const print::Options &) {
  return {.decks = {print::cardDeck(rules.deck, core::tr("deck"))},
          .sheets = {scoreSheet(rules)},
          .reference = reference(rules)};
}

} // namespace

} // namespace amiraute::nautic_miles

AMIRAUTE_REGISTER_KIT(amiraute::nautic_miles::Game, amiraute::nautic_miles::kit)
