// amiraute: the command-line entry point. Subcommands: play, join, referee, host, print, render,
// arena, arena-merge, validate, list, new. Arguments
// are read by CLI11: every subcommand has its own --help, and a bad value or a stray word is an
// error that says which.
#include "ai/Registry.h"
#include "ai/Seats.h"
#include "cli/Authoring.h"
#include "cli/LineEditor.h"
#include "cli/Net.h"
#include "net/Seat.h"
#include "core/Dice.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "core/Journal.h"
#include "core/Settings.h"
#include "core/Yaml.h"
#include "game/Registry.h"
#include "print/Kits.h"
#include "referee/Registry.h"

#ifdef AMIRAUTE_HAS_UI
#include "ui/App.h"
#include "ui/Boards.h"
#include "ui/Editor.h"
#include "ui/GameViews.h"
#endif

#include <CLI/CLI.hpp>

#include <algorithm>
#include <filesystem>
#include <cstdio>
#include <iostream>
#include <map>
#include <string>
#include <tuple>
#include <unistd.h>
#include <vector>

namespace {

constexpr const char *kDefaultScenario = "scenarios/haute-mer/battle.yaml";

using amiraute::game::gameOf;

int referee(const std::string &scenario_arg, std::uint64_t seed, bool json, bool journal,
            const std::vector<std::string> &computers) {
  using amiraute::core::fill;
  using amiraute::core::tr;
  const std::string scenario =
      scenario_arg.empty() ? amiraute::core::findDataFile(kDefaultScenario) : scenario_arg;
  std::unique_ptr<amiraute::referee::Referee> ref;
  try {
    ref = amiraute::referee::openReferee(scenario, seed);
    for (const std::string &c : computers) { // SIDE[:LEVEL]
      const auto [side, level] = amiraute::ai::splitSideLevel(c);
      const std::string why = ref->computer(side, level, seed);
      if (!why.empty()) throw std::runtime_error("--ai " + c + ": " + why);
    }
    if (journal) ref->keepJournal(amiraute::core::journalFolder());
  } catch (const std::exception &e) {
    if (json)
      std::cout << nlohmann::json{{"ok", false}, {"error", e.what()}}.dump(
                       -1, ' ', false, nlohmann::json::error_handler_t::replace)
                << std::endl;
    else
      std::cerr << e.what() << "\n";
    return 1;
  }
  // Said at the start, so that a game can be played again with the same dice.
  const std::string command =
      "amiraute referee " + (scenario_arg.empty() ? std::string() : scenario_arg + " ");
  const std::string note = fill(tr("seed {seed} ({command}--seed {seed} replays these dice)"),
                                {{"seed", std::to_string(seed)}, {"command", command}});
  if (!json && isatty(0) && isatty(1)) return amiraute::cli::runInteractiveReferee(*ref, note);
  return amiraute::referee::runRefereeLoop(*ref, std::cin, std::cout, json, isatty(0) != 0, note);
}

#ifdef AMIRAUTE_HAS_UI
/// `amiraute join CODE`: the seat's screen at a hosted game, the same frame and board as hot-seat
/// play over the seat's copy of the game.
int joinScreen(const std::string &code, const std::string &via, amiraute::ui::PlayOptions options) {
  const std::shared_ptr<amiraute::net::RemoteSeat> seat = amiraute::cli::joinHost(code, via);
  if (!seat) return 1;
  amiraute::net::Welcome welcome;
  try {
    welcome = amiraute::net::readWelcome(seat->welcome());
  } catch (const std::exception &e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
  const int here = welcome.seat == amiraute::net::kWatcher ? amiraute::game::kPublic : welcome.seat;
  const int exit = amiraute::ui::runPlay(
      options, [&](const std::string &, const std::string &, std::uint64_t) -> std::unique_ptr<amiraute::ui::View> {
        amiraute::core::FileOverlay overlay(welcome.files); // the rules as the host read them
        return amiraute::ui::openRemoteFrame(welcome.game, welcome.scenario, seat, here);
      });
  seat->stop();
  return exit;
}
#endif

/// `amiraute arena`: the batch over the registry's entry for the scenario's game.
int arena(const std::string &scenario, const std::vector<std::string> &side_texts, int iterations,
          amiraute::ai::ArenaOptions options, const std::string &shard) {
  try {
    if (!shard.empty()) {
      int i = 0, n = 0;
      char extra = 0;
      if (std::sscanf(shard.c_str(), "%d/%d%c", &i, &n, &extra) != 2 || n < 1 || i < 1 || i > n)
        throw std::invalid_argument("--shard is i/n with 1 <= i <= n, e.g. 2/8, not '" + shard + "'");
      options.shard = i;
      options.shards = n;
    }
    if (side_texts.size() != 2)
      throw std::invalid_argument("give two sides: --side A=normal --side B=random");
    std::vector<amiraute::ai::Contestant> sides;
    for (const auto &t : side_texts) {
      amiraute::ai::Contestant c = amiraute::ai::parseContestant(t);
      c.level = amiraute::ai::withIterations(c.level, iterations);
      for (const auto &other : sides)
        if (other.label == c.label) throw std::invalid_argument("two sides are labelled " + c.label);
      sides.push_back(c);
    }
    const amiraute::game::GameEntry &entry = gameOf(scenario);
    const amiraute::ai::ComputerEntry *computer = amiraute::ai::computerFor(entry.name);
    if (!computer) throw std::runtime_error(entry.title + " has no computer opponent yet");
    const amiraute::ai::ArenaGame game = computer->arena(scenario);
    return amiraute::ai::runArena(game, sides, options, std::cout, std::cerr);
  } catch (const std::exception &e) {
    std::cerr << "amiraute arena: " << e.what() << "\n";
    return 2;
  }
}

/// `file:line:column: ` (or `file: ` when the problem has no place).
std::string where(const amiraute::core::YamlError &e) {
  return e.file + (e.line > 0 ? ":" + std::to_string(e.line) + ":" + std::to_string(e.column) : "") + ": ";
}

/// The problems in reading order: by file (as first met), then line and column.
std::vector<amiraute::core::YamlError> inOrder(std::vector<amiraute::core::YamlError> list) {
  std::vector<std::string> files;
  for (const auto &e : list)
    if (std::find(files.begin(), files.end(), e.file) == files.end()) files.push_back(e.file);
  const auto rank = [&](const amiraute::core::YamlError &e) {
    return std::make_tuple(std::find(files.begin(), files.end(), e.file) - files.begin(), e.line, e.column);
  };
  std::stable_sort(list.begin(), list.end(), [&](const auto &a, const auto &b) { return rank(a) < rank(b); });
  return list;
}

/// `amiraute validate`: every error of each file (up to 20), then its warnings; exit code 1 when
/// any file has an error (warnings alone are fine).
int validate(const std::vector<std::string> &paths) {
  using amiraute::core::fill;
  using amiraute::core::tr;
  using amiraute::core::trn;
  constexpr std::size_t kLimit = 20;
  int bad = 0;
  for (const auto &path : paths) {
    amiraute::core::YamlReport report(kLimit);
    try {
      gameOf(path).validate(path);
    } catch (const amiraute::core::YamlError &e) {
      report.stopped(e);
    } catch (const std::exception &e) {
      report.stopped(amiraute::core::YamlError(path, 0, 0, e.what()));
    }
    const auto errors = inOrder(report.errors());
    const auto warnings = inOrder(report.warnings());
    for (const auto &e : errors)
      std::cout << e.what() << "\n";
    for (const auto &w : warnings)
      std::cout << where(w) << fill(tr("warning: {message}"), {{"message", w.message}}) << "\n";
    const std::string n_errors = fill(trn("{n} error", "{n} errors", static_cast<long>(errors.size())),
                                      {{"n", std::to_string(errors.size())}});
    const std::string n_warnings =
        fill(trn("{n} warning", "{n} warnings", static_cast<long>(warnings.size())),
             {{"n", std::to_string(warnings.size())}});
    if (errors.empty())
      std::cout << path << ": "
                << (warnings.empty() ? std::string("ok")
                                     : fill(tr("ok, {warnings}"), {{"warnings", n_warnings}}))
                << "\n";
    else if (errors.size() > 1 || !warnings.empty() || report.full())
      std::cout << path << ": " << n_errors << (warnings.empty() ? "" : ", " + n_warnings)
                << (report.full()
                        ? fill(tr(" (stopped at {n}; fix these first)"), {{"n", std::to_string(kLimit)}})
                        : "")
                << "\n";
    if (!errors.empty()) ++bad;
  }
  return bad == 0 ? 0 : 1;
}

/// `amiraute print`: the table's kit of a scenario, as a PDF.
int runPrint(const std::string &scenario, const std::string &out, const amiraute::print::Options &options) {
  using amiraute::core::tr;
  try {
    if (const std::string why = amiraute::print::checkPdfName(out); !why.empty()) {
      std::cerr << "amiraute print: " << why << "\n";
      return 2;
    }
    const std::vector<amiraute::print::Page> pages = amiraute::print::printPages(scenario, options);
    const std::string why = amiraute::print::writePdf(out, pages);
    if (!why.empty()) {
      std::cerr << "amiraute print: " << why << "\n";
      return 1;
    }
    std::map<std::string, int> kinds;
    for (const amiraute::print::Page &p : pages)
      ++kinds[p.kind];
    std::cout << out << ": "
              << amiraute::core::fill(
                     amiraute::core::trn("{n} page", "{n} pages", static_cast<long>(pages.size())),
                     {{"n", std::to_string(pages.size())}})
              << " (";
    bool first = true;
    for (const auto &[kind, n] : kinds) {
      std::cout << (first ? "" : ", ") << amiraute::print::kindName(kind) << " " << n;
      first = false;
    }
    std::cout << ")\n";
    return 0;
  } catch (const std::exception &e) {
    std::cerr << "amiraute print: " << e.what() << "\n";
    return 1;
  }
}

/// `amiraute render --light` or `--no-pieces`, or a build without the screen: the board drawn by the
/// game's picture through Cairo.
int renderBoard(const std::string &scenario, const std::string &out, bool light, bool pieces, unsigned width,
                unsigned height) {
  try {
    amiraute::print::BoardLook look;
    look.paper = light;
    look.pieces = pieces;
    const std::string why = amiraute::print::renderBoard(scenario, out, look, width, height);
    if (!why.empty()) {
      std::cerr << "amiraute render: " << why << "\n";
      return 1;
    }
    std::cout << out << "\n";
    return 0;
  } catch (const std::exception &e) {
    std::cerr << "amiraute render: " << e.what() << "\n";
    return 1;
  }
}

/// WxH, e.g. 1600x1000, each side within reason.
struct Size {
  unsigned width = 1600, height = 1000;
};
std::string readSize(const std::string &text, Size &size) {
  unsigned a = 0, b = 0;
  char x = 0, extra = 0;
  if (std::sscanf(text.c_str(), "%u%c%u%c", &a, &x, &b, &extra) != 3 || (x != 'x' && x != 'X'))
    return amiraute::core::fill(amiraute::core::tr("a size is WxH, e.g. 1600x1000, not '{text}'"),
                                {{"text", text}});
  if (a < 200 || b < 150 || a > 8192 || b > 8192)
    return amiraute::core::fill(amiraute::core::tr("a size is from 200x150 to 8192x8192, not {text}"),
                                {{"text", text}});
  size = {a, b};
  return "";
}

/// The language asked with --lang (or --lang=) anywhere on the line, set before CLI11 reads the
/// rest so that its help and errors are in that language too; "" when not asked.
std::string languageAsked(int argc, char **argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--") break;
    if (a == "--lang" && i + 1 < argc) return argv[i + 1];
    if (a.rfind("--lang=", 0) == 0) return a.substr(7);
  }
  return "";
}

} // namespace

