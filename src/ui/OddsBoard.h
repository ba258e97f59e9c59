#pragma once
/// The hex board of a game fought by odds (core/hex/Odds.h), shared by such games' boards: a click
/// on the map phase by phase (a piece placed, the piece chosen to move with its reach, the attack
/// being prepared with its attackers and its defender, the hex a beaten piece retreats to), the end
/// of a phase by the bar's button. A game's board derives from OddsBoard<Game, Reach>,
/// `Reach` being what the game computes of a piece's moves (`reachOf(rules, state, hex)`, found in
/// the game's namespace); it submits the moves, attacks, retreats and ends every game of forces
/// shares (game/ForcesActions.h). G::State has `phase`
/// (Placement, Movement, Combat, Over) and `side`, the side to play. The board says who stands on a
/// hex, what a placement is, which piece must retreat now and which pieces an attack proposes.
#include "game/ForcesActions.h"
#include "ui/HexBoard.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace amiraute::ui {

/// What an odds game's board says in its own words, as message ids (translated when shown).
struct OddsTexts {
  const char *clause = "";   ///< put before not_ready ("OV-COMBAT-2: "), when it does not say its clause
  const char *not_ready;     ///< an attack resolved before its defender and an attacker are picked
  const char *end_phase;     ///< the end button's tooltip
  const char *retreat_first; ///< the end button's tooltip while a retreat is waited for
};

template <game::Game G, class Reach> class OddsBoard : public HexBoard<G> {
public:
  OddsBoard(TypedSession<G> &session, OddsTexts texts) : HexBoard<G>(session), texts_(texts) {}

  /// The piece chosen to move, the attack being prepared.
  std::optional<core::Hex> selected() const { return selected_; }
  const std::vector<core::Hex> &attackers() const { return attackers_; }
  std::optional<core::Hex> defender() const { return defender_; }

  /// Resolve the attack being prepared (the panel's button, Enter).
  bool resolveAttack() {
    if (!attackReady()) {
      this->fail(std::string(texts_.clause) + core::tr(texts_.not_ready));
      return false;
    }
    return this->submit(game::forces::Attack{*defender_, attackers_});
  }
  /// End the current phase (the bar's green button).
  bool endPhase() { return this->submit(game::forces::EndPhase{}); }

  bool secretsNow() const override { return false; } // nothing is hidden: no curtain
  /// In movement and in combat: ends the phase, once no retreat is waited for.
  std::optional<EndButton> endButton() const override {
    const auto &st = this->shown();
    if (st.phase != Phase::Movement && st.phase != Phase::Combat) return std::nullopt;
    const bool free = !mustRetreat();
    return EndButton{st.phase == Phase::Combat ? core::tr("End combat  ▸") : core::tr("End movement  ▸"),
                     free, core::tr(free ? texts_.end_phase : texts_.retreat_first)};
  }
  void onEndButton() override { endPhase(); }
  /// Enter: in combat with an attack ready, resolve it; else the end button, when enabled.
  void enter() override {
    if (combatPhase() && attackReady())
      resolveAttack();
    else
      HexBoard<G>::enter();
  }

  /// Drop the piece chosen and the attack being prepared; false when there was none.
  bool escape() override {
    const bool any = selected_ || !attackers_.empty() || defender_;
    selected_.reset();
    reach_.reset();
    attackers_.clear();
    defender_.reset();
    return any;
  }

protected:
  using Phase = decltype(G::State::phase);

  /// The side of the piece on `h`, -1 when none stands there.
  virtual int ownerAt(core::Hex h) const = 0;
  /// The hex of the piece that must retreat now, if one must.
  virtual std::optional<core::Hex> mustRetreat() const = 0;
  /// A click on `h` in the placement phase: a piece of the side to play placed there.
  virtual void place(core::Hex h) = 0;
  /// The pieces of the side to play that can still join an attack on `defender`, added to `attackers`.
  virtual void proposeAttackers(core::Hex defender, std::vector<core::Hex> &attackers) const = 0;

  /// The game is in its combat phase.
  bool combatPhase() const { return this->shown().phase == Phase::Combat; }
  /// A click on the map: off it, or once the game is over, it drops the choice; while a piece must
  /// retreat, another hex is where it goes; else what the phase makes of it (placement, the piece to
  /// move and where, the attack).
  void onHexClick(std::optional<core::Hex> hex) override {
    const auto &st = this->shown();
    if (!hex || st.phase == Phase::Over) {
      escape();
      return;
    }
    const core::Hex h = *hex;
    if (const std::optional<core::Hex> from = mustRetreat()) {
      if (h != *from) this->submit(game::forces::Retreat{*from, h});
      return;
    }
    const int side = ownerAt(h);
    switch (st.phase) {
    case Phase::Placement: place(h); break;
    case Phase::Movement: movementClick(h, side, st.side); break;
    case Phase::Combat: combatClick(h, side, st.side); break;
    case Phase::Over: break;
    }
  }
  /// A defender and at least one attacker: the attack can be resolved.
  bool attackReady() const { return defender_ && !attackers_.empty(); }

  std::optional<core::Hex> selected_;
  std::optional<Reach> reach_;
  std::vector<core::Hex> attackers_;
  std::optional<core::Hex> defender_;

private:
  /// A click in movement on hex `h`, where stands a piece of `side` (-1: none), `mine` being the side
  /// to play: one's own piece is chosen to move, with its reach, or no longer when it was; with a
  /// piece chosen, an empty hex is where it goes (the engine explains a refusal); else the choice is
  /// dropped.
  void movementClick(core::Hex h, int side, int mine) {
    if (side == mine) {
      const bool again = selected_ && *selected_ == h;
      escape();
      if (!again) {
        selected_ = h;
        reach_ = reachOf(this->rules(), this->shown(), h);
      }
    } else if (selected_ && side < 0) {
      this->submit(game::forces::Move{*selected_, h});
    } else {
      escape();
    }
  }
  /// A click in combat on hex `h`, where stands a piece of `side` (-1: none), `mine` being the side
  /// to play: one's own piece joins the attack or leaves it; an enemy is the defender, or no longer
  /// when it was, and on the first pick every piece that can still join an attack on it is proposed
  /// as an attacker; an empty hex drops it all.
  void combatClick(core::Hex h, int side, int mine) {
    if (side == mine) {
      const auto it = std::find(attackers_.begin(), attackers_.end(), h);
      if (it != attackers_.end())
        attackers_.erase(it);
      else
        attackers_.push_back(h);
    } else if (side >= 0) {
      if (defender_ && *defender_ == h) {
        defender_.reset();
        return;
      }
      defender_ = h;
      if (attackers_.empty()) proposeAttackers(h, attackers_);
    } else {
      escape();
    }
  }

  OddsTexts texts_;
};

} // namespace amiraute::ui
