#include "ui/DetroitsView.h"

#include "core/I18n.h"
#include "ui/Vertices.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

namespace amiraute::ui {

using core::fill;
using core::Hex;
using core::tr;

namespace {

/// The palette of a side: its colour's name when it has one (ui/HexPieces.h).
int pal(const dt::Rules &rules, int side) {
  return side >= 0 && side < 2 ? paletteOf(rules.sides[static_cast<std::size_t>(side)], side) : side;
}

} // namespace

HexCellLook detroitsCell(dt::Terrain t) {
  HexCellLook look;
  if (t == dt::Terrain::Land) {
    look.fill = {150, 128, 84};
    look.edge = {60, 44, 20, 120};
    look.label = {48, 34, 14, 210};
    look.pattern = HexPattern::Dots;
    look.ink = {80, 60, 30, 110};
  } else {
    look.fill = {46, 98, 160};
    look.edge = {18, 30, 50, 70};
    look.label = {200, 222, 250, 150};
    look.pattern = HexPattern::Waves;
    look.ink = {210, 230, 255, 45};
  }
  return look;
}

std::vector<OrderChoice> orderChoices(const dt::Rules &rules, const dt::State &state, int i) {
  std::vector<OrderChoice> out;
  const dt::Ship &s = state.ships[static_cast<std::size_t>(i)];
  for (const dt::WriteOrder &o : dt::candidateOrders(rules, state, i)) {
    const dt::Resolved r = dt::resolveOrder(rules, s.bow.facing, o.tokens);
    if (r.refusal) continue;
    const std::vector<core::HexPose> path = dt::pathOf(s.bow, r.steps);
    out.push_back({o, path.empty() ? s.bow : path.back(), r.points()});
  }
  return out;
}

HexSceneInput detroitsScene(const dt::Rules &rules, const dt::State &state, const DtMarks &marks) {
  HexSceneInput in;
  const core::HexMap &map = rules.map;
  in.columns = map.columns;
  in.rows = map.rows;
  for (int i = 0; i < map.cells(); ++i)
    in.cells.push_back(detroitsCell(static_cast<dt::Terrain>(map.terrainAt(map.hexAt(i)))));
  // The lighthouses' zone (DT-WIN-2), and the lighthouses themselves.
  HexZone zone;
  zone.hexes = rules.zone.hexes();
  zone.line = sf::Color(255, 214, 90, 220);
  zone.fill = sf::Color(255, 214, 90, 22);
  zone.dashed = true;
  in.zones.push_back(zone);
  const HexGeometry geometry(map.columns, map.rows);
  for (Hex h : rules.lighthouses) {
    HexNote n;
    n.world = geometry.center(h);
    n.text = "✹";
    n.color = sf::Color(255, 226, 110);
    n.size = 0.7f;
    n.bold = true;
    in.notes.push_back(n);
  }
  // The pointed ship's broadside cones: port and starboard (DT-FIRE-2).
  if (marks.pointed >= 0 && state.ships[static_cast<std::size_t>(marks.pointed)].afloat()) {
    for (dt::Broadside b : {dt::Broadside::Port, dt::Broadside::Starboard})
      for (Hex h : dt::coneOf(rules, state, marks.pointed, b))
        in.highlights.push_back(
            {h, b == dt::Broadside::Port ? sf::Color(255, 120, 40, 105) : sf::Color(255, 226, 60, 105),
             sf::Color::Transparent});
  }
  addReachMarks(in, marks.reach, marks.pulse);
  in.hovered = marks.hovered;

  // Written orders that this seat may see: the ghost path of each.
  for (std::size_t i = 0; i < state.ships.size(); ++i) {
    const dt::Ship &s = state.ships[i];
    if (!s.afloat() || s.order.empty() || s.hidden || state.phase != dt::Phase::Orders) continue;
    const std::vector<core::HexPose> path = dt::pathOf(s.bow, s.order);
    std::vector<Hex> hexes;
    for (std::size_t k = 1; k < path.size(); ++k)
      if (hexes.empty() ? path[k].hex != s.bow.hex : path[k].hex != hexes.back())
        hexes.push_back(path[k].hex);
    addPiecePath(in, s.bow.hex, hexes, true, vtx::alpha(sideLook(pal(rules, s.side)).text, 220));
    PieceMarks ghost;
    ghost.ghost = true;
    HexToken t =
        pieceToken(TokenShape::Bar, path.back().hex, path.back().facing, pal(rules, s.side), "", ghost);
    t.length = dt::lengthOf(rules.ships[i].kind);
    in.tokens.push_back(t);
  }
  if (marks.ghost && marks.selected >= 0) {
    const dt::Ship &s = state.ships[static_cast<std::size_t>(marks.selected)];
    const dt::Resolved r = dt::resolveOrder(rules, s.bow.facing, marks.ghost->order.tokens);
    const std::vector<core::HexPose> path = dt::pathOf(s.bow, r.steps);
    std::vector<Hex> hexes;
    for (std::size_t k = 1; k < path.size(); ++k)
      if (hexes.empty() ? path[k].hex != s.bow.hex : path[k].hex != hexes.back())
        hexes.push_back(path[k].hex);
    addPiecePath(in, s.bow.hex, hexes, true);
    PieceMarks ghost;
    ghost.ghost = true;
    HexToken t = pieceToken(TokenShape::Bar, marks.ghost->end.hex, marks.ghost->end.facing,
                            pal(rules, s.side), "", ghost);
    t.length = dt::lengthOf(rules.ships[static_cast<std::size_t>(marks.selected)].kind);
    in.tokens.push_back(t);
  }

  // The ships: a bar from the bow backwards, the resistance on it.
  for (std::size_t i = 0; i < state.ships.size(); ++i) {
    const dt::Ship &s = state.ships[i];
    if (!s.afloat()) continue;
    PieceMarks pm;
    pm.selected = static_cast<int>(i) == marks.selected;
    pm.pulse = marks.pulse;
    pm.spent = s.aground;
    pm.target =
        std::find(marks.targets.begin(), marks.targets.end(), static_cast<int>(i)) != marks.targets.end();
    pm.ready = state.phase == dt::Phase::Orders && s.side == marks.seat && !s.written && s.takesOrders() &&
               !pm.selected;
    HexToken t = pieceToken(TokenShape::Bar, s.bow.hex, s.bow.facing, pal(rules, s.side),
                            std::to_string(s.resistance), pm);
    t.length = dt::lengthOf(rules.ships[i].kind);
    if (s.drifting()) t.halos.push_back({sf::Color(255, 150, 40, 220), 1.02f, 1.18f});
    in.tokens.push_back(t);
  }
  return in;
}

// ---- the view --------------------------------------------------------------------------------------

DetroitsView::DetroitsView(std::unique_ptr<DtMatch> match) : HexMatchView(std::move(match)) {
  file_path_ = "detroits-save.yaml";
  refresh();
}

std::string DetroitsView::title() const {
  return fill(tr("Amirauté — Détroits — {title}"), {{"title", match_->rules().title}});
}

std::string DetroitsView::sideName(int side) const {
  return side >= 0 && side < 2 ? match_->rules().sides[static_cast<std::size_t>(side)] : std::string();
}

int DetroitsView::shipAt(Hex h) const {
  for (std::size_t i = 0; i < shown_.ships.size(); ++i) {
    if (!shown_.ships[i].afloat()) continue;
    const auto hexes = dt::hexesOf(match_->rules(), shown_, static_cast<int>(i));
    if (std::find(hexes.begin(), hexes.end(), h) != hexes.end()) return static_cast<int>(i);
  }
  return -1;
}

bool DetroitsView::myOrders() const {
  return shown_.phase == dt::Phase::Orders && personAt(seat()) && match_->toMove() == seat();
}

bool DetroitsView::myFire() const {
  return shown_.phase == dt::Phase::Execution && personAt(seat()) && match_->toMove() == seat();
}

bool DetroitsView::secretsNow() const { return match_->state().phase == dt::Phase::Orders; }

void DetroitsView::onChanged() {
  curtain_.setActivity(tr("{seat} writes orders in secret"));
  if (selected_ >= 0 && (!myOrders() || !shown_.ships[static_cast<std::size_t>(selected_)].takesOrders()))
    selected_ = -1;
  choices_ = selected_ >= 0 ? orderChoices(match_->rules(), shown_, selected_) : std::vector<OrderChoice>{};
  facing_choice_.clear();
}

void DetroitsView::onEscape() {
  selected_ = -1;
  choices_.clear();
  facing_choice_.clear();
}

bool DetroitsView::writeOrder(int ship, const std::string &text) {
  std::vector<std::string> words;
  std::string w;
  for (char c : text + " ")
    if (c == ' ' || c == '\t') {
      if (!w.empty()) words.push_back(w);
      w.clear();
    } else {
      w += c;
    }
  try {
    const bool ok = submit(dt::WriteOrder{ship, dt::parseTokens(words)});
    if (ok) {
      selected_ = -1;
      onChanged();
    }
    return ok;
  } catch (const std::exception &e) {
    fail(e.what());
    return false;
  }
}

bool DetroitsView::seal() { return myOrders() && submit(dt::Seal{seat()}); }
bool DetroitsView::fire(const dt::FireChance &c) { return submit(dt::Fire{c.ship, c.broadside, c.target}); }
bool DetroitsView::hold() { return myFire() && submit(dt::Hold{seat()}); }

void DetroitsView::onHexClick(std::optional<Hex> hex) {
  if (!hex || !myOrders()) return;
  const int ship = shipAt(*hex);
  if (ship >= 0 && shown_.ships[static_cast<std::size_t>(ship)].side == seat() && ship != selected_) {
    if (!shown_.ships[static_cast<std::size_t>(ship)].takesOrders()) {
      fail(fill(tr("{ship} takes no order: it is aground or crippled (DT-ORDER-1)"),
                {{"ship", dt::shipName(match_->rules(), ship)}}));
      return;
    }
    selected_ = ship;
    choices_ = orderChoices(match_->rules(), shown_, ship);
    facing_choice_.clear();
    return;
  }
  if (selected_ < 0) return;
  std::vector<OrderChoice> here;
  for (const OrderChoice &c : choices_)
    if (c.end.hex == *hex) here.push_back(c);
  if (here.size() == 1) {
    const int ship_index = selected_;
    if (submit(here.front().order)) {
      selected_ = -1;
      onChanged();
    } else {
      selected_ = ship_index;
    }
  } else if (here.size() > 1) {
    facing_choice_ = here;
  } else {
    fail(fill(tr("{hex} is not where {ship} can end this turn; the green hexes are (DT-ORDER-2)"),
              {{"hex", core::formatHex(*hex)}, {"ship", dt::shipName(match_->rules(), selected_)}}));
  }
}

HexSceneInput DetroitsView::scene(bool still) const {
  DtMarks m;
  if (still) return detroitsScene(match_->rules(), shown_, m);
  m.hovered = hovered_;
  m.pulse = pulse();
  m.selected = selected_;
  m.seat = seat();
  if (hovered_) m.pointed = shipAt(*hovered_);
  if (selected_ >= 0) {
    for (const OrderChoice &c : choices_)
      if (c.end.hex != shown_.ships[static_cast<std::size_t>(selected_)].bow.hex &&
          std::none_of(m.reach.begin(), m.reach.end(),
                       [&](const ReachMark &r) { return r.hex == c.end.hex; }))
        m.reach.push_back(
            {c.end.hex, ReachMark::Kind::End, shipAt(c.end.hex) >= 0 ? "" : std::to_string(c.points)});
    if (!facing_choice_.empty()) {
      m.ghost = facing_choice_.front();
    } else if (hovered_) {
      for (const OrderChoice &c : choices_)
        if (c.end.hex == *hovered_) {
          m.ghost = c;
          break;
        }
    }
  }
  if (shown_.phase == dt::Phase::Execution)
    for (const dt::FireChance &c : dt::fireChances(match_->rules(), shown_))
      if (std::find(m.targets.begin(), m.targets.end(), c.target) == m.targets.end())
        m.targets.push_back(c.target);
  return detroitsScene(match_->rules(), shown_, m);
}

void DetroitsView::guiStatus(const GuiFonts &) {
  const dt::State &st = shown_;
  ImGui::TextUnformatted(
      fill(tr("Turn {turn} / {limit}"),
           {{"turn", std::to_string(st.turn)}, {"limit", std::to_string(match_->rules().turn_limit)}})
          .c_str());
  ImGui::SameLine(0, 18);
  const int actor = match_->toMove();
  if (st.phase == dt::Phase::Over)
    ImGui::TextColored(hexui::kGold, "%s", tr("Game over"));
  else if (st.phase == dt::Phase::Wind)
    ImGui::TextUnformatted(tr("The wind"));
  else if (st.phase == dt::Phase::Orders)
    ImGui::TextColored(toImVec4(sideLook(pal(match_->rules(), actor)).text), "%s",
                       fill(tr("{side} writes orders"), {{"side", sideName(actor)}}).c_str());
  else
    ImGui::TextColored(toImVec4(sideLook(pal(match_->rules(), std::max(0, actor))).text), "%s",
                       fill(tr("{side} may fire"), {{"side", sideName(actor)}}).c_str());
}

std::optional<OldEndButton> DetroitsView::endButton() const {
  if (match_->toMove() == game::kChance)
    return OldEndButton{tr("Toss the coin for the wind  ▸"), !computers_.nobody(),
                        tr("North or south, one chance in two (DT-WIND-1)")};
  if (myOrders())
    return OldEndButton{tr("Seal orders  ▸"), true,
                        tr("Your orders are complete; a ship without one stays (DT-ORDER-4)")};
  if (myFire()) return OldEndButton{tr("Hold fire  ▸"), true, tr("Fire no more at this moment (DT-EXEC-2)")};
  return std::nullopt;
}

void DetroitsView::onEndButton() {
  if (match_->toMove() == game::kChance)
    roll();
  else if (myOrders())
    seal();
  else if (myFire())
    hold();
}

void DetroitsView::guiPanel(const GuiFonts &fonts) {
  const dt::State &st = shown_;
  const dt::Rules &rules = match_->rules();
  if (ImGui::BeginTable("##fleets", 2, ImGuiTableFlags_SizingStretchSame)) {
    for (int s = 0; s < 2; ++s) {
      ImGui::TableNextColumn();
      ImGui::TextColored(toImVec4(sideLook(pal(match_->rules(), s)).text), "%s%s", sideName(s).c_str(),
                         s == seat() && personAt(s) ? tr("  (you)") : "");
      ImGui::TextColored(hexui::kDim, "%s",
                         fill(tr("{n} afloat · {p} points · {z} in the zone"),
                              {{"n", std::to_string(st.afloat(s))},
                               {"p", std::to_string(st.points(s))},
                               {"z", std::to_string(dt::inZoneCount(rules, st, s))}})
                             .c_str());
    }
    ImGui::EndTable();
  }
  ImGui::TextColored(hexui::kDim, "%s",
                     fill(tr("Wind: {wind}"), {{"wind", st.wind == 1   ? std::string(tr("north ↑"))
                                                        : st.wind == 4 ? std::string(tr("south ↓"))
                                                                       : std::string(tr("not tossed yet"))}})
                         .c_str());
  ImGui::Separator();
  if (st.phase == dt::Phase::Over) {
    heading(fonts, tr("Game over"));
    return;
  }
  if (st.phase == dt::Phase::Wind) {
    heading(fonts, tr("The wind"));
    if (computers_.nobody()) { // no person at the table: the program tosses it, as the referee does
      ImGui::TextUnformatted(tr("The computer plays both fleets: the coin is tossed by itself (DT-WIND-1)."));
      return;
    }
    ImGui::TextUnformatted(tr("Toss the coin: the wind blows north or south this game (DT-WIND-1)."));
    if (ImGui::Button(tr("Toss the coin"))) roll();
    return;
  }
  if (st.phase == dt::Phase::Orders) {
    heading(fonts, tr("Secret orders"));
    if (const auto playing = computerToMove()) ImGui::TextUnformatted(playing->c_str());
    if (!myOrders()) return;
    ImGui::TextUnformatted(
        tr("Click one of your ships, then the hex where its bow should end (green: the points it "
           "spends), or type its order. The other fleet sees nothing until both have sealed."));
    // The ships of this fleet and their orders.
    if (ImGui::BeginTable("##orders", 2, ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_RowBg)) {
      for (std::size_t i = 0; i < st.ships.size(); ++i) {
        const dt::Ship &s = st.ships[i];
        if (s.side != seat() || !s.afloat()) continue;
        ImGui::TableNextColumn();
        const bool sel = static_cast<int>(i) == selected_;
        if (ImGui::Selectable((rules.ships[i].name + "##ship" + std::to_string(i)).c_str(), sel) &&
            s.takesOrders()) {
          selected_ = static_cast<int>(i);
          choices_ = orderChoices(rules, st, selected_);
        }
        ImGui::TableNextColumn();
        if (!s.takesOrders())
          ImGui::TextColored(hexui::kDim, "%s", s.aground ? tr("aground") : tr("drifting"));
        else if (s.written)
          ImGui::TextColored(hexui::kGreen, "%s",
                             s.order.empty() ? tr("stays")
                                             : dt::formatTokens(dt::tokensOf(s.bow.facing, s.order)).c_str());
        else
          ImGui::TextColored(hexui::kDim, "%s", tr("no order yet"));
      }
      ImGui::EndTable();
    }
    if (selected_ >= 0) {
      ImGui::TextUnformatted(
          fill(tr("Order for {ship}:"), {{"ship", rules.ships[static_cast<std::size_t>(selected_)].name}})
              .c_str());
      ImGui::SetNextItemWidth(-90);
      const bool enter = ImGui::InputText("##order", &typed_, ImGuiInputTextFlags_EnterReturnsTrue);
      ImGui::SameLine();
      if (ImGui::Button(tr("Write")) || enter) writeOrder(selected_, typed_.empty() ? "-" : typed_);
      if (ImGui::Button(tr("Stay"))) writeOrder(selected_, "-");
      ImGui::TextColored(
          hexui::kDim, "%s",
          tr("A number sails one hex that way; R turns one sixth; R(d) turns to face d (DT-ORDER-1)."));
      if (!facing_choice_.empty()) {
        ImGui::TextUnformatted(tr("It can end there facing several ways:"));
        const std::vector<OrderChoice> choice = facing_choice_;
        for (const OrderChoice &c : choice) {
          if (ImGui::Button((fill(tr("facing {facing}"), {{"facing", facingLetters(c.end.facing)}}) + "##f" +
                             std::to_string(c.end.facing))
                                .c_str())) {
            if (submit(c.order)) selected_ = -1, onChanged();
            break;
          }
          ImGui::SameLine();
        }
        ImGui::NewLine();
      }
    }
    return;
  }
  heading(fonts, tr("Execution"));
  if (const auto playing = computerToMove()) ImGui::TextUnformatted(playing->c_str());
  if (!myFire()) return;
  const auto chances = dt::fireChances(rules, st);
  ImGui::TextUnformatted(
      tr("Broadsides that bear now; fire, or hold (Enter) to let the ships sail on (DT-EXEC-2)."));
  for (const dt::FireChance &c : chances) {
    if (st.ships[static_cast<std::size_t>(c.ship)].side != seat()) continue;
    const std::string label = fill(tr("{ship} {side} → {target}: {damage} points at {distance}"),
                                   {{"ship", rules.ships[static_cast<std::size_t>(c.ship)].name},
                                    {"side", tr(dt::broadsideName(c.broadside))},
                                    {"target", rules.ships[static_cast<std::size_t>(c.target)].name},
                                    {"damage", std::to_string(c.damage)},
                                    {"distance", std::to_string(c.distance)}}) +
                              "##fire" + std::to_string(c.ship) + "_" +
                              std::to_string(static_cast<int>(c.broadside)) + "_" + std::to_string(c.target);
    if (ImGui::Button(label.c_str(), {-1, 0})) {
      fire(c);
      break;
    }
  }
}

std::vector<OldLegendEntry> DetroitsView::legend() const {
  HexCellLook zone = detroitsCell(dt::Terrain::Sea);
  zone.fill = {120, 130, 90};
  HexCellLook cone = zone;
  cone.fill = {220, 150, 70};
  const dt::Rules &rules = match_->rules();
  std::vector<OldLegendEntry> out = {
      {detroitsCell(dt::Terrain::Sea), tr("sea"), ""},
      {detroitsCell(dt::Terrain::Land), tr("land"), tr("a ship that touches it runs aground")}};
  for (int side = 0; side < 2; ++side)
    out.push_back({detroitsCell(dt::Terrain::Sea), fill(tr("{side}'s ships"), {{"side", sideName(side)}}),
                   tr("its resistance on it; its bow points where it sails"), false,
                   barSymbol(pal(rules, side), "17")});
  for (OldLegendEntry &e : std::vector<OldLegendEntry>{
           {zone, tr("the four lighthouses (stars) and, dashed gold, their zone"),
            tr("alone in the zone wins (DT-WIN-2)"), true},
           {cone, tr("orange / yellow: port / starboard broadside of the ship pointed at"), "", true}})
    out.push_back(std::move(e));
  return out;
}

void DetroitsView::guiTooltip(Hex hex) {
  const dt::Rules &rules = match_->rules();
  if (!rules.map.contains(hex)) return;
  ImGui::TextUnformatted(rules.land(hex) ? tr("land") : tr("sea"));
  if (rules.zone.contains(hex)) ImGui::TextColored(hexui::kGold, "%s", tr("in the lighthouses' zone"));
  const int i = shipAt(hex);
  if (i < 0) return;
  const dt::Ship &s = shown_.ships[static_cast<std::size_t>(i)];
  ImGui::TextColored(toImVec4(sideLook(pal(match_->rules(), s.side)).text), "%s",
                     fill(tr("{ship} ({kind}) · {points} points · facing {facing}"),
                          {{"ship", rules.ships[static_cast<std::size_t>(i)].name},
                           {"kind", tr(dt::kindName(rules.ships[static_cast<std::size_t>(i)].kind))},
                           {"points", std::to_string(s.resistance)},
                           {"facing", facingLetters(s.bow.facing)}})
                         .c_str());
  ImGui::TextColored(hexui::kDim, "%s", tr("orange: port broadside · yellow: starboard"));
}

std::optional<OldBannerText> DetroitsView::banner() const {
  const dt::State &st = match_->state();
  if (st.phase != dt::Phase::Over) return std::nullopt;
  OldBannerText b;
  b.headline =
      st.winner >= 0 ? fill(tr("{side} wins!"), {{"side", sideName(st.winner)}}) : std::string(tr("A draw"));
  b.color = st.winner >= 0 ? sideLook(pal(match_->rules(), st.winner)).text : sf::Color(220, 220, 220);
  b.lines.push_back(tr(dt::victoryText(st.victory)));
  return b;
}

std::string DetroitsView::helpHeading() const { return tr("Détroits — the straits"); }

std::vector<OldHelpLine> DetroitsView::helpLines() const {
  return {{tr("Click your ship"), tr("orders: select it; green hexes: where its bow can end")},
          {tr("Click a green hex"), tr("write the order that ends there")},
          {tr("Type an order"), tr("1 R 2 R 3 3 — numbers sail, R turns; Stay writes none")},
          {tr("Enter"), tr("seal the orders, toss the wind, or hold fire")},
          {tr("Point at a ship"), tr("its broadside cones")},
          {tr("Ctrl+Z"), tr("undo your last action")},
          {tr("Right or middle drag, arrows"), tr("pan")},
          {tr("Wheel, + / -"), tr("zoom")},
          {tr("Home"), tr("fit the whole map")},
          {tr("F1"), tr("this help")}};
}

std::unique_ptr<View> makeDetroitsView(const std::string &scenario_path, std::uint64_t seed) {
  return std::make_unique<DetroitsView>(std::make_unique<DtMatch>(DtMatch::open(scenario_path, seed)));
}

std::unique_ptr<View> makeDetroitsViewFromRecord(const std::string &record_path, std::uint64_t seed) {
  return std::make_unique<DetroitsView>(std::make_unique<DtMatch>(DtMatch::load(record_path, seed)));
}

} // namespace amiraute::ui
