#pragma once
/// The one match frame: everything every game's screen does, written once over a Session (the game)
/// and a Board (what is particular to the game, ui/Board.h). It owns the camera (pan and zoom, or a
/// board's fixed layout), submitting actions, undo (one rule: a person takes back their own last
/// decision, the computer's replies with it; someone else's, or dice already seen, only when the
/// players agree), save, load and the journal's questions (through the App), the hot-seat curtain
/// and the computer's seats, the computer's thinking line, the log (each seat reads only what it
/// may, in the language chosen now), the top bar, the side panel, the banner at the end, the legend
/// (L), the help (F1), the language menu and screenshots (F12).
#include "draw/Scene.h"
#include "ui/Board.h"
#include "ui/Camera.h"
#include "ui/Chrome.h"
#include "ui/Curtain.h"
#include "ui/FileDialog.h"
#include "ui/SceneRenderer.h"
#include "ui/Session.h"
#include "ui/View.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace amiraute::ui {

class MatchFrame final : public View, private BoardHost {
public:
  static constexpr float kBarHeight = 52;

  MatchFrame(std::unique_ptr<Session> session, std::unique_ptr<Board> board);
  ~MatchFrame() override;

  // ---- View -------------------------------------------------------------------------------------
  std::string title() const override;
  void resize(sf::Vector2u size) override;
  void handleEvent(const sf::Event &event, bool gui_mouse, bool gui_keyboard) override;
  void update(float dt) override;
  void drawTable(sf::RenderTarget &target) override;
  void drawGui(const GuiFonts &fonts) override;
  std::optional<std::string> takeScreenshotRequest() override;
  void screenshotSaved(const std::string &path, bool ok) override;
  int drawCalls() const override { return renderer_ ? renderer_->lastDrawCalls() : 0; }
  void fit() override;
  void setStill(bool still) override;
  /// The editor's preview (ui/Editor.h): the table drawn whatever the curtain, as a still picture
  /// (no hover, no animation), the bar and panel left to the editor.
  void setPreview(bool preview) { preview_ = preview; }
  /// Show the world as `camera` does (the editor keeps its camera from one preview to the next).
  void setCamera(const Camera &camera) {
    camera_ = camera;
    placeCamera();
  }
  std::string computer(const std::string &side, const std::string &level) override;
  void holdComputer(bool held) override;
  const game::AnyMatch *anyMatch() const override { return session_->anyMatch(); }
  bool loadGame(const std::string &path) override { return load(path); }

  // ---- for the App, `render` and the tests ------------------------------------------------------
  /// The scene of this frame and how it maps to the window's pixels (what drawTable draws); a
  /// still frame (render) has no hover and no animation.
  const draw::Scene &scene();
  draw::Transform transform() const;
  draw::Color background() const { return board_->background(); }
  /// A still picture's caption (the board's: title, sides' key), drawn across its top in the band
  /// the table leaves free; empty on screen and in the editor's preview.
  draw::Caption caption() const;

  Session &session() { return *session_; }
  const Session &session() const { return *session_; }
  Board &board() { return *board_; }
  const Curtain &curtain() const { return curtain_; }
  /// The scenario's briefing is over the table (at the start of a game, until closed).
  bool briefingShown() const { return briefing_ && !preview_; }
  const Camera &camera() const { return camera_; }
  /// Window pixel of a world point (tests click there).
  sf::Vector2f screenOf(draw::Point world) const;

  /// Play `text` for the seat at the screen (a person); the refusal is shown and nothing changes.
  bool submitText(const std::string &text) override;
  /// Take back the last decision by the one rule; a question first when it is not the seat at the
  /// screen's own, or when dice were seen.
  void requestUndo() override;
  /// Why the seat at the screen may not take back anything now (the Undo button greyed), or nothing.
  std::optional<std::string> undoRefusal() const;
  /// The question "take back …? Both players agree" is open.
  bool undoAsked() const { return question_ && undo_asked_; }
  /// The question open now (the undo question or a board's), if any.
  const std::optional<Question> &question() const { return question_; }
  /// Answer it: go ahead, or leave things as they were.
  void answer(bool yes);
  /// Behind the curtain, before the next player looks, the one who just played may still take it
  /// back: where that button was drawn in the last frame (nothing when it is not offered).
  std::optional<sf::FloatRect> curtainUndoButton() const { return curtain_undo_; }
  bool save(const std::string &path);
  bool load(const std::string &path);

