#include "games/haute_mer/screen/Board.h"

#include "core/Command.h"
#include "core/I18n.h"
#include "games/haute_mer/screen/Widgets.h"
#include "ui/Boards.h"
#include "ui/Palette.h"
#include "ui/Panels.h"

#include <SFML/Window/Keyboard.hpp>

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cmath>

namespace amiraute::haute_mer {

using core::fill;
using core::grouped;
using core::tr;
using core::trn;
using ui::toImVec4;

namespace {

const ImVec4 kDim{0.62f, 0.67f, 0.74f, 1};
const ImVec4 kGoldText{1.0f, 0.83f, 0.32f, 1};
const ImVec4 kRedText{1.0f, 0.5f, 0.45f, 1};
const ImVec4 kGreenText{0.55f, 0.9f, 0.55f, 1};

std::string clauseList(const std::vector<std::string> &c) {
  std::string s;
  for (const auto &id : c)
    s += (s.empty() ? "" : " ") + id;
  return s;
}

core::Vec2 vec(draw::Point p) { return {p.x, p.y}; }

/// The pivot handle's distance beyond the bow: 24 pixels, at least 0.45 UD.
double handleOffset(double scale) { return std::max(0.45, 24.0 / scale); }

} // namespace

Board::Board(ui::TypedSession<Game> &session) : BoardFor(session) {
  before_ = shown();
  seen_ = session.actions().size();
  rememberPhaseStart();
}

// ---- the table ----------------------------------------------------------------------------------------

draw::Rect Board::bounds() const {
  const auto &t = rules().table;
  const double w = t ? t->width : 48, h = t ? t->height : 32;
  // The rulers along the bottom and the left edges stay in view.
  return {-1.3f, -1.3f, static_cast<float>(w + 2.6), static_cast<float>(h + 2.6)};
}

double Board::pixels() const { return std::max(1e-6, host().scale()); }

void Board::scene(const ui::SceneContext &context, draw::Scene &out) {
  TableView view;
  view.scale = context.scale;
  view.visible = context.visible;
  view.text_width = context.text_width;
  tableScene(tableInput(context.still), view, out);
}

bool Board::ownTurnShip(int ship, Phase phase) const {
  const State &st = shown();
  if (ship < 0 || ship >= static_cast<int>(st.ships.size())) return false;
  const ShipState &s = st.ships[static_cast<std::size_t>(ship)];
  return !st.over && !st.pending && !st.attack && st.phase == phase && !s.sunk && s.pose &&
         sideOf(ship) == st.side && host().personAt(st.side);
}

double Board::straightNeeded(int ship) const {
  const ShipState &s = shown().ships[static_cast<std::size_t>(ship)];
  if (s.movement == 1) return 0;
  return std::max(0.0, rules().rules.straight_before_pivot - s.straight_since_pivot);
}

int Board::pickAt(draw::Point world) const {
  std::vector<PickCandidate> c;
  const State &st = shown();
  for (int i = 0; i < static_cast<int>(st.ships.size()); ++i) {
    if (!st.ships[static_cast<std::size_t>(i)].pose) continue;
    // Wrecks lie under the ships afloat; the selected ship is drawn on top.
    const int z = st.ships[static_cast<std::size_t>(i)].sunk ? i : (i == selected_ ? 1000000 : 10000 + i);
    c.push_back({i, base(i), z});
  }
  return pickShip(c, vec(world), 6.0 / pixels());
}

core::Vec2 Board::handleOf(int ship) const { return pivotHandle(base(ship), handleOffset(pixels())); }

TableInput Board::tableInput(bool still) const {
  const Scenario &sc = rules();
  const State &st = shown();
  TableInput in;
  if (sc.table) {
    in.table_width = sc.table->width;
    in.table_height = sc.table->height;
  }
  in.ships = shipsOf(sc, st);
  in.zones = zonesOf(sc);
  in.labels = labels_;
  in.pending = st.pending ? st.pending->ship : -1;
  if (still) {
    // A caption for the picture: which battle, and how far it has gone.
    const std::string turn = grouped(st.turn);
    if (st.over)
      in.caption = st.winner
                       ? fill(tr("{title} — {side} wins (turn {turn})"),
                              {{"title", sc.title}, {"side", side(*st.winner)}, {"turn", turn}})
                       : fill(tr("{title} — a draw (turn {turn})"), {{"title", sc.title}, {"turn", turn}});
    else
      in.caption = fill(st.phase == Phase::Movement ? tr("{title} — turn {turn}, {side}, movement phase")
                                                    : tr("{title} — turn {turn}, {side}, fire phase"),
                        {{"title", sc.title}, {"turn", turn}, {"side", side(st.side)}});
    return in;
  }
  in.selected = selected_;
  in.hovered = hovered_;

  // Ghosts: where this side's ships began the movement phase.
  if (st.phase == Phase::Movement) {
    const auto it = phase_start_.find({st.turn, st.side});
    if (it != phase_start_.end() && it->second.poses.size() == st.ships.size())
      for (int i = 0; i < static_cast<int>(st.ships.size()); ++i) {
        const auto &was = it->second.poses[static_cast<std::size_t>(i)];
        const auto &now = st.ships[static_cast<std::size_t>(i)].pose;
        if (!was || !now || st.ships[static_cast<std::size_t>(i)].sunk || sideOf(i) != st.side) continue;
        if (core::length(was->center - now->center) < 1e-6 &&
            std::fabs(was->heading_deg - now->heading_deg) < 1e-6)
          continue;
        core::Base g = base(i);
        g.pose = *was;
        in.ghosts.push_back(g);
      }
  }
  const RuleOptions &options = sc.rules;
  if (selected_ >= 0 && selected_ < static_cast<int>(st.ships.size()) &&
      !st.ships[static_cast<std::size_t>(selected_)].sunk &&
      st.ships[static_cast<std::size_t>(selected_)].pose) {
    const ShipState &s = st.ships[static_cast<std::size_t>(selected_)];
    const core::Base b = drag_ ? drag_->start : base(selected_);
    if (canMove(selected_)) {
      const double left = engine().remainingMovement(st, selected_);
      if (reach_ && left > 1e-9)
        in.reach = reachArea(b, left, straightNeeded(selected_), options.pivot_cost, options.max_pivot);
      const bool forward_drag = drag_ && drag_->kind == MoveDrag::Kind::Forward;
      if (left + 1e-9 >= options.pivot_cost && !forward_drag) {
        const bool pivoting = drag_ && drag_->kind == MoveDrag::Kind::Pivot;
        in.handle = TableInput::Handle{pivotHandle(pivoting ? drag_->preview() : b, handleOffset(pixels())),
                                       b.stern(), pivoting};
      }
    }
    if (rings_ && s.combat > 0) {
      TableInput::Rings r;
      r.base = drag_ ? drag_->preview() : b;
      r.fill = st.phase == Phase::Fire;
      r.combat = s.combat;
      r.torpedo = sc.shipClass(selected_).torpedoes;
      r.hit_on.assign(options.artillery_hit_on.begin(), options.artillery_hit_on.end());
      in.rings = r;
    } else if (rings_ && sc.shipClass(selected_).torpedoes) {
      TableInput::Rings r;
      r.base = b;
      r.combat = 0;
      r.torpedo = true;
      in.rings = r;
    }
  }
  if (drag_) {
    TableInput::Preview p;
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
          {{"deg", (d > 0 ? "+" : "") + number(d, 0)}, {"cost", number(options.pivot_cost)}});
    } else {
      p.text = fill(tr("{d} UD · {left} left"),
                    {{"d", number(drag_->forward)},
                     {"left", number(std::max(0.0, drag_->remaining - drag_->forward))}});
    }
    in.preview = p;
  }
  if (aim_) {
    const Engine::LineOfFire line = engine().lineOfFire(st, aim_->attacker, aim_->target);
    TableInput::FireLine f;
    f.from = line.from;
    f.to = line.to;
    f.possible = aim_->solution.possible;
    f.clearance = options.los_clearance;
    f.end_zones = options.line_of_fire == LineOfFireRule::EndZones;
    const FireSolution &sol = aim_->solution;
    std::string t = fill(tr("{d} UD"), {{"d", number(line.distance)}});
    if (sol.possible)
      t += " · " + fill(aim_->torpedo
                            ? trn("torpedoes {n} die on {band}", "torpedoes {n} dice on {band}", sol.dice)
                            : trn("{n} die on {band}", "{n} dice on {band}", sol.dice),
                        {{"n", grouped(sol.dice)}, {"band", bandText(sol.hit_on)}});
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

// ---- the game's changes --------------------------------------------------------------------------------

void Board::rememberPhaseStart() {
  const State &st = shown();
  const auto key = std::make_pair(st.turn, st.side);
  if (phase_start_.count(key)) return;
  PhaseStart start{session().actions().size(), {}};
  for (const auto &s : st.ships)
    start.poses.push_back(s.pose);
  phase_start_[key] = std::move(start);
}

void Board::changed() {
  const std::vector<std::string> &actions = session().actions();
  const std::size_t n = actions.size();
  const State &st = shown();
  if (n < seen_ || n > seen_ + 3) { // taken back, or another game loaded: what was in hand goes
    drag_.reset();
    press_ = Press::None;
    confirm_.reset();
    roll_.reset();
    measure_active_ = false;
    if (n < seen_)
      std::erase_if(phase_start_, [n](const auto &e) { return e.second.actions > n; });
    else
      phase_start_.clear();
  } else if (n == seen_ + 2) {
    // An attack and its dice (a person's or the computer's): the tray shows them.
    try {
      const Action declared = parseAction(rules(), core::splitCommand(actions[n - 2]));
      const Action rolled = parseAction(rules(), core::splitCommand(actions[n - 1]));
      const auto *f = std::get_if<Fire>(&declared);
      const auto *r = std::get_if<haute_mer::Roll>(&rolled);
      if (f && r) {
        const FireSolution sol = engine().solve(before_, f->ship, f->target, f->torpedo);
        roll_ = Roll{f->ship, f->target, f->torpedo, r->faces, sol.hit_on, sol.damage_per_hit};
        confirm_.reset();
      }
    } catch (const std::exception &) {
      // Not two actions of the screen's: nothing to show.
    }
  }
  if (selected_ >= static_cast<int>(st.ships.size()) ||
      (selected_ >= 0 && st.ships[static_cast<std::size_t>(selected_)].sunk))
    selected_ = -1;
  rememberPhaseStart();
  before_ = st;
  seen_ = n;
}

bool Board::useTorpedo(int attacker, int target) const {
  const State &st = shown();
  if (!rules().shipClass(attacker).torpedoes || prefer_guns_ ||
      st.ships[static_cast<std::size_t>(attacker)].torpedoed)
    return false;
  return engine().solve(st, attacker, target, true).possible;
}

Board::Aim Board::aimAt(int attacker, int target) const {
  const State &st = shown();
  const Engine e = engine();
  Aim a;
  a.attacker = attacker;
  a.target = target;
  a.torpedo = useTorpedo(attacker, target);
  a.solution = e.solve(st, attacker, target, a.torpedo);
  if (rules().shipClass(attacker).torpedoes)
    a.both = e.solve(st, attacker, target, false).possible && e.solve(st, attacker, target, true).possible;
  // Validation also knows "already fired"; show that refusal rather than a rosy odds table.
  if (a.solution.possible)
    if (auto why = e.validate(st, Fire{attacker, target, a.torpedo, std::nullopt, {}})) {
      a.solution.possible = false;
      a.solution.refusal = *why;
    }
  if (a.solution.dice > 0) a.odds = e.odds(st, a.solution, target);
  return a;
}

std::string Board::refusalWords(const Aim &a) const {
  const FireSolution &sol = a.solution;
  if (!sol.refusal) return "";
  const std::string &c = sol.refusal->clause;
  std::string words;
  if (c == "HM-FIRE-2")
    words = fill(tr("out of range: guns reach {r} UD"),
                 {{"r", grouped(shown().ships[static_cast<std::size_t>(a.attacker)].combat)}});
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

void Board::askFire(int attacker, int target) {
  drag_.reset();
  roll_.reset();
  confirm_ = Confirm{attacker, target};
}

void Board::fire(int attacker, int target) {
  confirm_.reset();
  submit(Fire{attacker, target, useTorpedo(attacker, target), std::nullopt, {}}); // the frame rolls the dice
}

void Board::endPhase() {
  drag_.reset();
  if (submit(EndPhase{})) {
    const State &st = shown();
    if (selected_ >= 0 && sideOf(selected_) != st.side && st.phase == Phase::Movement) selected_ = -1;
  }
}

void Board::cycleShip() {
  const State &st = shown();
  const int n = static_cast<int>(st.ships.size());
  for (int k = 1; k <= n; ++k) {
    const int i = ((selected_ < 0 ? -1 : selected_) + k + n) % n;
    const ShipState &s = st.ships[static_cast<std::size_t>(i)];
    if (!s.sunk && s.pose && sideOf(i) == st.side) {
      selected_ = i;
      return;
    }
  }
}

// ---- input
// ---------------------------------------------------------------------------------------------------

void Board::checkDrag() {
  drag_refusal_.reset();
  if (!drag_) return;
  if (const std::optional<Action> a = drag_->action()) drag_refusal_ = check(*a);
}

void Board::measureTo(draw::Point world) {
  const int ship = pickAt(world);
  std::optional<core::Base> a, b;
  if (measure_ship_a_ >= 0) a = base(measure_ship_a_);
  if (ship >= 0 && ship != measure_ship_a_) b = base(ship);
  const Measurement m = measureBetween(a, measure_a_, b, vec(world));
  measure_ = TableInput::Measure{
      m.from, m.to, fill(a && b ? tr("{d} UD  base to base") : tr("{d} UD"), {{"d", number(m.distance)}})};
}

void Board::pointerMoved(draw::Point world) {
  const bool fine =
      sf::Keyboard::isKeyPressed(sf::Keyboard::LShift) || sf::Keyboard::isKeyPressed(sf::Keyboard::RShift);
  if (press_ == Press::MaybeForward && !drag_ && draw::length(world - press_at_) * pixels() > 4) {
    MoveDrag m;
    m.kind = MoveDrag::Kind::Forward;
    m.ship = press_ship_;
    m.start = base(press_ship_);
    m.grab = vec(press_at_);
    m.remaining = engine().remainingMovement(shown(), press_ship_);
    m.max_pivot = rules().rules.max_pivot;
    drag_ = m;
  }
  if (drag_) {
    drag_->update(vec(world), fine);
    checkDrag();
  }
  if (measure_active_) measureTo(world);
  hovered_ = pickAt(world);
}

void Board::pointerLeft() { hovered_ = -1; }

void Board::pressed(draw::Point world, bool fine) {
  (void)fine;
  press_at_ = world;
  press_ = Press::None;
  const int hit = pickAt(world);
  if (measuring()) {
    measure_active_ = true;
    measure_a_ = vec(world);
    measure_ship_a_ = hit;
    measureTo(world);
    return;
  }
  measure_.reset();
  if (canMove(selected_)) {
    const core::Base b = base(selected_);
    if (core::length(vec(world) - handleOf(selected_)) * pixels() <= 12) {
      MoveDrag m;
      m.kind = MoveDrag::Kind::Pivot;
      m.ship = selected_;
      m.start = b;
      m.grab = vec(world);
      m.remaining = engine().remainingMovement(shown(), selected_);
      m.max_pivot = rules().rules.max_pivot;
      m.update(vec(world), false);
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
      !shown().ships[static_cast<std::size_t>(hit)].sunk) {
    press_ = Press::Fire;
    press_ship_ = hit;
    return;
  }
  press_ = Press::Select;
  press_ship_ = hit;
}

void Board::released(draw::Point world) {
  if (measure_active_) {
    measure_active_ = false; // the measurement stays shown until the next click or Escape
    return;
  }
  if (drag_) {
    const std::optional<Action> a = drag_->action();
    drag_.reset();
    drag_refusal_.reset();
    press_ = Press::None;
    if (a) submit(*a); // an illegal move leaves the ship where it was; the refusal says why
    return;
  }
  const Press press = press_;
  press_ = Press::None;
  const int hit = pickAt(world);
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

bool Board::key(const sf::Event::KeyEvent &k) {
  if (k.control || k.alt) return false;
  const State &st = shown();
  switch (k.code) {
  case sf::Keyboard::M: measure_key_ = true; return true;
  case sf::Keyboard::R: rings_ = !rings_; return true;
  case sf::Keyboard::A: reach_ = !reach_; return true;
  case sf::Keyboard::N: labels_ = !labels_; return true;
  case sf::Keyboard::G: host().toggleLegend(); return true; // the legend's key before L was every game's
  case sf::Keyboard::T: prefer_guns_ = !prefer_guns_; return true;
  case sf::Keyboard::Tab: cycleShip(); return true;
  case sf::Keyboard::W:
    if (canMove(selected_))
      submit(MoveForward{selected_, std::min(1.0, engine().remainingMovement(st, selected_))});
    return true;
  case sf::Keyboard::Q:
  case sf::Keyboard::E:
    if (canMove(selected_))
      submit(Pivot{selected_, (k.code == sf::Keyboard::Q ? -1 : 1) * (k.shift ? 45.0 : 15.0)});
    return true;
  default: return false;
  }
}

void Board::keyReleased(const sf::Event::KeyEvent &k) {
  if (k.code == sf::Keyboard::M) measure_key_ = false;
}

void Board::enter() {
  if (confirm_)
    fire(confirm_->attacker, confirm_->target);
  else if (auto b = endButton(); b && b->enabled)
    endPhase();
}

bool Board::escape() {
  if (confirm_) {
    confirm_.reset();
    return true;
  }
  if (drag_ || measure_active_ || measure_) {
    drag_.reset();
    drag_refusal_.reset();
    press_ = Press::None;
    measure_active_ = false;
    measure_.reset();
    return true;
  }
  const bool any = selected_ >= 0;
  selected_ = -1;
  return any;
}

void Board::update(float) {
  const State &st = shown();
  if (const auto p = host().pointerWorld()) hovered_ = pickAt(*p);
  aim_.reset();
  if (confirm_ && (!canFire(confirm_->attacker) || confirm_->attacker != selected_ ||
                   st.ships[static_cast<std::size_t>(confirm_->target)].sunk))
    confirm_.reset();
  if (confirm_) {
    aim_ = aimAt(confirm_->attacker, confirm_->target); // the line of fire stays while asking
    return;
  }
  if (!drag_ && !measuring() && canFire(selected_) && hovered_ >= 0 && hovered_ != selected_ &&
      engine().isEnemy(selected_, hovered_) && !st.ships[static_cast<std::size_t>(hovered_)].sunk &&
      st.ships[static_cast<std::size_t>(hovered_)].pose)
    aim_ = aimAt(selected_, hovered_);
}

// ---- the bar
// ---------------------------------------------------------------------------------------------------

void Board::status(const ui::GuiFonts &) {
  const State &st = shown();
  const Scenario &sc = rules();
  const std::string turn =
      sc.victory.turn_limit ? fill(tr("Turn {turn} / {limit}"),
                                   {{"turn", grouped(st.turn)}, {"limit", grouped(*sc.victory.turn_limit)}})
                            : fill(tr("Turn {turn}"), {{"turn", grouped(st.turn)}});
  // The buttons keep their place from phase to phase: the turn, side and phase take the room of
  // the widest they can be.
  const float left_x = ImGui::GetCursorPosX();
  std::string widest_turn = turn;
  for (char &c : widest_turn)
    if (c >= '0' && c <= '9') c = '8';
  float widest_side = 0, widest_phase = 0;
  for (const std::string &s : sc.sides)
    widest_side = std::max(widest_side, ImGui::CalcTextSize(s.c_str()).x);
  for (const char *t : {tr("Battle over"), tr("Movement phase"), tr("Fire phase")})
    widest_phase = std::max(widest_phase, ImGui::CalcTextSize(t).x);
  const float turn_width = ImGui::CalcTextSize(widest_turn.c_str()).x;
  ImGui::TextUnformatted(turn.c_str());
  ImGui::SameLine(left_x + turn_width + 18);
  ImGui::TextColored(toImVec4(sideColor(st.side)), "%s", side(st.side).c_str());
  ImGui::SameLine(left_x + turn_width + 18 + widest_side + 12);
  const char *phase = st.over                       ? tr("Battle over")
                      : st.phase == Phase::Movement ? tr("Movement phase")
                                                    : tr("Fire phase");
  ImGui::TextUnformatted(phase);
  const float rest = widest_phase - ImGui::CalcTextSize(phase).x;
  if (rest > 0) {
    ImGui::SameLine(0, 0);
    ImGui::Dummy({rest, 1});
  }
}

std::optional<ui::EndButton> Board::endButton() const {
  const State &st = shown();
  const Scenario &sc = rules();
  if (st.over) return std::nullopt;
  const std::string move = tr("End movement  ▸"), fire = tr("End fire phase  ▸");
  ui::EndButton b;
  b.label = st.phase == Phase::Movement ? move : fire;
  b.enabled = !st.pending && !st.attack;
  if (st.pending)
    b.tooltip = fill(trn("{side} must first spread {n} damage on {ship} (HM-DMG-2)",
                         "{side} must first spread {n} damage on {ship} (HM-DMG-2)", st.pending->points),
                     {{"side", side(sideOf(st.pending->ship))},
                      {"n", grouped(st.pending->points)},
                      {"ship", sc.ships[static_cast<std::size_t>(st.pending->ship)].name}});
  else
    b.tooltip = tr("End this phase (Enter)");
  return b;
}

std::string Board::endButtonWidest() const {
  const std::string move = tr("End movement  ▸"), fire = tr("End fire phase  ▸");
  return move.size() > fire.size() ? move : fire;
}

std::vector<ui::BarToggle> Board::toggles() {
  return {
      {tr("Measure"), tr("hold M"),
       tr("Drag a ruler between two points; start and end on ships for base-to-base range. Or hold M."),
       &measure_toggle_},
      {tr("Rings"), "R", tr("Range rings of the selected ship: maximum range and hit bands (R)"), &rings_},
      {tr("Reach"), "A", tr("Where the selected ship can still go this turn (A)"), &reach_},
      {tr("Names"), "N", tr("Ship names (N)"), &labels_}};
}

// ---- the side panel
// ----------------------------------------------------------------------------------------------

void Board::panel(const ui::GuiFonts &fonts) {
  shipCard(fonts);
  shipActions();
  ImGui::Separator();
  objectives();
}

void Board::objectives() {
  // What each side plays for (HM-WIN-3, -4), ticked when it is met now.
  const Scenario &sc = rules();
  if (sc.victory.objectives.empty()) return;
  ImGui::TextColored(kGoldText, "%s", tr("Objectives"));
  const State &st = shown();
  ImGui::PushTextWrapPos(0);
  for (const Objective &o : sc.victory.objectives) {
    const bool met = engine().objectiveMet(st, o);
    ImGui::TextColored(toImVec4(sideColor(o.side)), "%s", met ? "✔" : "•");
    ImGui::SameLine();
    ImGui::TextUnformatted(engine().objectiveText(o).c_str());
  }
  const std::vector<std::string> lines = engine().objectiveLines();
  if (sc.victory.otherwise) ImGui::TextColored(kDim, "%s", lines.back().c_str());
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
}

void Board::shipCard(const ui::GuiFonts &fonts) {
  const State &st = shown();
  const Scenario &sc = rules();
  if (selected_ < 0) {
    ImGui::TextColored(kDim, "%s", tr("No ship selected."));
    ImGui::TextColored(
        kDim, "%s",
        fill(tr("Click a ship to open its card (Tab: next ship of {side})."), {{"side", side(st.side)}})
            .c_str());
    ImGui::Spacing();
    return;
  }
  const int i = selected_;
  const ShipState &s = st.ships[static_cast<std::size_t>(i)];
  const ShipClass &cls = sc.shipClass(i);
  const int owner = sideOf(i);
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  ImGui::TextColored(toImVec4(sideColor(owner)), "%s", shipName(i).c_str());
  if (fonts.medium) ImGui::PopFont();
  ImGui::TextColored(kDim, "%s · %s%s", cls.name.c_str(), side(owner).c_str(),
                     cls.torpedoes ? (std::string(" · ") + tr("torpedoes")).c_str() : "");
  const State initial = initialState(sc);
  const ShipState &was = initial.ships[static_cast<std::size_t>(i)];
  const int now[3] = {s.movement, s.combat, s.structure};
  const int start[3] = {was.movement, was.combat, was.structure};
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
      dieWidget(now[k], valueColor(k), 24);
      ImGui::SameLine();
      ImGui::AlignTextToFramePadding();
      ImGui::TextColored(now[k] < start[k] ? kGoldText : ImVec4(1, 1, 1, 1), "%s", grouped(now[k]).c_str());
      ImGui::TableNextColumn();
      dieWidget(start[k], valueColor(k), 24, false, true);
      ImGui::SameLine();
      ImGui::AlignTextToFramePadding();
      ImGui::TextColored(kDim, "%s", grouped(start[k]).c_str());
    }
    ImGui::EndTable();
  }
  if (s.sunk) {
    ImGui::TextColored(kRedText, "%s", tr("Sunk — a wreck marks where it went down"));
    return;
  }
  if (s.escaped) {
    ImGui::TextColored(kGreenText, "%s", tr("Has left the table by its objective's edge"));
    return;
  }
  // What matters now: movement while its side moves, attacks in the fire phase.
  const double left = engine().remainingMovement(st, i);
  const bool moving = !st.over && st.phase == Phase::Movement && owner == st.side;
  if (moving) {
    ImGui::TextUnformatted(tr("Movement left: "));
    ImGui::SameLine(0, 0);
    ImGui::TextColored(left > 0 ? kGreenText : kDim, "%s", fill(tr("{d} UD"), {{"d", number(left)}}).c_str());
    // Longer sentences (French) wrap rather than run off the panel.
    const std::string spent = fill(tr("(spent {d})"), {{"d", number(s.moved_ud)}});
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(spent.c_str()).x) ImGui::NewLine();
    ImGui::TextColored(kDim, "%s", spent.c_str());
    const double need = straightNeeded(i);
    if (left + 1e-9 < sc.rules.pivot_cost)
      ImGui::TextColored(kDim, "%s",
                         left <= 1e-9 ? tr("No movement left this turn")
                                      : fill(tr("Too little left to pivot (a pivot costs {cost} UD)"),
                                             {{"cost", number(sc.rules.pivot_cost)}})
                                            .c_str());
    else if (need > 1e-9)
      ImGui::TextColored(kDim, "%s",
                         fill(tr("Must go {d} UD straight before pivoting"), {{"d", number(need)}}).c_str());
    else
      ImGui::TextColored(kDim, "%s",
                         fill(tr("May pivot now (costs {cost} UD, up to {max}°)"),
                              {{"cost", number(sc.rules.pivot_cost)}, {"max", number(sc.rules.max_pivot, 0)}})
                             .c_str());
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
        fill(tr("At ({x}, {y}), heading {heading}°"), {{"x", number(s.pose->center.x)},
                                                       {"y", number(s.pose->center.y)},
                                                       {"heading", number(s.pose->heading_deg, 0)}})
            .c_str());
}

void Board::shipActions() {
  const State &st = shown();
  const Scenario &sc = rules();
  ui::BarControls &noted = host().controls();
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
    const std::string half = fill(tr("Forward {d}"), {{"d", number(0.5)}}) + "###half";
    const std::string one = fill(tr("Forward {d} UD"), {{"d", number(1)}}) + "###one";
    const std::string all = fill(tr("All {d} UD"), {{"d", number(left, 1)}}) + "###all";
    ImGui::BeginDisabled(left <= 1e-9);
    if (ImGui::Button(half.c_str())) submit(MoveForward{i, std::min(0.5, left)});
    noted.note("Forward 0.5");
    sameLineIfFits(one, gap);
    if (ImGui::Button(one.c_str())) submit(MoveForward{i, std::min(1.0, left)});
    noted.note("Forward 1 UD");
    sameLineIfFits(all, gap);
    if (ImGui::Button(all.c_str())) submit(MoveForward{i, left});
    noted.note("All");
    ImGui::EndDisabled();
    const double steps[6] = {-90, -45, -15, 15, 45, 90};
    bool first = true;
    for (int k = 0; k < 6; ++k) {
      const double d = steps[k];
      if (std::fabs(d) > sc.rules.max_pivot + 1e-9) continue;
      const std::string label = (d > 0 ? "+" : "−") + number(std::fabs(d), 0) + "°";
      if (!first) sameLineIfFits(label, k == 3 ? 14.f : 5.f);
      first = false;
      if (ImGui::Button(label.c_str())) submit(Pivot{i, d});
      noted.note(label);
      if (ImGui::IsItemHovered())
        ImGui::SetTooltip("%s",
                          fill(d > 0 ? tr("Pivot {deg}° to starboard about the stern (costs {cost} UD)")
                                     : tr("Pivot {deg}° to port about the stern (costs {cost} UD)"),
                               {{"deg", number(std::fabs(d), 0)}, {"cost", number(sc.rules.pivot_cost)}})
                              .c_str());
    }
    ImGui::TextColored(kDim, "%s", tr("Or drag the ship; drag the gold handle to turn."));
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
    const core::Vec2 from = st.ships[static_cast<std::size_t>(i)].pose->center;
    for (int t = 0; t < static_cast<int>(st.ships.size()); ++t) {
      const ShipState &s = st.ships[static_cast<std::size_t>(t)];
      if (engine().isEnemy(i, t) && !s.sunk && s.pose)
        near.emplace_back(core::length(s.pose->center - from), t);
    }
    const std::size_t keep = std::min<std::size_t>(near.size(), 8);
    std::partial_sort(near.begin(), near.begin() + static_cast<std::ptrdiff_t>(keep), near.end());
    near.resize(keep);
    std::vector<Row> rows;
    for (const auto &[d, t] : near)
      rows.push_back({t, aimAt(i, t)});
    std::sort(rows.begin(), rows.end(),
              [](const Row &a, const Row &b) { return a.aim.solution.distance < b.aim.solution.distance; });
    int listed = 0;
    // A row per enemy: the button, the name and distance, then the odds or, dim and wrapped, the
    // reason it cannot be attacked.
    for (const Row &r : rows) {
      if (listed >= 6) break;
      const FireSolution &sol = r.aim.solution;
      if (!sol.possible && listed >= 3) continue;
      ++listed;
      ImGui::PushID(r.t);
      ImGui::BeginDisabled(!sol.possible);
      if (ImGui::SmallButton(r.aim.torpedo ? tr("Torpedo") : tr("Fire"))) askFire(i, r.t);
      ImGui::EndDisabled();
      ImGui::SameLine();
      ImGui::TextColored(sol.possible ? ImVec4(1, 1, 1, 1) : kDim, "%s", shipName(r.t).c_str());
      ImGui::SameLine();
      ImGui::TextColored(kDim, "%s", fill(tr("{d} UD"), {{"d", number(sol.distance, 1)}}).c_str());
      ImGui::Indent(12);
      if (sol.possible && r.aim.odds)
        ImGui::TextWrapped("%s%s", r.aim.torpedo ? (std::string(tr("torpedoes")) + " · ").c_str() : "",
                           fill(tr("{n} on {band} · sink {p}"), {{"n", grouped(sol.dice)},
                                                                 {"band", bandText(sol.hit_on)},
                                                                 {"p", percent(r.aim.odds->p_sunk)}})
                               .c_str());
      else
        ImGui::TextColored(kDim, "%s", refusalWords(r.aim).c_str());
      ImGui::Unindent(12);
      if (!sol.possible && sol.refusal && ImGui::IsItemHovered())
        ImGui::SetTooltip("%s", sol.refusal->text().c_str());
      ImGui::PopID();
    }
    if (listed == 0) ImGui::TextColored(kDim, "%s", tr("No enemy afloat."));
    ImGui::TextColored(kDim, "%s", tr("Point at an enemy on the table to see the odds."));
  }
}

