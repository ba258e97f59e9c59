#pragma once
/// The frame every hex-piece game's screen shares, over game::Match<G>: the map drawn by the hex
/// scene, pan and zoom, the pointed hex, the hot-seat curtain for a game with secrets (nothing of
/// the table shows while it is down; the screen shows observe(seat at the screen)), the top bar
/// (the game's status, its end-of-phase button, Undo, Screenshot, Fit, Help), the side panel (the
/// game's part, the last refusal or success, the terrain legend, the game record, the log filtered
/// for the seat at the screen), the victory banner, the hex tooltip and the F1 help.
///
/// A game's view derives from HexMatchView<Game> and says only what is its own: the scene
/// (`scene`), what a click on a hex does (`onHexClick`), its status and panel, its legend, its
/// banner and its help. It changes the game only through submit() / undo() / load().
///
/// In a game with secrets an action taken back could show a secret to the wrong seat, so undo()
/// takes back only the action of the seat at the screen, and the log never shows the actions'
/// texts (a `speeds` command holds the speeds), only the entries that seat may read.
#include "core/I18n.h"
#include "game/Match.h"
#include "ui/Camera.h"
#include "ui/Chrome.h"
#include "ui/ComputerSeats.h"
#include "ui/Curtain.h"
#include "ui/FileDialog.h"
#include "ui/HexPieces.h"
#include "ui/HexRenderer.h"
#include "ui/HexScene.h"
#include "ui/Palette.h"
#include "ui/Panels.h"
#include "ui/View.h"

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Keyboard.hpp>

#include <imgui.h>
#include <imgui_internal.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace amiraute::ui {

/// Colours of the panels' texts (ui/Palette.h), the same in every view.
namespace hexui = palette;

/// The green button of the top bar that ends a phase.
struct OldEndButton {
  std::string label;   ///< "End movement  ▸", translated
  bool enabled = true; ///< greyed out otherwise
  std::string tooltip; ///< why it is greyed out, or what it does
};

/// The end-of-game banner.
struct OldBannerText {
  std::string headline; ///< "Bleu wins!"
  sf::Color color = sf::Color(220, 220, 220);
  std::vector<std::string> lines; ///< how, and the ruling's clause
};

/// One line of the F1 help: a key or mouse action and what it does, translated.
struct OldHelpLine {
  std::string key;
  std::string what;
};

