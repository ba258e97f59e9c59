#pragma once
/// The computer opponent, written once over the game interface (game/Game.h): information-set
/// Monte Carlo tree search (UCT) with chance nodes, and two baselines (random, greedy).
///
/// - Hidden information: the search starts from what its seat observes (G::observe) and nothing
///   else; each iteration samples a full state consistent with it (G::determinize) and plays in
///   it. The opponent's secrets are never read (tests/ai prove it: change them, same decision).
///   One tree is shared by all the samples (single-observer ISMCTS, Cowling, Powley & Whitehouse
///   2012): an edge is an action, its availability counts the iterations where it was legal, and
///   UCT uses availability in place of the parent's visits.
/// - Chance: a chance node draws its outcome as the game would (game::rollChance: G::roll or
///   chance()'s probabilities) and keeps one child per outcome seen.
/// - Simultaneous orders (Escadrilles' speeds, Détroits' orders) are commits one seat after the
///   other that observe() hides from the others: nothing special here.
/// - Prior: a node's actions are first valued by their one-ply judgement (game::estimate after
///   each, as the greedy baseline does), worth SearchOptions::prior_visits visits.
/// - Choices: the actions the game says are worth weighing (game::consideredActions: legal()
///   without those that certainly change nothing), in the tree, the play-outs and greedy alike.
/// - Play-outs: uniform such actions, Narration::Silent, cut after the game's play-out length
///   (game::playoutLength) and judged by game::estimate (G::heuristic when the game has one).
/// - Best line (implicit minimax backups, Lanctot, Winands, Pepels & Sturtevant 2014): each edge
///   also keeps the estimate of the best line below it (each seat taking its best judged action,
///   the dice averaged as seen), and UCT mixes it with the average by SearchOptions::minimax. A
///   game opts in with `static constexpr double search_minimax` (searchMinimax below): one whose
///   turn is many moves of the same side judged by its heuristic alone, where the average of a
///   move's continuations counts every foolish follow-up the search tried.
/// - Budget: a number of iterations (deterministic for a seed) or a time; a cancel flag stops it.
///   Everything runs on the caller's thread; a screen runs ai::Player on a worker.
#include "ai/Level.h"
#include "core/Dice.h"
#include "game/Game.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <memory>
#include <random>
#include <vector>

