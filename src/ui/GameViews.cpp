#include "ui/GameViews.h"

#include "core/I18n.h"
#include "game/Registry.h"
#include "ui/Boards.h"
#include "ui/DetroitsView.h"
#include "ui/EscadrillesView.h"

namespace amiraute::ui {

std::unique_ptr<View> openEscadrilles(const std::string &scenario, const std::string &record,
                                      std::uint64_t seed) {
  return record.empty() ? makeEscadrillesView(scenario, seed) : makeEscadrillesViewFromRecord(record, seed);
}

std::unique_ptr<View> openDetroits(const std::string &scenario, const std::string &record,
                                   std::uint64_t seed) {
  return record.empty() ? makeDetroitsView(scenario, seed) : makeDetroitsViewFromRecord(record, seed);
}

std::unique_ptr<View> openView(const std::string &scenario, const std::string &record, std::uint64_t seed) {
  const std::string &file = record.empty() ? scenario : record;
  const game::GameEntry &entry = game::gameOf(file);
  if (hasBoard(entry.name)) return openFrame(scenario, record, seed);
  using Opener = std::unique_ptr<View> (*)(const std::string &, const std::string &, std::uint64_t);
  static const std::vector<std::pair<std::string, Opener>> screens = {{"escadrilles", openEscadrilles},
                                                                      {"detroits", openDetroits}};
  for (const auto &[name, open] : screens)
    if (name == entry.name) return open(scenario, record, seed);
  throw std::runtime_error(
      core::fill(core::tr("{file}: {game} has no screen yet; referee it with: amiraute referee {file}"),
                 {{"file", file}, {"game", entry.title}}));
}

} // namespace amiraute::ui