int main(int argc, char **argv) {
  using amiraute::core::tr;
  amiraute::core::setLanguage(languageAsked(argc, argv)); // unknown codes: --lang's check says so
  CLI::App app{tr("amiraute — a companion for Haute Mer, the hex wargames and the naval card games")};
  app.require_subcommand(0, 1);
  app.fallthrough(false);

  std::string scenario, record, screenshot, out, size_text;
  std::uint64_t seed = 1;
  int frames = 3;
  bool json = false, no_journal = false;
  std::vector<std::string> files;
  Size size;
  bool size_given = false;
  std::string lang;
  const auto lang_option = [&](CLI::App *sub) {
    sub->add_option("--lang", lang,
                    tr("language of the screen and the referee: fr or en (default: the locale)"))
        ->check(CLI::IsMember({"fr", "en"}))
        ->type_name("fr|en");
  };
  const auto computer_option = [&](CLI::App *sub, std::vector<std::string> &sides) {
    sub->add_option("--ai", sides,
                    tr("the computer plays this side, SIDE[:LEVEL] (random, greedy, easy, normal, hard or a "
                       "number of iterations; normal by default)"))
        ->type_name("SIDE[:LEVEL]");
  };
  const auto size_option = [&](CLI::App *sub) {
    sub->add_option_function<std::string>(
           "--size",
           [&](const std::string &text) {
             const std::string why = readSize(text, size);
             if (!why.empty()) throw CLI::ValidationError("--size", why);
             size_given = true;
           },
           tr("window or picture size, WxH (e.g. 1600x1000)"))
        ->type_name("WxH");
  };

  CLI::App *play =
      app.add_subcommand("play", tr("open a scenario on screen (default: the Haute Mer battle)"));
  play->add_option("scenario", scenario, tr("the scenario file, or a saved game or journal to open"))
      ->check(CLI::ExistingFile);
  play->add_option("--record", record, tr("open a saved game instead"))->check(CLI::ExistingFile);
  play->add_option("--screenshot", screenshot, tr("save the window to this PNG after a few frames and quit"));
  play->add_option("--frames", frames, tr("frames drawn before --screenshot"))->check(CLI::Range(1, 1000));
  CLI::Option *play_seed =
      play->add_option("--seed", seed, tr("seed of the program's dice (default: a new one for each game)"));
  play->add_flag("--no-journal", no_journal, tr("do not write the journal of this session"));
  std::vector<std::string> screen_computers;
  computer_option(play, screen_computers);
  size_option(play);
  lang_option(play);

  CLI::App *edit_cmd = app.add_subcommand(
      "edit", tr("edit a scenario on screen by pointing: terrain, listed hexes, pieces, sides; the file keeps "
                 "its comments"));
  std::string edit_file;
  edit_cmd->add_option("scenario", edit_file, tr("the scenario file to edit (amiraute new GAME -o FILE starts one)"))
      ->required();
  edit_cmd->add_option("--screenshot", screenshot, tr("save the window to this PNG after a few frames and quit"));
  edit_cmd->add_option("--frames", frames, tr("frames drawn before --screenshot"))->check(CLI::Range(1, 1000));
  size_option(edit_cmd);
  lang_option(edit_cmd);

  CLI::App *ref =
      app.add_subcommand("referee", tr("referee a real table: one command a line, `help` lists them"));
  ref->add_option("scenario", scenario, tr("the scenario file"))->check(CLI::ExistingFile);
  CLI::Option *referee_seed = ref->add_option(
      "--seed", seed,
      tr("seed of the program's dice, to play the same dice again (default: a new one for each game, said "
         "at the start)"));
  ref->add_flag("--json", json, tr("one JSON object per input line, for scripts"));
  ref->add_flag("--no-journal", no_journal, tr("do not write the journal of this session"));
  std::vector<std::string> computers;
  computer_option(ref, computers);
  std::string join_code, via;
  ref->add_option("--join", join_code,
                  tr("take your seat at a hosted game with the code its host gave you (amiraute host)"))
      ->type_name("CODE");
  ref->add_option("--via", via, tr("reach the host through this address instead of the code's (a tunnel, a forwarded port)"))
      ->type_name("HOST:PORT");

  CLI::App *host_cmd = app.add_subcommand(
      "host", tr("host a game for players on other machines: each joins with his own code, sees only what his "
                 "seat may see"));
  amiraute::net::HostOptions host_options;
  std::string host_file, watchers_text;
  bool host_resume = false, host_codes = false;
  host_cmd->add_option("scenario", host_file, tr("the scenario file, or a saved game or journal to go on with"))
      ->check(CLI::ExistingFile);
  host_cmd->add_option_function<std::string>(
              "--listen",
              [&](const std::string &text) {
                host_options.listen = text.find(':') == std::string::npos ? "127.0.0.1:" + text : text;
                host_options.listen_given = true;
              },
              tr("listen on this address (default 127.0.0.1, this machine only; 0.0.0.0:4711 for every network)"))
      ->type_name("ADDR:PORT");
  host_cmd->add_option("--address", host_options.address,
                       tr("the address written in the codes (default: the one it listens on, or this machine's)"));
  host_cmd->add_option("--ai", host_options.computers, tr("the computer plays this side, SIDE[:LEVEL]"))
      ->type_name("SIDE[:LEVEL]");
  host_cmd->add_option("--watchers", watchers_text, tr("let watchers in (on by default)"))
      ->check(CLI::IsMember({"on", "off"}))
      ->type_name("on|off");
  host_cmd->add_flag("--resume", host_resume, tr("take up the kept table's game again (after a stop or a crash)"));
  host_cmd->add_flag("--codes", host_codes, tr("say the kept table's join codes and quit"));
  host_cmd->add_option("--folder", host_options.folder,
                       tr("where the host keeps its certificate, codes and journal (default: "
                          "~/.local/share/amiraute/host)"));
  host_cmd->add_option("--seed", host_options.seed, tr("seed of the program's dice (default: a secret new one)"));
  lang_option(host_cmd);

  CLI::App *join_cmd = app.add_subcommand(
      "join", tr("take your seat on screen at a game hosted on another machine, with the code its host gave you"));
  std::string screen_code;
  join_cmd->add_option("code", screen_code, tr("the join code (amiraute://…)"))->required();
  join_cmd->add_option("--via", via, tr("reach the host through this address instead of the code's (a tunnel, a forwarded port)"))
      ->type_name("HOST:PORT");
  join_cmd->add_option("--screenshot", screenshot, tr("save the window to this PNG after a few frames and quit"));
  join_cmd->add_option("--frames", frames, tr("frames drawn before --screenshot"))->check(CLI::Range(1, 100000));
  size_option(join_cmd);
  lang_option(join_cmd);

  CLI::App *arena_cmd = app.add_subcommand(
      "arena", tr("computer-vs-computer batches: who wins, and does the first player win too often?"));
  std::vector<std::string> side_texts;
  int games = 100, jobs = 1, iterations = 0;
  std::string shard;
  bool quiet = false;
  arena_cmd->add_option("scenario", scenario, tr("the scenario file"))->check(CLI::ExistingFile)->required();
  arena_cmd->add_option("--games", games, tr("games in the batch (sides alternate)"))
      ->check(CLI::Range(1, 1000000));
  arena_cmd->add_option("--side", side_texts, tr("LABEL=LEVEL, twice (e.g. --side A=normal --side B=random)"))
      ->required();
  arena_cmd->add_option("--jobs", jobs, tr("worker processes"))->check(CLI::Range(1, 256));
  arena_cmd->add_option("--seed", seed, tr("seed of the batch (game k is seeded from it and k)"));
  arena_cmd->add_option("--shard", shard,
                        tr("play only shard i of n (games k with k mod n = i-1), e.g. 2/8"));
  arena_cmd
      ->add_option("--iterations", iterations,
                   tr("search levels think this many iterations a decision instead of their time "
                      "(reproducible)"))
      ->check(CLI::Range(1, 100000000));
  arena_cmd->add_flag("--json", json, tr("one JSON line per game, then the summary line"));
  std::string arena_out;
  arena_cmd->add_option("--out", arena_out,
                        tr("keep each game's JSON line in FILE as it ends; run again with the same FILE to "
                           "resume the batch"));
  arena_cmd->add_flag("--quiet", quiet, tr("no progress bar on stderr"));

  CLI::App *merge_cmd =
      app.add_subcommand("arena-merge", tr("the table of several `arena --json` shard outputs"));
  merge_cmd->add_option("files", files, tr("files written by arena --json"))
      ->required()
      ->check(CLI::ExistingFile);
  merge_cmd->add_flag("--json", json, tr("the summary as one JSON line"));
  lang_option(ref);
  lang_option(arena_cmd);
  lang_option(merge_cmd);

  CLI::App *render = app.add_subcommand(
      "render",
      tr("draw a scenario (or a record's final state) to a PNG, an SVG or a PDF, by the file's name"));
  render->add_option("scenario", scenario, tr("the scenario file"))->check(CLI::ExistingFile);
  render->add_option("-o,--out", out, tr("the picture to write: .png, .svg or .pdf"))->required();
  render->add_option("--record", record, tr("draw this saved game's final state"))->check(CLI::ExistingFile);
  bool no_pieces = false, light = false;
  render->add_flag("--no-pieces", no_pieces, tr("the board alone, without the pieces"));
  render->add_flag("--light", light, tr("the light look of paper (light tints, patterns, dark lines)"));
  size_option(render);
  lang_option(render);

  CLI::App *print_cmd = app.add_subcommand(
      "print",
      tr("the table's kit as a PDF: boards at true size, counters, cards, rulers, sheets, quick reference"));
  amiraute::print::Options print_options;
  print_options.paper = amiraute::print::defaultPaper();
  std::string only, card_size;
  print_cmd->add_option("scenario", scenario, tr("the scenario file"))->check(CLI::ExistingFile)->required();
  print_cmd->add_option("-o,--out", out, tr("the PDF to write"))->required();
  print_cmd
      ->add_option_function<std::string>(
          "--paper",
          [&](const std::string &text) {
            try {
              print_options.paper = amiraute::print::paperNamed(text);
            } catch (const std::exception &e) {
              throw CLI::ValidationError("--paper", e.what());
            }
          },
          tr("a4, letter or a3 (default: the locale's, A4 but in the US and Canada)"))
      ->type_name("a4|letter|a3");
  print_cmd->add_option("--hex-mm", print_options.hex_mm,
                        tr("a hex across its flats, in millimetres (default 19)"));
  print_cmd->add_option("--ud-cm", print_options.ud_cm,
                        tr("Haute Mer: one UD on the table, in centimetres (2 or 4; default 4)"));
  print_cmd
      ->add_option("--only", only, tr("the parts to print: board,counters,cards,rulers,sheets,reference"))
      ->type_name("LIST");
  print_cmd->add_option("--cards-per-page", print_options.cards_per_page,
                        tr("at most this many cards on a page (default 9)"));
  print_cmd
      ->add_option("--card-mm", card_size, tr("a card's size in millimetres, WxH (default 63x88, poker)"))
      ->type_name("WxH");
  print_cmd->add_option("--overlap-mm", print_options.overlap_mm,
                        tr("the strip a board's tile shares with the next (default 10)"));
  print_cmd->add_option("--margin-mm", print_options.margin_mm,
                        tr("the white border of each page (default 10)"));
  lang_option(print_cmd);

  CLI::App *check = app.add_subcommand("validate", tr("check scenario files; errors as file:line:column"));
  check->add_option("files", files, tr("scenario files"))->required();
  lang_option(check);

  std::vector<std::string> kinds;
  for (const std::string_view k : amiraute::game::kNameKinds)
    kinds.emplace_back(k);
  std::string list_kind, game_name, new_out;
  bool force = false;
  CLI::App *list_cmd = app.add_subcommand(
      "list", tr("what a scenario of a game may name: classes, terrain, cards, options or sides"));
  list_cmd->add_option("kind", list_kind, tr("classes, terrain, cards, options or sides"))
      ->required()
      ->check(CLI::IsMember(kinds));
  list_cmd
      ->add_option("game", game_name, tr("the game, as a scenario's game: names it (detroits, haute-mer…)"))
      ->required();
  lang_option(list_cmd);
  CLI::App *new_cmd =
      app.add_subcommand("new", tr("write a commented template scenario of a game that validates as is"));
  new_cmd
      ->add_option("game", game_name, tr("the game, as a scenario's game: names it (detroits, haute-mer…)"))
      ->required();
  new_cmd->add_option("-o,--out", new_out, tr("the file to write (default: print the template)"));
  new_cmd->add_flag("--force", force, tr("replace the file if it exists"));
  lang_option(new_cmd);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError &e) {
    return app.exit(e);
  }

  // Every game the program rolls or deals for gets its own dice, unless a seed is asked for.
  if ((*ref && referee_seed->count() == 0) || (*play && play_seed->count() == 0))
    seed = amiraute::core::freshSeed();
  if (*ref && !join_code.empty()) {
    if (!scenario.empty() || !computers.empty())
      return std::cerr << tr("--join takes no scenario and no --ai: the host holds the game") << "\n", 2;
    return amiraute::cli::joinReferee(join_code, via, json);
  }
  if (*ref) return referee(scenario, seed, json, !no_journal, computers);
  if (*host_cmd) {
    if (!host_resume && !host_codes && host_file.empty())
      return std::cerr << tr("host what? give a scenario, a saved game, or --resume") << "\n", 2;
    if (!watchers_text.empty()) host_options.watchers = watchers_text == "on";
    return amiraute::cli::hostCommand(host_file, host_options, host_resume, host_codes);
  }
  if (*arena_cmd) {
    amiraute::ai::ArenaOptions options;
    options.games = games;
    options.jobs = jobs;
    options.seed = seed;
    options.json = json;
    options.progress = !quiet;
    options.out = arena_out;
    return arena(scenario, side_texts, iterations, options, shard);
  }
  if (*merge_cmd) return amiraute::ai::mergeArena(files, json, std::cout, std::cerr);
  if (*check) return validate(files);
  if (*list_cmd) return amiraute::cli::listNames(list_kind, game_name, std::cout, std::cerr);
  if (*new_cmd) return amiraute::cli::newScenario(game_name, new_out, force, std::cout, std::cerr);
  if (*print_cmd) {
    try {
      if (!only.empty()) print_options.parts = amiraute::print::partsNamed(only);
      if (!card_size.empty())
        std::tie(print_options.card_width_mm, print_options.card_height_mm) =
            amiraute::print::sizeNamed(card_size);
      amiraute::print::check(print_options);
    } catch (const std::exception &e) {
      std::cerr << "amiraute print: " << e.what() << "\n";
      return 2;
    }
    return runPrint(scenario, out, print_options);
  }
  if (*render && (no_pieces || light)) {
    if (scenario.empty() || !record.empty()) {
      std::cerr << tr("amiraute render: --light and --no-pieces draw a scenario's board, not a record")
                << "\n";
      return 2;
    }
    return renderBoard(scenario, out, light, !no_pieces, size.width, size.height);
  }
