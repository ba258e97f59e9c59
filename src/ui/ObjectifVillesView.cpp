#include "ui/ObjectifVillesView.h"
#include "ui/Palette.h"

#include "core/I18n.h"
#include "core/Yaml.h"
#include "ui/ImGuiSfml.h"
#include "ui/Panels.h"
#include "ui/Vertices.h"

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Keyboard.hpp>

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <numbers>
#include <stdexcept>

namespace amiraute::ui {

using core::fill;
using core::tr;
using core::trn;

namespace ov = objectif_villes;
using core::Hex;
using core::Vec2;
using vtx::alpha;
using vtx::lighten;

namespace {

constexpr int kCitiesToWin = 7; // OV-WIN-1: a partial victory needs 7 cities

using palette::kClause;
using palette::kDim;
using palette::kGold;
using palette::kGreen;
using palette::kRed;

bool contains(const std::vector<Hex> &v, Hex h) { return std::find(v.begin(), v.end(), h) != v.end(); }

sf::Color labelColor(ov::Terrain t) {
  switch (t) {
  case ov::Terrain::Plain: return {28, 52, 22, 210};
  case ov::Terrain::Sea: return {190, 215, 245, 150};
  default: return {255, 248, 235, 225};
  }
}

} // namespace

sf::Color terrainColor(ov::Terrain t) {
  switch (t) {
  case ov::Terrain::Plain: return {166, 204, 118};
  case ov::Terrain::City: return {196, 66, 56};
  case ov::Terrain::Forest: return {42, 112, 58};
  case ov::Terrain::Mountain: return {138, 100, 62};
  case ov::Terrain::Sea: return {46, 96, 158};
  }
  return sf::Color::Magenta;
}

sf::Color coinFace(int side) { return side == 0 ? sf::Color(232, 188, 72) : sf::Color(206, 212, 222); }
sf::Color coinRim(int side) { return side == 0 ? sf::Color(150, 104, 26) : sf::Color(104, 112, 126); }
const char *coinGlyph(int side) { return side == 0 ? "P" : "F"; }
const char *coinArt(int side) { return side == 0 ? "coins/pile" : "coins/face"; }

// ---- the scene's input ------------------------------------------------------------------------

HexSceneInput objectifVillesScene(const ov::Rules &rules, const ov::State &state, const OvMarks &marks) {
  HexSceneInput in;
  const core::HexMap &map = rules.map;
  in.columns = map.columns;
  in.rows = map.rows;
  in.cells.reserve(static_cast<std::size_t>(map.cells()));
  for (int i = 0; i < map.cells(); ++i) {
    const ov::Terrain t = rules.terrainAt(map.hexAt(i));
    HexCellLook look;
    look.fill = terrainColor(t);
    look.edge = sf::Color(18, 26, 20, t == ov::Terrain::Sea ? 50 : 95);
    look.label = labelColor(t);
    in.cells.push_back(look);
  }
  // Rivers along hexsides (OV-MAP-2).
  for (const auto &[a, b] : map.sides("rivers").sides())
    in.sides.push_back({a, b, sf::Color(64, 150, 236), 0.17f});

  // What may be attacked, where a piece may go and the path, retreat options, the hovered hex.
  const int pulse = static_cast<int>(marks.pulse * 255);
  for (Hex h : marks.targets)
    in.highlights.push_back({h, sf::Color(255, 70, 50, 40), sf::Color(235, 45, 35, 210), 0.07f});
  for (const auto &r : marks.reach) {
    HexHighlight m;
    m.hex = r.hex;
    m.fill = sf::Color(255, 246, 190, 105);
    m.text = std::to_string(r.cost);
    in.highlights.push_back(m);
  }
  if (marks.path.size() >= 2) in.paths.push_back({marks.path, sf::Color(255, 214, 64, 235), 0.13f});
  for (Hex h : marks.retreat_options)
    in.highlights.push_back({h, sf::Color(80, 230, 255, static_cast<sf::Uint8>(30 + pulse / 6)),
                             sf::Color(80, 230, 255, 230), 0.07f});
  in.hovered = marks.hovered;

  // Coins: rings for what they may do or are doing; dimmed once spent this phase.
  auto coin = [&](Hex h, int side, int alpha_value) {
    HexToken t;
    t.shape = TokenShape::Coin;
    t.hex = h;
    t.face = coinFace(side);
    t.rim = coinRim(side);
    t.ink = lighten(coinRim(side), -40);
    t.glyph = coinGlyph(side);
    t.art = coinArt(side);
    t.alpha = alpha_value;
    return t;
  };
  for (const ov::Piece &p : state.pieces) {
    if (p.status != ov::PieceStatus::OnBoard) continue;
    HexToken t = coin(p.hex, p.side, 255);
    const bool mine = p.side == state.side && state.retreats.empty();
    t.dim = mine && ((state.phase == ov::Phase::Movement && p.moved) ||
                     (state.phase == ov::Phase::Combat && p.attacked));
    if (contains(marks.ready, p.hex)) t.halos.push_back({sf::Color(110, 255, 130, 215), 1.02f, 1.20f});
    if (marks.selected && *marks.selected == p.hex)
      t.halos.push_back(
          {sf::Color(255, 255, 255, static_cast<sf::Uint8>(160 + pulse * 95 / 255)), 1.04f, 1.26f});
    if (contains(marks.attackers, p.hex)) t.halos.push_back({sf::Color(255, 150, 30, 245), 1.04f, 1.28f});
    if (marks.defender && *marks.defender == p.hex)
      t.halos.push_back({sf::Color(235, 40, 40, 250), 1.04f, 1.32f});
    if (marks.retreating && *marks.retreating == p.hex)
      t.halos.push_back(
          {sf::Color(80, 230, 255, static_cast<sf::Uint8>(150 + pulse * 105 / 255)), 1.04f, 1.30f});
    in.tokens.push_back(std::move(t));
  }
  if (marks.ghost) in.tokens.push_back(coin(*marks.ghost, marks.ghost_side, 120));
  return in;
}

// ---- the view ---------------------------------------------------------------------------------

ObjectifVillesView::ObjectifVillesView(std::unique_ptr<OvMatch> match)
    : match_(std::move(match)), computers_(match_->players(), match_->seed()),
      curtain_(curtainFor<ov::Game>(match_->rules())),
      geometry_(match_->rules().map.columns, match_->rules().map.rows) {
  log_seen_ = match_->log().size();
  refresh();
}

std::string ObjectifVillesView::title() const {
  return fill(tr("Amirauté — Objectif Villes — {title}"), {{"title", match_->rules().title}});
}

float ObjectifVillesView::panelWidth() const { return still_ ? 0 : sidePanelWidth(window_.x, 400); }

void ObjectifVillesView::resize(sf::Vector2u size) {
  // Keep the whole map in view as the window changes, unless the player has panned or zoomed.
  const bool refit = auto_fit_.following(camera_);
  window_ = size;
  camera_.setViewport(tableArea(size, still_ ? 0 : kBarHeight, panelWidth()));
  if (refit) fitMap();
}

void ObjectifVillesView::setStill(bool still) {
  still_ = still;
  resize(window_);
  fitMap();
}

void ObjectifVillesView::fitMap() {
  camera_.fit(geometry_.width(), geometry_.height(), still_ ? 12.f : 22.f);
  auto_fit_.fitted(camera_);
}

sf::Vector2f ObjectifVillesView::screenOf(Hex h) const { return camera_.worldToScreen(geometry_.center(h)); }

int ObjectifVillesView::own(Hex h) const {
  const int i = shown_.pieceAt(h);
  return i < 0 ? -1 : shown_.pieces[static_cast<std::size_t>(i)].side;
}

std::string ObjectifVillesView::computer(const std::string &side, const std::string &level) {
  std::string why = computers_.set(side, level);
  if (why.empty()) refresh();
  return why;
}

void ObjectifVillesView::refresh() {
  computers_.follow(curtain_, match_->toMove());
  shown_ = match_->observe(curtain_.shownSeat());
}

void ObjectifVillesView::clearSelection() {
  selected_.reset();
  reach_.reset();
  attackers_.clear();
  defender_.reset();
}

bool ObjectifVillesView::submit(const ov::Action &action, bool by_computer) {
  if (!by_computer && computers_.isComputer(match_->toMove())) {
    error_ = fill(tr("{side} is played by the computer: wait for its move"),
                  {{"side", match_->players().names[static_cast<std::size_t>(match_->toMove())]}});
    notice_.clear();
    return false;
  }
  try {
    match_->submit(action);
  } catch (const std::exception &e) { // a game::RuleViolation: the message, then the clause
    error_ = e.what();
    notice_.clear();
    return false;
  }
  refresh();
  error_.clear();
  notice_ = fill(tr("done: {action}"), {{"action", match_->actions().back()}});
  clearSelection();
  return true;
}

bool ObjectifVillesView::endPhase() { return submit(ov::EndPhase{}); }

bool ObjectifVillesView::resolveAttack() {
  if (!defender_ || attackers_.empty()) {
    error_ = std::string("OV-COMBAT-2: ") + tr("pick a defender and at least one attacker first");
    return false;
  }
  return submit(ov::Attack{*defender_, attackers_});
}

void ObjectifVillesView::undo() {
  if (auto why = computers_.undoRefusal(*match_, false)) {
    error_ = *why;
    return;
  }
  std::string undone;
  for (const std::string &t : computers_.undoBack(*match_, false))
    undone += (undone.empty() ? "" : "; ") + t;
  refresh();
  clearSelection();
  error_.clear();
  notice_ = fill(tr("undone: {actions}"), {{"actions", undone}});
}

void ObjectifVillesView::save(const std::string &path) {
  file_path_ = path;
  try {
    match_->save(file_path_);
    error_.clear();
    notice_ = fill(trn("saved {n} action to {file}", "saved {n} actions to {file}",
                       static_cast<long>(match_->actions().size())),
                   {{"n", std::to_string(match_->actions().size())}, {"file", file_path_}});
  } catch (const std::exception &e) {
    error_ = e.what();
    notice_.clear();
  }
}

bool ObjectifVillesView::loadGame(const std::string &path) {
  const OvMatch *before = match_.get();
  std::string typed = std::exchange(file_path_, path);
  load();
  file_path_ = std::move(typed);
  return match_.get() != before;
}

void ObjectifVillesView::load() {
  try {
    auto loaded = std::make_unique<OvMatch>(OvMatch::load(file_path_, match_->seed()));
    computers_.cancel();
    computers_.reseat(loaded->players().names);
    const bool resized = loaded->rules().map.columns != match_->rules().map.columns ||
                         loaded->rules().map.rows != match_->rules().map.rows;
    match_ = std::move(loaded);
    curtain_ = curtainFor<ov::Game>(match_->rules());
    refresh();
    if (resized) {
      geometry_ = HexGeometry(match_->rules().map.columns, match_->rules().map.rows);
      fitMap();
    }
    clearSelection();
    error_.clear();
    notice_ = fill(trn("loaded {n} action from {file}", "loaded {n} actions from {file}",
                       static_cast<long>(match_->actions().size())),
                   {{"n", std::to_string(match_->actions().size())}, {"file", file_path_}});
    log_seen_ = 0;
  } catch (const std::exception &e) {
    error_ = e.what();
    notice_.clear();
  }
}

void ObjectifVillesView::onLeftClick(sf::Vector2f p) {
  const auto hex = pickHex(camera_, geometry_, match_->rules().map, p);
  const ov::State &st = shown_;
  if (!hex || st.phase == ov::Phase::Over) {
    clearSelection();
    return;
  }
  const Hex h = *hex;
  if (!st.retreats.empty()) {
    const ov::Piece &piece = st.pieces[static_cast<std::size_t>(st.retreats.front().piece)];
    if (h == piece.hex) return;
    submit(ov::Retreat{piece.hex, h});
    return;
  }
  const int side = own(h);
  switch (st.phase) {
  case ov::Phase::Placement: submit(ov::Place{st.side, h}); break;
  case ov::Phase::Movement:
    if (side == st.side) {
      if (selected_ && *selected_ == h) {
        clearSelection();
      } else {
        clearSelection();
        selected_ = h;
        reach_ = ov::reachOf(match_->rules(), st, h);
        error_.clear();
      }
    } else if (selected_ && side < 0) {
      submit(ov::Move{*selected_, h}); // the engine explains a refusal (too far, sea, moved...)
    } else {
      clearSelection();
    }
    break;
  case ov::Phase::Combat:
    if (side == st.side) {
      auto it = std::find(attackers_.begin(), attackers_.end(), h);
      if (it != attackers_.end())
        attackers_.erase(it);
      else
        attackers_.push_back(h);
      error_.clear();
    } else if (side >= 0) {
      if (defender_ && *defender_ == h) {
        defender_.reset();
      } else {
        defender_ = h;
        // First pick: propose every piece that can still join an attack on this defender.
        if (attackers_.empty())
          for (const ov::Piece &piece : st.pieces)
            if (piece.side == st.side && piece.status == ov::PieceStatus::OnBoard && !piece.attacked &&
                core::adjacent(piece.hex, h))
              attackers_.push_back(piece.hex);
      }
      error_.clear();
    } else {
      clearSelection();
    }
    break;
  case ov::Phase::Over: break;
  }
}

void ObjectifVillesView::handleEvent(const sf::Event &e, bool gui_mouse, bool gui_keyboard) {
  if (curtain_.handleEvent(e)) {
    if (!curtain_.down()) refresh(); // lifted: show the called seat's side
    return;
  }
  mouse_on_gui_ = gui_mouse;
  if (nav_.handle(camera_, e, gui_mouse, gui_keyboard)) return;
  switch (e.type) {
  case sf::Event::Resized: resize({e.size.width, e.size.height}); break;
  case sf::Event::MouseMoved:
    hovered_ = gui_mouse ? std::nullopt : pickHex(camera_, geometry_, match_->rules().map, nav_.pointer());
    break;
  case sf::Event::MouseButtonPressed:
    if (e.mouseButton.button == sf::Mouse::Left) {
      hovered_ = pickHex(camera_, geometry_, match_->rules().map, nav_.pointer());
      onLeftClick(nav_.pointer());
    }
    break;
  case sf::Event::KeyPressed:
    switch (e.key.code) {
    case sf::Keyboard::F1: help_ = !help_; break;
    case sf::Keyboard::L:
      if (!gui_keyboard) legend_choice_ = !legend_rect_;
      break;
    case sf::Keyboard::Home: fitMap(); break;
    case sf::Keyboard::Escape:
      if (help_)
        help_ = false;
      else
        clearSelection();
      break;
    case sf::Keyboard::Enter:
      if (shown_.phase == ov::Phase::Combat && defender_ && !attackers_.empty())
        resolveAttack();
      else
        endPhase();
      break;
    case sf::Keyboard::Z:
      if (e.key.control) undo();
      break;
    case sf::Keyboard::S:
      if (e.key.control) files_.open(FileDialog::Kind::Save, *this);
      break;
    case sf::Keyboard::O:
      if (e.key.control) files_.open(FileDialog::Kind::Load, *this);
      break;
    case sf::Keyboard::F12: screenshot_ = quickShotPath(*this, screenshot_path_); break;
    default: break;
    }
    break;
  default: break;
  }
}

void ObjectifVillesView::update(float dt) {
  time_ += dt;
  // The computer's seat plays through submit(), as a person's click does.
  if (!still_)
    if (std::optional<ov::Action> a = computers_.poll(*match_, dt)) submit(*a, true);
}

OvMarks ObjectifVillesView::marks() const {
  const ov::Rules &rules = match_->rules();
  const ov::State &st = shown_;
  OvMarks m;
  m.hovered = hovered_;
  m.pulse = 0.5f + 0.5f * std::sin(time_ * 4.0f);
  if (st.phase == ov::Phase::Over) return m;
  if (!st.retreats.empty()) {
    const ov::PendingRetreat &r = st.retreats.front();
    m.retreating = st.pieces[static_cast<std::size_t>(r.piece)].hex;
    m.retreat_options = ov::retreatOptions(rules, st, r);
    return m;
  }
  m.selected = selected_;
  if (selected_ && reach_) {
    const int i = st.pieceAt(*selected_);
    if (i >= 0 && !st.pieces[static_cast<std::size_t>(i)].moved) {
      m.reach = reach_->destinations;
      if (hovered_) {
        const bool dest =
            std::any_of(m.reach.begin(), m.reach.end(), [&](const auto &d) { return d.hex == *hovered_; });
        if (dest) m.path = reach_->searched.pathTo(*hovered_);
      }
    }
  }
  m.attackers = attackers_;
  m.defender = defender_;
  if (st.phase == ov::Phase::Placement && hovered_ && st.pieceAt(*hovered_) < 0 &&
      rules.terrainAt(*hovered_) != ov::Terrain::Sea) {
    m.ghost = hovered_;
    m.ghost_side = st.side;
  }
  for (const ov::Piece &p : st.pieces) {
    if (p.status != ov::PieceStatus::OnBoard) continue;
    if (st.phase == ov::Phase::Combat && p.side != st.side) {
      for (const ov::Piece &q : st.pieces)
        if (q.side == st.side && q.status == ov::PieceStatus::OnBoard && !q.attacked &&
            core::adjacent(p.hex, q.hex)) {
          m.targets.push_back(p.hex);
          break;
        }
    }
    if (p.side == st.side && st.phase == ov::Phase::Movement && !p.moved && !selected_)
      m.ready.push_back(p.hex);
  }
  return m;
}

HexSceneInput ObjectifVillesView::sceneInput() const {
  return objectifVillesScene(match_->rules(), shown_, still_ ? OvMarks{} : marks());
}

void ObjectifVillesView::drawTable(sf::RenderTarget &target) {
  if (curtain_.down() && !still_) return; // nothing of the table shows behind the curtain
  buildHexScene(camera_, sceneInput(), batches_);
  renderer_.draw(target, batches_);
}

std::optional<std::string> ObjectifVillesView::takeScreenshotRequest() {
  auto r = screenshot_;
  screenshot_.reset();
  return r;
}

void ObjectifVillesView::screenshotSaved(const std::string &path, bool ok) {
  if (ok) {
    error_.clear();
    notice_ = fill(tr("screenshot saved to {file}"), {{"file", path}});
  } else {
    error_ = fill(tr("could not save the screenshot to {file}"), {{"file", path}});
    notice_.clear();
  }
}

namespace {

const HelpRow kHexHelp[] = {
    {N_("Click an empty land hex"), N_("placement: put a coin of the side to play there")},
    {N_("Click own coin"), N_("movement: select it; the hexes in reach show their cost")},
    {N_("Click a hex in reach"), N_("move the selected coin there (the path follows the pointer)")},
    {N_("Click enemy coin (red hex)"), N_("combat: attack it; adjacent coins join the attack")},
    {N_("Click own coin"), N_("combat: add it to or take it out of the attack")},
    {N_("Resolve attack"), N_("resolve the attack being prepared (panel button, or Enter)")},
    {N_("Click a cyan hex"), N_("retreat the beaten coin there")},
    {N_("Enter"), N_("resolve the prepared attack, else end the phase")},
    {"Ctrl+Z", N_("undo the last action")},
    {"Ctrl+S / Ctrl+O", N_("save / load the game record")},
    {N_("Escape"), N_("close this help, else drop the selection")},
    {N_("Point at a hex"), N_("its number, terrain, cost to enter and strength")},
    {"L", N_("show or hide the legend of the map")},
    {N_("Right or middle drag, arrows"), N_("pan")},
    {N_("Wheel"), N_("zoom about the pointer")},
    {"+ / -", N_("zoom about the middle of the map")},
    {N_("Home"), N_("fit the whole map")},
    {"F12", N_("save a screenshot at once (named after the scenario and the time)")},
    {"F1", N_("this help")},
};

const char *const kHexHelpNotes[] = {
    N_("Green ring: a coin that has not moved yet. Dimmed: it has already acted this phase."),
    N_("Orange ring: an attacker; red ring: the defender. Hover a hex for its number."),
};

} // namespace

std::span<const HelpRow> objectifVillesHelpRows() { return kHexHelp; }

// ---- panels -----------------------------------------------------------------------------------

namespace {

// A coin at `c`, `radius` pixels: the side's rim, its face picture tinted with the side's colour
// (the letter when there is no picture), darkened when `dim`.
void drawCoin(ImDrawList *dl, ImVec2 c, float radius, int side, const sf::Texture *art, ImFont *font,
              bool dim = false) {
  dl->AddCircleFilled(c, radius, toImU32(coinRim(side)), 28);
  const float face = radius * 0.86f;
  if (art) {
    dl->AddImage(reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(art->getNativeHandle())),
                 {c.x - face, c.y - face}, {c.x + face, c.y + face}, {0, 0}, {1, 1}, toImU32(coinFace(side)));
  } else {
    dl->AddCircleFilled(c, face, toImU32(coinFace(side)), 28);
    ImFont *f = font ? font : ImGui::GetFont();
    const float size = radius * 1.25f;
    const ImVec2 ts = f->CalcTextSizeA(size, FLT_MAX, 0, coinGlyph(side));
    dl->AddText(f, size, {c.x - ts.x / 2, c.y - ts.y / 2}, toImU32(lighten(coinRim(side), -40)),
                coinGlyph(side));
  }
  if (dim) dl->AddCircleFilled(c, radius, IM_COL32(24, 28, 36, 110), 28);
}

// A coin as an inline widget.
void coinIcon(int side, float radius, const sf::Texture *art, ImFont *font) {
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  const float line = ImGui::GetTextLineHeight();
  const float h = std::max(line, radius * 2);
  drawCoin(ImGui::GetWindowDrawList(), {pos.x + radius, pos.y + h / 2}, radius, side, art, font);
  ImGui::Dummy({radius * 2, h});
}

std::string sideName(const ov::Rules &r, int side) { return r.sides[static_cast<std::size_t>(side)]; }

/// The kind of victory for a person (ov::victoryName is the word scripts read).
const char *victoryLabel(ov::Victory v) {
  switch (v) {
  case ov::Victory::None: return tr("none");
  case ov::Victory::Partial: return tr("partial");
  case ov::Victory::Decisive: return tr("decisive");
  case ov::Victory::Total: return tr("total");
  case ov::Victory::MostCities: return tr("most cities");
  case ov::Victory::Draw: return tr("draw");
  }
  return "?";
}

} // namespace

