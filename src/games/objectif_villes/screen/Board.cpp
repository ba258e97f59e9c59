#include "games/objectif_villes/screen/Board.h"

#include "core/I18n.h"
#include "ui/Boards.h"
#include "ui/Palette.h"
#include "ui/Panels.h"

#include <SFML/Graphics/Texture.hpp>

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <numbers>

namespace amiraute::objectif_villes {

using core::fill;
using core::Hex;
using core::tr;
using core::trn;
using ui::palette::kClause;
using ui::palette::kDim;
using ui::palette::kGold;
using ui::palette::kRed;

namespace {

ImU32 imColor(draw::Color c) { return IM_COL32(c.r, c.g, c.b, c.a); }

// A coin at `c`, `radius` pixels: the side's rim, its face picture tinted with the side's colour
// (the letter when there is no picture), darkened when `dim`.
void drawCoin(ImDrawList *dl, ImVec2 c, float radius, int side, ui::BoardHost &host, bool dim = false) {
  dl->AddCircleFilled(c, radius, imColor(coinRim(side)), 28);
  const float face = radius * 0.86f;
  if (const sf::Texture *art = host.picture(coinArt(side), 64, 64)) {
    dl->AddImage(reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(art->getNativeHandle())),
                 {c.x - face, c.y - face}, {c.x + face, c.y + face}, {0, 0}, {1, 1}, imColor(coinFace(side)));
  } else {
    dl->AddCircleFilled(c, face, imColor(coinFace(side)), 28);
    ImFont *f = ImGui::GetFont();
    const float size = radius * 1.25f;
    const ImVec2 ts = f->CalcTextSizeA(size, FLT_MAX, 0, coinGlyph(side));
    dl->AddText(f, size, {c.x - ts.x / 2, c.y - ts.y / 2}, imColor(draw::lighten(coinRim(side), -40)),
                coinGlyph(side));
  }
  if (dim) dl->AddCircleFilled(c, radius, IM_COL32(24, 28, 36, 110), 28);
}

// A coin as an inline widget.
void coinIcon(int side, float radius, ui::BoardHost &host) {
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  const float h = std::max(ImGui::GetTextLineHeight(), radius * 2);
  drawCoin(ImGui::GetWindowDrawList(), {pos.x + radius, pos.y + h / 2}, radius, side, host);
  ImGui::Dummy({radius * 2, h});
}

/// The kind of victory for a person (victoryName is the word scripts read).
const char *victoryLabel(Victory v) {
  switch (v) {
  case Victory::None: return tr("none");
  case Victory::Partial: return tr("partial");
  case Victory::Decisive: return tr("decisive");
  case Victory::Total: return tr("total");
  case Victory::MostCities: return tr("most cities");
  case Victory::Draw: return tr("draw");
  }
  return "?";
}

/// "Pile 3/7   Face 2/7" after a dim heading, in the bar, when it fits before `limit`.
void barFigures(const char *heading, const std::string (&figures)[2], float limit) {
  const float width = 26 + ImGui::CalcTextSize(heading).x + 20 + ImGui::CalcTextSize(figures[0].c_str()).x +
                      ImGui::CalcTextSize(figures[1].c_str()).x;
  if (ImGui::GetItemRectMax().x + width > limit) return;
  ImGui::SameLine(0, 26);
  ImGui::SetCursorPosY(14);
  ImGui::TextColored(kDim, "%s", heading);
  for (int s = 0; s < 2; ++s) {
    ImGui::SameLine(0, 10);
    ImGui::TextColored(ui::toImVec4(coinFace(s)), "%s", figures[s].c_str());
  }
}

} // namespace

Board::Board(ui::TypedSession<Game> &session)
    : OddsBoard(session, {.clause = "OV-COMBAT-2: ",
                          .not_ready = N_("pick a defender and at least one attacker first"),
                          .end_phase = N_("End this phase (Enter) — OV-TURN-1"),
                          .retreat_first = N_("A retreat must be chosen first (OV-RETREAT-1)")}) {}

int Board::ownerAt(Hex h) const {
  const int i = shown().pieceAt(h);
  return i < 0 ? -1 : shown().pieces[static_cast<std::size_t>(i)].side;
}

std::optional<Hex> Board::mustRetreat() const {
  const State &st = shown();
  if (st.retreats.empty()) return std::nullopt;
  return st.pieces[static_cast<std::size_t>(st.retreats.front().piece)].hex;
}

