#pragma once
/// What the window shows: one game's table. Haute Mer's continuous table is one View; the hex
/// wargames' map will be another, beside it, behind the same window loop.
#include "core/I18n.h"

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Event.hpp>

#include <optional>
#include <string>
#include <utility>

struct ImFont;

namespace amiraute::game {
class AnyMatch;
} // namespace amiraute::game

namespace amiraute::ui {

/// Fonts the panels may use beyond ImGui's default one.
struct GuiFonts {
  ImFont *medium = nullptr; ///< bold, for headings
  ImFont *big = nullptr;    ///< bold and large, for banners
};

class View {
public:
  virtual ~View() = default;
  /// The window title.
  virtual std::string title() const = 0;
  /// The window is this big now (also called once at the start).
  virtual void resize(sf::Vector2u size) = 0;
  /// One event from the window. `gui_mouse` / `gui_keyboard`: ImGui is using them.
  virtual void handleEvent(const sf::Event &event, bool gui_mouse, bool gui_keyboard) = 0;
  /// Advance timers and hover state.
  virtual void update(float dt) = 0;
  /// Draw the table (SFML).
  virtual void drawTable(sf::RenderTarget &target) = 0;
  /// Draw the panels (ImGui, between NewFrame and Render).
  virtual void drawGui(const GuiFonts &fonts) = 0;
  /// A file the panels asked to save a screenshot to, taken once.
  virtual std::optional<std::string> takeScreenshotRequest() = 0;
  /// The result of that screenshot.
  virtual void screenshotSaved(const std::string &path, bool ok) = 0;
  /// Draw calls the table cost last frame.
  virtual int drawCalls() const = 0;
  /// Frame the whole table (or map) in the window.
  virtual void fit() = 0;
  /// Still pictures (render to PNG): no hover, no animation.
  virtual void setStill(bool still) = 0;
  /// The computer plays `side` (a seat's name or number) at `level` (`play --ai SIDE[:LEVEL]`,
  /// read as the referee reads it: ai::parseComputerSide); "" when done, else why not.
  virtual std::string computer(const std::string &side, const std::string &level) {
    (void)side, (void)level;
    return core::tr("this screen has no computer opponent yet");
  }
  /// The window is asked to close: false when the view asks first (unsaved work of its own; it
  /// then closes through takeCloseRequest once answered).
  virtual bool mayClose() { return true; }
  /// The view's own question said to close the window, taken once.
  virtual bool takeCloseRequest() { return false; }
  /// While the window asks a question (resume, quit, load) the computer waits: no move is
  /// played behind it.
  virtual void holdComputer(bool held) { (void)held; }

  // ---- the game in progress, for the journal and the questions about unsaved work (App) ----

  /// The game on the table; nullptr for a view without one (then nothing is journalled).
  virtual const game::AnyMatch *anyMatch() const { return nullptr; }
  /// Replace the game by a saved record or a journal, as the view's own Load does; false (the
  /// reason shown by the view, the game untouched) when it does not load.
  virtual bool loadGame(const std::string &path) {
    (void)path;
    return false;
  }
  /// The file the panels' Load button asked for, taken once: the window asks first when the game
  /// in progress has unsaved actions, then calls loadGame.
  std::optional<std::string> takeLoadRequest() { return std::exchange(load_request_, std::nullopt); }

protected:
  /// The panels' Load button: ask the window to load `path` (see takeLoadRequest).
  void askToLoad(std::string path) { load_request_ = std::move(path); }

private:
  std::optional<std::string> load_request_;
};

} // namespace amiraute::ui
