#include "ui/MatchFrame.h"

#include "core/Files.h"
#include "core/I18n.h"
#include "core/Settings.h"
#include "ui/Legend.h"
#include "ui/Palette.h"

#include <SFML/Window/Keyboard.hpp>

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>

namespace amiraute::ui {

using core::fill;
using core::tr;
using core::trn;

namespace {

ImVec4 imColor(draw::Color c) { return {c.r / 255.f, c.g / 255.f, c.b / 255.f, c.a / 255.f}; }

} // namespace

std::string MatchFrame::clauseTitle(const std::string &id) {
  // Read once from docs/rules/*.md: "**HM-FIRE-2 — Range.** …" gives its title; a clause written
  // "- **PL-MAP-1** — The board is …" gives its first words instead.
  static const std::map<std::string, std::string> titles = [] {
    std::map<std::string, std::string> out;
    const std::string dash = " — ";
    std::error_code ec;
    for (const auto &f : std::filesystem::directory_iterator(core::findDataFile("docs/rules"), ec)) {
      std::ifstream in(f.path());
      for (std::string line; std::getline(in, line);) {
        const std::size_t open = line.find("**");
        if (open == std::string::npos || line.find_first_not_of("- ") < open) continue;
        const std::size_t close = line.find("**", open + 2);
        if (close == std::string::npos) continue;
        std::string inside = line.substr(open + 2, close - open - 2), title;
        if (const std::size_t d = inside.find(dash); d != std::string::npos) { // **ID — Title.**
          title = inside.substr(d + dash.size());
          inside.resize(d);
        } else if (line.compare(close + 2, dash.size(), dash) == 0) { // **ID** — text
          title = line.substr(close + 2 + dash.size());
          const std::size_t stop = title.find_first_of(".:;(");
          if (stop != std::string::npos) title.resize(stop);
          if (title.size() > 70) title = title.substr(0, title.rfind(' ', 70)) + " …";
        }
        while (!title.empty() && (title.back() == '.' || title.back() == ' '))
          title.pop_back();
        if (inside.empty() || title.empty() || inside.find(' ') != std::string::npos ||
            std::count(inside.begin(), inside.end(), '-') != 2)
          continue;
        out.emplace(inside, title);
      }
    }
    return out;
  }();
  const auto it = titles.find(id);
  return it == titles.end() ? "" : it->second;
}

MatchFrame::MatchFrame(std::unique_ptr<Session> session, std::unique_ptr<Board> board)
    : session_(std::move(session)), board_(std::move(board)),
      curtain_(session_->players().names, session_->hidesInformation()) {
  board_->attach(*this);
  follow();
  // A game that starts: its players read what the scenario is about first (a game taken up again
  // has been read already; the side panel keeps it under "Scenario").
  briefing_ = session_->actions().empty() && !session_->description().empty();
}

MatchFrame::~MatchFrame() { session_->cancelComputer(); }

std::string MatchFrame::title() const {
  return fill(tr("Amirauté — {title}"), {{"title", session_->title()}});
}

float MatchFrame::panelWidth() const { return still_ ? 0 : sidePanelWidth(window_.x, 420); }

sf::FloatRect MatchFrame::tableRect() const {
  return ui::tableArea(window_, still_ ? caption_height_ : kBarHeight, panelWidth());
}

draw::Caption MatchFrame::caption() const {
  return still_ && !preview_ ? board_->caption() : draw::Caption{};
}

void MatchFrame::placeCamera() {
  const sf::FloatRect area = tableRect();
  camera_.setViewport(area);
  if (board_->camera() == CameraKind::Fixed) board_->layout({area.left, area.top, area.width, area.height});
}

void MatchFrame::resize(sf::Vector2u size) {
  // Keep the whole board in view as the window changes, unless the player has panned or zoomed.
  const bool refit = auto_fit_.following(camera_);
  window_ = size;
  caption_height_ = draw::captionHeight(caption(), window_.x, window_.y);
  placeCamera();
  if (refit) fit();
}

void MatchFrame::fit() {
  if (board_->camera() == CameraKind::Fixed) {
    placeCamera();
    return;
  }
  const draw::Rect b = board_->bounds();
  camera_.fit(b.width, b.height, still_ ? 12.f : 22.f);
  camera_.setCenter({b.x + b.width / 2, b.y + b.height / 2});
  auto_fit_.fitted(camera_);
}

void MatchFrame::setStill(bool still) {
  still_ = still;
  resize(window_);
  fit();
}

draw::Transform MatchFrame::transform() const {
  if (board_->camera() == CameraKind::Fixed) return {1, 1, 0, 0};
  // world (x east, y north) -> window pixels (y down), as the camera has it.
  const sf::Vector2f o = camera_.worldToScreen({0, 0});
  return {camera_.scale(), -camera_.scale(), o.x, o.y};
}

draw::Point MatchFrame::world(sf::Vector2f pixel) const {
  if (board_->camera() == CameraKind::Fixed) return {pixel.x, pixel.y};
  const core::Vec2 w = camera_.screenToWorld(pixel);
  return {static_cast<float>(w.x), static_cast<float>(w.y)};
}

sf::Vector2f MatchFrame::screenOf(draw::Point w) const {
  const draw::Point p = transform().apply(w);
  return {p.x, p.y};
}

const draw::Scene &MatchFrame::scene() {
  SceneContext context;
  const sf::FloatRect area = tableRect();
  context.scale = board_->camera() == CameraKind::Fixed ? 1.0 : camera_.scale();
  const draw::Point a = world({area.left, area.top}),
                    b = world({area.left + area.width, area.top + area.height});
  context.visible = {std::min(a.x, b.x), std::min(a.y, b.y), std::abs(b.x - a.x), std::abs(b.y - a.y)};
  context.time = time_;
  context.still = still_ || preview_;
  context.picture = still_ && !preview_;
  if (renderer_)
    context.text_width = [r = renderer_.get()](const std::string &text, unsigned size) {
      return r->textWidth(text, size);
    };
  scene_.clear();
  board_->scene(context, scene_);
  return scene_;
}

// ---- events --------------------------------------------------------------------------------------

void MatchFrame::handleEvent(const sf::Event &e, bool gui_mouse, bool gui_keyboard) {
  if (e.type == sf::Event::Resized) {
    resize({e.size.width, e.size.height});
    return;
  }
  if (curtain_.down() && curtainTakeBack()) {
    // The one who just played may still take it back before the next player looks.
    const bool left = (e.type == sf::Event::MouseButtonPressed || e.type == sf::Event::MouseButtonReleased) &&
                      e.mouseButton.button == sf::Mouse::Left;
    if (left && curtain_undo_ &&
        curtain_undo_->contains(static_cast<float>(e.mouseButton.x), static_cast<float>(e.mouseButton.y))) {
      if (e.type == sf::Event::MouseButtonReleased) requestUndo();
      return;
    }
    if (e.type == sf::Event::KeyPressed && e.key.code == sf::Keyboard::Z && e.key.control) {
      requestUndo();
      return;
    }
  }
  if (curtain_.down() && e.type == sf::Event::KeyPressed && !gui_keyboard) {
    // The help tells no secret: F1 opens it over the curtain too, Escape closes it first.
    if (e.key.code == sf::Keyboard::F1 || (e.key.code == sf::Keyboard::Escape && help_)) {
      help_ = e.key.code == sf::Keyboard::F1 && !help_;
      return;
    }
  }
  if (curtain_.handleEvent(e)) {
    if (!curtain_.down()) follow(); // lifted: show the called seat's side
    return;
  }
  if (question_) { // the question waits for its answer: only the window follows (never Enter)
    if (e.type == sf::Event::KeyPressed && e.key.code == sf::Keyboard::Escape) answer(false);
    return;
  }
  mouse_on_gui_ = gui_mouse;
  const bool free_camera = board_->camera() == CameraKind::Free;
  if (free_camera && nav_.handle(camera_, e, gui_mouse, gui_keyboard)) {
    if (nav_.panning()) board_->pointerLeft();
    return;
  }
  switch (e.type) {
  case sf::Event::MouseMoved: {
    const sf::Vector2f p(static_cast<float>(e.mouseMove.x), static_cast<float>(e.mouseMove.y));
    if (gui_mouse || !tableRect().contains(p)) {
      pointer_world_.reset();
      board_->pointerLeft();
    } else {
      pointer_world_ = world(p);
      board_->pointerMoved(*pointer_world_);
    }
    break;
  }
  case sf::Event::MouseLeft:
    pointer_world_.reset();
    board_->pointerLeft();
    break;
  case sf::Event::MouseButtonPressed:
    if (e.mouseButton.button == sf::Mouse::Right && !gui_mouse && !free_camera) {
      board_->escape(); // a fixed table: the right button drops the choice
      break;
    }
    if (e.mouseButton.button == sf::Mouse::Left && !gui_mouse) {
      const sf::Vector2f p(static_cast<float>(e.mouseButton.x), static_cast<float>(e.mouseButton.y));
      if (!tableRect().contains(p)) break;
      pressed_on_table_ = true;
      pointer_world_ = world(p);
      board_->pressed(*pointer_world_, sf::Keyboard::isKeyPressed(sf::Keyboard::LShift) ||
                                           sf::Keyboard::isKeyPressed(sf::Keyboard::RShift));
    }
    break;
  case sf::Event::MouseButtonReleased:
    if (e.mouseButton.button == sf::Mouse::Left && pressed_on_table_) {
      pressed_on_table_ = false;
      board_->released(world({static_cast<float>(e.mouseButton.x), static_cast<float>(e.mouseButton.y)}));
    }
    break;
  case sf::Event::KeyReleased: board_->keyReleased(e.key); break;
  case sf::Event::LostFocus: board_->focusLost(); break;
  case sf::Event::KeyPressed:
    if (gui_keyboard) break;
    if (e.key.control) {
      switch (e.key.code) {
      case sf::Keyboard::Z: requestUndo(); return;
      case sf::Keyboard::S: files_.open(FileDialog::Kind::Save, *this); return;
      case sf::Keyboard::O: files_.open(FileDialog::Kind::Load, *this); return;
      default: break;
      }
    }
    if (board_->key(e.key)) break;
    switch (e.key.code) {
    case sf::Keyboard::F1: help_ = !help_; break;
    case sf::Keyboard::L: toggleLegend(); break;
    case sf::Keyboard::Home: fit(); break;
    case sf::Keyboard::Escape:
      if (view_menu_open_)
        close_view_menu_ = true;
      else if (help_)
        help_ = false;
      else if (briefing_ && !preview_)
        briefing_ = false;
      else
        board_->escape();
      break;
    case sf::Keyboard::Enter:
      if (!computerToMove()) board_->enter();
      break;
    case sf::Keyboard::F12: screenshot_ = quickShotPath(*this, screenshot_path_); break;
    default: break;
    }
    break;
  default: break;
  }
}

void MatchFrame::update(float dt) {
  time_ += dt;
  if (still_) return;
  board_->update(dt);
  // The computer's seat plays through the session, as a person's click does.
  if (auto played = session_->computerPlays(dt)) {
    // An action its log says nothing of (an attack declared, its dice to come): the game's words.
    if (played->empty() && !session_->actions().empty())
      session_->computers().tell(board_->actionWords(session_->actions().back()));
    error_.clear();
    follow();
    notice_.clear();
    return;
  }
  // A coin or dice nobody at the table clicks for (every seat the computer's).
  if (session_->toMove() == game::kChance && session_->computers().nobody() && board_->chanceByHand())
    rollNow();
}

// ---- changes ---------------------------------------------------------------------------------------

void MatchFrame::follow() {
  // Draw the program's dice and cards now, unless they are for a person not at the screen: then the
  // curtain calls that person first (the one who just played may still take it back meanwhile).
  ComputerSeatsBase &seats = session_->computers();
  for (int guard = 0; session_->toMove() == game::kChance && guard < 1000; ++guard) {
    if (board_->chanceByHand() && !seats.nobody()) break;
    if (session_->hidesInformation() && curtain_.secrets()) {
      const int reader = session_->toMoveAfterChance();
      const bool here = reader < 0 || reader == curtain_.atScreen() || seats.isComputer(reader) ||
                        (seats.any() && reader == seats.onlyPerson());
      if (!here) {
        curtain_.follow(reader);
        break;
      }
    }
    session_->roll();
  }
  seats.follow(curtain_, session_->toMove());
  if (curtain_.down() && !board_->secretsNow()) curtain_.lift(); // nothing hidden now: pass the screen freely
  const std::string activity = board_->curtainActivity();
  curtain_.setActivity(activity.empty() ? std::string(tr("{seat} to play")) : activity);
  session_->view(curtain_.shownSeat());
  if (curtain_.down() || curtain_.atScreen() != messages_for_) { // a message may tell a secret
    error_.clear();
    notice_.clear();
    messages_for_ = curtain_.atScreen();
  }
  board_->changed();
}

bool MatchFrame::submitText(const std::string &text) {
  if (session_->computers().isComputer(session_->toMove())) {
    fail(fill(tr("{side} is played by the computer: wait for its move"),
              {{"side", curtain_.seatName(session_->toMove())}}));
    return false;
  }
  if (auto refused = session_->submit(text)) {
    fail(*refused);
    return false;
  }
  error_.clear();
  notice_.clear();
  follow();
  notice_ = lastSaid();
  return true;
}

bool MatchFrame::rollNow() {
  if (session_->toMove() != game::kChance) return false;
  session_->roll();
  follow();
  notice_ = lastSaid();
  return true;
}

void MatchFrame::fail(std::string message) {
  error_ = std::move(message);
  notice_.clear();
}

void MatchFrame::succeed(std::string message) {
  notice_ = std::move(message);
  error_.clear();
}

std::optional<std::string> MatchFrame::computerToMove() const {
  return session_->computers().playingLine(session_->toMove());
}

const sf::Texture *MatchFrame::picture(const std::string &name, float width, float height) {
  if (!renderer_) renderer_ = std::make_unique<SceneRenderer>();
  return renderer_->picture(name, width, height);
}

std::string MatchFrame::lastSaid() const {
  if (curtain_.down() || session_->actions().empty()) return {};
  const int reader = curtain_.atScreen();
  std::string said;
  const auto &log = session_->log();
  for (std::size_t k = session_->logStart(session_->actions().size() - 1); k < log.size(); ++k)
    if (log[k].visibleTo(reader)) said += (said.empty() ? "" : " · ") + log[k].text;
  return said;
}

std::optional<std::string> MatchFrame::undoRefusal() const {
  if (session_->actions().empty()) return std::string(tr("nothing to undo"));
  if (session_->undoPlan(false) || session_->undoPlan(true)) return std::nullopt; // perhaps after a question
  if (session_->computers().any() && !session_->undoBlocker(true))
    return ComputerSeatsBase::noDecisionToTakeBack();
  return session_->undoBlocker(true).value_or(tr("nothing to undo"));
}

void MatchFrame::requestUndo() {
  if (auto why = undoRefusal()) {
    fail(*why);
    return;
  }
  auto askUndo = [this](bool force, std::string why) {
    question_ =
        Question{tr("Take back the last decision?"), std::move(why), tr("Both players must agree."),
                 tr("We agree: take it back"),       tr("Cancel"),   [this, force] { doUndo(force); }};
    undo_asked_ = true;
  };
  const auto plan = session_->undoPlan(false);
  if (!plan) { // only past dice or cards already seen
    // What was drawn and seen since (the board says it), drawn again if taken back.
    std::string why = board_->seenChance();
    if (why.empty()) why = session_->undoBlocker(false).value_or("");
    askUndo(true, why + (why.empty() ? "" : "\n") +
                      tr("Dice or cards were drawn and seen since that decision: taken back, they are drawn "
                         "again."));
    return;
  }
  // Someone else's decision: the one who made it agrees too (hot-seat; the other may have seen the
  // table since).
  int persons = 0;
  for (int s = 0; s < session_->players().count(); ++s)
    persons += personAt(s) ? 1 : 0;
  if (persons > 1 && plan->seat >= 0 && plan->seat != curtain_.atScreen()) {
    askUndo(false, fill(tr("The last decision is {seat}'s: take it back only if {seat} agrees."),
                        {{"seat", curtain_.seatName(plan->seat)}}));
    return;
  }
  doUndo(false);
}

void MatchFrame::answer(bool yes) {
  if (!question_) return;
  const std::function<void()> go = std::move(question_->on_yes);
  question_.reset();
  undo_asked_ = false;
  if (yes && go) go();
}

void MatchFrame::doUndo(bool force) {
  const std::size_t before = session_->actions().size();
  const auto plan = session_->undoPlan(force);
  const std::vector<std::string> undone = session_->undo(force);
  const std::size_t taken = before - session_->actions().size();
  // The curtain calls the seat whose decision it was, when it is not at the screen; the one who
  // took back their own play behind the curtain is still at the screen.
  follow();
  if (curtain_.down() && curtain_.called() == curtain_.atScreen()) {
    curtain_.lift();
    follow();
  }
  error_.clear();
  if (taken == 0) {
    fail(tr("nothing to undo"));
    return;
  }
  // One wording everywhere; a text may hold a secret: in a game with secrets, count, do not quote.
  if (session_->hidesInformation() || taken > 1 || (plan && plan->steps > 1))
    notice_ = fill(trn("took back {n} action", "took back {n} actions", static_cast<long>(taken)),
                   {{"n", std::to_string(taken)}});
  else
    notice_ = fill(tr("took back: {action}"), {{"action", undone.empty() ? "" : undone.back()}});
}

bool MatchFrame::save(const std::string &path) {
  if (const std::string why = session_->save(path); !why.empty()) {
    fail(why);
    return false;
  }
  const std::size_t n = session_->actions().size();
  std::string said =
      fill(trn("saved {n} action to {path}", "saved {n} actions to {path}", static_cast<long>(n)),
           {{"n", std::to_string(n)}, {"path", path}});
  if (session_->hidesInformation() && curtain_.secrets())
    said += " " + std::string(tr("(the file holds every side's secrets: keep it from the other players)"));
  succeed(said);
  return true;
}

bool MatchFrame::load(const std::string &path) {
  const std::string before = session_->scenarioFile();
  if (const std::string why = session_->load(path); !why.empty()) {
    fail(why);
    return false;
  }
  curtain_ = Curtain(session_->players().names, session_->hidesInformation());
  question_.reset();
  follow();
  fit();
  const std::size_t n = session_->actions().size();
  succeed(fill(trn("loaded {n} action from {path}", "loaded {n} actions from {path}", static_cast<long>(n)),
               {{"n", std::to_string(n)}, {"path", path}}));
  return true;
}

std::string MatchFrame::computer(const std::string &side, const std::string &level) {
  std::string why = session_->computers().set(side, level);
  if (why.empty()) follow();
  return why;
}

void MatchFrame::toggleLegend() {
  legend_choice_ = !legend_shown_;
  legend_scroll_ = *legend_choice_; // bring it into view in a short panel
}

void MatchFrame::holdComputer(bool held) { session_->computers().hold(held); }

void MatchFrame::languageChanged() {
  session_->renarrate();
  core::saveLanguage(core::language());
  follow();
}

// ---- drawing --------------------------------------------------------------------------------------

void MatchFrame::drawTable(sf::RenderTarget &target) {
  if (curtain_.down() && !still_ && !preview_) return; // nothing of the table shows behind the curtain
  if (!renderer_) renderer_ = std::make_unique<SceneRenderer>();
  renderer_->draw(target, scene(), transform());
}

std::optional<std::string> MatchFrame::takeScreenshotRequest() {
  return std::exchange(screenshot_, std::nullopt);
}

void MatchFrame::screenshotSaved(const std::string &path, bool ok) {
  if (ok)
    succeed(fill(tr("screenshot saved to {path}"), {{"path", path}}));
  else
    fail(fill(tr("could not save the screenshot to {path}"), {{"path", path}}));
}

void MatchFrame::drawGui(const GuiFonts &fonts) {
  if (still_) return;
  curtain_undo_.reset();
  if (curtain_.down()) { // the curtain alone: no bar, no panel, no tooltip
    curtain_.draw(window_, fonts);
    guiCurtainUndo();
    guiHelp(fonts);
    if (!curtain_.down()) follow();
    return;
  }
  guiBar(fonts);
  guiSidePanel(fonts);
  guiBanner(fonts);
  if (!question_) board_->overlays(fonts); // the question first: nothing else to answer meanwhile
  guiBriefing(fonts);
  guiBoardQuestion(fonts);
  guiTooltip();
  guiHelp(fonts);
  guiQuestion(fonts);
  if (const auto chosen = files_.draw(window_.x / 2.f, window_.y / 2.f, static_cast<float>(window_.x),
                                      static_cast<float>(window_.y))) {
    if (chosen->kind == FileDialog::Kind::Save) save(chosen->path);
    if (chosen->kind == FileDialog::Kind::Load) askToLoad(chosen->path); // the window asks first if unsaved
    if (chosen->kind == FileDialog::Kind::Screenshot) screenshot_ = chosen->path;
  }
}

void MatchFrame::guiBar(const GuiFonts &fonts) {
  bar_.clear();
  beginTopBar("##bar", static_cast<float>(window_.x), kBarHeight);
  std::optional<EndButton> end = board_->endButton();
  if (end)
    if (auto line = computerToMove()) { // not a person's to press while the computer plays
      end->enabled = false;
      end->tooltip = *line;
    }
  const bool free_camera = board_->camera() == CameraKind::Free;
  const std::vector<BarToggle> toggles = board_->toggles();
  const std::string undo_label = tr("Undo"), shot_label = tr("Screenshot"), fit_label = tr("Fit"),
                    help_label = tr("Help  F1"), view_label = tr(kViewMenu);
  // The buttons sit at the right end, where they stay from phase to phase. A window too narrow for
  // them all folds the board's view controls into the View menu, then Fit, Help and the language
  // too: nothing is cut off at the window's edge.
  const ImGuiStyle &style = ImGui::GetStyle();
  float end_width = 0;
  if (const std::string widest = board_->endButtonWidest(); end && !widest.empty())
    end_width = std::max(ImGui::CalcTextSize(end->label.c_str(), nullptr, true).x,
                         ImGui::CalcTextSize(widest.c_str(), nullptr, true).x) +
                style.FramePadding.x * 2;
  const float first =
      (end ? std::max(end_width + style.ItemSpacing.x, barButtonWidth(end->label.c_str())) + 14 : 0) +
      barButtonWidth(undo_label.c_str()) + barButtonWidth(shot_label.c_str()) + 20;
  const float last = (free_camera ? barButtonWidth(fit_label.c_str()) : 0) +
                     barButtonWidth(help_label.c_str()) + barButtonWidth(languageButtonLabel());
  float toggles_width = 0;
  for (const BarToggle &t : toggles)
    toggles_width += barButtonWidth(t.label.c_str());
  const float menu = barButtonWidth(view_label.c_str());
  // The status gives way to the buttons: what it adds after its essentials stops where the buttons
  // would begin once folded as far as they need.
  status_limit_ = static_cast<float>(window_.x) - first - (toggles.empty() ? last : menu + last) - 16;
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  board_->status(fonts);
  if (fonts.medium) ImGui::PopFont();
  const float used = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x;
  const float room = static_cast<float>(window_.x) - used - 16;
  folded_ = first + toggles_width + last <= room              ? 0
            : !toggles.empty() && first + menu + last <= room ? 1
                                                              : 2;
  const float buttons = first + (folded_ == 0 ? toggles_width + last : folded_ == 1 ? menu + last : menu);
  ImGui::SameLine(std::max(used + 16, static_cast<float>(window_.x) - buttons));
  ImGui::SetCursorPosY(12);
  if (end) {
    if (endPhaseButton(end->label.c_str(), !end->enabled, end_width)) board_->onEndButton();
    bar_.note(end->label);
    if (!end->tooltip.empty() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
      ImGui::SetTooltip("%s", end->tooltip.c_str());
    ImGui::SameLine(0, 14);
  }
  const std::optional<std::string> no_undo = undoRefusal();
  ImGui::BeginDisabled(no_undo.has_value());
  if (bar_.button(undo_label.c_str())) requestUndo();
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", no_undo ? no_undo->c_str() : tr("Take back your last decision (Ctrl+Z)"));
  ImGui::SameLine();
  if (bar_.button(shot_label.c_str())) files_.open(FileDialog::Kind::Screenshot, *this);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Save a picture of the window (F12: at once)"));
  view_menu_open_ = false;
  if (folded_ > 0) {
    ImGui::SameLine();
    guiViewMenu(toggles);
  } else {
    for (const BarToggle &t : toggles) {
      ImGui::SameLine();
      const bool was = *t.on;
      if (was) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.55f, 0.42f, 0.12f, 1));
      if (bar_.button(t.label.c_str())) *t.on = !*t.on;
      if (was) ImGui::PopStyleColor();
      if (!t.tooltip.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", t.tooltip.c_str());
    }
  }
  close_view_menu_ = false;
  if (folded_ < 2) {
    if (free_camera) {
      ImGui::SameLine();
      if (bar_.button(fit_label.c_str())) fit();
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Show the whole table (Home)"));
    }
    ImGui::SameLine();
    if (bar_.button(help_label.c_str())) help_ = !help_;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Every shortcut and mouse action (F1)"));
    ImGui::SameLine();
    if (languageButton(bar_)) languageChanged(); // the panels and the log speak the new language at once
  }
  ImGui::End();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar();
}

void MatchFrame::guiViewMenu(const std::vector<BarToggle> &toggles) {
  const char *id = "##viewmenu";
  if (bar_.button(tr(kViewMenu))) ImGui::OpenPopup(id);
  if (ImGui::IsItemHovered() && !ImGui::IsPopupOpen(id)) {
    std::string inside;
    for (const BarToggle &t : toggles)
      inside += (inside.empty() ? "" : ", ") + t.label;
    if (folded_ > 1)
      for (const char *more : {tr("Fit"), tr("Help"), tr("Language")})
        inside += (inside.empty() ? "" : ", ") + std::string(more);
    ImGui::SetTooltip("%s", inside.c_str());
  }
  // Under the button, its right edge on the button's: the bar stays in sight.
  ImGui::SetNextWindowPos(
      {std::min(ImGui::GetItemRectMax().x, static_cast<float>(window_.x)), kBarHeight - 4}, ImGuiCond_Always,
      {1, 0});
  view_menu_open_ = ImGui::BeginPopup(id);
  if (!view_menu_open_) return;
  if (close_view_menu_) ImGui::CloseCurrentPopup();
  // The same controls as in a wide window, under the same labels, with their shortcuts.
  for (const BarToggle &t : toggles) {
    ImGui::MenuItem(t.label.c_str(), t.shortcut.c_str(), t.on);
    bar_.note(t.label);
  }
  if (folded_ > 1) {
    if (!toggles.empty()) ImGui::Separator();
    if (board_->camera() == CameraKind::Free) {
      if (ImGui::MenuItem(tr("Fit"), "Home")) fit();
      bar_.note(tr("Fit"));
    }
    if (ImGui::MenuItem(tr("Help"), "F1", help_)) help_ = !help_;
    bar_.note(tr("Help  F1"));
    if (languageMenu(bar_)) languageChanged();
  }
  ImGui::EndPopup();
}

void MatchFrame::guiSidePanel(const GuiFonts &fonts) {
  beginSidePanel("##sidepanel", window_, panelWidth(), kBarHeight);
  // Its body scrolls, with a scroll bar, when a short window cannot hold it all: nothing is out of
  // reach below the window's edge.
  ImGui::BeginChild("##panelbody", {0, 0}, false);
  ImGui::PushTextWrapPos(0);
  board_->panel(fonts);
  if (session_->computers().gui(time_)) follow();
  if (!error_.empty()) {
    // The whole message, wrapped, however long: the box grows with it.
    ImGui::Spacing();
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0.35f, 0.08f, 0.08f, 0.55f));
    const float wrap = ImGui::GetContentRegionAvail().x - ImGui::GetStyle().WindowPadding.x * 2;
    const std::string shown = "✗ " + error_;
    const float text_h = ImGui::CalcTextSize(shown.c_str(), nullptr, false, wrap).y +
                         ImGui::GetTextLineHeightWithSpacing() + ImGui::GetStyle().WindowPadding.y * 2 + 4;
    ImGui::BeginChild("##error", {0, text_h}, true, ImGuiWindowFlags_NoScrollbar);
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(palette::kRed, "%s", shown.c_str());
    ImGui::TextColored(palette::kDim, "%s", tr("The game is unchanged."));
    ImGui::PopTextWrapPos();
    ImGui::EndChild();
    ImGui::PopStyleColor();
  } else if (!notice_.empty()) {
    ImGui::TextColored(palette::kGreen, "✓ %s", notice_.c_str());
  }
  const std::vector<LegendEntry> entries = board_->legend();
  legend_shown_ = false;
  legend_rect_.reset();
  if (!entries.empty()) {
    // Open while it leaves room for the game record and the log (nine lines), closed (one click or
    // L away) otherwise, unless the player opened or closed it.
    const float line = ImGui::GetTextLineHeightWithSpacing();
    const bool room = ImGui::GetContentRegionAvail().y > legendHeight(entries) + line * 9;
    const bool open = legend_choice_.value_or(room);
    ImGui::SetNextItemOpen(open, ImGuiCond_Always);
    const std::string label = std::string(tr("Legend")) + "  L##legend";
    const float top = ImGui::GetCursorScreenPos().y;
    legend_shown_ = ImGui::CollapsingHeader(label.c_str());
    if (legend_shown_ != open) legend_choice_ = legend_shown_; // a click on the header
    if (legend_shown_) {
      legendTable(entries);
      const float bottom = ImGui::GetCursorScreenPos().y - ImGui::GetStyle().ItemSpacing.y;
      legend_rect_ = sf::FloatRect(ImGui::GetWindowPos().x, top, ImGui::GetWindowWidth(), bottom - top);
      if (legend_scroll_) ImGui::SetScrollHereY(1.0f);
    }
    legend_scroll_ = false;
  }
  guiScenario();
  const bool record_open = ImGui::CollapsingHeader(tr("Game record"));
  bar_.note(tr("Game record")); // the tests open it by its label
  if (record_open) {
    if (bar_.button(tr("Save"))) files_.open(FileDialog::Kind::Save, *this);
    ImGui::SameLine();
    if (bar_.button(tr("Load"))) files_.open(FileDialog::Kind::Load, *this);
    ImGui::SameLine();
    const std::size_t n = session_->actions().size();
    ImGui::TextColored(
        palette::kDim, "%s",
        fill(trn("{n} action", "{n} actions", static_cast<long>(n)), {{"n", std::to_string(n)}}).c_str());
    ImGui::TextColored(
        palette::kDim, "%s",
        fill(tr("dice and deal: seed {seed}"), {{"seed", std::to_string(session_->seed())}}).c_str());
  }
  ImGui::PopTextWrapPos();
  guiLog();
  panel_content_width_ = ImGui::GetCurrentWindow()->ContentSize.x + ImGui::GetStyle().WindowPadding.x * 2;
  panel_overflow_ = ImGui::GetScrollMaxY() > 0;
  ImGui::EndChild();
  endSidePanel();
}