// ---- windows over the table
// ------------------------------------------------------------------------------------------

void Board::overlays(const ui::GuiFonts &fonts) {
  hint();
  aimWindow();
  diceTray();
  fireQuestion(fonts);
  damageDialog(fonts);
}

void Board::hint() {
  const State &st = shown();
  std::string text;
  if (st.over)
    text = tr("The battle is over.");
  else if (measuring())
    text = tr("Measuring: drag between two points — start and end on ships for base-to-base range.");
  else if (const auto playing = host().computerToMove())
    text = *playing; // no instructions to the computer's seat
  else if (st.pending)
    text = fill(tr("{side} spreads the damage on {ship}."),
                {{"side", side(sideOf(st.pending->ship))}, {"ship", shipName(st.pending->ship)}});
  else if (canMove(selected_))
    text =
        tr("Drag the ship forward · drag the gold handle to pivot about the stern · Enter ends the movement "
           "phase.");
  else if (canFire(selected_))
    text = tr("Point at an enemy to see range and odds · click it to fire · Enter ends the fire phase.");
  else if (st.phase == Phase::Movement)
    text = fill(tr("{side} moves: click one of your ships (Tab cycles them)."), {{"side", side(st.side)}});
  else
    text = fill(tr("{side} fires: select one of your ships, then point at an enemy."),
                {{"side", side(st.side)}});
  const draw::Rect vp = host().tableArea();
  ImGui::SetNextWindowPos({vp.x + vp.width - 12, vp.y + 10}, ImGuiCond_Always, {1, 0});
  ImGui::SetNextWindowBgAlpha(0.72f);
  ImGui::Begin("##hint", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoInputs |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                   ImGuiWindowFlags_NoNav);
  // Within the table: a long hint wraps instead of running off its left edge.
  const float wrap = std::max(200.f, vp.width - 40);
  ImGui::PushTextWrapPos(ImGui::CalcTextSize(text.c_str()).x > wrap ? wrap : -1.f);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  host().controls().noteWindow("hint");
  ImGui::End();
}