void Board::onChanged() { escape(); }

void Board::proposeAttackers(Hex defender, std::vector<Hex> &attackers) const {
  // Every coin next to it not yet in an attack.
  const State &st = shown();
  for (const Piece &piece : st.pieces)
    if (piece.side == st.side && piece.status == PieceStatus::OnBoard && !piece.attacked &&
        core::adjacent(piece.hex, defender))
      attackers.push_back(piece.hex);
}

Marks Board::marks() const {
  const Rules &rules = this->rules();
  const State &st = shown();
  Marks m;
  m.hovered = hovered();
  m.pulse = pulse();
  if (st.phase == Phase::Over) return m;
  if (!st.retreats.empty()) {
    const PendingRetreat &r = st.retreats.front();
    m.retreating = st.pieces[static_cast<std::size_t>(r.piece)].hex;
    m.retreat_options = retreatOptions(rules, st, r);
    return m;
  }
  m.selected = selected_;
  if (selected_ && reach_) {
    const int i = st.pieceAt(*selected_);
    if (i >= 0 && !st.pieces[static_cast<std::size_t>(i)].moved) {
      m.reach = reach_->destinations;
      if (hovered() && std::any_of(m.reach.begin(), m.reach.end(),
                                   [&](const core::ReachedHex &d) { return d.hex == *hovered(); }))
        m.path = reach_->searched.pathTo(*hovered());
    }
  }
  m.attackers = attackers_;
  m.defender = defender_;
  if (st.phase == Phase::Placement && hovered() && st.pieceAt(*hovered()) < 0 &&
      rules.terrainAt(*hovered()) != Terrain::Sea) {
    m.ghost = hovered();
    m.ghost_side = st.side;
  }
  for (const Piece &p : st.pieces) {
    if (p.status != PieceStatus::OnBoard) continue;
    if (st.phase == Phase::Combat && p.side != st.side)
      for (const Piece &q : st.pieces)
        if (q.side == st.side && q.status == PieceStatus::OnBoard && !q.attacked &&
            core::adjacent(p.hex, q.hex)) {
          m.targets.push_back(p.hex);
          break;
        }
    if (p.side == st.side && st.phase == Phase::Movement && !p.moved && !selected_) m.ready.push_back(p.hex);
  }
  return m;
}

draw::HexSceneInput Board::hexScene(bool still) const {
  return mapScene(rules(), shown(), still ? Marks{} : marks());
}

// ---- the bar and the panel ------------------------------------------------------------------------

void Board::status(const ui::GuiFonts &) {
  const State &st = shown();
  const Rules &rules = this->rules();
  const bool over = st.phase == Phase::Over;
  if (st.phase == Phase::Placement)
    ImGui::TextUnformatted(tr("Placement"));
  else
    turnStatus(st.turn);
  if (st.phase == Phase::Placement) ImGui::SameLine(0, 18);
  if (over) {
    ImGui::TextColored(kGold, "%s", tr("Game over"));
  } else {
    const int actor = st.actor();
    ImGui::SetCursorPosY(10);
    coinIcon(actor, 14, host());
    ImGui::SameLine(0, 8);
    ImGui::SetCursorPosY(11);
    ImGui::TextColored(ui::toImVec4(coinFace(actor)), "%s", sideName(actor).c_str());
    ImGui::SameLine(0, 10);
    ImGui::TextUnformatted(!st.retreats.empty()           ? tr("must retreat")
                           : st.phase == Phase::Placement ? tr("places a piece")
                           : st.phase == Phase::Movement  ? tr("Movement")
                                                          : tr("Combat"));
  }
  // The counts repeat the panel's: in a narrow window they give way to the buttons.
  ImGui::PushFont(ImGui::GetIO().Fonts->Fonts[0]);
  std::string figures[2];
  for (int s = 0; s < 2; ++s)
    figures[s] =
        sideName(s) + " " + std::to_string(citiesHeld(rules, st, s)) + "/" + std::to_string(kCitiesToWin);
  barFigures(tr("Cities"), figures, host().statusLimit());
  if (st.phase == Phase::Placement && !over) { // no phase to end: placement ends with both hands (OV-PLACE-1)
    for (int s = 0; s < 2; ++s)
      figures[s] = sideName(s) + " " + std::to_string(st.inHand(s));
    barFigures(tr("To place"), figures, host().statusLimit());
  }
  ImGui::PopFont();
}

