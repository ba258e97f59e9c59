#include "ui/ComputerSeats.h"
#include "ui/Palette.h"

#include "core/I18n.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace amiraute::ui {

using core::fill;
using core::tr;

namespace {
using palette::kDim;
using palette::kGold;
using palette::kRed;
constexpr std::size_t kPlayedKept = 1; // the log has the rest; the panel stays short

using ai::announce;
using ai::levelLabel;
} // namespace

ComputerSeatsBase::ComputerSeatsBase(std::vector<std::string> names, std::uint64_t seed)
    : names_(std::move(names)), levels_(names_.size()), seed_(seed),
      stop_(std::make_shared<std::atomic<bool>>(false)) {}

void ComputerSeatsBase::setSeat(int seat, std::optional<ai::Level> level) {
  if (seat < 0 || seat >= static_cast<int>(levels_.size())) return;
  levels_[static_cast<std::size_t>(seat)] = std::move(level);
  error_.clear();
}

void ComputerSeatsBase::reseat(const std::vector<std::string> &names) {
  if (names != names_) levels_.assign(names.size(), std::nullopt);
  names_ = names;
  played_.clear();
  error_.clear();
}

std::string ComputerSeatsBase::set(const std::string &side, const std::string &level) {
  try {
    game::Players players;
    players.names = names_;
    const ai::SeatLevel chosen = ai::parseComputerSide(players, side, level);
    setSeat(chosen.seat, chosen.level);
  } catch (const std::exception &e) {
    return e.what();
  }
  return "";
}

void ComputerSeatsBase::setElsewhere(int seat, std::string note) {
  if (seat < 0 || seat >= static_cast<int>(levels_.size())) return;
  elsewhere_.resize(levels_.size(), false);
  notes_.resize(levels_.size());
  elsewhere_[static_cast<std::size_t>(seat)] = true;
  notes_[static_cast<std::size_t>(seat)] = std::move(note);
  if (!levels_[static_cast<std::size_t>(seat)]) levels_[static_cast<std::size_t>(seat)] = ai::Level{};
}

bool ComputerSeatsBase::any() const {
  return std::any_of(levels_.begin(), levels_.end(), [](const auto &l) { return l.has_value(); });
}

int ComputerSeatsBase::onlyPerson() const {
  int person = -1;
  for (std::size_t s = 0; s < levels_.size(); ++s) {
    if (levels_[s]) continue;
    if (person >= 0) return -1;
    person = static_cast<int>(s);
  }
  return person;
}

void ComputerSeatsBase::follow(Curtain &curtain, int to_move) const {
  if (curtain.down() && isComputer(curtain.called())) curtain.reset();
  curtain.follow(personToFollow(to_move));
  if (!any()) return;
  const int person = onlyPerson();
  if (person < 0) return;
  // One person: at the screen from the start, while the computer plays too.
  if (!curtain.down() && curtain.atScreen() == game::kPublic) curtain.follow(person);
  if (curtain.down() && curtain.called() == person) curtain.lift();
}

std::string ComputerSeatsBase::noDecisionToTakeBack() {
  return tr("no decision of yours to take back (only the computer has played since the start or since "
            "the last sealed draw)");
}

void ComputerSeatsBase::tell(const std::string &what) {
  if (played_.empty() || played_.back().secret || what.empty()) return;
  played_.back().what = what;
}

std::string ComputerSeatsBase::Played::said() const {
  if (!secret && !what.empty())
    return fill(tr("{what} (computer, {level})"), {{"level", levelLabel(level)}, {"what", what}});
  return announce(side, level, command, secret);
}

std::string ComputerSeatsBase::Played::reasons() const {
  if (secret) return "";
  if (reasons_hidden) return tr("Its reasons stay hidden: they would tell what its side holds.");
  return why.candidates();
}

std::optional<std::string> ComputerSeatsBase::playingLine(int to_move) const {
  if (!isComputer(to_move)) return std::nullopt;
  const std::string &side = names_.at(static_cast<std::size_t>(to_move));
  if (elsewhere(to_move)) {
    const std::string &note = notes_[static_cast<std::size_t>(to_move)];
    return note.empty() ? fill(tr("{side} is playing on their own machine…"), {{"side", side}})
                        : fill(tr("{side} is to play: {note}"), {{"side", side}, {"note", note}});
  }
  return fill(tr("{side} (computer) is playing…"), {{"side", side}});
}

void ComputerSeatsBase::hurry() {
  if (thinking_seat_ < 0) return;
  hurried_ = true;
  stop_->store(true);
}

void ComputerSeatsBase::note(int seat, const std::string &command, bool secret, bool hide_reasons,
                             const ai::Explanation &why) {
  Played p;
  p.seat = seat;
  p.side = names_.at(static_cast<std::size_t>(seat));
  p.level = why.level;
  p.command = command;
  p.secret = secret;
  p.reasons_hidden = hide_reasons;
  p.why = why;
  played_.push_back(std::move(p));
  if (played_.size() > kPlayedKept) played_.erase(played_.begin());
}

