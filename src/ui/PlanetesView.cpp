#include "ui/PlanetesView.h"

#include "core/I18n.h"
#include "ui/Vertices.h"

#include <imgui.h>

#include <algorithm>

namespace amiraute::ui {

using core::fill;
using core::Hex;
using core::tr;

namespace {

/// The palette of a side: its colour's name when it has one (ui/HexPieces.h).
int pal(const pl::Rules &rules, int side) {
  return side >= 0 && side < 2 ? paletteOf(rules.sides[static_cast<std::size_t>(side)], side) : side;
}

} // namespace

namespace {

bool contains(const std::vector<Hex> &v, Hex h) { return std::find(v.begin(), v.end(), h) != v.end(); }

const char *terrainText(pl::Terrain t) {
  switch (t) {
  case pl::Terrain::Void: return N_("void");
  case pl::Terrain::Asteroids: return N_("asteroids");
  case pl::Terrain::Planetoid: return N_("planetoid");
  case pl::Terrain::ForceField: return N_("force field");
  case pl::Terrain::BlackHole: return N_("black hole");
  case pl::Terrain::Planet1:
  case pl::Terrain::Planet2: return N_("planet");
  case pl::Terrain::Station1:
  case pl::Terrain::Station2: return N_("orbital station");
  }
  return "";
}

const char *typeText(pl::UnitType t) {
  switch (t) {
  case pl::UnitType::Infantry: return N_("infantry");
  case pl::UnitType::Cavalry: return N_("cavalry");
  case pl::UnitType::Artillery: return N_("artillery");
  }
  return "";
}

} // namespace

HexCellLook planetesCell(pl::Terrain t) {
  HexCellLook look;
  look.fill = {22, 26, 44};
  look.edge = {70, 80, 120, 90};
  look.label = {150, 160, 200, 150};
  switch (t) {
  case pl::Terrain::Void: break;
  case pl::Terrain::Asteroids:
    look.fill = {60, 58, 70};
    look.pattern = HexPattern::Dots;
    look.ink = {170, 160, 150, 170};
    break;
  case pl::Terrain::Planetoid:
    look.fill = {110, 96, 84};
    look.pattern = HexPattern::Hatching;
    look.ink = {50, 40, 30, 120};
    look.label = {240, 230, 220, 200};
    break;
  case pl::Terrain::ForceField:
    look.fill = {40, 70, 110};
    look.pattern = HexPattern::Rings;
    look.ink = {120, 220, 255, 170};
    break;
  case pl::Terrain::BlackHole:
    look.fill = {6, 6, 10};
    look.pattern = HexPattern::Swirl;
    look.ink = {140, 90, 200, 170};
    break;
  case pl::Terrain::Planet1:
    look.fill = {58, 100, 170};
    look.label = {220, 235, 255, 200};
    break;
  case pl::Terrain::Planet2:
    look.fill = {170, 70, 60};
    look.label = {255, 230, 225, 200};
    break;
  case pl::Terrain::Station1:
    look.fill = {90, 130, 190};
    look.pattern = HexPattern::Rings;
    look.ink = {230, 240, 255, 120};
    break;
  case pl::Terrain::Station2:
    look.fill = {190, 110, 96};
    look.pattern = HexPattern::Rings;
    look.ink = {255, 240, 230, 120};
    break;
  }
  return look;
}

namespace {

/// A terrain's look, the planets and stations in their owners' colours.
HexCellLook cellFor(const pl::Rules &rules, pl::Terrain t) {
  HexCellLook look = planetesCell(t);
  const bool planet = t == pl::Terrain::Planet1 || t == pl::Terrain::Planet2;
  const bool station = t == pl::Terrain::Station1 || t == pl::Terrain::Station2;
  if (!planet && !station) return look;
  const int side = t == pl::Terrain::Planet1 || t == pl::Terrain::Station1 ? 0 : 1;
  look.fill = vtx::shade(sideLook(pal(rules, side)).face, planet ? 0.75f : 0.95f);
  return look;
}

} // namespace

UnitSymbol planetesSymbol(pl::UnitType t) {
  switch (t) {
  case pl::UnitType::Infantry: return UnitSymbol::Infantry;
  case pl::UnitType::Cavalry: return UnitSymbol::Cavalry;
  case pl::UnitType::Artillery: return UnitSymbol::Artillery;
  }
  return UnitSymbol::None;
}

HexSceneInput planetesScene(const pl::Rules &rules, const pl::State &state, const PlMarks &marks) {
  HexSceneInput in;
  const core::HexMap &map = rules.map;
  in.columns = map.columns;
  in.rows = map.rows;
  for (int i = 0; i < map.cells(); ++i)
    in.cells.push_back(cellFor(rules, rules.terrainAt(map.hexAt(i))));
  // Each side's planet outlined in its colour.
  for (int s = 0; s < 2; ++s) {
    HexZone z;
    z.hexes = rules.planet(s).hexes();
    z.line = vtx::alpha(sideLook(pal(rules, s)).text, 220);
    z.width = 0.08f;
    in.zones.push_back(z);
  }
  for (Hex h : marks.fire_zone)
    in.highlights.push_back({h, sf::Color(255, 150, 60, 45), sf::Color(255, 150, 60, 150), 0.04f});
  addReachMarks(in, marks.reach, marks.pulse);
  addReachMarks(in, marks.retreat, marks.pulse);
  if (marks.path.size() >= 2) {
    const std::vector<Hex> rest(marks.path.begin() + 1, marks.path.end());
    addPiecePath(in, marks.path.front(), rest, false);
  }
  for (const std::vector<Hex> &line : marks.fire_lines)
    if (line.size() >= 2) {
      HexPath p;
      p.hexes = line;
      p.color = sf::Color(255, 120, 40, 230);
      p.width = 0.07f;
      p.dashed = true;
      p.arrow = true;
      in.paths.push_back(p);
    }
  in.hovered = marks.hovered;
  for (const pl::Unit &u : state.units) {
    if (u.status != pl::UnitStatus::OnBoard) continue;
    PieceMarks pm;
    pm.selected = marks.selected && *marks.selected == u.hex;
    pm.pulse = marks.pulse;
    pm.ready = contains(marks.ready, u.hex);
    pm.target = marks.defender && *marks.defender == u.hex;
    const bool mine = u.side == state.side && state.retreats.empty();
    pm.spent = mine && ((state.phase == pl::Phase::Movement && u.moved) ||
                        (state.phase == pl::Phase::Combat && u.attacked));
    const int t = static_cast<int>(u.type);
    const std::string glyph = std::to_string(rules.options.combat[static_cast<std::size_t>(t)]) + "-" +
                              std::to_string(rules.options.movement[static_cast<std::size_t>(t)]);
    HexToken token = pieceToken(TokenShape::Unit, u.hex, 0, pal(rules, u.side), glyph, pm);
    token.symbol = planetesSymbol(u.type);
    if (contains(marks.attackers, u.hex)) token.halos.push_back({sf::Color(255, 150, 30, 245), 1.04f, 1.28f});
    if (marks.retreating && *marks.retreating == u.hex)
      token.halos.push_back({sf::Color(80, 230, 255, 230), 1.04f, 1.30f});
    in.tokens.push_back(token);
  }
  return in;
}

// ---- the view --------------------------------------------------------------------------------------

PlanetesView::PlanetesView(std::unique_ptr<PlMatch> match) : HexMatchView(std::move(match)) {
  file_path_ = "planetes-save.yaml";
  refresh();
}

std::string PlanetesView::title() const {
  return fill(tr("Amirauté — Planètes — {title}"), {{"title", match_->rules().title}});
}

std::string PlanetesView::sideName(int side) const {
  return side >= 0 && side < 2 ? match_->rules().sides[static_cast<std::size_t>(side)] : std::string();
}

int PlanetesView::ownerAt(Hex h) const {
  const int i = shown_.unitAt(h);
  return i < 0 ? -1 : shown_.units[static_cast<std::size_t>(i)].side;
}

void PlanetesView::onChanged() {
  selected_.reset();
  reach_.reset();
  attackers_.clear();
  defender_.reset();
  // Keep a type in hand selected for placement.
  if (shown_.phase == pl::Phase::Placement && shown_.inHand(shown_.side, static_cast<int>(placing_)) == 0)
    for (int t = 0; t < pl::kUnitTypes; ++t)
      if (shown_.inHand(shown_.side, t) > 0) {
        placing_ = static_cast<pl::UnitType>(t);
        break;
      }
}

void PlanetesView::onEscape() {
  selected_.reset();
  reach_.reset();
  attackers_.clear();
  defender_.reset();
}

bool PlanetesView::endPhase() { return submit(pl::EndPhase{}); }

bool PlanetesView::resolveAttack() {
  if (!defender_ || attackers_.empty()) {
    fail(tr("pick an enemy unit and at least one of yours first (PL-COMBAT-1)"));
    return false;
  }
  return submit(pl::Attack{*defender_, attackers_});
}

void PlanetesView::onEnter() {
  if (shown_.phase == pl::Phase::Combat && defender_ && !attackers_.empty())
    resolveAttack();
  else if (auto b = shownEndButton(); b && b->enabled)
    endPhase();
}

void PlanetesView::onHexClick(std::optional<Hex> hex) {
  const pl::State &st = shown_;
  if (!hex || st.phase == pl::Phase::Over) {
    onEscape();
    return;
  }
  const Hex h = *hex;
  if (!st.retreats.empty()) {
    const pl::Unit &u = st.units[static_cast<std::size_t>(st.retreats.front().piece)];
    if (h != u.hex) submit(pl::Retreat{u.hex, h});
    return;
  }
  const int side = ownerAt(h);
  switch (st.phase) {
  case pl::Phase::Placement: submit(pl::Place{st.side, placing_, h}); break;
  case pl::Phase::Movement:
    if (side == st.side) {
      if (selected_ && *selected_ == h) {
        onEscape();
      } else {
        selected_ = h;
        reach_ = pl::reachOf(match_->rules(), st, h);
      }
    } else if (selected_ && side < 0) {
      submit(pl::Move{*selected_, h});
    } else {
      onEscape();
    }
    break;
  case pl::Phase::Combat:
    if (side == st.side) {
      auto it = std::find(attackers_.begin(), attackers_.end(), h);
      if (it != attackers_.end())
        attackers_.erase(it);
      else
        attackers_.push_back(h);
    } else if (side >= 0) {
      if (defender_ && *defender_ == h) {
        defender_.reset();
      } else {
        defender_ = h;
        if (attackers_.empty()) // propose every unit that can join: contact next to it, artillery in range
          for (const pl::Unit &u : st.units) {
            if (u.side != st.side || u.status != pl::UnitStatus::OnBoard || u.attacked) continue;
            const bool contact = u.type != pl::UnitType::Artillery && core::adjacent(u.hex, h);
            const bool gun =
                u.type == pl::UnitType::Artillery && contains(pl::fireZone(match_->rules(), st, u.hex), h);
            if (contact || gun) attackers_.push_back(u.hex);
          }
      }
    } else {
      onEscape();
    }
    break;
  case pl::Phase::Over: break;
  }
}

HexSceneInput PlanetesView::scene(bool still) const {
  PlMarks m;
  if (still) return planetesScene(match_->rules(), shown_, m);
  const pl::State &st = shown_;
  const pl::Rules &rules = match_->rules();
  m.hovered = hovered_;
  m.pulse = pulse();
  if (!st.retreats.empty()) {
    const pl::PendingRetreat &r = st.retreats.front();
    m.retreating = st.units[static_cast<std::size_t>(r.piece)].hex;
    for (const core::RetreatRoute &route : pl::retreatRoutes(rules, st, r))
      m.retreat.push_back({route.to, ReachMark::Kind::Step});
    return planetesScene(rules, st, m);
  }
  m.selected = selected_;
  if (selected_ && reach_) {
    for (const core::ReachedHex &d : reach_->destinations)
      m.reach.push_back({d.hex, ReachMark::Kind::End, std::to_string(d.cost)});
    for (Hex f : reach_->fields)
      m.reach.push_back({f, ReachMark::Kind::Step, "", "»"});
    if (hovered_ && std::any_of(reach_->destinations.begin(), reach_->destinations.end(),
                                [&](const core::ReachedHex &d) { return d.hex == *hovered_; }))
      m.path = reach_->searched.pathTo(*hovered_);
  }
  // The artillery pointed at (or selected): where it can fire (PL-FIRE-1).
  for (std::optional<Hex> h : {hovered_, selected_}) {
    if (!h) continue;
    const int i = st.unitAt(*h);
    if (i >= 0 && st.units[static_cast<std::size_t>(i)].type == pl::UnitType::Artillery) {
      m.fire_zone = pl::fireZone(rules, st, *h);
      break;
    }
  }
  m.attackers = attackers_;
  m.defender = defender_;
  if (defender_)
    for (Hex a : attackers_) {
      const int i = st.unitAt(a);
      if (i >= 0 && st.units[static_cast<std::size_t>(i)].type == pl::UnitType::Artillery)
        m.fire_lines.push_back(pl::lineOfFire(rules, st, a, *defender_));
    }
  for (const pl::Unit &u : st.units)
    if (u.side == st.side && u.status == pl::UnitStatus::OnBoard && st.phase == pl::Phase::Movement &&
        !u.moved && !selected_)
      m.ready.push_back(u.hex);
  return planetesScene(rules, st, m);
}

void PlanetesView::guiStatus(const GuiFonts &) {
  const pl::State &st = shown_;
  if (st.phase == pl::Phase::Placement)
    ImGui::TextUnformatted(tr("Placement"));
  else
    ImGui::TextUnformatted(
        fill(tr("Turn {turn} / {limit}"),
             {{"turn", std::to_string(st.turn)}, {"limit", std::to_string(match_->rules().turn_limit)}})
            .c_str());
  ImGui::SameLine(0, 18);
  if (st.phase == pl::Phase::Over) {
    ImGui::TextColored(hexui::kGold, "%s", tr("Game over"));
    return;
  }
  const int actor = st.actor();
  const char *what = !st.retreats.empty()               ? N_("{side} must retreat")
                     : st.phase == pl::Phase::Placement ? N_("{side} places a unit")
                     : st.phase == pl::Phase::Movement  ? N_("{side} moves")
                                                        : N_("{side} attacks");
  ImGui::TextColored(toImVec4(sideLook(pal(match_->rules(), actor)).text), "%s",
                     fill(tr(what), {{"side", sideName(actor)}}).c_str());
}

std::optional<EndButton> PlanetesView::endButton() const {
  const pl::State &st = shown_;
  if (st.phase != pl::Phase::Movement && st.phase != pl::Phase::Combat) return std::nullopt;
  EndButton b{st.phase == pl::Phase::Combat ? tr("End combat  ▸") : tr("End movement  ▸"),
              st.retreats.empty(),
              st.retreats.empty() ? tr("End this phase (Enter)") : tr("A retreat must be chosen first")};
  return b;
}

void PlanetesView::guiPanel(const GuiFonts &fonts) {
  const pl::State &st = shown_;
  const pl::Rules &rules = match_->rules();
  if (ImGui::BeginTable("##armies", 2, ImGuiTableFlags_SizingStretchSame)) {
    for (int s = 0; s < 2; ++s) {
      ImGui::TableNextColumn();
      ImGui::TextColored(toImVec4(sideLook(pal(match_->rules(), s)).text), "%s", sideName(s).c_str());
      ImGui::TextColored(hexui::kDim, "%s",
                         fill(tr("{n} on the map · {h} of the enemy planet"),
                              {{"n", std::to_string(st.onBoard(s))},
                               {"h", std::to_string(pl::enemyPlanetHeld(rules, st, s))}})
                             .c_str());
    }
    ImGui::EndTable();
  }
  ImGui::Separator();
  if (st.phase == pl::Phase::Over) {
    heading(fonts, tr("Game over"));
    return;
  }
  if (const auto playing = computerToMove()) { // not a person's turn: no instructions to it
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
  case pl::Phase::Placement:
    heading(fonts, tr("Placement"));
    ImGui::TextUnformatted(
        tr("Choose a unit, then click a free hex of your planet or stations (PL-PLACE-2)."));
    for (int t = 0; t < pl::kUnitTypes; ++t) {
      const int left = st.inHand(st.side, t);
      ImGui::BeginDisabled(left == 0);
      const std::string label =
          fill(tr("{type} ({n} left)"),
               {{"type", tr(typeText(static_cast<pl::UnitType>(t)))}, {"n", std::to_string(left)}});
      if (ImGui::RadioButton(label.c_str(), static_cast<int>(placing_) == t))
        placing_ = static_cast<pl::UnitType>(t);
      ImGui::EndDisabled();
    }
    break;
  case pl::Phase::Movement:
    heading(fonts, tr("Movement"));
    ImGui::TextUnformatted(
        selected_ ? tr("Click a green hex to move there (the number is the cost; » a force field "
                       "it slides through).")
                  : tr("Click one of your units (green ring: not moved yet)."));
    break;
  case pl::Phase::Combat: {
    heading(fonts, tr("Combat"));
    ImGui::TextUnformatted(
        tr("Click an enemy unit, then toggle your attackers: contact next to it, artillery at "
           "2 or 3 hexes with a line of fire (PL-COMBAT-3, PL-FIRE-1)."));
    if (defender_ && !attackers_.empty()) {
      const pl::Attack attack{*defender_, attackers_};
      const pl::Judgement j = pl::judgeAttack(rules, st, attack);
      const std::optional<game::Ruling> ruling = match_->check(attack);
      ImGui::Text("%s",
                  fill(tr("Attack {a} against {d}: odds {odds}"), {{"a", std::to_string(j.odds.attack)},
                                                                   {"d", std::to_string(j.odds.defence)},
                                                                   {"odds", j.odds.text()}})
                      .c_str());
      ImGui::TextColored(j.odds.result == core::CombatResult::Eliminated ? hexui::kRed
                         : j.odds.result == core::CombatResult::Retreat  ? hexui::kGold
                                                                         : hexui::kDim,
                         "%s",
                         j.odds.result == core::CombatResult::Eliminated
                             ? tr("the defender is eliminated (4:1)")
                         : j.odds.result == core::CombatResult::Retreat ? tr("the defender retreats (3:1)")
                                                                        : tr("nothing happens (below 3:1)"));
      ImGui::BeginDisabled(ruling.has_value());
      if (ImGui::Button(tr("Resolve attack"), {-1, 0})) resolveAttack();
      ImGui::EndDisabled();
      if (ruling) ImGui::TextColored(hexui::kRed, "%s", ruling->text().c_str());
    }
    break;
  }
  case pl::Phase::Over: break;
  }
}

std::vector<LegendEntry> PlanetesView::legend() const {
  const pl::Rules &rules = match_->rules();
  return {{planetesCell(pl::Terrain::Void), tr("void"), tr("costs 1")},
          {planetesCell(pl::Terrain::Asteroids), tr("asteroids"), tr("slow going; +1 to a defender")},
          {planetesCell(pl::Terrain::Planetoid), tr("planetoid"), tr("closed; blocks a line of fire")},
          {planetesCell(pl::Terrain::BlackHole), tr("black hole"), tr("closed")},
          {planetesCell(pl::Terrain::ForceField), tr("force field"), tr("free to enter, slides a unit on")},
          {cellFor(rules, pl::Terrain::Station1), tr("orbital station"), tr("placement, like the planet")},
          {cellFor(rules, pl::Terrain::Planet1), fill(tr("{side}'s planet"), {{"side", sideName(0)}}), ""},
          {cellFor(rules, pl::Terrain::Planet2), fill(tr("{side}'s planet"), {{"side", sideName(1)}}), ""},
          {planetesCell(pl::Terrain::Void),
           tr("counters: ✕ infantry, / cavalry, • artillery; combat-movement below"), "", true,
           unitSymbol(pal(rules, 0))}};
}

void PlanetesView::guiTooltip(Hex hex) {
  const pl::Rules &rules = match_->rules();
  if (!rules.map.contains(hex)) return;
  const pl::Terrain t = rules.terrainAt(hex);
  ImGui::TextUnformatted(tr(terrainText(t)));
  const int cost = pl::enterCost(t);
  if (cost >= 0)
    ImGui::TextColored(hexui::kDim, "%s", fill(tr("enter {n}"), {{"n", std::to_string(cost)}}).c_str());
  const int i = shown_.unitAt(hex);
  if (i < 0) return;
  const pl::Unit &u = shown_.units[static_cast<std::size_t>(i)];
  ImGui::TextColored(
      toImVec4(sideLook(pal(match_->rules(), u.side)).text), "%s",
      fill(tr("{side} {type}"), {{"side", sideName(u.side)}, {"type", tr(typeText(u.type))}}).c_str());
}

std::optional<BannerText> PlanetesView::banner() const {
  const pl::State &st = match_->state();
  if (st.phase != pl::Phase::Over) return std::nullopt;
  BannerText b;
  b.headline =
      st.winner >= 0 ? fill(tr("{side} wins!"), {{"side", sideName(st.winner)}}) : std::string(tr("A draw"));
  b.color = st.winner >= 0 ? sideLook(pal(match_->rules(), st.winner)).text : sf::Color(220, 220, 220);
  for (auto it = match_->log().rbegin(); it != match_->log().rend(); ++it)
    if (!it->clauses.empty() && it->clauses.front().rfind("PL-WIN", 0) == 0) {
      b.lines.push_back("[" + it->clauses.front() + "] " + it->text);
      break;
    }
  return b;
}

std::string PlanetesView::helpHeading() const { return tr("Planètes — the star map"); }

std::vector<HelpLine> PlanetesView::helpLines() const {
  return {{tr("Click a home hex"), tr("placement: put the chosen unit there")},
          {tr("Click your unit"), tr("movement: select it; green hexes show the cost")},
          {tr("Click a green hex"), tr("move the selected unit there")},
          {tr("Click an enemy unit"), tr("combat: attack it; your units that can join are proposed")},
          {tr("Click your unit"), tr("combat: add it to or take it out of the attack")},
          {tr("Point at artillery"), tr("its fire zone, 2 to 3 hexes")},
          {tr("Enter"), tr("resolve the attack, else end the phase")},
          {tr("Ctrl+Z"), tr("undo the last action")},
          {tr("Right or middle drag, arrows"), tr("pan")},
          {tr("Wheel, + / -"), tr("zoom")},
          {tr("Home"), tr("fit the whole map")},
          {tr("F1"), tr("this help")}};
}

std::unique_ptr<View> makePlanetesView(const std::string &scenario_path, std::uint64_t seed) {
  return std::make_unique<PlanetesView>(std::make_unique<PlMatch>(PlMatch::open(scenario_path, seed)));
}

std::unique_ptr<View> makePlanetesViewFromRecord(const std::string &record_path, std::uint64_t seed) {
  return std::make_unique<PlanetesView>(std::make_unique<PlMatch>(PlMatch::load(record_path, seed)));
}

} // namespace amiraute::ui
