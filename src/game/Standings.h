#pragma once
/// Returns and estimates for games played by groups of seats (crews, sides, teams) where several
/// groups may win together: helpers for a game's returns() and heuristic().
#include <algorithm>
#include <cstddef>
#include <vector>

namespace amiraute::game {

/// Returns at the end when the groups `winners` win together: each seat of a winning group gets
/// 1 / (number of winning groups), the others 0; no winner: 1 / seats each. `members[g]` lists
/// the seats of group g.
inline std::vector<double> sharedReturns(int seats, const std::vector<int> &winners,
                                         const std::vector<std::vector<int>> &members) {
  std::vector<double> out(static_cast<std::size_t>(seats), 0.0);
  if (winners.empty()) {
    std::fill(out.begin(), out.end(), 1.0 / seats);
    return out;
  }
  for (int g : winners)
    for (int seat : members[static_cast<std::size_t>(g)])
      out[static_cast<std::size_t>(seat)] = 1.0 / static_cast<double>(winners.size());
  return out;
}

/// An estimate per seat from its group's value against the best other group's: `judge(mine,
/// best_other)`, where best_other starts from `floor` (what it is when no other group is above).
/// `group_of[seat]` is the seat's group, `value[g]` the group's value.
template <class Judge>
std::vector<double> againstBestOther(const std::vector<int> &group_of, const std::vector<double> &value,
                                     double floor, Judge &&judge) {
  std::vector<double> out(group_of.size());
  for (std::size_t seat = 0; seat < group_of.size(); ++seat) {
    const int mine = group_of[seat];
    double best_other = floor;
    for (std::size_t o = 0; o < value.size(); ++o)
      if (static_cast<int>(o) != mine) best_other = std::max(best_other, value[o]);
    out[seat] = judge(value[static_cast<std::size_t>(mine)], best_other);
  }
  return out;
}

} // namespace amiraute::game
