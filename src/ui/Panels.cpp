#include "ui/Panels.h"

#include <algorithm>

namespace amiraute::ui {

ImVec4 toImVec4(draw::Color c) { return {c.r / 255.f, c.g / 255.f, c.b / 255.f, c.a / 255.f}; }

ImVec4 toImVec4(sf::Color c) { return {c.r / 255.f, c.g / 255.f, c.b / 255.f, c.a / 255.f}; }
ImU32 toImU32(sf::Color c) { return IM_COL32(c.r, c.g, c.b, c.a); }

void sameLineIfFits(float width) {
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width <= right) ImGui::SameLine();
}

float buttonWidth(const char *label) {
  return ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2;
}

bool wrappedButton(const std::string &text, const std::string &id, float width) {
  const ImGuiStyle &style = ImGui::GetStyle();
  if (width <= 0) width = ImGui::GetContentRegionAvail().x;
  const float room = std::max(8.f, width - style.FramePadding.x * 2);
  ImFont *font = ImGui::GetFont();
  const float scale = ImGui::GetFontSize() / font->FontSize;
  std::string lines;
  const char *s = text.c_str(), *end = s + text.size();
  while (s < end) {
    const char *cut = font->CalcWordWrapPositionA(scale, s, end, room);
    if (cut == s) ++cut; // one glyph wider than the room: it goes alone
    std::string line(s, cut);
    while (!line.empty() && line.back() == ' ')
      line.pop_back();
    lines += (lines.empty() ? "" : "\n") + line;
    s = cut;
    while (s < end && (*s == ' ' || *s == '\n'))
      ++s;
  }
  ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, {0.f, 0.5f});
  const bool clicked = ImGui::Button((lines + "##" + id).c_str(), {width, 0});
  ImGui::PopStyleVar();
  return clicked;
}

} // namespace amiraute::ui