void Board::panel(const ui::GuiFonts &fonts) {
  guiSides();
  ImGui::Separator();
  guiAction(fonts);
}

void Board::guiSides() {
  const State &st = shown();
  const Rules &rules = this->rules();
  if (!ImGui::BeginTable("##sides", 2, ImGuiTableFlags_SizingStretchSame)) return;
  for (int s = 0; s < 2; ++s) {
    ImGui::TableNextColumn();
    coinIcon(s, 13, host());
    ImGui::SameLine(0, 8);
    const bool to_play = st.phase != Phase::Over && st.actor() == s;
    ImGui::TextColored(
        ui::toImVec4(coinFace(s)), "%s",
        (to_play ? fill(tr("{side}  (to play)"), {{"side", sideName(s)}}) : sideName(s)).c_str());
    const int held = citiesHeld(rules, st, s);
    const std::string overlay = fill(trn("{n} / {total} city", "{n} / {total} cities", kCitiesToWin),
                                     {{"n", std::to_string(held)}, {"total", std::to_string(kCitiesToWin)}});
    ImGui::PushStyleColor(ImGuiCol_PlotHistogram, ui::toImVec4(draw::lighten(coinRim(s), 30)));
    ImGui::ProgressBar(std::min(1.f, held / static_cast<float>(kCitiesToWin)), {-4, 0}, overlay.c_str());
    ImGui::PopStyleColor();
    int eliminated = 0;
    for (const Piece &p : st.pieces)
      if (p.side == s && p.status == PieceStatus::Eliminated) ++eliminated;
    if (st.inHand(s) > 0)
      ImGui::TextColored(kDim, "%s",
                         fill(tr("{n} on map · {hand} to place"),
                              {{"n", std::to_string(st.onBoard(s))}, {"hand", std::to_string(st.inHand(s))}})
                             .c_str());
    else
      ImGui::TextColored(kDim, "%s",
                         fill(tr("{n} on map · {lost} lost"),
                              {{"n", std::to_string(st.onBoard(s))}, {"lost", std::to_string(eliminated)}})
                             .c_str());
  }
  ImGui::EndTable();
}

void Board::guiAction(const ui::GuiFonts &fonts) {
  const State &st = shown();
  const Rules &rules = this->rules();
  heading(fonts, st.phase == Phase::Over        ? tr("Game over")
                 : !st.retreats.empty()         ? tr("Retreat")
                 : st.phase == Phase::Placement ? tr("Placement")
                 : st.phase == Phase::Movement  ? tr("Movement")
                                                : tr("Combat"));
  if (st.phase == Phase::Over) {
    ImGui::TextUnformatted(tr("No more actions are accepted (OV-GAME-1). Undo takes back the last one."));
    return;
  }
  if (const auto playing = host().computerToMove()) { // no instructions to the computer
    ImGui::TextUnformatted(playing->c_str());
    return;
  }
  if (!st.retreats.empty()) {
    const PendingRetreat &r = st.retreats.front();
    const Piece &p = st.pieces[static_cast<std::size_t>(r.piece)];
    ImGui::TextUnformatted(fill(tr("{side} must retreat the piece on {hex} (3:1, OV-RETREAT-1)."),
                                {{"side", sideName(p.side)}, {"hex", core::formatHex(p.hex)}})
                               .c_str());
    std::string list;
    for (Hex h : retreatOptions(rules, st, r))
      list += (list.empty() ? "" : ", ") + core::formatHex(h);
    ImGui::TextColored(kDim, "%s",
                       fill(tr("Click a highlighted hex: {hexes} (OV-RETREAT-2)."),
                            {{"hexes", list.empty() ? std::string(tr("none")) : list}})
                           .c_str());
    return;
  }
  switch (st.phase) {
  case Phase::Placement:
    ImGui::TextUnformatted(
        fill(tr("{side} places: click an empty land hex (OV-PLACE-2)."), {{"side", sideName(st.side)}})
            .c_str());
    ImGui::TextColored(kDim, "%s",
                       fill(tr("Pieces left to place: {side0} {n0}, {side1} {n1}. At most {cap} cities each "
                               "(OV-PLACE-3)."),
                            {{"side0", sideName(0)},
                             {"n0", std::to_string(st.inHand(0))},
                             {"side1", sideName(1)},
                             {"n1", std::to_string(st.inHand(1))},
                             {"cap", std::to_string(rules.options.placement_city_cap)}})
                           .c_str());
    break;
  case Phase::Movement: {
    if (!selected_) {
      ImGui::TextUnformatted(fill(tr("{side} moves: click one of your coins (green ring = not moved yet)."),
                                  {{"side", sideName(st.side)}})
                                 .c_str());
      ImGui::TextColored(kDim, "%s",
                         fill(tr("{n} movement points; plain 1, city 2, forest 3, mountain 4 (OV-MOVE-2)."),
                              {{"n", std::to_string(rules.options.movement_points)}})
                             .c_str());
      break;
    }
    const int i = st.pieceAt(*selected_);
    const bool moved = i >= 0 && st.pieces[static_cast<std::size_t>(i)].moved;
    ImGui::TextUnformatted(
        fill(tr("Piece on {hex} ({terrain})"),
             {{"hex", core::formatHex(*selected_)}, {"terrain", terrainLabel(rules.terrainAt(*selected_))}})
            .c_str());
    if (moved) {
      ImGui::TextColored(kDim, "%s", tr("It has already moved this turn (OV-MOVE-1)."));
      break;
    }
    const std::size_t n = reach_ ? reach_->destinations.size() : 0;
    ImGui::TextColored(kDim, "%s",
                       fill(trn("{n} hex in reach; the number is the cost. Click one to move there.",
                                "{n} hexes in reach; the number is the cost. Click one to move there.",
                                static_cast<long>(n)),
                            {{"n", std::to_string(n)}})
                           .c_str());
    if (hovered() && reach_) {
      const int cost = reach_->searched.costTo(*hovered());
      if (cost > 0 && st.pieceAt(*hovered()) < 0)
        ImGui::TextUnformatted(fill(tr("→ {hex} costs {cost} of {n} points"),
                                    {{"hex", core::formatHex(*hovered())},
                                     {"cost", std::to_string(cost)},
                                     {"n", std::to_string(rules.options.movement_points)}})
                                   .c_str());
    }
    break;
  }
  case Phase::Combat: guiCombat(); break;
  case Phase::Over: break;
  }
}

