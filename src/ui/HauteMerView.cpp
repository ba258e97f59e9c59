#include "ui/HauteMerView.h"

#include "core/Command.h"
#include "core/Files.h"
#include "core/I18n.h"
#include "ui/ImGuiSfml.h"
#include "ui/Overlays.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

namespace amiraute::ui {

using core::fill;
using core::tr;
using core::trn;

namespace hm = haute_mer;

namespace {

std::string fmt(double v, int precision = 2) {
  char b[64];
  std::snprintf(b, sizeof b, "%.*f", precision, v);
  return b;
}

std::string bandText(int hit_on) { return hit_on >= 6 ? "6" : std::to_string(hit_on) + "+"; }

std::string percent(double p) {
  if (p <= 0) return "0%";
  if (p >= 1) return "100%";
  if (p < 0.001) return "<0.1%";
  return fmt(p * 100, p < 0.1 ? 1 : 0) + "%";
}

std::string clauseList(const std::vector<std::string> &c) {
  std::string s;
  for (const auto &id : c)
    s += (s.empty() ? "" : " ") + id;
  return s;
}

const ImVec4 kDim{0.62f, 0.67f, 0.74f, 1};
const ImVec4 kGoldText{1.0f, 0.83f, 0.32f, 1};
const ImVec4 kRedText{1.0f, 0.5f, 0.45f, 1};
const ImVec4 kGreenText{0.55f, 0.9f, 0.55f, 1};

/// One log line: the text wrapped in its colour, the clause ids dim at the end of its last line
/// (or on a line of their own when they do not fit).
/// The clauses' titles from docs/rules/haute-mer.md ("**HM-FIRE-2 — Range.** …"): id → title.
/// Empty when the rules are not beside the program.
std::map<std::string, std::string> clauseTitles() {
  std::map<std::string, std::string> out;
  std::ifstream in(core::findDataFile("docs/rules/haute-mer.md"));
  const std::string dash = " — ";
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("**HM-", 0) != 0) continue;
    const std::size_t d = line.find(dash), end = line.find("**", 2);
    if (d == std::string::npos || end == std::string::npos || d > end) continue;
    std::string title = line.substr(d + dash.size(), end - d - dash.size());
    if (!title.empty() && title.back() == '.') title.pop_back();
    out[line.substr(2, d - 2)] = title;
  }
  return out;
}

/// The titles of `ids` one a line ("HM-FIRE-2 — Range"), for a tooltip.
std::string titlesOf(const std::map<std::string, std::string> &titles, const std::vector<std::string> &ids) {
  std::string t;
  for (const auto &id : ids) {
    const auto it = titles.find(id);
    t += (t.empty() ? "" : "\n") + id + (it != titles.end() ? " — " + it->second : "");
  }
  return t;
}

void logEntry(const std::string &text, ImVec4 color, const std::string &tag,
              const std::vector<std::string> &ids, const std::map<std::string, std::string> &titles) {
  const float wrap = ImGui::GetContentRegionAvail().x;
  ImGui::PushStyleColor(ImGuiCol_Text, color);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
  ImFont *font = ImGui::GetFont();
  const float size = ImGui::GetFontSize();
  const char *line = text.c_str(), *end = line + text.size();
  float last = 0;
  while (line < end) {
    const char *brk = font->CalcWordWrapPositionA(1.0f, line, end, wrap);
    if (brk == line) ++brk;
    last = font->CalcTextSizeA(size, FLT_MAX, 0, line, brk).x;
    line = brk;
    while (line < end && (*line == ' ' || *line == '\n'))
      ++line;
  }
  const ImVec2 tag_size = ImGui::CalcTextSize(tag.c_str());
  const ImVec4 dim{0.5f, 0.56f, 0.64f, 1};
  ImVec2 at;
  if (last + 8 + tag_size.x <= wrap) {
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    at = {min.x + last + 8, max.y - ImGui::GetTextLineHeight()};
    ImGui::GetWindowDrawList()->AddText(at, ImGui::ColorConvertFloat4ToU32(dim), tag.c_str());
  } else {
    ImGui::TextColored(dim, "%s", tag.c_str());
    at = ImGui::GetItemRectMin();
  }
  // Pointing at the clause ids shows what the clauses are.
  if (!ids.empty() && ImGui::IsWindowHovered() &&
      ImGui::IsMouseHoveringRect(at, {at.x + tag_size.x, at.y + tag_size.y}))
    ImGui::SetTooltip("%s", titlesOf(titles, ids).c_str());
}

} // namespace

HauteMerView::HauteMerView(std::unique_ptr<Match> match, std::uint64_t seed)
    : match_(std::move(match)), computers_(match_->players(), seed), seed_(seed), renderer_(font_) {
  const std::string path = uiFontPath();
  if (path.empty() || !font_.loadFromFile(path))
    throw std::runtime_error(tr("cannot load the UI font (DejaVu Sans)"));
  scene_.setTextWidth([this](const std::string &s, unsigned size) { return renderer_.textWidth(s, size); });
  rememberPhaseStart();
  log_seen_ = match_->log().size();
  clause_titles_ = clauseTitles();
}

std::string HauteMerView::computer(const std::string &side, const std::string &level) {
  return computers_.set(side, level);
}

std::string HauteMerView::title() const {
  return fill(tr("Amirauté — {title}"), {{"title", match_->rules().title}});
}

float HauteMerView::panelWidth() const { return still_ ? 0 : sidePanelWidth(window_.x, 410); }

void HauteMerView::resize(sf::Vector2u size) {
  // Keep the whole table in view as the window changes, unless the player has panned or zoomed.
  const bool refit = auto_fit_.following(camera_);
  window_ = size;
  camera_.setViewport(tableArea(size, still_ ? 0 : kBarHeight, panelWidth()));
  if (refit) fitTable();
}

void HauteMerView::setStill(bool still) {
  still_ = still;
  resize(window_);
}

void HauteMerView::fitTable() {
  const auto &t = match_->rules().table;
  const double w = t ? t->width : 48, h = t ? t->height : 32;
  camera_.fit(w, h, still_ ? 34.f : 44.f);
  // Keep the rulers under and left of the table in view.
  camera_.setCenter({camera_.center().x - 8 / camera_.scale(), camera_.center().y - 8 / camera_.scale()});
  auto_fit_.fitted(camera_);
}

core::Base HauteMerView::base(int ship) const { return hm::shipBase(match_->rules(), match_->state(), ship); }

bool HauteMerView::ownTurnShip(int ship, hm::Phase phase) const {
  const hm::State &st = match_->state();
  if (ship < 0 || ship >= static_cast<int>(st.ships.size())) return false;
  return !st.over && !st.pending && st.phase == phase && !st.ships[ship].sunk && st.ships[ship].pose &&
         match_->rules().ships[ship].side == st.side;
}

double HauteMerView::straightNeeded(int ship) const {
  const auto &s = match_->state().ships[ship];
  if (s.movement == 1) return 0;
  return std::max(0.0, match_->rules().rules.straight_before_pivot - s.straight_since_pivot);
}

std::vector<PickCandidate> HauteMerView::candidates() const {
  std::vector<PickCandidate> c;
  const hm::State &st = match_->state();
  for (int i = 0; i < static_cast<int>(st.ships.size()); ++i) {
    if (!st.ships[i].pose) continue;
    // Wrecks lie under the ships afloat; the selected ship is drawn on top.
    const int z = st.ships[i].sunk ? i : (i == selected_ ? 1000000 : 10000 + i);
    c.push_back({i, base(i), z});
  }
  return c;
}

int HauteMerView::pickAt(sf::Vector2f screen) const {
  return pickShip(candidates(), camera_.screenToWorld(screen), 6.0 / camera_.scale());
}

void HauteMerView::rememberPhaseStart() {
  const hm::State &st = match_->state();
  const auto key = std::make_pair(st.turn, st.side);
  if (phase_start_.count(key)) return;
  std::vector<std::optional<core::Pose>> poses;
  for (const auto &s : st.ships)
    poses.push_back(s.pose);
  phase_start_[key] = std::move(poses);
}

void HauteMerView::refuse(const std::string &text) {
  toasts_.push(text, Toasts::Kind::Error, 7);
  notes_.emplace_back(match_->log().size(), fill(tr("refused: {why}"), {{"why", text}}));
}

bool HauteMerView::submit(const hm::Action &action, bool by_computer) {
  if (!by_computer && computers_.isComputer(match_->toMove())) {
    refuse(fill(tr("{side} is played by the computer: wait for its move"),
                {{"side", match_->rules().sides[static_cast<std::size_t>(match_->toMove())]}}));
    return false;
  }
  try {
    match_->submit(action);
    match_->settle(); // an attack's dice: the program rolls them at once
  } catch (const hm::RuleViolation &e) {
    refuse(e.ruling.text());
    return false;
  } catch (const std::exception &e) {
    refuse(e.what());
    return false;
  }
  rememberPhaseStart();
  const hm::State &st = match_->state();
  if (selected_ >= 0 && st.ships[selected_].sunk) selected_ = -1;
  return true;
}

bool HauteMerView::useTorpedo(int attacker, int target) const {
  const hm::State &st = match_->state();
  if (!match_->rules().shipClass(attacker).torpedoes || prefer_guns_ || st.ships[attacker].torpedoed)
    return false;
  return engine().solve(st, attacker, target, true).possible;
}

HauteMerView::Aim HauteMerView::aimAt(int attacker, int target) const {
  const hm::State &st = match_->state();
  Aim a;
  a.attacker = attacker;
  a.target = target;
  a.torpedo = useTorpedo(attacker, target);
  a.solution = engine().solve(st, attacker, target, a.torpedo);
  if (match_->rules().shipClass(attacker).torpedoes) {
    const bool guns = engine().solve(st, attacker, target, false).possible;
    const bool torp = engine().solve(st, attacker, target, true).possible;
    a.both = guns && torp;
  }
  // Validation also knows "already fired"; show that refusal rather than a rosy odds table.
  if (a.solution.possible) {
    if (auto e = engine().validate(st, hm::Fire{attacker, target, a.torpedo, std::nullopt, {}})) {
      a.solution.possible = false;
      a.solution.refusal = *e;
    }
  }
  if (a.solution.dice > 0) a.odds = engine().odds(st, a.solution, target);
  return a;
}

std::string HauteMerView::refusalWords(const Aim &a) const {
  const hm::FireSolution &sol = a.solution;
  if (!sol.refusal) return "";
  const std::string &c = sol.refusal->clause;
  std::string words;
  if (c == "HM-FIRE-2")
    words = fill(tr("out of range: guns reach {r} UD"),
                 {{"r", std::to_string(match_->state().ships[a.attacker].combat)}});
  else if (c == "HM-TORP-2")
    words = tr("out of range: torpedoes reach 2 UD");
  else if (c == "HM-LOS-2")
    words = tr("line of fire blocked by a ship");
  else if (c == "HM-FIRE-5" || c == "HM-TORP-4")
    words = tr("has already attacked this turn");
  else
    words = sol.refusal->message;
  return words + " (" + c + ")";
}