void Board::aimWindow() {
  if (!aim_ || !host().pointerWorld()) return;
  const Aim &a = *aim_;
  const FireSolution &sol = a.solution;
  // A fixed corner of the table rather than at the cursor: the firing line stays visible.
  const draw::Rect vp = host().tableArea();
  const bool right = host().pixelOf(*host().pointerWorld()).x < vp.x + vp.width * 0.45f;
  ImGui::SetNextWindowPos({right ? vp.x + vp.width - 12 : vp.x + 12, vp.y + 56}, ImGuiCond_Always,
                          {right ? 1.f : 0.f, 0});
  ImGui::SetNextWindowBgAlpha(0.93f);
  ImGui::Begin("##odds", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoInputs |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                   ImGuiWindowFlags_NoNav);
  ImGui::TextColored(kDim, "%s", fill(tr("{ship} fires on"), {{"ship", shipName(a.attacker)}}).c_str());
  ImGui::TextColored(toImVec4(sideColor(sideOf(a.target))), "%s", shipName(a.target).c_str());
  ImGui::SameLine();
  ImGui::TextColored(kDim, "%s", fill(tr("{d} UD base to base"), {{"d", number(sol.distance)}}).c_str());
  if (a.torpedo)
    ImGui::TextUnformatted(fill(trn("Torpedoes: {n} die hitting on {band}, {damage} damage a hit",
                                    "Torpedoes: {n} dice hitting on {band}, {damage} damage a hit", sol.dice),
                                {{"n", grouped(sol.dice)},
                                 {"band", bandText(sol.hit_on)},
                                 {"damage", grouped(sol.damage_per_hit)}})
                               .c_str());
  else if (sol.dice > 0)
    ImGui::TextUnformatted(
        fill(trn("Guns: {n} die hitting on {band}", "Guns: {n} dice hitting on {band}", sol.dice),
             {{"n", grouped(sol.dice)}, {"band", bandText(sol.hit_on)}})
            .c_str());
  if (!sol.possible && sol.refusal) {
    ImGui::PushTextWrapPos(360);
    ImGui::TextColored(kRedText, "%s", sol.refusal->text().c_str());
    ImGui::PopTextWrapPos();
  }
  if (a.odds && sol.dice > 0) {
    oddsChart(a.odds->hits, sol.damage_per_hit);
    ImGui::TextUnformatted(
        fill(tr("Expected damage {damage} · chance to sink "), {{"damage", number(a.odds->expected_damage)}})
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

void Board::diceTray() {
  if (!roll_ || roll_->faces.empty()) return;
  const draw::Rect vp = host().tableArea();
  ImGui::SetNextWindowPos({vp.x + vp.width / 2, vp.y + vp.height - 14}, ImGuiCond_Always, {0.5f, 1});
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
                              {{"ship", shipName(roll_->attacker)},
                               {"target", shipName(roll_->target)},
                               {"band", bandText(roll_->hit_on)}})
                             .c_str());
  for (std::size_t k = 0; k < roll_->faces.size(); ++k) {
    if (k) ImGui::SameLine(0, 10);
    const bool hit = roll_->faces[k] >= roll_->hit_on;
    dieWidget(roll_->faces[k], hit ? draw::Color(242, 236, 222) : draw::Color(120, 126, 136), 38, hit, false);
  }
  ImGui::TextColored(hits ? kGoldText : kDim, "%s",
                     fill(trn("{n} hit, {damage} damage", "{n} hits, {damage} damage", hits),
                          {{"n", grouped(hits)}, {"damage", grouped(hits * roll_->damage_per_hit)}})
                         .c_str());
  ImGui::End();
  if (!open) roll_.reset();
}

void Board::fireQuestion(const ui::GuiFonts &fonts) {
  if (!confirm_ || !aim_) return;
  const Aim &a = *aim_;
  const FireSolution &sol = a.solution;
  const draw::Rect vp = host().tableArea();
  ImGui::SetNextWindowPos({vp.x + vp.width / 2, vp.y + vp.height - 58}, ImGuiCond_Always, {0.5f, 1});
  ImGui::SetNextWindowBgAlpha(0.96f);
  ImGui::Begin("##confirmfire", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                   ImGuiWindowFlags_NoNav);
  const float wrap = std::min(480.f, vp.width - 60);
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
  ImGui::TextUnformatted(
      fill(a.torpedo ? tr("{ship} launches torpedoes at {target}?") : tr("{ship} fires on {target}?"),
           {{"ship", shipName(a.attacker)}, {"target", shipName(a.target)}})
          .c_str());
  ImGui::PopTextWrapPos();
  if (fonts.medium) ImGui::PopFont();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
  if (sol.possible) {
    std::string line = fill(trn("{n} die hitting on {band}", "{n} dice hitting on {band}", sol.dice),
                            {{"n", grouped(sol.dice)}, {"band", bandText(sol.hit_on)}});
    if (a.odds) line += " · " + fill(tr("chance to sink {p}"), {{"p", percent(a.odds->p_sunk)}});
    ImGui::TextUnformatted(line.c_str());
    ImGui::TextColored(
        kDim, "%s",
        tr("The program rolls the dice at once; a roll seen is final unless both players agree to undo it."));
  } else if (sol.refusal) {
    ImGui::TextColored(kRedText, "%s", sol.refusal->text().c_str());
  }
  ImGui::PopTextWrapPos();
  const std::string yes_label = a.torpedo ? tr("Launch  (Enter)") : tr("Fire  (Enter)");
  ImGui::BeginDisabled(!sol.possible);
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.62f, 0.22f, 0.16f, 1));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.78f, 0.3f, 0.2f, 1));
  const bool yes = ImGui::Button(yes_label.c_str());
  host().controls().note(yes_label);
  ImGui::PopStyleColor(2);
  ImGui::EndDisabled();
  ImGui::SameLine();
  const std::string no_label = tr("Cancel  (Esc)");
  const bool no = ImGui::Button(no_label.c_str());
  host().controls().note(no_label);
  ImGui::End();
  if (yes)
    fire(confirm_->attacker, confirm_->target);
  else if (no)
    confirm_.reset();
}

