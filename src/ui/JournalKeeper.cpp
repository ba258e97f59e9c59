#include "ui/JournalKeeper.h"
#include "ui/Palette.h"

#include "ui/FileDialog.h"

#include "core/I18n.h"
#include "game/Match.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <ctime>
#include <filesystem>
#include <iostream>

namespace amiraute::ui {

using core::fill;
using core::tr;
using core::trn;

namespace {

using palette::kDim;
using palette::kGold;
using palette::kRed;

/// A centred modal titled `title` (its id stays across languages), `width` wide at most.
bool beginQuestion(const std::string &title, sf::Vector2u window) {
  const std::string id = title + "###journal-question";
  if (!ImGui::IsPopupOpen(id.c_str())) ImGui::OpenPopup(id.c_str());
  const float width = std::min(640.f, static_cast<float>(window.x) - 40);
  ImGui::SetNextWindowPos({window.x / 2.f, window.y / 2.f}, ImGuiCond_Always, {0.5f, 0.5f});
  ImGui::SetNextWindowSize({width, 0});
  if (!ImGui::BeginPopupModal(id.c_str(), nullptr,
                              ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                                  ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse))
    return false;
  ImGui::PushTextWrapPos(0);
  return true;
}

void headline(const GuiFonts &fonts, const std::string &text) {
  if (fonts.medium) ImGui::PushFont(fonts.medium);
  ImGui::TextColored(kGold, "%s", text.c_str());
  if (fonts.medium) ImGui::PopFont();
  ImGui::Spacing();
}

} // namespace

JournalKeeper::JournalKeeper(std::string folder) : folder_(std::move(folder)) {}
JournalKeeper::~JournalKeeper() = default;
JournalKeeper::JournalKeeper(JournalKeeper &&) noexcept = default;
JournalKeeper &JournalKeeper::operator=(JournalKeeper &&) noexcept = default;

std::string JournalKeeper::journalPath() const { return journal_ ? journal_->path() : std::string(); }

void JournalKeeper::offerResume(const View &view) {
  const game::AnyMatch *m = view.anyMatch();
  if (folder_.empty() || !m) return; // a card view may have dealt already: that is no game yet
  const core::GameRecord r = m->record();
  offered_ = core::latestJournal(folder_, r.game, r.scenario, journalPath());
  if (offered_) question_ = Question::Resume;
}

void JournalKeeper::sync(const View &view) {
  const game::AnyMatch *m = view.anyMatch();
  // Until the resume question is answered nothing is written: a window killed while it is open
  // must leave the unfinished game the latest journal, not a new deal.
  if (folder_.empty() || !m || question_ == Question::Resume) return;
  const Synced now{m->actionCount(), m->hash(), m->over()};
  if (synced_ == now) return;
  synced_ = now;
  // Nothing to keep yet: no action, or only those of the record just opened (all in its file).
  if (!journal_ && (now.actions == 0 || m->unsavedActions() == 0)) return;
  try {
    const core::GameRecord r = m->record();
    if (!journal_) journal_ = std::make_unique<core::Journal>(folder_, r);
    journal_->sync(r);
    journal_->markFinished(now.over);
    error_.clear();
  } catch (const std::exception &e) {
    error_ = e.what();
    std::cerr << e.what() << "\n";
  }
}

void JournalKeeper::closing(const View &view) {
  const game::AnyMatch *m = view.anyMatch();
  if (journal_ && m && m->unsavedActions() == 0 && !m->over()) {
    journal_->finish(); // everything is in the saved record
    journal_.reset();
  }
}

bool JournalKeeper::mayClose(const View &view) {
  const game::AnyMatch *m = view.anyMatch();
  if (question_ == Question::Quit) return false;
  if (!m || m->unsavedActions() == 0) {
    closing(view);
    return true;
  }
  question_ = Question::Quit;
  saving_ = false;
  question_error_.clear();
  return false;
}

void JournalKeeper::requestLoad(View &view, const std::string &path) {
  const game::AnyMatch *m = view.anyMatch();
  if (m && m->unsavedActions() > 0) {
    question_ = Question::Load;
    load_path_ = path;
    return;
  }
  view.loadGame(path);
}

std::string JournalKeeper::whereKept(const View &view) const {
  const game::AnyMatch *m = view.anyMatch();
  if (folder_.empty()) return tr("There is no journal of this session (--no-journal): quitting loses them.");
  if (!journal_)
    return fill(tr("The journal could not be written ({why}): quitting loses them."), {{"why", error_}});
  if (m && m->over())
    return fill(tr("The journal keeps the finished game in {file}."), {{"file", journal_->path()}});
  return fill(tr("The journal keeps the game in {file}; the next start of this scenario offers to "
                 "resume it."),
              {{"file", journal_->path()}});
}

bool JournalKeeper::draw(View &view, sf::Vector2u window, const GuiFonts &fonts) {
  buttons_.clear();
  rect_ = {};
  if (!error_.empty()) {
    ImGui::SetNextWindowPos({12, window.y - 12.f}, ImGuiCond_Always, {0, 1});
    ImGui::SetNextWindowBgAlpha(0.9f);
    ImGui::Begin("##journal-error", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoInputs);
    ImGui::PushTextWrapPos(std::max(200.f, window.x * 0.6f));
    ImGui::TextColored(kRed, "%s", fill(tr("(warning: {what})"), {{"what", error_}}).c_str());
    ImGui::PopTextWrapPos();
    ImGui::End();
  }
  if (question_ == Question::None) return false;
  std::string title;
  switch (question_) {
  case Question::Resume: title = tr("An unfinished game"); break;
  case Question::Quit: title = tr("Unsaved game"); break;
  case Question::Load: title = tr("Load over unsaved work?"); break;
  case Question::None: break;
  }
  if (!beginQuestion(title, window)) return false;
  const std::string lead = question_ == Question::Resume ? std::string(tr("Resume the unfinished game?"))
                           : question_ == Question::Quit ? std::string(tr("Quit without saving?"))
                                                         : std::string(tr("Load another game?"));
  headline(fonts, lead);
  bool close = false;
  switch (question_) {
  case Question::Resume: drawResume(view); break;
  case Question::Quit: close = drawQuit(view); break;
  case Question::Load: drawLoad(view); break;
  case Question::None: break;
  }
  if (!question_error_.empty()) {
    ImGui::Spacing();
    ImGui::TextColored(kRed, "%s", question_error_.c_str());
  }
  const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  rect_ = {pos.x, pos.y, size.x, size.y};
  ImGui::PopTextWrapPos();
  if (question_ == Question::None) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  return close;
}

void JournalKeeper::drawResume(View &view) {
  const core::JournalFound &found = *offered_;
  const std::size_t n = found.record.actions.size();
  ImGui::TextUnformatted(fill(trn("The journal kept an unfinished game of this scenario: {n} action, "
                                  "last played {when}.",
                                  "The journal kept an unfinished game of this scenario: {n} actions, "
                                  "last played {when}.",
                                  static_cast<long>(n)),
                              {{"n", std::to_string(n)}, {"when", found.modified}})
                             .c_str());
  ImGui::TextColored(kDim, "%s",
                     fill(tr("A new game sets it aside in {file} (Load still opens it)."),
                          {{"file", core::asideJournalPath(found.path)}})
                         .c_str());
  ImGui::Spacing();
  const std::string resume = tr("Resume it"), fresh = tr("Start a new game");
  if (buttons_.button(resume.c_str())) {
    question_error_.clear();
    if (view.loadGame(found.path)) {
      question_ = Question::None;
      const std::string old = found.path;
      offered_.reset();
      sync(view); // this session's journal holds the actions now: the old one may go
      if (journal_ && error_.empty()) {
        std::error_code ec;
        std::filesystem::remove(old, ec);
      }
      return; // `found` is gone
    } else {
      question_error_ = fill(tr("{file} does not replay on this scenario; it is kept. Start a new game, or "
                                "try it with amiraute referee."),
                             {{"file", found.path}});
    }
  }
  ImGui::SameLine();
  if (buttons_.button(fresh.c_str())) {
    try {
      core::setJournalAside(found.path);
      offered_.reset(); // `found` is gone: nothing after this uses it
      question_ = Question::None;
    } catch (const std::exception &e) {
      question_error_ = e.what();
    }
  }
}

bool JournalKeeper::drawQuit(View &view) {
  const game::AnyMatch *m = view.anyMatch();
  const std::size_t n = m ? m->unsavedActions() : 0;
  ImGui::TextUnformatted(fill(trn("{n} action is not saved to a file.",
                                  "{n} actions are not saved to a file.", static_cast<long>(n)),
                              {{"n", std::to_string(n)}})
                             .c_str());
  ImGui::TextColored(kDim, "%s", whereKept(view).c_str());
  ImGui::Spacing();
  if (saving_) {
    ImGui::TextUnformatted(tr("Save the game record to:"));
    ImGui::SetNextItemWidth(-1);
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    if (save_path_.empty())
      save_path_ = files::defaultName(m->record().scenario, ".yaml", std::time(nullptr), false);
    const bool enter = ImGui::InputText("##save-path", &save_path_, ImGuiInputTextFlags_EnterReturnsTrue);
    if (ImGui::IsItemEdited()) replace_asked_ = false; // another name: ask again if need be
    // The same rules as the file dialog: never the scenario or another file; a record is replaced
    // only when asked again.
    const files::SaveCheck check = files::checkSave(save_path_, m->record().scenario, true);
    if (check.kind == files::SaveCheck::Kind::Replace && replace_asked_)
      ImGui::TextColored(
          kGold, "%s", fill(tr("{file} exists: save again to replace it."), {{"file", save_path_}}).c_str());
    const std::string save = tr("Save and quit"), back = tr("Back");
    if (buttons_.button(save.c_str()) || enter) {
      if (check.kind == files::SaveCheck::Kind::Refuse) {
        question_error_ = check.why;
      } else if (check.kind == files::SaveCheck::Kind::Replace && !replace_asked_) {
        replace_asked_ = true;
      } else {
        try {
          m->save(save_path_);
          closing(view);
          question_ = Question::None;
          return true;
        } catch (const std::exception &e) {
          question_error_ = e.what(); // nothing saved: the window stays
        }
      }
    }
    ImGui::SameLine();
    if (buttons_.button(back.c_str())) {
      saving_ = false;
      question_error_.clear();
    }
    return false;
  }
  const std::string save = tr("Save…"), quit = tr("Quit"), cancel = tr("Cancel");
  if (buttons_.button(save.c_str())) saving_ = true;
  ImGui::SameLine();
  if (buttons_.button(quit.c_str())) {
    question_ = Question::None;
    return true; // the journal keeps the game
  }
  ImGui::SameLine();
  if (buttons_.button(cancel.c_str()) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
    question_ = Question::None;
    question_error_.clear();
  }
  return false;
}

void JournalKeeper::drawLoad(View &view) {
  const game::AnyMatch *m = view.anyMatch();
  const std::size_t n = m ? m->unsavedActions() : 0;
  ImGui::TextUnformatted(
      fill(trn("The game in progress has {n} action not saved to a file.",
               "The game in progress has {n} actions not saved to a file.", static_cast<long>(n)),
           {{"n", std::to_string(n)}})
          .c_str());
  ImGui::TextColored(kDim, "%s", whereKept(view).c_str());
  ImGui::TextUnformatted(fill(tr("Load {file} in its place?"), {{"file", load_path_}}).c_str());
  ImGui::Spacing();
  const std::string load = tr("Load"), cancel = tr("Cancel");
  if (buttons_.button(load.c_str())) {
    question_ = Question::None;
    view.loadGame(load_path_); // a bad file: the view says why, the game is untouched
  }
  ImGui::SameLine();
  if (buttons_.button(cancel.c_str()) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
    question_ = Question::None;
}

} // namespace amiraute::ui
