#include "referee/Registry.h"

#include "core/I18n.h"
#include "game/Registry.h"

#include <map>
#include <stdexcept>

namespace amiraute::referee {

namespace {

std::map<std::string, RefereeFactory> &table() {
  static std::map<std::string, RefereeFactory> t;
  return t;
}

} // namespace

void addReferee(const std::string &game, RefereeFactory factory) {
  if (!table().emplace(game, std::move(factory)).second)
    throw std::logic_error("the referee of '" + game + "' is registered twice");
}

const RefereeFactory *refereeFor(const std::string &game) {
  const auto it = table().find(game);
  return it == table().end() ? nullptr : &it->second;
}

namespace {

std::map<std::string, RemoteEntry> &remotes() {
  static std::map<std::string, RemoteEntry> t;
  return t;
}

} // namespace

void addRemote(const std::string &game, RemoteEntry entry) {
  if (!remotes().emplace(game, std::move(entry)).second)
    throw std::logic_error("the remote entry of '" + game + "' is registered twice");
}

const RemoteEntry *remoteFor(const std::string &game) {
  const auto it = remotes().find(game);
  return it == remotes().end() ? nullptr : &it->second;
}

std::unique_ptr<Referee> openReferee(const std::string &scenario, std::uint64_t seed) {
  const game::GameEntry &entry = game::gameOf(scenario);
  const RefereeFactory *make = refereeFor(entry.name);
  if (!make)
    throw std::runtime_error(core::fill(core::tr("{game} has no referee"), {{"game", entry.title}}));
  return (*make)(scenario, seed);
}

} // namespace amiraute::referee
