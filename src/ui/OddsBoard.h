#pragma once
/// The hex board of a game fought by odds (core/hex/Odds.h), shared by such games' boards: the
/// piece chosen to move with its reach, and the attack being prepared (its attackers and its
/// defender) by clicks on the map. A game's board derives from OddsBoard<Game, Reach>, `Reach`
/// being what the game computes of a piece's moves, and says what a click does in each phase, how an
/// attack is resolved and when the game is in its combat phase (Enter resolves the attack then).
#include "ui/HexBoard.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <vector>

namespace amiraute::ui {

template <game::Game G, class Reach> class OddsBoard : public HexBoard<G> {
public:
  using HexBoard<G>::HexBoard;

  /// The piece chosen to move, the attack being prepared.
  std::optional<core::Hex> selected() const { return selected_; }
  const std::vector<core::Hex> &attackers() const { return attackers_; }
  std::optional<core::Hex> defender() const { return defender_; }

  /// Resolve the attack being prepared (the panel's button, Enter).
  virtual bool resolveAttack() = 0;
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
  /// The game is in its combat phase.
  virtual bool combatPhase() const = 0;
  /// A defender and at least one attacker: the attack can be resolved.
  bool attackReady() const { return defender_ && !attackers_.empty(); }
  /// A click in combat on hex `h`, where stands a piece of `side` (-1: none), `mine` being the side
  /// to play: one's own piece joins the attack or leaves it; an enemy is the defender, or no longer
  /// when it was, and on the first pick `propose` adds to the attackers every piece that can still
  /// join an attack on it; an empty hex drops it all.
  void combatClick(core::Hex h, int side, int mine,
                   const std::function<void(std::vector<core::Hex> &)> &propose) {
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
      if (attackers_.empty()) propose(attackers_);
    } else {
      escape();
    }
  }

  std::optional<core::Hex> selected_;
  std::optional<Reach> reach_;
  std::vector<core::Hex> attackers_;
  std::optional<core::Hex> defender_;
};

} // namespace amiraute::ui