void HauteMerView::askFire(int attacker, int target) {
  drag_.reset();
  roll_.reset();
  confirm_ = Confirm{attacker, target};
}

void HauteMerView::fire(int attacker, int target) {
  confirm_.reset();
  const bool torpedo = useTorpedo(attacker, target);
  const hm::FireSolution sol = engine().solve(match_->state(), attacker, target, torpedo);
  if (submit(hm::Fire{attacker, target, torpedo, std::nullopt, {}}))
    showRoll(hm::Fire{attacker, target, torpedo, std::nullopt, {}}, sol);
}

void HauteMerView::showRoll(const hm::Fire &fire, const hm::FireSolution &sol) {
  Roll r{fire.ship, fire.target, fire.torpedo, {}, sol.hit_on, sol.damage_per_hit};
  try {
    const hm::Action done = hm::parseAction(match_->rules(), core::splitCommand(match_->actions().back()));
    if (const auto *rolled = std::get_if<hm::Roll>(&done)) r.faces = rolled->faces;
  } catch (const std::exception &) {
  }
  roll_ = r;
}

void HauteMerView::endPhase() {
  drag_.reset();
  if (submit(hm::EndPhase{})) {
    const hm::State &st = match_->state();
    if (!st.over)
      toasts_.push(fill(st.phase == hm::Phase::Movement ? tr("Turn {turn} — {side}, movement phase")
                                                        : tr("Turn {turn} — {side}, fire phase"),
                        {{"turn", std::to_string(st.turn)}, {"side", match_->rules().sides[st.side]}}),
                   Toasts::Kind::Info, 3, true);
    if (selected_ >= 0 && match_->rules().ships[selected_].side != st.side && st.phase == hm::Phase::Movement)
      selected_ = -1;
  }
}

void HauteMerView::undo() {
  if (auto why = computers_.undoRefusal(*match_, false)) {
    if (!computers_.undoRefusal(*match_, true)) {
      force_undo_ask_ = true; // the dice were seen: the players decide, warned
      return;
    }
    toasts_.push(fill(tr("Cannot undo: {why}"), {{"why", *why}}), Toasts::Kind::Error);
    return;
  }
  undoBack(false);
}

void HauteMerView::undoForced() { undoBack(true); }

void HauteMerView::undoBack(bool force) {
  force_undo_ask_ = false;
  confirm_.reset();
  try {
    std::string undone;
    for (const std::string &text : computers_.undoBack(*match_, force))
      undone += (undone.empty() ? "" : "; ") + text;
    toasts_.push(fill(tr("Undone: {action}"), {{"action", undone}}), Toasts::Kind::Info, 4);
    std::erase_if(notes_, [&](const auto &n) { return n.first > match_->log().size(); });
    drag_.reset();
    roll_.reset();
  } catch (const std::exception &e) {
    toasts_.push(e.what(), Toasts::Kind::Error);
  }
}

void HauteMerView::load(const std::string &path) {
  try {
    auto loaded = std::make_unique<Match>(Match::load(path, seed_));
    computers_.cancel();
    computers_.reseat(loaded->players().names);
    match_ = std::move(loaded);
    phase_start_.clear();
    notes_.clear();
    selected_ = hovered_ = -1;
    drag_.reset();
    roll_.reset();
    aim_.reset();
    confirm_.reset();
    force_undo_ask_ = false;
    measure_.reset();
    rememberPhaseStart();
    log_seen_ = 0;
    files_.close();
    fitTable();
    toasts_.push(fill(tr("Loaded {file}"), {{"file", path}}), Toasts::Kind::Good, 4);
  } catch (const std::exception &e) {
    toasts_.push(std::string(e.what()) + "\n" + tr("The game in progress is unchanged."),
                 Toasts::Kind::Error); // the game in progress is untouched
  }
}

void HauteMerView::cycleShip() {
  const hm::State &st = match_->state();
  const int n = static_cast<int>(st.ships.size());
  for (int k = 1; k <= n; ++k) {
    const int i = ((selected_ < 0 ? -1 : selected_) + k + n) % n;
    if (!st.ships[i].sunk && st.ships[i].pose && match_->rules().ships[i].side == st.side) {
      selected_ = i;
      return;
    }
  }
}

void HauteMerView::handleEvent(const sf::Event &e, bool gui_mouse, bool gui_keyboard) {
  mouse_on_gui_ = gui_mouse;
  if (nav_.handle(camera_, e, gui_mouse, gui_keyboard)) return;
  switch (e.type) {
  case sf::Event::Resized: resize({e.size.width, e.size.height}); break;
  case sf::Event::MouseMoved: {
    const sf::Vector2f p = nav_.pointer();
    const bool fine = sf::Keyboard::isKeyPressed(sf::Keyboard::LShift);
    if (press_ == Press::MaybeForward && !drag_) {
      const sf::Vector2f d = p - press_pos_;
      if (d.x * d.x + d.y * d.y > 16) {
        MoveDrag m;
        m.kind = MoveDrag::Kind::Forward;
        m.ship = press_ship_;
        m.start = base(press_ship_);
        m.grab = camera_.screenToWorld(press_pos_);
        m.remaining = engine().remainingMovement(match_->state(), press_ship_);
        m.max_pivot = match_->rules().rules.max_pivot;
        drag_ = m;
      }
    }
    if (drag_) {
      drag_->update(camera_.screenToWorld(p), fine);
      checkDrag();
    }
    if (measure_active_) {
      const core::Vec2 w = camera_.screenToWorld(p);
      const int ship = pickAt(p);
      std::optional<core::Base> a, b;
      if (measure_ship_a_ >= 0) a = base(measure_ship_a_);
      if (ship >= 0 && ship != measure_ship_a_) b = base(ship);
      const Measurement m = measureBetween(a, measure_a_, b, w);
      measure_ =
          SceneInput::Measure{m.from, m.to, fmt(m.distance) + " UD" + (a && b ? "  base to base" : "")};
    }
    break;
  }
  case sf::Event::MouseButtonPressed:
    if (e.mouseButton.button == sf::Mouse::Left)
      onLeftPress(nav_.pointer(), sf::Keyboard::isKeyPressed(sf::Keyboard::LShift));
    break;
  case sf::Event::MouseButtonReleased:
    if (e.mouseButton.button == sf::Mouse::Left)
      onLeftRelease({static_cast<float>(e.mouseButton.x), static_cast<float>(e.mouseButton.y)});
    break;
  case sf::Event::KeyReleased:
    if (e.key.code == sf::Keyboard::M) measure_key_ = false;
    break;
  case sf::Event::KeyPressed:
    switch (e.key.code) {
    case sf::Keyboard::F1: help_ = !help_; break;
    case sf::Keyboard::Home: fitTable(); break;
    case sf::Keyboard::Escape:
      if (view_menu_open_) {
        close_view_menu_ = true;
      } else if (force_undo_ask_) {
        force_undo_ask_ = false;
      } else if (confirm_) {
        confirm_.reset();
      } else if (drag_ || measure_active_ || measure_) {
        drag_.reset();
        press_ = Press::None;
        measure_active_ = false;
        measure_.reset();
      } else if (help_) {
        help_ = false;
      } else {
        selected_ = -1;
      }
      break;
    case sf::Keyboard::Enter:
      if (force_undo_ask_)
        break; // a deliberate click only: the roll was seen
      else if (confirm_)
        fire(confirm_->attacker, confirm_->target);
      else if (!match_->state().over)
        endPhase();
      break;
    case sf::Keyboard::Z:
      if (e.key.control) undo();
      break;
    case sf::Keyboard::S:
      if (e.key.control) files_.open(FileDialog::Kind::Save, *this);
      break;
    case sf::Keyboard::O:
      if (e.key.control) files_.open(FileDialog::Kind::Load, *this);
      break;
    case sf::Keyboard::M: measure_key_ = true; break;
    case sf::Keyboard::R: rings_ = !rings_; break;
    case sf::Keyboard::G: legend_ = !legend_; break;
    case sf::Keyboard::L: labels_ = !labels_; break;
    case sf::Keyboard::A: reach_ = !reach_; break;
    case sf::Keyboard::T: prefer_guns_ = !prefer_guns_; break;
    case sf::Keyboard::Tab: cycleShip(); break;
    case sf::Keyboard::F12: screenshot_ = quickShotPath(*this); break;
    case sf::Keyboard::W:
      if (canMove(selected_))
        submit(hm::MoveForward{selected_,
                               std::min(1.0, engine().remainingMovement(match_->state(), selected_))});
      break;
    case sf::Keyboard::Q:
      if (canMove(selected_)) submit(hm::Pivot{selected_, e.key.shift ? -45.0 : -15.0});
      break;
    case sf::Keyboard::E:
      if (canMove(selected_)) submit(hm::Pivot{selected_, e.key.shift ? 45.0 : 15.0});
      break;
    default: break;
    }
    break;
  case sf::Event::LostFocus: measure_key_ = false; break;
  default: break;
  }
}

void HauteMerView::onLeftPress(sf::Vector2f p, bool fine) {
  (void)fine;
  press_pos_ = p;
  press_ = Press::None;
  const core::Vec2 w = camera_.screenToWorld(p);
  const int hit = pickAt(p);
  if (measuring()) {
    measure_active_ = true;
    measure_a_ = w;
    measure_ship_a_ = hit;
    const std::optional<core::Base> a = hit >= 0 ? std::optional<core::Base>(base(hit)) : std::nullopt;
    const Measurement m = measureBetween(a, w, std::nullopt, w);
    measure_ = SceneInput::Measure{m.from, m.to, "0.00 UD"};
    return;
  }
  measure_.reset();
  if (canMove(selected_)) {
    const core::Base b = base(selected_);
    const double offset = std::max(0.45, 24.0 / camera_.scale());
    const sf::Vector2f h = camera_.worldToScreen(pivotHandle(b, offset));
    const sf::Vector2f d = p - h;
    if (d.x * d.x + d.y * d.y <= 12 * 12) {
      MoveDrag m;
      m.kind = MoveDrag::Kind::Pivot;
      m.ship = selected_;
      m.start = b;
      m.grab = w;
      m.remaining = engine().remainingMovement(match_->state(), selected_);
      m.max_pivot = match_->rules().rules.max_pivot;
      m.update(w, false);
      m.degrees = 0;
      drag_ = m;
      checkDrag();
      return;
    }
  }
  // Press on any ship of the side to move and drag it: it is selected on the press, so one
  // gesture picks it and moves it.
  if (hit >= 0 && canMove(hit)) {
    selected_ = hit;
    press_ = Press::MaybeForward;
    press_ship_ = hit;
    return;
  }
  if (canFire(selected_) && hit >= 0 && engine().isEnemy(selected_, hit) &&
      !match_->state().ships[hit].sunk) {
    press_ = Press::Fire;
    press_ship_ = hit;
    return;
  }
  press_ = Press::Select;
  press_ship_ = hit;
}

