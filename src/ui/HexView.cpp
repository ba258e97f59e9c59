#include "ui/HexView.h"

#include "core/Yaml.h"
#include "ui/ImGuiSfml.h"
#include "ui/Panels.h"

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Text.hpp>
#include <SFML/Window/Keyboard.hpp>

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <stdexcept>

namespace amiraute::ui {

namespace ov = objectif_villes;
using core::Hex;
using core::Vec2;

namespace {

constexpr double kSqrt3 = 1.7320508075688772;
constexpr double kPi = 3.14159265358979323846;
constexpr int kCitiesToWin = 7; // OV-WIN-1: a partial victory needs 7 cities
constexpr double kCoinRadius = 0.52;

const ImVec4 kDim{0.62f, 0.66f, 0.72f, 1};
const ImVec4 kGold{0.98f, 0.80f, 0.35f, 1};
const ImVec4 kRed{1.0f, 0.42f, 0.38f, 1};
const ImVec4 kGreen{0.45f, 0.88f, 0.50f, 1};
const ImVec4 kClause{0.50f, 0.70f, 1.0f, 1};

bool contains(const std::vector<Hex> &v, Hex h) { return std::find(v.begin(), v.end(), h) != v.end(); }

sf::Color withAlpha(sf::Color c, int a) {
  c.a = static_cast<sf::Uint8>(std::clamp(a, 0, 255));
  return c;
}

sf::Color shade(sf::Color c, int delta) {
  auto f = [&](sf::Uint8 v) {
    return static_cast<sf::Uint8>(std::clamp(static_cast<int>(v) + delta, 0, 255));
  };
  return {f(c.r), f(c.g), f(c.b), c.a};
}

// ---- vertex helpers (all in window pixels) ----------------------------------------------------

void triangle(sf::VertexArray &va, sf::Vector2f a, sf::Vector2f b, sf::Vector2f c, sf::Color col) {
  va.append({a, col});
  va.append({b, col});
  va.append({c, col});
}

void quad(sf::VertexArray &va, sf::Vector2f a, sf::Vector2f b, sf::Vector2f c, sf::Vector2f d,
          sf::Color col) {
  triangle(va, a, b, c, col);
  triangle(va, a, c, d, col);
}

// A thick segment from a to b; `extend` lengthens both ends (joins river pieces cleanly).
void thickLine(sf::VertexArray &va, sf::Vector2f a, sf::Vector2f b, float width, sf::Color col,
               float extend = 0) {
  sf::Vector2f d = b - a;
  const float len = std::sqrt(d.x * d.x + d.y * d.y);
  if (len <= 1e-4f)
    d = {1, 0};
  else
    d /= len;
  const sf::Vector2f n(-d.y * width / 2, d.x * width / 2);
  a -= d * extend;
  b += d * extend;
  quad(va, a + n, b + n, b - n, a - n, col);
}

void disc(sf::VertexArray &va, sf::Vector2f c, float r, sf::Color col) {
  for (int i = 0; i < kCoinSegments; ++i) {
    const double a0 = 2 * kPi * i / kCoinSegments, a1 = 2 * kPi * (i + 1) / kCoinSegments;
    triangle(va, c, c + sf::Vector2f(r * std::cos(a0), r * std::sin(a0)),
             c + sf::Vector2f(r * std::cos(a1), r * std::sin(a1)), col);
  }
}

void ring(sf::VertexArray &va, sf::Vector2f c, float r0, float r1, sf::Color col) {
  for (int i = 0; i < kCoinSegments; ++i) {
    const double a0 = 2 * kPi * i / kCoinSegments, a1 = 2 * kPi * (i + 1) / kCoinSegments;
    const sf::Vector2f u0(std::cos(a0), std::sin(a0)), u1(std::cos(a1), std::sin(a1));
    quad(va, c + u0 * r0, c + u0 * r1, c + u1 * r1, c + u1 * r0, col);
  }
}

struct Screen {
  const Camera &camera;
  const HexGeometry &geometry;
  sf::Vector2f operator()(Vec2 w) const { return camera.worldToScreen(w); }
  std::array<sf::Vector2f, 6> corners(Hex h, double inset = 0) const {
    const Vec2 c = geometry.center(h);
    const auto w = geometry.corners(h);
    std::array<sf::Vector2f, 6> out;
    for (int i = 0; i < 6; ++i)
      out[i] = camera.worldToScreen({w[i].x + (c.x - w[i].x) * inset, w[i].y + (c.y - w[i].y) * inset});
    return out;
  }
};

void hexFill(sf::VertexArray &va, const std::array<sf::Vector2f, 6> &c, sf::Color col) {
  for (int i = 1; i < 5; ++i)
    triangle(va, c[0], c[i], c[i + 1], col);
}

// Six quads along the sides, inside the hex: two neighbours together draw one even line.
void hexBorder(sf::VertexArray &va, const Screen &s, Hex h, float width_px, sf::Color col) {
  const double inset = std::min(0.5, width_px / std::max(1.0, s.camera.scale()));
  const auto outer = s.corners(h);
  const auto inner = s.corners(h, inset);
  for (int i = 0; i < 6; ++i) {
    const int j = (i + 1) % 6;
    quad(va, outer[i], outer[j], inner[j], inner[i], col);
  }
}

sf::Color labelColor(ov::Terrain t) {
  switch (t) {
  case ov::Terrain::Plain: return {28, 52, 22, 210};
  case ov::Terrain::Sea: return {190, 215, 245, 150};
  default: return {255, 248, 235, 225};
  }
}

} // namespace

// ---- geometry ---------------------------------------------------------------------------------

HexGeometry::HexGeometry(int columns, int rows) {
  layout_.size = 1;
  layout_.origin = {1, kSqrt3 / 2};
  width_ = columns > 0 ? 1.5 * (columns - 1) + 2 : 0;
  height_ = rows > 0 ? kSqrt3 * rows + (columns > 1 ? kSqrt3 / 2 : 0) : 0;
}

Vec2 HexGeometry::center(Hex h) const {
  const core::PixelPoint p = core::hexToPixel(layout_, h);
  return {p.x, height_ - p.y};
}

std::array<Vec2, 6> HexGeometry::corners(Hex h) const {
  const auto px = core::hexCorners(layout_, h);
  std::array<Vec2, 6> out;
  for (int i = 0; i < 6; ++i)
    out[i] = {px[i].x, height_ - px[i].y};
  return out;
}

Hex HexGeometry::hexAt(Vec2 w) const { return core::pixelToHex(layout_, {w.x, height_ - w.y}); }

std::pair<Vec2, Vec2> HexGeometry::side(Hex a, Hex b) const {
  if (!core::adjacent(a, b))
    throw std::invalid_argument("hexes " + core::formatHex(a) + " and " + core::formatHex(b) +
                                " do not share a side");
  const auto ca = corners(a), cb = corners(b);
  std::vector<Vec2> shared;
  for (const Vec2 &p : ca)
    for (const Vec2 &q : cb)
      if (std::abs(p.x - q.x) < 1e-6 && std::abs(p.y - q.y) < 1e-6) shared.push_back(p);
  if (shared.size() != 2) throw std::logic_error("hex corners do not meet");
  return {shared[0], shared[1]};
}

Vec2 HexGeometry::labelAnchor(Hex h) const {
  const Vec2 c = center(h);
  return {c.x, c.y + 0.67};
}

std::optional<Hex> pickHex(const Camera &camera, const HexGeometry &geometry, const core::HexMap &map,
                           sf::Vector2f screen) {
  if (!camera.viewport().contains(screen)) return std::nullopt;
  const Hex h = geometry.hexAt(camera.screenToWorld(screen));
  if (!map.contains(h)) return std::nullopt;
  return h;
}

unsigned labelCharacterSize(double scale) {
  return static_cast<unsigned>(std::clamp(std::lround(scale * 0.29), 10L, 15L));
}

std::optional<sf::Vector2f> labelPosition(const Camera &camera, const HexGeometry &geometry, Hex h) {
  if (camera.scale() < kLabelMinScale) return std::nullopt;
  const sf::Vector2f p = camera.worldToScreen(geometry.labelAnchor(h));
  const sf::FloatRect &vp = camera.viewport();
  const float margin = 4;
  if (p.x < vp.left - margin || p.y < vp.top - margin || p.x > vp.left + vp.width + margin ||
      p.y > vp.top + vp.height + margin)
    return std::nullopt;
  return p;
}

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

// ---- batches ----------------------------------------------------------------------------------

void HexBatches::clear() {
  terrain.clear();
  outlines.clear();
  rivers.clear();
  overlay.clear();
  pieces.clear();
  texts.clear();
}

void buildHexBatches(const Camera &camera, const HexGeometry &geometry, const ov::Rules &rules,
                     const ov::State &state, const HexMarks &marks, HexBatches &out) {
  out.clear();
  const Screen s{camera, geometry};
  const core::HexMap &map = rules.map;
  const double scale = camera.scale();
  const float px = static_cast<float>(scale); // pixels per world unit
  const int pulse = static_cast<int>(marks.pulse * 255);
  const sf::FloatRect &vp = camera.viewport();
  // Texts are culled: only those whose centre is in the viewport (give or take `margin`).
  auto onScreen = [&](sf::Vector2f p, float margin) {
    return p.x >= vp.left - margin && p.y >= vp.top - margin && p.x <= vp.left + vp.width + margin &&
           p.y <= vp.top + vp.height + margin;
  };

  // Terrain and outlines: every hex of the map (small maps; the culling is for texts).
  const float border = std::clamp(px * 0.035f, 0.7f, 1.6f);
  for (int i = 0; i < map.cells(); ++i) {
    const Hex h = map.hexAt(i);
    const ov::Terrain t = rules.terrainAt(h);
    // A faint per-hex variation keeps large areas of one terrain from looking flat.
    const int wobble = ((i * 7919) % 9) - 4;
    hexFill(out.terrain, s.corners(h), shade(terrainColor(t), wobble));
    hexBorder(out.outlines, s, h, border, sf::Color(18, 26, 20, t == ov::Terrain::Sea ? 50 : 95));
    if (const auto p = labelPosition(camera, geometry, h))
      out.texts.push_back({core::formatHex(h), *p, labelCharacterSize(scale), labelColor(t), false});
  }

  // Rivers: a thick line on each hexside, lengthened a little so that the pieces join.
  const float river_w = std::max(3.0f, px * 0.17f);
  for (const auto &[a, b] : map.rivers) {
    const auto [p, q] = geometry.side(a, b);
    thickLine(out.rivers, s(p), s(q), river_w, sf::Color(64, 150, 236), river_w * 0.3f);
  }

  // Overlay: what may be attacked, where a piece may go, the path, retreat options, hover.
  for (Hex h : marks.targets) {
    hexFill(out.overlay, s.corners(h, 0.06), sf::Color(255, 70, 50, 40));
    hexBorder(out.overlay, s, h, std::max(2.f, px * 0.07f), sf::Color(235, 45, 35, 210));
  }
  for (const auto &r : marks.reach) {
    hexFill(out.overlay, s.corners(r.hex, 0.06), sf::Color(255, 246, 190, 105));
    if (onScreen(s(geometry.center(r.hex)), 8))
      out.texts.push_back({std::to_string(r.cost), s(geometry.center(r.hex)),
                           static_cast<unsigned>(std::clamp(px * 0.52f, 11.f, 28.f)), sf::Color::White,
                           true});
  }
  if (marks.path.size() >= 2) {
    const float w = std::max(3.f, px * 0.13f);
    for (std::size_t i = 0; i + 1 < marks.path.size(); ++i)
      thickLine(out.overlay, s(geometry.center(marks.path[i])), s(geometry.center(marks.path[i + 1])), w,
                sf::Color(255, 214, 64, 235), w / 2);
    disc(out.overlay, s(geometry.center(marks.path.front())), w * 1.4f, sf::Color(255, 214, 64, 235));
  }
  for (Hex h : marks.retreat_options) {
    hexFill(out.overlay, s.corners(h, 0.06), sf::Color(80, 230, 255, 30 + pulse / 6));
    hexBorder(out.overlay, s, h, std::max(2.f, px * 0.07f), sf::Color(80, 230, 255, 230));
  }
  if (marks.hovered)
    hexBorder(out.overlay, s, *marks.hovered, std::max(2.f, px * 0.06f), {255, 255, 255, 210});

  // Pieces: shadow, rim, face, an engraved ring, a gloss; dimmed once spent this phase.
  const float r = px * static_cast<float>(kCoinRadius);
  auto coin = [&](sf::Vector2f c, int side, int alpha) {
    disc(out.pieces, c + sf::Vector2f(r * 0.07f, r * 0.12f), r * 1.02f, sf::Color(0, 0, 0, alpha * 90 / 255));
    disc(out.pieces, c, r, withAlpha(coinRim(side), alpha));
    disc(out.pieces, c, r * 0.86f, withAlpha(coinFace(side), alpha));
    ring(out.pieces, c, r * 0.70f, r * 0.75f, withAlpha(shade(coinRim(side), 20), alpha * 200 / 255));
    disc(out.pieces, c + sf::Vector2f(-r * 0.28f, -r * 0.30f), r * 0.30f,
         sf::Color(255, 255, 255, alpha * 45 / 255));
    if (r >= 6 && onScreen(c, 8))
      out.texts.push_back({coinGlyph(side), c, static_cast<unsigned>(std::max(8.f, r * 0.95f)),
                           withAlpha(shade(coinRim(side), -40), alpha), true});
  };
  for (const ov::Piece &p : state.pieces) {
    if (p.status != ov::PieceStatus::OnBoard) continue;
    const sf::Vector2f c = s(geometry.center(p.hex));
    const bool mine = p.side == state.side && state.retreats.empty();
    const bool spent = mine && ((state.phase == ov::Phase::Movement && p.moved) ||
                                (state.phase == ov::Phase::Combat && p.attacked));
    if (contains(marks.ready, p.hex))
      ring(out.pieces, c, r * 1.02f, r * 1.20f, sf::Color(110, 255, 130, 215));
    if (marks.selected && *marks.selected == p.hex)
      ring(out.pieces, c, r * 1.04f, r * 1.26f, sf::Color(255, 255, 255, 160 + pulse * 95 / 255));
    if (contains(marks.attackers, p.hex))
      ring(out.pieces, c, r * 1.04f, r * 1.28f, sf::Color(255, 150, 30, 245));
    if (marks.defender && *marks.defender == p.hex)
      ring(out.pieces, c, r * 1.04f, r * 1.32f, {235, 40, 40, 250});
    if (marks.retreating && *marks.retreating == p.hex)
      ring(out.pieces, c, r * 1.04f, r * 1.30f, sf::Color(80, 230, 255, 150 + pulse * 105 / 255));
    coin(c, p.side, 255);
    if (spent) disc(out.pieces, c, r * 1.0f, sf::Color(24, 28, 36, 95));
  }
  if (marks.ghost) coin(s(geometry.center(*marks.ghost)), marks.ghost_side, 120);
}

// ---- the view ---------------------------------------------------------------------------------

HexView::HexView(std::unique_ptr<OvMatch> match)
    : match_(std::move(match)), geometry_(match_->rules().map.columns, match_->rules().map.rows) {
  const std::string path = uiFontPath();
  if (path.empty() || !font_.loadFromFile(path))
    throw std::runtime_error("cannot load the UI font (DejaVu Sans)");
  const std::string bold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
  if (!std::filesystem::exists(bold) || !bold_.loadFromFile(bold)) bold_ = font_;
  log_seen_ = match_->log().size();
}

std::string HexView::title() const { return "Amirauté — Objectif Villes — " + match_->rules().title; }

float HexView::panelWidth() const { return still_ ? 0 : sidePanelWidth(window_.x, 400); }

void HexView::resize(sf::Vector2u size) {
  // Keep the whole map in view as the window changes, unless the player has panned or zoomed.
  const bool at_fit = !fitted_ || (camera_.scale() == fit_scale_ && camera_.center().x == fit_center_.x &&
                                   camera_.center().y == fit_center_.y);
  window_ = size;
  camera_.setViewport(tableArea(size, still_ ? 0 : kBarHeight, panelWidth()));
  if (at_fit) {
    fitMap();
    fitted_ = true;
  }
}

void HexView::setStill(bool still) {
  still_ = still;
  resize(window_);
  fitMap();
}

void HexView::fitMap() {
  camera_.fit(geometry_.width(), geometry_.height(), still_ ? 12.f : 22.f);
  fit_scale_ = camera_.scale();
  fit_center_ = camera_.center();
}

sf::Vector2f HexView::screenOf(Hex h) const { return camera_.worldToScreen(geometry_.center(h)); }

int HexView::own(Hex h) const {
  const int i = match_->state().pieceAt(h);
  return i < 0 ? -1 : match_->state().pieces[static_cast<std::size_t>(i)].side;
}

void HexView::clearSelection() {
  selected_.reset();
  reach_.reset();
  attackers_.clear();
  defender_.reset();
}

bool HexView::submit(const ov::Action &action) {
  try {
    match_->submit(action);
  } catch (const std::exception &e) { // a game::RuleViolation: the message, then the clause
    error_ = e.what();
    notice_.clear();
    return false;
  }
  error_.clear();
  notice_ = "done: " + match_->actions().back();
  clearSelection();
  return true;
}

bool HexView::endPhase() { return submit(ov::EndPhase{}); }

bool HexView::resolveAttack() {
  if (!defender_ || attackers_.empty()) {
    error_ = "OV-COMBAT-2: pick a defender and at least one attacker first";
    return false;
  }
  return submit(ov::Attack{*defender_, attackers_});
}

void HexView::undo() {
  if (auto why = match_->undoBlocker(false)) {
    error_ = *why;
    return;
  }
  std::string undone;
  for (const std::string &t : match_->undo(false))
    undone += (undone.empty() ? "" : "; ") + t;
  clearSelection();
  error_.clear();
  notice_ = "undone: " + undone;
}

void HexView::save() {
  try {
    match_->save(file_path_);
    error_.clear();
    notice_ = "saved " + std::to_string(match_->actions().size()) + " actions to " + file_path_;
  } catch (const std::exception &e) {
    error_ = e.what();
    notice_.clear();
  }
}

void HexView::load() {
  try {
    auto loaded = std::make_unique<OvMatch>(OvMatch::load(file_path_, match_->seed()));
    if (loaded->rules().map.columns != match_->rules().map.columns ||
        loaded->rules().map.rows != match_->rules().map.rows) {
      geometry_ = HexGeometry(loaded->rules().map.columns, loaded->rules().map.rows);
      match_ = std::move(loaded);
      fitMap();
    } else {
      match_ = std::move(loaded);
    }
    clearSelection();
    error_.clear();
    notice_ = "loaded " + std::to_string(match_->actions().size()) + " actions from " + file_path_;
    log_seen_ = 0;
  } catch (const std::exception &e) {
    error_ = e.what();
    notice_.clear();
  }
}

void HexView::onLeftClick(sf::Vector2f p) {
  const auto hex = pickHex(camera_, geometry_, match_->rules().map, p);
  const ov::State &st = match_->state();
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

void HexView::handleEvent(const sf::Event &e, bool gui_mouse, bool gui_keyboard) {
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
    case sf::Keyboard::Home: fitMap(); break;
    case sf::Keyboard::Escape:
      if (help_)
        help_ = false;
      else
        clearSelection();
      break;
    case sf::Keyboard::Enter:
      if (match_->state().phase == ov::Phase::Combat && defender_ && !attackers_.empty())
        resolveAttack();
      else
        endPhase();
      break;
    case sf::Keyboard::Z:
      if (e.key.control) undo();
      break;
    case sf::Keyboard::S:
      if (e.key.control) save();
      break;
    case sf::Keyboard::F12: screenshot_ = screenshot_path_; break;
    default: break;
    }
    break;
  default: break;
  }
}

