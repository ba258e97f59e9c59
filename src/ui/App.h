#pragma once
/// The window loop: one sf::RenderWindow, the ImGui adapter and a View (the Haute Mer table).
/// Events go through App::handleEvent whether they come from the window or from a test.
#include "ui/ImGuiSfml.h"
#include "ui/JournalKeeper.h"
#include "ui/View.h"

#include <SFML/Graphics/RenderWindow.hpp>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::ui {

class App {
public:
  App(sf::RenderWindow &window, std::unique_ptr<View> view);

  /// Keep the journal of this session in `folder` (core::journalFolder() for `play`), and when
  /// `offer_resume`, ask whether to resume an unfinished game of the scenario. Without it nothing
  /// is written, and closing with unsaved actions still asks.
  void keepJournal(const std::string &folder, bool offer_resume);
  /// One event, from the window or injected: ImGui sees it first, then the view (not while a
  /// question of the journal is open). Closing the window (or Ctrl+Q) asks first over unsaved
  /// actions.
  void handleEvent(const sf::Event &event);
  /// Poll the window and handle every pending event.
  void pollEvents();
  /// Build and draw one frame (not yet displayed). Saves a screenshot the panels asked for.
  void frame(float dt);
  /// Save what the last frame drew (call after frame(), before display()).
  bool saveScreenshot(const std::string &path);
  void display() {
    if (window_.isOpen()) window_.display();
  }

  View &view() { return *view_; }
  JournalKeeper &journal() { return journal_; }
  sf::RenderWindow &window() { return window_; }

private:
  sf::RenderWindow &window_;
  std::unique_ptr<View> view_;
  ImGuiSfml imgui_;
  JournalKeeper journal_;
  bool asked_ = false;     ///< a question of the journal was open at the last frame
  sf::Vector2i pointer_{}; ///< the mouse, as the last MouseMoved said
  std::string language_;   ///< the language of the last frame (the title follows a switch)
  /// The screenshot the panels asked for, taken on the next frame: the dialog that chose it has
  /// closed by then, and ImGui sees no pointer on that frame, so no button shows its tooltip.
  std::optional<std::string> shot_;
};

/// Opens the view of a scenario, or of a record when `record` is not empty (the registry's
/// choice, by the file's game); throws with a message a person can act on.
using ViewOpener = std::function<std::unique_ptr<View>(const std::string &scenario, const std::string &record,
                                                       std::uint64_t seed)>;

/// What `amiraute play` and `amiraute render` were asked (parsed by the command line).
struct PlayOptions {
  std::string scenario;   ///< the scenario file (or empty with a record)
  std::string record;     ///< a saved game to open instead
  std::string screenshot; ///< play: save the window after `frames` frames to this PNG and quit
  std::string out;        ///< render: the PNG to write
  unsigned width = 1600, height = 1000;
  bool size_given = false; ///< without --size the window fits the desktop
  bool journal = true;     ///< keep the journal (`play --no-journal`: false)
  std::uint64_t seed = 1;
  int frames = 3;
  std::vector<std::string> computers; ///< `--ai SIDE[:LEVEL]`, each a seat the computer plays
};

/// `amiraute play`: the window loop.
int runPlay(const PlayOptions &options, const ViewOpener &open);
/// `amiraute render`: the table to a PNG, without a window.
int runRender(const PlayOptions &options, const ViewOpener &open);

} // namespace amiraute::ui