void HauteMerView::checkDrag() {
  drag_refusal_.reset();
  if (!drag_) return;
  if (const std::optional<hm::Action> a = drag_->action()) drag_refusal_ = match_->check(*a);
}

void HauteMerView::onLeftRelease(sf::Vector2f p) {
  if (measure_active_) {
    measure_active_ = false; // the measurement stays shown until the next click or Escape
    return;
  }
  if (drag_) {
    const std::optional<hm::Action> a = drag_->action();
    drag_.reset();
    press_ = Press::None;
    if (a) submit(*a); // an illegal move leaves the ship where it was; the refusal says why
    return;
  }
  const Press press = press_;
  press_ = Press::None;
  const int hit = pickAt(p);
  if (press == Press::Fire) {
    if (hit != press_ship_) return;
    if (confirm_ && confirm_->attacker == selected_ && confirm_->target == hit)
      fire(selected_, hit); // the second click is the yes
    else
      askFire(selected_, hit);
    return;
  }
  if (press == Press::Select) {
    confirm_.reset(); // a click elsewhere on the table: no
    selected_ = hit;
  }
}

void HauteMerView::update(float dt) {
  time_ += dt;
  // The computer's side plays through submit(), as a person's clicks do; its attacks roll in the
  // dice tray like a person's.
  if (!still_)
    if (std::optional<hm::Action> a = computers_.poll(*match_, dt)) {
      if (const auto *f = std::get_if<hm::Fire>(&*a)) {
        const hm::FireSolution sol = engine().solve(match_->state(), f->ship, f->target, f->torpedo);
        const hm::Fire fire = *f;
        if (submit(*a, true)) showRoll(fire, sol);
      } else {
        submit(*a, true);
      }
    }
  toasts_.update(dt);
  if (roll_) roll_->age += dt;
  rememberPhaseStart();
  const hm::State &st = match_->state();
  if (st.over && !was_over_) {
    // The battle is over: no toast goes on announcing a next phase.
    confirm_.reset();
    toasts_.push(tr("The battle is over."), Toasts::Kind::Info, 6, true);
  }
  was_over_ = st.over;
  if (selected_ >= static_cast<int>(st.ships.size())) selected_ = -1;
  hovered_ = mouse_on_gui_ || nav_.panning() ? -1 : pickAt(nav_.pointer());
  aim_.reset();
  if (confirm_ &&
      (!canFire(confirm_->attacker) || confirm_->attacker != selected_ || st.ships[confirm_->target].sunk))
    confirm_.reset();
  if (confirm_) {
    aim_ = aimAt(confirm_->attacker, confirm_->target); // the line of fire stays while asking
    return;
  }
  if (!drag_ && !measuring() && canFire(selected_) && hovered_ >= 0 && hovered_ != selected_ &&
      engine().isEnemy(selected_, hovered_) && !st.ships[hovered_].sunk && st.ships[hovered_].pose)
    aim_ = aimAt(selected_, hovered_);
}

SceneInput HauteMerView::sceneInput() const {
  const hm::Scenario &sc = match_->rules();
  const hm::State &st = match_->state();
  SceneInput in;
  if (sc.table) {
    in.table_width = sc.table->width;
    in.table_height = sc.table->height;
  }
  in.screen = camera_.viewport();
  in.labels = labels_;
  for (int i = 0; i < static_cast<int>(st.ships.size()); ++i) {
    const auto &s = st.ships[i];
    if (!s.pose) continue;
    ShipView v;
    v.id = i;
    v.base = base(i);
    v.side = sc.ships[i].side;
    v.name = sc.ships[i].name;
    v.movement = s.movement;
    v.combat = s.combat;
    v.structure = s.structure;
    v.sunk = s.sunk;
    v.art = sc.shipClass(i).id;
    in.ships.push_back(std::move(v));
  }
  in.selected = selected_;
  in.hovered = hovered_;
  in.pending = st.pending ? st.pending->ship : -1;
  if (still_) return in;

  // Ghosts: where this side's ships began the movement phase.
  if (st.phase == hm::Phase::Movement) {
    const auto it = phase_start_.find({st.turn, st.side});
    if (it != phase_start_.end())
      for (int i = 0; i < static_cast<int>(st.ships.size()); ++i) {
        const auto &was = it->second[static_cast<std::size_t>(i)];
        const auto &now = st.ships[i].pose;
        if (!was || !now || st.ships[i].sunk || sc.ships[i].side != st.side) continue;
        if (core::length(was->center - now->center) < 1e-6 &&
            std::fabs(was->heading_deg - now->heading_deg) < 1e-6)
          continue;
        core::Base g = base(i);
        g.pose = *was;
        in.ghosts.push_back(g);
      }
  }
  const hm::RuleOptions &rules = sc.rules;
  if (selected_ >= 0 && !st.ships[selected_].sunk && st.ships[selected_].pose) {
    const core::Base b = drag_ ? drag_->start : base(selected_);
    if (canMove(selected_)) {
      const double left = engine().remainingMovement(st, selected_);
      if (reach_ && left > 1e-9)
        in.reach = reachArea(b, left, straightNeeded(selected_), rules.pivot_cost, rules.max_pivot);
      const bool forward_drag = drag_ && drag_->kind == MoveDrag::Kind::Forward;
      if (left + 1e-9 >= rules.pivot_cost && !forward_drag) {
        const double offset = std::max(0.45, 24.0 / camera_.scale());
        const core::Base hb = drag_ && drag_->kind == MoveDrag::Kind::Pivot ? drag_->preview() : b;
        in.handle = SceneInput::Handle{pivotHandle(hb, offset), b.stern(),
                                       drag_ && drag_->kind == MoveDrag::Kind::Pivot};
      }
    }
    if (rings_ && st.ships[selected_].combat > 0) {
      SceneInput::Rings r;
      r.base = drag_ ? drag_->preview() : b;
      r.fill = st.phase == hm::Phase::Fire;
      r.combat = st.ships[selected_].combat;
      r.torpedo = sc.shipClass(selected_).torpedoes;
      r.hit_on.assign(rules.artillery_hit_on.begin(), rules.artillery_hit_on.end());
      in.rings = r;
    } else if (rings_ && sc.shipClass(selected_).torpedoes) {
      SceneInput::Rings r;
      r.base = b;
      r.combat = 0;
      r.torpedo = true;
      in.rings = r;
    }
  }
  if (drag_) {
    SceneInput::Preview p;
    p.base = drag_->preview();
    p.path_from = drag_->start.pose.center;
    p.pivot = drag_->kind == MoveDrag::Kind::Pivot;
    p.pivot_point = drag_->start.stern();
    if (drag_refusal_) {
      // Said while the ship is still held: where it would stand breaks a rule, and which.
      p.illegal = true;
      p.why = fill(tr("Not allowed: {why}"), {{"why", drag_refusal_->text()}});
    }
    if (p.pivot) {
      const double d = drag_->degrees;
      const bool max = std::fabs(d) >= drag_->max_pivot - 1e-9;
      p.text = fill(
          d > 0   ? (max ? tr("{deg}° starboard · costs {cost} UD (max)")
                         : tr("{deg}° starboard · costs {cost} UD"))
          : d < 0 ? (max ? tr("{deg}° port · costs {cost} UD (max)") : tr("{deg}° port · costs {cost} UD"))
                  : tr("{deg}° · costs {cost} UD"),
          {{"deg", (d > 0 ? "+" : "") + fmt(d, 0)}, {"cost", fmt(rules.pivot_cost, 0)}});
    } else {
      p.text =
          fill(tr("{d} UD · {left} left"),
               {{"d", fmt(drag_->forward)}, {"left", fmt(std::max(0.0, drag_->remaining - drag_->forward))}});
    }
    in.preview = p;
  }
  if (aim_) {
    const hm::Engine::LineOfFire line = engine().lineOfFire(st, aim_->attacker, aim_->target);
    SceneInput::FireLine f;
    f.from = line.from;
    f.to = line.to;
    f.possible = aim_->solution.possible;
    f.clearance = rules.los_clearance;
    f.end_zones = rules.line_of_fire == hm::LineOfFireRule::EndZones;
    const hm::FireSolution &sol = aim_->solution;
    std::string t = fill(tr("{d} UD"), {{"d", fmt(line.distance)}});
    if (sol.possible)
      t += " · " + fill(aim_->torpedo
                            ? trn("torpedoes {n} die on {band}", "torpedoes {n} dice on {band}", sol.dice)
                            : trn("{n} die on {band}", "{n} dice on {band}", sol.dice),
                        {{"n", std::to_string(sol.dice)}, {"band", bandText(sol.hit_on)}});
    else if (sol.refusal)
      t += " · " + refusalWords(*aim_);
    f.text = t;
    in.fire = f;
    in.target = aim_->target;
    in.blockers = line.blockers;
  }
  if (measure_) in.measure = measure_;
  return in;
}

void HauteMerView::drawTable(sf::RenderTarget &target) {
  sf::View v(
      sf::FloatRect(0, 0, static_cast<float>(target.getSize().x), static_cast<float>(target.getSize().y)));
  target.setView(v);
  scene_.build(camera_, sceneInput(), batches_);
  if (still_) {
    // A caption for the picture: which battle, and how far it has gone.
    const hm::State &st = match_->state();
    const hm::Scenario &sc = match_->rules();
    std::string caption =
        fill(st.phase == hm::Phase::Movement ? tr("{title} — turn {turn}, {side}, movement phase")
                                             : tr("{title} — turn {turn}, {side}, fire phase"),
             {{"title", sc.title}, {"turn", std::to_string(st.turn)}, {"side", sc.sides[st.side]}});
    if (st.over)
      caption =
          st.winner
              ? fill(tr("{title} — {side} wins (turn {turn})"),
                     {{"title", sc.title}, {"side", sc.sides[*st.winner]}, {"turn", std::to_string(st.turn)}})
              : fill(tr("{title} — a draw (turn {turn})"),
                     {{"title", sc.title}, {"turn", std::to_string(st.turn)}});
    batches_.labels.push_back({caption, {12, 12}, sf::Color(225, 232, 240), 13, Label::Align::Left});
  }
  renderer_.draw(target, batches_);
}

std::optional<std::string> HauteMerView::takeScreenshotRequest() {
  auto r = screenshot_;
  screenshot_.reset();
  return r;
}

void HauteMerView::screenshotSaved(const std::string &path, bool ok) {
  if (ok)
    toasts_.push(fill(tr("Screenshot saved to {file}"), {{"file", path}}), Toasts::Kind::Good, 4);
  else
    toasts_.push(fill(tr("Could not save the screenshot to {file}"), {{"file", path}}), Toasts::Kind::Error);
}

// ---------------------------------------------------------------------------------------------
// Panels