void Board::damageDialog(const ui::GuiFonts &fonts) {
  const State &st = shown();
  if (!st.pending) return;
  const int ship = st.pending->ship;
  const int owner = sideOf(ship);
  if (!host().personAt(owner)) return; // the computer spreads its own
  const int points = st.pending->points;
  const std::string key =
      grouped(ship) + "/" + grouped(points) + "/" + grouped(static_cast<long long>(seen_));
  if (key != alloc_key_) {
    alloc_key_ = key;
    alloc_[0] = alloc_[1] = alloc_[2] = 0;
  }
  const draw::Rect vp = host().tableArea();
  // Keep the damaged ship in view: the dialog goes in the other half of the table.
  const ShipState &s = st.ships[static_cast<std::size_t>(ship)];
  const bool target_high =
      s.pose &&
      host().pixelOf({static_cast<float>(s.pose->center.x), static_cast<float>(s.pose->center.y)}).y <
          vp.y + vp.height / 2;
  ImGui::SetNextWindowPos({vp.x + vp.width / 2, vp.y + vp.height * (target_high ? 0.64f : 0.3f)},
                          ImGuiCond_Always, {0.5f, 0.5f});
  ImGui::Begin((std::string(tr("Spread the damage")) + "###spread").c_str(), nullptr,
               ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoSavedSettings);
  ui::BarControls &noted = host().controls();
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  ImGui::TextColored(toImVec4(sideColor(owner)), "%s", shipName(ship).c_str());
  if (fonts.medium) ImGui::PopFont();
  ImGui::TextUnformatted(
      fill(trn("{side} spreads {n} more damage point.", "{side} spreads {n} more damage points.", points),
           {{"side", side(owner)}, {"n", grouped(points)}})
          .c_str());
  ImGui::TextColored(
      kDim, "%s",
      fill(tr("The first point is already on structure (now {n})."), {{"n", grouped(s.structure)}}).c_str());
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
      dieWidget(values[k] - alloc_[k], valueColor(k), 26);
      ImGui::TableNextColumn();
      ImGui::BeginDisabled(alloc_[k] <= 0);
      if (ImGui::Button("−", {32, 0})) --alloc_[k];
      ImGui::EndDisabled();
      ImGui::SameLine();
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(grouped(alloc_[k]).c_str());
      ImGui::SameLine();
      ImGui::BeginDisabled(spent >= points || alloc_[k] >= values[k]);
      if (ImGui::Button("+", {32, 0})) ++alloc_[k];
      ImGui::EndDisabled();
      ImGui::TableNextColumn();
      ImGui::TextColored(kDim, "%s → %s", grouped(values[k]).c_str(), grouped(values[k] - alloc_[k]).c_str());
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
  spent = alloc_[0] + alloc_[1] + alloc_[2];
  if (values[2] - alloc_[2] <= 0)
    ImGui::TextColored(kRedText, "%s [HM-DMG-4]", tr("Structure 0: the ship sinks."));
  ImGui::TextColored(
      spent == points ? kGreenText : kDim, "%s",
      fill(tr("{n} of {total} spread"), {{"n", grouped(spent)}, {"total", grouped(points)}}).c_str());
  ImGui::BeginDisabled(spent != points);
  const bool confirm = ImGui::Button(tr("Confirm"), {140, 0});
  noted.note(tr("Confirm"));
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button(tr("All on structure"))) {
    alloc_[0] = alloc_[1] = 0;
    alloc_[2] = std::min(points, s.structure);
    const int rest = points - alloc_[2];
    alloc_[1] = std::min(rest, s.combat);
    alloc_[0] = std::min(rest - alloc_[1], s.movement);
  }
  noted.note(tr("All on structure"));
  // A person's attack may be taken back from here (a misclick); the computer's goes back with the
  // person's last decision, by the bar's Undo.
  bool undo = false;
  if (!roll_ || host().personAt(sideOf(roll_->attacker))) {
    ImGui::SameLine();
    undo = ImGui::Button(tr("Undo the attack…"));
    noted.note(tr("Undo the attack…"));
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip(
          "%s", tr("A misclick or the wrong target: take the attack and its dice back (both players agree)"));
  }
  ImGui::End();
  if (confirm) {
    const int spread[3] = {alloc_[0], alloc_[1], alloc_[2]};
    const Value order[3] = {Value::Movement, Value::Combat, Value::Structure};
    alloc_key_.clear();
    for (int k = 0; k < 3; ++k) {
      // The engine may settle the rest on its own when no choice is left (HM-DMG-3).
      if (spread[k] <= 0 || !shown().pending) continue;
      const int n = std::min(spread[k], shown().pending->points);
      if (n > 0 && !submit(AllocateDamage{ship, order[k], n})) break;
    }
  }
  if (undo) host().requestUndo();
}

