#include "ui/GameViews.h"

#include "core/I18n.h"
#include "game/Registry.h"
#include "ui/Boards.h"

namespace amiraute::ui {

std::unique_ptr<View> openView(const std::string &scenario, const std::string &record, std::uint64_t seed) {
  const std::string &file = record.empty() ? scenario : record;
  const game::GameEntry &entry = game::gameOf(file);
  if (hasBoard(entry.name)) return openFrame(scenario, record, seed);
  throw std::runtime_error(
      core::fill(core::tr("{file}: {game} has no screen yet; referee it with: amiraute referee {file}"),
                 {{"file", file}, {"game", entry.title}}));
}

} // namespace amiraute::ui
