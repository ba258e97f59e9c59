#include "ui/CardTableView.h"
#include "ui/Palette.h"

#include "core/I18n.h"
#include "ui/Panels.h"

#include <SFML/Graphics/RectangleShape.hpp>
#include <SFML/Window/Keyboard.hpp>

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>

namespace amiraute::ui {

using core::fill;
using core::tr;

namespace {

using palette::kClause;
using palette::kDim;
using palette::kGold;
using palette::kGreen;
using palette::kRed;

sf::Vector2f centreOf(sf::FloatRect r) { return {r.left + r.width / 2, r.top + r.height / 2}; }

/// Before the next button of a row, labelled `label`: beside the last one when it fits in the
/// window's width, else on the next line (a row that folds, so no button is ever cut off).
void besideIfItFits(const char *label) {
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + barButtonWidth(label) <= right) ImGui::SameLine();
}

const HelpRow kCardHelp[] = {
    {N_("Click a card of your hand"), N_("choose it; the places where it may go glow green")},
    {N_("Click a green place"), N_("play the chosen card there (a boat, a convoy, a gap in your row)")},
    {N_("Click the discard"), N_("discard the chosen card face up")},
    {N_("Drag a card"), N_("play it where you drop it")},
    {N_("Click the pile / the discard"), N_("draw, or take the discard, when the rules ask for it")},
    {N_("1 … 9"), N_("choose the card at that place in your hand")},
    {N_("Right click, Escape"), N_("drop the chosen card (Escape also closes this help)")},
    {N_("Ctrl+Z"), N_("take back the last play (also on the curtain, before the next player looks)")},
    {"Ctrl+S / Ctrl+O", N_("save / load the game record")},
    {N_("F12"), N_("save a screenshot at once (named after the scenario and the time)")},
    {N_("F1"), N_("this help")},
};

const char *const kCardHelpNotes[] = {
    N_("Between two players the curtain hides the table: the next player clicks when only they can see the "
       "screen."),
    N_("A place that refuses the chosen card says why when you point at it, with the rule's clause."),
};

} // namespace

std::string CardTableView::title() const { return "Amirauté — " + gameName() + " — " + scenarioTitle(); }

float CardTableView::panelWidth() const {
  if (still_) return 0;
  return window_.x >= 1400 ? 380.f : std::max(250.f, static_cast<float>(window_.x) * 0.27f);
}

sf::FloatRect CardTableView::tableRect() const {
  return tableArea(window_, still_ ? 0 : kBarHeight, panelWidth());
}

void CardTableView::resize(sf::Vector2u size) {
  window_ = size;
  rebuild();
}

void CardTableView::setStill(bool still) {
  still_ = still;
  rebuild();
}

void CardTableView::loadArt(const core::cards::Deck &deck) { art_.load(deck); }

void CardTableView::rebuild() {
  scene_ = buildScene();
  layout_ = layoutCardTable(scene_, tableRect());
}

sf::Vector2f CardTableView::handCardCentre(int index) const {
  return centreOf(layout_.hand.at(static_cast<std::size_t>(index)));
}
sf::Vector2f CardTableView::zoneCentre(int zone) const {
  const CardLayout::Zone &z = layout_.zones.at(static_cast<std::size_t>(zone));
  if (z.cards.empty()) {
    const float ch = z.card_height;
    return {z.rect.left + z.rect.width / 2, z.rect.top + ch / 2};
  }
  return centreOf(z.cards.back());
}
sf::Vector2f CardTableView::matCentre(int area) const {
  return centreOf(layout_.mats.at(static_cast<std::size_t>(area)).rect);
}
sf::Vector2f CardTableView::drawPileCentre() const { return centreOf(layout_.draw_pile); }
sf::Vector2f CardTableView::discardCentre() const { return centreOf(layout_.discard); }

void CardTableView::accepted(const std::string &done) {
  selected_ = -1;
  error_.clear();
  notice_ = done;
  refresh();
  rebuild();
}

void CardTableView::refused(const std::string &why) {
  error_ = why;
  notice_.clear();
}

bool CardTableView::undo(bool force) {
  if (auto why = undoBlocked(force)) {
    refused(*why);
    return false;
  }
  undoMatch(force);
  selected_ = -1;
  refresh();
  // The player who took their play back is still at the screen: no curtain for them.
  if (curtain_.down() && curtain_.called() == curtain_.atScreen()) {
    curtain_.lift();
    refresh();
  }
  error_.clear();
  notice_ = tr("The last play was taken back.");
  rebuild();
  return true;
}