template <game::Game G> class HexMatchView : public View {
public:
  using MatchType = game::Match<G>;
  using State = typename G::State;
  using Action = typename G::Action;
  static constexpr float kBarHeight = 52;

  explicit HexMatchView(std::unique_ptr<MatchType> match)
      : match_(std::move(match)), curtain_(curtainFor<G>(match_->rules())),
        geometry_(match_->rules().map.columns, match_->rules().map.rows),
        computers_(match_->players(), match_->seed()) {
    follow();
  }

  // ---- View ----------------------------------------------------------------------------------

  void resize(sf::Vector2u size) override {
    // Keep the whole map in view as the window changes, unless the player has panned or zoomed.
    const bool refit = auto_fit_.following(camera_);
    window_ = size;
    camera_.setViewport(tableArea(size, still_ ? 0 : kBarHeight, panelWidth()));
    if (refit) fitMap();
  }

  void handleEvent(const sf::Event &e, bool gui_mouse, bool gui_keyboard) override {
    if (curtain_.handleEvent(e)) {
      if (!curtain_.down()) { // lifted: show the called seat's side
        follow();
        onChanged();
      }
      return;
    }
    mouse_on_gui_ = gui_mouse;
    if (nav_.handle(camera_, e, gui_mouse, gui_keyboard)) return;
    switch (e.type) {
    case sf::Event::Resized: resize({e.size.width, e.size.height}); break;
    case sf::Event::MouseMoved: hovered_ = gui_mouse ? std::nullopt : pick(nav_.pointer()); break;
    case sf::Event::MouseButtonPressed:
      if (e.mouseButton.button == sf::Mouse::Left) {
        hovered_ = pick(nav_.pointer());
        onHexClick(hovered_);
      }
      break;
    case sf::Event::KeyPressed:
      if (gui_keyboard) break;
      if (onKey(e.key)) break;
      switch (e.key.code) {
      case sf::Keyboard::F1: help_ = !help_; break;
      case sf::Keyboard::L:
        legend_choice_ = !legend_shown_;
        legend_scroll_ = *legend_choice_; // bring it into view in a short panel
        break;
      case sf::Keyboard::Home: fitMap(); break;
      case sf::Keyboard::Escape:
        if (help_)
          help_ = false;
        else
          onEscape();
        break;
      case sf::Keyboard::Enter: onEnter(); break;
      case sf::Keyboard::Z:
        if (e.key.control) undo();
        break;
      case sf::Keyboard::S:
        if (e.key.control) files_.open(FileDialog::Kind::Save, *this);
        break;
      case sf::Keyboard::O:
        if (e.key.control) files_.open(FileDialog::Kind::Load, *this);
        break;
      case sf::Keyboard::F12: screenshot_ = quickShotPath(*this, screenshot_path_); break;
      default: break;
      }
      break;
    default: break;
    }
  }

  void update(float dt) override {
    time_ += dt;
    // The computer's seat plays through submit(), as a person's click does.
    if (still_) return;
    if (std::optional<Action> a = computers_.poll(*match_, dt))
      submit(*a, true);
    else if (computers_.rollDue(*match_)) // a coin or dice nobody at the table clicks for
      roll();
  }

  void drawTable(sf::RenderTarget &target) override {
    if (curtain_.down() && !still_) return; // nothing of the table shows behind the curtain
    buildHexScene(camera_, sceneInput(), batches_);
    renderer_.draw(target, batches_);
  }

  void drawGui(const GuiFonts &fonts) override {
    if (still_) return;
    if (curtain_.down()) { // the curtain alone: no bar, no panel, no tooltip
      curtain_.draw(window_, fonts);
      if (!curtain_.down()) {
        follow();
        onChanged();
      }
      return;
    }
    guiBar(fonts);
    guiSidePanel(fonts);
    guiBanner(fonts);
    guiHexTooltip();
    guiHelp(fonts);
    if (const auto chosen = files_.draw(window_.x / 2.f, window_.y / 2.f, static_cast<float>(window_.x),
                                        static_cast<float>(window_.y))) {
      if (chosen->kind == FileDialog::Kind::Save) save(file_path_ = chosen->path);
      if (chosen->kind == FileDialog::Kind::Load) askToLoad(chosen->path); // the window asks first if unsaved
      if (chosen->kind == FileDialog::Kind::Screenshot) screenshot_ = chosen->path;
    }
  }

  std::optional<std::string> takeScreenshotRequest() override {
    auto r = screenshot_;
    screenshot_.reset();
    return r;
  }
  void screenshotSaved(const std::string &path, bool ok) override {
    if (ok)
      succeed(core::fill(core::tr("screenshot saved to {path}"), {{"path", path}}));
    else
      fail(core::fill(core::tr("could not save the screenshot to {path}"), {{"path", path}}));
  }
  int drawCalls() const override { return renderer_.lastDrawCalls(); }
  void setStill(bool still) override {
    still_ = still;
    resize(window_);
    fitMap();
  }
  void fit() override { fitMap(); }
  const game::AnyMatch *anyMatch() const override { return match_.get(); }
  bool loadGame(const std::string &path) override { return load(path); }
  std::string computer(const std::string &side, const std::string &level) override {
    std::string why = computers_.set(side, level);
    if (why.empty()) refresh();
    return why;
  }

  // ---- for the panels and the tests ------------------------------------------------------------

  /// Fit the whole map in the map area; it stays fitted as the window changes size until the
  /// player pans or zooms.
  void fitMap() {
    camera_.fit(geometry_.width(), geometry_.height(), still_ ? 12.f : 22.f);
    auto_fit_.fitted(camera_);
  }
  const MatchType &match() const { return *match_; }
  /// What the screen shows: the state as the seat at the screen may see it.
  const State &shown() const { return shown_; }
  const Curtain &curtain() const { return curtain_; }
  /// Which seats the computer plays (tests set its pause and read its thinking).
  ComputerSeats<G> &computers() { return computers_; }
  void holdComputer(bool held) override { computers_.hold(held); }
  const Camera &camera() const { return camera_; }
  const HexGeometry &geometry() const { return geometry_; }
  /// Window pixel of a hex's centre (tests click there).
  sf::Vector2f screenOf(core::Hex h) const { return camera_.worldToScreen(geometry_.center(h)); }
  std::optional<core::Hex> hovered() const { return hovered_; }
  /// The last refusal or failed file operation (the game is then unchanged), and the last success.
  const std::string &lastError() const { return error_; }
  const std::string &lastNotice() const { return notice_; }
  bool helpVisible() const { return help_; }
  /// The legend was open in the side panel in the last frame (L or its header toggle it).
  bool legendShown() const { return legend_shown_; }
  /// Where a top-bar button was drawn in the last frame, by its label, in window pixels.
  std::optional<sf::FloatRect> barButton(std::string_view label) const { return bar_.find(label); }
  /// Width the side panel's content took in the last frame (wider than panelWidth(): cut off).
  float panelContentWidth() const { return panel_content_width_; }
  float panelWidth() const { return still_ ? 0 : sidePanelWidth(window_.x, 420); }
  /// The side panel's content was taller than the window in the last frame (it then scrolls).
  bool panelOverflows() const { return panel_overflow_; }
  /// Where F12 saves the window (default: the scenario's name and the time; -2, -3… if taken).
  void setScreenshotPath(std::string path) { screenshot_path_ = std::move(path); }
  /// The dialog of Save, Load and Screenshot.
  FileDialog &fileDialog() { return files_; }
  /// The scene of this frame (what drawTable draws).
  HexSceneInput sceneInput() const { return scene(still_); }

  /// Play an action for the seat at the screen (or, `by_computer`, the computer's); a refusal is
  /// shown and changes nothing. A person may not play for the computer's seat.
  bool submit(const Action &action, bool by_computer = false) {
    if (!by_computer && computers_.isComputer(match_->toMove())) {
      fail(core::fill(core::tr("{side} is played by the computer: wait for its move"),
                      {{"side", curtain_.seatName(match_->toMove())}}));
      return false;
    }
    try {
      match_->submit(action);
    } catch (const std::exception &e) { // a game::RuleViolation: the message, then the clause
      fail(e.what());
      return false;
    }
    error_.clear();
    notice_.clear();
    follow();
    onChanged();
    notice_ = lastSaid();
    return true;
  }

  /// At a chance node (a coin, dice): the program draws the outcome, recorded in the log.
  bool roll() {
    if (match_->toMove() != game::kChance) return false;
    try {
      match_->roll();
    } catch (const std::exception &e) {
      fail(e.what());
      return false;
    }
    follow();
    onChanged();
    notice_ = lastSaid();
    return true;
  }

  /// Why the seat at the screen may not take back the last action now, or nothing. With the
  /// computer at a seat, an undo goes back to a person's last decision, the computer's replies too.
  std::optional<std::string> undoRefusal() const {
    if (match_->actions().empty()) return std::string(core::tr("nothing to undo"));
    if (auto why = match_->undoBlocker(false)) return why;
    if (computers_.any()) {
      const auto back = computers_.undoSteps(*match_, false);
      if (!back) return ComputerSeatsBase::noDecisionToTakeBack();
      if (curtain_.secrets() && back->seat != curtain_.atScreen())
        return core::fill(
            core::tr("the last action is {seat}'s: only {seat} may take it back, at the screen"),
            {{"seat", curtain_.seatName(back->seat)}});
      return std::nullopt;
    }
    if (!curtain_.secrets()) return std::nullopt;
    const int actor = lastActor();
    if (actor != curtain_.atScreen())
      return core::fill(core::tr("the last action is {seat}'s: only {seat} may take it back, at the screen"),
                        {{"seat", curtain_.seatName(actor)}});
    return std::nullopt;
  }
  /// Take back the last action (see undoRefusal).
  bool undo() {
    if (auto why = undoRefusal()) {
      fail(*why);
      return false;
    }
    const std::size_t before = match_->actions().size();
    const auto back = computers_.undoSteps(*match_, false);
    const int steps = back ? back->steps : 1;
    const std::vector<std::string> undone = computers_.undoBack(*match_, false);
    const std::size_t taken = before - match_->actions().size();
    follow();
    onChanged();
    error_.clear();
    if (curtain_.secrets() || steps > 1) // a text may hold a secret: count, do not quote
      notice_ =
          core::fill(core::trn("took back {n} action", "took back {n} actions", static_cast<long>(taken)),
                     {{"n", std::to_string(taken)}});
    else
      notice_ =
          core::fill(core::tr("took back: {action}"), {{"action", undone.empty() ? "" : undone.back()}});
    return true;
  }
  /// Save the game record to `path`.
  bool save(const std::string &path) {
    try {
      match_->save(path);
    } catch (const std::exception &e) {
      fail(e.what());
      return false;
    }
    succeed(core::fill(core::trn("saved {n} action to {path}", "saved {n} actions to {path}",
                                 static_cast<long>(match_->actions().size())),
                       {{"n", std::to_string(match_->actions().size())}, {"path", path}}));
    return true;
  }
  /// Replace the game by the record in `path`; everybody leaves the screen (the curtain calls the
  /// seat to act).
  bool load(const std::string &path) {
    try {
      auto loaded = std::make_unique<MatchType>(MatchType::load(path, match_->seed()));
      computers_.cancel();
      computers_.reseat(loaded->players().names);
      const bool resized = loaded->rules().map.columns != match_->rules().map.columns ||
                           loaded->rules().map.rows != match_->rules().map.rows;
      match_ = std::move(loaded);
      curtain_ = curtainFor<G>(match_->rules());
      if (resized) {
        geometry_ = HexGeometry(match_->rules().map.columns, match_->rules().map.rows);
        fitMap();
      }
    } catch (const std::exception &e) {
      fail(e.what());
      return false;
    }
    follow();
    onChanged();
    succeed(core::fill(core::trn("loaded {n} action from {path}", "loaded {n} actions from {path}",
                                 static_cast<long>(match_->actions().size())),
                       {{"n", std::to_string(match_->actions().size())}, {"path", path}}));
    return true;
  }

protected:
  // ---- what a game's view says -----------------------------------------------------------------

  /// The map of this frame; `still`: for `amiraute render`, no hover and no selection.
  virtual HexSceneInput scene(bool still) const = 0;
  /// A left click on the map: the hex under it, or nothing (off the map).
  virtual void onHexClick(std::optional<core::Hex> hex) = 0;
  /// The match changed (an action, an undo, a load) or the seat at the screen did: drop
  /// selections that may no longer hold.
  virtual void onChanged() {}
  virtual void onEscape() {}
  /// Enter: the end-of-phase button by default.
  virtual void onEnter() {
    if (auto b = shownEndButton(); b && b->enabled) onEndButton();
  }
  /// A key before the common ones; true: handled.
  virtual bool onKey(const sf::Event::KeyEvent &) { return false; }
  /// True while the game hides something from a seat (Détroits' orders before both fleets seal):
  /// only then does the curtain fall between players. Read from the match, never from shown_.
  virtual bool secretsNow() const { return true; }
  /// The left part of the top bar: turn, phase, who plays.
  virtual void guiStatus(const GuiFonts &fonts) = 0;
  virtual std::optional<OldEndButton> endButton() const { return std::nullopt; }
  virtual void onEndButton() {}
  /// The game's part of the side panel, at its top.
  virtual void guiPanel(const GuiFonts &fonts) = 0;
  virtual std::vector<OldLegendEntry> legend() const { return {}; }
  /// The tooltip's lines after the hex number (between BeginTooltip and EndTooltip).
  virtual void guiTooltip(core::Hex) {}
  virtual std::optional<OldBannerText> banner() const { return std::nullopt; }
  virtual std::string helpHeading() const = 0;
  virtual std::vector<OldHelpLine> helpLines() const = 0;
  virtual std::vector<std::string> helpNotes() const { return {}; }

  // ---- helpers for the game's view ---------------------------------------------------------------

  float pulse() const { return 0.5f + 0.5f * std::sin(time_ * 4.0f); }
  void fail(std::string message) {
    error_ = std::move(message);
    notice_.clear();
  }
  void succeed(std::string message) {
    notice_ = std::move(message);
    error_.clear();
  }
  /// The seat whose view the screen shows (game::kPublic before anybody sat down).
  int seat() const { return curtain_.atScreen(); }
  /// The curtain follows the seat to act and the screen what that seat may see, then onChanged():
  /// a game's view calls it at the end of its constructor (virtual calls do not reach it before).
  void refresh() {
    follow();
    onChanged();
  }
  /// "Rouge (computer) is playing…" while the computer's seat is to act, said instead of a
  /// person's instructions; nothing when a person is to act.
  std::optional<std::string> computerToMove() const { return computers_.playingLine(match_->toMove()); }
  /// True when a person plays `seat` (not the computer): only then does the panel speak to it as
  /// "you" and show it its controls.
  bool personAt(int seat) const { return seat >= 0 && !computers_.isComputer(seat); }
  /// The end-of-phase button as the bar shows it: greyed out while the computer's seat is to act.
  std::optional<OldEndButton> shownEndButton() const {
    std::optional<OldEndButton> b = endButton();
    if (b)
      if (auto line = computerToMove()) {
        b->enabled = false;
        b->tooltip = *line;
      }
    return b;
  }
  /// A heading in the medium font and gold.
  static void heading(const GuiFonts &fonts, const std::string &text) {
    if (fonts.medium) ImGui::PushFont(fonts.medium);
    ImGui::TextColored(hexui::kGold, "%s", text.c_str());
    if (fonts.medium) ImGui::PopFont();
  }

  std::unique_ptr<MatchType> match_;
  State shown_{};
  Curtain curtain_;
  HexGeometry geometry_;
  Camera camera_;
  sf::Vector2u window_{1600, 1000};
  bool still_ = false;
  std::optional<core::Hex> hovered_;
  bool mouse_on_gui_ = false;
  float time_ = 0;
  std::string file_path_ = "amiraute-save.yaml";
  /// Which seats the computer plays, and its search (joined before the match goes).
  ComputerSeats<G> computers_;

private:
  std::optional<core::Hex> pick(sf::Vector2f p) const {
    return pickHex(camera_, geometry_, match_->rules().map, p);
  }

  /// The curtain follows the person to act (the computer's seat calls nobody to the screen); the
  /// screen shows what the seat at it may see.
  void follow() {
    computers_.follow(curtain_, match_->toMove());
    if (curtain_.down() && !secretsNow()) curtain_.lift(); // nothing hidden now: pass the screen freely
    shown_ = match_->observe(curtain_.shownSeat());
    if (curtain_.down() || curtain_.atScreen() != messages_for_) { // a message may tell a secret
      error_.clear();
      notice_.clear();
      messages_for_ = curtain_.atScreen();
    }
  }

  /// What the last action did, as the log tells it to the seat at the screen now (which may not be
  /// the seat that acted: the screen may have passed without a curtain); nothing behind the curtain.
  std::string lastSaid() const {
    if (curtain_.down() || match_->actions().empty()) return {};
    const int reader = curtain_.atScreen();
    std::string said;
    for (std::size_t k = match_->logStart(match_->actions().size() - 1); k < match_->log().size(); ++k)
      if (match_->log()[k].visibleTo(reader)) said += (said.empty() ? "" : " · ") + match_->log()[k].text;
    return said;
  }

  /// The seat that took the last action: the one to move once it is taken back.
  int lastActor() const {
    if (actor_cache_for_ != match_->actions().size() || actor_cache_hash_ != match_->hash()) {
      MatchType before = *match_;
      before.undo(false);
      actor_cache_ = before.toMove();
      actor_cache_for_ = match_->actions().size();
      actor_cache_hash_ = match_->hash();
    }
    return actor_cache_;
  }

  void guiBar(const GuiFonts &fonts) {
    bar_.clear();
    beginTopBar("##hexbar", static_cast<float>(window_.x), kBarHeight);
    if (fonts.medium) ImGui::PushFont(fonts.medium);
    guiStatus(fonts);
    if (fonts.medium) ImGui::PopFont();
    const std::optional<OldEndButton> end = shownEndButton();
    const std::string undo_label = core::tr("Undo"), shot_label = core::tr("Screenshot"),
                      fit_label = core::tr("Fit"), help_label = core::tr("Help  F1");
    // The buttons sit at the right end, where they stay from phase to phase.
    const float buttons = (end ? barButtonWidth(end->label.c_str()) + 14 : 0) +
                          barButtonWidth(undo_label.c_str()) + barButtonWidth(shot_label.c_str()) +
                          barButtonWidth(fit_label.c_str()) + barButtonWidth(help_label.c_str()) +
                          barButtonWidth(languageButtonLabel()) + 20;
    const float used = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x;
    ImGui::SameLine(std::max(used + 16, static_cast<float>(window_.x) - buttons));
    ImGui::SetCursorPosY(12);
    if (end) {
      if (endPhaseButton(end->label.c_str(), !end->enabled)) onEndButton();
      bar_.note(end->label);
      if (!end->tooltip.empty() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("%s", end->tooltip.c_str());
      ImGui::SameLine(0, 14);
    }
    const std::optional<std::string> no_undo = undoRefusal();
    ImGui::BeginDisabled(no_undo.has_value());
    if (bar_.button(undo_label.c_str())) undo();
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
      ImGui::SetTooltip("%s", no_undo ? no_undo->c_str() : core::tr("Take back the last action (Ctrl+Z)"));
    ImGui::SameLine();
    if (bar_.button(shot_label.c_str())) files_.open(FileDialog::Kind::Screenshot, *this);
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("%s", core::tr("Save a picture of the window (F12: at once)"));
    ImGui::SameLine();
    if (bar_.button(fit_label.c_str())) fitMap();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", core::tr("Show the whole map (Home)"));
    ImGui::SameLine();
    if (bar_.button(help_label.c_str())) help_ = !help_;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", core::tr("Every shortcut and mouse action (F1)"));
    ImGui::SameLine();
    if (languageButton(bar_)) refresh(); // the panels and the log speak the new language at once
    ImGui::End();
    ImGui::PopStyleColor();
    ImGui::PopStyleVar();
  }

  void guiSidePanel(const GuiFonts &fonts) {
    beginSidePanel("##hexsidepanel", window_, panelWidth(), kBarHeight);
    // Its body scrolls, with a scroll bar, when a short window cannot hold it all: nothing is
    // out of reach below the window's edge.
    ImGui::BeginChild("##hexpanelbody", {0, 0}, false);
    ImGui::PushTextWrapPos(0);
    guiPanel(fonts);
    if (computers_.gui(time_)) refresh();
    if (!error_.empty()) {
      ImGui::Spacing();
      ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0.35f, 0.08f, 0.08f, 0.55f));
      ImGui::BeginChild("##error", {0, ImGui::GetTextLineHeightWithSpacing() * 4.2f}, true);
      ImGui::TextColored(hexui::kRed, "✗ %s", error_.c_str());
      ImGui::TextColored(hexui::kDim, "%s", core::tr("The game is unchanged."));
      ImGui::EndChild();
      ImGui::PopStyleColor();
    } else if (!notice_.empty()) {
      ImGui::TextColored(hexui::kGreen, "✓ %s", notice_.c_str());
    }
    const std::vector<OldLegendEntry> entries = legend();
    legend_shown_ = false;
    if (!entries.empty()) {
      // Open while it leaves room for the game record and the log (nine lines), closed (one click or L away)
      // otherwise, unless the player opened or closed it.
      const float line = ImGui::GetTextLineHeightWithSpacing();
      const bool room = ImGui::GetContentRegionAvail().y > oldLegendHeight(entries) + line * 9;
      const bool open = legend_choice_.value_or(room);
      ImGui::SetNextItemOpen(open, ImGuiCond_Always);
      const std::string label = std::string(core::tr("Legend")) + "  L##legend";
      legend_shown_ = ImGui::CollapsingHeader(label.c_str());
      if (legend_shown_ != open) legend_choice_ = legend_shown_; // a click on the header
      if (legend_shown_) {
        oldLegendTable(entries);
        if (legend_scroll_) ImGui::SetScrollHereY(1.0f);
      }
      legend_scroll_ = false;
    }
    if (ImGui::CollapsingHeader(core::tr("Game record"))) {
      if (ImGui::Button(core::tr("Save"))) files_.open(FileDialog::Kind::Save, *this);
      ImGui::SameLine();
      if (ImGui::Button(core::tr("Load"))) files_.open(FileDialog::Kind::Load, *this);
      ImGui::SameLine();
      ImGui::TextColored(
          hexui::kDim, "%s",
          core::fill(core::trn("{n} action", "{n} actions", static_cast<long>(match_->actions().size())),
                     {{"n", std::to_string(match_->actions().size())}})
              .c_str());
    }
    ImGui::PopTextWrapPos();
    guiLog();
    panel_content_width_ = ImGui::GetCurrentWindow()->ContentSize.x + ImGui::GetStyle().WindowPadding.x * 2;
    panel_overflow_ = ImGui::GetScrollMaxY() > 0;
    ImGui::EndChild();
    endSidePanel();
  }

  void guiLog() {
    const auto &log = match_->log();
    const auto &actions = match_->actions();
    ImGui::TextColored(hexui::kGold, "%s", core::tr("Log"));
    const float room = ImGui::GetContentRegionAvail().y;
    ImGui::BeginChild("##hexlog", {0, std::max(room, ImGui::GetTextLineHeightWithSpacing() * 5)}, false,
                      ImGuiWindowFlags_AlwaysVerticalScrollbar);
    ImGui::PushTextWrapPos(ImGui::GetContentRegionAvail().x);
    const int reader = seat();
    bool any = false;
    for (std::size_t a = 0; a < actions.size(); ++a) {
      bool numbered = false;
      if (!curtain_.secrets()) { // no secret in the commands: show them
        ImGui::TextColored(hexui::kText, "%zu. %s", a + 1, actions[a].c_str());
        numbered = any = true;
      }
      for (std::size_t k = match_->logStart(a); k < match_->logStart(a + 1); ++k) {
        if (!log[k].visibleTo(reader)) continue;
        any = true;
        const bool first = !numbered;
        if (first) {
          ImGui::TextColored(hexui::kDim, "%zu.", a + 1);
          ImGui::SameLine();
          numbered = true;
        } else {
          ImGui::Indent(18);
        }
        const std::string clause = log[k].clauses.empty() ? std::string() : log[k].clauses.front();
        if (!clause.empty()) {
          ImGui::TextColored(hexui::kClause, "%s", clause.c_str());
          ImGui::SameLine();
        }
        ImGui::TextColored(ImVec4(0.80f, 0.82f, 0.86f, 1), "%s", log[k].text.c_str());
        if (!first) ImGui::Unindent(18);
      }
    }
    if (!any) ImGui::TextColored(hexui::kDim, "%s", core::tr("No action yet."));
    ImGui::PopTextWrapPos();
    // Follow the newest entries unless the player scrolled up to read older ones.
    const ImGuiIO &io = ImGui::GetIO();
    if (ImGui::IsWindowHovered() && (io.MouseWheel != 0 || io.MouseDown[0]))
      log_pinned_ = ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 1;
    if (log.size() + actions.size() != log_seen_) log_pinned_ = true;
    if (log_pinned_) ImGui::SetScrollHereY(1.0f);
    log_seen_ = log.size() + actions.size();
    ImGui::EndChild();
  }

  void guiBanner(const GuiFonts &fonts) {
    const std::optional<OldBannerText> b = banner();
    if (!b) return;
    const sf::FloatRect &vp = camera_.viewport();
    beginBanner("##hexbanner", {vp.left + vp.width / 2, vp.top + 14}, {0.5f, 0}, toImVec4(b->color),
                b->headline, fonts.big, ImGuiWindowFlags_NoInputs);
    for (const std::string &line : b->lines)
      ImGui::TextUnformatted(line.c_str());
    endBanner();
  }

  void guiHexTooltip() {
    if (!hovered_ || mouse_on_gui_ || help_ || nav_.panning()) return;
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22);
    ImGui::TextColored(hexui::kGold, "%s", core::formatHex(*hovered_).c_str());
    guiTooltip(*hovered_);
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }

  void guiHelp(const GuiFonts &fonts) {
    if (!help_) return;
    const std::vector<OldHelpLine> lines = helpLines();
    const std::vector<std::string> notes = helpNotes();
    std::vector<HelpRow> rows;
    for (const OldHelpLine &l : lines)
      rows.push_back({l.key.c_str(), l.what.c_str()});
    if (!legend().empty()) rows.push_back({"L", core::tr("show or hide the legend of the map")});
    std::vector<const char *> note_ptrs;
    for (const std::string &n : notes)
      note_ptrs.push_back(n.c_str());
    const std::string head = helpHeading();
    helpOverlay(help_, window_, head.c_str(), rows, note_ptrs, fonts.medium);
  }

  HexRenderer renderer_;
  HexBatches batches_;
  AutoFit auto_fit_;
  BarControls bar_;
  Navigation nav_;
  bool help_ = false;
  std::string error_;
  std::string notice_;
  std::size_t log_seen_ = 0;
  bool log_pinned_ = true;
  std::optional<std::string> screenshot_;
  std::string screenshot_path_; ///< "": the scenario's name and the time
  FileDialog files_;
  float panel_content_width_ = 0;
  bool panel_overflow_ = false;
  std::optional<bool> legend_choice_; ///< the player opened or closed the legend
  bool legend_shown_ = false;
  bool legend_scroll_ = false;
  int messages_for_ = game::kPublic; ///< the seat the error and notice were written for
  mutable int actor_cache_ = game::kPublic;
  mutable std::size_t actor_cache_for_ = static_cast<std::size_t>(-1);
  mutable std::uint64_t actor_cache_hash_ = 0;
};

} // namespace amiraute::ui
