#pragma once
/// What is particular to a game on screen: its board. The one match frame (ui/MatchFrame.h) does
/// everything else — the camera, the top bar and the side panel, undo, save and load, the journal,
/// the curtain and the computer's seats, the log, the banner at the end, the legend (L), the help
/// (F1), the language, screenshots. A board draws the state the seat at the screen may see as a
/// scene (draw/Scene.h), turns a pointer or a key into an action (or a partial input it shows as a
/// ghost), and fills its part of the bar and the panel.
///
/// A game's board lives in its folder (src/games/<game>/screen/) and registers itself there
/// (ui/Boards.h). It derives from BoardFor<G> — or from a kind of table that does: HexBoard<G>
/// (ui/HexBoard.h), CardBoard<G> (ui/CardBoard.h) — and changes the game only through submit().
#include "draw/Caption.h"
#include "draw/Scene.h"
#include "ui/Chrome.h"
#include "ui/Legend.h"
#include "ui/Session.h"
#include "ui/View.h"

#include <SFML/Window/Event.hpp>

namespace sf {
class Texture;
}

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace amiraute::ui {

/// The green button of the top bar that ends a phase.
struct EndButton {
  std::string label;   ///< "End movement  ▸", translated
  bool enabled = true; ///< greyed out otherwise
  std::string tooltip; ///< why it is greyed out, or what it does
};

/// A view control of the top bar, on or off (Rings, Names…): folded with the others into the bar's
/// View menu when the window is too narrow for them.
struct BarToggle {
  std::string label;    ///< translated
  std::string shortcut; ///< its key, shown in the menu ("R")
  std::string tooltip;
  bool *on = nullptr;
};

/// The end-of-game banner.
struct BannerText {
  std::string headline; ///< "Bleu wins!"
  draw::Color color{220, 220, 220};
  std::vector<std::string> lines; ///< how, and the ruling's clause
  bool low = false;               ///< at the foot of the table (what its top shows stays readable)
};

/// A question the board asks the person at the screen, drawn by the frame over the table in the
/// style of its own questions (a heading, what it is about, one button per answer): the game waits
/// for it (Milles Nautiques' "answer the attack with your joker?").
struct BoardQuestion {
  std::string heading; ///< "Mistoufle?"
  std::string text;    ///< what is asked, with its clause
  struct Answer {
    std::string label; ///< translated; the tests press it by this label
    bool enabled = true;
    std::string tooltip; ///< why it is greyed out, or what it does
  };
  std::vector<Answer> answers;
};

/// One line of the F1 help: a key or mouse action and what it does, translated.
struct HelpLine {
  std::string key;
  std::string what;
};

/// A question the frame asks for a board, in its own style (as "take back the last decision?"):
/// centred over the table, which waits for the answer; `no` or Escape leaves things as they were.
struct Question {
  std::string title;              ///< "Seal with ships left without an order?"
  std::string text;               ///< what going ahead does, wrapped
  std::string note{};             ///< dimmed, under it (may be empty)
  std::string yes;                ///< the button that goes ahead ("Seal: they stay")
  std::string no;                 ///< the button that goes back ("Back to the orders")
  std::function<void()> on_yes{}; ///< what going ahead does
};

/// How the frame shows the board's world.
enum class CameraKind {
  Free,  ///< pan and zoom (a map, a table); world y grows north
  Fixed, ///< the board lays itself out in the table area's pixels (cards); world = pixels, y down
};

/// What the board is told when it builds its scene.
struct SceneContext {
  double scale = 1;     ///< pixels per world unit
  draw::Rect visible;   ///< the world seen
  float time = 0;       ///< seconds since the frame opened (animations)
  bool still = false;   ///< a picture (render, print): no hover, no animation
  bool picture = false; ///< a picture file (render, not the editor's preview): who is who said on it
  /// Width in pixels of a text at a pixel size as the back-end at hand draws it (the window's font);
  /// empty for a picture file (then draw::textWidth, Cairo's, is the measure).
  std::function<float(const std::string &, unsigned)> text_width;
};

/// What the frame does for its board.
class BoardHost {
public:
  virtual ~BoardHost() = default;
  /// Submit an action's text for the seat at the screen; false (the refusal shown) when refused.
  virtual bool submitText(const std::string &text) = 0;
  /// Show a refusal ("The game is unchanged."), or a success.
  virtual void fail(std::string message) = 0;
  virtual void succeed(std::string message) = 0;
  /// The program draws the chance step now (a coin tossed by a button).
  virtual bool rollNow() = 0;
  /// The seat at the screen (game::kPublic before anybody sat down, or behind the curtain).
  virtual int seatAtScreen() const = 0;
  /// True when a person (not the computer) plays `seat`.
  virtual bool personAt(int seat) const = 0;
  /// "Rouge (computer) is playing…" while the computer's seat is to act.
  virtual std::optional<std::string> computerToMove() const = 0;
  /// A seat's name.
  virtual std::string seatName(int seat) const = 0;
  /// The world point under the pointer, if it is over the table.
  virtual std::optional<draw::Point> pointerWorld() const = 0;
  /// Pixels per world unit now.
  virtual double scale() const = 0;
  /// Ask the frame to frame the whole board again (its bounds changed).
  virtual void refit() = 0;
  /// Ask a question before going ahead (it replaces one already open).
  virtual void ask(Question question) = 0;
  /// The last ImGui item drawn is the board's control `label`, the label it shows (what follows
  /// "##" is not): the tests find it there (MatchFrame::barButton) and check that it is inside the
  /// window and its label whole.
  virtual void note(std::string_view label) = 0;
  /// The picture assets/<name>.svg as the table draws it, `width` x `height` pixels, for a panel
  /// (ImGui::Image, a legend's symbol); nullptr when it cannot be drawn (then say it in words).
  virtual const sf::Texture *picture(const std::string &name, float width, float height) = 0;
  /// While status() draws: the window x where the bar's buttons begin. What the status adds after
  /// its essentials (counts, scores) gives way to the buttons in a narrow window.
  virtual float statusLimit() const = 0;
  /// The table's area in the window (pixels), and the window pixel of a world point: where a board
  /// puts its windows over the table.
  virtual draw::Rect tableArea() const = 0;
  virtual draw::Point pixelOf(draw::Point world) const = 0;
  /// Where the bar's, the panel's and the board's controls were drawn this frame (the tests press
  /// them by label): a board notes its own buttons there.
  virtual BarControls &controls() = 0;
  /// The frame's Undo (a board's own button for it), and its legend (a board's own key for it).
  virtual void requestUndo() = 0;
  virtual void toggleLegend() = 0;
};

class Board {
public:
  virtual ~Board() = default;
  void attach(BoardHost &host) { host_ = &host; }

  // ---- the table ------------------------------------------------------------------------------
  virtual CameraKind camera() const { return CameraKind::Free; }
  /// The world the board covers, framed by Fit (Home).
  virtual draw::Rect bounds() const = 0;
  /// For a Fixed camera: the table area (pixels) it lays itself out in.
  virtual void layout(draw::Rect area) { (void)area; }
  /// The scene of this frame.
  virtual void scene(const SceneContext &context, draw::Scene &out) = 0;
  /// The background behind the table (the window's colour outside it).
  virtual draw::Color background() const { return {17, 23, 31}; }
  /// What a picture of the board (render) says across its top: the scenario's title and the
  /// sides' colours (draw/Caption.h); empty: nothing.
  virtual draw::Caption caption() const { return {}; }

  // ---- input (world coordinates) -----------------------------------------------------------------
  virtual void pointerMoved(draw::Point world) { (void)world; }
  /// The pointer left the table (over a panel, out of the window).
  virtual void pointerLeft() {}
  /// A left press on the table; `fine`: Shift held (free angles, fine steps).
  virtual void pressed(draw::Point world, bool fine) { (void)world, (void)fine; }
  virtual void released(draw::Point world) { (void)world; }
  /// A key the frame does not take (F1, L, Home, F12, Ctrl+Z/S/O/Q are the frame's); true: taken.
  virtual bool key(const sf::Event::KeyEvent &key) {
    (void)key;
    return false;
  }
  /// A key let go (a key held as a tool: hold M to measure), and the window losing the keyboard.
  virtual void keyReleased(const sf::Event::KeyEvent &key) { (void)key; }
  virtual void focusLost() {}
  /// Enter: the end-of-phase button by default.
  virtual void enter() {
    if (auto b = endButton(); b && b->enabled) onEndButton();
  }
  /// Escape, or a right click on a Fixed table: drop a choice in progress; true when there was one.
  virtual bool escape() { return false; }
  /// Once a frame.
  virtual void update(float dt) { (void)dt; }
  /// The game or the seat at the screen changed (an action, an undo, a load, the curtain): drop
  /// what was chosen for the old position.
  virtual void changed() {}

  // ---- the frame's parts -------------------------------------------------------------------------
  /// The left part of the top bar: turn, phase, who plays (ImGui, in the bar's line).
  virtual void status(const GuiFonts &fonts) = 0;
  virtual std::optional<EndButton> endButton() const { return std::nullopt; }
  virtual void onEndButton() {}
  /// The widest label the end button takes in this game: its width, so that the buttons after it
  /// stay where they are from phase to phase ("": as wide as its label now).
  virtual std::string endButtonWidest() const { return ""; }
  /// The board's view controls in the bar (folded into its View menu in a narrow window).
  virtual std::vector<BarToggle> toggles() { return {}; }
  /// The board's part of the side panel, at its top (ImGui).
  virtual void panel(const GuiFonts &fonts) = 0;
  /// Windows over the table (a question, a dialog), drawn after the panels.
  virtual void overlays(const GuiFonts &fonts) { (void)fonts; }
  /// A question for the person at the screen, or nothing; answer(k) when its k-th button is pressed.
  virtual std::optional<BoardQuestion> question() const { return std::nullopt; }
  virtual void answer(int k) { (void)k; }
  /// True when the pointer is over something the tooltip() tells about.
  virtual bool hasTooltip() const { return false; }
  /// The tooltip at the pointer over the table (between BeginTooltip and EndTooltip).
  virtual void tooltip() {}
  virtual std::vector<LegendEntry> legend() const { return {}; }
  /// What an action that wrote nothing in the log did, in the game's words: the log and the
  /// computer's last play say it so (its command words by default).
  virtual std::string actionWords(const std::string &action) const { return action; }
  /// What the dice or cards seen since the last decision showed, in the game's words, for the
  /// question before taking it back ("" : the question says it in general words).
  virtual std::string seenChance() const { return ""; }
  /// The colour of a log line (a phase begins, a ship sinks), or the log's usual one.
  virtual std::optional<draw::Color> logColor(const game::LogEntry &entry) const {
    (void)entry;
    return std::nullopt;
  }
  virtual std::optional<BannerText> banner() const { return std::nullopt; }
  virtual std::string helpHeading() const = 0;
  /// The board's lines of the F1 help; a line for a key the frame also explains (Home, Enter,
  /// Ctrl+Z…) says it instead of the frame's.
  virtual std::vector<HelpLine> helpLines() const = 0;
  virtual std::vector<std::string> helpNotes() const { return {}; }
  /// What the called seat does behind the curtain, a pattern with {seat}: tr("{seat} writes orders").
  virtual std::string curtainActivity() const { return ""; }
  /// True while the game hides something from a seat now: only then does the curtain fall between
  /// players (orders written in secret before both sides seal).
  virtual bool secretsNow() const { return true; }
  /// True when a person draws the chance step with a button of the board (a coin for the wind);
  /// otherwise the frame draws it as soon as the one who reads it is at the screen.
  virtual bool chanceByHand() const { return false; }

protected:
  BoardHost &host() const { return *host_; }

private:
  BoardHost *host_ = nullptr;
};

/// A board over game G's typed session.
template <game::Game G> class BoardFor : public Board {
public:
  using Rules = typename G::Rules;
  using State = typename G::State;
  using Action = typename G::Action;

  explicit BoardFor(TypedSession<G> &session) : session_(session) {}

protected:
  const Rules &rules() const { return session_.rules(); }
  /// What the seat at the screen may see.
  const State &shown() const { return session_.shown(); }
  const std::vector<Action> &legal() const { return session_.legal(); }
  bool isLegal(const Action &a) const {
    for (const Action &l : legal())
      if (l == a) return true;
    return false;
  }
  std::optional<game::Ruling> check(const Action &a) const { return session_.check(a); }
  int toMove() const { return session_.toMove(); }
  int seat() const { return host().seatAtScreen(); }
  /// True when the seat at the screen is a person who is to act now.
  bool myTurn() const { return seat() >= 0 && toMove() == seat() && host().personAt(seat()); }
  /// Play `action` for the seat at the screen; false (the refusal shown) when it is refused.
  bool submit(const Action &action) { return host().submitText(G::format(rules(), action)); }
  void fail(std::string m) { host().fail(std::move(m)); }
  void succeed(std::string m) { host().succeed(std::move(m)); }
  TypedSession<G> &session() const { return session_; }

private:
  TypedSession<G> &session_;
};

} // namespace amiraute::ui