void CardTableView::onPress(sf::Vector2f p) {
  const CardHit hit = pickCardTable(scene_, layout_, p);
  pressed_.reset();
  dragging_ = false;
  if (hit.kind == CardHit::Kind::Hand) {
    // A press on a card chooses it; a release on the same card without moving drops it again
    // when it was already chosen (see onRelease), so a drag never loses the choice.
    pressed_ = CardHit{CardHit::Kind::Hand, selected_ == hit.index ? -2 - hit.index : hit.index};
    press_at_ = p;
    if (selected_ != hit.index) {
      selected_ = hit.index;
      error_.clear();
      rebuild();
    }
    return;
  }
  if (hit.kind == CardHit::Kind::None) {
    selected_ = -1;
    rebuild();
    return;
  }
  if (!act(hit)) {
    if (selected_ < 0 && (hit.kind == CardHit::Kind::Zone || hit.kind == CardHit::Kind::Area))
      refused(tr("Choose a card of your hand first, then where it goes."));
  }
}

void CardTableView::onRelease(sf::Vector2f p) {
  if (!pressed_) return;
  const CardHit was = *pressed_;
  pressed_.reset();
  const CardHit hit = pickCardTable(scene_, layout_, p);
  if (dragging_ && hit.kind != CardHit::Kind::Hand && hit.kind != CardHit::Kind::None) {
    dragging_ = false;
    act(hit);
    return;
  }
  dragging_ = false;
  if (was.index <= -2 && hit.kind == CardHit::Kind::Hand && hit.index == -2 - was.index) {
    selected_ = -1; // a click on the chosen card drops it
    rebuild();
  }
}

