#include "ai/Arena.h"

#include "core/Files.h"
#include "core/I18n.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <poll.h>
#include <set>
#include <sstream>
#include <stdexcept>
#include <sys/wait.h>
#include <unistd.h>

namespace amiraute::ai {

using core::fill;
using core::tr;
using nlohmann::json;

Contestant parseContestant(const std::string &text) {
  const auto eq = text.find('=');
  if (eq == std::string::npos || eq == 0)
    throw std::invalid_argument(
        fill(tr("a side is LABEL=LEVEL (e.g. A=normal or B=random), not '{text}'"), {{"text", text}}));
  return {text.substr(0, eq), parseLevel(text.substr(eq + 1))};
}

std::vector<int> seating(const Seats &seats, int contestants, int index) {
  std::vector<int> teams; // distinct teams in seat order
  for (int t : seats.team)
    if (std::find(teams.begin(), teams.end(), t) == teams.end()) teams.push_back(t);
  std::vector<int> out;
  for (int t : seats.team) {
    const int j = static_cast<int>(std::find(teams.begin(), teams.end(), t) - teams.begin());
    out.push_back((j + index) % contestants);
  }
  return out;
}

std::pair<double, double> wilson(double wins, int n) {
  if (n <= 0) return {0, 1};
  const double z = 1.959963984540054, p = wins / n, z2 = z * z;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

namespace {

/// The per-game line: who sat where, how it ended.
json playOne(const ArenaGame &game, const std::vector<Contestant> &sides, std::uint64_t seed, int index) {
  const std::vector<int> seat_of = seating(game.seats, static_cast<int>(sides.size()), index);
  std::vector<Level> levels;
  json labels = json::array();
  for (int c : seat_of) {
    levels.push_back(sides[static_cast<std::size_t>(c)].level);
    labels.push_back(sides[static_cast<std::size_t>(c)].label);
  }
  json line{{"game", index},   {"scenario", game.scenario},      {"seed", seed},
            {"seats", labels}, {"seat_names", game.seats.names}, {"teams", game.seats.team}};
  json levels_json = json::object();
  for (const Contestant &c : sides)
    levels_json[c.label] = c.level.name;
  line["levels"] = levels_json;
  try {
    const Outcome o = game.run(levels, mixSeed(seed, static_cast<std::uint64_t>(index)));
    line["returns"] = o.returns;
    line["plies"] = o.plies;
    line["first"] = o.first;
    line["finished"] = o.finished;
    if (o.turn > 0) line["turn"] = o.turn;
    // The winner: the side holding the best return alone, in a finished game.
    std::map<std::string, double> best;
    for (std::size_t s = 0; s < o.returns.size(); ++s) {
      const std::string l = labels[s];
      best[l] = std::max(best.count(l) ? best[l] : 0.0, o.returns[s]);
    }
    std::string winner;
    double top = -1;
    int at_top = 0;
    for (const auto &[l, v] : best) {
      if (v > top + 1e-9) {
        top = v, winner = l, at_top = 1;
      } else if (std::abs(v - top) <= 1e-9) {
        ++at_top;
      }
    }
    line["winner"] = (o.finished && at_top == 1) ? json(winner) : json(nullptr);
    // The seat that won (for balance): the best return alone among the seats of other teams.
    int seat_won = -1;
    if (o.finished) {
      const auto it = std::max_element(o.returns.begin(), o.returns.end());
      int ties = 0;
      for (std::size_t s = 0; s < o.returns.size(); ++s)
        if (std::abs(o.returns[s] - *it) <= 1e-9 &&
            game.seats.team[s] != game.seats.team[it - o.returns.begin()])
          ++ties;
      if (ties == 0) seat_won = static_cast<int>(it - o.returns.begin());
    }
    line["seat_won"] = seat_won;
  } catch (const std::exception &e) {
    line["error"] = e.what();
  }
  return line;
}

std::string percent(double x) {
  char b[16];
  std::snprintf(b, sizeof b, "%.1f %%", 100 * x);
  return b;
}

/// The table (and the summary line with --json) of a batch's game lines.
void summarise(const std::vector<json> &lines, bool json_out, std::ostream &out) {
  if (lines.empty()) {
    out << (json_out ? json{{"summary", true}, {"games", 0}}.dump() : std::string(tr("no games")))
        << std::endl;
    return;
  }
  const json &first_line = lines.front();
  std::vector<std::string> labels;
  for (const auto &[l, v] : first_line["levels"].items())
    labels.push_back(l);
  std::map<std::string, int> wins;
  std::map<int, int> seat_wins;
  int draws = 0, errors = 0, unfinished = 0, first_won = 0, n = 0;
  int counted_turns = 0, decided_in_turn_1 = 0; // games that say their turn; of them, won in turn 1
  double plies = 0;
  for (const json &g : lines) {
    if (g.contains("error")) {
      ++errors;
      continue;
    }
    ++n;
    plies += g["plies"].get<double>();
    if (!g["finished"].get<bool>()) ++unfinished;
    if (g["winner"].is_null())
      ++draws;
    else
      ++wins[g["winner"].get<std::string>()];
    const int sw = g["seat_won"];
    if (g.contains("turn")) {
      ++counted_turns;
      if (sw >= 0 && g["turn"].get<int>() == 1) ++decided_in_turn_1;
    }
    if (sw >= 0) {
      const auto &teams = g["teams"];
      ++seat_wins[sw];
      if (teams[static_cast<std::size_t>(sw)] == teams[g["first"].get<std::size_t>()]) ++first_won;
    }
  }
  const auto fi = wilson(first_won, n);
  json summary{{"summary", true},
               {"scenario", first_line["scenario"]},
               {"games", n},
               {"errors", errors},
               {"draws", draws},
               {"unfinished", unfinished},
               {"average_plies", n ? plies / n : 0.0},
               {"first_player_wins", first_won},
               {"first_player_rate", n ? double(first_won) / n : 0.0},
               {"first_player_interval", {fi.first, fi.second}}};
  if (counted_turns > 0) summary["decided_in_turn_1"] = decided_in_turn_1;
  json sides = json::array();
  for (const std::string &l : labels) {
    const auto ci = wilson(wins[l], n);
    sides.push_back({{"label", l},
                     {"level", first_line["levels"][l]},
                     {"wins", wins[l]},
                     {"rate", n ? double(wins[l]) / n : 0.0},
                     {"interval", {ci.first, ci.second}}});
  }
  summary["sides"] = sides;
  json by_seat = json::object();
  const auto names = first_line["seat_names"];
  for (std::size_t s = 0; s < names.size(); ++s)
    by_seat[names[s].get<std::string>()] = seat_wins[static_cast<int>(s)];
  summary["seat_wins"] = by_seat;
  if (json_out) {
    out << summary.dump(-1, ' ', false, json::error_handler_t::replace) << std::endl;
    return;
  }
  out << fill(tr("{scenario}: {games} games"),
              {{"scenario", first_line["scenario"].get<std::string>()}, {"games", std::to_string(n)}})
      << "\n";
  char row[256];
  // "95%" is not a printf directive: the sentence goes through %s.
  std::snprintf(row, sizeof row, "  %-10s %-16s %6s %9s   %s\n", tr("side"), tr("level"), tr("wins"),
                tr("rate"),
                // xgettext:no-c-format
                tr("95% interval"));
  out << row;
  for (const json &s : sides) {
    const std::string interval = "[" + percent(s["interval"][0]) + ", " + percent(s["interval"][1]) + "]";
    std::snprintf(row, sizeof row, "  %-10s %-16s %6d %9s   %s\n", s["label"].get<std::string>().c_str(),
                  s["level"].get<std::string>().c_str(), s["wins"].get<int>(), percent(s["rate"]).c_str(),
                  interval.c_str());
    out << row;
  }
  char avg[32];
  std::snprintf(avg, sizeof avg, "%.1f", n ? plies / n : 0.0);
  out << fill(tr("  draws {draws}, unfinished {unfinished}, errors {errors}; average length {plies} "
                 "decisions"),
              {{"draws", std::to_string(draws)},
               {"unfinished", std::to_string(unfinished)},
               {"errors", std::to_string(errors)},
               {"plies", avg}});
  if (counted_turns > 0)
    out << fill(tr("; {n} won in the first turn"), {{"n", std::to_string(decided_in_turn_1)}});
  out << "\n";
  std::string seats_text;
  for (const auto &[name, w] : by_seat.items())
    seats_text += (seats_text.empty() ? "" : ", ") + name + " " + std::to_string(w.get<int>());
  // xgettext:no-c-format
  out << fill(tr("  first player won {won} of {games} ({rate}, 95% interval [{low}, {high}]); wins by seat: "
                 "{seats}"),
              {{"won", std::to_string(first_won)},
               {"games", std::to_string(n)},
               {"rate", percent(n ? double(first_won) / n : 0.0)},
               {"low", percent(fi.first)},
               {"high", percent(fi.second)},
               {"seats", seats_text}})
      << std::endl;
}

void progressBar(std::ostream &err, int done, int total) {
  constexpr int kWidth = 30;
  const int filled = total ? done * kWidth / total : kWidth;
  err << "\r[" << std::string(static_cast<std::size_t>(filled), '#')
      << std::string(static_cast<std::size_t>(kWidth - filled), '.') << "] " << done << "/" << total
      << std::flush;
  if (done == total) err << "\n";
}

} // namespace

namespace {

/// The game lines of an arena file with their line numbers (a summary line skipped). Throws
/// std::runtime_error naming the file and line of a line that is not an arena game line; a last
/// line cut short (a batch stopped while writing it) is dropped when `cut_last` allows it.
std::vector<std::pair<int, json>> gameLines(std::istream &in, const std::string &file, bool cut_last) {
  std::vector<std::pair<int, json>> out;
  std::string text;
  int number = 0;
  const auto at = [&](const char *message) {
    return std::runtime_error(fill(tr(message), {{"file", file}, {"line", std::to_string(number)}}));
  };
  while (std::getline(in, text)) {
    ++number;
    if (text.empty()) continue;
    json line;
    try {
      line = json::parse(text);
    } catch (const std::exception &) {
      if (cut_last && in.peek() == EOF) break;
      throw at(N_("{file}:{line}: not a JSON line of `amiraute arena --json`"));
    }
    if (line.contains("summary")) continue;
    if (!line.contains("game") || !line.contains("levels"))
      throw at(N_("{file}:{line}: not a game line of `amiraute arena --json`"));
    out.emplace_back(number, std::move(line));
  }
  return out;
}

/// The games an earlier run of this batch left in `path` (none when it does not exist yet), the
/// file rewritten without a line cut short by an interruption. std::runtime_error when it holds
/// games of another batch (scenario, seed or levels) or is not an arena file.
std::vector<json> gamesKept(const std::string &path, const ArenaGame &game,
                            const std::vector<Contestant> &sides, std::uint64_t seed) {
  std::vector<json> kept;
  std::ifstream in(path);
  if (!in) return kept;
  json levels = json::object();
  for (const Contestant &c : sides)
    levels[c.label] = c.level.name;
  std::string whole;
  for (auto &[number, line] : gameLines(in, path, true)) {
    if (line.value("scenario", "") != game.scenario || line.value("seed", 0ull) != seed ||
        line.value("levels", json()) != levels)
      throw std::runtime_error(fill(
          tr("{file}:{line}: a game of another batch (scenario, seed or levels differ): give another --out "
             "or the same options"),
          {{"file", path}, {"line", std::to_string(number)}}));
    whole += line.dump(-1, ' ', false, json::error_handler_t::replace) + "\n";
    kept.push_back(std::move(line));
  }
  in.close();
  core::writeFileAtomically(path, whole);
  return kept;
}

} // namespace

int runArena(const ArenaGame &game, const std::vector<Contestant> &sides, const ArenaOptions &options,
             std::ostream &out, std::ostream &err) {
  std::vector<json> lines; // this shard's games, those an earlier run kept first
  std::set<int> done;
  std::ofstream keep;
  if (!options.out.empty()) {
    for (json &l : gamesKept(options.out, game, sides, options.seed)) {
      const int k = l["game"].get<int>();
      if (k < options.games && k % options.shards == options.shard - 1 && done.insert(k).second)
        lines.push_back(std::move(l));
    }
    keep.open(options.out, std::ios::app);
    if (!keep) throw std::runtime_error(fill(tr("{file}: cannot be written"), {{"file", options.out}}));
  }
  // Each game kept as soon as it ends: an interrupted batch loses only the games being played.
  const auto finished = [&](json line) {
    if (keep.is_open()) {
      keep << line.dump(-1, ' ', false, json::error_handler_t::replace) << "\n";
      keep.flush();
    }
    lines.push_back(std::move(line));
  };
  std::vector<int> mine; // this shard's games still to play
  for (int k = 0; k < options.games; ++k)
    if (k % options.shards == options.shard - 1 && !done.contains(k)) mine.push_back(k);
  const std::size_t total = mine.size() + done.size();
  if (!done.empty() && options.progress)
    err << fill(tr("{file}: {n} games already played, {m} to go"), {{"file", options.out},
                                                                    {"n", std::to_string(done.size())},
                                                                    {"m", std::to_string(mine.size())}})
        << "\n";
  const int jobs = std::max(1, std::min<int>(options.jobs, static_cast<int>(mine.size())));
  if (jobs == 1) {
    for (std::size_t i = 0; i < mine.size(); ++i) {
      finished(playOne(game, sides, options.seed, mine[i]));
      if (options.progress) progressBar(err, static_cast<int>(i + 1), static_cast<int>(mine.size()));
    }
  } else {
    std::vector<pid_t> pids;
    std::vector<int> fds;
    out.flush();
    err.flush();
    std::fflush(nullptr);
    for (int j = 0; j < jobs; ++j) {
      int p[2];
      if (::pipe(p) != 0) throw std::runtime_error("arena: cannot open a pipe to a worker");
      const pid_t pid = ::fork();
      if (pid < 0) throw std::runtime_error("arena: cannot start a worker process");
      if (pid == 0) {
        ::close(p[0]);
        for (std::size_t i = static_cast<std::size_t>(j); i < mine.size();
             i += static_cast<std::size_t>(jobs)) {
          const std::string text = playOne(game, sides, options.seed, mine[i]).dump() + "\n";
          std::size_t sent = 0;
          while (sent < text.size()) {
            const ssize_t w = ::write(p[1], text.data() + sent, text.size() - sent);
            if (w <= 0) ::_exit(1);
            sent += static_cast<std::size_t>(w);
          }
        }
        ::close(p[1]);
        ::_exit(0);
      }
      ::close(p[1]);
      pids.push_back(pid);
      fds.push_back(p[0]);
    }
    std::vector<std::string> pending(fds.size());
    std::size_t open = fds.size();
    while (open > 0) {
      std::vector<pollfd> polls;
      for (int fd : fds)
        polls.push_back({fd, POLLIN, 0});
      if (::poll(polls.data(), polls.size(), -1) < 0) continue;
      for (std::size_t i = 0; i < fds.size(); ++i) {
        if (fds[i] < 0 || !(polls[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
        char buf[8192];
        const ssize_t r = ::read(fds[i], buf, sizeof buf);
        if (r <= 0) {
          ::close(fds[i]);
          fds[i] = -1;
          --open;
          continue;
        }
        pending[i].append(buf, static_cast<std::size_t>(r));
        std::size_t nl;
        while ((nl = pending[i].find('\n')) != std::string::npos) {
          finished(json::parse(pending[i].substr(0, nl)));
          pending[i].erase(0, nl + 1);
          if (options.progress)
            progressBar(err, static_cast<int>(lines.size() - done.size()), static_cast<int>(mine.size()));
        }
      }
    }
    int failed = 0;
    for (pid_t pid : pids) {
      int status = 0;
      ::waitpid(pid, &status, 0);
      if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) ++failed;
    }
    if (failed) err << fill(tr("{n} worker processes failed"), {{"n", std::to_string(failed)}}) << "\n";
  }
  std::sort(lines.begin(), lines.end(),
            [](const json &a, const json &b) { return a["game"].get<int>() < b["game"].get<int>(); });
  if (options.json)
    for (const json &l : lines)
      out << l.dump(-1, ' ', false, json::error_handler_t::replace) << "\n";
  summarise(lines, options.json, out);
  return lines.size() == total ? 0 : 1;
}

int mergeArena(const std::vector<std::string> &files, bool json_out, std::ostream &out, std::ostream &err) {
  std::map<int, json> games;
  std::string scenario;
  json levels;
  for (const std::string &file : files) {
    std::ifstream in(file);
    if (!in) {
      err << fill(tr("{file}: cannot be read"), {{"file", file}}) << "\n";
      return 1;
    }
    std::vector<std::pair<int, json>> read;
    try {
      read = gameLines(in, file, false);
    } catch (const std::runtime_error &e) {
      err << e.what() << "\n";
      return 1;
    }
    for (auto &[number, line] : read) {
      if (scenario.empty()) {
        scenario = line["scenario"];
        levels = line["levels"];
      } else if (line["scenario"] != scenario || line["levels"] != levels) {
        err << fill(tr("{file}:{line}: a game of another batch (scenario or levels differ)"),
                    {{"file", file}, {"line", std::to_string(number)}})
            << "\n";
        return 1;
      }
      games[line["game"].get<int>()] = line; // a game in two shards counts once
    }
  }
  std::vector<json> lines;
  for (auto &[k, l] : games)
    lines.push_back(std::move(l));
  summarise(lines, json_out, out);
  return 0;
}

} // namespace amiraute::ai
