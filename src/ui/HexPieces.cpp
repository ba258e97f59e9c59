#include "ui/HexPieces.h"

#include "ui/Panels.h"
#include "ui/Vertices.h"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cfloat>
#include <cmath>
#include <numbers>

namespace amiraute::ui {

const SideLook &sideLook(int side) {
  static const std::array<SideLook, 4> looks{{
      {{70, 130, 220}, {24, 54, 112}, {255, 255, 255}, {120, 170, 255}},
      {{214, 72, 60}, {104, 26, 20}, {255, 255, 255}, {255, 128, 112}},
      {{226, 186, 70}, {128, 92, 20}, {30, 24, 10}, {246, 206, 96}},
      {{90, 178, 96}, {30, 90, 36}, {255, 255, 255}, {130, 220, 140}},
  }};
  return looks[static_cast<std::size_t>(std::clamp(side, 0, 3))];
}

int paletteOf(const std::string &name, int side) {
  std::string n;
  for (char c : name)
    n += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (n.rfind("bleu", 0) == 0 || n.rfind("blue", 0) == 0) return 0;
  if (n.rfind("rouge", 0) == 0 || n.rfind("red", 0) == 0) return 1;
  if (n.rfind("jaune", 0) == 0 || n.rfind("yellow", 0) == 0 || n.rfind("or", 0) == 0) return 2;
  if (n.rfind("vert", 0) == 0 || n.rfind("green", 0) == 0) return 3;
  return side;
}

HexToken pieceToken(TokenShape shape, core::Hex hex, int facing, int side, std::string glyph,
                    const PieceMarks &marks) {
  const SideLook &look = sideLook(side);
  HexToken t;
  t.shape = shape;
  t.hex = hex;
  t.facing = facing;
  t.face = look.face;
  t.rim = look.rim;
  t.ink = look.ink;
  t.glyph = std::move(glyph);
  t.dim = marks.spent;
  t.alpha = marks.ghost ? 130 : 255;
  if (marks.ready) t.halos.push_back({sf::Color(110, 255, 130, 215), 1.02f, 1.20f});
  if (marks.target) t.halos.push_back({sf::Color(255, 50, 40, 245), 1.04f, 1.34f});
  if (marks.selected)
    t.halos.push_back(
        {sf::Color(255, 255, 255, static_cast<sf::Uint8>(170 + 85 * std::clamp(marks.pulse, 0.f, 1.f))),
         1.04f, 1.28f});
  return t;
}

void addReachMarks(HexSceneInput &in, std::span<const ReachMark> marks, float pulse) {
  const auto pulse_alpha = static_cast<sf::Uint8>(150 + 100 * std::clamp(pulse, 0.f, 1.f));
  for (ReachMark::Kind kind : {ReachMark::Kind::Risk, ReachMark::Kind::End, ReachMark::Kind::Step})
    for (const ReachMark &m : marks) {
      if (m.kind != kind) continue;
      HexHighlight h;
      h.hex = m.hex;
      h.text = m.text;
      h.badge = m.badge;
      switch (kind) {
      case ReachMark::Kind::Risk:
        h.fill = sf::Color(235, 40, 30, 55);
        h.border = sf::Color(235, 40, 30, 200);
        h.border_width = 0.05f;
        if (h.badge.empty()) h.badge = "✕";
        h.badge_color = sf::Color(255, 90, 80);
        break;
      case ReachMark::Kind::End:
        h.fill = sf::Color(120, 255, 150, 70);
        h.border = sf::Color(90, 230, 120, 210);
        h.border_width = 0.06f;
        break;
      case ReachMark::Kind::Step:
        h.fill = sf::Color(255, 240, 150, 90);
        h.border = sf::Color(255, 226, 90, pulse_alpha);
        h.border_width = 0.09f;
        break;
      }
      in.highlights.push_back(std::move(h));
    }
}

void addPiecePath(HexSceneInput &in, core::Hex start, std::span<const core::Hex> hexes, bool preview,
                  sf::Color color) {
  if (hexes.empty()) return;
  HexPath p;
  p.hexes.push_back(start);
  p.hexes.insert(p.hexes.end(), hexes.begin(), hexes.end());
  p.color = preview ? vtx::alpha(color, 190) : color;
  p.width = preview ? 0.10f : 0.13f;
  p.dashed = preview;
  p.arrow = true;
  in.paths.push_back(std::move(p));
}

void addFireLine(HexSceneInput &in, core::Hex from, std::span<const core::Hex> hexes, int side, bool armed) {
  if (hexes.empty()) return;
  HexPath p;
  p.hexes.push_back(from);
  p.hexes.insert(p.hexes.end(), hexes.begin(), hexes.end());
  const sf::Color c = armed ? sf::Color(255, 70, 50) : sideLook(side).text;
  p.color = vtx::alpha(c, armed ? 235 : 150);
  p.width = armed ? 0.08f : 0.05f;
  p.dashed = true;
  p.start_dot = false;
  p.arrow = armed;
  in.paths.push_back(std::move(p));
}

namespace {

// A flat-topped hexagon swatch with the look's pattern hinted, at `c`, `r` pixels.
void hexSwatch(ImDrawList *dl, ImVec2 c, float r, const HexCellLook &look) {
  ImVec2 pts[6];
  for (int k = 0; k < 6; ++k) {
    const float a = static_cast<float>(std::numbers::pi / 3 * k);
    pts[k] = {c.x + r * std::cos(a), c.y + r * std::sin(a)};
  }
  dl->AddConvexPolyFilled(pts, 6, toImU32(look.fill));
  const ImU32 ink = toImU32(look.ink);
  switch (look.pattern) {
  case HexPattern::Hatching:
    for (int k = -1; k <= 1; ++k)
      dl->AddLine({c.x - r * 0.55f + k * r * 0.5f, c.y + r * 0.55f},
                  {c.x + r * 0.05f + k * r * 0.5f, c.y - r * 0.55f}, ink, 1.5f);
    break;
  case HexPattern::Dots:
    for (int k = 0; k < 5; ++k)
      dl->AddCircleFilled({c.x + r * 0.45f * std::cos(k * 1.3f), c.y + r * 0.4f * std::sin(k * 2.1f)}, 1.6f,
                          ink);
    break;
  case HexPattern::Swirl: dl->AddCircle(c, r * 0.45f, ink, 12, 2); break;
  case HexPattern::Waves:
    for (int k = -1; k <= 1; k += 2)
      dl->AddBezierCubic({c.x - r * 0.6f, c.y + k * r * 0.25f}, {c.x - r * 0.2f, c.y + k * r * 0.25f - 4},
                         {c.x + r * 0.2f, c.y + k * r * 0.25f + 4}, {c.x + r * 0.6f, c.y + k * r * 0.25f},
                         ink, 1.5f);
    break;
  case HexPattern::Rings: dl->AddCircle(c, r * 0.55f, ink, 6, 1.5f); break;
  case HexPattern::None: break;
  }
  dl->AddPolyline(pts, 6, toImU32(sf::Color(200, 205, 215, 160)), ImDrawFlags_Closed, 1);
}

} // namespace

namespace {

float swatchRadius() { return ImGui::GetTextLineHeight() * 0.72f; }

void swatchCell(const OldLegendEntry &e) {
  const float r = swatchRadius();
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  hexSwatch(ImGui::GetWindowDrawList(), {pos.x + r * 1.1f, pos.y + r * 1.0f}, r, e.look);
  if (e.symbol) e.symbol(pos.x + r * 1.1f, pos.y + r * 1.0f, r);
  ImGui::Dummy({r * 2.2f, r * 2.0f});
}

} // namespace

void oldLegendTable(std::span<const OldLegendEntry> entries) {
  const float r = swatchRadius();
  const ImVec4 dim(0.62f, 0.66f, 0.72f, 1);
  std::vector<const OldLegendEntry *> narrow, wide;
  for (const OldLegendEntry &e : entries)
    (e.wide ? wide : narrow).push_back(&e);
  if (!narrow.empty() && ImGui::BeginTable("##legend-narrow", 4, ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("s1", ImGuiTableColumnFlags_WidthFixed, r * 2.3f);
    ImGui::TableSetupColumn("n1", ImGuiTableColumnFlags_WidthStretch,
                            1.0f); // even halves from the first frame
    ImGui::TableSetupColumn("s2", ImGuiTableColumnFlags_WidthFixed, r * 2.3f);
    ImGui::TableSetupColumn("n2", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    for (const OldLegendEntry *e : narrow) {
      ImGui::TableNextColumn();
      swatchCell(*e);
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(e->name.c_str());
      if (!e->detail.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", e->detail.c_str());
    }
    ImGui::EndTable();
  }
  if (!wide.empty() && ImGui::BeginTable("##legend-wide", 2, ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("swatch", ImGuiTableColumnFlags_WidthFixed, r * 2.3f);
    ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthStretch);
    for (const OldLegendEntry *e : wide) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      swatchCell(*e);
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(e->name.c_str());
      if (!e->detail.empty()) ImGui::TextColored(dim, "%s", e->detail.c_str());
    }
    ImGui::EndTable();
  }
}

float oldLegendHeight(std::span<const OldLegendEntry> entries) {
  // As oldLegendTable lays them out in the width left: names (and details) wrap in their column.
  const ImGuiStyle &style = ImGui::GetStyle();
  const float row = swatchRadius() * 2.0f + style.CellPadding.y * 2;
  const float swatch = swatchRadius() * 2.3f + style.CellPadding.x * 2;
  const float width = ImGui::GetContentRegionAvail().x;
  const float wide_text = std::max(40.f, width - swatch - style.CellPadding.x * 2);
  const float narrow_text = std::max(30.f, width / 2 - swatch - style.CellPadding.x * 2);
  auto tall = [](const std::string &text, float wrap) {
    return ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap).y;
  };
  float h = 0, pair = 0;
  int narrow = 0;
  for (const OldLegendEntry &e : entries) {
    if (e.wide) {
      const float text = tall(e.name, wide_text) + (e.detail.empty() ? 0 : tall(e.detail, wide_text));
      h += std::max(row, text + style.ItemSpacing.y + style.CellPadding.y * 2);
    } else {
      pair = std::max(pair, std::max(row, tall(e.name, narrow_text) + style.CellPadding.y * 2));
      if (++narrow % 2 == 0) {
        h += pair;
        pair = 0;
      }
    }
  }
  return h + pair + style.ItemSpacing.y * 2;
}

namespace {

// A round counter about `c`: the side's colours, `glyph`, an arrow toward `facing` (0: none).
void drawCounter(ImDrawList *dl, ImVec2 c, int side, const std::string &glyph, int facing, float radius) {
  const SideLook &look = sideLook(side);
  dl->AddCircleFilled(c, radius, toImU32(look.rim), 24);
  dl->AddCircleFilled(c, radius * 0.86f, toImU32(look.face), 24);
  if (facing >= 1 && facing <= 6) {
    // Screen y grows down; facing 1 points up, clockwise.
    const float a = static_cast<float>((facing - 1) * std::numbers::pi / 3);
    const ImVec2 dir{std::sin(a), -std::cos(a)};
    const ImVec2 side_dir{-dir.y, dir.x};
    const ImVec2 tip{c.x + dir.x * radius * 1.35f, c.y + dir.y * radius * 1.35f};
    const ImVec2 base{c.x + dir.x * radius * 0.8f, c.y + dir.y * radius * 0.8f};
    dl->AddTriangleFilled(tip, {base.x + side_dir.x * radius * 0.35f, base.y + side_dir.y * radius * 0.35f},
                          {base.x - side_dir.x * radius * 0.35f, base.y - side_dir.y * radius * 0.35f},
                          toImU32(look.rim));
  }
  ImFont *f = ImGui::GetFont();
  const float size = radius * 1.2f;
  const ImVec2 ts = f->CalcTextSizeA(size, FLT_MAX, 0, glyph.c_str());
  dl->AddText(f, size, {c.x - ts.x / 2, c.y - ts.y / 2}, toImU32(look.ink), glyph.c_str());
}

} // namespace

void counterIcon(int side, const std::string &glyph, int facing, float radius) {
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  const float h = std::max(ImGui::GetTextLineHeight(), radius * 2 + 2);
  drawCounter(ImGui::GetWindowDrawList(), {pos.x + radius + 1, pos.y + h / 2}, side, glyph, facing, radius);
  ImGui::Dummy({radius * 2 + 2, h});
}

std::function<void(float, float, float)> counterSymbol(int side, std::string glyph, int facing) {
  return [=](float x, float y, float r) {
    drawCounter(ImGui::GetWindowDrawList(), {x, y}, side, glyph, facing, r * 0.62f);
  };
}

std::function<void(float, float, float)> barSymbol(int side, std::string glyph) {
  return [=](float x, float y, float r) {
    const SideLook &look = sideLook(side);
    ImDrawList *dl = ImGui::GetWindowDrawList();
    const float half = r * 0.34f, back = x - r * 0.95f, shoulder = x + r * 0.55f, tip = x + r * 1.0f;
    const ImVec2 hull[5] = {
        {back, y - half}, {shoulder, y - half}, {tip, y}, {shoulder, y + half}, {back, y + half}};
    dl->AddConvexPolyFilled(hull, 5, toImU32(look.rim));
    const float in = std::max(1.5f, r * 0.08f);
    const ImVec2 deck[5] = {{back + in, y - half + in},
                            {shoulder, y - half + in},
                            {tip - in * 1.8f, y},
                            {shoulder, y + half - in},
                            {back + in, y + half - in}};
    dl->AddConvexPolyFilled(deck, 5, toImU32(look.face));
    ImFont *f = ImGui::GetFont();
    const float size = r * 0.62f;
    const ImVec2 ts = f->CalcTextSizeA(size, FLT_MAX, 0, glyph.c_str());
    dl->AddText(f, size, {x - r * 0.2f - ts.x / 2, y - ts.y / 2}, toImU32(look.ink), glyph.c_str());
  };
}

std::function<void(float, float, float)> unitSymbol(int side) {
  return [=](float x, float y, float r) {
    const SideLook &look = sideLook(side);
    ImDrawList *dl = ImGui::GetWindowDrawList();
    const float half = r * 0.62f, w = std::max(1.f, r * 0.08f);
    dl->AddRectFilled({x - half, y - half}, {x + half, y + half}, toImU32(look.rim));
    dl->AddRectFilled({x - half + w * 1.5f, y - half + w * 1.5f}, {x + half - w * 1.5f, y + half - w * 1.5f},
                      toImU32(look.face));
    // The NATO frame with the infantry's cross, in the upper part, as on the map.
    const ImVec2 a{x - half * 0.6f, y - half * 0.6f}, b{x + half * 0.6f, y + half * 0.05f};
    dl->AddRect(a, b, toImU32(look.ink), 0, 0, w);
    dl->AddLine(a, b, toImU32(look.ink), w);
    dl->AddLine({a.x, b.y}, {b.x, a.y}, toImU32(look.ink), w);
  };
}

const char *facingLetters(int facing) {
  static const char *const names[] = {"?", "N", "NE", "SE", "S", "SW", "NW"};
  return names[facing >= 1 && facing <= 6 ? facing : 0];
}

} // namespace amiraute::ui