void CardTableView::handleEvent(const sf::Event &e, bool gui_mouse, bool /*gui_keyboard*/) {
  if (files_.isOpen() && !curtain_.down() &&
      (e.type == sf::Event::KeyPressed || e.type == sf::Event::KeyReleased))
    return; // the file dialog has the keyboard (Enter, Escape)
  if (curtain_.down()) {
    // The player who just played may still take it back before the next one looks.
    const bool left = (e.type == sf::Event::MouseButtonPressed || e.type == sf::Event::MouseButtonReleased) &&
                      e.mouseButton.button == sf::Mouse::Left;
    if (left && curtain_undo_ &&
        curtain_undo_->contains(static_cast<float>(e.mouseButton.x), static_cast<float>(e.mouseButton.y))) {
      if (e.type == sf::Event::MouseButtonReleased) undo(false);
      return;
    }
    if (e.type == sf::Event::KeyPressed && e.key.code == sf::Keyboard::Z && e.key.control) {
      undo(false);
      return;
    }
    if (curtain_.handleEvent(e)) {
      if (!curtain_.down()) {
        refresh();
        rebuild();
      }
      return;
    }
  }
  mouse_on_gui_ = gui_mouse;
  switch (e.type) {
  case sf::Event::Resized: resize({e.size.width, e.size.height}); break;
  case sf::Event::MouseMoved: {
    pointer_ = {static_cast<float>(e.mouseMove.x), static_cast<float>(e.mouseMove.y)};
    hover_ = gui_mouse && !dragging_ ? CardHit{} : pickCardTable(scene_, layout_, pointer_);
    if (pressed_ && !dragging_) {
      const sf::Vector2f d = pointer_ - press_at_;
      dragging_ = d.x * d.x + d.y * d.y > 64;
    }
    break;
  }
  case sf::Event::MouseButtonPressed: {
    const sf::Vector2f p{static_cast<float>(e.mouseButton.x), static_cast<float>(e.mouseButton.y)};
    if (gui_mouse) break;
    if (e.mouseButton.button == sf::Mouse::Left)
      onPress(p);
    else if (e.mouseButton.button == sf::Mouse::Right) {
      selected_ = -1;
      rebuild();
    }
    break;
  }
  case sf::Event::MouseButtonReleased:
    if (e.mouseButton.button == sf::Mouse::Left)
      onRelease({static_cast<float>(e.mouseButton.x), static_cast<float>(e.mouseButton.y)});
    break;
  case sf::Event::KeyPressed:
    if (e.key.code >= sf::Keyboard::Num1 && e.key.code <= sf::Keyboard::Num9 && !e.key.control) {
      const int k = e.key.code - sf::Keyboard::Num1;
      if (k < static_cast<int>(scene_.hand.size())) {
        selected_ = selected_ == k ? -1 : k;
        error_.clear();
        rebuild();
      }
      break;
    }
    switch (e.key.code) {
    case sf::Keyboard::F1: help_ = !help_; break;
    case sf::Keyboard::Escape:
      if (help_)
        help_ = false;
      else {
        selected_ = -1;
        rebuild();
      }
      break;
    case sf::Keyboard::Z:
      if (e.key.control) undo(false);
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

void CardTableView::update(float dt) {
  time_ += dt;
  rebuild();
}

void CardTableView::drawTable(sf::RenderTarget &target) {
  if (curtain_.down() && !still_) return; // nothing of the table shows behind the curtain
  const sf::FloatRect r = tableRect();
  sf::RectangleShape felt({r.width, r.height});
  felt.setPosition(r.left, r.top);
  felt.setFillColor(sf::Color(14, 42, 46));
  target.draw(felt);
  table_.draw(target, scene_, layout_, art_, still_ ? CardHit{} : hover_,
              still_ ? 1.f : 0.5f + 0.5f * std::sin(time_ * 4.0f));
  // The chosen card follows the pointer while it is dragged.
  if (dragging_ && selected_ >= 0 && selected_ < static_cast<int>(scene_.hand.size())) {
    const float h = layout_.hand_card_height * 0.8f, w = h * kCardAspect;
    table_.drawCard(target, art_, scene_.deck, scene_.hand[static_cast<std::size_t>(selected_)],
                    {pointer_.x - w / 2, pointer_.y - h / 2, w, h}, 200);
  }
}

std::optional<std::string> CardTableView::takeScreenshotRequest() {
  auto r = screenshot_;
  screenshot_.reset();
  return r;
}

void CardTableView::screenshotSaved(const std::string &path, bool ok) {
  if (ok)
    accepted(fill(tr("Screenshot saved to {file}."), {{"file", path}}));
  else
    refused(fill(tr("Could not save the screenshot to {file}."), {{"file", path}}));
}

std::string CardTableView::cardHelp(CardId) const { return {}; }

void CardTableView::drawGui(const GuiFonts &fonts) {
  if (still_) return;
  curtain_undo_.reset();
  if (curtain_.down()) {
    curtain_.draw(window_, fonts);
    guiCurtainUndo(fonts);
    if (!curtain_.down()) {
      refresh();
      rebuild();
    }
    return;
  }
  guiBar(fonts);
  guiPanel(fonts);
  guiGameOver(fonts);
  guiHover();
  std::vector<HelpRow> rows;
  for (const HelpRow &r : kCardHelp)
    rows.push_back({tr(r.key), tr(r.what)});
  std::vector<const char *> notes;
  for (const char *n : kCardHelpNotes)
    notes.push_back(tr(n));
  const std::string heading = fill(tr("{game} — the card table"), {{"game", gameName()}});
  helpOverlay(help_, window_, heading.c_str(), rows, notes, fonts.medium);
  if (const auto chosen = files_.draw(window_.x / 2.f, window_.y / 2.f, static_cast<float>(window_.x),
                                      static_cast<float>(window_.y))) {
    if (chosen->kind == FileDialog::Kind::Save) saveMatch(file_path_ = chosen->path);
    if (chosen->kind == FileDialog::Kind::Load) askToLoad(chosen->path); // the window asks first if unsaved
    if (chosen->kind == FileDialog::Kind::Screenshot) screenshot_ = chosen->path;
  }
}

void CardTableView::guiCurtainUndo(const GuiFonts &) {
  // Only the player who just played, still at the screen, is offered it.
  if (curtain_.atScreen() < 0 || undoBlocked(false)) return;
  const std::string label = fill(tr("{seat}: take back my last play  (Ctrl+Z)"),
                                 {{"seat", curtain_.seatName(curtain_.atScreen())}});
  const ImVec2 size{ImGui::CalcTextSize(label.c_str()).x + 40, ImGui::GetFrameHeight() + 16};
  const ImVec2 pos{(static_cast<float>(window_.x) - size.x) / 2, static_cast<float>(window_.y) - size.y - 30};
  ImGui::SetNextWindowPos(pos);
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

void CardTableView::guiBar(const GuiFonts &fonts) {
  bar_.clear();
  beginTopBar("##cardbar", static_cast<float>(window_.x), kBarHeight);
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  const int seat = seatToMove();
  if (seat >= 0)
    ImGui::TextColored(kGold, "%s", fill(tr("{seat} to play"), {{"seat", curtain_.seatName(seat)}}).c_str());
  else if (seat == game::kTerminal)
    ImGui::TextColored(kGold, "%s", tr("Game over"));
  else
    ImGui::TextColored(kGold, "%s", tr("Dealing…"));
  if (fonts.medium) ImGui::PopFont();
  ImGui::SameLine(0, 24);
  ImGui::SetCursorPosY(12);
  const std::optional<std::string> blocked = undoBlocked(false);
  ImGui::BeginDisabled(blocked.has_value());
  if (bar_.button(tr("Undo"))) undo(false);
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", blocked ? blocked->c_str() : tr("Take back the last play (Ctrl+Z)"));
  ImGui::SameLine();
  if (bar_.button(tr("Screenshot"))) files_.open(FileDialog::Kind::Screenshot, *this);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Save a picture of the window (F12: at once)"));
  ImGui::SameLine();
  if (bar_.button(tr("Help  F1"))) help_ = !help_;
  ImGui::SameLine();
  // The table's words (mats, piles, numbers) follow a switch of language at once.
  if (languageButton(bar_)) rebuild();
  ImGui::SameLine();
  endTopBar(scenarioTitle(), static_cast<float>(window_.x), kDim, 14);
}

void CardTableView::guiPanel(const GuiFonts &fonts) {
  beginSidePanel("##cardpanel", window_, panelWidth(), kBarHeight);
  // What the panel says scrolls when it is taller than the window leaves (six seats at 1000 x 700,
  // in French): the game record's buttons and a few lines of the log always show below it.
  const float reserved = ImGui::GetTextLineHeightWithSpacing() * 5 + ImGui::GetFrameHeightWithSpacing() * 2 +
                         ImGui::GetStyle().ItemSpacing.y * 4;
  const float room = ImGui::GetContentRegionAvail().y;
  const float top = std::max(std::min(room * 0.5f, 160.f),
                             std::min(panel_content_ > 0 ? panel_content_ : room, room - reserved));
  ImGui::BeginChild("##cardpaneltop", {0, top}, false);
  ImGui::PushTextWrapPos(0);
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  ImGui::TextColored(kGold, "%s", computerToMove().value_or(instruction()).c_str());
  if (fonts.medium) ImGui::PopFont();
  if (selected_ >= 0 && selected_ < static_cast<int>(scene_.hand.size()) && scene_.deck) {
    const CardId c = scene_.hand[static_cast<std::size_t>(selected_)];
    const core::cards::CardType &t = scene_.deck->type(c);
    ImGui::Text("%s", fill(tr("Chosen: {card}"), {{"card", scene_.deck->name(c)}}).c_str());
    ImGui::SameLine();
    ImGui::TextColored(kDim, "(%s)", core::language() == "fr" ? t.en.c_str() : t.fr.c_str());
    const std::string help = cardHelp(c);
    if (!help.empty()) ImGui::TextColored(kDim, "%s", help.c_str());
    int places = 0;
    for (const CardZone &z : scene_.zones)
      places += z.legal;
    for (const CardArea &a : scene_.areas)
      places += a.legal;
    if (places == 0 && scene_.discard_legal)
      ImGui::TextColored(kDim, "%s", tr("It can go nowhere now: discard it, or choose another card."));
  }
  guiExtra();
  guiSeats();
  if (!error_.empty()) {
    ImGui::Spacing();
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0.35f, 0.08f, 0.08f, 0.55f));
    const float lines = std::ceil(
        ImGui::CalcTextSize(error_.c_str(), nullptr, false, ImGui::GetContentRegionAvail().x - 24).y /
        ImGui::GetTextLineHeight());
    ImGui::BeginChild("##carderror", {0, ImGui::GetTextLineHeightWithSpacing() * (lines + 1.6f)}, true);
    ImGui::TextColored(kRed, "✗ %s", error_.c_str());
    ImGui::TextColored(kDim, "%s", tr("The game is unchanged."));
    ImGui::EndChild();
    ImGui::PopStyleColor();
  } else if (!notice_.empty()) {
    ImGui::TextColored(kGreen, "✓ %s", notice_.c_str());
  }
  ImGui::Separator();
  guiScore();
  panel_content_ = ImGui::GetCursorPosY();
  ImGui::PopTextWrapPos();
  ImGui::EndChild();
  ImGui::PushTextWrapPos(0);
  ImGui::Separator();
  const long n = static_cast<long>(actionCount());
  ImGui::TextColored(
      kDim, "%s",
      fill(core::trn("Game record: {n} action", "Game record: {n} actions", n), {{"n", std::to_string(n)}})
          .c_str());
  if (bar_.button(tr("Save"))) files_.open(FileDialog::Kind::Save, *this);
  besideIfItFits(tr("Load"));
  if (bar_.button(tr("Load"))) files_.open(FileDialog::Kind::Load, *this);
  besideIfItFits(tr("Force undo"));
  const std::optional<std::string> forced = undoBlocked(true);
  ImGui::BeginDisabled(!undoBlocked(false).has_value() || forced.has_value());
  if (bar_.button(tr("Force undo"))) undo(true);
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", tr("Take back a play even though you have seen the card you drew since: the "
                               "next draw will be another card."));
  ImGui::PopTextWrapPos();
  ImGui::Separator();
  guiLog();
  endSidePanel();
}