void HauteMerView::drawGui(const GuiFonts &fonts) {
  if (still_) return;
  guiTurnBar(fonts);
  guiSidePanel(fonts);
  guiHint();
  guiAimTooltip();
  guiShipTooltip();
  guiLegend();
  guiDiceTray();
  guiConfirmFire(fonts);
  guiForcedUndo(fonts);
  guiDamageDialog(fonts);
  guiFileDialog();
  guiVictory(fonts);
  guiHelp(fonts);
  const sf::FloatRect &vp = camera_.viewport();
  // Beside the dice tray or the fire question (centred at the bottom), not under it: long lines wrap.
  const bool centre_taken = roll_ && !roll_->faces.empty();
  // The fire question holds the bottom of the table: the passing notes wait (refusals are in the log).
  if (!confirm_)
    toasts_.draw({vp.left + 14, vp.top + vp.height - 52},
                 centre_taken ? std::max(220.f, vp.width / 2 - 190) : std::min(620.f, vp.width - 40));
}

void HauteMerView::guiTurnBar(const GuiFonts &fonts) {
  const hm::State &st = match_->state();
  const hm::Scenario &sc = match_->rules();
  const float width = static_cast<float>(window_.x);
  bar_.clear();
  beginTopBar("##turnbar", width, kBarHeight);
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  std::string turn =
      sc.victory.turn_limit
          ? fill(tr("Turn {turn} / {limit}"),
                 {{"turn", std::to_string(st.turn)}, {"limit", std::to_string(*sc.victory.turn_limit)}})
          : fill(tr("Turn {turn}"), {{"turn", std::to_string(st.turn)}});
  // The buttons keep their place from phase to phase: the turn, side and phase take the room of
  // the widest they can be.
  const float left_x = ImGui::GetCursorPosX();
  std::string widest_turn = turn;
  for (char &c : widest_turn)
    if (c >= '0' && c <= '9') c = '8';
  float widest_side = 0, widest_phase = 0;
  for (const std::string &side : sc.sides)
    widest_side = std::max(widest_side, ImGui::CalcTextSize(side.c_str()).x);
  for (const char *t : {tr("Battle over"), tr("Movement phase"), tr("Fire phase")})
    widest_phase = std::max(widest_phase, ImGui::CalcTextSize(t).x);
  ImGui::TextUnformatted(turn.c_str());
  ImGui::SameLine(left_x + ImGui::CalcTextSize(widest_turn.c_str()).x + 18);
  ImGui::TextColored(toImVec4(TableScene::sideColor(st.side)), "%s", sc.sides[st.side].c_str());
  ImGui::SameLine(left_x + ImGui::CalcTextSize(widest_turn.c_str()).x + 18 + widest_side + 12);
  const char *phase_text = st.over                           ? tr("Battle over")
                           : st.phase == hm::Phase::Movement ? tr("Movement phase")
                                                             : tr("Fire phase");
  ImGui::TextUnformatted(phase_text);
  const float phase_end = ImGui::GetItemRectMin().x - ImGui::GetWindowPos().x + widest_phase;
  if (fonts.medium) ImGui::PopFont();

  // What the rest of the bar needs; in a narrow window the view controls fold into one menu, and
  // the "damage waiting" note (the dialog and the button's tooltip say it too) gives way.
  const char *end_label = st.phase == hm::Phase::Movement ? tr("End movement  ▸") : tr("End fire phase  ▸");
  const float end_width =
      std::max(barButtonWidth(tr("End movement  ▸")), barButtonWidth(tr("End fire phase  ▸"))) -
      ImGui::GetStyle().ItemSpacing.x;
  const char *waiting = tr("damage waiting");
  const float used = phase_end;
  const float files = 14 + end_width + ImGui::GetStyle().ItemSpacing.x + 14 + barButtonWidth(tr("Undo")) +
                      barButtonWidth(tr("Save")) + barButtonWidth(tr("Load")) +
                      barButtonWidth(tr("Screenshot"));
  float views =
      14 + barButtonWidth(tr("Fit")) + barButtonWidth(tr("Help  F1")) + barButtonWidth(languageButtonLabel());
  for (const char *t : {tr("Measure"), tr("Rings"), tr("Reach"), tr("Names")})
    views += barButtonWidth(t);
  const float folded = 14 + barButtonWidth(tr(kViewMenu));
  const float note = ImGui::GetStyle().ItemSpacing.x + ImGui::CalcTextSize(waiting).x;
  const float room = width - used - 12;
  view_folded_ = files + views > room;
  const bool show_waiting = st.pending && files + (view_folded_ ? folded : views) + note <= room;

  ImGui::SameLine(std::round(phase_end + 14));
  ImGui::SetCursorPosY(12);
  const std::optional<std::string> playing = computers_.playingLine(match_->toMove());
  const bool blocked = st.pending.has_value() || st.over || playing.has_value();
  if (st.over) {
    ImGui::Dummy({end_width, ImGui::GetFrameHeight()}); // no next phase to end; the rest stays put
  } else {
    if (endPhaseButton(end_label, blocked, end_width)) endPhase();
    bar_.note(end_label);
  }
  if (!st.over && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    if (playing)
      ImGui::SetTooltip("%s", playing->c_str());
    else if (st.pending)
      ImGui::SetTooltip(
          "%s", fill(trn("{side} must first spread {n} damage on {ship} (HM-DMG-2)",
                         "{side} must first spread {n} damage on {ship} (HM-DMG-2)", st.pending->points),
                     {{"side", sc.sides[sc.ships[st.pending->ship].side]},
                      {"n", std::to_string(st.pending->points)},
                      {"ship", sc.ships[st.pending->ship].name}})
                    .c_str());
    else if (st.over)
      ImGui::SetTooltip("%s", tr("The battle is over"));
    else
      ImGui::SetTooltip("%s", tr("End this phase (Enter)"));
  }
  if (show_waiting) {
    ImGui::SameLine();
    ImGui::TextColored({1, 0.45f, 0.85f, 1}, "%s", waiting);
  }
  ImGui::SameLine(0, 14);
  // Dice already seen do not grey Undo out: it asks first, with a warning (the referee's undo force).
  const auto blocker = computers_.undoRefusal(*match_, false);
  const auto forced = computers_.undoRefusal(*match_, true);
  ImGui::BeginDisabled(forced.has_value());
  if (bar_.button(tr("Undo"))) undo();
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip(
        "%s",
        forced ? forced->c_str()
        : blocker
            ? tr("Take back the last attack: its dice were seen, so you will be asked first (Ctrl+Z)")
            : fill(tr("Take back: {action}  (Ctrl+Z)"), {{"action", match_->actions().back()}}).c_str());
  ImGui::SameLine();
  if (bar_.button(tr("Save"))) files_.open(FileDialog::Kind::Save, *this);
  ImGui::SameLine();
  if (bar_.button(tr("Load"))) files_.open(FileDialog::Kind::Load, *this);
  ImGui::SameLine();
  if (bar_.button(tr("Screenshot"))) files_.open(FileDialog::Kind::Screenshot, *this);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Save a picture of the window (F12: at once)"));
  ImGui::SameLine(0, 14);
  view_menu_open_ = false;
  if (view_folded_)
    guiViewMenu();
  else
    guiViewControls();
  close_view_menu_ = false;
  if (show_waiting) { // last, so that no button moves when damage waits
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored({1, 0.45f, 0.85f, 1}, "%s", waiting);
  }
  endTopBar(sc.title, width, kDim);
}

void HauteMerView::guiViewControls() {
  auto toggle = [this](const char *label, bool &on, const char *tip) {
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.55f, 0.42f, 0.12f, 1));
    const bool was = on;
    if (bar_.button(label)) on = !on;
    if (was) ImGui::PopStyleColor();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tip);
    ImGui::SameLine();
  };
  toggle(tr("Measure"), measure_toggle_,
         tr("Drag a ruler between two points; start and end on ships for base-to-base "
            "range. Or hold M."));
  toggle(tr("Rings"), rings_, tr("Range rings of the selected ship: maximum range and hit bands (R)"));
  toggle(tr("Reach"), reach_, tr("Where the selected ship can still go this turn (A)"));
  toggle(tr("Names"), labels_, tr("Ship names (L)"));
  if (bar_.button(tr("Fit"))) fitTable();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Show the whole table (Home)"));
  ImGui::SameLine();
  if (bar_.button(tr("Help  F1"))) help_ = !help_;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Every shortcut and mouse action (F1)"));
  ImGui::SameLine();
  languageButton(bar_);
}

void HauteMerView::guiViewMenu() {
  const char *id = "##viewmenu";
  if (bar_.button(tr(kViewMenu))) ImGui::OpenPopup(id);
  if (ImGui::IsItemHovered() && !ImGui::IsPopupOpen(id))
    ImGui::SetTooltip("%s", tr("Measure, rings, reach, names, fit, help and language"));
  // Under the button, its right edge on the button's: the bar stays in sight.
  ImGui::SetNextWindowPos(
      {std::min(ImGui::GetItemRectMax().x, static_cast<float>(window_.x)), kBarHeight - 4}, ImGuiCond_Always,
      {1, 0});
  view_menu_open_ = ImGui::BeginPopup(id);
  if (!view_menu_open_) return;
  if (close_view_menu_) ImGui::CloseCurrentPopup();
  // The same controls as in a wide window, under the same labels, with their shortcuts.
  ImGui::MenuItem(tr("Measure"), tr("hold M"), &measure_toggle_);
  bar_.note(tr("Measure"));
  ImGui::MenuItem(tr("Rings"), "R", &rings_);
  bar_.note(tr("Rings"));
  ImGui::MenuItem(tr("Reach"), "A", &reach_);
  bar_.note(tr("Reach"));
  ImGui::MenuItem(tr("Names"), "L", &labels_);
  bar_.note(tr("Names"));
  ImGui::Separator();
  if (ImGui::MenuItem(tr("Fit"), tr("Home"))) fitTable();
  bar_.note(tr("Fit"));
  if (ImGui::MenuItem(tr("Help"), "F1", help_)) help_ = !help_;
  bar_.note(tr("Help  F1"));
  languageMenu(bar_);
  ImGui::EndPopup();
}

void HauteMerView::guiSidePanel(const GuiFonts &fonts) {
  beginSidePanel("##panel", window_, panelWidth(), kBarHeight);
  ImGui::PushTextWrapPos(0);
  computers_.gui(time_);
  ImGui::PopTextWrapPos();
  guiShipCard(fonts);
  guiShipActions();
  ImGui::Separator();
  guiLog();
  endSidePanel();
}

