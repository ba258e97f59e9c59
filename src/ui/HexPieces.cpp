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

} // namespace amiraute::ui
