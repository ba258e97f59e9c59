#include "ui/HexWidgets.h"

#include "draw/HexPieces.h"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <numbers>

namespace amiraute::ui {

using draw::SideLook;
using draw::sideLook;

namespace {

ImU32 toImU32(draw::Color c) { return IM_COL32(c.r, c.g, c.b, c.a); }

} // namespace

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

} // namespace amiraute::ui