void HexView::update(float dt) { time_ += dt; }

HexMarks HexView::marks() const {
  const ov::Rules &rules = match_->rules();
  const ov::State &st = match_->state();
  HexMarks m;
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

void HexView::drawTable(sf::RenderTarget &target) {
  target.setView(sf::View(
      sf::FloatRect(0, 0, static_cast<float>(target.getSize().x), static_cast<float>(target.getSize().y))));
  buildHexBatches(camera_, geometry_, match_->rules(), match_->state(), marks(), batches_);
  target.draw(batches_.terrain);
  target.draw(batches_.outlines);
  target.draw(batches_.rivers);
  target.draw(batches_.overlay);
  target.draw(batches_.pieces);
  draw_calls_ = 5;
  sf::Text text;
  for (const HexText &t : batches_.texts) {
    text.setFont(t.bold ? bold_ : font_);
    text.setString(t.text);
    text.setCharacterSize(t.size);
    text.setFillColor(t.color);
    // Cost numbers sit on any terrain: an outline keeps them readable.
    const bool outlined = t.bold && t.color == sf::Color::White;
    text.setOutlineThickness(outlined ? std::max(1.5f, t.size / 9.f) : 0);
    text.setOutlineColor(sf::Color(20, 20, 20, 220));
    const sf::FloatRect b = text.getLocalBounds();
    text.setOrigin(std::round(b.left + b.width / 2), std::round(b.top + b.height / 2));
    text.setPosition(std::round(t.center.x), std::round(t.center.y));
    target.draw(text);
    ++draw_calls_;
  }
}

std::optional<std::string> HexView::takeScreenshotRequest() {
  auto r = screenshot_;
  screenshot_.reset();
  return r;
}

void HexView::screenshotSaved(const std::string &path, bool ok) {
  if (ok) {
    error_.clear();
    notice_ = "screenshot saved to " + path;
  } else {
    error_ = "could not save the screenshot to " + path;
    notice_.clear();
  }
}

std::optional<sf::FloatRect> HexView::barButton(std::string_view label) const {
  for (const auto &[name, rect] : bar_buttons_)
    if (name == label) return rect;
  return std::nullopt;
}

namespace {

const HelpRow kHexHelp[] = {
    {"Click an empty land hex", "placement: put a coin of the side to play there"},
    {"Click own coin", "movement: select it; the hexes in reach show their cost"},
    {"Click a hex in reach", "move the selected coin there (the path follows the pointer)"},
    {"Click enemy coin (red hex)", "combat: attack it; adjacent coins join the attack"},
    {"Click own coin", "combat: add it to or take it out of the attack"},
    {"Resolve attack", "resolve the attack being prepared (panel button, or Enter)"},
    {"Click a cyan hex", "retreat the beaten coin there"},
    {"Enter", "resolve the prepared attack, else end the phase"},
    {"Ctrl+Z", "undo the last action"},
    {"Ctrl+S", "save the game record (the path in the panel)"},
    {"Escape", "close this help, else drop the selection"},
    {"Point at a hex", "its number, terrain, cost to enter and strength"},
    {"Right or middle drag, arrows", "pan"},
    {"Wheel", "zoom about the pointer"},
    {"+ / -", "zoom about the middle of the map"},
    {"Home", "fit the whole map"},
    {"F12", "save a screenshot (amiraute-screenshot.png)"},
    {"F1", "this help"},
};

const char *const kHexHelpNotes[] = {
    "Green ring: a coin that has not moved yet. Dimmed: it has already acted this phase.",
    "Orange ring: an attacker; red ring: the defender. Hover a hex for its number.",
};

} // namespace

std::span<const HelpRow> hexHelpRows() { return kHexHelp; }

// ---- panels -----------------------------------------------------------------------------------

namespace {

// A coin as an inline widget.
void coinIcon(int side, float radius, ImFont *font) {
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  const float line = ImGui::GetTextLineHeight();
  const float h = std::max(line, radius * 2);
  const ImVec2 c{pos.x + radius, pos.y + h / 2};
  ImDrawList *dl = ImGui::GetWindowDrawList();
  dl->AddCircleFilled(c, radius, toImU32(coinRim(side)), 28);
  dl->AddCircleFilled(c, radius * 0.84f, toImU32(coinFace(side)), 28);
  ImFont *f = font ? font : ImGui::GetFont();
  const float size = radius * 1.25f;
  const ImVec2 ts = f->CalcTextSizeA(size, FLT_MAX, 0, coinGlyph(side));
  dl->AddText(f, size, {c.x - ts.x / 2, c.y - ts.y / 2}, toImU32(shade(coinRim(side), -40)), coinGlyph(side));
  ImGui::Dummy({radius * 2, h});
}

std::string sideName(const ov::Rules &r, int side) { return r.sides[static_cast<std::size_t>(side)]; }

} // namespace

void HexView::drawGui(const GuiFonts &fonts) {
  if (still_) return;
  guiTurnBar(fonts);
  guiPanel(fonts);
  guiVictory(fonts);
  guiHint();
  helpOverlay(help_, window_, "Objectif Villes — the hex map", kHexHelp, kHexHelpNotes, fonts.medium);
}

void HexView::noteBarButton(const char *label) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  bar_buttons_.emplace_back(label, sf::FloatRect(a.x, a.y, b.x - a.x, b.y - a.y));
}