namespace amiraute::ai {

/// The weight of the best line seen against the average in G's search (0 to 1): G::search_minimax
/// when the game says, else 0 (the average alone).
template <class G> constexpr double searchMinimax() {
  if constexpr (requires { G::search_minimax; }) return G::search_minimax;
  return 0.0;
}

/// The weight of each action's one-ply judgement in G's search, in visits: G::search_prior_visits
/// when the game says, else 3.
template <class G> constexpr double searchPriorVisits() {
  if constexpr (requires { G::search_prior_visits; }) return G::search_prior_visits;
  return 3.0;
}

/// How many sampled states of what G's seat cannot see one decision searches, each iteration
/// taking the next in turn: G::search_worlds when the game says, else 0 (a new sample every
/// iteration).
template <class G> constexpr int searchWorlds() {
  if constexpr (requires { G::search_worlds; }) return G::search_worlds;
  return 0;
}

/// A choice and why.
template <game::Game G> struct Decision {
  typename G::Action action;
  Explanation explanation;
};

/// Tuning of the search; the defaults suit every game so far.
struct SearchOptions {
  double exploration = 1.0; ///< UCT constant (returns are in [0, 1])
  /// Actions of a play-out before the estimate judges; -1: the game's own length
  /// (game::playoutLength: G::playout_length, else 40 with a heuristic, 400 without).
  int playout_limit = -1;
  /// Weight of the one-ply judgement of each action (game::estimate after it, as greedy judges)
  /// as a number of virtual visits: a new node tries its actions best judged first, and a visit
  /// count this small is not fooled by a few unlucky play-outs (prior knowledge, Gelly & Silver
  /// 2007). 0: uniform order, play-outs only; -1: the game's own (searchPriorVisits: 3 unless it
  /// says). Measured in docs/AI.md.
  double prior_visits = -1;
  /// Weight of the best line seen (implicit minimax backups) against the average in UCT, 0 to 1;
  /// -1: the game's own (searchMinimax). Measured in docs/AI.md.
  double minimax = -1;
  /// How many samples of the hidden state one decision searches, taken in turn (a few fixed worlds
  /// compare every action against the same secrets, as greedy does on its one); 0: a new sample
  /// every iteration; -1: the game's own (searchWorlds). Measured in docs/AI.md.
  int worlds = -1;
  int explain = 3;                           ///< candidates in the explanation
  const std::atomic<bool> *cancel = nullptr; ///< set from another thread to stop thinking now
};

/// Dice for the search's chance nodes and play-outs, from its own generator.
class EngineDice final : public core::DiceSource {
public:
  explicit EngineDice(std::mt19937_64 &engine) : engine_(engine) {}
  int face(int sides) override {
    if (sides < 1) throw core::DiceError("a die needs at least one side");
    return static_cast<int>(engine_() % static_cast<std::uint64_t>(sides)) + 1;
  }

private:
  std::mt19937_64 &engine_;
};

/// A seed mixed from several numbers (splitmix64), so that nearby seeds give unrelated streams.
inline std::uint64_t mixSeed(std::uint64_t a, std::uint64_t b) {
  std::uint64_t z = a + 0x9E3779B97F4A7C15ULL * (b + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

namespace detail {

/// A full state `seat` could be in, given only what it observes.
template <game::Game G>
typename G::State sample(const typename G::Rules &rules, const typename G::State &seen, int seat,
                         std::mt19937_64 &rng) {
  if constexpr (game::HasHiddenInformation<G>)
    return G::determinize(rules, seen, seat, rng);
  else
    return seen;
}

/// What the search plays from, given a sample: G::simultaneous(rules, s, seat, rng) when the game
/// has it — the other seats' hidden commits of this round that they make without seeing seat's
/// (Détroits' orders, written after seat's), drawn now as determinize draws those already made —
/// else the sample itself. Without it a seat committing first searches against replies chosen
/// knowing its commits.
template <game::Game G>
typename G::State searchWorld(const typename G::Rules &rules, typename G::State s, int seat,
                              std::mt19937_64 &rng) {
  if constexpr (requires { G::simultaneous(rules, s, seat, rng); })
    return G::simultaneous(rules, s, seat, rng);
  else
    return s;
}

/// The next state after a uniformly random legal action (or the dice).
template <game::Game G>
typename G::State step(const typename G::Rules &rules, const typename G::State &s, int who,
                       std::mt19937_64 &rng) {
  if (who == game::kChance) {
    EngineDice dice(rng);
    return G::apply(rules, s, game::rollChance<G>(rules, s, dice), game::Narration::Silent).state;
  }
  return G::apply(rules, s, game::drawConsideredAction<G>(rules, s, rng()), game::Narration::Silent).state;
}

/// A random play-out to the end (or the limit, then the estimate; a limit of 0 judges the state
/// at once): the returns per seat.
template <game::Game G>
std::vector<double> playout(const typename G::Rules &rules, typename G::State s, int limit,
                            std::mt19937_64 &rng) {
  if (limit < 0) limit = game::playoutLength<G>();
  for (int i = 0; i < limit; ++i) {
    const int who = G::toMove(rules, s);
    if (who == game::kTerminal) return G::returns(rules, s);
    s = step<G>(rules, s, who, rng);
  }
  return game::estimate<G>(rules, s);
}

/// The value of a state just reached for every seat: its estimate, averaged over the dice that
/// follow.
template <game::Game G>
std::vector<double> afterwardsAll(const typename G::Rules &rules, const typename G::State &s,
                                  std::mt19937_64 &rng) {
  if (G::toMove(rules, s) != game::kChance) return game::estimate<G>(rules, s);
  std::vector<double> v;
  auto add = [&v](const std::vector<double> &e, double weight) {
    v.resize(std::max(v.size(), e.size()), 0.0);
    for (std::size_t i = 0; i < e.size(); ++i)
      v[i] += weight * e[i];
  };
  const auto outcomes = G::chance(rules, s);
  if (!outcomes.empty() && outcomes.size() <= 64) {
    for (const auto &o : outcomes)
      add(game::estimate<G>(rules, G::apply(rules, s, o.action, game::Narration::Silent).state),
          o.probability);
    return v;
  }
  constexpr int kDraws = 16;
  for (int i = 0; i < kDraws; ++i)
    add(game::estimate<G>(rules, step<G>(rules, s, game::kChance, rng)), 1.0 / kDraws);
  return v;
}

/// The value of a state just reached for `seat` (afterwardsAll).
template <game::Game G>
double afterwards(const typename G::Rules &rules, const typename G::State &s, int seat,
                  std::mt19937_64 &rng) {
  return afterwardsAll<G>(rules, s, rng)[static_cast<std::size_t>(seat)];
}

} // namespace detail

/// One search tree for one decision.
template <game::Game G> class Tree {
public:
  using Rules = typename G::Rules;
  using State = typename G::State;
  using Action = typename G::Action;

  Tree(const Rules &rules, const SearchOptions &options)
      : rules_(rules), options_(options),
        minimax_(options.minimax >= 0 ? std::min(1.0, options.minimax) : searchMinimax<G>()),
        prior_(options.prior_visits >= 0 ? options.prior_visits : searchPriorVisits<G>()) {
    nodes_.emplace_back();
  }

  /// One iteration from a sampled state: select, expand one action, play out, back up.
  void iterate(State s, std::mt19937_64 &rng) {
    path_.clear();
    int node = 0;
    while (true) {
      const int who = G::toMove(rules_, s);
      if (who == game::kTerminal) break;
      if (who == game::kChance) {
        EngineDice dice(rng);
        const Action a = game::rollChance<G>(rules_, s, dice);
        int e = find(node, a, 0);
        const bool fresh = e < 0;
        if (fresh) e = add(node, a, game::kChance);
        s = G::apply(rules_, s, a, game::Narration::Silent).state;
        if (fresh && minimax_ > 0) keepLine(node, e, detail::afterwardsAll<G>(rules_, s, rng));
        path_.push_back({node, e});
        node = nodes_[static_cast<std::size_t>(node)].edges[static_cast<std::size_t>(e)].child;
        continue;
      }
      const std::vector<Action> legal = game::consideredActions<G>(rules_, s);
      // Which legal actions have an edge already; the others are still to be tried.
      matched_.assign(legal.size(), -1);
      untried_.clear();
      for (std::size_t i = 0; i < legal.size(); ++i) {
        matched_[i] = find(node, legal[i], i);
        if (matched_[i] < 0) untried_.push_back(i);
      }
      auto &edges = nodes_[static_cast<std::size_t>(node)].edges;
      for (int e : matched_)
        if (e >= 0) ++edges[static_cast<std::size_t>(e)].avail;
      if (prior_ > 0) {
        // Every legal action gets its edge at once, valued by its one-ply judgement; UCT then
        // chooses among them all, the judgement counting as prior_visits visits.
        for (std::size_t i : untried_) {
          const int e = add(node, legal[i], who);
          Edge &edge = nodes_[static_cast<std::size_t>(node)].edges[static_cast<std::size_t>(e)];
          edge.avail = 1;
          std::vector<double> judged = detail::afterwardsAll<G>(
              rules_, G::apply(rules_, s, legal[i], game::Narration::Silent).state, rng);
          edge.prior = judged[static_cast<std::size_t>(who)];
          if (minimax_ > 0) keepLine(node, e, std::move(judged));
          matched_[i] = e;
        }
        untried_.clear();
      }
      if (!untried_.empty()) {
        const std::size_t i = untried_[static_cast<std::size_t>(rng() % untried_.size())];
        const int e = add(node, legal[i], who);
        nodes_[static_cast<std::size_t>(node)].edges[static_cast<std::size_t>(e)].avail = 1;
        path_.push_back({node, e});
        s = G::apply(rules_, s, legal[i], game::Narration::Silent).state;
        if (minimax_ > 0) keepLine(node, e, detail::afterwardsAll<G>(rules_, s, rng));
        break;
      }
      int best = -1;
      double best_score = -1;
      const double k = prior_;
      for (int e : matched_) {
        const Edge &edge = nodes_[static_cast<std::size_t>(node)].edges[static_cast<std::size_t>(e)];
        const double n = edge.visits + k;
        double mean = (edge.value + k * edge.prior) / n;
        if (minimax_ > 0) mean = (1 - minimax_) * mean + minimax_ * lineValue(edge, who);
        const double score =
            mean + options_.exploration * std::sqrt(std::log(static_cast<double>(edge.avail) + k) / n);
        if (score > best_score) {
          best_score = score;
          best = e;
        }
      }
      path_.push_back({node, best});
      const Edge &chosen = nodes_[static_cast<std::size_t>(node)].edges[static_cast<std::size_t>(best)];
      s = G::apply(rules_, s, chosen.action, game::Narration::Silent).state;
      if (chosen.visits == 0) break; // a leaf reached for the first time: play out from it
      node = chosen.child;
    }
    const std::vector<double> r = detail::playout<G>(rules_, std::move(s), options_.playout_limit, rng);
    for (const auto &[n, e] : path_) {
      Edge &edge = nodes_[static_cast<std::size_t>(n)].edges[static_cast<std::size_t>(e)];
      ++edge.visits;
      if (edge.seat != game::kChance) edge.value += r[static_cast<std::size_t>(edge.seat)];
    }
    if (minimax_ > 0)
      for (auto it = path_.rbegin(); it != path_.rend(); ++it)
        backUpLine(it->first, it->second);
  }

  /// The root's candidates, most visited first (ties: the better mean).
  std::vector<Candidate> candidates(std::vector<Action> *actions = nullptr) const {
    std::vector<const Edge *> root;
    for (const Edge &e : nodes_[0].edges)
      root.push_back(&e);
    std::stable_sort(root.begin(), root.end(), [](const Edge *a, const Edge *b) {
      if (a->visits != b->visits) return a->visits > b->visits;
      return a->value / std::max(1, a->visits) > b->value / std::max(1, b->visits);
    });
    std::vector<Candidate> out;
    for (const Edge *e : root) {
      out.push_back({G::format(rules_, e->action), e->visits, e->visits ? e->value / e->visits : 0.0});
      if (actions) actions->push_back(e->action);
    }
    return out;
  }

  std::size_t size() const { return nodes_.size(); }

private:
  struct Edge {
    Action action;
    int child = -1;
    int seat = 0; ///< who chose it (kChance for an outcome)
    int visits = 0;
    int avail = 0;
    double value = 0; ///< sum of the chooser's returns
    double prior = 0; ///< the chooser's one-ply judgement (SearchOptions::prior_visits)
    int line = -1;    ///< where lines_ holds the best line's estimate per seat (minimax_ > 0)
  };
  struct Node {
    std::vector<Edge> edges;
  };

  /// The edge of `a` at `node`, or -1; `hint` is where it usually is (legal() keeps its order).
  int find(int node, const Action &a, std::size_t hint) const {
    const auto &edges = nodes_[static_cast<std::size_t>(node)].edges;
    if (hint < edges.size() && edges[hint].action == a) return static_cast<int>(hint);
    for (std::size_t i = 0; i < edges.size(); ++i)
      if (edges[i].action == a) return static_cast<int>(i);
    return -1;
  }
  int add(int node, const Action &a, int seat) {
    const int child = static_cast<int>(nodes_.size());
    nodes_.emplace_back();
    auto &edges = nodes_[static_cast<std::size_t>(node)].edges;
    edges.push_back(Edge{a, child, seat, 0, 0, 0, 0, -1});
    return static_cast<int>(edges.size()) - 1;
  }

  /// The estimate per seat of the position an edge leads to, kept as its first best line.
  void keepLine(int node, int e, std::vector<double> judged) {
    Edge &edge = nodes_[static_cast<std::size_t>(node)].edges[static_cast<std::size_t>(e)];
    if (seats_ == 0) seats_ = judged.size();
    judged.resize(seats_, 0.0);
    edge.line = static_cast<int>(lines_.size());
    lines_.insert(lines_.end(), judged.begin(), judged.end());
  }
  /// With minimax_ > 0 every edge has its line from the moment it is added.
  double lineValue(const Edge &edge, int seat) const {
    return lines_[static_cast<std::size_t>(edge.line) + static_cast<std::size_t>(seat)];
  }
  /// An edge's best line from below: the best judged edge of the one who moves next, or the dice's
  /// outcomes averaged as often as they came.
  void backUpLine(int node, int e) {
    const Edge &edge = nodes_[static_cast<std::size_t>(node)].edges[static_cast<std::size_t>(e)];
    const auto &below = nodes_[static_cast<std::size_t>(edge.child)].edges;
    if (below.empty()) return;
    const std::size_t to = static_cast<std::size_t>(edge.line);
    if (below.front().seat == game::kChance) {
      double total = 0;
      for (const Edge &b : below)
        total += b.visits;
      if (total <= 0) return;
      for (std::size_t i = 0; i < seats_; ++i) {
        double v = 0;
        for (const Edge &b : below)
          v += b.visits * lines_[static_cast<std::size_t>(b.line) + i];
        lines_[to + i] = v / total;
      }
      return;
    }
    const int mover = below.front().seat;
    const Edge *best = nullptr;
    for (const Edge &b : below)
      if (!best || lineValue(b, mover) > lineValue(*best, mover)) best = &b;
    const std::size_t from = static_cast<std::size_t>(best->line);
    for (std::size_t i = 0; i < seats_; ++i)
      lines_[to + i] = lines_[from + i];
  }

  const Rules &rules_;
  SearchOptions options_;
  double minimax_;            ///< weight of the best line in UCT (SearchOptions::minimax)
  double prior_;              ///< the one-ply judgement's weight in visits (SearchOptions::prior_visits)
  std::size_t seats_ = 0;     ///< values per line
  std::vector<double> lines_; ///< every edge's best line, seats_ values each
  std::vector<Node> nodes_;
  std::vector<std::pair<int, int>> path_;
  std::vector<int> matched_;
  std::vector<std::size_t> untried_;
};

/// Choose an action for `seat` in `state` (which must be that seat's turn) at `level`, from what
/// `seat` observes only. Deterministic for a seed when the level counts iterations.
template <game::Game G>
Decision<G> decide(const typename G::Rules &rules, const typename G::State &state, int seat,
                   const Level &level, std::uint64_t seed, const SearchOptions &options = {}) {
  using Action = typename G::Action;
  const auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  // Everything below reads `seen` only: the opponents' secrets are not in it.
  const typename G::State seen = G::observe(rules, state, seat);
  std::mt19937_64 rng(mixSeed(seed, seen.hash()));
  const typename G::State first = detail::sample<G>(rules, seen, seat, rng);
  const std::vector<Action> legal = game::consideredActions<G>(rules, first);
  if (legal.empty())
    throw std::logic_error("the computer was asked to move where its seat has no legal action");
  Explanation why;
  why.level = level.name;
  why.legal = static_cast<int>(G::legal(rules, first).size());
  auto done = [&](const Action &a) {
    why.seconds = elapsed();
    return Decision<G>{a, why};
  };
  if (level.kind == Kind::Random || legal.size() == 1) {
    const Action &a = legal[level.kind == Kind::Random ? rng() % legal.size() : 0];
    why.best.push_back({G::format(rules, a), 0, 0});
    return done(a);
  }
  if (level.kind == Kind::Greedy) {
    std::vector<std::pair<double, std::size_t>> scored;
    for (std::size_t i = 0; i < legal.size(); ++i) {
      const auto next = G::apply(rules, first, legal[i], game::Narration::Silent).state;
      // A tiny random tie-break so that equal moves are not always the first listed.
      scored.push_back(
          {detail::afterwards<G>(rules, next, seat, rng) + 1e-9 * static_cast<double>(rng() % 1000), i});
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto &a, const auto &b) { return a.first > b.first; });
    for (std::size_t k = 0; k < scored.size() && static_cast<int>(k) < options.explain; ++k)
      why.best.push_back({G::format(rules, legal[scored[k].second]), 0, std::min(1.0, scored[k].first)});
    return done(legal[scored[0].second]);
  }
  Tree<G> tree(rules, options);
  const int worlds = options.worlds >= 0 ? options.worlds : searchWorlds<G>();
  const auto draw = [&](bool again) {
    return detail::searchWorld<G>(rules, again ? detail::sample<G>(rules, seen, seat, rng) : first, seat,
                                  rng);
  };
  std::vector<typename G::State> pool;
  const auto world = [&](int i) -> typename G::State {
    if (worlds <= 0) return draw(i > 0);
    const std::size_t k = static_cast<std::size_t>(i % worlds);
    if (k == pool.size()) pool.push_back(draw(k > 0));
    return pool[k];
  };
  int n = 0;
  while (true) {
    tree.iterate(world(n), rng);
    ++n;
    if (options.cancel && options.cancel->load(std::memory_order_relaxed)) break;
    if (level.iterations > 0 ? n >= level.iterations : elapsed() >= level.seconds) break;
  }
  std::vector<Action> actions;
  std::vector<Candidate> all = tree.candidates(&actions);
  why.iterations = n;
  for (std::size_t k = 0; k < all.size() && static_cast<int>(k) < options.explain; ++k)
    why.best.push_back(all[k]);
  return done(actions.front());
}

/// The computer at one seat, for a screen or a referee: think() may run on a worker thread (it
/// touches nothing shared but the rules, read only) and stops early when `cancel` is set.
template <game::Game G> class Player {
public:
  Player(std::shared_ptr<const typename G::Rules> rules, Level level, std::uint64_t seed,
         SearchOptions options = {})
      : rules_(std::move(rules)), level_(std::move(level)), seed_(seed), options_(options) {}

  /// The action for `seat` now and why. The same position, seed and level (in iterations) give
  /// the same answer.
  Decision<G> think(const typename G::State &state, int seat,
                    const std::atomic<bool> *cancel = nullptr) const {
    SearchOptions o = options_;
    o.cancel = cancel;
    return decide<G>(*rules_, state, seat, level_, seed_, o);
  }
  const Level &level() const { return level_; }

private:
  std::shared_ptr<const typename G::Rules> rules_;
  Level level_;
  std::uint64_t seed_;
  SearchOptions options_;
};

} // namespace amiraute::ai