void HauteMerView::guiShipCard(const GuiFonts &fonts) {
  const hm::State &st = match_->state();
  const hm::Scenario &sc = match_->rules();
  if (selected_ < 0) {
    ImGui::TextColored(kDim, "%s", tr("No ship selected."));
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(
        kDim, "%s",
        fill(tr("Click a ship to open its card (Tab: next ship of {side})."), {{"side", sc.sides[st.side]}})
            .c_str());
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    return;
  }
  const int i = selected_;
  const hm::ShipState &s = st.ships[i];
  const hm::ShipClass &cls = sc.shipClass(i);
  const int side = sc.ships[i].side;
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  ImGui::TextColored(toImVec4(TableScene::sideColor(side)), "%s", sc.ships[i].name.c_str());
  if (fonts.medium) ImGui::PopFont();
  ImGui::TextColored(kDim, "%s · %s%s", cls.name.c_str(), sc.sides[side].c_str(),
                     cls.torpedoes ? (std::string(" · ") + tr("torpedoes")).c_str() : "");
  const hm::State initial = hm::initialState(sc);
  const int now[3] = {s.movement, s.combat, s.structure};
  const int start[3] = {initial.ships[i].movement, initial.ships[i].combat, initial.ships[i].structure};
  const char *names[3] = {tr("Movement"), tr("Combat"), tr("Structure")};
  if (ImGui::BeginTable("##values", 3, ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthFixed, 120);
    ImGui::TableSetupColumn("now", ImGuiTableColumnFlags_WidthFixed, 70);
    ImGui::TableSetupColumn("start", ImGuiTableColumnFlags_WidthFixed, 70);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted("");
    ImGui::TableNextColumn();
    ImGui::TextColored(kDim, "%s", tr("now"));
    ImGui::TableNextColumn();
    ImGui::TextColored(kDim, "%s", tr("at start"));
    for (int k = 0; k < 3; ++k) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(names[k]);
      ImGui::TableNextColumn();
      dieWidget(now[k], TableScene::valueColor(k), 24);
      ImGui::SameLine();
      ImGui::AlignTextToFramePadding();
      ImGui::TextColored(now[k] < start[k] ? kGoldText : ImVec4(1, 1, 1, 1), "%d", now[k]);
      ImGui::TableNextColumn();
      dieWidget(start[k], TableScene::valueColor(k), 24, false, true);
      ImGui::SameLine();
      ImGui::AlignTextToFramePadding();
      ImGui::TextColored(kDim, "%d", start[k]);
    }
    ImGui::EndTable();
  }
  const double left = engine().remainingMovement(st, i);
  if (s.sunk) {
    ImGui::TextColored(kRedText, "%s", tr("Sunk — a wreck marks where it went down"));
    return;
  }
  // What matters now: movement while its side moves, attacks in the fire phase.
  const bool moving = !st.over && st.phase == hm::Phase::Movement && side == st.side;
  if (moving) {
    ImGui::TextUnformatted(tr("Movement left: "));
    ImGui::SameLine(0, 0);
    ImGui::TextColored(left > 0 ? kGreenText : kDim, "%s", fill(tr("{d} UD"), {{"d", fmt(left)}}).c_str());
    // Longer sentences (French) wrap rather than run off the panel.
    const std::string spent = fill(tr("(spent {d})"), {{"d", fmt(s.moved_ud)}});
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(spent.c_str()).x) ImGui::NewLine();
    ImGui::TextColored(kDim, "%s", spent.c_str());
    ImGui::PushTextWrapPos(0);
    const double need = straightNeeded(i);
    if (left + 1e-9 < sc.rules.pivot_cost)
      ImGui::TextColored(kDim, "%s",
                         left <= 1e-9 ? tr("No movement left this turn")
                                      : fill(tr("Too little left to pivot (a pivot costs {cost} UD)"),
                                             {{"cost", fmt(sc.rules.pivot_cost, 0)}})
                                            .c_str());
    else if (need > 1e-9)
      ImGui::TextColored(kDim, "%s",
                         fill(tr("Must go {d} UD straight before pivoting"), {{"d", fmt(need)}}).c_str());
    else
      ImGui::TextColored(kDim, "%s",
                         fill(tr("May pivot now (costs {cost} UD, up to {max}°)"),
                              {{"cost", fmt(sc.rules.pivot_cost, 0)}, {"max", fmt(sc.rules.max_pivot, 0)}})
                             .c_str());
    ImGui::PopTextWrapPos();
  }
  const bool attacked = s.fired || s.torpedoed;
  const bool one = sc.rules.one_attack_per_turn;
  if (!moving && !st.over) {
    if (attacked && one)
      ImGui::TextUnformatted(s.torpedoed ? tr("Attacks left this turn: 0 (torpedoes launched)")
                                         : tr("Attacks left this turn: 0 (has fired)"));
    else if (cls.torpedoes)
      ImGui::TextUnformatted(one ? tr("Attacks left this turn: 1 — guns or torpedoes")
                                 : tr("Attacks left this turn: guns and torpedoes"));
    else
      ImGui::TextUnformatted(attacked ? tr("Attacks left this turn: 0") : tr("Attacks left this turn: 1"));
  }
  const char *status = tr("Afloat");
  bool afloat = true;
  if (st.pending && st.pending->ship == i)
    status = tr("Damage waiting to be spread"), afloat = false;
  else if (s.structure <= 1)
    status = tr("Afloat — one more hit sinks it"), afloat = false;
  ImGui::TextUnformatted(tr("Status: "));
  ImGui::SameLine(0, 0);
  ImGui::TextColored(afloat ? kGreenText : kGoldText, "%s", status);
  if (s.pose)
    ImGui::TextColored(
        kDim, "%s",
        fill(tr("At ({x}, {y}), heading {heading}°"), {{"x", fmt(s.pose->center.x)},
                                                       {"y", fmt(s.pose->center.y)},
                                                       {"heading", fmt(s.pose->heading_deg, 0)}})
            .c_str());
}

void HauteMerView::guiShipActions() {
  const hm::State &st = match_->state();
  const hm::Scenario &sc = match_->rules();
  const int i = selected_;
  if (canMove(i)) {
    ImGui::Spacing();
    ImGui::TextColored(kGoldText, "%s", tr("Move"));
    const double left = engine().remainingMovement(st, i);
    // A narrow panel folds the rows of buttons rather than cut them.
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    auto sameLineIfFits = [&](const std::string &next, float gap) {
      const float w =
          ImGui::CalcTextSize(next.c_str(), nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2;
      if (ImGui::GetItemRectMax().x + gap + w <= right) ImGui::SameLine(0, gap);
    };
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const std::string all = fill(tr("All {d} UD"), {{"d", fmt(left, 1)}}) + "###all";
    ImGui::BeginDisabled(left <= 1e-9);
    if (ImGui::Button(tr("Forward 0.5"))) submit(hm::MoveForward{i, std::min(0.5, left)});
    sameLineIfFits(tr("Forward 1 UD"), gap);
    if (ImGui::Button(tr("Forward 1 UD"))) submit(hm::MoveForward{i, std::min(1.0, left)});
    bar_.note("Forward 1 UD");
    sameLineIfFits(all, gap);
    if (ImGui::Button(all.c_str())) submit(hm::MoveForward{i, left});
    bar_.note("All");
    ImGui::EndDisabled();
    const double steps[6] = {-90, -45, -15, 15, 45, 90};
    bool first = true;
    for (int k = 0; k < 6; ++k) {
      const double d = steps[k];
      if (std::fabs(d) > sc.rules.max_pivot + 1e-9) continue;
      const std::string label = (d > 0 ? "+" : "−") + fmt(std::fabs(d), 0) + "°";
      if (!first) sameLineIfFits(label, k == 3 ? 14.f : 5.f);
      first = false;
      if (ImGui::Button(label.c_str())) submit(hm::Pivot{i, d});
      bar_.note(label);
      if (ImGui::IsItemHovered())
        ImGui::SetTooltip("%s", fill(d > 0 ? tr("Pivot {deg}° to starboard about the stern (costs {cost} UD)")
                                           : tr("Pivot {deg}° to port about the stern (costs {cost} UD)"),
                                     {{"deg", fmt(std::fabs(d), 0)}, {"cost", fmt(sc.rules.pivot_cost, 0)}})
                                    .c_str());
    }
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kDim, "%s", tr("Or drag the ship; drag the gold handle to turn."));
    ImGui::PopTextWrapPos();
  }
  if (canFire(i)) {
    ImGui::Spacing();
    ImGui::TextColored(kGoldText, "%s", tr("Targets"));
    struct Row {
      int t;
      Aim aim;
    };
    // The nearest enemies only (by centre distance): a solution per enemy costs a line of fire
    // against every ship, too much per frame for a 200-ship table.
    std::vector<std::pair<double, int>> near;
    for (int t = 0; t < static_cast<int>(st.ships.size()); ++t)
      if (engine().isEnemy(i, t) && !st.ships[t].sunk && st.ships[t].pose)
        near.emplace_back(core::length(st.ships[t].pose->center - st.ships[i].pose->center), t);
    const std::size_t keep = std::min<std::size_t>(near.size(), 8);
    std::partial_sort(near.begin(), near.begin() + static_cast<std::ptrdiff_t>(keep), near.end());
    near.resize(keep);
    std::vector<Row> rows;
    for (const auto &[d, t] : near)
      rows.push_back({t, aimAt(i, t)});
    std::sort(rows.begin(), rows.end(),
              [](const Row &a, const Row &b) { return a.aim.solution.distance < b.aim.solution.distance; });
    int shown = 0;
    // A row per enemy: the button, the name and distance, then the odds or, dim and wrapped, the
    // reason it cannot be attacked.
    for (const Row &r : rows) {
      if (shown >= 6) break;
      const hm::FireSolution &sol = r.aim.solution;
      if (!sol.possible && shown >= 3) continue;
      ++shown;
      ImGui::PushID(r.t);
      ImGui::BeginDisabled(!sol.possible);
      if (ImGui::SmallButton(r.aim.torpedo ? tr("Torpedo") : tr("Fire"))) askFire(i, r.t);
      ImGui::EndDisabled();
      ImGui::SameLine();
      ImGui::TextColored(sol.possible ? ImVec4(1, 1, 1, 1) : kDim, "%s", sc.ships[r.t].name.c_str());
      ImGui::SameLine();
      ImGui::TextColored(kDim, "%s", fill(tr("{d} UD"), {{"d", fmt(sol.distance, 1)}}).c_str());
      ImGui::Indent(12);
      ImGui::PushTextWrapPos(0);
      if (sol.possible && r.aim.odds)
        ImGui::TextWrapped("%s%s", r.aim.torpedo ? (std::string(tr("torpedoes")) + " · ").c_str() : "",
                           fill(tr("{n} on {band} · sink {p}"), {{"n", std::to_string(sol.dice)},
                                                                 {"band", bandText(sol.hit_on)},
                                                                 {"p", percent(r.aim.odds->p_sunk)}})
                               .c_str());
      else
        ImGui::TextColored(kDim, "%s", refusalWords(r.aim).c_str());
      ImGui::PopTextWrapPos();
      ImGui::Unindent(12);
      if (!sol.possible && sol.refusal && ImGui::IsItemHovered())
        ImGui::SetTooltip("%s", sol.refusal->text().c_str());
      ImGui::PopID();
    }
    if (shown == 0) ImGui::TextColored(kDim, "%s", tr("No enemy afloat."));
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kDim, "%s", tr("Point at an enemy on the table to see the odds."));
    ImGui::PopTextWrapPos();
  }
}

