#include "ui/Chrome.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>

namespace amiraute::ui {

float sidePanelWidth(unsigned window_width, float wide) {
  return window_width >= 1200 ? wide : std::max(280.f, window_width * 0.3f);
}

sf::FloatRect tableArea(sf::Vector2u window, float top, float panel) {
  return {0, top, std::max(50.f, window.x - panel), std::max(50.f, window.y - top)};
}

void beginTopBar(const char *id, float width, float height) {
  ImGui::SetNextWindowPos({0, 0});
  ImGui::SetNextWindowSize({width, height});
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.06f, 0.08f, 0.11f, 0.98f));
  ImGui::Begin(id, nullptr, kFixedWindowFlags);
  ImGui::SetCursorPosY(11);
}

void endTopBar(const std::string &title, float width, ImVec4 color, float y) {
  const float tw = ImGui::CalcTextSize(title.c_str()).x;
  // Right of the last widget, whether or not the caller asked for SameLine.
  const float used = std::max(ImGui::GetCursorPosX(), ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x);
  if (used + tw + 30 < width) {
    ImGui::SameLine(width - tw - 16);
    if (y >= 0) ImGui::SetCursorPosY(y);
    ImGui::TextColored(color, "%s", title.c_str());
  }
  ImGui::End();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar();
}

float barButtonWidth(const char *label) {
  const ImGuiStyle &style = ImGui::GetStyle();
  return ImGui::CalcTextSize(label, nullptr, true).x + style.FramePadding.x * 2 + style.ItemSpacing.x;
}

void BarControls::note(std::string_view label, bool shown) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  rects_.emplace_back(std::string(label), sf::FloatRect(a.x, a.y, b.x - a.x, b.y - a.y));
  if (!shown) return;
  // The label as ImGui draws it (nothing after "##"), with the frame's padding both sides.
  const std::string text(label);
  const float needed =
      ImGui::CalcTextSize(text.c_str(), nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2;
  if (needed > b.x - a.x + 1) clipped_.emplace_back(label);
}

bool BarControls::button(const char *label) {
  const bool clicked = ImGui::Button(label);
  note(label, true);
  return clicked;
}

std::optional<sf::FloatRect> BarControls::find(std::string_view label) const {
  for (const auto &[name, rect] : rects_)
    if (name == label) return rect;
  return std::nullopt;
}

void beginSidePanel(const char *id, sf::Vector2u window, float width, float top) {
  ImGui::SetNextWindowPos({window.x - width, top});
  ImGui::SetNextWindowSize({width, window.y - top});
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0);
  // Opaque: the table never shows through the panel.
  ImVec4 bg = ImGui::GetStyleColorVec4(ImGuiCol_WindowBg);
  bg.w = 1;
  ImGui::PushStyleColor(ImGuiCol_WindowBg, bg);
  ImGui::Begin(id, nullptr, kFixedWindowFlags);
}

void endSidePanel() {
  ImGui::End();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar();
}

bool endPhaseButton(const char *label, bool disabled, float width) {
  ImGui::BeginDisabled(disabled);
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.16f, 0.45f, 0.30f, 1));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.22f, 0.58f, 0.38f, 1));
  const bool clicked = ImGui::Button(label, {width, 0});
  ImGui::PopStyleColor(2);
  ImGui::EndDisabled();
  return clicked;
}

void beginBanner(const char *id, ImVec2 pos, ImVec2 pivot, ImVec4 color, const std::string &headline,
                 ImFont *big, ImGuiWindowFlags extra) {
  ImGui::SetNextWindowPos(pos, ImGuiCond_Always, pivot);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.05f, 0.07f, 0.10f, 0.93f));
  ImGui::PushStyleColor(ImGuiCol_Border, color);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 3);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {40, 24});
  ImGui::Begin(id, nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing | extra);
  if (big) ImGui::PushFont(big);
  ImGui::TextColored(color, "%s", headline.c_str());
  if (big) ImGui::PopFont();
}

void endBanner() {
  ImGui::End();
  ImGui::PopStyleVar(2);
  ImGui::PopStyleColor(2);
}

void helpOverlay(bool &open, sf::Vector2u window, const char *heading, std::span<const HelpRow> rows,
                 std::span<const char *const> notes, ImFont *medium, BarControls *bar) {
  if (!open) return;
  const ImVec4 key_color{1.0f, 0.83f, 0.32f, 1};
  const ImVec4 dim{0.62f, 0.67f, 0.74f, 1};
  const ImGuiStyle &style = ImGui::GetStyle();
  // As wide as its longest line, but never wider nor taller than the window: long lines wrap, and
  // a help taller than the window scrolls.
  const float most = std::max(200.f, std::min(window.x * 0.9f, 980.f));
  float key_w = 0, what_w = 0, note_w = 0;
  for (const HelpRow &r : rows) {
    key_w = std::max(key_w, ImGui::CalcTextSize(core::tr(r.key)).x);
    what_w = std::max(what_w, ImGui::CalcTextSize(core::tr(r.what)).x);
  }
  for (const char *note : notes)
    note_w = std::max(note_w, ImGui::CalcTextSize(core::tr(note)).x);
  key_w = std::min(key_w, most * 0.4f);
  const float cells = style.CellPadding.x * 4 + style.ItemSpacing.x;
  const float inner = std::min(most - style.WindowPadding.x * 2 - style.ScrollbarSize,
                               std::max({key_w + what_w + cells, note_w, 160.f}));
  ImGui::SetNextWindowPos({window.x / 2.f, window.y / 2.f}, ImGuiCond_Always, {0.5f, 0.5f});
  ImGui::SetNextWindowSizeConstraints({0, 0}, {most, window.y * 0.9f});
  ImGui::SetNextWindowBgAlpha(0.97f);
  ImGui::Begin((std::string(core::tr("Help — shortcuts")) + "###help").c_str(), &open,
               ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoCollapse);
  if (bar) bar->noteWindow("help");
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner);
  if (medium) ImGui::PushFont(medium);
  ImGui::TextUnformatted(heading);
  if (medium) ImGui::PopFont();
  if (ImGui::BeginTable("##help", 2, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg, {inner, 0})) {
    ImGui::TableSetupColumn("key", ImGuiTableColumnFlags_WidthFixed, key_w);
    ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthStretch);
    for (const HelpRow &r : rows) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::PushTextWrapPos(0);
      ImGui::TextColored(key_color, "%s", core::tr(r.key));
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(core::tr(r.what));
      ImGui::PopTextWrapPos();
    }
    ImGui::EndTable();
  }
  if (!notes.empty()) ImGui::Spacing();
  for (const char *note : notes)
    ImGui::TextColored(dim, "%s", core::tr(note));
  ImGui::PopTextWrapPos();
  if (bar) { // the content beyond the window's width would be cut off: the tests look
    const float room = ImGui::GetWindowPos().x + ImGui::GetWindowSize().x - style.WindowPadding.x + 1;
    if (ImGui::GetWindowPos().x + ImGui::GetCurrentWindow()->ContentSize.x + style.WindowPadding.x > room)
      bar->cutOff("help");
  }
  ImGui::End();
}