bool HexView::barButtonClicked(const char *label) {
  const bool clicked = ImGui::Button(label);
  noteBarButton(label);
  return clicked;
}

void HexView::guiTurnBar(const GuiFonts &fonts) {
  const ov::State &st = match_->state();
  const ov::Rules &rules = match_->rules();
  bar_buttons_.clear();
  beginTopBar("##hexturnbar", static_cast<float>(window_.x), kBarHeight);
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  const bool over = st.phase == ov::Phase::Over;
  if (st.phase == ov::Phase::Placement)
    ImGui::TextUnformatted("Placement");
  else
    ImGui::Text("Turn %d / %d", st.turn, rules.turn_limit);
  ImGui::SameLine(0, 18);
  if (!over) {
    const int actor = st.actor();
    ImGui::SetCursorPosY(10);
    coinIcon(actor, 14, fonts.medium);
    ImGui::SameLine(0, 8);
    ImGui::SetCursorPosY(11);
    ImGui::TextColored(toImVec4(coinFace(actor)), "%s", sideName(rules, actor).c_str());
    ImGui::SameLine(0, 10);
    const char *phase = !st.retreats.empty()               ? "must retreat"
                        : st.phase == ov::Phase::Placement ? "places a piece"
                        : st.phase == ov::Phase::Movement  ? "Movement"
                                                           : "Combat";
    ImGui::TextUnformatted(phase);
  } else {
    ImGui::TextColored(kGold, "Game over");
  }
  if (fonts.medium) ImGui::PopFont();

  // The counts repeat the panel's: in a narrow window they give way to the buttons.
  const char *end_label = st.phase == ov::Phase::Combat ? "End combat  ▸" : "End movement  ▸";
  const bool has_end = !over && st.phase != ov::Phase::Placement;
  const ImGuiStyle &style = ImGui::GetStyle();
  auto buttonWidth = [&](const char *label) {
    return ImGui::CalcTextSize(label, nullptr, true).x + style.FramePadding.x * 2 + style.ItemSpacing.x;
  };
  const float buttons = (has_end ? buttonWidth(end_label) + 14 : 0) + buttonWidth("Undo") +
                        buttonWidth("Screenshot") + buttonWidth("Fit") + buttonWidth("Help  F1");
  const float used = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x;
  float room = static_cast<float>(window_.x) - used - 26 - buttons - 12;
  char counts[2][64];
  for (int s = 0; s < 2; ++s)
    std::snprintf(counts[s], sizeof counts[s], "%s %d/%d", sideName(rules, s).c_str(),
                  ov::citiesHeld(rules, st, s), kCitiesToWin);
  const float cities_w = 26 + ImGui::CalcTextSize("Cities").x + 20 + ImGui::CalcTextSize(counts[0]).x +
                         ImGui::CalcTextSize(counts[1]).x;
  if (cities_w <= room) {
    room -= cities_w;
    ImGui::SameLine(0, 26);
    ImGui::SetCursorPosY(14);
    ImGui::TextColored(kDim, "Cities");
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
    const float hand_w = 26 + ImGui::CalcTextSize("To place").x + 20 + ImGui::CalcTextSize(hand[0]).x +
                         ImGui::CalcTextSize(hand[1]).x;
    if (hand_w <= room) {
      ImGui::SameLine(0, 26);
      ImGui::SetCursorPosY(14);
      ImGui::TextColored(kDim, "To place");
      for (int s = 0; s < 2; ++s) {
        ImGui::SameLine(0, 10);
        ImGui::TextColored(toImVec4(coinFace(s)), "%s", hand[s]);
      }
    }
  }
  ImGui::SameLine(0, 26);
  ImGui::SetCursorPosY(12);
  if (has_end) {
    const bool can_end = !over && st.retreats.empty();
    if (endPhaseButton(end_label, !can_end)) endPhase();
    noteBarButton(end_label);
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
      ImGui::SetTooltip("%s", over                   ? "The game is over (OV-GAME-1)"
                              : !st.retreats.empty() ? "A retreat must be chosen first (OV-RETREAT-1)"
                                                     : "End this phase (Enter) — OV-TURN-1");
    ImGui::SameLine(0, 14);
  }
  ImGui::BeginDisabled(!!match_->undoBlocker(false));
  if (barButtonClicked("Undo")) undo();
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered() && !match_->undoBlocker(false))
    ImGui::SetTooltip("Take back: %s  (Ctrl+Z)", match_->actions().back().c_str());
  ImGui::SameLine();
  if (barButtonClicked("Screenshot")) screenshot_ = screenshot_path_;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Save the window as %s (F12)", screenshot_path_.c_str());
  ImGui::SameLine();
  if (barButtonClicked("Fit")) fitMap();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Show the whole map (Home)");
  ImGui::SameLine();
  if (barButtonClicked("Help  F1")) help_ = !help_;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Every shortcut and mouse action (F1)");
  ImGui::SameLine();
  endTopBar(rules.title, static_cast<float>(window_.x), kDim, 14);
}

