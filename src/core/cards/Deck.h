#pragma once
/// A deck of cards as data: the card types of a game (id, names in French and English, how many
/// copies, a kind, named values) read from `decks/<game>.yaml`, with every error reported as
/// `file:line:column: message`. The card module knows no game: what a kind or a value means is
/// the game's business.
///
/// ```yaml
/// deck: nautic-miles
/// cards:
///   - id: 10000t
///     fr: Convoi de 10 000 tonneaux
///     en: 10,000-ton convoy
///     count: 4
///     kind: convoy
///     values: {tons: 10000, points: [1, 2, 4, 6, 8, 10]}
///     aliases: ["10000"]
/// ```
#include "core/Yaml.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace amiraute::core::cards {

/// A card type's index in its deck. Identical cards are interchangeable, so a card on the table,
/// in a hand or in a pile is just its type.
using CardId = std::uint8_t;
/// A card whose face the holder of the state does not know (a back): another seat's hand, a
/// face-down card, a card of the draw pile, or any card at a real table the program does not see.
inline constexpr CardId kBack = 0xFF;
/// The most card types a deck may have (CardId leaves room for kBack).
inline constexpr int kMaxTypes = 200;

/// One type of card and how many copies the deck has.
struct CardType {
  std::string id;                   ///< what scripts and players type: "10000t", "bon_vent"
  std::string fr;                   ///< French name: "Convoi de 10 000 tonneaux"
  std::string en;                   ///< English name: "10,000-ton convoy"
  std::string kind;                 ///< the game's family: "convoy", "miles", "warship"
  int count = 0;                    ///< copies in the deck
  std::vector<std::string> aliases; ///< other words that name it ("10000", "pa")
  std::vector<std::pair<std::string, std::vector<double>>> values; ///< named numbers ("miles": {600})
  int line = 0; ///< where the card is defined in the deck file (from 1), for a game's own checks
  int column = 0;

  /// The first number of value `name`, or `fallback` when the card has no such value.
  double value(std::string_view name, double fallback = 0) const;
  /// Every number of value `name` (empty when missing).
  const std::vector<double> &list(std::string_view name) const;
  bool has(std::string_view name) const;
};

/// The card types of a game, in the order of the file (a CardId is an index here).
class Deck {
public:
  std::string file; ///< where it was read from
  std::string game; ///< the deck's `deck:` key: "nautic-miles"
  std::vector<CardType> types;

  /// Number of card types.
  int kinds() const { return static_cast<int>(types.size()); }
  const CardType &type(CardId id) const { return types.at(id); }
  /// Total number of cards.
  int total() const;
  /// Copies of each type, indexed by CardId.
  std::vector<int> counts() const;
  /// The card's name in the current language (core::language()): French or English; "?" for kBack.
  std::string name(CardId id) const;
  /// The card type a person typed: its id, an alias or a name, ignoring case, accents, spaces and
  /// hyphens ("Porte-avions", "porte_avions", "carrier"). Nothing when no type matches.
  std::optional<CardId> find(std::string_view word) const;
  /// The card named by the most words from `words[start]` on (at most `max_words`), so that a
  /// name typed without quotes is found: {"play", "Bon", "vent", "Bruno"} from 1 gives "Bon vent"
  /// and 2 words. Nothing when not even words[start] alone names a card.
  std::optional<std::pair<CardId, std::size_t>> findWords(const std::vector<std::string> &words,
                                                          std::size_t start, std::size_t max_words = 4) const;
  /// The type with exactly this id; std::logic_error when the deck has none (a game asking for a
  /// card its deck file lacks is a broken deck file, caught when the rules load).
  CardId id(std::string_view id) const;
  /// Whether the deck has a type with this id.
  bool hasId(std::string_view id) const;
  /// Every type of a kind, in deck order.
  std::vector<CardId> ofKind(std::string_view kind) const;
  /// Every id, in deck order (for suggestions and listings).
  std::vector<std::string> ids() const;
};

/// Read a deck file; errors are core::YamlError (file:line:column).
Deck loadDeck(const std::string &path);
/// Read deck text; `file` names it in errors.
Deck parseDeck(const std::string &text, const std::string &file);

/// The deck a scenario plays with: the file its `deck` key names (beside the scenario, or among
/// the shipped data) or else the shipped `decks/<game>.yaml`, with the scenario's `counts` (a
/// mapping of card id to number of copies, usually under `rules:`) applied. Errors name the
/// scenario's line and column (an unknown card id with the closest one); a deck for another
/// game is refused.
Deck scenarioDeck(const std::string &scenario_file, const YAML::Node &deck_key, const YAML::Node &counts,
                  const std::string &game);

/// A word as the deck compares it: lower case, accents dropped (é → e, ç → c), spaces, hyphens
/// and apostrophes turned into '_'.
std::string normalizeWord(std::string_view word);

} // namespace amiraute::core::cards