void Board::guiCombat() {
  const State &st = shown();
  const Rules &rules = this->rules();
  ImGui::TextUnformatted(
      fill(tr("{side} attacks: click an enemy coin (red hexes), then toggle your attackers."),
           {{"side", sideName(st.side)}})
          .c_str());
  if (!defender_) {
    ImGui::TextColored(kDim, "%s",
                       tr("An attack never harms the attacker (OV-COMBAT-1). End combat when done."));
    return;
  }
  if (st.pieceAt(*defender_) < 0) return;
  const Attack attack{*defender_, attackers_};
  const Odds odds = attackOdds(rules, st, attack);
  const std::optional<game::Ruling> ruling = check(attack);
  std::string who;
  for (Hex h : attackers_)
    who += (who.empty() ? "" : " + ") + core::formatHex(h) + " (" +
           std::to_string(combatValue(rules.terrainAt(h))) + ")";
  if (ImGui::BeginTable("##odds", 2, ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthFixed, 84);
    ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableNextColumn();
    ImGui::TextColored(kDim, "%s", tr("Attackers"));
    ImGui::TableNextColumn();
    ImGui::Text("%s = %d", who.empty() ? tr("none") : who.c_str(), odds.attack);
    ImGui::TableNextColumn();
    ImGui::TextColored(kDim, "%s", tr("Defender"));
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(
        fill(tr("{hex} on {terrain} = {n}"), {{"hex", core::formatHex(*defender_)},
                                              {"terrain", terrainLabel(rules.terrainAt(*defender_))},
                                              {"n", std::to_string(odds.defence)}})
            .c_str());
    ImGui::TableNextColumn();
    ImGui::TextColored(kDim, "%s", tr("Odds"));
    ImGui::TableNextColumn();
    ImGui::Text("%s", odds.text().c_str());
    ImGui::TableNextColumn();
    ImGui::TextColored(kDim, "%s", tr("Outcome"));
    ImGui::TableNextColumn();
    const ImVec4 col = odds.result == CombatResult::Eliminated ? kRed
                       : odds.result == CombatResult::Retreat  ? kGold
                                                               : kDim;
    ImGui::TextColored(col, "%s",
                       odds.result == CombatResult::Eliminated ? tr("defender eliminated (4:1+)")
                       : odds.result == CombatResult::Retreat  ? tr("defender retreats (3:1)")
                                                               : tr("nothing happens (below 3:1)"));
    ImGui::EndTable();
  }
  ImGui::TextColored(kClause, "OV-COMBAT-3 · OV-COMBAT-4 · OV-COMBAT-5");
  ImGui::BeginDisabled(ruling.has_value());
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.62f, 0.20f, 0.16f, 1));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.78f, 0.28f, 0.22f, 1));
  if (ImGui::Button(tr("Resolve attack"), {-1, 0})) resolveAttack();
  ImGui::PopStyleColor(2);
  ImGui::EndDisabled();
  if (ruling) ImGui::TextColored(kRed, "%s", fill(tr("Not legal: {why}"), {{"why", ruling->text()}}).c_str());
}