void HexView::guiPanel(const GuiFonts &fonts) {
  beginSidePanel("##hexpanel", window_, panelWidth(), kBarHeight);
  ImGui::PushTextWrapPos(0);
  guiSides();
  ImGui::Separator();
  guiAction(fonts);
  if (!error_.empty()) {
    ImGui::Spacing();
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0.35f, 0.08f, 0.08f, 0.55f));
    ImGui::BeginChild("##error", {0, ImGui::GetTextLineHeightWithSpacing() * 3.6f}, true);
    ImGui::TextColored(kRed, "✗ %s", error_.c_str());
    ImGui::TextColored(kDim, "The game is unchanged.");
    ImGui::EndChild();
    ImGui::PopStyleColor();
  } else if (!notice_.empty()) {
    ImGui::TextColored(kGreen, "✓ %s", notice_.c_str());
  }
  ImGui::Separator();
  guiFiles();
  ImGui::Separator();
  ImGui::PopTextWrapPos();
  guiLog();
  endSidePanel();
}

void HexView::guiSides() {
  const ov::State &st = match_->state();
  const ov::Rules &rules = match_->rules();
  if (ImGui::BeginTable("##sides", 2, ImGuiTableFlags_SizingStretchSame)) {
    for (int s = 0; s < 2; ++s) {
      ImGui::TableNextColumn();
      coinIcon(s, 13, nullptr);
      ImGui::SameLine(0, 8);
      const bool to_play = st.phase != ov::Phase::Over && st.actor() == s;
      ImGui::TextColored(toImVec4(coinFace(s)), "%s%s", sideName(rules, s).c_str(),
                         to_play ? "  (to play)" : "");
      const int held = ov::citiesHeld(rules, st, s);
      char overlay[32];
      std::snprintf(overlay, sizeof overlay, "%d / %d cities", held, kCitiesToWin);
      ImGui::PushStyleColor(ImGuiCol_PlotHistogram, toImVec4(shade(coinRim(s), 30)));
      ImGui::ProgressBar(std::min(1.f, held / static_cast<float>(kCitiesToWin)), {-4, 0}, overlay);
      ImGui::PopStyleColor();
      int eliminated = 0;
      for (const ov::Piece &p : st.pieces)
        if (p.side == s && p.status == ov::PieceStatus::Eliminated) ++eliminated;
      if (st.inHand(s) > 0)
        ImGui::TextColored(kDim, "%d on map · %d to place", st.onBoard(s), st.inHand(s));
      else
        ImGui::TextColored(kDim, "%d on map · %d lost", st.onBoard(s), eliminated);
    }
    ImGui::EndTable();
  }
}

