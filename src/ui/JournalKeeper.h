#pragma once
/// Nothing lost on screen, the same for every game: the window's journal and its three questions.
/// Every action applied on screen (an undo and a load included) is written to the journal of the
/// referee (core::Journal, the same folder and format) and flushed before the next frame; the
/// start of a scenario with an unfinished journal asks Resume / Start a new game; closing the
/// window with actions not saved to a file asks Save… / Quit / Cancel, and a Load over them asks
/// first. It sees the game only through View::anyMatch() and View::loadGame(), so every view gets
/// it from the App without a line of its own.
#include "core/Journal.h"
#include "ui/Chrome.h"
#include "ui/View.h"

#include <SFML/Graphics/Rect.hpp>
#include <SFML/System/Vector2.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace amiraute::ui {

class JournalKeeper {
public:
  /// `folder` empty: no journal (`play --no-journal`); the questions about unsaved work remain.
  explicit JournalKeeper(std::string folder = "");
  ~JournalKeeper();
  JournalKeeper(JournalKeeper &&) noexcept;
  JournalKeeper &operator=(JournalKeeper &&) noexcept;

  /// Look for an unfinished game of the view's scenario and ask whether to resume it (the view
  /// was opened on a scenario, not on a record).
  void offerResume(const View &view);
  /// Write what changed since the last call to the journal, flushed to the disk. The App calls
  /// it after every event and every frame.
  void sync(const View &view);
  /// The window is asked to close: true when it may close at once (nothing unsaved); otherwise
  /// the quit question opens.
  bool mayClose(const View &view);
  /// The view's Load button asked for `path`: load at once, or ask first over unsaved actions.
  void requestLoad(View &view, const std::string &path);
  /// Draw the open question (between ImGui's NewFrame and Render) and act on its answer; true
  /// when the answer is to close the window.
  bool draw(View &view, sf::Vector2u window, const GuiFonts &fonts);

  enum class Question { None, Resume, Quit, Load };
  Question question() const { return question_; }
  /// Where a button of the question was drawn in the last frame, by its label, in window pixels.
  std::optional<sf::FloatRect> button(std::string_view label) const { return buttons_.find(label); }
  /// The question's window in the last frame.
  sf::FloatRect questionRect() const { return rect_; }
  /// This session's journal file ("" before the first action, or without a journal).
  std::string journalPath() const;
  const std::string &folder() const { return folder_; }
  /// The file name the quit question's Save… step proposes (the player may type another).
  void setSavePath(std::string path) { save_path_ = std::move(path); }
  /// The unfinished game offered by the resume question.
  const std::optional<core::JournalFound> &offered() const { return offered_; }
  /// The last journal error (a full disk...), said on screen; the game goes on.
  const std::string &error() const { return error_; }
  /// The window closes: a journal whose game is all saved to a file (and not over) is removed.
  void closing(const View &view);

private:
  void drawResume(View &view);
  bool drawQuit(View &view);
  void drawLoad(View &view);
  /// A line saying where the journal keeps the game, or that there is none.
  std::string whereKept(const View &view) const;

  std::string folder_;
  std::unique_ptr<core::Journal> journal_;
  struct Synced {
    std::size_t actions = 0;
    std::uint64_t hash = 0;
    bool over = false;
    bool operator==(const Synced &) const = default;
  };
  std::optional<Synced> synced_;
  std::optional<core::JournalFound> offered_;
  Question question_ = Question::None;
  bool saving_ = false;        ///< the quit question's Save… step: the file name and Save and quit
  std::string save_path_;      ///< empty: the file dialog's default name (scenario and date)
  bool replace_asked_ = false; ///< the name chosen is a record already there: said once
  std::string load_path_;
  std::string question_error_;
  std::string error_;
  BarControls buttons_;
  sf::FloatRect rect_;
};

} // namespace amiraute::ui
