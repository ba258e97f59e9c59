#include "ui/Boards.h"

#include "core/I18n.h"
#include "game/Registry.h"

#include <map>
#include <stdexcept>

namespace amiraute::ui {

namespace {

std::map<std::string, FrameFactory> &table() {
  static std::map<std::string, FrameFactory> t;
  return t;
}

std::map<std::string, RemoteFrameFactory> &remoteTable() {
  static std::map<std::string, RemoteFrameFactory> t;
  return t;
}

} // namespace

void addBoard(const std::string &game, FrameFactory factory, RemoteFrameFactory remote) {
  if (!table().emplace(game, std::move(factory)).second)
    throw std::logic_error("the board of '" + game + "' is registered twice");
  if (remote) remoteTable().emplace(game, std::move(remote));
}

std::unique_ptr<MatchFrame> openRemoteFrame(const std::string &game, const std::string &scenario,
                                            std::shared_ptr<game::Remote> remote, int seat) {
  const auto it = remoteTable().find(game);
  if (it == remoteTable().end())
    throw std::runtime_error(core::fill(
        core::tr("{game} cannot be played on screen across machines yet; join it in a terminal: amiraute "
                 "referee --join CODE"),
        {{"game", game}}));
  return it->second(scenario, std::move(remote), seat);
}

bool hasBoard(const std::string &game) { return table().contains(game); }

std::unique_ptr<MatchFrame> openFrame(const std::string &scenario, const std::string &record,
                                      std::uint64_t seed) {
  const std::string &file = record.empty() ? scenario : record;
  const game::GameEntry &entry = game::gameOf(file);
  const auto it = table().find(entry.name);
  if (it == table().end())
    throw std::runtime_error(
        core::fill(core::tr("{file}: {game} has no screen yet; referee it with: amiraute referee {file}"),
                   {{"file", file}, {"game", entry.title}}));
  return it->second(record.empty() ? entry.open(scenario, seed) : entry.load(record, seed));
}

} // namespace amiraute::ui
