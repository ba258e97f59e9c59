// Nautic Miles on paper: the scenario's deck at poker size (or --card-mm), each card as many times as
// the deck holds it, so that the table's deck is exactly the program's (NM-DECK-2), with a page of
// backs behind each page of faces.
#include "core/I18n.h"
#include "games/nautic_miles/Game.h"
#include "print/Cards.h"
#include "print/Kits.h"

namespace amiraute::nautic_miles {

namespace {

/// Half-points as written on the sheet: "40", "2.5" in English, "2,5" in French.
std::string points(int half) { return core::decimal(half / 2.0, half % 2 == 0 ? 0 : 1); }

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
  t.blank_rows = 12;
  for (int r = 1; r <= t.blank_rows; ++r)
    t.rows.push_back({std::to_string(r)});
  t.blank_rows = 0;
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

print::Kit kit(const Rules &rules, const print::Options &) {
  return {.decks = {print::cardDeck(rules.deck, core::tr("deck"))}, .sheets = {scoreSheet(rules)}};
}

} // namespace

} // namespace amiraute::nautic_miles

AMIRAUTE_REGISTER_KIT(amiraute::nautic_miles::Game, amiraute::nautic_miles::kit)