// ---- what the frame tells
// ---------------------------------------------------------------------------------------------

bool Board::hasTooltip() const {
  const State &st = shown();
  return hovered_ >= 0 && hovered_ != selected_ && hovered_ < static_cast<int>(st.ships.size()) && !aim_ &&
         !drag_ && !measuring() && !confirm_ && !st.pending;
}

void Board::tooltip() {
  // The ship's card in brief, at the pointer: no need to select it to read it.
  const State &st = shown();
  const Scenario &sc = rules();
  const int i = hovered_;
  const ShipState &s = st.ships[static_cast<std::size_t>(i)];
  const ShipClass &cls = sc.shipClass(i);
  ImGui::TextColored(toImVec4(sideColor(sideOf(i))), "%s", shipName(i).c_str());
  ImGui::SameLine();
  ImGui::TextColored(kDim, "%s · %s%s", cls.name.c_str(), side(sideOf(i)).c_str(),
                     cls.torpedoes ? (std::string(" · ") + tr("torpedoes")).c_str() : "");
  if (s.sunk) {
    ImGui::TextColored(kRedText, "%s", tr("Sunk — a wreck marks where it went down"));
    return;
  }
  if (s.escaped) {
    ImGui::TextColored(kGreenText, "%s", tr("Has left the table by its objective's edge"));
    return;
  }
  const int values[3] = {s.movement, s.combat, s.structure};
  const char *names[3] = {tr("Movement"), tr("Combat"), tr("Structure")};
  for (int k = 0; k < 3; ++k) {
    if (k) ImGui::SameLine(0, 14);
    dieWidget(values[k], valueColor(k), 20);
    ImGui::SameLine(0, 4);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(names[k]);
  }
  if (!st.over && st.phase == Phase::Movement && sideOf(i) == st.side)
    ImGui::TextUnformatted(
        fill(tr("Movement left: {d} UD"), {{"d", number(engine().remainingMovement(st, i))}}).c_str());
  else if (!st.over && st.phase == Phase::Fire && sideOf(i) == st.side)
    ImGui::TextUnformatted(s.fired || s.torpedoed ? tr("Has attacked this turn")
                                                  : tr("May still attack this turn"));
  if (s.structure <= 1) ImGui::TextColored(kGoldText, "%s", tr("Afloat — one more hit sinks it"));
}

