#include "games/escadrilles/screen/Board.h"

#include "core/I18n.h"
#include "ui/Boards.h"
#include "ui/HexWidgets.h"
#include "ui/Panels.h"

#include <imgui.h>

#include <algorithm>
#include <array>

namespace amiraute::escadrilles {

using core::fill;
using core::Hex;
using core::tr;
using core::trn;

namespace {

bool startsWith(const std::vector<int> &v, const std::vector<int> &prefix) {
  return v.size() >= prefix.size() && std::equal(prefix.begin(), prefix.end(), v.begin());
}

/// What a loss does, for people.
const char *outcomeText(Outcome o) {
  switch (o) {
  case Outcome::Dark: return N_("crashes into a dark hex");
  case Outcome::Climb: return N_("crashes: too few points to climb");
  case Outcome::Collision: return N_("collides: both planes crash");
  case Outcome::TurnLimit: return N_("crashes: no way on within its turns");
  case Outcome::OffMap: return N_("leaves the map and the game");
  case Outcome::Safe: break;
  }
  return N_("flies on");
}

std::string levelText(Terrain t) {
  return t == Terrain::Dark ? std::string(tr("closed to planes"))
                            : fill(tr("altitude {n}"), {{"n", std::to_string(level(t))}});
}

std::string terrainText(Terrain t) {
  switch (t) {
  case Terrain::Sea: return tr("sea");
  case Terrain::Plain: return tr("plain");
  case Terrain::Plateau: return tr("plateau");
  case Terrain::Dark: return tr("dark");
  }
  return {};
}

const char *turnName(int delta) {
  switch (delta) {
  case -2: return N_("« 120° left");
  case -1: return N_("← Left");
  case 0: return N_("↑ Straight");
  case 1: return N_("Right →");
  case 2: return N_("120° right »");
  }
  return "";
}

} // namespace

Board::Board(ui::TypedSession<Game> &session) : HexBoard(session) {}

bool Board::mySpeeds() const {
  return shown().phase == Phase::Speeds && host().personAt(seat()) && toMove() == seat();
}

bool Board::myMovement() const {
  return shown().phase == Phase::Movement && host().personAt(seat()) && shown().moving == seat();
}

std::string Board::curtainActivity() const {
  return shown().phase == Phase::Speeds ? tr("{seat} sets the speeds in secret") : tr("{seat} flies");
}

void Board::onChanged() {
  steps_.clear();
  risk_.reset();
  facing_choice_.clear();
  plan_ = FlightPlan::of(rules(), shown(), myMovement() ? shown().nextToMove() : -1);
  trapped_.clear();
  if (plan_.plane >= 0)
    for (const Flight &f : plan_.safe)
      trapped_.push_back(trappedFrom(rules(), shown(), plan_.plane, f.end, f.facing,
                                     shown().planes[static_cast<std::size_t>(plan_.plane)].speed));
  sheet_.clear();
  if (mySpeeds())
    for (std::size_t i = 0; i < shown().planes.size(); ++i) {
      const Plane &p = shown().planes[i];
      if (p.side != seat() || !p.alive() || p.speed != 0) continue;
      const SpeedRange r = speedRange(rules(), p);
      sheet_.emplace_back(static_cast<int>(i), std::clamp(p.last, r.low, r.high));
    }
}

std::vector<Hex> Board::trapEnds() const {
  std::vector<Hex> out, safe;
  for (std::size_t k = 0; k < plan_.safe.size() && k < trapped_.size(); ++k) {
    const Flight &f = plan_.safe[k];
    if (!startsWith(f.directions, steps_)) continue;
    std::vector<Hex> &list = trapped_[k] ? out : safe;
    if (std::find(list.begin(), list.end(), f.end) == list.end()) list.push_back(f.end);
  }
  std::erase_if(out, [&](Hex h) { return std::find(safe.begin(), safe.end(), h) != safe.end(); });
  return out;
}

bool Board::secretsNow() const {
  // Speeds are secret only while they are being set: a squadron's speeds are shown to everybody
  // once its movement starts, and the other's stay hidden in what the screen shows (ES-SPEED-3).
  return shown().phase == Phase::Speeds;
}

bool Board::escape() {
  const bool any = !steps_.empty() || risk_ || !facing_choice_.empty();
  steps_.clear();
  risk_.reset();
  facing_choice_.clear();
  return any;
}

std::vector<std::pair<int, int>> Board::pendingSpeeds() const {
  std::vector<std::pair<int, int>> out;
  for (const auto &[i, s] : sheet_)
    out.emplace_back(shown().planes[static_cast<std::size_t>(i)].number, s);
  return out;
}

bool Board::chooseSpeed(int number, int speed) {
  for (auto &[i, s] : sheet_) {
    const Plane &p = shown().planes[static_cast<std::size_t>(i)];
    if (p.number != number) continue;
    if (!speedRange(rules(), p).contains(speed)) {
      fail(fill(tr("plane {n} may fly at {low} to {high} this turn (ES-SPEED-1)"),
                {{"n", std::to_string(number)},
                 {"low", std::to_string(speedRange(rules(), p).low)},
                 {"high", std::to_string(speedRange(rules(), p).high)}}));
      return false;
    }
    s = speed;
    return true;
  }
  return false;
}

bool Board::confirmSpeeds() {
  if (!mySpeeds() || sheet_.empty()) return false;
  return submit(SetSpeeds{seat(), pendingSpeeds()});
}

int Board::headFacing() const {
  if (!steps_.empty()) return steps_.back();
  return plan_.plane >= 0 ? shown().planes[static_cast<std::size_t>(plan_.plane)].facing : 1;
}

Hex Board::headHex() const {
  Hex h = plan_.plane >= 0 ? shown().planes[static_cast<std::size_t>(plan_.plane)].hex : Hex{};
  for (int d : steps_)
    h = core::step(h, d);
  return h;
}

bool Board::fly(const std::vector<int> &directions) {
  if (plan_.plane < 0) return false;
  const Plane &p = shown().planes[static_cast<std::size_t>(plan_.plane)];
  return submit(Move{p.side, p.number, directions});
}

void Board::addStep(int direction) {
  facing_choice_.clear();
  std::vector<int> next = steps_;
  next.push_back(direction);
  const std::vector<int> safe = plan_.safeSteps(steps_);
  if (std::find(safe.begin(), safe.end(), direction) != safe.end()) {
    risk_.reset();
    steps_ = next;
    if (plan_.complete(steps_)) fly(steps_); // every point spent: the move is made
    return;
  }
  for (const Flight *f : plan_.riskSteps(steps_))
    if (f->directions.back() == direction) {
      risk_ = *f; // a loss: asked first
      return;
    }
  const std::vector<int> doomed = plan_.lossSteps(steps_);
  if (safe.empty() && std::find(doomed.begin(), doomed.end(), direction) != doomed.end()) {
    risk_.reset();
    steps_ = next; // no safe way on: the player picks where the plane is lost
    return;
  }
  const Flown why = escadrilles::fly(rules(), shown(), plan_.plane, next);
  fail(why.refusal
           ? why.refusal->text()
           : std::string(tr("no way to finish the move from there within the turn limit (ES-CRASH-4)")));
}

bool Board::stepTurn(int delta) {
  if (plan_.plane < 0) return false;
  const std::size_t before = session().actions().size();
  const std::size_t len = steps_.size();
  addStep(core::turnFacing(headFacing(), delta));
  return steps_.size() > len || session().actions().size() > before || risk_.has_value();
}

void Board::stepBack() {
  risk_.reset();
  facing_choice_.clear();
  if (!steps_.empty()) steps_.pop_back();
}

bool Board::confirmRisk() {
  if (!risk_) return false;
  const std::vector<int> path = risk_->directions;
  return fly(path);
}

bool Board::endMovement() { return submit(EndMovement{}); }

void Board::onHexClick(std::optional<Hex> hex) {
  if (!hex || !myMovement() || plan_.plane < 0) return;
  const Hex head = headHex();
  if (*hex == head) return;
  const int own = shown().planeAt(*hex);
  if (own >= 0 && own != plan_.plane && shown().planes[static_cast<std::size_t>(own)].side == seat() &&
      steps_.empty()) {
    const Plane &next = shown().planes[static_cast<std::size_t>(plan_.plane)];
    fail(fill(tr("planes fly in number order: plane {n} first (ES-TURN-2)"),
              {{"n", std::to_string(next.number)}}));
    return;
  }
  if (core::adjacent(head, *hex)) {
    const int d = core::facingTo(head, *hex);
    // An adjacent hex that is also an end reached another way: the step, when it is one.
    const std::vector<int> safe = plan_.safeSteps(steps_);
    const std::vector<const Flight *> risks = plan_.riskSteps(steps_);
    const bool risky =
        std::any_of(risks.begin(), risks.end(), [&](const Flight *f) { return f->directions.back() == d; });
    const std::vector<int> doomed = plan_.lossSteps(steps_);
    const bool toward_loss = safe.empty() && std::find(doomed.begin(), doomed.end(), d) != doomed.end();
    if (std::find(safe.begin(), safe.end(), d) != safe.end() || risky || toward_loss ||
        plan_.endsOn(steps_, *hex).empty()) {
      addStep(d);
      return;
    }
  }
  const std::vector<const Flight *> ends = plan_.endsOn(steps_, *hex);
  if (ends.size() == 1) {
    fly(ends.front()->directions);
  } else if (ends.size() > 1) {
    facing_choice_ = ends; // the panel asks which way it should face
    risk_.reset();
  } else {
    fail(fill(tr("{hex} is not an end of this plane's move from here; the green hexes are (ES-MOVE-1)"),
              {{"hex", core::formatHex(*hex)}}));
  }
}

bool Board::key(const sf::Event::KeyEvent &key) {
  if (!myMovement() || plan_.plane < 0) return false;
  switch (key.code) {
  case sf::Keyboard::Q: stepTurn(-1); return true;
  case sf::Keyboard::W: stepTurn(0); return true;
  case sf::Keyboard::E: stepTurn(1); return true;
  case sf::Keyboard::BackSpace: stepBack(); return true;
  default: return false;
  }
}

draw::HexSceneInput Board::hexScene(bool still) const {
  Marks m;
  if (still) return mapScene(rules(), shown(), m);
  m.hovered = hovered();
  m.pulse = pulse();
  if (shown().phase == Phase::Movement) {
    m.targets.clear();
    for (const Shot &s : shotsOf(rules(), shown(), shown().moving))
      m.targets.push_back(s.target);
  }
  if (myMovement() && plan_.plane >= 0) {
    const Plane &p = shown().planes[static_cast<std::size_t>(plan_.plane)];
    m.plane = plan_.plane;
    Hex h = p.hex;
    for (int d : steps_)
      m.path.push_back(h = core::step(h, d));
    // Where it may end (green), its next steps (yellow, with the points left), the losses next.
    const std::vector<Hex> traps = trapEnds();
    for (const Flight &f : plan_.safe)
      if (startsWith(f.directions, steps_) &&
          std::none_of(m.reach.begin(), m.reach.end(),
                       [&](const draw::ReachMark &r) { return r.hex == f.end; }))
        m.reach.push_back({f.end, draw::ReachMark::Kind::End, "",
                           std::find(traps.begin(), traps.end(), f.end) != traps.end() ? "!" : ""});
    for (int d : plan_.safeSteps(steps_)) {
      const Hex next = core::step(h, d);
      std::vector<int> dirs = steps_;
      dirs.push_back(d);
      const Flown f = escadrilles::fly(rules(), shown(), plan_.plane, dirs);
      // The points left once there; a tick where the move would be complete.
      m.reach.push_back({next, draw::ReachMark::Kind::Step, f.refusal ? std::to_string(f.flight.left) : "✓"});
    }
    if (plan_.safeSteps(steps_).empty())
      for (int d : plan_.lossSteps(steps_))
        m.reach.push_back({core::step(h, d), draw::ReachMark::Kind::Step, "!"});
    // Crash risks: every hex of the map where a path from here would lose the plane, unless it is
    // also a safe end or the next step (another path there is safe).
    for (const Flight &f : plan_.losses)
      if (f.outcome != Outcome::OffMap && f.directions.size() > steps_.size() &&
          std::equal(steps_.begin(), steps_.end(), f.directions.begin()) &&
          std::none_of(m.reach.begin(), m.reach.end(),
                       [&](const draw::ReachMark &r) { return r.hex == f.end; }))
        m.reach.push_back({f.end, draw::ReachMark::Kind::Risk});
    // The pointed end (or the loss waiting for confirmation): its path, ghost and line of fire.
    const Flight *pointed_end = nullptr;
    if (risk_) {
      pointed_end = &*risk_;
    } else if (!facing_choice_.empty()) {
      pointed_end = facing_choice_.front();
    } else if (hovered()) {
      const auto ends = plan_.endsOn(steps_, *hovered());
      if (!ends.empty()) pointed_end = ends.front();
    }
    if (pointed_end) {
      m.preview.assign(pointed_end->path.begin() +
                           static_cast<std::ptrdiff_t>(std::min(steps_.size(), pointed_end->path.size())),
                       pointed_end->path.end());
      if (pointed_end->outcome == Outcome::Safe) {
        m.ghost = core::HexPose{pointed_end->end, pointed_end->facing};
        const FireLine line =
            lineOfFireFrom(rules(), shown(), plan_.plane, pointed_end->end, pointed_end->facing);
        m.ghost_fire = line.hexes;
        m.ghost_armed = !line.targets.empty();
      }
    }
    m.ready = true;
  }
  return mapScene(rules(), shown(), m);
}

// ---- the panels ------------------------------------------------------------------------------------

void Board::status(const ui::GuiFonts &) {
  const State &st = shown();
  turnStatus(st.turn);
  if (st.phase == Phase::Over) {
    ImGui::TextColored(ui::palette::kGold, "%s", tr("Game over"));
  } else if (st.phase == Phase::Speeds) {
    const int side = toMove();
    ImGui::TextColored(ui::toImVec4(draw::sideLook(palette(rules(), side)).text), "%s",
                       fill(tr("{side} sets speeds"), {{"side", sideName(side)}}).c_str());
  } else {
    ImGui::TextColored(ui::toImVec4(draw::sideLook(palette(rules(), st.moving)).text), "%s",
                       fill(tr("{side} flies"), {{"side", sideName(st.moving)}}).c_str());
  }
}

std::optional<ui::EndButton> Board::endButton() const {
  if (mySpeeds())
    return ui::EndButton{tr("Confirm speeds  ▸"), !sheet_.empty(),
                         tr("Set these speeds in secret (Enter) — ES-SPEED-2")};
  if (!myMovement()) return std::nullopt;
  const int next = shown().nextToMove();
  ui::EndButton b{tr("Fire and end movement  ▸"), next < 0, ""};
  b.tooltip = next < 0 ? std::string(tr("Every plane has flown: resolve the shooting (Enter) — ES-FIRE-1"))
                       : fill(tr("Plane {n} has not flown yet (ES-TURN-2)"),
                              {{"n", std::to_string(shown().planes[static_cast<std::size_t>(next)].number)}});
  return b;
}

void Board::onEndButton() {
  if (mySpeeds())
    confirmSpeeds();
  else if (myMovement())
    endMovement();
}

void Board::squadrons() {
  if (!ImGui::BeginTable("##squadrons", 2, ImGuiTableFlags_SizingStretchSame)) return;
  for (int s = 0; s < 2; ++s) {
    ImGui::TableNextColumn();
    ImGui::TextColored(ui::toImVec4(draw::sideLook(palette(rules(), s)).text), "%s%s", sideName(s).c_str(),
                       s == seat() && host().personAt(s) ? tr("  (you)") : "");
    ImGui::TextColored(ui::palette::kDim, "%s",
                       fill(tr("{n} flying · {k} shot down"), {{"n", std::to_string(shown().alive(s))},
                                                               {"k", std::to_string(shown().shotDownBy(s))}})
                           .c_str());
  }
  ImGui::EndTable();
}

void Board::speedSheet(bool editable) {
  const float cell = std::max(26.f, ImGui::GetFrameHeight() + 2);
  if (editable) {
    // The speed sheet of the seat at the screen: a row per plane, a column per speed; the speeds
    // it may not take this turn are greyed out, the one chosen is lit.
    if (!ImGui::BeginTable("##sheet", 7, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) return;
    ImGui::TableSetupColumn("#", ImGuiTableColumnFlags_WidthFixed, cell + 6);
    for (int v = kMinSpeed; v <= kMaxSpeed; ++v)
      ImGui::TableSetupColumn(std::to_string(v).c_str(), ImGuiTableColumnFlags_WidthFixed, cell);
    ImGui::TableSetupColumn(tr("last"), ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < shown().planes.size(); ++i) {
      const Plane &p = shown().planes[i];
      if (p.side != seat() || !p.alive()) continue;
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ui::counterIcon(palette(rules(), p.side), std::to_string(p.number), p.facing,
                      std::max(11.f, cell * 0.4f));
      const SpeedRange range = speedRange(rules(), p);
      auto pending = std::find_if(sheet_.begin(), sheet_.end(),
                                  [&](const auto &e) { return e.first == static_cast<int>(i); });
      const int chosen = pending != sheet_.end() ? pending->second : p.speed;
      for (int v = kMinSpeed; v <= kMaxSpeed; ++v) {
        ImGui::TableNextColumn();
        const std::string label = std::to_string(v) + "##" + std::to_string(p.number);
        const bool lit = chosen == v;
        ImGui::BeginDisabled(pending == sheet_.end() || !range.contains(v));
        if (lit) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.62f, 0.12f, 1));
        if (ImGui::Button(label.c_str(), {cell, 0})) chooseSpeed(p.number, v);
        if (lit) ImGui::PopStyleColor();
        ImGui::EndDisabled();
      }
      ImGui::TableNextColumn();
      ImGui::TextColored(ui::palette::kDim, "%s", p.last > 0 ? std::to_string(p.last).c_str() : "—");
    }
    ImGui::EndTable();
    return;
  }
  // Both squadrons side by side: this turn's speed (secret ones as "?") and whether it has flown.
  if (!ImGui::BeginTable("##sheets", 4, ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_RowBg)) return;
  for (int s = 0; s < 2; ++s) {
    ImGui::TableSetupColumn(sideName(s).c_str(), ImGuiTableColumnFlags_WidthFixed, cell * 2.2f);
    ImGui::TableSetupColumn((std::string("##state") + std::to_string(s)).c_str(),
                            ImGuiTableColumnFlags_WidthStretch, 1.0f); // even halves, however long
  }
  ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
  for (int s = 0; s < 2; ++s) {
    ImGui::TableNextColumn();
    ImGui::TextColored(ui::toImVec4(draw::sideLook(palette(rules(), s)).text), "%s", sideName(s).c_str());
    ImGui::TableNextColumn();
    ImGui::TextColored(ui::palette::kDim, "%s", tr("speed"));
  }
  std::array<std::vector<const Plane *>, 2> by_side;
  for (const Plane &p : shown().planes)
    by_side[static_cast<std::size_t>(p.side)].push_back(&p);
  const std::size_t rows = std::max(by_side[0].size(), by_side[1].size());
  for (std::size_t r = 0; r < rows; ++r) {
    ImGui::TableNextRow();
    for (int s = 0; s < 2; ++s) {
      ImGui::TableNextColumn();
      if (r >= by_side[static_cast<std::size_t>(s)].size()) {
        ImGui::TableNextColumn();
        continue;
      }
      const Plane &p = *by_side[static_cast<std::size_t>(s)][r];
      ui::counterIcon(palette(rules(), s), std::to_string(p.number), p.alive() ? p.facing : 0,
                      std::max(10.f, cell * 0.36f));
      ImGui::SameLine();
      const std::string speed = !p.alive()                ? std::string()
                                : p.speed == kHiddenSpeed ? std::string("?")
                                : p.speed == 0            ? std::string("—")
                                                          : std::to_string(p.speed);
      ImGui::TextColored(ui::palette::kGold, "%s", speed.c_str());
      ImGui::TableNextColumn();
      if (!p.alive())
        ImGui::TextColored(ui::palette::kRed, "%s", tr(fateText(p.fate)));
      else if (p.speed == kHiddenSpeed)
        ImGui::TextColored(ui::palette::kDim, "%s", tr("secret"));
      else if (shown().phase == Phase::Movement && p.side == shown().moving)
        ImGui::TextColored(p.moved ? ui::palette::kDim : ui::palette::kGreen, "%s",
                           p.moved ? tr("flown") : tr("to fly"));
    }
  }
  ImGui::EndTable();
}