void ObjectifVillesView::drawGui(const GuiFonts &fonts) {
  if (still_) return;
  if (curtain_.down()) { // the curtain alone: no bar, no panel, no hint
    curtain_.draw(window_, fonts);
    if (!curtain_.down()) refresh();
    return;
  }
  for (int s = 0; s < 2; ++s)
    coin_art_[s] = renderer_.art(coinArt(s));
  guiTurnBar(fonts);
  guiPanel(fonts);
  guiLegendWindow();
  guiVictory(fonts);
  guiHint();
  helpOverlay(help_, window_, tr("Objectif Villes — the hex map"), kHexHelp, kHexHelpNotes, fonts.medium);
  if (const auto chosen = files_.draw(window_.x / 2.f, window_.y / 2.f, static_cast<float>(window_.x),
                                      static_cast<float>(window_.y))) {
    if (chosen->kind == FileDialog::Kind::Save) save(chosen->path);
    if (chosen->kind == FileDialog::Kind::Load) askToLoad(chosen->path); // the window asks first if unsaved
    if (chosen->kind == FileDialog::Kind::Screenshot) screenshot_ = chosen->path;
  }
}

void ObjectifVillesView::guiTurnBar(const GuiFonts &fonts) {
  const ov::State &st = shown_;
  const ov::Rules &rules = match_->rules();
  bar_.clear();
  beginTopBar("##hexturnbar", static_cast<float>(window_.x), kBarHeight);
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  const bool over = st.phase == ov::Phase::Over;
  if (st.phase == ov::Phase::Placement)
    ImGui::TextUnformatted(tr("Placement"));
  else
    ImGui::TextUnformatted(fill(tr("Turn {turn} / {limit}"), {{"turn", std::to_string(st.turn)},
                                                              {"limit", std::to_string(rules.turn_limit)}})
                               .c_str());
  ImGui::SameLine(0, 18);
  if (!over) {
    const int actor = st.actor();
    ImGui::SetCursorPosY(10);
    coinIcon(actor, 14, coin_art_[actor], fonts.medium);
    ImGui::SameLine(0, 8);
    ImGui::SetCursorPosY(11);
    ImGui::TextColored(toImVec4(coinFace(actor)), "%s", sideName(rules, actor).c_str());
    ImGui::SameLine(0, 10);
    const char *phase = !st.retreats.empty()               ? tr("must retreat")
                        : st.phase == ov::Phase::Placement ? tr("places a piece")
                        : st.phase == ov::Phase::Movement  ? tr("Movement")
                                                           : tr("Combat");
    ImGui::TextUnformatted(phase);
  } else {
    ImGui::TextColored(kGold, "%s", tr("Game over"));
  }
  if (fonts.medium) ImGui::PopFont();

  // The counts repeat the panel's: in a narrow window they give way to the buttons.
  const char *end_label = st.phase == ov::Phase::Combat ? tr("End combat  ▸") : tr("End movement  ▸");
  const bool has_end = !over && st.phase != ov::Phase::Placement;
  const float buttons = (has_end ? barButtonWidth(end_label) + 14 : 0) + barButtonWidth(tr("Undo")) +
                        barButtonWidth(tr("Screenshot")) + barButtonWidth(tr("Fit")) +
                        barButtonWidth(tr("Help  F1")) + barButtonWidth(languageButtonLabel());
  const float used = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x;
  float room = static_cast<float>(window_.x) - used - 26 - buttons - 12;
  char counts[2][64];
  for (int s = 0; s < 2; ++s)
    std::snprintf(counts[s], sizeof counts[s], "%s %d/%d", sideName(rules, s).c_str(),
                  ov::citiesHeld(rules, st, s), kCitiesToWin);
  const char *cities = tr("Cities");
  const float cities_w = 26 + ImGui::CalcTextSize(cities).x + 20 + ImGui::CalcTextSize(counts[0]).x +
                         ImGui::CalcTextSize(counts[1]).x;
  if (cities_w <= room) {
    room -= cities_w;
    ImGui::SameLine(0, 26);
    ImGui::SetCursorPosY(14);
    ImGui::TextColored(kDim, "%s", cities);
    for (int s = 0; s < 2; ++s) {
      ImGui::SameLine(0, 10);
      ImGui::TextColored(toImVec4(coinFace(s)), "%s", counts[s]);
    }
  }
  if (st.phase == ov::Phase::Placement && !over) {
    // No phase to end: placement ends when both hands are empty (OV-PLACE-1).
    char hand[2][64];
    for (int s = 0; s < 2; ++s)
      std::snprintf(hand[s], sizeof hand[s], "%s %d", sideName(rules, s).c_str(), st.inHand(s));
    const char *to_place = tr("To place");
    const float hand_w = 26 + ImGui::CalcTextSize(to_place).x + 20 + ImGui::CalcTextSize(hand[0]).x +
                         ImGui::CalcTextSize(hand[1]).x;
    if (hand_w <= room) {
      ImGui::SameLine(0, 26);
      ImGui::SetCursorPosY(14);
      ImGui::TextColored(kDim, "%s", to_place);
      for (int s = 0; s < 2; ++s) {
        ImGui::SameLine(0, 10);
        ImGui::TextColored(toImVec4(coinFace(s)), "%s", hand[s]);
      }
    }
  }
  ImGui::SameLine(0, 26);
  ImGui::SetCursorPosY(12);
  if (has_end) {
    const std::optional<std::string> playing = computers_.playingLine(match_->toMove());
    const bool can_end = !over && st.retreats.empty() && !playing;
    if (endPhaseButton(end_label, !can_end)) endPhase();
    bar_.note(end_label);
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
      ImGui::SetTooltip("%s", over                   ? tr("The game is over (OV-GAME-1)")
                              : playing              ? playing->c_str()
                              : !st.retreats.empty() ? tr("A retreat must be chosen first (OV-RETREAT-1)")
                                                     : tr("End this phase (Enter) — OV-TURN-1"));
    ImGui::SameLine(0, 14);
  }
  const std::optional<std::string> no_undo = computers_.undoRefusal(*match_, false);
  ImGui::BeginDisabled(no_undo.has_value());
  if (bar_.button(tr("Undo"))) undo();
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip(
        "%s",
        no_undo ? no_undo->c_str()
                : fill(tr("Take back: {action}  (Ctrl+Z)"), {{"action", match_->actions().back()}}).c_str());
  ImGui::SameLine();
  if (bar_.button(tr("Screenshot"))) files_.open(FileDialog::Kind::Screenshot, *this);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Save a picture of the window (F12: at once)"));
  ImGui::SameLine();
  if (bar_.button(tr("Fit"))) fitMap();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Show the whole map (Home)"));
  ImGui::SameLine();
  if (bar_.button(tr("Help  F1"))) help_ = !help_;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Every shortcut and mouse action (F1)"));
  ImGui::SameLine();
  if (languageButton(bar_)) refresh();
  ImGui::SameLine();
  endTopBar(rules.title, static_cast<float>(window_.x), kDim, 14);
}

