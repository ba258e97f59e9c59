#include "core/cards/Cards.h"

#include <stdexcept>

namespace amiraute::core::cards {

Pile Pile::of(const std::vector<int> &counts) {
  Pile p;
  p.counts.reserve(counts.size());
  for (int c : counts)
    p.counts.push_back(static_cast<std::uint8_t>(std::max(0, c)));
  return p;
}

int Pile::size() const {
  int n = unknown;
  for (auto c : counts)
    n += c;
  return n;
}

int Pile::count(CardId card) const {
  if (card == kBack) return unknown;
  return card < counts.size() ? counts[card] : 0;
}

void Pile::add(CardId card) {
  if (card == kBack) {
    ++unknown;
    return;
  }
  if (card >= counts.size()) counts.resize(card + 1u, 0);
  ++counts[card];
}

bool Pile::remove(CardId card) {
  if (card == kBack) {
    if (unknown == 0) return false;
    --unknown;
    return true;
  }
  if (card >= counts.size() || counts[card] == 0) return false;
  --counts[card];
  return true;
}

void Pile::hide() {
  for (auto &c : counts) {
    unknown += c;
    c = 0;
  }
}

void Pile::hashInto(StateHasher &h) const {
  h.add(unknown);
  h.add(static_cast<int>(counts.size()));
  for (auto c : counts)
    h.add(static_cast<int>(c));
}

int Hand::count(CardId card) const { return static_cast<int>(std::count(cards.begin(), cards.end(), card)); }

void Hand::add(CardId card) { cards.insert(std::upper_bound(cards.begin(), cards.end(), card), card); }

bool Hand::remove(CardId card) {
  const auto it = std::lower_bound(cards.begin(), cards.end(), card);
  if (it == cards.end() || *it != card) return false;
  cards.erase(it);
  return true;
}

void Hand::hide() { std::fill(cards.begin(), cards.end(), kBack); }

std::vector<CardId> Hand::distinct() const {
  std::vector<CardId> out;
  for (CardId c : cards)
    if (c != kBack && (out.empty() || out.back() != c)) out.push_back(c);
  return out;
}

void Hand::hashInto(StateHasher &h) const { hashCards(h, cards); }

std::vector<std::pair<CardId, double>> drawOdds(const Pile &pile) {
  std::vector<std::pair<CardId, double>> out;
  const int n = pile.size();
  if (n == 0) return out;
  for (std::size_t i = 0; i < pile.counts.size(); ++i)
    if (pile.counts[i] > 0) out.emplace_back(static_cast<CardId>(i), static_cast<double>(pile.counts[i]) / n);
  if (pile.unknown > 0) out.emplace_back(kBack, static_cast<double>(pile.unknown) / n);
  return out;
}

CardId drawCard(const Pile &pile, DiceSource &dice) {
  const int n = pile.size();
  if (n == 0) throw std::logic_error("drawCard: the pile is empty");
  int k = dice.index(n);
  for (std::size_t i = 0; i < pile.counts.size(); ++i) {
    if (k < pile.counts[i]) return static_cast<CardId>(i);
    k -= pile.counts[i];
  }
  return kBack;
}

int poolSize(const std::vector<int> &pool) {
  int n = 0;
  for (int c : pool)
    n += c;
  return n;
}

bool dealable(const std::vector<int> &pool, int restricted, const std::vector<bool> &allowed) {
  int fits = 0;
  for (std::size_t i = 0; i < pool.size(); ++i) {
    if (pool[i] < 0) return false;
    if (i < allowed.size() && allowed[i]) fits += pool[i];
  }
  return fits >= restricted;
}

std::vector<CardId> takeRandom(std::vector<int> &pool, int n, const std::vector<bool> *allowed,
                               std::mt19937_64 &rng) {
  std::vector<CardId> out;
  out.reserve(static_cast<std::size_t>(std::max(0, n)));
  const auto fits = [&](std::size_t i) { return !allowed || (i < allowed->size() && (*allowed)[i]); };
  int total = 0; // the cards that fit, kept as they are taken (a determinization deals a hundred)
  for (std::size_t i = 0; i < pool.size(); ++i)
    if (fits(i)) total += std::max(0, pool[i]);
  for (int k = 0; k < n; ++k, --total) {
    if (total == 0) throw std::logic_error("takeRandom: no card left to deal");
    int pick = static_cast<int>(rng() % static_cast<std::uint64_t>(total));
    for (std::size_t i = 0; i < pool.size(); ++i) {
      if (!fits(i) || pool[i] <= 0) continue;
      if (pick < pool[i]) {
        --pool[i];
        out.push_back(static_cast<CardId>(i));
        break;
      }
      pick -= pool[i];
    }
  }
  return out;
}

void hashCards(StateHasher &h, const std::vector<CardId> &cards) {
  h.add(static_cast<int>(cards.size()));
  for (CardId c : cards)
    h.add(static_cast<int>(c));
}

} // namespace amiraute::core::cards