void Board::flight(const ui::GuiFonts &fonts) {
  const Plane &p = shown().planes[static_cast<std::size_t>(plan_.plane)];
  ui::counterIcon(palette(rules(), p.side), std::to_string(p.number), p.facing, 15);
  ImGui::SameLine(0, 10);
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  ImGui::TextUnformatted(fill(tr("Plane {n} flies at speed {speed}"),
                              {{"n", std::to_string(p.number)}, {"speed", std::to_string(p.speed)}})
                             .c_str());
  if (fonts.medium) ImGui::PopFont();
  const Flown now = escadrilles::fly(rules(), shown(), plan_.plane, steps_);
  const int left = steps_.empty() ? p.speed : now.flight.left;
  const int turns_left = turnAllowance(p.speed) - (steps_.empty() ? 0 : now.flight.turns);
  ImGui::TextUnformatted(fill(tr("Points left {points} · turns left {turns} · heading {facing}"),
                              {{"points", std::to_string(left)},
                               {"turns", std::to_string(turns_left)},
                               {"facing", draw::facingLetters(headFacing())}})
                             .c_str());
  ImGui::TextColored(
      ui::palette::kDim, "%s",
      tr("Click the hexes of its path one by one, or click a green hex to fly a whole path there. "
         "Climbing costs 1 more per level, diving gives 1 back (ES-MOVE-2)."));
  if (plan_.safe.empty())
    ImGui::TextColored(ui::palette::kRed, "%s",
                       tr("No safe way to finish this move: every path loses the plane (ES-CRASH-4)."));

  // The legal steps from here, as buttons.
  const std::vector<int> safe = plan_.safeSteps(steps_);
  const auto risks = plan_.riskSteps(steps_);
  const int largest = largestTurn(p.speed);
  const std::vector<int> doomed = plan_.lossSteps(steps_);
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float avail = ImGui::GetContentRegionAvail().x;
  auto turnButton = [&](int delta, float width) {
    const int d = core::turnFacing(headFacing(), delta);
    const bool ok = std::find(safe.begin(), safe.end(), d) != safe.end();
    const bool risky =
        std::any_of(risks.begin(), risks.end(), [&](const Flight *f) { return f->directions.back() == d; });
    const bool toward_loss = safe.empty() && std::find(doomed.begin(), doomed.end(), d) != doomed.end();
    ImGui::BeginDisabled(!ok && !risky && !toward_loss);
    if (risky && !ok) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.55f, 0.16f, 0.14f, 1));
    const std::string label = std::string(tr(turnName(delta))) + "##turn" + std::to_string(delta);
    const bool clicked = ImGui::Button(label.c_str(), {width, 0});
    host().note(label);
    if (clicked) stepTurn(delta);
    if (risky && !ok) ImGui::PopStyleColor();
    ImGui::EndDisabled();
  };
  // Buttons of even width, as many to a line as their longest label allows (French ones are long).
  auto row = [&](std::initializer_list<int> deltas) {
    float widest = 0;
    for (const int d : deltas)
      widest =
          std::max(widest, ImGui::CalcTextSize(tr(turnName(d))).x + ImGui::GetStyle().FramePadding.x * 2);
    const int n = static_cast<int>(deltas.size());
    const int per_line = std::clamp(static_cast<int>((avail + gap) / (widest + gap)), 1, n);
    int k = 0;
    for (const int d : deltas) {
      // The last line's buttons share its whole width too (no lone half-width button).
      const int in_line = std::min(per_line, n - k / per_line * per_line);
      if (k++ % per_line != 0) ImGui::SameLine();
      turnButton(d, (avail - static_cast<float>(in_line - 1) * gap) / static_cast<float>(in_line));
    }
  };
  row({-1, 0, 1});
  if (largest >= 2) row({-2, 2}); // speed 2 may turn 120° at once
  ImGui::BeginDisabled(steps_.empty());
  if (ImGui::Button(tr("Back one hex"))) stepBack();
  host().note(tr("Back one hex"));
  const char *clear = tr("Clear path");
  ui::sameLineIfFits(ui::buttonWidth(clear));
  if (ImGui::Button(clear)) escape();
  host().note(clear);
  ImGui::EndDisabled();

  if (risk_) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(ui::palette::kRed, "%s", lossText(rules(), shown(), *risk_).c_str());
    ImGui::PopTextWrapPos();
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.62f, 0.20f, 0.16f, 1));
    const bool go = ImGui::Button(tr("Fly there anyway"));
    host().note(tr("Fly there anyway"));
    ImGui::PopStyleColor();
    ui::sameLineIfFits(ui::buttonWidth(tr("Cancel")));
    const bool cancel = ImGui::Button(tr("Cancel"));
    host().note(tr("Cancel"));
    if (go)
      confirmRisk();
    else if (cancel)
      risk_.reset();
  }
  if (!facing_choice_.empty()) {
    ImGui::TextUnformatted(fill(tr("It can end on {hex} facing several ways:"),
                                {{"hex", core::formatHex(facing_choice_.front()->end)}})
                               .c_str());
    const std::vector<const Flight *> choice = facing_choice_;
    for (std::size_t k = 0; k < choice.size(); ++k) {
      const std::string label =
          fill(tr("facing {facing}"), {{"facing", draw::facingLetters(choice[k]->facing)}}) + "##face" +
          std::to_string(choice[k]->facing);
      if (k > 0) ui::sameLineIfFits(ui::buttonWidth(label.c_str())); // never past the panel's edge
      const bool chosen = ImGui::Button(label.c_str());
      host().note(label);
      if (chosen) {
        fly(choice[k]->directions);
        break;
      }
    }
  }
}

