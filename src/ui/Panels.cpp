#include "ui/Panels.h"

#include "core/I18n.h"

#include <algorithm>
#include <cstdio>

namespace amiraute::ui {

ImVec4 toImVec4(draw::Color c) { return {c.r / 255.f, c.g / 255.f, c.b / 255.f, c.a / 255.f}; }

ImVec4 toImVec4(sf::Color c) { return {c.r / 255.f, c.g / 255.f, c.b / 255.f, c.a / 255.f}; }
ImU32 toImU32(sf::Color c) { return IM_COL32(c.r, c.g, c.b, c.a); }

void dieWidget(int value, sf::Color face, float size, bool highlight, bool dim) {
  ImDrawList *dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::Dummy({size, size});
  const bool ivory = face.r > 200 && face.g > 200 && face.b > 180;
  sf::Color body = value > 0 ? face : sf::Color(90, 96, 104);
  if (dim) body = sf::Color(body.r / 2 + 40, body.g / 2 + 40, body.b / 2 + 40);
  const float round = size * 0.18f;
  if (highlight)
    dl->AddRect({p.x - 3, p.y - 3}, {p.x + size + 3, p.y + size + 3}, IM_COL32(255, 215, 80, 255), round + 2,
                0, 3);
  dl->AddRectFilled(p, {p.x + size, p.y + size}, toImU32(body), round);
  dl->AddRect(p, {p.x + size, p.y + size}, IM_COL32(0, 0, 0, 140), round);
  const ImU32 pip = ivory && !dim ? IM_COL32(30, 30, 34, 255) : IM_COL32(255, 255, 255, 255);
  const float a = 0.27f, m = 0.5f, b = 0.73f;
  std::vector<ImVec2> pts;
  switch (std::min(value, 6)) {
  case 1: pts = {{m, m}}; break;
  case 2: pts = {{a, a}, {b, b}}; break;
  case 3: pts = {{a, a}, {m, m}, {b, b}}; break;
  case 4: pts = {{a, a}, {b, a}, {a, b}, {b, b}}; break;
  case 5: pts = {{a, a}, {b, a}, {m, m}, {a, b}, {b, b}}; break;
  case 6: pts = {{a, a}, {b, a}, {a, m}, {b, m}, {a, b}, {b, b}}; break;
  default: break;
  }
  for (const ImVec2 &q : pts)
    dl->AddCircleFilled({p.x + q.x * size, p.y + q.y * size}, std::max(1.5f, size * 0.09f), pip, 10);
}

void oddsChart(const core::HitDistribution &hits, int damage_per_hit) {
  const std::vector<double> p = hits.probabilities();
  if (p.empty()) return;
  const double top = *std::max_element(p.begin(), p.end());
  const float bar_w = 34, gap = 6, h = 70;
  ImDrawList *dl = ImGui::GetWindowDrawList();
  const ImVec2 o = ImGui::GetCursorScreenPos();
  const float label_h = ImGui::GetTextLineHeight();
  const float width = static_cast<float>(p.size()) * (bar_w + gap);
  ImGui::Dummy({width, h + 2 * label_h + 6});
  for (std::size_t k = 0; k < p.size(); ++k) {
    const float x = o.x + static_cast<float>(k) * (bar_w + gap);
    const float bh = top > 0 ? static_cast<float>(p[k] / top) * (h - 4) : 0;
    const float base = o.y + label_h + h;
    const ImU32 col = k == 0 ? IM_COL32(120, 130, 145, 255) : IM_COL32(235, 150, 60, 255);
    dl->AddRectFilled({x, base - bh}, {x + bar_w, base}, col, 2);
    char pct[32];
    if (p[k] >= 0.995)
      std::snprintf(pct, sizeof pct, "%.0f%%", p[k] * 100);
    else if (p[k] >= 0.0995)
      std::snprintf(pct, sizeof pct, "%.0f%%", p[k] * 100);
    else
      std::snprintf(pct, sizeof pct, "%.1f%%", p[k] * 100);
    const ImVec2 ts = ImGui::CalcTextSize(pct);
    ImGui::GetFont()->RenderText(
        dl, ImGui::GetFontSize() * 0.8f, {x + (bar_w - ts.x * 0.8f) / 2, base - bh - label_h},
        IM_COL32(230, 235, 240, 255), {x - 20, o.y, x + bar_w + 20, base + 2 * label_h}, pct, nullptr);
    char lab[32];
    std::snprintf(lab, sizeof lab, "%d", static_cast<int>(k) * damage_per_hit);
    const ImVec2 ls = ImGui::CalcTextSize(lab);
    dl->AddText({x + (bar_w - ls.x) / 2, base + 3}, IM_COL32(200, 205, 215, 255), lab);
  }
  ImGui::TextDisabled(
      "%s",
      damage_per_hit == 1
          ? core::tr("damage (= hits)")
          : core::fill(core::tr("damage ({n} per hit)"), {{"n", std::to_string(damage_per_hit)}}).c_str());
}

void Toasts::push(std::string text, Kind kind, float seconds, bool replace) {
  if (replace) std::erase_if(items_, [](const Item &i) { return i.kind == Kind::Info; });
  items_.push_back({std::move(text), kind, seconds});
  if (items_.size() > 4) items_.erase(items_.begin());
}

void Toasts::update(float dt) {
  for (Item &i : items_)
    i.left -= dt;
  std::erase_if(items_, [](const Item &i) { return i.left <= 0; });
}

void Toasts::draw(ImVec2 anchor, float max_width) const {
  float y = anchor.y;
  for (std::size_t n = items_.size(); n-- > 0;) {
    const Item &it = items_[n];
    const float a = std::clamp(it.left / 0.6f, 0.f, 1.f);
    ImGui::SetNextWindowBgAlpha(0.92f * a);
    ImGui::SetNextWindowPos({anchor.x, y}, ImGuiCond_Always, {0, 1});
    ImGui::SetNextWindowSizeConstraints({0, 0}, {max_width, 400});
    char id[32];
    std::snprintf(id, sizeof id, "##toast%zu", n);
    ImGui::PushStyleColor(ImGuiCol_Border, it.kind == Kind::Error  ? ImVec4(0.9f, 0.3f, 0.3f, a)
                                           : it.kind == Kind::Good ? ImVec4(0.3f, 0.8f, 0.4f, a)
                                                                   : ImVec4(0.5f, 0.6f, 0.7f, a));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 2);
    ImGui::Begin(id, nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                     ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoFocusOnAppearing |
                     ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoSavedSettings);
    ImGui::PushTextWrapPos(max_width - 20);
    ImGui::PushStyleColor(ImGuiCol_Text, it.kind == Kind::Error  ? ImVec4(1, 0.72f, 0.7f, a)
                                         : it.kind == Kind::Good ? ImVec4(0.7f, 1, 0.75f, a)
                                                                 : ImVec4(0.92f, 0.94f, 0.97f, a));
    ImGui::TextUnformatted(it.text.c_str());
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    y -= ImGui::GetWindowHeight() + 6;
    ImGui::End();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor();
  }
}

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