void ObjectifVillesView::guiPanel(const GuiFonts &fonts) {
  beginSidePanel("##hexpanel", window_, panelWidth(), kBarHeight);
  ImGui::PushTextWrapPos(0);
  guiSides();
  if (computers_.gui(time_)) refresh();
  ImGui::Separator();
  guiAction(fonts);
  if (!error_.empty()) {
    ImGui::Spacing();
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0.35f, 0.08f, 0.08f, 0.55f));
    ImGui::BeginChild("##error", {0, ImGui::GetTextLineHeightWithSpacing() * 3.6f}, true);
    ImGui::TextColored(kRed, "✗ %s", error_.c_str());
    ImGui::TextColored(kDim, "%s", tr("The game is unchanged."));
    ImGui::EndChild();
    ImGui::PopStyleColor();
  } else if (!notice_.empty()) {
    ImGui::TextColored(kGreen, "✓ %s", notice_.c_str());
  }
  ImGui::Separator();
  guiFiles();
  guiLegend();
  ImGui::Separator();
  ImGui::PopTextWrapPos();
  guiLog();
  endSidePanel();
}

void ObjectifVillesView::guiSides() {
  const ov::State &st = shown_;
  const ov::Rules &rules = match_->rules();
  if (ImGui::BeginTable("##sides", 2, ImGuiTableFlags_SizingStretchSame)) {
    for (int s = 0; s < 2; ++s) {
      ImGui::TableNextColumn();
      coinIcon(s, 13, coin_art_[s], nullptr);
      ImGui::SameLine(0, 8);
      const bool to_play = st.phase != ov::Phase::Over && st.actor() == s;
      ImGui::TextColored(
          toImVec4(coinFace(s)), "%s",
          (to_play ? fill(tr("{side}  (to play)"), {{"side", sideName(rules, s)}}) : sideName(rules, s))
              .c_str());
      const int held = ov::citiesHeld(rules, st, s);
      const std::string overlay =
          fill(trn("{n} / {total} city", "{n} / {total} cities", kCitiesToWin),
               {{"n", std::to_string(held)}, {"total", std::to_string(kCitiesToWin)}});
      ImGui::PushStyleColor(ImGuiCol_PlotHistogram, toImVec4(lighten(coinRim(s), 30)));
      ImGui::ProgressBar(std::min(1.f, held / static_cast<float>(kCitiesToWin)), {-4, 0}, overlay.c_str());
      ImGui::PopStyleColor();
      int eliminated = 0;
      for (const ov::Piece &p : st.pieces)
        if (p.side == s && p.status == ov::PieceStatus::Eliminated) ++eliminated;
      if (st.inHand(s) > 0)
        ImGui::TextColored(kDim, "%s",
                           fill(tr("{n} on map · {hand} to place"), {{"n", std::to_string(st.onBoard(s))},
                                                                     {"hand", std::to_string(st.inHand(s))}})
                               .c_str());
      else
        ImGui::TextColored(kDim, "%s",
                           fill(tr("{n} on map · {lost} lost"),
                                {{"n", std::to_string(st.onBoard(s))}, {"lost", std::to_string(eliminated)}})
                               .c_str());
    }
    ImGui::EndTable();
  }
}