// ---- what the map means ---------------------------------------------------------------------------

std::vector<ui::LegendEntry> Board::legend() const {
  ui::BoardHost *host = &this->host();
  const auto cell = cellLook;
  std::vector<ui::LegendEntry> out;
  for (const Terrain t : {Terrain::Plain, Terrain::City, Terrain::Forest, Terrain::Mountain, Terrain::Sea}) {
    std::string detail =
        t == Terrain::Sea ? std::string(tr("no coin may stand, move or retreat there"))
                          : fill(tr("enter {cost} · strength {n}"), {{"cost", std::to_string(enterCost(t))},
                                                                     {"n", std::to_string(combatValue(t))}});
    if (t == Terrain::City) detail += std::string(" · ") + tr("the cities held decide the game (OV-WIN-1)");
    out.push_back({cell(t), terrainLabel(t), std::move(detail)});
  }
  out.push_back({cell(Terrain::Plain), tr("river"), tr("free to cross; no retreat across it (OV-RETREAT-2)"),
                 false, [](float x, float y, float r) {
                   // Along the swatch's lower side, as the map draws it along a hexside.
                   ImGui::GetWindowDrawList()->AddLine({x - r * 0.5f, y + r * 0.87f},
                                                       {x + r * 0.5f, y + r * 0.87f},
                                                       IM_COL32(64, 150, 236, 255), std::max(3.f, r * 0.22f));
                 }});
  auto coin = [host](int side, bool dim = false, ImU32 ring = 0, float ring_width = 0) {
    return [=](float x, float y, float r) {
      ImDrawList *dl = ImGui::GetWindowDrawList();
      const float radius = r * (ring ? 0.72f : 0.8f);
      if (ring) dl->AddCircle({x, y}, radius * 1.15f + ring_width / 2, ring, 28, ring_width);
      drawCoin(dl, {x, y}, radius, side, *host, dim);
    };
  };
  for (int side = 0; side < 2; ++side)
    out.push_back({cell(Terrain::Plain), fill(tr("{side} coin"), {{"side", sideName(side)}}),
                   side == 0 ? tr("the numeral side, gold") : tr("the head side, silver"), false,
                   coin(side)});
  const float ring = 3;
  out.push_back({cell(Terrain::Plain), tr("not moved yet"), tr("green ring: it may still move this turn"),
                 false, coin(0, false, IM_COL32(110, 255, 130, 230), ring)});
  out.push_back({cell(Terrain::Plain), tr("already acted"), tr("dimmed: it has moved or attacked this phase"),
                 false, coin(0, true)});
  out.push_back({cell(Terrain::Plain), tr("chosen to move"), tr("white ring: the coin being moved"), false,
                 coin(0, false, IM_COL32(255, 255, 255, 235), ring)});
  out.push_back({cell(Terrain::Plain), tr("attacker"), tr("orange ring: it joins the attack"), false,
                 coin(0, false, IM_COL32(255, 150, 30, 245), ring)});
  out.push_back({cell(Terrain::Plain), tr("defender"), tr("red ring: the coin attacked"), false,
                 coin(1, false, IM_COL32(235, 40, 40, 250), ring)});
  draw::HexCellLook reach = cell(Terrain::Plain);
  // The map's pale highlight, 105/255 over the plain.
  reach.fill = draw::mix(reach.fill, draw::Color(255, 246, 190), 105.f / 255);
  out.push_back({reach, tr("in reach"), tr("the number is what it costs to get there (OV-MOVE-2)"), false,
                 [](float x, float y, float r) {
                   ImFont *f = ImGui::GetFont();
                   const float size = r * 1.1f;
                   const ImVec2 ts = f->CalcTextSizeA(size, FLT_MAX, 0, "3");
                   ImGui::GetWindowDrawList()->AddText(f, size, {x - ts.x / 2, y - ts.y / 2},
                                                       IM_COL32(40, 40, 30, 255), "3");
                 }});
  auto border = [](ImU32 color) {
    return [=](float x, float y, float r) {
      ImVec2 pts[6];
      for (int k = 0; k < 6; ++k) {
        const float a = static_cast<float>(k) * std::numbers::pi_v<float> / 3;
        pts[k] = {x + r * 0.86f * std::cos(a), y + r * 0.86f * std::sin(a)};
      }
      ImGui::GetWindowDrawList()->AddPolyline(pts, 6, color, ImDrawFlags_Closed, std::max(2.f, r * 0.16f));
    };
  };
  out.push_back({cell(Terrain::Plain), tr("may be attacked"), tr("red border: an enemy coin next to yours"),
                 false, border(IM_COL32(235, 45, 35, 230))});
  out.push_back({cell(Terrain::Plain), tr("retreat there"),
                 tr("cyan: where the beaten coin may go (OV-RETREAT-2)"), false,
                 border(IM_COL32(80, 230, 255, 235))});
  return out;
}

