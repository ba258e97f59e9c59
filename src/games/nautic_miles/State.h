#pragma once
/// Nautic Miles: everything that changes during a game. A plain value: copy it, compare it, hash
/// it. The state holds every hand and the face of every convoy; observe() turns what a seat may
/// not see into backs.
#include "core/cards/Cards.h"
#include "games/nautic_miles/Rules.h"

#include <cstdint>
#include <vector>

namespace amiraute::nautic_miles {

using core::cards::FaceDownCard;
using core::cards::Hand;
using core::cards::Pile;
using core::cards::Row;

/// Where a round stands.
enum class Phase : std::uint8_t {
  Deal,   ///< chance: the next card of the deal goes to `seat`
  Draw,   ///< chance: `seat` draws a card from the talon (`draws` of them)
  Play,   ///< `seat` plays or discards one card
  Reveal, ///< chance at a real table: what is the convoy turned up? (NM-TABLE-1)
  Over,   ///< the game is over
};

/// What to do once every pending reveal is known.
enum class Then : std::uint8_t { Nothing, EndTurn, ContinueTurn, ScoreRound };

/// A naval battle on a convoy (NM-BATTLE-*): the ship on top and who laid it.
struct Battle {
  std::vector<CardId> cards; ///< every warship laid, discarded when the battle ends
  int seat = -1;             ///< who laid the ship on top; -1: no battle
  int strength = 0;          ///< its strength (two submarines: 6)
  bool attacker = false;     ///< laid against the convoy's side
  bool tied = false;         ///< an equal answer: the convoy stops until somebody fights on (NM-BATTLE-3)
  int deadline = 0;          ///< the turn at whose start the ship on top wins if unanswered (NM-BATTLE-5)
  bool on() const { return seat >= 0; }
  friend bool operator==(const Battle &, const Battle &) = default;
};

/// A convoy in a row, and the cards laid beside it.
struct Convoy {
  FaceDownCard card;         ///< face down unless a radar turned it (or it was revealed)
  bool detected = false;     ///< found by a radar: its points count double (NM-SCORE-3)
  std::vector<CardId> miles; ///< mile cards laid on it
  int distance = 0;          ///< miles sailed
  bool alert = false;        ///< NM-ALERT-1
  bool storm = false;        ///< NM-STORM-1
  bool neutral = false;      ///< NM-NEUTRAL-1
  int plane_by = -1;         ///< the seat whose first plane is beside it (NM-PLANE-1)
  int mine_by = -1;          ///< the seat whose mine is beside it (NM-MINE-1)
  int mine_deadline = 0;     ///< the turn at whose start the mine explodes
  Battle battle;
  friend bool operator==(const Convoy &, const Convoy &) = default;
};

/// A convoy out of the row: arrived in port, or captured.
struct Taken {
  CardId card = kBack;   ///< turned up (kBack only until a real table says what it was)
  bool detected = false; ///< found by a radar before: counts double
  int largest_miles = 0; ///< the largest mile card it carried (NM-SCORE-5)
  friend bool operator==(const Taken &, const Taken &) = default;
};

/// A player, or a team of two partners (NM-TEAM-1): one row of convoys.
struct Side {
  Row<Convoy> row;
  std::vector<Taken> port;   ///< convoys arrived this round (NM-MILES-2)
  std::vector<Taken> prizes; ///< convoys this side destroyed this round (NM-DESTROY-1)
  int score = 0;             ///< half-points of the rounds played (NM-GAME-1)
  int last_round = 0;        ///< half-points of the last round scored
  friend bool operator==(const Side &, const Side &) = default;
};

/// A convoy whose face a real table must say (NM-TABLE-1).
struct RevealRef {
  enum class Where : std::uint8_t { Row, Port, Prize };
  int side = 0;
  Where where = Where::Row;
  int index = 0;
  friend bool operator==(const RevealRef &, const RevealRef &) = default;
};

/// One side's part of a round's score sheet, in half-points, line by line of the scoring table.
struct SheetSide {
  bool arrived = false; ///< brought a convoy to port; else it scores nothing (NM-END-2)
  int port = 0;         ///< convoys in port (NM-SCORE-1, NM-SCORE-3)
  int at_sea = 0;       ///< convoys still sailing, by their miles (NM-SCORE-1)
  int prizes = 0;       ///< convoys it destroyed (NM-SCORE-2)
  int winner = 0;       ///< the round's winner (NM-SCORE-4)
  int slowness = 0;     ///< the slowness bonus (NM-SCORE-5)
  int round = 0;        ///< the round's points: the sum of the lines
  int total = 0;        ///< the game's score after the round (NM-GAME-1)
  friend bool operator==(const SheetSide &, const SheetSide &) = default;
};

/// The score sheet of the last round scored, as the table announces it (everybody may read it).
struct RoundSheet {
  int round = 0;           ///< 0: no round scored yet
  bool void_round = false; ///< no convoy reached port (NM-END-3)
  std::vector<SheetSide> sides;
  friend bool operator==(const RoundSheet &, const RoundSheet &) = default;
};

/// The changing part of a game.
struct State {
  Phase phase = Phase::Deal;
  int round = 1;
  int turn = 0;   ///< turns begun this round (deadlines count in turns: NM-ROUND-1)
  int seat = 0;   ///< the seat being dealt to, drawing or playing
  int dealer = 0; ///< this round's dealer (NM-DEAL-1)
  int dealt = 0;  ///< cards dealt so far this round
  int draws = 0;  ///< cards `seat` still draws in Phase::Draw
  Pile pile;      ///< the talon
  std::vector<Hand> hands;
  std::vector<CardId> discard; ///< face up; the top is back()
  std::vector<Side> sides;
  std::vector<RevealRef> reveals; ///< Phase::Reveal: front() is asked
  Then then = Then::Nothing;      ///< what follows the reveals
  std::vector<int> winners;       ///< sides that won (several on a tie); filled when the game is over
  /// The last round's score sheet: what the scores above say, line by line (not in the hash: it
  /// follows from them, and records saved before it keep their hash).
  RoundSheet sheet;

  /// Stable hash of everything above but the sheet (core::StateHasher).
  std::uint64_t hash() const;
  friend bool operator==(const State &, const State &) = default;
};

/// Name of a phase ("play").
const char *phaseName(Phase p);

} // namespace amiraute::nautic_miles
