#include "games/milles_nautiques/draw/Table.h"

#include "core/I18n.h"
#include "draw/CardMats.h"
#include "games/milles_nautiques/Engine.h"

namespace amiraute::milles_nautiques {

using core::fill;
using core::tr;

namespace {

std::string num(int n) { return core::grouped(n); }

const draw::Color kWarning{220, 90, 60};

} // namespace

std::string boatStatus(const Rules &r, const State &s, int b, bool brief) {
  const Boat &boat = s.boats[static_cast<std::size_t>(b)];
  std::string out = fill(brief ? tr("{miles} / {goal} mi") : tr("{miles} / {goal} miles"),
                         {{"miles", num(boat.distance)}, {"goal", num(r.distance())}});
  auto add = [&](const char *what) { out += std::string(" · ") + what; };
  if (boat.disqualified) add(tr("disqualified"));
  if (!started(boat))
    add(brief ? tr("no wind yet") : tr("waiting for a fair wind"));
  else if (!sailing(r, boat))
    add(tr("stopped"));
  if (damaged(r, boat)) add(tr("damaged"));
  if (protested(r, boat)) add(tr("protest open"));
  if (boat.skips > 0) add(tr("skips a turn"));
  if (r.options.legs_total > 0)
    out += " · " + fill(tr("{total} in all"), {{"total", num(boat.total + boat.distance)}});
  return out;
}

draw::CardTableInput cardTable(const Rules &r, const State &s, int me, int to_move) {
  const auto boatMat = [&](draw::CardTableInput &in, int b, int area) {
    const Boat &boat = s.boats[static_cast<std::size_t>(b)];
    draw::CardArea &a = in.areas[static_cast<std::size_t>(area)];
    a.title = r.boatName(b);
    a.status = boatStatus(r, s, b);
    a.status_short = boatStatus(r, s, b, true);
    auto zone = [&](const char *label, const std::vector<CardId> &cards, draw::CardZone::Layout layout) {
      draw::CardZone z;
      z.area = area;
      z.label = tr(label);
      z.cards = cards;
      z.layout = layout;
      z.key = b;
      in.zones.push_back(std::move(z));
      return &in.zones.back();
    };
    draw::CardZone *wind = zone(N_("Wind"), boat.wind, draw::CardZone::Layout::Stack);
    if (started(boat) && !sailing(r, boat)) wind->badges.push_back({tr("stopped"), kWarning});
    draw::CardZone *damage = zone(N_("Damage"), boat.damage, draw::CardZone::Layout::Stack);
    if (damaged(r, boat))
      damage->badges.push_back({fill(tr("≤ {n} mi"), {{"n", num(r.options.damage_limit)}}), kWarning});
    draw::CardZone *protest = zone(N_("Protest"), boat.protest, draw::CardZone::Layout::Stack);
    if (protested(r, boat)) protest->badges.push_back({tr("open"), kWarning});
    zone(N_("Jokers"), boat.jokers, draw::CardZone::Layout::Fan);
    draw::CardZone *miles = zone(N_("Miles"), boat.miles, draw::CardZone::Layout::Fan);
    miles->caption = fill(tr("{n} mi"), {{"n", num(boat.distance)}});
  };
  draw::CardTableInput in =
      draw::teamTable(r.deck, s.hands, r.players, r.boats, s.pile.size(), s.discard, me, to_move, boatMat);
  in.whole_mats = true;
  in.draw_label = fill(tr("Pile: {n}"), {{"n", std::to_string(s.pile.size())}});
  return in;
}

} // namespace amiraute::milles_nautiques