bool ComputerSeatsBase::gui(float time) {
  bool changed = false;
  if (thinking_seat_ >= 0) {
    // The thinking line: who, for how long, and the button that makes it play now.
    const int dots = 1 + static_cast<int>(time * 3) % 3;
    char secs[16];
    std::snprintf(secs, sizeof secs, "%.1f", static_cast<double>(thinking_for_));
    const float glow = 0.75f + 0.25f * std::sin(time * 5);
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0.25f, 0.20f, 0.05f, 0.6f));
    ImGui::BeginChild("##thinking",
                      {0, ImGui::GetTextLineHeightWithSpacing() + ImGui::GetFrameHeight() +
                              ImGui::GetStyle().WindowPadding.y * 2 + 2},
                      true, ImGuiWindowFlags_NoScrollbar);
    ImGui::TextColored(ImVec4(kGold.x * glow, kGold.y * glow, kGold.z * glow, 1), "%s%s",
                       fill(tr("{side} (computer) is thinking"),
                            {{"side", names_.at(static_cast<std::size_t>(thinking_seat_))}})
                           .c_str(),
                       std::string(static_cast<std::size_t>(dots), '.').c_str());
    if (hurried_)
      ImGui::TextColored(kDim, "%s", tr("playing its best so far…"));
    else if (ImGui::SmallButton(tr("Play now")))
      hurry();
    if (!hurried_ && ImGui::IsItemHovered())
      ImGui::SetTooltip("%s", tr("Stop the search and play the best move found so far"));
    ImGui::SameLine();
    ImGui::TextColored(kDim, "%s", fill(tr("{seconds} s"), {{"seconds", secs}}).c_str());
    ImGui::EndChild();
    ImGui::PopStyleColor();
  }
  if (!error_.empty()) ImGui::TextColored(kRed, "✗ %s", error_.c_str());
  if (!ImGui::CollapsingHeader(tr("Players"), ImGuiTreeNodeFlags_DefaultOpen)) return false;
  // Each seat: a person, or the computer at a level.
  const std::string person = tr("Person");
  const std::vector<std::string> standard = {"easy", "normal", "hard"};
  const auto computerLabel = [](const std::string &level) {
    return fill(tr("Computer ({level})"), {{"level", levelLabel(level)}});
  };
  float name_width = 0;
  for (const std::string &n : names_)
    name_width = std::max(name_width, ImGui::CalcTextSize(n.c_str()).x);
  for (std::size_t s = 0; s < names_.size(); ++s) {
    ImGui::PushID(static_cast<int>(s));
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(names_[s].c_str());
    ImGui::SameLine(name_width + ImGui::GetStyle().ItemSpacing.x * 2 + ImGui::GetStyle().WindowPadding.x);
    if (static_cast<int>(s) == here_) {
      ImGui::TextColored(kGold, "%s", tr("you, at this screen"));
      ImGui::PopID();
      continue;
    }
    if (elsewhere(static_cast<int>(s))) {
      // Played on another machine: where, and how it stands; nothing to choose here.
      const std::string &note = notes_[s];
      ImGui::TextColored(kDim, "%s", note.empty() ? tr("on their own machine") : note.c_str());
      ImGui::PopID();
      continue;
    }
    ImGui::SetNextItemWidth(-1);
    std::string current = levels_[s] ? computerLabel(levels_[s]->name) : person;
    // A narrow panel: the level alone ("30 iterations"), the whole label in a tooltip.
    const float room =
        ImGui::GetContentRegionAvail().x - ImGui::GetFrameHeight() - ImGui::GetStyle().FramePadding.x * 2;
    const bool shortened = levels_[s] && ImGui::CalcTextSize(current.c_str()).x > room;
    const std::string whole = current;
    if (shortened) current = levelLabel(levels_[s]->name);
    if (ImGui::BeginCombo("##seat", current.c_str())) {
      if (ImGui::Selectable(person.c_str(), !levels_[s])) {
        changed = changed || levels_[s].has_value();
        setSeat(static_cast<int>(s), std::nullopt);
      }
      std::vector<std::string> offered = standard;
      if (levels_[s] && std::find(standard.begin(), standard.end(), levels_[s]->name) == standard.end())
        offered.push_back(levels_[s]->name); // a level given on the command line (400i, greedy)
      for (const std::string &l : offered) {
        const bool is = levels_[s] && levels_[s]->name == l;
        if (ImGui::Selectable(computerLabel(l).c_str(), is) && !is) {
          changed = true;
          setSeat(static_cast<int>(s), ai::parseLevel(l));
        }
      }
      ImGui::EndCombo();
    } else if (shortened && ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", whole.c_str());
    }
    ImGui::PopID();
  }
  for (const Played &p : played_) {
    ImGui::TextColored(kDim, "%s", p.said().c_str());
    const std::string reasons = p.reasons();
    if (!reasons.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", reasons.c_str());
  }
  return changed;
}

} // namespace amiraute::ui