std::optional<draw::Color> Board::logColor(const game::LogEntry &e) const {
  bool phase = false, sunk = false, fired = false;
  for (const auto &c : e.clauses) {
    phase |= c == "HM-SEQ-2" || c == "HM-SEQ-3";
    sunk |= c == "HM-DMG-4" || c.rfind("HM-WIN", 0) == 0;
    fired |= c == "HM-FIRE-4" || c == "HM-TORP-3";
  }
  if (phase) return draw::Color(140, 191, 255);
  if (sunk) return draw::Color(255, 128, 115);
  if (fired) return draw::Color(255, 212, 82);
  return std::nullopt;
}

std::string Board::actionWords(const std::string &action) const {
  // An attack declared: its dice come next, in their own line.
  try {
    const Action a = parseAction(rules(), core::splitCommand(action));
    if (const auto *f = std::get_if<Fire>(&a))
      return fill(f->torpedo ? tr("{ship} launches torpedoes at {target}")
                             : tr("{ship} opens fire on {target}"),
                  {{"ship", shipName(f->ship)}, {"target", shipName(f->target)}});
  } catch (const std::exception &) {
  }
  return action;
}

std::string Board::seenChance() const {
  if (!roll_ || roll_->faces.empty()) return "";
  std::string faces;
  for (int f : roll_->faces)
    faces += (faces.empty() ? "" : " ") + grouped(f);
  return fill(tr("{ship}'s attack on {target}: the dice showed {faces}."),
              {{"ship", shipName(roll_->attacker)}, {"target", shipName(roll_->target)}, {"faces", faces}});
}