void HauteMerView::guiLog() {
  const auto &log = match_->log();
  ImGui::TextColored(kGoldText, "%s", tr("Log"));
  ImGui::SameLine();
  ImGui::TextColored(kDim, "%s",
                     fill(trn("({n} action)", "({n} actions)", static_cast<long>(match_->actions().size())),
                          {{"n", std::to_string(match_->actions().size())}})
                         .c_str());
  ImGui::BeginChild("##log", {0, 0}, false, ImGuiWindowFlags_AlwaysVerticalScrollbar);
  ImGui::PushTextWrapPos(ImGui::GetContentRegionAvail().x);
  std::size_t note = 0;
  auto notesAt = [&](std::size_t pos) {
    while (note < notes_.size() && notes_[note].first <= pos) {
      if (notes_[note].first == pos) ImGui::TextColored(kRedText, "✗ %s", notes_[note].second.c_str());
      ++note;
    }
  };
  notesAt(0);
  for (std::size_t k = 0; k < log.size(); ++k) {
    const hm::LogEntry &e = log[k];
    bool phase = false, sunk = false, fire = false, win = false;
    for (const auto &c : e.clauses) {
      phase |= c == "HM-SEQ-2" || c == "HM-SEQ-3";
      sunk |= c == "HM-DMG-4";
      fire |= c == "HM-FIRE-4" || c == "HM-TORP-3";
      win |= c.rfind("HM-WIN", 0) == 0;
    }
    ImVec4 col{0.93f, 0.94f, 0.96f, 1};
    if (phase) {
      ImGui::Spacing();
      col = {0.55f, 0.75f, 1, 1};
    } else if (sunk || win) {
      col = kRedText;
    } else if (fire) {
      col = kGoldText;
    }
    logEntry((phase ? "— " : "") + e.text, col, "[" + clauseList(e.clauses) + "]", e.clauses, clause_titles_);
    notesAt(k + 1);
  }
  ImGui::PopTextWrapPos();
  const std::size_t total = log.size() + notes_.size();
  if (total != log_seen_ || ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 1) ImGui::SetScrollHereY(1.0f);
  log_seen_ = total;
  ImGui::EndChild();
}

void HauteMerView::guiAimTooltip() {
  if (!aim_ || mouse_on_gui_) return;
  const hm::Scenario &sc = match_->rules();
  const Aim &a = *aim_;
  const hm::FireSolution &sol = a.solution;
  // A fixed corner of the table rather than at the cursor: the firing line stays visible.
  const sf::FloatRect &vp = camera_.viewport();
  const bool right = nav_.pointer().x < vp.left + vp.width * 0.45f;
  ImGui::SetNextWindowPos({right ? vp.left + vp.width - 12 : vp.left + 12, vp.top + 56}, ImGuiCond_Always,
                          {right ? 1.f : 0.f, 0});
  ImGui::SetNextWindowBgAlpha(0.93f);
  ImGui::Begin("##odds", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoInputs |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                   ImGuiWindowFlags_NoNav);
  ImGui::TextColored(kDim, "%s", fill(tr("{ship} fires on"), {{"ship", sc.ships[a.attacker].name}}).c_str());
  ImGui::TextColored(toImVec4(TableScene::sideColor(sc.ships[a.target].side)), "%s",
                     sc.ships[a.target].name.c_str());
  ImGui::SameLine();
  ImGui::TextColored(kDim, "%s", fill(tr("{d} UD base to base"), {{"d", fmt(sol.distance)}}).c_str());
  if (a.torpedo)
    ImGui::TextUnformatted(fill(trn("Torpedoes: {n} die hitting on {band}, {damage} damage a hit",
                                    "Torpedoes: {n} dice hitting on {band}, {damage} damage a hit", sol.dice),
                                {{"n", std::to_string(sol.dice)},
                                 {"band", bandText(sol.hit_on)},
                                 {"damage", std::to_string(sol.damage_per_hit)}})
                               .c_str());
  else if (sol.dice > 0)
    ImGui::TextUnformatted(
        fill(trn("Guns: {n} die hitting on {band}", "Guns: {n} dice hitting on {band}", sol.dice),
             {{"n", std::to_string(sol.dice)}, {"band", bandText(sol.hit_on)}})
            .c_str());
  if (!sol.possible && sol.refusal) {
    ImGui::PushTextWrapPos(360);
    ImGui::TextColored(kRedText, "%s", sol.refusal->text().c_str());
    ImGui::PopTextWrapPos();
  }
  if (a.odds && sol.dice > 0) {
    oddsChart(a.odds->hits, sol.damage_per_hit);
    ImGui::TextUnformatted(
        fill(tr("Expected damage {damage} · chance to sink "), {{"damage", fmt(a.odds->expected_damage)}})
            .c_str());
    ImGui::SameLine(0, 0);
    ImGui::TextColored(a.odds->p_sunk > 0 ? kGoldText : kDim, "%s", percent(a.odds->p_sunk).c_str());
  }
  ImGui::TextColored(kDim, "[%s]", clauseList(sol.clauses).c_str());
  if (a.both)
    ImGui::TextColored(kDim, "%s",
                       a.torpedo ? tr("T: use the guns instead") : tr("T: use torpedoes instead"));
  if (sol.possible && !confirm_)
    ImGui::TextColored(kGreenText, "%s", a.torpedo ? tr("Click to launch torpedoes") : tr("Click to fire"));
  ImGui::End();
}

void HauteMerView::guiShipTooltip() {
  const hm::State &st = match_->state();
  if (hovered_ < 0 || hovered_ == selected_ || hovered_ >= static_cast<int>(st.ships.size()) || aim_ ||
      drag_ || measuring() || mouse_on_gui_ || confirm_ || force_undo_ask_ || st.pending || help_)
    return;
  // The ship's card in brief, at the pointer: no need to select it to read it.
  const hm::Scenario &sc = match_->rules();
  const int i = hovered_;
  const hm::ShipState &s = st.ships[i];
  const hm::ShipClass &cls = sc.shipClass(i);
  ImGui::BeginTooltip();
  ImGui::TextColored(toImVec4(TableScene::sideColor(sc.ships[i].side)), "%s", sc.ships[i].name.c_str());
  ImGui::SameLine();
  ImGui::TextColored(kDim, "%s · %s%s", cls.name.c_str(), sc.sides[sc.ships[i].side].c_str(),
                     cls.torpedoes ? (std::string(" · ") + tr("torpedoes")).c_str() : "");
  if (s.sunk) {
    ImGui::TextColored(kRedText, "%s", tr("Sunk — a wreck marks where it went down"));
    ImGui::EndTooltip();
    return;
  }
  const int values[3] = {s.movement, s.combat, s.structure};
  const char *names[3] = {tr("Movement"), tr("Combat"), tr("Structure")};
  for (int k = 0; k < 3; ++k) {
    if (k) ImGui::SameLine(0, 14);
    dieWidget(values[k], TableScene::valueColor(k), 20);
    ImGui::SameLine(0, 4);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(names[k]);
  }
  if (!st.over && st.phase == hm::Phase::Movement && sc.ships[i].side == st.side)
    ImGui::TextUnformatted(
        fill(tr("Movement left: {d} UD"), {{"d", fmt(engine().remainingMovement(st, i))}}).c_str());
  else if (!st.over && st.phase == hm::Phase::Fire && sc.ships[i].side == st.side)
    ImGui::TextUnformatted(s.fired || s.torpedoed ? tr("Has attacked this turn")
                                                  : tr("May still attack this turn"));
  if (s.structure <= 1) ImGui::TextColored(kGoldText, "%s", tr("Afloat — one more hit sinks it"));
  ImGui::EndTooltip();
}

