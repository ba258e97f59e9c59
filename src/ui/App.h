#pragma once
/// The window loop: one sf::RenderWindow, the ImGui adapter and a View (the Haute Mer table).
/// Events go through App::handleEvent whether they come from the window or from a test.
#include "ui/ImGuiSfml.h"
#include "ui/View.h"

#include <SFML/Graphics/RenderWindow.hpp>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace amiraute::ui {

class App {
public:
  App(sf::RenderWindow &window, std::unique_ptr<View> view);

  /// One event, from the window or injected: ImGui sees it first, then the view.
  void handleEvent(const sf::Event &event);
  /// Poll the window and handle every pending event.
  void pollEvents();
  /// Build and draw one frame (not yet displayed). Saves a screenshot the panels asked for.
  void frame(float dt);
  /// Save what the last frame drew (call after frame(), before display()).
  bool saveScreenshot(const std::string &path);
  void display() { window_.display(); }

  View &view() { return *view_; }
  sf::RenderWindow &window() { return window_; }

private:
  sf::RenderWindow &window_;
  std::unique_ptr<View> view_;
  ImGuiSfml imgui_;
};

/// Opens the view of a scenario, or of a record when `record` is not empty (the registry's
/// choice, by the file's game); throws with a message a person can act on.
using ViewOpener = std::function<std::unique_ptr<View>(const std::string &scenario, const std::string &record,
                                                       std::uint64_t seed)>;

/// `amiraute play [SCENARIO] [--record FILE] [--screenshot FILE] [--size WxH] [--seed N]`
int runPlay(const std::vector<std::string> &args, const char *default_scenario, const ViewOpener &open);
/// `amiraute render SCENARIO -o OUT.png [--record FILE] [--size WxH]`
int runRender(const std::vector<std::string> &args, const ViewOpener &open);

} // namespace amiraute::ui
