#include "games/haute_mer/screen/Widgets.h"

#include "core/I18n.h"

#include <imgui.h>

#include <algorithm>
#include <vector>

namespace amiraute::haute_mer {

namespace {

ImU32 imColor(draw::Color c) { return IM_COL32(c.r, c.g, c.b, c.a); }

} // namespace

std::string number(double value, int decimals) {
  std::string s = core::decimal(value, decimals);
  const std::size_t mark = s.find_first_of(".,");
  if (mark == std::string::npos || s.find_first_of(".,", mark + 1) != std::string::npos) return s;
  while (s.back() == '0')
    s.pop_back();
  if (s.back() == '.' || s.back() == ',') s.pop_back();
  return s == "-0" ? "0" : s;
}

std::string percent(double p) {
  const bool fr = core::language() == "fr"; // "37 %" in French
  const std::string sign = fr ? "\u202f%" : "%";
  if (p <= 0) return "0" + sign;
  if (p >= 1) return "100" + sign;
  if (p < 0.001) return "<" + core::decimal(0.1, 1) + sign;
  return core::decimal(p * 100, p < 0.1 ? 1 : 0) + sign;
}

void dieWidget(int value, draw::Color face, float size, bool highlight, bool dim) {
  ImDrawList *dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::Dummy({size, size});
  const bool ivory = face.r > 200 && face.g > 200 && face.b > 180;
  draw::Color body = value > 0 ? face : draw::Color(90, 96, 104);
  if (dim) body = draw::Color(body.r / 2 + 40, body.g / 2 + 40, body.b / 2 + 40);
  const float round = size * 0.18f;
  if (highlight)
    dl->AddRect({p.x - 3, p.y - 3}, {p.x + size + 3, p.y + size + 3}, IM_COL32(255, 215, 80, 255), round + 2,
                0, 3);
  dl->AddRectFilled(p, {p.x + size, p.y + size}, imColor(body), round);
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
    // Whole percents from 10 % up, one decimal below, close to the bar's width.
    const std::string pct = core::decimal(p[k] * 100, p[k] >= 0.0995 ? 0 : 1) + "%";
    const ImVec2 ts = ImGui::CalcTextSize(pct.c_str());
    ImGui::GetFont()->RenderText(dl, ImGui::GetFontSize() * 0.8f,
                                 {x + (bar_w - ts.x * 0.8f) / 2, base - bh - label_h},
                                 IM_COL32(230, 235, 240, 255),
                                 {x - 20, o.y, x + bar_w + 20, base + 2 * label_h}, pct.c_str(), nullptr);
    const std::string lab = core::grouped(static_cast<long long>(k) * damage_per_hit);
    const ImVec2 ls = ImGui::CalcTextSize(lab.c_str());
    dl->AddText({x + (bar_w - ls.x) / 2, base + 3}, IM_COL32(200, 205, 215, 255), lab.c_str());
  }
  ImGui::TextDisabled(
      "%s",
      damage_per_hit == 1
          ? core::tr("damage (= hits)")
          : core::fill(core::tr("damage ({n} per hit)"), {{"n", core::grouped(damage_per_hit)}}).c_str());
}

} // namespace amiraute::haute_mer
