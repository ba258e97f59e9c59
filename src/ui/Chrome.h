#pragma once
/// What every table view has around its table, the same in each game: the bar across the top, the
/// panel down the right, the end-of-phase button, the result banner, and pan and zoom of the
/// camera. Each view fills them with what is particular to its game.
#include "core/I18n.h"
#include "ui/Camera.h"

#include <SFML/Graphics/Rect.hpp>
#include <SFML/System/Vector2.hpp>
#include <SFML/Window/Event.hpp>
#include <imgui.h>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace amiraute::ui {

/// Width of the side panel in a window `window_width` pixels wide: `wide` from 1200 pixels up,
/// else 30% of the window but at least 280.
float sidePanelWidth(unsigned window_width, float wide);
/// Where the table is drawn in a `window`: below the top bar (`top` pixels), left of the side
/// panel (`panel` wide), and never smaller than 50 x 50.
sf::FloatRect tableArea(sf::Vector2u window, float top, float panel);

/// The top bar and the side panel: fixed, square, undecorated, behind the dialogs.
inline constexpr ImGuiWindowFlags kFixedWindowFlags =
    ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
    ImGuiWindowFlags_NoBringToFrontOnFocus;

/// Open the bar across the top of a window `width` wide, `height` tall; the cursor is on the line
/// for the turn text. Close it with endTopBar.
void beginTopBar(const char *id, float width, float height);
/// Put `title` at the right end of the current line when it fits in `width` right of the last
/// widget (at height `y` in the bar when y >= 0), then close the bar.
void endTopBar(const std::string &title, float width, ImVec4 color, float y = -1);

/// Width a button labelled `label` takes in the current font, with the spacing before it.
float barButtonWidth(const char *label);

/// Where the controls of a top bar, and of the menus it opens, were drawn in the last frame, by
/// label, in window pixels: the tests click them and check that they are inside the window.
class BarControls {
public:
  /// Forget the last frame's controls (call before drawing the bar).
  void clear() {
    rects_.clear();
    clipped_.clear();
  }
  /// The last ImGui item is the control `label`; `shown`: that is the label it shows (after "##"
  /// hidden), to be told when it does not fit (clipped()).
  void note(std::string_view label, bool shown = false);
  /// The current ImGui window is the control `label` (a hint, a panel).
  void noteWindow(std::string_view label) {
    const ImVec2 p = ImGui::GetWindowPos(), z = ImGui::GetWindowSize();
    rects_.emplace_back(std::string(label), sf::FloatRect(p.x, p.y, z.x, z.y));
  }
  /// ImGui::Button(label), noted; true when clicked.
  bool button(const char *label);
  /// Where `label` was drawn, or nothing when it was not.
  std::optional<sf::FloatRect> find(std::string_view label) const;
  /// Every control of the last frame, by label, in window pixels.
  const std::vector<std::pair<std::string, sf::FloatRect>> &all() const { return rects_; }
  /// The controls of the last frame whose label was wider than the control (cut off).
  const std::vector<std::string> &clipped() const { return clipped_; }
  /// The control or window `label` showed only part of what it holds (cut off).
  void cutOff(std::string_view label) { clipped_.emplace_back(label); }

private:
  std::vector<std::pair<std::string, sf::FloatRect>> rects_;
  std::vector<std::string> clipped_;
};

/// Keeps a table fitted to its area while the window changes size, until the player pans or zooms;
/// then a resize keeps the player's view, and fitting again (Home) brings the automatic fit back.
class AutoFit {
public:
  /// The camera was just fitted.
  void fitted(const Camera &camera) {
    fitted_ = true;
    scale_ = camera.scale();
    center_ = camera.center();
  }
  /// The camera is still where the last fit left it, or was never fitted: a resize fits again.
  bool following(const Camera &camera) const {
    return !fitted_ ||
           (camera.scale() == scale_ && camera.center().x == center_.x && camera.center().y == center_.y);
  }

private:
  bool fitted_ = false;
  double scale_ = 0;
  core::Vec2 center_;
};

/// Open the panel along the right edge of a `window`, `width` wide, below the top bar (`top`
/// pixels). Close it with endSidePanel.
void beginSidePanel(const char *id, sf::Vector2u window, float width, float top);
void endSidePanel();

/// The green "end the phase" button, greyed out when `disabled`; true when clicked. The caller's
/// tooltip may follow (ImGuiHoveredFlags_AllowWhenDisabled). `width`: fixed, so that the bar does
/// not shift when the label changes (0: fit the label).
bool endPhaseButton(const char *label, bool disabled, float width = 0);

/// Open the end-of-game banner at `pos` (`pivot` as ImGui::SetNextWindowPos), bordered in
/// `color`, with `headline` in the big font. `extra` adds window flags. Close it with endBanner.
void beginBanner(const char *id, ImVec2 pos, ImVec2 pivot, ImVec4 color, const std::string &headline,
                 ImFont *big, ImGuiWindowFlags extra = 0);
void endBanner();

/// The label of the language button: the current language's code ("EN  ▼", "FR  ▼").
const char *languageButtonLabel();
/// The language button of a top bar (noted as "Language"): a popup to switch between English and
/// French at once (core::setLanguage); true when the language changed.
bool languageButton(BarControls &bar);
/// The same as a "Language" submenu, for a view's menu; true when the language changed.
bool languageMenu(BarControls &bar);

/// One line of a help overlay: a key or mouse action and what it does, in English (marked with
/// N_()); helpOverlay translates them.
struct HelpRow {
  const char *key;
  const char *what;
};

/// The "Help — shortcuts" window, centred in a `window`, while `open` (its close box clears it):
/// `heading` in the `medium` font, the rows in two columns (keys in gold), then each of `notes`
/// dim; never wider nor taller than the window (long lines wrap, a long help scrolls). With `bar`,
/// the window is noted there as "help" (and as cut off, should its content be wider than it).
void helpOverlay(bool &open, sf::Vector2u window, const char *heading, std::span<const HelpRow> rows,
                 std::span<const char *const> notes, ImFont *medium, BarControls *bar = nullptr);

/// Pan and zoom, the same on every table: drag with the right or middle button, the wheel zooms
/// about the pointer, the arrows pan and + / - zoom about the middle of the table area.
class Navigation {
public:
  /// Follow one event; true when it was navigation (or ImGui's) and the view has nothing more to
  /// do with it. Pointer moves and left-button events are the view's too.
  bool handle(Camera &camera, const sf::Event &e, bool gui_mouse, bool gui_keyboard);
  bool panning() const { return panning_; }
  /// Where the pointer was last seen, in window pixels.
  sf::Vector2f pointer() const { return pointer_; }

private:
  bool panning_ = false;
  sf::Vector2f pan_last_;
  sf::Vector2f pointer_{-1000, -1000};
};

} // namespace amiraute::ui
