#pragma once
/// A small SFML -> Dear ImGui adapter: feeds ImGuiIO from sf::Event and renders ImGui's draw
/// data with the OpenGL2 backend inside SFML's GL context.
#include <SFML/Graphics/RenderWindow.hpp>
#include <SFML/Window/Event.hpp>

struct ImFont;
struct ImGuiContext;

namespace amiraute::ui {

class ImGuiSfml {
public:
  /// Create the ImGui context for this window and load the UI fonts (DejaVu Sans).
  explicit ImGuiSfml(sf::RenderWindow &window);
  ~ImGuiSfml();
  ImGuiSfml(const ImGuiSfml &) = delete;
  ImGuiSfml &operator=(const ImGuiSfml &) = delete;

  /// Pass one event to ImGui.
  void processEvent(const sf::Event &event);
  /// Start a frame (display size, delta time).
  /// `pointer_away`: ImGui sees no pointer this frame (nothing hovered, no tooltip).
  void newFrame(float dt, bool pointer_away = false);
  /// Render the frame's ImGui draw data on top of what SFML drew.
  void render();

  /// Whether ImGui wants the mouse / keyboard (decided at the last newFrame).
  bool wantsMouse() const;
  bool wantsKeyboard() const;

  ImFont *bigFont() const { return big_; }
  ImFont *mediumFont() const { return medium_; }

private:
  sf::RenderWindow &window_;
  ImGuiContext *context_ = nullptr;
  ImFont *big_ = nullptr;
  ImFont *medium_ = nullptr;
};

/// Path of DejaVu Sans (the system font package), or an empty string.
std::string uiFontPath();

} // namespace amiraute::ui
