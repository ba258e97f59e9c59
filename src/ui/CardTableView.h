#pragma once
/// The screen of a card game: the card table (ui/CardTable.h) in the middle, the bar across the
/// top, the panel on the right (what to do now, the refusal and its clause, the score sheet, the
/// log), the hot-seat curtain between players, undo, save and load. It knows no game: a game's
/// view (MillesNautiquesView, NauticMilesView) fills the table and says what a click means,
/// through CardMatchView<G> (ui/CardMatchView.h), which holds the game::Match.
///
/// Playing: click a card of the hand, then where it goes (a pile, a boat, a convoy, a gap in
/// one's row, the discard); or drag it there. The places it may go glow green (from G::legal);
/// anywhere else is refused with the clause it breaks, and the game is unchanged.
#include "game/Game.h"
#include "ui/CardArt.h"
#include "ui/CardTable.h"
#include "ui/Chrome.h"
#include "ui/Curtain.h"
#include "ui/FileDialog.h"
#include "ui/View.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace amiraute::ui {

class CardTableView : public View {
public:
  std::string title() const override;
  void resize(sf::Vector2u size) override;
  void handleEvent(const sf::Event &event, bool gui_mouse, bool gui_keyboard) override;
  void update(float dt) override;
  void drawTable(sf::RenderTarget &target) override;
  void drawGui(const GuiFonts &fonts) override;
  std::optional<std::string> takeScreenshotRequest() override;
  void screenshotSaved(const std::string &path, bool ok) override;
  int drawCalls() const override { return 0; }
  void fit() override {}
  void setStill(bool still) override;

  // ---- for tests and the panels --------------------------------------------------------------
  /// What the table shows this frame, and where (window pixels).
  const CardTableInput &scene() const { return scene_; }
  const CardLayout &layout() const { return layout_; }
  const Curtain &curtain() const { return curtain_; }
  const CardArt &art() const { return art_; }
  /// The centre of a hand card, a zone's cards, a mat, the pile, the discard (tests click there).
  sf::Vector2f handCardCentre(int index) const;
  sf::Vector2f zoneCentre(int zone) const;
  sf::Vector2f matCentre(int area) const;
  sf::Vector2f drawPileCentre() const;
  sf::Vector2f discardCentre() const;
  /// The index in the hand of the chosen card, or -1.
  int selected() const { return selected_; }
  const std::string &lastError() const { return error_; }
  const std::string &lastNotice() const { return notice_; }
  /// Where a button of the top bar or of the panel (Save, Load, Force undo) was drawn in the last
  /// frame, by its label in the current language.
  std::optional<sf::FloatRect> barButton(std::string_view label) const { return bar_.find(label); }
  /// Where the "take back" button on the curtain was drawn, while the curtain is down.
  std::optional<sf::FloatRect> curtainUndoButton() const { return curtain_undo_; }
  /// Where F12 saves the window (default: the scenario's name and the time; -2, -3… if taken).
  void setScreenshotPath(std::string path) { screenshot_path_ = std::move(path); }
  /// The dialog of Save, Load and Screenshot.
  FileDialog &fileDialog() { return files_; }
  /// Take back the last play (Ctrl+Z); `force` also takes back cards the program drew and showed.
  bool undo(bool force = false);
  /// The table area (right of nothing, below the bar, left of the panel).
  sf::FloatRect tableRect() const;
  float panelWidth() const;
  static constexpr float kBarHeight = 52;

protected:
  CardTableView() = default;

  // ---- what a game's view says ----------------------------------------------------------------
  /// "Milles Nautiques".
  virtual std::string gameName() const = 0;
  /// The scenario's title.
  virtual std::string scenarioTitle() const = 0;
  /// The table as the seat at the screen sees it, with `selected_` chosen; the legal flags of the
  /// zones, the mats, the pile and the discard set.
  virtual CardTableInput buildScene() const = 0;
  /// Try what a click on `hit` means with the chosen card (play it there, discard it, draw);
  /// false when the click means nothing (no card chosen, a place that takes nothing).
  virtual bool act(const CardHit &hit) = 0;
  /// Why `hit` would be refused with the chosen card ("… (MN-…)"), or nothing when it is legal or
  /// means nothing.
  virtual std::optional<std::string> whyNot(const CardHit &hit) const = 0;
  /// One sentence: what the seat at the screen is to do now.
  virtual std::string instruction() const = 0;
  /// The score sheet (ImGui, inside the panel).
  virtual void guiScore() = 0;
  /// Extra controls under the instruction (a card played in pairs…).
  virtual void guiExtra() {}
  /// Who plays each seat, a person or the computer (under the extra controls).
  virtual void guiSeats() {}
  /// Said instead of instruction() while the computer's seat is to move.
  virtual std::optional<std::string> computerToMove() const { return std::nullopt; }
  /// The game is over: the headline of the banner, and its lines.
  virtual std::optional<std::string> gameOverHeadline() const = 0;
  virtual std::vector<std::string> gameOverLines() const = 0;
  /// The clause ids that explain the card under the pointer / chosen (for the panel).
  virtual std::string cardHelp(CardId card) const;

  // The match, through the game's view.
  virtual int seatToMove() const = 0; ///< game::kChance / kTerminal / a seat
  virtual std::optional<std::string> undoBlocked(bool force) const = 0;
  virtual void undoMatch(bool force) = 0;
  virtual const std::vector<game::LogEntry> &logEntries() const = 0;
  virtual std::size_t actionCount() const = 0;
  virtual void saveMatch(const std::string &path) = 0;
  virtual void loadMatch(const std::string &path) = 0;
  /// After any change of the match: roll what the program deals when the one who sees it is at
  /// the screen, let the curtain follow, recompute what is shown and what is legal.
  virtual void refresh() = 0;

  /// The deck (for names and pictures); call loadArt() once it is known.
  void loadArt(const core::cards::Deck &deck);
  /// A play was accepted (clear the choice and the error, note `done`) or refused.
  void accepted(const std::string &done);
  void refused(const std::string &why);
  void rebuild();                       ///< the scene and its layout again (after refresh or a resize)
  float clock() const { return time_; } ///< seconds since the view opened (animations)
  bool still() const { return still_; }

  Curtain curtain_;
  int selected_ = -1;
  std::string file_path_;

private:
  void onPress(sf::Vector2f p);
  void onRelease(sf::Vector2f p);
  void guiBar(const GuiFonts &fonts);
  void guiPanel(const GuiFonts &fonts);
  void guiLog();
  void guiGameOver(const GuiFonts &fonts);
  void guiHover();
  void guiCurtainUndo(const GuiFonts &fonts);

  CardTable table_;
  CardArt art_;
  CardTableInput scene_;
  CardLayout layout_;
  sf::Vector2u window_{1600, 1000};
  bool still_ = false;
  bool help_ = false;
  BarControls bar_;
  float panel_content_ = 0; ///< height of the panel's upper part in the last frame (0: not drawn yet)
  CardHit hover_;
  std::optional<CardHit> pressed_; ///< a press on a hand card: a drag may follow
  sf::Vector2f press_at_;
  sf::Vector2f pointer_{-1000, -1000};
  bool dragging_ = false;
  bool mouse_on_gui_ = false;
  std::optional<sf::FloatRect> curtain_undo_;
  std::string error_, notice_;
  std::optional<std::string> screenshot_;
  std::string screenshot_path_; ///< "": the scenario's name and the time
  FileDialog files_;
  std::size_t log_seen_ = 0;
  float time_ = 0;
};

} // namespace amiraute::ui