void Board::hexTooltip(Hex hex) {
  // Its terrain, and what it means for a coin there.
  const Rules &rules = this->rules();
  const Terrain t = rules.terrainAt(hex);
  ImGui::TextUnformatted(terrainLabel(t));
  if (t != Terrain::Sea)
    ImGui::TextColored(kDim, "%s",
                       fill(tr("enter {cost} · strength {n}"),
                            {{"cost", std::to_string(enterCost(t))}, {"n", std::to_string(combatValue(t))}})
                           .c_str());
  const int i = shown().pieceAt(hex);
  if (i < 0) return;
  const Piece &p = shown().pieces[static_cast<std::size_t>(i)];
  std::string line = fill(tr("{side} coin"), {{"side", sideName(p.side)}});
  if (p.moved) line += std::string(" · ") + tr("moved");
  if (p.attacked) line += std::string(" · ") + tr("attacked");
  ImGui::TextColored(ui::toImVec4(coinFace(p.side)), "%s", line.c_str());
}

std::optional<ui::BannerText> Board::banner() const {
  const State &st = shown();
  if (st.phase != Phase::Over) return std::nullopt;
  const Rules &rules = this->rules();
  ui::BannerText b =
      winnerBanner(st.winner, st.winner >= 0 ? coinFace(st.winner) : draw::Color(217, 217, 217));
  b.lines.push_back(fill(tr("Victory: {victory} · cities {side0} {n0}, {side1} {n1}"),
                         {{"victory", victoryLabel(st.victory)},
                          {"side0", sideName(0)},
                          {"n0", std::to_string(citiesHeld(rules, st, 0))},
                          {"side1", sideName(1)},
                          {"n1", std::to_string(citiesHeld(rules, st, 1))}}));
  addLastRuling(b, "OV-WIN");
  return b;
}

std::string Board::helpHeading() const { return tr("Objectif Villes — the hex map"); }

std::vector<ui::HelpLine> Board::helpLines() const {
  return {{tr("Click an empty land hex"), tr("placement: put a coin of the side to play there")},
          {tr("Click own coin"), tr("movement: select it; the hexes in reach show their cost")},
          {tr("Click a hex in reach"), tr("move the selected coin there (the path follows the pointer)")},
          {tr("Click enemy coin (red hex)"), tr("combat: attack it; adjacent coins join the attack")},
          {tr("Click own coin"), tr("combat: add it to or take it out of the attack")},
          {tr("Resolve attack"), tr("resolve the attack being prepared (panel button, or Enter)")},
          {tr("Click a cyan hex"), tr("retreat the beaten coin there")},
          {tr("Enter"), tr("resolve the prepared attack, else end the phase")},
          {tr("Point at a hex"), tr("its number, terrain, cost to enter and strength")},
          {"L", tr("show or hide the legend of the map")},
          {tr("Home"), tr("fit the whole map")}};
}

std::vector<std::string> Board::helpNotes() const {
  return {tr("Green ring: a coin that has not moved yet. Dimmed: it has already acted this phase."),
          tr("Orange ring: an attacker; red ring: the defender. Hover a hex for its number.")};
}

} // namespace amiraute::objectif_villes

AMIRAUTE_REGISTER_BOARD(amiraute::objectif_villes::Game, amiraute::objectif_villes::Board)
