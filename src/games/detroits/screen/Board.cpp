#include "games/detroits/screen/Board.h"

#include "core/I18n.h"
#include "ui/Boards.h"
#include "ui/HexWidgets.h"
#include "ui/Panels.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

namespace amiraute::detroits {

using core::fill;
using core::Hex;
using core::tr;
using core::trn;

namespace {

/// "Hermione", "Hermione and Vestale", "Foudroyant, Hermione and Vestale".
std::string nameList(const std::vector<std::string> &names) {
  std::string out;
  for (std::size_t k = 0; k < names.size(); ++k) {
    if (k == 0)
      out = names[k];
    else if (k + 1 < names.size())
      out += ", " + names[k];
    else
      out = fill(tr("{list} and {last}"), {{"list", out}, {"last", names[k]}});
  }
  return out;
}

/// The words of an order as typed ("1 R 2", "-").
std::vector<std::string> wordsOf(const std::string &text) {
  std::vector<std::string> words;
  std::string w;
  for (char c : text + " ")
    if (c == ' ' || c == '\t') {
      if (!w.empty()) words.push_back(w);
      w.clear();
    } else {
      w += c;
    }
  return words;
}

/// "Foudroyant would run aground …", wrapped, in red.
void warningLines(const std::vector<OrderWarning> &warned) {
  ImGui::PushTextWrapPos(0);
  for (const OrderWarning &x : warned)
    ImGui::TextColored(ui::palette::kRed, "%s", x.text().c_str());
  ImGui::PopTextWrapPos();
}

} // namespace

Board::Board(ui::TypedSession<Game> &session) : HexBoard(session) {}

int Board::shipAt(Hex h) const {
  for (std::size_t i = 0; i < shown().ships.size(); ++i) {
    if (!shown().ships[i].afloat()) continue;
    const auto hexes = hexesOf(rules(), shown(), static_cast<int>(i));
    if (std::find(hexes.begin(), hexes.end(), h) != hexes.end()) return static_cast<int>(i);
  }
  return -1;
}

bool Board::myOrders() const { return shown().phase == Phase::Orders && myTurn(); }
bool Board::myFire() const { return shown().phase == Phase::Execution && myTurn(); }

// The orders are hidden until both fleets have sealed; the phase is public.
bool Board::secretsNow() const { return shown().phase == Phase::Orders; }

std::string Board::curtainActivity() const { return tr("{seat} writes orders in secret"); }

void Board::onChanged() {
  if (selected_ >= 0 && (!myOrders() || !shown().ships[static_cast<std::size_t>(selected_)].takesOrders())) {
    selected_ = -1;
    typed_.clear();
  }
  setChoices();
  facing_choice_.clear();
}

void Board::setChoices() {
  choices_ = selected_ >= 0 ? orderChoices(rules(), shown(), selected_) : std::vector<OrderChoice>{};
  choice_warned_.clear();
  for (const OrderChoice &c : choices_)
    choice_warned_.push_back(!orderWarnings(rules(), shown(), c.order).empty());
}

bool Board::escape() {
  const bool any = selected_ >= 0;
  selected_ = -1;
  typed_.clear();
  choices_.clear();
  choice_warned_.clear();
  facing_choice_.clear();
  return any;
}

bool Board::select(int ship) {
  if (!myOrders() || ship < 0 || ship >= static_cast<int>(shown().ships.size())) return false;
  const Ship &s = shown().ships[static_cast<std::size_t>(ship)];
  if (s.side != seat() || !s.afloat()) return false;
  if (!s.takesOrders()) {
    fail(fill(tr("{ship} takes no order: it is aground or crippled (DT-ORDER-1)"),
              {{"ship", shipName(rules(), ship)}}));
    return false;
  }
  if (ship != selected_) typed_.clear(); // a new ship's order starts blank
  selected_ = ship;
  setChoices();
  facing_choice_.clear();
  return true;
}

bool Board::writeOrder(int ship, const std::string &text) {
  WriteOrder order{ship, {}};
  try {
    order.tokens = parseTokens(wordsOf(text));
  } catch (const std::exception &e) {
    fail(e.what());
    return false;
  }
  if (!submit(order)) return false;
  escape(); // the next ship's order starts from a blank box
  return true;
}

std::vector<int> Board::withoutOrder() const {
  std::vector<int> out;
  for (std::size_t i = 0; i < shown().ships.size(); ++i) {
    const Ship &s = shown().ships[i];
    if (s.side == seat() && s.takesOrders() && !s.written) out.push_back(static_cast<int>(i));
  }
  return out;
}

std::vector<OrderWarning> Board::warnings() const {
  std::vector<OrderWarning> out;
  for (std::size_t i = 0; i < shown().ships.size(); ++i) {
    const Ship &s = shown().ships[i];
    if (s.side != seat() || !s.written || !s.takesOrders()) continue;
    for (OrderWarning &x :
         orderWarnings(rules(), shown(), WriteOrder{static_cast<int>(i), tokensOf(s.bow.facing, s.order)}))
      out.push_back(std::move(x));
  }
  return out;
}

std::vector<OrderWarning> Board::typedWarnings() const {
  if (selected_ < 0 || typed_.empty()) return {};
  try {
    return orderWarnings(rules(), shown(), WriteOrder{selected_, parseTokens(wordsOf(typed_))});
  } catch (const std::exception &) {
    return {}; // not an order yet: Write says why
  }
}

std::string Board::fleetLine(int side) const {
  const State &st = shown();
  const int points = st.points(side);
  return fill(
      trn("{n} afloat · {p} point · {z} in the zone", "{n} afloat · {p} points · {z} in the zone", points),
      {{"n", std::to_string(st.afloat(side))},
       {"p", std::to_string(points)},
       {"z", std::to_string(inZoneCount(rules(), st, side))}});
}

std::string Board::shipLine(int i) const {
  const Ship &s = shown().ships[static_cast<std::size_t>(i)];
  return fill(trn("{ship} ({kind}) · {points} point · facing {facing}",
                  "{ship} ({kind}) · {points} points · facing {facing}", s.resistance),
              {{"ship", shipName(rules(), i)},
               {"kind", tr(kindName(rules().ships[static_cast<std::size_t>(i)].kind))},
               {"points", std::to_string(s.resistance)},
               {"facing", draw::facingLetters(s.bow.facing)}});
}

bool Board::seal() {
  if (!myOrders()) return false;
  const std::vector<int> idle = withoutOrder();
  const std::vector<OrderWarning> warned = warnings();
  std::string dangers;
  for (const OrderWarning &x : warned)
    dangers += "\n" + x.text();
  if (idle.empty() && warned.empty()) return submit(Seal{seat()});
  if (idle.empty()) { // orders that run ships aground, off the map or into a corner: the fleet's choice
    host().ask({tr("Seal orders that put ships in danger?"), dangers.substr(1),
                tr("The other fleet's orders come next; sealed orders cannot be changed."), tr("Seal anyway"),
                tr("Back to the orders"), [this] { submit(Seal{seat()}); }});
    return false;
  }
  // An Enter meant for something else (holding fire a moment ago) must not seal a turn away.
  std::vector<std::string> names;
  for (int i : idle)
    names.push_back(shipName(rules(), i));
  const long n = static_cast<long>(idle.size());
  host().ask({tr("Seal with ships left without an order?"),
              fill(trn("{ships} has no order: it will stay where it is this turn (DT-ORDER-4).",
                       "{ships} have no order: they will stay where they are this turn (DT-ORDER-4).", n),
                   {{"ships", nameList(names)}}) +
                  dangers,
              tr("The other fleet's orders come next; sealed orders cannot be changed."),
              trn("Seal: it stays", "Seal: they stay", n), tr("Back to the orders"),
              [this] { submit(Seal{seat()}); }});
  return false;
}

bool Board::fire(const FireChance &c) { return submit(Fire{c.ship, c.broadside, c.target}); }
bool Board::hold() { return myFire() && submit(Hold{seat()}); }

void Board::onHexClick(std::optional<Hex> hex) {
  if (!hex || !myOrders()) return;
  const int ship = shipAt(*hex);
  if (ship >= 0 && shown().ships[static_cast<std::size_t>(ship)].side == seat() && ship != selected_) {
    select(ship);
    return;
  }
  if (selected_ < 0) return;
  std::vector<OrderChoice> here;
  for (const OrderChoice &c : choices_)
    if (c.end.hex == *hex) here.push_back(c);
  if (here.size() == 1) {
    if (submit(here.front().order)) escape();
  } else if (here.size() > 1) {
    facing_choice_ = here;
  } else {
    fail(fill(tr("{hex} is not where {ship} can end this turn; the green hexes are (DT-ORDER-2)"),
              {{"hex", core::formatHex(*hex)}, {"ship", shipName(rules(), selected_)}}));
  }
}

draw::HexSceneInput Board::hexScene(bool still) const {
  Marks m;
  if (still) return mapScene(rules(), shown(), m);
  const State &st = shown();
  m.hovered = hovered();
  m.pulse = pulse();
  m.selected = selected_;
  m.seat = seat();
  if (hovered()) m.pointed = shipAt(*hovered());
  if (selected_ >= 0) {
    for (std::size_t k = 0; k < choices_.size(); ++k) {
      const OrderChoice &c = choices_[k];
      if (c.end.hex != st.ships[static_cast<std::size_t>(selected_)].bow.hex &&
          std::none_of(m.reach.begin(), m.reach.end(),
                       [&](const draw::ReachMark &r) { return r.hex == c.end.hex; }))
        m.reach.push_back({c.end.hex, draw::ReachMark::Kind::End,
                           shipAt(c.end.hex) >= 0 ? "" : std::to_string(c.points),
                           k < choice_warned_.size() && choice_warned_[k] ? "!" : ""}); // boxed in there
    }
    if (!facing_choice_.empty()) {
      m.ghost = facing_choice_.front();
    } else if (hovered()) {
      for (const OrderChoice &c : choices_)
        if (c.end.hex == *hovered()) {
          m.ghost = c;
          break;
        }
    }
  }
  if (st.phase == Phase::Execution)
    for (const FireChance &c : fireChances(rules(), st))
      if (std::find(m.targets.begin(), m.targets.end(), c.target) == m.targets.end())
        m.targets.push_back(c.target);
  return mapScene(rules(), st, m);
}

void Board::status(const ui::GuiFonts &) {
  const State &st = shown();
  turnStatus(st.turn);
  const int actor = toMove();
  if (st.phase == Phase::Over)
    ImGui::TextColored(ui::palette::kGold, "%s", tr("Game over"));
  else if (st.phase == Phase::Wind)
    ImGui::TextUnformatted(tr("The wind"));
  else
    ImGui::TextColored(
        ui::toImVec4(draw::sideLook(palette(rules(), std::max(0, actor))).text), "%s",
        fill(tr(st.phase == Phase::Orders ? N_("{side} writes orders") : N_("{side} may fire")),
             {{"side", sideName(actor)}})
            .c_str());
}

std::optional<ui::EndButton> Board::endButton() const {
  if (toMove() == game::kChance)
    return ui::EndButton{tr("Toss the coin for the wind  ▸"), host().personAt(0) || host().personAt(1),
                         tr("North or south, one chance in two (DT-WIND-1)")};
  if (myOrders())
    return ui::EndButton{tr("Seal orders  ▸"), true,
                         tr("Your orders are complete; a ship without one stays (DT-ORDER-4)")};
  if (myFire()) return ui::EndButton{tr("Hold fire  ▸"), true, tr("Fire no more at this moment (DT-EXEC-2)")};
  return std::nullopt;
}

void Board::onEndButton() {
  if (toMove() == game::kChance)
    host().rollNow();
  else if (myOrders())
    seal();
  else if (myFire())
    hold();
}

void Board::panel(const ui::GuiFonts &fonts) {
  const State &st = shown();
  if (ImGui::BeginTable("##fleets", 2, ImGuiTableFlags_SizingStretchSame)) {
    for (int s = 0; s < 2; ++s) {
      ImGui::TableNextColumn();
      ImGui::TextColored(ui::toImVec4(draw::sideLook(palette(rules(), s)).text), "%s%s", sideName(s).c_str(),
                         s == seat() && host().personAt(s) ? tr("  (you)") : "");
      ImGui::TextColored(ui::palette::kDim, "%s", fleetLine(s).c_str());
    }
    ImGui::EndTable();
  }
  ImGui::TextColored(ui::palette::kDim, "%s",
                     fill(tr("Wind: {wind}"), {{"wind", st.wind == 1   ? std::string(tr("north ↑"))
                                                        : st.wind == 4 ? std::string(tr("south ↓"))
                                                                       : std::string(tr("not tossed yet"))}})
                         .c_str());
  ImGui::Separator();
  switch (st.phase) {
  case Phase::Over: heading(fonts, tr("Game over")); return;
  case Phase::Wind:
    heading(fonts, tr("The wind"));
    if (!host().personAt(0) && !host().personAt(1)) { // nobody at the table: tossed as the referee does
      ImGui::TextUnformatted(tr("The computer plays both fleets: the coin is tossed by itself (DT-WIND-1)."));
      return;
    }
    ImGui::TextUnformatted(tr("Toss the coin: the wind blows north or south this game (DT-WIND-1)."));
    if (ImGui::Button(tr("Toss the coin"))) host().rollNow();
    host().note(tr("Toss the coin"));
    return;
  case Phase::Orders:
    heading(fonts, tr("Secret orders"));
    if (const auto playing = host().computerToMove()) ImGui::TextUnformatted(playing->c_str());
    if (myOrders()) ordersPanel();
    return;
  case Phase::Execution:
    heading(fonts, tr("Execution"));
    if (const auto playing = host().computerToMove()) ImGui::TextUnformatted(playing->c_str());
    if (myFire()) firePanel();
    return;
  }
}

void Board::ordersPanel() {
  const State &st = shown();
  ImGui::TextUnformatted(
      tr("Click one of your ships, then the hex where its bow should end (green: the points it "
         "spends), or type its order. The other fleet sees nothing until both have sealed."));
  // The ships of this fleet and their orders.
  if (ImGui::BeginTable("##orders", 2, ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_RowBg)) {
    for (std::size_t i = 0; i < st.ships.size(); ++i) {
      const Ship &s = st.ships[i];
      if (s.side != seat() || !s.afloat()) continue;
      ImGui::TableNextColumn();
      const std::string &name = shipName(rules(), static_cast<int>(i));
      if (ImGui::Selectable((name + "##ship" + std::to_string(i)).c_str(),
                            static_cast<int>(i) == selected_) &&
          s.takesOrders())
        select(static_cast<int>(i));
      host().note(name);
      ImGui::TableNextColumn();
      if (!s.takesOrders())
        ImGui::TextColored(ui::palette::kDim, "%s", s.aground ? tr("aground") : tr("drifting"));
      else if (s.written)
        ImGui::TextColored(ui::palette::kGreen, "%s",
                           s.order.empty() ? tr("stays")
                                           : formatTokens(tokensOf(s.bow.facing, s.order)).c_str());
      else
        ImGui::TextColored(ui::palette::kDim, "%s", tr("no order yet"));
    }
    ImGui::EndTable();
  }
  warningLines(warnings()); // what the written orders would do to their ships (DT-MOVE-4, DT-MOVE-5)
  if (selected_ < 0) return;
  ImGui::TextUnformatted(fill(tr("Order for {ship}:"), {{"ship", shipName(rules(), selected_)}}).c_str());
  const char *write = tr("Write");
  ImGui::SetNextItemWidth(-(ui::buttonWidth(write) + ImGui::GetStyle().ItemSpacing.x));
  // One box per ship: a box being edited keeps its text until it loses the focus, and would give
  // it to the next ship's order.
  const bool enter = ImGui::InputText(("##order" + std::to_string(selected_)).c_str(), &typed_,
                                      ImGuiInputTextFlags_EnterReturnsTrue);
  host().note("##order box");
  ImGui::SameLine();
  const bool clicked = ImGui::Button(write);
  host().note(write);
  const int ship = selected_;
  warningLines(typedWarnings());
  if (clicked || enter) writeOrder(ship, typed_.empty() ? "-" : typed_);
  if (selected_ < 0) return; // written: the ship is done
  if (ImGui::Button(tr("Stay"))) writeOrder(ship, "-");
  host().note(tr("Stay"));
  if (selected_ < 0) return;
  ImGui::TextColored(
      ui::palette::kDim, "%s",
      tr("A number sails one hex that way; R turns one sixth; R(d) turns to face d (DT-ORDER-1)."));
  if (facing_choice_.empty()) return;
  ImGui::TextUnformatted(tr("It can end there facing several ways:"));
  const std::vector<OrderChoice> choice = facing_choice_;
  for (std::size_t k = 0; k < choice.size(); ++k) {
    const OrderChoice &c = choice[k];
    const std::string label = fill(tr("facing {facing}"), {{"facing", draw::facingLetters(c.end.facing)}}) +
                              "##f" + std::to_string(c.end.facing);
    if (k > 0) ui::sameLineIfFits(ui::buttonWidth(label.c_str()));
    const bool chosen = ImGui::Button(label.c_str());
    host().note(label);
    if (chosen) {
      if (submit(c.order)) escape();
      break;
    }
  }
}

void Board::firePanel() {
  const State &st = shown();
  ImGui::TextUnformatted(
      tr("Broadsides that bear now; fire, or hold (Enter) to let the ships sail on (DT-EXEC-2)."));
  for (const FireChance &c : fireChances(rules(), st)) {
    if (st.ships[static_cast<std::size_t>(c.ship)].side != seat()) continue;
    const std::string text = fill(trn("{ship} {side} → {target}: {damage} point at {distance}",
                                      "{ship} {side} → {target}: {damage} points at {distance}", c.damage),
                                  {{"ship", shipName(rules(), c.ship)},
                                   {"side", tr(broadsideName(c.broadside))},
                                   {"target", shipName(rules(), c.target)},
                                   {"damage", std::to_string(c.damage)},
                                   {"distance", std::to_string(c.distance)}});
    const std::string id = "fire " + std::to_string(c.ship) + " " +
                           std::to_string(static_cast<int>(c.broadside)) + " " + std::to_string(c.target);
    const bool clicked = ui::wrappedButton(text, id); // the whole sentence, on as many lines as it needs
    host().note(id);
    if (clicked) {
      fire(c);
      break;
    }
  }
}

std::vector<ui::LegendEntry> Board::legend() const {
  draw::HexCellLook zone = cellLook(Terrain::Sea);
  zone.fill = {120, 130, 90};
  draw::HexCellLook cone = zone;
  cone.fill = {220, 150, 70};
  std::vector<ui::LegendEntry> out = {
      {cellLook(Terrain::Sea), tr("sea"), ""},
      {cellLook(Terrain::Land), tr("land"), tr("a ship that touches it runs aground")}};
  for (int side = 0; side < 2; ++side)
    out.push_back({cellLook(Terrain::Sea), fill(tr("{side}'s ships"), {{"side", sideName(side)}}),
                   tr("its resistance on it; its bow points where it sails"), false,
                   ui::barSymbol(palette(rules(), side), "17")});
  out.push_back({zone, tr("the four lighthouses (stars) and, dashed gold, their zone"),
                 tr("alone in the zone wins (DT-WIN-2)"), true});
  out.push_back({cone, tr("orange / yellow: port / starboard broadside of the ship pointed at"), "", true});
  const int mine = std::max(0, seat());
  const draw::Color ring = draw::readyRing(palette(rules(), mine)).color;
  auto bar = ui::barSymbol(palette(rules(), mine), "9");
  out.push_back({cellLook(Terrain::Sea), tr("ringed in its fleet's colour: no order written yet"), "", true,
                 [bar, ring](float x, float y, float r) {
                   ImGui::GetWindowDrawList()->AddRect(
                       {x - r * 1.05f, y - r * 0.5f}, {x + r * 1.1f, y + r * 0.5f},
                       IM_COL32(ring.r, ring.g, ring.b, ring.a), r * 0.3f, 0, std::max(1.5f, r * 0.12f));
                   bar(x, y, r);
                 }});
  return out;
}

void Board::hexTooltip(Hex hex) {
  ImGui::TextUnformatted(rules().land(hex) ? tr("land") : tr("sea"));
  if (std::find(rules().lighthouses.begin(), rules().lighthouses.end(), hex) != rules().lighthouses.end())
    ImGui::TextColored(ui::palette::kGold, "%s", tr("a lighthouse"));
  if (rules().zone.contains(hex))
    ImGui::TextColored(ui::palette::kGold, "%s", tr("in the lighthouses' zone"));
  const int i = shipAt(hex);
  if (i < 0) return;
  const Ship &s = shown().ships[static_cast<std::size_t>(i)];
  ImGui::TextColored(ui::toImVec4(draw::sideLook(palette(rules(), s.side)).text), "%s", shipLine(i).c_str());
  ImGui::TextColored(ui::palette::kDim, "%s", tr("orange: port broadside · yellow: starboard"));
}

std::optional<ui::BannerText> Board::banner() const {
  const State &st = shown();
  if (st.phase != Phase::Over) return std::nullopt;
  ui::BannerText b = winnerBanner(st.winner);
  b.lines.push_back(tr(victoryText(st.victory)));
  return b;
}

std::string Board::helpHeading() const { return tr("Détroits — the straits"); }

std::vector<ui::HelpLine> Board::helpLines() const {
  return {{tr("Click your ship"), tr("orders: select it; green hexes: where its bow can end")},
          {tr("Click a green hex"), tr("write the order that ends there")},
          {tr("Type an order"), tr("1 R 2 R 3 3 — numbers sail, R turns; Stay writes none")},
          {tr("Enter"), tr("seal the orders (asking first if a ship has none or one is in danger), toss the "
                           "wind, or hold fire")},
          {tr("Point at a ship"), tr("its broadside cones")}};
}

} // namespace amiraute::detroits

AMIRAUTE_REGISTER_BOARD(amiraute::detroits::Game, amiraute::detroits::Board)
