#include "games/nautic_miles/draw/Table.h"

#include "core/I18n.h"
#include "draw/CardMats.h"
#include "games/nautic_miles/Engine.h"

namespace amiraute::nautic_miles {

using core::fill;
using core::tr;

namespace {

std::string num(int n) { return core::grouped(n); }

} // namespace

std::string sideStatus(const Rules &r, const State &s, int side) {
  const Side &sd = s.sides[static_cast<std::size_t>(side)];
  return fill(tr("{score} points · this round {now} · in port {port} · prizes {prizes}"),
              {{"score", points(sd.score)},
               {"now", points(roundPoints(r, sd))},
               {"port", std::to_string(sd.port.size())},
               {"prizes", std::to_string(sd.prizes.size())}});
}

draw::CardTableInput cardTable(const Rules &r, const State &s, int me, int to_move, bool gaps_wanted) {
  const int mine = me >= 0 ? r.side_of[static_cast<std::size_t>(me)] : -1;
  const auto sideMat = [&](draw::CardTableInput &in, int side, int area) {
    const Side &sd = s.sides[static_cast<std::size_t>(side)];
    draw::CardArea &a = in.areas[static_cast<std::size_t>(area)];
    a.title = r.sideName(side);
    a.status = sideStatus(r, s, side);
    // In a narrow mat: this round's points are in the panel's score sheet (Now).
    a.status_short = fill(tr("{score} pts · port {port} · prizes {prizes}"),
                          {{"score", points(sd.score)},
                           {"port", std::to_string(sd.port.size())},
                           {"prizes", std::to_string(sd.prizes.size())}});
    auto slot = [&](int position) {
      draw::CardZone z;
      z.area = area;
      z.layout = draw::CardZone::Layout::Slot;
      z.label = sd.row.empty()              ? tr("your row")
                : position == 0             ? tr("left")
                : position == sd.row.size() ? tr("right")
                                            : "";
      z.key = kSlotKey + position;
      in.zones.push_back(std::move(z));
    };
    // Gaps only in one's own row, and only while a convoy is chosen (they would crowd the row).
    const bool gaps = side == mine && (gaps_wanted || sd.row.empty());
    for (int i = 0; i < sd.row.size(); ++i) {
      if (gaps) slot(i);
      const Convoy &v = sd.row[i];
      draw::CardZone z;
      z.area = area;
      z.layout = draw::CardZone::Layout::Fan;
      z.key = side * kSideKey + i;
      z.label = fill(tr("Convoy {n}"), {{"n", std::to_string(i + 1)}});
      z.cards.push_back(v.card.card); // kBack when this seat may not see it
      z.cards.insert(z.cards.end(), v.miles.begin(), v.miles.end());
      z.cards.insert(z.cards.end(), v.battle.cards.begin(), v.battle.cards.end());
      z.caption = fill(tr("{n} mi"), {{"n", num(v.distance)}});
      if (v.detected) z.caption += " · " + std::string(tr("detected ×2"));
      if (v.alert) z.badges.push_back({tr("Alert"), {220, 70, 60}});
      if (v.battle.on())
        z.badges.push_back({fill(tr("Battle: {player} {strength}{tied}"),
                                 {{"player", r.players[static_cast<std::size_t>(v.battle.seat)]},
                                  {"strength", std::to_string(v.battle.strength)},
                                  {"tied", v.battle.tied ? std::string(" =") : std::string()}}),
                            {150, 160, 175}});
      if (v.storm) z.badges.push_back({tr("Storm"), {140, 110, 220}});
      if (v.neutral) z.badges.push_back({tr("Neutral flag"), {170, 180, 190}});
      if (v.plane_by >= 0)
        z.badges.push_back(
            {fill(tr("Plane: {player}"), {{"player", r.players[static_cast<std::size_t>(v.plane_by)]}}),
             {70, 150, 220}});
      if (v.mine_by >= 0)
        z.badges.push_back(
            {fill(tr("Mine: {player}"), {{"player", r.players[static_cast<std::size_t>(v.mine_by)]}}),
             {200, 60, 60}});
      if (v.alert || v.battle.on()) z.outline = {220, 70, 60, 200};
      in.zones.push_back(std::move(z));
    }
    if (gaps) slot(sd.row.size());
  };
  draw::CardTableInput in =
      draw::teamTable(r.deck, s.hands, r.players, r.sides, s.pile.size(), s.discard, me, to_move, sideMat);
  in.draw_label = fill(tr("Talon: {n}"), {{"n", std::to_string(s.pile.size())}});
  return in;
}

} // namespace amiraute::nautic_miles