void ObjectifVillesView::guiAction(const GuiFonts &fonts) {
  const ov::State &st = shown_;
  const ov::Rules &rules = match_->rules();
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  const char *head = st.phase == ov::Phase::Over        ? tr("Game over")
                     : !st.retreats.empty()             ? tr("Retreat")
                     : st.phase == ov::Phase::Placement ? tr("Placement")
                     : st.phase == ov::Phase::Movement  ? tr("Movement")
                                                        : tr("Combat");
  ImGui::TextColored(kGold, "%s", head);
  if (fonts.medium) ImGui::PopFont();
  if (st.phase == ov::Phase::Over) {
    ImGui::TextUnformatted(tr("No more actions are accepted (OV-GAME-1). Undo takes back the last one."));
    return;
  }
  if (const auto playing = computers_.playingLine(match_->toMove())) { // no instructions to the computer
    ImGui::TextUnformatted(playing->c_str());
    return;
  }
  if (!st.retreats.empty()) {
    const ov::PendingRetreat &r = st.retreats.front();
    const ov::Piece &p = st.pieces[static_cast<std::size_t>(r.piece)];
    const auto options = ov::retreatOptions(rules, st, r);
    ImGui::TextUnformatted(fill(tr("{side} must retreat the piece on {hex} (3:1, OV-RETREAT-1)."),
                                {{"side", sideName(rules, p.side)}, {"hex", core::formatHex(p.hex)}})
                               .c_str());
    std::string list;
    for (Hex h : options)
      list += (list.empty() ? "" : ", ") + core::formatHex(h);
    ImGui::TextColored(kDim, "%s",
                       fill(tr("Click a highlighted hex: {hexes} (OV-RETREAT-2)."),
                            {{"hexes", list.empty() ? std::string(tr("none")) : list}})
                           .c_str());
    return;
  }
  switch (st.phase) {
  case ov::Phase::Placement:
    ImGui::TextUnformatted(
        fill(tr("{side} places: click an empty land hex (OV-PLACE-2)."), {{"side", sideName(rules, st.side)}})
            .c_str());
    ImGui::TextColored(kDim, "%s",
                       fill(tr("Pieces left to place: {side0} {n0}, {side1} {n1}. At most {cap} cities each "
                               "(OV-PLACE-3)."),
                            {{"side0", sideName(rules, 0)},
                             {"n0", std::to_string(st.inHand(0))},
                             {"side1", sideName(rules, 1)},
                             {"n1", std::to_string(st.inHand(1))},
                             {"cap", std::to_string(rules.options.placement_city_cap)}})
                           .c_str());
    break;
  case ov::Phase::Movement: {
    if (!selected_) {
      ImGui::TextUnformatted(fill(tr("{side} moves: click one of your coins (green ring = not moved yet)."),
                                  {{"side", sideName(rules, st.side)}})
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
        fill(tr("Piece on {hex} ({terrain})"), {{"hex", core::formatHex(*selected_)},
                                                {"terrain", ov::terrainLabel(rules.terrainAt(*selected_))}})
            .c_str());
    if (moved) {
      ImGui::TextColored(kDim, "%s", tr("It has already moved this turn (OV-MOVE-1)."));
    } else {
      const std::size_t n = reach_ ? reach_->destinations.size() : 0;
      ImGui::TextColored(kDim, "%s",
                         fill(trn("{n} hex in reach; the number is the cost. Click one to move there.",
                                  "{n} hexes in reach; the number is the cost. Click one to move there.",
                                  static_cast<long>(n)),
                              {{"n", std::to_string(n)}})
                             .c_str());
      if (hovered_ && reach_) {
        const int cost = reach_->searched.costTo(*hovered_);
        if (cost > 0 && st.pieceAt(*hovered_) < 0)
          ImGui::TextUnformatted(fill(tr("→ {hex} costs {cost} of {n} points"),
                                      {{"hex", core::formatHex(*hovered_)},
                                       {"cost", std::to_string(cost)},
                                       {"n", std::to_string(rules.options.movement_points)}})
                                     .c_str());
      }
    }
    break;
  }
  case ov::Phase::Combat: guiCombat(); break;
  case ov::Phase::Over: break;
  }
}

void ObjectifVillesView::guiCombat() {
  const ov::State &st = shown_;
  const ov::Rules &rules = match_->rules();
  ImGui::TextUnformatted(
      fill(tr("{side} attacks: click an enemy coin (red hexes), then toggle your attackers."),
           {{"side", sideName(rules, st.side)}})
          .c_str());
  if (!defender_) {
    ImGui::TextColored(kDim, "%s",
                       tr("An attack never harms the attacker (OV-COMBAT-1). End combat when done."));
    return;
  }
  const int d = st.pieceAt(*defender_);
  if (d < 0) return;
  const ov::Attack attack{*defender_, attackers_};
  const ov::Odds odds = ov::attackOdds(rules, st, attack);
  const std::optional<game::Ruling> ruling = match_->check(attack);
  std::string who;
  for (Hex h : attackers_)
    who += (who.empty() ? "" : " + ") + core::formatHex(h) + " (" +
           std::to_string(ov::combatValue(rules.terrainAt(h))) + ")";
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
                                              {"terrain", ov::terrainLabel(rules.terrainAt(*defender_))},
                                              {"n", std::to_string(odds.defence)}})
            .c_str());
    ImGui::TableNextColumn();
    ImGui::TextColored(kDim, "%s", tr("Odds"));
    ImGui::TableNextColumn();
    ImGui::Text("%s", odds.text().c_str());
    ImGui::TableNextColumn();
    ImGui::TextColored(kDim, "%s", tr("Outcome"));
    ImGui::TableNextColumn();
    const ImVec4 col = odds.result == ov::CombatResult::Eliminated ? kRed
                       : odds.result == ov::CombatResult::Retreat  ? kGold
                                                                   : kDim;
    ImGui::TextColored(col, "%s",
                       odds.result == ov::CombatResult::Eliminated ? tr("defender eliminated (4:1+)")
                       : odds.result == ov::CombatResult::Retreat  ? tr("defender retreats (3:1)")
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

void ObjectifVillesView::guiFiles() {
  ImGui::TextColored(kDim, "%s", tr("Game record"));
  if (ImGui::Button((std::string(tr("Save")) + "##file").c_str())) files_.open(FileDialog::Kind::Save, *this);
  ImGui::SameLine();
  if (ImGui::Button((std::string(tr("Load")) + "##file").c_str())) files_.open(FileDialog::Kind::Load, *this);
  ImGui::SameLine();
  ImGui::BeginDisabled(computers_.undoRefusal(*match_, false).has_value());
  if (ImGui::Button((std::string(tr("Undo")) + "##file").c_str())) undo();
  ImGui::EndDisabled();
  // The count beside the buttons when it fits, else under them.
  const std::string count =
      fill(trn("{n} action", "{n} actions", static_cast<long>(match_->actions().size())),
           {{"n", std::to_string(match_->actions().size())}});
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(count.c_str()).x) ImGui::NewLine();
  ImGui::TextColored(kDim, "%s", count.c_str());
}

