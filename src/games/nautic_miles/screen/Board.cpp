#include "games/nautic_miles/screen/Board.h"

#include "core/I18n.h"
#include "ui/Boards.h"
#include "ui/Panels.h"

#include <imgui.h>

#include <algorithm>

namespace amiraute::nautic_miles {

using core::fill;
using core::tr;
using core::cards::kBack;
using Hit = draw::CardHit::Kind;

Board::Board(ui::TypedSession<Game> &session) : CardBoard(session) {
  sheet_read_ = shown().sheet.round; // a game opened: its last round was read before
}

draw::CardTableInput Board::cardTable() const {
  const Rules &r = rules();
  const int me = viewer();
  const CardId chosen = chosenCard();
  const bool convoy_chosen = chosen != kBack && r.is_convoy[chosen];
  draw::CardTableInput in = nautic_miles::cardTable(r, shown(), me, toMove(), convoy_chosen);
  const bool my_turn = me >= 0 && toMove() == me && !legal().empty();
  if (chosen != kBack)
    for (draw::CardZone &z : in.zones)
      z.legal = (z.key >= kSlotKey) == convoy_chosen && legalAction(actionForKey(z.key));
  if (my_turn && chosen != kBack) in.discard_legal = legalAction(actionForKey(kDiscardKey));
  if (my_turn)
    for (CardId c : in.hand)
      in.playable.push_back(anyLegal([&](const Action &a) { return a.verb == Verb::Play && a.card == c; }));
  return in;
}

std::optional<Action> Board::actionFor(const draw::CardHit &hit) const {
  if (hit.kind == Hit::Discard) return actionForKey(kDiscardKey);
  const draw::CardTableInput &in = input();
  if (hit.kind != Hit::Zone || hit.index < 0 || hit.index >= static_cast<int>(in.zones.size()))
    return std::nullopt;
  return actionForKey(in.zones[static_cast<std::size_t>(hit.index)].key);
}

std::optional<Action> Board::actionForKey(int key) const {
  const Rules &r = rules();
  const int me = viewer();
  Action a;
  a.card = chosenCard();
  if (me < 0 || a.card == kBack) return std::nullopt;
  if (key == kDiscardKey) {
    a.verb = Verb::Discard;
    return a;
  }
  if (key < 0) return std::nullopt;
  a.verb = Verb::Play;
  if (key >= kSlotKey) {
    a.position = key - kSlotKey;
    return a;
  }
  const int side = key / kSideKey, mine = r.side_of[static_cast<std::size_t>(me)];
  if (r.is_convoy[a.card]) {
    // A convoy dropped on one of one's own convoys goes to its left.
    if (side != mine) return a; // validate says why not (NM-CONV-1)
    a.position = key % kSideKey;
    return a;
  }
  a.row = side == mine ? kOwnRow : r.sides[static_cast<std::size_t>(side)].front();
  a.convoy = key % kSideKey;
  a.pair = pair_ && a.card == r.submarine;
  return a;
}

std::string Board::instruction() const {
  const int seat = toMove();
  if (seat == game::kTerminal) return tr("The game is over.");
  if (sheetOpen() && seat == game::kChance)
    return fill(tr("Round {round} is scored: read the sheet, then deal the next round."),
                {{"round", std::to_string(shown().sheet.round)}});
  if (seat < 0) return tr("Dealing…");
  return fill(tr("{seat}: choose a card, then a gap in your row (a convoy), a convoy, or the discard."),
              {{"seat", rules().players[static_cast<std::size_t>(seat)]}});
}

std::string Board::cardHelp(CardId card) const {
  switch (rules().kind(card)) {
  case Kind::Convoy: return tr("Laid face down in a gap of your row: at an end or between two (NM-CONV-1).");
  case Kind::Miles:
    return tr("On one of your convoys that is not stopped (NM-MILES-1); at 4,000 it arrives (NM-MILES-2).");
  case Kind::Warship:
    return tr(
        "Attacks a convoy on alert, or answers the ship on top of a battle (NM-BATTLE-1, NM-BATTLE-2).");
  case Kind::Plane:
    return tr("Beside another side's convoy; a second plane of yours destroys it (NM-PLANE-1, NM-PLANE-2).");
  case Kind::PlaneHit: return tr("Cancels the first plane beside your convoy (NM-PLANE-2).");
  case Kind::Alert:
    return tr("Beside another side's convoy: it stops, and warships may attack it (NM-ALERT-1).");
  case Kind::EndOfAlert: return tr("Lifts the alert on your convoy (NM-ALERT-2).");
  case Kind::Mine:
    return tr("Beside another side's convoy: it explodes after a full round unless swept (NM-MINE-1).");
  case Kind::Minesweeper: return tr("Sweeps the mine beside your convoy (NM-MINE-1).");
  case Kind::Radar:
    return tr("Turns up another side's convoy at an end of its row: it counts double (NM-RADAR-1).");
  case Kind::Storm: return tr("Any convoy: at most 600 miles a card, safe from all but mines (NM-STORM-1).");
  case Kind::FairSea: return tr("Ends the storm on your convoy (NM-STORM-1).");
  case Kind::Neutral: return tr("On your convoy not on alert nor in battle (NM-NEUTRAL-1).");
  }
  return {};
}

void Board::extras(const ui::GuiFonts &) {
  const Rules &r = rules();
  const draw::CardTableInput &in = input();
  if (chosenCard() != r.submarine) {
    pair_ = false;
    return;
  }
  int subs = 0;
  for (CardId c : in.hand)
    subs += c == r.submarine;
  if (subs < 2) return;
  ImGui::Checkbox(tr("Lay both submarines together: strength 6 (NM-BATTLE-4)"), &pair_);
}

void Board::score(const ui::GuiFonts &) {
  const Rules &r = rules();
  const State &s = shown();
  ImGui::TextColored(ui::palette::kGold, "%s",
                     fill(tr("Round {round} · the game is won at {target} points"),
                          {{"round", std::to_string(s.round)}, {"target", points(r.options.target)}})
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
      const Side &sd = s.sides[static_cast<std::size_t>(side)];
      ImGui::TableNextColumn();
      ImGui::TextColored(ui::toImVec4(draw::teamColour(side)), "%s", r.sideName(side).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(points(sd.score).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(points(sd.last_round).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(points(roundPoints(r, sd)).c_str());
    }
    ImGui::EndTable();
  }
  ImGui::TextColored(
      ui::palette::kDim, "%s",
      tr("Total: the game so far. Last: the last round scored. Now: this round's points on the "
         "table (NM-SCORE-1 to NM-SCORE-3)."));
  if (s.sheet.round > 0 && !sheetOpen() && ImGui::SmallButton(tr("Last round's sheet")))
    sheet_read_ = s.sheet.round - 1; // shown again (the game goes on meanwhile)
}

void Board::changed() {
  // Taken back into the round again: its sheet is to be read again when it is scored anew.
  sheet_read_ = std::min(sheet_read_, shown().sheet.round);
  CardBoard::changed();
}

bool Board::sheetOpen() const { return shown().sheet.round > sheet_read_; }

void Board::closeSheet() {
  if (!sheetOpen()) return;
  sheet_read_ = shown().sheet.round;
  if (toMove() == game::kChance) host().rollNow(); // the next deal, now that the players are ready
}

void Board::enter() {
  if (sheetOpen())
    closeSheet();
  else
    CardBoard::enter();
}

void Board::overlays(const ui::GuiFonts &fonts) {
  const State &s = shown();
  if (!sheetOpen()) return;
  const Rules &r = rules();
  const RoundSheet &sheet = s.sheet;
  const draw::Rect area = bounds();
  ImGui::SetNextWindowPos({area.x + area.width / 2, area.y + area.height / 2}, ImGuiCond_Always,
                          {0.5f, 0.5f});
  ImGui::SetNextWindowSizeConstraints({320, 0}, {std::max(320.f, area.width * 0.95f), area.height * 0.95f});
  ImGui::Begin("##roundsheet", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoSavedSettings);
  ui::cardtable::heading(
      fonts, fill(tr("Round {round}: the score sheet"), {{"round", std::to_string(sheet.round)}}));
  if (sheet.void_round)
    ImGui::TextColored(ui::palette::kDim, "%s", tr("No convoy reached port: the round is void (NM-END-3)."));
  const int n = static_cast<int>(sheet.sides.size());
  if (ImGui::BeginTable("##sheet", n + 1,
                        ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg |
                            ImGuiTableFlags_BordersInnerV)) {
    ImGui::TableSetupColumn("");
    // Each side's column as wide as its name or its widest number, whichever is wider.
    for (int side = 0; side < n; ++side) {
      const SheetSide &line = sheet.sides[static_cast<std::size_t>(side)];
      float width = ImGui::CalcTextSize(r.sideName(side).c_str()).x;
      for (int v : {line.port, line.at_sea, line.prizes, line.round, line.total})
        width = std::max(width, ImGui::CalcTextSize(points(v).c_str()).x);
      ImGui::TableSetupColumn(r.sideName(side).c_str(), ImGuiTableColumnFlags_WidthFixed, width);
    }
    ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
    ImGui::TableNextColumn();
    for (int side = 0; side < n; ++side) {
      ImGui::TableNextColumn();
      ImGui::TextColored(ui::toImVec4(draw::teamColour(side)), "%s", r.sideName(side).c_str());
    }
    auto row = [&](const char *what, const char *clause, int SheetSide::*field, bool strong = false) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextColored(strong ? ui::palette::kGold : ui::palette::kText, "%s", tr(what));
      if (clause[0] && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", clause);
      for (const SheetSide &line : sheet.sides) {
        ImGui::TableNextColumn();
        const int v = line.*field;
        const bool nothing = !line.arrived && field != &SheetSide::total;
        if (nothing)
          ImGui::TextColored(ui::palette::kDim, "—");
        else if (strong)
          ImGui::TextColored(ui::palette::kGold, "%s", points(v).c_str());
        else
          ImGui::TextUnformatted(points(v).c_str());
      }
    };
    row(N_("Convoys in port"), "NM-SCORE-1, NM-SCORE-3", &SheetSide::port);
    row(N_("Convoys at sea"), "NM-SCORE-1, NM-END-2", &SheetSide::at_sea);
    row(N_("Prizes"), "NM-SCORE-2", &SheetSide::prizes);
    row(N_("Round won"), "NM-SCORE-4", &SheetSide::winner);
    row(N_("Slowness bonus"), "NM-SCORE-5", &SheetSide::slowness);
    row(N_("This round"), "", &SheetSide::round, true);
    row(N_("The game so far"), "NM-GAME-1", &SheetSide::total, true);
    ImGui::EndTable();
  }
  bool none = false;
  for (const SheetSide &line : sheet.sides)
    none = none || !line.arrived;
  if (none)
    ImGui::TextColored(ui::palette::kDim, "%s",
                       tr("—: no convoy of this side reached port; it scores nothing (NM-END-2)."));
  const std::string label = toMove() == game::kChance ? fill(tr("Deal round {round}  (Enter)"),
                                                             {{"round", std::to_string(s.round)}})
                                                      : std::string(tr("Close  (Enter)"));
  if (ImGui::Button(label.c_str())) closeSheet();
  ImGui::End();
}

std::optional<ui::BannerText> Board::banner() const {
  const State &s = shown();
  if (s.phase != Phase::Over || sheetOpen()) return std::nullopt;
  const Rules &r = rules();
  ui::BannerText b = ui::cardtable::gameOver(
      s.winners, [&](int w) { return r.sideName(w); },
      [&](int w) {
        return fill(core::trn("{side} wins!", "{side} win!",
                              static_cast<long>(r.sides[static_cast<std::size_t>(w)].size())),
                    {{"side", r.sideName(w)}});
      },
      [](const std::string &names) {
        return fill(tr("A tie: {sides}"), {{"sides", names}});
      });
  for (int side = 0; side < r.sideCount(); ++side)
    b.lines.push_back(fill(
        tr("{side}: {points} points"),
        {{"side", r.sideName(side)}, {"points", points(s.sides[static_cast<std::size_t>(side)].score)}}));
  return b;
}

} // namespace amiraute::nautic_miles

AMIRAUTE_REGISTER_BOARD(amiraute::nautic_miles::Game, amiraute::nautic_miles::Board)