void MatchFrame::guiLog() {
  const auto &log = session_->log();
  const auto &actions = session_->actions();
  ImGui::TextColored(palette::kGold, "%s", tr("Log"));
  const float room = ImGui::GetContentRegionAvail().y;
  ImGui::BeginChild("##log", {0, std::max(room, ImGui::GetTextLineHeightWithSpacing() * 5)}, false,
                    ImGuiWindowFlags_AlwaysVerticalScrollbar);
  ImGui::PushTextWrapPos(ImGui::GetContentRegionAvail().x);
  const int reader = curtain_.atScreen();
  const bool secrets = session_->hidesInformation();
  bool any = false;
  for (std::size_t a = 0; a < actions.size(); ++a) {
    bool numbered = false;
    for (std::size_t k = session_->logStart(a); k < session_->logStart(a + 1); ++k) {
      if (!log[k].visibleTo(reader)) continue;
      any = true;
      const bool first = !numbered;
      if (first) {
        ImGui::TextColored(palette::kDim, "%zu.", a + 1);
        ImGui::SameLine();
        numbered = true;
      } else {
        ImGui::Indent(18);
      }
      const std::optional<draw::Color> colour = board_->logColor(log[k]);
      ImGui::TextColored(colour ? imColor(*colour) : ImVec4(0.80f, 0.82f, 0.86f, 1), "%s",
                         log[k].text.c_str());
      // The clauses behind the ruling, with their titles, on pointing at it.
      if (!log[k].clauses.empty() && ImGui::IsItemHovered()) {
        std::string ids;
        for (const std::string &c : log[k].clauses) {
          const std::string title = clauseTitle(c);
          ids += (ids.empty() ? "" : "\n") + c + (title.empty() ? "" : " — " + title);
        }
        ImGui::SetTooltip("%s", ids.c_str());
      }
      if (!first) ImGui::Unindent(18);
    }
    // An action that said nothing the reader may read: its words, when the game has no secret.
    if (!numbered && !secrets) {
      ImGui::TextColored(palette::kText, "%zu. %s", a + 1, board_->actionWords(actions[a]).c_str());
      any = true;
    }
  }
  if (!any) ImGui::TextColored(palette::kDim, "%s", tr("No action yet."));
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

void MatchFrame::guiBanner(const GuiFonts &fonts) {
  const std::optional<BannerText> b = board_->banner();
  if (!b) return;
  const sf::FloatRect vp = tableRect();
  if (b->low)
    beginBanner("##banner", {vp.left + vp.width / 2, vp.top + vp.height - 14}, {0.5f, 1}, imColor(b->color),
                b->headline, fonts.big, ImGuiWindowFlags_NoInputs);
  else
    beginBanner("##banner", {vp.left + vp.width / 2, vp.top + 14}, {0.5f, 0}, imColor(b->color), b->headline,
                fonts.big, ImGuiWindowFlags_NoInputs);
  ImGui::PushTextWrapPos(std::min(vp.width * 0.8f, 700.f));
  for (const std::string &line : b->lines)
    ImGui::TextUnformatted(line.c_str());
  ImGui::PopTextWrapPos();
  endBanner();
}

void MatchFrame::guiBriefing(const GuiFonts &fonts) {
  if (!briefing_ || preview_) return;
  // A card in the middle of the table, as wide as a comfortable line (less in a narrow window),
  // as tall as its text; a long description scrolls inside it.
  const sf::FloatRect area = tableRect();
  const ImGuiStyle &style = ImGui::GetStyle();
  const float width = std::min(area.width - 32, ImGui::GetFontSize() * 36);
  ImGui::SetNextWindowPos({area.left + area.width / 2, area.top + area.height / 2}, ImGuiCond_Always,
                          {0.5f, 0.5f});
  ImGui::SetNextWindowSizeConstraints({width, 0}, {width, std::max(120.f, area.height - 32)});
  ImGui::SetNextWindowBgAlpha(0.96f);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize |
                                 ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                                 ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {18, 16});
  if (ImGui::Begin("##briefing", nullptr, flags)) {
    bar_.noteWindow("briefing");
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width - 36 - style.ScrollbarSize);
    if (fonts.medium) ImGui::PushFont(fonts.medium);
    ImGui::TextColored(palette::kGold, "%s", session_->title().c_str());
    if (fonts.medium) ImGui::PopFont();
    ImGui::Separator();
    ImGui::Spacing();
    ImGui::TextUnformatted(session_->description().c_str());
    ImGui::Spacing();
    ImGui::TextColored(
        palette::kDim, "%s",
        fill(tr("It stays in the side panel, under {scenario}."), {{"scenario", tr("Scenario")}}).c_str());
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    const std::string close = std::string(tr("Close")) + "  Esc##briefing";
    if (bar_.button(close.c_str())) briefing_ = false;
  }
  ImGui::End();
  ImGui::PopStyleVar();
}