  /// The last refusal or failed file operation (the game is then unchanged), and the last success.
  const std::string &lastError() const { return error_; }
  const std::string &lastNotice() const { return notice_; }
  bool helpVisible() const { return help_; }
  /// The legend was open in the side panel in the last frame (L or its header toggle it).
  bool legendShown() const { return legend_shown_; }
  /// Where the legend (its header and its table) was drawn in the last frame, in window pixels;
  /// nothing when it was closed.
  std::optional<sf::FloatRect> legendRect() const { return legend_rect_; }
  /// The board's tooltip at the pointer was drawn in the last frame (never over the help, a
  /// question or a panel).
  bool tooltipShown() const { return tooltip_shown_; }
  /// Every line of the F1 help, translated: the board's, then the frame's for the keys the board
  /// does not explain itself.
  std::vector<HelpLine> helpRows() const;
  /// Where a control of the bar, the panel or a question was drawn in the last frame, by its label.
  std::optional<sf::FloatRect> barButton(std::string_view label) const { return bar_.find(label); }
  /// Every control of the bar, the panel and a question of the last frame, and those whose label
  /// was cut off.
  const BarControls &controls() const { return bar_; }
  BarControls &controls() override { return bar_; }
  /// The bar's view controls (BarToggle) and Fit, Help and the language are folded into the View
  /// menu (kViewMenu), the window being too narrow for them.
  bool viewFolded() const { return folded_ > 0; }
  static constexpr const char *kViewMenu = N_("View  ▼");
  /// The title of a rule's clause ("Range" for HM-FIRE-2), as docs/rules/ gives it; "" if none.
  static std::string clauseTitle(const std::string &id);
  /// Width the side panel's content took in the last frame (wider than panelWidth(): cut off).
  float panelContentWidth() const { return panel_content_width_; }
  float panelWidth() const;
  /// The side panel's content was taller than the window in the last frame (it then scrolls).
  bool panelOverflows() const { return panel_overflow_; }
  /// The table's area in the window.
  sf::FloatRect tableRect() const;
  /// Where F12 saves the window (default: the scenario's name and the time; -2, -3… if taken).
  void setScreenshotPath(std::string path) { screenshot_path_ = std::move(path); }
  FileDialog &fileDialog() { return files_; }
  /// The pause between the computer's actions (tests shorten it).
  void setComputerPause(float seconds) { session_->computers().setPause(seconds); }

private:
  // BoardHost
  void fail(std::string message) override;
  void succeed(std::string message) override;
  bool rollNow() override;
  int seatAtScreen() const override { return curtain_.atScreen(); }
  bool personAt(int seat) const override { return seat >= 0 && !session_->computers().isComputer(seat); }
  std::optional<std::string> computerToMove() const override;
  const sf::Texture *picture(const std::string &name, float width, float height) override;
  float statusLimit() const override { return status_limit_; }
  std::string seatName(int seat) const override { return curtain_.seatName(seat); }
  std::optional<draw::Point> pointerWorld() const override { return pointer_world_; }
  double scale() const override { return camera_.scale(); }
  void refit() override { fit(); }
  void ask(Question question) override {
    question_ = std::move(question);
    undo_asked_ = false;
  }
  void note(std::string_view label) override { bar_.note(label, true); }
  draw::Rect tableArea() const override {
    const sf::FloatRect r = tableRect();
    return {r.left, r.top, r.width, r.height};
  }
  draw::Point pixelOf(draw::Point world) const override { return transform().apply(world); }
  void toggleLegend() override;

  /// After every change: the program's chance steps drawn when nobody at the screen must not see
  /// them, the curtain follows the person to act, the session shows what the seat at the screen
  /// may see, the board forgets what no longer holds.
  void follow();
  /// What the last action did, as the log tells it to the seat at the screen now.
  std::string lastSaid() const;
  void doUndo(bool force);
  void languageChanged();
  draw::Point world(sf::Vector2f pixel) const;
  void placeCamera();

  void guiBar(const GuiFonts &fonts);
  void guiViewMenu(const std::vector<BarToggle> &toggles);
  void guiSidePanel(const GuiFonts &fonts);
  void guiLog();
  void guiBanner(const GuiFonts &fonts);
  /// The scenario's title and description over the table at the start of a game, until closed.
  void guiBriefing(const GuiFonts &fonts);
  /// The same in the side panel, under "Scenario", for later.
  void guiScenario();
  void guiTooltip();
  void guiHelp(const GuiFonts &fonts);
  /// A question in its window centred over `over` (the frame's own over the window, a board's over
  /// the table): its heading, text, note and one button per answer; the answer pressed.
  std::optional<int> guiAsk(const char *id, std::initializer_list<std::string_view> names, sf::FloatRect over,
                            const BoardQuestion &q, const std::string &note, const GuiFonts &fonts);
  void guiQuestion(const GuiFonts &fonts);
  void guiBoardQuestion(const GuiFonts &fonts);
  /// The take-back offered on the curtain to the seat at the screen, for its own last decision.
  bool curtainTakeBack() const;
  void guiCurtainUndo();

  std::unique_ptr<Session> session_;
  std::unique_ptr<Board> board_;
  std::unique_ptr<SceneRenderer> renderer_; ///< made on the first drawTable (a display is there then)
  draw::Scene scene_;
  Curtain curtain_;
  Camera camera_;
  AutoFit auto_fit_;
  Navigation nav_;
  BarControls bar_;
  int folded_ =
      0; ///< 0: every control in the bar; 1: the board's toggles in the View menu; 2: Fit, Help, language too
  bool view_menu_open_ = false, close_view_menu_ = false; ///< Escape closes the View menu first
  FileDialog files_;
  sf::Vector2u window_{1600, 1000};
  bool still_ = false;
  bool preview_ = false;
  float caption_height_ = 0; ///< a still picture's band for its caption (0 on screen)
  bool mouse_on_gui_ = false;
  bool pressed_on_table_ = false;
  std::optional<draw::Point> pointer_world_;
  float time_ = 0;
  bool help_ = false;
  bool briefing_ = false; ///< the scenario's briefing card is over the table
  std::string error_, notice_;
  int messages_for_ = game::kPublic; ///< the seat the error and notice were written for
  std::optional<std::string> screenshot_;
  std::string screenshot_path_;
  float panel_content_width_ = 0;
  bool panel_overflow_ = false;
  std::optional<bool> legend_choice_; ///< the player opened or closed the legend
  bool legend_shown_ = false;
  bool legend_scroll_ = false;
  std::optional<sf::FloatRect> legend_rect_;
  bool tooltip_shown_ = false;
  float status_limit_ = 0;
  std::size_t log_seen_ = 0;
  bool log_pinned_ = true;
  std::optional<Question> question_;
  bool undo_asked_ = false; ///< question_ is the undo question
  std::optional<sf::FloatRect> curtain_undo_;
};

} // namespace amiraute::ui