std::optional<ui::BannerText> Board::banner() const {
  const State &st = shown();
  if (!st.over) return std::nullopt;
  ui::BannerText b;
  b.headline = st.winner ? fill(tr("{side} wins!"), {{"side", side(*st.winner)}}) : std::string(tr("A draw"));
  b.color = st.winner ? sideColor(*st.winner) : draw::Color(217, 217, 217);
  const auto &log = session().log();
  for (auto it = log.rbegin(); it != log.rend(); ++it)
    if (!it->clauses.empty() && it->clauses.front().rfind("HM-WIN", 0) == 0) {
      b.lines.push_back(it->text + "  [" + clauseList(it->clauses) + "]");
      break;
    }
  const auto n = static_cast<long>(session().actions().size());
  b.lines.push_back(fill(trn("Turn {turn} · {n} action · Save keeps the record",
                             "Turn {turn} · {n} actions · Save keeps the record", n),
                         {{"turn", grouped(st.turn)}, {"n", grouped(n)}}));
  return b;
}

std::string Board::helpHeading() const { return tr("Haute Mer — the battle table"); }

std::vector<ui::HelpLine> Board::helpLines() const {
  return {
      {tr("Left click"), tr("select a ship (its card opens on the right)")},
      {tr("Drag own ship"), tr("move it forward, no need to select it first; red: the rules refuse it")},
      {tr("Drag gold handle"), tr("pivot about the stern, 0–90°, costs 1 UD (Shift: 1° steps)")},
      {"W / Q / E", tr("forward 1 UD / pivot 15° to port / to starboard (Shift: 45°)")},
      {tr("Point at enemy"), tr("fire phase: range, hit band, line of fire and odds")},
      {tr("Click enemy"), tr("fire phase: asks first; Enter or a second click fires (the program rolls)")},
      {"T", tr("torpedo boats: switch between torpedoes and guns")},
      {tr("Enter"), tr("end the phase")},
      {tr("Hold M + drag"), tr("measure; start and end on ships for base-to-base range")},
      {"R / A / N", tr("range rings / reach area / names on or off")},
      {"G", tr("the legend, as L")},
      {tr("Tab"), tr("select the next ship of the side to play")},
      {tr("Escape"), tr("cancel a drag or measure, then deselect")}};
}

