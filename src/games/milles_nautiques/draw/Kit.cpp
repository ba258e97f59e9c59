// Milles Nautiques on paper: the scenario's deck at poker size (or --card-mm), each card as many times as
// the deck holds it, so that the table's deck is exactly the program's (MN-DECK-1), with a page of
// backs behind each page of faces; a race sheet (each boat's miles, race by race, for a series) and a
// quick reference (the turn, the hazards and their remedies, the jokers, the finish) following the
// scenario's options.
#include "core/I18n.h"
#include "games/milles_nautiques/Game.h"
#include "print/Cards.h"
#include "print/Kits.h"

namespace amiraute::milles_nautiques {

namespace {

using core::fill;
using core::grouped;
using core::tr;

/// The race sheet: a row per race, for each boat its miles in that race and its running total
/// (MN-LEG-1); the finish and the series' total in its notes.
print::Table raceSheet(const Rules &rules) {
  print::Table t;
  t.title = tr("race sheet");
  t.columns = {{tr("race"), 0.7}};
  for (int b = 0; b < rules.boatCount(); ++b) {
    t.columns.push_back({fill(tr("{boat}: miles"), {{"boat", rules.boatName(b)}}), 1.5});
    t.columns.push_back({tr("total"), 1});
  }
  t.numberRows(rules.options.max_legs > 0 ? rules.options.max_legs : 10);
  t.landscape = rules.boatCount() > 2;
  t.notes.push_back(fill(tr("A race is {n} miles, landed on exactly (MN-GOAL-1, MN-MILES-2); a boat with a "
                            "protest still open adds nothing (MN-PROT-2)."),
                         {{"n", grouped(rules.distance())}}));
  if (rules.options.legs_total > 0)
    t.notes.push_back(fill(tr("The series ends when a boat's total reaches {n} miles; the most miles in all "
                              "wins (MN-LEG-1)."),
                           {{"n", grouped(rules.options.legs_total)}}));
  return t;
}

/// The card's name in the kit's language.
std::string card(const Rules &rules, CardId id) { return rules.deck.name(id); }

std::vector<print::ReferenceSection> reference(const Rules &rules) {
  const Options &o = rules.options;
  const Rules::Ids &c = rules.ids;
  std::vector<print::ReferenceSection> out;
  {
    print::ReferenceSection s;
    s.title = tr("The turn");
    s.lines = {
        {"MN-DEAL-1", fill(tr("Each skipper is dealt {n} cards."), {{"n", std::to_string(o.hand_size)}})},
        {"MN-TURN-1", tr("Draw the top card of the pile or take the top of the discard, then lay one card "
                         "or discard one.")},
        {"MN-TURN-3", o.throw_back_taken
                          ? tr("A card taken from the discard may go straight back on it.")
                          : tr("A card taken from the discard does not go back on it in the same "
                               "turn.")},
        {"MN-START-1",
         fill(tr("A boat takes the start with its first “{card}”."), {{"card", card(rules, c.bon_vent)}})},
        {"MN-ATTACK-1", o.hazards_before_start
                            ? tr("Hazards go on another crew's boat; a skipper not started yet attacks only "
                                 "a boat that has started.")
                            : tr("Hazards go on another crew's boat, never on one that has not started; a "
                                 "skipper not started yet attacks only a boat that has.")},
        {"MN-MILES-1", tr("Mile cards go on one's own boat while it sails, started and not stopped.")},
    };
    out.push_back(s);
  }
  {
    print::ReferenceSection s;
    s.title = tr("Hazards and remedies");
    print::ReferenceTable t;
    t.header = {tr("hazard"), tr("remedy"), tr("joker")};
    t.rows = {
        {card(rules, c.encalmine), card(rules, c.bon_vent), card(rules, c.tacticien)},
        {card(rules, c.detresse), card(rules, c.sauvetage), card(rules, c.vieux_loup)},
        {card(rules, c.avarie), card(rules, c.fin_avarie), card(rules, c.kit)},
        {card(rules, c.protest), card(rules, c.reparation), card(rules, c.tacticien)},
        {card(rules, c.panique), "—", "—"},
    };
    t.clause = "MN-JOKER-1";
    s.tables.push_back(t);
    s.lines = {
        {"MN-WIND-2", fill(tr("“{a}” and “{b}” stop the boat; they share a pile and never add up."),
                           {{"a", card(rules, c.encalmine)}, {"b", card(rules, c.detresse)}})},
        {"MN-DMG-1",
         fill(o.hazards_pile_up ? tr("“{a}”, “{b}” and “{c}” pile up: each needs its own remedy.")
                                : tr("One “{a}”, one “{b}” and one “{c}” at a time."),
              {{"a", card(rules, c.avarie)}, {"b", card(rules, c.protest)}, {"c", card(rules, c.panique)}})},
        {"MN-DMG-1", fill(tr("“{card}”: mile cards of {n} at most."),
                          {{"card", card(rules, c.avarie)}, {"n", std::to_string(o.damage_limit)}})},
        {"MN-PROT-1",
         fill(tr("“{card}” does not stop the boat (MN-PROT-2)."), {{"card", card(rules, c.protest)}})},
        {"MN-PANIC-1", fill(tr("“{card}”: the crew skips its next turn; no joker answers it."),
                            {{"card", card(rules, c.panique)}})},
        {"MN-DIST-1",
         o.bon_vent_after_sauvetage
             ? fill(tr("After “{card}” the boat needs a “{wind}” again."),
                    {{"card", card(rules, c.sauvetage)}, {"wind", card(rules, c.bon_vent)}})
             : fill(tr("After “{card}” the boat sails at once."), {{"card", card(rules, c.sauvetage)}})},
    };
    out.push_back(s);
  }
  {
    print::ReferenceSection s;
    s.title = tr("Jokers and the Mistoufle");
    s.lines = {
        {"MN-JOKER-1", tr("A joker laid on one's own boat protects it for good and lifts the open hazards it "
                          "answers.")},
        {"MN-MIST-1",
         o.mistoufle == MistoufleCall::Ask
             ? fill(tr("Attacked with the hazard your joker answers, you may lay it at once (`mistoufle`): "
                       "the "
                       "hazard is discarded, +{n} miles, draw two cards and play again. Or keep it "
                       "(`no mistoufle`)."),
                    {{"n", std::to_string(o.mistoufle_miles)}})
             : fill(tr("Attacked with the hazard your joker answers, you lay it at once: the hazard is "
                       "discarded, +{n} miles, draw two cards and play again."),
                    {{"n", std::to_string(o.mistoufle_miles)}})},
        {"MN-MIST-2", tr("At a real table the referee asks after each such attack: `mistoufle PLAYER` or "
                         "`no mistoufle`.")},
    };
    out.push_back(s);
  }
  {
    print::ReferenceSection s;
    s.title = tr("The finish");
    s.lines = {
        {"MN-MILES-2", fill(tr("Land exactly on {n} miles: what goes past is sailed back."),
                            {{"n", grouped(rules.distance())}})},
        {"MN-END-1", tr("The first boat on the distance wins the race.")},
        {"MN-END-2", tr("The pile empty at the start of a turn: the most miles wins.")},
        {"MN-PROT-2", o.protest_blocks_finish
                          ? tr("A boat with a protest open may not lay the card that finishes.")
                          : tr("A boat with a protest open at the end is disqualified.")},
    };
    if (o.legs_total > 0)
      s.lines.push_back({"MN-LEG-1", fill(tr("A series: races until a boat's total reaches {n} miles."),
                                          {{"n", grouped(o.legs_total)}})});
    out.push_back(s);
  }
  return out;
}

print::Kit kit(const Rules &rules, const print::Options &) {
  return {.decks = {print::cardDeck(rules.deck, tr("deck"))},
          .sheets = {raceSheet(rules)},
          .reference = reference(rules)};
}

} // namespace

} // namespace amiraute::milles_nautiques

AMIRAUTE_REGISTER_KIT(amiraute::milles_nautiques::Game, amiraute::milles_nautiques::kit)
