#include "ui/NauticMilesView.h"

#include "core/I18n.h"
#include "core/Yaml.h"
#include "ui/Panels.h"

#include <imgui.h>

namespace amiraute::ui {

namespace nm = nautic_miles;
using core::fill;
using core::tr;
using core::cards::kBack;

namespace {

std::string num(int n) { return core::grouped(n); }

int ownSideOf(const nm::Rules &r, int seat) {
  return seat >= 0 ? r.side_of[static_cast<std::size_t>(seat)] : -1;
}

} // namespace

NauticMilesView::NauticMilesView(std::unique_ptr<Match> match)
    : CardMatchView(std::move(match), "nautic-miles-save.yaml") {
  loadArt(match_->rules().deck);
}

std::string NauticMilesView::sideStatus(int side) const {
  const nm::Rules &r = match_->rules();
  const nm::Side &sd = shown_.sides[static_cast<std::size_t>(side)];
  return fill(tr("{score} points · this round {now} · in port {port} · prizes {prizes}"),
              {{"score", nm::points(sd.score)},
               {"now", nm::points(nm::roundPoints(r, sd))},
               {"port", std::to_string(sd.port.size())},
               {"prizes", std::to_string(sd.prizes.size())}});
}

CardTableInput NauticMilesView::buildScene() const {
  const nm::Rules &r = match_->rules();
  const nm::State &s = shown_;
  CardTableInput in;
  in.deck = &r.deck;
  const int me = curtain_.shownSeat();
  const int mine = ownSideOf(r, me);
  const int to_move = match_->toMove();
  const bool my_turn = to_move >= 0 && to_move == me && !curtain_.down();
  if (me >= 0) {
    in.hand = s.hands[static_cast<std::size_t>(me)].cards;
    in.hand_title = fill(tr("{seat}'s hand"), {{"seat", r.players[static_cast<std::size_t>(me)]}});
  }
  in.selected = selected_ < static_cast<int>(in.hand.size()) ? selected_ : -1;
  const CardId chosen = in.selected >= 0 ? in.hand[static_cast<std::size_t>(in.selected)] : kBack;
  const bool convoy_chosen = chosen != kBack && r.is_convoy[chosen];

  for (int side = 0; side < r.sideCount(); ++side) {
    const nm::Side &sd = s.sides[static_cast<std::size_t>(side)];
    CardArea a;
    a.title = r.sideName(side);
    a.status = sideStatus(side);
    // In a narrow mat: this round's points are in the panel's score sheet (Now).
    a.status_short = fill(tr("{score} pts · port {port} · prizes {prizes}"),
                          {{"score", nm::points(sd.score)},
                           {"port", std::to_string(sd.port.size())},
                           {"prizes", std::to_string(sd.prizes.size())}});
    a.colour = teamColour(side);
    a.own = side == mine;
    for (int seat : r.sides[static_cast<std::size_t>(side)]) {
      CardSeat cs;
      cs.name = r.players[static_cast<std::size_t>(seat)];
      cs.hand = s.hands[static_cast<std::size_t>(seat)].size();
      cs.to_play = seat == to_move;
      cs.at_screen = seat == me;
      a.to_play = a.to_play || cs.to_play;
      a.seats.push_back(cs);
    }
    const int area = static_cast<int>(in.areas.size());
    in.areas.push_back(a);
    auto slot = [&](int position) {
      CardZone z;
      z.area = area;
      z.layout = CardZone::Layout::Slot;
      z.label = sd.row.empty()              ? tr("your row")
                : position == 0             ? tr("left")
                : position == sd.row.size() ? tr("right")
                                            : "";
      z.key = kSlotKey + position;
      z.legal = convoy_chosen && legalKey(z.key);
      in.zones.push_back(std::move(z));
    };
    // Gaps only in one's own row, and only while a convoy is chosen (they would crowd the row).
    const bool gaps = side == mine && (convoy_chosen || sd.row.empty());
    for (int i = 0; i < sd.row.size(); ++i) {
      if (gaps) slot(i);
      const nm::Convoy &v = sd.row[i];
      CardZone z;
      z.area = area;
      z.layout = CardZone::Layout::Fan;
      z.key = side * kSideKey + i;
      z.label = fill(tr("Convoy {n}"), {{"n", std::to_string(i + 1)}});
      z.cards.push_back(v.card.card); // kBack when this seat may not see it
      z.cards.insert(z.cards.end(), v.miles.begin(), v.miles.end());
      z.cards.insert(z.cards.end(), v.battle.cards.begin(), v.battle.cards.end());
      z.caption = fill(tr("{n} mi"), {{"n", num(v.distance)}});
      if (v.detected) z.caption += " · " + std::string(tr("detected ×2"));
      if (v.alert) z.badges.push_back({tr("Alert"), sf::Color(220, 70, 60)});
      if (v.battle.on())
        z.badges.push_back({fill(tr("Battle: {player} {strength}{tied}"),
                                 {{"player", r.players[static_cast<std::size_t>(v.battle.seat)]},
                                  {"strength", std::to_string(v.battle.strength)},
                                  {"tied", v.battle.tied ? std::string(" =") : std::string()}}),
                            sf::Color(150, 160, 175)});
      if (v.storm) z.badges.push_back({tr("Storm"), sf::Color(140, 110, 220)});
      if (v.neutral) z.badges.push_back({tr("Neutral flag"), sf::Color(170, 180, 190)});
      if (v.plane_by >= 0)
        z.badges.push_back(
            {fill(tr("Plane: {player}"), {{"player", r.players[static_cast<std::size_t>(v.plane_by)]}}),
             sf::Color(70, 150, 220)});
      if (v.mine_by >= 0)
        z.badges.push_back(
            {fill(tr("Mine: {player}"), {{"player", r.players[static_cast<std::size_t>(v.mine_by)]}}),
             sf::Color(200, 60, 60)});
      if (v.alert || v.battle.on()) z.outline = sf::Color(220, 70, 60, 200);
      z.legal = chosen != kBack && !convoy_chosen && legalKey(z.key);
      in.zones.push_back(std::move(z));
    }
    if (gaps) slot(sd.row.size());
  }
  in.draw_count = s.pile.size();
  in.discard = s.discard;
  in.draw_label = fill(tr("Talon: {n}"), {{"n", std::to_string(s.pile.size())}});
  in.discard_label = fill(tr("Discard: {n}"), {{"n", std::to_string(s.discard.size())}});
  if (my_turn && chosen != kBack) in.discard_legal = legalKey(kDiscardKey);
  if (my_turn)
    for (CardId c : in.hand)
      in.playable.push_back(
          anyLegal([&](const nm::Action &a) { return a.verb == nm::Verb::Play && a.card == c; }));
  return in;
}

std::optional<nm::Action> NauticMilesView::actionFor(const CardHit &hit) const {
  if (hit.kind == CardHit::Kind::Discard) return actionForKey(kDiscardKey);
  const CardTableInput &in = scene();
  if (hit.kind != CardHit::Kind::Zone || hit.index < 0 || hit.index >= static_cast<int>(in.zones.size()))
    return std::nullopt;
  return actionForKey(in.zones[static_cast<std::size_t>(hit.index)].key);
}

std::optional<nm::Action> NauticMilesView::actionForKey(int key) const {
  const nm::Rules &r = match_->rules();
  const nm::State &s = shown_;
  const int me = curtain_.shownSeat();
  if (curtain_.down() || me < 0) return std::nullopt;
  const std::vector<CardId> &hand = s.hands[static_cast<std::size_t>(me)].cards;
  if (selected_ < 0 || selected_ >= static_cast<int>(hand.size())) return std::nullopt;
  nm::Action a;
  a.card = hand[static_cast<std::size_t>(selected_)];
  if (key == kDiscardKey) {
    a.verb = nm::Verb::Discard;
    return a;
  }
  if (key < 0) return std::nullopt;
  a.verb = nm::Verb::Play;
  if (key >= kSlotKey) {
    a.position = key - kSlotKey;
    return a;
  }
  const int side = key / kSideKey;
  if (r.is_convoy[a.card]) {
    // A convoy dropped on one of one's own convoys goes to its left.
    if (side != ownSideOf(r, me)) return a; // validate says why not (NM-CONV-1)
    a.position = key % kSideKey;
    return a;
  }
  a.row = side == ownSideOf(r, me) ? nm::kOwnRow : r.sides[static_cast<std::size_t>(side)].front();
  a.convoy = key % kSideKey;
  a.pair = pair_ && a.card == r.submarine;
  return a;
}

std::string NauticMilesView::instruction() const {
  const nm::Rules &r = match_->rules();
  const int seat = match_->toMove();
  if (seat == game::kTerminal) return tr("The game is over.");
  if (seat < 0) return tr("Dealing…");
  return fill(tr("{seat}: choose a card, then a gap in your row (a convoy), a convoy, or the discard."),
              {{"seat", r.players[static_cast<std::size_t>(seat)]}});
}

std::string NauticMilesView::cardHelp(CardId card) const {
  switch (match_->rules().kind(card)) {
  case nm::Kind::Convoy:
    return tr("Laid face down in a gap of your row: at an end or between two (NM-CONV-1).");
  case nm::Kind::Miles:
    return tr("On one of your convoys that is not stopped (NM-MILES-1); at 4,000 it arrives (NM-MILES-2).");
  case nm::Kind::Warship:
    return tr(
        "Attacks a convoy on alert, or answers the ship on top of a battle (NM-BATTLE-1, NM-BATTLE-2).");
  case nm::Kind::Plane:
    return tr("Beside another side's convoy; a second plane of yours destroys it (NM-PLANE-1, NM-PLANE-2).");
  case nm::Kind::PlaneHit: return tr("Cancels the first plane beside your convoy (NM-PLANE-2).");
  case nm::Kind::Alert:
    return tr("Beside another side's convoy: it stops, and warships may attack it (NM-ALERT-1).");
  case nm::Kind::EndOfAlert: return tr("Lifts the alert on your convoy (NM-ALERT-2).");
  case nm::Kind::Mine:
    return tr("Beside another side's convoy: it explodes after a full round unless swept (NM-MINE-1).");
  case nm::Kind::Minesweeper: return tr("Sweeps the mine beside your convoy (NM-MINE-1).");
  case nm::Kind::Radar:
    return tr("Turns up another side's convoy at an end of its row: it counts double (NM-RADAR-1).");
  case nm::Kind::Storm:
    return tr("Any convoy: at most 600 miles a card, safe from all but mines (NM-STORM-1).");
  case nm::Kind::FairSea: return tr("Ends the storm on your convoy (NM-STORM-1).");
  case nm::Kind::Neutral: return tr("On your convoy not on alert nor in battle (NM-NEUTRAL-1).");
  }
  return {};
}

void NauticMilesView::guiExtra() {
  const nm::Rules &r = match_->rules();
  const CardTableInput &in = scene();
  if (in.selected < 0 || in.hand[static_cast<std::size_t>(in.selected)] != r.submarine) {
    pair_ = false;
    return;
  }
  int subs = 0;
  for (CardId c : in.hand)
    subs += c == r.submarine;
  if (subs < 2) return;
  ImGui::Checkbox(tr("Lay both submarines together: strength 6 (NM-BATTLE-4)"), &pair_);
}

void NauticMilesView::guiScore() {
  const nm::Rules &r = match_->rules();
  const nm::State &s = shown_;
  ImGui::TextColored(ImVec4(0.98f, 0.80f, 0.35f, 1), "%s",
                     fill(tr("Round {round} · the game is won at {target} points"),
                          {{"round", std::to_string(s.round)}, {"target", nm::points(r.options.target)}})
                         .c_str());
  ImGui::TextUnformatted(
      fill(tr("{n} cards left in the talon"), {{"n", std::to_string(s.pile.size())}}).c_str());
  // The side's name takes what the numbers leave: the panel may be narrow.
  if (ImGui::BeginTable("##nmscore", 4, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn(tr("Side"), ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn(tr("Total"));
    ImGui::TableSetupColumn(tr("Last"));
    ImGui::TableSetupColumn(tr("Now"));
    ImGui::TableHeadersRow();
    for (int side = 0; side < r.sideCount(); ++side) {
      const nm::Side &sd = s.sides[static_cast<std::size_t>(side)];
      ImGui::TableNextColumn();
      ImGui::TextColored(toImVec4(teamColour(side)), "%s", r.sideName(side).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(nm::points(sd.score).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(nm::points(sd.last_round).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(nm::points(nm::roundPoints(r, sd)).c_str());
    }
    ImGui::EndTable();
  }
  ImGui::TextColored(
      ImVec4(0.62f, 0.66f, 0.72f, 1), "%s",
      tr("Total: the game so far. Last: the last round scored. Now: this round's points on the "
         "table (NM-SCORE-1 to NM-SCORE-3)."));
}

std::optional<std::string> NauticMilesView::gameOverHeadline() const {
  if (shown_.phase != nm::Phase::Over) return std::nullopt;
  const nm::Rules &r = match_->rules();
  if (shown_.winners.empty()) return std::string(tr("Nobody wins"));
  if (shown_.winners.size() == 1)
    return fill(
        core::trn("{side} wins!", "{side} win!",
                  static_cast<long>(r.sides[static_cast<std::size_t>(shown_.winners.front())].size())),
        {{"side", r.sideName(shown_.winners.front())}});
  std::string names;
  for (int side : shown_.winners)
    names += (names.empty() ? "" : ", ") + r.sideName(side);
  return fill(tr("A tie: {sides}"), {{"sides", names}});
}

std::vector<std::string> NauticMilesView::gameOverLines() const {
  const nm::Rules &r = match_->rules();
  std::vector<std::string> lines;
  for (int side = 0; side < r.sideCount(); ++side)
    lines.push_back(fill(tr("{side}: {points} points"),
                         {{"side", r.sideName(side)},
                          {"points", nm::points(shown_.sides[static_cast<std::size_t>(side)].score)}}));
  return lines;
}

std::unique_ptr<View> openNauticMiles(const std::string &scenario, const std::string &record,
                                      std::uint64_t seed) {
  return openCardView<NauticMilesView>(scenario, record, seed);
}

} // namespace amiraute::ui