void Board::panel(const ui::GuiFonts &fonts) {
  const State &st = shown();
  squadrons();
  ImGui::Separator();
  if (st.phase == Phase::Over) {
    heading(fonts, tr("Game over"));
    ImGui::TextUnformatted(tr("No more actions are accepted (ES-GAME-1). Undo takes back the last one."));
  } else if (st.phase == Phase::Speeds) {
    heading(fonts, tr("Secret speeds"));
    if (mySpeeds()) {
      ImGui::TextUnformatted(
          tr("Choose each plane's speed for this turn: the speed it flew last, or one more or "
             "less (2 to 6). The other squadron never sees them before your movement (ES-SPEED-1, "
             "ES-SPEED-3)."));
      speedSheet(true);
      ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.16f, 0.45f, 0.30f, 1));
      const bool confirm = ImGui::Button(tr("Confirm speeds"), {-1, 0});
      host().note(tr("Confirm speeds"));
      ImGui::PopStyleColor();
      if (confirm) confirmSpeeds();
    } else {
      ImGui::TextUnformatted(
          host()
              .computerToMove()
              .value_or(fill(tr("{side} sets its speeds."), {{"side", sideName(toMove())}}))
              .c_str());
    }
  } else {
    heading(fonts, fill(tr("{side} flies"), {{"side", sideName(st.moving)}}));
    if (myMovement() && plan_.plane >= 0) {
      flight(fonts);
    } else if (myMovement()) {
      const auto shots = shotsOf(rules(), st, st.moving);
      ImGui::TextUnformatted(
          tr("Every plane has flown. End the movement: each plane shoots down an enemy 1 or 2 "
             "hexes straight ahead (ES-FIRE-1)."));
      if (shots.empty()) ImGui::TextColored(ui::palette::kDim, "%s", tr("No enemy is in a line of fire."));
      for (const Shot &s : shots)
        ImGui::TextColored(
            ui::palette::kRed, "%s",
            fill(tr("{target} will be shot down"),
                 {{"target", planeName(rules(), st.planes[static_cast<std::size_t>(s.target)])}})
                .c_str());
    } else {
      ImGui::TextUnformatted(
          host()
              .computerToMove()
              .value_or(fill(tr("{side} flies its planes."), {{"side", sideName(st.moving)}}))
              .c_str());
    }
  }
  ImGui::Spacing();
  const bool editing = mySpeeds();
  // Open at first where it leaves room for the sections under it and the log; a click opens it.
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float sheet = static_cast<float>(st.planes.size() / 2 + 2) * line * 1.45f;
  ImGui::SetNextItemOpen(ImGui::GetContentRegionAvail().y > sheet + line * 8, ImGuiCond_Once);
  if (!editing && ImGui::CollapsingHeader(tr("Speed sheet"))) speedSheet(false);
}

