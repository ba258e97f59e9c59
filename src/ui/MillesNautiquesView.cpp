#include "ui/MillesNautiquesView.h"

#include "core/I18n.h"
#include "core/Yaml.h"
#include "ui/Panels.h"

#include <imgui.h>

namespace amiraute::ui {

namespace mn = milles_nautiques;
using core::fill;
using core::tr;
using core::cards::kBack;

namespace {

std::string num(int n) { return core::grouped(n); }

} // namespace

MillesNautiquesView::MillesNautiquesView(std::unique_ptr<Match> match)
    : CardMatchView(std::move(match), "milles-nautiques-save.yaml") {
  loadArt(match_->rules().deck);
}

std::string MillesNautiquesView::boatStatus(int b, bool brief) const {
  const mn::Rules &r = match_->rules();
  const mn::Boat &boat = shown_.boats[static_cast<std::size_t>(b)];
  std::string s = fill(brief ? tr("{miles} / {goal} mi") : tr("{miles} / {goal} miles"),
                       {{"miles", num(boat.distance)}, {"goal", num(r.distance())}});
  auto add = [&](const char *what) { s += std::string(" · ") + what; };
  if (boat.disqualified) add(tr("disqualified"));
  if (!mn::started(boat))
    add(brief ? tr("no wind yet") : tr("waiting for a fair wind"));
  else if (!mn::sailing(r, boat))
    add(tr("stopped"));
  if (mn::damaged(r, boat)) add(tr("damaged"));
  if (mn::protested(r, boat)) add(tr("protest open"));
  if (boat.skips > 0) add(tr("skips a turn"));
  if (r.options.legs_total > 0)
    s += " · " + fill(tr("{total} in all"), {{"total", num(boat.total + boat.distance)}});
  return s;
}

CardTableInput MillesNautiquesView::buildScene() const {
  const mn::Rules &r = match_->rules();
  const mn::State &s = shown_;
  CardTableInput in;
  in.deck = &r.deck;
  const int me = curtain_.shownSeat();
  const int my_boat = me >= 0 ? r.boat_of[static_cast<std::size_t>(me)] : -1;
  const int to_move = match_->toMove();
  const bool my_turn = to_move >= 0 && to_move == me && !curtain_.down();
  if (me >= 0) {
    in.hand = s.hands[static_cast<std::size_t>(me)].cards;
    in.hand_title = fill(tr("{seat}'s hand"), {{"seat", r.players[static_cast<std::size_t>(me)]}});
  }
  in.selected = selected_ < static_cast<int>(in.hand.size()) ? selected_ : -1;
  const CardId chosen = in.selected >= 0 ? in.hand[static_cast<std::size_t>(in.selected)] : kBack;

  for (int b = 0; b < r.boatCount(); ++b) {
    const mn::Boat &boat = s.boats[static_cast<std::size_t>(b)];
    CardArea a;
    a.title = r.boatName(b);
    a.status = boatStatus(b);
    a.status_short = boatStatus(b, true);
    a.colour = teamColour(b);
    a.own = b == my_boat;
    a.key = b;
    for (int seat : r.boats[static_cast<std::size_t>(b)]) {
      CardSeat cs;
      cs.name = r.players[static_cast<std::size_t>(seat)];
      cs.hand = s.hands[static_cast<std::size_t>(seat)].size();
      cs.to_play = seat == to_move;
      cs.at_screen = seat == me;
      a.to_play = a.to_play || cs.to_play;
      a.seats.push_back(cs);
    }
    const int area = static_cast<int>(in.areas.size());
    if (chosen != kBack) {
      const auto play = actionForBoat(b);
      a.legal = play && isLegal(*play);
    }
    in.areas.push_back(a);
    auto zone = [&](const char *label, const std::vector<CardId> &cards, CardZone::Layout layout) {
      CardZone z;
      z.area = area;
      z.label = tr(label);
      z.cards = cards;
      z.layout = layout;
      z.key = b;
      in.zones.push_back(std::move(z));
      return &in.zones.back();
    };
    zone(N_("Wind"), boat.wind, CardZone::Layout::Stack);
    CardZone *damage = zone(N_("Damage"), boat.damage, CardZone::Layout::Stack);
    if (mn::damaged(r, boat))
      damage->badges.push_back(
          {fill(tr("≤ {n} mi"), {{"n", num(r.options.damage_limit)}}), sf::Color(220, 90, 60)});
    CardZone *protest = zone(N_("Protest"), boat.protest, CardZone::Layout::Stack);
    if (mn::protested(r, boat)) protest->badges.push_back({tr("open"), sf::Color(220, 90, 60)});
    zone(N_("Jokers"), boat.jokers, CardZone::Layout::Fan);
    CardZone *miles = zone(N_("Miles"), boat.miles, CardZone::Layout::Fan);
    miles->caption = fill(tr("{n} mi"), {{"n", num(boat.distance)}});
    if (mn::started(boat) && !mn::sailing(r, boat))
      in.zones[in.zones.size() - kZonesPerBoat].badges.push_back({tr("stopped"), sf::Color(220, 90, 60)});
  }
  in.draw_count = s.pile.size();
  in.discard = s.discard;
  in.whole_mats = true;
  in.draw_label = fill(tr("Pile: {n}"), {{"n", std::to_string(s.pile.size())}});
  in.discard_label = fill(tr("Discard: {n}"), {{"n", std::to_string(s.discard.size())}});
  if (my_turn && s.phase == mn::Phase::Choose) {
    in.draw_legal = isLegal({mn::Verb::Draw, kBack, -1, -1});
    in.discard_legal = isLegal({mn::Verb::Take, kBack, -1, -1});
  } else if (my_turn && chosen != kBack) {
    in.discard_legal = isLegal({mn::Verb::Discard, chosen, -1, -1});
  }
  if (my_turn && s.phase == mn::Phase::Play)
    for (CardId c : in.hand)
      in.playable.push_back(
          anyLegal([&](const mn::Action &a) { return a.verb == mn::Verb::Play && a.card == c; }));
  return in;
}

int MillesNautiquesView::boatOf(const CardHit &hit) const {
  const CardTableInput &in = scene();
  if (hit.kind == CardHit::Kind::Zone && hit.index >= 0 && hit.index < static_cast<int>(in.zones.size()))
    return in.zones[static_cast<std::size_t>(hit.index)].key;
  if (hit.kind == CardHit::Kind::Area && hit.index >= 0 && hit.index < static_cast<int>(in.areas.size()))
    return in.areas[static_cast<std::size_t>(hit.index)].key;
  return -1;
}

std::optional<mn::Action> MillesNautiquesView::actionFor(const CardHit &hit) const {
  const mn::State &s = shown_;
  if (curtain_.down() || curtain_.shownSeat() < 0) return std::nullopt;
  if (s.phase == mn::Phase::Answer) return std::nullopt; // the buttons answer (guiExtra)
  if (s.phase == mn::Phase::Choose) {
    if (hit.kind == CardHit::Kind::DrawPile) return mn::Action{mn::Verb::Draw, kBack, -1, -1};
    if (hit.kind == CardHit::Kind::Discard) return mn::Action{mn::Verb::Take, kBack, -1, -1};
  }
  const CardId card = chosenCard();
  if (card == kBack) return std::nullopt;
  if (hit.kind == CardHit::Kind::Discard) return mn::Action{mn::Verb::Discard, card, -1, -1};
  if (hit.kind == CardHit::Kind::DrawPile) return mn::Action{mn::Verb::Draw, kBack, -1, -1};
  return actionForBoat(boatOf(hit));
}

CardId MillesNautiquesView::chosenCard() const {
  const int me = curtain_.shownSeat();
  if (curtain_.down() || me < 0) return kBack;
  const std::vector<CardId> &hand = shown_.hands[static_cast<std::size_t>(me)].cards;
  if (selected_ < 0 || selected_ >= static_cast<int>(hand.size())) return kBack;
  return hand[static_cast<std::size_t>(selected_)];
}

std::optional<mn::Action> MillesNautiquesView::actionForBoat(int boat) const {
  const mn::Rules &r = match_->rules();
  const CardId card = chosenCard();
  if (boat < 0 || card == kBack) return std::nullopt;
  if (boat == r.boat_of[static_cast<std::size_t>(curtain_.shownSeat())])
    return mn::Action{mn::Verb::Play, card, -1, -1};
  return mn::Action{mn::Verb::Play, card, r.boats[static_cast<std::size_t>(boat)].front(), -1};
}

std::string MillesNautiquesView::instruction() const {
  const mn::Rules &r = match_->rules();
  const int seat = match_->toMove();
  if (seat == game::kTerminal) return tr("The race is over.");
  if (seat < 0) return tr("Dealing…");
  const std::string name = r.players[static_cast<std::size_t>(seat)];
  if (shown_.phase == mn::Phase::Choose)
    return fill(tr("{seat}: draw from the pile, or take the card on the discard (MN-TURN-1)."),
                {{"seat", name}});
  if (shown_.phase == mn::Phase::Answer)
    return fill(tr("{seat}: answer the {attack} with the {joker}, or let it stand (MN-MIST-1)."),
                {{"seat", name},
                 {"attack", r.deck.name(shown_.pending.card)},
                 {"joker", r.deck.name(shown_.pending.joker)}});
  return fill(tr("{seat}: choose a card, then your boat, another boat or the discard."), {{"seat", name}});
}

std::string MillesNautiquesView::cardHelp(CardId card) const {
  const std::string &kind = match_->rules().deck.type(card).kind;
  if (kind == "miles")
    return tr("On your own boat while it sails (MN-MILES-1); past the finish the excess is sailed back "
              "(MN-MILES-2).");
  if (kind == "wind") return tr("Starts your boat, or ends a calm on it (MN-START-1, MN-WIND-1).");
  if (kind == "attack") return tr("A hazard for another boat (MN-ATTACK-1).");
  if (kind == "remedy") return tr("Covers the matching hazard on your own boat.");
  if (kind == "panic") return tr("The boat attacked skips its next turn (MN-PANIC-1).");
  if (kind == "joker")
    return tr(
        "Protects your boat for good (MN-JOKER-1); held, it answers an attack with a Mistoufle (MN-MIST-1).");
  return {};
}

void MillesNautiquesView::guiExtra() {
  // legal() holds the answers only for the skipper asked, at the screen, not the computer.
  if (shown_.phase != mn::Phase::Answer || legal().empty()) return;
  const mn::Rules &r = match_->rules();
  std::optional<mn::Action> chosen;
  for (const mn::Action &a : legal())
    if (a.verb == mn::Verb::Mistoufle &&
        ImGui::Button(
            fill(tr("Mistoufle: lay the {joker} (+{miles} miles, two cards, play again)"),
                 {{"joker", r.deck.name(shown_.pending.joker)}, {"miles", num(r.options.mistoufle_miles)}})
                .c_str()))
      chosen = a;
  if (ImGui::Button(tr("No Mistoufle: let it stand")))
    chosen = mn::Action{mn::Verb::NoMistoufle, kBack, -1, -1};
  if (!chosen) return;
  try {
    match_->submit(*chosen);
  } catch (const std::exception &e) {
    refused(e.what());
    return;
  }
  accepted(fill(tr("Done: {action}."), {{"action", mn::formatAction(r, *chosen)}}));
}

void MillesNautiquesView::guiScore() {
  const mn::Rules &r = match_->rules();
  const mn::State &s = shown_;
  ImGui::TextColored(ImVec4(0.98f, 0.80f, 0.35f, 1), "%s", tr("The race"));
  if (r.options.legs_total > 0)
    ImGui::TextUnformatted(
        fill(tr("Race {leg}: {goal} miles a race, {total} in all"), {{"leg", std::to_string(s.leg)},
                                                                     {"goal", num(r.distance())},
                                                                     {"total", num(r.options.legs_total)}})
            .c_str());
  else
    ImGui::TextUnformatted(
        fill(tr("First to {goal} miles exactly (MN-GOAL-1, MN-END-1)"), {{"goal", num(r.distance())}})
            .c_str());
  ImGui::TextUnformatted(
      fill(tr("{n} cards left in the pile"), {{"n", std::to_string(s.pile.size())}}).c_str());
  if (ImGui::BeginTable("##mnscore", 2, ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_RowBg)) {
    for (int b = 0; b < r.boatCount(); ++b) {
      ImGui::TableNextColumn();
      ImGui::TextColored(toImVec4(teamColour(b)), "%s", r.boatName(b).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(boatStatus(b).c_str());
    }
    ImGui::EndTable();
  }
}

std::optional<std::string> MillesNautiquesView::gameOverHeadline() const {
  if (shown_.phase != mn::Phase::Over) return std::nullopt;
  const mn::Rules &r = match_->rules();
  if (shown_.winners.empty()) return std::string(tr("Nobody wins"));
  if (shown_.winners.size() == 1)
    return fill(
        core::trn("{boat} wins!", "{boat} win!",
                  static_cast<long>(r.boats[static_cast<std::size_t>(shown_.winners.front())].size())),
        {{"boat", r.boatName(shown_.winners.front())}});
  std::string names;
  for (int b : shown_.winners)
    names += (names.empty() ? "" : ", ") + r.boatName(b);
  return fill(tr("A tie: {boats}"), {{"boats", names}});
}

std::vector<std::string> MillesNautiquesView::gameOverLines() const {
  std::vector<std::string> lines;
  const mn::Rules &r = match_->rules();
  for (int b = 0; b < r.boatCount(); ++b)
    lines.push_back(fill(tr("{boat}: {status}"), {{"boat", r.boatName(b)}, {"status", boatStatus(b)}}));
  return lines;
}

std::unique_ptr<View> openMillesNautiques(const std::string &scenario, const std::string &record,
                                          std::uint64_t seed) {
  return openCardView<MillesNautiquesView>(scenario, record, seed);
}

} // namespace amiraute::ui