void HauteMerView::guiLegend() {
  // What the table's symbols mean, folded into a button at the table's bottom-right corner.
  const sf::FloatRect &vp = camera_.viewport();
  ImGui::SetNextWindowPos({vp.left + vp.width - 12, vp.top + vp.height - 12}, ImGuiCond_Always, {1, 1});
  ImGui::SetNextWindowBgAlpha(legend_ ? 0.94f : 0.6f);
  ImGui::Begin("##legend", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                   ImGuiWindowFlags_NoNav);
  if (legend_) {
    ImDrawList *dl = ImGui::GetWindowDrawList();
    const float h = ImGui::GetTextLineHeight();
    const auto col = [](sf::Color c, int a = -1) { return IM_COL32(c.r, c.g, c.b, a < 0 ? c.a : a); };
    // One row: a symbol drawn in a 34 x line-height box, then its meaning.
    const auto row = [&](const char *text, auto &&draw) {
      const ImVec2 p = ImGui::GetCursorScreenPos();
      dl->PushClipRect({p.x, p.y}, {p.x + 34, p.y + h}, true); // a symbol keeps to its box
      draw(dl, ImVec2{p.x, p.y}, ImVec2{p.x + 34, p.y + h});
      dl->PopClipRect();
      ImGui::Dummy({34, h});
      ImGui::SameLine();
      ImGui::TextUnformatted(text);
    };
    const auto hull = [&](ImDrawList *d, ImVec2 a, ImVec2 b, ImU32 fill, ImU32 edge, float w) {
      const float cy = (a.y + b.y) / 2;
      d->AddRectFilled({a.x + 2, cy - 4}, {b.x - 2, cy + 4}, fill);
      d->AddTriangleFilled({b.x - 2, cy}, {b.x - 9, cy - 3}, {b.x - 9, cy + 3}, IM_COL32(250, 250, 245, 235));
      if (w > 0) d->AddRect({a.x + 1, cy - 5}, {b.x - 1, cy + 5}, edge, 0, 0, w);
    };
    ImGui::TextColored(kGoldText, "%s", tr("Legend"));
    const hm::Scenario &sc = match_->rules();
    for (int side = 0; side < static_cast<int>(sc.sides.size()); ++side)
      row(fill(tr("a ship of {side} (the base the rules measure)"), {{"side", sc.sides[side]}}).c_str(),
          [&](ImDrawList *d, ImVec2 a, ImVec2 b) { hull(d, a, b, col(TableScene::sideColor(side)), 0, 0); });
    row(tr("selected"), [&](ImDrawList *d, ImVec2 a, ImVec2 b) {
      hull(d, a, b, col(TableScene::sideColor(0)), IM_COL32(255, 211, 77, 255), 2.5f);
    });
    row(tr("target (red) · blocks the line of fire (orange)"), [&](ImDrawList *d, ImVec2 a, ImVec2 b) {
      hull(d, a, {(a.x + b.x) / 2 + 1, b.y}, col(TableScene::sideColor(1)), IM_COL32(255, 80, 70, 255), 2);
      hull(d, {(a.x + b.x) / 2 + 1, a.y}, b, col(TableScene::sideColor(1)), IM_COL32(255, 120, 30, 255), 2);
    });
    row(tr("damage waiting to be spread"), [&](ImDrawList *d, ImVec2 a, ImVec2 b) {
      hull(d, a, b, col(TableScene::sideColor(1)), IM_COL32(255, 60, 200, 255), 2.5f);
    });
    row(tr("wreck"), [&](ImDrawList *d, ImVec2 a, ImVec2 b) {
      const float cy = (a.y + b.y) / 2;
      d->AddRectFilled({a.x + 2, cy - 4}, {b.x - 2, cy + 4}, IM_COL32(96, 100, 106, 220));
      d->AddLine({a.x + 2, cy - 4}, {b.x - 2, cy + 4}, IM_COL32(150, 30, 30, 240), 2);
      d->AddLine({a.x + 2, cy + 4}, {b.x - 2, cy - 4}, IM_COL32(150, 30, 30, 240), 2);
    });
    row(tr("where it began this movement phase"), [&](ImDrawList *d, ImVec2 a, ImVec2 b) {
      const float cy = (a.y + b.y) / 2;
      d->AddRect({a.x + 2, cy - 4}, {b.x - 2, cy + 4}, IM_COL32(235, 245, 255, 150), 0, 0, 1.3f);
    });
    row(tr("dice: movement, combat, structure"), [&](ImDrawList *d, ImVec2 a, ImVec2 b) {
      const float sz = std::min(10.f, b.y - a.y - 2), cy = (a.y + b.y) / 2;
      for (int k = 0; k < 3; ++k)
        d->AddRectFilled({a.x + 1 + k * (sz + 1.5f), cy - sz / 2},
                         {a.x + 1 + k * (sz + 1.5f) + sz, cy + sz / 2}, col(TableScene::valueColor(k)), 2);
    });
    row(tr("where the selected ship can still go"), [&](ImDrawList *d, ImVec2 a, ImVec2 b) {
      d->AddRectFilled({a.x + 2, a.y + 2}, {b.x - 2, b.y - 2}, IM_COL32(160, 230, 255, 70));
      d->AddRect({a.x + 2, a.y + 2}, {b.x - 2, b.y - 2}, IM_COL32(170, 235, 255, 160));
    });
    row(tr("gold handle: drag to pivot about the stern"), [&](ImDrawList *d, ImVec2 a, ImVec2 b) {
      const float cy = (a.y + b.y) / 2;
      d->AddLine({a.x + 4, cy}, {b.x - 8, cy}, IM_COL32(255, 211, 77, 200), 1.5f);
      d->AddCircleFilled({b.x - 7, cy}, 5.5f, IM_COL32(255, 211, 77, 255));
    });
    row(tr("range rings: maximum range, hit on 6 / 5+ / 4+"), [&](ImDrawList *d, ImVec2 a, ImVec2 b) {
      const float cy = (a.y + b.y) / 2;
      const ImU32 c[3] = {IM_COL32(235, 110, 60, 230), IM_COL32(240, 190, 70, 200),
                          IM_COL32(140, 215, 110, 200)};
      for (int k = 0; k < 3; ++k)
        d->AddCircle({a.x + 2, cy + 8}, 28.f - k * 8, c[k], 32, k ? 1.f : 2.f);
    });
    row(tr("torpedo rings: 1 and 2 UD"), [&](ImDrawList *d, ImVec2 a, ImVec2 b) {
      const float cy = (a.y + b.y) / 2;
      for (float x = a.x + 2; x < b.x - 2; x += 6)
        d->AddLine({x, cy}, {x + 3, cy}, IM_COL32(120, 230, 235, 220), 1.5f);
    });
    row(tr("line of fire: clear (white), refused (red)"), [&](ImDrawList *d, ImVec2 a, ImVec2 b) {
      const float cy = (a.y + b.y) / 2;
      d->AddLine({a.x + 2, cy - 3}, {b.x - 2, cy - 3}, IM_COL32(255, 255, 255, 235), 2);
      d->AddLine({a.x + 2, cy + 3}, {b.x - 2, cy + 3}, IM_COL32(255, 90, 80, 235), 2);
    });
  }
  if (ImGui::SmallButton(legend_ ? tr("Hide the legend  (G)") : tr("Legend  (G)"))) legend_ = !legend_;
  bar_.note("Legend");
  ImGui::End();
}

void HauteMerView::guiConfirmFire(const GuiFonts &fonts) {
  if (!confirm_ || !aim_) return;
  const hm::Scenario &sc = match_->rules();
  const Aim &a = *aim_;
  const hm::FireSolution &sol = a.solution;
  const sf::FloatRect &vp = camera_.viewport();
  // Above the row of toasts and the legend's button, which stay in sight.
  ImGui::SetNextWindowPos({vp.left + vp.width / 2, vp.top + vp.height - 58}, ImGuiCond_Always, {0.5f, 1});
  ImGui::SetNextWindowBgAlpha(0.96f);
  ImGui::Begin("##confirmfire", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                   ImGuiWindowFlags_NoNav);
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  ImGui::TextUnformatted(
      fill(a.torpedo ? tr("{ship} launches torpedoes at {target}?") : tr("{ship} fires on {target}?"),
           {{"ship", sc.ships[a.attacker].name}, {"target", sc.ships[a.target].name}})
          .c_str());
  if (fonts.medium) ImGui::PopFont();
  if (sol.possible) {
    std::string line = fill(trn("{n} die hitting on {band}", "{n} dice hitting on {band}", sol.dice),
                            {{"n", std::to_string(sol.dice)}, {"band", bandText(sol.hit_on)}});
    if (a.odds) line += " · " + fill(tr("chance to sink {p}"), {{"p", percent(a.odds->p_sunk)}});
    ImGui::TextUnformatted(line.c_str());
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::min(480.f, vp.width - 60));
    ImGui::TextColored(
        kDim, "%s",
        tr("The program rolls the dice at once; a roll seen is final unless both players agree to undo it."));
    ImGui::PopTextWrapPos();
  } else if (sol.refusal) {
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::min(480.f, vp.width - 60));
    ImGui::TextColored(kRedText, "%s", sol.refusal->text().c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::BeginDisabled(!sol.possible);
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.62f, 0.22f, 0.16f, 1));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.78f, 0.3f, 0.2f, 1));
  const bool yes = ImGui::Button(a.torpedo ? tr("Launch  (Enter)") : tr("Fire  (Enter)"));
  bar_.note(a.torpedo ? tr("Launch  (Enter)") : tr("Fire  (Enter)"));
  ImGui::PopStyleColor(2);
  ImGui::EndDisabled();
  ImGui::SameLine();
  const bool no = ImGui::Button(tr("Cancel  (Esc)"));
  ImGui::End();
  if (yes)
    fire(confirm_->attacker, confirm_->target);
  else if (no)
    confirm_.reset();
}

void HauteMerView::guiForcedUndo(const GuiFonts &fonts) {
  const std::string title = std::string(tr("Undo a roll already seen?")) + "###forceundo";
  if (force_undo_ask_ && !ImGui::IsPopupOpen(title.c_str())) ImGui::OpenPopup(title.c_str());
  const sf::FloatRect &vp = camera_.viewport();
  ImGui::SetNextWindowPos({vp.left + vp.width / 2, vp.top + vp.height * 0.4f}, ImGuiCond_Always,
                          {0.5f, 0.5f});
  ImGui::SetNextWindowSizeConstraints({0, 0}, {std::min(560.f, vp.width - 20), FLT_MAX});
  if (!ImGui::BeginPopupModal(title.c_str(), nullptr,
                              ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove))
    return;
  if (!force_undo_ask_) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  (void)fonts;
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::min(520.f, vp.width - 50));
  ImGui::TextColored(kGoldText, "%s", tr("Both players have seen these dice."));
  if (roll_ && !roll_->faces.empty()) {
    std::string faces;
    for (int f : roll_->faces)
      faces += (faces.empty() ? "" : " ") + std::to_string(f);
    ImGui::TextUnformatted(fill(tr("{ship}'s attack on {target}: the dice showed {faces}."),
                                {{"ship", match_->rules().ships[roll_->attacker].name},
                                 {"target", match_->rules().ships[roll_->target].name},
                                 {"faces", faces}})
                               .c_str());
  }
  ImGui::TextColored(kDim, "%s",
                     tr("Taking the attack back lets it be fired again with new dice. Do it only when both "
                        "players agree (a misclick, the wrong target)."));
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.62f, 0.22f, 0.16f, 1));
  const bool yes = ImGui::Button(tr("Undo anyway"));
  bar_.note(tr("Undo anyway"));
  ImGui::PopStyleColor();
  ImGui::SameLine();
  const bool no = ImGui::Button(tr("Keep the roll  (Esc)")) ||
                  ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
  if (no) force_undo_ask_ = false;
  if (yes || no) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  if (yes) undoForced();
}

void HauteMerView::guiDiceTray() {
  if (!roll_ || roll_->faces.empty()) return;
  const hm::Scenario &sc = match_->rules();
  const sf::FloatRect &vp = camera_.viewport();
  ImGui::SetNextWindowPos({vp.left + vp.width / 2, vp.top + vp.height - 14}, ImGuiCond_Always, {0.5f, 1});
  bool open = true;
  ImGui::Begin((std::string(tr("Dice")) + "###dice").c_str(), &open,
               ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoMove);
  int hits = 0;
  for (int f : roll_->faces)
    hits += f >= roll_->hit_on ? 1 : 0;
  ImGui::TextUnformatted(fill(roll_->torpedo ? tr("{ship} torpedoes {target} — hit on {band}")
                                             : tr("{ship} fires on {target} — hit on {band}"),
                              {{"ship", sc.ships[roll_->attacker].name},
                               {"target", sc.ships[roll_->target].name},
                               {"band", bandText(roll_->hit_on)}})
                             .c_str());
  for (std::size_t k = 0; k < roll_->faces.size(); ++k) {
    if (k) ImGui::SameLine(0, 10);
    const bool hit = roll_->faces[k] >= roll_->hit_on;
    dieWidget(roll_->faces[k], hit ? sf::Color(242, 236, 222) : sf::Color(120, 126, 136), 38, hit, false);
  }
  ImGui::TextColored(
      hits ? kGoldText : kDim, "%s",
      fill(trn("{n} hit, {damage} damage", "{n} hits, {damage} damage", hits),
           {{"n", std::to_string(hits)}, {"damage", std::to_string(hits * roll_->damage_per_hit)}})
          .c_str());
  ImGui::End();
  if (!open) roll_.reset();
}

