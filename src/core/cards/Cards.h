#pragma once
/// Where cards are during a game: the draw pile, hands, rows on the table (with a left and a right
/// end), stacks, face-down cards — the same shapes for every card game, no game knowledge.
///
/// Cards are types (CardId): two copies of the same card are the same card. A card whose face is
/// unknown to the holder of the state is kBack. That one convention serves three cases:
/// - observe(seat): what a seat may not see is replaced by backs, sorted canonically, so two
///   states that differ only in secrets observe equal;
/// - determinize: every back is dealt again from the cards nobody has seen (unseenPool, takeRandom);
/// - a real deck at a real table: the program does not see the hands or the pile, so they are
///   backs from the start, and a card a player lays is taken out of the backs.
///
/// The shuffle is modelled so that the search can handle it: the pile is a multiset, drawing a
/// card is a chance node whose outcomes are the distinct types left weighted by their counts
/// (drawOdds), not one of 110! orders; live draws come from a core::DiceSource (drawCard).
#include "core/Dice.h"
#include "core/Hash.h"
#include "core/cards/Deck.h"

#include <algorithm>
#include <cstdint>
#include <random>
#include <utility>
#include <vector>

namespace amiraute::core::cards {

/// Cards counted by type, in no order: the draw pile (or any pile whose order does not matter).
struct Pile {
  std::vector<std::uint8_t> counts; ///< known cards of each type, indexed by CardId
  int unknown = 0;                  ///< cards whose faces are not known here (backs)

  /// A pile of every card of the deck (`counts` per type), all known.
  static Pile of(const std::vector<int> &counts);
  int size() const;
  bool empty() const { return size() == 0; }
  /// Known copies of `card` (the number of backs for kBack).
  int count(CardId card) const;
  /// Put one card in (kBack adds an unknown card).
  void add(CardId card);
  /// Take one card out: a known copy, or for kBack an unknown card. False (and nothing changes)
  /// when there is none.
  bool remove(CardId card);
  /// Every known card becomes a back: what a seat sees of a pile it may not look through.
  void hide();
  void hashInto(StateHasher &h) const;
  friend bool operator==(const Pile &, const Pile &) = default;
};

/// Cards in a hand: sorted by type, backs last (so equal hands compare equal).
struct Hand {
  std::vector<CardId> cards;

  int size() const { return static_cast<int>(cards.size()); }
  bool empty() const { return cards.empty(); }
  /// Copies of `card` held (backs for kBack).
  int count(CardId card) const;
  int backs() const { return count(kBack); }
  bool has(CardId card) const { return count(card) > 0; }
  /// Add a card (kBack: a card nobody here can see), keeping the order.
  void add(CardId card);
  /// Remove one copy of `card`; false (nothing changes) when the hand holds none.
  bool remove(CardId card);
  /// Every card becomes a back.
  void hide();
  /// The distinct types held (no backs), in order.
  std::vector<CardId> distinct() const;
  void hashInto(StateHasher &h) const;
  friend bool operator==(const Hand &, const Hand &) = default;
};

/// A card lying on the table face down until it is turned (a convoy before the radar finds it).
struct FaceDownCard {
  CardId card = kBack;
  bool face_up = false;
  /// The card as a seat sees it: its face when turned up or when the seat may look, else a back.
  CardId seen(bool may_look) const { return face_up || may_look ? card : kBack; }
  friend bool operator==(const FaceDownCard &, const FaceDownCard &) = default;
};

/// Things laid side by side in a row: position 0 is the left end (port), size()-1 the right end
/// (starboard). A new item may go between two others or at an end; the others keep their order.
template <class T> struct Row {
  std::vector<T> items;

  int size() const { return static_cast<int>(items.size()); }
  bool empty() const { return items.empty(); }
  T &operator[](int i) { return items[static_cast<std::size_t>(i)]; }
  const T &operator[](int i) const { return items[static_cast<std::size_t>(i)]; }
  /// Put `item` so that it becomes the item at `position` (0..size()): 0 is the new left end,
  /// size() the new right end.
  void insert(int position, T item) { items.insert(items.begin() + position, std::move(item)); }
  /// Take the item at `index` out of the row.
  T take(int index) {
    T item = std::move(items[static_cast<std::size_t>(index)]);
    items.erase(items.begin() + index);
    return item;
  }
  /// True for the leftmost and the rightmost item.
  bool isEnd(int index) const { return !items.empty() && (index == 0 || index == size() - 1); }
  friend bool operator==(const Row &, const Row &) = default;
};

/// The outcomes of drawing one card from `pile`: each type left, with its count / size (unknown
/// cards as one kBack outcome). Empty when the pile is empty.
std::vector<std::pair<CardId, double>> drawOdds(const Pile &pile);
/// One card drawn live from `pile`: a die with pile.size() faces picks a card, every card equally
/// likely (so types by their counts). kBack when the drawn card is an unknown one.
CardId drawCard(const Pile &pile, DiceSource &dice);

/// The cards nobody has seen: `deck_counts` minus each known card `visit` reports. `visit(f)`
/// must call f(card) once for every card of the state whose face is known (backs are skipped).
template <class Visit> std::vector<int> unseenPool(const std::vector<int> &deck_counts, Visit &&visit) {
  std::vector<int> pool = deck_counts;
  visit([&](CardId c) {
    if (c != kBack && c < pool.size()) --pool[c];
  });
  return pool;
}
/// Sum of a pool.
int poolSize(const std::vector<int> &pool);
/// Whether the backs can be dealt from `pool` once `restricted` of them must be of a type in
/// `allowed` (face-down convoys must be convoys): enough allowed cards for them, none negative.
bool dealable(const std::vector<int> &pool, int restricted, const std::vector<bool> &allowed);
/// Take `n` cards from `pool` at random (each card equally likely; only types `allowed` when it is
/// given), removing them from the pool. Throws std::logic_error when the pool has too few.
std::vector<CardId> takeRandom(std::vector<int> &pool, int n, const std::vector<bool> *allowed,
                               std::mt19937_64 &rng);

/// Hash a list of cards in order.
void hashCards(StateHasher &h, const std::vector<CardId> &cards);

} // namespace amiraute::core::cards
