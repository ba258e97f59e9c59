#include "games/milles_nautiques/Rules.h"

#include "core/Files.h"
#include "core/I18n.h"
#include "core/Yaml.h"
#include "core/YamlChoice.h"

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

int Rules::seatOf(const std::string &name) const {
  for (int i = 0; i < seats(); ++i)
    if (players[static_cast<std::size_t>(i)] == name) return i;
  const std::string n = core::cards::normalizeWord(name);
  for (int i = 0; i < seats(); ++i)
    if (core::cards::normalizeWord(players[static_cast<std::size_t>(i)]) == n) return i;
  return -1;
}

std::string Rules::boatName(int boat) const {
  std::string name;
  for (int seat : boats[static_cast<std::size_t>(boat)])
    name += (name.empty() ? "" : " & ") + players[static_cast<std::size_t>(seat)];
  return name;
}

Rules parseRules(const std::string &text, const std::string &file) {
  const YAML::Node root = core::loadYamlString(text, file);
  core::MapReader top(file, root, "scenario");
  Rules rules;
  rules.file = file;
  const std::string game = top.string("game");
  if (game != "milles-nautiques")
    throw core::errorAt(file, root["game"],
                        fill(tr("this is not a milles-nautiques scenario ('{game}')"), {{"game", game}}));
  rules.title = top.string("title", "");
  rules.description = top.string("description", "");

  const YAML::Node players = top.required("players");
  if (!players.IsSequence() || players.size() < 2 || players.size() > 6)
    throw core::errorAt(file, players,
                        tr("players must be a list of 2 to 6 names, in seating order (MN-SEAT-1)"));
  for (const auto &p : players) {
    const std::string name = core::readString(file, p, "players");
    if (name.empty()) throw core::errorAt(file, p, tr("a player needs a name"));
    for (const auto &other : rules.players)
      if (core::cards::normalizeWord(other) == core::cards::normalizeWord(name))
        throw core::errorAt(file, p, fill(tr("two players are called '{name}'"), {{"name", name}}));
    rules.players.push_back(name);
  }
  const int n = rules.seats();

  const YAML::Node deal = top.optional("deal");
  if (deal.IsDefined()) {
    const std::string d = core::readString(file, deal, "deal");
    if (d == "program")
      rules.deal = Deal::Program;
    else if (d == "table")
      rules.deal = Deal::Table;
    else
      throw core::errorAt(file, deal,
                          fill(tr("deal must be 'program' or 'table', not '{value}'"), {{"value", d}}));
  }

  std::string crews = "auto";
  YAML::Node counts;
  const YAML::Node options = top.optional("rules");
  if (options.IsDefined() && !options.IsNull()) {
    core::MapReader o(file, options, "rules");
    Options &opt = rules.options;
    opt.distance = o.integer("distance", 0, 100000, 0);
    opt.hand_size = o.integer("hand_size", 1, 12, 6);
    opt.damage_limit = o.integer("damage_limit", 0, 10000, 50);
    opt.mistoufle_miles = o.integer("mistoufle_miles", 0, 10000, 300);
    opt.bon_vent_after_sauvetage = o.boolean("bon_vent_after_sauvetage", false);
    opt.protest_blocks_finish = o.boolean("protest_blocks_finish", false);
    opt.legs_total = o.integer("legs_total", 0, 1000000, 0);
    opt.max_legs = o.integer("max_legs", 0, 1000, 0);
    opt.mistoufle = static_cast<MistoufleCall>(core::readChoice(o, "mistoufle", {"ask", "always"}, 0));
    opt.hazards_before_start = o.boolean("hazards_before_start", true);
    opt.hazards_pile_up = o.boolean("hazards_pile_up", true);
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
    o.finish();
  }
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

Rules loadRules(const std::string &path) { return parseRules(core::readYamlText(path), path); }

} // namespace amiraute::milles_nautiques