void HexView::guiAction(const GuiFonts &fonts) {
  const ov::State &st = match_->state();
  const ov::Rules &rules = match_->rules();
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  const char *head = st.phase == ov::Phase::Over        ? "Game over"
                     : !st.retreats.empty()             ? "Retreat"
                     : st.phase == ov::Phase::Placement ? "Placement"
                     : st.phase == ov::Phase::Movement  ? "Movement"
                                                        : "Combat";
  ImGui::TextColored(kGold, "%s", head);
  if (fonts.medium) ImGui::PopFont();
  if (st.phase == ov::Phase::Over) {
    ImGui::TextUnformatted("No more actions are accepted (OV-GAME-1). Undo takes back the last one.");
    return;
  }
  if (!st.retreats.empty()) {
    const ov::PendingRetreat &r = st.retreats.front();
    const ov::Piece &p = st.pieces[static_cast<std::size_t>(r.piece)];
    const auto options = ov::retreatOptions(rules, st, r);
    ImGui::Text("%s must retreat the piece on %s (3:1, OV-RETREAT-1).", sideName(rules, p.side).c_str(),
                core::formatHex(p.hex).c_str());
    std::string list;
    for (Hex h : options)
      list += (list.empty() ? "" : ", ") + core::formatHex(h);
    ImGui::TextColored(kDim, "Click a highlighted hex: %s (OV-RETREAT-2).",
                       list.empty() ? "none" : list.c_str());
    return;
  }
  switch (st.phase) {
  case ov::Phase::Placement:
    ImGui::Text("%s places: click an empty land hex (OV-PLACE-2).", sideName(rules, st.side).c_str());
    ImGui::TextColored(kDim, "Pieces left to place: %s %d, %s %d. At most %d cities each (OV-PLACE-3).",
                       sideName(rules, 0).c_str(), st.inHand(0), sideName(rules, 1).c_str(), st.inHand(1),
                       rules.options.placement_city_cap);
    break;
  case ov::Phase::Movement: {
    if (!selected_) {
      ImGui::Text("%s moves: click one of your coins (green ring = not moved yet).",
                  sideName(rules, st.side).c_str());
      ImGui::TextColored(kDim, "%d movement points; plain 1, city 2, forest 3, mountain 4 (OV-MOVE-2).",
                         rules.options.movement_points);
      break;
    }
    const int i = st.pieceAt(*selected_);
    const bool moved = i >= 0 && st.pieces[static_cast<std::size_t>(i)].moved;
    ImGui::Text("Piece on %s (%s)", core::formatHex(*selected_).c_str(),
                ov::terrainName(rules.terrainAt(*selected_)).c_str());
    if (moved) {
      ImGui::TextColored(kDim, "It has already moved this turn (OV-MOVE-1).");
    } else {
      ImGui::TextColored(kDim, "%zu hexes in reach; the number is the cost. Click one to move there.",
                         reach_ ? reach_->destinations.size() : 0);
      if (hovered_ && reach_) {
        const int cost = reach_->searched.costTo(*hovered_);
        if (cost > 0 && st.pieceAt(*hovered_) < 0)
          ImGui::Text("→ %s costs %d of %d points", core::formatHex(*hovered_).c_str(), cost,
                      rules.options.movement_points);
      }
    }
    break;
  }
  case ov::Phase::Combat: guiCombat(); break;
  case ov::Phase::Over: break;
  }
}

