#include "ui/ImGuiSfml.h"

#include "core/Files.h"

#include <backends/imgui_impl_opengl2.h>
#include <imgui.h>

#include <cfloat>
#include <filesystem>

namespace amiraute::ui {

std::string uiFontPath() {
  for (const char *p : {"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "assets/DejaVuSans.ttf"})
    if (std::filesystem::exists(p)) return p;
  const std::string shipped = core::findDataFile("assets/DejaVuSans.ttf");
  return std::filesystem::exists(shipped) ? shipped : std::string();
}

namespace {

std::string boldFontPath() {
  const char *p = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
  return std::filesystem::exists(p) ? p : uiFontPath();
}

void applyStyle() {
  ImGuiStyle &s = ImGui::GetStyle();
  ImGui::StyleColorsDark(&s);
  s.WindowRounding = 6;
  s.FrameRounding = 4;
  s.GrabRounding = 4;
  s.PopupRounding = 5;
  s.ScrollbarRounding = 6;
  s.WindowPadding = {12, 10};
  s.FramePadding = {9, 5};
  s.ItemSpacing = {9, 7};
  s.WindowBorderSize = 1;
  ImVec4 *c = s.Colors;
  c[ImGuiCol_WindowBg] = {0.08f, 0.10f, 0.13f, 0.94f};
  c[ImGuiCol_PopupBg] = {0.09f, 0.11f, 0.15f, 0.97f};
  c[ImGuiCol_TitleBg] = {0.10f, 0.14f, 0.20f, 1};
  c[ImGuiCol_TitleBgActive] = {0.13f, 0.22f, 0.33f, 1};
  c[ImGuiCol_Header] = {0.18f, 0.30f, 0.45f, 0.8f};
  c[ImGuiCol_HeaderHovered] = {0.24f, 0.40f, 0.60f, 0.9f};
  c[ImGuiCol_Button] = {0.17f, 0.31f, 0.47f, 1};
  c[ImGuiCol_ButtonHovered] = {0.24f, 0.43f, 0.64f, 1};
  c[ImGuiCol_ButtonActive] = {0.30f, 0.52f, 0.76f, 1};
  c[ImGuiCol_FrameBg] = {0.14f, 0.18f, 0.24f, 1};
  c[ImGuiCol_Separator] = {0.30f, 0.36f, 0.44f, 0.7f};
}

} // namespace

ImGuiSfml::ImGuiSfml(sf::RenderWindow &window) : window_(window) {
  IMGUI_CHECKVERSION();
  context_ = ImGui::CreateContext();
  ImGui::SetCurrentContext(context_);
  ImGuiIO &io = ImGui::GetIO();
  io.IniFilename = nullptr; // the layout is ours; no imgui.ini beside the player's files
  io.BackendPlatformName = "amiraute_sfml";
  io.KeyMap[ImGuiKey_Tab] = sf::Keyboard::Tab;
  io.KeyMap[ImGuiKey_LeftArrow] = sf::Keyboard::Left;
  io.KeyMap[ImGuiKey_RightArrow] = sf::Keyboard::Right;
  io.KeyMap[ImGuiKey_UpArrow] = sf::Keyboard::Up;
  io.KeyMap[ImGuiKey_DownArrow] = sf::Keyboard::Down;
  io.KeyMap[ImGuiKey_PageUp] = sf::Keyboard::PageUp;
  io.KeyMap[ImGuiKey_PageDown] = sf::Keyboard::PageDown;
  io.KeyMap[ImGuiKey_Home] = sf::Keyboard::Home;
  io.KeyMap[ImGuiKey_End] = sf::Keyboard::End;
  io.KeyMap[ImGuiKey_Insert] = sf::Keyboard::Insert;
  io.KeyMap[ImGuiKey_Delete] = sf::Keyboard::Delete;
  io.KeyMap[ImGuiKey_Backspace] = sf::Keyboard::Backspace;
  io.KeyMap[ImGuiKey_Space] = sf::Keyboard::Space;
  io.KeyMap[ImGuiKey_Enter] = sf::Keyboard::Enter;
  io.KeyMap[ImGuiKey_Escape] = sf::Keyboard::Escape;
  io.KeyMap[ImGuiKey_KeyPadEnter] = sf::Keyboard::Enter;
  io.KeyMap[ImGuiKey_A] = sf::Keyboard::A;
  io.KeyMap[ImGuiKey_C] = sf::Keyboard::C;
  io.KeyMap[ImGuiKey_V] = sf::Keyboard::V;
  io.KeyMap[ImGuiKey_X] = sf::Keyboard::X;
  io.KeyMap[ImGuiKey_Y] = sf::Keyboard::Y;
  io.KeyMap[ImGuiKey_Z] = sf::Keyboard::Z;

  const std::string font = uiFontPath();
  static const ImWchar ranges[] = {0x0020, 0x00FF, 0x2009, 0x2009, 0x2013, 0x2014, 0x2018, 0x201E,
                                   0x2022, 0x2022, 0x2026, 0x2026, 0x202F, 0x202F, 0x2190, 0x2193,
                                   0x2212, 0x2212, 0x25B2, 0x25BC, 0x2713, 0x2717, 0};
  if (!font.empty()) {
    io.Fonts->AddFontFromFileTTF(font.c_str(), 17.0f, nullptr, ranges);
    medium_ = io.Fonts->AddFontFromFileTTF(boldFontPath().c_str(), 21.0f, nullptr, ranges);
    big_ = io.Fonts->AddFontFromFileTTF(boldFontPath().c_str(), 56.0f, nullptr, ranges);
  } else {
    io.Fonts->AddFontDefault();
  }
  applyStyle();
  window_.setActive(true);
  ImGui_ImplOpenGL2_Init();
}

ImGuiSfml::~ImGuiSfml() {
  ImGui::SetCurrentContext(context_);
  window_.setActive(true);
  ImGui_ImplOpenGL2_Shutdown();
  ImGui::DestroyContext(context_);
}

void ImGuiSfml::processEvent(const sf::Event &e) {
  ImGui::SetCurrentContext(context_);
  ImGuiIO &io = ImGui::GetIO();
  switch (e.type) {
  case sf::Event::MouseMoved:
    io.MousePos = {static_cast<float>(e.mouseMove.x), static_cast<float>(e.mouseMove.y)};
    break;
  case sf::Event::MouseButtonPressed:
  case sf::Event::MouseButtonReleased: {
    io.MousePos = {static_cast<float>(e.mouseButton.x), static_cast<float>(e.mouseButton.y)};
    const int b = e.mouseButton.button == sf::Mouse::Left     ? 0
                  : e.mouseButton.button == sf::Mouse::Right  ? 1
                  : e.mouseButton.button == sf::Mouse::Middle ? 2
                                                              : -1;
    if (b >= 0) io.MouseDown[b] = e.type == sf::Event::MouseButtonPressed;
    break;
  }
  case sf::Event::MouseWheelScrolled:
    if (e.mouseWheelScroll.wheel == sf::Mouse::VerticalWheel)
      io.MouseWheel += e.mouseWheelScroll.delta;
    else
      io.MouseWheelH += e.mouseWheelScroll.delta;
    break;
  case sf::Event::MouseLeft: io.MousePos = {-FLT_MAX, -FLT_MAX}; break;
  case sf::Event::KeyPressed:
  case sf::Event::KeyReleased: {
    const bool down = e.type == sf::Event::KeyPressed;
    if (e.key.code >= 0 && e.key.code < static_cast<int>(IM_ARRAYSIZE(io.KeysDown)))
      io.KeysDown[e.key.code] = down;
    io.KeyCtrl = e.key.control;
    io.KeyShift = e.key.shift;
    io.KeyAlt = e.key.alt;
    io.KeySuper = e.key.system;
    break;
  }
  case sf::Event::TextEntered:
    if (e.text.unicode >= 32 && e.text.unicode != 127) io.AddInputCharacter(e.text.unicode);
    break;
  case sf::Event::LostFocus:
    for (bool &k : io.KeysDown)
      k = false;
    io.KeyCtrl = io.KeyShift = io.KeyAlt = io.KeySuper = false;
    break;
  default: break;
  }
}

void ImGuiSfml::newFrame(float dt, bool pointer_away) {
  ImGui::SetCurrentContext(context_);
  ImGuiIO &io = ImGui::GetIO();
  const sf::Vector2u size = window_.getSize();
  io.DisplaySize = {static_cast<float>(size.x), static_cast<float>(size.y)};
  io.DisplayFramebufferScale = {1, 1};
  io.DeltaTime = dt > 0 ? dt : 1.0f / 60.0f;
  ImGui_ImplOpenGL2_NewFrame();
  const ImVec2 pointer = io.MousePos;
  if (pointer_away) io.MousePos = {-FLT_MAX, -FLT_MAX};
  ImGui::NewFrame();
  io.MousePos = pointer; // the next events move it on from where it was
}

void ImGuiSfml::render() {
  ImGui::SetCurrentContext(context_);
  ImGui::Render();
  window_.pushGLStates();
  ImGui_ImplOpenGL2_RenderDrawData(ImGui::GetDrawData());
  window_.popGLStates();
}

bool ImGuiSfml::wantsMouse() const { return ImGui::GetIO().WantCaptureMouse; }
bool ImGuiSfml::wantsKeyboard() const { return ImGui::GetIO().WantCaptureKeyboard; }

} // namespace amiraute::ui