void MatchFrame::guiScenario() {
  const std::string description = session_->description();
  if (description.empty()) return;
  const bool open = ImGui::CollapsingHeader(tr("Scenario"));
  bar_.note(tr("Scenario"));
  if (!open) return;
  ImGui::TextColored(palette::kGold, "%s", session_->title().c_str());
  ImGui::TextUnformatted(description.c_str()); // wrapped by the panel
  if (bar_.button(tr("Show over the table"))) briefing_ = true;
  ImGui::Spacing();
}

void MatchFrame::guiTooltip() {
  tooltip_shown_ = false;
  if (!pointer_world_ || mouse_on_gui_ || help_ || nav_.panning() || question_ || !board_->hasTooltip())
    return;
  tooltip_shown_ = true;
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22);
  board_->tooltip();
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

std::vector<HelpLine> MatchFrame::helpRows() const {
  std::vector<HelpLine> rows = board_->helpLines();
  const auto add = [&](const char *key, const char *what) {
    for (const HelpLine &l : rows)
      if (l.key == tr(key)) return; // the board says it its own way
    rows.push_back({tr(key), tr(what)});
  };
  add(N_("Escape"), N_("close this help, else drop the selection"));
  if (board_->camera() == CameraKind::Free) {
    add(N_("Right or middle drag, arrows"), N_("pan"));
    add(N_("Wheel"), N_("zoom about the pointer"));
    add("+ / -", N_("zoom about the middle of the table"));
    add(N_("Home"), N_("fit the whole table"));
  }
  if (!board_->legend().empty()) add("L", N_("show or hide the legend"));
  add("Ctrl+Z", N_("undo your last decision (the computer's replies with it)"));
  add("Ctrl+S, Ctrl+O", N_("save, load the game"));
  add("F12", N_("save a screenshot at once (named after the scenario and the time)"));
  add("F1", N_("this help"));
  return rows;
}

