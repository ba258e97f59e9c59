#include "games/milles_nautiques/screen/Board.h"

#include "core/I18n.h"
#include "ui/Boards.h"
#include "ui/Panels.h"

#include <imgui.h>

namespace amiraute::milles_nautiques {

using core::fill;
using core::tr;
using core::cards::kBack;
using Hit = draw::CardHit::Kind;

namespace {

std::string num(int n) { return core::grouped(n); }

} // namespace

draw::CardTableInput Board::cardTable() const {
  const State &s = shown();
  const int me = viewer();
  draw::CardTableInput in = milles_nautiques::cardTable(rules(), s, me, toMove());
  const bool my_turn = me >= 0 && toMove() == me && !legal().empty();
  const CardId chosen = chosenCard();
  if (chosen != kBack)
    for (draw::CardArea &a : in.areas)
      a.legal = legalAction(actionForBoat(a.key));
  if (my_turn && s.phase == Phase::Choose) {
    in.draw_legal = isLegal({Verb::Draw, kBack, -1, -1});
    in.discard_legal = isLegal({Verb::Take, kBack, -1, -1});
  } else if (my_turn && chosen != kBack) {
    in.discard_legal = isLegal({Verb::Discard, chosen, -1, -1});
  }
  if (my_turn && s.phase == Phase::Play)
    for (CardId c : in.hand)
      in.playable.push_back(anyLegal([&](const Action &a) { return a.verb == Verb::Play && a.card == c; }));
  return in;
}

std::optional<Action> Board::actionFor(const draw::CardHit &hit) const {
  const State &s = shown();
  if (viewer() < 0) return std::nullopt;
  if (s.phase == Phase::Answer) return std::nullopt; // the panel's buttons answer
  if (s.phase == Phase::Choose) {
    if (hit.kind == Hit::DrawPile) return Action{Verb::Draw, kBack, -1, -1};
    if (hit.kind == Hit::Discard) return Action{Verb::Take, kBack, -1, -1};
  }
  const CardId card = chosenCard();
  if (card == kBack) return std::nullopt;
  if (hit.kind == Hit::Discard) return Action{Verb::Discard, card, -1, -1};
  if (hit.kind == Hit::DrawPile) return Action{Verb::Draw, kBack, -1, -1};
  const draw::CardTableInput &in = input();
  if (hit.kind == Hit::Zone && hit.index >= 0 && hit.index < static_cast<int>(in.zones.size()))
    return actionForBoat(in.zones[static_cast<std::size_t>(hit.index)].key);
  if (hit.kind == Hit::Area && hit.index >= 0 && hit.index < static_cast<int>(in.areas.size()))
    return actionForBoat(in.areas[static_cast<std::size_t>(hit.index)].key);
  return std::nullopt;
}

std::optional<Action> Board::actionForBoat(int boat) const {
  const CardId card = chosenCard();
  if (boat < 0 || card == kBack || viewer() < 0) return std::nullopt;
  if (boat == rules().boat_of[static_cast<std::size_t>(viewer())]) return Action{Verb::Play, card, -1, -1};
  return Action{Verb::Play, card, rules().boats[static_cast<std::size_t>(boat)].front(), -1};
}

std::string Board::instruction() const {
  const Rules &r = rules();
  const int seat = toMove();
  if (seat == game::kTerminal) return tr("The race is over.");
  if (seat < 0) return tr("Dealing…");
  const std::string name = r.players[static_cast<std::size_t>(seat)];
  const State &s = shown();
  if (s.phase == Phase::Choose)
    return fill(tr("{seat}: draw from the pile, or take the card on the discard (MN-TURN-1)."),
                {{"seat", name}});
  if (s.phase == Phase::Answer)
    return fill(
        tr("{seat}: answer the {attack} with the {joker}, or let it stand (MN-MIST-1)."),
        {{"seat", name}, {"attack", r.deck.name(s.pending.card)}, {"joker", r.deck.name(s.pending.joker)}});
  return fill(tr("{seat}: choose a card, then your boat, another boat or the discard."), {{"seat", name}});
}

std::string Board::cardHelp(CardId card) const {
  const std::string &kind = rules().deck.type(card).kind;
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

std::optional<ui::BoardQuestion> Board::question() const {
  // legal() holds the answers only for the skipper asked, at the screen, not the computer.
  const State &s = shown();
  if (s.phase != Phase::Answer || legal().empty()) return std::nullopt;
  const Rules &r = rules();
  const std::string attack = r.deck.name(s.pending.card), joker = r.deck.name(s.pending.joker);
  ui::BoardQuestion q;
  q.heading = tr("Mistoufle?");
  q.text = fill(
      tr("{boat} is attacked with the {attack}: answer it with the {joker}, or let it stand (MN-MIST-1)."),
      {{"boat", r.boatName(s.pending.boat)}, {"attack", attack}, {"joker", joker}});
  const bool held = anyLegal([](const Action &a) { return a.verb == Verb::Mistoufle; });
  q.answers.push_back({fill(tr("Mistoufle: lay the {joker}"), {{"joker", joker}}), held,
                       held ? fill(tr("+{miles} miles, two cards, and you play again"),
                                   {{"miles", num(r.options.mistoufle_miles)}})
                            : fill(tr("You do not hold the {joker}."), {{"joker", joker}})});
  q.answers.push_back({tr("No Mistoufle: let it stand"), true, ""});
  return q;
}

void Board::answer(int k) {
  std::optional<Action> chosen;
  for (const Action &a : legal())
    if ((k == 0 && a.verb == Verb::Mistoufle) || (k == 1 && a.verb == Verb::NoMistoufle)) chosen = a;
  if (chosen) submit(*chosen);
}

void Board::score(const ui::GuiFonts &) {
  const Rules &r = rules();
  const State &s = shown();
  ImGui::TextColored(ui::palette::kGold, "%s", tr("The race"));
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
      ImGui::TextColored(ui::toImVec4(draw::teamColour(b)), "%s", r.boatName(b).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(boatStatus(r, s, b).c_str());
    }
    ImGui::EndTable();
  }
}

std::optional<ui::BannerText> Board::banner() const {
  const State &s = shown();
  if (s.phase != Phase::Over) return std::nullopt;
  const Rules &r = rules();
  ui::BannerText b = ui::cardtable::gameOver(
      s.winners, [&](int w) { return r.boatName(w); },
      [&](int w) {
        return fill(core::trn("{boat} wins!", "{boat} win!",
                              static_cast<long>(r.boats[static_cast<std::size_t>(w)].size())),
                    {{"boat", r.boatName(w)}});
      },
      [](const std::string &names) {
        return fill(tr("A tie: {boats}"), {{"boats", names}});
      });
  for (int boat = 0; boat < r.boatCount(); ++boat)
    b.lines.push_back(
        fill(tr("{boat}: {status}"), {{"boat", r.boatName(boat)}, {"status", boatStatus(r, s, boat)}}));
  return b;
}

} // namespace amiraute::milles_nautiques

AMIRAUTE_REGISTER_BOARD(amiraute::milles_nautiques::Game, amiraute::milles_nautiques::Board)
