#pragma once
/// Détroits actions, as values with a text form that parses back. The texts are the referee's
/// commands and the lines of a game record:
///   wind north · orders Foudroyant 1 R 2 R 3 3 · orders Foudroyant - · seal Bleu ·
///   fire Foudroyant starboard Vengeur · hold Rouge
#include "game/ActionText.h"
#include "games/detroits/Rules.h"
#include "games/detroits/State.h"

#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

namespace amiraute::detroits {

/// One token of a written order (DT-ORDER-1): a number d (advance toward d), `R` (turn one sixth,
/// toward the next number), or `R(d)` (turn one sixth, ending facing d).
struct Token {
  bool turn = false;
  int facing = 0; ///< the number; 0 for a bare R
  friend bool operator==(const Token &, const Token &) = default;
};

/// The coin for the wind (DT-WIND-1): facing 1 (north) or 4 (south).
struct SetWind {
  int facing = 1;
  friend bool operator==(const SetWind &, const SetWind &) = default;
};
/// A secret order for one ship this turn, as written (DT-ORDER-*). No token: stay (`-`).
struct WriteOrder {
  int ship = -1;
  std::vector<Token> tokens;
  friend bool operator==(const WriteOrder &, const WriteOrder &) = default;
};
/// A fleet's orders are complete (DT-ORDER-4); a ship given no order stays.
struct Seal {
  int side = 0;
  friend bool operator==(const Seal &, const Seal &) = default;
};
/// A broadside at a target (DT-FIRE-*).
struct Fire {
  int ship = -1;
  Broadside broadside = Broadside::Port;
  int target = -1;
  friend bool operator==(const Fire &, const Fire &) = default;
};
/// A fleet does not fire (more) at this moment of the execution (DT-EXEC-2).
struct Hold {
  int side = 0;
  friend bool operator==(const Hold &, const Hold &) = default;
};

using Action = std::variant<SetWind, WriteOrder, Seal, Fire, Hold>;

using game::ActionSyntaxError;

/// "1 R 2 R 3 3", "-" for no token.
std::string formatTokens(const std::vector<Token> &tokens);
/// Tokens from words ("-" alone: none). ActionSyntaxError naming the token at fault.
std::vector<Token> parseTokens(const std::vector<std::string> &words);

std::string formatAction(const Rules &rules, const Action &action);
Action parseAction(const Rules &rules, const std::vector<std::string> &words);
Action parseAction(const Rules &rules, const std::string &text);
/// A fleet or ship named by `word`, or ActionSyntaxError naming those there are.
int parseSide(const Rules &rules, const std::string &word);
int parseShip(const Rules &rules, const std::string &word);

} // namespace amiraute::detroits