std::vector<ui::LegendEntry> Board::legend() const {
  std::vector<ui::LegendEntry> out;
  out.push_back({cellLook(Terrain::Sea), tr("sea · altitude 0"), tr("the lowest level")});
  out.push_back({cellLook(Terrain::Plain), tr("plain · altitude 1"),
                 tr("climbing a level costs 1 point more; going down gives 1 back (ES-MOVE-2)")});
  out.push_back({cellLook(Terrain::Plateau), tr("plateau · altitude 2"),
                 tr("climbing a level costs 1 point more; going down gives 1 back (ES-MOVE-2)")});
  out.push_back({cellLook(Terrain::Dark), tr("dark: a crash"), tr("no plane may enter it (ES-CRASH-1)")});
  for (int side = 0; side < 2; ++side)
    out.push_back({cellLook(Terrain::Sea), fill(tr("{side}'s planes"), {{"side", sideName(side)}}),
                   tr("its number; the arrow: its heading; ▲ and a number: its altitude"), false,
                   ui::counterSymbol(palette(rules(), side), "1", 3)});
  draw::HexCellLook fire;
  fire.fill = {90, 90, 100};
  out.push_back({fire, tr("dashes: line of fire, 2 hexes ahead; red: a target in it"), "", true});
  draw::HexCellLook end = fire;
  end.fill = {100, 200, 120};
  out.push_back({end, tr("green: the plane may end there; yellow: next step; red ✕: a crash"),
                 tr("! on a green hex: from there no way is safe next turn (ES-CRASH-4)"), true});
  return out;
}