#ifdef AMIRAUTE_HAS_UI
  amiraute::ui::PlayOptions options;
  options.scenario = scenario;
  options.record = record;
  options.screenshot = screenshot;
  options.out = out;
  options.width = size.width;
  options.height = size.height;
  options.size_given = size_given;
  options.seed = seed;
  options.frames = frames;
  options.journal = !no_journal;
  // `play RECORD`: a saved game or a journal given where the scenario goes opens that game.
  if (*play && options.record.empty() && !options.scenario.empty() &&
      amiraute::core::isGameRecord(options.scenario))
    std::swap(options.record, options.scenario);
  options.computers = screen_computers;
  if (*join_cmd) {
    options.journal = false; // the host keeps the game
    if (languageAsked(argc, argv).empty())
      if (const std::string saved = amiraute::core::savedLanguage(); !saved.empty())
        amiraute::core::setLanguage(saved);
    return joinScreen(screen_code, via, options);
  }
  if (*edit_cmd) {
    options.scenario = edit_file;
    options.journal = false; // the editor's file is its record; a test game is not kept
    if (languageAsked(argc, argv).empty())
      if (const std::string saved = amiraute::core::savedLanguage(); !saved.empty())
        amiraute::core::setLanguage(saved);
    if (!std::filesystem::exists(edit_file)) {
      std::cerr << amiraute::core::fill(tr("{file}: no such file; start one with: amiraute new GAME -o {file}"),
                                        {{"file", edit_file}})
                << "\n";
      return 1;
    }
    return amiraute::ui::runPlay(options, [](const std::string &file, const std::string &, std::uint64_t seed) {
      return std::unique_ptr<amiraute::ui::View>(std::make_unique<amiraute::ui::Editor>(file, seed));
    });
  }
  if (*render) {
    if (options.scenario.empty() && options.record.empty()) {
      std::cerr << tr("amiraute render: give a scenario or --record FILE") << "\n";
      return 2;
    }
    return amiraute::ui::runRender(options, amiraute::ui::openView);
  }
  if (options.scenario.empty() && options.record.empty())
    options.scenario = amiraute::core::findDataFile(kDefaultScenario);
  // On screen, the language chosen last time in the language menu when --lang does not say one.
  if (languageAsked(argc, argv).empty())
    if (const std::string saved = amiraute::core::savedLanguage(); !saved.empty())
      amiraute::core::setLanguage(saved);
  return amiraute::ui::runPlay(options, amiraute::ui::openView);
#else
  if (*join_cmd) {
    std::cerr << tr("this build has no screen: join in a terminal with amiraute referee --join CODE") << "\n";
    return 2;
  }
  if (*render && !scenario.empty() && record.empty())
    return renderBoard(scenario, out, false, true, size.width, size.height);
  if (*edit_cmd) {
    std::cerr << tr("this build has no screen: write the scenario's YAML and check it with amiraute validate") << "\n";
    return 2;
  }
  std::cerr << tr("this build has no screen (built with -DAMIRAUTE_UI=OFF); try amiraute referee or --help")
            << "\n";
  return 2;
#endif
}
