#include "games/escadrilles/State.h"

#include "core/Hash.h"
#include "core/I18n.h"

namespace amiraute::escadrilles {

int State::planeIndex(int side, int number) const {
  for (std::size_t i = 0; i < planes.size(); ++i)
    if (planes[i].side == side && planes[i].number == number) return static_cast<int>(i);
  return -1;
}

int State::planeAt(Hex h) const {
  for (std::size_t i = 0; i < planes.size(); ++i)
    if (planes[i].alive() && planes[i].hex == h) return static_cast<int>(i);
  return -1;
}

int State::alive(int side) const {
  int n = 0;
  for (const Plane &p : planes)
    n += p.side == side && p.alive();
  return n;
}

int State::shotDownBy(int side) const {
  int n = 0;
  for (const Plane &p : planes)
    n += p.side != side && p.fate == Fate::ShotDown;
  return n;
}

bool State::speedsRevealed(int side) const {
  if (phase == Phase::Over) return true;
  if (phase != Phase::Movement) return false;
  return side == first || moving != first;
}

int State::nextToMove() const {
  if (phase != Phase::Movement) return -1;
  for (std::size_t i = 0; i < planes.size(); ++i)
    if (planes[i].side == moving && planes[i].alive() && !planes[i].moved) return static_cast<int>(i);
  return -1;
}

std::uint64_t State::hash() const {
  core::StateHasher h;
  h.add(std::string_view("escadrilles"));
  h.add(static_cast<int>(phase)).add(turn).add(first).add(moving).add(winner).add(static_cast<int>(victory));
  h.add(static_cast<std::uint64_t>(planes.size()));
  for (const Plane &p : planes)
    h.add(p.side)
        .add(p.number)
        .add(p.hex.q)
        .add(p.hex.r)
        .add(p.facing)
        .add(p.last)
        .add(p.speed)
        .add(p.moved)
        .add(static_cast<int>(p.fate));
  return h.value();
}

const char *phaseName(Phase p) {
  switch (p) {
  case Phase::Speeds: return "speeds";
  case Phase::Movement: return "movement";
  case Phase::Over: return "over";
  }
  return "?";
}

const char *fateName(Fate f) {
  switch (f) {
  case Fate::Flying: return "flying";
  case Fate::ShotDown: return "shot_down";
  case Fate::Crashed: return "crashed";
  case Fate::LeftMap: return "left_map";
  }
  return "?";
}

const char *fateText(Fate f) {
  switch (f) {
  case Fate::Flying: return N_("flying");
  case Fate::ShotDown: return N_("shot down");
  case Fate::Crashed: return N_("crashed");
  case Fate::LeftMap: return N_("left the map");
  }
  return "?";
}

const char *victoryName(Victory v) {
  switch (v) {
  case Victory::None: return "none";
  case Victory::Annihilation: return "annihilation";
  case Victory::MorePlanes: return "more_planes";
  case Victory::TieBreak: return "tie_break";
  case Victory::Draw: return "draw";
  }
  return "?";
}

const char *victoryText(Victory v) {
  switch (v) {
  case Victory::None: return N_("not over");
  case Victory::Annihilation: return N_("the other squadron is gone");
  case Victory::MorePlanes: return N_("more planes in the air at the turn limit");
  case Victory::TieBreak: return N_("as many planes, more shot down");
  case Victory::Draw: return N_("a draw");
  }
  return "?";
}

} // namespace amiraute::escadrilles
