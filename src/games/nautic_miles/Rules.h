#pragma once
/// Nautic Miles: the immutable part of a game — the deck, the players and their sides (a player
/// alone, or a team of two partners facing each other), the options — loaded from a scenario.
/// Clause ids (NM-...) refer to docs/rules/nautic-miles.md.
#include "core/cards/Deck.h"
#include "game/Deal.h"
#include "game/Names.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace amiraute::nautic_miles {

using core::cards::CardId;
using core::cards::kBack;

/// Who deals and sees the cards (NM-TABLE-1 for a real deck at a real table).
using game::Deal;

/// What a card does, from its kind in the deck file.
enum class Kind : std::uint8_t {
  Convoy,
  Miles,
  Warship,
  Plane,
  PlaneHit,
  Alert,
  EndOfAlert,
  Mine,
  Minesweeper,
  Radar,
  Storm,
  FairSea,
  Neutral
};

/// NM-STORM-1: what a storm laid over a convoy already under attack does to the attack.
enum class StormOverAttack : std::uint8_t {
  Hold,    ///< the battle and the plane wait for fair sea (the ship on top wins no round meanwhile)
  Scatter, ///< the battle's warships and the plane go to the discard
};

/// NM-SCORE-4: which side "won the round" and takes its bonus.
enum class RoundWinner : std::uint8_t {
  MostPoints,    ///< the most points of the round among the sides that scored
  ReachedTarget, ///< the side whose 40 points ended the round (the most points when cards ran out)
};

/// NM-END-3: what "la partie est annulée" cancels when no convoy reached port.
enum class NoArrival : std::uint8_t {
  VoidRound, ///< the round scores nothing; the game goes on
  VoidGame,  ///< the game ends there and nobody wins
};

/// The `rules:` mapping of a scenario.
struct Options {
  bool teams = false;                   ///< NM-TEAM-1: teams of two, partners facing
  int hand_size = 6;                    ///< NM-DEAL-1
  int arrival_miles = 4000;             ///< NM-MILES-2
  int storm_limit = 600;                ///< NM-STORM-1: most miles a card may give in a storm
  int full_round = 0;                   ///< NM-ROUND-1: turns a card must stand; 0 = the number of players
  bool radar_through_protection = true; ///< NM-RADAR-1: radar works on neutral and stormy convoys
  int round_target = 80;                ///< NM-END-1: half-points that end a round (40 points)
  int target = 400;                     ///< NM-GAME-1: half-points that win the game (200 points)
  int max_rounds = 0;                   ///< NM-GAME-1: 0 = as many rounds as it takes
  int round_bonus = 20;                 ///< NM-SCORE-4, half-points (10 points)
  int slowness_bonus = 14;              ///< NM-SCORE-5, half-points (7 points)
  int slowness_limit = 600;             ///< NM-SCORE-5: the largest mile card a slow convoy may carry
  StormOverAttack storm_over_attack = StormOverAttack::Hold; ///< NM-STORM-1
  RoundWinner round_winner = RoundWinner::MostPoints;        ///< NM-SCORE-4
  NoArrival no_arrival = NoArrival::VoidRound;               ///< NM-END-3
};

/// Everything that does not change during a game.
struct Rules {
  std::string file; ///< where it was loaded from
  std::string title;
  std::string description; ///< the scenario's `description:`, said under the title
  core::cards::Deck deck;
  std::vector<Kind> kinds;             ///< kind of each card type
  std::vector<std::string> players;    ///< in seating order, clockwise
  std::vector<std::vector<int>> sides; ///< the seats of each side (one row of convoys each)
  std::vector<int> side_of;            ///< side of each seat
  Deal deal = Deal::Program;
  Options options;
  /// Per convoy type: half-points by band of miles (NM-SCORE-1) and for a capture (NM-SCORE-2).
  std::vector<std::array<int, 6>> points;
  std::vector<int> capture;
  std::vector<bool> is_convoy; ///< per card type: may be laid face down as a convoy
  CardId submarine = kBack, trawler = kBack;

  int seats() const { return static_cast<int>(players.size()); }
  int sideCount() const { return static_cast<int>(sides.size()); }
  Kind kind(CardId c) const { return kinds[c]; }
  /// Miles a card gives (0 for a card that is not a mile card).
  int miles(CardId c) const;
  /// A decoy (the trawler, NM-CONV-2): scores nothing and its arrival does not count.
  bool decoy(CardId c) const;
  /// Strength of a warship card (0 otherwise).
  int strength(CardId c) const;
  /// Turns a card must stand unanswered (NM-ROUND-1).
  int fullRound() const { return options.full_round > 0 ? options.full_round : seats(); }
  /// Seat for a player name (exact, then ignoring case and accents), or -1.
  int seatOf(const std::string &name) const;
  /// The side's name: its players' names joined ("Anne & Chloé").
  std::string sideName(int side) const;
};

/// Half-points as a person reads them in the current language: 25 → "12.5" ("12,5" in French).
std::string points(int half_points);
/// "1 point", "12.5 points" ("1,5 point", "2,5 points" in French), translated.
std::string pointsText(int half_points);
/// The band of the points table for a distance (NM-SCORE-1): 0 for 0 miles, 1 for 200–1,000,
/// 2 for 1,200–2,000, 3 for 2,200–3,000, 4 for 3,200–3,800, 5 at the arrival.
int band(int miles, int arrival);

/// Load a scenario file; errors are core::YamlError (file:line:column).
Rules loadRules(const std::string &path);

/// The `rules:` options this loader reads, as `amiraute list options` shows them (game/Names.h).
std::vector<game::NameLine> optionLines();
/// What a scenario may name of `kind` ("terrain", "classes", "cards", "options", "sides"), one
/// line each; empty when the game has no such thing (Names.cpp).
std::vector<game::NameLine> names(std::string_view kind);

/// Load scenario text; `file` names it in errors.
Rules parseRules(const std::string &text, const std::string &file);

} // namespace amiraute::nautic_miles