const char *languageButtonLabel() {
  return core::language() == "fr" ? "FR  ▼###language" : "EN  ▼###language";
}

namespace {

/// English and Français, the current one checked; true when the choice changed the language.
bool languageItems(BarControls &bar) {
  bool changed = false;
  const std::string now = core::language();
  // Each language under its own name, so that a reader of either finds it.
  if (ImGui::MenuItem("English", "en", now == "en") && now != "en") changed = core::setLanguage("en");
  bar.note("English");
  if (ImGui::MenuItem("Français", "fr", now == "fr") && now != "fr") changed = core::setLanguage("fr");
  bar.note("Français");
  return changed;
}

} // namespace

bool languageButton(BarControls &bar) {
  const char *id = "##languagemenu";
  if (ImGui::Button(languageButtonLabel())) ImGui::OpenPopup(id);
  bar.note("Language");
  if (ImGui::IsItemHovered() && !ImGui::IsPopupOpen(id))
    ImGui::SetTooltip("%s", core::tr("Language of the screen: English or French"));
  ImGui::SetNextWindowPos({ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y + 4}, ImGuiCond_Always,
                          {1, 0});
  bool changed = false;
  if (ImGui::BeginPopup(id)) {
    changed = languageItems(bar);
    ImGui::EndPopup();
  }
  return changed;
}

bool languageMenu(BarControls &bar) {
  bool changed = false;
  const bool open = ImGui::BeginMenu((std::string(core::tr("Language")) + "###language").c_str());
  bar.note("Language");
  if (open) {
    changed = languageItems(bar);
    ImGui::EndMenu();
  }
  return changed;
}

bool Navigation::handle(Camera &camera, const sf::Event &e, bool gui_mouse, bool gui_keyboard) {
  switch (e.type) {
  case sf::Event::MouseMoved: {
    const sf::Vector2f p(static_cast<float>(e.mouseMove.x), static_cast<float>(e.mouseMove.y));
    if (panning_) camera.panPixels(p - pan_last_);
    pan_last_ = p;
    pointer_ = p;
    return false;
  }
  case sf::Event::MouseButtonPressed: {
    const sf::Vector2f p(static_cast<float>(e.mouseButton.x), static_cast<float>(e.mouseButton.y));
    pointer_ = p;
    if (gui_mouse) return true;
    if (e.mouseButton.button != sf::Mouse::Right && e.mouseButton.button != sf::Mouse::Middle) return false;
    panning_ = true;
    pan_last_ = p;
    return true;
  }
  case sf::Event::MouseButtonReleased:
    if (e.mouseButton.button != sf::Mouse::Right && e.mouseButton.button != sf::Mouse::Middle) return false;
    panning_ = false;
    return true;
  case sf::Event::MouseWheelScrolled:
    if (gui_mouse || e.mouseWheelScroll.wheel != sf::Mouse::VerticalWheel) return true;
    camera.zoomAbout({static_cast<float>(e.mouseWheelScroll.x), static_cast<float>(e.mouseWheelScroll.y)},
                     std::pow(1.15, e.mouseWheelScroll.delta));
    return true;
  case sf::Event::KeyPressed: {
    if (gui_keyboard) return true;
    const sf::FloatRect &vp = camera.viewport();
    const sf::Vector2f mid(vp.left + vp.width / 2, vp.top + vp.height / 2);
    switch (e.key.code) {
    case sf::Keyboard::Left: camera.panPixels({60, 0}); return true;
    case sf::Keyboard::Right: camera.panPixels({-60, 0}); return true;
    case sf::Keyboard::Up: camera.panPixels({0, 60}); return true;
    case sf::Keyboard::Down: camera.panPixels({0, -60}); return true;
    case sf::Keyboard::Add:
    case sf::Keyboard::Equal: camera.zoomAbout(mid, 1.25); return true;
    case sf::Keyboard::Subtract:
    case sf::Keyboard::Hyphen: camera.zoomAbout(mid, 1 / 1.25); return true;
    default: return false;
    }
  }
  case sf::Event::LostFocus: panning_ = false; return false;
  default: return false;
  }
}

} // namespace amiraute::ui