void HauteMerView::guiDamageDialog(const GuiFonts &fonts) {
  const hm::State &st = match_->state();
  const hm::Scenario &sc = match_->rules();
  const std::string title = std::string(tr("Spread the damage")) + "###spread";
  const char *id = title.c_str();
  if (!st.pending || force_undo_ask_) return; // the forced-undo question comes first
  const int ship = st.pending->ship;
  const int points = st.pending->points;
  const std::string key =
      std::to_string(ship) + "/" + std::to_string(points) + "/" + std::to_string(match_->actions().size());
  if (key != alloc_key_) {
    alloc_key_ = key;
    alloc_[0] = alloc_[1] = alloc_[2] = 0;
  }
  if (!ImGui::IsPopupOpen(id)) ImGui::OpenPopup(id);
  const sf::FloatRect &vp = camera_.viewport();
  // Keep the damaged ship in view: the dialog goes in the other half of the table.
  const bool target_high =
      st.ships[ship].pose && camera_.worldToScreen(st.ships[ship].pose->center).y < vp.top + vp.height / 2;
  ImGui::SetNextWindowPos({vp.left + vp.width / 2, vp.top + vp.height * (target_high ? 0.64f : 0.3f)},
                          ImGuiCond_Always, {0.5f, 0.5f});
  if (!ImGui::BeginPopupModal(id, nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove))
    return;
  const hm::ShipState &s = st.ships[ship];
  const int side = sc.ships[ship].side;
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  ImGui::TextColored(toImVec4(TableScene::sideColor(side)), "%s", sc.ships[ship].name.c_str());
  if (fonts.medium) ImGui::PopFont();
  ImGui::TextUnformatted(
      fill(trn("{side} spreads {n} more damage point.", "{side} spreads {n} more damage points.", points),
           {{"side", sc.sides[side]}, {"n", std::to_string(points)}})
          .c_str());
  ImGui::TextColored(
      kDim, "%s",
      fill(tr("The first point is already on structure (now {n})."), {{"n", std::to_string(s.structure)}})
          .c_str());
  ImGui::SameLine();
  ImGui::TextColored(kDim, "[HM-DMG-1]");
  ImGui::Spacing();
  const int values[3] = {s.movement, s.combat, s.structure};
  const char *names[3] = {tr("Movement"), tr("Combat"), tr("Structure")};
  int spent = alloc_[0] + alloc_[1] + alloc_[2];
  if (ImGui::BeginTable("##alloc", 4, ImGuiTableFlags_SizingFixedFit)) {
    for (int k = 0; k < 3; ++k) {
      ImGui::PushID(k);
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(names[k]);
      ImGui::TableNextColumn();
      dieWidget(values[k] - alloc_[k], TableScene::valueColor(k), 26);
      ImGui::TableNextColumn();
      ImGui::BeginDisabled(alloc_[k] <= 0);
      if (ImGui::Button("−", {32, 0})) --alloc_[k];
      ImGui::EndDisabled();
      ImGui::SameLine();
      ImGui::AlignTextToFramePadding();
      ImGui::Text("%d", alloc_[k]);
      ImGui::SameLine();
      ImGui::BeginDisabled(spent >= points || alloc_[k] >= values[k]);
      if (ImGui::Button("+", {32, 0})) ++alloc_[k];
      ImGui::EndDisabled();
      ImGui::TableNextColumn();
      ImGui::TextColored(kDim, "%d → %d", values[k], values[k] - alloc_[k]);
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
  spent = alloc_[0] + alloc_[1] + alloc_[2];
  if (values[2] - alloc_[2] <= 0)
    ImGui::TextColored(kRedText, "%s [HM-DMG-4]", tr("Structure 0: the ship sinks."));
  ImGui::TextColored(
      spent == points ? kGreenText : kDim, "%s",
      fill(tr("{n} of {total} spread"), {{"n", std::to_string(spent)}, {"total", std::to_string(points)}})
          .c_str());
  ImGui::BeginDisabled(spent != points);
  if (ImGui::Button(tr("Confirm"), {140, 0})) {
    const hm::Value order[3] = {hm::Value::Movement, hm::Value::Combat, hm::Value::Structure};
    for (int k = 0; k < 3; ++k) {
      // The engine may settle the rest on its own when no choice is left (HM-DMG-3).
      if (alloc_[k] <= 0 || !match_->state().pending) continue;
      const int n = std::min(alloc_[k], match_->state().pending->points);
      if (n > 0 && !submit(hm::AllocateDamage{ship, order[k], n})) break;
    }
    alloc_key_.clear();
    if (!match_->state().pending) ImGui::CloseCurrentPopup();
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button(tr("All on structure"), {0, 0})) {
    alloc_[0] = alloc_[1] = 0;
    alloc_[2] = std::min(points, s.structure);
    const int rest = points - alloc_[2];
    alloc_[1] = std::min(rest, s.combat);
    alloc_[0] = std::min(rest - alloc_[1], s.movement);
  }
  ImGui::SameLine();
  if (ImGui::Button(tr("Undo the attack…"))) force_undo_ask_ = true;
  bar_.note(tr("Undo the attack…"));
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s", tr("A misclick or the wrong target: take the attack and its dice back (both "
                               "players agree)"));
  ImGui::EndPopup();
}

void HauteMerView::guiFileDialog() {
  const sf::FloatRect &vp = camera_.viewport();
  const auto chosen = files_.draw(vp.left + vp.width / 2, vp.top + vp.height / 2, vp.width, vp.height);
  if (!chosen) return;
  if (chosen->kind == FileDialog::Kind::Screenshot) {
    screenshot_ = chosen->path;
  } else if (chosen->kind == FileDialog::Kind::Load) {
    askToLoad(chosen->path); // the window asks first if unsaved
  } else {
    try {
      match_->save(chosen->path);
      toasts_.push(fill(tr("Saved to {file}"), {{"file", chosen->path}}), Toasts::Kind::Good, 4);
    } catch (const std::exception &e) {
      toasts_.push(e.what(), Toasts::Kind::Error);
    }
  }
}

void HauteMerView::guiHelp(const GuiFonts &fonts) {
  static const HelpRow rows[] = {
      {N_("Left click"), N_("select a ship (its card opens on the right)")},
      {N_("Drag own ship"), N_("move it forward, no need to select it first; red: the rules refuse it")},
      {N_("Drag gold handle"), N_("pivot about the stern, 0–90°, costs 1 UD (Shift: 1° steps)")},
      {"W / Q / E", N_("forward 1 UD / pivot 15° to port / to starboard (Shift: 45°)")},
      {N_("Point at enemy"), N_("fire phase: range, hit band, line of fire and odds")},
      {N_("Click enemy"), N_("fire phase: asks first; Enter or a second click fires (the program rolls)")},
      {"T", N_("torpedo boats: switch between torpedoes and guns")},
      {N_("Enter"), N_("end the phase")},
      {"Ctrl+Z", N_("undo the last action (dice already seen: asks both players first)")},
      {N_("Hold M + drag"), N_("measure; start and end on ships for base-to-base range")},
      {"R / A / L", N_("range rings / reach area / names on or off")},
      {"G", N_("the legend: what each symbol of the table means")},
      {N_("Tab"), N_("select the next ship of the side to play")},
      {N_("Right or middle drag, arrows"), N_("pan")},
      {N_("Wheel, + / -"), N_("zoom about the cursor")},
      {N_("Home"), N_("fit the whole table")},
      {"Ctrl+S / Ctrl+O", N_("save / load the game record")},
      {"F12", N_("save a screenshot at once (named after the scenario and the time)")},
      {N_("Escape"), N_("close the View menu or this help, cancel a drag or measure, then deselect")},
      {"F1", N_("this help")},
  };
  static const char *const notes[] = {
      N_("Dice beside each ship: movement (green), combat (amber), structure (ivory)."),
      N_("Where ships crowd at this zoom their dice give way: the ship's card shows the values."),
      N_("Rings: maximum range and the 6 / 5+ / 4+ hit bands; dotted cyan: torpedoes 1 and 2 UD."),
  };
  helpOverlay(help_, window_, tr("Haute Mer — the battle table"), rows, notes, fonts.medium);
}

void HauteMerView::guiVictory(const GuiFonts &fonts) {
  const hm::State &st = match_->state();
  if (!st.over) return;
  const hm::Scenario &sc = match_->rules();
  const sf::FloatRect &vp = camera_.viewport();
  const ImVec4 col = st.winner ? toImVec4(TableScene::sideColor(*st.winner)) : ImVec4(0.85f, 0.85f, 0.85f, 1);
  const std::string head =
      st.winner ? fill(tr("{side} wins!"), {{"side", sc.sides[*st.winner]}}) : std::string(tr("A draw"));
  beginBanner("##victory", {vp.left + vp.width / 2, vp.top + vp.height * 0.3f}, {0.5f, 0.5f}, col, head,
              fonts.big);
  std::string why;
  for (auto it = match_->log().rbegin(); it != match_->log().rend(); ++it)
    if (!it->clauses.empty() && it->clauses.front().rfind("HM-WIN", 0) == 0) {
      why = it->text + "  [" + clauseList(it->clauses) + "]";
      break;
    }
  if (!why.empty()) ImGui::TextUnformatted(why.c_str());
  ImGui::TextColored(
      kDim, "%s",
      fill(trn("Turn {turn} · {n} action · Save keeps the record",
               "Turn {turn} · {n} actions · Save keeps the record",
               static_cast<long>(match_->actions().size())),
           {{"turn", std::to_string(st.turn)}, {"n", std::to_string(match_->actions().size())}})
          .c_str());
  endBanner();
}

void HauteMerView::guiHint() {
  const hm::State &st = match_->state();
  const hm::Scenario &sc = match_->rules();
  std::string hint;
  if (st.over)
    hint = tr("The battle is over.");
  else if (measuring())
    hint = tr("Measuring: drag between two points — start and end on ships for base-to-base range.");
  else if (const auto playing = computers_.playingLine(match_->toMove()))
    hint = *playing; // no instructions to the computer's seat
  else if (st.pending)
    hint =
        fill(tr("{side} spreads the damage on {ship}."), {{"side", sc.sides[sc.ships[st.pending->ship].side]},
                                                          {"ship", sc.ships[st.pending->ship].name}});
  else if (canMove(selected_))
    hint =
        tr("Drag the ship forward · drag the gold handle to pivot about the stern · Enter ends the movement "
           "phase.");
  else if (canFire(selected_))
    hint = tr("Point at an enemy to see range and odds · click it to fire · Enter ends the fire phase.");
  else if (st.phase == hm::Phase::Movement)
    hint =
        fill(tr("{side} moves: click one of your ships (Tab cycles them)."), {{"side", sc.sides[st.side]}});
  else
    hint = fill(tr("{side} fires: select one of your ships, then point at an enemy."),
                {{"side", sc.sides[st.side]}});
  const sf::FloatRect &vp = camera_.viewport();
  ImGui::SetNextWindowPos({vp.left + vp.width - 12, vp.top + 10}, ImGuiCond_Always, {1, 0});
  ImGui::SetNextWindowBgAlpha(0.72f);
  ImGui::Begin("##hint", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoInputs |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                   ImGuiWindowFlags_NoNav);
  // Within the table: a long hint wraps instead of running off its left edge.
  const float wrap = std::max(200.f, vp.width - 40);
  if (ImGui::CalcTextSize(hint.c_str()).x > wrap)
    ImGui::PushTextWrapPos(wrap);
  else
    ImGui::PushTextWrapPos(-1.f);
  ImGui::TextUnformatted(hint.c_str());
  ImGui::PopTextWrapPos();
  bar_.noteWindow("hint");
  ImGui::End();
}

} // namespace amiraute::ui
