#include "ui/Curtain.h"

#include "core/I18n.h"

#include <imgui.h>

#include <algorithm>

namespace amiraute::ui {

using core::fill;
using core::tr;

Curtain::Curtain(std::vector<std::string> seats, bool secrets)
    : seats_(std::move(seats)), secrets_(secrets) {}

void Curtain::follow(int to_act) {
  if (to_act < 0) return; // chance or the end: nobody new comes to the screen
  if (!secrets_) {
    at_screen_ = to_act;
    down_ = false;
    return;
  }
  if (down_) {
    called_ = to_act; // called again before anybody came (an undo): call the right one
    return;
  }
  if (to_act == at_screen_) return;
  down_ = true;
  called_ = to_act;
  pressed_ = false;
}

void Curtain::lift() {
  if (!down_) return;
  at_screen_ = called_;
  down_ = false;
  pressed_ = false;
}

void Curtain::reset() {
  at_screen_ = game::kPublic;
  called_ = game::kPublic;
  down_ = false;
  pressed_ = false;
}

std::string Curtain::seatName(int seat) const {
  if (seat >= 0 && static_cast<std::size_t>(seat) < seats_.size())
    return seats_[static_cast<std::size_t>(seat)];
  return fill(tr("seat {n}"), {{"n", std::to_string(seat + 1)}});
}

std::string Curtain::headline() const {
  // Before anybody sat down, or when the screen comes back to the seat that left it: whoever may
  // be looking now is asked to go.
  if (at_screen_ < 0 || at_screen_ == called()) return tr("Everyone else, look away");
  // More than two at the table: not only the one who just played must look away.
  if (seats_.size() > 2) return fill(tr("Everyone but {seat}, look away"), {{"seat", seatName(called())}});
  return fill(tr("{seat}, look away"), {{"seat", seatName(at_screen_)}});
}

std::string Curtain::activity() const {
  return fill(activity_.empty() ? tr("{seat} to play") : activity_, {{"seat", seatName(called())}});
}

std::string Curtain::message() const { return headline() + " — " + activity(); }

std::string Curtain::buttonLabel() const {
  return fill(tr("I am {seat} — show my side"), {{"seat", seatName(called())}});
}

bool Curtain::handleEvent(const sf::Event &e) {
  if (!down_) return false;
  switch (e.type) {
  case sf::Event::MouseButtonPressed:
    if (e.mouseButton.button == sf::Mouse::Left) pressed_ = true;
    return true;
  case sf::Event::MouseButtonReleased:
    if (e.mouseButton.button == sf::Mouse::Left && pressed_) lift();
    return true;
  case sf::Event::KeyPressed:
    if (e.key.code == sf::Keyboard::Enter || e.key.code == sf::Keyboard::Space) lift();
    return true;
  case sf::Event::KeyReleased:
  case sf::Event::TextEntered:
  case sf::Event::MouseMoved:
  case sf::Event::MouseWheelScrolled:
  case sf::Event::MouseWheelMoved:
  case sf::Event::MouseEntered:
  case sf::Event::MouseLeft: return true;
  default: return false; // resize, focus, close: the window's
  }
}

void Curtain::draw(sf::Vector2u window, const GuiFonts &fonts) {
  if (!down_) return;
  const ImVec2 size{static_cast<float>(window.x), static_cast<float>(window.y)};
  ImGui::SetNextWindowPos({0, 0});
  ImGui::SetNextWindowSize(size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.05f, 0.06f, 0.09f, 1.0f));
  ImGui::Begin("##curtain", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoScrollWithMouse);
  const std::string head = headline(), what = activity(), button = buttonLabel();
  const std::string hint = fill(tr("Click anywhere or press Enter when only {seat} can see the screen."),
                                {{"seat", seatName(called())}});
  auto centred = [&](const std::string &text, ImFont *font, ImVec4 color) {
    if (font) ImGui::PushFont(font);
    // A headline longer than the window (French, a narrow window) is drawn smaller, never cut.
    // It keeps a margin of 5 % a side, so that it does not run from edge to edge.
    const float natural = ImGui::CalcTextSize(text.c_str()).x, room = size.x * 0.9f;
    const float scale = natural > room ? std::max(0.4f, room / natural) : 1.f;
    ImGui::SetWindowFontScale(scale);
    const float w = natural * scale;
    ImGui::SetCursorPosX(std::max(8.f, (size.x - w) / 2));
    ImGui::TextColored(color, "%s", text.c_str());
    ImGui::SetWindowFontScale(1.f);
    if (font) ImGui::PopFont();
  };
  ImGui::SetCursorPosY(size.y * 0.36f);
  centred(head, fonts.big, ImVec4(0.95f, 0.55f, 0.45f, 1));
  ImGui::Dummy({0, 10});
  centred(what, fonts.big, ImVec4(0.98f, 0.80f, 0.35f, 1));
  ImGui::Dummy({0, 26});
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  const ImVec2 bsize{ImGui::CalcTextSize(button.c_str()).x + 48, ImGui::GetFrameHeight() * 1.6f};
  ImGui::SetCursorPosX(std::max(8.f, (size.x - bsize.x) / 2));
  if (ImGui::Button(button.c_str(), bsize)) lift();
  if (fonts.medium) ImGui::PopFont();
  ImGui::Dummy({0, 14});
  centred(hint, nullptr, ImVec4(0.62f, 0.66f, 0.72f, 1));
  ImGui::End();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar(2);
}

} // namespace amiraute::ui
