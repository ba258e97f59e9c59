// amiraute: the command-line entry point. Subcommands: play, referee, render, validate.
#include "cli/Registry.h"
#include "core/Files.h"
#include "core/Journal.h"
#include "core/Yaml.h"

#ifdef AMIRAUTE_HAS_UI
#include "ui/App.h"
#endif

#include <cstdlib>
#include <iostream>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

constexpr const char *kDefaultScenario = "scenarios/haute-mer/battle.yaml";

const char *kUsage = R"(amiraute — a companion for Haute Mer and the hex wargames

usage:
  amiraute play [SCENARIO] [--screenshot FILE] [--size WxH]
      open the battle on screen (default: the default Haute Mer battle)
  amiraute referee SCENARIO [--seed N] [--json]
      referee a real table: one command a line on stdin, `help` lists them
  amiraute render SCENARIO -o OUT.png [--record FILE] [--size WxH]
      draw the table (or a record's final state) to a PNG without a window
  amiraute validate SCENARIO...
      check scenario files and report errors as file:line:column
)";

int referee(const std::vector<std::string> &args) {
  std::string scenario;
  std::uint64_t seed = 1;
  bool json = false, journal = true;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--json")
      json = true;
    else if (args[i] == "--no-journal")
      journal = false;
    else if (args[i] == "--seed" && i + 1 < args.size())
      seed = std::strtoull(args[++i].c_str(), nullptr, 10);
    else if (scenario.empty() && args[i].rfind("--", 0) != 0)
      scenario = args[i];
    else {
      std::cerr << "amiraute referee: unexpected argument '" << args[i] << "'\n" << kUsage;
      return 2;
    }
  }
  if (scenario.empty()) scenario = amiraute::core::findDataFile(kDefaultScenario);
  std::unique_ptr<amiraute::game::Referee> ref;
  try {
    ref = amiraute::cli::gameOf(scenario).referee(scenario, seed);
    if (journal) ref->keepJournal(amiraute::core::journalFolder());
  } catch (const std::exception &e) {
    if (json)
      std::cout << nlohmann::json{{"ok", false}, {"error", e.what()}}.dump() << std::endl;
    else
      std::cerr << e.what() << "\n";
    return 1;
  }
  return amiraute::game::runRefereeLoop(*ref, std::cin, std::cout, json, isatty(0) != 0);
}

int validate(const std::vector<std::string> &args) {
  int bad = 0;
  for (const auto &path : args) {
    try {
      amiraute::cli::gameOf(path).validate(path);
      std::cout << path << ": ok\n";
    } catch (const std::exception &e) {
      std::cout << e.what() << "\n";
      ++bad;
    }
  }
  return bad == 0 ? 0 : 1;
}

#ifdef AMIRAUTE_HAS_UI
/// The registry's view for the game of the scenario (or record).
std::unique_ptr<amiraute::ui::View> openView(const std::string &scenario, const std::string &record,
                                             std::uint64_t seed) {
  const std::string &file = record.empty() ? scenario : record;
  const amiraute::cli::GameEntry &entry = amiraute::cli::gameOf(file);
  if (!entry.view) throw std::runtime_error(file + ": " + entry.title + " has no screen yet; use amiraute referee");
  return entry.view(scenario, record, seed);
}
#endif

} // namespace

int main(int argc, char **argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) args.push_back("play");
  const std::string command = args.front();
  args.erase(args.begin());
  if (command == "referee") return referee(args);
  if (command == "validate") return validate(args);
  if (command == "help" || command == "--help" || command == "-h") {
    std::cout << kUsage;
    return 0;
  }
#ifdef AMIRAUTE_HAS_UI
  if (command == "play") return amiraute::ui::runPlay(args, kDefaultScenario, openView);
  if (command == "render") return amiraute::ui::runRender(args, openView);
#else
  if (command == "play" || command == "render") {
    std::cerr << "this build has no screen (built with -DAMIRAUTE_UI=OFF)\n";
    return 2;
  }
#endif
  std::cerr << "amiraute: unknown command '" << command << "'\n" << kUsage;
  return 2;
}