void MatchFrame::guiHelp(const GuiFonts &fonts) {
  if (!help_) return;
  const std::vector<HelpLine> lines = helpRows();
  const std::vector<std::string> notes = board_->helpNotes();
  std::vector<HelpRow> rows;
  for (const HelpLine &l : lines)
    rows.push_back({l.key.c_str(), l.what.c_str()});
  std::vector<const char *> note_ptrs;
  for (const std::string &n : notes)
    note_ptrs.push_back(n.c_str());
  const std::string head = board_->helpHeading();
  helpOverlay(help_, window_, head.c_str(), rows, note_ptrs, fonts.medium, &bar_);
}

std::optional<int> MatchFrame::guiAsk(const char *id, std::initializer_list<std::string_view> names,
                                      sf::FloatRect over, const BoardQuestion &q, const std::string &note,
                                      const GuiFonts &fonts) {
  ImGui::SetNextWindowPos({over.left + over.width / 2, over.top + over.height / 2}, ImGuiCond_Always,
                          {0.5f, 0.5f});
  ImGui::SetNextWindowSizeConstraints({300, 0}, {std::min(560.f, over.width * 0.95f), over.height * 0.9f});
  ImGui::Begin(id, nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoSavedSettings);
  for (const std::string_view name : names)
    bar_.noteWindow(name);
  const float wrap = std::min(520.f, over.width * 0.9f);
  ImGui::PushTextWrapPos(wrap);
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  ImGui::TextColored(palette::kGold, "%s", q.heading.c_str());
  if (fonts.medium) ImGui::PopFont();
  ImGui::TextUnformatted(q.text.c_str());
  if (!note.empty()) ImGui::TextColored(palette::kDim, "%s", note.c_str());
  ImGui::PopTextWrapPos();
  std::optional<int> chosen;
  for (std::size_t k = 0; k < q.answers.size(); ++k) {
    const BoardQuestion::Answer &a = q.answers[k];
    // Side by side while they fit, else one under the other.
    if (k > 0 &&
        ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + barButtonWidth(a.label.c_str()) <=
            ImGui::GetWindowPos().x + wrap)
      ImGui::SameLine();
    ImGui::BeginDisabled(!a.enabled);
    if (bar_.button(a.label.c_str())) chosen = static_cast<int>(k);
    ImGui::EndDisabled();
    if (!a.tooltip.empty() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
      ImGui::SetTooltip("%s", a.tooltip.c_str());
  }
  ImGui::End();
  return chosen;
}

void MatchFrame::guiQuestion(const GuiFonts &fonts) {
  if (!question_) return;
  const BoardQuestion q{
      question_->title, question_->text, {{question_->yes, true, ""}, {question_->no, true, ""}}};
  const std::string note = question_->note;
  const sf::FloatRect whole{0, 0, static_cast<float>(window_.x), static_cast<float>(window_.y)};
  const auto k = undo_asked_ ? guiAsk("##question", {"question", "undo question"}, whole, q, note, fonts)
                             : guiAsk("##question", {"question"}, whole, q, note, fonts);
  if (k) answer(*k == 0);
}

void MatchFrame::guiBoardQuestion(const GuiFonts &fonts) {
  if (question_) return; // one question at a time: the frame's first
  const std::optional<BoardQuestion> q = board_->question();
  if (!q) return;
  if (const auto k = guiAsk("##boardquestion", {"board question"}, tableRect(), *q, "", fonts))
    board_->answer(*k);
}

bool MatchFrame::curtainTakeBack() const {
  // Only the one who just played, still at the screen, for their own decision.
  if (curtain_.atScreen() < 0 || !personAt(curtain_.atScreen())) return false;
  const auto plan = session_->undoPlan(false);
  return plan && plan->seat == curtain_.atScreen();
}

void MatchFrame::guiCurtainUndo() {
  if (question_ || !curtainTakeBack()) return;
  const std::string label = fill(tr("{seat}: take back my last play  (Ctrl+Z)"),
                                 {{"seat", curtain_.seatName(curtain_.atScreen())}});
  const ImVec2 size{std::min(ImGui::CalcTextSize(label.c_str()).x + 40, window_.x * 0.95f),
                    ImGui::GetFrameHeight() + 16};
  ImGui::SetNextWindowPos(
      {(static_cast<float>(window_.x) - size.x) / 2, static_cast<float>(window_.y) - size.y - 30});
  ImGui::SetNextWindowSize(size);
  ImGui::SetNextWindowFocus();
  ImGui::Begin("##curtainundo", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoInputs);
  // Drawn here, clicked through handleEvent: the curtain takes every other click.
  ImGui::Button(label.c_str(), {-1, 0});
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  curtain_undo_ = sf::FloatRect(a.x, a.y, b.x - a.x, b.y - a.y);
  ImGui::End();
}

} // namespace amiraute::ui