void Board::hexTooltip(Hex hex) {
  const Rules &rules = this->rules();
  const Terrain t = rules.terrainAt(hex);
  ImGui::Text("%s · %s", terrainText(t).c_str(), levelText(t).c_str());
  const int i = shown().planeAt(hex);
  if (i >= 0) {
    const Plane &p = shown().planes[static_cast<std::size_t>(i)];
    const std::string speed = p.speed == kHiddenSpeed ? std::string(tr("secret"))
                              : p.speed == 0          ? std::string("—")
                                                      : std::to_string(p.speed);
    ImGui::TextColored(
        ui::toImVec4(draw::sideLook(palette(rules, p.side)).text), "%s",
        fill(tr("{plane} · facing {facing} · speed {speed}"),
             {{"plane", planeName(rules, p)}, {"facing", draw::facingLetters(p.facing)}, {"speed", speed}})
            .c_str());
    const FireLine line = lineOfFire(rules, shown(), i);
    for (int target : line.targets)
      ImGui::TextColored(ui::palette::kRed, "%s",
                         fill(tr("in its line of fire: {plane}"),
                              {{"plane", planeName(rules, shown().planes[static_cast<std::size_t>(target)])}})
                             .c_str());
  }
  if (myMovement() && plan_.plane >= 0) {
    for (const Flight *f : plan_.endsOn(steps_, hex)) {
      ImGui::TextColored(
          ui::palette::kGreen, "%s",
          fill(trn("ends here facing {facing}, {points} point spent",
                   "ends here facing {facing}, {points} points spent", f->points),
               {{"facing", draw::facingLetters(f->facing)}, {"points", std::to_string(f->points)}})
              .c_str());
      const auto k = static_cast<std::size_t>(f - plan_.safe.data());
      if (k < trapped_.size() && trapped_[k])
        ImGui::TextColored(ui::palette::kRed, "%s",
                           tr("! a trap: from there no way next turn is safe (ES-CRASH-4)"));
    }
    std::vector<Outcome> said; // one line per way of being lost here
    for (const Flight &f : plan_.losses)
      if (f.end == hex && f.outcome != Outcome::OffMap && startsWith(f.directions, steps_) &&
          std::find(said.begin(), said.end(), f.outcome) == said.end()) {
        said.push_back(f.outcome);
        ImGui::TextColored(ui::palette::kRed, "%s",
                           fill(tr("a path entering it: the plane {what} ({clause})"),
                                {{"what", tr(outcomeText(f.outcome))}, {"clause", outcomeClause(f.outcome)}})
                               .c_str());
      }
  }
}