std::vector<OldLegendEntry> ObjectifVillesView::legend() const {
  const ov::Rules &rules = match_->rules();
  auto cell = [](ov::Terrain t) {
    HexCellLook look;
    look.fill = terrainColor(t);
    look.label = labelColor(t);
    return look;
  };
  std::vector<OldLegendEntry> out;
  for (const ov::Terrain t : {ov::Terrain::Plain, ov::Terrain::City, ov::Terrain::Forest,
                              ov::Terrain::Mountain, ov::Terrain::Sea}) {
    std::string detail =
        t == ov::Terrain::Sea
            ? std::string(tr("no coin may stand, move or retreat there"))
            : fill(tr("enter {cost} · strength {n}"),
                   {{"cost", std::to_string(ov::enterCost(t))}, {"n", std::to_string(ov::combatValue(t))}});
    if (t == ov::Terrain::City)
      detail += std::string(" · ") + tr("the cities held decide the game (OV-WIN-1)");
    out.push_back({cell(t), ov::terrainLabel(t), std::move(detail)});
  }
  out.push_back(
      {cell(ov::Terrain::Plain), tr("river"), tr("free to cross; no retreat across it (OV-RETREAT-2)"), false,
       [](float x, float y, float r) {
         // Along the swatch's lower side, as the map draws it along a hexside.
         ImGui::GetWindowDrawList()->AddLine({x - r * 0.5f, y + r * 0.87f}, {x + r * 0.5f, y + r * 0.87f},
                                             IM_COL32(64, 150, 236, 255), std::max(3.f, r * 0.22f));
       }});
  const sf::Texture *art[2] = {coin_art_[0], coin_art_[1]};
  auto coin = [art](int side, bool dim = false, ImU32 ring = 0, float ring_width = 0) {
    return [=](float x, float y, float r) {
      ImDrawList *dl = ImGui::GetWindowDrawList();
      const float radius = r * (ring ? 0.72f : 0.8f);
      if (ring) dl->AddCircle({x, y}, radius * 1.15f + ring_width / 2, ring, 28, ring_width);
      drawCoin(dl, {x, y}, radius, side, art[side], nullptr, dim);
    };
  };
  for (int side = 0; side < 2; ++side)
    out.push_back({cell(ov::Terrain::Plain), fill(tr("{side} coin"), {{"side", sideName(rules, side)}}),
                   side == 0 ? tr("the numeral side, gold") : tr("the head side, silver"), false,
                   coin(side)});
  const float ring = 3;
  out.push_back({cell(ov::Terrain::Plain), tr("not moved yet"), tr("green ring: it may still move this turn"),
                 false, coin(0, false, IM_COL32(110, 255, 130, 230), ring)});
  out.push_back({cell(ov::Terrain::Plain), tr("already acted"),
                 tr("dimmed: it has moved or attacked this phase"), false, coin(0, true)});
  out.push_back({cell(ov::Terrain::Plain), tr("chosen to move"), tr("white ring: the coin being moved"),
                 false, coin(0, false, IM_COL32(255, 255, 255, 235), ring)});
  out.push_back({cell(ov::Terrain::Plain), tr("attacker"), tr("orange ring: it joins the attack"), false,
                 coin(0, false, IM_COL32(255, 150, 30, 245), ring)});
  out.push_back({cell(ov::Terrain::Plain), tr("defender"), tr("red ring: the coin attacked"), false,
                 coin(1, false, IM_COL32(235, 40, 40, 250), ring)});
  HexCellLook reach = cell(ov::Terrain::Plain);
  auto over = [](sf::Uint8 under, sf::Uint8 top) { // the map's pale highlight, 105/255 over the plain
    return static_cast<sf::Uint8>((under * 150 + top * 105) / 255);
  };
  reach.fill = {over(reach.fill.r, 255), over(reach.fill.g, 246), over(reach.fill.b, 190)};
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
  out.push_back({cell(ov::Terrain::Plain), tr("may be attacked"),
                 tr("red border: an enemy coin next to yours"), false, border(IM_COL32(235, 45, 35, 230))});
  out.push_back({cell(ov::Terrain::Plain), tr("retreat there"),
                 tr("cyan: where the beaten coin may go (OV-RETREAT-2)"), false,
                 border(IM_COL32(80, 230, 255, 235))});
  return out;
}

