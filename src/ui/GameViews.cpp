#include "ui/GameViews.h"

#include "ui/DetroitsView.h"
#include "ui/EscadrillesView.h"
#include "ui/HauteMerView.h"
#include "ui/ObjectifVillesView.h"
#include "ui/PlanetesView.h"

namespace amiraute::ui {

std::unique_ptr<View> openHauteMer(const std::string &scenario, const std::string &record,
                                   std::uint64_t seed) {
  using Match = HauteMerView::Match;
  auto match =
      std::make_unique<Match>(record.empty() ? Match::open(scenario, seed) : Match::load(record, seed));
  return std::make_unique<HauteMerView>(std::move(match), seed);
}

std::unique_ptr<View> openObjectifVilles(const std::string &scenario, const std::string &record,
                                         std::uint64_t seed) {
  return record.empty() ? makeObjectifVillesView(scenario, seed) : makeObjectifVillesViewFromRecord(record);
}

std::unique_ptr<View> openEscadrilles(const std::string &scenario, const std::string &record,
                                      std::uint64_t seed) {
  return record.empty() ? makeEscadrillesView(scenario, seed) : makeEscadrillesViewFromRecord(record, seed);
}

std::unique_ptr<View> openDetroits(const std::string &scenario, const std::string &record,
                                   std::uint64_t seed) {
  return record.empty() ? makeDetroitsView(scenario, seed) : makeDetroitsViewFromRecord(record, seed);
}

std::unique_ptr<View> openPlanetes(const std::string &scenario, const std::string &record,
                                   std::uint64_t seed) {
  return record.empty() ? makePlanetesView(scenario, seed) : makePlanetesViewFromRecord(record, seed);
}

} // namespace amiraute::ui