void CardTableView::guiLog() {
  const std::vector<game::LogEntry> &log = logEntries();
  const int seat = curtain_.shownSeat();
  ImGui::TextColored(kGold, "%s", tr("Log"));
  ImGui::BeginChild("##cardlog", {0, 0}, false, ImGuiWindowFlags_AlwaysVerticalScrollbar);
  ImGui::PushTextWrapPos(ImGui::GetContentRegionAvail().x);
  int shown = 0;
  // Only what the seat at the screen may read: nobody sees another player's draw here.
  for (const game::LogEntry &entry : log) {
    if (!entry.visibleTo(seat)) continue;
    ++shown;
    ImGui::TextColored(ImVec4(0.82f, 0.85f, 0.90f, 1), "%s", entry.text.c_str());
    if (!entry.clauses.empty()) {
      std::string ids;
      for (const std::string &c : entry.clauses)
        ids += (ids.empty() ? "" : " ") + c;
      // Beside a short line, under a long one: never broken letter by letter.
      const float room =
          ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x - ImGui::GetItemRectMax().x;
      const bool beside = ImGui::GetItemRectSize().y < ImGui::GetTextLineHeight() * 1.5f &&
                          ImGui::CalcTextSize(ids.c_str()).x + 12 < room;
      if (beside)
        ImGui::SameLine();
      else
        ImGui::Indent(14);
      ImGui::TextColored(kClause, "%s", ids.c_str());
      if (!beside) ImGui::Unindent(14);
    }
  }
  if (shown == 0) ImGui::TextColored(kDim, "%s", tr("Nothing yet."));
  ImGui::PopTextWrapPos();
  if (log.size() != log_seen_) ImGui::SetScrollHereY(1.0f);
  log_seen_ = log.size();
  ImGui::EndChild();
}

