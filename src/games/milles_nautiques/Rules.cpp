#include "games/milles_nautiques/Rules.h"

#include "core/Files.h"
#include "core/I18n.h"
#include "core/Yaml.h"
#include "core/YamlChoice.h"
#include "game/Scenario.h"

namespace amiraute::milles_nautiques {

using core::fill;
using core::tr;

int Rules::distance() const {
  if (options.distance > 0) return options.distance;
  return boatCount() == 3 ? 1000 : 1500;
}

int Rules::miles(CardId card) const {
  if (card == kBack || card >= deck.types.size() || deck.type(card).kind != "miles") return 0;
  return static_cast<int>(deck.type(card).value("miles"));
}

int Rules::seatOf(const std::string &name) const { return game::seatNamed(players, name); }

std::string Rules::boatName(int boat) const {
  return game::crewName(players, boats[static_cast<std::size_t>(boat)]);
}

namespace {

/// The `rules:` options of the table kind, read in this order (crews and counts follow).
const std::vector<game::Option<Options>> &optionTable() {
  static const std::vector<game::Option<Options>> table = {
      game::number("distance", &Options::distance, 0, 100000, 0, "MN-GOAL-1"),
      game::number("hand_size", &Options::hand_size, 1, 12, 6, "MN-DEAL-1"),
      game::number("damage_limit", &Options::damage_limit, 0, 10000, 50, "MN-DMG-1"),
      game::number("mistoufle_miles", &Options::mistoufle_miles, 0, 10000, 300, "MN-MIST-1"),
      game::flag("bon_vent_after_sauvetage", &Options::bon_vent_after_sauvetage, false, "MN-DIST-1"),
      game::flag("protest_blocks_finish", &Options::protest_blocks_finish, false, "MN-PROT-2"),
      game::number("legs_total", &Options::legs_total, 0, 1000000, 0, "MN-LEG-1"),
      game::number("max_legs", &Options::max_legs, 0, 1000, 0, "MN-LEG-1"),
      game::choice("mistoufle", &Options::mistoufle, {"ask", "always"}, 0, "MN-MIST-1"),
      game::flag("hazards_before_start", &Options::hazards_before_start, true, "MN-ATTACK-1"),
      game::flag("hazards_pile_up", &Options::hazards_pile_up, true, "MN-DMG-1"),
      game::flag("throw_back_taken", &Options::throw_back_taken, false, "MN-TURN-3"),
  };
  return table;
}

} // namespace

Rules parseRules(const std::string &text, const std::string &file) {
  Rules rules;
  core::MapReader top = game::readScenarioHead(
      text, file, "milles-nautiques", tr("this is not a milles-nautiques scenario ('{game}')"), rules);
  const YAML::Node root = top.node();
  rules.players = game::readPlayers(
      top, 2, 6, tr("players must be a list of 2 to 6 names, in seating order (MN-SEAT-1)"));
  const int n = rules.seats();
  rules.deal = game::readDeal(top);

  std::string crews = "auto";
  YAML::Node counts;
  rules.options = game::readOptions<Options>(
      file, top.optional("rules"), optionTable(), [&](core::MapReader &o, Options &) {
        const YAML::Node c = o.optional("crews");
        if (c.IsDefined()) {
          crews = core::readString(file, c, "rules.crews");
          if (crews == "true") crews = "yes";
          if (crews == "false") crews = "no";
          if (crews != "auto" && crews != "yes" && crews != "no")
            throw core::errorAt(
                file, c, fill(tr("rules.crews must be auto, yes or no, not '{value}'"), {{"value", crews}}));
          if (crews == "yes" && n % 2 != 0)
            throw core::errorAt(file, c,
                                fill(tr("crews of two need an even number of players, not {n} (MN-SEAT-1)"),
                                     {{"n", std::to_string(n)}}));
        }
        counts = o.optional("counts");
      });
  // MN-SEAT-1: up to three skippers sail alone; at four or six, crews of two sit alternately, so
  // seat i sails with seat i + n/2.
  const bool in_crews = crews == "yes" || (crews == "auto" && (n == 4 || n == 6));
  const int boats = in_crews ? n / 2 : n;
  rules.boat_of.resize(static_cast<std::size_t>(n));
  rules.boats.resize(static_cast<std::size_t>(boats));
  for (int s = 0; s < n; ++s) {
    const int b = s % boats;
    rules.boat_of[static_cast<std::size_t>(s)] = b;
    rules.boats[static_cast<std::size_t>(b)].push_back(s);
  }

  rules.deck = core::cards::scenarioDeck(file, top.optional("deck"), counts, "milles-nautiques");
  const auto need = [&](const char *id) {
    if (!rules.deck.hasId(id))
      throw core::YamlError(rules.deck.file, 0, 0,
                            fill(tr("the deck needs the card '{id}' (MN-DECK-1)"), {{"id", id}}));
    return rules.deck.id(id);
  };
  rules.ids = {need("bon_vent"), need("encalmine"),  need("detresse"),   need("sauvetage"),
               need("avarie"),   need("fin_avarie"), need("protest"),    need("reparation"),
               need("panique"),  need("tacticien"),  need("vieux_loup"), need("kit")};
  if (rules.deck.type(rules.ids.bon_vent).count == 0)
    core::warnAt(file, counts.IsDefined() ? counts : root,
                 tr("the deck holds no Bon vent: no boat can ever take the start (MN-START-1)"));
  if (rules.deck.total() < n * rules.options.hand_size + 1)
    throw core::errorAt(
        file, counts.IsDefined() ? counts : root,
        fill(tr("the deck has {cards} cards, too few to deal {hand} to each of {n} players (MN-DEAL-1)"),
             {{"cards", std::to_string(rules.deck.total())},
              {"hand", std::to_string(rules.options.hand_size)},
              {"n", std::to_string(n)}}));

  // MN-SEAT-2: a player called Cédric starts; otherwise the eldest, who is listed first.
  const YAML::Node first = top.optional("first");
  if (first.IsDefined()) {
    const std::string name = core::readString(file, first, "first");
    rules.first = rules.seatOf(name);
    if (rules.first < 0) {
      std::string known;
      for (const auto &p : rules.players)
        known += (known.empty() ? "" : ", ") + p;
      throw core::errorAt(file, first,
                          fill(tr("first: no player is called '{name}' (players: {known})"),
                               {{"name", name}, {"known", known}}));
    }
  } else {
    rules.first = 0;
    for (int s = 0; s < n; ++s)
      if (core::cards::normalizeWord(rules.players[static_cast<std::size_t>(s)]) == "cedric") {
        rules.first = s;
        break;
      }
  }
  top.finish();
  return rules;
}

std::vector<game::NameLine> optionLines() {
  std::vector<game::NameLine> lines = game::optionLines(optionTable());
  // Read by hand beside the table (they depend on the players and the deck).
  lines.push_back(game::optionLine("crews", "auto | yes | no", "auto", "MN-SEAT-1"));
  lines.push_back(
      game::optionLine("counts", "{card id: copies} (default: the deck file's counts)", "", "MN-DECK-1"));
  return lines;
}

Rules loadRules(const std::string &path) { return parseRules(core::readYamlText(path), path); }

} // namespace amiraute::milles_nautiques