void HexView::guiCombat() {
  const ov::State &st = match_->state();
  const ov::Rules &rules = match_->rules();
  ImGui::Text("%s attacks: click an enemy coin (red hexes), then toggle your attackers.",
              sideName(rules, st.side).c_str());
  if (!defender_) {
    ImGui::TextColored(kDim, "An attack never harms the attacker (OV-COMBAT-1). End combat when done.");
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
    ImGui::TextColored(kDim, "Attackers");
    ImGui::TableNextColumn();
    ImGui::Text("%s = %d", who.empty() ? "none" : who.c_str(), odds.attack);
    ImGui::TableNextColumn();
    ImGui::TextColored(kDim, "Defender");
    ImGui::TableNextColumn();
    ImGui::Text("%s on %s = %d", core::formatHex(*defender_).c_str(),
                ov::terrainName(rules.terrainAt(*defender_)).c_str(), odds.defence);
    ImGui::TableNextColumn();
    ImGui::TextColored(kDim, "Odds");
    ImGui::TableNextColumn();
    ImGui::Text("%s", odds.text().c_str());
    ImGui::TableNextColumn();
    ImGui::TextColored(kDim, "Outcome");
    ImGui::TableNextColumn();
    const ImVec4 col = odds.result == ov::CombatResult::Eliminated ? kRed
                       : odds.result == ov::CombatResult::Retreat  ? kGold
                                                                   : kDim;
    ImGui::TextColored(col, "%s",
                       odds.result == ov::CombatResult::Eliminated ? "defender eliminated (4:1+)"
                       : odds.result == ov::CombatResult::Retreat  ? "defender retreats (3:1)"
                                                                   : "nothing happens (below 3:1)");
    ImGui::EndTable();
  }
  ImGui::TextColored(kClause, "OV-COMBAT-3 · OV-COMBAT-4 · OV-COMBAT-5");
  ImGui::BeginDisabled(ruling.has_value());
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.62f, 0.20f, 0.16f, 1));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.78f, 0.28f, 0.22f, 1));
  if (ImGui::Button("Resolve attack", {-1, 0})) resolveAttack();
  ImGui::PopStyleColor(2);
  ImGui::EndDisabled();
  if (ruling) ImGui::TextColored(kRed, "Not legal: %s", ruling->text().c_str());
}

