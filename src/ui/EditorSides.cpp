// The editor's hexside tool: the lists of hexsides a game declares (game::Authoring::hexsides, an
// Objectif Villes map's rivers) drawn by pointing near the edge between two hexes. A click
// toggles the edge; a drag adds every edge it passes near (or takes them out when the click that
// began it took one out), one undo step for the stroke, as the terrain brush.
#include "core/I18n.h"
#include "core/hex/Map.h"
#include "draw/HexMap.h"
#include "ui/Editor.h"
#include "ui/Palette.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>

namespace amiraute::ui {

using core::fill;
using core::tr;

namespace {

/// Nearer a hex's centre than this (a hex is 1 from centre to corner) a pointer names no edge.
constexpr double kCentreDead = 0.4;

core::YamlPath yamlPath(const std::vector<std::string> &keys) { return {keys.begin(), keys.end()}; }

/// "CCRR-CCRR" as the game writes it, the smaller hex first (the reader takes either order).
std::string sideText(Editor::Side s) {
  std::string a = core::formatHex(s.first), b = core::formatHex(s.second);
  if (b < a) std::swap(a, b);
  return a + "-" + b;
}

std::optional<Editor::Side> parseSide(const YAML::Node &item) {
  if (!item.IsScalar()) return std::nullopt;
  const std::string text = item.Scalar();
  const std::size_t dash = text.find('-');
  if (dash == std::string::npos) return std::nullopt;
  try {
    return Editor::Side{core::parseHex(text.substr(0, dash)), core::parseHex(text.substr(dash + 1))};
  } catch (const core::HexError &) {
    return std::nullopt;
  }
}

bool sameSide(Editor::Side x, Editor::Side y) {
  return (x.first == y.first && x.second == y.second) || (x.first == y.second && x.second == y.first);
}

draw::Point point(core::Vec2 v) { return {static_cast<float>(v.x), static_cast<float>(v.y)}; }

} // namespace

std::vector<Editor::Side> Editor::sideList(int list) const {
  std::vector<Side> out;
  const auto &lists = entry_->authoring.hexsides;
  if (list < 0 || list >= static_cast<int>(lists.size())) return out;
  const YAML::Node node = doc_.at(yamlPath(lists[static_cast<std::size_t>(list)].path));
  if (!node.IsSequence()) return out;
  for (const auto &item : node)
    if (const auto s = parseSide(item)) out.push_back(*s);
  return out;
}

std::optional<Editor::Side> Editor::sideAtPixel(sf::Vector2f pixel) const {
  const std::optional<core::Hex> h = hexAtPixel(pixel);
  if (!h) return std::nullopt;
  const draw::HexGeometry geometry(columns_, rows_);
  const core::Vec2 w = camera_.screenToWorld(pixel), c = geometry.center(*h);
  const double dx = w.x - c.x, dy = w.y - c.y;
  if (std::hypot(dx, dy) < kCentreDead) return std::nullopt;
  // The neighbour whose centre lies most nearly toward the pointer.
  int best = -1;
  double best_dot = -2;
  for (int d = 0; d < 6; ++d) {
    const core::Vec2 n = geometry.center(core::neighbour(*h, d));
    const double nx = n.x - c.x, ny = n.y - c.y;
    const double dot = (dx * nx + dy * ny) / std::hypot(nx, ny);
    if (dot > best_dot) best_dot = dot, best = d;
  }
  const core::Hex n = core::neighbour(*h, best);
  if (terrainAt(n) == '\0') return std::nullopt;
  return Side{*h, n};
}

sf::Vector2f Editor::screenOf(core::Hex a, core::Hex b) const {
  const draw::HexGeometry geometry(columns_, rows_);
  const auto [p, q] = geometry.side(a, b);
  return camera_.worldToScreen({(p.x + q.x) / 2, (p.y + q.y) / 2});
}

void Editor::markSide(int list, Side side, bool present, bool new_step) {
  const auto &lists = entry_->authoring.hexsides;
  if (list < 0 || list >= static_cast<int>(lists.size()) || !core::adjacent(side.first, side.second)) return;
  const core::YamlPath path = yamlPath(lists[static_cast<std::size_t>(list)].path);
  change(
      [&] {
        const YAML::Node node = doc_.at(path);
        if (node.IsSequence())
          for (std::size_t i = 0; i < node.size(); ++i)
            if (const auto s = parseSide(node[i]); s && sameSide(*s, side)) {
              if (!present) doc_.remove(path, i);
              return;
            }
        if (present) doc_.append(path, core::yamlScalar(sideText(side)));
      },
      new_step);
}

void Editor::toggleSide(int list, core::Hex a, core::Hex b) {
  const auto listed = sideList(list);
  const bool there = std::any_of(listed.begin(), listed.end(), [&](const Side &s) {
    return sameSide(s, {a, b});
  });
  markSide(list, {a, b}, !there, true);
}

bool Editor::sidesEvent(const sf::Event &e, bool gui_mouse) {
  switch (e.type) {
  case sf::Event::MouseMoved: {
    const sf::Vector2f p(static_cast<float>(e.mouseMove.x), static_cast<float>(e.mouseMove.y));
    hovered_ = gui_mouse ? std::nullopt : hexAtPixel(p);
    hovered_side_ = gui_mouse ? std::nullopt : sideAtPixel(p);
    if (side_stroke_ && hovered_side_) markSide(set_, *hovered_side_, *side_stroke_, false);
    return true;
  }
  case sf::Event::MouseLeft: hovered_side_.reset(); return false;
  case sf::Event::MouseButtonPressed: {
    if (e.mouseButton.button != sf::Mouse::Left || gui_mouse) return false;
    const sf::Vector2f p(static_cast<float>(e.mouseButton.x), static_cast<float>(e.mouseButton.y));
    hovered_side_ = sideAtPixel(p);
    if (hovered_side_) {
      const std::size_t before = sideList(set_).size();
      toggleSide(set_, hovered_side_->first, hovered_side_->second);
      side_stroke_ = sideList(set_).size() >= before; // a drag goes on as the click began
    }
    return true;
  }
  case sf::Event::MouseButtonReleased:
    if (e.mouseButton.button == sf::Mouse::Left) side_stroke_.reset();
    return false;
  default: return false;
  }
}

void Editor::buildSidesOverlay(draw::Scene &out) const {
  const draw::HexGeometry geometry(columns_, rows_);
  // The list's edges when the file does not read (otherwise the board draws them as the game
  // does), and the edge a click would toggle, thick.
  for (const Side &s : sideList(set_))
    if (!preview_ && core::adjacent(s.first, s.second)) {
      const auto [a, b] = geometry.side(s.first, s.second);
      out.line(point(a), point(b), 0.08f, draw::Color(250, 205, 90, 200));
    }
  if (hovered_side_) {
    const auto [a, b] = geometry.side(hovered_side_->first, hovered_side_->second);
    out.line(point(a), point(b), 0.22f, draw::Color(0, 0, 0, 150));
    out.line(point(a), point(b), 0.13f, draw::Color(255, 255, 255));
  }
}

void Editor::guiSides() {
  const auto &lists = entry_->authoring.hexsides;
  if (set_ < 0 || set_ >= static_cast<int>(lists.size())) return;
  const auto wrapped = [](const ImVec4 &color, const std::string &text) {
    ImGui::PushStyleColor(ImGuiCol_Text, color);
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
  };
  wrapped(palette::kDim, tr("Click near the edge between two hexes to add it to the list or take it out; "
                            "drag along edges to draw several."));
  std::string listed;
  for (const Side &s : sideList(set_))
    listed += (listed.empty() ? "" : ", ") + sideText(s);
  wrapped(palette::kText,
          fill(tr("{list}: {hexes}"), {{"list", tr(lists[static_cast<std::size_t>(set_)].label.c_str())},
                                       {"hexes", listed.empty() ? tr("none") : listed}}));
  if (hovered_side_)
    wrapped(palette::kGold,
            fill(tr("a click toggles the edge {side}"), {{"side", sideText(*hovered_side_)}}));
}

} // namespace amiraute::ui