void ObjectifVillesView::guiLegend() {
  const std::vector<OldLegendEntry> entries = legend();
  // In the panel while it leaves the log room (eight lines); else, once opened, over the map's
  // corner beside the panel. Open where it fits in the panel, unless the player opened or closed it.
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const bool room = ImGui::GetContentRegionAvail().y > oldLegendHeight(entries) + line * 8;
  const bool open = legend_choice_.value_or(room);
  ImGui::SetNextItemOpen(open, ImGuiCond_Always);
  const float top = ImGui::GetCursorScreenPos().y;
  const std::string label = std::string(tr("Legend")) + "  L##legend";
  const bool shown = ImGui::CollapsingHeader(label.c_str());
  if (shown != open) legend_choice_ = shown; // a click on the header
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("What the map's colours and marks mean (L)"));
  legend_rect_.reset();
  legend_floating_ = shown && !room;
  if (!shown || legend_floating_) return;
  oldLegendTable(entries);
  const float bottom = ImGui::GetCursorScreenPos().y - ImGui::GetStyle().ItemSpacing.y;
  legend_rect_ = sf::FloatRect(ImGui::GetWindowPos().x, top, ImGui::GetWindowWidth(), bottom - top);
}

void ObjectifVillesView::guiLegendWindow() {
  if (!legend_floating_) return;
  const sf::FloatRect &vp = camera_.viewport();
  const float width = std::min(440.f, vp.width - 24);
  ImGui::SetNextWindowPos({vp.left + vp.width - 10, vp.top + vp.height - 10}, ImGuiCond_Always, {1, 1});
  ImGui::SetNextWindowSize({width, 0}, ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(1); // opaque: the map never shows through it
  ImGui::Begin("##legendwindow", nullptr,
               kFixedWindowFlags | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoFocusOnAppearing);
  ImGui::TextColored(kGold, "%s", fill(tr("Legend · {key} closes it"), {{"key", "L"}}).c_str());
  ImGui::PushTextWrapPos(0);
  oldLegendTable(legend());
  ImGui::PopTextWrapPos();
  const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  legend_rect_ = sf::FloatRect(pos.x, pos.y, size.x, size.y);
  ImGui::End();
}

void ObjectifVillesView::guiLog() {
  const auto &log = match_->log();
  const auto &actions = match_->actions();
  ImGui::TextColored(kGold, "%s", tr("Log"));
  ImGui::BeginChild("##hexlog", {0, 0}, false, ImGuiWindowFlags_AlwaysVerticalScrollbar);
  ImGui::PushTextWrapPos(ImGui::GetContentRegionAvail().x);
  for (std::size_t a = 0; a < actions.size(); ++a) {
    ImGui::TextColored(ImVec4(0.85f, 0.88f, 0.95f, 1), "%zu. %s", a + 1, actions[a].c_str());
    for (std::size_t k = match_->logStart(a); k < match_->logStart(a + 1); ++k) {
      const std::string clause = log[k].clauses.empty() ? std::string() : log[k].clauses.front();
      ImGui::Indent(14);
      ImGui::TextColored(kClause, "%s", clause.c_str());
      ImGui::SameLine();
      const bool strong =
          clause.rfind("OV-WIN", 0) == 0 || log[k].text.find(tr(N_("eliminated"))) != std::string::npos;
      ImGui::TextColored(strong ? kRed : ImVec4(0.80f, 0.82f, 0.86f, 1), "%s", log[k].text.c_str());
      ImGui::Unindent(14);
    }
  }
  if (actions.empty()) ImGui::TextColored(kDim, "%s", tr("No action yet."));
  ImGui::PopTextWrapPos();
  // Follow the newest entries unless the player scrolled up to read older ones: only the player's
  // own scrolling unpins the log (the panel above it changes height from frame to frame).
  const ImGuiIO &io = ImGui::GetIO();
  if (ImGui::IsWindowHovered() && (io.MouseWheel != 0 || io.MouseDown[0]))
    log_pinned_ = ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 1;
  if (log.size() + actions.size() != log_seen_) log_pinned_ = true;
  if (log_pinned_) ImGui::SetScrollHereY(1.0f);
  log_seen_ = log.size() + actions.size();
  ImGui::EndChild();
}

void ObjectifVillesView::guiVictory(const GuiFonts &fonts) {
  const ov::State &st = shown_;
  if (st.phase != ov::Phase::Over) return;
  const ov::Rules &rules = match_->rules();
  const sf::FloatRect &vp = camera_.viewport();
  const ImVec4 col = st.winner >= 0 ? toImVec4(coinFace(st.winner)) : ImVec4(0.85f, 0.85f, 0.85f, 1);
  const std::string head = st.winner >= 0 ? fill(tr("{side} wins!"), {{"side", sideName(rules, st.winner)}})
                                          : std::string(tr("A draw"));
  beginBanner("##hexvictory", {vp.left + vp.width / 2, vp.top + 14}, {0.5f, 0}, col, head, fonts.big,
              ImGuiWindowFlags_NoInputs);
  ImGui::TextUnformatted(fill(tr("Victory: {victory} · cities {side0} {n0}, {side1} {n1}"),
                              {{"victory", victoryLabel(st.victory)},
                               {"side0", sideName(rules, 0)},
                               {"n0", std::to_string(ov::citiesHeld(rules, st, 0))},
                               {"side1", sideName(rules, 1)},
                               {"n1", std::to_string(ov::citiesHeld(rules, st, 1))}})
                             .c_str());
  for (auto it = match_->log().rbegin(); it != match_->log().rend(); ++it)
    if (!it->clauses.empty() && it->clauses.front().rfind("OV-WIN", 0) == 0) {
      ImGui::TextColored(kDim, "[%s] %s", it->clauses.front().c_str(), it->text.c_str());
      break;
    }
  endBanner();
}

void ObjectifVillesView::guiHint() {
  // Point at a hex: its number, terrain, and what it means for a coin there.
  // Never over the help: while it is open the map's tooltips wait.
  tooltip_shown_ = false;
  if (!hovered_ || mouse_on_gui_ || help_) return;
  tooltip_shown_ = true;
  const ov::Rules &rules = match_->rules();
  const ov::State &st = shown_;
  const ov::Terrain t = rules.terrainAt(*hovered_);
  ImGui::BeginTooltip();
  ImGui::Text("%s  %s", core::formatHex(*hovered_).c_str(), ov::terrainLabel(t));
  if (t != ov::Terrain::Sea)
    ImGui::TextColored(kDim, "%s",
                       fill(tr("enter {cost} · strength {n}"), {{"cost", std::to_string(ov::enterCost(t))},
                                                                {"n", std::to_string(ov::combatValue(t))}})
                           .c_str());
  const int i = st.pieceAt(*hovered_);
  if (i >= 0) {
    const ov::Piece &p = st.pieces[static_cast<std::size_t>(i)];
    std::string line = fill(tr("{side} coin"), {{"side", sideName(rules, p.side)}});
    if (p.moved) line += std::string(" · ") + tr("moved");
    if (p.attacked) line += std::string(" · ") + tr("attacked");
    ImGui::TextColored(toImVec4(coinFace(p.side)), "%s", line.c_str());
  }
  ImGui::EndTooltip();
}

// ---- factories --------------------------------------------------------------------------------

std::unique_ptr<View> makeObjectifVillesView(const std::string &scenario_path, std::uint64_t seed) {
  return std::make_unique<ObjectifVillesView>(std::make_unique<OvMatch>(OvMatch::open(scenario_path, seed)));
}

std::unique_ptr<View> makeObjectifVillesViewFromRecord(const std::string &record_path) {
  return std::make_unique<ObjectifVillesView>(std::make_unique<OvMatch>(OvMatch::load(record_path, 1)));
}

} // namespace amiraute::ui