std::optional<ui::BannerText> Board::banner() const {
  const State &st = shown();
  if (st.phase != Phase::Over) return std::nullopt;
  ui::BannerText b = winnerBanner(st.winner);
  b.lines.push_back(
      fill(tr("{how} · planes left: {a} {na}, {b} {nb}"), {{"how", tr(victoryText(st.victory))},
                                                           {"a", sideName(0)},
                                                           {"na", std::to_string(st.alive(0))},
                                                           {"b", sideName(1)},
                                                           {"nb", std::to_string(st.alive(1))}}));
  addLastRuling(b, "ES-WIN", true);
  return b;
}

std::string Board::helpHeading() const { return tr("Escadrilles — the hex sky"); }

std::vector<ui::HelpLine> Board::helpLines() const {
  return {
      {tr("Speed sheet buttons"), tr("speeds phase: choose each plane's speed, then Confirm speeds (Enter)")},
      {tr("Click the next hex"), tr("movement: the plane enters it (yellow hexes, the points left in them)")},
      {tr("Click a green hex"), tr("movement: fly a whole path that ends there")},
      {tr("Q / W / E"), tr("turn left / fly straight / turn right for the next hex")},
      {tr("Backspace"), tr("take back the last hex of the path being built")},
      {tr("Escape"), tr("close this help, else clear the path being built")},
      {tr("Enter"), tr("confirm the speeds, or fire and end the movement")},
      {tr("Point at a hex"), tr("its terrain and altitude, the plane on it, where a path ends")},
  };
}

std::vector<std::string> Board::helpNotes() const {
  return {tr("▲ by a plane is its altitude: the level of its hex. The dashes ahead of each plane are its "
             "line of fire."),
          tr("The screen hides each squadron's speeds from the other until its movement starts: pass the "
             "screen when "
             "the curtain asks.")};
}

} // namespace amiraute::escadrilles

AMIRAUTE_REGISTER_BOARD(amiraute::escadrilles::Game, amiraute::escadrilles::Board)
