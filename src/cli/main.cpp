// amiraute: the command-line entry point. Subcommands: play, referee, render, validate.
#include "cli/HauteMerReferee.h"
#include "cli/HexReferee.h"
#include "cli/RefereeLoop.h"
#include "core/Files.h"
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
  bool json = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--json")
      json = true;
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
  std::unique_ptr<amiraute::cli::Referee> ref;
  try {
    const std::string game = amiraute::core::scenarioGame(scenario);
    if (game == "haute-mer")
      ref = amiraute::cli::makeHauteMerReferee(scenario, seed);
    else if (game == "objectif-villes")
      ref = amiraute::cli::makeHexReferee(scenario, seed);
    else {
      std::cerr << scenario << ": unknown game '" << game << "' (known: haute-mer, objectif-villes)\n";
      return 2;
    }
  } catch (const std::exception &e) {
    if (json)
      std::cout << nlohmann::json{{"ok", false}, {"error", e.what()}}.dump() << std::endl;
    else
      std::cerr << e.what() << "\n";
    return 1;
  }
  return amiraute::cli::runRefereeLoop(*ref, std::cin, std::cout, json, isatty(0) != 0);
}

int validate(const std::vector<std::string> &args) {
  int bad = 0;
  for (const auto &path : args) {
    try {
      const std::string game = amiraute::core::scenarioGame(path);
      if (game == "haute-mer")
        amiraute::cli::makeHauteMerReferee(path, 1);
      else if (game == "objectif-villes")
        amiraute::cli::makeHexReferee(path, 1);
      else
        throw std::runtime_error(path + ": unknown game '" + game + "'");
      std::cout << path << ": ok\n";
    } catch (const std::exception &e) {
      std::cout << e.what() << "\n";
      ++bad;
    }
  }
  return bad == 0 ? 0 : 1;
}

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
  if (command == "play") return amiraute::ui::runPlay(args, kDefaultScenario);
  if (command == "render") return amiraute::ui::runRender(args);
#else
  if (command == "play" || command == "render") {
    std::cerr << "this build has no screen (built with -DAMIRAUTE_UI=OFF)\n";
    return 2;
  }
#endif
  std::cerr << "amiraute: unknown command '" << command << "'\n" << kUsage;
  return 2;
}
