#include "ui/EscadrillesView.h"

#include "core/I18n.h"
#include "ui/Vertices.h"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cstdio>

namespace amiraute::ui {

using core::fill;
using core::Hex;
using core::tr;

namespace {

/// The palette of a side: its colour's name when it has one (ui/HexPieces.h).
int pal(const es::Rules &rules, int side) {
  return side >= 0 && side < 2 ? paletteOf(rules.sides[static_cast<std::size_t>(side)], side) : side;
}

} // namespace

namespace {

bool startsWith(const std::vector<int> &v, const std::vector<int> &prefix) {
  return v.size() >= prefix.size() && std::equal(prefix.begin(), prefix.end(), v.begin());
}

/// What a loss does, for people.
const char *outcomeText(es::Outcome o) {
  switch (o) {
  case es::Outcome::Dark: return N_("crashes into a dark hex");
  case es::Outcome::Climb: return N_("crashes: too few points to climb");
  case es::Outcome::Collision: return N_("collides: both planes crash");
  case es::Outcome::TurnLimit: return N_("crashes: no way on within its turns");
  case es::Outcome::OffMap: return N_("leaves the map and the game");
  case es::Outcome::Safe: break;
  }
  return N_("flies on");
}

std::string levelText(es::Terrain t) {
  return t == es::Terrain::Dark ? std::string(tr("closed to planes"))
                                : fill(tr("altitude {n}"), {{"n", std::to_string(es::level(t))}});
}

std::string terrainText(es::Terrain t) {
  switch (t) {
  case es::Terrain::Sea: return tr("sea");
  case es::Terrain::Plain: return tr("plain");
  case es::Terrain::Plateau: return tr("plateau");
  case es::Terrain::Dark: return tr("dark");
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

HexCellLook escadrillesCell(es::Terrain t) {
  HexCellLook look;
  switch (t) {
  case es::Terrain::Sea:
    look.fill = {52, 104, 166};
    look.edge = {18, 30, 50, 70};
    look.label = {200, 222, 250, 150};
    look.pattern = HexPattern::Waves;
    look.ink = {210, 230, 255, 45};
    break;
  case es::Terrain::Plain:
    look.fill = {150, 192, 112};
    look.label = {28, 52, 22, 200};
    break;
  case es::Terrain::Plateau:
    look.fill = {178, 138, 90};
    look.edge = {60, 40, 20, 110};
    look.label = {50, 30, 12, 210};
    look.pattern = HexPattern::Hatching;
    look.ink = {92, 62, 30, 95};
    break;
  case es::Terrain::Dark:
    look.fill = {30, 28, 36};
    look.edge = {10, 10, 14, 200};
    look.label = {170, 160, 170, 170};
    look.pattern = HexPattern::Swirl;
    look.ink = {150, 60, 60, 150};
    break;
  }
  return look;
}

// ---- the flight plan -----------------------------------------------------------------------------

FlightPlan FlightPlan::of(const es::Rules &rules, const es::State &state, int plane) {
  FlightPlan plan;
  plan.plane = plane;
  if (plane < 0) return plan;
  std::vector<int> dirs;
  std::vector<es::Flight> breaches; // paths that break the turn limit: a crash when nothing else finishes
  // Depth first over every path: fly() rules each prefix.
  auto explore = [&](auto &&self, int facing) -> void {
    for (int delta : {0, -1, 1, -2, 2}) {
      dirs.push_back(core::turnFacing(facing, delta));
      const es::Flown f = es::fly(rules, state, plane, dirs);
      if (!f.refusal) {
        (f.flight.outcome == es::Outcome::Safe ? plan.safe : plan.losses).push_back(f.flight);
      } else if (f.flight.outcome == es::Outcome::TurnLimit && !f.flight.path.empty() &&
                 std::none_of(breaches.begin(), breaches.end(),
                              [&](const es::Flight &b) { return b.path == f.flight.path; })) {
        breaches.push_back(f.flight);
        breaches.back().directions = dirs;
      } else if (f.flight.outcome == es::Outcome::Safe && f.flight.left > 0 &&
                 f.flight.directions.size() == dirs.size()) {
        self(self, dirs.back()); // points left: go on
      }
      dirs.pop_back();
    }
  };
  explore(explore, state.planes[static_cast<std::size_t>(plane)].facing);
  if (plan.safe.empty()) plan.losses.insert(plan.losses.end(), breaches.begin(), breaches.end());
  return plan;
}

std::vector<int> FlightPlan::safeSteps(const std::vector<int> &prefix) const {
  std::vector<int> out;
  for (const es::Flight &f : safe)
    if (f.directions.size() > prefix.size() && startsWith(f.directions, prefix)) {
      const int d = f.directions[prefix.size()];
      if (std::find(out.begin(), out.end(), d) == out.end()) out.push_back(d);
    }
  return out;
}

std::vector<int> FlightPlan::lossSteps(const std::vector<int> &prefix) const {
  std::vector<int> out;
  for (const es::Flight &f : losses)
    if (f.directions.size() > prefix.size() + 1 && startsWith(f.directions, prefix)) {
      const int d = f.directions[prefix.size()];
      if (std::find(out.begin(), out.end(), d) == out.end()) out.push_back(d);
    }
  return out;
}

std::vector<const es::Flight *> FlightPlan::riskSteps(const std::vector<int> &prefix) const {
  std::vector<const es::Flight *> out;
  for (const es::Flight &f : losses)
    if (f.directions.size() == prefix.size() + 1 && startsWith(f.directions, prefix)) out.push_back(&f);
  return out;
}

std::vector<const es::Flight *> FlightPlan::endsOn(const std::vector<int> &prefix, Hex hex) const {
  std::vector<const es::Flight *> out;
  for (const es::Flight &f : safe)
    if (f.end == hex && startsWith(f.directions, prefix) &&
        std::none_of(out.begin(), out.end(), [&](const es::Flight *o) { return o->facing == f.facing; }))
      out.push_back(&f);
  return out;
}

const es::Flight *FlightPlan::complete(const std::vector<int> &prefix) const {
  for (const es::Flight &f : safe)
    if (f.directions == prefix) return &f;
  return nullptr;
}

// ---- the scene -------------------------------------------------------------------------------------

HexSceneInput escadrillesScene(const es::Rules &rules, const es::State &state, const EsMarks &marks) {
  HexSceneInput in;
  const core::HexMap &map = rules.map;
  in.columns = map.columns;
  in.rows = map.rows;
  in.cells.reserve(static_cast<std::size_t>(map.cells()));
  for (int i = 0; i < map.cells(); ++i)
    in.cells.push_back(escadrillesCell(rules.terrainAt(map.hexAt(i))));

  addReachMarks(in, marks.reach, marks.pulse);
  if (marks.plane >= 0) {
    const Hex start = state.planes[static_cast<std::size_t>(marks.plane)].hex;
    addPiecePath(in, start, marks.path, false);
    if (!marks.preview.empty()) {
      const Hex from = marks.path.empty() ? start : marks.path.back();
      addPiecePath(in, from, marks.preview, true);
    }
  }
  in.hovered = marks.hovered;

  // Every plane's line of fire, 1 and 2 hexes straight ahead (ES-FIRE-1); bright when it holds a
  // target now.
  for (std::size_t i = 0; i < state.planes.size(); ++i) {
    const es::Plane &p = state.planes[i];
    if (!p.alive() || static_cast<int>(i) == marks.plane) continue;
    const es::FireLine line = es::lineOfFire(rules, state, static_cast<int>(i));
    addFireLine(in, p.hex, line.hexes, pal(rules, p.side), !line.targets.empty());
  }
  if (marks.ghost)
    addFireLine(in, marks.ghost->hex, marks.ghost_fire,
                pal(rules, state.planes[static_cast<std::size_t>(marks.plane)].side), marks.ghost_armed);

  // Planes that fell: a small cross and the number where they went down.
  const HexGeometry geometry(map.columns, map.rows);
  for (const es::Plane &p : state.planes)
    if (!p.alive() && p.fate != es::Fate::LeftMap && map.contains(p.hex)) {
      const core::Vec2 c = geometry.center(p.hex);
      HexNote n;
      n.world = {c.x, c.y - 0.45};
      n.text = "✕" + std::to_string(p.number);
      n.color = vtx::alpha(sideLook(pal(rules, p.side)).text, 200);
      n.size = 0.34f;
      n.bold = true;
      in.notes.push_back(n);
    }

  // The planes, then their altitudes.
  for (std::size_t i = 0; i < state.planes.size(); ++i) {
    const es::Plane &p = state.planes[i];
    if (!p.alive()) continue;
    PieceMarks pm;
    pm.selected = static_cast<int>(i) == marks.plane;
    pm.pulse = marks.pulse;
    pm.ready = marks.ready && state.phase == es::Phase::Movement && p.side == state.moving && !p.moved &&
               !pm.selected;
    pm.spent = state.phase == es::Phase::Movement && p.side == state.moving && p.moved;
    pm.target =
        std::find(marks.targets.begin(), marks.targets.end(), static_cast<int>(i)) != marks.targets.end();
    in.tokens.push_back(
        pieceToken(TokenShape::Plane, p.hex, p.facing, pal(rules, p.side), std::to_string(p.number), pm));
    const es::Terrain t = rules.terrainAt(p.hex);
    const core::Vec2 c = geometry.center(p.hex);
    HexNote alt;
    alt.world = {c.x + 0.5, c.y - 0.56};
    alt.text = "▲" + std::to_string(es::level(t));
    alt.color = sf::Color(255, 244, 200);
    alt.size = 0.27f;
    alt.bold = true;
    in.notes.push_back(alt);
  }
  if (marks.ghost && marks.plane >= 0) {
    const es::Plane &p = state.planes[static_cast<std::size_t>(marks.plane)];
    PieceMarks pm;
    pm.ghost = true;
    in.tokens.push_back(pieceToken(TokenShape::Plane, marks.ghost->hex, marks.ghost->facing,
                                   pal(rules, p.side), std::to_string(p.number), pm));
  }
  return in;
}

// ---- the view --------------------------------------------------------------------------------------

EscadrillesView::EscadrillesView(std::unique_ptr<EsMatch> match) : HexMatchView(std::move(match)) {
  file_path_ = "escadrilles-save.yaml";
  refresh();
}

std::string EscadrillesView::title() const {
  return fill(tr("Amirauté — Escadrilles — {title}"), {{"title", match_->rules().title}});
}

std::string EscadrillesView::sideName(int side) const {
  return side >= 0 && side < 2 ? match_->rules().sides[static_cast<std::size_t>(side)] : std::string();
}

bool EscadrillesView::mySpeeds() const {
  return shown_.phase == es::Phase::Speeds && personAt(seat()) && match_->toMove() == seat();
}

bool EscadrillesView::myMovement() const {
  return shown_.phase == es::Phase::Movement && personAt(seat()) && shown_.moving == seat();
}

void EscadrillesView::onChanged() {
  const es::State &real = match_->state(); // public facts only: phase and who acts
  curtain_.setActivity(real.phase == es::Phase::Speeds ? tr("{seat} sets the speeds in secret")
                                                       : tr("{seat} flies"));
  steps_.clear();
  risk_.reset();
  facing_choice_.clear();
  plan_ = FlightPlan::of(match_->rules(), shown_, myMovement() ? shown_.nextToMove() : -1);
  sheet_.clear();
  if (mySpeeds())
    for (std::size_t i = 0; i < shown_.planes.size(); ++i) {
      const es::Plane &p = shown_.planes[i];
      if (p.side != seat() || !p.alive() || p.speed != 0) continue;
      const es::SpeedRange r = es::speedRange(match_->rules(), p);
      sheet_.emplace_back(static_cast<int>(i), std::clamp(p.last, r.low, r.high));
    }
}

bool EscadrillesView::secretsNow() const {
  // Speeds are secret only while they are being set: a squadron's speeds are shown to everybody
  // once its movement starts, and the other's stay hidden in what the screen shows (ES-SPEED-3).
  return match_->state().phase == es::Phase::Speeds;
}

void EscadrillesView::onEscape() {
  steps_.clear();
  risk_.reset();
  facing_choice_.clear();
}

std::vector<std::pair<int, int>> EscadrillesView::pendingSpeeds() const {
  std::vector<std::pair<int, int>> out;
  for (const auto &[i, s] : sheet_)
    out.emplace_back(shown_.planes[static_cast<std::size_t>(i)].number, s);
  return out;
}

bool EscadrillesView::chooseSpeed(int number, int speed) {
  for (auto &[i, s] : sheet_) {
    const es::Plane &p = shown_.planes[static_cast<std::size_t>(i)];
    if (p.number != number) continue;
    if (!es::speedRange(match_->rules(), p).contains(speed)) {
      fail(fill(tr("plane {n} may fly at {low} to {high} this turn (ES-SPEED-1)"),
                {{"n", std::to_string(number)},
                 {"low", std::to_string(es::speedRange(match_->rules(), p).low)},
                 {"high", std::to_string(es::speedRange(match_->rules(), p).high)}}));
      return false;
    }
    s = speed;
    return true;
  }
  return false;
}

bool EscadrillesView::confirmSpeeds() {
  if (!mySpeeds() || sheet_.empty()) return false;
  return submit(es::SetSpeeds{seat(), pendingSpeeds()});
}

int EscadrillesView::headFacing() const {
  if (!steps_.empty()) return steps_.back();
  return plan_.plane >= 0 ? shown_.planes[static_cast<std::size_t>(plan_.plane)].facing : 1;
}

Hex EscadrillesView::headHex() const {
  Hex h = plan_.plane >= 0 ? shown_.planes[static_cast<std::size_t>(plan_.plane)].hex : Hex{};
  for (int d : steps_)
    h = core::step(h, d);
  return h;
}

bool EscadrillesView::fly(const std::vector<int> &directions) {
  if (plan_.plane < 0) return false;
  const es::Plane &p = shown_.planes[static_cast<std::size_t>(plan_.plane)];
  return submit(es::Move{p.side, p.number, directions});
}

void EscadrillesView::addStep(int direction) {
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
  for (const es::Flight *f : plan_.riskSteps(steps_))
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
  const es::Flown why = es::fly(match_->rules(), shown_, plan_.plane, next);
  fail(why.refusal
           ? why.refusal->text()
           : std::string(tr("no way to finish the move from there within the turn limit (ES-CRASH-4)")));
}

bool EscadrillesView::stepTurn(int delta) {
  if (plan_.plane < 0) return false;
  const std::size_t before = match_->actions().size();
  const std::size_t len = steps_.size();
  addStep(core::turnFacing(headFacing(), delta));
  return steps_.size() > len || match_->actions().size() > before || risk_.has_value();
}

void EscadrillesView::stepBack() {
  risk_.reset();
  facing_choice_.clear();
  if (!steps_.empty()) steps_.pop_back();
}

bool EscadrillesView::confirmRisk() {
  if (!risk_) return false;
  const std::vector<int> path = risk_->directions;
  return fly(path);
}

bool EscadrillesView::endMovement() { return submit(es::EndMovement{}); }

void EscadrillesView::onHexClick(std::optional<Hex> hex) {
  if (!hex || !myMovement() || plan_.plane < 0) return;
  const Hex head = headHex();
  if (*hex == head) return;
  const int own = shown_.planeAt(*hex);
  if (own >= 0 && own != plan_.plane && shown_.planes[static_cast<std::size_t>(own)].side == seat() &&
      steps_.empty()) {
    const es::Plane &next = shown_.planes[static_cast<std::size_t>(plan_.plane)];
    fail(fill(tr("planes fly in number order: plane {n} first (ES-TURN-2)"),
              {{"n", std::to_string(next.number)}}));
    return;
  }
  if (core::adjacent(head, *hex)) {
    const int d = core::facingTo(head, *hex);
    // An adjacent hex that is also an end reached another way: the step, when it is one.
    const std::vector<int> safe = plan_.safeSteps(steps_);
    const std::vector<const es::Flight *> risks = plan_.riskSteps(steps_);
    const bool risky = std::any_of(risks.begin(), risks.end(),
                                   [&](const es::Flight *f) { return f->directions.back() == d; });
    const std::vector<int> doomed = plan_.lossSteps(steps_);
    const bool toward_loss = safe.empty() && std::find(doomed.begin(), doomed.end(), d) != doomed.end();
    if (std::find(safe.begin(), safe.end(), d) != safe.end() || risky || toward_loss ||
        plan_.endsOn(steps_, *hex).empty()) {
      addStep(d);
      return;
    }
  }
  const std::vector<const es::Flight *> ends = plan_.endsOn(steps_, *hex);
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

bool EscadrillesView::onKey(const sf::Event::KeyEvent &key) {
  if (!myMovement() || plan_.plane < 0) return false;
  switch (key.code) {
  case sf::Keyboard::Q: stepTurn(-1); return true;
  case sf::Keyboard::W: stepTurn(0); return true;
  case sf::Keyboard::E: stepTurn(1); return true;
  case sf::Keyboard::BackSpace: stepBack(); return true;
  default: return false;
  }
}

HexSceneInput EscadrillesView::scene(bool still) const {
  EsMarks m;
  if (still) return escadrillesScene(match_->rules(), shown_, m);
  m.hovered = hovered_;
  m.pulse = pulse();
  if (shown_.phase == es::Phase::Movement) {
    m.targets.clear();
    for (const es::Shot &s : es::shotsOf(match_->rules(), shown_, shown_.moving))
      m.targets.push_back(s.target);
  }
  if (myMovement() && plan_.plane >= 0) {
    const es::Plane &p = shown_.planes[static_cast<std::size_t>(plan_.plane)];
    m.plane = plan_.plane;
    m.steps = steps_;
    Hex h = p.hex;
    for (int d : steps_)
      m.path.push_back(h = core::step(h, d));
    // Where it may end (green), its next steps (yellow, with the points left), the losses next.
    for (const es::Flight &f : plan_.safe)
      if (startsWith(f.directions, steps_) &&
          std::none_of(m.reach.begin(), m.reach.end(), [&](const ReachMark &r) { return r.hex == f.end; }))
        m.reach.push_back({f.end, ReachMark::Kind::End});
    for (int d : plan_.safeSteps(steps_)) {
      const Hex next = core::step(h, d);
      std::vector<int> dirs = steps_;
      dirs.push_back(d);
      const es::Flown f = es::fly(match_->rules(), shown_, plan_.plane, dirs);
      // The points left once there; a tick where the move would be complete.
      m.reach.push_back({next, ReachMark::Kind::Step, f.refusal ? std::to_string(f.flight.left) : "✓"});
    }
    if (plan_.safeSteps(steps_).empty())
      for (int d : plan_.lossSteps(steps_))
        m.reach.push_back({core::step(h, d), ReachMark::Kind::Step, "!"});
    // Crash risks: every hex of the map where a path from here would lose the plane, unless it is
    // also a safe end or the next step (another path there is safe).
    for (const es::Flight &f : plan_.losses)
      if (f.outcome != es::Outcome::OffMap && f.directions.size() > steps_.size() &&
          std::equal(steps_.begin(), steps_.end(), f.directions.begin()) &&
          std::none_of(m.reach.begin(), m.reach.end(), [&](const ReachMark &r) { return r.hex == f.end; }))
        m.reach.push_back({f.end, ReachMark::Kind::Risk});
    // The pointed end (or the loss waiting for confirmation): its path, ghost and line of fire.
    const es::Flight *shown_end = nullptr;
    if (risk_) {
      shown_end = &*risk_;
    } else if (!facing_choice_.empty()) {
      shown_end = facing_choice_.front();
    } else if (hovered_) {
      const auto ends = plan_.endsOn(steps_, *hovered_);
      if (!ends.empty()) shown_end = ends.front();
    }
    if (shown_end) {
      m.preview.assign(shown_end->path.begin() +
                           static_cast<std::ptrdiff_t>(std::min(steps_.size(), shown_end->path.size())),
                       shown_end->path.end());
      if (shown_end->outcome == es::Outcome::Safe) {
        m.ghost = core::HexPose{shown_end->end, shown_end->facing};
        const es::FireLine line =
            es::lineOfFireFrom(match_->rules(), shown_, plan_.plane, shown_end->end, shown_end->facing);
        m.ghost_fire = line.hexes;
        m.ghost_armed = !line.targets.empty();
      }
    }
    m.ready = true;
  }
  return escadrillesScene(match_->rules(), shown_, m);
}

// ---- the panels ------------------------------------------------------------------------------------

void EscadrillesView::guiStatus(const GuiFonts &) {
  const es::State &st = shown_;
  ImGui::TextUnformatted(
      fill(tr("Turn {turn} / {limit}"),
           {{"turn", std::to_string(st.turn)}, {"limit", std::to_string(match_->rules().turn_limit)}})
          .c_str());
  ImGui::SameLine(0, 18);
  if (st.phase == es::Phase::Over) {
    ImGui::TextColored(hexui::kGold, "%s", tr("Game over"));
  } else if (st.phase == es::Phase::Speeds) {
    const int side = match_->toMove();
    ImGui::TextColored(toImVec4(sideLook(pal(match_->rules(), side)).text), "%s",
                       fill(tr("{side} sets speeds"), {{"side", sideName(side)}}).c_str());
  } else {
    ImGui::TextColored(toImVec4(sideLook(pal(match_->rules(), st.moving)).text), "%s",
                       fill(tr("{side} flies"), {{"side", sideName(st.moving)}}).c_str());
  }
}

std::optional<OldEndButton> EscadrillesView::endButton() const {
  if (mySpeeds())
    return OldEndButton{tr("Confirm speeds  ▸"), !sheet_.empty(),
                        tr("Set these speeds in secret (Enter) — ES-SPEED-2")};
  if (!myMovement()) return std::nullopt;
  const int next = shown_.nextToMove();
  OldEndButton b{tr("Fire and end movement  ▸"), next < 0, ""};
  b.tooltip = next < 0 ? std::string(tr("Every plane has flown: resolve the shooting (Enter) — ES-FIRE-1"))
                       : fill(tr("Plane {n} has not flown yet (ES-TURN-2)"),
                              {{"n", std::to_string(shown_.planes[static_cast<std::size_t>(next)].number)}});
  return b;
}

void EscadrillesView::onEndButton() {
  if (mySpeeds())
    confirmSpeeds();
  else if (myMovement())
    endMovement();
}

void EscadrillesView::guiSquadrons() {
  if (!ImGui::BeginTable("##squadrons", 2, ImGuiTableFlags_SizingStretchSame)) return;
  for (int s = 0; s < 2; ++s) {
    ImGui::TableNextColumn();
    ImGui::TextColored(toImVec4(sideLook(pal(match_->rules(), s)).text), "%s%s", sideName(s).c_str(),
                       s == seat() && personAt(s) ? tr("  (you)") : "");
    ImGui::TextColored(hexui::kDim, "%s",
                       fill(tr("{n} flying · {k} shot down"), {{"n", std::to_string(shown_.alive(s))},
                                                               {"k", std::to_string(shown_.shotDownBy(s))}})
                           .c_str());
  }
  ImGui::EndTable();
}

void EscadrillesView::guiSpeedSheet(bool editable) {
  const float cell = std::max(26.f, ImGui::GetFrameHeight() + 2);
  if (editable) {
    // The speed sheet of the seat at the screen: a row per plane, a column per speed; the speeds
    // it may not take this turn are greyed out, the one chosen is lit.
    if (!ImGui::BeginTable("##sheet", 7, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) return;
    ImGui::TableSetupColumn("#", ImGuiTableColumnFlags_WidthFixed, cell + 6);
    for (int v = es::kMinSpeed; v <= es::kMaxSpeed; ++v)
      ImGui::TableSetupColumn(std::to_string(v).c_str(), ImGuiTableColumnFlags_WidthFixed, cell);
    ImGui::TableSetupColumn(tr("last"), ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < shown_.planes.size(); ++i) {
      const es::Plane &p = shown_.planes[i];
      if (p.side != seat() || !p.alive()) continue;
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      counterIcon(pal(match_->rules(), p.side), std::to_string(p.number), p.facing,
                  std::max(11.f, cell * 0.4f));
      const es::SpeedRange range = es::speedRange(match_->rules(), p);
      auto pending = std::find_if(sheet_.begin(), sheet_.end(),
                                  [&](const auto &e) { return e.first == static_cast<int>(i); });
      const int chosen = pending != sheet_.end() ? pending->second : p.speed;
      for (int v = es::kMinSpeed; v <= es::kMaxSpeed; ++v) {
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
      ImGui::TextColored(hexui::kDim, "%s", p.last > 0 ? std::to_string(p.last).c_str() : "—");
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
    ImGui::TextColored(toImVec4(sideLook(pal(match_->rules(), s)).text), "%s", sideName(s).c_str());
    ImGui::TableNextColumn();
    ImGui::TextColored(hexui::kDim, "%s", tr("speed"));
  }
  std::array<std::vector<const es::Plane *>, 2> by_side;
  for (const es::Plane &p : shown_.planes)
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
      const es::Plane &p = *by_side[static_cast<std::size_t>(s)][r];
      counterIcon(pal(match_->rules(), s), std::to_string(p.number), p.alive() ? p.facing : 0,
                  std::max(10.f, cell * 0.36f));
      ImGui::SameLine();
      const std::string speed = !p.alive()                    ? std::string()
                                : p.speed == es::kHiddenSpeed ? std::string("?")
                                : p.speed == 0                ? std::string("—")
                                                              : std::to_string(p.speed);
      ImGui::TextColored(hexui::kGold, "%s", speed.c_str());
      ImGui::TableNextColumn();
      if (!p.alive())
        ImGui::TextColored(hexui::kRed, "%s", tr(es::fateText(p.fate)));
      else if (p.speed == es::kHiddenSpeed)
        ImGui::TextColored(hexui::kDim, "%s", tr("secret"));
      else if (shown_.phase == es::Phase::Movement && p.side == shown_.moving)
        ImGui::TextColored(p.moved ? hexui::kDim : hexui::kGreen, "%s", p.moved ? tr("flown") : tr("to fly"));
    }
  }
  ImGui::EndTable();
}

void EscadrillesView::guiFlight(const GuiFonts &fonts) {
  const es::Plane &p = shown_.planes[static_cast<std::size_t>(plan_.plane)];
  const es::Rules &rules = match_->rules();
  counterIcon(pal(match_->rules(), p.side), std::to_string(p.number), p.facing, 15);
  ImGui::SameLine(0, 10);
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  ImGui::TextUnformatted(fill(tr("Plane {n} flies at speed {speed}"),
                              {{"n", std::to_string(p.number)}, {"speed", std::to_string(p.speed)}})
                             .c_str());
  if (fonts.medium) ImGui::PopFont();
  const es::Flown now = es::fly(rules, shown_, plan_.plane, steps_);
  const int left = steps_.empty() ? p.speed : now.flight.left;
  const int turns_left = es::turnAllowance(p.speed) - (steps_.empty() ? 0 : now.flight.turns);
  ImGui::TextUnformatted(fill(tr("Points left {points} · turns left {turns} · heading {facing}"),
                              {{"points", std::to_string(left)},
                               {"turns", std::to_string(turns_left)},
                               {"facing", facingLetters(headFacing())}})
                             .c_str());
  ImGui::TextColored(
      hexui::kDim, "%s",
      tr("Click the hexes of its path one by one, or click a green hex to fly a whole path there. "
         "Climbing costs 1 more per level, diving gives 1 back (ES-MOVE-2)."));
  if (plan_.safe.empty())
    ImGui::TextColored(hexui::kRed, "%s",
                       tr("No safe way to finish this move: every path loses the plane (ES-CRASH-4)."));

  // The legal steps from here, as buttons.
  const std::vector<int> safe = plan_.safeSteps(steps_);
  const auto risks = plan_.riskSteps(steps_);
  const int largest = es::largestTurn(p.speed);
  const std::vector<int> doomed = plan_.lossSteps(steps_);
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float avail = ImGui::GetContentRegionAvail().x;
  auto turnButton = [&](int delta, float width) {
    const int d = core::turnFacing(headFacing(), delta);
    const bool ok = std::find(safe.begin(), safe.end(), d) != safe.end();
    const bool risky = std::any_of(risks.begin(), risks.end(),
                                   [&](const es::Flight *f) { return f->directions.back() == d; });
    const bool toward_loss = safe.empty() && std::find(doomed.begin(), doomed.end(), d) != doomed.end();
    ImGui::BeginDisabled(!ok && !risky && !toward_loss);
    if (risky && !ok) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.55f, 0.16f, 0.14f, 1));
    const std::string label = std::string(tr(turnName(delta))) + "##turn" + std::to_string(delta);
    if (ImGui::Button(label.c_str(), {width, 0})) stepTurn(delta);
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
  const char *clear = tr("Clear path");
  if (ImGui::GetItemRectMax().x + gap + ImGui::CalcTextSize(clear).x + ImGui::GetStyle().FramePadding.x * 2 <=
      ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
    ImGui::SameLine();
  if (ImGui::Button(clear)) onEscape();
  ImGui::EndDisabled();

  if (risk_) {
    ImGui::TextColored(hexui::kRed, "%s", es::lossText(match_->rules(), shown_, *risk_).c_str());
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.62f, 0.20f, 0.16f, 1));
    if (ImGui::Button(tr("Fly there anyway"))) confirmRisk();
    ImGui::PopStyleColor();
    ImGui::SameLine();
    if (ImGui::Button(tr("Cancel"))) risk_.reset();
  }
  if (!facing_choice_.empty()) {
    ImGui::TextUnformatted(fill(tr("It can end on {hex} facing several ways:"),
                                {{"hex", core::formatHex(facing_choice_.front()->end)}})
                               .c_str());
    const std::vector<const es::Flight *> choice = facing_choice_;
    for (const es::Flight *f : choice) {
      const std::string label = fill(tr("facing {facing}"), {{"facing", facingLetters(f->facing)}}) +
                                "##face" + std::to_string(f->facing);
      if (ImGui::Button(label.c_str())) {
        fly(f->directions);
        break;
      }
      ImGui::SameLine();
    }
    ImGui::NewLine();
  }
}

void EscadrillesView::guiPanel(const GuiFonts &fonts) {
  const es::State &st = shown_;
  guiSquadrons();
  ImGui::Separator();
  if (st.phase == es::Phase::Over) {
    heading(fonts, tr("Game over"));
    ImGui::TextUnformatted(tr("No more actions are accepted (ES-GAME-1). Undo takes back the last one."));
  } else if (st.phase == es::Phase::Speeds) {
    heading(fonts, tr("Secret speeds"));
    if (mySpeeds()) {
      ImGui::TextUnformatted(
          tr("Choose each plane's speed for this turn: the speed it flew last, or one more or "
             "less (2 to 6). The other squadron never sees them before your movement (ES-SPEED-1, "
             "ES-SPEED-3)."));
      guiSpeedSheet(true);
      ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.16f, 0.45f, 0.30f, 1));
      if (ImGui::Button(tr("Confirm speeds"), {-1, 0})) confirmSpeeds();
      ImGui::PopStyleColor();
    } else {
      ImGui::TextUnformatted(
          computerToMove()
              .value_or(fill(tr("{side} sets its speeds."), {{"side", sideName(match_->toMove())}}))
              .c_str());
    }
  } else {
    heading(fonts, fill(tr("{side} flies"), {{"side", sideName(st.moving)}}));
    if (myMovement() && plan_.plane >= 0) {
      guiFlight(fonts);
    } else if (myMovement()) {
      const auto shots = es::shotsOf(match_->rules(), st, st.moving);
      ImGui::TextUnformatted(
          tr("Every plane has flown. End the movement: each plane shoots down an enemy 1 or 2 "
             "hexes straight ahead (ES-FIRE-1)."));
      if (shots.empty()) ImGui::TextColored(hexui::kDim, "%s", tr("No enemy is in a line of fire."));
      for (const es::Shot &s : shots)
        ImGui::TextColored(
            hexui::kRed, "%s",
            fill(tr("{target} will be shot down"),
                 {{"target", es::planeName(match_->rules(), st.planes[static_cast<std::size_t>(s.target)])}})
                .c_str());
    } else {
      ImGui::TextUnformatted(
          computerToMove()
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
  if (!editing && ImGui::CollapsingHeader(tr("Speed sheet"))) guiSpeedSheet(false);
}

std::vector<OldLegendEntry> EscadrillesView::legend() const {
  std::vector<OldLegendEntry> out;
  out.push_back({escadrillesCell(es::Terrain::Sea), tr("sea · altitude 0"), tr("the lowest level")});
  out.push_back({escadrillesCell(es::Terrain::Plain), tr("plain · altitude 1"),
                 tr("climbing a level costs 1 point more; going down gives 1 back (ES-MOVE-2)")});
  out.push_back({escadrillesCell(es::Terrain::Plateau), tr("plateau · altitude 2"),
                 tr("climbing a level costs 1 point more; going down gives 1 back (ES-MOVE-2)")});
  out.push_back(
      {escadrillesCell(es::Terrain::Dark), tr("dark: a crash"), tr("no plane may enter it (ES-CRASH-1)")});
  for (int side = 0; side < 2; ++side)
    out.push_back({escadrillesCell(es::Terrain::Sea), fill(tr("{side}'s planes"), {{"side", sideName(side)}}),
                   tr("its number; the arrow: its heading; ▲ and a number: its altitude"), false,
                   counterSymbol(pal(match_->rules(), side), "1", 3)});
  HexCellLook fire;
  fire.fill = {90, 90, 100};
  out.push_back({fire, tr("dashes: line of fire, 2 hexes ahead; red: a target in it"), "", true});
  HexCellLook end = fire;
  end.fill = {100, 200, 120};
  out.push_back({end, tr("green: the plane may end there; yellow: next step; red ✕: a crash"), "", true});
  return out;
}

void EscadrillesView::guiTooltip(Hex hex) {
  const es::Rules &rules = match_->rules();
  if (!rules.map.contains(hex)) return;
  const es::Terrain t = rules.terrainAt(hex);
  ImGui::Text("%s · %s", terrainText(t).c_str(), levelText(t).c_str());
  const int i = shown_.planeAt(hex);
  if (i >= 0) {
    const es::Plane &p = shown_.planes[static_cast<std::size_t>(i)];
    const std::string speed = p.speed == es::kHiddenSpeed ? std::string(tr("secret"))
                              : p.speed == 0              ? std::string("—")
                                                          : std::to_string(p.speed);
    ImGui::TextColored(
        toImVec4(sideLook(pal(match_->rules(), p.side)).text), "%s",
        fill(tr("{plane} · facing {facing} · speed {speed}"),
             {{"plane", es::planeName(rules, p)}, {"facing", facingLetters(p.facing)}, {"speed", speed}})
            .c_str());
    const es::FireLine line = es::lineOfFire(rules, shown_, i);
    for (int target : line.targets)
      ImGui::TextColored(
          hexui::kRed, "%s",
          fill(tr("in its line of fire: {plane}"),
               {{"plane", es::planeName(rules, shown_.planes[static_cast<std::size_t>(target)])}})
              .c_str());
  }
  if (myMovement() && plan_.plane >= 0) {
    for (const es::Flight *f : plan_.endsOn(steps_, hex))
      ImGui::TextColored(hexui::kGreen, "%s",
                         fill(tr("ends here facing {facing}, {points} points spent"),
                              {{"facing", facingLetters(f->facing)}, {"points", std::to_string(f->points)}})
                             .c_str());
    std::vector<es::Outcome> said; // one line per way of being lost here
    for (const es::Flight &f : plan_.losses)
      if (f.end == hex && f.outcome != es::Outcome::OffMap && startsWith(f.directions, steps_) &&
          std::find(said.begin(), said.end(), f.outcome) == said.end()) {
        said.push_back(f.outcome);
        ImGui::TextColored(
            hexui::kRed, "%s",
            fill(tr("a path entering it: the plane {what} ({clause})"),
                 {{"what", tr(outcomeText(f.outcome))}, {"clause", es::outcomeClause(f.outcome)}})
                .c_str());
      }
  }
}

std::optional<OldBannerText> EscadrillesView::banner() const {
  const es::State &st = match_->state();
  if (st.phase != es::Phase::Over) return std::nullopt;
  OldBannerText b;
  b.headline =
      st.winner >= 0 ? fill(tr("{side} wins!"), {{"side", sideName(st.winner)}}) : std::string(tr("A draw"));
  b.color = st.winner >= 0 ? sideLook(pal(match_->rules(), st.winner)).text : sf::Color(220, 220, 220);
  b.lines.push_back(
      fill(tr("{how} · planes left: {a} {na}, {b} {nb}"), {{"how", tr(es::victoryText(st.victory))},
                                                           {"a", sideName(0)},
                                                           {"na", std::to_string(st.alive(0))},
                                                           {"b", sideName(1)},
                                                           {"nb", std::to_string(st.alive(1))}}));
  for (auto it = match_->log().rbegin(); it != match_->log().rend(); ++it)
    if (!it->clauses.empty() && it->clauses.front().rfind("ES-WIN", 0) == 0 && it->visibleTo(game::kPublic)) {
      b.lines.push_back("[" + it->clauses.front() + "] " + it->text);
      break;
    }
  return b;
}

std::string EscadrillesView::helpHeading() const { return tr("Escadrilles — the hex sky"); }

std::vector<OldHelpLine> EscadrillesView::helpLines() const {
  return {
      {tr("Speed sheet buttons"), tr("speeds phase: choose each plane's speed, then Confirm speeds (Enter)")},
      {tr("Click the next hex"), tr("movement: the plane enters it (yellow hexes, the points left in them)")},
      {tr("Click a green hex"), tr("movement: fly a whole path that ends there")},
      {tr("Q / W / E"), tr("turn left / fly straight / turn right for the next hex")},
      {tr("Backspace"), tr("take back the last hex of the path being built")},
      {tr("Escape"), tr("close this help, else clear the path being built")},
      {tr("Enter"), tr("confirm the speeds, or fire and end the movement")},
      {tr("Ctrl+Z"), tr("undo your last action")},
      {"Ctrl+S / Ctrl+O", tr("save / load the game record")},
      {tr("Point at a hex"), tr("its terrain and altitude, the plane on it, where a path ends")},
      {tr("Right or middle drag, arrows"), tr("pan")},
      {tr("Wheel, + / -"), tr("zoom")},
      {tr("Home"), tr("fit the whole map")},
      {tr("F12"), tr("save a screenshot at once (named after the scenario and the time)")},
      {tr("F1"), tr("this help")},
  };
}

std::vector<std::string> EscadrillesView::helpNotes() const {
  return {tr("▲ by a plane is its altitude: the level of its hex. The dashes ahead of each plane are its "
             "line of fire."),
          tr("The screen hides each squadron's speeds from the other until its movement starts: pass the "
             "screen when "
             "the curtain asks.")};
}

// ---- factories -------------------------------------------------------------------------------------

std::unique_ptr<View> makeEscadrillesView(const std::string &scenario_path, std::uint64_t seed) {
  return std::make_unique<EscadrillesView>(std::make_unique<EsMatch>(EsMatch::open(scenario_path, seed)));
}

std::unique_ptr<View> makeEscadrillesViewFromRecord(const std::string &record_path, std::uint64_t seed) {
  return std::make_unique<EscadrillesView>(std::make_unique<EsMatch>(EsMatch::load(record_path, seed)));
}

} // namespace amiraute::ui
