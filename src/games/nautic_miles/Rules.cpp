#include "games/nautic_miles/Rules.h"

#include "core/Files.h"
#include "core/I18n.h"
#include "core/Yaml.h"
#include "core/YamlChoice.h"
#include "game/Scenario.h"

#include <cmath>
#include <cstdlib>

namespace amiraute::nautic_miles {

using core::fill;
using core::tr;

namespace {

const std::vector<std::pair<std::string, Kind>> kKinds = {{"convoy", Kind::Convoy},
                                                          {"miles", Kind::Miles},
                                                          {"warship", Kind::Warship},
                                                          {"plane", Kind::Plane},
                                                          {"plane_hit", Kind::PlaneHit},
                                                          {"alert", Kind::Alert},
                                                          {"end_of_alert", Kind::EndOfAlert},
                                                          {"mine", Kind::Mine},
                                                          {"minesweeper", Kind::Minesweeper},
                                                          {"radar", Kind::Radar},
                                                          {"storm", Kind::Storm},
                                                          {"fair_sea", Kind::FairSea},
                                                          {"neutral", Kind::Neutral}};

int halfPoints(double points) { return static_cast<int>(std::lround(points * 2)); }

/// Points given in the scenario or the deck: whole or half points.
int readPoints(const std::string &file, const YAML::Node &node, const std::string &what, double max) {
  const double v = core::readNumber(file, node, what, 0, max);
  if (std::fabs(v * 2 - std::round(v * 2)) > 1e-9)
    throw core::errorAt(file, node,
                        fill(tr("{what} counts whole or half points, not {value}"),
                             {{"what", what}, {"value", node.Scalar()}}));
  return halfPoints(v);
}

/// An option in whole or half points above nothing, up to `max`, kept in half-points.
game::Option<Options> pointsOption(const char *key, int Options::*field, double max, const char *values,
                                   const char *fallback, const char *clause) {
  return {[=](core::MapReader &r, Options &o) {
            if (r.has(key))
              o.*field = readPoints(r.file(), r.required(key), std::string("rules.") + key, max);
          },
          game::optionLine(key, values, fallback, clause)};
}

/// A whole number whose line says more than its range.
game::Option<Options> numberOption(const char *key, int Options::*field, int min, int max, int fallback,
                                   const char *values, const char *clause) {
  return {[=](core::MapReader &r, Options &o) { o.*field = r.integer(key, min, max, fallback); },
          game::optionLine(key, values, std::to_string(fallback), clause)};
}

/// The `rules:` options read from a table, in this order (counts and points follow).
const std::vector<game::Option<Options>> &optionTable() {
  static const std::vector<game::Option<Options>> table = {
      {[](core::MapReader &r, Options &o) {
         if (const YAML::Node teams = r.optional("teams"); teams.IsDefined())
           o.teams = core::readBool(r.file(), teams, "rules.teams");
       },
       game::optionLine("teams", "true | false (4 or 6 players)", "false", "NM-TEAM-1")},
      game::number("hand_size", &Options::hand_size, 1, 12, 6, "NM-DEAL-1"),
      game::number("arrival_miles", &Options::arrival_miles, 200, 100000, 4000, "NM-MILES-2"),
      game::number("storm_limit", &Options::storm_limit, 0, 100000, 600, "NM-STORM-1"),
      numberOption("full_round", &Options::full_round, 0, 36, 0, "0..36 (0: the number of players)",
                   "NM-ROUND-1"),
      game::flag("radar_through_protection", &Options::radar_through_protection, true, "NM-RADAR-1"),
      pointsOption("round_target", &Options::round_target, 10000, "points, whole or half, above 0", "40",
                   "NM-END-1"),
      pointsOption("target", &Options::target, 100000, "points, whole or half, above 0", "200", "NM-GAME-1"),
      numberOption("max_rounds", &Options::max_rounds, 0, 1000, 0, "0..1000 (0: as many as it takes)",
                   "NM-GAME-1"),
      pointsOption("round_bonus", &Options::round_bonus, 1000, "points, whole or half", "10", "NM-SCORE-4"),
      pointsOption("slowness_bonus", &Options::slowness_bonus, 1000, "points, whole or half", "7",
                   "NM-SCORE-5"),
      game::number("slowness_limit", &Options::slowness_limit, 0, 100000, 600, "NM-SCORE-5"),
      game::choice("storm_over_attack", &Options::storm_over_attack, {"hold", "scatter"}, 0, "NM-STORM-1"),
      game::choice("round_winner", &Options::round_winner, {"most_points", "reached_target"}, 0,
                   "NM-SCORE-4"),
      game::choice("no_arrival", &Options::no_arrival, {"void_round", "void_game"}, 0, "NM-END-3"),
  };
  return table;
}

} // namespace

int Rules::miles(CardId c) const {
  if (c == kBack || c >= kinds.size() || kinds[c] != Kind::Miles) return 0;
  return static_cast<int>(deck.type(c).value("miles"));
}

bool Rules::decoy(CardId c) const {
  return c != kBack && c < kinds.size() && deck.type(c).value("decoy") > 0;
}

int Rules::strength(CardId c) const {
  if (c == kBack || c >= kinds.size() || kinds[c] != Kind::Warship) return 0;
  return static_cast<int>(deck.type(c).value("strength"));
}

int Rules::seatOf(const std::string &name) const { return game::seatNamed(players, name); }

std::string Rules::sideName(int side) const {
  return game::crewName(players, sides[static_cast<std::size_t>(side)]);
}

std::string points(int half_points) { return core::decimal(half_points / 2.0, half_points % 2 != 0 ? 1 : 0); }

std::string pointsText(int half_points) {
  // gettext chooses by a whole number; half-points need the languages' own rules: in English only
  // exactly 1 is singular (0.5 points, 1.5 points), in French everything below 2 (0,5 point, 1,5 point).
  const int whole = std::abs(half_points);
  const long n = core::language() == "fr" ? (whole < 4 ? 1 : 2) : (whole == 2 ? 1 : 2);
  return fill(core::trn("{points} point", "{points} points", n), {{"points", points(half_points)}});
}

int band(int miles, int arrival) {
  if (miles <= 0) return 0;
  if (miles >= arrival) return 5;
  return std::min(4, (miles - 1) / 1000 + 1);
}

Rules parseRules(const std::string &text, const std::string &file) {
  Rules rules;
  core::MapReader top = game::readScenarioHead(text, file, "nautic-miles",
                                               tr("this is not a nautic-miles scenario ('{game}')"), rules);
  const YAML::Node root = top.node();
  rules.players = game::readPlayers(
      top, 2, 6, tr("players must be a list of 2 to 6 names, in seating order (NM-SEAT-1)"));
  const int n = rules.seats();
  rules.deal = game::readDeal(top);

  YAML::Node counts, points_node;
  const YAML::Node options = top.optional("rules");
  rules.options =
      game::readOptions<Options>(file, options, optionTable(), [&](core::MapReader &o, Options &) {
        counts = o.optional("counts");
        points_node = o.optional("points");
      });
  const Options &opt = rules.options;
  if (opt.teams && n != 4 && n != 6)
    throw core::errorAt(file, options["teams"],
                        fill(tr("teams of two partners facing need 4 or 6 players, not {n} (NM-TEAM-1)"),
                             {{"n", std::to_string(n)}}));
  if (opt.target <= 0)
    throw core::errorAt(file, options["target"], tr("rules.target must be above 0 (NM-GAME-1)"));
  if (opt.round_target <= 0)
    throw core::errorAt(file, options["round_target"], tr("rules.round_target must be above 0 (NM-END-1)"));
  // NM-TEAM-1: partners face each other, so seat i plays with seat i + n/2.
  const int sides = rules.options.teams ? n / 2 : n;
  rules.side_of.resize(static_cast<std::size_t>(n));
  rules.sides.resize(static_cast<std::size_t>(sides));
  for (int s = 0; s < n; ++s) {
    rules.side_of[static_cast<std::size_t>(s)] = s % sides;
    rules.sides[static_cast<std::size_t>(s % sides)].push_back(s);
  }

  rules.deck = core::cards::scenarioDeck(file, top.optional("deck"), counts, "nautic-miles");
  const core::cards::Deck &deck = rules.deck;
  for (const auto &t : deck.types) {
    const auto it =
        std::find_if(kKinds.begin(), kKinds.end(), [&](const auto &k) { return k.first == t.kind; });
    if (it == kKinds.end()) {
      std::vector<std::string> known;
      for (const auto &k : kKinds)
        known.push_back(k.first);
      const std::string close = core::suggest(t.kind, known);
      throw core::YamlError(
          deck.file, t.line, t.column,
          fill(tr("Nautic Miles has no card kind '{kind}'"), {{"kind", t.kind}}) +
              (close.empty() ? "" : fill(tr(" (did you mean '{close}'?)"), {{"close", close}})));
    }
    rules.kinds.push_back(it->second);
    const bool convoy = it->second == Kind::Convoy;
    rules.is_convoy.push_back(convoy);
    std::array<int, 6> table{};
    if (convoy) {
      const auto &list = t.list("points");
      if (list.size() != 6)
        throw core::YamlError(
            deck.file, t.line, t.column,
            fill(tr("the convoy {id} needs six points, one per band of miles (NM-SCORE-1)"), {{"id", t.id}}));
      for (std::size_t b = 0; b < 6; ++b)
        table[b] = halfPoints(list[b]);
      if (!t.has("capture"))
        throw core::YamlError(
            deck.file, t.line, t.column,
            fill(tr("the convoy {id} needs its capture points (NM-SCORE-2)"), {{"id", t.id}}));
    }
    rules.points.push_back(table);
    rules.capture.push_back(convoy ? halfPoints(t.value("capture")) : 0);
    if (it->second == Kind::Warship && t.value("strength") <= 0)
      throw core::YamlError(deck.file, t.line, t.column,
                            fill(tr("the warship {id} needs a strength"), {{"id", t.id}}));
    if (it->second == Kind::Miles && t.value("miles") <= 0)
      throw core::YamlError(deck.file, t.line, t.column,
                            fill(tr("the card {id} needs its miles"), {{"id", t.id}}));
  }
  if (deck.hasId("submarine")) rules.submarine = deck.id("submarine");
  if (deck.hasId("trawler")) rules.trawler = deck.id("trawler");

  // NM-SCORE-1: a scenario may change a convoy's line of the points table.
  if (points_node.IsDefined() && !points_node.IsNull()) {
    if (!points_node.IsMap())
      throw core::errorAt(file, points_node, tr("rules.points must map convoy ids to six points each"));
    for (const auto &entry : points_node) {
      const std::string id = core::readString(file, entry.first, "rules.points");
      if (!deck.hasId(id) || !rules.is_convoy[deck.id(id)]) {
        throw core::errorAt(file, entry.first,
                            fill(tr("'{id}' is not a convoy of the deck"), {{"id", id}}) +
                                core::didYouMean(id, deck.ids()));
      }
      if (!entry.second.IsSequence() || entry.second.size() != 6)
        throw core::errorAt(file, entry.second, tr("six points, one per band of miles: [0, 1, 2, 3, 4, 5]"));
      for (std::size_t b = 0; b < 6; ++b)
        rules.points[deck.id(id)][b] = readPoints(file, entry.second[b], "rules.points." + id, 1000);
    }
  }
  if (deck.total() < n * rules.options.hand_size + 1)
    throw core::errorAt(
        file, counts.IsDefined() ? counts : root,
        fill(tr("the deck has {cards} cards, too few to deal {hand} to each of {n} players (NM-DEAL-1)"),
             {{"cards", std::to_string(deck.total())},
              {"hand", std::to_string(rules.options.hand_size)},
              {"n", std::to_string(n)}}));
  top.finish();
  return rules;
}

std::vector<game::NameLine> optionLines() {
  std::vector<game::NameLine> lines = game::optionLines(optionTable());
  // Read by hand beside the table (they depend on the deck).
  lines.push_back(
      game::optionLine("counts", "{card id: copies} (default: the deck file's counts)", "", "NM-DECK-1"));
  lines.push_back(
      game::optionLine("points", "{convoy id: [six points]} (default: the deck file's)", "", "NM-SCORE-1"));
  return lines;
}

Rules loadRules(const std::string &path) { return parseRules(core::readYamlText(path), path); }

} // namespace amiraute::nautic_miles