void HexView::guiFiles() {
  ImGui::TextColored(kDim, "Game record");
  ImGui::SetNextItemWidth(-1);
  ImGui::InputText("##path", &file_path_);
  if (ImGui::Button("Save")) save();
  ImGui::SameLine();
  if (ImGui::Button("Load")) load();
  ImGui::SameLine();
  ImGui::BeginDisabled(!!match_->undoBlocker(false));
  if (ImGui::Button("Undo")) undo();
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::TextColored(kDim, "%zu actions", match_->actions().size());
}

void HexView::guiLog() {
  const auto &log = match_->log();
  const auto &actions = match_->actions();
  ImGui::TextColored(kGold, "Log");
  ImGui::BeginChild("##hexlog", {0, 0}, false, ImGuiWindowFlags_AlwaysVerticalScrollbar);
  ImGui::PushTextWrapPos(ImGui::GetContentRegionAvail().x);
  for (std::size_t a = 0; a < actions.size(); ++a) {
    ImGui::TextColored(ImVec4(0.85f, 0.88f, 0.95f, 1), "%zu. %s", a + 1, actions[a].c_str());
    for (std::size_t k = match_->logStart(a); k < match_->logStart(a + 1); ++k) {
      const std::string clause = log[k].clauses.empty() ? std::string() : log[k].clauses.front();
      ImGui::Indent(14);
      ImGui::TextColored(kClause, "%s", clause.c_str());
      ImGui::SameLine();
      const bool strong = clause.rfind("OV-WIN", 0) == 0 || log[k].text.find("eliminated") != std::string::npos;
      ImGui::TextColored(strong ? kRed : ImVec4(0.80f, 0.82f, 0.86f, 1), "%s", log[k].text.c_str());
      ImGui::Unindent(14);
    }
  }
  if (actions.empty()) ImGui::TextColored(kDim, "No action yet.");
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

void HexView::guiVictory(const GuiFonts &fonts) {
  const ov::State &st = match_->state();
  if (st.phase != ov::Phase::Over) return;
  const ov::Rules &rules = match_->rules();
  const sf::FloatRect &vp = camera_.viewport();
  const ImVec4 col = st.winner >= 0 ? toImVec4(coinFace(st.winner)) : ImVec4(0.85f, 0.85f, 0.85f, 1);
  const std::string head = st.winner >= 0 ? sideName(rules, st.winner) + " wins!" : std::string("A draw");
  beginBanner("##hexvictory", {vp.left + vp.width / 2, vp.top + 14}, {0.5f, 0}, col, head, fonts.big,
              ImGuiWindowFlags_NoInputs);
  ImGui::Text("Victory: %s · cities %s %d, %s %d", ov::victoryName(st.victory), sideName(rules, 0).c_str(),
              ov::citiesHeld(rules, st, 0), sideName(rules, 1).c_str(), ov::citiesHeld(rules, st, 1));
  for (auto it = match_->log().rbegin(); it != match_->log().rend(); ++it)
    if (!it->clauses.empty() && it->clauses.front().rfind("OV-WIN", 0) == 0) {
      ImGui::TextColored(kDim, "[%s] %s", it->clauses.front().c_str(), it->text.c_str());
      break;
    }
  endBanner();
}

void HexView::guiHint() {
  // Point at a hex: its number, terrain, and what it means for a coin there.
  if (!hovered_ || mouse_on_gui_) return;
  const ov::Rules &rules = match_->rules();
  const ov::State &st = match_->state();
  const ov::Terrain t = rules.terrainAt(*hovered_);
  ImGui::BeginTooltip();
  ImGui::Text("%s  %s", core::formatHex(*hovered_).c_str(), ov::terrainName(t).c_str());
  if (t != ov::Terrain::Sea)
    ImGui::TextColored(kDim, "enter %d · strength %d", ov::enterCost(t), ov::combatValue(t));
  const int i = st.pieceAt(*hovered_);
  if (i >= 0) {
    const ov::Piece &p = st.pieces[static_cast<std::size_t>(i)];
    ImGui::TextColored(toImVec4(coinFace(p.side)), "%s coin%s%s", sideName(rules, p.side).c_str(),
                       p.moved ? " · moved" : "", p.attacked ? " · attacked" : "");
  }
  ImGui::EndTooltip();
}

// ---- factories --------------------------------------------------------------------------------

std::unique_ptr<View> makeHexView(const std::string &scenario_path, std::uint64_t seed) {
  return std::make_unique<HexView>(std::make_unique<OvMatch>(OvMatch::open(scenario_path, seed)));
}

std::unique_ptr<View> makeHexViewFromRecord(const std::string &record_path) {
  return std::make_unique<HexView>(std::make_unique<OvMatch>(OvMatch::load(record_path, 1)));
}

} // namespace amiraute::ui