void CardTableView::guiGameOver(const GuiFonts &fonts) {
  const std::optional<std::string> head = gameOverHeadline();
  if (!head) return;
  const sf::FloatRect r = tableRect();
  // Low on the table: the mats and their headers stay readable above it.
  beginBanner("##cardover", {r.left + r.width / 2, r.top + r.height - 14}, {0.5f, 1}, kGold, *head, fonts.big,
              ImGuiWindowFlags_NoInputs);
  for (const std::string &line : gameOverLines())
    ImGui::TextUnformatted(line.c_str());
  endBanner();
}

void CardTableView::guiHover() {
  if (mouse_on_gui_ || dragging_) return;
  if (hover_.kind == CardHit::Kind::Hand && scene_.deck && hover_.index >= 0 &&
      hover_.index < static_cast<int>(scene_.hand.size()) && hover_.index != selected_) {
    // A card of the hand: its names in both languages and what it does.
    const CardId c = scene_.hand[static_cast<std::size_t>(hover_.index)];
    const core::cards::CardType &t = scene_.deck->type(c);
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(360);
    ImGui::TextUnformatted(scene_.deck->name(c).c_str());
    ImGui::SameLine();
    ImGui::TextColored(kDim, "(%s)", core::language() == "fr" ? t.en.c_str() : t.fr.c_str());
    const std::string help = cardHelp(c);
    if (!help.empty()) ImGui::TextColored(kDim, "%s", help.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
    return;
  }
  if (hover_.kind == CardHit::Kind::None || hover_.kind == CardHit::Kind::Hand) return;
  if (const std::optional<std::string> why = whyNot(hover_)) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(360);
    ImGui::TextColored(kRed, "✗ %s", why->c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
}

} // namespace amiraute::ui