std::vector<std::string> Board::helpNotes() const {
  return {tr("Dice beside each ship: movement (green), combat (amber), structure (ivory)."),
          tr("Where ships crowd at this zoom their dice give way: the ship's card shows the values."),
          tr("Rings: maximum range and the 6 / 5+ / 4+ hit bands; dotted cyan: torpedoes 1 and 2 UD.")};
}

std::vector<ui::LegendEntry> Board::legend() const {
  // Each symbol drawn in the swatch's box (ImGui's draw list, window pixels), clipped to it.
  using Draw = std::function<void(ImDrawList *, ImVec2, ImVec2)>;
  const auto entry = [](std::string name, Draw paint) {
    ui::LegendEntry e;
    e.look.fill = draw::Color::transparent();
    e.name = std::move(name);
    e.wide = true;
    e.symbol = [paint = std::move(paint)](float x, float y, float r) {
      const ImVec2 a{x - r * 1.05f, y - r * 0.55f}, b{x + r * 1.05f, y + r * 0.55f};
      ImDrawList *d = ImGui::GetWindowDrawList();
      d->PushClipRect(a, b, true);
      paint(d, a, b);
      d->PopClipRect();
    };
    return e;
  };
  const auto col = [](draw::Color c) { return IM_COL32(c.r, c.g, c.b, c.a); };
  const auto hull = [](ImDrawList *d, ImVec2 a, ImVec2 b, ImU32 fill, ImU32 edge, float w) {
    const float cy = (a.y + b.y) / 2;
    d->AddRectFilled({a.x + 2, cy - 4}, {b.x - 2, cy + 4}, fill);
    d->AddTriangleFilled({b.x - 2, cy}, {b.x - 9, cy - 3}, {b.x - 9, cy + 3}, IM_COL32(250, 250, 245, 235));
    if (w > 0) d->AddRect({a.x + 1, cy - 5}, {b.x - 1, cy + 5}, edge, 0, 0, w);
  };
  std::vector<ui::LegendEntry> out;
  for (int s = 0; s < static_cast<int>(rules().sides.size()); ++s)
    out.push_back(entry(fill(tr("a ship of {side} (the base the rules measure)"), {{"side", side(s)}}),
                        [=](ImDrawList *d, ImVec2 a, ImVec2 b) { hull(d, a, b, col(sideColor(s)), 0, 0); }));
  out.push_back(entry(tr("selected"), [=](ImDrawList *d, ImVec2 a, ImVec2 b) {
    hull(d, a, b, col(sideColor(0)), IM_COL32(255, 211, 77, 255), 2.5f);
  }));
  out.push_back(
      entry(tr("target (red) · blocks the line of fire (orange)"), [=](ImDrawList *d, ImVec2 a, ImVec2 b) {
        hull(d, a, {(a.x + b.x) / 2 + 1, b.y}, col(sideColor(1)), IM_COL32(255, 80, 70, 255), 2);
        hull(d, {(a.x + b.x) / 2 + 1, a.y}, b, col(sideColor(1)), IM_COL32(255, 120, 30, 255), 2);
      }));
  out.push_back(entry(tr("damage waiting to be spread"), [=](ImDrawList *d, ImVec2 a, ImVec2 b) {
    hull(d, a, b, col(sideColor(1)), IM_COL32(255, 60, 200, 255), 2.5f);
  }));
  out.push_back(entry(tr("wreck"), [](ImDrawList *d, ImVec2 a, ImVec2 b) {
    const float cy = (a.y + b.y) / 2;
    d->AddRectFilled({a.x + 2, cy - 4}, {b.x - 2, cy + 4}, IM_COL32(96, 100, 106, 220));
    d->AddLine({a.x + 2, cy - 4}, {b.x - 2, cy + 4}, IM_COL32(150, 30, 30, 240), 2);
    d->AddLine({a.x + 2, cy + 4}, {b.x - 2, cy - 4}, IM_COL32(150, 30, 30, 240), 2);
  }));
  out.push_back(entry(tr("where it began this movement phase"), [](ImDrawList *d, ImVec2 a, ImVec2 b) {
    const float cy = (a.y + b.y) / 2;
    d->AddRect({a.x + 2, cy - 4}, {b.x - 2, cy + 4}, IM_COL32(235, 245, 255, 150), 0, 0, 1.3f);
  }));
  out.push_back(entry(tr("dice: movement, combat, structure"), [=](ImDrawList *d, ImVec2 a, ImVec2 b) {
    const float sz = std::min(7.f, b.y - a.y - 2), cy = (a.y + b.y) / 2;
    for (int k = 0; k < 3; ++k)
      d->AddRectFilled({a.x + 1 + k * (sz + 1.5f), cy - sz / 2},
                       {a.x + 1 + k * (sz + 1.5f) + sz, cy + sz / 2}, col(valueColor(k)), 1.5f);
  }));
  out.push_back(entry(tr("where the selected ship can still go"), [](ImDrawList *d, ImVec2 a, ImVec2 b) {
    d->AddRectFilled({a.x + 2, a.y + 2}, {b.x - 2, b.y - 2}, IM_COL32(160, 230, 255, 70));
    d->AddRect({a.x + 2, a.y + 2}, {b.x - 2, b.y - 2}, IM_COL32(170, 235, 255, 160));
  }));
  out.push_back(
      entry(tr("gold handle: drag to pivot about the stern"), [](ImDrawList *d, ImVec2 a, ImVec2 b) {
        const float cy = (a.y + b.y) / 2;
        d->AddLine({a.x + 4, cy}, {b.x - 8, cy}, IM_COL32(255, 211, 77, 200), 1.5f);
        d->AddCircleFilled({b.x - 7, cy}, 5.5f, IM_COL32(255, 211, 77, 255));
      }));
  out.push_back(
      entry(tr("range rings: maximum range, hit on 6 / 5+ / 4+"), [](ImDrawList *d, ImVec2 a, ImVec2 b) {
        const float cy = (a.y + b.y) / 2;
        const ImU32 c[3] = {IM_COL32(235, 110, 60, 230), IM_COL32(240, 190, 70, 200),
                            IM_COL32(140, 215, 110, 200)};
        for (int k = 0; k < 3; ++k)
          d->AddCircle({a.x + 2, cy + 8}, 24.f - static_cast<float>(k) * 7, c[k], 32, k ? 1.f : 2.f);
      }));
  out.push_back(entry(tr("torpedo rings: 1 and 2 UD"), [](ImDrawList *d, ImVec2 a, ImVec2 b) {
    const float cy = (a.y + b.y) / 2;
    for (float x = a.x + 2; x < b.x - 2; x += 6)
      d->AddLine({x, cy}, {x + 3, cy}, IM_COL32(120, 230, 235, 220), 1.5f);
  }));
  out.push_back(
      entry(tr("line of fire: clear (white), refused (red)"), [](ImDrawList *d, ImVec2 a, ImVec2 b) {
        const float cy = (a.y + b.y) / 2;
        d->AddLine({a.x + 2, cy - 3}, {b.x - 2, cy - 3}, IM_COL32(255, 255, 255, 235), 2);
        d->AddLine({a.x + 2, cy + 3}, {b.x - 2, cy + 3}, IM_COL32(255, 90, 80, 235), 2);
      }));
  return out;
}

} // namespace amiraute::haute_mer

AMIRAUTE_REGISTER_BOARD(amiraute::haute_mer::Game, amiraute::haute_mer::Board)
