#include "games/planetes/screen/Board.h"

#include "core/I18n.h"
#include "ui/Boards.h"
#include "ui/HexWidgets.h"
#include "ui/Panels.h"

#include <imgui.h>

#include <algorithm>

namespace amiraute::planetes {

using core::fill;
using core::Hex;
using core::tr;

namespace {

bool contains(const std::vector<Hex> &v, Hex h) { return std::find(v.begin(), v.end(), h) != v.end(); }

} // namespace

Board::Board(ui::TypedSession<Game> &session)
    : OddsBoard(session, {.not_ready = N_("pick an enemy unit and at least one of yours first (PL-COMBAT-1)"),
                          .end_phase = N_("End this phase (Enter)"),
                          .retreat_first = N_("A retreat must be chosen first")}) {}

int Board::ownerAt(Hex h) const {
  const int i = shown().unitAt(h);
  return i < 0 ? -1 : shown().units[static_cast<std::size_t>(i)].side;
}

void Board::onChanged() {
  escape();
  // Keep a type in hand selected for placement.
  if (shown().phase == Phase::Placement && shown().inHand(shown().side, static_cast<int>(placing_)) == 0)
    for (int t = 0; t < kUnitTypes; ++t)
      if (shown().inHand(shown().side, t) > 0) {
        placing_ = static_cast<UnitType>(t);
        break;
      }
}

std::optional<Hex> Board::mustRetreat() const {
  const State &st = shown();
  if (st.retreats.empty()) return std::nullopt;
  return st.units[static_cast<std::size_t>(st.retreats.front().piece)].hex;
}

void Board::proposeAttackers(Hex defender, std::vector<Hex> &attackers) const {
  const State &st = shown();
  for (const Unit &u : st.units) {
    if (u.side != st.side || u.status != UnitStatus::OnBoard || u.attacked) continue;
    const bool contact = u.type != UnitType::Artillery && core::adjacent(u.hex, defender);
    const bool gun = u.type == UnitType::Artillery && contains(fireZone(rules(), st, u.hex), defender);
    if (contact || gun) attackers.push_back(u.hex);
  }
}

draw::HexSceneInput Board::hexScene(bool still) const {
  Marks m;
  if (still) return mapScene(rules(), shown(), m);
  const State &st = shown();
  const Rules &rules = this->rules();
  m.hovered = hovered();
  m.pulse = pulse();
  if (!st.retreats.empty()) {
    const PendingRetreat &r = st.retreats.front();
    m.retreating = st.units[static_cast<std::size_t>(r.piece)].hex;
    for (const core::RetreatRoute &route : retreatRoutes(rules, st, r))
      m.retreat.push_back({route.to, draw::ReachMark::Kind::Step});
    return mapScene(rules, st, m);
  }
  m.selected = selected_;
  if (selected_ && reach_) {
    for (const core::ReachedHex &d : reach_->destinations)
      m.reach.push_back({d.hex, draw::ReachMark::Kind::End, std::to_string(d.cost)});
    for (Hex f : reach_->fields)
      m.reach.push_back({f, draw::ReachMark::Kind::Step, "", "»"});
    if (hovered() && std::any_of(reach_->destinations.begin(), reach_->destinations.end(),
                                 [&](const core::ReachedHex &d) { return d.hex == *hovered(); }))
      m.path = reach_->searched.pathTo(*hovered());
  }
  // The artillery pointed at (or selected): where it can fire (PL-FIRE-1).
  for (std::optional<Hex> h : {hovered(), selected_}) {
    if (!h) continue;
    const int i = st.unitAt(*h);
    if (i >= 0 && st.units[static_cast<std::size_t>(i)].type == UnitType::Artillery) {
      m.fire_zone = fireZone(rules, st, *h);
      break;
    }
  }
  m.attackers = attackers_;
  m.defender = defender_;
  if (defender_)
    for (Hex a : attackers_) {
      const int i = st.unitAt(a);
      if (i >= 0 && st.units[static_cast<std::size_t>(i)].type == UnitType::Artillery)
        m.fire_lines.push_back(lineOfFire(rules, st, a, *defender_));
    }
  for (const Unit &u : st.units)
    if (u.side == st.side && u.status == UnitStatus::OnBoard && st.phase == Phase::Movement && !u.moved &&
        !selected_)
      m.ready.push_back(u.hex);
  return mapScene(rules, st, m);
}

void Board::status(const ui::GuiFonts &) {
  const State &st = shown();
  if (st.phase == Phase::Placement)
    ImGui::TextUnformatted(tr("Placement"));
  else
    turnStatus(st.turn);
  if (st.phase == Phase::Placement) ImGui::SameLine(0, 18);
  if (st.phase == Phase::Over) {
    ImGui::TextColored(ui::palette::kGold, "%s", tr("Game over"));
    return;
  }
  const int actor = st.actor();
  const char *what = !st.retreats.empty()           ? N_("{side} must retreat")
                     : st.phase == Phase::Placement ? N_("{side} places a unit")
                     : st.phase == Phase::Movement  ? N_("{side} moves")
                                                    : N_("{side} attacks");
  ImGui::TextColored(ui::toImVec4(draw::sideLook(palette(rules(), actor)).text), "%s",
                     fill(tr(what), {{"side", sideName(actor)}}).c_str());
}

void Board::panel(const ui::GuiFonts &fonts) {
  const State &st = shown();
  const Rules &rules = this->rules();
  if (ImGui::BeginTable("##armies", 2, ImGuiTableFlags_SizingStretchSame)) {
    for (int s = 0; s < 2; ++s) {
      ImGui::TableNextColumn();
      ImGui::TextColored(ui::toImVec4(draw::sideLook(palette(rules, s)).text), "%s", sideName(s).c_str());
      ImGui::TextColored(
          ui::palette::kDim, "%s",
          fill(tr("{n} on the map · {h} of the enemy planet"),
               {{"n", std::to_string(st.onBoard(s))}, {"h", std::to_string(enemyPlanetHeld(rules, st, s))}})
              .c_str());
    }
    ImGui::EndTable();
  }
  ImGui::Separator();
  if (st.phase == Phase::Over) {
    heading(fonts, tr("Game over"));
    return;
  }
  if (const auto playing = host().computerToMove()) { // not a person's turn: no instructions to it
    heading(fonts, *playing);
    return;
  }
  if (!st.retreats.empty()) {
    heading(fonts, tr("Retreat"));
    ImGui::TextUnformatted(
        tr("Click one of the highlighted hexes to retreat the ringed unit (PL-RETREAT-1)."));
    return;
  }
  switch (st.phase) {
  case Phase::Placement:
    heading(fonts, tr("Placement"));
    ImGui::TextUnformatted(
        tr("Choose a unit, then click a free hex of your planet or stations (PL-PLACE-2)."));
    for (int t = 0; t < kUnitTypes; ++t) {
      const int left = st.inHand(st.side, t);
      ImGui::BeginDisabled(left == 0);
      const std::string label =
          fill(tr("{type} ({n} left)"),
               {{"type", tr(typeName(static_cast<UnitType>(t)))}, {"n", std::to_string(left)}});
      if (ImGui::RadioButton(label.c_str(), static_cast<int>(placing_) == t))
        placing_ = static_cast<UnitType>(t);
      ImGui::EndDisabled();
    }
    break;
  case Phase::Movement:
    heading(fonts, tr("Movement"));
    ImGui::TextUnformatted(
        selected_ ? tr("Click a green hex to move there (the number is the cost; » a force field "
                       "it slides through).")
                  : tr("Click one of your units (ringed in your colour: not moved yet)."));
    break;
  case Phase::Combat: {
    heading(fonts, tr("Combat"));
    ImGui::TextUnformatted(
        tr("Click an enemy unit, then toggle your attackers: contact next to it, artillery at "
           "2 or 3 hexes with a line of fire (PL-COMBAT-3, PL-FIRE-1)."));
    if (defender_ && !attackers_.empty()) {
      const Attack attack{*defender_, attackers_};
      const Judgement j = judgeAttack(rules, st, attack);
      const std::optional<game::Ruling> ruling = check(attack);
      ImGui::Text("%s",
                  fill(tr("Attack {a} against {d}: odds {odds}"), {{"a", std::to_string(j.odds.attack)},
                                                                   {"d", std::to_string(j.odds.defence)},
                                                                   {"odds", j.odds.text()}})
                      .c_str());
      ImGui::TextColored(j.odds.result == core::CombatResult::Eliminated ? ui::palette::kRed
                         : j.odds.result == core::CombatResult::Retreat  ? ui::palette::kGold
                                                                         : ui::palette::kDim,
                         "%s",
                         j.odds.result == core::CombatResult::Eliminated
                             ? tr("the defender is eliminated (4:1)")
                         : j.odds.result == core::CombatResult::Retreat ? tr("the defender retreats (3:1)")
                                                                        : tr("nothing happens (below 3:1)"));
      ImGui::BeginDisabled(ruling.has_value());
      if (ImGui::Button(tr("Resolve attack"), {-1, 0})) resolveAttack();
      ImGui::EndDisabled();
      if (ruling) ImGui::TextColored(ui::palette::kRed, "%s", ruling->text().c_str());
    }
    break;
  }
  case Phase::Over: break;
  }
}

std::vector<ui::LegendEntry> Board::legend() const {
  const Rules &rules = this->rules();
  return {{cellLook(Terrain::Void), tr("void"), tr("costs 1")},
          {cellLook(Terrain::Asteroids), tr("asteroids"), tr("slow going; +1 to a defender")},
          {cellLook(Terrain::Planetoid), tr("planetoid"), tr("closed; blocks a line of fire")},
          {cellLook(Terrain::BlackHole), tr("black hole"), tr("closed")},
          {cellLook(Terrain::ForceField), tr("force field"), tr("free to enter, slides a unit on")},
          {cellFor(rules, Terrain::Station1), tr("orbital station"), tr("placement, like the planet")},
          {cellFor(rules, Terrain::Planet1), fill(tr("{side}'s planet"), {{"side", sideName(0)}}), ""},
          {cellFor(rules, Terrain::Planet2), fill(tr("{side}'s planet"), {{"side", sideName(1)}}), ""},
          {cellLook(Terrain::Void), tr("counters: ✕ infantry, / cavalry, • artillery; combat-movement below"),
           "", true, ui::unitSymbol(palette(rules, 0))}};
}

void Board::hexTooltip(Hex hex) {
  const Rules &rules = this->rules();
  if (!rules.map.contains(hex)) return;
  const Terrain t = rules.terrainAt(hex);
  ImGui::TextUnformatted(tr(terrainLabel(t)));
  const int cost = enterCost(t);
  if (cost >= 0)
    ImGui::TextColored(ui::palette::kDim, "%s", fill(tr("enter {n}"), {{"n", std::to_string(cost)}}).c_str());
  const int i = shown().unitAt(hex);
  if (i < 0) return;
  const Unit &u = shown().units[static_cast<std::size_t>(i)];
  ImGui::TextColored(
      ui::toImVec4(draw::sideLook(palette(rules, u.side)).text), "%s",
      fill(tr("{side} {type}"), {{"side", sideName(u.side)}, {"type", tr(typeName(u.type))}}).c_str());
}

std::optional<ui::BannerText> Board::banner() const {
  const State &st = shown();
  if (st.phase != Phase::Over) return std::nullopt;
  ui::BannerText b = winnerBanner(st.winner);
  addLastRuling(b, "PL-WIN");
  return b;
}

std::string Board::helpHeading() const { return tr("Planètes — the star map"); }

std::vector<ui::HelpLine> Board::helpLines() const {
  return {{tr("Click a home hex"), tr("placement: put the chosen unit there")},
          {tr("Click your unit"), tr("movement: select it; green hexes show the cost")},
          {tr("Click a green hex"), tr("move the selected unit there")},
          {tr("Click an enemy unit"), tr("combat: attack it; your units that can join are proposed")},
          {tr("Click your unit"), tr("combat: add it to or take it out of the attack")},
          {tr("Point at artillery"), tr("its fire zone, 2 to 3 hexes")},
          {tr("Enter"), tr("resolve the attack, else end the phase")}};
}

} // namespace amiraute::planetes

AMIRAUTE_REGISTER_BOARD(amiraute::planetes::Game, amiraute::planetes::Board)
